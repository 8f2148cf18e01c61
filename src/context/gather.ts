/**
 * Turns a search result into candidate context items, best first within each section: definition
 * cards (stack-frame functions forced in, then symbols the issue names, then top entities),
 * snippets, related tests, callers, import context, the repository tree, and linked pages (outside
 * text: each rendering passes the one door for it, `fenceOutside`). File text comes from `read`, the
 * repository's file door.
 */
import { Redactor } from '../action/secrets.js';
import { analyzeFile, wholeDefinitions, type FileAnalysis } from '../code/analyze.js';
import { innermostAround, type Definition } from '../code/definitions.js';
import { byPlace, type CodeGraph, type Location } from '../code/graph.js';
import { cardFor, namesToResolve, renderCard, resolveSymbols } from '../code/symbols.js';
import { fenceOutside, type TextRedactor } from '../llm/untrusted.js';
import type { RepoIndex } from '../search/index/repo-index.js';
import type { SearchResult } from '../search/rank/search.js';
import { fuseSpans } from '../search/rank/snippets.js';
import type { ContextItem } from './assemble.js';
import { PathSuffixIndex } from './stack-traces.js';
import type { FetchedPage } from './links.js';
import { repoTree } from './tree.js';

export const MAX_DEFINITION_ITEMS = 24;
export const SNIPPET_TOP_FILES = 5;
export const MAX_SNIPPETS = 10;
/** Characters of a linked page offered to the assembler (a short form is an eighth of this). */
export const MAX_LINK_CHARS = 12_000;
export const MAX_TEST_FILES = 4;
export const MAX_CALLERS_PER_ENTITY = 5;
export const CALLER_ENTITIES = 4;
export const IMPORT_FILES = 3;
export const TREE_FILES = 8;
/** Files indexed for their imports only (tests) parsed to find an entity's callers, at most. */
export const MAX_PARSED_CALLER_FILES = 8;
const CALLER_CONTEXT = 1;

type Reader = (path: string) => string | undefined;

function linesOf(read: Reader, path: string, start: number, end: number): string | undefined {
  const text = read(path);
  if (text === undefined) return undefined;
  return text.split('\n').slice(Math.max(0, start - 1), end).join('\n');
}

function definitionItem(path: string, def: Definition, read: Reader, forced: boolean): ContextItem {
  const card = cardFor({ path, def }, read);
  const compact = renderCard(card, 'compact');
  const standard = renderCard(card, 'standard');
  const renderings = [compact];
  if (standard !== compact) renderings.push(standard);
  if (card.body !== undefined) renderings.push(renderCard(card, 'full'));
  return { section: 'definitions', path, startLine: def.startLine, endLine: def.endLine, kind: 'definition', renderings, ...(forced ? { forced: true } : {}) };
}

/**
 * The whole analysis of a file indexed for its imports only (`FileAnalysis.importsOnly`), parsed
 * now, each file once per gathering; undefined when it cannot be parsed.
 */
type Parse = (path: string, text: string) => Promise<FileAnalysis | undefined>;

function onceEach(): Parse {
  const parsed = new Map<string, Promise<FileAnalysis | undefined>>();
  return (path, text) => {
    let analysis = parsed.get(path);
    if (!analysis) {
      analysis = analyzeFile(path, text).catch(() => undefined);
      parsed.set(path, analysis);
    }
    return analysis;
  };
}

/**
 * Where the entity `id` (named `name`) is used: the graph's callers, and those in files indexed for
 * their imports only (tests) whose text may hold the name, parsed now (the first
 * MAX_PARSED_CALLER_FILES by path); by path and line.
 */
async function callersOf(index: RepoIndex, graph: CodeGraph, id: number, name: string, read: Reader, parse: Parse): Promise<Location[]> {
  const found = graph.callers(id);
  const mentioning = graph.filesThatMayMention(name);
  if (!mentioning) return found;
  const unparsed = [...mentioning].filter((path) => index.byPath.get(path)?.record.analysis?.importsOnly).sort().slice(0, MAX_PARSED_CALLER_FILES);
  for (const path of unparsed) {
    const text = read(path);
    if (text !== undefined) found.push(...graph.callersIn(path, (await parse(path, text))?.references ?? [], id));
  }
  return found.sort(byPlace);
}

/** Test files that import `path` or are named after it. */
function relatedTests(index: RepoIndex, path: string): string[] {
  const stem = path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  const byName = new RegExp(`(?:^|/)(?:test_${stem}|${stem}_test|${stem}[._-](?:test|spec)|${stem}Tests?)\\.[A-Za-z]+$`);
  const graph = index.graph();
  const importing = graph.dependents(path).filter((p) => index.byPath.get(p)?.role === 'test');
  const named = index.files.filter((f) => f.role === 'test' && byName.test(f.path)).map((f) => f.path);
  return [...new Set([...named, ...importing])];
}

/**
 * Snippets: first the best chunk of each of the SNIPPET_TOP_FILES best files (in rank order, so each
 * top file is represented), then the best remaining chunks; adjacent chunks of a file are fused.
 * Each snippet can be widened by SNIPPET_CONTEXT_LINES on both sides when the budget allows.
 */
function snippetItems(index: RepoIndex, result: SearchResult, chunkScores: Float64Array, read: Reader): ContextItem[] {
  const picked: { file: number; start: number; end: number }[] = [];
  const take = (chunk: number) => {
    const file = index.chunkFile[chunk]!;
    if (picked.some((p) => p.file === file && p.start === index.chunkStart[chunk])) return;
    picked.push({ file, start: index.chunkStart[chunk]!, end: index.chunkEnd[chunk]! });
  };
  for (const ranked of result.files.slice(0, SNIPPET_TOP_FILES)) {
    const file = index.byPath.get(ranked.path);
    if (!file || file.chunkCount === 0) continue;
    let best = file.firstChunk;
    for (let c = file.firstChunk; c < file.firstChunk + file.chunkCount; c++) if (chunkScores[c]! > chunkScores[best]!) best = c;
    take(best);
  }
  const rankOf = new Map(result.files.map((f, i) => [f.path, i]));
  const others = [...chunkScores.keys()]
    .filter((c) => chunkScores[c]! > 0 && rankOf.has(index.files[index.chunkFile[c]!]!.path))
    .sort((a, b) => chunkScores[b]! - chunkScores[a]! || a - b)
    .slice(0, MAX_SNIPPETS);
  for (const c of others) if (picked.length < MAX_SNIPPETS) take(c);
  // Fuse chunks of one file that touch, keeping the position of the first.
  const out: ContextItem[] = [];
  const byFile = new Map<number, { start: number; end: number }[]>();
  for (const p of picked) {
    const spans = byFile.get(p.file) ?? [];
    const touching = spans.find((s) => p.start <= s.end + 1 && s.start <= p.end + 1);
    if (touching) {
      touching.start = Math.min(touching.start, p.start);
      touching.end = Math.max(touching.end, p.end);
    } else spans.push({ start: p.start, end: p.end });
    byFile.set(p.file, spans);
  }
  const emitted = new Set<string>();
  for (const p of picked) {
    const file = index.files[p.file]!;
    const span = byFile.get(p.file)!.find((s) => s.start <= p.start && p.end <= s.end)!;
    const key = `${p.file}:${span.start}`;
    if (emitted.has(key)) continue;
    emitted.add(key);
    const [wide] = fuseSpans([{ startLine: span.start, endLine: span.end, score: 0 }], file.lineCount);
    const core = linesOf(read, file.path, span.start, span.end);
    const widened = linesOf(read, file.path, wide!.startLine, wide!.endLine);
    if (core === undefined || widened === undefined) continue;
    const wider = wide!.startLine !== span.start || wide!.endLine !== span.end;
    out.push({
      section: 'snippets',
      path: file.path,
      startLine: span.start,
      endLine: span.end,
      kind: 'snippet',
      renderings: wider ? [core, widened] : [core],
      ...(wider ? { ranges: [[span.start, span.end], [wide!.startLine, wide!.endLine]] as const } : {}),
    });
  }
  return out;
}

/** A linked page as context renderings (a short one first), each fenced as outside text. */
function pageItem(page: FetchedPage, number: number, redactor: TextRedactor): ContextItem {
  const head = `${page.url}\n${page.title ? `${page.title}\n` : ''}\n`;
  const fence = (text: string) => fenceOutside('page', text, redactor);
  const body = page.text !== undefined ? fence(`${head}${page.text.slice(0, MAX_LINK_CHARS)}`) : fence(`${head}could not be read: ${page.error ?? 'unknown error'}`);
  const short = page.text !== undefined ? fence(`${head}${page.text.slice(0, MAX_LINK_CHARS / 8)}`) : body;
  return { section: 'links', path: `link-${number}`, startLine: 0, endLine: 0, kind: 'link', renderings: short === body ? [body] : [short, body] };
}

/**
 * Context items for a search result. `read` is the repository's file door; `redactor` removes the
 * run's secrets from linked pages (default: token shapes only).
 */
export async function gatherContextItems(index: RepoIndex, result: SearchResult, read: Reader, pages: readonly FetchedPage[] = [], redactor: TextRedactor = new Redactor()): Promise<ContextItem[]> {
  index.ensureDetails();
  const items: ContextItem[] = [];
  const parse = onceEach();
  const topFiles = result.files.map((f) => f.path);
  const seen = new Set<string>();
  const addDefinition = (path: string, def: Definition, forced: boolean) => {
    const key = `${path}:${def.startLine}:${def.name}`;
    if (seen.has(key) || items.filter((i) => i.section === 'definitions').length >= MAX_DEFINITION_ITEMS) return;
    seen.add(key);
    items.push(definitionItem(path, def, read, forced));
  };

  // Stack frames: the function around each frame's line is forced in.
  const suffixes = new PathSuffixIndex(index.files.map((f) => f.path));
  for (const frame of result.signals.frames) {
    const path = suffixes.resolve(frame.path);
    const file = path === undefined ? undefined : index.byPath.get(path);
    if (!file || frame.line === undefined) continue;
    const def = innermostAround(await wholeDefinitions(file.record.analysis, file.path, read, parse), frame.line, (d) => d.kind !== 'constant');
    if (def) addDefinition(file.path, def, true);
  }
  // Symbols the issue names, resolved through the import graph from the top files.
  const graph = index.graph();
  const names = namesToResolve({
    symbols: result.signals.symbols,
    chains: result.signals.chains,
    frameFunctions: result.signals.frames.map((f) => f.function ?? '').filter(Boolean),
  });
  for (const resolved of resolveSymbols(graph, names, topFiles)) {
    for (const d of resolved.definitions.slice(0, resolved.ambiguous ? 2 : 1)) addDefinition(d.path, d.def, false);
  }
  // The best entities of the search.
  for (const entity of result.entities) {
    const file = index.byPath.get(entity.path);
    const def = file?.record.analysis?.definitions.find((d) => d.startLine === entity.startLine && d.qualifiedName === entity.name);
    if (def) addDefinition(entity.path, def, false);
  }

  const chunkScores = result.chunkScores;
  items.push(...snippetItems(index, result, chunkScores, read));

  // Related tests: the test file's chunk that best matches the issue.
  const tests = new Set<string>();
  for (const path of topFiles.slice(0, 5)) {
    for (const test of index.byPath.get(path)?.role === 'test' ? [path] : relatedTests(index, path)) if (tests.size < MAX_TEST_FILES) tests.add(test);
  }
  const covered = (path: string, start: number, end: number) =>
    items.some((i) => i.section === 'snippets' && i.path === path && i.startLine <= start && end <= i.endLine);
  for (const path of tests) {
    const file = index.byPath.get(path)!;
    let best = file.firstChunk;
    for (let c = file.firstChunk; c < file.firstChunk + file.chunkCount; c++) if (chunkScores[c]! > chunkScores[best]!) best = c;
    if (file.chunkCount === 0) continue;
    if (covered(path, index.chunkStart[best]!, index.chunkEnd[best]!)) continue;
    const text = linesOf(read, path, index.chunkStart[best]!, index.chunkEnd[best]!);
    if (text !== undefined) items.push({ section: 'tests', path, startLine: index.chunkStart[best]!, endLine: index.chunkEnd[best]!, kind: 'test', renderings: [text] });
  }

  // Callers of the best entities.
  const callerSeen = new Set<string>();
  for (const entity of result.entities.slice(0, CALLER_ENTITIES)) {
    const target = graph.definitionsIn(entity.path).find((d) => d.def.startLine === entity.startLine && d.def.qualifiedName === entity.name);
    if (!target) continue;
    for (const loc of (await callersOf(index, graph, target.id, target.def.name, read, parse)).slice(0, MAX_CALLERS_PER_ENTITY)) {
      const key = `${loc.path}:${loc.line}`;
      if (callerSeen.has(key)) continue;
      callerSeen.add(key);
      const start = Math.max(1, loc.line - CALLER_CONTEXT);
      const text = linesOf(read, loc.path, start, loc.line + CALLER_CONTEXT);
      if (text !== undefined) items.push({ section: 'callers', path: loc.path, startLine: start, endLine: loc.line + CALLER_CONTEXT, kind: 'caller', renderings: [`uses ${entity.name}:\n${text}`] });
    }
  }

  // What the top files import.
  for (const path of topFiles.slice(0, IMPORT_FILES)) {
    const imports = graph.importsOf(path);
    if (!imports.length) continue;
    const lines = imports.map((i) => `${i.source}${i.names.length ? ` (${i.names.join(', ')})` : ''} -> ${i.external ? 'external' : i.targets.join(', ')}`);
    items.push({ section: 'imports', path, startLine: 0, endLine: 0, kind: 'imports', renderings: [lines.join('\n')] });
  }

  // The tree in two sizes: the assembler takes the larger one when the budget allows.
  // Definitions are read only for the files the tree outlines.
  const treeFiles = index.files.map((f) => ({
    path: f.path,
    get definitions() {
      return f.record.analysis?.definitions ?? [];
    },
  }));
  const small = repoTree(treeFiles, topFiles.slice(0, 3), { siblingsPerFolder: 2, membersPerClass: 4 });
  const large = repoTree(treeFiles, topFiles.slice(0, TREE_FILES));
  if (small) items.push({ section: 'summary', path: '.', startLine: 0, endLine: 0, kind: 'tree', renderings: large !== small ? [small, large] : [small] });
  pages.forEach((page, i) => items.push(pageItem(page, i + 1, redactor)));
  return items;
}
