/**
 * JavaScript written with type annotations (Flow: `function f(x: number): ?Conflict`, `import type
 * { A } from`, `class Pair<T>`) does not parse as JavaScript: tree-sitter recovers by inventing
 * definitions (`if`, `for`) and dropping real ones. Such a file is read with the TSX grammar, which
 * reads most of those annotations and JSX, when that tree spoils less code (`errorDamage`).
 * JavaScript that parses as written is parsed once; so is a file declaring itself Flow's (`// @flow`)
 * that parses as TSX.
 */
import type { Tree } from 'web-tree-sitter';
import { errorDamage } from './directive-parse.js';
import { getParser, type LanguageId } from './languages.js';

/** The grammar typed JavaScript is parsed with. */
export const TYPED_JAVASCRIPT: LanguageId = 'tsx';

/** Flow's pragma in a comment near the top: `// @flow`, a block comment's `@flow strict`, a JSDoc line ` * @flow`. */
const FLOW_PRAGMA = /(?:\/\/|\/\*|^[ \t]*\*)[^\n]*@flow\b/m;
/** Characters looked through for the pragma (a licence header comes first). */
const PRAGMA_WINDOW = 2_000;

/** A JavaScript text's tree and the grammar it was read with. */
export interface JavaScriptParse {
  tree: Tree;
  syntax: LanguageId;
}

/** Whether a JavaScript text declares itself Flow's in a comment near its top. */
export function declaresFlow(text: string): boolean {
  return FLOW_PRAGMA.test(text.slice(0, PRAGMA_WINDOW));
}

/**
 * A JavaScript text's tree: the JavaScript grammar's, or the TSX grammar's when that spoils less code.
 * The grammar the text is more likely written for is tried first (TSX for a Flow pragma), and the
 * other only when that tree has errors. Undefined when tree-sitter gives no tree. The caller deletes it.
 */
export async function parseJavaScript(text: string): Promise<JavaScriptParse | undefined> {
  const order: LanguageId[] = declaresFlow(text) ? [TYPED_JAVASCRIPT, 'javascript'] : ['javascript', TYPED_JAVASCRIPT];
  const first = (await getParser(order[0]!)).parse(text);
  if (!first) return undefined;
  if (!first.rootNode.hasError) return { tree: first, syntax: order[0]! };
  const second = (await getParser(order[1]!)).parse(text);
  if (second && errorDamage(second.rootNode) < errorDamage(first.rootNode)) {
    first.delete();
    return { tree: second, syntax: order[1]! };
  }
  second?.delete();
  return { tree: first, syntax: order[0]! };
}

/**
 * The grammar a file of `language` is read with: for JavaScript, the one `parseJavaScript` keeps;
 * any other language its own.
 */
export async function syntaxOf(language: LanguageId, text: string): Promise<LanguageId> {
  if (language !== 'javascript') return language;
  const parsed = await parseJavaScript(text);
  parsed?.tree.delete();
  return parsed?.syntax ?? language;
}
