/**
 * The file <-> entity graph: which files import which, what each file defines and references, who
 * calls an entity, and an import order for multi-file edit plans (definitions before their users,
 * cycles broken deterministically). References to names no repository file defines (library calls)
 * are pruned.
 */
import type { Definition, Reference } from './definitions.js';
import type { RawImport } from './import-extract.js';
import { ImportResolver, type ConfigReader, type ResolvedImport } from './imports.js';
import type { LanguageId } from './languages.js';

export interface GraphFile {
  path: string;
  language?: LanguageId;
  definitions: readonly Definition[];
  references: readonly Reference[];
  imports: readonly RawImport[];
  /**
   * The references' names and lines for finding callers, when they can be had without the rest of
   * the file's details (`references` otherwise): only lines leave the graph through them.
   */
  referenceLines?: () => readonly Reference[];
}

export interface GraphDefinition {
  id: number;
  path: string;
  def: Definition;
}

export interface Location {
  path: string;
  line: number;
}

/** Languages whose files see their folder's definitions without importing them (C# and PHP: a folder is, by convention, one namespace). */
const FOLDER_SCOPED = new Set<LanguageId>(['go', 'java', 'rust', 'cpp', 'ruby', 'csharp', 'php']);

/** Package entry files, whose imports are usually re-exports. */
const REEXPORTERS = /(?:^|\/)(?:__init__\.pyi?|index\.[cm]?[jt]sx?|mod\.rs|lib\.rs)$/;

/** The lines of `references` (those of the file at `path`) that use the target's name, outside the target itself. */
function usesOf(target: GraphDefinition, path: string, references: readonly Reference[]): Location[] {
  const out: Location[] = [];
  for (const ref of references) {
    if (ref.name !== target.def.name) continue;
    if (path === target.path && ref.line >= target.def.startLine && ref.line <= target.def.endLine) continue;
    out.push({ path, line: ref.line });
  }
  return out;
}

function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/**
 * What an index already knows, so the graph need not unpack every file: definitions by id and by
 * name (ids number the files' definitions in order, as the graph itself would), and each file's
 * dependencies when a persisted index kept them.
 */
export interface KnownGraph {
  definitionCount: number;
  definition(id: number): GraphDefinition;
  /** Ids of the definitions whose simple name is `name`, ascending. */
  named(name: string): readonly number[];
  /**
   * Whether a definition other than `id` has the simple name `name`: `named(name)` holds more than
   * `id`, found without reading every file that defines a name spelled alike.
   */
  another?: (name: string, id: number) => boolean;
  /** The file of a definition, without unpacking it. */
  pathOf?: (id: number) => string;
  definitionsIn(path: string): GraphDefinition[];
  /** Repository files each file imports (sorted), as `dependencies` would give them. */
  dependencies?: (path: string) => readonly string[] | undefined;
}

export class CodeGraph {
  private readonly files = new Map<string, GraphFile>();
  private readonly resolver: ImportResolver;
  /** Resolved imports per file, made on first use. */
  private readonly resolved = new Map<string, ResolvedImport[]>();
  private importerSets: Map<string, Set<string>> | undefined;
  private allDefinitions: GraphDefinition[] | undefined;
  /** Simple name -> definition ids, made on first use when no index knows them. */
  private nameIndex: Map<string, number[]> | undefined;

  /**
   * `filesMentioning`, when given, names the files whose text may contain a name (a superset), or
   * returns undefined when it cannot tell: callers are then looked for in those files only, and the
   * references of the others are never read. Nothing is resolved or listed before it is asked for:
   * each file's imports are resolved when first needed, and only `dependents` (and what uses it)
   * resolves every file's, unless `known` gives the dependencies.
   */
  constructor(
    files: readonly GraphFile[],
    readConfig: ConfigReader,
    private readonly filesMentioning?: (name: string) => Iterable<string> | undefined,
    private readonly known?: KnownGraph,
  ) {
    for (const file of files) this.files.set(file.path, file);
    this.resolver = new ImportResolver(
      files.map((f) => f.path),
      readConfig,
      (path) => this.files.get(path)?.definitions,
    );
  }

  /** Every definition, by id. */
  get definitions(): readonly GraphDefinition[] {
    if (!this.allDefinitions) {
      const all: GraphDefinition[] = [];
      if (this.known) for (let id = 0; id < this.known.definitionCount; id++) all.push(this.known.definition(id));
      else for (const file of this.files.values()) for (const def of file.definitions) all.push({ id: all.length, path: file.path, def });
      this.allDefinitions = all;
    }
    return this.allDefinitions;
  }

  private definitionById(id: number): GraphDefinition | undefined {
    if (this.known) return id >= 0 && id < this.known.definitionCount ? this.known.definition(id) : undefined;
    return this.definitions[id];
  }

  /** Ids by name as the index gave them, asked once per name. */
  private readonly knownNamed = new Map<string, readonly number[]>();

  private idsNamed(name: string): readonly number[] {
    if (this.known) {
      let ids = this.knownNamed.get(name);
      if (!ids) this.knownNamed.set(name, (ids = this.known.named(name)));
      return ids;
    }
    if (!this.nameIndex) {
      this.nameIndex = new Map();
      for (const { id, def } of this.definitions) {
        const list = this.nameIndex.get(def.name);
        if (list) list.push(id);
        else this.nameIndex.set(def.name, [id]);
      }
    }
    return this.nameIndex.get(name) ?? [];
  }

  /** The imports of a file, resolved. */
  importsOf(path: string): ResolvedImport[] {
    let resolved = this.resolved.get(path);
    if (!resolved) {
      const file = this.files.get(path);
      resolved = file?.language ? file.imports.map((raw) => this.resolver.resolve(file.path, file.language!, raw)) : [];
      this.resolved.set(path, resolved);
    }
    return resolved;
  }

  private readonly dependencyLists = new Map<string, readonly string[]>();

  /** Repository files `path` imports (sorted; the graph never changes, so each list is made once). */
  dependencies(path: string): readonly string[] {
    let list = this.dependencyLists.get(path);
    if (!list) {
      list = this.known?.dependencies?.(path) ?? [...new Set(this.importsOf(path).flatMap((r) => r.targets))].sort();
      this.dependencyLists.set(path, list);
    }
    return list;
  }

  /** Repository files importing `path`. */
  dependents(path: string): string[] {
    if (!this.importerSets) {
      this.importerSets = new Map();
      for (const from of this.files.keys()) {
        for (const target of this.dependencies(from)) {
          const set = this.importerSets.get(target);
          if (set) set.add(from);
          else this.importerSets.set(target, new Set([from]));
        }
      }
    }
    return [...(this.importerSets.get(path) ?? [])].sort();
  }

  definitionsIn(path: string): GraphDefinition[] {
    if (this.known) return this.known.definitionsIn(path);
    return this.definitions.filter((d) => d.path === path);
  }

  /** Names a file uses that some repository file defines, with the lines using them. */
  referencesIn(path: string): Map<string, number[]> {
    const out = new Map<string, number[]>();
    for (const ref of this.files.get(path)?.references ?? []) {
      if (this.idsNamed(ref.name).length === 0) continue;
      const lines = out.get(ref.name);
      if (lines) {
        if (!lines.includes(ref.line)) lines.push(ref.line);
      } else out.set(ref.name, [ref.line]);
    }
    return out;
  }

  /** Definitions named `name`. */
  named(name: string): GraphDefinition[] {
    return this.idsNamed(name).map((id) => this.definitionById(id)!);
  }

  /**
   * Whether code in `from` can see definitions of `to`: same file, a direct import, an import of a
   * package entry file that re-exports `to` (`__init__.py`, `index.ts`, `mod.rs`), or a shared
   * folder scope (Go packages, Java packages, ...).
   */
  private sees(from: string, to: string): boolean {
    if (from === to) return true;
    const deps = this.dependencies(from);
    if (deps.includes(to)) return true;
    if (deps.some((d) => REEXPORTERS.test(d) && this.dependencies(d).includes(to))) return true;
    const language = this.files.get(from)?.language;
    return language !== undefined && FOLDER_SCOPED.has(language) && dirOf(from) === dirOf(to);
  }

  /**
   * The definitions a use of `name` in `from` refers to: those `from` can see; if none, every
   * definition of the name when it is unique in the repository.
   */
  resolveReference(from: string, name: string): GraphDefinition[] {
    return this.resolveIds(from, name).map((id) => this.definitionById(id)!);
  }

  /** The ids `resolveReference` gives, from the definitions' files alone (none is unpacked when an index knows them). */
  private resolveIds(from: string, name: string): readonly number[] {
    const all = this.idsNamed(name);
    const visible = all.filter((id) => this.sees(from, this.pathOf(id)));
    if (visible.length) return visible;
    return all.length === 1 ? all : [];
  }

  private pathOf(id: number): string {
    return this.known?.pathOf ? this.known.pathOf(id) : this.definitionById(id)!.path;
  }

  /** The files whose text may contain `name` (a superset), or undefined when the graph cannot tell. */
  filesThatMayMention(name: string): Iterable<string> | undefined {
    return this.filesMentioning?.(name);
  }

  /**
   * Where `references`, those of the file at `path` worked out now (a file whose references the
   * graph does not hold), use the entity: the same test `callers` makes.
   */
  callersIn(path: string, references: readonly Reference[], definitionId: number): Location[] {
    const target = this.definitionById(definitionId);
    return target && this.reaches(path, target) ? usesOf(target, path, references) : [];
  }

  /**
   * Whether a use of the target's name in `path` resolves to it (`resolveReference`): `path` sees the
   * target's file, or the name is the target's alone in the repository.
   */
  private reaches(path: string, target: GraphDefinition): boolean {
    return this.sees(path, target.path) || this.unique(target);
  }

  /** Per definition id, whether its name is its alone in the repository (`reaches`). */
  private readonly uniqueNames = new Map<number, boolean>();

  private unique(target: GraphDefinition): boolean {
    const name = target.def.name;
    const listed = this.knownNamed.get(name);
    if (listed || !this.known?.another) return (listed ?? this.idsNamed(name)).length === 1;
    let alone = this.uniqueNames.get(target.id);
    if (alone === undefined) this.uniqueNames.set(target.id, (alone = !this.known.another(name, target.id)));
    return alone;
  }

  /** Where an entity is used: references to its name that resolve to it, by path and line. */
  callers(definitionId: number): Location[] {
    const target = this.definitionById(definitionId);
    if (!target) return [];
    const out: Location[] = [];
    const mentioning = this.filesMentioning?.(target.def.name);
    const paths = mentioning ? [...mentioning] : this.files.keys();
    for (const path of paths) {
      const file = this.files.get(path);
      // A file whose uses of the name cannot resolve to the target is not unpacked.
      if (file && this.reaches(path, target)) out.push(...usesOf(target, path, file.referenceLines?.() ?? file.references));
    }
    return out.sort(byPlace);
  }

  /**
   * Orders `paths` so that a file comes after the files it imports (among `paths`). Import cycles
   * are kept together and ordered by path, so the result is the same on every run.
   */
  topologicalOrder(paths: readonly string[]): string[] {
    const nodes = [...new Set(paths)].sort();
    const inSet = new Set(nodes);
    const edges = new Map(nodes.map((p) => [p, this.dependencies(p).filter((d) => inSet.has(d) && d !== p)]));
    // Tarjan's strongly connected components, iteratively (deep import chains must not overflow).
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const onStack = new Set<string>();
    const stack: string[] = [];
    const components: string[][] = [];
    let counter = 0;
    for (const start of nodes) {
      if (index.has(start)) continue;
      const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
      index.set(start, counter);
      low.set(start, counter++);
      stack.push(start);
      onStack.add(start);
      while (work.length) {
        const frame = work[work.length - 1]!;
        const succ = edges.get(frame.node)!;
        if (frame.next < succ.length) {
          const next = succ[frame.next++]!;
          if (!index.has(next)) {
            index.set(next, counter);
            low.set(next, counter++);
            stack.push(next);
            onStack.add(next);
            work.push({ node: next, next: 0 });
          } else if (onStack.has(next)) {
            low.set(frame.node, Math.min(low.get(frame.node)!, index.get(next)!));
          }
          continue;
        }
        work.pop();
        const parent = work[work.length - 1];
        if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
        if (low.get(frame.node) === index.get(frame.node)) {
          const component: string[] = [];
          let member: string;
          do {
            member = stack.pop()!;
            onStack.delete(member);
            component.push(member);
          } while (member !== frame.node);
          components.push(component.sort());
        }
      }
    }
    // Tarjan emits components with dependencies first; break ties by path for stability.
    const componentOf = new Map<string, number>();
    components.forEach((c, i) => c.forEach((p) => componentOf.set(p, i)));
    const pending = new Map<number, number>();
    const dependentsOf = new Map<number, Set<number>>();
    components.forEach((c, i) => {
      const deps = new Set<number>();
      for (const p of c) for (const d of edges.get(p)!) if (componentOf.get(d) !== i) deps.add(componentOf.get(d)!);
      pending.set(i, deps.size);
      for (const d of deps) {
        const set = dependentsOf.get(d) ?? new Set<number>();
        set.add(i);
        dependentsOf.set(d, set);
      }
    });
    const ready = components.map((_, i) => i).filter((i) => pending.get(i) === 0);
    const order: string[] = [];
    while (ready.length) {
      ready.sort((a, b) => (components[a]![0]! < components[b]![0]! ? -1 : 1));
      const next = ready.shift()!;
      order.push(...components[next]!);
      for (const d of dependentsOf.get(next) ?? []) {
        const left = pending.get(d)! - 1;
        pending.set(d, left);
        if (left === 0) ready.push(d);
      }
    }
    return order;
  }

  /** Import-graph distance (either direction) from any of `sources` to each reachable file, up to `maxDepth`. */
  distances(sources: readonly string[], maxDepth = 3): Map<string, number> {
    const dist = new Map<string, number>();
    let frontier = sources.filter((s) => this.files.has(s));
    frontier.forEach((s) => dist.set(s, 0));
    for (let depth = 1; depth <= maxDepth && frontier.length; depth++) {
      const next: string[] = [];
      for (const path of frontier) {
        for (const n of [...this.dependencies(path), ...this.dependents(path)]) {
          if (dist.has(n)) continue;
          dist.set(n, depth);
          next.push(n);
        }
      }
      frontier = next;
    }
    return dist;
  }
}

/** Locations in path order, then line order. */
export function byPlace(a: Location, b: Location): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line;
}
