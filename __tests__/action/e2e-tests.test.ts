// The built Action (dist/index.js) running the repository's tests (`test_command`) before it
// pushes: a failing first edit fixed in a second round, a change still failing after the rounds
// (a draft), a test already failing before the change (not blamed), and a test the model wrote to
// read every secret it can reach. Local servers only.
import { afterEach, describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { approve, BRANCH, completion, edit, labeled, plan, SECRETS, WORKFLOW_TOKEN, world as makeWorld } from '../helpers/action-world.js';
import type { Reply } from '../helpers/openai-server.js';
import { git } from '../helpers/repo.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const PRICING = 'shop/services/pricing.py';
const RETURN = '    return amount - amount * percent / 100';
const CLAMPED = `    percent = min(max(percent, 0), 100)\n${RETURN}`;

/** A tiny pytest-like runner (pytest itself is not installed here): FAILED lines and a summary line. */
const RUNNER = `import importlib.util, pathlib, sys, time
sys.path.insert(0, '.')
started, passed, failed = time.time(), 0, 0
for path in sorted(pathlib.Path('tests').glob('test_*.py')):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name in sorted(n for n in dir(module) if n.startswith('test_')):
        try:
            getattr(module, name)()
            passed += 1
        except Exception as error:
            failed += 1
            print(f'FAILED {path}::{name} - {type(error).__name__}: {error}')
print(f'===== {failed} failed, {passed} passed in {time.time() - started:.2f}s =====')
sys.exit(1 if failed else 0)
`;

/** The shop fixture with the runner, `test_command` in its configuration and `extra` files. */
const withTests = (extra: Record<string, string> = {}, minutes = 5) => (seed: string) => {
  mkdirSync(join(seed, '.github'), { recursive: true });
  writeFileSync(join(seed, '.github', 'sweep.yaml'), `test_command: python3 tests/run.py\ntest_timeout_minutes: ${minutes}\n`);
  writeFileSync(join(seed, 'tests', 'run.py'), RUNNER);
  for (const [path, text] of Object.entries(extra)) writeFileSync(join(seed, path), text);
};

const world = (script: Reply[], extra: Record<string, string> = {}, minutes = 5) => makeWorld(script, {}, cleanups, {}, withTests(extra, minutes));
/** A plan that changes pricing.py and writes `test` as a new test file, and the blocks doing it. */
function withNewTest(path: string, test: string): Reply[] {
  const planned = completion(JSON.stringify({ root_cause: 'no clamp', plan: 'Clamp; add a test.', changes: [{ path: PRICING, action: 'modify', instructions: 'clamp' }, { path, action: 'create', instructions: 'a test' }] }));
  const blocks = completion(`${PRICING}\n<<<<<<< ORIGINAL\n${RETURN}\n=======\n${CLAMPED}\n>>>>>>> UPDATED\n\n${path}\n<<<<<<< ORIGINAL\n=======\n${test}>>>>>>> UPDATED\n`);
  return [planned, blocks, blocks, approve];
}
/** Whether `pid` is still running (a zombie waiting to be reaped is not). */
function alive(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

const progressOf = (github: Awaited<ReturnType<typeof world>>['github']) => github.state.comments.filter((c) => c.body.includes('<!-- sweep-progress -->')).at(-1)!.body;

describe('the repository’s tests', () => {
  it('gives a failing first edit back to the model, and the pull request says the tests pass', async () => {
    const { repo, github, openai, act } = await world([plan(PRICING, 'clamp'), edit(PRICING, RETURN, '    return amount'), approve, plan(PRICING, 'clamp'), edit(PRICING, '    return amount', CLAMPED)]);
    const result = await act('issues', labeled);
    expect(result.stdout).not.toContain('::error::');
    expect(result.stdout).toMatch(/tests before the change: passed, 3 passed, 0 failed, in /);
    expect(result.stdout).toMatch(/tests 1: failed \(exit 1\), 2 passed, 1 failed, in /);
    expect(result.stdout).toMatch(/tests 2: passed, 3 passed, 0 failed, in /);
    // The second plan was asked with the failing test's output, fenced as outside text.
    const replan = JSON.stringify(openai.requests[3]!.body);
    expect(replan).toContain('FAILED tests/test_pricing.py::test_apply_discount - AssertionError');
    expect(replan).toContain("Output of the repository's tests");
    expect(git(repo.origin, 'show', `${BRANCH}:${PRICING}`)).toContain(CLAMPED);
    const pr = github.state.pulls[0]!;
    expect(pr.draft).toBe(false);
    expect(pr.body).toContain('## Tests');
    expect(pr.body).toContain('- Command: `python3 tests/run.py`');
    expect(pr.body).toMatch(/- Before the change: passed, 3 passed, 0 failed, in [\d.]+ m?s/);
    expect(pr.body).toMatch(/- After the change: passed, 3 passed, 0 failed, in [\d.]+ m?s \(after 1 round of fixes\)/);
    expect(progressOf(github)).toMatch(/\*\*Tests:\*\* passed after the change/);
    expect(result.summary).toContain('### Tests');
  });

  it('opens a draft naming the failing tests when they still fail after the rounds', async () => {
    const { github, act } = await world([
      plan(PRICING, 'clamp'),
      edit(PRICING, RETURN, '    return amount'),
      approve,
      plan(PRICING, 'clamp'),
      edit(PRICING, '    return amount', '    return amount + 0'),
      plan(PRICING, 'clamp'),
      edit(PRICING, '    return amount + 0', '    return amount * 1'),
    ]);
    const result = await act('issues', labeled);
    expect(result.stdout).not.toContain('::error::');
    const pr = github.state.pulls[0]!;
    expect(pr.draft).toBe(true);
    expect(pr.body).toContain('- Failing because of the change: `tests/test_pricing.py::test_apply_discount`');
    expect(pr.body).toContain('> The tests still fail with this change, so this pull request is a draft.');
    expect(pr.body).toMatch(/\(after 2 rounds of fixes\)/);
    expect(progressOf(github)).toContain('still failing after 2 rounds of fixes');
  });

  it('does not blame the change for a test that failed before it', async () => {
    const { github, openai, act } = await world([plan(PRICING, 'clamp'), edit(PRICING, RETURN, CLAMPED), approve], { 'tests/test_known.py': 'def test_known_bug():\n    assert 1 == 2\n' });
    const result = await act('issues', labeled);
    expect(result.stdout).not.toContain('::error::');
    expect(openai.requests).toHaveLength(3);
    const pr = github.state.pulls[0]!;
    expect(pr.draft).toBe(false);
    expect(pr.body).toContain('- Failing before the change too, not because of it: `tests/test_known.py::test_known_bug`');
    expect(progressOf(github)).toContain('failing as they did before the change');
  });

  it('kills a test that never ends, and the process it started, at the time limit, then opens the pull request once the model makes it end', async () => {
    const marks = mkdtempSync(join(tmpdir(), 'sweep-hang-'));
    chmodSync(marks, 0o777);
    cleanups.push(() => import('node:fs').then((fs) => fs.rmSync(marks, { recursive: true, force: true })));
    const hang = `import pathlib, subprocess, time\n\ndef test_hang():\n    child = subprocess.Popen(['sleep', '1000'])\n    pathlib.Path(${JSON.stringify(marks)}, 'child').write_text(str(child.pid))\n    time.sleep(1000)\n`;
    const fixPlan = completion(JSON.stringify({ root_cause: 'the new test hangs', plan: 'Make the new test end.', changes: [{ path: 'tests/test_hang.py', action: 'modify', instructions: 'it never ends' }] }));
    const fixEdit = edit('tests/test_hang.py', "    child = subprocess.Popen(['sleep', '1000'])\n    pathlib.Path(" + JSON.stringify(marks) + ", 'child').write_text(str(child.pid))\n    time.sleep(1000)", '    assert True');
    // 0.1 minute: 6 s, plenty for the fixture's tests and soon enough for the one that never ends.
    const { github, act } = await world([...withNewTest('tests/test_hang.py', hang), fixPlan, fixEdit], {}, 0.1);
    const result = await act('issues', labeled);
    expect(result.stdout).not.toContain('::error::');
    expect(result.stdout).toMatch(/tests 1: stopped at the time limit after /);
    expect(result.stdout).toMatch(/tests 2: passed, 4 passed, 0 failed, in /);
    const child = Number(readFileSync(join(marks, 'child'), 'utf8'));
    expect(child).toBeGreaterThan(1);
    expect(alive(child)).toBe(false);
    expect(github.state.pulls[0]!.body).toMatch(/- After the change: passed, 4 passed, 0 failed, in [\d.]+ m?s \(after 1 round of fixes\)/);
  });

  it('keeps a test printing 50 MB from costing the Action memory: under 1 GB, and only the end of the output kept', async () => {
    const loud = `import sys\n\ndef test_loud():\n    chunk = 'x' * (1 << 20)\n    for _ in range(50):\n        sys.stdout.write(chunk)\n    sys.stdout.write('\\n')\n    sys.stdout.flush()\n`;
    const { github, act } = await world(withNewTest('tests/test_loud.py', loud));
    const result = await act('issues', labeled, {}, {}, true);
    expect(result.stdout).not.toContain('::error::');
    expect(result.maxRssKb).toBeGreaterThan(0);
    expect(result.maxRssKb!).toBeLessThan(1024 * 1024);
    expect(result.stdout).toMatch(/tests 1: passed, 4 passed, 0 failed, in /);
    expect(github.state.pulls[0]!.body!.length).toBeLessThan(20_000);
  });

  it('gives a test the model wrote no secret of the run: not in its environment, git configuration or the checkout', async () => {
    const marks = mkdtempSync(join(tmpdir(), 'sweep-dump-'));
    chmodSync(marks, 0o777);
    cleanups.push(() => import('node:fs').then((fs) => fs.rmSync(marks, { recursive: true, force: true })));
    const dump = `import os, subprocess, pathlib

def test_dump():
    out = ['ENV'] + [f'{k}={v}' for k, v in os.environ.items()]
    out += ['GIT', subprocess.run(['git', 'config', '--list', '--show-origin'], capture_output=True, text=True).stdout]
    for path in ['.git/config', os.environ.get('GITHUB_WORKSPACE', '') + '/.git/config']:
        try:
            out += ['FILE ' + path, pathlib.Path(path).read_text()]
        except Exception as error:
            out += ['NOFILE ' + path + ' ' + type(error).__name__]
    pid = os.getppid()
    while pid > 1:
        try:
            out += [f'PROC {pid}', open(f'/proc/{pid}/environ', 'rb').read().decode('latin-1')]
        except Exception as error:
            out += [f'NOPROC {pid} {type(error).__name__}']
        pid = int(open(f'/proc/{pid}/stat').read().split(') ')[1].split()[1])
    pathlib.Path(${JSON.stringify(marks)}, 'dump.txt').write_text('\\n'.join(out))
`;
    const planned = completion(JSON.stringify({ root_cause: 'no clamp', plan: 'Clamp; add a test.', changes: [{ path: PRICING, action: 'modify', instructions: 'clamp' }, { path: 'tests/test_dump.py', action: 'create', instructions: 'a test' }] }));
    const blocks = completion(`${PRICING}\n<<<<<<< ORIGINAL\n${RETURN}\n=======\n${CLAMPED}\n>>>>>>> UPDATED\n\ntests/test_dump.py\n<<<<<<< ORIGINAL\n=======\n${dump}>>>>>>> UPDATED\n`);
    const { repo, github, act } = await world([planned, blocks, blocks, approve]);
    // What actions/checkout persists, in .git/config and (v6) in a file of the runner's temp folder it includes.
    const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${WORKFLOW_TOKEN}`).toString('base64')}`;
    git(repo.workspace, 'config', 'http.https://github.com/.extraheader', header);
    const runnerTemp = mkdtempSync(join(repo.temp, 'runner-temp-'));
    writeFileSync(join(runnerTemp, 'git-credentials.config'), `[http "https://github.com/"]\n\textraheader = ${header}\n`);
    git(repo.workspace, 'config', `includeIf.gitdir:${join(repo.workspace, '.git')}.path`, join(runnerTemp, 'git-credentials.config'));
    // A cache service that has no entry and takes none (a look-up answers 204, a reservation 400):
    // the Action's restore and save end at once instead of retrying a service that is not there.
    const cacheRequests: string[] = [];
    const cacheService = createServer((request, response) => {
      cacheRequests.push(`${request.method} ${request.url}`);
      request.resume();
      response.writeHead(request.method === 'GET' && request.url?.includes('/_apis/artifactcache/cache?') ? 204 : request.method === 'POST' ? 400 : 404).end();
    });
    await new Promise<void>((done) => cacheService.listen(0, '127.0.0.1', done));
    cleanups.push(() => new Promise<void>((done) => cacheService.close(() => done())));
    const cachePort = (cacheService.address() as AddressInfo).port;
    const runtime = { ACTIONS_RUNTIME_TOKEN: 'runtime-secret-0123456789', ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-secret-0123456789', ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example/token', ACTIONS_CACHE_URL: `http://127.0.0.1:${cachePort}/secret-0123456789/` };
    const result = await act('issues', labeled, {}, runtime);
    expect(result.stdout).not.toContain('::error::');
    expect(existsSync(join(marks, 'dump.txt'))).toBe(true);
    const seen = readFileSync(join(marks, 'dump.txt'), 'utf8');
    expect(seen).toContain('ENV');
    expect(seen).toMatch(/PROC \d+|NOPROC \d+/);
    expect(seen).not.toMatch(SECRETS);
    expect(seen).not.toContain(header.slice('AUTHORIZATION: basic '.length));
    for (const value of Object.values(runtime)) expect(seen).not.toContain(value);
    expect(seen).not.toMatch(/INPUT_|ACTIONS_/);
    // The credentials are back where they were for later steps, and the pull request is open.
    expect(git(repo.workspace, 'config', '--get-all', 'http.https://github.com/.extraheader').trim().split('\n')).toEqual([header, header]);
    expect(github.state.pulls).toHaveLength(1);
    // The Action did use the cache service (whose address the test never saw).
    expect(cacheRequests.some((r) => r.startsWith('GET /secret-0123456789/_apis/artifactcache/cache?'))).toBe(true);
  });
});
