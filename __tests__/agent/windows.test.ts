import { describe, expect, it } from '@jest/globals';
import { fileWindows, type Focus, type FocusKind } from '../../src/agent/windows.js';

/** `lines` lines of `tokens` tokens each. */
function even(lines: number, tokens = 10): number[] {
  return new Array<number>(lines).fill(tokens);
}

/** A focus record of `kind` over `start..end` (one line without `end`). */
function at(start: number, end = start, kind: FocusKind = 'snippet', priority = 50): Focus {
  return { kind, start, end, priority };
}

describe('fileWindows', () => {
  it('shows a small file whole', () => {
    expect(fileWindows(even(800), [at(10)], 8_000)).toEqual([{ start: 1, end: 800 }]);
    expect(fileWindows([], [], 100)).toEqual([{ start: 1, end: 1 }]);
  });

  it('sizes a window around its lines of interest: the lines and 15 lines of context on each side, not a fixed size', () => {
    expect(fileWindows(even(5000), [at(2500)], 100_000)).toEqual([{ start: 2485, end: 2515 }]);
    expect(fileWindows(even(5000), [at(2400, 2460, 'context', 30)], 100_000)).toEqual([{ start: 2385, end: 2475 }]);
    expect(fileWindows(even(5000), [at(10), at(4990)], 100_000)).toEqual([
      { start: 1, end: 25 },
      { start: 4975, end: 5000 },
    ]);
  });

  it('shows the first lines of a file when nothing says where to look', () => {
    expect(fileWindows(even(5000), [], 100_000)).toEqual([{ start: 1, end: 600 }]);
    expect(fileWindows(even(5000), [], 2_000)).toEqual([{ start: 1, end: 200 }]);
  });

  it('windows a file of few lines by tokens when its lines are long', () => {
    // 300 lines of 40 tokens: 12,000 tokens, over a 1,000-token budget.
    expect(fileWindows(even(300, 40), [at(150)], 1_000)).toEqual([{ start: 138, end: 162 }]);
  });

  it('takes records by priority, not by order, and at most four windows of them', () => {
    const focus = [at(300), at(800), at(1300), at(1800), at(2300, 2300, 'plan-line', 10), at(2800, 2800, 'context', 30)];
    expect(fileWindows(even(3000), focus, 6_000)).toEqual([
      { start: 285, end: 315 },
      { start: 785, end: 815 },
      { start: 2285, end: 2315 },
      { start: 2785, end: 2815 },
    ]);
  });

  it('joins windows that would touch, overlap or stand fewer than three lines apart, spending no token twice', () => {
    expect(fileWindows(even(3000), [at(1000), at(1020)], 4_000)).toEqual([{ start: 985, end: 1035 }]);
    // 985..1015 and 1018..1048 would leave two lines between them: they are one window.
    expect(fileWindows(even(3000), [at(1000), at(1033)], 4_000)).toEqual([{ start: 985, end: 1048 }]);
    // The first record's context comes first; the second gets what the budget leaves.
    expect(fileWindows(even(3000), [at(1000), at(1033)], 340)).toEqual([
      { start: 985, end: 1015 },
      { start: 1032, end: 1034 },
    ]);
    // Far enough apart, each keeps its own window and a real gap.
    expect(fileWindows(even(3000), [at(1000), at(1040)], 4_000)).toEqual([
      { start: 985, end: 1015 },
      { start: 1025, end: 1055 },
    ]);
  });

  it('gives a whole definition when it fits, the first lines of one that does not, and the budget is never exceeded', () => {
    expect(fileWindows(even(3000), [at(1000, 1199, 'plan-symbol', 20)], 2_000)).toEqual([{ start: 1000, end: 1199 }]);
    const windows = fileWindows(even(3000), [at(1000, 1299, 'plan-symbol', 20), at(2000, 2010, 'snippet', 50)], 2_000);
    expect(windows).toEqual([
      { start: 985, end: 1114 },
      { start: 1985, end: 2025 },
    ]);
    expect(windows.reduce((sum, w) => sum + (w.end - w.start + 1) * 10, 0)).toBeLessThanOrEqual(2_000);
  });

  it('shows the import header as a small window of its own, within a fifth of the budget', () => {
    const focus = [at(2000, 2010, 'context', 30), at(3, 9, 'imports', 0)];
    expect(fileWindows(even(3000), focus, 4_000)).toEqual([
      { start: 3, end: 9 },
      { start: 1985, end: 2025 },
    ]);
    // A header longer than the fifth shows its first lines.
    expect(fileWindows(even(3000), [at(2000), at(1, 50, 'imports', 0)], 1_000)).toEqual([
      { start: 1, end: 20 },
      { start: 1985, end: 2015 },
    ]);
  });

  it('keeps the focus line when it alone is over the budget', () => {
    const tokens = even(2000);
    tokens[999] = 5_000;
    expect(fileWindows(tokens, [at(1000)], 1_000)).toEqual([{ start: 1000, end: 1000 }]);
  });

  it('never shows again lines shown before: the next records, else the lines around those shown', () => {
    const focus = [at(300, 300, 'context', 30), at(2000, 2000, 'snippet', 50)];
    const first = fileWindows(even(3000), focus, 4_000);
    expect(first).toEqual([
      { start: 285, end: 315 },
      { start: 1985, end: 2015 },
    ]);
    expect(fileWindows(even(3000), [...focus, at(2600, 2600, 'snippet', 60)], 4_000, first)).toEqual([{ start: 2585, end: 2615 }]);
    expect(fileWindows(even(3000), focus, 4_000, first)).toEqual([
      { start: 185, end: 284 },
      { start: 316, end: 415 },
      { start: 1885, end: 1984 },
      { start: 2016, end: 2115 },
    ]);
    expect(fileWindows(even(3000), [], 4_000, [{ start: 1, end: 600 }])).toEqual([{ start: 601, end: 700 }]);
    expect(fileWindows(even(30), [], 4_000, [{ start: 1, end: 30 }])).toEqual([]);
  });
});
