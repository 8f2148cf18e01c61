import { describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, lstatSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_BLOCKS_PER_FILE } from '../../src/agent/apply.js';
import { applyEditsToRepo, decodeFile, formatApplyFeedback } from '../../src/agent/apply-repo.js';
import { checkRepoPath as checkEditPath } from '../../src/repo/repo-files.js';
import { makeRepo, tempDir } from '../helpers/repo.js';
import { lines } from './edit-helpers.js';

describe('checkRepoPath and decodeFile', () => {
  it('normalizes safe paths and refuses unsafe ones', () => {
    expect(checkEditPath('src/./a.ts')).toEqual({ ok: true, path: 'src/a.ts' });
    expect(checkEditPath('src/../b.ts')).toEqual({ ok: true, path: 'b.ts' });
    expect(checkEditPath('../../etc/passwd')).toEqual({ ok: false, reason: "'../../etc/passwd' leads outside the repository" });
    expect(checkEditPath('src/../../x')).toEqual({ ok: false, reason: "'src/../../x' leads outside the repository" });
    expect(checkEditPath('/abs/path')).toEqual({ ok: false, reason: "'/abs/path' is an absolute path; write paths relative to the repository" });
    expect(checkEditPath('C:/x.txt')).toEqual({ ok: false, reason: "'C:/x.txt' is an absolute path; write paths relative to the repository" });
    expect(checkEditPath('.git/config')).toEqual({ ok: false, reason: "'.git/config' is inside .git/, which edits may not touch" });
    expect(checkEditPath('sub/.GIT/hooks/pre-commit')).toEqual({ ok: false, reason: "'sub/.GIT/hooks/pre-commit' is inside .git/, which edits may not touch" });
    expect(checkEditPath('src\\a.ts')).toEqual({ ok: false, reason: "'src\\a.ts' uses '\\'; write paths with '/' separators, relative to the repository" });
  });

  it('refuses binary and invalid UTF-8 bytes, and keeps a BOM apart', () => {
    expect(decodeFile('a.bin', new Uint8Array([0x61, 0x00, 0x62]))).toEqual({
      ok: false,
      reason: 'a.bin is a binary file (it holds NUL bytes); edit blocks only apply to UTF-8 text',
    });
    expect(decodeFile('a.txt', new Uint8Array([0x61, 0xff, 0x62]))).toEqual({ ok: false, reason: 'a.txt is not valid UTF-8 text; edit blocks only apply to UTF-8 files' });
    expect(decodeFile('a.txt', new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toEqual({ ok: true, text: 'a', bom: true });
  });
});

describe('applyEditsToRepo', () => {
  const reply = (...blocks: Array<[string, string[], string[]]>): string =>
    blocks.map(([path, original, updated]) => [path, '<<<<<<< ORIGINAL', ...original, '=======', ...updated, '>>>>>>> UPDATED', ''].join('\n')).join('\n');

  it('applies blocks to several files, creates new ones, and writes nothing else', async () => {
    const repo = makeRepo({ 'src/a.py': lines('x = 1', 'y = 2'), 'b.txt': 'hello\n' });
    try {
      const report = await applyEditsToRepo(
        repo.dir,
        reply(['src/a.py', ['x = 1'], ['x = 10']], ['b.txt', ['hello'], ['hello, world']], ['src/new/c.py', [], ['print(1)']], ['./src/a.py', ['y = 2'], ['y = 20']]),
      );
      expect(report).toEqual({
        applied: [
          { path: 'src/a.py', blocks: [1, 4] },
          { path: 'b.txt', blocks: [2] },
          { path: 'src/new/c.py', blocks: [3] },
        ],
        failed: [],
      });
      expect(readFileSync(join(repo.dir, 'src/a.py'), 'utf8')).toBe(lines('x = 10', 'y = 20'));
      expect(readFileSync(join(repo.dir, 'b.txt'), 'utf8')).toBe('hello, world\n');
      expect(readFileSync(join(repo.dir, 'src/new/c.py'), 'utf8')).toBe('print(1)\n');
      expect(readdirSync(join(repo.dir, 'src')).sort()).toEqual(['a.py', 'new']);
    } finally {
      repo.cleanup();
    }
  });

  it('leaves a failed file byte for byte untouched while other files proceed', async () => {
    const repo = makeRepo({ 'a.py': lines('a = 1', 'b = 2'), 'b.py': lines('c = 3') });
    try {
      const before = readFileSync(join(repo.dir, 'a.py'));
      const mtime = statSync(join(repo.dir, 'a.py')).mtimeMs;
      const report = await applyEditsToRepo(repo.dir, reply(['a.py', ['a = 1'], ['a = 10']], ['a.py', ['z = 9'], ['z = 0']], ['b.py', ['c = 3'], ['c = 30']]));
      expect(report.applied).toEqual([{ path: 'b.py', blocks: [3] }]);
      expect(report.failed).toEqual([
        {
          path: 'a.py',
          block: 2,
          reason:
            'ORIGINAL does not match a.py (ORIGINAL line 1, `z = 9`, appears nowhere in the file). a.py was left unchanged: block 1 matched but was not applied because a block of the same file failed; send all of its blocks again.',
          closest: null,
        },
      ]);
      expect(readFileSync(join(repo.dir, 'a.py')).equals(before)).toBe(true);
      expect(statSync(join(repo.dir, 'a.py')).mtimeMs).toBe(mtime);
      expect(readFileSync(join(repo.dir, 'b.py'), 'utf8')).toBe('c = 30\n');
    } finally {
      repo.cleanup();
    }
  });

  it('refuses paths outside the repository and inside .git/', async () => {
    const repo = makeRepo({ 'a.py': 'x = 1\n' }, { git: true });
    try {
      const report = await applyEditsToRepo(
        repo.dir,
        reply(['../../etc/passwd', [], ['root::0:0::/:/bin/sh']], ['/abs/path', [], ['x']], ['.git/config', [], ['[core]']], ['a.py', ['x = 1'], ['x = 2']]),
      );
      expect(report).toEqual({
        applied: [{ path: 'a.py', blocks: [4] }],
        failed: [
          { path: '../../etc/passwd', block: 1, reason: "'../../etc/passwd' leads outside the repository; the block was refused", closest: null },
          { path: '/abs/path', block: 2, reason: "'/abs/path' is an absolute path; write paths relative to the repository; the block was refused", closest: null },
          { path: '.git/config', block: 3, reason: "'.git/config' is inside .git/, which edits may not touch; the block was refused", closest: null },
        ],
      });
      expect(existsSync('/abs/path')).toBe(false);
    } finally {
      repo.cleanup();
    }
  });

  it('refuses symbolic links that lead outside the repository and follows those inside', async () => {
    const outside = tempDir('sweep-outside-');
    const repo = makeRepo({ 'real.txt': 'inside\n' });
    try {
      writeFileSync(join(outside.dir, 'secret.txt'), 'secret\n');
      symlinkSync(join(outside.dir, 'secret.txt'), join(repo.dir, 'link.txt'));
      symlinkSync(outside.dir, join(repo.dir, 'linkdir'));
      symlinkSync('real.txt', join(repo.dir, 'alias.txt'));
      const report = await applyEditsToRepo(
        repo.dir,
        reply(['link.txt', ['secret'], ['changed']], ['linkdir/new.txt', [], ['planted']], ['alias.txt', ['inside'], ['still inside']]),
      );
      expect(report).toEqual({
        applied: [{ path: 'alias.txt', blocks: [3] }],
        failed: [
          { path: 'link.txt', block: 1, reason: "'link.txt' is a symbolic link pointing outside the repository; the file's blocks were refused.", closest: null },
          {
            path: 'linkdir/new.txt',
            block: 2,
            reason: "'linkdir/new.txt' lies under a symbolic link pointing outside the repository; the file's blocks were refused.",
            closest: null,
          },
        ],
      });
      expect(readFileSync(join(outside.dir, 'secret.txt'), 'utf8')).toBe('secret\n');
      expect(existsSync(join(outside.dir, 'new.txt'))).toBe(false);
      expect(readFileSync(join(repo.dir, 'real.txt'), 'utf8')).toBe('still inside\n');
      expect(lstatSync(join(repo.dir, 'alias.txt')).isSymbolicLink()).toBe(true);
    } finally {
      repo.cleanup();
      outside.cleanup();
    }
  });

  it('refuses protected paths and blocked_dirs, also when a link inside the repository leads to one', async () => {
    const repo = makeRepo({ '.github/workflows/ci.yml': 'on: push\n', 'migrations/0001.sql': 'create table t;\n', 'a.py': 'x = 1\n' });
    try {
      symlinkSync('.github/workflows/ci.yml', join(repo.dir, 'ci-alias.yml'));
      const report = await applyEditsToRepo(
        repo.dir,
        reply(
          ['.github/workflows/ci.yml', ['on: push'], ['on: [push, pull_request]']],
          ['ci-alias.yml', ['on: push'], ['on: workflow_dispatch']],
          ['.github/actions/setup/action.yml', [], ['runs: {using: node20, main: x.js}']],
          ['.gitmodules', [], ['[submodule "x"]']],
          ['migrations/0001.sql', ['create table t;'], ['drop table t;']],
          ['a.py', ['x = 1'], ['x = 2']],
        ),
        { blockedDirs: ['migrations'] },
      );
      expect(report.applied).toEqual([{ path: 'a.py', blocks: [6] }]);
      expect(report.failed.map((f) => [f.path, f.reason])).toEqual([
        ['.github/workflows/ci.yml', "'.github/workflows/ci.yml' is under .github/workflows/ (workflows run with the repository's secrets), which Sweep never changes; the file's blocks were refused."],
        ['ci-alias.yml', "'.github/workflows/ci.yml' is under .github/workflows/ (workflows run with the repository's secrets), which Sweep never changes; the file's blocks were refused."],
        ['.github/actions/setup/action.yml', "'.github/actions/setup/action.yml' is under .github/actions/ (local actions run by workflows), which Sweep never changes; the file's blocks were refused."],
        ['.gitmodules', "'.gitmodules' is the submodule configuration, which Sweep never changes; the file's blocks were refused."],
        ['migrations/0001.sql', "'migrations/0001.sql' is under migrations/, which the repository's configuration blocks (blocked_dirs); the file's blocks were refused."],
      ]);
      expect(readFileSync(join(repo.dir, '.github/workflows/ci.yml'), 'utf8')).toBe('on: push\n');
      expect(existsSync(join(repo.dir, '.github/actions'))).toBe(false);
      expect(existsSync(join(repo.dir, '.gitmodules'))).toBe(false);
    } finally {
      repo.cleanup();
    }
  });

  it('refuses an invalid UTF-8 file and never rewrites it', async () => {
    const bytes = new Uint8Array([0x61, 0x20, 0x3d, 0x20, 0xe9, 0x0a]);
    const repo = makeRepo({ 'latin1.py': bytes });
    try {
      const report = await applyEditsToRepo(repo.dir, reply(['latin1.py', ['a = é'], ['a = e']]));
      expect(report).toEqual({
        applied: [],
        failed: [
          {
            path: 'latin1.py',
            block: 1,
            reason: 'latin1.py is not valid UTF-8 text; edit blocks only apply to UTF-8 files. latin1.py was left unchanged.',
            closest: null,
          },
        ],
      });
      expect(new Uint8Array(readFileSync(join(repo.dir, 'latin1.py')))).toEqual(bytes);
    } finally {
      repo.cleanup();
    }
  });

  it('keeps CRLF line ends, a BOM and the file mode', async () => {
    const repo = makeRepo({ 'win.txt': '\uFEFFone\r\ntwo\r\n', 'run.sh': '#!/bin/sh\necho hi\n' });
    try {
      chmodSync(join(repo.dir, 'run.sh'), 0o755);
      const report = await applyEditsToRepo(repo.dir, reply(['win.txt', ['two'], ['2']], ['run.sh', ['echo hi'], ['echo bye']]));
      expect(report.failed).toEqual([]);
      expect(readFileSync(join(repo.dir, 'win.txt'), 'utf8')).toBe('\uFEFFone\r\n2\r\n');
      expect(statSync(join(repo.dir, 'run.sh')).mode & 0o777).toBe(0o755);
      expect(readdirSync(repo.dir).sort()).toEqual(['run.sh', 'win.txt']);
    } finally {
      repo.cleanup();
    }
  });

  it('refuses more than the per-file cap of blocks, file by file', async () => {
    const text = Array.from({ length: 120 }, (_, i) => `line ${i}\n`).join('');
    const repo = makeRepo({ 'many.txt': text, 'one.txt': 'a\n' });
    try {
      const blocks = Array.from({ length: MAX_BLOCKS_PER_FILE + 1 }, (_, i): [string, string[], string[]] => ['many.txt', [`line ${i}`], [`LINE ${i}`]]);
      const report = await applyEditsToRepo(repo.dir, reply(...blocks, ['one.txt', ['a'], ['b']]));
      expect(report.applied).toEqual([{ path: 'one.txt', blocks: [102] }]);
      expect(report.failed).toEqual([
        {
          path: 'many.txt',
          block: 1,
          reason: '101 blocks edit many.txt, more than the 100 handled per file; rewrite the change with fewer, larger blocks. many.txt was left unchanged.',
          closest: null,
        },
      ]);
      expect(readFileSync(join(repo.dir, 'many.txt'), 'utf8')).toBe(text);
    } finally {
      repo.cleanup();
    }
  });

  it('reports prose without blocks and blocks it could not parse', async () => {
    const repo = makeRepo({ 'a.py': lines('x = 1', 'y = 2') });
    try {
      expect(await applyEditsToRepo(repo.dir, 'The fix is to change x.')).toEqual({
        applied: [],
        failed: [
          {
            path: '',
            block: 0,
            reason:
              'No edit blocks were found in the reply. Write each change as the file path alone on a line, then `<<<<<<< ORIGINAL`, the exact lines as they are now, `=======`, the lines as they should be, and `>>>>>>> UPDATED`. To create a file, leave the ORIGINAL part empty.',
            closest: null,
          },
        ],
      });
      const broken = 'a.py\n<<<<<<< ORIGINAL\nx = 1\n=======\nx = 2\n>>>>>>> UPDATED\n\na.py\n<<<<<<< ORIGINAL\ny = 2\n>>>>>>> UPDATED\n';
      expect(await applyEditsToRepo(repo.dir, broken)).toEqual({
        applied: [],
        failed: [
          {
            path: 'a.py',
            block: 2,
            reason:
              'line 11: the block has no `=======` divider between ORIGINAL and UPDATED. a.py was left unchanged: block 1 matched but was not applied because a block of the same file failed; send all of its blocks again.',
            closest: null,
          },
        ],
      });
      expect(readFileSync(join(repo.dir, 'a.py'), 'utf8')).toBe(lines('x = 1', 'y = 2'));
    } finally {
      repo.cleanup();
    }
  });

  it('throws a clear error for a missing repository folder', async () => {
    await expect(applyEditsToRepo('/nonexistent/sweep-repo', 'a.py\n<<<<<<< ORIGINAL\n=======\nx\n>>>>>>> UPDATED\n')).rejects.toThrow(
      "cannot apply edits: the repository folder '/nonexistent/sweep-repo' does not exist or is not a folder",
    );
  });

  it('formats the report as feedback for the model', () => {
    expect(
      formatApplyFeedback({
        applied: [{ path: 'a.py', blocks: [1, 2] }],
        failed: [{ path: 'b.py', block: 3, reason: 'ORIGINAL does not match b.py.', closest: 'x = 1' }],
      }),
    ).toBe(['Applied to a.py: blocks 1, 2.', 'Block 3 (b.py) failed: ORIGINAL does not match b.py.', 'Closest lines in the file:', '```', 'x = 1', '```'].join('\n'));
  });
});
