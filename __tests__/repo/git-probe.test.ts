/**
 * What decides whether git runs at all is whether it reads GIT_CONFIG_COUNT, through which every
 * command gets the guard, not the version it gives: a git that says it is recent but drops the
 * variables (a wrapper, a build that ignores them) runs nothing either. One that reads them runs
 * its commands without a process asking for its version.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { runGit, runGitSync } from '../../src/repo/git-run.js';
import { installLoggingGit, type LoggingGit } from '../helpers/git-log.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

const temps: TempRepo[] = [];
let loggingGit: LoggingGit | undefined;
afterAll(() => {
  loggingGit?.restore();
  temps.splice(0).forEach((t) => t.cleanup());
});

describe('the guard probe', () => {
  it('runs a git that reads GIT_CONFIG_COUNT without asking its version', async () => {
    loggingGit = installLoggingGit();
    const repo = makeRepo({ 'a.py': 'x = 1\n' }, { git: true });
    temps.push(repo);
    loggingGit.take();
    expect((await runGit(repo.dir, ['rev-parse', 'HEAD'], { readOnly: true })).status).toBe(0);
    expect(runGitSync(repo.dir, ['status', '--porcelain']).status).toBe(0);
    expect(loggingGit.take()).toEqual(['config --list', 'config --list', 'rev-parse HEAD', 'status --porcelain']);
    loggingGit.restore();
    loggingGit = undefined;
  });

  it('runs nothing with a git that gives a recent version but drops GIT_CONFIG_COUNT', async () => {
    // After the test above: the refusal is for this process from the first listing that lacks the probe.
    loggingGit = installLoggingGit(`for a in "$@"; do [ "$a" = --version ] && { echo 'git version 2.45.1'; exit 0; }; done\nunset GIT_CONFIG_COUNT\n`);
    const repo = makeRepo({ 'a.py': 'x = 1\n' }, { git: true });
    temps.push(repo);
    loggingGit.take();
    const result = await runGit(repo.dir, ['status', '--porcelain']);
    expect(result.status).not.toBe(0);
    expect(result.stderr.toString('utf8')).toContain('which this git did not read); found: git version 2.45.1');
    expect(runGitSync(repo.dir, ['rev-parse', 'HEAD'], { readOnly: true }).status).not.toBe(0);
    expect(loggingGit.take()).toEqual(['--version', 'config --list']);
  });
});
