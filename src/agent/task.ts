/**
 * What the agent is asked to do, from any trigger: an issue, a `/sweep` comment, a review comment on
 * one file, or a failed CI run. Everything people or tools wrote is fenced as untrusted data.
 */
import { fenceUntrusted } from '../llm/prompts.js';

export interface ReviewCommentTask {
  path: string;
  startLine: number;
  line: number;
  body: string;
}

export interface Task {
  title: string;
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

/** The task as prompt text: every part written by people or tools is fenced and labelled. */
export function renderTask(task: Task): string {
  const parts = [fenceUntrusted(`Issue: ${task.title}`, task.body || '(no description)')];
  if (task.instructions) parts.push(fenceUntrusted('Additional request from a maintainer', task.instructions));
  if (task.reviewComment) {
    const c = task.reviewComment;
    parts.push(
      `Change only the file ${c.path}, around lines ${c.startLine}-${c.line}, as this review comment asks.`,
      fenceUntrusted(`Review comment on ${c.path}:${c.startLine}-${c.line}`, c.body),
    );
  }
  if (task.ciLog) parts.push('CI failed on the pull request. Fix the cause of these errors.', fenceUntrusted('CI errors', task.ciLog));
  if (task.existingDiff) parts.push(`The pull request already contains this change:\n${fenceUntrusted('Current diff', task.existingDiff)}`);
  return parts.join('\n\n');
}

/** The text retrieval searches with: what the task is about. */
export function taskQuery(task: Task): string {
  return [task.title, task.body, task.instructions, task.reviewComment ? `${task.reviewComment.path} ${task.reviewComment.body}` : '', task.ciLog]
    .filter(Boolean)
    .join('\n\n');
}
