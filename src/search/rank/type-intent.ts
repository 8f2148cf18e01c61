/**
 * An issue about a JavaScript library's TypeScript types. Such a library's types live only in its
 * declaration files (`index.d.ts`, `types/*.d.ts`), which the ranker otherwise places below the
 * implementation they declare (`kind.declaration-shadowed`): when the issue speaks of TypeScript,
 * typings or a compiler error code, and the repository's sources are mostly JavaScript, declaration
 * files count twice (`intent.types`, rerank.ts). A TypeScript repository's types are in its sources,
 * so there the words change nothing. Pure functions.
 */
import { languageForPath } from '../../code/languages.js';
import { isDeclarationPath } from '../../repo/classify.js';

/** Words that put an issue about the types: TypeScript, typings, type definitions, a `.d.ts` file, `TS2345`, `tsc`. */
const TYPE_WORDS = /\btypescript\b|\btypings\b|\btype (?:definitions?|declarations?)\b|\.d\.[cm]?ts\b|\bTS\d{4}\b|\btsc\b/i;
/** A Markdown code fence with its language (```` ```ts ````, ```` ```typescript ````): the snippet's language, not the issue's topic. */
const FENCE = /(`{3,}|~{3,})[^\n]*/g;

/** Whether `text` (an issue, template lines already removed) is about TypeScript types. */
export function asksAboutTypes(text: string): boolean {
  return TYPE_WORDS.test(text.replace(FENCE, ' '));
}

/**
 * Whether more of `paths` (a repository's source files) are JavaScript than TypeScript by their
 * parser (`languageForPath`); declaration files (`isDeclarationPath`) count as neither. False when there is neither.
 */
export function mostlyJavaScript(paths: Iterable<string>): boolean {
  let js = 0;
  let ts = 0;
  for (const path of paths) {
    const language = languageForPath(path);
    if (language !== 'javascript' && language !== 'typescript' && language !== 'tsx') continue;
    if (isDeclarationPath(path)) continue;
    if (language === 'javascript') js++;
    else ts++;
  }
  return js > ts;
}
