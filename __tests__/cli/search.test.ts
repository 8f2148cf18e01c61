import { afterAll, describe, expect, it } from '@jest/globals';
import type { CliIO } from '../../src/cli/commands.js';
import { backgroundSettled } from '../../src/background.js';
import { main } from '../../src/cli/main.js';
import { intentHeader, searchCommand, signalsText, skippedText } from '../../src/cli/search.js';
import { describeIndexed } from '../../src/repo/skip-report.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureRepo, git, makeRepo, tempDir } from '../helpers/repo.js';

const shop = fixtureRepo('shop');
afterAll(() => shop.cleanup());

function capture(): { io: CliIO; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), stderrIsTTY: false }, out, err };
}

describe('intentHeader', () => {
  it('says the number is a confidence from 0 to 1', () => {
    expect(intentHeader({ kind: 'BUG_FIX', confidence: 0.82, signals: ['BUG_FIX:crash'] })).toBe('Intent: BUG_FIX (confidence 0.82 on a scale of 0 to 1)');
    expect(intentHeader({ kind: 'REFACTOR', confidence: 1, signals: ['REFACTOR:refactor'] })).toBe('Intent: REFACTOR (confidence 1.00 on a scale of 0 to 1)');
  });

  it('says when the intent is only the default', () => {
    expect(intentHeader({ kind: 'IMPLEMENTATION', confidence: 0, signals: [] })).toBe(
      'Intent: IMPLEMENTATION (confidence 0.00 on a scale of 0 to 1: the default, nothing in the query pointed to another intent)',
    );
  });
});

describe('searchCommand text output', () => {
  it('starts with the intent header', async () => {
    const { io, out } = capture();
    expect(await searchCommand({ repo: shop.dir, query: 'Dark mode', 'no-cache': true }, io, {})).toBe(0);
    expect(out.join('').split('\n')[0]).toBe(
      'Intent: IMPLEMENTATION (confidence 0.00 on a scale of 0 to 1: the default, nothing in the query pointed to another intent)',
    );
  });
});

describe('searchCommand on files left out of the index', () => {
  const made = makeRepo({ 'app.py': 'def checkout(cart):\n    return cart\n', 'logo.png': new Uint8Array([137, 80, 78, 71, 0, 1]) }, { git: true });
  afterAll(() => made.cleanup());
  // `café.py` in Latin-1: git lists it, no UTF-8 path can name it.
  writeFileSync(Buffer.concat([Buffer.from(`${made.dir}/caf`), Buffer.from([0xe9]), Buffer.from('.py')]), 'y = 2\n');
  git(made.dir, 'add', '-A');
  git(made.dir, 'commit', '-q', '-m', 'latin-1 name');

  it('lists them with --json --explain and names on stderr those left out because something went wrong', async () => {
    const plain = capture();
    expect(await searchCommand({ repo: made.dir, query: 'checkout', 'no-cache': true, json: true }, plain.io, {})).toBe(0);
    // The contract's keys are kept as they are.
    expect(Object.keys(JSON.parse(plain.out.join('')))).toEqual(['intent', 'files', 'entities', 'snippets', 'timings']);
    expect(plain.err.join('')).toBe('1 file was left out of the index: caf\uFFFD.py (unreadable: its name is not valid UTF-8). The next run reads them again.\n');

    const explained = capture();
    expect(await searchCommand({ repo: made.dir, query: 'checkout', 'no-cache': true, json: true, explain: true }, explained.io, {})).toBe(0);
    expect((JSON.parse(explained.out.join('')) as { skipped: unknown }).skipped).toEqual([
      { path: 'caf\uFFFD.py', reason: 'unreadable', detail: 'its name is not valid UTF-8' },
      { path: 'logo.png', reason: 'binary', detail: '.png file' },
    ]);
  });

  it('gives the counts on the timings line', async () => {
    const { io, err } = capture();
    expect(await searchCommand({ repo: made.dir, query: 'checkout', 'no-cache': true, timings: true }, io, {})).toBe(0);
    // app.py's content was parsed by the test before: this process remembers it.
    expect(err.join('').replace(/^[^]*total \d+ ms /, '')).toBe('(1 file indexed: 0 reused, 1 re-hashed, 0 parsed; 2 skipped (1 binary, 1 unreadable))\n');
  });

  it('reports on a warm run, from the persisted index, the files the cold run left out', async () => {
    const cache = tempDir('sweep-search-cache-');
    try {
      const skipped = async () => {
        const { io, out } = capture();
        expect(await searchCommand({ repo: made.dir, query: 'checkout', 'cache-dir': cache.dir, json: true, explain: true }, io, {})).toBe(0);
        // The index is written in the background: the next run reads it once written.
        await backgroundSettled();
        return (JSON.parse(out.join('')) as { skipped: unknown }).skipped;
      };
      const expected = [
        { path: 'caf\uFFFD.py', reason: 'unreadable', detail: 'its name is not valid UTF-8' },
        { path: 'logo.png', reason: 'binary', detail: '.png file' },
      ];
      expect(await skipped()).toEqual(expected);
      expect(await skipped()).toEqual(expected);
      // An untracked file with such a name is there at every run too.
      writeFileSync(Buffer.concat([Buffer.from(`${made.dir}/na`), Buffer.from([0xef]), Buffer.from('ve.py')]), 'z = 3\n');
      const both = [...expected, { path: 'na\uFFFDve.py', reason: 'unreadable', detail: 'its name is not valid UTF-8' }];
      expect(await skipped()).toEqual(both);
      expect(await skipped()).toEqual(both);
    } finally {
      cache.cleanup();
    }
  });
});

describe('the timings line', () => {
  it('counts the indexed files by where their record came from, adding up', () => {
    expect(describeIndexed({ files: 229, indexedFrom: { reused: 229, rehashed: 0, parsed: 0 } })).toBe('229 files indexed: 229 reused, 0 re-hashed, 0 parsed');
    expect(describeIndexed({ files: 1, indexedFrom: { reused: 0, rehashed: 0, parsed: 1 } })).toBe('1 file indexed: 0 reused, 0 re-hashed, 1 parsed');
    expect(describeIndexed({ files: 0, indexedFrom: { reused: 0, rehashed: 0, parsed: 0 } })).toBe('0 files indexed: 0 reused, 0 re-hashed, 0 parsed');
  });

  it('leaves a file whose content was left out (generated) out of the indexed count, cold and warm', async () => {
    const repo = makeRepo({ 'pay.py': 'def pay(cart):\n    return cart.total\n', 'gen.py': '# Code generated by protoc. DO NOT EDIT.\nX = 1\n' }, { git: true });
    const cache = tempDir('sweep-search-cache-');
    try {
      const tail = async () => {
        const { io, err } = capture();
        expect(await searchCommand({ repo: repo.dir, query: 'pay', 'cache-dir': cache.dir, timings: true }, io, {})).toBe(0);
        await backgroundSettled();
        return err.join('').replace(/^[^]*total \d+ ms /, '');
      };
      expect(await tail()).toBe('(1 file indexed: 0 reused, 0 re-hashed, 1 parsed; 1 skipped (1 generated))\n');
      expect(await tail()).toBe('(1 file indexed: 1 reused, 0 re-hashed, 0 parsed; 1 skipped (1 generated))\n');
      writeFileSync(join(repo.dir, 'pay.py'), 'def pay(cart):\n    return sum(cart.prices)\n');
      expect(await tail()).toBe('(1 file indexed: 0 reused, 0 re-hashed, 1 parsed; 1 skipped (1 generated))\n');
    } finally {
      cache.cleanup();
      repo.cleanup();
    }
  });
});

describe('search --explain without --json', () => {
  it('prints each file\'s signal contributions under it and the files left out at the end', async () => {
    const { io, out } = capture();
    expect(await searchCommand({ repo: made2().dir, query: 'checkout', 'no-cache': true, explain: true }, io, {})).toBe(0);
    const text = out.join('');
    expect(text).toMatch(/\n {2}\d\.\d{3} {2}app\.py\n {9}content \d\.\d{3}/);
    expect(text.endsWith('\nLeft out of the index:\n  logo.png  binary: .png file\n')).toBe(true);
  });

  it('formats signals and skips', () => {
    expect(signalsText({ content: 0.563, 'content.title': 0.37531, defines: 0.5 })).toBe('content 0.563, content.title 0.375, defines 0.500');
    expect(signalsText({})).toBe('(no signal)');
    expect(skippedText([])).toBe('\nLeft out of the index: none\n');
    expect(skippedText([{ path: 'a.min.js', reason: 'minified', detail: 'a line of 9000 characters' }, { path: 'b.lock', reason: 'binary' }])).toBe(
      '\nLeft out of the index:\n  a.min.js  minified: a line of 9000 characters\n  b.lock  binary\n',
    );
  });
});

let explainRepo: ReturnType<typeof makeRepo> | undefined;
function made2() {
  explainRepo ??= makeRepo({ 'app.py': 'def checkout(cart):\n    return cart\n', 'logo.png': new Uint8Array([137, 80, 78, 71, 0, 1]) }, { git: true });
  return explainRepo;
}
afterAll(() => explainRepo?.cleanup());

describe('--repo holding git\'s own data', () => {
  const folders = tempDir('sweep-git-data-');
  afterAll(() => folders.cleanup());

  async function refused(repo: string): Promise<{ code: number; err: string }> {
    const { io, err, out } = capture();
    const code = await main(['search', '--repo', repo, '--query', 'hook', '--no-cache'], io);
    expect(out).toEqual([]);
    return { code, err: err.join('') };
  }

  it('refuses a bare repository with exit 2', async () => {
    const bare = join(folders.dir, 'bare.git');
    git(folders.dir, 'init', '-q', '--bare', bare);
    expect(await refused(bare)).toEqual({
      code: 2,
      err: `error: search: --repo ${bare} is a bare git repository (git's own data, no checked-out files): give the folder of a clone of it (git clone <bare> <folder>)\n`,
    });
  });

  it('refuses a .git folder and what is inside one with exit 2', async () => {
    const work = join(folders.dir, 'work');
    mkdirSync(work);
    git(work, 'init', '-q');
    for (const repo of [join(work, '.git'), join(work, '.git', 'hooks')]) {
      expect(await refused(repo)).toEqual({ code: 2, err: `error: search: --repo ${repo} is inside a .git folder (git's own data): give the folder that holds it\n` });
    }
  });

  it('takes a folder that only looks a little like one', async () => {
    const like = join(folders.dir, 'like');
    mkdirSync(join(like, 'objects'), { recursive: true });
    writeFileSync(join(like, 'HEAD'), 'the head of the project\n');
    writeFileSync(join(like, 'notes.md'), 'hook notes\n');
    const { io, out } = capture();
    expect(await main(['search', '--repo', like, '--query', 'hook', '--no-cache'], io)).toBe(0);
    expect(out.join('')).toContain('notes.md');
  });
});
