import { describe, expect, it } from '@jest/globals';
import type { Skipped } from '../../src/repo/classify.js';
import { describeSkips, skipCounts, troubleNotice } from '../../src/repo/skip-report.js';

const SKIPPED: Skipped[] = [
  { path: 'logo.png', reason: 'binary' },
  { path: 'z/huge.json', reason: 'too-large', detail: '2000000 bytes' },
  { path: 'font.woff', reason: 'binary' },
  { path: 'b.py', reason: 'analysis-failed', detail: 'RuntimeError: memory access out of bounds' },
  { path: 'a.py', reason: 'unreadable', detail: 'EACCES' },
  { path: 'dist/app.min.js', reason: 'minified' },
  { path: 'c.py', reason: 'binary' },
];

describe('skipCounts', () => {
  it('counts each reason, in the order reasons are listed, leaving out those with none', () => {
    expect(skipCounts(SKIPPED)).toEqual({ binary: 3, minified: 1, 'too-large': 1, unreadable: 1, 'analysis-failed': 1 });
    expect(Object.keys(skipCounts(SKIPPED))).toEqual(['binary', 'minified', 'too-large', 'unreadable', 'analysis-failed']);
    expect(skipCounts([])).toEqual({});
  });
});

describe('describeSkips', () => {
  it('gives the total and the reasons, most first (ties in the listed order)', () => {
    expect(describeSkips(SKIPPED)).toBe('7 skipped (3 binary, 1 minified, 1 too-large, 1 unreadable, 1 analysis-failed)');
    expect(describeSkips([])).toBe('0 skipped');
  });
});

describe('troubleNotice', () => {
  it('names the files left out because something went wrong, by path, with why', () => {
    expect(troubleNotice(SKIPPED)).toBe(
      '2 files were left out of the index: a.py (unreadable: EACCES), b.py (analysis-failed: RuntimeError: memory access out of bounds). The next run reads them again.',
    );
  });

  it('says nothing when every skip is a choice of the repository or its settings', () => {
    expect(troubleNotice(SKIPPED.filter((s) => s.reason === 'binary' || s.reason === 'minified'))).toBeUndefined();
    expect(troubleNotice([])).toBeUndefined();
  });

  it('names five and counts the rest; a detail is put on one line and shortened', () => {
    const many: Skipped[] = Array.from({ length: 7 }, (_, i) => ({ path: `f${i}.py`, reason: 'over-budget' as const }));
    expect(troubleNotice(many)).toBe(
      '7 files were left out of the index: f0.py (over-budget), f1.py (over-budget), f2.py (over-budget), f3.py (over-budget), f4.py (over-budget), and 2 more. The next run reads them again.',
    );
    const long = troubleNotice([{ path: 'x.py', reason: 'analysis-failed', detail: `Error:\n${'y'.repeat(300)}` }])!;
    expect(long).toBe(`1 file was left out of the index: x.py (analysis-failed: Error: ${'y'.repeat(112)}…). The next run reads them again.`);
  });
});
