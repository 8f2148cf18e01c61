import { describe, expect, it } from '@jest/globals';
import { formatRealTable, pickFiles } from '../../src/cli/bench-real.js';

describe('pickFiles', () => {
  it('spreads the changed files over the tree, sources only, never a file with changes of its own', () => {
    const files = ['README.md', 'a/one.py', 'a/two.py', 'b/three.ts', 'b/data.json', 'c/four.java', 'c/five.go', 'd/six.rs'];
    expect(pickFiles(files, new Set(['a/two.py']), 2)).toEqual(['a/one.py', 'c/four.java']);
    expect(pickFiles(files, new Set(), 10)).toEqual(['a/one.py', 'a/two.py', 'b/three.ts', 'c/four.java', 'c/five.go', 'd/six.rs']);
  });
});

describe('formatRealTable', () => {
  it('prints the machine, its load, and a row per repository with the ratios', () => {
    const text = formatRealTable({
      machine: '2 cores (Some CPU), 24 GiB, Node.js v20.20.2',
      loadBefore: [0.21, 0.4, 0.5],
      loadAfter: [1.9, 1.2, 0.8],
      rounds: 3,
      rows: [{ repo: '/r/twisted', commit: '64661601a1ab', files: 1474, lines: 512345, coldMs: 4800, coldTotalMs: 5400, warmMs: 180, changedMs: { 10: 420, 100: 1300 }, peakRssMb: 256, rgMs: 30, ctagsMs: 1800, coldRoundsMs: [5600, 5400, 5150] }],
    });
    expect(text.split('\n')).toEqual([
      'Machine: 2 cores (Some CPU), 24 GiB, Node.js v20.20.2; load average 0.21 / 0.4 / 0.5 before, 1.9 / 1.2 / 0.8 after.',
      '',
      '| Repository | Commit | Files | Lines | Cold, until results, median of 3 | Cold with save, median of 3 (× ctags -R) | Cold with save, each round | Warm search, median of 15 (× rg -c) | 10 files changed, median of 3 | 100 files changed, median of 3 | Peak RSS | rg -c | ctags -R |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| /r/twisted | 64661601a1ab | 1,474 | 512,345 | 4.80 s | 5.40 s (3.0×) | 5.60 s, 5.40 s, 5.15 s | 0.18 s (6.0×) | 0.42 s (8% of cold) | 1.30 s (24% of cold) | 256 MB | 0.03 s | 1.80 s |',
    ]);
  });

  it('names no median when the suite ran one round', () => {
    const text = formatRealTable({
      machine: 'm',
      loadBefore: [0, 0, 0],
      loadAfter: [0, 0, 0],
      rounds: 1,
      rows: [],
    });
    expect(text.split('\n')[2]).toBe(
      '| Repository | Commit | Files | Lines | Cold, until results | Cold with save (× ctags -R) | Cold with save, each round | Warm search, median of 15 (× rg -c) | 10 files changed | 100 files changed | Peak RSS | rg -c | ctags -R |',
    );
  });
});
