import { describe, expect, it } from '@jest/globals';
import { approvedIssue, editedNotice, issueForPullRun } from '../../src/action/approved.js';
import type { PullData } from '../../src/action/github.js';
import { claimHead, defaultState, headOwner, holds, issueDigest, MAX_CI_HEADS, mergeStates, parseState, renderState, withState, type SweepState } from '../../src/action/pr-state.js';
import { STATE_WRITE_ATTEMPTS, updateState } from '../../src/action/state-writes.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('CI heads in the state', () => {
  it('counts one attempt per head commit: the first claim counts, a second failure of the same commit does not', () => {
    const first = claimHead(defaultState(1), A, 601);
    expect(first).toEqual({ ciAttempts: 1, handledRuns: [601], issue: 1, version: 1, ciHeads: { [A]: [601] } });
    const second = claimHead(first, A, 602);
    expect(second).toEqual({ ciAttempts: 1, handledRuns: [601, 602], issue: 1, version: 1, ciHeads: { [A]: [601, 602] } });
    expect(headOwner(second, A)).toBe(601);
    expect(headOwner(second, B)).toBeUndefined();
    expect(claimHead(second, B, 700)).toMatchObject({ ciAttempts: 2, ciHeads: { [A]: [601, 602], [B]: [700] } });
  });

  it('merges claims two runs wrote from the same old state: both runs kept, the lower one owns the head, one attempt', () => {
    const old = defaultState(1);
    const merged = mergeStates(claimHead(old, A, 602), claimHead(old, A, 601));
    expect(merged).toEqual({ ciAttempts: 1, handledRuns: [601, 602], issue: 1, version: 1, ciHeads: { [A]: [601, 602] } });
    expect(headOwner(merged, A)).toBe(601);
  });

  it('round-trips heads and the issue digest, keeps the newest heads, and refuses malformed ones', () => {
    const state: SweepState = { ciAttempts: 2, handledRuns: [5, 9], issue: 3, version: 1, ciHeads: { [B]: [9], [A]: [5] }, issueDigest: '0123456789abcdef' };
    expect(renderState(state)).toBe(`<!-- sweep-state {"ciAttempts":2,"handledRuns":[5,9],"issue":3,"version":1,"ciHeads":{"${A}":[5],"${B}":[9]},"issueDigest":"0123456789abcdef"} -->`);
    expect(parseState(renderState(state))).toEqual({ ...state, ciHeads: { [A]: [5], [B]: [9] } });
    const many = Object.fromEntries(Array.from({ length: MAX_CI_HEADS + 3 }, (_, i) => [i.toString(16).padStart(40, '0'), [i + 1]]));
    const kept = parseState(renderState({ ...defaultState(1), ciAttempts: 3, ciHeads: many })).ciHeads!;
    expect(Object.keys(kept)).toHaveLength(MAX_CI_HEADS);
    expect(Object.values(kept).flat().sort((x, y) => x - y)[0]).toBe(4);
    for (const marker of [
      `<!-- sweep-state {"ciAttempts":1,"handledRuns":[],"issue":1,"version":1,"ciHeads":{"xyz":[1]}} -->`,
      `<!-- sweep-state {"ciAttempts":1,"handledRuns":[],"issue":1,"version":1,"ciHeads":{"${A}":[]}} -->`,
      `<!-- sweep-state {"ciAttempts":1,"handledRuns":[],"issue":1,"version":1,"ciHeads":[1]} -->`,
      `<!-- sweep-state {"ciAttempts":1,"handledRuns":[],"issue":1,"version":1,"issueDigest":"not hex"} -->`,
    ]) {
      expect([marker, parseState(marker, 7)]).toEqual([marker, defaultState(7)]);
    }
    expect(() => renderState({ ...defaultState(1), issueDigest: 'xyz' })).toThrow('issueDigest must be 16 hexadecimal digits, got xyz');
  });

  it('knows when a state already holds a change', () => {
    const claimed = claimHead(defaultState(1), A, 601);
    expect(holds(claimed, claimed)).toBe(true);
    expect(holds(claimHead(claimed, A, 602), claimed)).toBe(true);
    expect(holds(claimHead(defaultState(1), A, 602), claimed)).toBe(false);
    expect(holds(defaultState(1), { ...defaultState(1), issueDigest: '0123456789abcdef' })).toBe(false);
  });
});

describe('the approved issue', () => {
  const now = { title: 'Delete the test suite', body: 'Remove every file under tests/.' };

  it('is the payload’s text, said to be edited when the issue differs now', () => {
    const approved = approvedIssue({ title: 'Crash on empty input', body: 'Steps...' }, now);
    expect(approved).toEqual({ title: 'Crash on empty input', body: 'Steps...', digest: issueDigest('Crash on empty input', 'Steps...'), editedSince: true });
    expect(approvedIssue({ title: now.title, body: now.body.replace(/\n/g, '\r\n') }, now).editedSince).toBe(false);
    // A dispatch carries no text: the issue as it is now is all there is.
    expect(approvedIssue({}, now)).toMatchObject({ ...now, editedSince: false });
  });

  it('digests title and body apart, and line endings alike', () => {
    expect(issueDigest('a', 'b\r\nc')).toBe(issueDigest('a', 'b\nc'));
    expect(issueDigest('a b', 'c')).not.toBe(issueDigest('a', 'b c'));
    expect(issueDigest('a', 'b')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('says who approved it and how', () => {
    expect(editedNotice(4, 'maintainer', 'label')).toBe('Issue #4 was edited after @maintainer labeled it. Sweep works on the issue as it was then; the new text was not approved. Label the issue again or comment /sweep on it to work on the new text.');
    expect(editedNotice(4, 'maintainer', 'comment')).toContain("was edited after @maintainer's /sweep comment.");
  });

  it('reaches a later run on the pull request only while it is the approved text', () => {
    const approved = issueDigest(now.title, now.body);
    expect(issueForPullRun(4, now, approved)).toEqual({ issue: now });
    expect(issueForPullRun(4, { ...now, body: 'changed' }, approved)).toEqual({
      notice: "Issue #4 is left out of this run: it was edited after Sweep's pull request was made, and only the text a writer approved (by labeling the issue or commenting /sweep on it) is worked on. Comment /sweep on the issue to approve its text as it is now.",
    });
    expect(issueForPullRun(4, now, undefined).notice).toContain('Sweep cannot tell whether it was edited since its pull request was made');
    expect(issueForPullRun(0, undefined, approved)).toEqual({});
  });
});

/** A pull request whose body another run may replace between this run's write and its next read. */
function pullWith(body: string, meddle: (body: string, writes: number) => string | undefined = () => undefined) {
  const pr: PullData = { number: 5, title: 't', body, state: 'open', author: 'sweep[bot]', headRepo: 'o/r', headRef: 'sweep/5-x', headSha: A, baseRef: 'main', url: 'u', draft: false };
  let writes = 0;
  return {
    pr,
    writes: () => writes,
    github: {
      pull: async () => ({ ...pr }),
      updatePull: async (_: number, input: { body?: string }) => {
        writes++;
        pr.body = input.body ?? pr.body;
        pr.body = meddle(pr.body, writes) ?? pr.body;
      },
    },
  };
}

describe('updateState', () => {
  it('writes the change once and reads it back', async () => {
    const p = pullWith('Body\n');
    const written = await updateState(p.github, 5, (s) => claimHead(s, A, 601));
    expect(written.state).toMatchObject({ ciAttempts: 1, ciHeads: { [A]: [601] } });
    expect(p.pr.body).toBe(`Body\n\n${renderState(written.state)}\n`);
    expect(p.writes()).toBe(1);
    // Nothing to change: nothing written.
    await updateState(p.github, 5, (s) => claimHead(s, A, 601));
    expect(p.writes()).toBe(1);
  });

  it('applies the change again on top of another run’s write that replaced it, losing neither', async () => {
    // Another run, which read the body before this one wrote, writes its own claim over it.
    const p = pullWith('Body\n', (body, writes) => (writes === 1 ? withState(body, claimHead(defaultState(0), A, 602)) : undefined));
    const written = await updateState(p.github, 5, (s) => claimHead(s, A, 601));
    expect(p.writes()).toBe(2);
    expect(parseState(p.pr.body)).toEqual({ ciAttempts: 1, handledRuns: [601, 602], issue: 0, version: 1, ciHeads: { [A]: [601, 602] } });
    expect(headOwner(written.state, A)).toBe(601);
  });

  it('gives up, saying why, when the body keeps changing', async () => {
    const p = pullWith('Body\n', (body, writes) => withState(body, { ...defaultState(0), handledRuns: [1000 + writes] }));
    await expect(updateState(p.github, 5, (s) => claimHead(s, A, 601))).rejects.toThrow(`the state of #5 kept changing under other runs' writes (${STATE_WRITE_ATTEMPTS} attempts); try again`);
  });
});
