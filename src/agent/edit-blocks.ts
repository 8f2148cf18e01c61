/**
 * Parses the model's reply into edit blocks. A block is the file path alone on a line, then
 *
 *     <<<<<<< ORIGINAL
 *     lines as they are now
 *     =======
 *     lines as they should be
 *     >>>>>>> UPDATED
 *
 * with 4 to 9 marker characters (`SEARCH`/`REPLACE` are accepted as the markers' words too). Code
 * fences around blocks are ignored. Pure: no I/O. Problems come back as errors with the reply's line
 * numbers, never as exceptions, so the caller can show them to the model.
 */

export const MIN_MARKER_CHARS = 4;
export const MAX_MARKER_CHARS = 9;

const MARKER_RUN = `{${MIN_MARKER_CHARS},${MAX_MARKER_CHARS}}`;
const OPENING = new RegExp(`^\\s*<${MARKER_RUN}\\s*(?:ORIGINAL|SEARCH)\\s*$`, 'i');
const DIVIDER = new RegExp(`^\\s*=${MARKER_RUN}\\s*$`);
const CLOSING = new RegExp(`^\\s*>${MARKER_RUN}\\s*(?:UPDATED|REPLACE)\\s*$`, 'i');
const FENCE = /^\s*(?:```|~~~)/;

/** What the caller can tell the model when the reply holds no block at all. */
export const NO_BLOCKS_MESSAGE =
  'No edit blocks were found in the reply. Write each change as the file path alone on a line, then ' +
  '`<<<<<<< ORIGINAL`, the exact lines as they are now, `=======`, the lines as they should be, and ' +
  '`>>>>>>> UPDATED`. To create a file, leave the ORIGINAL part empty.';

export interface EditBlock {
  /** The file, relative to the repository, as the model named it (wrappers such as backticks removed). */
  path: string;
  /** The lines as they are now, each ending in `\n`; empty when the block creates a file. */
  original: string;
  /** The lines as they should be, each ending in `\n`. */
  updated: string;
  /** 1-based position of the block among all blocks opened in the reply (broken ones included). */
  index: number;
  /**
   * The other ways to read the block when ORIGINAL or UPDATED holds lines of `=` signs the divider
   * could be: the applier takes the reading whose ORIGINAL the file holds (`chooseSplit`).
   */
  splits?: BlockSplit[];
}

/** ORIGINAL and UPDATED as one divider line splits a block's lines. */
export interface BlockSplit {
  original: string;
  updated: string;
}

/**
 * The reading of `block` to apply to `text`: of the block's own and its `splits`, the one with the
 * longest ORIGINAL found whole in `text` (a divider taken too early leaves a shorter ORIGINAL that
 * is also found); the block's own when none is.
 */
export function chooseSplit(block: EditBlock, text: string | null): EditBlock {
  if (!block.splits || text === null) return block;
  const plain = text.replace(/\r\n/g, '\n');
  const found = (original: string) => original !== '' && (plain.startsWith(original) || plain.includes(`\n${original}`));
  let best: BlockSplit | undefined = found(block.original) ? block : undefined;
  for (const s of block.splits) if (found(s.original) && (!best || s.original.length > best.original.length)) best = s;
  return best && best !== block ? { path: block.path, original: best.original, updated: best.updated, index: block.index } : block;
}

export interface EditParseError {
  /** 1-based line of the reply where the problem is. */
  line: number;
  /** The block it belongs to (1-based, counted like `EditBlock.index`), or null when it belongs to none. */
  index: number | null;
  /** The block's file path when one could be read. */
  path: string | null;
  message: string;
}

export interface EditParseResult {
  blocks: EditBlock[];
  errors: EditParseError[];
  /** Set when the reply opens no block at all: what to tell the model. */
  message: string | null;
}

type PathResult = { ok: true; path: string } | { ok: false; reason: string };

/**
 * Cleans the line naming a block's file: markdown heading marks, `**`, backticks and quotes around it,
 * a trailing `:` and leading `./` go. Whitespace inside is only accepted when the path was quoted.
 */
export function cleanPathLine(line: string): PathResult {
  let path = line.trim().replace(/^#{1,6}\s+/, '');
  let quoted = false;
  for (let changed = true; changed; ) {
    const before = path;
    path = path.replace(/:$/, '').trim();
    for (const wrapper of ['**', '`', '"', "'"]) {
      if (path.length > 2 * wrapper.length && path.startsWith(wrapper) && path.endsWith(wrapper)) {
        path = path.slice(wrapper.length, -wrapper.length).trim();
        if (wrapper !== '**') quoted = true;
      }
    }
    changed = path !== before;
  }
  path = path.replace(/^(?:\.\/)+/, '');
  const shown = line.trim();
  if (path === '' || path.endsWith('/')) return { ok: false, reason: `'${shown}' does not name a file` };
  if (/[\u0000-\u001f\u007f]/.test(path)) return { ok: false, reason: `'${shown}' holds control characters` };
  if (/\s/.test(path) && !quoted) return { ok: false, reason: `'${shown}' does not look like a file path` };
  return { ok: true, path };
}

/** Lines of one block's part as text, each ending in `\n`. */
function joinLines(lines: readonly string[]): string {
  return lines.map((l) => `${l}\n`).join('');
}

type BlockBody =
  | { kind: 'ok'; original: string; updated: string; splits: BlockSplit[]; next: number }
  | { kind: 'broken'; line: number; message: string; next: number };

/** The last non-empty, non-fence line in [from, to) with its 1-based number. */
function lastTextLine(lines: readonly string[], from: number, to: number): { text: string; line: number } | null {
  for (let i = to - 1; i >= from; i--) {
    const line = lines[i]!;
    if (line.trim() !== '' && !FENCE.test(line)) return { text: line, line: i + 1 };
  }
  return null;
}

/** The divider as the format writes it; other runs of 4 to 9 `=` are taken for it only when it is absent. */
const CANONICAL_DIVIDER = '=======';

/**
 * Reads one block's parts from the line after its opening marker. `next` is where parsing resumes.
 * A line of `=` signs inside ORIGINAL or UPDATED (a Markdown or reStructuredText underline, a
 * conflict marker) looks like the divider: each such line gives a split, the first of exactly seven
 * `=` (or else the first) being the block's own and the others its `splits` (see EditBlock).
 */
function readBody(lines: readonly string[], start: number): BlockBody {
  let end = start;
  while (end < lines.length && !OPENING.test(lines[end]!) && !CLOSING.test(lines[end]!)) end++;
  const dividers: number[] = [];
  for (let i = start; i < end; i++) if (DIVIDER.test(lines[i]!)) dividers.push(i);
  if (end === lines.length || OPENING.test(lines[end]!)) {
    const cut = end < lines.length;
    const message = dividers.length
      ? cut
        ? 'the block has no closing `>>>>>>> UPDATED` marker before the next block starts'
        : 'the block is unterminated: no closing `>>>>>>> UPDATED` marker before the end of the reply'
      : cut
        ? 'the block has no `=======` divider before the next block starts'
        : 'the block is unterminated: no `=======` divider and no closing marker before the end of the reply';
    return { kind: 'broken', line: start, message, next: end };
  }
  if (dividers.length === 0) return { kind: 'broken', line: end + 1, message: 'the block has no `=======` divider between ORIGINAL and UPDATED', next: end + 1 };
  const own = dividers.find((i) => lines[i]!.trim() === CANONICAL_DIVIDER) ?? dividers[0]!;
  const split = (at: number): BlockSplit => ({ original: joinLines(lines.slice(start, at)), updated: joinLines(lines.slice(at + 1, end)) });
  return { kind: 'ok', ...split(own), splits: dividers.filter((i) => i !== own).map(split), next: end + 1 };
}

/**
 * Parses a reply. A block's path is the last non-empty line before its opening marker (fence lines
 * skipped); a block that directly follows another one (only blank or fence lines between) may omit it
 * and reuses the previous block's path.
 */
export function parseEditBlocks(reply: string): EditParseResult {
  const lines = reply.replace(/\r\n?/g, '\n').split('\n');
  const blocks: EditBlock[] = [];
  const errors: EditParseError[] = [];
  let opened = 0;
  /** The last non-empty, non-fence line outside blocks since the previous block, with its 1-based number. */
  let pathLine: { text: string; line: number } | null = null;
  /** The previous block's path while nothing but blank or fence lines followed it. */
  let previousPath: string | null = null;

  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!OPENING.test(line)) {
      if (CLOSING.test(line)) {
        errors.push({ line: i + 1, index: null, path: null, message: 'a closing `>>>>>>> UPDATED` marker without an opening `<<<<<<< ORIGINAL`' });
        previousPath = null;
      } else if (line.trim() !== '' && !FENCE.test(line)) {
        pathLine = { text: line, line: i + 1 };
        previousPath = null;
      }
      i++;
      continue;
    }
    const index = ++opened;
    let path: string | null = null;
    let pathError: string | null = null;
    if (pathLine) {
      const cleaned = cleanPathLine(pathLine.text);
      if (cleaned.ok) path = cleaned.path;
      else pathError = `no file path before the block: the line before it, ${cleaned.reason}; put the file path alone on the line before \`<<<<<<< ORIGINAL\``;
    } else if (previousPath !== null) {
      path = previousPath;
    } else {
      pathError = 'no file path before the block; put the file path alone on the line before `<<<<<<< ORIGINAL`';
    }
    const body = readBody(lines, i + 1);
    if (body.kind === 'broken') {
      errors.push({ line: body.line, index, path, message: body.message });
    } else if (pathError !== null) {
      errors.push({ line: i + 1, index, path: null, message: pathError });
    } else {
      blocks.push({ path: path!, original: body.original, updated: body.updated, index, ...(body.splits.length ? { splits: body.splits } : {}) });
    }
    // A block cut short by the next one holds that block's path as its last line.
    const cutShort = body.kind === 'broken' && body.next < lines.length && OPENING.test(lines[body.next]!);
    pathLine = cutShort ? lastTextLine(lines, i + 1, body.next) : null;
    previousPath = body.kind === 'ok' ? path : null;
    i = body.next;
  }
  return { blocks, errors, message: opened === 0 ? NO_BLOCKS_MESSAGE : null };
}
