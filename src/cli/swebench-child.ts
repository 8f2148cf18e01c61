/**
 * One `swebench` instance in a process of its own, stopped at `--instance-timeout`. The CLI runs
 * itself on the one instance (`swebench --instances ID --instance-timeout 0`, writing to a file of its
 * own) through the door for programs; past the limit the process is killed with every program it
 * started (its git commands run in process groups of their own), so nothing of the instance (index
 * workers, a model call, a git command) keeps running or keeps the batch's process alive. This
 * process is the only one that writes the predictions: a stopped instance gets a line saying so, and
 * the batch goes on.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { RunUsage } from '../llm/client.js';
import { envNamesWithPrefix, GIT_ENV_NAMES, runProgram, type ProgramRequest, type ProgramResult } from '../repo/programs.js';
import { UsageError } from './args.js';
import type { CliIO, CommandValues } from './commands.js';
import { predictionLine, type Instance, type RunStats } from './swebench-data.js';

export const DEFAULT_INSTANCE_TIMEOUT_MINUTES = 20;
/** The longest limit accepted: a week. */
const MAX_INSTANCE_TIMEOUT_MINUTES = 7 * 24 * 60;
const MS_PER_MINUTE = 60_000;
/** What is kept of the instance's output besides what is shown as it comes (its JSON summary is small). */
const MAX_CHILD_OUTPUT_BYTES = 16 << 20;
/** Signals that stop the batch: the instance's process, in a process group of its own, does not get them from the terminal. */
const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** Options the parent sets itself for the instance's process. */
const SET_BY_PARENT = new Set(['dataset', 'instances', 'output', 'json', 'instance-timeout', 'work-dir', 'cache-dir']);

/** Milliseconds an instance may take (`--instance-timeout MINUTES`, default 20); undefined for 0, no limit. */
export function instanceTimeoutMs(values: CommandValues): number | undefined {
  const raw = values['instance-timeout'];
  if (raw === undefined) return DEFAULT_INSTANCE_TIMEOUT_MINUTES * MS_PER_MINUTE;
  const minutes = typeof raw === 'string' && /^\d+(?:\.\d+)?$/.test(raw) ? Number(raw) : NaN;
  if (!(minutes >= 0 && minutes <= MAX_INSTANCE_TIMEOUT_MINUTES)) {
    throw new UsageError(`--instance-timeout must be a number of minutes from 0 (no limit) to ${MAX_INSTANCE_TIMEOUT_MINUTES}, got '${String(raw)}'`);
  }
  return minutes === 0 ? undefined : Math.round(minutes * MS_PER_MINUTE);
}

/** What the batch needs to run one instance in a process of its own. */
export interface ChildRun {
  /** The CLI script (dist/cli.js) the process runs. */
  cli: string;
  values: CommandValues;
  dataset: string;
  workDir: string;
  modelName: string;
  timeoutMs: number;
  io: CliIO;
  now: () => number;
}

export type ChildResult =
  | { kind: 'written'; stats: RunStats; usage: Pick<RunUsage, 'promptTokens' | 'completionTokens' | 'calls'> }
  | { kind: 'skipped'; error: string };

/** The command line of the instance's process: the batch's options, with the ones naming what it does set for it. */
export function childArgs(run: Pick<ChildRun, 'cli' | 'values' | 'dataset' | 'workDir'>, instance: Instance, output: string): string[] {
  const args = [run.cli, 'swebench', '--dataset', run.dataset, '--instances', instance.instanceId, '--output', output, '--work-dir', run.workDir, '--instance-timeout', '0', '--json'];
  const cacheDir = run.values['cache-dir'];
  if (typeof cacheDir === 'string') args.push('--cache-dir', resolve(cacheDir));
  for (const [name, value] of Object.entries(run.values)) {
    if (SET_BY_PARENT.has(name) || value === undefined || value === false) continue;
    args.push(`--${name}`, ...(value === true ? [] : [String(value)]));
  }
  return args;
}

/** Variables the instance's process reads: the model's and Sweep's settings, the cache folder, proxies and certificates. */
function childEnvNames(): string[] {
  return [...envNamesWithPrefix('OPENAI_'), ...envNamesWithPrefix('SWEEP_'), 'XDG_CACHE_HOME', 'NODE_EXTRA_CA_CERTS', ...GIT_ENV_NAMES];
}

/** Lock files a git command killed midway leaves in a checkout; the next instance's commands would refuse to run. */
function removeStaleLocks(workDir: string, instance: Instance): void {
  const gitDir = join(workDir, 'checkouts', `${instance.owner}__${instance.name}`, '.git');
  if (!existsSync(gitDir)) return;
  for (const name of readdirSync(gitDir)) if (name.endsWith('.lock')) rmSync(join(gitDir, name), { force: true });
}

function seconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}

/** What the instance's process prints on stdout (`--json`): the parts read here. */
interface ChildSummary {
  written?: number;
  errors?: { error: string }[];
  usage?: { promptTokens?: number; completionTokens?: number; calls?: number };
}

/** The instance's summary, or undefined when it printed none (it crashed). */
function summaryOf(stdout: string): ChildSummary | undefined {
  try {
    const parsed = JSON.parse(stdout) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as ChildSummary) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs the instance's process. When the batch is stopped (Ctrl-C, a kill), it is stopped first, with
 * what it started, and the batch then ends by the same signal.
 */
async function runStoppable(request: ProgramRequest): Promise<ProgramResult> {
  const stop = new AbortController();
  let stoppedBy: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    stoppedBy = signal;
    stop.abort();
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  let result: ProgramResult;
  try {
    result = await runProgram({ ...request, signal: stop.signal });
  } finally {
    for (const signal of STOP_SIGNALS) process.removeListener(signal, onSignal);
  }
  if (stoppedBy) {
    // Without a listener now, the signal ends this process as it would have.
    process.kill(process.pid, stoppedBy);
    throw new Error(`stopped by ${stoppedBy}`);
  }
  return result;
}

/** Runs `instance` in a process of its own and appends its line to the predictions (none when it could not be checked out). */
export async function runInstanceInChild(run: ChildRun, instance: Instance, appendLine: (line: string) => void): Promise<ChildResult> {
  mkdirSync(run.workDir, { recursive: true });
  const output = join(run.workDir, 'instance-prediction.jsonl');
  rmSync(output, { force: true });
  const decoder = new StringDecoder('utf8');
  const request: ProgramRequest = {
    command: process.execPath,
    args: childArgs(run, instance, output),
    cwd: process.cwd(),
    allowEnv: childEnvNames(),
    timeoutMs: run.timeoutMs,
    killTree: true,
    // What the instance logs is shown as it comes.
    onStderr: (chunk) => run.io.stderr(decoder.write(chunk)),
    maxOutputBytes: MAX_CHILD_OUTPUT_BYTES,
    overflow: 'tail',
  };
  const started = run.now();
  const result = await runStoppable(request);
  const rest = decoder.end();
  if (rest) run.io.stderr(rest);
  const elapsed = seconds(run.now() - started);
  const failed = (error: string): ChildResult => {
    const stats: RunStats = { promptTokens: 0, completionTokens: 0, calls: 0, seconds: elapsed, error };
    appendLine(predictionLine(instance, run.modelName, '', stats));
    run.io.stderr(`[${instance.instanceId}] failed: ${error}\n`);
    return { kind: 'written', stats, usage: { promptTokens: 0, completionTokens: 0, calls: 0 } };
  };
  if (result.timedOut) {
    removeStaleLocks(run.workDir, instance);
    return failed(`stopped: the instance ran past --instance-timeout (${run.timeoutMs / MS_PER_MINUTE} minutes); the tokens it spent are not counted`);
  }
  const summary = summaryOf(result.stdout.toString('utf8'));
  if (!summary) return failed(`the instance's process ended with ${result.signal ?? `status ${result.status}`} and no result`);
  const skipped = summary.errors?.[0];
  if (skipped) return { kind: 'skipped', error: skipped.error };
  const usage = { promptTokens: summary.usage?.promptTokens ?? 0, completionTokens: summary.usage?.completionTokens ?? 0, calls: summary.usage?.calls ?? 0 };
  const line = summary.written === 1 && existsSync(output) ? readFileSync(output, 'utf8') : '';
  rmSync(output, { force: true });
  if (!line.endsWith('\n') || line.indexOf('\n') !== line.length - 1) return failed(`the instance's process wrote no prediction (${result.signal ?? `status ${result.status}`})`);
  appendLine(line);
  const written = JSON.parse(line) as { sweep?: { seconds?: number; error?: string | null } };
  const error = written.sweep?.error ?? undefined;
  return { kind: 'written', stats: { ...usage, seconds: written.sweep?.seconds ?? elapsed, ...(error !== undefined ? { error } : {}) }, usage };
}
