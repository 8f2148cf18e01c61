import { describe, expect, it } from '@jest/globals';
import { applyBlocksToFile, isElisionLine } from '../../src/agent/apply.js';
import { pinningParts, placeElision, tightPlacements } from '../../src/agent/elision.js';
import { LineIndex } from '../../src/agent/line-index.js';
import { loadPrompt } from '../../src/llm/prompts.js';
import { block, lines } from './edit-helpers.js';

describe('applyBlocksToFile: elision', () => {
  it('keeps the lines a `...` stands for, when UPDATED has the matching `...`', () => {
    const text = lines('function load(path) {', '  const data = read(path);', '  const rows = parse(data);', '  return rows;', '}', '', 'load("a");');
    const result = applyBlocksToFile('a.js', text, [
      block(['function load(path) {', '...', '  return rows;', '}'], ['function load(path, options) {', '...', '  return rows.filter(options.keep);', '}'], 1, 'a.js'),
    ]);
    expect(result).toEqual({
      text: lines('function load(path, options) {', '  const data = read(path);', '  const rows = parse(data);', '  return rows.filter(options.keep);', '}', '', 'load("a");'),
      matched: [{ block: 1, strategy: 'elision', line: 1 }],
      failed: [],
    });
  });

  it('reads `// ... existing code` as an elision', () => {
    expect(isElisionLine('...')).toBe(true);
    expect(isElisionLine('    // ... existing code ...')).toBe(true);
    expect(isElisionLine('# ... rest unchanged')).toBe(true);
    expect(isElisionLine('…')).toBe(true);
    expect(isElisionLine('  ...rest,')).toBe(false);
    expect(isElisionLine('print("...")')).toBe(false);
    const text = lines('a = 1', 'b = 2', 'c = 3', 'd = 4');
    const result = applyBlocksToFile('a.py', text, [block(['a = 1', '# ... unchanged', 'd = 4'], ['a = 0', '# ...', 'd = 5'], 1, 'a.py')]);
    expect(result.text).toBe(lines('a = 0', 'b = 2', 'c = 3', 'd = 5'));
  });

  it('refuses `...` in ORIGINAL without the matching `...` in UPDATED', () => {
    const text = lines('a = 1', 'b = 2', 'c = 3');
    const result = applyBlocksToFile('a.py', text, [block(['a = 1', '...', 'c = 3'], ['a = 1', 'c = 4'], 1, 'a.py')]);
    expect(result.failed).toEqual([
      {
        block: 1,
        reason:
          'ORIGINAL leaves lines out with `...` 1 time(s) but UPDATED has 0 `...` line(s); write `...` in UPDATED at each place where the left-out lines stay (or quote them). a.py was left unchanged.',
        closest: null,
      },
    ]);
  });

  it('refuses `...` at the start of ORIGINAL', () => {
    const result = applyBlocksToFile('a.py', lines('a = 1', 'b = 2'), [block(['...', 'b = 2'], ['...', 'b = 3'], 1, 'a.py')]);
    expect(result.failed[0]!.reason).toMatch(/^a `\.\.\.` line must sit between quoted lines: ORIGINAL may not start or end with one, nor hold two in a row\. /);
  });

  it('takes the shortest span for a `...` when that placement is the only one and quoted exactly', () => {
    const text = lines('start()', 'x = 1', 'end()', 'x = 1', 'end()');
    const result = applyBlocksToFile('a.py', text, [block(['start()', '...', 'end()'], ['start()', '...', 'finish()'], 1, 'a.py')]);
    expect(result).toEqual({
      text: lines('start()', 'x = 1', 'finish()', 'x = 1', 'end()'),
      matched: [{ block: 1, strategy: 'elision', line: 1 }],
      failed: [],
    });
  });
});

describe('applyBlocksToFile: `...` that fits more than one way', () => {
  const checks = lines(
    'def check(items):',
    '    for item in items:',
    '        if not item.valid:',
    '            return False',
    '    return True',
    '',
    'def check_all(groups):',
    '    for group in groups:',
    '        if not check(group):',
    '            return False',
    '    return True',
  );
  const original = ['def check(items):', '    for item in items:', '...', '    return True'];
  const updated = ['def check(items):', '    for item in items:', '...', '    return bool(items)'];

  it('applies at the tightest placement: the first `return True` after the quoted start', () => {
    const result = applyBlocksToFile('checks.py', checks, [block(original, updated, 1, 'checks.py')]);
    expect(result.failed).toEqual([]);
    expect(result.text).toBe(checks.replace('    return True\n', '    return bool(items)\n'));
    expect(result.matched).toEqual([{ block: 1, strategy: 'elision', line: 1 }]);
  });

  it('does not prefer the tightest placement when a quoted line matches only up to trailing whitespace', () => {
    const text = checks.replace('def check(items):\n', 'def check(items):  \n');
    expect(applyBlocksToFile('checks.py', text, [block(original, updated, 1, 'checks.py')]).failed[0]!.reason).toBe(
      'the parts of ORIGINAL around its `...` lines fit checks.py in more than one way (lines 1-5, lines 1-11); quote more lines next to each `...` (or the left-out lines themselves) so that they fit only one way. checks.py was left unchanged.',
    );
  });

  it('refuses two equally tight placements instead of guessing', () => {
    const text = lines('try:', '    load()', 'except OSError:', '    pass', 'try:', '    save()', 'except OSError:', '    pass');
    const result = applyBlocksToFile('io.py', text, [block(['try:', '...', 'except OSError:', '    pass'], ['try:', '...', 'except OSError:', '    raise'], 1, 'io.py')]);
    expect(result).toEqual({
      text: null,
      matched: [],
      failed: [
        {
          block: 1,
          reason:
            'the parts of ORIGINAL around its `...` lines fit io.py in more than one way (lines 1-4, lines 5-8); quote more lines next to each `...` (or the left-out lines themselves) so that they fit only one way. io.py was left unchanged.',
          closest: null,
        },
      ],
    });
  });

  it('applies once the block quotes enough to fit one way', () => {
    const text = lines('try:', '    load()', 'except OSError:', '    pass', 'try:', '    save()', 'except OSError:', '    pass');
    const result = applyBlocksToFile('io.py', text, [block(['try:', '    save()', '...', '    pass'], ['try:', '    save()', '...', '    raise'], 1, 'io.py')]);
    expect(result.text).toBe(lines('try:', '    load()', 'except OSError:', '    pass', 'try:', '    save()', 'except OSError:', '    raise'));
  });
});

describe('placeElision and tightPlacements', () => {
  it('places parts that fit one way, without calling it a preference', () => {
    const index = new LineIndex(['a', 'b', 'c', 'd']);
    expect(placeElision(index, ['a', '...', 'c', 'd'])).toEqual({ kind: 'placements', placements: [[0, 2]], tightest: false });
    expect(placeElision(index, ['a', '...', 'x'])).toEqual({ kind: 'placements', placements: [], tightest: false });
    expect(placeElision(index, ['a', '...', '...', 'd'])).toEqual({
      kind: 'invalid',
      reason: 'a `...` line must sit between quoted lines: ORIGINAL may not start or end with one, nor hold two in a row',
    });
  });

  it('prefers the one tight placement over looser ones, with several `...` lines', () => {
    const index = new LineIndex(['open', 'x', 'mid', 'y', 'close', 'mid', 'close']);
    expect(placeElision(index, ['open', '...', 'mid', '...', 'close'])).toEqual({ kind: 'placements', placements: [[0, 2, 4]], tightest: true });
  });

  it('keeps a placement tight only when no part has another place inside the gap next to it', () => {
    // Part 0 fits at lines 0 and 3, part 1 at line 5: from 0 the gap would hold part 0's place at 3.
    expect(tightPlacements({ starts: [[0, 3], [5]], lengths: [1, 1], size: 8 })).toEqual([[3, 5]]);
    // Interleaved places: two equally tight placements.
    expect(
      tightPlacements({
        starts: [
          [0, 4],
          [2, 6],
        ],
        lengths: [1, 2],
        size: 8,
      }),
    ).toEqual([
      [0, 2],
      [4, 6],
    ]);
  });
});

describe('applyBlocksToFile: lines before a `...` that UPDATED repeats do not pin the place', () => {
  const go = lines(
    'package store',
    '',
    'func Open(path string) (*Store, error) {',
    '\treturn open(path)',
    '}',
    '',
    'func Load(path string) error {',
    '\tdata := read(path)',
    '\treturn parse(data)',
    '}',
    '',
    'func Close() {',
    '}',
  );

  it('places a block that starts with a blank line and `...` by what follows', () => {
    const result = applyBlocksToFile('store.go', go, [
      block(['', '...', '\tdata := read(path)', '\treturn parse(data)'], ['', '...', '\tdata := read(path)', '\treturn parseAll(data)'], 1, 'store.go'),
    ]);
    expect(result).toEqual({ text: go.replace('\treturn parse(data)', '\treturn parseAll(data)'), matched: [{ block: 1, strategy: 'elision', line: 6 }], failed: [] });
  });

  it('places a block that starts with `}` quoted with other whitespace, by what follows', () => {
    const result = applyBlocksToFile('store.go', go, [
      block(['}  ', '...', 'func Load(path string) error {'], ['}  ', '...', 'func Load(path string, strict bool) error {'], 1, 'store.go'),
    ]);
    expect(result.failed).toEqual([]);
    expect(result.text).toBe(go.replace('func Load(path string) error {', 'func Load(path string, strict bool) error {'));
  });

  it('places a block that ends with `...` and `}` repeated in UPDATED, by what precedes', () => {
    const result = applyBlocksToFile('store.go', go, [block(['func Close() {', '...', '}  '], ['func Close() error {', '...', '}  '], 1, 'store.go')]);
    expect(result.text).toBe(go.replace('func Close() {', 'func Close() error {'));
  });

  it('places a Python block whose first line is a docstring\'s closing quotes', () => {
    const py = lines('def load(path):', '    """Read path.', '', '    Returns rows.', '    """', '    rows = read(path)', '    return rows', '', 'def save(rows):', '    """Write rows."""', '    write(rows)');
    const result = applyBlocksToFile('io.py', py, [block(['    """', '...', '    return rows'], ['    """', '...', '    return list(rows)'], 1, 'io.py')]);
    expect(result.text).toBe(py.replace('    return rows\n', '    return list(rows)\n'));
  });

  it('refuses a block whose deciding lines fit two places, whatever the lines before the `...`', () => {
    const twice = lines('', 'def a():', '    x = 1', '    return x', '', 'def b():', '    x = 1', '    return x');
    const result = applyBlocksToFile('t.py', twice, [block(['', '...', '    x = 1', '    return x'], ['', '...', '    x = 1', '    return -x'], 1, 't.py')]);
    expect(result.text).toBeNull();
    expect(result.failed[0]!.reason).toBe(
      'the parts of ORIGINAL around its `...` lines fit t.py in more than one way (lines 1-4, lines 5-8); quote more lines next to each `...` (or the left-out lines themselves) so that they fit only one way. t.py was left unchanged.',
    );
  });

  it('takes the deciding lines only where the lines before the `...` fit before them', () => {
    const twice = lines('def a():', '    x = 1', '    return x', '', 'def b():', '    x = 1', '    return x');
    const result = applyBlocksToFile('t.py', twice, [block(['', '...', '    x = 1', '    return x'], ['', '...', '    x = 1', '    return -x'], 1, 't.py')]);
    expect(result.text).toBe(lines('def a():', '    x = 1', '    return x', '', 'def b():', '    x = 1', '    return -x'));
  });

  it('still lets the lines before the `...` tell two places apart when they are quoted exactly', () => {
    const twice = lines('def b():', '    return x', '# end', '    return x');
    const result = applyBlocksToFile('t.py', twice, [block(['def b():', '...', '    return x'], ['def b():', '...', '    return y'], 1, 't.py')]);
    expect(result.text).toBe(lines('def b():', '    return y', '# end', '    return x'));
  });

  it('needs the lines before the `...` in the file, before the deciding lines', () => {
    const result = applyBlocksToFile('store.go', go, [block(['// Load reads.', '...', '\treturn parse(data)'], ['// Load reads.', '...', '\treturn parseAll(data)'], 1, 'store.go')]);
    expect(result.text).toBeNull();
    expect(result.failed[0]!.reason).toMatch(/^ORIGINAL does not match store\.go/);
  });

  it('still refuses a block that is blank lines alone before a `...` it changes', () => {
    const result = applyBlocksToFile('store.go', go, [block(['', '...', '\treturn parse(data)'], ['// Load', '...', '\treturn parse(data)'], 1, 'store.go')]);
    expect(result.failed[0]!.reason).toMatch(/^a `\.\.\.` line must sit between quoted lines/);
  });
});

describe('pinningParts', () => {
  it('leaves out the leading and trailing parts UPDATED repeats verbatim, keeping at least one', () => {
    expect(pinningParts(['', '...', 'a', 'b'], ['', '...', 'a', 'c'])).toEqual([1, 2]);
    expect(pinningParts(['}', '...', 'a', '...', '}'], ['}', '...', 'b', '...', '}'])).toEqual([1, 2]);
    expect(pinningParts(['x', '...', 'a'], ['y', '...', 'a'])).toEqual([0, 1]);
    expect(pinningParts(['x', '...', 'a'], ['x', '...', 'a'])).toEqual([0, 2]);
    expect(pinningParts(['x', '...', 'a'], ['x', 'a'])).toEqual([0, 2]);
    expect(pinningParts(['x ', '...', 'a'], ['x', '...', 'b'])).toEqual([0, 2]);
  });
});

describe('the edit prompt', () => {
  it('asks the model not to elide, and says what happens if it does', () => {
    expect(loadPrompt('edit')).toContain(
      '- Do not leave lines out with `...` or `// ... existing code`: quote every line from the first to the last. If you do, the same `...` must stand at the same place in UPDATED, those lines are kept as they are, and a block whose quoted parts fit the file more than one way is refused.\n',
    );
  });
});
