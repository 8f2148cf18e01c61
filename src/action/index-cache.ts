/**
 * The persisted index kept across runs with the Actions cache: restored from the newest earlier key
 * of the repository (only changed files are then re-indexed) and saved under the current commit.
 * A missing or failing cache service only costs time: it is logged and the run goes on.
 */
import * as cache from '@actions/cache';
import { STORE_VERSION } from '../search/store.js';

export interface CacheKeys {
  key: string;
  restoreKeys: string[];
}

export function indexCacheKeys(owner: string, repo: string, sha: string): CacheKeys {
  const prefix = `sweep-index-v${STORE_VERSION}-${owner}-${repo}-`;
  return { key: `${prefix}${sha}`, restoreKeys: [prefix] };
}

export interface CacheService {
  isAvailable(): boolean;
  restore(paths: string[], key: string, restoreKeys: string[]): Promise<string | undefined>;
  save(paths: string[], key: string): Promise<void>;
}

export const actionsCache: CacheService = {
  isAvailable: () => cache.isFeatureAvailable(),
  restore: (paths, key, restoreKeys) => cache.restoreCache(paths, key, restoreKeys),
  save: async (paths, key) => {
    await cache.saveCache(paths, key);
  },
};

/** Restores the index folder; returns the key it came from, or undefined (with the reason logged). */
export async function restoreIndex(service: CacheService, dir: string, keys: CacheKeys, log: (line: string) => void): Promise<string | undefined> {
  if (!service.isAvailable()) {
    log('index cache: the Actions cache service is not available here; indexing from scratch');
    return undefined;
  }
  try {
    const hit = await service.restore([dir], keys.key, keys.restoreKeys);
    log(hit ? `index cache: restored ${hit}` : 'index cache: nothing saved yet for this repository');
    return hit;
  } catch (error) {
    log(`index cache: restore failed (${(error as Error).message}); indexing from scratch`);
    return undefined;
  }
}

/** Saves the index folder unless the exact key was restored. */
export async function saveIndex(service: CacheService, dir: string, keys: CacheKeys, restored: string | undefined, log: (line: string) => void): Promise<void> {
  if (!service.isAvailable() || restored === keys.key) return;
  try {
    await service.save([dir], keys.key);
    log(`index cache: saved ${keys.key}`);
  } catch (error) {
    log(`index cache: save failed (${(error as Error).message})`);
  }
}
