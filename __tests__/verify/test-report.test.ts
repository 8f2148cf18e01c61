import { describe, expect, it } from '@jest/globals';
import { acceptable, countsText, judge, readCounts, readFailing, runLine, type TestRun } from '../../src/verify/test-report.js';

const PYTEST = `============================= test session starts ==============================
collected 4 items

tests/test_pricing.py .F                                                  [ 50%]
tests/test_order.py .s                                                    [100%]

=================================== FAILURES ===================================
________________________________ test_with_tax _________________________________

    def test_with_tax():
>       assert with_tax(10) == 12
E       assert 12.000000001 == 12

tests/test_pricing.py:9: AssertionError
=========================== short test summary info ============================
FAILED tests/test_pricing.py::test_with_tax - assert 12.000000001 == 12
ERROR tests/test_order.py::test_db - ConnectionError
=============== 1 failed, 2 passed, 1 skipped, 1 error in 0.05s ================`;

const UNITTEST = `..F.E
======================================================================
ERROR: test_load (tests.test_io.IoTest.test_load)
----------------------------------------------------------------------
Traceback (most recent call last):
FileNotFoundError: x
======================================================================
FAIL: test_sum (tests.test_math.MathTest.test_sum)
----------------------------------------------------------------------
AssertionError: 3 != 4
----------------------------------------------------------------------
Ran 5 tests in 0.003s

FAILED (failures=1, errors=1)`;

const JEST = `FAIL src/sum.test.ts
  sum
    ✓ adds (2 ms)
    ✕ subtracts (4 ms)

  ● sum › subtracts

    expect(received).toBe(expected)

  ● Console

Tests:       1 failed, 1 skipped, 7 passed, 9 total`;

const GO = `=== RUN   TestParse
--- FAIL: TestParse (0.00s)
    parse_test.go:12: got 1, want 2
--- PASS: TestOther (0.00s)
FAIL
FAIL	example.com/x	0.004s`;

const CARGO = `running 3 tests
test tests::adds ... ok
test tests::parses ... FAILED

test result: FAILED. 2 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out`;

const TAP = `TAP version 13
# Subtest: parses dates
not ok 1 - parses dates
ok 2 - formats
# tests 2
# pass 1
# fail 1`;

const MOCHA = `  parser
    ✓ reads
    1) writes

  1 passing (9ms)
  1 failing

  1) parser
       writes:
     AssertionError`;

const RSPEC = `Failures:

  1) Order total sums lines
Finished in 0.02 seconds
3 examples, 1 failure, 1 pending

Failed examples:

rspec ./spec/order_spec.rb:12 # Order total sums lines`;

const MAVEN = `[ERROR] Failures:
[ERROR]   PriceTest.discount:42 expected: <90> but was: <100>
[INFO]
[ERROR] Tests run: 12, Failures: 1, Errors: 0, Skipped: 2`;

describe('readCounts and readFailing', () => {
  it.each([
    ['pytest', PYTEST, { passed: 2, failed: 2, skipped: 1 }, ['tests/test_pricing.py::test_with_tax', 'tests/test_order.py::test_db']],
    ['unittest', UNITTEST, { passed: 3, failed: 2 }, ['test_load (tests.test_io.IoTest.test_load)', 'test_sum (tests.test_math.MathTest.test_sum)']],
    ['jest', JEST, { passed: 7, failed: 1, skipped: 1 }, ['subtracts', 'sum › subtracts']],
    ['go test', GO, {}, ['TestParse']],
    ['cargo test', CARGO, { passed: 2, failed: 1, skipped: 0 }, ['tests::parses']],
    ['TAP', TAP, { passed: 1, failed: 1 }, ['parses dates']],
    ['mocha', MOCHA, { passed: 1, failed: 1 }, ['writes', 'parser']],
    ['rspec', RSPEC, { passed: 1, failed: 1, skipped: 1 }, ['Order total sums lines', './spec/order_spec.rb:12']],
    ['maven', MAVEN, { passed: 9, failed: 1, skipped: 2 }, ['PriceTest.discount:42']],
  ])('%s', (_, output, counts, failing) => {
    expect(readCounts(output)).toEqual(counts);
    expect(readFailing(output)).toEqual(failing);
  });

  it('reads through colour codes and ignores lines too long to be a summary', () => {
    expect(readCounts('\x1b[31m===== 1 failed, 3 passed in 1.20s =====\x1b[0m')).toEqual({ passed: 3, failed: 1 });
    expect(readFailing(`FAILED tests/a.py::t${'x'.repeat(600)} - boom`)).toEqual([]);
    expect(readCounts('')).toEqual({});
  });
});

const run = (over: Partial<TestRun>): TestRun => ({ status: 0, timedOut: false, durationMs: 1200, counts: {}, failing: [], output: '', droppedBytes: 0, ...over });

describe('judge', () => {
  it('passes a command that succeeded, whatever came before', () => {
    expect(judge(run({}), run({ status: 1, failing: ['a'] }))).toEqual({ kind: 'passed' });
  });

  it('blames the change for failures that were not there before', () => {
    expect(judge(run({ status: 1, failing: ['a', 'b'] }), run({ status: 1, failing: ['a'] }))).toEqual({ kind: 'failed', failing: ['a', 'b'], newlyFailing: ['b'] });
    expect(judge(run({ status: 1, failing: ['a'] }), run({}))).toEqual({ kind: 'failed', failing: ['a'], newlyFailing: ['a'] });
    expect(judge(run({ status: 1, failing: ['a'] }))).toEqual({ kind: 'failed', failing: ['a'], newlyFailing: ['a'] });
  });

  it('does not blame it for failures already there', () => {
    const verdict = judge(run({ status: 1, failing: ['a'] }), run({ status: 1, failing: ['a', 'c'] }));
    expect(verdict).toEqual({ kind: 'failing-before', failing: ['a'] });
    expect(acceptable(verdict)).toBe(true);
  });

  it('compares the counts when the output names no test', () => {
    expect(judge(run({ status: 1, counts: { failed: 2 } }), run({ status: 1, counts: { failed: 2 } }))).toEqual({ kind: 'failing-before', failing: [] });
    expect(judge(run({ status: 1, counts: { failed: 3 } }), run({ status: 1, counts: { failed: 2 } }))).toEqual({ kind: 'failed', failing: [], newlyFailing: [] });
  });

  it('says a run stopped at its limit is one, unless it was before too', () => {
    expect(judge(run({ status: null, timedOut: true }), run({}))).toEqual({ kind: 'timed-out' });
    expect(acceptable(judge(run({ status: null, timedOut: true }), run({})))).toBe(false);
    expect(judge(run({ status: null, timedOut: true }), run({ status: null, timedOut: true }))).toEqual({ kind: 'failing-before', failing: [] });
  });
});

describe('runLine and countsText', () => {
  it('says the outcome, the counts and the time', () => {
    expect(runLine(run({ counts: { passed: 12, failed: 0, skipped: 1 } }))).toBe('passed, 12 passed, 0 failed, 1 skipped, in 1.2 s');
    expect(runLine(run({ status: 1, counts: {}, durationMs: 125_000 }))).toBe('failed (exit 1), in 2 min 5 s');
    expect(runLine(run({ status: null, timedOut: true, durationMs: 600_000 }))).toBe('stopped at the time limit after 10 min 0 s');
    expect(countsText({})).toBe('');
  });
});
