/**
 * The in-memory index of a repository: its files with their analyses, BM25 over chunks, over file
 * paths and over definition names, and a symbol table from names to definitions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Definition } from '../code/definitions.js';
import { CodeGraph } from '../code/graph.js';
import type { LanguageId } from '../code/languages.js';
import { fileRole, type FileRole, type Skipped } from '../repo/classify.js';
import type { HistoryStats } from '../repo/history.js';
import { Bm25Index, countIds, Vocabulary, type TermCounts } from './lexical.js';
import type { FileRecord } from './store.js';
import { pathTokens, tokenize } from './tokenizer.js';

export interface IndexedFile {
  id: number;
  path: string;
  role: FileRole;
  language?: LanguageId;
  lineCount: number;
  parseError: boolean;
  record: FileRecord;
  /** Index of this file's first chunk in the chunk arrays. */
  firstChunk: number;
  chunkCount: number;
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
  chunks: number;
  definitions: number;
  lines: number;
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
  readonly definitions: DefinitionEntry[];
  /** Lower-cased simple and qualified names -> definition ids. */
  readonly symbols: Map<string, number[]>;

  constructor(
    readonly root: string,
    entries: readonly { path: string; record: FileRecord }[],
    vocab: Vocabulary,
    readonly skipped: Skipped[],
    readonly history: HistoryStats | undefined,
    readonly stats: IndexStats,
    readonly timings: PhaseTimings,
    private readonly loadDetails?: () => void,
    /** Settles when the persisted index (if any) has been written. */
    readonly persisted: Promise<void> = Promise.resolve(),
  ) {
    this.vocab = vocab;
    this.files = [];
    const chunkDocs: TermCounts[] = [];
    const chunkFile: number[] = [];
    const chunkStart: number[] = [];
    const chunkEnd: number[] = [];
    this.definitions = [];
    for (const { path, record } of entries) {
      const analysis = record.analysis;
      if (!analysis) continue;
      const file: IndexedFile = {
        id: this.files.length,
        path,
        role: fileRole(path),
        ...(analysis.language ? { language: analysis.language } : {}),
        lineCount: analysis.lineCount,
        parseError: Boolean(analysis.parseError),
        record,
        firstChunk: chunkDocs.length,
        chunkCount: analysis.chunks.length,
      };
      this.files.push(file);
      analysis.chunks.forEach((chunk, i) => {
        chunkDocs.push(record.chunkTerms?.[i] ?? new Uint32Array(0));
        chunkFile.push(file.id);
        chunkStart.push(chunk.startLine);
        chunkEnd.push(chunk.endLine);
      });
      for (const def of analysis.definitions) this.definitions.push({ id: this.definitions.length, file: file.id, def });
    }
    this.byPath = new Map(this.files.map((f) => [f.path, f]));
    this.chunkFile = Uint32Array.from(chunkFile);
    this.chunkStart = Uint32Array.from(chunkStart);
    this.chunkEnd = Uint32Array.from(chunkEnd);
    // Folders repeat across paths: each segment is tokenized once.
    const segmentIds = new Map<string, number[]>();
    const pathDocs = this.files.map((f) => {
      const ids: number[] = [];
      for (const segment of f.path.split('/')) {
        let known = segmentIds.get(segment);
        if (!known) {
          known = pathTokens(segment).map((t) => vocab.add(t));
          segmentIds.set(segment, known);
        }
        for (const id of known) ids.push(id);
      }
      return countIds(ids);
    });
    this.content = new Bm25Index(chunkDocs, vocab.size);
    this.paths = new Bm25Index(pathDocs, vocab.size);
    this.symbols = new Map();
    const addSymbol = (key: string, id: number) => {
      const list = this.symbols.get(key);
      if (list) list.push(id);
      else this.symbols.set(key, [id]);
    };
    for (const { id, def } of this.definitions) {
      addSymbol(def.name.toLowerCase(), id);
      if (def.qualifiedName !== def.name) addSymbol(def.qualifiedName.toLowerCase(), id);
    }
  }

  private codeGraph: CodeGraph | undefined;

  /**
   * Makes sure every definition has its signature and doc, and every file its imports and
   * references: records read from the persisted index get them from its details file, once.
   */
  ensureDetails(): void {
    this.loadDetails?.();
  }

  /** The import and reference graph, built on first use. */
  graph(): CodeGraph {
    this.ensureDetails();
    this.codeGraph ??= new CodeGraph(
      this.files.map((f) => {
        const analysis = f.record.analysis!;
        return {
          path: f.path,
          ...(f.language ? { language: f.language } : {}),
          definitions: analysis.definitions,
          get references() {
            return analysis.references;
          },
          imports: analysis.imports,
        };
      }),
      (path) => {
        if (!this.byPath.has(path)) return undefined;
        try {
          return readFileSync(join(this.root, path), 'utf8');
        } catch {
          return undefined;
        }
      },
      (name) => this.filesMentioning(name),
    );
    return this.codeGraph;
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
