/**
 * The pull request's title and body, pure functions of the run's records. The body ends with a
 * hidden state marker (`<!-- sweep-state {...} -->`) the Action reads back on later runs: how many CI
 * fixes it made and which failed runs it already handled.
 */
import type { FileOutcome } from '../agent/execute.js';
import type { ChangeAction, FileChangeRequest, Plan } from '../agent/plan-check.js';
import type { ReviewResult } from '../agent/review.js';
import { codeBlock, codeSpan, escapeMarkdown, formatCount, link, NOT_REVIEWED_LINE, planLines, plainText, safeUrl, truncate, usageLine, withoutClosingKeywords, type UsageFigures } from './progress.js';

export const TITLE_PREFIX = 'Sweep: ';
/** Whole title, prefix and issue number included, in characters. */
export const MAX_TITLE_CHARS = 100;
export const STATE_VERSION = 1;
export const STATE_MARKER_PREFIX = '<!-- sweep-state ';
export const STATE_MARKER_SUFFIX = ' -->';
/** Handled run ids kept in the state (the newest). */
export const MAX_HANDLED_RUNS = 50;
/** Review findings listed in full. */
export const MAX_FINDINGS_SHOWN = 5;

/** What the Action remembers between runs on its pull request. */
export interface SweepState {
  ciAttempts: number;
  /** Workflow run ids whose failure was already handled, ascending. */
  handledRuns: number[];
  issue: number;
  version: 1;
  /** Runs a bot's comment started on the pull request (absent: none); bounded like the CI attempts. */
  botRuns?: number;
}

export interface ChangedFile {
  path: string;
  additions?: number;
  deletions?: number;
}

export { formatCost, formatCount, usageLine, type UsageFigures } from './progress.js';

export interface PrBodyInput {
  issueNumber: number;
  plan: Plan;
  outcomes: readonly FileOutcome[];
  changedFiles: readonly ChangedFile[];
  /** Import order as `[before, after]` pairs of plan paths: drawn as edges `before --> after`. */
  importEdges?: readonly (readonly [string, string])[];
  /** Corrections made to the plan. */
  notes?: readonly string[];
  /** Changes Sweep refused (protected paths, links leaving the repository), each with its reason. */
  refused?: readonly string[];
  reviews?: readonly ReviewResult[];
  usage?: UsageFigures;
  runUrl?: string;
  /** Written into the hidden marker; default: no CI attempts yet. */
  ciState?: SweepState;
  /** Shown next to the attempts made when given. */
  maxCiAttempts?: number;
}

/** `Sweep: <issue title> (#N)`: one line, at most MAX_TITLE_CHARS characters. */
export function prTitle(issueTitle: string, issueNumber: number): string {
  const title = withoutClosingKeywords(plainText(issueTitle).replace(/^sweep\s*:\s*/i, ''));
  if (!title) return `${TITLE_PREFIX}changes for issue #${issueNumber}`;
  const suffix = ` (#${issueNumber})`;
  return `${TITLE_PREFIX}${truncate(title, MAX_TITLE_CHARS - TITLE_PREFIX.length - suffix.length)}${suffix}`;
}

// --- Hidden state -----------------------------------------------------------------------------

export function defaultState(issue = 0): SweepState {
  return { ciAttempts: 0, handledRuns: [], issue, version: STATE_VERSION };
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * The state to write when `ours` was read at a run's start and `theirs` is on the pull request now
 * (another run may have written since): the attempts never go back and no handled run is forgotten.
 */
export function mergeStates(ours: SweepState, theirs: SweepState): SweepState {
  const botRuns = Math.max(ours.botRuns ?? 0, theirs.botRuns ?? 0);
  return {
    ciAttempts: Math.max(ours.ciAttempts, theirs.ciAttempts),
    handledRuns: [...new Set([...ours.handledRuns, ...theirs.handledRuns])].sort((a, b) => a - b),
    issue: ours.issue || theirs.issue,
    version: STATE_VERSION,
    ...(botRuns ? { botRuns } : {}),
  };
}

/** The marker line; throws on counts that are not whole numbers. Keeps the newest MAX_HANDLED_RUNS run ids. */
export function renderState(state: SweepState): string {
  if (!isCount(state.ciAttempts)) throw new Error(`ciAttempts must be a whole number of at least 0, got ${state.ciAttempts}`);
  if (!isCount(state.issue)) throw new Error(`issue must be a whole number of at least 0, got ${state.issue}`);
  if (state.botRuns !== undefined && !isCount(state.botRuns)) throw new Error(`botRuns must be a whole number of at least 0, got ${state.botRuns}`);
  const runs = [...new Set(state.handledRuns.filter(isCount))].sort((a, b) => a - b).slice(-MAX_HANDLED_RUNS);
  // Without bot runs the marker is the one earlier versions wrote and read.
  const json = JSON.stringify({ ciAttempts: state.ciAttempts, handledRuns: runs, issue: state.issue, version: STATE_VERSION, ...(state.botRuns ? { botRuns: state.botRuns } : {}) });
  return `${STATE_MARKER_PREFIX}${json}${STATE_MARKER_SUFFIX}`;
}

const STATE_KEYS = ['ciAttempts', 'handledRuns', 'issue', 'version'];
const STATE_KEYS_WITH_BOT_RUNS = ['botRuns', ...STATE_KEYS];

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
  const keys = Object.keys(v).sort();
  const expected = 'botRuns' in v ? STATE_KEYS_WITH_BOT_RUNS : STATE_KEYS;
  if (keys.length !== expected.length || keys.some((k, i) => k !== expected[i])) return undefined;
  if (v.version !== STATE_VERSION || !isCount(v.ciAttempts) || !isCount(v.issue)) return undefined;
  if (!Array.isArray(v.handledRuns) || !v.handledRuns.every(isCount)) return undefined;
  if ('botRuns' in v && !isCount(v.botRuns)) return undefined;
  return { ciAttempts: v.ciAttempts, handledRuns: [...(v.handledRuns as number[])], issue: v.issue, version: STATE_VERSION, ...(v.botRuns ? { botRuns: v.botRuns as number } : {}) };
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

// --- Plan graph -------------------------------------------------------------------------------

const NODE_CLASSES: Readonly<Record<ChangeAction, { name: string; style: string }>> = {
  create: { name: 'sweepCreate', style: 'fill:#dafbe1,stroke:#1a7f37,color:#1f2328' },
  modify: { name: 'sweepModify', style: 'fill:#ddf4ff,stroke:#0969da,color:#1f2328' },
  delete: { name: 'sweepDelete', style: 'fill:#ffebe9,stroke:#cf222e,color:#1f2328,stroke-dasharray:5 3' },
};
const ACTION_ORDER: readonly ChangeAction[] = ['create', 'modify', 'delete'];

/**
 * Text for a quoted Mermaid label: one line, and Mermaid's `#code;` entities for the characters it
 * could read as syntax or HTML (`#` starts an entity, `"` ends the label, a backtick starts Markdown,
 * `%%` starts a directive or comment, `:` after "style" confuses its entity pass).
 */
export function mermaidLabel(text: string): string {
  return plainText(text).replace(/[#"<>&`:%]/g, (c) => `#${c.charCodeAt(0)};`);
}

/**
 * The plan as a Mermaid flowchart in a fenced block: one node per file (id `f<n>` in plan order,
 * label path and action, a class per action), an edge per import pair whose both ends are in the
 * plan, in plan order. Empty when the plan has no files.
 */
export function planGraph(changes: readonly FileChangeRequest[], edges: readonly (readonly [string, string])[] = []): string {
  // A path listed twice is drawn once, as first listed.
  const numbers = new Map<string, number>();
  const nodes: FileChangeRequest[] = [];
  for (const c of changes) if (!numbers.has(c.path)) numbers.set(c.path, nodes.push(c));
  if (nodes.length === 0) return '';
  const id = (path: string) => `f${numbers.get(path)!}`;
  const lines = ['flowchart TD', ...nodes.map((n) => `  ${id(n.path)}["${mermaidLabel(n.path)}<br/>${n.action}"]`)];
  const pairs = new Map<string, [number, number]>();
  for (const [from, to] of edges) {
    const a = numbers.get(from);
    const b = numbers.get(to);
    if (a !== undefined && b !== undefined && a !== b) pairs.set(`${a}>${b}`, [a, b]);
  }
  const sorted = [...pairs.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  lines.push(...sorted.map(([a, b]) => `  f${a} --> f${b}`));
  for (const action of ACTION_ORDER) {
    const members = nodes.filter((n) => n.action === action).map((n) => id(n.path));
    if (members.length === 0) continue;
    const { name, style } = NODE_CLASSES[action];
    lines.push(`  classDef ${name} ${style}`, `  class ${members.join(',')} ${name}`);
  }
  return codeBlock(lines.join('\n'), 'mermaid');
}

// --- Sections shared with the job summary ----------------------------------------------------

/** The self-review outcome: a headline and the findings left, if any. */
export function reviewLines(reviews: readonly ReviewResult[]): string[] {
  const last = reviews[reviews.length - 1];
  if (!last) return [];
  const rounds = `${reviews.length} ${reviews.length === 1 ? 'round' : 'rounds'}`;
  if (last.unreadable) return [NOT_REVIEWED_LINE];
  if (last.approved) return [`Self-review: approved after ${rounds}.`];
  const shown = last.problems.slice(0, MAX_FINDINGS_SHOWN).map((p) => `  - ${p.path ? `${codeSpan(p.path)}: ` : ''}${escapeMarkdown(p.problem)}`);
  const more = last.problems.length - shown.length;
  return [`Self-review: ${last.problems.length} ${last.problems.length === 1 ? 'finding' : 'findings'} left after ${rounds}:`, ...shown, ...(more > 0 ? [`  - and ${more} more`] : [])];
}

/** `(+3 -1)` style counts, empty when none are known. */
export function lineCounts(file: ChangedFile): string {
  const parts = [file.additions !== undefined ? `+${formatCount(file.additions)}` : '', file.deletions !== undefined ? `-${formatCount(file.deletions)}` : ''].filter(Boolean);
  return parts.join(' ');
}

/** The last action the plan or an outcome gave each path. */
function actionsByPath(plan: Plan, outcomes: readonly FileOutcome[]): Map<string, ChangeAction> {
  const actions = new Map<string, ChangeAction>(plan.changes.map((c) => [c.path, c.action]));
  for (const o of outcomes) actions.set(o.path, o.action);
  return actions;
}

function filesSection(input: PrBodyInput): string[] {
  const actions = actionsByPath(input.plan, input.outcomes);
  const changed = new Set(input.changedFiles.map((f) => f.path));
  const lines = input.changedFiles.map((f) => {
    const detail = [actions.get(f.path) ?? 'modify', lineCounts(f)].filter(Boolean).join(', ');
    return `- ${codeSpan(f.path)} (${detail})`;
  });
  const last = new Map<string, FileOutcome>();
  for (const o of input.outcomes) last.set(o.path, o);
  // Refused files are listed with their reason under "Refused".
  const failed = [...last.values()].filter((o) => o.status === 'failed' && !o.refused && !changed.has(o.path));
  if (failed.length) {
    lines.push('', 'Not changed:', '');
    lines.push(...failed.map((o) => `- ${codeSpan(o.path)} (${o.action})${o.note && plainText(o.note) ? `: ${escapeMarkdown(o.note)}` : ''}`));
  }
  return lines.length ? ['## Files changed', '', ...lines] : [];
}

function checksSection(input: PrBodyInput, state: SweepState): string[] {
  const lines: string[] = [];
  const review = reviewLines(input.reviews ?? []);
  if (review.length) lines.push(`- ${review[0]}`, ...review.slice(1).map((l) => `  ${l}`));
  if (input.maxCiAttempts !== undefined) lines.push(`- CI fixes: ${state.ciAttempts} of ${input.maxCiAttempts} attempts used.`);
  else if (state.ciAttempts > 0) lines.push(`- CI fixes: ${state.ciAttempts} ${state.ciAttempts === 1 ? 'attempt' : 'attempts'} made.`);
  if (input.usage) lines.push(`- Model usage: ${usageLine(input.usage)}.`);
  if (safeUrl(input.runUrl)) lines.push(`- ${link('Workflow run', input.runUrl)}`);
  return lines.length ? ['## Checks', '', ...lines] : [];
}

/** Changes Sweep refused, each with its reason. */
export function refusedSection(refused: readonly string[]): string[] {
  const shown = refused.filter((r) => plainText(r));
  return shown.length ? ['## Refused', '', 'Sweep refused these changes:', '', ...shown.map((r) => `- ${escapeMarkdown(r)}`)] : [];
}

/** The whole PR body: summary, plan graph, files, notes, checks, `Fixes #N`, then the state marker. */
export function renderPrBody(input: PrBodyInput): string {
  const state = input.ciState ?? defaultState(input.issueNumber);
  const notes = (input.notes ?? []).filter((n) => plainText(n));
  const summary = planLines({ ...input.plan, changes: [] });
  const graph = planGraph(input.plan.changes, input.importEdges);
  const sections: string[][] = [
    ['## Summary', '', `Sweep's change for #${input.issueNumber}.`, ...(summary.length ? ['', ...summary] : [])],
    graph ? ['## Plan', '', graph] : [],
    filesSection(input),
    notes.length ? ['## Notes', '', ...notes.map((n) => `- ${escapeMarkdown(n)}`)] : [],
    refusedSection(input.refused ?? []),
    checksSection(input, state),
    [`Fixes #${input.issueNumber}`],
    [renderState(state)],
  ];
  return `${sections
    .filter((s) => s.length)
    .map((s) => s.join('\n'))
    .join('\n\n')}\n`;
}
