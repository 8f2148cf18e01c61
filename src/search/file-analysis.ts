/**
 * Everything indexing learns from one file's bytes, independent of any index: skipped (binary,
 * minified, generated) or its analysis with each chunk's term counts as strings. Runs in worker
 * threads as well as in-process; `toRecord` maps the terms to an index's vocabulary.
 */
import { analyzeFile, type FileAnalysis } from '../code/analyze.js';
import { decodeText, looksBinary, skipByContent, type SkipReason } from '../repo/classify.js';
import type { Vocabulary } from './lexical.js';
import type { FileRecord } from './store.js';
import { forEachToken } from './tokenizer.js';

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

/** Term counts of the text from `start` to `end`, adding each token to its line's count in `lineTokens`. */
function chunkTerms(text: string, start: number, end: number, starts: readonly number[], lineTokens: Uint32Array): ChunkTerms {
  const counts = new Map<string, number>();
  // Tokens come by ascending offset (then once more for member chains): lines are found by walking.
  let row = 0;
  forEachToken(text.slice(start, end), (t, offset) => {
    const at = start + offset;
    if (at < starts[row]!) row = 0;
    while (row + 1 < starts.length && starts[row + 1]! <= at) row++;
    lineTokens[row]!++;
    counts.set(t, (counts.get(t) ?? 0) + 1);
  });
  return { terms: [...counts.keys()], counts: [...counts.values()] };
}

export async function analyzeBytes(path: string, bytes: Uint8Array): Promise<AnalyzedContent> {
  if (looksBinary(bytes)) return { skip: { reason: 'binary', detail: 'NUL bytes in the content' } };
  const { text, encoding } = decodeText(bytes);
  const skip = skipByContent(path, text);
  if (skip) return { skip: { reason: skip.reason, ...(skip.detail ? { detail: skip.detail } : {}) } };
  const analysis = await analyzeFile(path, text);
  const starts = lineStarts(text);
  const lineTokens = new Uint32Array(starts.length);
  const chunks = analysis.chunks.map((c) => chunkTerms(text, starts[c.startLine - 1] ?? text.length, starts[c.endLine] ?? text.length, starts, lineTokens));
  return { analysis, encoding, chunks, lineTokens };
}

/** Positions of a term within one chunk stay below this (a chunk is ~1,500 characters). */
const POSITION_SPAN = 2 ** 21;

/** The record of analyzed content, its terms mapped to `vocab` ids (sorted id/count pairs). */
export function toRecord(hash: string, content: AnalyzedContent, vocab: Vocabulary): FileRecord {
  if ('skip' in content) return { hash, skip: content.skip };
  const chunkTerms = content.chunks.map(({ terms, counts }) => {
    // Sorted by id without a pair object per term: each key is id * 2^21 + position, exact in a double.
    const keys = new Float64Array(terms.length);
    for (let i = 0; i < terms.length; i++) keys[i] = vocab.add(terms[i]!) * POSITION_SPAN + i;
    keys.sort();
    const out = new Uint32Array(terms.length * 2);
    for (let k = 0; k < keys.length; k++) {
      const position = keys[k]! % POSITION_SPAN;
      out[2 * k] = (keys[k]! - position) / POSITION_SPAN;
      out[2 * k + 1] = counts[position]!;
    }
    return out;
  });
  const record: FileRecord = { hash, analysis: content.analysis, chunkTerms, lineTokens: content.lineTokens };
  if (content.encoding === 'latin1') record.encoding = 'latin1';
  return record;
}
