/**
 * Streamed chat completions. A `stream: true` reply is server-sent events, `data: {chunk}` each and
 * `data: [DONE]` last; its chunks are assembled into the body a non-streamed reply would have had
 * (content, finish reason, usage, model), so the same checks (`readCompletion`) read both. Every
 * chunk is a sign of progress for the caller's timeout: the role chunk a server sends when the
 * model starts, a token of the answer or of the reasoning (`reasoning_content`, `reasoning`), the
 * finish, the usage. A comment line (`: keep-alive`) is not. A server that answers a streamed
 * request with a whole JSON body is read as it is. The decoder and the assembler are pure.
 */
import { describeError } from './retry.js';
import { isObject, MalformedResponseError, preview } from './replies.js';

type JsonObject = Record<string, unknown>;

export interface SseEvent {
  /** The `event:` field, when the server gave one. */
  event: string | undefined;
  /** The `data:` lines, joined by newlines. */
  data: string;
}

/**
 * Splits server-sent events out of text arriving in pieces, as the WHATWG rules say: lines end in
 * LF, CRLF or CR; a blank line ends an event; `data:` lines add to its data (one space after the
 * colon dropped); lines starting with a colon are comments.
 */
export class SseDecoder {
  private buffer = '';
  private data: string[] = [];
  private event: string | undefined;

  /** The events `text` completes. */
  push(text: string): SseEvent[] {
    this.buffer += text;
    const events: SseEvent[] = [];
    for (;;) {
      const end = this.buffer.search(/\r\n|\r|\n/);
      if (end < 0) break;
      // A CR last in the buffer may be the first half of a CRLF: wait for the next piece.
      if (this.buffer[end] === '\r' && end === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + (this.buffer.startsWith('\r\n', end) ? 2 : 1));
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  /** The event left when the text ended without its blank line, if any. */
  end(): SseEvent[] {
    const rest = this.buffer;
    this.buffer = '';
    const events: SseEvent[] = [];
    if (rest !== '') {
      const event = this.line(rest.replace(/\r$/, ''));
      if (event) events.push(event);
    }
    const last = this.line('');
    return last ? [...events, last] : events;
  }

  private line(line: string): SseEvent | undefined {
    if (line === '') {
      const event = this.data.length ? { event: this.event, data: this.data.join('\n') } : undefined;
      this.data = [];
      this.event = undefined;
      return event;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    return undefined;
  }
}

/** A streamed reply that ended before it was whole (no `[DONE]` and no finish reason): retried like a dropped connection. */
export class StreamCutError extends Error {
  constructor(label: string, chunks: number) {
    super(`${label} was cut off: the stream ended after ${chunks} chunk${chunks === 1 ? '' : 's'}, before a finish reason or [DONE]`);
    this.name = 'StreamCutError';
  }
}

/** Builds the body of a non-streamed completion from the chunks of a streamed one. */
export class ChunkAssembler {
  private content = '';
  private reasoningChars = 0;
  private sawChoice = false;
  private finishReason: string | undefined;
  private usage: JsonObject | undefined;
  private model: string | undefined;
  private error: unknown;
  /** Chunks added so far. */
  chunks = 0;

  constructor(private readonly label: string) {}

  /** Characters of answer and reasoning so far. */
  get received(): number {
    return this.content.length + this.reasoningChars;
  }

  /** The stream said it was done: a finish reason arrived, or an error. */
  get finished(): boolean {
    return this.finishReason !== undefined || this.error !== undefined;
  }

  /** The stream carried an error: nothing after it is read. */
  get failed(): boolean {
    return this.error !== undefined;
  }

  /** Adds one chunk (the parsed JSON of one event), or says what is wrong with it. */
  add(chunk: unknown): void {
    this.chunks++;
    if (!isObject(chunk)) throw new MalformedResponseError(`${this.label} sent a stream chunk that is not an object: ${preview(chunk)}`);
    if (chunk.error !== undefined && chunk.error !== null) {
      this.error = chunk.error;
      return;
    }
    // Azure OpenAI's first chunk (its prompt filter results) has an empty model and no choices.
    if (typeof chunk.model === 'string' && chunk.model !== '' && this.model === undefined) this.model = chunk.model;
    if (isObject(chunk.usage)) this.usage = chunk.usage;
    const { choices } = chunk;
    if (choices === undefined || choices === null) {
      if (!isObject(chunk.usage)) throw new MalformedResponseError(`${this.label} sent a stream chunk without a 'choices' list: ${preview(chunk)}`);
      return;
    }
    if (!Array.isArray(choices)) throw new MalformedResponseError(`${this.label} sent a stream chunk whose 'choices' is not a list: ${preview(chunk)}`);
    for (const choice of choices) this.addChoice(choice);
  }

  private addChoice(choice: unknown): void {
    if (!isObject(choice)) throw new MalformedResponseError(`${this.label} sent a stream choice that is not an object: ${preview(choice)}`);
    // One reply is asked for (n = 1): any other index is not it.
    if (choice.index !== undefined && choice.index !== null && choice.index !== 0) return;
    this.sawChoice = true;
    if (typeof choice.finish_reason === 'string') this.finishReason = choice.finish_reason;
    const { delta } = choice;
    if (delta === undefined || delta === null) return;
    if (!isObject(delta)) throw new MalformedResponseError(`${this.label} sent a stream choice whose delta is not an object: ${preview(choice)}`);
    const { content } = delta;
    if (typeof content === 'string') this.content += content;
    else if (content !== undefined && content !== null) throw new MalformedResponseError(`${this.label} returned message content that is not text: ${preview(content)}`);
    for (const key of ['reasoning_content', 'reasoning'] as const) {
      const reasoning = delta[key];
      if (typeof reasoning === 'string') this.reasoningChars += reasoning.length;
    }
  }

  /** The body a non-streamed reply would have had. */
  body(): JsonObject {
    return {
      object: 'chat.completion',
      ...(this.model !== undefined ? { model: this.model } : {}),
      choices: this.sawChoice ? [{ index: 0, message: { role: 'assistant', content: this.content }, finish_reason: this.finishReason ?? null }] : [],
      ...(this.usage ? { usage: this.usage } : {}),
      ...(this.error !== undefined ? { error: this.error } : {}),
    };
  }
}

/** What the reply to a streamed request was. */
export interface ChatReply {
  /** A completion body: assembled from the stream, or as the server sent it (parsed JSON, or text). */
  body: unknown;
  /** False when the server answered with a whole body instead of a stream. */
  streamed: boolean;
}

/** What reading a reply reports as it goes. */
export interface ReplyProgress {
  /** Something of the answer arrived. */
  alive(): void;
  /** Characters of answer and reasoning received so far. */
  received?(chars: number): void;
}

const EVENT_STREAM = /^\s*text\/event-stream\b/i;
const JSON_TYPE = /^\s*application\/(?:[\w.+-]*\+)?json\b/i;
/** A body without the event-stream type that still reads as one (`data:` or a comment first). */
const LOOKS_LIKE_EVENTS = /^\uFEFF?\s*(?:data|event|id|retry)?:/;

/** Feeds one event to the assembler; true when the stream is over (`[DONE]` or an error). */
function takeEvent(event: SseEvent, assembler: ChunkAssembler, label: string, progress: ReplyProgress): boolean {
  if (event.data.trim() === '[DONE]') return true;
  let chunk: unknown;
  try {
    chunk = JSON.parse(event.data);
  } catch (error) {
    throw new MalformedResponseError(`${label} sent a stream chunk that is not valid JSON (${describeError(error)}): ${preview(event.data)}`, { cause: error });
  }
  assembler.add(chunk);
  progress.alive();
  progress.received?.(assembler.received);
  return assembler.failed;
}

function streamedBody(assembler: ChunkAssembler, done: boolean, label: string): ChatReply {
  if (!done && !assembler.finished) throw new StreamCutError(label, assembler.chunks);
  return { body: assembler.body(), streamed: true };
}

/** A whole body that came instead of a stream: parsed JSON, events after all, or text. */
function wholeBody(text: string, contentType: string, label: string, progress: ReplyProgress): ChatReply {
  if (!JSON_TYPE.test(contentType) && LOOKS_LIKE_EVENTS.test(text)) {
    const decoder = new SseDecoder();
    const assembler = new ChunkAssembler(label);
    let done = false;
    for (const event of [...decoder.push(text), ...decoder.end()]) {
      if (takeEvent(event, assembler, label, progress)) {
        done = true;
        break;
      }
    }
    return streamedBody(assembler, done, label);
  }
  if (JSON_TYPE.test(contentType) || /^\s*[{[]/.test(text)) {
    try {
      return { body: JSON.parse(text), streamed: false };
    } catch (error) {
      if (JSON_TYPE.test(contentType)) {
        throw new MalformedResponseError(`${label} returned a body that is not valid JSON (${describeError(error)})`, { cause: error });
      }
    }
  }
  return { body: text, streamed: false };
}

/**
 * Reads the reply to a streamed chat request as it arrives, calling `progress.alive` for each chunk
 * (each piece of a whole body), until `[DONE]`, an error chunk, or the end of the body. A stream
 * that ends before its finish reason or `[DONE]` is a `StreamCutError`.
 */
export async function readChatReply(response: Response, label: string, progress: ReplyProgress): Promise<ChatReply> {
  const contentType = response.headers.get('content-type') ?? '';
  const reader = response.body?.getReader();
  if (!reader) return wholeBody('', contentType, label, progress);
  const text = new TextDecoder();
  const streaming = EVENT_STREAM.test(contentType);
  const decoder = new SseDecoder();
  const assembler = new ChunkAssembler(label);
  let whole = '';
  let over = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const piece = text.decode(value, { stream: true });
      if (!streaming) {
        whole += piece;
        progress.alive();
        continue;
      }
      for (const event of decoder.push(piece)) {
        if (takeEvent(event, assembler, label, progress)) {
          over = true;
          break;
        }
      }
      if (over) return streamedBody(assembler, true, label);
    }
    const rest = text.decode();
    if (!streaming) return wholeBody(whole + rest, contentType, label, progress);
    for (const event of [...decoder.push(rest), ...decoder.end()]) {
      if (takeEvent(event, assembler, label, progress)) {
        over = true;
        break;
      }
    }
    return streamedBody(assembler, over, label);
  } finally {
    // Stops the body (a server may keep it open after [DONE]) and frees the connection.
    reader.cancel().catch(() => undefined);
  }
}
