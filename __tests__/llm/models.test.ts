import { describe, expect, it } from '@jest/globals';
import { DEFAULT_CONTEXT_WINDOW, FOREIGN_TOKEN_RATIO, knownModelLimits, modelLimits, normalizeModelName } from '../../src/llm/models.js';

describe('the known-model table', () => {
  it.each([
    ['gpt-4o', 128_000, 16_384],
    ['gpt-4o-2024-08-06', 128_000, 16_384],
    ['openai/gpt-4o-mini', 128_000, 16_384],
    ['gpt-4.1-mini', 1_047_576, 32_768],
    ['gpt-5', 400_000, 128_000],
    ['gpt-5-mini', 400_000, 128_000],
    ['gpt-5-chat-latest', 128_000, 16_384],
    ['o3', 200_000, 100_000],
    ['o4-mini', 200_000, 100_000],
    ['o1-mini', 128_000, 65_536],
    ['gpt-oss-20b', 131_072, 131_072],
    ['gpt-4', 8_192, 8_192],
    ['gpt-3.5-turbo', 16_385, 4_096],
    ['anthropic/claude-3.5-sonnet', 200_000, 8_192],
    ['claude-3-5-haiku-20241022', 200_000, 8_192],
    ['claude-3-opus-20240229', 200_000, 4_096],
    ['claude-3-7-sonnet-latest', 200_000, 64_000],
    ['claude-sonnet-4-20250514', 200_000, 64_000],
    ['claude-opus-4-1-20250805', 200_000, 32_000],
    ['anthropic/claude-sonnet-4.5', 200_000, 64_000],
    ['llama3:8b', 8_192, 8_192],
    ['llama3.1:8b', 131_072, 131_072],
    ['meta-llama/Meta-Llama-3.1-8B-Instruct', 131_072, 131_072],
    ['llama-3.3-70b-versatile', 131_072, 131_072],
    ['qwen2.5-coder:7b', 32_768, 8_192],
    ['Qwen/Qwen2.5-Coder-32B-Instruct', 32_768, 8_192],
    ['qwen3-coder-30b-a3b', 262_144, 262_144],
    ['deepseek-chat', 128_000, 8_192],
    ['deepseek-reasoner', 128_000, 64_000],
    ['deepseek-coder:6.7b', 16_384, 16_384],
    ['deepseek-coder-v2:16b', 128_000, 128_000],
    ['mistral:7b', 32_768, 32_768],
    ['mistral-large-latest', 131_072, 131_072],
    ['codestral-latest', 256_000, 256_000],
    ['mixtral:8x22b', 65_536, 65_536],
    ['codellama:13b', 16_384, 16_384],
    ['gemini-2.5-pro', 1_048_576, 65_536],
  ])('%s: a window of %i tokens, replies of at most %i', (model, window, output) => {
    expect(knownModelLimits(model)).toMatchObject({ contextWindow: window, maxOutputTokens: output });
  });

  it('counts exactly for OpenAI models and allows for another tokenizer otherwise', () => {
    expect(modelLimits('gpt-4o')).toEqual({ contextWindow: 128_000, maxOutputTokens: 16_384, exactTokenizer: true, tokenRatio: 1 });
    expect(modelLimits('qwen2.5-coder:7b')).toEqual({ contextWindow: 32_768, maxOutputTokens: 8_192, exactTokenizer: false, tokenRatio: FOREIGN_TOKEN_RATIO });
  });

  it('assumes 8,192 tokens for a model it does not know', () => {
    expect(DEFAULT_CONTEXT_WINDOW).toBe(8_192);
    expect(knownModelLimits('my-finetune')).toBeUndefined();
    expect(knownModelLimits(undefined)).toBeUndefined();
    expect(modelLimits('my-finetune')).toEqual({ contextWindow: 8_192, maxOutputTokens: 8_192, exactTokenizer: false, tokenRatio: 1.25 });
  });

  it('does not take a longer name for a known one', () => {
    expect(knownModelLimits('gpt-4o1')).toBeUndefined();
    expect(knownModelLimits('llama30')).toBeUndefined();
  });

  it('normalizes gateway and fine-tune names', () => {
    expect(normalizeModelName('  OpenRouter/Anthropic/Claude-3.5-Sonnet ')).toBe('claude-3.5-sonnet');
    expect(normalizeModelName('ft:gpt-4o-mini:acme::x')).toBe('gpt-4o-mini:acme::x');
  });
});
