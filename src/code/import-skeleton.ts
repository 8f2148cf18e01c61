/**
 * The import statements of a file kept where they are and every other line emptied: a text that
 * parses in a small fraction of the whole file's time and gives the same imports on the same lines.
 * Indexing analyzes test files this way (`analyze.ts` `analyzeImports`): their imports link them to
 * the code they test, while their definitions are worked out only when something asks for them.
 * Pure; only languages whose import statements a line scan finds reliably have a skeleton. Tests in
 * every other language with a grammar are analyzed for their imports too, from a whole parse: their
 * imports (`require` calls and dynamic imports anywhere, statements inside template strings that
 * hold code they are not, Ruby's `require` a method call like any other, includes under `#if`s)
 * need the parse to be told apart.
 */
import { isTestName, isTestPath } from '../repo/classify.js';
import { languageForPath, type LanguageId } from './languages.js';

/** Languages `importSkeleton` handles. */
export const SKELETON_LANGUAGES: ReadonlySet<LanguageId> = new Set<LanguageId>(['python']);

/** Languages whose tests are analyzed for their imports from a whole parse (`analyze.ts` `analyzeImports`). */
export const WHOLE_PARSE_IMPORT_LANGUAGES: ReadonlySet<LanguageId> = new Set<LanguageId>(['javascript', 'typescript', 'tsx', 'go', 'rust', 'java', 'ruby', 'php', 'cpp', 'csharp']);

/** A folder of Python tests: `tests/`, `__tests__/` (not `test/` or `testing/`, where test frameworks keep their own code). */
const TESTS_FOLDER = /(?:^|\/)(?:tests|__tests__)\//;

/**
 * Whether indexing analyzes the file at `path` for its imports only: a Python test module, named as
 * one (`test_x.py`, `x_test.py`) or in a folder of tests; or a file of WHOLE_PARSE_IMPORT_LANGUAGES
 * whose path makes it a test (`repo/classify.ts` `isTestPath`: `test/`, `__tests__/`, `fixtures/`,
 * `src/test/java/`, `spec/`, `x.test.ts`, `x_test.go`, `FooTest.java`, `Tests/`, ...), which such a
 * repository's test runner and its source files keep apart. A Python test framework's own code
 * (Django's `django/test/`, SymPy's `sympy/testing/`), which the path alone calls a test, keeps its
 * definitions.
 */
export function importsOnlyPath(path: string): boolean {
  const language = languageForPath(path);
  if (language === undefined) return false;
  if (WHOLE_PARSE_IMPORT_LANGUAGES.has(language)) return isTestPath(path);
  if (!SKELETON_LANGUAGES.has(language)) return false;
  return isTestName(path.slice(path.lastIndexOf('/') + 1)) || TESTS_FOLDER.test(path);
}

/**
 * The skeleton of `text` in `language`, or undefined when the language has none. It has as many
 * lines as `text`: each line of an import statement as written less its indentation (the statement
 * is then at the top level, whatever block held it), every other line empty.
 */
export function importSkeleton(text: string, language: LanguageId): string | undefined {
  if (language !== 'python') return undefined;
  return pythonSkeleton(text);
}

/**
 * `import a.b as c` or `from .x import (y, z)` at the start of a line, after its indentation (`from`
 * starts no other statement; its `import` may be on a continuation line).
 */
const PYTHON_IMPORT = /^(?:import|from)(?:[ \t]+[A-Za-z_.\\]|[ \t]*\\)/;

function pythonSkeleton(text: string): string {
  const lines = text.split('\n');
  const out = new Array<string>(lines.length).fill('');
  // Inside a triple-quoted string (a docstring showing an import is not one): its delimiter.
  let quote: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (quote === undefined) {
      const body = line.trimStart();
      if (PYTHON_IMPORT.test(body)) i = keepStatement(lines, i, body, out);
    }
    quote = afterTripleQuotes(lines[i]!, quote);
  }
  return out.join('\n');
}

/**
 * Keeps the statement starting on line `at` (its text less the indentation is `first`) and the
 * lines it continues on: while a parenthesis is open, or after a line ending in a backslash. Gives
 * the statement's last line.
 */
function keepStatement(lines: readonly string[], at: number, first: string, out: string[]): number {
  out[at] = first;
  let depth = parenDepth(first, 0);
  let i = at;
  while (i + 1 < lines.length && (depth > 0 || endsWithBackslash(lines[i]!))) {
    i++;
    out[i] = lines[i]!;
    depth = parenDepth(lines[i]!, depth);
  }
  return i;
}

/** The parenthesis depth after `line`, from `depth` before it; a comment ends the line. */
function parenDepth(line: string, depth: number): number {
  for (let k = 0; k < line.length; k++) {
    const c = line.charCodeAt(k);
    if (c === 35 /* # */) break;
    if (c === 40 /* ( */) depth++;
    else if (c === 41 /* ) */ && depth > 0) depth--;
  }
  return depth;
}

function endsWithBackslash(line: string): boolean {
  return /\\\r?$/.test(line);
}

/**
 * Whether a triple-quoted string is open after `line`, given the one open before it (its
 * delimiter). Strings in one pair of quotes are skipped whole (`'x <> """'` opens nothing), a
 * comment ends the line, a backslash escapes the character after it.
 */
function afterTripleQuotes(line: string, open: string | undefined): string | undefined {
  if (open === undefined ? !line.includes('"""') && !line.includes("'''") : !line.includes(open)) return open;
  let k = 0;
  while (k < line.length) {
    const c = line.charCodeAt(k);
    if (c === 92 /* \\ */) {
      k += 2;
    } else if (open !== undefined) {
      if (line.startsWith(open, k)) {
        open = undefined;
        k += 3;
      } else k++;
    } else if (c === 35 /* # */) {
      break;
    } else if (c === 34 /* " */ || c === 39 /* ' */) {
      const quote = line[k]!;
      if (line.startsWith(quote.repeat(3), k)) {
        open = quote.repeat(3);
        k += 3;
      } else k = endOfString(line, k + 1, c);
    } else k++;
  }
  return open;
}

/** Where a one-line string whose text starts at `k` ends (past its closing quote, or the line's end). */
function endOfString(line: string, k: number, quote: number): number {
  while (k < line.length) {
    const c = line.charCodeAt(k);
    if (c === 92 /* \\ */) k += 2;
    else if (c === quote) return k + 1;
    else k++;
  }
  return k;
}
