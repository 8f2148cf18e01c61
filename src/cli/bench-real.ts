/**
 * The `real` suite of `bench`: real checkouts measured end to end as a user meets them, each phase
 * in a new process of the CLI: a cold search with its save (until results, and the whole process),
 * warm searches (the median of WARM_RUNS), searches after 10 and after 100 files changed (each
 * with its save), the cold run's peak memory, and beside them `rg -c` and `ctags -R` over the same
 * tree in the same run. With several rounds, the cold and changed-file phases are repeated from a
 * new index folder each round and their medians reported (each round's cold time kept too). The machine (cores, memory) and its load average before and after are
 * printed with the table. Changed files are written back byte for byte afterwards; only files git
 * reports unchanged are touched.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gitOutputSync } from '../repo/git-run.js';
import { countLines, ctagsMs, gitFiles, median, rgMs, search, seconds } from './bench-scale.js';
import { round } from './common.js';

export const REAL_WARM_RUNS = 15;
/** Rounds of the cold and changed-file phases when not told (their medians are reported). */
export const REAL_ROUNDS = 3;
/** The sizes of the incremental runs. */
export const CHANGED_FILES = [10, 100] as const;
const SOURCE = /\.(?:py|java|go|rs|rb|cpp|cc|c|h|hpp|js|ts|tsx|mjs|cjs|cs|php|kt|scala)$/;

export interface RealRow {
  repo: string;
  commit: string;
  files: number;
  lines: number;
  /** Until results print, no persisted index. */
  coldMs: number;
  /** The cold process end to end, its save included. */
  coldTotalMs: number;
  warmMs: number;
  /** After 10 and 100 files changed: the process end to end, its save included. */
  changedMs: Record<(typeof CHANGED_FILES)[number], number>;
  peakRssMb: number | null;
  rgMs: number | null;
  ctagsMs: number | null;
  /** Each round's cold process end to end (the median of which is `coldTotalMs`). */
  coldRoundsMs: number[];
}

export interface RealReport {
  machine: string;
  loadBefore: number[];
  loadAfter: number[];
  /** Rounds of the cold and changed-file phases. */
  rounds: number;
  rows: RealRow[];
}

/** Source files spread over the tree that git says are unchanged, `count` of them. */
export function pickFiles(files: readonly string[], dirty: ReadonlySet<string>, count: number): string[] {
  const sources = files.filter((f) => SOURCE.test(f) && !dirty.has(f));
  const step = Math.max(1, Math.floor(sources.length / count));
  const picked: string[] = [];
  for (let i = 0; picked.length < count && i * step < sources.length; i++) picked.push(sources[i * step]!);
  return picked;
}

/** Appends a comment line to each of `files` and returns how to put them back. */
function change(repo: string, files: readonly string[]): () => void {
  const before = files.map((f) => [f, readFileSync(join(repo, f))] as const);
  for (const [f, bytes] of before) writeFileSync(join(repo, f), Buffer.concat([bytes, Buffer.from(/\.(?:py|rb)$/.test(f) ? '\n# changed for the bench\n' : '\n// changed for the bench\n')]));
  return () => {
    for (const [f, bytes] of before) writeFileSync(join(repo, f), bytes);
  };
}

/** One round of the cold and changed-file phases, from a new index folder (warm runs in the first). */
function measureRound(cli: string, repo: string, query: string, files: readonly string[], dirty: ReadonlySet<string>, warmRuns: number) {
  const cache = mkdtempSync(join(tmpdir(), 'sweep-real-'));
  try {
    const cold = search(cli, repo, query, cache);
    const warm = warmRuns > 0 ? median(Array.from({ length: warmRuns }, () => search(cli, repo, query, cache).wallMs)) : undefined;
    const changed = {} as RealRow['changedMs'];
    for (const count of CHANGED_FILES) {
      const restore = change(repo, pickFiles(files, dirty, count));
      try {
        changed[count] = search(cli, repo, query, cache).wallMs;
      } finally {
        restore();
      }
      // Back to the committed state in the persisted index too.
      search(cli, repo, query, cache);
    }
    return { cold, warm, changed };
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

/** One real checkout, measured: `rounds` rounds of the cold and changed-file phases, their medians. */
export function measureReal(cli: string, repo: string, query: string, warmRuns = REAL_WARM_RUNS, rounds = REAL_ROUNDS): RealRow {
  if (!existsSync(join(repo, '.git'))) throw new Error(`${repo} is not a git checkout: the real suite measures a repository as git lists it`);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`rounds must be a whole number of at least 1, got ${rounds}`);
  const files = gitFiles(repo);
  const dirty = new Set(gitOutputSync(repo, ['status', '--porcelain', '-z', '--untracked-files=no'], { readOnly: true }).toString('utf8').split('\0').filter((e) => e.length > 3).map((e) => e.slice(3)));
  const measured = Array.from({ length: rounds }, (_, i) => measureRound(cli, repo, query, files, dirty, i === 0 ? warmRuns : 0));
  const word = query.split(/\W+/).find((w) => w.length > 4) ?? 'error';
  const rg = rgMs(repo, word);
  const ctags = ctagsMs(repo);
  const peaks = measured.map((m) => m.cold.rssMb).filter((v): v is number => v !== null);
  const changedMs = {} as RealRow['changedMs'];
  for (const count of CHANGED_FILES) changedMs[count] = round(median(measured.map((m) => m.changed[count])), 0);
  return {
    repo,
    commit: gitOutputSync(repo, ['rev-parse', '--short=12', 'HEAD'], { readOnly: true }).toString('utf8').trim(),
    files: files.length,
    lines: countLines(repo, files),
    coldMs: round(median(measured.map((m) => m.cold.resultsMs)), 0),
    coldTotalMs: round(median(measured.map((m) => m.cold.wallMs)), 0),
    warmMs: round(measured[0]!.warm!, 0),
    changedMs,
    peakRssMb: peaks.length ? round(Math.max(...peaks), 0) : null,
    rgMs: rg === null ? null : round(rg, 0),
    ctagsMs: ctags === null ? null : round(ctags, 0),
    coldRoundsMs: measured.map((m) => round(m.cold.wallMs, 0)),
  };
}

export function measureRealRepos(cli: string, repos: readonly string[], query: string, rounds = REAL_ROUNDS): RealReport {
  const loadBefore = loadavg().map((l) => round(l, 2));
  const rows = repos.map((repo) => measureReal(cli, repo, query, REAL_WARM_RUNS, rounds));
  const cores = cpus();
  return {
    machine: `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node.js ${process.version}`,
    loadBefore,
    loadAfter: loadavg().map((l) => round(l, 2)),
    rounds,
    rows,
  };
}

const ratio = (ms: number, base: number | null) => (base ? ` (${(ms / base).toFixed(1)}×)` : '');

/** The report as Markdown, ready for docs/benchmarks.md. */
export function formatRealTable(report: RealReport): string {
  const of = report.rounds > 1 ? `, median of ${report.rounds}` : '';
  const lines = [
    `Machine: ${report.machine}; load average ${report.loadBefore.join(' / ')} before, ${report.loadAfter.join(' / ')} after.`,
    '',
    `| Repository | Commit | Files | Lines | Cold, until results${of} | Cold with save${of} (× ctags -R) | Cold with save, each round | Warm search, median of ${REAL_WARM_RUNS} (× rg -c) | 10 files changed${of} | 100 files changed${of} | Peak RSS | rg -c | ctags -R |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of report.rows) {
    const pct = (ms: number) => ` (${Math.round((ms / r.coldTotalMs) * 100)}% of cold)`;
    lines.push(
      `| ${r.repo} | ${r.commit} | ${r.files.toLocaleString('en')} | ${r.lines.toLocaleString('en')} | ${seconds(r.coldMs)} | ${seconds(r.coldTotalMs)}${ratio(r.coldTotalMs, r.ctagsMs)} | ${r.coldRoundsMs.map((ms) => seconds(ms)).join(', ')} | ${seconds(r.warmMs)}${ratio(r.warmMs, r.rgMs)} | ${seconds(r.changedMs[10])}${pct(r.changedMs[10])} | ${seconds(r.changedMs[100])}${pct(r.changedMs[100])} | ${r.peakRssMb === null ? 'n/a' : `${r.peakRssMb} MB`} | ${seconds(r.rgMs)} | ${seconds(r.ctagsMs)} |`,
    );
  }
  return lines.join('\n');
}
