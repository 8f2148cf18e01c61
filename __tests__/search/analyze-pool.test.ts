import { afterAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAnalyzer, MIN_FILES_FOR_WORKERS, REPLACEMENTS_PER_WORKER } from '../../src/search/index/analyze-pool.js';
import { toRecord } from '../../src/search/index/file-analysis.js';
import { Vocabulary } from '../../src/search/terms/lexical.js';
import { DetailsGate } from '../../src/search/store/stored-analysis.js';

const WORKER_FILE = join(process.cwd(), 'dist', 'analyze-worker.js');

const folder = mkdtempSync(join(tmpdir(), 'sweep-workers-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A worker file that runs the real worker, then `code` (its listeners see each job right after the
 * real worker's, in the same turn).
 */
function wrappedWorker(name: string, code: string): string {
  const file = join(folder, `${name}.mjs`);
  writeFileSync(file, `import ${JSON.stringify(pathToFileURL(WORKER_FILE).href)};\nimport { parentPort } from 'node:worker_threads';\n${code}\n`);
  return file;
}

/** Files whose terms overlap across files and languages, each with some of its own. */
function files(count: number): { path: string; bytes: Uint8Array }[] {
  return Array.from({ length: count }, (_, i) => {
    const text =
      i % 3 === 0
        ? `export function parseOrder${i}(input: string): Order {\n  return shared.parse(input, ${i});\n}\n`
        : `def load_item_${i}(path):\n    """Loads item ${i}."""\n    return shared.parse(path).order_${i % 7}\n`;
    return { path: i % 3 === 0 ? `src/order${i}.ts` : `pkg/item_${i}.py`, bytes: new TextEncoder().encode(text) };
  });
}

/** Each file's record through `analyzer`, in the order given, mapped to one new vocabulary. */
async function records(analyzer: ReturnType<typeof createAnalyzer>, input: ReturnType<typeof files>) {
  const vocab = new Vocabulary();
  const gate = new DetailsGate({});
  try {
    // Answers arrive in any order; mapping them in the files' order makes the vocabularies comparable.
    const contents = await Promise.all(input.map((f) => analyzer.analyze(f.path, f.bytes)));
    const out = contents.map((content, i) => toRecord(`h${i}`, content, vocab, gate));
    return { vocab: vocab.terms, chunks: out.map((r) => r.chunkTerms!.map((t) => [...t])), lines: out.map((r) => [...r.lineTokens!]) };
  } finally {
    await analyzer.close();
  }
}

describe('analysis in worker threads', () => {
  it('gives the records and vocabulary that analysis in this thread gives', async () => {
    const input = files(MIN_FILES_FOR_WORKERS + 16);
    const pool = createAnalyzer(input.length, { workerFile: WORKER_FILE, cores: 2 });
    expect(pool.parallelism).toBe(4);
    const here = createAnalyzer(input.length, { workerFile: WORKER_FILE, cores: 1 });
    expect(here.parallelism).toBe(1);
    const [fromWorkers, fromHere] = [await records(pool, input), await records(here, input)];
    expect(fromWorkers.vocab.length).toBeGreaterThan(100);
    expect(fromWorkers).toEqual(fromHere);
  });

  it('gives the same when the numbering of terms starts again every few dozen terms', async () => {
    const input = files(MIN_FILES_FOR_WORKERS + 16);
    const here = await records(createAnalyzer(input.length, { workerFile: WORKER_FILE, cores: 1 }), input);
    const pool = createAnalyzer(input.length, { workerFile: WORKER_FILE, cores: 2, maxTermNumbers: 30 });
    const small = createAnalyzer(input.length, { workerFile: WORKER_FILE, cores: 1, maxTermNumbers: 30 });
    const fromWorkers = await records(pool, input);
    expect((pool as unknown as { renumbered: number }).renumbered).toBeGreaterThan(3);
    expect(fromWorkers).toEqual(here);
    expect(await records(small, input)).toEqual(here);
  });

  it('skips the file a worker stopped on, sends its other job again and goes on with a new worker', async () => {
    // An uncaught error in the worker (what a crash or exhausted memory does) on two of the files.
    const crashing = wrappedWorker('crash', `parentPort.on('message', (job) => { if (job.path.includes('crash')) throw new Error('gave up on ' + job.path); });`);
    const input = files(MIN_FILES_FOR_WORKERS + 16);
    input[10] = { ...input[10]!, path: 'pkg/crash_10.py' };
    input[41] = { ...input[41]!, path: 'src/crash_41.ts' };
    const pool = createAnalyzer(input.length, { workerFile: crashing, cores: 2 });
    try {
      const contents = await Promise.all(input.map((f) => pool.analyze(f.path, f.bytes)));
      expect(contents[10]).toEqual({ skip: { reason: 'analysis-failed', detail: 'the analysis thread stopped: gave up on pkg/crash_10.py' } });
      expect(contents[41]).toEqual({ skip: { reason: 'analysis-failed', detail: 'the analysis thread stopped: gave up on src/crash_41.ts' } });
      // One new worker per stop: a file alone in its worker is blamed at once, two are sent again alone.
      const replaced = (pool as unknown as { replaced: number }).replaced;
      expect(replaced >= 2 && replaced <= 4).toBe(true);
      // Every other file analyzed, as a worker that never stops gives it.
      const here = createAnalyzer(input.length, { workerFile: WORKER_FILE, cores: 1 });
      const vocab = new Vocabulary();
      const gate = new DetailsGate({});
      for (const [i, content] of contents.entries()) {
        if (i === 10 || i === 41) continue;
        const expected = toRecord('h', await here.analyze(input[i]!.path, input[i]!.bytes), vocab, gate);
        const got = toRecord('h', content, vocab, gate);
        expect(got.chunkTerms!.map((t) => [...t])).toEqual(expected.chunkTerms!.map((t) => [...t]));
        expect(got.analysis!.definitions).toEqual(expected.analysis!.definitions);
      }
    } finally {
      await pool.close();
    }
  });

  it('blames no file when workers stop before their code loads, and fails every job once replacing them is no use', async () => {
    const broken = join(folder, 'broken.mjs');
    writeFileSync(broken, `throw new Error('cannot load');\n`);
    const input = files(MIN_FILES_FOR_WORKERS);
    const pool = createAnalyzer(input.length, { workerFile: broken, cores: 2 });
    try {
      const outcomes = await Promise.allSettled(input.map((f) => pool.analyze(f.path, f.bytes)));
      expect(outcomes.every((o) => o.status === 'rejected' && (o.reason as Error).message === 'the analysis threads kept stopping (last: cannot load)')).toBe(true);
      expect((pool as unknown as { replaced: number }).replaced).toBe(2 * REPLACEMENTS_PER_WORKER);
      // A later job fails too rather than waiting for a worker that will not come.
      await expect(pool.analyze('a.py', new TextEncoder().encode('x = 1\n'))).rejects.toThrow('kept stopping');
    } finally {
      await pool.close();
    }
  });

  it('puts a new worker in place of one whose parser trapped, once it has answered', async () => {
    // The real worker's answers, marked as a worker after a WebAssembly trap marks them, for two files.
    const retiring = wrappedWorker(
      'retire',
      `const paths = new Map();
parentPort.on('message', (job) => paths.set(job.id, job.path));
const post = parentPort.postMessage.bind(parentPort);
parentPort.postMessage = (message, transfer) => post(paths.get(message.id)?.includes('trap') ? { ...message, retire: true } : message, transfer);`,
    );
    const input = files(MIN_FILES_FOR_WORKERS + 16);
    input[5] = { ...input[5]!, path: 'pkg/trap_5.py' };
    input[60] = { ...input[60]!, path: 'src/trap_60.ts' };
    const pool = createAnalyzer(input.length, { workerFile: retiring, cores: 2 });
    const fromPool = await records(pool, input);
    expect((pool as unknown as { replaced: number }).replaced).toBe(2);
    expect(fromPool).toEqual(await records(createAnalyzer(input.length, { workerFile: WORKER_FILE, cores: 1 }), input));
  });

  it('fails the jobs, skipping no file, when the worker cannot load a grammar (a broken installation)', async () => {
    // The worker's bundle with its wasm files beside it, the Python grammar's damaged.
    const bare = join(folder, 'bare');
    mkdirSync(join(bare, 'wasm'), { recursive: true });
    for (const name of readdirSync(join(process.cwd(), 'dist'))) if (name.startsWith('analyze-worker')) copyFileSync(join(process.cwd(), 'dist', name), join(bare, name));
    for (const name of readdirSync(join(process.cwd(), 'dist', 'wasm'))) copyFileSync(join(process.cwd(), 'dist', 'wasm', name), join(bare, 'wasm', name));
    writeFileSync(join(bare, 'wasm', 'tree-sitter-python.wasm'), 'not wasm');
    writeFileSync(join(bare, 'package.json'), '{"type":"module"}\n');
    const input = files(MIN_FILES_FOR_WORKERS);
    const pool = createAnalyzer(input.length, { workerFile: join(bare, 'analyze-worker.js'), cores: 2 });
    try {
      const outcomes = await Promise.allSettled(input.map((f) => pool.analyze(f.path, f.bytes)));
      // Python files: the error, for the run to stop on; TypeScript files analyzed.
      expect(outcomes.map((o) => (o.status === 'rejected' ? `rejected ${(o.reason as Error).message.startsWith(`Cannot load the python grammar from ${join(bare, 'wasm', 'tree-sitter-python.wasm')}: `)}` : 'skip' in o.value ? 'skipped' : 'analyzed'))).toEqual(
        input.map((f) => (f.path.endsWith('.py') ? 'rejected true' : 'analyzed')),
      );
      expect((pool as unknown as { replaced: number }).replaced).toBe(0);
    } finally {
      await pool.close();
    }
  });
});
