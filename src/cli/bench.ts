/**
 * `bench`: speed, memory and agreement benchmarks on a repository, each speed figure also given as a
 * ratio against ripgrep scanning the same tree in the same run.
 *  - index: cold index (no cache), warm CLI search end to end, warm in-process query, peak memory,
 *    warm context assembly and warm definition cards;
 *  - ctags: definitions found versus universal-ctags, per language;
 *  - edits: blocks built from real commits applied unchanged and under model slips;
 *  - run: `run --dry-run` end to end without the model's latency (see bench-run.ts);
 *  - micro: single pure steps on large inputs built in memory (see bench-micro.ts).
 *  - scale: indexing as repositories grow, on synthetic trees (see bench-scale.ts).
 *  - adversarial: the query stage on queries built against backtracking patterns (see bench-adversarial.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatEditBenchTable, runEditBench } from '../agent/edit-bench.js';
import { wholeDefinitions } from '../code/analyze.js';
import { compareWithCtags, runCtags, type AgreementRow } from '../code/ctags-compare.js';
import type { Definition } from '../code/definitions.js';
import { cardFor, renderCard, resolveSymbols } from '../code/symbols.js';
import { envNamesWithPrefix, hasProgram, programFailure, runProgram, runProgramSync } from '../repo/programs.js';
import { assembleContext } from '../context/assemble.js';
import { tokenMeasure, warmEncoder } from '../context/budget.js';
import { gatherContextItems } from '../context/gather.js';
import type { RepoIndex } from '../search/index/repo-index.js';
import { buildIndex } from '../search/index/indexer.js';
import { percentile } from '../search/rank/metrics.js';
import { search } from '../search/rank/search.js';
import { UsageError } from './args.js';
import { formatAdversarialTable, runAdversarialBench, type AdversarialReport } from './bench-adversarial.js';
import { formatMicroBench, runMicroBench, type MicroFigure } from './bench-micro.js';
import { formatRealTable, measureRealRepos, REAL_ROUNDS, REAL_WARM_RUNS, type RealReport } from './bench-real.js';
import { runBench, type RunBench } from './bench-run.js';
import { exponentsOf, formatScaleTable, measurePython, measureTree, type ScaleReport } from './bench-scale.js';
import type { CliIO, CommandValues } from './io.js';
import { fileReader, intArg, printJson, repoArg, round, textArg } from './common.js';

const DEFAULT_QUERY = 'error when parsing an empty configuration file: the default options are not applied';
const CLI_RUNS = 5;
const QUERY_RUNS = 20;
const RG_RUNS = 5;

export interface IndexBench {
  files: number;
  lines: number;
  coldIndexMs: number;
  peakRssMb: number;
  warmCliMs: number;
  warmLoadMs: number;
  warmQueryMs: number;
  /** Gathering and assembling an 8,000-token context in process, warm (search excluded). */
  contextMs: number;
  /** Building what token counting needs (the merge table, from the keys next to the bundle when they are there). */
  encoderMs: number;
  /** Search, details, graph, gathering and assembly for the first context from a freshly loaded index. */
  firstContextMs: number;
  /**
   * The same in `context` runs of the CLI (a new process each, the persisted index, as the CLI
   * reports it with `--timings`): median of CLI_RUNS.
   */
  cliContextMs: number;
  /** The assembly alone (choosing fidelities within the budget and rendering), warm. */
  assembleMs: number;
  /** Resolving one named symbol and rendering its standard card, warm (median over the top entities). */
  cardMs: number;
  cards: number;
  rgMs: number | null;
  ratios: { coldIndex: number | null; warmCli: number | null; warmQuery: number | null };
}

function median(values: number[]): number {
  return percentile(values, 50);
}

function timeRg(repo: string, word: string): number | null {
  const times: number[] = [];
  for (let i = 0; i < RG_RUNS; i++) {
    const start = performance.now();
    if (!hasProgram('rg')) return null;
    runProgramSync({ command: 'rg', args: ['-c', '--no-messages', word, repo], cwd: process.cwd() });
    times.push(performance.now() - start);
  }
  return median(times);
}

async function indexBench(repo: string, query: string, cli: string): Promise<IndexBench> {
  const cache = mkdtempSync(join(tmpdir(), 'sweep-bench-'));
  try {
    const t0 = performance.now();
    let cold: RepoIndex | undefined = await buildIndex(repo, { cacheDir: cache });
    const coldIndexMs = performance.now() - t0;
    // The CLI runs below must find the store on disk.
    await cold.persisted;
    const peakRssMb = process.resourceUsage().maxRSS / 1024;
    // Only its counts are kept: the in-process timings below run with one index in memory, as the
    // Action and the CLI do.
    const { files, lines } = cold.stats;
    cold = undefined;

    const cliRuns = async (command: string, ...args: string[]) => {
      const runs: { ms: number; stderr: string }[] = [];
      for (let i = 0; i < CLI_RUNS; i++) {
        const start = performance.now();
        const request = { command: process.execPath, args: [cli, command, '--repo', repo, '--query', query, '--json', '--cache-dir', cache, ...args], cwd: process.cwd(), allowEnv: envNamesWithPrefix('SWEEP_'), maxOutputBytes: 64 << 20 };
        const result = await runProgram(request);
        if (result.status !== 0) throw new Error(programFailure(request, result));
        const stderr = result.stderr.toString('utf8');
        runs.push({ ms: performance.now() - start, stderr });
      }
      return runs;
    };
    const cliContextTimes = (await cliRuns('context', '--no-links', '--timings')).map(({ stderr }) => {
      const m = /context: search ([\d.]+) ms, gather and assemble ([\d.]+) ms/.exec(stderr);
      if (!m) throw new Error(`context printed no timings: ${stderr.trim().slice(-200)}`);
      return Number(m[1]) + Number(m[2]);
    });
    const cliTimes = (await cliRuns('search')).map((r) => r.ms);
    const t1 = performance.now();
    const warm = await buildIndex(repo, { cacheDir: cache });
    const warmLoadMs = performance.now() - t1;
    const read = fileReader(warm);
    const { count, atLeast } = tokenMeasure();
    // The first context from the freshly loaded index, as `context` and the Action make it: search,
    // details, graph, gathering and assembly with no token count cached yet (the encoder is built
    // while indexing).
    const encoderStarted = performance.now();
    warmEncoder();
    const encoderMs = performance.now() - encoderStarted;
    const firstStarted = performance.now();
    const forContext = search(warm, query, { top: 10, snippets: 8, readText: read });
    assembleContext(forContext.intent.kind, await gatherContextItems(warm, forContext, read), 8000, count, atLeast);
    const firstContextMs = performance.now() - firstStarted;
    const queryTimes: number[] = [];
    for (let i = 0; i < QUERY_RUNS; i++) queryTimes.push(search(warm, query, { readText: read }).queryMs);
    const contextTimes: number[] = [];
    const assembleTimes: number[] = [];
    for (let i = 0; i < QUERY_RUNS; i++) {
      const started = performance.now();
      const items = await gatherContextItems(warm, forContext, read);
      const gathered = performance.now();
      assembleContext(forContext.intent.kind, items, 8000, count, atLeast);
      const done = performance.now();
      contextTimes.push(done - started);
      assembleTimes.push(done - gathered);
    }
    // Definition cards, warm: each top entity's name resolved from the top files and rendered.
    const graph = warm.graph();
    const topFiles = forContext.files.map((f) => f.path);
    const names = [...new Set(forContext.entities.map((e) => e.name))];
    const cardRound = () =>
      names.map((name) => {
        const started = performance.now();
        for (const resolved of resolveSymbols(graph, [name], topFiles)) {
          const best = resolved.definitions[0];
          if (best) renderCard(cardFor(best, read), 'standard');
        }
        return performance.now() - started;
      });
    cardRound(); // warm-up
    const cardTimes = Array.from({ length: 5 }, cardRound).flat();
    const word = query.split(/\W+/).find((w) => w.length > 4) ?? 'error';
    const rgMs = timeRg(repo, word);
    const warmCliMs = median(cliTimes);
    const warmQueryMs = median(queryTimes);
    const ratio = (v: number) => (rgMs ? round(v / rgMs, 1) : null);
    return {
      files,
      lines,
      coldIndexMs: round(coldIndexMs, 0),
      peakRssMb: round(peakRssMb, 0),
      warmCliMs: round(warmCliMs, 0),
      warmLoadMs: round(warmLoadMs, 0),
      warmQueryMs: round(warmQueryMs, 1),
      contextMs: round(median(contextTimes), 1),
      encoderMs: round(encoderMs, 1),
      firstContextMs: round(firstContextMs, 1),
      cliContextMs: round(median(cliContextTimes), 1),
      assembleMs: round(median(assembleTimes), 2),
      cardMs: cardTimes.length ? round(median(cardTimes), 3) : 0,
      cards: names.length,
      rgMs: rgMs === null ? null : round(rgMs, 1),
      ratios: { coldIndex: ratio(coldIndexMs), warmCli: ratio(warmCliMs), warmQuery: ratio(warmQueryMs) },
    };
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

async function ctagsBench(repo: string): Promise<AgreementRow[] | string> {
  if (!hasProgram('ctags')) return 'universal-ctags is not installed (apt-get install universal-ctags)';
  const index = await buildIndex(repo, { cacheDir: false, history: false });
  index.ensureDetails();
  const tags = await runCtags(repo, index.files.map((f) => f.path));
  // What the parser finds is compared: files indexed for their imports only (tests) are parsed whole.
  const read = fileReader(index);
  const whole = new Map<string, readonly Definition[]>();
  for (const f of index.files) whole.set(f.path, await wholeDefinitions(f.record.analysis, f.path, read));
  return compareWithCtags(tags, (path) => whole.get(path));
}

const SUITES = ['index', 'ctags', 'edits', 'run', 'micro', 'all', 'scale', 'real', 'adversarial'] as const;
/** Commits of history the edits suite builds blocks from (`--edits-commits`). */
export const EDIT_BENCH_COMMITS = 500;

export async function benchCommand(values: CommandValues, io: CliIO): Promise<number> {
  const repo = repoArg(values);
  const suite = typeof values.suite === 'string' ? values.suite : 'index';
  if (!(SUITES as readonly string[]).includes(suite)) throw new UsageError(`--suite must be one of ${SUITES.join(', ')}, got '${suite}'`);
  const query = values.query !== undefined || values['query-file'] !== undefined ? textArg(values, 'query') : DEFAULT_QUERY;
  const cli = process.argv[1] ?? 'dist/cli.js';
  const report: Record<string, unknown> = { repo };
  if (suite === 'index' || suite === 'all') report.index = await indexBench(repo, query, cli);
  if (suite === 'ctags' || suite === 'all') report.ctags = await ctagsBench(repo);
  if (suite === 'edits' || suite === 'all') report.edits = await runEditBench(editRepo(values, repo), { commits: intArg(values, 'edits-commits', EDIT_BENCH_COMMITS) });
  if (suite === 'run' || suite === 'all') report.run = await runBench(repo, cli);
  if (suite === 'micro' || suite === 'all') report.micro = await runMicroBench();
  if (suite === 'scale') report.scale = scaleBench(values, cli, query);
  if (suite === 'real') report.real = measureRealRepos(cli, [repo, ...(typeof values['real-repos'] === 'string' ? values['real-repos'].split(',').filter(Boolean) : [])], query, intArg(values, 'rounds', REAL_ROUNDS));
  if (suite === 'adversarial') {
    const index = await buildIndex(repo, { cacheDir: false });
    report.adversarial = runAdversarialBench(index, fileReader(index), query);
  }
  if (values.json) {
    printJson(io, report);
    return 0;
  }
  const index = report.index as IndexBench | undefined;
  if (index) {
    const r = (v: number | null) => (v === null ? 'n/a' : `${v}x rg`);
    io.stdout(`index suite on ${repo}: ${index.files} files, ${index.lines} lines\n`);
    io.stdout(`  cold index        ${index.coldIndexMs} ms (${r(index.ratios.coldIndex)}), peak RSS ${index.peakRssMb} MB\n`);
    io.stdout(`  warm CLI search   ${index.warmCliMs} ms end to end (${r(index.ratios.warmCli)})\n`);
    io.stdout(`  warm load         ${index.warmLoadMs} ms; warm query ${index.warmQueryMs} ms in process (${r(index.ratios.warmQuery)})\n`);
    io.stdout(`  warm context      ${index.contextMs} ms to gather and assemble 8,000 tokens in process (assembly ${index.assembleMs} ms); first context from a loaded index, search included: ${index.firstContextMs} ms\n`);
    io.stdout(`  CLI context       ${index.cliContextMs} ms for search, gathering and assembly in a new process from the persisted index\n`);
    io.stdout(`  token counting    ${index.encoderMs} ms to build its tables\n`);
    io.stdout(`  warm cards        ${index.cardMs} ms to resolve a symbol and render its card (median over ${index.cards} names)\n`);
    io.stdout(`  rg -c over the tree ${index.rgMs ?? 'n/a'} ms\n`);
  }
  const real = report.real as RealReport | undefined;
  if (real) io.stdout(`real suite (cold and changed files: ${real.rounds === 1 ? 'one round' : `the median of ${real.rounds} rounds`}; warm the median of ${REAL_WARM_RUNS}; each phase in a new process of the CLI):\n${formatRealTable(real)}\n`);
  const scale = report.scale as ScaleReport | undefined;
  if (scale) io.stdout(`scale suite (one run; absolute times depend on the machine's load, ratios and exponents less):\n${formatScaleTable(scale)}\n`);
  const adversarial = report.adversarial as AdversarialReport | undefined;
  if (adversarial) {
    const templates = adversarial.templates ? `${adversarial.templates} issue or pull request template${adversarial.templates === 1 ? '' : 's'}` : 'no template';
    io.stdout(`adversarial suite on ${repo} (${adversarial.files} files, ${templates}): the query stage in process, one run per query:\n${formatAdversarialTable(adversarial)}\n`);
  }
  const ctags = report.ctags as AgreementRow[] | string | undefined;
  if (typeof ctags === 'string') io.stdout(`ctags suite: ${ctags}\n`);
  else if (ctags) {
    io.stdout('ctags suite: language, ctags tags, found by name, found at the right line\n');
    for (const row of ctags) {
      const pct = (n: number) => `${((100 * n) / Math.max(row.tags, 1)).toFixed(1)}%`;
      io.stdout(`  ${row.language.padEnd(11)} ${String(row.tags).padStart(6)}  ${pct(row.found).padStart(6)}  ${pct(row.correctLine).padStart(6)}\n`);
      for (const example of row.examples.slice(0, 3)) io.stdout(`      miss: ${example}\n`);
    }
  }
  if (report.edits) io.stdout(`edits suite (blocks from real commits of ${editRepo(values, repo)}):\n${formatEditBenchTable(report.edits as Awaited<ReturnType<typeof runEditBench>>)}\n`);
  const run = report.run as RunBench | string | undefined;
  if (typeof run === 'string') io.stdout(`run suite: ${run}\n`);
  else if (run) {
    io.stdout(`run suite (run --dry-run editing ${run.target}; ${run.calls} model calls answered after ${run.latencyMs} ms each, subtracted):\n`);
    io.stdout(`  cold ${run.coldMs} ms, with the persisted index ${run.warmMs} ms\n`);
  }
  const micro = report.micro as MicroFigure[] | undefined;
  if (micro) io.stdout(`micro suite (median of each step on inputs built in memory):\n${formatMicroBench(micro)}\n`);
  return 0;
}

/** The scale suite over --scale-repos (and --python-repo). */
function scaleBench(values: CommandValues, cli: string, query: string): ScaleReport {
  const repos = typeof values['scale-repos'] === 'string' ? values['scale-repos'].split(',').filter(Boolean) : [];
  if (!repos.length) throw new UsageError('--suite scale needs --scale-repos DIR,DIR,... (npm run bench -- --suite scale builds them)');
  const rows = repos.map((repo) => measureTree(cli, repo, query));
  const python = typeof values['python-repo'] === 'string' ? measurePython(cli, values['python-repo'], query) : undefined;
  return { rows, exponents: exponentsOf(rows), ...(python ? { python } : {}) };
}

/** The repository whose history the edits suite uses: --edits-repo, else the benched one. */
function editRepo(values: CommandValues, repo: string): string {
  return typeof values['edits-repo'] === 'string' ? values['edits-repo'] : repo;
}
