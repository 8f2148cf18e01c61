// The test command through the door, on a real checkout: what it sees (files, environment, git
// configuration), what it is stopped at, and how much of its output is kept. The runs as another
// user need root (CI and the Action's container jobs are); elsewhere they are left out.
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Git } from '../../src/repo/git.js';
import { runTests, testEnv, TEST_OUTPUT_BYTES, type TestSetup } from '../../src/verify/run-tests.js';
import { openSandbox, TEST_USER, type Sandbox } from '../../src/verify/sandbox.js';
import { git, makeRepo, tempDir, type TempRepo } from '../helpers/repo.js';
import { fireWhen, processEnded, until } from '../helpers/timers.js';

const temps: TempRepo[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) t.cleanup();
});

const TOKEN = 'ghs_persistedcheckouttoken0000000000';
const HEADER = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString('base64')}`;
const PARENT_ENV = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: process.env.HOME ?? '/root',
  LANG: 'C.UTF-8',
  'INPUT_GITHUB-TOKEN': 'ghs_inputtoken',
  'INPUT_OPENAI-API-KEY': 'sk-inputkey',
  ACTIONS_RUNTIME_TOKEN: 'runtime-token',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-token',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example',
  ACTIONS_CACHE_URL: 'https://cache.example',
  GITHUB_TOKEN: 'ghs_envtoken',
  OPENAI_API_KEY: 'sk-envkey',
  JAVA_HOME: '/opt/java',
  MY_SETTING: 'visible',
  MY_KEY: 'sk-envkey',
};
const SECRETS = ['ghs_inputtoken', 'sk-inputkey', 'runtime-token', 'oidc-token', 'ghs_envtoken', 'sk-envkey', TOKEN, Buffer.from(`x-access-token:${TOKEN}`).toString('base64')];

/** A checkout as a workflow leaves it: persisted credentials in .git/config and in an included file, installed dependencies, a leftover credential. */
function checkout(): { dir: string; credentials: string } {
  const repo = makeRepo({ 'src/app.py': 'print("app")\n', '.gitignore': 'deps/\n' }, { git: true });
  const outside = tempDir('sweep-runner-temp-');
  temps.push(repo, outside);
  mkdirSync(join(repo.dir, 'deps'));
  writeFileSync(join(repo.dir, 'deps', 'lib.py'), 'VALUE = 1\n');
  writeFileSync(join(repo.dir, 'gha-creds-1.json'), '{"private_key": "LEFTOVER"}\n');
  git(repo.dir, 'config', 'http.https://github.com/.extraheader', HEADER);
  const credentials = join(outside.dir, 'git-credentials.config');
  writeFileSync(credentials, `[http "https://github.com/"]\n\textraheader = ${HEADER}\n`);
  git(repo.dir, 'config', `includeIf.gitdir:${join(repo.dir, '.git')}.path`, credentials);
  return { dir: repo.dir, credentials };
}

function setup(dir: string, sandbox: Sandbox, command: string, over: Partial<TestSetup> = {}): TestSetup {
  return {
    command,
    timeoutMs: 60_000,
    envNames: ['MY_SETTING', 'MY_KEY'],
    sandbox,
    workspace: dir,
    git: new Git(dir),
    redact: (text) => SECRETS.reduce((t, s) => t.split(s).join('***'), text),
    holdsSecret: (value) => SECRETS.some((s) => value.includes(s)),
    env: PARENT_ENV,
    ...over,
  };
}

const PROBE = [
  'echo "FILES $(find . -path ./.git -prune -o -type f -print | sort | tr "\\n" " ")"',
  'echo "ENV $(env | cut -d= -f1 | sort | tr "\\n" " ")"',
  'echo "WHO $(id -un)"',
  'cat src/app.py',
  'git config --list --show-origin 2>&1 | grep -i extraheader || echo "NO HEADER"',
].join('\n');

describe('testEnv', () => {
  it('passes the base, toolchain and listed variables, never a forbidden name or a secret, with PATH into the copy', () => {
    const { env, refused } = testEnv({ ...PARENT_ENV, PATH: '/w/repo/.venv/bin:/usr/bin', INPUT_X: '1', LC_ALL: 'C', JAVA_HOME_17_X64: '/opt/j17' }, { envNames: ['MY_SETTING', 'MY_KEY', 'INPUT_X'], workspace: '/w/repo', copy: '/t/repo', home: '/t/home', tmp: '/t/tmp', holdsSecret: (v) => v === 'sk-envkey' });
    expect(env).toEqual({ LANG: 'C.UTF-8', JAVA_HOME: '/opt/java', MY_SETTING: 'visible', LC_ALL: 'C', JAVA_HOME_17_X64: '/opt/j17', PATH: '/t/repo/.venv/bin:/usr/bin', HOME: '/t/home', TMPDIR: '/t/tmp', CI: 'true' });
    expect(refused.sort()).toEqual(['INPUT_X', 'MY_KEY']);
  });
});

describe('runTests as the runner’s user', () => {
  it('runs on a copy with the staged change, without leftovers, secrets or persisted credentials, and puts the credentials back', async () => {
    const { dir, credentials } = checkout();
    const sandbox = await openSandbox('none', { platform: 'linux', uid: 1000, sudo: async () => false });
    expect(sandbox.describe).toContain('it can read /proc/<pid>/environ of the Action');
    const settings = () => git(dir, 'config', '--list', '--show-origin').split('\n').sort();
    const before = settings();
    const run = await runTests(setup(dir, sandbox, PROBE), [{ path: 'src/app.py', content: 'print("changed")\n' }, { path: 'src/new.py', content: 'x = 1\n' }]);
    expect(run.status).toBe(0);
    expect(run.output).toContain('FILES ./.gitignore ./deps/lib.py ./src/app.py ./src/new.py \n');
    expect(run.output).toMatch(/^ENV CI HOME JAVA_HOME LANG MY_SETTING PATH PWD (?:SHLVL )?TMPDIR (?:_ )?$/m);
    expect(run.output).toContain('print("changed")');
    expect(run.output).toContain('NO HEADER');
    for (const secret of [...SECRETS, 'LEFTOVER']) expect(run.output).not.toContain(secret);
    // Put back as they were; the checkout itself is untouched.
    expect(settings()).toEqual(before);
    expect(readFileSync(credentials, 'utf8')).toContain(HEADER);
    expect(readFileSync(join(dir, 'src', 'app.py'), 'utf8')).toBe('print("app")\n');
    expect(existsSync(join(dir, 'src', 'new.py'))).toBe(false);
  });

  it('stops the command and every process it started at the time limit', async () => {
    const { dir } = checkout();
    const child = childMark();
    const sandbox = await openSandbox('none', { platform: 'linux', uid: 1000, sudo: async () => false });
    const run = await runTests(setup(dir, sandbox, `sleep 1000 &\n${child.write}\nsleep 1000`, { timeoutMs: 1500, schedule: fireWhen(child.ready) }));
    expect(run.timedOut).toBe(true);
    expect(run.status).toBeNull();
    await expectGone(child.pid());
  });

  it('keeps only the end of an output of 50 MB', async () => {
    const { dir } = checkout();
    const sandbox = await openSandbox('none', { platform: 'linux', uid: 1000, sudo: async () => false });
    const run = await runTests(setup(dir, sandbox, "head -c 52428800 /dev/zero | tr '\\0' 'a'\necho\necho '===== 1 failed, 2 passed in 0.10s ====='\nexit 1"));
    expect(run.output.length).toBeLessThanOrEqual(TEST_OUTPUT_BYTES);
    expect(run.droppedBytes).toBeGreaterThan(50 * 1024 * 1024 - TEST_OUTPUT_BYTES);
    expect(run.counts).toEqual({ passed: 2, failed: 1 });
    expect(run.status).toBe(1);
  });
});

/** Waits until `pid` is gone or a zombie (killed and not yet reaped); the test's time limit bounds the wait. */
async function expectGone(pid: number): Promise<void> {
  expect(pid).toBeGreaterThan(1);
  await until(() => processEnded(pid));
  expect(processEnded(pid)).toBe(true);
}

/**
 * Where a test command leaves the pid of the child it started in the background (`write`, a line of
 * shell, whichever user runs it), and whether it has: the time limit is reached once it has.
 */
function childMark(): { write: string; ready: () => boolean; pid: () => number } {
  const marks = tempDir('sweep-marks-');
  temps.push(marks);
  chmodSync(marks.dir, 0o777);
  const path = join(marks.dir, 'child');
  return {
    write: `echo $! > ${path}.part && mv ${path}.part ${path}`,
    ready: () => existsSync(path),
    pid: () => Number(readFileSync(path, 'utf8')),
  };
}

const asRoot = process.getuid?.() === 0 && process.platform === 'linux';

(asRoot ? describe : describe.skip)('runTests as another user (root)', () => {
  it('runs as the unprivileged user, who cannot read the Action’s environment', async () => {
    const { dir } = checkout();
    const sandbox = await openSandbox('user', { platform: 'linux', uid: 0, sudo: async () => false });
    expect(sandbox.kind).toBe('user');
    // Every ancestor's environment, as far as the user may read it.
    const ancestors = 'p=$$; while [ "$p" -gt 1 ]; do if cat /proc/$p/environ >/dev/null 2>&1; then echo "READ $p"; tr "\\0" "\\n" < /proc/$p/environ; fi; p=$(awk "{print \\$4}" /proc/$p/stat); done; echo DONE';
    const run = await runTests(setup(dir, sandbox, `${PROBE}\n${ancestors}`));
    expect(run.output).toContain(`WHO ${TEST_USER}`);
    expect(run.output).toContain('DONE');
    expect(run.output).toContain('NO HEADER');
    // Only its own shells' environments are readable: not this process's (the Action's, in a run).
    expect(run.output).not.toContain(`READ ${process.pid}\n`);
    expect(run.output).not.toMatch(/INPUT_|ACTIONS_RUNTIME_TOKEN|GITHUB_TOKEN/);
    // As the runner's own user, the same command reads it: what the other user is for.
    const same = await runTests(setup(dir, await openSandbox('none', { platform: 'linux', uid: 0, sudo: async () => false }), ancestors));
    expect(same.output).toContain(`READ ${process.pid}\n`);
    for (const secret of [...SECRETS, 'LEFTOVER']) expect(run.output).not.toContain(secret);
  });

  it('kills every process the user left behind, those in a session of their own too', async () => {
    const { dir } = checkout();
    const child = childMark();
    const sandbox = await openSandbox('user', { platform: 'linux', uid: 0, sudo: async () => false });
    const run = await runTests(setup(dir, sandbox, `setsid sleep 1000 &\n${child.write}\nsleep 1000`, { timeoutMs: 1500, schedule: fireWhen(child.ready) }));
    expect(run.timedOut).toBe(true);
    await expectGone(child.pid());
  });
});

(asRoot ? describe : describe.skip)('two runs of the test user at once on one machine', () => {
  it('runs the second once the first has ended: the kill after one run never ends the other’s tests', async () => {
    const marks = tempDir('sweep-two-runs-');
    temps.push(marks);
    chmodSync(marks.dir, 0o777);
    const sandbox = await openSandbox('user', { platform: 'linux', uid: 0, sudo: async () => false });
    const env = { PATH: '/usr/bin:/bin' };
    const first = sandbox.run('touch started; sleep 0.5; touch first-done; echo FIRST', marks.dir, env, 600_000, 1 << 20);
    await until(() => existsSync(join(marks.dir, 'started')));
    const second = await sandbox.run('if [ -e first-done ]; then echo AFTER-FIRST; else echo DURING-FIRST; fi', marks.dir, env, 600_000, 1 << 20);
    const one = await first;
    expect([one.status, one.stdout.toString().trim()]).toEqual([0, 'FIRST']);
    expect([second.status, second.stdout.toString().trim()]).toEqual([0, 'AFTER-FIRST']);
  });
});

/** Whether `sudo -n` works here (GitHub's hosted runners; as root it does too once sudo is installed). */
function sudoWorks(): boolean {
  try {
    execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

(process.platform === 'linux' && sudoWorks() ? describe : describe.skip)('runTests as another user through sudo (a runner that is not root)', () => {
  it('runs as the unprivileged user through sudo -n -u, and kills what it left at the limit', async () => {
    const { dir } = checkout();
    // A non-root runner with passwordless sudo, as GitHub's hosted runners are.
    const sandbox = await openSandbox('auto', { platform: 'linux', uid: 1001, sudo: async () => true });
    expect(sandbox.kind).toBe('user');
    const child = childMark();
    const run = await runTests(setup(dir, sandbox, `${PROBE}\nsleep 1000 &\n${child.write}\nsleep 1000`, { timeoutMs: 1500, schedule: fireWhen(child.ready) }));
    expect(run.timedOut).toBe(true);
    expect(run.output).toContain(`WHO ${TEST_USER}`);
    expect(run.output).toContain('NO HEADER');
    for (const secret of [...SECRETS, 'LEFTOVER']) expect(run.output).not.toContain(secret);
    await expectGone(child.pid());
  });
});
