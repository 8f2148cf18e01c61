/**
 * What is known about chat models by name: the context window (prompt + completion, in the model's
 * own tokens) and the most completion tokens one reply may have. Data only, with sources; first
 * match wins, so more specific names come first. Names are matched after `normalizeModelName`
 * (provider prefixes such as `openai/` or `anthropic/` from OpenAI-compatible gateways dropped,
 * lower case). A server may run a model with a smaller window than the model supports (llama.cpp
 * `-c`, vLLM `--max-model-len`, Ollama `num_ctx`): the `context-window` setting says so.
 */

export interface ModelLimits {
  /** Prompt + completion tokens the model accepts. */
  contextWindow: number;
  /** Most completion tokens in one reply. */
  maxOutputTokens: number;
  /** The model's tokenizer is the encoding Sweep counts with (OpenAI models), so counts are exact. */
  exactTokenizer: boolean;
  /** Server tokens per token Sweep counts: 1 when exact, else FOREIGN_TOKEN_RATIO. */
  tokenRatio: number;
}

/**
 * Context window assumed for a model missing from the table: 8,192 tokens, what many local servers
 * are started with (`llama-server -c 8192`) and the smallest window of current code models.
 */
export const DEFAULT_CONTEXT_WINDOW = 8_192;

/**
 * Server tokens per counted token for models whose tokenizer Sweep does not have (Llama, Qwen,
 * Mistral, Claude, ...): an allowance, not a measurement; a server that reports its own count in an
 * overflow answer replaces it (see window.ts).
 */
export const FOREIGN_TOKEN_RATIO = 1.25;

interface KnownModel {
  pattern: RegExp;
  contextWindow: number;
  /** Undefined: no separate limit (the window bounds the reply). */
  maxOutputTokens?: number;
  exactTokenizer?: boolean;
}

/** A name, then a separator or the end: `gpt-4o` matches `gpt-4o-2024-08-06`, not `gpt-4o1`. */
const END = '(?:$|[-.:_@ ])';

function name(prefix: string): RegExp {
  return new RegExp(`^${prefix}${END}`);
}

/** OpenAI (platform.openai.com/docs/models, each model's page: "context window", "max output tokens"). */
const OPENAI: readonly KnownModel[] = [
  { pattern: name('gpt-5-chat'), contextWindow: 128_000, maxOutputTokens: 16_384, exactTokenizer: true },
  { pattern: name('gpt-5(?:\\.\\d+)?'), contextWindow: 400_000, maxOutputTokens: 128_000, exactTokenizer: true },
  { pattern: name('gpt-4\\.1'), contextWindow: 1_047_576, maxOutputTokens: 32_768, exactTokenizer: true },
  { pattern: name('(?:gpt-4o|chatgpt-4o)'), contextWindow: 128_000, maxOutputTokens: 16_384, exactTokenizer: true },
  { pattern: name('gpt-4\\.5'), contextWindow: 128_000, maxOutputTokens: 16_384, exactTokenizer: true },
  // gpt-oss model card: 131,072-token context.
  { pattern: name('gpt-oss'), contextWindow: 131_072, exactTokenizer: true },
  { pattern: name('o1-mini'), contextWindow: 128_000, maxOutputTokens: 65_536, exactTokenizer: true },
  { pattern: name('o1-preview'), contextWindow: 128_000, maxOutputTokens: 32_768, exactTokenizer: true },
  { pattern: name('o[134](?:-mini|-pro)?'), contextWindow: 200_000, maxOutputTokens: 100_000, exactTokenizer: true },
  { pattern: /^gpt-4-32k/, contextWindow: 32_768, exactTokenizer: true },
  { pattern: /^gpt-4-(?:turbo|1106|0125|vision)/, contextWindow: 128_000, maxOutputTokens: 4_096, exactTokenizer: true },
  { pattern: /^gpt-4(?:$|-0314|-0613)/, contextWindow: 8_192, exactTokenizer: true },
  { pattern: /^gpt-3\.5-turbo-instruct/, contextWindow: 4_096, exactTokenizer: true },
  { pattern: /^gpt-3\.5-turbo/, contextWindow: 16_385, maxOutputTokens: 4_096, exactTokenizer: true },
];

/**
 * Anthropic's Claude through OpenAI-compatible gateways (Anthropic's OpenAI SDK compatibility,
 * OpenRouter `anthropic/...`, LiteLLM): 200,000-token windows; output limits from
 * docs.anthropic.com "Models overview" (Claude 3: 4,096; 3.5: 8,192; 3.7 and Sonnet 4: 64,000;
 * Opus 4 and 4.1: 32,000; the 4.5 models: 64,000).
 */
const CLAUDE: readonly KnownModel[] = [
  { pattern: /^claude-(?:opus-4-?5|opus-4\.5|sonnet-4-?5|sonnet-4\.5|haiku-4-?5|haiku-4\.5)/, contextWindow: 200_000, maxOutputTokens: 64_000 },
  { pattern: /^claude-opus-4/, contextWindow: 200_000, maxOutputTokens: 32_000 },
  { pattern: /^claude-(?:sonnet-4|3-7-sonnet|3\.7-sonnet)/, contextWindow: 200_000, maxOutputTokens: 64_000 },
  { pattern: /^claude-3[-.]5/, contextWindow: 200_000, maxOutputTokens: 8_192 },
  { pattern: /^claude-/, contextWindow: 200_000, maxOutputTokens: 4_096 },
];

/**
 * Open-weight models under the names Ollama, vLLM, llama.cpp and hosted APIs use. Windows from each
 * model's card or `config.json` (`max_position_embeddings`, without YaRN scaling):
 * Llama 3 8,192 and Llama 3.1-3.3 131,072 (meta-llama model cards); Qwen2.5 and Qwen2.5-Coder
 * 32,768 (Qwen model cards: "full 32,768 tokens", 131,072 only with YaRN), Qwen3 32,768,
 * Qwen3-Coder 262,144; DeepSeek API (`deepseek-chat`, `deepseek-reasoner`) 128K, reasoner output
 * 64K, chat output 8K (api-docs.deepseek.com "Models & Pricing"), DeepSeek-Coder-V2 128K,
 * DeepSeek-Coder 16,384; Mistral (docs.mistral.ai "Models"): Large, Small 3.1+, NeMo, Ministral,
 * Devstral 131,072 (128k), Codestral 256k (codestral-2501 on) and 32k before, Mixtral 8x22B 65,536,
 * Mistral 7B and Mixtral 8x7B 32,768; Code Llama 16,384; Gemma 2 8,192, Gemma 3 131,072 (1B: 32,768);
 * Phi-4 16,384; Gemini through its OpenAI-compatible endpoint 1,048,576 (2.5 output 65,536, 2.0
 * output 8,192).
 */
const OPEN_MODELS: readonly KnownModel[] = [
  { pattern: /^(?:meta-)?llama-?3[.-][123]|^llama3\.[123]/, contextWindow: 131_072 },
  { pattern: /^(?:meta-)?llama-?3(?:$|[-:_ ])|^llama3(?:$|[-:_ ])/, contextWindow: 8_192 },
  { pattern: /^qwen3-coder/, contextWindow: 262_144 },
  { pattern: /^qwen(?:2\.5|3)/, contextWindow: 32_768, maxOutputTokens: 8_192 },
  { pattern: /^deepseek-reasoner|^deepseek-r1/, contextWindow: 128_000, maxOutputTokens: 64_000 },
  { pattern: /^deepseek-(?:chat|v3)/, contextWindow: 128_000, maxOutputTokens: 8_192 },
  { pattern: /^deepseek-coder-v2/, contextWindow: 128_000 },
  { pattern: /^deepseek-coder/, contextWindow: 16_384 },
  { pattern: /^codestral-(?:2[5-9]|latest)/, contextWindow: 256_000 },
  { pattern: /^codestral/, contextWindow: 32_768 },
  { pattern: /^(?:mistral-large|mistral-medium|mistral-small|open-mistral-nemo|mistral-nemo|ministral|devstral)/, contextWindow: 131_072 },
  { pattern: /^(?:open-)?mixtral-8x22b|^mixtral:8x22b/, contextWindow: 65_536 },
  { pattern: /^(?:open-)?mixtral|^(?:open-)?mistral(?:-7b)?(?:$|[-:_ ])/, contextWindow: 32_768 },
  { pattern: /^codellama|^code-llama/, contextWindow: 16_384 },
  { pattern: /^gemma-?3[-:_ ]?1b/, contextWindow: 32_768 },
  { pattern: /^gemma-?3/, contextWindow: 131_072 },
  { pattern: /^gemma-?2/, contextWindow: 8_192 },
  { pattern: /^phi-?4/, contextWindow: 16_384 },
  { pattern: /^gemini-2\.5/, contextWindow: 1_048_576, maxOutputTokens: 65_536 },
  { pattern: /^gemini-/, contextWindow: 1_048_576, maxOutputTokens: 8_192 },
];

export const KNOWN_MODELS: readonly KnownModel[] = [...OPENAI, ...CLAUDE, ...OPEN_MODELS];

/**
 * The model name without provider prefix (`openai/gpt-4o`, `meta-llama/Llama-3.1-8B`), fine-tune
 * prefix (`ft:`) or case, so that names from OpenAI-compatible gateways map like the bare names.
 */
export function normalizeModelName(model: string): string {
  let normalized = model.trim().toLowerCase();
  normalized = normalized.slice(normalized.lastIndexOf('/') + 1);
  if (normalized.startsWith('ft:')) normalized = normalized.slice('ft:'.length);
  return normalized;
}

/** The table's entry for `model`, or undefined when it is not known. */
export function knownModelLimits(model: string | undefined): ModelLimits | undefined {
  if (model === undefined || model.trim() === '') return undefined;
  const normalized = normalizeModelName(model);
  const entry = KNOWN_MODELS.find((m) => m.pattern.test(normalized));
  if (!entry) return undefined;
  const exactTokenizer = entry.exactTokenizer ?? false;
  return { contextWindow: entry.contextWindow, maxOutputTokens: entry.maxOutputTokens ?? entry.contextWindow, exactTokenizer, tokenRatio: exactTokenizer ? 1 : FOREIGN_TOKEN_RATIO };
}

/** The limits of `model`: the table's, or DEFAULT_CONTEXT_WINDOW for a model it does not know. */
export function modelLimits(model: string | undefined): ModelLimits {
  return knownModelLimits(model) ?? { contextWindow: DEFAULT_CONTEXT_WINDOW, maxOutputTokens: DEFAULT_CONTEXT_WINDOW, exactTokenizer: false, tokenRatio: FOREIGN_TOKEN_RATIO };
}
