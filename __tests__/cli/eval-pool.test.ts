import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileReader } from '../../src/cli/common.js';
import { main } from '../../src/cli/main.js';
import { checkoutCommit, dumpCandidates, goldEntitiesOfCommit, goldEntitiesOfPatch, goldTests, holdCheckouts, holdsInsertion, touchedLines } from '../../src/cli/eval-pool.js';
import { computeFeatures } from '../../src/search/rank/features.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import { fileScores } from '../../src/search/rank/search.js';
import { MODEL, PREVIOUS_MODEL } from '../../src/search/rank/rerank.js';
import { git, makeRepo, writeTree, type TempRepo } from '../helpers/repo.js';

describe('touchedLines', () => {
  it('takes removed lines, in old-file numbers, and where lines are only added: after the old line before them', () => {
    const patch = [
      'diff --git a/a.js b/a.js',
      '--- a/a.js',
      '+++ b/a.js',
      '@@ -3,2 +3,2 @@',
      '-old three',
      '-old four',
      '+new three',
      '+new four',
      '@@ -10,0 +11,2 @@',
      '+',
      '+  inserted after ten',
      '@@ -0,0 +1 @@',
      '+\tat the top',
      'diff --git a/new.js b/new.js',
      '--- /dev/null',
      '+++ b/new.js',
      '@@ -0,0 +1 @@',
      '+created',
    ].join('\n');
    expect(touchedLines(patch)).toEqual(
      new Map([
        [
          'a.js',
          {
            lines: new Set([3, 4]),
            insertions: [
              { after: 10, indent: 2 },
              { after: 0, indent: 1 },
            ],
          },
        ],
      ]),
    );
  });

  it('reads hunks with context: an added run between kept lines is an insertion, one after removed lines replaces them', () => {
    const patch = [
      'diff --git a/m.py b/m.py',
      '--- a/m.py',
      '+++ b/m.py',
      '@@ -20,6 +20,8 @@ def f():',
      ' kept twenty',
      '+    added after twenty',
      ' kept twenty-one',
      '-removed twenty-two',
      '+replacing it',
      '+',
      ' kept twenty-three',
      '+',
      '\\ No newline at end of file',
    ].join('\n');
    expect(touchedLines(patch)).toEqual(
      new Map([
        [
          'm.py',
          {
            lines: new Set([22]),
            insertions: [
              { after: 20, indent: 4 },
              { after: 23, indent: undefined },
            ],
          },
        ],
      ]),
    );
  });
});

describe('holdsInsertion', () => {
  const def = { startLine: 5, endLine: 9 };
  const lines = ['', '', '', '', '  def f(self):', '      a = 1', '', '      b = 2', '      return a + b'];

  it('holds lines added between two of its own', () => {
    expect(holdsInsertion(def, { after: 5, indent: 0 }, undefined)).toBe(true);
    expect(holdsInsertion(def, { after: 8, indent: undefined }, undefined)).toBe(true);
  });

  it('holds lines added after its last line only when they are indented deeper than its first', () => {
    expect(holdsInsertion(def, { after: 9, indent: 6 }, lines)).toBe(true);
    expect(holdsInsertion(def, { after: 9, indent: 2 }, lines)).toBe(false);
    expect(holdsInsertion(def, { after: 9, indent: undefined }, lines)).toBe(false);
    expect(holdsInsertion(def, { after: 9, indent: 6 }, undefined)).toBe(false);
  });

  it('does not hold lines added before it or after the line after it', () => {
    expect(holdsInsertion(def, { after: 4, indent: 6 }, lines)).toBe(false);
    expect(holdsInsertion(def, { after: 10, indent: 6 }, lines)).toBe(false);
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

  it('gives lines added inside a definition to it, and lines added after one to what holds both sides', async () => {
    const js = ['export class Parser {', '  parse(text) {', '    return text.trim();', '  }', '}', '', 'export function helper(value) {', '  return value * 2;', '}', ''].join('\n');
    const py = ['def load(path):', '    data = read(path)', '    return data', '', '', 'def other():', '    return 0', ''].join('\n');
    const made = makeRepo({ 'src/parser.js': js, 'pkg/io.py': py }, { git: true });
    try {
      const base = git(made.dir, 'rev-parse', 'HEAD').trim();
      const index = await buildIndex(made.dir, { cacheDir: false });
      const commitOf = (files: Record<string, string>, message: string) => {
        writeTree(made.dir, files);
        git(made.dir, 'commit', '-qam', message);
        const commit = git(made.dir, 'rev-parse', 'HEAD').trim();
        git(made.dir, 'reset', '-q', '--hard', base);
        return commit;
      };
      // A guard right after the signature line is the function's, not the class's before it.
      const guard = commitOf({ 'src/parser.js': js.replace('helper(value) {\n', 'helper(value) {\n  if (value == null) return 0;\n') }, 'guard');
      expect(await goldEntitiesOfCommit(index, base, guard, ['src/parser.js'], fileReader(index))).toEqual(['src/parser.js::helper']);
      // A statement the body of a Python function goes on with is the function's; a new function after it is nobody's.
      const more = commitOf({ 'pkg/io.py': py.replace('    return data\n', '    return data\n    # unreachable note\n') }, 'more');
      expect(await goldEntitiesOfCommit(index, base, more, ['pkg/io.py'], fileReader(index))).toEqual(['pkg/io.py::load']);
      const added = commitOf({ 'pkg/io.py': py.replace('    return data\n', '    return data\n\n\ndef added():\n    return 1\n') }, 'added');
      expect(await goldEntitiesOfCommit(index, base, added, ['pkg/io.py'], fileReader(index))).toEqual([]);
      // A new method after another, inside the class, is the class's.
      const method = commitOf({ 'src/parser.js': js.replace('    return text.trim();\n  }\n', '    return text.trim();\n  }\n  reset() {}\n') }, 'method');
      expect(await goldEntitiesOfCommit(index, base, method, ['src/parser.js'], fileReader(index))).toEqual(['src/parser.js::Parser']);
      // The same from the diff's text, with context lines.
      const patch = git(made.dir, 'diff', base, guard);
      expect(await goldEntitiesOfPatch(index, patch, fileReader(index))).toEqual(['src/parser.js::helper']);
    } finally {
      made.cleanup();
    }
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

  it('gives each entity its signals: exact and chunk body, name, kind, frame strength, lines, coverage, callee and caller weights, the entities it calls, where it starts and ends', async () => {
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
    // Their first and last lines.
    expect([load[16], load[17], parse[16], parse[17]]).toEqual([1, 3, 6, 7]);

    // Naming `load` makes it a seed: `parse`, one of the names it calls, its callee; `load` calls no
    // seed but itself. Naming `parse` too makes `load` its caller.
    const named = dumpCandidates(index, computeFeatures(index, 'The `load` and `parse` helpers disagree on empty fields', { readText: read }), read);
    const at = (name: string) => named.entities.find((e) => `${named.candidates[e[0]]!.path}::${e[8]}` === name)!;
    expect(at('pkg/io.py::parse')[12]).toBeGreaterThan(0);
    expect(at('pkg/io.py::load')[13]).toBeGreaterThan(0);
    expect(at('pkg/io.py::parse')[13]).toBe(0);
  });
});

describe('dumpCandidates entity files', () => {
  let repo: TempRepo | undefined;
  afterAll(() => repo?.cleanup());

  it("dumps the functions of a file the shipped ranker places among its best when the previous ranker does not", async () => {
    // 30 tests say the words over and over; the source says two of them once. The previous
    // ranker scales tests by 0.55 and ranks the source 31st; the shipped one scales them by 0.1.
    const tree: Record<string, string> = { 'src/evict.js': 'function evictStale(entries) {\n  return entries.filter((e) => !e.stale); // cache eviction\n}\n' };
    for (let i = 0; i < 30; i++) tree[`test/case${i}.test.js`] = `test('widget cache eviction ${i}', () => {\n  // widget cache eviction, widget cache eviction\n  expect(widgetCacheEviction${i}()).toBe(true);\n});\n`;
    repo = makeRepo(tree);
    const index = await buildIndex(repo.dir, { cacheDir: false });
    const read = fileReader(index);
    const features = computeFeatures(index, 'widget cache eviction', { readText: read });
    const { candidates, entities } = dumpCandidates(index, features, read);
    const names = entities.map((e) => `${candidates[e[0]]!.path}::${e[8]}`);
    const src = index.byPath.get('src/evict.js')!.id;
    const above = (scores: Float64Array) => [...scores].filter((v) => v > scores[src]!).length;
    expect([above(fileScores(index, features, PREVIOUS_MODEL)), above(fileScores(index, features, MODEL))]).toEqual([30, 0]);
    expect(names).toContain('src/evict.js::evictStale');
  });
});

describe('eval with a gold patch', () => {
  it('derives the gold entities from a row\'s patch when it has none', async () => {
    const made = makeRepo({ 'src/shape.js': ['export function area(w, h) {', '  return w * h;', '}', '', 'export function perimeter(w, h) {', '  return 2 * (w + h);', '}', ''].join('\n') });
    try {
      const patch = ['diff --git a/src/shape.js b/src/shape.js', '--- a/src/shape.js', '+++ b/src/shape.js', '@@ -5,0 +6 @@ export function perimeter(w, h) {', '+  if (w < 0 || h < 0) throw new RangeError("negative side");', ''].join('\n');
      const dataset = join(made.dir, 'set.jsonl');
      writeFileSync(dataset, JSON.stringify({ id: 'one', repo: '.', query: 'perimeter of a negative side should throw', gold_files: ['src/shape.js'], patch }) + '\n');
      const out: string[] = [];
      const io = { stdout: (t: string) => void out.push(t), stderr: () => undefined, stderrIsTTY: false };
      expect(await main(['eval', '--dataset', dataset, '--no-cache', '--json'], io)).toBe(0);
      const result = JSON.parse(out.join(''));
      expect(result.entities.instances).toBe(1);
      expect(result.instances[0].goldEntityRanks).toHaveLength(1);
      expect(result.instances[0].goldEntityRanks[0]).toBeGreaterThan(0);
    } finally {
      made.cleanup();
    }
  });
});

describe('eval --json per instance', () => {
  it('gives every gold file its rank, 0 for one the ranking does not hold, in the order of gold_files', async () => {
    const made = makeRepo({ 'src/shape.js': 'export function area(w, h) {\n  return w * h;\n}\n', 'src/color.js': 'export const red = 1;\n' });
    try {
      const dataset = join(made.dir, 'set.jsonl');
      writeFileSync(dataset, JSON.stringify({ id: 'two', repo: '.', query: 'area of a shape', gold_files: ['src/gone.js', 'src/shape.js'] }) + '\n');
      const out: string[] = [];
      const io = { stdout: (t: string) => void out.push(t), stderr: () => undefined, stderrIsTTY: false };
      expect(await main(['eval', '--dataset', dataset, '--no-cache', '--json'], io)).toBe(0);
      const result = JSON.parse(out.join(''));
      expect(result.instances).toEqual([{ id: 'two', goldFileRanks: [0, 1], goldEntityRanks: [], indexed: false }]);
      expect([result.files.instances, result.files.acc['10'], result.files.recall['10']]).toEqual([1, 0, 0.5]);
    } finally {
      made.cleanup();
    }
  });
});

describe('one eval --checkout at a time per checkout', () => {
  it('holds each checkout until released, and refuses one another live run holds, holding nothing then', async () => {
    const a = makeRepo({ 'a.js': 'export const a = 1;\n' }, { git: true });
    const b = makeRepo({ 'b.js': 'export const b = 1;\n' }, { git: true });
    try {
      const lockOf = (dir: string) => join(dir, '.git', 'sweep-eval.lock');
      const release = holdCheckouts([a.dir, a.dir, b.dir]);
      expect([readFileSync(lockOf(a.dir), 'utf8'), readFileSync(lockOf(b.dir), 'utf8')]).toEqual([`${process.pid}\n`, `${process.pid}\n`]);
      release();
      expect([existsSync(lockOf(a.dir)), existsSync(lockOf(b.dir))]).toEqual([false, false]);

      // Another run, alive, holds b: nothing is held, a's lock is given back.
      writeFileSync(lockOf(b.dir), '4242\n');
      const alive = (pid: number) => pid === 4242;
      expect(() => holdCheckouts([a.dir, b.dir], alive)).toThrow(`another eval --checkout (process 4242) is moving ${b.dir} between commits`);
      expect([existsSync(lockOf(a.dir)), readFileSync(lockOf(b.dir), 'utf8')]).toEqual([false, '4242\n']);
      // The same lock left by a run that is gone is taken over.
      holdCheckouts([b.dir], () => false)();
      expect(existsSync(lockOf(b.dir))).toBe(false);

      // eval says so and moves nothing.
      const base = git(b.dir, 'rev-parse', 'HEAD').trim();
      writeFileSync(lockOf(b.dir), `${process.ppid}\n`);
      const dataset = join(a.dir, 'set.jsonl');
      writeFileSync(dataset, JSON.stringify({ id: 'one', repo: b.dir, base_commit: base, query: 'b', gold_files: ['b.js'] }) + '\n');
      const err: string[] = [];
      const io = { stdout: () => undefined, stderr: (t: string) => void err.push(t), stderrIsTTY: false };
      expect(await main(['eval', '--dataset', dataset, '--checkout', '--no-cache', '--json'], io)).toBe(1);
      expect(err.join('')).toContain(`error: eval: another eval --checkout (process ${process.ppid}) is moving ${b.dir} between commits`);
      // Once that run is gone, eval takes the checkout, and gives it back when done.
      writeFileSync(lockOf(b.dir), '999999999\n');
      expect(await main(['eval', '--dataset', dataset, '--checkout', '--no-cache', '--json'], io)).toBe(0);
      expect(existsSync(lockOf(b.dir))).toBe(false);
    } finally {
      a.cleanup();
      b.cleanup();
    }
  });
});

describe('goldTests', () => {
  it('names the gold files the index calls tests, and nothing when there are none', () => {
    const byPath = new Map([
      ['src/addDays/index.ts', { role: 'source' }],
      ['src/addDays/test.ts', { role: 'test' }],
      ['README.md', { role: 'doc' }],
    ]);
    const index = { byPath } as unknown as Parameters<typeof goldTests>[0];
    expect(goldTests(index, ['src/addDays/index.ts', 'src/addDays/test.ts', 'src/gone.ts'])).toEqual({ gold_tests: ['src/addDays/test.ts'] });
    expect(goldTests(index, ['src/addDays/index.ts', 'README.md'])).toEqual({});
  });
});
