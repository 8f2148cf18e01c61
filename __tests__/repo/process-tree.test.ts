import { describe, expect, it } from '@jest/globals';
import { descendantsOf, parentFromStat, tableFromPs } from '../../src/repo/process-tree.js';

describe('process tree', () => {
  it("reads a process's parent from /proc/<pid>/stat, whatever its command is called", () => {
    expect(parentFromStat('4242 (node) S 4200 4242 4200 0 -1 4194560 1795')).toBe(4200);
    expect(parentFromStat('77 (a (b) c) R 1 77 77 0 -1')).toBe(1);
    expect(parentFromStat('garbage')).toBeUndefined();
  });

  it('reads the table ps prints', () => {
    expect([...tableFromPs('    1     0\n  300     1\n  301   300\n\n')]).toEqual([
      [1, 0],
      [300, 1],
      [301, 300],
    ]);
  });

  it('lists every process below one, nearest first, and nothing else', () => {
    const table = new Map([
      [1, 0],
      [10, 1],
      [11, 10],
      [12, 10],
      [13, 12],
      [20, 1],
      [21, 20],
    ]);
    expect(descendantsOf(10, table)).toEqual([11, 12, 13]);
    expect(descendantsOf(13, table)).toEqual([]);
    expect(descendantsOf(1, table)).toEqual([10, 20, 11, 12, 21, 13]);
  });
});
