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

/** Languages whose files see their folder's definitions without importing them. */
const FOLDER_SCOPED = new Set<LanguageId>(['go', 'java', 'rust', 'cpp', 'ruby']);

/** Package entry files, whose imports are usually re-exports. */
const REEXPORTERS = /(?:^|\/)(?:__init__\.pyi?|index\.[cm]?[jt]sx?|mod\.rs|lib\.rs)$/;

function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

export class CodeGraph {
  private readonly files = new Map<string, GraphFile>();
  private readonly resolved = new Map<string, ResolvedImport[]>();
  private readonly importers = new Map<string, Set<string>>();
  readonly definitions: GraphDefinition[] = [];
  /** Simple name -> definition ids. */
  private readonly byName = new Map<string, number[]>();

  /**
   * `filesMentioning`, when given, names the files whose text may contain a name (a superset), or
   * returns undefined when it cannot tell: callers are then looked for in those files only, and the
   * references of the others are never read.
   */
  constructor(
    files: readonly GraphFile[],
    readConfig: ConfigReader,
    private readonly filesMentioning?: (name: string) => Iterable<string> | undefined,
  ) {
    const resolver = new ImportResolver(
      files.map((f) => f.path),
      readConfig,
    );
    for (const file of files) {
      this.files.set(file.path, file);
      for (const def of file.definitions) {
        const id = this.definitions.length;
        this.definitions.push({ id, path: file.path, def });
        const list = this.byName.get(def.name);
        if (list) list.push(id);
        else this.byName.set(def.name, [id]);
      }
    }
    for (const file of files) {
      if (!file.language) continue;
      const resolved = file.imports.map((raw) => resolver.resolve(file.path, file.language!, raw));
      this.resolved.set(file.path, resolved);
      for (const r of resolved) {
        for (const target of r.targets) {
          const set = this.importers.get(target);
          if (set) set.add(file.path);
          else this.importers.set(target, new Set([file.path]));
        }
      }
    }
  }

  /** The imports of a file, resolved. */
  importsOf(path: string): ResolvedImport[] {
    return this.resolved.get(path) ?? [];
  }

  private readonly dependencyLists = new Map<string, string[]>();

  /** Repository files `path` imports (sorted; the graph never changes, so each list is made once). */
  dependencies(path: string): readonly string[] {
    let list = this.dependencyLists.get(path);
    if (!list) {
      list = [...new Set(this.importsOf(path).flatMap((r) => r.targets))].sort();
      this.dependencyLists.set(path, list);
    }
    return list;
  }

  /** Repository files importing `path`. */
  dependents(path: string): string[] {
    return [...(this.importers.get(path) ?? [])].sort();
  }

  definitionsIn(path: string): GraphDefinition[] {
    return this.definitions.filter((d) => d.path === path);
  }

  /** Names a file uses that some repository file defines, with the lines using them. */
  referencesIn(path: string): Map<string, number[]> {
    const out = new Map<string, number[]>();
    for (const ref of this.files.get(path)?.references ?? []) {
      if (!this.byName.has(ref.name)) continue;
      const lines = out.get(ref.name);
      if (lines) {
        if (!lines.includes(ref.line)) lines.push(ref.line);
      } else out.set(ref.name, [ref.line]);
    }
    return out;
  }

  /** Definitions named `name`. */
  named(name: string): GraphDefinition[] {
    return (this.byName.get(name) ?? []).map((id) => this.definitions[id]!);
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
    const all = this.named(name);
    const visible = all.filter((d) => this.sees(from, d.path));
    if (visible.length) return visible;
    return all.length === 1 ? all : [];
  }

  /** Where an entity is used: references to its name that resolve to it. */
  callers(definitionId: number): Location[] {
    const target = this.definitions[definitionId];
    if (!target) return [];
    const out: Location[] = [];
    const mentioning = this.filesMentioning?.(target.def.name);
    const paths = mentioning ? [...mentioning] : this.files.keys();
    for (const path of paths) {
      const file = this.files.get(path);
      if (!file) continue;
      for (const ref of file.references) {
        if (ref.name !== target.def.name) continue;
        if (path === target.path && ref.line >= target.def.startLine && ref.line <= target.def.endLine) continue;
        if (this.resolveReference(path, ref.name).some((d) => d.id === definitionId)) out.push({ path, line: ref.line });
      }
    }
    return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
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
