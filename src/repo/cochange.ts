/**
 * Files that change together: from the recent commits' file lists (read with the history prior, see
 * history.ts), how often a file changed in the same commit as another. A fix to one file of a pair
 * often needs the other.
 */
/** Commits touching more files than this (renames, formatting, releases) pair files by accident. */
export const COCHANGE_MAX_FILES = 20;

export interface CoChange {
  /** Per commit, the files it changed (only commits with 2..COCHANGE_MAX_FILES files). */
  commits: readonly (readonly string[])[];
  /** File -> indexes into `commits`. */
  byFile: ReadonlyMap<string, readonly number[]>;
}

/** The table of the commits' file lists (commits outside 2..COCHANGE_MAX_FILES files are left out). */
export function coChangeFromCommits(fileLists: readonly (readonly string[])[]): CoChange {
  const commits: (readonly string[])[] = [];
  const byFile = new Map<string, number[]>();
  for (const files of fileLists) {
    if (files.length < 2 || files.length > COCHANGE_MAX_FILES) continue;
    const id = commits.length;
    commits.push(files);
    for (const f of files) {
      const list = byFile.get(f);
      if (list) list.push(id);
      else byFile.set(f, [id]);
    }
  }
  return { commits, byFile };
}

/**
 * Per file, the seeds' weight that flows to it through shared commits: a seed spreads its weight
 * evenly over the commits that changed it, and each commit over its other files. Seeds get nothing
 * from themselves.
 */
export function coChangeScores(history: CoChange, seeds: ReadonlyMap<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [seed, weight] of seeds) {
    const ids = history.byFile.get(seed);
    if (!ids?.length) continue;
    for (const id of ids) {
      const files = history.commits[id]!;
      const share = weight / ids.length / (files.length - 1);
      for (const f of files) if (f !== seed) out.set(f, (out.get(f) ?? 0) + share);
    }
  }
  return out;
}
