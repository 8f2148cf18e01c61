// A persisted index whose records prove damaged only when read (details loaded lazily, after the
// store passed its checks at start): the CLI deletes it and answers from an index built anew. Runs
// the built dist/cli.js, each run a new process as a user's would be (a process keeps the analyses
// it made in memory).
import { afterAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { segmentFile, STORE_VERSION } from '../../src/search/store/store-format.js';
import { fixtureRepo, makeRepo, tempDir } from '../helpers/repo.js';

const repo = fixtureRepo('shop');
const cache = tempDir();
afterAll(() => [repo, cache].forEach((r) => r.cleanup()));

const CLI = join(process.cwd(), 'dist', 'cli.js');

function run(...argv: string[]): { code: number; out: string; err: string } {
  const result = spawnSync(process.execPath, [CLI, ...argv], { encoding: 'utf8', env: { ...process.env, SWEEP_CACHE_DIR: cache.dir } });
  return { code: result.status ?? -1, out: result.stdout, err: result.stderr };
}

/** The results as printed. */
const results = (out: string) => out;

describe('a persisted index damaged in its records', () => {
  // Signatures are details: listing them reads the records.
  const search = ['symbols', '--repo', repo.dir, '--cache-dir', cache.dir];

  it('is deleted and rebuilt, and the command answers as from a fresh index', async () => {
    const first = run(...search);
    expect([first.code, first.err]).toEqual([0, '']);
    const generations = readdirSync(cache.dir).filter((n) => n.startsWith(`v${STORE_VERSION}-`));
    expect(generations).toHaveLength(1);
    // Every signature in the details changed: their checksums fail when a record's details are read.
    const seg = join(cache.dir, generations[0]!, segmentFile(0));
    const text = readFileSync(seg, 'latin1');
    expect(text).toContain('def apply_discount');
    writeFileSync(seg, text.replaceAll('def ', 'dEf '), 'latin1');

    const second = run(...search);
    expect(second.code).toBe(0);
    expect(second.err).toMatch(/^warning: details that do not match their checksum in the persisted index in .+: deleted, and the index is built anew\n$/);
    expect(results(second.out)).toEqual(results(first.out));
    // The damaged generation is gone; the index built anew was saved and serves the next run.
    expect(readdirSync(cache.dir).filter((n) => n.startsWith(`v${STORE_VERSION}-`))).not.toContain(generations[0]);
    const third = run(...search);
    expect([third.code, third.err]).toEqual([0, '']);
    expect(results(third.out)).toEqual(results(first.out));
  });
});

describe('a persisted index whose names hold dots', () => {
  // What a TypeScript compiler writes for private fields (helpers assigned inside a computed key) and
  // an object keyed by a relative path: names that hold `..`, which the check of a record's text read
  // as damage, so that every run that read details deleted the index and the next one built it anew.
  const dotted = makeRepo({
    'stream.js': [
      'var _Stream_params, _Stream_state;',
      'class Stream {',
      '    [(_Stream_params = new WeakMap(), _Stream_state = function _Stream_state(x) {',
      '        const { a, ...rest } = x;',
      '        return rest;',
      '    }, Symbol.asyncIterator)]() {',
      '        function pull() { return 1; }',
      '        return { next: pull };',
      '    }',
      '}',
      "const routes = { '../lib': function () { function inner() {} return inner; } };",
      'module.exports = { Stream, routes };',
      '',
    ].join('\n'),
  });
  const dottedCache = tempDir();
  afterAll(() => [dotted, dottedCache].forEach((r) => r.cleanup()));

  it('is read as written, run after run', () => {
    const symbols = ['symbols', '--repo', dotted.dir, '--cache-dir', dottedCache.dir];
    const first = run(...symbols);
    expect([first.code, first.err]).toEqual([0, '']);
    expect(first.out).toContain('routes.../lib.inner');
    const generations = readdirSync(dottedCache.dir).filter((n) => n.startsWith(`v${STORE_VERSION}-`));
    for (const _ of [1, 2]) {
      const again = run(...symbols);
      expect([again.code, again.err, again.out]).toEqual([0, '', first.out]);
      expect(readdirSync(dottedCache.dir).filter((n) => n.startsWith(`v${STORE_VERSION}-`))).toEqual(generations);
    }
  });
});
