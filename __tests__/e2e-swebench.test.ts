// `swebench` through the built CLI (dist/cli.js): three SWE-bench-style instances on a real git
// mirror, the scripted local model server, predictions the harnesses read, and a resumed run.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile, spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startOpenAiServer, type Reply } from './helpers/openai-server.js';
import { fixtureRepo, git, tempDir, type TempRepo } from './helpers/repo.js';
import { until } from './helpers/timers.js';

const execFileAsync = promisify(execFile);
const CLI = join(import.meta.dirname, '..', 'dist', 'cli.js');

const reply = (content: string): Reply => ({ kind: 'completion', content, usage: { promptTokens: 100, completionTokens: 10 } });
const plan = (path: string, action = 'modify') => reply(JSON.stringify({ root_cause: 'r', plan: 'p', changes: [{ path, action, instructions: 'do it' }] }));
const block = (path: string, from: string, to: string) => reply(`${path}\n<<<<<<< ORIGINAL\n${from}\n=======\n${to}\n>>>>>>> UPDATED\n`);
const APPROVE = reply('{"approved": true, "problems": []}');
const UNUSABLE = reply('I would rather not.');

let temp: TempRepo;
let source: TempRepo;
let baseA: string;
let baseB: string;

beforeAll(() => {
  temp = tempDir('sweep-swebench-');
  source = fixtureRepo('shop');
  baseA = git(source.dir, 'rev-parse', 'HEAD').trim();
  writeFileSync(join(source.dir, 'shop/services/pricing.py'), readFileSync(join(source.dir, 'shop/services/pricing.py'), 'utf8').replace('TAX_RATE = 0.2', 'TAX_RATE = 0.21'));
  git(source.dir, 'commit', '-q', '-am', 'tax 21%');
  baseB = git(source.dir, 'rev-parse', 'HEAD').trim();
  // The mirror, as `git clone --bare` (or a snapshot tool) leaves it: mirrors/owner+name.
  git(temp.dir, 'clone', '-q', '--bare', source.dir, join(temp.dir, 'mirrors', 'acme+shop'));
  const instances = [
    { instance_id: 'acme__shop-1', repo: 'acme/shop', base_commit: baseA, problem_statement: 'Tax should be 25%\nThe TAX_RATE constant is 0.2; it must be 0.25.' },
    { instance_id: 'acme__shop-2', repo: 'acme/shop', base_commit: baseB, problem_statement: 'apply_discount accepts percent over 100\nTotals go negative.' },
    { instance_id: 'acme__shop-3', repo: 'acme/shop', base_commit: baseA, problem_statement: 'Add a loyalty module\nshop/services/loyalty.py with POINTS_PER_EURO = 1.' },
    { instance_id: 'acme__missing-4', repo: 'acme/missing', base_commit: baseA, problem_statement: 'Nothing to see' },
  ];
  writeFileSync(join(temp.dir, 'dataset.jsonl'), `${instances.map((i) => JSON.stringify(i)).join('\n')}\n`);
});
afterAll(() => {
  temp.cleanup();
  source.cleanup();
});

function command(baseUrl: string, args: string[], output: string): { env: NodeJS.ProcessEnv; all: string[] } {
  const env = { PATH: process.env.PATH ?? '', HOME: temp.dir, OPENAI_BASE_URL: baseUrl, SWEEP_MODEL: 'local-model', GIT_CONFIG_NOSYSTEM: '1' };
  const all = [CLI, 'swebench', '--dataset', join(temp.dir, 'dataset.jsonl'), '--repos', join(temp.dir, 'mirrors', '{owner}+{name}'), '--output', join(temp.dir, output), '--work-dir', join(temp.dir, 'work'), ...args];
  return { env, all };
}

async function swebench(baseUrl: string, args: string[], output = 'predictions.jsonl'): Promise<{ status: number; stdout: string; stderr: string }> {
  const { env, all } = command(baseUrl, args, output);
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, all, { env, cwd: temp.dir });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { status: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** The predictions as SWE-bench's harness reads them: `[json.loads(line) for line in f]`. */
function predictions(output = 'predictions.jsonl'): any[] {
  const text = readFileSync(join(temp.dir, output), 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text.slice(0, -1).split('\n').map((line) => JSON.parse(line));
}

/** The patch applied with `git apply` to a fresh checkout of `commit`: the file's text after. */
function applied(patch: string, commit: string, path: string): string {
  const dir = join(temp.dir, `apply-${Math.random().toString(36).slice(2)}`);
  git(temp.dir, 'clone', '-q', join(temp.dir, 'mirrors', 'acme+shop'), dir);
  git(dir, 'checkout', '-q', commit);
  writeFileSync(join(dir, 'model.patch'), patch);
  git(dir, 'apply', '--verbose', 'model.patch');
  return readFileSync(join(dir, path), 'utf8');
}

describe('swebench', () => {
  it('writes a prediction per instance, resumes after a stop, and never writes half a line', async () => {
    // First run: only the first instance; then a line being written when the process stopped.
    const first = await startOpenAiServer([plan('shop/services/pricing.py'), block('shop/services/pricing.py', 'TAX_RATE = 0.2', 'TAX_RATE = 0.25'), APPROVE]);
    try {
      const result = await swebench(first.baseUrl, ['--instances', 'acme__shop-1', '--json']);
      expect(result.status).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({
        output: join(temp.dir, 'predictions.jsonl'),
        instances: 1,
        alreadyDone: 0,
        written: 1,
        failed: 0,
        errors: [],
        usage: { promptTokens: 300, completionTokens: 30, calls: 3 },
      });
    } finally {
      await first.close();
    }
    appendFileSync(join(temp.dir, 'predictions.jsonl'), '{"instance_id": "acme__shop-2", "model_pa');

    // Second run: the first instance is skipped, the cut line is dropped, the model fails the
    // second, makes the third, and the fourth has no copy to check out.
    const second = await startOpenAiServer([UNUSABLE, UNUSABLE, UNUSABLE, plan('shop/services/loyalty.py', 'create'), block('shop/services/loyalty.py', '', 'POINTS_PER_EURO = 1'), APPROVE]);
    let result;
    try {
      result = await swebench(second.baseUrl, []);
      expect(second.requests).toHaveLength(6);
    } finally {
      await second.close();
    }
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`swebench: cut an unfinished last line from ${join(temp.dir, 'predictions.jsonl')}`);
    expect(result.stderr).toContain(`[acme__missing-4] skipped: no copy of acme/missing: looked at ${join(temp.dir, 'mirrors', 'acme+missing')}`);
    expect(result.stdout).toBe(
      `2 predictions written to ${join(temp.dir, 'predictions.jsonl')} (1 without a patch), 1 already there, 1 not checked out.\ntokens: 600 prompt + 60 completion in 6 calls\n`,
    );

    const [one, two, three, ...more] = predictions();
    expect(more).toEqual([]);
    expect(Object.keys(one)).toEqual(['instance_id', 'model_name_or_path', 'model_patch', 'sweep']);
    expect(one).toMatchObject({ instance_id: 'acme__shop-1', model_name_or_path: 'sweep-local-model', sweep: { prompt_tokens: 300, completion_tokens: 30, calls: 3, error: null } });
    expect(typeof one.sweep.seconds).toBe('number');
    expect(one.model_patch).toMatch(/^diff --git a\/shop\/services\/pricing\.py b\/shop\/services\/pricing\.py\nindex [0-9a-f]+\.\.[0-9a-f]+ 100644\n--- a\/shop\/services\/pricing\.py\n\+\+\+ b\/shop\/services\/pricing\.py\n@@ /);
    expect(one.model_patch).toContain('\n-TAX_RATE = 0.2\n+TAX_RATE = 0.25\n');
    expect(one.model_patch.endsWith('\n')).toBe(true);
    expect(applied(one.model_patch, baseA, 'shop/services/pricing.py')).toContain('TAX_RATE = 0.25\n');

    expect(two).toMatchObject({
      instance_id: 'acme__shop-2',
      model_patch: '',
      sweep: { prompt_tokens: 300, completion_tokens: 30, calls: 3, error: expect.stringMatching(/^The model did not give a usable plan after 3 tries/) },
    });

    expect(three).toMatchObject({ instance_id: 'acme__shop-3', sweep: { calls: 3, error: null } });
    const lines = three.model_patch.split('\n');
    expect(lines[2]).toMatch(/^index 0+\.\.[0-9a-f]+$/);
    expect([...lines.slice(0, 2), ...lines.slice(3)]).toEqual(['diff --git a/shop/services/loyalty.py b/shop/services/loyalty.py', 'new file mode 100644', '--- /dev/null', '+++ b/shop/services/loyalty.py', '@@ -0,0 +1 @@', '+POINTS_PER_EURO = 1', '']);
    expect(applied(three.model_patch, baseA, 'shop/services/loyalty.py')).toBe('POINTS_PER_EURO = 1\n');
  });

  it('stops an instance at --instance-timeout, with what it started, and goes on with the next', async () => {
    // The first instance's first model call is never answered; the limit stops the instance.
    const server = await startOpenAiServer([{ kind: 'hang' }, plan('shop/services/loyalty.py', 'create'), block('shop/services/loyalty.py', '', 'POINTS_PER_EURO = 1'), APPROVE]);
    let result;
    try {
      result = await swebench(server.baseUrl, ['--instances', 'acme__shop-1,acme__shop-3', '--instance-timeout', '0.25', '--json'], 'stopped.jsonl');
      // The stopped instance's model call was closed before the next instance made its first one.
      expect(server.requests.map((r) => r.abandonedAfter)).toEqual([1, undefined, undefined, undefined]);
    } finally {
      await server.close();
    }
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      output: join(temp.dir, 'stopped.jsonl'),
      instances: 2,
      alreadyDone: 0,
      written: 2,
      failed: 1,
      errors: [],
      usage: { promptTokens: 300, completionTokens: 30, calls: 3 },
    });
    const error = 'stopped: the instance ran past --instance-timeout (0.25 minutes); the tokens it spent are not counted';
    expect(result.stderr).toContain(`[acme__shop-1] failed: ${error}\n`);
    const [one, three, ...more] = predictions('stopped.jsonl');
    expect(more).toEqual([]);
    expect(Object.keys(one)).toEqual(['instance_id', 'model_name_or_path', 'model_patch', 'sweep']);
    expect(one).toMatchObject({ instance_id: 'acme__shop-1', model_name_or_path: 'sweep-local-model', model_patch: '', sweep: { prompt_tokens: 0, completion_tokens: 0, calls: 0, error } });
    expect(three).toMatchObject({ instance_id: 'acme__shop-3', sweep: { prompt_tokens: 300, completion_tokens: 30, calls: 3, error: null } });
    expect(applied(three.model_patch, baseA, 'shop/services/loyalty.py')).toBe('POINTS_PER_EURO = 1\n');
  });

  it('stops the running instance, with what it started, when the batch is interrupted', async () => {
    const server = await startOpenAiServer([{ kind: 'hang' }]);
    try {
      const { env, all } = command(server.baseUrl, ['--instances', 'acme__shop-1'], 'interrupted.jsonl');
      const batch = spawn(process.execPath, all, { env, cwd: temp.dir, stdio: 'ignore' });
      const ended = new Promise((resolve) => batch.on('close', (code, signal) => resolve({ code, signal })));
      // The instance's process waits for the model.
      await until(() => server.requests.length === 1);
      batch.kill('SIGINT');
      expect(await ended).toEqual({ code: null, signal: 'SIGINT' });
      await until(() => server.requests[0]!.abandonedAfter !== undefined);
      expect(existsSync(join(temp.dir, 'interrupted.jsonl'))).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('refuses bad input with one line naming it', async () => {
    const bad = join(temp.dir, 'bad.jsonl');
    writeFileSync(bad, `${JSON.stringify({ instance_id: 'x__y-1', repo: 'x/y', base_commit: 'not-a-sha', problem_statement: 'p' })}\n`);
    const env = { PATH: process.env.PATH ?? '', HOME: temp.dir, OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' };
    const run = (args: string[]) => execFileAsync(process.execPath, [CLI, 'swebench', ...args], { env, cwd: temp.dir }).catch((e: { code: number; stderr: string }) => e);
    const badCommit = (await run(['--dataset', bad, '--repos', temp.dir])) as { code: number; stderr: string };
    expect([badCommit.code, badCommit.stderr]).toEqual([2, "error: swebench: dataset line 1: 'base_commit' must be a commit hash (7 to 40 hex digits), got 'not-a-sha'\n"]);
    const badOutput = (await run(['--dataset', join(temp.dir, 'dataset.jsonl'), '--repos', temp.dir, '--output', 'preds.txt'])) as { code: number; stderr: string };
    expect(badOutput.code).toBe(2);
    expect(badOutput.stderr).toMatch(/^error: swebench: --output .*preds\.txt must end in \.jsonl/);
    const badUrl = (await run(['--dataset', join(temp.dir, 'dataset.jsonl'), '--repos', 'https://github.com/mirror'])) as { code: number; stderr: string };
    expect([badUrl.code, badUrl.stderr]).toEqual([2, 'error: swebench: --repos https://github.com/mirror is a URL without {owner} and {name} (or {repo}) to fill in\n']);
    const badTimeout = (await run(['--dataset', join(temp.dir, 'dataset.jsonl'), '--repos', temp.dir, '--instance-timeout', '2m'])) as { code: number; stderr: string };
    expect([badTimeout.code, badTimeout.stderr]).toEqual([2, "error: swebench: --instance-timeout must be a number of minutes from 0 (no limit) to 10080, got '2m'\n"]);
  });
});
