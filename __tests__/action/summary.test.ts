import { describe, expect, it } from '@jest/globals';
import type { Plan } from '../../src/agent/plan-check.js';
import { formatDuration, MAX_DIFF_CHARS, renderJobSummary, type JobSummaryInput } from '../../src/action/summary.js';

const plan: Plan = {
  rootCause: 'parseConfig ignores the `timeout` key',
  summary: 'Read the key and pass it to the client',
  changes: [
    { path: 'src/timeout.ts', action: 'create', instructions: '' },
    { path: 'src/config.ts', action: 'modify', instructions: '' },
  ],
};

const full: JobSummaryInput = {
  trigger: 'issue #12 (labeled) by @octocat',
  repo: { owner: 'acme', repo: 'widgets', ref: '0a1b2c3' },
  intent: { kind: 'BUG_FIX', confidence: 0.8234 },
  files: [
    { path: 'src/config.ts', score: 4.21337 },
    { path: 'src/a|b.ts', score: 1.5 },
  ],
  plan,
  changedFiles: [
    { path: 'src/timeout.ts', additions: 14, deletions: 0 },
    { path: 'src/config.ts', additions: 3, deletions: 1 },
    { path: 'README.md' },
  ],
  reviews: [
    { approved: false, problems: [{ path: 'src/config.ts', problem: 'Default is not applied' }] },
    { approved: true, problems: [] },
  ],
  usage: { calls: 7, promptTokens: 52310, completionTokens: 4100, costUsd: 0.0311 },
  timings: { searching: 840, planning: 12_340, editing: 75_600, validating: 9_000, 'pull-request': 1_250 },
  outcome: { kind: 'pull-request', number: 34, url: 'https://github.com/acme/widgets/pull/34' },
  runUrl: 'https://github.com/acme/widgets/actions/runs/99',
};

describe('renderJobSummary', () => {
  it('renders every section of a successful run', () => {
    expect(renderJobSummary(full)).toBe(
      [
        '## Sweep run',
        '',
        '**Outcome:** opened pull request [#34](https://github.com/acme/widgets/pull/34)',
        '',
        '**Trigger:** issue #12 (labeled) by @\u200boctocat\\',
        '**Workflow run:** [log](https://github.com/acme/widgets/actions/runs/99)',
        '',
        '### Retrieval',
        '',
        'Intent: `BUG_FIX` (confidence 0.82)',
        '',
        '| # | File | Score |',
        '| ---: | --- | ---: |',
        '| 1 | [`src/config.ts`](https://github.com/acme/widgets/blob/0a1b2c3/src/config.ts) | 4.213 |',
        '| 2 | [`src/a\\|b.ts`](https://github.com/acme/widgets/blob/0a1b2c3/src/a%7Cb.ts) | 1.500 |',
        '',
        '### Plan',
        '',
        'Root cause: parseConfig ignores the \\`timeout\\` key',
        '',
        'Approach: Read the key and pass it to the client',
        '',
        '- create `src/timeout.ts`',
        '- modify `src/config.ts`',
        '',
        '### Files changed',
        '',
        '| File | Action | Lines |',
        '| --- | --- | ---: |',
        '| `src/timeout.ts` | create | +14 -0 |',
        '| `src/config.ts` | modify | +3 -1 |',
        '| `README.md` | modify | - |',
        '',
        '### Review',
        '',
        '| Round | Verdict | Findings |',
        '| ---: | --- | ---: |',
        '| 1 | changes asked | 1 |',
        '| 2 | approved | 0 |',
        '',
        'Self-review: approved after 2 rounds.',
        '',
        '### Token usage',
        '',
        '| Prompt tokens | Completion tokens | Calls | Cost |',
        '| ---: | ---: | ---: | ---: |',
        '| 52,310 | 4,100 | 7 | $0.0311 |',
        '',
        '### Timings',
        '',
        '| Phase | Time |',
        '| --- | ---: |',
        '| Search the code | 840 ms |',
        '| Plan the change | 12.3 s |',
        '| Edit the files | 1 min 16 s |',
        '| Validate the edits | 9.0 s |',
        '| Open the pull request | 1.3 s |',
        '| **Total** | **1 min 39 s** |',
        '',
      ].join('\n'),
    );
  });

  it('renders a failure with the message and what to try', () => {
    const summary = renderJobSummary({
      trigger: 'issue #5 (labeled) by @octocat',
      outcome: { kind: 'failed', failure: { phase: 'editing', kind: 'token-budget', message: 'Token budget exhausted: 2,000,000 of 2,000,000 used' } },
      usage: { calls: 40, promptTokens: 1_990_000, completionTokens: 10_000, costUsd: undefined },
      timings: { searching: 500, planning: 2_000, editing: 600_000 },
    });
    expect(summary).toBe(
      [
        '## Sweep run',
        '',
        '**Outcome:** failed at Edit the files',
        '',
        '```text',
        'Token budget exhausted: 2,000,000 of 2,000,000 used',
        '```',
        '',
        '**What to try:** The run used its whole token budget; raise `max-tokens-per-run` or split the issue into smaller ones.',
        '',
        '**Trigger:** issue #5 (labeled) by @\u200boctocat',
        '',
        '### Token usage',
        '',
        '| Prompt tokens | Completion tokens | Calls | Cost |',
        '| ---: | ---: | ---: | ---: |',
        '| 1,990,000 | 10,000 | 40 | unknown |',
        '',
        '### Timings',
        '',
        '| Phase | Time |',
        '| --- | ---: |',
        '| Search the code | 500 ms |',
        '| Plan the change | 2.0 s |',
        '| Edit the files | 10 min 0 s |',
        '| **Total** | **10 min 3 s** |',
        '',
      ].join('\n'),
    );
  });

  it('renders a dry run with its diff fenced', () => {
    const diff = '--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-const s = "```";\n+const s = "````";\n';
    expect(renderJobSummary({ trigger: 'local run', outcome: { kind: 'dry-run', diff } })).toBe(
      [
        '## Sweep run',
        '',
        '**Outcome:** dry run; nothing was pushed (the diff is below)',
        '',
        '**Trigger:** local run',
        '',
        '### Diff',
        '',
        '`````diff',
        '--- a/src/a.ts',
        '+++ b/src/a.ts',
        '@@ -1 +1 @@',
        '-const s = "```";',
        '+const s = "````";',
        '`````',
        '',
      ].join('\n'),
    );
  });

  it('links the pull request a failed run opened', () => {
    const failure = { phase: 'pull-request' as const, kind: 'unknown' as const, message: 'GitHub POST pull request from sweep/1-x answered 201 with a body that is not a pull request: <html>', pullRequest: { number: 2, url: 'https://github.com/acme/widgets/pull/2' } };
    expect(renderJobSummary({ trigger: 'issue #1', outcome: { kind: 'failed', failure } })).toBe(
      [
        '## Sweep run',
        '',
        '**Outcome:** failed at Open the pull request',
        '',
        'The pull request [#2](https://github.com/acme/widgets/pull/2) was opened before the run stopped.',
        '',
        '```text',
        'GitHub POST pull request from sweep/1-x answered 201 with a body that is not a pull request: <html>',
        '```',
        '',
        '**What to try:** Open the workflow run for the full log; comment `/sweep` to try again.',
        '',
        '**Trigger:** issue #1',
        '',
      ].join('\n'),
    );
  });

  it('keeps a hostile diff inert: HTML, closing tags and fences of either kind stay inside one fenced code block', () => {
    const diff = [
      '--- a/README.md',
      '+++ b/README.md',
      '@@ -1 +1,7 @@',
      ' # Shop',
      '+<img src=x onerror=alert(1)>',
      '+</code></pre><img src="https://attacker.example/x.png">',
      '+<details open><summary>more</summary>',
      '+```',
      '+~~~',
      '+````js',
      '',
    ].join('\n');
    expect(renderJobSummary({ trigger: 'issue #1', outcome: { kind: 'dry-run', diff } })).toBe(
      [
        '## Sweep run',
        '',
        '**Outcome:** dry run; nothing was pushed (the diff is below)',
        '',
        '**Trigger:** issue #1',
        '',
        '### Diff',
        '',
        '`````diff',
        '--- a/README.md',
        '+++ b/README.md',
        '@@ -1 +1,7 @@',
        ' # Shop',
        '+<img src=x onerror=alert(1)>',
        '+</code></pre><img src="https://attacker.example/x.png">',
        '+<details open><summary>more</summary>',
        '+```',
        '+~~~',
        '+````js',
        '`````',
        '',
      ].join('\n'),
    );
  });

  it('fences a diff whose lines are fences of their own', () => {
    const diff = '```\n~~~~\n``````\n';
    expect(renderJobSummary({ trigger: 't', outcome: { kind: 'dry-run', diff } }).split('### Diff\n\n')[1]).toBe('```````diff\n```\n~~~~\n``````\n```````\n');
  });

  it('cuts a very long diff', () => {
    const diff = `${'+x\n'.repeat(MAX_DIFF_CHARS)}`;
    const summary = renderJobSummary({ trigger: 't', outcome: { kind: 'dry-run', diff } });
    expect(summary.endsWith('+x\n… (diff cut at 60,000 characters)\n```\n')).toBe(true);
    expect(summary.length).toBeLessThan(MAX_DIFF_CHARS + 300);
  });

  it('says why there was nothing to do, escaping the reason', () => {
    expect(renderJobSummary({ trigger: '<b>bot</b>', outcome: { kind: 'nothing', reason: 'the comment by @bot was written by [Sweep](x)' } })).toBe(
      [
        '## Sweep run',
        '',
        '**Outcome:** nothing to do: the comment by @\u200bbot was written by \\[Sweep\\](x)',
        '',
        '**Trigger:** &lt;b&gt;bot&lt;/b&gt;',
        '',
      ].join('\n'),
    );
  });

  it('marks an updated pull request and leaves out an unsafe link', () => {
    const summary = renderJobSummary({ trigger: 't', outcome: { kind: 'pull-request', number: 3, url: 'javascript:alert(1)', updated: true }, runUrl: 'not a url' });
    expect(summary).toBe(['## Sweep run', '', '**Outcome:** updated pull request #3', '', '**Trigger:** t', ''].join('\n'));
  });

  it('lists retrieval without a ref as code spans, with the intent alone when no files were found', () => {
    expect(renderJobSummary({ trigger: 't', intent: { kind: 'REFACTOR', confidence: 0.5 }, outcome: { kind: 'nothing', reason: 'x' } })).toContain('### Retrieval\n\nIntent: `REFACTOR` (confidence 0.50)\n');
    expect(renderJobSummary({ trigger: 't', files: [{ path: 'a|b `c`.ts', score: 2 }], outcome: { kind: 'nothing', reason: 'x' } })).toContain(
      '### Retrieval\n\n| # | File | Score |\n| ---: | --- | ---: |\n| 1 | ``a\\|b `c`.ts`` | 2.000 |\n',
    );
  });

  it('lists review findings left after the last round', () => {
    const summary = renderJobSummary({ trigger: 't', reviews: [{ approved: false, problems: [{ path: 'a.ts', problem: 'Missing <test>' }] }], outcome: { kind: 'nothing', reason: 'x' } });
    expect(summary).toContain(
      ['### Review', '', '| Round | Verdict | Findings |', '| ---: | --- | ---: |', '| 1 | changes asked | 1 |', '', 'Self-review: 1 finding left after 1 round:', '  - `a.ts`: Missing &lt;test&gt;', ''].join('\n'),
    );
  });
});

describe('formatDuration', () => {
  it('picks a unit', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(999.4)).toBe('999 ms');
    expect(formatDuration(1_000)).toBe('1.0 s');
    expect(formatDuration(59_940)).toBe('59.9 s');
    expect(formatDuration(60_000)).toBe('1 min 0 s');
    expect(formatDuration(3_725_400)).toBe('62 min 5 s');
  });
});
