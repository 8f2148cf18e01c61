import { describe, expect, it } from '@jest/globals';
import { adversarialQueries, formatAdversarialTable, ipythonIssue, IPYTHON_SEPARATOR } from '../../src/cli/bench-adversarial.js';

describe('the adversarial bench suite', () => {
  it('builds its queries: a megabyte of one character or pair, identifiers, a long traceback, the IPython separator', () => {
    const queries = adversarialQueries();
    expect(queries.map((q) => q.name)).toEqual([
      ...['-', ' ', '\n', '#', '>', '*', '`', '=', '_', '|', '(', '[', '$', '/', '.', '<', 'a'].map((c) => `1 MB of ${JSON.stringify(c)}`),
      ...['- ', '$a', 'a/', 'a.', '\n ', '<!--', '```\n', ' ('].map((pair) => `1 MB of ${JSON.stringify(pair)}`),
      '10,000 identifiers',
      'a 5,000-frame traceback',
      'the 75-dash IPython separator in an issue from the template',
    ]);
    expect(queries.slice(0, 25).every((q) => q.text.length === 1_000_000)).toBe(true);
    expect(queries[1]!.text).toBe(' '.repeat(1_000_000));
    expect(queries[25]!.text.split(' ').slice(0, 4)).toEqual(['getUserName0', 'parse_config_1', 'HTTPServer2.handle2()', '3_px']);
    expect(queries[26]!.text.split('\n').length).toBe(10_002);
    expect(queries[27]!.text).toBe(ipythonIssue());
    expect(ipythonIssue().split('\n')[4]).toBe(IPYTHON_SEPARATOR);
    expect(IPYTHON_SEPARATOR).toBe('-'.repeat(75));
  });

  it('prints one row per query and the slowest', () => {
    const queries = [
      { name: '1 MB of "-"', chars: 1_000_000, ms: 12.5 },
      { name: 'a 5,000-frame traceback', chars: 350_000, ms: 80 },
    ];
    expect(formatAdversarialTable({ files: 3, templates: 1, queries, slowest: queries[1]! })).toBe(
      [
        '  query                        chars         ms',
        '  1 MB of "-"              1,000,000       12.5',
        '  a 5,000-frame traceback    350,000       80.0',
        '  slowest: a 5,000-frame traceback, 80.0 ms',
      ].join('\n'),
    );
  });
});
