/**
 * Parsing C-family code through its preprocessor directives: C/C++ `extern "C"` guards and export
 * macros in class heads are blanked before the parse; C, C++ or C# code that does not parse as
 * written is parsed again with only the first branch of each `#if`, and both trees are kept when the
 * second spoils less code. All texts have the length and lines of the original.
 */
import type { Node, Parser, Tree } from 'web-tree-sitter';
import type { LanguageId } from './languages.js';
import { blankExportMacros, blankLinkageGuards, keepFirstBranches } from './preprocessor.js';

/** Languages with `#if`/`#else` conditionals, which can leave code that only parses one way. */
const CONDITIONAL_COMPILATION = new Set<LanguageId>(['cpp', 'csharp']);

export interface DirectiveParse {
  /** The whole text (transforms aside) and its tree. */
  tree: Tree;
  source: string;
  /** The first branches alone, when that parse spoils less code than the whole text's. */
  firstBranches?: {
    tree: Tree;
    text: string;
    /** 0-based rows of the code left out (the `#elif`/`#else` branches). */
    alternativeRows: ReadonlySet<number>;
  };
}

/**
 * How much of a tree an error spoils: for each outermost ERROR node and each MISSING node, the size
 * of the construct it sits in (its parent), since what follows an error there is misplaced too.
 */
export function errorDamage(root: Node): number {
  let size = 0;
  const pending: Node[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'ERROR' || node.isMissing) {
      const broken = node.parent ?? node;
      size += broken.endIndex - broken.startIndex;
    } else if (node.hasError) for (const child of node.children) if (child) pending.push(child);
  }
  return size;
}

/**
 * Parses `text` as `language`; undefined when tree-sitter gives no tree. The first-branches parse is
 * kept when its damage plus the code it leaves out is less than the whole text's damage. The caller
 * deletes the trees.
 */
export function parseWithDirectives(parser: Parser, language: LanguageId, text: string): DirectiveParse | undefined {
  const source = language === 'cpp' ? blankExportMacros(blankLinkageGuards(text)) : text;
  const tree = parser.parse(source);
  if (!tree) return undefined;
  if (!tree.rootNode.hasError || !CONDITIONAL_COMPILATION.has(language)) return { tree, source };
  const first = keepFirstBranches(source);
  if (first.text === source) return { tree, source };
  const retry = parser.parse(first.text);
  if (retry && errorDamage(retry.rootNode) + first.dropped < errorDamage(tree.rootNode)) {
    return { tree, source, firstBranches: { tree: retry, text: first.text, alternativeRows: new Set(first.alternativeRows) } };
  }
  retry?.delete();
  return { tree, source };
}
