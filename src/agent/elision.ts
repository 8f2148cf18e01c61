/**
 * Placing an ORIGINAL that leaves lines out with `...`: each quoted part matches contiguously and in
 * order, each `...` standing for any lines between two parts (none included).
 *
 * When the parts fit only one way, that is the match. When they fit several ways, the tightest
 * placement is taken only if it is the one placement where no `...` can stand for fewer lines, and every
 * quoted line matches its file line exactly. Otherwise the placements come back as ambiguous: a part is
 * never placed at a guess, and two equally tight placements are never chosen between.
 *
 * Leading and trailing parts that UPDATED repeats verbatim change nothing wherever they sit (the lines
 * between them and the next part are kept too), so they do not decide the place: a blank line, `}` or
 * `"""` before a `...` fits many places. The other parts are placed by the rules above, among the
 * places that leave room for those parts before and after them; only when they fit more than one way
 * do all parts decide together.
 */
import { exactKey, findContiguous, trimEndKey, type KeyFn, type LineIndex } from './line-index.js';
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

/** The placements of `parts` by the rules of the module comment (`exact` says whether a placement quotes every line exactly). */
function choose(parts: Parts, exact: (place: Placement) => boolean): { placements: Placement[]; tightest: boolean } {
  if (parts.starts.some((s) => s.length === 0)) return { placements: [], tightest: false };
  const spread = spreadPlacements(parts);
  if (spread.length <= 1) return { placements: spread, tightest: false };
  const tight = tightPlacements(parts);
  if (tight.length === 1 && exact(tight[0]!)) return { placements: tight, tightest: true };
  return { placements: tight.length > 1 ? tight : spread, tightest: false };
}

const INVALID_PART = 'a `...` line must sit between quoted lines: ORIGINAL may not start or end with one, nor hold two in a row';

/**
 * The parts [from, to) that decide the place: the leading and trailing parts that UPDATED repeats
 * verbatim (same `...` lines, same text) change nothing wherever they sit, so they do not pin the place
 * (a blank line, `}` or `"""` before a `...` fits many places). At least one part always decides.
 */
export function pinningParts(orig: readonly string[], upd: readonly string[]): [number, number] {
  const origParts = elisionParts(orig);
  const updParts = elisionParts(upd);
  const count = origParts.length;
  if (updParts.length !== count || count < 2) return [0, count];
  const same = (k: number): boolean => {
    const [of, ot] = origParts[k]!;
    const [uf, ut] = updParts[k]!;
    return ot - of === ut - uf && orig.slice(of, ot).every((line, j) => line === upd[uf + j]);
  };
  let from = 0;
  while (from < count && same(from)) from++;
  if (from === count) return [0, count];
  let to = count;
  while (to > from + 1 && same(to - 1)) to--;
  return [from, to];
}

/** Where each part of ORIGINAL (split at its `...` lines) matches contiguously, lines compared by `key`. */
export function partsOf(index: LineIndex, orig: readonly string[], key: KeyFn = trimEndKey): Parts {
  const keyed = index.keyed(key);
  const ranges = elisionParts(orig);
  return {
    starts: ranges.map(([from, to]) => findContiguous(keyed, orig.slice(from, to).map(key))),
    lengths: ranges.map(([from, to]) => to - from),
    size: keyed.keys.length,
  };
}

/**
 * The deciding parts [from, to) with only the places that leave room for the parts before them (in
 * order, from the file's start) and after them (in order, to its end); undefined when those do not fit.
 */
export function pinnedParts({ starts, lengths, size }: Parts, [from, to]: [number, number]): Parts | undefined {
  let earliest = 0;
  for (let k = 0; k < from; k++) {
    const at = firstAtOrAfter(starts[k]!, earliest);
    if (at === undefined) return undefined;
    earliest = at + lengths[k]!;
  }
  let latest = size;
  for (let k = starts.length - 1; k >= to; k--) {
    const at = lastAtOrBefore(starts[k]!, latest - lengths[k]!);
    if (at === undefined) return undefined;
    latest = at;
  }
  return {
    starts: starts.slice(from, to).map((s, k) => s.filter((at) => at >= earliest && at + lengths[from + k]! <= latest)),
    lengths: lengths.slice(from, to),
    size,
  };
}

/**
 * Places the deciding parts [from, to) alone (`pinnedParts`); the others then take their nearest
 * places around them. `exact` is asked about placements of the deciding parts only.
 */
function placeAroundPinned(parts: Parts, [from, to]: [number, number], exact: (place: Placement) => boolean): { placements: Placement[]; tightest: boolean } {
  const { starts, lengths } = parts;
  const pinned = pinnedParts(parts, [from, to]);
  if (!pinned) return { placements: [], tightest: false };
  const chosen = choose(pinned, exact);
  const complete = (place: Placement): Placement => {
    const full = [...new Array<number>(from).fill(0), ...place, ...new Array<number>(starts.length - to).fill(0)];
    for (let k = from - 1; k >= 0; k--) full[k] = lastAtOrBefore(starts[k]!, full[k + 1]! - lengths[k]!)!;
    for (let k = to; k < starts.length; k++) full[k] = firstAtOrAfter(starts[k]!, full[k - 1]! + lengths[k - 1]!)!;
    return full;
  };
  return { placements: chosen.placements.map(complete), tightest: chosen.tightest };
}

/**
 * Where ORIGINAL, which holds `...` lines, fits the file (see the module comment for the rules). Given
 * UPDATED, the leading and trailing parts it repeats verbatim do not pin the place (`pinningParts`):
 * the other parts are placed first, and only when they fit more than one way do all parts decide
 * together, as they do without UPDATED. Only the deciding parts may be blank lines alone.
 */
export function placeElision(index: LineIndex, orig: readonly string[], upd?: readonly string[]): ElisionFit {
  const ranges = elisionParts(orig);
  const pinning = upd ? pinningParts(orig, upd) : ([0, ranges.length] as [number, number]);
  const floats = pinning[0] > 0 || pinning[1] < ranges.length;
  const blankOnly = (k: number): boolean => !orig.slice(ranges[k]![0], ranges[k]![1]).some((l) => !isBlank(l));
  const invalid = ranges.some(([from, to], k) => from === to || (blankOnly(k) && k >= pinning[0] && k < pinning[1]));
  if (invalid) return { kind: 'invalid', reason: INVALID_PART };
  const parts = partsOf(index, orig);
  const all = (): { placements: Placement[]; tightest: boolean } => choose(parts, (place) => quotedExactly(index, orig, ranges, place));
  if (!floats) return { kind: 'placements', ...all() };
  const pinned = ranges.slice(...pinning);
  const around = placeAroundPinned(parts, pinning, (place) => quotedExactly(index, orig, pinned, place));
  if (around.placements.length <= 1 || ranges.some((_, k) => blankOnly(k))) return { kind: 'placements', ...around };
  // The floating parts may still tell the deciding parts' places apart, as they did before.
  const together = all();
  return { kind: 'placements', ...(together.placements.length === 1 ? together : around) };
}
