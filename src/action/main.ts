/**
 * The Action's `run()`: reads settings and the event, builds the job (GitHub client, git, config,
 * redactor, deadline), and dispatches to the trigger's handler. The only place that calls
 * `core.setFailed`; every failure names the phase it happened in and is scrubbed of secrets.
 */
import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { LANGUAGE_IDS, loadLanguage } from '../code/languages.js';
import { loadConfig } from '../config/sweep-config.js';
import { Git } from '../repo/git.js';
import { safePath } from '../repo/programs.js';
import { describeSkips } from '../repo/skip-report.js';
import { buildIndex } from '../search/index/indexer.js';
import { describeTrigger, parseTrigger, type Trigger } from './events.js';
import { GitHubClient } from './github.js';
import { handleCiFailure, handleIssue, handlePullComment, handleReviewComment } from './handlers.js';
import { resolveIdentity } from './identity.js';
import { actionsCache, type CacheService } from './index-cache.js';
import { logSettings, readSettings, type InputReader } from './inputs.js';
import type { Job } from './job.js';
import { isPlaceholderKey, PLACEHOLDER_MAX_LENGTH, Redactor } from './secrets.js';
import { escapeMarkdown } from './progress.js';
import { withoutWorkflowCommands } from './workflow-commands.js';

/** What `run()` takes from the runner; tests pass their own. */
export interface RunEnvironment {
  getInput: InputReader;
  eventName: string;
  /** Reads the event payload (the JSON file at GITHUB_EVENT_PATH). */
  readPayload: () => unknown;
  workspace: string;
  env: NodeJS.ProcessEnv;
  cache?: CacheService;
}

export function runnerEnvironment(env: NodeJS.ProcessEnv = process.env): RunEnvironment {
  return {
    getInput: (name) => core.getInput(name),
    eventName: env.GITHUB_EVENT_NAME ?? '',
    readPayload: () => {
      const path = env.GITHUB_EVENT_PATH;
      if (!path) throw new Error('GITHUB_EVENT_PATH is not set: Sweep must run inside a GitHub Actions workflow');
      try {
        return JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        throw new Error(`Cannot read the event payload at ${path}: ${errorMessage(error)}`);
      }
    },
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    env,
  };
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

function repoFromEnv(env: NodeJS.ProcessEnv): { owner: string; repo: string } {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) throw new Error('GITHUB_REPOSITORY is not set (expected owner/name)');
  return { owner, repo };
}

/** The reason in the job summary, for failures no handler reported there (a summary is a courtesy). */
async function summarizeFailure(message: string): Promise<void> {
  try {
    await core.summary.addHeading('Sweep failed', 3).addRaw(`${escapeMarkdown(message, 2_000)}\n`).write();
  } catch {
    // A runner without a job summary: the log has the reason.
  }
}

async function selfCheck(workspace: string, exclude: readonly string[]): Promise<void> {
  await core.group('Self-check: parsers', async () => {
    for (const id of LANGUAGE_IDS) {
      await loadLanguage(id);
      core.info(`grammar ${id}: loaded`);
    }
  });
  await core.group('Self-check: index', async () => {
    const index = await buildIndex(workspace, { cacheDir: false, exclude });
    core.info(`indexed ${index.stats.files} files, ${index.stats.lines} lines, ${index.stats.definitions} definitions; ${describeSkips(index.skipped)}`);
  });
}

async function dispatch(trigger: Exclude<Trigger, { kind: 'ignored' | 'self-check' }>, job: Job): Promise<void> {
  switch (trigger.kind) {
    case 'issue':
      return handleIssue(job, trigger);
    case 'comment':
      return trigger.onPullRequest ? handlePullComment(job, trigger) : handleIssue(job, trigger);
    case 'review-comment':
      return handleReviewComment(job, trigger);
    case 'ci-failure':
      return handleCiFailure(job, trigger);
  }
}

export async function run(env: RunEnvironment = runnerEnvironment()): Promise<void> {
  let phase = 'reading inputs';
  const redactor = new Redactor();
  let job: Job | undefined;
  // Programs this process starts by name (git, and tar for the cache) are never found in the
  // repository, where the model writes: an earlier step may have put `node_modules/.bin` on PATH.
  process.env.PATH = safePath(process.env.PATH ?? '', [env.workspace]);
  try {
    const settings = readSettings(env.getInput);
    redactor.add(settings.githubToken);
    if (settings.workflowToken) redactor.add(settings.workflowToken);
    if (isPlaceholderKey(settings.openaiApiKey)) core.info(`openai-api-key looks like a placeholder (no digit, one letter case, under ${PLACEHOLDER_MAX_LENGTH} characters): it is not redacted as a secret.`);
    else redactor.add(settings.openaiApiKey);
    logSettings(settings);
    phase = 'reading the event';
    const trigger = parseTrigger(env.eventName, env.readPayload(), settings.label);
    core.info(withoutWorkflowCommands(`Trigger: ${describeTrigger(trigger)}`));
    if (trigger.kind === 'ignored') return;
    phase = 'reading .github/sweep.yaml';
    const { config } = loadConfig(env.workspace);
    phase = `handling the ${trigger.kind} trigger`;
    // The self-check needs no API access: it checks the parsers and indexes the workspace.
    if (trigger.kind === 'self-check') return await selfCheck(env.workspace, config.exclude);
    const repo = repoFromEnv(env.env);
    const serverUrl = (env.env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
    const deadline = Date.now() + settings.timeoutMinutes * 60_000;
    const github = new GitHubClient({
      token: settings.githubToken,
      baseUrl: env.env.GITHUB_API_URL ?? 'https://api.github.com',
      repo,
      deadline,
      onRetry: (message) => core.info(withoutWorkflowCommands(redactor.redact(message))),
    });
    phase = 'learning which account github-token acts as';
    const self = await resolveIdentity({ github, token: settings.githubToken, workflowToken: settings.workflowToken, appSlug: settings.appSlug });
    core.info(`Acting as ${self.login} (${self.kind === 'personal' ? 'a personal access token' : self.kind === 'app' ? 'a GitHub App installation token' : "the workflow's GITHUB_TOKEN"})`);
    phase = `handling the ${trigger.kind} trigger`;
    job = {
      settings,
      config,
      github,
      git: new Git(env.workspace),
      redactor,
      repo,
      workspace: env.workspace,
      self,
      runUrl: `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${env.env.GITHUB_RUN_ID ?? ''}`,
      serverUrl,
      deadline,
      cache: env.cache ?? actionsCache,
      ...(env.env.GITHUB_REF ? { ref: env.env.GITHUB_REF } : {}),
      // Warnings are workflow commands whose text core escapes; plain lines are not escaped.
      log: { info: (l) => core.info(withoutWorkflowCommands(redactor.redact(l))), warning: (l) => core.warning(redactor.redact(l)) },
      timings: {},
    };
    await dispatch(trigger, job);
  } catch (error) {
    const message = redactor.redact(`Sweep failed while ${phase}: ${errorMessage(error)}`);
    core.setFailed(message);
    if (!job?.summaryWritten) await summarizeFailure(message);
  }
}
