/**
 * Applies parsed edit blocks: strict matches before tolerant ones, a unique match or nothing, all or
 * nothing per file, and feedback the model can act on when a block fails (the closest real lines,
 * "already applied", which blocks matched). `applyBlocksToFile` is pure; `applyEditsToRepo` adds the
 * repository side: safe paths, UTF-8 reads, atomic writes.
 *
 * Matching runs on lines, through per-key hash indexes of the file, so a block costs about the file's
 * length plus the candidate places times the block's length, never file length times block length.
 */
import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, posix, relative, sep } from 'node:path';
import { diffArrays } from 'diff';
import { parseEditBlocks, type EditBlock, type EditParseError } from './edit-blocks.js';

/** More blocks than this for one file are refused for that file. */
export const MAX_BLOCKS_PER_FILE = 100;
/** At most this many of the closest file lines are quoted back to the model. */
export const MAX_CLOSEST_LINES = 60;
/** An ambiguous match lists at most this many of its places. */
const MAX_LISTED_PLACES = 5;
/** Beyond this many differing lines between ORIGINAL and UPDATED, the whole block counts as replaced. */
const MAX_ALIGNMENT_EDITS = 4_000;

/**
 * Places a strategy looks for before it calls a match ambiguous; beyond this the count is "more than".
 * Every place found is checked line by line, so this bounds the work on very repetitive files.
 */
const MAX_COUNTED_PLACES = MAX_LISTED_PLACES + 1;

/** How a block's ORIGINAL was found, strictest first. */
export type MatchStrategy = 'exact' | 'trailing-whitespace' | 'indentation' | 'dropped-lines' | 'elision';
export const MATCH_STRATEGIES: readonly MatchStrategy[] = ['exact', 'trailing-whitespace', 'indentation', 'dropped-lines', 'elision'];

// ---------------------------------------------------------------------------------------------
// Lines

/** A file as lines. */
interface FileLines {
  /** Lines without their `\n`; a line that ended in `\r\n` keeps its `\r`. */
  lines: string[];
  finalNewline: boolean;
  /** Most lines end in `\r\n`, so lines the edit adds get one too. */
  crlf: boolean;
}

function splitText(text: string): FileLines {
  if (text === '') return { lines: [], finalNewline: false, crlf: false };
  const lines = text.split('\n');
  const finalNewline = lines[lines.length - 1] === '';
  if (finalNewline) lines.pop();
  const ended = finalNewline ? lines.length : lines.length - 1;
  let withCr = 0;
  for (let i = 0; i < ended; i++) if (lines[i]!.endsWith('\r')) withCr++;
  const crlf = ended > 0 && withCr * 2 > ended;
  // The unterminated last line of a CRLF file gets its `\r` here (and loses it in `joinText`), so it
  // keeps the file's line end if an edit adds lines after it.
  if (crlf && !finalNewline && !lines[lines.length - 1]!.endsWith('\r')) lines[lines.length - 1] += '\r';
  return { lines, finalNewline, crlf };
}

function joinText(file: FileLines): string {
  if (file.lines.length === 0) return '';
  const lines = file.lines;
  const last = lines[lines.length - 1]!;
  if (!file.finalNewline && file.crlf && last.endsWith('\r')) return [...lines.slice(0, -1), last.slice(0, -1)].join('\n');
  return lines.join('\n') + (file.finalNewline ? '\n' : '');
}

/** A block part's lines (the parser ends each with `\n`). */
function blockLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map(stripCr);
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

const isBlank = (line: string): boolean => line.trim() === '';

/** 0-based [start, end) as the model reads it: 1-based, inclusive. */
const range = ([start, end]: [number, number]): string => (end - start <= 1 ? `line ${start + 1}` : `lines ${start + 1}-${end}`);

const HASH_COMMENT = /^#/;
const SLASH_COMMENT = /^(?:\/\/|\/\*|\*\/|\*(?:\s|$))/;
const DASH_COMMENT = /^--(?:\s|$)/;
const MARKUP_COMMENT = /^<!--/;
const ALL_COMMENTS = [HASH_COMMENT, SLASH_COMMENT, DASH_COMMENT, MARKUP_COMMENT];

/** Comment syntaxes by file extension (or name, for files without one); other files get all of them. */
const COMMENTS_BY_EXTENSION: ReadonlyMap<string, readonly RegExp[]> = new Map<string, readonly RegExp[]>([
  ...['py', 'pyi', 'pyx', 'sh', 'bash', 'zsh', 'fish', 'rb', 'pl', 'pm', 'r', 'yaml', 'yml', 'toml', 'cfg', 'conf', 'ini', 'mk',
    'cmake', 'ps1', 'nim', 'ex', 'exs', 'jl', 'makefile', 'dockerfile', 'gitignore', 'dockerignore', 'gitattributes', 'editorconfig',
  ].map((ext) => [ext, [HASH_COMMENT]] as const),
  ...['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'mts', 'cts', 'java', 'c', 'h', 'cc', 'cpp', 'cxx', 'hpp', 'hh', 'cs', 'go', 'rs',
    'swift', 'kt', 'kts', 'scala', 'dart', 'groovy', 'gradle', 'proto', 'zig', 'sol', 'css', 'scss', 'less', 'jsonc', 'json5',
  ].map((ext) => [ext, [SLASH_COMMENT]] as const),
  ...['php', 'tf', 'hcl'].map((ext) => [ext, [HASH_COMMENT, SLASH_COMMENT]] as const),
  ...['sql', 'lua', 'hs', 'elm'].map((ext) => [ext, [DASH_COMMENT]] as const),
  ...['html', 'htm', 'xml', 'svg', 'md', 'markdown', 'mdx'].map((ext) => [ext, [MARKUP_COMMENT]] as const),
  ...['vue', 'svelte'].map((ext) => [ext, [MARKUP_COMMENT, SLASH_COMMENT]] as const),
  ...['rst', 'txt', 'json', 'csv'].map((ext) => [ext, []] as const),
]);

/** The comment syntaxes of a file, from its name. */
function commentSyntaxes(path: string): readonly RegExp[] {
  const name = (path.split('/').pop() ?? '').toLowerCase();
  const dot = name.lastIndexOf('.');
  return COMMENTS_BY_EXTENSION.get(dot >= 0 ? name.slice(dot + 1) : name) ?? ALL_COMMENTS;
}

/** A line holding only a comment in the file's language (`#`, `//`, `/*`, ` * `, `--`, `<!--`). */
export function isCommentLine(line: string, path = ''): boolean {
  const text = line.trim();
  return commentSyntaxes(path).some((syntax) => syntax.test(text));
}

const ELISION_LINE = /^(?:\.\.\.|…|(?:\/\/|#|--|\/\*|<!--)\s*(?:\.\.\.|…).*)$/;

/** A line standing for left-out lines: `...`, or a comment starting with it (`// ... rest unchanged`). */
export function isElisionLine(line: string): boolean {
  return ELISION_LINE.test(line.trim());
}

// ---------------------------------------------------------------------------------------------
// Line indexes

type KeyFn = (line: string) => string;
const exactKey: KeyFn = stripCr;
const trimEndKey: KeyFn = (line) => line.trimEnd();
const trimKey: KeyFn = (line) => line.trim();

/** A text version's lines under one key function. */
class Keyed {
  constructor(readonly keys: readonly string[]) {}

  /** Where each of `wanted` occurs, ascending: one pass over the file that only records wanted keys. */
  positionsOf(wanted: readonly string[]): Map<string, number[]> {
    const positions = new Map<string, number[]>(wanted.map((k) => [k, []]));
    this.keys.forEach((k, i) => positions.get(k)?.push(i));
    return positions;
  }
}

/** One text version's lines with their keys, computed once per key function. */
class LineIndex {
  private readonly cache = new Map<KeyFn, Keyed>();
  constructor(readonly lines: readonly string[]) {}

  keyed(key: KeyFn): Keyed {
    let keyed = this.cache.get(key);
    if (!keyed) {
      keyed = new Keyed(this.lines.map(key));
      this.cache.set(key, keyed);
    }
    return keyed;
  }
}

/**
 * Ascending starts of the contiguous runs of file lines whose keys equal `want` (and that `accept`
 * takes), at most `limit` of them. Anchors on `want`'s rarest line, so only its places are checked.
 */
function findContiguous(keyed: Keyed, want: readonly string[], limit = Infinity, accept?: (start: number) => boolean): number[] {
  if (want.length === 0 || want.length > keyed.keys.length) return [];
  const found = keyed.positionsOf(want);
  let anchor = -1;
  let anchorPositions: readonly number[] = [];
  for (let j = 0; j < want.length; j++) {
    const positions = found.get(want[j]!)!;
    if (positions.length === 0) return [];
    if (anchor < 0 || positions.length < anchorPositions.length) {
      anchor = j;
      anchorPositions = positions;
    }
  }
  const starts: number[] = [];
  for (const p of anchorPositions) {
    const s = p - anchor;
    if (s < 0 || s + want.length > keyed.keys.length) continue;
    let j = 0;
    while (j < want.length && keyed.keys[s + j] === want[j]) j++;
    if (j === want.length && (!accept || accept(s))) starts.push(s);
    if (starts.length >= limit) break;
  }
  return starts;
}

// ---------------------------------------------------------------------------------------------
// Strategies

/** Indentation to add to, or remove from, UPDATED lines (at most one is non-empty). */
interface IndentDelta {
  add: string;
  remove: string;
}
const NO_INDENT: IndentDelta = { add: '', remove: '' };

interface Candidate {
  strategy: MatchStrategy;
  /** File lines [start, end) that the block replaces. */
  start: number;
  end: number;
  /** The file line each ORIGINAL line matched; -1 when none (a blank line the file lacks, a `...` line). */
  fileOf: number[];
  indent: IndentDelta;
}

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

/**
 * ORIGINAL lines in order, with blank or comment-only file lines between them that the model left out.
 * ORIGINAL's own blank lines may be missing from the file, unless UPDATED removes them.
 */
function droppedLineCandidates(index: LineIndex, orig: readonly string[], removed: ReadonlySet<number>, path: string): Candidate[] {
  const syntaxes = commentSyntaxes(path);
  const isSkippable = (line: string): boolean => {
    const text = line.trim();
    return text === '' || syntaxes.some((syntax) => syntax.test(text));
  };
  // A blank ORIGINAL line may be missing from the file unless UPDATED removes it.
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

/** ORIGINAL split at its `...` lines: [from, to) ranges of the quoted parts. */
function elisionParts(lines: readonly string[]): Array<[number, number]> {
  const parts: Array<[number, number]> = [];
  let from = 0;
  lines.forEach((line, j) => {
    if (isElisionLine(line)) {
      parts.push([from, j]);
      from = j + 1;
    }
  });
  parts.push([from, lines.length]);
  return parts;
}

/** The first of the ascending `starts` at or after `pos`. */
function firstAtOrAfter(starts: readonly number[], pos: number): number | undefined {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! < pos) lo = mid + 1;
    else hi = mid;
  }
  return starts[lo];
}

/** The last of the ascending `starts` at or before `pos`. */
function lastAtOrBefore(starts: readonly number[], pos: number): number | undefined {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? starts[lo - 1] : undefined;
}

/**
 * ORIGINAL with `...` lines: each quoted part matches contiguously and in order, `...` standing for any
 * lines between. The part with the fewest places anchors; around each of its places the other parts are
 * placed as early and as late as they fit. Where those differ, the parts fit more than one way, and both
 * ways come back so the match counts as ambiguous: a part is never placed at a guess.
 */
function elisionCandidates(index: LineIndex, orig: readonly string[]): Candidate[] | string {
  const parts = elisionParts(orig);
  if (parts.some(([from, to]) => !orig.slice(from, to).some((l) => !isBlank(l)))) {
    return 'a `...` line must sit between quoted lines: ORIGINAL may not start or end with one, nor hold two in a row';
  }
  const keyed = index.keyed(trimEndKey);
  const starts = parts.map(([from, to]) => findContiguous(keyed, orig.slice(from, to).map(trimEndKey)));
  if (starts.some((s) => s.length === 0)) return [];
  const lengths = parts.map(([from, to]) => to - from);
  const last = parts.length - 1;
  let anchor = 0;
  starts.forEach((s, k) => {
    const best = starts[anchor]!;
    if (s.length < best.length || (s.length === best.length && lengths[k]! > lengths[anchor]!)) anchor = k;
  });
  const candidate = (place: readonly number[]): Candidate => {
    const fileOf = new Array<number>(orig.length).fill(-1);
    parts.forEach(([from, to], k) => {
      for (let j = from; j < to; j++) fileOf[j] = place[k]! + (j - from);
    });
    return { strategy: 'elision', start: place[0]!, end: place[last]! + lengths[last]!, fileOf, indent: NO_INDENT };
  };
  const candidates: Candidate[] = [];
  for (const at of starts[anchor]!) {
    const early = new Array<number>(parts.length).fill(-1);
    const late = new Array<number>(parts.length).fill(-1);
    early[anchor] = late[anchor] = at;
    let fits = true;
    // Parts before the anchor: latest places backwards from it, earliest forwards from the file's start.
    for (let k = anchor - 1; k >= 0 && fits; k--) {
      const found = lastAtOrBefore(starts[k]!, late[k + 1]! - lengths[k]!);
      if (found === undefined) fits = false;
      else late[k] = found;
    }
    for (let k = 0; k < anchor && fits; k++) early[k] = firstAtOrAfter(starts[k]!, k === 0 ? 0 : early[k - 1]! + lengths[k - 1]!)!;
    // Parts after it: earliest places forwards from it, latest backwards from the file's end.
    for (let k = anchor + 1; k <= last && fits; k++) {
      const found = firstAtOrAfter(starts[k]!, early[k - 1]! + lengths[k - 1]!);
      if (found === undefined) fits = false;
      else early[k] = found;
    }
    for (let k = last; k > anchor && fits; k--) {
      late[k] = lastAtOrBefore(starts[k]!, k === last ? keyed.keys.length - lengths[k]! : late[k + 1]! - lengths[k]!)!;
    }
    if (!fits) continue;
    candidates.push(candidate(early));
    if (late.some((p, k) => p !== early[k])) candidates.push(candidate(late));
  }
  return candidates;
}

type Located =
  | { kind: 'found'; candidate: Candidate }
  | { kind: 'ambiguous'; strategy: MatchStrategy; places: Array<[number, number]> }
  | { kind: 'invalid'; reason: string }
  | { kind: 'missing' };

function unique(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter((c) => {
    const key = c.strategy === 'elision' ? c.fileOf.join(',') : `${c.start}:${c.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Runs the strategies strictest first; the first that finds anything decides. */
function locate(index: LineIndex, orig: readonly string[], upd: readonly string[], path: string): Located {
  const searches: Array<() => Candidate[] | string> = [
    () => contiguous('exact', findContiguous(index.keyed(exactKey), orig.map(exactKey), MAX_COUNTED_PLACES), orig.length),
    () => contiguous('trailing-whitespace', findContiguous(index.keyed(trimEndKey), orig.map(trimEndKey), MAX_COUNTED_PLACES), orig.length),
    () => {
      const deltas = new Map<number, IndentDelta>();
      const consistent = (start: number): boolean => {
        const delta = indentDelta(index.lines, start, orig);
        if (delta) deltas.set(start, delta);
        return delta !== null;
      };
      const starts = findContiguous(index.keyed(trimKey), orig.map(trimKey), MAX_COUNTED_PLACES, consistent);
      return starts.flatMap((start) => contiguous('indentation', [start], orig.length, deltas.get(start)!));
    },
    () => {
      const removed = new Set(alignLines(orig, upd).flatMap((op) => (op.kind === 'remove' ? [op.orig] : [])));
      return droppedLineCandidates(index, orig, removed, path);
    },
    () => (orig.some(isElisionLine) ? elisionCandidates(index, orig) : []),
  ];
  for (const search of searches) {
    const found = search();
    if (typeof found === 'string') return { kind: 'invalid', reason: found };
    const candidates = unique(found);
    if (candidates.length === 1) return { kind: 'found', candidate: candidates[0]! };
    if (candidates.length > 1) {
      return { kind: 'ambiguous', strategy: candidates[0]!.strategy, places: candidates.map((c) => [c.start, c.end]) };
    }
  }
  return { kind: 'missing' };
}

// ---------------------------------------------------------------------------------------------
// Replacement

function reindent(line: string, delta: IndentDelta): string {
  if (isBlank(line)) return line;
  if (delta.add) return delta.add + line;
  if (delta.remove) return line.startsWith(delta.remove) ? line.slice(delta.remove.length) : line.trimStart();
  return line;
}

type Built = { ok: true; lines: string[] } | { ok: false; reason: string };

/** One step from ORIGINAL to UPDATED: keep or remove ORIGINAL line `orig`, or add `line`. */
type Op = { kind: 'keep' | 'remove'; orig: number } | { kind: 'add'; line: string };

/**
 * A shortest edit from ORIGINAL to UPDATED (removals before additions in each gap). Equal ends are
 * peeled off first, and the middle is diffed only on lines both sides hold, which gives the same
 * longest common subsequence at a fraction of the cost when most lines were rewritten.
 */
function alignLines(orig: readonly string[], upd: readonly string[]): Op[] {
  let head = 0;
  while (head < orig.length && head < upd.length && orig[head] === upd[head]) head++;
  let tail = 0;
  while (tail < orig.length - head && tail < upd.length - head && orig[orig.length - 1 - tail] === upd[upd.length - 1 - tail]) tail++;
  const origEnd = orig.length - tail;
  const updEnd = upd.length - tail;
  const inUpd = new Set(upd.slice(head, updEnd));
  const inOrig = new Set(orig.slice(head, origEnd));
  const origShared: number[] = [];
  const updShared: number[] = [];
  for (let i = head; i < origEnd; i++) if (inUpd.has(orig[i]!)) origShared.push(i);
  for (let j = head; j < updEnd; j++) if (inOrig.has(upd[j]!)) updShared.push(j);
  const pairs: Array<[number, number]> = [];
  const changes = diffArrays(
    origShared.map((i) => orig[i]!),
    updShared.map((j) => upd[j]!),
    { maxEditLength: MAX_ALIGNMENT_EDITS },
  );
  let a = 0;
  let b = 0;
  for (const change of changes ?? []) {
    if (change.added) b += change.count;
    else if (change.removed) a += change.count;
    else for (let k = 0; k < change.count; k++) pairs.push([origShared[a++]!, updShared[b++]!]);
  }
  const ops: Op[] = [];
  for (let i = 0; i < head; i++) ops.push({ kind: 'keep', orig: i });
  let i = head;
  let j = head;
  for (const [pi, pj] of [...pairs, [origEnd, updEnd] as [number, number]]) {
    while (i < pi) ops.push({ kind: 'remove', orig: i++ });
    while (j < pj) ops.push({ kind: 'add', line: upd[j++]! });
    if (pi < origEnd) ops.push({ kind: 'keep', orig: i++ });
    j = pj + 1;
  }
  for (let k = origEnd; k < orig.length; k++) ops.push({ kind: 'keep', orig: k });
  return ops;
}

/**
 * The file lines [from, to) rewritten as UPDATED says: lines UPDATED keeps from ORIGINAL keep the
 * file's own text (its whitespace, its line end), new lines are re-indented and get the file's line
 * end, and file lines ORIGINAL left out stay where they are.
 */
function alignPart(
  lines: readonly string[],
  orig: readonly string[],
  upd: readonly string[],
  fileOf: readonly number[],
  from: number,
  to: number,
  transform: (line: string) => string,
): Built {
  if (orig.length === upd.length && orig.every((l, j) => l === upd[j])) return { ok: true, lines: lines.slice(from, to) };
  const out: string[] = [];
  let cursor = from;
  let nextOrig = 0;
  let previous: Op['kind'] | null = null;
  /** The last ORIGINAL line found in the file: kept or removed. */
  let lastOrigOp: Op['kind'] | null = null;
  for (const op of alignLines(orig, upd)) {
    if (op.kind === 'add') {
      // New lines replacing removed ones go where those were; a pure insertion next to file lines
      // ORIGINAL left out could go before or after them, so it is refused.
      const startsInsertion = previous !== 'add' && previous !== 'remove';
      const next = startsInsertion ? (fileOf.slice(nextOrig).find((f) => f >= 0) ?? to) : cursor;
      if (next > cursor) {
        return {
          ok: false,
          reason:
            `${range([cursor, next])} of the file (blank or comment lines) ${next - cursor === 1 ? 'is' : 'are'} left out of ORIGINAL ` +
            'exactly where UPDATED adds lines, so where the new lines go is unclear; quote the file lines there exactly',
        };
      }
      out.push(transform(op.line));
    } else {
      const f = fileOf[op.orig]!;
      nextOrig = op.orig + 1;
      if (f >= 0) {
        if (op.kind === 'remove' && lastOrigOp === 'remove' && f > cursor) {
          return {
            ok: false,
            reason:
              `${range([cursor, f])} of the file (blank or comment lines) ${f - cursor === 1 ? 'is' : 'are'} left out of ORIGINAL ` +
              'in the middle of lines UPDATED removes, so whether to keep them is unclear; quote the file lines there exactly',
          };
        }
        lastOrigOp = op.kind;
        while (cursor < f) out.push(lines[cursor++]!);
        if (op.kind === 'keep') out.push(lines[f]!);
        cursor = f + 1;
      }
    }
    previous = op.kind;
  }
  while (cursor < to) out.push(lines[cursor++]!);
  return { ok: true, lines: out };
}

function buildReplacement(file: FileLines, candidate: Candidate, orig: readonly string[], upd: readonly string[]): Built {
  const transform = (line: string): string => reindent(line, candidate.indent) + (file.crlf ? '\r' : '');
  if (candidate.strategy !== 'elision') {
    return alignPart(file.lines, orig, upd, candidate.fileOf, candidate.start, candidate.end, transform);
  }
  const origParts = elisionParts(orig);
  const updParts = elisionParts(upd);
  if (origParts.length !== updParts.length) {
    return {
      ok: false,
      reason:
        `ORIGINAL leaves lines out with \`...\` ${origParts.length - 1} time(s) but UPDATED has ${updParts.length - 1} \`...\` line(s); ` +
        'write `...` in UPDATED at each place where the left-out lines stay (or quote them)',
    };
  }
  const out: string[] = [];
  for (let k = 0; k < origParts.length; k++) {
    const [of, ot] = origParts[k]!;
    const [uf, ut] = updParts[k]!;
    const fileOf = candidate.fileOf.slice(of, ot);
    const from = fileOf[0]!;
    const to = fileOf[fileOf.length - 1]! + 1;
    const built = alignPart(file.lines, orig.slice(of, ot), upd.slice(uf, ut), fileOf, from, to, transform);
    if (!built.ok) return built;
    out.push(...built.lines);
    const nextOf = origParts[k + 1];
    if (!nextOf) continue;
    const elided = file.lines.slice(to, candidate.fileOf[nextOf[0]]!);
    const origMarker = orig[ot]!;
    const updMarker = upd[ut]!;
    // A `...` that stood for exactly a file line reading `...` was that line itself: UPDATED's copy decides.
    const literal = elided.length === 1 && elided[0]!.trim() === origMarker.trim();
    out.push(...(literal && updMarker !== origMarker ? [transform(updMarker)] : elided));
  }
  return { ok: true, lines: out };
}

// ---------------------------------------------------------------------------------------------
// Feedback

const WORD = /[A-Za-z_$][\w$]*|\d+/g;

/**
 * The window of file lines sharing the most of ORIGINAL's words, rare words counting more. The window is
 * half again as long as ORIGINAL (room for lines it left out), then loses edge lines with none of its words.
 */
function closestWindow(lines: readonly string[], orig: readonly string[]): [number, number] | null {
  const wanted = new Set<string>();
  for (const line of orig) if (!isElisionLine(line)) for (const w of line.match(WORD) ?? []) wanted.add(w);
  if (wanted.size === 0 || lines.length === 0) return null;
  const lineWords = lines.map((line) => [...new Set((line.match(WORD) ?? []).filter((w) => wanted.has(w)))]);
  const df = new Map<string, number>();
  for (const words of lineWords) for (const w of words) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = (w: string): number => Math.log(1 + lines.length / df.get(w)!);
  const width = Math.min(orig.length + Math.ceil(orig.length / 2), lines.length);
  const inWindow = new Map<string, number>();
  let score = 0;
  let best = 0;
  let bestStart = -1;
  for (let i = 0; i < lines.length; i++) {
    for (const w of lineWords[i]!) {
      const n = inWindow.get(w) ?? 0;
      if (n === 0) score += idf(w);
      inWindow.set(w, n + 1);
    }
    if (i >= width) {
      for (const w of lineWords[i - width]!) {
        const n = inWindow.get(w)!;
        if (n === 1) score -= idf(w);
        inWindow.set(w, n - 1);
      }
    }
    if (i >= width - 1 && score > best + 1e-9) {
      best = score;
      bestStart = i - width + 1;
    }
  }
  if (bestStart < 0) return null;
  let start = bestStart;
  let end = bestStart + width;
  while (end - start > 1 && lineWords[start]!.length === 0) start++;
  while (end - start > 1 && lineWords[end - 1]!.length === 0) end--;
  return [start, end];
}

/** Says why ORIGINAL was not found (which of its lines the file lacks), and quotes the closest real lines. */
function missingFeedback(index: LineIndex, orig: readonly string[], reason: string, explain: boolean): { reason: string; closest: string | null } {
  let text = reason;
  if (explain) {
    const present = new Set(index.keyed(trimKey).keys);
    const absent = orig.findIndex((l) => !isBlank(l) && !isElisionLine(l) && !present.has(l.trim()));
    if (absent >= 0) text += ` (ORIGINAL line ${absent + 1}, \`${orig[absent]!.trim()}\`, appears nowhere in the file)`;
    else text += ' (each of its lines is in the file, but not together in this order)';
  }
  const window = closestWindow(index.lines, orig);
  if (!window) return { reason: `${text}.`, closest: null };
  const shown: [number, number] = [window[0], Math.min(window[1], window[0] + MAX_CLOSEST_LINES)];
  const closest = index.lines.slice(shown[0], shown[1]).map(stripCr).join('\n');
  return { reason: `${text}. The closest lines are ${range(shown)}, given in \`closest\`; copy the lines to change exactly into ORIGINAL.`, closest };
}

/** Where UPDATED's text already stands in the file (it has lines ORIGINAL lacks), or null. */
function alreadyPresent(index: LineIndex, orig: readonly string[], upd: readonly string[]): [number, number] | null {
  const origKeys = new Set(orig.map(trimKey));
  if (!upd.some((l) => !isBlank(l) && !origKeys.has(l.trim()))) return null;
  let from = 0;
  let to = upd.length;
  while (from < to && isBlank(upd[from]!)) from++;
  while (to > from && isBlank(upd[to - 1]!)) to--;
  const core = upd.slice(from, to);
  for (const key of [exactKey, trimEndKey, trimKey]) {
    const starts = findContiguous(index.keyed(key), core.map(key), 1);
    if (starts.length > 0) return [starts[0]!, starts[0]! + core.length];
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// One file

export interface BlockFailure {
  /** The block's 1-based index within the reply. */
  block: number;
  reason: string;
  /** The closest real lines of the file when ORIGINAL was not found. */
  closest: string | null;
}

export interface BlockMatch {
  block: number;
  /** How ORIGINAL was found; `create` for an empty ORIGINAL on a missing or empty file. */
  strategy: MatchStrategy | 'create';
  /** 1-based first line of the replaced lines in the text the block was applied to. */
  line: number;
}

export interface FileEditResult {
  /** The new text, or null when the file must stay untouched because a block failed. */
  text: string | null;
  /** Blocks that matched, in order; they are applied only when `text` is not null. */
  matched: BlockMatch[];
  failed: BlockFailure[];
}

type Step = { ok: true; file: FileLines; match: BlockMatch } | { ok: false; reason: string; closest: string | null };

function refuse(reason: string, closest: string | null = null): Step {
  return { ok: false, reason: reason.endsWith('.') ? reason : `${reason}.`, closest };
}

function applyBlock(path: string, file: FileLines | null, hadContent: boolean, block: EditBlock): Step {
  const orig = blockLines(block.original);
  const upd = blockLines(block.updated);
  const index = block.index;
  if (orig.every(isBlank)) {
    if (file && file.lines.some((l) => !isBlank(l))) {
      return refuse(`ORIGINAL is empty, but ${path} already exists and has content; quote the lines to change (to add lines, quote the lines next to where they go)`);
    }
    if (upd.every(isBlank)) return refuse('both ORIGINAL and UPDATED are empty; there is nothing to do');
    return { ok: true, file: { lines: [...upd], finalNewline: true, crlf: file?.crlf ?? false }, match: { block: index, strategy: 'create', line: 1 } };
  }
  if (!file) return refuse(`${path} does not exist; to create it, leave ORIGINAL empty and put the whole file in UPDATED`);
  const lineIndex = new LineIndex(file.lines);
  const located = locate(lineIndex, orig, upd, path);
  if (located.kind === 'ambiguous') {
    const listed = [...new Set(located.places.map(range))];
    const places = listed.slice(0, MAX_LISTED_PLACES).join(', ');
    const more = listed.length > MAX_LISTED_PLACES ? ', ...' : '';
    if (located.strategy === 'elision') {
      return refuse(
        `the parts of ORIGINAL around its \`...\` lines fit ${path} in more than one way (${places}${more}); ` +
          'quote more lines next to each `...` (or the left-out lines themselves) so that they fit only one way',
      );
    }
    const count = located.places.length >= MAX_COUNTED_PLACES ? `more than ${MAX_LISTED_PLACES}` : String(located.places.length);
    return refuse(`ORIGINAL matches ${count} places in ${path} (${places}${more}); add more of the surrounding lines so that it matches only one`);
  }
  if (located.kind !== 'found') {
    const present = alreadyPresent(lineIndex, orig, upd);
    if (present) {
      return refuse(`ORIGINAL is not in ${path}, but the UPDATED text is already present (${range(present)}): this change seems to be made already, so leave this block out`);
    }
    const invalid = located.kind === 'invalid';
    const feedback = missingFeedback(lineIndex, orig, invalid ? located.reason : `ORIGINAL does not match ${path}`, !invalid);
    return refuse(feedback.reason, feedback.closest);
  }
  const { candidate } = located;
  const built = buildReplacement(file, candidate, orig, upd);
  if (!built.ok) return refuse(built.reason);
  const lines = [...file.lines.slice(0, candidate.start), ...built.lines, ...file.lines.slice(candidate.end)];
  if (hadContent && lines.every(isBlank)) {
    return refuse(`this edit would leave ${path} empty; deleting a file is a separate request, not an edit block`);
  }
  return { ok: true, file: { ...file, lines }, match: { block: index, strategy: candidate.strategy, line: candidate.start + 1 } };
}

const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

/** Appended to every failure of a file: nothing changed, and which blocks did match. */
export function unchangedNote(path: string, matched: readonly number[]): string {
  if (matched.length === 0) return ` ${path} was left unchanged.`;
  const list = matched.join(', ');
  return ` ${path} was left unchanged: ${plural(matched.length, 'block', 'blocks')} ${list} matched but ${plural(matched.length, 'was', 'were')} not applied because a block of the same file failed; send all of its blocks again.`;
}

/**
 * Applies one file's blocks in order on the evolving text. `current` is the file's text, or null when
 * it does not exist. If any block fails, `text` is null and the file must stay as it is.
 */
export function applyBlocksToFile(path: string, current: string | null, blocks: readonly EditBlock[]): FileEditResult {
  if (blocks.length > MAX_BLOCKS_PER_FILE) {
    const reason = `${blocks.length} blocks edit ${path}, more than the ${MAX_BLOCKS_PER_FILE} handled per file; rewrite the change with fewer, larger blocks.`;
    return { text: null, matched: [], failed: [{ block: blocks[0]!.index, reason: reason + unchangedNote(path, []), closest: null }] };
  }
  let file = current === null ? null : splitText(current);
  const hadContent = current !== null && !isBlank(current);
  const matched: BlockMatch[] = [];
  const failed: BlockFailure[] = [];
  for (const block of blocks) {
    const step = applyBlock(path, file, hadContent, block);
    if (step.ok) {
      file = step.file;
      matched.push(step.match);
    } else {
      failed.push({ block: block.index, reason: step.reason, closest: step.closest });
    }
  }
  if (failed.length > 0) {
    const note = unchangedNote(path, matched.map((m) => m.block));
    return { text: null, matched, failed: failed.map((f) => ({ ...f, reason: f.reason + note })) };
  }
  return { text: file ? joinText(file) : current, matched, failed };
}

// ---------------------------------------------------------------------------------------------
// The repository

export interface AppliedFile {
  path: string;
  /** 1-based indexes of the blocks applied to the file. */
  blocks: number[];
}

export interface FailedBlock {
  path: string;
  /** 1-based index of the block within the reply; 0 when the problem belongs to no block. */
  block: number;
  reason: string;
  closest: string | null;
}

/** The `apply` command's JSON document. */
export interface ApplyReport {
  applied: AppliedFile[];
  failed: FailedBlock[];
}

type Checked = { ok: true; path: string } | { ok: false; reason: string };

/** A block's path, normalized, when it is a relative path inside the repository and outside `.git/`. */
export function checkEditPath(path: string): Checked {
  if (path.includes('\0')) return { ok: false, reason: `'${path}' holds a NUL character` };
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) {
    return { ok: false, reason: `'${path}' is an absolute path; write paths relative to the repository` };
  }
  if (path.includes('\\')) return { ok: false, reason: `'${path}' uses '\\'; write paths with '/' separators, relative to the repository` };
  const normal = posix.normalize(path).replace(/\/+$/, '');
  if (normal === '..' || normal.startsWith('../')) return { ok: false, reason: `'${path}' leads outside the repository` };
  if (normal === '.' || normal === '') return { ok: false, reason: `'${path}' does not name a file` };
  if (normal.split('/').some((part) => part.toLowerCase() === '.git')) {
    return { ok: false, reason: `'${path}' is inside .git/, which edits may not touch` };
  }
  return { ok: true, path: normal };
}

function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

const inGitDir = (root: string, target: string): boolean => relative(root, target).split(sep).some((p) => p.toLowerCase() === '.git');

/** Whether anything (a broken symbolic link included) is at `path`. */
async function present(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}

type Resolved = { ok: true; real: string; exists: boolean; mode: number | null } | { ok: false; reason: string };

/** Where a checked path really leads (symbolic links followed); refused when that is outside `root` or in `.git/`. */
async function resolveInRepo(root: string, path: string): Promise<Resolved> {
  const abs = join(root, path);
  if (await present(abs)) {
    let real: string;
    try {
      real = await realpath(abs);
    } catch {
      return { ok: false, reason: `'${path}' is a symbolic link to nothing` };
    }
    if (!isInside(root, real)) return { ok: false, reason: `'${path}' is a symbolic link pointing outside the repository` };
    if (inGitDir(root, real)) return { ok: false, reason: `'${path}' leads into .git/, which edits may not touch` };
    const info = await stat(real);
    if (!info.isFile()) return { ok: false, reason: `'${path}' is not a regular file` };
    return { ok: true, real, exists: true, mode: info.mode & 0o7777 };
  }
  const rest = [basename(abs)];
  let dir = dirname(abs);
  while (dir !== root && !(await present(dir))) {
    rest.unshift(basename(dir));
    dir = dirname(dir);
  }
  let realDir: string;
  try {
    realDir = await realpath(dir);
  } catch {
    return { ok: false, reason: `'${path}' lies under a symbolic link to nothing` };
  }
  if (realDir !== root && !isInside(root, realDir)) {
    return { ok: false, reason: `'${path}' lies under a symbolic link pointing outside the repository` };
  }
  if (!(await stat(realDir)).isDirectory()) return { ok: false, reason: `'${path}' cannot be created: '${relative(root, dir)}' is a file` };
  const real = join(realDir, ...rest);
  if (inGitDir(root, real)) return { ok: false, reason: `'${path}' leads into .git/, which edits may not touch` };
  return { ok: true, real, exists: false, mode: null };
}

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

type Decoded = { ok: true; text: string; bom: boolean } | { ok: false; reason: string };

/** A file's bytes as text; binary and invalid UTF-8 files are refused (and so never rewritten). */
export function decodeFile(path: string, bytes: Uint8Array): Decoded {
  if (bytes.includes(0)) return { ok: false, reason: `${path} is a binary file (it holds NUL bytes); edit blocks only apply to UTF-8 text` };
  const bom = UTF8_BOM.every((b, i) => bytes[i] === b);
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bom ? bytes.subarray(UTF8_BOM.length) : bytes);
    return { ok: true, text, bom };
  } catch {
    return { ok: false, reason: `${path} is not valid UTF-8 text; edit blocks only apply to UTF-8 files` };
  }
}

/** Writes through a temporary file in the same folder and a rename, so readers never see half a file. */
async function writeAtomically(target: string, text: string, mode: number | null): Promise<void> {
  const temp = join(dirname(target), `.${basename(target)}.sweep-${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, text, { flag: 'wx' });
    if (mode !== null) await chmod(temp, mode);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

interface FileGroup {
  /** The normalized path, as first named in the reply. */
  path: string;
  blocks: EditBlock[];
  /** Blocks for the file that could not be parsed: the file is then left alone. */
  broken: EditParseError[];
}

/** Groups blocks and parse errors by normalized path; unsafe paths and pathless errors go to `failed`. */
function groupByPath(blocks: readonly EditBlock[], errors: readonly EditParseError[], failed: FailedBlock[]): Map<string, FileGroup> {
  const groups = new Map<string, FileGroup>();
  const group = (path: string): FileGroup => {
    let g = groups.get(path);
    if (!g) groups.set(path, (g = { path, blocks: [], broken: [] }));
    return g;
  };
  for (const error of errors) {
    const checked = error.path === null ? null : checkEditPath(error.path);
    if (checked?.ok) group(checked.path).broken.push(error);
    else failed.push({ path: error.path ?? '', block: error.index ?? 0, reason: `line ${error.line}: ${error.message}`, closest: null });
  }
  for (const block of blocks) {
    const checked = checkEditPath(block.path);
    if (checked.ok) group(checked.path).blocks.push(block);
    else failed.push({ path: block.path, block: block.index, reason: `${checked.reason}; the block was refused`, closest: null });
  }
  return groups;
}

/** One file's outcome: its blocks applied and written, or failures and the file untouched. */
async function applyGroup(group: FileGroup, target: Extract<Resolved, { ok: true }>): Promise<AppliedFile | FailedBlock[]> {
  const { path } = group;
  const first = Math.min(...group.blocks.map((b) => b.index), ...group.broken.map((e) => e.index ?? 0));
  const fileFailure = (reason: string): FailedBlock[] => [{ path, block: first, reason: reason + unchangedNote(path, []), closest: null }];
  let current: string | null = null;
  let bom = false;
  const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));
  if (target.exists) {
    let bytes: Uint8Array;
    try {
      bytes = await readFile(target.real);
    } catch (error) {
      return fileFailure(`${path} could not be read: ${message(error)}.`);
    }
    const decoded = decodeFile(path, bytes);
    if (!decoded.ok) return fileFailure(`${decoded.reason}.`);
    ({ text: current, bom } = decoded);
  }
  const result = applyBlocksToFile(path, current, group.blocks);
  if (group.broken.length > 0) {
    const note = unchangedNote(path, result.failed.length ? [] : result.matched.map((m) => m.block));
    const broken = group.broken.map((e) => ({ path, block: e.index ?? 0, reason: `line ${e.line}: ${e.message}.${note}`, closest: null }));
    return [...broken, ...result.failed.map((f) => ({ path, ...f }))];
  }
  if (result.text === null) return result.failed.map((f) => ({ path, ...f }));
  if (result.text !== current) {
    try {
      if (!target.exists) await mkdir(dirname(target.real), { recursive: true });
      await writeAtomically(target.real, (bom ? '\uFEFF' : '') + result.text, target.mode);
    } catch (error) {
      return fileFailure(`${path} could not be written: ${message(error)}.`);
    }
  }
  return { path, blocks: result.matched.map((m) => m.block) };
}

/**
 * Parses a reply and applies its blocks to the files under `repoDir`. Each file is all or nothing:
 * a file with a failed block is not modified; other files proceed. Changed files are written
 * atomically. The result is the `apply` command's JSON document.
 */
export async function applyEditsToRepo(repoDir: string, editsText: string): Promise<ApplyReport> {
  const parsed = parseEditBlocks(editsText);
  const applied: AppliedFile[] = [];
  const failed: FailedBlock[] = [];
  if (parsed.message !== null) return { applied, failed: [{ path: '', block: 0, reason: parsed.message, closest: null }] };
  const root = await realpath(repoDir).catch(() => '');
  if (!root || !(await stat(root)).isDirectory()) throw new Error(`cannot apply edits: the repository folder '${repoDir}' does not exist or is not a folder`);
  const groups = groupByPath(parsed.blocks, parsed.errors, failed);
  // Two spellings of one real file (a symbolic link inside the repository) are one group.
  const byTarget = new Map<string, { group: FileGroup; target: Extract<Resolved, { ok: true }> }>();
  for (const group of groups.values()) {
    const target = await resolveInRepo(root, group.path);
    if (!target.ok) {
      const first = Math.min(...group.blocks.map((b) => b.index), ...group.broken.map((e) => e.index ?? 0));
      failed.push({ path: group.path, block: first, reason: `${target.reason}; the file's blocks were refused.`, closest: null });
      continue;
    }
    const known = byTarget.get(target.real);
    if (known) {
      known.group.blocks.push(...group.blocks);
      known.group.blocks.sort((a, b) => a.index - b.index);
      known.group.broken.push(...group.broken);
    } else {
      byTarget.set(target.real, { group, target });
    }
  }
  for (const { group, target } of byTarget.values()) {
    const outcome = await applyGroup(group, target);
    if (Array.isArray(outcome)) failed.push(...outcome);
    else applied.push(outcome);
  }
  applied.sort((a, b) => (a.blocks[0] ?? 0) - (b.blocks[0] ?? 0));
  failed.sort((a, b) => a.block - b.block || a.path.localeCompare(b.path));
  return { applied, failed };
}

/** The report as text for the model: what applied, and for each failure the reason and the closest lines. */
export function formatApplyFeedback(report: ApplyReport): string {
  const out: string[] = [];
  for (const file of report.applied) out.push(`Applied to ${file.path}: ${plural(file.blocks.length, 'block', 'blocks')} ${file.blocks.join(', ')}.`);
  for (const failure of report.failed) {
    const where = failure.block > 0 ? `Block ${failure.block}${failure.path ? ` (${failure.path})` : ''}` : 'The reply';
    out.push(`${where} failed: ${failure.reason}`);
    if (failure.closest !== null) out.push('Closest lines in the file:', '```', failure.closest, '```');
  }
  return out.join('\n');
}
