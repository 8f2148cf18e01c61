/**
 * Ranks functions, methods and classes: candidates from the best files, from names the query gives
 * and from the stack frames it pastes, scored by their own body (BM25 against the repository's
 * statistics), their name, the frames in them, their length and their file's rank.
 */
import { innermostAround, type DefinitionKind, type Reference } from '../../code/definitions.js';
import type { WeighedQuery, WeightedTerm } from '../terms/lexical.js';
import type { QuerySignals } from './query.js';
import type { FrameLine } from './mentions.js';
import { callerWeight, type CallHop } from './calls.js';
import type { DefinitionEntry, IndexedFile, RepoIndex } from '../index/repo-index.js';
import { TopScores } from '../terms/top-scores.js';
import { splitIdentifier } from '../terms/tokenizer.js';
import { chunkedTermStats, lineTermStats, type LineTermStats, type StoredChunks } from './line-terms.js';

export interface RankedEntity {
  path: string;
  /** Qualified: `Class.method`. */
  name: string;
  kind: DefinitionKind;
  startLine: number;
  endLine: number;
  score: number;
}

/**
 * Entity score: weighted sum of the file's score (over the best file's), the body's BM25 (over the
 * best body's), how exactly the query names it, and the name's BM25 (over the best name's); times
 * factors by kind. `ENTITY_MODEL` is what ships; `PREVIOUS_ENTITY_MODEL` the weights before the dev pool.
 */
export interface EntityModel {
  file: number;
  body: number;
  /** BM25 of the body for the query's title alone (over the best). */
  bodyTitle: number;
  name: number;
  nameBm25: number;
  /** The innermost definition around a line of a stack frame the issue pastes (times its `frameStrength`). Set by hand, not fitted. */
  frame: number;
  /** The share of the query's IDF weight its exact text holds (`weightCovered`; 0 where only chunks score it). */
  coverage: number;
  /** Called by a definition the issue names (calls.ts: callee weight over the best candidate's). */
  callee: number;
  /** Calls a definition the issue names (caller weight over the best candidate's; for entities of files read exactly). */
  caller: number;
  /**
   * The definition's length, log(1 + its lines) over the longest candidate's (`sizePrior`): of two
   * definitions the words fit alike, a fix more often changes the longer one. Not evidence
   * about the query, so left out of what a file's definitions say of it (`bestEvidenceByFile`).
   */
  size: number;
  /** Multipliers by kind (functions are the reference). */
  method: number;
  classLike: number;
  /**
   * Taken off, times log(1 + n), a definition with n other names of its file ranked above it by the
   * rest of the score (`sameFileCost`): a second file's best definition can pass a first file's fifth.
   */
  sameFile: number;
  /**
   * The share of the gap to the function or method around it that a nested definition closes
   * (`liftNested`): a callback or closure a fix changes is found near the function that holds it,
   * whose text holds the words when its own few lines do not.
   */
  enclosing: number;
}

export const PREVIOUS_ENTITY_MODEL: EntityModel = { file: 1.5, body: 1.0, bodyTitle: 0, name: 0.6, nameBm25: 0.3, frame: 0, coverage: 0, callee: 0, caller: 0, size: 0, method: 1, classLike: 1, sameFile: 0, enclosing: 0 };
export const ENTITY_MODEL: EntityModel = { file: 2, body: 1, bodyTitle: 0.2, name: 0.35, nameBm25: 0.3, frame: 1, coverage: 1, callee: 0, caller: 0, size: 0.2, method: 1, classLike: 1, sameFile: 0.2, enclosing: 0.5 };
/** At most this many callees of named definitions are candidates whatever their file's rank (the heaviest). */
export const CALLEE_CANDIDATES = 20;
/** Candidate entities come from this many top files. */
export const ENTITY_CANDIDATE_FILES = 20;
/** Entities of this many top files are scored on their exact text; the rest by their chunks. */
export const ENTITY_EXACT_FILES = 5;
/** Classes contain their methods' text: their body score counts this much. */
export const CLASS_BODY_SHARE = 0.6;

const ENTITY_KINDS = new Set<DefinitionKind>(['function', 'method', 'class', 'interface', 'struct', 'enum']);
const CLASS_KINDS = new Set<DefinitionKind>(['class', 'interface', 'struct', 'enum']);

export interface EntityInputs {
  fileScores: Float64Array;
  chunkScores: Float64Array;
  query: readonly WeightedTerm[];
  /** The title's terms (for `bodyTitle`). */
  titleQuery?: readonly WeightedTerm[];
  signals: QuerySignals;
  /** The stack frames and locations on repository files. */
  frames?: readonly FrameLine[];
  /** The definitions the issue names and those they call (calls.ts). */
  calls?: CallHop;
  top: number;
  readText?: (path: string) => string | undefined;
  model?: EntityModel;
}

/** One candidate entity and its raw signals. */
export interface EntityCandidate {
  file: number;
  def: DefinitionEntry['def'];
  /** BM25 of its exact text (when its file was read) and of its best overlapping chunk. */
  bodyExact: number | undefined;
  bodyChunk: number;
  /** BM25 of its exact text for the title alone (when read). */
  bodyTitle: number | undefined;
  /** 1.3 for a named `Class.member`, 1 for an exactly named name, 0.6 case-insensitively, else 0. */
  nameMatch: number;
  /** IDF-weighted query terms among the parts of its name. */
  nameBm25: number;
  /** The query names it (it is a candidate whatever its file's rank). */
  named: boolean;
  /** 0..1: a frame of the stack traces is in it (`frameStrength`); a candidate whatever its file's rank. */
  frame: number;
  /** 0..1: the share of the query's IDF weight whose terms its exact text holds (when read). */
  coverage: number | undefined;
  /** Weight reaching it from named definitions that call it (`calleeWeights`); a candidate whatever its file's rank when among the heaviest. */
  callee: number;
  /** Weight of the named definitions it calls (`callerWeight`), when its file was read exactly. */
  caller: number | undefined;
}

/** A weighed query's slots and weights. */
type WeighedSlots = { slots: ArrayLike<number>; weights: ArrayLike<number> };

/**
 * The share of a weighed query's weight whose terms have a count. `total` is the weight of the whole
 * query when `query` is a part of it (the terms a file holds at all); by default, `query`'s own.
 */
export function weightCovered(query: WeighedSlots, counts: ArrayLike<number>, total = totalWeight(query)): number {
  let held = 0;
  for (let i = 0; i < query.slots.length; i++) if (counts[query.slots[i]!]) held += query.weights[i]!;
  return total > 0 ? held / total : 0;
}

/** The sum of a weighed query's weights, in its order. */
export function totalWeight(query: WeighedSlots): number {
  let all = 0;
  for (let i = 0; i < query.weights.length; i++) all += query.weights[i]!;
  return all;
}

/**
 * The terms of `query` whose slot `has` (those a file holds at all), in its order: the rest add
 * nothing to any score of that file's text.
 */
export function slotsHeld(query: WeighedSlots, has: (slot: number) => boolean): WeighedQuery {
  const keep: number[] = [];
  for (let i = 0; i < query.slots.length; i++) if (has(query.slots[i]!)) keep.push(i);
  return { slots: Uint32Array.from(keep, (i) => query.slots[i]!), weights: Float64Array.from(keep, (i) => query.weights[i]!) };
}

/** A frame's weight by its depth: the innermost repository frame 1, its caller 0.5, and so on. */
export function frameStrength(depth: number): number {
  return 0.5 ** depth;
}

/**
 * Per definition id, the strength of the frames it holds: each frame's line goes to the innermost
 * function, method or class around it in its file (the one with the fewest lines), the strongest frame
 * kept.
 */
export function frameDefinitions(index: Pick<RepoIndex, 'byPath' | 'definitionsOf'>, frames: readonly FrameLine[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const frame of frames) {
    const file = index.byPath.get(frame.file);
    if (!file) continue;
    const entries = index.definitionsOf(file);
    const def = innermostAround(entries.map((e) => e.def), frame.line, (d) => ENTITY_KINDS.has(d.kind));
    const id = entries.find((e) => e.def === def)?.id;
    if (id !== undefined) out.set(id, Math.max(out.get(id) ?? 0, frameStrength(frame.depth)));
  }
  return out;
}

/**
 * The candidates: definitions in the `fileCount` best files and those the query names, with their
 * body scored on the exact text for files in `exactFiles` (read through `readText`) and by chunks otherwise.
 */
export function entityCandidates(
  index: RepoIndex,
  inputs: Omit<EntityInputs, 'top' | 'model'>,
  topFiles: readonly number[],
  exactFiles: ReadonlySet<number>,
): EntityCandidate[] {
  const { chunkScores, query, signals } = inputs;
  const named = new Set<number>();
  for (const name of [...signals.symbols, ...signals.chains]) {
    for (const id of index.symbols.get(name.toLowerCase()) ?? []) named.add(id);
  }
  // Only the candidate files' definitions are unpacked; ids ascending, as in the index.
  const framed = frameDefinitions(index, inputs.frames ?? []);
  const calls = inputs.calls;
  const callees = calls?.callees ?? new Map<number, number>();
  const heaviestCallees = [...callees].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, CALLEE_CANDIDATES).map(([id]) => id);
  const ids = new Set([...named, ...framed.keys(), ...heaviestCallees]);
  for (const f of topFiles) {
    const file = index.files[f]!;
    for (let i = 0; i < file.definitionCount; i++) ids.add(file.firstDefinition + i);
  }
  const defs = [...ids]
    .sort((a, b) => a - b)
    .map((id) => index.definition(id))
    .filter((d) => ENTITY_KINDS.has(d.def.kind));
  if (defs.length === 0) return [];

  // Each read file is tokenized once into per-line counts of the query's terms, so nested entities
  // (a class and its methods) cost nothing extra. Tokens are matched by their text: only the
  // query's few terms matter, so no vocabulary lookup.
  const allTerms = [...query, ...(inputs.titleQuery ?? [])];
  const queryTerms = new Map<string, number>();
  const slotTerm: number[] = [];
  for (const q of allTerms) {
    const t = index.vocab.term(q.id)!;
    if (queryTerms.has(t)) continue;
    queryTerms.set(t, queryTerms.size);
    slotTerm.push(q.id);
  }
  // The query's terms some chunk of the file holds (the chunks partition the file), by their slots:
  // a long issue's text is looked through for a few of its hundreds of terms.
  const termsInFile = (file: IndexedFile) => {
    const held = new Map<string, number>();
    for (const [t, slot] of queryTerms) if (index.content.occursIn(slotTerm[slot]!, file.firstChunk, file.firstChunk + file.chunkCount)) held.set(t, slot);
    return held;
  };
  // The file's chunks as stored: their lines and, per term it holds, the term's count in each.
  const storedChunks = (file: IndexedFile, held: ReadonlyMap<string, number>): StoredChunks => {
    const lines: [number, number][] = [];
    for (let c = 0; c < file.chunkCount; c++) lines.push([index.chunkStart[file.firstChunk + c]!, index.chunkEnd[file.firstChunk + c]!]);
    const counts = new Map<number, Uint32Array>();
    for (const slot of held.values()) {
      const perChunk = new Uint32Array(file.chunkCount);
      const { docs, counts: tf } = index.content.postingsIn(slotTerm[slot]!, file.firstChunk, file.firstChunk + file.chunkCount);
      for (let p = 0; p < docs.length; p++) perChunk[docs[p]! - file.firstChunk] = tf[p]!;
      counts.set(slot, perChunk);
    }
    return { lines, counts };
  };
  const lineStats = new Map<number, LineTermStats | undefined>();
  const statsOf = (fileId: number) => {
    if (!lineStats.has(fileId)) {
      const file = index.files[fileId]!;
      const text = exactFiles.has(fileId) ? inputs.readText?.(file.path) : undefined;
      let stats: LineTermStats | undefined;
      const lineTokens = file.record.lineTokens;
      if (text !== undefined && lineTokens) {
        // The text the index counted (as many lines): the chunks' stored counts spare most of the scan.
        const held = termsInFile(file);
        stats = chunkedTermStats(text, held, queryTerms.size, lineTokens, storedChunks(file, held)) ?? lineTermStats(text, queryTerms, lineTokens, held);
      } else if (text !== undefined) stats = lineTermStats(text, queryTerms);
      lineStats.set(fileId, stats);
    }
    return lineStats.get(fileId);
  };
  // A read file's references to the seeds' names, picked out once for all its entities.
  const seedCalls = new Map<number, Reference[]>();
  const seedCallsIn = (fileId: number, names: ReadonlyMap<string, number>) => {
    let refs = seedCalls.get(fileId);
    if (!refs) seedCalls.set(fileId, (refs = index.referencesOf(index.files[fileId]!).filter((r) => names.has(r.name))));
    return refs;
  };
  // Each query's terms as slots of the counts, their IDF worked out once.
  const slotted = (q: readonly WeightedTerm[]) => index.content.weighQuery(q, (id) => queryTerms.get(index.vocab.term(id)!)!);
  const bodyQuery = slotted(query);
  const titleQuery = inputs.titleQuery?.length ? slotted(inputs.titleQuery) : undefined;
  const bodyTotal = totalWeight(bodyQuery);
  // Per read file, the body query's terms it holds: scoring its entities visits those only.
  const heldQueries = new Map<number, WeighedQuery>();
  const bodyHeld = (fileId: number, stats: LineTermStats) => {
    let q = heldQueries.get(fileId);
    if (!q) heldQueries.set(fileId, (q = slotsHeld(bodyQuery, (slot) => stats.has(slot))));
    return q;
  };

  // Name overlap: the IDF-weighted query terms among the parts of the entity's name.
  const queryWeight = new Map<string, number>();
  for (const q of query) queryWeight.set(index.vocab.term(q.id)!, q.weight * index.content.idf(q.id));
  const probes = probeMatcher(nameProbes(queryWeight.keys()));
  const symbolSet = new Set(signals.symbols);
  const chainSet = new Set(signals.chains.map((c) => c.toLowerCase()));

  return defs.map((cand) => {
    const file = index.files[cand.file]!;
    const def = cand.def;
    const stats = statsOf(cand.file);
    let bodyExact: number | undefined;
    let bodyTitle: number | undefined;
    let coverage: number | undefined;
    let caller: number | undefined;
    if (stats) {
      if (calls?.seeds.names.size) caller = callerWeight(seedCallsIn(cand.file, calls.seeds.names), def.startLine, def.endLine, calls.seeds.names, def.name);
      const { counts, length } = stats.range(def.startLine, def.endLine);
      const held = bodyHeld(cand.file, stats);
      bodyExact = index.content.scoreWeighed(held, counts, length);
      coverage = weightCovered(held, counts, bodyTotal);
      if (titleQuery) bodyTitle = index.content.scoreWeighed(titleQuery, counts, length);
    }
    const bodyChunk = bestOverlappingChunk(index, file, def.startLine, def.endLine, chunkScores);
    const nameBm25 = nameWeight(def.qualifiedName, queryWeight, probes);
    let nameMatch = 0;
    if (symbolSet.has(def.name)) nameMatch = 1;
    else if (symbolSet.has(def.name.toLowerCase())) nameMatch = 0.6;
    for (const chain of chainSet) if (chain.endsWith(def.qualifiedName.toLowerCase()) && def.qualifiedName.includes('.')) nameMatch = 1.3;
    return { file: cand.file, def, bodyExact, bodyChunk, bodyTitle, nameMatch, nameBm25, named: named.has(cand.id), frame: framed.get(cand.id) ?? 0, coverage, callee: callees.get(cand.id) ?? 0, caller };
  });
}

const nameTermCache = new Map<string, readonly string[]>();
const partTermCache = new Map<string, readonly string[]>();
const NAME_TERM_CACHE_LIMIT = 100_000;

/**
 * The distinct terms of a qualified name, in order: each dotted part lower-cased, then its pieces
 * (names are identifiers: their pieces come from the identifier splitter, not a full tokenization).
 * Cached, and each part split once (a class's name starts the names of all its methods): a name's
 * terms do not depend on the query.
 */
export function nameTerms(qualifiedName: string): readonly string[] {
  let terms = nameTermCache.get(qualifiedName);
  if (!terms) {
    const parts = qualifiedName.split('.');
    if (parts.length === 1) terms = partTerms(qualifiedName);
    else {
      const seen = new Set<string>();
      for (const part of parts) for (const term of partTerms(part)) seen.add(term);
      terms = [...seen];
    }
    if (nameTermCache.size >= NAME_TERM_CACHE_LIMIT) nameTermCache.clear();
    nameTermCache.set(qualifiedName, terms);
  }
  return terms;
}

/** One dotted part's distinct terms, in order: the part lower-cased, then its pieces. */
function partTerms(part: string): readonly string[] {
  let terms = partTermCache.get(part);
  if (!terms) {
    terms = [...new Set([part.toLowerCase(), ...splitIdentifier(part)])];
    if (partTermCache.size >= NAME_TERM_CACHE_LIMIT) partTermCache.clear();
    partTermCache.set(part, terms);
  }
  return terms;
}

/**
 * What a lower-cased name must contain to have a term among `terms`: each term less its last letter.
 * A name's terms are its lower-cased parts and their pieces, which the stemmer leaves whole or cuts
 * after the letter before their last (`entries` -> `entry` keeps `entr`).
 */
export function nameProbes(terms: Iterable<string>): string[] {
  return [...terms].map((t) => t.slice(0, -1));
}

/**
 * Whether a lower-cased name holds one of `probes`: one pattern for all of them, so that a long
 * issue's hundreds of probes cost one scan of each name.
 */
export function probeMatcher(probes: readonly string[]): RegExp {
  return probes.length ? new RegExp(probes.map((p) => p.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|')) : /(?!)/;
}

/** Plain ASCII: lower-casing a whole name and each of its parts then agree. */
const ASCII = /^[\x00-\x7f]*$/;

/**
 * The summed weight of a name's distinct terms (`nameTerms`) in `weights`. A name holding none of
 * the probes (`nameProbes`, matched by `probeMatcher`) is not split: it has none of the terms.
 */
export function nameWeight(qualifiedName: string, weights: ReadonlyMap<string, number>, probes: RegExp): number {
  if (ASCII.test(qualifiedName) && !probes.test(qualifiedName.toLowerCase())) return 0;
  let sum = 0;
  for (const term of nameTerms(qualifiedName)) sum += weights.get(term) ?? 0;
  return sum;
}

/**
 * The best score among a file's chunks that overlap lines `startLine..endLine`. A file's chunks
 * partition it in line order, so the first overlapping one is found by binary search and the walk
 * stops at the first chunk past the range (a file of many definitions would otherwise cost
 * definitions x chunks).
 */
export function bestOverlappingChunk(
  index: Pick<RepoIndex, 'chunkStart' | 'chunkEnd'>,
  file: { firstChunk: number; chunkCount: number },
  startLine: number,
  endLine: number,
  chunkScores: Float64Array,
): number {
  const end = file.firstChunk + file.chunkCount;
  let lo = file.firstChunk;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.chunkEnd[mid]! < startLine) lo = mid + 1;
    else hi = mid;
  }
  let best = 0;
  for (let c = lo; c < end && index.chunkStart[c]! <= endLine; c++) if (chunkScores[c]! > best) best = chunkScores[c]!;
  return best;
}

/** Kind factor of a definition under a model. */
export function entityKindFactor(model: EntityModel, kind: DefinitionKind): number {
  if (CLASS_KINDS.has(kind)) return model.classLike;
  return kind === 'method' ? model.method : 1;
}

/** Each candidate's log(1 + its lines) over the largest among them (1 for the longest). */
export function sizePrior(candidates: readonly { def: { startLine: number; endLine: number } }[]): number[] {
  const spans = candidates.map((c) => Math.log1p(c.def.endLine - c.def.startLine + 1));
  const max = Math.max(0, ...spans) || 1;
  return spans.map((v) => v / max);
}

/** Scores candidates under a model: each signal over its best value among the candidates (`size` given when already worked out). */
export function scoreEntities(candidates: readonly EntityCandidate[], fileScores: Float64Array, maxFile: number, model: EntityModel, size: readonly number[] = sizePrior(candidates)): number[] {
  const body = candidates.map((c) => (c.bodyExact ?? c.bodyChunk) * (CLASS_KINDS.has(c.def.kind) ? CLASS_BODY_SHARE : 1));
  const title = candidates.map((c) => (c.bodyTitle ?? 0) * (CLASS_KINDS.has(c.def.kind) ? CLASS_BODY_SHARE : 1));
  const maxBody = Math.max(0, ...body) || 1;
  const maxTitle = Math.max(0, ...title) || 1;
  const maxName = Math.max(0, ...candidates.map((c) => c.nameBm25)) || 1;
  const maxCallee = Math.max(0, ...candidates.map((c) => c.callee)) || 1;
  const maxCaller = Math.max(0, ...candidates.map((c) => c.caller ?? 0)) || 1;
  return candidates.map(
    (c, i) =>
      ((model.file * fileScores[c.file]!) / (maxFile || 1) +
        (model.body * body[i]!) / maxBody +
        (model.bodyTitle * title[i]!) / maxTitle +
        model.name * c.nameMatch +
        (model.nameBm25 * c.nameBm25) / maxName +
        model.frame * c.frame +
        model.coverage * (c.coverage ?? 0) +
        (model.callee * c.callee) / maxCallee +
        (model.caller * (c.caller ?? 0)) / maxCaller +
        model.size * size[i]!) *
      entityKindFactor(model, c.def.kind),
  );
}

const FUNCTION_KINDS = new Set<DefinitionKind>(['function', 'method']);

type Spanned = { file: number; def: { kind: DefinitionKind; startLine: number; endLine: number } };

/**
 * For each candidate, the position of the innermost function or method among the candidates of its
 * file whose lines hold its own (a span that is the same is not around it), or -1.
 */
export function enclosingFunctions(candidates: readonly Spanned[]): number[] {
  const byFile = new Map<number, number[]>();
  candidates.forEach((c, i) => {
    if (!FUNCTION_KINDS.has(c.def.kind)) return;
    const list = byFile.get(c.file);
    if (list) list.push(i);
    else byFile.set(c.file, [i]);
  });
  return candidates.map((c, i) => {
    let best = -1;
    let bestSpan = Infinity;
    for (const j of byFile.get(c.file) ?? []) {
      const o = candidates[j]!.def;
      if (j === i || o.startLine > c.def.startLine || o.endLine < c.def.endLine || (o.startLine === c.def.startLine && o.endLine === c.def.endLine)) continue;
      if (o.endLine - o.startLine < bestSpan) {
        best = j;
        bestSpan = o.endLine - o.startLine;
      }
    }
    return best;
  });
}

/**
 * Scores with each nested definition moved `share` of the way up to the score of the function
 * around it (`enclosing`, from `enclosingFunctions`), when that one scores more; the enclosing
 * scores are taken before any lift.
 */
export function liftNested(scores: readonly number[], enclosing: readonly number[], share: number): number[] {
  return scores.map((v, i) => {
    const around = enclosing[i]! >= 0 ? scores[enclosing[i]!]! : -Infinity;
    return around > v ? v + share * (around - v) : v;
  });
}

/**
 * Scores less a cost for the definitions of a file already ranked above: in the order of `scores`
 * (ties by position), each candidate loses `weight` times log(1 + the distinct names of its file
 * placed before it). A name met again counts itself, so its best place stays its best.
 */
export function sameFileCost(candidates: readonly { file: number; def: { qualifiedName: string } }[], scores: readonly number[], weight: number): number[] {
  if (weight === 0) return [...scores];
  const order = scores.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const placed = new Map<number, Set<string>>();
  const out = new Array<number>(scores.length);
  for (const i of order) {
    const { file, def } = candidates[i]!;
    let names = placed.get(file);
    if (!names) placed.set(file, (names = new Set()));
    out[i] = scores[i]! - weight * Math.log1p(names.size);
    names.add(def.qualifiedName);
  }
  return out;
}

/** The best files by score (at most `count`, only files with a positive score). */
export function topFilesByScore(index: RepoIndex, fileScores: Float64Array, count: number): number[] {
  const best = new TopScores(count);
  for (let f = 0; f < index.files.length; f++) best.offer(f, fileScores[f]!);
  return best.sorted().map((s) => s.file);
}

/**
 * Per file id, the best score of its candidate definitions with the file's own score left out (the
 * model's `file` weight at 0): what its functions, methods and classes say of the query by
 * themselves. A nested definition's lift toward the function around it never passes that function,
 * so the best is taken before any lift.
 */
export function bestEvidenceByFile(candidates: readonly { file: number }[], evidence: readonly number[]): Map<number, number> {
  const best = new Map<number, number>();
  candidates.forEach((c, i) => {
    if (evidence[i]! > (best.get(c.file) ?? 0)) best.set(c.file, evidence[i]!);
  });
  return best;
}

export interface EntityRanking {
  entities: RankedEntity[];
  /** `bestEvidenceByFile` of the candidates (the files among the `ENTITY_CANDIDATE_FILES` best and any named definition's). */
  evidence: Map<number, number>;
}

export function rankEntities(index: RepoIndex, inputs: EntityInputs): RankedEntity[] {
  return rankEntitiesWithEvidence(index, inputs).entities;
}

/** `rankEntities`, and what each candidate file's definitions say of the query by themselves. */
export function rankEntitiesWithEvidence(index: RepoIndex, inputs: EntityInputs): EntityRanking {
  const topFiles = topFilesByScore(index, inputs.fileScores, ENTITY_CANDIDATE_FILES);
  const maxFile = topFiles.length ? inputs.fileScores[topFiles[0]!]! : 1;
  const candidates = entityCandidates(index, inputs, topFiles, new Set(topFiles.slice(0, ENTITY_EXACT_FILES)));
  const model = inputs.model ?? ENTITY_MODEL;
  const size = sizePrior(candidates);
  const own = scoreEntities(candidates, inputs.fileScores, maxFile, model, size);
  // The same sums less their file and size parts (scoring the candidates a second time costs a pass
  // over every definition of the 20 best files, thousands in a repository of bundles).
  const evidence = bestEvidenceByFile(
    candidates,
    own.map((v, i) => v - ((model.file * inputs.fileScores[candidates[i]!.file]!) / (maxFile || 1) + model.size * size[i]!) * entityKindFactor(model, candidates[i]!.def.kind)),
  );
  const lifted = model.enclosing ? liftNested(own, enclosingFunctions(candidates), model.enclosing) : own;
  const scores = sameFileCost(candidates, lifted, model.sameFile);
  const ranked = candidates.map((cand, i) => ({
    path: index.files[cand.file]!.path,
    name: cand.def.qualifiedName,
    kind: cand.def.kind,
    startLine: cand.def.startLine,
    endLine: cand.def.endLine,
    score: scores[i]!,
  }));
  ranked.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : a.startLine - b.startLine));
  return { entities: onceEach(ranked).slice(0, inputs.top), evidence };
}

/**
 * Each file's name once, where it scores best: a TypeScript function's overload signatures and its
 * implementation, or a name defined on two branches, are one entity to whoever reads the list.
 */
export function onceEach<T extends { path: string; name: string }>(ranked: readonly T[]): T[] {
  const seen = new Set<string>();
  return ranked.filter((e) => {
    const key = `${e.path}\0${e.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
