/**
 * What one Action run works with: settings, the repository config, the GitHub client, git in the
 * workspace, the secret redactor, who the Action is, and the deadline. The steps every flow shares
 * live in their own modules:
 *
 * - progress-comment.ts: the progress comment on the issue or pull request (found again, edited in place);
 * - failure-kind.ts: which kind of failure an error is, for the advice the comment gives;
 * - llm-factory.ts: the model client for the run (key, endpoint, token cap, deadline);
 * - prepare-history.ts: deepening a shallow clone for the git-history signals;
 * - workspace-index.ts: the index of the workspace, restored from and saved to the Actions cache.
 */
import type { SweepConfig } from '../config/sweep-config.js';
import type { RetryTiming } from '../llm/retry.js';
import type { Git } from '../repo/git.js';
import type { GitHubClient, RepoRef } from './github.js';
import type { Identity } from './identity.js';
import type { CacheEntries, CacheService } from './index-cache.js';
import type { Settings } from './inputs.js';
import type { ProgressPhase } from './progress.js';
import type { Redactor } from './secrets.js';

export interface Logger {
  info(line: string): void;
  warning(line: string): void;
}

export interface Job {
  settings: Settings;
  config: SweepConfig;
  github: GitHubClient;
  git: Git;
  redactor: Redactor;
  repo: RepoRef;
  workspace: string;
  /** The account the token acts as (see identity.ts). */
  self: Identity;
  runUrl: string;
  serverUrl: string;
  /** Epoch milliseconds when the run must stop. */
  deadline: number;
  /** The clock and timers the deadline and the model calls go by; the system's when absent (tests pass fakes). */
  timing?: Partial<RetryTiming>;
  cache: CacheService;
  /** The repository's cache entries (default: through the REST API). */
  cacheEntries?: CacheEntries;
  /** The git ref the run is for (`GITHUB_REF`): the index cache keeps one entry per ref. */
  ref?: string;
  log: Logger;
  /** Milliseconds spent per phase, for the job summary. */
  timings: Partial<Record<ProgressPhase, number>>;
  /** Set once a handler has written the job summary (the run's outcome, failed or not). */
  summaryWritten?: boolean;
}

export class RunTimedOut extends Error {
  override name = 'RunTimedOut';
}

/** How many CI fix attempts (and runs a bot's comments start) a pull request gets: the configuration's, else the input's. */
export function maxCiAttempts(job: Pick<Job, 'config' | 'settings'>): number {
  return job.config.maxCiAttempts ?? job.settings.maxCiAttempts;
}

export function checkDeadline(job: Job, phase: string): void {
  if ((job.timing?.now ?? Date.now)() > job.deadline) throw new RunTimedOut(`the run reached timeout-minutes (${job.settings.timeoutMinutes}) before ${phase}; nothing was pushed`);
}
