/**
 * What git can say about a work tree without reading it: the commit checked out, the paths that
 * differ from it (staged, unstaged, untracked), the paths that changed between two commits, and
 * which of some paths it lists (tracked, or untracked and not ignored). A warm start asks these
 * instead of stating every file. Any failure (not a repository, a commit no longer there) answers
 * undefined: the caller then lists everything.
 */
import { existsSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { readGit } from './git-run.js';

/** The commit checked out and the paths that differed from it then. */
export interface GitState {
  head: string;
  dirty: string[];
  /**
   * The sparse checkout's patterns (`git sparse-checkout list`) when the work tree is sparse. Files
   * a sparse set leaves out are not in the work tree, and git's status never names them: widening
   * or narrowing the set changes which files are there without any path git would report.
   */
  sparse?: string;
}

/** Git's state now, and where the folder asked about is in the repository (`a/b/`, '' at the top). */
export interface CurrentGitState extends GitState {
  prefix: string;
}

/** The state alone, as an index records it and compares it with the one it recorded. */
export function recordedState({ head, dirty, sparse }: GitState): GitState {
  return { head, dirty, ...(sparse !== undefined ? { sparse } : {}) };
}

const MAX_OUTPUT = 512 * 1024 * 1024;

/**
 * A read-only git command's output, or undefined when it fails. Optional locks are off (nothing is
 * written to the repository) unless `refresh`: `status` may then write the file stats it re-checked
 * back to git's index, when no other git holds the index's lock (it does not wait).
 */
async function git(root: string, args: readonly string[], refresh = false): Promise<string | undefined> {
  try {
    return await readGit(root, args, { refresh, maxOutputBytes: MAX_OUTPUT });
  } catch {
    return undefined;
  }
}

/** The paths of `git status --porcelain -z` output (renames are off: one path per entry). */
export function parseStatus(output: string): string[] {
  return output
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => entry.slice(3));
}

/** Fields before the path of each kind of `git status --porcelain=v2` entry (changed, renamed, unmerged, untracked, ignored). */
const V2_FIELDS: Readonly<Record<string, number>> = { '1': 8, '2': 9, u: 10, '?': 1, '!': 1 };

/**
 * The commit (`# branch.oid`; undefined before the first commit) and the paths of
 * `git status --porcelain=v2 --branch -z`: each entry's path (the rest after its fixed fields, spaces
 * and all), and for a rename the path it came from too.
 */
export function parseStatusV2(output: string): { head: string | undefined; paths: string[] } {
  const fields = output.split('\0');
  let head: string | undefined;
  const paths: string[] = [];
  for (let i = 0; i < fields.length; i++) {
    const entry = fields[i]!;
    if (entry.startsWith('# branch.oid ')) {
      const oid = entry.slice('# branch.oid '.length);
      if (/^[0-9a-f]{40,64}$/.test(oid)) head = oid;
      continue;
    }
    const fixed = V2_FIELDS[entry[0] ?? ''];
    if (fixed === undefined || entry[1] !== ' ') continue;
    let at = 0;
    for (let n = 0; n < fixed && at !== -1; n++) at = entry.indexOf(' ', at + 1);
    if (at !== -1 && at + 1 < entry.length) paths.push(entry.slice(at + 1));
    if (entry[0] === '2' && fields[i + 1]) paths.push(fields[++i]!);
  }
  return { head, paths };
}

/**
 * Whether `root` is the top of its work tree for git, by git's own test of a `.git` folder (a `HEAD`
 * file, `objects/` and `refs/`). Where `.git` is a file (a linked work tree, a submodule) or is not
 * such a folder (git then looks in the folders above), git is asked.
 */
function isWorkTreeTop(root: string): boolean {
  const dir = join(root, '.git');
  try {
    return lstatSync(dir).isDirectory() && lstatSync(join(dir, 'HEAD')).isFile() && lstatSync(join(dir, 'objects')).isDirectory() && lstatSync(join(dir, 'refs')).isDirectory();
  } catch {
    return false;
  }
}

function nulList(output: string): string[] {
  return output.split('\0').filter(Boolean);
}

/**
 * The commit checked out and the paths that differ from it. Git's index may be refreshed: where the
 * files' stats no longer match what it recorded (a copied or restored checkout, files touched by a
 * tool), `status` reads every such file again, and without writing the stats back it would do so at
 * every run (0.15 s for 26 MB of SQLAlchemy, a second or more for a repository of 50,000 files).
 */
export async function gitState(root: string): Promise<CurrentGitState | undefined> {
  // The top of a work tree has no prefix, and `status` gives its commit: one process fewer.
  const top = isWorkTreeTop(root);
  // `status` first: it lists the configuration afresh (it may refresh git's index), and the
  // commands that only read, started meanwhile, take that listing (git-run.ts).
  const [status, revision, sparse] = await Promise.all([
    git(root, ['status', '--porcelain=v2', '--branch', '-z', '--untracked-files=all', '--no-renames', '--', '.'], true),
    // The folder's place in the repository, then the commit: `status` names paths from the top.
    top ? undefined : git(root, ['rev-parse', '--show-prefix', '--verify', '--quiet', 'HEAD']),
    // Fails when the work tree is not sparse (or git predates the command): nothing to record.
    mayBeSparse(root) ? git(root, ['sparse-checkout', 'list']) : undefined,
  ]);
  if (status === undefined) return undefined;
  const parsed = parseStatusV2(status);
  const [prefix = '', head = ''] = top ? ['', parsed.head ?? ''] : (revision?.split('\n') ?? []);
  if (!head.trim()) return undefined;
  return { head: head.trim(), prefix: prefix.trim(), dirty: withinFolder(parsed.paths, prefix), ...(sparse ? { sparse } : {}) };
}

/**
 * Whether the work tree at `root` may be sparse: not when `root` holds a `.git` folder without the
 * sparse checkout's patterns file (`info/sparse-checkout`), which a sparse work tree always has
 * (a linked work tree, a submodule or a folder inside a repository keep theirs elsewhere: asked).
 */
function mayBeSparse(root: string): boolean {
  try {
    if (!lstatSync(join(root, '.git')).isDirectory()) return true;
  } catch {
    return true;
  }
  return existsSync(join(root, '.git', 'info', 'sparse-checkout'));
}

/** Paths from the repository's top that lie in the folder at `prefix` (`a/b/`), from that folder. */
export function withinFolder(paths: readonly string[], prefix: string): string[] {
  if (!prefix) return [...paths];
  return paths.filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length));
}

/**
 * The state now (`current`, when asked for already) and every path that may differ from what it was
 * at `since`: changed between the two commits, or differing from the commit (now or then).
 */
export async function changesSince(root: string, since: GitState, current?: Promise<GitState | undefined>): Promise<{ now: GitState; changed: Set<string> } | undefined> {
  const found = await (current ?? gitState(root));
  if (!found) return undefined;
  const now = recordedState(found);
  const committed = now.head === since.head ? '' : await git(root, ['diff', '--name-only', '-z', '--no-renames', '--relative', since.head, now.head]);
  if (committed === undefined) return undefined;
  return { now, changed: new Set([...nulList(committed), ...now.dirty, ...since.dirty]) };
}

/** Characters of paths given to one git command (command lines are limited, on Windows to 32k). */
const BATCH_CHARS = 24_000;

/** Which of `paths` git lists as the walk does (tracked, or untracked and not ignored). */
export async function listedAmong(root: string, paths: readonly string[]): Promise<Set<string> | undefined> {
  const listed = new Set<string>();
  for (let start = 0; start < paths.length; ) {
    let end = start;
    for (let chars = 0; end < paths.length && (end === start || chars + paths[end]!.length < BATCH_CHARS); end++) chars += paths[end]!.length + 1;
    const out = await git(root, ['--literal-pathspecs', 'ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...paths.slice(start, end)]);
    if (out === undefined) return undefined;
    for (const path of nulList(out)) listed.add(path);
    start = end;
  }
  return listed;
}
