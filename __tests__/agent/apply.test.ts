import { describe, expect, it } from '@jest/globals';
import { applyBlocksToFile, MAX_BLOCKS_PER_FILE } from '../../src/agent/apply.js';
import { block, lines } from './edit-helpers.js';

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

describe('applyBlocksToFile: one file, all or nothing', () => {
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

  it('fills a blank CRLF file with CRLF lines', () => {
    expect(applyBlocksToFile('a.txt', '\r\n\r\n', [block([], ['x', 'y'], 1, 'a.txt')]).text).toBe('x\r\ny\r\n');
    expect(applyBlocksToFile('a.txt', '\n', [block([], ['x', 'y'], 1, 'a.txt')]).text).toBe('x\ny\n');
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

  it('refuses a `...` comment only UPDATED has (the lines it stands for would be deleted), and keeps bare `...` and shared comments', () => {
    const file = lines('def f():', '    a = 1', '    b = 2', '    return a + b');
    const elidedOnlyInUpdated = applyBlocksToFile('el.py', file, [block(['def f():', '    a = 1', '    b = 2', '    return a + b'], ['def f():', '    a = 10', '    # ... rest of the function unchanged'], 1, 'el.py')]);
    expect(elidedOnlyInUpdated.text).toBeNull();
    expect(elidedOnlyInUpdated.failed[0]!.reason).toBe(
      'UPDATED has a `...` comment standing for left-out lines where ORIGINAL has none, so those lines would be deleted; write UPDATED in full, or leave the same lines out of ORIGINAL with `...` too. el.py was left unchanged.',
    );
    // A bare `...` is code (Python's Ellipsis, a stub's body).
    expect(applyBlocksToFile('el.py', file, [block(['    b = 2', '    return a + b'], ['    return ...'], 1, 'el.py')]).text).toBe(lines('def f():', '    a = 1', '    return ...'));
    // A `# ...` line the file itself holds, kept by the edit.
    const commented = lines('x = 1', '# ... see below', 'y = 2');
    expect(applyBlocksToFile('c.py', commented, [block(['x = 1', '# ... see below'], ['x = 3', '# ... see below'], 1, 'c.py')]).text).toBe(lines('x = 3', '# ... see below', 'y = 2'));
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

  it('applies 100 blocks to a 10,000-line file, strict and tolerant', () => {
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
    const strict = applyBlocksToFile('big.py', text, exact);
    const loose = applyBlocksToFile('big.py', text, tolerant);
    expect(strict.failed).toEqual([]);
    expect(loose.failed).toEqual([]);
    expect(loose.matched.every((m) => m.strategy === 'indentation')).toBe(true);
    expect(loose.text).toContain('\n    value_1 = 0\n    value_2 = compute(2)\n');
  });

  it('applies huge blocks, left-out lines and elisions on a 10,000-line file', () => {
    const size = 10_000;
    const source = Array.from({ length: size }, (_, i) => (i % 2 === 0 ? `# note ${i}` : `v${i} = ${i}`));
    const text = lines(...source);
    const code = source.filter((l) => !l.startsWith('#'));
    // Half the file as ORIGINAL, fully rewritten.
    const rewrite = applyBlocksToFile('big.py', text, [block(source.slice(0, 5_000), source.slice(0, 5_000).map((l) => `${l} # new`), 1, 'big.py')]);
    // Every comment line left out of a 2,000-line ORIGINAL.
    const dropped = applyBlocksToFile('big.py', text, [block(code.slice(0, 2_000), [...code.slice(0, 1_999), 'v3999 = 0'], 1, 'big.py')]);
    // An elision over most of the file.
    const elided = applyBlocksToFile('big.py', text, [block(['v1 = 1', '...', 'v9999 = 9999'], ['v1 = -1', '...', 'v9999 = 9999'], 1, 'big.py')]);
    expect(rewrite.matched).toEqual([{ block: 1, strategy: 'exact', line: 1 }]);
    expect(dropped.matched).toEqual([{ block: 1, strategy: 'dropped-lines', line: 2 }]);
    expect(dropped.text).toBe(lines(...source.slice(0, 3_999), 'v3999 = 0', ...source.slice(4_000)));
    expect(elided.matched).toEqual([{ block: 1, strategy: 'elision', line: 2 }]);
    expect(elided.text).toBe(lines(source[0]!, 'v1 = -1', ...source.slice(2)));
  });
});
