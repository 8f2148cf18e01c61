import { describe, expect, it } from '@jest/globals';
import { DIGITS, trimEndChars } from '../src/text-ends.js';
import { finishes } from './helpers/hang-guard.js';

describe('trimEndChars', () => {
  it('removes the trailing run of the given characters only', () => {
    expect(trimEndChars('a//', '/')).toBe('a');
    expect(trimEndChars('a/b', '/')).toBe('a/b');
    expect(trimEndChars('///', '/')).toBe('');
    expect(trimEndChars('', '\n')).toBe('');
    expect(trimEndChars('url.,;:!?', '.,;:!?')).toBe('url');
    expect(trimEndChars('PersonName32', DIGITS)).toBe('PersonName');
    expect(trimEndChars('a0b12', DIGITS)).toBe('a0b');
  });

  it('reads a long run that does not end the text once', () => {
    expect(finishes('trimEndChars', () => trimEndChars(`${'\n'.repeat(200_000)}x\n\n`, '\n'))).toBe(`${'\n'.repeat(200_000)}x`);
    expect(finishes('trimEndChars', () => trimEndChars(`a${'0'.repeat(200_000)}b1`, DIGITS))).toBe(`a${'0'.repeat(200_000)}b`);
  });
});
