import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { IssueTrigger } from '../../src/action/events.js';
import { handleIssue } from '../../src/action/handlers.js';
import { issueDigest, parseState, renderState, withState, type SweepState } from '../../src/action/pr-state.js';
import { actionRepo } from '../helpers/action-run.js';
import { startGitHubServer } from '../helpers/github-server.js';
import { startOpenAiServer, type Reply } from '../helpers/openai-server.js';
import { git, tempDir } from '../helpers/repo.js';
import { manualTimers, until } from '../helpers/timers.js';
import type { RetryTiming } from '../../src/llm/retry.js';
import { GITHUB_TOKEN, makeJob, OPENAI_KEY } from './job-fixture.js';

const STATE: SweepState = { ciAttempts: 1, handledRuns: [77], issue: 1, version: 1 };
const MARKER = '<!-- sweep-state {"ciAttempts":1,"handledRuns":[77],"issue":1,"version":1} -->';
const OLD_MARKER = '<!-- sweep-state {"ciAttempts":0,"handledRuns":[],"issue":1,"version":1} -->';

describe('withState', () => {
  it('writes the marker renderState gives', () => {
    expect(renderState(STATE)).toBe(MARKER);
  });

  it('replaces the marker at the end of the body', () => {
    expect(withState(`Fixes #1\n\n## Changes\n- a\n\n${OLD_MARKER}\n`, STATE)).toBe(`Fixes #1\n\n## Changes\n- a\n\n${MARKER}\n`);
  });

  it('appends the marker when the body has none', () => {
    expect(withState('Fixes #1\n\nClamp the percent.', STATE)).toBe(`Fixes #1\n\nClamp the percent.\n\n${MARKER}\n`);
  });

  it('moves a marker from the middle to the end, keeping every other byte', () => {
    const body = `Fixes #1  \r\n\tindented ü 🐛\r\n${OLD_MARKER}\r\n| a | b |\r\n<!-- other comment -->\r\n`;
    expect(withState(body, STATE)).toBe(`Fixes #1  \r\n\tindented ü 🐛\r\n| a | b |\r\n<!-- other comment -->\n\n${MARKER}\n`);
  });

  it('replaces every marker, corrupt ones included, with one', () => {
    const body = `${OLD_MARKER}\nText\n<!-- sweep-state {broken -->\n${OLD_MARKER}`;
    const out = withState(body, STATE);
    expect(out).toBe(`Text\n\n${MARKER}\n`);
    expect(parseState(out)).toEqual(STATE);
  });

  it('keeps a marker quoted in a fenced code block, which is text', () => {
    const quoted = '<!-- sweep-state {"ciAttempts":9,"handledRuns":[],"issue":1,"version":1} -->';
    const body = `Fixes #1\n\nThe state looks like:\n\n\`\`\`html\n${quoted}\n\`\`\`\n\n${OLD_MARKER}\n`;
    const out = withState(body, STATE);
    expect(out).toBe(`Fixes #1\n\nThe state looks like:\n\n\`\`\`html\n${quoted}\n\`\`\`\n\n${MARKER}\n`);
    expect(parseState(out)).toEqual(STATE);
  });

  it('keeps a line that only mentions the marker', () => {
    const body = 'Sweep keeps `<!-- sweep-state ... -->` at the end.';
    expect(withState(body, STATE)).toBe(`${body}\n\n${MARKER}\n`);
  });

  it('gives just the marker for an empty body or one with only a marker', () => {
    expect(withState('', STATE)).toBe(`${MARKER}\n`);
    expect(withState(`\n${OLD_MARKER}\n\n`, STATE)).toBe(`${MARKER}\n`);
  });

  it('changes nothing when applied twice', () => {
    const once = withState(`Fixes #1\n\n${OLD_MARKER}\n`, STATE);
    expect(withState(once, STATE)).toBe(once);
  });
});

// ---------------------------------------------------------------------------------------------
// handleIssue in this process, on the source: real git origin, GitHub fake, scripted model.

const TITLE = 'Sweep: apply_discount accepts percent over 100';
const maintainer = { login: 'maintainer', type: 'User' };

function completion(content: string): Reply {
  return { kind: 'completion', content, usage: { promptTokens: 100, completionTokens: 20 } };
}
const PLAN = completion(JSON.stringify({ root_cause: 'no clamp', plan: 'Clamp the percent.', changes: [{ path: 'shop/services/pricing.py', action: 'modify', instructions: 'clamp' }] }));
const EDIT = completion('shop/services/pricing.py\n<<<<<<< ORIGINAL\n    return amount - amount * percent / 100\n=======\n    percent = min(max(percent, 0), 100)\n    return amount - amount * percent / 100\n>>>>>>> UPDATED\n');
const APPROVE = completion('{"approved": true, "problems": []}');

const ENV_NAMES = ['GITHUB_STEP_SUMMARY', 'GITHUB_OUTPUT', 'RUNNER_TEMP'] as const;
const savedEnv: Partial<Record<(typeof ENV_NAMES)[number], string>> = {};
const cleanups: (() => unknown)[] = [];
// The job summary keeps the file it first wrote to for the whole process: one runner folder for all tests.
const runner = tempDir('sweep-runner-');
const SUMMARY = join(runner.dir, 'summary');

beforeAll(() => {
  for (const name of ENV_NAMES) if (process.env[name] !== undefined) savedEnv[name] = process.env[name];
  process.env.GITHUB_STEP_SUMMARY = SUMMARY;
  process.env.GITHUB_OUTPUT = join(runner.dir, 'output');
});
afterAll(() => {
  for (const name of ENV_NAMES) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  runner.cleanup();
});
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function world(script: Reply[], options: { deadline?: number; timing?: Partial<RetryTiming> } = {}) {
  const repo = actionRepo('shop');
  writeFileSync(SUMMARY, '');
  writeFileSync(join(runner.dir, 'output'), '');
  // The index folder lives under RUNNER_TEMP: one per test.
  process.env.RUNNER_TEMP = mkdtempSync(join(repo.temp, 'runner-temp-'));
  const github = await startGitHubServer({
    gitDir: repo.origin,
    permissions: { maintainer: 'write' },
    users: [{ login: 'maintainer', type: 'User' }],
    issues: [{ number: 1, title: TITLE, body: 'Totals go negative with `apply_discount(10, 150)`.', labels: [], user: { login: 'maintainer', type: 'User' } }],
  });
  const openai = await startOpenAiServer(script);
  cleanups.push(() => openai.close(), () => github.close(), () => repo.cleanup());
  const job = makeJob({
    githubUrl: github.url,
    workspace: repo.workspace,
    inputs: { 'openai-base-url': openai.baseUrl, 'timeout-minutes': '1' },
    config: { fetchLinks: false },
    ...(options.deadline === undefined ? {} : { deadline: options.deadline }),
    ...(options.timing ? { timing: options.timing } : {}),
  });
  const trigger: IssueTrigger = { kind: 'issue', actor: maintainer, issueNumber: 1, reason: 'opened', title: TITLE, addLabel: true };
  const summary = () => readFileSync(SUMMARY, 'utf8');
  return { repo, github, openai, job, trigger, summary };
}

describe('handleIssue', () => {
  it('labels an issue opened with a "Sweep:" title and opens a pull request from a branch without the prefix', async () => {
    const { repo, github, job, trigger } = await world([PLAN, EDIT, APPROVE]);
    await handleIssue(job, trigger);
    expect(github.state.issues[0]!.labels).toEqual(['sweep']);
    const branch = 'sweep/1-apply-discount-accepts-percent-over-100';
    expect(git(repo.origin, 'diff', `main..${branch}`)).toContain('+    percent = min(max(percent, 0), 100)');
    expect(git(repo.origin, 'log', '-1', '--format=%s%n%n%b', branch).trim()).toBe('Sweep: apply_discount accepts percent over 100 (#1)\n\nClamp the percent.\n\nRefs #1');
    expect(github.state.pulls).toHaveLength(1);
    expect(github.state.pulls[0]).toMatchObject({ title: 'Sweep: apply_discount accepts percent over 100 (#1)', head: { ref: branch }, base: { ref: 'main' } });
    for (const r of github.requests) expect(JSON.stringify(r.body ?? '')).not.toMatch(new RegExp(`${GITHUB_TOKEN}|${OPENAI_KEY}`));
  });

  it('commits the plan’s summary without closing keywords: the model’s words never close another issue on merge', async () => {
    const plan = completion(JSON.stringify({ root_cause: 'no clamp', plan: 'Clamp the percent. Fixes #7, resolves octo-org/other#2 and closes https://github.com/octo-org/octo-repo/issues/3.', changes: [{ path: 'shop/services/pricing.py', action: 'modify', instructions: 'clamp' }] }));
    const { repo, job, trigger } = await world([plan, EDIT, APPROVE]);
    await handleIssue(job, trigger);
    const branch = 'sweep/1-apply-discount-accepts-percent-over-100';
    expect(git(repo.origin, 'log', '-1', '--format=%b', branch).trim()).toBe(
      'Clamp the percent. Fixes\u200b #7, resolves\u200b octo-org/other#2 and closes\u200b https://github.com/octo-org/octo-repo/issues/3.\n\nRefs #1',
    );
  });

  it('keeps the CI attempts another run counted while this one worked: the state written is merged with the one on the pull request', async () => {
    const EDIT2 = completion('shop/services/pricing.py\n<<<<<<< ORIGINAL\nTAX_RATE = 0.2\n=======\nTAX_RATE = 0.2  # the rate\n>>>>>>> UPDATED\n');
    const { github, openai, job, trigger } = await world([PLAN, EDIT, APPROVE, PLAN, EDIT2, APPROVE]);
    await handleIssue(job, trigger);
    expect(parseState(github.state.pulls[0]!.body)).toMatchObject({ ciAttempts: 0, handledRuns: [] });
    // While the second run asks the model, a CI fix on the same pull request counts its attempt.
    const record = openai.requests.push.bind(openai.requests);
    openai.requests.push = (...requests) => {
      const pr = github.state.pulls[0]!;
      pr.body = withState(pr.body ?? '', { ...parseState(pr.body), ciAttempts: 2, handledRuns: [555] });
      openai.requests.push = record;
      return record(...requests);
    };
    await handleIssue(job, { ...trigger, reason: 'labeled', addLabel: false });
    expect(openai.requests).toHaveLength(6);
    expect(github.state.pulls).toHaveLength(1);
    expect(parseState(github.state.pulls[0]!.body)).toEqual({ ciAttempts: 2, handledRuns: [555], issue: 1, version: 1, issueDigest: issueDigest(TITLE, github.state.issues[0]!.body ?? '') });
  });

  it('stops at the deadline with a timeout comment, and pushes nothing', async () => {
    // The model never answers; the run has 5 s left on a clock that stands still until the
    // model call's timer (the deadline) fires.
    const start = Date.parse('2025-03-01T12:00:00Z');
    const timers = manualTimers();
    const timing = { now: () => start, schedule: timers.schedule };
    const { repo, github, openai, job, trigger, summary } = await world([{ kind: 'delay', ms: 3_600_000, then: PLAN }], { deadline: start + 5_000, timing });
    const failed = handleIssue(job, trigger).catch((e: unknown) => e);
    await until(() => openai.requests.length === 1);
    // The waiting notice's timer (every 15 s), then the call's, cut to the 5 s left of the run.
    expect(timers.scheduled).toEqual([15_000, 5_000]);
    timers.fireAll();
    expect(String(await failed)).toBe(
      `DeadlineExceededError: chat completion (model gpt-5-mini at ${openai.baseUrl}) stopped after 1 attempt: the total deadline was reached during attempt 1; ` +
        `last error: chat completion (model gpt-5-mini at ${openai.baseUrl}) timed out after 5000 ms (attempt 1)`,
    );
    expect(openai.requests).toHaveLength(1);
    const progress = github.state.comments.filter((c) => c.body.startsWith('<!-- sweep-progress -->'));
    expect(progress).toHaveLength(1);
    expect(progress[0]!.body).toContain('### Sweep stopped');
    expect(progress[0]!.body).toContain('the total deadline was reached during attempt 1; last error: ');
    expect(progress[0]!.body).toContain('**What to try:** The run ran out of time; raise `timeout-minutes` or split the issue into smaller ones.');
    expect(git(repo.origin, 'branch', '--list', 'sweep/*').trim()).toBe('');
    expect(github.state.pulls).toHaveLength(0);
    expect(summary()).toContain('ran out of time');
  });

  it('stops before planning when the deadline has already passed, and calls no model', async () => {
    const start = Date.parse('2025-03-01T12:00:00Z');
    const { github, openai, job, trigger } = await world([PLAN], { deadline: start - 1, timing: { now: () => start } });
    await expect(handleIssue(job, trigger)).rejects.toThrow(/^the run reached timeout-minutes \(1\) before \w+; nothing was pushed$/);
    expect(openai.requests).toHaveLength(0);
    expect(github.state.pulls).toHaveLength(0);
  });
});
