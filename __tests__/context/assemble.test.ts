import { describe, expect, it } from '@jest/globals';
import { assembleContext, SECTION_SHARES, type ContextItem, type SectionName } from '../../src/context/assemble.js';
import { countTokens, tokenLowerBound } from '../../src/context/budget.js';

const count = (t: string) => countTokens(t);

function item(section: SectionName, path: string, renderings: string[], extra: Partial<ContextItem> = {}): ContextItem {
  return { section, path, startLine: 1, endLine: 2, kind: section === 'definitions' ? 'definition' : 'snippet', renderings, ...extra };
}

describe('assembleContext', () => {
  it('renders XML-like sections with paths and lines, deterministically', () => {
    const items = [item('snippets', 'a.py', ['x = 1']), item('definitions', 'b.py', ['b.py:1-2 function f', 'b.py:1-2 function f\n  def f()'])];
    const first = assembleContext('BUG_FIX', items, 500, count);
    expect(first.text).toBe(
      [
        '<context intent="BUG_FIX">',
        '<definitions>',
        '<definition path="b.py" lines="1-2">',
        'b.py:1-2 function f\n  def f()',
        '</definition>',
        '</definitions>',
        '<snippets>',
        '<snippet path="a.py" lines="1-2">',
        'x = 1',
        '</snippet>',
        '</snippets>',
        '</context>',
      ].join('\n'),
    );
    expect(first.tokens).toBe(count(first.text));
    expect(first.sections.map((s) => [s.name, s.items.map((i) => [i.path, i.fidelity])])).toEqual([
      ['definitions', [['b.py', 1]]],
      ['snippets', [['a.py', 0]]],
    ]);
    expect(assembleContext('BUG_FIX', items, 500, count)).toEqual(first);
  });

  it('gives the same result with a lower bound, without counting what cannot fit', () => {
    const big = Array.from({ length: 400 }, (_, i) => `    total += values[${i}] * weight_${i}`).join('\n');
    const items = [
      item('snippets', 'a.py', ['x = 1']),
      item('snippets', 'big.py', [big]),
      item('definitions', 'b.py', ['b.py:1-2 function f', `b.py:1-2 function f\n${big}`]),
      item('snippets', 'c.py', ['y = 2']),
    ];
    const counted: string[] = [];
    const counting = (t: string) => {
      counted.push(t);
      return countTokens(t);
    };
    const plain = assembleContext('BUG_FIX', items, 300, count);
    const bounded = assembleContext('BUG_FIX', items, 300, counting, (t, stop) => tokenLowerBound(t, undefined, stop));
    expect(bounded).toEqual(plain);
    expect(plain.sections.flatMap((s) => s.items.map((i) => [i.path, i.fidelity]))).toEqual([
      ['b.py', 0],
      ['a.py', 0],
      ['c.py', 0],
    ]);
    expect(counted.filter((t) => t.includes('weight_399'))).toEqual([]);
  });

  it('splits the whole budget for every intent', () => {
    for (const [intent, shares] of Object.entries(SECTION_SHARES)) expect([intent, Math.round(100 * Object.values(shares).reduce((a, b) => a + b, 0))]).toEqual([intent, 100]);
    expect(Object.keys(SECTION_SHARES).sort()).toEqual(['BUG_FIX', 'DEFINITION_LOOKUP', 'IMPLEMENTATION', 'QUESTION', 'REFACTOR', 'TEST_WRITING', 'USAGE_EXPLORATION']);
  });

  it('returns nothing for a budget of 0 or one smaller than any item', () => {
    const items = [item('definitions', 'b.py', ['b.py:1-2 function f'])];
    expect(assembleContext('BUG_FIX', items, 0, count)).toEqual({ intent: 'BUG_FIX', budget: 0, tokens: 0, sections: [], text: '' });
    expect(assembleContext('BUG_FIX', items, 12, count).text).toBe('');
  });

  it('starts cards compact and upgrades them while budget remains', () => {
    const long = 'word '.repeat(300);
    const cards = [0, 1, 2].map((i) => item('definitions', `f${i}.py`, [`f${i} compact`, `f${i} standard ${'x '.repeat(20)}`, `f${i} full ${long}`]));
    const tight = assembleContext('DEFINITION_LOOKUP', cards, 200, count);
    expect(tight.sections[0]!.items.map((i) => i.fidelity)).toEqual([1, 1, 1]);
    const roomy = assembleContext('DEFINITION_LOOKUP', cards, 900, count);
    expect(roomy.sections[0]!.items.map((i) => i.fidelity)).toEqual([2, 2, 1]);
  });

  it('lets unused budget flow to other sections', () => {
    const snippets = Array.from({ length: 20 }, (_, i) => item('snippets', `s${i}.py`, [`line ${i} `.repeat(20)]));
    const ctx = assembleContext('BUG_FIX', snippets, 2000, count);
    // Snippets alone may use far more than their 25% share when nothing else competes.
    expect(ctx.sections[0]!.tokens).toBeGreaterThan(2000 * SECTION_SHARES.BUG_FIX.snippets);
    expect(ctx.tokens).toBeLessThanOrEqual(2000);
  });

  it('puts forced items first', () => {
    const items = [
      item('definitions', 'big.py', ['y '.repeat(150)]),
      item('definitions', 'frame.py', ['the function of the stack frame ' + 'z '.repeat(100)], { forced: true }),
    ];
    const ctx = assembleContext('BUG_FIX', items, 260, count);
    expect(ctx.sections[0]!.items.map((i) => i.path)).toEqual(['frame.py']);
  });

  it('never exceeds the budget (random inputs)', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const words = ['def', 'class', '{', '}', 'return', 'x', 'café', '日本', '\n', '    ', 'a.b', '<tag>', '"', '1234'];
    const text = (n: number) => Array.from({ length: n }, () => words[Math.floor(random() * words.length)]).join(random() < 0.5 ? ' ' : '');
    const sections: SectionName[] = ['definitions', 'snippets', 'tests', 'callers', 'imports', 'summary', 'links'];
    const intents = Object.keys(SECTION_SHARES) as (keyof typeof SECTION_SHARES)[];
    for (let round = 0; round < 150; round++) {
      const items = Array.from({ length: Math.floor(random() * 25) }, (_, i) => {
        const levels = 1 + Math.floor(random() * 3);
        return item(sections[Math.floor(random() * sections.length)]!, `p${i}.py`, Array.from({ length: levels }, (_, l) => text(5 + (l + 1) * Math.floor(random() * 80))), { forced: random() < 0.1 });
      });
      const budget = Math.floor(random() * 1500);
      const ctx = assembleContext(intents[round % intents.length]!, items, budget, count);
      expect(ctx.tokens).toBe(count(ctx.text));
      expect(ctx.tokens).toBeLessThanOrEqual(budget);
    }
  });
});
