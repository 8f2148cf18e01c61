/**
 * The job summary (Markdown appended to $GITHUB_STEP_SUMMARY): what triggered the run, what
 * retrieval found, the plan, the files changed, the self-review, token usage, time per phase and
 * the outcome. A pure function of the run's records.
 */
import type { Plan } from '../agent/plan-check.js';
import type { ReviewResult } from '../agent/review.js';
import type { Intent } from '../context/intent.js';
import type { RankedFile } from '../search/rank/search.js';
import { testsSection, type TestsReport } from './tests-section.js';
import { formatCost, formatCount, lineCounts, reviewLines, type ChangedFile, type UsageFigures } from './pr-body.js';
import {
  codeBlock,
  codeSpan,
  escapeMarkdown,
  failureLines,
  fileLink,
  link,
  PHASE_LABELS,
  planLines,
  PROGRESS_PHASES,
  safeUrl,
  type Failure,
  type ProgressPhase,
  type RepoRef,
} from './progress.js';

/** Ranked files listed. */
export const MAX_SUMMARY_FILES = 10;
/** Longest dry-run diff shown, in characters (the step summary holds at most 1 MiB). */
export const MAX_DIFF_CHARS = 60_000;
export const SCORE_DECIMALS = 3;
const MS_PER_SECOND = 1_000;
const SECONDS_PER_MINUTE = 60;

export type RunOutcome =
  | { kind: 'pull-request'; number: number; url: string; updated?: boolean }
  | { kind: 'dry-run'; diff: string }
  | { kind: 'failed'; failure: Failure }
  | { kind: 'nothing'; reason: string };

export interface JobSummaryInput {
  /** What started the run, e.g. `describeTrigger(trigger)` (escaped when shown). */
  trigger: string;
  /** For file links; without a ref paths are code spans. */
  repo?: RepoRef;
  intent?: Pick<Intent, 'kind' | 'confidence'>;
  /** Retrieval's ranking, best first. */
  files?: readonly Pick<RankedFile, 'path' | 'score'>[];
  plan?: Plan;
  changedFiles?: readonly ChangedFile[];
  reviews?: readonly ReviewResult[];
  usage?: UsageFigures;
  /** Milliseconds per phase; phases not listed are left out. */
  timings?: Partial<Record<ProgressPhase, number>>;
  outcome: RunOutcome;
  runUrl?: string;
  /** The repository's tests, as the pull request shows them. */
  tests?: TestsReport;
}

/** `850 ms`, `12.3 s`, `2 min 5 s`. */
export function formatDuration(ms: number): string {
  if (ms < MS_PER_SECOND) return `${Math.round(ms)} ms`;
  const seconds = ms / MS_PER_SECOND;
  if (seconds < SECONDS_PER_MINUTE) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / SECONDS_PER_MINUTE)} min ${whole % SECONDS_PER_MINUTE} s`;
}

/** A table cell: pipes escaped even inside code spans (GFM splits cells before inline parsing). */
function cell(markdown: string): string {
  return markdown.replace(/(?<!\\)\|/g, '\\|');
}

function table(header: readonly string[], align: readonly ('left' | 'right')[], rows: readonly (readonly string[])[]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${align.map((a) => (a === 'right' ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ];
}

function outcomeSection(outcome: RunOutcome): string[] {
  switch (outcome.kind) {
    case 'pull-request':
      return [`**Outcome:** ${outcome.updated ? 'updated' : 'opened'} pull request ${link(`#${outcome.number}`, outcome.url)}`];
    case 'dry-run':
      return ['**Outcome:** dry run; nothing was pushed (the diff is below)'];
    case 'nothing':
      return [`**Outcome:** nothing to do: ${escapeMarkdown(outcome.reason)}`];
    case 'failed':
      return failureLines(outcome.failure, '**Outcome:** failed at');
  }
}

function retrievalSection(input: JobSummaryInput): string[] {
  const files = input.files?.slice(0, MAX_SUMMARY_FILES) ?? [];
  if (!input.intent && files.length === 0) return [];
  const lines = ['### Retrieval', ''];
  if (input.intent) lines.push(`Intent: ${codeSpan(input.intent.kind)} (confidence ${input.intent.confidence.toFixed(2)})`, '');
  if (files.length) lines.push(...table(['#', 'File', 'Score'], ['right', 'left', 'right'], files.map((f, i) => [String(i + 1), fileLink(input.repo, f.path), f.score.toFixed(SCORE_DECIMALS)])));
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function filesSection(input: JobSummaryInput): string[] {
  const files = input.changedFiles ?? [];
  if (files.length === 0) return [];
  const actions = new Map(input.plan?.changes.map((c) => [c.path, c.action]) ?? []);
  return ['### Files changed', '', ...table(['File', 'Action', 'Lines'], ['left', 'left', 'right'], files.map((f) => [codeSpan(f.path), actions.get(f.path) ?? 'modify', lineCounts(f) || '-']))];
}

function reviewSection(reviews: readonly ReviewResult[] | undefined): string[] {
  const lines = reviewLines(reviews ?? []);
  if (lines.length === 0) return [];
  const rounds = (reviews ?? []).map((r, i) => [String(i + 1), r.unreadable ? 'unreadable' : r.approved ? 'approved' : 'changes asked', String(r.problems.length)]);
  return ['### Review', '', ...table(['Round', 'Verdict', 'Findings'], ['right', 'left', 'right'], rounds), '', ...lines];
}

function usageSection(usage: UsageFigures | undefined): string[] {
  if (!usage) return [];
  const cost = usage.costUsd === undefined ? 'unknown' : formatCost(usage.costUsd);
  return ['### Token usage', '', ...table(['Prompt tokens', 'Completion tokens', 'Calls', 'Cost'], ['right', 'right', 'right', 'right'], [[formatCount(usage.promptTokens), formatCount(usage.completionTokens), formatCount(usage.calls), cost]])];
}

function timingsSection(timings: JobSummaryInput['timings']): string[] {
  const phases = PROGRESS_PHASES.filter((p) => timings?.[p] !== undefined);
  if (!timings || phases.length === 0) return [];
  const total = phases.reduce((sum, p) => sum + timings[p]!, 0);
  const rows = [...phases.map((p) => [PHASE_LABELS[p], formatDuration(timings[p]!)]), ['**Total**', `**${formatDuration(total)}**`]];
  return ['### Timings', '', ...table(['Phase', 'Time'], ['left', 'right'], rows)];
}

/** The diff, cut at a line end within MAX_DIFF_CHARS, with a note saying so. */
function cutDiff(diff: string): string {
  if (diff.length <= MAX_DIFF_CHARS) return diff;
  const head = diff.slice(0, MAX_DIFF_CHARS);
  const end = head.lastIndexOf('\n');
  return `${end > 0 ? head.slice(0, end) : head}\n… (diff cut at ${formatCount(MAX_DIFF_CHARS)} characters)`;
}

function diffSection(outcome: RunOutcome): string[] {
  if (outcome.kind !== 'dry-run' || !outcome.diff.trim()) return [];
  return ['### Diff', '', codeBlock(cutDiff(outcome.diff), 'diff')];
}

/** The whole job summary. */
export function renderJobSummary(input: JobSummaryInput): string {
  const sections: string[][] = [
    ['## Sweep run', '', ...outcomeSection(input.outcome)],
    [[`**Trigger:** ${escapeMarkdown(input.trigger)}`, ...(safeUrl(input.runUrl) ? [`**Workflow run:** ${link('log', input.runUrl)}`] : [])].join('\\\n')],
    retrievalSection(input),
    input.plan ? ['### Plan', '', ...planLines(input.plan)] : [],
    filesSection(input),
    reviewSection(input.reviews),
    testsSection(input.tests).map((line) => line.replace(/^## /, '### ')),
    usageSection(input.usage),
    timingsSection(input.timings),
    diffSection(input.outcome),
  ];
  return `${sections
    .filter((s) => s.length)
    .map((s) => s.join('\n'))
    .join('\n\n')}\n`;
}
