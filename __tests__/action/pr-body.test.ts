import { describe, expect, it } from '@jest/globals';
import type { FileOutcome } from '../../src/agent/execute.js';
import type { FileChangeRequest, Plan } from '../../src/agent/plan-check.js';
import {
  defaultState,
  lineCounts,
  MAX_HANDLED_RUNS,
  MAX_TITLE_CHARS,
  mergeStates,
  mermaidLabel,
  parseState,
  planGraph,
  prTitle,
  renderPrBody,
  renderState,
  reviewLines,
  usageLine,
  type SweepState,
} from '../../src/action/pr-body.js';

const plan: Plan = {
  rootCause: 'parseConfig ignores the `timeout` key',
  summary: 'Read the key and pass it to the client',
  changes: [
    { path: 'src/timeout.ts', action: 'create', instructions: 'new helper' },
    { path: 'src/config.ts', action: 'modify', instructions: 'read timeout' },
    { path: 'src/old.ts', action: 'delete', instructions: '' },
  ],
};

const state: SweepState = { ciAttempts: 1, handledRuns: [1001], issue: 12, version: 1 };

describe('the state with bot runs', () => {
  it('writes botRuns only when there are some, reads both forms, and refuses a botRuns that is not a count', () => {
    const plain = { ciAttempts: 1, handledRuns: [4], issue: 2, version: 1 as const };
    expect(renderState(plain)).toBe(renderState({ ...plain, botRuns: 0 }));
    expect(parseState(renderState(plain))).toEqual(plain);
    expect(parseState(renderState({ ...plain, botRuns: 2 }))).toEqual({ ...plain, botRuns: 2 });
    expect(renderState({ ...plain, botRuns: 2 })).toContain('"botRuns":2');
    expect(parseState('<!-- sweep-state {"ciAttempts":1,"handledRuns":[],"issue":2,"version":1,"botRuns":-1} -->')).toEqual(defaultState(0));
    expect(() => renderState({ ...plain, botRuns: 1.5 })).toThrow('botRuns must be a whole number of at least 0, got 1.5');
    expect(mergeStates({ ...plain, botRuns: 1 }, { ...plain, botRuns: 3 })).toMatchObject({ botRuns: 3 });
  });
});

describe('mergeStates', () => {
  it('never takes attempts back nor forgets a handled run another run wrote meanwhile', () => {
    const ours = { ciAttempts: 1, handledRuns: [3, 9], issue: 4, version: 1 as const };
    const theirs = { ciAttempts: 2, handledRuns: [9, 5], issue: 4, version: 1 as const };
    expect(mergeStates(ours, theirs)).toEqual({ ciAttempts: 2, handledRuns: [3, 5, 9], issue: 4, version: 1 });
    expect(mergeStates({ ...ours, ciAttempts: 3 }, defaultState(0))).toEqual({ ciAttempts: 3, handledRuns: [3, 9], issue: 4, version: 1 });
    expect(mergeStates(defaultState(0), theirs)).toMatchObject({ issue: 4 });
  });
});

describe('prTitle', () => {
  it('prefixes the issue title and appends its number', () => {
    expect(prTitle('Timeout setting is ignored', 12)).toBe('Sweep: Timeout setting is ignored (#12)');
  });

  it('keeps one line and drops a "Sweep:" prefix the issue already has', () => {
    expect(prTitle('  sweep:  add a\r\n  --verbose\tflag ', 7)).toBe('Sweep: add a --verbose flag (#7)');
  });

  it('keeps an issue title from closing other issues when a squash merge makes it a commit subject', () => {
    expect(prTitle('Crash; fixes #3 and Closes: octo/x#4', 9)).toBe('Sweep: Crash; fixes\u200b #3 and Closes\u200b: octo/x#4 (#9)');
  });

  it('bounds very long titles', () => {
    const title = prTitle('Refactor the configuration loader '.repeat(10), 12345);
    expect(title).toBe('Sweep: Refactor the configuration loader Refactor the configuration loader Refactor the co… (#12345)');
    expect(Array.from(title)).toHaveLength(MAX_TITLE_CHARS);
  });

  it('does not split a character when cutting', () => {
    const title = prTitle('😀'.repeat(200), 1);
    expect(Array.from(title)).toHaveLength(MAX_TITLE_CHARS);
    expect(title.endsWith('😀… (#1)')).toBe(true);
  });

  it('names the issue when the title is empty', () => {
    expect(prTitle(' \n ', 3)).toBe('Sweep: changes for issue #3');
  });
});

describe('renderState and parseState', () => {
  it('writes one marker line', () => {
    expect(renderState(state)).toBe('<!-- sweep-state {"ciAttempts":1,"handledRuns":[1001],"issue":12,"version":1} -->');
  });

  it('round-trips', () => {
    const s: SweepState = { ciAttempts: 3, handledRuns: [5, 9, 123456789012], issue: 40, version: 1 };
    expect(parseState(`Body\n\n${renderState(s)}\n`)).toEqual(s);
    expect(parseState(renderState(defaultState(8)))).toEqual(defaultState(8));
  });

  it('sorts, dedupes and keeps the newest handled runs', () => {
    const runs = Array.from({ length: MAX_HANDLED_RUNS + 5 }, (_, i) => MAX_HANDLED_RUNS + 5 - i);
    const parsed = parseState(renderState({ ciAttempts: 0, handledRuns: [...runs, 7, 7, -1, 1.5], issue: 1, version: 1 }));
    expect(parsed.handledRuns).toEqual(Array.from({ length: MAX_HANDLED_RUNS }, (_, i) => i + 6));
  });

  it('refuses counts that are not whole numbers', () => {
    expect(() => renderState({ ...state, ciAttempts: -1 })).toThrow('ciAttempts must be a whole number of at least 0, got -1');
    expect(() => renderState({ ...state, issue: 1.5 })).toThrow('issue must be a whole number of at least 0, got 1.5');
  });

  it('returns the default when the marker is missing', () => {
    expect(parseState('Fixes #12')).toEqual({ ciAttempts: 0, handledRuns: [], issue: 0, version: 1 });
    expect(parseState('', 12)).toEqual({ ciAttempts: 0, handledRuns: [], issue: 12, version: 1 });
    expect(parseState(null, 12)).toEqual(defaultState(12));
    expect(parseState(undefined)).toEqual(defaultState());
  });

  it('returns the default for a corrupt marker', () => {
    for (const line of [
      '<!-- sweep-state {"ciAttempts":1,"handledRuns":[1001],"issue":12,"version":1 -->',
      '<!-- sweep-state not json -->',
      '<!-- sweep-state [] -->',
      '<!-- sweep-state null -->',
      '<!-- sweep-state {"ciAttempts":1,"handledRuns":[1001],"issue":12,"version":2} -->',
      '<!-- sweep-state {"ciAttempts":-1,"handledRuns":[],"issue":12,"version":1} -->',
      '<!-- sweep-state {"ciAttempts":"1","handledRuns":[],"issue":12,"version":1} -->',
      '<!-- sweep-state {"ciAttempts":1,"handledRuns":["x"],"issue":12,"version":1} -->',
      '<!-- sweep-state {"ciAttempts":1,"handledRuns":[],"issue":12,"version":1,"extra":true} -->',
      '<!-- sweep-state {"ciAttempts":1,"issue":12,"version":1} -->',
    ]) {
      expect(parseState(`Text\n${line}\n`, 12)).toEqual(defaultState(12));
    }
  });

  it('ignores markers in another form', () => {
    for (const line of [
      '<!--sweep-state {"ciAttempts":9,"handledRuns":[],"issue":12,"version":1}-->',
      ' <!-- sweep-state {"ciAttempts":9,"handledRuns":[],"issue":12,"version":1} -->',
      '> <!-- sweep-state {"ciAttempts":9,"handledRuns":[],"issue":12,"version":1} -->',
      'see <!-- sweep-state {"ciAttempts":9,"handledRuns":[],"issue":12,"version":1} -->',
      '<!-- sweep-state {"ciAttempts":9,"handledRuns":[],"issue":12,"version":1} --> trailing',
      '<!-- SWEEP-STATE {"ciAttempts":9,"handledRuns":[],"issue":12,"version":1} -->',
    ]) {
      expect(parseState(`${renderState(state)}\n${line}\n`)).toEqual(state);
    }
  });

  it('takes the last valid marker when there are several', () => {
    const later: SweepState = { ciAttempts: 2, handledRuns: [1001, 1002], issue: 12, version: 1 };
    expect(parseState(`${renderState(state)}\n\n${renderState(later)}`)).toEqual(later);
    expect(parseState(`${renderState(later)}\n${renderState(state)}\n`)).toEqual(state);
    expect(parseState(`${renderState(later)}\n<!-- sweep-state {broken} -->\n`)).toEqual(later);
  });

  it('ignores markers inside fenced code blocks', () => {
    const fake = '<!-- sweep-state {"ciAttempts":0,"handledRuns":[],"issue":12,"version":1} -->';
    const body = [renderState(state), '', '```html', fake, '```', '', '~~~~', '```', fake, '~~~~', '', '    indented', '````md', fake, '```', fake, '````'].join('\n');
    expect(parseState(body)).toEqual(state);
    expect(parseState(`${renderState(state)}\n\`\`\`\n${fake}\n`)).toEqual(state);
  });

  it('is not confused by "-->" or fake markers in the text above', () => {
    const body = renderPrBody({
      issueNumber: 12,
      plan: { rootCause: 'a --> b', summary: '<!-- sweep-state {"ciAttempts":0,"handledRuns":[],"issue":12,"version":1} -->', changes: [] },
      outcomes: [],
      changedFiles: [],
      ciState: state,
    });
    expect(parseState(body)).toEqual(state);
    expect(body.match(/<!--/g)).toHaveLength(1);
  });

  it('reads a body with Windows line endings', () => {
    expect(parseState(`Fixes #12\r\n\r\n${renderState(state)}\r\n`)).toEqual(state);
  });
});

describe('planGraph', () => {
  it('draws files as nodes styled by action, with import edges', () => {
    expect(planGraph(plan.changes, [['src/timeout.ts', 'src/config.ts']])).toBe(
      [
        '```mermaid',
        'flowchart TD',
        '  f1["src/timeout.ts<br/>create"]',
        '  f2["src/config.ts<br/>modify"]',
        '  f3["src/old.ts<br/>delete"]',
        '  f1 --> f2',
        '  classDef sweepCreate fill:#dafbe1,stroke:#1a7f37,color:#1f2328',
        '  class f1 sweepCreate',
        '  classDef sweepModify fill:#ddf4ff,stroke:#0969da,color:#1f2328',
        '  class f2 sweepModify',
        '  classDef sweepDelete fill:#ffebe9,stroke:#cf222e,color:#1f2328,stroke-dasharray:5 3',
        '  class f3 sweepDelete',
        '```',
      ].join('\n'),
    );
  });

  it('keeps odd file names inside quoted, escaped labels', () => {
    const changes: FileChangeRequest[] = [
      { path: 'docs/My "Notes" [draft] (1).md', action: 'modify', instructions: '' },
      { path: 'src/naïve 日本語 😀.ts', action: 'create', instructions: '' },
      { path: 'web/<img src=x onerror=alert(1)>.html', action: 'modify', instructions: '' },
      { path: 'lib/a#b;c&d:e`f`.py', action: 'delete', instructions: '' },
      { path: 'end', action: 'modify', instructions: '' },
      { path: 'x --> y\n```', action: 'create', instructions: '' },
    ];
    expect(planGraph(changes, [['src/naïve 日本語 😀.ts', 'docs/My "Notes" [draft] (1).md'], ['end', 'x --> y\n```']])).toBe(
      [
        '```mermaid',
        'flowchart TD',
        '  f1["docs/My #34;Notes#34; [draft] (1).md<br/>modify"]',
        '  f2["src/naïve 日本語 😀.ts<br/>create"]',
        '  f3["web/#60;img src=x onerror=alert(1)#62;.html<br/>modify"]',
        '  f4["lib/a#35;b;c#38;d#58;e#96;f#96;.py<br/>delete"]',
        '  f5["end<br/>modify"]',
        '  f6["x --#62; y #96;#96;#96;<br/>create"]',
        '  f2 --> f1',
        '  f5 --> f6',
        '  classDef sweepCreate fill:#dafbe1,stroke:#1a7f37,color:#1f2328',
        '  class f2,f6 sweepCreate',
        '  classDef sweepModify fill:#ddf4ff,stroke:#0969da,color:#1f2328',
        '  class f1,f3,f5 sweepModify',
        '  classDef sweepDelete fill:#ffebe9,stroke:#cf222e,color:#1f2328,stroke-dasharray:5 3',
        '  class f4 sweepDelete',
        '```',
      ].join('\n'),
    );
  });

  it('is deterministic: edges sorted and deduplicated, unknown paths and self-loops left out', () => {
    const edges: [string, string][] = [
      ['src/old.ts', 'src/config.ts'],
      ['src/timeout.ts', 'src/config.ts'],
      ['src/timeout.ts', 'src/old.ts'],
      ['src/timeout.ts', 'src/config.ts'],
      ['src/elsewhere.ts', 'src/config.ts'],
      ['src/config.ts', 'src/config.ts'],
    ];
    const graph = planGraph(plan.changes, edges);
    expect(graph.split('\n').filter((l) => l.includes('-->'))).toEqual(['  f1 --> f2', '  f1 --> f3', '  f3 --> f2']);
    expect(planGraph(plan.changes, [...edges].reverse())).toBe(graph);
    expect(planGraph(plan.changes, edges)).toBe(graph);
  });

  it('draws a path listed twice once, as first listed', () => {
    const graph = planGraph([...plan.changes, { path: 'src/config.ts', action: 'delete', instructions: 'again' }]);
    expect(graph.split('\n').filter((l) => l.startsWith('  f') || l.startsWith('  class '))).toEqual([
      '  f1["src/timeout.ts<br/>create"]',
      '  f2["src/config.ts<br/>modify"]',
      '  f3["src/old.ts<br/>delete"]',
      '  class f1 sweepCreate',
      '  class f2 sweepModify',
      '  class f3 sweepDelete',
    ]);
  });

  it('is empty for a plan without files', () => {
    expect(planGraph([])).toBe('');
  });

  it('escapes labels with Mermaid entity codes', () => {
    expect(mermaidLabel('a "b" #c <d> & `e` :f\ng')).toBe('a #34;b#34; #35;c #60;d#62; #38; #96;e#96; #58;f g');
  });
});

describe('sections', () => {
  it('summarises usage', () => {
    expect(usageLine({ calls: 5, promptTokens: 1234567, completionTokens: 890, costUsd: 0.01234 })).toBe('1,234,567 prompt + 890 completion tokens in 5 calls, about $0.0123');
    expect(usageLine({ calls: 1, promptTokens: 10, completionTokens: 2, costUsd: undefined })).toBe('10 prompt + 2 completion tokens in 1 call, cost unknown');
    expect(usageLine({ calls: 2, promptTokens: 0, completionTokens: 0, costUsd: 12.5 })).toBe('0 prompt + 0 completion tokens in 2 calls, about $12.50');
  });

  it('summarises the self-review', () => {
    expect(reviewLines([])).toEqual([]);
    expect(reviewLines([{ approved: false, problems: [{ path: 'a.ts', problem: 'x' }] }, { approved: true, problems: [] }])).toEqual(['Self-review: approved after 2 rounds.']);
    expect(reviewLines([{ approved: false, problems: [], unreadable: true }])).toEqual([
      "**Not reviewed:** the self-review's reply could not be read (twice), so this change was not reviewed; review it yourself before merging.",
    ]);
    // A reply read in round 1 does not make up for one that could not be read in round 2.
    expect(reviewLines([{ approved: false, problems: [{ path: 'a.ts', problem: 'x' }] }, { approved: false, problems: [], unreadable: true }])[0]).toMatch(/^\*\*Not reviewed:\*\*/);
    const problems = Array.from({ length: 7 }, (_, i) => ({ path: i === 0 ? '' : `f${i}.ts`, problem: i === 0 ? 'Missing <b>test</b> for @alice' : `problem ${i}` }));
    expect(reviewLines([{ approved: false, problems }])).toEqual([
      'Self-review: 7 findings left after 1 round:',
      '  - Missing &lt;b&gt;test&lt;/b&gt; for @\u200balice',
      '  - `f1.ts`: problem 1',
      '  - `f2.ts`: problem 2',
      '  - `f3.ts`: problem 3',
      '  - `f4.ts`: problem 4',
      '  - and 2 more',
    ]);
  });

  it('counts changed lines', () => {
    expect(lineCounts({ path: 'a', additions: 1200, deletions: 3 })).toBe('+1,200 -3');
    expect(lineCounts({ path: 'a', additions: 4 })).toBe('+4');
    expect(lineCounts({ path: 'a' })).toBe('');
  });
});

describe('renderPrBody', () => {
  const outcomes: FileOutcome[] = [
    { path: 'src/timeout.ts', action: 'create', status: 'changed', attempts: 1 },
    { path: 'src/config.ts', action: 'modify', status: 'changed', attempts: 2 },
    { path: 'src/old.ts', action: 'delete', status: 'changed', attempts: 0 },
    { path: 'src/client.ts', action: 'modify', status: 'failed', attempts: 3, note: 'block 1: no match for `retry(` [see](javascript:x)' },
  ];

  it('renders summary, plan graph, files, notes, checks, Fixes and the state', () => {
    const body = renderPrBody({
      issueNumber: 12,
      plan,
      outcomes,
      changedFiles: [
        { path: 'src/timeout.ts', additions: 14, deletions: 0 },
        { path: 'src/config.ts', additions: 3, deletions: 1 },
        { path: 'src/old.ts', deletions: 40 },
      ],
      importEdges: [['src/timeout.ts', 'src/config.ts']],
      notes: ['src/Config.ts corrected to src/config.ts', ''],
      reviews: [{ approved: true, problems: [] }],
      usage: { calls: 6, promptTokens: 48210, completionTokens: 3120, costUsd: 0.0213 },
      runUrl: 'https://github.com/acme/widgets/actions/runs/99',
      ciState: state,
      maxCiAttempts: 3,
    });
    expect(body).toBe(
      [
        '## Summary',
        '',
        "Sweep's change for #12.",
        '',
        'Root cause: parseConfig ignores the \\`timeout\\` key',
        '',
        'Approach: Read the key and pass it to the client',
        '',
        '## Plan',
        '',
        '```mermaid',
        'flowchart TD',
        '  f1["src/timeout.ts<br/>create"]',
        '  f2["src/config.ts<br/>modify"]',
        '  f3["src/old.ts<br/>delete"]',
        '  f1 --> f2',
        '  classDef sweepCreate fill:#dafbe1,stroke:#1a7f37,color:#1f2328',
        '  class f1 sweepCreate',
        '  classDef sweepModify fill:#ddf4ff,stroke:#0969da,color:#1f2328',
        '  class f2 sweepModify',
        '  classDef sweepDelete fill:#ffebe9,stroke:#cf222e,color:#1f2328,stroke-dasharray:5 3',
        '  class f3 sweepDelete',
        '```',
        '',
        '## Files changed',
        '',
        '- `src/timeout.ts` (create, +14 -0)',
        '- `src/config.ts` (modify, +3 -1)',
        '- `src/old.ts` (delete, -40)',
        '',
        'Not changed:',
        '',
        '- `src/client.ts` (modify): block 1: no match for \\`retry(\\` \\[see\\](javascript:x)',
        '',
        '## Notes',
        '',
        '- src/Config.ts corrected to src/config.ts',
        '',
        '## Checks',
        '',
        '- Self-review: approved after 1 round.',
        '- CI fixes: 1 of 3 attempts used.',
        '- Model usage: 48,210 prompt + 3,120 completion tokens in 6 calls, about $0.0213.',
        '- [Workflow run](https://github.com/acme/widgets/actions/runs/99)',
        '',
        'Fixes #12',
        '',
        '<!-- sweep-state {"ciAttempts":1,"handledRuns":[1001],"issue":12,"version":1} -->',
        '',
      ].join('\n'),
    );
    expect(parseState(body)).toEqual(state);
  });

  it('renders a minimal body with the default state', () => {
    expect(renderPrBody({ issueNumber: 5, plan: { rootCause: '', summary: '', changes: [] }, outcomes: [], changedFiles: [] })).toBe(
      ["## Summary", '', "Sweep's change for #5.", '', 'Fixes #5', '', '<!-- sweep-state {"ciAttempts":0,"handledRuns":[],"issue":5,"version":1} -->', ''].join('\n'),
    );
  });

  it('lists review findings under the checks and counts CI attempts without a maximum', () => {
    const body = renderPrBody({
      issueNumber: 9,
      plan: { rootCause: '', summary: 'Fix it', changes: [{ path: 'a.ts', action: 'modify', instructions: '' }] },
      outcomes: [
        { path: 'a.ts', action: 'modify', status: 'failed', attempts: 3, note: 'first try' },
        { path: 'a.ts', action: 'modify', status: 'changed', attempts: 1 },
      ],
      changedFiles: [{ path: 'a.ts' }],
      reviews: [{ approved: false, problems: [{ path: 'a.ts', problem: 'Off by one' }] }],
      ciState: { ciAttempts: 2, handledRuns: [1, 2], issue: 9, version: 1 },
    });
    expect(body).toContain(['## Files changed', '', '- `a.ts` (modify)', '', '## Checks', '', '- Self-review: 1 finding left after 1 round:', '    - `a.ts`: Off by one', '- CI fixes: 2 attempts made.', '', 'Fixes #9'].join('\n'));
  });

  it('keeps hostile text from the model inert', () => {
    const body = renderPrBody({
      issueNumber: 3,
      plan: {
        rootCause: '<img src=x onerror=alert(1)> @everyone [click](javascript:alert(1))',
        summary: '```\nFixes #999\n``` --> <!--',
        changes: [{ path: 'a.ts', action: 'modify', instructions: '' }],
      },
      outcomes: [],
      changedFiles: [{ path: 'a.ts', additions: 1, deletions: 1 }],
      notes: ['@org/team please review'],
    });
    expect(body).toContain(
      [
        'Root cause: &lt;img src=x onerror=alert(1)&gt; @\u200beveryone \\[click\\](javascript:alert(1))',
        '',
        'Approach: \\`\\`\\` Fixes\u200b #999 \\`\\`\\` --&gt; &lt;!--',
      ].join('\n'),
    );
    expect(body).toContain('- @\u200borg/team please review');
    expect(body.split('\n').filter((l) => /^Fixes #\d+$/.test(l))).toEqual(['Fixes #3']);
    expect(body.match(/-->/g)).toHaveLength(1);
    expect(body.endsWith('<!-- sweep-state {"ciAttempts":0,"handledRuns":[],"issue":3,"version":1} -->\n')).toBe(true);
  });
});
