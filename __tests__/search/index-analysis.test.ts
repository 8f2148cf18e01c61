import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AnalysisLru } from '../../src/search/index/analysis-cache.js';
import { createAnalyzer, type Analyzer } from '../../src/search/index/analyze-pool.js';
import type { FileRecord, ManifestEntry } from '../../src/search/store/file-record.js';
import { analyzeFiles, type AnalysisRun } from '../../src/search/index/index-analysis.js';
import { Vocabulary } from '../../src/search/terms/lexical.js';
import { recordKey } from '../../src/search/store/store.js';
import { DetailsGate } from '../../src/search/store/stored-analysis.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A run over two files of a new folder, analyzed in this thread by an analyzer whose `close` is
 * `close`, the analysis of the paths in `failing` failed.
 */
function runWith(close: () => Promise<void>, failing: readonly string[] = []): { run: AnalysisRun; closed: () => number } {
  const root = mkdtempSync(join(tmpdir(), 'sweep-analysis-'));
  dirs.push(root);
  writeFileSync(join(root, 'a.py'), 'def load_order(path):\n    return path\n');
  writeFileSync(join(root, 'b.ts'), 'export function parseItem(text: string) {\n  return text;\n}\n');
  let closes = 0;
  const analyzer = (files: number): Analyzer => {
    const inner = createAnalyzer(files, { cores: 1 });
    const analyze: Analyzer['analyze'] = (path, bytes) =>
      failing.includes(path) ? Promise.resolve({ skip: { reason: 'analysis-failed', detail: 'TypeError: x is undefined' } }) : inner.analyze(path, bytes);
    return { analyze, parallelism: inner.parallelism, close: () => (closes++, close()) };
  };
  const run: AnalysisRun = {
    root,
    files: ['a.py', 'b.ts'].map((path) => ({ path, size: statSync(join(root, path)).size, mtimeMs: 0 })),
    records: new Map<string, FileRecord>(),
    vocab: new Vocabulary(),
    gate: new DetailsGate({}),
    memory: undefined,
    untrusted: false,
    manifest: new Map<string, ManifestEntry>(),
    recordOf: new Map<string, FileRecord>(),
    skipped: [],
    stats: { files: 0, reused: 0, rehashed: 0, analyzed: 0, chunks: 0, definitions: 0, lines: 0 },
    progress: () => undefined,
    timings: { readMs: 0 },
    now: () => 0,
    analyzer,
  };
  return { run, closed: () => closes };
}

describe('analyzing the files an index does not know', () => {
  it('closes the analyzer without waiting for its threads to wind down', async () => {
    // A close that never settles: the records are there all the same.
    const { run, closed } = runWith(() => new Promise<void>(() => undefined));
    await analyzeFiles(run);
    expect(closed()).toBe(1);
    expect([...run.recordOf.keys()].sort()).toEqual(['a.py', 'b.ts']);
    expect(run.stats.analyzed).toBe(2);
    expect(run.recordOf.get('a.py')!.analysis!.definitions.map((d) => d.name)).toEqual(['load_order']);
  });

  it('leaves no unhandled rejection when closing fails', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const { run, closed } = runWith(() => Promise.reject(new Error('the thread is gone')));
      await analyzeFiles(run);
      // Rejections are reported after the microtasks of the turn that made them.
      await new Promise((resolve) => setImmediate(resolve));
      expect(closed()).toBe(1);
      expect(run.recordOf.size).toBe(2);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });

  it('leaves a file whose analysis failed out of this run only: skipped with the reason, no record, no manifest entry', async () => {
    const { run } = runWith(() => Promise.resolve(), ['b.ts']);
    const memory = new AnalysisLru();
    run.memory = memory;
    await analyzeFiles(run);
    expect(run.skipped).toEqual([{ path: 'b.ts', reason: 'analysis-failed', detail: 'TypeError: x is undefined' }]);
    expect([...run.recordOf.keys()]).toEqual(['a.py']);
    expect([...run.manifest.keys()]).toEqual(['a.py']);
    expect(run.records.size).toBe(1);
    // Not remembered either (the other file is): a later build in this process analyzes it again.
    expect(memory.get(recordKey('b.ts', readFileSync(join(run.root, 'b.ts'))))).toBeUndefined();
    expect(memory.get(recordKey('a.py', readFileSync(join(run.root, 'a.py'))))).toBeDefined();
    expect(run.stats.analyzed).toBe(1);
  });
});
