import { describe, expect, it } from '@jest/globals';
import { maxEntries, mergeVectorCache, type VectorCache } from '../../src/search/vectors/vector-cache.js';
import { isEmbeddedFile } from '../../src/search/vectors/vectors.js';

/** A key of 40 hex digits made of one repeated digit. */
const key = (digit: string): string => digit.repeat(40);

function cache(keys: string[], used: number[], generation: number, files: Record<string, number[]>): VectorCache {
  return {
    model: 'm',
    dimensions: 2,
    generation,
    entries: new Map(keys.map((k, e) => [k, e])),
    keys,
    used: Uint32Array.from(used),
    vectors: Float32Array.from(keys.flatMap((_, e) => [e, -e])),
    files: new Map(Object.entries(files)),
  };
}

describe('mergeVectorCache', () => {
  const previous = cache([key('a'), key('b'), key('c')], [1, 3, 2], 3, { 'h1:x.py': [0, 2], 'h2:y.py': [1], 'h3:z.py': [2] });

  it("adds this run's vectors to the others and marks them used by the new generation", () => {
    const merged = mergeVectorCache(previous, { keys: [key('d')], vectors: [Float32Array.of(9, 9)], files: new Map([['h4:w.py', [0]]]) }, 'm', 2);
    expect(merged.keys).toEqual([key('d'), key('a'), key('b'), key('c')]);
    expect([merged.generation, Array.from(merged.used)]).toEqual([4, [4, 1, 3, 2]]);
    expect(Array.from(merged.vectors)).toEqual([9, 9, 0, -0, 1, -1, 2, -2]);
    expect(Object.fromEntries(merged.files)).toEqual({ 'h4:w.py': [0], 'h1:x.py': [1, 3], 'h2:y.py': [2], 'h3:z.py': [3] });
  });

  it('drops the entries used longest ago past the limit, with the file lists that need them, never a live one', () => {
    const live = { keys: [key('d'), key('b')], vectors: [Float32Array.of(9, 9), Float32Array.of(1, -1)], files: new Map([['h2:y.py', [1]]]) };
    const merged = mergeVectorCache(previous, live, 'm', 2, 3);
    // b is live; of a (used by generation 1) and c (generation 2) there is room for one: c.
    expect(merged.keys).toEqual([key('d'), key('b'), key('c')]);
    expect(Array.from(merged.used)).toEqual([4, 4, 2]);
    expect(Object.fromEntries(merged.files)).toEqual({ 'h2:y.py': [1], 'h3:z.py': [2] });
    expect(mergeVectorCache(previous, live, 'm', 2, 1).keys).toEqual([key('d'), key('b')]);
  });

  it('starts over from a cache of other dimensions or none', () => {
    const live = { keys: [key('d')], vectors: [Float32Array.of(9, 9, 9)], files: new Map<string, number[]>() };
    for (const before of [previous, undefined]) {
      const merged = mergeVectorCache(before, live, 'm', 3);
      expect([merged.keys, merged.files.size]).toEqual([[key('d')], 0]);
    }
    expect(mergeVectorCache(previous, live, 'm', 3).generation).toBe(4);
  });

  it('bounds a cache file to about 512 MiB', () => {
    expect(maxEntries(1536)).toBe(87_041);
    expect(maxEntries(2, 100)).toBe(3);
  });
});

describe('isEmbeddedFile', () => {
  it('embeds source and test files only', () => {
    expect((['source', 'test', 'doc', 'config', 'other'] as const).map((role) => isEmbeddedFile({ role }))).toEqual([true, true, false, false, false]);
  });
});
