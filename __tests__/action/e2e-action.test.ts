// End to end: the built dist/index.js, run as the runner runs it, against a GitHub REST fake, a
// scripted OpenAI-compatible server and a real git origin, all local.
import { afterEach, describe, expect, it } from '@jest/globals';
import type { OpenAiServerOptions, Reply } from '../helpers/openai-server.js';
import { approve, BRANCH, completion, edit, FIX_PLAN, ISSUE, labeled, maintainer, plan, SECRETS, world as makeWorld, writes, addFailedRun, failedRunPayload } from '../helpers/action-world.js';
import type { GitHubServer } from '../helpers/github-server.js';
import { issueCommentCreated, reviewCommentCreated } from '../helpers/payloads.js';
import { git } from '../helpers/repo.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const world = (script: Reply[], seed: Parameters<typeof makeWorld>[1] = {}, server: OpenAiServerOptions = {}) => makeWorld(script, seed, cleanups, server);

function expectNoSecrets(github: GitHubServer) {
  for (const r of github.requests) expect(JSON.stringify(r.body ?? '')).not.toMatch(SECRETS);
}

describe('the Action end to end', () => {
  it('turns a labeled issue into a pull request with the right diff and one progress comment', async () => {
    const { repo, github, openai, act } = await world(FIX_PLAN);
    const result = await act('issues', labeled);
    expect(result.stdout).not.toContain('::error::');
    expect(result.status).toBe(0);
    expect(result.outputs).toEqual({ 'pr-number': '2', 'pr-url': expect.stringContaining('/pull/2'), branch: BRANCH });
    const diff = git(repo.origin, 'diff', `main..${BRANCH}`);
    expect(diff).toContain('+    percent = min(max(percent, 0), 100)');
    expect(git(repo.origin, 'diff', '--stat', `main..${BRANCH}`)).toContain('shop/services/pricing.py');
    const pull = github.state.pulls[0]!;
    expect(pull.head.ref).toBe(BRANCH);
    expect(pull.base.ref).toBe('main');
    expect(pull.body).toContain('Fixes #1');
    expect(pull.body).toContain('```mermaid');
    expect(pull.title).toBe('Sweep: apply_discount accepts percent over 100 (#1)');
    const progress = github.state.comments.filter((c) => c.issue_number === 1);
    expect(progress).toHaveLength(1);
    expect(progress[0]!.body).toContain('<!-- sweep-progress -->');
    expect(progress[0]!.body).toContain('/pull/2');
    expect(openai.requests).toHaveLength(3);
    expect(result.summary).toContain('pricing.py');
    expectNoSecrets(github);
  });

  it('adds a commit for /sweep on its pull request, and edits only the commented file for a review comment', async () => {
    const { repo, github, act } = await world([
      ...FIX_PLAN,
      plan('shop/services/pricing.py', 'round the tax'),
      edit('shop/services/pricing.py', '    return round(amount * (1 + TAX_RATE), 2)', '    return round(amount * (1 + TAX_RATE), 3)'),
      approve,
      plan('shop/services/pricing.py', 'rename'),
      edit('shop/services/pricing.py', 'TAX_RATE = 0.2', 'TAX_RATE = 0.21'),
      approve,
    ]);
    expect((await act('issues', labeled)).status).toBe(0);
    const pr = github.state.pulls[0]!;
    const first = git(repo.origin, 'rev-parse', BRANCH).trim();
    const onPr = await act('issue_comment', issueCommentCreated({ issue: { number: pr.number, title: pr.title, pull_request: {} }, comment: { id: 501, body: '/sweep use three decimals for tax' }, sender: maintainer }));
    expect(onPr.stdout).not.toContain('::error::');
    const second = git(repo.origin, 'rev-parse', BRANCH).trim();
    expect(second).not.toBe(first);
    expect(git(repo.origin, 'rev-parse', `${second}^`).trim()).toBe(first);
    expect(git(repo.origin, 'show', `${second}:shop/services/pricing.py`)).toContain('(1 + TAX_RATE), 3)');
    // A reply in a thread: the payload names the thread's first comment (601) as in_reply_to_id.
    github.state.reviewComments.push(
      { id: 601, pull_number: pr.number, path: 'shop/services/pricing.py', line: 3, start_line: null, side: 'RIGHT', start_side: null, body: 'Tax is wrong', user: { ...maintainer, type: 'User' }, in_reply_to_id: null, commit_id: second, diff_hunk: '', reactions: [], created_at: '', updated_at: '' },
      { id: 602, pull_number: pr.number, path: 'shop/services/pricing.py', line: 3, start_line: null, side: 'RIGHT', start_side: null, body: 'Tax is 21% now', user: { ...maintainer, type: 'User' }, in_reply_to_id: 601, commit_id: second, diff_hunk: '', reactions: [], created_at: '', updated_at: '' },
    );
    const review = await act('pull_request_review_comment', reviewCommentCreated({
      comment: { id: 602, path: 'shop/services/pricing.py', line: 3, body: 'Tax is 21% now', in_reply_to_id: 601 },
      pull_request: { number: pr.number, head: { ref: BRANCH } },
      sender: maintainer,
    }));
    expect(review.stdout).not.toContain('::error::');
    expect(review.stdout).not.toContain('could not reply');
    const third = git(repo.origin, 'rev-parse', BRANCH).trim();
    expect(git(repo.origin, 'diff', '--name-only', second, third).trim()).toBe('shop/services/pricing.py');
    // The reply goes through POST .../comments with in_reply_to (the replies endpoint refuses installation tokens).
    const replies = github.requests.filter((r) => r.method === 'POST' && r.path === `/repos/octo-org/octo-repo/pulls/${pr.number}/comments`);
    expect(replies.map((r) => [r.status, (r.body as { in_reply_to?: number }).in_reply_to])).toEqual([[201, 601]]);
    expect(github.requests.some((r) => r.path.endsWith('/replies'))).toBe(false);
    expect(github.state.reviewComments.at(-1)).toMatchObject({ in_reply_to_id: 601, user: { login: 'github-actions[bot]' } });
    expect(github.state.pulls).toHaveLength(1);
  });

  it('fixes a failed CI run, counts attempts on the pull request, and stops after max-ci-attempts', async () => {
    const { repo, github, act } = await world([
      ...FIX_PLAN,
      plan('shop/services/pricing.py', 'fix the test failure'),
      edit('shop/services/pricing.py', 'TAX_RATE = 0.2', 'TAX_RATE = 0.2  # see tests'),
      approve,
    ]);
    expect((await act('issues', labeled)).status).toBe(0);
    const pr = github.state.pulls[0]!;
    const sha = git(repo.origin, 'rev-parse', BRANCH).trim();
    addFailedRun(github, { id: 77, headSha: sha, pullNumbers: [pr.number], jobs: 3 });
    // Slow log downloads: any that overlapped would show in `inFlight`.
    github.state.logDelayMs = 100;
    const runPayload = (id: number, headSha = sha) => failedRunPayload({ id, headSha, pullRequests: [pr.number] });
    const fixed = await act('workflow_run', runPayload(77));
    expect(fixed.stdout).not.toContain('::error::');
    // The logs were read one at a time from the host GitHub redirects to, without the token.
    expect(github.requests.filter((r) => r.host === 'logs').map((r) => [r.status, r.headers.authorization, r.inFlight])).toEqual([
      [200, undefined, 1],
      [200, undefined, 1],
      [200, undefined, 1],
    ]);
    expect(git(repo.origin, 'log', '--format=%s', '-1', BRANCH)).toContain('fix CI');
    expect(github.state.pulls[0]!.body).toContain('"ciAttempts":1');
    // A re-run of the same workflow run does not count again.
    const before = writes(github).length;
    await act('workflow_run', runPayload(77));
    expect(writes(github).length).toBe(before);
    // With the attempts used up, Sweep says so once and stops.
    github.state.pulls[0]!.body = github.state.pulls[0]!.body!.replace('"ciAttempts":1', '"ciAttempts":3');
    const head = git(repo.origin, 'rev-parse', BRANCH).trim();
    const exhausted = await act('workflow_run', runPayload(78, head));
    expect(exhausted.status).toBe(0);
    expect(git(repo.origin, 'rev-parse', BRANCH).trim()).toBe(head);
    const progress = github.state.comments.filter((c) => c.issue_number === pr.number && c.body.includes('<!-- sweep-progress -->'));
    expect(progress.at(-1)!.body).toMatch(/fix attempts/);
  });

  it('redacts a failed job’s log before cutting its long lines: no piece of a secret straddling the cut reaches the model', async () => {
    const { repo, github, openai, act } = await world([...FIX_PLAN, plan('shop/services/pricing.py', 'fix the test failure'), edit('shop/services/pricing.py', 'TAX_RATE = 0.2', 'TAX_RATE = 0.2  # see tests'), approve]);
    expect((await act('issues', labeled)).status).toBe(0);
    const pr = github.state.pulls[0]!;
    const sha = git(repo.origin, 'rev-parse', BRANCH).trim();
    // The line is cut at 400 characters, 15 characters into the key.
    const lead = 'FAILED tests/test_pricing.py::test_key - AssertionError: ';
    const filler = 'the key was refused by the server '.repeat(12).slice(0, 400 - 15 - lead.length);
    const line = `${lead}${filler}sk-test-Key-4bcdef90 was rejected`;
    addFailedRun(github, { id: 79, headSha: sha, pullNumbers: [pr.number], log: ['2024-05-01T10:00:00.0000000Z ##[group]Run pytest', '2024-05-01T10:00:00.0000000Z ##[endgroup]', `2024-05-01T10:00:01.0000000Z ${line}`, '2024-05-01T10:00:02.0000000Z ##[error]Process completed with exit code 1.'].join('\n') });
    const calls = openai.requests.length;
    const fixed = await act('workflow_run', failedRunPayload({ id: 79, headSha: sha, pullRequests: [pr.number] }));
    expect(fixed.stdout).not.toContain('::error::');
    const prompts = openai.requests.slice(calls).map((r) => JSON.stringify(r.body));
    expect(prompts.some((p) => p.includes('test_key - AssertionError'))).toBe(true);
    for (const p of prompts) expect(p).not.toContain('sk-test-Key-4bc');
  });

  it('refuses a commenter without write access politely and does nothing else', async () => {
    const { repo, github, openai, act } = await world([]);
    const result = await act('issue_comment', issueCommentCreated({ issue: { number: 1, title: ISSUE.title }, comment: { id: 9, body: '/sweep please' }, sender: { login: 'stranger', type: 'User' } }));
    expect(result.status).toBe(0);
    expect(openai.requests).toHaveLength(0);
    expect(writes(github).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /repos/octo-org/octo-repo/issues/1/comments']);
    expect(github.state.comments[0]!.body).toContain('only people with write access');
    expect(git(repo.origin, 'branch', '--list', 'sweep/*').trim()).toBe('');
  });

  it("ignores the Action's own comments", async () => {
    const { github, openai, act } = await world([]);
    const result = await act('issue_comment', issueCommentCreated({ issue: { number: 1, title: ISSUE.title }, comment: { id: 10, body: '/sweep <!-- sweep-progress --> looping?' }, sender: maintainer }));
    expect(result.status).toBe(0);
    expect(writes(github)).toEqual([]);
    expect(openai.requests).toHaveLength(0);
  });

  it('retries GitHub API 500s and rate limits', async () => {
    const { github, act } = await world(FIX_PLAN);
    github.failNext('GET /repos/octo-org/octo-repo/issues/1', [{ status: 500 }, { status: 403, headers: { 'retry-after': '1' } }]);
    github.failNext('POST /repos/octo-org/octo-repo/issues/1/comments', [{ status: 502 }]);
    const result = await act('issues', labeled);
    expect(result.stdout).not.toContain('::error::');
    expect(result.outputs['pr-number']).toBe('2');
    expect(github.requests.filter((r) => r.method === 'GET' && r.path === '/repos/octo-org/octo-repo/issues/1').length).toBeGreaterThanOrEqual(3);
  });

  it('labels an issue opened with a "Sweep:" title and opens a pull request for it', async () => {
    const opened = { ...ISSUE, title: 'Sweep: apply_discount accepts percent over 100', labels: [] };
    const { repo, github, openai, act } = await world(FIX_PLAN, { issues: [opened] });
    const result = await act('issues', { action: 'opened', issue: opened, sender: maintainer });
    expect(result.stdout).not.toContain('::error::');
    expect(result.status).toBe(0);
    expect(github.state.issues.find((i) => i.number === 1)!.labels).toEqual(['sweep']);
    expect(writes(github).filter((r) => r.path === '/repos/octo-org/octo-repo/issues/1/labels').map((r) => r.body)).toEqual([{ labels: ['sweep'] }]);
    const branch = result.outputs.branch!;
    expect(branch).toMatch(/^sweep\/1-[a-z0-9-]+$/);
    expect(git(repo.origin, 'diff', `main..${branch}`)).toContain('+    percent = min(max(percent, 0), 100)');
    expect(github.state.pulls).toHaveLength(1);
    const pull = github.state.pulls[0]!;
    expect(result.outputs['pr-number']).toBe(String(pull.number));
    expect(pull.head.ref).toBe(branch);
    // The title's own "Sweep:" is not repeated.
    expect(pull.title).toBe('Sweep: apply_discount accepts percent over 100 (#1)');
    expect(pull.body).toContain('Fixes #1');
    expect(github.state.comments.filter((c) => c.issue_number === 1 && c.body.includes('<!-- sweep-progress -->'))).toHaveLength(1);
    expect(openai.requests).toHaveLength(3);
    expectNoSecrets(github);
  });

  it('fails clearly when the model is down, and leaves no branch behind', async () => {
    const down: Reply = { kind: 'error', status: 503, message: 'overloaded' };
    const { repo, github, act } = await world([down, down, down, down]);
    const result = await act('issues', labeled);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/::error::Sweep failed while handling the issue trigger: .*503/);
    const progress = github.state.comments.find((c) => c.body.includes('<!-- sweep-progress -->'))!;
    expect(progress.body).toContain('model endpoint');
    expect(git(repo.origin, 'branch', '--list', 'sweep/*').trim()).toBe('');
    expect(github.state.pulls).toHaveLength(0);
    expectNoSecrets(github);
  });

  it('ends with a clear timeout error, naming the setting, when the model server takes every request and never answers', async () => {
    const hang: Reply = { kind: 'hang' };
    const { repo, github, openai, act } = await world([hang, hang, hang, hang]);
    const result = await act('issues', labeled, { 'request-timeout-seconds': '1' });
    expect(result.status).toBe(1);
    const label = `chat completion (model gpt-5-mini at ${openai.baseUrl})`;
    const silent = (attempt: number) => `${label}: the model server sent nothing for 1 s (request-timeout-seconds; attempt ${attempt})`;
    expect(result.stdout).toContain(`::error::Sweep failed while handling the issue trigger: ${label} failed after 4 attempts (the limit): ${silent(4)}\n`);
    // Each retry is said in one line.
    for (const attempt of [1, 2, 3]) expect(result.stdout).toContain(`retrying the model call (attempt ${attempt + 1}): ${silent(attempt)}\n`);
    // Four streamed requests, each given up after the timeout.
    expect(openai.requests.map((r) => [r.path, r.body.stream])).toEqual(Array(4).fill(['/v1/chat/completions', true]));
    const progress = github.state.comments.find((c) => c.body.includes('<!-- sweep-progress -->'))!;
    expect(progress.body).toContain('sent nothing within `request-timeout-seconds`');
    expect(git(repo.origin, 'branch', '--list', 'sweep/*').trim()).toBe('');
    expect(github.state.pulls).toHaveLength(0);
  });

  it("fails at once on a proxy's 501 page, quoting it in one line", async () => {
    const { openai, act } = await world([{ kind: 'html', status: 501 }, ...FIX_PLAN]);
    const result = await act('issues', labeled);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `::error::Sweep failed while handling the issue trigger: chat completion (model gpt-5-mini at ${openai.baseUrl}) failed: 501 Not Implemented nginx/1.25.3 ` +
        '(not retried: the server does not implement this request; is the base URL that of an OpenAI-compatible API?)\n',
    );
    expect(result.stdout).not.toMatch(/<center>|<html>|retrying the model call/);
    expect(openai.requests).toHaveLength(1);
  });

  it('opens the pull request through a server that refuses streaming, saying once that it asks for whole replies', async () => {
    const { openai, act } = await world(FIX_PLAN, {}, { streaming: 'refused' });
    const result = await act('issues', labeled);
    expect(result.stdout).not.toContain('::error::');
    expect(result.outputs['pr-number']).toBe('2');
    expect(openai.requests.map((r) => r.body.stream)).toEqual([true, undefined, undefined, undefined]);
    expect(result.stdout.match(/the model server does not stream replies/g)).toHaveLength(1);
  });

  it('fails at once on a request-timeout-seconds input out of range', async () => {
    const { openai, act } = await world([]);
    const result = await act('issues', labeled, { 'request-timeout-seconds': '0' });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("::error::Sweep failed while reading inputs: Input 'request-timeout-seconds' must be a whole number from 1 to 3600, got '0'");
    expect(openai.requests).toHaveLength(0);
  });

  it('reports what a failed run spent in the progress comment and the job summary', async () => {
    const unusable = completion('I would rather not plan this.');
    const { github, act } = await world([unusable, unusable, unusable]);
    const result = await act('issues', labeled);
    expect(result.status).toBe(1);
    const progress = github.state.comments.find((c) => c.body.includes('<!-- sweep-progress -->'))!;
    expect(progress.body).toContain('**Stopped at:** Plan the change');
    expect(progress.body).toContain('**Model usage:** 300 prompt + 60 completion tokens in 3 calls, about $0.0002\n');
    expect(result.summary).toContain('**Outcome:** failed at Plan the change');
    expect(result.summary).toContain(['### Token usage', '', '| Prompt tokens | Completion tokens | Calls | Cost |', '| ---: | ---: | ---: | ---: |', '| 300 | 60 | 3 | $0.0002 |'].join('\n'));
  });

  it('sizes every call to the context-window input', async () => {
    const { openai, act } = await world(FIX_PLAN, {}, { contextWindow: 8_192 });
    const result = await act('issues', labeled, { model: 'local-model', 'context-window': '8192' });
    expect(result.stdout).not.toContain('::error::');
    expect(result.outputs['pr-number']).toBe('2');
    expect(openai.requests).toHaveLength(3);
    // The plan, edit and review replies are capped at their shares of the window: 2,048, 2,457 and 1,638 tokens.
    expect(openai.requests.map((r) => r.body.max_completion_tokens)).toEqual([2_048, 2_457, 1_638]);
    for (const r of openai.requests) expect(r.promptTokens! + r.body.max_completion_tokens).toBeLessThanOrEqual(8_192);
  });

  it('fails at once on a context-window input that is not a number of tokens', async () => {
    const { openai, act } = await world([]);
    const result = await act('issues', labeled, { 'context-window': '8k' });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("::error::Sweep failed while reading inputs: Input 'context-window' must be a whole number of tokens from 2048 to 10000000");
    expect(openai.requests).toHaveLength(0);
  });
});
