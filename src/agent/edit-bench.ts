/**
 * Benchmark of the edit applier on real history. Every diff hunk of a modified text file becomes an
 * edit block (ORIGINAL = the hunk's old lines with their context, UPDATED = its new lines) applied to
 * the parent version of the file, first as is, then under each typical model slip. A block counts as
 * exact when the result equals the parent with that hunk applied, refused when the applier declined,
 * and wrong when it applied but the result differs (a wrong place or wrong text: this must stay 0).
 *
 * `benchEditCases` is pure; `runEditBench` gathers the cases from `git` first.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { structuredPatch } from 'diff';
import { applyBlocksToFile, isCommentLine } from './apply.js';
import type { EditBlock } from './edit-blocks.js';

const execFileAsync = promisify(execFile);

/** Lines of unchanged context around each hunk, as `git diff` gives by default. */
export const BENCH_CONTEXT_LINES = 3;
/** Larger files are left out of the benchmark (generated bundles, data). */
export const MAX_BENCH_FILE_BYTES = 512 * 1024;
/** Files whose change needs more line edits than this (lock files, regenerated data) are left out. */
export const MAX_BENCH_EDIT_LINES = 2_000;
/** The elision slip only leaves out runs of at least this many context lines. */
export const MIN_ELIDED_LINES = 2;
/** Indentation the indentation slip adds when a block has none to remove. */
const ADDED_INDENT = '    ';
/** Trailing whitespace the trailing-whitespace slip adds. */
const ADDED_TRAILING = '  ';
const GIT_MAX_BUFFER = 256 * 1024 * 1024;

/**
 * The slips: `none` (the hunk as is), `indentation` (the block's common indentation removed, or four
 * spaces added when it has none), `dropped-comments` (comment-only context lines left out),
 * `trailing-whitespace` (every other ORIGINAL line and its copy in UPDATED with trailing whitespace
 * added, or removed where it had some), `elision` (the longest run of inner context lines replaced by
 * `...` in both parts), `crlf` (the file has CRLF line ends; the block has LF).
 */
export const SLIP_KINDS = ['none', 'indentation', 'dropped-comments', 'trailing-whitespace', 'elision', 'crlf'] as const;
export type SlipKind = (typeof SLIP_KINDS)[number];

/** One modified file of one commit. */
export interface EditCase {
  path: string;
  before: string;
  after: string;
}

export interface SlipResult {
  slip: SlipKind;
  /** Blocks tried under this slip. */
  blocks: number;
  /** Blocks the slip cannot be made on (no comment lines to drop, no inner run to elide). */
  skipped: number;
  exact: number;
  refused: number;
  wrong: number;
}

export interface EditBenchReport {
  /** Commits scanned (0 when the cases were given directly). */
  commits: number;
  files: number;
  hunks: number;
  slips: SlipResult[];
  elapsedMs: number;
}

type LineKind = 'context' | 'removed' | 'added';

/** A hunk as an unperturbed block and the text it should produce. */
export interface BenchHunk {
  path: string;
  before: string;
  /** `before` with only this hunk applied. */
  expected: string;
  /** Hunk lines in order with their kind (ORIGINAL = context + removed, UPDATED = context + added). */
  lines: Array<{ kind: LineKind; text: string }>;
}

/** A block ready to apply: the file it applies to and the text that should result. */
export interface BenchBlock {
  before: string;
  expected: string;
  original: string[];
  updated: string[];
}

const toText = (lines: readonly string[]): string => lines.map((l) => `${l}\n`).join('');

/** The hunks of one case, each with the text it alone produces on `before`. */
export function caseHunks(c: EditCase): BenchHunk[] {
  const options = { context: BENCH_CONTEXT_LINES, maxEditLength: MAX_BENCH_EDIT_LINES };
  const patch = structuredPatch(c.path, c.path, c.before, c.after, undefined, undefined, options);
  if (!patch) return [];
  const beforeLines = c.before.split('\n');
  const finalNewline = beforeLines[beforeLines.length - 1] === '';
  if (finalNewline) beforeLines.pop();
  const hunks: BenchHunk[] = [];
  for (const hunk of patch.hunks) {
    const lines: BenchHunk['lines'] = [];
    for (const raw of hunk.lines) {
      if (raw.startsWith('\\')) continue;
      const kind: LineKind = raw[0] === '+' ? 'added' : raw[0] === '-' ? 'removed' : 'context';
      lines.push({ kind, text: raw.slice(1) });
    }
    if (hunk.oldLines === 0 || !lines.some((l) => l.kind !== 'added')) continue;
    const start = hunk.oldStart - 1;
    const result = [
      ...beforeLines.slice(0, start),
      ...lines.filter((l) => l.kind !== 'removed').map((l) => l.text),
      ...beforeLines.slice(start + hunk.oldLines),
    ];
    const expected = result.length ? result.join('\n') + (finalNewline ? '\n' : '') : '';
    hunks.push({ path: c.path, before: c.before, expected, lines });
  }
  return hunks;
}

const originalOf = (lines: BenchHunk['lines']): string[] => lines.filter((l) => l.kind !== 'added').map((l) => l.text);
const updatedOf = (lines: BenchHunk['lines']): string[] => lines.filter((l) => l.kind !== 'removed').map((l) => l.text);

function commonIndent(lines: readonly string[]): string {
  let common: string | null = null;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const indent = /^\s*/.exec(line)![0];
    if (common === null) common = indent;
    else {
      let n = 0;
      while (n < common.length && n < indent.length && common[n] === indent[n]) n++;
      common = common.slice(0, n);
    }
  }
  return common ?? '';
}

/** The hunk's lines under a slip, or null when the slip cannot be made on it. */
function slipLines(hunk: BenchHunk, slip: SlipKind): BenchHunk['lines'] | null {
  const lines = hunk.lines;
  switch (slip) {
    case 'none':
    case 'crlf':
      return lines;
    case 'indentation': {
      const common = commonIndent(lines.map((l) => l.text));
      const shift = (text: string): string => (text.trim() === '' ? text : common ? text.slice(common.length) : ADDED_INDENT + text);
      return lines.map((l) => ({ kind: l.kind, text: shift(l.text) }));
    }
    case 'dropped-comments':
      return dropComments(lines, hunk.path);
    case 'trailing-whitespace': {
      // A removed line whose slip would make it read like an added line would turn into a kept line.
      const addedKeys = new Set(lines.filter((l) => l.kind === 'added').map((l) => l.text.trimEnd()));
      let n = 0;
      return lines.map((l) => {
        if (l.kind === 'added' || n++ % 2 === 1 || (l.kind === 'removed' && addedKeys.has(l.text.trimEnd()))) return l;
        const trimmed = l.text.trimEnd();
        return { kind: l.kind, text: trimmed === l.text ? l.text + ADDED_TRAILING : trimmed };
      });
    }
    case 'elision':
      return elide(lines);
  }
}

/**
 * Comment-only context lines left out, run by run. Only runs between unchanged lines go: next to
 * changed lines, leaving them out would make the block say something else (whether the comment stays,
 * where new lines go relative to it).
 */
function dropComments(lines: BenchHunk['lines'], path: string): BenchHunk['lines'] | null {
  const droppable = (l: BenchHunk['lines'][number]): boolean => l.kind === 'context' && isCommentLine(l.text, path);
  const kept: BenchHunk['lines'] = [];
  for (let i = 0; i < lines.length; ) {
    if (!droppable(lines[i]!)) {
      kept.push(lines[i++]!);
      continue;
    }
    let j = i;
    while (j < lines.length && droppable(lines[j]!)) j++;
    const unchanged = (l: BenchHunk['lines'][number] | undefined): boolean => l === undefined || l.kind === 'context';
    if (!unchanged(lines[i - 1]) || !unchanged(lines[j])) kept.push(...lines.slice(i, j));
    i = j;
  }
  if (kept.length === lines.length || !kept.some((l) => l.kind !== 'added' && l.text.trim() !== '')) return null;
  return kept;
}

/** The longest run of context lines strictly inside ORIGINAL replaced by one `...` line, or null. */
function elide(lines: BenchHunk['lines']): BenchHunk['lines'] | null {
  const origIndexes = lines.flatMap((l, i) => (l.kind === 'added' ? [] : [i]));
  const firstOrig = origIndexes[0]!;
  const lastOrig = origIndexes[origIndexes.length - 1]!;
  let best: [number, number] | null = null;
  for (let i = firstOrig + 1; i < lastOrig; ) {
    if (lines[i]!.kind !== 'context') {
      i++;
      continue;
    }
    let j = i;
    while (j < lastOrig && lines[j]!.kind === 'context') j++;
    if (j - i >= MIN_ELIDED_LINES && (!best || j - i > best[1] - best[0])) best = [i, j];
    i = j;
  }
  if (!best) return null;
  const quoted = (part: BenchHunk['lines']): boolean => part.some((l) => l.kind !== 'added' && l.text.trim() !== '');
  if (!quoted(lines.slice(0, best[0])) || !quoted(lines.slice(best[1]))) return null;
  return [...lines.slice(0, best[0]), { kind: 'context', text: '...' }, ...lines.slice(best[1])];
}

const toCrlf = (text: string): string => text.replace(/\n/g, '\r\n');

/** The hunk as a block under a slip, or null when the slip cannot be made on it. */
export function benchBlock(hunk: BenchHunk, slip: SlipKind): BenchBlock | null {
  const lines = slipLines(hunk, slip);
  if (!lines) return null;
  const crlf = slip === 'crlf';
  return {
    before: crlf ? toCrlf(hunk.before) : hunk.before,
    expected: crlf ? toCrlf(hunk.expected) : hunk.expected,
    original: originalOf(lines),
    updated: updatedOf(lines),
  };
}

/** Applies every hunk of every case under every slip and counts the outcomes. */
export function benchEditCases(cases: readonly EditCase[], slips: readonly SlipKind[] = SLIP_KINDS): EditBenchReport {
  const started = performance.now();
  const usable = cases.filter((c) => !c.before.includes('\r') && !c.after.includes('\r'));
  const hunks = usable.flatMap(caseHunks);
  const results = slips.map((slip) => {
    const result: SlipResult = { slip, blocks: 0, skipped: 0, exact: 0, refused: 0, wrong: 0 };
    for (const hunk of hunks) {
      const block = benchBlock(hunk, slip);
      if (!block) {
        result.skipped++;
        continue;
      }
      result.blocks++;
      const edit: EditBlock = { path: hunk.path, original: toText(block.original), updated: toText(block.updated), index: 1 };
      const applied = applyBlocksToFile(hunk.path, block.before, [edit]);
      if (applied.text === null) result.refused++;
      else if (applied.text === block.expected) result.exact++;
      else result.wrong++;
    }
    return result;
  });
  return { commits: 0, files: usable.length, hunks: hunks.length, slips: results, elapsedMs: Math.round(performance.now() - started) };
}

async function git(repoDir: string, args: readonly string[]): Promise<Buffer> {
  const { stdout } = await execFileAsync('git', ['-C', repoDir, ...args], { encoding: 'buffer', maxBuffer: GIT_MAX_BUFFER });
  return stdout;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A blob as text, or null when it is binary, not UTF-8 or too large. */
function blobText(bytes: Buffer): string | null {
  if (bytes.length > MAX_BENCH_FILE_BYTES || bytes.includes(0)) return null;
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/** The modified text files of the last `commits` non-merge commits (root commits have no parent and are skipped). */
export async function gatherEditCases(repoDir: string, commits: number): Promise<{ commits: number; cases: EditCase[] }> {
  const log = (await git(repoDir, ['log', '--no-merges', '--format=%H %P', `-n${commits}`, 'HEAD'])).toString('utf8');
  const cases: EditCase[] = [];
  let scanned = 0;
  for (const line of log.split('\n')) {
    const [commit, parent] = line.trim().split(' ');
    if (!commit) continue;
    scanned++;
    if (!parent) continue;
    const raw = (await git(repoDir, ['diff-tree', '-r', '-z', '--no-renames', '--diff-filter=M', parent, commit])).toString('utf8');
    const fields = raw.split('\0');
    for (let i = 0; i + 1 < fields.length; i += 2) {
      // ":<old mode> <new mode> <old blob> <new blob> M", then the path.
      const [, , oldBlob, newBlob] = fields[i]!.split(' ');
      const path = fields[i + 1]!;
      if (!oldBlob || !newBlob) continue;
      const before = blobText(await git(repoDir, ['cat-file', 'blob', oldBlob]));
      const after = before === null ? null : blobText(await git(repoDir, ['cat-file', 'blob', newBlob]));
      if (before !== null && after !== null) cases.push({ path, before, after });
    }
  }
  return { commits: scanned, cases };
}

/** Gathers the cases of the last `commits` commits of `repoDir` with `git`, then benchmarks them. */
export async function runEditBench(repoDir: string, options: { commits: number }): Promise<EditBenchReport> {
  const started = performance.now();
  const gathered = await gatherEditCases(repoDir, options.commits);
  const report = benchEditCases(gathered.cases);
  return { ...report, commits: gathered.commits, elapsedMs: Math.round(performance.now() - started) };
}

const percent = (n: number, of: number): string => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

/** The report as a fixed-width table. */
export function formatEditBenchTable(report: EditBenchReport): string {
  const header = ['slip', 'blocks', 'exact', 'refused', 'wrong', 'skipped'];
  const rows = report.slips.map((s) => [
    s.slip,
    String(s.blocks),
    `${s.exact} (${percent(s.exact, s.blocks)})`,
    `${s.refused} (${percent(s.refused, s.blocks)})`,
    String(s.wrong),
    String(s.skipped),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const format = (cells: readonly string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    `${report.commits} commits, ${report.files} modified files, ${report.hunks} hunks, ${report.elapsedMs} ms`,
    format(header),
    ...rows.map(format),
  ].join('\n');
}
