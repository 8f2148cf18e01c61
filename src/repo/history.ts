/**
 * Git history as a retrieval prior: how often and how recently each file changed, from one
 * `git log` over the most recent commits. Absent (not a repository, shallow clone) means no prior.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { coChangeFromCommits, COCHANGE_MAX_FILES, type CoChange } from './cochange.js';
import { readGit } from './git-run.js';


export interface FileHistory {
  /** Commits touching the file among the scanned ones. */
  commits: number;
  /** Unix seconds of the newest such commit. */
  lastCommit: number;
}

export interface HistoryStats {
  files: Map<string, FileHistory>;
  /** Which files changed together in the scanned commits. */
  coChange?: CoChange;
  /** Commits scanned. */
  scanned: number;
  /** Unix seconds of the newest commit scanned. */
  newest: number;
}

export const HISTORY_COMMITS = 1_000;
/** Commits touching more files than this (mass renames, formatting) say nothing about one file. */
const MAX_FILES_PER_COMMIT = 50;

/**
 * Parses `git log -z --format=%x00%ct --name-only` output. Each commit is an empty field (the
 * format's NUL: a path is never empty), its time, then its paths, the first after a newline. Paths
 * are repository-relative and as they are: NUL-separated, git quotes none (tabs, newlines, quotes).
 */
export function parseGitLog(output: string, prefix = ''): HistoryStats {
  const files = new Map<string, FileHistory>();
  const together: string[][] = [];
  let scanned = 0;
  let newest = 0;
  const fields = output.split('\0');
  for (let at = fields.indexOf(''); at !== -1 && at < fields.length; ) {
    let end = at + 2;
    while (end < fields.length && fields[end] !== '') end++;
    const time = Number(fields[at + 1]);
    const lines = fields.slice(at + 2, end);
    if (lines.length > 0) lines[0] = lines[0]!.replace(/^\n/, '');
    at = end;
    if (!Number.isFinite(time) || time <= 0) continue;
    scanned++;
    newest = Math.max(newest, time);
    if (lines.length > MAX_FILES_PER_COMMIT) continue;
    const changed: string[] = [];
    for (const line of lines) {
      if (prefix && !line.startsWith(prefix)) continue;
      const path = line.slice(prefix.length);
      changed.push(path);
      const entry = files.get(path);
      if (entry) {
        entry.commits++;
        entry.lastCommit = Math.max(entry.lastCommit, time);
      } else {
        files.set(path, { commits: 1, lastCommit: time });
      }
    }
    if (changed.length >= 2 && changed.length <= COCHANGE_MAX_FILES) together.push(changed);
  }
  return { files, scanned, newest, coChange: coChangeFromCommits(together) };
}

interface CachedHistory {
  head: string;
  prefix: string;
  scanned: number;
  newest: number;
  files: [string, number, number][];
  /** File lists of the commits that pair files (co-change). */
  together: string[][];
}

const HISTORY_FILE = 'history-v4.json';

async function readCached(cacheDir: string, head: string, prefix: string): Promise<HistoryStats | undefined> {
  try {
    const cached = JSON.parse(await readFile(join(cacheDir, HISTORY_FILE), 'utf8')) as CachedHistory;
    if (cached.head !== head || cached.prefix !== prefix) return undefined;
    return {
      scanned: cached.scanned,
      newest: cached.newest,
      files: new Map(cached.files.map(([p, c, l]) => [p, { commits: c, lastCommit: l }])),
      coChange: coChangeFromCommits(cached.together ?? []),
    };
  } catch {
    return undefined;
  }
}

async function writeCached(cacheDir: string, head: string, prefix: string, stats: HistoryStats): Promise<void> {
  const cached: CachedHistory = {
    head,
    prefix,
    scanned: stats.scanned,
    newest: stats.newest,
    files: [...stats.files].map(([p, h]) => [p, h.commits, h.lastCommit]),
    together: (stats.coChange?.commits ?? []).map((c) => [...c]),
  };
  // A temporary file of its own (two reads of one history may overlap: a build started again after
  // its store was rejected), renamed whole into place or removed.
  const tmp = join(cacheDir, `${HISTORY_FILE}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(tmp, JSON.stringify(cached), { flag: 'wx' });
    await rename(tmp, join(cacheDir, HISTORY_FILE));
  } catch {
    // A cache that cannot be written only costs time.
    await rm(tmp, { force: true }).catch(() => undefined);
  }
}

/** The commit checked out and where `root` is in the repository (`git rev-parse --show-prefix`). */
export interface Revision {
  head: string;
  prefix: string;
}

/** The commit checked out and the folder's place, or undefined when git has none. */
async function revisionOf(root: string): Promise<Revision | undefined> {
  try {
    const lines = (await readGit(root, ['rev-parse', '--show-prefix', 'HEAD'])).split('\n');
    return { prefix: lines[0]!.trim(), head: lines[1]!.trim() };
  } catch {
    return undefined;
  }
}

/**
 * Reads the history of the repository containing `root`, or undefined when git has none (not a
 * repository, or no commits). With `cacheDir`, the result is kept per HEAD commit. `revision`, when
 * known already (`gitState` asked git for it), spares a command.
 */
export async function readHistory(root: string, cacheDir?: string | false, commits = HISTORY_COMMITS, revision?: Promise<Revision | undefined>): Promise<HistoryStats | undefined> {
  const known = await revision;
  const { head, prefix } = known ?? (await revisionOf(root)) ?? {};
  if (head === undefined || prefix === undefined || !/^[0-9a-f]{40,64}$/.test(head)) return undefined;
  if (cacheDir) {
    const cached = await readCached(cacheDir, head, prefix);
    if (cached) return cached;
  }
  try {
    const stdout = await readGit(
      root,
      // Names as they are, NUL-separated: git would otherwise quote any name with a tab, a newline, a
      // quote or a byte past ASCII (`"caf\303\251.py"`).
      ['log', '-z', `-n${commits}`, '--no-merges', '--format=%x00%ct', '--name-only', '--no-renames', head],
    );
    const stats = parseGitLog(stdout, prefix);
    if (stats.scanned === 0) return undefined;
    if (cacheDir) await writeCached(cacheDir, head, prefix, stats);
    return stats;
  } catch {
    return undefined;
  }
}
