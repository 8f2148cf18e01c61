/**
 * Where C# and PHP names live: which files declare each namespace, which files define each top-level
 * name of a namespace (types, functions, constants), and Composer's PSR-4 / PSR-0 autoload roots that
 * map a PHP class to a file path. Built from the definitions the parser found (namespaces are
 * `module` definitions named with dots: `Acme.Billing` for both `namespace Acme.Billing` and
 * `namespace Acme\Billing`).
 */
import type { Definition } from './definitions.js';

export type NamespacedLanguage = 'csharp' | 'php';

/** A file's definitions, or undefined when it has none recorded. */
export type DefinitionsReader = (path: string) => readonly Definition[] | undefined;

type Located = Pick<Definition, 'kind' | 'qualifiedName' | 'startLine' | 'endLine'>;

/**
 * The namespace a top-level definition is in: the innermost namespace block around it, else the last
 * namespace statement before it (C# `namespace A;`, PHP `namespace A;`, which end on their own line),
 * else the global namespace ('').
 */
export function namespaceAt(namespaces: readonly Located[], def: Pick<Definition, 'startLine' | 'endLine'>): string {
  let enclosing: Located | undefined;
  let statement: Located | undefined;
  for (const ns of namespaces) {
    if (ns.startLine > def.startLine) continue;
    if (ns.endLine >= def.endLine) {
      if (!enclosing || ns.startLine >= enclosing.startLine) enclosing = ns;
    } else if (ns.endLine === ns.startLine && (!statement || ns.startLine >= statement.startLine)) {
      statement = ns;
    }
  }
  return (enclosing ?? statement)?.qualifiedName ?? '';
}

function add(map: Map<string, string[]>, key: string, path: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [path]);
  else if (list[list.length - 1] !== path) list.push(path);
}

export class NamespaceIndex {
  /** `language:namespace` -> files declaring it. */
  private readonly declaring = new Map<string, string[]>();
  /** `language:namespace.name` -> files defining that top-level name in that namespace. */
  private readonly defining = new Map<string, string[]>();

  constructor(files: Iterable<{ path: string; language: NamespacedLanguage }>, read: DefinitionsReader) {
    for (const { path, language } of files) {
      const defs = read(path) ?? [];
      const namespaces = defs.filter((d) => d.kind === 'module');
      for (const ns of namespaces) add(this.declaring, `${language}:${ns.qualifiedName}`, path);
      for (const def of defs) {
        if (def.kind === 'module' || def.parent !== undefined) continue;
        const ns = namespaceAt(namespaces, def);
        add(this.defining, `${language}:${ns ? `${ns}.` : ''}${def.name}`, path);
      }
    }
  }

  /** Files declaring the namespace (dotted). */
  declaringFiles(language: NamespacedLanguage, namespace: string): readonly string[] {
    return this.declaring.get(`${language}:${namespace}`) ?? [];
  }

  /** Files defining the top-level `name` (dotted, with its namespace: `Acme.Billing.Invoice`). */
  definingFiles(language: NamespacedLanguage, qualified: string): readonly string[] {
    return this.defining.get(`${language}:${qualified}`) ?? [];
  }
}

/** One Composer autoload root: classes under `prefix` (ending in `\`, or '' for all) live in `dirs`. */
export interface AutoloadRoot {
  prefix: string;
  /** Repository folders, '' for the root. */
  dirs: string[];
  /** PSR-0: the whole class name is the path under the folder; PSR-4: the part after the prefix. */
  psr0: boolean;
}

function joinDir(dir: string, sub: string): string {
  const parts = [...dir.split('/'), ...sub.split('/')].filter((p) => p !== '' && p !== '.');
  return parts.join('/');
}

/** The PSR-4 and PSR-0 roots of a composer.json (`autoload` and `autoload-dev`) in folder `dir`. */
export function composerAutoload(text: string, dir: string): AutoloadRoot[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  const roots: AutoloadRoot[] = [];
  for (const section of ['autoload', 'autoload-dev']) {
    const autoload = (json as Record<string, unknown> | null)?.[section];
    if (typeof autoload !== 'object' || autoload === null) continue;
    for (const [standard, psr0] of [['psr-4', false], ['psr-0', true]] as const) {
      const map = (autoload as Record<string, unknown>)[standard];
      if (typeof map !== 'object' || map === null) continue;
      for (const [prefix, value] of Object.entries(map)) {
        const dirs = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
        if (dirs.length) roots.push({ prefix, dirs: dirs.map((d) => joinDir(dir, d)), psr0 });
      }
    }
  }
  return roots;
}

/** The files a fully qualified PHP class (`Acme\Billing\Invoice`) would be in under the roots, in their order. */
export function autoloadPaths(roots: readonly AutoloadRoot[], qualified: string): string[] {
  const out: string[] = [];
  for (const root of roots) {
    if (!qualified.startsWith(root.prefix)) continue;
    const rest = root.psr0 ? qualified : qualified.slice(root.prefix.length);
    if (!rest) continue;
    for (const dir of root.dirs) out.push(`${joinDir(dir, rest.replace(/\\/g, '/'))}.php`);
  }
  return out;
}
