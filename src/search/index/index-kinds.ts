/**
 * Kinds of files only the whole index can tell, worked out once per index (never per query): the
 * build outputs a repository commits (bundles and compiled copies of its sources) and the
 * declaration files whose names an implementation defines too. From one walk over the symbol
 * table's groups (names -> definition ids: no file's definitions are unpacked), the build banners
 * indexing recorded, the package.json files and the import links: all of them a function of the
 * indexed files' paths and contents (the tables' key), so the persisted index keeps the result with
 * its tables (store/stored-kinds.ts) and a warm start takes it from there.
 */
import { fileKinds, type FileKind } from '../../repo/classify.js';
import type { FileLinks as FileEdges } from '../store/index-tables.js';
import type { IndexKinds } from '../store/stored-kinds.js';
import type { IndexedFile, RepoIndex } from './repo-index.js';

export type { IndexKinds };

/** A script that repeats other files' definitions needs at least this many definitions, ... */
export const BUILD_MIN_DEFINITIONS = 8;
/** ... this share of them defined in another file under the same qualified name (a specific one), ... */
export const BUILD_REPEATED_SHARE = 0.6;
/**
 * ... and must hold at least this many other files: files at most half its size (in definitions)
 * with CONTAINED_SHARE of their definitions repeated in it. A bundle holds every module it was
 * built from; a base class and the subclasses overriding its methods share no qualified name.
 */
export const BUILD_MIN_CONTAINED = 3;
export const CONTAINED_SHARE = 0.6;
/** A qualified name defined in more files than this is common (`init`, `toString`), not a copy. */
export const MAX_COPIES = 8;
/**
 * A folder a package.json names (`main`, `module`, `exports`, `browser`, `unpkg`, `files`) holds
 * build outputs when its code is scripts (no TypeScript or JSX: sources live there) repeating, as a
 * whole, BUILD_REPEATED_SHARE of their definitions from other files; when it is not where the
 * package's sources live: it holds less than this share of the package's code files, or the
 * package has at least as many TypeScript or JSX sources elsewhere (which a build compiles into
 * it); and when none of its files imports a file outside it (sources there would: `bin/cli.js`
 * requires `../lib`).
 */
export const OUTPUT_FOLDER_SHARE = 0.5;
/** At most this many package.json files are read. */
const MAX_PACKAGES = 200;
/** At most this many paths are taken from one package.json. */
const MAX_PACKAGE_PATHS = 500;
const PACKAGE_FIELDS = ['main', 'module', 'exports', 'browser', 'unpkg', 'jsdelivr', 'files'] as const;

/** What a build writes (`.js`, `.mjs`, `.cjs`). */
const SCRIPT = /\.[cm]?js$/;
/** What a package's build reads or writes: scripts, JSX and TypeScript. */
const PACKAGE_CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** Code only a source is written in (declarations are not counted as code). */
const SOURCE_ONLY = /\.(?:[cm]?ts|[jt]sx)$/;
const DECLARATION_SUFFIX = /\.d\.[cm]?ts$|\.pyi$/;
const IMPLEMENTATION_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.jsx', '.tsx', '.py'];
/** Kinds of code that are not what a package builds from. */
const NOT_BUILT: ReadonlySet<FileKind> = new Set(['declaration', 'example', 'benchmark', 'build-config', 'docs-site', 'script', 'ci', 'template']);

// A change to the rules below bumps KINDS_RULES (store/stored-kinds.ts): kinds a store kept by the old rules are then not used.

export interface IndexKindSources {
  /** Each file's kinds by path (repo/classify.ts `fileKinds`), by file id. */
  kinds: readonly (readonly FileKind[])[];
  /** Reads a file of the index (the package.json files). */
  readText: (path: string) => string | undefined;
  /** The files each file imports (asked for only when a package names a folder of outputs). */
  links: () => FileEdges | undefined;
}

/** An index's kinds once known: where they came from, and whether every input could be read. */
interface KnownKinds {
  kinds: IndexKinds;
  origin: 'stored' | 'computed';
  /** False when a package.json could not be read or the links were asked for and missing: not kept by the store. */
  complete: boolean;
}

const known = new WeakMap<RepoIndex, KnownKinds>();
let computations = 0;

/**
 * The index's kinds, once per index whoever asks first (the search's features, the save): the
 * store's when the index came with them (`RepoIndex.storedKinds`), else worked out from `sources`
 * (asked for only then; `kindSources` by default).
 */
export function indexKinds(index: RepoIndex, sources: IndexKindSources | (() => IndexKindSources) = () => kindSources(index)): IndexKinds {
  return knownKinds(index, sources).kinds;
}

function knownKinds(index: RepoIndex, sources: IndexKindSources | (() => IndexKindSources)): KnownKinds {
  let k = known.get(index);
  if (!k) {
    if (index.storedKinds) k = { kinds: index.storedKinds, origin: 'stored', complete: true };
    else {
      computations++;
      let complete = true;
      const given = typeof sources === 'function' ? sources() : sources;
      const watched: IndexKindSources = {
        kinds: given.kinds,
        readText: (path) => {
          const text = given.readText(path);
          if (text === undefined) complete = false;
          return text;
        },
        links: () => {
          const links = given.links();
          if (!links) complete = false;
          return links;
        },
      };
      const kinds = computeIndexKinds(index, watched);
      k = { kinds, origin: 'computed', complete };
    }
    known.set(index, k);
  }
  return k;
}

/** The kinds the store may keep for the index: worked out now if not yet, undefined when an input could not be read. */
export function storableKinds(index: RepoIndex): IndexKinds | undefined {
  const k = knownKinds(index, () => kindSources(index));
  return k.complete ? k.kinds : undefined;
}

/** Where the index's kinds came from, once asked for. */
export function kindsOrigin(index: RepoIndex): 'stored' | 'computed' | undefined {
  return known.get(index)?.origin;
}

/** How many times this process has worked an index's kinds out (for tests: a warm start takes them from the store). */
export function kindComputations(): number {
  return computations;
}

/** The index's own inputs: each path's kinds, the checked-out files, the links the index has or resolves. */
export function kindSources(index: RepoIndex, kinds?: readonly (readonly FileKind[])[]): IndexKindSources {
  return {
    kinds: kinds ?? index.files.map((f) => fileKinds(f.path)),
    readText: (path) => index.readText(path),
    links: () => {
      try {
        return index.tables.links ?? index.links();
      } catch {
        // An index whose imports cannot be resolved names no folder of outputs.
        return undefined;
      }
    },
  };
}

/** The kinds worked out (see the module's comment). */
export function computeIndexKinds(index: RepoIndex, sources: IndexKindSources): IndexKinds {
  const { kinds } = sources;
  const declaration = (f: IndexedFile) => kinds[f.id]!.includes('declaration');
  // Source scripts (which may repeat others' definitions), the large ones (which may hold other
  // files whole), declaration files.
  const scripts = new Uint8Array(index.files.length);
  const holders = new Uint8Array(index.files.length);
  let any = false;
  for (const f of index.files) {
    if (f.role === 'source' && SCRIPT.test(f.path) && f.definitionCount > 0) scripts[f.id] = 1;
    if (scripts[f.id] && f.definitionCount >= BUILD_MIN_DEFINITIONS) holders[f.id] = 1;
    if (scripts[f.id] || declaration(f)) any = true;
  }
  const buildOutputs = new Map<number, 'repeats' | 'package' | 'banner'>();
  const shadowed = new Map<number, number>();
  const found: Repeats = any ? symbolRepeats(index, scripts, holders, declaration) : { repeated: new Map(), held: new Map(), implemented: new Map() };
  if (any) {
    for (const f of repeatingScripts(index, found)) buildOutputs.set(f, 'repeats');
    for (const f of index.files) {
      if (!declaration(f)) continue;
      const share = siblingImplemented(index, f, declaration) ? 1 : f.definitionCount ? (found.implemented.get(f.id) ?? 0) / f.definitionCount : 0;
      if (share > 0) shadowed.set(f.id, share);
    }
  }
  for (const f of packageOutputs(index, sources, found)) if (!buildOutputs.has(f)) buildOutputs.set(f, 'package');
  for (const f of index.files) if (f.buildBanner && f.role === 'source' && !buildOutputs.has(f.id)) buildOutputs.set(f.id, 'banner');
  return { buildOutputs, shadowed };
}

interface Repeats {
  /** Per source script: how many of its definitions another file defines under the same, specific, qualified name. */
  repeated: Map<number, number>;
  /** Per script of BUILD_MIN_DEFINITIONS or more: per other file, how many of that file's definitions it defines too. */
  held: Map<number, Map<number, number>>;
  /** Per declaration file: how many of its definitions an implementation defines too. */
  implemented: Map<number, number>;
}

const SCRIPT_FILE = 1;
const DECLARATION_FILE = 2;
/** A source that is no declaration. */
const IMPLEMENTATION_FILE = 4;

/** Each definition id's file. */
function definitionFiles(index: RepoIndex): Int32Array {
  const last = index.files[index.files.length - 1];
  const out = new Int32Array(last ? last.firstDefinition + last.definitionCount : 0);
  for (const f of index.files) out.fill(f.id, f.firstDefinition, f.firstDefinition + f.definitionCount);
  return out;
}

function bump<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * One walk over the symbol table. A definition's identity is its qualified name's group when it has
 * one (`Axios.request`), else its name's group among the other unqualified definitions (top-level
 * functions): two files defining the same identity, in at most MAX_COPIES files, repeat each other.
 * A declaration's name that a source (no declaration) defines too is implemented.
 */
function symbolRepeats(index: RepoIndex, scripts: Uint8Array, holders: Uint8Array, declaration: (f: IndexedFile) => boolean): Repeats {
  const fileOf = definitionFiles(index);
  // Per file: SCRIPT_FILE, DECLARATION_FILE or IMPLEMENTATION_FILE bits.
  const roles = new Uint8Array(index.files.length);
  for (const f of index.files) roles[f.id] = (scripts[f.id] ? SCRIPT_FILE : 0) | (declaration(f) ? DECLARATION_FILE : f.role === 'source' ? IMPLEMENTATION_FILE : 0);
  const qualified = new Uint8Array(fileOf.length);
  const implementedIds = new Uint8Array(fileOf.length);
  const out: Repeats = { repeated: new Map(), held: new Map(), implemented: new Map() };
  const files: number[] = [];
  const count = (ids: ArrayLike<number>, start: number, end: number) => {
    files.length = 0;
    for (let i = start; i < end; i++) {
      const f = fileOf[ids[i]!]!;
      if (files.includes(f)) continue;
      files.push(f);
      if (files.length > MAX_COPIES) return;
    }
    if (files.length < 2) return;
    for (let i = start; i < end; i++) {
      const g = fileOf[ids[i]!]!;
      if (scripts[g]) bump(out.repeated, g);
      for (const f of files) {
        if (f === g || !holders[f]) continue;
        let held = out.held.get(f);
        if (!held) out.held.set(f, (held = new Map()));
        bump(held, g);
      }
    }
  };
  // Unqualified names' groups with a script in them, seen once every qualified definition is known.
  const later: { ids: ArrayLike<number>; start: number; end: number }[] = [];
  index.symbols.forEachGroup((ids, start, end, dotted) => {
    if (dotted) for (let i = start; i < end; i++) qualified[ids[i]!] = 1;
    if (end - start < 2) return;
    let seen = 0;
    for (let i = start; i < end; i++) seen |= roles[fileOf[ids[i]!]!]!;
    if ((seen & (DECLARATION_FILE | IMPLEMENTATION_FILE)) === (DECLARATION_FILE | IMPLEMENTATION_FILE)) {
      for (let i = start; i < end; i++) if (roles[fileOf[ids[i]!]!]! & DECLARATION_FILE) implementedIds[ids[i]!] = 1;
    }
    if (!(seen & SCRIPT_FILE)) return;
    if (dotted) count(ids, start, end);
    else later.push({ ids, start, end });
  });
  const own: number[] = [];
  for (const { ids, start, end } of later) {
    own.length = 0;
    for (let i = start; i < end; i++) if (!qualified[ids[i]!]) own.push(ids[i]!);
    if (own.length > 1) count(own, 0, own.length);
  }
  for (let id = 0; id < implementedIds.length; id++) if (implementedIds[id]) bump(out.implemented, fileOf[id]!);
  return out;
}

/** The candidate scripts that repeat other files' definitions and hold several files whole. */
function repeatingScripts(index: RepoIndex, found: Repeats): number[] {
  const out: number[] = [];
  for (const [f, repeated] of found.repeated) {
    const file = index.files[f]!;
    if (file.definitionCount < BUILD_MIN_DEFINITIONS || repeated < BUILD_REPEATED_SHARE * file.definitionCount) continue;
    let contained = 0;
    for (const [g, held] of found.held.get(f) ?? []) {
      const other = index.files[g]!;
      if (2 * other.definitionCount <= file.definitionCount && held >= CONTAINED_SHARE * other.definitionCount) contained++;
    }
    if (contained >= BUILD_MIN_CONTAINED) out.push(f);
  }
  return out.sort((a, b) => a - b);
}

/** A declaration file with an implementation of the same stem beside it. */
function siblingImplemented(index: RepoIndex, file: IndexedFile, declaration: (f: IndexedFile) => boolean): boolean {
  const stem = file.path.replace(DECLARATION_SUFFIX, '');
  return IMPLEMENTATION_EXTENSIONS.some((ext) => {
    const sibling = index.byPath.get(stem + ext);
    return sibling !== undefined && !declaration(sibling);
  });
}

function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/** The paths a package.json names in the fields that say what it publishes (strings at any depth of `exports`). */
function publishedPaths(json: unknown): string[] {
  const out: string[] = [];
  const add = (value: unknown, depth: number) => {
    if (out.length >= MAX_PACKAGE_PATHS) return;
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object' && depth < 8) for (const v of Object.values(value)) add(v, depth + 1);
  };
  if (json && typeof json === 'object') for (const field of PACKAGE_FIELDS) add((json as Record<string, unknown>)[field], 0);
  return out;
}

/**
 * The folder of the package at `prefix` a published path is in (`dist/index.js`, `./dist/`, `dist`
 * -> `<package>/dist`), or undefined for a file of the package's own folder, a pattern or a path
 * leaving the package.
 */
function publishedFolder(path: string, prefix: string, folders: ReadonlySet<string>): string | undefined {
  let rel = path.trim();
  while (rel.startsWith('./')) rel = rel.slice(2);
  if (!rel || rel.startsWith('/') || rel.startsWith('.') || rel.startsWith('!')) return undefined;
  const slash = rel.indexOf('/');
  const segment = slash === -1 ? rel : rel.slice(0, slash);
  if (!segment || /[*?{}[\]]/.test(segment)) return undefined;
  const folder = prefix + segment;
  return folders.has(folder) ? folder : undefined;
}

/** A code file a package builds from or into: a source, not a declaration, example, script, ... */
function isPackageCode(f: IndexedFile, kinds: readonly (readonly FileKind[])[]): boolean {
  return f.role === 'source' && PACKAGE_CODE.test(f.path) && !kinds[f.id]!.some((k) => NOT_BUILT.has(k));
}

/** Per folder ('' the top), how many package code files are in it at any depth, and how many of them are TypeScript or JSX. */
function codeCounts(index: RepoIndex, kinds: readonly (readonly FileKind[])[]): Map<string, { code: number; sources: number }> {
  const counts = new Map<string, { code: number; sources: number }>();
  for (const f of index.files) {
    if (!isPackageCode(f, kinds)) continue;
    const source = SOURCE_ONLY.test(f.path) ? 1 : 0;
    for (let dir = dirOf(f.path); ; dir = dirOf(dir)) {
      const c = counts.get(dir);
      if (c) {
        c.code++;
        c.sources += source;
      } else counts.set(dir, { code: 1, sources: source });
      if (!dir) break;
    }
  }
  return counts;
}

/** The code files under the folders package.json files publish that hold builds, not sources (see OUTPUT_FOLDER_SHARE). */
function packageOutputs(index: RepoIndex, sources: IndexKindSources, found: Repeats): number[] {
  const packages = index.files.filter((f) => f.path === 'package.json' || f.path.endsWith('/package.json')).slice(0, MAX_PACKAGES);
  if (packages.length === 0) return [];
  // Outputs are scripts: a package, and a folder it publishes, without any is not looked into.
  const scriptFolders = new Set<string>();
  for (const f of index.files) {
    if (!SCRIPT.test(f.path) || !isPackageCode(f, sources.kinds)) continue;
    for (let dir = dirOf(f.path); !scriptFolders.has(dir); dir = dirOf(dir)) {
      scriptFolders.add(dir);
      if (!dir) break;
    }
  }
  const folders = new Map<string, string>();
  for (const pkg of packages) {
    const dir = dirOf(pkg.path);
    if (!scriptFolders.has(dir)) continue;
    let json: unknown;
    try {
      json = JSON.parse(sources.readText(pkg.path) ?? 'null');
    } catch {
      continue;
    }
    for (const path of publishedPaths(json)) {
      const folder = publishedFolder(path, dir ? `${dir}/` : '', scriptFolders);
      if (folder !== undefined) folders.set(folder, dir);
    }
  }
  if (folders.size === 0) return [];
  const counts = codeCounts(index, sources.kinds);
  const out: number[] = [];
  let links: FileEdges | undefined | null = null;
  for (const [folder, dir] of folders) {
    // A folder with TypeScript or JSX is where sources live: known from the counts, without a scan.
    if (counts.get(folder)!.sources > 0) continue;
    const inside = index.files.filter((f) => f.path.startsWith(`${folder}/`));
    const code = inside.filter((f) => isPackageCode(f, sources.kinds));
    if (code.length === 0 || code.some((f) => SOURCE_ONLY.test(f.path))) continue;
    let definitions = 0;
    let repeated = 0;
    for (const f of code) {
      definitions += f.definitionCount;
      repeated += found.repeated.get(f.id) ?? 0;
    }
    if (definitions === 0 || repeated < BUILD_REPEATED_SHARE * definitions) continue;
    const whole = counts.get(dir)!;
    if (!(code.length < OUTPUT_FOLDER_SHARE * whole.code || whole.sources >= code.length)) continue;
    // Without the links, whether the folder's files import sources elsewhere is unknown: no outputs.
    if (links === null) links = sources.links();
    const edges = links;
    const leaves = (f: IndexedFile) => {
      for (let p = edges!.offsets[f.id]!; p < edges!.offsets[f.id + 1]!; p++) if (!index.files[edges!.targets[p]!]!.path.startsWith(`${folder}/`)) return true;
      return false;
    };
    if (!edges || inside.some(leaves)) continue;
    for (const f of inside) if (f.role === 'source' && PACKAGE_CODE.test(f.path)) out.push(f.id);
  }
  return out;
}
