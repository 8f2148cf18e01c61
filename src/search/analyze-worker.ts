/** Worker thread entry: analyzes files sent by the indexer's pool (see analyze-pool.ts). */
import { parentPort } from 'node:worker_threads';
import { analyzePacked } from './file-analysis.js';

interface Job {
  id: number;
  path: string;
  bytes: Uint8Array;
}

parentPort?.on('message', (job: Job) => {
  analyzePacked(job.path, job.bytes).then(
    (result) => parentPort!.postMessage({ id: job.id, result }),
    (error: unknown) => parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
