import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NO_BLOCKS_MESSAGE } from '../../src/agent/edit-blocks.js';
import { executePlan, type ExecuteInputs } from '../../src/agent/execute.js';
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
async function execute(repo: TempRepo, paths: string[], replies: Array<string | { cut: string }>, extra: Partial<ExecuteInputs> = {}) {
  repos.push(repo);
  const tree = new WorkingTree(RepoFiles.open(repo.dir));
  const llm = model(replies);
  const window = new ContextWindow({ model: 'local', tokens: 8_192 });
  const changes = paths.map((path) => ({ path, action: 'modify' as const, instructions: 'change it' }));
  const outcomes = await executePlan({ llm, tree, task: 'Change it.', plan: { rootCause: '', summary: 'Change it.', changes }, window, ...extra });
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

/** The ranges of the `Lines a-b:` and `path, lines a-b of n:` headings of a prompt or an answer. */
function ranges(text: string): [number, number][] {
  return [...text.matchAll(/^(?:Lines |.*, lines |The file .* \(lines )(\d+)-(\d+)\b/gm)].map((m) => [Number(m[1]), Number(m[2])]);
}

/**
 * Runs a plan changing notes/big.txt (bigFile) against a model answering `replies`, with snippets of
 * the search at lines 300 and 2,500, in an 8,192-token window.
 */
async function onBigFile(replies: string[], extra: Partial<ExecuteInputs> = {}) {
  const repo = makeRepo({ 'notes/big.txt': bigFile(), 'notes/other.txt': 'first\nsecond\nthird\n' });
  repos.push(repo);
  const tree = new WorkingTree(RepoFiles.open(repo.dir));
  const llm = model(replies);
  const snippets = [300, 2500].map((line) => ({ path: 'notes/big.txt', startLine: line, endLine: line }));
  const plan = { rootCause: '', summary: 'Set other to 3.', changes: [{ path: 'notes/big.txt', action: 'modify' as const, instructions: 'set other to 3' }] };
  const window = new ContextWindow({ model: 'local', tokens: 8_192 });
  const outcomes = await executePlan({ llm, tree, task: 'Set other to 3.', plan, window, retrieval: { context: [], entities: [], snippets }, ...extra });
  const asked = (i: number) => llm.requests[i]!.messages.at(-1)!.content;
  return { outcomes, tree, llm, asked };
}

const OTHER = 'notes/big.txt\n<<<<<<< ORIGINAL\nother = 2\n=======\nother = 3\n>>>>>>> UPDATED\n';

describe('executePlan when the model asks for lines', () => {
  it('answers SHOW with those lines, not counting it as an attempt, and applies the blocks that follow', async () => {
    const { outcomes, tree, llm, asked } = await onBigFile(['I need the lines after it.\nSHOW notes/big.txt:2520-2530\nSHOW notes/other.txt:2', OTHER]);
    expect(outcomes).toEqual([{ path: 'notes/big.txt', action: 'modify', status: 'changed', attempts: 1 }]);
    expect(tree.read('notes/big.txt')).toBe(bigFile().replace('other = 2', 'other = 3'));
    expect(llm.requests).toHaveLength(2);
    expect(asked(1)).toBe(
      [
        'The lines you asked for (answer 1 of at most 3 for this step):',
        'notes/big.txt:2520-2530 (lines 2520-2530):',
        'notes/big.txt, lines 2520-2530 of 3000:',
        '```',
        ...new Array(11).fill('keep = 0'),
        '```',
        'notes/other.txt:2 (lines 2-2):',
        'notes/other.txt, lines 2-2 of 4:',
        '```',
        'second',
        '```',
        'Reply with edit blocks for notes/big.txt (this step changes no other file), or ask for other lines the same way.',
      ].join('\n'),
    );
    // The first prompt says how to ask.
    expect(llm.requests[0]!.messages[1]!.content).toContain('SHOW notes/big.txt:120-180\nSHOW notes/big.txt:name_of_a_function\n\nSweep answers with those lines; you may ask up to 3 times in this step.');
  });

  it('shows no line twice: lines asked for that were shown are named, not sent again', async () => {
    const { outcomes, asked } = await onBigFile(['SHOW notes/big.txt:2495-2500\nSHOW notes/missing.txt:1', OTHER]);
    expect(outcomes[0]).toMatchObject({ status: 'changed', attempts: 1 });
    expect(asked(1)).toBe(
      [
        'The lines you asked for (answer 1 of at most 3 for this step):',
        'notes/big.txt:2495-2500 (lines 2495-2500): these lines were shown above already.',
        'notes/missing.txt:1: there is no file notes/missing.txt that Sweep may read.',
        'Reply with edit blocks for notes/big.txt (this step changes no other file), or ask for other lines the same way.',
      ].join('\n'),
    );
  });

  it('answers at most three requests in a step; the fourth is a failed attempt', async () => {
    const { outcomes, llm, asked } = await onBigFile(['SHOW notes/big.txt:10-12', 'SHOW notes/big.txt:20-22', 'SHOW notes/big.txt:30-32', 'SHOW notes/big.txt:40-42', OTHER]);
    expect(outcomes).toEqual([{ path: 'notes/big.txt', action: 'modify', status: 'changed', attempts: 2 }]);
    expect(llm.requests).toHaveLength(5);
    expect(asked(3)).toMatch(/^The lines you asked for \(answer 3 of at most 3 for this step\):\nnotes\/big\.txt:30-32 /);
    expect(asked(4)).toBe('No more lines are shown in this step (3 requests were answered). Reply with edit blocks for notes/big.txt, quoting ORIGINAL from the lines shown.');
  });

  it('fails the step after three attempts when the model only asks for lines', async () => {
    const { outcomes, llm } = await onBigFile(new Array(6).fill('SHOW notes/big.txt:10-12'));
    expect(outcomes).toEqual([{ path: 'notes/big.txt', action: 'modify', status: 'failed', attempts: 3, note: 'No more lines are shown in this step (3 requests were answered). Reply with edit blocks for notes/big.txt, quoting ORIGINAL from the lines shown.' }]);
    expect(llm.requests).toHaveLength(6);
  });

  it('shows other lines after a reply with neither blocks nor a request: never the windows it could not use', async () => {
    const { outcomes, llm, asked } = await onBigFile(['I cannot see the line to change.', OTHER]);
    expect(outcomes).toEqual([{ path: 'notes/big.txt', action: 'modify', status: 'changed', attempts: 2 }]);
    const first = ranges(llm.requests[0]!.messages[1]!.content);
    expect(first).toEqual([
      [285, 315],
      [2485, 2515],
    ]);
    const retry = asked(1);
    expect(retry.startsWith(`${NO_BLOCKS_MESSAGE}\nIf the lines to change were not among those shown, here are more; or ask for lines as the instructions say.\nLines of notes/big.txt not shown before:\n`)).toBe(true);
    expect(ranges(retry)).toEqual([
      [185, 284],
      [316, 415],
      // The budget left runs out on the last window's sides.
      [2419, 2484],
      [2516, 2580],
    ]);
  });

  it('shows a definition asked for by name, in the file or another one', async () => {
    const repo = makeRepo({ 'calc.py': 'from util import helper\n\nvalue = helper(1)\n', 'util.py': 'import os\n\n\ndef helper(x):\n    return x + 1\n\n\ndef other(y):\n    return y\n' });
    const { outcomes, llm } = await execute(repo, ['calc.py'], ['SHOW util.py:helper\nSHOW util.py:nothing', 'calc.py\n<<<<<<< ORIGINAL\nvalue = helper(1)\n=======\nvalue = helper(2)\n>>>>>>> UPDATED\n'], {
      definitions: async (path, text) => (await analyzeFile(path, text)).definitions,
    });
    expect(outcomes).toEqual([{ path: 'calc.py', action: 'modify', status: 'changed', attempts: 1 }]);
    expect(llm.requests[1]!.messages.at(-1)!.content).toBe(
      [
        'The lines you asked for (answer 1 of at most 3 for this step):',
        'util.py:helper (lines 4-5):',
        'util.py, lines 4-5 of 10:',
        '```',
        'def helper(x):',
        '    return x + 1',
        '```',
        'util.py:nothing: no definition named `nothing` was found in util.py; ask for its lines by number instead.',
        'Reply with edit blocks for calc.py (this step changes no other file), or ask for other lines the same way.',
      ].join('\n'),
    );
  });
});

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
