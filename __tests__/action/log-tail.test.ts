import { describe, expect, it } from '@jest/globals';
import { readTail } from '../../src/action/log-tail.js';

/** A stream of `text` in chunks of `size` bytes, counting how many bytes were pulled. */
function streamOf(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = Buffer.from(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + size)));
      at += size;
    },
  });
}

describe('readTail', () => {
  it('returns a stream that fits whole', async () => {
    expect(await readTail(streamOf('a\nb\n', 1), 10)).toEqual({ text: 'a\nb\n', omittedBytes: 0 });
    expect(await readTail(streamOf('', 4), 10)).toEqual({ text: '', omittedBytes: 0 });
  });

  it('keeps the last whole lines within the limit', async () => {
    expect(await readTail(streamOf('first line\nsecond\nthird\n', 3), 12)).toEqual({ text: 'third\n', omittedBytes: 18 });
    expect(await readTail(streamOf('first line\nsecond\nthird\n', 100), 13)).toEqual({ text: 'second\nthird\n', omittedBytes: 11 });
  });

  it('starts after a line break even when it falls on a multi-byte character', async () => {
    const text = `${'é'.repeat(10)}\nfin\n`;
    expect(await readTail(streamOf(text, 5), 9)).toEqual({ text: 'fin\n', omittedBytes: Buffer.byteLength(text) - 4 });
  });

  it('gives nothing of a last line longer than the limit', async () => {
    expect(await readTail(streamOf('a\nbbbbbbbbbb', 2), 5)).toEqual({ text: '', omittedBytes: 12 });
  });

  it('refuses a limit that is not a positive whole number', async () => {
    await expect(readTail(streamOf('x', 1), 0)).rejects.toThrow('The log tail must be a whole number of bytes, at least 1; got 0');
  });
});
