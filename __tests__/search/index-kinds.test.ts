import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileKinds } from '../../src/repo/classify.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import { computeFeatures } from '../../src/search/rank/features.js';
import { indexKinds, type IndexKinds } from '../../src/search/index/index-kinds.js';
import { search } from '../../src/search/rank/search.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

/** A small library's modules, each as its source file holds it. */
const MODULES: Record<string, string> = {
  utils: ['function isArray(val) {', '  return Array.isArray(val);', '}', '', 'function forEach(obj, fn) {', '  for (const key in obj) fn(obj[key], key);', '}', '', 'function mergeConfig(a, b) {', '  return Object.assign({}, a, b);', '}'].join('\n'),
  headers: ['class Headers {', '  constructor(init) {', '    this.map = {};', '  }', '', '  get(name) {', '    return this.map[name.toLowerCase()];', '  }', '', '  set(name, value) {', '    this.map[name.toLowerCase()] = value;', '  }', '}'].join('\n'),
  request: ['function buildURL(url, params) {', "  return url + '?' + new URLSearchParams(params);", '}', '', 'function dispatchRequest(config) {', '  return fetch(buildURL(config.url, config.params), config);', '}'].join('\n'),
  timeout: [
    'function withTimeout(promise, ms) {',
    '  return Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(timeoutError(ms)), ms))]);',
    '}',
    '',
    'function timeoutError(ms) {',
    "  return new Error('timeout of ' + ms + 'ms exceeded');",
    '}',
  ].join('\n'),
};
const EXPORTS: Record<string, string> = { utils: 'isArray, forEach, mergeConfig', headers: 'Headers', request: 'buildURL, dispatchRequest', timeout: 'withTimeout, timeoutError' };
const ALL = Object.values(EXPORTS).join(', ');
const indent = (text: string) => text.replace(/^(?=.)/gm, '  ');
/** The base adapter's methods, each overridden by one of three adapters. */
const ADAPTER_METHODS = [
  ['open', 'close', 'send', 'receive'],
  ['flush', 'reset', 'status', 'configure'],
  ['pause', 'resume', 'drain', 'destroy'],
];

/** Sources in lib/, a UMD bundle and an ES module bundle of all of them in dist/, neither marked. */
const BUNDLED = {
  ...Object.fromEntries(Object.keys(MODULES).map((m) => [`lib/${m}.js`, `'use strict';\n\n${MODULES[m]}\n\nmodule.exports = { ${EXPORTS[m]} };\n`])),
  'index.js': "module.exports = require('./lib/request');\n",
  'dist/client.js': [
    '(function (global, factory) {',
    "  typeof exports === 'object' && typeof module !== 'undefined' ? module.exports = factory() : (global.client = factory());",
    "})(this, (function () { 'use strict';",
    '',
    indent(Object.values(MODULES).join('\n\n')),
    '',
    `  return { ${ALL} };`,
    '}));',
    '',
  ].join('\n'),
  'dist/client.mjs': `${Object.values(MODULES).join('\n\n')}\n\nexport { ${ALL} };\n`,
  // A base class and the adapters overriding its methods share names, not qualified names.
  'lib/adapters/base.js': `class Adapter {\n${ADAPTER_METHODS.flat().map((m) => `  ${m}() {}`).join('\n')}\n}\nmodule.exports = Adapter;\n`,
  ...Object.fromEntries(
    ['Http', 'Socket', 'File'].map((name, i) => [
      `lib/adapters/${name.toLowerCase()}.js`,
      `const Adapter = require('./base');\nclass ${name}Adapter extends Adapter {\n${ADAPTER_METHODS[i]!.map((m) => `  ${m}() {}`).join('\n')}\n}\nmodule.exports = ${name}Adapter;\n`,
    ]),
  ),
  // Platform variants define the same functions, none holding the others.
  ...Object.fromEntries(
    ['browser', 'node', 'deno'].map((platform) => [
      `platform/${platform}.js`,
      `${['readFile', 'writeFile', 'stat', 'exists', 'remove', 'mkdir', 'listDir', 'watch'].map((f) => `function ${f}() { return '${platform}'; }`).join('\n')}\nmodule.exports = { readFile };\n`,
    ]),
  ),
};

/** A TypeScript package compiled into dist/, which package.json publishes; bin/ and src/ are sources. */
const PACKAGED = {
  'package.json': JSON.stringify({ name: 'calc', main: 'dist/index.js', module: './dist/index.mjs', bin: { calc: 'bin/calc.js' }, files: ['dist', 'bin', 'src'] }),
  'src/add.ts': 'export function add(a: number, b: number): number {\n  return a + b;\n}\n',
  'src/mul.ts': 'export function mul(a: number, b: number): number {\n  return a * b;\n}\n',
  'src/index.ts': "export { add } from './add';\nexport { mul } from './mul';\n",
  'dist/index.js': 'function add(a, b) {\n  return a + b;\n}\nfunction mul(a, b) {\n  return a * b;\n}\nmodule.exports = { add, mul };\n',
  'dist/index.mjs': 'function add(a, b) {\n  return a + b;\n}\nfunction mul(a, b) {\n  return a * b;\n}\nexport { add, mul };\n',
  'bin/calc.js': "const { add } = require('../dist/index.js');\nfunction main(argv) {\n  console.log(add(Number(argv[2]), Number(argv[3])));\n}\nmain(process.argv);\n",
  // A plain JavaScript package whose main is in lib/, where its sources live.
  'tools/fmt/package.json': JSON.stringify({ name: 'fmt', main: 'lib/index.js', files: ['lib'] }),
  'tools/fmt/lib/index.js': "const { pad } = require('./pad');\nfunction format(value) {\n  return pad(String(value));\n}\nmodule.exports = { format };\n",
  'tools/fmt/lib/pad.js': "function pad(text) {\n  return text.padStart(8);\n}\nmodule.exports = { pad };\n",
};

/** Files starting with what a build writes, and one whose header names no release. */
const BANNERED = {
  'vendor/widget.js': '/*! widget v2.1.0 | (c) Widget authors | MIT */\nfunction widget() {}\n',
  'out/parse.js': '"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nexports.parse = void 0;\nfunction parse(text) {\n  return text;\n}\nexports.parse = parse;\n',
  'lib/server.js': "/*!\n * server\n * Copyright(c) 2014 Server authors\n * MIT Licensed\n */\n\n'use strict';\nfunction listen() {}\nmodule.exports = { listen };\n",
};

/** A JavaScript library's own declarations beside its implementation, and declarations of nothing implemented. */
const DECLARED = {
  'index.d.ts': [
    'export interface ClientOptions {',
    '  baseURL?: string;',
    '  timeout?: number;',
    '}',
    'export declare class Client {',
    '  constructor(options?: ClientOptions);',
    '  send(path: string): Promise<string>;',
    '}',
    'export declare function createClient(options?: ClientOptions): Client;',
    '',
  ].join('\n'),
  'lib/client.js': [
    '/** Sends requests with a timeout and a base URL. */',
    'class Client {',
    '  constructor(options) {',
    '    this.options = options || {};',
    '  }',
    '  send(path) {',
    '    return fetch(this.options.baseURL + path, { signal: AbortSignal.timeout(this.options.timeout) });',
    '  }',
    '}',
    'function createClient(options) {',
    '  return new Client(options);',
    '}',
    'module.exports = { Client, createClient };',
    '',
  ].join('\n'),
  'lib/retry.js': 'function retry(fn) {\n  return fn();\n}\nmodule.exports = { retry };\n',
  'lib/retry.d.ts': 'export declare function retry<T>(fn: () => T): T;\n',
  'types/env.d.ts': 'declare const VERSION: string;\ndeclare function onlyDeclared(): void;\n',
};

/**
 * Object types built by a call, as a GraphQL library's sources write them: each type's resolvers are
 * the functions of object literals passed to `new ObjectType`, so without the variable each is only
 * `fields` or `fields.resolve`, and the file holding four types would seem to repeat the three others.
 */
const objectType = (name: string, fields: string[]) =>
  `export var ${name} = new ObjectType({\n  name: '${name}',\n  fields: () => ({\n${fields.map((f) => `    ${f}: { resolve(source) { return source.${f}; } },`).join('\n')}\n  }),\n});\n`;
const TYPES = {
  'src/type/user.js': objectType('UserType', ['id']),
  'src/type/post.js': objectType('PostType', ['title']),
  'src/type/comment.js': objectType('CommentType', ['body']),
  'src/type/introspection.js': ['SchemaType', 'TypeType', 'FieldType', 'DirectiveType'].map((name) => objectType(name, ['name', 'kind', 'args'])).join('\n'),
};

const repos: TempRepo[] = [];
const indexes = new Map<string, RepoIndex>();

beforeAll(async () => {
  for (const [name, files] of Object.entries({ BUNDLED, PACKAGED, BANNERED, DECLARED, TYPES })) {
    const repo = makeRepo(files, { git: true });
    repos.push(repo);
    indexes.set(name, await buildIndex(repo.dir, { cacheDir: false }));
  }
});
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

function kindsOf(name: string, index = indexes.get(name)!): { buildOutputs: Record<string, string>; shadowed: Record<string, number> } {
  const found: IndexKinds = indexKinds(index, {
    kinds: index.files.map((f) => fileKinds(f.path)),
    readText: (path) => readFileSync(join(index.root, path), 'utf8'),
    links: () => index.links(),
  });
  const path = (id: number) => index.files[id]!.path;
  return {
    buildOutputs: Object.fromEntries([...found.buildOutputs].map(([f, why]) => [path(f), why]).sort()),
    shadowed: Object.fromEntries([...found.shadowed].map(([f, share]) => [path(f), share]).sort()),
  };
}

describe('build outputs', () => {
  it('are the scripts that repeat the definitions of several files, each a part of them', () => {
    expect(kindsOf('BUNDLED')).toEqual({ buildOutputs: { 'dist/client.js': 'repeats', 'dist/client.mjs': 'repeats' }, shadowed: {} });
  });

  it('are the code of a folder package.json publishes that repeats definitions and is not where the sources live', () => {
    expect(kindsOf('PACKAGED')).toEqual({ buildOutputs: { 'dist/index.js': 'package', 'dist/index.mjs': 'package' }, shadowed: {} });
  });

  it('are not sources whose object literals have the same keys as other files', () => {
    const index = indexes.get('TYPES')!;
    const names = index.definitionsOf(index.files.find((f) => f.path === 'src/type/user.js')!).map((e) => e.def.qualifiedName);
    expect(names).toEqual(['UserType.fields', 'UserType.fields.resolve']);
    expect(kindsOf('TYPES')).toEqual({ buildOutputs: {}, shadowed: {} });
  });

  it('are the scripts starting with a build banner', () => {
    expect(kindsOf('BANNERED')).toEqual({ buildOutputs: { 'out/parse.js': 'banner', 'vendor/widget.js': 'banner' }, shadowed: {} });
  });

  it('rank below the sources they were built from, unless the query names them by path', () => {
    const index = indexes.get('BUNDLED')!;
    const read = (path: string) => readFileSync(join(index.root, path), 'utf8');
    const query = 'mergeConfig drops the timeout: withTimeout rejects with timeoutError before dispatchRequest starts';
    // The bundles define every name the query gives, the sources one or two each: halved, they come
    // after the two sources the query is most about (before, they came first).
    expect(search(index, query, { readText: read, top: 5 }).files.map((f) => f.path)).toEqual(['lib/timeout.js', 'lib/request.js', 'dist/client.mjs', 'dist/client.js', 'lib/utils.js']);
    const named = search(index, `dist/client.js: ${query}`, { readText: read, top: 1 }).files;
    expect(named.map((f) => [f.path, f.signals['×kind.build-output']])).toEqual([['dist/client.js', undefined]]);
  });
});

describe('declaration files an implementation shadows', () => {
  it('have the share of their definitions an implementation defines, or 1 beside their implementation', () => {
    // index.d.ts: ClientOptions (only declared), Client, Client.constructor, Client.send, createClient (implemented).
    expect(kindsOf('DECLARED')).toEqual({ buildOutputs: {}, shadowed: { 'index.d.ts': 4 / 5, 'lib/retry.d.ts': 1 } });
  });

  it('rank below the implementation', () => {
    const index = indexes.get('DECLARED')!;
    const read = (path: string) => readFileSync(join(index.root, path), 'utf8');
    const ranked = search(index, 'createClient ignores the timeout and baseURL options of ClientOptions', { readText: read, top: 2 }).files;
    expect(ranked.map((f) => f.path)).toEqual(['lib/client.js', 'index.d.ts']);
    expect(ranked[1]!.signals['×kind.declaration-shadowed']).toBeCloseTo(0.5 ** (4 / 5), 12);
  });

  it('are worked out once per index, and only when a model weighs them', () => {
    const index = indexes.get('DECLARED')!;
    const id = index.byPath.get('index.d.ts')!.id;
    expect(computeFeatures(index, 'timeout', { needed: new Set(['content']) }).value('kind.declaration-shadowed', id)).toBe(0);
    const first = computeFeatures(index, 'timeout');
    expect(first.value('kind.declaration-shadowed', id)).toBe(4 / 5);
    expect(first.column('kind.declaration-shadowed')).toBeDefined();
  });
});

describe('an index read from the store', () => {
  it('gives the same build outputs and shadowed declarations as one built in memory', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'sweep-kinds-'));
    try {
      for (const name of ['BUNDLED', 'PACKAGED', 'DECLARED']) {
        const root = indexes.get(name)!.root;
        await (await buildIndex(root, { cacheDir: join(cacheDir, name) })).persisted;
        const warm = await buildIndex(root, { cacheDir: join(cacheDir, name) });
        expect([name, warm.stats.storedTables]).toEqual([name, true]);
        expect([name, kindsOf(name, warm)]).toEqual([name, kindsOf(name)]);
      }
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});

describe('the build banner in the persisted index', () => {
  it('is kept with the record and read back without parsing the file', async () => {
    const repo = makeRepo(BANNERED, { git: true });
    const cacheDir = mkdtempSync(join(tmpdir(), 'sweep-kinds-'));
    try {
      const cold = await buildIndex(repo.dir, { cacheDir });
      await cold.persisted;
      const warm = await buildIndex(repo.dir, { cacheDir });
      expect(warm.stats.analyzed).toBe(0);
      expect(warm.files.filter((f) => f.buildBanner).map((f) => f.path)).toEqual(['out/parse.js', 'vendor/widget.js']);
    } finally {
      repo.cleanup();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
