import { afterEach, describe, expect, it } from '@jest/globals';
import { MAX_BODY_CHARS } from '../../src/action/body-limit.js';
import { GitHubApiError, GitHubClient, GitHubRateLimited, githubMessage, isRetryableGitHubError, rateLimitWaitMs, SECONDARY_LIMIT_WAIT_MS } from '../../src/action/github.js';
import { GitHubAnswerError } from '../../src/action/github-shape.js';
import { RetriesExhaustedError } from '../../src/llm/retry.js';
import { fakeSha, startGitHubServer, type GitHubSeed, type GitHubServer } from '../helpers/github-server.js';

const NOW = 1_700_000_000_000;
const NOW_SECONDS = NOW / 1000;
const api = (status: number | undefined, headers: Record<string, string> = {}, wait?: number) => new GitHubApiError(`GitHub call failed (${status})`, status, headers, wait);

describe('rateLimitWaitMs', () => {
  it.each([
    ['a 403 with Retry-After: 30', 30_000, 403, { 'retry-after': '30' }, 'Forbidden', 1],
    ['a 429 with a Retry-After of ten minutes', 600_000, 429, { 'retry-after': '600' }, 'Too Many Requests', 1],
    ['a 403 with no requests left, resetting in 30 s (plus a second)', 31_000, 403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW_SECONDS + 30) }, 'API rate limit exceeded', 1],
    ['a 403 rate limit that has just reset', 1_000, 403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW_SECONDS - 5) }, 'API rate limit exceeded', 1],
    ['a 403 rate limit resetting in an hour', 3_601_000, 403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW_SECONDS + 3600) }, 'API rate limit exceeded', 1],
    ['a secondary limit without retry-after: a minute', 60_000, 403, {}, 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', 1],
    ['the same on the third attempt: four minutes', 240_000, 403, {}, 'You have exceeded a secondary rate limit.', 3],
    ['a 429 without headers: a minute', 60_000, 429, {}, 'Too Many Requests', 1],
    ['a 403 with requests left (a missing permission)', undefined, 403, { 'x-ratelimit-remaining': '4999', 'x-ratelimit-reset': String(NOW_SECONDS + 30) }, 'Resource not accessible by integration', 1],
    ['a 403 without rate-limit headers', undefined, 403, {}, 'Forbidden', 1],
    ['a 500', undefined, 500, { 'retry-after': '5' }, 'Server Error', 1],
    ['a 404', undefined, 404, {}, 'Not Found', 1],
  ])('%s: %s ms', (_, expected, status, headers, message, attempt) => {
    expect(rateLimitWaitMs(status, headers, message, attempt, NOW)).toBe(expected);
  });
});

describe('isRetryableGitHubError', () => {
  it.each([
    ['a 500', true, api(500)],
    ['a 502', true, api(502)],
    ['a 429 without headers', true, api(429)],
    ['any rate limit (the deadline decides how long to wait)', true, api(403, {}, 3_600_000)],
    ['a 403 that is no rate limit', false, api(403)],
    ['a 401', false, api(401)],
    ['a 404', false, api(404)],
    ['a 422', false, api(422)],
    ['a dropped connection (not a GitHub answer)', true, Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    ['a plain error', false, new Error('boom')],
    ['an answer of the wrong shape to a read', true, new GitHubAnswerError('GitHub GET issue #1 answered 200 with a body that is not an issue: x', 200, true)],
    ['an answer of the wrong shape to a POST', false, new GitHubAnswerError('GitHub POST comment on #1 answered 201 with a body that is not a comment: x', 201, false)],
  ])('%s: retryable %s', (_, expected, error) => {
    expect(isRetryableGitHubError(error)).toBe(expected);
  });
});

describe('githubMessage', () => {
  const failed = (data: unknown, message = 'HttpError') => Object.assign(new Error(message), { response: { data } });

  it("uses GitHub's message", () => {
    expect(githubMessage(failed({ message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com' }))).toBe('Resource not accessible by integration');
  });

  it("keeps what a 422's errors say was wrong", () => {
    const data = { message: 'Validation Failed', errors: [{ resource: 'PullRequest', code: 'custom', message: 'No commits between main and sweep/1-x' }] };
    expect(githubMessage(failed(data))).toBe('Validation Failed: No commits between main and sweep/1-x');
  });

  it('names the field of an error without a message, and joins several', () => {
    const data = { message: 'Validation Failed', errors: [{ resource: 'Label', field: 'name', code: 'invalid' }, 'labels must be strings', {}] };
    expect(githubMessage(failed(data))).toBe('Validation Failed: Label name invalid; labels must be strings');
  });

  it("falls back to the error's own message without a JSON body", () => {
    expect(githubMessage(failed('<html>Bad Gateway</html>', 'Unknown error: 502'))).toBe('Unknown error: 502');
    expect(githubMessage(failed(undefined, 'fetch failed'))).toBe('fetch failed');
    expect(githubMessage(failed({ message: '' }, 'empty message'))).toBe('empty message');
    expect(githubMessage(new Error('no response at all'))).toBe('no response at all');
  });
});

// ---------------------------------------------------------------------------------------------
// GitHubClient against the GitHub fake

const TOKEN = 'ghs_clienttest000000000000000000000000';
const servers: GitHubServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** The client on the fake, with a clock that only moves when the client sleeps; `deadlineMs` from now. */
async function client(seed: GitHubSeed = {}, deadlineMs?: number) {
  const server = await startGitHubServer({
    issues: [{ number: 1, title: 'Login fails', body: 'Steps...', labels: ['sweep', 'bug'], user: { login: 'alice', type: 'User' } }],
    permissions: { alice: 'write', mo: 'maintain', tri: 'triage', rita: 'read', root: 'admin' },
    ...seed,
  });
  servers.push(server);
  const sleeps: number[] = [];
  const retries: string[] = [];
  let now = Date.now();
  const github = new GitHubClient({
    token: TOKEN,
    baseUrl: `${server.url}/`,
    repo: { owner: 'octo-org', repo: 'octo-repo' },
    timing: {
      now: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
      random: () => 0.5,
    },
    ...(deadlineMs !== undefined ? { deadline: now + deadlineMs } : {}),
    onRetry: (message) => retries.push(message),
  });
  const calls = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path).length;
  /** The client's clock, for reset times the test gives the fake. */
  const clock = () => now;
  return { server, github, sleeps, retries, calls, clock };
}

describe('GitHubClient', () => {
  it('returns the role of a collaborator, by its GitHub name', async () => {
    const { github, server } = await client();
    expect(await github.permission('alice')).toBe('write');
    expect(await github.permission('mo')).toBe('maintain');
    expect(await github.permission('tri')).toBe('triage');
    expect(await github.permission('rita')).toBe('read');
    expect(await github.permission('root')).toBe('admin');
    expect(server.requests[0]!.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it("returns 'none' for someone GitHub does not know, without retrying", async () => {
    const { github, calls, sleeps } = await client();
    expect(await github.permission('ghost')).toBe('none');
    expect(calls('GET', '/repos/octo-org/octo-repo/collaborators/ghost/permission')).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it("returns the base role of an organization's custom role", async () => {
    const { github, server } = await client();
    server.failNext('GET /repos/octo-org/octo-repo/collaborators/deployer/permission', [
      { status: 200, body: { permission: 'write', role_name: 'deployer', user: { login: 'deployer', type: 'User' } } },
    ]);
    expect(await github.permission('deployer')).toBe('write');
  });

  it('reads an issue', async () => {
    const { github } = await client();
    expect(await github.issue(1)).toEqual({ number: 1, title: 'Login fails', body: 'Steps...', state: 'open', labels: ['sweep', 'bug'], author: 'alice', isPullRequest: false });
  });

  it('reads every comment, page after page', async () => {
    const comments = Array.from({ length: 130 }, (_, i) => ({ issue_number: 1, body: `comment ${i}` }));
    const { github, calls } = await client({ comments });
    const read = await github.comments(1);
    expect(read).toHaveLength(130);
    expect(read[129]).toMatchObject({ body: 'comment 129', author: 'octocat', authorType: 'User' });
    expect(calls('GET', '/repos/octo-org/octo-repo/issues/1/comments')).toBe(2);
  });

  it('reads a job log from the host GitHub redirects to, without the token', async () => {
    const log = '2024-05-01T10:00:00.0000000Z ##[group]Run npm test\n2024-05-01T10:00:01.0000000Z FAIL src/a.test.ts\n';
    const { github, server } = await client({
      workflowRuns: [{ id: 77, head_branch: 'sweep/1-x', jobs: [{ id: 701, name: 'test', conclusion: 'failure', log }] }],
    });
    expect(await github.jobLogTail(701)).toEqual({ text: log, omittedBytes: 0 });
    expect(server.requests.map((r) => `${r.host} ${r.status} ${r.path} ${r.headers.authorization ?? '(no token)'}`)).toEqual([
      `api 302 /repos/octo-org/octo-repo/actions/jobs/701/logs token ${TOKEN}`,
      'logs 200 /job-logs/701 (no token)',
    ]);
  });

  it('keeps only the last whole lines of a long job log', async () => {
    const lines = Array.from({ length: 40_000 }, (_, i) => `2024-05-01T10:00:00.0000000Z line ${i} ${'é'.repeat(20)}`);
    const log = `${lines.join('\n')}\n`;
    const { github } = await client({ workflowRuns: [{ id: 78, head_branch: 'sweep/1-x', jobs: [{ id: 702, name: 'test', conclusion: 'failure', log }] }] });
    const tail = await github.jobLogTail(702, 64 * 1024);
    expect(Buffer.byteLength(tail.text)).toBeLessThanOrEqual(64 * 1024);
    expect(tail.text.endsWith(`${lines.at(-1)}\n`)).toBe(true);
    expect(log.endsWith(tail.text)).toBe(true);
    expect(lines).toContain(tail.text.split('\n')[0]);
    expect(tail.omittedBytes + Buffer.byteLength(tail.text)).toBe(Buffer.byteLength(log));
  });

  it('fails clearly when the log download is refused', async () => {
    const { github, server } = await client({ workflowRuns: [{ id: 79, head_branch: 'sweep/1-x', jobs: [{ id: 703, name: 'test', log: 'x' }] }] });
    server.failNext('GET /repos/octo-org/octo-repo/actions/jobs/703/logs', [{ status: 302, headers: { location: `${server.logsUrl}/job-logs/703?sig=forged` }, body: '' }]);
    await expect(github.jobLogTail(703)).rejects.toThrow('GitHub download of the log of job 703 failed (403): the log download answered 403');
  });

  it('replies in a review thread through POST .../comments with in_reply_to, as an installation token may', async () => {
    const { github, server } = await client({
      pulls: [{ number: 4, title: 'PR', head: { ref: 'sweep/4-x', sha: 'e'.repeat(40) } }],
      reviewComments: [{ id: 31, pull_number: 4, path: 'src/a.ts', line: 3, body: 'Rename this' }],
    });
    const id = await github.replyInThread(4, 31, 'Done', { commitId: 'e'.repeat(40), path: 'src/a.ts' });
    expect(server.state.reviewComments.find((c) => c.id === id)).toMatchObject({ in_reply_to_id: 31, body: 'Done', user: { login: 'sweep-bot[bot]' } });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/repos/octo-org/octo-repo/pulls/4/comments', body: expect.objectContaining({ in_reply_to: 31 }) });
  });

  it('caps a body over 65,536 characters instead of getting a 422', async () => {
    const { github, server } = await client();
    const id = await github.createComment(1, `<!-- sweep-progress -->\n${'word '.repeat(20_000)}`);
    const stored = server.state.comments.find((c) => c.id === id)!.body;
    expect(stored.length).toBeLessThanOrEqual(MAX_BODY_CHARS);
    expect(stored.startsWith('<!-- sweep-progress -->\n')).toBe(true);
    expect(stored).toContain('characters cut here: GitHub takes at most 65,536 characters.');
    await github.updateComment(id, 'x'.repeat(100_000));
    expect(server.state.comments.find((c) => c.id === id)!.body.length).toBeLessThanOrEqual(MAX_BODY_CHARS);
  });

  it('tells a personal token’s account, and finds any account by login', async () => {
    const { github } = await client({ tokenUsers: { [TOKEN]: { login: 'alice', type: 'User', id: 501 } }, users: [{ login: 'my-app[bot]', type: 'Bot', id: 777 }] });
    expect(await github.authenticatedUser()).toEqual({ login: 'alice', id: 501 });
    expect(await github.user('my-app[bot]')).toEqual({ login: 'my-app[bot]', id: 777, type: 'Bot' });
    expect(await github.user('nobody[bot]')).toBeUndefined();
  });

  it('retries a 500 and returns the answer that follows', async () => {
    const { github, server, calls, sleeps, retries } = await client();
    server.failNext('GET /repos/octo-org/octo-repo/issues/1', [{ status: 500 }]);
    expect((await github.issue(1)).title).toBe('Login fails');
    expect(calls('GET', '/repos/octo-org/octo-repo/issues/1')).toBe(2);
    expect(sleeps).toHaveLength(1);
    expect(retries).toEqual(['retrying GitHub GET issue #1 (attempt 2) in 1 s: GitHub GET issue #1 failed (500): Server Error']);
  });

  it('waits for a rate limit that resets before the deadline, then goes on', async () => {
    const { github, server, calls, sleeps, clock } = await client({}, 30 * 60_000);
    const start = clock();
    const reset = Math.floor(start / 1000) + 120;
    server.failNext('GET /repos/octo-org/octo-repo/issues/1', [{ status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } }]);
    expect((await github.issue(1)).number).toBe(1);
    expect(calls('GET', '/repos/octo-org/octo-repo/issues/1')).toBe(2);
    // Until the reset (whole seconds, as GitHub gives it) and a second more.
    expect(sleeps).toEqual([reset * 1000 - start + 1_000]);
  });

  it("waits ten minutes for a rate limit within the deadline (the cap on a model server's Retry-After is not GitHub's)", async () => {
    const { github, server, sleeps, clock } = await client({}, 30 * 60_000);
    const start = clock();
    const reset = Math.floor(start / 1000) + 600;
    server.failNext('GET /repos/octo-org/octo-repo/issues/1', [{ status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } }]);
    expect((await github.issue(1)).number).toBe(1);
    expect(sleeps).toEqual([reset * 1000 - start + 1_000]);
  });

  it('waits at least a minute for a secondary rate limit without retry-after, within the deadline', async () => {
    const { github, server, calls, sleeps, retries } = await client({}, 30 * 60_000);
    const secondary = { status: 403, body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' } };
    server.failNext('POST /repos/octo-org/octo-repo/issues/1/comments', [secondary, secondary]);
    await github.createComment(1, 'hello');
    expect(calls('POST', '/repos/octo-org/octo-repo/issues/1/comments')).toBe(3);
    expect(sleeps).toEqual([SECONDARY_LIMIT_WAIT_MS, 2 * SECONDARY_LIMIT_WAIT_MS]);
    expect(retries[0]).toMatch(/^retrying GitHub POST comment on #1 \(attempt 2\) in 60 s: .*secondary rate limit/);
    expect(server.state.comments.map((c) => c.body)).toEqual(['hello']);
  });

  it('ends the run, saying why, when a rate limit would last past the deadline', async () => {
    const { github, server, calls, sleeps, clock } = await client({}, 30 * 60_000);
    const reset = Math.floor(clock() / 1000) + 3600;
    server.failNext('POST /repos/octo-org/octo-repo/issues/1/comments', [{ status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } }]);
    const write = github.createComment(1, 'hello');
    await expect(write).rejects.toThrow(GitHubRateLimited);
    await expect(write).rejects.toThrow(/^GitHub's rate limit stopped the run at POST comment on #1: GitHub asks to wait until \S+Z \(360\d s\), past the run's deadline \(1800 s left\)\. Last answer: GitHub POST comment on #1 failed \(403\): API rate limit exceeded for installation ID 1\.$/);
    expect(calls('POST', '/repos/octo-org/octo-repo/issues/1/comments')).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('does not wait a minute for a secondary limit when less than a minute is left', async () => {
    const { github, server, sleeps } = await client({}, 30_000);
    server.failNext('GET /repos/octo-org/octo-repo/issues/1', [{ status: 429, body: { message: 'You have exceeded a secondary rate limit.' } }]);
    await expect(github.issue(1)).rejects.toThrow(GitHubRateLimited);
    expect(sleeps).toEqual([]);
  });

  it('fails at once on a 404, with the call and GitHub’s message', async () => {
    const { github, calls, sleeps } = await client();
    const read = github.issue(99);
    await expect(read).rejects.toThrow(GitHubApiError);
    await expect(read).rejects.toThrow('GitHub GET issue #99 failed (404): Not Found');
    await expect(read).rejects.toMatchObject({ status: 404 });
    expect(calls('GET', '/repos/octo-org/octo-repo/issues/99')).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('carries the message of a refused write', async () => {
    const { github, server, calls } = await client();
    server.failNext('POST /repos/octo-org/octo-repo/issues/1/comments', [{ status: 403, body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' } }]);
    await expect(github.createComment(1, 'hello')).rejects.toThrow('GitHub POST comment on #1 failed (403): Resource not accessible by integration');
    expect(calls('POST', '/repos/octo-org/octo-repo/issues/1/comments')).toBe(1);
    expect(server.state.comments).toEqual([]);
  });

  it('says why GitHub refused to open a pull request', async () => {
    const sha = fakeSha('main');
    const { github } = await client({ branches: { main: sha, 'sweep/1-x': sha } });
    await expect(github.createPull({ title: 'Sweep: x', body: '', head: 'sweep/1-x', base: 'main', draft: false })).rejects.toThrow(
      'GitHub POST pull request from sweep/1-x failed (422): Validation Failed: No commits between main and sweep/1-x',
    );
  });

  it('gives up after the last attempt, saying how often it tried', async () => {
    const { github, server, calls } = await client();
    server.failNext('GET /repos/octo-org/octo-repo/issues/1', [{ status: 502 }, { status: 502 }, { status: 502 }, { status: 502 }]);
    const read = github.issue(1);
    await expect(read).rejects.toThrow(RetriesExhaustedError);
    await expect(read).rejects.toThrow('GitHub GET issue #1 failed after 4 attempts (the limit): GitHub GET issue #1 failed (502): Bad Gateway');
    expect(calls('GET', '/repos/octo-org/octo-repo/issues/1')).toBe(4);
  });

  it('names the call when POST /pulls answers 201 with a body that is not JSON, and does not ask again', async () => {
    const sha = fakeSha('main');
    const { github, server, calls, sleeps } = await client({ branches: { main: sha, 'sweep/1-x': fakeSha('x') } });
    server.failNext('POST /repos/octo-org/octo-repo/pulls', [{ status: 201, body: '<html><body>upstream connect error</body></html>', takeEffect: true }]);
    const open = github.createPull({ title: 'Sweep: x', body: '', head: 'sweep/1-x', base: 'main', draft: false });
    await expect(open).rejects.toThrow(new GitHubAnswerError('GitHub POST pull request from sweep/1-x answered 201 with a body that is not a pull request: <html><body>upstream connect error</body></html>', 201, false));
    expect(calls('POST', '/repos/octo-org/octo-repo/pulls')).toBe(1);
    expect(sleeps).toEqual([]);
    // The pull request was opened: the branch's open pull request says so.
    expect(await github.openPullFor('sweep/1-x', 'sweep-bot[bot]')).toMatchObject({ number: 2, headRef: 'sweep/1-x' });
  });

  it('does not ask again for a comment whose answer is garbled', async () => {
    const { github, server, calls } = await client();
    server.failNext('POST /repos/octo-org/octo-repo/issues/1/comments', [{ status: 201, body: { url: 'no id' }, takeEffect: true }]);
    await expect(github.createComment(1, 'hello')).rejects.toThrow('GitHub POST comment on #1 answered 201 with a body that is not a comment (id is missing): {"url":"no id"}');
    expect(calls('POST', '/repos/octo-org/octo-repo/issues/1/comments')).toBe(1);
    expect(server.state.comments.map((c) => c.body)).toEqual(['hello']);
  });

  it('reads again when a read is answered with the wrong shape, and names the call when it stays so', async () => {
    const { github, server, calls, retries } = await client();
    server.failNext('GET /repos/octo-org/octo-repo/issues/1', [{ status: 200, body: { number: 1, title: null } }]);
    expect((await github.issue(1)).title).toBe('Login fails');
    expect(retries).toEqual(['retrying GitHub GET issue #1 (attempt 2) in 1 s: GitHub GET issue #1 answered 200 with a body that is not an issue (title is missing): {"number":1,"title":null}']);
    const garbled = { status: 200, body: '<!DOCTYPE html><title>Unicorn!</title>' };
    server.failNext('GET /repos/octo-org/octo-repo/pulls/7', [garbled, garbled, garbled, garbled]);
    const read = github.pull(7);
    await expect(read).rejects.toThrow(RetriesExhaustedError);
    await expect(read).rejects.toThrow('GitHub GET pull request #7 failed after 4 attempts (the limit): GitHub GET pull request #7 answered 200 with a body that is not a pull request: <!DOCTYPE html><title>Unicorn!</title>');
    expect(calls('GET', '/repos/octo-org/octo-repo/pulls/7')).toBe(4);
  });

  it('checks every page of a list', async () => {
    const comments = Array.from({ length: 130 }, (_, i) => ({ issue_number: 1, body: `comment ${i}` }));
    const { github, server, calls, retries } = await client({ comments });
    // The first page as GitHub answers it, the second garbled once.
    server.failNext('GET /repos/octo-org/octo-repo/issues/1/comments', [{}, { status: 200, body: [{ id: 'x' }] }]);
    expect(await github.comments(1)).toHaveLength(130);
    expect(retries).toEqual(['retrying GitHub GET comments of #1 (attempt 2) in 1 s: GitHub GET comments of #1 answered 200 with a body that is not a list of comments (item 1: id is a string, not a number): [{"id":"x"}]']);
    expect(calls('GET', '/repos/octo-org/octo-repo/issues/1/comments')).toBe(4);
  });

  it('reads the jobs GitHub lists under `jobs`, and names a list without them', async () => {
    const { github, server } = await client({ workflowRuns: [{ id: 80, head_branch: 'sweep/1-x', jobs: [{ id: 801, name: 'test', conclusion: 'failure', steps: [{ name: 'Run tests', conclusion: 'failure' }] }] }] });
    expect(await github.jobs(80)).toEqual([{ id: 801, name: 'test', conclusion: 'failure', steps: [{ name: 'Run tests', number: 1, conclusion: 'failure' }] }]);
    const odd = { status: 200, body: { total_count: 1 } };
    server.failNext('GET /repos/octo-org/octo-repo/actions/runs/80/jobs', [odd, odd, odd, odd]);
    await expect(github.jobs(80)).rejects.toThrow('GitHub GET jobs of run 80 answered 200 with a body that is not a list of jobs (jobs is not an array): {"total_count":1}');
  });

  it('finds no open pull request for a branch without one', async () => {
    const { github } = await client();
    expect(await github.openPullFor('sweep/1-x', 'sweep-bot[bot]')).toBeUndefined();
  });
});
