/**
 * Text transforms that carry tree-sitter through C-family preprocessor directives, keeping every
 * offset and line (blanked characters become spaces, newlines stay):
 *  - C headers open `extern "C" {` for C++ callers inside one `#ifdef __cplusplus` block and close
 *    the brace inside another. Tree-sitter cannot pair braces across preprocessor blocks, so such a
 *    header parses as one error; the two halves carry no definitions and are blanked, and only when
 *    every opening guard has a closing one.
 *  - Export macros in class heads (`class YAML_CPP_API Node {`) are blanked.
 *  - Alternative branches (`#if A` header `#else` other header `#endif` and one shared body) make C
 *    and C# code that compiles either way unparsable; keeping only the first branch of each
 *    conditional, as ctags does, gives code that parses. The caller decides when to use it.
 */

/** Every character of a line but a carriage return, as a space. */
function blank(line: string): string {
  return line.replace(/[^\r]/g, ' ');
}

const GUARD = /^[ \t]*#[ \t]*(?:ifdef[ \t]+__cplusplus|if[ \t]+defined[ \t]*\(?[ \t]*__cplusplus[ \t]*\)?)[ \t]*$/;
const ENDIF = /^[ \t]*#[ \t]*endif\b/;
const OPEN = /^extern[ \t]*"C"[ \t]*\{$/;
const CLOSE = /^\}$/;

/** A line without its comments and surrounding blanks (comments opened on it are closed on it). */
function code(line: string): string {
  return line
    .replace(/\/\*.*?\*\//g, ' ')
    .replace(/\/\/.*$/, '')
    .trim();
}

interface Guard {
  /** Index of the guarded line to blank. */
  line: number;
  open: boolean;
}

/** Guard blocks whose only code is `extern "C" {` or `}`. */
function linkageGuards(lines: readonly string[]): Guard[] {
  const found: Guard[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!GUARD.test(code(lines[i]!))) continue;
    let body: number | undefined;
    let simple = true;
    let end = i + 1;
    for (; end < lines.length && !ENDIF.test(lines[end]!); end++) {
      const text = code(lines[end]!);
      if (!text) continue;
      if (body !== undefined || !(OPEN.test(text) || CLOSE.test(text))) simple = false;
      body = end;
    }
    if (simple && body !== undefined && end < lines.length) found.push({ line: body, open: OPEN.test(code(lines[body]!)) });
    i = end;
  }
  return found;
}

/** `text` with its `extern "C"` guard halves blanked; the same string when there are none to blank. */
export function blankLinkageGuards(text: string): string {
  if (!text.includes('__cplusplus')) return text;
  const lines = text.split('\n');
  const guards = linkageGuards(lines);
  const opens = guards.filter((g) => g.open).length;
  if (opens === 0 || opens * 2 !== guards.length) return text;
  for (const guard of guards) lines[guard.line] = blank(lines[guard.line]!);
  return lines.join('\n');
}

/**
 * An all-capitals export macro between `class`/`struct`/`union` and the name of a type it defines
 * (`class YAML_CPP_API Node : public Base {`, `struct Q_CORE_EXPORT Point {`).
 */
const EXPORT_MACRO = /\b(class|struct|union)([ \t]+)([A-Z][A-Z0-9_]*[A-Z0-9])(?=[ \t]+[A-Za-z_]\w*[ \t]*(?:final\b[ \t]*)?(?:[{]|:(?!:)|$))/gm;

/**
 * `text` with export macros in class heads blanked: tree-sitter reads the macro as the class name
 * and loses the class.
 */
export function blankExportMacros(text: string): string {
  return text.replace(EXPORT_MACRO, (_all, keyword: string, gap: string, macro: string) => `${keyword}${gap}${' '.repeat(macro.length)}`);
}

const CONDITIONAL = /^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b/;
const CONDITIONAL_ANYWHERE = new RegExp(CONDITIONAL.source, 'm');

/** Code with only the first branch of each conditional, and how much code the other branches held. */
export interface FirstBranches {
  /** Same length and lines as the input. */
  text: string;
  /** Non-blank characters of the blanked `#elif`/`#else` branches, their directives aside. */
  dropped: number;
  /** 0-based rows of those branches' lines, their directives aside. */
  alternativeRows: number[];
}

/**
 * `text` with only the first branch of every conditional: `#elif` and `#else` branches blanked, and
 * the conditional directives themselves, which tree-sitter cannot place everywhere (between an
 * attribute and its method, inside an expression). The same string when there is no conditional.
 */
export function keepFirstBranches(text: string): FirstBranches {
  if (!CONDITIONAL_ANYWHERE.test(text)) return { text, dropped: 0, alternativeRows: [] };
  const lines = text.split('\n');
  /** Per open conditional: whether its current branch is an alternative one. */
  const open: boolean[] = [];
  let alternatives = 0;
  let dropped = 0;
  const alternativeRows: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const directive = CONDITIONAL.exec(lines[i]!)?.[1];
    if (directive === 'if' || directive === 'ifdef' || directive === 'ifndef') open.push(false);
    else if ((directive === 'elif' || directive === 'else') && open.length) {
      if (!open[open.length - 1]) alternatives++;
      open[open.length - 1] = true;
    } else if (directive === 'endif' && open.length && open.pop()) alternatives--;
    if (directive === undefined && alternatives > 0) {
      dropped += lines[i]!.replace(/\s+/g, '').length;
      alternativeRows.push(i);
    }
    if (directive !== undefined || alternatives > 0) lines[i] = blank(lines[i]!);
  }
  return { text: lines.join('\n'), dropped, alternativeRows };
}
