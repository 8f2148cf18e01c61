import { describe, expect, it } from '@jest/globals';
import { formatMicroBench, microCases, runMicroBench, type MicroCase } from '../../src/cli/bench-micro.js';

describe('runMicroBench', () => {
  it('warms each case up once, then reports the median of its runs on the given clock', async () => {
    const calls: string[] = [];
    const cases: MicroCase[] = [
      { name: 'a', what: 'first', run: () => void calls.push('a') },
      { name: 'b', what: 'second', run: () => void calls.push('b') },
    ];
    // Each run of `a` takes 1, 5 and 3 ms; each run of `b` 2, 2 and 9 ms.
    const ticks = [0, 1, 10, 15, 20, 23, 30, 32, 40, 42, 50, 59];
    let tick = 0;
    const figures = await runMicroBench(cases, 3, () => ticks[tick++]!);
    expect(calls).toEqual(['a', 'a', 'a', 'a', 'b', 'b', 'b', 'b']);
    expect(figures).toEqual([
      { name: 'a', what: 'first', ms: 3 },
      { name: 'b', what: 'second', ms: 2 },
    ]);
    expect(formatMicroBench(figures)).toBe('  a                       3 ms  first\n  b                       2 ms  second');
  });

  it('has a case for every step whose speed the suite reports, each of which runs', async () => {
    const cases = microCases();
    expect(cases.map((c) => c.name)).toEqual([
      'apply-strict',
      'apply-tolerant',
      'apply-huge',
      'count-short',
      'fits-diff',
      'truncate-5mb',
      'redact-5mb',
      'redact-hostile',
      'pr-diff-5mb',
      'pr-diff-2000',
      'intent',
      'analyze-plain',
      'analyze-ifdef',
      'analyze-cs-if',
      'analyze-chain',
      'analyze-deep',
    ]);
    for (const c of cases) expect([c.name, await c.run()]).toEqual([c.name, undefined]);
  });
});
