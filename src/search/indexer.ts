/**
 * Builds a repository's index, reusing the persisted one: files whose size and mtime match the
 * manifest are not read, files whose content hash is known are not parsed, and only new content is
 * analyzed and tokenized.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { analyzeFile } from '../code/analyze.js';
import { decodeText, looksBinary, skipByContent, type Skipped } from '../repo/classify.js';
import { readHistory } from '../repo/history.js';
import { walkRepo, type RepoFile, type WalkOptions } from '../repo/walk.js';
import { countTerms, Vocabulary, type TermCounts } from './lexical.js';
import { RepoIndex, type IndexStats, type PhaseTimings } from './repo-index.js';
import { hashContent, readStore, writeStore, type FileRecord, type ManifestEntry } from './store.js';
import { tokenize } from './tokenizer.js';

export interface IndexProgress {
  done: number;
  total: number;
  /** Files analyzed so far (the slow part); `done` also counts reused ones. */
  analyzed: number;
  elapsedMs: number;
}

export interface IndexOptions extends WalkOptions {
  /** Folder of the persisted index; `false` keeps everything in memory. */
  cacheDir: string | false;
  /** Read git history for the recency prior (default true). */
  history?: boolean;
  onProgress?: (progress: IndexProgress) => void;
  /** Clock, for tests. */
  now?: () => number;
}

const READ_CONCURRENCY = 16;

/** Splits text into line start offsets (0-based rows). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

async function analyzeContent(path: string, bytes: Uint8Array, hash: string, vocab: Vocabulary): Promise<FileRecord> {
  if (looksBinary(bytes)) return { hash, skip: { reason: 'binary', detail: 'NUL bytes in the content' } };
  const { text, encoding } = decodeText(bytes);
  const skip = skipByContent(path, text);
  if (skip) return { hash, skip: { reason: skip.reason, ...(skip.detail ? { detail: skip.detail } : {}) } };
  const analysis = await analyzeFile(path, text);
  const starts = lineStarts(text);
  const chunkTerms: TermCounts[] = analysis.chunks.map((c) => {
    const from = starts[c.startLine - 1] ?? text.length;
    const to = starts[c.endLine] ?? text.length;
    return countTerms(tokenize(text.slice(from, to)), vocab);
  });
  const record: FileRecord = { hash, analysis, chunkTerms };
  if (encoding === 'latin1') record.encoding = 'latin1';
  return record;
}

export async function buildIndex(root: string, options: IndexOptions): Promise<RepoIndex> {
  const now = options.now ?? (() => performance.now());
  const timings: PhaseTimings = { walkMs: 0, readMs: 0, parseMs: 0, indexMs: 0, storeMs: 0 };
  const start = now();
  const [walked, history] = await Promise.all([
    walkRepo(root, options),
    options.history === false ? Promise.resolve(undefined) : readHistory(root, options.cacheDir),
  ]);
  timings.walkMs = now() - start;

  let t = now();
  const store = options.cacheDir ? await readStore(options.cacheDir) : undefined;
  const vocab = new Vocabulary(store?.vocab ?? []);
  const records = store?.records ?? new Map<string, FileRecord>();
  const oldManifest = store?.manifest ?? new Map<string, ManifestEntry>();
  const manifest = new Map<string, ManifestEntry>();
  timings.storeMs += now() - t;

  const stats: IndexStats = { files: 0, reused: 0, rehashed: 0, analyzed: 0, chunks: 0, definitions: 0, lines: 0 };
  const entries: { path: string; record: FileRecord }[] = [];
  const skipped: Skipped[] = [...walked.skipped];
  const total = walked.files.length;
  let done = 0;
  let changed = oldManifest.size !== total;
  const report = () => options.onProgress?.({ done, total, analyzed: stats.analyzed, elapsedMs: now() - start });

  const toRead: RepoFile[] = [];
  const recordOf = new Map<string, FileRecord>();
  for (const file of walked.files) {
    const known = oldManifest.get(file.path);
    const record = known && known.size === file.size && known.mtimeMs === file.mtimeMs ? records.get(known.hash) : undefined;
    if (record) {
      recordOf.set(file.path, record);
      manifest.set(file.path, known!);
      stats.reused++;
      done++;
    } else {
      toRead.push(file);
    }
  }
  report();
  changed ||= toRead.length > 0;

  // Read ahead in parallel, analyze one at a time (parsing is synchronous and CPU-bound).
  let next = 0;
  const reads: Promise<Uint8Array | undefined>[] = [];
  const readOne = (i: number) =>
    readFile(join(root, toRead[i]!.path)).then(
      (b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength),
      () => undefined,
    );
  while (next < Math.min(READ_CONCURRENCY, toRead.length)) reads.push(readOne(next++));
  for (let i = 0; i < toRead.length; i++) {
    const file = toRead[i]!;
    t = now();
    const bytes = await reads[i]!;
    if (next < toRead.length) reads.push(readOne(next++));
    timings.readMs += now() - t;
    done++;
    if (!bytes) {
      skipped.push({ path: file.path, reason: 'unreadable' });
      continue;
    }
    const hash = hashContent(bytes);
    let record = records.get(hash);
    if (record) {
      stats.rehashed++;
    } else {
      t = now();
      record = await analyzeContent(file.path, bytes, hash, vocab);
      timings.parseMs += now() - t;
      records.set(hash, record);
      stats.analyzed++;
      if (stats.analyzed % 25 === 0) report();
    }
    recordOf.set(file.path, record);
    manifest.set(file.path, { size: file.size, mtimeMs: file.mtimeMs, hash });
  }
  report();

  for (const file of walked.files) {
    const record = recordOf.get(file.path);
    if (!record) continue;
    if (record.skip) {
      skipped.push({ path: file.path, reason: record.skip.reason, ...(record.skip.detail ? { detail: record.skip.detail } : {}) });
      continue;
    }
    entries.push({ path: file.path, record });
    stats.files++;
    stats.chunks += record.analysis?.chunks.length ?? 0;
    stats.definitions += record.analysis?.definitions.length ?? 0;
    stats.lines += record.analysis?.lineCount ?? 0;
  }

  if (options.cacheDir && changed) {
    t = now();
    try {
      await writeStore(options.cacheDir, { vocab: vocab.terms, manifest, records });
    } catch (error) {
      process.emitWarning(`Could not write the index to ${options.cacheDir}: ${(error as Error).message}`);
    }
    timings.storeMs += now() - t;
  }

  t = now();
  const index = new RepoIndex(root, entries, vocab, skipped.sort((a, b) => (a.path < b.path ? -1 : 1)), history, stats, timings);
  timings.indexMs = now() - t;
  return index;
}
