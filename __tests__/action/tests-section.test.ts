import { describe, expect, it } from '@jest/globals';
import { Redactor } from '../../src/action/secrets.js';
import { testsFail, testsLine, testsReport, testsSection } from '../../src/action/tests-section.js';
import type { TestRun } from '../../src/verify/test-report.js';
import { testFeedback } from '../../src/verify/verifier.js';

const run = (over: Partial<TestRun>): TestRun => ({ status: 0, timedOut: false, durationMs: 2_500, counts: { passed: 3, failed: 0 }, failing: [], output: '', droppedBytes: 0, ...over });
const failing = run({ status: 1, counts: { passed: 2, failed: 2 }, failing: ['tests/a.py::test_x', 'tests/b.py::test_known'] });

describe('testsSection', () => {
  it('says tests were not run without test_command', () => {
    expect(testsSection(testsReport(undefined, [], undefined))).toEqual([
      '## Tests',
      '',
      "Not run: set `test_command` in `.github/sweep.yaml` and Sweep runs the repository's tests before it opens its pull request.",
    ]);
    expect(testsSection(undefined)).toEqual([]);
  });

  it('shows the command, both runs and the rounds when the tests pass', () => {
    const report = testsReport('python -m pytest -q', [{ run: failing, verdict: { kind: 'failed', failing: failing.failing, newlyFailing: ['tests/a.py::test_x'] } }, { run: run({}), verdict: { kind: 'passed' } }], run({ durationMs: 800 }));
    expect(testsSection(report)).toEqual([
      '## Tests',
      '',
      '- Command: `python -m pytest -q`',
      '- Before the change: passed, 3 passed, 0 failed, in 800 ms',
      '- After the change: passed, 3 passed, 0 failed, in 2.5 s (after 1 round of fixes)',
    ]);
    expect(testsFail(report)).toBe(false);
    expect(testsLine(report!)).toBe('passed after the change (passed, 3 passed, 0 failed, in 2.5 s)');
  });

  it('names what the change broke, apart from what failed before, and says the pull request is a draft', () => {
    const report = testsReport('npm test', [{ run: failing, verdict: { kind: 'failed', failing: failing.failing, newlyFailing: ['tests/a.py::test_x'] } }], failing);
    expect(testsSection(report)).toEqual([
      '## Tests',
      '',
      '- Command: `npm test`',
      '- Before the change: failed (exit 1), 2 passed, 2 failed, in 2.5 s',
      '- After the change: failed (exit 1), 2 passed, 2 failed, in 2.5 s',
      '- Failing because of the change: `tests/a.py::test_x`',
      '- Failing before the change too: `tests/b.py::test_known`',
      '',
      '> [!WARNING]',
      '> The tests still fail with this change, so this pull request is a draft.',
    ]);
    expect(testsFail(report)).toBe(true);
    expect(testsLine(report!)).toBe('still failing after 0 rounds of fixes (failed (exit 1), 2 passed, 2 failed, in 2.5 s): the pull request is a draft');
  });

  it('keeps a test failing before the change apart, and a command with Markdown in it a code span', () => {
    const before = run({ status: 1, failing: ['tests/b.py::test_known'], counts: { passed: 3, failed: 1 } });
    const report = testsReport('make test | tee `log`', [{ run: before, verdict: { kind: 'failing-before', failing: ['tests/b.py::test_known'] } }], before);
    expect(testsSection(report)).toContain('- Command: `` make test | tee `log` ``');
    expect(testsSection(report)).toContain('- Failing before the change too, not because of it: `tests/b.py::test_known`');
    expect(testsLine(report!)).toBe('failing as they did before the change (failed (exit 1), 3 passed, 1 failed, in 2.5 s)');
  });
});

describe('testFeedback', () => {
  it('tells the model what fails anew, with the output fenced as outside text and redacted', () => {
    const output = 'collected 3 items\nFAILED tests/a.py::test_x - AssertionError: token ghs_0123456789abcdefghijABCDEFGHIJ\n===== 1 failed, 2 passed in 0.10s =====';
    const check = { run: run({ status: 1, output, counts: { passed: 2, failed: 1 }, failing: ['tests/a.py::test_x'] }), verdict: { kind: 'failed' as const, failing: ['tests/a.py::test_x'], newlyFailing: ['tests/a.py::test_x'] } };
    const text = testFeedback('python -m pytest', check, new Redactor(['ghs_0123456789abcdefghijABCDEFGHIJ']));
    expect(text.split('\n').slice(0, 3)).toEqual([
      "The repository's tests (`python -m pytest`) fail after the change: failed (exit 1), 2 passed, 1 failed, in 2.5 s.",
      'Failing now and not before: tests/a.py::test_x.',
      'Fix the change so that these tests pass (do not weaken or delete the tests).',
    ]);
    expect(text).toContain("Output of the repository's tests");
    expect(text).toContain('FAILED tests/a.py::test_x - AssertionError');
    expect(text).not.toContain('ghs_0123456789abcdefghijABCDEFGHIJ');
  });
});
