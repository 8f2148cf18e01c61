import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_CI_LOG_LIMITS,
  isErrorLine,
  isNoiseLine,
  selectFailedJobs,
  summarizeCiFailure,
  type CiJob,
  type CiStep,
} from '../../src/action/ci-logs.js';

const ESC = '\u001B';

/** A Node job: checkout, setup-node, `npm ci` (noise), a progress bar, then `npm test` failing. */
const NODE_LOG = [
  '\uFEFF2024-05-01T10:11:12.0000000Z Current runner version: \'2.316.0\'',
  '2024-05-01T10:11:12.0100000Z ##[group]Operating System',
  '2024-05-01T10:11:12.0110000Z Ubuntu',
  '2024-05-01T10:11:12.0120000Z 22.04.4',
  '2024-05-01T10:11:12.0130000Z ##[endgroup]',
  "2024-05-01T10:11:12.0200000Z Download action repository 'actions/checkout@v4' (SHA:0ad4b8fadaa221de15dcec353f45205ec38ea70b)",
  '2024-05-01T10:11:13.0000000Z ##[group]Run actions/checkout@v4',
  '2024-05-01T10:11:13.0010000Z with:',
  '2024-05-01T10:11:13.0020000Z   repository: acme/calc',
  '2024-05-01T10:11:13.0030000Z   token: ***',
  '2024-05-01T10:11:13.0040000Z ##[endgroup]',
  '2024-05-01T10:11:13.1000000Z Syncing repository: acme/calc',
  '2024-05-01T10:11:13.2000000Z ::add-mask::hunter2hunter2',
  '2024-05-01T10:11:13.3000000Z [command]/usr/bin/git checkout --progress --force refs/remotes/pull/7/merge',
  '2024-05-01T10:11:14.0000000Z ##[group]Run actions/setup-node@v4',
  '2024-05-01T10:11:14.0010000Z with:',
  '2024-05-01T10:11:14.0020000Z   node-version: 20',
  '2024-05-01T10:11:14.0030000Z ##[endgroup]',
  '2024-05-01T10:11:14.5000000Z Found in cache @ /opt/hostedtoolcache/node/20.12.2/x64',
  '2024-05-01T10:11:15.0000000Z ##[group]Run npm ci',
  `2024-05-01T10:11:15.0010000Z ${ESC}[36;1mnpm ci${ESC}[0m`,
  '2024-05-01T10:11:15.0020000Z shell: /usr/bin/bash -e {0}',
  '2024-05-01T10:11:15.0030000Z ##[endgroup]',
  '2024-05-01T10:11:16.0000000Z npm WARN deprecated inflight@1.0.6: This module is not supported, and leaks memory.',
  '2024-05-01T10:11:16.1000000Z npm WARN deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported',
  '2024-05-01T10:11:17.0000000Z [##########........] | reify:typescript: 50%\r[####################] | reify:jest: 100%',
  '2024-05-01T10:11:18.0000000Z ',
  '2024-05-01T10:11:18.1000000Z added 312 packages, and audited 313 packages in 3s',
  '2024-05-01T10:11:18.2000000Z npm notice New minor version of npm available! 10.5.0 -> 10.7.0',
  '2024-05-01T10:11:18.3000000Z found 0 vulnerabilities',
  '2024-05-01T10:11:19.0000000Z ##[group]Run npm test',
  `2024-05-01T10:11:19.0010000Z ${ESC}[36;1mnpm test${ESC}[0m`,
  '2024-05-01T10:11:19.0020000Z shell: /usr/bin/bash -e {0}',
  '2024-05-01T10:11:19.0030000Z ##[endgroup]',
  '2024-05-01T10:11:19.5000000Z ',
  '2024-05-01T10:11:19.5100000Z > calc@1.0.0 test',
  '2024-05-01T10:11:19.5200000Z > tsc --noEmit && jest',
  '2024-05-01T10:11:19.5300000Z ',
  `2024-05-01T10:11:21.0000000Z src/format.ts(12,5): ${ESC}[91merror${ESC}[0m${ESC}[90m TS2322: ${ESC}[0mType 'string' is not assignable to type 'number'.`,
  '2024-05-01T10:11:21.1000000Z ',
  '2024-05-01T10:11:22.0000000Z ::debug::jest started',
  `2024-05-01T10:11:23.0000000Z ${ESC}[0m${ESC}[7m${ESC}[1m${ESC}[31m FAIL ${ESC}[39m${ESC}[22m${ESC}[27m${ESC}[0m src/math.test.ts`,
  '2024-05-01T10:11:23.0100000Z   math',
  '2024-05-01T10:11:23.0200000Z     ✓ subtracts numbers (2 ms)',
  '2024-05-01T10:11:23.0300000Z     ✕ adds numbers (4 ms)',
  '2024-05-01T10:11:23.0400000Z ',
  `2024-05-01T10:11:23.0500000Z ${ESC}[1m${ESC}[31m  ${ESC}[1m● ${ESC}[22m${ESC}[1mmath › adds numbers${ESC}[39m${ESC}[22m`,
  '2024-05-01T10:11:23.0600000Z ',
  '2024-05-01T10:11:23.0700000Z     expect(received).toBe(expected) // Object.is equality',
  '2024-05-01T10:11:23.0800000Z ',
  `2024-05-01T10:11:23.0900000Z     Expected: ${ESC}[32m3${ESC}[39m`,
  `2024-05-01T10:11:23.1000000Z     Received: ${ESC}[31m4${ESC}[39m`,
  '2024-05-01T10:11:23.1100000Z ',
  '2024-05-01T10:11:23.1200000Z       3 | describe(\'math\', () => {',
  '2024-05-01T10:11:23.1300000Z       4 |   it(\'adds numbers\', () => {',
  '2024-05-01T10:11:23.1400000Z     > 5 |     expect(add(1, 2)).toBe(3);',
  '2024-05-01T10:11:23.1500000Z         |                       ^',
  '2024-05-01T10:11:23.1600000Z       6 |   });',
  '2024-05-01T10:11:23.1700000Z       7 | });',
  '2024-05-01T10:11:23.1800000Z ',
  '2024-05-01T10:11:23.1900000Z       at Object.<anonymous> (src/math.test.ts:5:23)',
  '2024-05-01T10:11:23.2000000Z ',
  `2024-05-01T10:11:24.0000000Z ${ESC}[1mTest Suites: ${ESC}[22m${ESC}[1m${ESC}[31m1 failed${ESC}[39m${ESC}[22m, 1 total`,
  `2024-05-01T10:11:24.0100000Z ${ESC}[1mTests:       ${ESC}[22m${ESC}[1m${ESC}[31m1 failed${ESC}[39m${ESC}[22m, ${ESC}[1m${ESC}[32m1 passed${ESC}[39m${ESC}[22m, 2 total`,
  '2024-05-01T10:11:24.0200000Z Snapshots:   0 total',
  '2024-05-01T10:11:24.0300000Z Time:        1.873 s',
  '2024-05-01T10:11:24.0400000Z Ran all test suites.',
  '2024-05-01T10:11:24.1000000Z ##[error]Process completed with exit code 1.',
  '2024-05-01T10:11:24.2000000Z Post job cleanup.',
  '2024-05-01T10:11:24.3000000Z [command]/usr/bin/git version',
  '2024-05-01T10:11:24.4000000Z git version 2.45.0',
  '2024-05-01T10:11:24.5000000Z Cleaning up orphan processes',
  '',
].join('\n');

const NODE_STEPS: CiStep[] = [
  { name: 'Set up job', number: 1, conclusion: 'success' },
  { name: 'Run actions/checkout@v4', number: 2, conclusion: 'success' },
  { name: 'Use Node.js 20', number: 3, conclusion: 'success' },
  { name: 'Install', number: 4, conclusion: 'success' },
  { name: 'Test', number: 5, conclusion: 'failure' },
  { name: 'Upload coverage', number: 6, conclusion: 'skipped' },
  { name: 'Post Use Node.js 20', number: 8, conclusion: 'success' },
  { name: 'Post Run actions/checkout@v4', number: 9, conclusion: 'success' },
  { name: 'Complete job', number: 10, conclusion: 'success' },
];

const PYTEST_LOG = `2024-05-01T09:00:00.0000000Z ##[group]Run pip install -e . && pytest -q
2024-05-01T09:00:00.0010000Z pip install -e . && pytest -q
2024-05-01T09:00:00.0020000Z shell: /usr/bin/bash -e {0}
2024-05-01T09:00:00.0030000Z env:
2024-05-01T09:00:00.0040000Z   pythonLocation: /opt/hostedtoolcache/Python/3.12.3/x64
2024-05-01T09:00:00.0050000Z ##[endgroup]
2024-05-01T09:00:01.0000000Z Obtaining file:///home/runner/work/calc/calc
2024-05-01T09:00:01.1000000Z Collecting pytest (from calc==0.1.0)
2024-05-01T09:00:01.2000000Z   Downloading pytest-8.2.0-py3-none-any.whl.metadata (7.5 kB)
2024-05-01T09:00:01.3000000Z      \u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501 339.6/339.6 kB 12.1 MB/s eta 0:00:00
2024-05-01T09:00:01.4000000Z Requirement already satisfied: packaging in /opt/hostedtoolcache/Python/3.12.3/x64/lib/python3.12/site-packages (24.0)
2024-05-01T09:00:01.5000000Z Installing collected packages: pluggy, iniconfig, pytest, calc
2024-05-01T09:00:02.0000000Z Successfully installed calc-0.1.0 iniconfig-2.0.0 pluggy-1.5.0 pytest-8.2.0
2024-05-01T09:00:03.0000000Z ============================= test session starts ==============================
2024-05-01T09:00:03.0100000Z platform linux -- Python 3.12.3, pytest-8.2.0, pluggy-1.5.0
2024-05-01T09:00:03.0200000Z rootdir: /home/runner/work/calc/calc
2024-05-01T09:00:03.0300000Z collected 3 items
2024-05-01T09:00:03.0400000Z 
2024-05-01T09:00:03.0500000Z tests/test_calc.py .F.                                                   [100%]
2024-05-01T09:00:03.0600000Z 
2024-05-01T09:00:03.0700000Z =================================== FAILURES ===================================
2024-05-01T09:00:03.0800000Z ___________________________________ test_div ___________________________________
2024-05-01T09:00:03.0900000Z 
2024-05-01T09:00:03.1000000Z     def test_div():
2024-05-01T09:00:03.1100000Z >       assert divide(6, 3) == 3
2024-05-01T09:00:03.1200000Z E       assert 2.0 == 3
2024-05-01T09:00:03.1300000Z E        +  where 2.0 = divide(6, 3)
2024-05-01T09:00:03.1400000Z 
2024-05-01T09:00:03.1500000Z tests/test_calc.py:9: AssertionError
2024-05-01T09:00:03.1600000Z =========================== short test summary info ============================
2024-05-01T09:00:03.1700000Z FAILED tests/test_calc.py::test_div - assert 2.0 == 3
2024-05-01T09:00:03.1800000Z ========================= 1 failed, 2 passed in 0.05s ==========================
2024-05-01T09:00:03.2000000Z ##[error]Process completed with exit code 1.
2024-05-01T09:00:03.3000000Z Post job cleanup.
2024-05-01T09:00:03.4000000Z Cleaning up orphan processes
`;

const GO_LOG = `2024-05-01T08:00:00.0000000Z ##[group]Run go test ./...
2024-05-01T08:00:00.0010000Z go test ./...
2024-05-01T08:00:00.0020000Z shell: /usr/bin/bash -e {0}
2024-05-01T08:00:00.0030000Z ##[endgroup]
2024-05-01T08:00:01.0000000Z go: downloading github.com/stretchr/testify v1.9.0
2024-05-01T08:00:01.1000000Z go: downloading github.com/davecgh/go-spew v1.1.1
2024-05-01T08:00:02.0000000Z --- FAIL: TestAdd (0.00s)
2024-05-01T08:00:02.0100000Z     calc_test.go:12: Add(1, 2) = 4; want 3
2024-05-01T08:00:02.0200000Z FAIL
2024-05-01T08:00:02.0300000Z FAIL\tgithub.com/acme/calc\t0.004s
2024-05-01T08:00:02.0400000Z ok  \tgithub.com/acme/calc/internal/parse\t0.003s
2024-05-01T08:00:02.0500000Z FAIL
2024-05-01T08:00:02.1000000Z ##[error]Process completed with exit code 1.
`;

/** The toolchain step is a composite action whose inner steps print their own \`Run\` headers. */
const RUST_LOG = `2024-05-01T07:00:00.0000000Z ##[group]Run actions/checkout@v4
2024-05-01T07:00:00.0010000Z ##[endgroup]
2024-05-01T07:00:01.0000000Z ##[group]Run dtolnay/rust-toolchain@stable
2024-05-01T07:00:01.0010000Z ##[endgroup]
2024-05-01T07:00:01.1000000Z ##[group]Run rustup toolchain install stable --profile minimal
2024-05-01T07:00:01.1010000Z ##[endgroup]
2024-05-01T07:00:01.2000000Z info: syncing channel updates for 'stable-x86_64-unknown-linux-gnu'
2024-05-01T07:00:02.0000000Z ##[group]Run cargo test
2024-05-01T07:00:02.0010000Z cargo test
2024-05-01T07:00:02.0020000Z shell: /usr/bin/bash -e {0}
2024-05-01T07:00:02.0030000Z ##[endgroup]
2024-05-01T07:00:03.0000000Z     Updating crates.io index
2024-05-01T07:00:03.1000000Z  Downloading crates ...
2024-05-01T07:00:03.2000000Z   Downloaded serde v1.0.197
2024-05-01T07:00:04.0000000Z    Compiling serde v1.0.197
2024-05-01T07:00:05.0000000Z    Compiling calc v0.1.0 (/home/runner/work/calc/calc)
2024-05-01T07:00:06.0000000Z error[E0308]: mismatched types
2024-05-01T07:00:06.0010000Z  --> src/lib.rs:3:5
2024-05-01T07:00:06.0020000Z   |
2024-05-01T07:00:06.0030000Z 2 | pub fn add(a: i32, b: i32) -> i64 {
2024-05-01T07:00:06.0040000Z   |                               --- expected \`i64\` because of return type
2024-05-01T07:00:06.0050000Z 3 |     a + b
2024-05-01T07:00:06.0060000Z   |     ^^^^^ expected \`i64\`, found \`i32\`
2024-05-01T07:00:06.0070000Z   |
2024-05-01T07:00:06.0080000Z help: you can convert an \`i32\` to an \`i64\`
2024-05-01T07:00:06.0090000Z   |
2024-05-01T07:00:06.0100000Z 3 |     (a + b).into()
2024-05-01T07:00:06.0110000Z   |     +     ++++++++
2024-05-01T07:00:06.0120000Z 
2024-05-01T07:00:06.0130000Z For more information about this error, try \`rustc --explain E0308\`.
2024-05-01T07:00:06.0140000Z error: could not compile \`calc\` (lib) due to 1 previous error
2024-05-01T07:00:06.1000000Z ##[error]Process completed with exit code 101.
2024-05-01T07:00:06.2000000Z Cleaning up orphan processes
`;

/** A formatter check that fails without printing anything that looks like an error. */
const QUIET_LOG = [
  '2024-05-01T06:00:00.0000000Z ##[group]Run ./scripts/check-format.sh',
  '2024-05-01T06:00:00.0010000Z ##[endgroup]',
  ...Array.from({ length: 45 }, (_, i) => `2024-05-01T06:00:01.${String(i).padStart(7, '0')}Z checked src/module${i}.ts`),
  '2024-05-01T06:00:02.0000000Z Would reformat: src/module7.ts',
  '2024-05-01T06:00:02.1000000Z ##[error]Process completed with exit code 1.',
].join('\n');

/** The same job when `npm ci` failed: the log ends after the install step. */
const NODE_INSTALL_LOG = `${NODE_LOG.slice(0, NODE_LOG.indexOf('2024-05-01T10:11:19.0000000Z'))}2024-05-01T10:11:18.4000000Z ##[error]Process completed with exit code 1.
2024-05-01T10:11:18.5000000Z Post job cleanup.
2024-05-01T10:11:18.6000000Z Post job cleanup.
2024-05-01T10:11:18.7000000Z Cleaning up orphan processes
`;

const step = (number: number, name: string, conclusion: string | null): CiStep => ({ name, number, conclusion });
const job = (name: string, log: string, steps: CiStep[] = [], conclusion = 'failure'): CiJob => ({ name, conclusion, steps, log });

/** A log of `count` failing checks inside one step, every line distinct. */
function hugeLog(jobIndex: number, count: number): string {
  const lines = ['2024-05-01T05:00:00.0000000Z ##[group]Run make check', '2024-05-01T05:00:00.0010000Z ##[endgroup]'];
  for (let i = 0; i < count; i++) lines.push(`2024-05-01T05:00:01.0000000Z FAIL job${jobIndex}/case${i}: expected ${i}`);
  lines.push(`2024-05-01T05:00:02.0000000Z ${'x'.repeat(1000)}`);
  return lines.join('\n');
}

describe('summarizeCiFailure', () => {
  it('keeps the error lines of the failed step with context, without timestamps, colours, markers or noise', () => {
    const out = summarizeCiFailure([job('lint', 'all good', [], 'success'), job('test (20.x)', NODE_LOG, NODE_STEPS)]);
    expect(out).toBe(
      [
        'Job "test (20.x)" (failure)',
        'Step 5 "Test" (failure), log section "Run npm test":',
        'Error lines:',
        '> tsc --noEmit && jest',
        '',
        "src/format.ts(12,5): error TS2322: Type 'string' is not assignable to type 'number'.",
        '',
        ' FAIL  src/math.test.ts',
        '  math',
        '    ✓ subtracts numbers (2 ms)',
        '    ✕ adds numbers (4 ms)',
        '',
        '  ● math › adds numbers',
        '',
        '    expect(received).toBe(expected) // Object.is equality',
        '',
        '    Expected: 3',
        '    Received: 4',
        '',
        "      3 | describe('math', () => {",
        "      4 |   it('adds numbers', () => {",
        '    > 5 |     expect(add(1, 2)).toBe(3);',
        '        |                       ^',
        '      6 |   });',
        '      7 | });',
        '',
        '      at Object.<anonymous> (src/math.test.ts:5:23)',
        '',
        'Test Suites: 1 failed, 1 total',
        'Tests:       1 failed, 1 passed, 2 total',
        'Snapshots:   0 total',
        'Time:        1.873 s',
        'Ran all test suites.',
        'Error: Process completed with exit code 1.',
      ].join('\n'),
    );
  });

  it('drops install noise and progress bars, and keeps the tail when no line looks like an error', () => {
    const steps = NODE_STEPS.map((s) => (s.number === 4 ? { ...s, conclusion: 'failure' } : s.number === 5 ? { ...s, conclusion: 'skipped' } : s));
    expect(summarizeCiFailure([job('test (20.x)', NODE_INSTALL_LOG, steps)])).toBe(
      [
        'Job "test (20.x)" (failure)',
        'Step 4 "Install" (failure), log section "Run npm ci":',
        'No error lines recognised.',
        'All 3 lines:',
        'added 312 packages, and audited 313 packages in 3s',
        'found 0 vulnerabilities',
        'Error: Process completed with exit code 1.',
      ].join('\n'),
    );
  });

  it('reads a pytest failure', () => {
    const steps = [step(1, 'Set up job', 'success'), step(2, 'Test', 'failure'), step(3, 'Complete job', 'success')];
    expect(summarizeCiFailure([job('pytest', PYTEST_LOG, steps)])).toBe(
      [
        'Job "pytest" (failure)',
        'Step 2 "Test" (failure), log section "Run pip install -e . && pytest -q":',
        'Error lines:',
        '    def test_div():',
        '>       assert divide(6, 3) == 3',
        'E       assert 2.0 == 3',
        'E        +  where 2.0 = divide(6, 3)',
        '',
        'tests/test_calc.py:9: AssertionError',
        '=========================== short test summary info ============================',
        'FAILED tests/test_calc.py::test_div - assert 2.0 == 3',
        '========================= 1 failed, 2 passed in 0.05s ==========================',
        'Error: Process completed with exit code 1.',
      ].join('\n'),
    );
  });

  it('reads a Go test failure', () => {
    const steps = [step(1, 'Set up job', 'success'), step(2, 'Run go test ./...', 'failure'), step(3, 'Complete job', 'success')];
    expect(summarizeCiFailure([job('go', GO_LOG, steps)])).toBe(
      [
        'Job "go" (failure)',
        'Step 2 "Run go test ./..." (failure):',
        'Error lines:',
        '--- FAIL: TestAdd (0.00s)',
        '    calc_test.go:12: Add(1, 2) = 4; want 3',
        'FAIL',
        'FAIL\tgithub.com/acme/calc\t0.004s',
        'ok  \tgithub.com/acme/calc/internal/parse\t0.003s',
        'FAIL',
        'Error: Process completed with exit code 1.',
      ].join('\n'),
    );
  });

  it('reads a Rust compile error; a composite action defeats step matching, so the whole log is read', () => {
    const steps = [
      step(1, 'Set up job', 'success'),
      step(2, 'Run actions/checkout@v4', 'success'),
      step(3, 'Run dtolnay/rust-toolchain@stable', 'success'),
      step(4, 'Test', 'failure'),
      step(5, 'Complete job', 'success'),
    ];
    expect(summarizeCiFailure([job('rust', RUST_LOG, steps)])).toBe(
      [
        'Job "rust" (failure)',
        'Step 4 "Test" (failure): no matching log section; the whole log follows:',
        'Error lines:',
        "info: syncing channel updates for 'stable-x86_64-unknown-linux-gnu'",
        'error[E0308]: mismatched types',
        ' --> src/lib.rs:3:5',
        '  |',
        '2 | pub fn add(a: i32, b: i32) -> i64 {',
        '  |                               --- expected `i64` because of return type',
        '3 |     a + b',
        '  |     ^^^^^ expected `i64`, found `i32`',
        '  |',
        '[...]',
        'For more information about this error, try `rustc --explain E0308`.',
        'error: could not compile `calc` (lib) due to 1 previous error',
        'Error: Process completed with exit code 101.',
      ].join('\n'),
    );
  });

  it('keeps a bounded tail when no line looks like an error', () => {
    const steps = [step(1, 'Set up job', 'success'), step(2, 'Check format', 'failure'), step(3, 'Complete job', 'success')];
    expect(summarizeCiFailure([job('format', QUIET_LOG, steps)])).toBe(
      [
        'Job "format" (failure)',
        'Step 2 "Check format" (failure), log section "Run ./scripts/check-format.sh":',
        'No error lines recognised.',
        'Last 40 of 47 lines:',
        ...Array.from({ length: 38 }, (_, i) => `checked src/module${i + 7}.ts`),
        'Would reformat: src/module7.ts',
        'Error: Process completed with exit code 1.',
      ].join('\n'),
    );
  });

  it('shows the tail after the last error window, and elides the gaps between windows', () => {
    const log = [
      '##[group]Run ./build.sh',
      '##[endgroup]',
      ...Array.from({ length: 12 }, (_, i) => `step ${i}`),
      'Error: first problem',
      ...Array.from({ length: 12 }, (_, i) => `middle ${i}`),
      'src/a.c:3:1: error: second problem',
      ...Array.from({ length: 10 }, (_, i) => `after ${i}`),
    ].join('\n');
    expect(summarizeCiFailure([job('build', log, [step(1, 'Build', 'failure')])], { stepTailLines: 5 })).toBe(
      [
        'Job "build" (failure)',
        'Step 1 "Build" (failure), log section "Run ./build.sh":',
        'Error lines:',
        'step 10',
        'step 11',
        'Error: first problem',
        'middle 0',
        'middle 1',
        'middle 2',
        'middle 3',
        'middle 4',
        'middle 5',
        '[...]',
        'middle 10',
        'middle 11',
        'src/a.c:3:1: error: second problem',
        'after 0',
        'after 1',
        'after 2',
        'after 3',
        'after 4',
        'after 5',
        'Last 4 of 36 lines:',
        'after 6',
        'after 7',
        'after 8',
        'after 9',
      ].join('\n'),
    );
  });

  it('says the log is empty', () => {
    expect(summarizeCiFailure([job('build', '', [step(1, 'Set up job', 'failure')])])).toBe('Job "build" (failure)\n(the log is empty)');
    expect(summarizeCiFailure([job('build', '\n\n')])).toBe('Job "build" (failure)\n(the log is empty)');
  });

  it('is empty when no job failed', () => {
    expect(summarizeCiFailure([job('build', GO_LOG, [], 'success')])).toBe('');
    expect(summarizeCiFailure([])).toBe('');
  });

  it('shows errors repeated by later jobs (a matrix) only once', () => {
    expect(summarizeCiFailure([job('go 1.21', GO_LOG), job('go 1.22', GO_LOG)])).toBe(
      [
        'Job "go 1.21" (failure)',
        'No failed step is listed; the whole log follows:',
        'Error lines:',
        '--- FAIL: TestAdd (0.00s)',
        '    calc_test.go:12: Add(1, 2) = 4; want 3',
        'FAIL',
        'FAIL\tgithub.com/acme/calc\t0.004s',
        'ok  \tgithub.com/acme/calc/internal/parse\t0.003s',
        'FAIL',
        'Error: Process completed with exit code 1.',
        '',
        'Job "go 1.22" (failure)',
        'No failed step is listed; the whole log follows:',
        'Error lines: the same as shown above.',
      ].join('\n'),
    );
  });

  it('matches a failed post step to its post section and renders runner annotations', () => {
    const log = [
      '2024-05-01T04:00:00.0000000Z ##[group]Run actions/cache@v4',
      '2024-05-01T04:00:00.0010000Z ##[endgroup]',
      '2024-05-01T04:00:00.1000000Z Cache not found for input keys: deps-abc',
      '2024-05-01T04:00:01.0000000Z ##[group]Run make',
      '2024-05-01T04:00:01.0010000Z ##[endgroup]',
      '2024-05-01T04:00:01.1000000Z ::group::Compile',
      '2024-05-01T04:00:01.2000000Z ##[debug]cc -O2 main.c',
      '2024-05-01T04:00:01.3000000Z ##[warning]deprecated flag -O2',
      '2024-05-01T04:00:01.4000000Z ::endgroup::',
      '2024-05-01T04:00:02.0000000Z Post job cleanup.',
      '2024-05-01T04:00:02.1000000Z ##[error]Failed to save: reserveCache failed: tar exited with 2',
      '2024-05-01T04:00:03.0000000Z Cleaning up orphan processes',
    ].join('\n');
    const steps = [
      step(1, 'Set up job', 'success'),
      step(2, 'Cache', 'success'),
      step(3, 'Build', 'success'),
      step(4, 'Post Cache', 'failure'),
      step(5, 'Complete job', 'success'),
    ];
    expect(summarizeCiFailure([job('build', log, steps)])).toBe(
      [
        'Job "build" (failure)',
        'Step 4 "Post Cache" (failure):',
        'Error lines:',
        'Error: Failed to save: reserveCache failed: tar exited with 2',
      ].join('\n'),
    );
    const buildSteps = steps.map((s) => ({ ...s, conclusion: s.number === 3 ? 'failure' : 'success' }));
    expect(summarizeCiFailure([job('build', log, buildSteps)])).toBe(
      ['Job "build" (failure)', 'Step 3 "Build" (failure), log section "Run make":', 'No error lines recognised.', 'All 2 lines:', 'Compile', 'Warning: deprecated flag -O2'].join('\n'),
    );
  });

  it('reports the cancelled step of a job that timed out', () => {
    const steps = [step(1, 'Set up job', 'success'), step(2, 'Soak test', 'cancelled'), step(3, 'Complete job', 'success')];
    const log = '##[group]Run ./soak.sh\n##[endgroup]\nround 1 ok\nround 2 ok\n##[error]The job running on runner GitHub Actions 2 has exceeded the maximum execution time of 5 minutes.';
    expect(summarizeCiFailure([job('soak', log, steps, 'timed_out')])).toBe(
      [
        'Job "soak" (timed_out)',
        'Step 2 "Soak test" (cancelled), log section "Run ./soak.sh":',
        'Error lines:',
        'round 1 ok',
        'round 2 ok',
        'Error: The job running on runner GitHub Actions 2 has exceeded the maximum execution time of 5 minutes.',
      ].join('\n'),
    );
  });

  it('bounds lines per job, characters per line and in all, and says what was cut', () => {
    const jobs = [1, 2, 3].map((i) => job(`check ${i}`, hugeLog(i, 10), [step(1, 'Check', 'failure')]));
    expect(summarizeCiFailure(jobs, { jobLines: 4, totalChars: 420, lineChars: 30 })).toBe(
      [
        'Job "check 1" (failure)',
        'Step 1 "Check" (failure), log section "Run make check":',
        'Error lines:',
        'FAIL job1/case0: expected 0',
        'FAIL job1/case1: expected 1',
        'FAIL job1/case2: expected 2',
        'FAIL job1/case3: expected 3',
        "[... the rest of this job's output is cut: at most 4 lines per job]",
        '',
        'Job "check 2" (failure)',
        '[... output cut: at most 420 characters; 1 more failed job not shown]',
      ].join('\n'),
    );
    const single = summarizeCiFailure([job('long', `FAIL ${'y'.repeat(100)}`)], { lineChars: 30 });
    expect(single).toBe(`Job "long" (failure)\nNo failed step is listed; the whole log follows:\nError lines:\nFAIL ${'y'.repeat(25)} [... 75 more characters]`);
  });

  it('rejects limits that are not whole numbers', () => {
    expect(() => summarizeCiFailure([], { jobLines: -1 })).toThrow("CI log limit 'jobLines' must be a whole number, 0 or more; got -1");
    expect(() => summarizeCiFailure([], { totalChars: 1.5 })).toThrow("CI log limit 'totalChars' must be a whole number, 0 or more; got 1.5");
  });

  it('stays within the default limits on huge logs, deterministically', () => {
    const jobs = [1, 2, 3, 4, 5, 6].map((i) => job(`check ${i}`, hugeLog(i, 3000), [step(1, 'Check', 'failure')]));
    const out = summarizeCiFailure(jobs);
    expect(out.length).toBeLessThanOrEqual(DEFAULT_CI_LOG_LIMITS.totalChars);
    expect(out.endsWith('[... output cut: at most 20000 characters; 2 more failed jobs not shown]')).toBe(true);
    expect(out).toContain("[... the rest of this job's output is cut: at most 200 lines per job]");
    const firstJob = out.slice(0, out.indexOf('\n\nJob "check 2"')).split('\n');
    expect(firstJob.filter((line) => line.startsWith('FAIL '))).toHaveLength(200);
    expect(summarizeCiFailure(jobs)).toBe(out);
  });
});

describe('selectFailedJobs', () => {
  const jobs = [
    { name: 'a', conclusion: 'success' },
    { name: 'b', conclusion: 'cancelled' },
    { name: 'c', conclusion: 'failure' },
    { name: 'd', conclusion: 'timed_out' },
    { name: 'e', conclusion: null },
    { name: 'f', conclusion: 'skipped' },
  ];

  it('picks failed and timed-out jobs, in order', () => {
    expect(selectFailedJobs(jobs).map((j) => j.name)).toEqual(['c', 'd']);
  });

  it('picks cancelled jobs only when nothing else failed', () => {
    expect(selectFailedJobs(jobs.filter((j) => j.name !== 'c' && j.name !== 'd')).map((j) => j.name)).toEqual(['b']);
    expect(selectFailedJobs([{ conclusion: 'success' }, { conclusion: 'neutral' }])).toEqual([]);
  });
});

describe('line classes', () => {
  it('recognises progress bars, spinners and install chatter as noise', () => {
    const noise = [
      ' 45%|████▌     | 45/100 [00:01<00:01, 30.2it/s]',
      '[=========>          ] 45%',
      '######################################################################## 100.0%',
      '⠙ Resolving dependencies',
      '   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 1.2/1.2 MB 5.0 MB/s eta 0:00:00',
      'npm WARN deprecated rimraf@3.0.2: Rimraf versions prior to v4 are no longer supported',
      'npm notice Run `npm install -g npm@10.7.0` to update!',
      'npm warn deprecated inflight@1.0.6: This module is not supported',
      'Collecting requests==2.31.0',
      '  Downloading requests-2.31.0-py3-none-any.whl (62 kB)',
      'Requirement already satisfied: idna<4,>=2.5 in /usr/lib/python3/dist-packages (from requests) (3.3)',
      'Get:1 http://azure.archive.ubuntu.com/ubuntu jammy-updates InRelease [128 kB]',
      'Unpacking libfoo1:amd64 (1.2-3) ...',
      'Setting up libfoo1:amd64 (1.2-3) ...',
      'Reading package lists...',
      '  Downloaded serde_json v1.0.114',
      '   Compiling proc-macro2 v1.0.79',
      '    Updating crates.io index',
      'Downloading from central: https://repo.maven.apache.org/maven2/org/junit/junit/4.13.2/junit-4.13.2.pom',
      '[INFO] Downloaded from central: https://repo.maven.apache.org/maven2/junit/junit/4.13.2/junit-4.13.2.jar (385 kB at 1.9 MB/s)',
      'Download https://repo.gradle.org/gradle/libs-releases/org/gradle/gradle-tooling-api/8.7/gradle-tooling-api-8.7.pom',
      'Progress (1): 12/45 kB',
      'go: downloading golang.org/x/text v0.14.0',
    ];
    expect(noise.filter((line) => !isNoiseLine(line))).toEqual([]);
  });

  it('keeps report lines, section rules and errors that look like noise', () => {
    const kept = [
      '=================================== FAILURES ===================================',
      'tests/test_calc.py .F.                                                   [100%]',
      '----------|---------|----------|---------|---------|-------------------',
      'All files |   85.71 |      100 |      75 |   85.71 |',
      'ERROR: Could not find a version that satisfies the requirement nosuchpkg==9.9',
      'npm ERR! code ERESOLVE',
      'Compiled successfully in 3.2s',
    ];
    expect(kept.filter((line) => isNoiseLine(line))).toEqual([]);
  });

  it('recognises error lines from common tools', () => {
    const errors = [
      "src/index.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      'src/index.ts:3:7 - error TS2322: Type mismatch.',
      'main.c:10:5: error: expected ‘;’ before ‘}’ token',
      './main.go:12:2: undefined: foo',
      'src/app.py:10:1: E302 expected 2 blank lines, found 1',
      '  3:7  error  \'x\' is assigned a value but never used  no-unused-vars',
      'FAIL src/math.test.ts',
      '--- FAIL: TestAdd (0.00s)',
      'Traceback (most recent call last):',
      'AssertionError: expected 1 to equal 2',
      'E       assert 2.0 == 3',
      "thread 'main' panicked at src/main.rs:4:5:",
      'panic: runtime error: index out of range [3] with length 3',
      'npm ERR! Missing script: "test"',
      'npm error code E404',
      'error[E0425]: cannot find value `x` in this scope',
      '[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile',
      'FAILURE: Build failed with an exception.',
      'fatal: not a git repository (or any of the parent directories): .git',
      'make: *** [Makefile:12: test] Error 2',
      'java.lang.NullPointerException',
      'Tests:       1 failed, 3 passed, 4 total',
    ];
    expect(errors.filter((line) => !isErrorLine(line))).toEqual([]);
  });

  it('does not count ordinary lines or the runner\'s generic exit line as errors', () => {
    const plain = [
      'Error: Process completed with exit code 1.',
      'Tests:       4 passed, 4 total',
      '0 errors, 0 warnings',
      'src/a.c:3:1: warning: unused variable',
      'Compiling 12 files with tsc',
      'console.log("error handling works")',
    ];
    expect(plain.filter((line) => isErrorLine(line))).toEqual([]);
  });
});
