/**
 * What the CLI prints from a persisted (warm) index is what it prints without one (cold), byte for
 * byte: `context` text and JSON, `symbols --json` and `search --json` (timings aside), on a fixture
 * in nine languages, with queries naming symbols of each.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contextCommand } from '../../src/cli/context.js';
import type { CliIO, CommandValues } from '../../src/cli/commands.js';
import { searchCommand } from '../../src/cli/search.js';
import { symbolsCommand } from '../../src/cli/symbols.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import { POLYGLOT_QUERIES, polyglotRepo } from '../helpers/polyglot.js';
import { cleanUpSettled, tempDir, type TempRepo } from '../helpers/repo.js';

function capture(): { io: CliIO; out: () => string } {
  let text = '';
  return {
    io: { stdout: (t) => (text += t), stderr: () => undefined, stderrIsTTY: false },
    out: () => text,
  };
}

async function run(command: typeof contextCommand, values: CommandValues): Promise<string> {
  const { io, out } = capture();
  expect(await command(values, io)).toBe(0);
  return out();
}

function withoutTimings(json: string): unknown {
  const value = JSON.parse(json) as { timings?: unknown };
  delete value.timings;
  return value;
}

describe('a warm index prints what a cold one prints', () => {
  let repo: TempRepo;
  let cache: TempRepo;
  let cold: CommandValues;
  let warm: CommandValues;

  beforeAll(async () => {
    repo = polyglotRepo();
    cache = tempDir();
    // The persisted index, written and awaited; every command below reads it from disk.
    const first = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
    await first.persisted;
    cold = { repo: repo.dir, 'no-cache': true, 'no-links': true };
    warm = { repo: repo.dir, 'cache-dir': cache.dir, 'no-links': true };
  });
  afterAll(() => cleanUpSettled([repo, cache]));

  it.each(POLYGLOT_QUERIES)('context for %s', async (query) => {
    const expected = await run(contextCommand, { ...cold, query, budget: '3000' });
    const actual = await run(contextCommand, { ...warm, query, budget: '3000' });
    expect(actual).toBe(expected);
    const expectedJson = await run(contextCommand, { ...cold, query, budget: '3000', json: true });
    expect(await run(contextCommand, { ...warm, query, budget: '3000', json: true })).toBe(expectedJson);
  });

  it.each(POLYGLOT_QUERIES)('search --json for %s', async (query) => {
    const expected = withoutTimings(await run(searchCommand, { ...cold, query, json: true }));
    expect(withoutTimings(await run(searchCommand, { ...warm, query, json: true }))).toEqual(expected);
  });

  it('symbols --json', async () => {
    const expected = await run(symbolsCommand, { ...cold, json: true });
    expect(expected).toContain('"signature": "def total(self, discount_percent: float = 0) -> float"');
    expect(await run(symbolsCommand, { ...warm, json: true })).toBe(expected);
  });

  it('the context cards of a warm index carry signatures and docs', async () => {
    const text = await run(contextCommand, { ...warm, query: POLYGLOT_QUERIES[0]!, budget: '3000' });
    expect(text).toContain('shop/shop/models/order.py:5-18 class Order\n  class Order\n  # An order of items for one customer.\n  members:\n    def __init__(self, client: DatabaseClient, order_id: int)\n    def items(self)\n    def total(self, discount_percent: float = 0) -> float\n');
  });
});
