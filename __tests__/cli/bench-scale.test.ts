import { describe, expect, it } from '@jest/globals';
import { exponentsOf, formatScaleTable, growthExponent, type ScaleRow } from '../../src/cli/bench-scale.js';

function row(files: number, coldMs: number, extra: Partial<ScaleRow> = {}): ScaleRow {
  return { files, lines: files * 100, coldMs, saveMs: 500, warmMs: 200, incrementalMs: 900, incrementalTotalMs: 1200, peakRssMb: 300, storeMb: 8, rgMs: 20, ctagsMs: 100, ...extra };
}

describe('growthExponent', () => {
  it('is the slope of log(value) over log(files), to two places', () => {
    expect(growthExponent([{ files: 1000, value: 10 }, { files: 10_000, value: 100 }])).toBe(1);
    expect(growthExponent([{ files: 1000, value: 10 }, { files: 4000, value: 20 }, { files: 16_000, value: 40 }])).toBe(0.5);
    expect(growthExponent([{ files: 5000, value: 3 }, { files: 50_000, value: 3 }])).toBe(0);
  });

  it('needs two usable points (positive files and value)', () => {
    expect(growthExponent([{ files: 1000, value: 10 }])).toBeUndefined();
    expect(growthExponent([{ files: 1000, value: 10 }, { files: 2000, value: 0 }])).toBeUndefined();
    expect(growthExponent([{ files: 1000, value: 10 }, { files: 1000, value: 20 }])).toBeUndefined();
  });
});

describe('exponentsOf', () => {
  it('fits only the trees of 5,000 files and more, and leaves out phases without two values', () => {
    const rows = [row(1000, 99_999), row(5000, 10_000, { rgMs: null }), row(50_000, 100_000, { rgMs: null, saveMs: 5000 })];
    expect(exponentsOf(rows)).toEqual({ coldMs: 1, saveMs: 1, warmMs: 0, incrementalTotalMs: 0, peakRssMb: 0, storeMb: 0, ctagsMs: 0 });
  });
});

describe('formatScaleTable', () => {
  it('gives a row per tree, the exponents, and the Python tree with how many runs its medians took', () => {
    const report = {
      rows: [row(1001, 2400, { lines: 93_760, saveMs: 300, warmMs: 180, incrementalMs: 680, incrementalTotalMs: 810, peakRssMb: 274, storeMb: 7.6, rgMs: 18, ctagsMs: 110 })],
      exponents: { coldMs: 0.81 },
      python: { files: 1300, lines: 611_752, coldMs: 4960, warmMs: 196 },
    };
    expect(formatScaleTable(report).split('\n')).toEqual([
      '| Files | Lines | Cold, until results (× ctags -R) | Save after results | Warm search (× rg) | 10 files changed, with save | Peak RSS | Store | rg -c | ctags -R |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| 1,001 | 93,760 | 2.40 s (22×) | 0.30 s | 0.18 s (10×) | 0.81 s (results 0.68 s) | 274 MB | 7.6 MB | 0.02 s | 0.11 s |',
      '| growth exponent, 5,000 files and up | | 0.81 | n/a | n/a | n/a | n/a | n/a | n/a | n/a |',
      '',
      'Python tree of 1,300 files, 611,752 lines: cold until results 4.96 s (median of 3), warm CLI search 0.20 s (median of 15).',
    ]);
  });

  it('writes n/a for what could not be measured, and seconds without decimals from 10 s', () => {
    const text = formatScaleTable({ rows: [row(50_000, 81_000, { peakRssMb: null, rgMs: null, ctagsMs: null })], exponents: {} });
    expect(text.split('\n')[2]).toBe('| 50,000 | 5,000,000 | 81 s | 0.50 s | 0.20 s | 1.20 s (results 0.90 s) | n/a | 8 MB | n/a | n/a |');
  });
});
