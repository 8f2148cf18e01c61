/**
 * Search tables derived from the previous files' tables after files were added, removed and changed:
 * exact tables for small literal inputs, refusals of previous tables that do not hold together, and
 * on a fixture repository under random edits (seeded), the tables a run derives equal to the tables
 * built from every record, and its search results equal to an index built without a store.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Definition } from '../../src/code/definitions.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import { tableEntry } from '../../src/search/index/repo-index.js';
import { search } from '../../src/search/rank/search.js';
import { buildTables, decodeTables, encodeTables, SymbolTable, type IndexTables, type TableEntry } from '../../src/search/store/index-tables.js';
import { asciiJson } from '../../src/search/store/store.js';
import { mergePostings, mergeSymbols, updateTables, type NextFile, type PreviousTables } from '../../src/search/store/table-update.js';
import { countTerms, PackedTerms, Vocabulary } from '../../src/search/terms/lexical.js';
import { polyglotRepo, POLYGLOT_QUERIES } from '../helpers/polyglot.js';
import { tempDir, type TempRepo } from '../helpers/repo.js';

function def(name: string, parent?: string): Definition {
  return { name, qualifiedName: parent ? `${parent}.${name}` : name, kind: parent ? 'method' : 'function', signature: '', startLine: 1, endLine: 2, nameLine: 1, ...(parent ? { parent } : {}) };
}

/** The tables as plain arrays, for exact comparison. */
function plain(tables: IndexTables) {
  const symbols = tables.symbols.parts();
  const bm25 = (parts: Record<string, Uint32Array>) => Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, [...v]]));
  return {
    chunkFile: [...tables.chunkFile],
    chunkStart: [...tables.chunkStart],
    chunkEnd: [...tables.chunkEnd],
    content: bm25({ ...tables.content.parts() }),
    paths: bm25({ ...tables.paths.parts() }),
    symbols: { keys: [...symbols.keys], offsets: [...symbols.offsets], ids: [...symbols.ids] },
  };
}

const countOf = (e: TableEntry) => (typeof e.definitions === 'function' ? e.definitions() : e.definitions).length;
const previousOf = (entries: readonly TableEntry[], tables: IndexTables): PreviousTables => ({ files: entries.map((e) => ({ path: e.path, hash: e.hash, definitions: countOf(e) })), tables });
const nextOf = (entries: readonly TableEntry[], asked: string[] = []): NextFile[] =>
  entries.map((e) => ({
    path: e.path,
    hash: e.hash,
    chunks: e.chunks.length,
    definitions: countOf(e),
    entry: () => {
      asked.push(e.path);
      return e;
    },
  }));

describe('updateTables', () => {
  /** Three files; then `lib/util.py` changed, `old/gone.py` removed and `app/added.py` added. */
  function example() {
    const vocab = new Vocabulary();
    const t = (...words: string[]) => countTerms(words, vocab);
    const main: TableEntry = { path: 'app/main.py', hash: 'h1', chunks: [{ startLine: 1, endLine: 3 }, { startLine: 4, endLine: 6 }], chunkTerms: [t('get', 'get', 'put'), t('put')], definitions: [def('get', 'Store'), def('put')] };
    const util: TableEntry = { path: 'lib/util.py', hash: 'h2', chunks: [{ startLine: 1, endLine: 2 }], chunkTerms: [t('get')], definitions: [def('Store')] };
    const gone: TableEntry = { path: 'old/gone.py', hash: 'h3', chunks: [{ startLine: 1, endLine: 5 }], chunkTerms: [t('drop', 'get')], definitions: [def('drop')] };
    const before = [main, util, gone];
    const tables = buildTables(before, vocab);
    const changed: TableEntry = { path: 'lib/util.py', hash: 'h4', chunks: [{ startLine: 1, endLine: 2 }, { startLine: 3, endLine: 4 }], chunkTerms: [t('get', 'fresh'), t('fresh')], definitions: [def('Store'), def('fresh', 'Store')] };
    const added: TableEntry = { path: 'app/added.py', hash: 'h5', chunks: [{ startLine: 1, endLine: 1 }], chunkTerms: [t('put')], definitions: [def('store')] };
    return { vocab, before, tables, after: [main, added, changed] };
  }

  it('gives exactly the tables built from every record, reading only the new and changed files', () => {
    const { vocab, before, tables, after } = example();
    expect(plain(tables)).toEqual({
      chunkFile: [0, 0, 1, 2],
      chunkStart: [1, 4, 1, 1],
      chunkEnd: [3, 6, 2, 5],
      content: { lengths: [3, 1, 1, 2], offsets: [0, 3, 5, 6, 6, 6, 6, 6, 6, 6, 6], postingDocs: [0, 2, 3, 0, 1, 3], postingCounts: [2, 1, 1, 1, 1, 1] },
      paths: { lengths: [3, 3, 3], offsets: [0, 0, 0, 0, 1, 2, 5, 6, 7, 8, 9], postingDocs: [0, 0, 0, 1, 2, 1, 1, 2, 2], postingCounts: [1, 1, 1, 1, 1, 1, 1, 1, 1] },
      symbols: { keys: ['drop', 'get', 'put', 'store', 'store.get'], offsets: [0, 1, 2, 3, 4, 5], ids: [3, 0, 1, 2, 0] },
    });
    const asked: string[] = [];
    const derived = updateTables(previousOf(before, tables), nextOf(after, asked), vocab)!;
    expect(asked).toEqual(['app/added.py', 'lib/util.py']);
    // Term ids: get 0, put 1, drop 2, then the paths' app 3, main 4, py 5, lib 6, util 7, old 8,
    // gone 9; then fresh 10 (a changed file's word) and added 11 (a new path's).
    expect(vocab.terms).toEqual(['get', 'put', 'drop', 'app', 'main', 'py', 'lib', 'util', 'old', 'gone', 'fresh', 'added']);
    const expected = {
      // app/main.py (chunks 0, 1), app/added.py (2), lib/util.py (3, 4).
      chunkFile: [0, 0, 1, 2, 2],
      chunkStart: [1, 4, 1, 1, 3],
      chunkEnd: [3, 6, 1, 2, 4],
      // get: chunks 0 (twice) and 3; put: 0, 1, 2; drop: none now; fresh: 3 and 4.
      content: { lengths: [3, 1, 1, 2, 1], offsets: [0, 2, 5, 5, 5, 5, 5, 5, 5, 5, 5, 7, 7], postingDocs: [0, 3, 0, 1, 2, 3, 4], postingCounts: [2, 1, 1, 1, 1, 1, 1] },
      // app: files 0 and 1; main: 0; py: 0, 1, 2; lib and util: 2; old and gone: none; added: 1.
      paths: { lengths: [3, 3, 3], offsets: [0, 0, 0, 0, 2, 3, 6, 7, 8, 8, 8, 8, 9], postingDocs: [0, 1, 0, 0, 1, 2, 2, 2, 1], postingCounts: [1, 1, 1, 1, 1, 1, 1, 1, 1] },
      // Definitions: Store.get 0, put 1 (app/main.py), store 2 (app/added.py), Store 3, Store.fresh 4 (lib/util.py).
      symbols: { keys: ['fresh', 'get', 'put', 'store', 'store.fresh', 'store.get'], offsets: [0, 1, 2, 3, 5, 6, 7], ids: [4, 0, 1, 2, 3, 4, 0] },
    };
    expect(plain(derived)).toEqual(expected);
    expect(plain(buildTables(after, vocab))).toEqual(expected);
    expect(vocab.size).toBe(12);
    expect([derived.content.docCount, derived.content.avgLength, derived.paths.docCount]).toEqual([5, 8 / 5, 3]);
  });

  it('derives the same from tables as the store reads them (packed symbol keys, postings read when used)', () => {
    const { vocab, before, tables, after } = example();
    const bytes = encodeTables(tables, { key: 'k', paths: before.map((e) => e.path) }, asciiJson);
    const stored = decodeTables(bytes, 'k', { files: 3, chunks: 4, definitions: 4 })!;
    const derived = updateTables(previousOf(before, stored), nextOf(after), vocab)!;
    expect(plain(derived)).toEqual(plain(buildTables(after, vocab)));
  });

  it('keeps the tables when nothing changed, and empties them when every file left', () => {
    const { vocab, before, tables } = example();
    const asked: string[] = [];
    // The vocabulary has grown by a term since (`fresh`, a word of the changed file): the offsets run to its end, as a build's.
    const same = plain(updateTables(previousOf(before, tables), nextOf(before, asked), vocab)!);
    expect(same).toEqual(plain(buildTables(before, vocab)));
    expect(same).toEqual({ ...plain(tables), content: { ...plain(tables).content, offsets: [0, 3, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6] }, paths: { ...plain(tables).paths, offsets: [0, 0, 0, 0, 1, 2, 5, 6, 7, 8, 9, 9] } });
    expect(asked).toEqual([]);
    const none = updateTables(previousOf(before, tables), [], vocab)!;
    expect(plain(none)).toEqual({
      chunkFile: [],
      chunkStart: [],
      chunkEnd: [],
      content: { lengths: [], offsets: Array(12).fill(0), postingDocs: [], postingCounts: [] },
      paths: { lengths: [], offsets: Array(12).fill(0), postingDocs: [], postingCounts: [] },
      symbols: { keys: [], offsets: [0], ids: [] },
    });
  });

  it('refuses kept files in another order, and files whose counts are not those of their tables', () => {
    const { vocab, before, tables } = example();
    const previous = previousOf(before, tables);
    // Both kept, swapped: the postings could not keep their order.
    expect(updateTables(previous, nextOf([before[1]!, before[0]!]), vocab)).toBeUndefined();
    // A kept file said to have another number of chunks or definitions.
    const next = nextOf(before);
    expect(updateTables(previous, [{ ...next[0]!, chunks: 3 }, ...next.slice(1)], vocab)).toBeUndefined();
    expect(updateTables(previous, [next[0]!, { ...next[1]!, definitions: 2 }, next[2]!], vocab)).toBeUndefined();
    // A new file whose record gives another number of chunks than its entry says.
    const added = nextOf([{ path: 'x.py', hash: 'h9', chunks: [{ startLine: 1, endLine: 1 }], definitions: [] }])[0]!;
    expect(updateTables(previous, [...next, { ...added, chunks: 2 }], vocab)).toBeUndefined();
    // Previous files that are not those of the tables.
    expect(updateTables({ ...previous, files: previous.files.slice(1) }, next, vocab)).toBeUndefined();
  });
});

describe('mergePostings', () => {
  // Two terms over three documents: term 0 in documents 0 (2) and 2 (1), term 1 in 1 (1) and 2 (1).
  const old = { lengths: Uint32Array.from([2, 1, 2]), offsets: Uint32Array.from([0, 2, 4]), postingDocs: Uint32Array.from([0, 2, 1, 2]), postingCounts: Uint32Array.from([2, 1, 1, 1]) };
  const array = (parts: Record<string, Uint32Array> | undefined) => parts && Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, [...v]]));

  it('moves the kept documents, drops the others and merges the new ones in document order', () => {
    // Document 0 leaves, 1 becomes 0, 2 becomes 2; new document 1 has term 0 once and term 2 three times.
    const merged = mergePostings(old, Int32Array.from([-1, 0, 2]), 3, [{ doc: 1, terms: Uint32Array.from([0, 1, 2, 3]) }], 3);
    expect(array({ ...merged! })).toEqual({ lengths: [1, 4, 2], offsets: [0, 2, 4, 5], postingDocs: [1, 2, 0, 2, 1], postingCounts: [1, 1, 1, 1, 3] });
  });

  it('refuses postings out of document order, counts that do not add up to a length, terms past the vocabulary', () => {
    const moves = Int32Array.from([0, 1, 2]);
    expect(array({ ...mergePostings(old, moves, 3, [], 2)! })).toEqual(array({ ...old }));
    expect(mergePostings({ ...old, postingDocs: Uint32Array.from([2, 0, 1, 2]) }, moves, 3, [], 2)).toBeUndefined();
    expect(mergePostings({ ...old, postingDocs: Uint32Array.from([0, 0, 1, 2]) }, moves, 3, [], 2)).toBeUndefined();
    expect(mergePostings({ ...old, postingCounts: Uint32Array.from([1, 1, 1, 1]) }, moves, 3, [], 2)).toBeUndefined();
    expect(mergePostings({ ...old, postingCounts: Uint32Array.from([2, 0, 1, 1]) }, moves, 3, [], 2)).toBeUndefined();
    expect(mergePostings(old, moves, 4, [{ doc: 3, terms: Uint32Array.from([5, 1]) }], 3)).toBeUndefined();
    expect(mergePostings(old, moves, 3, [], 1)).toBeUndefined();
  });
});

describe('mergeSymbols', () => {
  it('moves kept ids, drops keys left without ids and adds new keys in order', () => {
    const old = SymbolTable.fromParts(['alpha', 'beta', 'gamma'], Uint32Array.from([0, 2, 3, 4]), Uint32Array.from([0, 2, 1, 2]));
    // Definition 0 leaves; 1 becomes 0 and 2 becomes 3; new definitions 1 and 2.
    const merged = mergeSymbols(old, Int32Array.from([-1, 0, 3]), new Map([['beta', [2]], ['delta', [1]], ['alpha', [1, 2]]]))!;
    const parts = merged.parts();
    expect([parts.keys, [...parts.offsets], [...parts.ids]]).toEqual([['alpha', 'beta', 'delta', 'gamma'], [0, 3, 5, 6, 7], [1, 2, 3, 0, 2, 1, 3]]);
    expect(merged.packedKeys()).toBe('alpha\0beta\0delta\0gamma\0');
    expect([merged.get('delta'), merged.get('gamma'), merged.get('beta')]).toEqual([[1], [3], [0, 2]]);
    // The same from keys packed as a store keeps them.
    const packed = SymbolTable.fromParts(PackedTerms.unpack('alpha\0beta\0gamma\0')!, Uint32Array.from([0, 2, 3, 4]), Uint32Array.from([0, 2, 1, 2]));
    expect(mergeSymbols(packed, Int32Array.from([-1, 0, 3]), new Map([['beta', [2]], ['delta', [1]], ['alpha', [1, 2]]]))!.parts()).toEqual(parts);
    // New keys before the first and after the last, every old key dropped.
    const ends = mergeSymbols(packed, Int32Array.from([-1, -1, -1]), new Map([['zeta', [0]], ['a', [1]]]))!.parts();
    expect([ends.keys, [...ends.offsets], [...ends.ids]]).toEqual([['a', 'zeta'], [0, 1, 2], [1, 0]]);
    // Ids out of order under a key: no table.
    expect(mergeSymbols(SymbolTable.fromParts(['a'], Uint32Array.from([0, 2]), Uint32Array.from([1, 0])), Int32Array.from([0, 1]), new Map())).toBeUndefined();
  });
});

describe('tables derived by a run on a repository edited at random', () => {
  const cleanups: TempRepo[] = [];
  afterEach(() => cleanups.splice(0).forEach((r) => r.cleanup()));

  /** mulberry32: the same edits at every run. */
  function random(seed: number): () => number {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  function files(dir: string, under = ''): string[] {
    return readdirSync(join(dir, under)).flatMap((name) => {
      const path = under ? `${under}/${name}` : name;
      if (name === '.git') return [];
      return statSync(join(dir, path)).isDirectory() ? files(dir, path) : [path];
    });
  }

  const WORDS = ['ledger', 'refund', 'parser', 'invoice', 'cursor', 'token', 'socket', 'render'];

  /**
   * One random edit: a line appended, a file removed, a copy of a file under a new path (new folders
   * too), or the contents of two files of one language swapped (records are kept by content: a
   * content moved to a file of another language keeps the analysis of the first).
   */
  function edit(dir: string, next: () => number, round: number, step: number): void {
    const all = files(dir).sort();
    const pick = () => all[Math.floor(next() * all.length)]!;
    const word = () => WORDS[Math.floor(next() * WORDS.length)]!;
    const kind = Math.floor(next() * 4);
    if (kind === 0) {
      const path = pick();
      const line = /\.py$/.test(path) ? `\ndef ${word()}_${round}_${step}():\n    return "${word()}"\n` : `\n// ${word()} ${word()} ${round}\n`;
      writeFileSync(join(dir, path), readFileSync(join(dir, path), 'utf8') + line);
    } else if (kind === 1 && all.length > 10) {
      rmSync(join(dir, pick()));
    } else if (kind === 2) {
      const from = pick();
      const to = `${word()}${round}/${step % 2 ? `${word()}/` : ''}${from.split('/').pop()}`;
      mkdirSync(dirname(join(dir, to)), { recursive: true });
      writeFileSync(join(dir, to), readFileSync(join(dir, from)));
    } else {
      const a = pick();
      const same = all.filter((f) => f !== a && f.slice(f.lastIndexOf('.')) === a.slice(a.lastIndexOf('.')));
      const b = same[Math.floor(next() * same.length)] ?? a;
      const [x, y] = [readFileSync(join(dir, a)), readFileSync(join(dir, b))];
      writeFileSync(join(dir, a), y);
      writeFileSync(join(dir, b), x);
    }
  }

  it('gives the tables built from every record and the results of an index built without a store', async () => {
    const repo = polyglotRepo();
    const cache = tempDir();
    cleanups.push(repo, cache);
    const next = random(20261128);
    await (await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false })).persisted;
    let derivedRuns = 0;
    for (let round = 0; round < 8; round++) {
      const edits = 1 + Math.floor(next() * 6);
      for (let step = 0; step < edits; step++) edit(repo.dir, next, round, step);
      const index = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
      await index.persisted;
      if (index.stats.derivedTables) derivedRuns++;
      const terms = index.vocab.size;
      const built = buildTables(index.files.map((f) => tableEntry(f.path, f.record)), index.vocab);
      expect(index.vocab.size).toBe(terms);
      expect([round, plain(index.tables)]).toEqual([round, plain(built)]);
      const fresh = await buildIndex(repo.dir, { cacheDir: false, memory: false });
      for (const query of POLYGLOT_QUERIES) {
        const [a, b] = [search(index, query, { top: 10 }), search(fresh, query, { top: 10 })];
        expect([round, query, a.files, a.entities, a.snippets]).toEqual([round, query, b.files, b.entities, b.snippets]);
      }
    }
    // Each round changed something: every run derived its tables from the previous run's.
    expect(derivedRuns).toBe(8);
  });
});
