/**
 * Parallel file analysis: a pool of worker threads (one per core, at most MAX_WORKERS) running
 * analyze-worker.js next to the bundle. Without that file (running from the TypeScript sources) or
 * with one core, files are analyzed in-process. Results are the same either way.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { analyzeToSend, withTerms, type PackedContent, type SentContent } from './file-analysis.js';
import { MAX_TERM_NUMBERS, TermNumbers } from './term-numbers.js';

export const MAX_WORKERS = 4;
/** Below this many files, starting workers costs more than it saves. */
export const MIN_FILES_FOR_WORKERS = 64;
const WORKER_FILE = 'analyze-worker.js';
/**
 * Each worker's young generation, in MB. The analysis allocates short-lived objects fast. Left to
 * grow (to 32 MB), it cost about 30 MB of peak memory per worker; at 8 MB it is collected so often
 * that analysing takes 1.4-2.6% more instructions than at 16 MB, which does as well as 32 MB for
 * about 15 MB of peak memory on a 1,000-file tree (none on a 1,300-file Python one, whose peak
 * comes after the workers are done).
 */
export const WORKER_YOUNG_GENERATION_MB = 16;

interface Pending {
  resolve: (result: PackedContent) => void;
  reject: (error: Error) => void;
}

export interface Analyzer {
  analyze(path: string, bytes: Uint8Array): Promise<PackedContent>;
  /** How many files can usefully be in flight. */
  readonly parallelism: number;
  close(): Promise<void>;
}

/**
 * Analysis in this thread, its terms numbered by one `TermNumbers` for all the files until it holds
 * `maxTerms` (each result keeps the numbering it used).
 */
function inProcess(maxTerms = MAX_TERM_NUMBERS): Analyzer {
  let numbers = new TermNumbers();
  const analyze = async (path: string, bytes: Uint8Array) => {
    const used = numbers;
    const sent = await analyzeToSend(path, bytes, used);
    if (numbers === used && used.size >= maxTerms) numbers = new TermNumbers();
    return withTerms(sent, used);
  };
  return { analyze, parallelism: 1, close: async () => undefined };
}

/**
 * A worker's answer: the numbering its terms are of (a new one now and then, see MAX_TERM_NUMBERS),
 * the texts of the terms it numbered since its last answer, and a result or an error.
 */
export interface WorkerAnswer {
  id: number;
  numbering: number;
  fresh: string;
  result?: SentContent;
  error?: string;
}

/**
 * Jobs a worker holds at once: with a second one waiting in its queue it starts on it as soon as the
 * first is done, without waiting for the main thread (busy collecting garbage or mapping terms) to
 * hand it the next.
 */
const JOBS_PER_WORKER = 2;

class WorkerPool implements Analyzer {
  private readonly workers: Worker[] = [];
  /** Jobs sent to each worker and not answered yet. */
  private readonly outstanding: number[] = [];
  private readonly queue: { id: number; path: string; bytes: Uint8Array }[] = [];
  private readonly pending = new Map<number, Pending>();
  private next = 0;

  /** Numberings the workers started after their first. */
  renumbered = 0;

  constructor(file: string, count: number, maxTermNumbers?: number) {
    for (let i = 0; i < count; i++) {
      const worker = new Worker(file, {
        resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
        ...(maxTermNumbers !== undefined ? { workerData: { maxTermNumbers } } : {}),
      });
      // This worker's term numbers, as received: a new numbering replaces them (the results
      // already given keep theirs).
      let terms = new TermNumbers();
      let numbering = 0;
      worker.on('message', (msg: WorkerAnswer) => {
        if (msg.numbering !== numbering) {
          terms = new TermNumbers();
          numbering = msg.numbering;
          this.renumbered++;
        }
        // Every answer carries the worker's new term texts, in order: received before anything else.
        terms.receive(msg.fresh);
        const p = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        this.outstanding[i]!--;
        this.pump();
        if (msg.error !== undefined) p?.reject(new Error(msg.error));
        else p?.resolve(withTerms(msg.result!, terms));
      });
      worker.on('error', (error) => {
        for (const p of this.pending.values()) p.reject(error);
        this.pending.clear();
      });
      this.workers.push(worker);
      this.outstanding.push(0);
    }
  }

  get parallelism(): number {
    return this.workers.length * JOBS_PER_WORKER;
  }

  private pump(): void {
    while (this.queue.length) {
      // The least busy worker, if any can take another job.
      let best = -1;
      for (let i = 0; i < this.workers.length; i++) {
        if (this.outstanding[i]! < JOBS_PER_WORKER && (best === -1 || this.outstanding[i]! < this.outstanding[best]!)) best = i;
      }
      if (best === -1) return;
      const job = this.queue.shift()!;
      this.outstanding[best]!++;
      this.workers[best]!.postMessage(job, [job.bytes.buffer as ArrayBuffer]);
    }
  }

  analyze(path: string, bytes: Uint8Array): Promise<PackedContent> {
    const id = this.next++;
    // The buffer is transferred: give the worker its own copy.
    const copy = new Uint8Array(bytes);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.queue.push({ id, path, bytes: copy });
      this.pump();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * An analyzer for `files` files: a worker pool when it pays off and can run, else in-process.
 * `options` name another worker file, number of cores or numbering size (tests).
 */
export function createAnalyzer(files: number, options: { workerFile?: string; cores?: number; maxTermNumbers?: number } = {}): Analyzer {
  const file = options.workerFile ?? join(dirname(fileURLToPath(import.meta.url)), WORKER_FILE);
  const cores = Math.min(MAX_WORKERS, options.cores ?? availableParallelism());
  if (files < MIN_FILES_FOR_WORKERS || cores < 2 || !existsSync(file)) return inProcess(options.maxTermNumbers);
  return new WorkerPool(file, cores, options.maxTermNumbers);
}
