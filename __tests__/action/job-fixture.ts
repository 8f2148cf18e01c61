/**
 * A `Job` for tests, made of real parts: settings read through `readSettings`, the GitHub client on
 * the GitHub fake, git in a temp folder, a redactor that knows the tokens, and a logger that keeps
 * what it is given.
 */
import { defaultConfig, type SweepConfig } from '../../src/config/sweep-config.js';
import { GitHubClient } from '../../src/action/github.js';
import type { CacheService } from '../../src/action/index-cache.js';
import { readSettings } from '../../src/action/inputs.js';
import type { Job, Logger } from '../../src/action/job.js';
import { Redactor } from '../../src/action/secrets.js';
import type { RetryTiming } from '../../src/llm/retry.js';
import { Git } from '../../src/repo/git.js';

export const GITHUB_TOKEN = 'ghs_jobfixture1234567890abcdefghijklmnop';
export const OPENAI_KEY = 'sk-jobFixture0123456789ABCDEFabcdef';
export const SELF = 'sweep-bot[bot]';
export const SELF_ID = 9_000_001;
export const REPO = { owner: 'octo-org', repo: 'octo-repo' };
export const RUN_URL = 'https://github.example/octo-org/octo-repo/actions/runs/4242';

export interface RecordingLogger extends Logger {
  infos: string[];
  warnings: string[];
}

export function recordingLogger(): RecordingLogger {
  const infos: string[] = [];
  const warnings: string[] = [];
  return { infos, warnings, info: (line) => void infos.push(line), warning: (line) => void warnings.push(line) };
}

/** The Actions cache where there is none: restores and saves nothing. */
export const noCache: CacheService = {
  isAvailable: () => false,
  restore: async () => undefined,
  save: async () => undefined,
};

export interface JobOptions {
  githubUrl: string;
  workspace: string;
  /** Action inputs besides the two tokens. */
  inputs?: Record<string, string>;
  config?: Partial<SweepConfig>;
  deadline?: number;
  timing?: Partial<RetryTiming>;
  cache?: CacheService;
}

export function makeJob(options: JobOptions): Job & { log: RecordingLogger } {
  const inputs: Record<string, string> = { 'github-token': GITHUB_TOKEN, 'openai-api-key': OPENAI_KEY, ...options.inputs };
  const settings = readSettings((name) => inputs[name] ?? '');
  const deadline = options.deadline ?? Date.now() + settings.timeoutMinutes * 60_000;
  return {
    settings,
    config: { ...defaultConfig(), ...options.config },
    github: new GitHubClient({ token: GITHUB_TOKEN, baseUrl: options.githubUrl, repo: REPO, timing: { sleep: async () => undefined }, deadline }),
    git: new Git(options.workspace),
    redactor: new Redactor([GITHUB_TOKEN, OPENAI_KEY]),
    repo: REPO,
    workspace: options.workspace,
    self: { login: SELF, id: SELF_ID, kind: 'app' },
    runUrl: RUN_URL,
    serverUrl: 'https://github.example',
    deadline,
    ...(options.timing ? { timing: options.timing } : {}),
    cache: options.cache ?? noCache,
    log: recordingLogger(),
    timings: {},
  };
}
