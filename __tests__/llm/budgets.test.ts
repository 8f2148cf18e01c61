import { describe, expect, it } from '@jest/globals';
import { scaleBudgets, stageBudgets } from '../../src/llm/budgets.js';

describe('stageBudgets', () => {
  it('shares an 8,192-token window of an unknown model', () => {
    expect(stageBudgets({ window: 8_192, maxOutputTokens: 8_192, tokenRatio: 1.25 })).toEqual({
      window: 8_192,
      counted: 6_553,
      planCompletion: 2_048,
      editCompletion: 2_457,
      reviewCompletion: 1_638,
      context: 2_293,
      fileWindow: 1_965,
      previousDiffs: 524,
      task: 982,
    });
  });

  it('shares a 16,384-token window', () => {
    expect(stageBudgets({ window: 16_384, maxOutputTokens: 16_384, tokenRatio: 1.25 })).toEqual({
      window: 16_384,
      counted: 13_107,
      planCompletion: 4_000,
      editCompletion: 4_915,
      reviewCompletion: 3_000,
      context: 4_587,
      fileWindow: 3_932,
      previousDiffs: 1_048,
      task: 1_966,
    });
  });

  it('keeps the former limits for large windows and respects the output limit', () => {
    expect(stageBudgets({ window: 128_000, maxOutputTokens: 16_384, tokenRatio: 1 })).toEqual({
      window: 128_000,
      counted: 128_000,
      planCompletion: 4_000,
      editCompletion: 8_000,
      reviewCompletion: 3_000,
      context: 8_000,
      fileWindow: 12_000,
      previousDiffs: 3_000,
      task: 16_000,
    });
    expect(stageBudgets({ window: 200_000, maxOutputTokens: 4_096, tokenRatio: 1.25 }).editCompletion).toBe(4_096);
  });

  it('refuses a window that is not a whole number and a ratio under 1', () => {
    expect(() => stageBudgets({ window: 0, maxOutputTokens: 1, tokenRatio: 1 })).toThrow('A context window must be a whole number of tokens, got 0');
    expect(() => stageBudgets({ window: 8_192, maxOutputTokens: 1, tokenRatio: 0.5 })).toThrow('A token ratio must be at least 1, got 0.5');
  });
});

describe('scaleBudgets', () => {
  it('halves the prompt parts and keeps the completion caps', () => {
    const full = stageBudgets({ window: 8_192, maxOutputTokens: 8_192, tokenRatio: 1.25 });
    expect(scaleBudgets(full, 0.5)).toEqual({ ...full, context: 1_146, fileWindow: 982, previousDiffs: 262, task: 491 });
    expect(scaleBudgets(full, 1)).toBe(full);
  });
});
