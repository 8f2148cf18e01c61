/**
 * Running the CLI's bundle with the code V8 compiled for it in an earlier run (its code cache), so a
 * warm command does not parse and compile its 800 KB again. The cache is keyed by the bundle's
 * content hash, the Node.js version and architecture, and the command (each command compiles other
 * functions), and written by a run of the command that succeeded; V8 refuses a cache made for
 * another build of itself and the file is then written anew. The newest few bundles keep theirs.
 * A cache file is only read when it belongs to the user running the CLI and nobody else may write
 * it: its contents are code. It starts with the SHA-256 of the rest: V8 does not check what it is
 * given (a damaged byte can crash the process or run wrong code), so a file whose digest does not
 * match is not used and is written anew. `SWEEP_CODE_CACHE=0` turns it off.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

/** Bytes of the digest a cache file starts with. */
const DIGEST_BYTES = 32;
/** A cache file larger than this is not one this program wrote. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
/** A command as a cache file names it. */
const COMMAND_NAME = '[a-z][a-z0-9-]{0,31}';
const COMMAND = new RegExp(`^${COMMAND_NAME}$`);
/** A cache file's name: Node.js version and architecture, bundle hash, command. */
const CACHE_FILE = new RegExp(`^(v[\\w.-]+-\\w+)-([0-9a-f]{24})-(${COMMAND_NAME})\\.bin$`);

/** The folder of code caches, beside the per-repository index folders. */
export function codeCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.SWEEP_CACHE_DIR || env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'sweep-action', 'code');
}

/** The cache file's name for this bundle, Node.js and command (an unknown command shares `other`). */
export function codeCacheName(bundle: Uint8Array, command: string, version: string = process.version, arch: string = process.arch): string {
  const hash = createHash('sha256').update(bundle).digest('hex').slice(0, 24);
  return `${version}-${arch}-${hash}-${COMMAND.test(command) ? command : 'other'}.bin`;
}

/**
 * Whether a file with these stats may be trusted with code: a regular file of the user running this
 * process that no other user may write, of a sane size. Where there are no user ids (Windows), the
 * folder's own permissions decide.
 */
export function trustedCacheFile(stats: Pick<Stats, 'isFile' | 'uid' | 'mode' | 'size'>, uid: number | null = process.getuid?.() ?? null): boolean {
  if (!stats.isFile() || stats.size === 0 || stats.size > MAX_CACHE_BYTES) return false;
  if (uid === null) return true;
  return stats.uid === uid && (stats.mode & 0o022) === 0;
}

/** The SHA-256 of `data`. */
function digestOf(data: Uint8Array): Buffer {
  return createHash('sha256').update(data).digest();
}

/** The code a cache file's bytes hold, when they start with its digest. */
export function verifiedCode(bytes: Buffer): Buffer | undefined {
  if (bytes.length <= DIGEST_BYTES) return undefined;
  const code = bytes.subarray(DIGEST_BYTES);
  return digestOf(code).equals(bytes.subarray(0, DIGEST_BYTES)) ? code : undefined;
}

/** The cache file's code, or undefined when it is missing, not to be trusted, or damaged. */
export function readCodeCache(file: string): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    // Checked on the open file: what is read is what was checked.
    return trustedCacheFile(fstatSync(fd)) ? verifiedCode(readFileSync(fd)) : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * Bundles kept per Node.js, architecture and command: two versions of the CLI used in turn (an
 * upgrade tried beside the old one, a benchmark comparing builds) each keep their code instead of
 * replacing each other's at every run, and upgrades do not pile up.
 */
export const KEPT_BUNDLES = 3;

/**
 * Writes the cache file (the code after its digest) whole or not at all (a temporary file renamed), readable by its owner only,
 * and removes the files of older bundles for the same Node.js and command past the newest
 * `KEPT_BUNDLES` (this one included).
 */
export function writeCodeCache(file: string, data: Uint8Array): void {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temp, Buffer.concat([digestOf(data), data]), { mode: 0o600, flag: 'wx' });
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  const others = sameRun(basename(file), readdirSync(dir)).flatMap((name) => {
    try {
      return [{ name, mtimeMs: statSync(join(dir, name)).mtimeMs }];
    } catch {
      return [];
    }
  });
  for (const name of supersededBy(basename(file), others)) rmSync(join(dir, name), { force: true });
}

/** Among `names`, the cache files of other bundles for the same Node.js, architecture and command as `name`. */
export function sameRun(name: string, names: readonly string[]): string[] {
  const parts = CACHE_FILE.exec(name);
  if (!parts) return [];
  return names.filter((other) => {
    const o = CACHE_FILE.exec(other);
    return o !== null && other !== name && o[1] === parts[1] && o[3] === parts[3];
  });
}

/**
 * Of the cache files `others` (with their modification times), those that `name`, just written,
 * leaves out of the newest `keep`: the oldest first to go, ties by name.
 */
export function supersededBy(name: string, others: readonly { name: string; mtimeMs: number }[], keep: number = KEPT_BUNDLES): string[] {
  const same = new Set(sameRun(name, others.map((o) => o.name)));
  const older = others.filter((o) => same.has(o.name)).sort((a, b) => b.mtimeMs - a.mtimeMs || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return older.slice(Math.max(0, keep - 1)).map((o) => o.name);
}

/** Whether a run's compiled code is worth keeping: a run that succeeded, not one asking for help. */
export function keepsCode(exitCode: number, args: readonly string[]): boolean {
  return exitCode === 0 && !args.some((a) => a === '--help' || a === '-h');
}

/**
 * Runs `file`, a bundle made into a script by the build (one async function taking `require`, the
 * module URL the bundle was written for and a function importing a module by URL, with which it
 * loads its chunks), through V8's code cache; resolves when it does.
 */
export async function runBundle(file: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const bytes = readFileSync(file);
  const cacheFile = env.SWEEP_CODE_CACHE === '0' ? undefined : join(codeCacheDir(env), codeCacheName(bytes, args[0] ?? ''));
  const cachedData = cacheFile ? readCodeCache(cacheFile) : undefined;
  const script = new vm.Script(bytes.toString('utf8'), { filename: file, ...(cachedData ? { cachedData } : {}) });
  if (cacheFile && (!cachedData || script.cachedDataRejected)) {
    // Made as the process ends, so the cache holds every function this command compiled.
    process.once('exit', (code) => {
      if (!keepsCode(code, args)) return;
      try {
        writeCodeCache(cacheFile, script.createCachedData());
      } catch {
        // No cache this time (a read-only home, a full disk): the next run compiles again.
      }
    });
  }
  const start = script.runInThisContext() as (require: NodeJS.Require, moduleUrl: string, load: (url: string) => Promise<unknown>) => Promise<void>;
  // The bundler leaves this import() as it is: Node.js loads the chunk.
  await start(createRequire(file), pathToFileURL(file).href, (url) => import(/* webpackIgnore: true */ url));
}
