/**
 * The vector cache file: one per embeddings model in the index folder, keyed by the hash of exactly
 * what was embedded, so any number of repositories can share one folder (`--cache-dir`): a run adds
 * its vectors and keeps the others'. Each entry remembers the last write that used it; past
 * `MAX_VECTOR_CACHE_BYTES` the entries used longest ago go first, never those of the current run.
 *
 * Layout: preamble (magic, version, header length), JSON header, then the body: each entry's 20-byte
 * sha1 key, each entry's last-use generation (uint32), each entry's vector (float32).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STORE_VERSION } from '../store/store.js';

/** Bump when what is embedded for a chunk or the cache layout changes: old caches are then ignored. */
export const VECTOR_CACHE_VERSION = 2;
/** A cache file grows to about this size before the entries used longest ago are dropped. */
export const MAX_VECTOR_CACHE_BYTES = 512 * 1024 * 1024;

const MAGIC = 0x53575643; // "SWVC"
/** Magic, version, header length: 32-bit words before the JSON header. */
const PREAMBLE_BYTES = 12;
/** A key is a raw sha1. */
const KEY_BYTES = 20;
const GENERATION_BYTES = 4;
const FLOAT_BYTES = 4;

interface CacheHeader {
  model: string;
  dimensions: number;
  count: number;
  /** Incremented by every write; entries used by a write get its number. */
  generation: number;
  /** Chunk boundaries come from the index: the file map below is only trusted for the same store. */
  storeVersion: number;
  /** sha1 of the body, hex. */
  checksum: string;
  /** `<content hash>:<path>` -> entry of each of the file's chunks, so unchanged files are not read. */
  files: Record<string, number[]>;
}

export interface VectorCache {
  model: string;
  dimensions: number;
  /** The generation of the write that made this file (0 for none yet). */
  generation: number;
  /** Hex key -> entry. */
  entries: Map<string, number>;
  keys: string[];
  /** The generation that last used each entry. */
  used: Uint32Array;
  /** Unit-length vectors, entry `e` at `[e * dimensions, (e + 1) * dimensions)`. */
  vectors: Float32Array;
  files: Map<string, number[]>;
}

/** What a write holds: the cache without its key lookup. */
export type VectorCacheContents = Omit<VectorCache, 'entries'>;

/** The cache file of a model (one per model, so switching models back and forth keeps both). */
export function vectorCachePath(dir: string, model: string): string {
  return join(dir, `vectors-v${VECTOR_CACHE_VERSION}-${createHash('sha1').update(model).digest('hex').slice(0, 16)}.bin`);
}

/** The file map's key of a file: its content hash and its path. */
export function fileKey(hash: string, path: string): string {
  return `${hash}:${path}`;
}

function readHeader(bytes: Buffer): { header: CacheHeader; bodyAt: number } | undefined {
  if (bytes.byteLength < PREAMBLE_BYTES) return undefined;
  if (bytes.readUInt32LE(0) !== MAGIC || bytes.readUInt32LE(4) !== VECTOR_CACHE_VERSION) return undefined;
  const headerBytes = bytes.readUInt32LE(8);
  if (headerBytes % 4 !== 0 || PREAMBLE_BYTES + headerBytes > bytes.byteLength) return undefined;
  try {
    const header = JSON.parse(bytes.subarray(PREAMBLE_BYTES, PREAMBLE_BYTES + headerBytes).toString('utf8').trimEnd()) as CacheHeader;
    return { header, bodyAt: PREAMBLE_BYTES + headerBytes };
  } catch {
    return undefined;
  }
}

/** Reads a model's cache, or undefined when there is none or it cannot be trusted (wrong model, size, checksum). */
export async function readVectorCache(dir: string, model: string): Promise<VectorCache | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(vectorCachePath(dir, model));
  } catch {
    return undefined;
  }
  const read = readHeader(bytes);
  if (!read) return undefined;
  const { header, bodyAt } = read;
  const { dimensions, count, generation } = header;
  if (header.model !== model || !Number.isInteger(dimensions) || dimensions < 1 || !Number.isInteger(count) || count < 0) return undefined;
  if (!Number.isInteger(generation) || generation < 0) return undefined;
  const usedAt = bodyAt + count * KEY_BYTES;
  const vectorsAt = usedAt + count * GENERATION_BYTES;
  if (bytes.byteLength !== vectorsAt + count * dimensions * FLOAT_BYTES) return undefined;
  if (createHash('sha1').update(bytes.subarray(bodyAt)).digest('hex') !== header.checksum) return undefined;
  const keys: string[] = [];
  const entries = new Map<string, number>();
  for (let e = 0; e < count; e++) {
    const key = bytes.toString('hex', bodyAt + e * KEY_BYTES, bodyAt + (e + 1) * KEY_BYTES);
    keys.push(key);
    entries.set(key, e);
  }
  // Copied so the numbers are aligned whatever the buffer's offset.
  const used = new Uint32Array(count);
  new Uint8Array(used.buffer).set(bytes.subarray(usedAt, vectorsAt));
  const vectors = new Float32Array(count * dimensions);
  new Uint8Array(vectors.buffer).set(bytes.subarray(vectorsAt));
  // What the cache keeps is unit-length (or zero): a vector that is not (NaN, infinite, scaled)
  // would skew every score it meets, so such a file is not trusted, whatever its checksum says.
  if (!allUnitOrZero(vectors, dimensions)) return undefined;
  const files = new Map<string, number[]>();
  if (header.storeVersion === STORE_VERSION && header.files && typeof header.files === 'object') {
    for (const [key, list] of Object.entries(header.files)) {
      if (Array.isArray(list) && list.every((e) => Number.isInteger(e) && e >= 0 && e < count)) files.set(key, list);
    }
  }
  return { model, dimensions, generation, entries, keys, used, vectors, files };
}

/** Largest departure from 1 of a kept vector's squared length (float32 rounding stays far below). */
const UNIT_TOLERANCE = 1e-3;

/** The squared length of the vector at `values[start..end)`. */
export function squaredLength(values: Float32Array, start = 0, end = values.length): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum += values[i]! * values[i]!;
  return sum;
}

/** Whether every vector of `vectors` (`dimensions` values each) has length 1 or 0. */
export function allUnitOrZero(vectors: Float32Array, dimensions: number): boolean {
  for (let at = 0; at < vectors.length; at += dimensions) {
    const sum = squaredLength(vectors, at, at + dimensions);
    // NaN fails both comparisons.
    if (!(sum === 0 || Math.abs(sum - 1) <= UNIT_TOLERANCE)) return false;
  }
  return true;
}

/** Writes a model's cache atomically: readers see the old file or the new one. */
export async function writeVectorCache(dir: string, cache: VectorCacheContents): Promise<void> {
  const { model, dimensions, keys, used, vectors } = cache;
  const count = keys.length;
  if (vectors.length !== count * dimensions) throw new Error(`writeVectorCache: ${count} keys but ${vectors.length} values of ${dimensions} dimensions`);
  if (used.length !== count) throw new Error(`writeVectorCache: ${count} keys but ${used.length} last-use generations`);
  const body = Buffer.alloc(count * KEY_BYTES + used.byteLength + vectors.byteLength);
  keys.forEach((key, e) => body.write(key, e * KEY_BYTES, KEY_BYTES, 'hex'));
  Buffer.from(used.buffer, used.byteOffset, used.byteLength).copy(body, count * KEY_BYTES);
  Buffer.from(vectors.buffer, vectors.byteOffset, vectors.byteLength).copy(body, count * KEY_BYTES + used.byteLength);
  const header: CacheHeader = {
    model,
    dimensions,
    count,
    generation: cache.generation,
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

/** How many entries of `dimensions` fit in `maxBytes`. */
export function maxEntries(dimensions: number, maxBytes = MAX_VECTOR_CACHE_BYTES): number {
  return Math.floor(maxBytes / (KEY_BYTES + GENERATION_BYTES + dimensions * FLOAT_BYTES));
}

/** This run's part of the cache: its keys in order, their vectors, and its files' entry lists (indexes into `keys`). */
export interface LiveVectors {
  keys: string[];
  vectors: Float32Array[];
  files: Map<string, number[]>;
}

/**
 * The cache to write: this run's entries (marked used by the new generation) and the previous
 * cache's other entries, the least recently used of those dropped first when there are more than
 * `limit`; file lists that lost an entry are dropped with it.
 */
export function mergeVectorCache(previous: VectorCache | undefined, live: LiveVectors, model: string, dimensions: number, limit = maxEntries(dimensions)): VectorCacheContents {
  const generation = (previous?.generation ?? 0) + 1;
  const liveKeys = new Map(live.keys.map((key, i) => [key, i]));
  const kept = previous && previous.dimensions === dimensions ? previous.keys.map((_, e) => e).filter((e) => !liveKeys.has(previous.keys[e]!)) : [];
  kept.sort((a, b) => previous!.used[b]! - previous!.used[a]! || a - b);
  const room = Math.max(0, limit - live.keys.length);
  const old = kept.slice(0, room).sort((a, b) => a - b);
  const keys = [...live.keys, ...old.map((e) => previous!.keys[e]!)];
  const used = new Uint32Array(keys.length);
  const vectors = new Float32Array(keys.length * dimensions);
  live.vectors.forEach((v, i) => {
    used[i] = generation;
    vectors.set(v, i * dimensions);
  });
  const renumbered = new Map<number, number>();
  old.forEach((e, i) => {
    const at = live.keys.length + i;
    renumbered.set(e, at);
    used[at] = previous!.used[e]!;
    vectors.set(previous!.vectors.subarray(e * dimensions, (e + 1) * dimensions), at * dimensions);
  });
  const files = new Map(live.files);
  for (const [key, list] of previous && previous.dimensions === dimensions ? previous.files : []) {
    if (files.has(key)) continue;
    const mapped = list.map((e) => renumbered.get(e) ?? liveKeys.get(previous!.keys[e]!) ?? -1);
    if (mapped.every((e) => e >= 0)) files.set(key, mapped);
  }
  return { model, dimensions, generation, keys, used, vectors, files };
}
