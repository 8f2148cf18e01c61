/**
 * Terms crossing from the thread that analyzes files to the thread that indexes them, as numbers.
 * The analyzing side numbers each distinct term the first time it meets it (`number`) and sends the
 * texts of the terms numbered since its last message once (`takeFresh`); the indexing side appends
 * them in the same order (`receive`) and turns numbers into a vocabulary's ids through an array
 * (`idsIn`). A term met in a thousand files is looked up by its text once per analyzing thread, not
 * once per file. Analyzing in-process, one object plays both parts: `number` fills the texts itself.
 */
import type { Vocabulary } from './lexical.js';

const NO_ID = -1;

/**
 * Terms one numbering holds before the analyzing thread starts a new one: bounds the memory of its
 * table (about 100 bytes a term) on a repository of millions of distinct terms, at the cost of
 * sending again the texts of terms met after the change.
 */
export const MAX_TERM_NUMBERS = 1_000_000;

export class TermNumbers {
  /** Text -> number, on the analyzing side. */
  private readonly numbers = new Map<string, number>();
  /** Text of each number. */
  private readonly texts: string[] = [];
  /** Texts before this one have been taken by `takeFresh`. */
  private sent = 0;
  /** Per vocabulary: number -> id, NO_ID where not looked up yet. */
  private readonly ids = new WeakMap<Vocabulary, Int32Array>();

  /** The number of `term`, a new one the first time. */
  number(term: string): number {
    let n = this.numbers.get(term);
    if (n === undefined) {
      n = this.texts.length;
      this.numbers.set(term, n);
      this.texts.push(term);
    }
    return n;
  }

  /** The texts numbered since the last call, each followed by a NUL. */
  takeFresh(): string {
    if (this.sent === this.texts.length) return '';
    let out = '';
    for (let n = this.sent; n < this.texts.length; n++) out += `${this.texts[n]}\0`;
    this.sent = this.texts.length;
    return out;
  }

  /** Appends texts `takeFresh` gave on the analyzing side: they get the next numbers, in order. */
  receive(fresh: string): void {
    if (!fresh) return;
    if (!fresh.endsWith('\0')) throw new Error('term texts that do not end with a NUL');
    const parts = fresh.split('\0');
    for (let i = 0; i + 1 < parts.length; i++) this.texts.push(parts[i]!);
  }

  /** The text of term number `n`. */
  text(n: number): string {
    const text = this.texts[n];
    if (text === undefined) throw new Error(`term number ${n} was never received`);
    return text;
  }

  /** How many terms are numbered. */
  get size(): number {
    return this.texts.length;
  }

  /**
   * Each of `refs` (numbers) as an id of `vocab`; terms `vocab` lacks are added to it in the order
   * they first come in `refs`.
   */
  idsIn(vocab: Vocabulary, refs: Uint32Array): Uint32Array {
    let map = this.ids.get(vocab);
    if (!map || map.length < this.texts.length) {
      const grown = new Int32Array(Math.max(this.texts.length, map ? map.length * 2 : 1024)).fill(NO_ID);
      if (map) grown.set(map);
      map = grown;
      this.ids.set(vocab, map);
    }
    const out = new Uint32Array(refs.length);
    for (let k = 0; k < refs.length; k++) {
      const n = refs[k]!;
      let id = map[n]!;
      if (id === NO_ID) id = map[n] = vocab.add(this.text(n));
      out[k] = id;
    }
    return out;
  }
}
