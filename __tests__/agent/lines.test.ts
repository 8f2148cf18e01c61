import { describe, expect, it } from '@jest/globals';
import { blockLines, elisionParts, joinText, range, splitText } from '../../src/agent/lines.js';

describe('splitText and joinText', () => {
  it('round-trips LF, CRLF and a missing final newline', () => {
    for (const text of ['', 'a\n', 'a\nb', 'a\r\nb\r\n', 'a\r\nb', 'a\r\nb\nc\r\n']) expect(joinText(splitText(text))).toBe(text);
  });

  it('tells a CRLF file by most of its line ends', () => {
    expect(splitText('a\r\nb\r\nc\n')).toEqual({ lines: ['a\r', 'b\r', 'c'], finalNewline: true, crlf: true });
    expect(splitText('a\nb\nc\r\n')).toEqual({ lines: ['a', 'b', 'c\r'], finalNewline: true, crlf: false });
    // The unterminated last line of a CRLF file gets the file's line end, so lines added after it get one too.
    expect(splitText('a\r\nb')).toEqual({ lines: ['a\r', 'b\r'], finalNewline: false, crlf: true });
  });
});

describe('block lines', () => {
  it('splits a block part without its final newline or any `\\r`', () => {
    expect(blockLines('')).toEqual([]);
    expect(blockLines('a\r\nb\n')).toEqual(['a', 'b']);
  });

  it('splits ORIGINAL at its `...` lines', () => {
    expect(elisionParts(['a', 'b'])).toEqual([[0, 2]]);
    expect(elisionParts(['a', '...', 'b', '// ... unchanged', 'c'])).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
    ]);
  });

  it('names 0-based ranges the way the model reads them', () => {
    expect(range([0, 1])).toBe('line 1');
    expect(range([4, 9])).toBe('lines 5-9');
  });
});
