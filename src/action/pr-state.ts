/**
 * What the Action remembers between runs on its pull request, kept as a hidden marker line at the
 * end of the pull request's body (`<!-- sweep-state {...} -->`): the CI fixes made (and for which
 * head commits, by which failed runs), the failed runs already handled, the runs bots' comments
 * started, and a digest of the issue's text a writer approved. Pure.
 */
import { createHash } from 'node:crypto';

export const STATE_VERSION = 1;
export const STATE_MARKER_PREFIX = '<!-- sweep-state ';
export const STATE_MARKER_SUFFIX = ' -->';
/** Handled run ids kept in the state (the newest). */
export const MAX_HANDLED_RUNS = 50;
/** Head commits whose CI fix is remembered (the newest). */
export const MAX_CI_HEADS = 20;
/** Run ids remembered per head commit. */
const MAX_RUNS_PER_HEAD = 10;

export interface SweepState {
  /** CI fixes started: one per head commit whose failure was acted on. */
  ciAttempts: number;
  /** Workflow run ids whose failure was already handled, ascending. */
  handledRuns: number[];
  issue: number;
  version: 1;
  /** Runs a bot's comment started on the pull request (absent: none); bounded like the CI attempts. */
  botRuns?: number;
  /**
   * Head commits (full sha) a CI fix was started from, each with the failed runs that claimed it
   * (ascending): the lowest run id makes the fix; a second failure of the same commit makes none.
   */
  ciHeads?: Record<string, number[]>;
  /** `issueDigest` of the issue's title and body as a writer approved them (labeled, or asked with `/sweep`). */
  issueDigest?: string;
}

/** A short digest of an issue's title and body (line endings normalized): equal when the text is. */
export function issueDigest(title: string, body: string): string {
  const text = `${title}\n\0\n${body}`.replace(/\r\n?/g, '\n');
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}

export function defaultState(issue = 0): SweepState {
  return { ciAttempts: 0, handledRuns: [], issue, version: STATE_VERSION };
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const DIGEST = /^[0-9a-f]{16}$/;

const ascending = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

/** The newest MAX_CI_HEADS heads (by their highest run id), each with at most MAX_RUNS_PER_HEAD run ids. */
function boundedHeads(heads: Record<string, number[]>): Record<string, number[]> | undefined {
  const entries = Object.entries(heads)
    .map(([sha, ids]) => [sha, ascending(ids).slice(0, MAX_RUNS_PER_HEAD)] as const)
    .sort(([a, x], [b, y]) => (y.at(-1) ?? 0) - (x.at(-1) ?? 0) || (a < b ? -1 : 1))
    .slice(0, MAX_CI_HEADS)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function mergeHeads(a: Record<string, number[]> | undefined, b: Record<string, number[]> | undefined): Record<string, number[]> | undefined {
  const out: Record<string, number[]> = {};
  for (const heads of [a, b]) for (const [sha, ids] of Object.entries(heads ?? {})) out[sha] = [...(out[sha] ?? []), ...ids];
  return boundedHeads(out);
}

/**
 * The state to write when `ours` was read at a run's start (and changed by it) and `theirs` is on the
 * pull request now (another run may have written since): the attempts never go back, no handled run
 * or claimed head is forgotten, and the issue digest is ours when we have one.
 */
export function mergeStates(ours: SweepState, theirs: SweepState): SweepState {
  const botRuns = Math.max(ours.botRuns ?? 0, theirs.botRuns ?? 0);
  const ciHeads = mergeHeads(ours.ciHeads, theirs.ciHeads);
  const issueDigest = ours.issueDigest ?? theirs.issueDigest;
  return {
    ciAttempts: Math.max(ours.ciAttempts, theirs.ciAttempts, Object.keys(ciHeads ?? {}).length),
    handledRuns: ascending([...ours.handledRuns, ...theirs.handledRuns]),
    issue: ours.issue || theirs.issue,
    version: STATE_VERSION,
    ...(botRuns ? { botRuns } : {}),
    ...(ciHeads ? { ciHeads } : {}),
    ...(issueDigest ? { issueDigest } : {}),
  };
}

/** True when `state` already holds everything `wanted` holds (writing `wanted` over it would add nothing). */
export function holds(state: SweepState, wanted: SweepState): boolean {
  return renderState(mergeStates(wanted, state)) === renderState(state);
}

/** The marker line; throws on counts that are not whole numbers. Keeps the newest MAX_HANDLED_RUNS run ids. */
export function renderState(state: SweepState): string {
  if (!isCount(state.ciAttempts)) throw new Error(`ciAttempts must be a whole number of at least 0, got ${state.ciAttempts}`);
  if (!isCount(state.issue)) throw new Error(`issue must be a whole number of at least 0, got ${state.issue}`);
  if (state.botRuns !== undefined && !isCount(state.botRuns)) throw new Error(`botRuns must be a whole number of at least 0, got ${state.botRuns}`);
  if (state.issueDigest !== undefined && !DIGEST.test(state.issueDigest)) throw new Error(`issueDigest must be 16 hexadecimal digits, got ${state.issueDigest}`);
  const runs = ascending(state.handledRuns.filter(isCount)).slice(-MAX_HANDLED_RUNS);
  const heads = state.ciHeads ? boundedHeads(Object.fromEntries(Object.entries(state.ciHeads).filter(([sha]) => SHA.test(sha)).map(([sha, ids]) => [sha, ids.filter(isCount)]))) : undefined;
  // Without the optional fields the marker is the one earlier versions wrote and read.
  const json = JSON.stringify({
    ciAttempts: state.ciAttempts,
    handledRuns: runs,
    issue: state.issue,
    version: STATE_VERSION,
    ...(state.botRuns ? { botRuns: state.botRuns } : {}),
    ...(heads ? { ciHeads: heads } : {}),
    ...(state.issueDigest ? { issueDigest: state.issueDigest } : {}),
  });
  return `${STATE_MARKER_PREFIX}${json}${STATE_MARKER_SUFFIX}`;
}

const REQUIRED_KEYS = ['ciAttempts', 'handledRuns', 'issue', 'version'];
const OPTIONAL_KEYS = new Set(['botRuns', 'ciHeads', 'issueDigest']);

function readHeads(value: unknown): Record<string, number[]> | undefined | false {
  if (value === undefined) return undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const out: Record<string, number[]> = {};
  for (const [sha, ids] of Object.entries(value)) {
    if (!SHA.test(sha) || !Array.isArray(ids) || ids.length === 0 || !ids.every(isCount)) return false;
    out[sha] = [...(ids as number[])];
  }
  return boundedHeads(out);
}

function readStateLine(line: string): SweepState | undefined {
  if (!line.startsWith(STATE_MARKER_PREFIX) || !line.endsWith(STATE_MARKER_SUFFIX)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(line.slice(STATE_MARKER_PREFIX.length, line.length - STATE_MARKER_SUFFIX.length));
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const keys = Object.keys(v);
  if (!REQUIRED_KEYS.every((k) => k in v) || keys.some((k) => !REQUIRED_KEYS.includes(k) && !OPTIONAL_KEYS.has(k))) return undefined;
  if (v.version !== STATE_VERSION || !isCount(v.ciAttempts) || !isCount(v.issue)) return undefined;
  if (!Array.isArray(v.handledRuns) || !v.handledRuns.every(isCount)) return undefined;
  if ('botRuns' in v && !isCount(v.botRuns)) return undefined;
  if ('issueDigest' in v && (typeof v.issueDigest !== 'string' || !DIGEST.test(v.issueDigest))) return undefined;
  const ciHeads = readHeads(v.ciHeads);
  if (ciHeads === false) return undefined;
  return {
    ciAttempts: v.ciAttempts,
    handledRuns: [...(v.handledRuns as number[])],
    issue: v.issue,
    version: STATE_VERSION,
    ...(v.botRuns ? { botRuns: v.botRuns as number } : {}),
    ...(ciHeads ? { ciHeads } : {}),
    ...(v.issueDigest ? { issueDigest: v.issueDigest as string } : {}),
  };
}

/** A fence opener (up to 3 spaces, then 3+ backticks or tildes): its character and length. */
function fenceOf(line: string): { char: string; length: number; rest: string } | undefined {
  const match = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
  if (!match) return undefined;
  return { char: match[1]![0]!, length: match[1]!.length, rest: match[2]! };
}

/**
 * For each line of `lines`, whether it belongs to a fenced code block (the fence lines included).
 * A line may end in `\r`.
 */
export function fencedLines(lines: readonly string[]): boolean[] {
  let open: { char: string; length: number } | undefined;
  return lines.map((raw) => {
    const line = raw.replace(/\r$/, '');
    const fence = fenceOf(line);
    if (open) {
      if (fence && fence.char === open.char && fence.length >= open.length && fence.rest.trim() === '') open = undefined;
      return true;
    }
    if (fence && !(fence.char === '`' && fence.rest.includes('`'))) {
      open = fence;
      return true;
    }
    return false;
  });
}

/**
 * The state in a PR body: the last line, outside fenced code blocks, that is exactly a marker as
 * `renderState` writes it with valid content. Anything else (no marker, corrupt JSON, other keys
 * or version, indented or reformatted lines) is ignored; with no such line, the default state.
 */
export function parseState(body: string | null | undefined, fallbackIssue = 0): SweepState {
  let found: SweepState | undefined;
  const lines = (body ?? '').split('\n');
  const fenced = fencedLines(lines);
  lines.forEach((raw, i) => {
    if (!fenced[i]) found = readStateLine(raw.replace(/\r$/, '')) ?? found;
  });
  return found ?? defaultState(fallbackIssue);
}

/**
 * A pull request body with its state marker replaced: marker lines outside fenced code blocks are
 * removed (a marker quoted in a code block is text, as `parseState` sees it) and the new marker is
 * appended after the rest (its trailing whitespace dropped), or alone when nothing else is left.
 */
export function withState(body: string, state: SweepState): string {
  const lines = body.split('\n');
  const fenced = fencedLines(lines);
  const kept = lines
    .filter((line, i) => fenced[i] || !line.startsWith(STATE_MARKER_PREFIX))
    .join('\n')
    .trimEnd();
  return kept ? `${kept}\n\n${renderState(state)}\n` : `${renderState(state)}\n`;
}

/**
 * The run that makes the fix for `head`: the lowest run id that claimed it. Undefined when none did.
 */
export function headOwner(state: SweepState, head: string): number | undefined {
  return state.ciHeads?.[head]?.[0];
}

/** `state` with `runId` claiming a CI fix from `head`: counted as an attempt when no run claimed it before. */
export function claimHead(state: SweepState, head: string, runId: number): SweepState {
  const known = state.ciHeads?.[head];
  const ciHeads = { ...state.ciHeads, [head]: ascending([...(known ?? []), runId]) };
  return {
    ...state,
    ciAttempts: known ? state.ciAttempts : state.ciAttempts + 1,
    handledRuns: ascending([...state.handledRuns, runId]),
    ciHeads,
  };
}
