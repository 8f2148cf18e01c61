/**
 * What an issue text says about code, before any index is consulted: its search terms, the paths,
 * module chains and code-shaped identifiers it names, and the file/line frames of pasted traces.
 */
import { MAX_FRAMES, parseFrames, type Frame } from '../../context/stack-traces.js';
import { calledName, pathMentions, PATH_EXTENSIONS } from './query-scan.js';
import { forEachToken } from '../terms/tokenizer.js';

export interface QuerySignals {
  /** Token -> count in the query. */
  terms: Map<string, number>;
  /** Path-like mentions (`src/a/b.py`, `b.ts`), normalized to `/` and without leading `./`. */
  paths: string[];
  /** Dotted chains (`pvlib.iam.physical`, `fields.List`), as written. */
  chains: string[];
  /** Code-shaped identifiers (`snake_case`, `camelCase`, `PascalCase`, backticked, called). */
  symbols: string[];
  /** Capitalized words that may be class names (`Schema`), weaker than `symbols`. */
  words: string[];
  frames: Frame[];
}

/** Longest query we read; beyond this an issue is mostly pasted logs. */
export const MAX_QUERY_CHARS = 100_000;

const IS_PATH = new RegExp(`^(?:[A-Za-z0-9_@.$~+-]+[\\\\/])*[A-Za-z0-9_@$+-][A-Za-z0-9_.@$+-]*\\.(?:${PATH_EXTENSIONS.join('|')})$`);
const CHAIN = /\b[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+\b/g;
const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]*/g;
const BACKTICKED = /`([^`\n]{1,200})`/g;
/** A run of identifier characters before `(` (the called name is found in it by `calledName`). */
const CALLED = /(?<![A-Za-z0-9_$])[A-Za-z0-9_$]+(?=\s*\()/g;
const CAPITALIZED = /(?<![.!?]\s|^|\n)\b[A-Z][a-z]{2,}[A-Za-z0-9]*\b/g;
const URL = /\bhttps?:\/\/\S+/g;
/**
 * A link to a file as GitHub shows it, `https://github.com/owner/name/blob/ref/path`, with the
 * lines it points at (`#L10`, `#L10-L12`). The ref is one segment (a commit, a tag, `main`).
 */
const SOURCE_LINK = /\bhttps?:\/\/github\.com\/[^/\s]+\/[^/\s]+\/blob\/[^/\s]+\/([^\s#?)\]>"'`]+)(?:#L(\d+)(?:-L?\d+)?)?/g;
/** A checklist item (`- [x] I have read the [Contributing Guidelines](...)`): an issue form's boilerplate. */
const CHECKLIST_ITEM = /^\s*(?:[-*+]|\d+\.)\s+\[[ xX]\]/;

/** `snake_case`, `camelCase`, `PascalCase` with two capitals, `L031`, `__dunder__`: shapes prose rarely has. */
export function isCodeShaped(word: string): boolean {
  if (word.length < 3) return false;
  if (/^_|_$/.test(word) || /[a-z0-9]_[A-Za-z0-9]/.test(word)) return true;
  if (/[a-z][A-Z]/.test(word)) return true;
  if (/^[A-Z][a-z0-9]+[A-Z]/.test(word)) return true;
  if (/^[A-Z]+[0-9]+$/.test(word) || /^[A-Za-z]+[0-9]+[A-Za-z]*$/.test(word)) return /[0-9]/.test(word) && word.length >= 3;
  return false;
}

function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/** A file an issue links to, and the first line the link points at. */
export interface LinkedFile {
  path: string;
  line?: number;
}

/**
 * The files `text` links to on GitHub (`.../blob/<ref>/<path>#L<n>`), in order, each path once with
 * the first line given for it, at most MAX_FRAMES of them (as many frames as a trace gives). Links
 * on checklist items (an issue form's "I have read the Contributing Guidelines") are left out: they
 * say nothing about the problem.
 */
export function linkedFiles(text: string): LinkedFile[] {
  const out = new Map<string, LinkedFile>();
  for (const line of text.split('\n')) {
    if (!line.includes('github.com/') || CHECKLIST_ITEM.test(line)) continue;
    for (const m of line.matchAll(SOURCE_LINK)) {
      let path: string;
      try {
        path = decodeURIComponent(m[1]!);
      } catch {
        continue;
      }
      path = path.replace(/^\/+|\/+$/g, '');
      if (!path) continue;
      const at = m[2] ? Number(m[2]) : undefined;
      const seen = out.get(path);
      if (!seen && out.size >= MAX_FRAMES) return [...out.values()];
      if (!seen) out.set(path, at !== undefined ? { path, line: at } : { path });
      else if (seen.line === undefined && at !== undefined) seen.line = at;
    }
  }
  return [...out.values()];
}

export function analyzeQuery(raw: string): QuerySignals {
  const text = raw.length > MAX_QUERY_CHARS ? raw.slice(0, MAX_QUERY_CHARS) : raw;
  const noUrls = text.replace(URL, ' ');
  const terms = new Map<string, number>();
  forEachToken(noUrls, (t) => terms.set(t, (terms.get(t) ?? 0) + 1));

  const linked = linkedFiles(text);
  const paths = unique([
    ...linked.map((l) => l.path),
    ...pathMentions(noUrls)
      .map((m) => m.replace(/\\/g, '/').replace(/^(?:\.\/)+/, ''))
      .filter((p) => !/^\d+(\.\d+)+$/.test(p)),
  ]);
  const chains = unique(
    [...noUrls.matchAll(CHAIN)]
      .map((m) => m[0])
      .filter((c) => !IS_PATH.test(c) && !/^(?:e\.g|i\.e|etc|vs)\b/i.test(c)),
  );

  const symbols = new Set<string>();
  for (const m of noUrls.matchAll(BACKTICKED)) {
    if (IS_PATH.test(m[1]!.trim())) continue;
    for (const id of m[1]!.matchAll(IDENTIFIER)) if (id[0].length >= 2) symbols.add(id[0]);
  }
  for (const m of noUrls.matchAll(CALLED)) {
    const name = calledName(m[0]);
    if (name !== undefined && name.length >= 3) symbols.add(name);
  }
  for (const m of noUrls.matchAll(IDENTIFIER)) if (isCodeShaped(m[0])) symbols.add(m[0]);
  for (const chain of chains) for (const part of chain.split('.')) if (part.length >= 2) symbols.add(part);

  const words = unique([...noUrls.matchAll(CAPITALIZED)].map((m) => m[0])).filter((w) => !symbols.has(w));
  // A link to lines of a file is a location, as `file.js:12` is.
  const located: Frame[] = linked.flatMap((l) => (l.line !== undefined ? [{ path: l.path, line: l.line, format: 'location' as const }] : []));
  return { terms, paths, chains, symbols: [...symbols], words, frames: [...parseFrames(text), ...located] };
}

/**
 * An issue's text in parts that say different things: the title (what is wrong, in the fewest
 * words), the prose of the body, pasted code, logs and stack traces, and the identifiers and
 * strings the author quoted.
 */
export interface QueryParts {
  title: string;
  prose: string;
  code: string;
  quoted: string;
}

const FENCE = /^\s*(```|~~~)/;
/** Lines of pasted output: stack frames, `Error:` lines, prompts, log prefixes. */
const TRACE_LINE =
  /^\s*(?:at\s+\S.*[:(]\d+|File "[^"]+", line \d+|Traceback \(most recent call last\)|[\w.$]*(?:Error|Exception|Warning|Panic)(?:\s*\[\w+\])?:\s|\$ |>>> |\[\d{2}:\d{2}|\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}|(?:ERROR|WARN(?:ING)?|INFO|DEBUG|FATAL)\b|panicked at |thread '.*' panicked)/;
const QUOTED = /`([^`\n]{1,200})`|"([^"\n]{2,120})"|'([A-Za-z_$][\w$.]{1,80})'/g;

/** Splits the query into its parts (each part's lines in order). */
export function splitQuery(raw: string): QueryParts {
  const lines = raw.replace(/\r\n?/g, '\n').split('\n');
  const titleAt = lines.findIndex((l) => l.trim());
  const title = titleAt >= 0 ? lines[titleAt]!.trim() : '';
  const prose: string[] = [];
  const code: string[] = [];
  let fenced = false;
  for (let i = titleAt + 1; i < lines.length && titleAt >= 0; i++) {
    const line = lines[i]!;
    if (FENCE.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced || /^(?: {4}|\t)\S/.test(line) || TRACE_LINE.test(line)) code.push(line);
    else prose.push(line);
  }
  const quoted: string[] = [];
  for (const text of [title, prose.join('\n')]) {
    for (const m of text.matchAll(QUOTED)) quoted.push(m[1] ?? m[2] ?? m[3] ?? '');
  }
  return { title, prose: prose.join('\n'), code: code.join('\n'), quoted: quoted.join('\n') };
}

/** Token -> count in a text (URLs left out), as `analyzeQuery` counts the whole query. */
export function countQueryTerms(raw: string): Map<string, number> {
  const terms = new Map<string, number>();
  forEachToken(raw.replace(URL, ' '), (t) => terms.set(t, (terms.get(t) ?? 0) + 1));
  return terms;
}
