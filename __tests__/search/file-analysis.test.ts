import { describe, expect, it } from '@jest/globals';
import { analyzeBytes, packContent, toRecord, type AnalyzedContent } from '../../src/search/file-analysis.js';
import { hashContent } from '../../src/search/store.js';
import { DetailsGate } from '../../src/search/stored-analysis.js';
import { tokenize } from '../../src/search/tokenizer.js';
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
      lineTokens: Uint32Array.from([6, 0]),
    };
    const record = toRecord('h', packContent(content), vocab, new DetailsGate({ hash: hashContent }));
    expect(record.chunkTerms!.map((t) => [...t])).toEqual([[0, 2, 1, 1, 2, 3], []]);
    expect(vocab.terms).toEqual(['zeta', 'alpha', 'beta']);
    expect([...record.lineTokens!]).toEqual([6, 0]);
  });

  it('keeps a skipped file as its reason only', () => {
    expect(toRecord('h', { skip: { reason: 'binary' } }, new Vocabulary(), new DetailsGate({ hash: hashContent }))).toEqual({ hash: 'h', skip: { reason: 'binary' } });
  });
});

describe('analyzeBytes', () => {
  it('counts the tokens of every line, as tokenizing each line alone does', async () => {
    const text = [
      'import os.path',
      '',
      'class ConfigLoader:',
      '    """Loads entries from files."""',
      '    def load_entries(self, path):',
      '        return self.parser.parse(os.path.join(path, "x"))',
      '',
      'HTTP_404 = 404',
      '',
    ].join('\n');
    const content = await analyzeBytes('pkg/config.py', new TextEncoder().encode(text));
    if ('skip' in content) throw new Error('skipped');
    const lines = text.split('\n');
    expect([...content.lineTokens]).toEqual(lines.map((line) => tokenize(line).length));
    expect(content.lineTokens.length).toBe(lines.length);
    const chunkTotal = content.chunks.reduce((n, c) => n + c.counts.reduce((a, b) => a + b, 0), 0);
    expect(content.lineTokens.reduce((a, b) => a + b, 0)).toBe(chunkTotal);
  });
});
