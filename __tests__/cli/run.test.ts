// The `run` and `apply` commands in this process: what a run says it spent, where its commit goes and
// what is checked out after it, and an edits file without blocks.
import { afterAll, describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backgroundSettled } from '../../src/background.js';
import type { CliIO } from '../../src/cli/commands.js';
import { main } from '../../src/cli/main.js';
import { usageText } from '../../src/cli/pipeline.js';
import { committedText, runCommand } from '../../src/cli/run.js';
import type { RunUsage } from '../../src/llm/client.js';
import { startOpenAiServer, type Reply } from '../helpers/openai-server.js';
import { fixtureRepo, git, tempDir } from '../helpers/repo.js';

function capture(): { io: CliIO; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), stderrIsTTY: false }, out, err };
}

const NOTHING: RunUsage = {
  calls: 0, requests: 0, promptTokens: 0, completionTokens: 0, totalTokens: 0, tokensLeft: 2_000_000, truncatedReplies: 0,
  estimatedCalls: 0, embeddingCalls: 0, embeddingTokens: 0, costUsd: 0, unpricedModels: [],
};

describe('usageText', () => {
  it('says what a run spent, and the price only when the model has one', () => {
    expect(usageText({ ...NOTHING, calls: 3, requests: 3, promptTokens: 30, completionTokens: 15, costUsd: 0.0000375 })).toBe('tokens: 30 prompt + 15 completion in 3 calls, under $0.0001');
    expect(usageText({ ...NOTHING, calls: 1, requests: 2, promptTokens: 12000, completionTokens: 800, costUsd: 0.0046 })).toBe('tokens: 12000 prompt + 800 completion in 1 call (2 requests), about $0.0046');
    expect(usageText({ ...NOTHING, calls: 2, requests: 2, promptTokens: 10, completionTokens: 2, costUsd: undefined, unpricedModels: ['qwen3'] })).toBe('tokens: 10 prompt + 2 completion in 2 calls');
  });

  it('says a failed run got no reply to the requests it made, with no price', () => {
    expect(usageText({ ...NOTHING, requests: 1, costUsd: undefined })).toBe('tokens: none counted (no reply to 1 request)');
    expect(usageText({ ...NOTHING, requests: 4 })).toBe('tokens: none counted (no reply to 4 requests)');
    expect(usageText(NOTHING)).toBe('tokens: none (no request made)');
  });
});

describe('committedText', () => {
  it('names the branch holding the change and what is checked out again', () => {
    const sha = '0123456789abcdef0123456789abcdef01234567';
    expect(committedText('sweep/tax-should-be-25', sha, 'main')).toBe(
      'Committed 0123456789ab on the new branch sweep/tax-should-be-25; main is checked out again, as before (git diff main...sweep/tax-should-be-25 shows the change).',
    );
    expect(committedText('sweep/x', sha, 'fedcba9876543210fedcba9876543210fedcba98')).toBe(
      'Committed 0123456789ab on the new branch sweep/x; commit fedcba987654 is checked out again, as before (git diff fedcba987654...sweep/x shows the change).',
    );
  });
});

describe('runCommand', () => {
  const plan = JSON.stringify({ root_cause: 'no clamp', plan: 'Raise the tax.', changes: [{ path: 'shop/services/pricing.py', action: 'modify', instructions: 'raise' }] });
  const edit = 'shop/services/pricing.py\n<<<<<<< ORIGINAL\nTAX_RATE = 0.2\n=======\nTAX_RATE = 0.25\n>>>>>>> UPDATED\n';
  const script = (): Reply[] => [plan, edit, '{"approved": true, "problems": []}'].map((content) => ({ kind: 'completion', content, usage: { promptTokens: 10, completionTokens: 5 } }));
  const repos: { cleanup(): void }[] = [];
  afterAll(() => repos.forEach((r) => r.cleanup()));

  async function runIn(repo: string, replies: Reply[], values: Record<string, string | boolean> = {}) {
    const server = await startOpenAiServer(replies);
    try {
      const { io, out, err } = capture();
      const code = await runCommand({ repo, issue: 'Tax should be 25%', 'no-cache': true, ...values }, io, { OPENAI_BASE_URL: server.baseUrl, SWEEP_MODEL: 'local-model' });
      await backgroundSettled();
      return { code, out: out.join(''), err: err.join(''), requests: server.requests.length };
    } finally {
      await server.close();
    }
  }

  it('commits to a new branch and checks out again the branch the user was on', async () => {
    const repo = fixtureRepo('shop');
    repos.push(repo);
    git(repo.dir, 'checkout', '-q', '-b', 'feature');
    const result = await runIn(repo.dir, script());
    expect(result.code).toBe(0);
    const sha = git(repo.dir, 'rev-parse', 'sweep/tax-should-be-25').trim();
    expect(result.out.split('\n').at(-2)).toBe(
      `Committed ${sha.slice(0, 12)} on the new branch sweep/tax-should-be-25; feature is checked out again, as before (git diff feature...sweep/tax-should-be-25 shows the change).`,
    );
    expect(git(repo.dir, 'symbolic-ref', '--short', 'HEAD').trim()).toBe('feature');
    expect(git(repo.dir, 'status', '--porcelain')).toBe('');
    expect(git(repo.dir, 'show', 'sweep/tax-should-be-25:shop/services/pricing.py')).toContain('TAX_RATE = 0.25\n');
    expect(git(repo.dir, 'show', 'feature:shop/services/pricing.py')).toContain('TAX_RATE = 0.2\n');
  });

  it('checks out again the commit of a detached HEAD', async () => {
    const repo = fixtureRepo('shop');
    repos.push(repo);
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    git(repo.dir, 'checkout', '-q', '--detach');
    const result = await runIn(repo.dir, script(), { json: true });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toMatchObject({ branch: 'sweep/tax-should-be-25' });
    expect(git(repo.dir, 'rev-parse', 'HEAD').trim()).toBe(head);
    expect(git(repo.dir, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('HEAD');
  });

  it('says what a failed run spent: the requests, no tokens, no price for a model without one', async () => {
    const repo = fixtureRepo('shop');
    repos.push(repo);
    const result = await runIn(repo.dir, [{ kind: 'error', status: 401, message: 'Incorrect API key provided' }], { 'dry-run': true });
    expect(result.code).toBe(1);
    expect(result.requests).toBe(1);
    expect(result.err).toContain('\ntokens: none counted (no reply to 1 request)\nerror: run: ');
  });
});

describe('apply', () => {
  const dir = tempDir('sweep-apply-');
  afterAll(() => dir.cleanup());

  it('says an edits file holds no edit blocks, exit 2 as for other input errors', async () => {
    const edits = join(dir.dir, 'edits.txt');
    writeFileSync(edits, 'Here is the fix: raise the tax rate.\n');
    const { io, out, err } = capture();
    expect(await main(['apply', '--repo', dir.dir, '--edits', edits], io)).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('')).toBe(
      `error: apply: --edits ${edits} holds no edit blocks; each is a file's path alone on a line, then \`<<<<<<< ORIGINAL\`, the lines as they are, \`=======\`, the lines as they should be, and \`>>>>>>> UPDATED\`\n`,
    );
  });
});
