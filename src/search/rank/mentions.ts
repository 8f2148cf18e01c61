/**
 * Resolves what an issue names onto repository files: paths, stack frames, module chains
 * (`pvlib.iam.physical` -> `pvlib/iam.py`), file stems (`L031` -> `rules/L031.py`) and languages
 * (`Czech` -> `locale/cs.js`).
 */
import { PathSuffixIndex, type Frame } from '../../context/stack-traces.js';
import { localeFiles, namedLanguages } from './locales.js';
import type { QuerySignals } from './query.js';

export interface FileMention {
  file: string;
  kind: 'path' | 'frame' | 'module' | 'stem' | 'language';
  /** 0..1, how sure the mention is about this file. */
  strength: number;
  /** The text that named it. */
  via: string;
}

/** A stack frame or `file:line` location of the issue on a repository file. */
export interface FrameLine {
  file: string;
  line: number;
  /**
   * 0 for the innermost frame of a trace that is on a repository file, 1 for the one calling it,
   * and so on; a plain `file:line` location (no call order) counts 1.
   */
  depth: number;
}

/** Whether a trace of this format prints the innermost frame last (Python, Go) rather than first. */
function printsInnermostLast(format: Frame['format']): boolean {
  return format === 'python' || format === 'go';
}

const INDEX_STEMS = new Set(['__init__', 'index', 'mod', 'main', '__main__']);
const STEM_MIN_LENGTH = 3;

function stripExtension(path: string): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? path.slice(0, dot) : path;
}

/** Dotted module names a file answers to, most specific first (`a/b/__init__.py` -> `a.b`). */
export function moduleNames(path: string): string[] {
  let segments = stripExtension(path).split('/');
  if (segments.length > 1 && INDEX_STEMS.has(segments[segments.length - 1]!)) segments = segments.slice(0, -1);
  return [segments.join('.')];
}

/**
 * Module names by their last part (`iam` of `pvlib.iam`) and by their last two (`pvlib.iam`), with
 * the most parts any name has: two entries per file, where every suffix of every name would be
 * several times as many in a deep tree.
 */
interface ModuleIndex {
  byLast: Map<string, string[]>;
  byLastTwo: Map<string, { path: string; name: string }[]>;
  maxParts: number;
}

/** The last dotted part of the module name `path` answers to (`iam` of `pvlib/iam.py`, `sub` of `pkg/sub/__init__.py`). */
export function lastModulePart(path: string): string {
  const slash = path.lastIndexOf('/');
  let segment = stripExtension(path.slice(slash + 1));
  if (slash !== -1 && INDEX_STEMS.has(segment)) segment = path.slice(path.lastIndexOf('/', slash - 1) + 1, slash);
  return segment.slice(segment.lastIndexOf('.') + 1);
}

/**
 * The module index of the files whose name's last part is one of `lasts`: a chain can only end on
 * one of its own parts, so a query's chains need the few files named like them, looked up in one
 * pass over the paths instead of a table of every module of a 50,000-file tree.
 */
function moduleIndex(paths: readonly string[], lasts: ReadonlySet<string>): ModuleIndex {
  const byLast = new Map<string, string[]>();
  const byLastTwo = new Map<string, { path: string; name: string }[]>();
  let maxParts = 0;
  for (const path of paths) {
    if (!lasts.has(lastModulePart(path))) continue;
    for (const name of moduleNames(path)) {
      let parts = 1;
      for (let dot = name.indexOf('.'); dot !== -1; dot = name.indexOf('.', dot + 1)) parts++;
      maxParts = Math.max(maxParts, parts);
      const lastDot = name.lastIndexOf('.');
      const last = name.slice(lastDot + 1);
      const files = byLast.get(last);
      if (files) files.push(path);
      else byLast.set(last, [path]);
      if (lastDot === -1) continue;
      const lastTwo = name.slice(lastDot === 0 ? 0 : name.lastIndexOf('.', lastDot - 1) + 1);
      const named = byLastTwo.get(lastTwo);
      if (named) named.push({ path, name });
      else byLastTwo.set(lastTwo, [{ path, name }]);
    }
  }
  return { byLast, byLastTwo, maxParts };
}

/** Lower-cased file stems among `wanted` -> their files, in path order. */
function stemIndex(paths: readonly string[], wanted: ReadonlySet<string>): Map<string, string[]> {
  const stems = new Map<string, string[]>();
  if (wanted.size === 0) return stems;
  for (const path of paths) {
    const stem = stripExtension(path.slice(path.lastIndexOf('/') + 1)).toLowerCase();
    if (!wanted.has(stem)) continue;
    const list = stems.get(stem);
    if (list) list.push(path);
    else stems.set(stem, [path]);
  }
  return stems;
}

/** The files whose module name ends with the dotted `suffix` (`iam`, `pvlib.iam`), in path order. */
function moduleFiles(modules: ModuleIndex, parts: readonly string[]): string[] | undefined {
  if (parts.length === 1) return modules.byLast.get(parts[0]!);
  const named = modules.byLastTwo.get(`${parts[parts.length - 2]!}.${parts[parts.length - 1]!}`);
  if (!named || parts.length === 2) return named?.map((n) => n.path);
  const suffix = parts.join('.');
  const files: string[] = [];
  for (const { path, name } of named) {
    if (name.length === suffix.length ? name === suffix : name.endsWith(suffix) && name.charCodeAt(name.length - suffix.length - 1) === 46 /* . */) files.push(path);
  }
  return files.length ? files : undefined;
}

export class MentionResolver {
  private suffixIndex: PathSuffixIndex | undefined;

  /**
   * The path suffix table is made when a query first needs it (most name no path); module and stem
   * lookups are made per query for the names it holds.
   */
  constructor(private readonly paths: readonly string[]) {}

  private get suffixes(): PathSuffixIndex {
    return (this.suffixIndex ??= new PathSuffixIndex(this.paths));
  }

  /**
   * The files a module chain names: its longest leading part that is a module suffix. Leading parts
   * longer than any suffix are not tried (a chain of 50,000 parts would join 50,000 of them).
   */
  private static chainFiles(modules: ModuleIndex, chain: string): { files: string[]; matched: number; of: number } | undefined {
    const parts = chain.split('.');
    for (let n = Math.min(parts.length, modules.maxParts); n >= 1; n--) {
      const files = moduleFiles(modules, parts.slice(0, n));
      if (files) return { files, matched: n, of: parts.length };
    }
    return undefined;
  }

  /**
   * The frames and locations that fall on repository files, with their line and depth. Python
   * and Go print the innermost frame last, the others first; frames whose file is not in the
   * repository (the runtime, installed packages) are not counted in the depth.
   */
  frameLines(signals: QuerySignals): FrameLine[] {
    const out: FrameLine[] = [];
    const stacks = new Map<Frame['format'], FrameLine[]>();
    for (const frame of signals.frames) {
      if (frame.line === undefined) continue;
      const file = this.suffixes.resolve(frame.path);
      if (!file) continue;
      if (frame.format === 'location') out.push({ file, line: frame.line, depth: 1 });
      else (stacks.get(frame.format) ?? stacks.set(frame.format, []).get(frame.format)!).push({ file, line: frame.line, depth: 0 });
    }
    for (const [format, frames] of stacks) {
      const innermostFirst = printsInnermostLast(format) ? frames.reverse() : frames;
      innermostFirst.forEach((f, depth) => out.push({ ...f, depth }));
    }
    return out;
  }

  resolve(signals: QuerySignals): FileMention[] {
    const out: FileMention[] = [];
    for (const path of signals.paths) {
      const file = this.suffixes.resolve(path);
      if (file) out.push({ file, kind: 'path', strength: 1, via: path });
    }
    const frames = signals.frames;
    frames.forEach((frame, i) => {
      const file = this.suffixes.resolve(frame.path);
      // Later frames are closer to where it broke (Python, Go); V8 and Java print the innermost first.
      const position = frames.length > 1 ? (printsInnermostLast(frame.format) ? i : frames.length - 1 - i) / (frames.length - 1) : 1;
      if (file) out.push({ file, kind: 'frame', strength: 0.6 + 0.4 * position, via: `${frame.path}:${frame.line ?? ''}` });
    });
    if (signals.chains.length) {
      const modules = moduleIndex(this.paths, new Set(signals.chains.flatMap((c) => c.split('.'))));
      for (const chain of signals.chains) {
        const hit = MentionResolver.chainFiles(modules, chain);
        if (!hit || hit.files.length > 3) continue;
        const strength = (hit.matched >= 2 ? 0.9 : 0.6) / Math.sqrt(hit.files.length);
        for (const file of hit.files) out.push({ file, kind: 'module', strength, via: chain });
      }
    }
    // Parts of module chains were resolved above; as bare stems they would count twice.
    const seenStems = new Set<string>(signals.chains.flatMap((c) => c.toLowerCase().split('.')));
    /** Each word that may name a file's stem, by its lower-cased form (the first spelling seen). */
    const words = new Map<string, string>();
    for (const word of [...signals.symbols, ...signals.words]) {
      const key = word.toLowerCase();
      if (seenStems.has(key)) continue;
      seenStems.add(key);
      if (key.length >= STEM_MIN_LENGTH && !INDEX_STEMS.has(key)) words.set(key, word);
    }
    const stems = stemIndex(this.paths, new Set(words.keys()));
    for (const [key, word] of words) {
      const files = stems.get(key);
      if (!files || files.length > 3) continue;
      for (const file of files) out.push({ file, kind: 'stem', strength: 0.5 / Math.sqrt(files.length), via: word });
    }
    // A language the issue names reaches its locale files, however many there are (one per part of
    // a locale: the other signals choose among them); the paths are read only when one is named.
    for (const { word, codes } of namedLanguages(signals.terms.keys(), signals.words)) {
      for (const { path, strength } of localeFiles(this.paths, codes)) out.push({ file: path, kind: 'language', strength, via: word });
    }
    return out;
  }
}
