/**
 * The agent's flows, shared by the Action and the CLI: task -> retrieval and context -> plan ->
 * edits (validated per file) -> self-review (up to MAX_REVIEW_ROUNDS, findings back to the planner).
 * The same flow serves an issue, a `/sweep` comment, a review comment (only that file may change)
 * and a CI failure (the error lines are part of the task). Every call gets the same system prompt,
 * with the repository's description and rules; every outside string reaches a prompt through the
 * one door for outside text; every file is read through the repository's file door. Nothing is
 * written to disk here: the result carries the working tree for the caller to flush.
 */
import { Redactor } from '../action/secrets.js';
import { getParser, languageForPath } from '../code/languages.js';
import type { SweepConfig } from '../config/sweep-config.js';
import { assembleContext, type AssembledContext, type ContextItem } from '../context/assemble.js';
import { countTokens, tokenMeasure, truncateToTokens } from '../context/budget.js';
import { gatherContextItems } from '../context/gather.js';
import type { FetchedPage } from '../context/links.js';
import { scaleBudgets } from '../llm/budgets.js';
import type { ChatMessage, ChatModel } from '../llm/client.js';
import type { TextRedactor } from '../llm/untrusted.js';
import { ContextWindow, WINDOW_SLACK_TOKENS, WindowedChat, withContextRetry } from '../llm/window.js';
import { RepoFiles } from '../repo/repo-files.js';
import type { RepoIndex } from '../search/index/repo-index.js';
import { search, type SearchResult } from '../search/rank/search.js';
import { executePlan, type FileOutcome } from './execute.js';
import { definitionLookup } from './file-definitions.js';
import { retrievalFocus } from './focus.js';
import type { Plan } from './plan-check.js';
import { planChanges, planMessages, type PlanInputs, type PlanResult } from './plan.js';
import { reviewChange, reviewMessages, type ReviewInputs, type ReviewResult } from './review.js';
import { systemPrompt } from './system-prompt.js';
import { boundTask, renderTask, taskQuery, type Task } from './task.js';
import { WorkingTree } from './working-tree.js';
import { acceptable, runLine } from '../verify/test-report.js';
import { MAX_TEST_ROUNDS, testFeedback, type TestCheck, type Verifier } from '../verify/verifier.js';

/**
 * How long after indexing callers of `runFlow` let the persisted index wait (`persistDelayMs`):
 * time for the context and the first model request to go out before the writer starts.
 */
export const PERSIST_DELAY_MS = 500;

export const MAX_REVIEW_ROUNDS = 3;
export const CONTEXT_TOP_FILES = 10;
export const CONTEXT_SNIPPETS = 8;
/** Tokens of the line that introduces the change so far in a plan after review. */
const CHANGE_HEADER_TOKENS = 16;

export type Phase = 'searching' | 'planning' | 'editing' | 'validating';

export interface FlowInputs {
  llm: ChatModel;
  index: RepoIndex;
  task: Task;
  config: SweepConfig;
  /** For token counting, and the context window when `contextWindow` is not given. */
  model?: string;
  /** The model server's context window as set (input, flag, environment); default: the model's. */
  contextWindow?: number;
  /** Tokens of retrieved context, instead of the share of the context window. */
  contextBudget?: number;
  pages?: readonly FetchedPage[];
  maxReviewRounds?: number;
  /** Vector-search scores fused into retrieval, per chunk (optional embeddings). */
  vectorScores?: (query: string) => Promise<Float64Array | undefined>;
  log?: (line: string) => void;
  onPhase?: (phase: Phase, detail: string) => void;
  /** Removes the run's secrets from outside text before it reaches a prompt; default: token shapes only. */
  redactor?: TextRedactor;
  /** The paths git tracks: existing files outside them are neither read for a prompt nor changed (the Action). */
  trackedPaths?: ReadonlySet<string>;
  /** With `trackedPaths`: tracked files an earlier workflow step changed, neither read nor changed either. */
  uncommittedPaths?: ReadonlySet<string>;
  /**
   * The repository's tests (`test_command`): run on the change once it passed the self-review; a
   * failure the change caused goes back to the model for another edit round, at most MAX_TEST_ROUNDS.
   */
  verify?: Verifier;
}

export interface FlowResult {
  search: SearchResult;
  context: AssembledContext;
  plan: Plan;
  notes: string[];
  /** Changes refused, with the reason: by the plan check or by the repository's file door. */
  refused: string[];
  outcomes: FileOutcome[];
  reviews: ReviewResult[];
  tree: WorkingTree;
  changedPaths: string[];
  diff: string;
  /** Each run of the tests on the change, in order (the last one is the change as it is); none without `verify`. */
  tests: TestCheck[];
}

export class NoChangeMade extends Error {
  override name = 'NoChangeMade';
}

/** Counted tokens left for what fills the empty slot of `messages` once they and a reply of `completion` tokens are in the window. */
function roomFor(window: ContextWindow, messages: readonly ChatMessage[], completion: number): number {
  return window.countedRoom(window.tokens - WINDOW_SLACK_TOKENS - completion - window.promptTokens(messages));
}

type PlanBase = Omit<PlanInputs, 'context' | 'maxTokens'>;

/** The first plan: the context assembled to what the window leaves, shrunk once if the server refuses it. */
async function firstPlan(
  inputs: FlowInputs,
  window: ContextWindow,
  base: PlanBase,
  kind: Parameters<typeof assembleContext>[0],
  items: ContextItem[],
  taskFor: (budget: number) => string,
): Promise<{ context: AssembledContext; planned: PlanResult }> {
  const { count, atLeast } = tokenMeasure(inputs.model);
  return withContextRetry(window, 'The plan prompt', async (factor) => {
    const budgets = scaleBudgets(window.budgets(), factor);
    // After a refusal the window may have learned it is smaller: the task is cut to the new share.
    base = { ...base, task: taskFor(budgets.task) };
    const room = roomFor(window, planMessages({ ...base, context: '' }), budgets.planCompletion);
    const budget = inputs.contextBudget !== undefined ? Math.floor(inputs.contextBudget * factor) : Math.min(budgets.context, room);
    const context = assembleContext(kind, items, Math.max(0, budget), count, atLeast);
    inputs.log?.(`context: ${context.tokens} tokens from ${context.sections.map((s) => `${s.items.length} ${s.name}`).join(', ') || 'nothing'}`);
    return { context, planned: await planChanges({ ...base, context: context.text, maxTokens: budgets.planCompletion }) };
  });
}

/** A plan after review findings: the context and the change so far, cut to what the window leaves. */
function replan(inputs: FlowInputs, window: ContextWindow, base: PlanBase, context: string, diff: string): Promise<PlanResult> {
  return withContextRetry(window, 'The plan prompt', async (factor) => {
    const budgets = scaleBudgets(window.budgets(), factor);
    const room = roomFor(window, planMessages({ ...base, context: '' }), budgets.planCompletion);
    const change = truncateToTokens(diff, budgets.previousDiffs, inputs.model);
    const kept = truncateToTokens(context, Math.max(0, Math.min(budgets.context, room - countTokens(change, inputs.model) - CHANGE_HEADER_TOKENS)), inputs.model);
    return planChanges({ ...base, context: `${kept}\n\nThe change so far:\n${change}`, maxTokens: budgets.planCompletion });
  });
}

/** The self-review of the whole change, the diff cut to what the window leaves. */
function review(inputs: FlowInputs, window: ContextWindow, llm: ChatModel, base: Omit<ReviewInputs, 'maxTokens'>): Promise<ReviewResult> {
  return withContextRetry(window, 'The review prompt', async (factor) => {
    const budgets = scaleBudgets(window.budgets(), factor);
    const room = roomFor(window, reviewMessages({ ...base, diff: '' }), budgets.reviewCompletion);
    const diff = truncateToTokens(base.diff, Math.max(0, Math.floor(room * factor)), inputs.model);
    return reviewChange(llm, { ...base, diff, maxTokens: budgets.reviewCompletion });
  });
}

export async function runFlow(inputs: FlowInputs): Promise<FlowResult> {
  const { index } = inputs;
  const window = new ContextWindow({ model: inputs.model, tokens: inputs.contextWindow });
  // Every call of the run goes through the window: prompt + completion always fit.
  const llm = new WindowedChat(inputs.llm, window);
  const redactor = inputs.redactor ?? new Redactor();
  const task = inputs.task;
  // The task as the prompts show it, cut to a share of the window (which may learn it is smaller).
  const taskTexts = new Map<number, string>();
  const taskFor = (budget: number): string => {
    let text = taskTexts.get(budget);
    if (text === undefined) taskTexts.set(budget, (text = renderTask(boundTask(task, budget, redactor, inputs.model), redactor)));
    return text;
  };
  const log = inputs.log ?? (() => undefined);
  const files = RepoFiles.open(index.root, inputs.config.blockedDirs, inputs.trackedPaths, inputs.uncommittedPaths);
  const read = files.reader();
  const system = systemPrompt(inputs.config);
  inputs.onPhase?.('searching', 'retrieving the code that matters');
  const query = taskQuery(inputs.task, redactor);
  const extra = await inputs.vectorScores?.(query);
  const found = search(index, query, { top: CONTEXT_TOP_FILES, snippets: CONTEXT_SNIPPETS, readText: read, ...(extra ? { extraChunkScores: extra } : {}) });
  const items = await gatherContextItems(index, found, read, inputs.pages ?? [], redactor);

  let rendered = taskFor(window.budgets().task);
  const onlyPaths = task.reviewComment ? [task.reviewComment.path] : undefined;
  const repo = { paths: index.files.map((f) => f.path).concat(index.skipped.map((s) => s.path)), blockedDirs: files.blockedDirs };
  const importOrder = (paths: string[]) => index.graph().topologicalOrder(paths);
  const base: PlanBase = { llm, system, task: rendered, repo, importOrder, ...(onlyPaths ? { onlyPaths } : {}) };

  inputs.onPhase?.('planning', 'planning the change');
  const { context, planned: first } = await firstPlan(inputs, window, base, found.intent.kind, items, taskFor);
  // What the plan was made with, for every later prompt.
  rendered = taskFor(window.budgets().task);
  base.task = rendered;
  let plan = first.plan;
  const notes = [...first.notes];
  const refused = [...first.refused];
  log(`plan: ${plan.changes.map((c) => `${c.action} ${c.path}`).join(', ')}`);

  const tree = new WorkingTree(files);
  // The parsers validation will need load while the model writes the edits.
  for (const id of new Set(plan.changes.map((c) => languageForPath(c.path)))) if (id) void getParser(id).catch(() => undefined);
  inputs.onPhase?.('editing', plan.changes.map((c) => c.path).join(', '));
  // The editor's windows come from what the planner was shown, the search's finds and the review comment.
  const retrieval = retrievalFocus(found, context, task.reviewComment);
  const editing = { llm, system, tree, retrieval, definitions: definitionLookup(index, tree), window, ...(inputs.model ? { model: inputs.model } : {}) };
  const outcomes = await executePlan({ ...editing, task: rendered, plan });
  const reviews: ReviewResult[] = [];
  const rounds = inputs.maxReviewRounds ?? MAX_REVIEW_ROUNDS;
  for (let round = 1; round <= rounds && tree.changedPaths().length; round++) {
    inputs.onPhase?.('validating', `self-review, round ${round}`);
    const verdict = await review(inputs, window, llm, { system, redactor, task: rendered, plan: plan.summary || plan.rootCause, diff: tree.fullDiff() });
    reviews.push(verdict);
    log(`review ${round}: ${verdict.unreadable ? 'not reviewed (the reply could not be read)' : verdict.approved ? 'approved' : `${verdict.problems.length} problems`}`);
    if (verdict.approved || verdict.unreadable || round === rounds) break;
    const feedback = verdict.problems.map((p) => `- ${p.path ? `${p.path}: ` : ''}${p.problem}`).join('\n');
    const again = await replan(inputs, window, { ...base, feedback }, context.text, tree.fullDiff());
    plan = { ...plan, changes: again.plan.changes };
    notes.push(...again.notes);
    refused.push(...again.refused);
    inputs.onPhase?.('editing', `fixing review findings in ${again.plan.changes.map((c) => c.path).join(', ')}`);
    outcomes.push(...(await executePlan({ ...editing, task: `${rendered}\n\nA review of the change so far found:\n${feedback}`, plan: again.plan })));
  }
  const tests: TestCheck[] = [];
  const verify = inputs.verify;
  for (let round = 0; verify && tree.changedPaths().length; round++) {
    inputs.onPhase?.('validating', round === 0 ? 'running the tests' : `running the tests again (round ${round + 1})`);
    const check = await verify.check(tree.staged());
    tests.push(check);
    log(`tests ${round + 1}: ${runLine(check.run)}${check.verdict.kind === 'failing-before' ? ' (failing as before the change)' : ''}`);
    if (acceptable(check.verdict) || round >= MAX_TEST_ROUNDS) break;
    const feedback = testFeedback(verify.command, check, redactor);
    const again = await replan(inputs, window, { ...base, feedback }, context.text, tree.fullDiff());
    plan = { ...plan, changes: again.plan.changes };
    notes.push(...again.notes);
    refused.push(...again.refused);
    inputs.onPhase?.('editing', `fixing the failing tests in ${again.plan.changes.map((c) => c.path).join(', ')}`);
    outcomes.push(...(await executePlan({ ...editing, task: `${rendered}\n\n${feedback}`, plan: again.plan })));
  }
  refused.push(...outcomes.filter((o) => o.refused && o.note).map((o) => o.note!));
  const changedPaths = tree.changedPaths();
  if (changedPaths.length === 0) {
    const why = outcomes.filter((o) => o.note).map((o) => `${o.path}: ${o.note}`);
    throw new NoChangeMade(`The model made no usable change${why.length ? ` (${why.join('; ')})` : ''}`);
  }
  return { search: found, context, plan, notes, refused, outcomes, reviews, tree, changedPaths, diff: tree.fullDiff(plan.changes.map((c) => c.path)), tests };
}
