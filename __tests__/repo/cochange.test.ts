import { describe, expect, it } from '@jest/globals';
import { coChangeScores, parseCoChange } from '../../src/repo/cochange.js';

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
