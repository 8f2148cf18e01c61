/**
 * Webhook payloads for tests, typed by `@octokit/webhooks-types`: every field a test writes is named
 * and typed as GitHub's schema has it. Tests give only the fields the Action reads (`Partial` all the
 * way down), as a real payload has many more.
 */
import type {
  IssueCommentCreatedEvent,
  IssuesLabeledEvent,
  IssuesOpenedEvent,
  PullRequestReviewCommentCreatedEvent,
  WorkflowRunCompletedEvent,
} from '@octokit/webhooks-types';

/** Any part of a payload; arrays keep their element shape. */
export type PayloadPart<T> = T extends readonly (infer E)[] ? PayloadPart<E>[] : T extends object ? { [K in keyof T]?: PayloadPart<T[K]> } : T;

export type Sender = PayloadPart<IssuesLabeledEvent['sender']>;

export function issuesLabeled(payload: PayloadPart<IssuesLabeledEvent>): PayloadPart<IssuesLabeledEvent> {
  return { action: 'labeled', ...payload };
}

export function issuesOpened(payload: PayloadPart<IssuesOpenedEvent>): PayloadPart<IssuesOpenedEvent> {
  return { action: 'opened', ...payload };
}

export function issueCommentCreated(payload: PayloadPart<IssueCommentCreatedEvent>): PayloadPart<IssueCommentCreatedEvent> {
  return { action: 'created', ...payload };
}

export function reviewCommentCreated(payload: PayloadPart<PullRequestReviewCommentCreatedEvent>): PayloadPart<PullRequestReviewCommentCreatedEvent> {
  return { action: 'created', ...payload };
}

export interface RunPayloadInput {
  id: number;
  headBranch: string;
  headSha: string;
  /** `owner/name` of the head's repository: the repository itself, or a fork. */
  headRepository: string;
  /** Pull request numbers as GitHub lists them (`[]` for a fork); `null` entries are kept. */
  pullRequests: (number | null)[];
  sender: Sender;
  /** Who started the run and this attempt of it (`workflow_run.actor`, `triggering_actor`): the sender unless given. */
  actor?: Sender;
  triggeringActor?: Sender;
  conclusion?: WorkflowRunCompletedEvent['workflow_run']['conclusion'];
  name?: string;
  runAttempt?: number;
  /** The event that started the run: `pull_request` unless given. */
  event?: string;
}

/** `workflow_run.completed` as GitHub sends it, with the head repository and the pull request list. */
export function workflowRunCompleted(input: RunPayloadInput): PayloadPart<WorkflowRunCompletedEvent> {
  const [owner = '', name = ''] = input.headRepository.split('/');
  return {
    action: 'completed',
    workflow_run: {
      id: input.id,
      name: input.name ?? 'CI',
      conclusion: input.conclusion ?? 'failure',
      status: 'completed',
      head_branch: input.headBranch,
      head_sha: input.headSha,
      run_attempt: input.runAttempt ?? 1,
      event: input.event ?? 'pull_request',
      head_repository: { full_name: input.headRepository, name, owner: { login: owner } },
      // A `null` entry is not in GitHub's schema, but has been seen: the parser must not throw on it.
      pull_requests: input.pullRequests.map((n) => (n === null ? (null as never) : { number: n })),
      actor: input.actor ?? input.sender,
      triggering_actor: input.triggeringActor ?? input.sender,
    },
    sender: input.sender,
  };
}
