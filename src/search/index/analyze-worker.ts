/** Worker thread entry: analyzes files sent by the indexer's pool (see analyze-pool.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { runtimeTrapped } from '../../code/languages.js';
import type { WorkerAnswer, WorkerReady } from './analyze-pool.js';
import { analyzeToSend } from './file-analysis.js';
import { MAX_TERM_NUMBERS, TermNumbers } from '../terms/term-numbers.js';

interface Job {
  id: number;
  path: string;
  bytes: Uint8Array;
}

/** Past this many terms, a new numbering starts (a test passes a small one). */
const maxTerms = (workerData as { maxTermNumbers?: number } | null)?.maxTermNumbers ?? MAX_TERM_NUMBERS;

/** This thread's numbers for every term it meets; each answer sends the texts of the new ones. */
let numbers = new TermNumbers();
/** Which numbering `numbers` is: the pool starts a new one of its own when this changes. */
let numbering = 0;
/** Jobs started and not answered: a new numbering only starts when none is, so none mixes two. */
let busy = 0;

function answer(used: TermNumbers, usedNumbering: number, message: Omit<WorkerAnswer, 'fresh' | 'numbering'>): void {
  busy--;
  // After a WebAssembly trap this thread's parser memory is suspect: the pool puts a new worker in its place.
  const retire = runtimeTrapped() ? { retire: true } : {};
  parentPort!.postMessage({ ...message, numbering: usedNumbering, fresh: used.takeFresh(), ...retire } satisfies WorkerAnswer);
  if (busy === 0 && numbers.size >= maxTerms) {
    numbers = new TermNumbers();
    numbering++;
  }
}

parentPort?.on('message', (job: Job) => {
  busy++;
  const [used, usedNumbering] = [numbers, numbering];
  analyzeToSend(job.path, job.bytes, used).then(
    (result) => answer(used, usedNumbering, { id: job.id, result }),
    (error: unknown) => answer(used, usedNumbering, { id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

parentPort?.postMessage({ ready: true } satisfies WorkerReady);
