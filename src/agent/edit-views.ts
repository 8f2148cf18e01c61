/**
 * What one edit step shows the model of the file to edit, and what it has shown: the first view
 * (whole, or windows chosen from its focus records). Every line shown is counted against the
 * file-window budget.
 */
import { showFile } from './file-view.js';
import { fileWindows, fitsWhole, type Focus, type Window } from './windows.js';

/** The first view of a file in windows takes at most this share of the budget: the rest is for later views. */
export const FIRST_VIEW_SHARE = 0.75;

export interface StepFile {
  path: string;
  /** Its text now; undefined for a file to create. */
  text: string | undefined;
  /** Tokens of each of its lines. */
  tokens: readonly number[];
  focus: readonly Focus[];
}

/** The windows a file is first shown in: whole when it fits the budget, else windows within FIRST_VIEW_SHARE of it. */
export function firstWindows(tokens: readonly number[], focus: readonly Focus[], budget: number): Window[] {
  return fileWindows(tokens, focus, fitsWhole(tokens, budget) ? budget : Math.floor(budget * FIRST_VIEW_SHARE));
}

/** Tokens of the lines of `windows`, `tokensOf` giving each line's. */
function tokensIn(windows: readonly Window[], tokensOf: (line: number) => number): number {
  let total = 0;
  for (const w of windows) for (let l = w.start; l <= w.end; l++) total += tokensOf(l);
  return total;
}

export class StepViews {
  private readonly shown = new Map<string, Window[]>();
  private spent = 0;

  constructor(
    private readonly file: StepFile,
    private readonly budget: number,
  ) {}

  /** Tokens of the budget not yet spent on shown lines. */
  get room(): number {
    return Math.max(0, this.budget - this.spent);
  }

  private record(path: string, windows: readonly Window[], tokensOf: (line: number) => number): void {
    this.shown.set(path, [...(this.shown.get(path) ?? []), ...windows]);
    this.spent += tokensIn(windows, tokensOf);
  }

  /** A line's tokens in the step's file. */
  private readonly ownTokens = (line: number): number => this.file.tokens[line - 1] ?? 0;

  /** The file of the step as the edit prompt shows it first. */
  first(): string {
    const { path, text, tokens, focus } = this.file;
    if (text === undefined) return showFile(path, text, [], 0);
    const windows = firstWindows(tokens, focus, this.budget);
    this.record(path, windows, this.ownTokens);
    return showFile(path, text, windows, tokens.length);
  }
}
