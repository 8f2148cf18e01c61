import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeFeatures, fileCoverage } from '../../src/search/rank/features.js';
import { Bm25Index, countTerms, Vocabulary } from '../../src/search/terms/lexical.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import { coChangeFromCommits } from '../../src/repo/cochange.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
let index: RepoIndex;

const FILES = {
  'lib/client.js': [
    "const { retryDelay } = require('./retry');",
    'function sendRequest(url, timeoutMs) {',
    '  return fetchWithTimeout(url, timeoutMs, retryDelay(1));',
    '}',
    'module.exports = { sendRequest };',
  ].join('\n'),
  'lib/retry.js': ['function retryDelay(attempt) {', '  return attempt * 100;', '}', 'module.exports = { retryDelay };'].join('\n'),
  'lib/unrelated.js': 'function colour() { return "blue"; }\n',
  'types/client.d.ts': 'export declare function sendRequest(url: string, timeoutMs: number): Promise<void>;\n',
  'types/extra.d.ts': 'export declare function onlyDeclared(): void;\n',
  'examples/basic.js': "const { sendRequest } = require('../lib/client');\nsendRequest('http://x', 5);\n",
  'README.md': '# Client\n\nCall sendRequest with a timeout.\n',
  'test/retry.test.js': "const { retryDelay } = require('../lib/retry');\ntest('delay', () => expect(retryDelay(2)).toBe(200));\n",
  '.github/ISSUE_TEMPLATE/bug_report.md': '**Describe the bug**\nA clear and concise description of what the bug is.\n',
};

beforeAll(async () => {
  repo = makeRepo(FILES, { git: true });
  index = await buildIndex(repo.dir, { cacheDir: false });
});
afterAll(() => repo.cleanup());

const read = (path: string) => readFileSync(join(index.root, path), 'utf8');
const id = (path: string) => index.byPath.get(path)!.id;

describe('computeFeatures', () => {
  const query = ['sendRequest ignores the timeout', '**Describe the bug**', 'A clear and concise description of what the bug is.', 'The `timeoutMs` argument has no effect.'].join('\n');

  it('removes template boilerplate and scores the query and its parts', () => {
    const f = computeFeatures(index, query, { readText: read });
    expect(f.query).toBe('sendRequest ignores the timeout\nThe `timeoutMs` argument has no effect.');
    expect(f.value('content', id('lib/client.js'))).toBeGreaterThan(0.5);
    expect(f.value('content.title', id('lib/client.js'))).toBeGreaterThan(0);
    expect(f.value('content.quoted', id('lib/client.js'))).toBeGreaterThan(0);
    expect(f.value('content.code', id('lib/client.js'))).toBe(0);
    // The template's words no longer reach the template itself.
    expect(f.value('content', id('.github/ISSUE_TEMPLATE/bug_report.md'))).toBe(0);
    expect(f.value('content.raw', id('.github/ISSUE_TEMPLATE/bug_report.md'))).toBeGreaterThan(0);
    expect(f.value('defines', id('lib/client.js'))).toBeGreaterThan(0);
  });

  it('marks roles and kinds, and declarations an implementation shadows', () => {
    const f = computeFeatures(index, query, { readText: read });
    expect(f.value('role.doc', id('README.md'))).toBe(1);
    expect(f.value('kind.example', id('examples/basic.js'))).toBe(1);
    expect(f.value('kind.declaration', id('types/client.d.ts'))).toBe(1);
    expect(f.value('kind.declaration-shadowed', id('types/client.d.ts'))).toBe(1);
    expect(f.value('kind.declaration-shadowed', id('types/extra.d.ts'))).toBe(0);
    // Worked out once per index: a second query reads the same shares.
    expect(computeFeatures(index, 'timeout', { readText: read }).value('kind.declaration-shadowed', id('types/client.d.ts'))).toBe(1);
  });

  it('takes roles and kinds away from a file the issue names by path, and role.test from tests when it asks for tests', () => {
    const named = computeFeatures(index, 'README.md and examples/basic.js say the wrong timeout', { readText: read });
    expect(named.value('role.doc', id('README.md'))).toBe(0);
    expect(named.value('kind.example', id('examples/basic.js'))).toBe(0);
    expect(named.value('kind.declaration', id('types/client.d.ts'))).toBe(1);
    const tests = computeFeatures(index, 'Write unit tests for retryDelay', { readText: read });
    expect(tests.intent.kind).toBe('TEST_WRITING');
    expect([tests.value('role.test', id('test/retry.test.js')), tests.value('intent.test', id('test/retry.test.js'))]).toEqual([0, 1]);
    const fix = computeFeatures(index, 'retryDelay returns the wrong delay', { readText: read });
    expect([fix.value('role.test', id('test/retry.test.js')), fix.value('intent.test', id('test/retry.test.js'))]).toEqual([1, 0]);
    // The next query is not changed by the one before.
    expect(computeFeatures(index, query, { readText: read }).value('role.doc', id('README.md'))).toBe(1);
  });

  it('reads an issue about the TypeScript types of a JavaScript repository as about its declaration files', () => {
    const types = computeFeatures(index, 'The typings of sendRequest reject a numeric timeoutMs', { readText: read });
    expect([types.value('intent.types', id('types/client.d.ts')), types.value('intent.types', id('types/extra.d.ts')), types.value('intent.types', id('lib/client.js'))]).toEqual([1, 1, 0]);
    // Its declaration is still a declaration an implementation shadows: the two factors together.
    expect(types.value('kind.declaration-shadowed', id('types/client.d.ts'))).toBe(1);
    // A snippet fenced as TypeScript is the snippet's language, not the topic.
    const fenced = computeFeatures(index, 'sendRequest ignores timeoutMs\n```typescript\nawait sendRequest(url, 5);\n```', { readText: read });
    expect(fenced.value('intent.types', id('types/client.d.ts'))).toBe(0);
  });

  it('reads no types intent in a repository whose sources are TypeScript', async () => {
    const ts = makeRepo({
      'src/client.ts': 'export function sendRequest(url: string, timeoutMs: number): void {}\n',
      'src/retry.ts': 'export function retryDelay(attempt: number): number { return attempt * 100; }\n',
      'src/globals.d.ts': 'declare const VERSION: string;\n',
    });
    try {
      const tsIndex = await buildIndex(ts.dir, { cacheDir: false });
      const f = computeFeatures(tsIndex, 'TypeScript rejects a numeric timeoutMs in sendRequest', {});
      expect(f.value('kind.declaration', tsIndex.byPath.get('src/globals.d.ts')!.id)).toBe(1);
      expect(f.value('intent.types', tsIndex.byPath.get('src/globals.d.ts')!.id)).toBe(0);
    } finally {
      ts.cleanup();
    }
  });

  it('reads a link to a file of the repository as its path, and a link to its lines as a location', () => {
    const linked = computeFeatures(
      index,
      'Wrong delay\n\nThe delay at https://github.com/o/r/blob/0123abc/lib/retry.js#L2 grows too fast; see https://github.com/o/r/blob/main/README.md\n- [x] I have read https://github.com/o/r/blob/main/lib/unrelated.js',
      { readText: read },
    );
    expect(linked.value('mention.path', id('lib/retry.js'))).toBe(1);
    expect(linked.value('mention.frame', id('lib/retry.js'))).toBeGreaterThan(0);
    expect(linked.value('mention.path', id('README.md'))).toBe(1);
    expect(linked.value('mention.frame', id('README.md'))).toBe(0);
    // A checklist item's link is an issue form's boilerplate.
    expect(linked.value('mention.path', id('lib/unrelated.js'))).toBe(0);
  });

  it('gives history, recency and lines from tables made once per index', () => {
    const f = computeFeatures(index, query, { readText: read });
    expect(f.value('history', id('lib/client.js'))).toBe(1);
    expect(f.value('recency', id('lib/client.js'))).toBe(1);
    const longest = Math.max(...index.files.map((file) => file.lineCount));
    expect(f.value('lines', id('lib/client.js'))).toBe(Math.log1p(5) / Math.log1p(longest));
  });

  it('leaves out the signals a model does not weigh', () => {
    const f = computeFeatures(index, query, { readText: read, needed: new Set(['content', 'kind.declaration', 'graph.hop']) });
    expect(f.value('graph.hop', id('lib/retry.js'))).toBeGreaterThan(0);
    expect(f.value('graph.ppr', id('lib/retry.js'))).toBe(0);
    expect(f.value('kind.declaration', id('types/client.d.ts'))).toBe(1);
    expect(f.value('kind.declaration-shadowed', id('types/client.d.ts'))).toBe(0);
    expect(f.value('content.title', id('lib/client.js'))).toBe(0);
  });

  it('propagates along imports and through co-changed files from the best files', () => {
    const coChange = coChangeFromCommits([['lib/client.js', 'lib/unrelated.js']]);
    const f = computeFeatures(index, query, { readText: read, coChange });
    expect(f.value('graph.hop', id('lib/retry.js'))).toBeGreaterThan(0);
    expect(f.value('graph.ppr', id('lib/retry.js'))).toBeGreaterThan(0);
    expect(f.value('graph.ppr', id('lib/unrelated.js'))).toBe(0);
    expect(f.value('cochange', id('lib/unrelated.js'))).toBe(1);
  });

  it('computes only what a model needs when told', () => {
    const f = computeFeatures(index, query, { readText: read, needed: new Set(['content']) });
    expect(f.value('content', id('lib/client.js'))).toBeGreaterThan(0.5);
    expect(f.value('content.title', id('lib/client.js'))).toBe(0);
    expect(f.value('content.raw', id('lib/client.js'))).toBe(0);
  });
});

describe('fileCoverage', () => {
  // Chunks 0-1 are the first file's, 2 the second's, 3-4 the third's.
  const vocab = new Vocabulary();
  const chunks = [['parse', 'header'], ['cookie'], ['parse'], ['date'], ['unrelated']].map((d) => countTerms(d, vocab));
  const content = new Bm25Index(chunks, vocab.size);
  const files = [
    { firstChunk: 0, chunkCount: 2 },
    { firstChunk: 2, chunkCount: 1 },
    { firstChunk: 3, chunkCount: 2 },
  ];
  const index = { files, content } as unknown as Pick<RepoIndex, 'files' | 'content'>;
  const term = (t: string, weight = 1) => ({ id: vocab.get(t)!, weight });

  it("gives each file the share of the query's IDF weight whose terms occur in one of its chunks", () => {
    const query = [term('parse'), term('header'), term('cookie', 2)];
    const [p, h, c] = query.map((q) => content.idf(q.id) * q.weight);
    const got = fileCoverage(index, query, [0, 1, 2]);
    expect([...got.keys()]).toEqual([0, 1]);
    expect(got.get(0)).toBeCloseTo(1, 12);
    expect(got.get(1)).toBeCloseTo(p! / (p! + h! + c!), 12);
  });

  it('leaves out the files not asked for, and gives nothing for a query of unknown words', () => {
    expect([...fileCoverage(index, [term('date')], [0, 1]).keys()]).toEqual([]);
    expect(fileCoverage(index, [term('date')], [2]).get(2)).toBe(1);
    expect(fileCoverage(index, [{ id: 99, weight: 1 }], [0, 1, 2]).size).toBe(0);
  });
});
