import { describe, expect, it } from '@jest/globals';
import type { Plan } from '../../src/agent/plan-check.js';
import {
  adviceFor,
  codeBlock,
  codeSpan,
  escapeMarkdown,
  withoutClosingKeywords,
  fileLink,
  isProgressComment,
  planLines,
  plainText,
  PROGRESS_MARKER,
  renderProgress,
  safeUrl,
  truncate,
  type FailureKind,
  type ProgressState,
} from '../../src/action/progress.js';

const repo = { owner: 'acme', repo: 'widgets', ref: 'main' };

const plan: Plan = {
  rootCause: 'parseConfig ignores the `timeout` key',
  summary: 'Read the key and pass it to the client',
  changes: [
    { path: 'src/config.ts', action: 'modify', instructions: 'read timeout' },
    { path: 'src/timeout.ts', action: 'create', instructions: 'new helper' },
    { path: 'src/old.ts', action: 'delete', instructions: '' },
  ],
};

describe('renderProgress', () => {
  it('starts with every phase pending', () => {
    expect(renderProgress({ repo, phases: {} })).toBe(
      [
        '<!-- sweep-progress -->',
        '### Sweep is working on this issue',
        '',
        '- [ ] Search the code: pending',
        '- [ ] Plan the change: pending',
        '- [ ] Edit the files: pending',
        '- [ ] Validate the edits: pending',
        '- [ ] Open the pull request: pending',
        '- [ ] Pass CI: pending',
        '',
      ].join('\n'),
    );
  });

  it('shows every phase status, with details escaped', () => {
    const state: ProgressState = {
      repo,
      phases: { searching: 'done', planning: 'done', editing: 'running', validating: 'failed', 'pull-request': 'skipped' },
      details: { editing: 'src/config.ts, *2* files', validating: '  ', ci: 'waiting for @octocat' },
    };
    expect(renderProgress(state)).toBe(
      [
        '<!-- sweep-progress -->',
        '### Sweep is working on this issue',
        '',
        '- [x] Search the code: done',
        '- [x] Plan the change: done',
        '- [ ] Edit the files: **running** (src/config.ts, \\*2\\* files)',
        '- [ ] Validate the edits: **failed**',
        '- [x] Open the pull request: skipped',
        '- [ ] Pass CI: pending (waiting for @\u200boctocat)',
        '',
      ].join('\n'),
    );
  });

  it('says finished when every phase is done or skipped', () => {
    const body = renderProgress({ repo, phases: { searching: 'done', planning: 'done', editing: 'done', validating: 'done', 'pull-request': 'done', ci: 'skipped' } });
    expect(body.split('\n').slice(0, 2)).toEqual([PROGRESS_MARKER, '### Sweep finished']);
  });

  it('shows files, plan, pull request, CI attempts and the run link', () => {
    const state: ProgressState = {
      repo,
      phases: { searching: 'done', planning: 'done', editing: 'done', validating: 'done', 'pull-request': 'done', ci: 'running' },
      topFiles: ['src/config.ts', 'src/client.ts', 'docs/My Notes (draft).md', 'a', 'b', 'not shown'].map((path) => ({ path })),
      plan,
      pullRequest: { number: 34, url: 'https://github.com/acme/widgets/pull/34' },
      ci: { attempts: 2, max: 3 },
      runUrl: 'https://github.com/acme/widgets/actions/runs/99',
    };
    expect(renderProgress(state)).toBe(
      [
        '<!-- sweep-progress -->',
        '### Sweep is working on this issue',
        '',
        '- [x] Search the code: done',
        '- [x] Plan the change: done',
        '- [x] Edit the files: done',
        '- [x] Validate the edits: done',
        '- [x] Open the pull request: done',
        '- [ ] Pass CI: **running**',
        '',
        '**Files found**',
        '',
        '- [`src/config.ts`](https://github.com/acme/widgets/blob/main/src/config.ts)',
        '- [`src/client.ts`](https://github.com/acme/widgets/blob/main/src/client.ts)',
        '- [`docs/My Notes (draft).md`](https://github.com/acme/widgets/blob/main/docs/My%20Notes%20%28draft%29.md)',
        '- [`a`](https://github.com/acme/widgets/blob/main/a)',
        '- [`b`](https://github.com/acme/widgets/blob/main/b)',
        '',
        '**Plan**',
        '',
        'Root cause: parseConfig ignores the \\`timeout\\` key',
        '',
        'Approach: Read the key and pass it to the client',
        '',
        '- modify `src/config.ts`',
        '- create `src/timeout.ts`',
        '- delete `src/old.ts`',
        '',
        '**Pull request:** [#34](https://github.com/acme/widgets/pull/34)\\',
        '**CI fixes:** 2 of 3 attempts used',
        '',
        '[Workflow run](https://github.com/acme/widgets/actions/runs/99)',
        '',
      ].join('\n'),
    );
  });

  it('shows files as code spans when there is no ref', () => {
    const body = renderProgress({ repo: { owner: 'acme', repo: 'widgets' }, phases: { searching: 'done' }, topFiles: [{ path: 'src/a.ts' }] });
    expect(body).toContain('**Files found**\n\n- `src/a.ts`\n');
  });

  it('shows a failure with its phase, message and advice', () => {
    const state: ProgressState = {
      repo,
      phases: { searching: 'done', planning: 'failed', editing: 'skipped', validating: 'skipped', 'pull-request': 'skipped', ci: 'skipped' },
      failure: { phase: 'planning', kind: 'no-plan', message: 'The plan lists no files\n(reply had ```json``` only) -->' },
      runUrl: 'https://github.com/acme/widgets/actions/runs/7',
    };
    expect(renderProgress(state)).toBe(
      [
        '<!-- sweep-progress -->',
        '### Sweep stopped',
        '',
        '- [x] Search the code: done',
        '- [ ] Plan the change: **failed**',
        '- [x] Edit the files: skipped',
        '- [x] Validate the edits: skipped',
        '- [x] Open the pull request: skipped',
        '- [x] Pass CI: skipped',
        '',
        '**Stopped at:** Plan the change',
        '',
        '````text',
        'The plan lists no files',
        '(reply had ```json``` only) -->',
        '````',
        '',
        '**What to try:** Add detail to the issue (the files or functions involved, expected and actual behaviour), then comment `/sweep` to try again.',
        '',
        '[Workflow run](https://github.com/acme/widgets/actions/runs/7)',
        '',
      ].join('\n'),
    );
  });

  it('links the pull request opened before a run stopped while opening it', () => {
    const failure = {
      phase: 'pull-request' as const,
      kind: 'unknown' as const,
      message: 'GitHub POST pull request from sweep/1-x answered 201 with a body that is not a pull request: <html>',
      pullRequest: { number: 2, url: 'https://github.com/acme/widgets/pull/2' },
    };
    expect(renderProgress({ repo, phases: { searching: 'done', planning: 'done', editing: 'done', validating: 'done', 'pull-request': 'failed' }, failure }).split('### Sweep stopped\n\n')[1]).toBe(
      [
        '- [x] Search the code: done',
        '- [x] Plan the change: done',
        '- [x] Edit the files: done',
        '- [x] Validate the edits: done',
        '- [ ] Open the pull request: **failed**',
        '- [ ] Pass CI: pending',
        '',
        '**Stopped at:** Open the pull request',
        '',
        'The pull request [#2](https://github.com/acme/widgets/pull/2) was opened before the run stopped.',
        '',
        '```text',
        'GitHub POST pull request from sweep/1-x answered 201 with a body that is not a pull request: <html>',
        '```',
        '',
        '**What to try:** Open the workflow run for the full log; comment `/sweep` to try again.',
        '',
      ].join('\n'),
    );
    // A link that is not a safe URL is left out, the number kept.
    expect(renderProgress({ repo, phases: {}, failure: { ...failure, pullRequest: { number: 2, url: 'javascript:alert(1)' } } })).toContain('\nThe pull request #2 was opened before the run stopped.\n');
  });

  it('shows what a failed run spent on the model', () => {
    const body = renderProgress({
      repo,
      phases: { searching: 'done', planning: 'failed' },
      failure: { phase: 'planning', kind: 'context-window', message: 'The plan prompt does not fit the model\'s context window' },
      usage: { calls: 2, promptTokens: 16_020, completionTokens: 310, costUsd: undefined },
    });
    expect(body.endsWith(
      [
        '**Stopped at:** Plan the change',
        '',
        '```text',
        "The plan prompt does not fit the model's context window",
        '```',
        '',
        "**What to try:** A prompt did not fit the model's context window; set `context-window` to the window your model server runs with (e.g. llama-server's `-c`).",
        '',
        '**Model usage:** 16,020 prompt + 310 completion tokens in 2 calls, cost unknown',
        '',
      ].join('\n'),
    )).toBe(true);
  });

  it('leaves out an empty error message and an unsafe run link', () => {
    const body = renderProgress({ repo, phases: { editing: 'failed' }, failure: { phase: 'editing', kind: 'edits-failed', message: '  ' }, runUrl: 'javascript:alert(1)' });
    expect(body.endsWith('**Stopped at:** Edit the files\n\n**What to try:** The edits did not match the files; comment `/sweep` to try again, or narrow the issue to fewer files.\n')).toBe(true);
    expect(body).not.toContain('javascript');
  });

  it('neutralises hostile text from the model', () => {
    const hostile: Plan = {
      rootCause: '<img src=x onerror=alert(1)> [click](javascript:alert(1)) @everyone --> <!-- hidden',
      summary: '![x](https://evil.example/t.png) `code` <script>alert(1)</script>',
      changes: [{ path: 'src/<b>bold</b>.ts', action: 'modify', instructions: '' }],
    };
    const body = renderProgress({ repo, phases: { planning: 'done' }, plan: hostile, pullRequest: { number: 1, url: 'https://github.com/acme/widgets/pull/1)[x](javascript:1' } });
    expect(body).toContain(
      [
        '**Plan**',
        '',
        'Root cause: &lt;img src=x onerror=alert(1)&gt; \\[click\\](javascript:alert(1)) @\u200beveryone --&gt; &lt;!-- hidden',
        '',
        'Approach: !\\[x\\](`https://evil.example/t.png)` \\`code\\` &lt;script&gt;alert(1)&lt;/script&gt;',
        '',
        '- modify `src/<b>bold</b>.ts`',
        '',
        '**Pull request:** #1',
        '',
      ].join('\n'),
    );
    expect(body.match(/-->/g)).toHaveLength(1);
    expect(body.startsWith(`${PROGRESS_MARKER}\n`)).toBe(true);
  });
});

describe('renderProgress: what a maintainer must know before merging', () => {
  it('says the change was not reviewed and lists refused changes, escaped', () => {
    const body = renderProgress({
      repo: { owner: 'acme', repo: 'widgets' },
      phases: { validating: 'done' },
      notReviewed: true,
      refused: ["'.github/workflows/ci.yml' is under .github/workflows/, which Sweep never changes", "'x' <b>@mallory</b>"],
    });
    expect(body).toContain(
      [
        "**Not reviewed:** the self-review's reply could not be read (twice), so this change was not reviewed; review it yourself before merging.",
        '',
        '**Refused changes**',
        '',
        "- '.github/workflows/ci.yml' is under .github/workflows/, which Sweep never changes",
        "- 'x' &lt;b&gt;@\u200bmallory&lt;/b&gt;",
      ].join('\n'),
    );
    expect(renderProgress({ repo: { owner: 'acme', repo: 'widgets' }, phases: {}, refused: [] })).not.toContain('Refused');
  });
});

describe('adviceFor', () => {
  const kinds: FailureKind[] = ['no-plan', 'edits-failed', 'token-budget', 'context-window', 'timeout', 'endpoint-unreachable', 'endpoint-silent', 'endpoint-unauthorized', 'permission-denied', 'ci-exhausted', 'push-rejected', 'unknown'];

  it('gives one distinct line per failure kind', () => {
    const lines = kinds.map((k) => adviceFor(k));
    expect(new Set(lines).size).toBe(kinds.length);
    for (const line of lines) expect(line).toMatch(/^[A-Z][^\n]+\.$/);
  });

  it('names the setting to change', () => {
    expect(adviceFor('token-budget')).toBe('The run used its whole token budget; raise `max-tokens-per-run` or split the issue into smaller ones.');
    expect(adviceFor('timeout')).toBe('The run ran out of time; raise `timeout-minutes` or split the issue into smaller ones.');
    expect(adviceFor('endpoint-unreachable')).toBe('The model endpoint could not be reached; check `openai-base-url` and that the runner can reach it.');
    expect(adviceFor('endpoint-silent')).toBe(
      'The model endpoint took the requests but sent nothing within `request-timeout-seconds`; check that the server is up and not overloaded, or raise `request-timeout-seconds` for a model that thinks long before its first token.',
    );
    expect(adviceFor('endpoint-unauthorized')).toBe('The model endpoint refused the key; check the `openai-api-key` secret and that it may use the configured `model`.');
    expect(adviceFor('permission-denied')).toBe('The token lacks a permission; give the workflow `contents: write`, `issues: write` and `pull-requests: write`.');
    expect(adviceFor('ci-exhausted')).toBe('CI still fails after the allowed fix attempts; fix the rest by hand, or raise `max-ci-attempts` and comment `/sweep`.');
    expect(adviceFor('push-rejected')).toBe('The push was refused (protected branch or commits Sweep did not make); Sweep never force-pushes: merge or delete the branch, then comment `/sweep`.');
  });

  it('takes a failure record too, and falls back for unknown kinds', () => {
    expect(adviceFor({ kind: 'edits-failed' })).toBe(adviceFor('edits-failed'));
    expect(adviceFor('something-new' as FailureKind)).toBe('Open the workflow run for the full log; comment `/sweep` to try again.');
  });
});

describe('escapeMarkdown', () => {
  it('turns HTML into entities', () => {
    expect(escapeMarkdown('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeMarkdown('a && b')).toBe('a &amp;&amp; b');
    expect(escapeMarkdown('&lt;b&gt;')).toBe('&amp;lt;b&amp;gt;');
  });

  it('breaks links and images', () => {
    expect(escapeMarkdown('[click](javascript:alert(1))')).toBe('\\[click\\](javascript:alert(1))');
    expect(escapeMarkdown('![x](y)')).toBe('!\\[x\\](y)');
    expect(escapeMarkdown('<https://evil.example>')).toBe('&lt;`https://evil.example>`');
  });

  it('shows bare URLs verbatim in code spans', () => {
    expect(escapeMarkdown('see https://x.example/a_b_c*d* and www.y.example/`q`, then [z](http://e)')).toBe(
      'see `https://x.example/a_b_c*d*` and ``www.y.example/`q`,`` then \\[z\\](`http://e)`',
    );
    expect(escapeMarkdown('https://x.example/_')).toBe('`https://x.example/_`');
  });

  it('neutralises mentions, but not a lone @', () => {
    expect(escapeMarkdown('@everyone and @acme/team, mail a@b.c')).toBe('@\u200beveryone and @\u200bacme/team, mail a@\u200bb.c');
    expect(escapeMarkdown('at @ noon')).toBe('at @ noon');
  });

  it('keeps closing keywords from closing other issues', () => {
    expect(withoutClosingKeywords('Fixes #9, fixed owner/r#1, resolve https://x.y/1; fixes the bug #2')).toBe('Fixes\u200b #9, fixed\u200b owner/r#1, resolve\u200b https://x.y/1; fixes the bug #2');
    expect(escapeMarkdown('Fixes #999, closes: acme/other#2 and resolved https://github.com/acme/x/issues/3')).toBe(
      'Fixes\u200b #999, closes\u200b: acme/other#2 and resolved\u200b `https://github.com/acme/x/issues/3`',
    );
    expect(escapeMarkdown('fix the parser, see #12')).toBe('fix the parser, see #12');
  });

  it('escapes code, emphasis and table characters', () => {
    expect(escapeMarkdown('`x` *b* _i_ ~~s~~ a|b \\n')).toBe('\\`x\\` \\*b\\* \\_i\\_ \\~\\~s\\~\\~ a\\|b \\\\n');
  });

  it('keeps --> from closing an HTML comment', () => {
    expect(escapeMarkdown('end --> <!-- x')).toBe('end --&gt; &lt;!-- x');
  });

  it('escapes a leading block marker', () => {
    expect(escapeMarkdown('# Title')).toBe('\\# Title');
    expect(escapeMarkdown('- item')).toBe('\\- item');
    expect(escapeMarkdown('+ item')).toBe('\\+ item');
    expect(escapeMarkdown('=== x')).toBe('\\=== x');
    expect(escapeMarkdown('12. item')).toBe('12\\. item');
    expect(escapeMarkdown('3) item')).toBe('3\\) item');
    expect(escapeMarkdown('> quote')).toBe('&gt; quote');
    expect(escapeMarkdown('v1.2 - ok')).toBe('v1.2 - ok');
  });

  it('makes one line without invisible characters', () => {
    expect(escapeMarkdown('  one\n\ntwo\r\n three\t ')).toBe('one two three');
    expect(escapeMarkdown('a\u200bb\u202ec\ufeffd\u0007e')).toBe('abcde');
    expect(escapeMarkdown('@\u200beveryone')).toBe('@\u200beveryone');
  });

  it('bounds the length before escaping', () => {
    expect(escapeMarkdown('abcdefghij', 6)).toBe('abcde…');
    expect(escapeMarkdown('<<<<<<<<', 4)).toBe('&lt;&lt;&lt;…');
  });
});

describe('plainText and truncate', () => {
  it('collapses whitespace and strips invisible characters', () => {
    expect(plainText(' a \n b\u200b ')).toBe('a b');
  });

  it('cuts by characters, not UTF-16 units', () => {
    expect(truncate('😀😀😀😀', 3)).toBe('😀😀…');
    expect(truncate('short', 5)).toBe('short');
    expect(truncate('word and more', 6)).toBe('word…');
  });
});

describe('codeSpan and codeBlock', () => {
  it('wraps text in a code span that outlasts its backticks', () => {
    expect(codeSpan('src/a.ts')).toBe('`src/a.ts`');
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('`lead')).toBe('`` `lead ``');
    expect(codeSpan('x``` y')).toBe('````x``` y````');
    expect(codeSpan(' padded ')).toBe('`  padded  `');
    expect(codeSpan('two\nlines')).toBe('`two lines`');
    expect(codeSpan('')).toBe('` `');
  });

  it('fences a block longer than any backtick run inside', () => {
    expect(codeBlock('plain\n')).toBe('```\nplain\n```');
    expect(codeBlock('a\r\n````\r\nb', 'diff')).toBe('`````diff\na\n````\nb\n`````');
    expect(codeBlock(`a${'\n'.repeat(100_000)}b\n\n`)).toBe(`\`\`\`\na${'\n'.repeat(100_000)}b\n\`\`\``);
  });
});

describe('links', () => {
  it('links a file at the ref, encoding each path segment', () => {
    expect(fileLink(repo, 'src/a.ts')).toBe('[`src/a.ts`](https://github.com/acme/widgets/blob/main/src/a.ts)');
    expect(fileLink({ owner: 'acme', repo: 'widgets', ref: 'feature/x y' }, 'dir (1)/naïve#1?.ts')).toBe(
      '[`dir (1)/naïve#1?.ts`](https://github.com/acme/widgets/blob/feature/x%20y/dir%20%281%29/na%C3%AFve%231%3F.ts)',
    );
    expect(fileLink({ ...repo, serverUrl: 'https://ghe.example.com/' }, 'a')).toBe('[`a`](https://ghe.example.com/acme/widgets/blob/main/a)');
    expect(fileLink({ ...repo, serverUrl: 'javascript:alert(1)' }, 'a')).toBe('[`a`](https://github.com/acme/widgets/blob/main/a)');
    expect(fileLink(undefined, 'a`b')).toBe('``a`b``');
  });

  it('accepts only plain http(s) URLs', () => {
    expect(safeUrl('https://github.com/acme/widgets/pull/1')).toBe('https://github.com/acme/widgets/pull/1');
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('https://x/a b')).toBeUndefined();
    expect(safeUrl('https://x/a)b')).toBeUndefined();
    expect(safeUrl(undefined)).toBeUndefined();
  });
});

describe('planLines', () => {
  it('leaves out an empty root cause or approach', () => {
    expect(planLines({ rootCause: ' ', summary: 'Do it', changes: [{ path: 'a.ts', action: 'modify', instructions: '' }] })).toEqual(['Approach: Do it', '', '- modify `a.ts`']);
    expect(planLines({ rootCause: 'Why', summary: '', changes: [] })).toEqual(['Root cause: Why']);
  });
});

describe('isProgressComment', () => {
  it('recognises the marker on the first line only', () => {
    expect(isProgressComment(renderProgress({ repo, phases: {} }))).toBe(true);
    expect(isProgressComment(PROGRESS_MARKER)).toBe(true);
    expect(isProgressComment(`quote:\n${PROGRESS_MARKER}`)).toBe(false);
    expect(isProgressComment(`${PROGRESS_MARKER}x`)).toBe(false);
    expect(isProgressComment(null)).toBe(false);
  });
});
