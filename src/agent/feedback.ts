/**
 * What the model is told when a block fails: why, where ORIGINAL fits more than once, the closest real
 * lines when it fits nowhere, whether the change seems made already, and which blocks did match.
 */
import { exactKey, findContiguous, trimEndKey, trimKey, type LineIndex } from './line-index.js';
import { isBlank, isElisionLine, plural, range, stripCr } from './lines.js';
import { MAX_COUNTED_PLACES, MAX_LISTED_PLACES, type MatchStrategy } from './match.js';

/** At most this many of the closest file lines are quoted back to the model. */
export const MAX_CLOSEST_LINES = 60;

const WORD = /[A-Za-z_$][\w$]*|\d+/g;

/**
 * The window of file lines sharing the most of ORIGINAL's words, rare words counting more. The window is
 * half again as long as ORIGINAL (room for lines it left out), then loses edge lines with none of its words.
 */
function closestWindow(lines: readonly string[], orig: readonly string[]): [number, number] | null {
  const wanted = new Set<string>();
  for (const line of orig) if (!isElisionLine(line)) for (const w of line.match(WORD) ?? []) wanted.add(w);
  if (wanted.size === 0 || lines.length === 0) return null;
  const lineWords = lines.map((line) => [...new Set((line.match(WORD) ?? []).filter((w) => wanted.has(w)))]);
  const df = new Map<string, number>();
  for (const words of lineWords) for (const w of words) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = (w: string): number => Math.log(1 + lines.length / df.get(w)!);
  const width = Math.min(orig.length + Math.ceil(orig.length / 2), lines.length);
  const inWindow = new Map<string, number>();
  let score = 0;
  let best = 0;
  let bestStart = -1;
  for (let i = 0; i < lines.length; i++) {
    for (const w of lineWords[i]!) {
      const n = inWindow.get(w) ?? 0;
      if (n === 0) score += idf(w);
      inWindow.set(w, n + 1);
    }
    if (i >= width) {
      for (const w of lineWords[i - width]!) {
        const n = inWindow.get(w)!;
        if (n === 1) score -= idf(w);
        inWindow.set(w, n - 1);
      }
    }
    if (i >= width - 1 && score > best + 1e-9) {
      best = score;
      bestStart = i - width + 1;
    }
  }
  if (bestStart < 0) return null;
  let start = bestStart;
  let end = bestStart + width;
  while (end - start > 1 && lineWords[start]!.length === 0) start++;
  while (end - start > 1 && lineWords[end - 1]!.length === 0) end--;
  return [start, end];
}

/** Says why ORIGINAL was not found (which of its lines the file lacks), and quotes the closest real lines. */
export function missingFeedback(index: LineIndex, orig: readonly string[], reason: string, explain: boolean): { reason: string; closest: string | null } {
  let text = reason;
  if (explain) {
    const present = new Set(index.keyed(trimKey).keys);
    const absent = orig.findIndex((l) => !isBlank(l) && !isElisionLine(l) && !present.has(l.trim()));
    if (absent >= 0) text += ` (ORIGINAL line ${absent + 1}, \`${orig[absent]!.trim()}\`, appears nowhere in the file)`;
    else text += ' (each of its lines is in the file, but not together in this order)';
  }
  const window = closestWindow(index.lines, orig);
  if (!window) return { reason: `${text}.`, closest: null };
  const shown: [number, number] = [window[0], Math.min(window[1], window[0] + MAX_CLOSEST_LINES)];
  const closest = index.lines.slice(shown[0], shown[1]).map(stripCr).join('\n');
  return { reason: `${text}. The closest lines are ${range(shown)}, given in \`closest\`; copy the lines to change exactly into ORIGINAL.`, closest };
}

/** Where UPDATED's text already stands in the file (it has lines ORIGINAL lacks), or null. */
export function alreadyPresent(index: LineIndex, orig: readonly string[], upd: readonly string[]): [number, number] | null {
  const origKeys = new Set(orig.map(trimKey));
  if (!upd.some((l) => !isBlank(l) && !origKeys.has(l.trim()))) return null;
  let from = 0;
  let to = upd.length;
  while (from < to && isBlank(upd[from]!)) from++;
  while (to > from && isBlank(upd[to - 1]!)) to--;
  const core = upd.slice(from, to);
  for (const key of [exactKey, trimEndKey, trimKey]) {
    const starts = findContiguous(index.keyed(key), core.map(key), 1);
    if (starts.length > 0) return [starts[0]!, starts[0]! + core.length];
  }
  return null;
}

/** Appended to every failure of a file: nothing changed, and which blocks did match. */
export function unchangedNote(path: string, matched: readonly number[]): string {
  if (matched.length === 0) return ` ${path} was left unchanged.`;
  const list = matched.join(', ');
  return ` ${path} was left unchanged: ${plural(matched.length, 'block', 'blocks')} ${list} matched but ${plural(matched.length, 'was', 'were')} not applied because a block of the same file failed; send all of its blocks again.`;
}

/** Why an ORIGINAL that fits several places was refused, naming the places. */
export function ambiguousReason(path: string, strategy: MatchStrategy, found: ReadonlyArray<readonly [number, number]>): string {
  const listed = [...new Set(found.map(range))];
  const places = listed.slice(0, MAX_LISTED_PLACES).join(', ');
  const more = listed.length > MAX_LISTED_PLACES ? ', ...' : '';
  if (strategy === 'elision') {
    return (
      `the parts of ORIGINAL around its \`...\` lines fit ${path} in more than one way (${places}${more}); ` +
      'quote more lines next to each `...` (or the left-out lines themselves) so that they fit only one way'
    );
  }
  const count = found.length >= MAX_COUNTED_PLACES ? `more than ${MAX_LISTED_PLACES}` : String(found.length);
  return `ORIGINAL matches ${count} places in ${path} (${places}${more}); add more of the surrounding lines so that it matches only one`;
}

/** Why a block whose change seems made already (its UPDATED text stands at `at`) was refused. */
export function alreadyAppliedReason(path: string, at: readonly [number, number]): string {
  return `ORIGINAL is not in ${path}, but the UPDATED text is already present (${range(at)}): this change seems to be made already, so leave this block out`;
}
