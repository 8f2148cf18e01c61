import { describe, expect, it } from '@jest/globals';
import { benchBlock, benchEditCases, caseHunks, formatEditBenchTable, runEditBench, uniqueHunk, type EditCase } from '../../src/agent/edit-bench.js';
import { LineIndex } from '../../src/agent/line-index.js';
import { git, makeRepo, writeTree } from '../helpers/repo.js';

const text = (...lines: string[]): string => lines.map((l) => `${l}\n`).join('');

const STORE_BEFORE = text(
  'import os',
  '',
  '',
  'class Store:',
  '    def __init__(self):',
  '        # items by name',
  '        self.items = {}',
  '        self.count = 0',
  '',
  '    def add(self, name, item):',
  '        # replace any old item',
  '        self.items[name] = item',
  '        self.count += 1',
  '        return item',
  '',
  '    def names(self):',
  '        # sorted for stable output',
  '        return sorted(self.items)',
  '',
  '    def get(self, name):',
  '        """The item called name."""',
  '        return self.items.get(name)',
);
const STORE_AFTER = STORE_BEFORE.replace('        self.count += 1', '        self.count = len(self.items)').replace(
  'self.items.get(name)',
  'self.items.get(name, None)',
);
const store: EditCase = { path: 'store.py', before: STORE_BEFORE, after: STORE_AFTER };

/** Forty identical lines: every hunk's lines repeat elsewhere even when widened, so both hunks are dropped. */
const repeated: EditCase = {
  path: 'pad.py',
  before: text(...Array.from({ length: 40 }, () => 'pass')),
  after: text(...Array.from({ length: 40 }, (_, i) => (i === 19 ? 'return' : 'pass'))),
};

/** Two copies of seven lines: the hunk's ORIGINAL is one copy, unique only with the comment above it. */
const SEVEN = ['x = 1', 'x = 2', 'x = 3', 'x = 4', 'x = 5', 'x = 6', 'x = 7'];
const twice: EditCase = {
  path: 'twice.py',
  before: text('# a', ...SEVEN, '# b', ...SEVEN),
  after: text('# a', ...SEVEN, '# b', ...SEVEN.map((l) => (l === 'x = 4' ? 'x = 40' : l))),
};

describe('caseHunks', () => {
  it('turns each diff hunk into lines with kinds and the text it alone produces', () => {
    const hunks = caseHunks(store);
    expect(hunks).toHaveLength(2);
    expect(hunks[1]!.lines).toEqual([
      { kind: 'context', text: '' },
      { kind: 'context', text: '    def get(self, name):' },
      { kind: 'context', text: '        """The item called name."""' },
      { kind: 'removed', text: '        return self.items.get(name)' },
      { kind: 'added', text: '        return self.items.get(name, None)' },
    ]);
    expect(hunks.map((h) => h.start)).toEqual([9, 18]);
    expect(hunks[1]!.expected).toBe(STORE_BEFORE.replace('self.items.get(name)', 'self.items.get(name, None)'));
    expect(hunks[0]!.expected).toBe(STORE_BEFORE.replace('        self.count += 1', '        self.count = len(self.items)'));
  });
});

describe('uniqueHunk', () => {
  const file = (c: EditCase): LineIndex => new LineIndex(c.before.split('\n').slice(0, -1));

  it('keeps a hunk whose ORIGINAL occurs once', () => {
    const [first] = caseHunks(store);
    expect(uniqueHunk(first!, file(store))).toEqual({ hunk: first, widened: 0 });
  });

  it('widens an ORIGINAL that occurs twice with surrounding lines until it occurs once', () => {
    const [hunk] = caseHunks(twice);
    expect(hunk!.lines.filter((l) => l.kind !== 'added').map((l) => l.text)).toEqual(SEVEN);
    const unique = uniqueHunk(hunk!, file(twice))!;
    expect(unique.widened).toBe(1);
    expect(unique.hunk.start).toBe(8);
    expect(unique.hunk.lines.slice(0, 2)).toEqual([
      { kind: 'context', text: '# b' },
      { kind: 'context', text: 'x = 1' },
    ]);
    expect(unique.hunk.expected).toBe(twice.after);
  });

  it('gives up after ten lines each way', () => {
    const [hunk] = caseHunks(repeated);
    expect(uniqueHunk(hunk!, file(repeated))).toBeNull();
  });
});

describe('benchBlock', () => {
  const [first] = caseHunks(store);

  it('makes each slip', () => {
    expect(benchBlock(first!, 'indentation')!.original).toEqual([
      'def add(self, name, item):',
      '    # replace any old item',
      '    self.items[name] = item',
      '    self.count += 1',
      '    return item',
      '',
      'def names(self):',
    ]);
    expect(benchBlock(first!, 'dropped-comments')!.original).toEqual([
      '    def add(self, name, item):',
      '        self.items[name] = item',
      '        self.count += 1',
      '        return item',
      '',
      '    def names(self):',
    ]);
    expect(benchBlock(first!, 'trailing-whitespace')!.original).toEqual([
      '    def add(self, name, item):  ',
      '        # replace any old item',
      '        self.items[name] = item  ',
      '        self.count += 1',
      '        return item  ',
      '',
      '    def names(self):  ',
    ]);
    const crlf = benchBlock(first!, 'crlf')!;
    expect(crlf.before).toBe(STORE_BEFORE.replace(/\n/g, '\r\n'));
    expect(crlf.expected).toBe(first!.expected.replace(/\n/g, '\r\n'));
    expect(crlf.original[0]).toBe('    def add(self, name, item):');
  });

  it('elides only blocks long enough for a realistic `...`', () => {
    expect(benchBlock(first!, 'elision')).toBeNull();
    const [both] = caseHunks({ path: 'store.py', before: STORE_BEFORE, after: STORE_BEFORE.replace('self.items = {}', 'self.items = dict()').replace('self.count += 1', 'self.count = len(self.items)') });
    expect(benchBlock(both!, 'elision')).toEqual({
      before: STORE_BEFORE,
      expected: both!.expected,
      original: ['class Store:', '    def __init__(self):', '        # items by name', '        self.items = {}', '...', '        self.count += 1', '        return item', '', '    def names(self):'],
      updated: ['class Store:', '    def __init__(self):', '        # items by name', '        self.items = dict()', '...', '        self.count = len(self.items)', '        return item', '', '    def names(self):'],
    });
  });

  it('elides after a blank first line, keeping one unchanged line before the change', () => {
    // The first hunk of `store` starts with `    def add(...)`: not a blank or common line.
    expect(benchBlock(first!, 'elision-after-common')).toBeNull();
    const [comment] = caseHunks({ path: 'store.py', before: STORE_BEFORE, after: STORE_BEFORE.replace('# items by name', '# items by their name') });
    expect(benchBlock(comment!, 'elision-after-common')).toEqual({
      before: STORE_BEFORE,
      expected: comment!.expected,
      original: ['', '...', '    def __init__(self):', '        # items by name', '        self.items = {}', '        self.count = 0', ''],
      updated: ['', '...', '    def __init__(self):', '        # items by their name', '        self.items = {}', '        self.count = 0', ''],
    });
  });

  it('skips slips that cannot be made', () => {
    const last = caseHunks(store)[1]!;
    expect(benchBlock(last, 'dropped-comments')).toBeNull();
    expect(benchBlock(last, 'elision')).toBeNull();
  });
});

describe('benchEditCases', () => {
  it('counts exact, refused and wrong outcomes per slip, widened and dropped hunks, and collided slips', () => {
    const report = benchEditCases([store, repeated, twice]);
    expect({ ...report, elapsedMs: 0 }).toEqual({
      commits: 0,
      files: 3,
      hunks: 5,
      widened: 1,
      ambiguous: 2,
      slips: [
        { slip: 'none', blocks: 3, exact: 3, refused: 0, wrong: 0, notApplicable: 0, collided: 0 },
        { slip: 'indentation', blocks: 3, exact: 3, refused: 0, wrong: 0, notApplicable: 0, collided: 0 },
        { slip: 'dropped-comments', blocks: 1, exact: 1, refused: 0, wrong: 0, notApplicable: 1, collided: 1 },
        { slip: 'trailing-whitespace', blocks: 3, exact: 3, refused: 0, wrong: 0, notApplicable: 0, collided: 0 },
        { slip: 'elision', blocks: 1, exact: 1, refused: 0, wrong: 0, notApplicable: 2, collided: 0 },
        { slip: 'elision-after-common', blocks: 1, exact: 1, refused: 0, wrong: 0, notApplicable: 2, collided: 0 },
        { slip: 'crlf', blocks: 3, exact: 3, refused: 0, wrong: 0, notApplicable: 0, collided: 0 },
      ],
      elapsedMs: 0,
    });
  });

  it('counts an elided block whose deciding lines fit two places as collided, once the applier refuses it', () => {
    const before = text('', 'def a():', '    x = read()', '    y = x + 1', '    return y', 'def b():', '', '    x = read()', '    y = x + 1', '    return y');
    const twoPlaces: EditCase = { path: 'two.py', before, after: before.replace(/return y\n$/, 'return -y\n') };
    expect(benchBlock(caseHunks(twoPlaces)[0]!, 'elision-after-common')!.original).toEqual(['', '...', '    y = x + 1', '    return y']);
    expect(benchEditCases([twoPlaces], ['none', 'elision-after-common']).slips).toEqual([
      { slip: 'none', blocks: 1, exact: 1, refused: 0, wrong: 0, notApplicable: 0, collided: 0 },
      { slip: 'elision-after-common', blocks: 0, exact: 0, refused: 0, wrong: 0, notApplicable: 0, collided: 1 },
    ]);
  });

  it('prints a table', () => {
    const report = { ...benchEditCases([store, repeated], ['none', 'elision']), elapsedMs: 5 };
    expect(formatEditBenchTable(report)).toBe(
      [
        '0 commits, 2 modified files, 4 hunks (0 widened to be unique, 2 dropped as still ambiguous), 5 ms',
        'slip     blocks       exact   refused  wrong  n/a  collided',
        'none          2  2 (100.0%)  0 (0.0%)      0    0         0',
        'elision       0       0 (-)     0 (-)      0    2         0',
      ].join('\n'),
    );
  });

  it('never rounds a share to all or none', () => {
    const slip = { slip: 'none' as const, blocks: 3000, exact: 2999, refused: 1, wrong: 0, notApplicable: 0, collided: 0 };
    const table = formatEditBenchTable({ commits: 1, files: 1, hunks: 3000, widened: 0, ambiguous: 0, slips: [slip], elapsedMs: 1 });
    expect(table.split('\n')[2]).toBe('none    3000  2999 (>99.9%)  1 (<0.1%)      0    0         0');
  });
});

describe('runEditBench', () => {
  it('gathers modified text files of real commits with git', async () => {
    const repo = makeRepo({ 'store.py': STORE_BEFORE, 'notes.md': text('# Notes', '', 'first', 'second', 'third') }, { git: true });
    try {
      writeTree(repo.dir, { 'store.py': STORE_AFTER, 'added.py': 'x = 1\n' });
      git(repo.dir, 'add', '-A');
      git(repo.dir, 'commit', '-q', '-m', 'store');
      writeTree(repo.dir, { 'notes.md': text('# Notes', '', 'first', 'second!', 'third'), 'data.bin': new Uint8Array([0, 1, 2]) });
      git(repo.dir, 'add', '-A');
      git(repo.dir, 'commit', '-q', '-m', 'notes');
      const report = await runEditBench(repo.dir, { commits: 10 });
      expect(report.commits).toBe(3);
      expect(report.files).toBe(2);
      expect(report.hunks).toBe(3);
      expect(report.slips.map((s) => [s.slip, s.blocks, s.exact, s.refused, s.wrong, s.notApplicable])).toEqual([
        ['none', 3, 3, 0, 0, 0],
        ['indentation', 3, 3, 0, 0, 0],
        ['dropped-comments', 1, 1, 0, 0, 2],
        ['trailing-whitespace', 3, 3, 0, 0, 0],
        ['elision', 0, 0, 0, 0, 3],
        ['elision-after-common', 1, 1, 0, 0, 2],
        ['crlf', 3, 3, 0, 0, 0],
      ]);
      const recent = await runEditBench(repo.dir, { commits: 1 });
      expect([recent.commits, recent.files, recent.hunks]).toEqual([1, 1, 1]);
    } finally {
      repo.cleanup();
    }
  });
});
