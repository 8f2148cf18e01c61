/**
 * Where the repository's test command runs. The Action's process holds its tokens in its
 * environment, and any program of the same user can read `/proc/<pid>/environ` of its ancestors:
 * so the command runs as another, unprivileged user (`sweep-test`, created when missing) where the
 * runner allows it: as root (a container job) Sweep starts it with that user's ids; with
 * passwordless sudo (GitHub-hosted runners) through `sudo -n -u`. That user owns only the copy of the
 * checkout the tests run in, and every process it left behind is killed after each run (so runs of
 * that user on one machine take turns: user-lock.ts). Where
 * neither is possible (a self-hosted runner without sudo, macOS, Windows), or `test_isolation` is
 * `none`, the command runs as the runner's own user, and the log says what it can reach.
 *
 * Every program here starts through the one door (repo/programs.ts).
 */
import { tmpdir } from 'node:os';
import { realSchedule, runProgram, type ProgramRequest, type ProgramResult, type Schedule } from '../repo/programs.js';
import { lockTestUser } from './user-lock.js';

export type IsolationSetting = 'auto' | 'user' | 'none';
export const ISOLATION_SETTINGS: readonly IsolationSetting[] = ['auto', 'user', 'none'];
/** The unprivileged account the tests run as. */
export const TEST_USER = 'sweep-test';

export interface Sandbox {
  kind: 'user' | 'none';
  /** How the command runs, and what it can reach: for the log and the pull request. */
  describe: string;
  /** Makes `dir` (the copy and its home) the test user's. */
  own(dir: string): Promise<void>;
  /**
   * Runs `script` with `/bin/sh -c` in `cwd` with exactly `env`; `timeoutMs` ends it (and all it
   * started), its timer started by `schedule` (the real clock's by default).
   */
  run(script: string, cwd: string, env: Record<string, string>, timeoutMs: number, maxOutputBytes: number, schedule?: Schedule): Promise<ProgramResult>;
  /** Removes `dir` (the copy), whoever owns its files now. */
  remove(dir: string): Promise<void>;
}

/** What the process may do to run as another user. */
export interface Privileges {
  platform: NodeJS.Platform;
  /** The process's uid (undefined on Windows). */
  uid: number | undefined;
  /** `sudo -n` works without a password. */
  sudo: () => Promise<boolean>;
}

export class IsolationUnavailable extends Error {
  override name = 'IsolationUnavailable';
}

const SHELL = '/bin/sh';
/** Where the sandbox's own commands (id, useradd, chown, rm) run: they read no file of the repository. */
const ROOT = tmpdir();

async function ok(request: Omit<ProgramRequest, 'cwd'>): Promise<ProgramResult> {
  return runProgram({ cwd: ROOT, timeoutMs: 60_000, maxOutputBytes: 1 << 20, ...request });
}

async function must(request: Omit<ProgramRequest, 'cwd'>, what: string): Promise<string> {
  const result = await ok(request);
  if (result.status !== 0) throw new IsolationUnavailable(`${what} failed: ${result.stderr.toString('utf8').trim().split('\n').slice(-2).join(' ') || `status ${result.status}`}`);
  return result.stdout.toString('utf8').trim();
}

/** A command run with the privileges to manage users and files: as it is when root, else through sudo. */
function privileged(asRoot: boolean, args: readonly string[]): Omit<ProgramRequest, 'cwd'> {
  return asRoot ? { command: args[0]!, args: args.slice(1) } : { command: 'sudo', args: ['-n', ...args] };
}

/** The test user's uid and gid, creating the user when it does not exist. */
async function testUser(asRoot: boolean): Promise<{ uid: number; gid: number }> {
  const exists = await ok({ command: 'id', args: ['-u', TEST_USER] });
  if (exists.status !== 0) {
    await must(privileged(asRoot, ['useradd', '--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', TEST_USER]), `creating the user ${TEST_USER}`);
  }
  const uid = Number(await must({ command: 'id', args: ['-u', TEST_USER] }, `looking up ${TEST_USER}`));
  const gid = Number(await must({ command: 'id', args: ['-g', TEST_USER] }, `looking up ${TEST_USER}'s group`));
  if (!Number.isInteger(uid) || uid === 0 || !Number.isInteger(gid)) throw new IsolationUnavailable(`${TEST_USER} has uid ${uid}: not an unprivileged user`);
  return { uid, gid };
}

function exposure(kind: 'user' | 'none', why: string): string {
  return kind === 'user'
    ? `The test command runs as the unprivileged user ${TEST_USER} on a copy of the checkout it owns: it cannot read the Action's process (whose environment holds github-token and the model's key), and the checkout's git credentials are taken out of git's configuration while it runs.`
    : `The test command runs as the runner's own user (${why}): its environment holds no token or key and the checkout's git credentials are taken out of git's configuration while it runs, but it can read /proc/<pid>/environ of the Action's process, which holds github-token and the model's key as inputs. Use test_isolation: user on a Linux runner that is root or has passwordless sudo.`;
}

/** The runner's own user: the door's process group kill ends the command and what it started. */
function sameUser(why: string): Sandbox {
  return {
    kind: 'none',
    describe: exposure('none', why),
    own: async () => undefined,
    run: (script, cwd, env, timeoutMs, maxOutputBytes, schedule) =>
      runProgram({ command: SHELL, args: ['-c', script], cwd, env, sourceEnv: {}, timeoutMs, maxOutputBytes, overflow: 'tail', ...(schedule ? { schedule } : {}) }),
    remove: async (dir) => {
      await ok({ command: 'rm', args: ['-rf', '--', dir] });
    },
  };
}

/** Another user: started with its ids (as root) or through sudo; every process it has is killed after a run. */
function otherUser(asRoot: boolean, ids: { uid: number; gid: number }): Sandbox {
  const asUser = (command: string, args: string[]): Omit<ProgramRequest, 'cwd'> =>
    asRoot ? { command, args, uid: ids.uid, gid: ids.gid } : { command: 'sudo', args: ['-n', '-u', TEST_USER, '--', command, ...args] };
  // `kill -1` as that user signals every process the user has: the tests' servers and children too.
  const killAll = async () => {
    await ok(asUser('kill', ['-KILL', '-1']));
  };
  return {
    kind: 'user',
    describe: exposure('user', ''),
    own: async (dir) => {
      await must(privileged(asRoot, ['chown', '-R', `${ids.uid}:${ids.gid}`, '--', dir]), `giving ${dir} to ${TEST_USER}`);
    },
    run: async (script, cwd, env, timeoutMs, maxOutputBytes, schedule = realSchedule) => {
      // The environment is given whole on the command line of `env -i` through sudo, which would
      // otherwise make its own; as root it is the spawned process's own.
      const pairs = Object.entries(env).map(([k, v]) => `${k}=${v}`);
      const request = asRoot
        ? { command: SHELL, args: ['-c', script], uid: ids.uid, gid: ids.gid, env, sourceEnv: {} }
        : { command: 'sudo', args: ['-n', '-u', TEST_USER, '--', 'env', '-i', ...pairs, SHELL, '-c', script] };
      let timedOut = false;
      let running = false;
      const waiting = new AbortController();
      // The door cannot kill another user's processes: the limit kills them as that user. The time
      // spent waiting for another run of the test user on this machine counts.
      const cancelTimer = schedule(() => {
        timedOut = true;
        waiting.abort();
        if (running) void killAll();
      }, timeoutMs);
      const release = await lockTestUser({ signal: waiting.signal });
      if (!release) {
        cancelTimer();
        const why = `another run of ${TEST_USER}'s tests on this machine did not end before the time limit`;
        return { status: null, signal: null, stdout: Buffer.alloc(0), stderr: Buffer.from(why), timedOut: true, droppedBytes: 0, overflowed: false };
      }
      running = true;
      try {
        const result = await runProgram({ ...request, cwd, maxOutputBytes, overflow: 'tail' });
        return { ...result, timedOut: result.timedOut || timedOut };
      } finally {
        cancelTimer();
        await killAll();
        release();
      }
    },
    remove: async (dir) => {
      await ok(privileged(asRoot, ['rm', '-rf', '--', dir]));
    },
  };
}

/**
 * The sandbox `setting` asks for: `user` fails when another user is not possible, `none` runs as
 * the runner's user, `auto` takes another user when possible and says why not otherwise.
 */
export async function openSandbox(setting: IsolationSetting, privileges: Privileges): Promise<Sandbox> {
  if (setting === 'none') return sameUser('test_isolation: none');
  let why: string;
  if (privileges.platform !== 'linux') why = `another user is only set up on Linux, not ${privileges.platform}`;
  else {
    const asRoot = privileges.uid === 0;
    if (asRoot || (await privileges.sudo())) {
      try {
        return otherUser(asRoot, await testUser(asRoot));
      } catch (error) {
        why = (error as Error).message;
      }
    } else why = 'the runner is not root and has no passwordless sudo';
  }
  if (setting === 'user') throw new IsolationUnavailable(`test_isolation is user, but the tests cannot run as another user: ${why}`);
  return sameUser(why);
}

/** The privileges of this process. */
export function processPrivileges(): Privileges {
  return {
    platform: process.platform,
    uid: process.getuid?.(),
    sudo: async () => (await ok({ command: 'sudo', args: ['-n', 'true'], timeoutMs: 10_000 }).catch(() => undefined))?.status === 0,
  };
}
