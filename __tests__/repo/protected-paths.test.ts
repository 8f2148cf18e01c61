import { describe, expect, it } from '@jest/globals';
import { comparablePath, inGitFolder, protectedReason } from '../../src/repo/protected-paths.js';

describe('comparablePath', () => {
  it('resolves separators, dot segments, case, trailing dots and spaces and stream names', () => {
    expect(comparablePath('./.GitHub//Workflows/CI.yml')).toBe('.github/workflows/ci.yml');
    expect(comparablePath('src/../.github/workflows/x.yml')).toBe('.github/workflows/x.yml');
    expect(comparablePath('.github\\workflows\\x.yml')).toBe('.github/workflows/x.yml');
    expect(comparablePath('.github. /workflows /ci.yml')).toBe('.github/workflows/ci.yml');
    expect(comparablePath('action.yml::$DATA')).toBe('action.yml');
    expect(comparablePath('../outside')).toBe('../outside');
  });

  it('reads .git as HFS+ and NTFS would: ignored characters dropped, the short name GIT~1', () => {
    expect(comparablePath('.g\u200cit/config')).toBe('.git/config');
    expect(comparablePath('\ufeff.GIT\u200d/hooks/pre-commit')).toBe('.git/hooks/pre-commit');
    expect(comparablePath('GIT~1/config')).toBe('.git/config');
    expect(comparablePath('git~2/config')).toBe('git~2/config');
    for (const path of ['.g\u200cit/config', 'GIT~1/config', '.git./config', 'sub/.git::$INDEX_ALLOCATION/config']) {
      expect(inGitFolder(path)).toBe(true);
      expect(protectedReason(path)).toBe(`'${path}' is inside .git/, which Sweep never changes`);
    }
    expect(inGitFolder('src/.gitignore')).toBe(false);
    expect(inGitFolder('digit~1/x')).toBe(false);
  });
});

describe('protectedReason', () => {
  it.each([
    ['.git/config', "'.git/config' is inside .git/, which Sweep never changes"],
    ['vendor/lib/.git/hooks/pre-commit', "'vendor/lib/.git/hooks/pre-commit' is inside .git/, which Sweep never changes"],
    ['.github/workflows/ci.yml', "'.github/workflows/ci.yml' is under .github/workflows/ (workflows run with the repository's secrets), which Sweep never changes"],
    ['.github/actions/setup/run.sh', "'.github/actions/setup/run.sh' is under .github/actions/ (local actions run by workflows), which Sweep never changes"],
    ['action.yml', "'action.yml' is an action definition, run by workflows, which Sweep never changes"],
    ['tools/release/action.yaml', "'tools/release/action.yaml' is an action definition, run by workflows, which Sweep never changes"],
    ['.gitmodules', "'.gitmodules' is the submodule configuration, which Sweep never changes"],
    ['CODEOWNERS', "'CODEOWNERS' is a CODEOWNERS file (who must review changes), which Sweep never changes"],
    ['.github/CODEOWNERS', "'.github/CODEOWNERS' is a CODEOWNERS file (who must review changes), which Sweep never changes"],
    ['docs/CODEOWNERS', "'docs/CODEOWNERS' is a CODEOWNERS file (who must review changes), which Sweep never changes"],
    ['.github/sweep.yaml', "'.github/sweep.yaml' is Sweep's own configuration, which Sweep never changes"],
    ['.github/sweep.yml', "'.github/sweep.yml' is Sweep's own configuration, which Sweep never changes"],
    ['sweep.yaml', "'sweep.yaml' is Sweep's own configuration, which Sweep never changes"],
    ['sweep.yml', "'sweep.yml' is Sweep's own configuration, which Sweep never changes"],
    ['.husky/pre-commit', "'.husky/pre-commit' is under .husky/ (git hooks, run on the machines of whoever commits or checks the branch out), which Sweep never changes"],
    ['.husky/_/post-commit', "'.husky/_/post-commit' is under .husky/ (git hooks, run on the machines of whoever commits or checks the branch out), which Sweep never changes"],
    ['.githooks/pre-push', "'.githooks/pre-push' is under .githooks/ (git hooks, run on the machines of whoever commits or checks the branch out), which Sweep never changes"],
  ])('%s', (path, reason) => expect(protectedReason(path)).toBe(reason));

  it('sees through case variants and ./, .., repeated and backslash separators', () => {
    for (const path of [
      '.GitHub/Workflows/ci.yml',
      './.github/workflows/ci.yml',
      '.github//workflows/ci.yml',
      '.github/./workflows/ci.yml',
      'src/../.github/workflows/ci.yml',
      '.github\\workflows\\ci.yml',
      '.github./workflows/ci.yml',
      '.github/workflows ./ci.yml',
      'Action.YML',
      'sub/ACTION.yaml',
      '.GITMODULES',
      '.git./config',
      'Docs/CodeOwners',
      '.github/Sweep.YAML',
    ]) {
      expect([path, protectedReason(path)]).toEqual([path, expect.stringContaining('never changes')]);
    }
  });

  it('applies blocked_dirs the same way, and leaves ordinary paths alone', () => {
    expect(protectedReason('migrations/0001.py', ['migrations'])).toBe("'migrations/0001.py' is under migrations/, which the repository's configuration blocks (blocked_dirs)");
    expect(protectedReason('Migrations/0001.py', ['migrations/'])).toMatch(/blocked_dirs/);
    expect(protectedReason('app/../migrations/x.py', ['./migrations'])).toMatch(/blocked_dirs/);
    expect(protectedReason('migrations-old/x.py', ['migrations'])).toBeUndefined();
    // A folder protected for its own reason (the hooks folder git's configuration names).
    const hooks = { path: 'tools/hooks', why: "git's hooks folder (core.hooksPath)" };
    expect(protectedReason('Tools/Hooks/post-commit', [hooks])).toBe("'Tools/Hooks/post-commit' is under tools/hooks/ (git's hooks folder (core.hooksPath)), which Sweep never changes");
    expect(protectedReason('tools/hooks-doc.md', [hooks])).toBeUndefined();
    expect(protectedReason('x.py', [{ path: '../outside', why: 'outside' }])).toBeUndefined();
    for (const path of ['src/app.py', '.github/ISSUE_TEMPLATE/bug.md', '.github/workflows-docs.md', 'docs/actions.yml', 'src/CODEOWNERS.md', 'my.gitmodules', 'sweep.yaml.bak', '.github/dependabot.yml']) {
      expect([path, protectedReason(path, ['migrations'])]).toEqual([path, undefined]);
    }
  });
});
