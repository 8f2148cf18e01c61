/**
 * Every git command Sweep runs starts here: through the program door (programs.ts: allow-listed
 * environment, safe PATH, bounded time and output) with the guard's configuration (git-guard.ts:
 * no hooks, nothing of the repository's configuration that runs a program), read afresh for each
 * command. A caller's own configuration for one command (push credentials) travels the same way,
 * in the environment, never on the command line where any user of the machine could read it.
 */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { configEnv, configFiles, configValue, guardConfig, hooksFolderOf, parseOriginList, type OriginEntry } from './git-guard.js';
import { GIT_ENV_NAMES, runProgram, runProgramSync, type ProgramRequest, type ProgramResult } from './programs.js';

export interface GitRunOptions {
  input?: string;
  /** Configuration for this command only (after the guard's, so it cannot switch the guard off: see `checkConfig`). */
  config?: readonly (readonly [string, string])[];
  /** Pathspecs are literal (GIT_LITERAL_PATHSPECS). */
  literalPathspecs?: boolean;
  /** A command that only reads: no optional lock is taken (GIT_OPTIONAL_LOCKS=0). */
  readOnly?: boolean;
  timeoutMs?: number;
  maxOutputBytes?: number;
}

/** Keys a caller may set for one command: credentials and identity, never a program. */
const CALLER_KEYS = /^(?:http\..*\.extraheader|http\.extraheader|user\.(?:name|email))$/i;

function checkConfig(config: readonly (readonly [string, string])[]): void {
  for (const [key] of config) if (!CALLER_KEYS.test(key)) throw new Error(`git configuration '${key}' cannot be given to a command`);
}

/** The variables every git command gets. */
function gitEnv(options: GitRunOptions, guard: readonly (readonly [string, string])[]): Record<string, string> {
  return {
    GIT_TERMINAL_PROMPT: '0',
    GIT_PAGER: 'cat',
    GIT_EDITOR: ':',
    GIT_SEQUENCE_EDITOR: ':',
    ...(options.literalPathspecs ? { GIT_LITERAL_PATHSPECS: '1' } : {}),
    ...(options.readOnly ? { GIT_OPTIONAL_LOCKS: '0' } : {}),
    ...configEnv([...guard, ...(options.config ?? [])]),
  };
}

/**
 * The programs git starts for a local or ssh remote, named on the command line: the configuration's
 * `remote.<r>.uploadpack` and `receivepack` keep their first value (the checkout's) whatever is given
 * later. https remotes ignore them.
 */
const REMOTE_PROGRAMS: Readonly<Record<string, string>> = {
  fetch: '--upload-pack=git-upload-pack',
  pull: '--upload-pack=git-upload-pack',
  clone: '--upload-pack=git-upload-pack',
  'ls-remote': '--upload-pack=git-upload-pack',
  push: '--receive-pack=git-receive-pack',
};

/** `args` with the remote program named after the subcommand, for the commands that reach a remote. */
export function withRemotePrograms(args: readonly string[]): string[] {
  const flag = REMOTE_PROGRAMS[args[0] ?? ''];
  return flag ? [args[0]!, flag, ...args.slice(1)] : [...args];
}

function request(root: string, args: readonly string[], env: Record<string, string>, options: GitRunOptions): ProgramRequest {
  return {
    command: 'git',
    args: ['-C', root, ...withRemotePrograms(args)],
    cwd: root,
    allowEnv: GIT_ENV_NAMES,
    env,
    ...(options.input !== undefined ? { input: options.input } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.maxOutputBytes !== undefined ? { maxOutputBytes: options.maxOutputBytes } : {}),
  };
}

const LIST = ['config', '--list', '-z'];
const ORIGIN_LIST = ['config', '--list', '-z', '--show-origin'];

/** The guard last worked out for a repository, and the state of the files it was read from. */
interface CachedGuard {
  config: [string, string][];
  stamp: string;
  files: string[];
}
const guards = new Map<string, CachedGuard>();
/** The listing under way for a repository: commands that only read, started meanwhile, wait for it. */
const listings = new Map<string, Promise<[string, string][] | ProgramResult>>();

function statStamp(path: string): string {
  try {
    const s = statSync(path);
    return `${s.ino}:${s.size}:${s.mtimeMs}`;
  } catch {
    return '-';
  }
}

/**
 * What decides the configuration now: every file it was read from or includes (there or not yet),
 * and HEAD (an `includeIf "onbranch:..."` follows the branch). The same stamp, the same configuration.
 */
function stampOf(root: string, files: readonly string[]): string {
  const head = join(root, '.git', 'HEAD');
  return [...files, head].map((f) => `${f}=${statStamp(resolve(root, f))}`).join('\n');
}

function remember(root: string, entries: readonly OriginEntry[]): [string, string][] {
  const config = guardConfig(entries, root);
  const files = configFiles(entries, process.env.HOME);
  guards.set(root, { config, files, stamp: stampOf(root, files) });
  return config;
}

/** The first git that reads GIT_CONFIG_COUNT: an older one would run every command without the guard. */
export const MIN_GIT_VERSION = [2, 31] as const;

/**
 * The configuration is listed with this entry given through GIT_CONFIG_COUNT, its value this
 * process's own: a git that reads GIT_CONFIG_COUNT lists it as from the command line, and one that
 * does not (before 2.31, or a wrapper that drops the variables) would run every command without the
 * guard. The capability is what is checked, in the listing's own process, not a version number.
 */
export const GUARD_PROBE: readonly [string, string] = ['sweep.guardprobe', randomBytes(12).toString('hex')];

/** A listing's entries less the probe, or undefined when git did not list the probe (it ignored GIT_CONFIG_COUNT). */
export function withoutProbe(entries: readonly OriginEntry[], probe: readonly [string, string] = GUARD_PROBE): OriginEntry[] | undefined {
  const at = entries.findIndex((e) => e.origin === 'command line:' && e.key.toLowerCase() === probe[0] && e.value === probe[1]);
  return at === -1 ? undefined : entries.filter((_, i) => i !== at);
}

/** Once a git did not read GIT_CONFIG_COUNT: the failed answer every git command of this process gets. */
let refusal: ProgramResult | undefined;
let refusing: Promise<ProgramResult> | undefined;

/** The refusal, with what `git --version` said (asked only then, for the message). */
function refusalOf(answer: ProgramResult): ProgramResult {
  const text = answer.status === 0 ? answer.stdout.toString('utf8').trim() : '';
  return { ...answer, status: 1, stderr: Buffer.from(`Sweep needs git ${MIN_GIT_VERSION.join('.')} or later (its commands get their configuration through GIT_CONFIG_COUNT, which this git did not read); found: ${text || 'no git version'}`) };
}

const versionRequest = (root: string) => request(root, ['--version'], gitEnv({ readOnly: true }, []), {});

function refuseAsync(root: string): Promise<ProgramResult> {
  if (refusal) return Promise.resolve(refusal);
  refusing ??= runProgram(versionRequest(root)).then((answer) => (refusal ??= refusalOf(answer)));
  return refusing;
}

function refuseSync(root: string): ProgramResult {
  refusal ??= refusalOf(runProgramSync(versionRequest(root)));
  return refusal;
}

/** The listing's request: the configuration with its origins, the probe given through GIT_CONFIG_COUNT. */
function listingRequest(root: string): ProgramRequest {
  return request(root, ORIGIN_LIST, gitEnv({ readOnly: true }, [GUARD_PROBE]), {});
}

/** The guard a listing gives (remembered), or why none: the failed listing, or the probe missing. */
function guardOfListing(root: string, listed: ProgramResult): [string, string][] | 'refused' | ProgramResult {
  if (listed.status !== 0) return listed;
  const entries = withoutProbe(parseOriginList(listed.stdout.toString('utf8')));
  return entries ? remember(root, entries) : 'refused';
}

/**
 * The guard of a command in `root`, or the failed listing. A command that only reads takes the guard
 * worked out before while none of the files the configuration comes from has changed, or the one a
 * listing under way will give (a warm search runs several git commands; listing the configuration
 * for each cost a process each); any other command lists the configuration afresh. Listing it runs
 * nothing the guard stops (no hook, no fsmonitor), and nothing else runs before it is in.
 */
async function guardFor(root: string, reuse: boolean): Promise<[string, string][] | ProgramResult> {
  if (refusal) return refusal;
  const cached = guards.get(root);
  if (reuse && cached && stampOf(root, cached.files) === cached.stamp) return cached.config;
  // Commands started together (a warm search starts three) share the listing under way.
  return (reuse ? listings.get(root) : undefined) ?? listConfig(root);
}

/** Lists the configuration (the guard it gives is remembered); commands that only read may share it while under way. */
function listConfig(root: string): Promise<[string, string][] | ProgramResult> {
  const listing = runProgram(listingRequest(root)).then((listed) => {
    const guard = guardOfListing(root, listed);
    return guard === 'refused' ? refuseAsync(root) : guard;
  });
  listings.set(root, listing);
  const forget = () => {
    if (listings.get(root) === listing) listings.delete(root);
  };
  listing.then(forget, forget);
  return listing;
}

function guardForSync(root: string, reuse: boolean): [string, string][] | ProgramResult {
  if (refusal) return refusal;
  const cached = guards.get(root);
  if (reuse && cached && stampOf(root, cached.files) === cached.stamp) return cached.config;
  const guard = guardOfListing(root, runProgramSync(listingRequest(root)));
  return guard === 'refused' ? refuseSync(root) : guard;
}

/**
 * Runs git in `root` through the door; resolves whatever its status (the caller judges it). When the
 * configuration cannot be read (a damaged `.git/config`), nothing is run: the answer is that failure.
 */
export async function runGit(root: string, args: readonly string[], options: GitRunOptions = {}): Promise<ProgramResult> {
  checkConfig(options.config ?? []);
  const guard = await guardFor(root, options.readOnly === true);
  if (!Array.isArray(guard)) return guard;
  return runProgram(request(root, args, gitEnv(options, guard), options));
}

/** `runGit`, synchronously. */
export function runGitSync(root: string, args: readonly string[], options: GitRunOptions = {}): ProgramResult {
  checkConfig(options.config ?? []);
  const guard = guardForSync(root, options.readOnly === true);
  if (!Array.isArray(guard)) return guard;
  return runProgramSync(request(root, args, gitEnv(options, guard), options));
}

/** The last lines of a failed command's stderr (or why it ended), for an error message. */
export function failureText(result: ProgramResult): string {
  if (result.timedOut) return 'it took too long and was stopped';
  if (result.overflowed) return 'its output was too large';
  const text = result.stderr.toString('utf8').trim();
  return text ? text.split('\n').slice(-3).join(' ') : `it ended with ${result.signal ?? `status ${result.status}`}`;
}

/** A failed read: git's own message in `stderr`. */
export class GitReadError extends Error {
  override name = 'GitReadError';
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

function checked(args: readonly string[], result: ProgramResult): Buffer {
  if (result.status === 0) return result.stdout;
  throw new GitReadError(`git ${args[0] ?? ''} failed: ${failureText(result)}`, result.stderr.toString('utf8'));
}

/** A git command's output; throws `GitReadError` when it fails. */
export async function gitOutput(root: string, args: readonly string[], options: GitRunOptions = {}): Promise<Buffer> {
  return checked(args, await runGit(root, args, options));
}

/** `gitOutput`, synchronously. */
export function gitOutputSync(root: string, args: readonly string[], options: GitRunOptions = {}): Buffer {
  return checked(args, runGitSync(root, args, options));
}

/**
 * The text of a git command that only reads (no optional lock taken unless `refresh`: `status` may
 * then write back the file stats it re-checked); throws `GitReadError` when it fails.
 */
export async function readGit(root: string, args: readonly string[], options: { maxOutputBytes?: number; refresh?: boolean } = {}): Promise<string> {
  return (await gitOutput(root, args, { readOnly: !options.refresh, ...(options.maxOutputBytes !== undefined ? { maxOutputBytes: options.maxOutputBytes } : {}) })).toString('utf8');
}

/**
 * The folder inside `root` (relative, `/`-separated) where the repository's configuration tells git
 * to look for hooks (`core.hooksPath`, e.g. husky's `.husky/_`), or undefined.
 */
export function configuredHooksFolder(root: string): string | undefined {
  try {
    const bare = gitEnv({ readOnly: true }, []);
    const list = runProgramSync(request(root, LIST, bare, {}));
    if (list.status !== 0) return undefined;
    const text = list.stdout.toString('utf8');
    if (configValue(text, 'core.hookspath') === undefined) return undefined;
    const top = runProgramSync(request(root, ['rev-parse', '--show-toplevel'], bare, {}));
    return hooksFolderOf(text, root, top.status === 0 ? top.stdout.toString('utf8').trim() : root);
  } catch {
    return undefined;
  }
}
