/**
 * The import statements of one parsed file, as written: module specifier, imported names and their
 * local aliases. Resolution to repository files is `imports.ts`'s job.
 */
import type { Language, Node, QueryMatch } from 'web-tree-sitter';
import { compileQuery, QUERY_LIMITS } from './definitions.js';
import type { LanguageId } from './languages.js';

export interface RawImport {
  /**
   * The module as written: `..pkg.mod`, `./util`, `github.com/x/y`, `crate::a::b`, `java.util.List`,
   * `System.Text` (C#), `Psr\\Log\\LoggerInterface` (PHP, without a leading `\\`); for a PHP
   * `require`/`include`, the path it loads with `__DIR__` read as `.` (`__DIR__ . '/a.php'` -> `./a.php`).
   */
  source: string;
  /** Imported names (`from m import a, b`, `import { a }`, Rust `use m::{a, b}`); `*` for wildcards. */
  names: string[];
  /** Local name -> imported name, where they differ (`import x as y`, default and namespace imports). */
  aliases?: Record<string, string>;
  /** 1-based. */
  line: number;
  /** `mod` for a Rust `mod x;`, `system` for a C/C++ `<header>`, `file` for a PHP `require`/`include`, else `module`. */
  kind: 'module' | 'mod' | 'system' | 'file';
}

const STATEMENTS: Record<LanguageId, ReadonlySet<string>> = {
  python: new Set(['import_statement', 'import_from_statement']),
  typescript: new Set(['import_statement', 'export_statement', 'call_expression']),
  tsx: new Set(['import_statement', 'export_statement', 'call_expression']),
  javascript: new Set(['import_statement', 'export_statement', 'call_expression']),
  go: new Set(['import_spec']),
  rust: new Set(['use_declaration', 'mod_item']),
  java: new Set(['import_declaration']),
  ruby: new Set(['call']),
  cpp: new Set(['preproc_include']),
  csharp: new Set(['using_directive']),
  php: new Set(['namespace_use_declaration', 'require_expression', 'require_once_expression', 'include_expression', 'include_once_expression']),
};

/** Languages whose import aliases name the imported module itself (`import x as y`, `using Y = X;`). */
const MODULE_ALIASES = new Set<LanguageId>(['python', 'csharp', 'php']);

function statementOf(node: Node, types: ReadonlySet<string>): Node {
  for (let n: Node | null = node; n; n = n.parent) if (types.has(n.type)) return n;
  return node;
}

interface Group {
  line: number;
  sources: string[];
  names: string[];
  aliases: Record<string, string>;
  kind: RawImport['kind'];
  pendingName?: string;
}

/** Rust `use a::b::{c, d as e}` -> source `a::b`, names c, d (alias e). */
function rustUse(text: string): { source: string; names: string[]; aliases: Record<string, string> } {
  const clean = text.replace(/\s+/g, '');
  const brace = clean.indexOf('{');
  const aliases: Record<string, string> = {};
  if (brace === -1) {
    const [path, alias] = clean.split(/as(?=[A-Za-z_])/);
    const parts = (path ?? '').split('::');
    const name = parts.pop() ?? '';
    if (alias) aliases[alias] = name;
    return { source: parts.join('::') || name, names: parts.length ? [name] : [], aliases };
  }
  const source = clean.slice(0, brace).replace(/::$/, '');
  const names: string[] = [];
  for (const item of clean.slice(brace + 1, clean.lastIndexOf('}')).split(',')) {
    if (!item) continue;
    const [path, alias] = item.split(/as(?=[A-Za-z_])/);
    const name = (path ?? '').split('::').pop() ?? '';
    if (!name || name.includes('{')) continue;
    names.push(name === 'self' ? source.split('::').pop() ?? name : name);
    if (alias) aliases[alias] = name;
  }
  return { source, names, aliases };
}

/** Most `dirname(__DIR__, levels)` a PHP include path is followed through. */
const MAX_DIRNAME_LEVELS = 8;

/**
 * The path a PHP `require`/`include` expression loads, when it is made of string literals,
 * `__DIR__`, `dirname(__DIR__)` / `dirname(__FILE__)` and `.` concatenation: `__DIR__` reads as `.`,
 * each `dirname` level as `..`. Undefined for anything computed at run time.
 */
export function phpIncludePath(node: Node): string | undefined {
  switch (node.type) {
    case 'parenthesized_expression':
      return node.namedChildCount === 1 ? phpIncludePath(node.namedChild(0)!) : undefined;
    case 'string':
    case 'encapsed_string':
      if (node.namedChildren.some((c) => c?.type !== 'string_content')) return undefined;
      return node.namedChildren.map((c) => c!.text).join('');
    case 'name':
      return node.text === '__DIR__' ? '.' : undefined;
    case 'binary_expression': {
      if (node.childForFieldName('operator')?.text !== '.') return undefined;
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      const a = left ? phpIncludePath(left) : undefined;
      const b = right ? phpIncludePath(right) : undefined;
      return a === undefined || b === undefined ? undefined : a + b;
    }
    case 'function_call_expression': {
      if (node.childForFieldName('function')?.text !== 'dirname') return undefined;
      const args = (node.childForFieldName('arguments')?.namedChildren ?? []).map((a) => a?.namedChild(0)?.text);
      const levels = args[1] === undefined ? 1 : Number(args[1]);
      if (!Number.isInteger(levels) || levels < 1 || levels > MAX_DIRNAME_LEVELS) return undefined;
      if (args[0] === '__FILE__') return levels === 1 ? '.' : Array(levels - 1).fill('..').join('/');
      if (args[0] === '__DIR__') return Array(levels).fill('..').join('/');
      return undefined;
    }
    default:
      return undefined;
  }
}

export function extractImports(root: Node, language: Language, id: LanguageId, matches?: QueryMatch[]): RawImport[] {
  const types = STATEMENTS[id];
  const groups = new Map<number, Group>();
  for (const match of matches ?? compileQuery(language, id, 'imports').matches(root, QUERY_LIMITS)) {
    let source: string | undefined;
    let name: string | undefined;
    let alias: string | undefined;
    let kind: RawImport['kind'] = 'module';
    let anchor: Node | undefined;
    for (const c of match.captures) {
      if (c.name.startsWith('_')) continue;
      anchor ??= c.node;
      if (c.name === 'import.source') source = c.node.text;
      else if (c.name === 'import.system') {
        source = c.node.text.replace(/^<|>$/g, '');
        kind = 'system';
      } else if (c.name === 'import.file') {
        source = phpIncludePath(c.node);
        kind = 'file';
      } else if (c.name === 'import.mod') {
        source = c.node.text;
        kind = 'mod';
      } else if (c.name === 'import.name') name = c.node.text === '*' || c.node.type === 'wildcard_import' ? '*' : c.node.text;
      else if (c.name === 'import.alias') alias = c.node.text;
    }
    if (!anchor) continue;
    const statement = statementOf(anchor, types);
    let group = groups.get(statement.id);
    if (!group) {
      group = { line: statement.startPosition.row + 1, sources: [], names: [], aliases: {}, kind };
      groups.set(statement.id, group);
    }
    if (kind !== 'module') group.kind = kind;
    if (source !== undefined && !group.sources.includes(source)) group.sources.push(source);
    if (name !== undefined && !group.names.includes(name)) group.names.push(name);
    if (alias !== undefined) {
      if (name !== undefined) group.aliases[alias] = name;
      else if (MODULE_ALIASES.has(id) && source !== undefined) group.aliases[alias] = source;
      else group.aliases[alias] = 'default';
    }
  }
  const out: RawImport[] = [];
  for (const g of groups.values()) {
    if (g.sources.length === 0) continue;
    for (const raw of g.sources) {
      if (id === 'rust' && g.kind === 'module') {
        const use = rustUse(raw);
        out.push({ source: use.source, names: use.names, ...(Object.keys(use.aliases).length ? { aliases: use.aliases } : {}), line: g.line, kind: g.kind });
        continue;
      }
      const source = id === 'java' && /\.\*$/.test(raw) ? raw.slice(0, -2) : id === 'php' ? raw.replace(/^\\/, '') : raw;
      const names = g.sources.length > 1 ? [] : g.names;
      const aliases = g.sources.length > 1 ? Object.fromEntries(Object.entries(g.aliases).filter(([, v]) => v === raw)) : g.aliases;
      out.push({ source, names, ...(Object.keys(aliases).length ? { aliases } : {}), line: g.line, kind: g.kind });
    }
  }
  return out.sort((a, b) => a.line - b.line);
}
