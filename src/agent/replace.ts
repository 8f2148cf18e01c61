/**
 * The lines that replace a located ORIGINAL: lines UPDATED keeps from ORIGINAL keep the file's own text
 * (its whitespace, its line end), new lines are re-indented and get the file's line end, and file lines
 * ORIGINAL left out (blank or comment lines, the lines a `...` stands for) stay where they are.
 */
import { alignLines, type Op } from './align.js';
import { elisionParts, isBlank, isElisionLine, range, type FileLines } from './lines.js';
import type { Candidate, IndentDelta } from './match.js';

export type Built = { ok: true; lines: string[] } | { ok: false; reason: string };

function reindent(line: string, delta: IndentDelta): string {
  if (isBlank(line)) return line;
  if (delta.add) return delta.add + line;
  if (delta.remove) return line.startsWith(delta.remove) ? line.slice(delta.remove.length) : line.trimStart();
  return line;
}

/** The file lines [from, to) rewritten as one quoted part of UPDATED says (see the module comment). */
function alignPart(
  lines: readonly string[],
  orig: readonly string[],
  upd: readonly string[],
  fileOf: readonly number[],
  from: number,
  to: number,
  transform: (line: string) => string,
): Built {
  if (orig.length === upd.length && orig.every((l, j) => l === upd[j])) return { ok: true, lines: lines.slice(from, to) };
  const out: string[] = [];
  let cursor = from;
  let nextOrig = 0;
  let previous: Op['kind'] | null = null;
  /** The last ORIGINAL line found in the file: kept or removed. */
  let lastOrigOp: Op['kind'] | null = null;
  for (const op of alignLines(orig, upd)) {
    if (op.kind === 'add') {
      // New lines replacing removed ones go where those were; a pure insertion next to file lines
      // ORIGINAL left out could go before or after them, so it is refused.
      const startsInsertion = previous !== 'add' && previous !== 'remove';
      const next = startsInsertion ? (fileOf.slice(nextOrig).find((f) => f >= 0) ?? to) : cursor;
      if (next > cursor) {
        return {
          ok: false,
          reason:
            `${range([cursor, next])} of the file (blank or comment lines) ${next - cursor === 1 ? 'is' : 'are'} left out of ORIGINAL ` +
            'exactly where UPDATED adds lines, so where the new lines go is unclear; quote the file lines there exactly',
        };
      }
      out.push(transform(op.line));
    } else {
      const f = fileOf[op.orig]!;
      nextOrig = op.orig + 1;
      if (f >= 0) {
        if (op.kind === 'remove' && lastOrigOp === 'remove' && f > cursor) {
          return {
            ok: false,
            reason:
              `${range([cursor, f])} of the file (blank or comment lines) ${f - cursor === 1 ? 'is' : 'are'} left out of ORIGINAL ` +
              'in the middle of lines UPDATED removes, so whether to keep them is unclear; quote the file lines there exactly',
          };
        }
        lastOrigOp = op.kind;
        while (cursor < f) out.push(lines[cursor++]!);
        if (op.kind === 'keep') out.push(lines[f]!);
        cursor = f + 1;
      }
    }
    previous = op.kind;
  }
  while (cursor < to) out.push(lines[cursor++]!);
  return { ok: true, lines: out };
}

/** How many of `lines` are comments standing for left-out lines (`// ... rest unchanged`), bare `...` aside. */
function commentElisions(lines: readonly string[]): number {
  let n = 0;
  for (const line of lines) if (isElisionLine(line) && !BARE_ELISION.test(line.trim())) n++;
  return n;
}

const BARE_ELISION = /^(?:\.\.\.|…)$/;

/** The lines that replace `candidate`, the place where ORIGINAL was found, or why there are none. */
export function buildReplacement(file: FileLines, candidate: Candidate, orig: readonly string[], upd: readonly string[]): Built {
  const transform = (line: string): string => reindent(line, candidate.indent) + (file.crlf ? '\r' : '');
  if (candidate.strategy !== 'elision') {
    // ORIGINAL was found whole: a `// ...` comment UPDATED adds would stand for nothing, and the
    // lines the model meant by it would be deleted. (A bare `...` is code in Python and TypeScript.)
    if (commentElisions(upd) > commentElisions(orig)) {
      return {
        ok: false,
        reason:
          'UPDATED has a `...` comment standing for left-out lines where ORIGINAL has none, so those lines would be deleted; ' +
          'write UPDATED in full, or leave the same lines out of ORIGINAL with `...` too',
      };
    }
    return alignPart(file.lines, orig, upd, candidate.fileOf, candidate.start, candidate.end, transform);
  }
  const origParts = elisionParts(orig);
  const updParts = elisionParts(upd);
  if (origParts.length !== updParts.length) {
    return {
      ok: false,
      reason:
        `ORIGINAL leaves lines out with \`...\` ${origParts.length - 1} time(s) but UPDATED has ${updParts.length - 1} \`...\` line(s); ` +
        'write `...` in UPDATED at each place where the left-out lines stay (or quote them)',
    };
  }
  const out: string[] = [];
  for (let k = 0; k < origParts.length; k++) {
    const [of, ot] = origParts[k]!;
    const [uf, ut] = updParts[k]!;
    const fileOf = candidate.fileOf.slice(of, ot);
    const from = fileOf[0]!;
    const to = fileOf[fileOf.length - 1]! + 1;
    const built = alignPart(file.lines, orig.slice(of, ot), upd.slice(uf, ut), fileOf, from, to, transform);
    if (!built.ok) return built;
    out.push(...built.lines);
    const nextOf = origParts[k + 1];
    if (!nextOf) continue;
    const elided = file.lines.slice(to, candidate.fileOf[nextOf[0]]!);
    const origMarker = orig[ot]!;
    const updMarker = upd[ut]!;
    // A `...` that stood for exactly a file line reading `...` was that line itself: UPDATED's copy decides.
    const literal = elided.length === 1 && elided[0]!.trim() === origMarker.trim();
    out.push(...(literal && updMarker !== origMarker ? [transform(updMarker)] : elided));
  }
  return { ok: true, lines: out };
}
