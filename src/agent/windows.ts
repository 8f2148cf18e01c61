/**
 * Where the editor looks in a large file: windows around the lines that matter, at most MAX_WINDOWS
 * of them, each at most WINDOW_LINES lines, all of them together at most a token budget (derived
 * from the model's context window). A small file is shown whole. Pure: works on the tokens of each line.
 */

/** Files with more lines than this are shown in windows even when their tokens would fit. */
export const WINDOW_THRESHOLD_LINES = 1_000;
/** Lines of one window, at most. */
export const WINDOW_LINES = 600;
export const MAX_WINDOWS = 3;

export interface Window {
  /** 1-based, inclusive. */
  start: number;
  end: number;
}

function tokensOf(lineTokens: readonly number[], window: Window): number {
  let sum = 0;
  for (let line = window.start; line <= window.end; line++) sum += lineTokens[line - 1] ?? 0;
  return sum;
}

/**
 * The window around `center` grown one line above, then one below, in turn, while it stays within
 * `lo`..`hi`, WINDOW_LINES lines and `maxTokens` (the center line itself is always in it).
 */
function grow(lineTokens: readonly number[], center: number, maxTokens: number, lo: number, hi: number): Window {
  const window = { start: center, end: center };
  let used = lineTokens[center - 1] ?? 0;
  let upOpen = true;
  let downOpen = true;
  while ((upOpen || downOpen) && window.end - window.start + 1 < WINDOW_LINES) {
    if (upOpen) {
      const cost = lineTokens[window.start - 2] ?? 0;
      if (window.start > lo && used + cost <= maxTokens) {
        window.start--;
        used += cost;
      } else upOpen = false;
    }
    if (downOpen && window.end - window.start + 1 < WINDOW_LINES) {
      const cost = lineTokens[window.end] ?? 0;
      if (window.end < hi && used + cost <= maxTokens) {
        window.end++;
        used += cost;
      } else downOpen = false;
    }
  }
  return window;
}

/**
 * The windows of a file whose lines have `lineTokens` tokens each, around the `focus` lines (most
 * relevant first; line 1 without any): each window at most WINDOW_LINES lines, the budget shared
 * equally between the windows (so all of them hold at most `maxTokens` tokens), windows never
 * overlapping, in file order. Focus lines far apart get windows of their own rather than one
 * window spanning everything between them.
 */
export function fileWindows(lineTokens: readonly number[], focus: readonly number[], maxTokens: number): Window[] {
  const lineCount = lineTokens.length;
  if (lineCount === 0) return [{ start: 1, end: 1 }];
  if (lineCount <= WINDOW_THRESHOLD_LINES && tokensOf(lineTokens, { start: 1, end: lineCount }) <= maxTokens) return [{ start: 1, end: lineCount }];
  const centers = [...new Set(focus.map((line) => Math.min(Math.max(1, Math.round(line)), lineCount)))];
  if (centers.length === 0) centers.push(1);
  const share = Math.floor(maxTokens / Math.min(centers.length, MAX_WINDOWS));
  const windows: Window[] = [];
  for (const center of centers) {
    if (windows.length >= MAX_WINDOWS) break;
    if (windows.some((w) => center >= w.start && center <= w.end)) continue;
    // A window stops where another begins: the lines nearest the center that no window holds yet.
    const lo = Math.max(1, ...windows.filter((w) => w.end < center).map((w) => w.end + 1));
    const hi = Math.min(lineCount, ...windows.filter((w) => w.start > center).map((w) => w.start - 1));
    windows.push(grow(lineTokens, center, share, lo, hi));
  }
  return windows.sort((a, b) => a.start - b.start);
}
