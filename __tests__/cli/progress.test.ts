import { describe, expect, it } from '@jest/globals';
import { durationText, progressLine, progressReporter } from '../../src/cli/progress.js';

describe('progress', () => {
  it('shows done/total, rate and ETA', () => {
    expect(progressLine({ done: 300, total: 1500, analyzed: 300, elapsedMs: 3000 })).toBe('indexing 300/1500 files (20%), 100 files/s, ETA 12s');
    expect(progressLine({ done: 100, total: 10000, analyzed: 100, elapsedMs: 1000 })).toBe('indexing 100/10000 files (1%), 100 files/s, ETA 1m39s');
    expect(progressLine({ done: 5, total: 5, analyzed: 5, elapsedMs: 500 })).toBe('indexing 5/5 files (100%), 10 files/s, done');
  });

  it('shows no rate or time left before a file is done', () => {
    expect(progressLine({ done: 0, total: 1500, analyzed: 0, elapsedMs: 0 })).toBe('indexing 0/1500 files (0%)');
    expect(progressLine({ done: 0, total: 1500, analyzed: 0, elapsedMs: 2500 })).toBe('indexing 0/1500 files (0%)');
    expect(progressLine({ done: 0, total: 0, analyzed: 0, elapsedMs: 0 })).toBe('indexing 0/0 files (100%), done');
  });

  it('carries seconds into minutes and minutes into hours', () => {
    // 100 files/s with 11,950 left: 119.5 s, which once read 1m60s.
    expect(progressLine({ done: 50, total: 12000, analyzed: 50, elapsedMs: 500 })).toBe('indexing 50/12000 files (0%), 100 files/s, ETA 2m00s');
    expect(progressLine({ done: 1, total: 100, analyzed: 1, elapsedMs: 2500 })).toBe('indexing 1/100 files (1%), 0.4 files/s, ETA 4m08s');
    expect(progressLine({ done: 3, total: 50000, analyzed: 3, elapsedMs: 1000 })).toBe('indexing 3/50000 files (0%), 3.0 files/s, ETA 4h38m');
  });

  it('formats a time left', () => {
    expect([0, 0.2, 59, 59.5, 60, 61, 119.5, 3599, 3599.5, 3600, 3601, 7200].map(durationText)).toEqual([
      '0s', '1s', '59s', '1m00s', '1m00s', '1m01s', '2m00s', '59m59s', '1h00m', '1h00m', '1h01m', '2h00m',
    ]);
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
