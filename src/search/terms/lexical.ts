/**
 * BM25 over term-id documents: a shared vocabulary, compact forward lists (what the persisted index
 * stores) and an inverted index built from them in one counting pass.
 */
import { sortStrings } from './sort-strings.js';

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/**
 * Sorted terms in one string, each followed by a NUL (no term has one: tokens are identifier
 * characters, path terms come from file names): a persisted vocabulary is read as one string, and a
 * term becomes a string of its own only when asked for.
 */
export class PackedTerms {
  private constructor(
    private readonly text: string,
    /** Where each term starts, plus the end. */
    private readonly starts: Uint32Array,
  ) {}

  static pack(terms: readonly string[]): string {
    return terms.length ? `${terms.join('\0')}\0` : '';
  }

  /**
   * Undefined when `text` is not what `pack` writes (of `count` terms, when given: then the terms are
   * found in one pass instead of being counted first).
   */
  static unpack(text: string, count?: number): PackedTerms | undefined {
    if (text.length && !text.endsWith('\0')) return undefined;
    if (count === undefined) {
      // Counted first, then filled: no growing array of hundreds of thousands of numbers.
      count = 0;
      for (let at = text.indexOf('\0'); at !== -1; at = text.indexOf('\0', at + 1)) count++;
    }
    const starts = new Uint32Array(count + 1);
    let i = 0;
    for (let at = text.indexOf('\0'); at !== -1; at = text.indexOf('\0', at + 1)) {
      if (i === count) return undefined;
      starts[++i] = at + 1;
    }
    return i === count ? new PackedTerms(text, starts) : undefined;
  }

  /**
   * Whether every term is below the next (as `<` compares strings), compared in place; with
   * `order`, the terms taken in that order (which must then name each term once).
   */
  ascending(order?: Uint32Array): boolean {
    const { text, starts } = this;
    const n = starts.length - 1;
    if (order) {
      if (order.length !== n) return false;
      const seen = new Uint8Array(n);
      for (let i = 0; i < n; i++) {
        const id = order[i]!;
        if (id >= n || seen[id]) return false;
        seen[id] = 1;
      }
    }
    for (let i = 1; i < n; i++) {
      const [p, q] = order ? [order[i - 1]!, order[i]!] : [i - 1, i];
      const a = starts[p]!;
      const b = starts[q]!;
      const aEnd = starts[p + 1]! - 1;
      const bEnd = starts[q + 1]! - 1;
      let k = 0;
      while (a + k < aEnd && b + k < bEnd && text.charCodeAt(a + k) === text.charCodeAt(b + k)) k++;
      // Below: a proper prefix of the next, or a smaller code unit where they first differ.
      const below = a + k === aEnd ? b + k < bEnd : b + k < bEnd && text.charCodeAt(a + k) < text.charCodeAt(b + k);
      if (!below) return false;
    }
    return true;
  }

  get length(): number {
    return this.starts.length - 1;
  }

  at(i: number): string {
    return this.text.slice(this.starts[i]!, this.starts[i + 1]! - 1);
  }

  /** Terms `from` to `to` (exclusive) as `pack` writes them. */
  slice(from: number, to: number): string {
    return this.text.slice(this.starts[from]!, this.starts[to]!);
  }

  /** The index of the first term not below `term` (as `<` compares strings; the terms sorted), or the count. */
  lowerBound(term: string): number {
    let [lo, hi] = [0, this.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.at(mid) < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Whether term `i` holds the character with code `code`, looked for in place. */
  holds(i: number, code: number): boolean {
    const end = this.starts[i + 1]! - 1;
    for (let at = this.starts[i]!; at < end; at++) if (this.text.charCodeAt(at) === code) return true;
    return false;
  }
}

/**
 * Term strings <-> dense ids. A vocabulary read from the persisted index is its terms by id with
 * their sorted order (`order`: the ids by term), or terms already sorted, and is looked up by binary
 * search instead of being loaded into a hash map (the map would cost more than the search it
 * serves); terms added later live in a small map of their own.
 */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  /** The terms searched by bisection (ids 0 to their count - 1), then the ones added since. */
  private readonly base: PackedTerms | readonly string[];
  /** The base's ids in the order of their terms; none when the base is sorted itself. */
  private readonly order: Uint32Array | undefined;
  private readonly added: string[] = [];

  constructor(terms: readonly string[] | PackedTerms = [], options: { sorted?: boolean; order?: Uint32Array } = {}) {
    if (options.order && options.order.length !== terms.length) throw new Error('a vocabulary order of another size than its terms');
    if (options.sorted || options.order || terms instanceof PackedTerms) {
      this.base = terms instanceof PackedTerms ? terms : [...terms];
      this.order = options.order;
    } else {
      this.base = [];
      this.order = undefined;
      for (const t of terms) this.add(t);
    }
  }

  private baseAt(id: number): string {
    return this.base instanceof PackedTerms ? this.base.at(id) : this.base[id]!;
  }

  /** The id of the base's term of rank `rank` in sorted order. */
  private idAt(rank: number): number {
    return this.order ? this.order[rank]! : rank;
  }

  private search(term: string): number | undefined {
    let lo = 0;
    let hi = this.base.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const id = this.idAt(mid);
      const t = this.baseAt(id);
      if (t === term) return id;
      if (t < term) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  add(term: string): number {
    let id = this.get(term);
    if (id === undefined) {
      id = this.size;
      this.ids.set(term, id);
      this.added.push(term);
    }
    return id;
  }

  get(term: string): number | undefined {
    return this.ids.get(term) ?? (this.base.length ? this.search(term) : undefined);
  }

  /** The term with id `id`. */
  term(id: number): string | undefined {
    if (id < 0 || id >= this.size) return undefined;
    return id < this.base.length ? this.baseAt(id) : this.added[id - this.base.length];
  }

  /** Every term, by id (a new array: made only to write a store or to inspect). */
  get terms(): string[] {
    return this.termsFrom(0);
  }

  /** The terms of id `start` on, by id (a new array). */
  termsFrom(start: number): string[] {
    const out: string[] = [];
    for (let i = start; i < this.base.length; i++) out.push(this.baseAt(i));
    return out.concat(start <= this.base.length ? this.added : this.added.slice(start - this.base.length));
  }

  get size(): number {
    return this.base.length + this.added.length;
  }

  /**
   * The ids of every term and of `extra` (terms it lacks, given the ids after its own, in turn),
   * sorted by term: the base's order merged with the other terms sorted (a term is never in both).
   */
  sortedIds(extra: readonly string[] = []): Uint32Array {
    const first = this.base.length;
    const restSorted = sortStrings(this.added.concat(extra));
    // The added terms' ids are in `ids` already; only the extra ones need numbering here.
    const extraIds = new Map(extra.map((term, i) => [term, this.size + i]));
    const out = new Uint32Array(this.size + extra.length);
    let [b, r, w] = [0, 0, 0];
    let baseTerm = first ? this.baseAt(this.idAt(0)) : undefined;
    while (baseTerm !== undefined || r < restSorted.length) {
      if (baseTerm !== undefined && (r === restSorted.length || baseTerm < restSorted[r]!)) {
        out[w++] = this.idAt(b++);
        baseTerm = b < first ? this.baseAt(this.idAt(b)) : undefined;
      } else {
        const term = restSorted[r++]!;
        out[w++] = this.ids.get(term) ?? extraIds.get(term)!;
      }
    }
    return out;
  }
}

/**
 * A document's terms as interleaved `[id, count, id, count, ...]`, ids ascending.
 */
export type TermCounts = Uint32Array;

/** Counts the tokens of one document into interleaved id/count pairs. */
export function countTerms(tokens: Iterable<string>, vocab: Vocabulary): TermCounts {
  const ids: number[] = [];
  for (const t of tokens) ids.push(vocab.add(t));
  return countIds(ids);
}

/** Term ids (any order, repeats allowed) -> sorted (id, count) pairs. Sorts `ids` in place. */
export function countIds(ids: number[]): TermCounts {
  ids.sort((a, b) => a - b);
  let distinct = 0;
  for (let i = 0; i < ids.length; i++) if (i === 0 || ids[i] !== ids[i - 1]) distinct++;
  const out = new Uint32Array(distinct * 2);
  let at = -2;
  for (let i = 0; i < ids.length; i++) {
    if (i === 0 || ids[i] !== ids[i - 1]) {
      at += 2;
      out[at] = ids[i]!;
    }
    out[at + 1]!++;
  }
  return out;
}

export function documentLength(terms: TermCounts): number {
  let n = 0;
  for (let i = 1; i < terms.length; i += 2) n += terms[i]!;
  return n;
}

export interface WeightedTerm {
  id: number;
  /** Query-side weight (query term frequency, signal boosts). */
  weight: number;
}

/** A query as `Bm25Index.scoreWeighed` takes it: per term, its slot in the counts and its IDF times weight. */
export interface WeighedQuery {
  slots: Uint32Array;
  weights: Float64Array;
}

/** The arrays of a `Bm25Index`: what the persisted index keeps so a warm start need not rebuild it. */
export interface Bm25Parts {
  /** Token count per document. */
  lengths: Uint32Array;
  /** Per term id, where its postings start; one more entry than terms. */
  offsets: Uint32Array;
  postingDocs: Uint32Array;
  postingCounts: Uint32Array;
}

/** Postings read when a term is first used (a persisted index's are not all read at start). */
export interface PostingSource {
  /** Postings `from` to `to` (document ids and counts); throws when they cannot be read. */
  read(from: number, to: number): { docs: Uint32Array; counts: Uint32Array };
}

/** `Bm25Parts` whose postings stay where they are until used: how many there are, and where. */
export interface LazyBm25Parts {
  lengths: Uint32Array;
  offsets: Uint32Array;
  postings: PostingSource;
}

/** Terms whose postings a lazily read index keeps once read. */
const POSTING_CACHE_TERMS = 4096;

/** An inverted BM25 index over `docs.length` documents. */
export class Bm25Index {
  readonly docCount: number;
  readonly avgLength: number;
  private readonly lengths: Uint32Array;
  private readonly offsets: Uint32Array;
  /** All postings in memory, or read by term from `source` (and kept for the last terms used). */
  private postingDocs: Uint32Array | undefined;
  private postingCounts: Uint32Array | undefined;
  private readonly source: PostingSource | undefined;
  private readonly termsRead = new Map<number, { docs: Uint32Array; counts: Uint32Array }>();
  private normsKept: { k1: number; b: number; values: Float64Array } | undefined;

  /** From documents (`docs`), or from the arrays of an index built before (`parts`), its postings in memory or read when used. */
  constructor(docs: readonly TermCounts[], vocabSize: number);
  constructor(parts: Bm25Parts | LazyBm25Parts);
  constructor(source: readonly TermCounts[] | Bm25Parts | LazyBm25Parts, vocabSize = 0) {
    const parts = Array.isArray(source) ? invert(source, vocabSize) : (source as Bm25Parts | LazyBm25Parts);
    this.lengths = parts.lengths;
    this.offsets = parts.offsets;
    if ('postings' in parts) this.source = parts.postings;
    else {
      this.postingDocs = parts.postingDocs;
      this.postingCounts = parts.postingCounts;
    }
    this.docCount = parts.lengths.length;
    let sumLength = 0;
    for (let d = 0; d < this.docCount; d++) sumLength += parts.lengths[d]!;
    this.avgLength = this.docCount ? sumLength / this.docCount || 1 : 1;
  }

  /** Every array, postings included (read whole if they were read by term until now). */
  parts(): Bm25Parts {
    if (!this.postingDocs || !this.postingCounts) {
      const all = this.source!.read(0, this.offsets[this.offsets.length - 1]!);
      this.postingDocs = all.docs;
      this.postingCounts = all.counts;
      this.termsRead.clear();
    }
    return { lengths: this.lengths, offsets: this.offsets, postingDocs: this.postingDocs, postingCounts: this.postingCounts };
  }

  /** A term's postings (documents and counts). */
  private postings(id: number): { docs: Uint32Array; counts: Uint32Array } {
    const from = this.offsets[id]!;
    const to = this.offsets[id + 1]!;
    if (this.postingDocs && this.postingCounts) return { docs: this.postingDocs.subarray(from, to), counts: this.postingCounts.subarray(from, to) };
    let got = this.termsRead.get(id);
    if (!got) {
      got = this.source!.read(from, to);
      if (this.termsRead.size >= POSTING_CACHE_TERMS) this.termsRead.clear();
      this.termsRead.set(id, got);
    }
    return got;
  }

  /** Whether term `id` occurs in one of the documents `from..to - 1` (postings are by ascending document). */
  occursIn(id: number, from: number, to: number): boolean {
    if (from >= to || this.documentFrequency(id) === 0) return false;
    const { docs } = this.postings(id);
    const at = firstAtLeast(docs, from);
    return at < docs.length && docs[at]! < to;
  }

  /** Term `id`'s postings in documents `from..to - 1`: the documents (ascending) and its count in each. */
  postingsIn(id: number, from: number, to: number): { docs: Uint32Array; counts: Uint32Array } {
    if (from >= to || this.documentFrequency(id) === 0) return { docs: new Uint32Array(0), counts: new Uint32Array(0) };
    const { docs, counts } = this.postings(id);
    const lo = firstAtLeast(docs, from);
    const hi = firstAtLeast(docs, to);
    return { docs: docs.subarray(lo, hi), counts: counts.subarray(lo, hi) };
  }

  /** Number of term ids the index knows (ids past it occur in no document). */
  get termCount(): number {
    return this.offsets.length - 1;
  }

  documentFrequency(id: number): number {
    return id < this.termCount ? this.offsets[id + 1]! - this.offsets[id]! : 0;
  }

  idf(id: number): number {
    const df = this.documentFrequency(id);
    return Math.log(1 + (this.docCount - df + 0.5) / (df + 0.5));
  }

  /** Adds each document's BM25 score for the weighted query terms into `scores`. */
  score(query: readonly WeightedTerm[], scores: Float64Array, k1 = BM25_K1, b = BM25_B): void {
    // Each posting does as little arithmetic as it can: until the loop is optimized, every number
    // it works out is a new object (a long issue's terms visit hundreds of thousands of postings).
    const norms = this.norms(k1, b);
    const k1Plus1 = k1 + 1;
    for (const { id, weight } of query) {
      if (this.documentFrequency(id) === 0) continue;
      const idf = this.idf(id) * weight;
      const { docs, counts } = this.postings(id);
      for (let p = 0; p < docs.length; p++) {
        const d = docs[p]!;
        const tf = counts[p]!;
        scores[d]! += (idf * tf * k1Plus1) / (tf + norms[d]!);
      }
    }
  }

  /** Per document, BM25's length norm for `k1` and `b` (kept for the last pair asked for). */
  private norms(k1: number, b: number): Float64Array {
    const kept = this.normsKept;
    if (kept?.k1 === k1 && kept.b === b) return kept.values;
    const values = new Float64Array(this.docCount);
    for (let d = 0; d < this.docCount; d++) values[d] = k1 * (1 - b + (b * this.lengths[d]!) / this.avgLength);
    this.normsKept = { k1, b, values };
    return values;
  }

  /**
   * A query made ready for `scoreWeighed`: each term's IDF times its weight (worked out once for
   * every document scored), and the slot its count will have in the count arrays given there (`slotOf`).
   */
  weighQuery(query: readonly WeightedTerm[], slotOf: (id: number) => number): WeighedQuery {
    return { slots: Uint32Array.from(query, (q) => slotOf(q.id)), weights: Float64Array.from(query, (q) => this.idf(q.id) * q.weight) };
  }

  /** BM25 of one outside document, given its counts by slot, against this index's statistics. */
  scoreWeighed(query: WeighedQuery, counts: ArrayLike<number>, length: number, k1 = BM25_K1, b = BM25_B): number {
    let score = 0;
    const norm = k1 * (1 - b + (b * length) / this.avgLength);
    for (let i = 0; i < query.slots.length; i++) {
      const tf = counts[query.slots[i]!]!;
      if (!tf) continue;
      score += (query.weights[i]! * tf * (k1 + 1)) / (tf + norm);
    }
    return score;
  }

  /** The documents containing a term. */
  *documentsWith(id: number): Generator<number> {
    if (id >= this.termCount) return;
    yield* this.postings(id).docs;
  }
}

/** Postings of `docs` grouped by term, in one counting pass. */
function invert(docs: readonly TermCounts[], vocabSize: number): Bm25Parts {
  const lengths = new Uint32Array(docs.length);
  const offsets = new Uint32Array(vocabSize + 1);
  let total = 0;
  docs.forEach((terms, d) => {
    lengths[d] = documentLength(terms);
    for (let i = 0; i < terms.length; i += 2) offsets[terms[i]! + 1]!++;
    total += terms.length / 2;
  });
  for (let t = 0; t < vocabSize; t++) offsets[t + 1]! += offsets[t]!;
  const postingDocs = new Uint32Array(total);
  const postingCounts = new Uint32Array(total);
  const fill = offsets.slice(0, vocabSize);
  docs.forEach((terms, d) => {
    for (let i = 0; i < terms.length; i += 2) {
      const at = fill[terms[i]!]!++;
      postingDocs[at] = d;
      postingCounts[at] = terms[i + 1]!;
    }
  });
  return { lengths, offsets, postingDocs, postingCounts };
}

/** The index of the first value of ascending `values` that is at least `x` (`values.length` if none). */
export function firstAtLeast(values: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
