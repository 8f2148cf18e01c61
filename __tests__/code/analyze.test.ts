import { describe, expect, it } from '@jest/globals';
import { analyzeFile, analyzeOrFail, describeFailure } from '../../src/code/analyze.js';
import { getParser, runtimeTrapped } from '../../src/code/languages.js';

describe('describeFailure', () => {
  it('gives the class and message on one line', () => {
    expect(describeFailure(new TypeError('cannot read\n  properties of undefined'))).toBe('TypeError: cannot read properties of undefined');
    expect(describeFailure('plain text')).toBe('plain text');
  });

  it('shortens a long message to 200 characters', () => {
    const text = describeFailure(new Error('x'.repeat(500)));
    expect(text).toBe(`Error: ${'x'.repeat(192)}…`);
    expect(text).toHaveLength(200);
  });
});

describe('analyzeOrFail', () => {
  it('gives the analysis of a file whose analysis works', async () => {
    const text = 'def load(path):\n    return path\n';
    expect(await analyzeOrFail('a.py', text)).toEqual(await analyzeFile('a.py', text));
  });

  it('gives a failure, and a new parser for the language, when the analysis throws', async () => {
    const before = await getParser('python');
    const failed = await analyzeOrFail('a.py', 'x = 1\n', () => Promise.reject(new RangeError('offset out of range')));
    expect(failed).toEqual({ failed: 'RangeError: offset out of range' });
    const after = await getParser('python');
    expect(after).not.toBe(before);
    // A JavaScript error says nothing about the WebAssembly runtime.
    expect(runtimeTrapped()).toBe(false);
    // The new parser works.
    expect(await analyzeOrFail('a.py', 'def f():\n    pass\n')).toMatchObject({ definitions: [{ name: 'f' }] });
  });

  it('remembers a WebAssembly trap: the thread should hand over to one with a fresh runtime', async () => {
    const RuntimeError = (globalThis as unknown as { WebAssembly: { RuntimeError: new (message: string) => Error } }).WebAssembly.RuntimeError;
    const failed = await analyzeOrFail('lib/x.ts', 'let a = 1;\n', () => Promise.reject(new RuntimeError('memory access out of bounds')));
    expect(failed).toEqual({ failed: 'RuntimeError: memory access out of bounds' });
    expect(runtimeTrapped()).toBe(true);
  });
});
