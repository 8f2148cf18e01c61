import { describe, expect, it } from '@jest/globals';
import { editTarget } from '../../src/cli/bench-run.js';

describe('editTarget', () => {
  it('picks the first file with a code line that occurs once in it', () => {
    const repeated = '    return compute_the_total(items, discount)';
    expect(
      editTarget([
        { path: 'a.py', text: `x = 1\n${repeated}\n${repeated}\n` },
        { path: 'b.py', text: 'def f():\n    value = compute_the_total(items, 0.5)\n' },
      ]),
    ).toEqual({ path: 'b.py', line: '    value = compute_the_total(items, 0.5)' });
  });

  it('finds nothing in files of short or repeated lines', () => {
    expect(editTarget([{ path: 'a.py', text: 'x = 1\ny = 2\n' }])).toBeUndefined();
    expect(editTarget([])).toBeUndefined();
  });
});
