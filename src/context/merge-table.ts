/**
 * A byte-pair encoding's tokens in flat typed arrays (their bytes, and an open-addressing hash table
 * from byte sequence to rank), for counting tokens without building the encoder's map of some
 * hundred thousand string keys: built in a few milliseconds, next to nothing for the garbage
 * collector, and looked up by byte range instead of by a joined key string.
 */

/** "STOK", little-endian, at the head of a table's binary form. */
const TABLE_MAGIC = 0x4b4f5453;

/** Longest piece counted with the stack buffer; longer ones get their own. */
const BUFFER_BYTES = 1 << 12;

export class MergeTable {
  private constructor(
    /** Every token's bytes, one after another. */
    private readonly bytes: Uint8Array,
    /** Where each rank's bytes start in `bytes`, plus the end; equal neighbours for unused ranks. */
    private readonly starts: Uint32Array,
    /** Hash slots holding rank + 1 (0 empty), a power of two in size. */
    private readonly slots: Int32Array,
  ) {}

  /**
   * From merge keys, one per line, the line number being the rank: each key the token's bytes as
   * decimal numbers joined by commas (`104,105`), an empty line for a rank without a token.
   * Undefined when a line is not such a key.
   */
  static fromKeyLines(text: string): MergeTable | undefined {
    const starts: number[] = [0];
    const bytes = new Uint8Array(text.length);
    let length = 0;
    let value = -1;
    for (let i = 0; i <= text.length; i++) {
      const c = i < text.length ? text.charCodeAt(i) : 10;
      if (c >= 48 && c <= 57) {
        value = (value < 0 ? 0 : value * 10) + (c - 48);
        if (value > 255) return undefined;
      } else if (c === 44 || c === 10) {
        if (value < 0) {
          // An empty line is an unused rank; an empty field is not a key.
          if (c === 44 || (i > 0 && text.charCodeAt(i - 1) === 44)) return undefined;
        } else bytes[length++] = value;
        value = -1;
        if (c === 10 && i < text.length) starts.push(length);
      } else return undefined;
    }
    starts.push(length);
    return MergeTable.build(bytes.subarray(0, length), Uint32Array.from(starts));
  }

  /**
   * From the binary form `toBinary` writes (and the build writes next to the bundle): 32-bit words
   * MAGIC, rank count, byte count, then each rank's start (and the end), then the bytes. Undefined
   * when `data` is not that.
   */
  static fromBinary(data: Uint8Array): MergeTable | undefined {
    if (data.byteLength < 12) return undefined;
    const aligned = data.byteOffset % 4 === 0 ? data : data.slice();
    const head = new Uint32Array(aligned.buffer, aligned.byteOffset, 3);
    const [magic, ranks, length] = [head[0]!, head[1]!, head[2]!];
    const startsAt = aligned.byteOffset + 12;
    const bytesAt = startsAt + (ranks + 1) * 4;
    if (magic !== TABLE_MAGIC || bytesAt - aligned.byteOffset + length > aligned.byteLength) return undefined;
    const starts = new Uint32Array(aligned.buffer, startsAt, ranks + 1);
    for (let r = 0; r < ranks; r++) if (starts[r]! > starts[r + 1]!) return undefined;
    if (starts[0] !== 0 || starts[ranks] !== length) return undefined;
    return MergeTable.build(new Uint8Array(aligned.buffer, bytesAt, length), starts);
  }

  toBinary(): Uint8Array {
    const ranks = this.starts.length - 1;
    const out = new Uint8Array(12 + (ranks + 1) * 4 + this.bytes.length);
    const head = new DataView(out.buffer);
    head.setUint32(0, TABLE_MAGIC, true);
    head.setUint32(4, ranks, true);
    head.setUint32(8, this.bytes.length, true);
    for (let r = 0; r <= ranks; r++) head.setUint32(12 + r * 4, this.starts[r]!, true);
    out.set(this.bytes, 12 + (ranks + 1) * 4);
    return out;
  }

  /** The merge keys, one rank a line (what `fromKeyLines` reads and js-tiktoken keys its map by). */
  keyLines(): string {
    const lines: string[] = [];
    for (let r = 0; r + 1 < this.starts.length; r++) lines.push(Array.from(this.bytes.subarray(this.starts[r]!, this.starts[r + 1]!)).join(','));
    return lines.join('\n');
  }

  /** From an encoder's map of merge keys (`104,105`) to ranks. */
  static fromRankMap(ranks: ReadonlyMap<string, number>): MergeTable | undefined {
    const lines: string[] = [];
    for (const [key, rank] of ranks) lines[rank] = key;
    return MergeTable.fromKeyLines(Array.from(lines, (k) => k ?? '').join('\n'));
  }

  private static build(bytes: Uint8Array, starts: Uint32Array): MergeTable {
    const ranks = starts.length - 1;
    let size = 1;
    while (size < ranks * 2) size <<= 1;
    const table = new MergeTable(bytes, starts, new Int32Array(size));
    for (let rank = 0; rank < ranks; rank++) {
      const start = starts[rank]!;
      const end = starts[rank + 1]!;
      // A repeated token (none in the real encodings) is found at its first rank: probes meet it first.
      if (end > start) table.insert(rank, hash(bytes, start, end));
    }
    return table;
  }

  private insert(rank: number, h: number): void {
    const mask = this.slots.length - 1;
    let slot = h & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = rank + 1;
  }

  /** Number of ranks with a token. */
  get size(): number {
    let n = 0;
    for (let r = 0; r + 1 < this.starts.length; r++) if (this.starts[r + 1]! > this.starts[r]!) n++;
    return n;
  }

  /** The rank of the token whose bytes are `data[start..end)`, or -1. */
  rank(data: Uint8Array, start: number, end: number): number {
    const mask = this.slots.length - 1;
    const length = end - start;
    for (let slot = hash(data, start, end) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]!;
      if (entry === 0) return -1;
      const rank = entry - 1;
      const at = this.starts[rank]!;
      if (this.starts[rank + 1]! - at !== length) continue;
      let same = true;
      for (let i = 0; i < length && same; i++) same = this.bytes[at + i] === data[start + i];
      if (same) return rank;
    }
  }

  /**
   * Tokens of one pre-tokenizer piece: byte-pair merges as tiktoken makes them (the lowest-ranked
   * adjacent pair first, the leftmost on ties, until no adjacent pair is a token).
   */
  countPiece(piece: string): number {
    const data = toBytes(piece);
    const n = data.length;
    if (n <= 1) return n;
    if (this.rank(data, 0, n) !== -1) return 1;
    // Part i spans data[bounds[i]..bounds[i + 1]); pairs[i] ranks parts i and i + 1 together.
    const bounds = n < BUFFER_BYTES ? boundsScratch : new Int32Array(n + 1);
    const pairs = n < BUFFER_BYTES ? pairsScratch : new Float64Array(n);
    for (let i = 0; i <= n; i++) bounds[i] = i;
    const none = Number.POSITIVE_INFINITY;
    for (let i = 0; i + 1 < n; i++) {
      const r = this.rank(data, i, i + 2);
      pairs[i] = r === -1 ? none : r;
    }
    let parts = n;
    while (parts > 1) {
      let best = 0;
      let bestRank = pairs[0]!;
      for (let i = 1; i < parts - 1; i++) {
        if (pairs[i]! < bestRank) {
          best = i;
          bestRank = pairs[i]!;
        }
      }
      if (bestRank === none) break;
      // Parts best and best + 1 become one: drop the bound between them and their pair.
      bounds.copyWithin(best + 1, best + 2, parts + 1);
      pairs.copyWithin(best, best + 1, parts - 1);
      parts--;
      if (best > 0) {
        const r = this.rank(data, bounds[best - 1]!, bounds[best + 1]!);
        pairs[best - 1] = r === -1 ? none : r;
      }
      if (best < parts - 1) {
        const r = this.rank(data, bounds[best]!, bounds[best + 2]!);
        pairs[best] = r === -1 ? none : r;
      }
    }
    return parts;
  }
}

/** FNV-1a over a byte range. */
function hash(data: Uint8Array, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ data[i]!, 0x01000193);
  return h >>> 0;
}

const stack = new Uint8Array(BUFFER_BYTES);
const boundsScratch = new Int32Array(BUFFER_BYTES + 1);
const pairsScratch = new Float64Array(BUFFER_BYTES);
const utf8 = new TextEncoder();

/** The UTF-8 bytes of `text` (a view of a shared buffer when short: valid until the next call). */
function toBytes(text: string): Uint8Array {
  if (text.length * 3 > BUFFER_BYTES) return utf8.encode(text);
  let ascii = true;
  for (let i = 0; i < text.length && ascii; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) stack[i] = c;
    else ascii = false;
  }
  if (ascii) return stack.subarray(0, text.length);
  return stack.subarray(0, utf8.encodeInto(text, stack).written);
}
