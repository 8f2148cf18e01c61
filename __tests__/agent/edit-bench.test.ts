import { describe, expect, it } from '@jest/globals';
import { benchBlock, benchEditCases, caseHunks, formatEditBenchTable, runEditBench, type EditCase } from '../../src/agent/edit-bench.js';
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

/** Twenty identical lines: every hunk's lines repeat elsewhere, so every block is ambiguous and refused. */
const repeated: EditCase = {
  path: 'pad.py',
  before: text(...Array.from({ length: 20 }, () => 'pass')),
  after: text(...Array.from({ length: 20 }, (_, i) => (i === 9 ? 'return' : 'pass'))),
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
    expect(hunks[1]!.expected).toBe(STORE_BEFORE.replace('self.items.get(name)', 'self.items.get(name, None)'));
    expect(hunks[0]!.expected).toBe(STORE_BEFORE.replace('        self.count += 1', '        self.count = len(self.items)'));
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
    expect(benchBlock(first!, 'elision')).toEqual({
      before: STORE_BEFORE,
      expected: first!.expected,
      original: ['    def add(self, name, item):', '...', '        self.count += 1', '        return item', '', '    def names(self):'],
      updated: ['    def add(self, name, item):', '...', '        self.count = len(self.items)', '        return item', '', '    def names(self):'],
    });
    const crlf = benchBlock(first!, 'crlf')!;
    expect(crlf.before).toBe(STORE_BEFORE.replace(/\n/g, '\r\n'));
    expect(crlf.original[0]).toBe('    def add(self, name, item):');
  });

  it('skips slips that cannot be made', () => {
    const last = caseHunks(store)[1]!;
    expect(benchBlock(last, 'dropped-comments')).toBeNull();
    expect(benchBlock(last, 'elision')).toBeNull();
  });
});

describe('benchEditCases', () => {
  it('counts exact, refused and wrong outcomes per slip', () => {
    const report = benchEditCases([store, repeated]);
    expect({ ...report, elapsedMs: 0 }).toEqual({
      commits: 0,
      files: 2,
      hunks: 4,
      slips: [
        { slip: 'none', blocks: 4, skipped: 0, exact: 2, refused: 2, wrong: 0 },
        { slip: 'indentation', blocks: 4, skipped: 0, exact: 2, refused: 2, wrong: 0 },
        { slip: 'dropped-comments', blocks: 1, skipped: 3, exact: 1, refused: 0, wrong: 0 },
        { slip: 'trailing-whitespace', blocks: 4, skipped: 0, exact: 2, refused: 2, wrong: 0 },
        { slip: 'elision', blocks: 3, skipped: 1, exact: 1, refused: 2, wrong: 0 },
        { slip: 'crlf', blocks: 4, skipped: 0, exact: 2, refused: 2, wrong: 0 },
      ],
      elapsedMs: 0,
    });
  });

  it('prints a table', () => {
    const report = { ...benchEditCases([store], ['none', 'elision']), elapsedMs: 5 };
    expect(formatEditBenchTable(report)).toBe(
      [
        '0 commits, 1 modified files, 2 hunks, 5 ms',
        'slip     blocks       exact   refused  wrong  skipped',
        'none          2  2 (100.0%)  0 (0.0%)      0        0',
        'elision       1  1 (100.0%)  0 (0.0%)      0        1',
      ].join('\n'),
    );
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
      expect(report.slips.map((s) => [s.slip, s.blocks, s.exact, s.refused, s.wrong])).toEqual([
        ['none', 3, 3, 0, 0],
        ['indentation', 3, 3, 0, 0],
        ['dropped-comments', 1, 1, 0, 0],
        ['trailing-whitespace', 3, 3, 0, 0],
        ['elision', 2, 2, 0, 0],
        ['crlf', 3, 3, 0, 0],
      ]);
      const recent = await runEditBench(repo.dir, { commits: 1 });
      expect([recent.commits, recent.files, recent.hunks]).toEqual([1, 1, 1]);
    } finally {
      repo.cleanup();
    }
  });
});
