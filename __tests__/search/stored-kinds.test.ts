/**
 * The index kinds (build outputs, shadowed declarations) are kept with the search tables: a cold run
 * works them out once (the save and the search share them) and writes them; a warm start on the same
 * files takes them from the store without working them out, with the same kinds and results; after a
 * change the tables' key differs and they are worked out again (then stored for the new key); kinds
 * that fail any check, and those of an untrusted store, are worked out instead, never used in part.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileReader } from '../../src/cli/common.js';
import { buildIndex, type IndexOptions } from '../../src/search/index/indexer.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import { computeIndexKinds, indexKinds, kindComputations, kindSources, kindsOrigin, type IndexKinds } from '../../src/search/index/index-kinds.js';
import { search } from '../../src/search/rank/search.js';
import { KINDS_FILE, META_FILE, parseMeta } from '../../src/search/store/store-format.js';
import { currentGeneration } from '../../src/search/store/store.js';
import { decodeKinds, encodeKinds } from '../../src/search/store/stored-kinds.js';
import { makeRepo, tempDir, type TempRepo } from '../helpers/repo.js';

/** Four modules of three functions each. */
const MODULES = ['alpha', 'beta', 'gamma', 'delta'].map((m) => ({
  name: m,
  text: [0, 1, 2].map((i) => `function ${m}Step${i}(value) {\n  return value + ${i};\n}\n`).join('\n'),
  names: [0, 1, 2].map((i) => `${m}Step${i}`),
}));

/** Sources in lib/, a bundle of all of them and a copy of one in dist/ (published by package.json), a declaration beside its implementation. */
const FILES: Record<string, string> = {
  ...Object.fromEntries(MODULES.map((m) => [`lib/${m.name}.js`, `'use strict';\n\n${m.text}\nmodule.exports = { ${m.names.join(', ')} };\n`])),
  'lib/alpha.d.ts': MODULES[0]!.names.map((n) => `export declare function ${n}(value: number): number;\n`).join(''),
  'dist/bundle.js': `(function () {\n${MODULES.map((m) => m.text).join('\n')}\n})();\n`,
  'dist/delta.js': `${MODULES[3]!.text}\nmodule.exports = { ${MODULES[3]!.names.join(', ')} };\n`,
  'package.json': JSON.stringify({ name: 'steps', main: 'dist/bundle.js', files: ['dist'] }, null, 2),
  'README.md': '# steps\n\nAdds a step to a value.\n',
};
const QUERY = 'alphaStep1 returns the value plus one';

const repos: TempRepo[] = [];
afterAll(() => {
  for (const r of repos) r.cleanup();
});

function fresh(): { repo: TempRepo; cache: TempRepo } {
  const repo = makeRepo(FILES, { git: true });
  const cache = tempDir('sweep-kinds-cache-');
  repos.push(repo, cache);
  return { repo, cache };
}

const options = (cache: string, more: Partial<IndexOptions> = {}): IndexOptions => ({ cacheDir: cache, memory: false, history: false, log: () => undefined, ...more });

/** The kinds by path, for comparison across indexes. */
function byPath(index: RepoIndex, kinds: IndexKinds) {
  const path = (id: number) => index.files[id]!.path;
  return {
    buildOutputs: Object.fromEntries([...kinds.buildOutputs].map(([f, why]) => [path(f), why]).sort()),
    shadowed: Object.fromEntries([...kinds.shadowed].map(([f, share]) => [path(f), share]).sort()),
  };
}

function results(index: RepoIndex) {
  const found = search(index, QUERY, { top: 10, readText: fileReader(index) });
  return found.files.map((f) => [f.path, f.score]);
}

async function generationFolder(cache: string): Promise<string> {
  return (await currentGeneration(cache))!.path;
}

describe('stored index kinds', () => {
  let repo: TempRepo;
  let cache: TempRepo;
  let cold: RepoIndex;
  let coldResults: ReturnType<typeof results>;
  let good: string;

  beforeAll(async () => {
    ({ repo, cache } = fresh());
    cold = await buildIndex(repo.dir, options(cache.dir));
    coldResults = results(cold);
    await cold.persisted;
    good = readFileSync(join(await generationFolder(cache.dir), KINDS_FILE), 'latin1');
  });

  it('are worked out once by a cold run, shared by its search and its save, and written with the tables', async () => {
    expect(cold.stats.storedTables).toBeUndefined();
    expect(kindsOrigin(cold)).toBe('computed');
    const folder = await generationFolder(cache.dir);
    const meta = parseMeta(readFileSync(join(folder, META_FILE), 'latin1'), (await currentGeneration(cache.dir))!.name);
    expect(meta.kinds).toBe(meta.tables);
    const written = decodeKinds(good, meta.tables!, cold.files.length);
    expect(written).toEqual(indexKinds(cold));
    // The fixture has each kind: a bundle, a published copy, a shadowed declaration.
    expect(byPath(cold, indexKinds(cold))).toEqual({ buildOutputs: { 'dist/bundle.js': 'repeats', 'dist/delta.js': 'package' }, shadowed: { 'lib/alpha.d.ts': 1 } });
  });

  it('are read back by a warm start, which does not work them out: the same kinds and results', async () => {
    const before = kindComputations();
    const warm = await buildIndex(repo.dir, options(cache.dir));
    expect(warm.stats.storedTables).toBe(true);
    expect(warm.storedKinds).toBeDefined();
    expect(results(warm)).toEqual(coldResults);
    expect(kindComputations()).toBe(before);
    expect(kindsOrigin(warm)).toBe('stored');
    const stored = indexKinds(warm);
    expect(stored).toEqual(computeIndexKinds(warm, kindSources(warm)));
    expect(byPath(warm, stored)).toEqual(byPath(cold, indexKinds(cold)));
    // And an index built without a store ranks the same.
    const memory = await buildIndex(repo.dir, { cacheDir: false, memory: false, history: false });
    expect(results(memory)).toEqual(coldResults);
  });

  it('of a store from elsewhere are not used (its tables are not either)', async () => {
    const before = kindComputations();
    const untrusted = await buildIndex(repo.dir, options(cache.dir, { untrusted: true }));
    expect(untrusted.storedKinds).toBeUndefined();
    expect(results(untrusted)).toEqual(coldResults);
    expect(kindComputations()).toBe(before + 1);
    expect(kindsOrigin(untrusted)).toBe('computed');
    await untrusted.persisted;
  });
});

describe('stored index kinds after a change', () => {
  it('are not used for other files: worked out again, then stored for the new key', async () => {
    const { repo, cache } = fresh();
    await (await buildIndex(repo.dir, options(cache.dir))).persisted;
    const oldKey = parseMeta(readFileSync(join(await generationFolder(cache.dir), META_FILE), 'latin1'), (await currentGeneration(cache.dir))!.name).kinds;
    // lib/gamma.d.ts shadows gamma.js; the bundle no longer holds delta.
    writeFileSync(join(repo.dir, 'lib/gamma.d.ts'), 'export declare function gammaStep0(value: number): number;\n');
    writeFileSync(join(repo.dir, 'dist/bundle.js'), `(function () {\n${MODULES.slice(0, 3).map((m) => m.text).join('\n')}\n})();\n`);
    let before = kindComputations();
    const changed = await buildIndex(repo.dir, options(cache.dir));
    expect(changed.stats.storedTables).toBeUndefined();
    expect(changed.storedKinds).toBeUndefined();
    const fromScratch = await buildIndex(repo.dir, { cacheDir: false, memory: false, history: false });
    expect(results(changed)).toEqual(results(fromScratch));
    expect(kindsOrigin(changed)).toBe('computed');
    expect(byPath(changed, indexKinds(changed))).toEqual(byPath(fromScratch, indexKinds(fromScratch)));
    expect(byPath(changed, indexKinds(changed)).shadowed).toEqual({ 'lib/alpha.d.ts': 1, 'lib/gamma.d.ts': 1 });
    expect(kindComputations()).toBe(before + 2);
    await changed.persisted;
    const meta = parseMeta(readFileSync(join(await generationFolder(cache.dir), META_FILE), 'latin1'), (await currentGeneration(cache.dir))!.name);
    expect(meta.kinds).toBe(meta.tables);
    expect(meta.kinds).not.toBe(oldKey);
    before = kindComputations();
    const warm = await buildIndex(repo.dir, options(cache.dir));
    expect(kindsOrigin(warm)).toBeUndefined();
    expect(results(warm)).toEqual(results(fromScratch));
    expect(kindsOrigin(warm)).toBe('stored');
    expect(kindComputations()).toBe(before);
    expect(byPath(warm, indexKinds(warm))).toEqual(byPath(fromScratch, indexKinds(fromScratch)));
  });

  it('are worked out in the save of a run that did not search, and stored', async () => {
    const { repo, cache } = fresh();
    const before = kindComputations();
    const cold = await buildIndex(repo.dir, options(cache.dir));
    await cold.persisted;
    expect(kindComputations()).toBe(before + 1);
    expect(kindsOrigin(cold)).toBe('computed');
    expect(existsSync(join(await generationFolder(cache.dir), KINDS_FILE))).toBe(true);
  });
});

describe('damaged or hostile stored kinds', () => {
  let repo: TempRepo;
  let cache: TempRepo;
  let good: { rules: number; key: string; files: number; outputs: number[]; why: string[]; shadowed: number[]; shares: number[] };
  let expected: ReturnType<typeof byPath>;
  let expectedResults: ReturnType<typeof results>;
  let kindsPath: string;

  beforeAll(async () => {
    ({ repo, cache } = fresh());
    const cold = await buildIndex(repo.dir, options(cache.dir));
    await cold.persisted;
    expected = byPath(cold, indexKinds(cold));
    expectedResults = results(cold);
    kindsPath = join(await generationFolder(cache.dir), KINDS_FILE);
    good = JSON.parse(readFileSync(kindsPath, 'latin1'));
    expect(good.outputs.length).toBeGreaterThan(0);
    expect(good.shadowed.length).toBeGreaterThan(0);
  });

  const edited = (change: (k: typeof good) => unknown) => () => JSON.stringify(change(structuredClone(good)));
  const CASES: [string, () => string | undefined][] = [
    ['not JSON', () => '{"rules": 1, "key": '],
    ['empty', () => ''],
    ['not an object', () => '[1, 2, 3]'],
    ['null', () => 'null'],
    ['other rules', edited((k) => ({ ...k, rules: k.rules + 1 }))],
    ['another key', edited((k) => ({ ...k, key: '0'.repeat(40) }))],
    ['another number of files', edited((k) => ({ ...k, files: k.files + 1 }))],
    ['a file id past the last file', edited((k) => ({ ...k, outputs: [...k.outputs.slice(1), k.files] }))],
    ['a negative file id', edited((k) => ({ ...k, shadowed: [-1], shares: [1] }))],
    ['a file id that is no integer', edited((k) => ({ ...k, outputs: [k.outputs[0]! + 0.5, ...k.outputs.slice(1)] }))],
    ['a file id given as text', edited((k) => ({ ...k, shadowed: [String(k.shadowed[0])], shares: [1] }))],
    ['a file id given twice', edited((k) => ({ ...k, outputs: [k.outputs[0], k.outputs[0]], why: ['repeats', 'repeats'] }))],
    ['more ids than files', edited((k) => ({ ...k, shadowed: Array.from({ length: k.files + 1 }, (_, i) => i), shares: Array.from({ length: k.files + 1 }, () => 1) }))],
    ['an unknown reason', edited((k) => ({ ...k, why: k.why.map(() => 'bundle') }))],
    ['fewer reasons than outputs', edited((k) => ({ ...k, why: k.why.slice(1) }))],
    ['no reasons', edited(({ why: _, ...k }) => k)],
    ['a share above 1', edited((k) => ({ ...k, shares: k.shares.map(() => 1.5) }))],
    ['a negative share', edited((k) => ({ ...k, shares: k.shares.map(() => -0.25) }))],
    ['an infinite share', () => readFileSync(kindsPath, 'latin1').replace(/"shares":\[[^\]]*\]/, `"shares":[${good.shares.map(() => '1e999').join(',')}]`)],
    ['a share given as text', edited((k) => ({ ...k, shares: k.shares.map(String) }))],
    ['more shares than shadowed files', edited((k) => ({ ...k, shares: [...k.shares, 1] }))],
    ['outputs that are no list', edited((k) => ({ ...k, outputs: { 0: k.outputs[0] } }))],
    ['a file longer than its index allows', () => JSON.stringify(good) + ' '.repeat(64 * good.files + 2048)],
    ['a missing file', () => undefined],
  ];

  it.each(CASES)('(%s) are worked out instead, never used in part', async (_, text) => {
    const original = readFileSync(kindsPath);
    const body = text();
    if (body === undefined) rmSync(kindsPath);
    else writeFileSync(kindsPath, body, 'latin1');
    try {
      const log: string[] = [];
      const before = kindComputations();
      const warm = await buildIndex(repo.dir, options(cache.dir, { log: (l) => void log.push(l) }));
      expect(warm.stats.storedTables).toBe(true);
      expect(warm.storedKinds).toBeUndefined();
      expect(results(warm)).toEqual(expectedResults);
      expect(kindsOrigin(warm)).toBe('computed');
      expect(kindComputations()).toBe(before + 1);
      expect(byPath(warm, indexKinds(warm))).toEqual(expected);
      expect(log).toEqual([expect.stringMatching(/^the index kinds in .* were not used \(.+\); working them out again$/)]);
    } finally {
      writeFileSync(kindsPath, original);
    }
  });

  it('that pass every check are used as they are (the cases above differ from them in one thing each)', async () => {
    const warm = await buildIndex(repo.dir, options(cache.dir));
    expect(warm.storedKinds).toBeDefined();
    expect(results(warm)).toEqual(expectedResults);
    expect(kindsOrigin(warm)).toBe('stored');
  });

  it('round-trip through their encoding exactly, shares included', () => {
    const kinds: IndexKinds = { buildOutputs: new Map([[3, 'package'], [0, 'banner'], [7, 'repeats']]), shadowed: new Map([[2, 1 / 3], [5, 1]]) };
    expect(decodeKinds(encodeKinds(kinds, 'a'.repeat(40), 8), 'a'.repeat(40), 8)).toEqual(kinds);
    expect(decodeKinds(encodeKinds(kinds, 'a'.repeat(40), 8), 'a'.repeat(40), 7)).toEqual('kinds of other files');
  });
});
