/**
 * How a context window is shared between the calls of a run: the completion cap of each kind of
 * call, and the token budgets of what goes into the prompts (retrieved context, file windows,
 * earlier diffs, the task). Pure: a function of the window, the model's output limit and how much
 * larger the server's token counts may be than Sweep's own.
 */

/** The range a context window may be set to (input, flag, environment). */
export const SMALLEST_CONTEXT_WINDOW = 2_048;
export const LARGEST_CONTEXT_WINDOW = 10_000_000;

/** Completion tokens a plan may use, at most. */
export const PLAN_MAX_TOKENS = 4_000;
/** Completion tokens an edit reply may use, at most. */
export const EDIT_MAX_TOKENS = 8_000;
/** Completion tokens a review may use, at most. */
export const REVIEW_MAX_TOKENS = 3_000;
/** Retrieved context for the planner, at most (also the `context` command's default budget). */
export const MAX_CONTEXT_BUDGET = 8_000;
/** A file window shown to the editor, at most. */
export const MAX_FILE_WINDOW_TOKENS = 12_000;
/** The diffs made earlier in the run, shown to each edit step, at most. */
export const MAX_PREVIOUS_DIFF_TOKENS = 3_000;
/** The task (issue, comments, CI errors, the pull request's diff), at most. */
export const MAX_TASK_TOKENS = 16_000;

/** Shares of the window (in Sweep's tokens) for the parts of the prompts. */
export const CONTEXT_SHARE = 0.35;
export const FILE_WINDOW_SHARE = 0.3;
export const PREVIOUS_DIFF_SHARE = 0.08;
export const TASK_SHARE = 0.15;
/** Shares of the window for the replies. */
export const PLAN_COMPLETION_SHARE = 0.25;
export const EDIT_COMPLETION_SHARE = 0.3;
export const REVIEW_COMPLETION_SHARE = 0.2;

export interface StageBudgets {
  /** The window, in the server's tokens. */
  window: number;
  /** The window in Sweep's tokens: `window` divided by the allowance for another tokenizer. */
  counted: number;
  planCompletion: number;
  editCompletion: number;
  reviewCompletion: number;
  /** Retrieved context for the planner. */
  context: number;
  /** One window of a file shown to the editor. */
  fileWindow: number;
  previousDiffs: number;
  task: number;
}

export interface BudgetInputs {
  /** Prompt + completion tokens the server accepts. */
  window: number;
  /** Most completion tokens one reply may have. */
  maxOutputTokens: number;
  /** Server tokens per token Sweep counts (1 when the tokenizer is the same). */
  tokenRatio: number;
}

function share(total: number, fraction: number, max: number): number {
  return Math.max(1, Math.min(max, Math.floor(total * fraction)));
}

/** The budgets for a window; every completion cap also respects the model's output limit. */
export function stageBudgets({ window, maxOutputTokens, tokenRatio }: BudgetInputs): StageBudgets {
  if (!Number.isSafeInteger(window) || window < 1) throw new Error(`A context window must be a whole number of tokens, got ${String(window)}`);
  if (!(tokenRatio >= 1)) throw new Error(`A token ratio must be at least 1, got ${String(tokenRatio)}`);
  const counted = Math.floor(window / tokenRatio);
  const output = Math.max(1, maxOutputTokens);
  return {
    window,
    counted,
    planCompletion: Math.min(output, share(window, PLAN_COMPLETION_SHARE, PLAN_MAX_TOKENS)),
    editCompletion: Math.min(output, share(window, EDIT_COMPLETION_SHARE, EDIT_MAX_TOKENS)),
    reviewCompletion: Math.min(output, share(window, REVIEW_COMPLETION_SHARE, REVIEW_MAX_TOKENS)),
    context: share(counted, CONTEXT_SHARE, MAX_CONTEXT_BUDGET),
    fileWindow: share(counted, FILE_WINDOW_SHARE, MAX_FILE_WINDOW_TOKENS),
    previousDiffs: share(counted, PREVIOUS_DIFF_SHARE, MAX_PREVIOUS_DIFF_TOKENS),
    task: share(counted, TASK_SHARE, MAX_TASK_TOKENS),
  };
}

/** `budgets` with every prompt part scaled by `factor` (0 < factor <= 1), for a retry after an overflow. */
export function scaleBudgets(budgets: StageBudgets, factor: number): StageBudgets {
  if (factor >= 1) return budgets;
  const scale = (n: number) => Math.max(1, Math.floor(n * factor));
  return { ...budgets, context: scale(budgets.context), fileWindow: scale(budgets.fileWindow), previousDiffs: scale(budgets.previousDiffs), task: scale(budgets.task) };
}
