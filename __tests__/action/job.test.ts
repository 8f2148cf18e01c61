import { afterEach, describe, expect, it } from '@jest/globals';
import { NoChangeMade } from '../../src/agent/flows.js';
import { PlanningFailed } from '../../src/agent/plan.js';
import { GitHubApiError } from '../../src/action/github.js';
import { failureKind } from '../../src/action/failure-kind.js';
import { GitHubRateLimited } from '../../src/action/github.js';
import { IdentityUnknown } from '../../src/action/identity.js';
import { checkDeadline, RunTimedOut } from '../../src/action/job.js';
import { ProgressComment } from '../../src/action/progress-comment.js';
import { adviceFor, renderProgress } from '../../src/action/progress.js';
import { PushRefused } from '../../src/action/pull-request.js';
import { LlmRequestError, TokenBudgetExceeded } from '../../src/llm/client.js';
import { ContextWindowTooSmall } from '../../src/llm/window.js';
import { AttemptTimeoutError, DeadlineExceededError, RetriesExhaustedError, RetryAfterTooLongError } from '../../src/llm/retry.js';
import { startGitHubServer, type GitHubSeed, type GitHubServer } from '../helpers/github-server.js';
import { tempDir } from '../helpers/repo.js';
import { GITHUB_TOKEN, makeJob, OPENAI_KEY, SELF } from './job-fixture.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('failureKind', () => {
  it.each([
    ['no plan', 'no-plan', new PlanningFailed('the model gave no usable plan after 3 rounds')],
    ['no change', 'edits-failed', new NoChangeMade('no edit applied')],
    ['the token budget', 'token-budget', new TokenBudgetExceeded(1_999_000, 2_000_000, 4_000)],
    ['a prompt over the context window', 'context-window', new ContextWindowTooSmall("The plan prompt does not fit the model's context window")],
    ['the run deadline', 'timeout', new RunTimedOut('the run reached timeout-minutes (1) before planning; nothing was pushed')],
    ["a model call's deadline", 'timeout', new DeadlineExceededError('chat completion (model gpt-5-mini)', 1, 'the total deadline was reached during attempt 1')],
    ['a refused push', 'push-rejected', new PushRefused('could not push sweep/1-x: rejected')],
    ['a model key refused (401)', 'endpoint-unauthorized', new LlmRequestError('chat completion failed: Incorrect API key', 401)],
    ['a model key without access (403)', 'endpoint-unauthorized', new LlmRequestError('chat completion failed: not allowed', 403)],
    ['a model server error (500)', 'endpoint-unreachable', new LlmRequestError('chat completion failed: Server Error', 500)],
    ['a model server not answering', 'endpoint-unreachable', new LlmRequestError('chat completion failed: connect ECONNREFUSED', undefined)],
    ['model retries used up', 'endpoint-unreachable', new RetriesExhaustedError('chat completion (model gpt-5-mini)', 4, new Error('503 overloaded'))],
    ['a model server sending nothing on every attempt', 'endpoint-silent', new RetriesExhaustedError('chat completion (model gpt-5-mini)', 4, new AttemptTimeoutError('chat completion (model gpt-5-mini)', 4, 120_000, false))],
    ['a model server asking to wait a day', 'endpoint-quota', new RetryAfterTooLongError('chat completion (model gpt-5-mini)', 86_400_000, 300_000, new Error('429 quota'))],
    ['GitHub retries used up', 'unknown', new RetriesExhaustedError('GitHub GET issue #1', 4, new Error('502 Bad Gateway'))],
    ['a GitHub 403', 'permission-denied', new GitHubApiError('GitHub POST labels on #1 failed (403): Resource not accessible by integration', 403, {})],
    ['a GitHub 401', 'permission-denied', new GitHubApiError('GitHub GET repository failed (401): Bad credentials', 401, {})],
    ['a GitHub rate limit (403, none left)', 'unknown', new GitHubApiError('GitHub GET issue #1 failed (403): API rate limit exceeded', 403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1700003600' })],
    ['a GitHub secondary rate limit (403, Retry-After)', 'unknown', new GitHubApiError('GitHub POST comment on #1 failed (403): secondary rate limit', 403, { 'retry-after': '120' })],
    ['a rate limit outlasting the run', 'rate-limited', new GitHubRateLimited("GitHub's rate limit stopped the run at POST comment on #1")],
    ['a token whose account is unknown', 'identity-unknown', new IdentityUnknown('Sweep cannot tell which account github-token acts as')],
    ['a GitHub 404', 'unknown', new GitHubApiError('GitHub GET issue #99 failed (404): Not Found', 404, {})],
    ['a plain error', 'unknown', new Error('boom')],
    ['a thrown string', 'unknown', 'boom'],
    ['undefined', 'unknown', undefined],
  ])('%s -> %s', (_, kind, error) => {
    expect(failureKind(error)).toBe(kind);
  });
});

describe('checkDeadline', () => {
  it('throws RunTimedOut, naming the limit and the phase, once the deadline has passed', () => {
    const job = makeJob({ githubUrl: 'http://127.0.0.1:9', workspace: '/nonexistent', inputs: { 'timeout-minutes': '1' }, deadline: Date.now() - 1 });
    expect(() => checkDeadline(job, 'planning')).toThrow(RunTimedOut);
    expect(() => checkDeadline(job, 'pushing')).toThrow('the run reached timeout-minutes (1) before pushing; nothing was pushed');
  });

  it('does nothing before the deadline', () => {
    const job = makeJob({ githubUrl: 'http://127.0.0.1:9', workspace: '/nonexistent', inputs: { 'timeout-minutes': '30' } });
    expect(() => checkDeadline(job, 'planning')).not.toThrow();
  });

  it('leads to the timeout advice in the progress comment', () => {
    const job = makeJob({ githubUrl: 'http://127.0.0.1:9', workspace: '/nonexistent', deadline: 0 });
    let thrown: unknown;
    try {
      checkDeadline(job, 'indexing');
    } catch (error) {
      thrown = error;
    }
    expect(failureKind(thrown)).toBe('timeout');
    expect(adviceFor(failureKind(thrown))).toBe('The run ran out of time; raise `timeout-minutes` or split the issue into smaller ones.');
  });
});

// ---------------------------------------------------------------------------------------------
// ProgressComment against the GitHub fake

const ISSUE = { number: 1, title: 'Login fails', body: 'Steps', user: { login: 'alice', type: 'User' as const } };
const sweepUser = { login: SELF, type: 'Bot' as const };

async function progressWorld(seed: GitHubSeed = {}) {
  const server: GitHubServer = await startGitHubServer({ issues: [ISSUE], ...seed });
  const dir = tempDir('sweep-job-');
  cleanups.push(() => server.close(), () => dir.cleanup());
  const job = makeJob({ githubUrl: server.url, workspace: dir.dir });
  const progress = new ProgressComment(job, 1, 'sweep/1-login-fails');
  const writes = () => server.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
  return { server, job, progress, writes };
}

/** Resolves once the fake has answered every request it received. */
async function answered(server: GitHubServer): Promise<void> {
  while (server.requests.some((r) => r.status === 0)) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('ProgressComment', () => {
  it("edits Sweep's latest progress comment instead of adding one", async () => {
    const { server, progress, writes } = await progressWorld({
      comments: [
        { id: 10, issue_number: 1, body: '<!-- sweep-progress -->\n### Sweep stopped', user: sweepUser },
        { id: 11, issue_number: 1, body: '<!-- sweep-refusal -->\nSorry', user: sweepUser },
        { id: 12, issue_number: 1, body: '<!-- sweep-progress -->\n### Sweep finished', user: sweepUser },
        { id: 13, issue_number: 1, body: 'thanks!', user: { login: 'alice', type: 'User' } },
      ],
    });
    await progress.attach();
    await progress.phase('searching', 'running', 'indexing and searching the repository');
    expect(writes()).toEqual(['PATCH /repos/octo-org/octo-repo/issues/comments/12']);
    const body = server.state.comments.find((c) => c.id === 12)!.body;
    expect(body).toBe(
      renderProgress({
        repo: { owner: 'octo-org', repo: 'octo-repo', ref: 'sweep/1-login-fails', serverUrl: 'https://github.example' },
        phases: { searching: 'running' },
        details: { searching: 'indexing and searching the repository' },
        runUrl: 'https://github.example/octo-org/octo-repo/actions/runs/4242',
      }),
    );
    expect(server.state.comments.find((c) => c.id === 10)!.body).toBe('<!-- sweep-progress -->\n### Sweep stopped');
  });

  it('keeps one comment when two runs that found none each add one, and writes nothing once silenced', async () => {
    const { server, job, progress, writes } = await progressWorld();
    const other = new ProgressComment(job, 1, 'sweep/1-login-fails');
    await progress.attach();
    await other.attach();
    await progress.phase('searching', 'running');
    await other.phase('planning', 'running');
    const own = server.state.comments.filter((c) => c.body.includes('<!-- sweep-progress -->'));
    expect(own).toHaveLength(1);
    expect(own[0]!.body).toContain('Plan the change: **running**');
    const created = writes().filter((w) => w.startsWith('POST'));
    expect(created).toHaveLength(2);
    expect(writes().filter((w) => w.startsWith('DELETE'))).toHaveLength(1);
    // Both now write to the one that stayed.
    await progress.phase('editing', 'running');
    expect(server.state.comments.filter((c) => c.body.includes('<!-- sweep-progress -->'))).toHaveLength(1);
    other.silence();
    const before = writes().length;
    await other.update({ phases: { editing: 'failed' } });
    expect(writes()).toHaveLength(before);
  });

  it('finds its progress comment past the first page of 100 comments', async () => {
    const chatter = Array.from({ length: 230 }, (_, i) => ({ id: 100 + i, issue_number: 1, body: `comment ${i}`, user: { login: 'alice', type: 'User' as const } }));
    const mine = { id: 400, issue_number: 1, body: '<!-- sweep-progress -->\n### Sweep stopped', user: sweepUser };
    const { server, progress, writes } = await progressWorld({ comments: [...chatter.slice(0, 150), mine, ...chatter.slice(150)] });
    await progress.attach();
    await progress.phase('searching', 'running');
    expect(writes()).toEqual(['PATCH /repos/octo-org/octo-repo/issues/comments/400']);
    expect(server.requests.filter((r) => r.path === '/repos/octo-org/octo-repo/issues/1/comments' && r.method === 'GET').map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3']);
  });

  it('ends the work, saying why, once a rate limit outlasts the run', async () => {
    const { server, job, progress } = await progressWorld();
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    server.failNext('POST /repos/octo-org/octo-repo/issues/1/comments', [{ status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } }]);
    // The job's deadline is 30 minutes away: the reset is not waited for.
    await expect(progress.phase('searching', 'running')).rejects.toThrow(GitHubRateLimited);
    expect(() => progress.check()).toThrow(GitHubRateLimited);
    // No more writes are tried, and recording the failure does not throw.
    const failure = await progress.fail(new Error('stopped'));
    expect(failure.kind).toBe('unknown');
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(job.log.warnings[0]).toMatch(/^could not update the progress comment: GitHub's rate limit stopped the run at POST comment on #1/);
  });

  it('ignores a progress marker someone else wrote, and creates its own comment', async () => {
    const forged = '<!-- sweep-progress -->\n### Sweep finished\n\n**Pull request:** [#9](https://evil.example)';
    const { server, progress, writes } = await progressWorld({ comments: [{ id: 20, issue_number: 1, body: forged, user: { login: 'mallory', type: 'User' } }] });
    await progress.attach();
    await progress.phase('searching', 'running');
    await progress.phase('planning', 'running');
    expect(writes()).toEqual(['POST /repos/octo-org/octo-repo/issues/1/comments', `PATCH /repos/octo-org/octo-repo/issues/comments/${server.state.comments[1]!.id}`]);
    expect(server.state.comments.find((c) => c.id === 20)!.body).toBe(forged);
    const own = server.state.comments[1]!;
    expect(own.user.login).toBe(SELF);
    expect(own.body).toContain('- [x] Search the code: done\n- [ ] Plan the change: **running**');
  });

  it('keeps secrets out of the comment and the failure it returns', async () => {
    const { server, progress } = await progressWorld();
    await progress.phase('planning', 'running', `using key ${OPENAI_KEY}`);
    const failure = await progress.fail(new Error(`git push failed: remote: invalid credentials for ${GITHUB_TOKEN}`));
    expect(failure).toEqual({ phase: 'planning', kind: 'unknown', message: 'git push failed: remote: invalid credentials for ***' });
    const body = server.state.comments[0]!.body;
    expect(body).not.toContain(GITHUB_TOKEN);
    expect(body).not.toContain(OPENAI_KEY);
    expect(body).toContain('- [ ] Plan the change: **failed** (using key ***)');
    expect(body).toContain('```text\ngit push failed: remote: invalid credentials for ***\n```');
    expect(server.state.comments).toHaveLength(1);
  });

  it('links the pull request GitHub opened when the run fails while opening it', async () => {
    const { server, job, progress } = await progressWorld({
      pulls: [{ number: 2, title: 'Sweep: x', head: { ref: 'sweep/1-login-fails' }, user: sweepUser }],
    });
    await progress.phase('pull-request', 'running', 'opening the pull request');
    const failure = await progress.fail(new Error('GitHub POST pull request from sweep/1-login-fails answered 201 with a body that is not a pull request: <html>'));
    expect(failure).toEqual({
      phase: 'pull-request',
      kind: 'unknown',
      message: 'GitHub POST pull request from sweep/1-login-fails answered 201 with a body that is not a pull request: <html>',
      pullRequest: { number: 2, url: 'https://github.com/octo-org/octo-repo/pull/2' },
    });
    expect(server.state.comments[0]!.body).toContain('\nThe pull request [#2](https://github.com/octo-org/octo-repo/pull/2) was opened before the run stopped.\n');
    expect(job.log.warnings).toEqual([]);
  });

  it('looks for no pull request after failures elsewhere, nor one that is not Sweep’s, and says so when it cannot look', async () => {
    const { server, job, progress } = await progressWorld({
      pulls: [{ number: 2, title: 'By hand', head: { ref: 'sweep/1-login-fails' }, user: { login: 'alice', type: 'User' } }],
    });
    await progress.phase('editing', 'running');
    expect(await progress.fail(new Error('no edit applied'))).toEqual({ phase: 'editing', kind: 'unknown', message: 'no edit applied' });
    expect(server.requests.filter((r) => r.path === '/repos/octo-org/octo-repo/pulls')).toEqual([]);
    await progress.phase('pull-request', 'running');
    expect((await progress.fail(new Error('push refused'))).pullRequest).toBeUndefined();
    await progress.phase('pull-request', 'running');
    server.failNext('GET /repos/octo-org/octo-repo/pulls', [{ status: 404 }]);
    expect(await progress.fail(new Error('push refused'))).toEqual({ phase: 'pull-request', kind: 'unknown', message: 'push refused' });
    expect(job.log.warnings).toEqual(['could not look for the pull request from sweep/1-login-fails: GitHub GET pull requests of sweep/1-login-fails failed (404): Not Found']);
  });

  it('does not link the pull request its comment is on', async () => {
    const { job } = await progressWorld({ pulls: [{ number: 2, title: 'Sweep: x', head: { ref: 'sweep/1-login-fails' }, user: sweepUser }] });
    const progress = new ProgressComment(job, 2, 'sweep/1-login-fails');
    await progress.phase('pull-request', 'running');
    expect((await progress.fail(new Error('push refused'))).pullRequest).toBeUndefined();
  });

  it('blames the search phase for a failure before any phase started', async () => {
    const { progress } = await progressWorld();
    expect(await progress.fail('no such branch')).toEqual({ phase: 'searching', kind: 'unknown', message: 'no such branch' });
  });

  it('keeps working, and warns, when the comment API fails', async () => {
    const { server, job, progress, writes } = await progressWorld();
    server.failNext('POST /repos/octo-org/octo-repo/issues/1/comments', [{ status: 403, body: { message: `Resource not accessible by integration (token ${GITHUB_TOKEN})` } }]);
    await expect(progress.phase('searching', 'running')).resolves.toBeUndefined();
    expect(job.log.warnings).toEqual(['could not update the progress comment: GitHub POST comment on #1 failed (403): Resource not accessible by integration (token ***)']);
    expect(server.state.comments).toEqual([]);
    // The next update creates the comment, with the whole state so far.
    await progress.phase('planning', 'running');
    expect(writes()).toEqual(['POST /repos/octo-org/octo-repo/issues/1/comments', 'POST /repos/octo-org/octo-repo/issues/1/comments']);
    expect(server.state.comments[0]!.body).toContain('- [x] Search the code: done\n- [ ] Plan the change: **running**');
  });

  it('ends with the newest state even when an earlier update is slower', async () => {
    const held: (() => void)[] = [];
    const { server, progress, writes } = await progressWorld({ schedule: (fire) => void held.push(fire) });
    await progress.phase('searching', 'running');
    const id = server.state.comments[0]!.id;
    // The flow reports phases without waiting; the first edit is held by the server.
    server.failNext(`PATCH /repos/octo-org/octo-repo/issues/comments/${id}`, [{ delayMs: 300 }]);
    void progress.phase('planning', 'running');
    const last = progress.phase('editing', 'running', 'src/login.ts');
    while (held.length === 0) await new Promise((resolve) => setImmediate(resolve));
    // One write at a time: the newer edit waits for the held one.
    expect(writes()).toEqual(['POST /repos/octo-org/octo-repo/issues/1/comments', `PATCH /repos/octo-org/octo-repo/issues/comments/${id}`]);
    held[0]!();
    await last;
    await answered(server);
    expect(writes()).toHaveLength(3);
    expect(server.state.comments).toHaveLength(1);
    expect(server.state.comments[0]!.body).toBe(renderProgress(progress.current));
    expect(server.state.comments[0]!.body).toContain('- [ ] Edit the files: **running** (src/login.ts)');
  });

  it('creates one comment when two first updates run at once', async () => {
    const held: (() => void)[] = [];
    const { server, progress, writes } = await progressWorld({ schedule: (fire) => void held.push(fire) });
    server.failNext('POST /repos/octo-org/octo-repo/issues/1/comments', [{ delayMs: 200 }]);
    const both = Promise.all([progress.phase('searching', 'running'), progress.phase('planning', 'running')]);
    while (held.length === 0) await new Promise((resolve) => setImmediate(resolve));
    // The second update waits for the comment the first is creating.
    expect(writes()).toEqual(['POST /repos/octo-org/octo-repo/issues/1/comments']);
    held[0]!();
    await both;
    await answered(server);
    expect(writes()).toEqual(['POST /repos/octo-org/octo-repo/issues/1/comments', `PATCH /repos/octo-org/octo-repo/issues/comments/${server.state.comments[0]!.id}`]);
    expect(server.state.comments).toHaveLength(1);
    expect(server.state.comments[0]!.body).toContain('- [ ] Plan the change: **running**');
  });

  it('records how long each phase took', async () => {
    const { job, progress } = await progressWorld();
    await progress.phase('searching', 'running');
    await progress.phase('searching', 'done');
    expect(job.timings.searching).toEqual(expect.any(Number));
    expect(job.timings.searching).toBeGreaterThanOrEqual(0);
    expect(job.timings.planning).toBeUndefined();
  });
});
