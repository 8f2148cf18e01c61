/**
 * The git operations Sweep needs on a working copy, through the git command line: state, branches,
 * commits, fetch and push. Every command goes through the one door for programs (git-run.ts: an
 * allow-listed environment, no hook and no program the repository's configuration names) with
 * arguments (never a shell), and fails with the command and git's own message. Paths are always
 * literal (GIT_LITERAL_PATHSPECS): a file the model named `:(glob)**` or `*.json` stages that one
 * file, never every untracked file its pattern matches (credentials an earlier workflow step left in
 * the checkout among them).
 */
import { parseStatus } from './git-changes.js';
import { failureText, runGit } from './git-run.js';

export interface GitIdentity {
  name: string;
  email: string;
}

/** Commits made where git has no identity configured. */
export const FALLBACK_IDENTITY: GitIdentity = { name: 'Sweep', email: 'sweep@users.noreply.github.com' };

/** One configuration value and the file that holds it. */
export interface PersistedSetting {
  file: string;
  key: string;
  value: string;
}

export class GitError extends Error {
  override name = 'GitError';
}

export interface GitCommandOptions {
  input?: string;
  /** A failure answers '' instead of throwing. */
  allowFailure?: boolean;
  /** Configuration for this command only: credentials (`http.<url>.extraheader`) or the identity. */
  config?: readonly (readonly [string, string])[];
}

/** The `config` of a command that commits as `who`. */
export function identityConfig(who: GitIdentity): [string, string][] {
  return [
    ['user.name', who.name],
    ['user.email', who.email],
  ];
}

export class Git {
  constructor(readonly root: string) {}

  /** Runs git; returns stdout. */
  async run(args: readonly string[], options: GitCommandOptions = {}): Promise<string> {
    // Configuration goes through `options.config`, which the door checks: a `-c` could switch the guard off.
    if (/^(?:-c|--config-env|--exec-path)/.test(args[0] ?? '')) throw new GitError(`git ${args[0]} refused: give configuration through the command's options`);
    let failure: string;
    try {
      const result = await runGit(this.root, args, { literalPathspecs: true, ...(options.input !== undefined ? { input: options.input } : {}), ...(options.config ? { config: options.config } : {}) });
      if (result.status === 0) return result.stdout.toString('utf8');
      failure = failureText(result);
    } catch (error) {
      failure = (error as Error).message;
    }
    if (options.allowFailure) return '';
    throw new GitError(`git ${args[0] ?? ''} failed: ${failure}`);
  }

  async isRepository(): Promise<boolean> {
    return (await this.run(['rev-parse', '--is-inside-work-tree'], { allowFailure: true })).trim() === 'true';
  }

  async head(): Promise<string> {
    return (await this.run(['rev-parse', 'HEAD'])).trim();
  }

  async currentBranch(): Promise<string | undefined> {
    const name = (await this.run(['symbolic-ref', '--quiet', '--short', 'HEAD'], { allowFailure: true })).trim();
    return name || undefined;
  }

  /** Paths with uncommitted changes (staged, unstaged or untracked), limited to `paths` when given. */
  async dirtyPaths(paths: readonly string[] = []): Promise<string[]> {
    return parseStatus(await this.run(['status', '--porcelain', '-z', '--untracked-files=all', '--no-renames', '--', ...paths]));
  }

  /**
   * Tracked paths whose content, mode or presence in the checkout (staged or not) differs from the
   * commit checked out: what an earlier workflow step changed, which is not the repository's.
   */
  async uncommittedPaths(): Promise<Set<string>> {
    return new Set(parseStatus(await this.run(['status', '--porcelain', '-z', '--untracked-files=no', '--no-renames'])));
  }

  /** The paths git tracks in the working tree, relative to the root (`/`-separated). */
  async trackedPaths(): Promise<Set<string>> {
    return new Set((await this.run(['ls-files', '-z', '--cached'])).split('\0').filter(Boolean));
  }

  async branchExists(name: string): Promise<boolean> {
    return (await this.run(['rev-parse', '--verify', '--quiet', `refs/heads/${name}`], { allowFailure: true })).trim() !== '';
  }

  async checkoutNewBranch(name: string, from = 'HEAD'): Promise<void> {
    await this.run(['checkout', '-q', '-b', name, from]);
  }

  async checkout(ref: string): Promise<void> {
    await this.run(['checkout', '-q', ref]);
  }

  /**
   * The files `head` changes against its merge base with `base` (what a pull request from `head` to
   * `base` shows), with the lines added and deleted (none for a binary file).
   */
  async changedFiles(base: string, head = 'HEAD'): Promise<{ path: string; additions?: number; deletions?: number }[]> {
    const out = await this.run(['diff', '--numstat', '-z', '--no-renames', '--no-textconv', '--no-ext-diff', `${base}...${head}`, '--']);
    return out
      .split('\0')
      .filter(Boolean)
      .map((entry) => {
        const [added = '-', deleted = '-', ...path] = entry.split('\t');
        const counts = added === '-' ? {} : { additions: Number(added), deletions: Number(deleted) };
        return { path: path.join('\t'), ...counts };
      });
  }

  /** Authors and committers of the commits reachable from `to` but not from `from`, newest first. */
  async commitsBetween(from: string, to: string): Promise<{ author: GitIdentity; committer: GitIdentity }[]> {
    const out = await this.run(['log', '-z', '--format=%an%x01%ae%x01%cn%x01%ce', `${from}..${to}`, '--']);
    return out
      .split('\0')
      .filter(Boolean)
      .map((entry) => {
        const [an = '', ae = '', cn = '', ce = ''] = entry.split('\x01');
        return { author: { name: an, email: ae }, committer: { name: cn, email: ce } };
      });
  }

  /**
   * The credentials git's configuration keeps for remotes (`http.<url>.extraheader`), with the file
   * each is in: `.git/config` (actions/checkout before v6) or a file it includes (v6 and later keep
   * them in a file under RUNNER_TEMP, included with `includeIf.gitdir`).
   */
  async persistedCredentials(): Promise<PersistedSetting[]> {
    const out = await this.run(['config', '--show-origin', '-z', '--get-regexp', '^http\\..*extraheader$'], { allowFailure: true });
    const parts = out.split('\0');
    const found: PersistedSetting[] = [];
    for (let i = 0; i + 1 < parts.length; i += 2) {
      const origin = parts[i]!;
      const entry = parts[i + 1]!;
      // Only files: what this process gives git for one command is not persisted.
      if (!origin.startsWith('file:')) continue;
      const nl = entry.indexOf('\n');
      found.push({ file: origin.slice('file:'.length), key: nl === -1 ? entry : entry.slice(0, nl), value: nl === -1 ? '' : entry.slice(nl + 1) });
    }
    return found;
  }

  /**
   * Runs `work` with the persisted credentials taken out of the files that hold them, and puts them
   * back afterwards, whatever `work` does: a program running meanwhile reads no token there.
   */
  async withoutPersistedCredentials<T>(work: () => Promise<T>): Promise<T> {
    const saved = await this.persistedCredentials();
    const keys = [...new Map(saved.map((s) => [`${s.file}\0${s.key}`, s])).values()];
    for (const { file, key } of keys) await this.run(['config', '--file', file, '--unset-all', key]);
    try {
      return await work();
    } finally {
      for (const { file, key, value } of saved) await this.run(['config', '--file', file, '--add', key, value]);
    }
  }

  /** The configured identity, if git has one. */
  async identity(): Promise<GitIdentity | undefined> {
    const name = (await this.run(['config', 'user.name'], { allowFailure: true })).trim();
    const email = (await this.run(['config', 'user.email'], { allowFailure: true })).trim();
    return name && email ? { name, email } : undefined;
  }

  /**
   * Stages exactly `paths` (additions, changes and deletions) and commits them; returns the new sha.
   * Without `author`, git's configured identity is used, else FALLBACK_IDENTITY. When staging or
   * committing fails, `paths` are unstaged again: the index is left as it was.
   */
  async commit(paths: readonly string[], message: string, author?: GitIdentity): Promise<string> {
    // Without paths `git add -A` would stage the whole working tree.
    if (paths.length === 0) throw new GitError('git commit refused: no paths were given to commit');
    const who = author ?? (await this.identity()) ?? FALLBACK_IDENTITY;
    try {
      await this.run(['add', '-A', '--', ...paths]);
      await this.run(['commit', '-q', '--no-verify', '-F', '-', '--', ...paths], { input: message, config: identityConfig(who) });
    } catch (error) {
      await this.run(['reset', '-q', '--', ...paths], { allowFailure: true });
      throw error;
    }
    return this.head();
  }
}

/** A branch-safe slug of a title: lower-case words joined by dashes, at most `max` characters. */
export function slugify(text: string, max = 40): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug || 'change';
}
