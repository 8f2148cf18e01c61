import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeBytes, analyzeToSend, packChunkTerms, packHere, toRecord, withTerms, type AnalyzedContent } from '../../src/search/index/file-analysis.js';
import { TermNumbers } from '../../src/search/terms/term-numbers.js';
import { checkCore } from '../../src/search/store/record-codec.js';
import { DetailsGate, StoredAnalysis } from '../../src/search/store/stored-analysis.js';
import { tokenize } from '../../src/search/terms/tokenizer.js';
import { Vocabulary } from '../../src/search/terms/lexical.js';

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
    const record = toRecord('h', packHere(content), vocab, new DetailsGate({}));
    expect(record.chunkTerms!.map((t) => [...t])).toEqual([[0, 2, 1, 1, 2, 3], []]);
    expect(vocab.terms).toEqual(['zeta', 'alpha', 'beta']);
    expect([...record.lineTokens!]).toEqual([6, 0]);
  });

  it('gives terms that come in several chunks their ids in the order they first come', () => {
    const vocab = new Vocabulary(['zeta']);
    const content: AnalyzedContent = {
      analysis: { lineCount: 3, chunks: [{ startLine: 1, endLine: 1 }, { startLine: 2, endLine: 2 }, { startLine: 3, endLine: 3 }], definitions: [], references: [], imports: [] },
      encoding: 'utf-8',
      chunks: [
        { terms: ['gamma', 'zeta'], counts: [1, 4] },
        { terms: ['delta', 'gamma', 'alpha'], counts: [2, 5, 1] },
        { terms: ['alpha', 'zeta'], counts: [7, 1] },
      ],
      lineTokens: Uint32Array.from([5, 8, 8]),
    };
    const record = toRecord('h', packHere(content), vocab, new DetailsGate({}));
    expect(vocab.terms).toEqual(['zeta', 'gamma', 'delta', 'alpha']);
    expect(record.chunkTerms!.map((t) => [...t])).toEqual([[0, 4, 1, 1], [1, 5, 2, 2, 3, 1], [0, 1, 3, 7]]);
  });

  it('gives a fresh record\'s imports without unpacking its definitions', () => {
    const content: AnalyzedContent = {
      analysis: {
        lineCount: 2,
        chunks: [{ startLine: 1, endLine: 2 }],
        definitions: [{ name: 'f', qualifiedName: 'f', kind: 'function', signature: 'def f():', startLine: 2, endLine: 2, nameLine: 2 }],
        references: [],
        imports: [{ source: 'os', names: [], kind: 'module', line: 1 }],
      },
      encoding: 'utf-8',
      chunks: [{ terms: ['os'], counts: [1] }],
      lineTokens: Uint32Array.from([1, 0]),
    };
    const packed = packHere(content);
    if ('skip' in packed) throw new Error('not analyzed');
    // Definitions that cannot be unpacked: asking for the imports must not touch them.
    const gate = new DetailsGate({});
    const record = toRecord('h', { ...packed, core: { ...packed.core, definitions: '[["f","function",2,2,0]' } }, new Vocabulary(), gate);
    gate.open();
    expect(record.analysis!.imports).toEqual([{ source: 'os', names: [], kind: 'module', line: 1 }]);
    expect(() => record.analysis!.definitions).toThrow(/damaged/);
  });

  it('reads a fresh record\'s imports alone: the rest of its details is not parsed for them', () => {
    const content: AnalyzedContent = {
      analysis: { lineCount: 1, chunks: [{ startLine: 1, endLine: 1 }], definitions: [], references: [], imports: [{ source: 'numpy', names: ['array'], kind: 'module', line: 1 }] },
      encoding: 'utf-8',
      chunks: [{ terms: ['numpy'], counts: [1] }],
      lineTokens: Uint32Array.from([1]),
    };
    const packed = packHere(content);
    if ('skip' in packed) throw new Error('not analyzed');
    // Everything after the imports made unreadable: the imports still come, the details do not.
    const record = toRecord('h', { ...packed, details: `${packed.details.slice(0, packed.importsEnd)},"signatures":` }, new Vocabulary(), new DetailsGate({}));
    const analysis = record.analysis as StoredAnalysis;
    expect(analysis.storedImports()).toEqual([{ source: 'numpy', names: ['array'], kind: 'module', line: 1 }]);
    expect(() => analysis.packedDetails()).toThrow(/damaged/);
  });

  it('keeps a skipped file as its reason only', () => {
    expect(toRecord('h', { skip: { reason: 'binary' } }, new Vocabulary(), new DetailsGate({}))).toEqual({ hash: 'h', skip: { reason: 'binary' } });
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

describe('the build banner', () => {
  it('is recorded with a script that starts with one, in the packed core and back', async () => {
    const banner = '/*! widget v2.1.0 | MIT */\nfunction widget() {}\n';
    const flagged = await analyzeBytes('dist/widget.js', new TextEncoder().encode(banner));
    const plain = await analyzeBytes('lib/widget.js', new TextEncoder().encode('function widget() {}\n'));
    const python = await analyzeBytes('widget.py', new TextEncoder().encode(`# ${banner}`));
    if ('skip' in flagged || 'skip' in plain || 'skip' in python) throw new Error('skipped');
    expect([flagged.analysis.buildBanner, plain.analysis.buildBanner, python.analysis.buildBanner]).toEqual([true, undefined, undefined]);
    const packed = packHere(flagged);
    if ('skip' in packed) throw new Error('skipped');
    expect(packed.core.buildBanner).toBe(true);
    expect(toRecord('h', packed, new Vocabulary(), new DetailsGate({})).analysis!.buildBanner).toBe(true);
    expect(() => checkCore({ ...packed.core, buildBanner: 1 })).toThrow('a build banner flag that is not true');
  });
});

describe('test code', () => {
  it('is recorded with a source file whose text is a test, in the packed core and back', async () => {
    const suite = "import addDays from '.'\n\ndescribe('addDays', () => {\n  it('adds', () => {})\n})\n";
    const flagged = await analyzeBytes('src/addDays/test.ts', new TextEncoder().encode(suite));
    const plain = await analyzeBytes('src/addDays/index.ts', new TextEncoder().encode('export default function addDays() {}\n'));
    if ('skip' in flagged || 'skip' in plain) throw new Error('skipped');
    expect([flagged.analysis.testCode, plain.analysis.testCode]).toEqual([true, undefined]);
    const packed = packHere(flagged);
    if ('skip' in packed) throw new Error('skipped');
    expect(packed.core.testCode).toBe(true);
    expect(toRecord('h', packed, new Vocabulary(), new DetailsGate({})).analysis!.testCode).toBe(true);
    expect(() => checkCore({ ...packed.core, testCode: 1 })).toThrow('a test code flag that is not true');
  });
});

describe('analyzeToSend', () => {
  /** Source files of this project and of the fixtures, in several languages. */
  function sources(dir: string, out: string[] = []): string[] {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) sources(path, out);
      else if (/\.(ts|py|go|rs|java|rb|js|cs|php|cpp)$/.test(name)) out.push(path);
    }
    return out;
  }

  it('gives, numbering terms as it counts them, the records that counting by text gives', async () => {
    const files = [...sources(join(process.cwd(), 'src', 'search')), ...sources(join(process.cwd(), '__tests__', 'fixtures'))];
    expect(files.length).toBeGreaterThan(60);
    const gate = new DetailsGate({});
    const numbers = new TermNumbers();
    const [byNumber, byText] = [new Vocabulary(), new Vocabulary()];
    for (const file of files) {
      const bytes = readFileSync(file);
      const sent = toRecord('h', withTerms(await analyzeToSend(file, bytes, numbers), numbers), byNumber, gate);
      const packed = toRecord('h', packHere(await analyzeBytes(file, bytes)), byText, gate);
      expect([file, sent.chunkTerms?.map((t) => [...t]), [...(sent.lineTokens ?? [])]]).toEqual([file, packed.chunkTerms?.map((t) => [...t]), [...(packed.lineTokens ?? [])]]);
    }
    expect(byNumber.terms).toEqual(byText.terms);
  });
});

describe('packChunkTerms', () => {
  it('sends each chunk term as its number, a term met before keeping its number', () => {
    const numbers = new TermNumbers();
    numbers.number('zeta');
    const packed = packChunkTerms(
      [
        { terms: ['gamma', 'zeta'], counts: [1, 4] },
        { terms: [], counts: [] },
        { terms: ['zeta', 'alpha', 'gamma'], counts: [2, 5, 1] },
      ],
      numbers,
    );
    expect([...packed.refs]).toEqual([1, 0, 0, 2, 1]);
    expect([...packed.counts]).toEqual([1, 4, 2, 5, 1]);
    expect([...packed.sizes]).toEqual([2, 0, 3]);
    expect(numbers.takeFresh()).toBe('zeta\0gamma\0alpha\0');
    expect(packChunkTerms([], numbers)).toEqual({ refs: new Uint32Array(0), counts: new Uint32Array(0), sizes: new Uint32Array(0) });
  });
});

describe('analyzeToSend on mangled source', () => {
  const FIXTURES = join(process.cwd(), '__tests__', 'fixtures', 'lang');
  /** Pieces that upset parsers: brackets and quotes left open, directives, NULs, lone and paired surrogates. */
  const PIECES = ['(', ')', '{', '}', '[', ']', '"', "'", '`', '/*', '*/', '#if 0\n', '#else\n', '#endif\n', '<?php', '?>', '"""', '${', '<<EOF\n', '\\', '\r', '\0', '\ud800', '\ud83d\ude00', 'é', 'def ', 'class ', 'fn ', 'import ', 'x'.repeat(120)];

  /** A fixed-seed generator: the same mangled texts every run. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
      return state / 0x80000000;
    };
  }

  /** `text` with a few cuts, truncations, repeated or reversed slices, stray pieces and text of `others` spliced in. */
  function mangle(text: string, others: readonly string[], next: () => number): string {
    let out = text;
    const edits = 1 + Math.floor(next() * 8);
    for (let k = 0; k < edits; k++) {
      const at = Math.floor(next() * (out.length + 1));
      const to = Math.min(out.length, at + Math.floor(next() * 200));
      const other = others[Math.floor(next() * others.length)]!;
      const from = Math.floor(next() * other.length);
      out = [
        () => out.slice(0, at) + out.slice(to),
        () => out.slice(0, at) + PIECES[Math.floor(next() * PIECES.length)] + out.slice(at),
        () => out.slice(0, to) + out.slice(at, to) + out.slice(to),
        () => out.slice(0, at),
        () => out.slice(0, at) + [...out.slice(at, to)].reverse().join('') + out.slice(to),
        () => out.slice(0, at) + other.slice(from, from + 300) + out.slice(at),
      ][Math.floor(next() * 6)]!();
    }
    return out;
  }

  it('analyzes mangled copies of every language fixture without an error, into chunks in order within the lines of the file', async () => {
    const names = readdirSync(FIXTURES).filter((n) => !n.endsWith('.json')).sort();
    expect(names.length).toBe(11);
    const texts = names.map((n) => readFileSync(join(FIXTURES, n), 'utf8'));
    const next = random(20261126);
    const numbers = new TermNumbers();
    let analyzed = 0;
    for (const [i, name] of names.entries()) {
      for (let copy = 0; copy < 30; copy++) {
        const text = mangle(texts[i]!, texts, next);
        const sent = await analyzeToSend(name, Buffer.from(text, 'utf8'), numbers);
        if ('skip' in sent) {
          // Only a NUL makes a file binary; nothing else is skipped.
          expect([name, sent.skip.reason, text.includes('\0')]).toEqual([name, 'binary', true]);
          continue;
        }
        analyzed++;
        const core = checkCore(sent.core);
        const chunks = core.chunks;
        expect(chunks.length % 2).toBe(0);
        for (let c = 0; c < chunks.length; c += 2) {
          expect(chunks[c]!).toBeLessThanOrEqual(chunks[c + 1]!);
          if (c > 0) expect(chunks[c]!).toBeGreaterThan(chunks[c - 1]!);
          expect(chunks[c + 1]!).toBeLessThanOrEqual(core.lineCount);
        }
        expect(sent.chunks.sizes.length).toBe(chunks.length / 2);
        // One count of tokens per line start, the empty line after a last newline included.
        expect(sent.lineTokens.length).toBe(text.split('\n').length);
      }
    }
    expect(analyzed).toBeGreaterThan(250);
  });
});
