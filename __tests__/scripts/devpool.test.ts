import { describe, expect, it } from '@jest/globals';
// @ts-expect-error: a plain ES module script without type declarations
import { bodyProse, checkoutRow, cleanMessage, closedIssue, goldSource, issueCandidates, issueQuery, queryStyle, realIssueInstances, withoutScopes } from '../../scripts/devpool.mjs';

const prose = (q: string): string => bodyProse(q) as string;
const style = (q: string): string => queryStyle(q) as string;

describe('devpool query style', () => {
  it('keeps the prose of a body and drops code, links, lists, checklists and template lines', () => {
    const query = [
      'Fix the parser on empty input',
      '',
      '## Description',
      'The parser crashed on an empty file because the reader returned undefined.',
      '- [x] tests added',
      '- a squashed commit subject',
      '```js',
      'parse("")',
      '```',
      'Fixes #123',
      'https://example.com/issue/1',
      '<!-- template comment -->',
      'Please make sure the tests pass.',
    ].join('\n');
    expect(prose(query)).toBe('The parser crashed on an empty file because the reader returned undefined.');
  });

  it('calls a query issue-like only with 120 characters of prose beyond its subject (113 + 8 here)', () => {
    const sentence = 'When the configuration file is empty the defaults were never applied, so every option read as undefined later on.';
    expect(sentence.length).toBe(113);
    expect(style(`Fix defaults\n\n${sentence}`)).toBe('commit');
    expect(style(`Fix defaults\n\n${sentence} Really.`)).toBe('issue');
    expect(style('Fix defaults\n\n- one\n- two\n- [x] three\n## Checklist\nFixes #1')).toBe('commit');
  });

  it('cleans a merge message: trailers, the merge line and pull request numbers go', () => {
    expect(cleanMessage('Merge pull request #12 from a/b\n\nFix the thing (#12)\n\nSigned-off-by: A <a@b.c>')).toBe('Fix the thing');
  });
});

describe('devpool real issues', () => {
  it('reads the issue a message says the fix closes, of the repository only', () => {
    expect(closedIssue('Fix the parser\n\nFixes #12, closes #13', 'a/b')).toBe(12);
    expect(closedIssue('Resolves: #7', 'a/b')).toBe(7);
    expect(closedIssue('fix(x): y\n\ncloses https://github.com/a/b/issues/99', 'a/b')).toBe(99);
    expect(closedIssue('closes https://github.com/other/repo/issues/5 and fixes #6', 'a/b')).toBe(6);
    expect(closedIssue('closes https://github.com/other/repo/issues/5', 'a/b')).toBeUndefined();
    expect(closedIssue('Fix the parser (#12)', 'a/b')).toBeUndefined();
    expect(closedIssue('See #12', 'a/b')).toBeUndefined();
  });

  it('lists at most n instances per repository, one per issue, in the pool\'s order', () => {
    const inst = (id: string, repo: string, query: string) => ({ id, repo, query });
    const pool = [
      inst('a1', 'o/a', 'Fix x\n\nFixes #1'),
      inst('a2', 'o/a', 'Fix y\n\nFixes #1'),
      inst('a3', 'o/a', 'Fix z'),
      inst('a4', 'o/a', 'Fix w\n\nCloses #2'),
      inst('a5', 'o/a', 'Fix v\n\nCloses #3'),
      inst('b1', 'o/b', 'Fix u\n\nResolves #1'),
    ];
    expect(issueCandidates(pool, 2)).toEqual([
      { id: 'a1', repo: 'o/a', issue: 1 },
      { id: 'a4', repo: 'o/a', issue: 2 },
      { id: 'b1', repo: 'o/b', issue: 1 },
    ]);
  });

  it('makes the issue the query: its title, a blank line and its description; none without a description', () => {
    expect(issueQuery(' Crash on empty input ', 'Steps:\r\n1. run it\r\n')).toBe('Crash on empty input\n\nSteps:\n1. run it');
    expect(issueQuery('Crash', '  \n ')).toBeUndefined();
    expect(issueQuery('Crash', undefined)).toBeUndefined();
    const pool = [
      { id: 'a1', repo: 'o/a', query: 'Fix x\n\nFixes #1', gold_files: ['x.js'] },
      { id: 'a2', repo: 'o/a', query: 'Fix y\n\nFixes #2', gold_files: ['y.js'] },
      { id: 'a3', repo: 'o/a', query: 'Fix z\n\nFixes #3', gold_files: ['z.js'] },
    ];
    const texts = [
      { id: 'a3', title: 'Z is wrong', body: 'It returns 1.' },
      { id: 'a1', title: 'X breaks', body: 'Calling x() throws.' },
      { id: 'a2', title: 'Y', body: '' },
      { id: 'gone', title: 'Not in the pool', body: 'text' },
    ];
    expect(realIssueInstances(pool, texts)).toEqual([
      { id: 'a1', repo: 'o/a', query: 'X breaks\n\nCalling x() throws.', gold_files: ['x.js'] },
      { id: 'a3', repo: 'o/a', query: 'Z is wrong\n\nIt returns 1.', gold_files: ['z.js'] },
    ]);
  });

  it('leaves out conventional-commit scopes, in the subject and in a squash\'s list of subjects', () => {
    const query = 'fix(engine.io-client)!: consume the ws package\n\n* fix(sio-client): do not mangle\n- feat(core/utils): a(b) helper\nA line about fix(x): in prose stays.';
    expect(withoutScopes(query)).toBe('fix!: consume the ws package\n\n* fix: do not mangle\n- feat: a(b) helper\nA line about fix(x): in prose stays.');
    expect(withoutScopes('Fix the parser (again): no scope here')).toBe('Fix the parser (again): no scope here');
  });
});

describe('devpool gold files', () => {
  it('counts source files and leaves out tests, their fixtures, mocks and snapshots, and build outputs', () => {
    const paths = [
      'packages/core/src/serializer.ts',
      'packages/core/src/__fixtures__/utils.ts',
      'src/__mocks__/fs.js',
      'src/__snapshots__/render.test.ts.snap',
      'src/__tests__/render.ts',
      'test/fixtures/app.js',
      'lib/render.spec.js',
      'dist/index.js',
      'README.md',
      'lib/render.js',
    ];
    expect(paths.filter((p) => goldSource(p) as boolean)).toEqual(['packages/core/src/serializer.ts', 'lib/render.js']);
  });

  it('counts Vue and Svelte single-file components as source files', () => {
    const paths = ['src/client/theme-default/components/VPSidebar.vue', 'src/lib/Counter.svelte', 'test/fixtures/App.vue', 'src/styles/vars.css'];
    expect(paths.filter((p) => goldSource(p) as boolean)).toEqual(['src/client/theme-default/components/VPSidebar.vue', 'src/lib/Counter.svelte']);
  });

  it('judges an instance mined under an older rule by the current one', () => {
    const inst = { id: 'o__r-1', repo: 'o/r', gold_files: ['src/__fixtures__/container.ts', 'src/utils.ts'], query: 'q' };
    expect(checkoutRow('/pool', inst)).toEqual({
      id: 'o__r-1',
      repo: '/pool/checkouts/o+r',
      repository: 'o/r',
      gold_files: ['src/utils.ts'],
      query: 'q',
    });
  });
});
