/**
 * What redaction matches registered secrets against, besides the text as it is: every form a secret
 * can be written in (as it is, reversed, hex in lower or upper case, base64 and base64url at the three
 * byte alignments), pieces of a long secret (any run of MIN_FRAGMENT_CHARS of its characters, as it
 * is, reversed or in hex, so half of it in one text and half in another are both found), and
 * a normalized view of the text in which whitespace, control and invisible characters are dropped,
 * fullwidth forms read as ASCII and escapes of ASCII characters decoded (`%XX`, `%25XX` for text
 * URL-encoded twice, HTML's `&#NNN;` and `&#xHH;`, `\u00XX` and `\xXX`), so a secret spaced out,
 * split across lines, with zero-width characters inserted or escaped (wholly or in part) is still found.
 * Positions in the view map back to the text, so what is replaced is the secret as it was written.
 * Building a view is one linear pass; pure.
 */

/** Base64 forms shorter than this are not looked for (too likely in ordinary text). */
export const MIN_ENCODED_FORM_LENGTH = 16;
/** A piece of a secret this long is redacted wherever it is found. */
export const MIN_FRAGMENT_CHARS = 16;
/** Secrets shorter than this are found only whole: a piece of a short one is too likely in ordinary text. */
export const MIN_FRAGMENTED_SECRET_LENGTH = 24;
/** Pieces are found from anchors this long, one every FRAGMENT_STRIDE characters: every run of MIN_FRAGMENT_CHARS holds one. */
const ANCHOR_CHARS = 12;
const FRAGMENT_STRIDE = MIN_FRAGMENT_CHARS - ANCHOR_CHARS + 1;
/** An anchor with fewer different characters (`000000000000`) says nothing about the secret: it is not looked for. */
const MIN_ANCHOR_DISTINCT = 5;

/** The characters of each encoding: an encoded match is widened over them (see `widenEncoded`). */
export const HEX_CHAR = /[0-9A-Fa-f]/;
/** Base64 and base64url alike: a form can be both when its bytes need neither `+/` nor `-_`. */
export const BASE64_CHAR = /[A-Za-z0-9+/=_-]/;

/** Base64 and base64url of `bytes` from each of the three byte offsets, whole 3-byte groups only. */
function base64Forms(bytes: Buffer): Array<[string, RegExp]> {
  const out: Array<[string, RegExp]> = [];
  for (let offset = 0; offset < 3; offset++) {
    const aligned = bytes.subarray(offset);
    const whole = aligned.subarray(0, aligned.length - (aligned.length % 3));
    const encoded = whole.toString('base64');
    if (encoded.length < MIN_ENCODED_FORM_LENGTH) continue;
    out.push([encoded, BASE64_CHAR], [whole.toString('base64url'), BASE64_CHAR]);
  }
  return out;
}

/**
 * The forms of `value` (without whitespace or invisible characters) to look for in the normalized
 * view; each encoded form comes with its encoding's characters, null for the plain ones.
 */
export function secretForms(value: string): Map<string, RegExp | null> {
  const bytes = Buffer.from(value, 'utf8');
  const hex = bytes.toString('hex');
  const forms = new Map<string, RegExp | null>([
    [value, null],
    [[...value].reverse().join(''), null],
  ]);
  const encoded: Array<[string, RegExp]> = [[hex, HEX_CHAR], [hex.toUpperCase(), HEX_CHAR], ...base64Forms(bytes)];
  for (const [form, chars] of encoded) if (!forms.has(form)) forms.set(form, chars);
  return forms;
}

/** The forms of a long secret whose pieces are looked for (`fragmentSpans`): as it is, reversed, hex in lower and upper case. */
export function fragmentSources(value: string): string[] {
  if (value.length < MIN_FRAGMENTED_SECRET_LENGTH) return [];
  const hex = Buffer.from(value, 'utf8').toString('hex');
  return [value, [...value].reverse().join(''), hex, hex.toUpperCase()];
}

/**
 * Spans `[from, to)` of `text` holding a run of at least MIN_FRAGMENT_CHARS characters of `source`,
 * each as long as the run; with `firstOnly`, the first one found. Linear in the text per anchor.
 */
export function fragmentSpans(text: string, source: string, firstOnly = false): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let offset = 0; offset + ANCHOR_CHARS <= source.length; offset += FRAGMENT_STRIDE) {
    const anchor = source.slice(offset, offset + ANCHOR_CHARS);
    if (new Set(anchor).size < MIN_ANCHOR_DISTINCT) continue;
    for (let at = text.indexOf(anchor); at !== -1; at = text.indexOf(anchor, at + 1)) {
      let left = 0;
      while (at - left > 0 && offset - left > 0 && text[at - left - 1] === source[offset - left - 1]) left++;
      let right = ANCHOR_CHARS;
      while (at + right < text.length && offset + right < source.length && text[at + right] === source[offset + right]) right++;
      if (left + right < MIN_FRAGMENT_CHARS) continue;
      spans.push([at - left, at + right]);
      if (firstOnly) return spans;
    }
  }
  return spans;
}

/**
 * `[from, to)` widened over the characters of its encoding around it: an encoded form matches whole
 * groups of bytes only, and the characters at its edges still carry parts of the secret.
 */
export function widenEncoded(source: string, from: number, to: number, chars: RegExp): [number, number] {
  let start = from;
  let end = to;
  while (start > 0 && chars.test(source[start - 1]!)) start--;
  while (end < source.length && chars.test(source[end]!)) end++;
  return [start, end];
}

/** True for characters dropped from the view: whitespace, controls, and characters that show nothing. */
export function isIgnorable(code: number): boolean {
  if (code < 0x80) return code <= 0x20 || code === 0x7f;
  return (
    (code >= 0x80 && code <= 0xa0) ||
    code === 0xad ||
    code === 0x34f ||
    code === 0x61c ||
    code === 0x115f ||
    code === 0x1160 ||
    code === 0x1680 ||
    code === 0x17b4 ||
    code === 0x17b5 ||
    (code >= 0x180b && code <= 0x180f) ||
    (code >= 0x2000 && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202f) ||
    (code >= 0x205f && code <= 0x206f) ||
    code === 0x3000 ||
    code === 0x3164 ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    code === 0xfeff ||
    code === 0xffa0 ||
    (code >= 0x1d173 && code <= 0x1d17a) ||
    (code >= 0xe0000 && code <= 0xe0fff)
  );
}

const PERCENT = 37;
/** Fullwidth forms of the printable ASCII characters (`ｇｈｓ＿`), read as those characters. */
const FULLWIDTH_FIRST = 0xff01;
const FULLWIDTH_LAST = 0xff5e;
const FULLWIDTH_OFFSET = 0xfee0;
const hexValue = (code: number): number => (code >= 48 && code <= 57 ? code - 48 : code >= 65 && code <= 70 ? code - 55 : code >= 97 && code <= 102 ? code - 87 : -1);

/** The value of two hex digits at `i` when they give an ASCII character, or -1. */
function hexPair(source: string, i: number): number {
  if (i + 1 >= source.length) return -1;
  const high = hexValue(source.charCodeAt(i));
  const low = hexValue(source.charCodeAt(i + 1));
  return high < 0 || low < 0 || high > 7 ? -1 : high * 16 + low;
}

const AMPERSAND = 38;
const BACKSLASH = 92;
/** `&#115;`, `&#x73;`: a numeric character reference, its digits at most this many. */
const MAX_REFERENCE_DIGITS = 7;

/**
 * The ASCII character an escape at `i` stands for and how many code units the escape takes, or
 * undefined: `%73`, `%2573` (encoded twice), `&#115;` and `&#x73;` (HTML), `\u0073` and `\x73`.
 */
function escapeAt(source: string, i: number): [number, number] | undefined {
  const code = source.charCodeAt(i);
  if (code === PERCENT) {
    if (source.startsWith('%25', i)) {
      const twice = hexPair(source, i + 3);
      if (twice >= 0) return [twice, 5];
    }
    const once = hexPair(source, i + 1);
    return once >= 0 ? [once, 3] : undefined;
  }
  if (code === AMPERSAND && source.charCodeAt(i + 1) === 35 /* # */) {
    const hex = (source.charCodeAt(i + 2) | 0x20) === 120; /* x or X */
    let at = i + (hex ? 3 : 2);
    let value = 0;
    const first = at;
    for (; at < source.length && at - first < MAX_REFERENCE_DIGITS; at++) {
      const digit = hex ? hexValue(source.charCodeAt(at)) : source.charCodeAt(at) - 48;
      if (digit < 0 || digit > (hex ? 15 : 9)) break;
      value = value * (hex ? 16 : 10) + digit;
    }
    return at > first && source.charCodeAt(at) === 59 /* ; */ && value > 0 && value < 0x80 ? [value, at + 1 - i] : undefined;
  }
  if (code === BACKSLASH) {
    const kind = source.charCodeAt(i + 1);
    if (kind === 117 /* u */ && source.startsWith('00', i + 2)) {
      const value = hexPair(source, i + 4);
      return value >= 0 ? [value, 6] : undefined;
    }
    if (kind === 120 /* x */) {
      const value = hexPair(source, i + 2);
      return value >= 0 ? [value, 4] : undefined;
    }
  }
  return undefined;
}

/**
 * The normalized view of `source` and, for each of its code units, where it starts in `source`.
 * `start` is null when the view is `source` itself. One pass over typed arrays.
 */
export function normalizedView(source: string, withPositions = false): { text: string; start: Int32Array | null } {
  const out = new Uint16Array(source.length);
  const start = withPositions ? new Int32Array(source.length) : null;
  let n = 0;
  let changed = false;
  for (let i = 0; i < source.length; i++) {
    let code = source.charCodeAt(i);
    let width = 1;
    if (code <= 0x20 || code === 0x7f) {
      changed = true;
      continue;
    }
    if (code === PERCENT || code === AMPERSAND || code === BACKSLASH) {
      const escaped = escapeAt(source, i);
      if (escaped) [code, width] = escaped;
    } else if (code >= FULLWIDTH_FIRST && code <= FULLWIDTH_LAST) {
      code -= FULLWIDTH_OFFSET;
      changed = true;
    } else if (code >= 0x80) {
      const point = code >= 0xd800 && code <= 0xdbff ? (source.codePointAt(i) ?? code) : code;
      if (isIgnorable(point)) {
        changed = true;
        i += point > 0xffff ? 1 : 0;
        continue;
      }
    }
    if (start) start[n] = i;
    out[n++] = code;
    if (width > 1) {
      changed = true;
      i += width - 1;
    }
  }
  if (!changed) return { text: source, start: null };
  return { text: Buffer.from(out.buffer, 0, n * 2).toString('utf16le'), start };
}

/** The span of `source` that view positions `[from, to)` came from (`start` from `normalizedView`). */
export function sourceSpan(source: string, start: Int32Array | null, from: number, to: number): [number, number] {
  if (!start) return [from, to];
  const last = start[to - 1]!;
  return [start[from]!, last + (escapeAt(source, last)?.[1] ?? 1)];
}
