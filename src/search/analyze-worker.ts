/** Worker thread entry: analyzes files sent by the indexer's pool (see analyze-pool.ts). */
import { parentPort } from 'node:worker_threads';
import type { WorkerAnswer } from './analyze-pool.js';
import { analyzeToSend } from './file-analysis.js';
import { TermNumbers } from './term-numbers.js';

interface Job {
  id: number;
  path: string;
  bytes: Uint8Array;
}

/** This thread's numbers for every term it meets; each answer sends the texts of the new ones. */
const numbers = new TermNumbers();

function answer(message: Omit<WorkerAnswer, 'fresh'>): void {
  parentPort!.postMessage({ ...message, fresh: numbers.takeFresh() } satisfies WorkerAnswer);
}

parentPort?.on('message', (job: Job) => {
  analyzeToSend(job.path, job.bytes, numbers).then(
    (result) => answer({ id: job.id, result }),
    (error: unknown) => answer({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
