import { describe, expect, it } from '@jest/globals';
import { MalformedResponseError, readCompletion } from '../../src/llm/replies.js';
import { ChunkAssembler, readChatReply, SseDecoder, StreamCutError } from '../../src/llm/stream.js';

const LABEL = 'chat completion (model m)';

/** A chunk as OpenAI streams it. */
function chunk(delta: Record<string, unknown>, finish: string | null = null, extra: Record<string, unknown> = {}) {
  return { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'gpt-x', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], ...extra };
}

/** A response whose body arrives in `pieces`. */
function response(pieces: readonly string[], contentType: string | null = 'text/event-stream; charset=utf-8'): Response {
  const bytes = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(bytes.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: contentType === null ? {} : { 'content-type': contentType } });
}

function events(...chunks: unknown[]): string[] {
  return chunks.map((c) => `data: ${typeof c === 'string' ? c : JSON.stringify(c)}\n\n`);
}

describe('SseDecoder', () => {
  it('splits events out of pieces cut anywhere, CRLF, CR or LF, skipping comments', () => {
    const decoder = new SseDecoder();
    const text = ': keep-alive\r\n\r\ndata: {"a":1}\r\n\r\ndata:{"b":2}\r\revent: note\ndata: first\ndata:  second\n\nid: 7\nretry: 10\n\ndata: [DONE]\n\n';
    const found = [];
    for (let i = 0; i < text.length; i += 3) found.push(...decoder.push(text.slice(i, i + 3)));
    found.push(...decoder.end());
    expect(found).toEqual([
      { event: undefined, data: '{"a":1}' },
      { event: undefined, data: '{"b":2}' },
      { event: 'note', data: 'first\n second' },
      { event: undefined, data: '[DONE]' },
    ]);
  });

  it('gives the last event when the text ends without its blank line', () => {
    const decoder = new SseDecoder();
    expect(decoder.push('data: x\n\ndata: y')).toEqual([{ event: undefined, data: 'x' }]);
    expect(decoder.end()).toEqual([{ event: undefined, data: 'y' }]);
  });

  it('takes a field without a colon as an empty value', () => {
    const decoder = new SseDecoder();
    expect(decoder.push('data\n\n')).toEqual([{ event: undefined, data: '' }]);
  });
});

describe('ChunkAssembler', () => {
  it("builds a non-streamed reply's body from the chunks: content, finish reason, usage, model", () => {
    const assembler = new ChunkAssembler(LABEL);
    assembler.add(chunk({ role: 'assistant', content: '', refusal: null }, null, { usage: null }));
    assembler.add(chunk({ reasoning_content: 'think ' }, null, { usage: null }));
    assembler.add(chunk({ reasoning: 'more' }, null, { usage: null }));
    assembler.add(chunk({ content: 'Hello' }, null, { usage: null }));
    assembler.add(chunk({ content: ', world' }, null, { usage: null }));
    expect([assembler.received, assembler.finished]).toEqual([22, false]);
    assembler.add(chunk({}, 'stop', { usage: null }));
    assembler.add({ id: 'chatcmpl-1', object: 'chat.completion.chunk', model: 'gpt-x', choices: [], usage: { prompt_tokens: 9, completion_tokens: 3, total_tokens: 12 } });
    expect(assembler.finished).toBe(true);
    expect(assembler.chunks).toBe(7);
    expect(assembler.body()).toEqual({
      object: 'chat.completion',
      model: 'gpt-x',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Hello, world' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 9, completion_tokens: 3, total_tokens: 12 },
    });
    expect(readCompletion(assembler.body(), LABEL, 40)).toEqual({
      text: 'Hello, world',
      usage: { promptTokens: 9, completionTokens: 3 },
      finishReason: 'stop',
      truncated: false,
      usageEstimated: false,
      model: 'gpt-x',
    });
  });

  it('reads a stream without usage the way a reply without usage is read (estimated), and ignores other choices', () => {
    const assembler = new ChunkAssembler(LABEL);
    assembler.add(chunk({ content: 'x'.repeat(40) }));
    assembler.add({ choices: [{ index: 1, delta: { content: 'other' }, finish_reason: 'stop' }] });
    assembler.add({ choices: [{ delta: {}, finish_reason: 'length' }] });
    expect(readCompletion(assembler.body(), LABEL, 8)).toEqual({
      text: 'x'.repeat(40),
      usage: { promptTokens: 2, completionTokens: 10 },
      finishReason: 'length',
      truncated: true,
      usageEstimated: true,
      model: 'gpt-x',
    });
  });

  it("takes the model from the first chunk naming one (Azure OpenAI's first chunk, its prompt filter results, names none)", () => {
    const assembler = new ChunkAssembler(LABEL);
    assembler.add({ choices: [], created: 0, id: '', model: '', object: '', prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }] });
    assembler.add({ ...chunk({ content: 'hi' }, 'stop'), model: 'gpt-4o-2024-08-06' });
    expect(assembler.body()).toMatchObject({ model: 'gpt-4o-2024-08-06', choices: [{ message: { content: 'hi' } }] });
  });

  it('gives a body readCompletion reports as having no choices when only usage came', () => {
    const assembler = new ChunkAssembler(LABEL);
    assembler.add({ choices: [], usage: { prompt_tokens: 1, completion_tokens: 0 } });
    expect(() => readCompletion(assembler.body(), LABEL, 1)).toThrow(`${LABEL} returned no choices (an empty 'choices' list)`);
  });

  it('keeps an error chunk, which readCompletion reports', () => {
    const assembler = new ChunkAssembler(LABEL);
    assembler.add(chunk({ content: 'partial' }));
    assembler.add({ error: { message: 'The server had an error while processing your request.', type: 'server_error' } });
    expect([assembler.failed, assembler.finished]).toEqual([true, true]);
    expect(() => readCompletion(assembler.body(), LABEL, 1)).toThrow(
      `${LABEL} returned an error in a successful reply: {"message":"The server had an error while processing your request.","type":"server_error"}`,
    );
  });

  it.each<[string, unknown, string]>([
    ['a chunk that is not an object', [1], `${LABEL} sent a stream chunk that is not an object: [1]`],
    ['a chunk with neither choices nor usage', { id: 'x' }, `${LABEL} sent a stream chunk without a 'choices' list: {"id":"x"}`],
    ['choices that are not a list', { choices: { index: 0 } }, `${LABEL} sent a stream chunk whose 'choices' is not a list: {"choices":{"index":0}}`],
    ['a choice that is not an object', { choices: ['x'] }, `${LABEL} sent a stream choice that is not an object: x`],
    ['a delta that is not an object', { choices: [{ index: 0, delta: 'x' }] }, `${LABEL} sent a stream choice whose delta is not an object: {"index":0,"delta":"x"}`],
    ['content that is not text', chunk({ content: { parts: [] } }), `${LABEL} returned message content that is not text: {"parts":[]}`],
  ])('reports %s', (_, bad, message) => {
    const assembler = new ChunkAssembler(LABEL);
    expect(() => assembler.add(bad)).toThrow(new MalformedResponseError(message));
  });
});

describe('readChatReply', () => {
  function progress() {
    const seen = { alive: 0, received: [] as number[] };
    return { seen, progress: { alive: () => void seen.alive++, received: (n: number) => void seen.received.push(n) } };
  }

  it('reads a stream to [DONE], a sign of progress per chunk and none per comment', async () => {
    const { seen, progress: p } = progress();
    const pieces = [': OPENROUTER PROCESSING\n\n', ...events(chunk({ role: 'assistant', content: '' }), chunk({ content: 'ok' }), chunk({}, 'stop'), '[DONE]')];
    const reply = await readChatReply(response(pieces.join('').match(/[\s\S]{1,7}/g)!), LABEL, p);
    expect(reply).toEqual({ streamed: true, body: { object: 'chat.completion', model: 'gpt-x', choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }] } });
    expect(seen).toEqual({ alive: 3, received: [0, 2, 2] });
  });

  it('stops reading at [DONE] even if the body goes on', async () => {
    const { progress: p } = progress();
    const reply = await readChatReply(response([...events(chunk({ content: 'a' }, 'stop'), '[DONE]'), 'data: not json\n\n']), LABEL, p);
    expect(reply.streamed).toBe(true);
  });

  it('accepts a stream that ends after its finish reason without [DONE]', async () => {
    const { progress: p } = progress();
    const reply = await readChatReply(response(events(chunk({ content: 'a' }), chunk({}, 'stop'))), LABEL, p);
    expect(reply.body).toMatchObject({ choices: [{ message: { content: 'a' }, finish_reason: 'stop' }] });
  });

  it('reports a stream cut off before its finish reason or [DONE], to be retried', async () => {
    const { progress: p } = progress();
    await expect(readChatReply(response(events(chunk({ content: 'half' }))), LABEL, p)).rejects.toThrow(
      new StreamCutError(LABEL, 1),
    );
    await expect(readChatReply(response([]), LABEL, p)).rejects.toThrow(`${LABEL} was cut off: the stream ended after 0 chunks, before a finish reason or [DONE]`);
  });

  it('stops at an error chunk', async () => {
    const { progress: p } = progress();
    const reply = await readChatReply(response([...events({ error: { message: 'overloaded' } }), 'data: {"never": "read"\n\n']), LABEL, p);
    expect(reply.body).toEqual({ object: 'chat.completion', choices: [], error: { message: 'overloaded' } });
  });

  it('reports a chunk that is not JSON', async () => {
    const { progress: p } = progress();
    await expect(readChatReply(response(['data: {"choices": [\n\n']), LABEL, p)).rejects.toThrow(/^chat completion \(model m\) sent a stream chunk that is not valid JSON \(.*\): \{"choices": \[$/);
  });

  it('reads a whole JSON body sent instead of a stream, as it is', async () => {
    const { seen, progress: p } = progress();
    const body = { object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: 'whole' }, finish_reason: 'stop' }] };
    const text = JSON.stringify(body);
    expect(await readChatReply(response([text.slice(0, 10), text.slice(10)], 'application/json'), LABEL, p)).toEqual({ body, streamed: false });
    expect(seen.alive).toBe(2);
    await expect(readChatReply(response(['{"id": "chatcmpl-x", "choices": ['], 'application/json'), LABEL, p)).rejects.toThrow(
      /^chat completion \(model m\) returned a body that is not valid JSON \(/,
    );
  });

  it('reads events sent without their content type, and text as text', async () => {
    const { progress: p } = progress();
    const streamed = await readChatReply(response([...events(chunk({ content: 'hi' }, 'stop'), '[DONE]')], 'text/plain'), LABEL, p);
    expect(streamed).toMatchObject({ streamed: true, body: { choices: [{ message: { content: 'hi' } }] } });
    expect(await readChatReply(response(['{"choices": []}'], null), LABEL, p)).toEqual({ body: { choices: [] }, streamed: false });
    expect(await readChatReply(response(['<html>oops</html>'], 'text/html'), LABEL, p)).toEqual({ body: '<html>oops</html>', streamed: false });
  });
});
