import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WorkingTree } from '../../src/agent/working-tree.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

const cleanups: TempRepo[] = [];
afterEach(() => cleanups.splice(0).forEach((r) => r.cleanup()));

describe('WorkingTree', () => {
  const files: Record<string, string> = { 'a.py': 'x = 1\ny = 2\n', 'b.py': 'z = 3\n' };
  const tree = () => new WorkingTree((p) => files[p]);

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

  it('writes changes to disk only when flushed', async () => {
    const repo = makeRepo({ 'a.py': 'x = 1\n', 'b.py': 'z = 3\n' });
    cleanups.push(repo);
    const t = new WorkingTree((p) => (existsSync(join(repo.dir, p)) ? readFileSync(join(repo.dir, p), 'utf8') : undefined));
    t.write('a.py', 'x = 2\n');
    t.write('pkg/new.py', 'n = 1\n');
    t.delete('b.py');
    expect(readFileSync(join(repo.dir, 'a.py'), 'utf8')).toBe('x = 1\n');
    expect(await t.flush(repo.dir)).toEqual(['a.py', 'b.py', 'pkg/new.py']);
    expect(readFileSync(join(repo.dir, 'a.py'), 'utf8')).toBe('x = 2\n');
    expect(readFileSync(join(repo.dir, 'pkg/new.py'), 'utf8')).toBe('n = 1\n');
    expect(existsSync(join(repo.dir, 'b.py'))).toBe(false);
  });
});
