import { describe, expect, it } from '@jest/globals';
import { lastModulePart, MentionResolver, moduleNames } from '../../src/search/rank/mentions.js';
import { analyzeQuery } from '../../src/search/rank/query.js';
import { finishes } from '../helpers/hang-guard.js';

describe('moduleNames', () => {
  it('maps files to dotted modules', () => {
    expect(moduleNames('pvlib/iam.py')).toEqual(['pvlib.iam']);
    expect(moduleNames('pkg/sub/__init__.py')).toEqual(['pkg.sub']);
    expect(moduleNames('src/utils/index.ts')).toEqual(['src.utils']);
  });
});

describe('lastModulePart', () => {
  it('is the last dotted part of the module name, without making the name', () => {
    const paths = ['pvlib/iam.py', 'pkg/sub/__init__.py', 'src/utils/index.ts', 'index.js', 'a/b.c/__init__.py', 'x/y.test.js', '.hidden', 'dir/.x.py', 'Makefile', 'a/mod.rs', 'b/main', 'c/d.e/f'];
    expect(paths.map(lastModulePart)).toEqual(['iam', 'sub', 'utils', 'index', 'c', 'test', 'hidden', 'x', 'Makefile', 'a', 'b', 'f']);
    for (const path of paths) expect(lastModulePart(path)).toBe(moduleNames(path)[0]!.split('.').pop());
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

  it('gives the frames on repository files their depth from the innermost, per trace format', () => {
    const python = [
      'Traceback (most recent call last):',
      '  File "/usr/lib/python3.11/runpy.py", line 198, in _run_module_as_main',
      '  File "/home/u/venv/lib/python3.11/site-packages/pvlib/tools.py", line 12, in cosd',
      '  File "/home/u/venv/lib/python3.11/site-packages/numpy/core/fromnumeric.py", line 3, in sum',
      '  File "/home/u/venv/lib/python3.11/site-packages/pvlib/iam.py", line 40, in physical',
      'ValueError: bad angle',
    ].join('\n');
    expect(resolver.frameLines(analyzeQuery(python))).toEqual([
      { file: 'pvlib/iam.py', line: 40, depth: 0 },
      { file: 'pvlib/tools.py', line: 12, depth: 1 },
    ]);
    const node = ['TypeError: x is undefined', '    at physical (/app/pvlib/iam.py:7:3)', '    at cosd (/app/pvlib/tools.py:9:1)', '    at run (node:internal/main:1:1)'].join('\n');
    expect(resolver.frameLines(analyzeQuery(node))).toEqual([
      { file: 'pvlib/iam.py', line: 7, depth: 0 },
      { file: 'pvlib/tools.py', line: 9, depth: 1 },
    ]);
    expect(resolver.frameLines(analyzeQuery('The check at pvlib/temperature.py:88 is wrong'))).toEqual([{ file: 'pvlib/temperature.py', line: 88, depth: 1 }]);
    expect(resolver.frameLines(analyzeQuery('no trace here'))).toEqual([]);
  });

  it('matches a chain against whole dotted suffixes of module names, the longest first', () => {
    const deep = new MentionResolver(['a/b/c/d.py', 'x/b/c/d.py', 'q/c/d.py', 'c/d/__init__.py', 'm/n.o/p.py', 'zb/c/d.py']);
    const resolved = (chain: string) => deep.resolve({ ...analyzeQuery(''), chains: [chain] }).map((m) => `${m.file} ${m.strength.toFixed(3)}`);
    // Three parts: only the two files whose names end with `b.c.d` (not `zb.c.d`).
    expect(resolved('b.c.d.run')).toEqual(['a/b/c/d.py 0.636', 'x/b/c/d.py 0.636']);
    expect(resolved('a.b.c.d')).toEqual(['a/b/c/d.py 0.900']);
    // `c.d` is the package `c/d/__init__.py` and the end of four other names: too many to say.
    expect(resolved('c.d.run')).toEqual([]);
    // A dot inside a folder's name splits the module name as the path's slashes do.
    expect(resolved('o.p.f')).toEqual(['m/n.o/p.py 0.900']);
    expect(resolved('n.o.p')).toEqual(['m/n.o/p.py 0.900']);
    expect(resolved('zz.d')).toEqual([]);
  });

  it('resolves a one-segment chain more weakly', () => {
    expect(resolver.resolve(analyzeQuery('temperature.fuentes errors'))).toEqual([
      { file: 'pvlib/temperature.py', kind: 'module', strength: 0.6, via: 'temperature.fuentes' },
    ]);
  });
});
