import { afterEach, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeCacheDir, codeCacheName, keepsCode, readCodeCache, supersededBy, trustedCacheFile, writeCodeCache } from '../src/code-cache.js';

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
    writeFileSync(file, 'code');
    chmodSync(file, 0o666);
    expect(readCodeCache(file)).toBeUndefined();
    chmodSync(file, 0o600);
    expect(readFileSync(file, 'utf8')).toBe('code');
    expect(readCodeCache(file)?.toString()).toBe('code');
  });

  it('replaces the files of other bundles for the same Node.js and command only', () => {
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
    expect(supersededBy(a, names)).toEqual(['v20.20.2-x64-bbbbbbbbbbbbbbbbbbbbbbbb-search.bin']);
    expect(supersededBy('notes.txt', names)).toEqual([]);
    const dir = tempDir();
    for (const name of names.slice(1)) writeFileSync(join(dir, name), 'x');
    writeCodeCache(join(dir, a), Uint8Array.from([1]));
    expect(readdirSync(dir).sort()).toEqual([a, ...names.slice(2)].sort());
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
