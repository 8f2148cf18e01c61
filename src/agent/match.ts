/**
 * Locating a block's ORIGINAL in a file: strategies from strict to tolerant, the first tier of them that
 * finds anything decides, and what it finds must be one place (ambiguous matches are reported, never
 * guessed).
 */
import { removedLines } from './align.js';
import { placeElision } from './elision.js';
import { exactKey, findContiguous, trimEndKey, trimKey, type LineIndex } from './line-index.js';
import { commentSyntaxes, elisionParts, isBlank, isElisionLine, stripCr } from './lines.js';

/** An ambiguous match lists at most this many of its places. */
export const MAX_LISTED_PLACES = 5;

/**
 * Places a strategy looks for before it calls a match ambiguous; beyond this the count is "more than".
 * Every place found is checked line by line, so this bounds the work on very repetitive files.
 */
export const MAX_COUNTED_PLACES = MAX_LISTED_PLACES + 1;

/** How a block's ORIGINAL was found, strictest first. */
export type MatchStrategy = 'exact' | 'trailing-whitespace' | 'indentation' | 'dropped-lines' | 'elision';
export const MATCH_STRATEGIES: readonly MatchStrategy[] = ['exact', 'trailing-whitespace', 'indentation', 'dropped-lines', 'elision'];

/** Indentation to add to, or remove from, UPDATED lines (at most one is non-empty). */
export interface IndentDelta {
  add: string;
  remove: string;
}
const NO_INDENT: IndentDelta = { add: '', remove: '' };

/** One place where ORIGINAL fits. */
export interface Candidate {
  strategy: MatchStrategy;
  /** File lines [start, end) that the block replaces. */
  start: number;
  end: number;
  /** The file line each ORIGINAL line matched; -1 when none (a blank line the file lacks, a `...` line). */
  fileOf: number[];
  indent: IndentDelta;
}

export type Located =
  | { kind: 'found'; candidate: Candidate }
  | { kind: 'ambiguous'; strategy: MatchStrategy; places: Array<[number, number]> }
  | { kind: 'invalid'; reason: string }
  | { kind: 'missing' };

function contiguous(strategy: MatchStrategy, starts: readonly number[], length: number, indent: IndentDelta = NO_INDENT): Candidate[] {
  return starts.map((start) => ({ strategy, start, end: start + length, fileOf: Array.from({ length }, (_, j) => start + j), indent }));
}

const leadingSpace = (line: string): string => /^\s*/.exec(line)![0];

/** The one indentation change that turns every non-blank ORIGINAL line into its file line, or null. */
function indentDelta(fileLines: readonly string[], start: number, orig: readonly string[]): IndentDelta | null {
  let delta: IndentDelta | null = null;
  for (let j = 0; j < orig.length; j++) {
    const o = orig[j]!;
    if (isBlank(o)) continue;
    const f = leadingSpace(stripCr(fileLines[start + j]!));
    const oi = leadingSpace(o);
    let d: IndentDelta;
    if (f.length >= oi.length) {
      if (!f.endsWith(oi)) return null;
      d = { add: f.slice(0, f.length - oi.length), remove: '' };
    } else {
      if (!oi.endsWith(f)) return null;
      d = { add: '', remove: oi.slice(0, oi.length - f.length) };
    }
    if (delta === null) delta = d;
    else if (delta.add !== d.add || delta.remove !== d.remove) return null;
  }
  return delta ?? NO_INDENT;
}

/** ORIGINAL found line for line with leading whitespace ignored, when one indentation change explains it. */
function indentationCandidates(index: LineIndex, orig: readonly string[]): Candidate[] {
  const deltas = new Map<number, IndentDelta>();
  const consistent = (start: number): boolean => {
    const delta = indentDelta(index.lines, start, orig);
    if (delta) deltas.set(start, delta);
    return delta !== null;
  };
  const starts = findContiguous(index.keyed(trimKey), orig.map(trimKey), MAX_COUNTED_PLACES, consistent);
  return starts.flatMap((start) => contiguous('indentation', [start], orig.length, deltas.get(start)!));
}

/**
 * ORIGINAL lines in order, with blank or comment-only file lines between them that the model left out.
 * ORIGINAL's own blank lines may be missing from the file, unless UPDATED removes them (`removed`).
 */
function droppedLineCandidates(index: LineIndex, orig: readonly string[], removed: ReadonlySet<number>, path: string): Candidate[] {
  const syntaxes = commentSyntaxes(path);
  const isSkippable = (line: string): boolean => {
    const text = line.trim();
    return text === '' || syntaxes.some((syntax) => syntax.test(text));
  };
  const optional = (j: number): boolean => orig[j]!.trim() === '' && !removed.has(j);
  const first = orig.findIndex((_, j) => !optional(j));
  if (first < 0) return [];
  const keyed = index.keyed(trimEndKey);
  const want = orig.map(trimEndKey);
  const required = want.filter((_, j) => !optional(j));
  const positions = keyed.positionsOf(required);
  if (required.some((k) => positions.get(k)!.length === 0)) return [];
  const candidates: Candidate[] = [];
  for (const start of positions.get(want[first]!)!) {
    if (candidates.length >= MAX_COUNTED_PLACES) break;
    const fileOf = new Array<number>(orig.length).fill(-1);
    let i = start;
    let j = first;
    let last = start;
    while (j < orig.length) {
      if (i < keyed.keys.length && keyed.keys[i] === want[j]) {
        fileOf[j++] = i;
        last = i++;
      } else if (optional(j)) {
        j++;
      } else if (i < keyed.keys.length && isSkippable(index.lines[i]!)) {
        i++;
      } else {
        break;
      }
    }
    if (j === orig.length) candidates.push({ strategy: 'dropped-lines', start, end: last + 1, fileOf, indent: NO_INDENT });
  }
  return candidates;
}

/** ORIGINAL with `...` lines, placed as `placeElision` decides; a malformed one is a reason. */
function elisionCandidates(index: LineIndex, orig: readonly string[], upd: readonly string[]): Candidate[] | string {
  const fit = placeElision(index, orig, upd);
  if (fit.kind === 'invalid') return fit.reason;
  const parts = elisionParts(orig);
  const last = parts.length - 1;
  return fit.placements.map((place) => {
    const fileOf = new Array<number>(orig.length).fill(-1);
    parts.forEach(([from, to], k) => {
      for (let j = from; j < to; j++) fileOf[j] = place[k]! + (j - from);
    });
    return { strategy: 'elision', start: place[0]!, end: place[last]! + (parts[last]![1] - parts[last]![0]), fileOf, indent: NO_INDENT };
  });
}

function unique(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter((c) => {
    const key = c.strategy === 'elision' ? c.fileOf.join(',') : `${c.start}:${c.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Runs the strategies in tiers, strictest first; the first tier that finds anything decides. Leading
 * whitespace and left-out lines are tolerated in one tier: a block that fits one place with its
 * indentation shifted and another with lines left out fits two places, and neither is taken.
 */
export function locate(index: LineIndex, orig: readonly string[], upd: readonly string[], path: string): Located {
  const tiers: Array<Array<() => Candidate[] | string>> = [
    [() => contiguous('exact', findContiguous(index.keyed(exactKey), orig.map(exactKey), MAX_COUNTED_PLACES), orig.length)],
    [() => contiguous('trailing-whitespace', findContiguous(index.keyed(trimEndKey), orig.map(trimEndKey), MAX_COUNTED_PLACES), orig.length)],
    [() => indentationCandidates(index, orig), () => droppedLineCandidates(index, orig, removedLines(orig, upd), path)],
    [() => (orig.some(isElisionLine) ? elisionCandidates(index, orig, upd) : [])],
  ];
  for (const tier of tiers) {
    const found: Candidate[] = [];
    for (const search of tier) {
      const candidates = search();
      if (typeof candidates === 'string') return { kind: 'invalid', reason: candidates };
      found.push(...candidates);
    }
    const candidates = unique(found);
    if (candidates.length === 1) return { kind: 'found', candidate: candidates[0]! };
    if (candidates.length > 1) {
      return { kind: 'ambiguous', strategy: candidates[0]!.strategy, places: candidates.map((c) => [c.start, c.end]) };
    }
  }
  return { kind: 'missing' };
}
