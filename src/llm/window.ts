/**
 * The model server's context window and the one gate every chat call of the agent passes: the real
 * prompt is counted with Sweep's exact token counter (with an allowance when the server's tokenizer
 * is another one), older turns of a conversation give way when they no longer fit, and the
 * completion cap is what is left of the window, so prompt + completion always fit. When the server
 * still refuses a prompt as too long, the window learns the numbers the server gave, and the caller
 * shrinks what it sends and tries once more (`withContextRetry`); a second refusal stops the run
 * with a message naming the window assumed and how to set it.
 */
import { countTokens, truncateToTokens } from '../context/budget.js';
import { LARGEST_CONTEXT_WINDOW, SMALLEST_CONTEXT_WINDOW, stageBudgets, type StageBudgets } from './budgets.js';

export { LARGEST_CONTEXT_WINDOW, SMALLEST_CONTEXT_WINDOW };
import type { ChatMessage, ChatModel, Completion, CompletionRequest } from './client.js';
import { knownModelLimits, modelLimits } from './models.js';
import { readOverflow, type OverflowReport } from './overflow.js';

/** Tokens a chat template adds around each message (role markers, separators). */
export const MESSAGE_OVERHEAD_TOKENS = 8;
/** Tokens a chat template adds to open the reply. */
export const REPLY_PRIMING_TOKENS = 8;
/** Room always left unused (llama.cpp stops generating one token before the window's end). */
export const WINDOW_SLACK_TOKENS = 16;
/** A call that cannot leave this many tokens for the reply is not made. */
export const MIN_COMPLETION_TOKENS = 256;
/** An earlier reply kept in a conversation is never cut below this many tokens. */
export const MIN_KEPT_REPLY_TOKENS = 64;
/** What the prompt parts are scaled by for the one retry after an overflow. */
export const SHRINK_FACTOR = 0.5;
export const CONTEXT_WINDOW_HINT =
  "Set the server's real window with the `context-window` input (Action), `--context-window` (CLI) or the SWEEP_CONTEXT_WINDOW environment variable.";

export type WindowOrigin = 'setting' | 'table' | 'default';

export interface ContextWindowOptions {
  /** The chat model, for the known-model table and the token encoding. */
  model?: string | undefined;
  /** The window as set (input, flag or environment); undefined takes the table's, else the default. */
  tokens?: number | undefined;
}

function formatTokens(n: number): string {
  return n.toLocaleString('en-US');
}

/** The prompt needs more of the window than is left: locally foreseen, or the server said so. */
export class ContextOverflow extends Error {
  constructor(
    readonly promptTokens: number,
    readonly window: number,
    readonly report?: OverflowReport,
    options?: ErrorOptions,
  ) {
    super(
      report
        ? `the server refused the request as too long for its context window: ${report.message}`
        : `the prompt needs about ${formatTokens(promptTokens)} tokens, leaving less than ${MIN_COMPLETION_TOKENS} tokens for the reply in a window of ${formatTokens(window)}`,
      options,
    );
    this.name = 'ContextOverflow';
  }
}

/** A prompt did not fit even after it was shrunk: the run stops here. */
export class ContextWindowTooSmall extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ContextWindowTooSmall';
  }
}

/** The window assumed for the run; it shrinks to what the server reports. */
export class ContextWindow {
  readonly model: string | undefined;
  /** The window first assumed. */
  readonly assumed: number;
  readonly origin: WindowOrigin;
  readonly maxOutputTokens: number;
  private current: number;
  private ratio: number;
  private reported: number | undefined;

  constructor(options: ContextWindowOptions = {}) {
    const known = knownModelLimits(options.model);
    const limits = known ?? modelLimits(undefined);
    const set = options.tokens;
    if (set !== undefined && (!Number.isSafeInteger(set) || set < SMALLEST_CONTEXT_WINDOW || set > LARGEST_CONTEXT_WINDOW)) {
      throw new Error(`A context window must be a whole number of tokens from ${SMALLEST_CONTEXT_WINDOW} to ${LARGEST_CONTEXT_WINDOW}, got ${String(set)}`);
    }
    this.model = options.model;
    this.origin = set !== undefined ? 'setting' : known ? 'table' : 'default';
    this.assumed = set ?? limits.contextWindow;
    this.current = this.assumed;
    this.maxOutputTokens = Math.min(known?.maxOutputTokens ?? this.assumed, this.assumed);
    this.ratio = limits.tokenRatio;
  }

  /** The window now assumed, in the server's tokens. */
  get tokens(): number {
    return this.current;
  }

  /** Server tokens per counted token. */
  get tokenRatio(): number {
    return this.ratio;
  }

  budgets(): StageBudgets {
    return stageBudgets({ window: this.current, maxOutputTokens: Math.min(this.maxOutputTokens, this.current), tokenRatio: this.ratio });
  }

  /** Sweep's exact count of the messages' text. */
  countedTokens(messages: readonly ChatMessage[]): number {
    return messages.reduce((sum, m) => sum + countTokens(m.content, this.model), 0);
  }

  /** The prompt's size as the server will count it, as far as can be told (never less). */
  promptTokens(messages: readonly ChatMessage[]): number {
    return Math.ceil(this.countedTokens(messages) * this.ratio) + messages.length * MESSAGE_OVERHEAD_TOKENS + REPLY_PRIMING_TOKENS;
  }

  /** Counted tokens that fit in `serverTokens` of the window (the inverse of the ratio). */
  countedRoom(serverTokens: number): number {
    return Math.max(0, Math.floor(serverTokens / this.ratio));
  }

  /** Takes in what an overflow answer said: a smaller window, and how the server counted the prompt. */
  learn(report: OverflowReport, countedPromptTokens: number): void {
    if (report.contextTokens !== undefined && report.contextTokens < this.current) {
      this.current = Math.max(1, report.contextTokens);
      this.reported = report.contextTokens;
    }
    if (report.promptTokens !== undefined && countedPromptTokens > 0) {
      this.ratio = Math.max(this.ratio, report.promptTokens / countedPromptTokens);
    }
  }

  /** The window assumed and where the figure came from, for messages. */
  describe(): string {
    const model = this.model ? ` for ${this.model}` : '';
    const from =
      this.origin === 'setting'
        ? 'as set'
        : this.origin === 'table'
          ? "the known-model table's figure"
          : 'the default for models not in the known-model table';
    const reported = this.reported !== undefined ? `; the server reported ${formatTokens(this.reported)}` : '';
    return `a context window of ${formatTokens(this.assumed)} tokens${model} (${from}${reported})`;
  }
}

interface Fitted {
  messages: ChatMessage[];
  /** As the server will count them. */
  promptTokens: number;
  counted: number;
  maxTokens: number;
}

/** Exchanges between the first user message and the latest turn: [system?, user, (assistant, user)*]. */
function dropOldestExchange(messages: ChatMessage[]): ChatMessage[] | undefined {
  const first = messages.findIndex((m) => m.role === 'user');
  // Kept: everything up to the first user message, and the last assistant reply with what follows.
  if (first < 0 || messages.length - (first + 1) <= 2) return undefined;
  return [...messages.slice(0, first + 1), ...messages.slice(first + 3)];
}

/**
 * A chat model whose every call fits the window: the completion cap is what is left after the real
 * prompt, the oldest turns of a conversation give way (and the last reply is cut) when they no
 * longer fit, and an answer that the prompt is too long becomes a `ContextOverflow`.
 */
export class WindowedChat implements ChatModel {
  constructor(
    private readonly inner: ChatModel,
    readonly window: ContextWindow,
  ) {}

  async complete(request: CompletionRequest): Promise<Completion> {
    const fitted = this.fit(request.messages, request.maxTokens ?? this.window.maxOutputTokens);
    try {
      return await this.inner.complete({ ...request, messages: fitted.messages, maxTokens: fitted.maxTokens });
    } catch (error) {
      const report = readOverflow(error);
      if (!report) throw error;
      this.window.learn(report, fitted.counted);
      throw new ContextOverflow(fitted.promptTokens, this.window.tokens, report, { cause: error });
    }
  }

  /** The messages as sent and the completion cap, or a `ContextOverflow` when no useful reply fits. */
  fit(original: readonly ChatMessage[], wanted: number): Fitted {
    const limit = this.window.tokens - WINDOW_SLACK_TOKENS;
    const target = Math.max(1, Math.min(wanted, this.window.maxOutputTokens));
    let messages = [...original];
    let prompt = this.window.promptTokens(messages);
    for (let shorter = dropOldestExchange(messages); shorter && prompt + target > limit; shorter = dropOldestExchange(messages)) {
      messages = shorter;
      prompt = this.window.promptTokens(messages);
    }
    // The earlier reply gives way for the whole reply wanted (a repair that resends every block
    // needs it), or, when it cannot give that much, for the least useful one.
    if (prompt + target > limit) {
      let cut = this.cutLastReply(messages, prompt + target - limit);
      if (cut === messages && prompt + MIN_COMPLETION_TOKENS > limit) cut = this.cutLastReply(messages, prompt + MIN_COMPLETION_TOKENS - limit);
      messages = cut;
      prompt = this.window.promptTokens(messages);
    }
    const room = limit - prompt;
    if (room < MIN_COMPLETION_TOKENS) throw new ContextOverflow(prompt, this.window.tokens);
    return { messages, promptTokens: prompt, counted: this.window.countedTokens(messages), maxTokens: Math.min(target, room) };
  }

  /** The conversation with its earlier reply cut by `excess` server tokens, when it has one that long. */
  private cutLastReply(messages: ChatMessage[], excess: number): ChatMessage[] {
    const index = messages.length >= 2 && messages[messages.length - 1]!.role === 'user' ? messages.length - 2 : -1;
    const reply = messages[index];
    if (!reply || reply.role !== 'assistant') return messages;
    const tokens = countTokens(reply.content, this.window.model);
    const keep = tokens - Math.ceil(excess / this.window.tokenRatio) - 1;
    if (keep < MIN_KEPT_REPLY_TOKENS) return messages;
    const cut = [...messages];
    cut[index] = { role: 'assistant', content: truncateToTokens(reply.content, keep, this.window.model) };
    return cut;
  }
}

/**
 * Runs `attempt` with the prompt parts at full size; after a `ContextOverflow` once more with them
 * scaled by SHRINK_FACTOR; a second overflow ends in `ContextWindowTooSmall` naming `what`, the
 * window assumed and how to set it.
 */
export async function withContextRetry<T>(window: ContextWindow, what: string, attempt: (factor: number) => Promise<T>): Promise<T> {
  try {
    return await attempt(1);
  } catch (error) {
    if (!(error instanceof ContextOverflow)) throw error;
  }
  try {
    return await attempt(SHRINK_FACTOR);
  } catch (error) {
    if (!(error instanceof ContextOverflow)) throw error;
    throw new ContextWindowTooSmall(
      `${what} does not fit the model's context window, even with its context shrunk (${error.message}). Sweep assumed ${window.describe()}. ${CONTEXT_WINDOW_HINT}`,
      { cause: error },
    );
  }
}
