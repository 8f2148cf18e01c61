/**
 * Where persisted indexes live and how a new one replaces the old: each generation is written into a
 * temporary folder and made current by one rename to `v<version>-<generation>` (readers take the
 * newest), so a reader sees a whole generation or none. Two writers at once both succeed, the newer
 * wins; temporary folders left by a writer that died are removed once stale, and generations older
 * than the current one when a new one is published (a reader that still has their files open keeps
 * reading them). Segments of the previous generation are hard-linked into the next, not copied.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { STORE_VERSION } from './store-format.js';

/** A temporary folder untouched this long belongs to a writer that is gone. */
export const STALE_TEMP_MS = 60 * 60 * 1000;
const TEMP_PREFIX = 'tmp-';
const GENERATION_DIR = /^v(\d+)-([0-9a-z]{1,16}-[0-9a-f]{8})$/;
/** Files of the single-folder stores written before generations (version 9 and older). */
const OLD_FILES = /^index-v\d+\.(?:json|bin|details\.json|tables\.bin|vocab)(?:\..*\.tmp)?$/;
const TIME_DIGITS = 10;

/** A per-repository folder in the user's cache directory (never inside the repository). */
export function defaultCacheDir(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const base = env.SWEEP_CACHE_DIR || env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const key = createHash('sha1').update(resolve(repoRoot)).digest('hex').slice(0, 16);
  return join(base, 'sweep-action', key);
}

/** A new generation's name: the time (so names sort by age), then a random part. */
export function newGeneration(now = Date.now()): string {
  return `${now.toString(36).padStart(TIME_DIGITS, '0')}-${randomBytes(4).toString('hex')}`;
}

export interface Generation {
  name: string;
  path: string;
}

/** The current generation of this store version in `dir`: the newest. */
export async function currentGeneration(dir: string): Promise<Generation | undefined> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return undefined;
  }
  let best: string | undefined;
  for (const name of names) {
    const m = GENERATION_DIR.exec(name);
    if (m && Number(m[1]) === STORE_VERSION && (best === undefined || m[2]! > best)) best = m[2]!;
  }
  return best === undefined ? undefined : { name: best, path: join(dir, `v${STORE_VERSION}-${best}`) };
}

/**
 * Writes a generation with `fill` (given an empty folder) and publishes it by one rename; then
 * removes what it supersedes. Returns the published generation, or undefined when the folder could
 * not be made current (what was written is removed).
 */
export async function publishGeneration(dir: string, name: string, fill: (folder: string) => Promise<void>): Promise<Generation | undefined> {
  await mkdir(dir, { recursive: true });
  const temp = await mkdtemp(join(dir, TEMP_PREFIX));
  const path = join(dir, `v${STORE_VERSION}-${name}`);
  try {
    await fill(temp);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    if ((error as NodeJS.ErrnoException).code === 'ENOTEMPTY' || (error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw error;
  }
  await removeSuperseded(dir);
  return { name, path };
}

/**
 * Removes older generations (any version) than the newest of this version, stale temporary folders
 * and the files of the old single-folder format. Best effort: what cannot be removed now (open
 * elsewhere, gone already) is left for the next writer.
 */
export async function removeSuperseded(dir: string, now = Date.now()): Promise<void> {
  const current = await currentGeneration(dir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const full = join(dir, name);
    let remove = OLD_FILES.test(name);
    const m = GENERATION_DIR.exec(name);
    if (m) remove = Number(m[1]) !== STORE_VERSION || (current !== undefined && m[2]! < current.name);
    if (name.startsWith(TEMP_PREFIX)) {
      try {
        remove = now - (await stat(full)).mtimeMs > STALE_TEMP_MS;
      } catch {
        remove = false;
      }
    }
    if (remove) await rm(full, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** `to` becomes the file `from` (a hard link; a copy where links are not possible). */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/** Removes the generations of a store whose records proved untrue or damaged: the next run indexes anew. */
export async function discardStore(dir: string): Promise<void> {
  const current = await currentGeneration(dir);
  if (current) await rm(current.path, { recursive: true, force: true }).catch(() => undefined);
  await removeSuperseded(dir);
}
