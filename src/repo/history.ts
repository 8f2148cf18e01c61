/**
 * Git history as a retrieval prior: how often and how recently each file changed, from one
 * `git log` over the most recent commits. Absent (not a repository, shallow clone) means no prior.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface FileHistory {
  /** Commits touching the file among the scanned ones. */
  commits: number;
  /** Unix seconds of the newest such commit. */
  lastCommit: number;
}

export interface HistoryStats {
  files: Map<string, FileHistory>;
  /** Commits scanned. */
  scanned: number;
  /** Unix seconds of the newest commit scanned. */
  newest: number;
}

export const HISTORY_COMMITS = 1_000;
/** Commits touching more files than this (mass renames, formatting) say nothing about one file. */
const MAX_FILES_PER_COMMIT = 50;

/** Parses `git log --format=%x00%ct --name-only` output. Paths are repository-relative. */
export function parseGitLog(output: string, prefix = ''): HistoryStats {
  const files = new Map<string, FileHistory>();
  let scanned = 0;
  let newest = 0;
  for (const block of output.split('\0')) {
    const lines = block.split('\n').filter(Boolean);
    const time = Number(lines.shift());
    if (!Number.isFinite(time) || time <= 0) continue;
    scanned++;
    newest = Math.max(newest, time);
    if (lines.length > MAX_FILES_PER_COMMIT) continue;
    for (const line of lines) {
      if (prefix && !line.startsWith(prefix)) continue;
      const path = line.slice(prefix.length);
      const entry = files.get(path);
      if (entry) {
        entry.commits++;
        entry.lastCommit = Math.max(entry.lastCommit, time);
      } else {
        files.set(path, { commits: 1, lastCommit: time });
      }
    }
  }
  return { files, scanned, newest };
}

/** Reads the history of the repository containing `root`, or undefined when git has none. */
export async function readHistory(root: string, commits = HISTORY_COMMITS): Promise<HistoryStats | undefined> {
  try {
    const { stdout: prefixOut } = await execFileAsync('git', ['-C', root, 'rev-parse', '--show-prefix'], { encoding: 'utf8' });
    const { stdout } = await execFileAsync(
      'git',
      ['-C', root, 'log', `-n${commits}`, '--no-merges', '--format=%x00%ct', '--name-only', '--no-renames', 'HEAD'],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    const stats = parseGitLog(stdout, prefixOut.trim());
    return stats.scanned > 0 ? stats : undefined;
  } catch {
    return undefined;
  }
}
