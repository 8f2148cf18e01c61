import { afterEach, describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findProgram, isForbiddenEnvName, ProgramNotFound, programEnv, runProgram, runProgramSync, safePath } from '../../src/repo/programs.js';
import { tempDir, type TempRepo } from '../helpers/repo.js';
import { fireWhen, processEnded, until } from '../helpers/timers.js';

const temps: TempRepo[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) t.cleanup();
});

function temp(): string {
  const t = tempDir('sweep-programs-');
  temps.push(t);
  return t.dir;
}

const PARENT = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/home/runner',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  'INPUT_GITHUB-TOKEN': 'ghs_input',
  'INPUT_OPENAI-API-KEY': 'sk-input',
  GITHUB_TOKEN: 'ghs_env',
  GH_TOKEN: 'ghp_env',
  OPENAI_API_KEY: 'sk-env',
  ACTIONS_RUNTIME_TOKEN: 'runtime',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example',
  ACTIONS_CACHE_URL: 'https://cache.example',
  GIT_DIR: '/elsewhere/.git',
  GIT_CONFIG_PARAMETERS: "'core.hookspath'='x'",
  GIT_SSH_COMMAND: './evil',
  GIT_CONFIG_NOSYSTEM: '1',
  NPM_TOKEN: 'npm_secret',
};

describe('programEnv', () => {
  it('passes only the allow-listed names, never a credential, an input or git redirection', () => {
    expect(programEnv({ source: PARENT, windows: false })).toEqual({ PATH: '/usr/local/bin:/usr/bin:/bin', HOME: '/home/runner', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' });
  });

  it('refuses forbidden names even when a caller allows them, and adds what the caller gives', () => {
    const env = programEnv({ source: PARENT, allow: ['INPUT_GITHUB-TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'GIT_DIR', 'GIT_CONFIG_NOSYSTEM', 'NPM_TOKEN', 'GITHUB_TOKEN'], extra: { GIT_TERMINAL_PROMPT: '0' }, windows: false });
    expect(env).toEqual({ PATH: '/usr/local/bin:/usr/bin:/bin', HOME: '/home/runner', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', GIT_CONFIG_NOSYSTEM: '1', NPM_TOKEN: 'npm_secret', GIT_TERMINAL_PROMPT: '0' });
    for (const name of ['INPUT_GITHUB-TOKEN', 'input_x', 'ACTIONS_CACHE_URL', 'ACTIONS_ID_TOKEN_REQUEST_URL', 'GITHUB_TOKEN', 'GIT_DIR', 'GIT_EXEC_PATH', 'GIT_CONFIG_PARAMETERS', 'GIT_CONFIG_COUNT']) expect([name, isForbiddenEnvName(name)]).toEqual([name, true]);
    for (const name of ['PATH', 'GIT_CONFIG_NOSYSTEM', 'GIT_SSL_CAINFO', 'RUNNER_TOOL_CACHE']) expect([name, isForbiddenEnvName(name)]).toEqual([name, false]);
  });

  it('compares names without case on Windows', () => {
    expect(programEnv({ source: { Path: 'C:\\Windows;C:\\Git\\cmd', SystemRoot: 'C:\\Windows', 'Input_Github-Token': 'x' }, windows: true })).toEqual({ Path: 'C:\\Windows;C:\\Git\\cmd', SystemRoot: 'C:\\Windows' });
  });
});

describe('safePath', () => {
  it("drops relative entries and those inside the repository's folders", () => {
    const repo = temp();
    mkdirSync(join(repo, 'node_modules', '.bin'), { recursive: true });
    expect(safePath(['/usr/bin', '', '.', 'bin', join(repo, 'node_modules', '.bin'), repo, `${repo}-other`, '/bin'].join(':'), [repo], false)).toBe(['/usr/bin', `${repo}-other`, '/bin'].join(':'));
  });
});

describe('findProgram', () => {
  it('never finds a program in the working folder or a relative path, only on PATH', () => {
    const dir = temp();
    writeFileSync(join(dir, 'git'), '#!/bin/sh\necho fake\n');
    chmodSync(join(dir, 'git'), 0o755);
    expect(() => findProgram('./git', '/usr/bin:/bin', false)).toThrow(ProgramNotFound);
    expect(() => findProgram('sweep-no-such-program', '/usr/bin:/bin', false)).toThrow("'sweep-no-such-program' was not found on PATH");
    expect(findProgram('git', `${dir}:/usr/bin:/bin`, false)).toBe(join(dir, 'git'));
    // The door leaves the working folder's entries out of PATH first.
    const result = runProgramSync({ command: 'git', args: ['--version'], cwd: dir, sourceEnv: { PATH: `${dir}:${process.env.PATH}` } });
    expect(result.stdout.toString()).toMatch(/^git version /);
  });
});

describe('runProgram', () => {
  const node = process.execPath;
  const dump = 'process.stdout.write(JSON.stringify(Object.keys(process.env).sort()))';

  it('starts the program with the allow-listed environment only', async () => {
    const result = await runProgram({ command: node, args: ['-e', dump], cwd: temp(), sourceEnv: PARENT, env: { EXTRA: '1' } });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout.toString())).toEqual(['EXTRA', 'HOME', 'LANG', 'LC_ALL', 'PATH']);
  });

  it('writes the input and reports the status without throwing', async () => {
    const result = await runProgram({ command: node, args: ['-e', 'process.stdin.pipe(process.stdout); process.stdin.on("end", () => process.exit(3))'], cwd: temp(), input: 'hello' });
    expect([result.status, result.stdout.toString(), result.timedOut]).toEqual([3, 'hello', false]);
  });

  it('keeps only the last bytes of a program that prints too much, or stops it', async () => {
    const print = 'const b = Buffer.alloc(1 << 20, 97); for (let i = 0; i < 8; i++) process.stdout.write(b); process.stdout.write("END")';
    const tail = await runProgram({ command: node, args: ['-e', print], cwd: temp(), maxOutputBytes: 1000, overflow: 'tail' });
    expect([tail.status, tail.stdout.length, tail.stdout.subarray(-3).toString(), tail.droppedBytes, tail.overflowed]).toEqual([0, 1000, 'END', 8 * (1 << 20) + 3 - 1000, false]);
    const fail = await runProgram({ command: node, args: ['-e', print], cwd: temp(), maxOutputBytes: 1000 });
    expect(fail.overflowed).toBe(true);
    expect(fail.status).not.toBe(0);
  });

  it('kills the whole process group at the time limit, children included', async () => {
    const dir = temp();
    const pidFile = join(dir, 'child.pid');
    const script = `const { spawn } = require('node:child_process'); const c = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(c.pid)); setInterval(() => {}, 1000);`;
    // The limit is reached once the child is running, whatever the machine's speed.
    const result = await runProgram({ command: node, args: ['-e', script], cwd: dir, timeoutMs: 1500, schedule: fireWhen(() => existsSync(pidFile)) });
    expect(result.timedOut).toBe(true);
    expect(result.signal).toBe('SIGKILL');
    expect(existsSync(pidFile)).toBe(true);
    const child = Number(readFileSync(pidFile, 'utf8'));
    // The orphaned child is killed with its group: it ends (the test's own time limit bounds the wait).
    await until(() => processEnded(child));
    expect(processEnded(child)).toBe(true);
  });

  it('stops, when asked, the program and every program it started in a group of its own', async () => {
    const dir = temp();
    const pidFile = join(dir, 'grandchild.pid');
    // As the CLI does through this door: the program it starts is the leader of a group of its own.
    const script = `const { spawn } = require('node:child_process'); const c = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore', detached: true }); require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(c.pid)); process.stderr.write('started\\n'); setInterval(() => {}, 1000);`;
    const controller = new AbortController();
    const seen: string[] = [];
    const running = runProgram({ command: node, args: ['-e', script], cwd: dir, signal: controller.signal, killTree: true, onStderr: (chunk) => {
      seen.push(chunk.toString('utf8'));
      // The grandchild's pid is on disk before `started` is printed.
      if (seen.join('').includes('started')) controller.abort();
    } });
    const result = await running;
    expect([result.timedOut, result.signal, seen.join('')]).toEqual([false, 'SIGKILL', 'started\n']);
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    await until(() => processEnded(grandchild));
    expect(processEnded(grandchild)).toBe(true);
  });

  it('rejects a program that cannot be found', async () => {
    await expect(runProgram({ command: 'sweep-no-such-program', args: [], cwd: temp() })).rejects.toThrow(ProgramNotFound);
  });
});
