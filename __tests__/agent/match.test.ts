import { describe, expect, it } from '@jest/globals';
import { applyBlocksToFile, isCommentLine } from '../../src/agent/apply.js';
import { LineIndex } from '../../src/agent/line-index.js';
import { locate } from '../../src/agent/match.js';
import { block, lines } from './edit-helpers.js';

describe('applyBlocksToFile: tolerant matches', () => {
  it('ignores trailing whitespace and keeps the file text of unchanged lines', () => {
    const text = 'a = 1  \nb = 2\t\nc = 3\n';
    const result = applyBlocksToFile('a.py', text, [block(['a = 1', 'b = 2', 'c = 3'], ['a = 1', 'b = 20', 'c = 3'], 1, 'a.py')]);
    expect(result).toEqual({ text: 'a = 1  \nb = 20\nc = 3\n', matched: [{ block: 1, strategy: 'trailing-whitespace', line: 1 }], failed: [] });
  });

  it('re-indents UPDATED when ORIGINAL lost the indentation', () => {
    const text = lines('class A:', '    def f(self):', '        if self.x:', '            return 1', '        return 0');
    const result = applyBlocksToFile('a.py', text, [
      block(['if self.x:', '    return 1', 'return 0'], ['if self.x:', '    return 1', 'if self.y:', '    return 2', 'return 0'], 1, 'a.py'),
    ]);
    expect(result).toEqual({
      text: lines('class A:', '    def f(self):', '        if self.x:', '            return 1', '        if self.y:', '            return 2', '        return 0'),
      matched: [{ block: 1, strategy: 'indentation', line: 3 }],
      failed: [],
    });
  });

  it('re-indents UPDATED when ORIGINAL has too much indentation', () => {
    const text = lines('def f():', '    return 1');
    const result = applyBlocksToFile('a.py', text, [block(['        def f():', '            return 1'], ['        def f():', '            return 2'], 1, 'a.py')]);
    expect(result.text).toBe(lines('def f():', '    return 2'));
    expect(result.matched[0]!.strategy).toBe('indentation');
  });

  it('refuses an indentation change that is not the same on every line', () => {
    const text = lines('def f():', '    return 1');
    const result = applyBlocksToFile('a.py', text, [block(['def f():', 'return 1'], ['def f():', 'return 2'], 1, 'a.py')]);
    expect(result.text).toBeNull();
    expect(result.failed[0]!.reason).toMatch(/^ORIGINAL does not match a\.py \(each of its lines is in the file, but not together in this order\)/);
  });

  it('accepts blank and comment lines the model left out of ORIGINAL, and keeps them', () => {
    const text = lines('def f(x):', '    # double it', '    y = x * 2', '', '    return y');
    const result = applyBlocksToFile('a.py', text, [block(['def f(x):', '    y = x * 2', '    return y'], ['def f(x):', '    y = x * 3', '    return y'], 1, 'a.py')]);
    expect(result).toEqual({
      text: lines('def f(x):', '    # double it', '    y = x * 3', '', '    return y'),
      matched: [{ block: 1, strategy: 'dropped-lines', line: 1 }],
      failed: [],
    });
  });

  it('uses the comment syntax of the file language', () => {
    expect(isCommentLine('  // note', 'a.ts')).toBe(true);
    expect(isCommentLine('# note', 'a.ts')).toBe(false);
    expect(isCommentLine('# note', 'a.py')).toBe(true);
    expect(isCommentLine(' * item', 'notes.md')).toBe(false);
    expect(isCommentLine('<!-- note -->', 'notes.md')).toBe(true);
    expect(isCommentLine('-- note', 'q.sql')).toBe(true);
    expect(isCommentLine('# note', 'Makefile')).toBe(true);
    expect(isCommentLine('# any', 'unknown.xyz')).toBe(true);
    const text = lines('a = 1', '// not a comment in Python', 'b = 2');
    expect(applyBlocksToFile('a.py', text, [block(['a = 1', 'b = 2'], ['a = 1', 'b = 3'], 1, 'a.py')]).text).toBeNull();
  });

  it('refuses an insertion next to left-out lines: the new lines could go on either side', () => {
    const text = lines('a = 1', '# about b', 'b = 2');
    const result = applyBlocksToFile('a.py', text, [block(['a = 1', 'b = 2'], ['a = 1', 'c = 3', 'b = 2'], 1, 'a.py')]);
    expect(result).toEqual({
      text: null,
      matched: [],
      failed: [
        {
          block: 1,
          reason:
            'line 2 of the file (blank or comment lines) is left out of ORIGINAL exactly where UPDATED adds lines, so where the new lines go is unclear; quote the file lines there exactly. a.py was left unchanged.',
          closest: null,
        },
      ],
    });
  });

  it('refuses left-out lines in the middle of removed lines', () => {
    const text = lines('a = 1', '# note', 'b = 2', 'c = 3');
    const result = applyBlocksToFile('a.py', text, [block(['a = 1', 'b = 2', 'c = 3'], ['c = 3'], 1, 'a.py')]);
    expect(result.failed[0]!.reason).toBe(
      'line 2 of the file (blank or comment lines) is left out of ORIGINAL in the middle of lines UPDATED removes, so whether to keep them is unclear; quote the file lines there exactly. a.py was left unchanged.',
    );
  });
});

describe('locate: one place or nothing', () => {
  it('refuses an ambiguous match and names the places', () => {
    const text = lines('def a():', '    return 0', '', 'def b():', '    return 0');
    expect(applyBlocksToFile('a.py', text, [block(['    return 0'], ['    return 1'], 2, 'a.py')])).toEqual({
      text: null,
      matched: [],
      failed: [
        {
          block: 2,
          reason: 'ORIGINAL matches 2 places in a.py (line 2, line 5); add more of the surrounding lines so that it matches only one. a.py was left unchanged.',
          closest: null,
        },
      ],
    });
  });

  it('counts at most a few places of a very repeated ORIGINAL', () => {
    const text = lines(...Array.from({ length: 2_000 }, () => 'pass'));
    expect(applyBlocksToFile('a.py', text, [block(['pass', 'pass'], ['pass'], 1, 'a.py')]).failed[0]!.reason).toBe(
      'ORIGINAL matches more than 5 places in a.py (lines 1-2, lines 2-3, lines 3-4, lines 4-5, lines 5-6, ...); add more of the surrounding lines so that it matches only one. a.py was left unchanged.',
    );
  });

  it('tries strict strategies first and reports which one found the place', () => {
    const index = new LineIndex(['if a:', '    run()  ', 'run()']);
    expect(locate(index, ['run()'], ['stop()'], 'a.py')).toEqual({
      kind: 'found',
      candidate: { strategy: 'exact', start: 2, end: 3, fileOf: [2], indent: { add: '', remove: '' } },
    });
    expect(locate(index, ['if a:', '    run()'], ['if a:', '    stop()'], 'a.py')).toMatchObject({
      kind: 'found',
      candidate: { strategy: 'trailing-whitespace', start: 0, end: 2 },
    });
    expect(locate(index, ['  if a:', '      run()'], ['  if a:', '      stop()'], 'a.py')).toMatchObject({
      kind: 'found',
      candidate: { strategy: 'indentation', start: 0, end: 2, indent: { add: '', remove: '  ' } },
    });
  });

  it('says where an ambiguous ORIGINAL fits, and when it fits nowhere', () => {
    const index = new LineIndex(['x = 1', 'y = 2', 'x = 1', 'y = 2']);
    expect(locate(index, ['x = 1', 'y = 2'], ['x = 0', 'y = 2'], 'a.py')).toEqual({
      kind: 'ambiguous',
      strategy: 'exact',
      places: [
        [0, 2],
        [2, 4],
      ],
    });
    expect(locate(index, ['z = 3'], ['z = 4'], 'a.py')).toEqual({ kind: 'missing' });
  });

  it('maps each ORIGINAL line to its file line when the model left lines out', () => {
    const index = new LineIndex(['def f(x):', '    # double it', '    y = x * 2', '', '    return y']);
    expect(locate(index, ['def f(x):', '    y = x * 2', '    return y'], ['def f(x):', '    y = x * 3', '    return y'], 'a.py')).toEqual({
      kind: 'found',
      candidate: { strategy: 'dropped-lines', start: 0, end: 5, fileOf: [0, 2, 4], indent: { add: '', remove: '' } },
    });
  });

  it('refuses a block that fits one place with its indentation shifted and another with a comment left out', () => {
    const text = lines('class A:', '    @staticmethod', '    def run():', '        step()', '        return 1', '', 'def run():', '    step()', '    # then', '    return 1');
    const result = applyBlocksToFile('a.py', text, [block(['def run():', '    step()', '    return 1'], ['def run():', '    step()', '    return 2'], 1, 'a.py')]);
    expect(result.failed[0]!.reason).toBe(
      'ORIGINAL matches 2 places in a.py (lines 3-5, lines 7-10); add more of the surrounding lines so that it matches only one. a.py was left unchanged.',
    );
  });
});

