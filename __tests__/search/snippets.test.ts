import { describe, expect, it } from '@jest/globals';
import { fuseSpans } from '../../src/search/rank/snippets.js';

describe('fuseSpans', () => {
  it('fuses adjacent ranges (main.py:1-50 + main.py:51-100 -> 1-100)', () => {
    expect(fuseSpans([{ startLine: 51, endLine: 100, score: 2 }, { startLine: 1, endLine: 50, score: 3 }], 500, 0)).toEqual([{ startLine: 1, endLine: 100, score: 3 }]);
  });

  it('extends by 25 lines each way and clips to the file', () => {
    expect(fuseSpans([{ startLine: 10, endLine: 20, score: 1 }], 30)).toEqual([{ startLine: 1, endLine: 30, score: 1 }]);
    expect(fuseSpans([{ startLine: 100, endLine: 110, score: 1 }, { startLine: 200, endLine: 210, score: 2 }], 1000)).toEqual([
      { startLine: 75, endLine: 135, score: 1 },
      { startLine: 175, endLine: 235, score: 2 },
    ]);
  });

  it('merges ranges that meet after extension', () => {
    expect(fuseSpans([{ startLine: 100, endLine: 110, score: 1 }, { startLine: 160, endLine: 170, score: 2 }], 1000)).toEqual([{ startLine: 75, endLine: 195, score: 2 }]);
  });
});
