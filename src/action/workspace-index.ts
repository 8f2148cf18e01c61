/** The index of the workspace for one run, restored from and saved to the Actions cache. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERSIST_DELAY_MS } from '../agent/flows.js';
import { countOf, describeSkips, troubleNotice } from '../repo/skip-report.js';
import { buildIndex } from '../search/index/indexer.js';
import type { RepoIndex } from '../search/index/repo-index.js';
import { githubCacheEntries, indexCacheKeys, restoreIndex, saveIndex } from './index-cache.js';
import type { Job } from './job.js';

/** Where the Action keeps the persisted index (and embeddings) during a run. */
export function indexCacheDir(): string {
  return join(process.env.RUNNER_TEMP || tmpdir(), 'sweep-index');
}

/**
 * Builds the index of the workspace, restoring and saving the persisted one through the cache (one
 * entry per branch); what is restored is checked against the checked-out files before use.
 */
export async function indexWorkspace(job: Job, sha: string): Promise<RepoIndex> {
  const dir = indexCacheDir();
  const log = (l: string) => job.log.info(l);
  const keys = indexCacheKeys(job.repo.owner, job.repo.repo, job.ref ?? 'refs/heads/unknown', sha);
  const restored = await restoreIndex(job.cache, dir, keys, log);
  const started = Date.now();
  // Only what git tracks, as committed: files an earlier workflow step left in the checkout, or changed, are not the repository's.
  const index = await buildIndex(job.workspace, { cacheDir: dir, exclude: job.config.exclude, persistDelayMs: PERSIST_DELAY_MS, untracked: false, committedOnly: true, untrusted: true, log });
  const from = index.stats.indexedFrom ?? { reused: 0, rehashed: 0, parsed: index.stats.files };
  job.log.info(`indexed ${countOf(index.stats.files, 'file')} in ${Date.now() - started} ms (${from.reused + from.rehashed} known, ${from.parsed} parsed; ${describeSkips(index.skipped)})`);
  const notice = troubleNotice(index.skipped);
  if (notice) job.log.warning(notice);
  await index.persisted;
  const entries = job.cacheEntries ?? githubCacheEntries(job.github.octokit, job.repo.owner, job.repo.repo);
  await saveIndex(job.cache, entries, dir, keys, restored, { files: index.stats.files, changed: index.stats.analyzed }, log);
  return index;
}
