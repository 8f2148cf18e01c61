import { describe, expect, it } from '@jest/globals';
import type { FeatureName } from '../../src/search/features.js';
import { scoreWith, type RankModel } from '../../src/search/rerank.js';

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
