/**
 * One run of the test user at a time on a machine. After each run every process the test user has
 * is killed (sandbox.ts): two runs at once (two runners on one host, two Sweep jobs in one
 * container) would end each other's tests. The lock is a file created exclusively in a folder only
 * this process's user can write (`sweep-action-<uid>` in the temporary folder, mode 700, checked to
 * be its own): the test user, whose tests could otherwise plant a lock that never goes, cannot
 * reach it. A lock whose holder has ended is taken over.
 */
import { linkSync, lstatSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How often a run waiting for the lock looks again. */
export const LOCK_POLL_MS = 100;
const LOCK_FILE = 'test-user.lock';

export interface LockOptions {
  /** The folder the lock is made in (default: `sweep-action-<uid>` in the temporary folder). */
  dir?: string;
  /** This process's pid (written in the lock). */
  pid?: number;
  /** Whether a process is running. */
  alive?: (pid: number) => boolean;
  /** Waits before looking again. */
  wait?: (ms: number) => Promise<void>;
  /** Stops waiting (the run's time limit came): the lock is then not taken. */
  signal?: AbortSignal;
}

/** The default lock folder: this user's, not writable by anyone else. */
export function lockDir(): string {
  return join(tmpdir(), `sweep-action-${process.getuid?.() ?? 'user'}`);
}

/** Whether a process of that id runs (one owned by someone else counts). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Makes `dir` if missing; throws unless it is a folder of this user that no one else can write. */
function ownFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = lstatSync(dir);
  const uid = process.getuid?.();
  if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid) || (stat.mode & 0o022) !== 0) {
    throw new Error(`${dir} is not a folder only this user can write: the test user's runs cannot be kept apart`);
  }
}

/**
 * Takes the lock, waiting while another live process holds it; gives its release, or undefined when
 * `signal` aborted the wait.
 */
export async function lockTestUser(options: LockOptions = {}): Promise<(() => void) | undefined> {
  const dir = options.dir ?? lockDir();
  const pid = options.pid ?? process.pid;
  const alive = options.alive ?? processAlive;
  const wait = options.wait ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  ownFolder(dir);
  const path = join(dir, LOCK_FILE);
  for (;;) {
    if (options.signal?.aborted) return undefined;
    // Written whole beside it, then linked into place: a lock file never exists without its pid.
    const mine = `${path}.${pid}`;
    writeFileSync(mine, String(pid), { mode: 0o600 });
    let taken = false;
    try {
      linkSync(mine, path);
      taken = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(mine);
    }
    if (taken) {
      return () => {
        try {
          if (readFileSync(path, 'utf8') === String(pid)) unlinkSync(path);
        } catch {
          // Already gone.
        }
      };
    }
    const holder = holderOf(path);
    if (holder === undefined || (holder !== pid && !alive(holder))) {
      // Left by a process that ended (or not a lock this program wrote): taken over.
      try {
        unlinkSync(path);
      } catch {
        // Another waiter took it over first.
      }
      continue;
    }
    await wait(LOCK_POLL_MS);
  }
}

/** The pid a lock file names, or undefined when it names none. */
function holderOf(path: string): number | undefined {
  try {
    const text = readFileSync(path, 'utf8');
    return /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : undefined;
  } catch {
    return undefined;
  }
}
