/**
 * The one door for starting a program: every git command and every other program Sweep runs is
 * started here, never with a shell, and
 * - gets an allow-listed environment (`programEnv`): no token, no key, no `INPUT_*`, no `ACTIONS_*`
 *   and no `GIT_*` variable of the parent reaches it; what a caller must give it (push credentials
 *   for one command, git's own switches) is passed explicitly;
 * - is found on a PATH without the folders of the repository (a `node_modules/.bin`, a virtualenv or
 *   a relative entry an earlier step added), by its absolute path, so a file the model wrote can
 *   never be started in its place;
 * - is given a time limit (or a signal that stops it), after which its whole process group is killed
 *   (with `killTree`, every program it started in a group of its own too), and keeps at most
 *   `maxOutputBytes` of each output stream: beyond it the command fails (`overflow: 'fail'`, the
 *   default) or only the last bytes are kept (`overflow: 'tail'`), so a program printing gigabytes
 *   costs no memory.
 * git commands get their safety from git-guard.ts (hooks and the configuration that runs programs
 * off, whatever the checkout's `.git/config` says) through `runGit`/`runGitSync` in git-run.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, posix, relative, sep, win32 } from 'node:path';
import { descendantsOf, parentFromStat, tableFromPs } from './process-tree.js';

/** Variables every program may see: where it runs and how it prints, nothing that authenticates. */
export const BASE_ENV_NAMES: readonly string[] = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'LANG',
  'LANGUAGE',
  'TZ',
  'TMPDIR',
  'TMP',
  'TEMP',
  // Windows needs these to start anything at all.
  'SYSTEMROOT',
  'SYSTEMDRIVE',
  'WINDIR',
  'COMSPEC',
  'PATHEXT',
  'USERPROFILE',
  'HOMEDRIVE',
  'HOMEPATH',
  'APPDATA',
  'LOCALAPPDATA',
  'PROGRAMDATA',
  'PROGRAMFILES',
  'PROGRAMFILES(X86)',
];
/** Variables git needs besides: where its global configuration is, proxies and certificate authorities. */
export const GIT_ENV_NAMES: readonly string[] = [
  'XDG_CONFIG_HOME',
  'GIT_CONFIG_NOSYSTEM',
  'GIT_CONFIG_GLOBAL',
  'GIT_CONFIG_SYSTEM',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'ALL_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'all_proxy',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'GIT_SSL_CAINFO',
  'GIT_SSL_CAPATH',
  'CURL_CA_BUNDLE',
  'SSH_AUTH_SOCK',
];
/** `LC_*` locale variables pass with the base set. */
const LOCALE = /^LC_[A-Z]+$/;
/**
 * Names that never pass, whatever a caller allows: credentials of the runner and of the Action
 * (`ACTIONS_RUNTIME_TOKEN`, `ACTIONS_ID_TOKEN_REQUEST_*`, `ACTIONS_CACHE_URL`, `INPUT_GITHUB-TOKEN`,
 * `INPUT_OPENAI-API-KEY`, ...), git's own variables (which redirect it to another repository,
 * configuration or program).
 */
const NEVER = /^(?:INPUT_|ACTIONS_|GITHUB_TOKEN$|GH_TOKEN$|GIT_(?!CONFIG_NOSYSTEM$|CONFIG_GLOBAL$|CONFIG_SYSTEM$|SSL_CAINFO$|SSL_CAPATH$))/i;

/** True when `name` may never reach a program Sweep starts. */
export function isForbiddenEnvName(name: string): boolean {
  return NEVER.test(name);
}

/**
 * The environment of a program: the allow-listed names (`BASE_ENV_NAMES`, `LC_*` and `allow`) that
 * `source` holds, except any `isForbiddenEnvName` refuses, then `extra` as given. PATH loses every
 * entry inside one of `exclude` (and every relative entry). Names are compared without case on
 * Windows, where the environment ignores it.
 */
export function programEnv(options: { source?: NodeJS.ProcessEnv; allow?: readonly string[]; extra?: Readonly<Record<string, string>>; exclude?: readonly string[]; windows?: boolean } = {}): Record<string, string> {
  const source = options.source ?? process.env;
  const windows = options.windows ?? process.platform === 'win32';
  const norm = (name: string) => (windows ? name.toUpperCase() : name);
  const allowed = new Set([...BASE_ENV_NAMES, ...(options.allow ?? [])].map(norm));
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined || isForbiddenEnvName(name)) continue;
    if (!allowed.has(norm(name)) && !LOCALE.test(name)) continue;
    env[name] = norm(name) === 'PATH' ? safePath(value, options.exclude ?? [], windows) : value;
  }
  return { ...env, ...options.extra };
}

/** True when `path` is `folder` or lies inside it (both absolute). */
export function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Real paths of PATH entries and excluded folders, once per process (every program started asks again). */
const realPaths = new Map<string, string>();

function realOrSame(path: string): string {
  let real = realPaths.get(path);
  if (real === undefined) {
    try {
      real = realpathSync(path);
    } catch {
      real = path;
    }
    realPaths.set(path, real);
  }
  return real;
}

/** PATH without relative entries and without entries inside any of `exclude` (compared by real path too). */
export function safePath(value: string, exclude: readonly string[], windows = process.platform === 'win32'): string {
  const paths = windows ? win32 : posix;
  // The file system's root holds every folder: it excludes nothing by itself.
  const folders = exclude.flatMap((f) => [paths.resolve(f), realOrSame(paths.resolve(f))]).filter((f) => paths.dirname(f) !== f);
  const inside = (path: string, folder: string) => {
    const rel = paths.relative(folder, path);
    return rel === '' || (!rel.startsWith('..') && !paths.isAbsolute(rel));
  };
  return value
    .split(paths.delimiter)
    .filter((entry) => {
      if (!entry || !paths.isAbsolute(entry)) return false;
      const real = realOrSame(entry);
      return !folders.some((f) => inside(paths.resolve(entry), f) || inside(real, f));
    })
    .join(paths.delimiter);
}

export class ProgramNotFound extends Error {
  override name = 'ProgramNotFound';
}

const resolved = new Map<string, string>();

/**
 * The absolute path of `name` on `pathValue` (an absolute `name` is taken as it is). Windows tries
 * PATHEXT's extensions; the current folder is never searched.
 */
export function findProgram(name: string, pathValue: string, windows = process.platform === 'win32', pathExt = process.env.PATHEXT ?? '.COM;.EXE;.BAT;.CMD'): string {
  if (isAbsolute(name)) return name;
  if (name.includes('/') || name.includes(sep)) throw new ProgramNotFound(`'${name}' is a relative path: programs are started by name or absolute path only`);
  const key = `${name}\0${pathValue}`;
  const known = resolved.get(key);
  if (known) return known;
  const extensions = windows ? ['', ...pathExt.split(';').filter(Boolean)] : [''];
  for (const folder of pathValue.split(windows ? ';' : delimiter)) {
    if (!folder || !isAbsolute(folder)) continue;
    for (const ext of extensions) {
      const candidate = join(folder, name + ext);
      try {
        if (!statSync(candidate).isFile()) continue;
        if (!windows) accessSync(candidate, constants.X_OK);
      } catch {
        continue;
      }
      resolved.set(key, candidate);
      return candidate;
    }
  }
  throw new ProgramNotFound(`'${name}' was not found on PATH`);
}

/** Calls `fire` once `ms` milliseconds have passed; the returned function cancels it. */
export type Schedule = (fire: () => void, ms: number) => () => void;

/** The real clock's `Schedule`. */
export const realSchedule: Schedule = (fire, ms) => {
  const timer = setTimeout(fire, ms);
  return () => clearTimeout(timer);
};

export interface ProgramRequest {
  /** A program name (looked up on the safe PATH) or an absolute path. */
  command: string;
  args: readonly string[];
  cwd: string;
  /** Written to the program's standard input, which is then closed. */
  input?: string | Uint8Array;
  /** Names of the parent's environment to pass besides the base set (never a forbidden one). */
  allowEnv?: readonly string[];
  /** Variables given as they are (after the allow-list): what the caller vetted for this command. */
  env?: Readonly<Record<string, string>>;
  /** Folders whose PATH entries are dropped; the working folder always is. */
  untrusted?: readonly string[];
  /** Milliseconds before the process group is killed; none by default. */
  timeoutMs?: number;
  /** Starts the time limit's timer (a test gives one it fires itself); `setTimeout` by default. */
  schedule?: Schedule;
  /** Stops the program when aborted, as the time limit does. */
  signal?: AbortSignal;
  /**
   * When the program is stopped, also kill every process it started in a process group of its own
   * (a program that runs programs through this door, such as the CLI itself), not only its group.
   */
  killTree?: boolean;
  /** Called with each piece of the program's stderr as it comes (it is kept as well). */
  onStderr?: (chunk: Buffer) => void;
  /** Bytes kept of each of stdout and stderr (default 256 MiB). */
  maxOutputBytes?: number;
  /** Past `maxOutputBytes`: fail the command (default), or keep the last bytes. */
  overflow?: 'fail' | 'tail';
  /** The parent environment the allow-list reads (default `process.env`). */
  sourceEnv?: NodeJS.ProcessEnv;
  /** Run as this user and group (the process must be root). */
  uid?: number;
  gid?: number;
}

export interface ProgramResult {
  /** The exit code, or null when a signal ended it. */
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: Buffer;
  /** The time limit was reached and the process group killed. */
  timedOut: boolean;
  /** Bytes of stdout and stderr not kept (`overflow: 'tail'`). */
  droppedBytes: number;
  /** The output went past `maxOutputBytes` with `overflow: 'fail'`: the process group was killed. */
  overflowed: boolean;
}

export const DEFAULT_MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

/** The environment and absolute program path of a request. */
export function prepare(request: ProgramRequest): { file: string; env: Record<string, string> } {
  const exclude = [request.cwd, ...(request.untrusted ?? [])];
  const env = programEnv({ ...(request.sourceEnv ? { source: request.sourceEnv } : {}), allow: request.allowEnv ?? [], extra: request.env ?? {}, exclude });
  const pathValue = Object.entries(env).find(([name]) => name.toUpperCase() === 'PATH')?.[1] ?? '';
  return { file: findProgram(request.command, pathValue), env };
}

/** Keeps the first (`fail`) or the last (`tail`) bytes of a stream up to a limit. */
class Bounded {
  private chunks: Buffer[] = [];
  private size = 0;
  dropped = 0;
  constructor(private readonly limit: number) {}
  /** False when the limit was passed (the caller decides what that means). */
  push(chunk: Buffer): boolean {
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (this.size <= this.limit) return true;
    // Keep the last `limit` bytes.
    let excess = this.size - this.limit;
    while (excess > 0 && this.chunks.length) {
      const first = this.chunks[0]!;
      if (first.length <= excess) {
        this.chunks.shift();
        excess -= first.length;
        this.dropped += first.length;
        this.size -= first.length;
      } else {
        this.chunks[0] = first.subarray(excess);
        this.dropped += excess;
        this.size -= excess;
        excess = 0;
      }
    }
    return false;
  }
  get buffer(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** Kills the process group of a detached child (the child alone on Windows). */
function killGroup(pid: number | undefined, fallback: () => void): void {
  if (pid === undefined) return;
  try {
    if (process.platform === 'win32') fallback();
    else process.kill(-pid, 'SIGKILL');
  } catch {
    fallback();
  }
}

/** Process id -> parent id of every process (Linux: /proc; elsewhere: `ps`); empty when neither can be read. */
function processTable(): Map<number, number> {
  if (process.platform === 'linux') {
    const table = new Map<number, number>();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const parent = parentFromStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
        if (parent !== undefined) table.set(Number(name), parent);
      } catch {
        // It ended while the table was read.
      }
    }
    return table;
  }
  try {
    return tableFromPs(runProgramSync({ command: 'ps', args: ['-A', '-o', 'pid=', '-o', 'ppid='], cwd: process.cwd() }).stdout.toString('utf8'));
  } catch {
    return new Map();
  }
}

/** Rounds of looking for processes started while the tree was being stopped. */
const TREE_ROUNDS = 10;

/**
 * Kills the process group of `pid` (a program started detached) and every process below it, each
 * with its own group. The tree is frozen first (SIGSTOP), round by round until no new process turns
 * up, so that nothing in it can start another or be moved out of it before the kill. Windows: `taskkill /T`.
 */
export function killProcessTree(pid: number): void {
  const signal = (target: number, name: NodeJS.Signals) => {
    try {
      process.kill(target, name);
    } catch {
      // Gone already, or not a process group.
    }
  };
  if (process.platform === 'win32') {
    runProgramSync({ command: 'taskkill', args: ['/PID', String(pid), '/T', '/F'], cwd: process.cwd() });
    return;
  }
  signal(-pid, 'SIGSTOP');
  const frozen = new Set<number>();
  for (let round = 0; round < TREE_ROUNDS; round++) {
    const found = descendantsOf(pid, processTable()).filter((p) => !frozen.has(p));
    if (found.length === 0) break;
    for (const p of found) {
      signal(p, 'SIGSTOP');
      frozen.add(p);
    }
  }
  for (const p of frozen) {
    signal(-p, 'SIGKILL');
    signal(p, 'SIGKILL');
  }
  signal(-pid, 'SIGKILL');
  signal(pid, 'SIGKILL');
}

/**
 * Runs a program through the door. Resolves with its status and output whatever the status is;
 * rejects only when it cannot be started (not found, refused).
 */
export function runProgram(request: ProgramRequest): Promise<ProgramResult> {
  let prepared: ReturnType<typeof prepare>;
  try {
    prepared = prepare(request);
  } catch (error) {
    return Promise.reject(error);
  }
  const limit = request.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(prepared.file, [...request.args], {
      cwd: request.cwd,
      env: prepared.env,
      // Its own process group, so that the group (and every child it started) can be killed.
      detached: process.platform !== 'win32',
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
      ...(request.uid !== undefined ? { uid: request.uid } : {}),
      ...(request.gid !== undefined ? { gid: request.gid } : {}),
    });
    const out = new Bounded(limit);
    const err = new Bounded(limit);
    let timedOut = false;
    let overflowed = false;
    const kill = () => {
      if (request.killTree && child.pid !== undefined) killProcessTree(child.pid);
      else killGroup(child.pid, () => child.kill('SIGKILL'));
    };
    const take = (bounded: Bounded) => (chunk: Buffer) => {
      if (bounded.push(chunk) || overflowed) return;
      if (request.overflow !== 'tail') {
        overflowed = true;
        kill();
      }
    };
    child.stdout.on('data', take(out));
    child.stderr.on('data', take(err));
    if (request.onStderr) child.stderr.on('data', request.onStderr);
    const cancelTimer = request.timeoutMs === undefined ? undefined : (request.schedule ?? realSchedule)(() => {
      timedOut = true;
      kill();
    }, request.timeoutMs);
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      kill();
    };
    if (request.signal?.aborted) stop();
    else request.signal?.addEventListener('abort', stop, { once: true });
    const settle = () => {
      cancelTimer?.();
      request.signal?.removeEventListener('abort', stop);
    };
    child.on('error', (error) => {
      settle();
      reject(error);
    });
    child.on('close', (status, signal) => {
      settle();
      // The group may have left children behind after the leader exited.
      if (!timedOut && !overflowed && !stopped && process.platform !== 'win32') killGroup(child.pid, () => undefined);
      resolvePromise({ status, signal, stdout: out.buffer, stderr: err.buffer, timedOut, droppedBytes: out.dropped + err.dropped, overflowed });
    });
    // A program that exits before reading its input must not fail the caller.
    child.stdin.on('error', () => undefined);
    child.stdin.end(request.input === undefined ? undefined : Buffer.from(request.input));
  });
}

/** The same door, synchronously, for the few checks that cannot wait (no process group, the timeout kills the child). */
export function runProgramSync(request: ProgramRequest): ProgramResult {
  const { file, env } = prepare(request);
  const limit = request.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const result = spawnSync(file, [...request.args], {
    cwd: request.cwd,
    env,
    ...(request.input !== undefined ? { input: Buffer.from(request.input) } : {}),
    maxBuffer: limit,
    ...(request.timeoutMs !== undefined ? { timeout: request.timeoutMs, killSignal: 'SIGKILL' as const } : {}),
    windowsHide: true,
    ...(request.uid !== undefined ? { uid: request.uid } : {}),
    ...(request.gid !== undefined ? { gid: request.gid } : {}),
  });
  const errorCode = (result.error as NodeJS.ErrnoException | undefined)?.code;
  if (result.error && errorCode !== 'ETIMEDOUT' && errorCode !== 'ENOBUFS') throw result.error;
  return {
    status: result.status,
    signal: result.signal,
    stdout: result.stdout ?? Buffer.alloc(0),
    stderr: result.stderr ?? Buffer.alloc(0),
    timedOut: errorCode === 'ETIMEDOUT',
    droppedBytes: 0,
    overflowed: errorCode === 'ENOBUFS',
  };
}

/** True when `name` is found on the safe PATH of `cwd`. */
export function hasProgram(name: string, cwd = process.cwd()): boolean {
  try {
    prepare({ command: name, args: [], cwd });
    return true;
  } catch {
    return false;
  }
}

/** The last lines of what a failed program printed, or how it ended. */
export function programFailure(request: Pick<ProgramRequest, 'command' | 'args'>, result: ProgramResult): string {
  const text = result.stderr.toString('utf8').trim().split('\n').slice(-3).join(' ');
  const how = result.timedOut ? 'took too long and was stopped' : result.overflowed ? 'printed too much and was stopped' : `ended with ${result.signal ?? `status ${result.status}`}`;
  return `${request.command} ${request.args.slice(0, 3).join(' ')}${request.args.length > 3 ? ' ...' : ''} ${how}${text ? `: ${text.slice(-400)}` : ''}`;
}

/** Stdout of a program that must succeed; throws `programFailure`'s message otherwise. */
export async function programOutput(request: ProgramRequest): Promise<string> {
  const result = await runProgram(request);
  if (result.status !== 0) throw new Error(programFailure(request, result));
  return result.stdout.toString('utf8');
}

/** Names of the parent's variables that start with `prefix` (a tool's own settings, e.g. `SWEEP_`). */
export function envNamesWithPrefix(prefix: string, source: NodeJS.ProcessEnv = process.env): string[] {
  return Object.keys(source).filter((name) => name.startsWith(prefix));
}
