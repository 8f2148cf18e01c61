/**
 * Placing an ORIGINAL that leaves lines out with `...`: each quoted part matches contiguously and in
 * order, each `...` standing for any lines between two parts (none included).
 *
 * When the parts fit only one way, that is the match. When they fit several ways, the tightest
 * placement is taken only if it is the one placement where no `...` can stand for fewer lines, and every
 * quoted line matches its file line exactly. Otherwise the placements come back as ambiguous: a part is
 * never placed at a guess, and two equally tight placements are never chosen between.
 */
import { exactKey, findContiguous, trimEndKey, type LineIndex } from './line-index.js';
import { elisionParts, isBlank } from './lines.js';

/** The file line where each quoted part of ORIGINAL starts, in order. */
export type Placement = number[];

export type ElisionFit =
  | { kind: 'invalid'; reason: string }
  /**
   * One placement: the match (`tightest` when it was preferred over looser ones). Several: the ways the
   * parts fit, which make the match ambiguous. None: ORIGINAL is not in the file.
   */
  | { kind: 'placements'; placements: Placement[]; tightest: boolean };

/** At most about this many placements are looked for; more are as ambiguous as two. */
const MAX_PLACEMENTS = 6;

/** The first of the ascending `starts` at or after `pos`. */
function firstAtOrAfter(starts: readonly number[], pos: number): number | undefined {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! < pos) lo = mid + 1;
    else hi = mid;
  }
  return starts[lo];
}

/** The last of the ascending `starts` at or before `pos`. */
function lastAtOrBefore(starts: readonly number[], pos: number): number | undefined {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? starts[lo - 1] : undefined;
}

/** Where each part can sit, and how long each part is. */
export interface Parts {
  /** Ascending file lines where each part matches contiguously. */
  starts: number[][];
  lengths: number[];
  /** The file's length in lines. */
  size: number;
}

/**
 * Every placement is found around the places of the part with the fewest (the anchor): around each,
 * the other parts are placed as early and as late as they fit. The parts fit only one way when this
 * gives one placement; otherwise it gives at least two different ones.
 */
function spreadPlacements({ starts, lengths, size }: Parts): Placement[] {
  const last = starts.length - 1;
  let anchor = 0;
  starts.forEach((s, k) => {
    const best = starts[anchor]!;
    if (s.length < best.length || (s.length === best.length && lengths[k]! > lengths[anchor]!)) anchor = k;
  });
  const placements: Placement[] = [];
  for (const at of starts[anchor]!) {
    const early = new Array<number>(starts.length).fill(-1);
    const late = new Array<number>(starts.length).fill(-1);
    early[anchor] = late[anchor] = at;
    let fits = true;
    // Parts before the anchor: latest places backwards from it, earliest forwards from the file's start.
    for (let k = anchor - 1; k >= 0 && fits; k--) {
      const found = lastAtOrBefore(starts[k]!, late[k + 1]! - lengths[k]!);
      if (found === undefined) fits = false;
      else late[k] = found;
    }
    for (let k = 0; k < anchor && fits; k++) early[k] = firstAtOrAfter(starts[k]!, k === 0 ? 0 : early[k - 1]! + lengths[k - 1]!)!;
    // Parts after it: earliest places forwards from it, latest backwards from the file's end.
    for (let k = anchor + 1; k <= last && fits; k++) {
      const found = firstAtOrAfter(starts[k]!, early[k - 1]! + lengths[k - 1]!);
      if (found === undefined) fits = false;
      else early[k] = found;
    }
    for (let k = last; k > anchor && fits; k--) {
      late[k] = lastAtOrBefore(starts[k]!, k === last ? size - lengths[k]! : late[k + 1]! - lengths[k]!)!;
    }
    if (!fits) continue;
    placements.push(early);
    if (late.some((p, k) => p !== early[k])) placements.push(late);
    if (placements.length > MAX_PLACEMENTS) break;
  }
  return placements;
}

/**
 * The tight placements: those where no `...` could stand for fewer lines, because no part has another
 * place inside the gap next to it (the next part starts at its first place after the gap opens, and
 * this part at its last place before the gap closes). At most `MAX_PLACEMENTS` are found.
 */
export function tightPlacements({ starts, lengths }: Parts): Placement[] {
  const last = starts.length - 1;
  const tight: Placement[] = [];
  for (const first of starts[0]!) {
    const place = [first];
    for (let k = 0; k < last; k++) {
      const next = firstAtOrAfter(starts[k + 1]!, place[k]! + lengths[k]!);
      if (next === undefined) return tight; // a later first place fits no better
      place.push(next);
    }
    const closes = place.every((p, k) => k === last || lastAtOrBefore(starts[k]!, place[k + 1]! - lengths[k]!) === p);
    if (closes) tight.push(place);
    if (tight.length >= MAX_PLACEMENTS) break;
  }
  return tight;
}

/** Whether every quoted line of ORIGINAL equals its file line exactly (line ends aside) at `place`. */
function quotedExactly(index: LineIndex, orig: readonly string[], parts: ReadonlyArray<[number, number]>, place: Placement): boolean {
  const keys = index.keyed(exactKey).keys;
  return parts.every(([from, to], k) => {
    for (let j = from; j < to; j++) if (keys[place[k]! + (j - from)] !== orig[j]) return false;
    return true;
  });
}

/** Where ORIGINAL, which holds `...` lines, fits the file (see the module comment for the rules). */
export function placeElision(index: LineIndex, orig: readonly string[]): ElisionFit {
  const ranges = elisionParts(orig);
  if (ranges.some(([from, to]) => !orig.slice(from, to).some((l) => !isBlank(l)))) {
    return { kind: 'invalid', reason: 'a `...` line must sit between quoted lines: ORIGINAL may not start or end with one, nor hold two in a row' };
  }
  const keyed = index.keyed(trimEndKey);
  const parts: Parts = {
    starts: ranges.map(([from, to]) => findContiguous(keyed, orig.slice(from, to).map(trimEndKey))),
    lengths: ranges.map(([from, to]) => to - from),
    size: keyed.keys.length,
  };
  if (parts.starts.some((s) => s.length === 0)) return { kind: 'placements', placements: [], tightest: false };
  const spread = spreadPlacements(parts);
  if (spread.length <= 1) return { kind: 'placements', placements: spread, tightest: false };
  const tight = tightPlacements(parts);
  if (tight.length === 1 && quotedExactly(index, orig, ranges, tight[0]!)) return { kind: 'placements', placements: tight, tightest: true };
  return { kind: 'placements', placements: tight.length > 1 ? tight : spread, tightest: false };
}
