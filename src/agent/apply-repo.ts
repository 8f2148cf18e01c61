/**
 * The repository side of applying edit blocks, behind the `apply` command's contract: block paths
 * checked and files read and written through the repository's file door (repo-files.ts: inside the
 * repository, outside `.git/`, symbolic links followed only within it, protected paths refused),
 * files read as UTF-8 text (binary and invalid files refused, a BOM kept), each file all or nothing,
 * and changed files written atomically with their mode kept.
 */
import { decodeText } from '../repo/classify.js';
import type { BlockedDir } from '../repo/protected-paths.js';
import { checkRepoPath, RepoFiles, type ResolvedFile } from '../repo/repo-files.js';
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

export interface ApplyOptions {
  /** Folders the repository's configuration blocks (`blocked_dirs`), refused with the built-in protected paths. */
  blockedDirs?: readonly BlockedDir[];
}

type Decoded = { ok: true; text: string; bom: boolean } | { ok: false; reason: string };

/** A file's bytes as text; binary and invalid UTF-8 files are refused (and so never rewritten). */
export function decodeFile(path: string, bytes: Uint8Array): Decoded {
  if (bytes.includes(0)) return { ok: false, reason: `${path} is a binary file (it holds NUL bytes); edit blocks only apply to UTF-8 text` };
  const { text, encoding, bom } = decodeText(bytes);
  if (encoding !== 'utf-8') return { ok: false, reason: `${path} is not valid UTF-8 text; edit blocks only apply to UTF-8 files` };
  return { ok: true, text, bom };
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
    const checked = error.path === null ? null : checkRepoPath(error.path);
    if (checked?.ok) group(checked.path).broken.push(error);
    else failed.push({ path: error.path ?? '', block: error.index ?? 0, reason: `line ${error.line}: ${error.message}`, closest: null });
  }
  for (const block of blocks) {
    const checked = checkRepoPath(block.path);
    if (checked.ok) group(checked.path).blocks.push(block);
    else failed.push({ path: block.path, block: block.index, reason: `${checked.reason}; the block was refused`, closest: null });
  }
  return groups;
}

/** One file's outcome: its blocks applied and written, or failures and the file untouched. */
async function applyGroup(files: RepoFiles, group: FileGroup, target: ResolvedFile): Promise<AppliedFile | FailedBlock[]> {
  const { path } = group;
  const first = Math.min(...group.blocks.map((b) => b.index), ...group.broken.map((e) => e.index ?? 0));
  const fileFailure = (reason: string): FailedBlock[] => [{ path, block: first, reason: reason + unchangedNote(path, []), closest: null }];
  let current: string | null = null;
  let bom = false;
  const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));
  if (target.exists) {
    const bytes = files.readBytes(target.path);
    if (bytes === undefined) return fileFailure(`${path} could not be read.`);
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
      await files.write(target.path, (bom ? '\uFEFF' : '') + result.text);
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
export async function applyEditsToRepo(repoDir: string, editsText: string, options: ApplyOptions = {}): Promise<ApplyReport> {
  const parsed = parseEditBlocks(editsText);
  const applied: AppliedFile[] = [];
  const failed: FailedBlock[] = [];
  if (parsed.message !== null) return { applied, failed: [{ path: '', block: 0, reason: parsed.message, closest: null }] };
  let files: RepoFiles;
  try {
    files = RepoFiles.open(repoDir, options.blockedDirs);
  } catch {
    throw new Error(`cannot apply edits: the repository folder '${repoDir}' does not exist or is not a folder`);
  }
  const groups = groupByPath(parsed.blocks, parsed.errors, failed);
  // Two spellings of one real file (a symbolic link inside the repository) are one group.
  const byTarget = new Map<string, { group: FileGroup; target: ResolvedFile }>();
  for (const group of groups.values()) {
    const target = files.resolveForWrite(group.path);
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
    const outcome = await applyGroup(files, group, target);
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
