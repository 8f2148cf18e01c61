/**
 * Per-key hash indexes of a file's lines. Matching looks lines up through them, so finding a block costs
 * about the file's length plus the candidate places times the block's length, never file length times
 * block length.
 */
import { stripCr } from './lines.js';

/** How lines compare: exactly (line ends aside), without trailing whitespace, or without any edge whitespace. */
export type KeyFn = (line: string) => string;
export const exactKey: KeyFn = stripCr;
export const trimEndKey: KeyFn = (line) => line.trimEnd();
export const trimKey: KeyFn = (line) => line.trim();

/** A text version's lines under one key function. */
export class Keyed {
  constructor(readonly keys: readonly string[]) {}

  /** Where each of `wanted` occurs, ascending: one pass over the file that only records wanted keys. */
  positionsOf(wanted: readonly string[]): Map<string, number[]> {
    const positions = new Map<string, number[]>(wanted.map((k) => [k, []]));
    this.keys.forEach((k, i) => positions.get(k)?.push(i));
    return positions;
  }
}

/** One text version's lines with their keys, computed once per key function. */
export class LineIndex {
  private readonly cache = new Map<KeyFn, Keyed>();
  constructor(readonly lines: readonly string[]) {}

  keyed(key: KeyFn): Keyed {
    let keyed = this.cache.get(key);
    if (!keyed) {
      keyed = new Keyed(this.lines.map(key));
      this.cache.set(key, keyed);
    }
    return keyed;
  }
}

/**
 * Ascending starts of the contiguous runs of file lines whose keys equal `want` (and that `accept`
 * takes), at most `limit` of them. Anchors on `want`'s rarest line, so only its places are checked.
 */
export function findContiguous(keyed: Keyed, want: readonly string[], limit = Infinity, accept?: (start: number) => boolean): number[] {
  if (want.length === 0 || want.length > keyed.keys.length) return [];
  const found = keyed.positionsOf(want);
  let anchor = -1;
  let anchorPositions: readonly number[] = [];
  for (let j = 0; j < want.length; j++) {
    const positions = found.get(want[j]!)!;
    if (positions.length === 0) return [];
    if (anchor < 0 || positions.length < anchorPositions.length) {
      anchor = j;
      anchorPositions = positions;
    }
  }
  const starts: number[] = [];
  for (const p of anchorPositions) {
    const s = p - anchor;
    if (s < 0 || s + want.length > keyed.keys.length) continue;
    let j = 0;
    while (j < want.length && keyed.keys[s + j] === want[j]) j++;
    if (j === want.length && (!accept || accept(s))) starts.push(s);
    if (starts.length >= limit) break;
  }
  return starts;
}
