import { describe, expect, it } from '@jest/globals';
import { Bm25Index, countIds, countTerms, documentLength, PackedTerms, Vocabulary } from '../../src/search/terms/lexical.js';

describe('BM25', () => {
  const vocab = new Vocabulary();
  const docs = [['apple', 'banana', 'apple'], ['banana', 'cherry'], ['cherry', 'cherry', 'cherry', 'date']].map((d) => countTerms(d, vocab));
  const index = new Bm25Index(docs, vocab.size);

  it('counts terms as sorted id/count pairs', () => {
    expect([...docs[0]!]).toEqual([0, 2, 1, 1]);
    expect(documentLength(docs[2]!)).toBe(4);
    expect(vocab.terms).toEqual(['apple', 'banana', 'cherry', 'date']);
  });

  it('scores with the textbook formula', () => {
    const scores = new Float64Array(3);
    index.score([{ id: vocab.get('apple')!, weight: 1 }], scores);
    const idf = Math.log(1 + (3 - 1 + 0.5) / (1 + 0.5));
    const avg = 3;
    const expected = (idf * 2 * 2.2) / (2 + 1.2 * (1 - 0.75 + (0.75 * 3) / avg));
    expect(scores[0]).toBeCloseTo(expected, 12);
    expect(scores[1]).toBe(0);
    expect(index.documentFrequency(vocab.get('cherry')!)).toBe(2);
  });

  it('scores with the k1 and b of each call, the norms kept for one pair not reused for another', () => {
    const q = [{ id: vocab.get('cherry')!, weight: 1 }];
    const scoresWith = (k1: number, b: number) => {
      const scores = new Float64Array(3);
      index.score(q, scores, k1, b);
      return [...scores];
    };
    const idf = index.idf(vocab.get('cherry')!);
    const textbook = (tf: number, length: number, k1: number, b: number) => (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / 3));
    const first = scoresWith(1.2, 0.75);
    expect(first).toEqual([0, textbook(1, 2, 1.2, 0.75), textbook(3, 4, 1.2, 0.75)]);
    expect(scoresWith(2, 0.25)).toEqual([0, textbook(1, 2, 2, 0.25), textbook(3, 4, 2, 0.25)]);
    expect(scoresWith(1.2, 0.75)).toEqual(first);
  });

  it('says whether a term occurs in a range of documents', () => {
    const cherry = vocab.get('cherry')!;
    const apple = vocab.get('apple')!;
    // cherry is in documents 1 and 2, apple in 0.
    expect([[0, 1], [0, 2], [1, 2], [2, 3], [0, 3], [3, 9], [1, 1]].map(([from, to]) => index.occursIn(cherry, from!, to!))).toEqual([false, true, true, true, true, false, false]);
    expect([index.occursIn(apple, 0, 1), index.occursIn(apple, 1, 3)]).toEqual([true, false]);
    expect(index.occursIn(999, 0, 3)).toBe(false);
  });

  it('gives a term\'s postings in a range of documents, with its count in each', () => {
    const cherry = vocab.get('cherry')!;
    const of = (id: number, from: number, to: number) => {
      const { docs, counts } = index.postingsIn(id, from, to);
      return [[...docs], [...counts]];
    };
    // cherry: once in document 1, three times in document 2.
    expect(of(cherry, 0, 3)).toEqual([[1, 2], [1, 3]]);
    expect(of(cherry, 2, 3)).toEqual([[2], [3]]);
    expect(of(cherry, 0, 1)).toEqual([[], []]);
    expect(of(cherry, 2, 2)).toEqual([[], []]);
    expect(of(999, 0, 3)).toEqual([[], []]);
  });

  it('scores outside documents the same way', () => {
    const scores = new Float64Array(3);
    const q = [{ id: vocab.get('cherry')!, weight: 1 }];
    index.score(q, scores);
    expect(index.scoreWeighed(index.weighQuery(q, () => 0), Uint32Array.from([1]), 2)).toBeCloseTo(scores[1]!, 12);
  });

  it('scores counts by slot with the textbook formula, the IDFs worked out once', () => {
    const q = [
      { id: vocab.get('cherry')!, weight: 1 },
      { id: vocab.get('apple')!, weight: 2 },
      { id: vocab.get('date')!, weight: 0.5 },
    ];
    // Slots: cherry 0, apple 2, date 1.
    const slot = new Map([[vocab.get('cherry')!, 0], [vocab.get('apple')!, 2], [vocab.get('date')!, 1]]);
    const weighed = index.weighQuery(q, (id) => slot.get(id)!);
    expect([...weighed.slots]).toEqual([0, 2, 1]);
    expect(weighed.weights[1]).toBe(index.idf(vocab.get('apple')!) * 2);
    // cherry 3 times, apple once, date not at all, in a document of 7 tokens.
    const norm = 1.2 * (1 - 0.75 + (0.75 * 7) / index.avgLength);
    const expected = (weighed.weights[0]! * 3 * 2.2) / (3 + norm) + (weighed.weights[1]! * 1 * 2.2) / (1 + norm);
    expect(index.scoreWeighed(weighed, Uint32Array.from([3, 0, 1]), 7)).toBeCloseTo(expected, 12);
    expect(index.scoreWeighed(weighed, new Uint32Array(3), 7)).toBe(0);
  });

  it('rebuilds from its arrays with the same statistics', () => {
    const again = new Bm25Index(index.parts());
    expect([again.docCount, again.avgLength, again.termCount]).toEqual([3, 3, 4]);
    expect([...index.parts().lengths]).toEqual([3, 2, 4]);
    expect([...index.parts().offsets]).toEqual([0, 1, 3, 5, 6]);
    const a = new Float64Array(3);
    const b = new Float64Array(3);
    const q = [{ id: vocab.get('cherry')!, weight: 1 }, { id: vocab.get('apple')!, weight: 2 }];
    index.score(q, a);
    again.score(q, b);
    expect([...b]).toEqual([...a]);
    expect(again.documentFrequency(9)).toBe(0);
  });

  it('ignores unknown terms and empty indexes', () => {
    const empty = new Bm25Index([], 0);
    const scores = new Float64Array(0);
    empty.score([{ id: 7, weight: 1 }], scores);
    expect([...empty.documentsWith(3)]).toEqual([]);
  });
});

describe('Vocabulary', () => {
  it('looks up a sorted vocabulary without a map and numbers new terms after it', () => {
    const v = new Vocabulary(['apple', 'banana', 'cherry'], { sorted: true });
    expect([v.get('apple'), v.get('banana'), v.get('cherry'), v.get('durian')]).toEqual([0, 1, 2, undefined]);
    expect(v.add('banana')).toBe(1);
    expect(v.add('aardvark')).toBe(3);
    expect(v.get('aardvark')).toBe(3);
    expect(v.size).toBe(4);
  });
});

describe('PackedTerms', () => {
  it('packs sorted terms into one string and reads each back', () => {
    const text = PackedTerms.pack(['alpha', 'b.c', 'größe']);
    expect(text).toBe('alpha\0b.c\0größe\0');
    const packed = PackedTerms.unpack(text)!;
    expect([packed.length, packed.at(0), packed.at(1), packed.at(2)]).toEqual([3, 'alpha', 'b.c', 'größe']);
    expect(PackedTerms.unpack(PackedTerms.pack([]))!.length).toBe(0);
    expect(PackedTerms.unpack('alpha\0beta')).toBeUndefined();
    // With the count known, found in one pass, and refused when the text holds another number.
    expect(PackedTerms.unpack(text, 3)!.at(2)).toBe('größe');
    expect(PackedTerms.unpack(text, 2)).toBeUndefined();
    expect(PackedTerms.unpack(text, 4)).toBeUndefined();
    expect(PackedTerms.unpack('', 0)!.length).toBe(0);
  });

  it('gives runs of its terms as packed, and where a term would go among them', () => {
    const packed = PackedTerms.unpack(PackedTerms.pack(['alpha', 'b.c', 'größe']))!;
    expect([packed.slice(0, 3), packed.slice(1, 2), packed.slice(2, 2)]).toEqual(['alpha\0b.c\0größe\0', 'b.c\0', '']);
    expect(['', 'alpha', 'alphabet', 'b', 'b.c', 'grün', 'größe', 'zz'].map((t) => packed.lowerBound(t))).toEqual([0, 0, 1, 1, 1, 3, 2, 3]);
    expect(PackedTerms.unpack('')!.lowerBound('a')).toBe(0);
  });

  it('tells whether its terms ascend as strings compare, without cutting them out', () => {
    const cases: string[][] = [
      [],
      ['solo'],
      ['a', 'ab', 'abc', 'b'],
      ['ab', 'a'],
      ['a', 'a'],
      ['', 'a'],
      ['a', ''],
      ['', ''],
      ['Zeta', 'alpha', 'größe', 'grün', 'z'],
      ['grün', 'größe'],
      ['x.y', 'x_y', 'x-y'],
      ['x-y', 'x.y', 'x_y'],
      ['abc', 'abd', 'abd'],
    ];
    for (const terms of cases) {
      const expected = terms.every((t, i) => i === 0 || terms[i - 1]! < t);
      expect([terms, PackedTerms.unpack(PackedTerms.pack(terms))!.ascending()]).toEqual([terms, expected]);
    }
    expect(PackedTerms.unpack(PackedTerms.pack(['a', 'ab', 'abc', 'b']))!.ascending()).toBe(true);
    expect(PackedTerms.unpack(PackedTerms.pack(['ab', 'a']))!.ascending()).toBe(false);
  });

  it('backs a vocabulary that finds, names and extends its terms', () => {
    const v = new Vocabulary(PackedTerms.unpack(PackedTerms.pack(['apple', 'banana', 'cherry']))!);
    expect([v.get('apple'), v.get('cherry'), v.get('banana'), v.get('aardvark'), v.get('zebra')]).toEqual([0, 2, 1, undefined, undefined]);
    expect([v.term(1), v.term(3), v.term(-1)]).toEqual(['banana', undefined, undefined]);
    expect(v.add('aardvark')).toBe(3);
    expect([v.term(3), v.get('aardvark'), v.size]).toEqual(['aardvark', 3, 4]);
    expect(v.terms).toEqual(['apple', 'banana', 'cherry', 'aardvark']);
    expect([v.termsFrom(2), v.termsFrom(3), v.termsFrom(4)]).toEqual([['cherry', 'aardvark'], ['aardvark'], []]);
  });

  it('backs a vocabulary kept by id, found through its order', () => {
    const v = new Vocabulary(PackedTerms.unpack(PackedTerms.pack(['cherry', 'apple', 'banana']))!, { order: Uint32Array.from([1, 2, 0]) });
    expect([v.get('apple'), v.get('banana'), v.get('cherry'), v.get('aardvark'), v.get('bb'), v.get('zebra')]).toEqual([1, 2, 0, undefined, undefined, undefined]);
    expect([v.term(0), v.term(1), v.term(2), v.term(3)]).toEqual(['cherry', 'apple', 'banana', undefined]);
    expect(v.add('apple')).toBe(1);
    expect(v.add('aardvark')).toBe(3);
    expect(v.terms).toEqual(['cherry', 'apple', 'banana', 'aardvark']);
    expect(() => new Vocabulary(['a', 'b'], { order: Uint32Array.from([0]) })).toThrow('a vocabulary order of another size than its terms');
  });

  it('gives every id sorted by term: its base’s order merged with the terms added since and extra ones', () => {
    const v = new Vocabulary(PackedTerms.unpack(PackedTerms.pack(['cherry', 'apple', 'banana']))!, { order: Uint32Array.from([1, 2, 0]) });
    v.add('avocado');
    v.add('zebra');
    expect([...v.sortedIds(['blueberry'])]).toEqual([1, 3, 2, 5, 0, 4]);
    expect([...v.sortedIds()]).toEqual([1, 3, 2, 0, 4]);
    const sorted = new Vocabulary(['a', 'c'], { sorted: true });
    sorted.add('b');
    expect([...sorted.sortedIds(['0'])]).toEqual([3, 0, 2, 1]);
    const fresh = new Vocabulary(['b', 'a', 'c']);
    expect([...fresh.sortedIds(['aa'])]).toEqual([1, 3, 0, 2]);
    expect([...new Vocabulary().sortedIds()]).toEqual([]);
  });

  it('checks terms are ascending through an order that names each once', () => {
    const packed = PackedTerms.unpack(PackedTerms.pack(['b', 'ab', 'a']))!;
    expect(packed.ascending(Uint32Array.from([2, 1, 0]))).toBe(true);
    expect(packed.ascending(Uint32Array.from([1, 2, 0]))).toBe(false);
    expect(packed.ascending(Uint32Array.from([2, 2, 0]))).toBe(false);
    expect(packed.ascending(Uint32Array.from([2, 1, 3]))).toBe(false);
    expect(packed.ascending(Uint32Array.from([2, 1]))).toBe(false);
    expect(packed.ascending()).toBe(false);
  });
});

describe('countIds', () => {
  it('turns ids in any order into sorted (id, count) pairs', () => {
    expect([...countIds([7, 3, 7, 0, 7, 3])]).toEqual([0, 1, 3, 2, 7, 3]);
    expect([...countIds([])]).toEqual([]);
    expect([...countIds([5])]).toEqual([5, 1]);
  });
});
