/**
 * Tests are indexed for their imports only (Python first): the flag travels through the packed
 * record and the store, and the same content at a test's path and at a source's gets a record each.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeBytes, packHere, toRecord } from '../../src/search/index/file-analysis.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import { checkCore, coreOf } from '../../src/search/store/record-codec.js';
import { readStore, recordKey } from '../../src/search/store/store.js';
import { DetailsGate } from '../../src/search/store/stored-analysis.js';
import { Vocabulary } from '../../src/search/terms/lexical.js';
import { makeRepo, tempDir, type TempRepo } from '../helpers/repo.js';

const cleanups: TempRepo[] = [];
afterEach(() => cleanups.splice(0).forEach((r) => r.cleanup()));
function track<T extends TempRepo>(r: T): T {
  cleanups.push(r);
  return r;
}

const SHARED = 'from app.core import run\n\n\ndef check():\n    return run()\n';

describe('records of files indexed for their imports only', () => {
  it('are analyzed so only for tests, and the flag is checked when read back', async () => {
    const bytes = new TextEncoder().encode(SHARED);
    const test = await analyzeBytes('tests/test_core.py', bytes);
    const source = await analyzeBytes('app/check.py', bytes);
    const js = new TextEncoder().encode("const { run } = require('../app');\nfunction check() { return run(); }\n");
    const jsTest = await analyzeBytes('test/core.test.js', js);
    const jsSource = await analyzeBytes('lib/core.js', js);
    if ('skip' in test || 'skip' in source || 'skip' in jsTest || 'skip' in jsSource) throw new Error('skipped');
    expect([test.analysis.importsOnly, source.analysis.importsOnly, jsTest.analysis.importsOnly, jsSource.analysis.importsOnly]).toEqual([true, undefined, true, undefined]);
    expect(test.analysis.imports).toEqual(source.analysis.imports);
    expect(jsTest.analysis.imports).toEqual(jsSource.analysis.imports);
    expect([test.analysis.definitions.length, source.analysis.definitions.length, jsTest.analysis.definitions.length, jsSource.analysis.definitions.length]).toEqual([0, 1, 0, 1]);
    const core = coreOf(test.analysis);
    expect(core.importsOnly).toBe(true);
    expect(() => checkCore({ ...core, importsOnly: false })).toThrow('an imports-only flag that is not true');
    expect(toRecord('h', packHere(test), new Vocabulary(), new DetailsGate({})).analysis!.importsOnly).toBe(true);
  });

  it('key the same content apart at a test path and a source path', () => {
    const bytes = new TextEncoder().encode(SHARED);
    expect(recordKey('tests/test_core.py', bytes)).not.toBe(recordKey('app/check.py', bytes));
    expect(recordKey('tests/test_core.py', bytes)).toBe(recordKey('other/tests/test_x.py', bytes));
    expect(recordKey('app/check.py', bytes)).toBe(recordKey('lib/other.py', bytes));
  });

  it('keep their flag and their imports through the store, each path with the record it asks for', async () => {
    const repo = track(makeRepo({ 'app/core.py': 'def run():\n    return 1\n', 'app/check.py': SHARED, 'tests/test_core.py': SHARED }));
    const cache = track(tempDir());
    const cold = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    await cold.persisted;
    const store = (await readStore(cache.dir, { gate: new DetailsGate({}) }))!;
    const keyOf = (path: string) => store.manifest.get(path)!.hash;
    expect(keyOf('app/check.py')).toBe(recordKey('app/check.py', readFileSync(join(repo.dir, 'app/check.py'))));
    expect(keyOf('tests/test_core.py')).not.toBe(keyOf('app/check.py'));
    const warm = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    expect([warm.stats.reused, warm.stats.analyzed]).toEqual([3, 0]);
    for (const index of [cold, warm]) {
      const of = (path: string) => index.byPath.get(path)!.record.analysis!;
      expect([of('app/check.py').importsOnly, of('tests/test_core.py').importsOnly]).toEqual([undefined, true]);
      expect(of('app/check.py').definitions.map((d) => d.name)).toEqual(['check']);
      expect(of('tests/test_core.py').definitions).toEqual([]);
      index.ensureDetails();
      expect(index.graph().dependents('app/core.py').sort()).toEqual(['app/check.py', 'tests/test_core.py']);
    }
  });
});
