/**
 * What a warm start asks git, counted by a `git` first on PATH that logs each command and runs the
 * real one: the configuration is listed once for the commands started together, the sparse
 * patterns only where the work tree may be sparse, and the history takes the commit git's state gave.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { gitState } from '../../src/repo/git-changes.js';
import { readHistory } from '../../src/repo/history.js';
import { installLoggingGit, type LoggingGit } from '../helpers/git-log.js';
import { git, makeRepo, type TempRepo } from '../helpers/repo.js';

const temps: TempRepo[] = [];
let loggingGit: LoggingGit;
beforeAll(() => {
  loggingGit = installLoggingGit();
});
afterAll(() => {
  loggingGit.restore();
  temps.splice(0).forEach((t) => t.cleanup());
});

/** The git commands run since the last call, each as its subcommand (`-C <dir>` dropped). */
function commands(): string[] {
  return loggingGit.take();
}

describe('a warm start’s git commands', () => {
  it('list the configuration once for the commands started together, and skip the sparse patterns of a work tree that has none', async () => {
    const repo = makeRepo({ 'a.py': 'x = 1\n', 'b/c.py': 'y = 2\n' }, { git: true });
    temps.push(repo);
    commands();
    const state = (await gitState(repo.dir))!;
    expect(state.head).toMatch(/^[0-9a-f]{40}$/);
    expect(state.prefix).toBe('');
    // The top of the work tree: `status` gives the commit, no `rev-parse`; the listing tells that git
    // reads the guard's configuration, no `--version`.
    expect(commands()).toEqual(['config --list', 'status --porcelain=v2']);
    // The history takes the commit and the folder's place from git's state: no command to find them.
    const history = await readHistory(repo.dir, false, 1_000, Promise.resolve({ head: state.head, prefix: state.prefix }));
    expect(history?.scanned).toBe(1);
    expect(commands()).toEqual(['log -z']);
  });

  it('asks for the folder\'s place in the repository when it is not the top of the work tree', async () => {
    const repo = makeRepo({ 'a.py': 'x = 1\n', 'b/c.py': 'y = 2\n' }, { git: true });
    temps.push(repo);
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    commands();
    const state = (await gitState(join(repo.dir, 'b')))!;
    expect([state.prefix, state.head]).toEqual(['b/', head]);
    // Another folder, another configuration listing; the sparse patterns are asked (the folder holds no `.git`).
    expect(commands()).toEqual(['config --list', 'rev-parse --show-prefix', 'sparse-checkout list', 'status --porcelain=v2']);
  });

  it('asks for the sparse patterns where the work tree is sparse', async () => {
    const repo = makeRepo({ 'a.py': 'x = 1\n', 'b/c.py': 'y = 2\n' }, { git: true });
    temps.push(repo);
    git(repo.dir, 'sparse-checkout', 'set', 'b');
    commands();
    expect((await gitState(repo.dir))?.sparse).toContain('b');
    expect(commands()).toContain('sparse-checkout list');
  });
});
