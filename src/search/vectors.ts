/**
 * Optional vector search: each chunk's text (path line first, bounded) is embedded through an
 * `EmbeddingModel` and cached on disk by the hash of exactly what was embedded, so an unchanged
 * repository embeds nothing again and an edit embeds only the chunks it changed. Vectors are kept
 * unit-length, so a query's cosine similarity to every chunk is one dot product each.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EmbeddingModel } from '../llm/client.js';
import type { RepoIndex } from './repo-index.js';
import { STORE_VERSION } from './store.js';

/** Characters of a chunk's text sent for embedding (after the path line). */
export const CHUNK_EMBED_CHARS = 2_000;
/** Characters of the issue text sent for the query embedding. */
export const QUERY_EMBED_CHARS = 4_000;
/** Texts handed to the embedding model per call (the client splits them into requests of its own size). */
export const EMBED_CALL_SIZE = 256;
/** Bump when what is embedded for a chunk or the cache layout changes: old caches are then ignored. */
export const VECTOR_CACHE_VERSION = 1;

const MAGIC = 0x53575643; // "SWVC"
/** Magic, version, header length: 32-bit words before the JSON header. */
const PREAMBLE_BYTES = 12;
/** A key is a raw sha1. */
const KEY_BYTES = 20;

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
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
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
export async function embedQuery(embedder: EmbeddingModel, model: string, text: string): Promise<Float32Array | undefined> {
  const input = queryEmbeddingText(text);
  if (!input) return undefined;
  const [vector] = await embedder.embed([input], model);
  if (!vector || vector.length === 0) throw new Error(`embeddings model ${model} returned no vector for the query`);
  return normalize(Float32Array.from(vector));
}

// ---------------------------------------------------------------------------------------------
// The cache file: preamble, JSON header, keys, vectors.

interface CacheHeader {
  model: string;
  dimensions: number;
  count: number;
  /** Chunk boundaries come from the index: the file map below is only trusted for the same store. */
  storeVersion: number;
  /** sha1 of the keys and vectors, hex. */
  checksum: string;
  /** `<content hash>:<path>` -> entry of each of the file's chunks, so unchanged files are not read. */
  files: Record<string, number[]>;
}

export interface VectorCache {
  model: string;
  dimensions: number;
  /** Hex key -> entry. */
  entries: Map<string, number>;
  keys: string[];
  /** Unit-length vectors, entry `e` at `[e * dimensions, (e + 1) * dimensions)`. */
  vectors: Float32Array;
  files: Map<string, number[]>;
}

/** The cache file of a model (one per model, so switching models back and forth keeps both). */
export function vectorCachePath(dir: string, model: string): string {
  return join(dir, `vectors-v${VECTOR_CACHE_VERSION}-${createHash('sha1').update(model).digest('hex').slice(0, 16)}.bin`);
}

function fileKey(hash: string, path: string): string {
  return `${hash}:${path}`;
}

/** Reads a model's cache, or undefined when there is none or it cannot be trusted (wrong model, size, checksum). */
export async function readVectorCache(dir: string, model: string): Promise<VectorCache | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(vectorCachePath(dir, model));
  } catch {
    return undefined;
  }
  if (bytes.byteLength < PREAMBLE_BYTES) return undefined;
  if (bytes.readUInt32LE(0) !== MAGIC || bytes.readUInt32LE(4) !== VECTOR_CACHE_VERSION) return undefined;
  const headerBytes = bytes.readUInt32LE(8);
  if (headerBytes % 4 !== 0 || PREAMBLE_BYTES + headerBytes > bytes.byteLength) return undefined;
  let header: CacheHeader;
  try {
    header = JSON.parse(bytes.subarray(PREAMBLE_BYTES, PREAMBLE_BYTES + headerBytes).toString('utf8').trimEnd()) as CacheHeader;
  } catch {
    return undefined;
  }
  const { dimensions, count } = header;
  if (header.model !== model || !Number.isInteger(dimensions) || dimensions < 1 || !Number.isInteger(count) || count < 0) return undefined;
  const keysAt = PREAMBLE_BYTES + headerBytes;
  const vectorsAt = keysAt + count * KEY_BYTES;
  if (bytes.byteLength !== vectorsAt + count * dimensions * 4) return undefined;
  const body = bytes.subarray(keysAt);
  if (createHash('sha1').update(body).digest('hex') !== header.checksum) return undefined;
  const keys: string[] = [];
  const entries = new Map<string, number>();
  for (let e = 0; e < count; e++) {
    const key = bytes.toString('hex', keysAt + e * KEY_BYTES, keysAt + (e + 1) * KEY_BYTES);
    keys.push(key);
    entries.set(key, e);
  }
  // Copied so the floats are aligned whatever the buffer's offset.
  const vectors = new Float32Array(count * dimensions);
  new Uint8Array(vectors.buffer).set(bytes.subarray(vectorsAt));
  const files = new Map<string, number[]>();
  if (header.storeVersion === STORE_VERSION && header.files && typeof header.files === 'object') {
    for (const [key, list] of Object.entries(header.files)) {
      if (Array.isArray(list) && list.every((e) => Number.isInteger(e) && e >= 0 && e < count)) files.set(key, list);
    }
  }
  return { model, dimensions, entries, keys, vectors, files };
}

/** Writes a model's cache atomically: readers see the old file or the new one. */
export async function writeVectorCache(dir: string, cache: Omit<VectorCache, 'entries'>): Promise<void> {
  const { model, dimensions, keys, vectors } = cache;
  const count = keys.length;
  if (vectors.length !== count * dimensions) throw new Error(`writeVectorCache: ${count} keys but ${vectors.length} values of ${dimensions} dimensions`);
  const body = Buffer.alloc(count * KEY_BYTES + vectors.byteLength);
  keys.forEach((key, e) => body.write(key, e * KEY_BYTES, KEY_BYTES, 'hex'));
  Buffer.from(vectors.buffer, vectors.byteOffset, vectors.byteLength).copy(body, count * KEY_BYTES);
  const header: CacheHeader = {
    model,
    dimensions,
    count,
    storeVersion: STORE_VERSION,
    checksum: createHash('sha1').update(body).digest('hex'),
    files: Object.fromEntries(cache.files),
  };
  let json = JSON.stringify(header);
  json += ' '.repeat((4 - (Buffer.byteLength(json) % 4)) % 4);
  const preamble = Buffer.alloc(PREAMBLE_BYTES);
  preamble.writeUInt32LE(MAGIC, 0);
  preamble.writeUInt32LE(VECTOR_CACHE_VERSION, 4);
  preamble.writeUInt32LE(Buffer.byteLength(json), 8);
  const path = vectorCachePath(dir, model);
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  await mkdir(dir, { recursive: true });
  try {
    await writeFile(temp, Buffer.concat([preamble, Buffer.from(json, 'utf8'), body]));
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
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
  /** Files whose chunk keys came from the cache without reading them. */
  filesReused: number;
  /** A cache existed but was dropped because its dimensions differ from the query's. */
  cacheDropped: boolean;
}

/** Per chunk, its key and (when not cached) the text to embed; files are read only when needed. */
function chunkKeys(index: RepoIndex, options: ChunkEmbeddingOptions, cache: VectorCache | undefined, stats: ChunkEmbeddingStats) {
  const keys: (string | undefined)[] = new Array(index.chunkCount).fill(undefined);
  const texts = new Map<string, string>();
  for (const file of index.files) {
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

/** The cache to write: one entry per distinct live key, and the file map. */
function liveCache(index: RepoIndex, model: string, dimensions: number, keys: readonly (string | undefined)[], vectorOf: (key: string) => Float32Array | undefined): Omit<VectorCache, 'entries'> {
  const order = new Map<string, number>();
  const chunks: Float32Array[] = [];
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
        chunks.push(vector);
      }
      list.push(e);
    }
    if (file.chunkCount > 0 && list.length === file.chunkCount) files.set(fileKey(file.record.hash, file.path), list);
  }
  const vectors = new Float32Array(order.size * dimensions);
  chunks.forEach((v, e) => vectors.set(v, e * dimensions));
  return { model, dimensions, keys: [...order.keys()], vectors, files };
}

async function saveCache(dir: string, cache: Omit<VectorCache, 'entries'>): Promise<void> {
  try {
    await writeVectorCache(dir, cache);
  } catch (error) {
    process.emitWarning(`Could not write the vector cache to ${dir}: ${(error as Error).message}`);
  }
}

/**
 * Vectors for every chunk of the index: cached ones reused, the rest embedded. The cache is written
 * back with only the live chunks (and also after a failed call, so paid-for vectors are kept).
 */
export async function embedChunks(index: RepoIndex, options: ChunkEmbeddingOptions): Promise<{ vectors: ChunkVectors; stats: ChunkEmbeddingStats }> {
  const stats: ChunkEmbeddingStats = { chunks: index.chunkCount, cached: 0, embedded: 0, calls: 0, unreadable: 0, filesReused: 0, cacheDropped: false };
  let cache = options.cacheDir ? await readVectorCache(options.cacheDir, options.model) : undefined;
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
    if (options.cacheDir && fresh.size && d) await saveCache(options.cacheDir, liveCache(index, options.model, d, keys, vectorOf));
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
    const live = liveCache(index, options.model, d, keys, vectorOf);
    // Nothing new, nothing dropped, and every file found through the file map: the file is current.
    const unchanged = cache && fresh.size === 0 && live.keys.length === cache.keys.length && live.files.size === cache.files.size && stats.filesReused === live.files.size;
    if (!unchanged) await saveCache(options.cacheDir, live);
  }
  return { vectors: new ChunkVectors(d, index.chunkCount, data), stats };
}
