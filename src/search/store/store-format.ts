/**
 * The persisted index's file format. A generation is a folder holding:
 *  - `meta.json`: version and build, the indexed commit, the manifest (path -> size, mtime, content
 *    hash), the directory of records (hash -> where its parts are, and what the index needs of it
 *    at start), the paths the walk skipped, and the list of segments;
 *  - `seg-N.bin`, one per segment: a head (magic, lengths, the checksum of its vocabulary), the
 *    records' words (chunk term pairs, then per-line token counts), their cores (JSON), the terms
 *    the segment added to the vocabulary (by id), their details (JSON), and in the first segment the
 *    vocabulary's order (its ids sorted by term, for lookups by bisection: ids are kept as the run
 *    that wrote them numbered the terms, so writing renumbers nothing unless dead terms are dropped).
 *    Only the head, the vocabulary and its order are read at start; a record's core and words are read when
 *    first used and checked against the checksum its directory entry holds, its details against
 *    the one in its core;
 *  - `tables.bin` (the search tables of the indexed files and their paths, index-tables.ts) and `links.bin` (each
 *    file's resolved imports and the lookups they depend on, import-links.ts), and `kinds.json` (the
 *    build outputs and shadowed declarations of the tables' files, stored-kinds.ts).
 * A new generation appends one segment and links the old ones in, until compaction writes one.
 * Reading checks everything for type and bounds (`parseMeta`, `decodeHead`): a store that fails is
 * not used. Pure functions.
 */
import { createHash } from 'node:crypto';
import { SKIP_REASONS, type SkipReason } from '../../repo/classify.js';
import { VERSION } from '../../version.js';
import type { ManifestEntry } from './file-record.js';

/** A persisted index that proved damaged while it was used: what is wrong, and the store's folder. */
export class DamagedIndexError extends Error {
  constructor(
    readonly reason: string,
    readonly folder?: string,
  ) {
    super(`The persisted index${folder ? ` in ${folder}` : ''} is damaged (${reason}); run again with --no-cache or delete that folder`);
  }
}

/** The error a persisted index that proves damaged when used gives (an error that already is one stays as it is). */
export function damagedIndex(reason: string | DamagedIndexError, where?: string): DamagedIndexError {
  return reason instanceof DamagedIndexError ? reason : new DamagedIndexError(reason, where);
}

/**
 * Bump when the tokenizer, chunker, queries, record layout or what is skipped as generated change: old stores are then ignored.
 * `__tests__/search/store-version.test.ts` pins what the analysis stores for the test fixtures to this number and fails until both move together.
 */
export const STORE_VERSION = 33;
/** The program that wrote a store: another version's store is not read. */
export const STORE_BUILD = `${VERSION}+store${STORE_VERSION}`;

export const META_FILE = 'meta.json';
export const TABLES_FILE = 'tables.bin';
export const LINKS_FILE = 'links.bin';
export const KINDS_FILE = 'kinds.json';

export function segmentFile(id: number): string {
  return `seg-${id}.bin`;
}

const MAGIC = 0x53575045; // "SWPE"
const SEGMENT_FORMAT = 2;
/** Bytes of a segment's head: eight 32-bit words and a 20-byte checksum, padded. */
export const HEAD_BYTES = 64;
const CHECKSUM_AT = 32;
const MAX_SEGMENTS = 64;

export interface SegmentHead {
  /** 32-bit words of term pairs and line token counts. */
  words: number;
  coreBytes: number;
  vocabBytes: number;
  detailsBytes: number;
  /**
   * 32-bit words of the vocabulary's order (its term ids sorted by term), after the details: the
   * first segment's, as many as its terms; none in a segment appended later.
   */
  orderWords: number;
  /** sha1 (hex) of the vocabulary part and the order. */
  checksum: string;
}

/** Where a segment's parts start: words, cores, vocabulary, details, order; and its end. */
export function partsOf(head: SegmentHead): { words: number; cores: number; vocab: number; details: number; order: number; end: number } {
  const words = HEAD_BYTES;
  const cores = words + head.words * 4;
  const vocab = cores + head.coreBytes;
  const details = vocab + head.vocabBytes;
  const order = details + head.detailsBytes;
  return { words, cores, vocab, details, order, end: order + head.orderWords * 4 };
}

export function totalBytes(head: SegmentHead): number {
  return partsOf(head).end;
}

export function encodeHead(head: SegmentHead): Buffer {
  const out = Buffer.alloc(HEAD_BYTES);
  [MAGIC, SEGMENT_FORMAT, head.words, head.coreBytes, head.vocabBytes, head.detailsBytes, head.orderWords].forEach((v, i) => out.writeUInt32LE(v, i * 4));
  out.write(head.checksum, CHECKSUM_AT, 20, 'hex');
  return out;
}

/** The head of a segment file of `fileBytes` bytes, or why it is not one. */
export function decodeHead(bytes: Uint8Array, fileBytes: number): SegmentHead | string {
  if (bytes.byteLength < HEAD_BYTES) return 'a segment shorter than its head';
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, HEAD_BYTES);
  if (b.readUInt32LE(0) !== MAGIC || b.readUInt32LE(4) !== SEGMENT_FORMAT) return 'a segment of another format';
  const head: SegmentHead = { words: b.readUInt32LE(8), coreBytes: b.readUInt32LE(12), vocabBytes: b.readUInt32LE(16), detailsBytes: b.readUInt32LE(20), orderWords: b.readUInt32LE(24), checksum: b.toString('hex', CHECKSUM_AT, CHECKSUM_AT + 20) };
  if (totalBytes(head) !== fileBytes) return `a segment of ${fileBytes} bytes whose head says ${totalBytes(head)}`;
  return head;
}

export function checksum(...parts: Uint8Array[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

/**
 * Where a record is and what the index needs of it at start: [segment, core start, core end (bytes
 * in the segment's cores), first word, end word, details start, details end (bytes in its details),
 * line count, chunks, definitions, language or '', flags (PARSE_ERROR | LATIN1 | BUILD_BANNER | IMPORTS_ONLY | TEST_CODE), checksum of its
 * core and words (RECORD_CHECKSUM hex digits of sha1)].
 */
export type RecordEntry = [number, number, number, number, number, number, number, number, number, number, string, number, string];
export const RECORD_CHECKSUM = 16;
export const PARSE_ERROR = 1;
export const LATIN1 = 2;
export const BUILD_BANNER = 4;
export const IMPORTS_ONLY = 8;
export const TEST_CODE = 16;

export interface SkipEntry {
  reason: SkipReason;
  detail?: string;
}

/** The commit a store was indexed at and the paths that then differed from it (see git-changes.ts). */
export interface IndexedCommit {
  head: string;
  dirty: string[];
  /** The sparse checkout's patterns, when the work tree was sparse. */
  sparse?: string;
}

export interface StoreMeta {
  version: number;
  build: string;
  /** The generation's name (its folder). */
  generation: string;
  /** The walk options the files were listed with: another value lists files again. */
  settings: string;
  commit?: IndexedCommit;
  /** Byte sizes of the segments `seg-0.bin` ... in order. */
  segments: number[];
  /** Terms in the first segment's vocabulary (ids 0 on); the others' follow in order. */
  baseTerms: number;
  /** Path -> size, mtime and content hash. */
  manifest: Map<string, ManifestEntry>;
  records: Map<string, RecordEntry>;
  /** Records of content skipped for what it is (binary, generated, ...). */
  skips: Map<string, SkipEntry>;
  /** Paths the walk skipped without reading them, with the reason. */
  walkSkips: [string, SkipReason, string?][];
  /** The key of the tables in tables.bin (index-tables.ts `tablesKey`), if written. */
  tables?: string;
  links?: boolean;
  /** The key of the tables the index kinds in kinds.json are for (the same as `tables`), if written. */
  kinds?: string;
}

/** Numbers of a record entry kept in one flat list: its first ten fields. */
const ENTRY_NUMBERS = 10;
const HASH_HEX = 40;

/**
 * `meta.json` as written: the manifest and the records in columns (a few long lists parse far
 * faster than tens of thousands of small ones), hashes and checksums each run together in one string.
 */
interface MetaFile extends Omit<StoreMeta, 'manifest' | 'records' | 'skips'> {
  manifest: { paths: string[]; sizes: number[]; mtimes: number[]; hashes: string };
  records: { hashes: string; numbers: number[]; languages: string[]; language: number[]; flags: number[]; sums: string };
  skips: Record<string, SkipEntry>;
}

export function serializeMeta(meta: StoreMeta, toJson: (value: unknown) => string): string {
  const languages = [...new Set([...meta.records.values()].map((e) => e[10]))];
  const file: MetaFile = {
    ...meta,
    manifest: { paths: [...meta.manifest.keys()], sizes: [], mtimes: [], hashes: '' },
    records: { hashes: [...meta.records.keys()].join(''), numbers: [], languages, language: [], flags: [], sums: '' },
    skips: Object.fromEntries(meta.skips),
  };
  const hashes: string[] = [];
  for (const { size, mtimeMs, hash } of meta.manifest.values()) {
    file.manifest.sizes.push(size);
    file.manifest.mtimes.push(mtimeMs);
    hashes.push(hash);
  }
  file.manifest.hashes = hashes.join('');
  const sums: string[] = [];
  for (const e of meta.records.values()) {
    for (let i = 0; i < ENTRY_NUMBERS; i++) file.records.numbers.push(e[i] as number);
    file.records.language.push(languages.indexOf(e[10]));
    file.records.flags.push(e[11]);
    sums.push(e[12]);
  }
  file.records.sums = sums.join('');
  return toJson(file);
}

const HASH = /^[0-9a-f]{40}$/;
const HEX = /^[0-9a-f]*$/;
const GENERATION = /^[0-9a-z]{1,16}-[0-9a-f]{8}$/;
/** Skip reasons a record or a walk entry may carry. */
const KNOWN_SKIPS: ReadonlySet<string> = new Set<SkipReason>(SKIP_REASONS);
const MAX_DETAIL = 512;

function isCount(v: unknown): v is number {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 0xffffffff;
}

/** A segment that is empty, `.` or `..`, or a NUL anywhere. */
const BAD_PATH = /(?:^|\/)\.{0,2}(?:\/|$)|\0/;

function isPath(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0 && v.length <= 4096 && !BAD_PATH.test(v);
}

function checkSkip(value: unknown): SkipEntry {
  const s = value as Partial<SkipEntry> | null;
  if (!s || typeof s !== 'object' || !KNOWN_SKIPS.has(s.reason as string)) throw new Error('a skip reason that is not known');
  if (s.detail !== undefined && !(typeof s.detail === 'string' && s.detail.length <= MAX_DETAIL)) throw new Error('a skip detail that is not short text');
  return s as SkipEntry;
}

/** Hex text of `count` items of `width` digits each. */
function isHexRun(v: unknown, count: number, width: number): v is string {
  return typeof v === 'string' && v.length === count * width && HEX.test(v);
}

/** The record entries of the columns, each checked. */
function recordsOf(r: MetaFile['records'] | undefined, segments: number): Map<string, RecordEntry> {
  if (!r || typeof r !== 'object' || !Array.isArray(r.numbers) || !Array.isArray(r.languages) || !Array.isArray(r.language) || !Array.isArray(r.flags)) throw new Error('no records');
  const count = r.flags.length;
  if (!isHexRun(r.hashes, count, HASH_HEX) || !isHexRun(r.sums, count, RECORD_CHECKSUM) || r.numbers.length !== count * ENTRY_NUMBERS || r.language.length !== count) throw new Error('record columns of different lengths');
  if (!r.languages.every((l) => typeof l === 'string' && l.length <= 32)) throw new Error('record languages of the wrong shape');
  const numbers = r.numbers;
  const out = new Map<string, RecordEntry>();
  for (let i = 0, at = 0; i < count; i++, at += ENTRY_NUMBERS) {
    // Each entry's numbers checked as it is read (one pass: a warm start reads thousands).
    for (let k = at; k < at + ENTRY_NUMBERS; k++) if (!isCount(numbers[k])) throw new Error('a record entry with a bad number');
    const seg = numbers[at]!;
    if (seg >= segments || numbers[at + 1]! > numbers[at + 2]! || numbers[at + 3]! > numbers[at + 4]! || numbers[at + 5]! > numbers[at + 6]!) throw new Error('a record entry out of order');
    const language = r.language[i] === -1 ? '' : r.languages[r.language[i]!];
    const flags = r.flags[i];
    if (language === undefined || !isCount(flags) || flags > (PARSE_ERROR | LATIN1 | BUILD_BANNER | IMPORTS_ONLY | TEST_CODE)) throw new Error('a record entry with bad flags');
    const sum = r.sums.slice(i * RECORD_CHECKSUM, (i + 1) * RECORD_CHECKSUM);
    out.set(r.hashes.slice(i * HASH_HEX, (i + 1) * HASH_HEX), [seg, numbers[at + 1]!, numbers[at + 2]!, numbers[at + 3]!, numbers[at + 4]!, numbers[at + 5]!, numbers[at + 6]!, numbers[at + 7]!, numbers[at + 8]!, numbers[at + 9]!, language, flags, sum]);
  }
  return out;
}

/** The manifest of the columns, each entry checked and its record known. */
function manifestOf(m: MetaFile['manifest'] | undefined, known: (hash: string) => boolean): StoreMeta['manifest'] {
  if (!m || typeof m !== 'object' || !Array.isArray(m.paths) || !Array.isArray(m.sizes) || !Array.isArray(m.mtimes)) throw new Error('no manifest');
  const count = m.paths.length;
  if (m.sizes.length !== count || m.mtimes.length !== count || !isHexRun(m.hashes, count, HASH_HEX)) throw new Error('manifest columns of different lengths');
  const out: StoreMeta['manifest'] = new Map();
  for (let i = 0; i < count; i++) {
    const path = m.paths[i];
    const size = m.sizes[i];
    const mtimeMs = m.mtimes[i];
    const hash = m.hashes.slice(i * HASH_HEX, (i + 1) * HASH_HEX);
    if (!isPath(path) || !isCount(size) || typeof mtimeMs !== 'number' || !Number.isFinite(mtimeMs)) throw new Error('a manifest entry of the wrong shape');
    if (!known(hash)) throw new Error('a manifest entry without its record');
    out.set(path, { size, mtimeMs, hash });
  }
  return out;
}

/** A generation's meta, checked for type and bounds (segment contents are checked when read); throws. */
export function parseMeta(text: string, generation: string): StoreMeta {
  const m = JSON.parse(text) as Partial<MetaFile> | null;
  if (!m || typeof m !== 'object') throw new Error('a meta file that is not an object');
  if (m.version !== STORE_VERSION || m.build !== STORE_BUILD) throw new Error(`written by another version (${String(m.build).slice(0, 40)})`);
  if (m.generation !== generation || !GENERATION.test(generation)) throw new Error('a meta file of another generation');
  if (typeof m.settings !== 'string') throw new Error('no listing settings');
  if (m.commit !== undefined && !(m.commit && /^[0-9a-f]{40,64}$/.test(m.commit.head) && Array.isArray(m.commit.dirty) && m.commit.dirty.every(isPath) && (m.commit.sparse === undefined || typeof m.commit.sparse === 'string'))) throw new Error('an indexed commit of the wrong shape');
  if (!Array.isArray(m.segments) || m.segments.length === 0 || m.segments.length > MAX_SEGMENTS || !m.segments.every(isCount)) throw new Error('a segment list of the wrong shape');
  if (!isCount(m.baseTerms)) throw new Error('no vocabulary size');
  const records = recordsOf(m.records, m.segments.length);
  if (!m.skips || typeof m.skips !== 'object') throw new Error('no skips');
  const skips = new Map<string, SkipEntry>();
  for (const [hash, skip] of Object.entries(m.skips)) {
    if (!HASH.test(hash)) throw new Error('a skip key that is not a content hash');
    skips.set(hash, checkSkip(skip));
  }
  const manifest = manifestOf(m.manifest, (hash) => records.has(hash) || skips.has(hash));
  if (!Array.isArray(m.walkSkips) || !m.walkSkips.every((w) => Array.isArray(w) && isPath(w[0]) && (w.length === 2 || w.length === 3) && checkSkip({ reason: w[1], ...(w[2] !== undefined ? { detail: w[2] } : {}) }))) throw new Error('walk skips of the wrong shape');
  if (m.tables !== undefined && !(typeof m.tables === 'string' && HASH.test(m.tables))) throw new Error('a tables key of the wrong shape');
  if (m.links !== undefined && m.links !== true) throw new Error('a links flag of the wrong shape');
  if (m.kinds !== undefined && !(typeof m.kinds === 'string' && m.kinds === m.tables)) throw new Error('a kinds key of the wrong shape');
  return { ...(m as MetaFile), manifest, records, skips };
}
