import { afterEach, describe, expect, it } from '@jest/globals';
import { GitHubApiError, GitHubClient, githubMessage, isRetryableGitHubError, MAX_RATE_LIMIT_WAIT_MS } from '../../src/action/github.js';
import { RetriesExhaustedError } from '../../src/llm/retry.js';
import { fakeSha, startGitHubServer, type GitHubSeed, type GitHubServer } from '../helpers/github-server.js';

const NOW = 1_700_000_000_000;
const NOW_SECONDS = NOW / 1000;
const api = (status: number | undefined, headers: Record<string, string> = {}) => new GitHubApiError(`GitHub call failed (${status})`, status, headers);

describe('isRetryableGitHubError', () => {
  it.each([
    ['a 500', true, api(500)],
    ['a 502', true, api(502)],
    ['a 503', true, api(503)],
    ['a 429 without headers', true, api(429)],
    ['a 403 with Retry-After: 30', true, api(403, { 'retry-after': '30' })],
    ['a 403 with Retry-After at the longest wait', true, api(403, { 'retry-after': String(MAX_RATE_LIMIT_WAIT_MS / 1000) })],
    ['a 403 with a Retry-After longer than Sweep waits', false, api(403, { 'retry-after': '61' })],
    ['a 429 with a Retry-After of ten minutes', false, api(429, { 'retry-after': '600' })],
    ['a 403 rate limit resetting in 30 s', true, api(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW_SECONDS + 30) })],
    ['a 403 rate limit that has just reset', true, api(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW_SECONDS - 5) })],
    ['a 403 rate limit resetting in an hour', false, api(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW_SECONDS + 3600) })],
    ['a 403 rate limit without a reset time', false, api(403, { 'x-ratelimit-remaining': '0' })],
    ['a 403 with requests left (a missing permission)', false, api(403, { 'x-ratelimit-remaining': '4999', 'x-ratelimit-reset': String(NOW_SECONDS + 30) })],
    ['a 403 without rate-limit headers', false, api(403)],
    ['a 401', false, api(401)],
    ['a 404', false, api(404)],
    ['a 422', false, api(422)],
    ['a dropped connection (not a GitHub answer)', true, Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    ['a plain error', false, new Error('boom')],
  ])('%s: retryable %s', (_, expected, error) => {
    expect(isRetryableGitHubError(error, NOW)).toBe(expected);
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

async function client(seed: GitHubSeed = {}) {
  const server = await startGitHubServer({
    issues: [{ number: 1, title: 'Login fails', body: 'Steps...', labels: ['sweep', 'bug'], user: { login: 'alice', type: 'User' } }],
    permissions: { alice: 'write', mo: 'maintain', tri: 'triage', rita: 'read', root: 'admin' },
    ...seed,
  });
  servers.push(server);
  const sleeps: number[] = [];
  const retries: string[] = [];
  const github = new GitHubClient({
    token: TOKEN,
    baseUrl: `${server.url}/`,
    repo: { owner: 'octo-org', repo: 'octo-repo' },
    timing: { sleep: async (ms) => void sleeps.push(ms), random: () => 0.5 },
    onRetry: (message) => retries.push(message),
  });
  const calls = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path).length;
  return { server, github, sleeps, retries, calls };
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

  it('follows the redirect to a job log', async () => {
    const log = '2024-05-01T10:00:00.0000000Z ##[group]Run npm test\n2024-05-01T10:00:01.0000000Z FAIL src/a.test.ts\n';
    const { github, server } = await client({
      workflowRuns: [{ id: 77, head_branch: 'sweep/1-x', jobs: [{ id: 701, name: 'test', conclusion: 'failure', log }] }],
    });
    expect(await github.jobLog(701)).toBe(log);
    expect(server.requests.map((r) => `${r.status} ${r.path}`)).toEqual([
      '302 /repos/octo-org/octo-repo/actions/jobs/701/logs',
      '200 /_blob/job-logs/701',
    ]);
  });

  it('retries a 500 and returns the answer that follows', async () => {
    const { github, server, calls, sleeps, retries } = await client();
    server.failNext('GET /repos/octo-org/octo-repo/issues/1', [{ status: 500 }]);
    expect((await github.issue(1)).title).toBe('Login fails');
    expect(calls('GET', '/repos/octo-org/octo-repo/issues/1')).toBe(2);
    expect(sleeps).toHaveLength(1);
    expect(retries).toEqual(['retrying GitHub GET issue #1 (attempt 2): GitHub GET issue #1 failed (500): Server Error']);
  });

  it('waits for a rate limit that resets soon, then goes on', async () => {
    const { github, server, calls, sleeps } = await client();
    const reset = Math.floor(Date.now() / 1000) + 2;
    server.failNext('GET /repos/octo-org/octo-repo/issues/1', [{ status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } }]);
    expect((await github.issue(1)).number).toBe(1);
    expect(calls('GET', '/repos/octo-org/octo-repo/issues/1')).toBe(2);
    // Until the reset: whole seconds, as GitHub gives it.
    expect(sleeps).toHaveLength(1);
    expect([1000, 2000]).toContain(sleeps[0]);
  });

  it('does not wait an hour for a rate limit', async () => {
    const { github, server, calls } = await client();
    const reset = Math.floor(Date.now() / 1000) + 3600;
    server.failNext('GET /repos/octo-org/octo-repo/issues/1', [{ status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } }]);
    const read = github.issue(1);
    await expect(read).rejects.toThrow('GitHub GET issue #1 failed (403): API rate limit exceeded for installation ID 1.');
    await expect(read).rejects.toMatchObject({ status: 403 });
    expect(calls('GET', '/repos/octo-org/octo-repo/issues/1')).toBe(1);
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

  it('finds no open pull request for a branch without one', async () => {
    const { github } = await client();
    expect(await github.openPullFor('sweep/1-x')).toBeUndefined();
  });
});
