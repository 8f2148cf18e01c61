import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chunkLines, chunkTree, CHUNK_MAX_CHARS, LineSizes, type LineRange } from '../../src/code/chunker.js';
import { languageForPath, parseSource } from '../../src/code/languages.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'lang');

function expectPartition(chunks: LineRange[], lineCount: number) {
  expect(chunks[0]!.startLine).toBe(1);
  expect(chunks[chunks.length - 1]!.endLine).toBe(lineCount);
  for (let i = 1; i < chunks.length; i++) expect(chunks[i]!.startLine).toBe(chunks[i - 1]!.endLine + 1);
  for (const c of chunks) expect(c.endLine).toBeGreaterThanOrEqual(c.startLine);
}

async function chunk(path: string, text: string) {
  const tree = await parseSource(languageForPath(path)!, text);
  try {
    return chunkTree(tree.rootNode, text);
  } finally {
    tree.delete();
  }
}

function pyClass(name: string, methods: number, bodyLines: number): string {
  let out = `class ${name}:\n`;
  for (let m = 0; m < methods; m++) {
    out += `    def method_${m}(self, value):\n`;
    for (let l = 0; l < bodyLines; l++) out += `        value = value + ${l} * self.factor_${m}\n`;
    out += '        return value\n\n';
  }
  return out;
}

describe('LineSizes', () => {
  it('counts lines without a phantom line after the final newline', () => {
    expect(new LineSizes('a\nb\n').count).toBe(2);
    expect(new LineSizes('a\nb').count).toBe(2);
    expect(new LineSizes('').count).toBe(1);
    const sizes = new LineSizes('ab\n  c\n');
    expect(sizes.size(0, 0)).toBe(3);
    expect(sizes.size(0, 1)).toBe(7);
    expect(sizes.solid(1, 1)).toBe(1);
  });
});

describe('chunkTree', () => {
  it('keeps a small file in one chunk', async () => {
    expect(await chunk('a.py', 'import os\n\ndef f():\n    return 1\n')).toEqual([{ startLine: 1, endLine: 4 }]);
  });

  it('returns nothing for an empty file', async () => {
    expect(await chunk('a.py', '')).toEqual([]);
  });

  it('splits a big class at method boundaries', async () => {
    const text = pyClass('Big', 6, 12);
    const chunks = await chunk('big.py', text);
    const lines = text.split('\n');
    expectPartition(chunks, lines.length - 1);
    expect(chunks.length).toBeGreaterThan(2);
    // Every chunk after the first starts at a method (or the blank line before one).
    for (const c of chunks.slice(1)) expect(lines[c.startLine - 1]).toMatch(/^\s*(def |$)/);
    for (const c of chunks) {
      const size = lines.slice(c.startLine - 1, c.endLine).join('\n').length;
      expect(size).toBeLessThanOrEqual(CHUNK_MAX_CHARS + 200);
    }
  });

  it('merges small neighbours', async () => {
    const text = Array.from({ length: 30 }, (_, i) => `def f${i}():\n    return ${i}\n`).join('\n');
    const chunks = await chunk('small.py', text);
    expect(chunks.length).toBeLessThan(5);
    expectPartition(chunks, text.split('\n').length - 1);
  });

  it.each(readdirSync(FIXTURES).filter((f) => languageForPath(f)))('covers every line of %s', async (file) => {
    const text = readFileSync(join(FIXTURES, file), 'utf8');
    expectPartition(await chunk(file, text), new LineSizes(text).count);
  });

  it('covers every line of a large generated file in each language', async () => {
    const text = pyClass('A', 40, 8) + pyClass('B', 3, 200);
    expectPartition(await chunk('x.py', text), new LineSizes(text).count);
    const ts = Array.from({ length: 80 }, (_, i) => `export function f${i}(a: number): number {\n${'  a = a * 2;\n'.repeat(i % 30)}  return a;\n}\n`).join('\n');
    expectPartition(await chunk('x.ts', ts), new LineSizes(ts).count);
  });
});

describe('chunkTree on code nested thousands of levels deep', () => {
  it('chunks a list nested 20,000 levels over as many lines (more than the call stack holds)', async () => {
    const text = `x = ${'[\n'.repeat(20_000)}${']\n'.repeat(20_000)}`;
    const chunks = await chunk('deep.py', text);
    expectPartition(chunks, new LineSizes(text).count);
    expect(chunks.length).toBeGreaterThan(20);
  });

  it('keeps a chain of 20,000 calls on one line whole: one row cannot be split', async () => {
    const text = `const a = 1;\nx${'.a()'.repeat(20_000)};\nconst b = 2;\n`;
    expect(await chunk('chain.js', text)).toEqual([
      { startLine: 1, endLine: 1 },
      { startLine: 2, endLine: 2 },
      { startLine: 3, endLine: 3 },
    ]);
  });
});

describe('chunkLines', () => {
  it('windows a text file and covers every line', () => {
    const text = Array.from({ length: 130 }, (_, i) => `line ${i}`).join('\n');
    const chunks = chunkLines(text);
    expect(chunks).toEqual([
      { startLine: 1, endLine: 60 },
      { startLine: 61, endLine: 120 },
      { startLine: 121, endLine: 130 },
    ]);
  });

  it('keeps windows under the character target', () => {
    const text = Array.from({ length: 10 }, () => 'x'.repeat(400)).join('\n');
    const chunks = chunkLines(text);
    expect(chunks.map((c) => c.endLine - c.startLine + 1)).toEqual([3, 3, 3, 1]);
  });
});
