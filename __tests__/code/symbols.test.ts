import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardFor, namesToResolve, renderCard, resolveSymbols } from '../../src/code/symbols.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import { fixtureRepo, makeRepo, type TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
let index: RepoIndex;
beforeAll(async () => {
  repo = fixtureRepo('shop');
  index = await buildIndex(repo.dir, { cacheDir: false });
});
afterAll(() => repo.cleanup());

const read = (path: string) => readFileSync(join(repo.dir, path), 'utf8');

describe('namesToResolve', () => {
  it('puts owner chains first and removes repeats', () => {
    expect(namesToResolve({ symbols: ['query', 'DatabaseClient', 'query'], chains: ['shop.db.DatabaseClient.query'], frameFunctions: ['checkout', '<module>'] })).toEqual([
      'DatabaseClient.query',
      'query',
      'DatabaseClient',
      'checkout',
    ]);
  });
});

describe('resolveSymbols', () => {
  it('resolves Class.method and prefers what the top files import', () => {
    const [byOwner, plain] = resolveSymbols(index.graph(), ['DatabaseClient.query', 'query'], ['shop/models/customer.py']);
    expect(byOwner!.definitions.map((d) => `${d.path}::${d.def.qualifiedName}`)).toEqual(['shop/db/client.py::DatabaseClient.query']);
    expect(byOwner!.ambiguous).toBe(false);
    // The test double's `query` is no candidate: tests are indexed for their imports only.
    expect(plain!.definitions.map((d) => `${d.path}::${d.def.qualifiedName}`)).toEqual(['shop/db/client.py::DatabaseClient.query']);
  });

  it('puts first the definition a top file imports when several define a name', async () => {
    const two = makeRepo({
      'app/real.py': 'class Client:\n    def query(self):\n        return 1\n',
      'app/fake.py': 'class FakeClient:\n    def query(self):\n        return 0\n',
      'app/user.py': 'from app.real import Client\n\nclient = Client()\n',
    });
    try {
      const built = await buildIndex(two.dir, { cacheDir: false });
      const [found] = resolveSymbols(built.graph(), ['query'], ['app/user.py']);
      expect(found!.definitions.map((d) => `${d.path}::${d.def.qualifiedName}`)).toEqual(['app/real.py::Client.query', 'app/fake.py::FakeClient.query']);
    } finally {
      two.cleanup();
    }
  });

  it('skips names nothing defines', () => {
    expect(resolveSymbols(index.graph(), ['nothing_here', 'Missing.query'], [])).toEqual([]);
  });
});

describe('cards', () => {
  const client = () => index.definitions.find((d) => d.def.qualifiedName === 'DatabaseClient')!;

  it('renders three fidelities', () => {
    const card = cardFor({ path: 'shop/db/client.py', def: client().def }, read);
    expect(renderCard(card, 'compact')).toBe(
      'shop/db/client.py:9-37 class DatabaseClient\n  class DatabaseClient\n  # Thin wrapper around a SQLite connection with reconnects.',
    );
    expect(renderCard(card, 'standard')).toBe(
      [
        'shop/db/client.py:9-37 class DatabaseClient',
        '  class DatabaseClient',
        '  # Thin wrapper around a SQLite connection with reconnects.',
        '  members:',
        '    def __init__(self, path: str, retries: int = 3)',
        '    def connect(self)',
        '    def query(self, sql: str, params=())',
        '    def close(self)',
      ].join('\n'),
    );
    const full = renderCard(card, 'full');
    expect(full.split('\n')[0]).toBe('shop/db/client.py:9-37 class DatabaseClient');
    expect(full.split('\n')).toHaveLength(30);
    expect(full).toContain('raise ConnectionLost(str(error)) from error');
  });

  it('falls back to standard when the body cannot be read', () => {
    const card = cardFor({ path: 'shop/db/client.py', def: client().def });
    expect(renderCard(card, 'full')).toBe(renderCard(card, 'standard'));
  });

  it('resolves and renders the same card warm as cold', () => {
    const graph = index.graph();
    const card = () => {
      const [r] = resolveSymbols(graph, ['DatabaseClient.query'], ['shop/models/order.py']);
      return renderCard(cardFor(r!.definitions[0]!), 'standard');
    };
    const cold = card();
    expect(cold).toBe(
      [
        'shop/db/client.py:23-32 method DatabaseClient.query',
        '  def query(self, sql: str, params=())',
        '  # Run a query and return all rows, reconnecting when the connection drops.',
        '  in: DatabaseClient',
      ].join('\n'),
    );
    for (let i = 0; i < 3; i++) expect(card()).toBe(cold);
  });
});
