import { afterEach, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeCacheDir, codeCacheName, KEPT_BUNDLES, keepsCode, readCodeCache, sameRun, supersededBy, trustedCacheFile, verifiedCode, writeCodeCache } from '../src/code-cache.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-code-cache-'));
  dirs.push(dir);
  return dir;
}

function stats(over: Partial<{ file: boolean; uid: number; mode: number; size: number }> = {}) {
  const s = { file: true, uid: 1000, mode: 0o100600, size: 4096, ...over };
  return { isFile: () => s.file, uid: s.uid, mode: s.mode, size: s.size };
}

describe('code cache', () => {
  it('lives beside the index folders', () => {
    expect(codeCacheDir({ SWEEP_CACHE_DIR: '/x' })).toBe('/x/sweep-action/code');
    expect(codeCacheDir({ XDG_CACHE_HOME: '/y' })).toBe('/y/sweep-action/code');
  });

  it('names a file by the bundle, the Node.js version and architecture, and the command', () => {
    const bundle = new TextEncoder().encode('(async function () {})');
    expect(codeCacheName(bundle, 'search', 'v20.20.2', 'x64')).toBe('v20.20.2-x64-006d830258c469f79e838779-search.bin');
    expect(codeCacheName(bundle, 'context', 'v24.1.0', 'arm64')).toBe('v24.1.0-arm64-006d830258c469f79e838779-context.bin');
    expect(codeCacheName(new TextEncoder().encode('(async function () { })'), 'search', 'v20.20.2', 'x64')).not.toContain('006d830258c469f79e838779');
    // Whatever else comes first on the command line shares one file.
    expect(['--help', '../x', '', 'Search'].map((c) => codeCacheName(bundle, c, 'v20.20.2', 'x64'))).toEqual(Array(4).fill('v20.20.2-x64-006d830258c469f79e838779-other.bin'));
  });

  it('trusts only a regular file of this user that nobody else may write', () => {
    expect(trustedCacheFile(stats(), 1000)).toBe(true);
    expect(trustedCacheFile(stats({ mode: 0o100644 }), 1000)).toBe(true);
    expect(trustedCacheFile(stats({ mode: 0o100620 }), 1000)).toBe(false);
    expect(trustedCacheFile(stats({ mode: 0o100602 }), 1000)).toBe(false);
    expect(trustedCacheFile(stats({ uid: 0 }), 1000)).toBe(false);
    expect(trustedCacheFile(stats({ file: false }), 1000)).toBe(false);
    expect(trustedCacheFile(stats({ size: 0 }), 1000)).toBe(false);
    expect(trustedCacheFile(stats({ size: 65 * 1024 * 1024 }), 1000)).toBe(false);
    // No user ids (Windows): the folder's permissions decide.
    expect(trustedCacheFile(stats({ uid: 0, mode: 0o100666 }), null)).toBe(true);
  });

  it('writes a file whole, readable by its owner only, and reads it back', () => {
    const file = join(tempDir(), 'nested', 'code', 'c.bin');
    writeCodeCache(file, Uint8Array.from([1, 2, 3]));
    writeCodeCache(file, Uint8Array.from([4, 5]));
    expect([...readCodeCache(file)!]).toEqual([4, 5]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(file, '..')).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(file, '..'))).toEqual(['c.bin']);
  });

  it('reads nothing from a missing file or one others may write', () => {
    const dir = tempDir();
    expect(readCodeCache(join(dir, 'missing.bin'))).toBeUndefined();
    const file = join(dir, 'shared.bin');
    writeCodeCache(file, Buffer.from('code'));
    chmodSync(file, 0o666);
    expect(readCodeCache(file)).toBeUndefined();
    chmodSync(file, 0o600);
    expect(readCodeCache(file)?.toString()).toBe('code');
  });

  it('reads nothing from a file whose code does not match its digest: one byte changed, cut short, or written by an older build', () => {
    const dir = tempDir();
    const file = join(dir, 'c.bin');
    writeCodeCache(file, Buffer.from('compiled code'));
    const bytes = readFileSync(file);
    expect(bytes.length).toBe(32 + 13);
    expect(verifiedCode(bytes)?.toString()).toBe('compiled code');
    for (const at of [0, 31, 32, bytes.length - 1]) {
      const damaged = Buffer.from(bytes);
      damaged[at]! ^= 0x01;
      expect(verifiedCode(damaged)).toBeUndefined();
    }
    expect(verifiedCode(bytes.subarray(0, bytes.length - 1))).toBeUndefined();
    expect(verifiedCode(bytes.subarray(0, 32))).toBeUndefined();
    writeFileSync(file, 'compiled code without a digest', { mode: 0o600 });
    expect(readCodeCache(file)).toBeUndefined();
  });

  it('finds the files of other bundles for the same Node.js, architecture and command only', () => {
    const a = 'v20.20.2-x64-aaaaaaaaaaaaaaaaaaaaaaaa-search.bin';
    const names = [
      a,
      'v20.20.2-x64-bbbbbbbbbbbbbbbbbbbbbbbb-search.bin',
      'v20.20.2-x64-bbbbbbbbbbbbbbbbbbbbbbbb-context.bin',
      'v22.1.0-x64-bbbbbbbbbbbbbbbbbbbbbbbb-search.bin',
      'v20.20.2-arm64-bbbbbbbbbbbbbbbbbbbbbbbb-search.bin',
      'v20.20.2-x64-bbbbbbbbbbbbbbbbbbbbbbbb-search.bin.1a2b3c4d.tmp',
      'notes.txt',
    ];
    expect(sameRun(a, names)).toEqual(['v20.20.2-x64-bbbbbbbbbbbbbbbbbbbbbbbb-search.bin']);
    expect(sameRun('notes.txt', names)).toEqual([]);
  });

  it('keeps the newest bundles, the one written included, and drops the oldest first', () => {
    const bundle = (c: string) => `v20.20.2-x64-${c.repeat(24)}-search.bin`;
    const others = [
      { name: bundle('b'), mtimeMs: 300 },
      { name: bundle('c'), mtimeMs: 100 },
      { name: bundle('d'), mtimeMs: 200 },
      { name: bundle('e'), mtimeMs: 200 },
      { name: 'v20.20.2-x64-ffffffffffffffffffffffff-context.bin', mtimeMs: 1 },
    ];
    expect(KEPT_BUNDLES).toBe(3);
    expect(supersededBy(bundle('a'), others)).toEqual([bundle('e'), bundle('c')]);
    expect(supersededBy(bundle('a'), others, 1)).toEqual([bundle('b'), bundle('d'), bundle('e'), bundle('c')]);
    expect(supersededBy(bundle('a'), others.slice(0, 2))).toEqual([]);
    expect(supersededBy('notes.txt', others)).toEqual([]);
  });

  it('removes the oldest bundles of the same run from the folder, nothing else', () => {
    const bundle = (c: string) => `v20.20.2-x64-${c.repeat(24)}-search.bin`;
    const dir = tempDir();
    const unrelated = ['v20.20.2-x64-bbbbbbbbbbbbbbbbbbbbbbbb-context.bin', 'v22.1.0-x64-bbbbbbbbbbbbbbbbbbbbbbbb-search.bin', `${bundle('b')}.1a2b3c4d.tmp`, 'notes.txt'];
    for (const name of unrelated) writeFileSync(join(dir, name), 'x');
    // Three older bundles: b the oldest, then c, then d.
    ['b', 'c', 'd'].forEach((c, i) => {
      writeFileSync(join(dir, bundle(c)), 'x');
      utimesSync(join(dir, bundle(c)), 1_000 + i, 1_000 + i);
    });
    writeCodeCache(join(dir, bundle('a')), Uint8Array.from([1]));
    expect(readdirSync(dir).sort()).toEqual([...unrelated, bundle('a'), bundle('c'), bundle('d')].sort());
  });

  it('lets two bundles used in turn keep their code', () => {
    const dir = tempDir();
    const [a, b] = ['a', 'b'].map((c) => join(dir, `v20.20.2-x64-${c.repeat(24)}-search.bin`));
    for (const [file, byte] of [[a, 1], [b, 2], [a, 3], [b, 4]] as const) writeCodeCache(file!, Uint8Array.from([byte]));
    expect(readCodeCache(a!)).toEqual(Buffer.from([3]));
    expect(readCodeCache(b!)).toEqual(Buffer.from([4]));
  });

  it('keeps the code of runs that succeeded, not of help or failures', () => {
    expect(keepsCode(0, ['search', '--repo', '.', '--query', 'x'])).toBe(true);
    expect(keepsCode(0, [])).toBe(true);
    expect(keepsCode(0, ['search', '--help'])).toBe(false);
    expect(keepsCode(0, ['-h'])).toBe(false);
    expect(keepsCode(1, ['run', '--issue', 'x'])).toBe(false);
    expect(keepsCode(2, ['search', '--nope'])).toBe(false);
  });

  it('leaves no temporary file when the file cannot be put in place', () => {
    const dir = tempDir();
    // A folder, not empty, where the file should go: the rename fails.
    writeCodeCache(join(dir, 'c.bin', 'inner'), Uint8Array.from([1]));
    expect(() => writeCodeCache(join(dir, 'c.bin'), Uint8Array.from([2]))).toThrow();
    expect(readdirSync(dir)).toEqual(['c.bin']);
    expect(statSync(join(dir, 'c.bin')).isDirectory()).toBe(true);
  });
});
