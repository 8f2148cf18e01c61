/**
 * Query -> ranked files, entities and snippets, in stages: the per-file signals of `features.ts`
 * (lexical scores of the query and its parts, what the issue names, definitions, history, graph and
 * co-change propagation, roles), scored by `rerank.ts`, then entity and snippet selection, and the
 * best files ordered again by what their own definitions say of the query. No LLM calls.
 */
import type { Intent } from '../../context/intent.js';
import type { CoChange } from '../../repo/cochange.js';
import { ENTITY_MODEL, rankEntitiesWithEvidence, type EntityModel, type RankedEntity } from './entities.js';
import { computeFeatures, FEATURES, type FeatureName, type FileFeatures } from './features.js';
import type { FileMention } from './mentions.js';
import type { FileEdges } from './propagate.js';
import type { QuerySignals } from './query.js';
import type { RepoIndex } from '../index/repo-index.js';
import { compileScore, FUNCTION_EVIDENCE_FILES, MODEL, orderByEvidence, scoreWith, type RankModel } from './rerank.js';
import { selectSnippets, type Snippet } from './snippets.js';
import { TopScores } from '../terms/top-scores.js';

export { weightedQuery } from './features.js';

/** The name `--explain` gives what a file's definitions added to its score (`orderByEvidence`). */
export const FUNCTION_EVIDENCE_SIGNAL = 'functions';

export interface RankedFile {
  path: string;
  score: number;
  /** Why it ranks: signal name -> contribution (`×name` -> multiplier). */
  signals: Record<string, number>;
}

export interface SearchResult {
  intent: Intent;
  files: RankedFile[];
  entities: RankedEntity[];
  snippets: Snippet[];
  /** Files a mention, frame or definition pointed at (for context assembly). */
  mentions: FileMention[];
  signals: QuerySignals;
  /** Every chunk's BM25 score for the query (context gathering reuses them). */
  chunkScores: Float64Array;
  /** The per-file signals, when asked for (`features`). */
  features?: FileFeatures;
  queryMs: number;
}

export interface SearchOptions {
  /** Files and entities to return (default 10). */
  top?: number;
  snippets?: number;
  /** Reads a file's text for entity body scoring and template boilerplate; without it entities are scored by chunks only. */
  readText?: (path: string) => string | undefined;
  /** Scores from an external ranker (embeddings) fused into content scores, by chunk id. */
  extraChunkScores?: Float64Array;
  /** Weights to rank with (default: the shipped `MODEL`). */
  model?: RankModel;
  /** Entity weights to rank with (default: the shipped `ENTITY_MODEL`). */
  entityModel?: EntityModel;
  /** Co-change table of the repository's history. */
  coChange?: CoChange;
  /** Import links to propagate along when the index keeps none. */
  links?: FileEdges;
  /** Compute every signal, not only those the model weighs, and return them (and `content.raw`). */
  features?: boolean;
}

/** The features a model gives a non-zero weight or a factor other than 1. */
export function modelFeatures(model: RankModel): Set<FeatureName> {
  const out = new Set<FeatureName>();
  for (const [name, w] of Object.entries(model.relevance)) if (w) out.add(name as FeatureName);
  for (const [name, w] of Object.entries(model.prior)) if (w) out.add(name as FeatureName);
  for (const [name, f] of Object.entries(model.factors)) if (f !== 1) out.add(name as FeatureName);
  return out;
}

/** Every file's score under `model` (0 for files no relevance signal reaches). */
export function fileScores(index: RepoIndex, features: FileFeatures, model: RankModel): Float64Array {
  const scores = new Float64Array(index.files.length);
  const reached = new Uint8Array(index.files.length);
  // A file only zero-weight signals reach scores 0: their files need not be listed.
  for (const [name, w] of Object.entries(model.relevance)) if (w) for (const f of features.filesWith(name as FeatureName)) reached[f] = 1;
  const score = compileScore(model, (name) => features.column(name));
  for (let f = 0; f < reached.length; f++) if (reached[f]) scores[f] = score(f);
  return scores;
}

export function search(index: RepoIndex, queryText: string, options: SearchOptions = {}): SearchResult {
  const started = performance.now();
  const top = options.top ?? 10;
  const model = options.model ?? MODEL;
  const features = computeFeatures(index, queryText, {
    ...(options.readText ? { readText: options.readText } : {}),
    ...(options.extraChunkScores ? { extraChunkScores: options.extraChunkScores } : {}),
    ...(options.coChange ? { coChange: options.coChange } : {}),
    ...(options.links ? { links: options.links } : {}),
    ...(options.features ? {} : { needed: modelFeatures(model) }),
  });
  const scores = fileScores(index, features, model);
  // The best files, ties by path; the first FUNCTION_EVIDENCE_FILES of them are ordered again below.
  const best = new TopScores(Math.max(top, FUNCTION_EVIDENCE_FILES), (a, b) => index.files[a]!.path < index.files[b]!.path);
  for (let f = 0; f < scores.length; f++) best.offer(f, scores[f]!);

  const entityModel = options.entityModel ?? ENTITY_MODEL;
  const { entities, evidence } = rankEntitiesWithEvidence(index, {
    fileScores: scores,
    chunkScores: features.chunkScores,
    query: features.terms,
    // The title's own body scores cost a second count per entity: only when they weigh.
    ...(entityModel.bodyTitle ? { titleQuery: features.titleTerms } : {}),
    signals: features.signals,
    frames: features.frameLines,
    // The hop along calls reads the named definitions' references: only when it weighs.
    ...(entityModel.callee || entityModel.caller ? { calls: features.calls() } : {}),
    model: entityModel,
    top,
    ...(options.readText ? { readText: options.readText } : {}),
  });
  // The entities are ranked on the first-stage scores; the files are then ordered again by what
  // their definitions say of the query (`orderByEvidence`).
  const ordered = orderByEvidence(best.sorted().map(({ file: id }) => ({ id, score: scores[id]! })), evidence);
  const ranked: RankedFile[] = ordered.slice(0, top).map(({ id, score, evidence: lift }) => {
    const file = index.files[id]!;
    const signals: Record<string, number> = {};
    scoreWith(model, (name) => features.value(name, file.id), (name, amount) => (signals[name] = amount));
    if (lift) signals[FUNCTION_EVIDENCE_SIGNAL] = lift;
    return { path: file.path, score, signals };
  });
  const snippets = selectSnippets(index, features.chunkScores, scores, options.snippets ?? top);
  return {
    intent: features.intent,
    files: ranked,
    chunkScores: features.lexicalChunkScores,
    entities,
    snippets,
    mentions: features.mentions,
    signals: features.signals,
    ...(options.features ? { features } : {}),
    queryMs: performance.now() - started,
  };
}

/** Every feature of a file with a non-zero value. */
export function featureValues(features: FileFeatures, file: number): Partial<Record<FeatureName, number>> {
  const out: Partial<Record<FeatureName, number>> = {};
  for (const name of FEATURES) {
    const v = features.value(name, file);
    if (v !== 0) out[name] = v;
  }
  return out;
}
