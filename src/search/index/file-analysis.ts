/**
 * Everything indexing learns from one file's bytes, independent of any index: skipped (binary,
 * minified, generated) or its analysis with each chunk's term counts as strings, then packed
 * (record-codec.ts), its terms numbered (term-numbers.ts). Runs in worker threads as well as
 * in-process; `toRecord` maps the terms to an index's vocabulary and makes the record's analysis a
 * view of the packed form.
 */
import type { FileAnalysis } from '../../code/analyze.js';
import { importsOnlyPath } from '../../code/import-skeleton.js';
import { decodeText, hasBuildBanner, isTestCode, looksBinary, skipByContent, type SkipReason } from '../../repo/classify.js';
import type { FileRecord } from '../store/file-record.js';
import type { TermCounts, Vocabulary } from '../terms/lexical.js';
import { checkCore, coreOf, importsOf, packDetails, type CoreAnalysis } from '../store/record-codec.js';
import { StoredAnalysis, type DetailsGate } from '../store/stored-analysis.js';
import { TermNumbers } from '../terms/term-numbers.js';
import { countTokenNumbers, countTokens } from '../terms/tokenizer.js';

export interface ChunkTerms {
  terms: string[];
  counts: number[];
}

export type AnalyzedContent =
  | { skip: { reason: SkipReason; detail?: string } }
  | {
      analysis: FileAnalysis;
      encoding: 'utf-8' | 'latin1';
      chunks: ChunkTerms[];
      /** Tokens on each line of the text (one entry per line start, a last empty line included). */
      lineTokens: Uint32Array;
    };

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Where a chunk's lines start and end in a text of `length` characters whose lines start at `starts`. */
function chunkBounds(chunk: { startLine: number; endLine: number }, starts: readonly number[], length: number): [number, number] {
  return [starts[chunk.startLine - 1] ?? length, starts[chunk.endLine] ?? length];
}

/** A file's text and its analysis, or why it is skipped. */
async function analyzeText(path: string, bytes: Uint8Array): Promise<{ skip: { reason: SkipReason; detail?: string } } | { analysis: FileAnalysis; encoding: 'utf-8' | 'latin1'; text: string }> {
  if (looksBinary(bytes)) return { skip: { reason: 'binary', detail: 'NUL bytes in the content' } };
  const { text, encoding } = decodeText(bytes);
  const skip = skipByContent(path, text);
  if (skip) return { skip: { reason: skip.reason, ...(skip.detail ? { detail: skip.detail } : {}) } };
  // The parser is loaded with the first file to parse: a warm start that parses nothing never loads it.
  const { analyzeOrFail, analyzeFile, analyzeImports } = await import('../../code/analyze.js');
  // Tests are most of many repositories' code: their imports link them to what they test, their
  // definitions are worked out when something asks for them (`FileAnalysis.importsOnly`).
  const analysis = await analyzeOrFail(path, text, importsOnlyPath(path) ? analyzeImports : analyzeFile);
  if ('failed' in analysis) return failedSkip(analysis.failed);
  if (hasBuildBanner(path, text)) analysis.buildBanner = true;
  // A file analyzed for its imports is a test by its path already (and has no parse to check).
  if (!analysis.importsOnly && isTestCode(path, text, analysis)) analysis.testCode = true;
  return { analysis, encoding, text };
}

/** A file whose analysis failed: skipped for this run (the next one tries again, see RETRIED_SKIPS). */
function failedSkip(detail: string): { skip: { reason: SkipReason; detail: string } } {
  return { skip: { reason: 'analysis-failed', detail } };
}

/** Analyzes with the chunks' terms counted as texts (the form `sameTerms` checks stored records against). */
export async function analyzeBytes(path: string, bytes: Uint8Array): Promise<AnalyzedContent> {
  const analyzed = await analyzeText(path, bytes);
  if ('skip' in analyzed) return analyzed;
  return { analysis: analyzed.analysis, encoding: analyzed.encoding, ...termCounts(analyzed.text, analyzed.analysis.chunks) };
}

/** Each chunk's term counts and the tokens on each line of `text`. */
export function termCounts(text: string, chunks: FileAnalysis['chunks']): { chunks: ChunkTerms[]; lineTokens: Uint32Array } {
  const starts = lineStarts(text);
  const lineTokens = new Uint32Array(starts.length);
  return { chunks: chunks.map((c) => countTokens(text, ...chunkBounds(c, starts, text.length), starts, lineTokens)), lineTokens };
}

/** Whether a record's term counts (ids of `vocab`) and line tokens are those of `text`. */
export function sameTerms(record: FileRecord, text: string, vocab: Vocabulary): boolean {
  const analysis = record.analysis;
  if (!analysis) return true;
  const expected = termCounts(text, analysis.chunks);
  const stored = record.chunkTerms ?? [];
  if (stored.length !== expected.chunks.length || !sameWords(record.lineTokens, expected.lineTokens)) return false;
  return expected.chunks.every((chunk, i) => {
    const pairs = stored[i]!;
    if (pairs.length !== chunk.terms.length * 2) return false;
    const counts = new Map(chunk.terms.map((t, k) => [t, chunk.counts[k]!]));
    for (let k = 0; k < pairs.length; k += 2) if (counts.get(vocab.term(pairs[k]!) ?? '\0') !== pairs[k + 1]) return false;
    return true;
  });
}

function sameWords(a: Uint32Array | undefined, b: Uint32Array): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Every chunk's terms as numbers of the analyzing thread's `TermNumbers`, each with its count, and
 * how many terms each chunk has.
 */
export interface PackedChunkTerms {
  refs: Uint32Array;
  counts: Uint32Array;
  sizes: Uint32Array;
}

export function packChunkTerms(chunks: readonly ChunkTerms[], numbers: TermNumbers): PackedChunkTerms {
  const total = chunks.reduce((n, c) => n + c.terms.length, 0);
  const refs = new Uint32Array(total);
  const counts = new Uint32Array(total);
  let at = 0;
  for (const c of chunks) {
    for (let k = 0; k < c.terms.length; k++) {
      refs[at] = numbers.number(c.terms[k]!);
      counts[at++] = c.counts[k]!;
    }
  }
  return { refs, counts, sizes: Uint32Array.from(chunks, (c) => c.terms.length) };
}

type Analyzed = {
  encoding: 'utf-8' | 'latin1';
  core: CoreAnalysis;
  /** `DetailRecord` as ASCII JSON, its imports first (`packDetails`). */
  details: string;
  /** Where the imports' JSON ends in `details`. */
  importsEnd: number;
  chunks: PackedChunkTerms;
  lineTokens: Uint32Array;
};

/**
 * Analyzed content as the analyzing thread sends it: the analysis packed (core and details' JSON),
 * the chunks' terms as numbers (a few strings and typed arrays, cheap to copy between threads).
 */
export type SentContent = { skip: { reason: SkipReason; detail?: string } } | Analyzed;

/** Analyzed content in the form an index keeps: as sent, with the texts of its term numbers. */
export type PackedContent = { skip: { reason: SkipReason; detail?: string } } | (Analyzed & { terms: TermNumbers });

/** The sent form of an analysis whose chunks' terms are numbered. */
function sendable(analysis: FileAnalysis, encoding: Analyzed['encoding'], chunks: PackedChunkTerms, lineTokens: Uint32Array): Analyzed {
  return { encoding, core: coreOf(analysis), ...packDetails(analysis), chunks, lineTokens };
}

/** Sent content with the texts of its term numbers (the receiving side's `TermNumbers`). */
export function withTerms(sent: SentContent, terms: TermNumbers): PackedContent {
  return 'skip' in sent ? sent : { ...sent, terms };
}

/** Content analyzed with its terms as texts, packed in this thread (its own numbers). */
export function packHere(content: AnalyzedContent, numbers = new TermNumbers()): PackedContent {
  if ('skip' in content) return content;
  return withTerms(sendable(content.analysis, content.encoding, packChunkTerms(content.chunks, numbers), content.lineTokens), numbers);
}

/**
 * Analyzes and packs: the job of a worker thread, its terms numbered by `numbers` as they are
 * counted (what `packHere` of `analyzeBytes` gives, without the terms' texts per file).
 */
export async function analyzeToSend(path: string, bytes: Uint8Array, numbers: TermNumbers): Promise<SentContent> {
  const analyzed = await analyzeText(path, bytes);
  if ('skip' in analyzed) return analyzed;
  try {
    return countAndSend(analyzed, numbers);
  } catch (error) {
    const { describeFailure } = await import('../../code/analyze.js');
    return failedSkip(describeFailure(error));
  }
}

/** The sent form of an analyzed text, its chunks' terms counted and numbered by `numbers`. */
function countAndSend({ analysis, encoding, text }: { analysis: FileAnalysis; encoding: Analyzed['encoding']; text: string }, numbers: TermNumbers): Analyzed {
  const starts = lineStarts(text);
  const lineTokens = new Uint32Array(starts.length);
  const refs: number[] = [];
  const counts: number[] = [];
  const sizes = new Uint32Array(analysis.chunks.length);
  analysis.chunks.forEach((c, i) => {
    const chunk = countTokenNumbers(text, ...chunkBounds(c, starts, text.length), starts, lineTokens, numbers);
    for (let k = 0; k < chunk.refs.length; k++) {
      refs.push(chunk.refs[k]!);
      counts.push(chunk.counts[k]!);
    }
    sizes[i] = chunk.refs.length;
  });
  return sendable(analysis, encoding, { refs: Uint32Array.from(refs), counts: Uint32Array.from(counts), sizes }, lineTokens);
}

/** Positions of a term within one chunk stay below this (a chunk is ~1,500 characters). */
const POSITION_SPAN = 2 ** 21;

/**
 * A record analyzed in this run: its chunks' term pairs in one array (a view per chunk made when
 * asked for: a million small arrays would cost more than their contents), its analysis a view of
 * the packed form, trusted (made from the file itself).
 */
class FreshRecord implements FileRecord {
  encoding?: 'latin1';

  constructor(
    readonly hash: string,
    readonly analysis: StoredAnalysis,
    readonly sizes: { chunks: number; definitions: number },
    /** Term pairs of every chunk, chunk `i` from `offsets[i]` to `offsets[i + 1]`. */
    private readonly pairs: Uint32Array,
    private readonly offsets: Uint32Array,
    readonly lineTokens: Uint32Array,
  ) {}

  get chunkTerms(): TermCounts[] {
    const out: TermCounts[] = [];
    for (let i = 0; i + 1 < this.offsets.length; i++) out.push(this.pairs.subarray(this.offsets[i]!, this.offsets[i + 1]!));
    return out;
  }
}

/** Room for sorting one chunk's keys (a chunk's own array would be an allocation per chunk). */
let sortKeys = new Float64Array(1024);

/** The chunks' terms mapped to `vocab` ids, each chunk's pairs sorted by id. */
function termPairs(chunks: PackedChunkTerms, terms: TermNumbers, vocab: Vocabulary): { pairs: Uint32Array; offsets: Uint32Array } {
  // The file's terms get their ids in the order they first come, as adding each chunk's in turn would.
  const ids = terms.idsIn(vocab, chunks.refs);
  const pairs = new Uint32Array(chunks.counts.length * 2);
  const offsets = new Uint32Array(chunks.sizes.length + 1);
  let at = 0;
  let term = 0;
  chunks.sizes.forEach((n, i) => {
    // Sorted by id without a pair object per term: each key is id * 2^21 + position, exact in a double.
    if (n > sortKeys.length) sortKeys = new Float64Array(Math.max(n, sortKeys.length * 2));
    const keys = sortKeys.subarray(0, n);
    for (let k = 0; k < n; k++) keys[k] = ids[term + k]! * POSITION_SPAN + k;
    keys.sort();
    for (let k = 0; k < n; k++) {
      const position = keys[k]! % POSITION_SPAN;
      pairs[at + 2 * k] = (keys[k]! - position) / POSITION_SPAN;
      pairs[at + 2 * k + 1] = chunks.counts[term + position]!;
    }
    term += n;
    at += 2 * n;
    offsets[i + 1] = at;
  });
  return { pairs, offsets };
}

/** The record of content analyzed in this run, its terms mapped to `vocab` ids. */
export function toRecord(hash: string, content: PackedContent, vocab: Vocabulary, gate: DetailsGate): FileRecord {
  if ('skip' in content) return { hash, skip: content.skip };
  const { pairs, offsets } = termPairs(content.chunks, content.terms, vocab);
  const core = checkCore(content.core);
  const { details, importsEnd } = content;
  const analysis = new StoredAnalysis({ hash, core: () => core, details: () => details, imports: () => importsOf(details, importsEnd, core.lineCount), trusted: true }, gate);
  const record = new FreshRecord(hash, analysis, { chunks: core.chunks.length >> 1, definitions: core.definitionCount }, pairs, offsets, content.lineTokens);
  if (content.encoding === 'latin1') record.encoding = 'latin1';
  return record;
}
