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
  | { kind: 'ok'; original: string[]; updated: string[]; next: number }
  | { kind: 'broken'; line: number; message: string; next: number };

/** The last non-empty, non-fence line in [from, to) with its 1-based number. */
function lastTextLine(lines: readonly string[], from: number, to: number): { text: string; line: number } | null {
  for (let i = to - 1; i >= from; i--) {
    const line = lines[i]!;
    if (line.trim() !== '' && !FENCE.test(line)) return { text: line, line: i + 1 };
  }
  return null;
}

/** Reads one block's parts from the line after its opening marker. `next` is where parsing resumes. */
function readBody(lines: readonly string[], start: number): BlockBody {
  const original: string[] = [];
  const updated: string[] = [];
  let inUpdated = false;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!;
    if (OPENING.test(line)) {
      const message = inUpdated
        ? 'the block has no closing `>>>>>>> UPDATED` marker before the next block starts'
        : 'the block has no `=======` divider before the next block starts';
      return { kind: 'broken', line: start, message, next: i };
    }
    if (CLOSING.test(line)) {
      if (inUpdated) return { kind: 'ok', original, updated, next: i + 1 };
      return { kind: 'broken', line: i + 1, message: 'the block has no `=======` divider between ORIGINAL and UPDATED', next: i + 1 };
    }
    if (!inUpdated && DIVIDER.test(line)) {
      inUpdated = true;
      continue;
    }
    (inUpdated ? updated : original).push(line);
  }
  const message = inUpdated
    ? 'the block is unterminated: no closing `>>>>>>> UPDATED` marker before the end of the reply'
    : 'the block is unterminated: no `=======` divider and no closing marker before the end of the reply';
  return { kind: 'broken', line: start, message, next: lines.length };
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
      blocks.push({ path: path!, original: joinLines(body.original), updated: joinLines(body.updated), index });
    }
    // A block cut short by the next one holds that block's path as its last line.
    const cutShort = body.kind === 'broken' && body.next < lines.length && OPENING.test(lines[body.next]!);
    pathLine = cutShort ? lastTextLine(lines, i + 1, body.next) : null;
    previousPath = body.kind === 'ok' ? path : null;
    i = body.next;
  }
  return { blocks, errors, message: opened === 0 ? NO_BLOCKS_MESSAGE : null };
}
