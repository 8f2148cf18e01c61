/** `search`: ranked files, entities and snippets for a query; with --embeddings, fused with vector search. */
import { LlmClient } from '../llm/client.js';
import { DEFAULT_FUSION, FUSION_METHODS, vectorChunkScores, type FusionMethod, type VectorSearchResult } from '../search/hybrid.js';
import type { RepoIndex } from '../search/repo-index.js';
import { search } from '../search/search.js';
import { UsageError } from './args.js';
import type { CliIO, CommandValues } from './commands.js';
import { cacheDirArg, fileReader, indexRepo, intArg, printJson, repoArg, round, textArg } from './common.js';
import { DEFAULT_MAX_TOKENS_PER_RUN, DEFAULT_MODEL } from './run.js';

export interface EmbeddingSettings {
  client: LlmClient;
  /** The embeddings model (`--embeddings MODEL`). */
  model: string;
  /** `SWEEP_FUSION` (`rrf` or `weighted`), default `rrf`. */
  method: FusionMethod;
}

/**
 * The embeddings client for `--embeddings MODEL`, from OPENAI_API_KEY / OPENAI_BASE_URL; undefined
 * without the flag (then nothing is sent anywhere). Throws a UsageError naming what is missing.
 */
export function embeddingSettings(values: CommandValues, env: NodeJS.ProcessEnv, io: CliIO): EmbeddingSettings | undefined {
  const flag = values.embeddings;
  if (flag === undefined || flag === false) return undefined;
  const model = String(flag).trim();
  if (!model) throw new UsageError('--embeddings needs a model name, e.g. text-embedding-3-small or nomic-embed-text');
  const apiKey = env.OPENAI_API_KEY?.trim();
  const baseURL = env.OPENAI_BASE_URL?.trim();
  if (!apiKey && !baseURL) {
    throw new UsageError('--embeddings needs a model endpoint: set OPENAI_API_KEY (OpenAI) or OPENAI_BASE_URL (any OpenAI-compatible server, e.g. http://localhost:11434/v1)');
  }
  const fusion = env.SWEEP_FUSION?.trim() || DEFAULT_FUSION;
  if (!(FUSION_METHODS as readonly string[]).includes(fusion)) throw new UsageError(`SWEEP_FUSION must be one of ${FUSION_METHODS.join(', ')}, got '${fusion}'`);
  const client = new LlmClient({
    apiKey: apiKey || 'not-needed',
    ...(baseURL ? { baseURL } : {}),
    model: env.SWEEP_MODEL?.trim() || DEFAULT_MODEL,
    maxTokensPerRun: DEFAULT_MAX_TOKENS_PER_RUN,
    onRetry: (info) => io.stderr(`retrying the embeddings call (attempt ${info.attempt + 1}): ${info.error instanceof Error ? info.error.message : String(info.error)}\n`),
  });
  return { client, model, method: fusion as FusionMethod };
}

/** Vector scores for `query` over `index`, with one summary line on stderr. */
export async function embeddingScores(index: RepoIndex, query: string, settings: EmbeddingSettings, cacheDir: string | false, io: CliIO): Promise<VectorSearchResult> {
  const result = await vectorChunkScores(index, query, {
    embedder: settings.client,
    model: settings.model,
    method: settings.method,
    cacheDir,
    readText: fileReader(index),
    ...(io.stderrIsTTY ? { onProgress: (done: number, total: number) => io.stderr(`\r\x1b[2Kembedding ${done}/${total} chunks`) } : {}),
  });
  if (io.stderrIsTTY && result.stats?.embedded) io.stderr('\r\x1b[2K');
  const s = result.stats;
  if (s) {
    io.stderr(
      `embeddings (${settings.model}, ${settings.method}): ${s.chunks} chunks, ${s.cached} cached, ${s.embedded} embedded in ${s.calls} calls` +
        `${s.unreadable ? `, ${s.unreadable} unreadable` : ''}, ${result.chunksMs.toFixed(0)} ms\n`,
    );
  } else {
    io.stderr('embeddings: the query has no text to embed; lexical ranking only\n');
  }
  return result;
}

export async function searchCommand(values: CommandValues, io: CliIO, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const started = performance.now();
  const embeddings = embeddingSettings(values, env, io);
  const repo = repoArg(values);
  const query = textArg(values, 'query');
  const top = intArg(values, 'top', 10);
  const index = await indexRepo(repo, values, io);
  const indexMs = performance.now() - started;
  const vectors = embeddings ? await embeddingScores(index, query, embeddings, cacheDirArg(values, repo), io) : undefined;
  const result = search(index, query, {
    top,
    readText: fileReader(index),
    ...(vectors?.extraChunkScores ? { extraChunkScores: vectors.extraChunkScores } : {}),
  });
  const queryMs = result.queryMs + (vectors?.queryMs ?? 0);
  const totalMs = performance.now() - started;
  const t = index.timings;
  if (values.timings) {
    io.stderr(
      `timings: walk ${t.walkMs.toFixed(0)} ms, read ${t.readMs.toFixed(0)} ms, parse ${t.parseMs.toFixed(0)} ms, ` +
        `store ${t.storeMs.toFixed(0)} ms, index ${t.indexMs.toFixed(0)} ms, ${vectors ? `embed ${vectors.chunksMs.toFixed(0)} ms, ` : ''}query ${queryMs.toFixed(1)} ms, total ${totalMs.toFixed(0)} ms ` +
        `(${index.stats.files} files: ${index.stats.reused} reused, ${index.stats.rehashed} re-hashed, ${index.stats.analyzed} parsed)\n`,
    );
  }
  if (values.json) {
    printJson(io, {
      intent: result.intent,
      files: result.files.map((f) => ({
        path: f.path,
        score: round(f.score),
        ...(values.explain ? { signals: Object.fromEntries(Object.entries(f.signals).map(([k, v]) => [k, round(v)])) } : {}),
      })),
      entities: result.entities.map((e) => ({ ...e, score: round(e.score) })),
      snippets: result.snippets.map((s) => ({ ...s, score: round(s.score) })),
      timings: {
        indexMs: round(indexMs, 1),
        queryMs: round(queryMs, 1),
        totalMs: round(totalMs, 1),
        walkMs: round(t.walkMs, 1),
        readMs: round(t.readMs, 1),
        parseMs: round(t.parseMs, 1),
        storeMs: round(t.storeMs, 1),
        buildMs: round(t.indexMs, 1),
        ...(vectors ? { embedMs: round(vectors.chunksMs, 1) } : {}),
      },
    });
    return 0;
  }
  if (index.files.length === 0) {
    io.stdout(`No indexable files in ${repo} (${index.skipped.length} skipped).\n`);
    return 0;
  }
  io.stdout(`Intent: ${result.intent.kind} (${result.intent.confidence})\n\nFiles:\n`);
  for (const f of result.files) io.stdout(`  ${f.score.toFixed(3)}  ${f.path}\n`);
  if (result.entities.length) {
    io.stdout('\nEntities:\n');
    for (const e of result.entities) io.stdout(`  ${e.score.toFixed(3)}  ${e.path}:${e.startLine}-${e.endLine}  ${e.kind} ${e.name}\n`);
  }
  if (result.snippets.length) {
    io.stdout('\nSnippets:\n');
    for (const s of result.snippets) io.stdout(`  ${s.score.toFixed(3)}  ${s.path}:${s.startLine}-${s.endLine}\n`);
  }
  if (result.files.length === 0) io.stdout('  (nothing matched the query)\n');
  return 0;
}
