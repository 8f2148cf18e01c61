/**
 * Stack frames and file:line references in pasted text (Python, Node/V8, browsers, Java/Kotlin, Go,
 * Rust, .NET, PHP, compilers and linters), and their mapping onto repository files.
 */

export interface Frame {
  /** As written, `/` separators. */
  path: string;
  line?: number;
  column?: number;
  function?: string;
  /** The trace format that matched. */
  format: 'python' | 'v8' | 'browser' | 'java' | 'go' | 'rust' | 'dotnet' | 'php' | 'location';
}

/** At most this many frames are kept from one text; later frames repeat or are noise. */
export const MAX_FRAMES = 200;

/*
 * Every pattern reads a line's leading whitespace with [^\S\n\r\u2028\u2029] (not \s, which runs on
 * through blank lines: tried at each of many blank lines it read all the rest of them, quadratic), and
 * takes a function name that ends at the first place the rest can follow (a lookahead, which keeps
 * what it matched: `(.+?) \(` gave the name back at each later ` (` of a long line, quadratic).
 */
const PYTHON = /File "([^"\n]+)", line (\d+)(?:, in ([^\s\n]+))?/g;
const V8_WITH_FUNCTION = /^[^\S\n\r\u2028\u2029]*at (?:async )?(?=(.+?) \()\1 \((.+?):(\d+):(\d+)\)\s*$/gm;
const V8_BARE = /^[^\S\n\r\u2028\u2029]*at (?:async )?((?:[A-Za-z]:)?[^\s():]+):(\d+):(\d+)\s*$/gm;
const BROWSER = /^[^\S\n\r\u2028\u2029]*([^\s@]*)@(.+?):(\d+):(\d+)\s*$/gm;
const JAVA = /^[^\S\n\r\u2028\u2029]*at ([\w$.<>]+)\(([\w$-]+\.(?:java|kt|scala|groovy)):(\d+)\)/gm;
const GO_FRAME = /^(\S+)\([^()\n]*\)\n\t(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?$/gm;
const RUST_PANIC = /panicked at (?:'[^'\n]*', )?([^\s:'"]+\.rs):(\d+):(\d+)/g;
const RUST_BACKTRACE = /^[^\S\n\r\u2028\u2029]*\d+: ([\w:<>$.{}]+)\n\s+at (\S+\.rs):(\d+):(\d+)/gm;
/** `at Ns.Type.Method(Args) in C:\src\File.cs:line 12` (.NET), `at Ns.Type.Method () [0x0001] in /src/File.cs:12` (Mono). */
const DOTNET =
  /^[^\S\n\r\u2028\u2029]*at (?=(.+?) ?\([^()\n]*\)(?: \[0x[0-9a-f]+\])? in )\1 ?\([^()\n]*\)(?: \[0x[0-9a-f]+\])? in (.+?\.(?:cs|fs|vb)):(?:line )?(\d+)\s*$/gm;
/**
 * `#0 /app/src/Invoice.php(42): Acme\Invoice->total()`; the function is the rest of the line up to its
 * last visible character (`(.+?)\s*$` tried every end across a run of spaces: quadratic).
 */
const PHP_FRAME = /^#\d+ (.+?\.(?:php|phtml|inc))\((\d+)\): (.*\S|.)\s*$/gm;
/** `... in /app/src/Invoice.php on line 42`, `thrown in /app/src/Invoice.php on line 42` */
const PHP_LINE = /\bin ((?:[A-Za-z]:)?[^\s:]*\.(?:php|phtml|inc)) on line (\d+)/g;
const LOCATION = /(?:^|[\s"'(\[])((?:[A-Za-z]:)?[\w@.~/\\+-]*[\w-]\.[A-Za-z]{1,6})(?::(\d+)(?::(\d+))?|\((\d+),(\d+)\))/gm;

function normalize(path: string): string {
  return path.replace(/\\/g, '/').replace(/^file:\/\//, '');
}

function javaPath(qualified: string, file: string): string {
  // `com.acme.Foo$Inner.bar` in `Foo.java` -> `com/acme/Foo.java`.
  const parts = qualified.split('.');
  parts.pop(); // method
  parts.pop(); // class
  return parts.length ? `${parts.join('/')}/${file}` : file;
}

/** Every frame found in `text`, in order of appearance, de-duplicated. */
export function parseFrames(text: string): Frame[] {
  const found: { at: number; frame: Frame }[] = [];
  /** Text spans already read as structured frames; plain locations inside them are repeats. */
  const spans: [number, number][] = [];
  const add = (at: number, frame: Frame, length = 0) => {
    found.push({ at, frame });
    if (length) spans.push([at, at + length]);
  };
  for (const m of text.matchAll(PYTHON)) {
    add(m.index, { path: normalize(m[1]!), line: Number(m[2]), ...(m[3] ? { function: m[3] } : {}), format: 'python' }, m[0].length);
  }
  for (const m of text.matchAll(V8_WITH_FUNCTION)) {
    add(m.index, { path: normalize(m[2]!), line: Number(m[3]), column: Number(m[4]), function: m[1]!, format: 'v8' }, m[0].length);
  }
  for (const m of text.matchAll(V8_BARE)) add(m.index, { path: normalize(m[1]!), line: Number(m[2]), column: Number(m[3]), format: 'v8' }, m[0].length);
  for (const m of text.matchAll(BROWSER)) {
    if (!/[/\\.]/.test(m[2]!)) continue;
    add(m.index, { path: normalize(m[2]!), line: Number(m[3]), column: Number(m[4]), ...(m[1] ? { function: m[1] } : {}), format: 'browser' }, m[0].length);
  }
  for (const m of text.matchAll(JAVA)) add(m.index, { path: javaPath(m[1]!, m[2]!), line: Number(m[3]), function: m[1]!, format: 'java' }, m[0].length);
  for (const m of text.matchAll(GO_FRAME)) add(m.index, { path: normalize(m[2]!), line: Number(m[3]), function: m[1]!, format: 'go' }, m[0].length);
  for (const m of text.matchAll(RUST_PANIC)) add(m.index, { path: normalize(m[1]!), line: Number(m[2]), column: Number(m[3]), format: 'rust' }, m[0].length);
  for (const m of text.matchAll(RUST_BACKTRACE)) {
    add(m.index, { path: normalize(m[2]!), line: Number(m[3]), column: Number(m[4]), function: m[1]!, format: 'rust' }, m[0].length);
  }
  for (const m of text.matchAll(DOTNET)) add(m.index, { path: normalize(m[2]!), line: Number(m[3]), function: m[1]!, format: 'dotnet' }, m[0].length);
  for (const m of text.matchAll(PHP_FRAME)) add(m.index, { path: normalize(m[1]!), line: Number(m[2]), function: m[3]!, format: 'php' }, m[0].length);
  for (const m of text.matchAll(PHP_LINE)) add(m.index, { path: normalize(m[1]!), line: Number(m[2]), format: 'php' }, m[0].length);
  for (const m of text.matchAll(LOCATION)) {
    const path = m[1]!;
    if (/^\d+(\.\d+)+$/.test(path) || /^https?:/.test(path)) continue;
    const at = m.index + m[0].indexOf(path);
    if (spans.some(([a, b]) => at >= a && at < b)) continue;
    const line = Number(m[2] ?? m[4]);
    const column = m[3] ?? m[5];
    add(m.index, { path: normalize(path), line, ...(column ? { column: Number(column) } : {}), format: 'location' });
  }
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  const out: Frame[] = [];
  for (const { frame } of found) {
    const key = `${frame.path}:${frame.line ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(frame);
    if (out.length >= MAX_FRAMES) break;
  }
  return out;
}

/** Folders whose frames belong to installed packages, not to the project. */
const VENDORED = /(?:^|\/)(?:site-packages|dist-packages|node_modules|\.venv|venv|vendor|\.cargo\/registry|go\/pkg\/mod)\//;

/** Finds repository files by the trailing segments of a path. */
export class PathSuffixIndex {
  private readonly byName = new Map<string, string[]>();

  constructor(paths: Iterable<string>) {
    for (const path of paths) {
      const name = path.slice(path.lastIndexOf('/') + 1);
      const list = this.byName.get(name);
      if (list) list.push(path);
      else this.byName.set(name, [path]);
    }
  }

  /**
   * The repository file a mentioned path most likely is: the one sharing the most trailing segments.
   * Ties are unresolved (undefined). Paths inside installed packages need two matching segments.
   */
  resolve(mentioned: string): string | undefined {
    const clean = normalize(mentioned).replace(/^(?:\.\.?\/)+/, '').replace(/^\/+/, '');
    const segments = clean.split('/').filter(Boolean);
    const name = segments[segments.length - 1];
    if (!name) return undefined;
    const candidates = this.byName.get(name);
    if (!candidates) return undefined;
    const vendored = VENDORED.test(clean);
    let best: string | undefined;
    let bestScore = 0;
    let tie = false;
    for (const candidate of candidates) {
      const parts = candidate.split('/');
      let shared = 0;
      while (shared < parts.length && shared < segments.length && parts[parts.length - 1 - shared] === segments[segments.length - 1 - shared]) shared++;
      if (shared > bestScore) {
        best = candidate;
        bestScore = shared;
        tie = false;
      } else if (shared === bestScore) {
        tie = true;
      }
    }
    if (tie || !best) return undefined;
    if (vendored && bestScore < 2) return undefined;
    return best;
  }
}
