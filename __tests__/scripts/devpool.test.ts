import { describe, expect, it } from '@jest/globals';
// @ts-expect-error: a plain ES module script without type declarations
import { bodyProse, cleanMessage, queryStyle } from '../../scripts/devpool.mjs';

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
