import { describe, expect, it } from '@jest/globals';
import { compareWithCtags, parseCtagsJson } from '../../src/code/ctags-compare.js';
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
});
