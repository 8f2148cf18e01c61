import { describe, expect, it } from '@jest/globals';
import { countTokens } from '../../src/context/budget.js';
import type { ChatMessage, ChatModel, Completion, CompletionRequest } from '../../src/llm/client.js';
import { ContextOverflow, ContextWindow, ContextWindowTooSmall, WindowedChat, withContextRetry } from '../../src/llm/window.js';

/** `n` tokens of text (`word word ...` is one cl100k token a word). */
function words(n: number): string {
  return `word${' word'.repeat(n - 1)}`;
}

/** A chat model that records each request and answers `ok`, or throws what `fail` gives. */
function recorder(fail?: (request: CompletionRequest) => unknown): ChatModel & { requests: CompletionRequest[] } {
  const requests: CompletionRequest[] = [];
  return {
    requests,
    async complete(request: CompletionRequest): Promise<Completion> {
      requests.push(request);
      const error = fail?.(request);
      if (error) throw error;
      return { text: 'ok', usage: { promptTokens: 1, completionTokens: 1 }, finishReason: 'stop', truncated: false, usageEstimated: false, model: 'm' };
    },
  };
}

const system = (n: number): ChatMessage => ({ role: 'system', content: words(n) });
const user = (n: number): ChatMessage => ({ role: 'user', content: words(n) });
const assistant = (n: number): ChatMessage => ({ role: 'assistant', content: words(n) });

describe('ContextWindow', () => {
  it('counts words as tokens (the premise of these tests)', () => {
    expect(countTokens(words(1000))).toBe(1000);
  });

  it('takes the window as set, else the table, else 8,192 tokens', () => {
    expect(new ContextWindow({ model: 'gpt-4o' }).describe()).toBe("a context window of 128,000 tokens for gpt-4o (the known-model table's figure)");
    expect(new ContextWindow({ model: 'local', tokens: 16_384 }).describe()).toBe('a context window of 16,384 tokens for local (as set)');
    const unknown = new ContextWindow({ model: 'local' });
    expect([unknown.tokens, unknown.tokenRatio, unknown.origin]).toEqual([8_192, 1.25, 'default']);
    expect(unknown.describe()).toBe('a context window of 8,192 tokens for local (the default for models not in the known-model table)');
  });

  it('refuses a window outside 2,048 to 10,000,000 tokens', () => {
    expect(() => new ContextWindow({ tokens: 1_000 })).toThrow('A context window must be a whole number of tokens from 2048 to 10000000, got 1000');
    expect(() => new ContextWindow({ tokens: 8_192.5 })).toThrow('got 8192.5');
  });

  it("counts a prompt as the server would, with the allowance for another tokenizer and the template's tokens", () => {
    // 1,100 words * 1.25, 8 per message, 8 to open the reply.
    expect(new ContextWindow({ model: 'local' }).promptTokens([system(100), user(1_000)])).toBe(1_399);
    expect(new ContextWindow({ model: 'gpt-4' }).promptTokens([system(100), user(1_000)])).toBe(1_124);
  });

  it('learns a smaller window and a larger token ratio from an overflow answer', () => {
    const window = new ContextWindow({ model: 'local', tokens: 16_384 });
    window.learn({ message: 'too long', contextTokens: 8_192, promptTokens: 3_000 }, 2_000);
    expect([window.tokens, window.tokenRatio]).toEqual([8_192, 1.5]);
    expect(window.describe()).toBe('a context window of 16,384 tokens for local (as set; the server reported 8,192)');
    window.learn({ message: 'too long', contextTokens: 32_000 }, 2_000);
    expect(window.tokens).toBe(8_192);
  });
});

describe('WindowedChat', () => {
  it('caps the completion at what the window leaves after the real prompt', async () => {
    const inner = recorder();
    const chat = new WindowedChat(inner, new ContextWindow({ model: 'local' }));
    await chat.complete({ messages: [system(100), user(1_000)], maxTokens: 2_048 });
    await chat.complete({ messages: [system(100), user(5_600)], maxTokens: 2_048 });
    // 8,192 - 16 left unused - (5,700 * 1.25 + 24) = 1,027.
    expect(inner.requests.map((r) => r.maxTokens)).toEqual([2_048, 1_027]);
  });

  it('makes no call when less than 256 tokens would be left for the reply', async () => {
    const inner = recorder();
    const chat = new WindowedChat(inner, new ContextWindow({ model: 'local' }));
    const error = await chat.complete({ messages: [system(100), user(6_400)], maxTokens: 2_048 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContextOverflow);
    expect((error as Error).message).toBe('the prompt needs about 8,149 tokens, leaving less than 256 tokens for the reply in a window of 8,192');
    expect(inner.requests).toHaveLength(0);
  });

  it('drops the oldest turns of a conversation first, keeping the task and the latest turn', async () => {
    const inner = recorder();
    const chat = new WindowedChat(inner, new ContextWindow({ model: 'local' }));
    const a1 = assistant(2_000);
    const u1 = user(50);
    const a2 = { role: 'assistant' as const, content: `second ${words(1_999)}` };
    const u2 = { role: 'user' as const, content: `again ${words(49)}` };
    await chat.complete({ messages: [system(100), user(1_000), a1, u1, a2, u2], maxTokens: 2_048 });
    expect(inner.requests[0]!.messages).toEqual([system(100), user(1_000), a2, u2]);
    expect(inner.requests[0]!.maxTokens).toBe(2_048);
  });

  it("cuts the earlier reply when even the last turn does not fit, and the prompt still fits with the reply's cap", async () => {
    const inner = recorder();
    const window = new ContextWindow({ model: 'local' });
    const chat = new WindowedChat(inner, window);
    await chat.complete({ messages: [system(100), user(1_000), assistant(6_000), user(50)], maxTokens: 2_048 });
    const sent = inner.requests[0]!;
    expect(sent.messages[2]!.content).toMatch(/\n\[\.\.\. 1 more line truncated\]$/);
    // Cut for the whole reply wanted, not only the least one (a repair resends every block).
    expect(sent.maxTokens).toBe(2_048);
    expect(window.promptTokens(sent.messages) + sent.maxTokens!).toBeLessThanOrEqual(8_192 - 16);
  });

  it('cuts the earlier reply only for the least reply when it cannot give way for the whole one', async () => {
    const inner = recorder();
    const window = new ContextWindow({ model: 'local' });
    const chat = new WindowedChat(inner, window);
    // The task alone leaves about 1,400 tokens: the earlier reply cannot give 2,048.
    await chat.complete({ messages: [system(100), user(5_000), assistant(800), user(50)], maxTokens: 2_048 });
    const sent = inner.requests[0]!;
    expect(sent.maxTokens).toBeGreaterThanOrEqual(256);
    expect(sent.maxTokens).toBeLessThan(2_048);
    expect(window.promptTokens(sent.messages) + sent.maxTokens!).toBeLessThanOrEqual(8_192 - 16);
  });

  it("turns the server's refusal into a ContextOverflow and learns from it", async () => {
    const llama = Object.assign(new Error('400 request (9000 tokens) exceeds the available context size (4096 tokens), try increasing it'), {
      status: 400,
      error: { code: 400, message: 'request (9000 tokens) exceeds the available context size (4096 tokens), try increasing it', type: 'exceed_context_size_error', n_prompt_tokens: 9000, n_ctx: 4096 },
    });
    const window = new ContextWindow({ model: 'local' });
    const chat = new WindowedChat(recorder(() => llama), window);
    const error = await chat.complete({ messages: [system(100), user(1_000)], maxTokens: 2_048 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContextOverflow);
    expect((error as Error).message).toBe('the server refused the request as too long for its context window: request (9000 tokens) exceeds the available context size (4096 tokens), try increasing it');
    expect([window.tokens, window.tokenRatio]).toEqual([4_096, 9_000 / 1_100]);
  });

  it('passes other errors on unchanged', async () => {
    const down = new Error('503 overloaded');
    const chat = new WindowedChat(recorder(() => down), new ContextWindow({ model: 'local' }));
    await expect(chat.complete({ messages: [user(10)], maxTokens: 100 })).rejects.toBe(down);
  });
});

describe('withContextRetry', () => {
  const window = new ContextWindow({ model: 'local' });

  it('tries once more with the prompt parts halved after an overflow', async () => {
    const factors: number[] = [];
    const result = await withContextRetry(window, 'The plan prompt', async (factor) => {
      factors.push(factor);
      if (factor === 1) throw new ContextOverflow(9_000, 8_192);
      return 'planned';
    });
    expect([result, factors]).toEqual(['planned', [1, 0.5]]);
  });

  it('stops after the second overflow, naming the window assumed and how to set it', async () => {
    const error = await withContextRetry(window, 'The plan prompt', async () => {
      throw new ContextOverflow(9_000, 8_192);
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContextWindowTooSmall);
    expect((error as Error).message).toBe(
      "The plan prompt does not fit the model's context window, even with its context shrunk (the prompt needs about 9,000 tokens, leaving less than 256 tokens for the reply in a window of 8,192). " +
        'Sweep assumed a context window of 8,192 tokens for local (the default for models not in the known-model table). ' +
        "Set the server's real window with the `context-window` input (Action), `--context-window` (CLI) or the SWEEP_CONTEXT_WINDOW environment variable.",
    );
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    await expect(
      withContextRetry(window, 'x', async () => {
        calls++;
        throw new Error('no plan');
      }),
    ).rejects.toThrow('no plan');
    expect(calls).toBe(1);
  });
});
