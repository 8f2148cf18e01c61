/** Temporary repositories for tests: files written to a temp folder, optionally committed with git. */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { backgroundSettled } from '../../src/background.js';

export type FileTree = Record<string, string | Uint8Array>;

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
};

/**
 * Runs git in `dir`; returns its stdout. What it says on stderr (warnings of a hook a test installed,
 * `--verbose` lines) is kept out of the test output: a failure throws with it.
 */
export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', env: { ...process.env, ...GIT_ENV }, stdio: ['pipe', 'pipe', 'pipe'] });
}

export function writeTree(dir: string, files: FileTree): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

export interface TempRepo {
  dir: string;
  cleanup(): void;
}

/** A temp folder with `files`; with `git`, an initialized repository with one commit of them. */
export function makeRepo(files: FileTree, options: { git?: boolean } = {}): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-repo-'));
  writeTree(dir, files);
  if (options.git) {
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'initial', '--allow-empty');
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Removes `temps` (emptying the list) once the work started in the background has settled: a build
 * with a cache folder saves its index after it returns, and would write into a removed folder.
 */
export async function cleanUpSettled(temps: TempRepo[]): Promise<void> {
  await backgroundSettled();
  for (const temp of temps.splice(0)) temp.cleanup();
}

/**
 * A temporary folder made when `dir` is first read: a describe block's folder is not made when a
 * name filter (`jest -t`) skips all its tests, which also skips the `afterAll` that removes it.
 */
export function tempDir(prefix = 'sweep-'): TempRepo {
  let made: string | undefined;
  return {
    get dir() {
      made ??= mkdtempSync(join(tmpdir(), prefix));
      return made;
    },
    cleanup: () => {
      if (made) rmSync(made, { recursive: true, force: true });
    },
  };
}

const FIXTURE_REPOS = join(import.meta.dirname, '..', 'fixtures', 'repos');

/** A git repository holding a copy of `__tests__/fixtures/repos/<name>`. */
export function fixtureRepo(name: string, options: { git?: boolean } = { git: true }): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), `sweep-${name}-`));
  cpSync(join(FIXTURE_REPOS, name), dir, { recursive: true });
  if (options.git) {
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'initial');
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
