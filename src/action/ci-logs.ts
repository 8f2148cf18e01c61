/**
 * Failed GitHub Actions jobs -> the error lines a model needs to fix the failure. For each failed
 * job and failed step: the error lines with a little context (de-duplicated across the whole run),
 * then the step's last lines. Timestamps, colour codes, progress bars, install noise and runner
 * markers are removed. Bounded in lines per step and job and in characters overall; every cut says so.
 */
import { sanitizeUntrusted } from '../llm/prompts.js';
import { trimEndChars } from '../text-ends.js';

/** A step of a job as the GitHub API lists it. */
export interface CiStep {
  name: string;
  number: number;
  conclusion: string | null;
}

/** A job of a workflow run with its plain-text log. */
export interface CiJob {
  name: string;
  conclusion: string | null;
  steps: readonly CiStep[];
  /** GitHub's job log: timestamped lines, `##[group]Run ...` headers, `##[error]` annotations. */
  log: string;
  /** Bytes at the start of the log that were not kept (only its tail was read). */
  omittedBytes?: number;
}

export interface CiLogLimits {
  /** Last lines shown per failed step, after its error lines. */
  stepTailLines: number;
  /** Output lines per job (error lines and tails together, headers not counted). */
  jobLines: number;
  /** Characters of the whole summary, notes included. */
  totalChars: number;
  /** Characters of one log line; the rest of a longer line is cut. */
  lineChars: number;
  /** Lines shown before each error line. */
  contextBefore: number;
  /** Lines shown after each error line. */
  contextAfter: number;
}

export const STEP_TAIL_LINES = 40;
export const JOB_MAX_LINES = 200;
export const TOTAL_MAX_CHARS = 20_000;
export const LINE_MAX_CHARS = 400;
export const ERROR_CONTEXT_BEFORE = 2;
export const ERROR_CONTEXT_AFTER = 6;

export const DEFAULT_CI_LOG_LIMITS: Readonly<CiLogLimits> = {
  stepTailLines: STEP_TAIL_LINES,
  jobLines: JOB_MAX_LINES,
  totalChars: TOTAL_MAX_CHARS,
  lineChars: LINE_MAX_CHARS,
  contextBefore: ERROR_CONTEXT_BEFORE,
  contextAfter: ERROR_CONTEXT_AFTER,
};

/** Conclusions that mean a job or step failed; `cancelled` counts only when nothing else failed. */
const FAILED_CONCLUSIONS: ReadonlySet<string> = new Set(['failure', 'timed_out']);
const CANCELLED = 'cancelled';

function failedOf<T extends { conclusion: string | null }>(items: readonly T[]): T[] {
  const failed = items.filter((item) => FAILED_CONCLUSIONS.has(item.conclusion ?? ''));
  return failed.length ? failed : items.filter((item) => item.conclusion === CANCELLED);
}

/** The jobs to report: those that failed or timed out; the cancelled ones only if none did. */
export function selectFailedJobs<T extends { conclusion: string | null }>(jobs: readonly T[]): T[] {
  return failedOf(jobs);
}

// --- Reading one log line ---------------------------------------------------------------------

const TIMESTAMP = /^\uFEFF?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?/;
/** Characters that never need sanitizing; lines made only of them skip `sanitizeUntrusted`. */
const PLAIN_LINE = /^[\x20-\x7E\t]*$/;
const RUNNER_MARKER = /^##\[([a-z]+)\](.*)$/;
const WORKFLOW_COMMAND = /^::([a-z-]+)(?: [^:]*)?::(.*)$/;
/** Workflow commands whose echo carries nothing for the model. */
const DROPPED_COMMANDS: ReadonlySet<string> = new Set(['add-mask', 'debug', 'endgroup', 'stop-commands', 'save-state', 'set-output']);

/** Runner lines that open a section: a step's header, a post step, the job's clean-up. */
const RUN_HEADER = /^##\[group\](Run .*)$/;
const POST_STEP = 'Post job cleanup.';
const COMPLETE_JOB = 'Cleaning up orphan processes';

/** Progress bars and spinners. */
const BLOCK_BAR = /[\u2580-\u259F\u25A0\u25A1\u2501]{4}/;
const PERCENT = /\d(?:\.\d+)? ?%/;
const PERCENT_BAR = /[#=>\u2580-\u259F\u25A0\u2501]{5}/;
/** A line made only of `#`, digits, `%`, brackets and spaces, with a run of `#`: checked in two steps to stay linear. */
const HASH_BAR_CHARS = /^[\s\d.%#[\]|]*$/;
const HASH_RUN = '#'.repeat(10);
const SPINNER = /^\s*[\u2800-\u28FF\u25D0-\u25D3\u25F4-\u25F7](?:\s|$)/;

/** Package-manager and download chatter (npm, pip, apt, cargo, Maven, Gradle, Go). */
const INSTALL_NOISE: readonly RegExp[] = [
  /^npm (?:WARN|warn|notice)\b/,
  /^\s*(?:Collecting|Downloading|Downloaded|Using cached|Requirement already satisfied)\b/,
  /^(?:Installing collected packages|Successfully installed|Looking in indexes)\b/,
  /^(?:Get|Hit|Ign):\d+ /,
  /^(?:Unpacking|Setting up|Preparing to unpack|Selecting previously unselected package|Processing triggers for) /,
  /^(?:Reading package lists|Building dependency tree|Reading state information|\(Reading database)/,
  /^Fetched [\d.,]+ [kMG]?B in /,
  /^\s*(?:Compiling|Locking|Adding|Installing|Fresh|Checking|Updating|Blocking) [\w-]+ v\d/,
  /^\s*Updating (?:crates\.io index|git repository)/,
  /^(?:\[INFO\] )?Download(?:ing|ed)? (?:from \S+: )?https?:\/\//,
  /^Progress \(\d+\): /,
  /^go: (?:downloading|finding|extracting) /,
];

/** Lines that say what went wrong, across common test runners, compilers and tools. */
const ERROR_PATTERNS: readonly RegExp[] = [
  /(?:Error|Exception)(?::|$)/,
  /\berror(?:\[E\d+\])?:/i,
  /\berror TS\d+/,
  /^\s*(?:FAIL|FAILED|ERROR)\b/,
  /--- FAIL:/,
  /^\s*[●✕✗✘×] /,
  /^Traceback \(most recent call last\)/,
  /^E {2,}\S/,
  /panicked at /,
  /^panic: /,
  /^npm (?:ERR!|error)/,
  /^\[ERROR\]/,
  /^(?:FAILURE:|BUILD FAILED)/,
  /^fatal:/i,
  /^make(?:\[\d+\])?: \*\*\*/,
  /^::error\b/,
  /^\s*(?:Expected|Received):/,
  /^\s*>\s*\d+\s*\|/,
  /^\s*--> \S+:\d+:\d+/,
  /\b[1-9]\d* (?:failed|failing|errors?)\b/,
  /^\s*[^\s:]+\.[A-Za-z]{1,6}:\d+(?::\d+)?: (?!(?:warning|note|info)\b)/i,
  /^\s*\d+:\d+\s+error\s/,
];
/** The runner's closing line for any failed shell step: true but says nothing. */
const GENERIC_EXIT = /^Error: Process completed with exit code \d+\.?$/;

function isProgressLine(line: string): boolean {
  if (BLOCK_BAR.test(line) || SPINNER.test(line)) return true;
  return (line.includes(HASH_RUN) && HASH_BAR_CHARS.test(line)) || (PERCENT.test(line) && PERCENT_BAR.test(line));
}

/** Whether a cleaned log line is install chatter or a progress bar (never when it reports an error). */
export function isNoiseLine(line: string): boolean {
  if (isErrorLine(line)) return false;
  return isProgressLine(line) || INSTALL_NOISE.some((pattern) => pattern.test(line));
}

/** Whether a cleaned log line reports an error (the runner's generic exit-code line does not count). */
export function isErrorLine(line: string): boolean {
  if (GENERIC_EXIT.test(line)) return false;
  return ERROR_PATTERNS.some((pattern) => pattern.test(line));
}

/** A raw log line without timestamp, overwritten `\r` segments, escapes and invisible characters. */
function cleanText(raw: string, lineChars: number): string {
  let text = raw.replace(TIMESTAMP, '');
  if (text.endsWith('\r')) text = text.slice(0, -1);
  if (text.includes('\r')) text = text.split('\r').filter((part) => part.trim() !== '').at(-1) ?? '';
  if (!PLAIN_LINE.test(text)) text = sanitizeUntrusted(text);
  text = text.trimEnd();
  return text.length > lineChars ? `${text.slice(0, lineChars)} [... ${text.length - lineChars} more characters]` : text;
}

/** How a runner marker or workflow command reads in the summary; undefined drops the line. */
function renderCommand(text: string): string | undefined {
  const marker = RUNNER_MARKER.exec(text);
  if (marker) {
    const [, kind, message = ''] = marker;
    switch (kind) {
      case 'endgroup':
      case 'debug':
        return undefined;
      case 'group':
        return message || undefined;
      case 'error':
        return /^\S*error\b/i.test(message) ? message : `Error: ${message}`;
      case 'warning':
        return `Warning: ${message}`;
      case 'notice':
        return `Notice: ${message}`;
      default:
        return message;
    }
  }
  const command = WORKFLOW_COMMAND.exec(text);
  if (command && DROPPED_COMMANDS.has(command[1]!)) return undefined;
  if (command?.[1] === 'group') return command[2] || undefined;
  return text;
}

// --- Splitting a log into sections ------------------------------------------------------------

type SectionKind = 'setup' | 'run' | 'post' | 'complete';

interface Section {
  kind: SectionKind;
  /** `Run <command>` for run steps, as the runner printed it. */
  header: string;
  lines: string[];
}

/** The log's sections, in order: the job set-up, one per `##[group]Run` header, post steps, clean-up. */
function readSections(log: string, lineChars: number): Section[] {
  const sections: Section[] = [{ kind: 'setup', header: '', lines: [] }];
  let current = sections[0]!;
  let inStepHeader = false;
  const open = (kind: SectionKind, header = '') => {
    current = { kind, header, lines: [] };
    sections.push(current);
  };
  for (const raw of log.split('\n')) {
    const text = cleanText(raw, lineChars);
    const run = RUN_HEADER.exec(text);
    if (run) {
      open('run', run[1]!);
      inStepHeader = true; // the runner echoes the step's script, inputs and env until `##[endgroup]`
      continue;
    }
    if (text === POST_STEP) {
      open('post');
      inStepHeader = false;
      continue;
    }
    if (text === COMPLETE_JOB) {
      open('complete');
      inStepHeader = false;
      continue;
    }
    if (inStepHeader) {
      if (text.startsWith('##[endgroup]')) inStepHeader = false;
      continue;
    }
    const line = renderCommand(text);
    if (line === undefined || isNoiseLine(line)) continue;
    const previous = current.lines.at(-1);
    if (line === '' && (previous === undefined || previous === '')) continue;
    current.lines.push(line);
  }
  for (const section of sections) if (section.lines.at(-1) === '') section.lines.pop();
  return sections;
}

function stepKind(step: CiStep, earlierNames: ReadonlySet<string>): SectionKind {
  if (step.name === 'Set up job') return 'setup';
  if (step.name === 'Complete job') return 'complete';
  if (step.name.startsWith('Post ') && earlierNames.has(step.name.slice('Post '.length))) return 'post';
  return 'run';
}

/**
 * The log section of each step that ran, matched in order by kind: run steps to `##[group]Run`
 * headers, post steps to post sections. A kind whose counts differ is left unmatched.
 */
function matchSteps(steps: readonly CiStep[], sections: readonly Section[]): Map<number, Section> {
  const ran = [...steps].sort((a, b) => a.number - b.number).filter((step) => step.conclusion !== null && step.conclusion !== 'skipped');
  const byKind = new Map<SectionKind, CiStep[]>();
  const names = new Set<string>();
  for (const step of ran) {
    const kind = stepKind(step, names);
    names.add(step.name);
    byKind.set(kind, [...(byKind.get(kind) ?? []), step]);
  }
  const matched = new Map<number, Section>();
  for (const [kind, kindSteps] of byKind) {
    let kindSections = sections.filter((section) => section.kind === kind);
    if (kind === 'complete') kindSections = kindSections.slice(-1);
    if (kindSections.length !== kindSteps.length) continue;
    kindSteps.forEach((step, i) => matched.set(step.number, kindSections[i]!));
  }
  return matched;
}

// --- Choosing the lines to show ---------------------------------------------------------------

interface Excerpt {
  /** Error lines with context, in runs of consecutive lines. */
  windows: string[][];
  /** Error lines were found, but every one was already shown. */
  repeated: boolean;
  /** Whether any error line was recognised. */
  hasErrors: boolean;
  /** The section's last lines after the last error window (repeated windows count as shown). */
  tail: string[];
}

function errorWindows(lines: readonly string[], limits: CiLogLimits): [number, number][] {
  const windows: [number, number][] = [];
  lines.forEach((line, i) => {
    if (!isErrorLine(line)) return;
    const start = Math.max(0, i - limits.contextBefore);
    const end = Math.min(lines.length - 1, i + limits.contextAfter);
    const last = windows.at(-1);
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else windows.push([start, end]);
  });
  return windows;
}

function trimBlank(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === '') start++;
  while (end > start && lines[end - 1]!.trim() === '') end--;
  return lines.slice(start, end);
}

/**
 * Error windows not shown before (judged by their error lines, across the run), then the step's
 * last lines after the last error window, repeated or not.
 */
function excerpt(lines: readonly string[], limits: CiLogLimits, seen: Set<string>): Excerpt {
  const windows: string[][] = [];
  let shownUpTo = -1;
  let repeated = false;
  const found = errorWindows(lines, limits);
  for (const [start, end] of found) {
    const slice = lines.slice(start, end + 1);
    const errors = slice.filter(isErrorLine).map((line) => line.trim());
    shownUpTo = end;
    if (errors.every((error) => seen.has(error))) {
      repeated = true;
      continue;
    }
    for (const error of errors) seen.add(error);
    windows.push(trimBlank(slice));
  }
  const tailFrom = Math.max(0, lines.length - limits.stepTailLines, shownUpTo + 1);
  return { windows, repeated: repeated && windows.length === 0, hasErrors: found.length > 0, tail: trimBlank(lines.slice(tailFrom)) };
}

/** Adds lines to a job's output until its line budget is spent, then notes the cut once. */
class JobOutput {
  readonly lines: string[] = [];
  private used = 0;
  private cut = false;

  constructor(private readonly maxLines: number) {}

  heading(line: string): void {
    if (!this.cut) this.lines.push(line);
  }

  body(block: readonly string[]): void {
    if (this.cut) return;
    const room = this.maxLines - this.used;
    this.lines.push(...block.slice(0, room));
    this.used += Math.min(room, block.length);
    if (block.length > room) {
      this.cut = true;
      this.lines.push(`[... the rest of this job's output is cut: at most ${this.maxLines} lines per job]`);
    }
  }
}

function renderExcerpt(out: JobOutput, lines: readonly string[], limits: CiLogLimits, seen: Set<string>): void {
  if (lines.length === 0) {
    out.heading('(no output)');
    return;
  }
  const found = excerpt(lines, limits, seen);
  if (found.windows.length) {
    out.heading('Error lines:');
    found.windows.forEach((window, i) => out.body(i ? ['[...]', ...window] : window));
  } else if (found.repeated) {
    out.heading('Error lines: the same as shown above.');
  } else if (!found.hasErrors) {
    out.heading('No error lines recognised.');
  }
  if (found.tail.length === 0) return;
  const from = lines.length - found.tail.length;
  out.heading(from > 0 ? `Last ${found.tail.length} of ${lines.length} lines:` : `All ${lines.length} lines:`);
  out.body(found.tail);
}

const quote = (text: string) => JSON.stringify(text);

function renderJob(job: CiJob, limits: CiLogLimits, seen: Set<string>): string {
  const out = new JobOutput(limits.jobLines);
  out.heading(`Job ${quote(job.name)} (${job.conclusion ?? 'unknown'})`);
  if (job.omittedBytes) out.heading(`[only the end of this job's log was read: its first ${job.omittedBytes} bytes are not shown]`);
  if (job.log.trim() === '') {
    out.heading('(the log is empty)');
    return out.lines.join('\n');
  }
  const sections = readSections(job.log, limits.lineChars);
  const matched = matchSteps(job.steps, sections);
  const failedSteps = failedOf(job.steps);
  const unmatched: CiStep[] = [];
  for (const step of failedSteps) {
    const section = matched.get(step.number);
    if (!section) {
      unmatched.push(step);
      continue;
    }
    const where = section.header && section.header !== step.name ? `, log section ${quote(section.header)}` : '';
    out.heading(`Step ${step.number} ${quote(step.name)} (${step.conclusion ?? 'unknown'})${where}:`);
    renderExcerpt(out, section.lines, limits, seen);
  }
  if (unmatched.length || failedSteps.length === 0) {
    const steps = unmatched.map((step) => `${step.number} ${quote(step.name)} (${step.conclusion ?? 'unknown'})`).join(', ');
    const label = unmatched.length === 1 ? 'Step' : 'Steps';
    out.heading(steps ? `${label} ${steps}: no matching log section; the whole log follows:` : 'No failed step is listed; the whole log follows:');
    const main = sections.filter((section) => section.kind === 'setup' || section.kind === 'run');
    renderExcerpt(out, main.flatMap((section) => section.lines), limits, seen);
  }
  return out.lines.join('\n');
}

const SEPARATOR = '\n\n';

/** The text cut at a line boundary to fit `limit` characters with a note saying what was cut. */
function fitTotal(parts: readonly string[], limit: number): string {
  const text = parts.join(SEPARATOR);
  if (text.length <= limit) return text;
  const starts: number[] = [];
  let at = 0;
  for (const part of parts) {
    starts.push(at);
    at += part.length + SEPARATOR.length;
  }
  const noteFor = (cut: number) => {
    const hidden = starts.filter((start) => start >= cut).length;
    return `[... output cut: at most ${limit} characters${hidden ? `; ${hidden} more failed job${hidden === 1 ? '' : 's'} not shown` : ''}]`;
  };
  // The note's length depends on where the cut falls only through a count of a few digits.
  let cut = text.lastIndexOf('\n', Math.max(0, limit - noteFor(0).length - 1));
  if (cut < 0) cut = 0;
  const kept = trimEndChars(text.slice(0, cut), '\n');
  return `${kept}${kept ? '\n' : ''}${noteFor(cut)}`.slice(0, limit);
}

function checkLimits(limits: CiLogLimits): void {
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value < 0) throw new Error(`CI log limit '${name}' must be a whole number, 0 or more; got ${value}`);
  }
}

/**
 * The failed jobs of a run (see `selectFailedJobs`) as bounded text for the model: per failed step,
 * error lines with context, then its last lines. Empty when no job failed. Deterministic.
 */
export function summarizeCiFailure(jobs: readonly CiJob[], overrides: Partial<CiLogLimits> = {}): string {
  const limits: CiLogLimits = { ...DEFAULT_CI_LOG_LIMITS, ...overrides };
  checkLimits(limits);
  const seen = new Set<string>();
  return fitTotal(
    selectFailedJobs(jobs).map((job) => renderJob(job, limits, seen)),
    limits.totalChars,
  );
}
