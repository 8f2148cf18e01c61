import { describe, expect, it } from '@jest/globals';
import { MentionResolver, moduleNames } from '../../src/search/rank/mentions.js';
import { analyzeQuery } from '../../src/search/rank/query.js';
import { finishes } from '../helpers/hang-guard.js';

describe('moduleNames', () => {
  it('maps files to dotted modules', () => {
    expect(moduleNames('pvlib/iam.py')).toEqual(['pvlib.iam']);
    expect(moduleNames('pkg/sub/__init__.py')).toEqual(['pkg.sub']);
    expect(moduleNames('src/utils/index.ts')).toEqual(['src.utils']);
  });
});

describe('MentionResolver', () => {
  const resolver = new MentionResolver(['pvlib/iam.py', 'pvlib/temperature.py', 'src/sqlfluff/rules/L031.py', 'docs/index.md', 'pvlib/tools.py']);

  it('resolves module chains, stems and paths', () => {
    const mentions = resolver.resolve(analyzeQuery('pvlib.iam.physical returns nan; rule L031 misfires; see `pvlib/tools.py`'));
    expect(mentions).toEqual([
      { file: 'pvlib/tools.py', kind: 'path', strength: 1, via: 'pvlib/tools.py' },
      { file: 'pvlib/iam.py', kind: 'module', strength: 0.9, via: 'pvlib.iam.physical' },
      { file: 'src/sqlfluff/rules/L031.py', kind: 'stem', strength: 0.5, via: 'L031' },
    ]);
  });

  it('resolves a chain of many parts by its leading ones', () => {
    const chain = `pvlib.iam${'.x'.repeat(40_000)}`;
    expect(finishes('resolve', () => resolver.resolve({ ...analyzeQuery(''), chains: [chain] }))).toEqual([{ file: 'pvlib/iam.py', kind: 'module', strength: 0.9, via: chain }]);
  });

  it('resolves a one-segment chain more weakly', () => {
    expect(resolver.resolve(analyzeQuery('temperature.fuentes errors'))).toEqual([
      { file: 'pvlib/temperature.py', kind: 'module', strength: 0.6, via: 'temperature.fuentes' },
    ]);
  });
});
