/**
 * The executor: one file at a time, in plan order, the model writes edit blocks for the file; they
 * are applied (tolerantly, uniquely) on the working tree, re-parsed, and on failure the model gets
 * the feedback and another try. Large files are shown as windows around the lines that matter (the
 * lines and symbols the plan names, what the planner was shown, retrieval's finds; focus.ts), with
 * the file's import header, in one prompt, capped in tokens (from the model's context window, see
 * windows.ts). A reply may ask for other lines instead of blocks (line-requests.ts): the answer is
 * not a failed attempt; a reply with neither blocks nor a request is shown lines not shown before
 * (edit-views.ts). The diffs made so far are shown to each later step, so a changed signature
 * reaches its callers. A step whose prompt the server refuses as too long is tried once more with
 * smaller windows. A path the repository's file door refuses is skipped before any model call, so
 * nothing behind it is read into a prompt.
 */
import { countTokens, truncateToTokens } from '../context/budget.js';
import { EDIT_MAX_TOKENS, MAX_PREVIOUS_DIFF_TOKENS, scaleBudgets, type StageBudgets } from '../llm/budgets.js';
import type { ChatMessage, ChatModel } from '../llm/client.js';
import { renderPrompt } from '../llm/prompts.js';
import { ContextWindow, withContextRetry } from '../llm/window.js';
import { applyBlocksToFile, type FileEditResult } from './apply.js';
import { parseEditBlocks, type EditParseError } from './edit-blocks.js';
import { StepViews, type StepFile } from './edit-views.js';
import { editFocus, type DefinitionSpan, type RetrievalFocus } from './focus.js';
import { MAX_LINE_REQUESTS, parseLineRequests } from './line-requests.js';
import type { FileChangeRequest, Plan } from './plan-check.js';
import { describeSyntaxErrors, newSyntaxErrors } from './syntax-check.js';
import { systemPrompt } from './system-prompt.js';
import { fileWindows, type Focus, type Window } from './windows.js';
import type { WorkingTree } from './working-tree.js';

export { EDIT_MAX_TOKENS, fileWindows, type Window };
export { MAX_WINDOWS, WINDOW_LINES, WINDOW_THRESHOLD_LINES } from './windows.js';
export { MAX_LINE_REQUESTS } from './line-requests.js';
export const MAX_EDIT_ATTEMPTS = 3;
export const PREVIOUS_DIFF_TOKENS = MAX_PREVIOUS_DIFF_TOKENS;

export interface ExecuteInputs {
  llm: ChatModel;
  tree: WorkingTree;
  /** The rendered task (fenced). */
  task: string;
  plan: Plan;
  /** What retrieval and the planner's context hold of each file, to place windows in large files. */
  retrieval?: RetrievalFocus;
  /**
   * The definitions of a file as it is now (`text`), for the symbols the plan names and the lines
   * the model asks for by name; default: none.
   */
  definitions?: (path: string, text: string) => Promise<readonly DefinitionSpan[]>;
  model?: string;
  /** The model server's context window (default: the model's, from the known-model table). */
  window?: ContextWindow;
  /** The system prompt every call of the run uses (system-prompt.ts); default: Sweep's own, without repository notes. */
  system?: string;
}

export interface FileOutcome {
  path: string;
  action: FileChangeRequest['action'];
  status: 'changed' | 'unchanged' | 'failed';
  attempts: number;
  /** Why it failed, or what was noteworthy. */
  note?: string;
  /** The repository's file door refused the path (a link leaving the repository, a protected path): no model call was made. */
  refused?: boolean;
}

/** Feedback on blocks that did not apply: each reason, the closest real lines, and what did match. */
export function describeFailures(path: string, result: FileEditResult): string {
  const lines = [`Nothing was applied to ${path}:`];
  for (const f of result.failed) {
    lines.push(`- block ${f.block}: ${f.reason}`);
    if (f.closest) lines.push('  The closest lines in the file are:', ...f.closest.split('\n').map((l) => `    ${l}`));
  }
  if (result.matched.length) lines.push(`Blocks ${result.matched.map((m) => m.block).join(', ')} matched; send them again with the corrected ones.`);
  lines.push('Reply with corrected blocks; copy ORIGINAL exactly from the file as shown.');
  return lines.join('\n');
}

/** Whether a parse error is about a block of `path` (or a block whose path could not be read). */
function brokenFor(path: string): (error: EditParseError) => boolean {
  return (error) => error.path === null || error.path === path;
}

/** The feedback for a reply with no block for the step's file and no request for lines. */
function noBlocksFeedback(path: string, parsed: ReturnType<typeof parseEditBlocks>, truncated: boolean): string {
  if (truncated) return 'The reply was cut off. Send fewer, smaller blocks.';
  const others = [...new Set(parsed.blocks.map((b) => b.path))];
  if (others.length) return `Those blocks are for ${others.join(', ')}; this step may only change ${path}. Reply with blocks for ${path}.`;
  return parsed.message ?? `No edit blocks for ${path} were found. Reply with edit blocks in the required format.`;
}

async function editStep(inputs: ExecuteInputs, change: FileChangeRequest, file: StepFile, budgets: StageBudgets): Promise<{ ok: boolean; attempts: number; note?: string }> {
  const { tree, llm } = inputs;
  const previous = tree.fullDiff();
  const views = new StepViews(file, budgets.fileWindow, {
    read: (path) => tree.read(path),
    definitions: inputs.definitions ?? (async () => []),
    model: inputs.model,
  });
  const messages: ChatMessage[] = [
    { role: 'system', content: inputs.system ?? systemPrompt() },
    {
      role: 'user',
      content: renderPrompt('edit', {
        path: change.path,
        action: change.action,
        task: inputs.task,
        plan: inputs.plan.summary || inputs.plan.rootCause || '(none given)',
        instructions: change.instructions || '(none given)',
        previous_diffs: previous ? `Changes made so far in this run:\n${truncateToTokens(previous, budgets.previousDiffs, inputs.model)}` : '',
        file: views.first(),
        feedback: '',
        max_requests: String(MAX_LINE_REQUESTS),
      }),
    },
  ];
  let note = '';
  let attempt = 0;
  while (attempt < MAX_EDIT_ATTEMPTS) {
    const reply = await llm.complete({ messages, maxTokens: budgets.editCompletion });
    const parsed = parseEditBlocks(reply.text);
    const mine = parsed.blocks.filter((b) => b.path === change.path);
    const requests = mine.length === 0 && !reply.truncated ? parseLineRequests(reply.text) : [];
    if (requests.length > 0 && views.requests < MAX_LINE_REQUESTS) {
      // Lines asked for are shown; asking is not a failed attempt.
      messages.push({ role: 'assistant', content: reply.text }, { role: 'user', content: await views.answer(requests) });
      continue;
    }
    attempt++;
    let feedback: string;
    let more: string | undefined;
    if (requests.length > 0) {
      feedback = `No more lines are shown in this step (${MAX_LINE_REQUESTS} requests were answered). Reply with edit blocks for ${change.path}, quoting ORIGINAL from the lines shown.`;
    } else if (mine.length === 0) {
      feedback = noBlocksFeedback(change.path, parsed, reply.truncated);
      // A reply without any block may not have seen the lines to change: the retry shows others.
      if (parsed.message !== null && parsed.blocks.length === 0 && !reply.truncated) more = views.more();
    } else if (reply.truncated) {
      // A reply cut off may have lost blocks after the last whole one: applying part of it is a guess.
      feedback = `The reply was cut off after ${mine.length} complete block(s) for ${change.path}; nothing was applied. Send fewer, smaller blocks: only the lines that change, with a little context.`;
    } else if (parsed.errors.some(brokenFor(change.path))) {
      const broken = parsed.errors.filter(brokenFor(change.path));
      feedback = `${broken.map((e) => `${e.index === null ? '' : `Block ${e.index}, `}line ${e.line} of your reply: ${e.message}.`).join('\n')}\nNothing was applied (a file's blocks apply together or not at all). Reply with every block for ${change.path} complete.`;
    } else {
      const result = applyBlocksToFile(change.path, tree.read(change.path) ?? null, mine);
      if (result.text === null) {
        feedback = describeFailures(change.path, result);
      } else {
        const errors = await newSyntaxErrors(change.path, tree.original(change.path), result.text);
        const refused = errors.length === 0 ? tree.writeRefusal(change.path, result.text) : undefined;
        if (errors.length === 0 && !refused) {
          if (result.text === tree.read(change.path)) return { ok: true, attempts: attempt, note: 'no change was needed' };
          tree.write(change.path, result.text);
          return { ok: true, attempts: attempt };
        }
        feedback = `${refused ? `${refused}.` : describeSyntaxErrors(change.path, errors)}\nNothing was applied. Reply with corrected blocks against the file as shown above.`;
      }
    }
    note = feedback.split('\n')[0] ?? feedback;
    // Feedback on many failed blocks (each with the file's closest lines) is bounded like a reply,
    // so the repair turn leaves room for the model's answer; lines shown with it are bounded by the
    // file-window budget.
    const bounded = truncateToTokens(feedback, budgets.editCompletion, inputs.model);
    const content = more ? `${bounded}\nIf the lines to change were not among those shown, here are more; or ask for lines as the instructions say.\n${more}` : bounded;
    messages.push({ role: 'assistant', content: reply.text }, { role: 'user', content });
  }
  return { ok: false, attempts: MAX_EDIT_ATTEMPTS, note };
}

/** Tokens of each line of `text` (none for a file that does not exist). */
function lineTokens(text: string | undefined, model: string | undefined): number[] {
  return text === undefined ? [] : text.split('\n').map((line) => countTokens(`${line}\n`, model));
}

/** Where the lines that matter are in the file of `change` (none for a file to create). */
async function focusOf(inputs: ExecuteInputs, change: FileChangeRequest, text: string | undefined): Promise<Focus[]> {
  if (text === undefined) return [];
  const definitions = inputs.definitions ? await inputs.definitions(change.path, text).catch(() => []) : [];
  const retrieval = inputs.retrieval ? { retrieval: inputs.retrieval } : {};
  return editFocus({ path: change.path, lines: text.split('\n'), instructions: change.instructions, definitions, ...retrieval });
}

/** Carries out the plan on the working tree; returns what happened to each file. */
export async function executePlan(inputs: ExecuteInputs): Promise<FileOutcome[]> {
  const contextWindow = inputs.window ?? new ContextWindow({ model: inputs.model });
  const outcomes: FileOutcome[] = [];
  for (const change of inputs.plan.changes) {
    const refusal = inputs.tree.refusal(change.path, change.action === 'delete');
    if (refusal) {
      outcomes.push({ path: change.path, action: change.action, status: 'failed', attempts: 0, note: refusal, refused: true });
      continue;
    }
    if (change.action === 'delete') {
      inputs.tree.delete(change.path);
      outcomes.push({ path: change.path, action: change.action, status: 'changed', attempts: 0 });
      continue;
    }
    const text = inputs.tree.read(change.path);
    const tokens = lineTokens(text, inputs.model);
    // A line no file window can hold (minified or generated code): the prompt could never fit, and
    // the run goes on with the other files instead of stopping on it.
    const widest = tokens.reduce((best, count, i) => (count > best.tokens ? { line: i + 1, tokens: count } : best), { line: 0, tokens: 0 });
    const fileWindow = contextWindow.budgets().fileWindow;
    if (widest.tokens > fileWindow) {
      const note = `line ${widest.line} of ${change.path} is ${widest.tokens} tokens long, more than the ${fileWindow}-token file window: Sweep does not edit files with such lines (minified or generated code)`;
      outcomes.push({ path: change.path, action: change.action, status: 'failed', attempts: 0, note });
      continue;
    }
    const file: StepFile = { path: change.path, text, tokens, focus: await focusOf(inputs, change, text) };
    const step = await withContextRetry(contextWindow, `The edit prompt for ${change.path}`, (factor) => editStep(inputs, change, file, scaleBudgets(contextWindow.budgets(), factor)));
    const attempts = step.attempts;
    const failed = step.ok ? undefined : step.note;
    const note = step.ok ? step.note : undefined;
    const changed = inputs.tree.read(change.path) !== inputs.tree.original(change.path);
    outcomes.push({
      path: change.path,
      action: change.action,
      status: changed ? 'changed' : failed ? 'failed' : 'unchanged',
      attempts,
      ...(failed ? { note: failed } : note ? { note } : {}),
    });
  }
  return outcomes;
}
