/**
 * Builds a repository's index, reusing the persisted one: with git, only the paths changed since the
 * indexed commit are even stated; files whose size and mtime match the manifest are not read; files
 * whose content hash is known are not parsed; only new content is analyzed. Within a memory budget
 * (index-budget.ts). The steps: open the store, list the files, match them to the manifest, read
 * and analyze the rest (index-analysis.ts), assemble the index, save it in the background
 * (index-save.ts).
 */
import { getHeapStatistics } from 'node:v8';
import type { Skipped } from '../../repo/classify.js';
import { gitState, type GitState } from '../../repo/git-changes.js';
import { HISTORY_COMMITS, readHistory, type HistoryStats } from '../../repo/history.js';
import { listingSettings, walkChanges, walkRepo, type RepoFile, type WalkOptions, type WalkResult } from '../../repo/walk.js';
import type { Analyzer } from './analyze-pool.js';
import { analysisCache, type AnalysisLru } from './analysis-cache.js';
import type { FileRecord, ManifestEntry } from '../store/file-record.js';
import { admitWithin, defaultBudget } from './index-budget.js';
import { analyzeFiles, StoreRejected } from './index-analysis.js';
import type { ComputedLinks } from '../store/import-links.js';
import { linksOf, saveInBackground, sharedLinks } from './index-save.js';
import { tablesKey, type IndexTables } from '../store/index-tables.js';
import { updateTables, type NextFile } from '../store/table-update.js';
import { Vocabulary } from '../terms/lexical.js';
import { RepoIndex, tableEntry, type IndexStats, type PhaseTimings } from './repo-index.js';
import { RecordSources } from './record-sources.js';
import { readStore } from '../store/store.js';
import type { StoredListing, StoreContents } from '../store/store-read.js';

export interface IndexProgress {
  done: number;
  total: number;
  /** Files analyzed so far (the slow part); `done` also counts reused ones. */
  analyzed: number;
  elapsedMs: number;
}

export interface IndexOptions extends WalkOptions {
  /** Folder of the persisted index; `false` keeps everything in memory. */
  cacheDir: string | false;
  /** Read git history for the recency prior (default true). */
  history?: boolean;
  onProgress?: (progress: IndexProgress) => void;
  /** Clock, for tests. */
  now?: () => number;
  /** Analyses remembered across builds in this process (default: the shared cache); false for none. */
  memory?: AnalysisLru | false;
  /**
   * Wait this long before writing the persisted index in the background (default 0). A caller about
   * to send a model request lets it go out first: the writer's slices would otherwise hold up the
   * few turns of the event loop the request takes to leave.
   */
  persistDelayMs?: number;
  /**
   * The persisted index came from elsewhere (a restored cache): every file is read and hashed, and
   * every record the store gives is checked against its file first; one that fails discards the
   * store. Its search tables and links are rebuilt.
   */
  untrusted?: boolean;
  /** Runs `fire` after `ms` milliseconds (the persist delay); `setTimeout` unless a test passes its own timer. */
  schedule?: (fire: () => void, ms: number) => void;
  /** Most bytes of source text to index (default: from the heap's size); see index-budget.ts. */
  maxIndexBytes?: number;
  /** Told why a persisted index was not used, was discarded, or could not be written. */
  log?: (line: string) => void;
  /** The analyzer for that many files to analyze (`createAnalyzer` unless a test gives another). */
  analyzer?: (files: number) => Analyzer;
}

type Store = StoreContents & { listing: StoredListing };

export async function buildIndex(root: string, options: IndexOptions): Promise<RepoIndex> {
  try {
    return await build(root, options, true);
  } catch (error) {
    if (!(error instanceof StoreRejected) || !options.cacheDir) throw error;
    logOf(options)(`the persisted index in ${options.cacheDir} was discarded: ${error.message}; indexing from scratch`);
    return build(root, options, false);
  }
}

function logOf(options: IndexOptions): (line: string) => void {
  return options.log ?? ((line) => process.emitWarning(line));
}

/**
 * Lists the files: from what git says changed since the stored listing when it can, else all.
 * `current` is git's state, asked for while the store was read.
 */
async function listFiles(root: string, options: IndexOptions, store: Store | undefined, current: Promise<GitState | undefined> | undefined): Promise<WalkResult> {
  const commit = store?.listing.commit;
  if (store && commit && !options.untrusted) {
    const skipped: Skipped[] = store.listing.walkSkips.map(([path, reason, detail]) => ({ path, reason, ...(detail !== undefined ? { detail } : {}) }));
    const changed = await walkChanges(root, options, { settings: store.listing.settings, state: commit, files: store.manifest, skipped }, current);
    if (changed) return changed;
  }
  return walkRepo(root, options, current);
}

/**
 * Files whose manifest entry still matches (size and mtime): their records are used unread, put in
 * `manifest` and `recordOf`. Returns the others.
 */
function matchManifest(files: readonly RepoFile[], store: Store | undefined, untrusted: boolean, manifest: Map<string, ManifestEntry>, recordOf: Map<string, FileRecord>): RepoFile[] {
  const toRead: RepoFile[] = [];
  for (const file of files) {
    const entry = untrusted ? undefined : store?.manifest.get(file.path);
    const record = entry && entry.size === file.size && entry.mtimeMs === file.mtimeMs ? store!.records.get(entry.hash) : undefined;
    if (record) {
      manifest.set(file.path, entry!);
      recordOf.set(file.path, record);
    } else toRead.push(file);
  }
  return toRead;
}

/** True when the new manifest or listing state differs from the store's: a new generation is due. */
function differs(store: Store | undefined, manifest: ReadonlyMap<string, ManifestEntry>, walked: WalkResult): boolean {
  if (!store || store.manifest.size !== manifest.size) return true;
  for (const [path, e] of manifest) {
    const old = store.manifest.get(path);
    if (!old || old.hash !== e.hash || old.size !== e.size || old.mtimeMs !== e.mtimeMs) return true;
  }
  return JSON.stringify(store.listing.commit ?? null) !== JSON.stringify(walked.state ?? null);
}

/** Paths whose content is new or different since the store. */
function changedPaths(store: Store | undefined, manifest: ReadonlyMap<string, ManifestEntry>): Set<string> {
  const out = new Set<string>();
  for (const [path, e] of manifest) if (store?.manifest.get(path)?.hash !== e.hash) out.add(path);
  return out;
}

/** What one build needs throughout: its options, clock, log and phase timings. */
interface BuildRun {
  root: string;
  options: IndexOptions;
  now: () => number;
  start: number;
  log: (line: string) => void;
  untrusted: boolean;
  timings: PhaseTimings;
}

/** What reading the files gave: the records of the admitted files, and what could not be read. */
interface FilesRead {
  admitted: RepoFile[];
  vocab: Vocabulary;
  records: Map<string, FileRecord>;
  manifest: Map<string, ManifestEntry>;
  recordOf: Map<string, FileRecord>;
  /** Files left unread: past the budget, or unreadable. */
  unread: Skipped[];
  stats: IndexStats;
  /** Paths whose records came from the store unread, and the path of each content analyzed now. */
  reusedPaths: Set<string>;
  parsedPaths: Set<string>;
}

async function build(root: string, options: IndexOptions, useStore: boolean): Promise<RepoIndex> {
  const now = options.now ?? (() => performance.now());
  const run: BuildRun = { root, options, now, start: now(), log: logOf(options), untrusted: Boolean(options.untrusted), timings: { walkMs: 0, readMs: 0, parseMs: 0, indexMs: 0, storeMs: 0 } };
  const sources = new RecordSources(root, options.cacheDir, run.log);
  const { store, history: historyRead, walked } = await openAndList(run, sources, useStore);
  const read = await readFiles(run, store, walked, sources);
  const history = await historyRead;
  const { entries, skipped } = assemble(walked, read, sources);
  let settle: () => void = () => undefined;
  const persisted = new Promise<void>((resolve) => (settle = resolve));
  const index = await openIndex(run, store, entries, skipped, read, history, sources, persisted);
  const changedLinks = linkChanged(run, store, read, index);
  const saveTo = options.cacheDir && differs(store, read.manifest, walked) ? options.cacheDir : undefined;
  // Without links to start from, the search's code graph and the save share one resolution.
  const links = changedLinks ? () => changedLinks : index.stats.storedTables ? undefined : sharedLinks(index, saveTo !== undefined);
  if (saveTo) void save(run, saveTo, store, walked, read, index, sources, links).then(settle);
  else settle();
  return index;
}

/**
 * Reads the store, then lists the files, starting from the store's listing. The history is asked of
 * git at the same time and given as a promise: the files are read and analyzed while `git log` runs
 * (0.1-0.2 s on a repository with a long history, which a cold run waited for before parsing).
 */
async function openAndList(run: BuildRun, sources: RecordSources, useStore: boolean): Promise<{ store: Store | undefined; history: Promise<HistoryStats | undefined>; walked: WalkResult }> {
  const { root, options } = run;
  // Git's state is asked for while the store is read: the listing starts from both.
  const current = options.useGit === false ? undefined : gitState(root);
  // A history kept in an untrusted store is not read (it is cheap to take from git again).
  const history = options.history === false ? Promise.resolve(undefined) : readHistory(root, run.untrusted ? false : options.cacheDir, HISTORY_COMMITS, current);
  const store = useStore && options.cacheDir ? await readStore(options.cacheDir, { gate: sources.gate, log: run.log, untrusted: run.untrusted }).catch(() => undefined) : undefined;
  run.timings.storeMs = run.now() - run.start;
  const t = run.now();
  const walked = await listFiles(root, options, store, current);
  if (walked.gitRefused) run.log(`git did not list the files (${walked.gitRefused}); the folder is walked instead, with its .gitignore files and .git/info/exclude`);
  run.timings.walkMs = run.now() - t;
  return { store, history, walked };
}

/** Admits the files within the budget, reuses what the manifest knows, reads and analyzes the rest. */
async function readFiles(run: BuildRun, store: Store | undefined, walked: WalkResult, sources: RecordSources): Promise<FilesRead> {
  const { options, now } = run;
  const budget = admitWithin(walked.files, options.maxIndexBytes ?? defaultBudget(getHeapStatistics().heap_size_limit));
  const manifest = new Map<string, ManifestEntry>();
  const recordOf = new Map<string, FileRecord>();
  const toRead = matchManifest(budget.admitted, store, run.untrusted, manifest, recordOf);
  const reused = recordOf.size;
  const read: FilesRead = {
    admitted: budget.admitted,
    vocab: store?.vocab ?? new Vocabulary(),
    records: store?.records ?? new Map<string, FileRecord>(),
    manifest,
    recordOf,
    unread: [...budget.over],
    stats: { files: 0, reused, rehashed: 0, analyzed: 0, chunks: 0, definitions: 0, lines: 0 },
    reusedPaths: new Set(recordOf.keys()),
    parsedPaths: new Set(),
  };
  const report = (done: number) => options.onProgress?.({ done: reused + done, total: budget.admitted.length, analyzed: read.stats.analyzed, elapsedMs: now() - run.start });
  report(0);
  const loopStart = now();
  const memory = options.memory === undefined ? analysisCache : options.memory || undefined;
  await analyzeFiles({ ...read, root: run.root, files: toRead, gate: sources.gate, memory, untrusted: run.untrusted, skipped: read.unread, parsed: read.parsedPaths, progress: report, timings: run.timings, now, ...(options.analyzer ? { analyzer: options.analyzer } : {}) });
  if (toRead.length) run.timings.parseMs = Math.max(0, now() - loopStart - run.timings.readMs);
  report(toRead.length);
  return read;
}

/** The index's entries in listing order and every skip; counts the stats. */
function assemble(walked: WalkResult, read: FilesRead, sources: RecordSources): { entries: { path: string; record: FileRecord }[]; skipped: Skipped[] } {
  const entries: { path: string; record: FileRecord }[] = [];
  const skipped: Skipped[] = [...walked.skipped, ...read.unread];
  const stats = read.stats;
  const from = { reused: 0, rehashed: 0, parsed: 0 };
  for (const file of read.admitted) {
    const record = read.recordOf.get(file.path);
    if (!record) continue;
    sources.add(record.hash, file.path);
    if (record.skip) {
      skipped.push({ path: file.path, reason: record.skip.reason, ...(record.skip.detail ? { detail: record.skip.detail } : {}) });
      continue;
    }
    entries.push({ path: file.path, record });
    stats.files++;
    from[read.reusedPaths.has(file.path) ? 'reused' : read.parsedPaths.has(file.path) ? 'parsed' : 'rehashed']++;
    stats.chunks += record.sizes?.chunks ?? record.analysis?.chunks.length ?? 0;
    stats.definitions += record.sizes?.definitions ?? record.analysis?.definitions.length ?? 0;
    stats.lines += record.analysis?.lineCount ?? 0;
  }
  stats.indexedFrom = from;
  return { entries, skipped: skipped.sort((a, b) => (a.path < b.path ? -1 : 1)) };
}

/**
 * The index, with the store's search tables when they are for exactly these files (same paths,
 * contents, order), and the index kinds kept with them; else derived from the store's tables when it
 * has some, else built anew (the kinds are then worked out when first asked for).
 */
async function openIndex(run: BuildRun, store: Store | undefined, entries: { path: string; record: FileRecord }[], skipped: Skipped[], read: FilesRead, history: HistoryStats | undefined, sources: RecordSources, persisted: Promise<void>): Promise<RepoIndex> {
  const t = run.now();
  const stats = read.stats;
  const indexed = entries.filter((e) => e.record.analysis);
  // An untrusted store's tables are neither used nor derived from: they are built from its checked records.
  const key = run.untrusted || !store ? undefined : tablesKey(indexed.map((e) => ({ path: e.path, hash: e.record.hash })));
  const tables = key === undefined ? undefined : await storedTables(store!, key, indexed, read);
  // Tables built anew read every record's words: in one piece per segment rather than one by one.
  if (!tables) store?.base?.segments.forEach((s) => s.preload());
  // The index kinds kept with the tables, when these are the tables (derived ones are for other files).
  const kinds = key !== undefined && stats.storedTables ? store!.kindsFor?.(key, indexed.length) : undefined;
  const index = new RepoIndex(run.root, entries, read.vocab, skipped, history, stats, run.timings, { loadDetails: () => sources.gate.open(), persisted, ...(tables ? { tables } : {}), ...(kinds ? { kinds } : {}) });
  run.timings.indexMs = run.now() - t;
  return index;
}

/** The store's tables for these files (`stats.storedTables`), or derived from its tables of the previous files (`stats.derivedTables`). */
async function storedTables(store: Store, key: string, indexed: readonly { path: string; record: FileRecord }[], read: FilesRead): Promise<IndexTables | undefined> {
  const stats = read.stats;
  const stored = await store.tablesFor?.(key, { files: indexed.length, chunks: stats.chunks, definitions: stats.definitions });
  if (stored) {
    stats.storedTables = true;
    return stored;
  }
  const previous = store.previousTables?.();
  if (!previous) return undefined;
  const next = indexed.map(({ path, record }): NextFile => {
    const analysis = record.analysis!;
    return { path, hash: record.hash, chunks: record.sizes?.chunks ?? analysis.chunks.length, definitions: record.sizes?.definitions ?? analysis.definitions.length, entry: () => tableEntry(path, record) };
  });
  let derived: IndexTables | undefined;
  try {
    derived = updateTables(previous, next, read.vocab);
  } catch {
    // Tables or records that prove damaged while read: the tables are built anew, which reads the records again.
  }
  if (derived) stats.derivedTables = true;
  return derived;
}

/**
 * After a change, the import links of the new index, resolved again only for the files that need it
 * (from the store's links): the code graph then need not read every file's imports. Undefined when
 * the store's tables were used (they hold the links), without stored links, or for an untrusted store.
 */
function linkChanged(run: BuildRun, store: Store | undefined, read: FilesRead, index: RepoIndex): ComputedLinks | undefined {
  if (run.untrusted || index.stats.storedTables || !store?.links) return undefined;
  const previous = store.links();
  const links = previous ? linksOf(index, previous, changedPaths(store, read.manifest)) : undefined;
  if (links) index.tables.links = links.links;
  return links;
}

/** Writes the next generation in the background (on top of the store read, unless it is untrusted). */
function save(run: BuildRun, dir: string, store: Store | undefined, walked: WalkResult, read: FilesRead, index: RepoIndex, sources: RecordSources, links: (() => ComputedLinks | undefined) | undefined): Promise<void> {
  const trusted = run.untrusted ? undefined : store;
  const walkSkips = [...walked.skipped, ...read.unread].map((s): [string, Skipped['reason'], string?] => (s.detail !== undefined ? [s.path, s.reason, s.detail] : [s.path, s.reason]));
  return saveInBackground({
    dir,
    contents: {
      vocab: read.vocab,
      manifest: read.manifest,
      records: read.records,
      listing: { settings: listingSettings(run.options), ...(walked.state ? { commit: walked.state } : {}), walkSkips },
      ...(trusted?.base ? { base: trusted.base } : {}),
    },
    index,
    ...(trusted?.links ? { previousLinks: trusted.links() } : {}),
    ...(links ? { links } : {}),
    changed: changedPaths(trusted, read.manifest),
    delayMs: run.options.persistDelayMs ?? 0,
    schedule: run.options.schedule ?? ((fire, ms) => void setTimeout(fire, ms)),
    wanted: () => !sources.rejected,
    warn: run.log,
  });
}
