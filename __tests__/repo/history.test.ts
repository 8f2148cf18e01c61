import { describe, expect, it } from '@jest/globals';
import { Git, GitError, slugify } from '../../src/repo/git.js';
import { parseGitLog, readHistory } from '../../src/repo/history.js';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git as gitText, makeRepo, tempDir } from '../helpers/repo.js';

describe('parseGitLog', () => {
  it('counts commits and keeps the newest time per file', () => {
    const log = '\u0000200\u0000\na.py\u0000b.py\u0000\u0000100\u0000\na.py\u0000';
    const stats = parseGitLog(log);
    expect(stats.scanned).toBe(2);
    expect(stats.newest).toBe(200);
    expect([...stats.files]).toEqual([
      ['a.py', { commits: 2, lastCommit: 200 }],
      ['b.py', { commits: 1, lastCommit: 200 }],
    ]);
  });

  it('strips the prefix of a subfolder and skips mass commits', () => {
    const many = Array.from({ length: 60 }, (_, i) => `sub/f${i}.py`).join('\u0000');
    const stats = parseGitLog(`\u0000300\u0000\n${many}\u0000\u0000100\u0000\nsub/x.py\u0000other/y.py\u0000`, 'sub/');
    expect([...stats.files]).toEqual([['x.py', { commits: 1, lastCommit: 100 }]]);
  });

  it('keeps the file lists of commits that pair two to twenty files, for co-change', () => {
    const stats = parseGitLog('\u0000300\u0000\na.py\u0000b.py\u0000\u0000200\u0000\na.py\u0000\u0000100\u0000\nb.py\u0000c.py\u0000');
    expect(stats.coChange?.commits).toEqual([
      ['a.py', 'b.py'],
      ['b.py', 'c.py'],
    ]);
    expect(stats.coChange?.byFile.get('b.py')).toEqual([0, 1]);
  });

  it('takes names as they are, a newline, tab or quote included, and commits without files', () => {
    // An empty commit (300), then one whose first name starts with a newline.
    const stats = parseGitLog('\u0000300\u0000\u0000200\u0000\n\nlead.py\u0000t\tab.py\u0000q"uote.py\u0000n\nl.py\u0000');
    expect([stats.scanned, stats.newest]).toEqual([2, 300]);
    expect([...stats.files.keys()]).toEqual(['\nlead.py', 't\tab.py', 'q"uote.py', 'n\nl.py']);
  });
});

describe('git helpers', () => {
  it('slugifies titles for branch names', () => {
    expect(slugify('Über-long Title: fix the café parser!!')).toBe('uber-long-title-fix-the-cafe-parser');
    expect(slugify('***')).toBe('change');
    expect(slugify('a'.repeat(60), 10)).toBe('aaaaaaaaaa');
  });

  it('names the subcommand of a failed command, and refuses configuration given as -c arguments', async () => {
    const repo = makeRepo({ 'a.txt': 'x' }, { git: true });
    try {
      await expect(new Git(repo.dir).run(['checkout', 'no-such-branch'], { config: [['user.name', 'x']] })).rejects.toThrow(/^git checkout failed: /);
      await expect(new Git(repo.dir).run(['checkout', 'no-such-branch'])).rejects.toBeInstanceOf(GitError);
      await expect(new Git(repo.dir).run(['-c', 'core.hooksPath=hooks', 'status'])).rejects.toThrow('git -c refused: give configuration through the command\'s options');
      await expect(new Git(repo.dir).run(['status'], { config: [['core.hooksPath', 'hooks']] })).rejects.toThrow("git status failed: git configuration 'core.hooksPath' cannot be given to a command");
    } finally {
      repo.cleanup();
    }
  });

  it('commits exactly the paths given, read literally: a file named like a pathspec pattern stages only itself', async () => {
    const repo = makeRepo({ 'a.txt': 'x' }, { git: true });
    try {
      // Left by an earlier workflow step, neither committed nor ignored.
      writeFileSync(join(repo.dir, 'gha-creds-1234.json'), '{"private_key": "CREDENTIALS"}');
      for (const name of [':(glob)**', 'gha-creds-*.json', '*']) writeFileSync(join(repo.dir, name), 'planted\n');
      const git = new Git(repo.dir);
      await git.commit([':(glob)**', 'gha-creds-*.json', '*'], 'add three files', { name: 'T', email: 't@example.invalid' });
      expect(gitText(repo.dir, 'show', '--name-only', '--format=', 'HEAD').split('\n').filter(Boolean).sort()).toEqual(['*', ':(glob)**', 'gha-creds-*.json']);
      expect(await git.dirtyPaths()).toEqual(['gha-creds-1234.json']);
      await expect(git.commit([], 'nothing')).rejects.toThrow('git commit refused: no paths were given to commit');
    } finally {
      repo.cleanup();
    }
  });
});

describe('readHistory', () => {
  it('names files as they are, not quoted by git: letters past ASCII, tabs, quotes, backslashes', async () => {
    const repo = makeRepo({ 'café.py': 'x = 1\n', 'b.py': 'y = 2\n', 't\tab.py': 'z = 3\n', 'q"uote.py': 'w = 4\n', 'back\\slash.py': 'v = 5\n' }, { git: true });
    try {
      const history = await readHistory(repo.dir, false);
      expect([...history!.files.keys()].sort()).toEqual(['b.py', 'back\\slash.py', 'café.py', 'q"uote.py', 't\tab.py']);
    } finally {
      repo.cleanup();
    }
  });

  it('keeps one whole cache file when two reads of the same history overlap', async () => {
    const repo = makeRepo({ 'a.py': 'x = 1\n', 'b.py': 'y = 2\n' }, { git: true });
    const cache = tempDir();
    try {
      const [first, second] = await Promise.all([readHistory(repo.dir, cache.dir), readHistory(repo.dir, cache.dir)]);
      expect(first?.scanned).toBe(1);
      expect([...first!.files.keys()].sort()).toEqual(['a.py', 'b.py']);
      expect(second).toEqual(first);
      expect(readdirSync(cache.dir)).toEqual(['history-v4.json']);
      expect(await readHistory(repo.dir, cache.dir)).toEqual(first);
    } finally {
      repo.cleanup();
      cache.cleanup();
    }
  });

  it('gives the history and leaves no temporary file when the cache cannot be written', async () => {
    const repo = makeRepo({ 'a.py': 'x = 1\n' }, { git: true });
    const cache = tempDir();
    try {
      // A folder where the cache file goes: the rename fails.
      mkdirSync(join(cache.dir, 'history-v4.json'));
      const history = await readHistory(repo.dir, cache.dir);
      expect(history?.scanned).toBe(1);
      expect(readdirSync(cache.dir)).toEqual(['history-v4.json']);
    } finally {
      repo.cleanup();
      cache.cleanup();
    }
  });
});
