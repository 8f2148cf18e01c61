/** Helpers shared by the CLI commands: repository and query arguments, the index, file reading. */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config/sweep-config.js';
import { LARGEST_CONTEXT_WINDOW, SMALLEST_CONTEXT_WINDOW } from '../llm/budgets.js';
import { DEFAULT_REQUEST_TIMEOUT_SECONDS, MAX_REQUEST_TIMEOUT_SECONDS, MIN_REQUEST_TIMEOUT_SECONDS } from '../llm/request-timeout.js';
import { decodeText } from '../repo/classify.js';
import { RepoFiles } from '../repo/repo-files.js';
import { gitDataFolder } from '../repo/walk.js';
import { troubleNotice } from '../repo/skip-report.js';
import { buildIndex } from '../search/index/indexer.js';
import type { RepoIndex } from '../search/index/repo-index.js';
import { defaultCacheDir } from '../search/store/store.js';
import { UsageError } from './args.js';
import type { CliIO, CommandValues } from './io.js';
import { progressReporter } from './progress.js';

export function repoArg(values: CommandValues): string {
  const repo = resolve(String(values.repo));
  let isDir = false;
  try {
    isDir = statSync(repo).isDirectory();
  } catch {
    throw new UsageError(`--repo ${String(values.repo)} does not exist; expected a folder`);
  }
  if (!isDir) throw new UsageError(`--repo ${String(values.repo)} is not a folder`);
  const data = gitDataFolder(repo);
  if (data) throw new UsageError(`--repo ${String(values.repo)} ${data}`);
  return repo;
}

/** The text of `--<name>` or of the file `--<name>-file`. */
export function textArg(values: CommandValues, name: string): string {
  const file = values[`${name}-file`];
  if (typeof file === 'string') {
    try {
      return decodeText(readFileSync(file)).text;
    } catch {
      throw new UsageError(`--${name}-file ${file} cannot be read`);
    }
  }
  return String(values[name] ?? '');
}

export function intArg(values: CommandValues, name: string, fallback: number): number {
  const v = values[name];
  return typeof v === 'string' ? Number(v) : fallback;
}

function parseWindow(raw: string, name: string): number {
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < SMALLEST_CONTEXT_WINDOW || value > LARGEST_CONTEXT_WINDOW) {
    throw new UsageError(
      `${name} must be a whole number of tokens from ${SMALLEST_CONTEXT_WINDOW} to ${LARGEST_CONTEXT_WINDOW} (the context size the model server runs with, e.g. 8192 for llama-server -c 8192), got '${raw}'`,
    );
  }
  return value;
}

/** The context window from `--context-window`, else SWEEP_CONTEXT_WINDOW; undefined when neither is set. */
export function contextWindowArg(values: CommandValues, env: NodeJS.ProcessEnv): number | undefined {
  const flag = values['context-window'];
  if (typeof flag === 'string') return parseWindow(flag, '--context-window');
  const fromEnv = env.SWEEP_CONTEXT_WINDOW?.trim();
  return fromEnv ? parseWindow(fromEnv, 'SWEEP_CONTEXT_WINDOW') : undefined;
}

/**
 * The request timeout in seconds from `--request-timeout` (checked by the command line's grammar),
 * else SWEEP_REQUEST_TIMEOUT, else the default; a bad SWEEP_REQUEST_TIMEOUT is a UsageError.
 */
export function requestTimeoutArg(values: CommandValues, env: NodeJS.ProcessEnv): number {
  const flag = values['request-timeout'];
  const raw = typeof flag === 'string' ? flag : env.SWEEP_REQUEST_TIMEOUT?.trim();
  if (raw === undefined || raw === '') return DEFAULT_REQUEST_TIMEOUT_SECONDS;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < MIN_REQUEST_TIMEOUT_SECONDS || value > MAX_REQUEST_TIMEOUT_SECONDS) {
    const name = typeof flag === 'string' ? '--request-timeout' : 'SWEEP_REQUEST_TIMEOUT';
    throw new UsageError(`${name} must be a whole number of seconds from ${MIN_REQUEST_TIMEOUT_SECONDS} to ${MAX_REQUEST_TIMEOUT_SECONDS}, got '${raw}'`);
  }
  return value;
}

export function cacheDirArg(values: CommandValues, repo: string): string | false {
  if (values['no-cache']) return false;
  return typeof values['cache-dir'] === 'string' ? resolve(values['cache-dir']) : defaultCacheDir(repo);
}

/** The index's warnings (a persisted index discarded or not written, git refusing to list) as `warning:` lines on stderr. */
export function warningLog(io: Pick<CliIO, 'stderr'>): (line: string) => void {
  return (line) => io.stderr(`warning: ${line}\n`);
}

export async function indexRepo(repo: string, values: CommandValues, io: CliIO): Promise<RepoIndex> {
  const { config } = loadConfig(repo);
  const progress = progressReporter(io.stderrIsTTY, io.stderr);
  let index: RepoIndex;
  try {
    index = await buildIndex(repo, { cacheDir: cacheDirArg(values, repo), exclude: config.exclude, onProgress: progress.onProgress, log: warningLog(io) });
  } finally {
    progress.finish();
  }
  const notice = troubleNotice(index.skipped);
  if (notice) io.stderr(`${notice}\n`);
  return index;
}

/** Reads a repository file's text the way the index decoded it, through the repository's file door. */
export function fileReader(index: RepoIndex): (path: string) => string | undefined {
  return RepoFiles.open(index.root).reader();
}

export function printJson(io: CliIO, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}

export function round(n: number, digits = 4): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
