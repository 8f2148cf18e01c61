/**
 * How the per-file signals of `features.ts` become a score: named weights and the pure scoring
 * function. A file's relevance is a weighted sum of its lexical, named and propagated signals (a
 * file none of them reaches is not relevant); priors then order relevant files, and factors for its
 * role and kind scale the result; the best files are then ordered again by their definitions'
 * evidence (`orderByEvidence`). The shipped weights (`MODEL`) were fitted on the dev pool by
 * `scripts/fit-ranker.mjs` (its output is checked in as `scripts/fit-ranker.out.json`); README,
 * "Retrieval quality", gives the leave-one-repository-out figures.
 */
import type { FeatureName } from './features.js';

/** Share of the second and third best chunks added to a file's content score. */
export const W_EXTRA_CHUNKS = 0.25;
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
/**
 * The factor of a build output the repository commits (`kind.build-output`: a bundle or compiled
 * copy of its sources, index-kinds.ts): set by hand, not fitted (the dev pool's dumps predate the
 * signal), and mild, so a build output still ranks where nothing else matches.
 */
export const BUILD_OUTPUT_FACTOR = 0.5;
/**
 * The factor of a declaration file an implementation shadows, raised to the share of its
 * definitions the implementation defines too (`kind.declaration-shadowed`): set by hand, not fitted
 * (the last fit, which could weigh it, gave it 0.9 while `kind.declaration` stayed at 1).
 */
export const SHADOWED_DECLARATION_FACTOR = 0.5;
/**
 * The weight of a locale file of a language the issue names (`mention.language`, locales.ts): set
 * by hand, not fitted with the others (33 of the dev pool's queries name a language, fewer than the
 * fit asks of a signal). Chosen leave-one-repository-out among those 33 the weight was 1.5, the
 * largest tried, in every fold; it is held at a stack frame's weight, so that a language named in
 * passing cannot outweigh what the trace says.
 */
export const LANGUAGE_MENTION_WEIGHT = 1;
/**
 * The factor of a declaration file when the issue is about a mostly JavaScript repository's
 * TypeScript types (`intent.types`, type-intent.ts): set by hand, not fitted (37 of the dev pool's
 * queries and 9 of its real issues, in 16 repositories, speak of them). Twice undoes the scaling of a
 * declaration an implementation shadows (`SHADOWED_DECLARATION_FACTOR`) and lifts the others; 3 and 5
 * move a real issue's file out of the first five (docs/benchmarks.md, "An issue about a JavaScript
 * library's types").
 */
export const TYPES_INTENT_FACTOR = 2;

export interface RankModel {
  /** Weights of the signals that make a file relevant (summed). */
  relevance: Partial<Record<FeatureName, number>>;
  /** The summed contribution of `defines` and `defines.qualified` stops here (a file defining many
   * incidental names from a pasted script must not outrank the one the issue is about). */
  definesCap: number;
  /** Weights of priors, added to a relevant file's score. */
  prior: Partial<Record<FeatureName, number>>;
  /** Multipliers: the score is multiplied by `factor ** value` (value 0..1). */
  factors: Partial<Record<FeatureName, number>>;
}

/**
 * The ranker before the dev pool: hand-set weights chosen on two small dev sets. It also picks the
 * seed files that graph propagation and co-change start from, so those signals do not
 * depend on the weights being fitted.
 */
export const PREVIOUS_MODEL: RankModel = {
  relevance: {
    content: 1.0,
    path: 0.35,
    'mention.path': 1.2,
    'mention.frame': 1.0,
    'mention.module': 0.8,
    'mention.stem': 0.6,
    defines: 0.7,
    'defines.qualified': 0.5,
  },
  definesCap: 1.5,
  prior: { history: 0.05 },
  factors: { 'role.test': 0.55, 'role.doc': 0.5, 'role.config': 0.5, 'role.other': 0.6, 'intent.test': 1.05 },
};

/** The shipped weights (see the header). */
export const MODEL: RankModel = {
  relevance: {
    content: 0.75,
    path: 0.5,
    'mention.path': 0.35,
    'mention.frame': 1,
    'mention.module': 0,
    'mention.stem': 0.1,
    // Not fitted: see its constant.
    'mention.language': LANGUAGE_MENTION_WEIGHT,
    defines: 0.5,
    'defines.qualified': 0.1,
    'content.title': 0.5,
    'content.prose': 0,
    'content.code': 0.02,
    'content.quoted': 0.2,
    'content.best': 0,
    'path.title': 0.2,
    'graph.ppr': 0,
    'graph.hop': 0.5,
    cochange: 0.2,
  },
  definesCap: 1,
  prior: {
    history: 0.2,
    recency: 0.15,
    lines: 0,
  },
  factors: {
    'role.test': 0.1,
    'role.doc': 0.1,
    'role.config': 0.1,
    'role.other': 0.1,
    'kind.declaration': 1,
    'kind.example': 0.7,
    'kind.benchmark': 1,
    'kind.build-config': 1,
    'kind.template': 0.1,
    'kind.docs-site': 0.8,
    'kind.script': 0.7,
    'kind.ci': 0.1,
    'intent.test': 1.05,
    // Not fitted: see their constants.
    'intent.types': TYPES_INTENT_FACTOR,
    'kind.build-output': BUILD_OUTPUT_FACTOR,
    'kind.declaration-shadowed': SHADOWED_DECLARATION_FACTOR,
  },
};

/**
 * The best files are ordered again by what their own functions, methods and classes say of the
 * query: a file's score over the best file's, plus this weight times its best definition's score
 * without the file's part (`bestEvidenceByFile` in entities.ts). Chosen leave-one-repository-out on
 * the dev pool (`scripts/fit-ranker.mjs --shipped`: 0.1 in 64 of the 65 folds).
 */
export const FUNCTION_EVIDENCE_WEIGHT = 0.1;
/** How many of the best files are ordered again by `FUNCTION_EVIDENCE_WEIGHT`. */
export const FUNCTION_EVIDENCE_FILES = 10;

/**
 * The first `count` of `ranked` (best first, by `score`) ordered again by score + weight × best ×
 * evidence, where best is the first file's score (so the evidence counts the same whatever the
 * scale of the scores); each keeps that sum as its score, and the rest follow as they were. Ties keep
 * their order. A pure function: `evidence` by file id.
 */
export function orderByEvidence<T extends { id: number; score: number }>(
  ranked: readonly T[],
  evidence: ReadonlyMap<number, number>,
  weight = FUNCTION_EVIDENCE_WEIGHT,
  count = FUNCTION_EVIDENCE_FILES,
): (T & { evidence: number })[] {
  const best = ranked.length ? ranked[0]!.score : 0;
  const head = ranked.slice(0, count).map((f, at) => ({ f: { ...f, evidence: weight * best * (evidence.get(f.id) ?? 0) }, at }));
  for (const h of head) h.f.score += h.f.evidence;
  head.sort((a, b) => b.f.score - a.f.score || a.at - b.at);
  return [...head.map((h) => h.f), ...ranked.slice(count).map((f) => ({ ...f, evidence: 0 }))];
}

/** Graph propagation and co-change start from this many best files. */
export const SEED_FILES = 10;

const DEFINES: readonly FeatureName[] = ['defines', 'defines.qualified'];

/**
 * A file's score under `model`, or 0 when no relevance signal reaches it. `visit` receives each
 * contribution (`name`, weighted value) and each factor (`×name`, multiplier) for explanations.
 */
export function scoreWith(model: RankModel, value: (name: FeatureName) => number, visit?: (name: string, amount: number) => void): number {
  let relevance = 0;
  let defines = 0;
  for (const name in model.relevance) {
    const v = value(name as FeatureName);
    if (v === 0) continue;
    const c = model.relevance[name as FeatureName]! * v;
    if (DEFINES.includes(name as FeatureName)) defines += c;
    else {
      relevance += c;
      visit?.(name, c);
    }
  }
  if (defines !== 0) {
    const capped = Math.min(defines, model.definesCap);
    relevance += capped;
    visit?.('defines', capped);
  }
  if (relevance <= 0) return 0;
  let score = relevance;
  for (const name in model.prior) {
    const v = value(name as FeatureName);
    if (v === 0) continue;
    const c = model.prior[name as FeatureName]! * v;
    score += c;
    visit?.(name, c);
  }
  for (const name in model.factors) {
    const v = value(name as FeatureName);
    if (v === 0) continue;
    const f = model.factors[name as FeatureName]! ** v;
    score *= f;
    visit?.(`×${name}`, f);
  }
  return score;
}

/** A signal's values by file (0 when absent), as `compileScore` reads them. */
export type SignalColumn = (file: number) => number;

/**
 * `scoreWith` for many files: each signal's column is looked up once, not per file and name. The
 * arithmetic is `scoreWith`'s, term for term and in the same order, so scores are identical.
 */
export function compileScore(model: RankModel, column: (name: FeatureName) => SignalColumn | undefined): (file: number) => number {
  const pick = (group: Partial<Record<FeatureName, number>>) =>
    Object.entries(group).flatMap(([name, w]) => {
      const c = column(name as FeatureName);
      return c ? [{ name: name as FeatureName, w: w!, c }] : [];
    });
  const relevance = pick(model.relevance);
  const plain = relevance.filter((t) => !DEFINES.includes(t.name));
  const defining = relevance.filter((t) => DEFINES.includes(t.name));
  const prior = pick(model.prior);
  const factors = pick(model.factors);
  return (file) => {
    let r = 0;
    for (const t of plain) {
      const v = t.c(file);
      if (v !== 0) r += t.w * v;
    }
    let d = 0;
    for (const t of defining) {
      const v = t.c(file);
      if (v !== 0) d += t.w * v;
    }
    if (d !== 0) r += Math.min(d, model.definesCap);
    if (r <= 0) return 0;
    let score = r;
    for (const t of prior) {
      const v = t.c(file);
      if (v !== 0) score += t.w * v;
    }
    for (const t of factors) {
      const v = t.c(file);
      if (v !== 0) score *= t.w ** v;
    }
    return score;
  };
}


/** 0..1: how specific a name is, from its IDF in a collection of `docCount` documents. */
export function symbolSpecificity(idf: number, docCount: number): number {
  const reference = Math.log(1 + docCount / SPECIFIC_CHUNK_SHARE);
  return reference > 0 ? Math.min(1, Math.max(0, idf / reference)) : 1;
}

/** Query term weight for a term seen `count` times. */
export function queryTermWeight(count: number): number {
  return 1 + Math.log(count);
}

/** Combines a file's top chunk scores: the best, plus a share of the next two. */
export function combineChunkScores(sortedDescending: readonly number[]): number {
  const [a = 0, b = 0, c = 0] = sortedDescending;
  return a + W_EXTRA_CHUNKS * (b + c);
}
