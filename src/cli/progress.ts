/** Indexing progress on a terminal: files done / total, rate and ETA, redrawn in place. */
import type { IndexProgress } from '../search/indexer.js';

export const PROGRESS_INTERVAL_MS = 150;

/** One progress line; pure. */
export function progressLine(p: IndexProgress): string {
  const seconds = p.elapsedMs / 1000;
  const rate = seconds > 0 ? p.done / seconds : 0;
  const remaining = rate > 0 ? (p.total - p.done) / rate : 0;
  const eta = p.done >= p.total ? 'done' : `ETA ${remaining < 60 ? `${Math.ceil(remaining)}s` : `${Math.floor(remaining / 60)}m${Math.ceil(remaining % 60)}s`}`;
  const pct = p.total ? Math.floor((100 * p.done) / p.total) : 100;
  return `indexing ${p.done}/${p.total} files (${pct}%), ${rate.toFixed(0)} files/s, ${eta}`;
}

/** A progress callback that draws on `write` when `enabled`, at most every PROGRESS_INTERVAL_MS. */
export function progressReporter(enabled: boolean, write: (text: string) => void, now = () => Date.now()) {
  let last = 0;
  let drawn = false;
  return {
    onProgress(p: IndexProgress): void {
      if (!enabled) return;
      const t = now();
      if (p.done < p.total && t - last < PROGRESS_INTERVAL_MS) return;
      last = t;
      write(`\r\x1b[2K${progressLine(p)}`);
      drawn = true;
    },
    finish(): void {
      if (drawn) write('\r\x1b[2K');
      drawn = false;
    },
  };
}
