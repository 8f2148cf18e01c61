/**
 * Every per-file signal the ranker can weigh, as raw values (0..1 for scores normalized by the best
 * file, strengths, indicators): lexical scores of the query and of its parts, what the issue names,
 * definitions, history, graph propagation, co-change, and the file's role and kind. `rerank.ts` turns
 * them into a score with named weights; `eval --dump` writes them for fitting those weights.
 */
import { detectIntent, type Intent } from '../../context/intent.js';
import { asksAboutTypes, mostlyJavaScript } from './type-intent.js';
import type { DefinitionKind } from '../../code/definitions.js';
import { fileKinds, type FileKind } from '../../repo/classify.js';
import { coChangeScores, type CoChange } from '../../repo/cochange.js';
import { DIGITS, trimEndChars } from '../../text-ends.js';
import type { WeightedTerm } from '../terms/lexical.js';
import { indexKinds, kindSources, type IndexKinds } from '../index/index-kinds.js';
import { MentionResolver, type FileMention, type FrameLine } from './mentions.js';
import { personalizedPageRank, undirected, type FileEdges } from './propagate.js';
import { callHop, fileCalleeScores, type CallHop } from './calls.js';
import { analyzeQuery, countQueryTerms, isCodeShaped, splitQuery, type QuerySignals } from './query.js';
import type { RepoIndex } from '../index/repo-index.js';
import {
  combineChunkScores,
  queryTermWeight,
  compileScore,
  PREVIOUS_MODEL,
  type SignalColumn,
  symbolSpecificity,
  NUMBERED_VARIANT_SHARE,
  PLAIN_SYMBOL_SHARE,
  SEED_FILES,
  WORD_SYMBOL_SHARE,
} from './rerank.js';
import { TopScores } from '../terms/top-scores.js';
import { NO_TEMPLATE_LINES, stripTemplate, templateLines, type TemplateLines } from './templates.js';
import { stripEnvironment } from './environment.js';

export const FEATURES = [
  /** Content BM25 of the query (template boilerplate removed): best chunk plus a share of the next two, over the best file's. */
  'content',
  /** The same for the query as written (kept for comparison with the ranker before template removal). */
  'content.raw',
  /** Content BM25 of the title alone, of the body's prose, of pasted code and logs, of quoted identifiers and strings. */
  'content.title',
  'content.prose',
  'content.code',
  'content.quoted',
  /** The best chunk alone. */
  'content.best',
  /**
   * The share of the query's IDF weight whose terms occur in the file, anywhere in it
   * (`fileCoverage`), for the `COVERAGE_FILES` files whose content scores best.
   */
  'content.coverage',
  /** Path BM25 of the query, and of the title alone. */
  'path',
  'path.title',
  /** Strength of a path, stack frame, module chain or file stem the issue names. */
  'mention.path',
  'mention.frame',
  'mention.module',
  'mention.stem',
  /** A locale file of a language the issue names (locales.ts: 1 for its bare code, 0.7 with a region). */
  'mention.language',
  /** How strongly the file defines the names the issue gives (specificity-weighted, shared among definers). */
  'defines',
  /** `Class.member` chains the issue names that the file defines. */
  'defines.qualified',
  /** Definitions that definitions the issue names call, one hop (calls.ts): their summed weight per file, over the largest. */
  'calls.named',
  /** Log-scaled commit count over the busiest file's. */
  'history',
  /** 1 / (1 + months since the file last changed, before the newest commit scanned). */
  'recency',
  /** Log-scaled line count over the longest file's. */
  'lines',
  /** Personalized PageRank mass from the seed files along imports, over the largest; and the seeds' weight one import away. */
  'graph.ppr',
  'graph.hop',
  /** Seed weight reaching the file through commits that changed both, over the largest. */
  'cochange',
  /** Role indicators (source is the reference); none for a file whose path the issue gives. */
  'role.test',
  'role.doc',
  'role.config',
  'role.other',
  /** The file is a test and the issue asks for tests (it then has no `role.test`). */
  'intent.test',
  /** The file is a declaration file of a mostly JavaScript repository and the issue is about its TypeScript types (type-intent.ts). */
  'intent.types',
  /** Kind indicators; none for a file whose path the issue gives. */
  'kind.declaration',
  /** A declaration file whose names an implementation defines too (share of its definitions, or 1 for a sibling implementation). */
  'kind.declaration-shadowed',
  'kind.example',
  'kind.benchmark',
  'kind.build-config',
  'kind.template',
  'kind.docs-site',
  'kind.script',
  'kind.ci',
  /** A build output the repository commits (a bundle or compiled copy of its sources: see index-kinds.ts). */
  'kind.build-output',
] as const;

export type FeatureName = (typeof FEATURES)[number];

export interface FeatureOptions {
  /** Reads repository files (templates); without it no boilerplate is removed. */
  readText?: (path: string) => string | undefined;
  /** Scores from an external ranker (embeddings) added to the content scores, by chunk id. */
  extraChunkScores?: Float64Array;
  /** Co-change table (default: the one read with the index's history). */
  coChange?: CoChange;
  /** Import links to propagate along (default: those the index keeps, or resolved now). */
  links?: FileEdges;
  /**
   * The features to compute beyond those the seeds need (content, path, names, history, roles);
   * default: every feature, `content.raw` included (for comparisons and fitting).
   */
  needed?: ReadonlySet<FeatureName>;
}

export interface FileFeatures {
  intent: Intent;
  signals: QuerySignals;
  /** The query the lexical features were computed from (boilerplate removed). */
  query: string;
  /** Weighted terms of that query (entities and snippets use them). */
  terms: WeightedTerm[];
  /** Weighted terms of its title. */
  titleTerms: WeightedTerm[];
  mentions: FileMention[];
  /** The stack frames and `file:line` locations on repository files. */
  frameLines: FrameLine[];
  /** Content BM25 of every chunk for `query` (plus any extra chunk scores). */
  chunkScores: Float64Array;
  /** The same before extra chunk scores were added. */
  lexicalChunkScores: Float64Array;
  /** Names the file defines that the issue gives. */
  definedNames: ReadonlyMap<number, string[]>;
  /** The definitions the issue names and those they call (worked out on first use). */
  calls(): CallHop;
  fileCount: number;
  /** A feature's value for a file (0 when absent). */
  value(name: FeatureName, file: number): number;
  /** A feature's values by file, looked up once (undefined when no file has it). */
  column(name: FeatureName): SignalColumn | undefined;
  /** Files with a non-zero value of a feature. */
  filesWith(name: FeatureName): Iterable<number>;
}

const DEFINITION_KINDS_FOR_BOOST = new Set<DefinitionKind>(['class', 'interface', 'struct', 'enum', 'function', 'method', 'type', 'constant', 'module']);
const TYPE_KINDS = new Set<DefinitionKind>(['class', 'interface', 'struct', 'enum', 'type']);
const SECONDS_PER_MONTH = 30 * 24 * 3600;
/** Kind columns only the whole index tells (index-kinds.ts): made once per index, when a model weighs them. */
const INDEX_KIND_FEATURES: readonly FeatureName[] = ['kind.build-output', 'kind.declaration-shadowed'];

export function weightedQuery(index: RepoIndex, terms: ReadonlyMap<string, number>): WeightedTerm[] {
  const out: WeightedTerm[] = [];
  for (const [term, count] of terms) {
    const id = index.vocab.get(term);
    // An index updated in place keeps the words of files since changed or removed: one no chunk and
    // no path holds any more matches nothing, and weighed with the highest IDF it would shrink every
    // share of the query's weight (`coverage`). Left out, as an index made afresh never had it.
    if (id !== undefined && (index.content.documentFrequency(id) > 0 || index.paths.documentFrequency(id) > 0)) out.push({ id, weight: queryTermWeight(count) });
  }
  return out;
}

/** Per file: how strongly it defines what the query names, without weights (`defines`, `defines.qualified`). */
export function definitionScores(index: RepoIndex, signals: QuerySignals): { names: Map<number, number>; qualified: Map<number, number>; defined: Map<number, string[]> } {
  const names = new Map<number, number>();
  const qualified = new Map<number, number>();
  const defined = new Map<number, string[]>();
  const note = (file: number, name: string) => {
    const list = defined.get(file);
    if (!list) defined.set(file, [name]);
    else if (!list.includes(name)) list.push(name);
  };
  const named = [
    ...signals.symbols.map((s) => ({ name: s, share: isCodeShaped(s) ? 1 : PLAIN_SYMBOL_SHARE })),
    ...signals.words.map((w) => ({ name: w, share: WORD_SYMBOL_SHARE })),
  ];
  for (const { name, share: baseShare } of named) {
    let share = baseShare;
    let ids = index.symbols.get(name.toLowerCase());
    if (!ids && /[A-Za-z][0-9]+$/.test(name)) {
      // A numbered name the repository does not define (`PersonName3`) may be its base name renamed.
      ids = index.symbols.get(trimEndChars(name, DIGITS).toLowerCase());
      share *= NUMBERED_VARIANT_SHARE;
    }
    if (!ids) continue;
    const defs = ids.map((id) => index.definition(id)).filter((d) => DEFINITION_KINDS_FOR_BOOST.has(d.def.kind));
    if (baseShare === WORD_SYMBOL_SHARE && !defs.some((d) => TYPE_KINDS.has(d.def.kind))) continue;
    const files = new Set(defs.map((d) => d.file));
    if (files.size === 0) continue;
    // Exact-case matches are stronger than case-insensitive ones.
    const exact = defs.some((d) => d.def.name === name) ? 1 : 0.6;
    const termId = index.vocab.get(name.toLowerCase());
    const specificity = termId === undefined ? 1 : symbolSpecificity(index.content.idf(termId), index.content.docCount);
    const score = (share * exact * specificity) / Math.sqrt(files.size);
    for (const file of files) {
      names.set(file, (names.get(file) ?? 0) + score);
      note(file, name);
    }
  }
  for (const chain of signals.chains) {
    const parts = chain.split('.');
    for (let i = 0; i + 1 < parts.length; i++) {
      const ids = index.symbols.get(`${parts[i]}.${parts[i + 1]}`.toLowerCase());
      if (!ids) continue;
      const files = new Set(ids.map((id) => index.definition(id).file));
      for (const file of files) {
        qualified.set(file, (qualified.get(file) ?? 0) + 1 / Math.sqrt(files.size));
        note(file, `${parts[i]}.${parts[i + 1]}`);
      }
    }
  }
  return { names, qualified, defined };
}

/** Per file, its top chunks combined, over the best file's; and its best chunk alone, likewise. */
function fileContent(index: RepoIndex, chunkScores: Float64Array): { combined: Float64Array; best: Float64Array } {
  const combined = new Float64Array(index.files.length);
  const best = new Float64Array(index.files.length);
  let maxCombined = 0;
  let maxBest = 0;
  for (const file of index.files) {
    // The file's three best chunk scores (0 for chunks it lacks), without sorting them all.
    let a = 0;
    let b = 0;
    let c = 0;
    for (let ch = file.firstChunk; ch < file.firstChunk + file.chunkCount; ch++) {
      const v = chunkScores[ch]!;
      if (v > a) {
        c = b;
        b = a;
        a = v;
      } else if (v > b) {
        c = b;
        b = v;
      } else if (v > c) c = v;
    }
    const value = combineChunkScores([a, b, c]);
    combined[file.id] = value;
    best[file.id] = a;
    if (value > maxCombined) maxCombined = value;
    if (a > maxBest) maxBest = a;
  }
  normalize(combined, maxCombined);
  normalize(best, maxBest);
  return { combined, best };
}

/** Files whose share of the query's weight `content.coverage` gives: those whose content scores best. */
export const COVERAGE_FILES = 200;

/**
 * For each of `files`, the share of the weighed query's IDF weight (each term's IDF times its
 * weight) whose terms occur in one of the file's chunks: a file that uses most of what the issue
 * says, against one repeating a few of its words.
 */
export function fileCoverage(index: Pick<RepoIndex, 'files' | 'content'>, terms: readonly WeightedTerm[], files: Iterable<number>): Map<number, number> {
  const out = new Map<number, number>();
  const weights = terms.map((t) => index.content.idf(t.id) * t.weight);
  const total = weights.reduce((a, w) => a + w, 0);
  if (!(total > 0)) return out;
  for (const f of files) {
    const { firstChunk, chunkCount } = index.files[f]!;
    let held = 0;
    terms.forEach((t, i) => {
      if (weights[i]! > 0 && index.content.occursIn(t.id, firstChunk, firstChunk + chunkCount)) held += weights[i]!;
    });
    if (held > 0) out.set(f, held / total);
  }
  return out;
}

function normalize(values: Float64Array, max: number): Float64Array {
  if (max > 0) for (let i = 0; i < values.length; i++) values[i]! /= max;
  return values;
}

function lexical(index: RepoIndex, text: string): { terms: WeightedTerm[]; chunks: Float64Array } {
  const terms = weightedQuery(index, countQueryTerms(text));
  const chunks = new Float64Array(index.chunkCount);
  if (terms.length) index.content.score(terms, chunks);
  return { terms, chunks };
}

function pathScores(index: RepoIndex, terms: readonly WeightedTerm[]): Float64Array {
  const scores = new Float64Array(index.files.length);
  if (terms.length === 0) return scores;
  index.paths.score(terms, scores);
  let max = 0;
  for (const v of scores) if (v > max) max = v;
  return normalize(scores, max);
}

interface IndexExtras {
  resolver: MentionResolver;
  templates?: TemplateLines;
  kinds: (readonly FileKind[])[];
  graph?: FileEdges;
  /** The columns that do not depend on the query (history, recency, lines, role and kind indicators), made once. */
  fixed: Map<FeatureName, Float64Array>;
  /** Build outputs and shadowed declarations, once asked for (their columns then join `fixed`). */
  indexKinds?: IndexKinds;
  /** Whether most of the sources (role source, no kind) are JavaScript rather than TypeScript (type-intent.ts), once a query asks. */
  javaScript?: boolean;
}

/** Whether the index's sources (role source, no kind) are mostly JavaScript: counted once, for the first query about types. */
function javaScriptSources(index: RepoIndex, e: IndexExtras): boolean {
  e.javaScript ??= mostlyJavaScript(index.files.filter((f, id) => f.role === 'source' && e.kinds[id]!.length === 0).map((f) => f.path));
  return e.javaScript;
}

/** Tables made once per index: every query of it shares them. */
const extrasOf = new WeakMap<RepoIndex, IndexExtras>();

function extras(index: RepoIndex): IndexExtras {
  let e = extrasOf.get(index);
  if (!e) {
    const kinds = index.files.map((f) => fileKinds(f.path));
    e = { resolver: new MentionResolver(index.files.map((f) => f.path)), kinds, fixed: fixedColumns(index, kinds) };
    extrasOf.set(index, e);
  }
  return e;
}

/**
 * Per file, what the query does not change: history (log-scaled commits over the busiest file's),
 * recency, lines (log-scaled over the longest file's), and 1 for each role but source and each
 * kind it has. The query only takes roles and kinds away (from files it names, from tests it asks for).
 */
function fixedColumns(index: RepoIndex, kinds: readonly (readonly FileKind[])[]): Map<FeatureName, Float64Array> {
  const n = index.files.length;
  const columns = new Map<FeatureName, Float64Array>();
  const of = (name: FeatureName) => {
    let c = columns.get(name);
    if (!c) columns.set(name, (c = new Float64Array(n)));
    return c;
  };
  const history = index.history;
  let maxCommits = 0;
  if (history) for (const h of history.files.values()) if (h.commits > maxCommits) maxCommits = h.commits;
  let maxLines = 0;
  for (const f of index.files) if (f.lineCount > maxLines) maxLines = f.lineCount;
  for (const file of index.files) {
    if (file.role !== 'source') of(`role.${file.role}`)[file.id] = 1;
    for (const kind of kinds[file.id]!) of(`kind.${kind}`)[file.id] = 1;
    const past = history?.files.get(file.path);
    if (past && past.commits > 0 && maxCommits > 0) {
      of('history')[file.id] = Math.log1p(past.commits) / Math.log1p(maxCommits);
      of('recency')[file.id] = 1 / (1 + Math.max(0, history!.newest - past.lastCommit) / SECONDS_PER_MONTH);
    }
    if (maxLines > 0) of('lines')[file.id] = Math.log1p(file.lineCount) / Math.log1p(maxLines);
  }
  return columns;
}

/**
 * The role and kind columns for one query: a file whose path the issue gives is what it is about,
 * whatever its role or kind; tests are sources (`intent.test`) when the issue asks for tests;
 * declaration files are also `intent.types` when the issue is about a JavaScript repository's types.
 */
function roleColumns(fixed: ReadonlyMap<FeatureName, Float64Array>, named: Iterable<number>, wanted: { tests: boolean; types: boolean }, needs: (name: FeatureName) => boolean): Map<FeatureName, Float64Array> {
  const out = new Map<FeatureName, Float64Array>();
  const namedFiles = [...named];
  for (const [name, column] of fixed) {
    if (!name.startsWith('role.') && !name.startsWith('kind.')) continue;
    if (INDEX_KIND_FEATURES.includes(name) && !needs(name)) continue;
    if (wanted.tests && name === 'role.test') {
      out.set('intent.test', column);
      continue;
    }
    if (wanted.types && name === 'kind.declaration' && needs('intent.types')) out.set('intent.types', column);
    let own = column;
    for (const f of namedFiles) {
      if (own[f] === 0) continue;
      if (own === column) own = column.slice();
      own[f] = 0;
    }
    out.set(name, own);
  }
  return out;
}

/** The repository's template lines, read once per index through `readText`. */
function templatesOf(index: RepoIndex, readText: (path: string) => string | undefined): TemplateLines {
  const e = extras(index);
  if (!e.templates) {
    const paths = [...index.files.map((f) => f.path), ...index.skipped.map((s) => s.path)];
    const texts = paths.filter((p) => /(?:^|\/)(?:ISSUE_TEMPLATE|PULL_REQUEST_TEMPLATE|pull_request_template)/i.test(p)).flatMap((path) => {
      const text = readText(path);
      return text === undefined ? [] : [{ path, text }];
    });
    e.templates = texts.length ? templateLines(texts) : NO_TEMPLATE_LINES;
  }
  return e.templates;
}

function graphOf(index: RepoIndex, links: FileEdges | undefined): FileEdges | undefined {
  const e = extras(index);
  if (!e.graph) {
    let edges = index.tables.links ?? links;
    if (!edges) {
      try {
        edges = index.links();
      } catch {
        // An index whose imports cannot be resolved propagates nothing.
      }
    }
    if (edges) e.graph = undirected(edges, index.files.length);
  }
  return e.graph;
}

/**
 * The index's build outputs and shadowed declarations (index-kinds.ts: the store's, or worked out
 * once per index), and their columns added to the fixed ones.
 */
function indexKindColumns(index: RepoIndex, options: FeatureOptions): void {
  const e = extras(index);
  if (e.indexKinds) return;
  const own = kindSources(index, e.kinds);
  const found = indexKinds(index, () => ({
    ...own,
    ...(options.readText ? { readText: options.readText } : {}),
    ...(options.links ? { links: () => index.tables.links ?? options.links } : {}),
  }));
  e.indexKinds = found;
  const n = index.files.length;
  const outputs = new Float64Array(n);
  for (const f of found.buildOutputs.keys()) outputs[f] = 1;
  const shadowed = new Float64Array(n);
  for (const [f, share] of found.shadowed) shadowed[f] = share;
  e.fixed.set('kind.build-output', outputs);
  e.fixed.set('kind.declaration-shadowed', shadowed);
}

export function computeFeatures(index: RepoIndex, rawQuery: string, options: FeatureOptions = {}): FileFeatures {
  const e = extras(index);
  const template = options.readText ? templatesOf(index, options.readText) : NO_TEMPLATE_LINES;
  // What the reporter's machine runs (environment.ts) and the template's own words are no evidence.
  const query = stripTemplate(stripEnvironment(rawQuery), template);
  const signals = analyzeQuery(query);
  const intent = detectIntent(query);
  const parts = splitQuery(query);
  const n = index.files.length;

  const terms = weightedQuery(index, signals.terms);
  const lexicalChunkScores = new Float64Array(index.chunkCount);
  if (terms.length) index.content.score(terms, lexicalChunkScores);
  let chunkScores = lexicalChunkScores;
  if (options.extraChunkScores) {
    chunkScores = lexicalChunkScores.slice();
    for (let i = 0; i < chunkScores.length; i++) chunkScores[i]! += options.extraChunkScores[i] ?? 0;
  }
  const needs = (name: FeatureName) => !options.needed || options.needed.has(name);
  const dense = new Map<FeatureName, Float64Array>();
  const content = fileContent(index, chunkScores);
  dense.set('content', content.combined);
  if (needs('content.best')) dense.set('content.best', content.best);
  if (needs('content.coverage') && terms.length) {
    const best = new TopScores(COVERAGE_FILES);
    for (let f = 0; f < n; f++) best.offer(f, content.combined[f]!);
    const coverage = new Float64Array(n);
    for (const [f, v] of fileCoverage(index, terms, best.sorted().map((s) => s.file))) coverage[f] = v;
    dense.set('content.coverage', coverage);
  }
  if (!options.needed) dense.set('content.raw', query === rawQuery ? content.combined : fileContent(index, lexical(index, rawQuery).chunks).combined);
  for (const [name, text] of [
    ['content.title', parts.title],
    ['content.prose', parts.prose],
    ['content.code', parts.code],
    ['content.quoted', parts.quoted],
  ] as const) {
    if (text.trim() && needs(name)) dense.set(name, fileContent(index, lexical(index, text).chunks).combined);
  }
  dense.set('path', pathScores(index, terms));
  const titleTerms = weightedQuery(index, countQueryTerms(parts.title));
  if (titleTerms.length && needs('path.title')) dense.set('path.title', pathScores(index, titleTerms));

  const sparse = new Map<FeatureName, Map<number, number>>();
  const sparseOf = (name: FeatureName) => {
    let m = sparse.get(name);
    if (!m) sparse.set(name, (m = new Map()));
    return m;
  };
  const mentions = e.resolver.resolve(signals);
  for (const m of mentions) {
    const file = index.byPath.get(m.file);
    if (!file) continue;
    const column = sparseOf(`mention.${m.kind}`);
    column.set(file.id, Math.max(column.get(file.id) ?? 0, m.strength));
  }
  const defs = definitionScores(index, signals);
  if (defs.names.size) sparse.set('defines', defs.names);
  if (defs.qualified.size) sparse.set('defines.qualified', defs.qualified);
  let hop: CallHop | undefined;
  const calls = () => (hop ??= callHop(index, signals));
  if (needs('calls.named')) {
    const callees = fileCalleeScores(index, calls().callees);
    if (callees.size) sparse.set('calls.named', callees);
  }

  const value = (name: FeatureName, file: number): number => {
    const d = dense.get(name);
    if (d) return d[file]!;
    return sparse.get(name)?.get(file) ?? 0;
  };
  const filesWith = (name: FeatureName): Iterable<number> => {
    const d = dense.get(name);
    if (d) {
      const out: number[] = [];
      for (let f = 0; f < n; f++) if (d[f]! !== 0) out.push(f);
      return out;
    }
    return sparse.get(name)?.keys() ?? [];
  };
  const column = (name: FeatureName): SignalColumn | undefined => {
    const d = dense.get(name);
    if (d) return (file) => d[file]!;
    const m = sparse.get(name);
    return m ? (file) => m.get(file) ?? 0 : undefined;
  };

  // History, recency, lines, roles and kinds: made once per index; the query only takes roles and
  // kinds away from the files it names by path, and role.test from tests when it asks for tests.
  for (const name of ['history', 'recency', 'lines'] as const) {
    const fixed = e.fixed.get(name);
    // The seeds weigh history whatever the model.
    if (fixed && (name === 'history' || needs(name))) dense.set(name, fixed);
  }
  const namedByPath = sparse.get('mention.path');
  if (INDEX_KIND_FEATURES.some(needs)) indexKindColumns(index, options);
  const wanted = { tests: intent.kind === 'TEST_WRITING', types: asksAboutTypes(query) && javaScriptSources(index, e) };
  for (const [name, column] of roleColumns(e.fixed, namedByPath?.keys() ?? [], wanted, needs)) dense.set(name, column);

  // Seeds: the best files by the previous ranker's fixed combination of the signals above (files
  // none of its relevance signals reaches score 0 under it).
  const seedScore = compileScore(PREVIOUS_MODEL, column);
  const reached = new Uint8Array(n);
  for (const name of Object.keys(PREVIOUS_MODEL.relevance) as FeatureName[]) for (const f of filesWith(name)) reached[f] = 1;
  const best = new TopScores(SEED_FILES);
  for (let f = 0; f < n; f++) if (reached[f]) best.offer(f, seedScore(f));
  const seeds = new Map(best.sorted().map((s) => [s.file, s.score]));

  const graph = seeds.size && (needs('graph.ppr') || needs('graph.hop')) ? graphOf(index, options.links) : undefined;
  if (graph && needs('graph.ppr')) {
    // The PageRank iterations are the costly part: only when the model weighs them.
    const ppr = personalizedPageRank(graph, n, seeds);
    const pprColumn = new Map<number, number>();
    let maxPpr = 0;
    for (let f = 0; f < n; f++) if (ppr[f]! > maxPpr) maxPpr = ppr[f]!;
    for (let f = 0; f < n; f++) if (ppr[f]! > maxPpr * 1e-3) pprColumn.set(f, ppr[f]! / maxPpr);
    if (pprColumn.size) sparse.set('graph.ppr', pprColumn);
  }
  if (graph && needs('graph.hop')) {
    const hop = new Map<number, number>();
    let total = 0;
    for (const w of seeds.values()) total += w;
    for (const [seed, w] of seeds) {
      for (let p = graph.offsets[seed]!; p < graph.offsets[seed + 1]!; p++) {
        const t = graph.targets[p]!;
        hop.set(t, Math.max(hop.get(t) ?? 0, w / total));
      }
    }
    if (hop.size) sparse.set('graph.hop', hop);
  }
  const coChange = options.coChange ?? index.history?.coChange;
  if (coChange && seeds.size && needs('cochange')) {
    const byPath = new Map([...seeds].map(([f, w]) => [index.files[f]!.path, w]));
    const flows = coChangeScores(coChange, byPath);
    let max = 0;
    for (const v of flows.values()) if (v > max) max = v;
    const column = new Map<number, number>();
    for (const [path, v] of flows) {
      const file = index.byPath.get(path);
      if (file && v > 0) column.set(file.id, v / max);
    }
    if (column.size) sparse.set('cochange', column);
  }
  return {
    intent,
    signals,
    query,
    terms,
    titleTerms,
    mentions,
    frameLines: signals.frames.length ? e.resolver.frameLines(signals) : [],
    chunkScores,
    lexicalChunkScores,
    definedNames: defs.defined,
    calls,
    fileCount: n,
    value,
    column,
    filesWith,
  };
}
