/**
 * A git too old to read GIT_CONFIG_COUNT (before 2.31) would run every command without the guard:
 * no command of a repository runs with it, whatever asked first. The configuration's listing tells
 * (it runs nothing the guard stops): the entry given through GIT_CONFIG_COUNT is not in it. The
 * version is asked then, for the message, and never after a command ran.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runGit, runGitSync } from '../../src/repo/git-run.js';
import { installLoggingGit, type LoggingGit } from '../helpers/git-log.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

const temps: TempRepo[] = [];
let oldGit: LoggingGit;
beforeAll(() => {
  // Says it is 2.30, does not read GIT_CONFIG_COUNT (as 2.30 does not) and logs every command; runs the real git for the rest.
  oldGit = installLoggingGit(`for a in "$@"; do [ "$a" = --version ] && { echo 'git version 2.30.9'; exit 0; }; done\nunset GIT_CONFIG_COUNT\n`);
});
afterAll(() => {
  oldGit.restore();
  temps.splice(0).forEach((t) => t.cleanup());
});

describe('a git older than 2.31', () => {
  it('runs no command, started together or one by one, synchronously or not', async () => {
    const repo = makeRepo({ 'a.py': 'x = 1\n' }, { git: true });
    temps.push(repo);
    oldGit.take();
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
    expect(oldGit.take().filter((c) => c !== 'config --list')).toEqual(['--version']);
  });
});
