import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Definition } from '../../src/code/definitions.js';
import type { FileRecord } from '../../src/search/store/file-record.js';
import { tablesKey } from '../../src/search/store/index-tables.js';
import { Vocabulary } from '../../src/search/terms/lexical.js';
import { currentGeneration, newGeneration, publishGeneration, removeSuperseded, STALE_TEMP_MS } from '../../src/search/store/store-folder.js';
import { META_FILE, segmentFile, STORE_BUILD } from '../../src/search/store/store-format.js';
import { asciiJson, defaultCacheDir, hashContent, readStore, STORE_VERSION, writeStore, type WriteInput } from '../../src/search/store/store.js';
import { DetailsGate } from '../../src/search/store/stored-analysis.js';
import { tempDir, type TempRepo } from '../helpers/repo.js';

const cleanups: TempRepo[] = [];
afterEach(() => cleanups.splice(0).forEach((r) => r.cleanup()));
function temp(): TempRepo {
  const d = tempDir();
  cleanups.push(d);
  return d;
}

const H = (n: number) => n.toString(16).padStart(40, '0');
const LISTING = { settings: '[]', walkSkips: [] };

function record(hash: string, terms: number[][], definitions: Definition[] = []): FileRecord {
  return {
    hash,
    analysis: { lineCount: 3, chunks: terms.map((_, i) => ({ startLine: i + 1, endLine: i + 1 })), definitions, references: [], imports: [] },
    chunkTerms: terms.map((t) => Uint32Array.from(t)),
    lineTokens: Uint32Array.from([1, 2, 0, 0]),
  };
}

/** A gate that reads a record's file from `files` (content hash -> bytes). */
function gate(files: Map<string, Uint8Array> = new Map(), log: string[] = []): DetailsGate {
  const source = (hash: string) => {
    const bytes = files.get(hash);
    return bytes && hashContent(bytes) === hash ? bytes : undefined;
  };
  return new DetailsGate({ source, onRejected: (hash, problems) => void log.push(`${hash}: ${problems.join('; ')}`) });
}

function input(vocab: Vocabulary, manifest: [string, string][], records: FileRecord[], extra: Partial<WriteInput> = {}): WriteInput {
  return {
    vocab,
    manifest: new Map(manifest.map(([path, hash]) => [path, { size: 1, mtimeMs: 1, hash }])),
    records: new Map(records.map((r) => [r.hash, r])),
    listing: LISTING,
    ...extra,
  };
}

async function read(dir: string, files?: Map<string, Uint8Array>, log: string[] = []) {
  return readStore(dir, { gate: gate(files), log: (line) => void log.push(line) });
}

function generationFolder(dir: string): string {
  const names = readdirSync(dir).filter((n) => n.startsWith(`v${STORE_VERSION}-`));
  expect(names.length).toBe(1);
  return join(dir, names[0]!);
}

describe('store', () => {
  it('keeps the ids of a store read back when it compacts again, the new terms merged into the order', async () => {
    const d = temp();
    await writeStore(d.dir, input(new Vocabulary(['pear', 'fig', 'kiwi']), [['a.py', H(1)]], [record(H(1), [[0, 1, 1, 1, 2, 1]])]));
    const first = (await read(d.dir))!;
    const added = [first.vocab.add('apple'), first.vocab.add('lime')];
    expect(added).toEqual([3, 4]);
    const records = [first.records.get(H(1))!, record(H(2), [[1, 2, 3, 1, 4, 1]])];
    await writeStore(d.dir, input(first.vocab, [['a.py', H(1)], ['b.py', H(2)]], records, { base: first.base }), { compact: true });
    const back = (await read(d.dir))!;
    expect(back.vocab.terms).toEqual(['pear', 'fig', 'kiwi', 'apple', 'lime']);
    expect(['apple', 'fig', 'kiwi', 'lime', 'pear', 'plum'].map((t) => back.vocab.get(t))).toEqual([3, 1, 2, 4, 0, undefined]);
    expect(back.records.get(H(2))!.chunkTerms!.map((t) => [...t])).toEqual([[1, 2, 3, 1, 4, 1]]);
  });

  it('compacts the vocabulary to the live terms, sorted and renumbered, when many are dead', async () => {
    const d = temp();
    const vocab = new Vocabulary(['dead', 'gone', 'gamma', 'alpha']);
    await writeStore(d.dir, input(vocab, [['a.py', H(1)]], [record(H(1), [[2, 4, 3, 1], [3, 5]]), record(H(2), [[0, 9, 1, 1]])]));
    const back = (await read(d.dir))!;
    expect(back.vocab.terms).toEqual(['alpha', 'gamma']);
    // Each chunk's pairs in the order of their new ids.
    expect(back.records.get(H(1))!.chunkTerms!.map((t) => [...t])).toEqual([[0, 1, 1, 4], [0, 5]]);
  });

  it('round-trips records, keeping the term ids while few terms are dead', async () => {
    const d = temp();
    const vocab = new Vocabulary(['dead', 'gamma', 'alpha', 'beta', 'delta']);
    const skip: FileRecord = { hash: H(3), skip: { reason: 'binary', detail: 'NUL bytes in the content' } };
    await writeStore(d.dir, input(vocab, [['a.py', H(1)], ['b.bin', H(3)]], [record(H(1), [[1, 1, 2, 2, 4, 1], [3, 5]]), record(H(2), [[0, 9]]), skip]));
    const back = (await read(d.dir))!;
    // One term of five is dead: every id is kept, and each term is found by its order.
    expect(back.vocab.terms).toEqual(['dead', 'gamma', 'alpha', 'beta', 'delta']);
    expect(['alpha', 'beta', 'dead', 'delta', 'gamma', 'zeta'].map((t) => back.vocab.get(t))).toEqual([2, 3, 0, 4, 1, undefined]);
    expect([...back.manifest]).toEqual([
      ['a.py', { size: 1, mtimeMs: 1, hash: H(1) }],
      ['b.bin', { size: 1, mtimeMs: 1, hash: H(3) }],
    ]);
    expect([...back.records.keys()].sort()).toEqual([H(1), H(3)]);
    const terms = back.records.get(H(1))!.chunkTerms!.map((t) => [...t].map((x, i) => (i % 2 === 0 ? back.vocab.term(x) : x)));
    expect(terms).toEqual([['gamma', 1, 'alpha', 2, 'delta', 1], ['beta', 5]]);
    expect([...back.records.get(H(1))!.lineTokens!]).toEqual([1, 2, 0, 0]);
    expect(back.records.get(H(3))!.skip).toEqual({ reason: 'binary', detail: 'NUL bytes in the content' });
    expect(readdirSync(generationFolder(d.dir)).sort()).toEqual([META_FILE, segmentFile(0)]);
  });

  it('keeps non-ASCII names, signatures, docs and paths through its ASCII-only files, checked against the file', async () => {
    const d = temp();
    const source = Buffer.from('def größe(x: "😀") -> 日本:\n    """Größe — size"""\n    return x\n');
    const hash = hashContent(source);
    const rec = record(hash, [[0, 1]], [{ name: 'größe', qualifiedName: 'größe', kind: 'function', signature: 'def größe(x: "😀") -> 日本', doc: 'Größe — size', startLine: 1, endLine: 3, nameLine: 1 }]);
    await writeStore(d.dir, input(new Vocabulary(['größe']), [['pkg/naïve.py', hash]], [rec]));
    const folder = generationFolder(d.dir);
    for (const name of [META_FILE, segmentFile(0)]) {
      const text = readFileSync(join(folder, name), 'latin1');
      // The vocabulary part of a segment is UTF-8; everything else is ASCII.
      const ascii = name === META_FILE ? text : text.replace('gr\xc3\xb6\xc3\x9fe\0', '');
      expect([name, /[^\x00-\x7f]/.test(ascii.slice(64))]).toEqual([name, false]);
    }
    const log: string[] = [];
    const g = gate(new Map([[hash, source]]), log);
    const back = (await readStore(d.dir, { gate: g }))!;
    expect(back.vocab.terms).toEqual(['größe']);
    expect([...back.manifest.keys()]).toEqual(['pkg/naïve.py']);
    g.open();
    const def = back.records.get(hash)!.analysis!.definitions[0]!;
    expect([def.name, def.signature, def.doc]).toEqual(['größe', 'def größe(x: "😀") -> 日本', 'Größe — size']);
    expect(log).toEqual([]);
  });

  it('keeps a definition whose name is a long computed key', async () => {
    const d = temp();
    const name = `[${'x'.repeat(6000)}]`;
    const source = Buffer.from(`class A {\n  ${name}() {}\n}\n`);
    const hash = hashContent(source);
    const defs: Definition[] = [{ name, qualifiedName: `A.${name}`, parent: 'A', kind: 'method', signature: `${name}()`, startLine: 2, endLine: 2, nameLine: 2 }];
    await writeStore(d.dir, input(new Vocabulary(['x']), [['a.js', hash]], [record(hash, [[0, 1]], defs)]));
    const log: string[] = [];
    const g = gate(new Map([[hash, source]]), log);
    const back = (await readStore(d.dir, { gate: g }))!;
    g.open();
    expect(back.records.get(hash)!.analysis!.definitions[0]!.name).toBe(name);
    expect(log).toEqual([]);
  });

  it('unpacks chunks and definitions when first used, and names a damaged core when used', async () => {
    const d = temp();
    const defs: Definition[] = [
      { name: 'Shop', qualifiedName: 'Shop', kind: 'class', signature: 'class Shop:', startLine: 1, endLine: 2, nameLine: 1 },
      { name: 'buy', qualifiedName: 'Shop.buy', kind: 'method', signature: 'def buy(self):', startLine: 2, endLine: 2, nameLine: 2, parent: 'Shop' },
    ];
    const source = Buffer.from('class Shop:\n  def buy(self): pass\n');
    const hash = hashContent(source);
    await writeStore(d.dir, input(new Vocabulary(['shop']), [['shop.py', hash]], [record(hash, [[0, 1], [0, 2]], defs)]));
    const g = gate(new Map([[hash, source]]));
    const back = (await readStore(d.dir, { gate: g }))!;
    const rec = back.records.get(hash)!;
    expect(rec.sizes).toEqual({ chunks: 2, definitions: 2 });
    expect(rec.analysis!.chunks).toEqual([
      { startLine: 1, endLine: 1 },
      { startLine: 2, endLine: 2 },
    ]);
    expect(rec.analysis!.definitions.map((x) => [x.qualifiedName, x.kind, x.startLine, x.endLine, x.parent ?? null, x.signature])).toEqual([
      ['Shop', 'class', 1, 2, null, ''],
      ['Shop.buy', 'method', 2, 2, 'Shop', ''],
    ]);
    g.open();
    expect(rec.analysis!.definitions[0]!.members).toEqual(['def buy(self):']);
    // A core whose definitions are not what the writer wrote fails with the folder named, when used.
    const seg = join(generationFolder(d.dir), segmentFile(0));
    const bytes = readFileSync(seg, 'latin1');
    writeFileSync(seg, bytes.replace('[\\"Shop\\",\\"class\\"', '[\\"Shop\\",\\"klass\\"'), 'latin1');
    // The record no longer matches its checksum: refused when it is first used, the folder named.
    const damaged = (await read(d.dir))!;
    expect(() => damaged.records.get(hash)!.analysis!.definitions).toThrow('The persisted index is damaged (a record that does not match its checksum)');
    expect(() => damaged.records.get(hash)!.chunkTerms).toThrow('The persisted index is damaged (a record that does not match its checksum)');
  });

  it('keeps a segment open while a record read from it is alive, after the store object is collected', async () => {
    const d = temp();
    const vocab = new Vocabulary(['alpha', 'beta']);
    await writeStore(d.dir, input(vocab, [['a.py', H(1)]], [record(H(1), [[0, 2], [1, 1]])]));
    // Only the record is kept: nothing is read from its segment yet (cores are read when first used).
    const kept = await (async () => (await read(d.dir))!.records.get(H(1))!)();
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    for (let round = 0; round < 5; round++) {
      gc();
      // Finalizers run in tasks of their own.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(kept.chunkTerms!.map((t) => [...t])).toEqual([[0, 2], [1, 1]]);
  });

  it('reads details when the gate opens, checked against their checksum', async () => {
    const d = temp();
    const make = (name: string) => {
      const source = Buffer.from(`import os\ndef ${name}():\n    """Doc."""\n    os.path\n`);
      const hash = hashContent(source);
      const rec = record(hash, [[0, 1]], [{ name, qualifiedName: name, kind: 'function', signature: `def ${name}()`, doc: 'Doc.', startLine: 2, endLine: 4, nameLine: 2 }]);
      rec.analysis!.imports = [{ source: 'os', line: 1, names: [], kind: 'module' }];
      rec.analysis!.references = [{ name: 'path', kind: 'attribute', line: 4 }];
      return { source, hash, rec };
    };
    const [a, b] = [make('first'), make('second')];
    await writeStore(d.dir, input(new Vocabulary(['alpha']), [['a.py', a.hash], ['b.py', b.hash]], [a.rec, b.rec]));
    const files = new Map([
      [a.hash, a.source],
      [b.hash, b.source],
    ]);
    const g = gate(files);
    const back = (await readStore(d.dir, { gate: g }))!;
    const first = back.records.get(a.hash)!.analysis!;
    expect([first.definitions[0]!.signature, first.imports, first.references]).toEqual(['', [], []]);
    g.open();
    expect([first.definitions[0]!.signature, first.definitions[0]!.doc, first.imports, first.references]).toEqual(['def first()', 'Doc.', [{ source: 'os', line: 1, names: [], kind: 'module' }], [{ name: 'path', kind: 'attribute', line: 4 }]]);
    // Details changed on disk after the store was read: refused when asked for, the folder named.
    const seg = join(generationFolder(d.dir), segmentFile(0));
    writeFileSync(seg, readFileSync(seg, 'latin1').replace('def second()', 'def Second()'), 'latin1');
    expect(() => back.records.get(b.hash)!.analysis!.definitions).toThrow(`The persisted index is damaged (details that do not match their checksum)`);
  });

  it('keeps the search tables of the files in the order given, for exactly those files', async () => {
    const d = temp();
    const records = [record(H(1), [[0, 1]]), record(H(2), [[1, 3]])];
    const order = ['a/one.py', 'b/two.py'];
    await writeStore(d.dir, input(new Vocabulary(['alpha', 'beta']), [['b/two.py', H(2)], ['a/one.py', H(1)]], records, { index: { order } }));
    const back = (await read(d.dir))!;
    // Path terms joined the vocabulary, which stays sorted.
    expect(back.vocab.terms).toEqual([...back.vocab.terms].sort());
    expect(back.vocab.terms).toEqual(expect.arrayContaining(['alpha', 'beta', 'one', 'two', 'py']));
    const key = tablesKey([
      { path: 'a/one.py', hash: H(1) },
      { path: 'b/two.py', hash: H(2) },
    ]);
    const limits = { files: 2, chunks: 2, definitions: 0 };
    const tables = (await back.tablesFor!(key, limits))!;
    expect([...tables.chunkFile]).toEqual([0, 1]);
    expect([...tables.content.documentsWith(back.vocab.get('beta')!)]).toEqual([1]);
    expect([...tables.paths.documentsWith(back.vocab.get('two')!)]).toEqual([1]);
    expect(await back.tablesFor!(tablesKey([{ path: 'a/one.py', hash: H(1) }]), limits)).toBeUndefined();
    // Tables that do not fit the index they are asked for are not used.
    expect(await back.tablesFor!(key, { files: 2, chunks: 1, definitions: 0 })).toBeUndefined();
    // Written without an order, a generation has no tables.
    await writeStore(d.dir, input(new Vocabulary(['alpha', 'beta']), [['a/one.py', H(1)]], records));
    expect(readdirSync(generationFolder(d.dir))).not.toContain('tables.bin');
    expect((await read(d.dir))!.tablesFor).toBeUndefined();
  });

  it('works in slices, letting other work run in between', async () => {
    const d = temp();
    // Counts event-loop turns; the records note the turns in which the writer read them.
    let turn = 0;
    let writing = true;
    const spin = () => {
      turn++;
      if (writing) setImmediate(spin);
    };
    setImmediate(spin);
    const turns = new Set<number>();
    const records: FileRecord[] = [];
    const manifest: [string, string][] = [];
    for (let i = 0; i < 320; i++) {
      const r = record(H(i + 1), [[0, 1, 1, 2]]);
      const analysis = r.analysis!;
      r.analysis = new Proxy(analysis, {
        get(target, prop, receiver) {
          turns.add(turn);
          return Reflect.get(target, prop, receiver) as unknown;
        },
      });
      records.push(r);
      manifest.push([`f${i}.py`, H(i + 1)]);
    }
    await writeStore(d.dir, input(new Vocabulary(['a', 'b']), manifest, records));
    writing = false;
    // 320 records, 64 to a slice: read over at least 5 turns of the loop, not in one go.
    expect(turns.size).toBeGreaterThanOrEqual(5);
    expect((await read(d.dir))!.records.size).toBe(320);
  });

  it('writes JSON that is plain ASCII and parses back to the same value', () => {
    const value = { a: 'naïve 😀 ü', b: ['\u2028', 'x"y'] };
    expect(asciiJson(value)).toBe('{"a":"na\\u00efve \\ud83d\\ude00 \\u00fc","b":["\\u2028","x\\"y"]}');
    expect(JSON.parse(asciiJson(value))).toEqual(value);
  });

  it('does not use a missing, corrupt, truncated or foreign store, and says why', async () => {
    const d = temp();
    expect(await read(d.dir)).toBeUndefined();
    const contents = input(new Vocabulary(['a', 'b']), [['a.py', H(1)]], [record(H(1), [[0, 1]])]);
    const cases: [string, (folder: string) => void, RegExp][] = [
      ['meta not JSON', (f) => writeFileSync(join(f, META_FILE), '{not json'), /JSON/],
      ['another build', (f) => writeFileSync(join(f, META_FILE), readFileSync(join(f, META_FILE), 'latin1').replace(STORE_BUILD, '0.0.0+store1')), /written by another version \(0\.0\.0\+store1\)/],
      ['a manifest entry without its record', (f) => writeFileSync(join(f, META_FILE), readFileSync(join(f, META_FILE), 'latin1').replace(`"hashes":"${H(1)}"`, `"hashes":"${H(9)}"`)), /a manifest entry without its record/],
      ['a path leaving the repository', (f) => writeFileSync(join(f, META_FILE), readFileSync(join(f, META_FILE), 'latin1').replace('"a.py"', '"../a.py"')), /a manifest entry of the wrong shape/],
      ['a record past its segment', (f) => writeFileSync(join(f, META_FILE), readFileSync(join(f, META_FILE), 'latin1').replace(/"numbers":\[0,0,\d+,/, '"numbers":[0,0,99999,')), /a record past the end of its segment/],
      ['a record number that is no count', (f) => writeFileSync(join(f, META_FILE), readFileSync(join(f, META_FILE), 'latin1').replace(/"numbers":\[0,0,(\d+),/, '"numbers":[0,0,$1.5,')), /a record entry with a bad number/],
      ['record columns that do not match', (f) => writeFileSync(join(f, META_FILE), readFileSync(join(f, META_FILE), 'latin1').replace(/"flags":\[0\]/, '"flags":[0,0]')), /record columns of different lengths/],
      [
        'a vocabulary changed',
        (f) => {
          const b = readFileSync(join(f, segmentFile(0)));
          b[64 + b.readUInt32LE(8) * 4 + b.readUInt32LE(12)] = 'z'.charCodeAt(0);
          writeFileSync(join(f, segmentFile(0)), b);
        },
        /seg-0\.bin does not match its checksum/,
      ],
      ['a truncated segment', (f) => writeFileSync(join(f, segmentFile(0)), readFileSync(join(f, segmentFile(0))).subarray(0, 70)), /seg-0\.bin has 70 bytes, the meta says \d+/],
      ['a missing segment', (f) => writeFileSync(join(f, segmentFile(0)), ''), /seg-0\.bin has 0 bytes/],
    ];
    for (const [name, damage, reason] of cases) {
      await writeStore(d.dir, contents);
      expect([name, (await read(d.dir)) !== undefined]).toEqual([name, true]);
      damage(generationFolder(d.dir));
      const log: string[] = [];
      expect([name, await read(d.dir, undefined, log)]).toEqual([name, undefined]);
      expect([name, log.length === 1 && reason.test(log[0]!)]).toEqual([name, true]);
    }
  });

  it('checks the vocabulary’s order when the store came from elsewhere, and its size always', async () => {
    const d = temp();
    await writeStore(d.dir, input(new Vocabulary(['bb', 'aa']), [['a.py', H(1)]], [record(H(1), [[0, 1, 1, 2]])]));
    const file = join(generationFolder(d.dir), segmentFile(0));
    const b = readFileSync(file);
    const vocabAt = 64 + b.readUInt32LE(8) * 4 + b.readUInt32LE(12);
    const vocabEnd = vocabAt + b.readUInt32LE(16);
    const orderAt = vocabEnd + b.readUInt32LE(20);
    // The terms by id, and their ids sorted by term.
    expect(b.toString('utf8', vocabAt, vocabEnd)).toBe('bb\0aa\0');
    expect([b.readUInt32LE(24), b.readUInt32LE(orderAt), b.readUInt32LE(orderAt + 4), b.length]).toEqual([2, 1, 0, orderAt + 8]);
    // As a forger would: the head's checksum of the vocabulary and its order recomputed.
    const forge = (vocab: string, order: [number, number]) => {
      b.write(vocab, vocabAt, 'utf8');
      b.writeUInt32LE(order[0], orderAt);
      b.writeUInt32LE(order[1], orderAt + 4);
      b.write(createHash('sha1').update(b.subarray(vocabAt, vocabEnd)).update(b.subarray(orderAt)).digest('hex'), 32, 20, 'hex');
      writeFileSync(file, b);
    };
    const log: string[] = [];
    for (const [vocab, order] of [
      ['aa\0bb\0', [1, 0]],
      ['bb\0aa\0', [1, 1]],
      ['bb\0aa\0', [1, 2]],
    ] as const) {
      forge(vocab, [...order]);
      expect(await readStore(d.dir, { gate: gate(), log: (line) => void log.push(line), untrusted: true })).toBeUndefined();
      expect(log.pop()).toMatch(/a vocabulary whose order does not sort it/);
    }
    // Its own writer orders it: a trusted store is not checked term by term.
    forge('aa\0bb\0', [1, 0]);
    expect((await read(d.dir))!.vocab.terms).toEqual(['aa', 'bb']);
    // A vocabulary with a term more or less than the meta says is refused either way.
    forge('bb\0a\0\0', [1, 0]);
    expect(await read(d.dir, undefined, log)).toBeUndefined();
    expect(log[0]).toMatch(/a vocabulary of another size/);
  });


  it('hashes content and keeps caches outside the repository', () => {
    expect(hashContent(new TextEncoder().encode('abc'))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    const dir = defaultCacheDir('/work/repo', { XDG_CACHE_HOME: '/cache' });
    expect(dir).toMatch(/^\/cache\/sweep-action\/[0-9a-f]{16}$/);
    expect(defaultCacheDir('/work/repo', { SWEEP_CACHE_DIR: '/x' })).toMatch(/^\/x\/sweep-action\//);
  });
});

describe('generations', () => {
  it('appends a segment of the new records, linking the old ones, and keeps term ids', async () => {
    const d = temp();
    const vocab = new Vocabulary(['alpha', 'beta']);
    const first = input(vocab, [['a.py', H(1)], ['b.py', H(2)], ['c.py', H(5)], ['d.py', H(6)]], [record(H(1), [[0, 1]]), record(H(2), [[1, 2]]), record(H(5), [[0, 3]]), record(H(6), [[0, 4]])]);
    await writeStore(d.dir, first);
    const base = (await read(d.dir))!;
    const oldSegment = join(base.base!.folder, segmentFile(0));
    const inode = statSync(oldSegment).ino;
    // One file changed: its record is new, with a term the store did not have.
    const gamma = base.vocab.add('gamma');
    const records = new Map(base.records);
    records.set(H(3), record(H(3), [[gamma, 4]]));
    const tables = { ...(await import('../../src/search/store/index-tables.js')).buildTables([], base.vocab) };
    const manifest = new Map(base.manifest);
    manifest.set('b.py', { size: 1, mtimeMs: 2, hash: H(3) });
    const outcome = await writeStore(d.dir, { vocab: base.vocab, manifest, records, listing: LISTING, base: base.base!, index: { order: [], tables } });
    expect(outcome).toBe('appended');
    const folder = generationFolder(d.dir);
    expect(readdirSync(folder).filter((n) => n.startsWith('seg-')).sort()).toEqual([segmentFile(0), segmentFile(1)]);
    // The old segment is the same file, linked in; the old generation is gone.
    expect(statSync(join(folder, segmentFile(0))).ino).toBe(inode);
    expect(existsSync(base.base!.folder)).toBe(false);
    const back = (await read(d.dir))!;
    expect(back.vocab.terms).toEqual(['alpha', 'beta', 'gamma']);
    const term = (hash: string) => [...back.records.get(hash)!.chunkTerms![0]!].map((x, i) => (i % 2 === 0 ? back.vocab.term(x) : x));
    expect([term(H(1)), term(H(3))]).toEqual([['alpha', 1], ['gamma', 4]]);
    // The record no file uses any more is no longer listed.
    expect(back.records.has(H(2))).toBe(false);
    // Once the dead records outweigh the live ones, everything is compacted into one segment.
    const records2 = new Map(back.records);
    records2.set(H(4), record(H(4), [[0, 7]]));
    expect(await writeStore(d.dir, { vocab: back.vocab, manifest: new Map([['c.py', { size: 1, mtimeMs: 1, hash: H(4) }]]), records: records2, listing: LISTING, base: back.base!, index: { order: [], tables } })).toBe('compacted');
    const compacted = (await read(d.dir))!;
    expect(readdirSync(generationFolder(d.dir)).filter((n) => n.startsWith('seg-'))).toEqual([segmentFile(0)]);
    expect(compacted.vocab.terms).toEqual(['alpha']);
  });

  it('keeps a reader reading the generation it opened while a writer replaces it', async () => {
    const d = temp();
    const source = Buffer.from('def f():\n    pass\n');
    const hash = hashContent(source);
    const rec = record(hash, [[0, 1]], [{ name: 'f', qualifiedName: 'f', kind: 'function', signature: 'def f()', startLine: 1, endLine: 2, nameLine: 1 }]);
    const contents = input(new Vocabulary(['f']), [['f.py', hash]], [rec]);
    await writeStore(d.dir, contents);
    const g = gate(new Map([[hash, source]]));
    const reader = (await readStore(d.dir, { gate: g }))!;
    const old = reader.base!.folder;
    await writeStore(d.dir, contents);
    expect(existsSync(old)).toBe(false);
    g.open();
    expect(reader.records.get(hash)!.analysis!.definitions[0]!.signature).toBe('def f()');
  });

  it('lets two writers at once both finish, the newer generation current, nothing left behind', async () => {
    const d = temp();
    const contents = input(new Vocabulary(['a']), [['a.py', H(1)]], [record(H(1), [[0, 1]])]);
    const outcomes = await Promise.all([writeStore(d.dir, contents), writeStore(d.dir, contents), writeStore(d.dir, contents)]);
    expect(outcomes).toEqual(['compacted', 'compacted', 'compacted']);
    expect(readdirSync(d.dir).filter((n) => n.startsWith(`v${STORE_VERSION}-`)).length).toBe(1);
    expect(readdirSync(d.dir).filter((n) => n.startsWith('tmp-'))).toEqual([]);
    expect((await read(d.dir))!.records.size).toBe(1);
  });

  it('publishes by one rename, and removes stale temporary folders and old formats only', async () => {
    const d = temp();
    mkdirSync(join(d.dir, 'tmp-stale'));
    mkdirSync(join(d.dir, 'tmp-fresh'));
    const old = (Date.now() - STALE_TEMP_MS - 1000) / 1000;
    utimesSync(join(d.dir, 'tmp-stale'), old, old);
    writeFileSync(join(d.dir, 'index-v9.json'), '{}');
    writeFileSync(join(d.dir, 'history-v1.json'), '{}');
    mkdirSync(join(d.dir, 'v3-0000000001-00000000'));
    const name = newGeneration();
    let seen: string[] = [];
    const published = await publishGeneration(d.dir, name, async (folder) => {
      // While it is written, the folder is not a generation readers would take.
      expect(await currentGeneration(d.dir)).toBeUndefined();
      writeFileSync(join(folder, 'x'), '1');
      seen = readdirSync(d.dir);
    });
    expect(seen.filter((n) => n.startsWith('tmp-')).length).toBe(3);
    expect(published).toEqual({ name, path: join(d.dir, `v${STORE_VERSION}-${name}`) });
    expect(readdirSync(d.dir).sort()).toEqual(['history-v1.json', 'tmp-fresh', `v${STORE_VERSION}-${name}`]);
    await removeSuperseded(d.dir);
    expect(readdirSync(d.dir).length).toBe(3);
  });
});
