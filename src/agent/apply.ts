/**
 * Applies parsed edit blocks to one file's text: each block is located (strict matches before tolerant
 * ones, one place or nothing: see match.ts), rewritten (replace.ts), and applied on the evolving text;
 * the file is all or nothing, and a failed block comes back with feedback the model can act on
 * (feedback.ts). Pure: the repository side (paths, reads, atomic writes) is in apply-repo.ts.
 */
import { chooseSplit, type EditBlock } from './edit-blocks.js';
import { alreadyAppliedReason, alreadyPresent, ambiguousReason, missingFeedback, unchangedNote } from './feedback.js';
import { LineIndex } from './line-index.js';
import { blockLines, isBlank, joinText, splitText, type FileLines } from './lines.js';
import { locate, type MatchStrategy } from './match.js';
import { buildReplacement } from './replace.js';

// Names callers import from here. The repository side (apply-repo.ts) imports this module, never
// the other way round.
export { MAX_CLOSEST_LINES, unchangedNote } from './feedback.js';
export { isCommentLine, isElisionLine } from './lines.js';
export { MATCH_STRATEGIES, type MatchStrategy } from './match.js';

/** More blocks than this for one file are refused for that file. */
export const MAX_BLOCKS_PER_FILE = 100;

export interface BlockFailure {
  /** The block's 1-based index within the reply. */
  block: number;
  reason: string;
  /** The closest real lines of the file when ORIGINAL was not found. */
  closest: string | null;
}

export interface BlockMatch {
  block: number;
  /** How ORIGINAL was found; `create` for an empty ORIGINAL on a missing or empty file. */
  strategy: MatchStrategy | 'create';
  /** 1-based first line of the replaced lines in the text the block was applied to. */
  line: number;
}

export interface FileEditResult {
  /** The new text, or null when the file must stay untouched because a block failed. */
  text: string | null;
  /** Blocks that matched, in order; they are applied only when `text` is not null. */
  matched: BlockMatch[];
  failed: BlockFailure[];
}

type Step = { ok: true; file: FileLines; match: BlockMatch } | { ok: false; reason: string; closest: string | null };

function refuse(reason: string, closest: string | null = null): Step {
  return { ok: false, reason: reason.endsWith('.') ? reason : `${reason}.`, closest };
}

/** An empty ORIGINAL: it creates a missing or empty file, and nothing else. */
function createFile(path: string, file: FileLines | null, upd: readonly string[], index: number): Step {
  if (file && file.lines.some((l) => !isBlank(l))) {
    return refuse(`ORIGINAL is empty, but ${path} already exists and has content; quote the lines to change (to add lines, quote the lines next to where they go)`);
  }
  if (upd.every(isBlank)) return refuse('both ORIGINAL and UPDATED are empty; there is nothing to do');
  // An existing blank file keeps its line ends (its lines hold their `\r`, as splitText gives them).
  const crlf = file?.crlf ?? false;
  return { ok: true, file: { lines: crlf ? upd.map((l) => `${l}\r`) : [...upd], finalNewline: true, crlf }, match: { block: index, strategy: 'create', line: 1 } };
}

function applyBlock(path: string, file: FileLines | null, hadContent: boolean, block: EditBlock): Step {
  const orig = blockLines(block.original);
  const upd = blockLines(block.updated);
  if (orig.every(isBlank)) return createFile(path, file, upd, block.index);
  if (!file) return refuse(`${path} does not exist; to create it, leave ORIGINAL empty and put the whole file in UPDATED`);
  const lineIndex = new LineIndex(file.lines);
  const located = locate(lineIndex, orig, upd, path);
  if (located.kind === 'ambiguous') return refuse(ambiguousReason(path, located.strategy, located.places));
  if (located.kind !== 'found') {
    const present = alreadyPresent(lineIndex, orig, upd);
    if (present) return refuse(alreadyAppliedReason(path, present));
    const invalid = located.kind === 'invalid';
    const feedback = missingFeedback(lineIndex, orig, invalid ? located.reason : `ORIGINAL does not match ${path}`, !invalid);
    return refuse(feedback.reason, feedback.closest);
  }
  const { candidate } = located;
  const built = buildReplacement(file, candidate, orig, upd);
  if (!built.ok) return refuse(built.reason);
  const lines = [...file.lines.slice(0, candidate.start), ...built.lines, ...file.lines.slice(candidate.end)];
  if (hadContent && lines.every(isBlank)) {
    return refuse(`this edit would leave ${path} empty; deleting a file is a separate request, not an edit block`);
  }
  return { ok: true, file: { ...file, lines }, match: { block: block.index, strategy: candidate.strategy, line: candidate.start + 1 } };
}

/**
 * Applies one file's blocks in order on the evolving text. `current` is the file's text, or null when
 * it does not exist. If any block fails, `text` is null and the file must stay as it is.
 */
export function applyBlocksToFile(path: string, current: string | null, blocks: readonly EditBlock[]): FileEditResult {
  if (blocks.length > MAX_BLOCKS_PER_FILE) {
    const reason = `${blocks.length} blocks edit ${path}, more than the ${MAX_BLOCKS_PER_FILE} handled per file; rewrite the change with fewer, larger blocks.`;
    return { text: null, matched: [], failed: [{ block: blocks[0]!.index, reason: reason + unchangedNote(path, []), closest: null }] };
  }
  let file = current === null ? null : splitText(current);
  const hadContent = current !== null && !isBlank(current);
  const matched: BlockMatch[] = [];
  const failed: BlockFailure[] = [];
  for (const block of blocks) {
    const step = applyBlock(path, file, hadContent, block.splits ? chooseSplit(block, file && joinText(file)) : block);
    if (step.ok) {
      file = step.file;
      matched.push(step.match);
    } else {
      failed.push({ block: block.index, reason: step.reason, closest: step.closest });
    }
  }
  if (failed.length > 0) {
    const note = unchangedNote(path, matched.map((m) => m.block));
    return { text: null, matched, failed: failed.map((f) => ({ ...f, reason: f.reason + note })) };
  }
  return { text: file ? joinText(file) : current, matched, failed };
}
