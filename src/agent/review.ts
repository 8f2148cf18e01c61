/**
 * The self-review: the model reviews the whole diff against the task, and its findings go back to
 * the planner. It fails closed: a reply that cannot be read, after one repair round, leaves the
 * change "not reviewed" (never approved), which the pull request and the progress comment say.
 */
import { REVIEW_MAX_TOKENS } from '../llm/budgets.js';
import type { ChatMessage, ChatModel } from '../llm/client.js';
import { renderPrompt } from '../llm/prompts.js';
import { fenceOutside, type TextRedactor } from '../llm/untrusted.js';
import { extractJson } from './plan-check.js';

export { REVIEW_MAX_TOKENS };
/** Replies read before the change is declared not reviewed: the first and one repair. */
export const REVIEW_READ_ATTEMPTS = 2;

export interface ReviewFinding {
  path: string;
  problem: string;
}

export interface ReviewResult {
  /** True only when the reviewer's reply was read and approves. */
  approved: boolean;
  problems: ReviewFinding[];
  /** The reviewer's reply could not be read: the change was not reviewed (and `approved` is false). */
  unreadable?: boolean;
}

/** The outcome when no reply could be read: not reviewed, never approved. */
export const NOT_REVIEWED: Readonly<ReviewResult> = Object.freeze({ approved: false, problems: [], unreadable: true });

export interface ReviewInputs {
  /** The rendered task (its outside parts already fenced). */
  task: string;
  plan: string;
  /** The change under review, a unified diff: it passes the door for outside text. */
  diff: string;
  /** The system prompt every call of the run uses. */
  system: string;
  redactor: TextRedactor;
  /** Completion tokens the review may use (default REVIEW_MAX_TOKENS). */
  maxTokens?: number;
}

/** Reads the reviewer's JSON reply; throws (with a message for the model) unless `approved` is a boolean. */
export function parseReview(reply: string): ReviewResult {
  const json = extractJson(reply) as { approved?: unknown; problems?: unknown } | null;
  if (!json || typeof json !== 'object' || Array.isArray(json) || typeof json.approved !== 'boolean') {
    throw new Error('the reply must be one JSON object whose "approved" is true or false');
  }
  if (json.problems !== undefined && !Array.isArray(json.problems)) throw new Error('"problems" must be a list of {"path", "problem"} objects');
  const problems = (json.problems ?? [])
    .map((p) => (p ?? {}) as { path?: unknown; problem?: unknown })
    .filter((p) => typeof p.problem === 'string' && p.problem.trim())
    .map((p) => ({ path: typeof p.path === 'string' ? p.path.trim() : '', problem: String(p.problem).trim() }));
  return { approved: json.approved && problems.length === 0, problems };
}

/** The reviewer's first messages, the diff through the door for outside text (also measured by the flow to size the diff). */
export function reviewMessages(inputs: Omit<ReviewInputs, 'maxTokens'>): ChatMessage[] {
  return [
    { role: 'system', content: inputs.system },
    { role: 'user', content: renderPrompt('review', { task: inputs.task, plan: inputs.plan, diff: fenceOutside('change-diff', inputs.diff, inputs.redactor) }) },
  ];
}

/** Asks the model to review the whole diff against the task; NOT_REVIEWED when no reply can be read. */
export async function reviewChange(llm: ChatModel, inputs: ReviewInputs): Promise<ReviewResult> {
  const messages = reviewMessages(inputs);
  for (let round = 0; round < REVIEW_READ_ATTEMPTS; round++) {
    const reply = await llm.complete({ messages, maxTokens: inputs.maxTokens ?? REVIEW_MAX_TOKENS });
    try {
      return parseReview(reply.text);
    } catch (error) {
      messages.push({ role: 'assistant', content: reply.text }, { role: 'user', content: `That answer cannot be read: ${(error as Error).message}. Answer with the JSON object only.` });
    }
  }
  return { ...NOT_REVIEWED };
}
