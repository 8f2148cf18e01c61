// Runs the committed bundles the way users and the runner do: from a copy of dist/ with no node_modules.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startOpenAiServer } from './helpers/openai-server.js';
import { fixtureRepo, git, type TempRepo } from './helpers/repo.js';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
let dir: string;
let shop: TempRepo;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sweep-dist-'));
  cpSync(join(root, 'dist'), join(dir, 'dist'), { recursive: true });
  shop = fixtureRepo('shop');
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  shop.cleanup();
});

/** A user's environment: a PATH, and a cache folder of the test's own (compiled code is kept there). */
function userEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? '', SWEEP_CACHE_DIR: join(dir, 'user-cache') };
}

function node(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8', env: { ...userEnv(), ...env } });
}

describe('dist/cli.js', () => {
  it('prints help with no node_modules', () => {
    const result = node([join(dir, 'dist', 'cli.js'), '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: node dist/cli.js <command> [options]');
  });

  it('prints the usage on stderr and exits 2 with no command', () => {
    const result = node([join(dir, 'dist', 'cli.js')]);
    expect([result.status, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toContain('Usage: node dist/cli.js <command> [options]');
  });

  it('exits 2 on a bad flag with one line', () => {
    const result = node([join(dir, 'dist', 'cli.js'), 'symbols', '--repo', '.', '--nope']);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^error: symbols: Unknown option '--nope'; usage: node dist\/cli.js symbols/);
  });
});

describe('dist/cli.js search and symbols', () => {
  it('prints the JSON contract', () => {
    const cache = join(dir, 'cache');
    const args = [join(dir, 'dist', 'cli.js'), 'search', '--repo', shop.dir, '--query', 'apply_discount gives negative totals', '--json', '--cache-dir', cache, '--top', '3'];
    const result = node(args);
    expect(result.status).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(Object.keys(json)).toEqual(['intent', 'files', 'entities', 'snippets', 'timings']);
    expect(json.files).toHaveLength(3);
    expect(json.files[0]).toEqual({ path: 'shop/services/pricing.py', score: expect.any(Number) });
    expect(json.entities[0]).toEqual({ path: 'shop/services/pricing.py', name: 'apply_discount', kind: 'function', startLine: 6, endLine: 8, score: expect.any(Number) });
    expect(json.snippets[0]).toEqual({ path: expect.any(String), startLine: expect.any(Number), endLine: expect.any(Number), score: expect.any(Number) });
    expect(json.timings).toMatchObject({ indexMs: expect.any(Number), queryMs: expect.any(Number), totalMs: expect.any(Number) });
    expect(json.intent).toMatchObject({ kind: expect.any(String), confidence: expect.any(Number), signals: expect.any(Array) });
    // The second run reads the persisted index.
    const again = JSON.parse(node(args).stdout);
    expect(again.files).toEqual(json.files);
  });

  it('lists symbols of one file', () => {
    const result = node([join(dir, 'dist', 'cli.js'), 'symbols', '--repo', shop.dir, '--path', 'shop/db/client.py', '--json']);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).definitions.map((d: { name: string }) => d.name)).toEqual([
      'ConnectionLost',
      'DatabaseClient',
      'DatabaseClient.__init__',
      'DatabaseClient.connect',
      'DatabaseClient.query',
      'DatabaseClient.close',
    ]);
  });

  it('refuses a path outside the repository', () => {
    const result = node([join(dir, 'dist', 'cli.js'), 'symbols', '--repo', shop.dir, '--path', '../../etc/passwd']);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('error: symbols: --path ../../etc/passwd is outside --repo\n');
  });

  it('stops quietly when the reader closes the pipe early', async () => {
    const child = spawn(process.execPath, [join(dir, 'dist', 'cli.js'), 'search', '--repo', shop.dir, '--query', 'discount', '--cache-dir', join(dir, 'cache')], {
      cwd: dir,
      env: userEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect([code, stderr]).toEqual([0, '']);
  });

  it('fails clearly on a missing repository', () => {
    const result = node([join(dir, 'dist', 'cli.js'), 'search', '--repo', join(dir, 'nope'), '--query', 'x']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^error: search: --repo .*nope does not exist; expected a folder\n$/);
  });
});

describe('dist/cli.js compiled-code cache', () => {
  const search = (cacheDir: string, env: Record<string, string> = {}) =>
    node([join(dir, 'dist', 'cli.js'), 'search', '--repo', shop.dir, '--query', 'discount', '--json', '--top', '2', '--cache-dir', join(dir, 'cache')], { SWEEP_CACHE_DIR: cacheDir, ...env });
  const files = (result: ReturnType<typeof search>) => JSON.parse(result.stdout).files;

  it('keeps the compiled code after the first run and runs from it after', () => {
    const home = join(dir, 'code-cache-home');
    const first = search(home);
    expect(first.status).toBe(0);
    const code = join(home, 'sweep-action', 'code');
    const [name, ...others] = readdirSync(code);
    expect([name, others]).toEqual([expect.stringMatching(new RegExp(`^${process.version.replace(/\./g, '\\.')}-${process.arch}-[0-9a-f]{24}-search\\.bin$`)), []]);
    const file = join(code, name!);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const kept = readFileSync(file);
    const second = search(home);
    expect([second.status, files(second)]).toEqual([0, files(first)]);
    // V8 took the cache: it is not written again.
    expect(readFileSync(file).equals(kept)).toBe(true);
  });

  it('writes the cache anew over a damaged one, and ignores one others may write', () => {
    const home = join(dir, 'code-cache-damaged');
    const first = search(home);
    const code = join(home, 'sweep-action', 'code');
    const file = join(code, readdirSync(code)[0]!);
    writeFileSync(file, 'not compiled code');
    const damaged = search(home);
    expect([damaged.status, files(damaged), damaged.stderr]).toEqual([0, files(first), '']);
    expect(readFileSync(file).length).toBeGreaterThan(1000);
    // One byte changed inside the compiled code (V8 itself would crash on some, or run wrong code).
    for (const share of [0.25, 0.7, 0.95]) {
      const bytes = readFileSync(file);
      bytes[Math.floor(bytes.length * share)]! ^= 0xff;
      writeFileSync(file, bytes);
      const flipped = search(home);
      expect([flipped.status, files(flipped), flipped.stderr]).toEqual([0, files(first), '']);
      expect(readFileSync(file).equals(bytes)).toBe(false);
    }
    chmodSync(file, 0o666);
    const shared = search(home);
    expect([shared.status, files(shared)]).toEqual([0, files(first)]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps nothing of a run asking for help or failing', () => {
    const home = join(dir, 'code-cache-help');
    expect(node([join(dir, 'dist', 'cli.js'), 'search', '--help'], { SWEEP_CACHE_DIR: home }).status).toBe(0);
    expect(node([join(dir, 'dist', 'cli.js'), 'search', '--nope'], { SWEEP_CACHE_DIR: home }).status).toBe(2);
    expect(existsSync(join(home, 'sweep-action', 'code'))).toBe(false);
  });

  it('keeps nothing with SWEEP_CODE_CACHE=0', () => {
    const home = join(dir, 'code-cache-off');
    const result = search(home, { SWEEP_CODE_CACHE: '0' });
    expect(result.status).toBe(0);
    expect(existsSync(join(home, 'sweep-action', 'code'))).toBe(false);
  });
});

describe('dist/cli.js apply and context', () => {
  it('applies edit blocks, reports failures and exits 1 when one failed', () => {
    const edits = join(dir, 'edits.txt');
    writeFileSync(
      edits,
      [
        'shop/services/pricing.py',
        '<<<<<<< ORIGINAL',
        '    return amount - amount * percent / 100',
        '=======',
        '    return amount - amount * min(percent, 100) / 100',
        '>>>>>>> UPDATED',
        '',
        'shop/nothing.py',
        '<<<<<<< ORIGINAL',
        'x = 1',
        '=======',
        'x = 2',
        '>>>>>>> UPDATED',
      ].join('\n'),
    );
    const result = node([join(dir, 'dist', 'cli.js'), 'apply', '--repo', shop.dir, '--edits', edits, '--json']);
    expect(result.status).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report.applied).toEqual([{ path: 'shop/services/pricing.py', blocks: [1] }]);
    expect(report.failed).toEqual([{ path: 'shop/nothing.py', block: 2, reason: expect.stringContaining('does not exist'), closest: null }]);
    expect(readFileSync(join(shop.dir, 'shop/services/pricing.py'), 'utf8')).toContain('min(percent, 100)');
  });

  it('prints the context JSON contract within the budget', () => {
    const result = node([join(dir, 'dist', 'cli.js'), 'context', '--repo', shop.dir, '--query', 'DatabaseClient.query retries', '--budget', '1200', '--json', '--no-cache', '--no-links']);
    expect(result.status).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(Object.keys(json)).toEqual(['intent', 'budget', 'tokens', 'sections', 'text']);
    expect(json.budget).toBe(1200);
    expect(json.tokens).toBeLessThanOrEqual(1200);
    expect(json.sections[0]).toEqual({ name: expect.any(String), tokens: expect.any(Number), items: expect.any(Array) });
    expect(json.text).toContain('<context intent=');
  });

  it('runs the index benchmark and reports every figure', () => {
    const result = node([join(dir, 'dist', 'cli.js'), 'bench', '--suite', 'index', '--repo', shop.dir, '--query', 'DatabaseClient query retries', '--json']);
    expect(result.status).toBe(0);
    const { index } = JSON.parse(result.stdout);
    expect(index.files).toBe(14);
    for (const key of ['coldIndexMs', 'peakRssMb', 'warmCliMs', 'warmLoadMs', 'warmQueryMs', 'contextMs', 'firstContextMs', 'cliContextMs', 'assembleMs', 'cardMs', 'encoderMs']) {
      expect([key, typeof index[key]]).toEqual([key, 'number']);
      expect([key, index[key] >= 0]).toEqual([key, true]);
    }
    expect(index.cards).toBeGreaterThan(0);
    expect(index.warmCliMs).toBeGreaterThan(0);
  });

  it('runs the run benchmark: run --dry-run against a local model, its latency subtracted', () => {
    const before = git(shop.dir, 'diff');
    const result = node([join(dir, 'dist', 'cli.js'), 'bench', '--suite', 'run', '--repo', shop.dir, '--json']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const { run } = JSON.parse(result.stdout);
    expect(run).toEqual({ target: expect.any(String), latencyMs: 1000, calls: 3, coldMs: expect.any(Number), warmMs: expect.any(Number) });
    expect(run.coldMs).toBeGreaterThan(0);
    expect(run.warmMs).toBeGreaterThan(0);
    // --dry-run leaves the repository as it was.
    expect(git(shop.dir, 'diff')).toBe(before);
  });
});

describe('dist/cli.js run', () => {
  const execFileAsync = promisify(execFile);
  async function run(args: string[], env: Record<string, string>) {
    try {
      const { stdout, stderr } = await execFileAsync(process.execPath, [join(dir, 'dist', 'cli.js'), 'run', ...args], { cwd: dir, env: { ...userEnv(), ...env } });
      return { status: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { status: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }
  const plan = JSON.stringify({ root_cause: 'no clamp', plan: 'Clamp the percent.', changes: [{ path: 'shop/services/pricing.py', action: 'modify', instructions: 'clamp' }] });
  const edit = 'shop/services/pricing.py\n<<<<<<< ORIGINAL\nTAX_RATE = 0.2\n=======\nTAX_RATE = 0.25\n>>>>>>> UPDATED\n';
  const script = () => [plan, edit, '{"approved": true, "problems": []}'].map((content) => ({ kind: 'completion' as const, content, usage: { promptTokens: 10, completionTokens: 5 } }));

  it('exits 2 naming the missing setting before any work', async () => {
    const result = await run(['--repo', shop.dir, '--issue', 'x'], {});
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('error: run: no model endpoint: set OPENAI_API_KEY (OpenAI) or OPENAI_BASE_URL (any OpenAI-compatible server, e.g. http://localhost:11434/v1)\n');
  });

  it('prints the plan and the diff with --dry-run and changes nothing', async () => {
    const server = await startOpenAiServer(script());
    try {
      const repo = fixtureRepo('shop');
      // An untracked file whose name is Latin-1 (`café.py`): left out, and said so.
      writeFileSync(Buffer.concat([Buffer.from(`${repo.dir}/caf`), Buffer.from([0xe9]), Buffer.from('.py')]), 'y = 2\n');
      const result = await run(['--repo', repo.dir, '--issue', 'Tax should be 25%', '--dry-run', '--no-cache'], { OPENAI_BASE_URL: server.baseUrl });
      expect(result.status).toBe(0);
      expect(result.stderr).toContain('1 file was left out of the index: caf\uFFFD.py (unreadable: its name is not valid UTF-8). The next run reads them again.\n');
      expect(result.stdout).toContain('Root cause: no clamp');
      expect(result.stdout).toContain('-TAX_RATE = 0.2\n+TAX_RATE = 0.25');
      expect(result.stderr).toContain('tokens: 30 prompt + 15 completion in 3 calls');
      expect(readFileSync(join(repo.dir, 'shop/services/pricing.py'), 'utf8')).toContain('TAX_RATE = 0.2\n');
      repo.cleanup();
    } finally {
      await server.close();
    }
  });

  it('says when it retries the model, and stops at once when the server asks to wait a day', async () => {
    const server = await startOpenAiServer([{ kind: 'error', status: 503, retryAfter: '0', message: 'busy' }, ...script()]);
    const quota = await startOpenAiServer([{ kind: 'error', status: 429, retryAfter: '86400', message: 'daily quota used up' }]);
    try {
      const repo = fixtureRepo('shop');
      const retried = await run(['--repo', repo.dir, '--issue', 'Tax should be 25%', '--dry-run', '--no-cache'], { OPENAI_BASE_URL: server.baseUrl });
      expect(retried.status).toBe(0);
      expect(retried.stderr).toMatch(/^retrying the model call in 0 s \(attempt 2\): .*busy/m);
      const refused = await run(['--repo', repo.dir, '--issue', 'Tax should be 25%', '--dry-run', '--no-cache'], { OPENAI_BASE_URL: quota.baseUrl });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('the server asked to wait 86400 s before trying again, more than the 300 s Sweep waits (a used-up quota?); try again later');
      expect(quota.requests).toHaveLength(1);
      repo.cleanup();
    } finally {
      await server.close();
      await quota.close();
    }
  });

  it('gives up on a model server that never answers after --request-timeout, naming it, and says each retry in one line', async () => {
    const server = await startOpenAiServer([{ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' }]);
    try {
      const repo = fixtureRepo('shop');
      const result = await run(['--repo', repo.dir, '--issue', 'Tax should be 25%', '--dry-run', '--no-cache', '--request-timeout', '1'], { OPENAI_BASE_URL: server.baseUrl, SWEEP_REQUEST_TIMEOUT: '600' });
      expect(result.status).toBe(1);
      const label = `chat completion (model gpt-5-mini at ${server.baseUrl})`;
      const silent = (attempt: number) => `${label}: the model server sent nothing for 1 s (--request-timeout or SWEEP_REQUEST_TIMEOUT; attempt ${attempt})`;
      expect(result.stderr).toContain(`error: run: ${label} failed after 4 attempts (the limit): ${silent(4)}\n`);
      expect(result.stderr.match(/^retrying the model call in \d+ s \(attempt \d\): .*$/gm)!.map((line) => line.replace(/ in \d+ s /, ' '))).toEqual(
        [1, 2, 3].map((attempt) => `retrying the model call (attempt ${attempt + 1}): ${silent(attempt)}`),
      );
      expect(server.requests).toHaveLength(4);
      repo.cleanup();
    } finally {
      await server.close();
    }
  });

  it('exits 2 on a SWEEP_REQUEST_TIMEOUT out of range, before any work', async () => {
    const result = await run(['--repo', shop.dir, '--issue', 'x'], { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', SWEEP_REQUEST_TIMEOUT: '2h' });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe("error: run: SWEEP_REQUEST_TIMEOUT must be a whole number of seconds from 1 to 3600, got '2h'\n");
  });

  it('refuses an endpoint URL holding a password before any work, without printing it', async () => {
    const result = await run(['--repo', shop.dir, '--issue', 'x'], { OPENAI_BASE_URL: 'http://user:s3cret-pw@127.0.0.1:9/v1' });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      "error: run: OPENAI_BASE_URL holds a user name or password (user:password@host), which Node's fetch refuses to send: give the password as the API key, or the header through OPENAI_CUSTOM_HEADERS\n",
    );
  });

  it('prints no key a server echoes back in its error, on stderr or in --json', async () => {
    const key = 'sk-test-Key-4bcdef90';
    const server = await startOpenAiServer([{ kind: 'error', status: 401, message: `Incorrect API key provided: ${key}` }]);
    try {
      const repo = fixtureRepo('shop');
      const result = await run(['--repo', repo.dir, '--issue', 'Tax should be 25%', '--dry-run', '--no-cache', '--json'], { OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: key });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('401 Incorrect API key provided: ***');
      expect(JSON.parse(result.stdout).error).toContain('401 Incorrect API key provided: ***');
      expect(result.stderr + result.stdout).not.toContain(key);
      repo.cleanup();
    } finally {
      await server.close();
    }
  });

  it('runs --test-command before and after the change and reports both in --json', async () => {
    const server = await startOpenAiServer(script());
    try {
      const repo = fixtureRepo('shop');
      const tests = `python3 -c "import pathlib; t = pathlib.Path('shop/services/pricing.py').read_text(); print('===== 0 failed, 1 passed in 0.01s =====' if 'TAX_RATE' in t else 'FAILED x')"`;
      const result = await run(['--repo', repo.dir, '--issue', 'Tax should be 25%', '--dry-run', '--no-cache', '--json', '--test-command', tests, '--test-timeout', '2'], { OPENAI_BASE_URL: server.baseUrl });
      expect(result.stderr).not.toContain('error:');
      expect(result.stderr).toContain('tests: The test command runs as the runner');
      const json = JSON.parse(result.stdout);
      expect(json.tests).toMatchObject({ kind: 'run', command: tests, before: { status: 0, counts: { passed: 1, failed: 0 } }, after: { status: 0, counts: { passed: 1, failed: 0 } }, verdict: { kind: 'passed' }, rounds: 0 });
      const bad = await run(['--repo', repo.dir, '--issue', 'x', '--test-command', 'true', '--test-timeout', '0'], { OPENAI_BASE_URL: server.baseUrl });
      expect(bad.status).toBe(2);
      expect(bad.stderr).toMatch(/--test-timeout/);
      repo.cleanup();
    } finally {
      await server.close();
    }
  });

  it('commits the change to a new local branch and checks out again the branch it was on', async () => {
    const server = await startOpenAiServer(script());
    try {
      const repo = fixtureRepo('shop');
      const result = await run(['--repo', repo.dir, '--issue', 'Tax should be 25%', '--no-cache', '--json'], { OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: 'sk-local' });
      expect(result.stderr).not.toContain('error:');
      expect(result.status).toBe(0);
      const json = JSON.parse(result.stdout);
      expect(json.branch).toBe('sweep/tax-should-be-25');
      expect(git(repo.dir, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
      expect(git(repo.dir, 'show', '--stat', '--format=%s', 'sweep/tax-should-be-25')).toContain('Sweep: Tax should be 25%');
      expect(git(repo.dir, 'status', '--porcelain')).toBe('');
      expect(git(repo.dir, 'show', 'sweep/tax-should-be-25:shop/services/pricing.py')).toContain('TAX_RATE = 0.25');
      expect(readFileSync(join(repo.dir, 'shop/services/pricing.py'), 'utf8')).toContain('TAX_RATE = 0.2\n');
      expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-local');
      repo.cleanup();
    } finally {
      await server.close();
    }
  });
});

describe('dist/index.js', () => {
  function action(eventName: string, payload: unknown, inputs: Record<string, string>) {
    const eventPath = join(dir, `${eventName}.json`);
    writeFileSync(eventPath, JSON.stringify(payload));
    const env: Record<string, string> = { GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: eventPath, GITHUB_WORKSPACE: dir };
    for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
    return node([join(dir, 'dist', 'index.js')], env);
  }
  const inputs = { 'github-token': 'ghs_secret123', 'openai-api-key': 'sk-secret456' };
  const sender = { login: 'octo', type: 'User' };

  it('runs the self-check on workflow_dispatch, loading every grammar bundled', () => {
    const result = action('workflow_dispatch', { inputs: {}, sender }, inputs);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Trigger: self-check dispatched by @octo');
    for (const id of ['python', 'typescript', 'tsx', 'javascript', 'go', 'rust', 'java', 'ruby', 'cpp']) {
      expect(result.stdout).toContain(`grammar ${id}: loaded`);
    }
    expect(result.stdout).toContain('::add-mask::ghs_secret123');
  });

  it('fails clearly on an unsupported event', () => {
    const result = action('push', { sender }, inputs);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("::error::Sweep failed while reading the event: Sweep does not handle the 'push' event.");
  });

  it('fails clearly on a missing key', () => {
    const result = action('workflow_dispatch', { inputs: {}, sender }, { 'github-token': 't' });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("::error::Sweep failed while reading inputs: Input 'openai-api-key' is required");
  });
});
