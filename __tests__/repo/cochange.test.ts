import { describe, expect, it } from '@jest/globals';
import { coChangeFromCommits, coChangeScores } from '../../src/repo/cochange.js';

describe('coChangeFromCommits', () => {
  it('keeps commits of two to twenty files', () => {
    const many = Array.from({ length: 21 }, (_, i) => `f${i}.js`);
    const history = coChangeFromCommits([['a.js', 'b.js'], ['a.js'], ['a.js', 'c.js'], many]);
    expect(history.commits).toEqual([
      ['a.js', 'b.js'],
      ['a.js', 'c.js'],
    ]);
    expect(history.byFile.get('a.js')).toEqual([0, 1]);
  });
});

describe('coChangeScores', () => {
  it('spreads each seed over its commits and their other files', () => {
    const history = coChangeFromCommits([['a.js', 'b.js'], ['a.js', 'b.js', 'c.js'], ['d.js', 'e.js']]);
    expect(Object.fromEntries(coChangeScores(history, new Map([['a.js', 1]])))).toEqual({ 'b.js': 0.5 + 0.25, 'c.js': 0.25 });
    expect(coChangeScores(history, new Map([['z.js', 1]])).size).toBe(0);
  });
});
