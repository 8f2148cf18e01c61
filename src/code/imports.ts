/**
 * Resolves imports to repository files: Python modules and packages (absolute, relative,
 * `__init__.py`, src layouts), TypeScript/JavaScript (relative paths, folders as Node resolves
 * them: the package.json `main`, else `index.*`; extension swapping, tsconfig `baseUrl`/`paths`,
 * workspace packages), Go (module path from `go.mod`), Rust (`mod x;`, `crate::`/`super::`/
 * `self::`), Java (package paths), Ruby (`require_relative`, `require`), C/C++ (`#include "..."`),
 * C# (`using` a namespace or a type: the files declaring it) and PHP (`use`: Composer PSR-4/PSR-0
 * paths, else the files declaring the name or namespace; `require`/`include` paths). What no
 * repository file provides is external, never guessed. Every path probe is one lookup in indexes
 * made once (path-lookups.ts): resolving costs the same whatever the number of files and folders,
 * also for imports nothing in the repository provides.
 */
import type { RawImport } from './import-extract.js';
import { languageForPath, type LanguageId } from './languages.js';
import { autoloadPaths, composerAutoload, NamespaceIndex, type AutoloadRoot, type DefinitionsReader, type NamespacedLanguage } from './namespaces.js';
import { dirOf, PathLookups, type LookupSink } from './path-lookups.js';

export interface ResolvedImport {
  /** The import as written. */
  source: string;
  line: number;
  names: string[];
  /** Repository files it refers to; empty when external. */
  targets: string[];
  external: boolean;
}

/** Reads a small repository file (tsconfig.json, go.mod, package.json); undefined when absent. */
export type ConfigReader = (path: string) => string | undefined;

const JS_EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts'];
const JS_EMITTED = /\.(?:js|jsx|mjs|cjs)$/;

function join(...parts: string[]): string {
  const out: string[] = [];
  for (const part of parts.join('/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return '\0outside';
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

/** JSON with comments and trailing commas, as tsconfig files are written. */
export function parseLooseJson(text: string): unknown {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      i += 2;
      while (i < text.length && !(text[i] === '*' && text[i + 1] === '/')) i++;
      i++;
    } else out += c;
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
}

interface TsConfig {
  dir: string;
  baseUrl?: string;
  paths: [string, string[]][];
}

/** Files whose content changes how imports resolve: any change to one of them re-resolves everything. */
export function isResolverConfig(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name === 'tsconfig.json' || name === 'jsconfig.json' || name === 'go.mod' || name === 'package.json' || name === 'composer.json';
}

/**
 * The lookup key of resolutions through the namespaces and names C# and PHP files declare: they
 * depend on those files' content, so any C# or PHP file that changes, appears or disappears can
 * change them (see `namespaceKeyOf`). A slash: no path's lookup key has one (path-lookups.ts).
 */
export const NAMESPACE_KEY = '/namespaces';

/** `NAMESPACE_KEY` for a C# or PHP file (whose declarations C# and PHP imports resolve through), else undefined. */
export function namespaceKeyOf(path: string): string | undefined {
  const language = languageForPath(path);
  return language === 'csharp' || language === 'php' ? NAMESPACE_KEY : undefined;
}

export class ImportResolver {
  private readonly lookups: PathLookups;
  private readonly tsconfigs: TsConfig[] = [];
  private readonly goModules: { dir: string; module: string }[] = [];
  /** Workspace package name -> its folder. */
  private readonly packages = new Map<string, string>();
  /** Folder -> the `main` its package.json names (how `require` of the folder resolves). */
  private readonly mains = new Map<string, string>();
  /** Composer autoload roots of every composer.json. */
  private readonly autoload: AutoloadRoot[] = [];
  /** C# and PHP files, whose definitions say which namespaces and names they declare. */
  private readonly namespaced: { path: string; language: NamespacedLanguage }[] = [];
  private namespaceIndex: NamespaceIndex | undefined;

  /**
   * `definitionsOf` gives a file's definitions: C# and PHP imports are resolved through the
   * namespaces and names the files declare (read on the first such import).
   */
  constructor(
    paths: readonly string[],
    readConfig: ConfigReader,
    private readonly definitionsOf: DefinitionsReader = () => undefined,
  ) {
    this.lookups = new PathLookups(paths);
    for (const path of paths) {
      if (namespaceKeyOf(path)) this.namespaced.push({ path, language: languageForPath(path) as NamespacedLanguage });
      if (!isResolverConfig(path)) continue;
      const name = path.slice(path.lastIndexOf('/') + 1);
      if (name === 'tsconfig.json' || name === 'jsconfig.json') this.readTsConfig(path, readConfig);
      if (name === 'composer.json') this.autoload.push(...composerAutoload(readConfig(path) ?? '', dirOf(path)));
      if (name === 'go.mod') {
        const module = /^module\s+(\S+)/m.exec(readConfig(path) ?? '')?.[1];
        if (module) this.goModules.push({ dir: dirOf(path), module });
      }
      if (name === 'package.json') {
        try {
          const pkg = JSON.parse(readConfig(path) ?? '{}') as { name?: unknown; main?: unknown };
          if (typeof pkg.name === 'string') this.packages.set(pkg.name, dirOf(path));
          if (typeof pkg.main === 'string' && pkg.main) this.mains.set(dirOf(path), pkg.main);
        } catch {
          // An unreadable package.json names no package.
        }
      }
    }
    // Deeper configs first: the nearest one applies.
    this.tsconfigs.sort((a, b) => b.dir.length - a.dir.length);
    this.goModules.sort((a, b) => b.module.length - a.module.length);
    this.autoload.sort((a, b) => b.prefix.length - a.prefix.length);
  }

  /** Lookups made by all resolutions so far (each a single map lookup). */
  get lookupCount(): number {
    return this.lookups.lookups;
  }

  private readTsConfig(path: string, readConfig: ConfigReader): void {
    try {
      const json = parseLooseJson(readConfig(path) ?? '{}') as { compilerOptions?: { baseUrl?: string; paths?: Record<string, string[]> } };
      const options = json.compilerOptions ?? {};
      const paths = Object.entries(options.paths ?? {}).filter(([, v]) => Array.isArray(v));
      if (options.baseUrl === undefined && paths.length === 0) return;
      this.tsconfigs.push({ dir: dirOf(path), ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}), paths });
    } catch {
      // A malformed tsconfig adds no paths.
    }
  }

  /**
   * Resolves one import of `from`. `sink`, when given, receives the key of every lookup made (see
   * `lookupKey`): the resolution can change only when a path with one of those keys (see
   * `keysOfPath`) appears or disappears, or a config file changes (`isResolverConfig`).
   */
  resolve(from: string, language: LanguageId, raw: RawImport, sink?: LookupSink): ResolvedImport {
    this.lookups.sink = sink;
    let targets: string[];
    try {
      targets = this.targets(from, language, raw);
    } finally {
      this.lookups.sink = undefined;
    }
    const unique = [...new Set(targets)].filter((t) => t !== from).sort();
    return { source: raw.source, line: raw.line, names: raw.names, targets: unique, external: unique.length === 0 };
  }

  private targets(from: string, language: LanguageId, raw: RawImport): string[] {
    switch (language) {
      case 'python':
        return this.python(from, raw);
      case 'typescript':
      case 'tsx':
      case 'javascript':
        return this.javascript(from, raw.source);
      case 'go':
        return this.go(raw.source);
      case 'rust':
        return this.rust(from, raw);
      case 'java':
        return this.java(raw.source);
      case 'ruby':
        return this.ruby(from, raw.source);
      case 'cpp':
        return raw.kind === 'system' ? [] : this.include(from, raw.source);
      case 'csharp':
        return this.csharp(raw.source);
      case 'php':
        return raw.kind === 'file' ? this.phpFile(from, raw.source) : this.php(raw);
    }
  }

  // ---- Python ----

  /** Files for a dotted module, preferring the one nearest to `from` when several match by suffix. */
  private pythonModule(dotted: string, from: string): string[] {
    const path = dotted.replace(/\./g, '/');
    const exact = this.lookups.pythonModule(path);
    if (exact) return [...exact];
    // src layouts and nested roots: a module path matching at a folder boundary.
    const found = [...this.lookups.pythonModulesEndingWith(path)];
    if (found.length <= 1) return found;
    const fromTop = from.split('/')[0];
    const near = found.filter((f) => f.split('/')[0] === fromTop);
    return near.length ? near : found;
  }

  private python(from: string, raw: RawImport): string[] {
    const source = raw.source;
    const dots = /^\.*/.exec(source)![0].length;
    const rest = source.slice(dots);
    if (dots > 0) {
      let base = dirOf(from);
      for (let i = 1; i < dots; i++) base = dirOf(base);
      const modulePath = rest ? join(base, rest.replace(/\./g, '/')) : base;
      const module = [...(this.lookups.pythonModule(modulePath) ?? [])];
      if (raw.names.length === 0) return module;
      // Each name looked up once: the submodules it names, if any.
      const found = raw.names.map((n) => this.lookups.pythonModule(join(modulePath, n)));
      const subs = found.flatMap((files) => files ?? []);
      const someAreNames = raw.names.some((n, i) => n === '*' || !found[i]);
      return someAreNames ? [...subs, ...module] : subs;
    }
    const module = this.pythonModule(rest, from);
    if (raw.names.length === 0) return module;
    // `from a.b import c`: c is a submodule when a file says so, else a name inside a.b.
    const found = raw.names.map((n) => (n === '*' ? [] : this.pythonModule(`${rest}.${n}`, from)));
    const subs = found.flat();
    const someAreNames = raw.names.some((n, i) => n === '*' || found[i]!.length === 0);
    return someAreNames ? [...subs, ...module] : subs;
  }

  // ---- TypeScript / JavaScript ----

  /**
   * jsFile answers by path: files of a folder import the same neighbours again and again. An answer
   * remembers the keys of the lookups it took, reported again each time it is given.
   */
  private readonly jsFiles = new Map<string, { found: string | undefined; keys: string[] }>();

  private jsFile(path: string): string | undefined {
    let answer = this.jsFiles.get(path);
    if (!answer) {
      const keys: string[] = [];
      const outer = this.lookups.sink;
      this.lookups.sink = (key) => {
        if (!keys.includes(key)) keys.push(key);
      };
      try {
        answer = { found: this.findJsFile(path), keys };
      } finally {
        this.lookups.sink = outer;
      }
      this.jsFiles.set(path, answer);
    }
    for (const key of answer.keys) this.lookups.note(key);
    return answer.found;
  }

  /**
   * As Node resolves a path: the file itself, with an extension or emitted `.js` swapped for its
   * source, else the path as a folder (`''` is the repository's top folder).
   */
  private findJsFile(path: string): string | undefined {
    if (path.startsWith('\0')) return undefined;
    return (path ? this.jsAsFile(path) : undefined) ?? this.jsAsFolder(path);
  }

  private jsAsFile(path: string): string | undefined {
    if (this.lookups.has(path)) return path;
    const stem = JS_EMITTED.test(path) ? path.replace(JS_EMITTED, '') : undefined;
    for (const base of stem !== undefined ? [stem, path] : [path]) {
      for (const ext of JS_EXTENSIONS) if (this.lookups.has(base + ext)) return base + ext;
    }
    return undefined;
  }

  /**
   * A folder: the `main` of its package.json (a file, or a folder's index), else its index file. A
   * change to any package.json re-resolves everything (`isResolverConfig`), so the main is read from
   * the map made at construction without a lookup.
   */
  private jsAsFolder(dir: string): string | undefined {
    const main = this.mains.get(dir);
    if (main !== undefined) {
      const target = join(dir, main);
      if (target && target !== dir && !target.startsWith('\0')) {
        const hit = this.jsAsFile(target) ?? this.jsIndex(target);
        if (hit) return hit;
      }
    }
    return this.jsIndex(dir);
  }

  private jsIndex(dir: string): string | undefined {
    const prefix = dir ? `${dir}/` : '';
    for (const ext of JS_EXTENSIONS) if (this.lookups.has(`${prefix}index${ext}`)) return `${prefix}index${ext}`;
    return undefined;
  }

  private javascript(from: string, source: string): string[] {
    if (source.startsWith('.') || source.startsWith('/')) {
      const hit = this.jsFile(source.startsWith('/') ? join(source) : join(dirOf(from), source));
      return hit ? [hit] : [];
    }
    for (const config of this.tsconfigs) {
      if (config.dir && !from.startsWith(`${config.dir}/`)) continue;
      const base = join(config.dir, config.baseUrl ?? '.');
      for (const [pattern, replacements] of config.paths) {
        const star = pattern.indexOf('*');
        const matched =
          star === -1
            ? source === pattern
              ? ''
              : undefined
            : source.startsWith(pattern.slice(0, star)) && source.endsWith(pattern.slice(star + 1)) && source.length >= pattern.length - 1
              ? source.slice(star, source.length - (pattern.length - star - 1))
              : undefined;
        if (matched === undefined) continue;
        for (const replacement of replacements) {
          const hit = this.jsFile(join(base, replacement.replace('*', matched)));
          if (hit) return [hit];
        }
      }
      if (config.baseUrl !== undefined) {
        const hit = this.jsFile(join(base, source));
        if (hit) return [hit];
      }
    }
    // Workspace packages: `pkg` or `pkg/sub`.
    const parts = source.split('/');
    const name = source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
    this.lookups.note(name);
    const dir = this.packages.get(name);
    if (dir !== undefined) {
      const sub = source.slice(name.length).replace(/^\//, '');
      for (const candidate of sub ? [join(dir, sub), join(dir, 'src', sub)] : [join(dir, 'src', 'index'), join(dir, 'index'), join(dir, 'src')]) {
        const hit = this.jsFile(candidate);
        if (hit) return [hit];
      }
    }
    return [];
  }

  // ---- Go ----

  private go(source: string): string[] {
    for (const { dir, module } of this.goModules) {
      if (source !== module && !source.startsWith(`${module}/`)) continue;
      const folder = join(dir, source.slice(module.length));
      return this.lookups.inDir(folder).filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'));
    }
    return [];
  }

  // ---- Rust ----

  private rustModuleFile(dir: string, name: string): string | undefined {
    for (const candidate of [join(dir, `${name}.rs`), join(dir, name, 'mod.rs')]) if (this.lookups.has(candidate)) return candidate;
    return undefined;
  }

  /** The folder holding the child modules of the module file `file`. */
  private rustChildDir(file: string): string {
    const name = file.slice(file.lastIndexOf('/') + 1);
    if (name === 'mod.rs' || name === 'lib.rs' || name === 'main.rs') return dirOf(file);
    return join(dirOf(file), name.replace(/\.rs$/, ''));
  }

  /** The folder holding `file`'s parent module's children. */
  private rustParentDir(file: string): string {
    const name = file.slice(file.lastIndexOf('/') + 1);
    return name === 'mod.rs' || name === 'lib.rs' || name === 'main.rs' ? dirOf(dirOf(file)) : dirOf(file);
  }

  /** The module file whose children live in `dir`. */
  private rustModuleFileForDir(dir: string): string | undefined {
    const base = dir.slice(dir.lastIndexOf('/') + 1);
    for (const candidate of [join(dir, 'mod.rs'), join(dir, 'lib.rs'), join(dir, 'main.rs'), join(dirOf(dir), `${base}.rs`)]) {
      if (this.lookups.has(candidate)) return candidate;
    }
    return undefined;
  }

  private rustCrateRoot(from: string): string | undefined {
    for (let dir = dirOf(from); ; dir = dirOf(dir)) {
      for (const root of ['lib.rs', 'main.rs']) if (this.lookups.has(join(dir, root))) return join(dir, root);
      if (dir === '') return undefined;
    }
  }

  private rust(from: string, raw: RawImport): string[] {
    if (raw.kind === 'mod') {
      const hit = this.rustModuleFile(this.rustChildDir(from), raw.source);
      return hit ? [hit] : [];
    }
    const segments = raw.source.split('::').filter(Boolean);
    let file: string | undefined;
    if (segments[0] === 'crate') file = this.rustCrateRoot(from);
    else if (segments[0] === 'self') file = from;
    else if (segments[0] === 'super') file = this.rustModuleFileForDir(this.rustParentDir(from));
    else return [];
    if (!file) return [];
    // Walk down module by module; the last segments may be items inside the last module found.
    for (const segment of [...segments.slice(1), ...raw.names]) {
      const next = this.rustModuleFile(this.rustChildDir(file), segment);
      if (!next) break;
      file = next;
    }
    return file === from ? [] : [file];
  }

  // ---- Java ----

  private java(source: string): string[] {
    const path = source.replace(/\./g, '/');
    const asClass = this.lookups.filesEndingWith(`${path}.java`);
    if (asClass.length) return [...asClass];
    // `import a.b.Outer.Inner` or a static member: try the enclosing class.
    const parent = path.slice(0, path.lastIndexOf('/'));
    const asOuter = this.lookups.filesEndingWith(`${parent}.java`);
    if (asOuter.length) return [...asOuter];
    // A package (wildcard import): every Java file in the first folder that ends with its path.
    const dir = this.lookups.dirEndingWith(path);
    return dir === undefined ? [] : this.lookups.inDir(dir).filter((f) => f.endsWith('.java'));
  }

  // ---- Ruby ----

  private ruby(from: string, source: string): string[] {
    const withExt = source.endsWith('.rb') ? source : `${source}.rb`;
    const relative = join(dirOf(from), withExt);
    if (this.lookups.has(relative)) return [relative];
    for (const root of ['lib', '']) {
      const candidate = join(root, withExt);
      if (this.lookups.has(candidate)) return [candidate];
    }
    const found = this.lookups.filesEndingWith(withExt).filter((f) => f !== withExt);
    return found.length === 1 ? found : [];
  }

  // ---- C / C++ ----

  private include(from: string, source: string): string[] {
    const relative = join(dirOf(from), source);
    if (this.lookups.has(relative)) return [relative];
    const found = [...this.lookups.filesEndingWith(source)];
    if (found.length <= 1) return found;
    // Several headers share the path suffix: keep the ones nearest to the including file.
    const fromTop = from.split('/')[0];
    const near = found.filter((f) => f.split('/')[0] === fromTop);
    return near.length ? near : found;
  }

  // ---- C# and PHP ----

  private namespaces(): NamespaceIndex {
    this.lookups.note(NAMESPACE_KEY);
    this.namespaceIndex ??= new NamespaceIndex(this.namespaced, this.definitionsOf);
    return this.namespaceIndex;
  }

  /** `using A.B;`: the files declaring namespace A.B; `using static A.B.T;` / `using X = A.B.T;`: T's files. */
  private csharp(source: string): string[] {
    const index = this.namespaces();
    const declaring = index.declaringFiles('csharp', source);
    return declaring.length ? [...declaring] : [...index.definingFiles('csharp', source)];
  }

  /**
   * `use A\B\C;` (or `use A\B\{C, D}`): each class's autoload path when the file exists, else the
   * files defining the name in its namespace, else the files declaring it as a namespace.
   */
  private php(raw: RawImport): string[] {
    const names = raw.names.length ? raw.names.map((n) => `${raw.source}\\${n}`) : [raw.source];
    return names.flatMap((name) => {
      const autoloaded = autoloadPaths(this.autoload, name).filter((p) => this.lookups.has(p));
      if (autoloaded.length) return autoloaded.slice(0, 1);
      const index = this.namespaces();
      const dotted = name.split('\\').filter(Boolean).join('.');
      const defining = index.definingFiles('php', dotted);
      return defining.length ? [...defining] : [...index.declaringFiles('php', dotted)];
    });
  }

  /** `require`/`include`: `./`, `../` from the file's folder; else its folder, the root, or a unique file by path suffix. */
  private phpFile(from: string, source: string): string[] {
    const fromDir = join(dirOf(from), source);
    if (this.lookups.has(fromDir)) return [fromDir];
    if (/^\.\.?\//.test(source)) return [];
    const fromRoot = join(source);
    if (this.lookups.has(fromRoot)) return [fromRoot];
    if (!fromRoot || fromRoot.startsWith('\0')) return [];
    const found = this.lookups.filesEndingWith(fromRoot).filter((f) => f !== fromRoot);
    return found.length === 1 ? found : [];
  }
}
