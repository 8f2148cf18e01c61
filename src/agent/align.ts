/** The line-by-line alignment of a block's ORIGINAL with its UPDATED: which lines stay, go, or come. */
import { diffArrays } from 'diff';

/** Beyond this many differing lines between ORIGINAL and UPDATED, the whole block counts as replaced. */
const MAX_ALIGNMENT_EDITS = 4_000;

/** One step from ORIGINAL to UPDATED: keep or remove ORIGINAL line `orig`, or add `line`. */
export type Op = { kind: 'keep' | 'remove'; orig: number } | { kind: 'add'; line: string };

/**
 * A shortest edit from ORIGINAL to UPDATED (removals before additions in each gap). Equal ends are
 * peeled off first, and the middle is diffed only on lines both sides hold, which gives the same
 * longest common subsequence at a fraction of the cost when most lines were rewritten.
 */
export function alignLines(orig: readonly string[], upd: readonly string[]): Op[] {
  let head = 0;
  while (head < orig.length && head < upd.length && orig[head] === upd[head]) head++;
  let tail = 0;
  while (tail < orig.length - head && tail < upd.length - head && orig[orig.length - 1 - tail] === upd[upd.length - 1 - tail]) tail++;
  const origEnd = orig.length - tail;
  const updEnd = upd.length - tail;
  const inUpd = new Set(upd.slice(head, updEnd));
  const inOrig = new Set(orig.slice(head, origEnd));
  const origShared: number[] = [];
  const updShared: number[] = [];
  for (let i = head; i < origEnd; i++) if (inUpd.has(orig[i]!)) origShared.push(i);
  for (let j = head; j < updEnd; j++) if (inOrig.has(upd[j]!)) updShared.push(j);
  const pairs: Array<[number, number]> = [];
  const changes = diffArrays(
    origShared.map((i) => orig[i]!),
    updShared.map((j) => upd[j]!),
    { maxEditLength: MAX_ALIGNMENT_EDITS },
  );
  let a = 0;
  let b = 0;
  for (const change of changes ?? []) {
    if (change.added) b += change.count;
    else if (change.removed) a += change.count;
    else for (let k = 0; k < change.count; k++) pairs.push([origShared[a++]!, updShared[b++]!]);
  }
  const ops: Op[] = [];
  for (let i = 0; i < head; i++) ops.push({ kind: 'keep', orig: i });
  let i = head;
  let j = head;
  for (const [pi, pj] of [...pairs, [origEnd, updEnd] as [number, number]]) {
    while (i < pi) ops.push({ kind: 'remove', orig: i++ });
    while (j < pj) ops.push({ kind: 'add', line: upd[j++]! });
    if (pi < origEnd) ops.push({ kind: 'keep', orig: i++ });
    j = pj + 1;
  }
  for (let k = origEnd; k < orig.length; k++) ops.push({ kind: 'keep', orig: k });
  return ops;
}

/** The ORIGINAL lines UPDATED removes. */
export function removedLines(orig: readonly string[], upd: readonly string[]): Set<number> {
  return new Set(alignLines(orig, upd).flatMap((op) => (op.kind === 'remove' ? [op.orig] : [])));
}
