/**
 * The end of a long text arriving as a byte stream, in bounded memory: chunks are kept only while
 * they may still hold part of the last `maxBytes`. A tail that does not start at the beginning is
 * cut to start at a line, so it never begins inside a line or a UTF-8 character.
 */

export interface Tail {
  /** The last whole lines within `maxBytes`, decoded as UTF-8. */
  text: string;
  /** Bytes before `text` that were read and dropped (0 when the whole stream is in `text`). */
  omittedBytes: number;
}

const NEWLINE = 0x0a;

/** Reads `stream` to its end, keeping at most `maxBytes` of it (plus one chunk) at any time. */
export async function readTail(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Tail> {
  if (!Number.isInteger(maxBytes) || maxBytes < 1) throw new Error(`The log tail must be a whole number of bytes, at least 1; got ${maxBytes}`);
  const chunks: Uint8Array[] = [];
  let kept = 0;
  let total = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (value.length === 0) continue;
    chunks.push(value);
    kept += value.length;
    total += value.length;
    // Drop whole chunks that lie entirely before the last maxBytes.
    while (chunks.length > 1 && kept - chunks[0]!.length >= maxBytes) kept -= chunks.shift()!.length;
  }
  const joined = Buffer.concat(chunks);
  let start = Math.max(0, joined.length - maxBytes);
  if (start > 0 || total > joined.length) {
    // Not the stream's beginning: start after the first line break (the line before it is partial).
    const from = start === 0 ? 0 : start - 1;
    const newline = joined.indexOf(NEWLINE, from);
    start = newline < 0 ? joined.length : newline + 1;
  }
  return { text: joined.subarray(start).toString('utf8'), omittedBytes: total - (joined.length - start) };
}
