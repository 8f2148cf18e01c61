/**
 * Snippets: the best chunks, weighted by their file's rank, fused when they touch or overlap and
 * extended by SNIPPET_CONTEXT_LINES each way, clipped to the file.
 */
import type { RepoIndex } from '../index/repo-index.js';
import { TopScores } from '../terms/top-scores.js';

export interface Snippet {
  path: string;
  /** 1-based, inclusive. */
  startLine: number;
  endLine: number;
  score: number;
}

export const SNIPPET_CONTEXT_LINES = 25;
/** How much the file's rank counts against the chunk's own score. */
export const SNIPPET_FILE_WEIGHT = 0.5;

export interface LineSpan {
  startLine: number;
  endLine: number;
  score: number;
}

/**
 * Extends spans by `context` lines, clips them to 1..lineCount, and fuses spans that overlap or
 * touch; a fused span keeps the best score. Input order does not matter; output is by start line.
 */
export function fuseSpans(spans: readonly LineSpan[], lineCount: number, context = SNIPPET_CONTEXT_LINES): LineSpan[] {
  const extended = spans
    .map((s) => ({
      startLine: Math.max(1, s.startLine - context),
      endLine: Math.min(Math.max(lineCount, 1), s.endLine + context),
      score: s.score,
    }))
    .sort((a, b) => a.startLine - b.startLine);
  const out: LineSpan[] = [];
  for (const s of extended) {
    const last = out[out.length - 1];
    if (last && s.startLine <= last.endLine + 1) {
      last.endLine = Math.max(last.endLine, s.endLine);
      last.score = Math.max(last.score, s.score);
    } else {
      out.push({ ...s });
    }
  }
  return out;
}

export function selectSnippets(index: RepoIndex, chunkScores: Float64Array, fileScores: Float64Array, count: number): Snippet[] {
  if (count <= 0) return [];
  let maxFile = 0;
  for (const v of fileScores) maxFile = Math.max(maxFile, v);
  let maxChunk = 0;
  for (const v of chunkScores) maxChunk = Math.max(maxChunk, v);
  if (maxChunk === 0) return [];
  // The best `count * 2` chunks, ties by the earlier chunk (no array of every chunk).
  const picked = new TopScores(count * 2);
  for (let c = 0; c < chunkScores.length; c++) {
    if (chunkScores[c]! <= 0) continue;
    const file = index.chunkFile[c]!;
    picked.offer(c, chunkScores[c]! / maxChunk + (SNIPPET_FILE_WEIGHT * fileScores[file]!) / (maxFile || 1));
  }
  const byFile = new Map<number, LineSpan[]>();
  for (const { file: chunk, score } of picked.sorted()) {
    const file = index.chunkFile[chunk]!;
    const list = byFile.get(file) ?? [];
    list.push({ startLine: index.chunkStart[chunk]!, endLine: index.chunkEnd[chunk]!, score });
    byFile.set(file, list);
  }
  const out: Snippet[] = [];
  for (const [file, spans] of byFile) {
    const f = index.files[file]!;
    for (const s of fuseSpans(spans, f.lineCount)) out.push({ path: f.path, ...s });
  }
  out.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1) || a.startLine - b.startLine);
  return out.slice(0, count);
}
