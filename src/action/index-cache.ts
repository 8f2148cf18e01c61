/**
 * The persisted index kept across runs with the Actions cache, one current entry per branch: keyed
 * by the program's build, the repository, the branch and the commit; restored from the branch's
 * newest entry (else the default branch's); saved under the new commit, after which the branch's
 * superseded entries are deleted through the REST API. Deleting needs `actions: write`: without it
 * a new entry is saved only when a large share of the files changed since the restored one, so the
 * repository's cache quota is not filled with copies. A restored index is untrusted input (any
 * workflow of the default branch can write an entry under this prefix): the indexer checks it
 * against the checked-out files before use. A missing or failing cache service only costs time.
 */
import * as cache from '@actions/cache';
import type { Octokit } from '@octokit/rest';
import { STORE_BUILD } from '../search/store/store.js';

export interface CacheKeys {
  key: string;
  restoreKeys: string[];
  /** The branch's prefix: its entries start with it. */
  prefix: string;
  /** The git ref the entries belong to (`refs/heads/main`). */
  ref: string;
}

/** Share of the indexed files that must have changed before a new entry is saved without deleting. */
export const SAVE_CHANGED_SHARE = 0.2;

export function indexCacheKeys(owner: string, repo: string, ref: string, sha: string): CacheKeys {
  const repoPrefix = `sweep-index-${STORE_BUILD}-${owner}/${repo}-`;
  const prefix = `${repoPrefix}${ref}-`;
  return { key: `${prefix}${sha}`, restoreKeys: [prefix, repoPrefix], prefix, ref };
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

/** A token that may not manage the repository's caches (no `actions: write`). */
export class CacheManagementForbidden extends Error {
  override name = 'CacheManagementForbidden';
}

/** The repository's cache entries through the REST API. */
export interface CacheEntries {
  /** Entries on `ref` whose key starts with `prefix`. */
  list(prefix: string, ref: string): Promise<{ key: string; size: number }[]>;
  /** Deletes the entries on `ref` with exactly this key; false when there was none. */
  remove(key: string, ref: string): Promise<boolean>;
}

function statusOf(error: unknown): number | undefined {
  return (error as { status?: number }).status;
}

/** The cache entries API of `owner/repo` through Octokit; 403 is `CacheManagementForbidden`. */
export function githubCacheEntries(octokit: Octokit, owner: string, repo: string): CacheEntries {
  const forbidden = (error: unknown) => (statusOf(error) === 403 ? new CacheManagementForbidden(`the token may not manage Actions caches (${(error as Error).message})`) : error);
  return {
    list: async (prefix, ref) => {
      try {
        const entries = await octokit.paginate(octokit.rest.actions.getActionsCacheList, { owner, repo, key: prefix, ref, per_page: 100 });
        return entries.filter((e) => e.key?.startsWith(prefix) && e.ref === ref).map((e) => ({ key: e.key!, size: e.size_in_bytes ?? 0 }));
      } catch (error) {
        throw forbidden(error);
      }
    },
    remove: async (key, ref) => {
      try {
        // Key and ref go in the query string (the route's `{?key,ref}`), as GitHub reads them.
        await octokit.rest.actions.deleteActionsCacheByKey({ owner, repo, key, ref });
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw forbidden(error);
      }
    },
  };
}

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

/** How much of the index is new since the restored entry. */
export interface IndexChange {
  files: number;
  /** Files whose content was not in the restored index. */
  changed: number;
}

/** Whether superseded entries can be deleted: a delete of a key no entry has answers 404 when allowed. */
async function mayDelete(entries: CacheEntries | undefined, keys: CacheKeys, log: (line: string) => void): Promise<boolean> {
  if (!entries) return false;
  try {
    await entries.remove(`${keys.prefix}none`, keys.ref);
    return true;
  } catch (error) {
    log(`index cache: superseded entries cannot be deleted: ${(error as Error).message}; grant the workflow \`actions: write\` to keep one entry per branch`);
    return false;
  }
}

/** Deletes the branch's entries other than `keys.key`. */
async function deleteSuperseded(entries: CacheEntries, keys: CacheKeys, log: (line: string) => void): Promise<void> {
  try {
    const old = (await entries.list(keys.prefix, keys.ref)).filter((e) => e.key !== keys.key);
    let freed = 0;
    for (const entry of old) if (await entries.remove(entry.key, keys.ref)) freed += entry.size;
    if (old.length) log(`index cache: deleted ${old.length} superseded ${old.length === 1 ? 'entry' : 'entries'} of ${keys.ref} (${Math.round(freed / 1024)} KiB)`);
  } catch (error) {
    log(`index cache: could not delete superseded entries (${(error as Error).message})`);
  }
}

/**
 * Saves the index folder as the branch's current entry, unless this commit's entry was restored;
 * then deletes the superseded ones. Without the right to delete, saves only when the restored
 * entry is another branch's or at least SAVE_CHANGED_SHARE of the files changed since.
 */
export async function saveIndex(service: CacheService, entries: CacheEntries | undefined, dir: string, keys: CacheKeys, restored: string | undefined, change: IndexChange, log: (line: string) => void): Promise<void> {
  if (!service.isAvailable() || restored === keys.key) return;
  const canDelete = await mayDelete(entries, keys, log);
  const share = change.files ? change.changed / change.files : 1;
  if (!canDelete && restored?.startsWith(keys.prefix) && share < SAVE_CHANGED_SHARE) {
    log(`index cache: kept ${restored} (${(100 * share).toFixed(1)}% of the files changed since, under ${100 * SAVE_CHANGED_SHARE}%): no new entry saved`);
    return;
  }
  try {
    await service.save([dir], keys.key);
    log(`index cache: saved ${keys.key}`);
  } catch (error) {
    log(`index cache: save failed (${(error as Error).message})`);
    return;
  }
  if (canDelete) await deleteSuperseded(entries!, keys, log);
}
