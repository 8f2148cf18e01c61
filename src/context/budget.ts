/**
 * Token counting for the configured chat model (js-tiktoken's encodings, no network): o200k_base for
 * current OpenAI models, cl100k_base for everything else. Counts are exact: the sum over the
 * encoding's pre-tokenizer pieces, each piece merged over a compact table of the encoding's tokens
 * (merge-table.ts, read from the table the build writes next to the bundle) and its count cached, and
 * whole texts' counts kept in a small LRU cache. The encoder itself is built only to cut texts.
 * Also: the retrieval budget for a model or window, and truncation to a token limit at a line
 * boundary (found part by part where the pre-tokenizer never joins pieces).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Tiktoken, type TiktokenBPE } from 'js-tiktoken/lite';
import { MAX_CONTEXT_BUDGET, stageBudgets } from '../llm/budgets.js';
import { modelLimits, normalizeModelName } from '../llm/models.js';
import { MergeTable } from './merge-table.js';

export { DEFAULT_CONTEXT_WINDOW, normalizeModelName } from '../llm/models.js';

export type EncodingName = 'o200k_base' | 'cl100k_base';

/** The encoding for models we do not know (local models, other vendors, no model given). */
export const FALLBACK_ENCODING: EncodingName = 'cl100k_base';
/** Tokens of retrieved context when neither a budget, a model nor a window is given. */
export const DEFAULT_CONTEXT_BUDGET = MAX_CONTEXT_BUDGET;
/** Counts of strings (and parts) shorter than this are cached under the string itself; longer ones under a digest. */
export const COUNT_CACHE_MAX_CHARS = 2_048;
/** Entries kept per encoding in the count cache before the least recently used is dropped. */
export const COUNT_CACHE_ENTRIES = 8_192;

/**
 * The BPE ranks of an encoding, read on first use: from `tiktoken/<name>.json` next to the bundle
 * (the build writes them there, which keeps megabytes of ranks out of every start-up), else from
 * the js-tiktoken package.
 */
const loadedRanks = new Map<EncodingName, TiktokenBPE>();

function ranksFor(name: EncodingName): TiktokenBPE {
  let ranks = loadedRanks.get(name);
  if (!ranks) {
    ranks = loadRanks(name);
    loadedRanks.set(name, ranks);
  }
  return ranks;
}

function loadRanks(name: EncodingName): TiktokenBPE {
  const bundled = join(dirname(fileURLToPath(import.meta.url)), 'tiktoken', `${name}.json`);
  if (existsSync(bundled)) return JSON.parse(readFileSync(bundled, 'utf8')) as TiktokenBPE;
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('js-tiktoken/lite')), 'ranks', `${name}.cjs`);
  const loaded = require(file) as TiktokenBPE | { default: TiktokenBPE };
  return 'default' in loaded ? loaded.default : loaded;
}

/** Model families that use o200k_base: GPT-4o, GPT-4.1, GPT-4.5, GPT-5, gpt-oss and the o-series. */
const O200K_MODELS = /^(?:gpt-4o|chatgpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|gpt-oss|o1|o3|o4)(?:$|[-.:_@])/;

const encoders = new Map<EncodingName, Tiktoken>();
const caches = new Map<EncodingName, Map<string, number>>();

function encoderFor(name: EncodingName): Tiktoken {
  let encoder = encoders.get(name);
  if (!encoder) {
    encoder = loadEncoder(name);
    encoders.set(name, encoder);
  }
  return encoder;
}

/** The encoder, from the token table the build writes next to the bundle when it is there. */
function loadEncoder(name: EncodingName): Tiktoken {
  const table = bundledTable(name);
  const encoder = table ? encoderFromKeys(ranksFor(name), table.keyLines()) : undefined;
  return encoder ?? new Tiktoken(ranksFor(name));
}

const bundledTables = new Map<EncodingName, MergeTable | null>();

/** The encoding's token table the build writes next to the bundle (null when it is not there or not readable). */
function bundledTable(name: EncodingName): MergeTable | null {
  let table = bundledTables.get(name);
  if (table === undefined) {
    const file = join(dirname(fileURLToPath(import.meta.url)), 'tiktoken', `${name}.tokens`);
    table = (existsSync(file) ? MergeTable.fromBinary(readFileSync(file)) : undefined) ?? null;
    bundledTables.set(name, table);
  }
  return table;
}

/** Tokens in compressed ranks: each line is a prefix, the first rank, then one token per field. */
function rankCount(bpeRanks: string): number {
  let count = 0;
  for (const line of bpeRanks.split('\n')) {
    if (!line) continue;
    let fields = 1;
    for (let i = line.indexOf(' '); i !== -1; i = line.indexOf(' ', i + 1)) fields++;
    count += fields - 2;
  }
  return count;
}

/** Token bytes by rank, decoded from their merge key on first use (only `decode` needs them). */
class LazyTokenBytes extends Map<number, Uint8Array> {
  constructor(private readonly mergeKeys: readonly string[]) {
    super();
  }

  override get(rank: number): Uint8Array | undefined {
    let bytes = super.get(rank);
    const key = this.mergeKeys[rank];
    if (bytes === undefined && key) {
      bytes = Uint8Array.from(key.split(','), Number);
      super.set(rank, bytes);
    }
    return bytes;
  }
}

/**
 * An encoder whose merge table is filled from `keys` (one `rankMap` key per line, line number =
 * rank) instead of being expanded from the compressed ranks: a few milliseconds instead of hundreds,
 * and far less garbage. Returns undefined when the encoder does not keep its table the way this
 * expects (another js-tiktoken version), so the caller can build it the usual way.
 */
export function encoderFromKeys(ranks: TiktokenBPE, keys: string): Tiktoken | undefined {
  const encoder = new Tiktoken({ ...ranks, bpe_ranks: '' });
  const table = encoder as unknown as { rankMap?: unknown; textMap?: unknown };
  if (!(table.rankMap instanceof Map) || !(table.textMap instanceof Map) || table.rankMap.size !== 0) return undefined;
  const lines = keys.split('\n');
  const rankMap = table.rankMap as Map<string, number>;
  for (let rank = 0; rank < lines.length; rank++) if (lines[rank]) rankMap.set(lines[rank]!, rank);
  // Every token of the compressed ranks must be there: a truncated or foreign keys file is refused.
  if (rankMap.size !== rankCount(ranks.bpe_ranks)) return undefined;
  table.textMap = new LazyTokenBytes(lines);
  return encoder;
}

function cacheFor(name: EncodingName): Map<string, number> {
  let cache = caches.get(name);
  if (!cache) {
    cache = new Map();
    caches.set(name, cache);
  }
  return cache;
}

/** The encoding of `model`: o200k_base for current OpenAI models, cl100k_base otherwise. */
export function encodingForModel(model: string | undefined): EncodingName {
  if (model === undefined) return FALLBACK_ENCODING;
  return O200K_MODELS.test(normalizeModelName(model)) ? 'o200k_base' : FALLBACK_ENCODING;
}

/** The context window of `model` in tokens: the known-model table's, or DEFAULT_CONTEXT_WINDOW. */
export function contextWindowForModel(model: string | undefined): number {
  return modelLimits(model).contextWindow;
}

export interface RetrievalBudgetOptions {
  /** The chat model: its window (known-model table) sets the budget. */
  model?: string;
  /** The model server's context window as set (`--context-window`, `context-window`). */
  contextWindow?: number;
  /** A budget asked for explicitly (`--budget`, settings); used as given. */
  explicit?: number;
}

/**
 * Tokens for retrieved context: the explicit budget when there is one; else the share of the
 * context window the run gives retrieved context (see llm/budgets.ts), from the window as set or the
 * model's; DEFAULT_CONTEXT_BUDGET when neither a window nor a model is known.
 */
export function retrievalBudget(options: RetrievalBudgetOptions = {}): number {
  const { explicit, model, contextWindow } = options;
  if (explicit !== undefined) {
    if (!Number.isSafeInteger(explicit) || explicit < 1) {
      throw new Error(`A context budget must be a positive whole number of tokens, got ${String(explicit)}`);
    }
    return explicit;
  }
  if (model === undefined && contextWindow === undefined) return DEFAULT_CONTEXT_BUDGET;
  const limits = modelLimits(model);
  const window = contextWindow ?? limits.contextWindow;
  return stageBudgets({ window, maxOutputTokens: Math.min(limits.maxOutputTokens, window), tokenRatio: limits.tokenRatio }).context;
}

const SLASH = 0x2f;
const WHITESPACE = /\s/;

/**
 * True when a line break followed by this character is a place where both encoders' pre-tokenizers
 * always end a piece: the next character is neither whitespace (runs of blank lines and indentation
 * are pieces of their own) nor `/` (o200k lets punctuation pieces run on through line breaks and
 * slashes). Counts of the parts on either side then add up to the count of the whole.
 */
function isSplitPoint(next: number): boolean {
  if (next === SLASH) return false;
  if (next > 0x20 && next < 0x7f) return true;
  return !WHITESPACE.test(String.fromCharCode(next));
}

/** Calls `visit` with the [start, end) bounds of each part of `text` whose counts add up exactly. */
function forEachPart(text: string, visit: (start: number, end: number) => void): void {
  let start = 0;
  for (let nl = text.indexOf('\n'); nl !== -1 && nl + 1 < text.length; nl = text.indexOf('\n', nl + 1)) {
    if (!isSplitPoint(text.charCodeAt(nl + 1))) continue;
    visit(start, nl + 1);
    start = nl + 1;
  }
  if (start < text.length) visit(start, text.length);
}

function encodePlain(name: EncodingName, text: string): number[] {
  // Special-token names in the text (`<|endoftext|>`) are counted as ordinary text, never rejected.
  return encoderFor(name).encode(text, [], []);
}

/** The count cache's key for `text`: the text itself when short, else its length and SHA-1. */
function cacheKey(text: string): string {
  return text.length < COUNT_CACHE_MAX_CHARS ? text : `\0${text.length}:${createHash('sha1').update(text).digest('base64')}`;
}

function lookup(cache: Map<string, number>, key: string): number | undefined {
  const cached = cache.get(key);
  if (cached !== undefined) {
    // Re-inserted: most recently used.
    cache.delete(key);
    cache.set(key, cached);
  }
  return cached;
}

function remember(cache: Map<string, number>, key: string, count: number): void {
  cache.set(key, count);
  if (cache.size > COUNT_CACHE_ENTRIES) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
}

/**
 * Makes what counting needs now: the merge table (milliseconds from the table next to the bundle;
 * without them, the encoder first, most of a second) and the pre-tokenizer. Callers schedule this
 * while worker threads are indexing. The encoder itself is built only to cut texts (truncation).
 */
export function warmEncoder(model?: string): void {
  const name = encodingForModel(model);
  if (!mergeTable(name)) encoderFor(name);
  pieceRegex(name);
}

/** countTokens and tokenLowerBound for one model, as assembleContext takes them. */
export function tokenMeasure(model?: string): { count: (text: string) => number; atLeast: (text: string, stopAbove: number) => number } {
  return { count: (text) => countTokens(text, model), atLeast: (text, stopAbove) => tokenLowerBound(text, model, stopAbove) };
}

/** The exact number of tokens `model`'s encoding gives `text` (FALLBACK_ENCODING without a model). */
export function countTokens(text: string, model?: string): number {
  if (text.length === 0) return 0;
  const name = encodingForModel(model);
  const cache = cacheFor(name);
  const key = cacheKey(text);
  const cached = lookup(cache, key);
  if (cached !== undefined) return cached;
  const total = countPieces(name, text);
  remember(cache, key, total);
  return total;
}

/** Pieces longer than this are encoded every time; shorter ones have their counts cached. */
const PIECE_CACHE_MAX_CHARS = 64;
/** Piece counts kept per encoding; the cache starts over when full. */
export const PIECE_CACHE_ENTRIES = 65_536;
const pieceCaches = new Map<EncodingName, Map<string, number>>();

/**
 * The token count as the sum over the pre-tokenizer's pieces, which the encoder byte-pair encodes
 * one by one: code repeats its identifiers, keywords and indentation, so most pieces are counted
 * from the cache without encoding.
 */
function countPieces(name: EncodingName, text: string): number {
  let cache = pieceCaches.get(name);
  if (!cache) {
    cache = new Map();
    pieceCaches.set(name, cache);
  }
  const pieces = pieceRegex(name);
  let total = 0;
  pieces.lastIndex = 0;
  for (let m = pieces.exec(text); m !== null; m = pieces.exec(text)) {
    const piece = m[0];
    if (piece.length > PIECE_CACHE_MAX_CHARS) {
      forEachSpan(piece, (span) => (total += pieceTokens(name, span)));
      continue;
    }
    let count = cache.get(piece);
    if (count === undefined) {
      count = pieceTokens(name, piece);
      if (cache.size >= PIECE_CACHE_ENTRIES) cache.clear();
      cache.set(piece, count);
    }
    total += count;
  }
  pieces.lastIndex = 0;
  return total;
}

/**
 * Pieces longer than this (a run of letters or digits with no break: a base64 blob, a minified line)
 * are counted and cut in spans of this many characters: byte-pair encoding one piece costs time
 * that grows with the square of its length (a 16,000-letter word took 40 s), and any text an issue
 * brings must be counted in time that grows with its length. A span boundary keeps the encoder from
 * merging across it, so such a piece counts at most about one token per span more than the
 * encoder's own count: budgets stay on the safe side.
 */
export const MAX_SPAN_CHARS = 256;

/** Calls `visit` with `piece` cut into spans of at most MAX_SPAN_CHARS (never inside a surrogate pair). */
function forEachSpan(piece: string, visit: (span: string, start: number) => void): void {
  for (let start = 0; start < piece.length; ) {
    let end = Math.min(piece.length, start + MAX_SPAN_CHARS);
    const c = piece.charCodeAt(end - 1);
    if (end < piece.length && c >= 0xd800 && c <= 0xdbff) end--;
    visit(piece.slice(start, end), start);
    start = end;
  }
}

const mergeTables = new Map<EncodingName, MergeTable | null>();

/**
 * The encoding's merge table for counting: from the table next to the bundle when it is there,
 * else from the encoder's own table (null when neither can be read: the encoder then counts).
 */
function mergeTable(name: EncodingName): MergeTable | undefined {
  let table = mergeTables.get(name);
  if (table === undefined) {
    table = bundledTable(name);
    if (!table) {
      const rankMap = (encoderFor(name) as unknown as { rankMap?: unknown }).rankMap;
      table = (rankMap instanceof Map ? MergeTable.fromRankMap(rankMap as Map<string, number>) : undefined) ?? null;
    }
    mergeTables.set(name, table);
  }
  return table ?? undefined;
}

/**
 * Tokens of one pre-tokenizer piece: the encoder's merges over its merge table (see MergeTable),
 * equal to `encode(piece).length` (tested on random and real texts).
 */
export function pieceTokens(name: EncodingName, piece: string): number {
  const table = mergeTable(name);
  return table ? table.countPiece(piece) : encodePlain(name, piece).length;
}

const pieceRegexes = new Map<EncodingName, RegExp>();

/** The encoding's pre-tokenizer (the pattern the encoder splits text with before byte-pair encoding). */
function pieceRegex(name: EncodingName): RegExp {
  let pieces = pieceRegexes.get(name);
  if (!pieces) {
    pieces = new RegExp(ranksFor(name).pat_str, 'gu');
    pieceRegexes.set(name, pieces);
  }
  return pieces;
}

/**
 * A lower bound on the token count of `text`, without encoding it: the number of pieces the
 * encoding's pre-tokenizer splits it into (each piece gives at least one token; for code the two
 * are nearly equal). An order of magnitude faster than counting. Stops early and returns a number
 * above `stopAbove` once the bound exceeds it.
 */
export function tokenLowerBound(text: string, model?: string, stopAbove = Number.POSITIVE_INFINITY): number {
  const pieces = pieceRegex(encodingForModel(model));
  pieces.lastIndex = 0;
  let count = 0;
  while (count <= stopAbove && pieces.exec(text) !== null) count++;
  pieces.lastIndex = 0;
  return count;
}

/** True when `text` has at most `max` tokens; cheap bounds first, then an exact count. */
export function fitsInTokens(text: string, max: number, model?: string): boolean {
  if (Buffer.byteLength(text, 'utf8') <= max) return true; // every token covers at least one byte
  if (tokenLowerBound(text, model, max) > max) return false;
  return countTokens(text, model) <= max;
}

/** The line that marks where truncateToTokens cut, saying how many lines were left out. */
export function truncationMarker(omittedLines: number): string {
  return `[... ${omittedLines} more line${omittedLines === 1 ? '' : 's'} truncated]`;
}

/** At most this many attempts to make the truncated text fit; each one shrinks what is kept. */
const TRUNCATE_ATTEMPTS = 4;

function lineCount(text: string): number {
  if (text.length === 0) return 0;
  let lines = text.endsWith('\n') ? 0 : 1;
  for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', nl + 1)) lines++;
  return lines;
}

/** The longest prefix of `text` with at most `keep` tokens, found part by part. */
function tokenPrefix(text: string, keep: number, name: EncodingName, model: string | undefined): string {
  let used = 0;
  let cut = -1;
  let partial = '';
  forEachPart(text, (start, end) => {
    if (cut !== -1) return;
    const part = text.slice(start, end);
    const count = countTokens(part, model);
    if (used + count <= keep) {
      used += count;
      return;
    }
    cut = start;
    partial = partPrefix(part, keep - used, name);
  });
  return cut === -1 ? text : text.slice(0, cut) + partial;
}

/**
 * The longest prefix of `part` with at most `keep` tokens as countTokens counts them: whole pieces
 * (long ones span by span, see MAX_SPAN_CHARS) while they fit, then as many tokens of the next one
 * as fit. Only that one short piece is encoded, so the time grows with the part's length.
 */
function partPrefix(part: string, keep: number, name: EncodingName): string {
  const pieces = pieceRegex(name);
  pieces.lastIndex = 0;
  let used = 0;
  let result: string | undefined;
  for (let m = pieces.exec(part); m !== null && result === undefined; m = pieces.exec(part)) {
    const at = m.index;
    forEachSpan(m[0], (span, offset) => {
      if (result !== undefined) return;
      const count = pieceTokens(name, span);
      if (used + count <= keep) {
        used += count;
        return;
      }
      let head = encoderFor(name).decode(encodePlain(name, span).slice(0, keep - used));
      // A token boundary inside a multi-byte character decodes to U+FFFD; keep only what is real.
      while (head.length > 0 && !span.startsWith(head)) head = head.slice(0, -1);
      result = part.slice(0, at + offset) + head;
    });
  }
  pieces.lastIndex = 0;
  return result ?? part;
}

/**
 * `text` cut to at most `max` tokens. A cut text ends at a line boundary when at least one whole line
 * fits (otherwise inside the first line) and is followed by a truncationMarker line. Returns `text`
 * unchanged when it fits, and '' when not even the marker fits.
 */
export function truncateToTokens(text: string, max: number, model?: string): string {
  if (!Number.isSafeInteger(max) || max < 0) {
    throw new Error(`A token limit must be a whole number of tokens, 0 or more, got ${String(max)}`);
  }
  if (fitsInTokens(text, max, model)) return text;
  const name = encodingForModel(model);
  let keep = max - countTokens(truncationMarker(lineCount(text)), model);
  for (let attempt = 0; attempt < TRUNCATE_ATTEMPTS && keep >= 0; attempt++) {
    let head = tokenPrefix(text, keep, name, model);
    const lastBreak = head.lastIndexOf('\n');
    if (lastBreak !== -1) head = head.slice(0, lastBreak + 1);
    const marker = truncationMarker(lineCount(text.slice(head.length)));
    const result = head.length === 0 || head.endsWith('\n') ? head + marker : `${head}\n${marker}`;
    const tokens = countTokens(result, model);
    if (tokens <= max) return result;
    keep -= tokens - max;
  }
  return '';
}
