/**
 * The LLM client: chat completions and embeddings from any OpenAI-compatible endpoint (OpenAI,
 * Azure OpenAI, Ollama, vLLM, llama.cpp) through the `openai` package, whose own retries are off so
 * `retry.ts` is the only retry layer. It keeps the run's token and cost accounts, refuses a call that
 * could break the run's token cap before making it, and turns odd replies into clear errors.
 */
import OpenAI, { APIConnectionError, APIUserAbortError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { ChatParameters, defaultTokenLimitParameter, type ChatBody, type TokenLimitParameter } from './chat-parameters.js';
import { bodyLine } from './error-text.js';
import { estimateTokens, isObject, MalformedResponseError, readCompletion, readEmbeddings, type Completion } from './replies.js';
import { ACTION_TIMEOUT_SETTING, DEFAULT_REQUEST_TIMEOUT_SECONDS, noAnswerMessage } from './request-timeout.js';
import {
  AttemptTimeoutError,
  DeadlineExceededError,
  describeError,
  isRetryableError,
  RetriesExhaustedError,
  RetryAfterTooLongError,
  statusOf,
  systemTiming,
  withRetry,
  type AttemptContext,
  type RetryInfo,
  type RetryOptions,
  type RetryTiming,
} from './retry.js';
import { readChatReply, StreamCutError } from './stream.js';
import { startWaitingNotice, type WaitingState } from './waiting.js';

export { defaultTokenLimitParameter, type TokenLimitParameter } from './chat-parameters.js';
export { CHARS_PER_TOKEN_ESTIMATE, MalformedResponseError, readCompletion, readEmbeddings, withoutReasoning, type Completion, type TokenUsage } from './replies.js';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** Why a model endpoint URL with `user:password@` cannot be used (Node's fetch refuses to send it). */
export const CREDENTIALS_IN_URL =
  "holds a user name or password (user:password@host), which Node's fetch refuses to send: give the password as the API key, or the header through OPENAI_CUSTOM_HEADERS";
/**
 * How long a request waits for the server's first chunk, and between chunks of a streamed reply (a
 * reply that keeps coming is not cut); for a reply that is not streamed, for all of it.
 */
export const DEFAULT_CALL_TIMEOUT_MS = DEFAULT_REQUEST_TIMEOUT_SECONDS * 1000;
/** Completion tokens a call may use (and the cap reserves) when the caller does not say. */
export const DEFAULT_MAX_TOKENS = 8_192;
export const DEFAULT_EMBEDDING_BATCH_SIZE = 64;
/** The most inputs OpenAI accepts in one embeddings request. */
export const MAX_EMBEDDING_BATCH_SIZE = 2_048;
/** Extra time for the openai package's own timer, so the retry helper's timeout fires first. */
const CLIENT_TIMEOUT_SLACK_MS = 5_000;
const TOKENS_PER_MILLION = 1_000_000;

/** US dollars per million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
}

/** OpenAI list prices (standard tier, 2025; cached-input discounts ignored). Pass `prices` to override. */
export const MODEL_PRICES: Readonly<Record<string, ModelPrice>> = {
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  o3: { input: 2, output: 8 },
  'o3-mini': { input: 1.1, output: 4.4 },
  'o4-mini': { input: 1.1, output: 4.4 },
  'text-embedding-3-small': { input: 0.02, output: 0 },
  'text-embedding-3-large': { input: 0.13, output: 0 },
  'text-embedding-ada-002': { input: 0.1, output: 0 },
};

/** The price of a model by exact name, or with a dated snapshot suffix (`gpt-4o-2024-08-06`) removed. */
export function priceFor(model: string, prices: Readonly<Record<string, ModelPrice>> = MODEL_PRICES): ModelPrice | undefined {
  const name = model.trim().toLowerCase();
  return prices[name] ?? prices[name.replace(/-\d{4}-\d{2}-\d{2}$/, '')];
}

export type ChatRole = 'system' | 'user' | 'assistant';

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export type ResponseFormat = NonNullable<ChatCompletionCreateParamsNonStreaming['response_format']>;

export interface CompletionRequest {
  messages: readonly ChatMessage[];
  /** Most completion tokens the reply may use; the token cap reserves this much. Default `DEFAULT_MAX_TOKENS`. */
  maxTokens?: number;
  /** Left out (and sent no more this run) if the model rejects it. */
  temperature?: number;
  responseFormat?: ResponseFormat;
}

/** What the agent needs from a chat model; tests pass fakes. */
export interface ChatModel {
  complete(request: CompletionRequest): Promise<Completion>;
}

/** Limits of the requests of one `embed` call, tighter than the client's own. */
export interface EmbedLimits {
  /** Milliseconds each attempt of each request may take. */
  timeoutMs?: number;
  /** Absolute time (per the client's clock) after which no request starts or runs on. */
  deadline?: number;
}

/** What retrieval needs from an embeddings model. */
export interface EmbeddingModel {
  embed(texts: readonly string[], model: string, limits?: EmbedLimits): Promise<number[][]>;
}

/** The run's accounts so far. */
export interface RunUsage {
  /** Chat completions that returned a reply. */
  calls: number;
  /** HTTP requests made, retries and parameter fallbacks included (chat and embeddings). */
  requests: number;
  promptTokens: number;
  completionTokens: number;
  /** Prompt + completion tokens of chat calls: what `maxTokensPerRun` limits. */
  totalTokens: number;
  tokensLeft: number;
  truncatedReplies: number;
  /** Calls whose usage the server did not report (counted from estimates). */
  estimatedCalls: number;
  embeddingCalls: number;
  /** Not counted against `maxTokensPerRun`. */
  embeddingTokens: number;
  /** US dollars; undefined when any call used a model without a known price, or none replied yet and the model has none. */
  costUsd: number | undefined;
  unpricedModels: string[];
}

export interface LlmClientOptions {
  /** Any non-empty value for local servers that ignore keys. */
  apiKey: string;
  /** Default `OPENAI_BASE_URL`; e.g. `http://localhost:11434/v1` for Ollama. */
  baseURL?: string;
  /** Chat model (for Azure, the deployment name). */
  model: string;
  /** Hard cap on the run's prompt + completion tokens. */
  maxTokensPerRun: number;
  /**
   * How long a request may wait for the server's first chunk, and between chunks of a streamed
   * reply; for a reply that is not streamed, for all of it (default `DEFAULT_CALL_TIMEOUT_MS`).
   */
  timeoutMs?: number;
  /** Names the setting behind `timeoutMs` in the error when it runs out (default `request-timeout-seconds`). */
  timeoutSetting?: string;
  /** Absolute time (per `timing.now`) after which no call starts or runs on: the run's deadline. */
  deadline?: number;
  maxAttempts?: number;
  /** `api-key` sends the key in an `api-key` header instead of `Authorization: Bearer` (Azure OpenAI). */
  apiKeyHeader?: 'authorization' | 'api-key';
  /** Query parameters for every request, e.g. `{ 'api-version': '2024-10-21' }` for older Azure deployments. */
  defaultQuery?: Record<string, string>;
  defaultMaxTokens?: number;
  /**
   * How the completion-token limit is sent (`defaultTokenLimitParameter` of the endpoint when not
   * given); switched once if the server says it does not know a name.
   */
  tokenLimitParameter?: TokenLimitParameter;
  embeddingBatchSize?: number;
  prices?: Readonly<Record<string, ModelPrice>>;
  timing?: Partial<RetryTiming>;
  /** Called before each retry wait, e.g. to log it. */
  onRetry?: (info: RetryInfo) => void;
  /**
   * Lines for whoever watches the run: every `WAITING_NOTICE_MS` while a call waits for the model
   * (`waiting for the model (gpt-5-mini): 45 s so far`), and when a server turns out not to stream.
   */
  notify?: (line: string) => void;
}

/** The next call could take the run past `maxTokensPerRun`; no call was made. */
export class TokenBudgetExceeded extends Error {
  constructor(
    readonly used: number,
    readonly cap: number,
    readonly requested: number,
    /** Tokens held by calls still in progress. */
    readonly reserved = 0,
  ) {
    const held = reserved ? `, calls in progress may use ${reserved} more,` : '';
    super(
      `Token budget exceeded: this run has used ${used} of its ${cap} tokens (max-tokens-per-run)${held} and the next call ` +
        `may use up to ${requested} more (its prompt and its longest reply); no call was made. Raise max-tokens-per-run or ask for less.`,
    );
    this.name = 'TokenBudgetExceeded';
  }
}

/** The server refused the request or could not be reached; `status` is the HTTP status, if any. */
export class LlmRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'LlmRequestError';
  }
}

/**
 * The openai package's connection errors (resets, refusals, its own timeouts) and streams cut off
 * before their end are retryable; user aborts are not.
 */
export function isRetryableLlmError(error: unknown): boolean {
  if (error instanceof APIUserAbortError) return false;
  return error instanceof APIConnectionError || error instanceof StreamCutError || isRetryableError(error);
}

/** Errors that already say what happened pass through; a raw API error is wrapped with the call's label. */
function describeFailure(label: string, error: unknown): unknown {
  if (
    error instanceof MalformedResponseError ||
    error instanceof RetriesExhaustedError ||
    error instanceof RetryAfterTooLongError ||
    error instanceof DeadlineExceededError ||
    error instanceof AttemptTimeoutError
  ) {
    return error;
  }
  const status = statusOf(error);
  const why =
    status === undefined
      ? ''
      : status === 501
        ? ' (not retried: the server does not implement this request; is the base URL that of an OpenAI-compatible API?)'
        : ' (not retried: the server refused the request)';
  return new LlmRequestError(`${label} failed: ${describeError(error)}${why}`, status, { cause: error });
}

function checkPositiveInteger(name: string, value: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`LlmClient option ${name} must be a whole number from 1 to ${max}, got ${value}`);
  }
}

/**
 * What an error says of the server's body: its message (OpenAI's `error.message`, a bare `error`
 * string as Ollama sends, else the JSON), or its text (an HTML page's title and text), as one line of
 * at most `BODY_LINE_CHARS` characters after the status. Undefined for an empty body.
 */
export function statusMessage(status: number, response: unknown, text: string | undefined): string | undefined {
  const inner = isObject(response) ? response.error : undefined;
  let quoted: string | undefined;
  if (isObject(inner) && inner.message !== undefined && inner.message !== null && inner.message !== '') {
    quoted = typeof inner.message === 'string' ? inner.message : JSON.stringify(inner.message);
  } else if (inner !== undefined && inner !== null) {
    quoted = typeof inner === 'string' ? inner : JSON.stringify(inner);
  } else if (response !== undefined && response !== null) {
    quoted = JSON.stringify(response);
  } else {
    quoted = text;
  }
  const line = quoted === undefined ? '' : bodyLine(quoted);
  if (line === '') return undefined;
  // A page titled "502 Bad Gateway" or a text "404 page not found" already starts with the status.
  return new RegExp(`^${status}\\b`).test(line) ? line : `${status} ${line}`;
}

/**
 * The openai client, reading the error bodies some servers send without OpenAI's `error` wrapper:
 * vLLM before mid-2025, SGLang and TensorRT-LLM answer `{"object": "error", "message": ..., "code": 400}`,
 * which the client would report as "400 status code (no body)", losing a context overflow's numbers.
 * Its errors quote the body as one line of at most `BODY_LINE_CHARS` characters (a proxy's HTML page
 * was quoted whole); the body itself stays on the error (`error`) for whoever reads its fields.
 */
export class ServerClient extends OpenAI {
  protected override makeStatusError(status: number, error: object, message: string | undefined, headers: Headers): ReturnType<OpenAI['makeStatusError']> {
    const body = error as Record<string, unknown> | undefined;
    const bare = isObject(body) && body.error === undefined && typeof body.message === 'string';
    const wrapped = bare ? { error: body } : error;
    const made = super.makeStatusError(status, wrapped, message, headers);
    const line = statusMessage(status, wrapped, message);
    if (line !== undefined) made.message = line;
    return made;
  }
}

export class LlmClient implements ChatModel, EmbeddingModel {
  readonly model: string;
  readonly baseURL: string;
  /** `baseURL` without any user:password part, for messages. */
  private readonly shownURL: string;
  private readonly openai: OpenAI;
  private readonly maxTokensPerRun: number;
  private readonly defaultMaxTokens: number;
  private readonly embeddingBatchSize: number;
  private readonly timeoutMs: number;
  private readonly timeoutSetting: string;
  private readonly retry: RetryOptions;
  private readonly prices: Readonly<Record<string, ModelPrice>>;
  private readonly params: ChatParameters;
  private readonly notify: ((line: string) => void) | undefined;
  private readonly schedule: RetryTiming['schedule'];
  /** Completion tokens held for calls in progress, so parallel calls cannot jointly break the cap. */
  private reserved = 0;
  private readonly totals = {
    calls: 0, requests: 0, promptTokens: 0, completionTokens: 0, truncatedReplies: 0, estimatedCalls: 0,
    embeddingCalls: 0, embeddingTokens: 0, costUsd: 0,
  };
  private readonly unpriced = new Set<string>();

  constructor(options: LlmClientOptions) {
    if (options.apiKey.trim() === '') throw new Error('LlmClient needs an apiKey (any non-empty value for local servers that ignore keys)');
    if (options.model.trim() === '') throw new Error('LlmClient needs a model name, e.g. gpt-5-mini');
    checkPositiveInteger('maxTokensPerRun', options.maxTokensPerRun);
    this.model = options.model.trim();
    this.baseURL = (options.baseURL ?? OPENAI_BASE_URL).replace(/\/+$/, '');
    this.shownURL = this.baseURL.replace(/\/\/[^/@]*@/, '//');
    this.maxTokensPerRun = options.maxTokensPerRun;
    this.defaultMaxTokens = options.defaultMaxTokens ?? DEFAULT_MAX_TOKENS;
    this.embeddingBatchSize = options.embeddingBatchSize ?? DEFAULT_EMBEDDING_BATCH_SIZE;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
    checkPositiveInteger('defaultMaxTokens', this.defaultMaxTokens);
    checkPositiveInteger('embeddingBatchSize', this.embeddingBatchSize, MAX_EMBEDDING_BATCH_SIZE);
    checkPositiveInteger('timeoutMs', this.timeoutMs);
    this.timeoutSetting = options.timeoutSetting ?? ACTION_TIMEOUT_SETTING;
    this.notify = options.notify;
    this.schedule = options.timing?.schedule ?? systemTiming.schedule;
    const tokenLimit = options.tokenLimitParameter ?? defaultTokenLimitParameter(this.baseURL, options.apiKeyHeader === 'api-key');
    this.params = new ChatParameters(tokenLimit, (line) => this.notify?.(line), this.timeoutSetting);
    this.prices = options.prices ?? MODEL_PRICES;
    this.retry = {
      maxAttempts: options.maxAttempts,
      attemptTimeoutMs: this.timeoutMs,
      deadline: options.deadline,
      timing: options.timing,
      onRetry: options.onRetry,
      isRetryable: isRetryableLlmError,
    };
    const azureStyle = options.apiKeyHeader === 'api-key';
    this.openai = new ServerClient({
      apiKey: options.apiKey,
      baseURL: this.baseURL,
      organization: null,
      project: null,
      maxRetries: 0,
      timeout: this.timeoutMs + CLIENT_TIMEOUT_SLACK_MS,
      defaultQuery: options.defaultQuery,
      defaultHeaders: azureStyle ? { 'api-key': options.apiKey, Authorization: null } : undefined,
    });
  }

  /** The run's accounts so far. */
  usage(): RunUsage {
    const t = this.totals;
    const totalTokens = t.promptTokens + t.completionTokens;
    return {
      calls: t.calls,
      requests: t.requests,
      promptTokens: t.promptTokens,
      completionTokens: t.completionTokens,
      totalTokens,
      tokensLeft: Math.max(0, this.maxTokensPerRun - totalTokens),
      truncatedReplies: t.truncatedReplies,
      estimatedCalls: t.estimatedCalls,
      embeddingCalls: t.embeddingCalls,
      embeddingTokens: t.embeddingTokens,
      // Nothing priced yet (no reply): known to be nothing only for a model with a price.
      costUsd: this.unpriced.size || (t.calls === 0 && t.embeddingCalls === 0 && !priceFor(this.model, this.prices)) ? undefined : t.costUsd,
      unpricedModels: [...this.unpriced],
    };
  }

  /** One chat completion. Throws `TokenBudgetExceeded` before calling if the reply could break the cap. */
  async complete(request: CompletionRequest): Promise<Completion> {
    if (request.messages.length === 0) throw new Error('complete() needs at least one message');
    const maxTokens = request.maxTokens ?? this.defaultMaxTokens;
    if (!Number.isInteger(maxTokens) || maxTokens < 1) throw new Error(`complete() maxTokens must be a whole number of at least 1, got ${maxTokens}`);
    const used = this.totals.promptTokens + this.totals.completionTokens;
    // The prompt counts against the cap too (estimated from its length, as usage is without a count).
    const promptChars = request.messages.reduce((sum, m) => sum + m.content.length, 0);
    const requested = estimateTokens(promptChars) + maxTokens;
    if (used + this.reserved + requested > this.maxTokensPerRun) {
      throw new TokenBudgetExceeded(used, this.maxTokensPerRun, requested, this.reserved);
    }
    this.reserved += requested;
    let raw: unknown;
    const label = `chat completion (model ${this.model} at ${this.shownURL})`;
    try {
      raw = await this.watch(this.model, (state) => this.sendChat(label, this.params.body(this.model, request, maxTokens), state));
    } finally {
      this.reserved -= requested;
    }
    const completion = readCompletion(raw, label, promptChars);
    this.recordCompletion(completion);
    return completion;
  }

  /** Embeddings for `texts`, in order, in batches of `embeddingBatchSize` requests. */
  async embed(texts: readonly string[], model: string, limits: EmbedLimits = {}): Promise<number[][]> {
    if (model.trim() === '') throw new Error('embed() needs an embeddings model name, e.g. text-embedding-3-small');
    const empty = texts.findIndex((t) => t === '');
    if (empty >= 0) throw new Error(`embed() input ${empty} is empty; OpenAI-compatible servers reject empty inputs`);
    const vectors: number[][] = [];
    for (let start = 0; start < texts.length; start += this.embeddingBatchSize) {
      const batch = texts.slice(start, start + this.embeddingBatchSize);
      const label = `embeddings (model ${model} at ${this.shownURL}, inputs ${start + 1}-${start + batch.length} of ${texts.length})`;
      let raw: unknown;
      try {
        raw = await this.watch(model, (state) =>
          this.send(
            label,
            ({ signal, timeoutMs }) => this.openai.embeddings.create({ model, input: batch, encoding_format: 'float' }, { signal, timeout: timeoutMs + CLIENT_TIMEOUT_SLACK_MS, maxRetries: 0 }),
            state,
            limits,
          ),
        );
      } catch (error) {
        throw describeFailure(label, error);
      }
      const read = readEmbeddings(raw, batch.length, label);
      const dimensions = vectors[0]?.length ?? read.vectors[0]?.length;
      const odd = read.vectors.find((v) => v.length !== dimensions);
      if (odd) throw new MalformedResponseError(`${label} returned vectors of ${odd.length} and ${dimensions} dimensions`);
      vectors.push(...read.vectors);
      const tokens = read.tokens ?? estimateTokens(batch.reduce((sum, t) => sum + t.length, 0));
      this.totals.embeddingCalls++;
      this.totals.embeddingTokens += tokens;
      this.addCost(model, undefined, tokens, 0);
    }
    return vectors;
  }

  /** Runs one call, saying every `WAITING_NOTICE_MS` that it is waiting (when there is someone to tell). */
  private async watch<T>(model: string, call: (state: WaitingState) => Promise<T>): Promise<T> {
    const state: WaitingState = { attempt: 1, received: 0 };
    const stop = this.notify ? startWaitingNotice({ model, say: this.notify, schedule: this.schedule, state: () => ({ ...state }) }) : undefined;
    try {
      return await call(state);
    } finally {
      stop?.();
    }
  }

  /** Sends a chat body, changing what the server turns out not to take (see `ChatParameters`). */
  private async sendChat(label: string, first: ChatBody, state: WaitingState): Promise<unknown> {
    let body = first;
    for (;;) {
      try {
        return await this.send(label, (context) => this.chatRequest(label, body, context, state), state);
      } catch (error) {
        const adjusted = this.params.afterRefusal(error, body);
        if (!adjusted) throw describeFailure(label, error);
        body = adjusted;
      }
    }
  }

  /**
   * One chat request: streamed (each chunk restarting the attempt's timeout) unless the server
   * turned out not to stream. A whole reply to a streamed request is read as it is, and replies are
   * asked for whole from then on.
   */
  private async chatRequest(label: string, body: ChatBody, context: AttemptContext, state: WaitingState): Promise<unknown> {
    const options = { signal: context.signal, timeout: context.timeoutMs + CLIENT_TIMEOUT_SLACK_MS, maxRetries: 0 };
    const streamed = this.params.streamed(body);
    if (!streamed) return this.openai.chat.completions.create(body, options);
    const response = await this.openai.chat.completions.create(streamed, options).asResponse();
    const reply = await readChatReply(response, label, { alive: context.alive, received: (chars) => void (state.received = chars) });
    if (!reply.streamed && isObject(reply.body) && Array.isArray(reply.body.choices)) this.params.wholeReplies('it answered a streamed request with a whole reply');
    return reply.body;
  }

  /**
   * One request through the retry helper; a body that is not JSON becomes a `MalformedResponseError`.
   * The timeout's error names its setting unless `limits` made it shorter.
   */
  private send(label: string, request: (context: AttemptContext) => Promise<unknown>, state: WaitingState, limits: EmbedLimits = {}): Promise<unknown> {
    const deadline = limits.deadline === undefined ? this.retry.deadline : Math.min(limits.deadline, this.retry.deadline ?? Infinity);
    const ownTimeout = limits.timeoutMs === undefined || limits.timeoutMs >= this.timeoutMs;
    return withRetry(
      async (context) => {
        this.totals.requests++;
        state.attempt = context.attempt;
        state.received = 0;
        try {
          return await request(context);
        } catch (error) {
          // Checked by name: the parse error may come from another realm than this module's SyntaxError.
          if (isObject(error) && error.name === 'SyntaxError') {
            throw new MalformedResponseError(`${label} returned a body that is not valid JSON (${describeError(error)})`, { cause: error });
          }
          throw error;
        }
      },
      {
        ...this.retry,
        label,
        ...(limits.timeoutMs === undefined ? {} : { attemptTimeoutMs: Math.min(limits.timeoutMs, this.timeoutMs) }),
        ...(deadline === undefined ? {} : { deadline }),
        ...(ownTimeout ? { timeoutMessage: (info) => noAnswerMessage(info, this.timeoutSetting) } : {}),
      },
    );
  }

  private recordCompletion(completion: Completion): void {
    const t = this.totals;
    t.calls++;
    t.promptTokens += completion.usage.promptTokens;
    t.completionTokens += completion.usage.completionTokens;
    if (completion.truncated) t.truncatedReplies++;
    if (completion.usageEstimated) t.estimatedCalls++;
    this.addCost(this.model, completion.model, completion.usage.promptTokens, completion.usage.completionTokens);
  }

  /** Prices by the configured name, else by the name the server reported (Azure deployments have their own names). */
  private addCost(model: string, reported: string | undefined, input: number, output: number): void {
    const price = priceFor(model, this.prices) ?? (reported ? priceFor(reported, this.prices) : undefined);
    if (!price) {
      this.unpriced.add(model);
      return;
    }
    this.totals.costUsd += (input * price.input + output * price.output) / TOKENS_PER_MILLION;
  }
}
