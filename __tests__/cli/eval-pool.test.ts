import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileReader } from '../../src/cli/common.js';
import { checkoutCommit, dumpCandidates, goldEntitiesOfCommit, touchedLines } from '../../src/cli/eval-pool.js';
import { computeFeatures } from '../../src/search/rank/features.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import { git, makeRepo, writeTree, type TempRepo } from '../helpers/repo.js';

describe('touchedLines', () => {
  it('takes removed lines and the line before each insertion, in old-file numbers', () => {
    const patch = [
      'diff --git a/a.js b/a.js',
      '--- a/a.js',
      '+++ b/a.js',
      '@@ -3,2 +3,2 @@',
      '-old three',
      '-old four',
      '+new three',
      '+new four',
      '@@ -10,0 +11,1 @@',
      '+inserted after ten',
      'diff --git a/new.js b/new.js',
      '--- /dev/null',
      '+++ b/new.js',
      '@@ -0,0 +1 @@',
      '+created',
    ].join('\n');
    expect([...touchedLines(patch)].map(([p, lines]) => [p, [...lines]])).toEqual([['a.js', [3, 4, 9]]]);
  });
});

describe('gold entities and checkouts', () => {
  let repo: TempRepo | undefined;
  afterAll(() => repo?.cleanup());

  it('finds the innermost function a fix commit changes, at the base commit', async () => {
    const before = ['export class Parser {', '  parse(text) {', '    return text.trim();', '  }', '}', '', 'export function helper() {', '  return 1;', '}', ''].join('\n');
    const made = makeRepo({ 'src/parser.js': before }, { git: true });
    repo = made;
    const base = git(made.dir, 'rev-parse', 'HEAD').trim();
    writeTree(made.dir, { 'src/parser.js': before.replace('text.trim()', 'text.trimEnd()'), 'untracked-later.txt': 'x' });
    git(made.dir, 'add', 'src/parser.js');
    git(made.dir, 'commit', '-q', '-m', 'fix: keep leading spaces');
    const fix = git(made.dir, 'rev-parse', 'HEAD').trim();

    checkoutCommit(made.dir, base);
    expect(readFileSync(join(made.dir, 'src/parser.js'), 'utf8')).toBe(before);
    expect(() => readFileSync(join(made.dir, 'untracked-later.txt'))).toThrow();
    const index = await buildIndex(made.dir, { cacheDir: false });
    expect(await goldEntitiesOfCommit(index, base, fix, ['src/parser.js'], fileReader(index))).toEqual(['src/parser.js::Parser.parse']);
  });

  it('parses a gold test, which the index holds for its imports only', async () => {
    const before = ['import unittest', '', '', 'class ParseTest(unittest.TestCase):', '    def test_trim(self):', '        self.assertEqual(1, 1)', ''].join('\n');
    const made = makeRepo({ 'tests/test_parse.py': before }, { git: true });
    try {
      const base = git(made.dir, 'rev-parse', 'HEAD').trim();
      writeTree(made.dir, { 'tests/test_parse.py': before.replace('(1, 1)', '(2, 2)') });
      git(made.dir, 'commit', '-qam', 'fix the test');
      const fix = git(made.dir, 'rev-parse', 'HEAD').trim();
      checkoutCommit(made.dir, base);
      const index = await buildIndex(made.dir, { cacheDir: false });
      expect(index.byPath.get('tests/test_parse.py')!.record.analysis!.importsOnly).toBe(true);
      expect(await goldEntitiesOfCommit(index, base, fix, ['tests/test_parse.py'], fileReader(index))).toEqual(['tests/test_parse.py::ParseTest.test_trim']);
    } finally {
      made.cleanup();
    }
  });
});

describe('dumpCandidates', () => {
  let repo: TempRepo | undefined;
  afterAll(() => repo?.cleanup());

  it('gives each entity its signals: exact and chunk body, name, kind, frame strength, lines, coverage, callee and caller weights, the entities it calls', async () => {
    const source = ['def load(path):', '    with open(path) as f:', '        return parse(f.read())', '', '', 'def parse(text):', '    return [int(x) for x in text.split(",")]', ''].join('\n');
    repo = makeRepo({ 'pkg/io.py': source, 'pkg/other.py': 'def unrelated():\n    return 0\n' });
    const index = await buildIndex(repo.dir, { cacheDir: false });
    const query = ['Loading a file with a trailing comma fails', 'Traceback (most recent call last):', '  File "/app/pkg/io.py", line 3, in load', '  File "/app/pkg/io.py", line 7, in parse', "ValueError: invalid literal for int() with base 10: ''"].join('\n');
    const read = fileReader(index);
    const { candidates, entities } = dumpCandidates(index, computeFeatures(index, query, { readText: read }), read);
    const byName = new Map(entities.map((e) => [`${candidates[e[0]]!.path}::${e[8]}`, e]));
    const parse = byName.get('pkg/io.py::parse')!;
    const load = byName.get('pkg/io.py::load')!;
    // The innermost frame (parse) 1, its caller 0.5; both functions' lines; their exact bodies read.
    expect([parse[9], parse[10], load[9], load[10]]).toEqual([1, 2, 0.5, 3]);
    expect(parse[1]).toBeGreaterThan(0);
    expect(parse[11]).toBeGreaterThan(0);
    expect(parse[11]).toBeLessThanOrEqual(1);
    expect([parse[6], parse[8]]).toEqual([0, 'parse']);
    // Nothing named: no callee weight, and no seed for a caller weight (-1).
    expect([parse[12], parse[13], load[12], load[13]]).toEqual([0, -1, 0, -1]);
    // `load` calls `parse` (its position in the list); `parse` calls nothing of the list; kinds by name.
    expect([load[14], parse[14]]).toEqual([[entities.indexOf(parse)], []]);
    expect([load[15], parse[15]]).toEqual(['function', 'function']);

    // Naming `load` makes it a seed: `parse`, one of the names it calls, its callee; `load` calls no
    // seed but itself. Naming `parse` too makes `load` its caller.
    const named = dumpCandidates(index, computeFeatures(index, 'The `load` and `parse` helpers disagree on empty fields', { readText: read }), read);
    const at = (name: string) => named.entities.find((e) => `${named.candidates[e[0]]!.path}::${e[8]}` === name)!;
    expect(at('pkg/io.py::parse')[12]).toBeGreaterThan(0);
    expect(at('pkg/io.py::load')[13]).toBeGreaterThan(0);
    expect(at('pkg/io.py::parse')[13]).toBe(0);
  });
});
