/**
 * The repository's paths as the import resolver looks them up, each index built once: the files, the
 * files of each folder, Python modules, and every path, module and folder by each of its suffixes at
 * a folder boundary (files' suffixes per file name, when a name is first looked up). Every question
 * is one or two map lookups, whatever the number of files or folders, and
 * is counted and reported as a lookup key (see `lookupKey`), so that a caller can tell which changed
 * paths could change a resolution.
 */

/** File stems that stand for their folder (`pkg/__init__.py` is module `pkg`, `util/index.ts` is `util`). */
const FOLDER_STEMS = new Set(['__init__', 'index', 'mod', 'lib', 'main']);

export function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function stemOf(name: string): string {
  const dot = name.indexOf('.', 1);
  return dot === -1 ? name : name.slice(0, dot);
}

/**
 * The coarse key of a path, module path or folder: its last segment without extensions, or its
 * folder's last segment for a file standing for its folder. Lookups of `src/util.ts`, `src/util`,
 * `src/util/index.ts`, module `a/util` and folder `x/util` all have the key `util`.
 */
export function lookupKey(path: string): string {
  const stem = stemOf(lastSegment(path));
  if (FOLDER_STEMS.has(stem)) {
    const dir = dirOf(path);
    if (dir) return stemOf(lastSegment(dir));
  }
  return stem;
}

/** The keys under which a file's presence or absence can be seen by a lookup. */
export function keysOfPath(path: string): string[] {
  const own = lookupKey(path);
  const dir = dirOf(path);
  const folder = dir ? lookupKey(dir) : '';
  return own === folder ? [own] : [own, folder];
}

/** Every suffix of `path` that starts at a folder boundary, the whole path included. */
function suffixes(path: string): string[] {
  const out = [path];
  for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1)) out.push(path.slice(at + 1));
  return out;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const PYTHON = /\.pyi?$/;

/** Receives the key of each lookup made (see `lookupKey`). */
export type LookupSink = (key: string) => void;

export class PathLookups {
  private readonly files: ReadonlySet<string>;
  /** Files by the folder they are in, folders in order of their first file. */
  private readonly byDir = new Map<string, string[]>();
  /** Python module path (`a/b/c`, no extension) -> files (`.py`, `.pyi` or `/__init__.py`). */
  private readonly pythonModules = new Map<string, string[]>();
  /** A proper suffix of module paths -> those modules' files, modules in order. */
  private readonly pythonSuffixes = new Map<string, string[]>();
  /** Files by their name (last segment), in path order (made on first use). */
  private byName: Map<string, string[]> | undefined;
  /**
   * Per file name, any suffix of those files' paths -> the files ending with it, in path order (made
   * for a name when it is first looked up: a run resolving a few files' imports does not index every path).
   */
  private readonly fileSuffixes = new Map<string, Map<string, string[]>>();
  /** Any suffix of a folder path -> the first folder (in `byDir` order) ending with it (made on first use). */
  private dirSuffixes: Map<string, string> | undefined;
  /** Lookups made since construction. */
  private count = 0;
  /** Where lookups are reported while one resolution runs. */
  sink: LookupSink | undefined;

  constructor(paths: readonly string[]) {
    this.files = new Set(paths);
    this.paths = paths;
    for (const path of paths) {
      push(this.byDir, dirOf(path), path);
      if (PYTHON.test(path)) push(this.pythonModules, path.replace(/\/__init__\.pyi?$/, '').replace(PYTHON, ''), path);
    }
    for (const [module, files] of this.pythonModules) {
      for (const suffix of suffixes(module).slice(1)) for (const file of files) push(this.pythonSuffixes, suffix, file);
    }
  }

  private readonly paths: readonly string[];

  /** Lookups made so far. */
  get lookups(): number {
    return this.count;
  }

  /** Records one lookup under `key`. */
  note(key: string): void {
    this.count++;
    this.sink?.(key);
  }

  has(path: string): boolean {
    this.note(lookupKey(path));
    return this.files.has(path);
  }

  /** The files directly in `dir`. */
  inDir(dir: string): readonly string[] {
    this.note(lookupKey(dir));
    return this.byDir.get(dir) ?? [];
  }

  /** The files of Python module `module` (`a/b`). */
  pythonModule(module: string): readonly string[] | undefined {
    this.note(lookupKey(module));
    return this.pythonModules.get(module);
  }

  /** The files of the modules whose path ends with `/${module}`, modules in order. */
  pythonModulesEndingWith(module: string): readonly string[] {
    this.note(lookupKey(module));
    return this.pythonSuffixes.get(module) ?? [];
  }

  /** The files equal to `suffix` or ending with `/${suffix}`, in path order. */
  filesEndingWith(suffix: string): readonly string[] {
    this.note(lookupKey(suffix));
    if (!this.byName) {
      this.byName = new Map();
      for (const path of this.paths) push(this.byName, lastSegment(path), path);
    }
    // A suffix at a folder boundary ends with the file's name.
    const name = lastSegment(suffix);
    let bySuffix = this.fileSuffixes.get(name);
    if (!bySuffix) {
      bySuffix = new Map();
      for (const path of this.byName.get(name) ?? []) for (const s of suffixes(path)) push(bySuffix, s, path);
      this.fileSuffixes.set(name, bySuffix);
    }
    return bySuffix.get(suffix) ?? [];
  }

  /** The first folder (in order of their first files) equal to `suffix` or ending with `/${suffix}`. */
  dirEndingWith(suffix: string): string | undefined {
    this.note(lookupKey(suffix));
    if (!this.dirSuffixes) {
      this.dirSuffixes = new Map();
      for (const dir of this.byDir.keys()) for (const s of suffixes(dir)) if (!this.dirSuffixes.has(s)) this.dirSuffixes.set(s, dir);
    }
    return this.dirSuffixes.get(suffix);
  }
}
