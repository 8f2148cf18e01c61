/**
 * Reads, hashes and analyzes the files an index does not know yet: content whose hash the persisted
 * index (or this process's cache) knows is not parsed again; the rest goes to worker threads, a
 * bounded number in flight. A record of an untrusted persisted index is checked against the bytes
 * just read; one that fails rejects the whole store (`StoreRejected`).
 */
import { decodeText, type Skipped } from '../../repo/classify.js';
import { RepoFiles } from '../../repo/repo-files.js';
import type { RepoFile } from '../../repo/walk.js';
import { createAnalyzer, type Analyzer } from './analyze-pool.js';
import type { AnalysisLru } from './analysis-cache.js';
import { sameTerms, toRecord } from './file-analysis.js';
import type { FileRecord, ManifestEntry } from '../store/file-record.js';
import type { Vocabulary } from '../terms/lexical.js';
import type { IndexStats } from './repo-index.js';
import { recordKey } from '../store/store.js';
import { StoredAnalysis, type DetailsGate } from '../store/stored-analysis.js';

/** A persisted index whose records are not what the files say. */
export class StoreRejected extends Error {
  override name = 'StoreRejected';
}

/** Files analyzed between two progress reports. */
const REPORT_EVERY = 25;

export interface AnalysisRun {
  root: string;
  files: readonly RepoFile[];
  /** Records by content hash: those known (read from the store); new ones are added. */
  records: Map<string, FileRecord>;
  vocab: Vocabulary;
  gate: DetailsGate;
  memory: AnalysisLru | undefined;
  /** Check every known record against its file (the store came from elsewhere). */
  untrusted: boolean;
  /** Filled in: path -> entry, path -> record, files that could not be read. */
  manifest: Map<string, ManifestEntry>;
  recordOf: Map<string, FileRecord>;
  skipped: Skipped[];
  stats: IndexStats;
  /** Filled in when given: the path of each content analyzed in this run (one per content). */
  parsed?: Set<string>;
  /** Called as files are done, with the number done. */
  progress: (done: number) => void;
  /** Milliseconds spent reading (added to). */
  timings: { readMs: number };
  now: () => number;
  /** The analyzer for that many files to analyze (`createAnalyzer` unless a test gives another). */
  analyzer?: (files: number) => Analyzer;
}


/** Content whose analysis failed (skipped as `analysis-failed`), told apart from a record. */
interface Failed {
  failed: Pick<Skipped, 'reason' | 'detail'>;
}

/** Rejects the store when a record it gave is not the file's: its text, and its term counts. */
function checkKnown(record: FileRecord, bytes: Uint8Array, path: string, vocab: Vocabulary): void {
  if (!(record.analysis instanceof StoredAnalysis)) return;
  const problems = record.analysis.checkAgainst(bytes);
  try {
    if (!sameTerms(record, decodeText(bytes).text, vocab)) problems.push('term counts');
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length) throw new StoreRejected(`its record of ${path} does not match the file (${problems.slice(0, 3).join('; ')})`);
}

/** Reads, hashes and (when new) analyzes `run.files`. */
export async function analyzeFiles(run: AnalysisRun): Promise<void> {
  const analyzer = (run.analyzer ?? createAnalyzer)(run.files.length);
  const byHash = new Map<string, Promise<FileRecord | Failed>>();
  // Synchronous reads (for many small files far less main-thread time than promise-based ones, time
  // the workers then have for parsing), through the repository's file door: what is indexed
  // (signatures, docs, snippets) reaches prompts.
  const door = RepoFiles.open(run.root);
  const inFlight = new Set<Promise<unknown>>();
  let done = 0;
  try {
    for (const file of run.files) {
      const t = run.now();
      const bytes = door.readOrWhy(file.path);
      run.timings.readMs += run.now() - t;
      if (!(bytes instanceof Uint8Array)) {
        run.progress(++done);
        run.skipped.push({ path: file.path, reason: 'unreadable', detail: bytes.why });
        continue;
      }
      const hash = recordKey(file.path, bytes);
      run.manifest.set(file.path, { size: file.size, mtimeMs: file.mtimeMs, hash });
      const known = run.records.get(hash);
      if (known) {
        if (run.untrusted) checkKnown(known, bytes, file.path, run.vocab);
        run.stats.rehashed++;
        run.recordOf.set(file.path, known);
        run.progress(++done);
        continue;
      }
      let pending = byHash.get(hash);
      const remembered = pending ? undefined : run.memory?.get(hash);
      if (pending) run.stats.rehashed++;
      else if (remembered) {
        const record = toRecord(hash, remembered, run.vocab, run.gate);
        run.records.set(hash, record);
        run.stats.rehashed++;
        pending = Promise.resolve(record);
        byHash.set(hash, pending);
      } else {
        pending = analyzer.analyze(file.path, bytes).then((content) => {
          // Left out of this run only: no record (stored, it would keep the file out for good).
          if ('skip' in content && content.skip.reason === 'analysis-failed') return { failed: content.skip };
          run.memory?.set(hash, content);
          const record = toRecord(hash, content, run.vocab, run.gate);
          run.records.set(hash, record);
          run.stats.analyzed++;
          run.parsed?.add(file.path);
          return record;
        });
        byHash.set(hash, pending);
      }
      const tracked: Promise<unknown> = pending.then((outcome) => {
        if ('failed' in outcome) {
          run.manifest.delete(file.path);
          run.skipped.push({ path: file.path, ...outcome.failed });
        } else run.recordOf.set(file.path, outcome);
        done++;
        if (done % REPORT_EVERY === 0) run.progress(done);
        inFlight.delete(tracked);
      });
      inFlight.add(tracked);
      if (inFlight.size >= analyzer.parallelism * 2) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  } finally {
    // Stopped without waiting for the worker threads to wind down (40-110 ms of freeing their
    // heaps, in which the index could be built instead): nothing is sent to them any more, and the
    // process ends after them.
    analyzer.close().catch(() => undefined);
  }
}
