import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reference } from '../../src/code/definitions.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import { calledNames, calleeWeights, callerWeight, callHop, callSeeds, fileCalleeScores, MAX_CALLEE_DEFINERS, MAX_SEED_CALLS } from '../../src/search/rank/calls.js';
import { rankEntities, ENTITY_MODEL } from '../../src/search/rank/entities.js';
import { computeFeatures } from '../../src/search/rank/features.js';
import { modelFeatures } from '../../src/search/rank/search.js';
import { MODEL } from '../../src/search/rank/rerank.js';
import { cleanUpSettled, makeRepo, tempDir, type TempRepo } from '../helpers/repo.js';

const refs: Reference[] = [
  { name: 'parseHeader', kind: 'call', line: 3 },
  { name: 'Header', kind: 'class', line: 4 },
  { name: 'parseHeader', kind: 'call', line: 5 },
  { name: 'Options', kind: 'type', line: 5 },
  { name: 'size', kind: 'attribute', line: 6 },
  { name: 'handle', kind: 'call', line: 7 },
  { name: 'flush', kind: 'call', line: 12 },
];

describe('calledNames', () => {
  it('gives the names called or instantiated on the lines, once each, in order', () => {
    expect(calledNames(refs, 1, 10)).toEqual(['parseHeader', 'Header', 'handle']);
    expect(calledNames(refs, 5, 12)).toEqual(['parseHeader', 'handle', 'flush']);
    expect(calledNames(refs, 8, 11)).toEqual([]);
  });

  it('leaves out the given name (a recursive call is no hop)', () => {
    expect(calledNames(refs, 1, 10, 'handle')).toEqual(['parseHeader', 'Header']);
  });
});

describe('callerWeight', () => {
  const names = new Map([
    ['parseHeader', 0.5],
    ['flush', 0.25],
  ]);

  it('sums the weights of the seed names the lines call, each once', () => {
    expect(callerWeight(refs, 1, 12, names, 'handle')).toBe(0.75);
    expect(callerWeight(refs, 1, 6, names, 'handle')).toBe(0.5);
    expect(callerWeight(refs, 7, 11, names, 'handle')).toBe(0);
  });

  it('gives 0 for its own name and without seeds', () => {
    expect(callerWeight(refs, 1, 12, names, 'parseHeader')).toBe(0.25);
    expect(callerWeight(refs, 1, 12, new Map(), 'x')).toBe(0);
  });
});

/** A small library: the issue's sample calls `createServer` and `listen`; the fault is in what they call. */
const LIBRARY = {
  'lib/server.js': [
    "const { parseRequestLine } = require('./parse');",
    "const { writeHead } = require('./response');",
    'function createServer(handler) {',
    '  const server = { handler };',
    '  server.onData = (chunk) => handler(parseRequestLine(chunk));',
    '  return server;',
    '}',
    'function listen(server, port) {',
    '  bindSocket(port);',
    '  writeHead(server, 200);',
    '  return server;',
    '}',
    'function bindSocket(port) {',
    '  return port;',
    '}',
    'module.exports = { createServer, listen };',
    '',
  ].join('\n'),
  'lib/parse.js': [
    'function parseRequestLine(chunk) {',
    "  const [method, target] = String(chunk).split(' ');",
    '  return { method, target: decodeTarget(target) };',
    '}',
    'function decodeTarget(target) {',
    '  return decodeURIComponent(target);',
    '}',
    'module.exports = { parseRequestLine, decodeTarget };',
    '',
  ].join('\n'),
  'lib/response.js': ['function writeHead(server, status) {', '  server.status = status;', '}', 'module.exports = { writeHead };', ''].join('\n'),
  'lib/client.js': ['function request(url) {', '  return createServer(() => url);', '}', 'module.exports = { request };', ''].join('\n'),
  'lib/unrelated.js': ['function formatDate(d) {', '  return d.toISOString();', '}', 'module.exports = { formatDate };', ''].join('\n'),
};

const ISSUE = 'Server crashes on a request line with a bad escape\n\n```js\nconst server = createServer((req) => console.log(req.target));\nlisten(server, 8080);\n```\nSending `GET /%E0%A4%A HTTP/1.1` throws URIError.';

describe('one hop along calls on a real index', () => {
  let repo: TempRepo;
  let cache: TempRepo;
  let cold: RepoIndex;
  let warm: RepoIndex;

  beforeAll(async () => {
    repo = makeRepo(LIBRARY);
    cache = tempDir();
    cold = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    await cold.persisted;
    warm = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
  });
  afterAll(() => cleanUpSettled([repo, cache]));

  const nameOf = (index: RepoIndex, id: number) => {
    const d = index.definition(id);
    return `${index.files[d.file]!.path}:${d.def.qualifiedName}`;
  };
  const named = (index: RepoIndex, weights: ReadonlyMap<number, number>) =>
    Object.fromEntries([...weights].map(([id, w]) => [nameOf(index, id), Math.round(w * 1e4) / 1e4]));

  it('seeds on the callable definitions the issue names, code-shaped names weighing 1 times their specificity', () => {
    const features = computeFeatures(cold, ISSUE);
    const seeds = callSeeds(cold, features.signals);
    expect(Object.keys(named(cold, seeds.defs)).sort()).toEqual(['lib/server.js:createServer', 'lib/server.js:listen']);
    // `createServer` is code-shaped; `listen` is a plain word named as a call (half as much).
    expect(Object.fromEntries(seeds.names)).toEqual({ createServer: 1, listen: 0.5 });
  });

  it('keeps only the heaviest seeds', () => {
    const seeds = callSeeds(cold, { symbols: ['createServer', 'listen'] }, 1);
    expect([...seeds.names.keys()]).toEqual(['createServer']);
  });

  it('passes each seed\'s weight to what it calls, over the square root of how many names it calls', () => {
    const seeds = new Map<number, number>();
    for (const id of cold.symbols.get('createserver')!) seeds.set(id, 1);
    for (const id of cold.symbols.get('listen')!) seeds.set(id, 0.5);
    const callees = named(cold, calleeWeights(cold, seeds));
    // createServer calls handler (no definition) and parseRequestLine: 1 / sqrt(2) reaches it.
    // listen calls bindSocket and writeHead: 0.5 / sqrt(2) each. decodeTarget is two hops away.
    expect(callees).toEqual({
      'lib/parse.js:parseRequestLine': 0.7071,
      'lib/server.js:bindSocket': 0.3536,
      'lib/response.js:writeHead': 0.3536,
    });
    expect(Object.fromEntries([...fileCalleeScores(cold, calleeWeights(cold, seeds))].map(([f, v]) => [cold.files[f]!.path, Math.round(v * 1e4) / 1e4]))).toEqual({
      'lib/parse.js': 1,
      'lib/server.js': 0.5,
      'lib/response.js': 0.5,
    });
  });

  it('reads the references of a persisted index without switching every record\'s details on', () => {
    const signals = computeFeatures(warm, ISSUE).signals;
    const hop = callHop(warm, signals);
    expect(named(warm, hop.callees)).toEqual(named(cold, callHop(cold, computeFeatures(cold, ISSUE).signals).callees));
    expect(Object.keys(named(warm, hop.callees))).toContain('lib/parse.js:parseRequestLine');
    // Signatures come with the details: still empty, so the gate stayed shut.
    const parse = warm.definition(warm.symbols.get('parserequestline')![0]!).def;
    expect(parse.signature).toBe('');
    warm.ensureDetails();
    expect(parse.signature).toBe('function parseRequestLine(chunk)');
  });

  it('makes callees candidates whatever their file\'s rank, and weighs them and the callers by the model', () => {
    const features = computeFeatures(cold, ISSUE);
    const fileScores = new Float64Array(cold.files.length);
    fileScores[cold.byPath.get('lib/server.js')!.id] = 1;
    fileScores[cold.byPath.get('lib/client.js')!.id] = 0.5;
    const inputs = { fileScores, chunkScores: features.chunkScores, query: features.terms, signals: features.signals, calls: features.calls(), top: 20, readText: (p: string) => readFileSync(join(cold.root, p), 'utf8') };
    const without = rankEntities(cold, { ...inputs, calls: undefined });
    expect(without.map((e) => e.name)).not.toContain('parseRequestLine');
    const hop = rankEntities(cold, { ...inputs, model: { ...ENTITY_MODEL, callee: 1, caller: 0 } });
    expect(hop.map((e) => e.name)).toContain('parseRequestLine');
    // `request` (read exactly: its file is among the best) calls the named createServer.
    const byCaller = rankEntities(cold, { ...inputs, model: { ...ENTITY_MODEL, file: 0, body: 0, bodyTitle: 0, name: 0, nameBm25: 0, coverage: 0, callee: 0, caller: 1 } });
    expect(byCaller[0]!.name).toBe('request');
  });

  it('gives the files the named definitions call a `calls.named` feature', () => {
    const features = computeFeatures(cold, ISSUE);
    expect(features.value('calls.named', cold.byPath.get('lib/parse.js')!.id)).toBe(1);
    expect(features.value('calls.named', cold.byPath.get('lib/unrelated.js')!.id)).toBe(0);
  });

  it('is not worked out by a search under the shipped weights, which give it none', () => {
    expect(MODEL.relevance['calls.named'] ?? 0).toBe(0);
    const features = computeFeatures(cold, ISSUE, { needed: modelFeatures(MODEL) });
    expect([...features.filesWith('calls.named')]).toEqual([]);
  });

  it('passes nothing through a name defined more than MAX_CALLEE_DEFINERS times', async () => {
    const many: Record<string, string> = {
      'src/main.js': 'function runAll() {\n  helper();\n  solo();\n}\nmodule.exports = { runAll };\n',
      'src/solo.js': 'function solo() {\n  return 2;\n}\nmodule.exports = { solo };\n',
    };
    for (let i = 0; i <= MAX_CALLEE_DEFINERS; i++) many[`src/h${i}.js`] = 'function helper() {\n  return 1;\n}\nmodule.exports = { helper };\n';
    const manyRepo = makeRepo(many);
    try {
      const index = await buildIndex(manyRepo.dir, { cacheDir: false });
      const callees = callHop(index, { symbols: ['runAll'] }).callees;
      expect([...callees.keys()].map((id) => index.definition(id).def.name)).toEqual(['solo']);
    } finally {
      manyRepo.cleanup();
    }
  });

  it('passes nothing from a seed that calls more than MAX_SEED_CALLS names', async () => {
    const callee = (i: number) => `fn${i}`;
    const body = (count: number) => Array.from({ length: count }, (_, i) => `  ${callee(i)}();`).join('\n');
    const lib = Array.from({ length: MAX_SEED_CALLS + 1 }, (_, i) => `function ${callee(i)}() {\n  return ${i};\n}`).join('\n');
    const wideRepo = makeRepo({
      'src/lib.js': `${lib}\n`,
      'src/wide.js': `function callsAll() {\n${body(MAX_SEED_CALLS + 1)}\n}\nfunction callsMost() {\n${body(MAX_SEED_CALLS)}\n}\n`,
    });
    try {
      const index = await buildIndex(wideRepo.dir, { cacheDir: false });
      expect(callHop(index, { symbols: ['callsAll'] }).callees.size).toBe(0);
      const most = callHop(index, { symbols: ['callsMost'] }).callees;
      expect(most.size).toBe(MAX_SEED_CALLS);
      expect(most.get(index.symbols.get('fn0')![0]!)).toBeCloseTo(1 / Math.sqrt(MAX_SEED_CALLS), 12);
    } finally {
      wideRepo.cleanup();
    }
  });
});
