/**
 * What the agent is asked to do, from any trigger: an issue, a `/sweep` comment, a review comment on
 * one file, or a failed CI run. A task holds the outside strings as they came; `renderTask` passes
 * each through the one door for outside text (`fenceOutside`), so every one of them reaches the
 * prompt sanitized, redacted, bounded and fenced, and nothing else in the task text comes from outside.
 */
import { countTokens, truncateToTokens } from '../context/budget.js';
import { sanitizeUntrusted } from '../llm/prompts.js';
import { fenceOutside, outsideBody, type OutsideKind, type TextRedactor } from '../llm/untrusted.js';

/** A text of the task is never cut below this many tokens. */
export const MIN_TASK_PART_TOKENS = 200;

export interface ReviewCommentTask {
  path: string;
  startLine: number;
  line: number;
  body: string;
}

export interface Task {
  /** The issue's (or the pull request's) title. */
  title: string;
  /** Set when `title` is a pull request's title rather than an issue's. */
  titleOfPull?: boolean;
  body: string;
  /** Extra instructions from a `/sweep ...` comment. */
  instructions?: string;
  /** A review comment: only its file may change. */
  reviewComment?: ReviewCommentTask;
  /** Error lines of a failed CI run, already trimmed. */
  ciLog?: string;
  /** The pull request's diff so far, for follow-up work on it. */
  existingDiff?: string;
}

/** An issue, with the instructions of a `/sweep ...` comment on it when there is one. */
export function issueTask(issue: { title: string; body: string }, instructions?: string): Task {
  return { title: issue.title, body: issue.body, ...(instructions ? { instructions } : {}) };
}

/** Work on a pull request: its title, the body of the issue it resolves, its diff so far, and what to do. */
export function pullTask(
  pull: { title: string; issueBody: string; diff: string },
  work: { instructions: string } | { reviewComment: ReviewCommentTask } | { ciLog: string },
): Task {
  return { title: pull.title, titleOfPull: true, body: pull.issueBody, ...work, existingDiff: pull.diff };
}

/** The task as prompt text: every part written by people or tools passes the door for outside text. */
export function renderTask(task: Task, redactor: TextRedactor): string {
  const parts = [fenceOutside(task.titleOfPull ? 'pull-title' : 'issue-title', task.title, redactor)];
  parts.push(task.body.trim() ? fenceOutside('issue-body', task.body, redactor) : 'The issue has no description.');
  if (task.instructions) parts.push('A maintainer asked for this in a comment:', fenceOutside('comment', task.instructions, redactor));
  if (task.reviewComment) {
    const c = task.reviewComment;
    parts.push(
      'Change only the file the review comment below is on, around the lines it names, as the comment asks.',
      fenceOutside('review-comment', `${c.path}:${c.startLine}-${c.line}\n\n${c.body}`, redactor),
    );
  }
  if (task.ciLog) parts.push('CI failed on the pull request. Fix the cause of these errors.', fenceOutside('ci-log', task.ciLog, redactor));
  if (task.existingDiff) parts.push('The pull request already contains this change:', fenceOutside('pull-diff', task.existingDiff, redactor));
  return parts.join('\n\n');
}

/**
 * The text retrieval searches with: what the task is about, with hidden content removed and the
 * run's secrets redacted (with embeddings it is sent to the embeddings endpoint).
 */
export function taskQuery(task: Task, redactor: TextRedactor): string {
  return redactor.redact(
    sanitizeUntrusted(
      [task.title, task.body, task.instructions, task.reviewComment ? `${task.reviewComment.path} ${task.reviewComment.body}` : '', task.ciLog]
        .filter(Boolean)
        .join('\n\n'),
    ),
  );
}

type CuttablePart = 'existingDiff' | 'ciLog' | 'body' | 'instructions';
/** The parts of a task cut first when it is too long: the pull request's diff, the CI errors, the issue, the request. */
const CUT_ORDER: readonly CuttablePart[] = ['existingDiff', 'ciLog', 'body', 'instructions'];
/** The door's kind for each part (as renderTask fences it). */
const PART_KINDS: Readonly<Record<CuttablePart, OutsideKind>> = { existingDiff: 'pull-diff', ciLog: 'ci-log', body: 'issue-body', instructions: 'comment' };

/**
 * The task with its longest parts cut (each at a line, marked) until the rendered task has at most
 * `maxTokens` tokens, cutting first what CUT_ORDER names first and no part below
 * MIN_TASK_PART_TOKENS; unchanged when it fits. The fences are added after, so they stay whole.
 */
export function boundTask(task: Task, maxTokens: number, redactor: TextRedactor, model?: string): Task {
  let bounded = task;
  let excess = countTokens(renderTask(bounded, redactor), model) - maxTokens;
  for (const part of CUT_ORDER) {
    if (excess <= 0) break;
    const text = bounded[part];
    if (!text) continue;
    // The part as the prompt shows it is what is cut: the door bounds a long text by characters and
    // hides images' alt text and comments, which a cut through the raw text could leave unclosed.
    const shown = outsideBody(PART_KINDS[part], text, redactor);
    const tokens = countTokens(shown, model);
    const keep = Math.max(MIN_TASK_PART_TOKENS, tokens - excess);
    if (keep >= tokens) continue;
    bounded = { ...bounded, [part]: truncateToTokens(shown, keep, model) };
    excess = countTokens(renderTask(bounded, redactor), model) - maxTokens;
  }
  return bounded;
}
