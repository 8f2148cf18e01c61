import { afterEach, describe, expect, it } from '@jest/globals';
import {
  defaultTokenLimitParameter,
  LlmClient,
  LlmRequestError,
  MalformedResponseError,
  priceFor,
  TokenBudgetExceeded,
  type ChatMessage,
  type LlmClientOptions,
} from '../../src/llm/client.js';
import { readOverflow } from '../../src/llm/overflow.js';
import { DeadlineExceededError, RetriesExhaustedError } from '../../src/llm/retry.js';
import { CUT_MARK } from '../../src/llm/error-text.js';
import { fakeEmbedding, startOpenAiServer, type OpenAiServer, type OpenAiServerOptions, type Reply, type StreamingSupport } from '../helpers/openai-server.js';
import { manualTimers, steppedClock, until } from '../helpers/timers.js';

const START = Date.parse('2025-03-01T12:00:00Z');
const MESSAGES: ChatMessage[] = [
  { role: 'system', content: 'You are a test.' },
  { role: 'user', content: 'Say ok please' },
];

let server: OpenAiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A reply that never comes: the server holds the request until the client gives up on it. */
const HUNG: Reply = { kind: 'delay', ms: 3_600_000 };

/**
 * A client for a server started from `script`, with a clock that moves only when the client sleeps
 * and attempt timeouts that fire only when the test fires them.
 */
async function setup(script: Reply[], options: Partial<LlmClientOptions> = {}, serverOptions: OpenAiServerOptions = {}) {
  server = await startOpenAiServer(script, serverOptions);
  const sleeps: number[] = [];
  const timers = manualTimers();
  let now = START;
  const client = new LlmClient({
    apiKey: 'sk-test',
    baseURL: server.baseUrl,
    model: 'test-model',
    maxTokensPerRun: 100_000,
    maxAttempts: 3,
    timing: {
      now: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
      random: () => 0.5,
      schedule: timers.schedule,
    },
    ...options,
  });
  return { client, server, sleeps, timers };
}

describe('LlmClient.complete', () => {
  it('sends an OpenAI-shaped request and reads the reply', async () => {
    const { client, server, sleeps } = await setup([{ kind: 'completion', content: 'ok then', usage: { promptTokens: 12, completionTokens: 2 } }]);
    const reply = await client.complete({ messages: MESSAGES, maxTokens: 50, temperature: 0.2, responseFormat: { type: 'json_object' } });
    expect(reply).toEqual({
      text: 'ok then',
      usage: { promptTokens: 12, completionTokens: 2 },
      finishReason: 'stop',
      truncated: false,
      usageEstimated: false,
      model: 'test-model',
    });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body).toEqual({
      model: 'test-model',
      messages: MESSAGES,
      // A server other than OpenAI's gets the limit under both names (Ollama reads only max_tokens).
      max_completion_tokens: 50,
      max_tokens: 50,
      temperature: 0.2,
      response_format: { type: 'json_object' },
      // Streamed, so that the request timeout bounds the wait for the first token, not for the whole reply.
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(sleeps).toEqual([]);
    expect(client.usage()).toMatchObject({ calls: 1, requests: 1, promptTokens: 12, completionTokens: 2, totalTokens: 14 });
  });

  it("leaves out a reasoning model's leading <think> block (a draft there is not the answer), and gives nothing for a reply cut off while thinking", async () => {
    const { client } = await setup([
      { kind: 'completion', content: '<think>\nMaybe {"a": 1}? Or a ** b.\n</think>\n\n{"plan": "real"}' },
      { kind: 'completion', content: '  <thinking>draft</thinking>answer' },
      { kind: 'completion', content: '<think>\nstill going', finishReason: 'length' },
      { kind: 'completion', content: 'code with <think>tags</think> inside' },
    ]);
    expect((await client.complete({ messages: MESSAGES })).text).toBe('{"plan": "real"}');
    expect((await client.complete({ messages: MESSAGES })).text).toBe('answer');
    expect(await client.complete({ messages: MESSAGES })).toMatchObject({ text: '', truncated: true });
    expect((await client.complete({ messages: MESSAGES })).text).toBe('code with <think>tags</think> inside');
  });

  it('retries a 429 after the Retry-After the server asked for', async () => {
    const { client, server, sleeps } = await setup([
      { kind: 'error', status: 429, retryAfter: '2', message: 'Rate limit reached' },
      { kind: 'completion', content: 'after the wait' },
    ]);
    await expect(client.complete({ messages: MESSAGES })).resolves.toMatchObject({ text: 'after the wait' });
    expect(sleeps).toEqual([2000]);
    expect(server.requests).toHaveLength(2);
    expect(client.usage()).toMatchObject({ calls: 1, requests: 2 });
  });

  it('honours a Retry-After given as an HTTP date', async () => {
    const { client, sleeps } = await setup([
      { kind: 'error', status: 503, retryAfter: new Date(START + 3000).toUTCString() },
      { kind: 'completion' },
    ]);
    await client.complete({ messages: MESSAGES });
    expect(sleeps).toEqual([3000]);
  });

  it('retries 5xx with jittered backoff until it succeeds', async () => {
    const { client, server, sleeps } = await setup([
      { kind: 'error', status: 500 },
      { kind: 'error', status: 502 },
      { kind: 'completion', content: 'third time' },
    ]);
    await expect(client.complete({ messages: MESSAGES })).resolves.toMatchObject({ text: 'third time' });
    expect(sleeps).toEqual([500, 1000]);
    expect(server.requests).toHaveLength(3);
  });

  it('retries a connection reset', async () => {
    const { client, server } = await setup([{ kind: 'reset' }, { kind: 'completion', content: 'reconnected' }]);
    await expect(client.complete({ messages: MESSAGES })).resolves.toMatchObject({ text: 'reconnected' });
    expect(server.requests).toHaveLength(2);
  });

  it('names the attempts when 5xx never stops', async () => {
    const { client, server } = await setup([
      { kind: 'error', status: 500, message: 'upstream exploded' },
      { kind: 'error', status: 500, message: 'upstream exploded' },
      { kind: 'error', status: 503, message: 'still down' },
    ]);
    const error = await client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetriesExhaustedError);
    expect((error as Error).message).toBe(
      `chat completion (model test-model at ${server.baseUrl}) failed after 3 attempts (the limit): 503 still down`,
    );
    expect(server.requests).toHaveLength(3);
    expect(client.usage()).toMatchObject({ calls: 0, requests: 3, totalTokens: 0 });
  });

  it.each([
    [401, 'Incorrect API key provided'],
    [403, 'Project does not have access'],
    [404, 'The model does not exist'],
    [400, 'Invalid messages'],
  ])('does not retry %i', async (status, message) => {
    const { client, server, sleeps } = await setup([{ kind: 'error', status, message }, { kind: 'completion' }]);
    const error = await client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmRequestError);
    expect((error as LlmRequestError).status).toBe(status);
    expect((error as Error).message).toBe(
      `chat completion (model test-model at ${server.baseUrl}) failed: ${status} ${message} (not retried: the server refused the request)`,
    );
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("reads an error body without OpenAI's `error` wrapper (older vLLM, SGLang, TensorRT-LLM), so an overflow is recognised", async () => {
    const body = { object: 'error', message: "This model's maximum context length is 8192 tokens. However, you requested 10250 tokens.", type: 'BadRequestError', code: 400 };
    const { client, server } = await setup([{ kind: 'error', status: 400, body }]);
    const error = await client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `chat completion (model test-model at ${server.baseUrl}) failed: 400 This model's maximum context length is 8192 tokens. However, you requested 10250 tokens. (not retried: the server refused the request)`,
    );
    expect(readOverflow(error)).toMatchObject({ message: body.message, contextTokens: 8192 });
  });

  it('times out a slow call and retries it', async () => {
    const { client, server, sleeps, timers } = await setup([HUNG, { kind: 'completion', content: 'fast now' }], { timeoutMs: 150 });
    const reply = client.complete({ messages: MESSAGES });
    await until(() => server.requests.length === 1);
    expect(timers.fireAll()).toBe(1);
    await expect(reply).resolves.toMatchObject({ text: 'fast now' });
    expect(server.requests).toHaveLength(2);
    // The second attempt's timeout, started again at each of its five chunks (role, 'fast ', 'now', finish, usage).
    expect(timers.scheduled).toEqual([150, 150, 150, 150, 150, 150, 150]);
    expect(timers.pending()).toBe(0);
    expect(sleeps).toEqual([500]);
  });

  it('reports the timeout when every attempt is too slow', async () => {
    const { client, server, timers } = await setup([HUNG, HUNG], { timeoutMs: 100, maxAttempts: 2 });
    const reply = client.complete({ messages: MESSAGES });
    const error = reply.catch((e: unknown) => e);
    for (const count of [1, 2]) {
      await until(() => server.requests.length === count);
      expect(timers.fireAll()).toBe(1);
    }
    expect(await error).toBeInstanceOf(RetriesExhaustedError);
    expect((await error as Error).message).toBe(
      `chat completion (model test-model at ${server.baseUrl}) failed after 2 attempts (the limit): ` +
        `chat completion (model test-model at ${server.baseUrl}): the model server sent nothing for 0.1 s (request-timeout-seconds; attempt 2)`,
    );
  });

  it('stops at the run deadline instead of waiting past it', async () => {
    const { client, server, sleeps } = await setup([{ kind: 'error', status: 429, retryAfter: '30' }, { kind: 'completion' }], {
      deadline: START + 10_000,
    });
    const error = await client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect((error as Error).message).toMatch(/stopped after 1 attempt: waiting 30000 ms for attempt 2 would pass the total deadline \(10000 ms left\)/);
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('makes no call once the run deadline has passed', async () => {
    const { client, server } = await setup([{ kind: 'completion' }], { deadline: START - 1 });
    await expect(client.complete({ messages: MESSAGES })).rejects.toThrow(/stopped after 0 attempts: the total deadline has passed/);
    expect(server.requests).toHaveLength(0);
  });

  it('cuts a slow call short at the run deadline', async () => {
    const { client, server, timers } = await setup([HUNG], { deadline: START + 200 });
    const error = client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    await until(() => server.requests.length === 1);
    expect(timers.scheduled).toEqual([200]);
    timers.fireAll();
    expect(await error).toBeInstanceOf(DeadlineExceededError);
    expect((await error as Error).message).toBe(
      `chat completion (model test-model at ${server.baseUrl}) stopped after 1 attempt: the total deadline was reached during attempt 1; ` +
        `last error: chat completion (model test-model at ${server.baseUrl}) timed out after 200 ms (attempt 1)`,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('flags a reply truncated by the token limit', async () => {
    const { client } = await setup([{ kind: 'truncated', content: 'half a senten', usage: { promptTokens: 10, completionTokens: 50 } }]);
    const reply = await client.complete({ messages: MESSAGES, maxTokens: 50 });
    expect(reply).toMatchObject({ text: 'half a senten', finishReason: 'length', truncated: true });
    expect(client.usage()).toMatchObject({ truncatedReplies: 1, completionTokens: 50 });
  });

  it('reports a body that is not JSON, without retrying', async () => {
    const { client, server } = await setup([{ kind: 'malformed' }, { kind: 'completion' }]);
    const error = await client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toMatch(/^chat completion \(model test-model at .*\) returned a body that is not valid JSON \(/);
    expect(server.requests).toHaveLength(1);
  });

  it.each<[string, unknown, RegExp]>([
    ['missing choices', { object: 'chat.completion', usage: { prompt_tokens: 1, completion_tokens: 1 } }, /returned a reply without a 'choices' list: \{"object"/],
    ['empty choices', { object: 'chat.completion', choices: [] }, /returned no choices \(an empty 'choices' list\)$/],
    ['a choice without a message', { choices: [{ index: 0, finish_reason: 'stop' }] }, /returned a choice without a message/],
    ['content that is not text', { choices: [{ message: { role: 'assistant', content: { parts: [] } } }] }, /returned message content that is not text/],
    ['an error inside a 200', { error: { message: 'overloaded' } }, /returned an error in a successful reply: \{"message":"overloaded"\}/],
    ['a bare list', [1, 2], /returned \[1,2\] instead of a completion object/],
  ])('reports %s', async (_, body, message) => {
    const { client } = await setup([{ kind: 'raw', body }]);
    const error = await client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toMatch(message);
    expect(client.usage().calls).toBe(0);
  });

  it('drops temperature for a model that rejects it, once and for the rest of the run', async () => {
    const { client, server, sleeps } = await setup([
      {
        kind: 'error',
        status: 400,
        param: 'temperature',
        message: "Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.",
      },
      { kind: 'completion', content: 'first' },
      { kind: 'completion', content: 'second' },
    ]);
    await expect(client.complete({ messages: MESSAGES, temperature: 0.2 })).resolves.toMatchObject({ text: 'first' });
    await expect(client.complete({ messages: MESSAGES, temperature: 0.2 })).resolves.toMatchObject({ text: 'second' });
    expect(server.requests.map((r) => r.body.temperature)).toEqual([0.2, undefined, undefined]);
    expect(sleeps).toEqual([]);
  });

  it('tries the other token-limit name when the server does not know the first', async () => {
    const { client, server } = await setup([
      { kind: 'error', status: 400, message: "Unrecognized request argument supplied: max_completion_tokens" },
      { kind: 'completion' },
      { kind: 'completion' },
    ]);
    await client.complete({ messages: MESSAGES, maxTokens: 64 });
    await client.complete({ messages: MESSAGES, maxTokens: 32 });
    expect(server.requests.map((r) => [r.body.max_completion_tokens, r.body.max_tokens])).toEqual([
      [64, 64],
      [undefined, 64],
      [undefined, 32],
    ]);
  });

  it('keeps max_completion_tokens alone when a server refuses max_tokens, and sends one name when told to', async () => {
    const { client, server } = await setup([
      { kind: 'error', status: 400, message: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", param: 'max_tokens' },
      { kind: 'completion' },
    ]);
    await client.complete({ messages: MESSAGES, maxTokens: 64 });
    expect(server.requests.map((r) => [r.body.max_completion_tokens, r.body.max_tokens])).toEqual([
      [64, 64],
      [64, undefined],
    ]);
    await server.close();
    // `setup` keeps the one server the suite closes after each test.
    const one = await setup([{ kind: 'completion' }], { tokenLimitParameter: 'max_completion_tokens' });
    await one.client.complete({ messages: MESSAGES, maxTokens: 8 });
    expect(one.server.requests.map((r) => [r.body.max_completion_tokens, r.body.max_tokens])).toEqual([[8, undefined]]);
  });

  it.each([
    ['https://api.openai.com/v1', false, 'max_completion_tokens'],
    ['https://my-resource.openai.azure.com/openai/deployments/gpt-4o', false, 'max_completion_tokens'],
    ['https://gateway.example.test/v1', true, 'max_completion_tokens'],
    ['http://localhost:11434/v1', false, 'both'],
    ['http://127.0.0.1:8000/v1', false, 'both'],
    ['https://openrouter.ai/api/v1', false, 'both'],
  ] as const)('sends the token limit to %s (Azure-style key %s) as %s', (url, azure, expected) => {
    expect(defaultTokenLimitParameter(url, azure)).toBe(expected);
  });

  it("does not drop parameters for a 400 that is about something else", async () => {
    const { client, server } = await setup([{ kind: 'error', status: 400, message: 'max_completion_tokens is too large: 99999999' }]);
    await expect(client.complete({ messages: MESSAGES, temperature: 0 })).rejects.toThrow(LlmRequestError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('LlmClient accounting', () => {
  it('counts exactly the tokens the server reported, retries included', async () => {
    const { client, server } = await setup([
      { kind: 'completion', content: 'one two three' },
      { kind: 'error', status: 500 },
      { kind: 'completion', content: 'four', usage: { promptTokens: 700, completionTokens: 40 } },
      { kind: 'truncated', content: 'five six', usage: { promptTokens: 33, completionTokens: 9 } },
    ]);
    for (let i = 0; i < 3; i++) await client.complete({ messages: MESSAGES });
    const usage = client.usage();
    expect(usage.promptTokens).toBe(server.totals.promptTokens);
    expect(usage.completionTokens).toBe(server.totals.completionTokens);
    expect(usage.calls).toBe(server.totals.completions);
    expect(usage.requests).toBe(server.requests.length);
    expect(usage).toMatchObject({ calls: 3, requests: 4, totalTokens: server.totals.promptTokens + server.totals.completionTokens });
    expect(usage.costUsd).toBeUndefined();
    expect(usage.unpricedModels).toEqual(['test-model']);
  });

  it('knows no price before a reply for a model without one, and nothing spent for a model with one', async () => {
    const { client, server } = await setup([{ kind: 'error', status: 401, message: 'Incorrect API key provided' }]);
    await expect(client.complete({ messages: MESSAGES })).rejects.toThrow(/401/);
    expect(client.usage()).toMatchObject({ calls: 0, requests: server.requests.length, promptTokens: 0, completionTokens: 0, costUsd: undefined });
    expect(server.requests).toHaveLength(1);
    await server.close();
    const priced = await setup([{ kind: 'error', status: 401, message: 'Incorrect API key provided' }], { model: 'gpt-4o-mini' });
    await expect(priced.client.complete({ messages: MESSAGES })).rejects.toThrow(/401/);
    expect(priced.client.usage()).toMatchObject({ calls: 0, requests: 1, costUsd: 0 });
  });

  it('prices known models', async () => {
    const { client } = await setup([{ kind: 'completion', usage: { promptTokens: 1_000_000, completionTokens: 500_000 } }], {
      model: 'gpt-4o-mini',
      maxTokensPerRun: 10_000_000,
    });
    await client.complete({ messages: MESSAGES });
    expect(client.usage().costUsd).toBeCloseTo(0.15 + 0.3, 10);
    expect(client.usage().unpricedModels).toEqual([]);
  });

  it('prices an Azure deployment by the model the server reports, with the key in an api-key header', async () => {
    const { client, server } = await setup([{ kind: 'completion', model: 'gpt-4o-2024-08-06', usage: { promptTokens: 1000, completionTokens: 1000 } }], {
      model: 'my-deployment',
      apiKeyHeader: 'api-key',
      defaultQuery: { 'api-version': '2024-10-21' },
    });
    await client.complete({ messages: MESSAGES });
    const [request] = server.requests;
    expect(request!.headers['api-key']).toBe('sk-test');
    expect(request!.headers.authorization).toBeUndefined();
    expect(request!.query).toEqual({ 'api-version': '2024-10-21' });
    expect(client.usage().costUsd).toBeCloseTo((1000 * 2.5 + 1000 * 10) / 1_000_000, 12);
  });

  it('estimates usage the server did not report', async () => {
    const { client } = await setup([{ kind: 'completion', content: 'x'.repeat(40), usage: null }]);
    const reply = await client.complete({ messages: MESSAGES });
    const promptChars = MESSAGES.reduce((n, m) => n + m.content.length, 0);
    expect(reply.usageEstimated).toBe(true);
    expect(reply.usage).toEqual({ promptTokens: Math.ceil(promptChars / 4), completionTokens: 10 });
    expect(client.usage()).toMatchObject({ estimatedCalls: 1, completionTokens: 10 });
  });

  it('refuses a call that could break the token cap, before making it', async () => {
    const { client, server } = await setup(
      [
        { kind: 'completion', usage: { promptTokens: 500, completionTokens: 300 } },
        { kind: 'completion', usage: { promptTokens: 100, completionTokens: 100 } },
      ],
      { maxTokensPerRun: 1000 },
    );
    await client.complete({ messages: MESSAGES, maxTokens: 300 });
    const error = await client.complete({ messages: MESSAGES, maxTokens: 201 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenBudgetExceeded);
    expect((error as Error).message).toBe(
      'Token budget exceeded: this run has used 800 of its 1000 tokens (max-tokens-per-run) and the next call may use up to 208 more ' +
        '(its prompt and its longest reply); no call was made. Raise max-tokens-per-run or ask for less.',
    );
    expect(server.requests).toHaveLength(1);
    // 193 tokens of reply and about 7 of prompt (28 characters) fill the cap exactly.
    await client.complete({ messages: MESSAGES, maxTokens: 193 });
    expect(client.usage()).toMatchObject({ totalTokens: 1000, tokensLeft: 0 });
    await expect(client.complete({ messages: MESSAGES, maxTokens: 1 })).rejects.toThrow(TokenBudgetExceeded);
    expect(server.requests).toHaveLength(2);
  });

  it('counts the prompt against the cap: a prompt alone over it is refused before any call', async () => {
    const { client, server } = await setup([{ kind: 'completion' }], { maxTokensPerRun: 5000 });
    const long: ChatMessage[] = [{ role: 'user', content: 'x'.repeat(20_000) }];
    await expect(client.complete({ messages: long, maxTokens: 100 })).rejects.toThrow(/has used 0 of its 5000 tokens .* may use up to 5100 more/);
    expect(server.requests).toHaveLength(0);
  });

  it('holds the budget of calls in progress, so parallel calls cannot break the cap', async () => {
    const { client, server } = await setup([{ kind: 'delay', ms: 100, then: { kind: 'completion', usage: { promptTokens: 10, completionTokens: 10 } } }], {
      maxTokensPerRun: 1000,
    });
    const first = client.complete({ messages: MESSAGES, maxTokens: 600 });
    await expect(client.complete({ messages: MESSAGES, maxTokens: 500 })).rejects.toThrow(
      'Token budget exceeded: this run has used 0 of its 1000 tokens (max-tokens-per-run), calls in progress may use 607 more, ' +
        'and the next call may use up to 507 more (its prompt and its longest reply); no call was made. Raise max-tokens-per-run or ask for less.',
    );
    await first;
    expect(server.requests).toHaveLength(1);
    expect(client.usage().totalTokens).toBe(20);
  });

  it('reserves the default max tokens when the caller gives none', async () => {
    const { client, server } = await setup([], { maxTokensPerRun: 1000, defaultMaxTokens: 1001 });
    await expect(client.complete({ messages: MESSAGES })).rejects.toThrow(/may use up to 1008 more \(its prompt and its longest reply\); no call was made/);
    expect(server.requests).toHaveLength(0);
  });

  it('rejects bad settings and requests with clear messages', async () => {
    expect(() => new LlmClient({ apiKey: ' ', model: 'm', maxTokensPerRun: 1 })).toThrow(/needs an apiKey/);
    expect(() => new LlmClient({ apiKey: 'k', model: 'm', maxTokensPerRun: 0 })).toThrow(
      'LlmClient option maxTokensPerRun must be a whole number from 1 to 9007199254740991, got 0',
    );
    expect(() => new LlmClient({ apiKey: 'k', model: 'm', maxTokensPerRun: 1, embeddingBatchSize: 5000 })).toThrow(/embeddingBatchSize must be a whole number from 1 to 2048/);
    const { client } = await setup([]);
    await expect(client.complete({ messages: [] })).rejects.toThrow('complete() needs at least one message');
    await expect(client.complete({ messages: MESSAGES, maxTokens: 0 })).rejects.toThrow(/maxTokens must be a whole number/);
  });

  it('finds prices by exact name or dated snapshot only', () => {
    expect(priceFor('gpt-4o-mini-2024-07-18')).toEqual({ input: 0.15, output: 0.6 });
    expect(priceFor('GPT-5-mini')).toEqual({ input: 0.25, output: 2 });
    expect(priceFor('llama3.1:8b')).toBeUndefined();
    expect(priceFor('gpt-4o-mini-custom')).toBeUndefined();
  });
});

describe('LlmClient.embed', () => {
  it('embeds in batches, in input order, and counts the tokens', async () => {
    const texts = ['alpha', 'beta gamma', 'delta', 'epsilon zeta eta', 'theta'];
    const { client, server } = await setup(
      [{ kind: 'embeddings' }, { kind: 'embeddings', reversed: true }, { kind: 'embeddings' }],
      { embeddingBatchSize: 2, model: 'gpt-4o-mini' },
    );
    const vectors = await client.embed(texts, 'text-embedding-3-small');
    expect(vectors).toEqual(texts.map((t) => fakeEmbedding(t)));
    expect(server.requests.map((r) => [r.path, r.body.input])).toEqual([
      ['/v1/embeddings', ['alpha', 'beta gamma']],
      ['/v1/embeddings', ['delta', 'epsilon zeta eta']],
      ['/v1/embeddings', ['theta']],
    ]);
    expect(server.requests.every((r) => r.body.model === 'text-embedding-3-small' && r.body.encoding_format === 'float')).toBe(true);
    const usage = client.usage();
    expect(usage).toMatchObject({ embeddingCalls: 3, embeddingTokens: server.totals.embeddingTokens, totalTokens: 0, calls: 0 });
    expect(usage.costUsd).toBeCloseTo((server.totals.embeddingTokens * 0.02) / 1_000_000, 15);
  });

  it('retries a batch through the same helper', async () => {
    const { client, server, sleeps } = await setup([{ kind: 'error', status: 503, retryAfter: '1' }, { kind: 'embeddings' }], {
      embeddingBatchSize: 8,
    });
    await expect(client.embed(['a', 'b'], 'nomic-embed-text')).resolves.toHaveLength(2);
    expect(sleeps).toEqual([1000]);
    expect(server.requests).toHaveLength(2);
    expect(client.usage().unpricedModels).toEqual(['nomic-embed-text']);
  });

  it('makes no request for no texts and refuses empty ones', async () => {
    const { client, server } = await setup([]);
    await expect(client.embed([], 'e')).resolves.toEqual([]);
    await expect(client.embed(['a', ''], 'e')).rejects.toThrow('embed() input 1 is empty; OpenAI-compatible servers reject empty inputs');
    expect(server.requests).toHaveLength(0);
  });

  it('reports a reply with the wrong number of vectors', async () => {
    const { client } = await setup([{ kind: 'raw', body: { data: [{ index: 0, embedding: [1, 2] }] } }]);
    await expect(client.embed(['a', 'b'], 'e')).rejects.toThrow(/inputs 1-2 of 2\) returned 1 embeddings for 2 inputs$/);
  });

  it('reports vectors of different sizes across batches', async () => {
    const { client } = await setup([{ kind: 'embeddings', dimensions: 4 }, { kind: 'embeddings', dimensions: 3 }], { embeddingBatchSize: 1 });
    await expect(client.embed(['a', 'b'], 'e')).rejects.toThrow(/returned vectors of 3 and 4 dimensions/);
  });
});

/** A client whose clock moves only when the test advances it (timers fire at their time) or the client sleeps. */
async function clocked(script: Reply[], options: Partial<LlmClientOptions> = {}, serverOptions: OpenAiServerOptions = {}) {
  server = await startOpenAiServer(script, serverOptions);
  const clock = steppedClock(START);
  const lines: string[] = [];
  const client = new LlmClient({
    apiKey: 'sk-test',
    baseURL: server.baseUrl,
    model: 'test-model',
    maxTokensPerRun: 100_000,
    timing: { now: clock.now, sleep: clock.sleep, schedule: clock.schedule, random: () => 0.5 },
    notify: (line) => lines.push(line),
    ...options,
  });
  return { client, server, clock, lines };
}

describe('LlmClient streaming', () => {
  const SCRIPT: Reply[] = [
    { kind: 'completion', content: 'ok then', usage: { promptTokens: 12, completionTokens: 2 } },
    { kind: 'completion', content: '<think>\nMaybe {"a": 1}?\n</think>\n\n{"plan": "real"}', reasoning: 'first this, then that' },
    { kind: 'truncated', content: 'half a senten', usage: { promptTokens: 10, completionTokens: 50 } },
    { kind: 'completion', content: null, finishReason: 'content_filter', model: 'gpt-4o-2024-08-06' },
  ];

  async function replies(streaming: StreamingSupport) {
    const { client, server: used } = await setup(SCRIPT, {}, { streaming });
    const got = [];
    for (let i = 0; i < SCRIPT.length; i++) got.push(await client.complete({ messages: MESSAGES }));
    await used.close();
    server = undefined;
    return { got, requests: used.requests, usage: client.usage() };
  }

  it('gives the same completions whether the server streams, refuses streaming, or ignores it', async () => {
    const streamed = await replies('supported');
    expect(streamed.got).toEqual([
      { text: 'ok then', usage: { promptTokens: 12, completionTokens: 2 }, finishReason: 'stop', truncated: false, usageEstimated: false, model: 'test-model' },
      { text: '{"plan": "real"}', usage: { promptTokens: 7, completionTokens: 7 }, finishReason: 'stop', truncated: false, usageEstimated: false, model: 'test-model' },
      { text: 'half a senten', usage: { promptTokens: 10, completionTokens: 50 }, finishReason: 'length', truncated: true, usageEstimated: false, model: 'test-model' },
      { text: '', usage: { promptTokens: 7, completionTokens: 0 }, finishReason: 'content_filter', truncated: false, usageEstimated: false, model: 'gpt-4o-2024-08-06' },
    ]);
    expect(streamed.requests.map((r) => [r.body.stream, r.body.stream_options])).toEqual(Array(4).fill([true, { include_usage: true }]));
    // A server refusing streaming costs one more request, the refused one.
    for (const [mode, requests] of [['refused', 5], ['ignored', 4]] as const) {
      const other = await replies(mode);
      expect(other.got).toEqual(streamed.got);
      expect(other.usage).toEqual({ ...streamed.usage, requests });
    }
  });

  it('streams without stream_options for a server that refuses them, estimating the usage it then leaves out', async () => {
    const { got, requests, usage } = await replies('no-stream-options');
    expect(got.map((c) => [c.text, c.finishReason, c.truncated, c.usageEstimated])).toEqual([
      ['ok then', 'stop', false, true],
      ['{"plan": "real"}', 'stop', false, true],
      ['half a senten', 'length', true, true],
      ['', 'content_filter', false, true],
    ]);
    // One refusal, then every request streamed without the option.
    expect(requests.map((r) => [r.body.stream, r.body.stream_options])).toEqual([[true, { include_usage: true }], ...Array(4).fill([true, undefined])]);
    expect(usage).toMatchObject({ calls: 4, requests: 5, estimatedCalls: 4 });
  });

  it("reads a refusal of stream_options as FastAPI answers it (422), and in a message too long to quote whole", async () => {
    const detail = { detail: [{ type: 'extra_forbidden', loc: ['body', 'stream_options'], msg: 'Extra inputs are not permitted', input: { include_usage: true } }] };
    const long = `${'This server checks every field of the request. '.repeat(5)}Unrecognized request argument supplied: stream_options`;
    for (const refusal of [{ kind: 'error', status: 422, body: detail }, { kind: 'error', status: 400, message: long }] as const) {
      const { client, server: used, lines } = await clocked([refusal, { kind: 'completion', content: 'one' }]);
      await expect(client.complete({ messages: MESSAGES })).resolves.toMatchObject({ text: 'one', usageEstimated: true });
      expect(used.requests.map((r) => [r.body.stream, r.body.stream_options])).toEqual([[true, { include_usage: true }], [true, undefined]]);
      expect(lines).toEqual(['the model server does not take stream_options: replies are streamed without their usage, which is estimated from their length']);
      await used.close();
      server = undefined;
    }
  });

  it('asks for whole replies, once and for the rest of the run, from a server that refuses streaming, and says so', async () => {
    const { client, server, lines } = await clocked([{ kind: 'completion', content: 'one' }, { kind: 'completion', content: 'two' }], {}, { streaming: 'refused' });
    await expect(client.complete({ messages: MESSAGES })).resolves.toMatchObject({ text: 'one', usageEstimated: false });
    await expect(client.complete({ messages: MESSAGES })).resolves.toMatchObject({ text: 'two' });
    expect(server.requests.map((r) => r.body.stream)).toEqual([true, undefined, undefined]);
    expect(lines).toEqual([
      'the model server does not stream replies (it refused a streamed request): Sweep asks for whole replies from now on, and request-timeout-seconds limits the wait for a whole reply',
    ]);
  });

  it('asks for whole replies from a server that answers a streamed request with one', async () => {
    const { client, server, lines } = await clocked([{ kind: 'completion', content: 'one' }, { kind: 'completion', content: 'two' }], { timeoutSetting: '--request-timeout or SWEEP_REQUEST_TIMEOUT' }, { streaming: 'ignored' });
    await client.complete({ messages: MESSAGES });
    await client.complete({ messages: MESSAGES });
    expect(server.requests.map((r) => r.body.stream)).toEqual([true, undefined]);
    expect(lines).toEqual([
      'the model server does not stream replies (it answered a streamed request with a whole reply): Sweep asks for whole replies from now on, and --request-timeout or SWEEP_REQUEST_TIMEOUT limits the wait for a whole reply',
    ]);
  });

  it("counts a reasoning model's reasoning as its first tokens: the wait for the answer is not the first token's", async () => {
    const { client, server, timers } = await setup([{ kind: 'completion', content: 'answer', reasoning: 'step one, step two' }], { timeoutMs: 50 });
    await expect(client.complete({ messages: MESSAGES })).resolves.toMatchObject({ text: 'answer' });
    // Role, four pieces of reasoning, the answer, the finish and the usage: each started the timeout again.
    expect(timers.scheduled).toEqual(Array(9).fill(50));
    expect(server.requests).toHaveLength(1);
  });

  it('ends a stream that stalls mid-way after the timeout, saying so, and retries it', async () => {
    const { client, server, clock, lines } = await clocked(
      [{ kind: 'stall', after: 2, reply: { kind: 'completion', content: 'one two three' } }, { kind: 'completion', content: 'whole' }],
      { timeoutMs: 20_000, maxAttempts: 2 },
    );
    const reply = client.complete({ messages: MESSAGES });
    // The notice's timer, the attempt's, and the attempt's again at each of the two chunks.
    await until(() => clock.scheduled.length === 4);
    expect(clock.scheduled).toEqual([15_000, 20_000, 20_000, 20_000]);
    expect(clock.advance(20_000)).toBe(2);
    await expect(reply).resolves.toMatchObject({ text: 'whole' });
    expect(server.requests).toHaveLength(2);
    expect(lines).toEqual(['waiting for the model (test-model): 15 s so far, 4 characters of its reply received']);
    expect(clock.pending()).toBe(0);
  });

  it('names the timeout and what ran out when a stream stalls on every attempt', async () => {
    const stall: Reply = { kind: 'stall', after: 1 };
    const { client, server, clock } = await clocked([stall, stall], { timeoutMs: 30_000, maxAttempts: 2, notify: undefined });
    const error = client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    for (const count of [1, 2]) {
      await until(() => clock.scheduled.length === count * 2);
      expect(clock.advance(30_000)).toBe(1);
    }
    expect((await error as Error).message).toBe(
      `chat completion (model test-model at ${server.baseUrl}) failed after 2 attempts (the limit): ` +
        `chat completion (model test-model at ${server.baseUrl}): the model server sent nothing more for 30 s in the middle of its reply (request-timeout-seconds; attempt 2)`,
    );
  });
});

describe('LlmClient against a server that never answers', () => {
  const HANG: Reply = { kind: 'hang' };

  it('gives up after its attempts of the request timeout each, naming the setting, in attempts x timeout plus the backoff', async () => {
    const { client, server, clock } = await clocked([HANG, HANG, HANG, HANG], { maxAttempts: 4, notify: undefined, timeoutSetting: '--request-timeout or SWEEP_REQUEST_TIMEOUT' });
    const error = client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    for (const count of [1, 2, 3, 4]) {
      await until(() => server.requests.length === count);
      expect(clock.advance(120_000)).toBe(1);
    }
    const failure = (await error) as RetriesExhaustedError;
    expect(failure).toBeInstanceOf(RetriesExhaustedError);
    expect(failure.message).toBe(
      `chat completion (model test-model at ${server.baseUrl}) failed after 4 attempts (the limit): ` +
        `chat completion (model test-model at ${server.baseUrl}): the model server sent nothing for 120 s (--request-timeout or SWEEP_REQUEST_TIMEOUT; attempt 4)`,
    );
    // The default timeout, 120 s, four times, and three backoff waits (500, 1000 and 2000 ms with this randomness).
    expect(clock.scheduled).toEqual([120_000, 120_000, 120_000, 120_000]);
    expect(clock.sleeps).toEqual([500, 1_000, 2_000]);
    expect(clock.now() - START).toBe(4 * 120_000 + 3_500);
    expect(client.usage()).toMatchObject({ calls: 0, requests: 4 });
  });

  it('stops at the run deadline, even within an attempt', async () => {
    const { client, server, clock } = await clocked([HANG, HANG, HANG], { maxAttempts: 4, deadline: START + 200_000, notify: undefined });
    const error = client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    await until(() => server.requests.length === 1);
    clock.advance(120_000);
    await until(() => server.requests.length === 2);
    // What is left of the deadline after the first attempt and its 500 ms backoff.
    expect(clock.scheduled).toEqual([120_000, 79_500]);
    clock.advance(79_500);
    expect(await error).toBeInstanceOf(DeadlineExceededError);
    expect(clock.now()).toBe(START + 200_000);
    expect(server.requests).toHaveLength(2);
  });

  it('says every 15 s that it is waiting for the model, with the attempt after the first, and stops saying it when the call ends', async () => {
    const { client, server, clock, lines } = await clocked([HANG, HANG], { timeoutMs: 40_000, maxAttempts: 2 });
    const error = client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    await until(() => server.requests.length === 1);
    expect(clock.advance(40_000)).toBe(3);
    await until(() => server.requests.length === 2);
    expect(clock.advance(40_000)).toBe(4);
    expect(await error).toBeInstanceOf(RetriesExhaustedError);
    expect(lines).toEqual([
      'waiting for the model (test-model): 15 s so far',
      'waiting for the model (test-model): 30 s so far',
      'waiting for the model (test-model): 45 s so far, attempt 2',
      'waiting for the model (test-model): 60 s so far, attempt 2',
      'waiting for the model (test-model): 75 s so far, attempt 2',
    ]);
    expect(clock.pending()).toBe(0);
  });

  it('gives embeddings requests the same timeout, not streamed', async () => {
    const { client, server, clock } = await clocked([HANG, { kind: 'embeddings' }], { timeoutMs: 10_000, notify: undefined });
    const vectors = client.embed(['a'], 'embed-test');
    await until(() => server.requests.length === 1);
    expect(clock.advance(10_000)).toBe(1);
    await expect(vectors).resolves.toEqual([fakeEmbedding('a')]);
    expect(server.requests.map((r) => r.body.stream)).toEqual([undefined, undefined]);
    expect(clock.scheduled).toEqual([10_000, 10_000]);
  });
});

describe('LlmClient error bodies', () => {
  it("quotes a proxy's HTML page as one line and does not retry a 501", async () => {
    const { client, server, sleeps } = await setup([{ kind: 'html', status: 501 }, { kind: 'completion' }]);
    const error = await client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmRequestError);
    expect((error as Error).message).toBe(
      `chat completion (model test-model at ${server.baseUrl}) failed: 501 Not Implemented nginx/1.25.3 ` +
        '(not retried: the server does not implement this request; is the base URL that of an OpenAI-compatible API?)',
    );
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('retries a 502 page and says each time in one line what the proxy said', async () => {
    const { client, server } = await setup([{ kind: 'html', status: 502 }, { kind: 'html', status: 502 }, { kind: 'html', status: 502 }], {
      onRetry: (info) => retries.push((info.error as Error).message),
    });
    const retries: string[] = [];
    const error = await client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    expect(retries).toEqual(['502 Bad Gateway nginx/1.25.3', '502 Bad Gateway nginx/1.25.3']);
    expect((error as Error).message).toBe(`chat completion (model test-model at ${server.baseUrl}) failed after 3 attempts (the limit): 502 Bad Gateway nginx/1.25.3`);
  });

  it('cuts a long error message to one line of 200 characters, keeping the whole body on the error', async () => {
    const message = `Internal server error\nTraceback (most recent call last):\n${'  File "/srv/app.py", line 12, in handler\n'.repeat(40)}`;
    const { client } = await setup([{ kind: 'error', status: 400, message }]);
    const error = (await client.complete({ messages: MESSAGES }).catch((e: unknown) => e)) as LlmRequestError;
    const quoted = /failed: (.*) \(not retried/.exec(error.message)![1]!;
    expect(quoted.startsWith('400 Internal server error Traceback (most recent call last): File "/srv/app.py", line 12, in handler File')).toBe(true);
    expect(quoted.endsWith(CUT_MARK)).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(204);
    expect(error.message).not.toContain('\n');
    expect((error.cause as { error: { message: string } }).error.message).toBe(message);
  });

  it('never cuts a message inside a key the server echoes, so the key is quoted whole (for the redactor) or not at all', async () => {
    const key = 'sk-test-Key-4bcdef90';
    for (const lead of [150, 180, 190]) {
      const { client } = await setup([{ kind: 'error', status: 401, message: `${'x'.repeat(lead - 28)} Incorrect API key provided: ${key}, see your account` }]);
      const message = ((await client.complete({ messages: MESSAGES }).catch((e: unknown) => e)) as Error).message;
      const shown = message.includes(key) ? 'whole' : message.includes('sk-') ? 'a piece' : 'none';
      expect([lead, shown]).toEqual([lead, lead < 170 ? 'whole' : 'none']);
      await server!.close();
      server = undefined;
    }
  });

  it('quotes an HTML page sent with 200 (a web page at the base URL) as one line', async () => {
    const page = `<!doctype html><html><head><title>Open WebUI</title></head><body>${'<div>menu</div>\n'.repeat(50)}</body></html>`;
    const { client, server } = await setup([{ kind: 'html', status: 200, page }]);
    const error = await client.complete({ messages: MESSAGES }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toBe(`chat completion (model test-model at ${server.baseUrl}) returned text instead of JSON: Open WebUI: ${'menu '.repeat(36).trim()}${CUT_MARK}`);
  });
});
