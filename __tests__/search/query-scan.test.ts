import { describe, expect, it } from '@jest/globals';
import { calledName, pathMentions } from '../../src/search/rank/query-scan.js';
import { finishes } from '../helpers/hang-guard.js';

describe('pathMentions', () => {
  it('finds what the path pattern finds: folders as deep as a file name follows, the last dot an extension follows', () => {
    expect(pathMentions('see src/a/b.py and C:\\x\\y.ts, then ~/x~y.json or foo.pyi.bak and a/b//c.md')).toEqual(['src/a/b.py', 'x\\y.ts', 'y.json', 'foo.pyi', 'c.md']);
    expect(pathMentions('lib/.hidden/x.yml, pkg/~tmp/a.c and v1.2.3 plus ../up/file.rs:12')).toEqual(['lib/.hidden/x.yml', 'pkg/~tmp/a.c', '../up/file.rs']);
    expect(pathMentions('a.py.txt.x and .py and x/y/z/ and conf.yaml.')).toEqual(['a.py.txt', 'conf.yaml']);
  });

  it('reads long runs of folder characters once', () => {
    const mentions = (text: string) => finishes(`pathMentions(${JSON.stringify(text.slice(0, 8))}...)`, () => pathMentions(text));
    expect(mentions('a/'.repeat(50_000))).toEqual([]);
    expect(mentions('a'.repeat(100_000))).toEqual([]);
    expect(mentions(`${'a.'.repeat(50_000)}md`)).toEqual([`${'a.'.repeat(50_000)}md`]);
    expect(mentions(`${'a/'.repeat(50_000)}b.py`)).toEqual([`${'a/'.repeat(50_000)}b.py`]);
  });
});

describe('calledName', () => {
  it('is where the called-name pattern starts in a run of identifier characters', () => {
    expect(calledName('$http')).toBe('http');
    expect(calledName('a$b')).toBe('a$b');
    expect(calledName('__init__')).toBe('__init__');
    expect(calledName('fn2')).toBe('fn2');
    expect(calledName('1abc')).toBeUndefined();
    expect(calledName('$$')).toBeUndefined();
    expect(calledName('$1a')).toBeUndefined();
    expect(calledName('$a$b')).toBe('a$b');
  });
});
