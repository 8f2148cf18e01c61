/**
 * What a writer approved. A label added by someone with write access, or their `/sweep` comment,
 * approves the issue as it was at that moment: the event's payload carries that title and body, and
 * Sweep works on them, not on the text it reads later, which the issue's author (who may have only
 * read access) can edit between the event and the run. Later runs on the pull request (CI fixes,
 * `/sweep` and review comments on it) compare the issue with the digest of the approved text kept
 * in the pull request's state, and leave an issue edited since out of the task. Pure.
 */
import { issueDigest } from './pr-state.js';

export interface IssueText {
  title: string;
  body: string;
}

export interface Approved extends IssueText {
  /** The issue's text now differs from the approved text. */
  editedSince: boolean;
  digest: string;
}

/** The approved text: the payload's when it carries the issue (else the issue as read now, the only text there is). */
export function approvedIssue(payload: Partial<IssueText>, current: IssueText): Approved {
  const title = payload.title ?? current.title;
  const body = payload.body ?? current.body;
  const digest = issueDigest(title, body);
  return { title, body, digest, editedSince: digest !== issueDigest(current.title, current.body) };
}

/** The progress comment's note when the issue was edited after the event that approved it. */
export function editedNotice(issueNumber: number, approvedBy: string, how: 'label' | 'comment'): string {
  const when = how === 'label' ? `@${approvedBy} labeled it` : `@${approvedBy}'s /sweep comment`;
  return `Issue #${issueNumber} was edited after ${when}. Sweep works on the issue as it was then; the new text was not approved. Label the issue again or comment /sweep on it to work on the new text.`;
}

/**
 * The issue text a later run on the pull request may use: the issue as it is now when it is still the
 * approved text, else nothing (with the note to show). A pull request whose state has no digest (one
 * opened by an earlier version) cannot tell, so its issue is left out too.
 */
export function issueForPullRun(issueNumber: number, current: IssueText | undefined, approvedDigest: string | undefined): { issue?: IssueText; notice?: string } {
  if (!current) return {};
  if (approvedDigest !== undefined && issueDigest(current.title, current.body) === approvedDigest) return { issue: current };
  const why = approvedDigest === undefined ? 'Sweep cannot tell whether it was edited since its pull request was made' : 'it was edited after Sweep\'s pull request was made';
  return { notice: `Issue #${issueNumber} is left out of this run: ${why}, and only the text a writer approved (by labeling the issue or commenting /sweep on it) is worked on. Comment /sweep on the issue to approve its text as it is now.` };
}
