import { describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, lstatSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  applyBlocksToFile,
  applyEditsToRepo,
  checkEditPath,
  decodeFile,
  formatApplyFeedback,
  isCommentLine,
  isElisionLine,
  MAX_BLOCKS_PER_FILE,
} from '../../src/agent/apply.js';
import type { EditBlock } from '../../src/agent/edit-blocks.js';
import { makeRepo, tempDir } from '../helpers/repo.js';

/** A block for `path` from line arrays (each line gets its `\n`). */
function block(original: string[], updated: string[], index = 1, path = 'app.py'): EditBlock {
  const text = (lines: string[]): string => lines.map((l) => `${l}\n`).join('');
  return { path, original: text(original), updated: text(updated), index };
}

const lines = (...l: string[]): string => l.map((x) => `${x}\n`).join('');

describe('applyBlocksToFile: strict matches', () => {
  const file = lines('def add(a, b):', '    return a + b', '', 'def sub(a, b):', '    return a - b');

  it('applies an exact match', () => {
    expect(applyBlocksToFile('app.py', file, [block(['def sub(a, b):', '    return a - b'], ['def sub(a, b):', '    return b - a'])])).toEqual({
      text: lines('def add(a, b):', '    return a + b', '', 'def sub(a, b):', '    return b - a'),
      matched: [{ block: 1, strategy: 'exact', line: 4 }],
      failed: [],
    });
  });

  it('applies blocks in order on the evolving text', () => {
    const result = applyBlocksToFile('app.py', file, [
      block(['    return a + b'], ['    total = a + b', '    return total'], 3),
      block(['    total = a + b', '    return total', ''], ['    total = a + b', '    return total', '', '# subtraction'], 5),
    ]);
    expect(result.text).toBe(lines('def add(a, b):', '    total = a + b', '    return total', '', '# subtraction', 'def sub(a, b):', '    return a - b'));
    expect(result.matched).toEqual([
      { block: 3, strategy: 'exact', line: 2 },
      { block: 5, strategy: 'exact', line: 2 },
    ]);
  });

  it('keeps a missing final newline', () => {
    expect(applyBlocksToFile('a.txt', 'one\ntwo', [block(['two'], ['2'], 1, 'a.txt')]).text).toBe('one\n2');
  });

  it('prefers the strict match over a tolerant one elsewhere', () => {
    const text = lines('if a:', '    run()', 'run()');
    const result = applyBlocksToFile('a.py', text, [block(['run()'], ['stop()'], 1, 'a.py')]);
    expect(result.text).toBe(lines('if a:', '    run()', 'stop()'));
    expect(result.matched).toEqual([{ block: 1, strategy: 'exact', line: 3 }]);
  });
});

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

  it('refuses `...` parts that fit in more than one way', () => {
    const text = lines('start()', 'x = 1', 'end()', 'x = 1', 'end()');
    const result = applyBlocksToFile('a.py', text, [block(['start()', '...', 'end()'], ['begin()', '...', 'end()'], 1, 'a.py')]);
    expect(result.failed[0]!.reason).toBe(
      'the parts of ORIGINAL around its `...` lines fit a.py in more than one way (lines 1-3, lines 1-5); quote more lines next to each `...` (or the left-out lines themselves) so that they fit only one way. a.py was left unchanged.',
    );
  });

  it('matches a CRLF file on LF lines and writes CRLF back', () => {
    const text = 'one\r\ntwo\r\nthree\r\n';
    expect(applyBlocksToFile('a.txt', text, [block(['two'], ['2', '2.5'], 1, 'a.txt')])).toEqual({
      text: 'one\r\n2\r\n2.5\r\nthree\r\n',
      matched: [{ block: 1, strategy: 'exact', line: 2 }],
      failed: [],
    });
    expect(applyBlocksToFile('a.txt', 'one\r\ntwo', [block(['two'], ['two', 'three'], 1, 'a.txt')]).text).toBe('one\r\ntwo\r\nthree');
  });
});

describe('applyBlocksToFile: refusals and feedback', () => {
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

  it('quotes the closest lines when ORIGINAL matches nothing', () => {
    const text = lines('import os', '', 'def total(items):', '    result = 0', '    for item in items:', '        result += item.price', '    return result', '', 'def other():', '    pass');
    const result = applyBlocksToFile('shop.py', text, [
      block(['def total(items):', '    result = 0', '    for item in items:', '        result += item.cost'], ['def total(items):', '    return sum(i.cost for i in items)'], 1, 'shop.py'),
    ]);
    expect(result).toEqual({
      text: null,
      matched: [],
      failed: [
        {
          block: 1,
          reason:
            'ORIGINAL does not match shop.py (ORIGINAL line 4, `result += item.cost`, appears nowhere in the file). The closest lines are lines 3-6, given in `closest`; copy the lines to change exactly into ORIGINAL. shop.py was left unchanged.',
          closest: 'def total(items):\n    result = 0\n    for item in items:\n        result += item.price',
        },
      ],
    });
  });

  it('says when the UPDATED text is already present', () => {
    const text = lines('a = 1', 'b = 20', 'c = 3');
    expect(applyBlocksToFile('a.py', text, [block(['b = 2'], ['b = 20'], 1, 'a.py')]).failed).toEqual([
      {
        block: 1,
        reason:
          'ORIGINAL is not in a.py, but the UPDATED text is already present (line 2): this change seems to be made already, so leave this block out. a.py was left unchanged.',
        closest: null,
      },
    ]);
  });

  it('leaves the file untouched when one block fails and says which blocks matched', () => {
    const text = lines('a = 1', 'b = 2', 'c = 3');
    const result = applyBlocksToFile('a.py', text, [block(['a = 1'], ['a = 10'], 1, 'a.py'), block(['x = 9'], ['x = 0'], 2, 'a.py'), block(['c = 3'], ['c = 30'], 3, 'a.py')]);
    expect(result.text).toBeNull();
    expect(result.matched.map((m) => m.block)).toEqual([1, 3]);
    expect(result.failed).toHaveLength(1);
    expect(result.failed[0]!.block).toBe(2);
    expect(result.failed[0]!.reason).toMatch(
      / a\.py was left unchanged: blocks 1, 3 matched but were not applied because a block of the same file failed; send all of its blocks again\.$/,
    );
  });

  it('creates a missing file from an empty ORIGINAL', () => {
    expect(applyBlocksToFile('new.py', null, [block([], ['print("hi")'], 1, 'new.py')])).toEqual({
      text: 'print("hi")\n',
      matched: [{ block: 1, strategy: 'create', line: 1 }],
      failed: [],
    });
    expect(applyBlocksToFile('empty.py', '', [block([], ['x = 1'], 1, 'empty.py')]).text).toBe('x = 1\n');
  });

  it('refuses an empty ORIGINAL on a file with content, and a quoted ORIGINAL on a missing file', () => {
    expect(applyBlocksToFile('a.py', 'x = 1\n', [block([], ['y = 2'], 1, 'a.py')]).failed[0]!.reason).toBe(
      'ORIGINAL is empty, but a.py already exists and has content; quote the lines to change (to add lines, quote the lines next to where they go). a.py was left unchanged.',
    );
    expect(applyBlocksToFile('a.py', null, [block(['x = 1'], ['y = 2'], 1, 'a.py')]).failed[0]!.reason).toBe(
      'a.py does not exist; to create it, leave ORIGINAL empty and put the whole file in UPDATED. a.py was left unchanged.',
    );
    expect(applyBlocksToFile('a.py', null, [block([], [], 1, 'a.py')]).failed[0]!.reason).toBe(
      'both ORIGINAL and UPDATED are empty; there is nothing to do. a.py was left unchanged.',
    );
  });

  it('refuses an edit that would empty the whole file', () => {
    expect(applyBlocksToFile('a.py', lines('x = 1', 'y = 2'), [block(['x = 1', 'y = 2'], [], 1, 'a.py')]).failed[0]!.reason).toBe(
      'this edit would leave a.py empty; deleting a file is a separate request, not an edit block. a.py was left unchanged.',
    );
  });

  it(`handles ${MAX_BLOCKS_PER_FILE} blocks for one file and refuses more`, () => {
    const text = Array.from({ length: 200 }, (_, i) => `line ${i}\n`).join('');
    const edits = Array.from({ length: MAX_BLOCKS_PER_FILE }, (_, i) => block([`line ${2 * i}`], [`LINE ${2 * i}`], i + 1, 'a.txt'));
    const result = applyBlocksToFile('a.txt', text, edits);
    expect(result.failed).toEqual([]);
    expect(result.text).toBe(Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? `LINE ${i}\n` : `line ${i}\n`)).join(''));
    const tooMany = [...edits, block(['line 1'], ['LINE 1'], MAX_BLOCKS_PER_FILE + 1, 'a.txt')];
    expect(applyBlocksToFile('a.txt', text, tooMany)).toEqual({
      text: null,
      matched: [],
      failed: [
        {
          block: 1,
          reason: '101 blocks edit a.txt, more than the 100 handled per file; rewrite the change with fewer, larger blocks. a.txt was left unchanged.',
          closest: null,
        },
      ],
    });
  });

  it('stays fast on a 10,000-line file with 100 blocks, strict and tolerant', () => {
    const size = 10_000;
    const text = Array.from({ length: size }, (_, i) => `    value_${i} = compute(${i})\n`).join('');
    const exact = Array.from({ length: 100 }, (_, k) => {
      const i = k * 97 + 1;
      return block([`    value_${i} = compute(${i})`], [`    value_${i} = compute(${i}) + 1`], k + 1, 'big.py');
    });
    const tolerant = Array.from({ length: 100 }, (_, k) => {
      const i = k * 97 + 1;
      return block([`value_${i} = compute(${i})  `, `value_${i + 1} = compute(${i + 1})`], [`value_${i} = 0`, `value_${i + 1} = compute(${i + 1})`], k + 1, 'big.py');
    });
    const started = performance.now();
    const strict = applyBlocksToFile('big.py', text, exact);
    const loose = applyBlocksToFile('big.py', text, tolerant);
    const elapsed = performance.now() - started;
    expect(strict.failed).toEqual([]);
    expect(loose.failed).toEqual([]);
    expect(loose.matched.every((m) => m.strategy === 'indentation')).toBe(true);
    expect(loose.text).toContain('\n    value_1 = 0\n    value_2 = compute(2)\n');
    expect(elapsed).toBeLessThan(3_000);
  });

  it('stays fast with huge blocks, left-out lines and elisions on a 10,000-line file', () => {
    const size = 10_000;
    const source = Array.from({ length: size }, (_, i) => (i % 2 === 0 ? `# note ${i}` : `v${i} = ${i}`));
    const text = lines(...source);
    const code = source.filter((l) => !l.startsWith('#'));
    const started = performance.now();
    // Half the file as ORIGINAL, fully rewritten.
    const rewrite = applyBlocksToFile('big.py', text, [block(source.slice(0, 5_000), source.slice(0, 5_000).map((l) => `${l} # new`), 1, 'big.py')]);
    // Every comment line left out of a 2,000-line ORIGINAL.
    const dropped = applyBlocksToFile('big.py', text, [block(code.slice(0, 2_000), [...code.slice(0, 1_999), 'v3999 = 0'], 1, 'big.py')]);
    // An elision over most of the file.
    const elided = applyBlocksToFile('big.py', text, [block(['v1 = 1', '...', 'v9999 = 9999'], ['v1 = -1', '...', 'v9999 = 9999'], 1, 'big.py')]);
    const elapsed = performance.now() - started;
    expect(rewrite.matched).toEqual([{ block: 1, strategy: 'exact', line: 1 }]);
    expect(dropped.matched).toEqual([{ block: 1, strategy: 'dropped-lines', line: 2 }]);
    expect(dropped.text).toBe(lines(...source.slice(0, 3_999), 'v3999 = 0', ...source.slice(4_000)));
    expect(elided.matched).toEqual([{ block: 1, strategy: 'elision', line: 2 }]);
    expect(elided.text).toBe(lines(source[0]!, 'v1 = -1', ...source.slice(2)));
    expect(elapsed).toBeLessThan(3_000);
  });
});

describe('checkEditPath and decodeFile', () => {
  it('normalizes safe paths and refuses unsafe ones', () => {
    expect(checkEditPath('src/./a.ts')).toEqual({ ok: true, path: 'src/a.ts' });
    expect(checkEditPath('src/../b.ts')).toEqual({ ok: true, path: 'b.ts' });
    expect(checkEditPath('../../etc/passwd')).toEqual({ ok: false, reason: "'../../etc/passwd' leads outside the repository" });
    expect(checkEditPath('src/../../x')).toEqual({ ok: false, reason: "'src/../../x' leads outside the repository" });
    expect(checkEditPath('/abs/path')).toEqual({ ok: false, reason: "'/abs/path' is an absolute path; write paths relative to the repository" });
    expect(checkEditPath('C:/x.txt')).toEqual({ ok: false, reason: "'C:/x.txt' is an absolute path; write paths relative to the repository" });
    expect(checkEditPath('.git/config')).toEqual({ ok: false, reason: "'.git/config' is inside .git/, which edits may not touch" });
    expect(checkEditPath('sub/.GIT/hooks/pre-commit')).toEqual({ ok: false, reason: "'sub/.GIT/hooks/pre-commit' is inside .git/, which edits may not touch" });
    expect(checkEditPath('src\\a.ts')).toEqual({ ok: false, reason: "'src\\a.ts' uses '\\'; write paths with '/' separators, relative to the repository" });
  });

  it('refuses binary and invalid UTF-8 bytes, and keeps a BOM apart', () => {
    expect(decodeFile('a.bin', new Uint8Array([0x61, 0x00, 0x62]))).toEqual({
      ok: false,
      reason: 'a.bin is a binary file (it holds NUL bytes); edit blocks only apply to UTF-8 text',
    });
    expect(decodeFile('a.txt', new Uint8Array([0x61, 0xff, 0x62]))).toEqual({ ok: false, reason: 'a.txt is not valid UTF-8 text; edit blocks only apply to UTF-8 files' });
    expect(decodeFile('a.txt', new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toEqual({ ok: true, text: 'a', bom: true });
  });
});

describe('applyEditsToRepo', () => {
  const reply = (...blocks: Array<[string, string[], string[]]>): string =>
    blocks.map(([path, original, updated]) => [path, '<<<<<<< ORIGINAL', ...original, '=======', ...updated, '>>>>>>> UPDATED', ''].join('\n')).join('\n');

  it('applies blocks to several files, creates new ones, and writes nothing else', async () => {
    const repo = makeRepo({ 'src/a.py': lines('x = 1', 'y = 2'), 'b.txt': 'hello\n' });
    try {
      const report = await applyEditsToRepo(
        repo.dir,
        reply(['src/a.py', ['x = 1'], ['x = 10']], ['b.txt', ['hello'], ['hello, world']], ['src/new/c.py', [], ['print(1)']], ['./src/a.py', ['y = 2'], ['y = 20']]),
      );
      expect(report).toEqual({
        applied: [
          { path: 'src/a.py', blocks: [1, 4] },
          { path: 'b.txt', blocks: [2] },
          { path: 'src/new/c.py', blocks: [3] },
        ],
        failed: [],
      });
      expect(readFileSync(join(repo.dir, 'src/a.py'), 'utf8')).toBe(lines('x = 10', 'y = 20'));
      expect(readFileSync(join(repo.dir, 'b.txt'), 'utf8')).toBe('hello, world\n');
      expect(readFileSync(join(repo.dir, 'src/new/c.py'), 'utf8')).toBe('print(1)\n');
      expect(readdirSync(join(repo.dir, 'src')).sort()).toEqual(['a.py', 'new']);
    } finally {
      repo.cleanup();
    }
  });

  it('leaves a failed file byte for byte untouched while other files proceed', async () => {
    const repo = makeRepo({ 'a.py': lines('a = 1', 'b = 2'), 'b.py': lines('c = 3') });
    try {
      const before = readFileSync(join(repo.dir, 'a.py'));
      const mtime = statSync(join(repo.dir, 'a.py')).mtimeMs;
      const report = await applyEditsToRepo(repo.dir, reply(['a.py', ['a = 1'], ['a = 10']], ['a.py', ['z = 9'], ['z = 0']], ['b.py', ['c = 3'], ['c = 30']]));
      expect(report.applied).toEqual([{ path: 'b.py', blocks: [3] }]);
      expect(report.failed).toEqual([
        {
          path: 'a.py',
          block: 2,
          reason:
            'ORIGINAL does not match a.py (ORIGINAL line 1, `z = 9`, appears nowhere in the file). a.py was left unchanged: block 1 matched but was not applied because a block of the same file failed; send all of its blocks again.',
          closest: null,
        },
      ]);
      expect(readFileSync(join(repo.dir, 'a.py')).equals(before)).toBe(true);
      expect(statSync(join(repo.dir, 'a.py')).mtimeMs).toBe(mtime);
      expect(readFileSync(join(repo.dir, 'b.py'), 'utf8')).toBe('c = 30\n');
    } finally {
      repo.cleanup();
    }
  });

  it('refuses paths outside the repository and inside .git/', async () => {
    const repo = makeRepo({ 'a.py': 'x = 1\n' }, { git: true });
    try {
      const report = await applyEditsToRepo(
        repo.dir,
        reply(['../../etc/passwd', [], ['root::0:0::/:/bin/sh']], ['/abs/path', [], ['x']], ['.git/config', [], ['[core]']], ['a.py', ['x = 1'], ['x = 2']]),
      );
      expect(report).toEqual({
        applied: [{ path: 'a.py', blocks: [4] }],
        failed: [
          { path: '../../etc/passwd', block: 1, reason: "'../../etc/passwd' leads outside the repository; the block was refused", closest: null },
          { path: '/abs/path', block: 2, reason: "'/abs/path' is an absolute path; write paths relative to the repository; the block was refused", closest: null },
          { path: '.git/config', block: 3, reason: "'.git/config' is inside .git/, which edits may not touch; the block was refused", closest: null },
        ],
      });
      expect(existsSync('/abs/path')).toBe(false);
    } finally {
      repo.cleanup();
    }
  });

  it('refuses symbolic links that lead outside the repository and follows those inside', async () => {
    const outside = tempDir('sweep-outside-');
    const repo = makeRepo({ 'real.txt': 'inside\n' });
    try {
      writeFileSync(join(outside.dir, 'secret.txt'), 'secret\n');
      symlinkSync(join(outside.dir, 'secret.txt'), join(repo.dir, 'link.txt'));
      symlinkSync(outside.dir, join(repo.dir, 'linkdir'));
      symlinkSync('real.txt', join(repo.dir, 'alias.txt'));
      const report = await applyEditsToRepo(
        repo.dir,
        reply(['link.txt', ['secret'], ['changed']], ['linkdir/new.txt', [], ['planted']], ['alias.txt', ['inside'], ['still inside']]),
      );
      expect(report).toEqual({
        applied: [{ path: 'alias.txt', blocks: [3] }],
        failed: [
          { path: 'link.txt', block: 1, reason: "'link.txt' is a symbolic link pointing outside the repository; the file's blocks were refused.", closest: null },
          {
            path: 'linkdir/new.txt',
            block: 2,
            reason: "'linkdir/new.txt' lies under a symbolic link pointing outside the repository; the file's blocks were refused.",
            closest: null,
          },
        ],
      });
      expect(readFileSync(join(outside.dir, 'secret.txt'), 'utf8')).toBe('secret\n');
      expect(existsSync(join(outside.dir, 'new.txt'))).toBe(false);
      expect(readFileSync(join(repo.dir, 'real.txt'), 'utf8')).toBe('still inside\n');
      expect(lstatSync(join(repo.dir, 'alias.txt')).isSymbolicLink()).toBe(true);
    } finally {
      repo.cleanup();
      outside.cleanup();
    }
  });

  it('refuses an invalid UTF-8 file and never rewrites it', async () => {
    const bytes = new Uint8Array([0x61, 0x20, 0x3d, 0x20, 0xe9, 0x0a]);
    const repo = makeRepo({ 'latin1.py': bytes });
    try {
      const report = await applyEditsToRepo(repo.dir, reply(['latin1.py', ['a = é'], ['a = e']]));
      expect(report).toEqual({
        applied: [],
        failed: [
          {
            path: 'latin1.py',
            block: 1,
            reason: 'latin1.py is not valid UTF-8 text; edit blocks only apply to UTF-8 files. latin1.py was left unchanged.',
            closest: null,
          },
        ],
      });
      expect(new Uint8Array(readFileSync(join(repo.dir, 'latin1.py')))).toEqual(bytes);
    } finally {
      repo.cleanup();
    }
  });

  it('keeps CRLF line ends, a BOM and the file mode', async () => {
    const repo = makeRepo({ 'win.txt': '\uFEFFone\r\ntwo\r\n', 'run.sh': '#!/bin/sh\necho hi\n' });
    try {
      chmodSync(join(repo.dir, 'run.sh'), 0o755);
      const report = await applyEditsToRepo(repo.dir, reply(['win.txt', ['two'], ['2']], ['run.sh', ['echo hi'], ['echo bye']]));
      expect(report.failed).toEqual([]);
      expect(readFileSync(join(repo.dir, 'win.txt'), 'utf8')).toBe('\uFEFFone\r\n2\r\n');
      expect(statSync(join(repo.dir, 'run.sh')).mode & 0o777).toBe(0o755);
      expect(readdirSync(repo.dir).sort()).toEqual(['run.sh', 'win.txt']);
    } finally {
      repo.cleanup();
    }
  });

  it('refuses more than the per-file cap of blocks, file by file', async () => {
    const text = Array.from({ length: 120 }, (_, i) => `line ${i}\n`).join('');
    const repo = makeRepo({ 'many.txt': text, 'one.txt': 'a\n' });
    try {
      const blocks = Array.from({ length: MAX_BLOCKS_PER_FILE + 1 }, (_, i): [string, string[], string[]] => ['many.txt', [`line ${i}`], [`LINE ${i}`]]);
      const report = await applyEditsToRepo(repo.dir, reply(...blocks, ['one.txt', ['a'], ['b']]));
      expect(report.applied).toEqual([{ path: 'one.txt', blocks: [102] }]);
      expect(report.failed).toEqual([
        {
          path: 'many.txt',
          block: 1,
          reason: '101 blocks edit many.txt, more than the 100 handled per file; rewrite the change with fewer, larger blocks. many.txt was left unchanged.',
          closest: null,
        },
      ]);
      expect(readFileSync(join(repo.dir, 'many.txt'), 'utf8')).toBe(text);
    } finally {
      repo.cleanup();
    }
  });

  it('reports prose without blocks and blocks it could not parse', async () => {
    const repo = makeRepo({ 'a.py': lines('x = 1', 'y = 2') });
    try {
      expect(await applyEditsToRepo(repo.dir, 'The fix is to change x.')).toEqual({
        applied: [],
        failed: [
          {
            path: '',
            block: 0,
            reason:
              'No edit blocks were found in the reply. Write each change as the file path alone on a line, then `<<<<<<< ORIGINAL`, the exact lines as they are now, `=======`, the lines as they should be, and `>>>>>>> UPDATED`. To create a file, leave the ORIGINAL part empty.',
            closest: null,
          },
        ],
      });
      const broken = 'a.py\n<<<<<<< ORIGINAL\nx = 1\n=======\nx = 2\n>>>>>>> UPDATED\n\na.py\n<<<<<<< ORIGINAL\ny = 2\n>>>>>>> UPDATED\n';
      expect(await applyEditsToRepo(repo.dir, broken)).toEqual({
        applied: [],
        failed: [
          {
            path: 'a.py',
            block: 2,
            reason:
              'line 11: the block has no `=======` divider between ORIGINAL and UPDATED. a.py was left unchanged: block 1 matched but was not applied because a block of the same file failed; send all of its blocks again.',
            closest: null,
          },
        ],
      });
      expect(readFileSync(join(repo.dir, 'a.py'), 'utf8')).toBe(lines('x = 1', 'y = 2'));
    } finally {
      repo.cleanup();
    }
  });

  it('throws a clear error for a missing repository folder', async () => {
    await expect(applyEditsToRepo('/nonexistent/sweep-repo', 'a.py\n<<<<<<< ORIGINAL\n=======\nx\n>>>>>>> UPDATED\n')).rejects.toThrow(
      "cannot apply edits: the repository folder '/nonexistent/sweep-repo' does not exist or is not a folder",
    );
  });

  it('formats the report as feedback for the model', () => {
    expect(
      formatApplyFeedback({
        applied: [{ path: 'a.py', blocks: [1, 2] }],
        failed: [{ path: 'b.py', block: 3, reason: 'ORIGINAL does not match b.py.', closest: 'x = 1' }],
      }),
    ).toBe(['Applied to a.py: blocks 1, 2.', 'Block 3 (b.py) failed: ORIGINAL does not match b.py.', 'Closest lines in the file:', '```', 'x = 1', '```'].join('\n'));
  });
});
