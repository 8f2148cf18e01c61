/**
 * Hybrid retrieval: the lexical (BM25) chunk scores fused with the vector similarities of the chunks
 * to the query, either by reciprocal rank fusion or by a weighted sum of min-max normalized scores.
 * The result is handed to `search()` as `extraChunkScores`, chosen so that its content scores become
 * the fused scores scaled to the lexical range: the other signals (paths, mentions, definitions)
 * keep their weight. The fusion functions are pure; `vectorChunkScores` does the embedding.
 */
import { analyzeQuery } from '../rank/query.js';
import type { RepoIndex } from '../index/repo-index.js';
import { weightedQuery } from '../rank/features.js';
import { NO_TEMPLATE_LINES, stripTemplate } from '../rank/templates.js';
import { stripEnvironment } from '../rank/environment.js';
import { embedChunks, embedQuery, type ChunkEmbeddingOptions, type ChunkEmbeddingStats } from './vectors.js';

/** The usual constant of reciprocal rank fusion: 1 / (k + rank). */
export const RRF_K = 60;
/** Chunks of the vector ranking that take part in fusion; below them similarity is noise. */
export const VECTOR_DEPTH = 100;
/** Share of the normalized vector similarity in the weighted sum (the lexical score has the rest). */
export const VECTOR_WEIGHT = 0.3;

export const FUSION_METHODS = ['rrf', 'weighted'] as const;
export type FusionMethod = (typeof FUSION_METHODS)[number];
/**
 * The weighted sum is the default: when the vectors carry no signal it leaves the lexical ranking as
 * it is, while rank fusion reshuffles it (measured on the dev sets with all-zero vectors).
 */
export const DEFAULT_FUSION: FusionMethod = 'weighted';

function checkLengths(a: ArrayLike<number>, b: ArrayLike<number>): void {
  if (a.length !== b.length) throw new Error(`cannot fuse score lists of ${a.length} and ${b.length} entries`);
}

/**
 * 1-based ranks by descending score; equal scores share the better rank (1, 2, 2, 4). Only positive
 * scores are ranked, and only ranks up to `depth`; the rest get 0 (not in the ranking).
 */
export function rankPositions(scores: ArrayLike<number>, depth = Infinity): Uint32Array {
  const ranks = new Uint32Array(scores.length);
  const order: number[] = [];
  for (let i = 0; i < scores.length; i++) if (scores[i]! > 0) order.push(i);
  order.sort((a, b) => scores[b]! - scores[a]! || a - b);
  let rank = 0;
  for (let p = 0; p < order.length; p++) {
    const i = order[p]!;
    if (p === 0 || scores[i]! < scores[order[p - 1]!]!) rank = p + 1;
    if (rank > depth) break;
    ranks[i] = rank;
  }
  return ranks;
}

/** Sum over the rankings of 1 / (k + rank), for entries ranked (rank > 0) in them. */
export function reciprocalRankFusion(rankings: readonly ArrayLike<number>[], k = RRF_K): Float64Array {
  const length = rankings[0]?.length ?? 0;
  const out = new Float64Array(length);
  for (const ranks of rankings) {
    checkLengths(ranks, out);
    for (let i = 0; i < length; i++) if (ranks[i]! > 0) out[i]! += 1 / (k + ranks[i]!);
  }
  return out;
}

/**
 * (score - min) / (max - min) over the entries that count: all of them, or those with a non-zero
 * rank in `ranks`; the others get 0. When every counted score is equal, each gets 1 if positive.
 */
export function minMaxNormalize(scores: ArrayLike<number>, ranks?: ArrayLike<number>): Float64Array {
  if (ranks) checkLengths(scores, ranks);
  const counts = (i: number) => !ranks || ranks[i]! > 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < scores.length; i++) {
    if (!counts(i)) continue;
    min = Math.min(min, scores[i]!);
    max = Math.max(max, scores[i]!);
  }
  const out = new Float64Array(scores.length);
  const range = max - min;
  for (let i = 0; i < scores.length; i++) {
    if (!counts(i)) continue;
    out[i] = range > 0 ? (scores[i]! - min) / range : max > 0 ? 1 : 0;
  }
  return out;
}

/**
 * (1 - weight) x min-max normalized lexical score + weight x min-max normalized similarity, the
 * similarity counting only for the `depth` most similar chunks.
 */
export function weightedFusion(lexical: ArrayLike<number>, vector: ArrayLike<number>, weight = VECTOR_WEIGHT, depth = VECTOR_DEPTH): Float64Array {
  checkLengths(lexical, vector);
  const lex = minMaxNormalize(lexical);
  const vec = minMaxNormalize(vector, rankPositions(vector, depth));
  const out = new Float64Array(lex.length);
  for (let i = 0; i < out.length; i++) out[i] = (1 - weight) * lex[i]! + weight * vec[i]!;
  return out;
}

/** Fused chunk scores by `method`: RRF of the lexical ranking and the top `VECTOR_DEPTH` of the vector ranking, or the weighted sum. */
export function fuseChunkScores(lexical: ArrayLike<number>, vector: ArrayLike<number>, method: FusionMethod = DEFAULT_FUSION): Float64Array {
  checkLengths(lexical, vector);
  if (method === 'weighted') return weightedFusion(lexical, vector);
  return reciprocalRankFusion([rankPositions(lexical), rankPositions(vector, VECTOR_DEPTH)]);
}

/**
 * What to add to the lexical scores so they become the fused scores scaled to the lexical range
 * (the best fused chunk gets the best lexical score): fused x max(lexical) / max(fused) - lexical.
 * Without any lexical score the fused scores are scaled to a best of 1; without fused scores
 * nothing changes.
 */
export function extraChunkScores(lexical: ArrayLike<number>, fused: ArrayLike<number>): Float64Array {
  checkLengths(lexical, fused);
  let maxLexical = 0;
  let maxFused = 0;
  for (let i = 0; i < lexical.length; i++) {
    maxLexical = Math.max(maxLexical, lexical[i]!);
    maxFused = Math.max(maxFused, fused[i]!);
  }
  const out = new Float64Array(lexical.length);
  if (maxFused <= 0) return out;
  const scale = (maxLexical || 1) / maxFused;
  for (let i = 0; i < out.length; i++) out[i] = fused[i]! * scale - lexical[i]!;
  return out;
}

/** The content BM25 of every chunk for a query, exactly as `search()` computes it. */
export function lexicalChunkScores(index: RepoIndex, queryText: string): Float64Array {
  const scores = new Float64Array(index.chunkCount);
  index.content.score(weightedQuery(index, analyzeQuery(stripTemplate(stripEnvironment(queryText), NO_TEMPLATE_LINES)).terms), scores);
  return scores;
}

/** `search()`'s `extraChunkScores` for a query, given each chunk's similarity to it. */
export function hybridChunkScores(index: RepoIndex, queryText: string, similarities: Float64Array, method: FusionMethod = DEFAULT_FUSION): Float64Array {
  const lexical = lexicalChunkScores(index, queryText);
  return extraChunkScores(lexical, fuseChunkScores(lexical, similarities, method));
}

/** How long one embeddings request may take, each attempt (a hung endpoint is given up on after this). */
export const EMBED_REQUEST_TIMEOUT_MS = 30_000;
/** How long all the embeddings requests of one search may take together, the query's included. */
export const EMBED_DEADLINE_MS = 300_000;

export interface VectorSearchOptions extends Omit<ChunkEmbeddingOptions, 'dimensions' | 'limits'> {
  method?: FusionMethod;
  /** Per-request timeout of the embeddings requests (default `EMBED_REQUEST_TIMEOUT_MS`). */
  requestTimeoutMs?: number;
  /** Time all of them may take together (default `EMBED_DEADLINE_MS`). */
  deadlineMs?: number;
  /** Epoch milliseconds: the clock of the deadline (the embedder's) and of the timings; `Date.now` by default. */
  now?: () => number;
}

export interface VectorSearchResult {
  /** For `search()`; undefined when the query has no text to embed. */
  extraChunkScores: Float64Array | undefined;
  /** Cosine similarity of each chunk to the query. */
  similarities: Float64Array | undefined;
  /** Undefined when no chunk needed embedding because the query was empty. */
  stats: ChunkEmbeddingStats | undefined;
  /** Time to embed the query, fuse and scale. */
  queryMs: number;
  /** Time to load, embed and cache the chunk vectors. */
  chunksMs: number;
  /** Time spent embedding: the query and the chunks. */
  embedMs: number;
  /** Time to fuse the similarities with the lexical scores. */
  fuseMs: number;
}

/**
 * Embeds the query first (its vector fixes the dimensions a cache must have), then the chunks the
 * cache lacks, and fuses the similarities with the lexical scores. Every embeddings request has
 * `requestTimeoutMs` per attempt, and all of them `deadlineMs` together; a failure is thrown (the
 * caller falls back to lexical ranking).
 */
export async function vectorChunkScores(index: RepoIndex, queryText: string, options: VectorSearchOptions): Promise<VectorSearchResult> {
  const { method, requestTimeoutMs = EMBED_REQUEST_TIMEOUT_MS, deadlineMs = EMBED_DEADLINE_MS, now = Date.now, ...rest } = options;
  const started = now();
  const limits = { timeoutMs: requestTimeoutMs, deadline: started + deadlineMs };
  const query = await embedQuery(options.embedder, options.model, queryText, limits);
  const queryEmbedMs = now() - started;
  if (!query) return { extraChunkScores: undefined, similarities: undefined, stats: undefined, queryMs: queryEmbedMs, chunksMs: 0, embedMs: queryEmbedMs, fuseMs: 0 };
  let t = now();
  const { vectors, stats } = await embedChunks(index, { ...rest, dimensions: query.length, limits });
  const chunksMs = now() - t;
  t = now();
  const similarities = vectors.similarities(query);
  const extra = hybridChunkScores(index, queryText, similarities, method);
  const fuseMs = now() - t;
  return { extraChunkScores: extra, similarities, stats, queryMs: queryEmbedMs + fuseMs, chunksMs, embedMs: queryEmbedMs + chunksMs, fuseMs };
}
