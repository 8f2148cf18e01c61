import { describe, expect, it } from '@jest/globals';
import { compareWithCtags, ctagsOptions, headersAreC, parseCtagsJson } from '../../src/code/ctags-compare.js';
import type { Definition } from '../../src/code/definitions.js';

function def(name: string, startLine: number, nameLine = startLine): Definition {
  return { name, qualifiedName: name, kind: 'function', signature: name, startLine, endLine: startLine + 3, nameLine };
}

describe('ctags agreement', () => {
  const output = [
    '{"_type": "tag", "name": "load", "path": "a.py", "pattern": "/^def load():$/", "line": 3, "kind": "function", "language": "Python"}',
    '{"_type": "tag", "name": "Cfg", "path": "a.py", "line": 10, "kind": "class", "language": "Python"}',
    '{"_type": "tag", "name": "x", "path": "a.py", "line": 1, "kind": "variable", "language": "Python"}',
    '{"_type": "tag", "name": "run", "path": "B.java", "line": 7, "kind": "method", "language": "Java"}',
    '{"_type": "tag", "name": "AnonymousFunction1ab0", "path": "c.js", "line": 2, "kind": "function", "language": "JavaScript"}',
    '{"_type": "tag", "name": "operator !", "path": "d.cpp", "line": 5, "kind": "function", "language": "C++"}',
    'not json',
  ].join('\n');

  it('parses tags and skips noise', () => {
    expect(parseCtagsJson(output).map((t) => t.name)).toEqual(['load', 'Cfg', 'x', 'run', 'AnonymousFunction1ab0', 'operator !']);
  });

  it('counts found names and agreeing lines per language', () => {
    const defs: Record<string, Definition[]> = {
      'a.py': [def('load', 2, 3), def('Cfg', 12)],
      'B.java': [def('run', 6, 7)],
      'c.js': [],
      'd.cpp': [def('operator!', 5)],
    };
    expect(compareWithCtags(parseCtagsJson(output), (p) => defs[p])).toEqual([
      { language: 'Python', tags: 2, found: 2, correctLine: 1, examples: ['a.py:10 class Cfg (ours at 12-12)'] },
      { language: 'Java', tags: 1, found: 1, correctLine: 1, examples: [] },
      { language: 'C++', tags: 1, found: 1, correctLine: 1, examples: [] },
    ]);
  });

  it('compares C#, PHP and C tags: namespaces by their last part, made-up anonymous names skipped', () => {
    const tags = parseCtagsJson(
      [
        '{"_type": "tag", "name": "Acme.Billing", "path": "I.cs", "line": 3, "kind": "namespace", "language": "C#"}',
        '{"_type": "tag", "name": "Invoice", "path": "I.cs", "line": 6, "kind": "class", "language": "C#"}',
        '{"_type": "tag", "name": "Total", "path": "I.cs", "line": 8, "kind": "property", "language": "C#"}',
        '{"_type": "tag", "name": "operator decimal", "path": "I.cs", "line": 9, "kind": "method", "language": "C#"}',
        '{"_type": "tag", "name": "Acme\\\\Billing", "path": "i.php", "line": 2, "kind": "namespace", "language": "PHP"}',
        '{"_type": "tag", "name": "AnonymousClass00eb23980100", "path": "i.php", "line": 5, "kind": "class", "language": "PHP"}',
        '{"_type": "tag", "name": "total", "path": "i.php", "line": 7, "kind": "function", "language": "PHP"}',
        '{"_type": "tag", "name": "uv_run", "path": "core.c", "line": 4, "kind": "function", "language": "C"}',
        '{"_type": "tag", "name": "__anonc41b9a810108", "path": "core.c", "line": 9, "kind": "struct", "language": "C"}',
      ].join('\n'),
    );
    const defs: Record<string, Definition[]> = {
      'I.cs': [{ ...def('Billing', 3), qualifiedName: 'Acme.Billing' }, def('Invoice', 5, 6), def('operator decimal', 9)],
      'i.php': [{ ...def('Billing', 2), qualifiedName: 'Acme.Billing' }, def('total', 8)],
      'core.c': [def('uv_run', 4)],
    };
    expect(compareWithCtags(tags, (p) => defs[p])).toEqual([
      { language: 'C#', tags: 3, found: 3, correctLine: 3, examples: [] },
      { language: 'PHP', tags: 2, found: 2, correctLine: 1, examples: ['i.php:7 function total (ours at 8-8)'] },
      { language: 'C', tags: 1, found: 1, correctLine: 1, examples: [] },
    ]);
  });

  it('reads headers as C where C sources outnumber C++ ones', () => {
    expect(ctagsOptions(['src/core.c', 'src/loop.c', 'include/uv.h', 'test/runner.cc'])).toEqual(['--langmap=C:+.h']);
    expect(ctagsOptions(['src/node.cpp', 'src/emit.cc', 'src/x.c', 'include/node.h'])).toEqual([]);
    expect(ctagsOptions(['include/only.h'])).toEqual([]);
    expect(headersAreC(['src/core.c', 'include/uv.h'])).toBe(true);
    expect(headersAreC(['src/node.cpp', 'include/node.h'])).toBe(false);
  });
});
