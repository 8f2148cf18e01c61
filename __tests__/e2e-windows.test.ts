// The built CLI (dist/cli.js) against a local model server that enforces a context window as
// llama-server does: every call of a run fits, a refused prompt is shrunk and sent once more, and a
// run that cannot fit stops with a message naming the window and says what it spent.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startOpenAiServer, type OpenAiServer, type Reply } from './helpers/openai-server.js';
import { makeRepo, type FileTree, type TempRepo } from './helpers/repo.js';

const execFileAsync = promisify(execFile);
const CLI = join(import.meta.dirname, '..', 'dist', 'cli.js');

/** A Python function of seven lines, one of many alike: retrieval finds more than an 8k window holds. */
function rule(id: string): string {
  return [
    `def discount_rule_${id}(invoice, percent):`,
    `    """Apply discount rule ${id} to the invoice total when the percent is valid."""`,
    '    total = invoice.total * (100 - percent) / 100',
    '    if total < 0:',
    `        raise ValueError("discount ${id} makes the invoice total negative")`,
    '    return round(total, 2)',
    '',
  ].join('\n');
}

const TARGET = '    return invoice.total - invoice.total * percent / 100';

/** billing/invoice.py: 1,700 lines, `apply_discount` in the middle; eight more modules of rules. */
function billingRepo(): FileTree {
  const invoice: string[] = [];
  for (let i = 0; i < 240; i++) {
    invoice.push(rule(String(i)));
    if (i === 120) invoice.push(['def apply_discount(invoice, percent):', '    """Apply a percent discount to the invoice total."""', TARGET, ''].join('\n'));
  }
  const files: FileTree = { 'billing/__init__.py': '', 'billing/invoice.py': invoice.join('\n') };
  for (let m = 0; m < 8; m++) files[`billing/rules_${m}.py`] = Array.from({ length: 40 }, (_, i) => rule(`${m}_${i}`)).join('\n');
  return files;
}

/** An issue of about 700 tokens: a title, what happens, and a traceback. */
const ISSUE = [
  'apply_discount lets the invoice total go negative when percent is over 100',
  '',
  'Calling apply_discount(invoice, 150) on an invoice of 10.00 gives -5.00; the discount rules raise for a negative total but apply_discount does not.',
  '',
  ...Array.from({ length: 30 }, (_, i) => `  File "billing/invoice.py", line ${883 + i}, in apply_discount_caller_${i}\n    total = apply_discount(invoice, percent)`),
  'ValueError: the invoice total is negative',
].join('\n');

const PLAN = JSON.stringify({ root_cause: 'apply_discount does not clamp the percent', plan: 'Clamp the percent to 0..100.', changes: [{ path: 'billing/invoice.py', action: 'modify', instructions: 'clamp percent' }] });
const EDIT = `billing/invoice.py\n<<<<<<< ORIGINAL\n${TARGET}\n=======\n    percent = min(max(percent, 0), 100)\n${TARGET}\n>>>>>>> UPDATED\n`;
const APPROVE = '{"approved": true, "problems": []}';
const script = (): Reply[] => [PLAN, EDIT, APPROVE].map((content) => ({ kind: 'completion', content }));

let repo: TempRepo;
beforeAll(() => {
  repo = makeRepo(billingRepo(), { git: true });
});
afterAll(() => repo.cleanup());

async function run(server: OpenAiServer, args: string[], issue = ISSUE): Promise<{ status: number; stdout: string; stderr: string }> {
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', OPENAI_BASE_URL: server.baseUrl, SWEEP_MODEL: 'local-model' };
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [CLI, 'run', '--repo', repo.dir, '--issue', issue, '--dry-run', '--no-cache', ...args], { env });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { status: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Each chat request as the server saw it: its prompt tokens and the completion it allowed. */
function calls(server: OpenAiServer): { prompt: number; completion: number }[] {
  return server.requests.map((r) => ({ prompt: r.promptTokens ?? -1, completion: r.body.max_completion_tokens }));
}

async function withServer<T>(window: number, replies: Reply[], body: (server: OpenAiServer) => Promise<T>): Promise<T> {
  const server = await startOpenAiServer(replies, { contextWindow: window });
  try {
    return await body(server);
  } finally {
    await server.close();
  }
}

describe('run against a server with a context window', () => {
  it.each([8_192, 16_384])('fits the plan, edit and review calls into a %i-token window', async (window) => {
    await withServer(window, script(), async (server) => {
      const result = await run(server, ['--context-window', String(window)]);
      expect(result.stderr).not.toContain('error:');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('+    percent = min(max(percent, 0), 100)');
      expect(server.requests).toHaveLength(3);
      for (const call of calls(server)) expect(call.prompt + call.completion).toBeLessThanOrEqual(window);
      // The plan prompt uses what the window gives it, not a fixed budget.
      expect(calls(server)[0]!.prompt).toBeGreaterThan(window / 3);
    });
  });

  it('takes the window from SWEEP_CONTEXT_WINDOW', async () => {
    await withServer(8_192, script(), async (server) => {
      const env = { PATH: process.env.PATH ?? '', OPENAI_BASE_URL: server.baseUrl, SWEEP_MODEL: 'local-model', SWEEP_CONTEXT_WINDOW: '8192' };
      const { stdout } = await execFileAsync(process.execPath, [CLI, 'run', '--repo', repo.dir, '--issue', ISSUE, '--dry-run', '--no-cache'], { env });
      expect(stdout).toContain('+    percent = min(max(percent, 0), 100)');
      expect(server.requests).toHaveLength(3);
    });
  });

  it('shrinks the context and sends the plan once more when the server refuses it as too long', async () => {
    await withServer(8_192, script(), async (server) => {
      // Told the window is 131,072 tokens, the run sends a full 8,000-token context first.
      const result = await run(server, ['--context-window', '131072']);
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('+    percent = min(max(percent, 0), 100)');
      const [refused, ...rest] = calls(server);
      expect(refused!.prompt).toBeGreaterThanOrEqual(8_192);
      expect(rest).toHaveLength(3);
      // After the refusal every call fits the window the server reported.
      for (const call of rest) expect(call.prompt + call.completion).toBeLessThanOrEqual(8_192);
      expect(result.stderr).toContain('tokens: ');
    });
  });

  it('cuts the task anew to the window the server reported, when the issue alone is more than the real window can take', async () => {
    // About 25,000 characters: within the task's share of 131,072 tokens, far over that of 8,192.
    const log = Array.from({ length: 300 }, (_, i) => `2024-05-01 worker ${i}: apply_discount(invoice_${i}, 150) returned -5.00 for total 10.00`).join('\n');
    await withServer(8_192, script(), async (server) => {
      const result = await run(server, ['--context-window', '131072'], `${ISSUE}\n\n${log}`);
      expect(result.stderr).not.toContain('error:');
      expect(result.status).toBe(0);
      const [refused, ...rest] = calls(server);
      expect(refused!.prompt).toBeGreaterThanOrEqual(8_192);
      expect(rest).toHaveLength(3);
      for (const call of rest) expect(call.prompt + call.completion).toBeLessThanOrEqual(8_192);
    });
  });

  it('stops with a message naming the window it assumed and how to set it, and says what it spent', async () => {
    await withServer(1_000, script(), async (server) => {
      const result = await run(server, ['--context-window', '131072', '--json']);
      expect(result.status).toBe(1);
      const message =
        "The plan prompt does not fit the model's context window, even with its context shrunk (the prompt needs about";
      expect(result.stderr).toContain(`error: run: ${message}`);
      expect(result.stderr).toContain(
        "Sweep assumed a context window of 131,072 tokens for local-model (as set; the server reported 1,000). Set the server's real window with the `context-window` input (Action), `--context-window` (CLI) or the SWEEP_CONTEXT_WINDOW environment variable.",
      );
      expect(result.stderr).toContain('tokens: none counted (no reply to 1 request)\n');
      const json = JSON.parse(result.stdout);
      expect(Object.keys(json)).toEqual(['error', 'usage']);
      expect(json.error).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(json.usage).toMatchObject({ calls: 0, promptTokens: 0, completionTokens: 0, requests: 1 });
      // One refused request; the second attempt was not sent since it could not fit.
      expect(server.requests).toHaveLength(1);
    });
  });
});

describe('context with a context window', () => {
  async function context(args: string[], env: Record<string, string> = {}) {
    const { stdout } = await execFileAsync(process.execPath, [CLI, 'context', '--repo', repo.dir, '--query', ISSUE, '--json', '--no-cache', '--no-links', ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    return JSON.parse(stdout) as { budget: number; tokens: number };
  }

  it("assembles the context run would give the model in that window", async () => {
    // 35% of the window, counted with an allowance for another tokenizer: 8,192 / 1.25 * 0.35.
    const small = await context(['--context-window', '8192', '--model', 'local-model']);
    expect(small.budget).toBe(2_293);
    expect(small.tokens).toBeLessThanOrEqual(2_293);
    expect((await context([], { SWEEP_CONTEXT_WINDOW: '16384', SWEEP_MODEL: 'gpt-4o' })).budget).toBe(5_734);
    expect((await context([])).budget).toBe(8_000);
    expect((await context(['--budget', '1200', '--context-window', '8192'])).budget).toBe(1_200);
  });
});

describe('a failed run reports what it spent', () => {
  const unusable: Reply[] = ['Sure, I will fix it.', 'Here is the plan: clamp it.', 'no JSON, sorry'].map((content) => ({ kind: 'completion', content, usage: { promptTokens: 1_000, completionTokens: 20 } }));

  it('prints the usage line and the error on stderr', async () => {
    await withServer(1_000_000, unusable, async (server) => {
      const result = await run(server, []);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('tokens: 3000 prompt + 60 completion in 3 calls\n');
      expect(result.stderr).toContain('error: run: The model did not give a usable plan after 3 tries: the reply is not a JSON object');
    });
  });

  it('prints one JSON document with the error and the usage on stdout, and exits 1', async () => {
    await withServer(1_000_000, unusable, async (server) => {
      const result = await run(server, ['--json']);
      expect(result.status).toBe(1);
      const json = JSON.parse(result.stdout);
      expect(json.error).toBe('The model did not give a usable plan after 3 tries: the reply is not a JSON object (answer with the JSON object only, no prose around it)');
      expect(json.usage).toMatchObject({ calls: 3, promptTokens: 3_000, completionTokens: 60, totalTokens: 3_060 });
    });
  });
});
