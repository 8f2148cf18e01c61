import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { MergeTable } from '../../src/context/merge-table.js';

function keyLines(encoder: Tiktoken): string {
  const lines: string[] = [];
  for (const [key, rank] of (encoder as unknown as { rankMap: Map<string, number> }).rankMap) lines[rank] = key;
  return Array.from(lines, (k) => k ?? '').join('\n');
}

describe('MergeTable', () => {
  it('reads merge keys, one rank a line, and finds tokens by their bytes', () => {
    const table = MergeTable.fromKeyLines('104\n105\n104,105\n\n33')!;
    expect(table.size).toBe(4);
    const bytes = Uint8Array.from([104, 105, 33, 104]);
    expect([table.rank(bytes, 0, 1), table.rank(bytes, 1, 2), table.rank(bytes, 0, 2), table.rank(bytes, 2, 3), table.rank(bytes, 1, 3), table.rank(bytes, 0, 0)]).toEqual([0, 1, 2, 4, -1, -1]);
    expect([table.countPiece('hi'), table.countPiece('hih'), table.countPiece(''), table.countPiece('!')]).toEqual([1, 2, 0, 1]);
  });

  it('round-trips through its binary form and gives back its merge keys', () => {
    const keys = '104\n105\n104,105\n\n33';
    const table = MergeTable.fromKeyLines(keys)!;
    const binary = table.toBinary();
    const back = MergeTable.fromBinary(binary)!;
    expect([back.size, back.keyLines(), back.countPiece('hih')]).toEqual([4, keys, 2]);
    // An unaligned copy reads the same; damaged or foreign bytes are refused.
    const shifted = new Uint8Array(binary.byteLength + 1).subarray(1);
    shifted.set(binary);
    expect(MergeTable.fromBinary(shifted)!.keyLines()).toBe(keys);
    expect(MergeTable.fromBinary(binary.subarray(0, binary.byteLength - 1))).toBeUndefined();
    expect(MergeTable.fromBinary(new Uint8Array(8))).toBeUndefined();
    const wrongMagic = binary.slice();
    wrongMagic[0] = 0;
    expect(MergeTable.fromBinary(wrongMagic)).toBeUndefined();
    const disordered = binary.slice();
    new DataView(disordered.buffer).setUint32(12 + 4, 99, true);
    expect(MergeTable.fromBinary(disordered)).toBeUndefined();
  });

  it('refuses text that is not merge keys', () => {
    for (const bad of ['104,', '1,,2', 'a', '256', '104\n,105', '1 2']) expect([bad, MergeTable.fromKeyLines(bad)]).toEqual([bad, undefined]);
  });

  it('counts pieces as the encoder encodes them, for both encodings, on this project\'s sources', () => {
    const root = join(import.meta.dirname, '..', '..', 'src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).sort().slice(0, 30);
    for (const ranks of [cl100kBase, o200kBase]) {
      const encoder = new Tiktoken(ranks);
      const table = MergeTable.fromKeyLines(keyLines(encoder))!;
      expect(MergeTable.fromRankMap((encoder as unknown as { rankMap: Map<string, number> }).rankMap)!.size).toBe(table.size);
      const pattern = new RegExp(ranks.pat_str, 'gu');
      const seen = new Set<string>(['größe', '😀😀', 'x'.repeat(2_000), 'é'.repeat(1_500), '\u00a0\u2028', 'aaaaaaaaaaaaaaaaaaaaab']);
      for (const file of files) for (const m of readFileSync(join(root, file), 'utf8').matchAll(pattern)) seen.add(m[0]);
      expect(seen.size).toBeGreaterThan(1_500);
      for (const piece of seen) expect([piece.slice(0, 40), table.countPiece(piece)]).toEqual([piece.slice(0, 40), encoder.encode(piece, [], []).length]);
    }
  });

  it('reads the tables the build writes next to the bundle: every token of both encodings', () => {
    for (const [name, ranks] of [['cl100k_base', cl100kBase], ['o200k_base', o200kBase]] as const) {
      const table = MergeTable.fromBinary(readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'tiktoken', `${name}.tokens`)))!;
      expect([name, table.keyLines()]).toEqual([name, keyLines(new Tiktoken(ranks))]);
    }
  });
});
