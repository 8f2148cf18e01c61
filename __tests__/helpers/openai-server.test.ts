import { afterEach, describe, expect, it } from '@jest/globals';
import { startOpenAiServer, type OpenAiServer } from './openai-server.js';

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
