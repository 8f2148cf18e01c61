import { describe, expect, it } from '@jest/globals';
import { applyBlocksToFile, isElisionLine } from '../../src/agent/apply.js';
import { placeElision, tightPlacements } from '../../src/agent/elision.js';
import { LineIndex } from '../../src/agent/line-index.js';
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
