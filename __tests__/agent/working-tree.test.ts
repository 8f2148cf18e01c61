import { afterEach, describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, lstatSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
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
  it('writes a file back in the form it had: Latin-1 bytes, a byte-order mark, other lines untouched', async () => {
    const r = repo({});
    writeFileSync(join(r.dir, 'menu.txt'), Buffer.from([0x23, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x0a, ...Buffer.from('price = 1\n')]));
    writeFileSync(join(r.dir, 'bom.txt'), Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('# title\nprice = 1\n')]));
    const t = new WorkingTree(RepoFiles.open(r.dir));
    expect([t.read('menu.txt'), t.read('bom.txt')]).toEqual(['# café\nprice = 1\n', '# title\nprice = 1\n']);
    t.write('menu.txt', '# café\nprice = 2 # é\n');
    t.write('bom.txt', '# title\nprice = 2\n');
    expect(t.diff('menu.txt')).toBe('diff --git a/menu.txt b/menu.txt\n--- a/menu.txt\n+++ b/menu.txt\n@@ -1,2 +1,2 @@\n # café\n-price = 1\n+price = 2 # é\n');
    await t.flush();
    expect([...readFileSync(join(r.dir, 'menu.txt'))]).toEqual([0x23, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x0a, ...Buffer.from('price = 2 # '), 0xe9, 0x0a]);
    expect([...readFileSync(join(r.dir, 'bom.txt'))]).toEqual([0xef, 0xbb, 0xbf, ...Buffer.from('# title\nprice = 2\n')]);
  });

  it('refuses text a Latin-1 file has no bytes for, and any edit of a binary file (its deletion aside)', () => {
    const r = repo({});
    writeFileSync(join(r.dir, 'menu.txt'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    writeFileSync(join(r.dir, 'blob.dat'), Buffer.from([0x61, 0x00, 0x62, 0x0a]));
    const t = new WorkingTree(RepoFiles.open(r.dir));
    expect(t.writeRefusal('menu.txt', 'café ✓\n')).toBe(
      "'menu.txt' is not UTF-8 (its bytes are kept as Latin-1, one byte per character), and the new text holds '✓', which Latin-1 has no byte for; write such characters another way (an escape sequence, a plain-ASCII spelling)",
    );
    expect(() => t.write('menu.txt', 'café ✓\n')).toThrow(PathRefused);
    expect(t.writeRefusal('menu.txt', 'cafe\n')).toBeUndefined();
    expect(t.refusal('blob.dat')).toBe("'blob.dat' is a binary file (it holds NUL bytes); Sweep edits text files only");
    expect(() => t.write('blob.dat', 'a b\n')).toThrow(PathRefused);
    expect(t.refusal('blob.dat', true)).toBeUndefined();
    expect(t.changedPaths()).toEqual([]);
  });

  it('puts back the files already written when a later write fails, and says so', async () => {
    const r = repo({ 'a.txt': 'x = 1\n', 'b.txt': 'y = 1\n' });
    const t = new WorkingTree(RepoFiles.open(r.dir));
    t.write('a.txt', 'x = 2\n');
    t.delete('b.txt');
    t.write('c.txt', 'new\n');
    t.write('d/e.txt', 'new\n');
    // After staging, something takes the place of the folder the last file needs.
    writeFileSync(join(r.dir, 'd'), 'a file, not a folder\n');
    await expect(t.flush()).rejects.toThrow(/; 3 file\(s\) already written were put back$/);
    expect([readFileSync(join(r.dir, 'a.txt'), 'utf8'), readFileSync(join(r.dir, 'b.txt'), 'utf8'), existsSync(join(r.dir, 'c.txt'))]).toEqual(['x = 1\n', 'y = 1\n', false]);
  });

  it('puts back, behind a door given the tracked paths, the files it created and a deleted file with its mode', async () => {
    const r = repo({ 'a.txt': 'x = 1\n', 'run.sh': 'echo\n' });
    chmodSync(join(r.dir, 'run.sh'), 0o755);
    const t = new WorkingTree(RepoFiles.open(r.dir, [], new Set(['a.txt', 'run.sh'])));
    t.write('a.txt', 'x = 2\n');
    t.delete('run.sh');
    t.write('new.txt', 'new\n');
    t.write('zz/x.js', 'new\n');
    // After staging, a file takes the place of the folder the last write needs.
    writeFileSync(join(r.dir, 'zz'), 'in the way\n');
    await expect(t.flush()).rejects.toThrow(/; 3 file\(s\) already written were put back$/);
    expect(readFileSync(join(r.dir, 'a.txt'), 'utf8')).toBe('x = 1\n');
    expect(existsSync(join(r.dir, 'new.txt'))).toBe(false);
    expect(readFileSync(join(r.dir, 'run.sh'), 'utf8')).toBe('echo\n');
    expect(statSync(join(r.dir, 'run.sh')).mode & 0o777).toBe(0o755);
  });

  it('refuses to create two files that would be one on macOS or Windows, or a file where another new one needs a folder', () => {
    const r = repo({ 'a.txt': 'x\n' });
    const t = new WorkingTree(RepoFiles.open(r.dir));
    t.write('src/Util.js', 'a\n');
    expect(() => t.write('src/util.js', 'b\n')).toThrow("'src/util.js' and 'src/Util.js', both created by this change, would be one file on macOS and Windows (names there ignore letter case, Unicode form and trailing dots)");
    t.write('caf\u00e9.js', 'c\n');
    expect(t.refusal('cafe\u0301.js')).toBe("'cafe\u0301.js' and 'caf\u00e9.js', both created by this change, would be one file on macOS and Windows (names there ignore letter case, Unicode form and trailing dots)");
    expect(t.refusal('SRC/util.js/x.js')).toBe("'SRC/util.js/x.js' and 'src/Util.js', both created by this change, cannot both exist: one would be a file where the other needs a folder");
    // A staged deletion frees nothing new; another name is fine.
    expect(t.refusal('src/other.js')).toBeUndefined();
    expect(t.changedPaths()).toEqual(['caf\u00e9.js', 'src/Util.js']);
  });

  it('undoes a flush when what follows it fails, created files and deletions included', async () => {
    const r = repo({ 'a.txt': 'x = 1\n', 'run.sh': 'echo\n' });
    chmodSync(join(r.dir, 'run.sh'), 0o700);
    const t = new WorkingTree(RepoFiles.open(r.dir, [], new Set(['a.txt', 'run.sh'])));
    t.write('a.txt', 'x = 2\n');
    t.delete('run.sh');
    t.write('new/b.txt', 'b\n');
    expect(await t.flush()).toEqual(['a.txt', 'new/b.txt', 'run.sh']);
    expect(existsSync(join(r.dir, 'run.sh'))).toBe(false);
    await t.undo();
    expect(readFileSync(join(r.dir, 'a.txt'), 'utf8')).toBe('x = 1\n');
    expect(existsSync(join(r.dir, 'new/b.txt'))).toBe(false);
    expect(statSync(join(r.dir, 'run.sh')).mode & 0o777).toBe(0o700);
    // Nothing left to undo.
    await t.undo();
    expect(readFileSync(join(r.dir, 'a.txt'), 'utf8')).toBe('x = 1\n');
  });

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
