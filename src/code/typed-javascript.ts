/**
 * JavaScript written with type annotations (Flow: `function f(x: number): ?Conflict`, `import type
 * { A } from`, `class Pair<T>`) does not parse as JavaScript: tree-sitter recovers by inventing
 * definitions (`if`, `for`) and dropping real ones. Such a file is parsed again with the TSX grammar,
 * which reads most of those annotations and JSX, and that tree is kept when it spoils less code
 * (`errorDamage`). JavaScript that parses as written is never parsed twice.
 */
import type { Tree } from 'web-tree-sitter';
import { errorDamage } from './directive-parse.js';
import { getParser, type LanguageId } from './languages.js';

/** The grammar typed JavaScript is parsed with. */
export const TYPED_JAVASCRIPT: LanguageId = 'tsx';

/**
 * For a JavaScript text whose tree (`asJavaScript`) has errors, its TSX tree when that one spoils
 * less code; otherwise undefined (and the TSX tree, if any, deleted). The caller deletes both trees.
 */
export async function typedReparse(text: string, asJavaScript: Tree): Promise<Tree | undefined> {
  if (!asJavaScript.rootNode.hasError) return undefined;
  const typed = (await getParser(TYPED_JAVASCRIPT)).parse(text);
  if (!typed) return undefined;
  if (errorDamage(typed.rootNode) < errorDamage(asJavaScript.rootNode)) return typed;
  typed.delete();
  return undefined;
}

/**
 * The grammar a file of `language` is read with: JavaScript's own, or TSX for JavaScript that parses
 * with less damage that way (`typedReparse`); any other language its own.
 */
export async function syntaxOf(language: LanguageId, text: string): Promise<LanguageId> {
  if (language !== 'javascript') return language;
  const tree = (await getParser('javascript')).parse(text);
  if (!tree) return language;
  try {
    const typed = await typedReparse(text, tree);
    typed?.delete();
    return typed ? TYPED_JAVASCRIPT : language;
  } finally {
    tree.delete();
  }
}
