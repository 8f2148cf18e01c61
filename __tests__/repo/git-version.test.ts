/**
 * A git too old to read GIT_CONFIG_COUNT (before 2.31) would run every command without the guard:
 * no command of a repository runs with it, whatever asked first. The version is asked while the
 * configuration is listed (listing it runs nothing the guard stops), never after a command ran.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGit, runGitSync } from '../../src/repo/git-run.js';
import { findProgram } from '../../src/repo/programs.js';
import { makeRepo, tempDir, type TempRepo } from '../helpers/repo.js';

const temps: TempRepo[] = [];
let log: string;
let path: string | undefined;
beforeAll(() => {
  const bin = tempDir('sweep-old-git-');
  temps.push(bin);
  log = join(bin.dir, 'commands.log');
  const real = findProgram('git', process.env.PATH ?? '');
  // Says it is 2.30 and logs every command; runs the real git for the rest.
  writeFileSync(
    join(bin.dir, 'git'),
    `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nfor a in "$@"; do [ "$a" = --version ] && { echo 'git version 2.30.9'; exit 0; }; done\nexec '${real}' "$@"\n`,
  );
  chmodSync(join(bin.dir, 'git'), 0o755);
  path = process.env.PATH;
  process.env.PATH = `${bin.dir}:${path}`;
});
afterAll(() => {
  process.env.PATH = path;
  temps.splice(0).forEach((t) => t.cleanup());
});

function ran(): string[] {
  return readFileSync(log, 'utf8').split('\n').filter(Boolean).map((line) => line.replace(/^-C \S+ /, '').split(' ').slice(0, 2).join(' ')).sort();
}

describe('a git older than 2.31', () => {
  it('runs no command, started together or one by one, synchronously or not', async () => {
    const repo = makeRepo({ 'a.py': 'x = 1\n' }, { git: true });
    temps.push(repo);
    writeFileSync(log, '');
    const together = await Promise.all([
      runGit(repo.dir, ['status', '--porcelain']),
      runGit(repo.dir, ['rev-parse', 'HEAD'], { readOnly: true }),
      runGit(repo.dir, ['log', '-1'], { readOnly: true }),
    ]);
    for (const result of together) {
      expect(result.status).not.toBe(0);
      expect(result.stderr.toString('utf8')).toContain('Sweep needs git 2.31 or later');
      expect(result.stderr.toString('utf8')).toContain('found: git version 2.30.9');
    }
    expect(runGitSync(repo.dir, ['rev-parse', 'HEAD'], { readOnly: true }).stderr.toString('utf8')).toContain('Sweep needs git 2.31 or later');
    expect((await runGit(repo.dir, ['status'])).status).not.toBe(0);
    // Asked once; the configuration may have been listed; nothing else ran.
    expect(ran().filter((c) => c !== 'config --list')).toEqual(['--version']);
  });
});
