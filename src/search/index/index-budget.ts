/**
 * Keeps an index within the memory it may use: past a budget of source bytes, the least relevant
 * files (documentation and other files before configuration, tests, then sources), largest first,
 * are left out with a recorded reason instead of the process running out of memory. Pure.
 */
import { fileRole, type FileRole, type Skipped } from '../../repo/classify.js';
import type { RepoFile } from '../../repo/walk.js';

/**
 * Heap an index takes per byte of source text it holds, its save included: the scale suite's
 * 50,000-file tree (186 MB of text) peaked at about 0.9 GB of heap.
 */
export const MEMORY_PER_SOURCE_BYTE = 5;
/** Share of the heap an index may take; the rest is for search, context and the model's replies. */
const HEAP_SHARE = 0.6;

/** The first files left out are the last in this order. */
const ROLE_ORDER: Record<FileRole, number> = { source: 0, test: 1, config: 2, doc: 3, other: 4 };

/** Source bytes an index may hold in a heap of `heapLimit` bytes. */
export function defaultBudget(heapLimit: number): number {
  return Math.floor((heapLimit * HEAP_SHARE) / MEMORY_PER_SOURCE_BYTE);
}

/** The files that fit `budget` bytes (in their order), and the others as skips saying why. */
export function admitWithin(files: readonly RepoFile[], budget: number): { admitted: RepoFile[]; over: Skipped[] } {
  let total = 0;
  for (const f of files) total += f.size;
  if (total <= budget) return { admitted: [...files], over: [] };
  const ranked = [...files].sort((a, b) => ROLE_ORDER[fileRole(a.path)] - ROLE_ORDER[fileRole(b.path)] || a.size - b.size || (a.path < b.path ? -1 : 1));
  const kept = new Set<string>();
  let used = 0;
  for (const f of ranked) {
    if (used + f.size > budget) break;
    kept.add(f.path);
    used += f.size;
  }
  const detail = `the index holds at most ${budget} bytes of text; ${total} were found (the largest and least relevant files are left out)`;
  return {
    admitted: files.filter((f) => kept.has(f.path)),
    over: files.filter((f) => !kept.has(f.path)).map((f) => ({ path: f.path, reason: 'over-budget' as const, detail })),
  };
}
