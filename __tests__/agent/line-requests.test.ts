import { describe, expect, it } from '@jest/globals';
import { describeRequest, parseLineRequests, resolveRequest, unshownLines } from '../../src/agent/line-requests.js';

describe('parseLineRequests', () => {
  it('reads SHOW lines: a range, one line, a name, in order, without repeats', () => {
    const reply = [
      'I cannot see the function, please show it.',
      'SHOW shop/pricing.py:120-180',
      '  SHOW ./shop/pricing.py:42',
      '`SHOW shop/pricing.py:Cart.total`',
      '- SHOW lib/util.py:apply_discount',
      'SHOW shop/pricing.py:120-180',
      'SHOW shop/pricing.py:200 - 190',
    ].join('\n');
    expect(parseLineRequests(reply)).toEqual([
      { path: 'shop/pricing.py', lines: { start: 120, end: 180 } },
      { path: 'shop/pricing.py', lines: { start: 42, end: 42 } },
      { path: 'shop/pricing.py', symbol: 'Cart.total' },
      { path: 'lib/util.py', symbol: 'apply_discount' },
      { path: 'shop/pricing.py', lines: { start: 190, end: 200 } },
    ]);
  });

  it('ignores prose, lower-case show, requests inside other text, and reads at most five', () => {
    expect(parseLineRequests('Please show shop/pricing.py:12\nshow a.py:1-2\nI would SHOW a.py:3 here\nSHOW a.py')).toEqual([]);
    expect(parseLineRequests(Array.from({ length: 7 }, (_, i) => `SHOW a.py:${i + 1}`).join('\n'))).toHaveLength(5);
  });

  it('describes a request as written', () => {
    expect([{ path: 'a.py', lines: { start: 3, end: 3 } }, { path: 'a.py', lines: { start: 3, end: 9 } }, { path: 'a.py', symbol: 'f' }].map(describeRequest)).toEqual(['a.py:3', 'a.py:3-9', 'a.py:f']);
  });
});

describe('resolveRequest and unshownLines', () => {
  const defs = [{ name: 'total', qualifiedName: 'Cart.total', kind: 'method' as const, startLine: 30, endLine: 44 }];

  it('resolves a range within the file and a name to its definition, or says why not', () => {
    expect(resolveRequest({ path: 'a.py', lines: { start: 90, end: 130 } }, 100, defs)).toEqual({ lines: { start: 90, end: 100 } });
    expect(resolveRequest({ path: 'a.py', lines: { start: 1, end: 5000 } }, 9000, defs)).toEqual({ lines: { start: 1, end: 600 } });
    expect(resolveRequest({ path: 'a.py', lines: { start: 101, end: 130 } }, 100, defs)).toEqual({ reason: 'a.py has 100 lines' });
    expect(resolveRequest({ path: 'a.py', symbol: 'Cart.total' }, 100, defs)).toEqual({ lines: { start: 30, end: 44 } });
    expect(resolveRequest({ path: 'a.py', symbol: 'missing' }, 100, defs)).toEqual({ reason: 'no definition named `missing` was found in a.py; ask for its lines by number instead' });
  });

  it('leaves out lines shown before and stops where the room ends', () => {
    expect(unshownLines({ start: 10, end: 30 }, [{ start: 15, end: 20 }], () => 10, 1_000)).toEqual({ windows: [{ start: 10, end: 14 }, { start: 21, end: 30 }], cut: false });
    expect(unshownLines({ start: 10, end: 30 }, [{ start: 15, end: 20 }], () => 10, 80)).toEqual({ windows: [{ start: 10, end: 14 }, { start: 21, end: 23 }], cut: true });
    expect(unshownLines({ start: 10, end: 12 }, [{ start: 1, end: 50 }], () => 10, 80)).toEqual({ windows: [], cut: false });
  });
});
