/**
 * Ranks functions, methods and classes: candidates from the best files and from names the query
 * gives, scored by their own body (BM25 against the repository's statistics), their name and their
 * file's rank.
 */
import type { DefinitionKind } from '../code/definitions.js';
import type { WeightedTerm } from './lexical.js';
import type { QuerySignals } from './query.js';
import type { RepoIndex } from './repo-index.js';
import { forEachToken, forEachWantedToken, splitIdentifier } from './tokenizer.js';

export interface RankedEntity {
  path: string;
  /** Qualified: `Class.method`. */
  name: string;
  kind: DefinitionKind;
  startLine: number;
  endLine: number;
  score: number;
}

/** Entity score weights. */
export const W_ENTITY_FILE = 1.5;
export const W_ENTITY_BODY = 1.0;
export const W_ENTITY_NAME = 0.6;
export const W_ENTITY_NAME_BM25 = 0.3;
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
  signals: QuerySignals;
  top: number;
  readText?: (path: string) => string | undefined;
}

interface LineTermStats {
  range(startLine: number, endLine: number, query: readonly WeightedTerm[]): { counts: Map<number, number>; length: number };
}

/**
 * Token counts per line (prefix sums) and the positions of the query's terms in a file. With the
 * counts the index kept (`lineTokens`, when the text still has as many lines) only the query's
 * terms are looked for; otherwise the whole text is tokenized.
 */
function lineTermStats(text: string, queryTerms: ReadonlyMap<string, number>, lineTokens?: Uint32Array): LineTermStats {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  // Tokens arrive mostly by ascending offset: the line is found by walking on from the previous one.
  let row = 0;
  const lineOf = (offset: number) => {
    if (offset < starts[row]!) row = 0;
    while (row + 1 < starts.length && starts[row + 1]! <= offset) row++;
    return row;
  };
  const known = lineTokens?.length === starts.length ? lineTokens : undefined;
  const perLine = known ?? new Float64Array(starts.length);
  // Per query term k, hits before each line: hits[k * (rows + 1) + r] counts those on lines < r
  // once summed below, so any line range is two lookups.
  const rows = starts.length;
  const terms = Math.max(0, ...queryTerms.values()) + 1;
  const hits = new Uint32Array(terms * (rows + 1));
  if (known) {
    forEachWantedToken(text, queryTerms, (t, offset) => hits[queryTerms.get(t)! * (rows + 1) + lineOf(offset) + 1]!++);
  } else {
    forEachToken(text, (t, offset) => {
      const row = lineOf(offset);
      perLine[row]!++;
      const k = queryTerms.get(t);
      if (k !== undefined) hits[k * (rows + 1) + row + 1]!++;
    });
  }
  for (let k = 0; k < terms; k++) for (let r = 1; r <= rows; r++) hits[k * (rows + 1) + r]! += hits[k * (rows + 1) + r - 1]!;
  const lengthPrefix = new Float64Array(rows + 1);
  for (let r = 0; r < rows; r++) lengthPrefix[r + 1] = lengthPrefix[r]! + perLine[r]!;
  return {
    range(startLine, endLine, query) {
      const a = Math.max(0, startLine - 1);
      const b = Math.max(a, Math.min(rows, endLine));
      const counts = new Map<number, number>();
      for (let k = 0; k < terms; k++) {
        const n = hits[k * (rows + 1) + b]! - hits[k * (rows + 1) + a]!;
        if (n === 0) continue;
        const id = query[k]!.id;
        counts.set(id, (counts.get(id) ?? 0) + n);
      }
      return { counts, length: lengthPrefix[b]! - lengthPrefix[a]! };
    },
  };
}

export function rankEntities(index: RepoIndex, inputs: EntityInputs): RankedEntity[] {
  const { fileScores, chunkScores, query, signals } = inputs;
  const topFiles = [...index.files]
    .filter((f) => fileScores[f.id]! > 0)
    .sort((a, b) => fileScores[b.id]! - fileScores[a.id]!)
    .slice(0, ENTITY_CANDIDATE_FILES);
  const maxFile = topFiles.length ? fileScores[topFiles[0]!.id]! : 1;
  const exactFiles = new Set(topFiles.slice(0, ENTITY_EXACT_FILES).map((f) => f.id));

  const named = new Set<number>();
  for (const name of [...signals.symbols, ...signals.chains]) {
    for (const id of index.symbols.get(name.toLowerCase()) ?? []) named.add(id);
  }
  // Only the candidate files' definitions are unpacked; ids ascending, as in the index.
  const ids = new Set(named);
  for (const file of topFiles) for (let i = 0; i < file.definitionCount; i++) ids.add(file.firstDefinition + i);
  const candidates = [...ids]
    .sort((a, b) => a - b)
    .map((id) => index.definition(id))
    .filter((d) => ENTITY_KINDS.has(d.def.kind));
  if (candidates.length === 0) return [];

  // Body scores: the entity's own text when it can be read, else its best overlapping chunk. Each
  // file is tokenized once into per-line counts of the query's terms, so nested entities (a class
  // and its methods) cost nothing extra.
  // Tokens are matched by their text: only the query's few terms matter, so no vocabulary lookup.
  const queryTerms = new Map(query.map((q, i) => [index.vocab.term(q.id)!, i]));
  const body = new Float64Array(candidates.length);
  const lineStats = new Map<number, LineTermStats | undefined>();
  candidates.forEach((cand, i) => {
    const file = index.files[cand.file]!;
    if (!lineStats.has(file.id)) {
      const text = exactFiles.has(file.id) ? inputs.readText?.(file.path) : undefined;
      lineStats.set(file.id, text === undefined ? undefined : lineTermStats(text, queryTerms, file.record.lineTokens));
    }
    const stats = lineStats.get(file.id);
    if (stats) {
      const { counts, length } = stats.range(cand.def.startLine, cand.def.endLine, query);
      body[i] = index.content.scoreCounts(query, counts, length);
    } else {
      let best = 0;
      for (let c = file.firstChunk; c < file.firstChunk + file.chunkCount; c++) {
        if (index.chunkEnd[c]! >= cand.def.startLine && index.chunkStart[c]! <= cand.def.endLine) best = Math.max(best, chunkScores[c]!);
      }
      body[i] = best;
    }
    if (CLASS_KINDS.has(cand.def.kind)) body[i]! *= CLASS_BODY_SHARE;
  });
  let maxBody = 0;
  for (const v of body) maxBody = Math.max(maxBody, v);
  maxBody ||= 1;

  // Name overlap: the IDF-weighted query terms found in the entity's qualified name.
  // Name overlap: the IDF-weighted query terms among the parts of the entity's name. Names are
  // identifiers, so their parts come from the (cached) identifier splitter, not a full tokenization.
  const queryWeight = new Map<string, number>();
  for (const q of query) queryWeight.set(index.vocab.term(q.id)!, q.weight * index.content.idf(q.id));
  const nameScores = candidates.map((cand) => {
    let score = 0;
    const seen = new Set<string>();
    const take = (term: string) => {
      if (seen.has(term)) return;
      seen.add(term);
      score += queryWeight.get(term) ?? 0;
    };
    for (const part of cand.def.qualifiedName.split('.')) {
      take(part.toLowerCase());
      for (const piece of splitIdentifier(part)) take(piece);
    }
    return score;
  });
  const maxName = Math.max(0, ...nameScores) || 1;

  const symbolSet = new Set(signals.symbols);
  const chainSet = new Set(signals.chains.map((c) => c.toLowerCase()));
  const ranked = candidates.map((cand, i) => {
    const def = cand.def;
    let nameMatch = 0;
    if (symbolSet.has(def.name)) nameMatch = 1;
    else if (symbolSet.has(def.name.toLowerCase())) nameMatch = 0.6;
    for (const chain of chainSet) if (chain.endsWith(def.qualifiedName.toLowerCase()) && def.qualifiedName.includes('.')) nameMatch = 1.3;
    const score =
      (W_ENTITY_FILE * fileScores[cand.file]!) / (maxFile || 1) +
      (W_ENTITY_BODY * body[i]!) / maxBody +
      W_ENTITY_NAME * nameMatch +
      (W_ENTITY_NAME_BM25 * nameScores[i]!) / maxName;
    return {
      path: index.files[cand.file]!.path,
      name: def.qualifiedName,
      kind: def.kind,
      startLine: def.startLine,
      endLine: def.endLine,
      score,
    };
  });
  ranked.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : a.startLine - b.startLine));
  return ranked.slice(0, inputs.top);
}
