/** `--embeddings MODEL` for search and eval: the endpoint from the environment, and vector scores fused into retrieval. Loaded only when asked for. */
import { LlmClient } from '../llm/client.js';
import { DEFAULT_FUSION, FUSION_METHODS, vectorChunkScores, type FusionMethod, type VectorSearchResult } from '../search/hybrid.js';
import type { RepoIndex } from '../search/repo-index.js';
import { UsageError } from './args.js';
import type { CliIO, CommandValues } from './commands.js';
import { fileReader } from './common.js';
import { DEFAULT_MAX_TOKENS_PER_RUN, DEFAULT_MODEL } from './run.js';

export interface EmbeddingSettings {
  client: LlmClient;
  /** The embeddings model (`--embeddings MODEL`). */
  model: string;
  /** `SWEEP_FUSION` (`rrf` or `weighted`), default DEFAULT_FUSION. */
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
