/** A file's record in an index (keyed by content hash) and a path's entry in the manifest. */
import type { FileAnalysis } from '../../code/analyze.js';
import type { SkipReason } from '../../repo/classify.js';
import type { TermCounts } from '../terms/lexical.js';

export interface FileRecord {
  hash: string;
  /** Skipped for its content (binary, minified, generated): nothing else is kept. */
  skip?: { reason: SkipReason; detail?: string };
  /** Present when the file was not valid UTF-8. */
  encoding?: 'latin1';
  /** A `StoredAnalysis` when made by the indexer (packed, unpacked when used). */
  analysis?: FileAnalysis;
  /** One entry per chunk of `analysis.chunks`. */
  chunkTerms?: TermCounts[];
  /** Tokens on each line (see `AnalyzedContent`): the length of any line range in tokens. */
  lineTokens?: Uint32Array;
  /** Chunk and definition counts, known without unpacking the analysis. */
  sizes?: { chunks: number; definitions: number };
}

export interface ManifestEntry {
  size: number;
  mtimeMs: number;
  hash: string;
}
