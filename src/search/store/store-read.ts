/**
 * Reads the current generation of a persisted index (store-format.ts), checking it before any of it
 * is used: meta, segment heads, lengths, record bounds and the vocabulary with its checksum. A store
 * that fails is not used (the reason is logged) and gets rebuilt. Only that is read at start (and
 * the search tables, when asked for); each record's core and words are read from its segment (the
 * file stays open) when first used and checked against their checksum, its details likewise, and its
 * text against the checked-out file (stored-analysis.ts).
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileAnalysis } from '../../code/analyze.js';
import type { FileRecord, ManifestEntry } from './file-record.js';
import { readTablePaths, readTables, tablesKey, type IndexTables, type TableFile } from './index-tables.js';
import type { PreviousFile, PreviousTables } from './table-update.js';
import { decodeLinks, type StoredLinks } from './import-links.js';
import { PackedTerms, Vocabulary, type TermCounts } from '../terms/lexical.js';
import { checkCore, DamagedRecord, type CoreAnalysis } from './record-codec.js';
import { StoredAnalysis, type DetailsGate, type PackedParts } from './stored-analysis.js';
import { currentGeneration } from './store-folder.js';
import { decodeKinds, maxKindsBytes, type IndexKinds } from './stored-kinds.js';
import { BUILD_BANNER, checksum, damagedIndex, decodeHead, HEAD_BYTES, IMPORTS_ONLY, KINDS_FILE, TEST_CODE, LATIN1, LINKS_FILE, META_FILE, parseMeta, PARSE_ERROR, partsOf, RECORD_CHECKSUM, segmentFile, TABLES_FILE, type IndexedCommit, type RecordEntry, type SegmentHead, type SkipEntry, type StoreMeta } from './store-format.js';

/** A record's core as a segment keeps it: the analysis core, term pairs per chunk, details checksum. */
export interface StoredCore {
  c: CoreAnalysis;
  t: number[];
  d: string;
}

/** Hex digits of a record's details checksum. */
export const DETAILS_CHECKSUM = 12;

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // Closed already.
  }
}

/** Closes the file of an object no longer referenced (see `HeldFile`). */
const heldFiles = new FinalizationRegistry<number>(closeQuietly);

/**
 * A file kept open for reading while its object is referenced: closed explicitly, or when the object
 * is collected. Everything that reads a segment or a tables file holds the object itself (records,
 * details, search tables, the base of the next generation), so the file stays open exactly as long
 * as something can still read it.
 */
abstract class HeldFile {
  constructor(protected readonly fd: number) {
    heldFiles.register(this, fd, this);
  }

  close(): void {
    // Unregistered first: a later finalizer must not close the number once another file reuses it.
    if (heldFiles.unregister(this)) closeQuietly(this.fd);
  }
}

/** One open segment: its head and vocabulary, read at start; the rest read from its file when used. */
export class Segment extends HeldFile {
  private readonly parts: ReturnType<typeof partsOf>;

  constructor(
    readonly path: string,
    fd: number,
    readonly head: SegmentHead,
    readonly vocab: string,
    /** The vocabulary's ids sorted by term (the first segment's; empty in the others). */
    readonly order: Uint32Array,
  ) {
    super(fd);
    this.parts = partsOf(head);
  }

  /** `length` bytes at `at` of the file. */
  private bytes(at: number, length: number): Buffer {
    const out = Buffer.alloc(length);
    let done = 0;
    while (done < length) {
      const n = readSync(this.fd, out, done, length - done, at + done);
      if (n === 0) throw new DamagedRecord(`${this.path} is shorter than its head says`);
      done += n;
    }
    return out;
  }

  /** The words and cores of every record, when read in one piece (see `preload`). */
  private loaded: Buffer | undefined;

  /** Reads the words and cores of all records at once: cheaper than record by record when most are needed. */
  preload(): void {
    this.loaded ??= this.bytes(this.parts.words, this.parts.vocab - this.parts.words);
  }

  /** A record's core text and words, checked against the checksum of its entry. */
  record(entry: RecordEntry): { core: string; words: Uint32Array } {
    const [, coreStart, coreEnd, wordStart, wordEnd] = entry;
    const [coreAt, wordAt] = [this.parts.cores + coreStart, this.parts.words + wordStart * 4];
    const from = (at: number, length: number) => (this.loaded ? this.loaded.subarray(at - this.parts.words, at - this.parts.words + length) : this.bytes(at, length));
    const core = from(coreAt, coreEnd - coreStart);
    // The words start at a multiple of 4 in the segment (and in a buffer of their own): aligned for the 32-bit view.
    const words = from(wordAt, (wordEnd - wordStart) * 4);
    if (checksum(core, words).slice(0, RECORD_CHECKSUM) !== entry[12]) throw new DamagedRecord('a record that does not match its checksum');
    return { core: core.toString('latin1'), words: new Uint32Array(words.buffer, words.byteOffset, words.byteLength / 4) };
  }

  /** Bytes `start` to `end` of the details part, as text. */
  details(start: number, end: number): string {
    return this.bytes(this.parts.details + start, end - start).toString('latin1');
  }
}

/** What a store read from disk gives the indexer. */
export interface StoreContents {
  /** Sorted when read from a store (and then searched without a map). */
  vocab: Vocabulary;
  manifest: Map<string, ManifestEntry>;
  records: Map<string, FileRecord>;
  /** The search tables kept for the entries `key` names, checked against `limits`. */
  tablesFor?: (key: string, limits: { files: number; chunks: number; definitions: number }) => Promise<IndexTables | undefined>;
  /**
   * The search tables kept, whatever files they are for, with those files (path, content and
   * definition count, in order): what the tables of a changed set of files are derived from.
   */
  previousTables?: () => PreviousTables | undefined;
  /** The previous run's import links, if kept. */
  links?: () => StoredLinks | undefined;
  /** The index kinds kept for the tables `key` names over `files` files, checked (stored-kinds.ts); undefined when there are none or they fail. */
  kindsFor?: (key: string, files: number) => IndexKinds | undefined;
  /** What writing the next generation on top of this one needs. */
  base?: StoreBase;
}

export interface StoreBase {
  generation: string;
  folder: string;
  meta: StoreMeta;
  segments: Segment[];
  /** Vocabulary size when read: ids below it are the store's. */
  vocabSize: number;
}

function readAt(fd: number, at: number, length: number): Buffer {
  // Not zeroed first: every byte is read, or it throws.
  const out = Buffer.allocUnsafeSlow(length);
  let done = 0;
  while (done < length) {
    const n = readSync(fd, out, done, length - done, at + done);
    if (n === 0) throw new Error('a file shorter than its head says');
    done += n;
  }
  return out;
}

function openSegment(folder: string, id: number, bytes: number): Segment {
  const path = join(folder, segmentFile(id));
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size !== bytes) throw new Error(`${segmentFile(id)} has ${size} bytes, the meta says ${bytes}`);
    const head = decodeHead(readAt(fd, 0, Math.min(size, HEAD_BYTES)), size);
    if (typeof head === 'string') throw new Error(`${segmentFile(id)}: ${head}`);
    const parts = partsOf(head);
    const vocab = readAt(fd, parts.vocab, head.vocabBytes);
    // In a buffer of its own: aligned for the 32-bit view.
    const order = readAt(fd, parts.order, head.orderWords * 4);
    if (checksum(vocab, order) !== head.checksum) throw new Error(`${segmentFile(id)} does not match its checksum`);
    return new Segment(path, fd, head, vocab.toString('utf8'), new Uint32Array(order.buffer, order.byteOffset, head.orderWords));
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** The vocabulary: the first segment's terms with their order, then each later segment's in turn. */
function vocabularyOf(segments: readonly Segment[], baseTerms: number, checkOrder: boolean): Vocabulary {
  const packed = segments.map((s, i) => {
    const terms = i === 0 ? PackedTerms.unpack(s.vocab, baseTerms) : PackedTerms.unpack(s.vocab);
    if (!terms) throw new Error(i === 0 ? 'a vocabulary of another size' : `the vocabulary of ${segmentFile(i)} is not whole`);
    if (s.order.length !== (i === 0 ? baseTerms : 0)) throw new Error(`an order of ${s.order.length} terms in ${segmentFile(i)}`);
    return terms;
  });
  const [base, order] = [packed[0]!, segments[0]!.order];
  // Ordered by the writer; checked when the store came from elsewhere (lookups bisect it).
  if (checkOrder && !base.ascending(order)) throw new Error('a vocabulary whose order does not sort it');
  const vocab = new Vocabulary(base, { order });
  for (const terms of packed.slice(1)) {
    for (let i = 0; i < terms.length; i++) {
      const before = vocab.size;
      if (vocab.add(terms.at(i)) !== before) throw new Error('a term added twice to the vocabulary');
    }
  }
  return vocab;
}

function parseStoredCore(text: string): StoredCore {
  let value: Partial<StoredCore> | null;
  try {
    value = JSON.parse(text) as Partial<StoredCore> | null;
  } catch (error) {
    throw new DamagedRecord(`a record core that is not JSON (${(error as Error).message})`);
  }
  if (!value || typeof value !== 'object' || !Array.isArray(value.t) || typeof value.d !== 'string') throw new DamagedRecord('a record core of the wrong shape');
  return { c: checkCore(value.c), t: value.t, d: value.d };
}

/**
 * A record of a segment: its core and words read when first used, each part checked. It is its
 * analysis's source of packed parts itself (a warm start makes one per indexed file).
 */
export class StoredRecord implements FileRecord, PackedParts {
  readonly analysis: StoredAnalysis;
  readonly sizes: { chunks: number; definitions: number };
  readonly trusted = false;
  readonly summary: NonNullable<PackedParts['summary']>;
  encoding?: 'latin1';
  private loaded: { core: StoredCore; words: Uint32Array } | undefined;
  private views: TermCounts[] | undefined;
  private lines: Uint32Array | undefined;

  constructor(
    readonly hash: string,
    private readonly entry: RecordEntry,
    private readonly segment: Segment,
    private readonly vocabSize: number,
    private readonly gate: DetailsGate,
  ) {
    const [, , coreEnd, , wordEnd, , detailsEnd, lineCount, chunks, definitions, language, flags] = entry;
    if (coreEnd > segment.head.coreBytes || wordEnd > segment.head.words || detailsEnd > segment.head.detailsBytes) throw new Error('a record past the end of its segment');
    this.sizes = { chunks, definitions };
    if (flags & LATIN1) this.encoding = 'latin1';
    this.summary = { language: (language || undefined) as FileAnalysis['language'], lineCount, parseError: flags & PARSE_ERROR ? true : undefined, buildBanner: flags & BUILD_BANNER ? true : undefined, importsOnly: flags & IMPORTS_ONLY ? true : undefined, testCode: flags & TEST_CODE ? true : undefined };
    this.analysis = new StoredAnalysis(this, gate);
  }

  /** The checked core (see `PackedParts`). */
  core(): CoreAnalysis {
    return this.load().core.c;
  }

  /** The core and words, read and checked once. */
  private load(): { core: StoredCore; words: Uint32Array } {
    if (this.loaded) return this.loaded;
    const [, , , , , , , lineCount, chunks, definitions] = this.entry;
    const { core: text, words } = this.segment.record(this.entry);
    const s = parseStoredCore(text);
    const pairs = s.t.reduce((n, t) => n + (Number.isInteger(t) && t >= 0 ? t : Number.NaN), 0);
    if (s.c.lineCount !== lineCount || s.c.chunks.length !== chunks * 2 || s.c.definitionCount !== definitions || s.t.length !== chunks) throw new DamagedRecord('a record core that does not match its entry');
    if (!(pairs * 2 <= words.length) || words.length - pairs * 2 > lineCount + 1) throw new DamagedRecord('record words that do not match its chunks');
    return (this.loaded = { core: s, words });
  }

  /** The details' text, checked against the checksum in the core (see `PackedParts`). */
  details(): string {
    const [, , , , , detailsStart, detailsEnd] = this.entry;
    const text = this.segment.details(detailsStart, detailsEnd);
    if (checksum(Buffer.from(text, 'latin1')).slice(0, DETAILS_CHECKSUM) !== this.load().core.d) throw new DamagedRecord('details that do not match their checksum');
    return text;
  }

  /**
   * A view per chunk, made at each use and not kept (a whole repository's would be millions of
   * small objects); the term ids are checked the first time.
   */
  get chunkTerms(): TermCounts[] {
    if (this.views) return this.views;
    let loaded: { core: StoredCore; words: Uint32Array };
    try {
      loaded = this.load();
    } catch (error) {
      throw this.gate.damaged(error);
    }
    if (!this.termsChecked) {
      const pairs = loaded.core.t.reduce((n, t) => n + t, 0) * 2;
      for (let i = 0; i < pairs; i += 2) if (loaded.words[i]! >= this.vocabSize) throw this.gate.damaged(new DamagedRecord('a term outside the vocabulary'));
      this.termsChecked = true;
    }
    const out: TermCounts[] = [];
    let at = 0;
    for (const n of loaded.core.t) {
      out.push(loaded.words.subarray(at, at + n * 2));
      at += n * 2;
    }
    this.lines ??= loaded.words.subarray(at);
    return out;
  }

  set chunkTerms(value: TermCounts[]) {
    this.views = value;
  }

  private termsChecked = false;

  get lineTokens(): Uint32Array {
    if (!this.lines) void this.chunkTerms;
    return this.lines!;
  }

  set lineTokens(value: Uint32Array) {
    this.lines = value;
  }

  /** Where the record is in its segment (for a writer linking the segment into a new generation). */
  get location(): RecordEntry {
    return this.entry;
  }
}

function skipRecord(hash: string, skip: SkipEntry): FileRecord {
  return { hash, skip: { reason: skip.reason, ...(skip.detail !== undefined ? { detail: skip.detail } : {}) } };
}

export interface ReadOptions {
  gate: DetailsGate;
  /** The store came from elsewhere: check what this machine's own writer guarantees (the vocabulary's order). */
  untrusted?: boolean;
  /** Told why a store was not used. */
  log?: (line: string) => void;
}

/** The generation's listing state: how its files were listed, for a warm start (git-changes.ts). */
export interface StoredListing {
  settings: string;
  commit?: IndexedCommit;
  walkSkips: StoreMeta['walkSkips'];
}

/** Reads the current generation, or returns undefined when there is none or it cannot be used. */
export async function readStore(dir: string, options: ReadOptions): Promise<(StoreContents & { listing: StoredListing }) | undefined> {
  const generation = await currentGeneration(dir);
  if (!generation) return undefined;
  const segments: Segment[] = [];
  try {
    const meta = parseMeta(await readFile(join(generation.path, META_FILE), 'latin1'), generation.name);
    meta.segments.forEach((bytes, id) => segments.push(openSegment(generation.path, id, bytes)));
    const vocab = vocabularyOf(segments, meta.baseTerms, Boolean(options.untrusted));
    const vocabSize = vocab.size;
    const records = new Map<string, FileRecord>();
    for (const [hash, entry] of meta.records) records.set(hash, new StoredRecord(hash, entry, segments[entry[0]]!, vocabSize, options.gate));
    for (const [hash, skip] of meta.skips) records.set(hash, skipRecord(hash, skip));
    const contents = {
      vocab,
      manifest: meta.manifest,
      records,
      base: { generation: generation.name, folder: generation.path, meta, segments, vocabSize },
      listing: { settings: meta.settings, ...(meta.commit ? { commit: meta.commit } : {}), walkSkips: meta.walkSkips },
      ...(meta.tables ? { tablesFor: tablesReader(join(generation.path, TABLES_FILE), meta.tables), previousTables: previousReader(join(generation.path, TABLES_FILE), meta, meta.tables) } : {}),
      ...(meta.links ? { links: linksReader(join(generation.path, LINKS_FILE)) } : {}),
      ...(meta.kinds ? { kindsFor: kindsReader(join(generation.path, KINDS_FILE), meta.kinds, options.log) } : {}),
    };
    return contents;
  } catch (error) {
    segments.forEach((s) => s.close());
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') options.log?.(`the persisted index in ${dir} was not used (${(error as Error).message}); indexing again`);
    return undefined;
  }
}

/**
 * The search tables of a generation, read when asked for: all but the content postings at once,
 * those term by term as searches use them (most of the file, of which a search reads a few terms').
 * A file that cannot be read is no tables.
 */
function tablesReader(path: string, key: string): NonNullable<StoreContents['tablesFor']> {
  return async (wanted, limits) => {
    if (wanted !== key) return undefined;
    let file: TablesFile;
    try {
      file = TablesFile.open(path);
    } catch {
      return undefined;
    }
    const tables = readTables(file, key, limits, true);
    if (!tables) file.close();
    return tables;
  };
}

/**
 * The search tables of a generation with the files they are for: their paths from the tables file,
 * each one's content and definition count from the meta, checked against the tables' key; the
 * tables checked against the sizes of those files. Undefined when any of it fails.
 */
function previousReader(path: string, meta: StoreMeta, key: string): NonNullable<StoreContents['previousTables']> {
  return () => {
    let file: TablesFile;
    try {
      file = TablesFile.open(path);
    } catch {
      return undefined;
    }
    const files = filesOf(readTablePaths(file, key), meta);
    const limits = files && { files: files.length, chunks: 0, definitions: 0 };
    for (const f of files ?? []) {
      limits!.chunks += meta.records.get(f.hash)![8];
      limits!.definitions += f.definitions;
    }
    const tables = files && tablesKey(files) === key ? readTables(file, key, limits, true) : undefined;
    if (!tables) {
      file.close();
      return undefined;
    }
    return { files: files!, tables };
  };
}

/** The files at `paths` as the meta knows them; undefined when one has no record. */
function filesOf(paths: PackedTerms | undefined, meta: StoreMeta): PreviousFile[] | undefined {
  if (!paths) return undefined;
  const files: PreviousFile[] = [];
  for (let i = 0; i < paths.length; i++) {
    const path = paths.at(i);
    const hash = meta.manifest.get(path)?.hash;
    const entry = hash === undefined ? undefined : meta.records.get(hash);
    if (!entry) return undefined;
    files.push({ path, hash: hash!, definitions: entry[9] });
  }
  return files;
}

/** A generation's tables file, read in parts; open as long as the tables read from it are referenced. */
class TablesFile extends HeldFile implements TableFile {
  private constructor(
    private readonly path: string,
    fd: number,
    readonly size: number,
  ) {
    super(fd);
  }

  static open(path: string): TablesFile {
    const fd = openSync(path, 'r');
    try {
      return new TablesFile(path, fd, fstatSync(fd).size);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }

  read(at: number, length: number): Uint8Array {
    if (at < 0 || length < 0 || at + length > this.size) throw damagedIndex(`${TABLES_FILE} read past its end`, dirname(dirname(this.path)));
    try {
      return readAt(this.fd, at, length);
    } catch (error) {
      throw damagedIndex((error as Error).message, dirname(dirname(this.path)));
    }
  }
}

/**
 * The index kinds of a generation, read when asked for and checked against the tables' key, the
 * number of files and their own bounds; a file that cannot be read, or fails, is no kinds.
 */
function kindsReader(path: string, key: string, log: ((line: string) => void) | undefined): NonNullable<StoreContents['kindsFor']> {
  return (wanted, files) => {
    if (wanted !== key) return undefined;
    let text: string;
    try {
      const fd = openSync(path, 'r');
      try {
        const size = fstatSync(fd).size;
        if (size > maxKindsBytes(files)) throw new Error(`${KINDS_FILE} of ${size} bytes`);
        text = readAt(fd, 0, size).toString('latin1');
      } finally {
        closeSync(fd);
      }
    } catch (error) {
      log?.(`the index kinds in ${dirname(path)} were not used (${(error as Error).message}); working them out again`);
      return undefined;
    }
    const kinds = decodeKinds(text, key, files);
    if (typeof kinds === 'string') {
      log?.(`the index kinds in ${dirname(path)} were not used (${kinds}); working them out again`);
      return undefined;
    }
    return kinds;
  };
}

function linksReader(path: string): () => StoredLinks | undefined {
  let links: StoredLinks | undefined | null = null;
  return () => {
    if (links === null) {
      try {
        links = decodeLinks(readFileSyncAligned(path));
      } catch {
        links = undefined;
      }
    }
    return links;
  };
}

/** A file's bytes in a buffer of its own (aligned for 32-bit views). */
function readFileSyncAligned(path: string): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    return readAt(fd, 0, fstatSync(fd).size);
  } finally {
    closeSync(fd);
  }
}
