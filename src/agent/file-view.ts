/**
 * Files as the editor is shown them: whole, one window, or several windows each with its lines, in
 * fences no line of the file can close. Pure.
 */
import type { Window } from './windows.js';

export function fenced(body: string): string {
  const fence = '`'.repeat(Math.max(3, ...[...body.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return `${fence}\n${body}\n${fence}`;
}

function bodyOf(lines: readonly string[], w: Window): string {
  return lines.slice(w.start - 1, w.end).join('\n');
}

/** The file of the edit step: whole, one window, or several windows each with its lines. */
export function showFile(path: string, text: string | undefined, windows: readonly Window[], lineCount: number): string {
  if (text === undefined) return `The file ${path} does not exist yet: create it.`;
  const lines = text.split('\n');
  const [only] = windows;
  if (windows.length === 1 && only) {
    const where = only.start === 1 && only.end >= lineCount ? `the whole file, ${lineCount} lines` : `lines ${only.start}-${only.end} of ${lineCount}; ORIGINAL must come from these lines`;
    return `The file ${path} (${where}):\n${fenced(bodyOf(lines, only))}`;
  }
  const parts = windows.map((w) => `Lines ${w.start}-${w.end}:\n${fenced(bodyOf(lines, w))}`);
  return [`The file ${path} (${windows.length} parts of its ${lineCount} lines; ORIGINAL must come from these lines):`, ...parts].join('\n');
}

/** More lines of a file already shown in part: each window with its lines. */
export function showMore(path: string, text: string, windows: readonly Window[]): string {
  const lines = text.split('\n');
  return windows.map((w) => `${path}, lines ${w.start}-${w.end} of ${lines.length}:\n${fenced(bodyOf(lines, w))}`).join('\n');
}
