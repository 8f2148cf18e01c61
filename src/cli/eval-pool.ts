/**
 * Dev-pool helpers of `eval`: moving a checkout to an instance's base commit (one run at a time per
 * checkout), the gold functions of a fix (the innermost function, method or class around each line
 * it changes and each place it adds lines), and the per-instance record of every candidate file's
 * signals that `scripts/fit-ranker.mjs` fits on.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitOutputSync } from '../repo/git-run.js';
import { wholeDefinitions } from '../code/analyze.js';
import { innermostAround, type Definition, type DefinitionKind } from '../code/definitions.js';
import type { FeatureName, FileFeatures } from '../search/rank/features.js';
import type { RepoIndex } from '../search/index/repo-index.js';
import { MODEL, PREVIOUS_MODEL, scoreWith } from '../search/rank/rerank.js';
import { entityCandidates, topFilesByScore } from '../search/rank/entities.js';
import { calledNames } from '../search/rank/calls.js';
import { featureValues, fileScores } from '../search/rank/search.js';
import { processAlive } from '../verify/user-lock.js';

const git = (dir: string, args: string[], input?: string) => gitOutputSync(dir, args, { maxOutputBytes: 1 << 28, ...(input !== undefined ? { input } : {}) }).toString('utf8');

/** Paths of `commit` whose blobs the object store lacks (snapshots leave out very large files). */
export function missingBlobs(dir: string, commit: string): string[] {
  const entries = git(dir, ['ls-tree', '-r', '-z', commit])
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      const [, type, sha] = line.slice(0, tab).split(' ');
      return { type, sha: sha!, path: line.slice(tab + 1) };
    })
    .filter((e) => e.type === 'blob');
  const checked = git(dir, ['cat-file', '--batch-check'], entries.map((e) => e.sha).join('\n') + '\n');
  const missing = new Set(checked.split('\n').filter((l) => l.endsWith(' missing')).map((l) => l.split(' ')[0]));
  return entries.filter((e) => missing.has(e.sha)).map((e) => e.path);
}

/**
 * Holds each checkout `eval --checkout` moves between commits (`sweep-eval.lock` in its git folder,
 * the holder's process id in it) until the returned function releases them: a second run on the
 * same checkout would move the work tree under the first one's index. A lock whose process is gone
 * (a run that was killed) is taken over. Throws, holding nothing, when another live run holds one.
 */
export function holdCheckouts(dirs: Iterable<string>, alive: (pid: number) => boolean = processAlive): () => void {
  const held: string[] = [];
  const release = () => {
    for (const lock of held.splice(0)) rmSync(lock, { force: true });
  };
  try {
    for (const dir of new Set(dirs)) held.push(lockCheckout(dir, alive));
  } catch (error) {
    release();
    throw error;
  }
  return release;
}

function lockCheckout(dir: string, alive: (pid: number) => boolean): string {
  const lock = join(git(dir, ['rev-parse', '--absolute-git-dir']).trim(), 'sweep-eval.lock');
  for (;;) {
    try {
      writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
      return lock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(lock, 'utf8').trim());
    } catch {
      continue; // released meanwhile
    }
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
      throw new Error(`another eval --checkout (process ${holder}) is moving ${dir} between commits; run one at a time per checkout (its lock: ${lock})`);
    }
    rmSync(lock, { force: true });
  }
}

/**
 * Moves the work tree of `dir` to `commit`, dropping untracked files; a no-op when already there and
 * clean. Files whose blobs the store lacks are left out of the work tree (sparse checkout).
 */
export function checkoutCommit(dir: string, commit: string): void {
  const head = git(dir, ['rev-parse', '--verify', '--quiet', 'HEAD']).trim();
  if (head === commit && git(dir, ['status', '--porcelain', '--untracked-files=normal']).trim() === '') return;
  try {
    git(dir, ['checkout', '--quiet', '--force', '--detach', commit]);
  } catch {
    const patterns = ['/*', ...missingBlobs(dir, commit).map((p) => `!/${p.replace(/([*?[\]\\!])/g, '\\$1')}`)];
    git(dir, ['sparse-checkout', 'set', '--no-cone', '--stdin'], patterns.join('\n') + '\n');
    git(dir, ['checkout', '--quiet', '--force', '--detach', commit]);
  }
  git(dir, ['clean', '-fdq']);
}

/** Lines added between two old-file lines: after old line `after` (0: at the top of the file). */
export interface Insertion {
  after: number;
  /** Leading whitespace of the first added line that is not blank; undefined when all are blank. */
  indent: number | undefined;
}

/** What a unified diff changes in one old file: the lines it removes or replaces, and where it only adds. */
export interface Touches {
  lines: Set<number>;
  insertions: Insertion[];
}

/** Leading spaces and tabs of a line. */
function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/**
 * What a unified diff touches, per old file, in old-file numbers: removed lines (added lines right
 * after removed ones replace them), and each run of added lines that replaces nothing as an insertion
 * after the old line before it. A hunk that removes nothing (`-N,0`) is numbered by that line, N; any
 * other hunk by its first line.
 */
export function touchedLines(patch: string): Map<string, Touches> {
  const files = new Map<string, Touches>();
  let current: Touches | undefined;
  let oldLine = 0;
  /** The run of changed lines under way: removed lines (added ones then replace them), or added ones only. */
  let run: 'removed' | Insertion | undefined;
  for (const line of patch.split('\n')) {
    if (line.startsWith('diff --git ')) {
      current = undefined;
      continue;
    }
    if (line.startsWith('--- ')) {
      const path = line.slice(4).replace(/^a\//, '');
      current = path === '/dev/null' ? undefined : (files.get(path) ?? files.set(path, { lines: new Set(), insertions: [] }).get(path));
      continue;
    }
    if (line.startsWith('+++ ')) continue;
    const hunk = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/.exec(line);
    if (hunk) {
      oldLine = Number(hunk[1]) + (hunk[2] === '0' ? 1 : 0);
      run = undefined;
      continue;
    }
    if (!current) continue;
    if (line.startsWith('-')) {
      current.lines.add(oldLine++);
      run = 'removed';
    } else if (line.startsWith('+')) {
      if (run === undefined) current.insertions.push((run = { after: oldLine - 1, indent: undefined }));
      if (run !== 'removed' && run.indent === undefined && line.slice(1).trim()) run.indent = indentOf(line.slice(1));
    } else if (line.startsWith(' ')) {
      oldLine++;
      run = undefined;
    }
  }
  return files;
}

const ENTITY_KINDS = new Set<DefinitionKind>(['function', 'method', 'class', 'interface', 'struct', 'enum']);

/**
 * Whether lines added after old line `at.after` are inside `def`: it holds the lines on both sides,
 * or it ends on the line before and they are indented deeper than its first line (a body without a
 * closing line, as in Python, that the fix goes on with).
 */
export function holdsInsertion(def: Pick<Definition, 'startLine' | 'endLine'>, at: Insertion, lines: readonly string[] | undefined): boolean {
  if (def.startLine > at.after || def.endLine < at.after) return false;
  if (def.endLine > at.after) return true;
  const first = lines?.[def.startLine - 1];
  return at.indent !== undefined && first !== undefined && at.indent > indentOf(first);
}

/**
 * `path::Qualified.name` of the innermost entity around each line the fix removes or replaces and
 * around each place it adds lines, in the gold files (a file indexed for its imports only is parsed:
 * its text comes from `read`).
 */
export async function goldEntities(index: RepoIndex, touched: ReadonlyMap<string, Touches>, read: (path: string) => string | undefined): Promise<string[]> {
  const out = new Set<string>();
  for (const [path, { lines, insertions }] of touched) {
    const file = index.byPath.get(path);
    if (!file) continue;
    const defs = await wholeDefinitions(file.record.analysis, path, read);
    for (const line of lines) {
      const inner = innermostAround(defs, line, (d) => ENTITY_KINDS.has(d.kind));
      if (inner) out.add(`${path}::${inner.qualifiedName}`);
    }
    let text: string[] | undefined;
    for (const at of insertions) {
      const inner = innermostAround(defs, at.after, (d) => ENTITY_KINDS.has(d.kind) && holdsInsertion(d, at, d.endLine === at.after ? (text ??= read(path)?.split('\n')) : undefined));
      if (inner) out.add(`${path}::${inner.qualifiedName}`);
    }
  }
  return [...out].sort();
}

/** The gold entities of an instance from its fix as a unified diff against the base. */
export function goldEntitiesOfPatch(index: RepoIndex, patch: string, read: (path: string) => string | undefined): Promise<string[]> {
  return goldEntities(index, touchedLines(patch), read);
}

/** The gold entities of an instance from its fix commit's diff against the base. */
export function goldEntitiesOfCommit(index: RepoIndex, base: string, commit: string, goldFiles: readonly string[], read: (path: string) => string | undefined): Promise<string[]> {
  const patch = git(index.root, ['diff', '--no-renames', '--unified=0', base, commit, '--', ...goldFiles]);
  return goldEntitiesOfPatch(index, patch, read);
}

/** Candidates per instance: the previous ranker's best, each signal's best, and every named file. */
const CANDIDATES_PREVIOUS = 100;
const CANDIDATES_PER_SIGNAL = 30;
const SIGNALS_FOR_CANDIDATES: readonly FeatureName[] = [
  'content',
  'content.raw',
  'content.title',
  'content.prose',
  'content.code',
  'content.quoted',
  'content.best',
  'path',
  'path.title',
  'graph.ppr',
  'graph.hop',
  'cochange',
];
const NAMED: readonly FeatureName[] = ['mention.path', 'mention.frame', 'mention.module', 'mention.stem', 'mention.language', 'defines', 'defines.qualified', 'calls.named'];

function topBy(n: number, count: number, value: (f: number) => number): number[] {
  const files: number[] = [];
  for (let f = 0; f < n; f++) if (value(f) > 0) files.push(f);
  files.sort((a, b) => value(b) - value(a) || a - b);
  return files.slice(0, count);
}

export interface DumpedCandidate {
  path: string;
  features: Partial<Record<FeatureName, number>>;
}

/**
 * Entity candidates come from this many of the previous ranker's best files and as many of the
 * shipped ranker's (all read exactly): a fit then sees the functions the shipped weights list.
 */
const ENTITY_DUMP_FILES = 25;
const KIND_CODES: Partial<Record<DefinitionKind, number>> = { function: 0, method: 1, class: 2, interface: 2, struct: 2, enum: 2 };

/**
 * An entity candidate as `[file (position in the candidate list), exact body BM25 or -1, chunk body
 * BM25, title body BM25 or -1, name match, name BM25, kind (0 function, 1 method, 2 class-like),
 * named (0/1), qualified name, frame strength (0 when no frame of the issue is in it), lines, share
 * of the query's weight the exact body holds or -1, callee weight from named definitions (calls.ts), caller
 * weight of the named definitions it calls or -1, the entities it calls (positions in the list: the
 * names its call references call (`calledNames`), each to every listed entity of exactly that name),
 * its kind by name, its first and last line]`.
 */
export type DumpedEntity = [number, number, number, number, number, number, number, number, string, number, number, number, number, number, number[], DefinitionKind, number, number];

/** The files (and their entities) worth scoring for one query, with every non-zero signal. */
export function dumpCandidates(
  index: RepoIndex,
  features: FileFeatures,
  readText: (path: string) => string | undefined,
): { candidates: DumpedCandidate[]; entities: DumpedEntity[] } {
  const n = index.files.length;
  const rawOrClean = (name: FeatureName) => (name === 'content' ? 'content.raw' : name);
  const previous = fileScores(index, features, {
    ...PREVIOUS_MODEL,
    relevance: Object.fromEntries(Object.entries(PREVIOUS_MODEL.relevance).map(([k, v]) => [rawOrClean(k as FeatureName), v])),
  });
  const chosen = new Set<number>(topBy(n, CANDIDATES_PREVIOUS, (f) => previous[f]!));
  for (const name of SIGNALS_FOR_CANDIDATES) {
    const files = [...features.filesWith(name)];
    files.sort((a, b) => features.value(name, b) - features.value(name, a) || a - b);
    for (const f of files.slice(0, CANDIDATES_PER_SIGNAL)) chosen.add(f);
  }
  for (const name of NAMED) for (const f of features.filesWith(name)) chosen.add(f);
  const any = { relevance: Object.fromEntries(SIGNALS_FOR_CANDIDATES.concat(NAMED).map((s) => [s, 1])), definesCap: Infinity, prior: {}, factors: {} };
  const files = [...chosen].sort((a, b) => a - b).filter((f) => scoreWith(any, (name) => features.value(name, f)) > 0);
  const position = new Map(files.map((f, i) => [f, i]));
  const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
  const candidates = files.map((f) => ({ path: index.files[f]!.path, features: Object.fromEntries(Object.entries(featureValues(features, f)).map(([k, v]) => [k, round6(v)])) }));
  const shipped = fileScores(index, features, MODEL);
  const entityFiles = [...new Set([...topFilesByScore(index, previous, ENTITY_DUMP_FILES), ...topFilesByScore(index, shipped, ENTITY_DUMP_FILES)])];
  const inputs = { fileScores: previous, chunkScores: features.chunkScores, query: features.terms, titleQuery: features.titleTerms, signals: features.signals, frames: features.frameLines, calls: features.calls(), readText };
  const entities: DumpedEntity[] = [];
  const kept = entityCandidates(index, inputs, entityFiles, new Set(entityFiles)).filter((e) => position.has(e.file));
  const byName = new Map<string, number[]>();
  kept.forEach((e, i) => {
    const same = byName.get(e.def.name);
    if (same) same.push(i);
    else byName.set(e.def.name, [i]);
  });
  for (const e of kept) {
    const r = (v: number) => Math.round(v * 1e4) / 1e4;
    const called = calledNames(index.referencesOf(index.files[e.file]!), e.def.startLine, e.def.endLine, e.def.name).flatMap((name) => byName.get(name) ?? []);
    entities.push([position.get(e.file)!, r(e.bodyExact ?? -1), r(e.bodyChunk), r(e.bodyTitle ?? -1), e.nameMatch, r(e.nameBm25), KIND_CODES[e.def.kind] ?? 0, e.named ? 1 : 0, e.def.qualifiedName, r(e.frame), e.def.endLine - e.def.startLine + 1, r(e.coverage ?? -1), r(e.callee), r(e.caller ?? -1), called, e.def.kind, e.def.startLine, e.def.endLine]);
  }
  return { candidates, entities };
}

/**
 * The gold files the index calls tests (`gold_tests` in a dump line, only when there are some): a
 * dataset's gold told tests from sources by their paths, and a test named like a module
 * (`src/addDays/test.ts`) is known by its text; the fitting leaves them out of the gold.
 */
export function goldTests(index: Pick<RepoIndex, 'byPath'>, gold: readonly string[]): { gold_tests?: string[] } {
  const tests = gold.filter((g) => index.byPath.get(g)?.role === 'test');
  return tests.length ? { gold_tests: tests } : {};
}
