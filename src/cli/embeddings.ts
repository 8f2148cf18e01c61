/** `--embeddings MODEL` for search and eval: the endpoint from the environment, and vector scores fused into retrieval. Loaded only when asked for. */
import { LlmClient } from '../llm/client.js';
import { DEFAULT_FUSION, FUSION_METHODS, vectorChunkScores, type FusionMethod, type VectorSearchResult } from '../search/vectors/hybrid.js';
import type { RepoIndex } from '../search/index/repo-index.js';
import { UsageError } from './args.js';
import type { CliIO, CommandValues } from './io.js';
import { fileReader } from './common.js';
import { DEFAULT_MAX_TOKENS_PER_RUN, DEFAULT_MODEL } from './run.js';

export interface EmbeddingSettings {
  client: LlmClient;
  /** The embeddings model (`--embeddings MODEL`). */
  model: string;
  /** `SWEEP_FUSION` (`rrf` or `weighted`), default DEFAULT_FUSION. */
  method: FusionMethod;
  /** The clock of the embeddings deadline (the client's); `Date.now` unless a test gives its own. */
  now?: () => number;
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

/** What `--json` says about embeddings: what was used, or why retrieval stayed lexical. */
export type EmbeddingsReport =
  | { used: true; model: string; method: FusionMethod; chunks: number; cached: number; embedded: number; calls: number; notEmbedded: number; embedMs: number }
  | { used: false; reason: string };

/**
 * Vector scores for `query` over `index`, with one summary line on stderr. When the endpoint fails
 * (an error, a timeout, the deadline), retrieval stays lexical: a warning on stderr, no scores, and
 * the reason in the report.
 */
export async function embeddingScores(
  index: RepoIndex,
  query: string,
  settings: EmbeddingSettings,
  cacheDir: string | false,
  io: CliIO,
): Promise<{ vectors: VectorSearchResult | undefined; report: EmbeddingsReport }> {
  let result: VectorSearchResult;
  try {
    result = await vectorChunkScores(index, query, {
      embedder: settings.client,
      model: settings.model,
      method: settings.method,
      cacheDir,
      readText: fileReader(index),
      ...(settings.now ? { now: settings.now } : {}),
      ...(io.stderrIsTTY ? { onProgress: (done: number, total: number) => io.stderr(`\r\x1b[2Kembedding ${done}/${total} chunks`) } : {}),
    });
  } catch (error) {
    if (io.stderrIsTTY) io.stderr('\r\x1b[2K');
    const reason = error instanceof Error ? error.message : String(error);
    io.stderr(`warning: embeddings failed, so the ranking is lexical only: ${reason}\n`);
    return { vectors: undefined, report: { used: false, reason } };
  }
  if (io.stderrIsTTY && result.stats?.embedded) io.stderr('\r\x1b[2K');
  const s = result.stats;
  if (!s) {
    io.stderr('embeddings: the query has no text to embed; lexical ranking only\n');
    return { vectors: result, report: { used: false, reason: 'the query has no text to embed' } };
  }
  io.stderr(
    `embeddings (${settings.model}, ${settings.method}): ${s.chunks} chunks, ${s.cached} cached, ${s.embedded} embedded in ${s.calls} calls` +
      `${s.notEmbedded ? `, ${s.notEmbedded} of files that are not source code left out` : ''}${s.unreadable ? `, ${s.unreadable} unreadable` : ''}, ${result.embedMs.toFixed(0)} ms\n`,
  );
  const report: EmbeddingsReport = {
    used: true,
    model: settings.model,
    method: settings.method,
    chunks: s.chunks,
    cached: s.cached,
    embedded: s.embedded,
    calls: s.calls,
    notEmbedded: s.notEmbedded,
    embedMs: Math.round(result.embedMs * 10) / 10,
  };
  return { vectors: result, report };
}
