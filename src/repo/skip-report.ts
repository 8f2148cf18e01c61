/**
 * What the index holds and left out, told to the user: the indexed files by where their record came
 * from, what was left out by reason, and a notice naming the files left out because something went
 * wrong (unreadable, over the memory budget, analysis failed) rather than by a choice of the
 * repository or its settings (binary, generated, vendored, excluded, ...).
 */
import { RETRIED_SKIPS, SKIP_REASONS, type SkipReason, type Skipped } from './classify.js';

/** Files named in a notice; the others are counted. */
export const NOTICE_FILES = 5;
/** Characters of a skip's detail kept in a notice. */
const NOTICE_DETAIL_CHARS = 120;

/** How many files were left out for each reason, in the order of SKIP_REASONS (reasons with none left out). */
export function skipCounts(skipped: readonly Skipped[]): Partial<Record<SkipReason, number>> {
  const counts = new Map<SkipReason, number>();
  for (const s of skipped) counts.set(s.reason, (counts.get(s.reason) ?? 0) + 1);
  const out: Partial<Record<SkipReason, number>> = {};
  for (const reason of SKIP_REASONS) {
    const n = counts.get(reason);
    if (n) out[reason] = n;
  }
  return out;
}

/** `1 file`, `2 files`. */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * `229 files indexed: 229 reused, 0 re-hashed, 0 parsed`: the indexed files by where their record
 * came from (the persisted index unread, read and found known, or parsed now), adding up to the first
 * number; files left out are told apart (describeSkips).
 */
export function describeIndexed(stats: { files: number; indexedFrom?: { reused: number; rehashed: number; parsed: number } }): string {
  const from = stats.indexedFrom ?? { reused: 0, rehashed: 0, parsed: stats.files };
  return `${countOf(stats.files, 'file')} indexed: ${from.reused} reused, ${from.rehashed} re-hashed, ${from.parsed} parsed`;
}

/** `12 skipped (8 binary, 3 too-large, 1 unreadable)`, most first; `0 skipped` when none. */
export function describeSkips(skipped: readonly Skipped[]): string {
  if (skipped.length === 0) return '0 skipped';
  const parts = Object.entries(skipCounts(skipped))
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${n} ${reason}`);
  return `${skipped.length} skipped (${parts.join(', ')})`;
}

/**
 * One line naming the files left out because something went wrong, with why (the first
 * NOTICE_FILES, by path; the rest counted), or undefined when there are none. Such files are read
 * again by the next run.
 */
export function troubleNotice(skipped: readonly Skipped[]): string | undefined {
  const trouble = skipped.filter((s) => RETRIED_SKIPS.has(s.reason)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  if (trouble.length === 0) return undefined;
  const named = trouble.slice(0, NOTICE_FILES).map((s) => `${s.path} (${s.reason}${s.detail ? `: ${shorten(s.detail)}` : ''})`);
  const more = trouble.length > NOTICE_FILES ? `, and ${trouble.length - NOTICE_FILES} more` : '';
  const files = trouble.length === 1 ? '1 file was' : `${trouble.length} files were`;
  return `${files} left out of the index: ${named.join(', ')}${more}. The next run reads them again.`;
}

function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > NOTICE_DETAIL_CHARS ? `${line.slice(0, NOTICE_DETAIL_CHARS - 1)}…` : line;
}
