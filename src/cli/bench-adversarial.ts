/**
 * The `adversarial` suite of `bench`: how long the query stage (`search` in process, on a loaded
 * index) takes on queries built against backtracking regular expressions: a megabyte of one
 * character (or of one pair), 10,000 identifiers, a 5,000-frame traceback, and an issue written from
 * a pull request template with an IPython traceback's 75-dash separator in it. Run on a repository
 * with a pull request template (`npm run bench -- --suite adversarial` adds one to a synthetic tree),
 * where template lines are learned and stripped from each query. Reported, never asserted: the tests
 * check that every pattern over outside text returns and what it returns.
 */
import type { RepoIndex } from '../search/index/repo-index.js';
import { search } from '../search/rank/search.js';
import { isTemplatePath } from '../repo/classify.js';
import { round } from './common.js';

export const MEGABYTE = 1_000_000;
export const IDENTIFIERS = 10_000;
export const TRACEBACK_FRAMES = 5_000;
/** The separator line of an IPython traceback. */
export const IPYTHON_SEPARATOR = '-'.repeat(75);
/** Characters a megabyte of which makes a query, and pairs a megabyte of which does. */
const SINGLE = ['-', ' ', '\n', '#', '>', '*', '`', '=', '_', '|', '(', '[', '$', '/', '.', '<', 'a'];
const PAIRS = ['- ', '$a', 'a/', 'a.', '\n ', '<!--', '```\n', ' ('];

export interface AdversarialQuery {
  name: string;
  text: string;
}

export interface AdversarialFigure {
  name: string;
  chars: number;
  ms: number;
}

export interface AdversarialReport {
  files: number;
  /** Issue and pull request templates the repository has (their lines are stripped from queries). */
  templates: number;
  queries: AdversarialFigure[];
  slowest: AdversarialFigure;
}

const fill = (unit: string, length: number): string => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

function identifier(i: number): string {
  switch (i % 4) {
    case 0:
      return `getUserName${i}`;
    case 1:
      return `parse_config_${i}`;
    case 2:
      return `HTTPServer${i}.handle${i}()`;
    default:
      return `${i}_px`;
  }
}

function traceback(frames: number): string {
  const lines = ['Traceback (most recent call last):'];
  for (let i = 0; i < frames; i++) lines.push(`  File "/app/pkg/module_${i % 97}.py", line ${i + 1}, in handler_${i}`, `    result = step_${i}(value)`);
  lines.push('RecursionError: maximum recursion depth exceeded');
  return lines.join('\n');
}

/** An issue from a pull request template with an IPython traceback pasted in, its separator included. */
export function ipythonIssue(separator = IPYTHON_SEPARATOR): string {
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
    'File ~/proj/parser/core.py:12, in parse(text)',
    '---> 12         raise ValueError("empty input")',
    '',
    'ValueError: empty input',
    '',
    '**Related issue**: #41',
  ].join('\n');
}

export function adversarialQueries(): AdversarialQuery[] {
  return [
    ...SINGLE.map((c) => ({ name: `1 MB of ${JSON.stringify(c)}`, text: c.repeat(MEGABYTE) })),
    ...PAIRS.map((pair) => ({ name: `1 MB of ${JSON.stringify(pair)}`, text: fill(pair, MEGABYTE) })),
    { name: `${IDENTIFIERS.toLocaleString('en-US')} identifiers`, text: Array.from({ length: IDENTIFIERS }, (_, i) => identifier(i)).join(' ') },
    { name: `a ${TRACEBACK_FRAMES.toLocaleString('en-US')}-frame traceback`, text: traceback(TRACEBACK_FRAMES) },
    { name: 'the 75-dash IPython separator in an issue from the template', text: ipythonIssue() },
  ];
}

/** Each query searched once on `index` (after one ordinary query, so the first one pays for nothing shared). */
export function runAdversarialBench(index: RepoIndex, readText: (path: string) => string | undefined, warmQuery: string): AdversarialReport {
  search(index, warmQuery, { readText });
  const queries = adversarialQueries().map(({ name, text }) => {
    const started = performance.now();
    search(index, text, { readText });
    return { name, chars: text.length, ms: round(performance.now() - started, 1) };
  });
  const slowest = queries.reduce((a, b) => (b.ms > a.ms ? b : a));
  const paths = [...index.files.map((f) => f.path), ...index.skipped.map((s) => s.path)];
  return { files: index.files.length, templates: paths.filter(isTemplatePath).length, queries, slowest };
}

export function formatAdversarialTable(report: AdversarialReport): string {
  const nameWidth = Math.max(...report.queries.map((q) => q.name.length));
  const rows = report.queries.map((q) => `  ${q.name.padEnd(nameWidth)}  ${q.chars.toLocaleString('en-US').padStart(9)}  ${q.ms.toFixed(1).padStart(9)}`);
  return [
    `  ${'query'.padEnd(nameWidth)}  ${'chars'.padStart(9)}  ${'ms'.padStart(9)}`,
    ...rows,
    `  slowest: ${report.slowest.name}, ${report.slowest.ms.toFixed(1)} ms`,
  ].join('\n');
}
