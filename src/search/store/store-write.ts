/**
 * Writes the next generation of a persisted index (store-format.ts): on top of the current one, a
 * segment of the records it lacks (the previous segments linked in, term ids kept), or, when the
 * dead records or the segments have grown too many, everything compacted into one segment (term ids
 * kept unless many terms are dead). Either way the generation is published by one rename (store-folder.ts)
 * and the work is done in slices, so a writer in the background does not hold up its process.
 */
import { createHash } from 'node:crypto';
import { open, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileAnalysis } from '../../code/analyze.js';
import type { FileRecord, ManifestEntry } from './file-record.js';
import { encodeLinks, type ComputedLinks } from './import-links.js';
import { buildTablesInSteps, encodeTableParts, pathTerms, remappedTableParts, tablesKey, type IndexTables, type TableEntry } from './index-tables.js';
import { PackedTerms, Vocabulary, type TermCounts } from '../terms/lexical.js';
import { asciiJson, coreOf, detailsOf, type CoreAnalysis } from './record-codec.js';
import { linkOrCopy, newGeneration, publishGeneration } from './store-folder.js';
import { BUILD_BANNER, checksum, encodeHead, HEAD_BYTES, IMPORTS_ONLY, LATIN1, LINKS_FILE, META_FILE, PARSE_ERROR, RECORD_CHECKSUM, segmentFile, serializeMeta, STORE_BUILD, STORE_VERSION, TABLES_FILE, KINDS_FILE, TEST_CODE, type IndexedCommit, type RecordEntry, type StoreMeta } from './store-format.js';
import { DETAILS_CHECKSUM, StoredRecord, type StoreBase } from './store-read.js';
import { sortStrings } from '../terms/sort-strings.js';
import { encodeKinds, type IndexKinds } from './stored-kinds.js';
import { StoredAnalysis } from './stored-analysis.js';

/** Records read between two breathers while writing. */
const BREATHE_EVERY = 64;
/** Bytes gathered before they are written out. */
const WRITE_BATCH = 4 << 20;
/** Positions of a term within one chunk stay below this. */
const PAIR_SPAN = 2 ** 21;
/** Compact when the records no file uses anymore reach this share of the live ones... */
const MAX_DEAD_SHARE = 0.5;
/** ...or when this many segments would be linked... */
const MAX_SEGMENTS = 8;
/** ...or the terms added since the last compaction reach this share of its vocabulary. */
const MAX_ADDED_TERMS_SHARE = 0.5;

/** Lets pending I/O callbacks and timers run. */
export function breather(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** What a generation records of how its files were listed (see git-changes.ts). */
export interface WriteListing {
  settings: string;
  commit?: IndexedCommit;
  walkSkips: StoreMeta['walkSkips'];
}

export interface WriteInput {
  vocab: Vocabulary;
  manifest: ReadonlyMap<string, ManifestEntry>;
  records: ReadonlyMap<string, FileRecord>;
  listing: WriteListing;
  /** The generation the records were read from, if any: the new one is written on top of it. */
  base?: StoreBase;
  /** The index's files in its order, with the tables it searched (built with `vocab`), its links and its kinds (index/index-kinds.ts). */
  index?: { order: readonly string[]; tables?: IndexTables; links?: ComputedLinks; kinds?: IndexKinds };
}

export type WriteOutcome = 'appended' | 'compacted' | 'superseded';

/** The live records, in manifest order, each once. */
function liveRecords(input: WriteInput): FileRecord[] {
  const seen = new Set<string>();
  const out: FileRecord[] = [];
  for (const { hash } of input.manifest.values()) {
    const record = input.records.get(hash);
    if (!record || seen.has(hash)) continue;
    seen.add(hash);
    out.push(record);
  }
  return out;
}

/** Record bytes in segments, by whether a file still uses them. */
function recordBytes(entry: RecordEntry): number {
  return entry[2] - entry[1] + (entry[4] - entry[3]) * 4 + entry[6] - entry[5];
}

/** Whether the next generation can be the base plus one segment. */
function canAppend(input: WriteInput, live: readonly FileRecord[]): boolean {
  const base = input.base;
  if (!base || !input.index?.tables || base.segments.length + 1 > MAX_SEGMENTS) return false;
  if (input.vocab.size - base.meta.baseTerms > base.meta.baseTerms * MAX_ADDED_TERMS_SHARE) return false;
  const liveHashes = new Set(live.map((r) => r.hash));
  let dead = 0;
  let kept = 0;
  for (const [hash, entry] of base.meta.records) {
    if (liveHashes.has(hash)) kept += recordBytes(entry);
    else dead += recordBytes(entry);
  }
  // Every stored record used again must be the base's own (its words use the base's term ids).
  return dead <= kept * MAX_DEAD_SHARE && live.every((r) => !base.meta.records.has(r.hash) || (r instanceof StoredRecord && base.meta.records.get(r.hash) === r.location));
}

/** A record's packed core and details text. */
function packedOf(analysis: FileAnalysis): { core: CoreAnalysis; details: string } {
  if (analysis instanceof StoredAnalysis) return { core: analysis.core, details: analysis.detailsText() };
  return { core: coreOf(analysis), details: asciiJson(detailsOf(analysis)) };
}

/** The term pairs of one chunk with ids mapped through `remap` and sorted again. */
function remapped(terms: TermCounts, remap: Uint32Array): Uint32Array {
  const n = terms.length >> 1;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = remap[terms[2 * i]!]! * PAIR_SPAN + i;
  keys.sort();
  const out = new Uint32Array(terms.length);
  for (let k = 0; k < n; k++) {
    const i = keys[k]! % PAIR_SPAN;
    out[2 * k] = (keys[k]! - i) / PAIR_SPAN;
    out[2 * k + 1] = terms[2 * i + 1]!;
  }
  return out;
}

/** Appends parts to a file in batches, after room left for its head (none with `at` 0). */
class BatchedFile {
  private batch: Uint8Array[] = [];
  private batched = 0;

  constructor(
    private readonly file: FileHandle,
    private at = HEAD_BYTES,
  ) {}

  async add(part: Uint8Array): Promise<void> {
    // A big part is written as it is, not copied into a batch.
    if (part.byteLength >= WRITE_BATCH) {
      await this.flush();
      await this.write(part);
      return;
    }
    this.batch.push(part);
    this.batched += part.byteLength;
    if (this.batched >= WRITE_BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.batched) return;
    await this.write(Buffer.concat(this.batch, this.batched));
    this.batch = [];
    this.batched = 0;
  }

  private async write(bytes: Uint8Array): Promise<void> {
    for (let done = 0; done < bytes.byteLength; ) done += (await this.file.write(bytes, done, bytes.byteLength - done, this.at + done)).bytesWritten;
    this.at += bytes.byteLength;
  }

  /** Writes the head; returns the file's size. */
  async finish(head: Buffer): Promise<number> {
    await this.flush();
    await this.file.write(head, 0, head.length, 0);
    return this.at;
  }
}

/**
 * Writes `records` as segment `id` to `path` (term ids through `remap` when given, the segment's
 * vocabulary part `vocab`, and for the first segment the vocabulary's `order`): each record's words
 * go out as it is read, its core and details after.
 * Returns the file's size and where each record is.
 */
async function writeSegment(
  path: string,
  records: readonly FileRecord[],
  id: number,
  remap: Uint32Array | undefined,
  vocab: readonly string[],
  order: Uint32Array = new Uint32Array(0),
): Promise<{ bytes: number; entries: Map<string, RecordEntry> }> {
  const file = await open(path, 'w');
  try {
    const out = new BatchedFile(file);
    const entries = new Map<string, RecordEntry>();
    const cores: string[] = [];
    const details: string[] = [];
    let words = 0;
    let coreBytes = 0;
    let detailsBytes = 0;
    let done = 0;
    for (const record of records) {
      if (++done % BREATHE_EVERY === 0) await breather();
      if (!record.analysis) continue;
      const packed = packedOf(record.analysis);
      const chunkTerms = record.chunkTerms ?? [];
      const wordStart = words;
      const { core } = packed;
      const coreJson = asciiJson({ c: core, t: chunkTerms.map((t) => t.length >> 1), d: checksum(Buffer.from(packed.details, 'latin1')).slice(0, DETAILS_CHECKSUM) });
      const recordSum = createHash('sha1').update(Buffer.from(coreJson, 'latin1'));
      for (const t of chunkTerms) {
        const pairs = remap ? remapped(t, remap) : t;
        const part = Buffer.from(pairs.buffer, pairs.byteOffset, pairs.byteLength);
        recordSum.update(part);
        await out.add(part);
        words += pairs.length;
      }
      const lineTokens = record.lineTokens ?? new Uint32Array(0);
      const lineBytes = Buffer.from(lineTokens.buffer, lineTokens.byteOffset, lineTokens.byteLength);
      recordSum.update(lineBytes);
      await out.add(lineBytes);
      words += lineTokens.length;
      const flags = (core.parseError ? PARSE_ERROR : 0) | (record.encoding === 'latin1' ? LATIN1 : 0) | (core.buildBanner ? BUILD_BANNER : 0) | (core.importsOnly ? IMPORTS_ONLY : 0) | (core.testCode ? TEST_CODE : 0);
      entries.set(record.hash, [id, coreBytes, coreBytes + coreJson.length, wordStart, words, detailsBytes, detailsBytes + packed.details.length, core.lineCount, core.chunks.length >> 1, core.definitionCount, core.language ?? '', flags, recordSum.digest('hex').slice(0, RECORD_CHECKSUM)]);
      cores.push(coreJson);
      coreBytes += coreJson.length;
      details.push(packed.details);
      detailsBytes += packed.details.length;
    }
    for (const core of cores) await out.add(Buffer.from(core, 'latin1'));
    const vocabBytes = Buffer.from(PackedTerms.pack(vocab), 'utf8');
    await out.add(vocabBytes);
    for (const text of details) await out.add(Buffer.from(text, 'latin1'));
    const orderBytes = Buffer.from(order.buffer, order.byteOffset, order.byteLength);
    await out.add(orderBytes);
    const bytes = await out.finish(encodeHead({ words, coreBytes, vocabBytes: vocabBytes.length, detailsBytes, orderWords: order.length, checksum: checksum(vocabBytes, orderBytes) }));
    return { bytes, entries };
  } finally {
    await file.close();
  }
}

/** Term ids no term maps to when renumbering. */
const NO_ID = 0xffffffff;
/**
 * Compaction keeps every term's id (dead terms kept with the rest) while the terms no live record
 * and no path uses stay at most this share of the vocabulary; past it, the live terms are numbered
 * anew, densely.
 */
const MAX_DEAD_TERMS_SHARE = 0.25;

/** The vocabulary a compacted segment is written with, and each old id's new one when renumbered. */
interface CompactedTerms {
  /** The terms by their new ids. */
  terms: string[];
  /** The ids sorted by term. */
  order: Uint32Array;
  /** Old id -> new id (NO_ID for dead terms); undefined when every id is kept. */
  remap?: Uint32Array;
}

/**
 * The terms of the compacted segment: the index's own ids when few terms are dead (nothing to
 * renumber: the cold save writes what it has), else the live terms sorted and numbered densely.
 * Path terms are kept too: the tables' path index refers to them.
 */
function compactedTerms(live: readonly FileRecord[], vocab: Vocabulary, order: readonly string[] | undefined): CompactedTerms {
  // One flag per id: millions of term pairs are marked without a set's hashing.
  const used = new Uint8Array(vocab.size);
  for (const record of live) for (const terms of record.chunkTerms ?? []) for (let i = 0; i < terms.length; i += 2) used[terms[i]!] = 1;
  const paths = order ? pathTerms(order) : new Set<string>();
  const pathOnly: string[] = [];
  for (const term of paths) {
    const id = vocab.get(term);
    if (id !== undefined) used[id] = 1;
    else pathOnly.push(term);
  }
  let dead = 0;
  for (let id = 0; id < used.length; id++) if (!used[id]) dead++;
  if (dead <= vocab.size * MAX_DEAD_TERMS_SHARE) return { terms: vocab.terms.concat(pathOnly), order: vocab.sortedIds(pathOnly) };
  const terms: string[] = [];
  for (let id = 0; id < used.length; id++) if (used[id]) terms.push(vocab.term(id)!);
  for (const term of pathOnly) terms.push(term);
  sortStrings(terms);
  // Each used id's new one found through the vocabulary's own lookup: no second map of every term
  // (about 100 MB at 50,000 files, at the save's peak of memory).
  const remap = new Uint32Array(vocab.size).fill(NO_ID);
  for (let i = 0; i < terms.length; i++) {
    const id = vocab.get(terms[i]!);
    if (id !== undefined) remap[id] = i;
  }
  return { terms, order: Uint32Array.from(terms, (_, i) => i), remap };
}

/**
 * Tables for the index's files with the compacted segment's term ids: the index's own tables (their
 * postings moved to the new ids when renumbered), or (without them) built from the records' terms.
 */
async function compactedTables(order: readonly string[], input: WriteInput, compacted: CompactedTerms): Promise<{ key: string; parts: Iterable<Uint8Array> } | undefined> {
  const records: FileRecord[] = [];
  for (const path of order) {
    const hash = input.manifest.get(path)?.hash;
    const record = hash === undefined ? undefined : input.records.get(hash);
    if (!record?.analysis) return undefined;
    records.push(record);
  }
  const key = tablesKey(order.map((path, i) => ({ path, hash: records[i]!.hash })));
  const links = input.index?.links?.links;
  const withLinks = ({ links: _, ...tables }: IndexTables): IndexTables => (links && links.offsets.length === order.length + 1 ? { ...tables, links } : tables);
  const { terms, remap } = compacted;
  const own = input.index?.tables;
  const of = { key, paths: order };
  const moved = own ? (remap ? remappedTableParts(withLinks(own), of, remap, terms.length, asciiJson) : encodeTableParts(withLinks(own), of, asciiJson)) : undefined;
  if (moved) return { key, parts: moved };
  const entries: TableEntry[] = records.map((record, i) => ({
    path: order[i]!,
    hash: record.hash,
    chunks: record.analysis!.chunks,
    chunkTerms: (record.chunkTerms ?? []).map((t) => (remap ? remapped(t, remap) : t)),
    definitions: record.analysis!.definitions,
  }));
  await breather();
  const tables = await buildTablesInSteps(entries, new Vocabulary(terms, { order: compacted.order }), breather);
  await breather();
  return { key, parts: encodeTableParts(withLinks(tables), of, asciiJson) };
}

/** The index's own tables (same term ids as the store), with its links. */
function currentTables(input: WriteInput): { key: string; parts: Uint8Array[] } | undefined {
  const index = input.index;
  if (!index?.tables) return undefined;
  const entries = index.order.map((path) => ({ path, hash: input.manifest.get(path)?.hash ?? '' }));
  if (entries.some((e) => !e.hash)) return undefined;
  const key = tablesKey(entries);
  const links = index.links?.links;
  const tables = links && links.offsets.length === index.order.length + 1 ? { ...index.tables, links } : { ...index.tables };
  if (!links) delete tables.links;
  return { key, parts: encodeTableParts(tables, { key, paths: index.order }, asciiJson) };
}

function metaOf(input: WriteInput, generation: string, segments: number[], baseTerms: number, records: Map<string, RecordEntry>, tables: string | undefined): StoreMeta {
  const manifest: StoreMeta['manifest'] = new Map();
  const skips: StoreMeta['skips'] = new Map();
  for (const [path, e] of input.manifest) {
    const record = input.records.get(e.hash);
    if (!record || (!record.skip && !records.has(e.hash))) continue;
    manifest.set(path, e);
    if (record.skip) skips.set(e.hash, { reason: record.skip.reason, ...(record.skip.detail !== undefined ? { detail: record.skip.detail } : {}) });
  }
  return {
    version: STORE_VERSION,
    build: STORE_BUILD,
    generation,
    settings: input.listing.settings,
    ...(input.listing.commit ? { commit: input.listing.commit } : {}),
    segments,
    baseTerms,
    manifest,
    records,
    skips,
    walkSkips: input.listing.walkSkips,
    ...(tables ? { tables } : {}),
    ...(input.index?.links ? { links: true } : {}),
    ...(tables && input.index?.kinds ? { kinds: tables } : {}),
  };
}

/** Writes the extra files of a generation into `folder`. */
async function writeExtras(folder: string, meta: StoreMeta, tables: { parts: Iterable<Uint8Array> } | undefined, input: WriteInput): Promise<void> {
  if (tables) {
    const file = await open(join(folder, TABLES_FILE), 'w');
    try {
      // Parts come as views (moved postings: one per term), gathered into writes of WRITE_BATCH bytes.
      const out = new BatchedFile(file, 0);
      for (const part of tables.parts) await out.add(part);
      await out.flush();
    } finally {
      await file.close();
    }
  }
  if (input.index?.links) await writeFile(join(folder, LINKS_FILE), encodeLinks(input.index.order, input.index.links));
  if (meta.kinds && input.index?.kinds) await writeFile(join(folder, KINDS_FILE), encodeKinds(input.index.kinds, meta.kinds, input.index.order.length), 'latin1');
  await writeFile(join(folder, META_FILE), serializeMeta(meta, asciiJson), 'latin1');
}

/** Everything in one segment, with the vocabulary's order (dead terms dropped when they are many). */
async function writeCompacted(dir: string, input: WriteInput, live: readonly FileRecord[]): Promise<WriteOutcome> {
  const order = input.index?.order;
  const compacted = compactedTerms(live, input.vocab, order);
  await breather();
  const tables = order ? await compactedTables(order, input, compacted) : undefined;
  const generation = newGeneration();
  const published = await publishGeneration(dir, generation, async (folder) => {
    const { bytes, entries } = await writeSegment(join(folder, segmentFile(0)), live, 0, compacted.remap, compacted.terms, compacted.order);
    await writeExtras(folder, metaOf(input, generation, [bytes], compacted.terms.length, entries, tables?.key), tables, input);
  });
  return published ? 'compacted' : 'superseded';
}

/** The base's segments linked in, one more with the records it lacks. */
async function writeAppended(dir: string, input: WriteInput, live: readonly FileRecord[], base: StoreBase): Promise<WriteOutcome> {
  const fresh = live.filter((r) => !base.meta.records.has(r.hash) && r.analysis);
  const id = base.segments.length;
  const tables = currentTables(input);
  const added = input.vocab.termsFrom(base.vocabSize);
  const generation = newGeneration();
  const published = await publishGeneration(dir, generation, async (folder) => {
    for (let i = 0; i < base.segments.length; i++) await linkOrCopy(join(base.folder, segmentFile(i)), join(folder, segmentFile(i)));
    const segment = await writeSegment(join(folder, segmentFile(id)), fresh, id, undefined, added);
    const entries = new Map<string, RecordEntry>();
    for (const r of live) {
      const entry = base.meta.records.get(r.hash);
      if (entry) entries.set(r.hash, entry);
    }
    for (const [hash, entry] of segment.entries) entries.set(hash, entry);
    await writeExtras(folder, metaOf(input, generation, [...base.meta.segments, segment.bytes], base.meta.baseTerms, entries, tables?.key), tables, input);
  });
  return published ? 'appended' : 'superseded';
}

/**
 * Writes the records the manifest uses as the store's next generation: appended to the generation
 * they were read from when that stays small, else compacted. With `compact`, always compacted.
 */
export async function writeStore(dir: string, input: WriteInput, options: { compact?: boolean } = {}): Promise<WriteOutcome> {
  const live = liveRecords(input);
  await breather();
  if (!options.compact && input.base && canAppend(input, live)) {
    try {
      return await writeAppended(dir, input, live, input.base);
    } catch (error) {
      // The base may have been removed by a newer writer since it was read: its records are still
      // readable through the open segments, so everything is written anew.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return writeCompacted(dir, input, live);
}
