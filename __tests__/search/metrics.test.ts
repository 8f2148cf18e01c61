import { describe, expect, it } from '@jest/globals';
import { percentile, rankMetrics } from '../../src/search/rank/metrics.js';

describe('rankMetrics', () => {
  it('computes Acc@k, recall@k and MRR', () => {
    const m = rankMetrics(
      [
        { ranked: ['a', 'b', 'c'], gold: ['a'] },
        { ranked: ['x', 'y', 'g1', 'z', 'w', 'g2'], gold: ['g1', 'g2'] },
        { ranked: [], gold: ['q'] },
        { ranked: ['a'], gold: [] },
      ],
      [1, 3, 5, 10],
    );
    expect(m.instances).toBe(3);
    expect(m.acc).toEqual({ 1: 1 / 3, 3: 1 / 3, 5: 1 / 3, 10: 2 / 3 });
    expect(m.recall).toEqual({ 1: 1 / 3, 3: 0.5, 5: 0.5, 10: 2 / 3 });
    expect(m.mrr).toBeCloseTo((1 + 1 / 3) / 3, 10);
  });

  it('is zero on nothing', () => {
    expect(rankMetrics([])).toEqual({ instances: 0, acc: { 1: 0, 3: 0, 5: 0, 10: 0 }, recall: { 1: 0, 3: 0, 5: 0, 10: 0 }, mrr: 0 });
  });
});

describe('percentile', () => {
  it('uses the nearest rank', () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([5, 1, 3, 2, 4], 90)).toBe(5);
    expect(percentile([], 50)).toBe(0);
  });
});
