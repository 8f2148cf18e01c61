/**
 * Path mentions and called names in query text, found by scanning rather than by trying a pattern
 * at every character: a pattern tried at each character of a long run (`a/a/a/...`, `a.a.a...`,
 * `$a$a$a...`) reads the rest of the run each time, quadratic in the run's length. These give what
 * the patterns documented on each function give, in one pass. Pure.
 */

/** File extensions a path mention ends with, in the order they are tried at a dot. */
export const PATH_EXTENSIONS: readonly string[] = [
  ...['py', 'pyi', 'pyx', 'ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'go', 'rs', 'java', 'kt', 'scala', 'rb'],
  ...['c', 'h', 'cc', 'cpp', 'cxx', 'hpp', 'hh', 'cs', 'php', 'swift', 'm', 'mm', 'json', 'yaml', 'yml', 'toml', 'md'],
  ...['rst', 'txt', 'cfg', 'ini', 'sql', 'sh', 'vue', 'svelte', 'css', 'scss', 'html'],
];

const code = (text: string, i: number): number => text.charCodeAt(i);
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** `\w`: what `\b` tells apart from the rest. */
const isWord = (c: number): boolean => isLetter(c) || isDigit(c) || c === 95;
const isSeparator = (c: number): boolean => c === 47 /* / */ || c === 92 /* \ */;
/** `[A-Za-z0-9_@$+-]`: a file name's first character. */
const isNameStart = (c: number): boolean => isWord(c) || c === 64 /* @ */ || c === 36 /* $ */ || c === 43 /* + */ || c === 45 /* - */;
/** `[A-Za-z0-9_.@$+-]`: a file name's other characters. */
const isNameChar = (c: number): boolean => isNameStart(c) || c === 46 /* . */;
/** `[A-Za-z0-9_@.$~+-]`: a folder name's characters. */
const isFolderChar = (c: number): boolean => isNameChar(c) || c === 126 /* ~ */;

/** Where an extension after the dot at `dot` ends (the first of PATH_EXTENSIONS that ends a word there), or -1. */
function extensionEnd(text: string, dot: number): number {
  for (const ext of PATH_EXTENSIONS) {
    const end = dot + 1 + ext.length;
    if (text.startsWith(ext, dot + 1) && (end === text.length || !isWord(code(text, end)))) return end;
  }
  return -1;
}

/**
 * The path mentions of `text`, in order: what
 * `/(?:[A-Za-z0-9_@.$~+-]+[\\/])*[A-Za-z0-9_@$+-][A-Za-z0-9_.@$+-]*\.(?:EXT)\b/g` matches, EXT being
 * PATH_EXTENSIONS. At each place that pattern takes as many folders as let a file name follow, and in
 * a file name the last dot that an extension follows.
 */
export function pathMentions(text: string): string[] {
  const out: string[] = [];
  for (let start = 0; start < text.length; ) {
    if (!isFolderChar(code(text, start)) && !isSeparator(code(text, start))) {
      start++;
      continue;
    }
    let end = start;
    while (end < text.length && (isFolderChar(code(text, end)) || isSeparator(code(text, end)))) end++;
    // A mention lies inside one run of folder characters and separators.
    mentionsInRun(text, start, end, out);
    start = end;
  }
  return out;
}

function mentionsInRun(text: string, from: number, to: number, out: string[]): void {
  // Per position, where a file name starting there ends (-1: none): the last dot in its run of
  // name characters that an extension follows, if the name starts before it.
  const nameEnd = new Int32Array(to - from).fill(-1);
  for (let run = from; run < to; ) {
    if (!isNameChar(code(text, run))) {
      run++;
      continue;
    }
    let runEnd = run;
    while (runEnd < to && isNameChar(code(text, runEnd))) runEnd++;
    let dot = -1;
    let ext = -1;
    for (let d = runEnd - 1; d > run && ext < 0; d--) {
      if (code(text, d) === 46 /* . */) {
        ext = extensionEnd(text, d);
        dot = d;
      }
    }
    if (ext >= 0) for (let i = run; i < dot; i++) if (isNameStart(code(text, i))) nameEnd[i - from] = ext;
    run = runEnd;
  }
  // Per separator, where a mention whose folders run through it ends: the deepest folder chain
  // from it that a file name follows, else a file name right after it (-1: none).
  const chainEnd = new Int32Array(to - from).fill(-1);
  let nextSeparator = -1;
  for (let i = to - 1; i >= from; i--) {
    if (!isSeparator(code(text, i))) continue;
    const name = i + 1 < to ? nameEnd[i + 1 - from]! : -1;
    // Another folder follows when a non-empty name and a separator come next.
    const deeper = nextSeparator > i + 1 ? chainEnd[nextSeparator - from]! : -1;
    chainEnd[i - from] = deeper >= 0 ? deeper : name;
    nextSeparator = i;
  }
  let separatorAfter = -1;
  const firstSeparator = new Int32Array(to - from).fill(-1);
  for (let i = to - 1; i >= from; i--) {
    if (isSeparator(code(text, i))) separatorAfter = i;
    firstSeparator[i - from] = separatorAfter;
  }
  for (let i = from; i < to; ) {
    let end = -1;
    if (!isSeparator(code(text, i))) {
      const separator = firstSeparator[i - from]!;
      if (separator >= 0) end = chainEnd[separator - from]!;
      if (end < 0) end = nameEnd[i - from]!;
    }
    if (end < 0) i++;
    else {
      out.push(text.slice(i, end));
      i = end;
    }
  }
}

/**
 * The name called in `run`, a run of identifier characters (`[A-Za-z0-9_$]+`) that `(` follows: where
 * `/\b([A-Za-z_$][A-Za-z0-9_$]*)\s*\(/` starts in it (its first identifier start at a word boundary,
 * `$foo` giving `foo`), or undefined.
 */
export function calledName(run: string): string | undefined {
  for (let i = 0; i < run.length; i++) {
    const c = code(run, i);
    // Before the run is a character that is not a word character (or nothing).
    const boundary = i === 0 ? isWord(c) : isWord(code(run, i - 1)) !== isWord(c);
    if (boundary && (isLetter(c) || c === 95 || c === 36)) return run.slice(i);
  }
  return undefined;
}
