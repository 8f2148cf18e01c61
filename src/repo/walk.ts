/**
 * Lists the files of a repository that Sweep may read: git's view (tracked and untracked, minus
 * ignored) when the folder is a git work tree, else a walk honouring every `.gitignore`. Symlinks
 * are never followed; configured excludes, files `.gitattributes` marks `linguist-generated` or
 * `linguist-vendored`, and path-level skips (binary, lock files, too large) are recorded with a reason.
 * Given the previous listing, only the paths git says changed since are looked at (`walkChanges`).
 */
import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { linguistClassifier } from './attributes.js';
import { DEFAULT_MAX_FILE_BYTES, RETRIED_SKIPS, skipByPath, type Skipped } from './classify.js';
import { changesSince, gitState, listedAmong, recordedState, type GitState } from './git-changes.js';
import { readGit } from './git-run.js';

/** Folders never worth reading, whatever the ignore files say. */
const ALWAYS_EXCLUDED_DIRS: ReadonlySet<string> = new Set(['.git', '.hg', '.svn', 'node_modules', '__pycache__', '.venv', '.tox', '.mypy_cache', '.pytest_cache']);

/** Why a file whose name is not UTF-8 is left out. */
const NAME_NOT_UTF8 = 'its name is not valid UTF-8';

/**
 * True for a path decoded from a name that is not UTF-8: U+FFFD stands in for its bad bytes, so no
 * file has that name, and git given it as a path finds nothing.
 */
function unnameable(path: string): boolean {
  return path.includes('\uFFFD');
}

/** True when a folder on the path (not the file itself) is one of ALWAYS_EXCLUDED_DIRS. */
function inExcludedFolder(path: string): boolean {
  let start = 0;
  for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', start)) {
    if (ALWAYS_EXCLUDED_DIRS.has(path.slice(start, slash))) return true;
    start = slash + 1;
  }
  return false;
}

export interface RepoFile {
  /** Relative to the root, `/`-separated. */
  path: string;
  size: number;
  /**
   * When the file last changed: the later of its modification and status-change times. A tool can
   * set the modification time back (`touch -r`, an archive restored with its times) and keep the
   * size, but any write moves the status-change time, which nothing but the system sets.
   */
  mtimeMs: number;
}

export interface WalkResult {
  files: RepoFile[];
  skipped: Skipped[];
  /** How the list was made. */
  source: 'git' | 'filesystem';
  /** The commit checked out and the paths then differing from it, when git listed the files. */
  state?: GitState;
  /** Why git did not list the files of a folder it knows as a repository (it distrusts its owner, ...). */
  gitRefused?: string;
}

export interface WalkOptions {
  /** Extra gitignore-style patterns (from sweep.yaml). */
  exclude?: readonly string[];
  maxFileBytes?: number;
  /** Use `git ls-files` when possible (default true). */
  useGit?: boolean;
  /** With git, also list untracked files that are not ignored (default true). */
  untracked?: boolean;
  /**
   * With git, leave out (as `uncommitted`) the tracked files whose checkout differs from the commit
   * checked out: the repository as committed, not what an earlier step of a workflow changed.
   */
  committedOnly?: boolean;
}

/**
 * The files git lists, or none, with git's reason when it knows the folder as a repository and
 * refuses it (when the folder is no repository, or git is missing, the walk needs no word).
 */
async function gitListing(root: string, untracked: boolean): Promise<{ files?: string[]; refused?: string }> {
  try {
    const stdout = await readGit(root, ['ls-files', '-z', '--cached', ...(untracked ? ['--others', '--exclude-standard'] : [])], { maxOutputBytes: 512 * 1024 * 1024 });
    return { files: [...new Set(stdout.split('\0').filter(Boolean))] };
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    const first = stderr.split('\n').find((line) => line.trim())?.trim();
    return first && !/not a git repository/i.test(first) ? { refused: first.slice(0, 300) } : {};
  }
}

async function readIgnoreFile(dir: string): Promise<string | undefined> {
  try {
    return await readFile(join(dir, '.gitignore'), 'utf8');
  } catch {
    return undefined;
  }
}

interface IgnoreScope {
  /** Folder of the .gitignore, relative to the root, '' or ending in '/'. */
  prefix: string;
  rules: Ignore;
}

function ignoredByScopes(scopes: readonly IgnoreScope[], path: string, isDir: boolean): boolean {
  for (const scope of scopes) {
    const rel = path.slice(scope.prefix.length) + (isDir ? '/' : '');
    if (rel && scope.rules.ignores(rel)) return true;
  }
  return false;
}

/** The patterns of `.git/info/exclude` at the root, which git applies beside the `.gitignore` files. */
async function readInfoExclude(root: string): Promise<IgnoreScope[]> {
  try {
    return [{ prefix: '', rules: ignore().add(await readFile(join(root, '.git', 'info', 'exclude'), 'utf8')) }];
  } catch {
    return [];
  }
}

async function walkFilesystem(root: string): Promise<string[]> {
  const out: string[] = [];
  const visit = async (dir: string, prefix: string, scopes: IgnoreScope[]): Promise<void> => {
    const text = await readIgnoreFile(dir);
    const here = text === undefined ? scopes : [...scopes, { prefix, rules: ignore().add(text) }];
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = prefix + entry.name;
      if (entry.isDirectory()) {
        if (!ALWAYS_EXCLUDED_DIRS.has(entry.name) && !ignoredByScopes(here, path, true)) await visit(join(dir, entry.name), `${path}/`, here);
      } else if ((entry.isFile() || entry.isSymbolicLink()) && !ignoredByScopes(here, path, false)) {
        out.push(path);
      }
    }
  };
  await visit(root, '', await readInfoExclude(root));
  return out;
}

/** The `.gitattributes` files among the listed regular files, read (unreadable ones are left out). */
async function readAttributeFiles(root: string, entries: ReadonlyArray<RepoFile | { skip: Skipped } | undefined>): Promise<{ path: string; text: string }[]> {
  const out: { path: string; text: string }[] = [];
  for (const entry of entries) {
    if (!entry || 'skip' in entry || !(entry.path === '.gitattributes' || entry.path.endsWith('/.gitattributes'))) continue;
    if (entry.size > 1_000_000) continue;
    try {
      out.push({ path: entry.path, text: await readFile(join(root, entry.path), 'utf8') });
    } catch {
      // Gone since it was listed: it marks nothing.
    }
  }
  return out;
}

function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return !rel.startsWith('..') && !rel.startsWith(sep) && !/^[A-Za-z]:/.test(rel);
}

/** Lists the readable files under `root`, sorted by path (with git's state, `current` when asked for already, when git listed them). */
export async function walkRepo(root: string, options: WalkOptions = {}, current?: Promise<GitState | undefined>): Promise<WalkResult> {
  await checkRoot(root);
  const [{ files: listed, refused } = {}, git] = options.useGit === false ? [] : await Promise.all([gitListing(root, options.untracked ?? true), current ?? gitState(root)]);
  const state = listed && git ? recordedState(git) : undefined;
  const source = listed ? 'git' : 'filesystem';
  const paths = (listed ?? (await walkFilesystem(root))).sort();
  const classified = await classifyPaths(root, paths, options, undefined);
  if (options.committedOnly && state?.dirty.length) leaveOutUncommitted(classified, state.dirty);
  return { ...classified, source, ...(state ? { state } : {}), ...(refused ? { gitRefused: refused } : {}) };
}

/** Moves the files among `dirty` (paths git's status names) from `listing.files` to its skips, in place. */
export function leaveOutUncommitted(listing: { files: RepoFile[]; skipped: Skipped[] }, dirty: readonly string[]): void {
  const changed = new Set(dirty);
  listing.files = listing.files.filter((file) => {
    if (!changed.has(file.path)) return true;
    listing.skipped.push({ path: file.path, reason: 'uncommitted', detail: 'its checkout differs from the commit (changed by an earlier step of the workflow)' });
    return false;
  });
}

async function checkRoot(root: string): Promise<void> {
  let rootStat;
  try {
    rootStat = await stat(root);
  } catch {
    throw new Error(`The repository folder ${root} does not exist`);
  }
  if (!rootStat.isDirectory()) throw new Error(`The repository path ${root} is not a folder`);
  const data = gitDataFolder(root);
  if (data) throw new Error(`The repository path ${root} ${data}`);
}

/** True when `path` is a folder. */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Why the folder `root` holds git's own data rather than files to work on (a `.git` folder or
 * inside one, or a bare repository: HEAD naming a branch or commit beside `objects/` and `refs/`,
 * as git itself tells a repository folder), or undefined when it does not. Objects, hooks and
 * configuration are no source to search or change.
 */
export function gitDataFolder(root: string): string | undefined {
  if (resolve(root).split(sep).includes('.git')) return "is inside a .git folder (git's own data): give the folder that holds it";
  let head: string;
  try {
    head = readFileSync(join(root, 'HEAD'), 'utf8');
  } catch {
    return undefined;
  }
  if (!/^(?:ref: refs\/\S+|[0-9a-f]{40}|[0-9a-f]{64})\s*$/.test(head) || !isFolder(join(root, 'objects')) || !isFolder(join(root, 'refs'))) return undefined;
  return "is a bare git repository (git's own data, no checked-out files): give the folder of a clone of it (git clone <bare> <folder>)";
}

/**
 * The listed `paths` (sorted) as files and skips: excluded folders and patterns, symlinks, what
 * `.gitattributes` marks, and path-level skips. The attribute files are those listed among `paths`,
 * or `attributeFiles` when given (the listing is then a part of the repository's).
 */
async function classifyPaths(root: string, paths: readonly string[], options: WalkOptions, attributeFiles: readonly string[] | undefined): Promise<{ files: RepoFile[]; skipped: Skipped[] }> {
  const realRoot = await realpath(root);
  const maxBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const excluded = options.exclude?.length ? ignore().add([...options.exclude]) : undefined;
  const skipped: Skipped[] = [];
  const candidates = paths.filter((path) => {
    if (inExcludedFolder(path)) return false;
    if (!excluded?.ignores(path)) return true;
    skipped.push({ path, reason: 'excluded', detail: 'matches an exclude pattern' });
    return false;
  });
  // Synchronous stats: thousands of tiny syscalls are far cheaper inline than through the thread pool.
  const stats = candidates.map((path): RepoFile | { path: string; skip: Skipped } | undefined => {
    const full = join(root, path);
    try {
      const info = lstatSync(full);
      if (info.isSymbolicLink()) {
        let target: string | undefined;
        try {
          target = realpathSync(full);
        } catch {
          target = undefined;
        }
        const inside = target !== undefined && isInside(realRoot, target);
        const skip: Skipped = { path, reason: inside ? 'symlink' : 'symlink-outside', detail: target ? `-> ${target}` : 'broken link' };
        return { path, skip };
      }
      if (!info.isFile()) return undefined;
      return { path, size: info.size, mtimeMs: Math.max(info.mtimeMs, info.ctimeMs) };
    } catch {
      // A name that is not UTF-8 comes decoded with U+FFFD in place of its bad bytes: no file has
      // that name, so it is told as left out rather than dropped without a word.
      if (unnameable(path)) return { path, skip: { path, reason: 'unreadable', detail: NAME_NOT_UTF8 } };
      return undefined; // listed by git but gone from disk (deleted, or a submodule folder)
    }
  });
  const attributes = attributeFiles ? await readAttributePaths(root, attributeFiles) : await readAttributeFiles(root, stats);
  const linguist = linguistClassifier(attributes);
  const files: RepoFile[] = [];
  for (const entry of stats) {
    if (!entry) continue;
    if ('skip' in entry) {
      skipped.push(entry.skip);
      continue;
    }
    const kind = linguist(entry.path);
    const skip = kind
      ? { path: entry.path, reason: kind, detail: `linguist-${kind} in .gitattributes` }
      : skipByPath(entry.path, entry.size, maxBytes);
    if (skip) skipped.push(skip);
    else files.push(entry);
  }
  return { files, skipped };
}

function isAttributeFile(path: string): boolean {
  return path === '.gitattributes' || path.endsWith('/.gitattributes');
}

async function readAttributePaths(root: string, paths: readonly string[]): Promise<{ path: string; text: string }[]> {
  const out: { path: string; text: string }[] = [];
  for (const path of paths) {
    try {
      out.push({ path, text: await readFile(join(root, path), 'utf8') });
    } catch {
      // Gone since it was listed: it marks nothing.
    }
  }
  return out;
}

/** A previous listing of the repository, as a persisted index keeps it. */
export interface PreviousListing {
  /** `listingSettings` of the options it was made with. */
  settings: string;
  state: GitState;
  /** The files listed then, with their size and mtime. */
  files: ReadonlyMap<string, { size: number; mtimeMs: number }>;
  /** The paths skipped then, with the reason; those of RETRIED_SKIPS are looked at again. */
  skipped: readonly Skipped[];
}

/** Changed paths beyond which a warm start lists everything again: this many at least... */
const MIN_CHANGES_TO_RELIST = 2_000;
/** ...and this share of the files. */
const MAX_CHANGED_SHARE = 0.2;

/** Identifies the options a listing depends on. */
export function listingSettings(options: WalkOptions): string {
  return JSON.stringify([options.exclude ?? [], options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES, options.useGit !== false, options.untracked !== false, ...(options.committedOnly ? ['committed'] : [])]);
}

/** Files whose change lists the repository differently: every path is then listed again. */
function changesListing(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name === '.gitignore' || name === '.gitattributes';
}

/**
 * The listing `walkRepo` would give, from `previous` and what git says changed since: only the
 * changed paths are stated; the others keep their previous size and mtime. Undefined when git
 * cannot tell (then `walkRepo` lists everything): not a repository, the previous commit gone,
 * other options, another sparse checkout set, or a changed ignore or attributes file.
 */
export async function walkChanges(root: string, options: WalkOptions, previous: PreviousListing, current?: Promise<GitState | undefined>): Promise<(WalkResult & { changed: number }) | undefined> {
  // Only tracked files wanted: the full listing asks git for exactly those.
  if (options.useGit === false || options.untracked === false || previous.settings !== listingSettings(options)) return undefined;
  await checkRoot(root);
  const since = await changesSince(root, previous.state, current);
  // Another sparse set: files came or went that no git command names.
  if (!since || since.now.sparse !== previous.state.sparse) return undefined;
  const changed = since.changed;
  // Past a share of the files, listing everything costs less than asking about each.
  if (changed.size > Math.max(MIN_CHANGES_TO_RELIST, previous.files.size * MAX_CHANGED_SHARE)) return undefined;
  // Files left out last time for a reason that may not hold now (unreadable, past the index's
  // budget, an analysis that failed) are looked at again; a name that is not UTF-8 stays what it
  // was until git says the path changed.
  for (const s of previous.skipped) if (RETRIED_SKIPS.has(s.reason) && s.detail !== NAME_NOT_UTF8) changed.add(s.path);
  // Such a name cannot be given back to git (its decoded form names no file): the whole listing says
  // whether it is still there.
  if ([...changed].some((path) => changesListing(path) || unnameable(path))) return undefined;
  const listed = await listedAmong(root, [...changed]);
  if (!listed) return undefined;
  const attributeFiles = [...previous.files.keys()].filter(isAttributeFile);
  const fresh = await classifyPaths(root, [...listed].sort(), options, attributeFiles);
  const files = fresh.files;
  for (const [path, file] of previous.files) if (!changed.has(path)) files.push({ path, size: file.size, mtimeMs: file.mtimeMs });
  const skipped = fresh.skipped;
  for (const s of previous.skipped) if (!changed.has(s.path)) skipped.push(s);
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, skipped, source: 'git', state: since.now, changed: changed.size };
}
