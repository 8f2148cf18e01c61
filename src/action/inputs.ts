/**
 * The only reader of action inputs: turns `INPUT_*` values into a typed, validated `Settings`.
 * Every message names the input and the form it expects.
 */
import * as core from '@actions/core';
import { LARGEST_CONTEXT_WINDOW, SMALLEST_CONTEXT_WINDOW } from '../llm/budgets.js';
import { CREDENTIALS_IN_URL } from '../llm/client.js';
import { DEFAULT_REQUEST_TIMEOUT_SECONDS, MAX_REQUEST_TIMEOUT_SECONDS, MIN_REQUEST_TIMEOUT_SECONDS } from '../llm/request-timeout.js';

export interface Settings {
  /** Token for the GitHub API and for pushing the branch (`github-token`). */
  githubToken: string;
  /**
   * The workflow's own GITHUB_TOKEN (`workflow-token`, default `${{ github.token }}`, never set by
   * hand): when `githubToken` is this token, Sweep acts as `github-actions[bot]`.
   */
  workflowToken: string | undefined;
  /** Slug of the GitHub App whose installation token `githubToken` is (`app-slug`); Sweep acts as `<slug>[bot]`. */
  appSlug: string | undefined;
  /** Key for the OpenAI-compatible endpoint (`openai-api-key`). */
  openaiApiKey: string;
  /** Base URL of an OpenAI-compatible API, e.g. `http://localhost:11434/v1`; undefined means OpenAI (`openai-base-url`). */
  openaiBaseUrl: string | undefined;
  /** Chat model used for planning, editing and review (`model`). */
  model: string;
  /** The model server's context window in tokens; undefined takes the model's from the known-model table (`context-window`). */
  contextWindow: number | undefined;
  /**
   * Seconds a model request waits for the server's first chunk, and between chunks of a streamed
   * reply (a reply that keeps coming is not cut); for a server that does not stream, for the whole
   * reply (`request-timeout-seconds`). A request that runs out is retried within the attempts.
   */
  requestTimeoutSeconds: number;
  /** Embeddings model; when set, retrieval fuses vector search with lexical search (`embeddings-model`). */
  embeddingsModel: string | undefined;
  /** Issue label that triggers a run (`label`). */
  label: string;
  /** How many times a failed CI run on Sweep's PR is fixed before giving up (`max-ci-attempts`). */
  maxCiAttempts: number;
  /** Wall-clock limit for the whole run, in minutes (`timeout-minutes`). */
  timeoutMinutes: number;
  /** Hard cap on prompt + completion tokens for one run (`max-tokens-per-run`). */
  maxTokensPerRun: number;
  /** Open pull requests as drafts (`draft`). */
  draft: boolean;
  /** Do everything but push and open the PR; the diff goes to the job summary (`dry-run`). */
  dryRun: boolean;
}

/** Reads one raw input; `core.getInput` in the Action, a map in tests. */
export type InputReader = (name: string) => string;

export const DEFAULTS = {
  model: 'gpt-5-mini',
  label: 'sweep',
  maxCiAttempts: 3,
  timeoutMinutes: 30,
  maxTokensPerRun: 2_000_000,
  requestTimeoutSeconds: DEFAULT_REQUEST_TIMEOUT_SECONDS,
} as const;

const TRUE_WORDS = new Set(['true', 'True', 'TRUE']);
const FALSE_WORDS = new Set(['false', 'False', 'FALSE']);

export function parseBooleanInput(name: string, raw: string, fallback: boolean): boolean {
  const value = raw.trim();
  if (value === '') return fallback;
  if (TRUE_WORDS.has(value)) return true;
  if (FALSE_WORDS.has(value)) return false;
  throw new Error(`Input '${name}' must be true or false, got '${value}'`);
}

export function parseIntegerInput(name: string, raw: string, fallback: number, min: number, max: number): number {
  const value = raw.trim();
  if (value === '') return fallback;
  const number = /^[+-]?\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    throw new Error(`Input '${name}' must be a whole number from ${min} to ${max}, got '${value}'`);
  }
  return number;
}

export function parseUrlInput(name: string, raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Input '${name}' must be an http(s) URL such as https://api.openai.com/v1, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Input '${name}' must be an http(s) URL such as https://api.openai.com/v1, got '${value}'`);
  }
  if (url.username || url.password) throw new Error(`Input '${name}' ${CREDENTIALS_IN_URL}`);
  return value.replace(/\/+$/, '');
}

/** A context window: empty for the model's own (known-model table), else a whole number of tokens in range. */
export function parseContextWindowInput(name: string, raw: string): number | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < SMALLEST_CONTEXT_WINDOW || number > LARGEST_CONTEXT_WINDOW) {
    throw new Error(
      `Input '${name}' must be a whole number of tokens from ${SMALLEST_CONTEXT_WINDOW} to ${LARGEST_CONTEXT_WINDOW} (the context size your model server runs with, e.g. 8192 for llama-server -c 8192), or empty for the model's own, got '${value}'`,
    );
  }
  return number;
}

function required(name: string, raw: string, hint: string): string {
  const value = raw.trim();
  if (value === '') throw new Error(`Input '${name}' is required: ${hint}`);
  return value;
}

const LABEL_PATTERN = /^[^,\n\r]{1,50}$/;
/** A GitHub App slug: letters, digits and hyphens (a trailing `[bot]` is accepted and dropped). */
const APP_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

export function parseAppSlug(raw: string): string | undefined {
  const value = raw.trim().replace(/\[bot\]$/i, '').toLowerCase();
  if (value === '') return undefined;
  if (!APP_SLUG_PATTERN.test(value)) {
    throw new Error(`Input 'app-slug' must be a GitHub App's slug such as my-sweep-app (letters, digits and hyphens), got '${raw.trim()}'`);
  }
  return value;
}

/** Reads and validates every input. Throws on the first invalid one. */
export function readSettings(getInput: InputReader = (name) => core.getInput(name)): Settings {
  const label = (getInput('label').trim() || DEFAULTS.label);
  if (!LABEL_PATTERN.test(label)) {
    throw new Error(`Input 'label' must be one GitHub label name (1-50 characters, no commas), got '${label}'`);
  }
  const settings: Settings = {
    githubToken: required('github-token', getInput('github-token'), 'the default `${{ github.token }}` works; pass a PAT or app token for CI to run on Sweep\'s pull requests'),
    workflowToken: getInput('workflow-token').trim() || undefined,
    appSlug: parseAppSlug(getInput('app-slug')),
    openaiApiKey: required('openai-api-key', getInput('openai-api-key'), 'set it from a secret, e.g. `openai-api-key: ${{ secrets.OPENAI_API_KEY }}` (any non-empty value for local servers that ignore keys)'),
    openaiBaseUrl: parseUrlInput('openai-base-url', getInput('openai-base-url')),
    model: getInput('model').trim() || DEFAULTS.model,
    contextWindow: parseContextWindowInput('context-window', getInput('context-window')),
    requestTimeoutSeconds: parseIntegerInput(
      'request-timeout-seconds',
      getInput('request-timeout-seconds'),
      DEFAULTS.requestTimeoutSeconds,
      MIN_REQUEST_TIMEOUT_SECONDS,
      MAX_REQUEST_TIMEOUT_SECONDS,
    ),
    embeddingsModel: getInput('embeddings-model').trim() || undefined,
    label,
    maxCiAttempts: parseIntegerInput('max-ci-attempts', getInput('max-ci-attempts'), DEFAULTS.maxCiAttempts, 0, 10),
    timeoutMinutes: parseIntegerInput('timeout-minutes', getInput('timeout-minutes'), DEFAULTS.timeoutMinutes, 1, 360),
    maxTokensPerRun: parseIntegerInput('max-tokens-per-run', getInput('max-tokens-per-run'), DEFAULTS.maxTokensPerRun, 1000, 100_000_000),
    draft: parseBooleanInput('draft', getInput('draft'), false),
    dryRun: parseBooleanInput('dry-run', getInput('dry-run'), false),
  };
  return settings;
}

/** Masks the secrets and logs every setting at debug level, secrets redacted. */
export function logSettings(settings: Settings, log: { setSecret(s: string): void; debug(s: string): void } = core): void {
  log.setSecret(settings.githubToken);
  if (settings.workflowToken) log.setSecret(settings.workflowToken);
  log.setSecret(settings.openaiApiKey);
  for (const [key, value] of Object.entries(settings)) {
    const shown = key === 'githubToken' || key === 'openaiApiKey' || key === 'workflowToken' ? '***' : JSON.stringify(value);
    log.debug(`setting ${key} = ${shown}`);
  }
}
