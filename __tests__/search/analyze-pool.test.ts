import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { createAnalyzer, MIN_FILES_FOR_WORKERS } from '../../src/search/analyze-pool.js';
import { toRecord } from '../../src/search/file-analysis.js';
import { Vocabulary } from '../../src/search/lexical.js';
import { hashContent } from '../../src/search/store.js';
import { DetailsGate } from '../../src/search/stored-analysis.js';

const WORKER_FILE = join(process.cwd(), 'dist', 'analyze-worker.js');

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
  const gate = new DetailsGate({ hash: hashContent });
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
});
