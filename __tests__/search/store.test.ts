import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultCacheDir, hashContent, readStore, writeStore, type FileRecord } from '../../src/search/store.js';
import { tempDir, type TempRepo } from '../helpers/repo.js';

const cleanups: TempRepo[] = [];
afterEach(() => cleanups.splice(0).forEach((r) => r.cleanup()));

function record(hash: string, terms: number[][]): FileRecord {
  return {
    hash,
    analysis: { lineCount: 3, chunks: terms.map((_, i) => ({ startLine: i + 1, endLine: i + 1 })), definitions: [], references: [], imports: [] },
    chunkTerms: terms.map((t) => Uint32Array.from(t)),
  };
}

describe('store', () => {
  it('round-trips records and compacts the vocabulary to live files', async () => {
    const d = tempDir();
    cleanups.push(d);
    const vocab = ['dead', 'alpha', 'beta', 'gamma'];
    const records = new Map<string, FileRecord>([
      ['h1', record('h1', [[1, 2, 3, 1], [2, 5]])],
      ['h2', record('h2', [[0, 9]])],
      ['h3', { hash: 'h3', skip: { reason: 'binary', detail: 'NUL bytes in the content' } }],
    ]);
    const manifest = new Map([
      ['a.py', { size: 10, mtimeMs: 1000.5, hash: 'h1' }],
      ['b.bin', { size: 4, mtimeMs: 2000, hash: 'h3' }],
    ]);
    await writeStore(d.dir, { vocab, manifest, records });
    const back = await readStore(d.dir);
    expect(back).toBeDefined();
    expect(back!.vocab).toEqual(['alpha', 'beta', 'gamma']);
    expect([...back!.manifest]).toEqual([...manifest]);
    expect([...back!.records.keys()].sort()).toEqual(['h1', 'h3']);
    const terms = back!.records.get('h1')!.chunkTerms!.map((t) => [...t].map((x, i) => (i % 2 === 0 ? back!.vocab[x] : x)));
    expect(terms).toEqual([['alpha', 2, 'gamma', 1], ['beta', 5]]);
    expect(back!.records.get('h3')!.skip).toEqual({ reason: 'binary', detail: 'NUL bytes in the content' });
  });

  it('ignores a missing, corrupt or mismatched store', async () => {
    const d = tempDir();
    cleanups.push(d);
    expect(await readStore(d.dir)).toBeUndefined();
    const contents = { vocab: ['a'], manifest: new Map([['a.py', { size: 1, mtimeMs: 1, hash: 'h' }]]), records: new Map([['h', record('h', [[0, 1]])]]) };
    await writeStore(d.dir, contents);
    const meta = join(d.dir, 'index-v6.json');
    const bin = join(d.dir, 'index-v6.bin');
    const goodMeta = readFileSync(meta, 'utf8');
    const goodBin = readFileSync(bin);
    writeFileSync(meta, '{not json');
    expect(await readStore(d.dir)).toBeUndefined();
    writeFileSync(meta, goodMeta);
    await writeStore(d.dir, contents); // a new generation: the old JSON no longer matches it
    writeFileSync(meta, goodMeta);
    expect(await readStore(d.dir)).toBeUndefined();
    writeFileSync(bin, goodBin.subarray(0, 6));
    expect(await readStore(d.dir)).toBeUndefined();
  });

  it('hashes content and keeps caches outside the repository', () => {
    expect(hashContent(new TextEncoder().encode('abc'))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    const dir = defaultCacheDir('/work/repo', { XDG_CACHE_HOME: '/cache' });
    expect(dir).toMatch(/^\/cache\/sweep-action\/[0-9a-f]{16}$/);
    expect(defaultCacheDir('/work/repo', { SWEEP_CACHE_DIR: '/x' })).toMatch(/^\/x\/sweep-action\//);
  });
});
