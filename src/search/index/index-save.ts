/**
 * Saves an index as the persisted index's next generation, in the background: the caller goes on
 * (e.g. to wait for the model) and awaits `index.persisted` when it needs the files on disk. The
 * import links are resolved here, off the caller's path, for the files that need it (import-links.ts),
 * and the index kinds worked out (index-kinds.ts) unless the search did already.
 * A writer that loses to a newer one, or cannot write, costs a cache miss next time, never the run.
 */
import { inBackground } from '../../background.js';
import { RepoFiles } from '../../repo/repo-files.js';
import { computeLinks, type ComputedLinks, type StoredLinks } from '../store/import-links.js';
import type { FileLinks } from '../store/index-tables.js';
import type { RepoIndex } from './repo-index.js';
import { StoredAnalysis } from '../store/stored-analysis.js';
import { storableKinds } from './index-kinds.js';
import { writeStore, type WriteInput } from '../store/store-write.js';

export interface SaveRequest {
  dir: string;
  /** The records, manifest, vocabulary and listing to write (the index's own). */
  contents: Omit<WriteInput, 'index'>;
  index: RepoIndex;
  /** The links the persisted index kept, and the paths whose content is new since. */
  previousLinks?: StoredLinks;
  /** The index's links, when the run resolves them itself (once, whoever asks first). */
  links?: () => ComputedLinks | undefined;
  changed: ReadonlySet<string>;
  delayMs: number;
  /** Runs `fire` after `ms` milliseconds (`setTimeout` unless a test passes its own timer). */
  schedule: (fire: () => void, ms: number) => void;
  /** Asked before writing: false gives up (the store's records proved untrue meanwhile). */
  wanted: () => boolean;
  /** Told when the index could not be written. */
  warn: (line: string) => void;
}

/** Each indexed file's imports, resolved again where they may have changed; undefined if that fails. */
export function linksOf(index: RepoIndex, previous: StoredLinks | undefined, changed: ReadonlySet<string>): ComputedLinks | undefined {
  const byPath = index.byPath;
  // Configuration files (tsconfig, go.mod, package.json, composer.json) through the repository's file door.
  const door = RepoFiles.open(index.root);
  const readConfig = (path: string) => (byPath.has(path) ? door.readText(path) : undefined);
  try {
    const sources = index.files.map((f) => {
      const analysis = f.record.analysis;
      return {
        path: f.path,
        ...(f.language ? { language: f.language } : {}),
        imports: () => (analysis instanceof StoredAnalysis ? analysis.storedImports() : (analysis?.imports ?? [])),
      };
    });
    const definitionsOf = (path: string) => byPath.get(path)?.record.analysis?.definitions;
    return computeLinks(sources, readConfig, previous ? { previous, changed } : undefined, definitionsOf);
  } catch {
    // An index whose imports cannot be read is kept without links.
    return undefined;
  }
}

/**
 * The index's links resolved in full at most once, when first asked for, by the search's code graph
 * (through `index.links()`) or by the save (when `saving`). For a run without links to start from.
 * The save takes them with the lookup keys each file's resolution depended on; the index keeps only
 * the links.
 */
export function sharedLinks(index: RepoIndex, saving: boolean): () => ComputedLinks | undefined {
  let computed: ComputedLinks | undefined | null = null;
  let links: FileLinks | undefined;
  const resolve = () => {
    if (computed !== null) return;
    computed = linksOf(index, undefined, new Set());
    links = computed?.links;
    // Without a save to take them, the lookup keys are not kept.
    if (!saving) computed = undefined;
  };
  index.shareLinks(() => {
    resolve();
    return links;
  });
  return () => {
    resolve();
    const taken = computed;
    computed = undefined;
    return taken ?? undefined;
  };
}

/** Starts writing after `delayMs`; settles when written (or given up). */
export function saveInBackground(request: SaveRequest): Promise<void> {
  return inBackground(startSave(request));
}

function startSave(request: SaveRequest): Promise<void> {
  return new Promise((resolve) => {
    request.schedule(() => {
      if (!request.wanted()) return resolve();
      const links = request.links ? request.links() : linksOf(request.index, request.previousLinks, request.changed);
      const order = request.index.files.map((f) => f.path);
      // Worked out here unless the search did already (or the store gave them): the next warm start reads them.
      const kinds = storableKinds(request.index);
      writeStore(request.dir, { ...request.contents, index: { order, tables: request.index.tables, ...(links ? { links } : {}), ...(kinds ? { kinds } : {}) } })
        .catch((error: Error) => request.warn(`Could not write the index to ${request.dir}: ${error.message}`))
        .finally(resolve);
    }, request.delayMs);
  });
}
