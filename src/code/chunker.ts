/**
 * Splits a file into chunks that follow the syntax tree: functions and classes stay whole when they
 * fit, small neighbours are merged, oversized nodes are split along their children. Chunks are
 * 1-based inclusive line ranges that partition the file: every line is in exactly one chunk.
 */
import type { Node } from 'web-tree-sitter';

export interface LineRange {
  startLine: number;
  endLine: number;
}

/** Bigger sources are chunked by lines without a parse (generated tables, vendored amalgamations). */
export const MAX_PARSE_CHARS = 2_000_000;
/** Aim for chunks of about this many characters. */
export const CHUNK_MAX_CHARS = 1_500;
/** Neighbouring chunks smaller than this (non-blank characters) are merged while the result fits. */
export const CHUNK_MIN_CHARS = 500;
/** Fallback windows for files without a parser. */
export const WINDOW_MAX_LINES = 60;

/** Per-line character counts and prefix sums, so a row range's size is O(1). */
export class LineSizes {
  readonly count: number;
  private readonly prefix: Float64Array;
  private readonly nonBlankPrefix: Float64Array;

  constructor(text: string) {
    const lengths: number[] = [];
    const nonBlank: number[] = [];
    let start = 0;
    for (;;) {
      const nl = text.indexOf('\n', start);
      const end = nl === -1 ? text.length : nl;
      lengths.push(end - start + 1);
      let solid = 0;
      for (let i = start; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c !== 32 && c !== 9 && c !== 13) solid++;
      }
      nonBlank.push(solid);
      if (nl === -1) break;
      start = nl + 1;
    }
    // A trailing newline does not start another line.
    if (text.endsWith('\n') && lengths.length > 1) {
      lengths.pop();
      nonBlank.pop();
    }
    this.count = lengths.length;
    this.prefix = new Float64Array(this.count + 1);
    this.nonBlankPrefix = new Float64Array(this.count + 1);
    for (let i = 0; i < this.count; i++) {
      this.prefix[i + 1] = this.prefix[i]! + lengths[i]!;
      this.nonBlankPrefix[i + 1] = this.nonBlankPrefix[i]! + nonBlank[i]!;
    }
  }

  /** Characters in rows a..b (0-based, inclusive). */
  size(a: number, b: number): number {
    return this.prefix[b + 1]! - this.prefix[a]!;
  }

  solid(a: number, b: number): number {
    return this.nonBlankPrefix[b + 1]! - this.nonBlankPrefix[a]!;
  }
}

type Rows = [number, number];

function windowRows(start: number, end: number, sizes: LineSizes, out: Rows[]): void {
  let a = start;
  while (a <= end) {
    let b = a;
    while (b < end && b - a + 1 < WINDOW_MAX_LINES && sizes.size(a, b + 1) <= CHUNK_MAX_CHARS) b++;
    out.push([a, b]);
    a = b + 1;
  }
}

/**
 * Groups the children of `root` into row spans of at most CHUNK_MAX_CHARS, going into big ones (in
 * no particular order: `partition` sorts the spans). A node on one row cannot be split into lines,
 * so it is not gone into; the rest is walked with a stack of its own, as deep as the tree is (code
 * nested thousands of levels deep would overflow the call stack).
 */
function spansOf(root: Node, sizes: LineSizes, out: Rows[]): void {
  const todo: Node[] = [root];
  for (let node = todo.pop(); node; node = todo.pop()) {
    let current: Rows | undefined;
    // All the children at once: asking for child i walks the first i (quadratic with thousands).
    for (const child of node.children) {
      if (!child) continue;
      const s = child.startPosition.row;
      const e = Math.min(child.endPosition.row, sizes.count - 1);
      if (e < s) continue;
      if (sizes.size(s, e) > CHUNK_MAX_CHARS) {
        if (current) out.push(current);
        current = undefined;
        if (e > s && child.childCount > 0) todo.push(child);
        else windowRows(s, e, sizes, out);
        continue;
      }
      if (current && sizes.size(current[0], e) > CHUNK_MAX_CHARS) {
        out.push(current);
        current = undefined;
      }
      current = current ? [current[0], Math.max(current[1], e)] : [s, e];
    }
    if (current) out.push(current);
  }
}

/** Turns possibly overlapping or gapped spans into a partition of rows 0..count-1. */
function partition(spans: Rows[], count: number): Rows[] {
  spans.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: Rows[] = [];
  let next = 0;
  for (const [s0, e] of spans) {
    if (e < next) continue;
    const s = Math.max(s0, next);
    if (s > next) {
      // A gap (blank lines, comments between nodes) joins the previous chunk, or starts the file.
      if (out.length > 0) out[out.length - 1]![1] = s - 1;
      else out.push([next, s - 1]);
    }
    out.push([s, e]);
    next = e + 1;
  }
  if (next <= count - 1) {
    if (out.length > 0) out[out.length - 1]![1] = count - 1;
    else out.push([0, count - 1]);
  }
  return out;
}

/** Merges small neighbours while the merged chunk stays within CHUNK_MAX_CHARS. */
function mergeSmall(rows: Rows[], sizes: LineSizes): Rows[] {
  const out: Rows[] = [];
  for (const r of rows) {
    const last = out[out.length - 1];
    if (
      last &&
      (sizes.solid(last[0], last[1]) < CHUNK_MIN_CHARS || sizes.solid(r[0], r[1]) < CHUNK_MIN_CHARS) &&
      sizes.size(last[0], r[1]) <= CHUNK_MAX_CHARS
    ) {
      last[1] = r[1];
    } else {
      out.push([r[0], r[1]]);
    }
  }
  return out;
}

function toRanges(rows: Rows[]): LineRange[] {
  return rows.map(([s, e]) => ({ startLine: s + 1, endLine: e + 1 }));
}

/** Chunks a parsed file along its syntax tree. */
export function chunkTree(root: Node, text: string, sizes: LineSizes = new LineSizes(text)): LineRange[] {
  if (text.length === 0) return [];
  const spans: Rows[] = [];
  spansOf(root, sizes, spans);
  return toRanges(mergeSmall(partition(spans, sizes.count), sizes));
}

/** Chunks a file without a parser into windows of lines. */
export function chunkLines(text: string, sizes: LineSizes = new LineSizes(text)): LineRange[] {
  if (text.length === 0) return [];
  const rows: Rows[] = [];
  windowRows(0, sizes.count - 1, sizes, rows);
  return toRanges(rows);
}
