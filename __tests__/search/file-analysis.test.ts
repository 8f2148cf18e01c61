import { describe, expect, it } from '@jest/globals';
import { toRecord, type AnalyzedContent } from '../../src/search/file-analysis.js';
import { Vocabulary } from '../../src/search/lexical.js';

describe('toRecord', () => {
  it('maps each chunk to (id, count) pairs sorted by vocabulary id', () => {
    const vocab = new Vocabulary(['zeta', 'alpha']);
    const content: AnalyzedContent = {
      analysis: { lineCount: 2, chunks: [{ startLine: 1, endLine: 1 }, { startLine: 2, endLine: 2 }], definitions: [], references: [], imports: [] },
      encoding: 'utf-8',
      chunks: [
        { terms: ['beta', 'alpha', 'zeta'], counts: [3, 1, 2] },
        { terms: [], counts: [] },
      ],
    };
    const record = toRecord('h', content, vocab);
    expect(record.chunkTerms!.map((t) => [...t])).toEqual([[0, 2, 1, 1, 2, 3], []]);
    expect(vocab.terms).toEqual(['zeta', 'alpha', 'beta']);
  });

  it('keeps a skipped file as its reason only', () => {
    expect(toRecord('h', { skip: { reason: 'binary' } }, new Vocabulary())).toEqual({ hash: 'h', skip: { reason: 'binary' } });
  });
});
