/**
 * The in-memory index of a repository: its files with their analyses, BM25 over chunks, over file
 * paths and over definition names, and a symbol table from names to definitions.
 */
import type { Definition, Reference } from '../../code/definitions.js';
import { CodeGraph, type GraphDefinition, type KnownGraph } from '../../code/graph.js';
import type { LanguageId } from '../../code/languages.js';
import { fileRole, type FileRole, type Skipped } from '../../repo/classify.js';
import type { HistoryStats } from '../../repo/history.js';
import { RepoFiles } from '../../repo/repo-files.js';
import { buildTables, type FileLinks, type IndexTables, type SymbolTable, type TableEntry } from '../store/index-tables.js';
import type { Bm25Index, Vocabulary } from '../terms/lexical.js';
import type { FileRecord } from '../store/store.js';
import type { IndexKinds } from '../store/stored-kinds.js';
import { StoredAnalysis } from '../store/stored-analysis.js';
import { tokenize } from '../terms/tokenizer.js';

export interface IndexedFile {
  id: number;
  path: string;
  role: FileRole;
  language?: LanguageId;
  lineCount: number;
  parseError: boolean;
  /** It starts with what a build writes (`FileAnalysis.buildBanner`). */
  buildBanner: boolean;
  record: FileRecord;
  /** Index of this file's first chunk in the chunk arrays. */
  firstChunk: number;
  chunkCount: number;
  /** Id of this file's first definition; its definitions have consecutive ids. */
  firstDefinition: number;
  definitionCount: number;
}

export interface DefinitionEntry {
  id: number;
  file: number;
  def: Definition;
}

export interface PhaseTimings {
  walkMs: number;
  readMs: number;
  parseMs: number;
  indexMs: number;
  storeMs: number;
}

export interface IndexStats {
  files: number;
  /** Files whose records came from the persisted index without reading them. */
  reused: number;
  /** Files read and hashed whose content was already indexed. */
  rehashed: number;
  /** Files parsed and indexed in this run. */
  analyzed: number;
  /**
   * The indexed files (`files`) by where their record came from: the three add up to `files`, where
   * `reused`, `rehashed` and `analyzed` also count files whose content was then left out (minified,
   * generated, ...).
   */
  indexedFrom?: { reused: number; rehashed: number; parsed: number };
  chunks: number;
  definitions: number;
  lines: number;
  /** The search tables came from the persisted index instead of being rebuilt. */
  storedTables?: boolean;
  /**
   * The search tables were derived from the persisted index's tables of the previous files, reading
   * only the records of the files that are new or changed (table-update.ts).
   */
  derivedTables?: boolean;
}

/** A file with an analysis as the tables see it: a stored record's chunks unpacked without being kept unpacked, its definition names when first used. */
export function tableEntry(path: string, record: FileRecord): TableEntry {
  const analysis = record.analysis!;
  const stored = analysis instanceof StoredAnalysis ? analysis : undefined;
  const chunks = stored ? stored.chunkRanges() : analysis.chunks;
  // Unpacked when the symbol table is first used, if it is.
  const definitions = stored ? () => stored.definitionNames() : analysis.definitions;
  return { path, hash: record.hash, chunks, ...(record.chunkTerms ? { chunkTerms: record.chunkTerms } : {}), definitions };
}

export class RepoIndex {
  readonly files: IndexedFile[];
  readonly byPath: Map<string, IndexedFile>;
  readonly vocab: Vocabulary;
  /** Per chunk: owning file, 1-based start and end lines. */
  readonly chunkFile: Uint32Array;
  readonly chunkStart: Uint32Array;
  readonly chunkEnd: Uint32Array;
  readonly content: Bm25Index;
  readonly paths: Bm25Index;
  /** Lower-cased simple and qualified names -> definition ids. */
  readonly symbols: SymbolTable;
  /** The tables above as one value, as the persisted index keeps them. */
  readonly tables: IndexTables;
  /** Settles when the persisted index (if any) has been written. */
  readonly persisted: Promise<void>;
  /** The build outputs and shadowed declarations the persisted index kept with its tables (index-kinds.ts uses them). */
  readonly storedKinds: IndexKinds | undefined;
  private readonly loadDetails: (() => void) | undefined;

  constructor(
    readonly root: string,
    entries: readonly { path: string; record: FileRecord }[],
    vocab: Vocabulary,
    readonly skipped: Skipped[],
    readonly history: HistoryStats | undefined,
    readonly stats: IndexStats,
    readonly timings: PhaseTimings,
    options: {
      /** Switches the records' details on (see `ensureDetails`). */
      loadDetails?: () => void;
      /** Settles when the persisted index (if any) has been written. */
      persisted?: Promise<void>;
      /** Tables kept by the persisted index for exactly these entries (see `tablesKey`). */
      tables?: IndexTables;
      /** Index kinds kept with those tables (stored-kinds.ts). */
      kinds?: IndexKinds;
    } = {},
  ) {
    this.vocab = vocab;
    this.storedKinds = options.tables ? options.kinds : undefined;
    this.loadDetails = options.loadDetails;
    this.persisted = options.persisted ?? Promise.resolve();
    this.files = [];
    const tableEntries: TableEntry[] = [];
    let chunks = 0;
    let definitions = 0;
    for (const { path, record } of entries) {
      const analysis = record.analysis;
      if (!analysis) continue;
      const file: IndexedFile = {
        id: this.files.length,
        path,
        role: fileRole(path, Boolean(analysis.testCode)),
        language: analysis.language || undefined,
        lineCount: analysis.lineCount,
        parseError: Boolean(analysis.parseError),
        buildBanner: Boolean(analysis.buildBanner),
        record,
        firstChunk: chunks,
        chunkCount: record.sizes?.chunks ?? analysis.chunks.length,
        firstDefinition: definitions,
        definitionCount: record.sizes?.definitions ?? analysis.definitions.length,
      };
      chunks += file.chunkCount;
      definitions += file.definitionCount;
      this.files.push(file);
      // Tables kept by the store need neither chunks nor definitions: they stay packed until used.
      if (!options.tables) tableEntries.push(tableEntry(path, record));
    }
    this.definitionTotal = definitions;
    this.byPath = new Map(this.files.map((f) => [f.path, f]));
    this.tables = options.tables ?? buildTables(tableEntries, vocab);
    this.chunkFile = this.tables.chunkFile;
    this.chunkStart = this.tables.chunkStart;
    this.chunkEnd = this.tables.chunkEnd;
    this.content = this.tables.content;
    this.paths = this.tables.paths;
    this.symbols = this.tables.symbols;
  }

  private codeGraph: CodeGraph | undefined;
  private readonly definitionTotal: number;
  /** Entries made so far, by id. */
  private readonly definitionEntries: (DefinitionEntry | undefined)[] = [];
  private allDefinitions: DefinitionEntry[] | undefined;

  /** Every definition, by id (files in order, each file's definitions in source order). */
  get definitions(): readonly DefinitionEntry[] {
    if (!this.allDefinitions) {
      const all: DefinitionEntry[] = [];
      for (const file of this.files) all.push(...this.definitionsOf(file));
      this.allDefinitions = all;
    }
    return this.allDefinitions;
  }

  /** One definition by id; only its file's definitions are unpacked. */
  definition(id: number): DefinitionEntry {
    return this.entry(this.definitionFile(id), id);
  }

  /** The file holding a definition id, without unpacking anything. */
  definitionFile(id: number): IndexedFile {
    if (!(id >= 0 && id < this.definitionTotal)) throw new RangeError(`No definition ${id} (the index has ${this.definitionTotal})`);
    let lo = 0;
    let hi = this.files.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.files[mid]!.firstDefinition <= id) lo = mid;
      else hi = mid - 1;
    }
    // The last file starting at or before `id`: files without definitions share their first id
    // with the next file, so this is the one that holds it.
    return this.files[lo]!;
  }

  private entry(file: IndexedFile, id: number): DefinitionEntry {
    return (this.definitionEntries[id] ??= { id, file: file.id, def: file.record.analysis!.definitions[id - file.firstDefinition]! });
  }

  /** Per file id, its definitions' names as the record holds them (`definitionName`). */
  private readonly nameLists = new Map<number, readonly { name: string }[]>();

  /**
   * A definition's simple name from its file's record, its details left unread (a persisted
   * record's are checked against the file when read: looking names up need not read every file).
   */
  definitionName(id: number): string {
    const file = this.definitionFile(id);
    let names = this.nameLists.get(file.id);
    if (!names) {
      const analysis = file.record.analysis!;
      names = analysis instanceof StoredAnalysis ? analysis.definitionNames() : analysis.definitions;
      this.nameLists.set(file.id, names);
    }
    return names[id - file.firstDefinition]!.name;
  }

  /**
   * Whether a definition other than `id` is named `name` (case counts). The files whose names are
   * already read are looked at first: another definition of a common name is then found without
   * reading the records of every file that defines it.
   */
  private another(name: string, id: number): boolean {
    const unread: number[] = [];
    for (const other of this.symbols.get(name.toLowerCase()) ?? []) {
      if (other === id) continue;
      if (!this.nameLists.has(this.definitionFile(other).id)) unread.push(other);
      else if (this.definitionName(other) === name) return true;
    }
    return unread.some((other) => this.definitionName(other) === name);
  }

  /** A file's definitions as entries, ids ascending. */
  definitionsOf(file: IndexedFile): DefinitionEntry[] {
    const out: DefinitionEntry[] = [];
    for (let i = 0; i < file.definitionCount; i++) out.push(this.entry(file, file.firstDefinition + i));
    return out;
  }

  /**
   * A file's references (names and lines), read from its record without switching every record's
   * details on (`ensureDetails`).
   */
  referencesOf(file: IndexedFile): readonly Reference[] {
    const analysis = file.record.analysis!;
    return analysis instanceof StoredAnalysis ? analysis.storedReferences() : analysis.references;
  }

  /**
   * Makes sure every definition has its signature, doc and members, and every file its imports and
   * references: each record's details are read when first used (a persisted record's checked
   * against its file first), and definitions handed out before are completed in place.
   */
  ensureDetails(): void {
    this.loadDetails?.();
  }

  private readonly graphDefinitions: (GraphDefinition | undefined)[] = [];

  private graphDefinition(id: number): GraphDefinition {
    let d = this.graphDefinitions[id];
    if (!d) {
      const entry = this.definition(id);
      d = { id, path: this.files[entry.file]!.path, def: entry.def };
      this.graphDefinitions[id] = d;
    }
    return d;
  }

  /**
   * The import and reference graph, built on first use. It reads definitions through this index
   * (only the files it asks about are unpacked) and, with tables from the store, each file's
   * dependencies as the store kept them.
   */
  graph(): CodeGraph {
    this.ensureDetails();
    if (this.codeGraph) return this.codeGraph;
    const links = this.tables.links;
    const known: KnownGraph = {
      definitionCount: this.definitionTotal,
      definition: (id) => this.graphDefinition(id),
      named: (name) => (this.symbols.get(name.toLowerCase()) ?? []).filter((id) => this.definitionName(id) === name),
      another: (name, id) => this.another(name, id),
      pathOf: (id) => this.definitionFile(id).path,
      definitionsIn: (path) => {
        const file = this.byPath.get(path);
        return file ? this.definitionsOf(file).map((e) => this.graphDefinition(e.id)) : [];
      },
      ...(links
        ? {
            dependencies: (path: string) => {
              const file = this.byPath.get(path);
              if (!file) return undefined;
              return Array.from(links.targets.subarray(links.offsets[file.id]!, links.offsets[file.id + 1]!), (t) => this.files[t]!.path);
            },
          }
        : {}),
    };
    this.codeGraph = new CodeGraph(
      this.files.map((f) => {
        const analysis = f.record.analysis!;
        return {
          path: f.path,
          ...(f.language ? { language: f.language } : {}),
          get definitions() {
            return analysis.definitions;
          },
          get references() {
            return analysis.references;
          },
          // Names and lines for finding callers: a persisted record's need not be checked against
          // its file for that (the callers' text is read from the files themselves).
          ...(analysis instanceof StoredAnalysis ? { referenceLines: () => analysis.storedReferenceLines() } : {}),
          get imports() {
            return analysis.imports;
          },
        };
      }),
      (path) => this.readText(path),
      (name) => this.filesMentioning(name),
      known,
    );
    return this.codeGraph;
  }

  /** Where `links` takes the links from before resolving through the graph (see `shareLinks`). */
  private linkSource: (() => FileLinks | undefined) | undefined;

  /**
   * Has `links` take them from `source` (the links the run resolves for its save anyway), so that a
   * run resolving every file's imports does so once.
   */
  shareLinks(source: () => FileLinks | undefined): void {
    this.linkSource = source;
  }

  /**
   * Each file's imports as file positions: the tables' links, else those `shareLinks` gives (kept as
   * the tables' from then on), else from the graph (resolving every file's imports).
   */
  links(): FileLinks {
    if (!this.tables.links) {
      const shared = this.linkSource?.();
      if (shared && shared.offsets.length === this.files.length + 1) this.tables.links = shared;
    }
    if (this.tables.links) return this.tables.links;
    const graph = this.graph();
    const offsets = new Uint32Array(this.files.length + 1);
    const targets: number[] = [];
    this.files.forEach((file, i) => {
      for (const dep of graph.dependencies(file.path)) {
        const target = this.byPath.get(dep);
        if (target) targets.push(target.id);
      }
      offsets[i + 1] = targets.length;
    });
    return { offsets, targets: Uint32Array.from(targets) };
  }

  /** The file door of the repository, opened once (opening it asks git for its hooks folder). */
  private door: RepoFiles | undefined;

  /** An indexed file's text as it is checked out now, through the one file door (undefined when it cannot be read). */
  readText(path: string): string | undefined {
    if (!this.byPath.has(path)) return undefined;
    try {
      this.door ??= RepoFiles.open(this.root);
      return this.door.readText(path);
    } catch {
      return undefined;
    }
  }

  /**
   * Files whose chunks contain `name` as a term: every file using the identifier, when the tokenizer
   * keeps the name whole (undefined when it does not: stop words, one-letter or non-ASCII names).
   */
  filesMentioning(name: string): Set<string> | undefined {
    const term = name.toLowerCase();
    if (!tokenize(name).includes(term)) return undefined;
    const paths = new Set<string>();
    const id = this.vocab.get(term);
    if (id === undefined) return paths;
    for (const chunk of this.content.documentsWith(id)) paths.add(this.files[this.chunkFile[chunk]!]!.path);
    return paths;
  }

  get chunkCount(): number {
    return this.chunkFile.length;
  }

  /** Chunks of a file as global chunk ids. */
  chunksOf(file: IndexedFile): number[] {
    return Array.from({ length: file.chunkCount }, (_, i) => file.firstChunk + i);
  }
}
