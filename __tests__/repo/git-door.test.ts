// git through the one door, in a checkout whose configuration tries every way git has to run a
// program of the repository: husky's hooks path (and every hook in it), a file system monitor, a
// filter and a textconv driver named by .gitattributes, a credential helper, an ssh command, upload
// and receive programs of the remote, and configuration included from a file of the working tree.
import { afterEach, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pushBranch } from '../../src/action/pull-request.js';
import { FALLBACK_IDENTITY, Git } from '../../src/repo/git.js';
import { gitState } from '../../src/repo/git-changes.js';
import { readHistory } from '../../src/repo/history.js';
import { RepoFiles } from '../../src/repo/repo-files.js';
import { walkRepo } from '../../src/repo/walk.js';
import { git, tempDir, type TempRepo } from '../helpers/repo.js';

const temps: TempRepo[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) t.cleanup();
});

const HOOKS = ['pre-commit', 'commit-msg', 'prepare-commit-msg', 'post-commit', 'post-checkout', 'post-merge', 'pre-push', 'reference-transaction', 'post-rewrite', 'pre-rebase', 'pre-auto-gc', 'post-index-change'];

/** A script that records that it ran (and with which variables) under `marks/`; a filter passes its input on. */
function trap(path: string, marks: string, name: string, filter = false): void {
  writeFileSync(path, `#!/bin/sh\nenv > "${marks}/${name}.$$"\n${filter ? 'cat\n' : ''}exit 0\n`);
  chmodSync(path, 0o755);
}

function hostile(): { dir: string; origin: string; marks: string } {
  const t = tempDir('sweep-git-door-');
  temps.push(t);
  const marks = join(t.dir, 'marks');
  mkdirSync(marks);
  const origin = join(t.dir, 'origin.git');
  const seed = join(t.dir, 'seed');
  mkdirSync(seed);
  writeFileSync(join(seed, 'a.txt'), 'one\n');
  writeFileSync(join(seed, 'README.md'), '# r\n');
  git(seed, 'init', '-q', '-b', 'main');
  git(seed, 'add', '-A');
  git(seed, 'commit', '-q', '-m', 'initial');
  git(t.dir, 'clone', '-q', '--bare', seed, origin);
  const dir = join(t.dir, 'work');
  git(t.dir, 'clone', '-q', origin, dir);
  // What an `npm ci` with husky leaves, and hook files a model could write.
  mkdirSync(join(dir, '.husky', '_'), { recursive: true });
  for (const hook of HOOKS) trap(join(dir, '.husky', '_', hook), marks, hook);
  git(dir, 'config', 'core.hooksPath', '.husky/_');
  trap(join(dir, 'monitor.sh'), marks, 'fsmonitor');
  git(dir, 'config', 'core.fsmonitor', join(dir, 'monitor.sh'));
  for (const name of ['clean', 'smudge', 'textconv', 'included-filter']) trap(join(dir, `${name}.sh`), marks, name, true);
  for (const name of ['credential', 'ssh', 'receivepack', 'uploadpack']) trap(join(dir, `${name}.sh`), marks, name);
  git(dir, 'config', 'filter.x.clean', join(dir, 'clean.sh'));
  git(dir, 'config', 'filter.x.smudge', join(dir, 'smudge.sh'));
  git(dir, 'config', 'diff.x.textconv', join(dir, 'textconv.sh'));
  git(dir, 'config', 'credential.helper', join(dir, 'credential.sh'));
  git(dir, 'config', 'core.sshCommand', join(dir, 'ssh.sh'));
  git(dir, 'config', 'remote.origin.receivepack', join(dir, 'receivepack.sh'));
  git(dir, 'config', 'remote.origin.uploadpack', join(dir, 'uploadpack.sh'));
  git(dir, 'config', 'include.path', '../shared.gitconfig');
  writeFileSync(join(dir, '.gitattributes'), '*.txt filter=x diff=x\n');
  return { dir, origin, marks };
}

const ran = (marks: string) => readdirSync(marks).map((f) => f.replace(/\.\d+$/, '')).sort();

describe('git through the door', () => {
  it('the checkout really runs those programs when git is run plainly (the test can fail)', () => {
    const { dir, marks } = hostile();
    writeFileSync(join(dir, 'a.txt'), 'two\n');
    git(dir, 'add', 'a.txt');
    git(dir, 'commit', '-q', '--no-verify', '-m', 'plain');
    expect(ran(marks)).toEqual(expect.arrayContaining(['clean', 'post-commit', 'reference-transaction']));
  });

  it('commits, checks out, fetches, rebases and pushes without running any of them', async () => {
    const { dir, origin, marks } = hostile();
    const repo = new Git(dir);
    // A file of the working tree the configuration includes, written during the run, naming a filter.
    writeFileSync(join(dir, 'shared.gitconfig'), `[filter "y"]\n\tclean = ${join(dir, 'included-filter.sh')}\n`);
    writeFileSync(join(dir, '.gitattributes'), '*.txt filter=x diff=x\n*.md filter=y\n');
    writeFileSync(join(dir, 'a.txt'), 'two\n');
    writeFileSync(join(dir, 'README.md'), '# changed\n');
    await repo.checkoutNewBranch('sweep/1-x');
    const sha = await repo.commit(['a.txt', 'README.md', '.gitattributes'], 'change', FALLBACK_IDENTITY);
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    await pushBranch({ git: repo, branch: 'sweep/1-x', protectedBranches: ['main'], token: 'ghs_token', identity: FALLBACK_IDENTITY });
    expect(git(origin, 'rev-parse', 'refs/heads/sweep/1-x').trim()).toBe(sha);
    await repo.run(['fetch', '-q', 'origin', 'main']);
    await repo.run(['rebase', 'origin/main'], { config: [['user.name', 'x'], ['user.email', 'x@example.invalid']] });
    await repo.checkout('main');
    await repo.run(['diff', 'main', 'sweep/1-x']);
    await repo.run(['status']);
    expect(await gitState(dir)).toMatchObject({ head: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect((await walkRepo(dir)).source).toBe('git');
    await readHistory(dir, false);
    expect(ran(marks)).toEqual([]);
    // The same commands with git run plainly would have run them.
    git(dir, 'checkout', '-q', 'sweep/1-x');
    expect(ran(marks).length).toBeGreaterThan(0);
  });

  it('reads the configuration again for a command that only reads once a file it comes from, or includes, changed', async () => {
    const { dir, marks } = hostile();
    // The first read lists the configuration; the included file does not exist yet.
    expect(await gitState(dir)).toBeDefined();
    writeFileSync(join(dir, 'shared.gitconfig'), `[filter "y"]\n\tclean = ${join(dir, 'included-filter.sh')}\n`);
    writeFileSync(join(dir, '.gitattributes'), '*.md filter=y\n');
    // Same size, new time: status must read the file through its clean filter to tell.
    writeFileSync(join(dir, 'README.md'), '# s\n');
    expect(await gitState(dir)).toBeDefined();
    expect(ran(marks)).toEqual([]);
    // Plain git does run it: the test would see it.
    git(dir, 'status', '--porcelain');
    expect(ran(marks)).toContain('included-filter');
  });

  it("protects the hooks folder the configuration names, and husky's and .githooks/ always", () => {
    const { dir } = hostile();
    git(dir, 'config', 'core.hooksPath', 'tools/git-hooks');
    const files = RepoFiles.open(dir);
    expect(files.blockedDirs).toEqual([{ path: 'tools/git-hooks', why: "git's hooks folder (core.hooksPath): hooks run on the machines of whoever commits or checks the branch out" }]);
  });
});
