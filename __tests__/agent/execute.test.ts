import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { executePlan } from '../../src/agent/execute.js';
import { analyzeFile } from '../../src/code/analyze.js';
import { WorkingTree } from '../../src/agent/working-tree.js';
import type { ChatModel, Completion, CompletionRequest } from '../../src/llm/client.js';
import { ContextWindow } from '../../src/llm/window.js';
import { RepoFiles } from '../../src/repo/repo-files.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

const repos: TempRepo[] = [];
afterEach(() => repos.splice(0).forEach((r) => r.cleanup()));

/** A model answering `replies` in turn; a reply given as `{ cut }` ends by the length limit. */
function model(replies: Array<string | { cut: string }>): ChatModel & { requests: CompletionRequest[] } {
  const requests: CompletionRequest[] = [];
  return {
    requests,
    async complete(request) {
      // The messages as they were at the call (the caller goes on adding to its list).
      requests.push({ ...request, messages: [...request.messages] });
      const reply = replies.shift() ?? '';
      const [text, truncated] = typeof reply === 'string' ? [reply, false] : [reply.cut, true];
      return { text, usage: { promptTokens: 1, completionTokens: 1 }, finishReason: truncated ? 'length' : 'stop', truncated, usageEstimated: false, model: 'm' } satisfies Completion;
    },
  };
}

/** 3,000 lines, two of them named: `target = 1` at line 300 and `other = 2` at line 2,500. */
function bigFile(): string {
  return Array.from({ length: 3000 }, (_, i) => (i + 1 === 300 ? 'target = 1' : i + 1 === 2500 ? 'other = 2' : 'keep = 0')).join('\n');
}

describe('executePlan on a large file', () => {
  it('shows the windows around the focus lines in one prompt, within the file-window budget, and applies the edit', async () => {
    const repo = makeRepo({ 'notes/big.txt': bigFile() });
    repos.push(repo);
    const tree = new WorkingTree(RepoFiles.open(repo.dir));
    const llm = model(['notes/big.txt\n<<<<<<< ORIGINAL\ntarget = 1\n=======\ntarget = 2\n>>>>>>> UPDATED\n']);
    const window = new ContextWindow({ model: 'local', tokens: 8_192 });
    const outcomes = await executePlan({
      llm,
      tree,
      task: 'Set target to 2.',
      plan: { rootCause: '', summary: 'Set target to 2.', changes: [{ path: 'notes/big.txt', action: 'modify', instructions: 'set target to 2' }] },
      retrieval: { context: [], entities: [], snippets: [{ path: 'notes/big.txt', startLine: 300, endLine: 300 }, { path: 'notes/big.txt', startLine: 2500, endLine: 2500 }] },
      window,
    });
    expect(outcomes).toEqual([{ path: 'notes/big.txt', action: 'modify', status: 'changed', attempts: 1 }]);
    expect(tree.read('notes/big.txt')).toBe(bigFile().replace('target = 1', 'target = 2'));
    expect(llm.requests).toHaveLength(1);
    const prompt = llm.requests[0]!.messages[1]!.content;
    expect(prompt).toContain('The file notes/big.txt (2 parts of its 3000 lines; ORIGINAL must come from these lines):\nLines ');
    const ranges = [...prompt.matchAll(/^Lines (\d+)-(\d+):$/gm)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(ranges).toHaveLength(2);
    const [first, second] = ranges as [[number, number], [number, number]];
    expect(first[0] <= 300 && 300 <= first[1] && second[0] <= 2500 && 2500 <= second[1]).toBe(true);
    // Both windows together hold at most the file-window budget (one line is a handful of tokens).
    expect(first[1] - first[0] + 1 + (second[1] - second[0] + 1)).toBeLessThan(window.budgets().fileWindow);
    expect(llm.requests[0]!.maxTokens).toBe(window.budgets().editCompletion);
  });
});

/**
 * Runs a plan modifying `paths` in `repo` against a model answering `replies`, in an 8,192-token
 * window: what happened to each file, the tree, the model's requests, and the window.
 */
async function execute(repo: TempRepo, paths: string[], replies: Array<string | { cut: string }>) {
  repos.push(repo);
  const tree = new WorkingTree(RepoFiles.open(repo.dir));
  const llm = model(replies);
  const window = new ContextWindow({ model: 'local', tokens: 8_192 });
  const changes = paths.map((path) => ({ path, action: 'modify' as const, instructions: 'change it' }));
  const outcomes = await executePlan({ llm, tree, task: 'Change it.', plan: { rootCause: '', summary: 'Change it.', changes }, window });
  return { outcomes, tree, llm, window, feedback: llm.requests[1]?.messages.at(-1)?.content };
}

describe('executePlan on a file that is not UTF-8', () => {
  it("tells the model when its text holds a character the file's Latin-1 has no byte for, and applies the next reply", async () => {
    const repo = makeRepo({});
    writeFileSync(join(repo.dir, 'menu.txt'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x3d, 0x20, 0x31, 0x0a]));
    const { outcomes, tree, feedback } = await execute(repo, ['menu.txt'], [
      'menu.txt\n<<<<<<< ORIGINAL\ncafé = 1\n=======\ncafé = 2 ✓\n>>>>>>> UPDATED\n',
      'menu.txt\n<<<<<<< ORIGINAL\ncafé = 1\n=======\ncafé = 2\n>>>>>>> UPDATED\n',
    ]);
    expect(outcomes).toEqual([{ path: 'menu.txt', action: 'modify', status: 'changed', attempts: 2 }]);
    expect(feedback).toMatch(/^'menu\.txt' is not UTF-8 .* holds '✓', which Latin-1 has no byte for; .*\.\nNothing was applied\./);
    await tree.flush();
    expect([...readFileSync(join(repo.dir, 'menu.txt'))]).toEqual([0x63, 0x61, 0x66, 0xe9, 0x20, 0x3d, 0x20, 0x32, 0x0a]);
  });
});

describe('executePlan on a reply that is not whole', () => {
  const good = 'calc.py\n<<<<<<< ORIGINAL\na = 1\n=======\na = 10\n>>>>>>> UPDATED\n';
  const second = 'calc.py\n<<<<<<< ORIGINAL\nb = 2\n=======\nb = 20\n>>>>>>> UPDATED\n';
  const runWith = (replies: Array<string | { cut: string }>) => execute(makeRepo({ 'calc.py': 'a = 1\nb = 2\n' }), ['calc.py'], replies);

  it('applies nothing of a reply cut off by the length limit, says so, and applies the whole next one', async () => {
    const { outcomes, tree, feedback } = await runWith([{ cut: `${good}\ncalc.py\n<<<<<<< ORIGINAL\nb = 2\n===` }, good + second]);
    expect(outcomes).toEqual([{ path: 'calc.py', action: 'modify', status: 'changed', attempts: 2 }]);
    expect(feedback).toBe('The reply was cut off after 1 complete block(s) for calc.py; nothing was applied. Send fewer, smaller blocks: only the lines that change, with a little context.');
    expect(tree.read('calc.py')).toBe('a = 10\nb = 20\n');
  });

  it('applies none of the blocks for a file when one of them is broken, naming it', async () => {
    const broken = 'calc.py\n<<<<<<< ORIGINAL\nb = 2\nb = 20\n>>>>>>> UPDATED\n';
    const { outcomes, tree, feedback } = await runWith([good + broken, good + second]);
    expect(outcomes).toEqual([{ path: 'calc.py', action: 'modify', status: 'changed', attempts: 2 }]);
    expect(feedback).toBe(
      'Block 2, line 11 of your reply: the block has no `=======` divider between ORIGINAL and UPDATED.\nNothing was applied (a file\'s blocks apply together or not at all). Reply with every block for calc.py complete.',
    );
    expect(tree.read('calc.py')).toBe('a = 10\nb = 20\n');
  });
});

describe('executePlan on a file with a line no window holds', () => {
  it('leaves that file with a note and edits the others, in one call', async () => {
    const repo = makeRepo({ 'calc.py': 'a = 1\n', 'vendor.min.js': `${'var a=1;'.repeat(15_000)}\n` });
    const { outcomes, llm, window } = await execute(repo, ['vendor.min.js', 'calc.py'], ['calc.py\n<<<<<<< ORIGINAL\na = 1\n=======\na = 2\n>>>>>>> UPDATED\n']);
    expect(outcomes[0]).toMatchObject({ path: 'vendor.min.js', status: 'failed', attempts: 0 });
    expect(outcomes[0]!.note).toMatch(new RegExp(`^line 1 of vendor\\.min\\.js is \\d+ tokens long, more than the ${window.budgets().fileWindow}-token file window: Sweep does not edit files with such lines \\(minified or generated code\\)$`));
    expect(outcomes[1]).toEqual({ path: 'calc.py', action: 'modify', status: 'changed', attempts: 1 });
    expect(llm.requests).toHaveLength(1);
  });
});

/** The ranges of the `Lines a-b:` headings of a prompt. */
function ranges(text: string): [number, number][] {
  return [...text.matchAll(/^(?:Lines |.*, lines |The file .* \(lines )(\d+)-(\d+)\b/gm)].map((m) => [Number(m[1]), Number(m[2])]);
}

describe('executePlan shows what the plan names', () => {
  it('windows a file retrieval missed around the definition the plan names, with its import header', async () => {
    const lines = Array.from({ length: 3844 }, (_, i) => `    total += ${i + 1}`);
    lines[0] = 'import re';
    lines[1] = 'from collections import OrderedDict';
    for (let at = 10; at < 3844; at += 200) lines[at - 1] = `def step_${at}(total):`;
    lines[2250] = 'def parse_header(total):';
    const text = `${lines.join('\n')}\n`;
    const repo = makeRepo({ 'parsers/headers.py': text });
    repos.push(repo);
    const tree = new WorkingTree(RepoFiles.open(repo.dir));
    const llm = model(['parsers/headers.py\n<<<<<<< ORIGINAL\ndef parse_header(total):\n=======\ndef parse_header(total, sep="\\t"):\n>>>>>>> UPDATED\n']);
    const plan = { rootCause: '', summary: 'Accept tabs.', changes: [{ path: 'parsers/headers.py', action: 'modify' as const, instructions: 'Let `parse_header` take the separator.' }] };
    const definitions = async (path: string, source: string) => (await analyzeFile(path, source)).definitions;
    const outcomes = await executePlan({ llm, tree, task: 'Accept tabs.', plan, window: new ContextWindow({ model: 'local', tokens: 8_192 }), definitions });
    expect(outcomes).toEqual([{ path: 'parsers/headers.py', action: 'modify', status: 'changed', attempts: 1 }]);
    expect(ranges(llm.requests[0]!.messages[1]!.content)).toEqual([
      [1, 2],
      [2236, 2424],
    ]);
  });
});
