import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { GitHubClient } from '../../src/action/github.js';
import { commitIdentity } from '../../src/action/identity.js';
import type { PullData } from '../../src/action/github.js';
import { authConfig, branchFor, BranchMoved, checkoutWorkBranch, DRAFT_REFUSED_NOTE, openOrUpdatePull, prepareWorkBranch, pushBranch, PushRefused, remoteHead, type WorkBranchInputs } from '../../src/action/pull-request.js';
import { Git } from '../../src/repo/git.js';
import { startGitHubServer, type GitHubSeed } from '../helpers/github-server.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('branchFor', () => {
  it('makes sweep/<issue>-<slug> branches', () => {
    expect(branchFor(12, 'Fix the login bug')).toBe('sweep/12-fix-the-login-bug');
    expect(branchFor(3, "  Can't save: `config.yaml` (v2.1)!  ")).toBe('sweep/3-can-t-save-config-yaml-v2-1');
  });

  it('leaves out a leading "Sweep:" of the title', () => {
    expect(branchFor(7, 'Sweep: add a --verbose flag')).toBe('sweep/7-add-a-verbose-flag');
    expect(branchFor(7, 'sweep :Add a flag')).toBe('sweep/7-add-a-flag');
    // Only a leading prefix is dropped.
    expect(branchFor(7, 'Make sweep: work')).toBe('sweep/7-make-sweep-work');
  });

  it('cuts long titles at 40 characters, never ending in a dash', () => {
    expect(branchFor(1234, 'Refactor the configuration loader so that it reads environment variables')).toBe('sweep/1234-refactor-the-configuration-loader-so-tha');
    expect(branchFor(5, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa bbbbb')).toBe('sweep/5-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
  });

  it('keeps letters with accents as plain letters, not dashes', () => {
    expect(branchFor(9, 'Über café: naïve résumé')).toBe('sweep/9-uber-cafe-naive-resume');
    expect(branchFor(9, '🐛 crash on save')).toBe('sweep/9-crash-on-save');
  });

  it('falls back to "change" when nothing of the title is left', () => {
    expect(branchFor(3, '修复登录错误')).toBe('sweep/3-change');
    expect(branchFor(4, 'Sweep:')).toBe('sweep/4-change');
    expect(branchFor(5, '')).toBe('sweep/5-change');
  });
});

describe('authConfig', () => {
  it('gives an https remote the token as a basic-auth header, clearing persisted ones first', () => {
    expect(authConfig('https://github.com/octo-org/octo-repo.git', 'ghs_abc')).toEqual([
      ['http.https://github.com/.extraheader', ''],
      ['http.https://github.com/.extraheader', 'AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX2FiYw=='],
    ]);
  });

  it('keys the header by scheme, host and port, without any user in the URL', () => {
    expect(authConfig('http://x-access-token:old@ghes.example:8080/o/r', 'ghs_abc')).toEqual([
      ['http.http://ghes.example:8080/.extraheader', ''],
      ['http.http://ghes.example:8080/.extraheader', 'AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX2FiYw=='],
    ]);
  });

  it.each([
    ['a local path', '/tmp/origin.git'],
    ['a relative path', '../origin.git'],
    ['an scp-style ssh remote', 'git@github.com:octo-org/octo-repo.git'],
    ['an ssh URL', 'ssh://git@github.com/octo-org/octo-repo.git'],
    ['a file URL', 'file:///tmp/origin.git'],
    ['an empty URL', ''],
  ])('adds nothing for %s', (_, url) => {
    expect(authConfig(url, 'ghs_abc')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// With real repositories: a bare origin, Sweep's clone and someone else's clone.

const TOKEN = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a';
const IDENTITY = commitIdentity({ login: 'sweep-bot[bot]', id: 9_000_001 });

interface Repos {
  origin: string;
  work: string;
  other: string;
  git: Git;
}

function repos(): Repos {
  const seed = makeRepo({ 'notes.txt': 'one\ntwo\nthree\n' }, { git: true });
  const temp = tempDir('sweep-push-');
  cleanups.push(() => seed.cleanup(), () => temp.cleanup());
  const origin = join(temp.dir, 'origin.git');
  git(temp.dir, 'clone', '-q', '--bare', seed.dir, origin);
  const work = join(temp.dir, 'work');
  const other = join(temp.dir, 'other');
  git(temp.dir, 'clone', '-q', origin, work);
  git(temp.dir, 'clone', '-q', origin, other);
  return { origin, work, other, git: new Git(work) };
}

/** Writes a file in Sweep's clone and commits it as Sweep. */
async function sweepCommits(r: Repos, path: string, text: string, message = `Sweep: ${path}`): Promise<string> {
  mkdirSync(join(r.work, path, '..'), { recursive: true });
  writeFileSync(join(r.work, path), text);
  return r.git.commit([path], message, IDENTITY);
}

/** Someone else commits `path` on `branch` (from origin's main unless it exists there) and pushes. */
function someoneElsePushes(r: Repos, branch: string, path: string, text: string): string {
  git(r.other, 'fetch', '-q', 'origin');
  const exists = git(r.other, 'ls-remote', '--heads', 'origin', `refs/heads/${branch}`).trim() !== '';
  git(r.other, 'checkout', '-q', '-B', branch, exists ? `origin/${branch}` : 'origin/main');
  writeFileSync(join(r.other, path), text);
  git(r.other, 'add', path);
  git(r.other, 'commit', '-q', '-m', `human: ${path}`);
  git(r.other, 'push', '-q', 'origin', `HEAD:refs/heads/${branch}`);
  return git(r.other, 'rev-parse', 'HEAD').trim();
}

const originHead = (r: Repos, branch: string) => git(r.origin, 'rev-parse', `refs/heads/${branch}`).trim();
const originBranches = (r: Repos) => git(r.origin, 'for-each-ref', '--format=%(refname:short)', 'refs/heads').trim().split('\n');

describe('pushBranch', () => {
  it.each([
    ['the default branch', 'main', ['main']],
    ['a branch that is not a sweep/ branch', 'feature/login', ['main']],
    ['the bare prefix', 'sweep/', ['main']],
    ['a protected sweep/ branch', 'sweep/release', ['main', 'sweep/release']],
  ])('refuses to push to %s', async (_, branch, protectedBranches) => {
    const r = repos();
    await sweepCommits(r, 'new.txt', 'x\n');
    const push = pushBranch({ git: r.git, branch, protectedBranches, token: TOKEN, identity: IDENTITY });
    await expect(push).rejects.toThrow(PushRefused);
    await expect(push).rejects.toThrow(`refusing to push to ${branch}: Sweep only pushes its own sweep/ branches`);
    expect(originBranches(r)).toEqual(['main']);
  });

  it('pushes HEAD to a new sweep/ branch', async () => {
    const r = repos();
    expect(await checkoutWorkBranch(r.git, 'sweep/1-add-notes', 'main', TOKEN)).toBe('new');
    const sha = await sweepCommits(r, 'docs/more.txt', 'more\n');
    await pushBranch({ git: r.git, branch: 'sweep/1-add-notes', protectedBranches: ['main'], token: TOKEN, identity: IDENTITY });
    expect(originHead(r, 'sweep/1-add-notes')).toBe(sha);
    expect(originBranches(r)).toEqual(['main', 'sweep/1-add-notes']);
  });

  it("rebases onto commits someone else pushed meanwhile and keeps them (no force)", async () => {
    const r = repos();
    const branch = 'sweep/2-fix';
    await checkoutWorkBranch(r.git, branch, 'main', TOKEN);
    await sweepCommits(r, 'sweep.txt', 'from sweep\n', 'Sweep: fix (#2)');
    const theirs = someoneElsePushes(r, branch, 'human.txt', 'from a human\n');
    await pushBranch({ git: r.git, branch, protectedBranches: ['main'], token: TOKEN, identity: IDENTITY });
    const head = originHead(r, branch);
    expect(head).toBe(await r.git.head());
    // Their commit is the parent of Sweep's, unchanged.
    expect(git(r.origin, 'rev-parse', `${head}^`).trim()).toBe(theirs);
    expect(git(r.origin, 'log', '--format=%s', branch).trim().split('\n')).toEqual(['Sweep: fix (#2)', 'human: human.txt', 'initial']);
    expect(git(r.origin, 'ls-tree', '--name-only', head).trim().split('\n')).toEqual(['human.txt', 'notes.txt', 'sweep.txt']);
    // The rebased commit is Sweep's, authored and committed as Sweep.
    expect(git(r.origin, 'log', '-1', '--format=%an <%ae> / %cn <%ce>', head).trim()).toBe(
      'sweep-bot[bot] <9000001+sweep-bot[bot]@users.noreply.github.com> / sweep-bot[bot] <9000001+sweep-bot[bot]@users.noreply.github.com>',
    );
  });

  it('refuses, and leaves their commit and a clean working copy, when Sweep’s commit conflicts with theirs', async () => {
    const r = repos();
    const branch = 'sweep/3-notes';
    await checkoutWorkBranch(r.git, branch, 'main', TOKEN);
    const mine = await sweepCommits(r, 'notes.txt', 'one\nTWO (sweep)\nthree\n');
    const theirs = someoneElsePushes(r, branch, 'notes.txt', 'one\nTWO (human)\nthree\n');
    const push = pushBranch({ git: r.git, branch, protectedBranches: ['main'], token: TOKEN, identity: IDENTITY });
    await expect(push).rejects.toThrow(PushRefused);
    await expect(push).rejects.toThrow(/^could not push sweep\/3-notes: someone else pushed to it and Sweep's commit does not apply on top \(.*Could not apply [0-9a-f]+\.\.\. Sweep: notes\.txt\)$/);
    expect(originHead(r, branch)).toBe(theirs);
    // No rebase left half done: Sweep's branch and files are as they were.
    expect(existsSync(join(r.work, '.git', 'rebase-merge'))).toBe(false);
    expect(existsSync(join(r.work, '.git', 'rebase-apply'))).toBe(false);
    expect(await r.git.head()).toBe(mine);
    expect(await r.git.currentBranch()).toBe(branch);
    expect(readFileSync(join(r.work, 'notes.txt'), 'utf8')).toBe('one\nTWO (sweep)\nthree\n');
  });

  it('refuses rather than overwrite a branch someone rewrote', async () => {
    const r = repos();
    const branch = 'sweep/4-docs';
    await checkoutWorkBranch(r.git, branch, 'main', TOKEN);
    await sweepCommits(r, 'a.txt', 'a\n');
    await pushBranch({ git: r.git, branch, protectedBranches: ['main'], token: TOKEN, identity: IDENTITY });
    await sweepCommits(r, 'b.txt', 'b\n');
    // Someone replaces the branch with their own history.
    git(r.other, 'fetch', '-q', 'origin');
    git(r.other, 'checkout', '-q', '-B', branch, 'origin/main');
    writeFileSync(join(r.other, 'c.txt'), 'c\n');
    git(r.other, 'add', 'c.txt');
    git(r.other, 'commit', '-q', '-m', 'human: rewrite');
    git(r.other, 'push', '-q', '--force', 'origin', `HEAD:refs/heads/${branch}`);
    const rewritten = git(r.other, 'rev-parse', 'HEAD').trim();
    const push = pushBranch({ git: r.git, branch, protectedBranches: ['main'], token: TOKEN, identity: IDENTITY });
    await expect(push).rejects.toThrow(PushRefused);
    await expect(push).rejects.toThrow(/^could not push sweep\/4-docs: git push failed: .*; fetching it to build on it failed too: git fetch failed: .*non-fast-forward/);
    expect(originHead(r, branch)).toBe(rewritten);
  });

  it('says so when the remote cannot be reached', async () => {
    const r = repos();
    await r.git.run(['remote', 'set-url', 'origin', join(r.origin, '..', 'missing.git')]);
    await sweepCommits(r, 'a.txt', 'a\n');
    const push = pushBranch({ git: r.git, branch: 'sweep/5-x', protectedBranches: ['main'], token: TOKEN, identity: IDENTITY });
    await expect(push).rejects.toThrow(PushRefused);
    await expect(push).rejects.toThrow(/^could not push sweep\/5-x: git push failed: .*the repository exists\.; fetching it to build on it failed too: git fetch failed: /);
  });
});

describe('checkoutWorkBranch', () => {
  it('builds on the remote branch when it exists', async () => {
    const r = repos();
    const theirs = someoneElsePushes(r, 'sweep/6-existing', 'human.txt', 'hi\n');
    expect(await checkoutWorkBranch(r.git, 'sweep/6-existing', 'main', TOKEN)).toBe('existing');
    expect(await r.git.currentBranch()).toBe('sweep/6-existing');
    expect(await r.git.head()).toBe(theirs);
    expect(readFileSync(join(r.work, 'human.txt'), 'utf8')).toBe('hi\n');
  });

  it('starts a new branch from the remote base otherwise', async () => {
    const r = repos();
    // The base moved on since Sweep's clone was made: the new branch starts from the remote's base.
    const base = someoneElsePushes(r, 'main', 'later.txt', 'later\n');
    expect(await checkoutWorkBranch(r.git, 'sweep/7-new', 'main', TOKEN)).toBe('new');
    expect(await r.git.currentBranch()).toBe('sweep/7-new');
    expect(await r.git.head()).toBe(base);
  });

  it('does not mistake a branch that merely ends in the same name for it', async () => {
    const r = repos();
    someoneElsePushes(r, 'archive/sweep/8-old', 'old.txt', 'old\n');
    expect(await checkoutWorkBranch(r.git, 'sweep/8-old', 'main', TOKEN)).toBe('new');
    expect(await r.git.head()).toBe(originHead(r, 'main'));
  });

  it('fails, rather than start a new branch, when the remote cannot be read', async () => {
    const r = repos();
    await r.git.run(['remote', 'set-url', 'origin', join(r.origin, '..', 'missing.git')]);
    await expect(checkoutWorkBranch(r.git, 'sweep/9-x', 'main', TOKEN)).rejects.toThrow(/^git ls-remote failed: .*the repository exists\./);
  });

  it('names the base branch when it does not exist', async () => {
    const r = repos();
    await expect(checkoutWorkBranch(r.git, 'sweep/9-x', 'develop', TOKEN)).rejects.toThrow(
      "the base branch 'develop' does not exist on the remote (check `branch` in .github/sweep.yaml)",
    );
  });
});

describe('prepareWorkBranch', () => {
  const sweepPull = (branch: string): PullData => ({ number: 9, title: 't', body: '', state: 'open', author: IDENTITY.name, headRepo: 'o/r', headRef: branch, headSha: '', baseRef: 'main', url: 'u', draft: false });
  const noPulls = { openPullFor: async () => undefined };
  const inputs = (r: Repos, branch: string, github: WorkBranchInputs['github'] = noPulls): WorkBranchInputs => ({ git: r.git, github, branch, base: 'main', token: TOKEN, author: IDENTITY.name, identity: IDENTITY });

  it('starts the issue’s branch from the base when no such branch exists', async () => {
    const r = repos();
    expect(await prepareWorkBranch(inputs(r, 'sweep/1-x'))).toEqual({ branch: 'sweep/1-x', kind: 'new', passedOver: [] });
    expect(await r.git.head()).toBe(originHead(r, 'main'));
  });

  it('never adopts a branch holding commits Sweep did not make: it takes the next free number', async () => {
    const r = repos();
    const theirs = someoneElsePushes(r, 'sweep/2-x', 'evil.txt', 'x\n');
    someoneElsePushes(r, 'sweep/2-x-2', 'evil.txt', 'y\n');
    const work = await prepareWorkBranch(inputs(r, 'sweep/2-x'));
    expect(work).toEqual({ branch: 'sweep/2-x-3', kind: 'new', passedOver: ["sweep/2-x (1 commit by Test, and no pull request of Sweep's)", "sweep/2-x-2 (1 commit by Test, and no pull request of Sweep's)"] });
    expect(await r.git.currentBranch()).toBe('sweep/2-x-3');
    expect(await r.git.head()).toBe(originHead(r, 'main'));
    expect(originHead(r, 'sweep/2-x')).toBe(theirs);
  });

  it('builds on a branch holding only Sweep’s own commits (a run that pushed and stopped before its pull request)', async () => {
    const r = repos();
    await checkoutWorkBranch(r.git, 'sweep/3-x', 'main', TOKEN);
    const mine = await sweepCommits(r, 'a.txt', 'a\n');
    await pushBranch({ git: r.git, branch: 'sweep/3-x', protectedBranches: ['main'], token: TOKEN, identity: IDENTITY });
    await r.git.checkout('main');
    expect(await prepareWorkBranch(inputs(r, 'sweep/3-x'))).toEqual({ branch: 'sweep/3-x', kind: 'existing', passedOver: [] });
    expect(await r.git.head()).toBe(mine);
  });

  it('builds on the branch of Sweep’s own pull request, whoever else pushed to it', async () => {
    const r = repos();
    const theirs = someoneElsePushes(r, 'sweep/4-x', 'human.txt', 'hi\n');
    const pull = sweepPull('sweep/4-x');
    const work = await prepareWorkBranch(inputs(r, 'sweep/4-x', { openPullFor: async (branch) => (branch === 'sweep/4-x' ? pull : undefined) }));
    expect(work).toEqual({ branch: 'sweep/4-x', kind: 'existing', pull, passedOver: [] });
    expect(await r.git.head()).toBe(theirs);
  });
});

describe('pushBranch with an expected head', () => {
  it('pushes while the branch is still at that commit, and says the branch moved otherwise, pushing nothing and rebasing nothing', async () => {
    const r = repos();
    const branch = 'sweep/5-ci';
    await checkoutWorkBranch(r.git, branch, 'main', TOKEN);
    const first = await sweepCommits(r, 'a.txt', 'a\n');
    await pushBranch({ git: r.git, branch, protectedBranches: ['main'], token: TOKEN, identity: IDENTITY });
    const fix = await sweepCommits(r, 'b.txt', 'b\n');
    const theirs = someoneElsePushes(r, branch, 'human.txt', 'hi\n');
    const push = pushBranch({ git: r.git, branch, protectedBranches: ['main'], token: TOKEN, identity: IDENTITY, expectedHead: first });
    await expect(push).rejects.toThrow(BranchMoved);
    await expect(push).rejects.toThrow(`${branch} is at ${theirs.slice(0, 12)}, no longer at ${first.slice(0, 12)}, the commit this work started from: nothing was pushed`);
    expect(originHead(r, branch)).toBe(theirs);
    expect(await r.git.head()).toBe(fix);
    // Still at the expected commit: a plain fast-forward.
    const again = repos();
    await checkoutWorkBranch(again.git, branch, 'main', TOKEN);
    await sweepCommits(again, 'a.txt', 'a\n');
    await pushBranch({ git: again.git, branch, protectedBranches: ['main'], token: TOKEN, identity: IDENTITY });
    const head = originHead(again, branch);
    const next = await sweepCommits(again, 'c.txt', 'c\n');
    await pushBranch({ git: again.git, branch, protectedBranches: ['main'], token: TOKEN, identity: IDENTITY, expectedHead: head });
    expect(originHead(again, branch)).toBe(next);
    expect(await remoteHead(again.git, 'sweep/no-such', TOKEN)).toBe('');
  });
});

describe('openOrUpdatePull', () => {
  /** A Sweep branch with one commit of `file`, pushed to the origin a GitHub server serves, and a client of that server. */
  async function pushedBranch(branch: string, file: string, repository?: GitHubSeed['repository']) {
    const r = repos();
    await checkoutWorkBranch(r.git, branch, 'main', TOKEN);
    await sweepCommits(r, file, `${file[0]}\n`);
    await pushBranch({ git: r.git, branch, protectedBranches: ['main'], token: TOKEN, identity: IDENTITY });
    const server = await startGitHubServer({ gitDir: r.origin, ...(repository ? { repository } : {}) });
    cleanups.push(() => server.close());
    const github = new GitHubClient({ token: TOKEN, baseUrl: server.url, repo: { owner: 'octo-org', repo: 'octo-repo' } });
    return { branch, server, github };
  }

  it('opens the pull request once, then updates it', async () => {
    const { branch, server, github } = await pushedBranch('sweep/10-feature', 'feature.txt');

    const first = await openOrUpdatePull({ github, author: 'sweep-bot[bot]', branch, base: 'main', title: 'Sweep: feature (#10)', body: 'Fixes #10\n\nfirst', draft: true });
    expect(first.created).toBe(true);
    expect(first.pull).toMatchObject({ title: 'Sweep: feature (#10)', body: 'Fixes #10\n\nfirst', headRef: branch, baseRef: 'main', draft: true, state: 'open', author: 'sweep-bot[bot]' });

    const second = await openOrUpdatePull({ github, author: 'sweep-bot[bot]', branch, base: 'main', title: 'Sweep: feature, take two (#10)', body: 'Fixes #10\n\nsecond', draft: true });
    expect(second.created).toBe(false);
    expect(second.pull).toMatchObject({ number: first.pull.number, title: 'Sweep: feature, take two (#10)', body: 'Fixes #10\n\nsecond', headRef: branch });

    expect(server.state.pulls).toHaveLength(1);
    expect(server.state.pulls[0]).toMatchObject({ number: first.pull.number, title: 'Sweep: feature, take two (#10)', body: 'Fixes #10\n\nsecond', draft: true });
    expect(server.requests.filter((q) => q.method !== 'GET').map((q) => `${q.method} ${q.path}`)).toEqual([
      'POST /repos/octo-org/octo-repo/pulls',
      `PATCH /repos/octo-org/octo-repo/pulls/${first.pull.number}`,
    ]);
    expect(server.requests.find((q) => q.method === 'GET')?.query).toMatchObject({ state: 'open', head: `octo-org:${branch}` });
  });

  it('updates only the pull request Sweep opened from its branch, not a newer one someone else opened from it', async () => {
    const { branch, server, github } = await pushedBranch('sweep/13-feature', 'feature.txt');
    const first = await openOrUpdatePull({ github, author: 'sweep-bot[bot]', branch, base: 'main', title: 'Sweep: feature (#13)', body: 'Fixes #13', draft: true });
    // Anyone who can read the repository may open a pull request from Sweep's branch to another base.
    const theirs = { ...server.state.pulls[0]!, number: first.pull.number + 1, title: 'mine now', body: 'hands off', base: { ref: 'release', sha: first.pull.headSha }, user: { login: 'mallory', type: 'User' as const } };
    server.state.pulls.push(theirs);
    expect(await github.openPullFor(branch, 'sweep-bot[bot]')).toMatchObject({ number: first.pull.number, author: 'sweep-bot[bot]' });
    expect(await github.openPullFor(branch, 'someone-else')).toBeUndefined();
    const second = await openOrUpdatePull({ github, author: 'sweep-bot[bot]', branch, base: 'main', title: 'Sweep: feature, take two (#13)', body: 'Fixes #13\n\nsecond', draft: true });
    expect(second).toMatchObject({ created: false, pull: { number: first.pull.number } });
    expect(server.state.pulls.find((p) => p.number === theirs.number)).toMatchObject({ title: 'mine now', body: 'hands off' });
    expect(server.state.pulls.find((p) => p.number === first.pull.number)).toMatchObject({ title: 'Sweep: feature, take two (#13)', body: 'Fixes #13\n\nsecond' });
  });

  it('opens a ready pull request, saying so, when GitHub refuses a draft (private repository, free plan)', async () => {
    const { branch, server, github } = await pushedBranch('sweep/11-private', 'private.txt', { private: true, plan: 'free' });
    const opened = await openOrUpdatePull({ github, author: 'sweep-bot[bot]', branch, base: 'main', title: 'Sweep: private (#11)', body: 'Fixes #11', draft: true });
    expect(opened).toMatchObject({ created: true, draftRefused: true, pull: { draft: false, body: `${DRAFT_REFUSED_NOTE}\n\nFixes #11` } });
    expect(server.requests.filter((q) => q.method === 'POST').map((q) => [q.status, (q.body as { draft: boolean }).draft])).toEqual([
      [422, true],
      [201, false],
    ]);
    // Without a draft asked for, a 422 is no reason to try again.
    await expect(openOrUpdatePull({ github, author: 'sweep-bot[bot]', branch: 'sweep/12-none', base: 'main', title: 'T', body: 'B', draft: true })).rejects.toMatchObject({ status: 422 });
  });
});
