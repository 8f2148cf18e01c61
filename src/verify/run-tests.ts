/**
 * Runs the repository's test command on a copy of the checkout (its tracked files and the folders
 * `.gitignore` ignores, such as installed dependencies; not `.git/`, nor files an earlier step left
 * there untracked), with Sweep's staged changes written into the copy when there are any, in the
 * sandbox (sandbox.ts), with an allow-listed environment and the checkout's persisted git
 * credentials taken out of git's configuration meanwhile. Output is kept bounded (its end), and
 * redacted before anything reads it.
 */
import { copyFile, cp, lstat, mkdir, mkdtemp, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Git } from '../repo/git.js';
import { isForbiddenEnvName, isInside, type Schedule } from '../repo/programs.js';
import type { Sandbox } from './sandbox.js';
import { readCounts, readFailing, type TestRun } from './test-report.js';

/** Bytes of the command's output kept (its end). */
export const TEST_OUTPUT_BYTES = 1 << 20;
/** Files copied at once. */
const COPY_CONCURRENCY = 16;

/** Toolchain variables the runner's setup actions set, passed to the tests as they are. */
export const TOOLCHAIN_ENV: readonly string[] = [
  'CI',
  'RUNNER_OS',
  'RUNNER_ARCH',
  'RUNNER_TOOL_CACHE',
  'AGENT_TOOLSDIRECTORY',
  'JAVA_HOME',
  'GOROOT',
  'GOPATH',
  'GOFLAGS',
  'pythonLocation',
  'Python_ROOT_DIR',
  'Python2_ROOT_DIR',
  'Python3_ROOT_DIR',
  'PKG_CONFIG_PATH',
  'LD_LIBRARY_PATH',
  'VIRTUAL_ENV',
  'CONDA',
  'CONDA_PREFIX',
  'DOTNET_ROOT',
  'RUSTUP_HOME',
  'CARGO_HOME',
  'GEM_HOME',
  'GEM_PATH',
  'BUNDLE_PATH',
  'MAVEN_HOME',
  'M2_HOME',
  'GRADLE_HOME',
  'ANDROID_HOME',
  'ANDROID_SDK_ROOT',
  'PNPM_HOME',
  'DENO_INSTALL',
];
/** Prefixes of toolchain variables (`JAVA_HOME_17_X64`, `GOROOT_1_22_X64`). */
const TOOLCHAIN_PREFIXES = ['JAVA_HOME_', 'GOROOT_'];
const BASE_ENV = ['LANG', 'LANGUAGE', 'TZ', 'USER', 'LOGNAME'];

export interface TestSetup {
  /** The shell command, as `test_command` gives it. */
  command: string;
  timeoutMs: number;
  /** Starts the time limit's timer (a test fires it itself); the real clock's by default. */
  schedule?: Schedule;
  /** Names of the runner's variables the tests also get (`test_env`). */
  envNames: readonly string[];
  sandbox: Sandbox;
  /** The checkout. */
  workspace: string;
  git: Git;
  /** Removes the run's secrets from text. */
  redact: (text: string) => string;
  /** True when a value holds one of the run's secrets: such a variable is never passed. */
  holdsSecret: (value: string) => boolean;
  /** The runner's environment (default `process.env`). */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  now?: () => number;
}

/** A file Sweep changed: its new content, or undefined when it deletes it. */
export interface StagedFile {
  path: string;
  content: string | Uint8Array | undefined;
}

/**
 * The test command's environment: the base and toolchain variables and `test_env`, never a name the
 * door forbids nor a value holding a secret; PATH with the checkout's folders pointing into the copy;
 * HOME and TMPDIR given. The variables left out are named (never their values).
 */
export function testEnv(source: NodeJS.ProcessEnv, inputs: { envNames: readonly string[]; workspace: string; copy: string; home: string; tmp: string; holdsSecret: (value: string) => boolean }): { env: Record<string, string>; refused: string[] } {
  const wanted = new Set([...BASE_ENV, ...TOOLCHAIN_ENV, ...inputs.envNames]);
  const env: Record<string, string> = {};
  const refused: string[] = [];
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    const listed = wanted.has(name) || /^LC_[A-Z]+$/.test(name) || TOOLCHAIN_PREFIXES.some((p) => name.startsWith(p));
    if (!listed) continue;
    if (isForbiddenEnvName(name) || inputs.holdsSecret(value)) {
      refused.push(name);
      continue;
    }
    env[name] = value;
  }
  const path = (source.PATH ?? '')
    .split(':')
    .filter(Boolean)
    .map((entry) => (isAbsolute(entry) && isInside(resolve(entry), resolve(inputs.workspace)) ? join(inputs.copy, relative(resolve(inputs.workspace), resolve(entry))) : entry))
    .join(':');
  return { env: { ...env, PATH: path || '/usr/local/bin:/usr/bin:/bin', HOME: inputs.home, TMPDIR: inputs.tmp, CI: env.CI ?? 'true' }, refused };
}

async function copyEntry(from: string, to: string): Promise<void> {
  const stat = await lstat(from).catch(() => undefined);
  if (!stat) return;
  await mkdir(dirname(to), { recursive: true });
  if (stat.isSymbolicLink()) await symlink(await readlink(from), to).catch(() => undefined);
  else if (stat.isDirectory()) await cp(from, to, { recursive: true, verbatimSymlinks: true, force: true });
  else if (stat.isFile()) await copyFile(from, to);
}

/** Copies the checkout's tracked files and ignored folders (what the tests need; not `.git/`, not untracked leftovers). */
async function copyCheckout(git: Git, workspace: string, copy: string): Promise<void> {
  const tracked = (await git.run(['ls-files', '-z', '--cached'])).split('\0').filter(Boolean);
  const ignored = (await git.run(['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory'])).split('\0').filter(Boolean);
  const entries = [...new Set([...tracked, ...ignored.map((p) => p.replace(/\/$/, ''))])].filter((p) => p !== '.git' && !p.startsWith('.git/'));
  for (let i = 0; i < entries.length; i += COPY_CONCURRENCY) {
    await Promise.all(entries.slice(i, i + COPY_CONCURRENCY).map((p) => copyEntry(join(workspace, p), join(copy, p))));
  }
}

async function writeStaged(copy: string, staged: readonly StagedFile[]): Promise<void> {
  for (const file of staged) {
    const target = join(copy, file.path);
    if (!isInside(resolve(target), resolve(copy))) continue;
    if (file.content === undefined) await rm(target, { force: true });
    else {
      await mkdir(dirname(target), { recursive: true });
      await rm(target, { force: true });
      await writeFile(target, file.content);
    }
  }
}

/** Runs the test command once: on the checkout as it is, or with `staged` written into the copy. */
export async function runTests(setup: TestSetup, staged: readonly StagedFile[] = []): Promise<TestRun> {
  const now = setup.now ?? Date.now;
  const dir = await mkdtemp(join(tmpdir(), 'sweep-tests-'));
  const copy = join(dir, 'repo');
  const home = join(dir, 'home');
  const tmp = join(dir, 'tmp');
  try {
    await Promise.all([mkdir(copy), mkdir(home), mkdir(tmp)]);
    return await setup.git.withoutPersistedCredentials(async () => {
      await copyCheckout(setup.git, setup.workspace, copy);
      await writeStaged(copy, staged);
      await setup.sandbox.own(dir);
      const { env, refused } = testEnv(setup.env ?? process.env, { envNames: setup.envNames, workspace: setup.workspace, copy, home: setup.sandbox.kind === 'user' ? home : (setup.env ?? process.env).HOME ?? home, tmp, holdsSecret: setup.holdsSecret });
      if (refused.length) setup.log?.(`test_env: not passed to the tests (a forbidden name or a secret's value): ${refused.join(', ')}`);
      const started = now();
      // One stream, in the order the command wrote it.
      const result = await setup.sandbox.run(`exec 2>&1\n${setup.command}`, copy, env, setup.timeoutMs, TEST_OUTPUT_BYTES, setup.schedule);
      const output = setup.redact(result.stdout.toString('utf8'));
      return {
        status: result.timedOut ? null : result.status,
        timedOut: result.timedOut,
        durationMs: now() - started,
        counts: readCounts(output),
        failing: readFailing(output),
        output,
        droppedBytes: result.droppedBytes,
      };
    });
  } finally {
    await setup.sandbox.remove(dir);
  }
}
