/** `eval`: retrieval metrics on a JSONL of issues with gold files (and optionally gold entities). */
import { openSync, readFileSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { wholeDefinitions } from '../code/analyze.js';
import { functionDocuments, rankPlainBm25 } from '../search/rank/baseline.js';
import { buildIndex } from '../search/index/indexer.js';
import { percentile, rankMetrics, type InstanceOutcome, type RankMetrics } from '../search/rank/metrics.js';
import type { RepoIndex } from '../search/index/repo-index.js';
import { search } from '../search/rank/search.js';
import { assembleContext } from '../context/assemble.js';
import { tokenMeasure } from '../context/budget.js';
import { gatherContextItems } from '../context/gather.js';
import { isCodeShaped } from '../search/rank/query.js';
import { UsageError } from './args.js';
import { checkoutCommit, dumpCandidates, goldEntitiesOfCommit, goldEntitiesOfPatch, goldTests, holdCheckouts } from './eval-pool.js';
import type { CliIO, CommandValues } from './io.js';
import { cacheDirArg, fileReader, printJson, round } from './common.js';
import { embeddingScores, embeddingSettings } from './embeddings.js';

export interface EvalInstance {
  id: string;
  repo: string;
  query: string;
  gold_files: string[];
  gold_entities?: string[];
  /** With `--checkout`: the commit to check the repository out at first. */
  base_commit?: string;
  /** The fix commit: without `gold_entities` or `patch`, the gold entities are derived from its diff against the base. */
  commit?: string;
  /** The fix as a unified diff against the base: without `gold_entities`, the gold entities are derived from it. */
  patch?: string;
  /** Labels carried into the per-instance output (dev pool). */
  repository?: string;
  language?: string;
  style?: string;
}

const LABELS = ['base_commit', 'commit', 'repository', 'language', 'style'] as const;

/** Parses the dataset; every bad line is reported with its number. */
export function parseDataset(text: string, baseDir: string): EvalInstance[] {
  const out: EvalInstance[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    let row: Partial<EvalInstance>;
    try {
      row = JSON.parse(line) as Partial<EvalInstance>;
    } catch {
      throw new UsageError(`--dataset line ${i + 1} is not JSON`);
    }
    if (typeof row.repo !== 'string' || typeof row.query !== 'string' || !Array.isArray(row.gold_files)) {
      throw new UsageError(`--dataset line ${i + 1} needs "repo" (folder), "query" (text) and "gold_files" (array of paths)`);
    }
    out.push({
      id: typeof row.id === 'string' ? row.id : `line-${i + 1}`,
      repo: resolve(baseDir, row.repo),
      query: row.query,
      gold_files: row.gold_files,
      ...(Array.isArray(row.gold_entities) ? { gold_entities: row.gold_entities } : {}),
      ...(typeof row.patch === 'string' ? { patch: row.patch } : {}),
      ...Object.fromEntries(LABELS.filter((k) => typeof row[k] === 'string').map((k) => [k, row[k]])),
    });
  });
  return out;
}

const RANK_DEPTH = 50;

/** Plain BM25 over whole files and over every function's body (tests indexed for their imports only are parsed for theirs). */
async function rankBaseline(index: RepoIndex, query: string): Promise<{ files: string[]; entities: string[] }> {
  const read = fileReader(index);
  const texts = await Promise.all(
    index.files.map(async (f) => ({ path: f.path, text: read(f.path) ?? '', definitions: await wholeDefinitions(f.record.analysis, f.path, read) })),
  );
  return {
    files: rankPlainBm25(
      texts.map((t) => ({ id: t.path, text: t.text })),
      query,
    ),
    entities: rankPlainBm25(functionDocuments(texts), query),
  };
}

function formatMetrics(name: string, m: RankMetrics): string {
  const pct = (v: number | undefined) => `${(100 * (v ?? 0)).toFixed(1)}%`.padStart(7);
  return `${name.padEnd(9)} n=${String(m.instances).padEnd(4)} Acc@1 ${pct(m.acc[1])} Acc@3 ${pct(m.acc[3])} Acc@5 ${pct(m.acc[5])} Acc@10 ${pct(m.acc[10])}  R@5 ${pct(m.recall[5])} R@10 ${pct(m.recall[10])}  MRR ${m.mrr.toFixed(3)}`;
}

/** Opens the dump file (`--dump`), one JSON line per instance. */
function dumpWriter(path: string | undefined): ((record: unknown) => void) | undefined {
  if (path === undefined) return undefined;
  const fd = openSync(resolve(path), 'w');
  return (record) => writeSync(fd, `${JSON.stringify(record)}\n`);
}

export async function evalCommand(values: CommandValues, io: CliIO, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const embeddings = embeddingSettings(values, env, io);
  if (embeddings && values.baseline !== undefined) throw new UsageError('--embeddings and --baseline cannot be combined');
  const datasetPath = resolve(String(values.dataset));
  let text: string;
  try {
    text = readFileSync(datasetPath, 'utf8');
  } catch {
    throw new UsageError(`--dataset ${String(values.dataset)} cannot be read`);
  }
  const baseline = values.baseline;
  if (baseline !== undefined && baseline !== 'bm25') throw new UsageError(`--baseline must be 'bm25', got '${String(baseline)}'`);
  let only: RegExp | undefined;
  if (typeof values.only === 'string') {
    try {
      only = new RegExp(values.only);
    } catch {
      throw new UsageError(`--only ${values.only} is not a regular expression`);
    }
  }
  const instances = parseDataset(text, resolve(datasetPath, '..')).filter((i) => !only || only.test(i.id));
  const contextBudget = typeof values.context === 'string' ? Number(values.context) : undefined;
  const dump = dumpWriter(typeof values.dump === 'string' ? values.dump : undefined);
  const { count, atLeast } = tokenMeasure();
  let goldInContext = 0;
  let namedDefined = 0;
  let namedCarded = 0;
  const fileOutcomes: InstanceOutcome[] = [];
  const entityOutcomes: InstanceOutcome[] = [];
  const queryMs: number[] = [];
  const indexMs: number[] = [];
  const perInstance: unknown[] = [];
  // One run at a time moves a checkout: the locks are held until every instance is ranked.
  const release = values.checkout ? holdCheckouts(instances.filter((i) => i.base_commit).map((i) => i.repo)) : () => {};
  try {
    for (const inst of instances) {
      const t0 = performance.now();
      if (values.checkout && inst.base_commit) checkoutCommit(inst.repo, inst.base_commit);
      const cacheDir = cacheDirArg(values, inst.repo);
      const index = await buildIndex(inst.repo, { cacheDir });
      // Embedding the chunks counts as indexing; embedding the query and fusing, as the query.
      const vectors = embeddings ? (await embeddingScores(index, inst.query, embeddings, cacheDir, io)).vectors : undefined;
      const links = dump && !baseline ? (index.tables.links ?? index.links()) : undefined;
      indexMs.push(performance.now() - t0 - (vectors?.queryMs ?? 0));
      const goldEntities =
        inst.gold_entities ??
        (inst.patch !== undefined
          ? await goldEntitiesOfPatch(index, inst.patch, fileReader(index))
          : inst.commit && inst.base_commit
            ? await goldEntitiesOfCommit(index, inst.base_commit, inst.commit, inst.gold_files, fileReader(index))
            : []);
      const t1 = performance.now();
      let files: string[];
      let entities: string[];
      const extra = vectors?.extraChunkScores ? { extraChunkScores: vectors.extraChunkScores } : {};
      if (baseline) {
        ({ files, entities } = await rankBaseline(index, inst.query));
      } else {
        const read = fileReader(index);
        const result = search(index, inst.query, { top: RANK_DEPTH, snippets: 0, readText: read, ...extra, ...(links ? { links } : {}), features: Boolean(dump) });
        files = result.files.map((f) => f.path);
        entities = result.entities.map((e) => `${e.path}::${e.name}`);
        if (dump && result.features) {
          dump({ id: inst.id, repository: inst.repository, language: inst.language, style: inst.style, gold_files: inst.gold_files, gold_entities: goldEntities, indexed: inst.gold_files.filter((g) => index.byPath.has(g)), ...goldTests(index, inst.gold_files), files: index.files.length, ...dumpCandidates(index, result.features, read) });
        }
        if (contextBudget !== undefined) {
          const forContext = search(index, inst.query, { top: 10, snippets: 8, readText: read, ...extra });
          const ctx = assembleContext(forContext.intent.kind, await gatherContextItems(index, forContext, read), contextBudget, count, atLeast);
          const paths = new Set(ctx.sections.flatMap((s) => s.items.map((i) => i.path)));
          if (inst.gold_files.every((g) => paths.has(g))) goldInContext++;
          const carded = new Set(ctx.sections.filter((s) => s.name === 'definitions').flatMap((s) => s.items.map((i) => `${i.path}:${i.startLine}`)));
          for (const name of forContext.signals.symbols.filter(isCodeShaped)) {
            const defs = index.symbols.get(name.toLowerCase())?.map((id) => index.definition(id)).filter((d) => d.def.name === name) ?? [];
            if (!defs.length) continue;
            namedDefined++;
            if (defs.some((d) => carded.has(`${index.files[d.file]!.path}:${d.def.startLine}`))) namedCarded++;
          }
        }
      }
      queryMs.push(performance.now() - t1 + (vectors?.queryMs ?? 0));
      fileOutcomes.push({ ranked: files, gold: inst.gold_files });
      if (goldEntities.length) entityOutcomes.push({ ranked: entities, gold: goldEntities });
      const rank = (list: string[], gold: string[]) => gold.map((g) => list.indexOf(g) + 1);
      perInstance.push({
        id: inst.id,
        ...Object.fromEntries(['repository', 'language', 'style'].filter((k) => inst[k as keyof EvalInstance] !== undefined).map((k) => [k, inst[k as keyof EvalInstance]])),
        goldFileRanks: rank(files, inst.gold_files),
        goldEntityRanks: rank(entities, goldEntities),
        indexed: inst.gold_files.every((g) => index.byPath.has(g)),
      });
      if (!values.json) io.stderr(`${inst.id}: gold file ranks ${rank(files, inst.gold_files).join(',')}\n`);
      // The next instance may move the work tree: the persisted index must be written first.
      await index.persisted;
    }
  } finally {
    release();
  }
  const fileMetrics = rankMetrics(fileOutcomes);
  const entityMetrics = rankMetrics(entityOutcomes);
  const latency = { queryP50Ms: round(percentile(queryMs, 50), 1), queryP90Ms: round(percentile(queryMs, 90), 1), indexP50Ms: round(percentile(indexMs, 50), 1), indexP90Ms: round(percentile(indexMs, 90), 1) };
  const context =
    contextBudget === undefined
      ? undefined
      : { budget: contextBudget, goldFilesInContext: round(goldInContext / Math.max(1, instances.length)), namedSymbolsDefined: namedDefined, namedSymbolsCarded: namedCarded };
  if (values.json) {
    printJson(io, { ranker: baseline ?? (embeddings ? `sweep+${embeddings.method}(${embeddings.model})` : 'sweep'), files: fileMetrics, entities: entityMetrics, latency, ...(context ? { context } : {}), instances: perInstance });
    return 0;
  }
  io.stdout(`ranker: ${baseline ? 'plain BM25 (whole files / whole functions)' : embeddings ? `sweep + vectors (${embeddings.model}, ${embeddings.method} fusion)` : 'sweep'}\n`);
  io.stdout(`${formatMetrics('files', fileMetrics)}\n`);
  if (entityMetrics.instances) io.stdout(`${formatMetrics('entities', entityMetrics)}\n`);
  if (context) {
    io.stdout(
      `context (${context.budget} tokens): all gold files in context ${(100 * context.goldFilesInContext).toFixed(1)}% (search Acc@5 ${(100 * (fileMetrics.acc[5] ?? 0)).toFixed(1)}%); ` +
        `named symbols the repo defines with a card: ${namedCarded}/${namedDefined}\n`,
    );
  }
  io.stdout(`latency: query p50 ${latency.queryP50Ms} ms, p90 ${latency.queryP90Ms} ms; index p50 ${latency.indexP50Ms} ms, p90 ${latency.indexP90Ms} ms\n`);
  return 0;
}
