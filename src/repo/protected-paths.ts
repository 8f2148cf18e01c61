/**
 * The one place that decides which repository paths Sweep never changes, whatever a plan, an edit
 * block or a comment says: `.git/` (at any depth), `.github/workflows/` and `.github/actions/`
 * (code that workflows run with the repository's secrets), any `action.yml` / `action.yaml` (an
 * action's definition), `.gitmodules`, `CODEOWNERS` (at the root, in `.github/` or `docs/`), Sweep's
 * own configuration files, git hook folders (`.husky/`, `.githooks/` and the folder `core.hooksPath`
 * names, given by the caller: hooks run on the machine of whoever checks the branch out or commits),
 * and the folders the configuration lists in `blocked_dirs`.
 *
 * Paths are compared as a case-insensitive file system and Windows would see them: `\` is a
 * separator, `.` and `..` segments are resolved, case is ignored, and trailing dots and spaces and
 * anything from a `:` on (an NTFS stream name) are dropped from each segment; the characters HFS+
 * ignores in names are dropped too, and NTFS's short name `GIT~1` is `.git` (as git itself judges
 * them). So `.GitHub/Workflows/x`, `./.github//workflows/x`, `src/../.github/workflows/x`,
 * `.github./workflows/x`, `.g\u200cit/config` and `git~1/config` are all protected.
 * Pure.
 */
import { posix } from 'node:path';

/** Folders, relative to the root, whose whole content is protected. */
export const PROTECTED_FOLDERS: Readonly<Record<string, string>> = {
  '.github/workflows': 'workflows run with the repository\'s secrets',
  '.github/actions': 'local actions run by workflows',
  '.husky': 'git hooks, run on the machines of whoever commits or checks the branch out',
  '.githooks': 'git hooks, run on the machines of whoever commits or checks the branch out',
};
/** A folder protected for a reason of its own (e.g. the hooks folder git's configuration names). */
export interface ProtectedFolder {
  path: string;
  why: string;
}
/** A folder the configuration blocks (`blocked_dirs`), or one protected for its own reason. */
export type BlockedDir = string | ProtectedFolder;
/** File names protected in every folder. */
export const PROTECTED_NAMES: Readonly<Record<string, string>> = {
  'action.yml': 'an action definition, run by workflows',
  'action.yaml': 'an action definition, run by workflows',
  '.gitmodules': 'the submodule configuration',
};
/** Where Sweep reads its configuration, first found wins (config/sweep-config.ts reads them in this order). */
export const CONFIG_PATHS = ['.github/sweep.yaml', '.github/sweep.yml', 'sweep.yaml', 'sweep.yml'] as const;
/** Where GitHub reads a CODEOWNERS file. */
export const CODEOWNERS_PATHS: readonly string[] = ['CODEOWNERS', '.github/CODEOWNERS', 'docs/CODEOWNERS'];

/** Characters HFS+ ignores in file names (`.g\u200cit` is `.git` there): git's own list. */
const HFS_IGNORED = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;
/** NTFS's 8.3 short name of `.git`. */
const GIT_SHORT_NAME = 'git~1';

/** One segment as a case-insensitive, Windows-like or HFS+ file system names it. */
function comparableSegment(segment: string): string {
  const visible = segment.replace(HFS_IGNORED, '');
  const stream = visible.indexOf(':');
  const name = (stream === -1 ? visible : visible.slice(0, stream)).replace(/[. ]+$/, '');
  const lower = (name || visible).toLowerCase();
  return lower === GIT_SHORT_NAME ? '.git' : lower;
}

/**
 * One name as a file system that ignores letter case, Unicode normalization, trailing dots and
 * spaces or stream names (macOS, Windows) tells names apart: two names with the same form are one
 * file there.
 */
export function comparableName(name: string): string {
  return comparableSegment(name.normalize('NFC'));
}

/** True when `path` lies in a `.git` folder at any depth, however a file system could spell it. */
export function inGitFolder(path: string): boolean {
  return comparablePath(path).split('/').includes('.git');
}

/**
 * `path` as protection compares it: `/` separators, `.`, `..` and repeated separators resolved,
 * each segment lower-cased without trailing dots and spaces or a stream name. A path that leaves
 * the repository keeps its leading `..` segments.
 */
export function comparablePath(path: string): string {
  const normal = posix.normalize(path.replace(/\\/g, '/')).replace(/^(?:\.\/)+/, '').replace(/\/+$/, '');
  return normal
    .split('/')
    .map((segment) => (segment === '..' || segment === '.' ? segment : comparableSegment(segment)))
    .join('/');
}

const CONFIG_FILES = new Set(CONFIG_PATHS.map(comparablePath));
const CODEOWNERS = new Set(CODEOWNERS_PATHS.map(comparablePath));
const FOLDERS = Object.entries(PROTECTED_FOLDERS).map(([folder, why]) => [comparablePath(folder), why] as const);
const NAMES = new Map(Object.entries(PROTECTED_NAMES).map(([name, why]) => [comparablePath(name), why] as const));

const inFolder = (path: string, folder: string): boolean => path === folder || path.startsWith(`${folder}/`);

/**
 * Why `path` (relative to the repository root) may not be changed, or undefined when it may.
 * `blockedDirs` are the configuration's `blocked_dirs`, compared the same way.
 */
export function protectedReason(path: string, blockedDirs: readonly BlockedDir[] = []): string | undefined {
  const p = comparablePath(path);
  const segments = p.split('/');
  if (segments.includes('.git')) return `'${path}' is inside .git/, which Sweep never changes`;
  for (const [folder, why] of FOLDERS) {
    if (inFolder(p, folder)) return `'${path}' is under ${folder}/ (${why}), which Sweep never changes`;
  }
  const name = segments[segments.length - 1] ?? '';
  const why = NAMES.get(name);
  if (why) return `'${path}' is ${why}, which Sweep never changes`;
  if (CODEOWNERS.has(p)) return `'${path}' is a CODEOWNERS file (who must review changes), which Sweep never changes`;
  if (CONFIG_FILES.has(p)) return `'${path}' is Sweep's own configuration, which Sweep never changes`;
  for (const dir of blockedDirs) {
    const folder = comparablePath(typeof dir === 'string' ? dir : dir.path);
    if (!folder || folder === '.' || folder.startsWith('../') || folder === '..' || !inFolder(p, folder)) continue;
    return typeof dir === 'string' ? `'${path}' is under ${dir}/, which the repository's configuration blocks (blocked_dirs)` : `'${path}' is under ${dir.path}/ (${dir.why}), which Sweep never changes`;
  }
  return undefined;
}
