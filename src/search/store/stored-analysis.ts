/**
 * A file's analysis held in packed form (record-codec.ts), unpacked part by part when first used:
 * chunks and definition names from the core; signatures, docs, name lines, imports and references
 * from the details, only once the index's details are switched on (`DetailsGate.open`), before which
 * signatures are empty and there are no imports or references. Records read from a persisted index
 * are untrusted: their text is checked against the checked-out file before anything reads it
 * (verify-text.ts), and replaced by the file's own lines if it fails. The same class serves records
 * analyzed in this run (trusted), so both give the same definitions.
 */
import type { FileAnalysis } from '../../code/analyze.js';
import { fillMembers } from '../../code/definition-text.js';
import type { Definition, Reference } from '../../code/definitions.js';
import { decodeText } from '../../repo/classify.js';
import { applyDetails, definitionsOf, parseDetails, unpackReferences, type CoreAnalysis, type DetailRecord } from './record-codec.js';
import { DamagedIndexError, damagedIndex } from './store-format.js';
import { fallbackDefinitions, SourceText, textProblems } from './verify-text.js';

/** The bytes of a checked-out file whose record is keyed by this hash, if there is one and it still has them (`recordKey`). */
export type SourceReader = (hash: string) => Uint8Array | undefined;

export interface GateOptions {
  /** Reads the checked-out file a record describes (its text is checked against it). */
  source?: SourceReader;
  /** Told once per record whose text is not its file's, with what failed. */
  onRejected?: (hash: string, problems: readonly string[]) => void;
  /** Names the index's folder in errors about damaged records. */
  where?: string;
}

/**
 * Switches details on for every analysis of one index at once. Definitions handed out before are
 * completed in place when it opens: search unpacks names before, and a context card made later
 * holds the same objects.
 */
export class DetailsGate {
  private opened = false;
  private readonly waiting = new Set<StoredAnalysis>();

  constructor(readonly options: GateOptions) {}

  get isOpen(): boolean {
    return this.opened;
  }

  open(): void {
    if (this.opened) return;
    this.opened = true;
    for (const analysis of this.waiting) analysis.complete();
    this.waiting.clear();
  }

  /** Remembers an analysis whose definitions went out before the gate opened. */
  wait(analysis: StoredAnalysis): void {
    this.waiting.add(analysis);
  }

  /** An error naming the damaged record and the index it came from. */
  damaged(error: unknown): Error {
    return damagedIndex(error instanceof DamagedIndexError ? error : (error as Error).message, this.options.where);
  }
}

/** Where an analysis's packed parts come from. */
export interface PackedParts {
  hash: string;
  /** The core, checked (parsed when first asked for, for records read from disk). */
  core(): CoreAnalysis;
  /** The details' JSON text; may throw DamagedRecord. */
  details(): string;
  /** The details' imports read alone, when the details were packed so that they can be; may throw DamagedRecord. */
  imports?: () => FileAnalysis['imports'];
  /** True for an analysis made in this run from the file itself: its text needs no check. */
  trusted: boolean;
  /** What the index needs of every file at start, known without parsing the core. */
  summary?: { language?: FileAnalysis['language']; lineCount: number; parseError?: boolean; buildBanner?: boolean; importsOnly?: boolean; testCode?: boolean };
}

export class StoredAnalysis implements FileAnalysis {
  private coreValue: CoreAnalysis | undefined;
  private chunkList: FileAnalysis['chunks'] | undefined;
  private definitionList: Definition[] | undefined;
  private detailValue: DetailRecord | undefined;
  private completed = false;
  private importList: FileAnalysis['imports'] | undefined;
  private referenceList: Reference[] | undefined;

  constructor(
    private readonly parts: PackedParts,
    private readonly gate: DetailsGate,
  ) {}

  /** The checked core (the first use parses it). */
  get core(): CoreAnalysis {
    if (!this.coreValue) {
      try {
        this.coreValue = this.parts.core();
      } catch (error) {
        throw this.gate.damaged(error);
      }
    }
    return this.coreValue;
  }

  get language(): FileAnalysis['language'] {
    const summary = this.coreValue ? undefined : this.parts.summary;
    return summary ? summary.language : this.core.language;
  }

  get lineCount(): number {
    const summary = this.coreValue ? undefined : this.parts.summary;
    return summary ? summary.lineCount : this.core.lineCount;
  }

  get parseError(): boolean | undefined {
    const summary = this.coreValue ? undefined : this.parts.summary;
    return summary ? summary.parseError : this.core.parseError;
  }

  get buildBanner(): boolean | undefined {
    const summary = this.coreValue ? undefined : this.parts.summary;
    return summary ? summary.buildBanner : this.core.buildBanner;
  }

  get importsOnly(): boolean | undefined {
    const summary = this.coreValue ? undefined : this.parts.summary;
    return summary ? summary.importsOnly : this.core.importsOnly;
  }

  get testCode(): boolean | undefined {
    const summary = this.coreValue ? undefined : this.parts.summary;
    return summary ? summary.testCode : this.core.testCode;
  }

  get chunks(): FileAnalysis['chunks'] {
    return (this.chunkList ??= this.chunkRanges());
  }

  /** The chunks' lines, without keeping them (the tables of a whole repository are built from these). */
  chunkRanges(): FileAnalysis['chunks'] {
    if (this.chunkList) return this.chunkList;
    const flat = this.core.chunks;
    const chunks = [];
    for (let i = 0; i + 1 < flat.length; i += 2) chunks.push({ startLine: flat[i]!, endLine: flat[i + 1]! });
    return chunks;
  }

  get definitions(): Definition[] {
    if (!this.definitionList) {
      try {
        this.definitionList = definitionsOf(this.core);
      } catch (error) {
        throw this.gate.damaged(error);
      }
      if (this.gate.isOpen) this.complete();
      else this.gate.wait(this);
    }
    return this.definitionList;
  }

  /**
   * Each definition's name and qualified name, without keeping the definitions unpacked (the
   * symbol table of a whole repository is built from these).
   */
  definitionNames(): readonly { name: string; qualifiedName: string }[] {
    if (this.definitionList) return this.definitionList;
    try {
      return definitionsOf(this.core);
    } catch (error) {
      throw this.gate.damaged(error);
    }
  }

  get imports(): FileAnalysis['imports'] {
    if (!this.gate.isOpen) return [];
    // A record made from the file itself (or checked against it) holds the file's imports: its
    // definitions need not be unpacked for them (resolving a repository's imports asks every file).
    if (this.parts.trusted || this.checked) return this.storedImports();
    this.complete();
    return (this.importList ??= this.detailValue?.imports ?? []);
  }

  get references(): Reference[] {
    if (!this.gate.isOpen) return [];
    this.complete();
    return (this.referenceList ??= unpackReferences(this.detailValue?.references ?? '', this.core.lineCount));
  }

  private detailJson: string | undefined;

  /** The details' JSON text as packed (for a record read from disk, checked against its checksum). */
  detailsText(): string {
    if (this.detailJson === undefined) {
      try {
        this.detailJson = this.parts.details();
      } catch (error) {
        throw this.gate.damaged(error);
      }
    }
    return this.detailJson;
  }

  /** The details as stored (checked for shape, not against the file). */
  packedDetails(): DetailRecord {
    if (!this.detailValue) {
      try {
        this.detailValue = parseDetails(this.detailsText(), this.core);
      } catch (error) {
        throw this.gate.damaged(error);
      }
    }
    return this.detailValue;
  }

  /** The imports as stored, without opening the gate (for resolving links; they name no text). */
  storedImports(): FileAnalysis['imports'] {
    if (!this.parts.imports) return this.packedDetails().imports;
    try {
      return (this.storedImportList ??= this.parts.imports());
    } catch (error) {
      throw this.gate.damaged(error);
    }
  }

  /**
   * The references as stored, without opening the gate: names and lines only, which the ranker
   * looks up in the symbol table (no text of theirs reaches a prompt or a card).
   */
  storedReferences(): Reference[] {
    return this.gate.isOpen ? this.references : this.storedReferenceLines();
  }

  /**
   * The references' names and lines as stored, whether or not the gate is open, the record not
   * checked against its file for them: for finding which lines use a name (the lines' text is read
   * from the file), never for text of theirs.
   */
  storedReferenceLines(): Reference[] {
    return (this.referenceList ??= unpackReferences(this.packedDetails().references, this.core.lineCount));
  }

  /** The imports read alone (details packed with their imports first). */
  private storedImportList: FileAnalysis['imports'] | undefined;

  /**
   * Gives the definitions (if unpacked) their details, in place, once: checked against the file for
   * an untrusted record, and replaced by the file's own lines when the check fails.
   */
  complete(): void {
    if (this.completed) return;
    this.completed = true;
    const details = this.packedDetails();
    const definitions = (this.definitionList ??= definitionsOf(this.core));
    applyDetails(definitions, details);
    if (this.parts.trusted || this.checked) return;
    const problems = this.check(definitions, details.imports);
    if (!problems.length) return;
    this.gate.options.onRejected?.(this.parts.hash, problems);
    const bytes = this.readSource();
    const fallback = bytes ? fallbackDefinitions(new SourceText(decodeText(bytes).text), definitions) : definitions.map((d) => ({ ...d, name: `line${d.startLine}`, qualifiedName: `line${d.startLine}`, signature: '', nameLine: d.startLine }));
    // In place: the objects may already be held elsewhere.
    definitions.forEach((def, i) => {
      const f = fallback[i]!;
      delete def.parent;
      delete def.doc;
      Object.assign(def, { name: f.name, qualifiedName: f.qualifiedName, signature: f.signature, nameLine: f.nameLine });
    });
    fillMembers(definitions);
    this.detailValue = { ...details, imports: [] };
  }

  /**
   * What in the record's text is not the text of `bytes` (a file with the record's content), its
   * shape checked too; empty when all is. A record that passes needs no check when used.
   */
  checkAgainst(bytes: Uint8Array): string[] {
    let definitions: Definition[];
    let details: DetailRecord;
    try {
      details = parseDetails(this.detailsText(), this.core);
      definitions = definitionsOf(this.core);
    } catch (error) {
      return [(error as Error).message];
    }
    applyDetails(definitions, details);
    const problems = textProblems(new SourceText(decodeText(bytes).text), definitions, details.imports);
    if (!problems.length) this.checked = true;
    return problems;
  }

  /** Checked already against the file (`checkAgainst`). */
  private checked = false;

  private readSource(): Uint8Array | undefined {
    return this.gate.options.source?.(this.parts.hash);
  }

  /** What in the text is not the file's (everything, when the file is not there or has changed). */
  private check(definitions: readonly Definition[], imports: FileAnalysis['imports']): string[] {
    if (!definitions.length && !imports.length) return [];
    const bytes = this.readSource();
    if (!bytes) return ['the file is not there with this content'];
    return textProblems(new SourceText(decodeText(bytes).text), definitions, imports);
  }
}

