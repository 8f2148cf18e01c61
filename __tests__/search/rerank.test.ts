import { describe, expect, it } from '@jest/globals';
import type { FeatureName } from '../../src/search/rank/features.js';
import { compileScore, scoreWith, type RankModel } from '../../src/search/rank/rerank.js';

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
