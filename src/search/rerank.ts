/**
 * Signal weights and the pure scoring functions that combine lexical scores, mentions, definitions
 * and priors into file ranks. Every weight is a named constant chosen by measurement on the dev sets
 * (see README, "Retrieval quality").
 */
import type { IntentKind } from '../context/intent.js';
import type { FileRole } from '../repo/classify.js';

/** Content BM25 of the file's best chunk, normalized by the best file. */
export const W_CONTENT = 1.0;
/** Share of the second and third best chunks added to a file's content score. */
export const W_EXTRA_CHUNKS = 0.25;
/** Path BM25, normalized by the best path score. */
export const W_PATH = 0.35;
/** A path written in the issue. */
export const W_MENTION_PATH = 1.2;
/** A stack frame in the issue. */
export const W_MENTION_FRAME = 1.0;
/** A dotted module chain in the issue. */
export const W_MENTION_MODULE = 0.8;
/** An identifier in the issue equal to a file's stem. */
export const W_MENTION_STEM = 0.6;
/** The file defines a symbol the issue names (divided by the square root of how many files define it). */
export const W_DEFINES = 0.7;
/** A file's definition boost, summed over the names it defines, stops here (a file defining many
 * incidental names from a pasted script must not outrank the one the issue is about). */
export const DEFINES_CAP = 1.5;
/** The file defines a `Class.member` chain the issue names. */
export const W_DEFINES_QUALIFIED = 0.5;
/** Plain words (`fix`, `value`) named in backticks or calls count this much of a code-shaped symbol. */
export const PLAIN_SYMBOL_SHARE = 0.5;
/**
 * A symbol whose name occurs in few chunks is specific: its definition boost is scaled by its IDF
 * over the IDF of a term in 1/SPECIFIC_CHUNK_SHARE of the chunks (capped at 1).
 */
export const SPECIFIC_CHUNK_SHARE = 20;
/** `Name3` naming the defined `Name` counts this much of an exact match. */
export const NUMBERED_VARIANT_SHARE = 0.6;
/** Capitalized prose words that name a defined class count this much of a code-shaped symbol. */
export const WORD_SYMBOL_SHARE = 0.35;
/** Git history prior: log-scaled commit count. */
export const W_HISTORY = 0.05;
/** Multipliers by file role. */
export const ROLE_FACTOR: Record<FileRole, number> = { source: 1, test: 0.55, doc: 0.5, config: 0.5, other: 0.6 };
/** Tests are not penalized when the issue is about tests. */
export const TEST_FACTOR_FOR_TEST_INTENT = 1.05;

/** 0..1: how specific a name is, from its IDF in a collection of `docCount` documents. */
export function symbolSpecificity(idf: number, docCount: number): number {
  const reference = Math.log(1 + docCount / SPECIFIC_CHUNK_SHARE);
  return reference > 0 ? Math.min(1, Math.max(0, idf / reference)) : 1;
}

/** Query term weight for a term seen `count` times. */
export function queryTermWeight(count: number): number {
  return 1 + Math.log(count);
}

export function roleFactor(role: FileRole, intent: IntentKind): number {
  if (role === 'test' && intent === 'TEST_WRITING') return TEST_FACTOR_FOR_TEST_INTENT;
  return ROLE_FACTOR[role];
}

/** Combines a file's top chunk scores: the best, plus a share of the next two. */
export function combineChunkScores(sortedDescending: readonly number[]): number {
  const [a = 0, b = 0, c = 0] = sortedDescending;
  return a + W_EXTRA_CHUNKS * (b + c);
}

/** The history prior in 0..W_HISTORY from a file's commit count and the busiest file's. */
export function historyPrior(commits: number, maxCommits: number): number {
  if (commits <= 0 || maxCommits <= 0) return 0;
  return (W_HISTORY * Math.log1p(commits)) / Math.log1p(maxCommits);
}
