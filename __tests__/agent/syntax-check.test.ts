import { describe, expect, it } from '@jest/globals';
import { newSyntaxErrors, syntaxErrors } from '../../src/agent/syntax-check.js';

describe('syntax checks', () => {
  it('finds errors with their lines', async () => {
    expect(await syntaxErrors('a.py', 'def f():\n    return 1\n')).toEqual([]);
    const errors = await syntaxErrors('a.py', 'def f(:\n    return 1\n');
    expect(errors[0]).toMatchObject({ line: 1, text: 'def f(:' });
    expect(await syntaxErrors('notes.txt', '((((')).toEqual([]);
  });

  it('reports only errors the edit added', async () => {
    const broken = 'def f(:\n    return 1\n';
    expect(await newSyntaxErrors('a.py', broken, `${broken}x = 2\n`)).toEqual([]);
    expect((await newSyntaxErrors('a.ts', 'const a = 1;\n', 'const a = ;\n')).length).toBeGreaterThan(0);
    expect((await newSyntaxErrors('new.go', undefined, 'package main\nfunc {\n')).length).toBeGreaterThan(0);
  });
});
