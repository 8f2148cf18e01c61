/**
 * A pull request's diff compressed into a token budget, for the PR flows (review comments, `/sweep`
 * on a PR, CI-failure iteration). Binary, generated and other non-code files and mode-only changes
 * are dropped; the rest is grouped by language, the repository's main languages first. When the whole
 * PR fits the budget every file is shown, each hunk widened to PR_DIFF_CONTEXT_LINES of context.
 * Otherwise additions win over deletions: deleted files become one list of names, deletion-only hunks
 * go, and within each language the smallest files are shown first until PR_DIFF_BUFFER_TOKENS below
 * the budget; the other files are listed by name up to the hard limit, then the rest is counted as
 * skipped. The output never exceeds the hard limit and is the same for the same input.
 */
import { languageForPath } from '../code/languages.js';
import { fileRole, skipByContent, skipByPath } from '../repo/classify.js';
import { countTokens, tokenLowerBound, truncateToTokens } from './budget.js';

export type PrFileStatus = 'added' | 'modified' | 'deleted' | 'renamed';

/** One changed file, as GitHub's "list pull request files" API gives it. */
export interface PrFile {
  /** Path after the change, `/`-separated. */
  path: string;
  status: PrFileStatus;
  /** Path before a rename. */
  previousPath?: string;
  /** Unified diff hunks (no file headers); absent for binary files and diffs too large for the API. */
  patch?: string;
  additions: number;
  deletions: number;
  binary?: boolean;
}

/** Full text of a file before (`old`) or after (`new`) the change, when the caller has it. */
export type FileTextProvider = (path: string, side: 'old' | 'new') => string | undefined;

export interface PrDiffOptions {
  /** Tokens the diff should take; 0 shows no patch, only names. */
  budget: number;
  /** Tokens the output never exceeds (names are listed up to it); at least `budget`, default `budget`. */
  hardLimit?: number;
  /** Chat model whose encoding counts the tokens. */
  model?: string;
  /** The repository's languages, most common first (keys as languageKeyForPath gives them). */
  languages?: readonly string[];
  /** Full file texts, used to widen hunks when the whole PR fits. */
  fileText?: FileTextProvider;
}

export type DropReason = 'binary' | 'generated' | 'minified' | 'non-code' | 'mode-only';

export interface CompressedPrDiff {
  text: string;
  /** Exact token count of `text`. */
  tokens: number;
  /** Files whose diff is in `text`, in order. */
  included: string[];
  /** Files named under "Other modified files" without their diff. */
  listedOnly: string[];
  /** Files named under "Deleted files". */
  deleted: string[];
  /** Files left out because not even their names fit the hard limit. */
  skipped: number;
  /** True when every file with a diff is shown whole with widened context. */
  fitsWhole: boolean;
  /** Files dropped before anything else, with the reason. */
  dropped: { path: string; reason: DropReason }[];
}

/** Lines of context above and below each hunk when the whole PR fits. */
export const PR_DIFF_CONTEXT_LINES = 6;
/** Tokens kept free below the budget when adding patches, for the lists of names that follow. */
export const PR_DIFF_BUFFER_TOKENS = 500;

export const OTHER_FILES_HEADING = 'Other modified files (diff not shown):\n';
export const DELETED_FILES_HEADING = 'Deleted files:\n';

/** Asset and data files that carry no code even when their diff is text. */
const NON_CODE_EXTENSIONS = new Set(['svg', 'csv', 'tsv', 'snap', 'pbxproj']);
const NO_EXTENSION = '(none)';

function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The language a path is grouped under: its tree-sitter language, else its lower-case extension. */
export function languageKeyForPath(path: string): string {
  return languageForPath(path) ?? (extensionOf(path) || NO_EXTENSION);
}

/** Language keys of `paths`, most files first, ties by name. */
export function rankLanguages(paths: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const path of paths) {
    const key = languageKeyForPath(path);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || compare(a[0], b[0])).map(([key]) => key);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One hunk of a unified diff. */
export interface Hunk {
  /** The `@@ ... @@` line as given; rebuilt when the hunk is widened. */
  header: string;
  /** First line the hunk covers on each side, 1-based (for an empty side: the line after the change). */
  oldFirst: number;
  newFirst: number;
  /** Text after the closing `@@` (git's enclosing-function hint), with its leading space. */
  section: string;
  /** Lines with their ` `, `+`, `-` or `\` prefix. */
  lines: string[];
}

export interface ParsedPatch {
  /** Lines before the first hunk header; a patch without headers is all preamble and left as is. */
  preamble: string[];
  hunks: Hunk[];
}

type Side = 'old' | 'new';

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$/;

/** Splits a patch into hunks. */
export function parsePatch(patch: string): ParsedPatch {
  const preamble: string[] = [];
  const hunks: Hunk[] = [];
  const lines = patch.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  for (const line of lines) {
    const match = HUNK_HEADER.exec(line);
    if (match) {
      const oldStart = Number(match[1]);
      const newStart = Number(match[3]);
      hunks.push({
        header: line,
        oldFirst: match[2] === '0' ? oldStart + 1 : oldStart,
        newFirst: match[4] === '0' ? newStart + 1 : newStart,
        section: match[5] ?? '',
        lines: [],
      });
      continue;
    }
    const last = hunks[hunks.length - 1];
    if (last) last.lines.push(line);
    else preamble.push(line);
  }
  return { preamble, hunks };
}

/** The patch text of `parsed` (no trailing newline). */
export function renderPatch(parsed: ParsedPatch): string {
  return [...parsed.preamble, ...parsed.hunks.flatMap((h) => [h.header, ...h.lines])].join('\n');
}

/** `parsed` without hunks that only delete lines. */
export function withoutDeletionOnlyHunks(parsed: ParsedPatch): ParsedPatch {
  const hunks = parsed.hunks.filter((h) => h.lines.some((l) => l.startsWith('+')) || !h.lines.some((l) => l.startsWith('-')));
  return { preamble: parsed.preamble, hunks };
}

function isContext(line: string): boolean {
  return line === '' || line.startsWith(' ');
}

function onSide(line: string, side: Side): boolean {
  return isContext(line) || line.startsWith(side === 'new' ? '+' : '-');
}

function sideFirst(hunk: Hunk, side: Side): number {
  return side === 'new' ? hunk.newFirst : hunk.oldFirst;
}

function sideCount(hunk: Hunk, side: Side): number {
  return hunk.lines.filter((l) => onSide(l, side)).length;
}

function leadingContext(hunk: Hunk): number {
  const firstChange = hunk.lines.findIndex((l) => !isContext(l));
  return firstChange === -1 ? hunk.lines.length : firstChange;
}

function trailingContext(hunk: Hunk): number {
  let count = 0;
  for (let i = hunk.lines.length - 1; i >= 0 && isContext(hunk.lines[i]!); i--) count++;
  return count;
}

function range(first: number, count: number): string {
  if (count === 0) return `${first - 1},0`;
  return count === 1 ? `${first}` : `${first},${count}`;
}

function withHeader(hunk: Hunk): Hunk {
  const header = `@@ -${range(hunk.oldFirst, sideCount(hunk, 'old'))} +${range(hunk.newFirst, sideCount(hunk, 'new'))} @@${hunk.section}`;
  return { ...hunk, header };
}

function stripCr(line: string | undefined): string | undefined {
  return line?.endsWith('\r') ? line.slice(0, -1) : line;
}

/** True when every hunk's `side` lines are the file's lines at the hunk's position, in order. */
function matchesFile(hunks: readonly Hunk[], fileLines: readonly string[], side: Side): boolean {
  let previousEnd = 0;
  for (const hunk of hunks) {
    let at = sideFirst(hunk, side) - 1;
    if (at < previousEnd) return false;
    for (const line of hunk.lines) {
      if (!onSide(line, side)) continue;
      if (stripCr(fileLines[at]) !== stripCr(line.slice(1))) return false;
      at++;
    }
    previousEnd = at;
  }
  return true;
}

/**
 * The hunks widened to `context` unchanged lines above and below, taken from the full text of the
 * `side` version of the file; hunks that meet are fused. Undefined when the text does not match the
 * patch (another version of the file) or the patch has no hunks.
 */
export function extendPatchContext(parsed: ParsedPatch, fileText: string, side: Side, context = PR_DIFF_CONTEXT_LINES): ParsedPatch | undefined {
  const fileLines = fileText.split('\n');
  if (fileLines[fileLines.length - 1] === '') fileLines.pop();
  if (parsed.hunks.length === 0 || !matchesFile(parsed.hunks, fileLines, side)) return undefined;
  const contextLines = (from: number, to: number) => fileLines.slice(from, to).map((l) => ` ${l}`);
  const out: Hunk[] = [];
  let current: Hunk | undefined;
  let currentEnd = 0; // last file line (on `side`) the current hunk covers
  let trailWanted = 0;
  let previousEnd = 0; // last file line already shown
  for (const hunk of parsed.hunks) {
    const first = sideFirst(hunk, side);
    const leadWanted = Math.max(0, context - leadingContext(hunk));
    if (current && first - 1 - currentEnd <= trailWanted + leadWanted) {
      current.lines.push(...contextLines(currentEnd, first - 1), ...hunk.lines);
    } else {
      if (current) {
        const trail = Math.min(trailWanted, first - 1 - currentEnd);
        current.lines.push(...contextLines(currentEnd, currentEnd + trail));
        out.push(withHeader(current));
        previousEnd = currentEnd + trail;
      }
      const lead = Math.min(leadWanted, first - 1 - previousEnd);
      current = {
        header: '',
        oldFirst: hunk.oldFirst - lead,
        newFirst: hunk.newFirst - lead,
        section: hunk.section,
        lines: [...contextLines(first - 1 - lead, first - 1), ...hunk.lines],
      };
    }
    currentEnd = first + sideCount(hunk, side) - 1;
    trailWanted = hunk.lines[hunk.lines.length - 1]?.startsWith('\\') ? 0 : Math.max(0, context - trailingContext(hunk));
  }
  if (current) {
    current.lines.push(...contextLines(currentEnd, Math.min(fileLines.length, currentEnd + trailWanted)));
    out.push(withHeader(current));
  }
  return { preamble: parsed.preamble, hunks: out };
}

/** Why a file is dropped before compression, or undefined to keep it. */
function dropReason(file: PrFile): DropReason | undefined {
  if (file.binary) return 'binary';
  const byPath = skipByPath(file.path, 0);
  if (byPath) return byPath.reason === 'binary' || byPath.reason === 'minified' ? byPath.reason : 'generated';
  const ext = extensionOf(file.path);
  if (ext === 'lock' || (fileRole(file.path) === 'other' && NON_CODE_EXTENSIONS.has(ext))) return 'non-code';
  const patch = file.patch ?? '';
  if (patch === '') return file.status === 'modified' && file.additions === 0 && file.deletions === 0 ? 'mode-only' : undefined;
  if (skipByContent(file.path, patch)?.reason === 'minified') return 'minified';
  // A generated-code marker only counts in the comment the file opens with, so only when the diff shows its top.
  const head = headOfFile(patch);
  if (head !== undefined && skipByContent(file.path, head)?.reason === 'generated') return 'generated';
  return undefined;
}

/**
 * The file's first lines as a patch whose first hunk starts at its top shows them (context and
 * added lines, their markers taken off), or undefined when the patch does not show the top.
 */
export function headOfFile(patch: string): string | undefined {
  const first = parsePatch(patch).hunks[0];
  if (!first || first.newFirst > 1) return undefined;
  return first.lines.filter((line) => line.startsWith('+') || line.startsWith(' ')).map((line) => line.slice(1)).join('\n');
}

function displayName(file: PrFile): string {
  return file.status === 'renamed' && file.previousPath && file.previousPath !== file.path ? `${file.previousPath} -> ${file.path}` : file.path;
}

function section(file: PrFile, body: string): string {
  const heading = `### ${displayName(file)} (${file.status}, +${file.additions} -${file.deletions})\n`;
  return body === '' ? `${heading}\n` : `${heading}${body}\n\n`;
}

function listEntry(file: PrFile): string {
  const missing = file.patch === undefined && file.additions + file.deletions > 0 ? ', diff not available' : '';
  return file.status === 'deleted' ? `- ${file.path}\n` : `- ${displayName(file)} (${file.status}, +${file.additions} -${file.deletions}${missing})\n`;
}

function skippedNote(count: number): string {
  return `(${count} more changed file${count === 1 ? '' : 's'} not listed)\n`;
}

interface Kept {
  file: PrFile;
  group: number;
}

/** Orders kept files by language group (the ranking, then the PR's own), then by path. */
function groupFiles(files: readonly PrFile[], languages: readonly string[] | undefined): Kept[] {
  const order = new Map<string, number>();
  for (const key of [...(languages ?? []), ...rankLanguages(files.map((f) => f.path))]) {
    if (!order.has(key)) order.set(key, order.size);
  }
  return files
    .map((file) => ({ file, group: order.get(languageKeyForPath(file.path)) ?? order.size }))
    .sort((a, b) => a.group - b.group || compare(a.file.path, b.file.path));
}

function hasShowablePatch(file: PrFile): boolean {
  return file.patch !== undefined || file.additions + file.deletions === 0;
}

/** The patch widened to PR_DIFF_CONTEXT_LINES from the file text, or as it is when that is unavailable. */
function widened(file: PrFile, fileText: FileTextProvider | undefined): string {
  const patch = file.patch ?? '';
  if (!fileText || patch === '') return patch;
  const parsed = parsePatch(patch);
  if (file.status !== 'deleted') {
    const text = fileText(file.path, 'new');
    const extended = text === undefined ? undefined : extendPatchContext(parsed, text, 'new', PR_DIFF_CONTEXT_LINES);
    if (extended) return renderPatch(extended);
  }
  if (file.status !== 'added') {
    const text = fileText(file.previousPath ?? file.path, 'old');
    const extended = text === undefined ? undefined : extendPatchContext(parsed, text, 'old', PR_DIFF_CONTEXT_LINES);
    if (extended) return renderPatch(extended);
  }
  return patch;
}

/** Names under a heading, in order, while they fit `room`; returns what fit and its tokens. */
function listNames(heading: string, files: readonly PrFile[], room: number, model: string | undefined) {
  const listed: PrFile[] = [];
  let text = '';
  let tokens = 0;
  if (files.length === 0) return { listed, text, tokens };
  const headingTokens = countTokens(heading, model);
  for (const file of files) {
    const entry = listEntry(file);
    const cost = countTokens(entry, model) + (listed.length === 0 ? headingTokens : 0);
    if (tokens + cost > room) break;
    text += listed.length === 0 ? heading + entry : entry;
    tokens += cost;
    listed.push(file);
  }
  return { listed, text, tokens };
}

/**
 * "Other modified files" then "Deleted files", names in that order until one does not fit `room`
 * tokens; then room is kept for a line saying how many were left out.
 */
function listAll(others: readonly PrFile[], deleted: readonly PrFile[], room: number, model: string | undefined) {
  const total = others.length + deleted.length;
  const attempt = (reserve: number) => {
    const otherList = listNames(OTHER_FILES_HEADING, others, room - reserve, model);
    // Names are listed in one order and stop at the first that does not fit.
    const deletedRoom = otherList.listed.length === others.length ? room - reserve - otherList.tokens : 0;
    const deletedList = listNames(DELETED_FILES_HEADING, deleted, deletedRoom, model);
    return { otherList, deletedList, tokens: otherList.tokens + deletedList.tokens };
  };
  let lists = attempt(0);
  let skipped = total - lists.otherList.listed.length - lists.deletedList.listed.length;
  let text = lists.otherList.text + lists.deletedList.text;
  if (skipped > 0) {
    // Room for the note with the largest count; the note actually written is checked exactly below.
    lists = attempt(countTokens(skippedNote(total), model));
    skipped = total - lists.otherList.listed.length - lists.deletedList.listed.length;
    const note = skippedNote(skipped);
    text = lists.otherList.text + lists.deletedList.text;
    if (lists.tokens + countTokens(note, model) <= room) text += note;
  }
  return { text, others: lists.otherList.listed, deleted: lists.deletedList.listed, skipped };
}

interface Candidate {
  file: PrFile;
  text: string;
  lowerBound: number;
  tokens: number;
}

function byTokensThenPath(a: Candidate, b: Candidate): number {
  return a.tokens - b.tokens || compare(a.file.path, b.file.path);
}

/**
 * The smallest candidates first (by exact tokens, then path) while they fit `room`. Counts lazily:
 * a candidate is only encoded once its lower bound (nearly its count, and much cheaper) could make it
 * the next smallest, so a PR of thousands of files costs little more than the files that fit.
 */
function smallestFirst(candidates: readonly Candidate[], room: number, model: string | undefined): { picked: Candidate[]; used: number } {
  const pending = [...candidates].sort((a, b) => a.lowerBound - b.lowerBound || compare(a.file.path, b.file.path));
  const ready: Candidate[] = [];
  const picked: Candidate[] = [];
  let next = 0;
  let used = 0;
  for (;;) {
    for (let c = pending[next]; c && (ready.length === 0 || c.lowerBound <= ready[0]!.tokens); c = pending[++next]) {
      if (c.lowerBound > room - used) break;
      c.tokens = countTokens(c.text, model);
      let at = ready.findIndex((r) => byTokensThenPath(c, r) < 0);
      if (at === -1) at = ready.length;
      ready.splice(at, 0, c);
    }
    const best = ready.shift();
    if (!best || best.tokens > room - used) break;
    picked.push(best);
    used += best.tokens;
  }
  return { picked, used };
}

function validateLimits(budget: number, hardLimit: number): void {
  if (!Number.isSafeInteger(budget) || budget < 0) {
    throw new Error(`A PR diff budget must be a whole number of tokens, 0 or more, got ${String(budget)}`);
  }
  if (!Number.isSafeInteger(hardLimit) || hardLimit < budget) {
    throw new Error(`A PR diff hard limit must be a whole number of tokens no smaller than the budget (${budget}), got ${String(hardLimit)}`);
  }
}

/** Compresses the changed files of a pull request into `options.budget` tokens (see the module doc). */
export function compressPrDiff(files: readonly PrFile[], options: PrDiffOptions): CompressedPrDiff {
  const { budget, model } = options;
  const hardLimit = options.hardLimit ?? budget;
  validateLimits(budget, hardLimit);
  const dropped: CompressedPrDiff['dropped'] = [];
  const keptFiles: PrFile[] = [];
  for (const file of files) {
    const reason = dropReason(file);
    if (reason) dropped.push({ path: file.path, reason });
    else keptFiles.push(file);
  }
  const kept = groupFiles(keptFiles, options.languages);
  return (
    wholeDiff(kept, budget, model, options.fileText, dropped) ??
    compressedDiff(kept, budget, hardLimit, model, dropped)
  );
}

/** Every file shown with widened hunks, or undefined when that does not fit the budget. */
function wholeDiff(kept: readonly Kept[], budget: number, model: string | undefined, fileText: FileTextProvider | undefined, dropped: CompressedPrDiff['dropped']): CompressedPrDiff | undefined {
  const shown = kept.filter((k) => hasShowablePatch(k.file)).map((k) => k.file);
  const unavailable = kept.filter((k) => !hasShowablePatch(k.file)).map((k) => k.file);
  const others = unavailable.filter((f) => f.status !== 'deleted');
  const deleted = unavailable.filter((f) => f.status === 'deleted');
  const lists = (others.length ? OTHER_FILES_HEADING + others.map(listEntry).join('') : '') + (deleted.length ? DELETED_FILES_HEADING + deleted.map(listEntry).join('') : '');
  const raw = shown.map((f) => section(f, f.patch ?? '')).join('') + lists;
  if (tokenLowerBound(raw, model, budget) > budget) return undefined;
  const text = shown.map((f) => section(f, widened(f, fileText))).join('') + lists;
  const tokens = countTokens(text, model);
  if (tokens > budget) return undefined;
  return {
    text,
    tokens,
    included: shown.map((f) => f.path),
    listedOnly: others.map((f) => f.path),
    deleted: deleted.map((f) => f.path),
    skipped: 0,
    fitsWhole: true,
    dropped,
  };
}

/** The over-budget path: smallest patches per language, then names up to the hard limit. */
function compressedDiff(kept: readonly Kept[], budget: number, hardLimit: number, model: string | undefined, dropped: CompressedPrDiff['dropped']): CompressedPrDiff {
  const room = Math.max(0, budget - PR_DIFF_BUFFER_TOKENS);
  const groups = new Map<number, Candidate[]>();
  const deleted: PrFile[] = [];
  const notShown = new Set<PrFile>();
  for (const { file, group } of kept) {
    if (file.status === 'deleted') {
      deleted.push(file);
      continue;
    }
    const body = file.patch === undefined ? undefined : renderPatch(withoutDeletionOnlyHunks(parsePatch(file.patch)));
    if (body === undefined ? file.additions + file.deletions > 0 : body === '' && file.patch !== '') {
      notShown.add(file);
      continue;
    }
    const text = section(file, body ?? '');
    const list = groups.get(group) ?? [];
    list.push({ file, text, lowerBound: tokenLowerBound(text, model, room), tokens: Number.POSITIVE_INFINITY });
    groups.set(group, list);
  }
  const shown: Candidate[] = [];
  let used = 0;
  for (const group of [...groups.keys()].sort((a, b) => a - b)) {
    const { picked, used: groupUsed } = smallestFirst(groups.get(group) ?? [], room - used, model);
    shown.push(...picked);
    used += groupUsed;
  }
  const shownFiles = new Set(shown.map((c) => c.file));
  const others = kept.map((k) => k.file).filter((f) => f.status !== 'deleted' && (notShown.has(f) || !shownFiles.has(f)));
  const lists = listAll(others, deleted, hardLimit - used, model);
  let text = shown.map((c) => c.text).join('') + lists.text;
  let tokens = countTokens(text, model);
  if (tokens > hardLimit) {
    // Counts add up part by part, so this does not happen; the hard limit holds even if it did.
    text = truncateToTokens(text, hardLimit, model);
    tokens = countTokens(text, model);
  }
  return {
    text,
    tokens,
    included: shown.map((c) => c.file.path),
    listedOnly: lists.others.map((f) => f.path),
    deleted: lists.deleted.map((f) => f.path),
    skipped: lists.skipped,
    fitsWhole: false,
    dropped,
  };
}
