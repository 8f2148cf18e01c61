/**
 * Parses the workflow event once into a `Trigger`, a discriminated union the rest of the Action
 * switches on. Events Sweep does not handle throw a message that lists the ones it does.
 *
 * Payloads are read through the webhook types of `@octokit/webhooks-types`: every field read is
 * named by GitHub's schema (a misspelt one does not compile), and every value is checked at run
 * time, since a payload is outside input until then.
 */
import type {
  IssueCommentCreatedEvent,
  IssuesLabeledEvent,
  PullRequestReviewCommentCreatedEvent,
  User,
  WorkflowDispatchEvent,
  WorkflowRunCompletedEvent,
} from '@octokit/webhooks-types';
import { commandInstructions } from './command.js';

export { commandInstructions };
export const SWEEP_BRANCH_PREFIX = 'sweep/';
const TITLE_PREFIX = /^\s*sweep\s*:/i;

export interface Actor {
  login: string;
  /** The payload's `sender.type`: `Bot` for apps and bots, `User` otherwise. */
  type: string;
}

interface TriggerBase {
  actor: Actor;
}

/** Work on an issue: labeled, opened with a `Sweep:` title, or dispatched by hand. */
export interface IssueTrigger extends TriggerBase {
  kind: 'issue';
  issueNumber: number;
  reason: 'labeled' | 'opened' | 'dispatch';
  /** Present when the payload carried the issue (dispatch only knows the number). */
  title?: string;
  body?: string;
  /** The label must still be added (opened with a `Sweep:` title). */
  addLabel: boolean;
}

/** A `/sweep ...` comment on an issue or a pull request. */
export interface CommentTrigger extends TriggerBase {
  kind: 'comment';
  issueNumber: number;
  onPullRequest: boolean;
  commentId: number;
  /** What the comment asks: the text after `/sweep` on its command line (see command.ts). */
  instructions: string;
  /** The whole comment. */
  body: string;
  /**
   * The issue's title and body as the payload carries them: as they were when the comment was
   * written, which is what its writer asked Sweep to work on.
   */
  issueTitle?: string;
  issueBody?: string;
}

/** A review comment on a line of a pull request. */
export interface ReviewCommentTrigger extends TriggerBase {
  kind: 'review-comment';
  pullNumber: number;
  commentId: number;
  path: string;
  /** 1-based lines the comment covers in the new file (startLine == line for one line). */
  startLine: number;
  line: number;
  body: string;
  headRef: string;
  /** The first comment of the thread: the comment itself, or the one it replies to. */
  threadId: number;
}

/** A workflow run that failed on a Sweep branch. */
export interface CiFailureTrigger extends TriggerBase {
  kind: 'ci-failure';
  runId: number;
  runAttempt: number;
  workflowName: string;
  headBranch: string;
  headSha: string;
  /** `owner/name` of the repository the run's head commit is in: a fork for runs from forks. */
  headRepository: string;
  /** The event that started the run (`push`, `pull_request`, `pull_request_target`, ...). */
  event: string;
  /** Pull requests the payload lists (none for forks; `null` entries dropped). Not proof of anything. */
  pullNumbers: number[];
  /**
   * Who started the run and who started this attempt of it (`workflow_run.actor`, `triggering_actor`),
   * as far as the payload names them; `actor` is the event's sender.
   */
  runActors: Actor[];
}

/** `workflow_dispatch` with no issue: checks the set-up and indexes the repository. */
export interface SelfCheckTrigger extends TriggerBase {
  kind: 'self-check';
}

/** A supported event that asks nothing of Sweep (another label, a comment without `/sweep`, ...). */
export interface IgnoredTrigger {
  kind: 'ignored';
  reason: string;
}

export type Trigger =
  | IssueTrigger
  | CommentTrigger
  | ReviewCommentTrigger
  | CiFailureTrigger
  | SelfCheckTrigger
  | IgnoredTrigger;

export const SUPPORTED_EVENTS = [
  'issues',
  'issue_comment',
  'pull_request_review_comment',
  'workflow_run',
  'workflow_dispatch',
] as const;

/** A payload object as it arrives: only the fields GitHub's schema names for `T`, each unchecked. */
type Unchecked<T> = { readonly [K in keyof T]?: unknown };

function obj<T>(value: unknown, what: string): Unchecked<T> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`The event payload has no ${what} object`);
  }
  return value as Unchecked<T>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new Error(`The event payload's ${what} is not a number`);
  }
  return value;
}

function str(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new Error(`The event payload's ${what} is not a string`);
  return value;
}

function optStr(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function actorOf(payload: Unchecked<{ sender: User }>): Actor {
  const sender = obj<User>(payload.sender, 'sender');
  return { login: str(sender.login, 'sender.login'), type: optStr(sender.type) || 'User' };
}

function labelsOf(issue: Unchecked<IssuesLabeledEvent['issue']>): string[] {
  return Array.isArray(issue.labels) ? issue.labels.map((l: unknown) => (typeof l === 'string' ? l : isObject(l) ? optStr(l.name) : '')) : [];
}

export function isSweepBranch(ref: string): boolean {
  return ref.startsWith(SWEEP_BRANCH_PREFIX) && ref.length > SWEEP_BRANCH_PREFIX.length;
}

function parseIssues(payload: Unchecked<IssuesLabeledEvent>, label: string): Trigger {
  const action = optStr(payload.action);
  const issue = obj<IssuesLabeledEvent['issue']>(payload.issue, 'issue');
  if (issue.pull_request) return { kind: 'ignored', reason: 'the issue event is for a pull request' };
  const base = {
    kind: 'issue' as const,
    actor: actorOf(payload),
    issueNumber: num(issue.number, 'issue.number'),
    title: optStr(issue.title),
    body: optStr(issue.body),
  };
  if (action === 'labeled') {
    const added = optStr(obj<NonNullable<IssuesLabeledEvent['label']>>(payload.label ?? {}, 'label').name);
    if (added.toLowerCase() !== label.toLowerCase()) {
      return { kind: 'ignored', reason: `label '${added}' is not '${label}'` };
    }
    return { ...base, reason: 'labeled', addLabel: false };
  }
  if (action === 'opened') {
    if (!TITLE_PREFIX.test(base.title)) return { kind: 'ignored', reason: 'the title does not start with "Sweep:"' };
    const hasLabel = labelsOf(issue).some((l) => l.toLowerCase() === label.toLowerCase());
    // An issue opened with the label already on it also fires `labeled`; let that event do the work.
    if (hasLabel) return { kind: 'ignored', reason: `the issue was opened with the '${label}' label; the labeled event handles it` };
    return { ...base, reason: 'opened', addLabel: true };
  }
  return { kind: 'ignored', reason: `issues.${action || '(no action)'} is not handled (only labeled and opened)` };
}

function parseIssueComment(payload: Unchecked<IssueCommentCreatedEvent>): Trigger {
  const action = optStr(payload.action);
  if (action !== 'created') return { kind: 'ignored', reason: `issue_comment.${action} is not handled (only created)` };
  const comment = obj<IssueCommentCreatedEvent['comment']>(payload.comment, 'comment');
  const body = optStr(comment.body);
  const instructions = commandInstructions(body);
  if (instructions === undefined) return { kind: 'ignored', reason: 'the comment has no /sweep command line outside quotes and code' };
  const issue = obj<IssueCommentCreatedEvent['issue']>(payload.issue, 'issue');
  return {
    kind: 'comment',
    actor: actorOf(payload),
    issueNumber: num(issue.number, 'issue.number'),
    onPullRequest: Boolean(issue.pull_request),
    commentId: num(comment.id, 'comment.id'),
    instructions,
    body,
    ...(typeof issue.title === 'string' ? { issueTitle: issue.title } : {}),
    ...(typeof issue.body === 'string' || issue.body === null ? { issueBody: issue.body ?? '' } : {}),
  };
}

function parseReviewComment(payload: Unchecked<PullRequestReviewCommentCreatedEvent>): Trigger {
  const action = optStr(payload.action);
  if (action !== 'created') {
    return { kind: 'ignored', reason: `pull_request_review_comment.${action} is not handled (only created)` };
  }
  const comment = obj<PullRequestReviewCommentCreatedEvent['comment']>(payload.comment, 'comment');
  const pr = obj<PullRequestReviewCommentCreatedEvent['pull_request']>(payload.pull_request, 'pull_request');
  const head = obj<PullRequestReviewCommentCreatedEvent['pull_request']['head']>(pr.head, 'pull_request.head');
  const headRef = str(head.ref, 'pull_request.head.ref');
  if (!isSweepBranch(headRef)) return { kind: 'ignored', reason: `branch '${headRef}' is not a Sweep branch` };
  const line = typeof comment.line === 'number' ? comment.line : typeof comment.original_line === 'number' ? comment.original_line : 1;
  const startLine = typeof comment.start_line === 'number' ? comment.start_line : line;
  const commentId = num(comment.id, 'comment.id');
  return {
    kind: 'review-comment',
    actor: actorOf(payload),
    pullNumber: num(pr.number, 'pull_request.number'),
    commentId,
    path: str(comment.path, 'comment.path'),
    startLine: Math.min(startLine, line),
    line: Math.max(startLine, line),
    body: optStr(comment.body),
    headRef,
    threadId: comment.in_reply_to_id === undefined || comment.in_reply_to_id === null ? commentId : num(comment.in_reply_to_id, 'comment.in_reply_to_id'),
  };
}

function parseWorkflowRun(payload: Unchecked<WorkflowRunCompletedEvent>): Trigger {
  const action = optStr(payload.action);
  if (action !== 'completed') return { kind: 'ignored', reason: `workflow_run.${action} is not handled (only completed)` };
  const run = obj<WorkflowRunCompletedEvent['workflow_run']>(payload.workflow_run, 'workflow_run');
  const conclusion = optStr(run.conclusion);
  if (conclusion !== 'failure') return { kind: 'ignored', reason: `the workflow run concluded '${conclusion}', not 'failure'` };
  const headBranch = optStr(run.head_branch);
  if (!isSweepBranch(headBranch)) return { kind: 'ignored', reason: `branch '${headBranch}' is not a Sweep branch` };
  // Forks get `[]`; entries may be `null`. The list only hints: the handler checks the PR itself.
  const pulls: unknown[] = Array.isArray(run.pull_requests) ? run.pull_requests : [];
  const headRepository = isObject(run.head_repository) ? optStr((run.head_repository as Unchecked<WorkflowRunCompletedEvent['workflow_run']['head_repository']>).full_name) : '';
  return {
    kind: 'ci-failure',
    actor: actorOf(payload),
    runId: num(run.id, 'workflow_run.id'),
    runAttempt: typeof run.run_attempt === 'number' ? run.run_attempt : 1,
    workflowName: optStr(run.name),
    headBranch,
    headSha: str(run.head_sha, 'workflow_run.head_sha'),
    headRepository,
    event: optStr(run.event),
    pullNumbers: pulls.flatMap((p) => (isObject(p) && typeof p.number === 'number' && Number.isSafeInteger(p.number) ? [p.number] : [])),
    runActors: [run.actor, run.triggering_actor].flatMap((user) => {
      if (!isObject(user) || typeof user.login !== 'string' || user.login === '') return [];
      return [{ login: user.login, type: typeof user.type === 'string' && user.type ? user.type : 'User' }];
    }),
  };
}

function parseDispatch(payload: Unchecked<WorkflowDispatchEvent>): Trigger {
  const inputs: Record<string, unknown> = isObject(payload.inputs) ? payload.inputs : {};
  const raw = inputs['issue-number'] ?? inputs.issue_number ?? inputs.issue;
  const text = typeof raw === 'number' ? String(raw) : optStr(raw).trim();
  if (text === '') return { kind: 'self-check', actor: actorOf(payload) };
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new Error(`The workflow_dispatch input 'issue-number' must be an issue number such as 42, got '${text}'`);
  }
  return { kind: 'issue', actor: actorOf(payload), issueNumber: Number(text), reason: 'dispatch', addLabel: false };
}

/** Parses a workflow event. Throws for events Sweep does not handle. */
export function parseTrigger(eventName: string, payload: unknown, label: string): Trigger {
  const body = obj<Record<string, unknown>>(payload, 'payload');
  switch (eventName) {
    case 'issues':
      return parseIssues(body, label);
    case 'issue_comment':
      return parseIssueComment(body);
    case 'pull_request_review_comment':
      return parseReviewComment(body);
    case 'workflow_run':
      return parseWorkflowRun(body);
    case 'workflow_dispatch':
      return parseDispatch(body);
    default:
      throw new Error(
        `Sweep does not handle the '${eventName || '(none)'}' event. Trigger it on: ${SUPPORTED_EVENTS.join(', ')}`,
      );
  }
}

/** One line for the log. */
export function describeTrigger(trigger: Trigger): string {
  switch (trigger.kind) {
    case 'issue':
      return `issue #${trigger.issueNumber} (${trigger.reason}) by @${trigger.actor.login}`;
    case 'comment':
      return `/sweep comment ${trigger.commentId} on ${trigger.onPullRequest ? 'pull request' : 'issue'} #${trigger.issueNumber} by @${trigger.actor.login}`;
    case 'review-comment':
      return `review comment ${trigger.commentId} on ${trigger.path}:${trigger.startLine}-${trigger.line} of pull request #${trigger.pullNumber} by @${trigger.actor.login}`;
    case 'ci-failure':
      return `failed workflow run ${trigger.runId} ('${trigger.workflowName}') on ${trigger.headBranch}`;
    case 'self-check':
      return `self-check dispatched by @${trigger.actor.login}`;
    case 'ignored':
      return `nothing to do: ${trigger.reason}`;
  }
}
