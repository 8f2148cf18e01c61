import { describe, expect, it } from '@jest/globals';
import { prefixKey, sortStrings } from '../../src/search/terms/sort-strings.js';

/** Strings from a small alphabet (NUL, digits, letters, a wide letter, half a surrogate pair), seeded. */
function generated(count: number, seed: number): string[] {
  const alphabet = ['\0', '0', '9', '_', 'a', 'b', 'z', 'A', 'é', '\uD83D', '.'];
  const out: string[] = [];
  let state = seed;
  const next = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
  for (let i = 0; i < count; i++) {
    let s = '';
    const length = next(14);
    for (let k = 0; k < length; k++) s += alphabet[next(alphabet.length)];
    out.push(s);
  }
  return out;
}

describe('prefixKey', () => {
  it('numbers two code units from a place, a missing one as 0', () => {
    expect(prefixKey('ab')).toBe(0x61 * 0x10000 + 0x62);
    expect(prefixKey('a')).toBe(0x61 * 0x10000);
    expect(prefixKey('')).toBe(0);
    expect(prefixKey('abcd', 2)).toBe(0x63 * 0x10000 + 0x64);
    expect(prefixKey('abc', 2)).toBe(0x63 * 0x10000);
  });
});

describe('sortStrings', () => {
  it('sorts as the built-in sort does, on literal strings', () => {
    const strings = ['b', 'a\0', 'a', '', 'a\0b', 'ab', 'é', 'Z', 'a', 'zz', '\uD83D\uDE00', '\uFFFF', 'a\0', 'get_user', 'get', 'getUser'];
    expect(sortStrings(strings.slice())).toEqual(strings.slice().sort());
    expect(sortStrings([])).toEqual([]);
    expect(sortStrings(['x'])).toEqual(['x']);
  });

  it('sorts as the built-in sort does, past the runs it orders by code units', () => {
    for (const [count, seed] of [[40, 1], [500, 2], [5_000, 3], [20_000, 4]] as const) {
      const strings = generated(count, seed);
      const expected = strings.slice().sort();
      const sorted = sortStrings(strings);
      expect(sorted).toBe(strings);
      expect(sorted).toEqual(expected);
    }
  });

  it('sorts long runs sharing many leading characters', () => {
    const strings = Array.from({ length: 3_000 }, (_, i) => `common_prefix_of_length_${(i * 7919) % 3_000}${i % 3 ? '' : '\0'}`);
    expect(sortStrings(strings.slice())).toEqual(strings.slice().sort());
  });
});
