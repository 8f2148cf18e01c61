/**
 * A file's import header: its first block of import statements (Python `import`/`from`, JS/TS
 * `import`/`require`/`export ... from`, Go `import (...)`, Java/Kotlin/Scala/Swift `import`, Rust
 * `use`, C/C++ `#include`, C# `using`, Ruby `require`, PHP `use`/`require`), with the blank and
 * comment lines between its statements, so that an editor shown windows of a large file sees what is
 * imported. Pure: from the file's path and lines.
 */
import type { Window } from './windows.js';

/** The first import statement is looked for in this many lines at most. */
export const IMPORT_SEARCH_LINES = 400;

type Family = 'python' | 'script' | 'go' | 'jvm' | 'rust' | 'c' | 'csharp' | 'ruby' | 'php';

const FAMILIES: Record<string, Family> = {
  py: 'python', pyi: 'python', pyx: 'python',
  js: 'script', jsx: 'script', mjs: 'script', cjs: 'script', ts: 'script', tsx: 'script', mts: 'script', cts: 'script', vue: 'script', svelte: 'script',
  go: 'go',
  java: 'jvm', kt: 'jvm', kts: 'jvm', scala: 'jvm', groovy: 'jvm', swift: 'jvm',
  rs: 'rust',
  c: 'c', h: 'c', cc: 'c', cpp: 'c', cxx: 'c', hpp: 'c', hh: 'c', hxx: 'c', m: 'c', mm: 'c',
  cs: 'csharp',
  rb: 'ruby',
  php: 'php',
};

/** The first line of an import statement, at the start of a line. */
const STARTS: Record<Family, RegExp> = {
  python: /^(?:import\s+[\w.]|from\s+[\w.]+\s+import\b)/,
  script: /^(?:import\s+[\w{*'"$]|import\s*[{*'"]|export\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\b|(?:const|let|var)\s+[^=]+=\s*require\s*\(|require\s*\()/,
  go: /^import\s*\(|^import\s+(?:[\w.]+\s+)?"/,
  jvm: /^import\s+(?:static\s+)?[\w.`]+/,
  rust: /^(?:pub(?:\([\w:\s]+\))?\s+)?(?:use\s+[\w:{]|extern\s+crate\s|mod\s+\w+\s*;)/,
  c: /^#\s*(?:include|import)\b/,
  csharp: /^(?:global\s+)?using\s+(?:static\s+)?[\w.]+(?:\s*=\s*[\w.<>, ]+)?\s*;/,
  ruby: /^(?:require(?:_relative)?|load)\b/,
  php: /^(?:use\s+[\w\\]|(?:require|include)(?:_once)?\b)/,
};

const COMMENT = /^\s*(?:#(?!\s*(?:include|import)\b)|\/\/|\/\*|\*|--)/;

function familyOf(path: string): Family | undefined {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? undefined : FAMILIES[path.slice(dot + 1).toLowerCase()];
}

/** Brackets opened and not closed on a line (strings are not told apart: import lines rarely hold brackets in strings). */
function depth(line: string): number {
  let open = 0;
  for (const ch of line) {
    if (ch === '(' || ch === '{' || ch === '[') open++;
    else if (ch === ')' || ch === '}' || ch === ']') open--;
  }
  return open;
}

/** The last line of the statement starting at `first` (0-based): open brackets closed, no trailing `\` or `,`. */
function statementEnd(lines: readonly string[], first: number): number {
  let open = 0;
  let i = first;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    open += depth(line);
    if (open <= 0 && !/[\\,]\s*$/.test(line)) return i;
  }
  return lines.length - 1;
}

/** The file's first import block (1-based lines), or undefined when it has none. */
export function importHeader(path: string, lines: readonly string[]): Window | undefined {
  const family = familyOf(path);
  if (!family) return undefined;
  const starts = STARTS[family];
  const first = lines.slice(0, IMPORT_SEARCH_LINES).findIndex((line) => starts.test(line));
  if (first < 0) return undefined;
  let last = statementEnd(lines, first);
  for (let i = last + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || COMMENT.test(line)) continue;
    if (!starts.test(line)) break;
    last = i = statementEnd(lines, i);
  }
  return { start: first + 1, end: last + 1 };
}
