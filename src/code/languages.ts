/**
 * The languages Sweep parses with tree-sitter: which file extensions map to which grammar, and lazy,
 * load-once access to parsers. Works both from the ncc bundle (grammars copied next to it under
 * `wasm/`) and unbundled from `node_modules`.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language, Parser, Tree } from 'web-tree-sitter';

export type LanguageId = 'python' | 'typescript' | 'tsx' | 'javascript' | 'go' | 'rust' | 'java' | 'ruby' | 'cpp' | 'csharp' | 'php';

interface LanguageSpec {
  /** File name of the grammar in `@vscode/tree-sitter-wasm/wasm/`. */
  readonly grammar: string;
  /** Lower-case extensions, with the dot. */
  readonly extensions: readonly string[];
}

export const LANGUAGE_SPECS: Readonly<Record<LanguageId, LanguageSpec>> = {
  python: { grammar: 'tree-sitter-python.wasm', extensions: ['.py', '.pyi', '.pyw'] },
  typescript: { grammar: 'tree-sitter-typescript.wasm', extensions: ['.ts', '.mts', '.cts'] },
  tsx: { grammar: 'tree-sitter-tsx.wasm', extensions: ['.tsx'] },
  javascript: { grammar: 'tree-sitter-javascript.wasm', extensions: ['.js', '.jsx', '.mjs', '.cjs'] },
  go: { grammar: 'tree-sitter-go.wasm', extensions: ['.go'] },
  rust: { grammar: 'tree-sitter-rust.wasm', extensions: ['.rs'] },
  java: { grammar: 'tree-sitter-java.wasm', extensions: ['.java'] },
  ruby: { grammar: 'tree-sitter-ruby.wasm', extensions: ['.rb', '.rake', '.gemspec'] },
  cpp: {
    grammar: 'tree-sitter-cpp.wasm',
    extensions: ['.cpp', '.cc', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++', '.ipp', '.inl', '.c', '.h'],
  },
  csharp: { grammar: 'tree-sitter-c-sharp.wasm', extensions: ['.cs', '.csx'] },
  php: { grammar: 'tree-sitter-php.wasm', extensions: ['.php', '.phtml', '.php3', '.php4', '.php5', '.php7'] },
};

export const LANGUAGE_IDS = Object.keys(LANGUAGE_SPECS) as LanguageId[];

/** Every wasm file the bundle needs next to it: the tree-sitter core and one grammar per language. */
export const CORE_WASM = 'web-tree-sitter.wasm';
export const WASM_FILES: readonly string[] = [CORE_WASM, ...LANGUAGE_IDS.map((id) => LANGUAGE_SPECS[id].grammar)];

const EXTENSION_TO_LANGUAGE: ReadonlyMap<string, LanguageId> = new Map(
  LANGUAGE_IDS.flatMap((id) => LANGUAGE_SPECS[id].extensions.map((ext) => [ext, id] as const)),
);

/** Extra names without a telling extension. */
const FILENAME_TO_LANGUAGE: ReadonlyMap<string, LanguageId> = new Map([
  ['Rakefile', 'ruby'],
  ['Gemfile', 'ruby'],
  ['Guardfile', 'ruby'],
]);

/** The tree-sitter language of a path (by extension or well-known name), or undefined. */
export function languageForPath(path: string): LanguageId | undefined {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const byName = FILENAME_TO_LANGUAGE.get(base);
  if (byName) return byName;
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return undefined; // no extension, or a dotfile such as `.eslintrc`
  return EXTENSION_TO_LANGUAGE.get(base.slice(dot).toLowerCase());
}

/** Where a wasm file is: next to the running bundle first, then in node_modules. */
export function locateWasm(file: string): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, 'wasm', file);
  if (existsSync(bundled)) return bundled;
  const require = createRequire(import.meta.url);
  const resolved =
    file === CORE_WASM
      ? require.resolve('web-tree-sitter/web-tree-sitter.wasm')
      : join(dirname(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm', file);
  if (!existsSync(resolved)) throw new Error(`Cannot find ${file}: looked in ${join(here, 'wasm')} and ${resolved}`);
  return resolved;
}

let initPromise: Promise<void> | undefined;
const languagePromises = new Map<LanguageId, Promise<Language>>();
const parsers = new Map<LanguageId, Parser>();

/** web-tree-sitter, loaded with the first parse (a warm start that parses nothing never loads it). */
let runtime: Promise<typeof import('web-tree-sitter')> | undefined;

function initTreeSitter(): Promise<typeof import('web-tree-sitter')> {
  runtime ??= import('web-tree-sitter');
  initPromise ??= runtime.then(({ Parser }) => Parser.init({ locateFile: () => locateWasm(CORE_WASM) }));
  return initPromise.then(() => runtime!);
}

/** The tree-sitter Language for `id`, loaded on first use and then shared. */
export function loadLanguage(id: LanguageId): Promise<Language> {
  let promise = languagePromises.get(id);
  if (!promise) {
    promise = initTreeSitter().then(async ({ Language }) => {
      const file = locateWasm(LANGUAGE_SPECS[id].grammar);
      try {
        return await Language.load(file);
      } catch (error) {
        throw new Error(`Cannot load the ${id} grammar from ${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    languagePromises.set(id, promise);
    // A failed load must not poison later attempts.
    promise.catch(() => languagePromises.delete(id));
  }
  return promise;
}

/** A parser set to `id` (one per language, reused). */
export async function getParser(id: LanguageId): Promise<Parser> {
  const existing = parsers.get(id);
  if (existing) return existing;
  const [{ Parser }, language] = await Promise.all([initTreeSitter(), loadLanguage(id)]);
  const again = parsers.get(id);
  if (again) return again;
  const parser = new Parser();
  parser.setLanguage(language);
  parsers.set(id, parser);
  return parser;
}

/** Set once a parse or query trapped in WebAssembly: this runtime's memory can no longer be trusted. */
let trapped = false;

/**
 * Forgets `id`'s parser after an analysis with it failed with `error` (the next parse gets a new
 * one), and remembers a WebAssembly trap, after which a thread with a fresh runtime should take over.
 */
export function discardParser(id: LanguageId, error: unknown): void {
  const parser = parsers.get(id);
  parsers.delete(id);
  try {
    parser?.delete();
  } catch {
    // A parser the failure left in a broken state is dropped all the same.
  }
  if (isTrap(error)) trapped = true;
}

/** WebAssembly's error for a trap (the compiler's libraries here do not declare WebAssembly). */
const WASM_RUNTIME_ERROR = (globalThis as { WebAssembly?: { RuntimeError?: abstract new () => Error } }).WebAssembly?.RuntimeError;

/** Whether `error` is a WebAssembly trap (out-of-bounds memory, `unreachable`, ...). */
function isTrap(error: unknown): boolean {
  return WASM_RUNTIME_ERROR !== undefined && error instanceof WASM_RUNTIME_ERROR;
}

/** Whether a parse or query in this thread trapped in WebAssembly (see `discardParser`). */
export function runtimeTrapped(): boolean {
  return trapped;
}

/** Parses `text` as `id`. The caller owns the tree and should `delete()` it when done. */
export async function parseSource(id: LanguageId, text: string): Promise<Tree> {
  const parser = await getParser(id);
  const tree = parser.parse(text);
  if (!tree) throw new Error(`tree-sitter returned no tree for a ${id} source of ${text.length} characters`);
  return tree;
}
