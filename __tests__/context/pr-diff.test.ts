import { describe, expect, it } from '@jest/globals';
import { countTokens } from '../../src/context/budget.js';
import {
  PR_DIFF_BUFFER_TOKENS,
  PR_DIFF_CONTEXT_LINES,
  compressPrDiff,
  extendPatchContext,
  languageKeyForPath,
  parsePatch,
  rankLanguages,
  renderPatch,
  withoutDeletionOnlyHunks,
  type FileTextProvider,
  type PrFile,
} from '../../src/context/pr-diff.js';

/** Context lines ` line a` .. ` line b` as a diff shows them. */
function context(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => ` line ${from + i}`);
}

/** A 44-line file whose line n is `line n`. */
const APP_NEW = `${Array.from({ length: 44 }, (_, i) => `line ${i + 1}`).join('\n')}\n`;

/** Three one-line replacements with git's 3 lines of context. */
const APP_PATCH = [
  '@@ -7,7 +7,7 @@ def main():',
  ...context(7, 9), '-old 10', '+line 10', ...context(11, 13),
  '@@ -20,7 +20,7 @@ def helper():',
  ...context(20, 22), '-old 23', '+line 23', ...context(24, 26),
  '@@ -37,7 +37,7 @@ def tail():',
  ...context(37, 39), '-old 40', '+line 40', ...context(41, 43),
].join('\n');

describe('patch helpers', () => {
  it('parses and renders a patch unchanged', () => {
    const parsed = parsePatch(APP_PATCH);
    expect(parsed.preamble).toEqual([]);
    expect(parsed.hunks.map((h) => [h.oldFirst, h.newFirst, h.section, h.lines.length])).toEqual([
      [7, 7, ' def main():', 8],
      [20, 20, ' def helper():', 8],
      [37, 37, ' def tail():', 8],
    ]);
    expect(renderPatch(parsed)).toBe(APP_PATCH);
    expect(parsePatch('@@ -3,0 +4,2 @@\n+a\n+b').hunks[0]).toMatchObject({ oldFirst: 4, newFirst: 4 });
  });

  it('extends hunks to 6 lines of context, fusing hunks that meet and clipping at the end of the file', () => {
    const extended = extendPatchContext(parsePatch(APP_PATCH), APP_NEW, 'new', PR_DIFF_CONTEXT_LINES);
    expect(PR_DIFF_CONTEXT_LINES).toBe(6);
    expect(extended && renderPatch(extended)).toBe(
      [
        '@@ -4,26 +4,26 @@ def main():',
        ...context(4, 9), '-old 10', '+line 10', ...context(11, 22), '-old 23', '+line 23', ...context(24, 29),
        '@@ -34,11 +34,11 @@ def tail():',
        ...context(34, 39), '-old 40', '+line 40', ...context(41, 44),
      ].join('\n'),
    );
  });

  it('extends from the old text with old line numbers, and clips at the start of the file', () => {
    const oldText = 'import os\nimport sys\n\ndef main():\n    run()\n';
    const patch = '@@ -2,3 +2,4 @@\n import sys\n \n+# entry point\n def main():';
    expect(renderPatch(extendPatchContext(parsePatch(patch), oldText, 'old')!)).toBe(
      '@@ -1,5 +1,6 @@\n import os\n import sys\n \n+# entry point\n def main():\n     run()',
    );
  });

  it('widens pure insertions without context', () => {
    const patch = '@@ -10,0 +11,1 @@\n+inserted';
    const text = APP_NEW.replace('line 11\n', 'inserted\n');
    expect(renderPatch(extendPatchContext(parsePatch(patch), text, 'new')!)).toBe(
      ['@@ -5,12 +5,13 @@', ...context(5, 10), '+inserted', ...context(12, 17)].join('\n'),
    );
  });

  it('refuses a file text that does not match the patch', () => {
    expect(extendPatchContext(parsePatch(APP_PATCH), APP_NEW.replace('line 8\n', 'changed\n'), 'new')).toBeUndefined();
    expect(extendPatchContext(parsePatch('no hunks here'), APP_NEW, 'new')).toBeUndefined();
  });

  it('drops deletion-only hunks and keeps the rest verbatim', () => {
    const patch = '@@ -1,3 +1,2 @@\n a\n-b\n c\n@@ -9,2 +8,3 @@ f()\n x\n+y\n-z\n+w';
    expect(renderPatch(withoutDeletionOnlyHunks(parsePatch(patch)))).toBe('@@ -9,2 +8,3 @@ f()\n x\n+y\n-z\n+w');
  });
});

describe('languages', () => {
  it('groups by tree-sitter language, else by extension', () => {
    expect(['a.py', 'b.tsx', 'c.h', 'README.md', 'Makefile', 'Gemfile', 'x.YAML'].map(languageKeyForPath)).toEqual([
      'python', 'tsx', 'cpp', 'md', '(none)', 'ruby', 'yaml',
    ]);
    expect(rankLanguages(['a.ts', 'b.py', 'c.py', 'd.md', 'e.ts', 'f.go'])).toEqual(['python', 'typescript', 'go', 'md']);
  });
});

const WHOLE_FILES: PrFile[] = [
  { path: 'src/app.py', status: 'modified', additions: 3, deletions: 3, patch: APP_PATCH },
  { path: 'src/lib.py', status: 'modified', additions: 1, deletions: 0, patch: '@@ -1,2 +1,3 @@\n import os\n+import re\n import sys' },
  { path: 'src/gone.py', status: 'deleted', additions: 0, deletions: 2, patch: '@@ -1,2 +0,0 @@\n-a = 1\n-b = 2' },
  { path: 'web/new.ts', status: 'added', additions: 2, deletions: 0, patch: '@@ -0,0 +1,2 @@\n+export const a = 1;\n+export const b = 2;' },
  { path: 'web/b.ts', previousPath: 'web/a.ts', status: 'renamed', additions: 0, deletions: 0 },
  { path: 'src/huge.py', status: 'modified', additions: 40_000, deletions: 2 },
  { path: 'img/logo.png', status: 'added', additions: 0, deletions: 0, binary: true },
];

const WHOLE_TEXT: FileTextProvider = (path, side) => {
  if (path === 'src/app.py' && side === 'new') return APP_NEW;
  if (path === 'web/new.ts' && side === 'new') return 'export const a = 1;\nexport const b = 2;\n';
  return undefined;
};

describe('compressPrDiff: the whole PR fits', () => {
  it('shows every file, widening hunks where the file text is known', () => {
    const result = compressPrDiff(WHOLE_FILES, { budget: 1_000, fileText: WHOLE_TEXT });
    const text = [
      '### src/app.py (modified, +3 -3)',
      '@@ -4,26 +4,26 @@ def main():',
      ...context(4, 9), '-old 10', '+line 10', ...context(11, 22), '-old 23', '+line 23', ...context(24, 29),
      '@@ -34,11 +34,11 @@ def tail():',
      ...context(34, 39), '-old 40', '+line 40', ...context(41, 44),
      '',
      '### src/gone.py (deleted, +0 -2)',
      '@@ -1,2 +0,0 @@',
      '-a = 1',
      '-b = 2',
      '',
      '### src/lib.py (modified, +1 -0)',
      '@@ -1,2 +1,3 @@',
      ' import os',
      '+import re',
      ' import sys',
      '',
      '### web/a.ts -> web/b.ts (renamed, +0 -0)',
      '',
      '### web/new.ts (added, +2 -0)',
      '@@ -0,0 +1,2 @@',
      '+export const a = 1;',
      '+export const b = 2;',
      '',
      'Other modified files (diff not shown):',
      '- src/huge.py (modified, +40000 -2, diff not available)',
      '',
    ].join('\n');
    expect(result).toEqual({
      text,
      tokens: countTokens(text),
      included: ['src/app.py', 'src/gone.py', 'src/lib.py', 'web/b.ts', 'web/new.ts'],
      listedOnly: ['src/huge.py'],
      deleted: [],
      skipped: 0,
      fitsWhole: true,
      dropped: [{ path: 'img/logo.png', reason: 'binary' }],
    });
    expect(result.tokens).toBe(347);
  });

  it('keeps the patch as it is without file texts', () => {
    const result = compressPrDiff(WHOLE_FILES.slice(0, 1), { budget: 1_000 });
    expect(result.text).toBe(`### src/app.py (modified, +3 -3)\n${APP_PATCH}\n\n`);
    expect(result.fitsWhole).toBe(true);
  });

  it('falls back to the compressed form when the widened PR is over the budget', () => {
    const widened = compressPrDiff(WHOLE_FILES, { budget: 1_000, fileText: WHOLE_TEXT });
    const result = compressPrDiff(WHOLE_FILES, { budget: widened.tokens - 1, fileText: WHOLE_TEXT });
    expect(result.fitsWhole).toBe(false);
    expect(result.tokens).toBeLessThanOrEqual(widened.tokens - 1);
  });

  it('gives an empty text for an empty PR', () => {
    expect(compressPrDiff([], { budget: 0 })).toEqual({
      text: '', tokens: 0, included: [], listedOnly: [], deleted: [], skipped: 0, fitsWhole: true, dropped: [],
    });
  });
});

const BIG_PATCH = `@@ -1,3 +1,300 @@\n${Array.from({ length: 300 }, (_, i) => `+    total += weights[${i}] * values[${i}]`).join('\n')}`;

const MIXED_FILES: PrFile[] = [
  {
    path: 'src/api/client.ts', status: 'modified', additions: 2, deletions: 3,
    patch: '@@ -4,3 +4,5 @@ export class Client {\n   get(url: string) {\n+    this.log(url);\n+    return fetch(url);\n   }\n@@ -40,5 +42,2 @@ export class Client {\n   }\n-  legacy() {\n-    return null;\n-  }\n }',
  },
  { path: 'src/api/types.ts', status: 'added', additions: 1, deletions: 0, patch: '@@ -0,0 +1 @@\n+export type Id = string;' },
  { path: 'src/app/main.py', status: 'modified', additions: 1, deletions: 1, patch: '@@ -1,2 +1,2 @@\n import sys\n-print(sys.argv)\n+print(sys.argv[1:])' },
  { path: 'src/app/util.py', status: 'modified', additions: 0, deletions: 2, patch: '@@ -8,4 +8,2 @@ def helper():\n     pass\n-def unused():\n-    pass\n ' },
  { path: 'src/app/big.py', status: 'modified', additions: 300, deletions: 0, patch: BIG_PATCH },
  { path: 'src/old.py', status: 'deleted', additions: 0, deletions: 2, patch: '@@ -1,2 +0,0 @@\n-import os\n-os.exit(1)' },
  { path: 'docs/guide.md', status: 'modified', additions: 1, deletions: 0, patch: '@@ -3,0 +4 @@\n+Run `make test` first.' },
  { path: 'assets/logo.png', status: 'modified', additions: 0, deletions: 0, binary: true },
  { path: 'package-lock.json', status: 'modified', additions: 10, deletions: 10, patch: '@@ -1 +1 @@\n-a\n+b' },
  { path: 'scripts/run.sh', status: 'modified', additions: 0, deletions: 0 },
  { path: 'src/modern.ts', previousPath: 'src/legacy.ts', status: 'renamed', additions: 1, deletions: 1, patch: '@@ -1 +1 @@\n-export const legacy = 1;\n+export const modern = 1;' },
  { path: 'src/huge.py', status: 'modified', additions: 9000, deletions: 100 },
];

const MIXED_DROPPED = [
  { path: 'assets/logo.png', reason: 'binary' },
  { path: 'package-lock.json', reason: 'generated' },
  { path: 'scripts/run.sh', reason: 'mode-only' },
];

describe('compressPrDiff: over the budget', () => {
  it('shows the smallest patches of the main languages first, without deletions, then lists the rest', () => {
    const result = compressPrDiff(MIXED_FILES, { budget: PR_DIFF_BUFFER_TOKENS + 170, languages: ['python', 'typescript'] });
    const text = [
      '### src/app/main.py (modified, +1 -1)',
      '@@ -1,2 +1,2 @@',
      ' import sys',
      '-print(sys.argv)',
      '+print(sys.argv[1:])',
      '',
      '### src/api/types.ts (added, +1 -0)',
      '@@ -0,0 +1 @@',
      '+export type Id = string;',
      '',
      '### src/legacy.ts -> src/modern.ts (renamed, +1 -1)',
      '@@ -1 +1 @@',
      '-export const legacy = 1;',
      '+export const modern = 1;',
      '',
      '### src/api/client.ts (modified, +2 -3)',
      '@@ -4,3 +4,5 @@ export class Client {',
      '   get(url: string) {',
      '+    this.log(url);',
      '+    return fetch(url);',
      '   }',
      '',
      'Other modified files (diff not shown):',
      '- src/app/big.py (modified, +300 -0)',
      '- src/app/util.py (modified, +0 -2)',
      '- src/huge.py (modified, +9000 -100, diff not available)',
      '- docs/guide.md (modified, +1 -0)',
      'Deleted files:',
      '- src/old.py',
      '',
    ].join('\n');
    expect(result).toEqual({
      text,
      tokens: 228,
      included: ['src/app/main.py', 'src/api/types.ts', 'src/modern.ts', 'src/api/client.ts'],
      listedOnly: ['src/app/big.py', 'src/app/util.py', 'src/huge.py', 'docs/guide.md'],
      deleted: ['src/old.py'],
      skipped: 0,
      fitsWhole: false,
      dropped: MIXED_DROPPED,
    });
    expect(countTokens(text)).toBe(228);
    expect(PR_DIFF_BUFFER_TOKENS).toBe(500);
  });

  it('fills leftover room with smaller files of later languages', () => {
    const result = compressPrDiff(MIXED_FILES, { budget: PR_DIFF_BUFFER_TOKENS + 100, languages: ['python', 'typescript'] });
    expect(result.included).toEqual(['src/app/main.py', 'src/api/types.ts', 'docs/guide.md']);
    expect(result.listedOnly).toEqual(['src/app/big.py', 'src/app/util.py', 'src/huge.py', 'src/api/client.ts', 'src/modern.ts']);
  });

  it('lists names up to the hard limit, says how many were skipped, and never goes over', () => {
    const result = compressPrDiff(MIXED_FILES, { budget: 0, hardLimit: 60 });
    const text = [
      'Other modified files (diff not shown):',
      '- src/app/big.py (modified, +300 -0)',
      '- src/app/main.py (modified, +1 -1)',
      '- src/app/util.py (modified, +0 -2)',
      '(6 more changed files not listed)',
      '',
    ].join('\n');
    expect(result).toEqual({
      text,
      tokens: 55,
      included: [],
      listedOnly: ['src/app/big.py', 'src/app/main.py', 'src/app/util.py'],
      deleted: [],
      skipped: 6,
      fitsWhole: false,
      dropped: MIXED_DROPPED,
    });
    for (let hardLimit = 0; hardLimit <= 700; hardLimit += 7) {
      for (const budget of [0, Math.min(hardLimit, 520), hardLimit]) {
        const r = compressPrDiff(MIXED_FILES, { budget, hardLimit, model: 'gpt-4o' });
        expect(r.tokens).toBe(countTokens(r.text, 'gpt-4o'));
        expect(r.tokens).toBeLessThanOrEqual(hardLimit);
        expect(r.included.length + r.listedOnly.length + r.deleted.length + r.skipped).toBe(9);
      }
    }
  });

  it('is the same whatever the order of the input', () => {
    const options = { budget: PR_DIFF_BUFFER_TOKENS + 150 };
    expect(compressPrDiff([...MIXED_FILES].reverse(), options)).toEqual({
      ...compressPrDiff(MIXED_FILES, options),
      dropped: [...MIXED_DROPPED].reverse(),
    });
  });
});

describe('compressPrDiff: bad inputs', () => {
  it('with a budget of 0 shows no patch and only the names the hard limit allows', () => {
    expect(compressPrDiff(MIXED_FILES, { budget: 0 })).toEqual({
      text: '', tokens: 0, included: [], listedOnly: [], deleted: [], skipped: 9, fitsWhole: false, dropped: MIXED_DROPPED,
    });
    expect(compressPrDiff(MIXED_FILES, { budget: 0, hardLimit: 10 }).text).toBe('(9 more changed files not listed)\n');
  });

  it.each([
    [{ budget: -1 }, /budget must be a whole number of tokens, 0 or more, got -1/],
    [{ budget: 1.5 }, /budget must be a whole number of tokens, 0 or more, got 1.5/],
    [{ budget: 100, hardLimit: 50 }, /hard limit must be a whole number of tokens no smaller than the budget \(100\), got 50/],
  ])('rejects %j', (options, message) => {
    expect(() => compressPrDiff(MIXED_FILES, options)).toThrow(message);
  });

  it('drops binary, generated, minified and mode-only changes; shows renames as old -> new', () => {
    const files: PrFile[] = [
      { path: 'lib/new_name.rb', previousPath: 'lib/old_name.rb', status: 'renamed', additions: 0, deletions: 0 },
      { path: 'lib/moved.rb', previousPath: 'lib/was.rb', status: 'renamed', additions: 1, deletions: 0, patch: '@@ -1 +1,2 @@\n x = 1\n+y = 2' },
      { path: 'bin/tool', status: 'modified', additions: 0, deletions: 0, patch: '' },
      { path: 'lib/mode.rb', status: 'modified', additions: 0, deletions: 0 },
      { path: 'data/blob.bin', status: 'added', additions: 0, deletions: 0 },
      { path: 'lib/empty.rb', status: 'added', additions: 0, deletions: 0 },
      { path: 'fonts/x.woff2', status: 'modified', additions: 0, deletions: 0, binary: true },
      { path: 'Gemfile.lock', status: 'modified', additions: 3, deletions: 1, patch: '@@ -1 +1,3 @@\n-a\n+b\n+c\n+d' },
      { path: 'Podfile.lock', status: 'modified', additions: 1, deletions: 1, patch: '@@ -1 +1 @@\n-a\n+b' },
      { path: 'icons/check.svg', status: 'added', additions: 1, deletions: 0, patch: '@@ -0,0 +1 @@\n+<svg/>' },
      { path: 'gen/api.ts', status: 'added', additions: 2, deletions: 0, patch: '@@ -0,0 +1,2 @@\n+// Code generated by openapi. DO NOT EDIT.\n+export {};' },
      { path: 'web/vendor.js', status: 'added', additions: 1, deletions: 0, patch: `@@ -0,0 +1 @@\n+${'a=1;'.repeat(2_000)}` },
      { path: 'lib/notes.rb', status: 'modified', additions: 1, deletions: 0, patch: '@@ -40,2 +40,3 @@\n # DO NOT EDIT by hand\n+x = 1\n y = 2' },
    ];
    const result = compressPrDiff(files, { budget: 1_000 });
    expect(result.text).toBe(
      [
        '### lib/empty.rb (added, +0 -0)',
        '',
        '### lib/was.rb -> lib/moved.rb (renamed, +1 -0)',
        '@@ -1 +1,2 @@',
        ' x = 1',
        '+y = 2',
        '',
        '### lib/old_name.rb -> lib/new_name.rb (renamed, +0 -0)',
        '',
        '### lib/notes.rb (modified, +1 -0)',
        '@@ -40,2 +40,3 @@',
        ' # DO NOT EDIT by hand',
        '+x = 1',
        ' y = 2',
        '',
        '',
      ].join('\n'),
    );
    expect(result.included).toEqual(['lib/empty.rb', 'lib/moved.rb', 'lib/new_name.rb', 'lib/notes.rb']);
    expect(result.dropped).toEqual([
      { path: 'bin/tool', reason: 'mode-only' },
      { path: 'lib/mode.rb', reason: 'mode-only' },
      { path: 'data/blob.bin', reason: 'binary' },
      { path: 'fonts/x.woff2', reason: 'binary' },
      { path: 'Gemfile.lock', reason: 'generated' },
      { path: 'Podfile.lock', reason: 'non-code' },
      { path: 'icons/check.svg', reason: 'non-code' },
      { path: 'gen/api.ts', reason: 'generated' },
      { path: 'web/vendor.js', reason: 'minified' },
    ]);
  });

  it('lists a huge file whose patch is missing in both paths', () => {
    const huge: PrFile = { path: 'src/generated_tables.py', status: 'modified', additions: 120_000, deletions: 80_000 };
    const whole = compressPrDiff([huge], { budget: 1_000 });
    expect(whole.text).toBe('Other modified files (diff not shown):\n- src/generated_tables.py (modified, +120000 -80000, diff not available)\n');
    expect(whole).toMatchObject({ included: [], listedOnly: ['src/generated_tables.py'], fitsWhole: true });
    const squeezed = compressPrDiff([huge, ...MIXED_FILES], { budget: PR_DIFF_BUFFER_TOKENS + 40 });
    expect(squeezed.listedOnly).toContain('src/generated_tables.py');
    expect(squeezed.text).toContain('- src/generated_tables.py (modified, +120000 -80000, diff not available)\n');
  });

  it('lists a 5 MB patch by name without encoding it', () => {
    const line = '+    result = compute_value(alpha, beta, gamma) + offset  # keep in sync\n';
    const patch = `@@ -0,0 +1,70000 @@\n${line.repeat(70_000)}`;
    expect(patch.length).toBeGreaterThan(5_000_000);
    const files: PrFile[] = [
      { path: 'src/huge.py', status: 'added', additions: 70_000, deletions: 0, patch },
      { path: 'src/small.py', status: 'modified', additions: 1, deletions: 0, patch: '@@ -1 +1,2 @@\n x = 1\n+y = 2' },
    ];
    const result = compressPrDiff(files, { budget: 8_000 });
    expect(result.text).toBe(
      '### src/small.py (modified, +1 -0)\n@@ -1 +1,2 @@\n x = 1\n+y = 2\n\nOther modified files (diff not shown):\n- src/huge.py (added, +70000 -0)\n',
    );
    expect(result.fitsWhole).toBe(false);
  });

  it('keeps a PR of 2,000 files under the hard limit', () => {
    const languages = ['py', 'ts', 'go', 'rs', 'md'];
    const files: PrFile[] = Array.from({ length: 2_000 }, (_, i) => {
      const ext = languages[i % languages.length]!;
      const path = `pkg${i % 37}/module_${i}.${ext}`;
      if (i % 10 === 9) return { path, status: 'deleted', additions: 0, deletions: 3, patch: `@@ -1,3 +0,0 @@\n-a${i}\n-b${i}\n-c${i}` };
      const size = 3 + (i % 40);
      const body = Array.from({ length: size }, (_, j) => `+    item_${i}_${j} = transform(source[${j}], "label ${i}:${j}")`).join('\n');
      return { path, status: 'modified', additions: size, deletions: 0, patch: `@@ -${i},1 +${i},${size + 1} @@\n context_${i}\n${body}` };
    });
    const result = compressPrDiff(files, { budget: 8_000, hardLimit: 9_000, model: 'gpt-5-mini' });
    expect(result.tokens).toBe(countTokens(result.text, 'gpt-5-mini'));
    expect(result.tokens).toBeLessThanOrEqual(9_000);
    expect(result.fitsWhole).toBe(false);
    expect(result.included.length).toBeGreaterThan(20);
    expect(result.included.length + result.listedOnly.length + result.deleted.length + result.skipped).toBe(2_000);
    expect(result.skipped).toBeGreaterThan(1_000);
    expect(result.text).toMatch(/\(\d+ more changed files not listed\)\n$/);
    // Every language has 400 files (Markdown's include the deleted ones), so ties go by name: Go first,
    // then Markdown's smallest patches fill what room Go leaves.
    const groups = result.included.map((p) => p.slice(p.lastIndexOf('.') + 1));
    expect(groups.filter((g, i) => g !== groups[i - 1])).toEqual(['go', 'md']);
  });
});
