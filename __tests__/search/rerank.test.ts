import { describe, expect, it } from '@jest/globals';
import type { FeatureName } from '../../src/search/rank/features.js';
import { compileScore, orderByEvidence, scoreWith, type RankModel } from '../../src/search/rank/rerank.js';
import { bestEvidenceByFile } from '../../src/search/rank/entities.js';

const model: RankModel = {
  relevance: { content: 1, path: 0.5, defines: 1, 'defines.qualified': 1 },
  definesCap: 1.5,
  prior: { history: 0.1 },
  factors: { 'role.doc': 0.5, 'kind.declaration-shadowed': 0.25 },
};

function score(values: Partial<Record<FeatureName, number>>) {
  const parts: Record<string, number> = {};
  const total = scoreWith(model, (name) => values[name] ?? 0, (name, amount) => (parts[name] = amount));
  return { total, parts };
}

describe('scoreWith', () => {
  it('sums relevance, caps definitions, adds priors and applies factors', () => {
    expect(score({ content: 0.5, path: 1, defines: 1, 'defines.qualified': 1, history: 1, 'role.doc': 1 })).toEqual({
      total: (0.5 + 0.5 + 1.5 + 0.1) * 0.5,
      parts: { content: 0.5, path: 0.5, defines: 1.5, history: 0.1, '×role.doc': 0.5 },
    });
  });

  it('raises a factor to a fractional value', () => {
    expect(score({ content: 1, 'kind.declaration-shadowed': 0.5 }).total).toBeCloseTo(0.5, 12);
  });

  it('gives 0 to a file only priors or factors reach', () => {
    expect(score({ history: 1, 'role.doc': 1 })).toEqual({ total: 0, parts: {} });
  });
});

describe('compileScore', () => {
  // Three files: signals as dense columns (content) and sparse ones (the rest); `kind.example` no file has.
  const columns: Partial<Record<FeatureName, number[]>> = {
    content: [0.5, 0, 0.3],
    path: [1, 0, 0],
    defines: [1, 0, 2],
    'defines.qualified': [1, 0, 0],
    history: [1, 1, 0.25],
    'role.doc': [1, 1, 0],
    'kind.declaration-shadowed': [0, 0, 0.5],
  };
  const column = (name: FeatureName) => {
    const values = columns[name];
    return values ? (file: number) => values[file] ?? 0 : undefined;
  };

  it('gives each file the score scoreWith gives it, bit for bit', () => {
    const compiled = compileScore(model, column);
    expect([0, 1, 2].map(compiled)).toEqual([(0.5 + 0.5 + 1.5 + 0.1) * 0.5, 0, (0.3 + 1.5 + 0.1 * 0.25) * 0.25 ** 0.5]);
    for (const file of [0, 1, 2]) expect(compiled(file)).toBe(scoreWith(model, (name) => column(name)?.(file) ?? 0));
  });
});

describe('orderByEvidence', () => {
  const ranked = [
    { id: 7, score: 10 },
    { id: 3, score: 9 },
    { id: 5, score: 8 },
    { id: 1, score: 2 },
  ];

  it('adds weight × the best score × each file\'s evidence to the first files and orders them by the sum', () => {
    // 7: 10 + 0.1·10·0 = 10; 3: 9 + 0.1·10·2 = 11; 5: 8 + 0.1·10·1.5 = 9.5.
    expect(orderByEvidence(ranked, new Map([[3, 2], [5, 1.5]]), 0.1, 3)).toEqual([
      { id: 3, score: 11, evidence: 2 },
      { id: 7, score: 10, evidence: 0 },
      { id: 5, score: 9.5, evidence: 1.5 },
      { id: 1, score: 2, evidence: 0 },
    ]);
  });

  it('leaves the files after the first `count` where they are, whatever their evidence', () => {
    expect(orderByEvidence(ranked, new Map([[1, 100]]), 0.1, 3).map((f) => [f.id, f.score])).toEqual([
      [7, 10],
      [3, 9],
      [5, 8],
      [1, 2],
    ]);
  });

  it('keeps the order of ties, of a weight of 0 and of an empty list, and does not change its input', () => {
    // 3 + 1·4·0.25 = 4: a tie with the first, which stays first.
    expect(orderByEvidence([{ id: 1, score: 4 }, { id: 2, score: 3 }], new Map([[2, 0.25]]), 1, 2).map((f) => [f.id, f.score])).toEqual([
      [1, 4],
      [2, 4],
    ]);
    expect(orderByEvidence(ranked, new Map([[1, 5], [5, 5]]), 0, 10).map((f) => f.id)).toEqual([7, 3, 5, 1]);
    expect(orderByEvidence([], new Map([[1, 1]]))).toEqual([]);
    expect(ranked[1]).toEqual({ id: 3, score: 9 });
  });
});

describe('bestEvidenceByFile', () => {
  it('keeps each file\'s best positive score', () => {
    expect([...bestEvidenceByFile([{ file: 2 }, { file: 4 }, { file: 2 }, { file: 9 }], [0.5, 0.25, 0.75, 0])]).toEqual([
      [2, 0.75],
      [4, 0.25],
    ]);
  });
});
