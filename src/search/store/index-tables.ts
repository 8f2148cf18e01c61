/**
 * The tables search reads, derived from a repository's file records: chunk line ranges, BM25 over
 * chunks and over paths, and the symbol table. Built from the records, or decoded from the binary
 * form the persisted index keeps of them, so a start on an unchanged repository rebuilds nothing.
 */
import { createHash } from 'node:crypto';
import { Bm25Index, countIds, PackedTerms, type TermCounts, type Vocabulary } from '../terms/lexical.js';
import { sortStrings } from '../terms/sort-strings.js';
import { damagedIndex } from './store-format.js';
import { pathTokens } from '../terms/tokenizer.js';

/** A definition as the symbol table sees it. */
export interface DefinitionName {
  name: string;
  qualifiedName: string;
}

/** A file's definition names, or how to get them when the symbol table is first used. */
export type DefinitionNames = readonly DefinitionName[] | (() => readonly DefinitionName[]);

/** A file as the tables see it: chunk terms and definition names come from its record. */
export interface TableEntry {
  path: string;
  hash: string;
  chunks: readonly { startLine: number; endLine: number }[];
  chunkTerms?: readonly TermCounts[];
  definitions: DefinitionNames;
}

/** A symbol table's form on disk: sorted keys, each key's ids from `offsets[i]` to `offsets[i + 1]`. */
interface SymbolParts {
  keys: readonly string[];
  offsets: Uint32Array;
  ids: Uint32Array;
}

/**
 * Lookups a table built from records answers by going through every name before it builds its map:
 * a scan costs about as much as putting 1/100 of the names in a map, and a search asks a few keys.
 */
export const SCANNED_LOOKUPS = 32;

const DOT = '.'.charCodeAt(0);

/** U+0307, which `toLowerCase` adds after the `i` of U+0130: the one case change of a string's length. */
const COMBINING_DOT = '\u0307';

/**
 * Lower-cased simple and qualified definition names -> definition ids. Read from a store: sorted
 * keys searched by bisection, no map to fill at start. Built from records: the names are unpacked
 * when the table is first used (a search without code-shaped words never needs them), the first
 * `SCANNED_LOOKUPS` lookups go through them, and a map is built for the lookups after those or when
 * the store's form is asked for (a writer, in the background), not before the first search.
 */
export class SymbolTable {
  private byKey: Map<string, number[]> | undefined;
  private nameList: readonly DefinitionName[] | undefined;
  private scans = 0;

  private constructor(
    private namesOf: (() => readonly DefinitionName[]) | undefined,
    private sorted: { keys: readonly string[] | PackedTerms; offsets: Uint32Array; ids: Uint32Array } | undefined,
  ) {}

  /** The table of a store: `keys` sorted, key `i`'s ids from `offsets[i]` to `offsets[i + 1]`. */
  static fromParts(keys: readonly string[] | PackedTerms, offsets: Uint32Array, ids: Uint32Array): SymbolTable {
    return new SymbolTable(undefined, { keys, offsets, ids });
  }

  /** Keys for each definition id, in id order: the files' names one after another, unpacked when first used. */
  static build(files: readonly DefinitionNames[]): SymbolTable {
    const kept = files.slice();
    return new SymbolTable(() => {
      const names: DefinitionName[] = [];
      for (const file of kept) for (const d of typeof file === 'function' ? file() : file) names.push(d);
      return names;
    }, undefined);
  }

  /** Every definition's names, by id (unpacked once). */
  private names(): readonly DefinitionName[] {
    if (!this.nameList) {
      this.nameList = this.namesOf!();
      this.namesOf = undefined;
    }
    return this.nameList;
  }

  /** Ids grouped by key, ascending as they are met. */
  private map(): Map<string, number[]> {
    if (!this.byKey) {
      const byKey = new Map<string, number[]>();
      const add = (key: string, id: number) => {
        const ids = byKey.get(key);
        if (ids) ids.push(id);
        else byKey.set(key, [id]);
      };
      this.names().forEach((d, id) => {
        const name = d.name.toLowerCase();
        add(name, id);
        const qualified = d.qualifiedName.toLowerCase();
        if (qualified !== name) add(qualified, id);
      });
      this.byKey = byKey;
      this.nameList = undefined;
    }
    return this.byKey;
  }

  /**
   * The ids `map()` has under `key`, found by going through the names. A name whose lower case has
   * another length than it holds U+0130 and lowers to a key with U+0307: only such a key needs every
   * name lower-cased, any other skips the names of another length.
   */
  private scan(key: string): number[] | undefined {
    const names = this.names();
    const anyLength = key.includes(COMBINING_DOT);
    const matches = (text: string) => (anyLength || text.length === key.length) && text.toLowerCase() === key;
    let ids: number[] | undefined;
    for (let id = 0; id < names.length; id++) {
      const d = names[id]!;
      if (matches(d.name) || (d.qualifiedName !== d.name && matches(d.qualifiedName))) (ids ??= []).push(id);
    }
    return ids;
  }

  private find(key: string): number {
    const { keys } = this.sorted!;
    let lo = 0;
    let hi = keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const k = keys instanceof PackedTerms ? keys.at(mid) : keys[mid]!;
      if (k === key) return mid;
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Definition ids under a lower-cased key, ascending. */
  get(key: string): number[] | undefined {
    if (this.sorted && !this.byKey) {
      const at = this.find(key);
      const { offsets, ids } = this.sorted;
      return at < 0 ? undefined : Array.from(ids.subarray(offsets[at]!, offsets[at + 1]!));
    }
    if (!this.byKey && this.scans < SCANNED_LOOKUPS) {
      this.scans++;
      return this.scan(key);
    }
    const ids = this.map().get(key);
    return ids ? [...ids] : undefined;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /**
   * Every key's ids (ascending: `ids[start]` to `ids[end - 1]`) with whether the key holds a dot (a
   * qualified name, `Class.method`), without making the keys' strings of a table read from a store.
   */
  forEachGroup(visit: (ids: ArrayLike<number>, start: number, end: number, dotted: boolean) => void): void {
    if (this.sorted && !this.byKey) {
      const { keys, offsets, ids } = this.sorted;
      const count = keys.length;
      if (keys instanceof PackedTerms) for (let i = 0; i < count; i++) visit(ids, offsets[i]!, offsets[i + 1]!, keys.holds(i, DOT));
      else for (let i = 0; i < count; i++) visit(ids, offsets[i]!, offsets[i + 1]!, keys[i]!.includes('.'));
      return;
    }
    for (const [key, ids] of this.map()) visit(ids, 0, ids.length, key.includes('.'));
  }

  parts(): SymbolParts {
    if (!this.sorted) {
      const byKey = this.map();
      const keys = sortStrings([...byKey.keys()]);
      const offsets = new Uint32Array(keys.length + 1);
      keys.forEach((key, i) => (offsets[i + 1] = offsets[i]! + byKey.get(key)!.length));
      const ids = new Uint32Array(offsets[keys.length]!);
      keys.forEach((key, i) => ids.set(byKey.get(key)!, offsets[i]!));
      this.sorted = { keys, offsets, ids };
    }
    const { keys, offsets, ids } = this.sorted;
    return { keys: keys instanceof PackedTerms ? Array.from({ length: keys.length }, (_, i) => keys.at(i)) : keys, offsets, ids };
  }

  /** The sorted form as it is held (a store's keys stay packed), made first for a table built from records. */
  sortedParts(): { keys: readonly string[] | PackedTerms; offsets: Uint32Array; ids: Uint32Array } {
    if (!this.sorted) this.parts();
    return this.sorted!;
  }

  /** The sorted keys as `PackedTerms.pack` writes them. */
  packedKeys(): string {
    const { keys } = this.sortedParts();
    return keys instanceof PackedTerms ? keys.slice(0, keys.length) : PackedTerms.pack(keys);
  }
}

export interface IndexTables {
  /** Per chunk: owning file (position in the entries), 1-based start and end lines. */
  chunkFile: Uint32Array;
  chunkStart: Uint32Array;
  chunkEnd: Uint32Array;
  content: Bm25Index;
  paths: Bm25Index;
  symbols: SymbolTable;
  /**
   * Per file (position in the entries), the files it imports: `targets` from `offsets[i]` to
   * `offsets[i + 1]`, in the order the graph lists them. Kept by the store (resolving every import
   * takes a while); absent when built in memory.
   */
  links?: FileLinks;
}

export interface FileLinks {
  offsets: Uint32Array;
  targets: Uint32Array;
}

/** Builds the tables; path tokens missing from `vocab` are added to it. */
export function buildTables(entries: readonly TableEntry[], vocab: Vocabulary): IndexTables {
  const steps = tableSteps(entries, vocab);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/**
 * `buildTables` in steps of a few tens of milliseconds at most on large repositories, the caller
 * awaiting `between` after each (a background writer lets other work run).
 */
export async function buildTablesInSteps(entries: readonly TableEntry[], vocab: Vocabulary, between: () => Promise<void>): Promise<IndexTables> {
  const steps = tableSteps(entries, vocab);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await between();
  }
}

function* tableSteps(entries: readonly TableEntry[], vocab: Vocabulary): Generator<void, IndexTables> {
  const chunkDocs: TermCounts[] = [];
  const chunkFile: number[] = [];
  const chunkStart: number[] = [];
  const chunkEnd: number[] = [];
  const names: DefinitionNames[] = [];
  const empty = new Uint32Array(0);
  entries.forEach((entry, file) => {
    entry.chunks.forEach((chunk, i) => {
      chunkDocs.push(entry.chunkTerms?.[i] ?? empty);
      chunkFile.push(file);
      chunkStart.push(chunk.startLine);
      chunkEnd.push(chunk.endLine);
    });
    names.push(entry.definitions);
  });
  yield;
  // Folders repeat across paths: each segment is tokenized once.
  const segmentIds = new Map<string, number[]>();
  const pathDocs = entries.map((entry) => pathDocument(entry.path, vocab, segmentIds));
  yield;
  const content = new Bm25Index(chunkDocs, vocab.size);
  yield;
  const paths = new Bm25Index(pathDocs, vocab.size);
  const symbols = SymbolTable.build(names);
  return {
    chunkFile: Uint32Array.from(chunkFile),
    chunkStart: Uint32Array.from(chunkStart),
    chunkEnd: Uint32Array.from(chunkEnd),
    content,
    paths,
    symbols,
  };
}

/**
 * A path as the path index's document: the tokens of its segments, those missing from `vocab` added
 * to it in turn; `segmentIds` keeps each segment's ids (folders repeat across paths).
 */
export function pathDocument(path: string, vocab: Vocabulary, segmentIds: Map<string, number[]>): TermCounts {
  const ids: number[] = [];
  for (const segment of path.split('/')) {
    let known = segmentIds.get(segment);
    if (!known) {
      known = pathTokens(segment).map((t) => vocab.add(t));
      segmentIds.set(segment, known);
    }
    for (const id of known) ids.push(id);
  }
  return countIds(ids);
}

/** Words of a section in runs, made when written (postings moved to new term ids, see `remappedTableParts`). */
interface RunSection {
  length: number;
  runs(): Iterable<Uint8Array>;
}

type Section = Uint32Array | RunSection;

/** A BM25 index's sections. */
interface Bm25Sections {
  lengths: Uint32Array;
  offsets: Uint32Array;
  postingDocs: Section;
  postingCounts: Section;
}

/**
 * A BM25 index's postings with its term ids renumbered through `remap` (old id -> new id below
 * `size`): the new offsets, and the postings as runs of the index's own arrays in the new order
 * (a view per term, nothing copied). Undefined when a term with postings has no new id.
 */
function movedPostings(index: Bm25Index, remap: Uint32Array, size: number): Bm25Sections | undefined {
  const { lengths, offsets, postingDocs, postingCounts } = index.parts();
  const next = new Uint32Array(size + 1);
  /** Per new id, the old one (-1 for none). */
  const from = new Int32Array(size).fill(-1);
  for (let old = 0; old + 1 < offsets.length; old++) {
    const n = offsets[old + 1]! - offsets[old]!;
    if (!n) continue;
    const id = remap[old];
    if (id === undefined || id >= size || from[id] !== -1) return undefined;
    next[id + 1] = n;
    from[id] = old;
  }
  for (let t = 0; t < size; t++) next[t + 1]! += next[t]!;
  const moved = (values: Uint32Array): RunSection => ({
    length: values.length,
    *runs() {
      for (let id = 0; id < size; id++) {
        const old = from[id]!;
        if (old === -1) continue;
        yield new Uint8Array(values.buffer, values.byteOffset + offsets[old]! * 4, (offsets[old + 1]! - offsets[old]!) * 4);
      }
    },
  });
  return { lengths, offsets: next, postingDocs: moved(postingDocs), postingCounts: moved(postingCounts) };
}

/**
 * `encodeTableParts` of the tables with their term ids renumbered (a store compacting its
 * vocabulary): postings move to the new ids, nothing else changes. The moved postings are written
 * as runs of the tables' own arrays, so the save of a big index never holds a second copy of them.
 * Undefined when a term in use has no new id.
 */
export function remappedTableParts(tables: IndexTables, of: TablesOf, remap: Uint32Array, size: number, toJson: (value: unknown) => string): Iterable<Uint8Array> | undefined {
  const content = movedPostings(tables.content, remap, size);
  const paths = movedPostings(tables.paths, remap, size);
  if (!content || !paths) return undefined;
  return partsOf(tables, of, toJson, sectionsOf(tables, content, paths));
}

/** The terms `buildTables` adds for the paths: a store keeps them in its vocabulary. */
export function pathTerms(paths: Iterable<string>): Set<string> {
  const terms = new Set<string>();
  const segments = new Set<string>();
  for (const path of paths) {
    for (const segment of path.split('/')) {
      if (segments.has(segment)) continue;
      segments.add(segment);
      for (const t of pathTokens(segment)) terms.add(t);
    }
  }
  return terms;
}

/** Identifies the entries the tables were built from: their paths and content hashes, in order. */
export function tablesKey(entries: readonly { path: string; hash: string }[]): string {
  const hash = createHash('sha1');
  // Hashed in batches of entries: one call per entry costs more than the hashing.
  let batch = '';
  for (const e of entries) {
    batch += `${e.path}\0${e.hash}\n`;
    if (batch.length >= 1 << 16) {
      hash.update(batch);
      batch = '';
    }
  }
  return hash.update(batch).digest('hex');
}

const SECTIONS = [
  'chunkFile',
  'chunkStart',
  'chunkEnd',
  'contentLengths',
  'contentOffsets',
  'contentDocs',
  'contentCounts',
  'pathLengths',
  'pathOffsets',
  'pathDocs',
  'pathCounts',
  'symbolOffsets',
  'symbolIds',
  'linkOffsets',
  'linkTargets',
] as const;

interface TablesHeader {
  key: string;
  /** Length of each section in 32-bit words, in `SECTIONS` order. */
  sections: number[];
  /** Byte length of the symbol keys (UTF-8, as `PackedTerms`), which follow the header. */
  symbolKeyBytes: number;
  /** Byte length of the files' paths (UTF-8, as `PackedTerms`), which follow the sections. */
  pathBytes: number;
}

/** The files a table set is for: their paths in order, and the key of their paths and contents (`tablesKey`). */
export interface TablesOf {
  key: string;
  paths: readonly string[];
}

function sectionsOf(
  tables: IndexTables,
  content: Bm25Sections = tables.content.parts(),
  paths: Bm25Sections = tables.paths.parts(),
): Section[] {
  const symbols = tables.symbols.parts();
  return [
    tables.chunkFile,
    tables.chunkStart,
    tables.chunkEnd,
    content.lengths,
    content.offsets,
    content.postingDocs,
    content.postingCounts,
    paths.lengths,
    paths.offsets,
    paths.postingDocs,
    paths.postingCounts,
    symbols.offsets,
    symbols.ids,
    tables.links?.offsets ?? new Uint32Array(0),
    tables.links?.targets ?? new Uint32Array(0),
  ];
}

/**
 * Binary form: a word with the header's byte length, the header as JSON (`toJson` must give ASCII),
 * the symbol keys, padding to a word, the sections' words, then the files' paths, padded to a word
 * (read only to derive the next tables from these, see table-update.ts).
 */
export function encodeTables(tables: IndexTables, of: TablesOf, toJson: (value: unknown) => string): Uint8Array {
  return Buffer.concat(encodeTableParts(tables, of, toJson));
}

/**
 * `encodeTables` as consecutive parts: the head (length word, header, symbol keys, padding), then
 * each section as a view of the tables' own arrays (no copy of the megabytes they hold), then the paths.
 */
export function encodeTableParts(tables: IndexTables, of: TablesOf, toJson: (value: unknown) => string): Uint8Array[] {
  return [...partsOf(tables, of, toJson, sectionsOf(tables))];
}

/** The head made for `sections`, then the sections' words (arrays as views, runs as they come), then the paths. */
function* partsOf(tables: IndexTables, of: TablesOf, toJson: (value: unknown) => string, sections: readonly Section[]): Generator<Uint8Array> {
  const symbolKeys = Buffer.from(tables.symbols.packedKeys(), 'utf8');
  const paths = Buffer.from(PackedTerms.pack(of.paths), 'utf8');
  const header: TablesHeader = { key: of.key, sections: sections.map((s) => s.length), symbolKeyBytes: symbolKeys.length, pathBytes: paths.length };
  const json = Buffer.from(toJson(header), 'latin1');
  const headerWords = 1 + Math.ceil((json.length + symbolKeys.length) / 4);
  const head = new Uint8Array(headerWords * 4);
  new DataView(head.buffer).setUint32(0, json.length, true);
  head.set(json, 4);
  head.set(symbolKeys, 4 + json.length);
  yield head;
  for (const section of sections) {
    if (section instanceof Uint32Array) yield new Uint8Array(section.buffer, section.byteOffset, section.byteLength);
    else yield* section.runs();
  }
  const tail = new Uint8Array(Math.ceil(paths.length / 4) * 4);
  tail.set(paths);
  yield tail;
}

/** The sizes of the index a table set must fit: every id it holds is checked against them. */
export interface TableLimits {
  files: number;
  chunks: number;
  definitions: number;
}

/** Offsets that start at 0, never decrease and end at `end`. */
function monotone(offsets: Uint32Array, end: number): boolean {
  if (offsets[0] !== 0 || offsets[offsets.length - 1] !== end) return false;
  for (let i = 1; i < offsets.length; i++) if (offsets[i]! < offsets[i - 1]!) return false;
  return true;
}

function below(values: Uint32Array, limit: number): boolean {
  for (let i = 0; i < values.length; i++) if (values[i]! >= limit) return false;
  return true;
}

/** Where a table set's bytes are read from: a file, or bytes in memory. */
export interface TableFile {
  size: number;
  /** `length` bytes at `at` (`at` a multiple of 4 for sections: they are viewed as 32-bit words). */
  read(at: number, length: number): Uint8Array;
}

function words(bytes: Uint8Array): Uint32Array {
  // A copy of its own when not on a word boundary (`new Uint8Array`: a Buffer's `slice` is a view).
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
  return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength / 4);
}

/**
 * The tables of `encodeTables`, if `bytes` holds them for `key`; undefined when not, or damaged.
 * With `limits`, every offset and id is checked to fit an index of that size.
 */
export function decodeTables(bytes: Uint8Array, key: string, limits?: TableLimits): IndexTables | undefined {
  return readTables({ size: bytes.byteLength, read: (at, length) => bytes.subarray(at, at + length) }, key, limits, false);
}

/** Sections of the content postings: read by term when `readTables` is told to (the bulk of the file). */
const CONTENT_DOCS = SECTIONS.indexOf('contentDocs');
const CONTENT_COUNTS = SECTIONS.indexOf('contentCounts');

/** Where a table set's parts are in its file, from its head; undefined when the head does not fit the file. */
interface TablesLayout {
  header: TablesHeader;
  jsonLength: number;
  /** Where each section starts, in words. */
  starts: number[];
  /** Where the paths start, in bytes. */
  pathsAt: number;
}

function layoutOf(file: TableFile, key: string): TablesLayout | undefined {
  if (file.size < 4 || file.size % 4 !== 0) return undefined;
  const jsonLength = words(file.read(0, 4))[0]!;
  if (4 + jsonLength > file.size) return undefined;
  const header = JSON.parse(Buffer.from(file.read(4, jsonLength)).toString('latin1')) as TablesHeader;
  if (header.key !== key || !Array.isArray(header.sections) || header.sections.length !== SECTIONS.length || !(header.symbolKeyBytes >= 0)) return undefined;
  if (!header.sections.every((n) => Number.isSafeInteger(n) && n >= 0) || !(Number.isSafeInteger(header.pathBytes) && header.pathBytes >= 0)) return undefined;
  if (4 + jsonLength + header.symbolKeyBytes > file.size) return undefined;
  const starts: number[] = [];
  let at = 1 + Math.ceil((jsonLength + header.symbolKeyBytes) / 4);
  for (const length of header.sections) {
    starts.push(at);
    at += length;
  }
  if ((at + Math.ceil(header.pathBytes / 4)) * 4 !== file.size) return undefined;
  return { header, jsonLength, starts, pathsAt: at * 4 };
}

/**
 * The paths of the files a table set of `key` is for, in order (what `encodeTables` was given);
 * undefined when the file does not hold them.
 */
export function readTablePaths(file: TableFile, key: string): PackedTerms | undefined {
  try {
    const layout = layoutOf(file, key);
    if (!layout) return undefined;
    const paths = PackedTerms.unpack(Buffer.from(file.read(layout.pathsAt, layout.header.pathBytes)).toString('utf8'));
    return paths && paths.length === layout.header.sections[SECTIONS.indexOf('pathLengths')] ? paths : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `decodeTables` from a file read in parts. With `lazyPostings`, the content postings (most of the
 * bytes) are read term by term as searches use them, each part checked against `limits` when read.
 */
export function readTables(file: TableFile, key: string, limits: TableLimits | undefined, lazyPostings: boolean): IndexTables | undefined {
  try {
    const layout = layoutOf(file, key);
    if (!layout) return undefined;
    const { header, jsonLength, starts } = layout;
    // As many keys as the symbol offsets have entries, less one: the keys are found in one pass.
    const keyCount = header.sections[SECTIONS.indexOf('symbolOffsets')]! - 1;
    const symbolKeys = keyCount >= 0 ? PackedTerms.unpack(Buffer.from(file.read(4 + jsonLength, header.symbolKeyBytes)).toString('utf8'), keyCount) : undefined;
    if (!symbolKeys) return undefined;
    const lazy = (i: number) => lazyPostings && (i === CONTENT_DOCS || i === CONTENT_COUNTS);
    const parts = header.sections.map((length, i) => (lazy(i) || length === 0 ? new Uint32Array(0) : words(file.read(starts[i]! * 4, length * 4))));
    const [chunkFile, chunkStart, chunkEnd, cl, co, cd, cc, pl, po, pd, pc, so, si, lo, lt] = parts as [Uint32Array, ...Uint32Array[]];
    const [contentPostings, contentCounts] = [header.sections[CONTENT_DOCS]!, header.sections[CONTENT_COUNTS]!];
    const chunks = chunkFile.length;
    if (chunkStart!.length !== chunks || chunkEnd!.length !== chunks || cl!.length !== chunks) return undefined;
    if (contentPostings !== contentCounts || pd!.length !== pc!.length || so!.length !== symbolKeys.length + 1) return undefined;
    if (co![co!.length - 1] !== contentPostings || po![po!.length - 1] !== pd!.length || so![so!.length - 1] !== si!.length) return undefined;
    const files = pl!.length;
    const hasLinks = lo!.length > 0;
    if (hasLinks && (lo!.length !== files + 1 || lo![files] !== lt!.length || lt!.some((t) => t >= files))) return undefined;
    if (limits) {
      if (files !== limits.files || chunks !== limits.chunks || !below(chunkFile, files)) return undefined;
      if (!monotone(co!, contentPostings) || !monotone(po!, pd!.length) || !monotone(so!, si!.length) || (hasLinks && !monotone(lo!, lt!.length))) return undefined;
      if ((!lazyPostings && !below(cd!, chunks)) || !below(pd!, files) || !below(si!, limits.definitions)) return undefined;
    }
    const postings = {
      read(from: number, to: number) {
        const docs = words(file.read((starts[CONTENT_DOCS]! + from) * 4, (to - from) * 4));
        const counts = words(file.read((starts[CONTENT_COUNTS]! + from) * 4, (to - from) * 4));
        if (limits && !below(docs, chunks)) throw damagedIndex('postings past the last chunk');
        return { docs, counts };
      },
    };
    return {
      ...(hasLinks ? { links: { offsets: lo!, targets: lt! } } : {}),
      chunkFile,
      chunkStart: chunkStart!,
      chunkEnd: chunkEnd!,
      content: lazyPostings ? new Bm25Index({ lengths: cl!, offsets: co!, postings }) : new Bm25Index({ lengths: cl!, offsets: co!, postingDocs: cd!, postingCounts: cc! }),
      paths: new Bm25Index({ lengths: pl!, offsets: po!, postingDocs: pd!, postingCounts: pc! }),
      symbols: SymbolTable.fromParts(symbolKeys, so!, si!),
    };
  } catch {
    return undefined;
  }
}
