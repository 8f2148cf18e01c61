/**
 * The whole pipeline on a local checkout, as the `run` and `swebench` commands use it: model
 * settings from the environment and flags, the index, the model client, the flow. A failed run
 * still says what it spent: the outcome carries the error and the run's token usage.
 */
import { isPlaceholderKey, Redactor } from '../action/secrets.js';
import { PERSIST_DELAY_MS, runFlow, type FlowResult } from '../agent/flows.js';
import { testsReport, type TestsReport } from '../action/tests-section.js';
import { loadConfig, TEST_TIMEOUT_MINUTES, type SweepConfig } from '../config/sweep-config.js';
import { warmEncoder } from '../context/budget.js';
import { CREDENTIALS_IN_URL, LlmClient, type RunUsage } from '../llm/client.js';
import { CLI_TIMEOUT_SETTING } from '../llm/request-timeout.js';
import { Git } from '../repo/git.js';
import { countOf, troubleNotice } from '../repo/skip-report.js';
import { openSandbox, processPrivileges } from '../verify/sandbox.js';
import { startVerifier, type Verifier } from '../verify/verifier.js';
import { buildIndex } from '../search/index/indexer.js';
import { UsageError } from './args.js';
import type { CliIO, CommandValues } from './io.js';
import { contextWindowArg, requestTimeoutArg } from './common.js';
import { progressReporter } from './progress.js';

export const DEFAULT_MODEL = 'gpt-5-mini';
export const DEFAULT_MAX_TOKENS_PER_RUN = 2_000_000;
const MIN_TOKENS_PER_RUN = 1_000;
/** Environment variables whose values are secrets: removed from outside text before it reaches a prompt. */
export const SECRET_ENV_VARS = ['OPENAI_API_KEY', 'GITHUB_TOKEN', 'GH_TOKEN'] as const;

export interface ModelSettings {
  apiKey: string;
  baseURL?: string;
  model: string;
  maxTokensPerRun: number;
  /** The model server's context window, when set (`--context-window`, SWEEP_CONTEXT_WINDOW). */
  contextWindow?: number;
  /** Seconds a request waits for the first token and between tokens (`--request-timeout`, SWEEP_REQUEST_TIMEOUT). */
  requestTimeoutSeconds: number;
  /** Secret values from the environment (SECRET_ENV_VARS), redacted from outside text before it reaches a prompt. */
  secrets?: readonly string[];
}

/**
 * Model settings from the environment and the flags (`--model`, `--context-window`,
 * `--request-timeout`); throws a UsageError naming what is missing or wrong.
 */
export function modelSettings(env: NodeJS.ProcessEnv, values: CommandValues = {}): ModelSettings {
  const apiKey = env.OPENAI_API_KEY?.trim();
  const baseURL = env.OPENAI_BASE_URL?.trim();
  if (!apiKey && !baseURL) {
    throw new UsageError('no model endpoint: set OPENAI_API_KEY (OpenAI) or OPENAI_BASE_URL (any OpenAI-compatible server, e.g. http://localhost:11434/v1)');
  }
  if (baseURL) {
    let url: URL;
    try {
      url = new URL(baseURL);
    } catch {
      throw new UsageError(`OPENAI_BASE_URL must be an http(s) URL such as http://localhost:11434/v1, got '${baseURL.replace(/\/\/[^/@]*@/, '//')}'`);
    }
    if (url.username || url.password) throw new UsageError(`OPENAI_BASE_URL ${CREDENTIALS_IN_URL}`);
  }
  const cap = env.SWEEP_MAX_TOKENS?.trim();
  const maxTokensPerRun = cap ? Number(cap) : DEFAULT_MAX_TOKENS_PER_RUN;
  if (!Number.isSafeInteger(maxTokensPerRun) || maxTokensPerRun < MIN_TOKENS_PER_RUN) {
    throw new UsageError(`SWEEP_MAX_TOKENS must be a whole number of at least ${MIN_TOKENS_PER_RUN}, got '${cap}'`);
  }
  const contextWindow = contextWindowArg(values, env);
  const modelFlag = typeof values.model === 'string' ? values.model.trim() : '';
  return {
    apiKey: apiKey || 'not-needed',
    ...(baseURL ? { baseURL } : {}),
    model: modelFlag || env.SWEEP_MODEL?.trim() || DEFAULT_MODEL,
    maxTokensPerRun,
    ...(contextWindow !== undefined ? { contextWindow } : {}),
    requestTimeoutSeconds: requestTimeoutArg(values, env),
    // A local server's placeholder key (`ollama`) is no secret: redacting it would rewrite code that names it.
    secrets: SECRET_ENV_VARS.map((name) => env[name]?.trim() ?? '').filter((value) => value && !isPlaceholderKey(value)),
  };
}

export interface PipelineInputs {
  repo: string;
  /** The issue: its first line is the title. */
  issue: string;
  settings: ModelSettings;
  cacheDir: string | false;
  io: CliIO;
  /** Prefix of the log lines on stderr (e.g. the instance being worked on). */
  logPrefix?: string;
  /** The repository's tests: a command (else the configuration's `test_command`) and its time limit in minutes. */
  tests?: { command?: string; timeoutMinutes?: number };
}

export interface PipelineOutcome {
  title: string;
  /** The flow's result when the run succeeded. */
  result?: FlowResult;
  /** What the repository's tests said (undefined when none were asked for). */
  tests?: TestsReport;
  /** Why the run failed, when it did. */
  error?: unknown;
  /** What the run spent, failed or not. */
  usage: RunUsage;
}

/** Title and body of an issue text. */
export function splitIssue(issue: string): { title: string; body: string } {
  const [first = '', ...rest] = issue.trim().split('\n');
  const title = first.trim();
  return { title, body: rest.join('\n').trim() || title };
}

/**
 * The tests of a CLI run: `--test-command`, else the configuration's `test_command`; they run as the
 * user running the CLI unless the configuration's `test_isolation` says otherwise (a developer's
 * machine gets no new user unasked).
 */
async function cliVerifier(inputs: PipelineInputs, config: SweepConfig, redactor: Redactor, log: (line: string) => void): Promise<Verifier | undefined> {
  const command = inputs.tests?.command ?? config.testCommand;
  if (!command) return undefined;
  const sandbox = await openSandbox(config.testIsolation ?? 'none', processPrivileges());
  log(`tests: ${sandbox.describe}`);
  return startVerifier({
    command,
    timeoutMs: (inputs.tests?.timeoutMinutes ?? config.testTimeoutMinutes ?? TEST_TIMEOUT_MINUTES) * 60_000,
    envNames: config.testEnv,
    sandbox,
    workspace: inputs.repo,
    git: new Git(inputs.repo),
    redact: (text) => redactor.redact(text),
    holdsSecret: (value) => redactor.containsSecret(value),
    log,
  });
}

/** Indexes `repo` and runs the flow with the model; never throws for a failed run (see `error`). */
export async function runPipeline(inputs: PipelineInputs): Promise<PipelineOutcome> {
  const { settings, io } = inputs;
  const { title, body } = splitIssue(inputs.issue);
  const log = (line: string) => io.stderr(`${inputs.logPrefix ?? ''}${line}\n`);
  const redactor = new Redactor(settings.secrets ?? []);
  const llm = new LlmClient({
    apiKey: settings.apiKey,
    ...(settings.baseURL ? { baseURL: settings.baseURL } : {}),
    model: settings.model,
    maxTokensPerRun: settings.maxTokensPerRun,
    timeoutMs: settings.requestTimeoutSeconds * 1000,
    timeoutSetting: CLI_TIMEOUT_SETTING,
    // A wait (a rate limit, a busy server, a model still thinking) is said, not silent.
    onRetry: (info) => log(redactor.redact(`retrying the model call in ${Math.ceil(info.delayMs / 1000)} s (attempt ${info.attempt + 1}): ${info.error instanceof Error ? info.error.message : String(info.error)}`)),
    notify: (line) => log(redactor.redact(line)),
  });
  let persisted: Promise<void> | undefined;
  try {
    const { config } = loadConfig(inputs.repo);
    const verify = await cliVerifier(inputs, config, redactor, log);
    const progress = progressReporter(io.stderrIsTTY, io.stderr);
    const indexing = buildIndex(inputs.repo, { cacheDir: inputs.cacheDir, exclude: config.exclude, onProgress: progress.onProgress, persistDelayMs: PERSIST_DELAY_MS, log: (line) => log(`warning: ${line}`) });
    // The token encoder is built while worker threads parse.
    setImmediate(() => warmEncoder(settings.model));
    const index = await indexing.finally(() => progress.finish());
    persisted = index.persisted;
    const notice = troubleNotice(index.skipped);
    if (notice) log(notice);
    const result = await runFlow({
      llm,
      index,
      task: { title, body },
      config,
      model: settings.model,
      ...(settings.contextWindow !== undefined ? { contextWindow: settings.contextWindow } : {}),
      redactor,
      log,
      ...(verify ? { verify } : {}),
    });
    const tests = verify ? testsReport(verify.command, result.tests, await verify.before()) : undefined;
    return { title, result, usage: llm.usage(), ...(tests ? { tests } : {}) };
  } catch (error) {
    // A server may echo the key it was sent (a 401's message): the error is printed and kept in JSON.
    const text = errorText(error);
    const redacted = redactor.redact(text);
    return { title, error: redacted === text ? error : new Error(redacted), usage: llm.usage() };
  } finally {
    // The index is on disk before the checkout may change (it never fails: a write error is a warning).
    await persisted;
  }
}

/**
 * The usage line every run prints on stderr, failed or not: the tokens the replies counted, the
 * requests made (retries included) when they were more, and the price when the model has one.
 */
export function usageText(usage: RunUsage): string {
  if (usage.calls === 0) {
    return usage.requests === 0 ? 'tokens: none (no request made)' : `tokens: none counted (no reply to ${countOf(usage.requests, 'request')})`;
  }
  const requests = usage.requests > usage.calls ? ` (${countOf(usage.requests, 'request')})` : '';
  const cost = usage.costUsd === undefined ? '' : usage.costUsd > 0 && usage.costUsd < 0.00005 ? ', under $0.0001' : `, about $${usage.costUsd.toFixed(4)}`;
  return `tokens: ${usage.promptTokens} prompt + ${usage.completionTokens} completion in ${countOf(usage.calls, 'call')}${requests}${cost}`;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
