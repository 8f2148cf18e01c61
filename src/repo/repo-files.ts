/**
 * The one door through which a repository file is read for a prompt or written: the CLI's `apply`,
 * the agent's working tree and every reader of file text for the model go through `RepoFiles`.
 *
 * - A path must be relative, `/`-separated, inside the repository and outside `.git/`.
 * - Symbolic links are followed only while they stay inside the repository: a path that is, or lies
 *   under, a link leading outside it (or into `.git/`, or to nothing) is never read and never written.
 * - A link inside the repository to a file inside it works as the file it points to: reads and writes
 *   go to the real file, which is the path reported (`path`); the link itself is never replaced by a
 *   regular file, and is never deleted.
 * - When opened with the paths git tracks (the Action), an existing file git does not track (one an
 *   earlier workflow step left in the checkout: credentials, `.env`) is never read nor changed; new
 *   files may still be created. So is a tracked file an earlier step changed (given as `uncommitted`):
 *   its text in the checkout is not the repository's, and committing the file would publish it.
 * - Writes are refused for protected paths (protected-paths.ts), checked on the path as written, on
 *   the real path it leads to, and on every other path that leads to that real file through the
 *   repository's links (`.github/actions -> ../ci/actions` protects `ci/actions/`, a link named
 *   `action.yml` protects the file it points to); they go through a temporary file and a rename,
 *   keeping the mode.
 */
import { randomBytes } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, posix, relative, resolve as resolvePath, sep } from 'node:path';
import { decodeText } from './classify.js';
import { configuredHooksFolder, runGitSync } from './git-run.js';
import { comparableName, inGitFolder, protectedReason, type BlockedDir } from './protected-paths.js';

export type PathCheck = { ok: true; path: string } | { ok: false; reason: string };

/** Where a path really leads, when it may be used. */
export interface ResolvedFile {
  ok: true;
  /** The real file's path relative to the root (`/`-separated): the path itself unless a link led elsewhere. */
  path: string;
  /** Absolute real path. */
  real: string;
  exists: boolean;
  /** Permission bits of an existing file. */
  mode: number | null;
  /** The path as written is itself a symbolic link. */
  isLink: boolean;
  /** For a missing file: an existing entry its path differs from only in letter case (writing it is refused). */
  caseTwin?: string;
}

export type Resolution = ResolvedFile | { ok: false; reason: string };

/** A symbolic link of the repository whose real target is inside it (paths relative to the root; '' is the root). */
export interface RepoLink {
  /** Where the link is. */
  path: string;
  /** The real path it leads to. */
  target: string;
}

/**
 * Other spellings of a real path looked for through links: enough for a monorepo whose every
 * package links a shared one from its `node_modules`; a file reached through more is not written.
 */
export const MAX_LINK_ALIASES = 1024;
/**
 * Folders whose links are looked for only among their entries and those of their `@scope` folders,
 * where package managers put the links to a workspace's packages (a committed action's own
 * `node_modules` may hold one into the repository): the installed packages themselves are not walked.
 */
const PACKAGE_FOLDER = 'node_modules';

/** How much of a folder the link scan reads: all of it, a package folder's entries and scopes, or a scope's entries. */
type LinkScan = 'all' | 'scopes' | 'entries';

/** How the scan reads the folder `name` inside a folder it reads as `scan`; undefined: not at all. */
function innerScan(scan: LinkScan, name: string): LinkScan | undefined {
  if (name === '.git') return undefined;
  if (scan === 'all') return name === PACKAGE_FOLDER ? 'scopes' : 'all';
  return scan === 'scopes' && name.startsWith('@') ? 'entries' : undefined;
}

/**
 * The other paths that lead to the real path `path` through `links` (a link to a folder leads to
 * everything under it; links to links are followed), at most `max`. Each name is made with each link
 * at most once: a link to a folder above it (`self -> .`) would otherwise give names without end
 * (`self/self/...`), none protected unless the first is. Pure.
 */
export function linkAliases(path: string, links: readonly RepoLink[], max = MAX_LINK_ALIASES): string[] {
  const seen = new Set([path]);
  const queue: { alias: string; used: ReadonlySet<number> }[] = [{ alias: path, used: new Set() }];
  const out: string[] = [];
  for (let at = 0; at < queue.length && out.length < max; at++) {
    const { alias: current, used } = queue[at]!;
    for (let i = 0; i < links.length && out.length < max; i++) {
      const link = links[i]!;
      if (used.has(i)) continue;
      const under = link.target === '' ? `/${current}` : current === link.target ? '' : current.startsWith(`${link.target}/`) ? current.slice(link.target.length) : undefined;
      if (under === undefined) continue;
      const alias = `${link.path}${under}`;
      if (seen.has(alias)) continue;
      seen.add(alias);
      out.push(alias);
      queue.push({ alias, used: new Set(used).add(i) });
    }
  }
  return out;
}

/** Why a tracked file an earlier workflow step changed is neither read nor changed. */
function uncommittedReason(path: string): string {
  return `'${path}' has changes in the checkout that are not committed (made by an earlier step of the workflow, not part of the repository), so it is neither read nor changed`;
}

/** Characters no name Sweep writes may hold (NUL is refused for reading too). */
const CONTROL_CHARACTER = /[\u0001-\u001f\u007f]/;

/** A write or deletion the door refused; `reason` says why, for the model and the user. */
export class PathRefused extends Error {
  constructor(readonly path: string, readonly reason: string) {
    super(reason);
    this.name = 'PathRefused';
  }
}

/** A path as written, normalized, when it is relative, inside the repository and outside `.git/`. */
export function checkRepoPath(path: string): PathCheck {
  if (path.includes('\0')) return { ok: false, reason: `'${path}' holds a NUL character` };
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) {
    return { ok: false, reason: `'${path}' is an absolute path; write paths relative to the repository` };
  }
  if (path.includes('\\')) return { ok: false, reason: `'${path}' uses '\\'; write paths with '/' separators, relative to the repository` };
  const normal = posix.normalize(path).replace(/\/+$/, '');
  if (normal === '..' || normal.startsWith('../')) return { ok: false, reason: `'${path}' leads outside the repository` };
  if (normal === '.' || normal === '') return { ok: false, reason: `'${path}' does not name a file` };
  if (inGitFolder(normal)) {
    return { ok: false, reason: `'${path}' is inside .git/, which edits may not touch` };
  }
  return { ok: true, path: normal };
}

function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

const toRepoPath = (root: string, real: string): string => relative(root, real).split(sep).join('/');
const inGitDir = (root: string, real: string): boolean => relative(root, real).split(sep).some((p) => p.toLowerCase() === '.git');

/** The entry at `path` itself, a symbolic link not followed; undefined when nothing is there. */
function entryAt(path: string): ReturnType<typeof lstatSync> | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/** The entry of the folder `dir` whose name is `name` to a file system of macOS or Windows (`comparableName`), or undefined. */
function caseTwin(dir: string, name: string): string | undefined {
  const folded = comparableName(name);
  try {
    return readdirSync(dir).find((entry) => entry !== name && comparableName(entry) === folded);
  } catch {
    return undefined;
  }
}

function realPath(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/**
 * Writes through a temporary file in the same folder and a rename, so readers never see half a file.
 * The temporary name does not hold the target's: a name near the file system's limit (255 bytes)
 * must still be writable.
 */
async function writeAtomically(target: string, data: string | Uint8Array, mode: number | null): Promise<void> {
  const temp = join(dirname(target), `.sweep-${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx' });
    if (mode !== null) await chmod(temp, mode);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

export class RepoFiles {
  /** The repository's links, found on the first write check. */
  private links: RepoLink[] | undefined;
  /** Files this door created: the run's own, so read, changed and removed even when git does not track them. */
  private readonly created = new Set<string>();

  private constructor(
    /** The repository's real absolute path. */
    readonly root: string,
    /** The configuration's `blocked_dirs`, protected with the built-in paths (and the hooks folder, see `blockedDirs`). */
    private readonly configured: readonly BlockedDir[],
    /** The paths git tracks, when only those may be read or changed (with new files). */
    private readonly tracked: ReadonlySet<string> | undefined,
    /** Tracked paths whose checkout differs from the commit: neither read nor changed. */
    private readonly uncommitted: ReadonlySet<string> | undefined,
  ) {}

  /**
   * The door for the repository at `root`; throws when it is not a folder. With `tracked` (the paths
   * git tracks, relative to the root), existing files outside it are refused, and so are those in
   * `uncommitted` (tracked files whose checkout differs from the commit).
   */
  static open(root: string, blockedDirs: readonly BlockedDir[] = [], tracked?: ReadonlySet<string>, uncommitted?: ReadonlySet<string>): RepoFiles {
    const real = realPath(root);
    if (!real || !statSync(real).isDirectory()) throw new Error(`The repository folder '${root}' does not exist or is not a folder`);
    return new RepoFiles(real, blockedDirs, tracked, uncommitted);
  }

  private protectedDirs: readonly BlockedDir[] | undefined;

  /**
   * The folders writes are refused in besides the built-in ones: `blocked_dirs`, and the hooks folder
   * git's configuration names (`core.hooksPath`), asked of git on the first write check (a reader
   * never starts git).
   */
  get blockedDirs(): readonly BlockedDir[] {
    if (!this.protectedDirs) {
      const hooks = configuredHooksFolder(this.root);
      this.protectedDirs = hooks ? [...this.configured, { path: hooks, why: "git's hooks folder (core.hooksPath): hooks run on the machines of whoever commits or checks the branch out" }] : this.configured;
    }
    return this.protectedDirs;
  }

  /** Where `path` really leads; refused when that is outside the repository, in `.git/`, or not a file. */
  resolve(path: string): Resolution {
    const checked = checkRepoPath(path);
    if (!checked.ok) return checked;
    const abs = join(this.root, checked.path);
    const real = realPath(abs);
    // Where nothing was linked, the real path is the path itself and no lstat is needed.
    if (real !== undefined) return this.resolveExisting(path, real, real !== abs && entryAt(abs)?.isSymbolicLink() === true);
    if (entryAt(abs)) return { ok: false, reason: `'${path}' is a symbolic link to nothing` };
    return this.resolveMissing(path, abs);
  }

  private resolveExisting(path: string, real: string, isLink: boolean): Resolution {
    const where = isLink ? 'is a symbolic link' : 'lies under a symbolic link';
    if (!isInside(this.root, real)) return { ok: false, reason: `'${path}' ${where} pointing outside the repository` };
    if (inGitDir(this.root, real)) return { ok: false, reason: `'${path}' leads into .git/, which edits may not touch` };
    const info = statSync(real);
    if (!info.isFile()) return { ok: false, reason: `'${path}' is not a regular file` };
    const repoPath = toRepoPath(this.root, real);
    if (this.tracked && !this.tracked.has(repoPath) && !this.created.has(repoPath)) {
      return { ok: false, reason: `'${path}' is not tracked by git (a file left in the checkout, not part of the repository), so it is neither read nor changed` };
    }
    if (this.uncommitted?.has(repoPath)) return { ok: false, reason: uncommittedReason(path) };
    return { ok: true, path: repoPath, real, exists: true, mode: info.mode & 0o7777, isLink };
  }

  private resolveMissing(path: string, abs: string): Resolution {
    const rest = [basename(abs)];
    let dir = dirname(abs);
    while (dir !== this.root && !entryAt(dir)) {
      rest.unshift(basename(dir));
      dir = dirname(dir);
    }
    const realDir = realPath(dir);
    if (realDir === undefined) return { ok: false, reason: `'${path}' lies under a symbolic link to nothing` };
    if (realDir !== this.root && !isInside(this.root, realDir)) {
      return { ok: false, reason: `'${path}' lies under a symbolic link pointing outside the repository` };
    }
    if (!statSync(realDir).isDirectory()) return { ok: false, reason: `'${path}' cannot be created: '${toRepoPath(this.root, dir)}' is a file` };
    const real = join(realDir, ...rest);
    if (inGitDir(this.root, real)) return { ok: false, reason: `'${path}' leads into .git/, which edits may not touch` };
    const twin = caseTwin(realDir, rest[0]!);
    return { ok: true, path: toRepoPath(this.root, real), real, exists: false, mode: null, isLink: false, ...(twin !== undefined ? { caseTwin: toRepoPath(this.root, join(realDir, twin)) } : {}) };
  }

  /**
   * Every symbolic link under the root (not followed; `.git/` left out, `node_modules/` only as
   * PACKAGE_FOLDER says) that leads inside the repository, or would once what it names is created:
   * a link to nothing is taken to lead where its text says.
   */
  repoLinks(): readonly RepoLink[] {
    if (this.links) return this.links;
    const links: RepoLink[] = [];
    const visit = (dir: string, prefix: string, scan: LinkScan): void => {
      let entries: Dirent[];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const abs = join(dir, entry.name);
        if (entry.isSymbolicLink()) {
          const target = this.linkTarget(abs);
          if (target !== undefined) links.push({ path: prefix + entry.name, target });
        } else if (entry.isDirectory()) {
          const inner = innerScan(scan, entry.name);
          if (inner) visit(abs, `${prefix}${entry.name}/`, inner);
        }
      }
    };
    visit(this.root, '', 'all');
    return (this.links = links);
  }

  /**
   * Where the link at `abs` leads, relative to the root ('' for the root itself), when inside the
   * repository: its real path, or for a link to nothing, the real path of the deepest folder of its
   * text that exists, with the rest of the text.
   */
  private linkTarget(abs: string): string | undefined {
    let real = realPath(abs);
    if (real === undefined) {
      let text: string;
      try {
        text = readlinkSync(abs);
      } catch {
        return undefined;
      }
      const lexical = resolvePath(dirname(abs), text);
      const rest: string[] = [];
      let dir = lexical;
      while (dir !== dirname(dir) && realPath(dir) === undefined) {
        rest.unshift(basename(dir));
        dir = dirname(dir);
      }
      const base = realPath(dir);
      if (base === undefined) return undefined;
      real = join(base, ...rest);
    }
    return real === this.root || isInside(this.root, real) ? toRepoPath(this.root, real) : undefined;
  }

  /**
   * Why the real file at `real` (relative to the root) is protected under another name a link gives
   * it, or undefined. A file reached through more names than MAX_LINK_ALIASES is refused: the names
   * past the limit are not looked at.
   */
  private protectedAlias(path: string, real: string): string | undefined {
    const aliases = linkAliases(real, this.repoLinks(), MAX_LINK_ALIASES + 1);
    for (const alias of aliases.slice(0, MAX_LINK_ALIASES)) {
      const reason = protectedReason(alias, this.blockedDirs);
      if (reason) return `'${path}' is also reached as '${alias}' through a symbolic link: ${reason}`;
    }
    if (aliases.length > MAX_LINK_ALIASES) return `'${path}' is reached through more than ${MAX_LINK_ALIASES} other paths by symbolic links; Sweep does not write a file it cannot tell is unprotected under every name`;
    return undefined;
  }

  /**
   * As `resolve`, and refused when the path as written, the real path it leads to, or another path
   * leading there through the repository's links is protected.
   */
  resolveForWrite(path: string): Resolution {
    // A name with a line break or another control character is legal on Linux, but in a plan it is
    // an injection (into logs, lists and commands that read names line by line), never a real file.
    if (CONTROL_CHARACTER.test(path)) return { ok: false, reason: `${JSON.stringify(path)} holds a line break or another control character, which Sweep never writes into a file name` };
    const resolved = this.resolve(path);
    if (!resolved.ok) return resolved;
    const spelled = checkRepoPath(path);
    const reason =
      protectedReason(spelled.ok ? spelled.path : path, this.blockedDirs) ??
      protectedReason(resolved.path, this.blockedDirs) ??
      this.protectedAlias(path, resolved.path) ??
      (resolved.caseTwin !== undefined ? `'${path}' differs only in letter case (or Unicode form, trailing dots or spaces, a stream name) from '${resolved.caseTwin}', which exists: on macOS and Windows they would be one file` : undefined) ??
      this.otherRepository(path, resolved.path) ??
      (resolved.exists || this.created.has(resolved.path) ? undefined : this.ignoredByGit(path, resolved.path));
    return reason ? { ok: false, reason } : resolved;
  }

  /** Why `real` (relative to the root) lies in another git repository (a submodule, a nested clone), or undefined. */
  private otherRepository(path: string, real: string): string | undefined {
    const parts = real.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/');
      if (this.tracked?.has(folder) || entryAt(join(this.root, folder, '.git'))) {
        return `'${path}' lies inside '${folder}', another git repository (a submodule), whose files this repository's commits cannot hold`;
      }
    }
    return undefined;
  }

  /** Why a new file at `real` would not be committed (git ignores it), or undefined; nothing when git cannot tell. */
  private ignoredByGit(path: string, real: string): string | undefined {
    // check-ignore takes path names, not pathspecs: it refuses to run with literal pathspecs on.
    let status: number | null;
    try {
      status = runGitSync(this.root, ['check-ignore', '-q', '--no-index', '--', real], { readOnly: true }).status;
    } catch {
      return undefined;
    }
    // 1: not ignored; anything else (no git, not a repository): nothing to say.
    if (status !== 0) return undefined;
    return `'${path}' is ignored by git (.gitignore or .git/info/exclude), so a new file there would not be committed`;
  }

  /** A file's bytes, read through the door; undefined when the path is refused or missing. */
  readBytes(path: string): Uint8Array | undefined {
    const read = this.readOrWhy(path);
    return read instanceof Uint8Array ? read : undefined;
  }

  /** A file's bytes, or why there are none: the door's refusal, a missing file or the error reading it. */
  readOrWhy(path: string): Uint8Array | { why: string } {
    const resolved = this.resolve(path);
    if (!resolved.ok) return { why: resolved.reason };
    if (!resolved.exists) return { why: 'the file is gone' };
    try {
      const bytes = readFileSync(resolved.real);
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      return { why: (error as NodeJS.ErrnoException).code ?? (error as Error).message };
    }
  }

  /** A file's text for a prompt (UTF-8, else Latin-1, as the index decodes it); undefined when refused or missing. */
  readText(path: string): string | undefined {
    const bytes = this.readBytes(path);
    return bytes === undefined ? undefined : decodeText(bytes).text;
  }

  /** A reader bound to this door, for code that takes `(path) => text`. */
  reader(): (path: string) => string | undefined {
    return (path) => this.readText(path);
  }

  /**
   * Writes `data` to `path` (created with its folders when missing, with `mode` when given); throws
   * PathRefused when the door refuses.
   */
  async write(path: string, data: string | Uint8Array, mode?: number): Promise<ResolvedFile> {
    const target = this.resolveForWrite(path);
    if (!target.ok) throw new PathRefused(path, target.reason);
    if (!target.exists) await mkdir(dirname(target.real), { recursive: true });
    await writeAtomically(target.real, data, target.exists ? target.mode : (mode ?? null));
    if (!target.exists) this.created.add(target.path);
    return target;
  }

  /** As `resolveForWrite`, and refused when the path is itself a symbolic link (Sweep never deletes a link). */
  resolveForRemoval(path: string): Resolution {
    const target = this.resolveForWrite(path);
    if (target.ok && target.isLink) return { ok: false, reason: `'${path}' is a symbolic link; Sweep edits the file it points to, never the link itself` };
    return target;
  }

  /** Deletes the file at `path`; throws PathRefused when the door refuses; a missing file is no error. */
  async remove(path: string): Promise<void> {
    const target = this.resolveForRemoval(path);
    if (!target.ok) throw new PathRefused(path, target.reason);
    if (target.exists) await rm(target.real, { force: true });
  }
}
