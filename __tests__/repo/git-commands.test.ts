/**
 * What a warm start asks git, counted by a `git` first on PATH that logs each command and runs the
 * real one: the configuration is listed once for the commands started together, the sparse
 * patterns only where the work tree may be sparse, and the history takes the commit git's state gave.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitState } from '../../src/repo/git-changes.js';
import { readHistory } from '../../src/repo/history.js';
import { findProgram } from '../../src/repo/programs.js';
import { git, makeRepo, tempDir, type TempRepo } from '../helpers/repo.js';

const temps: TempRepo[] = [];
let log: string;
let path: string | undefined;
beforeAll(() => {
  const bin = tempDir('sweep-git-log-');
  temps.push(bin);
  log = join(bin.dir, 'commands.log');
  const real = findProgram('git', process.env.PATH ?? '');
  writeFileSync(join(bin.dir, 'git'), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${real}' "$@"\n`);
  chmodSync(join(bin.dir, 'git'), 0o755);
  path = process.env.PATH;
  process.env.PATH = `${bin.dir}:${path}`;
});
afterAll(() => {
  process.env.PATH = path;
  temps.splice(0).forEach((t) => t.cleanup());
});

/** The git commands run since the last call, each as its subcommand (`-C <dir>` dropped). */
function commands(): string[] {
  let text = '';
  try {
    text = readFileSync(log, 'utf8');
  } catch {
    // None yet.
  }
  writeFileSync(log, '');
  return text.split('\n').filter(Boolean).map((line) => line.replace(/^-C \S+ /, '').split(' ').slice(0, 2).join(' ')).sort();
}

describe('a warm start’s git commands', () => {
  it('list the configuration once for the commands started together, and skip the sparse patterns of a work tree that has none', async () => {
    const repo = makeRepo({ 'a.py': 'x = 1\n', 'b/c.py': 'y = 2\n' }, { git: true });
    temps.push(repo);
    commands();
    const state = (await gitState(repo.dir))!;
    expect(state.head).toMatch(/^[0-9a-f]{40}$/);
    expect(state.prefix).toBe('');
    // The top of the work tree: `status` gives the commit, no `rev-parse`.
    expect(commands()).toEqual(['--version', 'config --list', 'status --porcelain=v2']);
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
