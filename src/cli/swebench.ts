/**
 * `swebench`: issue resolution measured with your own model. For each SWE-bench-style instance the
 * repository is checked out at its base commit from a local mirror or clone (the network only when
 * `--repos` is a URL template), the same pipeline as `run` makes the change, and the unified diff
 * against the base commit is appended to predictions.jsonl as the official harnesses read it. A
 * line is written only once an instance is done, in one write, so a stopped run resumes where it
 * stopped: instances already in the file are skipped, and an unfinished last line is cut.
 * An instance the model fails gets an empty patch and its error; an instance that cannot be checked
 * out gets no line (a later run tries it again) and makes the exit code 1. Each instance runs in a
 * process of its own, stopped at `--instance-timeout` (swebench-child.ts): a stopped instance gets an
 * empty patch and an error saying so, and the batch goes on.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, truncateSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RunUsage } from '../llm/client.js';
import { Git } from '../repo/git.js';
import { UsageError } from './args.js';
import type { CliIO, CommandValues } from './io.js';
import { printJson } from './common.js';
import { errorText, modelSettings, runPipeline, usageText, type ModelSettings, type PipelineOutcome } from './pipeline.js';
import { instanceTimeoutMs, runInstanceInChild } from './swebench-child.js';
import { DatasetError, parseDataset, predictionLine, repoSource, resumeState, type Instance, type RunStats } from './swebench-data.js';

export const DEFAULT_OUTPUT = 'predictions.jsonl';
const MS_PER_SECOND = 1_000;
const SECONDS_DECIMALS = 10;

export interface SwebenchDeps {
  env: NodeJS.ProcessEnv;
  /** Milliseconds, for the time each instance took. */
  now: () => number;
  /** The CLI script each instance's process runs. */
  cli: string;
}

const defaultDeps: SwebenchDeps = { env: process.env, now: () => performance.now(), cli: process.argv[1] ?? 'dist/cli.js' };

/** Where checkouts and their indexes live unless `--work-dir` says otherwise. */
export function defaultWorkDir(env: NodeJS.ProcessEnv): string {
  const base = env.SWEEP_CACHE_DIR || env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'sweep-action', 'swebench');
}

/** The first candidate copy that exists (any, for a URL), or an error naming where it looked. */
function sourceFor(template: string, instance: Instance): { source: string; local: boolean } {
  const { kind, candidates } = repoSource(template, instance.owner, instance.name);
  if (kind === 'url') return { source: candidates[0]!, local: false };
  const found = candidates.map((c) => resolve(c)).find((c) => existsSync(c));
  if (!found) throw new Error(`no copy of ${instance.owner}/${instance.name}: looked at ${candidates.join(', ')}`);
  return { source: found, local: true };
}

/** A clean checkout of the instance's repository at its base commit, in the work folder (reused per repository). */
async function checkout(template: string, workDir: string, instance: Instance): Promise<string> {
  const { source } = sourceFor(template, instance);
  const dir = join(workDir, 'checkouts', `${instance.owner}__${instance.name}`);
  if (!existsSync(join(dir, '.git'))) {
    mkdirSync(join(workDir, 'checkouts'), { recursive: true });
    await new Git(workDir).run(['clone', '--quiet', '--no-checkout', source, dir]);
  }
  const git = new Git(dir);
  await git.run(['remote', 'set-url', 'origin', source]);
  const has = async () => (await git.run(['rev-parse', '--verify', '--quiet', `${instance.baseCommit}^{commit}`], { allowFailure: true })).trim() !== '';
  if (!(await has())) {
    await git.run(['fetch', '--quiet', 'origin']);
    if (!(await has())) throw new Error(`base commit ${instance.baseCommit} is not in ${source}`);
  }
  await git.run(['checkout', '--quiet', '--force', '--detach', instance.baseCommit]);
  await git.run(['clean', '-q', '-f', '-d', '-x']);
  return dir;
}

/** The change as a unified diff against the base commit, `diff --git` headers, new and deleted files included. */
async function patchOf(dir: string, outcome: PipelineOutcome, baseCommit: string): Promise<string> {
  if (!outcome.result) return '';
  await outcome.result.tree.flush();
  const git = new Git(dir);
  await git.run(['add', '-A']);
  const diff = await git.run(['diff', '--cached', '--no-color', '--no-ext-diff', '--no-renames', baseCommit]);
  await git.run(['reset', '-q']);
  return diff === '' || diff.endsWith('\n') ? diff : `${diff}\n`;
}

/** Appends one whole line and waits until it is on disk. */
function appendLine(path: string, line: string): void {
  const fd = openSync(path, 'a');
  try {
    writeSync(fd, line);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The instance ids already predicted; an unfinished last line is cut from the file first. */
function resume(output: string, io: CliIO): Set<string> {
  if (!existsSync(output)) return new Set();
  const content = readFileSync(output);
  const state = resumeState(content);
  if (state.keepBytes < content.length) {
    truncateSync(output, state.keepBytes);
    io.stderr(`swebench: cut an unfinished last line from ${output}\n`);
  }
  return state.done;
}

function stats(outcome: PipelineOutcome, started: number, now: () => number, error?: unknown): RunStats {
  const seconds = Math.round(((now() - started) / MS_PER_SECOND) * SECONDS_DECIMALS) / SECONDS_DECIMALS;
  const why = error ?? outcome.error;
  return { promptTokens: outcome.usage.promptTokens, completionTokens: outcome.usage.completionTokens, calls: outcome.usage.calls, seconds, ...(why !== undefined ? { error: errorText(why) } : {}) };
}

function addUsage(total: Pick<RunUsage, 'promptTokens' | 'completionTokens' | 'calls'>, usage: Pick<RunUsage, 'promptTokens' | 'completionTokens' | 'calls'>): void {
  total.promptTokens += usage.promptTokens;
  total.completionTokens += usage.completionTokens;
  total.calls += usage.calls;
}

function readDataset(path: string): Instance[] {
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`--dataset ${path} cannot be read`);
  }
  try {
    return parseDataset(content);
  } catch (error) {
    if (error instanceof DatasetError) throw new UsageError(error.message);
    throw error;
  }
}

/** What every instance of one `swebench` run shares. */
interface RunContext {
  dataset: string;
  /** How long an instance may take, in its own process; undefined: no limit, in this process. */
  timeoutMs: number | undefined;
  cli: string;
  values: CommandValues;
  template: string;
  workDir: string;
  output: string;
  modelName: string;
  settings: ModelSettings;
  /** The index cache folder of a repository, or false without one. */
  cacheDir: (instance: Instance) => string | false;
  io: CliIO;
  now: () => number;
}

type InstanceResult = { kind: 'written'; stats: RunStats; usage: Pick<RunUsage, 'promptTokens' | 'completionTokens' | 'calls'> } | { kind: 'skipped'; error: string };

/** One instance: checkout, the pipeline, the patch, the prediction line. */
async function runInstance(context: RunContext, instance: Instance): Promise<InstanceResult> {
  const prefix = `[${instance.instanceId}] `;
  let dir: string;
  try {
    dir = await checkout(context.template, context.workDir, instance);
  } catch (error) {
    context.io.stderr(`${prefix}skipped: ${errorText(error)}\n`);
    return { kind: 'skipped', error: errorText(error) };
  }
  const started = context.now();
  const outcome = await runPipeline({ repo: dir, issue: instance.problemStatement, settings: context.settings, cacheDir: context.cacheDir(instance), io: context.io, logPrefix: prefix });
  let patch = '';
  let patchError: unknown;
  try {
    patch = await patchOf(dir, outcome, instance.baseCommit);
  } catch (error) {
    patchError = error;
  }
  const runStats = stats(outcome, started, context.now, patchError);
  appendLine(context.output, predictionLine(instance, context.modelName, patch, runStats));
  context.io.stderr(`${prefix}${runStats.error !== undefined ? `failed: ${runStats.error}` : `patch of ${patch.split('\n').length - 1} lines`}; ${usageText(outcome.usage)}\n`);
  return { kind: 'written', stats: runStats, usage: outcome.usage };
}

/** The instances asked for: all, or those `--instances` names (each must be in the dataset). */
function selectInstances(values: CommandValues, instances: Instance[]): Instance[] {
  if (typeof values.instances !== 'string') return instances;
  const wanted = new Set(values.instances.split(',').map((s) => s.trim()).filter(Boolean));
  const unknown = [...wanted].filter((id) => !instances.some((i) => i.instanceId === id));
  if (unknown.length) throw new UsageError(`--instances names ids that are not in the dataset: ${unknown.join(', ')}`);
  return instances.filter((i) => wanted.has(i.instanceId));
}

/** The run's settings from the command line, every one checked before any work. */
function runContext(values: CommandValues, io: CliIO, deps: SwebenchDeps, instances: readonly Instance[]): RunContext {
  const settings = modelSettings(deps.env, values);
  const output = resolve(typeof values.output === 'string' ? values.output : DEFAULT_OUTPUT);
  if (!output.endsWith('.jsonl')) throw new UsageError(`--output ${output} must end in .jsonl (the harnesses tell the format by the suffix)`);
  const template = String(values.repos);
  try {
    for (const i of instances) repoSource(template, i.owner, i.name);
  } catch (error) {
    throw new UsageError(errorText(error));
  }
  const workDir = resolve(typeof values['work-dir'] === 'string' ? values['work-dir'] : defaultWorkDir(deps.env));
  const cacheRoot = typeof values['cache-dir'] === 'string' ? resolve(values['cache-dir']) : join(workDir, 'index');
  return {
    dataset: resolve(String(values.dataset)),
    timeoutMs: instanceTimeoutMs(values),
    cli: deps.cli,
    values,
    template,
    workDir,
    output,
    modelName: typeof values['model-name'] === 'string' ? values['model-name'] : `sweep-${settings.model}`,
    settings,
    cacheDir: (instance) => (values['no-cache'] ? false : join(cacheRoot, `${instance.owner}__${instance.name}`)),
    io,
    now: deps.now,
  };
}

export async function swebenchCommand(values: CommandValues, io: CliIO, deps: SwebenchDeps = defaultDeps): Promise<number> {
  const instances = selectInstances(values, readDataset(String(values.dataset)));
  const context = runContext(values, io, deps, instances);
  let done: Set<string>;
  try {
    done = resume(context.output, io);
  } catch (error) {
    if (error instanceof DatasetError) throw new UsageError(`--output ${context.output}: ${error.message}`);
    throw error;
  }
  const todo = instances.filter((i) => !done.has(i.instanceId));
  const total = { promptTokens: 0, completionTokens: 0, calls: 0 };
  const errors: { instance_id: string; error: string }[] = [];
  let written = 0;
  let failed = 0;
  for (const [n, instance] of todo.entries()) {
    if (todo.length > 1) io.stderr(`[${instance.instanceId}] ${n + 1} of ${todo.length}\n`);
    const result = context.timeoutMs === undefined
      ? await runInstance(context, instance)
      : await runInstanceInChild({ ...context, timeoutMs: context.timeoutMs }, instance, (line) => appendLine(context.output, line));
    if (result.kind === 'skipped') {
      errors.push({ instance_id: instance.instanceId, error: result.error });
      continue;
    }
    addUsage(total, result.usage);
    written++;
    if (result.stats.error !== undefined) failed++;
  }
  const summary = { output: context.output, instances: instances.length, alreadyDone: instances.length - todo.length, written, failed, errors, usage: total };
  if (values.json) printJson(io, summary);
  else {
    io.stdout(`${written} predictions written to ${context.output} (${failed} without a patch), ${summary.alreadyDone} already there, ${errors.length} not checked out.\n`);
    io.stdout(`tokens: ${total.promptTokens} prompt + ${total.completionTokens} completion in ${total.calls} calls\n`);
  }
  return errors.length ? 1 : 0;
}
