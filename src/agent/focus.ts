/**
 * The focus records of a file to edit, from what is known about it, most telling first: the lines
 * a review comment is on, the lines and symbols the plan's instructions for the file name (symbols
 * resolved to their definitions in the file), the file's items in the context the planner was given
 * (definitions first), then retrieval's entities and snippets; and the file's import header. The
 * editor's windows are chosen from these (windows.ts). Pure.
 */
import type { Definition } from '../code/definitions.js';
import { analyzeQuery } from '../search/rank/query.js';
import { importHeader } from './import-header.js';
import type { Focus, FocusKind, Window } from './windows.js';

/** Priorities of the kinds of focus records (lower comes first). */
export const FOCUS_PRIORITY = {
  review: 0,
  planLine: 10,
  /** The definition around a line the plan names, after the line itself. */
  planLineDefinition: 11,
  planSymbol: 20,
  contextDefinition: 30,
  context: 35,
  entity: 40,
  snippet: 50,
  imports: 0,
} as const;
/** A line the plan or a review names brings the definition around it when that has at most this many lines. */
export const ENCLOSING_DEFINITION_LINES = 200;
/** Definitions one name of the plan resolves to, at most. */
export const DEFINITIONS_PER_NAME = 2;
/** Records for the symbols the plan names, at most. */
export const MAX_PLAN_SYMBOLS = 8;

/** What focus records need of a definition. */
export type DefinitionSpan = Pick<Definition, 'name' | 'qualifiedName' | 'kind' | 'startLine' | 'endLine'>;

/** Lines of a file that retrieval or the planner's context held. */
export interface PathSpan {
  path: string;
  startLine: number;
  endLine: number;
  /** For context items: `definition`, `snippet`, `caller`, `test`, ... */
  kind?: string;
}

/** What retrieval and the planner's context say about the files of a run. */
export interface RetrievalFocus {
  /** The lines a review comment is on (a review comment task). */
  review?: PathSpan;
  /** The items of the context given to the planner, in its order (items without lines are ignored). */
  context: readonly PathSpan[];
  /** The search's entities, best first. */
  entities: readonly PathSpan[];
  /** The search's snippets, best first. */
  snippets: readonly PathSpan[];
}

/** What retrieval and the planner's context say about the files of a run, from the search, the assembled context and the review comment. */
export function retrievalFocus(
  search: { entities: readonly PathSpan[]; snippets: readonly PathSpan[] },
  context: { sections: readonly { items: readonly PathSpan[] }[] },
  reviewComment?: { path: string; startLine: number; line: number },
): RetrievalFocus {
  const review = reviewComment && {
    path: reviewComment.path,
    startLine: Math.min(reviewComment.startLine, reviewComment.line),
    endLine: Math.max(reviewComment.startLine, reviewComment.line),
  };
  return { ...(review ? { review } : {}), context: context.sections.flatMap((s) => s.items), entities: search.entities, snippets: search.snippets };
}

export interface FocusInputs {
  path: string;
  /** The file's lines as they are now. */
  lines: readonly string[];
  /** The plan's instructions for the file. */
  instructions: string;
  /** The file's definitions (as it is now). */
  definitions: readonly DefinitionSpan[];
  retrieval?: RetrievalFocus;
}

/** A line number, with or without thousands separators (`2251`, `2,251`). */
const NUMBER = '(\\d{1,3}(?:,\\d{3})+|\\d{1,7})';
const LINE_WORDS = new RegExp(`\\blines?\\s+${NUMBER}(?:\\s*(?:-|–|—|\\.\\.|to|through|thru)\\s*${NUMBER})?`, 'gi');
const LINE_ANCHOR = /#L(\d{1,7})(?:-L?(\d{1,7}))?\b/g;
const PATH_LINE = new RegExp(`([\\w./@+-]*[\\w@+-]\\.[A-Za-z0-9]+):${NUMBER}(?:-${NUMBER})?`, 'g');
/** Constants' names (`TAX_RATE`), which prose rarely has. */
const CONSTANT = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/g;

function span(start: string, end: string | undefined): Window {
  const a = Number(start.replace(/,/g, ''));
  const b = end === undefined ? a : Number(end.replace(/,/g, ''));
  return { start: Math.min(a, b), end: Math.max(a, b) };
}

/** Whether `mentioned` (a path as a text wrote it) names `path`. */
function namesPath(mentioned: string, path: string): boolean {
  const m = mentioned.replace(/^\.\//, '');
  return m === path || path.endsWith(`/${m}`);
}

/**
 * The lines `text` names, in order: `line 12`, `lines 112-117` (or `to`, `through`, `..`), `#L5-L9`,
 * and `path:12-14` when the path is `path`'s (another file's lines are not this file's).
 */
export function namedLines(text: string, path: string): Window[] {
  const found: { at: number; lines: Window }[] = [];
  for (const m of text.matchAll(LINE_WORDS)) found.push({ at: m.index, lines: span(m[1]!, m[2]) });
  for (const m of text.matchAll(LINE_ANCHOR)) found.push({ at: m.index, lines: span(m[1]!, m[2]) });
  for (const m of text.matchAll(PATH_LINE)) if (namesPath(m[1]!, path)) found.push({ at: m.index, lines: span(m[2]!, m[3]) });
  const out: Window[] = [];
  for (const { lines } of found.sort((a, b) => a.at - b.at)) {
    if (lines.start >= 1 && !out.some((w) => w.start === lines.start && w.end === lines.end)) out.push(lines);
  }
  return out;
}

/** The definitions of the file `name` (`name`, `Owner.name` or a longer chain) stands for, in file order. */
export function definitionsNamed(definitions: readonly DefinitionSpan[], name: string): DefinitionSpan[] {
  const dotted = name.includes('.');
  const matches = definitions.filter((d) => (dotted ? d.qualifiedName === name || d.qualifiedName.endsWith(`.${name}`) || name.endsWith(`.${d.qualifiedName}`) : d.name === name));
  return [...matches].sort((a, b) => a.startLine - b.startLine);
}

/** The smallest definition holding `lines`, when it has at most ENCLOSING_DEFINITION_LINES lines. */
export function enclosingDefinition(definitions: readonly DefinitionSpan[], lines: Window): DefinitionSpan | undefined {
  let best: DefinitionSpan | undefined;
  for (const d of definitions) {
    if (d.startLine > lines.start || d.endLine < lines.end || d.endLine - d.startLine + 1 > ENCLOSING_DEFINITION_LINES) continue;
    if (!best || d.endLine - d.startLine < best.endLine - best.startLine) best = d;
  }
  return best;
}

/** The names the instructions give, most telling first: dotted chains (their last two parts), then code-shaped and backticked names. */
export function namedSymbols(instructions: string): string[] {
  const signals = analyzeQuery(instructions);
  const names = new Set<string>();
  for (const chain of signals.chains) names.add(chain.split('.').slice(-2).join('.'));
  for (const symbol of signals.symbols) names.add(symbol);
  for (const m of instructions.matchAll(CONSTANT)) names.add(m[0]);
  return [...names];
}

function record(kind: FocusKind, priority: number, start: number, end: number): Focus {
  return { kind, start, end, priority };
}

/** Named lines, each followed by the definition around it. */
function linesWithDefinitions(kind: FocusKind, lines: readonly Window[], definitions: readonly DefinitionSpan[], priority: number, around: number): Focus[] {
  const out: Focus[] = [];
  for (const w of lines) {
    out.push(record(kind, priority, w.start, w.end));
    const def = enclosingDefinition(definitions, w);
    if (def) out.push(record(kind, around, def.startLine, def.endLine));
  }
  return out;
}

/** The definitions the plan's names stand for, at most MAX_PLAN_SYMBOLS. */
function symbolRecords(instructions: string, definitions: readonly DefinitionSpan[]): Focus[] {
  const out: Focus[] = [];
  const taken = new Set<DefinitionSpan>();
  for (const name of namedSymbols(instructions)) {
    for (const def of definitionsNamed(definitions, name).slice(0, DEFINITIONS_PER_NAME)) {
      if (taken.has(def) || out.length >= MAX_PLAN_SYMBOLS) continue;
      taken.add(def);
      out.push(record('plan-symbol', FOCUS_PRIORITY.planSymbol, def.startLine, def.endLine));
    }
  }
  return out;
}

/** The file's focus records: every kind that applies, in priority order within each kind. */
export function editFocus(inputs: FocusInputs): Focus[] {
  const { path, definitions, retrieval } = inputs;
  const out: Focus[] = [];
  const mine = (items: readonly PathSpan[] | undefined) => (items ?? []).filter((i) => i.path === path && i.startLine >= 1);
  const review = retrieval?.review && mine([retrieval.review]);
  if (review?.length) out.push(...linesWithDefinitions('review', review.map((r) => ({ start: r.startLine, end: r.endLine })), definitions, FOCUS_PRIORITY.review, FOCUS_PRIORITY.review));
  out.push(...linesWithDefinitions('plan-line', namedLines(inputs.instructions, path), definitions, FOCUS_PRIORITY.planLine, FOCUS_PRIORITY.planLineDefinition));
  out.push(...symbolRecords(inputs.instructions, definitions));
  for (const item of mine(retrieval?.context)) {
    out.push(record('context', item.kind === 'definition' ? FOCUS_PRIORITY.contextDefinition : FOCUS_PRIORITY.context, item.startLine, item.endLine));
  }
  for (const e of mine(retrieval?.entities)) out.push(record('entity', FOCUS_PRIORITY.entity, e.startLine, e.endLine));
  for (const s of mine(retrieval?.snippets)) out.push(record('snippet', FOCUS_PRIORITY.snippet, s.startLine, s.endLine));
  const header = importHeader(path, inputs.lines);
  if (header) out.push(record('imports', FOCUS_PRIORITY.imports, header.start, header.end));
  return out;
}
