/**
 * Checks that the text a persisted record gives for a file — definition names, parents, signatures
 * and docs, import sources and names — is the file's own text where the record says it is, so that
 * what reaches a prompt comes from the checked-out file and never from cache data alone. Each check
 * follows from how the analyzers take the text from the source (a signature is the collapsed header
 * starting on the definition's first line, less what the parser was not shown, so its words in the
 * file's order; a doc a collapsed line at or above its end, a name part of
 * its name line, ...): a record written by this program always passes. A record that does not is
 * replaced by text taken from the file's lines (`fallbackDefinitions`). Pure functions.
 */
import { xmlDocText } from '../../code/definition-text.js';
import type { Definition } from '../../code/definitions.js';
import type { RawImport } from '../../code/import-extract.js';

/** Marks a signature or doc cut to its length limit. */
const ELLIPSIS = '…';
/** Lines after the name line a multi-line name may reach, for names outside their definition. */
const NAME_LINES = 3;
/** Longest signature a fallback takes from a line. */
const FALLBACK_SIGNATURE = 240;
/** An import alias the analyzers write that is not in the source: a default import. */
const DEFAULT_ALIAS = 'default';

/** A file's text with whitespace collapsed (or removed), and where each line starts in it. */
interface Normalized {
  text: string;
  /** Per line (0-based), the offset of its start; one more entry for the end. */
  lineAt: Uint32Array;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

const WHITESPACE = /\s+/g;
/** Whitespace other than a plain space (which a collapsed text keeps as it is). */
const OTHER_WHITESPACE = /[^\S ]/;

/**
 * `text` with each whitespace run replaced by `space` ('' removes them) and its ends trimmed, line
 * by line; each line's offset is where its content (after the separator) begins.
 */
function normalize(text: string, starts: readonly number[], space: string): Normalized {
  const lineAt = new Uint32Array(starts.length + 1);
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; i < starts.length; i++) {
    lineAt[i] = length;
    const end = i + 1 < starts.length ? starts[i + 1]! - 1 : text.length;
    const flat = text.slice(starts[i]!, end).trim().replace(WHITESPACE, space);
    if (!flat) continue;
    if (parts.length) {
      parts.push(space);
      length += space.length;
    }
    parts.push(flat);
    length += flat.length;
  }
  lineAt[starts.length] = length;
  return { text: parts.join(''), lineAt };
}

function withoutEllipsis(text: string): string {
  return text.endsWith(ELLIPSIS) ? text.slice(0, -ELLIPSIS.length) : text;
}

/** Offset in `n` of the start of 1-based `line`, clamped to the text. */
function at(n: Normalized, line: number): number {
  return n.lineAt[Math.min(Math.max(line - 1, 0), n.lineAt.length - 1)]!;
}

/**
 * Whether each of `words` occurs in `text` after the one before it, all between `from` and `end`,
 * the first starting by `firstBy` (a word may be part of a longer one: blanking can cut one).
 */
function wordsInOrder(text: string, words: readonly string[], from: number, firstBy: number, end: number): boolean {
  let next = from;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const hit = text.indexOf(word, next);
    if (hit === -1 || hit + word.length > end || (i === 0 && hit > firstBy)) return false;
    next = hit + word.length;
  }
  return true;
}

/** `part` occurs in `n` ending by the end of 1-based `endLine`. */
function endsBy(n: Normalized, part: string, endLine: number): boolean {
  const end = at(n, endLine + 1);
  return end >= part.length && n.text.lastIndexOf(part, end - part.length) !== -1;
}

/** A file's text prepared for the checks, made once per file. */
export class SourceText {
  private readonly starts: number[];
  private collapsedText: Normalized | undefined;
  private strippedText: Normalized | undefined;
  private xmlDocs: Normalized | undefined;
  private readonly found = new Map<string, boolean>();

  constructor(readonly text: string) {
    this.starts = lineStarts(text);
  }

  private get collapsed(): Normalized {
    return (this.collapsedText ??= normalize(this.text, this.starts, ' '));
  }

  private get stripped(): Normalized {
    return (this.strippedText ??= normalize(this.text, this.starts, ''));
  }

  /** Collapsed, with each line's XML documentation tags read as C# docs are (`xmlDocText`). */
  private get xmlCollapsed(): Normalized {
    if (!this.xmlDocs) {
      const text = this.text.split('\n').map(xmlDocText).join('\n');
      this.xmlDocs = normalize(text, lineStarts(text), ' ');
    }
    return this.xmlDocs;
  }

  /** Offset in the text of the start of 1-based `line`, clamped to the text. */
  private rawStart(line: number): number {
    return this.starts[Math.min(Math.max(line - 1, 0), this.starts.length - 1)]!;
  }

  /** Offset in the text of the end of 1-based `line` (its newline, or the text's end; 0 before the first). */
  private rawEnd(line: number): number {
    if (line < 1) return 0;
    const next = this.starts[line];
    return next === undefined ? this.text.length : next - 1;
  }

  /** The raw text of 1-based lines `from` to `to`, inclusive. */
  lines(from: number, to: number): string {
    const start = this.starts[Math.max(from - 1, 0)] ?? this.text.length;
    const end = this.starts[to] ?? this.text.length;
    return this.text.slice(start, Math.max(start, end));
  }

  /** `part` occurs somewhere in the file. */
  has(part: string): boolean {
    let hit = this.found.get(part);
    if (hit === undefined) this.found.set(part, (hit = this.text.includes(part)));
    return hit;
  }

  /**
   * A signature: its words, collapsed, in the file's order from `startLine` (the first on it) to the
   * end of `endLine`. Not always one run of the text: a C-family header the parser read with its
   * directives or export macros blanked (preprocessor.ts: `class YAML_CPP_API Node` gives `class Node`).
   */
  hasSignature(signature: string, startLine: number, endLine: number): boolean {
    const s = withoutEllipsis(signature);
    if (!s) return true;
    const words = s.split(' ');
    // Words found as they are in the raw lines are there once the lines are collapsed: most
    // signatures pass without the file being collapsed at all.
    if (!OTHER_WHITESPACE.test(s) && wordsInOrder(this.text, words, this.rawStart(startLine), this.rawEnd(startLine), this.rawEnd(endLine))) return true;
    const c = this.collapsed;
    return wordsInOrder(c.text, words, at(c, startLine), at(c, startLine + 1), at(c, endLine + 1));
  }

  /**
   * A doc: collapsed, a part of the file that ends by the end of `endLine` (for C# XML documentation,
   * of the file with its lines' tags read as text).
   */
  hasDoc(doc: string, endLine: number): boolean {
    const d = withoutEllipsis(doc);
    if (!d) return true;
    // A doc found as it is in the raw text (single spaces, no other whitespace, no space at its
    // ends) is there once the text is collapsed.
    if (!OTHER_WHITESPACE.test(d) && !d.includes('  ') && d.trim() === d) {
      const end = this.rawEnd(endLine);
      if (end >= d.length && this.text.lastIndexOf(d, end - d.length) !== -1) return true;
    }
    return endsBy(this.collapsed, d, endLine) || (d.length > 0 && endsBy(this.xmlCollapsed, d, endLine));
  }

  /** An import's text: without whitespace, in the file at or after `line`. */
  hasImportText(part: string, line: number): boolean {
    const p = part.replace(/\s+/g, '');
    if (!p) return true;
    // Found as it is in the raw text at or after the line, it is there without the whitespace too.
    if (this.text.indexOf(p, this.rawStart(line)) !== -1) return true;
    const s = this.stripped;
    return s.text.indexOf(p, at(s, line)) !== -1;
  }
}

/**
 * The pieces of an import's source that must be the file's text: the source itself, or for a file
 * path the analyzers put together (PHP `require __DIR__ . '/../x.php'` is `../x.php`) each of its
 * folder and file names, the `.` and `..` the joining adds aside.
 */
function sourceParts(i: RawImport): string[] {
  if (i.kind !== 'file') return [i.source];
  return i.source.split('/').filter((part) => part !== '' && part !== '.' && part !== '..');
}

/** What in a record's text is not the file's; empty when everything is. */
export function textProblems(source: SourceText, definitions: readonly Definition[], imports: readonly RawImport[]): string[] {
  const problems: string[] = [];
  for (const d of definitions) {
    const where = `${d.qualifiedName.slice(0, 80)} (line ${d.startLine})`;
    if (!source.lines(d.nameLine, Math.max(d.endLine, d.nameLine + NAME_LINES)).includes(d.name)) problems.push(`name of ${where}`);
    if (d.qualifiedName !== (d.parent ? `${d.parent}.${d.name}` : d.name)) problems.push(`qualified name of ${where}`);
    // Names may hold dots themselves (a key `'../lib'`, `[Symbol.iterator]`): a part between two is empty.
    if (d.parent && !d.parent.split('.').every((part) => part === '' || source.has(part))) problems.push(`parent of ${where}`);
    if (!source.hasSignature(d.signature, d.startLine, d.endLine)) problems.push(`signature of ${where}`);
    if (d.doc !== undefined && !source.hasDoc(d.doc, d.endLine)) problems.push(`doc of ${where}`);
  }
  for (const i of imports) {
    const parts = [...sourceParts(i), ...i.names.filter((n) => n !== '*'), ...Object.entries(i.aliases ?? {}).flatMap(([local, imported]) => (imported === DEFAULT_ALIAS ? [local] : [local, imported]))];
    const bad = parts.find((p) => !source.hasImportText(p, i.line));
    if (bad !== undefined) problems.push(`import ${bad.slice(0, 80)} (line ${i.line})`);
  }
  return problems;
}

/**
 * Definitions whose text is taken from the file's lines alone, for a record whose text failed the
 * checks: the first word of the start line as the name, the start line as the signature, no doc and
 * no parent. Kinds and lines are kept (they only point into the file).
 */
export function fallbackDefinitions(source: SourceText, definitions: readonly Definition[]): Definition[] {
  return definitions.map((d) => {
    const line = source.lines(d.startLine, d.startLine);
    const name = /[\p{L}_$][\p{L}\p{N}_$]*/u.exec(line)?.[0] ?? `line${d.startLine}`;
    const flat = line.replace(/\s+/g, ' ').trim();
    const signature = flat.length > FALLBACK_SIGNATURE ? `${flat.slice(0, FALLBACK_SIGNATURE - 1)}${ELLIPSIS}` : flat;
    return { name, qualifiedName: name, kind: d.kind, signature, startLine: d.startLine, endLine: d.endLine, nameLine: d.startLine };
  });
}
