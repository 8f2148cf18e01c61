/**
 * What the pull request, the progress comment and the job summary say about the repository's
 * tests: the command, the run before and after the change (outcome, counts, time), the failing
 * tests' names, and whether the change was left failing (then the pull request is a draft). Pure.
 */
import { acceptable, runLine, type TestRun, type TestVerdict } from '../verify/test-report.js';
import { codeSpan, escapeMarkdown } from './progress.js';

/** Failing names listed, at most. */
export const MAX_NAMES_SHOWN = 10;

export type TestsReport =
  /** No `test_command`: nothing was run. */
  | { kind: 'not-configured' }
  | {
      kind: 'run';
      command: string;
      /** The run on the checkout before the change, when it could be made. */
      before?: TestRun;
      /** The last run on the change. */
      after: TestRun;
      verdict: TestVerdict;
      /** Test-fix rounds the model made. */
      rounds: number;
    };

/** True when the change was left with tests failing because of it (the pull request is then a draft). */
export function testsFail(report: TestsReport | undefined): boolean {
  return report?.kind === 'run' && !acceptable(report.verdict);
}

function names(list: readonly string[]): string {
  const shown = list.slice(0, MAX_NAMES_SHOWN).map(codeSpan).join(', ');
  return list.length > MAX_NAMES_SHOWN ? `${shown} and ${list.length - MAX_NAMES_SHOWN} more` : shown;
}

/** One line for the progress comment (Markdown; `plain` text for a terminal). */
export function testsLine(report: TestsReport, plain = false): string {
  if (report.kind === 'not-configured') return 'not run (no `test_command` in `.github/sweep.yaml`)';
  const after = plain ? runLine(report.after) : escapeMarkdown(runLine(report.after));
  switch (report.verdict.kind) {
    case 'passed':
      return `passed after the change (${after})`;
    case 'failing-before':
      return `failing as they did before the change (${after})`;
    case 'timed-out':
    case 'failed':
      return `still failing after ${report.rounds} ${report.rounds === 1 ? 'round' : 'rounds'} of fixes (${after}): the pull request is a draft`;
  }
}

/** The pull request's (and the job summary's) Tests section. */
export function testsSection(report: TestsReport | undefined): string[] {
  if (!report) return [];
  if (report.kind === 'not-configured') {
    return ['## Tests', '', "Not run: set `test_command` in `.github/sweep.yaml` and Sweep runs the repository's tests before it opens its pull request."];
  }
  const lines = [`- Command: ${codeSpan(report.command.split('\n')[0]!.slice(0, 200))}`];
  lines.push(`- Before the change: ${report.before ? escapeMarkdown(runLine(report.before)) : 'not run'}`);
  const rounds = report.rounds ? ` (after ${report.rounds} ${report.rounds === 1 ? 'round' : 'rounds'} of fixes)` : '';
  lines.push(`- After the change: ${escapeMarkdown(runLine(report.after))}${rounds}`);
  const verdict = report.verdict;
  if (verdict.kind === 'failed') {
    if (verdict.newlyFailing.length) lines.push(`- Failing because of the change: ${names(verdict.newlyFailing)}`);
    const already = verdict.failing.filter((n) => !verdict.newlyFailing.includes(n));
    if (already.length) lines.push(`- Failing before the change too: ${names(already)}`);
  }
  if (verdict.kind === 'failing-before' && verdict.failing.length) lines.push(`- Failing before the change too, not because of it: ${names(verdict.failing)}`);
  if (!acceptable(verdict)) lines.push('', '> [!WARNING]', '> The tests still fail with this change, so this pull request is a draft.');
  return ['## Tests', '', ...lines];
}

/** The report of a flow's test runs (none when `test_command` is not set). */
export function testsReport(command: string | undefined, checks: readonly { run: TestRun; verdict: TestVerdict }[], before: TestRun | undefined): TestsReport | undefined {
  if (!command) return { kind: 'not-configured' };
  const last = checks.at(-1);
  if (!last) return undefined;
  return { kind: 'run', command, ...(before ? { before } : {}), after: last.run, verdict: last.verdict, rounds: checks.length - 1 };
}
