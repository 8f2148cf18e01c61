import { describe, expect, it } from '@jest/globals';
import { personalizedPageRank, undirected } from '../../src/search/rank/propagate.js';

/** 0 -> 1 -> 2, 3 alone, plus a self-loop on 2 and a repeat of 0 -> 1. */
const edges = { offsets: Uint32Array.from([0, 2, 3, 4, 4]), targets: Uint32Array.from([1, 1, 2, 2]) };

describe('undirected', () => {
  it('links both ways and drops self-loops', () => {
    const g = undirected(edges, 4);
    const neighbours = (f: number) => Array.from(g.targets.subarray(g.offsets[f]!, g.offsets[f + 1]!)).sort();
    expect([0, 1, 2, 3].map(neighbours)).toEqual([[1, 1], [0, 0, 2], [1], []]);
  });
});

describe('personalizedPageRank', () => {
  it('keeps its mass, most of it at the seed, and reaches neighbours before files further away', () => {
    const g = undirected(edges, 4);
    const mass = personalizedPageRank(g, 4, new Map([[0, 5]]));
    expect(mass.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(mass[0]!).toBeGreaterThan(mass[1]!);
    expect(mass[1]!).toBeGreaterThan(mass[2]!);
    expect(mass[2]!).toBeGreaterThan(0);
    expect(mass[3]).toBe(0);
  });

  it('gives nothing without positive seeds', () => {
    expect(Array.from(personalizedPageRank(undirected(edges, 4), 4, new Map([[1, 0]])))).toEqual([0, 0, 0, 0]);
  });
});
