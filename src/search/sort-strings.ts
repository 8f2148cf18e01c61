/**
 * Sorting large arrays of strings in the order `Array.prototype.sort()` gives (UTF-16 code units,
 * equal strings in their first order) with far fewer string comparisons: the strings are ordered by
 * two code units at a time, as numbers in a typed array sorted natively, a level deeper for each
 * long run sharing them, and only short runs are sorted by comparing strings. Pure.
 */

const UNIT = 0x10000;
/** Positions folded into the keys: 2 x 16 bits of prefix and 21 bits of position stay exact in a double. */
const POSITION_SPAN = 2 ** 21;

/** Runs of strings sharing their leading units that are sorted by the next units first, when longer. */
const MIN_RUN = 32;
/** Deepest level (in pairs of units) ordered by keys; below, runs are sorted by string comparison. */
const MAX_DEPTH = 6;

/**
 * The number of a string's two code units from `at`: a missing unit counts as 0, so a string's key
 * is never above the key of a string it is a prefix of (equal keys are left to the next level).
 */
export function prefixKey(s: string, at = 0): number {
  return (s.length > at ? s.charCodeAt(at) : 0) * UNIT + (s.length > at + 1 ? s.charCodeAt(at + 1) : 0);
}

/** `strings` sorted in place as `strings.sort()` sorts them; returns it. */
export function sortStrings(strings: string[]): string[] {
  const order = sortedOrder(strings);
  const sorted = Array.from(order, (i) => strings[i]!);
  for (let i = 0; i < sorted.length; i++) strings[i] = sorted[i]!;
  return strings;
}

/**
 * The positions of `strings` in the order `strings.sort()` would put them (equal strings in their
 * first order): `strings[order[0]]` comes first.
 */
export function sortedOrder(strings: readonly string[]): Uint32Array {
  const all = new Uint32Array(strings.length);
  for (let i = 0; i < all.length; i++) all[i] = i;
  return Uint32Array.from(orderFrom(strings, all, 0));
}

/** `positions` of `strings`, whose strings share their first `depth` pairs of units (a missing one as 0), sorted (a new array). */
function orderFrom(strings: readonly string[], positions: Uint32Array | readonly number[], depth: number): readonly number[] | Uint32Array {
  const n = positions.length;
  if (n < MIN_RUN || n >= POSITION_SPAN || depth >= MAX_DEPTH) {
    const byString = (a: number, b: number) => {
      const [x, y] = [strings[a]!, strings[b]!];
      return x < y ? -1 : x > y ? 1 : a - b;
    };
    return Array.from(positions).sort(byString);
  }
  // Each key is the prefix at this depth and the position within `positions` (exact in a double).
  const keys = new Float64Array(n);
  for (let k = 0; k < n; k++) keys[k] = prefixKey(strings[positions[k]!]!, 2 * depth) * POSITION_SPAN + k;
  keys.sort();
  const out: number[] = [];
  for (let start = 0; start < n; ) {
    const prefix = Math.floor(keys[start]! / POSITION_SPAN);
    let end = start + 1;
    while (end < n && Math.floor(keys[end]! / POSITION_SPAN) === prefix) end++;
    // Within a run, positions ascend: equal strings stay in their first order.
    const run: number[] = [];
    for (let k = start; k < end; k++) run.push(positions[keys[k]! % POSITION_SPAN]!);
    for (const r of run.length === 1 ? run : orderFrom(strings, run, depth + 1)) out.push(r);
    start = end;
  }
  return out;
}
