import { describe, expect, it } from '@jest/globals';
import { SLOT_FIELDS, WordTable } from '../../src/search/terms/word-table.js';

/** Numbers terms from 10 up, in the order first asked, and records every term asked. */
function numbering() {
  const seen = new Map<string, number>();
  const asked: string[] = [];
  return {
    asked,
    number(term: string) {
      asked.push(term);
      if (!seen.has(term)) seen.set(term, seen.size + 10);
      return seen.get(term)!;
    },
  };
}

/** A table whose words' tokens are the word lower-cased and its length (none for `self`), counting the calls. */
function table(capacity?: number) {
  const calls: string[] = [];
  const t = new WordTable((word: string) => {
    calls.push(word);
    return word === 'self' ? [] : [word.toLowerCase(), `${word.length}`];
  }, capacity);
  const terms = numbering();
  const find = (text: string, start: number, end: number) => t.slotOf(text, start, end, terms);
  const id = (at: number) => t.data[at + SLOT_FIELDS.ID]!;
  const tokenCount = (at: number) => t.data[at + SLOT_FIELDS.META]! >>> 8;
  const numbersOf = (at: number, n: { number(term: string): number } = terms) => {
    const from = t.numbersOf(at, n);
    return [...t.numbers.subarray(from, from + tokenCount(at))];
  };
  return { t, calls, terms, find, id, tokenCount, numbersOf };
}

describe('WordTable', () => {
  it('finds a word met again wherever it lies, and works its tokens out once', () => {
    const { t, calls, find, id, tokenCount } = table();
    t.reserve(8);
    const text = 'Foo bar Foo self foo';
    const first = find(text, 0, 3);
    expect(find(text, 8, 11)).toBe(first);
    expect(find('xxFooyy', 2, 5)).toBe(first);
    expect(find(text, 17, 20)).not.toBe(first);
    expect(tokenCount(first)).toBe(2);
    expect(tokenCount(find(text, 12, 16))).toBe(0);
    expect([id(first), id(find(text, 4, 7)), id(find(text, 12, 16)), id(find(text, 17, 20))]).toEqual([0, 3, 2, 1]);
    expect(calls).toEqual(['Foo', 'foo', 'self', 'bar']);
    expect(t.size).toBe(4);
  });

  it('tells apart long words sharing their first twelve characters, kept in the pool', () => {
    const { t, calls, find, numbersOf } = table();
    t.reserve(8);
    const text = 'abcdefghijklX abcdefghijklY abcdefghijkl abcdefghijklX';
    const x = find(text, 0, 13);
    const y = find(text, 14, 27);
    const twelve = find(text, 28, 40);
    expect(new Set([x, y, twelve]).size).toBe(3);
    expect(find(text, 41, 54)).toBe(x);
    expect(find(`${'_'.repeat(300)}abcdefghijklY`, 300, 313)).toBe(y);
    expect(calls).toEqual(['abcdefghijklX', 'abcdefghijklY', 'abcdefghijkl']);
    expect([numbersOf(x), numbersOf(y), numbersOf(twelve)]).toEqual([
      [10, 11],
      [12, 11],
      [13, 14],
    ]);
  });

  it('keeps every word and its id when it grows, from a table of two slots', () => {
    const { t, calls, find, id } = table(2);
    const words = Array.from({ length: 300 }, (_, i) => `w${i.toString(36)}_${'z'.repeat(i % 20)}`);
    const text = words.join(' ');
    const spans: [number, number][] = [];
    let at = 0;
    for (const w of words) {
      spans.push([at, at + w.length]);
      at += w.length + 1;
    }
    let grew = 0;
    const ids = spans.map(([s, e], i) => {
      const before = spans.slice(0, i).map(([a, b]) => find(text, a, b));
      const moved = t.reserve(1);
      if (moved) {
        grew++;
        // Each slot's new offset, as the table gives it.
        expect(before.map((at) => moved[at / SLOT_FIELDS.SIZE])).toEqual(spans.slice(0, i).map(([a, b]) => find(text, a, b)));
      }
      return id(find(text, s, e));
    });
    expect(grew).toBe(9);
    expect(ids).toEqual(words.map((_, i) => i));
    expect(spans.map(([s, e]) => id(find(text, s, e)))).toEqual(ids);
    expect(spans.map(([s, e]) => t.wordAt(find(text, s, e)))).toEqual(words);
    expect(calls).toEqual(words);
    expect(t.size).toBe(300);
  });

  it('numbers a word\'s tokens when first met, and again from its characters in a new numbering', () => {
    const { t, calls, terms, find, numbersOf } = table();
    t.reserve(4);
    const text = 'Ab cd Ab Abcdefghijklmnop';
    const ab = find(text, 0, 2);
    const cd = find(text, 3, 5);
    const long = find(text, 9, 25);
    expect(terms.asked).toEqual(['ab', '2', 'cd', '2', 'abcdefghijklmnop', '16']);
    expect([numbersOf(ab), numbersOf(cd), numbersOf(find(text, 6, 8)), numbersOf(long)]).toEqual([
      [10, 11],
      [12, 11],
      [10, 11],
      [13, 14],
    ]);
    expect(terms.asked).toHaveLength(6);
    const second = numbering();
    expect([numbersOf(cd, second), numbersOf(long, second), numbersOf(ab, second), numbersOf(cd, second)]).toEqual([
      [10, 11],
      [12, 13],
      [14, 11],
      [10, 11],
    ]);
    expect(second.asked).toEqual(['cd', '2', 'abcdefghijklmnop', '16', 'ab', '2']);
    expect(calls).toEqual(['Ab', 'cd', 'Abcdefghijklmnop', 'cd', 'Abcdefghijklmnop', 'Ab']);
  });
});
