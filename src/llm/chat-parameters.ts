/**
 * What a chat request sends, and how it adapts to what a server turns out not to take: each change is
 * made once, when a 400 says so, and kept for the rest of the run. `temperature` is dropped; the
 * completion-token limit switches name between `max_completion_tokens` and `max_tokens`; replies are
 * streamed with usage in the last chunk, then without `stream_options` for a server that refuses
 * it, then not streamed at all for one that refuses `stream` or answers a streamed request whole.
 */
import type { ChatCompletionCreateParamsNonStreaming, ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import type { CompletionRequest } from './client.js';
import { isObject } from './replies.js';
import { describeError, statusOf } from './retry.js';

export type ChatBody = ChatCompletionCreateParamsNonStreaming;
export type StreamedChatBody = ChatCompletionCreateParamsStreaming;

/** `both` sends the limit under both names. */
export type TokenLimitParameter = 'max_completion_tokens' | 'max_tokens' | 'both';

/** How replies are asked for: streamed with usage in the last chunk, streamed without it, or whole. */
export type StreamMode = 'with-usage' | 'without-usage' | 'off';

/** Words in a 400 message saying a parameter is not accepted at all (rather than out of range). */
const UNSUPPORTED_WORDS = /unsupported|not supported|unrecognized|unknown|not permitted|not allowed|extra/i;
/** `stream` or `streaming` as a word (not `stream_options`). */
const STREAM_WORD = /\bstream(?:ing)?\b/i;
/** Statuses of a refused parameter: 400, and 422 from servers that leave FastAPI's validation answer as it is. */
const REFUSED_STATUSES: ReadonlySet<number> = new Set([400, 422]);

/** The server's own words: the error's message, and the body's message whole (the error's may be cut). */
function serverWords(error: unknown): string {
  const own = describeError(error);
  const body = isObject(error) ? error.error : undefined;
  const inner = isObject(body) ? body.message : body;
  return typeof inner === 'string' && inner !== own ? `${own}\n${inner}` : own;
}

/**
 * How the completion-token limit is sent to an endpoint: OpenAI and Azure OpenAI take
 * `max_completion_tokens` (their reasoning models refuse `max_tokens`); other servers get both
 * names, since some read only `max_tokens` and ignore the other without an error (Ollama), so the
 * name would never be switched and replies would have no limit.
 */
export function defaultTokenLimitParameter(baseURL: string, azureStyle: boolean): TokenLimitParameter {
  if (azureStyle) return 'max_completion_tokens';
  let host: string;
  try {
    host = new URL(baseURL).hostname.toLowerCase();
  } catch {
    return 'max_completion_tokens';
  }
  return host === 'api.openai.com' || host.endsWith('.openai.azure.com') ? 'max_completion_tokens' : 'both';
}

export class ChatParameters {
  private tokenLimitSwitched = false;
  private omitTemperature = false;
  private mode: StreamMode = 'with-usage';

  constructor(
    private tokenLimit: TokenLimitParameter,
    /** Told in a line when replies stop being streamed, or lose their usage. */
    private readonly say: (line: string) => void = () => undefined,
    /** Names the per-request timeout's setting in those lines. */
    private readonly timeoutSetting = 'the request timeout',
  ) {}

  get streaming(): StreamMode {
    return this.mode;
  }

  /** The body of a request, without the stream parameters. */
  body(model: string, request: CompletionRequest, maxTokens: number): ChatBody {
    const body: ChatBody = {
      model,
      messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
      ...(this.tokenLimit === 'both' ? { max_completion_tokens: maxTokens, max_tokens: maxTokens } : { [this.tokenLimit]: maxTokens }),
    };
    if (request.temperature !== undefined && !this.omitTemperature) body.temperature = request.temperature;
    if (request.responseFormat !== undefined) body.response_format = request.responseFormat;
    return body;
  }

  /** `body` with the stream parameters the server takes; undefined when replies are not streamed. */
  streamed(body: ChatBody): StreamedChatBody | undefined {
    if (this.mode === 'off') return undefined;
    return { ...body, stream: true, ...(this.mode === 'with-usage' ? { stream_options: { include_usage: true } } : {}) };
  }

  /** The server answered a streamed request with a whole reply: replies are asked for whole from now on. */
  wholeReplies(why: string): void {
    if (this.mode === 'off') return;
    this.mode = 'off';
    this.say(
      `the model server does not stream replies (${why}): Sweep asks for whole replies from now on, and ${this.timeoutSetting} limits the wait for a whole reply`,
    );
  }

  /**
   * When a 400 (or 422) says a parameter is not accepted, the body to send instead (the rest of the run does
   * the same); undefined when the error is something else or nothing is left to change.
   */
  afterRefusal(error: unknown, body: ChatBody): ChatBody | undefined {
    if (!REFUSED_STATUSES.has(statusOf(error) ?? 0)) return undefined;
    const param = isObject(error) && typeof error.param === 'string' ? error.param : undefined;
    const message = serverWords(error);
    const mentions = (name: string) => param === name || message.includes(name);
    if (body.temperature !== undefined && body.temperature !== null && mentions('temperature')) {
      this.omitTemperature = true;
      const { temperature: _dropped, ...rest } = body;
      return rest;
    }
    const limit = this.switchedTokenLimit(body, param, message, mentions);
    if (limit) return limit;
    if (this.mode === 'with-usage' && mentions('stream_options')) {
      this.mode = 'without-usage';
      this.say('the model server does not take stream_options: replies are streamed without their usage, which is estimated from their length');
      return body;
    }
    if (this.mode !== 'off' && (param === 'stream' || (STREAM_WORD.test(message) && UNSUPPORTED_WORDS.test(message)))) {
      this.wholeReplies('it refused a streamed request');
      return body;
    }
    return undefined;
  }

  /** With both names sent, the one refused is dropped; with one, the other is tried instead (once a run). */
  private switchedTokenLimit(body: ChatBody, param: string | undefined, message: string, mentions: (name: string) => boolean): ChatBody | undefined {
    if (this.tokenLimitSwitched) return undefined;
    const names = this.tokenLimit === 'both' ? (['max_completion_tokens', 'max_tokens'] as const) : [this.tokenLimit];
    // The name the error gives as its parameter, else the first it names ("Unsupported parameter:
    // 'max_tokens' ... Use 'max_completion_tokens' instead").
    const named = names.filter((name) => mentions(name)).sort((a, b) => (param === a ? -1 : param === b ? 1 : message.indexOf(a) - message.indexOf(b)));
    const refused = named.find((name) => param === name || UNSUPPORTED_WORDS.test(message));
    if (!refused) return undefined;
    this.tokenLimitSwitched = true;
    const limit = body.max_completion_tokens ?? body.max_tokens;
    const { max_completion_tokens: _a, max_tokens: _b, ...rest } = body;
    this.tokenLimit = refused === 'max_tokens' ? 'max_completion_tokens' : 'max_tokens';
    return { ...rest, [this.tokenLimit]: limit };
  }
}
