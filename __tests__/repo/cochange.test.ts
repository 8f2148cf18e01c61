import { afterAll, describe, expect, it } from '@jest/globals';
import { coChangeScores, parseCoChange, readCoChange } from '../../src/repo/cochange.js';
import { git, makeRepo, writeTree, type TempRepo } from '../helpers/repo.js';

describe('parseCoChange', () => {
  it('keeps commits of two to twenty files, relative to the prefix', () => {
    const many = Array.from({ length: 21 }, (_, i) => `sub/f${i}.js`).join('\n');
    const history = parseCoChange(`\0\nsub/a.js\nsub/b.js\n\0\nsub/a.js\n\0\nsub/a.js\nsub/c.js\nother/x.js\n\0\n${many}\n`, 'sub/');
    expect(history.commits).toEqual([
      ['a.js', 'b.js'],
      ['a.js', 'c.js'],
    ]);
    expect(history.byFile.get('a.js')).toEqual([0, 1]);
  });
});

describe('coChangeScores', () => {
  it('spreads each seed over its commits and their other files', () => {
    const history = parseCoChange('\0\na.js\nb.js\n\0\na.js\nb.js\nc.js\n\0\nd.js\ne.js\n');
    expect(Object.fromEntries(coChangeScores(history, new Map([['a.js', 1]])))).toEqual({ 'b.js': 0.5 + 0.25, 'c.js': 0.25 });
    expect(coChangeScores(history, new Map([['z.js', 1]])).size).toBe(0);
  });
});

describe('readCoChange', () => {
  let repo: TempRepo | undefined;
  afterAll(() => repo?.cleanup());

  it('reads the commits of a repository, and nothing outside one', async () => {
    repo = makeRepo({ 'a.js': '1', 'b.js': '1' }, { git: true });
    writeTree(repo.dir, { 'a.js': '2', 'c.js': '2' });
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'second');
    const history = await readCoChange(repo.dir);
    expect(history?.commits).toEqual([
      ['a.js', 'c.js'],
      ['a.js', 'b.js'],
    ]);
    const outside = makeRepo({ 'x.js': '' });
    try {
      expect((await readCoChange(outside.dir))).toBeUndefined();
    } finally {
      outside.cleanup();
    }
  });
});
