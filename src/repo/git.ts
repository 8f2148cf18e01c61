/**
 * The git operations Sweep needs on a working copy, through the git command line: state, branches,
 * commits, fetch and push. Every command is run with arguments (never a shell) and fails with the
 * command and git's own message. Paths are always literal (GIT_LITERAL_PATHSPECS): a file the model
 * named `:(glob)**` or `*.json` stages that one file, never every untracked file its pattern matches
 * (credentials an earlier workflow step left in the checkout among them).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { parseStatus } from './git-changes.js';

const execFileAsync = promisify(execFile);

export interface GitIdentity {
  name: string;
  email: string;
}

/** Commits made where git has no identity configured. */
export const FALLBACK_IDENTITY: GitIdentity = { name: 'Sweep', email: 'sweep@users.noreply.github.com' };

export class GitError extends Error {
  override name = 'GitError';
}

export class Git {
  constructor(
    readonly root: string,
    private readonly env: NodeJS.ProcessEnv = {},
  ) {}

  /** Runs git; returns stdout. */
  async run(args: readonly string[], options: { input?: string; allowFailure?: boolean } = {}): Promise<string> {
    try {
      const child = execFileAsync('git', ['-C', this.root, ...args], {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_LITERAL_PATHSPECS: '1', ...this.env },
      });
      if (options.input !== undefined) child.child.stdin?.end(options.input);
      const { stdout } = await child;
      return stdout;
    } catch (error) {
      if (options.allowFailure) return '';
      const e = error as { stderr?: string; message: string };
      // Name the subcommand, not the `-c name=value` options in front of it.
      let i = 0;
      while (args[i] === '-c') i += 2;
      throw new GitError(`git ${args[i] ?? ''} failed: ${(e.stderr || e.message).trim().split('\n').slice(-3).join(' ')}`);
    }
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
    const identity = ['-c', `user.name=${who.name}`, '-c', `user.email=${who.email}`];
    try {
      await this.run(['add', '-A', '--', ...paths]);
      await this.run([...identity, 'commit', '-q', '--no-verify', '-F', '-', '--', ...paths], { input: message });
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
