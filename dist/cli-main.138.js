export const id = 138;
export const ids = [138,175];
export const modules = {

/***/ 9138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  embeddingScores: () => (/* binding */ embeddingScores),
  embeddingSettings: () => (/* binding */ embeddingSettings)
});

// EXTERNAL MODULE: ./src/llm/client.ts + 6 modules
var llm_client = __webpack_require__(6425);
// EXTERNAL MODULE: ./src/search/rank/query.ts + 1 modules
var query = __webpack_require__(7759);
// EXTERNAL MODULE: ./src/search/rank/features.ts + 4 modules
var features = __webpack_require__(7030);
// EXTERNAL MODULE: ./src/search/rank/templates.ts
var templates = __webpack_require__(9224);
// EXTERNAL MODULE: ./src/search/rank/environment.ts
var environment = __webpack_require__(5738);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/search/store/store.ts
var store = __webpack_require__(7687);
;// CONCATENATED MODULE: ./src/search/vectors/vector-cache.ts
/**
 * The vector cache file: one per embeddings model in the index folder, keyed by the hash of exactly
 * what was embedded, so any number of repositories can share one folder (`--cache-dir`): a run adds
 * its vectors and keeps the others'. Each entry remembers the last write that used it; past
 * `MAX_VECTOR_CACHE_BYTES` the entries used longest ago go first, never those of the current run.
 *
 * Layout: preamble (magic, version, header length), JSON header, then the body: each entry's 20-byte
 * sha1 key, each entry's last-use generation (uint32), each entry's vector (float32).
 */




/** Bump when what is embedded for a chunk or the cache layout changes: old caches are then ignored. */
const VECTOR_CACHE_VERSION = 2;
/** A cache file grows to about this size before the entries used longest ago are dropped. */
const MAX_VECTOR_CACHE_BYTES = 512 * 1024 * 1024;
const MAGIC = 0x53575643; // "SWVC"
/** Magic, version, header length: 32-bit words before the JSON header. */
const PREAMBLE_BYTES = 12;
/** A key is a raw sha1. */
const KEY_BYTES = 20;
const GENERATION_BYTES = 4;
const FLOAT_BYTES = 4;
/** The cache file of a model (one per model, so switching models back and forth keeps both). */
function vectorCachePath(dir, model) {
    return (0,external_node_path_.join)(dir, `vectors-v${VECTOR_CACHE_VERSION}-${(0,external_node_crypto_.createHash)('sha1').update(model).digest('hex').slice(0, 16)}.bin`);
}
/** The file map's key of a file: its content hash and its path. */
function fileKey(hash, path) {
    return `${hash}:${path}`;
}
function readHeader(bytes) {
    if (bytes.byteLength < PREAMBLE_BYTES)
        return undefined;
    if (bytes.readUInt32LE(0) !== MAGIC || bytes.readUInt32LE(4) !== VECTOR_CACHE_VERSION)
        return undefined;
    const headerBytes = bytes.readUInt32LE(8);
    if (headerBytes % 4 !== 0 || PREAMBLE_BYTES + headerBytes > bytes.byteLength)
        return undefined;
    try {
        const header = JSON.parse(bytes.subarray(PREAMBLE_BYTES, PREAMBLE_BYTES + headerBytes).toString('utf8').trimEnd());
        return { header, bodyAt: PREAMBLE_BYTES + headerBytes };
    }
    catch {
        return undefined;
    }
}
/** Reads a model's cache, or undefined when there is none or it cannot be trusted (wrong model, size, checksum). */
async function readVectorCache(dir, model) {
    let bytes;
    try {
        bytes = await (0,promises_.readFile)(vectorCachePath(dir, model));
    }
    catch {
        return undefined;
    }
    const read = readHeader(bytes);
    if (!read)
        return undefined;
    const { header, bodyAt } = read;
    const { dimensions, count, generation } = header;
    if (header.model !== model || !Number.isInteger(dimensions) || dimensions < 1 || !Number.isInteger(count) || count < 0)
        return undefined;
    if (!Number.isInteger(generation) || generation < 0)
        return undefined;
    const usedAt = bodyAt + count * KEY_BYTES;
    const vectorsAt = usedAt + count * GENERATION_BYTES;
    if (bytes.byteLength !== vectorsAt + count * dimensions * FLOAT_BYTES)
        return undefined;
    if ((0,external_node_crypto_.createHash)('sha1').update(bytes.subarray(bodyAt)).digest('hex') !== header.checksum)
        return undefined;
    const keys = [];
    const entries = new Map();
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
    if (!allUnitOrZero(vectors, dimensions))
        return undefined;
    const files = new Map();
    if (header.storeVersion === store/* STORE_VERSION */.Bk && header.files && typeof header.files === 'object') {
        for (const [key, list] of Object.entries(header.files)) {
            if (Array.isArray(list) && list.every((e) => Number.isInteger(e) && e >= 0 && e < count))
                files.set(key, list);
        }
    }
    return { model, dimensions, generation, entries, keys, used, vectors, files };
}
/** Largest departure from 1 of a kept vector's squared length (float32 rounding stays far below). */
const UNIT_TOLERANCE = 1e-3;
/** The squared length of the vector at `values[start..end)`. */
function squaredLength(values, start = 0, end = values.length) {
    let sum = 0;
    for (let i = start; i < end; i++)
        sum += values[i] * values[i];
    return sum;
}
/** Whether every vector of `vectors` (`dimensions` values each) has length 1 or 0. */
function allUnitOrZero(vectors, dimensions) {
    for (let at = 0; at < vectors.length; at += dimensions) {
        const sum = squaredLength(vectors, at, at + dimensions);
        // NaN fails both comparisons.
        if (!(sum === 0 || Math.abs(sum - 1) <= UNIT_TOLERANCE))
            return false;
    }
    return true;
}
/** Writes a model's cache atomically: readers see the old file or the new one. */
async function writeVectorCache(dir, cache) {
    const { model, dimensions, keys, used, vectors } = cache;
    const count = keys.length;
    if (vectors.length !== count * dimensions)
        throw new Error(`writeVectorCache: ${count} keys but ${vectors.length} values of ${dimensions} dimensions`);
    if (used.length !== count)
        throw new Error(`writeVectorCache: ${count} keys but ${used.length} last-use generations`);
    const body = Buffer.alloc(count * KEY_BYTES + used.byteLength + vectors.byteLength);
    keys.forEach((key, e) => body.write(key, e * KEY_BYTES, KEY_BYTES, 'hex'));
    Buffer.from(used.buffer, used.byteOffset, used.byteLength).copy(body, count * KEY_BYTES);
    Buffer.from(vectors.buffer, vectors.byteOffset, vectors.byteLength).copy(body, count * KEY_BYTES + used.byteLength);
    const header = {
        model,
        dimensions,
        count,
        generation: cache.generation,
        storeVersion: store/* STORE_VERSION */.Bk,
        checksum: (0,external_node_crypto_.createHash)('sha1').update(body).digest('hex'),
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
    await (0,promises_.mkdir)(dir, { recursive: true });
    try {
        await (0,promises_.writeFile)(temp, Buffer.concat([preamble, Buffer.from(json, 'utf8'), body]));
        await (0,promises_.rename)(temp, path);
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true });
        throw error;
    }
}
/** How many entries of `dimensions` fit in `maxBytes`. */
function maxEntries(dimensions, maxBytes = MAX_VECTOR_CACHE_BYTES) {
    return Math.floor(maxBytes / (KEY_BYTES + GENERATION_BYTES + dimensions * FLOAT_BYTES));
}
/**
 * The cache to write: this run's entries (marked used by the new generation) and the previous
 * cache's other entries, the least recently used of those dropped first when there are more than
 * `limit`; file lists that lost an entry are dropped with it.
 */
function mergeVectorCache(previous, live, model, dimensions, limit = maxEntries(dimensions)) {
    const generation = (previous?.generation ?? 0) + 1;
    const liveKeys = new Map(live.keys.map((key, i) => [key, i]));
    const kept = previous && previous.dimensions === dimensions ? previous.keys.map((_, e) => e).filter((e) => !liveKeys.has(previous.keys[e])) : [];
    kept.sort((a, b) => previous.used[b] - previous.used[a] || a - b);
    const room = Math.max(0, limit - live.keys.length);
    const old = kept.slice(0, room).sort((a, b) => a - b);
    const keys = [...live.keys, ...old.map((e) => previous.keys[e])];
    const used = new Uint32Array(keys.length);
    const vectors = new Float32Array(keys.length * dimensions);
    live.vectors.forEach((v, i) => {
        used[i] = generation;
        vectors.set(v, i * dimensions);
    });
    const renumbered = new Map();
    old.forEach((e, i) => {
        const at = live.keys.length + i;
        renumbered.set(e, at);
        used[at] = previous.used[e];
        vectors.set(previous.vectors.subarray(e * dimensions, (e + 1) * dimensions), at * dimensions);
    });
    const files = new Map(live.files);
    for (const [key, list] of previous && previous.dimensions === dimensions ? previous.files : []) {
        if (files.has(key))
            continue;
        const mapped = list.map((e) => renumbered.get(e) ?? liveKeys.get(previous.keys[e]) ?? -1);
        if (mapped.every((e) => e >= 0))
            files.set(key, mapped);
    }
    return { model, dimensions, generation, keys, used, vectors, files };
}

;// CONCATENATED MODULE: ./src/search/vectors/vectors.ts
/**
 * Optional vector search: each chunk of a source file (path line first, bounded) is embedded through
 * an `EmbeddingModel` and cached on disk by the hash of exactly what was embedded (vector-cache.ts),
 * so an unchanged repository embeds nothing again, an edit embeds only the chunks it changed, and
 * repositories sharing a cache folder share their vectors. Documentation, configuration and lock files
 * are not embedded. Vectors are kept unit-length, so a query's cosine similarity to every chunk is one
 * dot product each.
 */



/** Characters of a chunk's text sent for embedding (after the path line). */
const CHUNK_EMBED_CHARS = 2_000;
/** Characters of the issue text sent for the query embedding. */
const QUERY_EMBED_CHARS = 4_000;
/** Texts handed to the embedding model per call (the client splits them into requests of its own size). */
const EMBED_CALL_SIZE = 256;
/** Source and test files are embedded; documentation, configuration, lock and other files are not. */
function isEmbeddedFile(file) {
    return file.role === 'source' || file.role === 'test';
}
/** `text` cut to at most `max` characters without splitting a surrogate pair. */
function clip(text, max) {
    if (text.length <= max)
        return text;
    const code = text.charCodeAt(max - 1);
    return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
/** What is embedded for a chunk: its path on the first line, then the start of its text. */
function chunkEmbeddingText(path, text) {
    return `${path}\n${clip(text, CHUNK_EMBED_CHARS)}`;
}
/** What is embedded for a query: the trimmed text, bounded; empty when there is nothing to embed. */
function queryEmbeddingText(text) {
    return clip(text.trim(), QUERY_EMBED_CHARS).trim();
}
/** The cache key of an embedded text: sha1 of the model name and the exact text, in hex. */
function embeddingKey(model, text) {
    return (0,external_node_crypto_.createHash)('sha1').update(model).update('\0').update(text).digest('hex');
}
/** Scales `v` to unit length in place; a zero vector stays zero. Returns `v`. */
function normalize(v) {
    const sum = squaredLength(v);
    if (sum > 0) {
        const inv = 1 / Math.sqrt(sum);
        for (let i = 0; i < v.length; i++)
            v[i] *= inv;
    }
    return v;
}
/** Unit-length chunk vectors in one array: chunk `c` at `[c * dimensions, (c + 1) * dimensions)`. */
class ChunkVectors {
    dimensions;
    count;
    data;
    constructor(dimensions, count, data) {
        this.dimensions = dimensions;
        this.count = count;
        this.data = data;
        if (data.length !== count * dimensions)
            throw new Error(`ChunkVectors: ${data.length} values are not ${count} vectors of ${dimensions} dimensions`);
    }
    /** Cosine similarity of a unit-length query with every chunk (0 for chunks without a vector). */
    similarities(query) {
        const d = this.dimensions;
        const out = new Float64Array(this.count);
        if (d === 0)
            return out;
        if (query.length !== d)
            throw new Error(`the query embedding has ${query.length} dimensions but the chunk embeddings have ${d}`);
        const data = this.data;
        for (let c = 0, at = 0; c < out.length; c++, at += d) {
            let dot = 0;
            for (let i = 0; i < d; i++)
                dot += data[at + i] * query[i];
            out[c] = dot;
        }
        return out;
    }
}
/** Embeds the query text (bounded); undefined when the text is empty. The vector is unit-length. */
async function embedQuery(embedder, model, text, limits = {}) {
    const input = queryEmbeddingText(text);
    if (!input)
        return undefined;
    const [vector] = await embedder.embed([input], model, limits);
    if (!vector || vector.length === 0)
        throw new Error(`embeddings model ${model} returned no vector for the query`);
    return normalize(Float32Array.from(vector));
}
/** Per chunk, its key and (when not cached) the text to embed; files are read only when needed. */
function chunkKeys(index, options, cache, stats) {
    const keys = new Array(index.chunkCount).fill(undefined);
    const texts = new Map();
    const embedFile = options.embedFile ?? isEmbeddedFile;
    for (const file of index.files) {
        if (!embedFile(file)) {
            stats.notEmbedded += file.chunkCount;
            continue;
        }
        const known = cache?.files.get(fileKey(file.record.hash, file.path));
        if (known && known.length === file.chunkCount) {
            known.forEach((e, i) => (keys[file.firstChunk + i] = cache.keys[e]));
            stats.filesReused++;
            continue;
        }
        if (file.chunkCount === 0)
            continue;
        const text = options.readText(file.path);
        if (text === undefined) {
            stats.unreadable += file.chunkCount;
            continue;
        }
        const lines = text.split('\n');
        for (let c = file.firstChunk; c < file.firstChunk + file.chunkCount; c++) {
            const body = lines.slice(index.chunkStart[c] - 1, index.chunkEnd[c]).join('\n');
            const input = chunkEmbeddingText(file.path, body);
            const key = embeddingKey(options.model, input);
            keys[c] = key;
            if (!cache?.entries.has(key))
                texts.set(key, input);
        }
    }
    return { keys, texts };
}
/** Embeds `texts` in calls of `callSize`, checking every vector has `dimensions` (set by the first when undefined). */
async function embedMissing(texts, options, dimensions, fresh, stats) {
    const pending = [...texts];
    const callSize = options.callSize ?? EMBED_CALL_SIZE;
    for (let start = 0; start < pending.length; start += callSize) {
        const batch = pending.slice(start, start + callSize);
        const vectors = await options.embedder.embed(batch.map(([, text]) => text), options.model, options.limits);
        stats.calls++;
        if (vectors.length !== batch.length)
            throw new Error(`embeddings model ${options.model} returned ${vectors.length} vectors for ${batch.length} chunks`);
        vectors.forEach((v, i) => {
            dimensions ??= v.length;
            if (v.length !== dimensions) {
                throw new Error(`embeddings model ${options.model} returned a ${v.length}-dimension chunk vector where ${dimensions} dimensions were expected`);
            }
            fresh.set(batch[i][0], normalize(Float32Array.from(v)));
        });
        stats.embedded += batch.length;
        options.onProgress?.(stats.embedded, pending.length);
    }
    return dimensions;
}
/** This run's vectors for the cache: one entry per distinct key of the index's chunks, and the file map. */
function liveVectors(index, keys, vectorOf) {
    const order = new Map();
    const vectors = [];
    const files = new Map();
    for (const file of index.files) {
        const list = [];
        for (let c = file.firstChunk; c < file.firstChunk + file.chunkCount; c++) {
            const key = keys[c];
            const vector = key === undefined ? undefined : vectorOf(key);
            if (key === undefined || !vector)
                break;
            let e = order.get(key);
            if (e === undefined) {
                e = order.size;
                order.set(key, e);
                vectors.push(vector);
            }
            list.push(e);
        }
        if (file.chunkCount > 0 && list.length === file.chunkCount)
            files.set(fileKey(file.record.hash, file.path), list);
    }
    return { keys: [...order.keys()], vectors, files };
}
async function saveCache(dir, cache) {
    try {
        await writeVectorCache(dir, cache);
    }
    catch (error) {
        process.emitWarning(`Could not write the vector cache to ${dir}: ${error.message}`);
    }
}
/**
 * Vectors for every chunk of the index's source files: cached ones reused, the rest embedded. The
 * cache is written back with this run's vectors added to the others (also after a failed call, so
 * paid-for vectors are kept).
 */
async function embedChunks(index, options) {
    const stats = { chunks: index.chunkCount, cached: 0, embedded: 0, calls: 0, unreadable: 0, notEmbedded: 0, filesReused: 0, cacheDropped: false };
    let cache = options.cacheDir ? await readVectorCache(options.cacheDir, options.model) : undefined;
    if (cache && options.dimensions !== undefined && cache.dimensions !== options.dimensions) {
        cache = undefined;
        stats.cacheDropped = true;
    }
    const { keys, texts } = chunkKeys(index, options, cache, stats);
    const fresh = new Map();
    const vectorOf = (key) => {
        const v = fresh.get(key);
        if (v)
            return v;
        const e = cache?.entries.get(key);
        return e === undefined ? undefined : cache.vectors.subarray(e * cache.dimensions, (e + 1) * cache.dimensions);
    };
    let dimensions = options.dimensions ?? cache?.dimensions;
    try {
        dimensions = await embedMissing(texts, options, dimensions, fresh, stats);
    }
    catch (error) {
        const d = dimensions ?? fresh.values().next().value?.length;
        if (options.cacheDir && fresh.size && d)
            await saveCache(options.cacheDir, mergeVectorCache(cache, liveVectors(index, keys, vectorOf), options.model, d));
        throw error;
    }
    const d = dimensions ?? 0;
    const data = new Float32Array(index.chunkCount * d);
    keys.forEach((key, c) => {
        const vector = key === undefined ? undefined : vectorOf(key);
        if (!vector)
            return;
        data.set(vector, c * d);
        if (!fresh.has(key))
            stats.cached++;
    });
    if (options.cacheDir && d > 0) {
        const live = liveVectors(index, keys, vectorOf);
        // Nothing new and every file found through the file map: the file is current (the entries'
        // last use counts from the last run that wrote it).
        const unchanged = cache && fresh.size === 0 && stats.filesReused === live.files.size;
        if (!unchanged)
            await saveCache(options.cacheDir, mergeVectorCache(cache, live, options.model, d));
    }
    return { vectors: new ChunkVectors(d, index.chunkCount, data), stats };
}

;// CONCATENATED MODULE: ./src/search/vectors/hybrid.ts
/**
 * Hybrid retrieval: the lexical (BM25) chunk scores fused with the vector similarities of the chunks
 * to the query, either by reciprocal rank fusion or by a weighted sum of min-max normalized scores.
 * The result is handed to `search()` as `extraChunkScores`, chosen so that its content scores become
 * the fused scores scaled to the lexical range: the other signals (paths, mentions, definitions)
 * keep their weight. The fusion functions are pure; `vectorChunkScores` does the embedding.
 */





/** The usual constant of reciprocal rank fusion: 1 / (k + rank). */
const RRF_K = 60;
/** Chunks of the vector ranking that take part in fusion; below them similarity is noise. */
const VECTOR_DEPTH = 100;
/** Share of the normalized vector similarity in the weighted sum (the lexical score has the rest). */
const VECTOR_WEIGHT = 0.3;
const FUSION_METHODS = ['rrf', 'weighted'];
/**
 * The weighted sum is the default: when the vectors carry no signal it leaves the lexical ranking as
 * it is, while rank fusion reshuffles it (measured on the dev sets with all-zero vectors).
 */
const DEFAULT_FUSION = 'weighted';
function checkLengths(a, b) {
    if (a.length !== b.length)
        throw new Error(`cannot fuse score lists of ${a.length} and ${b.length} entries`);
}
/**
 * 1-based ranks by descending score; equal scores share the better rank (1, 2, 2, 4). Only positive
 * scores are ranked, and only ranks up to `depth`; the rest get 0 (not in the ranking).
 */
function rankPositions(scores, depth = Infinity) {
    const ranks = new Uint32Array(scores.length);
    const order = [];
    for (let i = 0; i < scores.length; i++)
        if (scores[i] > 0)
            order.push(i);
    order.sort((a, b) => scores[b] - scores[a] || a - b);
    let rank = 0;
    for (let p = 0; p < order.length; p++) {
        const i = order[p];
        if (p === 0 || scores[i] < scores[order[p - 1]])
            rank = p + 1;
        if (rank > depth)
            break;
        ranks[i] = rank;
    }
    return ranks;
}
/** Sum over the rankings of 1 / (k + rank), for entries ranked (rank > 0) in them. */
function reciprocalRankFusion(rankings, k = RRF_K) {
    const length = rankings[0]?.length ?? 0;
    const out = new Float64Array(length);
    for (const ranks of rankings) {
        checkLengths(ranks, out);
        for (let i = 0; i < length; i++)
            if (ranks[i] > 0)
                out[i] += 1 / (k + ranks[i]);
    }
    return out;
}
/**
 * (score - min) / (max - min) over the entries that count: all of them, or those with a non-zero
 * rank in `ranks`; the others get 0. When every counted score is equal, each gets 1 if positive.
 */
function minMaxNormalize(scores, ranks) {
    if (ranks)
        checkLengths(scores, ranks);
    const counts = (i) => !ranks || ranks[i] > 0;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < scores.length; i++) {
        if (!counts(i))
            continue;
        min = Math.min(min, scores[i]);
        max = Math.max(max, scores[i]);
    }
    const out = new Float64Array(scores.length);
    const range = max - min;
    for (let i = 0; i < scores.length; i++) {
        if (!counts(i))
            continue;
        out[i] = range > 0 ? (scores[i] - min) / range : max > 0 ? 1 : 0;
    }
    return out;
}
/**
 * (1 - weight) x min-max normalized lexical score + weight x min-max normalized similarity, the
 * similarity counting only for the `depth` most similar chunks.
 */
function weightedFusion(lexical, vector, weight = VECTOR_WEIGHT, depth = VECTOR_DEPTH) {
    checkLengths(lexical, vector);
    const lex = minMaxNormalize(lexical);
    const vec = minMaxNormalize(vector, rankPositions(vector, depth));
    const out = new Float64Array(lex.length);
    for (let i = 0; i < out.length; i++)
        out[i] = (1 - weight) * lex[i] + weight * vec[i];
    return out;
}
/** Fused chunk scores by `method`: RRF of the lexical ranking and the top `VECTOR_DEPTH` of the vector ranking, or the weighted sum. */
function fuseChunkScores(lexical, vector, method = DEFAULT_FUSION) {
    checkLengths(lexical, vector);
    if (method === 'weighted')
        return weightedFusion(lexical, vector);
    return reciprocalRankFusion([rankPositions(lexical), rankPositions(vector, VECTOR_DEPTH)]);
}
/**
 * What to add to the lexical scores so they become the fused scores scaled to the lexical range
 * (the best fused chunk gets the best lexical score): fused x max(lexical) / max(fused) - lexical.
 * Without any lexical score the fused scores are scaled to a best of 1; without fused scores
 * nothing changes.
 */
function extraChunkScores(lexical, fused) {
    checkLengths(lexical, fused);
    let maxLexical = 0;
    let maxFused = 0;
    for (let i = 0; i < lexical.length; i++) {
        maxLexical = Math.max(maxLexical, lexical[i]);
        maxFused = Math.max(maxFused, fused[i]);
    }
    const out = new Float64Array(lexical.length);
    if (maxFused <= 0)
        return out;
    const scale = (maxLexical || 1) / maxFused;
    for (let i = 0; i < out.length; i++)
        out[i] = fused[i] * scale - lexical[i];
    return out;
}
/** The content BM25 of every chunk for a query, exactly as `search()` computes it. */
function lexicalChunkScores(index, queryText) {
    const scores = new Float64Array(index.chunkCount);
    index.content.score((0,features/* weightedQuery */.Un)(index, (0,query/* analyzeQuery */.FM)((0,templates/* stripTemplate */.Te)((0,environment/* stripEnvironment */.al)(queryText), templates/* NO_TEMPLATE_LINES */.LZ)).terms), scores);
    return scores;
}
/** `search()`'s `extraChunkScores` for a query, given each chunk's similarity to it. */
function hybridChunkScores(index, queryText, similarities, method = DEFAULT_FUSION) {
    const lexical = lexicalChunkScores(index, queryText);
    return extraChunkScores(lexical, fuseChunkScores(lexical, similarities, method));
}
/** How long one embeddings request may take, each attempt (a hung endpoint is given up on after this). */
const EMBED_REQUEST_TIMEOUT_MS = 30_000;
/** How long all the embeddings requests of one search may take together, the query's included. */
const EMBED_DEADLINE_MS = 300_000;
/**
 * Embeds the query first (its vector fixes the dimensions a cache must have), then the chunks the
 * cache lacks, and fuses the similarities with the lexical scores. Every embeddings request has
 * `requestTimeoutMs` per attempt, and all of them `deadlineMs` together; a failure is thrown (the
 * caller falls back to lexical ranking).
 */
async function vectorChunkScores(index, queryText, options) {
    const { method, requestTimeoutMs = EMBED_REQUEST_TIMEOUT_MS, deadlineMs = EMBED_DEADLINE_MS, now = Date.now, ...rest } = options;
    const started = now();
    const limits = { timeoutMs: requestTimeoutMs, deadline: started + deadlineMs };
    const query = await embedQuery(options.embedder, options.model, queryText, limits);
    const queryEmbedMs = now() - started;
    if (!query)
        return { extraChunkScores: undefined, similarities: undefined, stats: undefined, queryMs: queryEmbedMs, chunksMs: 0, embedMs: queryEmbedMs, fuseMs: 0 };
    let t = now();
    const { vectors, stats } = await embedChunks(index, { ...rest, dimensions: query.length, limits });
    const chunksMs = now() - t;
    t = now();
    const similarities = vectors.similarities(query);
    const extra = hybridChunkScores(index, queryText, similarities, method);
    const fuseMs = now() - t;
    return { extraChunkScores: extra, similarities, stats, queryMs: queryEmbedMs + fuseMs, chunksMs, embedMs: queryEmbedMs + chunksMs, fuseMs };
}

// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(6890);
// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
// EXTERNAL MODULE: ./src/cli/run.ts
var run = __webpack_require__(4175);
;// CONCATENATED MODULE: ./src/cli/embeddings.ts
/** `--embeddings MODEL` for search and eval: the endpoint from the environment, and vector scores fused into retrieval. Loaded only when asked for. */





/**
 * The embeddings client for `--embeddings MODEL`, from OPENAI_API_KEY / OPENAI_BASE_URL; undefined
 * without the flag (then nothing is sent anywhere). Throws a UsageError naming what is missing.
 */
function embeddingSettings(values, env, io) {
    const flag = values.embeddings;
    if (flag === undefined || flag === false)
        return undefined;
    const model = String(flag).trim();
    if (!model)
        throw new args/* UsageError */.eb('--embeddings needs a model name, e.g. text-embedding-3-small or nomic-embed-text');
    const apiKey = env.OPENAI_API_KEY?.trim();
    const baseURL = env.OPENAI_BASE_URL?.trim();
    if (!apiKey && !baseURL) {
        throw new args/* UsageError */.eb('--embeddings needs a model endpoint: set OPENAI_API_KEY (OpenAI) or OPENAI_BASE_URL (any OpenAI-compatible server, e.g. http://localhost:11434/v1)');
    }
    const fusion = env.SWEEP_FUSION?.trim() || DEFAULT_FUSION;
    if (!FUSION_METHODS.includes(fusion))
        throw new args/* UsageError */.eb(`SWEEP_FUSION must be one of ${FUSION_METHODS.join(', ')}, got '${fusion}'`);
    const client = new llm_client/* LlmClient */.l3({
        apiKey: apiKey || 'not-needed',
        ...(baseURL ? { baseURL } : {}),
        model: env.SWEEP_MODEL?.trim() || run.DEFAULT_MODEL,
        maxTokensPerRun: run.DEFAULT_MAX_TOKENS_PER_RUN,
        onRetry: (info) => io.stderr(`retrying the embeddings call (attempt ${info.attempt + 1}): ${info.error instanceof Error ? info.error.message : String(info.error)}\n`),
    });
    return { client, model, method: fusion };
}
/**
 * Vector scores for `query` over `index`, with one summary line on stderr. When the endpoint fails
 * (an error, a timeout, the deadline), retrieval stays lexical: a warning on stderr, no scores, and
 * the reason in the report.
 */
async function embeddingScores(index, query, settings, cacheDir, io) {
    let result;
    try {
        result = await vectorChunkScores(index, query, {
            embedder: settings.client,
            model: settings.model,
            method: settings.method,
            cacheDir,
            readText: (0,common/* fileReader */.q2)(index),
            ...(settings.now ? { now: settings.now } : {}),
            ...(io.stderrIsTTY ? { onProgress: (done, total) => io.stderr(`\r\x1b[2Kembedding ${done}/${total} chunks`) } : {}),
        });
    }
    catch (error) {
        if (io.stderrIsTTY)
            io.stderr('\r\x1b[2K');
        const reason = error instanceof Error ? error.message : String(error);
        io.stderr(`warning: embeddings failed, so the ranking is lexical only: ${reason}\n`);
        return { vectors: undefined, report: { used: false, reason } };
    }
    if (io.stderrIsTTY && result.stats?.embedded)
        io.stderr('\r\x1b[2K');
    const s = result.stats;
    if (!s) {
        io.stderr('embeddings: the query has no text to embed; lexical ranking only\n');
        return { vectors: result, report: { used: false, reason: 'the query has no text to embed' } };
    }
    io.stderr(`embeddings (${settings.model}, ${settings.method}): ${s.chunks} chunks, ${s.cached} cached, ${s.embedded} embedded in ${s.calls} calls` +
        `${s.notEmbedded ? `, ${s.notEmbedded} of files that are not source code left out` : ''}${s.unreadable ? `, ${s.unreadable} unreadable` : ''}, ${result.embedMs.toFixed(0)} ms\n`);
    const report = {
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


/***/ }),

/***/ 4175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_MAX_TOKENS_PER_RUN: () => (/* reexport safe */ _pipeline_js__WEBPACK_IMPORTED_MODULE_4__.m2),
/* harmony export */   DEFAULT_MODEL: () => (/* reexport safe */ _pipeline_js__WEBPACK_IMPORTED_MODULE_4__.UB),
/* harmony export */   committedText: () => (/* binding */ committedText),
/* harmony export */   modelSettings: () => (/* reexport safe */ _pipeline_js__WEBPACK_IMPORTED_MODULE_4__.zg),
/* harmony export */   runCommand: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var _repo_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8800);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6890);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(577);
/* harmony import */ var _action_tests_section_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5547);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(179);
/**
 * `run`: the whole pipeline on a local checkout with any OpenAI-compatible endpoint. With --dry-run
 * it prints the plan and the unified diff and changes nothing; otherwise it writes the files,
 * commits them to a new local branch `sweep/<slug>` and checks out again what was checked out.
 * Failed or not, it prints the tokens and requests it spent on stderr; with --json, one JSON
 * document on stdout either way (`error` when it failed).
 */






/** A failed run: the error on stderr, and with --json the document saying so and what was spent. */
function failed(values, io, error, usage) {
    io.stderr(`error: run: ${(0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .errorText */ .kc)(error)}\n`);
    if (values.json)
        (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .printJson */ .Q2)(io, { error: (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .errorText */ .kc)(error), usage });
    return 1;
}
/**
 * Writes the change and commits it to a new branch `sweep/<slug>`, then checks out again the branch
 * (or the commit) the checkout was on: the user's work tree is left as it was. No commit outside a
 * git repository.
 */
async function commit(git, inRepo, outcome) {
    const { result, title } = outcome;
    const written = await result.tree.flush();
    if (!inRepo)
        return {};
    const back = (await git.currentBranch()) ?? (await git.head());
    let branch = `sweep/${(0,_repo_git_js__WEBPACK_IMPORTED_MODULE_0__/* .slugify */ .Yv)(title)}`;
    for (let n = 2; await git.branchExists(branch); n++)
        branch = `sweep/${(0,_repo_git_js__WEBPACK_IMPORTED_MODULE_0__/* .slugify */ .Yv)(title)}-${n}`;
    await git.checkoutNewBranch(branch);
    const sha = await git.commit(written, `Sweep: ${title}\n\n${result.plan.summary || result.plan.rootCause}`.trim());
    await git.checkout(back);
    return { branch, commit: sha, back };
}
/** The last line of a committed run: which branch holds the change, and what is checked out. */
function committedText(branch, commit, back) {
    const detached = /^[0-9a-f]{40,64}$/.test(back);
    const ref = detached ? back.slice(0, 12) : back;
    return `Committed ${commit.slice(0, 12)} on the new branch ${branch}; ${detached ? `commit ${ref}` : ref} is checked out again, as before (git diff ${ref}...${branch} shows the change).`;
}
async function runCommand(values, io, env = process.env) {
    const settings = (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .modelSettings */ .zg)(env, values);
    const repo = (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .repoArg */ .V9)(values);
    const issue = (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .textArg */ .U6)(values, 'issue').trim();
    if (!issue)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('the issue text is empty');
    const git = new _repo_git_js__WEBPACK_IMPORTED_MODULE_0__/* .Git */ .TU(repo);
    const inRepo = await git.isRepository();
    if (!values['dry-run'] && inRepo && (await git.dirtyPaths()).length) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('the working tree has uncommitted changes; commit or stash them, or use --dry-run');
    }
    const testCommand = typeof values['test-command'] === 'string' ? values['test-command'].trim() : '';
    if (typeof values['test-command'] === 'string' && !testCommand)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('--test-command is empty');
    const testTimeout = typeof values['test-timeout'] === 'string' ? Number(values['test-timeout']) : undefined;
    const tests = { ...(testCommand ? { command: testCommand } : {}), ...(testTimeout !== undefined ? { timeoutMinutes: testTimeout } : {}) };
    const outcome = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .runPipeline */ .aI)({ repo, issue, settings, cacheDir: (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .cacheDirArg */ .eI)(values, repo), io, tests });
    const { result, usage } = outcome;
    io.stderr(`${(0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .usageText */ .tx)(usage)}\n`);
    if (!result)
        return failed(values, io, outcome.error, usage);
    let committed = {};
    if (!values['dry-run']) {
        try {
            committed = await commit(git, inRepo, { result, title: outcome.title });
        }
        catch (error) {
            return failed(values, io, error, usage);
        }
    }
    const { branch } = committed;
    if (values.json) {
        (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .printJson */ .Q2)(io, {
            plan: { rootCause: result.plan.rootCause, summary: result.plan.summary, changes: result.plan.changes },
            notes: result.notes,
            refused: result.refused,
            files: result.outcomes,
            reviews: result.reviews,
            diff: result.diff,
            ...(outcome.tests ? { tests: outcome.tests } : {}),
            ...(branch ? { branch, commit: committed.commit } : {}),
            usage,
        });
        return 0;
    }
    io.stdout(`Root cause: ${result.plan.rootCause || '(not stated)'}\nPlan: ${result.plan.summary || '(not stated)'}\n`);
    for (const c of result.plan.changes)
        io.stdout(`  ${c.action} ${c.path}\n`);
    for (const n of [...result.notes, ...result.refused])
        io.stdout(`  note: ${n}\n`);
    if (outcome.tests)
        io.stdout(`Tests: ${(0,_action_tests_section_js__WEBPACK_IMPORTED_MODULE_3__/* .testsLine */ .M3)(outcome.tests, true)}\n`);
    io.stdout(`\n${result.diff}`);
    if (branch && committed.commit && committed.back)
        io.stdout(`\n${committedText(branch, committed.commit, committed.back)}\n`);
    else if (!values['dry-run'])
        io.stdout(`\nWrote ${result.changedPaths.length} files (not a git repository: nothing committed).\n`);
    return 0;
}


/***/ })

};
