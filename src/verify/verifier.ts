/**
 * The tests as a step of the flow: one run on the unchanged checkout (started early, so failures
 * that were already there are known and not blamed on the change), then one on each staged change
 * the flow asks about, judged against it; and the failing output as the model is shown it.
 */
import { summarizeCiFailure } from '../action/ci-logs.js';
import { fenceOutside, type TextRedactor } from '../llm/untrusted.js';
import { runTests, type StagedFile, type TestSetup } from './run-tests.js';
import { judge, runLine, type TestRun, type TestVerdict } from './test-report.js';

/** Test-fix rounds after the first run of the change, at most. */
export const MAX_TEST_ROUNDS = 2;
/** Characters of the failing output shown to the model. */
export const TEST_FEEDBACK_CHARS = 8_000;

export interface TestCheck {
  run: TestRun;
  verdict: TestVerdict;
}

/** What the flow needs: a check of a staged change. */
export interface Verifier {
  /** The command, for the messages. */
  command: string;
  check(staged: readonly StagedFile[]): Promise<TestCheck>;
  /** The run before the change (undefined when it could not be made). */
  before(): Promise<TestRun | undefined>;
}

/** A verifier for `setup`, whose run on the unchanged checkout starts now. */
export function startVerifier(setup: TestSetup): Verifier {
  const before = runTests(setup).then(
    (run) => {
      setup.log?.(`tests before the change: ${runLine(run)}`);
      return run;
    },
    (error: Error) => {
      setup.log?.(`tests before the change could not run: ${setup.redact(error.message)}`);
      return undefined;
    },
  );
  return {
    command: setup.command,
    before: () => before,
    async check(staged) {
      const run = await runTests(setup, staged);
      return { run, verdict: judge(run, await before) };
    },
  };
}

/** The failing run as the model sees it: which tests fail anew, and the output's error lines and end, fenced as outside text. */
export function testFeedback(command: string, check: TestCheck, redactor: TextRedactor): string {
  const lines = [`The repository's tests (\`${command.split('\n')[0]!.slice(0, 200)}\`) fail after the change: ${runLine(check.run)}.`];
  if (check.verdict.kind === 'timed-out') lines.push('They did not finish within the time limit: the change may make a test hang.');
  if (check.verdict.kind === 'failed' && check.verdict.newlyFailing.length) lines.push(`Failing now and not before: ${check.verdict.newlyFailing.slice(0, 20).join(', ')}.`);
  const excerpt = summarizeCiFailure([{ name: 'tests', conclusion: 'failure', steps: [], log: check.run.output }], { totalChars: TEST_FEEDBACK_CHARS });
  lines.push('Fix the change so that these tests pass (do not weaken or delete the tests).', fenceOutside('test-output', excerpt, redactor));
  return lines.join('\n');
}
