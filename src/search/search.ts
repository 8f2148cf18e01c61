/**
 * Query -> ranked files, entities and snippets, in stages: lexical scores over chunks and paths,
 * mention and definition signals, priors, then entity and snippet selection. No LLM calls.
 */
import { detectIntent, type Intent } from '../context/intent.js';
import type { DefinitionKind } from '../code/definitions.js';
import type { WeightedTerm } from './lexical.js';
import { MentionResolver, type FileMention } from './mentions.js';
import { analyzeQuery, type QuerySignals } from './query.js';
import type { IndexedFile, RepoIndex } from './repo-index.js';
import {
  combineChunkScores,
  historyPrior,
  queryTermWeight,
  roleFactor,
  DEFINES_CAP,
  W_CONTENT,
  W_DEFINES,
  W_DEFINES_QUALIFIED,
  W_MENTION_FRAME,
  W_MENTION_MODULE,
  W_MENTION_PATH,
  W_MENTION_STEM,
  NUMBERED_VARIANT_SHARE,
  PLAIN_SYMBOL_SHARE,
  symbolSpecificity,
  W_PATH,
  WORD_SYMBOL_SHARE,
} from './rerank.js';
import { isCodeShaped } from './query.js';
import { rankEntities, type RankedEntity } from './entities.js';
import { selectSnippets, type Snippet } from './snippets.js';

export interface RankedFile {
  path: string;
  score: number;
  /** Why it ranks: signal name -> contribution. */
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
  queryMs: number;
}

export interface SearchOptions {
  /** Files and entities to return (default 10). */
  top?: number;
  snippets?: number;
  /** Reads a file's text for entity body scoring; without it entities are scored by chunks only. */
  readText?: (path: string) => string | undefined;
  /** Scores from an external ranker (embeddings) fused into content scores, by chunk id. */
  extraChunkScores?: Float64Array;
}

const MENTION_WEIGHTS: Record<FileMention['kind'], number> = {
  path: W_MENTION_PATH,
  frame: W_MENTION_FRAME,
  module: W_MENTION_MODULE,
  stem: W_MENTION_STEM,
};

const DEFINITION_KINDS_FOR_BOOST = new Set<DefinitionKind>(['class', 'interface', 'struct', 'enum', 'function', 'method', 'type', 'constant', 'module']);

export function weightedQuery(index: RepoIndex, signals: QuerySignals): WeightedTerm[] {
  const out: WeightedTerm[] = [];
  for (const [term, count] of signals.terms) {
    const id = index.vocab.get(term);
    if (id !== undefined) out.push({ id, weight: queryTermWeight(count) });
  }
  return out;
}

/** Per file: how strongly it defines what the query names. */
export function definitionBoosts(index: RepoIndex, signals: QuerySignals): Map<number, { score: number; names: string[] }> {
  const boosts = new Map<number, { score: number; names: string[] }>();
  const add = (file: number, score: number, name: string) => {
    const entry = boosts.get(file);
    if (entry) {
      entry.score += score;
      if (!entry.names.includes(name)) entry.names.push(name);
    } else boosts.set(file, { score, names: [name] });
  };
  const named = [
    ...signals.symbols.map((s) => ({ name: s, share: isCodeShaped(s) ? 1 : PLAIN_SYMBOL_SHARE })),
    ...signals.words.map((w) => ({ name: w, share: WORD_SYMBOL_SHARE })),
  ];
  for (const { name, share: baseShare } of named) {
    let share = baseShare;
    let ids = index.symbols.get(name.toLowerCase());
    if (!ids && /[A-Za-z][0-9]+$/.test(name)) {
      // A numbered name the repository does not define (`PersonName3`) may be its base name renamed.
      ids = index.symbols.get(name.replace(/[0-9]+$/, '').toLowerCase());
      share *= NUMBERED_VARIANT_SHARE;
    }
    if (!ids) continue;
    const defs = ids.map((id) => index.definition(id)).filter((d) => DEFINITION_KINDS_FOR_BOOST.has(d.def.kind));
    if (baseShare === WORD_SYMBOL_SHARE && !defs.some((d) => ['class', 'interface', 'struct', 'enum', 'type'].includes(d.def.kind))) continue;
    const files = new Set(defs.map((d) => d.file));
    if (files.size === 0) continue;
    // Exact-case matches are stronger than case-insensitive ones.
    const exact = defs.some((d) => d.def.name === name) ? 1 : 0.6;
    const termId = index.vocab.get(name.toLowerCase());
    const specificity = termId === undefined ? 1 : symbolSpecificity(index.content.idf(termId), index.content.docCount);
    const score = (W_DEFINES * share * exact * specificity) / Math.sqrt(files.size);
    for (const file of files) add(file, score, name);
  }
  for (const chain of signals.chains) {
    const parts = chain.split('.');
    for (let i = 0; i + 1 < parts.length; i++) {
      const qualified = `${parts[i]}.${parts[i + 1]}`.toLowerCase();
      const ids = index.symbols.get(qualified);
      if (!ids) continue;
      const files = new Set(ids.map((id) => index.definition(id).file));
      for (const file of files) add(file, W_DEFINES_QUALIFIED / Math.sqrt(files.size), `${parts[i]}.${parts[i + 1]}`);
    }
  }
  return boosts;
}

function maxOf(values: Float64Array): number {
  let m = 0;
  for (const v of values) if (v > m) m = v;
  return m;
}

/** One resolver per index: its tables serve every query. */
const resolvers = new WeakMap<RepoIndex, MentionResolver>();

function mentionResolver(index: RepoIndex): MentionResolver {
  let resolver = resolvers.get(index);
  if (!resolver) {
    resolver = new MentionResolver(index.files.map((f) => f.path));
    resolvers.set(index, resolver);
  }
  return resolver;
}

export function search(index: RepoIndex, queryText: string, options: SearchOptions = {}): SearchResult {
  const started = performance.now();
  const top = options.top ?? 10;
  const signals = analyzeQuery(queryText);
  const intent = detectIntent(queryText);
  const query = weightedQuery(index, signals);

  const chunkScores = new Float64Array(index.chunkCount);
  index.content.score(query, chunkScores);
  const lexicalChunkScores = options.extraChunkScores ? chunkScores.slice() : chunkScores;
  if (options.extraChunkScores) {
    for (let i = 0; i < chunkScores.length; i++) chunkScores[i]! += options.extraChunkScores[i] ?? 0;
  }
  const pathScores = new Float64Array(index.files.length);
  index.paths.score(query, pathScores);

  const content = new Float64Array(index.files.length);
  for (const file of index.files) {
    // The file's three best chunk scores (0 for chunks it lacks), without sorting them all.
    let a = Number.NEGATIVE_INFINITY;
    let b = Number.NEGATIVE_INFINITY;
    let c = Number.NEGATIVE_INFINITY;
    for (let ch = file.firstChunk; ch < file.firstChunk + file.chunkCount; ch++) {
      const v = chunkScores[ch]!;
      if (v > a) {
        c = b;
        b = a;
        a = v;
      } else if (v > b) {
        c = b;
        b = v;
      } else if (v > c) c = v;
    }
    content[file.id] = combineChunkScores([a, b, c].map((v) => (v === Number.NEGATIVE_INFINITY ? 0 : v)));
  }
  const maxContent = maxOf(content) || 1;
  const maxPath = maxOf(pathScores) || 1;

  const resolver = mentionResolver(index);
  const mentions = resolver.resolve(signals);
  const mentionBoost = new Map<number, Record<string, number>>();
  for (const m of mentions) {
    const file = index.byPath.get(m.file);
    if (!file) continue;
    const entry = mentionBoost.get(file.id) ?? {};
    const key = `mention.${m.kind}`;
    entry[key] = Math.max(entry[key] ?? 0, MENTION_WEIGHTS[m.kind] * m.strength);
    mentionBoost.set(file.id, entry);
  }
  const defines = definitionBoosts(index, signals);
  const maxCommits = index.history ? Math.max(0, ...[...index.history.files.values()].map((h) => h.commits)) : 0;

  // Each file's signals, in the order they are summed; kept as objects only for the files returned.
  const forEachSignal = (file: IndexedFile, visit: (name: string, value: number) => void) => {
    visit('content', (W_CONTENT * content[file.id]!) / maxContent);
    visit('path', (W_PATH * pathScores[file.id]!) / maxPath);
    for (const [k, v] of Object.entries(mentionBoost.get(file.id) ?? {})) visit(k, v);
    const def = defines.get(file.id);
    if (def) visit('defines', Math.min(def.score, DEFINES_CAP));
  };
  const fileScores = new Float64Array(index.files.length);
  const priors = new Float64Array(index.files.length);
  const relevant: IndexedFile[] = [];
  for (const file of index.files) {
    let score = 0;
    forEachSignal(file, (_, value) => (score += value));
    // Priors order relevant files; they never make a file relevant.
    if (score <= 0) continue;
    const prior = historyPrior(index.history?.files.get(file.path)?.commits ?? 0, maxCommits);
    if (prior > 0) {
      priors[file.id] = prior;
      score += prior;
    }
    score *= roleFactor(file.role, intent.kind);
    fileScores[file.id] = score;
    relevant.push(file);
  }
  relevant.sort((a, b) => fileScores[b.id]! - fileScores[a.id]! || (a.path < b.path ? -1 : 1));
  const ranked: RankedFile[] = relevant.slice(0, top).map((file) => {
    const signals: Record<string, number> = {};
    forEachSignal(file, (name, value) => (signals[name] = value));
    if (priors[file.id]! > 0) signals.history = priors[file.id]!;
    return { path: file.path, score: fileScores[file.id]!, signals };
  });

  const entities = rankEntities(index, {
    fileScores,
    chunkScores,
    query,
    signals,
    top,
    ...(options.readText ? { readText: options.readText } : {}),
  });
  const snippets = selectSnippets(index, chunkScores, fileScores, options.snippets ?? top);
  return {
    intent,
    files: ranked,
    chunkScores: lexicalChunkScores,
    entities,
    snippets,
    mentions,
    signals,
    queryMs: performance.now() - started,
  };
}
