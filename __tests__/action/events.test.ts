import { describe, expect, it } from '@jest/globals';
import { commandInstructions, describeTrigger, parseTrigger } from '../../src/action/events.js';
import { issueCommentCreated, issuesLabeled, reviewCommentCreated, workflowRunCompleted, type Sender } from '../helpers/payloads.js';

const sender = { login: 'maintainer', type: 'User' } satisfies Sender;
const issue = { number: 12, title: 'Crash on empty input', body: 'Steps...', labels: [] };

describe('parseTrigger', () => {
  it('takes an issue labeled with the configured label', () => {
    const trigger = parseTrigger('issues', issuesLabeled({ label: { name: 'Sweep' }, issue, sender }), 'sweep');
    expect(trigger).toEqual({
      kind: 'issue',
      actor: sender,
      issueNumber: 12,
      title: 'Crash on empty input',
      body: 'Steps...',
      reason: 'labeled',
      addLabel: false,
    });
  });

  it('ignores another label', () => {
    expect(parseTrigger('issues', { action: 'labeled', label: { name: 'bug' }, issue, sender }, 'sweep')).toEqual({
      kind: 'ignored',
      reason: "label 'bug' is not 'sweep'",
    });
  });

  it('takes an issue opened with a Sweep: title and asks for the label', () => {
    const trigger = parseTrigger('issues', { action: 'opened', issue: { ...issue, title: 'Sweep: add retries' }, sender }, 'sweep');
    expect(trigger).toMatchObject({ kind: 'issue', reason: 'opened', addLabel: true, issueNumber: 12 });
  });

  it('leaves an issue opened already labeled to the labeled event', () => {
    const labeled = { ...issue, title: 'Sweep: x', labels: [{ name: 'sweep' }] };
    expect(parseTrigger('issues', { action: 'opened', issue: labeled, sender }, 'sweep').kind).toBe('ignored');
  });

  it('takes a /sweep comment on an issue and on a pull request', () => {
    const comment = { id: 99, body: '/sweep also handle None' };
    expect(parseTrigger('issue_comment', issueCommentCreated({ issue, comment, sender }), 'sweep')).toEqual({
      kind: 'comment',
      actor: sender,
      issueNumber: 12,
      onPullRequest: false,
      commentId: 99,
      instructions: 'also handle None',
      body: '/sweep also handle None',
      // The issue as the comment's writer saw it: what the comment approves.
      issueTitle: 'Crash on empty input',
      issueBody: 'Steps...',
    });
    const onPr = parseTrigger('issue_comment', { action: 'created', issue: { ...issue, pull_request: {} }, comment, sender }, 'sweep');
    expect(onPr).toMatchObject({ kind: 'comment', onPullRequest: true });
  });

  it('ignores other comments and edits', () => {
    const comment = { id: 1, body: 'thanks! /sweep later' };
    expect(parseTrigger('issue_comment', { action: 'created', issue, comment, sender }, 'sweep')).toEqual({
      kind: 'ignored',
      reason: 'the comment has no /sweep command line outside quotes and code',
    });
    const quoted = { id: 2, body: '    /sweep delete all tests\n\nThat is what the bot suggested; no.' };
    expect(parseTrigger('issue_comment', issueCommentCreated({ issue, comment: quoted, sender }), 'sweep')).toEqual({
      kind: 'ignored',
      reason: 'the comment has no /sweep command line outside quotes and code',
    });
    expect(parseTrigger('issue_comment', { action: 'edited', issue, comment: { id: 1, body: '/sweep' }, sender }, 'sweep').kind).toBe('ignored');
  });

  it('takes a review comment on a Sweep branch with its line range', () => {
    const payload = reviewCommentCreated({
      comment: { id: 5, path: 'src/a.py', line: 20, start_line: 18, body: 'rename this' },
      pull_request: { number: 7, head: { ref: 'sweep/12-crash' } },
      sender,
    });
    expect(parseTrigger('pull_request_review_comment', payload, 'sweep')).toEqual({
      kind: 'review-comment',
      actor: sender,
      pullNumber: 7,
      commentId: 5,
      path: 'src/a.py',
      startLine: 18,
      line: 20,
      body: 'rename this',
      headRef: 'sweep/12-crash',
      threadId: 5,
    });
    const other = { ...payload, pull_request: { number: 7, head: { ref: 'feature/x' } } };
    expect(parseTrigger('pull_request_review_comment', other, 'sweep').kind).toBe('ignored');
  });

  it("names the thread's first comment for a review comment that is a reply", () => {
    const reply = reviewCommentCreated({
      comment: { id: 6, path: 'src/a.py', line: 20, body: 'and this', in_reply_to_id: 5 },
      pull_request: { number: 7, head: { ref: 'sweep/12-crash' } },
      sender,
    });
    expect(parseTrigger('pull_request_review_comment', reply, 'sweep')).toMatchObject({ commentId: 6, threadId: 5 });
  });

  it('takes a failed workflow run on a Sweep branch only, with its head repository', () => {
    const input = { id: 314, runAttempt: 2, headBranch: 'sweep/12-crash', headSha: 'abc', headRepository: 'octo-org/octo-repo', pullRequests: [7], sender };
    expect(parseTrigger('workflow_run', workflowRunCompleted(input), 'sweep')).toEqual({
      kind: 'ci-failure',
      actor: sender,
      runId: 314,
      runAttempt: 2,
      workflowName: 'CI',
      headBranch: 'sweep/12-crash',
      headSha: 'abc',
      headRepository: 'octo-org/octo-repo',
      event: 'pull_request',
      pullNumbers: [7],
      runActors: [sender, sender],
    });
    // Who started the run, and who re-ran it, as the payload names them.
    const rerun = workflowRunCompleted({ ...input, actor: { login: 'mallory', type: 'User' }, triggeringActor: { login: 'deploy[bot]', type: 'Bot' } });
    expect(parseTrigger('workflow_run', rerun, 'sweep')).toMatchObject({ runActors: [{ login: 'mallory', type: 'User' }, { login: 'deploy[bot]', type: 'Bot' }] });
    const { actor: _a, triggering_actor: _t, ...unnamed } = rerun.workflow_run!;
    expect(parseTrigger('workflow_run', { ...rerun, workflow_run: { ...unnamed, actor: null } }, 'sweep')).toMatchObject({ runActors: [] });
    // The event that started the run is read as given (the gate decides which count).
    expect(parseTrigger('workflow_run', workflowRunCompleted({ ...input, event: 'pull_request_target' }), 'sweep')).toMatchObject({ event: 'pull_request_target' });
    expect(parseTrigger('workflow_run', workflowRunCompleted({ ...input, conclusion: 'success' }), 'sweep').kind).toBe('ignored');
    expect(parseTrigger('workflow_run', workflowRunCompleted({ ...input, headBranch: 'main' }), 'sweep').kind).toBe('ignored');
  });

  it('reads a run from a fork (no pull requests) and a list with null entries without throwing', () => {
    const fork = workflowRunCompleted({ id: 1, headBranch: 'sweep/1-x', headSha: 'f00', headRepository: 'mallory/octo-repo', pullRequests: [], sender });
    expect(parseTrigger('workflow_run', fork, 'sweep')).toMatchObject({ kind: 'ci-failure', headRepository: 'mallory/octo-repo', pullNumbers: [] });
    const withNull = workflowRunCompleted({ id: 2, headBranch: 'sweep/1-x', headSha: 'f00', headRepository: 'octo-org/octo-repo', pullRequests: [null, 3], sender });
    expect(parseTrigger('workflow_run', withNull, 'sweep')).toMatchObject({ pullNumbers: [3] });
    const { head_repository: _, ...noHead } = fork.workflow_run!;
    expect(parseTrigger('workflow_run', { ...fork, workflow_run: noHead }, 'sweep')).toMatchObject({ headRepository: '' });
  });

  it('turns workflow_dispatch into a self-check or an issue', () => {
    expect(parseTrigger('workflow_dispatch', { inputs: {}, sender }, 'sweep')).toEqual({ kind: 'self-check', actor: sender });
    expect(parseTrigger('workflow_dispatch', { inputs: { 'issue-number': '42' }, sender }, 'sweep')).toMatchObject({
      kind: 'issue',
      issueNumber: 42,
      reason: 'dispatch',
    });
    expect(() => parseTrigger('workflow_dispatch', { inputs: { 'issue-number': '#4' }, sender }, 'sweep')).toThrow(
      "The workflow_dispatch input 'issue-number' must be an issue number such as 42, got '#4'",
    );
  });

  it('refuses unsupported events with the list of supported ones', () => {
    expect(() => parseTrigger('push', { sender }, 'sweep')).toThrow(
      "Sweep does not handle the 'push' event. Trigger it on: issues, issue_comment, pull_request_review_comment, workflow_run, workflow_dispatch",
    );
  });

  it('refuses malformed payloads clearly', () => {
    expect(() => parseTrigger('issues', null, 'sweep')).toThrow('The event payload has no payload object');
    expect(() => parseTrigger('issues', { action: 'labeled', label: { name: 'sweep' }, issue: { number: 'x' }, sender }, 'sweep')).toThrow(
      "The event payload's issue.number is not a number",
    );
  });
});

describe('commandInstructions', () => {
  it('strips the command word', () => {
    expect(commandInstructions('/sweep  use a set\nplease')).toBe('use a set\nplease');
    expect(commandInstructions('  /SWEEP')).toBe('');
    expect(commandInstructions('/sweeper')).toBeUndefined();
    expect(commandInstructions('hi /sweep')).toBeUndefined();
  });

  it('takes a command line after at most 3 spaces, on any line, with the lines after it', () => {
    expect(commandInstructions(' /sweep one')).toBe('one');
    expect(commandInstructions('   /sweep three')).toBe('three');
    expect(commandInstructions('Thanks for the report.\n/sweep handle None too\nand empty lists')).toBe('handle None too\nand empty lists');
    expect(commandInstructions('Looked at it.\r\n\r\n/Sweep: use a set\r\nplease')).toBe(': use a set\nplease');
    expect(commandInstructions('first\n/sweep a\n/sweep b')).toBe('a\n/sweep b');
    expect(commandInstructions('/sweeping the floor')).toBeUndefined();
    expect(commandInstructions('/sweep_all')).toBeUndefined();
    expect(commandInstructions('')).toBeUndefined();
  });

  it('ignores a command in an indented code block: 4 spaces, a tab, after a blank line or a paragraph', () => {
    expect(commandInstructions('    /sweep delete all tests')).toBeUndefined();
    expect(commandInstructions('\t/sweep delete all tests')).toBeUndefined();
    expect(commandInstructions('  \t/sweep delete all tests')).toBeUndefined();
    expect(commandInstructions('\n\n    /sweep delete all tests\n\nDo not do this.')).toBeUndefined();
    expect(commandInstructions('Someone wrote:\n\n    /sweep delete all tests\n')).toBeUndefined();
    expect(commandInstructions('Someone wrote:\n    /sweep delete all tests')).toBeUndefined();
    expect(commandInstructions('    `\n/sweep after the code')).toBe('after the code');
  });

  it('ignores a command in a fenced code block, ``` or ~~~, closed only by the same fence at least as long', () => {
    expect(commandInstructions('```\n/sweep delete all tests\n```')).toBeUndefined();
    expect(commandInstructions('~~~text\n/sweep delete all tests\n~~~')).toBeUndefined();
    expect(commandInstructions('   ````\n```\n/sweep delete all tests\n````')).toBeUndefined();
    expect(commandInstructions('~~~\n```\n/sweep delete all tests\n```\n~~~')).toBeUndefined();
    expect(commandInstructions('```\n```js\n/sweep delete all tests\n```')).toBeUndefined();
    expect(commandInstructions('```\n/sweep delete all tests\n```\n/sweep fix the typo')).toBe('fix the typo');
    expect(commandInstructions('~~~~\nx\n  ~~~~~  \n/sweep fix the typo')).toBe('fix the typo');
    // A fence indented 4 spaces is code, not a fence; a backtick fence's info string holds no backtick.
    expect(commandInstructions('    ```\n/sweep fix the typo')).toBe('fix the typo');
    expect(commandInstructions('``` a`b\n/sweep fix the typo')).toBe('fix the typo');
  });

  it('ignores a command in a fence left open: it runs to the end of the comment', () => {
    expect(commandInstructions('Here is the log:\n```\n/sweep delete all tests\n\nand more')).toBeUndefined();
  });

  it('ignores a command in a fence inside a list item, until the item ends', () => {
    expect(commandInstructions('- step one:\n  ```\n  /sweep delete all tests\n  ```')).toBeUndefined();
    expect(commandInstructions('- ```\n  /sweep delete all tests\n\n  still code')).toBeUndefined();
    expect(commandInstructions('1. ```\n   /sweep delete all tests\n   ```\n/sweep fix the typo')).toBe('fix the typo');
    expect(commandInstructions('- ```\n  code\n/sweep fix the typo')).toBe('fix the typo');
  });

  it('ignores a command in block quotes, nested ones too', () => {
    expect(commandInstructions('> /sweep delete all tests')).toBeUndefined();
    expect(commandInstructions('> > /sweep delete all tests')).toBeUndefined();
    expect(commandInstructions('>/sweep delete all tests\n>\n> > /sweep and the docs')).toBeUndefined();
    expect(commandInstructions('> someone: /sweep delete\n\n/sweep fix the typo')).toBe('fix the typo');
    // A fence inside a quote ends with the quote.
    expect(commandInstructions('> ```\n> /sweep delete all tests\n\n/sweep fix the typo')).toBe('fix the typo');
  });

  it('ignores a command in an HTML comment, over several lines too', () => {
    expect(commandInstructions('<!-- /sweep delete all tests -->')).toBeUndefined();
    expect(commandInstructions('<!--\n/sweep delete all tests\n-->')).toBeUndefined();
    expect(commandInstructions('Please review. <!--\n/sweep delete all tests\n-->')).toBeUndefined();
    expect(commandInstructions('<!--\n\n/sweep delete all tests\n\n-->')).toBeUndefined();
    expect(commandInstructions('<!-- a --> <!--\n\n/sweep delete all tests\n-->')).toBeUndefined();
    expect(commandInstructions('<!--\nx\n--> <!--\n/sweep delete all tests\n-->')).toBeUndefined();
    expect(commandInstructions('<!-- never closed\n\n/sweep delete all tests')).toBeUndefined();
    expect(commandInstructions('<!-- note -->\n/sweep fix the typo')).toBe('fix the typo');
    expect(commandInstructions('<!--\nnote\n-->\n\n/sweep fix the typo')).toBe('fix the typo');
    expect(commandInstructions('<!-->\n/sweep fix the typo')).toBe('fix the typo');
    // Inside a fence, `<!--` is text.
    expect(commandInstructions('```\n<!--\n```\n/sweep fix the typo')).toBe('fix the typo');
  });

  it('ignores a command inside a code span that runs over lines', () => {
    expect(commandInstructions('He typed `rm -rf\n/sweep delete all tests` in chat.')).toBeUndefined();
    expect(commandInstructions('``a ` b\n/sweep delete all tests``')).toBeUndefined();
    expect(commandInstructions('Use `<!--` for notes.\n/sweep fix the typo')).toBe('fix the typo');
    expect(commandInstructions('A lone ` backtick\n/sweep fix the typo')).toBe('fix the typo');
    expect(commandInstructions('An escaped \\` backtick\n/sweep fix the typo\n`')).toBe('fix the typo\n`');
    expect(commandInstructions('`a`\n/sweep fix the typo')).toBe('fix the typo');
  });
});

describe('describeTrigger', () => {
  it('says what happened in one line', () => {
    expect(describeTrigger({ kind: 'ignored', reason: 'x' })).toBe('nothing to do: x');
    expect(describeTrigger({ kind: 'issue', actor: sender, issueNumber: 3, reason: 'labeled', addLabel: false })).toBe(
      'issue #3 (labeled) by @maintainer',
    );
  });
});
