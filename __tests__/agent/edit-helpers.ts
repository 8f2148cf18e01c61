/** Literal edit blocks and file texts for the edit applier's tests. */
import type { EditBlock } from '../../src/agent/edit-blocks.js';

/** A block for `path` from line arrays (each line gets its `\n`). */
export function block(original: string[], updated: string[], index = 1, path = 'app.py'): EditBlock {
  const text = (lines: string[]): string => lines.map((l) => `${l}\n`).join('');
  return { path, original: text(original), updated: text(updated), index };
}

/** A file text from its lines, each ended by `\n`. */
export const lines = (...l: string[]): string => l.map((x) => `${x}\n`).join('');
