import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LlmClient } from '../../src/llm/client.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import {
  CHUNK_EMBED_CHARS,
  ChunkVectors,
  chunkEmbeddingText,
  embedChunks,
  embeddingKey,
  embedQuery,
  normalize,
  QUERY_EMBED_CHARS,
  queryEmbeddingText,
  readVectorCache,
  vectorCachePath,
  writeVectorCache,
  type ChunkEmbeddingOptions,
} from '../../src/search/vectors/vectors.js';
import { allUnitOrZero } from '../../src/search/vectors/vector-cache.js';
import { fakeEmbedding, startOpenAiServer, type OpenAiServer, type Reply } from '../helpers/openai-server.js';
import { makeRepo, tempDir, writeTree, type FileTree, type TempRepo } from '../helpers/repo.js';

const MODEL = 'embed-test';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function server(script: Reply[]): Promise<OpenAiServer> {
  const s = await startOpenAiServer(script);
  cleanups.push(() => s.close());
  return s;
}

function client(s: OpenAiServer, embeddingBatchSize = 64): LlmClient {
  return new LlmClient({ apiKey: 'sk-test', baseURL: s.baseUrl, model: 'chat', maxTokensPerRun: 100_000, maxAttempts: 1, embeddingBatchSize });
}

function repo(files: FileTree): TempRepo {
  const r = makeRepo(files);
  cleanups.push(() => r.cleanup());
  return r;
}

function cacheDir(): string {
  const d = tempDir('sweep-vectors-');
  cleanups.push(() => d.cleanup());
  return d.dir;
}

/** Reads files of the index, counting the reads. */
function reader(index: RepoIndex) {
  const reads: string[] = [];
  return { reads, readText: (path: string) => (reads.push(path), readFileSync(join(index.root, path), 'utf8')) };
}

function embeddingsReplies(n: number, dimensions = 4): Reply[] {
  return Array.from({ length: n }, () => ({ kind: 'embeddings', dimensions }) as Reply);
}

/** Inputs of every embeddings request, in order. */
function inputs(s: OpenAiServer): string[][] {
  return s.requests.filter((r) => r.path === '/v1/embeddings').map((r) => r.body.input as string[]);
}

const SMALL: FileTree = {
  'a.py': 'def alpha():\n    return 1\n',
  'b.py': 'def beta():\n    return 2\n',
  'c.py': 'def gamma():\n    return 3\n',
  'd.py': 'def delta():\n    return 4\n',
  'e.py': 'def epsilon():\n    return 5\n',
  'f.py': 'def zeta():\n    return 6\n',
  'g.py': 'def eta():\n    return 7\n',
};

/** A function of about 1,300 characters: two never share a chunk. */
function bigFunction(name: string, marker = 'value'): string {
  const body = Array.from({ length: 28 }, (_, i) => `    total_${i} = compute_${name}(${i}) + ${marker}  # step ${i}`).join('\n');
  return `def ${name}():\n${body}\n    return total_0\n`;
}

function options(index: RepoIndex, embedder: LlmClient, dir: string | false, extra: Partial<ChunkEmbeddingOptions> = {}): ChunkEmbeddingOptions {
  return { embedder, model: MODEL, cacheDir: dir, readText: reader(index).readText, ...extra };
}

describe('embedding texts', () => {
  it('puts the path on the first line and bounds the chunk text', () => {
    expect(chunkEmbeddingText('src/a.ts', 'let x = 1;')).toBe('src/a.ts\nlet x = 1;');
    const long = 'x'.repeat(CHUNK_EMBED_CHARS + 500);
    expect(chunkEmbeddingText('a.py', long)).toBe(`a.py\n${'x'.repeat(CHUNK_EMBED_CHARS)}`);
    // A pair of surrogates is never cut in half.
    const emoji = `${'y'.repeat(CHUNK_EMBED_CHARS - 1)}\u{1F600}tail`;
    expect(chunkEmbeddingText('a.py', emoji)).toBe(`a.py\n${'y'.repeat(CHUNK_EMBED_CHARS - 1)}`);
  });

  it('trims and bounds the query', () => {
    expect(queryEmbeddingText('  login fails \n')).toBe('login fails');
    expect(queryEmbeddingText(' \n ')).toBe('');
    expect(queryEmbeddingText('q'.repeat(QUERY_EMBED_CHARS * 2))).toHaveLength(QUERY_EMBED_CHARS);
  });

  it('keys by model and exact text', () => {
    expect(embeddingKey('m', 'a')).toMatch(/^[0-9a-f]{40}$/);
    expect(embeddingKey('m', 'a')).not.toBe(embeddingKey('n', 'a'));
    expect(embeddingKey('m', 'a')).not.toBe(embeddingKey('m', 'a '));
  });
});

describe('ChunkVectors', () => {
  it('computes cosine similarities of unit vectors', () => {
    expect(Array.from(normalize(Float32Array.of(3, 4)))).toEqual([Math.fround(0.6), Math.fround(0.8)]);
    expect(Array.from(normalize(Float32Array.of(0, 0)))).toEqual([0, 0]);
    const data = Float32Array.of(...normalize(Float32Array.of(1, 0)), ...normalize(Float32Array.of(0, 2)), 0, 0, ...normalize(Float32Array.of(1, 1)));
    const vectors = new ChunkVectors(2, 4, data);
    const sims = vectors.similarities(normalize(Float32Array.of(1, 0)));
    expect(sims[0]).toBeCloseTo(1, 6);
    expect(sims[1]).toBeCloseTo(0, 6);
    expect(sims[2]).toBe(0);
    expect(sims[3]).toBeCloseTo(Math.SQRT1_2, 6);
    expect(() => vectors.similarities(Float32Array.of(1, 0, 0))).toThrow('the query embedding has 3 dimensions but the chunk embeddings have 2');
    expect(() => new ChunkVectors(2, 3, new Float32Array(5))).toThrow(/5 values are not 3 vectors of 2 dimensions/);
  });
});

describe('embedQuery', () => {
  it('embeds the bounded query through the client and normalizes it', async () => {
    const s = await server([{ kind: 'embeddings', dimensions: 3 }]);
    const vector = await embedQuery(client(s), MODEL, '  fix it  ');
    expect(inputs(s)).toEqual([['fix it']]);
    expect(s.requests[0]!.body.model).toBe(MODEL);
    expect(Array.from(vector!)).toEqual(Array.from(normalize(Float32Array.from(fakeEmbedding('fix it', 3)))));
    expect(await embedQuery(client(s), MODEL, '   ')).toBeUndefined();
    expect(s.requests).toHaveLength(1);
  });
});

describe('embedChunks', () => {
  it('embeds every chunk in calls and requests of the configured sizes', async () => {
    const r = repo(SMALL);
    const index = await buildIndex(r.dir, { cacheDir: false, history: false });
    expect(index.chunkCount).toBe(7);
    // Calls of 3 texts, requests of 2: 3 -> 2 + 1, 3 -> 2 + 1, 1 -> 1.
    const s = await server(embeddingsReplies(5));
    const { vectors, stats } = await embedChunks(index, options(index, client(s, 2), false, { callSize: 3 }));
    expect(inputs(s).map((i) => i.length)).toEqual([2, 1, 2, 1, 1]);
    expect(inputs(s).flat()).toEqual(index.files.map((f) => `${f.path}\n${SMALL[f.path]!.toString().trimEnd()}`));
    expect(stats).toEqual({ chunks: 7, cached: 0, embedded: 7, calls: 3, unreadable: 0, notEmbedded: 0, filesReused: 0, cacheDropped: false });
    expect(vectors.dimensions).toBe(4);
    expect(vectors.count).toBe(7);
    const a = index.byPath.get('a.py')!.firstChunk;
    const expected = normalize(Float32Array.from(fakeEmbedding('a.py\ndef alpha():\n    return 1')));
    expect(Array.from(vectors.data.subarray(a * 4, a * 4 + 4))).toEqual(Array.from(expected));
  });

  it('embeds nothing on a second run and only the changed chunk after an edit', async () => {
    const files: FileTree = { ...SMALL, 'big.py': [bigFunction('first'), bigFunction('second'), bigFunction('third')].join('\n') };
    const r = repo(files);
    const dir = cacheDir();
    let index = await buildIndex(r.dir, { cacheDir: false, history: false });
    const bigChunks = index.byPath.get('big.py')!.chunkCount;
    expect(bigChunks).toBeGreaterThanOrEqual(3);
    const total = index.chunkCount;

    const first = await server(embeddingsReplies(1));
    const one = await embedChunks(index, options(index, client(first), dir));
    expect(one.stats).toMatchObject({ chunks: total, cached: 0, embedded: total, calls: 1 });

    // Unchanged: no request, and no file is even read (the cache maps content hashes to chunk keys).
    const idle = await server([]);
    const read = reader(index);
    const two = await embedChunks(index, { ...options(index, client(idle), dir), readText: read.readText });
    expect(idle.requests).toHaveLength(0);
    expect(read.reads).toEqual([]);
    expect(two.stats).toEqual({ chunks: total, cached: total, embedded: 0, calls: 0, unreadable: 0, notEmbedded: 0, filesReused: index.files.length, cacheDropped: false });
    expect(Array.from(two.vectors.data)).toEqual(Array.from(one.vectors.data));

    // One function of big.py changes: only its chunk is embedded, only big.py is read.
    writeTree(r.dir, { 'big.py': [bigFunction('first'), bigFunction('second', 'other'), bigFunction('third')].join('\n') });
    index = await buildIndex(r.dir, { cacheDir: false, history: false });
    expect(index.byPath.get('big.py')!.chunkCount).toBe(bigChunks);
    const third = await server(embeddingsReplies(1));
    const read3 = reader(index);
    const three = await embedChunks(index, { ...options(index, client(third), dir), readText: read3.readText });
    expect(read3.reads).toEqual(['big.py']);
    expect(inputs(third)).toHaveLength(1);
    expect(inputs(third)[0]).toHaveLength(1);
    expect(inputs(third)[0]![0]).toMatch(/^big\.py\ndef second\(\):\n {4}total_0 = compute_second\(0\) \+ other/);
    expect(three.stats).toMatchObject({ cached: total - 1, embedded: 1, filesReused: index.files.length - 1 });

    // The cache is keyed by content: the old text of `second` stays, used one write ago.
    const cache = await readVectorCache(dir, MODEL);
    expect(cache?.keys).toHaveLength(total + 1);
    expect(cache?.dimensions).toBe(4);
    expect([cache?.generation, [...cache!.used].filter((g) => g === 2).length]).toEqual([2, total]);
  });

  it('ignores a corrupt or truncated cache and rewrites it', async () => {
    const r = repo(SMALL);
    const dir = cacheDir();
    const index = await buildIndex(r.dir, { cacheDir: false, history: false });
    await embedChunks(index, options(index, client(await server(embeddingsReplies(1))), dir));
    const path = vectorCachePath(dir, MODEL);
    const good = readFileSync(path);

    const flipped = Buffer.from(good);
    flipped[flipped.length - 3]! ^= 0xff;
    for (const bad of [flipped, good.subarray(0, good.length - 4), Buffer.from('not a cache at all')]) {
      writeFileSync(path, bad);
      expect(await readVectorCache(dir, MODEL)).toBeUndefined();
      const s = await server(embeddingsReplies(1));
      const { stats } = await embedChunks(index, options(index, client(s), dir));
      expect(stats).toMatchObject({ cached: 0, embedded: 7 });
      expect(readFileSync(path)).toEqual(good);
    }
    // Another model's cache is another file, and a header naming another model is not trusted.
    expect(await readVectorCache(dir, 'other-model')).toBeUndefined();
    writeFileSync(vectorCachePath(dir, 'other-model'), good);
    expect(await readVectorCache(dir, 'other-model')).toBeUndefined();
  });

  it('does not trust a cache holding a vector that is not unit-length, whatever its checksum', async () => {
    const dir = cacheDir();
    const write = (values: number[]) =>
      writeVectorCache(dir, { model: MODEL, dimensions: 2, generation: 1, keys: ['aa'.repeat(20), 'bb'.repeat(20)], used: Uint32Array.from([1, 1]), vectors: Float32Array.from(values), files: new Map() });
    await write([0.6, 0.8, 0, 0]);
    expect([...(await readVectorCache(dir, MODEL))!.vectors]).toEqual([...Float32Array.from([0.6, 0.8, 0, 0])]);
    for (const bad of [[0.6, 0.8, NaN, 0], [0.6, 0.8, Infinity, 0], [0.6, 0.8, 3, 4], [0.6, 0.7, 0, 1]]) {
      await write(bad);
      expect(await readVectorCache(dir, MODEL)).toBeUndefined();
    }
    expect([allUnitOrZero(Float32Array.from([1, 0, 0, 0, 0, 1]), 3), allUnitOrZero(Float32Array.from([1, 0, 0.1]), 3)]).toEqual([true, false]);
  });

  it('drops a cache whose dimensions differ from the query and rejects chunk vectors of other dimensions', async () => {
    const r = repo(SMALL);
    const dir = cacheDir();
    const index = await buildIndex(r.dir, { cacheDir: false, history: false });
    await embedChunks(index, options(index, client(await server(embeddingsReplies(1, 4))), dir));
    expect((await readVectorCache(dir, MODEL))?.dimensions).toBe(4);

    // The model now answers with 6 dimensions (the query says so): everything is embedded again.
    const s = await server(embeddingsReplies(1, 6));
    const { vectors, stats } = await embedChunks(index, options(index, client(s), dir, { dimensions: 6 }));
    expect(stats).toMatchObject({ cached: 0, embedded: 7, cacheDropped: true });
    expect(vectors.dimensions).toBe(6);
    expect((await readVectorCache(dir, MODEL))?.dimensions).toBe(6);

    // Chunk vectors that do not match the query's dimensions are an error, not a silent mix.
    const odd = await server(embeddingsReplies(1, 5));
    await expect(embedChunks(index, options(index, client(odd), false, { dimensions: 6 }))).rejects.toThrow(
      'embeddings model embed-test returned a 5-dimension chunk vector where 6 dimensions were expected',
    );
  });

  it('keeps the vectors of successful calls when a later call fails', async () => {
    const r = repo(SMALL);
    const dir = cacheDir();
    const index = await buildIndex(r.dir, { cacheDir: false, history: false });
    const s = await server([{ kind: 'embeddings' }, { kind: 'error', status: 400, message: 'input too long' }]);
    await expect(embedChunks(index, options(index, client(s), dir, { callSize: 4 }))).rejects.toThrow(/input too long/);
    expect((await readVectorCache(dir, MODEL))?.keys).toHaveLength(4);
    const again = await server(embeddingsReplies(1));
    const { stats } = await embedChunks(index, options(index, client(again), dir, { callSize: 4 }));
    expect(stats).toMatchObject({ cached: 4, embedded: 3, calls: 1 });
  });

  it('gives chunks of unreadable files no vector', async () => {
    const r = repo(SMALL);
    const index = await buildIndex(r.dir, { cacheDir: false, history: false });
    const s = await server(embeddingsReplies(1));
    const read = reader(index);
    const { vectors, stats } = await embedChunks(index, options(index, client(s), false, { readText: (p) => (p === 'c.py' ? undefined : read.readText(p)) }));
    expect(stats).toMatchObject({ embedded: 6, unreadable: 1 });
    const c = index.byPath.get('c.py')!.firstChunk;
    expect(Array.from(vectors.data.subarray(c * 4, c * 4 + 4))).toEqual([0, 0, 0, 0]);
  });

  it('writes and reads the cache format', async () => {
    const dir = cacheDir();
    const keys = [embeddingKey(MODEL, 'one'), embeddingKey(MODEL, 'two')];
    const contents = { model: MODEL, dimensions: 2, generation: 7, keys, used: Uint32Array.of(7, 3), vectors: Float32Array.of(1, 0, 0, 1), files: new Map([['h:a.py', [1, 0]]]) };
    await writeVectorCache(dir, contents);
    const cache = await readVectorCache(dir, MODEL);
    expect(cache?.keys).toEqual(keys);
    expect(cache?.entries.get(keys[1]!)).toBe(1);
    expect(Array.from(cache!.vectors)).toEqual([1, 0, 0, 1]);
    expect([cache?.generation, Array.from(cache!.used)]).toEqual([7, [7, 3]]);
    expect(cache?.files.get('h:a.py')).toEqual([1, 0]);
    await expect(writeVectorCache(dir, { ...contents, vectors: new Float32Array(3) })).rejects.toThrow(/2 keys but 3 values/);
    await expect(writeVectorCache(dir, { ...contents, used: new Uint32Array(1) })).rejects.toThrow('writeVectorCache: 2 keys but 1 last-use generations');
  });
});
