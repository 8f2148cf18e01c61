import { afterEach, describe, expect, it } from '@jest/globals';
import { startOpenAiServer, type OpenAiServer } from './openai-server.js';
import { until } from './timers.js';

const servers: OpenAiServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** `n` one-token words. */
function words(n: number): string {
  return `word${' word'.repeat(n - 1)}`;
}

async function post(server: OpenAiServer, body: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${server.baseUrl}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: await response.json() };
}

describe('the test server with a context window', () => {
  it('refuses a prompt that fills the window exactly as llama-server does, using no scripted reply', async () => {
    const server = await startOpenAiServer([{ kind: 'completion', content: 'ok' }], { contextWindow: 100 });
    servers.push(server);
    // 92 words + 5 for the message + 3 to open the reply: 100 tokens.
    const { status, json } = await post(server, { model: 'local', messages: [{ role: 'user', content: words(92) }], max_completion_tokens: 10 });
    expect(status).toBe(400);
    expect(json).toEqual({
      error: { code: 400, message: 'request (100 tokens) exceeds the available context size (100 tokens), try increasing it', type: 'exceed_context_size_error', n_prompt_tokens: 100, n_ctx: 100 },
    });
    expect(server.remaining()).toBe(1);
    expect(server.requests[0]!.promptTokens).toBe(100);
  });

  it('stops the reply where the window ends, with finish_reason length and counted usage', async () => {
    const server = await startOpenAiServer([{ kind: 'completion', content: words(100) }], { contextWindow: 100 });
    servers.push(server);
    const { status, json } = await post(server, { model: 'local', messages: [{ role: 'user', content: words(50) }], max_completion_tokens: 1_000 });
    expect(status).toBe(200);
    // 100 - 58 - 1 tokens of reply.
    expect(json.choices[0]).toMatchObject({ message: { content: words(41) }, finish_reason: 'length' });
    expect(json.usage).toEqual({ prompt_tokens: 58, completion_tokens: 41, total_tokens: 99 });
  });

  it('stops the reply at max_completion_tokens, and sends a reply that fits whole', async () => {
    const server = await startOpenAiServer([{ kind: 'completion', content: words(30) }, { kind: 'completion', content: words(30) }], { contextWindow: 1_000 });
    servers.push(server);
    const cut = await post(server, { model: 'local', messages: [{ role: 'user', content: 'hi' }], max_completion_tokens: 12 });
    expect(cut.json.choices[0]).toMatchObject({ message: { content: words(12) }, finish_reason: 'length' });
    const whole = await post(server, { model: 'local', messages: [{ role: 'user', content: 'hi' }], max_tokens: 100 });
    expect(whole.json.choices[0]).toMatchObject({ message: { content: words(30) }, finish_reason: 'stop' });
    expect(whole.json.usage).toEqual({ prompt_tokens: 9, completion_tokens: 30, total_tokens: 39 });
  });
});

/** The `data:` payloads of a streamed body, `[DONE]` as text and the rest parsed. */
function dataOf(text: string): unknown[] {
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((event) => event.replace(/^data: /, ''))
    .map((data) => (data === '[DONE]' ? data : JSON.parse(data)));
}

async function postRaw(server: OpenAiServer, body: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(`${server.baseUrl}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), ...(signal ? { signal } : {}) });
}

const CHAT = { model: 'gpt-x', messages: [{ role: 'user', content: 'hi there' }] };

describe('the test server streaming', () => {
  it('streams a reply as OpenAI does: role, reasoning and content a word at a time, finish, usage when asked, [DONE]', async () => {
    const server = await startOpenAiServer([{ kind: 'completion', content: 'ok then', reasoning: 'so', usage: { promptTokens: 5, completionTokens: 2 } }]);
    servers.push(server);
    const response = await postRaw(server, { ...CHAT, stream: true, stream_options: { include_usage: true } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const chunk = (delta: unknown, finish: string | null = null) => ({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'gpt-x', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], usage: null });
    expect(dataOf(await response.text())).toEqual([
      chunk({ role: 'assistant', content: '', refusal: null }),
      chunk({ reasoning_content: 'so' }),
      chunk({ content: 'ok ' }),
      chunk({ content: 'then' }),
      chunk({}, 'stop'),
      { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'gpt-x', choices: [], usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 } },
      '[DONE]',
    ]);
    expect(server.totals).toMatchObject({ completions: 1, promptTokens: 5, completionTokens: 2 });
  });

  it('sends no usage (and counts none) unless include_usage was asked', async () => {
    const server = await startOpenAiServer([{ kind: 'truncated', content: 'half' }]);
    servers.push(server);
    const data = dataOf(await (await postRaw(server, { ...CHAT, stream: true })).text());
    expect(data.at(-2)).toEqual({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'gpt-x', choices: [{ index: 0, delta: {}, logprobs: null, finish_reason: 'length' }] });
    expect(data).toHaveLength(4);
    expect(server.totals).toMatchObject({ completions: 1, promptTokens: 0, completionTokens: 0 });
  });

  it('refuses stream_options without stream, as OpenAI does, using no scripted reply', async () => {
    const server = await startOpenAiServer([{ kind: 'completion' }]);
    servers.push(server);
    const { status, json } = await post(server, { ...CHAT, stream_options: { include_usage: true } });
    expect([status, json]).toEqual([400, { error: { message: "The 'stream_options' parameter is only allowed when 'stream' is enabled.", param: 'stream_options', code: 'invalid_value', type: 'invalid_request_error' } }]);
    expect(server.remaining()).toBe(1);
  });

  it.each([
    ['no-stream-options', { ...CHAT, stream: true, stream_options: { include_usage: true } }, { message: 'Unrecognized request argument supplied: stream_options', param: null, code: null }],
    ['refused', { ...CHAT, stream: true }, { message: "Unsupported value: 'stream' does not support true with this model. Supported values are: false.", param: 'stream', code: 'unsupported_value' }],
  ] as const)('as a server with streaming %s, refuses what it does not take and answers the rest', async (streaming, refused, error) => {
    const server = await startOpenAiServer([{ kind: 'completion', content: 'fine' }], { streaming });
    servers.push(server);
    expect(await post(server, refused)).toEqual({ status: 400, json: { error: { ...error, type: 'invalid_request_error' } } });
    const accepted = streaming === 'refused' ? CHAT : { ...CHAT, stream: true };
    const response = await postRaw(server, accepted);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('fine');
  });

  it('as a server ignoring stream, sends a whole reply to a streamed request', async () => {
    const server = await startOpenAiServer([{ kind: 'completion', content: 'whole' }], { streaming: 'ignored' });
    servers.push(server);
    const response = await postRaw(server, { ...CHAT, stream: true, stream_options: { include_usage: true } });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toMatchObject({ object: 'chat.completion', choices: [{ message: { content: 'whole' } }], usage: { prompt_tokens: 2, completion_tokens: 1 } });
  });

  it('hangs: takes the request and sends nothing, not even headers, until the client gives up', async () => {
    const server = await startOpenAiServer([{ kind: 'hang' }]);
    servers.push(server);
    const controller = new AbortController();
    const response = postRaw(server, { ...CHAT, stream: true }, controller.signal).then(() => 'answered', (e: unknown) => (e as Error).name);
    await until(() => server.requests.length === 1);
    controller.abort();
    expect(await response).toBe('AbortError');
  });

  it('stalls a stream after its first chunks, leaving the connection open', async () => {
    const server = await startOpenAiServer([{ kind: 'stall', after: 2, reply: { kind: 'completion', content: 'one two three' } }]);
    servers.push(server);
    const controller = new AbortController();
    const response = await postRaw(server, { ...CHAT, stream: true }, controller.signal);
    const reader = response.body!.getReader();
    let text = '';
    while (text.split('\n\n').length < 3) text += new TextDecoder().decode((await reader.read()).value);
    expect(dataOf(text).map((c: any) => c.choices[0].delta)).toEqual([{ role: 'assistant', content: '', refusal: null }, { content: 'one ' }]);
    const next = reader.read().then(() => 'more', (e: unknown) => (e as Error).name);
    controller.abort();
    expect(await next).toBe('AbortError');
  });

  it('sends an HTML error page as nginx does', async () => {
    const server = await startOpenAiServer([{ kind: 'html', status: 501 }]);
    servers.push(server);
    const response = await postRaw(server, CHAT);
    expect([response.status, response.headers.get('content-type')]).toEqual([501, 'text/html']);
    expect(await response.text()).toBe(
      '<html>\r\n<head><title>501 Not Implemented</title></head>\r\n<body>\r\n<center><h1>501 Not Implemented</h1></center>\r\n<hr><center>nginx/1.25.3</center>\r\n</body>\r\n</html>\r\n',
    );
  });
});
