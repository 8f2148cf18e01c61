/**
 * A query's term counts over line ranges of a file, for scoring the definitions in it on their exact
 * text: from a scan of the whole text, or, for a file whose text is the one indexed, from the counts
 * its chunks were stored with and a scan of only the lines where a range cuts a chunk.
 */
import { firstAtLeast } from '../terms/lexical.js';
import { forEachToken, forEachWantedToken, wantedTokenScanner } from '../terms/tokenizer.js';

export interface LineTermStats {
  /** Whether the query term in `slot` is in the file at all. */
  has(slot: number): boolean;
  /** Per query term slot, its count on lines `startLine..endLine` (1-based, inclusive); and their token count. */
  range(startLine: number, endLine: number): { counts: Uint32Array; length: number };
}

/** Where each line of `text` starts. */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Rows `a..b-1` (0-based) of a line range, clamped to a text of `rows` lines. */
function rowsOf(startLine: number, endLine: number, rows: number): [number, number] {
  const a = Math.min(rows, Math.max(0, startLine - 1));
  return [a, Math.max(a, Math.min(rows, endLine))];
}

/** Prefix sums of the tokens per line. */
function lengthPrefix(perLine: ArrayLike<number>, rows: number): Float64Array {
  const prefix = new Float64Array(rows + 1);
  for (let r = 0; r < rows; r++) prefix[r + 1] = prefix[r]! + perLine[r]!;
  return prefix;
}

/**
 * Token counts per line (prefix sums) and the positions of the query's terms (`queryTerms`: term to
 * slot) in a file. With the counts the index kept (`lineTokens`, when the text still has as many
 * lines) only the query's terms are looked for (those of `inFile`, when given: the ones the index says
 * the file holds); otherwise the whole text is tokenized.
 */
export function lineTermStats(text: string, queryTerms: ReadonlyMap<string, number>, lineTokens?: Uint32Array, inFile?: ReadonlyMap<string, number>): LineTermStats {
  const starts = lineStartsOf(text);
  // Tokens arrive mostly by ascending offset: the line is found by walking on from the previous one.
  let row = 0;
  const lineOf = (offset: number) => {
    if (offset < starts[row]!) row = 0;
    while (row + 1 < starts.length && starts[row + 1]! <= offset) row++;
    return row;
  };
  const rows = starts.length;
  const known = lineTokens?.length === rows ? lineTokens : undefined;
  const perLine = known ?? new Float64Array(rows);
  // Per query term, the lines of its hits (one entry per hit, ascending once sorted): a line range's
  // count is two binary searches. Hits are few beside the lines, so nothing is kept per line and term.
  const terms = slotCount(queryTerms);
  const hitLines: number[][] = Array.from({ length: terms }, () => []);
  if (known) {
    // The text is the one indexed (as many lines as counted): only the terms its chunks hold are in it.
    const wanted = inFile ?? queryTerms;
    forEachWantedToken(text, wanted, (t, offset) => hitLines[wanted.get(t)!]!.push(lineOf(offset)));
  } else {
    forEachToken(text, (t, offset) => {
      const row = lineOf(offset);
      perLine[row]!++;
      const k = queryTerms.get(t);
      if (k !== undefined) hitLines[k]!.push(row);
    });
  }
  const sorted = hitLines.map((lines) => Uint32Array.from(lines).sort());
  // Only the terms the file holds are counted in a range (a long issue's terms are mostly elsewhere).
  const held: number[] = [];
  for (let k = 0; k < terms; k++) if (sorted[k]!.length) held.push(k);
  const lengths = lengthPrefix(perLine, rows);
  return {
    has: (slot) => (sorted[slot]?.length ?? 0) > 0,
    range(startLine, endLine) {
      const [a, b] = rowsOf(startLine, endLine, rows);
      const counts = new Uint32Array(terms);
      for (const k of held) {
        const lines = sorted[k]!;
        counts[k] = firstAtLeast(lines, b) - firstAtLeast(lines, a);
      }
      return { counts, length: lengths[b]! - lengths[a]! };
    },
  };
}

/** Slots a query's term map uses (its largest slot plus one). */
function slotCount(queryTerms: ReadonlyMap<string, number>): number {
  let most = -1;
  for (const slot of queryTerms.values()) if (slot > most) most = slot;
  return most + 1;
}

/** A file's chunks as the index has them: each one's lines, and the query terms' counts in each. */
export interface StoredChunks {
  /** Per chunk, its first and last line (1-based, inclusive); the chunks partition the file in order. */
  lines: readonly (readonly [number, number])[];
  /** Per query term slot the file holds, that term's count in each chunk. */
  counts: ReadonlyMap<number, ArrayLike<number>>;
}

/**
 * `lineTermStats` for a text that is the one indexed, without scanning all of it: the count on rows
 * `0..x-1` is the stored count of the chunks before the one row `x` falls in, plus (or, from the
 * chunk's own count, minus) a scan of the rows between `x` and the nearer edge of that chunk. A range
 * is two such counts. Definitions mostly start and end where chunks do (chunks follow the syntax
 * tree), so little is scanned. Undefined when the chunks do not partition the text's lines, or carry
 * tokens on lines outside them: then the whole text is scanned (`lineTermStats`).
 *
 * `wanted` maps the terms the file holds to their slots (of `terms`, the query's). Every token lies
 * within one line (a member chain's dots join identifiers, never a line break), so a scan of whole
 * lines counts what the chunks counted.
 */
export function chunkedTermStats(text: string, wanted: ReadonlyMap<string, number>, terms: number, lineTokens: Uint32Array, chunks: StoredChunks): LineTermStats | undefined {
  const starts = lineStartsOf(text);
  const rows = starts.length;
  if (lineTokens.length !== rows) return undefined;
  // Chunk c covers rows from[c]..from[c+1]-1; rows past the last chunk must hold no token.
  const n = chunks.lines.length;
  const from = new Uint32Array(n + 1);
  for (let c = 0; c < n; c++) {
    const [first, last] = chunks.lines[c]!;
    if (first - 1 !== (c === 0 ? 0 : from[c]) || last < first || last > rows) return undefined;
    from[c] = first - 1;
    from[c + 1] = last;
  }
  for (let r = from[n]!; r < rows; r++) if (lineTokens[r]) return undefined;
  const slots = [...new Set(wanted.values())].sort((a, b) => a - b);
  // Per slot, its count in chunks 0..c-1.
  const before = new Map<number, Float64Array>();
  for (const slot of slots) {
    const perChunk = chunks.counts.get(slot);
    const sums = new Float64Array(n + 1);
    for (let c = 0; c < n; c++) sums[c + 1] = sums[c]! + (perChunk?.[c] ?? 0);
    before.set(slot, sums);
  }
  const total = (slot: number) => before.get(slot)?.[n] ?? 0;
  const lengths = lengthPrefix(lineTokens, rows);
  const scanner = wantedTokenScanner(wanted);
  /** The wanted terms' counts on rows `a..b-1`, by slot. */
  const scan = (a: number, b: number) => {
    const counts = new Float64Array(terms);
    if (a < b) scanner(text.slice(starts[a]!, b < rows ? starts[b]! : text.length), (t) => counts[wanted.get(t)!]!++);
    return counts;
  };
  // Counts on rows 0..x-1, by slot; worked out once per x (a definition's end is the next one's start).
  const prefixes = new Map<number, Float64Array>();
  const prefix = (x: number): Float64Array => {
    let out = prefixes.get(x);
    if (out) return out;
    out = new Float64Array(terms);
    // The chunk row x falls in (x at or past the last chunk's end: every chunk is before it).
    const c = x >= from[n]! ? n : firstAtLeast(from, x + 1) - 1;
    if (c === n || from[c] === x) {
      for (const slot of slots) out[slot] = before.get(slot)![c]!;
    } else if (x - from[c]! <= from[c + 1]! - x) {
      const head = scan(from[c]!, x);
      for (const slot of slots) out[slot] = before.get(slot)![c]! + head[slot]!;
    } else {
      const tail = scan(x, from[c + 1]!);
      for (const slot of slots) out[slot] = before.get(slot)![c + 1]! - tail[slot]!;
    }
    prefixes.set(x, out);
    return out;
  };
  return {
    has: (slot) => total(slot) > 0,
    range(startLine, endLine) {
      const [a, b] = rowsOf(startLine, endLine, rows);
      const counts = new Uint32Array(terms);
      const low = prefix(a);
      const high = prefix(b);
      // Never below 0, should the text have changed since it was counted (a count is then only off).
      for (const slot of slots) counts[slot] = Math.max(0, high[slot]! - low[slot]!);
      return { counts, length: lengths[b]! - lengths[a]! };
    },
  };
}
