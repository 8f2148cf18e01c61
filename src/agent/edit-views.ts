/**
 * What one edit step shows the model of the files, and what it has shown: the first view of the
 * file to edit (whole, or windows chosen from its focus records), the lines a reply asks for
 * (line-requests.ts), and other lines of the file when a reply had no blocks. Every line shown is
 * counted against the file-window budget, and no line is shown twice. Files are read through the
 * working tree (the repository's file door).
 */
import { countTokens } from '../context/budget.js';
import type { DefinitionSpan } from './focus.js';
import { showFile, showMore } from './file-view.js';
import { describeRequest, MAX_LINE_REQUESTS, resolveRequest, unshownLines, type LineRequest } from './line-requests.js';
import { fileWindows, fitsWhole, type Focus, type Window } from './windows.js';

/** The first view of a file in windows takes at most this share of the budget: the rest is for the lines the model asks for. */
export const FIRST_VIEW_SHARE = 0.75;

export interface StepFile {
  path: string;
  /** Its text now; undefined for a file to create. */
  text: string | undefined;
  /** Tokens of each of its lines. */
  tokens: readonly number[];
  focus: readonly Focus[];
}

export interface ViewSources {
  /** Reads a file through the working tree. */
  read: (path: string) => string | undefined;
  /** The definitions of a file as it is now. */
  definitions: (path: string, text: string) => Promise<readonly DefinitionSpan[]>;
  model?: string | undefined;
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
  private answered = 0;

  constructor(
    private readonly file: StepFile,
    private readonly budget: number,
    private readonly sources: ViewSources,
  ) {}

  /** Replies answered with lines so far. */
  get requests(): number {
    return this.answered;
  }

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

  /**
   * Lines of the step's file not shown yet, for a reply that had no blocks: the next focus records'
   * windows, else the lines around those shown; undefined when there is no room or nothing left.
   */
  more(): string | undefined {
    const { path, text, tokens, focus } = this.file;
    if (text === undefined || this.room === 0) return undefined;
    const windows = fileWindows(tokens, focus, this.room, this.shown.get(path) ?? []);
    if (windows.length === 0) return undefined;
    this.record(path, windows, this.ownTokens);
    return `Lines of ${path} not shown before:\n${showMore(path, text, windows)}`;
  }

  /** The answer to a reply asking for lines, counted in `requests`. */
  async answer(requests: readonly LineRequest[]): Promise<string> {
    this.answered++;
    const parts = [`The lines you asked for (answer ${this.answered} of at most ${MAX_LINE_REQUESTS} for this step):`];
    for (const request of requests) parts.push(await this.answerOne(request));
    const others = requests.some((r) => r.path !== this.file.path);
    parts.push(`Reply with edit blocks for ${this.file.path}${others ? ' (this step changes no other file)' : ''}, or ask for other lines the same way.`);
    return parts.join('\n');
  }

  private async answerOne(request: LineRequest): Promise<string> {
    const mine = request.path === this.file.path;
    const text = mine ? this.file.text : this.sources.read(request.path);
    if (text === undefined) return `${describeRequest(request)}: ${mine ? `${request.path} does not exist yet` : `there is no file ${request.path} that Sweep may read`}.`;
    const lines = text.split('\n');
    const definitions = request.symbol !== undefined ? await this.sources.definitions(request.path, text).catch(() => []) : [];
    const resolved = resolveRequest(request, lines.length, definitions);
    if ('reason' in resolved) return `${describeRequest(request)}: ${resolved.reason}.`;
    const tokensOf = mine ? this.ownTokens : (line: number) => countTokens(`${lines[line - 1] ?? ''}\n`, this.sources.model);
    const { windows, cut } = unshownLines(resolved.lines, this.shown.get(request.path) ?? [], tokensOf, this.room);
    const asked = `${describeRequest(request)} (lines ${resolved.lines.start}-${resolved.lines.end})`;
    if (windows.length === 0) {
      return cut ? `${asked}: no room is left for more lines in this step; work with the lines shown.` : `${asked}: these lines were shown above already.`;
    }
    this.record(request.path, windows, tokensOf);
    const note = cut ? ' (only part of them: the budget for lines in this step is spent)' : '';
    return `${asked}${note}:\n${showMore(request.path, text, windows)}`;
  }
}
