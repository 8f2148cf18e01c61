import { afterEach, describe, expect, it } from '@jest/globals';
import { chmodSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { walkRepo } from '../../src/repo/walk.js';
import { git, makeRepo, tempDir, type TempRepo } from '../helpers/repo.js';

const cleanups: TempRepo[] = [];
afterEach(() => cleanups.splice(0).forEach((r) => r.cleanup()));
function repo(...args: Parameters<typeof makeRepo>) {
  const r = makeRepo(...args);
  cleanups.push(r);
  return r;
}

const FILES = {
  '.gitignore': 'build/\n*.log\n',
  'src/app.py': 'print(1)\n',
  'src/sub/.gitignore': 'secret.txt\n',
  'src/sub/secret.txt': 'x\n',
  'src/sub/ok.txt': 'y\n',
  'build/out.js': 'x\n',
  'debug.log': 'x\n',
  'node_modules/pkg/index.js': 'x\n',
  'logo.png': new Uint8Array([137, 80, 78, 71]),
  'package-lock.json': '{}\n',
  'docs/guide.md': '# Guide\n',
  'vendor/big.js': 'x'.repeat(2000),
};

describe('walkRepo', () => {
  it('walks the folder when git refuses the repository, saying why and keeping what info/exclude leaves out', async () => {
    const r = repo({ 'src/app.py': 'print(1)\n', '.env.local': 'TOKEN=1\n' }, { git: true });
    writeFileSync(join(r.dir, '.git', 'info', 'exclude'), '.env.local\n');
    // Any refusal other than "not a repository" (here a damaged config; a folder of another owner alike).
    writeFileSync(join(r.dir, '.git', 'config'), '[core\nbroken');
    const walked = await walkRepo(r.dir);
    expect(walked.source).toBe('filesystem');
    expect(walked.gitRefused).toMatch(/bad config|config/);
    expect(walked.files.map((f) => f.path)).toEqual(['src/app.py']);
    // A folder outside any repository is walked without a word.
    const plain = repo({ 'a.py': 'x = 1\n' });
    expect((await walkRepo(plain.dir)).gitRefused).toBeUndefined();
  });

  it.each([true, false])('honours .gitignore files (git listing: %s)', async (useGit) => {
    const r = repo(FILES, { git: useGit });
    const result = await walkRepo(r.dir, { useGit, maxFileBytes: 1000 });
    expect(result.source).toBe(useGit ? 'git' : 'filesystem');
    expect(result.files.map((f) => f.path)).toEqual(['.gitignore', 'docs/guide.md', 'src/app.py', 'src/sub/.gitignore', 'src/sub/ok.txt']);
    expect(result.skipped).toEqual([
      { path: 'logo.png', reason: 'binary', detail: '.png file' },
      { path: 'package-lock.json', reason: 'generated', detail: 'lock file' },
      { path: 'vendor/big.js', reason: 'too-large', detail: '2000 bytes > 1000' },
    ]);
  });

  it('lists untracked files only when asked to (the Action lists only what git tracks)', async () => {
    const r = repo({ 'a.py': '1\n' }, { git: true });
    writeFileSync(join(r.dir, 'gha-creds-1234.json'), '{}\n');
    expect((await walkRepo(r.dir)).files.map((f) => f.path)).toEqual(['a.py', 'gha-creds-1234.json']);
    expect((await walkRepo(r.dir, { untracked: false })).files.map((f) => f.path)).toEqual(['a.py']);
  });

  it('leaves out the tracked files an earlier step changed when only the commit counts, saying so', async () => {
    const r = repo({ 'a.py': '1\n', 'b.py': '2\n', 'c.sh': 'echo\n', 'd.py': '4\n' }, { git: true });
    writeFileSync(join(r.dir, 'b.py'), 'TOKEN = "injected"\n');
    chmodSync(join(r.dir, 'c.sh'), 0o755);
    writeFileSync(join(r.dir, 'd.py'), '5\n');
    git(r.dir, 'add', 'd.py');
    writeFileSync(join(r.dir, 'new.py'), 'x\n');
    const detail = 'its checkout differs from the commit (changed by an earlier step of the workflow)';
    const walked = await walkRepo(r.dir, { untracked: false, committedOnly: true });
    expect(walked.files.map((f) => f.path)).toEqual(['a.py']);
    expect(walked.skipped).toEqual(['b.py', 'c.sh', 'd.py'].map((path) => ({ path, reason: 'uncommitted', detail })));
    // Without it (the CLI on a developer's checkout) the changes are the user's own work.
    expect((await walkRepo(r.dir, { untracked: false })).files.map((f) => f.path)).toEqual(['a.py', 'b.py', 'c.sh', 'd.py']);
  });

  it('applies configured excludes', async () => {
    const r = repo({ 'a.py': '1\n', 'gen/b.py': '2\n', 'c/d.py': '3\n' });
    const result = await walkRepo(r.dir, { exclude: ['gen/', '*.tmp'] });
    expect(result.files.map((f) => f.path)).toEqual(['a.py', 'c/d.py']);
    expect(result.skipped).toEqual([{ path: 'gen/b.py', reason: 'excluded', detail: 'matches an exclude pattern' }]);
  });

  it.each([true, false])('skips files .gitattributes marks generated or vendored (git listing: %s)', async (useGit) => {
    const r = repo(
      {
        '.gitattributes': '* text=auto\ndist/** linguist-generated\nthird_party/** linguist-vendored\n',
        'dist/index.js': 'x\n',
        'src/main.ts': 'x\n',
        'third_party/lib.c': 'x\n',
      },
      { git: useGit },
    );
    const result = await walkRepo(r.dir, { useGit });
    expect(result.files.map((f) => f.path)).toEqual(['.gitattributes', 'src/main.ts']);
    expect(result.skipped).toEqual([
      { path: 'dist/index.js', reason: 'generated', detail: 'linguist-generated in .gitattributes' },
      { path: 'third_party/lib.c', reason: 'vendored', detail: 'linguist-vendored in .gitattributes' },
    ]);
  });

  it('never follows symlinks, including loops and links out of the repository', async () => {
    const outside = tempDir();
    cleanups.push(outside);
    const r = repo({ 'real.py': 'x = 1\n', 'dir/inner.py': 'y = 2\n' });
    symlinkSync(join(r.dir, 'real.py'), join(r.dir, 'alias.py'));
    symlinkSync(outside.dir, join(r.dir, 'out'));
    symlinkSync(join(outside.dir, 'nothing'), join(r.dir, 'broken.py'));
    symlinkSync(r.dir, join(r.dir, 'dir', 'loop'));
    const result = await walkRepo(r.dir, { useGit: false });
    expect(result.files.map((f) => f.path)).toEqual(['dir/inner.py', 'real.py']);
    expect(result.skipped.map((s) => [s.path, s.reason])).toEqual([
      ['alias.py', 'symlink'],
      ['broken.py', 'symlink-outside'],
      ['dir/loop', 'symlink'],
      ['out', 'symlink-outside'],
    ]);
  });

  it('tells a file whose name is not UTF-8 as left out, listed by git or found on disk', async () => {
    const r = repo({ 'ok.py': 'x = 1\n' }, { git: true });
    // `café.py` in Latin-1: the byte 0xE9 alone is no UTF-8.
    writeFileSync(Buffer.concat([Buffer.from(`${r.dir}/caf`), Buffer.from([0xe9]), Buffer.from('.py')]), 'y = 2\n');
    git(r.dir, 'add', '-A');
    git(r.dir, 'commit', '-q', '-m', 'latin-1 name');
    const left = { path: 'caf\uFFFD.py', reason: 'unreadable', detail: 'its name is not valid UTF-8' };
    for (const useGit of [true, false]) {
      const result = await walkRepo(r.dir, { useGit });
      expect(result.files.map((f) => f.path)).toEqual(['ok.py']);
      expect(result.skipped).toEqual([left]);
    }
  });

  it('returns nothing for an empty repository', async () => {
    const r = repo({}, { git: true });
    expect(await walkRepo(r.dir)).toEqual({ files: [], skipped: [], source: 'git', state: { head: git(r.dir, 'rev-parse', 'HEAD').trim(), dirty: [] } });
  });

  it('refuses a missing folder and a file', async () => {
    await expect(walkRepo('/nonexistent/sweep-repo')).rejects.toThrow('The repository folder /nonexistent/sweep-repo does not exist');
    const r = repo({ 'f.txt': 'x' });
    await expect(walkRepo(join(r.dir, 'f.txt'))).rejects.toThrow(/is not a folder$/);
  });

  it("refuses git's own folder and what is inside it", async () => {
    const r = repo({ 'a.py': 'x = 1\n' }, { git: true });
    for (const inside of ['.git', '.git/hooks', '.git/refs/heads']) {
      await expect(walkRepo(join(r.dir, inside))).rejects.toThrow(/is inside a \.git folder \(git's own data\): give the folder that holds it$/);
    }
    expect((await walkRepo(r.dir)).files.map((f) => f.path)).toEqual(['a.py']);
  });
});
