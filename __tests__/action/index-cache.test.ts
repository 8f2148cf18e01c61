import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { actionsCache, indexCacheKeys, restoreIndex, saveIndex, type CacheKeys, type CacheService } from '../../src/action/index-cache.js';
import { STORE_VERSION } from '../../src/search/store.js';

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
const PREFIX = `sweep-index-v${STORE_VERSION}-octo-org-octo-repo-`;
const KEYS: CacheKeys = { key: `${PREFIX}c0ffee`, restoreKeys: [PREFIX] };
const OLDER = `${PREFIX}0ld5ha`;

function logger() {
  const lines: string[] = [];
  return { lines, log: (line: string) => void lines.push(line) };
}

describe('indexCacheKeys', () => {
  it('keys the index by store version, repository and commit, restoring from any earlier commit', () => {
    expect(indexCacheKeys('octo-org', 'octo-repo', 'c0ffee')).toEqual(KEYS);
    expect(indexCacheKeys('octo-org', 'octo-repo', 'c0ffee').key).toBe(`sweep-index-v${STORE_VERSION}-octo-org-octo-repo-c0ffee`);
  });

  it('gives another commit another key with the same restore prefix', () => {
    const other = indexCacheKeys('octo-org', 'octo-repo', 'deadbeef');
    expect(other.key).not.toBe(KEYS.key);
    expect(other.restoreKeys).toEqual(KEYS.restoreKeys);
    expect(other.key.startsWith(other.restoreKeys[0]!)).toBe(true);
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
    expect(cache.calls).toEqual([`restore ["/runner/temp/sweep-index"] ${KEYS.key} ["${PREFIX}"]`]);
    expect(lines).toEqual([`index cache: restored ${OLDER}`]);
  });

  it('says when nothing was saved yet', async () => {
    const { lines, log } = logger();
    expect(await restoreIndex(new ScriptedCache(), DIR, KEYS, log)).toBeUndefined();
    expect(lines).toEqual(['index cache: nothing saved yet for this repository']);
  });

  it('goes on without the cache when the restore fails', async () => {
    const { lines, log } = logger();
    const cache = new ScriptedCache({ restoreError: new Error('Cache service responded with 503') });
    expect(await restoreIndex(cache, DIR, KEYS, log)).toBeUndefined();
    expect(lines).toEqual(['index cache: restore failed (Cache service responded with 503); indexing from scratch']);
  });
});

describe('saveIndex', () => {
  it('saves under the commit key after a restore from an earlier commit', async () => {
    const cache = new ScriptedCache();
    const { lines, log } = logger();
    await saveIndex(cache, DIR, KEYS, OLDER, log);
    expect(cache.calls).toEqual([`save ["/runner/temp/sweep-index"] ${KEYS.key}`]);
    expect(lines).toEqual([`index cache: saved ${KEYS.key}`]);
  });

  it('saves after nothing was restored', async () => {
    const cache = new ScriptedCache();
    await saveIndex(cache, DIR, KEYS, undefined, () => undefined);
    expect(cache.calls).toEqual([`save ["/runner/temp/sweep-index"] ${KEYS.key}`]);
  });

  it('skips the save when this exact key was restored', async () => {
    const cache = new ScriptedCache();
    const { lines, log } = logger();
    await saveIndex(cache, DIR, KEYS, KEYS.key, log);
    expect(cache.calls).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('skips the save when the service is not available', async () => {
    const cache = new ScriptedCache({ available: false });
    await saveIndex(cache, DIR, KEYS, undefined, () => undefined);
    expect(cache.calls).toEqual([]);
  });

  it('logs a failed save and goes on', async () => {
    const cache = new ScriptedCache({ saveError: new Error(`Unable to reserve cache with key ${KEYS.key}, another job may be creating this cache.`) });
    const { lines, log } = logger();
    await expect(saveIndex(cache, DIR, KEYS, undefined, log)).resolves.toBeUndefined();
    expect(lines).toEqual([`index cache: save failed (Unable to reserve cache with key ${KEYS.key}, another job may be creating this cache.)`]);
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
