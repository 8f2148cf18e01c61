import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Octokit } from '@octokit/rest';
import { OCTOKIT_LOG } from '../../src/action/github.js';
import { actionsCache, githubCacheEntries, indexCacheKeys, restoreIndex, SAVE_CHANGED_SHARE, saveIndex, type CacheKeys, type CacheService } from '../../src/action/index-cache.js';
import { STORE_BUILD } from '../../src/search/store/store.js';
import { VERSION } from '../../src/version.js';
import type { CacheEntrySeed } from '../helpers/github-caches.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';

/** The cache service's stand-in: answers as told and records every call. */
class ScriptedCache implements CacheService {
  readonly calls: string[] = [];
  constructor(private readonly script: { available?: boolean; hit?: string; restoreError?: Error; saveError?: Error } = {}) {}

  isAvailable(): boolean {
    return this.script.available ?? true;
  }

  async restore(paths: string[], key: string, restoreKeys: string[]): Promise<string | undefined> {
    this.calls.push(`restore ${JSON.stringify(paths)} ${key} ${JSON.stringify(restoreKeys)}`);
    if (this.script.restoreError) throw this.script.restoreError;
    return this.script.hit;
  }

  async save(paths: string[], key: string): Promise<void> {
    this.calls.push(`save ${JSON.stringify(paths)} ${key}`);
    if (this.script.saveError) throw this.script.saveError;
  }
}

const DIR = '/runner/temp/sweep-index';
const REF = 'refs/heads/main';
const REPO_PREFIX = `sweep-index-${STORE_BUILD}-octo-org/octo-repo-`;
const PREFIX = `${REPO_PREFIX}${REF}-`;
const KEYS: CacheKeys = { key: `${PREFIX}c0ffee`, restoreKeys: [PREFIX, REPO_PREFIX], prefix: PREFIX, ref: REF };
const OLDER = `${PREFIX}0ld5ha`;
const OTHER_BRANCH = `${REPO_PREFIX}refs/heads/dev-0ld5ha`;

function logger() {
  const lines: string[] = [];
  return { lines, log: (line: string) => void lines.push(line) };
}

describe('indexCacheKeys', () => {
  it('keys the index by the program build, repository, branch and commit, restoring from the branch first', () => {
    expect(STORE_BUILD.startsWith(`${VERSION}+`)).toBe(true);
    expect(indexCacheKeys('octo-org', 'octo-repo', REF, 'c0ffee')).toEqual(KEYS);
  });

  it('gives another commit of the branch another key under the same prefix', () => {
    const other = indexCacheKeys('octo-org', 'octo-repo', REF, 'deadbeef');
    expect(other.key).not.toBe(KEYS.key);
    expect(other.restoreKeys).toEqual(KEYS.restoreKeys);
    expect(other.key.startsWith(other.prefix)).toBe(true);
    // Owner and repository names cannot run into each other.
    expect(indexCacheKeys('a-b', 'c', REF, 's').key).not.toBe(indexCacheKeys('a', 'b-c', REF, 's').key);
  });
});

describe('restoreIndex', () => {
  it('says the service is not available, and restores nothing', async () => {
    const cache = new ScriptedCache({ available: false });
    const { lines, log } = logger();
    expect(await restoreIndex(cache, DIR, KEYS, log)).toBeUndefined();
    expect(lines).toEqual(['index cache: the Actions cache service is not available here; indexing from scratch']);
    expect(cache.calls).toEqual([]);
  });

  it('restores the folder and returns the key it came from', async () => {
    const cache = new ScriptedCache({ hit: OLDER });
    const { lines, log } = logger();
    expect(await restoreIndex(cache, DIR, KEYS, log)).toBe(OLDER);
    expect(cache.calls).toEqual([`restore ["/runner/temp/sweep-index"] ${KEYS.key} ["${PREFIX}","${REPO_PREFIX}"]`]);
    expect(lines).toEqual([`index cache: restored ${OLDER}`]);
  });

  it('says when nothing was saved yet, and goes on when the restore fails', async () => {
    const { lines, log } = logger();
    expect(await restoreIndex(new ScriptedCache(), DIR, KEYS, log)).toBeUndefined();
    expect(await restoreIndex(new ScriptedCache({ restoreError: new Error('Cache service responded with 503') }), DIR, KEYS, log)).toBeUndefined();
    expect(lines).toEqual(['index cache: nothing saved yet for this repository', 'index cache: restore failed (Cache service responded with 503); indexing from scratch']);
  });
});

describe('saveIndex', () => {
  let github: GitHubServer;
  const WRITE = 'ghs_actions_write';
  const READ = 'ghs_actions_read';
  const seeded: CacheEntrySeed[] = [
    { key: OLDER, size_in_bytes: 4 << 20 },
    { key: `${PREFIX}0lder2`, size_in_bytes: 2 << 20 },
    { key: `${REPO_PREFIX}refs/heads/dev-1`, ref: 'refs/heads/dev' },
    { key: 'npm-linux-abc' },
  ];
  beforeEach(async () => {
    github = await startGitHubServer({ caches: { entries: seeded, permissions: { [WRITE]: 'write', [READ]: 'read' } } });
  });
  afterEach(() => github.close());
  // The Action's client never logs the 403 and 404 answers these tests expect: neither does this one.
  const entries = (token: string) => githubCacheEntries(new Octokit({ auth: token, baseUrl: github.url, log: OCTOKIT_LOG }), 'octo-org', 'octo-repo');
  const left = () => github.state.caches.entries.map((e) => e.key).sort();

  it('with actions: write, saves the commit and deletes the branch’s superseded entries only', async () => {
    const cache = new ScriptedCache();
    const { lines, log } = logger();
    await saveIndex(cache, entries(WRITE), DIR, KEYS, OLDER, { files: 100, changed: 1 }, log);
    expect(cache.calls).toEqual([`save ["/runner/temp/sweep-index"] ${KEYS.key}`]);
    expect(lines).toEqual([`index cache: saved ${KEYS.key}`, 'index cache: deleted 2 superseded entries of refs/heads/main (6144 KiB)']);
    expect(left()).toEqual(['npm-linux-abc', `${REPO_PREFIX}refs/heads/dev-1`]);
    expect(github.requests.filter((r) => r.method === 'DELETE').map((r) => [r.query.key, r.query.ref, r.status])).toEqual([
      [`${PREFIX}none`, REF, 404],
      // Listed as GitHub lists them: most recently used first.
      [`${PREFIX}0lder2`, REF, 200],
      [OLDER, REF, 200],
    ]);
  });

  it('pages through the entries to delete', async () => {
    github.state.caches.entries.push(...Array.from({ length: 130 }, (_, i) => ({ id: 50_000 + i, key: `${PREFIX}stale${i}`, ref: REF, version: 'v1', created_at: '2026-01-01T00:00:00Z', last_accessed_at: '2026-01-01T00:00:00Z', size_in_bytes: 1024 })));
    const { lines, log } = logger();
    await saveIndex(new ScriptedCache(), entries(WRITE), DIR, KEYS, OLDER, { files: 10, changed: 10 }, log);
    expect(lines[1]).toBe('index cache: deleted 132 superseded entries of refs/heads/main (6274 KiB)');
    expect(left()).toEqual(['npm-linux-abc', `${REPO_PREFIX}refs/heads/dev-1`]);
    expect(github.requests.filter((r) => r.method === 'GET').map((r) => r.query.page ?? '1')).toEqual(['1', '2']);
  });

  it('without actions: write, keeps the branch’s entry unless enough of the index changed', async () => {
    const { lines, log } = logger();
    const cache = new ScriptedCache();
    const few = Math.floor(100 * SAVE_CHANGED_SHARE) - 1;
    await saveIndex(cache, entries(READ), DIR, KEYS, OLDER, { files: 100, changed: few }, log);
    expect(cache.calls).toEqual([]);
    expect(lines).toEqual([
      'index cache: superseded entries cannot be deleted: the token may not manage Actions caches (Resource not accessible by integration - https://docs.github.com/rest); grant the workflow `actions: write` to keep one entry per branch',
      `index cache: kept ${OLDER} (${few}.0% of the files changed since, under 20%): no new entry saved`,
    ]);
    await saveIndex(cache, entries(READ), DIR, KEYS, OLDER, { files: 100, changed: few + 1 }, () => undefined);
    expect(cache.calls).toEqual([`save ["/runner/temp/sweep-index"] ${KEYS.key}`]);
    expect(left().length).toBe(seeded.length);
  });

  it('saves the branch’s first entry when the restored one is another branch’s', async () => {
    const cache = new ScriptedCache();
    await saveIndex(cache, entries(READ), DIR, KEYS, OTHER_BRANCH, { files: 100, changed: 0 }, () => undefined);
    expect(cache.calls).toEqual([`save ["/runner/temp/sweep-index"] ${KEYS.key}`]);
  });

  it('saves nothing when this commit’s entry was restored or the service is not there, and logs a failed save', async () => {
    const cache = new ScriptedCache();
    await saveIndex(cache, entries(WRITE), DIR, KEYS, KEYS.key, { files: 1, changed: 1 }, () => undefined);
    await saveIndex(new ScriptedCache({ available: false }), entries(WRITE), DIR, KEYS, undefined, { files: 1, changed: 1 }, () => undefined);
    expect(cache.calls).toEqual([]);
    expect(github.requests).toEqual([]);
    const failing = new ScriptedCache({ saveError: new Error(`Unable to reserve cache with key ${KEYS.key}, another job may be creating this cache.`) });
    const { lines, log } = logger();
    await expect(saveIndex(failing, entries(WRITE), DIR, KEYS, undefined, { files: 1, changed: 1 }, log)).resolves.toBeUndefined();
    expect(lines).toEqual([`index cache: save failed (Unable to reserve cache with key ${KEYS.key}, another job may be creating this cache.)`]);
    // Nothing is deleted after a failed save.
    expect(left().length).toBe(seeded.length);
  });
});

describe('actionsCache', () => {
  const saved: Record<string, string | undefined> = {};
  const NAMES = ['ACTIONS_CACHE_URL', 'ACTIONS_RESULTS_URL', 'ACTIONS_CACHE_SERVICE_V2'];
  beforeEach(() => {
    for (const name of NAMES) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
  });
  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('is not available outside a runner, so the index is built from scratch', async () => {
    expect(actionsCache.isAvailable()).toBe(false);
    const { lines, log } = logger();
    expect(await restoreIndex(actionsCache, DIR, KEYS, log)).toBeUndefined();
    expect(lines).toEqual(['index cache: the Actions cache service is not available here; indexing from scratch']);
  });
});

describe('the version', () => {
  it('is package.json’s', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});
