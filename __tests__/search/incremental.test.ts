/**
 * Re-indexing costs what changed: git says which paths to look at, only changed files are parsed,
 * only the links that could change are resolved again, the store grows by a segment; two indexers
 * at once both finish; past its memory budget an index leaves files out with a reason.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAnalyzer, type Analyzer } from '../../src/search/index/analyze-pool.js';
import { computeLinks, decodeLinks, encodeLinks } from '../../src/search/store/import-links.js';
import { linksOf, sharedLinks } from '../../src/search/index/index-save.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import { search } from '../../src/search/rank/search.js';
import { fileReader } from '../../src/cli/common.js';
import { LINKS_FILE, segmentFile } from '../../src/search/store/store-format.js';
import { currentGeneration, readStore, recordKey } from '../../src/search/store/store.js';
import { DetailsGate } from '../../src/search/store/stored-analysis.js';
import { walkChanges, walkRepo, listingSettings } from '../../src/repo/walk.js';
import { polyglotRepo } from '../helpers/polyglot.js';
import { cleanUpSettled, git, makeRepo, tempDir, type TempRepo } from '../helpers/repo.js';

const cleanups: TempRepo[] = [];
afterEach(() => cleanUpSettled(cleanups));
function track<T extends TempRepo>(r: T): T {
  cleanups.push(r);
  return r;
}

async function storedLinks(dir: string) {
  const generation = (await currentGeneration(dir))!;
  return decodeLinks(new Uint8Array(readFileSync(join(generation.path, LINKS_FILE))));
}

describe('an incremental run', () => {
  it('ranks as a fresh index does once the only file holding some of the query\'s words is gone', async () => {
    const repo = track(
      makeRepo(
        {
          'src/parser.js': 'function parseConfig(text) {\n  if (!text) return defaults();\n  return JSON.parse(text);\n}\nfunction defaults() {\n  return { strict: true };\n}\nmodule.exports = { parseConfig };\n',
          'src/render.js': 'function render(config) {\n  return config.strict ? "strict" : "loose";\n}\nmodule.exports = { render };\n',
          'src/legacy.js': 'function zebrafishQuirk() {\n  return "zebrafish quokka";\n}\nmodule.exports = { zebrafishQuirk };\n',
        },
        { git: true },
      ),
    );
    // One store kept here, one restored from elsewhere (untrusted: its tables are built again).
    const [cache, restoredCache] = [track(tempDir()), track(tempDir())];
    for (const dir of [cache.dir, restoredCache.dir]) await (await buildIndex(repo.dir, { cacheDir: dir, memory: false })).persisted;
    rmSync(join(repo.dir, 'src/legacy.js'));
    git(repo.dir, 'commit', '-qam', 'drop legacy');
    const updated = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    const restored = await buildIndex(repo.dir, { cacheDir: restoredCache.dir, memory: false, untrusted: true });
    const fresh = await buildIndex(repo.dir, { cacheDir: false, memory: false });
    // Both still know the removed file's words; no chunk or path holds them.
    const leftOver = (index: RepoIndex) => {
      const kept = index.vocab.get('zebrafish');
      return kept === undefined ? undefined : index.content.documentFrequency(kept) + index.paths.documentFrequency(kept);
    };
    expect([leftOver(updated), leftOver(restored), leftOver(fresh)]).toEqual([0, 0, undefined]);
    const query = 'parseConfig ignores the defaults for an empty text: zebrafish quokka';
    const run = (index: RepoIndex) => {
      const result = search(index, query, { top: 5, snippets: 0, readText: fileReader(index) });
      return { files: result.files, entities: result.entities };
    };
    expect(run(updated)).toEqual(run(fresh));
    expect(run(restored)).toEqual(run(fresh));
  });


  it('parses the changed files, resolves the links that could change, and appends a segment', async () => {
    const repo = track(polyglotRepo());
    const cache = track(tempDir());
    // An import nothing provides yet: `from .tax import rate` in checkout.py.
    appendFileSync(join(repo.dir, 'shop/shop/services/checkout.py'), '\nfrom .tax import rate\n');
    git(repo.dir, 'commit', '-qam', 'tax import');
    await (await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false })).persisted;
    const before = await storedLinks(cache.dir);

    // One file edited (uncommitted), one added that the import above now finds, one deleted.
    appendFileSync(join(repo.dir, 'lang/sample.py'), '\ndef added():\n    return 1\n');
    writeFileSync(join(repo.dir, 'shop/shop/services/tax.py'), 'rate = 0.2\n');
    rmSync(join(repo.dir, 'lang/sample.rb'));
    const index = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect([index.stats.analyzed, index.stats.reused]).toEqual([2, index.stats.files - 2]);
    expect(index.timings.readMs).toBeGreaterThanOrEqual(0);

    // Links: resolved again for the edited and added files, for checkout.py, whose import now
    // resolves, and for sample.rs, which looks for lang/lib.rs in the folder a file left; the same
    // as resolving every file.
    const changed = new Set(['lang/sample.py', 'shop/shop/services/tax.py']);
    const partial = linksOf(index, before, changed)!;
    const full = linksOf(index, undefined, changed)!;
    expect(partial.resolved).toBe(4);
    expect(full.resolved).toBe(index.files.length);
    expect([...partial.links.targets]).toEqual([...full.links.targets]);
    expect([...partial.links.offsets]).toEqual([...full.links.offsets]);
    const checkout = index.files.findIndex((f) => f.path === 'shop/shop/services/checkout.py');
    const tax = index.files.findIndex((f) => f.path === 'shop/shop/services/tax.py');
    expect([...partial.links.targets.subarray(partial.links.offsets[checkout]!, partial.links.offsets[checkout + 1]!)]).toContain(tax);

    // The store: the old segment linked in, one more with the two new records; its links equal.
    await index.persisted;
    const generation = (await currentGeneration(cache.dir))!;
    expect(readdirSync(generation.path).filter((n) => n.startsWith('seg-')).sort()).toEqual([segmentFile(0), segmentFile(1)]);
    const after = await storedLinks(cache.dir);
    expect([...after.targets]).toEqual([...full.links.targets]);
    // A config change resolves everything again.
    writeFileSync(join(repo.dir, 'webapp/tsconfig.json'), '{"compilerOptions":{"baseUrl":"src"}}\n');
    const again = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect(linksOf(again, after, new Set(['webapp/tsconfig.json']))!.resolved).toBe(again.files.length);
  });

  it('lists only what git says changed, and gives the listing a full walk gives', async () => {
    const repo = track(
      makeRepo(
        {
          '.gitignore': 'build/\n',
          'a.py': 'x = 1\n',
          'b/c.py': 'y = 2\n',
          'b/d.py': 'z = 3\n',
          'logo.png': new Uint8Array([1, 2]),
          'e.py': 'old\n',
        },
        { git: true },
      ),
    );
    const first = await walkRepo(repo.dir);
    const previous = {
      settings: listingSettings({}),
      state: first.state!,
      files: new Map(first.files.map((f) => [f.path, f])),
      skipped: first.skipped,
    };
    writeFileSync(join(repo.dir, 'b/c.py'), 'y = 22\n');
    writeFileSync(join(repo.dir, 'new.py'), 'n = 1\n');
    mkdirSync(join(repo.dir, 'build'));
    writeFileSync(join(repo.dir, 'build/out.py'), 'ignored\n');
    rmSync(join(repo.dir, 'b/d.py'));
    writeFileSync(join(repo.dir, 'e.py'), 'committed\n');
    git(repo.dir, 'commit', '-qam', 'e');
    const changes = (await walkChanges(repo.dir, {}, previous))!;
    expect(changes.changed).toBe(4);
    const full = await walkRepo(repo.dir);
    expect(changes.files).toEqual(full.files);
    expect(changes.skipped).toEqual(full.skipped);
    expect(changes.state).toEqual(full.state);
    // A changed ignore file, other options or a commit git no longer has: everything is listed again.
    expect(await walkChanges(repo.dir, { exclude: ['b/'] }, previous)).toBeUndefined();
    expect(await walkChanges(repo.dir, {}, { ...previous, state: { head: '0'.repeat(40), dirty: [] } })).toBeUndefined();
    appendFileSync(join(repo.dir, '.gitignore'), '*.log\n');
    expect(await walkChanges(repo.dir, {}, previous)).toBeUndefined();
  });

  it('starts warm without stating unchanged files', async () => {
    const repo = track(polyglotRepo());
    const cache = track(tempDir());
    await (await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false })).persisted;
    // An unchanged file whose mtime moved is not looked at: git says nothing changed.
    const touched = join(repo.dir, 'shop/shop/cli.py');
    writeFileSync(touched, readFileSync(touched));
    const warm = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect([warm.stats.reused, warm.stats.rehashed, warm.stats.analyzed]).toEqual([warm.stats.files, 0, 0]);
    expect(warm.stats.storedTables).toBe(true);
  });
});

describe('two indexers on one repository at once', () => {
  it('both finish with the same index, and leave one whole store', async () => {
    const repo = track(polyglotRepo());
    const cache = track(tempDir());
    const [a, b] = await Promise.all([buildIndex(repo.dir, { cacheDir: cache.dir, memory: false }), buildIndex(repo.dir, { cacheDir: cache.dir, memory: false })]);
    await Promise.all([a.persisted, b.persisted]);
    expect(a.files.map((f) => f.path)).toEqual(b.files.map((f) => f.path));
    expect(readdirSync(cache.dir).filter((n) => n.startsWith('tmp-'))).toEqual([]);
    // Then two more, on top of the store, while a file changes.
    appendFileSync(join(repo.dir, 'lang/sample.go'), '\nfunc Extra() {}\n');
    const [c, d] = await Promise.all([buildIndex(repo.dir, { cacheDir: cache.dir, memory: false }), buildIndex(repo.dir, { cacheDir: cache.dir, memory: false })]);
    await Promise.all([c.persisted, d.persisted]);
    const gate = new DetailsGate({});
    const store = (await readStore(cache.dir, { gate }))!;
    expect(store.manifest.get('lang/sample.go')!.hash).toBe(recordKey('lang/sample.go', readFileSync(join(repo.dir, 'lang/sample.go'))));
    const next = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect([next.stats.reused, next.stats.analyzed]).toEqual([next.stats.files, 0]);
    expect(next.symbols.has('extra')).toBe(true);
  });
});

describe('a memory budget', () => {
  it('leaves the least relevant, largest files out with the reason, and looks at them again next time', async () => {
    const repo = track(
      makeRepo(
        {
          'src/app.py': 'def run():\n    return 1\n',
          'src/util.py': 'def helper():\n    return 2\n',
          'tests/test_app.py': 'def test_run():\n    assert True\n',
          'docs/guide.md': '# Guide\n'.repeat(50),
          'README.md': 'hello\n',
        },
        { git: true },
      ),
    );
    const cache = track(tempDir());
    const budget = 120;
    const index = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false, maxIndexBytes: budget });
    expect(index.files.map((f) => f.path)).toEqual(['README.md', 'src/app.py', 'src/util.py', 'tests/test_app.py']);
    expect(index.skipped).toEqual([{ path: 'docs/guide.md', reason: 'over-budget', detail: `the index holds at most ${budget} bytes of text; 489 were found (the largest and least relevant files are left out)` }]);
    expect(index.symbols.has('helper')).toBe(true);
    await index.persisted;
    // With room next time, the file left out is indexed.
    const roomy = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect(roomy.skipped).toEqual([]);
    expect([roomy.stats.analyzed, roomy.files.length]).toEqual([1, 5]);
  });

  it('leaves a file whose analysis failed out with the reason, and analyzes it again next time', async () => {
    const repo = track(makeRepo({ 'src/app.py': 'def run():\n    return 1\n', 'src/util.py': 'def helper():\n    return 2\n' }, { git: true }));
    const cache = track(tempDir());
    // An analyzer whose analysis of one file fails, as one that throws or stops its thread does.
    const failing = (files: number): Analyzer => {
      const inner = createAnalyzer(files);
      return { ...inner, analyze: (path, bytes) => (path === 'src/util.py' ? Promise.resolve({ skip: { reason: 'analysis-failed', detail: 'RuntimeError: unreachable' } }) : inner.analyze(path, bytes)) };
    };
    const first = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false, analyzer: failing });
    expect(first.files.map((f) => f.path)).toEqual(['src/app.py']);
    expect(first.skipped).toEqual([{ path: 'src/util.py', reason: 'analysis-failed', detail: 'RuntimeError: unreachable' }]);
    await first.persisted;
    // Nothing changed; the file is looked at again (and only it is analyzed).
    const next = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect(next.skipped).toEqual([]);
    expect([next.stats.analyzed, next.stats.reused, next.files.length]).toEqual([1, 1, 2]);
    expect(next.symbols.has('helper')).toBe(true);
  });

  it('computes the links of an index from scratch equal to the graph’s', async () => {
    const repo = track(polyglotRepo());
    const index = await buildIndex(repo.dir, { cacheDir: false, memory: false });
    const links = computeLinks(
      index.files.map((f) => ({ path: f.path, ...(f.language ? { language: f.language } : {}), imports: () => (index.ensureDetails(), f.record.analysis!.imports) })),
      (path) => (index.byPath.has(path) ? readFileSync(join(repo.dir, path), 'utf8') : undefined),
    );
    // The graph resolving each file's imports itself (it is made before any links are).
    const graph = index.graph();
    const expected = index.files.map((f) => graph.dependencies(f.path).map((p) => index.byPath.get(p)!.id));
    expect(index.files.map((_, i) => [...links.links.targets.subarray(links.links.offsets[i], links.links.offsets[i + 1])])).toEqual(expected);
    expect(links.links.targets.length).toBeGreaterThan(3);
  });

  it('shares links resolved once: the save takes them with their keys, once; without a save no keys are kept', async () => {
    const repo = track(polyglotRepo());
    const index = await buildIndex(repo.dir, { cacheDir: false, memory: false });
    const forSave = sharedLinks(index, true);
    const links = index.links();
    const taken = forSave()!;
    expect(taken.links).toBe(links);
    expect(taken.keys).toHaveLength(index.files.length);
    expect(forSave()).toBeUndefined();
    expect(index.links()).toBe(links);

    const other = await buildIndex(repo.dir, { cacheDir: false, memory: false });
    const none = sharedLinks(other, false);
    expect([...other.links().targets]).toEqual([...links.targets]);
    expect(none()).toBeUndefined();
  });

  it('resolves the links of a cold run once, for the search and the save', async () => {
    const repo = track(polyglotRepo());
    const cache = track(tempDir());
    const fires: (() => void)[] = [];
    const index = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false, schedule: (fire) => fires.push(fire) });
    const first = index.links();
    // The search's links are the ones kept as the tables' and given to the save.
    expect(index.links()).toBe(first);
    expect(index.tables.links).toBe(first);
    expect(fires).toHaveLength(1);
    fires[0]!();
    await index.persisted;
    const stored = await storedLinks(cache.dir);
    expect([[...stored.targetOffsets], [...stored.targets]]).toEqual([[...first.offsets], [...first.targets]]);
    expect(first.targets.length).toBeGreaterThan(3);

    // The save first, the search after: the search has the links the save resolved.
    const other = track(tempDir());
    const later: (() => void)[] = [];
    const again = await buildIndex(repo.dir, { cacheDir: other.dir, memory: false, schedule: (fire) => later.push(fire) });
    later[0]!();
    await again.persisted;
    expect(again.links()).toBe(again.tables.links);
    expect(again.links()).toBe(again.links());
    expect([[...again.links().offsets], [...again.links().targets]]).toEqual([[...first.offsets], [...first.targets]]);
  });
});

describe('links of C# and PHP files', () => {
  // `using Acme.Billing;` resolves to the files declaring that namespace: what they declare, not
  // only which paths exist, decides it.
  const declaring = (ns: string) => [{ name: ns.split('.').pop()!, qualifiedName: ns, kind: 'module' as const, signature: `namespace ${ns}`, startLine: 1, endLine: 3, nameLine: 1 }];
  const sources = [
    { path: 'App/Program.cs', language: 'csharp' as const, imports: () => [{ source: 'Acme.Billing', names: [], line: 1, kind: 'module' as const }] },
    { path: 'Billing/Invoice.cs', language: 'csharp' as const, imports: () => [] },
    { path: 'Billing/Receipt.cs', language: 'csharp' as const, imports: () => [] },
  ];

  it('are resolved again when a C# file that declares namespaces changes, kept and stored without damage otherwise', () => {
    const before = { 'Billing/Invoice.cs': declaring('Acme.Billing'), 'Billing/Receipt.cs': declaring('Acme.Other') } as Record<string, ReturnType<typeof declaring>>;
    const first = computeLinks(sources, () => undefined, undefined, (path) => before[path]);
    expect([...first.links.targets]).toEqual([1]);
    const stored = decodeLinks(encodeLinks(sources.map((s) => s.path), first));
    // Receipt.cs now declares Acme.Billing too: Program.cs, unchanged, is resolved again.
    const after: Record<string, ReturnType<typeof declaring>> = { ...before, 'Billing/Receipt.cs': declaring('Acme.Billing') };
    const changed = computeLinks(sources, () => undefined, { previous: stored, changed: new Set(['Billing/Receipt.cs']) }, (path) => after[path]);
    expect([changed.resolved, [...changed.links.targets]]).toEqual([2, [1, 2]]);
    // A change to a file of another language leaves Program.cs's links as they were.
    const other = computeLinks([...sources, { path: 'x.py', language: 'python' as const, imports: () => [] }], () => undefined, { previous: stored, changed: new Set(['x.py']) }, (path) => before[path]);
    expect([other.resolved, [...other.links.targets]]).toEqual([1, [1]]);
  });
});
