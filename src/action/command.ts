/**
 * Where a comment holds a `/sweep` command: only on a line its writer wrote, as GitHub shows it. A
 * command line starts with `/sweep` (a whole word, any letter case) after at most 3 spaces, outside
 * fenced code blocks (``` and ~~~, opened by a fence indented at most 3 spaces, in a list item too,
 * and closed by a fence of the same character at least as long), indented code blocks, block
 * quotes, HTML comments and code spans: someone else's `/sweep ...` a writer quotes there is shown
 * as a quote or as code, and is not the writer's request. The first command line starts the
 * command; what it asks is the rest of that line and the lines after it.
 *
 * This is a line scanner, not a Markdown parser: where it cannot tell (an HTML comment left open,
 * a backtick that may start a code span), it takes the text for hidden, so that it errs towards
 * ignoring a command rather than running one nobody wrote.
 */

/** A command line, once tabs are expanded: at most 3 spaces, then the command word. */
const COMMAND = /^ {0,3}\/sweep\b/i;
const TAB_STOP = 4;
/** Indentation from which a line that starts a block is an indented code block. */
const CODE_INDENT = 4;
/** A list item's marker and the 1 to 4 spaces after it (more start an indented code block in the item). */
const LIST_MARKER = /^ {0,3}(?:[-+*]|\d{1,9}[.)])( {1,4})(?=\S)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
/** The backtick run at `lastIndex`. */
const BACKTICKS = /`+/y;
const COMMENT_OPEN = '<!--';
const COMMENT_CLOSE = '-->';

interface Fence {
  char: string;
  length: number;
  /** The content indentation of the list items the fence is in (0 outside lists): its lines are indented at least this much. */
  indent: number;
}

/** Tabs as spaces up to the next multiple of 4 columns, as Markdown counts indentation. */
function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const char of line) out += char === '\t' ? ' '.repeat(TAB_STOP - (out.length % TAB_STOP)) : char;
  return out;
}

function indentOf(line: string): number {
  return /^ */.exec(line)![0].length;
}

function isBlank(line: string): boolean {
  return line.trim() === '';
}

/** The fence a line opens, after any list markers it starts with; undefined when it opens none. */
function fenceOpened(line: string): Fence | undefined {
  let rest = line;
  let indent = 0;
  for (let marker = LIST_MARKER.exec(rest); marker; marker = LIST_MARKER.exec(rest)) {
    indent += marker[0].length;
    rest = rest.slice(marker[0].length);
  }
  const fence = FENCE.exec(rest);
  // A backtick fence's info string holds no backtick (else the line is inline code).
  if (!fence || (fence[1]!.startsWith('`') && fence[2]!.includes('`'))) return undefined;
  return { char: fence[1]![0]!, length: fence[1]!.length, indent };
}

/** What a line does to the open fence: stays inside it, closes it, or is outside the list item that held it. */
function inFence(line: string, fence: Fence): 'inside' | 'closed' | 'outside' {
  const indent = indentOf(line);
  if (!isBlank(line) && indent < fence.indent) return 'outside';
  const closing = CLOSING_FENCE.exec(line.slice(Math.min(indent, fence.indent)));
  return closing && closing[1]![0] === fence.char && closing[1]!.length >= fence.length ? 'closed' : 'inside';
}

/** Whether an HTML comment is still open at the end of `text`, given whether it was at its start. */
function commentOpenAfter(text: string, open: boolean): boolean {
  let at = 0;
  for (;;) {
    if (open) {
      const end = text.indexOf(COMMENT_CLOSE, at);
      if (end < 0) return true;
      [open, at] = [false, end + COMMENT_CLOSE.length];
    } else {
      const start = text.indexOf(COMMENT_OPEN, at);
      if (start < 0) return false;
      // `<!-->` and `<!--->` are whole comments.
      [open, at] = [true, start + 2];
    }
  }
}

/** Where the backtick run of exactly `length` after `from` starts, or -1. */
function closingRun(text: string, from: number, length: number): number {
  const runs = /`+/g;
  runs.lastIndex = from;
  for (let run = runs.exec(text); run; run = runs.exec(text)) if (run[0].length === length) return run.index;
  return -1;
}

/**
 * The stretches of `text` (lines of one paragraph) that are code spans or HTML comments, left to
 * right as Markdown reads them, and whether a comment is left open at its end.
 */
function hiddenSpans(text: string): { spans: [number, number][]; commentOpen: boolean } {
  const spans: [number, number][] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === '\\') {
      at += 2;
    } else if (text[at] === '`') {
      BACKTICKS.lastIndex = at;
      const length = BACKTICKS.exec(text)![0].length;
      const close = closingRun(text, at + length, length);
      if (close >= 0) spans.push([at, close + length]);
      at = close >= 0 ? close + length : at + length;
    } else if (text.startsWith(COMMENT_OPEN, at)) {
      const close = text.indexOf(COMMENT_CLOSE, at + 2);
      if (close < 0) return { spans: [...spans, [at, text.length]], commentOpen: true };
      spans.push([at, close + COMMENT_CLOSE.length]);
      at = close + COMMENT_CLOSE.length;
    } else {
      at++;
    }
  }
  return { spans, commentOpen: false };
}

/**
 * Lines `lines` (tabs expanded) from `start` to `end`: text lines with no blank line or fence
 * between them. Returns the command line among them, if any, and whether an HTML comment is left open.
 */
function scanParagraph(lines: readonly string[], start: number, end: number): { command?: number; commentOpen: boolean } {
  let first = start;
  // Lines indented 4 or more after a blank line (or at the start) are an indented code block.
  while (first < end && indentOf(lines[first]!) >= CODE_INDENT) first++;
  const text = lines.slice(first, end);
  const { spans, commentOpen } = hiddenSpans(text.join('\n'));
  // The spans are in order and apart: one pass over them along the lines.
  let span = 0;
  let offset = 0;
  for (let i = 0; i < text.length; i++) {
    while (span < spans.length && spans[span]![1] <= offset) span++;
    const hidden = span < spans.length && spans[span]![0] <= offset;
    if (!hidden && COMMAND.test(text[i]!)) return { command: first + i, commentOpen: false };
    offset += text[i]!.length + 1;
  }
  return { commentOpen };
}

/** The index of the comment's first command line, or undefined when it has none. */
export function commandLine(lines: readonly string[]): number | undefined {
  const shown = lines.map(expandTabs);
  let fence: Fence | undefined;
  let commentOpen = false;
  let at = 0;
  while (at < shown.length) {
    const line = shown[at]!;
    if (commentOpen) {
      commentOpen = commentOpenAfter(line, true);
      at++;
      continue;
    }
    if (fence) {
      const where = inFence(line, fence);
      if (where !== 'outside') {
        if (where === 'closed') fence = undefined;
        at++;
        continue;
      }
      fence = undefined;
    }
    if (isBlank(line)) {
      at++;
      continue;
    }
    fence = fenceOpened(line);
    if (fence) {
      at++;
      continue;
    }
    let end = at + 1;
    while (end < shown.length && !isBlank(shown[end]!) && !fenceOpened(shown[end]!)) end++;
    const paragraph = scanParagraph(shown, at, end);
    if (paragraph.command !== undefined) return paragraph.command;
    commentOpen = paragraph.commentOpen;
    at = end;
  }
  return undefined;
}

/**
 * What the commenter asked for: the rest of the first command line (after `/sweep`) and the lines
 * after it, trimmed; undefined when the comment has no command line.
 */
export function commandInstructions(body: string): string | undefined {
  const lines = body.split(/\r\n|\r|\n/);
  const index = commandLine(lines);
  if (index === undefined) return undefined;
  return [lines[index]!.replace(COMMAND, ''), ...lines.slice(index + 1)].join('\n').trim();
}
