/**
 * A pruned repository tree: the top files and their siblings, as folders, each file with a compact
 * outline of its classes, functions and methods (like a ctags summary). Deterministic text.
 */
import type { Definition } from '../code/definitions.js';

export interface TreeFile {
  path: string;
  definitions: readonly Definition[];
}

export interface TreeOptions {
  /** Siblings shown per folder of a top file, besides the top files themselves. */
  siblingsPerFolder?: number;
  /** Members listed per class before `…`. */
  membersPerClass?: number;
}

export const DEFAULT_SIBLINGS_PER_FOLDER = 6;
export const DEFAULT_MEMBERS_PER_CLASS = 8;

const TYPE_KINDS = new Set(['class', 'interface', 'struct', 'enum', 'module']);

function outline(defs: readonly Definition[], detailed: boolean, membersPerClass: number): string[] {
  const lines: string[] = [];
  // By qualified name and by parent, in one pass each: files can define thousands of names.
  const names = new Set(defs.map((d) => d.qualifiedName));
  const membersOf = new Map<string, Definition[]>();
  for (const m of defs) {
    if (!m.parent || m.kind === 'constant') continue;
    const list = membersOf.get(m.parent);
    if (list) list.push(m);
    else membersOf.set(m.parent, [m]);
  }
  const topLevel = defs.filter((d) => !d.parent || !names.has(d.parent));
  for (const def of topLevel) {
    if (def.kind === 'constant' && !detailed) continue;
    lines.push(detailed ? def.signature : `${def.kind} ${def.name}`);
    if (TYPE_KINDS.has(def.kind)) {
      const members = membersOf.get(def.qualifiedName) ?? [];
      if (members.length) {
        const shown = members.slice(0, membersPerClass).map((m) => m.name);
        lines.push(`  ${shown.join(', ')}${members.length > shown.length ? `, … (${members.length - shown.length} more)` : ''}`);
      }
    }
  }
  return lines;
}

/**
 * Renders the tree of `topFiles` (best first) and up to `siblingsPerFolder` neighbours of each.
 * Top files are marked `*` and outlined with signatures; siblings with names only.
 */
export function repoTree(files: readonly TreeFile[], topFiles: readonly string[], options: TreeOptions = {}): string {
  const siblings = options.siblingsPerFolder ?? DEFAULT_SIBLINGS_PER_FOLDER;
  const membersPerClass = options.membersPerClass ?? DEFAULT_MEMBERS_PER_CLASS;
  const byPath = new Map(files.map((f) => [f.path, f]));
  const top = new Set(topFiles.filter((p) => byPath.has(p)));
  const shown = new Set(top);
  const byFolder = new Map<string, string[]>();
  for (const f of files) {
    const folder = f.path.includes('/') ? f.path.slice(0, f.path.lastIndexOf('/')) : '';
    const list = byFolder.get(folder);
    if (list) list.push(f.path);
    else byFolder.set(folder, [f.path]);
  }
  for (const path of top) {
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    const neighbours = (byFolder.get(folder) ?? []).filter((p) => !top.has(p)).sort();
    for (const p of neighbours.slice(0, siblings)) shown.add(p);
  }
  const paths = [...shown].sort();
  const out: string[] = [];
  let previous: string[] = [];
  for (const path of paths) {
    const parts = path.split('/');
    const folders = parts.slice(0, -1);
    let common = 0;
    while (common < folders.length && common < previous.length && folders[common] === previous[common]) common++;
    for (let i = common; i < folders.length; i++) out.push(`${'  '.repeat(i)}${folders[i]}/`);
    previous = folders;
    const depth = folders.length;
    const isTop = top.has(path);
    out.push(`${'  '.repeat(depth)}${parts[parts.length - 1]}${isTop ? ' *' : ''}`);
    for (const line of outline(byPath.get(path)!.definitions, isTop, membersPerClass)) out.push(`${'  '.repeat(depth + 1)}${line}`);
  }
  return out.join('\n');
}
