/**
 * Outside text built against regular expressions: every function that runs patterns over text from
 * outside (issue titles and bodies, comments, review comments, CI logs, tracebacks, linked pages, pull
 * request bodies and diffs, model and server replies) is given strings of 10,000 characters made to
 * make a backtracking pattern slow (long runs of one character, alternating pairs, nested brackets,
 * lines that almost open a frame or a fence, a 5,000-frame traceback, a 75-dash IPython separator in an
 * issue written from a pull request template). Each call must return: a hang guard stops one that does
 * not and names the function and the input. What the tests assert is what the calls return; how fast
 * they do is the bench's (`npm run bench -- --suite adversarial`).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { capBody } from '../src/action/body-limit.js';
import { summarizeCiFailure } from '../src/action/ci-logs.js';
import { commandInstructions } from '../src/action/command.js';
import { defaultState, parseState, withState } from '../src/action/pr-state.js';
import { codeBlock, escapeMarkdown, plainText, withoutClosingKeywords } from '../src/action/progress.js';
import { branchFor } from '../src/action/pull-request.js';
import { Redactor } from '../src/action/secrets.js';
import { withoutWorkflowCommands } from '../src/action/workflow-commands.js';
import { parseEditBlocks } from '../src/agent/edit-blocks.js';
import { extractJson } from '../src/agent/plan-check.js';
import { issueTask, renderTask, taskQuery } from '../src/agent/task.js';
import { detectIntent } from '../src/context/intent.js';
import { extractLinks, htmlToText } from '../src/context/links.js';
import { compressPrDiff } from '../src/context/pr-diff.js';
import { parseFrames } from '../src/context/stack-traces.js';
import { bodyLine } from '../src/llm/error-text.js';
import { overflowNumbers } from '../src/llm/overflow.js';
import { sanitizeUntrusted } from '../src/llm/prompts.js';
import { fenceOutside } from '../src/llm/untrusted.js';
import { buildIndex } from '../src/search/index/indexer.js';
import { analyzeQuery, countQueryTerms, splitQuery } from '../src/search/rank/query.js';
import type { RepoIndex } from '../src/search/index/repo-index.js';
import { search } from '../src/search/rank/search.js';
import { stripTemplate, templateLines } from '../src/search/rank/templates.js';
import { finishes } from './helpers/hang-guard.js';
import { fixtureRepo, writeTree, type TempRepo } from './helpers/repo.js';

const LENGTH = 10_000;
/** Room for every guarded call of one function when none hangs. */
const TEST_TIMEOUT_MS = 300_000;

const PULL_REQUEST_TEMPLATE = ['## Description', '<!-- Describe your change -->', '', '**Related issue**: #', '', '### Checklist', '- [ ] Tests added', '- [ ] Docs updated'].join('\n');
const SEPARATOR = '-'.repeat(75);

/** An issue written from the pull request template, with an IPython traceback pasted in. */
function ipythonIssue(separator: string): string {
  return [
    'Parser fails on empty input',
    '## Description',
    'Calling `parse("")` in a notebook raises:',
    '',
    separator,
    'ValueError                                Traceback (most recent call last)',
    'Cell In[3], line 1',
    '----> 1 parse("")',
    '',
    'File ~/shop/services/checkout.py:12, in parse(text)',
    '---> 12         raise ValueError("empty input")',
    '',
    'ValueError: empty input',
    '',
    '**Related issue**: #41',
  ].join('\n');
}

const PYTHON_FRAMES = 5_000;
const pythonTraceback = ['Traceback (most recent call last):', ...Array.from({ length: PYTHON_FRAMES }, (_, i) => `  File "/app/shop/mod${i}.py", line ${i + 1}, in f${i}\n    call_${i}()`), 'RecursionError: maximum recursion depth exceeded'].join('\n');
const nodeTraceback = ['TypeError: x is undefined', ...Array.from({ length: PYTHON_FRAMES }, (_, i) => `    at f${i} (src/mod${i}.js:${i + 1}:${i % 80})`)].join('\n');

const fill = (unit: string, length = LENGTH): string => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const RUN_CHARS = ['-', '#', '>', '*', ' ', '`', '=', '_', '|', '[', '(', '\n', '\t', '\r', '.', '/', '\\', '$', '<', ':', '0', 'a', '~', '"', "'", '@', '{', '!', '%'];
const PAIRS = ['- ', '* ', '> ', '# ', '**', '__', '[(', '[[]', '((a)', 'a/', 'a.', '$a', '<a', '<p', ' (', '\n ', ' \n', '\r\n', 'a:', '0:', '"a', "'a", '<!--', '-->', '<!-- sweep-a -->', 'at ', '```', '```\n', '~~~\n', 'a ', 'a_', 'A0', '0.', '&a', '&#', 'ghp_', 'sk-a', '${{', '::', '##[', '/sweep '];

const ADVERSARIAL: readonly { name: string; text: string }[] = [
  ...RUN_CHARS.flatMap((c) => [
    { name: `${JSON.stringify(c)} x ${LENGTH}`, text: c.repeat(LENGTH) },
    { name: `${JSON.stringify(c)} x ${LENGTH - 1}, then a letter`, text: `${c.repeat(LENGTH - 1)}x` },
  ]),
  ...PAIRS.map((pair) => ({ name: `${JSON.stringify(pair)} repeated`, text: fill(pair) })),
  { name: 'the 75-dash IPython separator in an issue from the template', text: ipythonIssue(SEPARATOR) },
  { name: `a ${PYTHON_FRAMES}-frame Python traceback`, text: pythonTraceback },
  { name: `a ${PYTHON_FRAMES}-frame Node.js stack`, text: nodeTraceback },
  { name: 'a frame line of repeated " ("', text: `    at f${fill(' (', LENGTH - 8)}` },
  { name: 'a .NET frame line of repeated "() in "', text: `   at X.Y${fill('() in ', LENGTH - 9)}` },
  { name: 'a PHP frame with a long run of spaces', text: `#0 a.php(1): x${' '.repeat(LENGTH - 15)}y` },
  { name: 'an unclosed quoted Python file name', text: `File "${'a'.repeat(LENGTH - 6)}` },
  { name: 'a link of dots', text: `https://a.b/${fill('.', LENGTH - 12)}x` },
  { name: 'words without a newline', text: fill('word ') },
  { name: 'a fence and blank lines', text: `\`\`\`json${'\n'.repeat(LENGTH - 7)}` },
  { name: 'markers on one line', text: `${fill('<!-- sweep-a -->', LENGTH - 1)}x` },
  { name: 'nested brackets and parentheses', text: `${'[('.repeat(LENGTH / 4)}${')]'.repeat(LENGTH / 4)}` },
];

describe('outside text built against backtracking', () => {
  let repo: TempRepo;
  let index: RepoIndex;
  const redactor = new Redactor(['a-secret-value-of-the-run-1234']);
  const template = templateLines([{ path: '.github/PULL_REQUEST_TEMPLATE.md', text: PULL_REQUEST_TEMPLATE }]);

  beforeAll(async () => {
    repo = fixtureRepo('shop');
    writeTree(repo.dir, { '.github/PULL_REQUEST_TEMPLATE.md': PULL_REQUEST_TEMPLATE });
    index = await buildIndex(repo.dir, { cacheDir: false });
  });
  afterAll(() => repo.cleanup());

  const read = (path: string) => readFileSync(join(index.root, path), 'utf8');

  /** Every function that runs patterns over outside text, as the text reaches it. */
  const SUBJECTS: Readonly<Record<string, (text: string) => unknown>> = {
    'search (the query stage, with the repository template)': (text) => search(index, text, { readText: read }).files.map((f) => f.path),
    stripTemplate: (text) => stripTemplate(text, template),
    'templateLines (the text as a template)': (text) => [...templateLines([{ path: '.github/PULL_REQUEST_TEMPLATE.md', text }]).labels],
    analyzeQuery: (text) => analyzeQuery(text).paths,
    splitQuery: (text) => splitQuery(text).title,
    countQueryTerms: (text) => countQueryTerms(text).size,
    parseFrames: (text) => parseFrames(text).length,
    detectIntent: (text) => detectIntent(text).kind,
    extractLinks: (text) => extractLinks(text),
    htmlToText: (text) => htmlToText(text).text.length,
    sanitizeUntrusted: (text) => sanitizeUntrusted(text).length,
    'fenceOutside (issue body, CI log, page)': (text) => ['issue-body', 'ci-log', 'page'].map((kind) => fenceOutside(kind as 'issue-body', text, redactor).length),
    'taskQuery and renderTask': (text) => [taskQuery(issueTask({ title: text.slice(0, 200), body: text }), redactor).length, renderTask(issueTask({ title: 't', body: text }, text), redactor).length],
    'Redactor.redact': (text) => redactor.redact(text).length,
    summarizeCiFailure: (text) => summarizeCiFailure([{ name: 'test', conclusion: 'failure', steps: [{ name: 'Run tests', number: 1, conclusion: 'failure' }], log: text }]).length,
    commandInstructions: (text) => [commandInstructions(text), commandInstructions(`/sweep ${text}`)?.length],
    'capBody, parseState and withState': (text) => [capBody(text, 5_000).length, parseState(text).issue, withState(text, defaultState(1)).length],
    'progress comment text': (text) => [codeBlock(text).length, escapeMarkdown(text).length, plainText(text).length, withoutClosingKeywords(text).length],
    branchFor: (text) => branchFor(1, text),
    withoutWorkflowCommands: (text) => withoutWorkflowCommands(text).length,
    'bodyLine (a server body)': (text) => [bodyLine(text), bodyLine(`<html>${text}`)],
    'extractJson (a model reply)': (text) => {
      try {
        return extractJson(text);
      } catch (error) {
        return (error as Error).message;
      }
    },
    'parseEditBlocks (a model reply)': (text) => parseEditBlocks(text).blocks.length,
    overflowNumbers: (text) => overflowNumbers(text),
    compressPrDiff: (text) => compressPrDiff([{ path: 'a.ts', status: 'modified', patch: `@@ -1,1 +1,1 @@\n-${text}\n+${text}`, additions: 1, deletions: 1 }], { budget: 2_000 }).text.length,
  };

  for (const [name, run] of Object.entries(SUBJECTS)) {
    it(
      `${name} returns on every input`,
      () => {
        // Each call either returns or is stopped by the guard, which fails the test naming the input.
        const results = ADVERSARIAL.map((input) => finishes(`${name} on ${input.name}`, () => run(input.text)));
        expect(results.length).toBe(ADVERSARIAL.length);
      },
      TEST_TIMEOUT_MS,
    );
  }

  it('gives what the text holds', () => {
    const dashes = '-'.repeat(LENGTH);
    expect(finishes('stripTemplate', () => stripTemplate(dashes, template))).toBe(dashes);
    expect(finishes('analyzeQuery', () => analyzeQuery(fill('a/')).paths)).toEqual([]);
    expect(finishes('analyzeQuery', () => analyzeQuery(fill('$a')).symbols)).toEqual([]);
    expect(finishes('parseFrames', () => parseFrames('\n'.repeat(LENGTH)))).toEqual([]);
    const frames = finishes('parseFrames', () => parseFrames(pythonTraceback));
    expect([frames.length, frames[0], frames[199]]).toEqual([
      200,
      { path: '/app/shop/mod0.py', line: 1, function: 'f0', format: 'python' },
      { path: '/app/shop/mod199.py', line: 200, function: 'f199', format: 'python' },
    ]);
    expect(finishes('detectIntent', () => detectIntent(nodeTraceback).signals)).toEqual(['BUG_FIX:error-class', 'BUG_FIX:traceback']);
    expect(finishes('htmlToText', () => htmlToText(fill('<p')))).toEqual({ text: fill('<p') });
    expect(finishes('extractLinks', () => extractLinks(`https://a.b/c${'.'.repeat(LENGTH)} and more`))).toEqual(['https://a.b/c']);
    expect(finishes('commandInstructions', () => commandInstructions(`/sweep ${' '.repeat(LENGTH)}fix it`))).toBe('fix it');
  });

  it('ranks an issue with the 75-dash separator as it ranks the same issue with a short one', () => {
    const searched = (text: string) => finishes('search', () => search(index, text, { readText: read }));
    const long = searched(ipythonIssue(SEPARATOR));
    const short = searched(ipythonIssue('-'.repeat(10)));
    expect(long.files.map((f) => f.path)).toEqual(short.files.map((f) => f.path));
    // The traceback under the separator is read: its frame names the file, at full strength.
    for (const result of [long, short]) {
      expect(result.mentions.filter((m) => m.kind === 'frame').map((m) => [m.file, m.strength])).toEqual([['shop/services/checkout.py', 1]]);
    }
  });
});
