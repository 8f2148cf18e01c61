/**
 * The editor may ask for lines instead of writing blocks: a reply whose lines read
 *
 *     SHOW path/to/file.py:120-180
 *     SHOW path/to/file.py:120
 *     SHOW path/to/file.py:name          (a function, class, method: `Class.method`)
 *
 * is answered with those lines, at most MAX_LINE_REQUESTS times per file step, within what is left
 * of the file-window budget. Parsing, resolving a request to lines, and choosing the lines not shown
 * before are pure.
 */
import { definitionsNamed, type DefinitionSpan } from './focus.js';
import { WINDOW_LINES, type Window } from './windows.js';

/** Replies of one file step answered with lines, at most. */
export const MAX_LINE_REQUESTS = 3;
/** Requests read from one reply, at most. */
export const MAX_REQUESTS_PER_REPLY = 5;

export interface LineRequest {
  /** As the reply wrote it, without a leading `./`. */
  path: string;
  /** Lines asked for by number (1-based, inclusive). */
  lines?: Window;
  /** A definition asked for by name: `name`, `Class.method`. */
  symbol?: string;
}

const REQUEST = /^[\s>*`-]*SHOW\s+`?([^\s:`]+):(?:(\d{1,7})(?:\s*[-–]\s*(\d{1,7}))?|([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*))`?[\s`*]*$/;

/** The requests of a reply, in order, without repeats, at most MAX_REQUESTS_PER_REPLY. */
export function parseLineRequests(reply: string): LineRequest[] {
  const out: LineRequest[] = [];
  const seen = new Set<string>();
  for (const line of reply.split('\n')) {
    const m = REQUEST.exec(line);
    if (!m) continue;
    const path = m[1]!.replace(/^(?:\.\/)+/, '');
    let request: LineRequest;
    if (m[4] !== undefined) request = { path, symbol: m[4] };
    else {
      const a = Number(m[2]);
      const b = m[3] === undefined ? a : Number(m[3]);
      request = { path, lines: { start: Math.min(a, b), end: Math.max(a, b) } };
    }
    const key = JSON.stringify(request);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(request);
    if (out.length >= MAX_REQUESTS_PER_REPLY) break;
  }
  return out;
}

/** The request as it was written, for messages. */
export function describeRequest(request: LineRequest): string {
  return `${request.path}:${request.symbol ?? (request.lines!.start === request.lines!.end ? request.lines!.start : `${request.lines!.start}-${request.lines!.end}`)}`;
}

/** The lines a request stands for in a file of `lineCount` lines with `definitions`, or why there are none. */
export function resolveRequest(request: LineRequest, lineCount: number, definitions: readonly DefinitionSpan[]): { lines: Window } | { reason: string } {
  if (request.symbol !== undefined) {
    const [def] = definitionsNamed(definitions, request.symbol);
    if (!def) return { reason: `no definition named \`${request.symbol}\` was found in ${request.path}; ask for its lines by number instead` };
    return { lines: { start: def.startLine, end: Math.min(def.endLine, def.startLine + WINDOW_LINES - 1) } };
  }
  const { start, end } = request.lines!;
  if (start < 1 || start > lineCount) return { reason: `${request.path} has ${lineCount} lines` };
  return { lines: { start, end: Math.min(end, lineCount, start + WINDOW_LINES - 1) } };
}

/**
 * The parts of `wanted` not among `shown`, in order, as many of their lines as `room` tokens hold
 * (`tokensOf` gives a line's tokens); `cut` says lines were left out for want of room.
 */
export function unshownLines(wanted: Window, shown: readonly Window[], tokensOf: (line: number) => number, room: number): { windows: Window[]; cut: boolean } {
  const windows: Window[] = [];
  let left = room;
  for (let line = wanted.start; line <= wanted.end; line++) {
    if (shown.some((w) => w.start <= line && line <= w.end)) continue;
    const cost = tokensOf(line);
    if (cost > left) return { windows, cut: true };
    left -= cost;
    const last = windows[windows.length - 1];
    if (last && last.end === line - 1) last.end = line;
    else windows.push({ start: line, end: line });
  }
  return { windows, cut: false };
}
