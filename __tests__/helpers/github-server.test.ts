/** The fake GitHub API driven by the real `@octokit/rest` client, as the end-to-end tests use it. */
import { afterEach, describe, expect, it } from '@jest/globals';
import { Octokit } from '@octokit/rest';
import { OCTOKIT_LOG } from '../../src/action/github.js';
import { git, makeRepo, type TempRepo } from './repo.js';
import { startGitHubServer, type GitHubSeed, type GitHubServer } from './github-server.js';

const OWNER = 'acme';
const REPO = 'widgets';
const repo = { owner: OWNER, repo: REPO };

let server: GitHubServer | undefined;
let tempRepo: TempRepo | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  tempRepo?.cleanup();
  tempRepo = undefined;
});

async function start(seed: GitHubSeed = {}): Promise<{ server: GitHubServer; octokit: Octokit }> {
  server = await startGitHubServer({ repository: { owner: OWNER, name: REPO }, ...seed });
  return { server, octokit: client(server.url) };
}

/** An Octokit for the fake; `auth: null` sends no Authorization header. */
function client(baseUrl: string, auth: string | null = 'ghs_test'): Octokit {
  const quiet = () => undefined;
  return new Octokit({ ...(auth === null ? {} : { auth }), baseUrl, request: { retries: 0 }, log: { debug: quiet, info: quiet, warn: quiet, error: quiet } });
}

describe('repository, users and permissions', () => {
  it('serves the repository; GET /user answers 403 for an installation token (a bot), as GitHub does', async () => {
    const { server, octokit } = await start({ repository: { owner: OWNER, name: REPO, default_branch: 'trunk', private: true } });
    const { data: repository } = await octokit.rest.repos.get(repo);
    expect(repository).toMatchObject({ name: REPO, full_name: `${OWNER}/${REPO}`, default_branch: 'trunk', private: true });
    expect(repository.owner.login).toBe(OWNER);
    await expect(octokit.rest.users.getAuthenticated()).rejects.toMatchObject({ status: 403, response: { data: { message: 'Resource not accessible by integration' } } });
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([`GET /repos/${OWNER}/${REPO} 200`, 'GET /user 403']);
    expect(server.requests[0]?.headers.authorization).toBe('token ghs_test');
    expect(server.requests[0]?.route).toBe('GET /repos/{owner}/{repo}');
  });

  it('answers GET /user for a personal token, and GET /users/{login} for any account, bots included', async () => {
    const { server } = await start({ tokenUsers: { ghp_alice: { login: 'alice', type: 'User' } }, users: [{ login: 'my-app[bot]', type: 'Bot', id: 4242 }] });
    const alice = client(server.url, 'ghp_alice');
    expect((await alice.rest.users.getAuthenticated()).data).toMatchObject({ login: 'alice', type: 'User' });
    expect((await alice.rest.users.getByUsername({ username: 'my-app[bot]' })).data).toMatchObject({ login: 'my-app[bot]', id: 4242, type: 'Bot' });
    await expect(alice.rest.users.getByUsername({ username: 'nobody[bot]' })).rejects.toMatchObject({ status: 404 });
  });

  it('serves only operations GitHub documents, and refuses installation tokens where GitHub does', async () => {
    const { server } = await start();
    const { operation } = await import('./openapi.js');
    const templates = server.routes();
    expect(templates.length).toBeGreaterThan(30);
    for (const template of templates) {
      const [method, path] = template.split(' ') as [string, string];
      expect([template, operation(method, path) !== undefined]).toEqual([template, true]);
    }
    expect(operation('GET', '/user')?.enabledForGitHubApps).toBe(false);
    expect(operation('POST', '/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies')?.enabledForGitHubApps).toBe(false);
    expect(operation('POST', '/repos/{owner}/{repo}/pulls/{pull_number}/comments')?.enabledForGitHubApps).toBe(true);
    // The statuses the strict answers use are the ones GitHub documents for those operations.
    const cases: [string, string, string][] = [
      ['GET', '/user', '403'],
      ['GET', '/users/{username}', '404'],
      ['POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', '422'],
      ['PATCH', '/repos/{owner}/{repo}/issues/comments/{comment_id}', '422'],
      ['POST', '/repos/{owner}/{repo}/pulls', '422'],
      ['PATCH', '/repos/{owner}/{repo}/pulls/{pull_number}', '422'],
      ['POST', '/repos/{owner}/{repo}/pulls/{pull_number}/comments', '422'],
      ['POST', '/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', '404'],
      ['GET', '/repos/{owner}/{repo}/actions/jobs/{job_id}/logs', '302'],
    ];
    for (const [method, path, status] of cases) expect([method, path, operation(method, path)?.statuses.includes(status)]).toEqual([method, path, true]);
  });

  it('looks up collaborator permissions like GitHub, with the exact role in role_name', async () => {
    const { octokit } = await start({
      users: [{ login: 'stranger', type: 'User' }],
      permissions: { alice: 'write', bob: 'maintain', carol: 'triage', dave: 'read' },
    });
    const lookup = async (username: string) =>
      (await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username })).data;
    expect(await lookup(OWNER)).toMatchObject({ permission: 'admin', role_name: 'admin' });
    expect(await lookup('alice')).toMatchObject({ permission: 'write', role_name: 'write', user: { login: 'alice' } });
    expect(await lookup('bob')).toMatchObject({ permission: 'write', role_name: 'maintain' });
    expect(await lookup('carol')).toMatchObject({ permission: 'read', role_name: 'triage' });
    expect((await lookup('dave')).user?.permissions).toEqual({ admin: false, maintain: false, push: false, triage: false, pull: true });
    expect(await lookup('stranger')).toMatchObject({ permission: 'none', role_name: 'none' });
    expect(await lookup('sweep-bot[bot]')).toMatchObject({ permission: 'none', user: { type: 'Bot' } });
    await expect(lookup('nobody')).rejects.toMatchObject({ status: 404 });
  });
});

describe('issues, comments, labels and reactions', () => {
  const seed: GitHubSeed = {
    issues: [{ number: 7, title: 'Add a CLI flag', body: 'Please add --verbose.', labels: ['sweep'], user: { login: 'alice', type: 'User' } }],
  };

  it('gets and updates an issue', async () => {
    const { server, octokit } = await start(seed);
    const { data: issue } = await octokit.rest.issues.get({ ...repo, issue_number: 7 });
    expect(issue).toMatchObject({ number: 7, title: 'Add a CLI flag', body: 'Please add --verbose.', state: 'open', user: { login: 'alice' } });
    expect(issue.labels).toEqual([expect.objectContaining({ name: 'sweep' })]);
    expect(issue.pull_request).toBeUndefined();
    const { data: closed } = await octokit.rest.issues.update({ ...repo, issue_number: 7, title: 'Renamed', state: 'closed' });
    expect(closed).toMatchObject({ title: 'Renamed', state: 'closed' });
    expect(closed.closed_at).toEqual(expect.any(String));
    expect(server.state.issues[0]).toMatchObject({ title: 'Renamed', state: 'closed' });
    expect(server.requests[1]?.body).toEqual({ title: 'Renamed', state: 'closed' });
    await expect(octokit.rest.issues.get({ ...repo, issue_number: 99 })).rejects.toMatchObject({ status: 404 });
  });

  it('creates, lists, updates and deletes comments as the token user', async () => {
    const { server, octokit } = await start(seed);
    const { data: created, status } = await octokit.rest.issues.createComment({ ...repo, issue_number: 7, body: 'Working on it' });
    expect(status).toBe(201);
    expect(created).toMatchObject({ body: 'Working on it', user: { login: 'sweep-bot[bot]', type: 'Bot' } });
    const { data: updated } = await octokit.rest.issues.updateComment({ ...repo, comment_id: created.id, body: 'Done' });
    expect(updated.body).toBe('Done');
    expect(updated.updated_at > updated.created_at).toBe(true);
    const { data: fetched } = await octokit.rest.issues.getComment({ ...repo, comment_id: created.id });
    expect(fetched.body).toBe('Done');
    const { data: listed } = await octokit.rest.issues.listComments({ ...repo, issue_number: 7 });
    expect(listed.map((c) => c.body)).toEqual(['Done']);
    expect((await octokit.rest.issues.get({ ...repo, issue_number: 7 })).data.comments).toBe(1);
    const removed = await octokit.rest.issues.deleteComment({ ...repo, comment_id: created.id });
    expect(removed.status).toBe(204);
    expect(server.state.comments).toEqual([]);
    await expect(octokit.rest.issues.getComment({ ...repo, comment_id: created.id })).rejects.toMatchObject({ status: 404 });
  });

  it('paginates comments with a Link header', async () => {
    const comments = Array.from({ length: 45 }, (_, i) => ({ issue_number: 7, body: `comment ${i + 1}` }));
    const { server, octokit } = await start({ ...seed, comments });
    const first = await octokit.rest.issues.listComments({ ...repo, issue_number: 7, per_page: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.headers.link).toContain('rel="next"');
    expect(first.headers.link).toContain('comments?per_page=20&page=3>; rel="last"');
    const all = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: 7, per_page: 20 });
    expect(all.map((c) => c.body)).toEqual(comments.map((c) => c.body));
    expect(server.requests.filter((r) => r.path.endsWith('/issues/7/comments'))).toHaveLength(4);
    expect(server.requests.at(-1)?.query).toEqual({ per_page: '20', page: '3' });
  });

  it('adds and removes labels, creating unknown labels', async () => {
    const { server, octokit } = await start(seed);
    const { data: added } = await octokit.rest.issues.addLabels({ ...repo, issue_number: 7, labels: ['sweep', 'needs review'] });
    expect(added.map((l) => l.name)).toEqual(['sweep', 'needs review']);
    expect(server.state.labels.map((l) => l.name)).toEqual(['sweep', 'needs review']);
    const { data: left } = await octokit.rest.issues.removeLabel({ ...repo, issue_number: 7, name: 'needs review' });
    expect(left.map((l) => l.name)).toEqual(['sweep']);
    expect(server.requests.at(-1)?.path).toBe(`/repos/${OWNER}/${REPO}/issues/7/labels/needs%20review`);
    await expect(octokit.rest.issues.removeLabel({ ...repo, issue_number: 7, name: 'absent' })).rejects.toMatchObject({
      status: 404,
      response: { data: { message: 'Label does not exist' } },
    });
    expect(server.state.issues[0]?.labels).toEqual(['sweep']);
  });

  it('adds reactions to issue comments once per user and content', async () => {
    const { server, octokit } = await start({ ...seed, comments: [{ id: 5, issue_number: 7, body: '/sweep fix it' }] });
    const first = await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: 5, content: 'eyes' });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ content: 'eyes', user: { login: 'sweep-bot[bot]' } });
    const again = await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: 5, content: 'eyes' });
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    expect(server.state.comments[0]?.reactions).toHaveLength(1);
    const { data: comment } = await octokit.rest.issues.getComment({ ...repo, comment_id: 5 });
    expect(comment.reactions).toMatchObject({ total_count: 1, eyes: 1, rocket: 0 });
    await expect(
      octokit.request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', { ...repo, comment_id: 5, content: 'wave' as 'eyes' }),
    ).rejects.toMatchObject({ status: 422 });
  });
});

describe('pull requests', () => {
  const branches = { main: 'a'.repeat(40), 'sweep/7-add-flag': 'b'.repeat(40), 'sweep/8-other': 'c'.repeat(40) };

  it('creates a PR numbered after the issues, lists it with filters and updates it', async () => {
    const { server, octokit } = await start({ branches, issues: [{ number: 7, title: 'Add a CLI flag' }] });
    const { data: pr, status } = await octokit.rest.pulls.create({
      ...repo,
      title: 'Sweep: add a CLI flag',
      body: 'Fixes #7',
      head: 'sweep/7-add-flag',
      base: 'main',
    });
    expect(status).toBe(201);
    expect(pr).toMatchObject({
      number: 8,
      state: 'open',
      draft: false,
      merged: false,
      user: { login: 'sweep-bot[bot]' },
      head: { ref: 'sweep/7-add-flag', sha: 'b'.repeat(40), label: `${OWNER}:sweep/7-add-flag`, repo: { full_name: `${OWNER}/${REPO}` } },
      base: { ref: 'main', sha: 'a'.repeat(40) },
    });
    const { data: asIssue } = await octokit.rest.issues.get({ ...repo, issue_number: 8 });
    expect(asIssue.pull_request?.url).toBe(`${server.url}/repos/${OWNER}/${REPO}/pulls/8`);
    expect(server.state.issues.find((i) => i.number === 8)?.pull_request).toBe(true);

    const byHead = await octokit.rest.pulls.list({ ...repo, head: `${OWNER}:sweep/7-add-flag`, state: 'open' });
    expect(byHead.data.map((p) => p.number)).toEqual([8]);
    expect((await octokit.rest.pulls.list({ ...repo, head: `${OWNER}:sweep/8-other` })).data).toEqual([]);
    expect((await octokit.rest.pulls.list({ ...repo, base: 'main' })).data).toHaveLength(1);

    const { data: updated } = await octokit.rest.pulls.update({ ...repo, pull_number: 8, body: 'Fixes #7 (updated)', state: 'closed' });
    expect(updated).toMatchObject({ body: 'Fixes #7 (updated)', state: 'closed' });
    expect(server.state.issues.find((i) => i.number === 8)).toMatchObject({ state: 'closed', body: 'Fixes #7 (updated)' });
    expect((await octokit.rest.pulls.list({ ...repo })).data).toEqual([]);
    expect((await octokit.rest.pulls.list({ ...repo, state: 'closed' })).data.map((p) => p.number)).toEqual([8]);
  });

  it('refuses a second PR for the same head with 422 in GitHub’s shape', async () => {
    const { octokit } = await start({ branches, pulls: [{ number: 3, title: 'First', head: { ref: 'sweep/7-add-flag' } }] });
    const error = await octokit.rest.pulls
      .create({ ...repo, title: 'Again', head: 'sweep/7-add-flag', base: 'main' })
      .then(() => null, (e: unknown) => e);
    expect(error).toMatchObject({
      status: 422,
      response: {
        data: {
          message: 'Validation Failed',
          errors: [{ resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${OWNER}:sweep/7-add-flag.` }],
          documentation_url: expect.any(String),
        },
      },
    });
    expect(String((error as Error).message)).toContain('A pull request already exists');
  });

  it('refuses bodies over 65,536 characters with 422, changing nothing', async () => {
    const { server, octokit } = await start({ branches, issues: [{ number: 7, title: 'Add a CLI flag' }] });
    const long = 'x'.repeat(65_537);
    const tooLong = { status: 422, response: { data: { errors: [expect.objectContaining({ field: 'body', message: 'body is too long (maximum is 65536 characters)' })] } } };
    await expect(octokit.rest.issues.createComment({ ...repo, issue_number: 7, body: long })).rejects.toMatchObject(tooLong);
    const { data: comment } = await octokit.rest.issues.createComment({ ...repo, issue_number: 7, body: 'x'.repeat(65_536) });
    await expect(octokit.rest.issues.updateComment({ ...repo, comment_id: comment.id, body: long })).rejects.toMatchObject(tooLong);
    await expect(octokit.rest.pulls.create({ ...repo, title: 'T', head: 'sweep/7-add-flag', base: 'main', body: long })).rejects.toMatchObject(tooLong);
    const { data: pr } = await octokit.rest.pulls.create({ ...repo, title: 'T', head: 'sweep/7-add-flag', base: 'main', body: 'short' });
    await expect(octokit.rest.pulls.update({ ...repo, pull_number: pr.number, title: 'Changed', body: long })).rejects.toMatchObject(tooLong);
    expect(server.state.pulls[0]).toMatchObject({ title: 'T', body: 'short' });
    expect(server.state.comments[0]?.body).toHaveLength(65_536);
    // GitHub counts characters, not UTF-16 units.
    await octokit.rest.issues.createComment({ ...repo, issue_number: 7, body: '\u{1F600}'.repeat(65_536) });
  });

  it('refuses a draft in a private repository on the free plan, and takes it on a paid plan', async () => {
    const free = await start({ branches, repository: { owner: OWNER, name: REPO, private: true } });
    await expect(free.octokit.rest.pulls.create({ ...repo, title: 'T', head: 'sweep/7-add-flag', base: 'main', draft: true })).rejects.toMatchObject({
      status: 422,
      response: { data: { errors: [expect.objectContaining({ message: 'Draft pull requests are not supported in this repository.' })] } },
    });
    expect((await free.octokit.rest.pulls.create({ ...repo, title: 'T', head: 'sweep/7-add-flag', base: 'main' })).data.draft).toBe(false);
    await server?.close();
    const paid = await start({ branches, repository: { owner: OWNER, name: REPO, private: true, plan: 'team' } });
    expect((await paid.octokit.rest.pulls.create({ ...repo, title: 'T', head: 'sweep/7-add-flag', base: 'main', draft: true })).data.draft).toBe(true);
  });

  it('validates head and base as given', async () => {
    const { octokit } = await start({ branches });
    const create = (head: string, base: string) => octokit.rest.pulls.create({ ...repo, title: 't', head, base });
    await expect(create('sweep/missing', 'main')).rejects.toMatchObject({
      status: 422,
      response: { data: { errors: [{ resource: 'PullRequest', field: 'head', code: 'invalid' }] } },
    });
    await expect(create('sweep/7-add-flag', 'develop')).rejects.toMatchObject({
      status: 422,
      response: { data: { errors: [{ field: 'base', code: 'invalid' }] } },
    });
    await expect(create('someone-else:sweep/7-add-flag', 'main')).rejects.toMatchObject({ status: 422 });
    await expect(create('main', 'main')).rejects.toMatchObject({
      status: 422,
      response: { data: { errors: [{ message: 'No commits between main and main' }] } },
    });
    const { data } = await create(`${OWNER}:sweep/7-add-flag`, 'main');
    expect(data.head.ref).toBe('sweep/7-add-flag');
  });

  it('pages PR files past 100 through octokit.paginate', async () => {
    const files = Array.from({ length: 250 }, (_, i) => ({
      filename: `src/file${i}.ts`,
      patch: `@@ -1,1 +1,2 @@\n-old ${i}\n+new ${i}\n+extra`,
    }));
    const { server, octokit } = await start({ branches, pulls: [{ number: 12, title: 'Big', head: { ref: 'sweep/8-other' }, files }] });
    const all = await octokit.paginate(octokit.rest.pulls.listFiles, { ...repo, pull_number: 12, per_page: 100 });
    expect(all).toHaveLength(250);
    expect(all[249]).toMatchObject({ filename: 'src/file249.ts', status: 'modified', additions: 2, deletions: 1, changes: 3 });
    expect(all[0]?.patch).toBe(files[0]?.patch);
    expect(server.requests.filter((r) => r.path.endsWith('/pulls/12/files')).map((r) => r.query.page)).toEqual([undefined, '2', '3']);
    const { data: pr } = await octokit.rest.pulls.get({ ...repo, pull_number: 12 });
    expect(pr).toMatchObject({ changed_files: 250, additions: 500, deletions: 250 });
  });

  it('serves the diff for Accept: application/vnd.github.diff', async () => {
    const files = [{ filename: 'a.txt', patch: '@@ -1 +1 @@\n-x\n+y' }];
    const { octokit } = await start({ branches, pulls: [{ number: 2, title: 'Small', head: { ref: 'sweep/8-other' }, files }] });
    const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: 2, mediaType: { format: 'diff' } });
    expect(data as unknown as string).toBe('diff --git a/a.txt b/a.txt\n--- a/a.txt\n+++ b/a.txt\n@@ -1 +1 @@\n-x\n+y\n');
  });

  it('computes PR files and head shas from a git repository', async () => {
    tempRepo = makeRepo({ 'keep.txt': 'one\ntwo\n', 'gone.txt': 'bye\n', 'old-name.txt': 'same\ncontent\nhere\n' }, { git: true });
    const dir = tempRepo.dir;
    git(dir, 'checkout', '-q', '-b', 'sweep/1-edit');
    git(dir, 'rm', '-q', 'gone.txt');
    git(dir, 'mv', 'old-name.txt', 'new-name.txt');
    git(dir, 'commit', '-q', '-m', 'rename and delete');
    const { octokit, server } = await start({ gitDir: dir });
    const { data: pr } = await octokit.rest.pulls.create({ ...repo, title: 'Edit', head: 'sweep/1-edit', base: 'main' });
    expect(pr.head.sha).toBe(git(dir, 'rev-parse', 'sweep/1-edit').trim());
    const { data: files } = await octokit.rest.pulls.listFiles({ ...repo, pull_number: pr.number });
    expect(files.map((f) => [f.filename, f.status, f.previous_filename])).toEqual([
      ['gone.txt', 'removed', undefined],
      ['new-name.txt', 'renamed', 'old-name.txt'],
    ]);
    expect(files[0]).toMatchObject({ deletions: 1, additions: 0, patch: '@@ -1 +0,0 @@\n-bye' });

    git(dir, 'checkout', '-q', 'sweep/1-edit');
    git(dir, 'commit', '-q', '--allow-empty', '-m', 'push more');
    const { data: again } = await octokit.rest.pulls.get({ ...repo, pull_number: pr.number });
    expect(again.head.sha).toBe(git(dir, 'rev-parse', 'HEAD').trim());
    expect(server.state.pulls[0]?.head.sha).toBe(again.head.sha);

    // A branch main already contains (an ancestor of main, not main itself) has no commits to offer.
    git(dir, 'checkout', '-q', 'main');
    git(dir, 'branch', 'sweep/2-behind');
    git(dir, 'commit', '-q', '--allow-empty', '-m', 'main moves on');
    await expect(octokit.rest.pulls.create({ ...repo, title: 'Behind', head: 'sweep/2-behind', base: 'main' })).rejects.toMatchObject({
      status: 422,
      response: { data: { errors: [expect.objectContaining({ message: 'No commits between main and sweep/2-behind' })] } },
    });
  });
});

describe('review comments', () => {
  it('lists, gets and replies to review comments, and reacts to them', async () => {
    const { server, octokit } = await start({
      tokenUsers: { ghp_alice: { login: 'alice', type: 'User' } },
      pulls: [{ number: 4, title: 'PR', head: { ref: 'sweep/4' } }],
      reviewComments: [
        { id: 31, pull_number: 4, path: 'src/a.ts', line: 12, start_line: 10, body: 'Rename this', user: { login: 'alice', type: 'User' } },
        { id: 32, pull_number: 4, path: 'src/b.ts', line: 3, body: 'And this' },
      ],
    });
    const { data: listed } = await octokit.rest.pulls.listReviewComments({ ...repo, pull_number: 4 });
    expect(listed.map((c) => [c.id, c.path, c.start_line, c.line, c.side])).toEqual([
      [31, 'src/a.ts', 10, 12, 'RIGHT'],
      [32, 'src/b.ts', null, 3, 'RIGHT'],
    ]);
    const { data: one } = await octokit.rest.pulls.getReviewComment({ ...repo, comment_id: 31 });
    expect(one).toMatchObject({ body: 'Rename this', user: { login: 'alice' }, start_side: 'RIGHT' });
    expect(one.in_reply_to_id).toBeUndefined();

    // An installation token may reply only through POST .../comments with in_reply_to.
    await expect(octokit.rest.pulls.createReplyForReviewComment({ ...repo, pull_number: 4, comment_id: 31, body: 'Done' })).rejects.toMatchObject({
      status: 403,
      response: { data: { message: 'Resource not accessible by integration' } },
    });
    const { data: reply, status } = await octokit.rest.pulls.createReviewComment({ ...repo, pull_number: 4, in_reply_to: 31, body: 'Done', commit_id: 'ignored', path: 'ignored' });
    expect(status).toBe(201);
    expect(reply).toMatchObject({ in_reply_to_id: 31, path: 'src/a.ts', line: 12, user: { login: 'sweep-bot[bot]' } });
    await expect(octokit.rest.pulls.createReviewComment({ ...repo, pull_number: 4, in_reply_to: reply.id, body: 'Again', commit_id: 'ignored', path: 'ignored' })).rejects.toMatchObject({ status: 422 });
    // A personal token may use the replies endpoint, for the thread's first comment only.
    const pat = client(server.url, 'ghp_alice');
    const { data: byAlice } = await pat.rest.pulls.createReplyForReviewComment({ ...repo, pull_number: 4, comment_id: 32, body: 'Sure' });
    expect(byAlice).toMatchObject({ in_reply_to_id: 32, user: { login: 'alice' } });
    await expect(pat.rest.pulls.createReplyForReviewComment({ ...repo, pull_number: 4, comment_id: byAlice.id, body: 'Nested' })).rejects.toMatchObject({ status: 404 });
    expect(server.state.reviewComments).toHaveLength(4);
    const { data: top } = await octokit.rest.pulls.createReviewComment({ ...repo, pull_number: 4, commit_id: 'e'.repeat(40), path: 'src/c.ts', line: 5, body: 'New thread' });
    expect(top).toMatchObject({ path: 'src/c.ts', line: 5, side: 'RIGHT', commit_id: 'e'.repeat(40) });
    expect(top.in_reply_to_id).toBeUndefined();
    await expect(octokit.rest.pulls.createReviewComment({ ...repo, pull_number: 4, commit_id: 'e'.repeat(40), path: 'src/c.ts', body: 'No line' })).rejects.toMatchObject({ status: 422 });

    const reaction = await octokit.rest.reactions.createForPullRequestReviewComment({ ...repo, comment_id: 31, content: '+1' });
    expect(reaction.status).toBe(201);
    expect(server.state.reviewComments[0]?.reactions.map((r) => r.content)).toEqual(['+1']);
    await expect(octokit.rest.pulls.getReviewComment({ ...repo, comment_id: 999 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('workflow runs, jobs and logs', () => {
  const seed: GitHubSeed = {
    pulls: [{ number: 9, title: 'PR', head: { ref: 'sweep/9-fix', sha: 'd'.repeat(40) } }],
    workflowRuns: [
      {
        id: 501,
        name: 'CI',
        head_branch: 'sweep/9-fix',
        head_sha: 'd'.repeat(40),
        conclusion: 'failure',
        run_attempt: 2,
        pull_requests: [9],
        jobs: [
          { id: 601, name: 'test', conclusion: 'failure', run_attempt: 1, log: 'attempt one failed\n' },
          {
            id: 602,
            name: 'test',
            conclusion: 'failure',
            steps: [{ name: 'Set up' }, { name: 'Run tests', conclusion: 'failure' }],
            log: '2024-01-01T00:00:00Z FAIL src/a.test.ts\nExpected 1, received 2\n',
          },
          { id: 603, name: 'lint', conclusion: 'success', log: 'ok\n' },
        ],
      },
      { id: 502, name: 'CI', head_branch: 'main', conclusion: 'success', event: 'push' },
      { id: 503, name: 'Deploy', head_branch: 'sweep/9-fix', status: 'in_progress', conclusion: null, event: 'push' },
    ],
  };

  it('gets a run and its jobs for the latest or every attempt', async () => {
    const { octokit } = await start(seed);
    const { data: run } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: 501 });
    expect(run).toMatchObject({ id: 501, name: 'CI', head_branch: 'sweep/9-fix', conclusion: 'failure', run_attempt: 2, event: 'pull_request' });
    expect(run.pull_requests?.[0]).toMatchObject({ number: 9, head: { ref: 'sweep/9-fix' } });
    const latest = await octokit.rest.actions.listJobsForWorkflowRun({ ...repo, run_id: 501 });
    expect(latest.data.total_count).toBe(2);
    expect(latest.data.jobs.map((j) => j.id)).toEqual([602, 603]);
    expect(latest.data.jobs[0]?.steps?.map((s) => [s.number, s.name, s.conclusion])).toEqual([
      [1, 'Set up', 'success'],
      [2, 'Run tests', 'failure'],
    ]);
    const all = await octokit.rest.actions.listJobsForWorkflowRun({ ...repo, run_id: 501, filter: 'all' });
    expect(all.data.jobs.map((j) => [j.id, j.run_attempt])).toEqual([
      [601, 1],
      [602, 2],
      [603, 2],
    ]);
    const first = await octokit.rest.actions.listJobsForWorkflowRunAttempt({ ...repo, run_id: 501, attempt_number: 1 });
    expect(first.data.jobs.map((j) => j.id)).toEqual([601]);
    await expect(octokit.rest.actions.getWorkflowRun({ ...repo, run_id: 1 })).rejects.toMatchObject({ status: 404 });
  });

  it('answers a job log with a 302 to another host, which refuses an Authorization header', async () => {
    const { server, octokit } = await start(seed);
    const response = await octokit.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', { ...repo, job_id: 602, request: { redirect: 'manual' } });
    expect(response.status).toBe(302);
    const location = String(response.headers.location);
    expect(location.startsWith(`${server.logsUrl}/job-logs/602?sig=`)).toBe(true);
    expect(server.logsUrl).not.toBe(server.url);
    const plain = await fetch(location);
    expect([plain.status, await plain.text()]).toEqual([200, '2024-01-01T00:00:00Z FAIL src/a.test.ts\nExpected 1, received 2\n']);
    const withToken = await fetch(location, { headers: { authorization: 'token ghs_test' } });
    expect(withToken.status).toBe(400);
    expect((await fetch(location.replace(/sig=\w+/, 'sig=forged'))).status).toBe(403);
    expect(server.requests.map((r) => [r.host, r.path, r.status])).toEqual([
      ['api', `/repos/${OWNER}/${REPO}/actions/jobs/602/logs`, 302],
      ['logs', '/job-logs/602', 200],
      ['logs', '/job-logs/602', 400],
      ['logs', '/job-logs/602', 403],
    ]);
    await expect(octokit.rest.actions.downloadJobLogsForWorkflowRun({ ...repo, job_id: 999 })).rejects.toMatchObject({ status: 404 });
  });

  it('lists no pull requests for a run from a fork, and names the fork as its head repository', async () => {
    const { octokit } = await start({
      pulls: [{ number: 9, title: 'PR', head: { ref: 'sweep/9-fix' } }],
      workflowRuns: [{ id: 801, head_branch: 'sweep/9-fix', head_repository: { owner: 'mallory', name: REPO }, pull_requests: [9] }],
    });
    const { data: run } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: 801 });
    expect(run.pull_requests).toEqual([]);
    expect(run.head_repository.full_name).toBe(`mallory/${REPO}`);
    expect(run.repository.full_name).toBe(`${OWNER}/${REPO}`);
  });

  it('lists runs filtered by branch, status and event, newest first', async () => {
    const { octokit } = await start(seed);
    const ids = async (params: { branch?: string; status?: 'failure' | 'completed' | 'in_progress'; event?: string }) =>
      (await octokit.rest.actions.listWorkflowRunsForRepo({ ...repo, ...params })).data.workflow_runs.map((r) => r.id);
    expect(await ids({})).toEqual([503, 502, 501]);
    expect(await ids({ branch: 'sweep/9-fix' })).toEqual([503, 501]);
    expect(await ids({ branch: 'sweep/9-fix', status: 'failure' })).toEqual([501]);
    expect(await ids({ status: 'completed' })).toEqual([502, 501]);
    expect(await ids({ status: 'in_progress', event: 'push' })).toEqual([503]);
    const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({ ...repo, per_page: 2 });
    expect(data.total_count).toBe(3);
    expect(data.workflow_runs).toHaveLength(2);
  });
});

describe('faults', () => {
  it('fails the next matching request with 500, then answers normally', async () => {
    const { server, octokit } = await start({ issues: [{ number: 1, title: 'One' }] });
    server.failNext('GET /repos/{owner}/{repo}/issues/{issue_number}', [{ status: 500 }]);
    await expect(octokit.rest.issues.get({ ...repo, issue_number: 1 })).rejects.toMatchObject({ status: 500 });
    const { data } = await octokit.rest.issues.get({ ...repo, issue_number: 1 });
    expect(data.title).toBe('One');
    expect(server.requests.map((r) => [r.path, r.status])).toEqual([
      [`/repos/${OWNER}/${REPO}/issues/1`, 500],
      [`/repos/${OWNER}/${REPO}/issues/1`, 200],
    ]);
    expect(server.requests[0]?.fault).toEqual({ status: 500 });
  });

  it('surfaces a rate-limit 403 with its headers, and a 429 with retry-after', async () => {
    const { server, octokit } = await start();
    const reset = String(Math.floor(Date.now() / 1000) + 60);
    server.failNext(/^GET \/repos\/[^/]+\/[^/]+$/, [
      { status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } },
      { status: 429, headers: { 'retry-after': '1' }, body: { message: 'You have exceeded a secondary rate limit.' } },
    ]);
    await expect(octokit.rest.repos.get(repo)).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('API rate limit exceeded'),
      response: { headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } },
    });
    await expect(octokit.rest.repos.get(repo)).rejects.toMatchObject({
      status: 429,
      message: 'You have exceeded a secondary rate limit.',
      response: { headers: { 'retry-after': '1' } },
    });
    expect((await octokit.rest.repos.get(repo)).status).toBe(200);
  });

  it('delays an answer and resets a connection', async () => {
    // The delay is handed to the test's scheduler: the answer waits until the test gives it.
    const held: { fire: () => void; ms: number }[] = [];
    const { server, octokit } = await start({ schedule: (fire, ms) => void held.push({ fire, ms }) });
    server.failNext(`GET /repos/${OWNER}/${REPO}`, [{ delayMs: 300 }, { reset: true }]);
    let settled = false;
    const delayed = octokit.rest.repos.get(repo).finally(() => (settled = true));
    while (held.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(held.map((h) => h.ms)).toEqual([300]);
    // Received and not answered.
    await new Promise((resolve) => setImmediate(resolve));
    expect([settled, server.requests.map((r) => r.status)]).toEqual([false, [0]]);
    held[0]!.fire();
    expect((await delayed).status).toBe(200);
    await expect(octokit.rest.repos.get(repo)).rejects.toMatchObject({ status: 500 });
    expect((await octokit.rest.repos.get(repo)).status).toBe(200);
    expect(server.requests.map((r) => r.status)).toEqual([200, 0, 200]);
  });

  it('answers a chosen status and a body that is not JSON after the request took effect, as a proxy that garbles answers', async () => {
    const { server, octokit } = await start({ branches: { main: 'a'.repeat(40), 'sweep/1-x': 'b'.repeat(40) } });
    server.failNext('POST /repos/{owner}/{repo}/pulls', [{ status: 201, body: '<html>upstream hiccup</html>', takeEffect: true }]);
    const garbled = await octokit.rest.pulls.create({ ...repo, title: 'Sweep: x', head: 'sweep/1-x', base: 'main' });
    expect([garbled.status, garbled.data]).toEqual([201, '<html>upstream hiccup</html>']);
    expect(server.state.pulls.map((p) => [p.number, p.head.ref])).toEqual([[1, 'sweep/1-x']]);
    expect(server.requests.map((r) => [r.method, r.status, r.fault])).toEqual([['POST', 201, { status: 201, body: '<html>upstream hiccup</html>', takeEffect: true }]]);
    // Only the next request: the one after is answered as GitHub does (a second pull request from the branch is refused).
    await expect(octokit.rest.pulls.create({ ...repo, title: 'Sweep: x', head: 'sweep/1-x', base: 'main' })).rejects.toMatchObject({ status: 422 });
  });

  it('matches only the route it was given', async () => {
    const { server } = await start({ tokenUsers: { ghp_alice: { login: 'alice', type: 'User' } } });
    const octokit = client(server.url, 'ghp_alice');
    server.failNext('/user', [{ status: 502 }]);
    expect((await octokit.rest.repos.get(repo)).status).toBe(200);
    await expect(octokit.rest.users.getAuthenticated()).rejects.toMatchObject({ status: 502 });
    expect((await octokit.rest.users.getAuthenticated()).status).toBe(200);
  });
});

describe('authentication and unknown routes', () => {
  it('answers 401 without a token and records the Authorization header it did get', async () => {
    const { server } = await start();
    await expect(client(server.url, null).rest.repos.get(repo)).rejects.toMatchObject({
      status: 401,
      response: { data: { message: 'Requires authentication' } },
    });
    const bearer = new Octokit({ baseUrl: server.url, log: OCTOKIT_LOG });
    await expect(bearer.request('GET /repos/{owner}/{repo}', { ...repo, headers: { authorization: 'Basic abc' } })).rejects.toMatchObject({
      status: 401,
    });
    const ok = await bearer.request('GET /repos/{owner}/{repo}', { ...repo, headers: { authorization: 'Bearer ghs_other' } });
    expect(ok.status).toBe(200);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([undefined, 'Basic abc', 'Bearer ghs_other']);
  });

  it('allows anonymous reads when configured, never anonymous writes', async () => {
    const { server } = await start({ allowAnonymous: true, issues: [{ number: 1, title: 'One' }] });
    const anonymous = client(server.url, null);
    expect((await anonymous.rest.repos.get(repo)).status).toBe(200);
    await expect(anonymous.rest.issues.createComment({ ...repo, issue_number: 1, body: 'x' })).rejects.toMatchObject({ status: 401 });
    await expect(anonymous.rest.users.getAuthenticated()).rejects.toMatchObject({ status: 401 });
  });

  it('answers unknown routes and other repositories with GitHub’s 404 and records them', async () => {
    const { server, octokit } = await start();
    await expect(octokit.rest.git.getRef({ ...repo, ref: 'heads/main' })).rejects.toMatchObject({
      status: 404,
      response: { data: { message: 'Not Found', documentation_url: expect.stringContaining('docs.github.com') } },
    });
    await expect(octokit.rest.repos.get({ owner: 'other', repo: REPO })).rejects.toMatchObject({ status: 404 });
    expect(server.unmatched().map((r) => `${r.method} ${r.path}`)).toEqual([`GET /repos/${OWNER}/${REPO}/git/ref/heads%2Fmain`]);
    expect(server.requests).toHaveLength(2);
  });
});
