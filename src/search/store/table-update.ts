/**
 * The search tables of a changed set of files derived from the tables of the previous set, equal to
 * tables built anew from every record (`buildTables`), reading the records of the new and changed
 * files only. A file kept (same path, same content, in the same order relative to the other kept
 * files) keeps its chunk ranges, postings and definition names under its new chunk, file and
 * definition ids; the files that left are taken out; the new ones are merged in. Postings stay in
 * document order and symbol keys sorted, as a build gives them. The previous postings are checked
 * as they are read (documents ascending, counts adding up to each document's length): tables that
 * fail give no derived tables, and the caller builds them anew.
 */
import { documentLength, type Bm25Parts, Bm25Index, PackedTerms, type TermCounts, type Vocabulary } from '../terms/lexical.js';
import { sortStrings } from '../terms/sort-strings.js';
import { pathDocument, SymbolTable, type DefinitionName, type IndexTables, type TableEntry } from './index-tables.js';

/** A file of the previous tables: its path, content hash and number of definitions. */
export interface PreviousFile {
  path: string;
  hash: string;
  definitions: number;
}

/** Tables and the files they were built for, in their order. */
export interface PreviousTables {
  files: readonly PreviousFile[];
  tables: IndexTables;
}

/** A file of the new set: its path, content hash, chunk and definition counts, and its record for the tables. */
export interface NextFile {
  path: string;
  hash: string;
  chunks: number;
  definitions: number;
  /** The file as `buildTables` takes it; asked for only when the file is not kept from the previous tables. */
  entry(): TableEntry;
}

/** A document that is new: its id in the new index and its terms. */
interface FreshDocument {
  doc: number;
  terms: TermCounts;
}

/** Where each kept file's chunks and definitions were and are; -1 for those that left. */
interface Moves {
  /** Per previous file, its position in the new set, or -1. */
  files: Int32Array;
  chunks: Int32Array;
  definitions: Int32Array;
}

const EMPTY = new Uint32Array(0);
const NONE: readonly number[] = [];

/**
 * The previous position of each new file that is kept (-1 for the others), or undefined when the
 * kept files are not in their previous order.
 */
function keptFiles(previous: readonly PreviousFile[], next: readonly NextFile[]): Int32Array | undefined {
  const before = new Map<string, number>();
  previous.forEach((f, i) => before.set(f.path, i));
  const kept = new Int32Array(next.length).fill(-1);
  let last = -1;
  for (let j = 0; j < next.length; j++) {
    const i = before.get(next[j]!.path);
    if (i === undefined || previous[i]!.hash !== next[j]!.hash) continue;
    if (i <= last) return undefined;
    kept[j] = last = i;
  }
  return kept;
}

/** Exclusive prefix sums of `counts`, with the total at the end. */
function starts(counts: ArrayLike<number>): Uint32Array {
  const out = new Uint32Array(counts.length + 1);
  for (let i = 0; i < counts.length; i++) out[i + 1] = out[i]! + counts[i]!;
  return out;
}

/** Each previous file's chunk count, from the chunk arrays (files in order); undefined when they are not in order. */
function chunkCounts(chunkFile: Uint32Array, files: number): Uint32Array | undefined {
  const counts = new Uint32Array(files);
  let last = 0;
  for (let c = 0; c < chunkFile.length; c++) {
    const f = chunkFile[c]!;
    if (f < last || f >= files) return undefined;
    counts[f]!++;
    last = f;
  }
  return counts;
}

/**
 * The postings of `old` with its documents moved through `moves` (old document -> new one, -1 for
 * gone; ascending for those kept) and the `fresh` documents (ascending) merged in, over `docCount`
 * documents and `vocabSize` terms. Undefined when the old postings are not in document order or do
 * not add up to their documents' lengths.
 */
export function mergePostings(old: Bm25Parts, moves: Int32Array, docCount: number, fresh: readonly FreshDocument[], vocabSize: number): Bm25Parts | undefined {
  const oldTerms = old.offsets.length - 1;
  if (oldTerms > vocabSize || moves.length !== old.lengths.length || old.postingDocs.length !== old.postingCounts.length) return undefined;
  const lengths = new Uint32Array(docCount);
  for (let d = 0; d < moves.length; d++) if (moves[d]! >= 0) lengths[moves[d]!] = old.lengths[d]!;
  // The fresh documents' postings grouped by term, in document order (a counting sort).
  const freshAt = new Uint32Array(vocabSize + 1);
  let freshTotal = 0;
  for (const { doc, terms } of fresh) {
    lengths[doc] = documentLength(terms);
    for (let i = 0; i < terms.length; i += 2) {
      if (terms[i]! >= vocabSize) return undefined;
      freshAt[terms[i]! + 1]!++;
    }
    freshTotal += terms.length >> 1;
  }
  for (let t = 0; t < vocabSize; t++) freshAt[t + 1]! += freshAt[t]!;
  const freshDocs = new Uint32Array(freshTotal);
  const freshCounts = new Uint32Array(freshTotal);
  const fill = freshAt.slice(0, vocabSize);
  for (const { doc, terms } of fresh) {
    for (let i = 0; i < terms.length; i += 2) {
      const at = fill[terms[i]!]!++;
      freshDocs[at] = doc;
      freshCounts[at] = terms[i + 1]!;
    }
  }
  const { offsets: oldOffsets, postingDocs: oldDocs, postingCounts: oldCounts } = old;
  const offsets = new Uint32Array(vocabSize + 1);
  const docs = new Uint32Array(oldDocs.length + freshTotal);
  const counts = new Uint32Array(oldDocs.length + freshTotal);
  // Per old document, the counts its postings add up to: checked against its length.
  const sums = new Float64Array(moves.length);
  let w = 0;
  for (let t = 0; t < vocabSize; t++) {
    let q = freshAt[t]!;
    const qEnd = freshAt[t + 1]!;
    if (t < oldTerms) {
      let previous = -1;
      for (let p = oldOffsets[t]!, pEnd = oldOffsets[t + 1]!; p < pEnd; p++) {
        const d = oldDocs[p]!;
        const c = oldCounts[p]!;
        if (d <= previous || d >= moves.length || c === 0) return undefined;
        previous = d;
        sums[d]! += c;
        const moved = moves[d]!;
        if (moved < 0) continue;
        while (q < qEnd && freshDocs[q]! < moved) {
          docs[w] = freshDocs[q]!;
          counts[w++] = freshCounts[q++]!;
        }
        docs[w] = moved;
        counts[w++] = c;
      }
    }
    while (q < qEnd) {
      docs[w] = freshDocs[q]!;
      counts[w++] = freshCounts[q++]!;
    }
    offsets[t + 1] = w;
  }
  for (let d = 0; d < moves.length; d++) if (sums[d] !== old.lengths[d]) return undefined;
  return { lengths, offsets, postingDocs: docs.subarray(0, w), postingCounts: counts.subarray(0, w) };
}

/** The lower-cased keys of definitions, as `SymbolTable` files them: each id under its name and, when another, its qualified name. */
function keysOf(names: readonly DefinitionName[], firstId: number, into: Map<string, number[]>): void {
  const add = (key: string, id: number) => {
    const ids = into.get(key);
    if (ids) ids.push(id);
    else into.set(key, [id]);
  };
  names.forEach((d, i) => {
    const name = d.name.toLowerCase();
    add(name, firstId + i);
    const qualified = d.qualifiedName.toLowerCase();
    if (qualified !== name) add(qualified, firstId + i);
  });
}

/**
 * The symbol table of `old` with its definition ids moved through `moves` (-1 for gone) and the
 * `fresh` keys' ids (each list ascending) merged in; keys left without ids are dropped. The old keys
 * (sorted) are not made strings one by one: the fresh keys find their places by bisection, and the
 * new keys are runs of the old packed keys with the fresh ones between them. Undefined when a key's
 * old ids are not ascending.
 */
export function mergeSymbols(old: SymbolTable, moves: Int32Array, fresh: ReadonlyMap<string, readonly number[]>): SymbolTable | undefined {
  const sorted = old.sortedParts();
  const { offsets, ids } = sorted;
  const keys = sorted.keys instanceof PackedTerms ? sorted.keys : PackedTerms.unpack(PackedTerms.pack(sorted.keys))!;
  const freshKeys = sortStrings([...fresh.keys()]);
  const places = freshKeys.map((key) => keys.lowerBound(key));
  let freshIds = 0;
  for (const list of fresh.values()) freshIds += list.length;
  const pieces: string[] = [];
  const outOffsets: number[] = [0];
  const outIds = new Uint32Array(ids.length + freshIds);
  let w = 0;
  /** The first old key of the run of kept keys not yet in `pieces`. */
  let run = 0;
  const flush = (end: number) => {
    if (end > run) pieces.push(keys.slice(run, end));
  };
  let k = 0;
  for (let i = 0; i <= keys.length; i++) {
    let added: readonly number[] = NONE;
    for (; k < freshKeys.length && places[k] === i; k++) {
      const key = freshKeys[k]!;
      if (i < keys.length && keys.at(i) === key) {
        // Last of the keys placed here: merged with the old key.
        added = fresh.get(key)!;
        continue;
      }
      flush(i);
      run = i;
      pieces.push(`${key}\0`);
      for (const id of fresh.get(key)!) outIds[w++] = id;
      outOffsets.push(w);
    }
    if (i === keys.length) break;
    const start = w;
    let [a, last] = [0, -1];
    for (let p = offsets[i]!, pEnd = offsets[i + 1]!; p < pEnd; p++) {
      const id = ids[p]!;
      if (id <= last || id >= moves.length) return undefined;
      last = id;
      const moved = moves[id]!;
      if (moved < 0) continue;
      while (a < added.length && added[a]! < moved) outIds[w++] = added[a++]!;
      outIds[w++] = moved;
    }
    while (a < added.length) outIds[w++] = added[a++]!;
    if (w > start) outOffsets.push(w);
    else {
      // Left without ids: dropped.
      flush(i);
      run = i + 1;
    }
  }
  flush(keys.length);
  const outKeys = PackedTerms.unpack(pieces.join(''), outOffsets.length - 1);
  return outKeys && SymbolTable.fromParts(outKeys, Uint32Array.from(outOffsets), outIds.slice(0, w));
}

/** Where the kept files' chunks and definitions move, and the new files' first chunk and definition ids. */
function movesOf(previous: PreviousTables, next: readonly NextFile[], kept: Int32Array): { moves: Moves; oldChunkStarts: Uint32Array; chunkStarts: Uint32Array; definitionStarts: Uint32Array } | undefined {
  const oldChunkCounts = chunkCounts(previous.tables.chunkFile, previous.files.length);
  if (!oldChunkCounts) return undefined;
  const oldChunkStarts = starts(oldChunkCounts);
  const oldDefinitionStarts = starts(previous.files.map((f) => f.definitions));
  const chunkStarts = starts(next.map((f) => f.chunks));
  const definitionStarts = starts(next.map((f) => f.definitions));
  const moves: Moves = {
    files: new Int32Array(previous.files.length).fill(-1),
    chunks: new Int32Array(oldChunkStarts[previous.files.length]!).fill(-1),
    definitions: new Int32Array(oldDefinitionStarts[previous.files.length]!).fill(-1),
  };
  for (let j = 0; j < next.length; j++) {
    const i = kept[j]!;
    if (i < 0) continue;
    const file = next[j]!;
    if (oldChunkCounts[i] !== file.chunks || previous.files[i]!.definitions !== file.definitions) return undefined;
    moves.files[i] = j;
    for (let c = 0; c < file.chunks; c++) moves.chunks[oldChunkStarts[i]! + c] = chunkStarts[j]! + c;
    for (let d = 0; d < file.definitions; d++) moves.definitions[oldDefinitionStarts[i]! + d] = definitionStarts[j]! + d;
  }
  return { moves, oldChunkStarts, chunkStarts, definitionStarts };
}

/**
 * The tables of `next`, derived from `previous` (built with `vocab`, as `previous` was): path tokens
 * missing from `vocab` are added to it, in the order `buildTables` adds them. Undefined when the
 * previous tables do not fit their files or fail their checks; without links.
 */
export function updateTables(previous: PreviousTables, next: readonly NextFile[], vocab: Vocabulary): IndexTables | undefined {
  const old = previous.tables;
  if (old.paths.docCount !== previous.files.length || old.chunkStart.length !== old.chunkFile.length || old.chunkEnd.length !== old.chunkFile.length) return undefined;
  const kept = keptFiles(previous.files, next);
  if (!kept) return undefined;
  const placed = movesOf(previous, next, kept);
  if (!placed) return undefined;
  const { moves, oldChunkStarts, chunkStarts, definitionStarts } = placed;
  const chunkCount = chunkStarts[next.length]!;
  const chunkFile = new Uint32Array(chunkCount);
  const chunkStart = new Uint32Array(chunkCount);
  const chunkEnd = new Uint32Array(chunkCount);
  const freshChunks: FreshDocument[] = [];
  const freshPaths: FreshDocument[] = [];
  const freshNames = new Map<string, number[]>();
  const segmentIds = new Map<string, number[]>();
  for (let j = 0; j < next.length; j++) {
    const file = next[j]!;
    const at = chunkStarts[j]!;
    chunkFile.fill(j, at, at + file.chunks);
    if (kept[j]! >= 0) {
      const from = oldChunkStarts[kept[j]!]!;
      chunkStart.set(old.chunkStart.subarray(from, from + file.chunks), at);
      chunkEnd.set(old.chunkEnd.subarray(from, from + file.chunks), at);
      continue;
    }
    const entry = file.entry();
    if (entry.chunks.length !== file.chunks) return undefined;
    entry.chunks.forEach((chunk, c) => {
      chunkStart[at + c] = chunk.startLine;
      chunkEnd[at + c] = chunk.endLine;
      freshChunks.push({ doc: at + c, terms: entry.chunkTerms?.[c] ?? EMPTY });
    });
    freshPaths.push({ doc: j, terms: pathDocument(file.path, vocab, segmentIds) });
    const names = typeof entry.definitions === 'function' ? entry.definitions() : entry.definitions;
    if (names.length !== file.definitions) return undefined;
    keysOf(names, definitionStarts[j]!, freshNames);
  }
  const content = mergePostings(old.content.parts(), moves.chunks, chunkCount, freshChunks, vocab.size);
  const paths = content && mergePostings(old.paths.parts(), moves.files, next.length, freshPaths, vocab.size);
  const symbols = paths && mergeSymbols(old.symbols, moves.definitions, freshNames);
  if (!content || !paths || !symbols) return undefined;
  return { chunkFile, chunkStart, chunkEnd, content: new Bm25Index(content), paths: new Bm25Index(paths), symbols };
}
