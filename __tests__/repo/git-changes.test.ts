import { afterEach, describe, expect, it } from '@jest/globals';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changesSince, gitState, parseStatus, parseStatusV2, withinFolder } from '../../src/repo/git-changes.js';
import { git, makeRepo, type TempRepo } from '../helpers/repo.js';

const repos: TempRepo[] = [];
afterEach(() => repos.splice(0).forEach((r) => r.cleanup()));

function repo(): TempRepo {
  const r = makeRepo({ 'a.py': 'x = 1\n', 'pkg/b.py': 'y = 2\n', 'c.md': '# c\n' }, { git: true });
  repos.push(r);
  return r;
}

describe('parseStatus', () => {
  it('gives the path of each porcelain -z entry', () => {
    expect(parseStatus(' M a.py\0?? new file.txt\0A  pkg/b.py\0')).toEqual(['a.py', 'new file.txt', 'pkg/b.py']);
    expect(parseStatus('')).toEqual([]);
  });
});

describe('parseStatusV2', () => {
  const oid = 'a'.repeat(40);
  it('gives the commit and each entry\'s path, spaces and all, and both paths of a rename', () => {
    const out = [
      `# branch.oid ${oid}`,
      '# branch.head main',
      '1 .M N... 100644 100644 100644 3f2e1d 3f2e1d a.py',
      '1 A. N... 000000 100644 100644 0000000 4e5f6a pkg/new file.py',
      '2 R. N... 100644 100644 100644 1a2b3c 1a2b3c R100 pkg/to.py',
      'pkg/from.py',
      'u UU N... 100644 100644 100644 100644 1a 2b 3c both changed.py',
      '? untracked dir/x y.txt',
      '',
    ].join('\0');
    expect(parseStatusV2(out)).toEqual({ head: oid, paths: ['a.py', 'pkg/new file.py', 'pkg/to.py', 'pkg/from.py', 'both changed.py', 'untracked dir/x y.txt'] });
  });

  it('gives no commit before the first one, or for a damaged line, and nothing for an empty status', () => {
    expect(parseStatusV2('# branch.oid (initial)\0# branch.head main\0? a.py\0')).toEqual({ head: undefined, paths: ['a.py'] });
    expect(parseStatusV2('# branch.oid zz\0')).toEqual({ head: undefined, paths: [] });
    expect(parseStatusV2('')).toEqual({ head: undefined, paths: [] });
    // An entry cut short has no path.
    expect(parseStatusV2(`# branch.oid ${oid}\x001 .M N... 100644\x00`)).toEqual({ head: oid, paths: [] });
  });
});

describe('withinFolder', () => {
  it('keeps the paths under the prefix, from there', () => {
    expect(withinFolder(['pkg/b.py', 'a.py', 'pkg/sub/c.py', 'pkgx/d.py'], 'pkg/')).toEqual(['b.py', 'sub/c.py']);
    expect(withinFolder(['a.py'], '')).toEqual(['a.py']);
  });
});

describe('gitState', () => {
  it('gives the commit checked out and the paths that differ from it', async () => {
    const r = repo();
    writeFileSync(join(r.dir, 'a.py'), 'x = 3\n');
    writeFileSync(join(r.dir, 'new.py'), 'z = 1\n');
    const state = await gitState(r.dir);
    expect(state?.head).toBe(git(r.dir, 'rev-parse', 'HEAD').trim());
    expect(state?.dirty.sort()).toEqual(['a.py', 'new.py']);
  });

  it('writes back the stats of files whose content did not change, so the next status need not read them', async () => {
    const r = repo();
    // Stats that no longer match the index (a copied or restored checkout): same content, other times.
    for (const path of ['a.py', 'pkg/b.py', 'c.md']) utimesSync(join(r.dir, path), new Date('2001-02-03T04:05:06Z'), new Date('2001-02-03T04:05:06Z'));
    // Without a refresh, git compares these files by content: diff-files lists them.
    expect(git(r.dir, 'diff-files', '--name-only').trim().split('\n').sort()).toEqual(['a.py', 'c.md', 'pkg/b.py']);
    const state = await gitState(r.dir);
    expect(state?.dirty).toEqual([]);
    expect(git(r.dir, 'diff-files', '--name-only').trim()).toBe('');
  });

  it('names the paths from the folder it is asked about, and only those inside it', async () => {
    const r = repo();
    const before = await gitState(join(r.dir, 'pkg'));
    writeFileSync(join(r.dir, 'pkg/b.py'), 'y = 3\n');
    writeFileSync(join(r.dir, 'pkg/new.py'), 'z = 1\n');
    writeFileSync(join(r.dir, 'a.py'), 'x = 3\n');
    const state = await gitState(join(r.dir, 'pkg'));
    expect(state?.dirty.sort()).toEqual(['b.py', 'new.py']);
    git(r.dir, 'add', '-A');
    git(r.dir, 'commit', '-q', '-m', 'both');
    const changes = await changesSince(join(r.dir, 'pkg'), before!);
    expect([...changes!.changed].sort()).toEqual(['b.py', 'new.py']);
  });

  it('records the sparse checkout set only when the work tree is sparse', async () => {
    const r = repo();
    expect(await gitState(r.dir)).not.toHaveProperty('sparse');
    git(r.dir, 'sparse-checkout', 'set', 'pkg');
    expect((await gitState(r.dir))?.sparse).toBe('pkg\n');
    git(r.dir, 'sparse-checkout', 'disable');
    expect(await gitState(r.dir)).not.toHaveProperty('sparse');
  });

  it('gives the commit of a linked work tree and of a repository before its first commit (none)', async () => {
    const r = repo();
    const linked = join(r.dir, '..', `${r.dir.split('/').pop()}-linked`);
    git(r.dir, 'worktree', 'add', '-q', '--detach', linked);
    try {
      writeFileSync(join(linked, 'a.py'), 'x = 4\n');
      const state = await gitState(linked);
      expect([state?.head, state?.prefix, state?.dirty]).toEqual([git(r.dir, 'rev-parse', 'HEAD').trim(), '', ['a.py']]);
    } finally {
      git(r.dir, 'worktree', 'remove', '--force', linked);
    }
    const fresh = makeRepo({ 'a.py': 'x = 1\n' });
    repos.push(fresh);
    git(fresh.dir, 'init', '-q');
    expect(await gitState(fresh.dir)).toBeUndefined();
  });

  it('answers undefined outside a repository', async () => {
    const r = makeRepo({ 'a.py': 'x = 1\n' });
    repos.push(r);
    expect(await gitState(r.dir)).toBeUndefined();
  });
});
