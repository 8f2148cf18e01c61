import { describe, expect, it } from '@jest/globals';
import { defaultConfig, type SweepConfig } from '../../src/config/sweep-config.js';
import type { Actor, CiFailureTrigger, Trigger } from '../../src/action/events.js';
import { checkCiOrigin, checkOwnPull, checkTrigger, isBot, SWEEP_MARKER, type GateInputs } from '../../src/action/permissions.js';

type Handled = Exclude<Trigger, { kind: 'ignored' }>;

const SELF = 'sweep-bot[bot]';
const human = (login: string): Actor => ({ login, type: 'User' });
const bot = (login: string): Actor => ({ login, type: 'Bot' });

const issue = (actor: Actor): Handled => ({ kind: 'issue', actor, issueNumber: 7, reason: 'labeled', addLabel: false });
const comment = (actor: Actor, instructions = 'fix it'): Handled => ({ kind: 'comment', actor, issueNumber: 7, onPullRequest: false, commentId: 70, instructions, body: `/sweep ${instructions}` });
const review = (actor: Actor): Handled => ({ kind: 'review-comment', actor, pullNumber: 8, commentId: 80, path: 'a.py', startLine: 1, line: 2, body: 'rename this', headRef: 'sweep/7-x', threadId: 80 });
const REPOSITORY = 'octo-org/octo-repo';
const HEAD = 'a'.repeat(40);
const ciRun = (headRepository = REPOSITORY, headSha = HEAD, event = 'pull_request', runActors: Actor[] = [bot(SELF), bot(SELF)]): CiFailureTrigger => ({
  kind: 'ci-failure',
  actor: bot('github-actions[bot]'),
  runId: 9,
  runAttempt: 1,
  workflowName: 'CI',
  headBranch: 'sweep/7-x',
  headSha,
  headRepository,
  event,
  pullNumbers: [8],
  runActors,
});
const ciFailure: Handled = ciRun();
const selfCheck = (actor: Actor): Handled => ({ kind: 'self-check', actor });

/** The permission lookup, answering from `roles` ('none' for anyone else) and recording who was looked up. */
function roles(table: Record<string, string>) {
  const asked: string[] = [];
  const permissionOf = async (login: string) => {
    asked.push(login);
    return table[login] ?? 'none';
  };
  return { asked, permissionOf };
}

function gate(trigger: Handled, extra: Partial<GateInputs> = {}, config: SweepConfig = defaultConfig()) {
  const lookup = roles({ alice: 'write', mo: 'maintain', root: 'admin', rita: 'read', tri: 'triage', nobody: 'none', 'renovate[bot]': 'write' });
  const decision = checkTrigger({ trigger, config, selfLogin: SELF, permissionOf: lookup.permissionOf, label: 'sweep', ...extra });
  return { decision, asked: lookup.asked };
}

const refusal = (login: string, label = 'sweep') =>
  `<!-- sweep-refusal -->\nSorry @${login}, only people with write access to this repository can run Sweep. A maintainer can add the \`${label}\` label or comment \`/sweep\` instead.`;

describe('isBot', () => {
  it("knows bots by the payload's sender.type alone", () => {
    expect(isBot({ login: 'renovate[bot]', type: 'Bot' })).toBe(true);
    expect(isBot({ login: 'renovate[bot]', type: 'User' })).toBe(false);
    expect(isBot({ login: 'deploy-app', type: 'Bot' })).toBe(true);
    expect(isBot({ login: 'alice', type: 'User' })).toBe(false);
    expect(isBot({ login: 'bot-lover', type: 'User' })).toBe(false);
  });
});

describe('checkTrigger: people', () => {
  it.each([
    ['alice', 'write'],
    ['mo', 'maintain'],
    ['root', 'admin'],
  ])('lets %s (%s) run Sweep, looking the role up once', async (login) => {
    const { decision, asked } = gate(issue(human(login)));
    expect(await decision).toEqual({ allowed: true });
    expect(asked).toEqual([login]);
  });

  it.each([
    ['rita', 'read'],
    ['tri', 'triage'],
    ['nobody', 'none'],
    ['unknown-person', 'none'],
  ])('refuses %s (%s) with a polite reply', async (login, role) => {
    const { decision } = gate(comment(human(login)));
    expect(await decision).toEqual({
      allowed: false,
      silent: false,
      reason: `${login} has ${role} permission; write is needed`,
      reply: refusal(login),
    });
  });

  it('names the configured label in the reply', async () => {
    const { decision } = gate(issue(human('rita')), { label: 'ai fix' });
    const result = await decision;
    expect(result.allowed === false && !result.silent && result.reply).toBe(refusal('rita', 'ai fix'));
  });

  it('puts the Sweep marker in the reply, so the reply never triggers Sweep', async () => {
    const result = await gate(issue(human('rita'))).decision;
    expect(result.allowed === false && !result.silent && result.reply.startsWith(SWEEP_MARKER)).toBe(true);
  });

  it('checks review comments the same way', async () => {
    expect(await gate(review(human('alice'))).decision).toEqual({ allowed: true });
    expect((await gate(review(human('rita'))).decision).allowed).toBe(false);
  });

  it('rejects when the role cannot be looked up, never allowing by default', async () => {
    const decision = checkTrigger({
      trigger: issue(human('alice')),
      config: defaultConfig(),
      selfLogin: SELF,
      permissionOf: async () => {
        throw new Error('GitHub GET permission of alice failed (500): Server Error');
      },
      label: 'sweep',
    });
    await expect(decision).rejects.toThrow('GitHub GET permission of alice failed (500): Server Error');
  });
});

describe('checkTrigger: bots and Sweep itself', () => {
  it('ignores a bot that is not in allowed_bots, without a lookup', async () => {
    const { decision, asked } = gate(comment(bot('renovate[bot]')));
    expect(await decision).toEqual({ allowed: false, silent: true, reason: 'bot renovate[bot] is not in allowed_bots' });
    expect(asked).toEqual([]);
  });

  it('treats a login ending in [bot] with type User as a user: the permission check applies', async () => {
    const config = { ...defaultConfig(), allowedBots: ['renovate[bot]'] };
    const spoofed = gate(issue(human('renovate[bot]')), {}, { ...config });
    // The lookup table above says renovate[bot] has write; a real lookup of a bot finds nothing.
    expect(await spoofed.decision).toEqual({ allowed: true });
    expect(spoofed.asked).toEqual(['renovate[bot]']);
    const copycat = gate(comment(human('copycat[bot]')), {}, config);
    expect(await copycat.decision).toMatchObject({ allowed: false, silent: false, reason: 'copycat[bot] has none permission; write is needed' });
    expect(copycat.asked).toEqual(['copycat[bot]']);
  });

  it('lets a bot in allowed_bots run without asking the permission endpoint (a bot is no collaborator)', async () => {
    const config = { ...defaultConfig(), allowedBots: ['Renovate[bot]', 'other[bot]'] };
    for (const login of ['renovate[bot]', 'other[bot]']) {
      const allowed = gate(issue(bot(login)), {}, config);
      expect(await allowed.decision).toEqual({ allowed: true });
      expect(allowed.asked).toEqual([]);
    }
  });

  it("ignores Sweep's own events, even when its bot is in allowed_bots", async () => {
    const config = { ...defaultConfig(), allowedBots: [SELF] };
    const { decision, asked } = gate(issue(bot(SELF)), {}, config);
    expect(await decision).toEqual({ allowed: false, silent: true, reason: 'the event was caused by Sweep itself' });
    expect(asked).toEqual([]);
  });

  it("ignores a comment that carries Sweep's marker, whoever wrote it", async () => {
    const { decision, asked } = gate(comment(human('alice')), { commentBody: `quoting ${SWEEP_MARKER}progress --> here` });
    expect(await decision).toEqual({ allowed: false, silent: true, reason: "the comment is Sweep's own" });
    expect(asked).toEqual([]);
  });

  it('runs a comment that only mentions Sweep without the marker', async () => {
    expect(await gate(comment(human('alice')), { commentBody: '<!-- a note --> sweep please' }).decision).toEqual({ allowed: true });
  });
});

describe('checkTrigger: CI failures', () => {
  const ours = { author: SELF, headSha: HEAD };

  it('works on a failed run of its own pull request head in this repository, without a lookup', async () => {
    const { decision, asked } = gate(ciFailure, { repository: REPOSITORY, pull: ours });
    expect(await decision).toEqual({ allowed: true });
    expect(asked).toEqual([]);
    // Repository names are not case-sensitive.
    expect(await gate(ciRun('Octo-Org/Octo-Repo'), { repository: REPOSITORY, pull: ours }).decision).toEqual({ allowed: true });
  });

  it('ignores a run from a fork, even on a branch named like Sweep’s and with the same sha', async () => {
    const expected = { allowed: false, silent: true, reason: "the run's head commit is in mallory/octo-repo, not octo-org/octo-repo (runs from forks are never acted on)" };
    expect(await gate(ciRun('mallory/octo-repo'), { repository: REPOSITORY, pull: ours }).decision).toEqual(expected);
    expect(checkCiOrigin(ciRun('mallory/octo-repo'), REPOSITORY)).toEqual(expected);
    expect(checkCiOrigin(ciRun(''), REPOSITORY)).toMatchObject({ allowed: false, reason: expect.stringContaining('an unnamed repository') });
  });

  it('acts only on runs a push or a pull request started: a pull_request_target run carries its base branch', async () => {
    // A fork's pull request whose base is a Sweep branch: GitHub names the run after that base and its tip.
    for (const event of ['pull_request_target', 'workflow_run', 'issue_comment', 'schedule', '']) {
      const decision = await gate(ciRun(REPOSITORY, HEAD, event), { repository: REPOSITORY, pull: ours }).decision;
      expect(decision).toEqual({
        allowed: false,
        silent: true,
        reason: `the run was started by a ${event || 'nameless'} event, not by a push or a pull request from this repository's branch`,
      });
    }
    expect(await gate(ciRun(REPOSITORY, HEAD, 'push'), { repository: REPOSITORY, pull: ours }).decision).toEqual({ allowed: true });
  });

  it('ignores a run that tested another commit than the head of the pull request', async () => {
    expect(await gate(ciRun(REPOSITORY, 'b'.repeat(40)), { repository: REPOSITORY, pull: ours }).decision).toEqual({
      allowed: false,
      silent: true,
      reason: 'the run tested bbbbbbbbbbbb, not the head of the pull request from sweep/7-x (aaaaaaaaaaaa)',
    });
  });

  it("silently ignores a failed run on someone else's pull request", async () => {
    expect(await gate(ciFailure, { repository: REPOSITORY, pull: { author: 'alice', headSha: HEAD } }).decision).toEqual({
      allowed: false,
      silent: true,
      reason: 'the pull request from sweep/7-x was not opened by Sweep (alice)',
    });
  });

  it('ignores a run started by someone without write access: anyone who can read may open a pull request from Sweep’s branch', async () => {
    const outsider = gate(ciRun(REPOSITORY, HEAD, 'pull_request', [human('rita'), human('rita')]), { repository: REPOSITORY, pull: ours });
    expect(await outsider.decision).toEqual({ allowed: false, silent: true, reason: 'the run was started by rita, who has read permission; write is needed' });
    expect(outsider.asked).toEqual(['rita']);
    // Re-run by a maintainer, but first started by the outsider.
    expect(await gate(ciRun(REPOSITORY, HEAD, 'pull_request', [human('nobody'), human('alice')]), { repository: REPOSITORY, pull: ours }).decision).toMatchObject({ allowed: false, reason: 'the run was started by nobody, who has none permission; write is needed' });
    expect(await gate(ciRun(REPOSITORY, HEAD, 'push', [bot('deploy[bot]'), bot('deploy[bot]')]), { repository: REPOSITORY, pull: ours }).decision).toMatchObject({ allowed: false, reason: 'the run was started by bot deploy[bot], which is not in allowed_bots' });
    // A bot with the login of someone with write access is still a bot.
    expect(await gate(ciRun(REPOSITORY, HEAD, 'push', [bot('alice'), bot('alice')]), { repository: REPOSITORY, pull: ours }).decision).toMatchObject({ allowed: false });
  });

  it('acts on a run Sweep started and someone with write access re-ran, or a listed bot started', async () => {
    const rerun = gate(ciRun(REPOSITORY, HEAD, 'pull_request', [bot(SELF), human('alice')]), { repository: REPOSITORY, pull: ours });
    expect(await rerun.decision).toEqual({ allowed: true });
    expect(rerun.asked).toEqual(['alice']);
    const config = { ...defaultConfig(), allowedBots: ['Deploy[bot]'] };
    expect(await gate(ciRun(REPOSITORY, HEAD, 'push', [bot('deploy[bot]'), bot('deploy[bot]')]), { repository: REPOSITORY, pull: ours }, config).decision).toEqual({ allowed: true });
    // A payload naming neither: the event's sender decides.
    expect(await gate(ciRun(REPOSITORY, HEAD, 'pull_request', []), { repository: REPOSITORY, pull: ours }).decision).toEqual({ allowed: false, silent: true, reason: 'the run was started by bot github-actions[bot], which is not in allowed_bots' });
    expect(await gate({ ...ciRun(REPOSITORY, HEAD, 'pull_request', []), actor: human('mo') }, { repository: REPOSITORY, pull: ours }).decision).toEqual({ allowed: true });
  });

  it('silently ignores a failed run with no open pull request', async () => {
    expect(await gate(ciFailure, { repository: REPOSITORY }).decision).toEqual({ allowed: false, silent: true, reason: 'no open pull request from sweep/7-x opened by Sweep' });
  });
});

describe('checkTrigger: self-check', () => {
  it('allows the self-check without a permission lookup', async () => {
    const { decision, asked } = gate(selfCheck(human('rita')));
    expect(await decision).toEqual({ allowed: true });
    expect(asked).toEqual([]);
  });

  it('still ignores a self-check dispatched by a bot that is not allowed', async () => {
    expect(await gate(selfCheck(bot('renovate[bot]'))).decision).toEqual({ allowed: false, silent: true, reason: 'bot renovate[bot] is not in allowed_bots' });
  });
});

describe('label events of the token account', () => {
  it('runs a Sweep: issue labeled by the person whose personal token Sweep uses (Sweep never labels with one)', async () => {
    const decision = await checkTrigger({
      trigger: { kind: 'issue', actor: { login: 'alice', type: 'User' }, issueNumber: 3, reason: 'labeled', title: 'Sweep: add retries', addLabel: false },
      config: defaultConfig(),
      selfLogin: 'alice',
      permissionOf: async () => 'admin',
      label: 'sweep',
    });
    expect(decision).toEqual({ allowed: true });
  });
});

describe("Sweep's own pull requests", () => {
  it('works only on a pull request from this repository opened by Sweep', () => {
    expect(checkOwnPull({ number: 8, author: SELF, headRepo: 'Octo-Org/octo-repo' }, REPOSITORY, SELF)).toEqual({ allowed: true });
    expect(checkOwnPull({ number: 8, author: 'mallory', headRepo: 'mallory/octo-repo' }, REPOSITORY, SELF)).toEqual({
      allowed: false,
      silent: true,
      reason: '#8 comes from mallory/octo-repo, not octo-org/octo-repo (pull requests from forks are never worked on)',
    });
    expect(checkOwnPull({ number: 8, author: SELF, headRepo: '' }, REPOSITORY, SELF)).toMatchObject({ allowed: false, reason: expect.stringContaining('comes from a deleted repository') });
    expect(checkOwnPull({ number: 8, author: 'alice', headRepo: REPOSITORY }, REPOSITORY, SELF)).toEqual({ allowed: false, silent: true, reason: '#8 was not opened by Sweep (alice)' });
  });
});
