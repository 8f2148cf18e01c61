import { describe, expect, it } from '@jest/globals';
import { overflowNumbers, readOverflow } from '../../src/llm/overflow.js';

/** An error shaped as the openai package throws it: status, the body's `error` object, message. */
function apiError(status: number, body: Record<string, unknown>): Error {
  const error = new Error(`${status} ${String(body.message)}`) as Error & { status: number; error: unknown };
  error.status = status;
  error.error = body;
  return error;
}

/** As the client wraps it: its own message, the API error as cause. */
function wrapped(cause: Error, status = 400): Error {
  const error = new Error(`chat completion (model m at http://127.0.0.1/v1) failed: ${cause.message}`, { cause }) as Error & { status: number };
  error.status = status;
  return error;
}

describe('readOverflow', () => {
  it("reads llama-server's refusal with its numbers", () => {
    const body = { code: 400, message: 'request (9105 tokens) exceeds the available context size (8192 tokens), try increasing it', type: 'exceed_context_size_error', n_prompt_tokens: 9105, n_ctx: 8192 };
    expect(readOverflow(wrapped(apiError(400, body)))).toEqual({ message: 'request (9105 tokens) exceeds the available context size (8192 tokens), try increasing it', contextTokens: 8192, promptTokens: 9105 });
  });

  it("reads OpenAI's context_length_exceeded", () => {
    const message = "This model's maximum context length is 128000 tokens. However, your messages resulted in 130012 tokens. Please reduce the length of the messages.";
    expect(readOverflow(wrapped(apiError(400, { message, type: 'invalid_request_error', param: 'messages', code: 'context_length_exceeded' })))).toEqual({ message, contextTokens: 128000, promptTokens: 130012 });
  });

  it("reads vLLM's three wordings", () => {
    const older = "This model's maximum context length is 4096 tokens. However, you requested 5000 tokens (4000 in the messages, 1000 in the completion). Please reduce the length of the messages or completion.";
    expect(readOverflow(wrapped(apiError(400, { message: older, type: 'BadRequestError', param: null, code: 400 })))).toEqual({ message: older, contextTokens: 4096, promptTokens: 4000 });
    const newer = "'max_tokens' or 'max_completion_tokens' is too large: 8000. This model's maximum context length is 4096 tokens and your request has 2778 input tokens (8000 > 4096 - 2778). None";
    expect(readOverflow(wrapped(apiError(400, { message: newer, type: 'BadRequestError', param: null, code: 400 })))).toEqual({ message: newer, contextTokens: 4096, promptTokens: 2778 });
    // Checked when the prompt is turned into tokens, before the request is scheduled.
    const decoder = 'The decoder prompt (length 9000) is longer than the maximum model length of 8192. Make sure that `max_model_len` is no smaller than the number of text tokens.';
    expect(readOverflow(wrapped(apiError(400, { message: decoder, type: 'BadRequestError', param: null, code: 400 })))).toEqual({ message: decoder, contextTokens: 8192, promptTokens: 9000 });
  });

  it("reads Anthropic's wording passed on by a gateway", () => {
    const message = 'prompt is too long: 210384 tokens > 200000 maximum';
    expect(readOverflow(wrapped(apiError(400, { message, type: 'invalid_request_error' })))).toEqual({ message, contextTokens: 200000, promptTokens: 210384 });
  });

  it('knows the code without numbers', () => {
    expect(readOverflow(apiError(400, { message: 'Too long.', code: 'context_length_exceeded' }))).toEqual({ message: 'Too long.' });
  });

  it('ignores other errors', () => {
    expect(readOverflow(wrapped(apiError(400, { message: "Unsupported parameter: 'temperature'", param: 'temperature' })))).toBeUndefined();
    expect(readOverflow(wrapped(apiError(401, { message: 'maximum context length is 10 tokens' }), 401))).toBeUndefined();
    expect(readOverflow(new Error('socket hang up'))).toBeUndefined();
    expect(readOverflow('maximum context length')).toBeUndefined();
    expect(readOverflow(undefined)).toBeUndefined();
  });
});

describe('overflowNumbers', () => {
  it('finds only what the text states', () => {
    expect(overflowNumbers('the context window of 32768 was exceeded')).toEqual({ contextTokens: 32768 });
    expect(overflowNumbers('too long')).toEqual({});
    expect(overflowNumbers('you requested 9000 tokens (8000 in the messages, 1000 in the completion)')).toEqual({ promptTokens: 8000 });
  });
});
