import { describe, expect, it } from '@jest/globals';
import { fileWindows } from '../../src/agent/windows.js';

/** `lines` lines of `tokens` tokens each. */
function even(lines: number, tokens = 10): number[] {
  return new Array<number>(lines).fill(tokens);
}

describe('fileWindows', () => {
  it('shows a small file whole', () => {
    expect(fileWindows(even(800), [10], 8_000)).toEqual([{ start: 1, end: 800 }]);
    expect(fileWindows([], [], 100)).toEqual([{ start: 1, end: 1 }]);
  });

  it('shows large files in windows of at most 600 lines around the focus, most relevant first', () => {
    expect(fileWindows(even(5000), [2500], 100_000)).toEqual([{ start: 2200, end: 2799 }]);
    expect(fileWindows(even(5000), [10, 4990], 100_000)).toEqual([
      { start: 1, end: 600 },
      { start: 4401, end: 5000 },
    ]);
    expect(fileWindows(even(5000), [1000, 1100], 100_000)).toEqual([{ start: 700, end: 1299 }]);
    expect(fileWindows(even(5000), [], 100_000)).toEqual([{ start: 1, end: 600 }]);
  });

  it('windows a file of few lines by tokens when its lines are long', () => {
    // 300 lines of 40 tokens: 12,000 tokens, over a 1,000-token window.
    expect(fileWindows(even(300, 40), [150], 1_000)).toEqual([{ start: 138, end: 162 }]);
  });

  it('shares the token budget between the windows: focus lines far apart no longer merge into one window over the whole file', () => {
    const focus = [300, 800, 1300, 1800, 2300, 2800];
    const windows = fileWindows(even(3000), focus, 6_000);
    expect(windows).toEqual([
      { start: 200, end: 399 },
      { start: 700, end: 899 },
      { start: 1200, end: 1399 },
    ]);
    expect(windows.reduce((sum, w) => sum + (w.end - w.start + 1) * 10, 0)).toBeLessThanOrEqual(6_000);
  });

  it('gives close focus lines windows that do not overlap, in file order', () => {
    expect(fileWindows(even(3000), [1000, 1150], 4_000)).toEqual([
      { start: 900, end: 1099 },
      { start: 1100, end: 1299 },
    ]);
    expect(fileWindows(even(3000), [1150, 1000], 4_000)).toEqual([
      { start: 850, end: 1049 },
      { start: 1050, end: 1249 },
    ]);
    // A focus line inside an earlier window adds none (the budget was shared with it all the same).
    expect(fileWindows(even(3000), [1000, 1150], 8_000)).toEqual([{ start: 800, end: 1199 }]);
  });

  it('keeps the focus line when it alone is over the budget', () => {
    const tokens = even(2000);
    tokens[999] = 5_000;
    expect(fileWindows(tokens, [1000], 1_000)).toEqual([{ start: 1000, end: 1000 }]);
  });
});
