/**
 * The syntax check on an edit: the changed file is re-parsed with tree-sitter and must not gain
 * syntax errors; the errors found are described for the model. Needs no model. A Vue or Svelte
 * component is checked in the code of its script blocks (code/sfc.ts), on its own lines.
 */
import type { Node } from 'web-tree-sitter';
import { languageForPath, parseSource, type LanguageId } from '../code/languages.js';
import { isSfcPath, sfcScript } from '../code/sfc.js';
import { syntaxOf } from '../code/typed-javascript.js';

export interface SyntaxError {
  /** 1-based. */
  line: number;
  column: number;
  /** `unexpected` for an ERROR node, `missing X` for a node the parser had to invent. */
  kind: string;
  /** The source line, for the model. */
  text: string;
}

export const MAX_SYNTAX_ERRORS = 10;

/** The first `limit` errors of a tree, in order. */
function collectErrors(root: Node, lines: readonly string[], limit: number): SyntaxError[] {
  const out: SyntaxError[] = [];
  const cursor = root.walk();
  let descend = true;
  for (;;) {
    const node = cursor.currentNode;
    if (descend && (node.type === 'ERROR' || node.isMissing)) {
      const line = node.startPosition.row + 1;
      out.push({ line, column: node.startPosition.column + 1, kind: node.isMissing ? `missing ${node.type}` : 'unexpected', text: lines[line - 1] ?? '' });
      if (out.length >= limit) break;
      descend = false;
    }
    if (descend && node.hasError && cursor.gotoFirstChild()) continue;
    if (cursor.gotoNextSibling()) {
      descend = true;
      continue;
    }
    if (!cursor.gotoParent()) break;
    descend = false;
  }
  cursor.delete();
  return out;
}

/**
 * Syntax errors of `text` as the file `path`, read with `syntax` (by default the path's language),
 * the first `limit` of them; empty for languages without a parser.
 */
export async function syntaxErrors(path: string, text: string, syntax: LanguageId | undefined = languageForPath(path), limit = MAX_SYNTAX_ERRORS): Promise<SyntaxError[]> {
  if (!syntax) return [];
  const tree = await parseSource(syntax, text);
  try {
    return tree.rootNode.hasError ? collectErrors(tree.rootNode, text.split('\n'), limit) : [];
  } finally {
    tree.delete();
  }
}

/**
 * Errors the edit introduced (the first MAX_SYNTAX_ERRORS): empty unless `after` has more errors
 * than `before`, all of them counted (a file that had ten errors and has eleven gained one). Both are read with
 * the grammar the file was written for (`syntaxOf` on `before`): a JavaScript file with type
 * annotations is checked as typed, and plain JavaScript stays plain (annotations an edit adds to it
 * are errors).
 */
export async function newSyntaxErrors(path: string, before: string | undefined, after: string): Promise<SyntaxError[]> {
  if (isSfcPath(path)) return newComponentErrors(path, before, after);
  const language = languageForPath(path);
  if (!language) return [];
  const syntax = before === undefined ? language : await syntaxOf(language, before);
  return gained(await syntaxErrors(path, after, syntax, Infinity), async () => (before === undefined ? [] : syntaxErrors(path, before, syntax, Infinity)));
}

/**
 * `newSyntaxErrors` for a single-file component: the code of its script blocks before and after,
 * read with the grammar its original was written in (its `lang`; typed JavaScript as typed), or
 * with the new one when the edit changed the `lang`. A component left without a script has none.
 */
async function newComponentErrors(path: string, before: string | undefined, after: string): Promise<SyntaxError[]> {
  const now = sfcScript(after);
  if (!now) return [];
  const was = before === undefined ? undefined : sfcScript(before);
  const wasSyntax = was && (await syntaxOf(was.language, was.code));
  const syntax = was?.language === now.language ? wasSyntax! : now.language;
  return gained(await syntaxErrors(path, now.code, syntax, Infinity), async () => (was ? syntaxErrors(path, was.code, wasSyntax, Infinity) : []));
}

/** The first MAX_SYNTAX_ERRORS of `after` when it has more errors than `before` gives, else none. */
async function gained(after: SyntaxError[], before: () => Promise<SyntaxError[]>): Promise<SyntaxError[]> {
  if (after.length === 0) return [];
  return after.length > (await before()).length ? after.slice(0, MAX_SYNTAX_ERRORS) : [];
}

export function describeSyntaxErrors(path: string, errors: readonly SyntaxError[]): string {
  return [`The edit leaves ${path} with syntax errors:`, ...errors.map((e) => `  line ${e.line}, column ${e.column} (${e.kind}): ${e.text.trim()}`)].join('\n');
}
