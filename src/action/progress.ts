/**
 * The progress comment Sweep keeps on the issue: one comment, edited in place, whose body is a pure
 * function of a `ProgressState`. The updater that finds and edits the comment does the I/O; it finds
 * the comment again by PROGRESS_MARKER on its first line.
 *
 * Also the small Markdown helpers every GitHub-facing text builder shares: text from the model or
 * from users goes through `escapeMarkdown` (inline text) or `codeSpan` / `codeBlock` (verbatim), so
 * it can never add links, HTML, mentions or close a hidden HTML comment.
 */
import type { Phase } from '../agent/flows.js';
import type { Plan } from '../agent/plan-check.js';
import type { RunUsage } from '../llm/client.js';
import { trimEndChars } from '../text-ends.js';

/** First line of the progress comment's body: how the Action recognises its own comment. */
export const PROGRESS_MARKER = '<!-- sweep-progress -->';
/** Files shown under "Files found". */
export const MAX_TOP_FILES = 5;
/** Longest inline text (root cause, approach, details) shown, in characters. */
export const MAX_INLINE_CHARS = 600;
/** Longest error message shown, in characters. */
export const MAX_ERROR_CHARS = 2_000;
export const DEFAULT_SERVER_URL = 'https://github.com';
const ELLIPSIS = '…';

/** The pipeline's phases in the order they run: the flow's own, then the pull request and CI. */
export type ProgressPhase = Phase | 'pull-request' | 'ci';
export const PROGRESS_PHASES: readonly ProgressPhase[] = ['searching', 'planning', 'editing', 'validating', 'pull-request', 'ci'];
export const PHASE_LABELS: Readonly<Record<ProgressPhase, string>> = {
  searching: 'Search the code',
  planning: 'Plan the change',
  editing: 'Edit the files',
  validating: 'Validate the edits',
  'pull-request': 'Open the pull request',
  ci: 'Pass CI',
};

export type PhaseStatus = 'pending' | 'running' | 'done' | 'failed' | 'skipped';

/** Why a run stopped, as far as advice goes. */
export type FailureKind =
  | 'no-plan'
  | 'edits-failed'
  | 'token-budget'
  | 'context-window'
  | 'timeout'
  | 'endpoint-unreachable'
  | 'endpoint-silent'
  | 'endpoint-unauthorized'
  | 'endpoint-quota'
  | 'permission-denied'
  | 'ci-exhausted'
  | 'push-rejected'
  | 'rate-limited'
  | 'identity-unknown'
  | 'unknown';

export interface Failure {
  phase: ProgressPhase;
  kind: FailureKind;
  /** Already redacted by the caller; shown verbatim in a code block. */
  message: string;
  /** The pull request open from the run's branch when the run stopped while opening it. */
  pullRequest?: { number: number; url: string };
}

/** Where file links point: `<serverUrl>/<owner>/<repo>/blob/<ref>/<path>`; no ref means no links. */
export interface RepoRef {
  owner: string;
  repo: string;
  ref?: string;
  /** Default DEFAULT_SERVER_URL (GitHub Enterprise Server passes its own). */
  serverUrl?: string;
}

/** The usage figures shown; a `RunUsage` fits. */
export type UsageFigures = Pick<RunUsage, 'calls' | 'promptTokens' | 'completionTokens' | 'costUsd'>;

export interface ProgressState {
  repo: RepoRef;
  /** A phase not listed is pending. */
  phases: Partial<Record<ProgressPhase, PhaseStatus>>;
  /** A short note per phase, e.g. "self-review, round 2" (escaped when shown). */
  details?: Partial<Record<ProgressPhase, string>>;
  /** Retrieval's ranking, best first; the first MAX_TOP_FILES are shown. */
  topFiles?: readonly { path: string }[];
  plan?: Plan;
  pullRequest?: { number: number; url: string };
  ci?: { attempts: number; max: number };
  runUrl?: string;
  failure?: Failure;
  /** Changes Sweep refused (protected paths, links leaving the repository), each with its reason. */
  refused?: readonly string[];
  /** The self-review's reply could not be read: the change is not reviewed. */
  notReviewed?: boolean;
  /** What the run spent on the model, shown when given (a failed run says it too). */
  usage?: UsageFigures;
  /** Notes for whoever asked, shown as a note under the title (escaped), e.g. that the issue was edited since it was approved. */
  notices?: readonly string[];
  /** What the repository's tests said (Markdown, escaped by its maker: tests-section.ts). */
  tests?: string;
}

const ADVICE: Readonly<Record<FailureKind, string>> = {
  'no-plan': 'Add detail to the issue (the files or functions involved, expected and actual behaviour), then comment `/sweep` to try again.',
  'edits-failed': 'The edits did not match the files; comment `/sweep` to try again, or narrow the issue to fewer files.',
  'token-budget': 'The run used its whole token budget; raise `max-tokens-per-run` or split the issue into smaller ones.',
  'context-window': "A prompt did not fit the model's context window; set `context-window` to the window your model server runs with (e.g. llama-server's `-c`).",
  timeout: 'The run ran out of time; raise `timeout-minutes` or split the issue into smaller ones.',
  'endpoint-unreachable': 'The model endpoint could not be reached; check `openai-base-url` and that the runner can reach it.',
  'endpoint-silent':
    'The model endpoint took the requests but sent nothing within `request-timeout-seconds`; check that the server is up and not overloaded, or raise `request-timeout-seconds` for a model that thinks long before its first token.',
  'endpoint-unauthorized': 'The model endpoint refused the key; check the `openai-api-key` secret and that it may use the configured `model`.',
  'endpoint-quota': 'The model endpoint asked to wait longer than Sweep waits (a rate limit or a used-up quota); comment `/sweep` later, or raise the quota.',
  'permission-denied': 'The token lacks a permission; give the workflow `contents: write`, `issues: write` and `pull-requests: write`.',
  'ci-exhausted': 'CI still fails after the allowed fix attempts; fix the rest by hand, or raise `max-ci-attempts` and comment `/sweep`.',
  'rate-limited': "GitHub's API rate limit for the token would last past `timeout-minutes`; run again later, or use a token with its own limit (a GitHub App's installation token).",
  'identity-unknown': 'Sweep could not tell which account its token acts as; with a GitHub App token, set the `app-slug` input.',
  'push-rejected': 'The push was refused (protected branch or commits Sweep did not make); Sweep never force-pushes: merge or delete the branch, then comment `/sweep`.',
  unknown: 'Open the workflow run for the full log; comment `/sweep` to try again.',
};

/** One line on what to try after a failure of this kind. */
export function adviceFor(failure: FailureKind | Pick<Failure, 'kind'>): string {
  return ADVICE[typeof failure === 'string' ? failure : failure.kind] ?? ADVICE.unknown;
}

// --- Markdown helpers -------------------------------------------------------------------------

/** Control, zero-width and bidirectional-override characters: never shown. */
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const ZERO_WIDTH_SPACE = '\u200b';
/** `fixes #12`, `Closes: owner/repo#3`, `resolved https://...`: GitHub would close that issue on merge. */
const CLOSING_KEYWORD = /\b(close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?=:?\s+(?:[\w.\\-]+\/[\w.\\-]+)?#\d|:?\s+https?:\/\/)/gi;

/**
 * `text` with a zero-width space after each closing keyword that precedes an issue reference, so that
 * model or outside text in a pull request's title, body or commit message never closes another issue
 * on merge (a squash merge's commit takes the title and the messages).
 */
export function withoutClosingKeywords(text: string): string {
  return text.replace(CLOSING_KEYWORD, `$1${ZERO_WIDTH_SPACE}`);
}

/** At most `max` characters (code points), ending in an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max - 1)).join('').trimEnd()}${ELLIPSIS}`;
}

/** Visible characters only, all whitespace runs (newlines too) as one space, trimmed. */
export function plainText(text: string): string {
  return text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** What GitHub would turn into a link by itself; shown as a code span instead. */
const BARE_URL = /(?:https?|ftp):\/\/\S+|www\.\S+/gi;

function escapeInline(text: string): string {
  return text
    .replace(/[\\`*_~[\]|]/g, '\\$&')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZERO_WIDTH_SPACE}`);
}

/**
 * Untrusted text as one line of inline Markdown that shows exactly as written: emphasis, code,
 * link and table characters are backslash-escaped, `<`, `>` and `&` become entities (so no HTML,
 * no `-->`), mentions get a zero-width space after `@`, so do closing keywords before an issue
 * reference (model text must not close other issues on merge), bare URLs become code spans (not
 * clickable, and backslashes would corrupt them), and a leading block marker is escaped.
 */
export function escapeMarkdown(text: string, maxChars = MAX_INLINE_CHARS): string {
  const flat = withoutClosingKeywords(truncate(plainText(text), maxChars));
  let out = '';
  let at = 0;
  for (const url of flat.matchAll(BARE_URL)) {
    out += escapeInline(flat.slice(at, url.index)) + codeSpan(url[0]);
    at = url.index + url[0].length;
  }
  out += escapeInline(flat.slice(at));
  return out.replace(/^(?:[#+=-]|\d+(?=[.)]))/, (lead) => (/^\d/.test(lead) ? `${lead}\\` : `\\${lead}`));
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  for (const match of text.matchAll(new RegExp(`\\${char}+`, 'g'))) longest = Math.max(longest, match[0].length);
  return longest;
}

/** Text shown verbatim inline (paths, names): a code span whose fence outlasts any backtick run inside. */
export function codeSpan(text: string): string {
  const flat = text.replace(INVISIBLE, '').replace(/\s/g, ' ');
  if (flat === '') return '` `';
  const ticks = '`'.repeat(longestRun(flat, '`') + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || (flat.startsWith(' ') && flat.endsWith(' ') && flat.trim() !== '') ? ' ' : '';
  return `${ticks}${pad}${flat}${pad}${ticks}`;
}

/** Text shown verbatim as a block: a fenced code block longer than any backtick run inside. */
export function codeBlock(text: string, language = ''): string {
  const body = trimEndChars(text.replace(/\r\n?/g, '\n'), '\n');
  const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
  return `${fence}${language}\n${body}\n${fence}`;
}

/** An http(s) URL that can sit in a Markdown link destination unchanged, or undefined. */
export function safeUrl(url: string | undefined): string | undefined {
  return url !== undefined && /^https?:\/\/[^\s<>()[\]`"'\\]+$/.test(url) ? url : undefined;
}

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function encodePath(path: string): string {
  return path.split('/').map(encodeSegment).join('/');
}

/** A repository file as a link to it at the state's ref, or a code span when there is no ref. */
export function fileLink(repo: RepoRef | undefined, path: string): string {
  const label = codeSpan(path);
  if (!repo?.ref) return label;
  const server = (safeUrl(repo.serverUrl) ?? DEFAULT_SERVER_URL).replace(/\/+$/, '');
  return `[${label}](${server}/${encodeSegment(repo.owner)}/${encodeSegment(repo.repo)}/blob/${encodePath(repo.ref)}/${encodePath(path)})`;
}

/** `[text](url)` for a safe URL, the bare text otherwise (`text` is Markdown already). */
export function link(text: string, url: string | undefined): string {
  const safe = safeUrl(url);
  return safe ? `[${text}](${safe})` : text;
}

/** `12,345`: whole numbers with thousands separators, independent of the locale. */
export function formatCount(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `$0.0123` under a dollar (four decimals), `$1.25` from a dollar on. */
export function formatCost(usd: number): string {
  return `$${usd.toFixed(usd < 1 ? 4 : 2)}`;
}

/** One line on tokens, calls and cost. */
export function usageLine(usage: UsageFigures): string {
  const cost = usage.costUsd === undefined ? 'cost unknown' : `about ${formatCost(usage.costUsd)}`;
  return `${formatCount(usage.promptTokens)} prompt + ${formatCount(usage.completionTokens)} completion tokens in ${formatCount(usage.calls)} ${usage.calls === 1 ? 'call' : 'calls'}, ${cost}`;
}

// --- The comment ------------------------------------------------------------------------------

/** True when a comment body is a progress comment (the caller also checks the author is Sweep). */
export function isProgressComment(body: string | null | undefined): boolean {
  return typeof body === 'string' && (body === PROGRESS_MARKER || body.startsWith(`${PROGRESS_MARKER}\n`));
}

function title(state: ProgressState): string {
  if (state.failure) return '### Sweep stopped';
  const finished = PROGRESS_PHASES.every((p) => state.phases[p] === 'done' || state.phases[p] === 'skipped');
  return finished ? '### Sweep finished' : '### Sweep is working on this issue';
}

function phaseLine(state: ProgressState, phase: ProgressPhase): string {
  const status = state.phases[phase] ?? 'pending';
  const box = status === 'done' || status === 'skipped' ? '[x]' : '[ ]';
  const word = status === 'running' || status === 'failed' ? `**${status}**` : status;
  const detail = state.details?.[phase];
  return `- ${box} ${PHASE_LABELS[phase]}: ${word}${detail && plainText(detail) ? ` (${escapeMarkdown(detail)})` : ''}`;
}

function filesSection(state: ProgressState): string[] {
  const files = state.topFiles?.slice(0, MAX_TOP_FILES) ?? [];
  if (files.length === 0) return [];
  return ['**Files found**', '', ...files.map((f) => `- ${fileLink(state.repo, f.path)}`)];
}

/** Root cause, approach and each file with its action (shared with the PR body). */
export function planLines(plan: Plan): string[] {
  const lines: string[] = [];
  if (plainText(plan.rootCause)) lines.push(`Root cause: ${escapeMarkdown(plan.rootCause)}`, '');
  if (plainText(plan.summary)) lines.push(`Approach: ${escapeMarkdown(plan.summary)}`, '');
  lines.push(...plan.changes.map((c) => `- ${c.action} ${codeSpan(c.path)}`));
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** What the pull request and the progress comment say when the reviewer's reply could not be read. */
export const NOT_REVIEWED_LINE = "**Not reviewed:** the self-review's reply could not be read (twice), so this change was not reviewed; review it yourself before merging.";

/** Refused changes and a change left unreviewed: what a maintainer must know before merging. */
function attentionSection(state: ProgressState): string[] {
  const refused = (state.refused ?? []).filter((r) => plainText(r));
  const parts: string[][] = [];
  if (state.notReviewed) parts.push([NOT_REVIEWED_LINE]);
  if (refused.length) parts.push(['**Refused changes**', '', ...refused.map((r) => `- ${escapeMarkdown(r)}`)]);
  return parts.flatMap((part, i) => (i ? ['', ...part] : part));
}

function outcomeSection(state: ProgressState): string[] {
  const lines: string[] = [];
  if (state.pullRequest) lines.push(`**Pull request:** ${link(`#${state.pullRequest.number}`, state.pullRequest.url)}`);
  if (state.tests) lines.push(`**Tests:** ${state.tests}`);
  if (state.ci) lines.push(`**CI fixes:** ${state.ci.attempts} of ${state.ci.max} attempts used`);
  return lines.length ? [lines.join('\\\n')] : [];
}

/**
 * A failure: `lead` and the phase, the pull request opened before the run stopped (when there is
 * one), the message verbatim in a code block, then what to try.
 */
export function failureLines(failure: Failure, lead: string): string[] {
  const lines = [`${lead} ${PHASE_LABELS[failure.phase] ?? escapeMarkdown(String(failure.phase))}`];
  if (failure.pullRequest) lines.push('', `The pull request ${link(`#${failure.pullRequest.number}`, failure.pullRequest.url)} was opened before the run stopped.`);
  const message = failure.message.replace(/\r\n?/g, '\n').trim();
  if (message) lines.push('', codeBlock(truncate(message, MAX_ERROR_CHARS), 'text'));
  lines.push('', `**What to try:** ${adviceFor(failure)}`);
  return lines;
}

/** The whole comment body, marker first. */
export function renderProgress(state: ProgressState): string {
  const sections: string[][] = [
    [PROGRESS_MARKER, title(state)],
    (state.notices ?? []).filter((n) => plainText(n)).flatMap((n, i) => [...(i ? ['>'] : ['> [!NOTE]']), `> ${escapeMarkdown(plainText(n))}`]),
    PROGRESS_PHASES.map((p) => phaseLine(state, p)),
    filesSection(state),
    state.plan ? ['**Plan**', '', ...planLines(state.plan)] : [],
    attentionSection(state),
    outcomeSection(state),
    state.failure ? failureLines(state.failure, '**Stopped at:**') : [],
    state.usage ? [`**Model usage:** ${usageLine(state.usage)}`] : [],
    safeUrl(state.runUrl) ? [link('Workflow run', state.runUrl)] : [],
  ];
  return `${sections
    .filter((s) => s.length)
    .map((s) => s.join('\n'))
    .join('\n\n')}\n`;
}
