/**
 * GitHub refuses issue, comment and pull request bodies over 65,536 characters with 422. Every body
 * the Action sends passes `capBody` first: a longer one keeps its beginning and its hidden trailing
 * marker (the pull request's state), closes a code block left open by the cut, and says what was
 * left out, so the write never fails on length and the reader knows the text is incomplete.
 */

/** GitHub's limit, in characters (GitHub counts code points; UTF-16 units, counted here, are never fewer). */
export const MAX_BODY_CHARS = 65_536;

/** Hidden marker lines at the very end of a body (the pull request's state): always kept. */
const TRAILING_MARKERS = /(?:\n*<!-- sweep-[^\n]*-->[ \t]*)+\s*$/;
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

/** `body` unchanged when it fits in `max` characters; otherwise its head, a note, and its trailing markers. */
export function capBody(body: string, max = MAX_BODY_CHARS): string {
  if (body.length <= max) return body;
  const markers = TRAILING_MARKERS.exec(body)?.[0] ?? '';
  const tail = markers.replace(/^\n+/, '').replace(/\s+$/, '');
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
  const parts = [head.replace(/\s+$/, ''), ...(fence ? [fence] : []), '', cutNote(omitted, max), ...(tail ? ['', tail] : [])];
  return `${parts.join('\n')}\n`;
}
