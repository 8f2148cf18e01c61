/**
 * The pull request's title and body, pure functions of the run's records. The body ends with a
 * hidden state marker (`<!-- sweep-state {...} -->`) the Action reads back on later runs: how many CI
 * fixes it made and which failed runs it already handled.
 */
import type { FileOutcome } from '../agent/execute.js';
import type { ChangeAction, FileChangeRequest, Plan } from '../agent/plan-check.js';
import type { ReviewResult } from '../agent/review.js';
import { defaultState, renderState, type SweepState } from './pr-state.js';
import { testsSection, type TestsReport } from './tests-section.js';
import { codeBlock, codeSpan, escapeMarkdown, formatCount, link, NOT_REVIEWED_LINE, planLines, plainText, safeUrl, truncate, usageLine, withoutClosingKeywords, type UsageFigures } from './progress.js';

export const TITLE_PREFIX = 'Sweep: ';
/** Whole title, prefix and issue number included, in characters. */
export const MAX_TITLE_CHARS = 100;
/** Review findings listed in full. */
export const MAX_FINDINGS_SHOWN = 5;

export interface ChangedFile {
  path: string;
  additions?: number;
  deletions?: number;
}

export { formatCost, formatCount, usageLine, type UsageFigures } from './progress.js';
export { defaultState, fencedLines, MAX_HANDLED_RUNS, mergeStates, parseState, renderState, STATE_MARKER_PREFIX, STATE_MARKER_SUFFIX, STATE_VERSION, withState, type SweepState } from './pr-state.js';

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
  /** The repository's tests before and after the change (or that none are configured). */
  tests?: TestsReport;
}

/** `Sweep: <issue title> (#N)`: one line, at most MAX_TITLE_CHARS characters. */
export function prTitle(issueTitle: string, issueNumber: number): string {
  const title = withoutClosingKeywords(plainText(issueTitle).replace(/^sweep\s*:\s*/i, ''));
  if (!title) return `${TITLE_PREFIX}changes for issue #${issueNumber}`;
  const suffix = ` (#${issueNumber})`;
  return `${TITLE_PREFIX}${truncate(title, MAX_TITLE_CHARS - TITLE_PREFIX.length - suffix.length)}${suffix}`;
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
    testsSection(input.tests),
    checksSection(input, state),
    [`Fixes #${input.issueNumber}`],
    [renderState(state)],
  ];
  return `${sections
    .filter((s) => s.length)
    .map((s) => s.join('\n'))
    .join('\n\n')}\n`;
}
