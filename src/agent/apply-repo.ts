/**
 * The repository side of applying edit blocks, behind the `apply` command's contract: block paths
 * checked (relative, inside the repository, outside `.git/`, symbolic links followed only within it),
 * files read as UTF-8 text (binary and invalid files refused, a BOM kept), each file all or nothing,
 * and changed files written atomically with their mode kept.
 */
import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, posix, relative, sep } from 'node:path';
import { applyBlocksToFile } from './apply.js';
import { parseEditBlocks, type EditBlock, type EditParseError } from './edit-blocks.js';
import { unchangedNote } from './feedback.js';
import { plural } from './lines.js';

export interface AppliedFile {
  path: string;
  /** 1-based indexes of the blocks applied to the file. */
  blocks: number[];
}

export interface FailedBlock {
  path: string;
  /** 1-based index of the block within the reply; 0 when the problem belongs to no block. */
  block: number;
  reason: string;
  closest: string | null;
}

/** The `apply` command's JSON document. */
export interface ApplyReport {
  applied: AppliedFile[];
  failed: FailedBlock[];
}

type Checked = { ok: true; path: string } | { ok: false; reason: string };

/** A block's path, normalized, when it is a relative path inside the repository and outside `.git/`. */
export function checkEditPath(path: string): Checked {
  if (path.includes('\0')) return { ok: false, reason: `'${path}' holds a NUL character` };
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) {
    return { ok: false, reason: `'${path}' is an absolute path; write paths relative to the repository` };
  }
  if (path.includes('\\')) return { ok: false, reason: `'${path}' uses '\\'; write paths with '/' separators, relative to the repository` };
  const normal = posix.normalize(path).replace(/\/+$/, '');
  if (normal === '..' || normal.startsWith('../')) return { ok: false, reason: `'${path}' leads outside the repository` };
  if (normal === '.' || normal === '') return { ok: false, reason: `'${path}' does not name a file` };
  if (normal.split('/').some((part) => part.toLowerCase() === '.git')) {
    return { ok: false, reason: `'${path}' is inside .git/, which edits may not touch` };
  }
  return { ok: true, path: normal };
}

function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

const inGitDir = (root: string, target: string): boolean => relative(root, target).split(sep).some((p) => p.toLowerCase() === '.git');

/** Whether anything (a broken symbolic link included) is at `path`. */
async function present(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}

type Resolved = { ok: true; real: string; exists: boolean; mode: number | null } | { ok: false; reason: string };

/** Where a checked path really leads (symbolic links followed); refused when that is outside `root` or in `.git/`. */
async function resolveInRepo(root: string, path: string): Promise<Resolved> {
  const abs = join(root, path);
  if (await present(abs)) {
    let real: string;
    try {
      real = await realpath(abs);
    } catch {
      return { ok: false, reason: `'${path}' is a symbolic link to nothing` };
    }
    if (!isInside(root, real)) return { ok: false, reason: `'${path}' is a symbolic link pointing outside the repository` };
    if (inGitDir(root, real)) return { ok: false, reason: `'${path}' leads into .git/, which edits may not touch` };
    const info = await stat(real);
    if (!info.isFile()) return { ok: false, reason: `'${path}' is not a regular file` };
    return { ok: true, real, exists: true, mode: info.mode & 0o7777 };
  }
  const rest = [basename(abs)];
  let dir = dirname(abs);
  while (dir !== root && !(await present(dir))) {
    rest.unshift(basename(dir));
    dir = dirname(dir);
  }
  let realDir: string;
  try {
    realDir = await realpath(dir);
  } catch {
    return { ok: false, reason: `'${path}' lies under a symbolic link to nothing` };
  }
  if (realDir !== root && !isInside(root, realDir)) {
    return { ok: false, reason: `'${path}' lies under a symbolic link pointing outside the repository` };
  }
  if (!(await stat(realDir)).isDirectory()) return { ok: false, reason: `'${path}' cannot be created: '${relative(root, dir)}' is a file` };
  const real = join(realDir, ...rest);
  if (inGitDir(root, real)) return { ok: false, reason: `'${path}' leads into .git/, which edits may not touch` };
  return { ok: true, real, exists: false, mode: null };
}

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

type Decoded = { ok: true; text: string; bom: boolean } | { ok: false; reason: string };

/** A file's bytes as text; binary and invalid UTF-8 files are refused (and so never rewritten). */
export function decodeFile(path: string, bytes: Uint8Array): Decoded {
  if (bytes.includes(0)) return { ok: false, reason: `${path} is a binary file (it holds NUL bytes); edit blocks only apply to UTF-8 text` };
  const bom = UTF8_BOM.every((b, i) => bytes[i] === b);
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bom ? bytes.subarray(UTF8_BOM.length) : bytes);
    return { ok: true, text, bom };
  } catch {
    return { ok: false, reason: `${path} is not valid UTF-8 text; edit blocks only apply to UTF-8 files` };
  }
}

/** Writes through a temporary file in the same folder and a rename, so readers never see half a file. */
async function writeAtomically(target: string, text: string, mode: number | null): Promise<void> {
  const temp = join(dirname(target), `.${basename(target)}.sweep-${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, text, { flag: 'wx' });
    if (mode !== null) await chmod(temp, mode);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

interface FileGroup {
  /** The normalized path, as first named in the reply. */
  path: string;
  blocks: EditBlock[];
  /** Blocks for the file that could not be parsed: the file is then left alone. */
  broken: EditParseError[];
}

/** Groups blocks and parse errors by normalized path; unsafe paths and pathless errors go to `failed`. */
function groupByPath(blocks: readonly EditBlock[], errors: readonly EditParseError[], failed: FailedBlock[]): Map<string, FileGroup> {
  const groups = new Map<string, FileGroup>();
  const group = (path: string): FileGroup => {
    let g = groups.get(path);
    if (!g) groups.set(path, (g = { path, blocks: [], broken: [] }));
    return g;
  };
  for (const error of errors) {
    const checked = error.path === null ? null : checkEditPath(error.path);
    if (checked?.ok) group(checked.path).broken.push(error);
    else failed.push({ path: error.path ?? '', block: error.index ?? 0, reason: `line ${error.line}: ${error.message}`, closest: null });
  }
  for (const block of blocks) {
    const checked = checkEditPath(block.path);
    if (checked.ok) group(checked.path).blocks.push(block);
    else failed.push({ path: block.path, block: block.index, reason: `${checked.reason}; the block was refused`, closest: null });
  }
  return groups;
}

/** One file's outcome: its blocks applied and written, or failures and the file untouched. */
async function applyGroup(group: FileGroup, target: Extract<Resolved, { ok: true }>): Promise<AppliedFile | FailedBlock[]> {
  const { path } = group;
  const first = Math.min(...group.blocks.map((b) => b.index), ...group.broken.map((e) => e.index ?? 0));
  const fileFailure = (reason: string): FailedBlock[] => [{ path, block: first, reason: reason + unchangedNote(path, []), closest: null }];
  let current: string | null = null;
  let bom = false;
  const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));
  if (target.exists) {
    let bytes: Uint8Array;
    try {
      bytes = await readFile(target.real);
    } catch (error) {
      return fileFailure(`${path} could not be read: ${message(error)}.`);
    }
    const decoded = decodeFile(path, bytes);
    if (!decoded.ok) return fileFailure(`${decoded.reason}.`);
    ({ text: current, bom } = decoded);
  }
  const result = applyBlocksToFile(path, current, group.blocks);
  if (group.broken.length > 0) {
    const note = unchangedNote(path, result.failed.length ? [] : result.matched.map((m) => m.block));
    const broken = group.broken.map((e) => ({ path, block: e.index ?? 0, reason: `line ${e.line}: ${e.message}.${note}`, closest: null }));
    return [...broken, ...result.failed.map((f) => ({ path, ...f }))];
  }
  if (result.text === null) return result.failed.map((f) => ({ path, ...f }));
  if (result.text !== current) {
    try {
      if (!target.exists) await mkdir(dirname(target.real), { recursive: true });
      await writeAtomically(target.real, (bom ? '\uFEFF' : '') + result.text, target.mode);
    } catch (error) {
      return fileFailure(`${path} could not be written: ${message(error)}.`);
    }
  }
  return { path, blocks: result.matched.map((m) => m.block) };
}

/**
 * Parses a reply and applies its blocks to the files under `repoDir`. Each file is all or nothing:
 * a file with a failed block is not modified; other files proceed. Changed files are written
 * atomically. The result is the `apply` command's JSON document.
 */
export async function applyEditsToRepo(repoDir: string, editsText: string): Promise<ApplyReport> {
  const parsed = parseEditBlocks(editsText);
  const applied: AppliedFile[] = [];
  const failed: FailedBlock[] = [];
  if (parsed.message !== null) return { applied, failed: [{ path: '', block: 0, reason: parsed.message, closest: null }] };
  const root = await realpath(repoDir).catch(() => '');
  if (!root || !(await stat(root)).isDirectory()) throw new Error(`cannot apply edits: the repository folder '${repoDir}' does not exist or is not a folder`);
  const groups = groupByPath(parsed.blocks, parsed.errors, failed);
  // Two spellings of one real file (a symbolic link inside the repository) are one group.
  const byTarget = new Map<string, { group: FileGroup; target: Extract<Resolved, { ok: true }> }>();
  for (const group of groups.values()) {
    const target = await resolveInRepo(root, group.path);
    if (!target.ok) {
      const first = Math.min(...group.blocks.map((b) => b.index), ...group.broken.map((e) => e.index ?? 0));
      failed.push({ path: group.path, block: first, reason: `${target.reason}; the file's blocks were refused.`, closest: null });
      continue;
    }
    const known = byTarget.get(target.real);
    if (known) {
      known.group.blocks.push(...group.blocks);
      known.group.blocks.sort((a, b) => a.index - b.index);
      known.group.broken.push(...group.broken);
    } else {
      byTarget.set(target.real, { group, target });
    }
  }
  for (const { group, target } of byTarget.values()) {
    const outcome = await applyGroup(group, target);
    if (Array.isArray(outcome)) failed.push(...outcome);
    else applied.push(outcome);
  }
  applied.sort((a, b) => (a.blocks[0] ?? 0) - (b.blocks[0] ?? 0));
  failed.sort((a, b) => a.block - b.block || a.path.localeCompare(b.path));
  return { applied, failed };
}

/** The report as text for the model: what applied, and for each failure the reason and the closest lines. */
export function formatApplyFeedback(report: ApplyReport): string {
  const out: string[] = [];
  for (const file of report.applied) out.push(`Applied to ${file.path}: ${plural(file.blocks.length, 'block', 'blocks')} ${file.blocks.join(', ')}.`);
  for (const failure of report.failed) {
    const where = failure.block > 0 ? `Block ${failure.block}${failure.path ? ` (${failure.path})` : ''}` : 'The reply';
    out.push(`${where} failed: ${failure.reason}`);
    if (failure.closest !== null) out.push('Closest lines in the file:', '```', failure.closest, '```');
  }
  return out.join('\n');
}
