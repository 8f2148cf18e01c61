/** Deepening a shallow clone so retrieval can use git history (commit counts, recency). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Job } from './job.js';
import { authConfig } from './pull-request.js';

/** Deepens a shallow clone enough for the history prior, or says it goes on without it. */
export async function prepareHistory(job: Job): Promise<void> {
  if (!existsSync(join(job.workspace, '.git', 'shallow'))) return;
  try {
    const url = (await job.git.run(['remote', 'get-url', 'origin'])).trim();
    await job.git.run(['fetch', '--no-tags', '--deepen=1000', 'origin'], { config: authConfig(url, job.settings.githubToken) });
    job.log.info('deepened the shallow clone for the git-history signals');
  } catch (error) {
    job.log.warning(`the clone is shallow and could not be deepened (${job.redactor.redact((error as Error).message)}); retrieval goes on without git history`);
  }
}
