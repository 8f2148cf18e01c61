// Optional embeddings never break retrieval: a failing or hung endpoint leaves the ranking lexical,
// requests have their own timeout and deadline, several repositories share one cache folder, only
// source files are embedded, and the embedding time counts the query's embedding.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CliIO } from '../../src/cli/commands.js';
import { embeddingScores, type EmbeddingSettings } from '../../src/cli/embeddings.js';
import { searchCommand } from '../../src/cli/search.js';
import { LlmClient, type EmbeddingModel, type EmbedLimits } from '../../src/llm/client.js';
import { DeadlineExceededError } from '../../src/llm/retry.js';
import { EMBED_REQUEST_TIMEOUT_MS, vectorChunkScores } from '../../src/search/vectors/hybrid.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import { startOpenAiServer, type OpenAiServer, type Reply } from '../helpers/openai-server.js';
import { fixtureRepo, makeRepo, tempDir, type TempRepo } from '../helpers/repo.js';
import { manualTimers, until } from '../helpers/timers.js';

const QUERY = 'DatabaseClient raises ConnectionLost too early: it should retry before giving up';
const START = Date.parse('2025-03-01T12:00:00Z');
/** A reply that never comes: the server holds the request until the client gives up on it. */
const HUNG: Reply = { kind: 'delay', ms: 3_600_000 };

let shopRepo: TempRepo;
let shop: RepoIndex;
beforeAll(async () => {
  shopRepo = fixtureRepo('shop');
  shop = await buildIndex(shopRepo.dir, { cacheDir: false, history: false });
});
afterAll(() => shopRepo.cleanup());

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function server(script: Reply[]): Promise<OpenAiServer> {
  const s = await startOpenAiServer(script);
  cleanups.push(() => s.close());
  return s;
}

function capture(): { io: CliIO; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), stderrIsTTY: false }, out, err };
}

const embeddingsReplies = (n: number): Reply[] => Array.from({ length: n }, () => ({ kind: 'embeddings' }) as Reply);

async function searchJson(repo: string, env: NodeJS.ProcessEnv, extra: string[] = []) {
  const { io, out, err } = capture();
  const values: Record<string, string | boolean> = { repo, query: QUERY, json: true };
  for (let i = 0; i < extra.length; i += 2) values[extra[i]!.replace(/^--/, '')] = extra[i + 1] === undefined ? true : extra[i + 1]!;
  const code = await searchCommand(values, io, env);
  return { code, json: JSON.parse(out.join('')), err: err.join('') };
}

describe('search --embeddings when the endpoint fails', () => {
  it('warns, ranks lexically, and says why in --json', async () => {
    const s = await server([{ kind: 'error', status: 401, message: 'bad key' }]);
    const failed = await searchJson(shopRepo.dir, { OPENAI_BASE_URL: s.baseUrl }, ['--embeddings', 'embed-test', '--no-cache']);
    const reason = `embeddings (model embed-test at ${s.baseUrl}, inputs 1-1 of 1) failed: 401 bad key (not retried: the server refused the request)`;
    expect(failed.code).toBe(0);
    expect(failed.err).toBe(`warning: embeddings failed, so the ranking is lexical only: ${reason}\n`);
    expect(failed.json.embeddings).toEqual({ used: false, reason });
    const lexical = await searchJson(shopRepo.dir, {}, ['--no-cache']);
    expect(failed.json.files).toEqual(lexical.json.files);
    expect(failed.json.entities).toEqual(lexical.json.entities);
    expect(Object.keys(lexical.json)).toEqual(['intent', 'files', 'entities', 'snippets', 'timings']);
  });

  it('reports what was used when it works: source files only, the query included in the time', async () => {
    const s = await server(embeddingsReplies(2));
    const used = await searchJson(shopRepo.dir, { OPENAI_BASE_URL: s.baseUrl }, ['--embeddings', 'embed-test', '--no-cache']);
    expect(used.json.embeddings).toEqual({
      used: true,
      model: 'embed-test',
      method: 'weighted',
      chunks: shop.chunkCount,
      cached: 0,
      embedded: shop.chunkCount - 2,
      calls: 1,
      notEmbedded: 2,
      embedMs: expect.any(Number),
    });
    expect(used.json.timings.embedMs).toBe(used.json.embeddings.embedMs);
    const embedded = s.requests[1]!.body.input as string[];
    expect(embedded.map((text) => text.slice(0, text.indexOf('\n'))).filter((path, i, all) => all.indexOf(path) === i)).toEqual(
      shop.files.filter((f) => (f.role === 'source' || f.role === 'test') && f.chunkCount > 0).map((f) => f.path),
    );
    expect(embedded.some((text) => text.startsWith('README.md\n') || text.startsWith('docs/'))).toBe(false);
  });
});

describe('embeddings requests have their own timeout and deadline', () => {
  /** A client whose clock moves only when it sleeps or when an attempt's timer is fired. */
  function clockedClient(s: OpenAiServer, maxAttempts?: number) {
    const timers = manualTimers();
    let now = START;
    const client = new LlmClient({
      apiKey: 'sk-test',
      baseURL: s.baseUrl,
      model: 'chat',
      maxTokensPerRun: 100_000,
      ...(maxAttempts ? { maxAttempts } : {}),
      timing: {
        now: () => now,
        sleep: async (ms) => void (now += ms),
        random: () => 0.5,
        schedule: (fire, ms) => timers.schedule(() => ((now += ms), fire()), ms),
      },
    });
    return { client, timers, now: () => now };
  }

  it('gives up on a hung endpoint after 4 attempts of 30 s, not 300 s, and the CLI ranks lexically', async () => {
    const s = await server([HUNG, HUNG, HUNG, HUNG]);
    const { client, timers, now } = clockedClient(s);
    const settings: EmbeddingSettings = { client, model: 'embed-test', method: 'weighted', now };
    const { io, err } = capture();
    const running = embeddingScores(shop, QUERY, settings, false, io);
    for (const count of [1, 2, 3, 4]) {
      await until(() => s.requests.length === count);
      expect(timers.fireAll()).toBe(1);
    }
    const { vectors, report } = await running;
    const label = `embeddings (model embed-test at ${s.baseUrl}, inputs 1-1 of 1)`;
    const reason = `${label} failed after 4 attempts (the limit): ${label} timed out after 30000 ms (attempt 4)`;
    expect([vectors, report]).toEqual([undefined, { used: false, reason }]);
    expect(timers.scheduled).toEqual([EMBED_REQUEST_TIMEOUT_MS, EMBED_REQUEST_TIMEOUT_MS, EMBED_REQUEST_TIMEOUT_MS, EMBED_REQUEST_TIMEOUT_MS]);
    expect(EMBED_REQUEST_TIMEOUT_MS).toBe(30_000);
    // Four timeouts and three backoff waits (500, 1000 and 2000 ms with this randomness).
    expect(now() - START).toBe(4 * 30_000 + 3_500);
    expect(err.join('')).toBe(`warning: embeddings failed, so the ranking is lexical only: ${reason}\n`);
  });

  it('stops all requests at the total deadline', async () => {
    const s = await server([HUNG, HUNG]);
    const { client, timers, now } = clockedClient(s, 10);
    const running = vectorChunkScores(shop, QUERY, { embedder: client, model: 'embed-test', cacheDir: false, readText: () => undefined, deadlineMs: 45_000, now }).catch((e: unknown) => e);
    for (const count of [1, 2]) {
      await until(() => s.requests.length === count);
      expect(timers.fireAll()).toBe(1);
    }
    const error = await running;
    const label = `embeddings (model embed-test at ${s.baseUrl}, inputs 1-1 of 1)`;
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect((error as Error).message).toBe(`${label} stopped after 2 attempts: the total deadline was reached during attempt 2; last error: ${label} timed out after 14500 ms (attempt 2)`);
    expect(timers.scheduled).toEqual([30_000, 14_500]);
  });

  it('counts the query embedding in the embedding time', async () => {
    let now = START;
    const seen: EmbedLimits[] = [];
    const embedder: EmbeddingModel = {
      async embed(texts, _model, limits = {}) {
        seen.push(limits);
        now += texts.length === 1 && texts[0] === QUERY ? 7 : 100;
        return texts.map((t) => [t.length, 1, 0]);
      },
    };
    const read = (path: string) => readFileSync(join(shop.root, path), 'utf8');
    const result = await vectorChunkScores(shop, QUERY, { embedder, model: 'm', cacheDir: false, readText: read, now: () => now });
    expect([result.embedMs, result.chunksMs, result.fuseMs, result.queryMs]).toEqual([107, 100, 0, 7]);
    expect(seen).toEqual([
      { timeoutMs: 30_000, deadline: START + 300_000 },
      { timeoutMs: 30_000, deadline: START + 300_000 },
    ]);
  });
});

describe('a cache folder shared by several repositories', () => {
  it('keeps every repository\'s vectors: going back to the first embeds nothing', async () => {
    const cache = tempDir('sweep-shared-vectors-');
    const other = makeRepo({ 'lib/retry.py': 'def retry(times):\n    return [attempt(i) for i in range(times)]\n', 'NOTES.md': '# Notes\n' }, { git: true });
    cleanups.push(() => cache.cleanup(), () => other.cleanup());
    const s = await server(embeddingsReplies(6));
    const env = { OPENAI_BASE_URL: s.baseUrl };
    const run = async (repo: string) => (await searchJson(repo, env, ['--embeddings', 'embed-test', '--cache-dir', cache.dir])).json.embeddings;
    expect(await run(shopRepo.dir)).toMatchObject({ used: true, cached: 0, embedded: shop.chunkCount - 2 });
    expect(await run(other.dir)).toMatchObject({ used: true, cached: 0, embedded: 1, notEmbedded: 1 });
    expect(await run(shopRepo.dir)).toMatchObject({ used: true, cached: shop.chunkCount - 2, embedded: 0, calls: 0 });
    expect(await run(other.dir)).toMatchObject({ used: true, cached: 1, embedded: 0, calls: 0 });
    // Two embeddings of chunks and four of the query: nothing was embedded twice.
    expect(s.requests.map((r) => (r.body.input as string[]).length)).toEqual([1, shop.chunkCount - 2, 1, 1, 1, 1]);
  });
});
