import { describe, expect, it } from '@jest/globals';
import { leadingLabel, normalizeLine, stripTemplate, templateLines } from '../../src/search/rank/templates.js';
import { finishes } from '../helpers/hang-guard.js';

const BUG_TEMPLATE = [
  '---',
  'name: Bug report',
  'about: Create a report to help us improve',
  '---',
  '',
  '<!-- Please search existing issues first. -->',
  '',
  '**Describe the bug**',
  'A clear and concise description of what the bug is.',
  '',
  '**To Reproduce**',
  'Steps to reproduce the behavior:',
  '',
  '**Environment**',
  ' - Library Version [e.g. 0.18.0]',
  ' - OS: [e.g. iOS]',
].join('\n');

const FORM = [
  'name: Bug',
  'description: File a bug report',
  'body:',
  '  - type: textarea',
  '    attributes:',
  '      label: What happened?',
  '      description: Also tell us, what did you expect to happen?',
  '      placeholder: Tell us what you see!',
  '  - type: checkboxes',
  '    attributes:',
  '      label: Code of Conduct',
  '      options:',
  '        - label: I agree to follow this project\'s Code of Conduct',
].join('\n');

describe('templateLines', () => {
  it('reads Markdown templates and issue forms, and ignores files that are not templates', () => {
    const lines = templateLines([
      { path: '.github/ISSUE_TEMPLATE/bug_report.md', text: BUG_TEMPLATE },
      { path: '.github/ISSUE_TEMPLATE/bug.yml', text: FORM },
      { path: 'docs/guide.md', text: 'Unrelated words in a guide' },
    ]);
    expect(lines.lines.has('describe the bug')).toBe(true);
    expect(lines.lines.has('a clear and concise description of what the bug is')).toBe(true);
    expect(lines.lines.has('please search existing issues first')).toBe(true);
    expect(lines.lines.has('what happened')).toBe(true);
    expect(lines.lines.has('i agree to follow this project s code of conduct')).toBe(true);
    expect(lines.lines.has('unrelated words in a guide')).toBe(false);
    expect([...lines.labels].sort()).toEqual(['about', 'describe the bug', 'environment', 'name', 'os', 'steps to reproduce the behavior', 'to reproduce']);
  });

  it('skips a form that is not YAML', () => {
    expect(templateLines([{ path: '.github/ISSUE_TEMPLATE/broken.yml', text: 'body: [unclosed' }]).lines.size).toBe(0);
  });
});

describe('stripTemplate', () => {
  const template = templateLines([{ path: '.github/ISSUE_TEMPLATE/bug_report.md', text: BUG_TEMPLATE }]);

  it('drops echoed template lines, HTML comments and labels, keeping what the author wrote', () => {
    const issue = [
      'Timeout is ignored by the http adapter',
      '<!-- Please search existing issues first. -->',
      '**Describe the bug**',
      'A clear and concise description of what the bug is.',
      'Setting `timeout` has no effect when the request is retried.',
      '**To Reproduce**',
      ' - OS: Ubuntu 22.04',
    ].join('\n');
    expect(stripTemplate(issue, template)).toBe(
      ['Timeout is ignored by the http adapter', '', 'Setting `timeout` has no effect when the request is retried.', 'Ubuntu 22.04'].join('\n'),
    );
  });

  it('only removes HTML comments when the repository has no template', () => {
    expect(stripTemplate('Title\n<!-- hint -->\n**Describe the bug**', templateLines([]))).toBe('Title\n\n**Describe the bug**');
  });
});

describe('normalizeLine', () => {
  it('lower-cases words and drops Markdown, checkboxes and punctuation', () => {
    expect(normalizeLine('- [x] **I have read** the `docs`!')).toBe('i have read the docs');
  });
});

describe('leadingLabel', () => {
  it('reads the label after any run of Markdown marks, and none from a line of marks', () => {
    const label = (line: string) => finishes(`leadingLabel(${JSON.stringify(line.slice(0, 20))})`, () => leadingLabel(line));
    expect(label('-'.repeat(75))).toBeUndefined();
    expect(label('-'.repeat(10_000))).toBeUndefined();
    expect(label(`${'- '.repeat(5_000)}x`)).toBeUndefined();
    expect(label('----> 1 parse("")')).toBeUndefined();
    expect(label('---------- **Version**: 1.2')).toBe('version');
    expect(label('> **Note**: x')).toBe('note');
    expect(label('* * * **Bold** * * *')).toBe('bold');
    expect(label('__Version__')).toBe('version');
    expect(label('### Steps to reproduce:')).toBe('steps to reproduce');
    expect(label(`${'#'.repeat(40)} Title:`)).toBe('title');
    expect(label('- OS: Linux')).toBe('os');
    expect(label('     10 def parse(text):')).toBe('10 def parse text');
    expect(label('a sentence with more than six words before: a colon')).toBeUndefined();
  });
});

describe('stripTemplate on a pasted IPython traceback', () => {
  const template = templateLines([
    { path: '.github/PULL_REQUEST_TEMPLATE.md', text: ['## Description', '<!-- Describe your change -->', '', '**Related issue**: #', '', '### Checklist', '- [ ] Tests added', '- [ ] Docs updated'].join('\n') },
  ]);
  const separator = '-'.repeat(75);

  it('keeps the traceback, its separator line of 75 dashes included, and drops the template', () => {
    const issue = [
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
      '     10 def parse(text):',
      '     11     if not text:',
      '---> 12         raise ValueError("empty input")',
      '',
      'ValueError: empty input',
      '',
      '**Related issue**: #41',
      '',
      '### Checklist',
      '- [ ] Tests added',
      '- [x] Docs updated',
    ].join('\n');
    expect(finishes('stripTemplate', () => stripTemplate(issue, template)).split('\n')).toEqual([
      'Parser fails on empty input',
      'Calling `parse("")` in a notebook raises:',
      '',
      separator,
      'ValueError                                Traceback (most recent call last)',
      'Cell In[3], line 1',
      '----> 1 parse("")',
      '',
      'File ~/proj/parser/core.py:12, in parse(text)',
      '     10 def parse(text):',
      '     11     if not text:',
      '---> 12         raise ValueError("empty input")',
      '',
      'ValueError: empty input',
      '',
      '#41',
      '',
    ]);
  });

  it('learns no label from a template line of marks', () => {
    const learned = finishes('templateLines', () => templateLines([{ path: '.github/PULL_REQUEST_TEMPLATE.md', text: `${separator}\n**Steps**:\n${'> '.repeat(40)}` }]));
    expect([...learned.labels]).toEqual(['steps']);
    expect([...learned.lines]).toEqual(['steps']);
  });
});
