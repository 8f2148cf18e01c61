/** Indexing progress on a terminal: files done / total, rate and ETA, redrawn in place. */
import type { IndexProgress } from '../search/index/indexer.js';

export const PROGRESS_INTERVAL_MS = 150;

/**
 * A time left: whole seconds rounded up, then carried into minutes (`59s`, `1m00s`, `1m39s`) and,
 * past an hour, hours and minutes rounded up (`1h00m`, `2h47m`).
 */
export function durationText(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  if (total < 60) return `${total}s`;
  if (total < 3600) return `${Math.floor(total / 60)}m${String(total % 60).padStart(2, '0')}s`;
  const minutes = Math.ceil(total / 60);
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}

/** Files per second: one decimal below 10 (`0.4`, `2.5`), whole numbers above. */
function rateText(rate: number): string {
  return rate < 10 ? rate.toFixed(1) : rate.toFixed(0);
}

/**
 * One progress line; pure. The rate and the time left are shown once a file is done (before that
 * nothing tells them).
 */
export function progressLine(p: IndexProgress): string {
  const pct = p.total ? Math.floor((100 * p.done) / p.total) : 100;
  const head = `indexing ${p.done}/${p.total} files (${pct}%)`;
  const seconds = p.elapsedMs / 1000;
  if (p.done <= 0 || seconds <= 0) return p.done >= p.total ? `${head}, done` : head;
  const rate = p.done / seconds;
  if (p.done >= p.total) return `${head}, ${rateText(rate)} files/s, done`;
  return `${head}, ${rateText(rate)} files/s, ETA ${durationText((p.total - p.done) / rate)}`;
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
