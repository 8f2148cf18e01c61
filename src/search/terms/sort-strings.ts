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
  const sorted = sortFrom(strings, 0);
  for (let i = 0; i < sorted.length; i++) strings[i] = sorted[i]!;
  return strings;
}

/** `strings`, which share their first `depth` pairs of units (a missing one as 0), sorted (a new array). */
function sortFrom(strings: readonly string[], depth: number): string[] {
  const n = strings.length;
  if (n < MIN_RUN || n >= POSITION_SPAN || depth >= MAX_DEPTH) return strings.slice().sort();
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = prefixKey(strings[i]!, 2 * depth) * POSITION_SPAN + i;
  keys.sort();
  const out: string[] = [];
  for (let start = 0; start < n; ) {
    const prefix = Math.floor(keys[start]! / POSITION_SPAN);
    let end = start + 1;
    while (end < n && Math.floor(keys[end]! / POSITION_SPAN) === prefix) end++;
    // Within a run, positions ascend: equal strings stay in their first order.
    const run: string[] = [];
    for (let k = start; k < end; k++) run.push(strings[keys[k]! % POSITION_SPAN]!);
    for (const r of run.length === 1 ? run : sortFrom(run, depth + 1)) out.push(r);
    start = end;
  }
  return out;
}
