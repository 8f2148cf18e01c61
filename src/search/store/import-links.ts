/**
 * Each indexed file's imports resolved to files (the links the code graph uses), with the lookup
 * keys each file's resolution depended on (imports.ts). Computed in full once; after that only for
 * the files whose content changed and the files whose imports could now resolve differently: those
 * that looked up a key of a path that appeared or disappeared (C# and PHP imports, resolved through
 * what those files declare, also when one of those files changed). A change to a file that configures
 * resolution (tsconfig, go.mod, package.json, composer.json) resolves everything again. Kept in `links.bin`.
 */
import type { RawImport } from '../../code/import-extract.js';
import { ImportResolver, isResolverConfig, namespaceKeyOf, type ConfigReader } from '../../code/imports.js';
import type { LanguageId } from '../../code/languages.js';
import type { DefinitionsReader } from '../../code/namespaces.js';
import { keysOfPath } from '../../code/path-lookups.js';
import type { FileLinks } from './index-tables.js';
import { PackedTerms } from '../terms/lexical.js';

export interface LinkSource {
  path: string;
  language?: LanguageId;
  /** The file's imports as written (asked for only when the file is resolved). */
  imports(): readonly RawImport[];
}

/** Links by path, as a previous run kept them. */
export interface StoredLinks {
  paths: PackedTerms;
  /** Per path, its targets (positions in `paths`) from `targetOffsets[i]` to `targetOffsets[i + 1]`. */
  targetOffsets: Uint32Array;
  targets: Uint32Array;
  /** Per path, the keys its resolution looked up (ids into `keys`). */
  keyOffsets: Uint32Array;
  keyIds: Uint32Array;
  keys: PackedTerms;
}

export interface ComputedLinks {
  /** By position in the files given. */
  links: FileLinks;
  /** Per file, the lookup keys its imports depended on. */
  keys: string[][];
  /** Files resolved in this computation (the others reused the previous links). */
  resolved: number;
}

/** What changed since the previous links: paths whose content is new or different. */
export interface LinkChange {
  previous: StoredLinks;
  changed: ReadonlySet<string>;
}

function previousIndex(previous: StoredLinks): Map<string, number> {
  const index = new Map<string, number>();
  for (let i = 0; i < previous.paths.length; i++) index.set(previous.paths.at(i), i);
  return index;
}

/**
 * The keys whose lookups may now answer differently (paths that appeared or disappeared), or
 * undefined when everything must be resolved again (a resolution config changed).
 */
function affectedKeys(files: readonly LinkSource[], change: LinkChange, before: ReadonlyMap<string, number>): Set<string> | undefined {
  const now = new Set(files.map((f) => f.path));
  const moved: string[] = [];
  for (const path of now) if (!before.has(path)) moved.push(path);
  for (const path of before.keys()) if (!now.has(path)) moved.push(path);
  if (moved.some(isResolverConfig) || [...change.changed].some(isResolverConfig)) return undefined;
  const keys = new Set(moved.flatMap(keysOfPath));
  // What a C# or PHP file declares is read by namespace resolutions: its change can change them.
  for (const path of [...moved, ...change.changed]) {
    const key = namespaceKeyOf(path);
    if (key) keys.add(key);
  }
  return keys;
}

/**
 * What the previous links say of each file that kept its content, read through tables made once:
 * each previous path's position now, each key's text and whether it is affected (each made when
 * first needed), so that the files kept cost a few array reads each.
 */
class PreviousLinks {
  /** Per previous path, its position among the files now (-1: gone). */
  private readonly positions: Int32Array;
  /** Per key id, its text once made. */
  private readonly keyTexts: (string | undefined)[] = [];
  /** Per key id: 0 not asked yet, 1 not affected, 2 affected. */
  private readonly keyStates: Uint8Array;

  constructor(
    private readonly previous: StoredLinks,
    before: ReadonlyMap<string, number>,
    position: ReadonlyMap<string, number>,
    private readonly affected: ReadonlySet<string>,
  ) {
    this.positions = new Int32Array(previous.paths.length).fill(-1);
    for (const [path, i] of before) this.positions[i] = position.get(path) ?? -1;
    this.keyStates = new Uint8Array(previous.keys.length);
  }

  private key(id: number): string {
    return (this.keyTexts[id] ??= this.previous.keys.at(id));
  }

  private isAffected(id: number): boolean {
    if (!this.keyStates[id]) this.keyStates[id] = this.affected.has(this.key(id)) ? 2 : 1;
    return this.keyStates[id] === 2;
  }

  /**
   * The previous file `i`'s targets as positions now and the keys its resolution looked up, or
   * undefined when it must be resolved again (a target gone, or a key affected).
   */
  kept(i: number): { targets: number[]; keys: string[] } | undefined {
    const { targetOffsets, targets, keyOffsets, keyIds } = this.previous;
    const out: number[] = [];
    for (let t = targetOffsets[i]!; t < targetOffsets[i + 1]!; t++) {
      const at = this.positions[targets[t]!]!;
      if (at < 0) return undefined;
      out.push(at);
    }
    const keys: string[] = [];
    for (let k = keyOffsets[i]!; k < keyOffsets[i + 1]!; k++) {
      if (this.isAffected(keyIds[k]!)) return undefined;
      keys.push(this.key(keyIds[k]!));
    }
    return { targets: out, keys };
  }
}

/** Resolves the imports of the files that need it; the others keep their previous links. */
export function computeLinks(files: readonly LinkSource[], readConfig: ConfigReader, change?: LinkChange, definitionsOf?: DefinitionsReader): ComputedLinks {
  const position = new Map(files.map((f, i) => [f.path, i]));
  const before = change ? previousIndex(change.previous) : new Map<string, number>();
  const affected = change ? affectedKeys(files, change, before) : undefined;
  const previous = change && affected ? new PreviousLinks(change.previous, before, position, affected) : undefined;
  let resolver: ImportResolver | undefined;
  const targets: number[][] = [];
  const keys: string[][] = [];
  let resolved = 0;
  for (const file of files) {
    const old = previous && !change!.changed.has(file.path) ? before.get(file.path) : undefined;
    const kept = old === undefined ? undefined : previous!.kept(old);
    if (kept) {
      targets.push(kept.targets);
      keys.push(kept.keys);
      continue;
    }
    resolver ??= new ImportResolver(
      files.map((f) => f.path),
      readConfig,
      definitionsOf,
    );
    const seen = new Set<string>();
    const sink = (key: string) => seen.add(key);
    const language = file.language;
    const deps = language ? [...new Set(file.imports().flatMap((i) => resolver!.resolve(file.path, language, i, sink).targets))].sort() : [];
    const list: number[] = [];
    for (const dep of deps) {
      const at = position.get(dep);
      if (at !== undefined) list.push(at);
    }
    targets.push(list);
    keys.push([...seen]);
    resolved++;
  }
  const offsets = new Uint32Array(files.length + 1);
  targets.forEach((list, i) => (offsets[i + 1] = offsets[i]! + list.length));
  const all = new Uint32Array(offsets[files.length]!);
  targets.forEach((list, i) => all.set(list, offsets[i]!));
  return { links: { offsets, targets: all }, keys, resolved };
}

const MAGIC = 0x4b4e494c; // "LINK"
/** Magic, the two text lengths, the file count and the four section lengths. */
const HEAD_WORDS = 8;

/** The links of `paths` (one entry per path, in order) with their keys, as links.bin keeps them. */
export function encodeLinks(paths: readonly string[], computed: ComputedLinks): Uint8Array {
  const keyIds = new Map<string, number>();
  const names: string[] = [];
  const ids: number[] = [];
  const keyOffsets = new Uint32Array(paths.length + 1);
  computed.keys.forEach((list, i) => {
    for (const k of list) {
      let id = keyIds.get(k);
      if (id === undefined) {
        id = names.length;
        keyIds.set(k, id);
        names.push(k);
      }
      ids.push(id);
    }
    keyOffsets[i + 1] = ids.length;
  });
  const pathText = Buffer.from(PackedTerms.pack(paths), 'utf8');
  const keyText = Buffer.from(PackedTerms.pack(names), 'utf8');
  const sections = [computed.links.offsets, computed.links.targets, keyOffsets, Uint32Array.from(ids)];
  const textWords = Math.ceil((pathText.length + keyText.length) / 4);
  const out = new Uint32Array(HEAD_WORDS + textWords + sections.reduce((n, s) => n + s.length, 0));
  out.set([MAGIC, pathText.length, keyText.length, paths.length, ...sections.map((s) => s.length)]);
  const bytes = new Uint8Array(out.buffer);
  bytes.set(pathText, HEAD_WORDS * 4);
  bytes.set(keyText, HEAD_WORDS * 4 + pathText.length);
  let at = HEAD_WORDS + textWords;
  for (const s of sections) {
    out.set(s, at);
    at += s.length;
  }
  return bytes;
}

/** The links of `encodeLinks`; throws when `bytes` are not that, or out of bounds. */
export function decodeLinks(bytes: Uint8Array): StoredLinks {
  if (bytes.byteOffset % 4 !== 0 || bytes.byteLength % 4 !== 0 || bytes.byteLength < HEAD_WORDS * 4) throw new Error('links of the wrong size');
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  if (words[0] !== MAGIC) throw new Error('not a links file');
  const [pathBytes, keyBytes, files] = [words[1]!, words[2]!, words[3]!];
  const lengths = [words[4]!, words[5]!, words[6]!, words[7]!];
  const textWords = Math.ceil((pathBytes + keyBytes) / 4);
  if (HEAD_WORDS + textWords + lengths.reduce((a, b) => a + b, 0) !== words.length) throw new Error('links whose sections do not add up');
  const text = (start: number, length: number) => Buffer.from(bytes.buffer, bytes.byteOffset + HEAD_WORDS * 4 + start, length).toString('utf8');
  const paths = PackedTerms.unpack(text(0, pathBytes));
  const keys = PackedTerms.unpack(text(pathBytes, keyBytes));
  if (!paths || !keys || paths.length !== files) throw new Error('links whose paths are not whole');
  let at = HEAD_WORDS + textWords;
  const [targetOffsets, targets, keyOffsets, keyIds] = lengths.map((n) => {
    const part = words.subarray(at, at + n);
    at += n;
    return part;
  }) as [Uint32Array, Uint32Array, Uint32Array, Uint32Array];
  const monotone = (offsets: Uint32Array, end: number) => offsets.length === files + 1 && offsets[0] === 0 && offsets[files] === end && offsets.every((v, i) => i === 0 || v >= offsets[i - 1]!);
  if (!monotone(targetOffsets, targets.length) || !monotone(keyOffsets, keyIds.length)) throw new Error('links whose offsets are out of order');
  if (targets.some((t) => t >= files) || keyIds.some((k) => k >= keys.length)) throw new Error('links pointing outside their tables');
  return { paths, targetOffsets, targets, keyOffsets, keyIds, keys };
}
