import { afterEach, describe, expect, it } from '@jest/globals';
import { AnalysisLru, analysisCache } from '../../src/search/index/analysis-cache.js';
import { packHere, type PackedContent } from '../../src/search/index/file-analysis.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import { fixtureRepo, type TempRepo } from '../helpers/repo.js';

const skip: PackedContent = { skip: { reason: 'binary' } };
function content(terms: number): PackedContent {
  return packHere({
    analysis: { lineCount: 1, chunks: [{ startLine: 1, endLine: 1 }], definitions: [], references: [], imports: [] },
    encoding: 'utf-8',
    chunks: [{ terms: Array.from({ length: terms }, (_, i) => `t${i}`), counts: Array.from({ length: terms }, () => 1) }],
    lineTokens: Uint32Array.from([terms]),
  });
}

describe('AnalysisLru', () => {
  it('evicts the least recently used entries past its weight', () => {
    const lru = new AnalysisLru(340);
    lru.set('a', content(100)); // weight 64 + 100 terms + 73 characters of packed text / 8 = 173
    lru.set('b', skip); // 16
    expect(lru.totalWeight).toBe(189);
    lru.get('a');
    lru.set('c', content(100)); // 362 in all: b (least recent) goes first, then a
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.totalWeight).toBe(173);
  });

  it('never keeps an entry heavier than the whole budget', () => {
    const lru = new AnalysisLru(100);
    lru.set('big', content(500));
    expect(lru.size).toBe(0);
  });
});

describe('indexing twice in one process', () => {
  const cleanups: TempRepo[] = [];
  afterEach(() => cleanups.splice(0).forEach((r) => r.cleanup()));

  it('parses each file content once', async () => {
    const a = fixtureRepo('webapp');
    const b = fixtureRepo('webapp');
    cleanups.push(a, b);
    await buildIndex(a.dir, { cacheDir: false });
    expect(analysisCache.size).toBeGreaterThan(0);
    const second = await buildIndex(b.dir, { cacheDir: false });
    expect(second.stats.analyzed).toBe(0);
    expect(second.stats.files).toBe(8);
    expect(second.symbols.has('validateemail')).toBe(true);
  });
});
