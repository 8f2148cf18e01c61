/**
 * A scripted OpenAI-compatible server for tests: a real HTTP server on 127.0.0.1 (random port) that
 * answers POST /v1/chat/completions and POST /v1/embeddings from a queue of replies, one reply per
 * request in order. It records every request and totals the usage it reported, so tests can compare
 * the client's accounting with the server's.
 *
 * A request with `stream: true` gets the reply as OpenAI streams it: server-sent events, a first
 * chunk with the role, the content a word at a time (reasoning first, as `reasoning_content`), a
 * chunk with the finish reason, with `stream_options.include_usage` a last chunk with the usage (and
 * `usage: null` on the others), then `data: [DONE]`. `stream_options` without `stream: true` is
 * refused as OpenAI refuses it. `streaming` makes it a server that refuses `stream_options`, refuses
 * streaming, or ignores `stream` and sends whole replies.
 *
 * With `contextWindow` it enforces a context window as llama.cpp's `llama-server -c N` does, counting
 * tokens with the project's own counter plus a chat template's tokens: a prompt of N tokens or more
 * gets 400 `exceed_context_size_error` with `n_prompt_tokens` and `n_ctx`; otherwise the reply stops
 * where the window (or `max_completion_tokens`) ends, with `finish_reason: "length"`, and usage is
 * what was counted.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countTokens } from '../../src/context/budget.js';

/** A normal chat completion. Without `usage`, the numbers are derived from the request and reply. */
export interface CompletionReply {
  kind: 'completion';
  content?: string | null;
  /** `null` leaves `usage` out of the reply, as some local servers do. */
  usage?: { promptTokens: number; completionTokens: number } | null;
  finishReason?: string | null;
  model?: string;
  /** The model's reasoning: `reasoning_content` of the message, or of the first chunks when streamed. */
  reasoning?: string;
}

/** A completion cut off by the token limit (`finish_reason: "length"`). */
export interface TruncatedReply {
  kind: 'truncated';
  content?: string;
  usage?: { promptTokens: number; completionTokens: number };
}

/** An HTTP error with an OpenAI-shaped JSON body unless `body` says otherwise. */
export interface ErrorReply {
  kind: 'error';
  status: number;
  message?: string;
  /** The `param` field of the error body, e.g. `temperature`. */
  param?: string;
  retryAfter?: string;
  body?: unknown;
}

/** Waits `ms` before sending `then` (a completion by default): longer than the client's timeout in tests. */
export interface DelayReply {
  kind: 'delay';
  ms: number;
  then?: Reply;
}

/** A 200 whose body claims to be JSON but is not. */
export interface MalformedReply {
  kind: 'malformed';
  body?: string;
}

/** Any JSON body, e.g. a completion with no choices. */
export interface RawReply {
  kind: 'raw';
  status?: number;
  body: unknown;
}

/** The socket is reset without an answer. */
export interface ResetReply {
  kind: 'reset';
}

/** The request is taken and never answered: no status, no headers, nothing, until the client gives up. */
export interface HangReply {
  kind: 'hang';
}

/**
 * A streamed reply (`reply`, a completion by default) that stops after `after` chunks and sends
 * nothing more, the connection left open. A request that is not streamed gets nothing (as `hang`).
 */
export interface StallReply {
  kind: 'stall';
  after: number;
  reply?: CompletionReply | TruncatedReply;
}

/** An HTML error page with `status`, as a proxy sends it: nginx's own page unless `page` is given. */
export interface HtmlReply {
  kind: 'html';
  status: number;
  page?: string;
}

/** An embeddings answer: a deterministic vector per input (see `fakeEmbedding`). */
export interface EmbeddingsReply {
  kind: 'embeddings';
  dimensions?: number;
  /** Reply with the items in reverse order (each keeps its `index`). */
  reversed?: boolean;
}

export type Reply =
  | CompletionReply
  | TruncatedReply
  | ErrorReply
  | DelayReply
  | MalformedReply
  | RawReply
  | ResetReply
  | HangReply
  | StallReply
  | HtmlReply
  | EmbeddingsReply;

export interface RecordedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  /** Query parameters. */
  query: Record<string, string>;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** Parsed JSON, or the raw text when it is not JSON. */
  body: any;
  /** With a context window: the prompt's tokens as the server counted them. */
  promptTokens?: number;
  /** Set when the client closed the connection before an answer: how many requests had come by then. */
  abandonedAfter?: number;
}

/**
 * How the server treats `stream`: as OpenAI does (`supported`, the default); refusing
 * `stream_options` with a 400 as Azure OpenAI's older API versions do (`no-stream-options`);
 * refusing `stream: true` with a 400 naming `stream`, as OpenAI does for some models
 * (`refused`); or sending whole replies whatever `stream` says (`ignored`).
 */
export type StreamingSupport = 'supported' | 'no-stream-options' | 'refused' | 'ignored';

export interface OpenAiServerOptions {
  /** Enforce this context window (prompt + completion tokens) as llama-server does. */
  contextWindow?: number;
  streaming?: StreamingSupport;
}

/** Tokens a ChatML-style template adds around each message, and to open the reply. */
export const TEMPLATE_TOKENS_PER_MESSAGE = 5;
export const TEMPLATE_REPLY_TOKENS = 3;

/** The prompt's tokens as the server counts them: the text with the project's counter, plus the template. */
export function serverPromptTokens(body: any): number {
  const messages: unknown[] = Array.isArray(body?.messages) ? body.messages : [];
  const text = messages.reduce<number>((sum, m: any) => sum + (typeof m?.content === 'string' ? countTokens(m.content) : 0), 0);
  return text + messages.length * TEMPLATE_TOKENS_PER_MESSAGE + TEMPLATE_REPLY_TOKENS;
}

/** The longest start of `text` with at most `max` tokens. */
function cutToTokens(text: string, max: number): string {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (countTokens(text.slice(0, mid)) <= max) low = mid;
    else high = mid - 1;
  }
  return text.slice(0, low);
}

/** Usage the server reported, summed over every reply it sent. */
export interface ServerTotals {
  completions: number;
  promptTokens: number;
  completionTokens: number;
  embeddingRequests: number;
  embeddingTokens: number;
}

export interface OpenAiServer {
  /** Ends in `/v1`, the form the client's `baseURL` takes. */
  baseUrl: string;
  requests: RecordedRequest[];
  totals: ServerTotals;
  /** Replies not used yet. */
  remaining(): number;
  close(): Promise<void>;
}

const DEFAULT_MODEL = 'test-model';
const DEFAULT_DIMENSIONS = 4;
const DEFAULT_CONTENT = 'ok';

/** Whitespace-separated words: the server's stand-in for a tokenizer. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The vector the server returns for a text: length, word count, then character codes, padded. */
export function fakeEmbedding(text: string, dimensions = DEFAULT_DIMENSIONS): number[] {
  const values = [text.length, countWords(text), ...[...text].map((c) => c.codePointAt(0)! / 1000)];
  return Array.from({ length: dimensions }, (_, i) => values[i] ?? 0);
}

function promptWords(body: any): number {
  const messages: unknown[] = Array.isArray(body?.messages) ? body.messages : [];
  return messages.reduce<number>((sum, m: any) => sum + (typeof m?.content === 'string' ? countWords(m.content) : 0), 0);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** nginx's own error page for `status`. */
export function nginxPage(status: number): string {
  const line = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${line}</title></head>\r\n<body>\r\n<center><h1>${line}</h1></center>\r\n<hr><center>nginx/1.25.3</center>\r\n</body>\r\n</html>\r\n`;
}

/** What a streamed request asked for, or undefined for a request that is not streamed. */
function streamOf(body: any): { includeUsage: boolean } | undefined {
  return body?.stream === true ? { includeUsage: body?.stream_options?.include_usage === true } : undefined;
}

/** The reply's content a word at a time (each word with the spaces after it), as tokens stream. */
export function contentPieces(content: string): string[] {
  return content.match(/\s*\S+\s*|\s+/g) ?? [];
}

/** The refusal of a request's streaming parameters, before any scripted reply is used; undefined when accepted. */
function streamRefusal(body: any, support: StreamingSupport): { message: string; param: string | null; code: string | null } | undefined {
  if (body?.stream_options !== undefined && body?.stream !== true) {
    return { message: "The 'stream_options' parameter is only allowed when 'stream' is enabled.", param: 'stream_options', code: 'invalid_value' };
  }
  if (support === 'no-stream-options' && body?.stream_options !== undefined) {
    return { message: 'Unrecognized request argument supplied: stream_options', param: null, code: null };
  }
  if (support === 'refused' && body?.stream === true) {
    return { message: "Unsupported value: 'stream' does not support true with this model. Supported values are: false.", param: 'stream', code: 'unsupported_value' };
  }
  return undefined;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const CREATED = 1_700_000_000;

interface Shaped {
  content: string | null;
  finishReason: string | null;
  usage: { promptTokens: number; completionTokens: number } | undefined;
  reasoning: string | undefined;
  model: string;
}

function usageJson(usage: { promptTokens: number; completionTokens: number }) {
  return { prompt_tokens: usage.promptTokens, completion_tokens: usage.completionTokens, total_tokens: usage.promptTokens + usage.completionTokens };
}

/** The server-sent events of a streamed reply, as OpenAI sends them, `data: [DONE]` last. */
export function streamEvents(id: string, reply: Shaped, includeUsage: boolean): string[] {
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) => ({
    id,
    object: 'chat.completion.chunk',
    created: CREATED,
    model: reply.model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...(includeUsage ? { usage: null } : {}),
  });
  const chunks: unknown[] = [chunk({ role: 'assistant', content: '', refusal: null })];
  for (const piece of contentPieces(reply.reasoning ?? '')) chunks.push(chunk({ reasoning_content: piece }));
  for (const piece of contentPieces(reply.content ?? '')) chunks.push(chunk({ content: piece }));
  chunks.push(chunk({}, reply.finishReason));
  if (includeUsage) {
    chunks.push({ id, object: 'chat.completion.chunk', created: CREATED, model: reply.model, choices: [], usage: reply.usage ? usageJson(reply.usage) : null });
  }
  return [...chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`), 'data: [DONE]\n\n'];
}

/** Starts a server answering from `script`; once the script is used up every request gets a 500 saying so. */
export async function startOpenAiServer(script: readonly Reply[], options: OpenAiServerOptions = {}): Promise<OpenAiServer> {
  const queue = [...script];
  const requests: RecordedRequest[] = [];
  const totals: ServerTotals = { completions: 0, promptTokens: 0, completionTokens: 0, embeddingRequests: 0, embeddingTokens: 0 };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let completionId = 0;

  /** The reply as a server with a context window sends it: cut where the window or the limit ends. */
  function windowed(body: any, reply: CompletionReply | TruncatedReply, window: number): { content: string; finishReason: string; usage: { promptTokens: number; completionTokens: number } } {
    const promptTokens = serverPromptTokens(body);
    const full = reply.content ?? DEFAULT_CONTENT;
    const requested = body?.max_completion_tokens ?? body?.max_tokens;
    // llama-server stops generating when the next token would fill the window.
    const limit = Math.min(window - promptTokens - 1, typeof requested === 'number' && requested > 0 ? requested : Number.POSITIVE_INFINITY);
    const cut = countTokens(full) > limit;
    const content = cut ? cutToTokens(full, limit) : full;
    const finishReason = cut || reply.kind === 'truncated' ? 'length' : (reply.kind === 'completion' && reply.finishReason) || 'stop';
    return { content, finishReason, usage: reply.usage ?? { promptTokens, completionTokens: countTokens(content) } };
  }

  /** The reply as the server sends it: content, finish reason and usage (undefined when not reported). */
  function shaped(body: any, reply: CompletionReply | TruncatedReply): Shaped {
    const reasoning = reply.kind === 'completion' ? reply.reasoning : undefined;
    const model = (reply.kind === 'completion' && reply.model) || body?.model || DEFAULT_MODEL;
    if (options.contextWindow !== undefined) return { ...windowed(body, reply, options.contextWindow), reasoning, model };
    const content = reply.content === undefined ? DEFAULT_CONTENT : reply.content;
    const finishReason = reply.kind === 'truncated' ? 'length' : reply.finishReason === undefined ? 'stop' : reply.finishReason;
    const usage =
      reply.usage === null
        ? undefined
        : (reply.usage ?? { promptTokens: promptWords(body), completionTokens: countWords(content ?? '') });
    return { content, finishReason, usage, reasoning, model };
  }

  function completion(res: ServerResponse, body: any, reply: CompletionReply | TruncatedReply): void {
    const sent = shaped(body, reply);
    const stream = options.streaming === 'ignored' ? undefined : streamOf(body);
    const usage = stream && !stream.includeUsage ? undefined : sent.usage;
    if (usage) {
      totals.promptTokens += usage.promptTokens;
      totals.completionTokens += usage.completionTokens;
    }
    totals.completions++;
    const id = `chatcmpl-${++completionId}`;
    if (stream) {
      const events = streamEvents(id, sent, stream.includeUsage);
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
      for (const event of events) res.write(event);
      return void res.end();
    }
    sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created: CREATED,
      model: sent.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: sent.content, refusal: null, ...(sent.reasoning !== undefined ? { reasoning_content: sent.reasoning } : {}) },
          finish_reason: sent.finishReason,
          logprobs: null,
        },
      ],
      ...(usage ? { usage: usageJson(usage) } : {}),
    });
  }

  /** A stream that stops after `after` events, the connection left open. */
  function stall(res: ServerResponse, body: any, reply: StallReply): void {
    if (options.streaming === 'ignored' || !streamOf(body)) return;
    const events = streamEvents(`chatcmpl-${++completionId}`, shaped(body, reply.reply ?? { kind: 'completion' }), streamOf(body)!.includeUsage);
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
    for (const event of events.slice(0, reply.after)) res.write(event);
  }

  function embeddings(res: ServerResponse, body: any, reply: EmbeddingsReply): void {
    const inputs: string[] = Array.isArray(body?.input) ? body.input : [String(body?.input ?? '')];
    const data = inputs.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text, reply.dimensions) }));
    if (reply.reversed) data.reverse();
    const tokens = inputs.reduce((sum, text) => sum + countWords(text), 0);
    totals.embeddingRequests++;
    totals.embeddingTokens += tokens;
    sendJson(res, 200, { object: 'list', model: body?.model ?? DEFAULT_MODEL, data, usage: { prompt_tokens: tokens, total_tokens: tokens } });
  }

  function answer(req: IncomingMessage, res: ServerResponse, path: string, body: any, reply: Reply): void {
    switch (reply.kind) {
      case 'completion':
      case 'truncated':
        if (path !== '/v1/chat/completions') return sendJson(res, 500, { error: { message: `script gave ${reply.kind} for ${path}` } });
        return completion(res, body, reply);
      case 'embeddings':
        if (path !== '/v1/embeddings') return sendJson(res, 500, { error: { message: `script gave embeddings for ${path}` } });
        return embeddings(res, body, reply);
      case 'error': {
        const errorBody = reply.body ?? {
          error: { message: reply.message ?? `scripted ${reply.status}`, type: 'test_error', param: reply.param ?? null, code: null },
        };
        return sendJson(res, reply.status, errorBody, reply.retryAfter === undefined ? {} : { 'retry-after': reply.retryAfter });
      }
      case 'raw':
        return sendJson(res, reply.status ?? 200, reply.body);
      case 'malformed': {
        const text = reply.body ?? '{"id": "chatcmpl-x", "choices": [';
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        return void res.end(text);
      }
      case 'reset':
        return void req.socket.resetAndDestroy();
      case 'hang':
        return;
      case 'stall':
        if (path !== '/v1/chat/completions') return sendJson(res, 500, { error: { message: `script gave stall for ${path}` } });
        return stall(res, body, reply);
      case 'html': {
        const page = reply.page ?? nginxPage(reply.status);
        res.writeHead(reply.status, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(page) });
        return void res.end(page);
      }
      case 'delay': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed && !res.writableEnded) answer(req, res, path, body, reply.then ?? { kind: 'completion' });
        }, reply.ms);
        timers.add(timer);
        res.on('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
        });
        return;
      }
    }
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    const text = await readBody(req);
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // recorded as text
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    const recorded: RecordedRequest = { method: req.method ?? '', path, query: Object.fromEntries(url.searchParams), headers, body };
    requests.push(recorded);
    res.on('close', () => {
      if (!res.writableEnded) recorded.abandonedAfter = requests.length;
    });
    if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/v1/embeddings')) {
      return sendJson(res, 404, { error: { message: `no route for ${req.method} ${path}` } });
    }
    if (options.contextWindow !== undefined && path === '/v1/chat/completions') {
      const tokens = serverPromptTokens(body);
      recorded.promptTokens = tokens;
      // As llama-server: a prompt that fills the window is refused before any script reply is used.
      if (tokens >= options.contextWindow) {
        return sendJson(res, 400, {
          error: {
            code: 400,
            message: `request (${tokens} tokens) exceeds the available context size (${options.contextWindow} tokens), try increasing it`,
            type: 'exceed_context_size_error',
            n_prompt_tokens: tokens,
            n_ctx: options.contextWindow,
          },
        });
      }
    }
    if (path === '/v1/chat/completions') {
      const refusal = streamRefusal(body, options.streaming ?? 'supported');
      if (refusal) return sendJson(res, 400, { error: { ...refusal, type: 'invalid_request_error' } });
    }
    const reply = queue.shift();
    if (!reply) return sendJson(res, 500, { error: { message: `script exhausted at request ${requests.length}` } });
    answer(req, res, path, body, reply);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    totals,
    remaining: () => queue.length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
