/**
 * Recognises a server's answer that a request does not fit the model's context window, and reads
 * the numbers it gives. Servers say it in their own words:
 * - llama.cpp `llama-server`: 400 `{"error": {"code": 400, "type": "exceed_context_size_error",
 *   "message": "request (N tokens) exceeds the available context size (M tokens), try increasing it",
 *   "n_prompt_tokens": N, "n_ctx": M}}`;
 * - OpenAI and Azure OpenAI: 400 with `code: "context_length_exceeded"` and "This model's maximum
 *   context length is M tokens. However, your messages resulted in N tokens...";
 * - vLLM: 400 "This model's maximum context length is M tokens. However, you requested T tokens
 *   (N in the messages, C in the completion)..." or "...and your request has N input tokens...";
 * - Anthropic (and gateways passing its message on): "prompt is too long: N tokens > M maximum".
 * Pure: reads the error objects the client throws (the `cause` chain), nothing else.
 */

export interface OverflowReport {
  /** What the server said. */
  message: string;
  /** The window the server says it has, when it says. */
  contextTokens?: number;
  /** The prompt tokens the server counted, when it says. */
  promptTokens?: number;
}

/** Statuses a too-long request is refused with (413 by some proxies). */
const OVERFLOW_STATUSES: ReadonlySet<number> = new Set([400, 413]);
const OVERFLOW_TYPES: ReadonlySet<string> = new Set(['exceed_context_size_error', 'context_length_exceeded']);
const OVERFLOW_WORDS =
  /exceeds? the available context size|maximum context length|context[_ ]length[_ ]exceeded|prompt is too long|longer than the model'?s? context length|exceeds? (?:the )?(?:model'?s? )?context window|reduce the length of the (?:input )?messages|longer than the maximum model length/i;
/** How far down the `cause` chain the server's error is looked for. */
const MAX_CAUSE_DEPTH = 5;

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null;
}

function count(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function firstNumber(text: string, patterns: readonly RegExp[]): number | undefined {
  for (const pattern of patterns) {
    const found = pattern.exec(text)?.[1];
    if (found !== undefined) return count(found);
  }
  return undefined;
}

const CONTEXT_NUMBER = [/available context size \((\d+) tokens?\)/i, /maximum context length is (\d+)/i, /tokens? > (\d+) maximum/i, /context (?:length|window) of (\d+)/i, /maximum model length of (\d+)/i];
const PROMPT_NUMBER = [/request \((\d+) tokens?\) exceeds/i, /(?<!\d)(\d+) in the messages/i, /request has (\d+) input tokens/i, /messages resulted in (\d+) tokens/i, /prompt is too long: (\d+) tokens/i, /prompt \(length (\d+)\) is longer/i];

/** The numbers a message states, for servers that put them only in the text. */
export function overflowNumbers(message: string): Pick<OverflowReport, 'contextTokens' | 'promptTokens'> {
  const contextTokens = firstNumber(message, CONTEXT_NUMBER);
  const promptTokens = firstNumber(message, PROMPT_NUMBER);
  return { ...(contextTokens ? { contextTokens } : {}), ...(promptTokens ? { promptTokens } : {}) };
}

/** The error objects along the cause chain: the client's own error first, the server's body last. */
function chain(error: unknown): JsonObject[] {
  const found: JsonObject[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && isObject(current); depth++) {
    found.push(current);
    // The openai package keeps the body's `error` object on the error it throws.
    if (isObject(current.error)) found.push(current.error);
    current = current.cause;
  }
  return found;
}

/** The report when `error` says the request did not fit the context window; undefined otherwise. */
export function readOverflow(error: unknown): OverflowReport | undefined {
  const parts = chain(error);
  const statuses = parts.map((p) => p.status).filter((s): s is number => typeof s === 'number');
  if (statuses.length && !statuses.some((s) => OVERFLOW_STATUSES.has(s))) return undefined;
  // The server's own words are deepest in the chain.
  const messages = parts
    .map((p) => p.message)
    .filter((m): m is string => typeof m === 'string')
    .reverse();
  const typed = parts.some((p) => OVERFLOW_TYPES.has(String(p.type)) || OVERFLOW_TYPES.has(String(p.code)));
  const message = messages.find((m) => OVERFLOW_WORDS.test(m)) ?? (typed ? messages[0] : undefined);
  if (message === undefined && !typed) return undefined;
  const text = message ?? 'the request does not fit the context window';
  const fromText = overflowNumbers(messages.join('\n'));
  const contextTokens = parts.map((p) => count(p.n_ctx)).find((n) => n !== undefined) ?? fromText.contextTokens;
  const promptTokens = parts.map((p) => count(p.n_prompt_tokens)).find((n) => n !== undefined) ?? fromText.promptTokens;
  return { message: text, ...(contextTokens ? { contextTokens } : {}), ...(promptTokens ? { promptTokens } : {}) };
}
