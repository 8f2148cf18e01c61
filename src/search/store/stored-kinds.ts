/**
 * The index kinds (index/index-kinds.ts: build outputs and shadowed declarations) as a generation
 * keeps them beside its tables, in `kinds.json`: tied to the tables' key (the indexed files' paths
 * and contents, in order, which is all the kinds are worked out from) and to the rules' version.
 * Reading checks everything (a store may come from elsewhere): the key, the rules, file ids in
 * range and each given once, the reasons, shares finite in [0, 1], sizes bounded. Anything wrong
 * gives no kinds, never part of them: they are then worked out again. Pure functions.
 */
/**
 * The version of the rules index/index-kinds.ts works the kinds out by: bump it when they change,
 * and kinds a store kept by other rules are not used.
 */
export const KINDS_RULES = 2;

/** Why a file is a build output. */
export type Why = 'repeats' | 'package' | 'banner';
const WHYS: readonly Why[] = ['repeats', 'package', 'banner'];

/** Kinds of files only the whole index can tell (index/index-kinds.ts), by file id. */
export interface IndexKinds {
  /** Files a build made, with why (`repeats`, `package`, `banner`). */
  buildOutputs: Map<number, Why>;
  /**
   * Per declaration file an implementation shadows: the share of its definitions an implementation
   * (a source that is no declaration) defines too, under the same name; 1 with a sibling
   * implementation (`client.d.ts` beside `client.js`).
   */
  shadowed: Map<number, number>;
}

/** The file as written: ids and what goes with them in parallel lists. */
interface KindsFile {
  rules: number;
  key: string;
  files: number;
  outputs: number[];
  why: Why[];
  shadowed: number[];
  shares: number[];
}

/** Bytes a kinds file may have per indexed file (an id, a reason or a share, and their separators), and beyond. */
const BYTES_PER_FILE = 64;
const BYTES_BASE = 1024;

/** The most bytes a kinds file for `files` files can take: a longer one is not read. */
export function maxKindsBytes(files: number): number {
  return BYTES_BASE + BYTES_PER_FILE * files;
}

/** The kinds of an index of `files` files whose tables have key `key`, as `kinds.json` holds them. */
export function encodeKinds(kinds: IndexKinds, key: string, files: number): string {
  const outputs = [...kinds.buildOutputs.keys()].sort((a, b) => a - b);
  const shadowed = [...kinds.shadowed.keys()].sort((a, b) => a - b);
  const file: KindsFile = { rules: KINDS_RULES, key, files, outputs, why: outputs.map((f) => kinds.buildOutputs.get(f)!), shadowed, shares: shadowed.map((f) => kinds.shadowed.get(f)!) };
  return JSON.stringify(file);
}

/** Ids each an integer in [0, files), each given once. */
function checkIds(ids: unknown, files: number): ids is number[] {
  if (!Array.isArray(ids) || ids.length > files) return false;
  const seen = new Set<number>();
  for (const id of ids) {
    if (!Number.isInteger(id) || id < 0 || id >= files || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

/**
 * The kinds a `kinds.json` text holds for the tables of key `key` over `files` files, or why they
 * cannot be used.
 */
export function decodeKinds(text: string, key: string, files: number): IndexKinds | string {
  if (text.length > maxKindsBytes(files)) return 'a kinds file longer than its index allows';
  let value: Partial<KindsFile> | null;
  try {
    value = JSON.parse(text) as Partial<KindsFile> | null;
  } catch {
    return 'a kinds file that is not JSON';
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'a kinds file that is not an object';
  if (value.rules !== KINDS_RULES) return 'kinds worked out by other rules';
  if (value.key !== key || value.files !== files) return 'kinds of other files';
  const { outputs, why, shadowed, shares } = value;
  if (!checkIds(outputs, files) || !checkIds(shadowed, files)) return 'kinds with file ids out of range or repeated';
  if (!Array.isArray(why) || why.length !== outputs.length || !why.every((w) => WHYS.includes(w))) return 'build outputs without a known reason';
  if (!Array.isArray(shares) || shares.length !== shadowed.length || !shares.every((s) => typeof s === 'number' && Number.isFinite(s) && s >= 0 && s <= 1)) return 'shadowed shares out of range';
  return { buildOutputs: new Map(outputs.map((f, i) => [f, why[i]!])), shadowed: new Map(shadowed.map((f, i) => [f, shares[i]!])) };
}
