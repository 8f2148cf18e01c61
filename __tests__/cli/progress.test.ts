import { describe, expect, it } from '@jest/globals';
import { progressLine, progressReporter } from '../../src/cli/progress.js';

describe('progress', () => {
  it('shows done/total, rate and ETA', () => {
    expect(progressLine({ done: 300, total: 1500, analyzed: 300, elapsedMs: 3000 })).toBe('indexing 300/1500 files (20%), 100 files/s, ETA 12s');
    expect(progressLine({ done: 100, total: 10000, analyzed: 100, elapsedMs: 1000 })).toBe('indexing 100/10000 files (1%), 100 files/s, ETA 1m39s');
    expect(progressLine({ done: 5, total: 5, analyzed: 5, elapsedMs: 500 })).toBe('indexing 5/5 files (100%), 10 files/s, done');
  });

  it('stays quiet when stderr is not a terminal and throttles when it is', () => {
    const quiet: string[] = [];
    const off = progressReporter(false, (t) => quiet.push(t));
    off.onProgress({ done: 1, total: 2, analyzed: 1, elapsedMs: 1 });
    off.finish();
    expect(quiet).toEqual([]);
    let now = 0;
    const out: string[] = [];
    const on = progressReporter(true, (t) => out.push(t), () => now);
    now = 1000;
    on.onProgress({ done: 1, total: 3, analyzed: 1, elapsedMs: 1000 });
    now = 1010;
    on.onProgress({ done: 2, total: 3, analyzed: 2, elapsedMs: 1010 });
    on.onProgress({ done: 3, total: 3, analyzed: 3, elapsedMs: 1020 });
    on.finish();
    expect(out).toHaveLength(3);
    expect(out[0]).toContain('indexing 1/3 files');
    expect(out[2]).toBe('\r\x1b[2K');
  });
});
