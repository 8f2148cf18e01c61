import { describe, expect, it } from '@jest/globals';
import { TopScores } from '../../src/search/terms/top-scores.js';

describe('TopScores', () => {
  it('keeps the best positive scores, best first, ties by lower file id', () => {
    const top = new TopScores(3);
    for (const [file, score] of [[4, 0.5], [1, 0.9], [7, 0], [2, 0.5], [9, -1], [3, 0.7], [0, 0.5], [5, Number.NaN]] as const) top.offer(file, score);
    expect(top.sorted()).toEqual([
      { file: 1, score: 0.9 },
      { file: 3, score: 0.7 },
      { file: 0, score: 0.5 },
    ]);
  });

  it('agrees with a full sort whatever the order files are offered in', () => {
    const scores = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4];
    const expected = scores
      .map((score, file) => ({ file, score }))
      .sort((a, b) => b.score - a.score || a.file - b.file)
      .slice(0, 6);
    const forward = new TopScores(6);
    scores.forEach((s, f) => forward.offer(f, s));
    const backward = new TopScores(6);
    for (let f = scores.length - 1; f >= 0; f--) backward.offer(f, scores[f]!);
    expect(forward.sorted()).toEqual(expected);
    expect(backward.sorted()).toEqual(expected);
  });

  it('breaks ties with the order given, and keeps nothing when asked for none', () => {
    const names = ['b.ts', 'a.ts', 'c.ts'];
    const byName = new TopScores(2, (x, y) => names[x]! < names[y]!);
    [0, 1, 2].forEach((f) => byName.offer(f, 1));
    expect(byName.sorted().map((s) => names[s.file])).toEqual(['a.ts', 'b.ts']);
    const none = new TopScores(0);
    none.offer(0, 1);
    expect(none.sorted()).toEqual([]);
  });
});
