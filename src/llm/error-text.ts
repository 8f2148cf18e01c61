/**
 * What an error message quotes of a server's body: one line of at most `BODY_LINE_CHARS` characters.
 * A proxy's HTML error page (nginx, a load balancer, a web UI at the wrong URL) is reduced to its
 * title and text; every run of whitespace, newlines included, becomes one space; a longer text is cut
 * and says so. Pure.
 */
import { replaceComments, replaceElements, replaceTags, titleContent } from '../context/html-scan.js';

/** The most characters an error message quotes of a body, the cut mark included. */
export const BODY_LINE_CHARS = 200;
/** Ends a quote that was cut. */
export const CUT_MARK = '… [cut]';

const HTML_START = /^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<title[\s>])/i;
/** Elements whose content is not text a reader sees. */
const HIDDEN = ['script', 'style', 'noscript', 'template'];
const TAG = /<\/?[a-z!][^>]*>/gi;
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** C0 and C1 control characters (tabs and newlines included): shown as spaces. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** True when `text` is an HTML page rather than a message. */
export function isHtml(text: string): boolean {
  return HTML_START.test(text);
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function collapse(text: string): string {
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** An HTML page's title and visible text as one line: `Title: text`, or the text when it starts with the title. */
export function htmlText(page: string): string {
  const titleText = titleContent(page, true);
  const title = collapse(decodeEntities(titleText === undefined ? '' : replaceTags(titleText, TAG, ' ')));
  const visible = replaceElements(replaceElements(replaceComments(page, ' '), ['head'], ' ', 'space-or-gt'), HIDDEN, ' ', 'space-or-gt');
  const text = collapse(decodeEntities(replaceTags(visible, TAG, ' ')));
  if (!title) return text;
  if (!text || text.startsWith(title)) return text || title;
  return `${title}: ${text}`;
}

/** Characters of a word, a key or a token: letters, digits and what base64, URLs and key formats use. */
const WORD_CHAR = /[\p{L}\p{N}_\-.+/=~%]/u;

/**
 * `text` as one line of at most `max` characters (code points), ending in `CUT_MARK` when cut. A cut
 * never ends inside a word: a piece of a key the server echoed back would no longer be recognised,
 * and redacted, as the key.
 */
export function oneLine(text: string, max = BODY_LINE_CHARS): string {
  const line = collapse(text);
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  let end = Math.max(0, max - CUT_MARK.length);
  if (WORD_CHAR.test(chars[end] ?? '')) {
    while (end > 0 && WORD_CHAR.test(chars[end - 1]!)) end--;
  }
  return `${chars.slice(0, end).join('').trimEnd()}${CUT_MARK}`;
}

/** What a message quotes of a body: an HTML page's title and text, else the text, as one bounded line. */
export function bodyLine(body: string, max = BODY_LINE_CHARS): string {
  return oneLine(isHtml(body) ? htmlText(body) : body, max);
}
