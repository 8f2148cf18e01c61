/**
 * Reading what a model server sent back: a chat completion or an embeddings body, checked field by
 * field, with a clear `MalformedResponseError` naming what is wrong. Pure: the client passes the
 * parsed body (or the body a streamed reply was assembled into).
 */
import { bodyLine } from './error-text.js';

/** Rough tokens-per-character used only when a server reports no usage. */
export const CHARS_PER_TOKEN_ESTIMATE = 4;
/** How much of an unexpected body an error message quotes. */
const PREVIEW_CHARS = 200;
type JsonObject = Record<string, unknown>;

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface Completion {
  text: string;
  usage: TokenUsage;
  /** As the server sent it (`stop`, `length`, `content_filter`, ...); `unknown` when missing. */
  finishReason: string;
  /** The reply was cut off by the token limit (`finishReason` is `length`); the caller decides what to do. */
  truncated: boolean;
  /** The server reported no usage, so `usage` is an estimate from the text length. */
  usageEstimated: boolean;
  /** The model the server says answered. */
  model: string;
}

/** The server answered, but not with a usable reply: not JSON, no choices, or the wrong shape. */
export class MalformedResponseError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MalformedResponseError';
  }
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a message quotes of an unexpected value: one line of at most `PREVIEW_CHARS` characters. */
export function preview(value: unknown): string {
  return bodyLine(typeof value === 'string' ? value : JSON.stringify(value) ?? String(value), PREVIEW_CHARS);
}

export function estimateTokens(chars: number): number {
  return Math.ceil(chars / CHARS_PER_TOKEN_ESTIMATE);
}

export function tokenCount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** A reasoning model's thinking at the start of its content (a server without a reasoning parser leaves it there). */
const LEADING_REASONING = /^\s*<(think|thinking)>[\s\S]*?(?:<\/\1>\s*|$)/;

/**
 * The content without the reasoning a model wrote before its answer (`<think>...</think>`, as Qwen3
 * and DeepSeek-R1 write it when the server does not move it to `reasoning_content`): a plan or an
 * edit block drafted and rejected there is not the answer. A reply cut off while still thinking has
 * no answer at all.
 */
export function withoutReasoning(content: string): string {
  return content.replace(LEADING_REASONING, '');
}

/** Reads a chat completion body, or says exactly what is wrong with it. */
export function readCompletion(raw: unknown, label: string, promptChars: number): Completion {
  if (typeof raw === 'string') throw new MalformedResponseError(`${label} returned text instead of JSON: ${preview(raw)}`);
  if (!isObject(raw)) throw new MalformedResponseError(`${label} returned ${preview(raw)} instead of a completion object`);
  if (raw.error !== undefined) throw new MalformedResponseError(`${label} returned an error in a successful reply: ${preview(raw.error)}`);
  const { choices } = raw;
  if (!Array.isArray(choices)) throw new MalformedResponseError(`${label} returned a reply without a 'choices' list: ${preview(raw)}`);
  const choice: unknown = choices[0];
  if (choice === undefined) throw new MalformedResponseError(`${label} returned no choices (an empty 'choices' list)`);
  const message = isObject(choice) ? choice.message : undefined;
  if (!isObject(message)) throw new MalformedResponseError(`${label} returned a choice without a message: ${preview(choice)}`);
  const { content } = message;
  if (content !== undefined && content !== null && typeof content !== 'string') {
    throw new MalformedResponseError(`${label} returned message content that is not text: ${preview(content)}`);
  }
  const rawText = content ?? '';
  const text = withoutReasoning(rawText);
  const finishReason = isObject(choice) && typeof choice.finish_reason === 'string' ? choice.finish_reason : 'unknown';
  const usage = isObject(raw.usage) ? raw.usage : {};
  const promptTokens = tokenCount(usage.prompt_tokens);
  const completionTokens = tokenCount(usage.completion_tokens);
  const usageEstimated = promptTokens === undefined || completionTokens === undefined;
  return {
    text,
    usage: {
      promptTokens: promptTokens ?? estimateTokens(promptChars),
      completionTokens: completionTokens ?? estimateTokens(rawText.length),
    },
    finishReason,
    truncated: finishReason === 'length',
    usageEstimated,
    model: typeof raw.model === 'string' ? raw.model : '',
  };
}

/** Reads an embeddings body into vectors in input order, or says what is wrong with it. */
export function readEmbeddings(raw: unknown, count: number, label: string): { vectors: number[][]; tokens: number | undefined } {
  if (!isObject(raw) || !Array.isArray(raw.data)) {
    throw new MalformedResponseError(`${label} returned a reply without a 'data' list: ${preview(raw)}`);
  }
  if (raw.data.length !== count) {
    throw new MalformedResponseError(`${label} returned ${raw.data.length} embeddings for ${count} inputs`);
  }
  const vectors: (number[] | undefined)[] = new Array(count).fill(undefined);
  raw.data.forEach((item: unknown, position) => {
    const index = isObject(item) && Number.isInteger(item.index) ? (item.index as number) : position;
    const embedding = isObject(item) ? item.embedding : undefined;
    if (!Array.isArray(embedding) || !embedding.every((x) => typeof x === 'number' && Number.isFinite(x))) {
      throw new MalformedResponseError(`${label} returned an embedding that is not a list of numbers: ${preview(embedding)}`);
    }
    if (index < 0 || index >= count || vectors[index] !== undefined) {
      throw new MalformedResponseError(`${label} returned an embedding with a bad or repeated index ${index}`);
    }
    vectors[index] = embedding as number[];
  });
  const usage = isObject(raw.usage) ? raw.usage : {};
  return { vectors: vectors as number[][], tokens: tokenCount(usage.prompt_tokens) };
}
