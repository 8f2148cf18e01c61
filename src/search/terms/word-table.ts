/**
 * The words counting has met, each with its tokens' numbers, in one open-addressing table of typed
 * arrays: a word of a text is found from where it lies in that text, without cutting a string out of
 * it or asking a Map (whose lookups, a string's hash then its entry, its key and its value scattered
 * over the heap, were most of the time of counting a chunk's terms). A slot holds everything a
 * repeated word needs (its hash, length, up to 12 characters, how many tokens it gives, its count in
 * the chunk being counted), so a word met again costs one cache line. Longer words keep their
 * characters in a pool. Words are ASCII (what the tokenizer's scanners cut: a character is 8 bits of
 * a slot or a byte of the pool); each thread counting has its own tables (see tokenizer.ts).
 */

/** Int32 fields of one slot. */
const SLOT = 8;
/** The fields, by offset in a slot. */
const HASH = 0;
/** Length in bits 0-7 (0: an empty slot), number of tokens in the bits above. */
const META = 1;
/** Characters 0-11, four to an int (ASCII); for a longer word, field CHARS is its pool offset. */
const CHARS = 2;
const PASS = 5;
const COUNT = 6;
const ID = 7;
/** Words up to this long are compared in their slot. */
const INLINE_CHARS = 12;
const NOT_NUMBERED = -1;

/** Gives each distinct term a number (the same one every time); see term-numbers.ts. */
export interface TermNumbering {
  number(term: string): number;
}
/** Longest word the table holds (its length is 8 bits of a slot). */
export const MAX_WORD = 255;

export class WordTable {
  private slots: Int32Array;
  private mask: number;
  private used = 0;
  private pool = new Uint8Array(1 << 16);
  private poolEnd = 0;
  /** The numbering `numbers` holds numbers of. */
  private numbering: TermNumbering | undefined;
  /** Per id: where its tokens' numbers start in `numbers`, NOT_NUMBERED before they are worked out. */
  private numbered = new Int32Array(1024).fill(NOT_NUMBERED);
  /** The tokens' numbers of the words met since `numbering` became the current one. */
  numbers = new Uint32Array(1 << 14);
  private numbersEnd = 0;

  /**
   * `tokensOf` gives a word's tokens (the same every time it is asked): they are numbered when the
   * word is first met and not kept; a new numbering asks for them again.
   */
  constructor(
    private readonly tokensOf: (word: string) => readonly string[],
    capacity = 1 << 14,
  ) {
    this.slots = new Int32Array(capacity * SLOT);
    this.mask = capacity - 1;
  }

  /**
   * Where the numbers (in `numbering`) of the tokens of the word in the slot at `at` start in
   * `numbers`, worked out once per numbering. The array may be replaced by the call: read `numbers`
   * after it.
   */
  numbersOf(at: number, numbering: TermNumbering): number {
    this.use(numbering);
    const id = this.slots[at + ID]!;
    const known = this.numbered[id]!;
    return known !== NOT_NUMBERED ? known : this.number(id, this.tokensOf(this.wordAt(at)), numbering);
  }

  /** Starts numbering with `numbering` when it is another one than the last. */
  private use(numbering: TermNumbering): void {
    if (numbering === this.numbering) return;
    this.numbering = numbering;
    this.numbered.fill(NOT_NUMBERED);
    this.numbersEnd = 0;
  }

  /** Numbers `tokens`, the tokens of word `id`, in `numbering`; returns where they start. */
  private number(id: number, tokens: readonly string[], numbering: TermNumbering): number {
    if (id >= this.numbered.length) {
      const grown = new Int32Array(Math.max(id + 1, this.numbered.length * 2)).fill(NOT_NUMBERED);
      grown.set(this.numbered);
      this.numbered = grown;
    }
    if (this.numbersEnd + tokens.length > this.numbers.length) {
      const grown = new Uint32Array(Math.max(this.numbersEnd + tokens.length, this.numbers.length * 2));
      grown.set(this.numbers);
      this.numbers = grown;
    }
    const start = this.numbersEnd;
    for (let k = 0; k < tokens.length; k++) this.numbers[this.numbersEnd++] = numbering.number(tokens[k]!);
    this.numbered[id] = start;
    return start;
  }

  /** The word in the slot at `at`, from its characters. */
  wordAt(at: number): string {
    const len = this.slots[at + META]! & 0xff;
    const codes: number[] = [];
    if (len > INLINE_CHARS) {
      const from = this.slots[at + CHARS]!;
      for (let k = 0; k < len; k++) codes.push(this.pool[from + k]!);
    } else for (let k = 0; k < len; k++) codes.push((this.slots[at + CHARS + (k >> 2)]! >>> (8 * (k & 3))) & 0xff);
    return String.fromCharCode(...codes);
  }

  /** Words held. */
  get size(): number {
    return this.used;
  }

  /** Slot fields, for the counting loop to read and write in place. */
  get data(): Int32Array {
    return this.slots;
  }

  /**
   * Makes room for `more` new words, so that no slot moves before the next call. When the slots had
   * to move, gives each old slot's new offset (by old offset / SLOT_FIELDS.SIZE).
   */
  reserve(more: number): Int32Array | undefined {
    if ((this.used + more) * 2 <= this.mask + 1) return undefined;
    let capacity = this.mask + 1;
    while ((this.used + more) * 2 > capacity) capacity *= 2;
    const old = this.slots;
    const moved = new Int32Array(old.length / SLOT);
    this.slots = new Int32Array(capacity * SLOT);
    this.mask = capacity - 1;
    for (let at = 0; at < old.length; at += SLOT) {
      if ((old[at + META]! & 0xff) === 0) continue;
      let i = old[at + HASH]! & this.mask;
      while ((this.slots[i * SLOT + META]! & 0xff) !== 0) i = (i + 1) & this.mask;
      for (let k = 0; k < SLOT; k++) this.slots[i * SLOT + k] = old[at + k]!;
      moved[at / SLOT] = i * SLOT;
    }
    return moved;
  }

  /**
   * The offset in `data` of the slot of the word `text.slice(start, end)` (1 to MAX_WORD ASCII
   * characters), added when new, its tokens numbered in `numbering`. `reserve` must have made room
   * for it.
   */
  slotOf(text: string, start: number, end: number, numbering: TermNumbering): number {
    const len = end - start;
    let h = 0x811c9dc5;
    let w0 = 0;
    let w1 = 0;
    let w2 = 0;
    for (let k = 0; k < len; k++) {
      const c = text.charCodeAt(start + k);
      h = Math.imul(h ^ c, 0x01000193);
      if (k < 4) w0 |= c << (8 * k);
      else if (k < 8) w1 |= c << (8 * (k - 4));
      else if (k < 12) w2 |= c << (8 * (k - 8));
    }
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    const slots = this.slots;
    const mask = this.mask;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const at = i * SLOT;
      const meta = slots[at + META]!;
      if ((meta & 0xff) === 0) return this.add(at, h, text, start, len, w0, w1, w2, numbering);
      if (slots[at + HASH] !== h || (meta & 0xff) !== len) continue;
      if (len <= INLINE_CHARS) {
        if (slots[at + CHARS] === w0 && slots[at + CHARS + 1] === w1 && slots[at + CHARS + 2] === w2) return at;
      } else if (this.poolHolds(slots[at + CHARS]!, text, start, len)) return at;
    }
  }

  private poolHolds(offset: number, text: string, start: number, len: number): boolean {
    const pool = this.pool;
    for (let k = 0; k < len; k++) if (pool[offset + k] !== text.charCodeAt(start + k)) return false;
    return true;
  }

  private add(at: number, h: number, text: string, start: number, len: number, w0: number, w1: number, w2: number, numbering: TermNumbering): number {
    const tokens = this.tokensOf(text.slice(start, start + len));
    const id = this.used;
    this.use(numbering);
    this.number(id, tokens, numbering);
    const slots = this.slots;
    slots[at + HASH] = h;
    slots[at + META] = len | (tokens.length << 8);
    if (len <= INLINE_CHARS) {
      slots[at + CHARS] = w0;
      slots[at + CHARS + 1] = w1;
      slots[at + CHARS + 2] = w2;
    } else {
      if (this.poolEnd + len > this.pool.length) {
        const grown = new Uint8Array(this.pool.length * 2);
        grown.set(this.pool);
        this.pool = grown;
      }
      for (let k = 0; k < len; k++) this.pool[this.poolEnd + k] = text.charCodeAt(start + k);
      slots[at + CHARS] = this.poolEnd;
      this.poolEnd += len;
    }
    slots[at + PASS] = 0;
    slots[at + COUNT] = 0;
    slots[at + ID] = id;
    this.used++;
    return at;
  }
}

/** Offsets of the slot fields the counting loop reads and writes (`WordTable.data`). */
export const SLOT_FIELDS = { META, PASS, COUNT, ID, SIZE: SLOT } as const;
