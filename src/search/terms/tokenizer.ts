/**
 * Code-aware tokenizer shared by indexing and queries. An identifier yields itself (lower-cased) and
 * its parts: `ChatGPT`, `chat_gpt` and `chatGPT` all give `chat` and `gpt`; `a.b` member chains also
 * give dotted pairs (`vector_db.search`). Pure and allocation-light: the indexer streams tokens.
 */
import { MAX_TERM_NUMBERS, TermNumbers } from './term-numbers.js';
import { MAX_WORD, SLOT_FIELDS, WordTable, type TermNumbering } from './word-table.js';

/** Words too common in issue prose to carry meaning. */
const ENGLISH_STOP_WORDS = `a about above after again against all am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further had has have having he her
here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off
on once only or other our ours ourselves out over own same she should so some such than that the their theirs them
themselves then there these they this those through to too under until up very was we were what when where which while
who whom why will with would you your yours yourself yourselves also may might must shall us get got like want
wants wanted need needs using use used etc e g eg ie via hi hello thanks thank please`;

/** Keywords that occur in nearly every source file of some language. */
const CODE_STOP_WORDS = `def return self cls const let var function import export from class if else elif for while
true false none null nil undefined new public private protected static void int str string bool boolean async await
try catch except finally raise throw throws pass break continue yield lambda with as in is not and or package func
type interface struct impl fn pub use mod crate super extends implements end begin do then unless require module
include namespace template typename auto char float double long short unsigned signed switch case default goto
this`;

export const STOP_WORDS: ReadonlySet<string> = new Set(
  `${ENGLISH_STOP_WORDS} ${CODE_STOP_WORDS}`.split(/\s+/).filter(Boolean),
);

const WORD = /[A-Za-z_$][A-Za-z0-9_$]*(?:-[A-Za-z][A-Za-z0-9_$]*)*|[0-9]+/g;
const PART = /[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+/g;
const TRAILING_DIGITS = /[0-9]+$/;


const MIN_PART = 2;
const MAX_TOKEN = 64;
const MAX_NUMBER = 8;

/**
 * Minimal English plural stemming for identifier parts and words (`aliases` -> `alias`,
 * `entries` -> `entry`). Whole identifiers are never stemmed.
 */
export function stem(word: string): string {
  const n = word.length;
  if (n < 4 || word.charCodeAt(n - 1) !== 115 /* s */) return word;
  if (word.endsWith('ies') && n > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('xes') || word.endsWith('ches') || word.endsWith('shes') || word.endsWith('ses') || word.endsWith('zes')) {
    return word.slice(0, -2);
  }
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is') || word.endsWith('os')) return word;
  return word.slice(0, -1);
}

const partCache = new Map<string, readonly string[]>();
const PART_CACHE_LIMIT = 200_000;

/** The lower-cased, stemmed parts of one identifier (`HTTPServer2` -> `http`, `server`). */
export function splitIdentifier(identifier: string): readonly string[] {
  const cached = partCache.get(identifier);
  if (cached) return cached;
  const parts = identifierParts(identifier);
  if (partCache.size >= PART_CACHE_LIMIT) partCache.clear();
  partCache.set(identifier, parts);
  return parts;
}

/** `splitIdentifier` without its cache (for callers that keep each word's tokens themselves). */
function identifierParts(identifier: string): readonly string[] {
  const parts: string[] = [];
  if (isLowerWord(identifier)) {
    // Most words of code and prose: one part, no pattern matching needed.
    if (identifier.length >= MIN_PART && !STOP_WORDS.has(identifier)) parts.push(stem(identifier));
    return parts;
  }
  const add = (lower: string) => {
    if (lower.length >= MIN_PART && !STOP_WORDS.has(lower)) parts.push(stem(lower));
  };
  if (!/[0-9]/.test(identifier)) {
    forEachLetterPart(identifier, (start, end) => add(identifier.slice(start, end).toLowerCase()));
    return parts;
  }
  for (const m of identifier.matchAll(PART)) {
    const lower = m[0].toLowerCase();
    const first = lower.charCodeAt(0);
    if (first >= 48 && first <= 57) {
      if (lower.length >= MIN_PART && lower.length <= MAX_NUMBER) parts.push(lower);
      continue;
    }
    const letters = lower.replace(TRAILING_DIGITS, '');
    // `v2`, `utf8`, `sha256` stay whole; `server2` also gives `server`.
    if (letters !== lower && lower.length - letters.length <= MAX_NUMBER) {
      if (lower.length >= MIN_PART && !STOP_WORDS.has(lower)) parts.push(lower);
      if (letters.length > 2) add(letters);
    } else {
      add(letters);
    }
  }
  return parts;
}

/**
 * The parts PART finds in a word without digits, by scanning: a run of lower-case letters, with the
 * capital before it; a run of capitals, less its last one when lower-case letters follow (`HTTPServer`
 * -> `HTTP`, `Server`). Anything but a letter separates parts.
 */
function forEachLetterPart(word: string, visit: (start: number, end: number) => void): void {
  let i = 0;
  while (i < word.length) {
    const c = word.charCodeAt(i);
    if (isLower(c)) {
      let j = i + 1;
      while (j < word.length && isLower(word.charCodeAt(j))) j++;
      visit(i, j);
      i = j;
    } else if (isUpper(c)) {
      let j = i + 1;
      while (j < word.length && isUpper(word.charCodeAt(j))) j++;
      if (j < word.length && isLower(word.charCodeAt(j))) {
        if (j - i >= 2) visit(i, j - 1);
        let k = j + 1;
        while (k < word.length && isLower(word.charCodeAt(k))) k++;
        visit(j - 1, k);
        i = k;
      } else {
        visit(i, j);
        i = j;
      }
    } else i++;
  }
}

/** `[a-z]`, by character code. */
function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** `[A-Z]`, by character code. */
function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

/** Only the letters a-z. */
function isLowerWord(word: string): boolean {
  for (let i = 0; i < word.length; i++) if (!isLower(word.charCodeAt(i))) return false;
  return word.length > 0;
}

/**
 * Streams the tokens of `text`: for each identifier its whole lower-cased form (when it has more than
 * one part) and its parts; for each `a.b.c` member chain the pairs `a.b`, `b.c`.
 */
export function forEachToken(text: string, emit: (token: string, offset: number) => void): void {
  forEachWord(text, (word, offset) => wordTokens(word, offset, emit));
  chainTokens(text, emit);
}

/**
 * Each word of `text` (what WORD matches, left to right) with its offset, found by scanning the
 * characters once instead of running the pattern.
 */
export function forEachWord(text: string, visit: (word: string, offset: number) => void): void {
  forEachWordSpan(text, 0, text.length, (start, end) => visit(text.slice(start, end), start));
}

/** `forEachWord` of `text.slice(lo, hi)`, each word given as where it starts and ends in `text`. */
function forEachWordSpan(text: string, lo: number, hi: number, visit: (start: number, end: number) => void): void {
  let i = lo;
  while (i < hi) {
    const c = text.charCodeAt(i);
    const start = i;
    if (isIdentifierStart(c)) {
      i++;
      for (;;) {
        while (i < hi && isIdentifierChar(text.charCodeAt(i))) i++;
        // A hyphen and a letter continue the word (kebab-case).
        if (i + 1 >= hi || text.charCodeAt(i) !== 45 /* - */ || !isLetter(text.charCodeAt(i + 1))) break;
        i += 2;
      }
      visit(start, i);
    } else if (isDigit(c)) {
      i++;
      while (i < hi && isDigit(text.charCodeAt(i))) i++;
      visit(start, i);
    } else i++;
  }
}

/** Tokens of the words queries and snippets are split into (counting has its own tables, below). */
const wordCache = new Map<string, readonly string[]>();
const WORD_CACHE_LIMIT = 200_000;

/** The tokens of one word (a match of WORD): words repeat heavily, their tokens are worked out once. */
function cachedTokens(word: string): readonly string[] {
  let tokens = wordCache.get(word);
  if (tokens === undefined) {
    tokens = tokensOfWord(word);
    if (wordCache.size >= WORD_CACHE_LIMIT) wordCache.clear();
    wordCache.set(word, tokens);
  }
  return tokens;
}

/** The tokens of one word (a match of WORD) at `offset`. */
function wordTokens(word: string, offset: number, emit: (token: string, offset: number) => void): void {
  const tokens = cachedTokens(word);
  for (let i = 0; i < tokens.length; i++) emit(tokens[i]!, offset);
}

/** Which count is under way: marks the word slots met in it. */
let countPass = 0;
/** Per term number, its count in the text being counted; zero again after each count. */
let tally = new Uint32Array(1024);

/** The terms of one count in the order they first come, each with its count (kept in `tally`). */
class TermTally {
  private readonly refs: number[] = [];

  add(n: number, count: number): void {
    if (n >= tally.length) {
      const grown = new Uint32Array(Math.max(n + 1, tally.length * 2));
      grown.set(tally);
      tally = grown;
    }
    if (tally[n] === 0) this.refs.push(n);
    tally[n] = tally[n]! + count;
  }

  /** The terms and their counts, `tally` zeroed again for the next count. */
  take(): { refs: number[]; counts: number[] } {
    const counts = this.refs.map((n) => tally[n]!);
    for (const n of this.refs) tally[n] = 0;
    return { refs: this.refs, counts };
  }
}

/** The numbering `countTokens` counts with before giving the terms back as texts. */
let textNumbering = new TermNumbers();

/**
 * How many times each token of the text from `start` to `end` comes (the tokens `forEachToken` gives
 * for that slice, each term where it first comes), each token also added to its line's count in
 * `lineTokens`, lines starting at `starts` (ascending offsets into `text`, the first 0). Each
 * distinct word's tokens are counted once, times the word's count, instead of once per occurrence.
 */
export function countTokens(text: string, start: number, end: number, starts: readonly number[], lineTokens: Uint32Array): { terms: string[]; counts: number[] } {
  // One numbering for every call (started again past MAX_TERM_NUMBERS): a word's token numbers are
  // then worked out once, not once per chunk.
  if (textNumbering.size >= MAX_TERM_NUMBERS) textNumbering = new TermNumbers();
  const numbering = textNumbering;
  const { refs, counts } = countTokenNumbers(text, start, end, starts, lineTokens, numbering);
  return { terms: refs.map((n) => numbering.text(n)), counts };
}

/** The words and the member chains `countTokenNumbers` has met (each started again past WORD_CACHE_LIMIT). */
let words = new WordTable(tokensOfWord);
let chains = new WordTable(chainPairs);

/** `countTokens` with each term given as its number in `numbering`. */
export function countTokenNumbers(
  text: string,
  start: number,
  end: number,
  starts: readonly number[],
  lineTokens: Uint32Array,
  numbering: TermNumbering,
): { refs: number[]; counts: number[] } {
  // Kept in a slot's 32-bit field: wraps, skipping 0 (a new slot's).
  const pass = (countPass = (countPass + 1) | 0 || 1);
  if (words.size >= WORD_CACHE_LIMIT) words = new WordTable(tokensOfWord);
  if (chains.size >= WORD_CACHE_LIMIT) chains = new WordTable(chainPairs);
  let first = 0;
  while (first + 1 < starts.length && starts[first + 1]! <= start) first++;
  const lines = { starts, first, lineTokens };
  const terms = new TermTally();
  // Terms in the order they first come: a word's tokens first come where the word first does.
  const seen = countWords(text, start, end, lines, pass, numbering);
  const slots = words.data;
  for (const at of seen) {
    const n = slots[at + SLOT_FIELDS.META]! >>> 8;
    const count = slots[at + SLOT_FIELDS.COUNT]!;
    const from = words.numbersOf(at, numbering);
    const numbers = words.numbers;
    for (let k = 0; k < n; k++) terms.add(numbers[from + k]!, count);
  }
  // Member chains come after the words (their pairs, holding a dot, are never a word's token).
  countChains(text, start, end, lines, numbering, terms);
  return terms.take();
}

/**
 * Characters whose words (or chains) a table makes room for at once, one per character at most:
 * room for a whole chunk at once would size the table by the chunk's length.
 */
const ROOM_STEP = 4096;

/**
 * Makes room in `table` for the words of ROOM_STEP more characters, `seen` (slot offsets) following
 * the slots that move; gives the table's slots.
 */
function roomFor(table: WordTable, seen: number[]): Int32Array {
  const moved = table.reserve(ROOM_STEP + 1);
  if (moved) for (let k = 0; k < seen.length; k++) seen[k] = moved[seen[k]! / SLOT_FIELDS.SIZE]!;
  return table.data;
}

/** Where a count's line tokens go: lines start at `starts`, the counted slice in line `first`. */
interface CountedLines {
  starts: readonly number[];
  first: number;
  lineTokens: Uint32Array;
}

/**
 * The slots of the words of the slice (each found in place) that give tokens, each once, with the
 * word's count in this pass in its slot; their tokens added to their lines.
 */
function countWords(text: string, start: number, end: number, { starts, first, lineTokens }: CountedLines, pass: number, numbering: TermNumbering): number[] {
  let slots = words.data;
  const seen: number[] = [];
  let row = first;
  let roomUntil = start;
  forEachWordSpan(text, start, end, (from, to) => {
    if (from >= roomUntil) {
      slots = roomFor(words, seen);
      roomUntil = from + ROOM_STEP;
    }
    // A word longer than MAX_TOKEN gives no token.
    if (to - from > MAX_TOKEN) return;
    const at = words.slotOf(text, from, to, numbering);
    const tokens = slots[at + SLOT_FIELDS.META]! >>> 8;
    if (tokens === 0) return;
    while (row + 1 < starts.length && starts[row + 1]! <= from) row++;
    lineTokens[row]! += tokens;
    if (slots[at + SLOT_FIELDS.PASS] !== pass) {
      slots[at + SLOT_FIELDS.PASS] = pass;
      slots[at + SLOT_FIELDS.COUNT] = 0;
      seen.push(at);
    }
    slots[at + SLOT_FIELDS.COUNT]!++;
  });
  return seen;
}

/** Adds the pairs of each member chain of the slice to `terms` and to their lines. */
function countChains(text: string, start: number, end: number, { starts, first, lineTokens }: CountedLines, numbering: TermNumbering, terms: TermTally): void {
  let slots = chains.data;
  let row = first;
  let roomUntil = start;
  forEachChainSpan(text, start, end, (chainStart, chainEnd) => {
    if (chainStart >= roomUntil) {
      slots = roomFor(chains, []);
      roomUntil = chainStart + ROOM_STEP;
    }
    if (chainStart < starts[row]!) row = first;
    while (row + 1 < starts.length && starts[row + 1]! <= chainStart) row++;
    if (chainEnd - chainStart > MAX_WORD) {
      // Too long for the table: its pairs are numbered one by one.
      for (const pair of chainPairs(text.slice(chainStart, chainEnd))) {
        lineTokens[row]!++;
        terms.add(numbering.number(pair), 1);
      }
      return;
    }
    const at = chains.slotOf(text, chainStart, chainEnd, numbering);
    const n = slots[at + SLOT_FIELDS.META]! >>> 8;
    if (n === 0) return;
    lineTokens[row]! += n;
    const from = chains.numbersOf(at, numbering);
    const numbers = chains.numbers;
    for (let k = 0; k < n; k++) terms.add(numbers[from + k]!, 1);
  });
}

/** The tokens of one word (a match of WORD), in the order they are emitted. */
export function tokensOfWord(word: string): readonly string[] {
  const out: string[] = [];
  if (word.length > MAX_TOKEN) return out;
  const first = word.charCodeAt(0);
  if (first >= 48 && first <= 57) {
    if (word.length >= MIN_PART && word.length <= MAX_NUMBER) out.push(word);
    return out;
  }
  // Each word's tokens are kept by the caller (the word tables, the word cache): no second cache.
  const parts = identifierParts(word);
  const lower = word.toLowerCase();
  const sameAsPart = parts.length === 1 && parts[0] === lower;
  if (!sameAsPart && lower.length >= MIN_PART && !STOP_WORDS.has(lower)) {
    out.push(lower);
    // `PersonName3`, `Handler2`: numbered variants also match their base name.
    const base = lower.replace(TRAILING_DIGITS, '');
    if (base !== lower && base.length > 3 && parts.length > 1) out.push(base);
  }
  for (const part of parts) out.push(part);
  return out;
}

/** The dotted pairs of each member chain. */
function chainTokens(text: string, emit: (token: string, offset: number) => void): void {
  forEachMemberChain(text, (chain, offset) => {
    for (const pair of chainPairs(chain)) emit(pair, offset);
  });
}

/** The tokens of one member chain: its dotted pairs, lower-cased (`a.B.c` -> `a.b`, `b.c`). */
function chainPairs(chain: string): string[] {
  const names = chain.split('.');
  const out: string[] = [];
  for (let i = 0; i + 1 < names.length; i++) {
    const pair = `${names[i]}.${names[i + 1]}`.toLowerCase();
    if (pair.length <= MAX_TOKEN) out.push(pair);
  }
  return out;
}

/**
 * Whether `text[at]` goes on a part begun before it, so that no token starts there: a lower-case
 * letter after a letter, or a digit after a digit (`forEachLetterPart`, `PART` and `WORD` never cut
 * there, and a stem is a prefix of its part).
 */
function insidePart(text: string, at: number): boolean {
  if (at === 0) return false;
  const c = text.charCodeAt(at);
  const before = text.charCodeAt(at - 1);
  return (isLower(c) && isLetter(before)) || (isDigit(c) && isDigit(before));
}

/** `[A-Za-z0-9_$-]`: the characters words are made of. */
function isWordChar(c: number): boolean {
  return isIdentifierChar(c) || c === 45;
}

/**
 * The tokens of `text` that are in `wanted`, with their offsets: those `forEachToken` gives, in
 * another order, without tokenizing the whole text. Every word giving a token contains the token
 * (or, for a plural stemmed to `-y`, its `-i` stem) whatever its case, so only the runs of word
 * characters around such places are split, with the same code.
 */
export function forEachWantedToken(text: string, wanted: ReadonlySet<string> | ReadonlyMap<string, unknown>, emit: (token: string, offset: number) => void): void {
  wantedTokenScanner(wanted)(text, emit);
}

/**
 * `forEachWantedToken` for many texts and the same wanted terms (the lines of one file a piece at a
 * time): what to look for is worked out once, and each run of word characters is cut into words once
 * for all of them.
 */
export function wantedTokenScanner(wanted: ReadonlySet<string> | ReadonlyMap<string, unknown>): (text: string, emit: (token: string, offset: number) => void) => void {
  const needles = new Set<string>();
  let chains = false;
  for (const term of wanted.keys()) {
    if (term.includes('.')) {
      chains = true;
      continue;
    }
    if (!term) continue;
    needles.add(term);
    if (term.endsWith('y')) needles.add(`${term.slice(0, -1)}i`);
  }
  const pattern = needles.size ? new RegExp([...needles].map((n) => n.replace(/[$-]/g, '\\$&')).join('|'), 'gi') : undefined;
  // Runs repeat (a long query's short terms are inside most of them): each distinct run is cut
  // once, into its wanted tokens with their offsets in the run.
  const runs = new Map<string, (string | number)[]>();
  return (text, emit) => {
    if (pattern) {
      pattern.lastIndex = 0;
      for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
        if (insidePart(text, m.index)) {
          // No token starts here (a short term inside a longer word: `re` in `where`): look on from
          // the next character, where another term may start.
          pattern.lastIndex = m.index + 1;
          continue;
        }
        let start = m.index;
        while (start > 0 && isWordChar(text.charCodeAt(start - 1))) start--;
        let end = m.index + m[0].length;
        while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
        const run = text.slice(start, end);
        let found = runs.get(run);
        if (found === undefined) {
          const hits: (string | number)[] = [];
          // The words of this run, cut exactly as a pass over the whole text cuts them (a run is
          // bounded by characters no word holds, so its words do not depend on what is around it).
          WORD.lastIndex = 0;
          for (let w = WORD.exec(run); w !== null; w = WORD.exec(run)) {
            const tokens = cachedTokens(w[0]);
            for (let i = 0; i < tokens.length; i++) if (wanted.has(tokens[i]!)) hits.push(tokens[i]!, w.index);
          }
          runs.set(run, (found = hits));
        }
        for (let i = 0; i < found.length; i += 2) emit(found[i] as string, start + (found[i + 1] as number));
        pattern.lastIndex = end;
      }
    }
    if (chains) {
      chainTokens(text, (token, offset) => {
        if (wanted.has(token)) emit(token, offset);
      });
    }
  };
}

/** `[A-Za-z0-9_$]` */
function isIdentifierChar(c: number): boolean {
  return isIdentifierStart(c) || (c >= 48 && c <= 57);
}

/** `[A-Za-z]` */
function isLetter(c: number): boolean {
  return isLower(c) || isUpper(c);
}

/** `[0-9]` */
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** `[A-Za-z_$]` */
function isIdentifierStart(c: number): boolean {
  return isLower(c) || isUpper(c) || c === 95 || c === 36;
}

/**
 * Each member chain of `text` (`a.b.c`: identifiers joined by dots, the longest at each place, left
 * to right) with its offset: what `/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/g` matches, found from the
 * dots instead of by trying the pattern at every character (most of a tokenizing pass's time).
 */
export function forEachMemberChain(text: string, visit: (chain: string, offset: number) => void): void {
  forEachChainSpan(text, 0, text.length, (start, end) => visit(text.slice(start, end), start));
}

/** `forEachMemberChain` of `text.slice(lo, hi)`, each chain given as where it starts and ends in `text`. */
function forEachChainSpan(text: string, lo: number, hi: number, visit: (start: number, end: number) => void): void {
  let from = lo;
  for (let dot = text.indexOf('.', from); dot !== -1 && dot < hi; dot = text.indexOf('.', from)) {
    from = dot + 1;
    if (dot + 1 >= hi || !isIdentifierStart(text.charCodeAt(dot + 1))) continue;
    // The identifier before the dot starts at the first letter of its run of identifier characters
    // (a run of digits alone is none).
    let run = dot;
    while (run > lo && isIdentifierChar(text.charCodeAt(run - 1))) run--;
    let start = run;
    while (start < dot && !isIdentifierStart(text.charCodeAt(start))) start++;
    if (start === dot) continue;
    let end = dot + 1;
    for (;;) {
      while (end < hi && isIdentifierChar(text.charCodeAt(end))) end++;
      if (end + 1 >= hi || text.charCodeAt(end) !== 46 /* . */ || !isIdentifierStart(text.charCodeAt(end + 1))) break;
      end++;
    }
    visit(start, end);
    from = end;
  }
}

export function tokenize(text: string): string[] {
  const out: string[] = [];
  forEachToken(text, (t) => out.push(t));
  return out;
}

/** Tokens of a repo-relative path: each directory and the file name, split like identifiers. */
export function pathTokens(path: string): string[] {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    const dot = segment.lastIndexOf('.');
    const name = dot > 0 ? segment.slice(0, dot) : segment;
    const ext = dot > 0 ? segment.slice(dot + 1).toLowerCase() : '';
    forEachToken(name.replace(/\./g, ' '), (t) => out.push(t));
    if (ext) out.push(ext);
  }
  return out;
}

/** Plain lower-case alphanumeric words, no identifier splitting: the baseline tokenizer. */
export function plainTokens(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/[A-Za-z0-9_]+/g)) {
    const w = m[0].toLowerCase();
    if (w.length >= 2 && !STOP_WORDS.has(w)) out.push(w);
  }
  return out;
}
