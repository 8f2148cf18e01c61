/**
 * One file's analysis in the packed form the index keeps in memory and on disk: a core (what search
 * needs at start: chunk lines, definition names, kinds and lines, as JSON text parsed when first
 * used) and details (signatures, docs, name lines, imports, packed references: JSON text). Every
 * value read back is checked for type and bounds: a record that fails is named, never half-used.
 * Pure functions.
 */
import type { FileAnalysis } from '../../code/analyze.js';
import { MAX_PARSE_CHARS } from '../../code/chunker.js';
import { fillMembers } from '../../code/definition-text.js';
import type { Definition, DefinitionKind, Reference } from '../../code/definitions.js';
import type { RawImport } from '../../code/import-extract.js';
import { LANGUAGE_IDS, type LanguageId } from '../../code/languages.js';

/** A definition in the core: [name, kind, startLine, endLine, parent or 0]. */
type CoreDefinition = [string, DefinitionKind, number, number, string | 0];

/** The part of an analysis search needs at start. */
export interface CoreAnalysis {
  language?: LanguageId;
  lineCount: number;
  parseError?: true;
  /** The file starts with a build's banner (`FileAnalysis.buildBanner`). */
  buildBanner?: true;
  /** Its text is a test's (`FileAnalysis.testCode`). */
  testCode?: true;
  /** Only the imports were worked out (`FileAnalysis.importsOnly`). */
  importsOnly?: true;
  /** Chunk line ranges, flat: start, end, start, end, ... */
  chunks: number[];
  /** `CoreDefinition[]` as JSON text, parsed when the file's definitions are first used. */
  definitions: string;
  definitionCount: number;
}

/** The rest: per definition its signature, doc and name line; imports; packed references. */
export interface DetailRecord {
  signatures: string[];
  docs: (string | 0)[];
  nameLines: number[];
  imports: RawImport[];
  references: string;
}

/** A record that failed its checks. */
export class DamagedRecord extends Error {
  override name = 'DamagedRecord';
}

const KINDS = ['class', 'interface', 'struct', 'enum', 'function', 'method', 'type', 'constant', 'module', 'macro'] as const satisfies readonly DefinitionKind[];
/** Fails to compile when a kind is missing from KINDS. */
const EVERY_KIND: Exclude<DefinitionKind, (typeof KINDS)[number]> extends never ? true : never = true;
void EVERY_KIND;
const KIND_SET: ReadonlySet<string> = new Set(KINDS);
const LANGUAGE_SET: ReadonlySet<string> = new Set(LANGUAGE_IDS);
const IMPORT_KIND_LIST = ['module', 'mod', 'system', 'file'] as const satisfies readonly RawImport['kind'][];
/** Fails to compile when an import kind is missing from IMPORT_KIND_LIST. */
const EVERY_IMPORT_KIND: Exclude<RawImport['kind'], (typeof IMPORT_KIND_LIST)[number]> extends never ? true : never = true;
void EVERY_IMPORT_KIND;
const IMPORT_KINDS: ReadonlySet<string> = new Set(IMPORT_KIND_LIST);

/** Longest name, signature, doc or import text a record may hold: a file the analyzers parse is no longer. */
export const MAX_TEXT = MAX_PARSE_CHARS;
/** Most lines a file may have; more is not a record this program wrote. */
const MAX_LINES = 50_000_000;

const KIND_CODES: Record<Reference['kind'], string> = { call: 'c', type: 't', attribute: 'a', class: 'k' };
const CODE_KINDS: Record<string, Reference['kind']> = { c: 'call', t: 'type', a: 'attribute', k: 'class' };

/** `c name 3,9\nt Other 4`: one line per (kind, name) with its lines. */
export function packReferences(references: readonly Reference[]): string {
  // Groups in the order they first come, found through a map per kind keyed by the name alone (no
  // key string made per reference).
  const groups: { code: string; name: string; lines: number[] }[] = [];
  const byKind = new Map<Reference['kind'], Map<string, number[]>>();
  for (const r of references) {
    let names = byKind.get(r.kind);
    if (!names) byKind.set(r.kind, (names = new Map()));
    const lines = names.get(r.name);
    if (lines) lines.push(r.line);
    else {
      const group = { code: KIND_CODES[r.kind], name: r.name, lines: [r.line] };
      names.set(r.name, group.lines);
      groups.push(group);
    }
  }
  return groups.map((g) => `${g.code} ${g.name} ${g.lines.join(',')}`).join('\n');
}

/** The references of `packReferences`; rows that are not what it writes are left out. */
export function unpackReferences(packed: string, lineCount = MAX_LINES): Reference[] {
  const out: Reference[] = [];
  if (!packed) return out;
  for (const row of packed.split('\n')) {
    const [code, name, lines] = row.split(' ');
    const kind = CODE_KINDS[code ?? ''];
    if (!kind || !name || !lines) continue;
    for (const part of lines.split(',')) {
      const line = Number(part);
      if (Number.isInteger(line) && line >= 1 && line <= lineCount + 1) out.push({ name, kind, line });
    }
  }
  return out;
}

/**
 * JSON with every non-ASCII character escaped: read back as Latin-1 it needs no UTF-8 decoding and
 * parses as a one-byte string, several times faster for the megabytes read at every start.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function coreOf(a: FileAnalysis): CoreAnalysis {
  return {
    ...(a.language ? { language: a.language } : {}),
    lineCount: a.lineCount,
    ...(a.parseError ? { parseError: true as const } : {}),
    ...(a.buildBanner ? { buildBanner: true as const } : {}),
    ...(a.testCode ? { testCode: true as const } : {}),
    ...(a.importsOnly ? { importsOnly: true as const } : {}),
    chunks: a.chunks.flatMap((c) => [c.startLine, c.endLine]),
    definitions: asciiJson(a.definitions.map((d): CoreDefinition => [d.name, d.kind, d.startLine, d.endLine, d.parent ?? 0])),
    definitionCount: a.definitions.length,
  };
}

/** How details packed by `packDetails` start: their imports come first. */
const IMPORTS_HEAD = '{"imports":';

/**
 * `detailsOf(a)` as ASCII JSON with the imports first, and where the imports' JSON ends in it: the
 * imports can then be read alone (`importsOf`), without parsing every signature, doc and reference.
 */
export function packDetails(a: FileAnalysis): { details: string; importsEnd: number } {
  const { imports, ...rest } = detailsOf(a);
  const head = `${IMPORTS_HEAD}${asciiJson(imports)}`;
  return { details: `${head},${asciiJson(rest).slice(1)}`, importsEnd: head.length };
}

/** The imports of details `packDetails` gave, the imports' JSON ending at `importsEnd`, checked; throws DamagedRecord. */
export function importsOf(details: string, importsEnd: number, lineCount: number): RawImport[] {
  if (!details.startsWith(IMPORTS_HEAD) || details[importsEnd] !== ',') throw new DamagedRecord('details that do not start with their imports');
  let imports: unknown;
  try {
    imports = JSON.parse(details.slice(IMPORTS_HEAD.length, importsEnd));
  } catch (error) {
    throw new DamagedRecord(`imports that are not JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(imports)) throw new DamagedRecord('imports that are not a list');
  for (const i of imports) checkImport(i, lineCount);
  return imports as RawImport[];
}

export function detailsOf(a: FileAnalysis): DetailRecord {
  return {
    signatures: a.definitions.map((d) => d.signature),
    docs: a.definitions.map((d) => d.doc ?? 0),
    nameLines: a.definitions.map((d) => d.nameLine),
    imports: a.imports,
    references: packReferences(a.references),
  };
}

function isLine(value: unknown, lineCount: number): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= lineCount + 1;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_TEXT;
}

/** A core read back, checked; throws DamagedRecord. */
export function checkCore(value: unknown): CoreAnalysis {
  const c = value as Partial<CoreAnalysis> | null;
  if (!c || typeof c !== 'object') throw new DamagedRecord('a record core is not an object');
  if (c.language !== undefined && !LANGUAGE_SET.has(c.language)) throw new DamagedRecord(`unknown language ${String(c.language).slice(0, 40)}`);
  if (!Number.isInteger(c.lineCount) || c.lineCount! < 0 || c.lineCount! > MAX_LINES) throw new DamagedRecord('a line count out of range');
  if (c.parseError !== undefined && c.parseError !== true) throw new DamagedRecord('a parse flag that is not true');
  if (c.buildBanner !== undefined && c.buildBanner !== true) throw new DamagedRecord('a build banner flag that is not true');
  if (c.testCode !== undefined && c.testCode !== true) throw new DamagedRecord('a test code flag that is not true');
  if (c.importsOnly !== undefined && c.importsOnly !== true) throw new DamagedRecord('an imports-only flag that is not true');
  if (!Array.isArray(c.chunks) || c.chunks.length % 2 !== 0) throw new DamagedRecord('chunk lines that are not pairs');
  for (let i = 0; i < c.chunks.length; i += 2) {
    if (!isLine(c.chunks[i], c.lineCount!) || !isLine(c.chunks[i + 1], c.lineCount!) || c.chunks[i]! > c.chunks[i + 1]!) throw new DamagedRecord('a chunk outside the file');
  }
  if (typeof c.definitions !== 'string' || !Number.isInteger(c.definitionCount) || c.definitionCount! < 0) throw new DamagedRecord('definitions that are not packed');
  return c as CoreAnalysis;
}

/**
 * The definitions of a core, with names, kinds and lines only (signatures empty, name lines at the
 * start lines) until details are applied; throws DamagedRecord.
 */
export function definitionsOf(core: CoreAnalysis): Definition[] {
  let rows: unknown;
  try {
    rows = JSON.parse(core.definitions);
  } catch (error) {
    throw new DamagedRecord(`packed definitions that are not JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(rows) || rows.length !== core.definitionCount) throw new DamagedRecord('a definition count that does not match');
  return rows.map((row: unknown) => {
    const r = row as unknown[];
    const [name, kind, startLine, endLine, parent] = Array.isArray(r) ? r : [];
    if (!Array.isArray(r) || r.length !== 5 || !isText(name) || !name || !KIND_SET.has(kind as string)) throw new DamagedRecord(`a definition that is not a name and a kind (${JSON.stringify(row).slice(0, 120)})`);
    if (!isLine(startLine, core.lineCount) || !isLine(endLine, core.lineCount) || endLine < startLine) throw new DamagedRecord('a definition outside the file');
    if (parent !== 0 && !(isText(parent) && parent)) throw new DamagedRecord('a definition parent that is not a name');
    const def: Definition = { name, qualifiedName: parent ? `${parent}.${name}` : name, kind: kind as DefinitionKind, signature: '', startLine, endLine, nameLine: startLine };
    if (parent) def.parent = parent;
    return def;
  });
}

function checkImport(value: unknown, lineCount: number): RawImport {
  const i = value as Partial<RawImport> | null;
  if (!i || typeof i !== 'object' || !isText(i.source) || !isLine(i.line, lineCount) || !IMPORT_KINDS.has(i.kind as string)) throw new DamagedRecord('an import that is not a source, a line and a kind');
  if (!Array.isArray(i.names) || !i.names.every(isText)) throw new DamagedRecord('import names that are not text');
  if (i.aliases !== undefined) {
    if (!i.aliases || typeof i.aliases !== 'object' || Array.isArray(i.aliases)) throw new DamagedRecord('import aliases that are not a map');
    for (const [k, v] of Object.entries(i.aliases)) if (!isText(k) || !isText(v)) throw new DamagedRecord('an import alias that is not text');
  }
  return i as RawImport;
}

/** Details read back, checked against the core they belong to; throws DamagedRecord. */
export function parseDetails(text: string, core: CoreAnalysis): DetailRecord {
  let d: Partial<DetailRecord> | null;
  try {
    d = JSON.parse(text) as Partial<DetailRecord> | null;
  } catch (error) {
    throw new DamagedRecord(`details that are not JSON (${(error as Error).message})`);
  }
  const n = core.definitionCount;
  if (!d || typeof d !== 'object') throw new DamagedRecord('details that are not an object');
  if (!Array.isArray(d.signatures) || d.signatures.length !== n || !d.signatures.every(isText)) throw new DamagedRecord('signatures that do not match the definitions');
  if (!Array.isArray(d.docs) || d.docs.length !== n || !d.docs.every((x) => x === 0 || isText(x))) throw new DamagedRecord('docs that do not match the definitions');
  if (!Array.isArray(d.nameLines) || d.nameLines.length !== n || !d.nameLines.every((x) => isLine(x, core.lineCount))) throw new DamagedRecord('name lines outside the file');
  if (!Array.isArray(d.imports) || typeof d.references !== 'string') throw new DamagedRecord('imports or references missing');
  for (const i of d.imports) checkImport(i, core.lineCount);
  return d as DetailRecord;
}

/** Gives core definitions their signatures, docs and name lines (in place), then their members. */
export function applyDetails(definitions: Definition[], details: DetailRecord): void {
  definitions.forEach((def, i) => {
    def.signature = details.signatures[i] ?? '';
    def.nameLine = details.nameLines[i] ?? def.startLine;
    const doc = details.docs[i];
    if (doc) def.doc = doc;
    else delete def.doc;
  });
  fillMembers(definitions);
}
