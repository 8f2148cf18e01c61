import { afterAll, describe, expect, it } from '@jest/globals';
import type { Definition } from '../../src/code/definitions.js';
import type { CliIO } from '../../src/cli/commands.js';
import { formatSymbols, symbolsCommand } from '../../src/cli/symbols.js';
import { fixtureRepo, tempDir } from '../helpers/repo.js';
import { lstatSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const shop = fixtureRepo('shop', { git: false });
afterAll(() => shop.cleanup());

function capture(): { io: CliIO; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), stderrIsTTY: false }, out, err };
}

function def(qualifiedName: string, kind: string, startLine: number, endLine: number, signature: string): Definition {
  const name = qualifiedName.slice(qualifiedName.lastIndexOf('.') + 1);
  return { name, qualifiedName, kind, startLine, endLine, signature } as Definition;
}

describe('formatSymbols', () => {
  it('lists lines, kind, name and signature, names padded per file', () => {
    expect(
      formatSymbols([
        { path: 'a.ts', def: def('Parser', 'class', 3, 120, 'export class Parser') },
        { path: 'a.ts', def: def('Parser.parseExpression', 'method', 10, 14, 'parseExpression(tokens: Token[]): Node') },
        { path: 'b/c.go', def: def('Run', 'function', 1234, 12345, 'func Run(ctx context.Context) error') },
        { path: 'b/c.go', def: def('Empty', 'variable', 7, 7, '') },
      ]),
    ).toBe(
      [
        'a.ts',
        '      3-120   class     Parser                  export class Parser',
        '     10-14    method    Parser.parseExpression  parseExpression(tokens: Token[]): Node',
        'b/c.go',
        '   1234-12345 function  Run    func Run(ctx context.Context) error',
        '      7-7     variable  Empty',
        '',
      ].join('\n'),
    );
  });

  it('says when there is nothing', () => {
    expect(formatSymbols([])).toBe('No definitions found.\n');
  });
});

describe('symbolsCommand', () => {
  it('prints the signature column for one file', async () => {
    const { io, out, err } = capture();
    expect(await symbolsCommand({ repo: shop.dir, path: 'shop/db/client.py' }, io)).toBe(0);
    expect(err).toEqual([]);
    expect(out.join('')).toBe(
      [
        'shop/db/client.py',
        '      5-6     class     ConnectionLost           class ConnectionLost(Exception)',
        '      9-37    class     DatabaseClient           class DatabaseClient',
        '     12-15    method    DatabaseClient.__init__  def __init__(self, path: str, retries: int = 3)',
        '     17-21    method    DatabaseClient.connect   def connect(self)',
        '     23-32    method    DatabaseClient.query     def query(self, sql: str, params=())',
        '     34-37    method    DatabaseClient.close     def close(self)',
        '',
      ].join('\n'),
    );
  });

  it('refuses a --path that leaves the repository through a symbolic link, or is missing', async () => {
    const outside = tempDir();
    try {
      writeFileSync(join(outside.dir, 'secret.py'), 'def token():\n    return 1\n');
      symlinkSync(join(outside.dir, 'secret.py'), join(shop.dir, 'linked.py'));
      symlinkSync(outside.dir, join(shop.dir, 'linked-dir'));
      const { io, out } = capture();
      await expect(symbolsCommand({ repo: shop.dir, path: 'linked.py' }, io)).rejects.toThrow("--path linked.py: 'linked.py' is a symbolic link pointing outside the repository");
      await expect(symbolsCommand({ repo: shop.dir, path: 'linked-dir/secret.py' }, io)).rejects.toThrow("'linked-dir/secret.py' lies under a symbolic link pointing outside the repository");
      await expect(symbolsCommand({ repo: shop.dir, path: 'shop/missing.py' }, io)).rejects.toThrow('--path shop/missing.py cannot be read');
      await expect(symbolsCommand({ repo: shop.dir, path: '../x.py' }, io)).rejects.toThrow('--path ../x.py is outside --repo');
      expect(out).toEqual([]);
    } finally {
      // The links themselves (Node 24's rmSync refuses a link to a folder without `recursive`).
      for (const link of ['linked.py', 'linked-dir']) if (lstatSync(join(shop.dir, link), { throwIfNoEntry: false })) unlinkSync(join(shop.dir, link));
      outside.cleanup();
    }
  });
});
