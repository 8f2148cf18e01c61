/**
 * Benchmark of the edit applier on real history: blocks built from the commits of a repository, applied
 * to the parent version of each file, as is and under the typical slips of a model.
 *
 * How the blocks are made (the way a careful model writes them, and the way the prompts ask for them):
 * - Every diff hunk of a modified UTF-8 text file, with `BENCH_CONTEXT_LINES` lines of context as
 *   `git diff` gives, is one block: ORIGINAL = its old lines with their context, UPDATED = its new lines
 *   with the same context. Hunks that only add lines to an empty file are left out.
 * - ORIGINAL must be unique in the file. When it occurs more than once in the parent file (line for
 *   line, exactly), it is widened with the surrounding file lines, one more on each side at a time (as
 *   far as the file goes), up to `MAX_WIDENED_LINES` each way, until it occurs once. Hunks still
 *   ambiguous then are dropped and counted as `ambiguous`, not as refusals.
 * - Each block is applied alone to the parent file, first as is (`none`), then under each slip of
 *   edit-slips.ts: indentation shifted, comment-only context lines dropped, trailing whitespace, a middle
 *   part elided with `...`, the lines after a blank or common first line elided, CRLF line ends in the file.
 * - The elision slip is made only on blocks whose ORIGINAL has at least `MIN_ELISION_BLOCK_LINES` (8)
 *   lines. It replaces the widest run of at least `MIN_ELIDED_LINES` (2) unchanged lines by `...` in both
 *   parts, such that ORIGINAL and UPDATED each keep at least `MIN_KEPT_LINES` (2) lines before and 2
 *   after the `...`, and the kept lines next to the `...` are neither blank nor a lone bracket (`}`,
 *   `});`). Blocks too short for such an elision are "not applicable" for it, as are blocks with no
 *   comment line to drop for the dropped-comments slip.
 * - The elision-after-common slip is made on blocks whose first lines are unchanged blank or common
 *   lines (a lone bracket, `"""`, a closing comment, `end`, `else:`, ...): those lines are kept, then one `...`
 *   stands for the unchanged lines after them up to the last one (`MIN_KEPT_AFTER_COMMON`) before the
 *   first change, as models write `...` right after the first line of a block.
 * - A slipped block whose ORIGINAL is, verbatim, the lines of some other place of the file (shifting
 *   the indentation of closing brackets can turn them into a copy of less indented ones; dropping a
 *   comment can leave lines that repeat elsewhere) now reads as a correct block for that place, or as
 *   an ambiguous one when there are several: no applier can tell it from a block meant for there. Such
 *   blocks are counted as `collided`, apart from the blocks tried. So are elided blocks that fit,
 *   verbatim, two equally tight places, by their deciding parts (the parts around the `...` that
 *   UPDATED changes, see elision.ts) and by all their parts together: the lines the `...` stands for
 *   were what made them unique. Those are still applied, and one the applier does not refuse counts
 *   as `wrong` (a guess). Slips that leave a block matching
 *   other places only up to whitespace or left-out lines stay in: refusing those is the applier's job.
 *
 * Outcomes: `exact` when the result equals the parent file with that hunk applied (every line the
 * commit wrote there, every other line as it was), `refused` when the applier declined, `wrong` when it
 * applied but the result differs (a wrong place or wrong text: this must stay 0).
 *
 * `benchEditCases` is pure; `runEditBench` gathers the cases from `git` first.
 */
import { structuredPatch } from 'diff';
import { gitOutput } from '../repo/git-run.js';
import { applyBlocksToFile } from './apply.js';
import type { EditBlock } from './edit-blocks.js';
import { originalOf, SLIP_KINDS, slipLines, updatedOf, type BlockLine, type SlipKind } from './edit-slips.js';
import { partsOf, pinnedParts, pinningParts, tightPlacements } from './elision.js';
import { exactKey, findContiguous, LineIndex } from './line-index.js';
import { elisionParts, isBlank, isElisionLine } from './lines.js';

export { MIN_ELIDED_LINES, MIN_ELISION_BLOCK_LINES, MIN_KEPT_LINES, SLIP_KINDS, type BlockLine, type SlipKind } from './edit-slips.js';

/** Lines of unchanged context around each hunk, as `git diff` gives by default. */
export const BENCH_CONTEXT_LINES = 3;
/** An ambiguous ORIGINAL is widened by at most this many file lines each way before its hunk is dropped. */
export const MAX_WIDENED_LINES = 10;
/** Larger files are left out of the benchmark (generated bundles, data). */
export const MAX_BENCH_FILE_BYTES = 512 * 1024;
/** Files whose change needs more line edits than this (lock files, regenerated data) are left out. */
export const MAX_BENCH_EDIT_LINES = 2_000;
const GIT_MAX_BUFFER = 256 * 1024 * 1024;

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
  exact: number;
  refused: number;
  wrong: number;
  /** Blocks the slip cannot be made on realistically (too short to elide, no comment line to drop). */
  notApplicable: number;
  /** Slipped blocks left out because their ORIGINAL is, verbatim, other lines of the file. */
  collided: number;
}

export interface EditBenchReport {
  /** Commits scanned (0 when the cases were given directly). */
  commits: number;
  files: number;
  /** Hunks found, the ambiguous ones included. */
  hunks: number;
  /** Hunks whose ORIGINAL had to be widened to be unique. */
  widened: number;
  /** Hunks dropped because their ORIGINAL was still not unique after widening. */
  ambiguous: number;
  slips: SlipResult[];
  elapsedMs: number;
}

/** A hunk as an unperturbed block and the text it should produce. */
export interface BenchHunk {
  path: string;
  before: string;
  /** `before` with only this hunk applied. */
  expected: string;
  /** 0-based line of `before` where ORIGINAL starts. */
  start: number;
  /** Block lines in order (ORIGINAL = context + removed, UPDATED = context + added). */
  lines: BlockLine[];
}

/** A block ready to apply: the file it applies to and the text that should result. */
export interface BenchBlock {
  before: string;
  expected: string;
  original: string[];
  updated: string[];
}

const toText = (lines: readonly string[]): string => lines.map((l) => `${l}\n`).join('');

/** A text's lines, without the empty string after a final newline. */
function textLines(text: string): { lines: string[]; finalNewline: boolean } {
  const lines = text.split('\n');
  const finalNewline = lines[lines.length - 1] === '';
  if (finalNewline) lines.pop();
  return { lines, finalNewline };
}

/** The hunks of one case as `git diff` shows them, each with the text it alone produces on `before`. */
export function caseHunks(c: EditCase): BenchHunk[] {
  const options = { context: BENCH_CONTEXT_LINES, maxEditLength: MAX_BENCH_EDIT_LINES };
  const patch = structuredPatch(c.path, c.path, c.before, c.after, undefined, undefined, options);
  if (!patch) return [];
  const { lines: beforeLines, finalNewline } = textLines(c.before);
  const hunks: BenchHunk[] = [];
  for (const hunk of patch.hunks) {
    const lines: BlockLine[] = [];
    for (const raw of hunk.lines) {
      if (raw.startsWith('\\')) continue;
      const kind: BlockLine['kind'] = raw[0] === '+' ? 'added' : raw[0] === '-' ? 'removed' : 'context';
      lines.push({ kind, text: raw.slice(1) });
    }
    if (hunk.oldLines === 0 || !lines.some((l) => l.kind !== 'added')) continue;
    const start = hunk.oldStart - 1;
    const result = [...beforeLines.slice(0, start), ...updatedOf(lines), ...beforeLines.slice(start + hunk.oldLines)];
    const expected = result.length ? result.join('\n') + (finalNewline ? '\n' : '') : '';
    hunks.push({ path: c.path, before: c.before, expected, start, lines });
  }
  return hunks;
}

/**
 * The hunk with an ORIGINAL that occurs once in `file` (the parent's lines): as it is, or widened with
 * surrounding lines up to `MAX_WIDENED_LINES` each way; null when it stays ambiguous.
 */
export function uniqueHunk(hunk: BenchHunk, file: LineIndex): { hunk: BenchHunk; widened: number } | null {
  const keyed = file.keyed(exactKey);
  const size = file.lines.length;
  const end = hunk.start + originalOf(hunk.lines).length;
  for (let widened = 0; widened <= MAX_WIDENED_LINES; widened++) {
    const from = Math.max(0, hunk.start - widened);
    const to = Math.min(size, end + widened);
    if (findContiguous(keyed, file.lines.slice(from, to), 2).length === 1) {
      if (widened === 0) return { hunk, widened };
      const context = (text: string): BlockLine => ({ kind: 'context', text });
      const lines = [...file.lines.slice(from, hunk.start).map(context), ...hunk.lines, ...file.lines.slice(end, to).map(context)];
      return { hunk: { ...hunk, start: from, lines }, widened };
    }
    if (from === 0 && to === size) break;
  }
  return null;
}

const toCrlf = (text: string): string => text.replace(/\n/g, '\r\n');

/** The hunk as a block under a slip, or null when the slip cannot be made on it. */
export function benchBlock(hunk: BenchHunk, slip: SlipKind): BenchBlock | null {
  const lines = slipLines(hunk.lines, hunk.path, slip);
  if (!lines) return null;
  const crlf = slip === 'crlf';
  return {
    before: crlf ? toCrlf(hunk.before) : hunk.before,
    expected: crlf ? toCrlf(hunk.expected) : hunk.expected,
    original: originalOf(lines),
    updated: updatedOf(lines),
  };
}

/** Whether `original` is, verbatim, file lines that start outside the hunk's own lines. */
function quotesElsewhere(file: LineIndex, hunk: BenchHunk, original: readonly string[]): boolean {
  const end = hunk.start + originalOf(hunk.lines).length;
  return findContiguous(file.keyed(exactKey), original, 1, (s) => s < hunk.start || s >= end).length > 0;
}

/**
 * Whether a slipped ORIGINAL with `...` lines fits two equally tight places verbatim, by its deciding
 * parts (see `pinningParts`) and by all its parts together (unless a part is blank lines alone): the
 * block then says another place as well as its own.
 */
function elidedAmbiguously(file: LineIndex, block: BenchBlock): boolean {
  const { original, updated } = block;
  if (!original.some(isElisionLine)) return false;
  const parts = partsOf(file, original, exactKey);
  const pinned = pinnedParts(parts, pinningParts(original, updated));
  if (pinned === undefined || tightPlacements(pinned).length < 2) return false;
  const blankPart = elisionParts(original).some(([from, to]) => original.slice(from, to).every(isBlank));
  return blankPart || tightPlacements(parts).length > 1;
}

/** The unique-ORIGINAL hunks of the cases, with the parent file's lines, and how many were widened or dropped. */
function prepareHunks(cases: readonly EditCase[]): { found: number; widened: number; ambiguous: number; hunks: Array<{ hunk: BenchHunk; file: LineIndex }> } {
  const prepared = { found: 0, widened: 0, ambiguous: 0, hunks: [] as Array<{ hunk: BenchHunk; file: LineIndex }> };
  for (const c of cases) {
    const hunks = caseHunks(c);
    if (hunks.length === 0) continue;
    const file = new LineIndex(textLines(c.before).lines);
    for (const hunk of hunks) {
      prepared.found++;
      const unique = uniqueHunk(hunk, file);
      if (!unique) prepared.ambiguous++;
      else {
        if (unique.widened > 0) prepared.widened++;
        prepared.hunks.push({ hunk: unique.hunk, file });
      }
    }
  }
  return prepared;
}

/** Applies every hunk of every case under every slip and counts the outcomes. */
export function benchEditCases(cases: readonly EditCase[], slips: readonly SlipKind[] = SLIP_KINDS): EditBenchReport {
  const started = performance.now();
  const usable = cases.filter((c) => !c.before.includes('\r') && !c.after.includes('\r'));
  const prepared = prepareHunks(usable);
  const results = slips.map((slip) => {
    const result: SlipResult = { slip, blocks: 0, exact: 0, refused: 0, wrong: 0, notApplicable: 0, collided: 0 };
    for (const { hunk, file } of prepared.hunks) {
      const block = benchBlock(hunk, slip);
      if (!block) {
        result.notApplicable++;
        continue;
      }
      if (slip !== 'none' && slip !== 'crlf' && quotesElsewhere(file, hunk, block.original)) {
        result.collided++;
        continue;
      }
      const edit: EditBlock = { path: hunk.path, original: toText(block.original), updated: toText(block.updated), index: 1 };
      const applied = applyBlocksToFile(hunk.path, block.before, [edit]);
      if (elidedAmbiguously(file, block)) {
        // Refusing is the only right answer; applying it anywhere is a guess.
        if (applied.text === null) result.collided++;
        else {
          result.blocks++;
          result.wrong++;
        }
        continue;
      }
      result.blocks++;
      if (applied.text === null) result.refused++;
      else if (applied.text === block.expected) result.exact++;
      else result.wrong++;
    }
    return result;
  });
  const { found, widened, ambiguous } = prepared;
  return { commits: 0, files: usable.length, hunks: found, widened, ambiguous, slips: results, elapsedMs: Math.round(performance.now() - started) };
}

async function git(repoDir: string, args: readonly string[]): Promise<Buffer> {
  return gitOutput(repoDir, args, { readOnly: true, maxOutputBytes: GIT_MAX_BUFFER });
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

/** A share with one decimal; 100.0% means all and 0.0% none (otherwise >99.9% and <0.1%). */
function percent(n: number, of: number): string {
  if (of === 0) return '-';
  const shown = ((100 * n) / of).toFixed(1);
  if (shown === '100.0' && n < of) return '>99.9%';
  if (shown === '0.0' && n > 0) return '<0.1%';
  return `${shown}%`;
}

/** The report as a fixed-width table. */
export function formatEditBenchTable(report: EditBenchReport): string {
  const header = ['slip', 'blocks', 'exact', 'refused', 'wrong', 'n/a', 'collided'];
  const rows = report.slips.map((s) => [
    s.slip,
    String(s.blocks),
    `${s.exact} (${percent(s.exact, s.blocks)})`,
    `${s.refused} (${percent(s.refused, s.blocks)})`,
    String(s.wrong),
    String(s.notApplicable),
    String(s.collided),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const format = (cells: readonly string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    `${report.commits} commits, ${report.files} modified files, ${report.hunks} hunks ` +
      `(${report.widened} widened to be unique, ${report.ambiguous} dropped as still ambiguous), ${report.elapsedMs} ms`,
    format(header),
    ...rows.map(format),
  ].join('\n');
}
