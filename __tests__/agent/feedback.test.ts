import { describe, expect, it } from '@jest/globals';
import { applyBlocksToFile } from '../../src/agent/apply.js';
import { ambiguousReason, unchangedNote } from '../../src/agent/feedback.js';
import { block, lines } from './edit-helpers.js';

describe('feedback for the model', () => {
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

  it('says which blocks matched when a file is left unchanged', () => {
    expect(unchangedNote('a.py', [])).toBe(' a.py was left unchanged.');
    expect(unchangedNote('a.py', [2])).toBe(
      ' a.py was left unchanged: block 2 matched but was not applied because a block of the same file failed; send all of its blocks again.',
    );
  });

  it('names the places of an ambiguous match, at most five', () => {
    expect(ambiguousReason('a.py', 'indentation', [[3, 5], [9, 11]])).toBe(
      'ORIGINAL matches 2 places in a.py (lines 4-5, lines 10-11); add more of the surrounding lines so that it matches only one',
    );
    const many = Array.from({ length: 6 }, (_, i): [number, number] => [i * 10, i * 10 + 1]);
    expect(ambiguousReason('a.py', 'exact', many)).toBe(
      'ORIGINAL matches more than 5 places in a.py (line 1, line 11, line 21, line 31, line 41, ...); add more of the surrounding lines so that it matches only one',
    );
  });
});

