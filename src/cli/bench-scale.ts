/**
 * The `scale` suite of `bench`: indexing cost as repositories grow, on synthetic trees of increasing
 * size (scripts/scale-corpus.mjs). For each tree, in new processes of the CLI: cold (until results
 * print), the save after them, warm search, an incremental run after 10 files changed, peak memory
 * and the store's size; beside them `rg -c` and `ctags -R` over the same tree in the same run. The
 * growth exponent of each phase is fitted between the trees of 5k files and more. Prints a table
 * ready for README.md.
 */
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitOutputSync } from '../repo/git-run.js';
import { envNamesWithPrefix, hasProgram, programFailure, runProgramSync } from '../repo/programs.js';
import { percentile } from '../search/rank/metrics.js';
import { round } from './common.js';

const WARM_RUNS = 3;
const PYTHON_COLD_RUNS = 3;
const PYTHON_WARM_RUNS = 5;
const RG_RUNS = 3;
/** Files changed for the incremental run. */
export const INCREMENTAL_FILES = 10;
/** Exponents are fitted over trees at least this large. */
export const FIT_FROM_FILES = 5_000;
const TIME = '/usr/bin/time';

export interface ScaleRow {
  files: number;
  lines: number;
  /** Until search results print, no persisted index. */
  coldMs: number;
  /** From the results to the process's end: the persisted index written. */
  saveMs: number;
  /** Warm `search` end to end (median). */
  warmMs: number;
  /** After INCREMENTAL_FILES files changed: until results print, and end to end with the save. */
  incrementalMs: number;
  incrementalTotalMs: number;
  peakRssMb: number | null;
  storeMb: number;
  rgMs: number | null;
  ctagsMs: number | null;
}

export interface ScaleReport {
  rows: ScaleRow[];
  /** Fitted growth exponent of each phase over the trees of FIT_FROM_FILES files and more. */
  exponents: Partial<Record<'coldMs' | 'saveMs' | 'warmMs' | 'incrementalTotalMs' | 'peakRssMb' | 'storeMb' | 'rgMs' | 'ctagsMs', number>>;
  python?: { files: number; lines: number; coldMs: number; warmMs: number };
}

interface Timed {
  wallMs: number;
  rssMb: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command, timing it; peak memory from `/usr/bin/time` where there is one. */
function timed(command: string, args: readonly string[]): Timed {
  const withTime = existsSync(TIME);
  const started = performance.now();
  const request = withTime ? { command: TIME, args: ['-f', '%M', command, ...args] } : { command, args };
  const r = runProgramSync({ ...request, cwd: process.cwd(), allowEnv: envNamesWithPrefix('SWEEP_'), maxOutputBytes: 256 << 20 });
  const wallMs = performance.now() - started;
  if (r.status !== 0) throw new Error(programFailure(request, r));
  let stderr = r.stderr.toString('utf8');
  let rssMb: number | null = null;
  if (withTime) {
    const lines = stderr.trimEnd().split('\n');
    rssMb = Number(lines.pop()) / 1024;
    stderr = lines.join('\n');
  }
  return { wallMs, rssMb, stdout: r.stdout.toString('utf8'), stderr };
}

export function search(cli: string, repo: string, query: string, cache: string): Timed & { resultsMs: number } {
  const run = timed(process.execPath, [cli, 'search', '--repo', repo, '--query', query, '--json', '--cache-dir', cache]);
  const resultsMs = (JSON.parse(run.stdout) as { timings: { totalMs: number } }).timings.totalMs;
  return { ...run, resultsMs };
}

export function gitFiles(repo: string): string[] {
  return gitOutputSync(repo, ['ls-files', '-z'], { readOnly: true, maxOutputBytes: 512 << 20 }).toString('utf8').split('\0').filter(Boolean);
}

export function countLines(repo: string, files: readonly string[]): number {
  let lines = 0;
  for (const f of files) {
    let text: string;
    try {
      text = readFileSync(join(repo, f), 'latin1');
    } catch {
      // Listed by git, not in the work tree (a sparse checkout, a submodule folder).
      continue;
    }
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  }
  return lines;
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return total;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

/** `rg -c` over the tree (median), or null without ripgrep. */
export function rgMs(repo: string, word: string): number | null {
  if (!hasProgram('rg')) return null;
  return median(Array.from({ length: RG_RUNS }, () => timed('rg', ['-c', '--no-messages', word, repo]).wallMs));
}

/** `ctags -R` over the tree, or null without universal-ctags. */
export function ctagsMs(repo: string): number | null {
  if (!hasProgram('ctags')) return null;
  const out = mkdtempSync(join(tmpdir(), 'sweep-ctags-'));
  try {
    return timed('ctags', ['-R', '-f', join(out, 'tags'), repo]).wallMs;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Appends a line to INCREMENTAL_FILES source files spread over the tree. */
function changeFiles(repo: string, files: readonly string[]): void {
  const sources = files.filter((f) => /\.(?:py|java|go|rs|rb|cpp|js|ts|mjs|cjs)$/.test(f));
  const step = Math.max(1, Math.floor(sources.length / INCREMENTAL_FILES));
  for (let i = 0; i < INCREMENTAL_FILES && i * step < sources.length; i++) {
    const file = sources[i * step]!;
    appendFileSync(join(repo, file), file.endsWith('.py') || file.endsWith('.rb') ? '\n# changed for the bench\n' : '\n// changed for the bench\n');
  }
}

/** Measures one tree (its files are changed by the incremental step, then restored with git). */
export function measureTree(cli: string, repo: string, query: string): ScaleRow {
  const files = gitFiles(repo);
  const cache = mkdtempSync(join(tmpdir(), 'sweep-scale-'));
  try {
    const cold = search(cli, repo, query, cache);
    const storeMb = folderBytes(cache) / (1 << 20);
    const warm = median(Array.from({ length: WARM_RUNS }, () => search(cli, repo, query, cache).wallMs));
    changeFiles(repo, files);
    const incremental = search(cli, repo, query, cache);
    gitOutputSync(repo, ['checkout', '-q', '--', '.']);
    const word = query.split(/\W+/).find((w) => w.length > 4) ?? 'error';
    return {
      files: files.length,
      lines: countLines(repo, files),
      coldMs: round(cold.resultsMs, 0),
      saveMs: round(Math.max(0, cold.wallMs - cold.resultsMs), 0),
      warmMs: round(warm, 0),
      incrementalMs: round(incremental.resultsMs, 0),
      incrementalTotalMs: round(incremental.wallMs, 0),
      peakRssMb: cold.rssMb === null ? null : round(cold.rssMb, 0),
      storeMb: round(storeMb, 1),
      rgMs: (() => {
        const v = rgMs(repo, word);
        return v === null ? null : round(v, 0);
      })(),
      ctagsMs: (() => {
        const v = ctagsMs(repo);
        return v === null ? null : round(v, 0);
      })(),
    };
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

/** Least-squares slope of log(value) over log(files): the growth exponent. */
export function growthExponent(points: readonly { files: number; value: number }[]): number | undefined {
  const usable = points.filter((p) => p.files > 0 && p.value > 0);
  if (usable.length < 2) return undefined;
  const xs = usable.map((p) => Math.log(p.files));
  const ys = usable.map((p) => Math.log(p.value));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i]! - my);
    den += (x - mx) ** 2;
  });
  return den ? round(num / den, 2) : undefined;
}

export function exponentsOf(rows: readonly ScaleRow[]): ScaleReport['exponents'] {
  const fitted = rows.filter((r) => r.files >= FIT_FROM_FILES);
  const out: ScaleReport['exponents'] = {};
  for (const key of ['coldMs', 'saveMs', 'warmMs', 'incrementalTotalMs', 'peakRssMb', 'storeMb', 'rgMs', 'ctagsMs'] as const) {
    const e = growthExponent(fitted.map((r) => ({ files: r.files, value: r[key] ?? 0 })));
    if (e !== undefined) out[key] = e;
  }
  return out;
}

/** The sympy-sized case: a cold index and warm CLI searches of a Python tree. */
export function measurePython(cli: string, repo: string, query: string): NonNullable<ScaleReport['python']> {
  const files = gitFiles(repo);
  // A tree this small is measured more than once: the median of PYTHON_COLD_RUNS cold runs (each
  // from an empty cache), and of PYTHON_WARM_RUNS warm searches after each.
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < PYTHON_COLD_RUNS; run++) {
    const cache = mkdtempSync(join(tmpdir(), 'sweep-scale-py-'));
    try {
      cold.push(search(cli, repo, query, cache).resultsMs);
      for (let i = 0; i < PYTHON_WARM_RUNS; i++) warm.push(search(cli, repo, query, cache).wallMs);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }
  return { files: files.length, lines: countLines(repo, files), coldMs: round(median(cold), 0), warmMs: round(median(warm), 0) };
}

export function seconds(ms: number | null): string {
  return ms === null ? 'n/a' : ms >= 10_000 ? `${(ms / 1000).toFixed(0)} s` : `${(ms / 1000).toFixed(2)} s`;
}

function ratio(ms: number, base: number | null): string {
  return base ? ` (${(ms / base).toFixed(0)}×)` : '';
}

/** The report as Markdown: one row per tree, then the fitted exponents. */
export function formatScaleTable(report: ScaleReport): string {
  const lines = [
    '| Files | Lines | Cold, until results (× ctags -R) | Save after results | Warm search (× rg) | 10 files changed, with save | Peak RSS | Store | rg -c | ctags -R |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of report.rows) {
    lines.push(
      `| ${r.files.toLocaleString('en')} | ${r.lines.toLocaleString('en')} | ${seconds(r.coldMs)}${ratio(r.coldMs, r.ctagsMs)} | ${seconds(r.saveMs)} | ${seconds(r.warmMs)}${ratio(r.warmMs, r.rgMs)} | ${seconds(r.incrementalTotalMs)} (results ${seconds(r.incrementalMs)}) | ${r.peakRssMb === null ? 'n/a' : `${r.peakRssMb} MB`} | ${r.storeMb} MB | ${seconds(r.rgMs)} | ${seconds(r.ctagsMs)} |`,
    );
  }
  const e = report.exponents;
  const x = (v: number | undefined) => (v === undefined ? 'n/a' : v.toFixed(2));
  lines.push(`| growth exponent, ${FIT_FROM_FILES.toLocaleString('en')} files and up | | ${x(e.coldMs)} | ${x(e.saveMs)} | ${x(e.warmMs)} | ${x(e.incrementalTotalMs)} | ${x(e.peakRssMb)} | ${x(e.storeMb)} | ${x(e.rgMs)} | ${x(e.ctagsMs)} |`);
  if (report.python) {
    const p = report.python;
    lines.push('', `Python tree of ${p.files.toLocaleString('en')} files, ${p.lines.toLocaleString('en')} lines: cold until results ${seconds(p.coldMs)} (median of ${PYTHON_COLD_RUNS}), warm CLI search ${seconds(p.warmMs)} (median of ${PYTHON_COLD_RUNS * PYTHON_WARM_RUNS}).`);
  }
  return lines.join('\n');
}
