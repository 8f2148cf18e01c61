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
import { MAX_TERM_NUMBERS, TermNumbers } from '../terms/term-numbers.js';

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
 * the texts of the terms it numbered since its last answer, and a result or an error. `retire` says
 * a parse trapped in the worker's WebAssembly: it answers, and a fresh worker should take its place.
 */
export interface WorkerAnswer {
  id: number;
  numbering: number;
  fresh: string;
  result?: SentContent;
  error?: string;
  retire?: boolean;
}

/** What a worker posts first, once its code is loaded. */
export interface WorkerReady {
  ready: true;
}

/**
 * Jobs a worker holds at once: with a second one waiting in its queue it starts on it as soon as the
 * first is done, without waiting for the main thread (busy collecting garbage or mapping terms) to
 * hand it the next.
 */
const JOBS_PER_WORKER = 2;

/**
 * Workers started in place of stopped or retired ones, per worker the pool began with (a file that
 * stops its worker costs one or two). Past it a retiring worker carries on (its parser renewed),
 * and when every worker has stopped the jobs left fail with the last reason: something beyond a few
 * files is wrong.
 */
export const REPLACEMENTS_PER_WORKER = 8;

interface Job {
  id: number;
  path: string;
  /** The caller's bytes: each send transfers a copy, so a job can be sent again. */
  bytes: Uint8Array;
  /** It was one of several jobs of a worker that stopped: it is sent again alone, to tell. */
  suspect?: boolean;
}

/** One worker with its jobs sent and not answered, oldest first, and its terms as received. */
interface Slot {
  worker: Worker;
  jobs: Job[];
  terms: TermNumbers;
  numbering: number;
  /** It posted `ready`: its code loaded. */
  ready: boolean;
  /** Why it stopped, when it said (its `error` event). */
  error?: string;
  /** Replaced or closing: whatever it does next is ignored. */
  gone: boolean;
}

/**
 * Worker threads analysing files. A worker that stops (an uncaught error, memory exhausted) on its
 * one job costs that file, skipped as `analysis-failed`; with more than one, each is sent again
 * alone, so the next stop names the file. A worker that stops before its code loaded blames no file.
 */
class WorkerPool implements Analyzer {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly pending = new Map<number, Pending>();
  private next = 0;
  /** Set when every worker has stopped: later jobs fail with it at once. */
  private failure: Error | undefined;
  private replacementsLeft: number;

  /** Numberings the workers started after their first. */
  renumbered = 0;
  /** Workers started in place of others. */
  replaced = 0;

  constructor(
    private readonly file: string,
    count: number,
    private readonly maxTermNumbers?: number,
  ) {
    this.replacementsLeft = count * REPLACEMENTS_PER_WORKER;
    for (let i = 0; i < count; i++) this.slots.push(this.start());
  }

  private start(): Slot {
    const worker = new Worker(this.file, {
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
      ...(this.maxTermNumbers !== undefined ? { workerData: { maxTermNumbers: this.maxTermNumbers } } : {}),
    });
    // This worker's term numbers, as received: a new numbering replaces them (the results already
    // given keep theirs).
    const slot: Slot = { worker, jobs: [], terms: new TermNumbers(), numbering: 0, ready: false, gone: false };
    worker.on('message', (msg: WorkerAnswer | WorkerReady) => {
      if (slot.gone) return;
      if ('ready' in msg) {
        slot.ready = true;
        return;
      }
      if (msg.numbering !== slot.numbering) {
        slot.terms = new TermNumbers();
        slot.numbering = msg.numbering;
        this.renumbered++;
      }
      // Every answer carries the worker's new term texts, in order: received before anything else.
      slot.terms.receive(msg.fresh);
      slot.jobs = slot.jobs.filter((job) => job.id !== msg.id);
      const p = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (msg.retire && this.replacementsLeft > 0) this.replace(slot);
      else this.pump();
      if (msg.error !== undefined) p?.reject(new Error(msg.error));
      else p?.resolve(withTerms(msg.result!, slot.terms));
    });
    worker.on('error', (error) => {
      slot.error = error.message;
    });
    worker.on('exit', (code) => {
      if (slot.gone) return;
      this.stopped(slot, slot.error ?? `exit code ${code}`);
    });
    return slot;
  }

  /** `slot`'s worker stopped on its own: a file alone in it is skipped; several are sent again, alone. */
  private stopped(slot: Slot, reason: string): void {
    if (slot.ready && slot.jobs.length === 1) {
      const culprit = slot.jobs.pop()!;
      const p = this.pending.get(culprit.id);
      this.pending.delete(culprit.id);
      p?.resolve({ skip: { reason: 'analysis-failed', detail: `the analysis thread stopped: ${reason}` } });
    } else if (slot.ready) for (const job of slot.jobs) job.suspect = true;
    if (this.replacementsLeft > 0) return this.replace(slot);
    slot.gone = true;
    this.queue.unshift(...slot.jobs);
    this.slots.splice(this.slots.indexOf(slot), 1);
    if (this.slots.length > 0) return this.pump();
    const error = (this.failure = new Error(`the analysis threads kept stopping (last: ${reason})`));
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
    this.queue.length = 0;
  }

  /** A new worker in `slot`'s place, given the jobs it had not answered. */
  private replace(slot: Slot): void {
    slot.gone = true;
    this.replacementsLeft--;
    this.replaced++;
    this.queue.unshift(...slot.jobs);
    // A worker that stopped is gone already; one that retires is asked to.
    slot.worker.terminate().catch(() => undefined);
    this.slots[this.slots.indexOf(slot)] = this.start();
    this.pump();
  }

  get parallelism(): number {
    return this.slots.length * JOBS_PER_WORKER;
  }

  private pump(): void {
    while (this.queue.length) {
      // The least busy worker, if any can take another job; a suspect job goes alone, to an idle one.
      const alone = this.queue[0]!.suspect === true;
      let best: Slot | undefined;
      for (const slot of this.slots) {
        const room = alone ? slot.jobs.length === 0 : slot.jobs.length < JOBS_PER_WORKER && !slot.jobs[0]?.suspect;
        if (room && (!best || slot.jobs.length < best.jobs.length)) best = slot;
      }
      if (!best) return;
      const job = this.queue.shift()!;
      best.jobs.push(job);
      const copy = new Uint8Array(job.bytes);
      best.worker.postMessage({ id: job.id, path: job.path, bytes: copy }, [copy.buffer as ArrayBuffer]);
    }
  }

  analyze(path: string, bytes: Uint8Array): Promise<PackedContent> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.queue.push({ id, path, bytes });
      this.pump();
    });
  }

  async close(): Promise<void> {
    for (const slot of this.slots) slot.gone = true;
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
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
