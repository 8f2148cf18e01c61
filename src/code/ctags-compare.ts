/**
 * Agreement with universal-ctags on function, class and method definitions: for every tag ctags
 * reports, is there a definition of ours with that name in that file, starting at that line
 * (between the first line of its annotations/decorators and the line of its name)?
 */
import type { Definition } from './definitions.js';
import { languageForPath, type LanguageId } from './languages.js';
import { programOutput } from '../repo/programs.js';


/**
 * The ctags kinds compared, per ctags language name: functions, classes and methods (and their kin).
 * JavaScript's `class` kind is left out because ctags also files object literals under it, and
 * Rust's `implementation` because an `impl` block is a scope, not a definition. C# properties,
 * fields and events are left out as Java's fields are (and ctags files generic constraints as
 * properties), PHP's `define` and `variable` kinds likewise.
 */
export const CTAGS_KINDS: Record<string, ReadonlySet<string>> = {
  Python: new Set(['class', 'function', 'member']),
  TypeScript: new Set(['class', 'function', 'method', 'interface', 'enum', 'generator']),
  JavaScript: new Set(['function', 'method', 'generator']),
  Go: new Set(['func', 'struct', 'interface', 'methodSpec']),
  Java: new Set(['class', 'method', 'interface', 'enum', 'annotation']),
  Ruby: new Set(['class', 'module', 'method', 'singletonMethod']),
  Rust: new Set(['function', 'struct', 'enum', 'interface', 'method']),
  'C++': new Set(['class', 'function', 'struct', 'enum', 'namespace']),
  C: new Set(['function', 'struct', 'enum', 'union']),
  'C#': new Set(['class', 'method', 'interface', 'struct', 'enum', 'namespace']),
  PHP: new Set(['class', 'function', 'interface', 'trait', 'namespace']),
};

export interface CtagsTag {
  name: string;
  path: string;
  line: number;
  kind: string;
  language: string;
}

export interface AgreementRow {
  language: string;
  tags: number;
  /** A definition with the tag's name exists in the file. */
  found: number;
  /** ...and its lines agree with the tag's line. */
  correctLine: number;
  /** A few misses, for inspection. */
  examples: string[];
}

/** Parses `ctags --output-format=json --fields=+nKl` output. */
export function parseCtagsJson(output: string): CtagsTag[] {
  const tags: CtagsTag[] = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const t = JSON.parse(line) as Partial<CtagsTag> & { _type?: string };
      if (t._type === 'tag' && t.name && t.path && typeof t.line === 'number' && t.kind && t.language) {
        tags.push({ name: t.name, path: t.path, line: t.line, kind: t.kind, language: t.language });
      }
    } catch {
      // ctags prints one JSON object per line; anything else is noise.
    }
  }
  return tags;
}

/** Compares ctags' tags with our definitions per file. */
export function compareWithCtags(tags: readonly CtagsTag[], definitionsOf: (path: string) => readonly Definition[] | undefined): AgreementRow[] {
  const rows = new Map<string, AgreementRow>();
  for (const tag of tags) {
    if (!CTAGS_KINDS[tag.language]?.has(tag.kind)) continue;
    // Names ctags makes up for anonymous functions and classes are not definitions.
    if (/^(?:AnonymousFunction|AnonymousClass|__anon)[0-9a-f]+$/.test(tag.name)) continue;
    const defs = definitionsOf(tag.path);
    if (!defs) continue;
    const row = rows.get(tag.language) ?? { language: tag.language, tags: 0, found: 0, correctLine: 0, examples: [] };
    rows.set(tag.language, row);
    row.tags++;
    // ctags names C++ and Ruby members with their scope at times (`A::b`), C# and PHP namespaces in
    // full (`A.B`, `A\B`); compare the last part.
    const squash = (n: string) => n.replace(/\s+/g, '');
    const name = squash(tag.name.split(/::|\.|\\/).pop()!);
    const named = defs.filter((d) => squash(d.name) === name || d.qualifiedName === tag.name);
    if (named.length) row.found++;
    if (named.some((d) => d.startLine <= tag.line && tag.line <= Math.max(d.nameLine, d.startLine))) row.correctLine++;
    else if (row.examples.length < 8) row.examples.push(`${tag.path}:${tag.line} ${tag.kind} ${tag.name}${named.length ? ` (ours at ${named.map((d) => `${d.startLine}-${d.nameLine}`).join(',')})` : ' (missing)'}`);
  }
  return [...rows.values()].sort((a, b) => b.tags - a.tags);
}

const CTAGS_LANGUAGE: Partial<Record<LanguageId, string>> = {
  python: 'Python',
  typescript: 'TypeScript',
  tsx: 'TypeScript',
  javascript: 'JavaScript',
  go: 'Go',
  java: 'Java',
  ruby: 'Ruby',
  rust: 'Rust',
  cpp: 'C++',
  csharp: 'C#',
  php: 'PHP',
};

/** More C sources than C++ ones: the repository's `.h` files are C headers. */
export function headersAreC(paths: readonly string[]): boolean {
  const c = paths.filter((p) => p.endsWith('.c')).length;
  const cpp = paths.filter((p) => /\.(?:cpp|cc|cxx|c\+\+)$/.test(p)).length;
  return c > cpp;
}

/** ctags reads `.h` as C++: in a C repository it is told they are C. */
export function ctagsOptions(paths: readonly string[]): string[] {
  return headersAreC(paths) ? ['--langmap=C:+.h'] : [];
}

/**
 * Runs ctags over `paths` of `root` (only files of languages both sides parse; `.h` headers only in
 * C repositories, as the C++ figures were measured without them).
 */
export async function runCtags(root: string, paths: readonly string[]): Promise<CtagsTag[]> {
  const cHeaders = headersAreC(paths);
  const files = paths.filter((p) => {
    const id = languageForPath(p);
    return id !== undefined && CTAGS_LANGUAGE[id] !== undefined && !p.endsWith('.tsx') && (cHeaders || !p.endsWith('.h'));
  });
  const options = ctagsOptions(files);
  const tags: CtagsTag[] = [];
  // Batches keep the command line short.
  for (let i = 0; i < files.length; i += 400) {
    const stdout = await programOutput({ command: 'ctags', args: ['--output-format=json', '--fields=+nKl', ...options, '-f', '-', ...files.slice(i, i + 400)], cwd: root, maxOutputBytes: 512 * 1024 * 1024 });
    tags.push(...parseCtagsJson(stdout));
  }
  return tags;
}
