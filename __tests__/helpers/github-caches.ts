/**
 * The Actions cache entries of the fake GitHub's repository (github-server.ts wires these routes in):
 * `GET /repos/{o}/{r}/actions/caches` (key prefix and ref filters, newest used first, paginated by
 * the server), `DELETE /repos/{o}/{r}/actions/caches?key=&ref=` (every entry with exactly that key,
 * 404 when there is none) and `DELETE /repos/{o}/{r}/actions/caches/{cache_id}`. As on GitHub, a
 * token needs `actions: read` to list and `actions: write` to delete, else 403 "Resource not
 * accessible by integration".
 */

export type ActionsPermission = 'none' | 'read' | 'write';

export interface CacheEntry {
  id: number;
  ref: string;
  key: string;
  version: string;
  last_accessed_at: string;
  created_at: string;
  size_in_bytes: number;
}

export interface CachesState {
  entries: CacheEntry[];
  /** The `actions` permission of each token (without `token `/`Bearer `); `read` for others. */
  permissions: Record<string, ActionsPermission>;
}

export type CacheEntrySeed = Pick<CacheEntry, 'key'> & Partial<Omit<CacheEntry, 'key'>>;

export interface CachesSeed {
  entries?: CacheEntrySeed[];
  permissions?: Record<string, ActionsPermission>;
}

/** An answer that is not a success. */
export interface CacheFailure {
  status: number;
  message: string;
}

const NOT_ACCESSIBLE: CacheFailure = { status: 403, message: 'Resource not accessible by integration' };
const RANK: Record<ActionsPermission, number> = { none: 0, read: 1, write: 2 };
const SORTS = new Set(['created_at', 'last_accessed_at', 'size_in_bytes']);

export function cachesFromSeed(seed: CachesSeed = {}, nextId: () => number, now: () => string): CachesState {
  return {
    entries: (seed.entries ?? []).map((e) => ({ id: nextId(), ref: 'refs/heads/main', version: 'v1', last_accessed_at: now(), created_at: now(), size_in_bytes: 1024, ...e })),
    permissions: { ...seed.permissions },
  };
}

function allowed(state: CachesState, token: string | null, needed: ActionsPermission): boolean {
  return token !== null && RANK[state.permissions[token] ?? 'read'] >= RANK[needed];
}

/** The entries `GET .../actions/caches` lists (before pagination), or the failure. */
export function listCaches(state: CachesState, token: string | null, query: URLSearchParams): CacheEntry[] | CacheFailure {
  if (!allowed(state, token, 'read')) return NOT_ACCESSIBLE;
  const key = query.get('key');
  const ref = query.get('ref');
  const sort = query.get('sort') ?? 'last_accessed_at';
  const direction = query.get('direction') ?? 'desc';
  if (!SORTS.has(sort) || (direction !== 'asc' && direction !== 'desc')) return { status: 422, message: 'Validation Failed' };
  const field = sort as 'created_at' | 'last_accessed_at' | 'size_in_bytes';
  return state.entries
    .filter((e) => (key === null || e.key.startsWith(key)) && (ref === null || e.ref === ref))
    .sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : a.id - b.id) * (direction === 'asc' ? 1 : -1));
}

/** `DELETE .../actions/caches?key=&ref=`: the deleted entries, or the failure. */
export function deleteCachesByKey(state: CachesState, token: string | null, query: URLSearchParams): { total_count: number; actions_caches: CacheEntry[] } | CacheFailure {
  if (!allowed(state, token, 'write')) return NOT_ACCESSIBLE;
  const key = query.get('key');
  if (!key) return { status: 422, message: 'Validation Failed' };
  const ref = query.get('ref');
  const deleted = state.entries.filter((e) => e.key === key && (ref === null || e.ref === ref));
  if (!deleted.length) return { status: 404, message: 'Not Found' };
  state.entries = state.entries.filter((e) => !deleted.includes(e));
  return { total_count: deleted.length, actions_caches: deleted };
}

/** `DELETE .../actions/caches/{cache_id}`: 204, or the failure. */
export function deleteCacheById(state: CachesState, token: string | null, id: string): { status: 204 } | CacheFailure {
  if (!allowed(state, token, 'write')) return NOT_ACCESSIBLE;
  const before = state.entries.length;
  state.entries = state.entries.filter((e) => String(e.id) !== id);
  return state.entries.length < before ? { status: 204 } : { status: 404, message: 'Not Found' };
}
