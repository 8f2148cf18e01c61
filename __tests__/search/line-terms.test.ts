import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeBytes } from '../../src/search/index/file-analysis.js';
import { chunkedTermStats, lineStartsOf, lineTermStats, type LineTermStats, type StoredChunks } from '../../src/search/rank/line-terms.js';
import { tokenize } from '../../src/search/terms/tokenizer.js';
import { seededRandom } from '../helpers/random.js';

/** The stored form of chunks counted by `termCounts`: per wanted slot, its count in each chunk. */
function stored(lines: [number, number][], chunkTerms: { terms: string[]; counts: number[] }[], wanted: ReadonlyMap<string, number>): StoredChunks {
  const counts = new Map<number, number[]>();
  for (const [term, slot] of wanted) counts.set(slot, chunkTerms.map((c) => c.counts[c.terms.indexOf(term)] ?? 0));
  return { lines, counts };
}

const view = (stats: LineTermStats, from: number, to: number) => {
  const { counts, length } = stats.range(from, to);
  return [[...counts], length];
};

describe('lineStartsOf', () => {
  it('gives where each line starts, a trailing newline starting an empty last line', () => {
    expect(lineStartsOf('')).toEqual([0]);
    expect(lineStartsOf('a\nbc\n')).toEqual([0, 2, 5]);
    expect(lineStartsOf('a\r\nb')).toEqual([0, 3]);
  });
});

describe('lineTermStats', () => {
  const text = 'def load(cache):\n    return cache.get(key)\n\ndef save(cache, key):\n    cache[key] = 1\n';
  const query = new Map([
    ['cache', 0],
    ['key', 1],
    ['cache.get', 2],
    ['absent', 3],
  ]);

  it('counts the query terms and the tokens of a line range, tokenizing the whole text', () => {
    const stats = lineTermStats(text, query);
    expect([0, 1, 2, 3].map((slot) => stats.has(slot))).toEqual([true, true, true, false]);
    // Line 1: load, cache; line 2: cache, key, cache.get (`get` and `return` are stop words).
    expect(view(stats, 1, 2)).toEqual([[2, 1, 1, 0], 5]);
    expect(view(stats, 4, 5)).toEqual([[2, 2, 0, 0], 5]);
    expect(view(stats, 1, 99)).toEqual([[4, 3, 1, 0], 10]);
    expect(view(stats, 3, 3)).toEqual([[0, 0, 0, 0], 0]);
    // Lines past the text count nothing.
    expect(view(stats, 40, 50)).toEqual([[0, 0, 0, 0], 0]);
  });

  it('with the line token counts the index kept, looks only for the terms the file holds', () => {
    const lineTokens = Uint32Array.from([2, 5, 0, 3, 3, 0]);
    const held = new Map([['key', 1]]);
    const stats = lineTermStats(text, query, lineTokens, held);
    expect([0, 1].map((slot) => stats.has(slot))).toEqual([false, true]);
    expect(view(stats, 4, 5)).toEqual([[0, 2, 0, 0], 6]);
    // Counts for another number of lines are not the text's: the whole text is tokenized.
    expect(view(lineTermStats(text, query, Uint32Array.from([9, 9]), held), 4, 5)).toEqual([[2, 2, 0, 0], 5]);
  });
});

describe('chunkedTermStats', () => {
  const text = 'a = cache\nb = cache + key\ndef f():\n    return key\nc = key.cache\n';
  const lineTokens = Uint32Array.from([1, 2, 0, 1, 3, 0]);
  const wanted = new Map([
    ['cache', 0],
    ['key', 1],
    ['key.cache', 2],
  ]);
  // Chunks: lines 1-2 (cache 2, key 1), 3-5 (cache 1, key 2, key.cache 1).
  const chunks: StoredChunks = {
    lines: [
      [1, 2],
      [3, 5],
    ],
    counts: new Map([
      [0, [2, 1]],
      [1, [1, 2]],
      [2, [0, 1]],
    ]),
  };

  it('counts ranges from the chunks, scanning only where a range cuts one', () => {
    const stats = chunkedTermStats(text, wanted, 4, lineTokens, chunks)!;
    expect([0, 1, 2, 3].map((slot) => stats.has(slot))).toEqual([true, true, true, false]);
    expect(view(stats, 1, 2)).toEqual([[2, 1, 0, 0], 3]);
    expect(view(stats, 3, 4)).toEqual([[0, 1, 0, 0], 1]);
    expect(view(stats, 2, 5)).toEqual([[2, 3, 1, 0], 6]);
    expect(view(stats, 5, 5)).toEqual([[1, 1, 1, 0], 3]);
    expect(view(stats, 1, 99)).toEqual([[3, 3, 1, 0], 7]);
    expect(view(stats, 4, 2)).toEqual([[0, 0, 0, 0], 0]);
    expect(view(stats, 40, 50)).toEqual([[0, 0, 0, 0], 0]);
  });

  it('never counts below zero when the text changed since its chunks were counted (as many lines)', () => {
    const changed = 'a = cache\nb = cache + key\ndef f():\n    return key\nc = key.key.key.key\n';
    const stats = chunkedTermStats(changed, wanted, 3, lineTokens, chunks)!;
    // Lines 3-4: the stored counts less a scan of the changed line 5 (4 `key`) would give -2 `key`:
    // 0 instead. The stored `key.cache` of line 5, gone, is counted: a changed text's counts are near.
    expect(view(stats, 3, 4)).toEqual([[1, 0, 1], 1]);
  });

  it('gives way to the whole scan when the chunks are not the text\'s', () => {
    const at = (lines: [number, number][]) => chunkedTermStats(text, wanted, 3, lineTokens, { ...chunks, lines });
    expect(at([[1, 2]])).toBeUndefined(); // Tokens on lines past the last chunk.
    expect(at([[2, 2], [3, 5]])).toBeUndefined(); // Not from line 1.
    expect(at([[1, 2], [4, 5]])).toBeUndefined(); // A gap.
    expect(at([[1, 3], [3, 5]])).toBeUndefined(); // An overlap.
    expect(at([[1, 2], [3, 9]])).toBeUndefined(); // Past the text.
    expect(chunkedTermStats(text, wanted, 3, Uint32Array.from([1, 1]), chunks)).toBeUndefined();
    expect(chunkedTermStats('', new Map(), 0, Uint32Array.from([0]), { lines: [], counts: new Map() })?.range(1, 1)).toEqual({ counts: new Uint32Array(0), length: 0 });
  });

  it('equals the whole scan on every definition and many ranges of this project\'s sources', async () => {
    const root = join(import.meta.dirname, '..', '..', 'src');
    const next = seededRandom(11);
    let ranges = 0;
    let counted = 0;
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(join(root, file), 'utf8');
      const analyzed = await analyzeBytes(file, Buffer.from(text));
      if ('skip' in analyzed) continue;
      const distinct = [...new Set(tokenize(text))];
      const terms = ['index', 'entry', 'query', 'options', 'this.index', 'absent'];
      for (let i = 0; i < 10 && distinct.length; i++) terms.push(distinct[Math.floor(next() * distinct.length)]!);
      const query = new Map([...new Set(terms)].map((t, slot) => [t, slot]));
      const held = new Map([...query].filter(([t]) => analyzed.chunks.some((c) => c.terms.includes(t))));
      const lines = analyzed.analysis.chunks.map((c): [number, number] => [c.startLine, c.endLine]);
      const chunked = chunkedTermStats(text, held, query.size, analyzed.lineTokens, stored(lines, analyzed.chunks, held));
      const whole = lineTermStats(text, query);
      expect([file, chunked === undefined]).toEqual([file, false]);
      const rows = lineStartsOf(text).length;
      const probes: [number, number][] = analyzed.analysis.definitions.map((d) => [d.startLine, d.endLine]);
      for (let i = 0; i < 40; i++) {
        const a = 1 + Math.floor(next() * rows);
        probes.push([a, a + Math.floor(next() * 60)]);
      }
      for (const [a, b] of probes) {
        expect([file, a, b, view(chunked!, a, b)]).toEqual([file, a, b, view(whole, a, b)]);
        counted += chunked!.range(a, b).counts.reduce((x, y) => x + y, 0);
      }
      for (const slot of query.values()) expect([file, slot, chunked!.has(slot)]).toEqual([file, slot, whole.has(slot)]);
      ranges += probes.length;
    }
    expect(ranges).toBeGreaterThan(10_000);
    expect(counted).toBeGreaterThan(10_000);
  });
});
