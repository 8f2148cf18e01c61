/**
 * Optional vector search: each chunk of a source file (path line first, bounded) is embedded through
 * an `EmbeddingModel` and cached on disk by the hash of exactly what was embedded (vector-cache.ts),
 * so an unchanged repository embeds nothing again, an edit embeds only the chunks it changed, and
 * repositories sharing a cache folder share their vectors. Documentation, configuration and lock files
 * are not embedded. Vectors are kept unit-length, so a query's cosine similarity to every chunk is one
 * dot product each.
 */
import { createHash } from 'node:crypto';
import type { EmbeddingModel, EmbedLimits } from '../../llm/client.js';
import type { IndexedFile, RepoIndex } from '../index/repo-index.js';
import { fileKey, mergeVectorCache, readVectorCache, squaredLength, writeVectorCache, type LiveVectors, type VectorCache, type VectorCacheContents } from './vector-cache.js';

export { readVectorCache, vectorCachePath, writeVectorCache } from './vector-cache.js';

/** Characters of a chunk's text sent for embedding (after the path line). */
export const CHUNK_EMBED_CHARS = 2_000;
/** Characters of the issue text sent for the query embedding. */
export const QUERY_EMBED_CHARS = 4_000;
/** Texts handed to the embedding model per call (the client splits them into requests of its own size). */
export const EMBED_CALL_SIZE = 256;

/** Source and test files are embedded; documentation, configuration, lock and other files are not. */
export function isEmbeddedFile(file: Pick<IndexedFile, 'role'>): boolean {
  return file.role === 'source' || file.role === 'test';
}

/** `text` cut to at most `max` characters without splitting a surrogate pair. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** What is embedded for a chunk: its path on the first line, then the start of its text. */
export function chunkEmbeddingText(path: string, text: string): string {
  return `${path}\n${clip(text, CHUNK_EMBED_CHARS)}`;
}

/** What is embedded for a query: the trimmed text, bounded; empty when there is nothing to embed. */
export function queryEmbeddingText(text: string): string {
  return clip(text.trim(), QUERY_EMBED_CHARS).trim();
}

/** The cache key of an embedded text: sha1 of the model name and the exact text, in hex. */
export function embeddingKey(model: string, text: string): string {
  return createHash('sha1').update(model).update('\0').update(text).digest('hex');
}

/** Scales `v` to unit length in place; a zero vector stays zero. Returns `v`. */
export function normalize(v: Float32Array): Float32Array {
  const sum = squaredLength(v);
  if (sum > 0) {
    const inv = 1 / Math.sqrt(sum);
    for (let i = 0; i < v.length; i++) v[i]! *= inv;
  }
  return v;
}

/** Unit-length chunk vectors in one array: chunk `c` at `[c * dimensions, (c + 1) * dimensions)`. */
export class ChunkVectors {
  constructor(
    readonly dimensions: number,
    readonly count: number,
    readonly data: Float32Array,
  ) {
    if (data.length !== count * dimensions) throw new Error(`ChunkVectors: ${data.length} values are not ${count} vectors of ${dimensions} dimensions`);
  }

  /** Cosine similarity of a unit-length query with every chunk (0 for chunks without a vector). */
  similarities(query: Float32Array): Float64Array {
    const d = this.dimensions;
    const out = new Float64Array(this.count);
    if (d === 0) return out;
    if (query.length !== d) throw new Error(`the query embedding has ${query.length} dimensions but the chunk embeddings have ${d}`);
    const data = this.data;
    for (let c = 0, at = 0; c < out.length; c++, at += d) {
      let dot = 0;
      for (let i = 0; i < d; i++) dot += data[at + i]! * query[i]!;
      out[c] = dot;
    }
    return out;
  }
}

/** Embeds the query text (bounded); undefined when the text is empty. The vector is unit-length. */
export async function embedQuery(embedder: EmbeddingModel, model: string, text: string, limits: EmbedLimits = {}): Promise<Float32Array | undefined> {
  const input = queryEmbeddingText(text);
  if (!input) return undefined;
  const [vector] = await embedder.embed([input], model, limits);
  if (!vector || vector.length === 0) throw new Error(`embeddings model ${model} returned no vector for the query`);
  return normalize(Float32Array.from(vector));
}

// ---------------------------------------------------------------------------------------------
// Embedding a repository's chunks.

export interface ChunkEmbeddingOptions {
  embedder: EmbeddingModel;
  /** Embeddings model name, e.g. `text-embedding-3-small` or `nomic-embed-text`. */
  model: string;
  /** Folder of the persisted index, where the vector cache lives too; `false` caches nothing. */
  cacheDir: string | false;
  /** A file's text as the index decoded it; chunks of a file it cannot read get no vector. */
  readText: (path: string) => string | undefined;
  /** Dimensions the vectors must have (the query's): a cache of other dimensions is ignored. */
  dimensions?: number;
  /** Texts per `embed` call (default `EMBED_CALL_SIZE`). */
  callSize?: number;
  /** Called after each `embed` call with the chunks embedded so far and how many need embedding. */
  onProgress?: (embedded: number, total: number) => void;
  /** Which files' chunks are embedded (default `isEmbeddedFile`: source and test files). */
  embedFile?: (file: IndexedFile) => boolean;
  /** Per-request timeout and total deadline of the embeddings requests. */
  limits?: EmbedLimits;
}

export interface ChunkEmbeddingStats {
  chunks: number;
  /** Chunks whose vector came from the cache. */
  cached: number;
  /** Distinct texts embedded in this run. */
  embedded: number;
  /** `embed` calls made. */
  calls: number;
  /** Chunks of files that could not be read (no vector). */
  unreadable: number;
  /** Chunks of files that are not embedded (documentation, configuration, lock files; no vector). */
  notEmbedded: number;
  /** Files whose chunk keys came from the cache without reading them. */
  filesReused: number;
  /** A cache existed but was dropped because its dimensions differ from the query's. */
  cacheDropped: boolean;
}

/** Per chunk, its key and (when not cached) the text to embed; files are read only when needed. */
function chunkKeys(index: RepoIndex, options: ChunkEmbeddingOptions, cache: VectorCache | undefined, stats: ChunkEmbeddingStats) {
  const keys: (string | undefined)[] = new Array(index.chunkCount).fill(undefined);
  const texts = new Map<string, string>();
  const embedFile = options.embedFile ?? isEmbeddedFile;
  for (const file of index.files) {
    if (!embedFile(file)) {
      stats.notEmbedded += file.chunkCount;
      continue;
    }
    const known = cache?.files.get(fileKey(file.record.hash, file.path));
    if (known && known.length === file.chunkCount) {
      known.forEach((e, i) => (keys[file.firstChunk + i] = cache!.keys[e]));
      stats.filesReused++;
      continue;
    }
    if (file.chunkCount === 0) continue;
    const text = options.readText(file.path);
    if (text === undefined) {
      stats.unreadable += file.chunkCount;
      continue;
    }
    const lines = text.split('\n');
    for (let c = file.firstChunk; c < file.firstChunk + file.chunkCount; c++) {
      const body = lines.slice(index.chunkStart[c]! - 1, index.chunkEnd[c]!).join('\n');
      const input = chunkEmbeddingText(file.path, body);
      const key = embeddingKey(options.model, input);
      keys[c] = key;
      if (!cache?.entries.has(key)) texts.set(key, input);
    }
  }
  return { keys, texts };
}

/** Embeds `texts` in calls of `callSize`, checking every vector has `dimensions` (set by the first when undefined). */
async function embedMissing(
  texts: Map<string, string>,
  options: ChunkEmbeddingOptions,
  dimensions: number | undefined,
  fresh: Map<string, Float32Array>,
  stats: ChunkEmbeddingStats,
): Promise<number | undefined> {
  const pending = [...texts];
  const callSize = options.callSize ?? EMBED_CALL_SIZE;
  for (let start = 0; start < pending.length; start += callSize) {
    const batch = pending.slice(start, start + callSize);
    const vectors = await options.embedder.embed(
      batch.map(([, text]) => text),
      options.model,
      options.limits,
    );
    stats.calls++;
    if (vectors.length !== batch.length) throw new Error(`embeddings model ${options.model} returned ${vectors.length} vectors for ${batch.length} chunks`);
    vectors.forEach((v, i) => {
      dimensions ??= v.length;
      if (v.length !== dimensions) {
        throw new Error(`embeddings model ${options.model} returned a ${v.length}-dimension chunk vector where ${dimensions} dimensions were expected`);
      }
      fresh.set(batch[i]![0], normalize(Float32Array.from(v)));
    });
    stats.embedded += batch.length;
    options.onProgress?.(stats.embedded, pending.length);
  }
  return dimensions;
}

/** This run's vectors for the cache: one entry per distinct key of the index's chunks, and the file map. */
function liveVectors(index: RepoIndex, keys: readonly (string | undefined)[], vectorOf: (key: string) => Float32Array | undefined): LiveVectors {
  const order = new Map<string, number>();
  const vectors: Float32Array[] = [];
  const files = new Map<string, number[]>();
  for (const file of index.files) {
    const list: number[] = [];
    for (let c = file.firstChunk; c < file.firstChunk + file.chunkCount; c++) {
      const key = keys[c];
      const vector = key === undefined ? undefined : vectorOf(key);
      if (key === undefined || !vector) break;
      let e = order.get(key);
      if (e === undefined) {
        e = order.size;
        order.set(key, e);
        vectors.push(vector);
      }
      list.push(e);
    }
    if (file.chunkCount > 0 && list.length === file.chunkCount) files.set(fileKey(file.record.hash, file.path), list);
  }
  return { keys: [...order.keys()], vectors, files };
}

async function saveCache(dir: string, cache: VectorCacheContents): Promise<void> {
  try {
    await writeVectorCache(dir, cache);
  } catch (error) {
    process.emitWarning(`Could not write the vector cache to ${dir}: ${(error as Error).message}`);
  }
}

/**
 * Vectors for every chunk of the index's source files: cached ones reused, the rest embedded. The
 * cache is written back with this run's vectors added to the others (also after a failed call, so
 * paid-for vectors are kept).
 */
export async function embedChunks(index: RepoIndex, options: ChunkEmbeddingOptions): Promise<{ vectors: ChunkVectors; stats: ChunkEmbeddingStats }> {
  const stats: ChunkEmbeddingStats = { chunks: index.chunkCount, cached: 0, embedded: 0, calls: 0, unreadable: 0, notEmbedded: 0, filesReused: 0, cacheDropped: false };
  let cache: VectorCache | undefined = options.cacheDir ? await readVectorCache(options.cacheDir, options.model) : undefined;
  if (cache && options.dimensions !== undefined && cache.dimensions !== options.dimensions) {
    cache = undefined;
    stats.cacheDropped = true;
  }
  const { keys, texts } = chunkKeys(index, options, cache, stats);
  const fresh = new Map<string, Float32Array>();
  const vectorOf = (key: string): Float32Array | undefined => {
    const v = fresh.get(key);
    if (v) return v;
    const e = cache?.entries.get(key);
    return e === undefined ? undefined : cache!.vectors.subarray(e * cache!.dimensions, (e + 1) * cache!.dimensions);
  };
  let dimensions = options.dimensions ?? cache?.dimensions;
  try {
    dimensions = await embedMissing(texts, options, dimensions, fresh, stats);
  } catch (error) {
    const d = dimensions ?? fresh.values().next().value?.length;
    if (options.cacheDir && fresh.size && d) await saveCache(options.cacheDir, mergeVectorCache(cache, liveVectors(index, keys, vectorOf), options.model, d));
    throw error;
  }
  const d = dimensions ?? 0;
  const data = new Float32Array(index.chunkCount * d);
  keys.forEach((key, c) => {
    const vector = key === undefined ? undefined : vectorOf(key);
    if (!vector) return;
    data.set(vector, c * d);
    if (!fresh.has(key!)) stats.cached++;
  });
  if (options.cacheDir && d > 0) {
    const live = liveVectors(index, keys, vectorOf);
    // Nothing new and every file found through the file map: the file is current (the entries'
    // last use counts from the last run that wrote it).
    const unchanged = cache && fresh.size === 0 && stats.filesReused === live.files.size;
    if (!unchanged) await saveCache(options.cacheDir, mergeVectorCache(cache, live, options.model, d));
  }
  return { vectors: new ChunkVectors(d, index.chunkCount, data), stats };
}
