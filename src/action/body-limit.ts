/**
 * GitHub refuses issue, comment and pull request bodies over 65,536 characters with 422. Every body
 * the Action sends passes `capBody` first: a longer one keeps its beginning and its hidden trailing
 * marker (the pull request's state), closes a code block left open by the cut, and says what was
 * left out, so the write never fails on length and the reader knows the text is incomplete.
 */

/** GitHub's limit, in characters (GitHub counts code points; UTF-16 units, counted here, are never fewer). */
export const MAX_BODY_CHARS = 65_536;

const MARKER_START = '<!-- sweep-';
const MARKER_END = '-->';
const MIN_MARKER_CHARS = MARKER_START.length + MARKER_END.length;
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/** The note put where the text was cut. */
export function cutNote(omitted: number, max = MAX_BODY_CHARS): string {
  return `_[${omitted.toLocaleString('en-US')} characters cut here: GitHub takes at most ${max.toLocaleString('en-US')} characters.]_`;
}

/** The fence that closes a code block still open at the end of `text`, or undefined. */
function openFence(text: string): string | undefined {
  let open: { char: string; length: number } | undefined;
  for (const line of text.split('\n')) {
    const match = FENCE.exec(line.replace(/\r$/, ''));
    if (!match) continue;
    const fence = match[1]!;
    if (!open) open = { char: fence[0]!, length: fence.length };
    else if (fence[0] === open.char && fence.length >= open.length && match[2]!.trim() === '') open = undefined;
  }
  return open ? open.char.repeat(open.length) : undefined;
}

/** `text` cut to at most `length` UTF-16 units at a line end when one is near, never inside a surrogate pair. */
function cutAt(text: string, length: number): string {
  let end = Math.max(0, Math.min(length, text.length));
  const code = text.charCodeAt(end - 1);
  if (end > 0 && code >= 0xd800 && code <= 0xdbff) end--;
  const lineEnd = text.lastIndexOf('\n', end);
  // Prefer a whole line unless that throws away more than a tenth of what is kept.
  return lineEnd > end * 0.9 ? text.slice(0, lineEnd) : text.slice(0, end);
}

/**
 * Where the hidden marker lines at the very end of a body (the pull request's state) start, with
 * the newlines before them; undefined when it does not end with one. Always kept. What
 * `/(?:\n*<!-- sweep-[^\n]*-->[ \t]*)+\s*$/` matches, found from the end, line by line (the pattern
 * split a line of many markers every possible way, exponential, and read on from every newline of a
 * long run, quadratic).
 */
export function trailingMarkersAt(body: string): number | undefined {
  let end = body.trimEnd().length;
  let lineStart = body.lastIndexOf('\n', end - 1) + 1;
  let found: number | undefined;
  for (;;) {
    // A line's markers run from the first marker on it to the `-->` that ends it.
    const marker = body.endsWith(MARKER_END, end) ? body.indexOf(MARKER_START, lineStart) : -1;
    if (marker === -1 || marker > end - MIN_MARKER_CHARS) return found;
    if (marker > lineStart) return marker;
    // A line of markers: the newlines above it are kept with it, and the line above them may be one too.
    let above = lineStart;
    while (above > 0 && body[above - 1] === '\n') above--;
    found = above;
    if (above === 0) return found;
    end = above;
    while (body[end - 1] === ' ' || body[end - 1] === '\t') end--;
    lineStart = body.lastIndexOf('\n', above - 1) + 1;
  }
}

/** `body` unchanged when it fits in `max` characters; otherwise its head, a note, and its trailing markers. */
export function capBody(body: string, max = MAX_BODY_CHARS): string {
  if (body.length <= max) return body;
  const at = trailingMarkersAt(body);
  const markers = at === undefined ? '' : body.slice(at);
  const tail = markers.replace(/^\n+/, '').trimEnd();
  const main = body.slice(0, body.length - markers.length);
  // Room for the note, a closing fence (at most as long as the longest line kept) and the tail.
  const reserve = cutNote(body.length, max).length + tail.length + 8;
  let head = cutAt(main, max - reserve);
  let fence = openFence(head);
  while (fence && head.length + fence.length + reserve > max) {
    head = cutAt(head, head.length - fence.length - 1);
    fence = openFence(head);
  }
  const omitted = main.length - head.length;
  const parts = [head.trimEnd(), ...(fence ? [fence] : []), '', cutNote(omitted, max), ...(tail ? ['', tail] : [])];
  return `${parts.join('\n')}\n`;
}
