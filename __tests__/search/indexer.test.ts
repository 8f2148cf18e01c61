import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { appendFileSync, chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { CodeGraph } from '../../src/code/graph.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import { StoredAnalysis } from '../../src/search/store/stored-analysis.js';
import { STORE_VERSION } from '../../src/search/store/store.js';
import { cleanUpSettled, fixtureRepo, git, makeRepo, tempDir, type TempRepo } from '../helpers/repo.js';
import { manualTimers } from '../helpers/timers.js';

const cleanups: TempRepo[] = [];
afterEach(() => cleanUpSettled(cleanups));
function track<T extends TempRepo>(r: T): T {
  cleanups.push(r);
  return r;
}

describe('buildIndex', () => {
  it('indexes files, chunks and definitions', async () => {
    const repo = track(fixtureRepo('shop'));
    const index = await buildIndex(repo.dir, { cacheDir: false, memory: false });
    expect(index.files.map((f) => f.path)).toContain('shop/db/client.py');
    // Two empty __init__.py files share one record.
    expect(index.stats).toMatchObject({ files: 14, reused: 0, rehashed: 1, analyzed: 13 });
    const client = index.byPath.get('shop/db/client.py')!;
    expect(client.language).toBe('python');
    expect(client.role).toBe('source');
    expect(index.byPath.get('tests/test_order.py')!.role).toBe('test');
    expect(index.symbols.get('databaseclient.query')!.map((id) => index.files[index.definitions[id]!.file]!.path)).toEqual(['shop/db/client.py']);
    expect(index.history?.scanned).toBe(1);
  });

  it('gives the same bytes a record for each way their names read them', async () => {
    // One text as Python, plain text, a declaration file and TypeScript: each path is analyzed as its
    // name asks, in one run (first read wins) and from the store.
    const shared = 'def check():\n    return 1\n';
    const suite = "describe('sum', () => {\n  it('adds', () => {});\n});\n";
    const repo = track(makeRepo({ 'a/util.py': shared, 'b/util.txt': shared, 'types/suite.d.ts': suite, 'src/suite.ts': suite }));
    const cache = track(tempDir());
    const cold = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    await cold.persisted;
    const warm = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect([cold.stats.analyzed, warm.stats.reused]).toEqual([4, 4]);
    for (const index of [cold, warm]) {
      const of = (path: string) => index.byPath.get(path)!;
      expect([of('a/util.py').language, of('b/util.txt').language]).toEqual(['python', undefined]);
      expect(of('a/util.py').record.analysis!.definitions.map((d) => d.name)).toEqual(['check']);
      expect(of('b/util.txt').record.analysis!.definitions).toEqual([]);
      expect([of('types/suite.d.ts').role, of('src/suite.ts').role]).toEqual(['source', 'test']);
    }
  });

  it('re-reads nothing on an unchanged repository and re-indexes only what changed', async () => {
    const repo = track(fixtureRepo('shop'));
    const cache = track(tempDir());
    const first = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    await first.persisted;
    expect(first.stats.analyzed).toBe(13);
    const second = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    await second.persisted;
    expect(second.stats).toMatchObject({ files: 14, reused: 14, rehashed: 0, analyzed: 0 });
    expect(second.timings.parseMs).toBe(0);
    expect(second.timings.readMs).toBe(0);
    appendFileSync(join(repo.dir, 'shop/services/pricing.py'), '\n\ndef clamp(x):\n    return max(0, x)\n');
    writeFileSync(join(repo.dir, 'shop/new_module.py'), 'def fresh():\n    pass\n');
    const third = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    await third.persisted;
    expect(third.stats).toMatchObject({ files: 15, reused: 13, analyzed: 2 });
    expect(third.symbols.has('clamp')).toBe(true);
    expect(third.symbols.has('fresh')).toBe(true);
    // Terms of the re-indexed file are searchable after the vocabulary was compacted and reloaded.
    const fourth = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect(fourth.stats.reused).toBe(15);
    const id = fourth.vocab.get('clamp')!;
    expect([...fourth.content.documentsWith(id)].map((c) => fourth.files[fourth.chunkFile[c]!]!.path)).toEqual(['shop/services/pricing.py']);
  });

  it('sees every change when it indexes a folder inside the repository (git names paths from the top)', async () => {
    const repo = track(fixtureRepo('shop'));
    const cache = track(tempDir());
    const folder = join(repo.dir, 'shop');
    const build = async () => {
      const index = await buildIndex(folder, { cacheDir: cache.dir, memory: false });
      await index.persisted;
      return index;
    };
    const first = await build();
    expect(first.files.every((f) => !f.path.startsWith('shop/'))).toBe(true);
    // Changed in the working tree: an edit and a new file.
    appendFileSync(join(folder, 'services/pricing.py'), '\n\ndef clamp(x):\n    return max(0, x)\n');
    writeFileSync(join(folder, 'new_module.py'), 'def fresh():\n    pass\n');
    const second = await build();
    expect([second.symbols.has('clamp'), second.symbols.has('fresh'), second.stats.analyzed]).toEqual([true, true, 2]);
    // Committed, then removed in a commit: the file leaves the index.
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'clamp');
    expect((await build()).symbols.has('fresh')).toBe(true);
    git(repo.dir, 'rm', '-q', 'shop/new_module.py');
    git(repo.dir, 'commit', '-q', '-m', 'drop');
    const fourth = await build();
    expect([fourth.symbols.has('fresh'), fourth.files.some((f) => f.path === 'new_module.py')]).toEqual([false, false]);
    expect(fourth.files.map((f) => f.path).sort()).toEqual(first.files.map((f) => f.path).sort());
  });

  it('lists the files again when the sparse checkout set widens or narrows (git reports no path for either)', async () => {
    const repo = track(fixtureRepo('shop'));
    const cache = track(tempDir());
    const build = async () => {
      const index = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
      await index.persisted;
      return index;
    };
    const paths = (index: Awaited<ReturnType<typeof build>>) => index.files.map((f) => f.path);
    git(repo.dir, 'sparse-checkout', 'set', 'shop/db');
    const narrow = await build();
    expect([paths(narrow).includes('shop/db/client.py'), paths(narrow).includes('tests/test_order.py')]).toEqual([true, false]);
    // Widened: the files the set left out are back in the work tree, with nothing in git's status.
    git(repo.dir, 'sparse-checkout', 'disable');
    expect(git(repo.dir, 'status', '--porcelain')).toBe('');
    const wide = await build();
    expect([wide.stats.reused > 0, paths(wide).includes('tests/test_order.py'), wide.symbols.has('databaseclient.query')]).toEqual([true, true, true]);
    // Narrowed again: the files it removed from the work tree leave the index.
    git(repo.dir, 'sparse-checkout', 'set', 'shop/db');
    const again = await build();
    expect(paths(again)).toEqual(paths(narrow));
    // Unchanged since: the warm start asks git, not a listing of every file.
    const same = await build();
    expect([same.stats.reused, same.stats.analyzed]).toEqual([paths(narrow).length, 0]);
  });

  it('sees an edit that kept the size and had its modification time set back', async () => {
    const repo = track(fixtureRepo('shop'));
    const cache = track(tempDir());
    const file = join(repo.dir, 'shop/services/pricing.py');
    const build = async () => {
      const index = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
      await index.persisted;
      return index;
    };
    expect((await build()).symbols.has('with_tax')).toBe(true);
    const before = statSync(file);
    // The times copied exactly (to the nanosecond), as `touch -r` or an archive restore does.
    const reference = join(cache.dir, 'reference');
    execFileSync('touch', ['-r', file, reference]);
    writeFileSync(file, readFileSync(file, 'utf8').replace('def with_tax(', 'def add_taxs('));
    execFileSync('touch', ['-r', reference, file]);
    expect([statSync(file).size, statSync(file).mtimeMs]).toEqual([before.size, before.mtimeMs]);
    const after = await build();
    expect([after.symbols.has('with_tax'), after.symbols.has('add_taxs'), after.stats.analyzed]).toEqual([false, true, 1]);
  });

  it('takes its search tables from the store when no file changed, equal to rebuilt ones', async () => {
    const repo = track(fixtureRepo('shop'));
    const cache = track(tempDir());
    const first = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    await first.persisted;
    expect(first.stats.storedTables).toBeUndefined();
    const warm = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect(warm.stats.storedTables).toBe(true);
    const fresh = await buildIndex(repo.dir, { cacheDir: false, memory: false });
    // Same files, chunks, definitions and symbols; term ids differ (the store renumbers them), so
    // postings are compared by term text.
    expect(warm.files.map((f) => [f.path, f.chunkCount, f.firstDefinition, f.definitionCount])).toEqual(fresh.files.map((f) => [f.path, f.chunkCount, f.firstDefinition, f.definitionCount]));
    expect([...warm.chunkStart]).toEqual([...fresh.chunkStart]);
    expect(warm.definitions.map((d) => [d.id, d.file, d.def.qualifiedName])).toEqual(fresh.definitions.map((d) => [d.id, d.file, d.def.qualifiedName]));
    for (const term of ['query', 'order', 'price', 'shop', 'db', 'client']) {
      expect([term, [...warm.content.documentsWith(warm.vocab.get(term)!)]]).toEqual([term, [...fresh.content.documentsWith(fresh.vocab.get(term)!)]]);
      expect([term, [...warm.paths.documentsWith(warm.vocab.get(term)!)]]).toEqual([term, [...fresh.paths.documentsWith(fresh.vocab.get(term)!)]]);
    }
    expect(warm.symbols.get('databaseclient.query')).toEqual(fresh.symbols.get('databaseclient.query'));
    // A changed file: the tables no longer fit and are rebuilt.
    appendFileSync(join(repo.dir, 'shop/services/pricing.py'), '\ndef clamp(x):\n    return x\n');
    const changed = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect([changed.stats.storedTables, changed.stats.derivedTables]).toEqual([undefined, true]);
    expect(changed.symbols.has('clamp')).toBe(true);
  });

  it('derives no tables from an untrusted store, nor from tables whose postings do not add up to their chunks', async () => {
    const repo = track(fixtureRepo('shop'));
    const cache = track(tempDir());
    const tableSources = async (options: { untrusted?: boolean } = {}) => {
      const index = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false, ...options });
      await index.persisted;
      const fresh = await buildIndex(repo.dir, { cacheDir: false, memory: false });
      for (const term of ['query', 'total', 'clamp']) {
        expect([term, [...index.content.documentsWith(index.vocab.get(term) ?? -1)]]).toEqual([term, [...fresh.content.documentsWith(fresh.vocab.get(term) ?? -1)]]);
      }
      return [index.stats.storedTables, index.stats.derivedTables];
    };
    expect(await tableSources()).toEqual([undefined, undefined]);
    appendFileSync(join(repo.dir, 'shop/services/pricing.py'), '\ndef clamp(x):\n    return x\n');
    expect(await tableSources({ untrusted: true })).toEqual([undefined, undefined]);
    // One count of the content postings made one more: they no longer add up to their chunk's length.
    const generation = readdirSync(cache.dir).find((n) => n.startsWith(`v${STORE_VERSION}-`))!;
    const file = join(cache.dir, generation, 'tables.bin');
    const bytes = readFileSync(file);
    const jsonLength = bytes.readUInt32LE(0);
    const header = JSON.parse(bytes.toString('latin1', 4, 4 + jsonLength)) as { sections: number[]; symbolKeyBytes: number };
    // contentCounts is the seventh section.
    const counts = (1 + Math.ceil((jsonLength + header.symbolKeyBytes) / 4) + header.sections.slice(0, 6).reduce((a, b) => a + b, 0)) * 4;
    bytes.writeUInt32LE(bytes.readUInt32LE(counts) + 1, counts);
    writeFileSync(file, bytes);
    appendFileSync(join(repo.dir, 'shop/services/pricing.py'), '\n# more\n');
    expect(await tableSources()).toEqual([undefined, undefined]);
    // Rebuilt and written whole: the next change derives its tables.
    appendFileSync(join(repo.dir, 'shop/services/pricing.py'), '\n# again\n');
    expect(await tableSources()).toEqual([undefined, true]);
  });

  it('reads the postings of a warm index from its tables file for as long as the index is used, after collections', async () => {
    const repo = track(fixtureRepo('shop'));
    const cache = track(tempDir());
    await (await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false })).persisted;
    const warm = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect(warm.stats.storedTables).toBe(true);
    const fresh = await buildIndex(repo.dir, { cacheDir: false, memory: false });
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    for (let round = 0; round < 5; round++) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    // Terms not read before the collections: their postings come from the file now.
    for (const term of ['discount', 'total', 'order']) {
      expect([term, [...warm.content.documentsWith(warm.vocab.get(term)!)]]).toEqual([term, [...fresh.content.documentsWith(fresh.vocab.get(term)!)]]);
    }
  });

  it('looks definitions up by id, unpacking only their file', async () => {
    const repo = track(fixtureRepo('shop'));
    const cache = track(tempDir());
    await (await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false })).persisted;
    const index = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    const ids = index.symbols.get('databaseclient.query')!;
    const entry = index.definition(ids[0]!);
    expect([index.files[entry.file]!.path, entry.def.qualifiedName]).toEqual(['shop/db/client.py', 'DatabaseClient.query']);
    // Every id resolves to the same entry as the full list, including around files without definitions.
    const all = index.definitions;
    expect(all.length).toBe(index.stats.definitions);
    for (const d of all) expect(index.definition(d.id)).toBe(d);
    expect(() => index.definition(all.length)).toThrow(RangeError);
    expect(() => index.definition(-1)).toThrow(RangeError);
  });

  it.each(['shop', 'webapp'])('gives the same graph from stored tables and links as from a fresh index (%s)', async (name) => {
    const repo = track(fixtureRepo(name));
    const cache = track(tempDir());
    await (await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false })).persisted;
    const warm = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect(warm.stats.storedTables).toBe(true);
    expect(warm.tables.links).toBeDefined();
    const fresh = await buildIndex(repo.dir, { cacheDir: false, memory: false });
    expect(fresh.tables.links).toBeUndefined();
    const [a, b] = [warm.graph(), fresh.graph()];
    const paths = fresh.files.map((f) => f.path);
    let edges = 0;
    for (const path of paths) {
      expect([path, a.dependencies(path)]).toEqual([path, b.dependencies(path)]);
      expect([path, a.dependents(path)]).toEqual([path, b.dependents(path)]);
      expect([path, a.importsOf(path)]).toEqual([path, b.importsOf(path)]);
      expect([path, [...a.referencesIn(path)]]).toEqual([path, [...b.referencesIn(path)]]);
      expect([path, a.definitionsIn(path).map((d) => [d.id, d.def.qualifiedName, d.def.signature])]).toEqual([path, b.definitionsIn(path).map((d) => [d.id, d.def.qualifiedName, d.def.signature])]);
      edges += b.dependencies(path).length;
    }
    expect(edges).toBeGreaterThan(3);
    expect(a.definitions.map((d) => [d.id, d.path, d.def.qualifiedName])).toEqual(b.definitions.map((d) => [d.id, d.path, d.def.qualifiedName]));
    for (const d of b.definitions) {
      expect([d.def.name, a.named(d.def.name).map((x) => x.id)]).toEqual([d.def.name, b.named(d.def.name).map((x) => x.id)]);
      expect([d.id, a.callers(d.id)]).toEqual([d.id, b.callers(d.id)]);
    }
    expect(a.distances(paths.slice(0, 2))).toEqual(b.distances(paths.slice(0, 2)));
    expect(a.topologicalOrder(paths)).toEqual(b.topologicalOrder(paths));
    expect(a.named('NoSuchName')).toEqual([]);
  });

  it('waits the given delay before writing the persisted index', async () => {
    const repo = track(fixtureRepo('shop'));
    const cache = track(tempDir());
    const timers = manualTimers();
    const index = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false, persistDelayMs: 400, schedule: timers.schedule });
    expect(timers.scheduled).toEqual([400]);
    expect(readdirSync(cache.dir).filter((n) => n.startsWith(`v${STORE_VERSION}-`))).toEqual([]);
    expect(timers.fireAll()).toBe(1);
    await index.persisted;
    const [generation] = readdirSync(cache.dir).filter((n) => n.startsWith(`v${STORE_VERSION}-`));
    expect(readdirSync(join(cache.dir, generation!)).sort()).toEqual(['kinds.json', 'links.bin', 'meta.json', 'seg-0.bin', 'tables.bin']);
  });

  it('indexes an empty repository and one with only binaries to nothing', async () => {
    const empty = track(makeRepo({}, { git: true }));
    expect((await buildIndex(empty.dir, { cacheDir: false, memory: false })).files).toEqual([]);
    const binaries = track(makeRepo({ 'a.dat': new Uint8Array([0, 1, 2, 0]), 'b.png': new Uint8Array([1]) }));
    const index = await buildIndex(binaries.dir, { cacheDir: false, memory: false });
    expect(index.files).toEqual([]);
    expect(index.skipped.map((s) => [s.path, s.reason])).toEqual([
      ['a.dat', 'binary'],
      ['b.png', 'binary'],
    ]);
  });

  it('skips a 50 MB single-line file without reading it and decodes invalid UTF-8', async () => {
    const repo = track(makeRepo({ 'ok.py': 'def ok():\n    return "caf\xe9"\n' }));
    writeFileSync(join(repo.dir, 'huge.js'), Buffer.alloc(50 * 1024 * 1024, 97));
    writeFileSync(join(repo.dir, 'latin.py'), Buffer.from([0x64, 0x65, 0x66, 0x20, 0x66, 0x28, 0x29, 0x3a, 0x20, 0x72, 0x65, 0x74, 0x75, 0x72, 0x6e, 0x20, 0x27, 0xe9, 0x27, 0x0a]));
    const index = await buildIndex(repo.dir, { cacheDir: false, memory: false });
    expect(index.files.map((f) => f.path)).toEqual(['latin.py', 'ok.py']);
    expect(index.byPath.get('latin.py')!.record.encoding).toBe('latin1');
    expect(index.symbols.has('f')).toBe(true);
    expect(index.skipped).toEqual([{ path: 'huge.js', reason: 'too-large', detail: '52428800 bytes > 1000000' }]);
  });

  it('reads and analyzes the files while git log gathers the history', async () => {
    const repo = track(fixtureRepo('shop'));
    const bin = track(tempDir());
    const marker = join(bin.dir, 'analyzed');
    const outcome = join(bin.dir, 'outcome');
    // A git whose log waits until every file is analyzed (giving up after a minute, the failure).
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(
      join(bin.dir, 'git'),
      `#!/bin/sh\nfor a in "$@"; do [ "$a" = log ] && { i=0; while [ ! -e '${marker}' ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i+1)); done; [ -e '${marker}' ] && echo waited > '${outcome}' || echo 'gave up' > '${outcome}'; }; done\nexec '${realGit}' "$@"\n`,
    );
    chmodSync(join(bin.dir, 'git'), 0o755);
    const path = process.env.PATH;
    process.env.PATH = `${bin.dir}:${path}`;
    try {
      const index = await buildIndex(repo.dir, { cacheDir: false, memory: false, onProgress: (p) => p.done === p.total && writeFileSync(marker, '') });
      expect(readFileSync(outcome, 'utf8').trim()).toBe('waited');
      expect(index.history?.scanned).toBe(1);
      expect(existsSync(marker)).toBe(true);
    } finally {
      process.env.PATH = path;
    }
  });

  it('reports progress up to the total', async () => {
    const repo = track(fixtureRepo('webapp'));
    const seen: number[] = [];
    await buildIndex(repo.dir, { cacheDir: false, onProgress: (p) => seen.push(p.done) });
    expect(seen[seen.length - 1]).toBe(8);
  });
});

describe('persisted details', () => {
  it('gives the same definitions, imports and references from the store as from a fresh analysis', async () => {
    const repo = fixtureRepo('shop');
    const cache = tempDir();
    try {
      const fresh = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
      await fresh.persisted;
      const warm = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
      expect(warm.stats.reused).toBe(14);
      // Search needs no details: they are read on first use.
      const early = warm.byPath.get('shop/db/client.py')!.record.analysis!.definitions;
      expect(early.length).toBeGreaterThan(2);
      expect(early.map((d) => d.signature)).toEqual(early.map(() => ''));
      warm.ensureDetails();
      fresh.ensureDetails();
      // The same objects, completed in place.
      expect(early[0]!.signature).toBe('class ConnectionLost(Exception)');
      for (const file of fresh.files) {
        const a = fresh.byPath.get(file.path)!.record.analysis!;
        const b = warm.byPath.get(file.path)!.record.analysis!;
        expect(b.definitions).toEqual(a.definitions);
        expect(b.imports).toEqual(a.imports);
        const order = (refs: typeof a.references) => [...refs].sort((x, y) => x.line - y.line || x.name.localeCompare(y.name) || x.kind.localeCompare(y.kind));
        expect(order(b.references)).toEqual(order(a.references));
      }
    } finally {
      await cleanUpSettled([repo, cache]);
    }
  });
});

describe('callers through the index', () => {
  it('finds the same callers when only files mentioning the name are read', async () => {
    const repo = track(fixtureRepo('shop'));
    const index = await buildIndex(repo.dir, { cacheDir: false, memory: false });
    expect([...index.filesMentioning('apply_discount')!].sort()).toEqual(['shop/models/order.py', 'shop/services/pricing.py', 'tests/test_pricing.py']);
    expect(index.filesMentioning('nothing_uses_this')).toEqual(new Set());
    // Names the tokenizer does not keep whole (stop words, one letter, non-ASCII) cannot be looked up: every file is read.
    expect(index.filesMentioning('get')).toBeUndefined();
    expect(index.filesMentioning('x')).toBeUndefined();
    expect(index.filesMentioning('naïve')).toBeUndefined();
    const graph = index.graph();
    const unfiltered = new CodeGraph(
      index.files.map((f) => {
        const a = f.record.analysis!;
        return { path: f.path, ...(f.language ? { language: f.language } : {}), definitions: a.definitions, references: a.references, imports: a.imports };
      }),
      (path) => (index.byPath.has(path) ? readFileSync(join(repo.dir, path), 'utf8') : undefined),
    );
    let withCallers = 0;
    for (const def of graph.definitions) {
      const callers = graph.callers(def.id);
      if (callers.length) withCallers++;
      expect([def.def.qualifiedName, callers]).toEqual([def.def.qualifiedName, unfiltered.callers(def.id)]);
    }
    expect(withCallers).toBeGreaterThan(5);
  });

  it('tells a name shared by many files from one of its own after reading one other file, not all of them', async () => {
    // Eight modules define `total`, none imports another; `main.py` calls `total` and `only_here`
    // without importing them. A use resolves to a definition it cannot see only when the name is that
    // definition's alone: `only_here` is, `total` is not.
    const tree: Record<string, string> = { 'main.py': 'print(total(1), only_here())\n', 'extra.py': 'def only_here():\n    return 2\n' };
    for (let i = 0; i < 8; i++) tree[`m${i}.py`] = `def total(x):\n    return x + ${i}\n`;
    const repo = track(makeRepo(tree, { git: true }));
    const cache = track(tempDir());
    await (await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false })).persisted;
    const warm = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect(warm.stats.reused).toBe(10);
    const graph = warm.graph();
    const idOf = (path: string, name: string) => warm.definitionsOf(warm.byPath.get(path)!).find((e) => e.def.name === name)!.id;
    const read = jest.spyOn(StoredAnalysis.prototype, 'definitionNames');
    try {
      expect(graph.callers(idOf('m3.py', 'total'))).toEqual([]);
      // m3.py's own names and one other module's: the second `total` settles it.
      expect(read.mock.calls.length).toBeLessThanOrEqual(2);
      expect(graph.callers(idOf('extra.py', 'only_here'))).toEqual([{ path: 'main.py', line: 1 }]);
    } finally {
      read.mockRestore();
    }
    // The same answers as the graph that lists every definition of the name.
    expect(graph.named('total').map((d) => d.path).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `m${i}.py`));
    expect(graph.callers(idOf('m0.py', 'total'))).toEqual([]);
  });
});
