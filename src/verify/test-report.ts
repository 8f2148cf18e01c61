/**
 * What a run of the repository's tests said: the counts and the failing tests' names, read from the
 * output of the usual test runners (pytest, unittest, Jest and Vitest, Mocha, node:test and other TAP,
 * go test, cargo test, RSpec, Maven and Gradle), and what the run after Sweep's change means against
 * the run before it (failures that were already there are not the change's). Pure.
 */

export interface TestCounts {
  passed?: number;
  failed?: number;
  skipped?: number;
}

/** One run of the test command. */
export interface TestRun {
  /** The command's exit status; null when it was stopped (time limit) or ended by a signal. */
  status: number | null;
  timedOut: boolean;
  durationMs: number;
  counts: TestCounts;
  /** Names of failing tests the output gave, in order, without repeats. */
  failing: string[];
  /** The end of the output (redacted), at most the kept bytes. */
  output: string;
  /** Bytes of output not kept. */
  droppedBytes: number;
}

/** Names shown or compared at most. */
export const MAX_FAILING_NAMES = 50;

const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

const NAME_PATTERNS: readonly RegExp[] = [
  // pytest: "FAILED tests/test_x.py::test_y - AssertionError" and "ERROR tests/test_x.py::test_z"
  /^(?:FAILED|ERROR) ([^\s]+::[^\s]+)/,
  // unittest: "FAIL: test_y (tests.test_x.TestX)" / "ERROR: test_y (...)"
  /^(?:FAIL|ERROR): (\S+ \([\w.]+\))/,
  // go test: "--- FAIL: TestY (0.00s)"
  /^\s*--- FAIL: (\S+)/,
  // cargo test: "test tests::y ... FAILED"
  /^test (\S+) \.\.\. FAILED$/,
  // TAP (node --test, tape): "not ok 3 - name"
  /^\s*not ok \d+ (?:- )?(.+?)(?:\s+#.*)?$/,
  // RSpec: "rspec ./spec/x_spec.rb:12 # name"
  /^rspec (\.\/\S+:\d+)/,
  // Jest/Vitest: "● Suite › name" (the failure headings) and "✕ name (5 ms)" / "× name"
  /^\s*● (?!Console$)(.+?)$/,
  /^\s*[✕×] (.+?)(?: \(\d+(?:\.\d+)? ?m?s\))?$/,
  // Mocha: "  1) Suite name:" (the failure list)
  /^\s+\d+\) (.+?):?$/,
  // Maven Surefire: "[ERROR]   TestX.testY:42 expected..." and "[ERROR] testY(TestX)  Time elapsed"
  /^\[ERROR\]\s+(\w[\w.$]*\.\w+(?::\d+)?)\s/,
];

/** Reads a number from `match[group]`, or undefined. */
const num = (value: string | undefined): number | undefined => (value === undefined ? undefined : Number(value));

/** The counts the output's summary lines state; the last summary seen wins for each count. */
export function readCounts(output: string): TestCounts {
  const counts: TestCounts = {};
  const set = (key: keyof TestCounts, value: number | undefined) => {
    if (value !== undefined && Number.isFinite(value)) counts[key] = value;
  };
  for (const raw of output.split('\n')) {
    const line = raw.replace(ANSI, '').trim();
    if (line.length > 300) continue;
    let m: RegExpExecArray | null;
    // pytest: "===== 2 failed, 3 passed, 1 skipped in 0.12s ====="
    if ((m = /^=+ (.*\d+ (?:passed|failed|error|errors|skipped)\b.*?) in [\d.]+s/.exec(line))) {
      set('passed', num(/(\d+) passed/.exec(m[1]!)?.[1]) ?? 0);
      set('failed', (num(/(\d+) failed/.exec(m[1]!)?.[1]) ?? 0) + (num(/(\d+) errors?\b/.exec(m[1]!)?.[1]) ?? 0));
      const skipped = num(/(\d+) skipped/.exec(m[1]!)?.[1]);
      if (skipped !== undefined) set('skipped', skipped);
      continue;
    }
    // Jest / Vitest: "Tests:       1 failed, 2 passed, 3 total" / "Tests  1 failed | 2 passed (3)"
    if ((m = /^Tests:?\s+(.*(?:passed|failed).*)$/.exec(line))) {
      set('passed', num(/(\d+) passed/.exec(m[1]!)?.[1]) ?? 0);
      set('failed', num(/(\d+) failed/.exec(m[1]!)?.[1]) ?? 0);
      const skipped = num(/(\d+) (?:skipped|todo)/.exec(m[1]!)?.[1]);
      if (skipped !== undefined) set('skipped', skipped);
      continue;
    }
    // unittest: "Ran 5 tests in 0.01s" then "FAILED (failures=1, errors=1)" or "OK"
    if ((m = /^Ran (\d+) tests? in /.exec(line))) {
      counts.passed = Number(m[1]);
      counts.failed = 0;
      continue;
    }
    if ((m = /^FAILED \(((?:failures|errors|skipped|expected failures)=\d+(?:, )?)+\)$/.exec(line))) {
      const failed = (num(/failures=(\d+)/.exec(line)?.[1]) ?? 0) + (num(/errors=(\d+)/.exec(line)?.[1]) ?? 0);
      if (counts.passed !== undefined) counts.passed = Math.max(0, counts.passed - failed);
      set('failed', failed);
      continue;
    }
    // Mocha: "3 passing (12ms)", "1 failing", "2 pending"
    if ((m = /^(\d+) (passing|failing|pending)\b/.exec(line))) {
      set(m[2] === 'passing' ? 'passed' : m[2] === 'failing' ? 'failed' : 'skipped', Number(m[1]));
      continue;
    }
    // TAP / node:test: "# pass 3", "# fail 1", "# skipped 0"
    if ((m = /^(?:#|ℹ) (pass|fail|skipped|todo) (\d+)$/.exec(line))) {
      set(m[1] === 'pass' ? 'passed' : m[1] === 'fail' ? 'failed' : 'skipped', Number(m[2]));
      continue;
    }
    // cargo: "test result: FAILED. 3 passed; 1 failed; 0 ignored"
    if ((m = /^test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored/.exec(line))) {
      set('passed', Number(m[1]));
      set('failed', Number(m[2]));
      set('skipped', Number(m[3]));
      continue;
    }
    // RSpec: "10 examples, 2 failures, 1 pending"
    if ((m = /^(\d+) examples?, (\d+) failures?(?:, (\d+) pending)?/.exec(line))) {
      const total = Number(m[1]);
      const failed = Number(m[2]);
      const pending = num(m[3]) ?? 0;
      set('passed', total - failed - pending);
      set('failed', failed);
      if (m[3] !== undefined) set('skipped', pending);
      continue;
    }
    // Maven / Gradle: "Tests run: 12, Failures: 1, Errors: 0, Skipped: 2"
    if ((m = /^(?:\[\w+\]\s+)?Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)\s*$/.exec(line))) {
      const failed = Number(m[2]) + Number(m[3]);
      set('passed', Number(m[1]) - failed - Number(m[4]));
      set('failed', failed);
      set('skipped', Number(m[4]));
    }
  }
  return counts;
}

/** The failing tests the output names, in order, without repeats (at most MAX_FAILING_NAMES). */
export function readFailing(output: string): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const raw of output.split('\n')) {
    if (names.length >= MAX_FAILING_NAMES) break;
    const line = raw.replace(ANSI, '').replace(/\s+$/, '');
    if (line.length > 500) continue;
    for (const pattern of NAME_PATTERNS) {
      const m = pattern.exec(line);
      const name = m?.[1]?.trim();
      if (!name) continue;
      if (!seen.has(name)) {
        seen.add(name);
        names.push(name);
      }
      break;
    }
  }
  return names;
}

/** What the run after the change means, against the run before it. */
export type TestVerdict =
  /** The tests pass (the command succeeded). */
  | { kind: 'passed' }
  /** They fail, but only as they already did before the change. */
  | { kind: 'failing-before'; failing: string[] }
  /** The change broke something: tests that passed before fail now (or the command fails where it passed). */
  | { kind: 'failed'; failing: string[]; newlyFailing: string[] }
  /** The command was stopped at its time limit. */
  | { kind: 'timed-out' };

/** True when the run succeeded. */
export const passed = (run: TestRun): boolean => run.status === 0 && !run.timedOut;

/**
 * The verdict on `after`, given `before` (the same command on the checkout before the change;
 * undefined when it was not run). A failure already there is not blamed on the change: when both
 * runs name their failing tests, only those not failing before count; when they do not, a run that
 * failed before and fails after with no more failures than before is failing as before.
 */
export function judge(after: TestRun, before?: TestRun): TestVerdict {
  if (after.timedOut) return before?.timedOut ? { kind: 'failing-before', failing: [] } : { kind: 'timed-out' };
  if (passed(after)) return { kind: 'passed' };
  if (!before || passed(before)) return { kind: 'failed', failing: after.failing, newlyFailing: after.failing };
  if (after.failing.length && before.failing.length) {
    const old = new Set(before.failing);
    const newly = after.failing.filter((name) => !old.has(name));
    return newly.length ? { kind: 'failed', failing: after.failing, newlyFailing: newly } : { kind: 'failing-before', failing: after.failing };
  }
  const more = after.counts.failed !== undefined && before.counts.failed !== undefined && after.counts.failed > before.counts.failed;
  return more ? { kind: 'failed', failing: after.failing, newlyFailing: [] } : { kind: 'failing-before', failing: after.failing };
}

/** True when the verdict lets the change go as it is. */
export const acceptable = (verdict: TestVerdict): boolean => verdict.kind === 'passed' || verdict.kind === 'failing-before';

/** `3 passed, 1 failed, 2 skipped` from the counts, or '' when the output stated none. */
export function countsText(counts: TestCounts): string {
  const parts: string[] = [];
  if (counts.passed !== undefined) parts.push(`${counts.passed} passed`);
  if (counts.failed !== undefined) parts.push(`${counts.failed} failed`);
  if (counts.skipped) parts.push(`${counts.skipped} skipped`);
  return parts.join(', ');
}

/** `850 ms`, `1.2 s`, `2 min 5 s`. */
export function durationText(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** One run in a line: `passed (12 passed, 1 skipped) in 3.4 s`, `failed (...)`, `stopped at the time limit`. */
export function runLine(run: TestRun): string {
  if (run.timedOut) return `stopped at the time limit after ${durationText(run.durationMs)}`;
  const counts = countsText(run.counts);
  const outcome = passed(run) ? 'passed' : run.status === null ? 'ended by a signal' : `failed (exit ${run.status})`;
  return `${outcome}${counts ? `, ${counts}` : ''}, in ${durationText(run.durationMs)}`;
}
