/**
 * Text as lines, the way the edit applier reads it: a file's lines with their line ends, a block part's
 * lines, and the kinds of lines the tolerant matches treat specially (comment-only lines, `...` lines).
 */

/** A file as lines. */
export interface FileLines {
  /** Lines without their `\n`; a line that ended in `\r\n` keeps its `\r`. */
  lines: string[];
  finalNewline: boolean;
  /** Most lines end in `\r\n`, so lines the edit adds get one too. */
  crlf: boolean;
}

export function splitText(text: string): FileLines {
  if (text === '') return { lines: [], finalNewline: false, crlf: false };
  const lines = text.split('\n');
  const finalNewline = lines[lines.length - 1] === '';
  if (finalNewline) lines.pop();
  const ended = finalNewline ? lines.length : lines.length - 1;
  let withCr = 0;
  for (let i = 0; i < ended; i++) if (lines[i]!.endsWith('\r')) withCr++;
  const crlf = ended > 0 && withCr * 2 > ended;
  // The unterminated last line of a CRLF file gets its `\r` here (and loses it in `joinText`), so it
  // keeps the file's line end if an edit adds lines after it.
  if (crlf && !finalNewline && !lines[lines.length - 1]!.endsWith('\r')) lines[lines.length - 1] += '\r';
  return { lines, finalNewline, crlf };
}

export function joinText(file: FileLines): string {
  if (file.lines.length === 0) return '';
  const lines = file.lines;
  const last = lines[lines.length - 1]!;
  if (!file.finalNewline && file.crlf && last.endsWith('\r')) return [...lines.slice(0, -1), last.slice(0, -1)].join('\n');
  return lines.join('\n') + (file.finalNewline ? '\n' : '');
}

/** A block part's lines (the parser ends each with `\n`). */
export function blockLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map(stripCr);
}

export function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

export const isBlank = (line: string): boolean => line.trim() === '';

/** 0-based [start, end) as the model reads it: 1-based, inclusive. */
export const range = ([start, end]: readonly [number, number]): string => (end - start <= 1 ? `line ${start + 1}` : `lines ${start + 1}-${end}`);

export const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

// ---------------------------------------------------------------------------------------------
// Comment lines

const HASH_COMMENT = /^#/;
const SLASH_COMMENT = /^(?:\/\/|\/\*|\*\/|\*(?:\s|$))/;
const DASH_COMMENT = /^--(?:\s|$)/;
const MARKUP_COMMENT = /^<!--/;
const ALL_COMMENTS = [HASH_COMMENT, SLASH_COMMENT, DASH_COMMENT, MARKUP_COMMENT];

/** Comment syntaxes by file extension (or name, for files without one); other files get all of them. */
const COMMENTS_BY_EXTENSION: ReadonlyMap<string, readonly RegExp[]> = new Map<string, readonly RegExp[]>([
  ...['py', 'pyi', 'pyx', 'sh', 'bash', 'zsh', 'fish', 'rb', 'pl', 'pm', 'r', 'yaml', 'yml', 'toml', 'cfg', 'conf', 'ini', 'mk',
    'cmake', 'ps1', 'nim', 'ex', 'exs', 'jl', 'makefile', 'dockerfile', 'gitignore', 'dockerignore', 'gitattributes', 'editorconfig',
  ].map((ext) => [ext, [HASH_COMMENT]] as const),
  ...['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'mts', 'cts', 'java', 'c', 'h', 'cc', 'cpp', 'cxx', 'hpp', 'hh', 'cs', 'go', 'rs',
    'swift', 'kt', 'kts', 'scala', 'dart', 'groovy', 'gradle', 'proto', 'zig', 'sol', 'css', 'scss', 'less', 'jsonc', 'json5',
  ].map((ext) => [ext, [SLASH_COMMENT]] as const),
  ...['php', 'tf', 'hcl'].map((ext) => [ext, [HASH_COMMENT, SLASH_COMMENT]] as const),
  ...['sql', 'lua', 'hs', 'elm'].map((ext) => [ext, [DASH_COMMENT]] as const),
  ...['html', 'htm', 'xml', 'svg', 'md', 'markdown', 'mdx'].map((ext) => [ext, [MARKUP_COMMENT]] as const),
  ...['vue', 'svelte'].map((ext) => [ext, [MARKUP_COMMENT, SLASH_COMMENT]] as const),
  ...['rst', 'txt', 'json', 'csv'].map((ext) => [ext, []] as const),
]);

/** The comment syntaxes of a file, from its name. */
export function commentSyntaxes(path: string): readonly RegExp[] {
  const name = (path.split('/').pop() ?? '').toLowerCase();
  const dot = name.lastIndexOf('.');
  return COMMENTS_BY_EXTENSION.get(dot >= 0 ? name.slice(dot + 1) : name) ?? ALL_COMMENTS;
}

/** A line holding only a comment in the file's language (`#`, `//`, `/*`, ` * `, `--`, `<!--`). */
export function isCommentLine(line: string, path = ''): boolean {
  const text = line.trim();
  return commentSyntaxes(path).some((syntax) => syntax.test(text));
}

// ---------------------------------------------------------------------------------------------
// Elision lines

const ELISION_LINE = /^(?:\.\.\.|…|(?:\/\/|#|--|\/\*|<!--)\s*(?:\.\.\.|…).*)$/;

/** A line standing for left-out lines: `...`, or a comment starting with it (`// ... rest unchanged`). */
export function isElisionLine(line: string): boolean {
  return ELISION_LINE.test(line.trim());
}

/** Lines split at their `...` lines: [from, to) ranges of the quoted parts (one part when there is no `...`). */
export function elisionParts(lines: readonly string[]): Array<[number, number]> {
  const parts: Array<[number, number]> = [];
  let from = 0;
  lines.forEach((line, j) => {
    if (isElisionLine(line)) {
      parts.push([from, j]);
      from = j + 1;
    }
  });
  parts.push([from, lines.length]);
  return parts;
}
