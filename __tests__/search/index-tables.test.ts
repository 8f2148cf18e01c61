import { describe, expect, it } from '@jest/globals';
import type { Definition } from '../../src/code/definitions.js';
import { buildTables, decodeTables, encodeTables, pathTerms, readTablePaths, readTables, remappedTableParts, SCANNED_LOOKUPS, SymbolTable, tablesKey, type IndexTables, type TableEntry } from '../../src/search/store/index-tables.js';
import { countTerms, PackedTerms, Vocabulary } from '../../src/search/terms/lexical.js';
import { asciiJson } from '../../src/search/store/store.js';

function def(name: string, parent?: string): Definition {
  return { name, qualifiedName: parent ? `${parent}.${name}` : name, kind: parent ? 'method' : 'function', signature: '', startLine: 1, endLine: 2, nameLine: 1, ...(parent ? { parent } : {}) };
}

function plain(tables: IndexTables) {
  const symbols = tables.symbols.parts();
  return {
    chunkFile: [...tables.chunkFile],
    chunkStart: [...tables.chunkStart],
    chunkEnd: [...tables.chunkEnd],
    content: Object.fromEntries(Object.entries(tables.content.parts()).map(([k, v]) => [k, [...v]])),
    paths: Object.fromEntries(Object.entries(tables.paths.parts()).map(([k, v]) => [k, [...v]])),
    symbols: { keys: [...symbols.keys], offsets: [...symbols.offsets], ids: [...symbols.ids] },
  };
}

describe('SymbolTable', () => {
  const table = SymbolTable.build([[def('Query', 'Client'), def('query')], () => [def('Client'), def('main')]]);

  it('maps lower-cased simple and qualified names to ascending definition ids', () => {
    expect(table.parts().keys).toEqual(['client', 'client.query', 'main', 'query']);
    expect([...table.parts().offsets]).toEqual([0, 1, 2, 3, 5]);
    expect([...table.parts().ids]).toEqual([2, 0, 3, 0, 1]);
    expect(table.get('query')).toEqual([0, 1]);
    expect(table.get('client.query')).toEqual([0]);
    expect(table.get('Query')).toBeUndefined();
    expect(table.get('missing')).toBeUndefined();
    expect([table.has('main'), table.has('mai'), table.has('zzz'), table.has('')]).toEqual([true, false, false, false]);
  });

  it('answers the same built from names as read back from its sorted parts', () => {
    const { keys, offsets, ids } = table.parts();
    const stored = SymbolTable.fromParts(PackedTerms.unpack(PackedTerms.pack(keys))!, offsets, ids);
    for (const key of ['client', 'client.query', 'main', 'query', 'Query', 'missing', '']) {
      expect([stored.get(key), stored.has(key)]).toEqual([table.get(key), table.has(key)]);
    }
    expect(stored.parts()).toEqual(table.parts());
  });

  it('gives the same ids by going through the names as from its map, and builds the map after SCANNED_LOOKUPS lookups', () => {
    const names = [def('Parse'), def('parse', 'Parser'), def('Parser'), def('PARSER', 'Module'), def('İd'), def('id'), def('Ab', 'X')];
    let unpacked = 0;
    const make = () =>
      SymbolTable.build([
        () => {
          unpacked++;
          return names.slice(0, 3);
        },
        names.slice(3),
      ]);
    const keys = ['parse', 'parser', 'parser.parse', 'module.parser', 'i\u0307d', 'id', 'x.ab', 'ab', 'Parse', 'pars', '', 'x.a'];
    const expected = [[0, 1], [2, 3], [1], [3], [4], [5], [6], [6], undefined, undefined, undefined, undefined];
    // The lookups of a fresh table go through the names; a table made to build its map first answers the same.
    const scanned = make();
    expect(unpacked).toBe(0);
    expect(keys.map((k) => scanned.get(k))).toEqual(expected);
    expect(unpacked).toBe(1);
    const mapped = make();
    mapped.parts();
    expect(keys.map((k) => mapped.get(k))).toEqual(expected);
    expect(keys.map((k) => scanned.has(k))).toEqual(expected.map((ids) => ids !== undefined));
    // Past SCANNED_LOOKUPS lookups the map answers; the names are unpacked once in all.
    for (let i = 0; i < SCANNED_LOOKUPS; i++) scanned.get('parse');
    expect(keys.map((k) => scanned.get(k))).toEqual(expected);
    expect(unpacked).toBe(2);
    expect(scanned.parts()).toEqual(mapped.parts());
    expect(mapped.parts().keys).toEqual(['ab', 'id', 'i\u0307d', 'module.parser', 'parse', 'parser', 'parser.parse', 'x.ab']);
  });

  it('unpacks no names when it is never used', () => {
    const table = SymbolTable.build([
      () => {
        throw new Error('unpacked');
      },
    ]);
    expect(table).toBeInstanceOf(SymbolTable);
    expect(() => table.get('a')).toThrow('unpacked');
  });

  it('is empty without definitions', () => {
    const empty = SymbolTable.build([[], () => []]);
    expect(empty.get('a')).toBeUndefined();
    expect([...empty.parts().offsets]).toEqual([0]);
  });
});

describe('index tables', () => {
  const vocab = new Vocabulary();
  const entries: TableEntry[] = [
    {
      path: 'src/db_client.py',
      hash: 'h1',
      chunks: [
        { startLine: 1, endLine: 4 },
        { startLine: 5, endLine: 9 },
      ],
      chunkTerms: [countTerms(['query', 'query', 'client'], vocab), countTerms(['close'], vocab)],
      definitions: [def('DbClient'), def('query', 'DbClient')],
    },
    { path: 'README', hash: 'h2', chunks: [{ startLine: 1, endLine: 1 }], definitions: [] },
  ];
  const tables = buildTables(entries, vocab);
  const of = { key: 'k', paths: entries.map((e) => e.path) };

  it('numbers chunks in entry order, indexes chunk terms and path tokens', () => {
    expect(plain(tables)).toMatchObject({ chunkFile: [0, 0, 1], chunkStart: [1, 5, 1], chunkEnd: [4, 9, 1] });
    // Path tokens were added to the vocabulary after the chunk terms.
    expect(vocab.terms.slice(0, 3)).toEqual(['query', 'client', 'close']);
    expect([...pathTerms(entries.map((e) => e.path))].every((t) => vocab.get(t) !== undefined)).toBe(true);
    expect(tables.content.documentFrequency(vocab.get('query')!)).toBe(1);
    expect([...tables.content.documentsWith(vocab.get('close')!)]).toEqual([1]);
    expect([...tables.paths.documentsWith(vocab.get('client')!)]).toEqual([0]);
    expect(tables.symbols.get('dbclient.query')).toEqual([1]);
  });

  it('lists the terms paths add, each once', () => {
    expect([...pathTerms(['src/db_client.py', 'src/db_client.py', 'lib/Client.ts'])]).toEqual(['src', 'db_client', 'db', 'client', 'py', 'lib', 'ts']);
    expect([...pathTerms([])]).toEqual([]);
  });

  it('keys entries by path, hash and order', () => {
    const key = tablesKey(entries);
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    expect(tablesKey([...entries].reverse())).not.toBe(key);
    expect(tablesKey([{ ...entries[0]!, hash: 'other' }, entries[1]!])).not.toBe(key);
    expect(tablesKey([{ path: 'a', hash: 'b\nc' }])).not.toBe(tablesKey([{ path: 'a', hash: 'b' }, { path: 'c', hash: '' }]));
  });

  it('round-trips through its binary form', () => {
    const bytes = encodeTables(tables, { key: 'k1', paths: ['src/db_client.py', 'README'] }, asciiJson);
    expect(bytes.byteLength % 4).toBe(0);
    const back = decodeTables(bytes, 'k1')!;
    expect(plain(back)).toEqual(plain(tables));
    expect(back.content.avgLength).toBe(tables.content.avgLength);
    expect(back.symbols.get('query')).toEqual([1]);
    // An unaligned copy decodes too.
    const shifted = new Uint8Array(bytes.byteLength + 1).subarray(1);
    shifted.set(bytes);
    expect(plain(decodeTables(shifted, 'k1')!)).toEqual(plain(tables));
  });

  it('reads the content postings term by term when told to, checked when read', () => {
    const bytes = encodeTables(tables, { key: 'k1', paths: ['src/db_client.py', 'README'] }, asciiJson);
    const reads: [number, number][] = [];
    const file = { size: bytes.byteLength, read: (at: number, length: number) => (reads.push([at, length]), bytes.slice(at, at + length)) };
    const limits = { files: 2, chunks: 3, definitions: 2 };
    const lazy = readTables(file, 'k1', limits, true)!;
    // Everything but the content postings, the head's padding to a word and the paths at the end.
    const content = tables.content.parts();
    const sections = [tables.chunkFile, tables.chunkStart, tables.chunkEnd, content.lengths, content.offsets, content.postingDocs, content.postingCounts];
    const paths = tables.paths.parts();
    const symbols = tables.symbols.parts();
    const sectionBytes = [...sections, paths.lengths, paths.offsets, paths.postingDocs, paths.postingCounts, symbols.offsets, symbols.ids].reduce((n, a) => n + a.byteLength, 0);
    // 'src/db_client.py\0README\0', 24 bytes.
    const pathBytes = 24;
    const headBytes = bytes.byteLength - sectionBytes - pathBytes;
    const padding = (4 - ((reads[1]![1] + reads[2]![1]) % 4)) % 4;
    expect(reads.reduce((n, [, length]) => n + length, 0)).toBe(bytes.byteLength - content.postingDocs.byteLength * 2 - padding - pathBytes);
    const query = [{ id: vocab.get('query')!, weight: 1 }, { id: vocab.get('close')!, weight: 2 }];
    const [eager, fromFile] = [new Float64Array(3), new Float64Array(3)];
    tables.content.score(query, eager);
    lazy.content.score(query, fromFile);
    expect([...fromFile]).toEqual([...eager]);
    // A term's postings are read once, then kept.
    const before = reads.length;
    lazy.content.score(query, fromFile);
    expect(reads.length).toBe(before);
    expect([...lazy.content.documentsWith(vocab.get('close')!)]).toEqual([1]);
    // A writer gets every posting.
    expect(plain(lazy)).toEqual(plain(tables));
    // A posting that names a chunk past the last is refused when read.
    const damaged = new Uint8Array(bytes);
    const firstDoc = headBytes + sections.slice(0, 5).reduce((n, a) => n + a.byteLength, 0);
    new DataView(damaged.buffer).setUint32(firstDoc, 7, true);
    const bad = readTables({ size: damaged.byteLength, read: (at, length) => damaged.slice(at, at + length) }, 'k1', limits, true)!;
    expect(() => bad.content.score(query, new Float64Array(3))).toThrow('postings past the last chunk');
    expect(decodeTables(damaged, 'k1', limits)).toBeUndefined();
  });

  it('keeps the paths of its files at the end, read only when asked for', () => {
    const bytes = encodeTables(tables, { key: 'k1', paths: ['src/db_client.py', 'README'] }, asciiJson);
    const file = (b: Uint8Array) => ({ size: b.byteLength, read: (at: number, length: number) => b.slice(at, at + length) });
    expect(Buffer.from(bytes.subarray(bytes.byteLength - 24)).toString('utf8')).toBe('src/db_client.py\0README\0');
    const paths = readTablePaths(file(bytes), 'k1')!;
    expect(Array.from({ length: paths.length }, (_, i) => paths.at(i))).toEqual(['src/db_client.py', 'README']);
    expect(readTablePaths(file(bytes), 'k2')).toBeUndefined();
    // Paths padded to a word: 'a\0' takes 4 bytes.
    const one = encodeTables({ ...tables, paths: buildTables([entries[1]!], vocab).paths }, { key: 'k1', paths: ['a'] }, asciiJson);
    expect(Buffer.from(one.subarray(one.byteLength - 4))).toEqual(Buffer.from([0x61, 0, 0, 0]));
    // As many paths as the path index has documents, whole.
    expect(readTablePaths(file(encodeTables(tables, { key: 'k1', paths: ['src/db_client.py'] }, asciiJson)), 'k1')).toBeUndefined();
    expect(readTablePaths(file(bytes.subarray(0, bytes.byteLength - 4)), 'k1')).toBeUndefined();
    const cut = new Uint8Array(bytes);
    cut[cut.byteLength - 1] = 0x21;
    expect(readTablePaths(file(cut), 'k1')).toBeUndefined();
  });

  it('keeps the files\' import links, and refuses links that point past the files', () => {
    const linked = { ...tables, links: { offsets: Uint32Array.from([0, 1, 1]), targets: Uint32Array.from([1]) } };
    const back = decodeTables(encodeTables(linked, of, asciiJson), 'k')!;
    expect([[...back.links!.offsets], [...back.links!.targets]]).toEqual([[0, 1, 1], [1]]);
    expect(decodeTables(encodeTables(tables, of, asciiJson), 'k')!.links).toBeUndefined();
    const broken = { ...tables, links: { offsets: Uint32Array.from([0, 1, 1]), targets: Uint32Array.from([7]) } };
    expect(decodeTables(encodeTables(broken, of, asciiJson), 'k')).toBeUndefined();
    const short = { ...tables, links: { offsets: Uint32Array.from([0, 1]), targets: Uint32Array.from([1]) } };
    expect(decodeTables(encodeTables(short, of, asciiJson), 'k')).toBeUndefined();
  });

  it('refuses tables of other entries, truncated or damaged bytes', () => {
    const bytes = encodeTables(tables, { key: 'k1', paths: ['src/db_client.py', 'README'] }, asciiJson);
    expect(decodeTables(bytes, 'k2')).toBeUndefined();
    expect(decodeTables(bytes.subarray(0, bytes.byteLength - 4), 'k1')).toBeUndefined();
    expect(decodeTables(new Uint8Array(0), 'k1')).toBeUndefined();
    // A symbol key cut in two (a NUL inside it): one key more than the symbol offsets have.
    const keys = new Uint8Array(bytes);
    const jsonLength = new DataView(keys.buffer).getUint32(0, true);
    expect(Buffer.from(keys.subarray(4 + jsonLength, 4 + jsonLength + 8)).toString('latin1')).toBe('dbclient');
    keys[4 + jsonLength + 2] = 0;
    expect(decodeTables(keys, 'k1')).toBeUndefined();
    const badHeader = bytes.slice();
    badHeader[6] = 0x7b; // '{' inside the JSON header
    expect(decodeTables(badHeader, 'k1')).toBeUndefined();
    const hugeHeader = bytes.slice();
    new DataView(hugeHeader.buffer).setUint32(0, 1 << 30, true);
    expect(decodeTables(hugeHeader, 'k1')).toBeUndefined();
  });
});

describe('remappedTableParts', () => {
  it('moves postings to renumbered term ids, equal to tables built with those ids', () => {
    const vocab = new Vocabulary();
    const chunk = (words: string[]) => countTerms(words, vocab);
    const entries: TableEntry[] = [
      { path: 'src/zeta.py', hash: 'h1', chunks: [{ startLine: 1, endLine: 2 }, { startLine: 3, endLine: 4 }], chunkTerms: [chunk(['zeta', 'alpha', 'alpha']), chunk(['mid'])], definitions: [def('zeta')] },
      { path: 'lib/alpha.ts', hash: 'h2', chunks: [{ startLine: 1, endLine: 9 }], chunkTerms: [chunk(['alpha', 'mid', 'mid'])], definitions: [def('run', 'Alpha')] },
    ];
    const tables = buildTables(entries, vocab);
    const of = { key: 'k', paths: entries.map((e) => e.path) };
    const sorted = [...vocab.terms].sort();
    const remap = Uint32Array.from(vocab.terms, (t) => sorted.indexOf(t));
    const renumbered = new Vocabulary(sorted, { sorted: true });
    const again = (t: Uint32Array) => countTerms(Array.from({ length: t.length / 2 }, (_, i) => Array<string>(t[2 * i + 1]!).fill(vocab.term(t[2 * i]!)!)).flat(), renumbered);
    const expected = buildTables(entries.map((e) => ({ ...e, chunkTerms: e.chunkTerms!.map(again) })), renumbered);
    const bytes = Buffer.concat([...remappedTableParts(tables, of, remap, sorted.length, asciiJson)!]);
    expect(bytes.equals(Buffer.from(encodeTables(expected, of, asciiJson)))).toBe(true);
    expect(plain(decodeTables(bytes, 'k')!)).toEqual(plain(expected));
    // The moved postings come as views of the tables' own arrays, one per term, not as copies.
    const parts = [...remappedTableParts(tables, of, remap, sorted.length, asciiJson)!];
    const own = tables.content.parts().postingDocs.buffer;
    expect(parts.filter((p) => p.buffer === own).length).toBeGreaterThanOrEqual(3);
    // A term in use without a new id, or two terms given one: no tables rather than wrong ones.
    expect(remappedTableParts(tables, of, remap.map((id, i) => (i === 0 ? 0xffffffff : id)), sorted.length, asciiJson)).toBeUndefined();
    expect(remappedTableParts(tables, of, remap.map((id, i) => (i === 1 ? remap[0]! : id)), sorted.length, asciiJson)).toBeUndefined();
  });
});
