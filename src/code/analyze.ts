/**
 * One parse per file: chunks, definitions, references and imports together, so indexing reads and
 * parses every file once (C-family code that only parses with the first branch of its `#if`s, and
 * JavaScript that parses only with its type annotations, twice). A single-file component (`.vue`,
 * `.svelte`) is read as the code of its script blocks (sfc.ts). Files without a grammar get line-window chunks only.
 */
import type { Language } from 'web-tree-sitter';
import { chunkLines, chunkTree, LineSizes, MAX_PARSE_CHARS, type LineRange } from './chunker.js';
import { analysisMatches, extractDefinitions, extractReferences, withAlternativeDefinitions, type Definition, type Reference } from './definitions.js';
import { parseWithDirectives, type DirectiveParse } from './directive-parse.js';
import { extractImports, type RawImport } from './import-extract.js';
import { importSkeleton, WHOLE_PARSE_IMPORT_LANGUAGES } from './import-skeleton.js';
import { discardParser, getParser, languageForPath, loadLanguage, type LanguageId } from './languages.js';
import { parseJavaScript } from './typed-javascript.js';
import { componentDefinition, componentFormat, isSfcPath, markup, sfcScript } from './sfc.js';
import { declaredComponentName, templateReferences } from './sfc-template.js';

export interface FileAnalysis {
  language?: LanguageId;
  lineCount: number;
  /** The parse had errors; definitions come from the partial tree. */
  parseError?: boolean;
  /** A script starting with what a build writes (repo/classify.ts `hasBuildBanner`); set by indexing. */
  buildBanner?: boolean;
  /** Its text is a test's whatever its path says (repo/classify.ts `isTestCode`); set by indexing. */
  testCode?: boolean;
  /**
   * Only the imports were worked out (`analyzeImports`): `definitions` and `references` are empty
   * whatever the file holds, and `chunks` are line windows. Whoever needs them analyzes the file.
   */
  importsOnly?: boolean;
  chunks: LineRange[];
  definitions: Definition[];
  references: Reference[];
  imports: RawImport[];
}

export async function analyzeFile(path: string, text: string): Promise<FileAnalysis> {
  if (!isSfcPath(path)) return analyzeCode(text, languageForPath(path));
  // A single-file component: the code of its script blocks, in place (sfc.ts), and the component itself.
  // Its comments blanked once, for its scripts and its template both.
  const seen = text.length <= MAX_PARSE_CHARS ? markup(text) : undefined;
  const script = seen && sfcScript(text, seen);
  const analysis = await analyzeCode(text, script?.language, script?.code);
  if (analysis.lineCount === 0) return analysis;
  const format = componentFormat(path);
  const declared = format === 'vue' && script ? declaredComponentName(script.code) : undefined;
  analysis.definitions.unshift(componentDefinition(path, analysis.lineCount, declared));
  // What the template uses (sfc-template.ts), after the scripts' own references.
  if (seen) analysis.references.push(...templateReferences(text, format, seen));
  return analysis;
}

/**
 * The analysis of `text` read as `language` (none: line windows only). `code`, when given, is what
 * is parsed in its place (as many lines: a component's scripts with the rest blanked); the chunks
 * are then `text`'s line windows, so the words outside the code are searched as well.
 */
async function analyzeCode(text: string, language: LanguageId | undefined, code?: string): Promise<FileAnalysis> {
  const sizes = new LineSizes(text);
  const lineCount = text.length === 0 ? 0 : sizes.count;
  if (!language || text.length > MAX_PARSE_CHARS) {
    return { ...(language ? { language } : {}), lineCount, chunks: chunkLines(text, sizes), definitions: [], references: [], imports: [] };
  }
  const [parsed, syntax] = await wholeParse(language, code ?? text);
  if (!parsed) {
    return { language, lineCount, parseError: true, chunks: chunkLines(text, sizes), definitions: [], references: [], imports: [] };
  }
  const grammar = await loadLanguage(syntax);
  const alternative = parsed.firstBranches;
  try {
    const root = parsed.tree.rootNode;
    // Definitions, imports and references come from one pass over the tree.
    const matches = analysisMatches(root, grammar, syntax);
    const whole: Omit<FileAnalysis, 'language' | 'lineCount'> = {
      chunks: code === undefined ? chunkTree(root, parsed.source, sizes) : chunkLines(text, sizes),
      definitions: extractDefinitions(root, parsed.source, grammar, syntax, matches.definitions),
      references: extractReferences(root, parsed.source, grammar, syntax, matches.references),
      imports: extractImports(root, grammar, syntax, matches.imports),
    };
    if (root.hasError) whole.parseError = true;
    return { language, lineCount, ...(alternative ? withFirstBranches(whole, alternative, grammar, language, sizes) : whole) };
  } finally {
    parsed.tree.delete();
    alternative?.tree.delete();
  }
}

/**
 * A file's text parsed whole and the grammar it was read with: JavaScript with type annotations with
 * the grammar that reads them (typed-javascript.ts), C-family code with its `#if`s' first branches
 * where only those parse (directive-parse.ts). Undefined when tree-sitter gives no tree.
 */
async function wholeParse(language: LanguageId, text: string): Promise<[DirectiveParse | undefined, LanguageId]> {
  if (language !== 'javascript') return [parseWithDirectives(await getParser(language), language, text), language];
  const parsed = await parseJavaScript(text);
  return parsed ? [{ tree: parsed.tree, source: text }, parsed.syntax] : [undefined, 'javascript'];
}

/**
 * A file's imports and chunks, without its definitions and references. In a language with a
 * skeleton only its import statements are parsed (`import-skeleton.ts`) and its chunks are line
 * windows; a language of WHOLE_PARSE_IMPORT_LANGUAGES is parsed whole, as `analyzeFile` parses it,
 * for its imports and the same chunks, without the queries and the work on definitions and
 * references. For a file too big to parse, the whole analysis (its line windows).
 */
export async function analyzeImports(path: string, text: string): Promise<FileAnalysis> {
  const language = languageForPath(path);
  if (language && text.length <= MAX_PARSE_CHARS && WHOLE_PARSE_IMPORT_LANGUAGES.has(language)) return importsOfWholeParse(language, text);
  const skeleton = language && text.length <= MAX_PARSE_CHARS ? importSkeleton(text, language) : undefined;
  if (!language || skeleton === undefined) return analyzeFile(path, text);
  const sizes = new LineSizes(text);
  const lineCount = text.length === 0 ? 0 : sizes.count;
  const [parser, grammar] = await Promise.all([getParser(language), loadLanguage(language)]);
  const tree = parser.parse(skeleton);
  if (!tree) return { language, lineCount, parseError: true, chunks: chunkLines(text, sizes), definitions: [], references: [], imports: [] };
  try {
    const root = tree.rootNode;
    return { language, lineCount, importsOnly: true, chunks: chunkLines(text, sizes), definitions: [], references: [], imports: extractImports(root, grammar, language) };
  } finally {
    tree.delete();
  }
}

/**
 * The imports and chunks of a whole parse of `text`, read as `analyzeFile` reads them: for C-family
 * code whose `#if`s only parse with their first branches, the chunks of that parse and its imports
 * with those the other branches hold.
 */
async function importsOfWholeParse(language: LanguageId, text: string): Promise<FileAnalysis> {
  const sizes = new LineSizes(text);
  const lineCount = text.length === 0 ? 0 : sizes.count;
  const [parsed, syntax] = await wholeParse(language, text);
  if (!parsed) return { language, lineCount, parseError: true, chunks: chunkLines(text, sizes), definitions: [], references: [], imports: [] };
  const first = parsed.firstBranches;
  try {
    const grammar = await loadLanguage(syntax);
    const imports = extractImports(parsed.tree.rootNode, grammar, syntax);
    const root = (first ?? parsed).tree.rootNode;
    return {
      language,
      lineCount,
      ...(root.hasError ? { parseError: true as const } : {}),
      importsOnly: true,
      chunks: chunkTree(root, first ? first.text : parsed.source, sizes),
      definitions: [],
      references: [],
      imports: first ? withAlternativeRows(extractImports(root, grammar, syntax), imports, first) : imports,
    };
  } finally {
    parsed.tree.delete();
    first?.tree.delete();
  }
}

/**
 * A file's definitions as a whole parse gives them: its index analysis's, or for an analysis of its
 * imports only (`importsOnly`) those of `parse` on its text now (read through `read`); none when the
 * text cannot be read.
 */
export async function wholeDefinitions(
  analysis: FileAnalysis | undefined,
  path: string,
  read: (path: string) => string | undefined,
  parse: (path: string, text: string) => Promise<FileAnalysis | undefined> = analyzeFile,
): Promise<readonly Definition[]> {
  if (!analysis?.importsOnly) return analysis?.definitions ?? [];
  const text = read(path);
  return text === undefined ? [] : ((await parse(path, text))?.definitions ?? []);
}

/** Why a file's analysis failed: the error's message, shortened. */
export interface AnalysisFailure {
  failed: string;
}

/** Characters of an error's message kept in a failure. */
const MAX_FAILURE_CHARS = 200;

/**
 * `analyze(path, text)` (`analyzeFile`), with a failure of the file's own analysis (an exception or
 * a WebAssembly trap while parsing or querying) given as `{ failed }` and the language's parser
 * discarded. Loading the grammar is done first and still throws: that is the installation's fault,
 * not the file's, and must stop the run rather than skip every file.
 */
export async function analyzeOrFail(path: string, text: string, analyze: typeof analyzeFile = analyzeFile): Promise<FileAnalysis | AnalysisFailure> {
  const language = languageForPath(path);
  if (language) await Promise.all([getParser(language), loadLanguage(language)]);
  try {
    return await analyze(path, text);
  } catch (error) {
    if (language) discardParser(language, error);
    return { failed: describeFailure(error) };
  }
}

/** An error as a failure's text: its class and message, on one line, shortened. */
export function describeFailure(error: unknown): string {
  const text = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).replace(/\s+/g, ' ').trim();
  return text.length > MAX_FAILURE_CHARS ? `${text.slice(0, MAX_FAILURE_CHARS - 1)}…` : text;
}

/**
 * The analysis of the first branches' tree, with what only the other branches hold taken from the
 * whole text's analysis: definitions (placed under their owners), references and imports on those
 * rows.
 */
function withFirstBranches(
  whole: Omit<FileAnalysis, 'language' | 'lineCount'>,
  first: NonNullable<DirectiveParse['firstBranches']>,
  grammar: Language,
  language: LanguageId,
  sizes: LineSizes,
): Omit<FileAnalysis, 'language' | 'lineCount'> {
  const root = first.tree.rootNode;
  const matches = analysisMatches(root, grammar, language);
  const onAlternativeRows = (line: number) => first.alternativeRows.has(line - 1);
  const out: Omit<FileAnalysis, 'language' | 'lineCount'> = {
    chunks: chunkTree(root, first.text, sizes),
    definitions: withAlternativeDefinitions(
      extractDefinitions(root, first.text, grammar, language, matches.definitions),
      whole.definitions.filter((d) => onAlternativeRows(d.nameLine)),
    ),
    references: withAlternativeRows(extractReferences(root, first.text, grammar, language, matches.references), whole.references, first),
    imports: withAlternativeRows(extractImports(root, grammar, language, matches.imports), whole.imports, first),
  };
  if (root.hasError) out.parseError = true;
  return out;
}

/** `kept` (of the first branches' parse) with the items of `others` (the whole text's) on lines only the other branches hold, by line. */
function withAlternativeRows<T extends { line: number }>(kept: T[], others: T[], first: NonNullable<DirectiveParse['firstBranches']>): T[] {
  return [...kept, ...others.filter((o) => first.alternativeRows.has(o.line - 1))].sort((a, b) => a.line - b.line);
}
