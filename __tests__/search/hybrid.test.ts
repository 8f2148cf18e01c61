import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { LlmClient, type EmbeddingModel } from '../../src/llm/client.js';
import {
  extraChunkScores,
  fuseChunkScores,
  hybridChunkScores,
  lexicalChunkScores,
  minMaxNormalize,
  rankPositions,
  reciprocalRankFusion,
  vectorChunkScores,
  weightedFusion,
  type FusionMethod,
} from '../../src/search/vectors/hybrid.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import { search } from '../../src/search/rank/search.js';
import { startOpenAiServer, type OpenAiServer, type Reply } from '../helpers/openai-server.js';
import { cleanUpSettled, fixtureRepo, tempDir, type TempRepo } from '../helpers/repo.js';

describe('rankPositions', () => {
  it('ranks positive scores best first, ties sharing the better rank', () => {
    expect(Array.from(rankPositions([0.5, 0, 2, 0.5, 1]))).toEqual([3, 0, 1, 3, 2]);
    expect(Array.from(rankPositions([-1, 0, 3]))).toEqual([0, 0, 1]);
  });

  it('stops at the depth, keeping ties at the boundary', () => {
    expect(Array.from(rankPositions([0.5, 0, 2, 0.5, 1], 2))).toEqual([0, 0, 1, 0, 2]);
    expect(Array.from(rankPositions([0.5, 0, 2, 0.5, 1], 3))).toEqual([3, 0, 1, 3, 2]);
  });
});

describe('reciprocalRankFusion', () => {
  it('sums 1 / (k + rank) over the rankings an entry is in', () => {
    expect(Array.from(reciprocalRankFusion([[1, 0, 2], [2, 1, 0]], 1))).toEqual([1 / 2 + 1 / 3, 1 / 2, 1 / 3]);
    expect(Array.from(reciprocalRankFusion([[1, 2]]))).toEqual([1 / 61, 1 / 62]);
    expect(Array.from(reciprocalRankFusion([]))).toEqual([]);
    expect(() => reciprocalRankFusion([[1], [1, 2]])).toThrow('cannot fuse score lists of 2 and 1 entries');
  });
});

describe('minMaxNormalize', () => {
  it('maps the counted scores onto 0..1', () => {
    expect(Array.from(minMaxNormalize([2, 4, 6]))).toEqual([0, 0.5, 1]);
    expect(Array.from(minMaxNormalize([2, 4, 6], [1, 0, 2]))).toEqual([0, 0, 1]);
    expect(Array.from(minMaxNormalize([3, 3]))).toEqual([1, 1]);
    expect(Array.from(minMaxNormalize([0, 0]))).toEqual([0, 0]);
    expect(Array.from(minMaxNormalize([]))).toEqual([]);
  });
});

describe('weightedFusion', () => {
  it('mixes normalized lexical scores with the top similarities', () => {
    // Lexical -> 0, 0.5, 1; similarity: the top 2 (0.9, 0.5) -> 1, 0; the third is not counted.
    expect(Array.from(weightedFusion([0, 5, 10], [0.9, 0.1, 0.5], 0.5, 2))).toEqual([0.5, 0.25, 0.5]);
    expect(Array.from(weightedFusion([0, 5, 10], [0.9, 0.1, 0.5], 0, 2))).toEqual([0, 0.5, 1]);
    expect(Array.from(weightedFusion([0, 5, 10], [0.9, 0.1, 0.5], 1, 3))).toEqual([1, 0, 0.5]);
  });
});

describe('fuseChunkScores', () => {
  it('fuses by RRF (k = 60) on request', () => {
    expect(Array.from(fuseChunkScores([3, 0, 1], [0.2, 0.9, 0.1], 'rrf'))).toEqual([1 / 61 + 1 / 62, 1 / 61, 1 / 62 + 1 / 63]);
  });

  it('fuses by the weighted sum (vector weight 0.3) by default', () => {
    // Lexical -> 1, 0, 1/3; similarity -> 0.125, 1, 0.
    const out = Array.from(fuseChunkScores([3, 0, 1], [0.2, 0.9, 0.1]));
    expect(out[0]).toBeCloseTo(0.7 + 0.3 * 0.125, 12);
    expect(out[1]).toBeCloseTo(0.3, 12);
    expect(out[2]).toBeCloseTo(0.7 / 3, 12);
  });
});

describe('extraChunkScores', () => {
  it('turns lexical scores into fused scores scaled to the lexical best', () => {
    expect(Array.from(extraChunkScores([4, 0, 2], [0.5, 1, 0.25]))).toEqual([-2, 4, -1]);
    // No lexical score: fused scores scaled to a best of 1.
    expect(Array.from(extraChunkScores([0, 0], [0.5, 0.25]))).toEqual([1, 0.5]);
    // Nothing fused: nothing changes.
    expect(Array.from(extraChunkScores([4, 1], [0, 0]))).toEqual([0, 0]);
  });
});

/** Texts to concept counts: a stand-in for a model that knows `VAT` is about tax. */
const CONCEPTS: readonly (readonly string[])[] = [
  ['tax', 'taxes', 'vat', 'rate', 'amount', 'percent', 'discount', 'discounts'],
  ['sqlite', 'database', 'connection', 'query', 'client', 'reconnects'],
  ['customer', 'customers', 'order', 'orders', 'name'],
];

class ConceptEmbedder implements EmbeddingModel {
  calls = 0;
  async embed(texts: readonly string[]): Promise<number[][]> {
    this.calls++;
    return texts.map((t) => {
      const words = t.toLowerCase().match(/[a-z]+/g) ?? [];
      return CONCEPTS.map((c) => words.filter((w) => c.includes(w)).length);
    });
  }
}

let shopRepo: TempRepo;
let shop: RepoIndex;
beforeAll(async () => {
  shopRepo = fixtureRepo('shop');
  shop = await buildIndex(shopRepo.dir, { cacheDir: false, history: false });
});
afterAll(() => shopRepo.cleanup());

const readText = (path: string) => readFileSync(join(shop.root, path), 'utf8');
const CLEAR_QUERY = 'DatabaseClient raises ConnectionLost too early: it should retry before giving up';

let server: OpenAiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('hybrid search on the shop fixture', () => {
  it('computes the lexical chunk scores search() uses', () => {
    const lexical = lexicalChunkScores(shop, CLEAR_QUERY);
    const chunksOf = (path: string) => shop.chunksOf(shop.byPath.get(path)!).map((c) => lexical[c]!);
    expect(Math.max(...chunksOf('shop/db/client.py'))).toBeGreaterThan(0);
    expect(chunksOf('shop/services/pricing.py').every((v) => v === 0)).toBe(true);
    // Fusing with no similarity at all keeps every lexical score under RRF's ranks.
    const extra = hybridChunkScores(shop, CLEAR_QUERY, new Float64Array(shop.chunkCount));
    const fused = lexical.map((v, c) => v + extra[c]!);
    expect(Math.max(...fused)).toBeCloseTo(Math.max(...lexical), 9);
    expect(fused.every((v, c) => (v > 0) === (lexical[c]! > 0))).toBe(true);
  });

  it.each<FusionMethod>(['rrf', 'weighted'])('keeps the lexical winner of a clear query with vectors from the server (%s)', async (method) => {
    const lexicalTop = search(shop, CLEAR_QUERY, { readText }).files[0]!.path;
    expect(lexicalTop).toBe('shop/db/client.py');
    const requests = 1 + Math.ceil(shop.chunkCount / 64);
    server = await startOpenAiServer(Array.from({ length: requests }, () => ({ kind: 'embeddings', dimensions: 8 }) as Reply));
    const client = new LlmClient({ apiKey: 'sk-test', baseURL: server.baseUrl, model: 'chat', maxTokensPerRun: 100_000, maxAttempts: 1 });
    const vectors = await vectorChunkScores(shop, CLEAR_QUERY, { embedder: client, model: 'embed-test', cacheDir: false, readText, method });
    expect(server.requests).toHaveLength(requests);
    expect(server.requests[0]!.body.input).toEqual([CLEAR_QUERY]);
    // README.md and docs/usage.md are not source code: their chunks get no vector.
    expect(vectors.stats).toMatchObject({ chunks: shop.chunkCount, embedded: shop.chunkCount - 2, notEmbedded: 2 });
    const result = search(shop, CLEAR_QUERY, { readText, extraChunkScores: vectors.extraChunkScores! });
    expect(result.files[0]!.path).toBe('shop/db/client.py');
  });

  it.each<FusionMethod>(['rrf', 'weighted'])('finds a file no query word matches through its meaning (%s)', async (method) => {
    const query = 'VAT levied twice';
    expect(search(shop, query, { readText }).files).toEqual([]);
    const embedder = new ConceptEmbedder();
    const vectors = await vectorChunkScores(shop, query, { embedder, model: 'concepts', cacheDir: false, readText, method });
    const result = search(shop, query, { readText, extraChunkScores: vectors.extraChunkScores! });
    expect(result.files[0]!.path).toBe('shop/services/pricing.py');
    // The clear query's winner holds with these vectors too.
    const clear = await vectorChunkScores(shop, CLEAR_QUERY, { embedder, model: 'concepts', cacheDir: false, readText, method });
    expect(search(shop, CLEAR_QUERY, { readText, extraChunkScores: clear.extraChunkScores! }).files[0]!.path).toBe('shop/db/client.py');
  });

  it('embeds nothing for an empty query', async () => {
    const embedder = new ConceptEmbedder();
    const vectors = await vectorChunkScores(shop, '   ', { embedder, model: 'concepts', cacheDir: false, readText });
    expect(vectors.extraChunkScores).toBeUndefined();
    expect(embedder.calls).toBe(0);
  });
});

describe('search --embeddings (CLI)', () => {
  const NAMES = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'SWEEP_FUSION'] as const;
  let saved: Record<string, string | undefined>;
  beforeAll(() => {
    saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));
  });
  afterEach(() => {
    for (const n of NAMES) {
      if (saved[n] === undefined) delete process.env[n];
      else process.env[n] = saved[n];
    }
  });

  function capture() {
    const out: string[] = [];
    const err: string[] = [];
    return { io: { stdout: (t: string) => void out.push(t), stderr: (t: string) => void err.push(t), stderrIsTTY: false }, out, err };
  }

  it('exits 2 with one line naming the missing setting when there is no endpoint', async () => {
    for (const n of NAMES) delete process.env[n];
    const { io, out, err } = capture();
    expect(await main(['search', '--repo', shopRepo.dir, '--query', 'x', '--embeddings', 'text-embedding-3-small', '--no-cache'], io)).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('')).toBe(
      'error: search: --embeddings needs a model endpoint: set OPENAI_API_KEY (OpenAI) or OPENAI_BASE_URL (any OpenAI-compatible server, e.g. http://localhost:11434/v1)\n',
    );
    const evalRun = capture();
    expect(await main(['eval', '--dataset', 'none.jsonl', '--embeddings', 'm'], evalRun.io)).toBe(2);
    expect(evalRun.err.join('')).toMatch(/^error: eval: --embeddings needs a model endpoint: set OPENAI_API_KEY \(OpenAI\) or OPENAI_BASE_URL .*\n$/);
    expect(evalRun.err.join('').split('\n')).toHaveLength(2);
  });

  it('rejects an unknown fusion method', async () => {
    process.env.OPENAI_BASE_URL = 'http://127.0.0.1:9/v1';
    process.env.SWEEP_FUSION = 'average';
    const { io, err } = capture();
    expect(await main(['search', '--repo', shopRepo.dir, '--query', 'x', '--embeddings', 'm', '--no-cache'], io)).toBe(2);
    expect(err.join('')).toBe("error: search: SWEEP_FUSION must be one of rrf, weighted, got 'average'\n");
  });

  it('fuses vectors from the endpoint and embeds nothing new on the second run', async () => {
    const cache = tempDir('sweep-cli-vectors-');
    try {
      const chunkRequests = Math.ceil(shop.chunkCount / 64);
      server = await startOpenAiServer([...Array.from({ length: 1 + chunkRequests }, () => ({ kind: 'embeddings' }) as Reply), { kind: 'embeddings' }]);
      delete process.env.OPENAI_API_KEY;
      process.env.OPENAI_BASE_URL = server.baseUrl;
      const argv = ['search', '--repo', shopRepo.dir, '--query', CLEAR_QUERY, '--embeddings', 'embed-test', '--cache-dir', cache.dir, '--json'];
      const first = capture();
      expect(await main(argv, first.io)).toBe(0);
      expect(JSON.parse(first.out.join('')).files[0].path).toBe('shop/db/client.py');
      expect(first.err.join('')).toMatch(
        new RegExp(`^embeddings \\(embed-test, weighted\\): ${shop.chunkCount} chunks, 0 cached, ${shop.chunkCount - 2} embedded in 1 calls, 2 of files that are not source code left out, \\d+ ms\\n$`),
      );
      expect(server.requests).toHaveLength(1 + chunkRequests);

      const second = capture();
      expect(await main(argv, second.io)).toBe(0);
      expect(server.requests).toHaveLength(2 + chunkRequests);
      expect(server.requests.at(-1)!.body.input).toEqual([CLEAR_QUERY]);
      expect(second.err.join('')).toContain(`${shop.chunkCount} chunks, ${shop.chunkCount - 2} cached, 0 embedded in 0 calls`);
      expect(JSON.parse(second.out.join('')).files).toEqual(JSON.parse(first.out.join('')).files);
    } finally {
      // The index is written in the background: done before its folder goes.
      await cleanUpSettled([cache]);
    }
  });
});
