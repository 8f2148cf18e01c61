import { afterEach, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Git } from '../../src/repo/git.js';
import { git, makeRepo, type TempRepo } from '../helpers/repo.js';

const cleanups: TempRepo[] = [];
afterEach(() => cleanups.splice(0).forEach((r) => r.cleanup()));

describe('Git.uncommittedPaths', () => {
  it('names the tracked files whose checkout differs from the commit: changed, staged, deleted, renamed or made executable', async () => {
    const repo = makeRepo({ 'a.py': '1\n', 'b.py': '2\n', 'c.sh': 'echo\n', 'd.py': '4\n', 'e.py': '5\n', 'f.py': '6\n', 'sub dir/g h.py': '7\n' }, { git: true });
    cleanups.push(repo);
    writeFileSync(join(repo.dir, 'b.py'), 'TOKEN = "injected"\n');
    chmodSync(join(repo.dir, 'c.sh'), 0o755);
    writeFileSync(join(repo.dir, 'd.py'), '40\n');
    git(repo.dir, 'add', 'd.py');
    rmSync(join(repo.dir, 'e.py'));
    git(repo.dir, 'mv', 'f.py', 'f2.py');
    writeFileSync(join(repo.dir, 'sub dir/g h.py'), '70\n');
    // Untracked files are not its business (the door refuses them as untracked).
    mkdirSync(join(repo.dir, 'new'));
    writeFileSync(join(repo.dir, 'new/x.py'), 'x\n');
    expect([...(await new Git(repo.dir).uncommittedPaths())].sort()).toEqual(['b.py', 'c.sh', 'd.py', 'e.py', 'f.py', 'f2.py', 'sub dir/g h.py']);
  });

  it('is empty for a clean checkout', async () => {
    const repo = makeRepo({ 'a.py': '1\n' }, { git: true });
    cleanups.push(repo);
    expect([...(await new Git(repo.dir).uncommittedPaths())]).toEqual([]);
  });
});

describe('Git.commit', () => {
  it('leaves the index as it was when staging fails (a path git ignores), committing nothing', async () => {
    const repo = makeRepo({ '.gitignore': 'dist/\n', 'a.py': '1\n' }, { git: true });
    cleanups.push(repo);
    writeFileSync(join(repo.dir, 'a.py'), '2\n');
    mkdirSync(join(repo.dir, 'dist'));
    writeFileSync(join(repo.dir, 'dist/new.js'), 'x\n');
    const head = git(repo.dir, 'rev-parse', 'HEAD');
    await expect(new Git(repo.dir).commit(['a.py', 'dist/new.js'], 'change')).rejects.toThrow(/^git add failed/);
    expect(git(repo.dir, 'diff', '--cached', '--name-only')).toBe('');
    expect(git(repo.dir, 'rev-parse', 'HEAD')).toBe(head);
  });
});
