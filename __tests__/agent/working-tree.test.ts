import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, lstatSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WorkingTree } from '../../src/agent/working-tree.js';
import { PathRefused, RepoFiles } from '../../src/repo/repo-files.js';
import { makeRepo, tempDir, type TempRepo } from '../helpers/repo.js';

const cleanups: TempRepo[] = [];
afterEach(() => cleanups.splice(0).forEach((r) => r.cleanup()));

function repo(files: Record<string, string>): TempRepo {
  const r = makeRepo(files);
  cleanups.push(r);
  return r;
}

describe('WorkingTree', () => {
  const files: Record<string, string> = { 'a.py': 'x = 1\ny = 2\n', 'b.py': 'z = 3\n' };
  const tree = () => new WorkingTree(RepoFiles.open(repo(files).dir));

  it('stages edits, creations and deletions and diffs them git-style', () => {
    const t = tree();
    t.write('a.py', 'x = 1\ny = 3\n');
    t.write('c.py', 'new\n');
    t.delete('b.py');
    expect(t.changedPaths()).toEqual(['a.py', 'b.py', 'c.py']);
    expect(t.read('a.py')).toBe('x = 1\ny = 3\n');
    expect(t.original('a.py')).toBe('x = 1\ny = 2\n');
    expect(t.exists('b.py')).toBe(false);
    expect(t.diff('a.py')).toBe('diff --git a/a.py b/a.py\n--- a/a.py\n+++ b/a.py\n@@ -1,2 +1,2 @@\n x = 1\n-y = 2\n+y = 3\n');
    expect(t.diff('c.py')).toBe('diff --git a/c.py b/c.py\n--- /dev/null\n+++ b/c.py\n@@ -0,0 +1,1 @@\n+new\n');
    expect(t.diff('b.py')).toBe('diff --git a/b.py b/b.py\n--- a/b.py\n+++ /dev/null\n@@ -1,1 +0,0 @@\n-z = 3\n');
    expect(t.fullDiff(['c.py'])).toBe(t.diff('c.py') + t.diff('a.py') + t.diff('b.py'));
  });

  it('treats writing the same text back as no change, and reverts', () => {
    const t = tree();
    t.write('a.py', files['a.py']!);
    expect(t.changedPaths()).toEqual([]);
    t.write('a.py', 'changed\n');
    t.revert('a.py');
    expect(t.changedPaths()).toEqual([]);
  });

  it('writes changes to disk only when flushed, keeping the mode', async () => {
    const r = repo({ 'a.py': 'x = 1\n', 'b.py': 'z = 3\n', 'run.sh': 'echo 1\n' });
    const { chmodSync } = await import('node:fs');
    chmodSync(join(r.dir, 'run.sh'), 0o755);
    const t = new WorkingTree(RepoFiles.open(r.dir));
    t.write('a.py', 'x = 2\n');
    t.write('pkg/new.py', 'n = 1\n');
    t.write('run.sh', 'echo 2\n');
    t.delete('b.py');
    expect(readFileSync(join(r.dir, 'a.py'), 'utf8')).toBe('x = 1\n');
    expect(await t.flush()).toEqual(['a.py', 'b.py', 'pkg/new.py', 'run.sh']);
    expect(readFileSync(join(r.dir, 'a.py'), 'utf8')).toBe('x = 2\n');
    expect(readFileSync(join(r.dir, 'pkg/new.py'), 'utf8')).toBe('n = 1\n');
    expect(existsSync(join(r.dir, 'b.py'))).toBe(false);
    expect(statSync(join(r.dir, 'run.sh')).mode & 0o777).toBe(0o755);
  });
});

describe('WorkingTree behind the repository file door', () => {
  it('never reads or stages a file through a link leaving the repository, and refuses protected paths', async () => {
    const outside = tempDir('sweep-outside-');
    cleanups.push(outside);
    writeFileSync(join(outside.dir, 'secret.txt'), 'OUTSIDE SECRET\n');
    const r = repo({ 'a.py': 'x = 1\n' });
    symlinkSync(join(outside.dir, 'secret.txt'), join(r.dir, 'secret.txt'));
    symlinkSync(outside.dir, join(r.dir, 'docs'));
    const t = new WorkingTree(RepoFiles.open(r.dir));
    expect(t.read('secret.txt')).toBeUndefined();
    expect(t.original('secret.txt')).toBeUndefined();
    expect(t.read('docs/secret.txt')).toBeUndefined();
    expect(t.refusal('secret.txt')).toBe("'secret.txt' is a symbolic link pointing outside the repository");
    expect(t.refusal('docs/x.py')).toBe("'docs/x.py' lies under a symbolic link pointing outside the repository");
    expect(t.refusal('.github/actions/setup/action.yml')).toMatch(/never changes/);
    expect(() => t.write('secret.txt', 'replaced\n')).toThrow(PathRefused);
    expect(() => t.write('docs/x.py', 'planted\n')).toThrow("'docs/x.py' lies under a symbolic link pointing outside the repository");
    expect(() => t.delete('.gitmodules')).toThrow(/submodule configuration/);
    expect(t.changedPaths()).toEqual([]);
    expect(await t.flush()).toEqual([]);
    expect(readFileSync(join(outside.dir, 'secret.txt'), 'utf8')).toBe('OUTSIDE SECRET\n');
    expect(existsSync(join(outside.dir, 'x.py'))).toBe(false);
    expect(lstatSync(join(r.dir, 'secret.txt')).isSymbolicLink()).toBe(true);
  });

  it('treats a link inside the repository as the file it points to, and keeps the link', async () => {
    const r = repo({ 'src/real.py': 'x = 1\n' });
    symlinkSync('src/real.py', join(r.dir, 'alias.py'));
    const t = new WorkingTree(RepoFiles.open(r.dir));
    expect(t.read('alias.py')).toBe('x = 1\n');
    t.write('alias.py', 'x = 2\n');
    expect(t.read('src/real.py')).toBe('x = 2\n');
    expect(t.changedPaths()).toEqual(['src/real.py']);
    expect(t.diff('alias.py')).toBe(t.diff('src/real.py'));
    expect(t.refusal('alias.py', true)).toBe("'alias.py' is a symbolic link; Sweep edits the file it points to, never the link itself");
    expect(await t.flush()).toEqual(['src/real.py']);
    expect(readFileSync(join(r.dir, 'src/real.py'), 'utf8')).toBe('x = 2\n');
    expect(readlinkSync(join(r.dir, 'alias.py'))).toBe('src/real.py');
  });
});
