/**
 * The typical slips a model makes when it writes an edit block, made on purpose on a correct block for
 * the edit benchmark (edit-bench.ts documents the rules). Pure: lines in, lines out.
 */
import { isCommentLine } from './lines.js';

/**
 * `none` (the block as is), `indentation` (the block's common indentation removed, or four spaces
 * added when it has none), `dropped-comments` (comment-only context lines left out),
 * `trailing-whitespace` (every other ORIGINAL line and its copy in UPDATED with trailing whitespace
 * added, or removed where it had some), `elision` (a middle run of unchanged lines replaced by `...` in
 * both parts), `elision-after-common` (the block's leading blank or common lines kept, then `...` for the
 * unchanged lines that follow them, as models elide from the first line of a block), `crlf` (the file has
 * CRLF line ends; the block has LF).
 */
export const SLIP_KINDS = ['none', 'indentation', 'dropped-comments', 'trailing-whitespace', 'elision', 'elision-after-common', 'crlf'] as const;
export type SlipKind = (typeof SLIP_KINDS)[number];

/** A block line: in both parts (`context`), only in ORIGINAL (`removed`) or only in UPDATED (`added`). */
export interface BlockLine {
  kind: 'context' | 'removed' | 'added';
  text: string;
}

/** Indentation the indentation slip adds when a block has none to remove. */
const ADDED_INDENT = '    ';
/** Trailing whitespace the trailing-whitespace slip adds. */
const ADDED_TRAILING = '  ';
/** The elision slip is made only on blocks whose ORIGINAL has at least this many lines. */
export const MIN_ELISION_BLOCK_LINES = 8;
/** The elision slip leaves out at least this many unchanged lines. */
export const MIN_ELIDED_LINES = 2;
/** Both parts keep at least this many lines on each side of the `...`. */
export const MIN_KEPT_LINES = 2;

/** The elision-after-common slip keeps this many unchanged lines before the first change. */
export const MIN_KEPT_AFTER_COMMON = 1;

/** A line made only of brackets, perhaps ending in `;` or `,` (`}`, `});`, `],`). */
const LONE_BRACKET = /^[()[\]{}]+[;,]?$/;

/** A line a model would keep next to a `...`: neither blank nor a lone bracket. */
export const isSubstantial = (text: string): boolean => {
  const trimmed = text.trim();
  return trimmed !== '' && !LONE_BRACKET.test(trimmed);
};

/**
 * A line that says little about where it is: blank, a lone bracket, a lone docstring or comment
 * delimiter, or a bare keyword that closes or continues a block (`end`, `else:`, `pass`, `return`).
 */
const COMMON_LINE = /^(?:[()[\]{}]+[;,]?|"""|'''|```|\/\*\*?|\*\/|end|else:?|\} else \{|fi|done|esac|pass|return;?|break;?|continue;?)$/;

export const isCommonLine = (text: string): boolean => {
  const trimmed = text.trim();
  return trimmed === '' || COMMON_LINE.test(trimmed);
};

export const originalOf = (lines: readonly BlockLine[]): string[] => lines.filter((l) => l.kind !== 'added').map((l) => l.text);
export const updatedOf = (lines: readonly BlockLine[]): string[] => lines.filter((l) => l.kind !== 'removed').map((l) => l.text);

function commonIndent(lines: readonly string[]): string {
  let common: string | null = null;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const indent = /^\s*/.exec(line)![0];
    if (common === null) common = indent;
    else {
      let n = 0;
      while (n < common.length && n < indent.length && common[n] === indent[n]) n++;
      common = common.slice(0, n);
    }
  }
  return common ?? '';
}

/**
 * Comment-only context lines left out, run by run. Only runs between unchanged lines go: next to
 * changed lines, leaving them out would make the block say something else (whether the comment stays,
 * where new lines go relative to it).
 */
function dropComments(lines: readonly BlockLine[], path: string): BlockLine[] | null {
  const droppable = (l: BlockLine): boolean => l.kind === 'context' && isCommentLine(l.text, path);
  const kept: BlockLine[] = [];
  for (let i = 0; i < lines.length; ) {
    if (!droppable(lines[i]!)) {
      kept.push(lines[i++]!);
      continue;
    }
    let j = i;
    while (j < lines.length && droppable(lines[j]!)) j++;
    const unchanged = (l: BlockLine | undefined): boolean => l === undefined || l.kind === 'context';
    if (!unchanged(lines[i - 1]) || !unchanged(lines[j])) kept.push(...lines.slice(i, j));
    i = j;
  }
  if (kept.length === lines.length || !kept.some((l) => l.kind !== 'added' && l.text.trim() !== '')) return null;
  return kept;
}

/**
 * Whether a `...` may stand in for lines from `at` on (`side` 'before') or up to `at` (`side` 'after'):
 * ORIGINAL and UPDATED each keep at least `MIN_KEPT_LINES` lines on that side, and the line of each
 * next to the `...` is substantial.
 */
function keepsEnough(lines: readonly BlockLine[], at: number, side: 'before' | 'after'): boolean {
  for (const skipped of ['added', 'removed'] as const) {
    const kept = side === 'before' ? lines.slice(0, at) : lines.slice(at);
    const part = kept.filter((l) => l.kind !== skipped);
    const next = side === 'before' ? part[part.length - 1] : part[0];
    if (part.length < MIN_KEPT_LINES || !next || !isSubstantial(next.text)) return false;
  }
  return true;
}

/**
 * The widest middle run of unchanged lines replaced by one `...` line, the way models elide: only in
 * blocks whose ORIGINAL has at least `MIN_ELISION_BLOCK_LINES` lines, leaving out at least
 * `MIN_ELIDED_LINES`, keeping at least `MIN_KEPT_LINES` on each side, and with substantial lines next
 * to the `...`. Null when the block allows no such elision.
 */
export function elide(lines: readonly BlockLine[]): BlockLine[] | null {
  if (originalOf(lines).length < MIN_ELISION_BLOCK_LINES) return null;
  let best: [number, number] | null = null;
  for (let i = 0; i < lines.length; ) {
    if (lines[i]!.kind !== 'context') {
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && lines[j]!.kind === 'context') j++;
    let from = i;
    while (from < j && !keepsEnough(lines, from, 'before')) from++;
    let to = j;
    while (to > from && !keepsEnough(lines, to, 'after')) to--;
    if (to - from >= MIN_ELIDED_LINES && (!best || to - from > best[1] - best[0])) best = [from, to];
    i = j;
  }
  if (!best) return null;
  return [...lines.slice(0, best[0]), { kind: 'context', text: '...' }, ...lines.slice(best[1])];
}

/**
 * The block's leading run of common unchanged lines kept, then one `...` for the unchanged lines that
 * follow it, up to the last `MIN_KEPT_AFTER_COMMON` unchanged lines before the first change: the `...`
 * a model writes right after the first line of a block when that line is blank, `}` or `"""`. Null when
 * the block does not start that way or leaves nothing to elide.
 */
export function elideAfterCommon(lines: readonly BlockLine[]): BlockLine[] | null {
  let head = 0;
  while (head < lines.length && lines[head]!.kind === 'context' && isCommonLine(lines[head]!.text)) head++;
  if (head === 0) return null;
  let change = head;
  while (change < lines.length && lines[change]!.kind === 'context') change++;
  if (change === lines.length) return null;
  const to = change - MIN_KEPT_AFTER_COMMON;
  if (to - head < 1) return null;
  return [...lines.slice(0, head), { kind: 'context', text: '...' }, ...lines.slice(to)];
}

/** The block's lines under a slip, or null when the slip cannot be made on it. */
export function slipLines(lines: readonly BlockLine[], path: string, slip: SlipKind): BlockLine[] | null {
  switch (slip) {
    case 'none':
    case 'crlf':
      return [...lines];
    case 'indentation': {
      const common = commonIndent(lines.map((l) => l.text));
      const shift = (text: string): string => (text.trim() === '' ? text : common ? text.slice(common.length) : ADDED_INDENT + text);
      return lines.map((l) => ({ kind: l.kind, text: shift(l.text) }));
    }
    case 'dropped-comments':
      return dropComments(lines, path);
    case 'trailing-whitespace': {
      // A removed line whose slip would make it read like an added line would turn into a kept line.
      const addedKeys = new Set(lines.filter((l) => l.kind === 'added').map((l) => l.text.trimEnd()));
      let n = 0;
      return lines.map((l) => {
        if (l.kind === 'added' || n++ % 2 === 1 || (l.kind === 'removed' && addedKeys.has(l.text.trimEnd()))) return l;
        const trimmed = l.text.trimEnd();
        return { kind: l.kind, text: trimmed === l.text ? l.text + ADDED_TRAILING : trimmed };
      });
    }
    case 'elision':
      return elide(lines);
    case 'elision-after-common':
      return elideAfterCommon(lines);
  }
}
