/**
 * Redaction of secrets from everything the Action writes: comments, pull request titles and bodies,
 * commit messages, branch names, file contents and logs, and from outside text before it reaches a
 * prompt. A `Redactor` knows the secret values registered at start and finds them as they are, and
 * in a normalized view of the text (secret-forms.ts: whitespace, controls and invisible characters
 * dropped, fullwidth forms read as ASCII, `%XX` escapes decoded) reversed, in hex, base64 and
 * base64url, and long ones also in pieces; it also recognises token-shaped strings by pattern.
 * Every search is linear in the text for each form; redaction is idempotent.
 */
import { fragmentSources, fragmentSpans, isIgnorable, MIN_ENCODED_FORM_LENGTH, normalizedView, secretForms, sourceSpan, widenEncoded } from './secret-forms.js';


/** What a secret is replaced with in text. */
export const REDACTED = '***';
/** What a secret is replaced with in a branch name (`*` is not allowed there). */
export const BRANCH_REDACTED = 'redacted';
/** Registered values shorter than this are ignored: they would match ordinary text. */
export const MIN_SECRET_LENGTH = 6;
/** Base64 forms of a registered value shorter than this are not looked for. */
export const MIN_ENCODED_LENGTH = MIN_ENCODED_FORM_LENGTH;
/**
 * Registered values shorter than this are matched only as written: in the normalized view (spaces
 * and invisible characters dropped) a short value would match across ordinary words.
 */
export const MIN_NORMALIZED_LENGTH = 12;
/** A configured key shorter than this, with no digit and letters of one case, is a placeholder. */
export const PLACEHOLDER_MAX_LENGTH = 24;

/**
 * Whether a configured model key is a placeholder rather than a credential. Local model servers
 * accept any key, and the ones their documentation gives (`ollama`, `lm-studio`, `EMPTY`,
 * `sk-no-key-required`) are words that code and prose use: redacting them would rewrite every
 * `import ollama` of a changed file and drop a file named `ollama.md` from the commit. Real keys
 * are longer, or mix digits and letters.
 */
export function isPlaceholderKey(value: string): boolean {
  const key = value.trim();
  return key.length < PLACEHOLDER_MAX_LENGTH && !/[0-9]/.test(key) && (!/[a-z]/.test(key) || !/[A-Z]/.test(key));
}

/** A private key block longer than this is not a key; its BEGIN line is treated as unterminated. */
export const MAX_KEY_BLOCK_CHARS = 20_000;
/** Redaction repeats until nothing changes (a redaction can expose a token), at most this often. */
const MAX_PASSES = 8;

interface TokenPattern {
  /** Global; group 1, when present, is a prefix kept as it is (`Bearer `). */
  regex: RegExp;
  /** Extra check on the secret part, for shapes that ordinary words can take. */
  accept?: (token: string) => boolean;
}

/** A realistic API key mixes digits, upper- and lower-case letters; hyphenated words do not. */
const looksRandom = (token: string) => /\d/.test(token) && /[A-Z]/.test(token) && /[a-z]/.test(token);

const TOKEN_PATTERNS: readonly TokenPattern[] = [
  // GitHub: personal, OAuth, user-to-server, server-to-server and refresh tokens; fine-grained PATs.
  // The prefixes are distinctive enough to match even when glued to other text.
  { regex: /(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g },
  // OpenAI-style keys (`sk-...`, `sk-proj-...`).
  { regex: /(?<![\w-])sk-[A-Za-z0-9_-]{20,}/g, accept: (token) => looksRandom(token.slice(3)) },
  // AWS access key ids (long-lived and temporary).
  { regex: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Za-z])/g },
  // Slack bot, app, user, refresh and legacy tokens.
  { regex: /(?<![A-Za-z0-9])xox[baprs]-[A-Za-z0-9-]{10,}/g },
  // Credentials in HTTP authorization headers.
  { regex: /(\bBearer[ \t]+|\bAuthorization:[ \t]*Basic[ \t]+)[A-Za-z0-9._~+/-]{20,}=*/gi },
];

const KEY_BEGIN = /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
const KEY_END = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
/** After an unterminated BEGIN line: base64 on the same line, or escaped newlines (a key inside a JSON string). */
const KEY_INLINE = /(?:[A-Za-z0-9+/=]|\\[nr])*/y;
/** ...and following lines made only of base64 or PEM headers. */
const KEY_LINE = /\r?\n[ \t]*(?:[A-Za-z0-9+/=]+|(?:Proc-Type|DEK-Info|Comment):[^\n]*)[ \t]*(?=\r?\n|$)/y;

type Span = [start: number, end: number];

/** Spans of private key blocks; an unterminated block covers its base64 lines. */
function privateKeySpans(text: string, spans: Span[]): void {
  if (!text.includes('PRIVATE KEY')) return;
  let nextEnd: Span | null | undefined; // the first END at or after the last search; null: there is none
  const findEnd = (from: number): Span | null => {
    if (nextEnd === null) return null;
    if (nextEnd && nextEnd[0] >= from) return nextEnd;
    KEY_END.lastIndex = from;
    const match = KEY_END.exec(text);
    nextEnd = match ? [match.index, match.index + match[0].length] : null;
    return nextEnd;
  };
  KEY_BEGIN.lastIndex = 0;
  for (let begin = KEY_BEGIN.exec(text); begin; begin = KEY_BEGIN.exec(text)) {
    const headerEnd = begin.index + begin[0].length;
    const end = findEnd(headerEnd);
    let stop: number;
    if (end && end[1] - begin.index <= MAX_KEY_BLOCK_CHARS) {
      stop = end[1];
    } else {
      KEY_INLINE.lastIndex = headerEnd;
      KEY_INLINE.exec(text);
      stop = KEY_INLINE.lastIndex;
      KEY_LINE.lastIndex = stop;
      while (KEY_LINE.exec(text)) stop = KEY_LINE.lastIndex;
    }
    spans.push([begin.index, stop]);
    KEY_BEGIN.lastIndex = stop;
  }
}

function patternSpans(text: string, spans: Span[]): void {
  for (const { regex, accept } of TOKEN_PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const start = match.index + (match[1]?.length ?? 0);
      const end = match.index + match[0].length;
      if (accept && !accept(text.slice(start, end))) continue;
      spans.push([start, end]);
    }
  }
}

/** Sorted, with overlapping and touching spans joined. */
function mergeSpans(spans: Span[]): Span[] {
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}

function replaceSpans(text: string, spans: readonly Span[], replacement: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    parts.push(text.slice(at, start), replacement);
    at = end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** Characters git refuses in a ref name, and the sequences it refuses. */
const REF_FORBIDDEN_CHARS = /[\u0000-\u0020\u007F~^:?*[\\]+/g;

/** `name` changed as little as possible into a valid branch name (git check-ref-format rules). */
function validBranchName(name: string): string {
  let result = name;
  for (let previous = ''; previous !== result; ) {
    previous = result;
    result = result
      .replace(REF_FORBIDDEN_CHARS, '-')
      .replace(/\.{2,}/g, '.')
      .replace(/@\{/g, '-')
      .split('/')
      .filter((part) => part !== '')
      .map((part) => part.replace(/^\.+/, '').replace(/(?:\.lock)+$/, ''))
      .filter((part) => part !== '')
      .join('/')
      .replace(/^-+/, '')
      .replace(/\.+$/, '');
  }
  return result === '' || result === '@' ? BRANCH_REDACTED : result;
}

/** Knows the secrets of one run and removes them, and anything token-shaped, from text. */
export class Redactor {
  /** Matched in the text as it is. */
  private readonly values = new Set<string>();
  /** Matched in the normalized view of the text; encoded forms with their encoding's characters. */
  private readonly forms = new Map<string, RegExp | null>();
  /** Long secrets' forms whose pieces are matched in the normalized view. */
  private readonly pieces = new Set<string>();
  /** The normalized view of the last text searched. */
  private lastView: { source: string; text: string } | undefined;

  constructor(secrets: Iterable<string | null | undefined> = []) {
    for (const secret of secrets) this.add(secret);
  }

  /**
   * Registers a secret value (values shorter than MIN_SECRET_LENGTH are ignored), each of its lines,
   * and its base64 forms at the three byte alignments; values of at least MIN_NORMALIZED_LENGTH
   * visible characters also in every form of `secretForms`, for the normalized view, and long ones
   * in pieces (`fragmentSources`).
   */
  add(secret: string | null | undefined): void {
    if (!secret) return;
    const forms = [secret.trim(), ...secret.split(/\r?\n/).map((line) => line.trim())];
    for (const form of forms) {
      if (form.length < MIN_SECRET_LENGTH) continue;
      this.values.add(form);
      const bytes = Buffer.from(form, 'utf8');
      for (let offset = 0; offset < 3; offset++) {
        const aligned = bytes.subarray(offset);
        const whole = aligned.subarray(0, aligned.length - (aligned.length % 3));
        const encoded = whole.toString('base64');
        if (encoded.length >= MIN_ENCODED_LENGTH) this.values.add(encoded);
      }
      const visible = [...form].filter((c) => !isIgnorable(c.codePointAt(0)!)).join('');
      if (visible.length < MIN_NORMALIZED_LENGTH) continue;
      for (const [f, chars] of secretForms(visible)) this.forms.set(f, chars);
      for (const source of fragmentSources(visible)) this.pieces.add(source);
    }
  }

  /**
   * Spans of the normalized forms in the normalized view of `text`, mapped back to `text`. The view
   * is first built without positions; they are computed only when a form is found.
   */
  private formSpans(text: string, spans: Span[], firstOnly: boolean): void {
    if (this.forms.size === 0) return;
    // Callers often ask `containsSecret` and then `redact` the same text: its view is kept once.
    if (this.lastView?.source !== text) this.lastView = { source: text, text: normalizedView(text).text };
    const view = this.lastView.text;
    const found = [...this.forms].filter(([form]) => view.includes(form));
    const pieces = [...this.pieces].flatMap((source) => fragmentSpans(view, source, firstOnly));
    if (found.length === 0 && pieces.length === 0) return;
    const { start } = normalizedView(text, true);
    for (const [from, to] of pieces) {
      spans.push(sourceSpan(text, start, from, to));
      if (firstOnly) return;
    }
    for (const [form, chars] of found) {
      let last: Span | undefined;
      for (let at = view.indexOf(form); at !== -1; at = view.indexOf(form, at + 1)) {
        const span = sourceSpan(text, start, at, at + form.length);
        const [from, to] = chars ? widenEncoded(text, ...span, chars) : span;
        if (firstOnly) {
          spans.push([from, to]);
          return;
        }
        if (last && from <= last[1]) last[1] = Math.max(last[1], to);
        else spans.push((last = [from, to]));
      }
    }
  }

  /** Where secrets are in `text`, merged; with `firstOnly`, stops looking once one is found. */
  private spans(text: string, firstOnly = false): Span[] {
    const spans: Span[] = [];
    for (const value of this.values) {
      let last: Span | undefined;
      for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
        if (firstOnly) return [[at, at + value.length]];
        // Overlapping occurrences (a value that repeats itself) extend one span.
        if (last && at <= last[1]) last[1] = at + value.length;
        else spans.push((last = [at, at + value.length]));
      }
    }
    this.formSpans(text, spans, firstOnly);
    if (firstOnly && spans.length) return spans;
    patternSpans(text, spans);
    if (firstOnly && spans.length) return spans;
    privateKeySpans(text, spans);
    return mergeSpans(spans);
  }

  /** `text` with every secret replaced by `***`; redacting again changes nothing. */
  redact(text: string): string {
    let result = text;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const spans = this.spans(result);
      if (spans.length === 0) return result;
      result = replaceSpans(result, spans, REDACTED);
    }
    return result;
  }

  containsSecret(text: string): boolean {
    return this.spans(text, true).length > 0;
  }

  /** A branch name without secrets (each replaced by `redacted`) that git accepts. */
  redactBranchName(name: string): string {
    let result = name;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const spans = this.spans(result);
      // Redact before fixing the name: fixing can change the characters a secret is matched by.
      const next = validBranchName(spans.length ? replaceSpans(result, spans, BRANCH_REDACTED) : result);
      if (spans.length === 0 && next === result) return result;
      result = next;
    }
    return this.containsSecret(result) ? BRANCH_REDACTED : result;
  }
}
