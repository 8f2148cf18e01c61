import { afterAll, describe, expect, it } from '@jest/globals';
import type { CliIO } from '../../src/cli/commands.js';
import { intentHeader, searchCommand } from '../../src/cli/search.js';
import { fixtureRepo } from '../helpers/repo.js';

const shop = fixtureRepo('shop');
afterAll(() => shop.cleanup());

function capture(): { io: CliIO; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), stderrIsTTY: false }, out, err };
}

describe('intentHeader', () => {
  it('says the number is a confidence from 0 to 1', () => {
    expect(intentHeader({ kind: 'BUG_FIX', confidence: 0.82, signals: ['BUG_FIX:crash'] })).toBe('Intent: BUG_FIX (confidence 0.82 on a scale of 0 to 1)');
    expect(intentHeader({ kind: 'REFACTOR', confidence: 1, signals: ['REFACTOR:refactor'] })).toBe('Intent: REFACTOR (confidence 1.00 on a scale of 0 to 1)');
  });

  it('says when the intent is only the default', () => {
    expect(intentHeader({ kind: 'IMPLEMENTATION', confidence: 0, signals: [] })).toBe(
      'Intent: IMPLEMENTATION (confidence 0.00 on a scale of 0 to 1: the default, nothing in the query pointed to another intent)',
    );
  });
});

describe('searchCommand text output', () => {
  it('starts with the intent header', async () => {
    const { io, out } = capture();
    expect(await searchCommand({ repo: shop.dir, query: 'Dark mode', 'no-cache': true }, io, {})).toBe(0);
    expect(out.join('').split('\n')[0]).toBe(
      'Intent: IMPLEMENTATION (confidence 0.00 on a scale of 0 to 1: the default, nothing in the query pointed to another intent)',
    );
  });
});
