import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import {
  COUNT_CACHE_MAX_CHARS,
  MAX_SPAN_CHARS,
  DEFAULT_CONTEXT_BUDGET,
  DEFAULT_CONTEXT_WINDOW,
  contextWindowForModel,
  countTokens,
  encoderFromKeys,
  encodingForModel,
  fitsInTokens,
  normalizeModelName,
  pieceTokens,
  retrievalBudget,
  tokenLowerBound,
  truncateToTokens,
  truncationMarker,
} from '../../src/context/budget.js';
import { seededRandom } from '../helpers/random.js';

describe('encoderFromKeys', () => {
  it('builds an encoder that encodes and decodes exactly like the one built from the ranks', () => {
    for (const ranks of [cl100kBase, o200kBase]) {
      const reference = new Tiktoken(ranks);
      const keys: string[] = [];
      for (const [key, rank] of (reference as unknown as { rankMap: Map<string, number> }).rankMap) keys[rank] = key;
      const fast = encoderFromKeys(ranks, Array.from(keys, (k) => k ?? '').join('\n'))!;
      expect(fast).toBeDefined();
      const texts = [
        'def größe(x):\n    return x * 2  # 😀 日本語\n',
        'const x = <|endoftext|>;\r\n\t\tif (a && b) { return `${a}`; }',
        '   leading spaces and a long identifier SomeVeryLongIdentifierNameForTesting_123456',
        '',
      ];
      for (const text of texts) {
        const tokens = reference.encode(text, [], []);
        expect([text, fast.encode(text, [], [])]).toEqual([text, tokens]);
        expect(fast.decode(tokens)).toBe(text);
      }
    }
  });

  it('refuses keys that do not cover every rank instead of building a wrong encoder', () => {
    const reference = new Tiktoken(cl100kBase);
    const keys: string[] = [];
    for (const [key, rank] of (reference as unknown as { rankMap: Map<string, number> }).rankMap) keys[rank] = key;
    expect(encoderFromKeys(cl100kBase, keys.slice(0, 50_000).join('\n'))).toBeUndefined();
    expect(encoderFromKeys(cl100kBase, '')).toBeUndefined();
    expect(encoderFromKeys(o200kBase, keys.join('\n'))).toBeUndefined();
  });
});

describe('encodingForModel', () => {
  it.each([
    'gpt-4o',
    'gpt-4o-mini',
    'gpt-4o-2024-08-06',
    'chatgpt-4o-latest',
    'gpt-4.1',
    'gpt-4.1-nano',
    'gpt-5',
    'gpt-5-mini',
    'gpt-5.1-codex',
    'o1',
    'o1-preview',
    'o3-mini',
    'o4-mini',
    'openai/gpt-4o',
    'GPT-4O',
    'ft:gpt-4o-mini:acme::abc123',
  ])('%s uses o200k_base', (model) => {
    expect(encodingForModel(model)).toBe('o200k_base');
  });

  it.each(['gpt-4', 'gpt-4-turbo', 'gpt-3.5-turbo', 'llama3.1:8b', 'qwen2.5-coder', 'o10-local', 'gpt-4oo', 'mistral/gpt-50', ''])(
    '%s falls back to cl100k_base',
    (model) => {
      expect(encodingForModel(model)).toBe('cl100k_base');
    },
  );

  it('falls back to cl100k_base without a model', () => {
    expect(encodingForModel(undefined)).toBe('cl100k_base');
  });

  it('normalizes gateway and fine-tune names', () => {
    expect(normalizeModelName('  OpenRouter/OpenAI/GPT-4.1 ')).toBe('gpt-4.1');
    expect(normalizeModelName('ft:gpt-4o-mini:acme::x')).toBe('gpt-4o-mini:acme::x');
  });
});

describe('countTokens', () => {
  it.each([
    ['hello world', 2, 2],
    ['tiktoken is great!', 6, 6],
    ['antidisestablishmentarianism', 6, 6],
    ['def add(a, b):\n    return a + b\n', 12, 12],
    ['日本語のテキスト', 8, 6],
    ['', 0, 0],
  ])('%j: %i in cl100k_base, %i in o200k_base', (text, cl100k, o200k) => {
    expect(countTokens(text)).toBe(cl100k);
    expect(countTokens(text, 'gpt-3.5-turbo')).toBe(cl100k);
    expect(countTokens(text, 'gpt-4o')).toBe(o200k);
  });

  it('counts pieces with the encoder\'s merges: equal to encoding them, on this project\'s sources', () => {
    const encoders = { cl100k: new Tiktoken(cl100kBase), o200k: new Tiktoken(o200kBase) };
    const root = join(import.meta.dirname, '..', '..', 'src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).sort().slice(0, 40);
    expect(files.length).toBe(40);
    let pieces = 0;
    for (const [name, encoder, pattern] of [
      ['cl100k_base', encoders.cl100k, cl100kBase.pat_str],
      ['o200k_base', encoders.o200k, o200kBase.pat_str],
    ] as const) {
      const seen = new Set<string>();
      for (const file of files) {
        for (const m of readFileSync(join(root, file), 'utf8').matchAll(new RegExp(pattern, 'gu'))) {
          if (seen.has(m[0])) continue;
          seen.add(m[0]);
          expect([m[0], pieceTokens(name, m[0])]).toEqual([m[0], encoder.encode(m[0], [], []).length]);
        }
      }
      pieces += seen.size;
    }
    expect(pieces).toBeGreaterThan(3_000);
    for (const piece of ['', 'a', ' ', 'größe', '😀😀😀', 'x'.repeat(300), ' \u00a0\u2028', 'aaaaaaaaaaaaaaaaaaaaab']) {
      expect([piece, pieceTokens('cl100k_base', piece)]).toEqual([piece, encoders.cl100k.encode(piece, [], []).length]);
      expect([piece, pieceTokens('o200k_base', piece)]).toEqual([piece, encoders.o200k.encode(piece, [], []).length]);
    }
  });

  it('counts special-token names as text instead of throwing', () => {
    expect(countTokens('const x = <|endoftext|>;')).toBe(9);
    expect(countTokens('const x = <|endoftext|>;', 'gpt-5')).toBe(10);
  });

  it('equals the encoder on multi-line texts of every kind', () => {
    const encoders = { cl100k: new Tiktoken(cl100kBase), o200k: new Tiktoken(o200kBase) };
    const pieces = ['\n', '\n', '\r\n', ' ', '    ', '\t', '/', '//', '+', '-', '@@ -1,3 +1,4 @@', '}', ');', 'foo', 'Bar',
      'ÄÖ', '日本', '😀', '123', "'s", '\u00a0', '\u2028', '\u0301', '#', '=', '\\', '"', '<|endoftext|>'];
    const next = seededRandom(11);
    for (let i = 0; i < 1_500; i++) {
      let text = '';
      const length = 1 + Math.floor(next() * 50);
      for (let j = 0; j < length; j++) text += pieces[Math.floor(next() * pieces.length)];
      expect([text, countTokens(text)]).toEqual([text, encoders.cl100k.encode(text, [], []).length]);
      expect([text, countTokens(text, 'o3')]).toEqual([text, encoders.o200k.encode(text, [], []).length]);
      expect(tokenLowerBound(text)).toBeLessThanOrEqual(countTokens(text));
      expect(tokenLowerBound(text, 'o3')).toBeLessThanOrEqual(countTokens(text, 'o3'));
    }
    const diff = '@@ -10,4 +10,6 @@ export function run() {\n   const a = 1;\n-  return a;\n+  // added\n+  return a + 1;\n }\n\n\n// end\n';
    const big = diff.repeat(2_000);
    expect(big.length).toBeGreaterThan(COUNT_CACHE_MAX_CHARS);
    expect(countTokens(big)).toBe(encoders.cl100k.encode(big, [], []).length);
    expect(countTokens(big, 'gpt-4.1')).toBe(encoders.o200k.encode(big, [], []).length);
  });

  it('caches long texts by their content, not their length', () => {
    const a = 'ab'.repeat(1_500);
    const b = 'a b'.repeat(1_000);
    expect(a.length).toBe(b.length);
    expect(a.length).toBeGreaterThan(COUNT_CACHE_MAX_CHARS);
    const encoder = new Tiktoken(cl100kBase);
    const expected = [encoder.encode(a, [], []).length, encoder.encode(b, [], []).length];
    expect(expected[0]).not.toBe(expected[1]);
    expect([countTokens(a), countTokens(b), countTokens(a), countTokens(b)]).toEqual([...expected, ...expected]);
  });

  it('counts repeated short strings the same every time', () => {
    const strings = Array.from({ length: 50 }, (_, i) => `+  const value${i} = compute(items[${i}]);`);
    let total = 0;
    for (let round = 0; round < 2_000; round++) for (const s of strings) total += countTokens(s);
    expect(total).toBe(2_000 * strings.reduce((sum, s) => sum + countTokens(s), 0));
  });
});

/** `n` short added lines: at least 2 tokens each. */
function diffLines(n: number): string {
  return '+x\n'.repeat(n);
}

describe('tokenLowerBound and fitsInTokens', () => {
  it('bounds the count from below by the pre-tokenizer pieces', () => {
    expect(tokenLowerBound('')).toBe(0);
    expect([tokenLowerBound('const x = 1;\n'), countTokens('const x = 1;\n')]).toEqual([6, 6]);
    const diff = '+added line\n-removed line\n context\n';
    expect([tokenLowerBound(diff), countTokens(diff)]).toEqual([8, 10]);
    expect([tokenLowerBound(diff, 'gpt-4o'), countTokens(diff, 'gpt-4o')]).toEqual([8, 10]);
    expect([tokenLowerBound('antidisestablishmentarianism'), countTokens('antidisestablishmentarianism')]).toEqual([1, 6]);
  });

  it('stops early once the bound is over the limit', () => {
    expect(tokenLowerBound(diffLines(1_000_000), undefined, 100)).toBe(101);
    expect(tokenLowerBound('const x = 1;\n', undefined, 2)).toBe(3);
  });

  it('decides by bounds when it can and exactly otherwise', () => {
    expect(fitsInTokens('hello world', 2)).toBe(true);
    expect(fitsInTokens('hello world', 1)).toBe(false);
    expect(fitsInTokens(diffLines(1_000_000), 999_999)).toBe(false);
  });
});

describe('contextWindowForModel', () => {
  it.each([
    ['gpt-4o', 128_000],
    ['gpt-4o-mini', 128_000],
    ['gpt-4.1-mini', 1_047_576],
    ['gpt-5-mini', 400_000],
    ['o3', 200_000],
    ['o1-mini', 128_000],
    ['gpt-4', 8_192],
    ['gpt-4-turbo', 128_000],
    ['gpt-3.5-turbo', 16_385],
    ['llama3.1:8b', 131_072],
    ['some-local-model', DEFAULT_CONTEXT_WINDOW],
  ])('%s: %i', (model, tokens) => {
    expect(contextWindowForModel(model)).toBe(tokens);
  });

  it('assumes a conservative window for unknown models', () => {
    expect(DEFAULT_CONTEXT_WINDOW).toBe(8_192);
    expect(contextWindowForModel(undefined)).toBe(DEFAULT_CONTEXT_WINDOW);
  });
});

describe('retrievalBudget', () => {
  it('uses the explicit budget when given, else 8,000 tokens for large windows', () => {
    expect(DEFAULT_CONTEXT_BUDGET).toBe(8_000);
    expect(retrievalBudget()).toBe(8_000);
    expect(retrievalBudget({ model: 'gpt-5-mini' })).toBe(8_000);
    expect(retrievalBudget({ explicit: 12_000, model: 'gpt-4o' })).toBe(12_000);
    expect(retrievalBudget({ explicit: 500 })).toBe(500);
  });

  it("keeps the budget within 35% of a small window, counted in the server's tokens", () => {
    // gpt-4: 8,192 tokens, the encoding Sweep counts with.
    expect(retrievalBudget({ model: 'gpt-4' })).toBe(2_867);
    // An unknown model: the 8,192-token default, with the allowance for another tokenizer (8,192 / 1.25 = 6,553).
    expect(retrievalBudget({ model: 'some-local-model' })).toBe(2_293);
    expect(retrievalBudget({ contextWindow: 16_384 })).toBe(4_587);
    expect(retrievalBudget({ model: 'gpt-4o', contextWindow: 8_192 })).toBe(2_867);
  });

  it.each([0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects an explicit budget of %p', (explicit) => {
    expect(() => retrievalBudget({ explicit })).toThrow(/positive whole number of tokens/);
  });
});

describe('truncateToTokens', () => {
  const text = 'alpha beta gamma\ndelta epsilon zeta\neta theta iota\nkappa lambda mu\n';

  it('returns a text that fits unchanged', () => {
    expect(countTokens(text)).toBe(18);
    expect(truncateToTokens(text, 18)).toBe(text);
    expect(truncateToTokens('', 0)).toBe('');
  });

  it('cuts at a line boundary and marks the cut', () => {
    expect(truncationMarker(3)).toBe('[... 3 more lines truncated]');
    expect(truncationMarker(1)).toBe('[... 1 more line truncated]');
    expect(truncateToTokens(text, 16)).toBe('alpha beta gamma\n[... 3 more lines truncated]');
    expect(countTokens(truncateToTokens(text, 16))).toBe(12);
  });

  it('cuts inside the first line when no whole line fits', () => {
    expect(truncateToTokens(text, 10)).toBe('alpha\n[... 4 more lines truncated]');
    expect(truncateToTokens('word '.repeat(100), 20)).toBe(`${'word '.repeat(10)}word\n[... 1 more line truncated]`);
  });

  it('gives the marker alone, then nothing, as the limit shrinks', () => {
    expect(truncateToTokens(text, 9)).toBe('[... 4 more lines truncated]');
    expect(truncateToTokens(text, 5)).toBe('');
    expect(truncateToTokens(text, 0)).toBe('');
  });

  it('never goes over the limit, in either encoding', () => {
    const code = Array.from({ length: 400 }, (_, i) => `    result_${i} = transform(data[${i}], "label ${i}")  # 日本`).join('\n');
    for (const model of [undefined, 'gpt-4o']) {
      for (const max of [1, 7, 8, 30, 100, 1_234]) {
        const cut = truncateToTokens(code, max, model);
        expect(countTokens(cut, model)).toBeLessThanOrEqual(max);
        expect(cut === '' || cut.endsWith('truncated]')).toBe(true);
        const head = cut.slice(0, cut.lastIndexOf('[...'));
        expect(code.startsWith(head.endsWith('\n') ? head : head.slice(0, -1))).toBe(true);
      }
    }
  });

  it('cuts a 5 MB text', () => {
    const line = 'export const value = computeSomething(input, 42);\n';
    expect(countTokens(line)).toBe(11);
    const cut = truncateToTokens(line.repeat(100_000), 1_000);
    // 9 marker tokens leave 991: 90 lines of 11 tokens.
    expect(cut).toBe(`${line.repeat(90)}${truncationMarker(99_910)}`);
    expect(countTokens(cut)).toBe(999);
  });

  it(`counts and cuts a word with no break in spans of ${MAX_SPAN_CHARS} characters (each span's tokens; never one quadratic encoding)`, () => {
    const span = 'abcdefghijklmnopqrstuvwxyz'.repeat(10).slice(0, MAX_SPAN_CHARS);
    const word = span.repeat(40);
    for (const model of [undefined, 'gpt-4o']) {
      const perSpan = countTokens(span, model);
      expect(countTokens(word, model)).toBe(40 * perSpan);
      // Cut inside the first line (the word), span by span, then within a span.
      const cut = truncateToTokens(`${word}\nnext line\n`, 3 * perSpan + 12, model);
      expect(countTokens(cut, model)).toBeLessThanOrEqual(3 * perSpan + 12);
      expect(cut.startsWith(span.repeat(3))).toBe(true);
      expect(cut.endsWith('\n[... 2 more lines truncated]')).toBe(true);
    }
    // A span boundary never splits a surrogate pair: 300 emoji (600 UTF-16 units) count as their spans.
    const emoji = '\u{1F600}'.repeat(300);
    expect(countTokens(emoji)).toBe(countTokens('\u{1F600}'.repeat(128)) * 2 + countTokens('\u{1F600}'.repeat(44)));
  });

  it.each([-1, 2.5, Number.NaN])('rejects a limit of %p', (max) => {
    expect(() => truncateToTokens(text, max)).toThrow(/whole number of tokens, 0 or more/);
  });
});
