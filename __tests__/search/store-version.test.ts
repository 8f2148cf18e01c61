/**
 * A persisted index (and the Actions cache entry holding it) is reused by every build with the same
 * STORE_VERSION: a change to what the analysis stores that leaves the version as it was would leave
 * users with indexes made by the old analysis. What the analysis gives for the fixtures (definitions,
 * references, imports, chunks, each chunk's terms, the flags and skips) is pinned here to the version.
 */
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { analyzeBytes } from '../../src/search/index/file-analysis.js';
import { STORE_VERSION } from '../../src/search/store/store.js';

const PINNED = { storeVersion: 33, digest: '0f896999f27b2ac0' };

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

function filesBelow(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesBelow(path) : [path];
    });
}

/** Maps, sets and typed arrays as arrays, so that the digest sees what they hold. */
function plain(_key: string, value: unknown): unknown {
  if (value instanceof Map) return [...value];
  if (value instanceof Set) return [...value];
  if (ArrayBuffer.isView(value)) return Array.from(value as Uint32Array);
  return value;
}

/** A fixture's path below the fixtures and its bytes, line ends made LF (a checkout's line-end setting does not count). */
function fixture(file: string): { path: string; bytes: Buffer } {
  return { path: relative(FIXTURES, file).split(sep).join('/'), bytes: lf(readFileSync(file)) };
}

function lf(bytes: Buffer): Buffer {
  return Buffer.from(bytes.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');
}

/** The digest of what the analysis stores for these files. */
async function analysisDigest(files: readonly { path: string; bytes: Buffer }[]): Promise<string> {
  const hash = createHash('sha256');
  for (const { path, bytes } of files) hash.update(path + '\0' + JSON.stringify(await analyzeBytes(path, bytes), plain) + '\0');
  return hash.digest('hex').slice(0, 16);
}

describe('STORE_VERSION', () => {
  it('is bumped whenever what the analysis stores changes', async () => {
    const files = [...filesBelow(join(FIXTURES, 'lang')).filter((f) => !f.endsWith('.golden.json')), ...filesBelow(join(FIXTURES, 'repos'))].map(fixture);
    expect(files.length).toBeGreaterThan(30);
    const digest = await analysisDigest(files);
    if (digest !== PINNED.digest || STORE_VERSION !== PINNED.storeVersion) {
      throw new Error(
        `What the analysis stores for the fixtures gives ${digest} with STORE_VERSION ${STORE_VERSION}; pinned: ${PINNED.digest} with ${PINNED.storeVersion}. ` +
          `If the analysis changed, bump STORE_VERSION (src/search/store/store-format.ts), so that persisted indexes made by the old analysis are not used, ` +
          `and pin { storeVersion: <the new version>, digest: '${digest}' } in this test.`,
      );
    }
  });

  it('has a digest that one more function changes and line ends do not', async () => {
    const { path, bytes } = fixture(join(FIXTURES, 'lang', 'sample.ts'));
    const digest = await analysisDigest([{ path, bytes }]);
    expect(await analysisDigest([{ path, bytes }])).toBe(digest);
    expect(await analysisDigest([{ path, bytes: lf(Buffer.from(bytes.toString('utf8').replace(/\n/g, '\r\n'))) }])).toBe(digest);
    expect(await analysisDigest([{ path, bytes: Buffer.concat([bytes, Buffer.from('\nexport function added(): number {\n  return 1;\n}\n')]) }])).not.toBe(digest);
  });
});
