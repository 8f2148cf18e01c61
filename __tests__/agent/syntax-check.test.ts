import { describe, expect, it } from '@jest/globals';
import { MAX_SYNTAX_ERRORS, newSyntaxErrors, syntaxErrors } from '../../src/agent/syntax-check.js';

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

  it('counts every error: a file that had more than are reported still shows the one an edit adds', async () => {
    const broken = Array.from({ length: 12 }, (_, i) => `def f${i}(:\n    return ${i}\n`).join('\n');
    expect(await syntaxErrors('a.py', broken)).toHaveLength(MAX_SYNTAX_ERRORS);
    expect(await newSyntaxErrors('a.py', broken, `${broken}\nx = 2\n`)).toEqual([]);
    const worse = await newSyntaxErrors('a.py', broken, `${broken}\ndef g(:\n    return 0\n`);
    expect(worse).toHaveLength(MAX_SYNTAX_ERRORS);
    expect(worse[0]).toMatchObject({ line: 1 });
  });

  it('checks JavaScript with type annotations as typed, and plain JavaScript as plain', async () => {
    // Flow's annotations on every line: read as plain JavaScript the file already has more errors
    // than are counted, so an edit breaking it would add none.
    const typed = Array.from({ length: 12 }, (_, i) => `export function f${i}(a: number, b: Array<string>): ?string {\n  return b[a];\n}\n`).join('');
    expect(await newSyntaxErrors('src/lib.js', typed, typed.replace('return b[a];', 'return b[a];;'))).toEqual([]);
    const broken = await newSyntaxErrors('src/lib.js', typed, typed.replace('return b[a];', 'return (b[a];'));
    expect(broken.length).toBeGreaterThan(0);
    expect(broken[0]!.line).toBeLessThanOrEqual(3);
    // Plain JavaScript stays plain: an annotation an edit writes into it is an error.
    const plain = 'export function f(a, b) {\n  return b[a];\n}\n';
    expect((await newSyntaxErrors('src/lib.js', plain, plain.replace('(a, b)', '(a: number, b)'))).length).toBeGreaterThan(0);
  });

  it('checks a Vue or Svelte component in the code of its scripts, on its own lines, and never its template', async () => {
    const vue = ['<template>', '  <button @click="save">{{ label }}</button>', '</template>', '<script setup lang="ts">', 'const label: string = "Save"', 'function save(): void {', '  emit("save")', '}', '</script>', ''].join('\n');
    expect(await newSyntaxErrors('src/Save.vue', vue, vue.replace('{{ label }}', '{{ label ')))
      .toEqual([]);
    const broken = await newSyntaxErrors('src/Save.vue', vue, vue.replace('function save(): void {', 'function save(: void {'));
    expect(broken[0]).toMatchObject({ line: 6, text: 'function save(: void {' });
    // TypeScript in a TypeScript block is no error; the same annotation in a plain block is.
    expect(await newSyntaxErrors('src/Save.vue', vue, vue.replace('"Save"', '"Save" as string'))).toEqual([]);
    const plain = vue.replace(' lang="ts"', '').replace(': string', '').replace('(): void', '()');
    expect((await newSyntaxErrors('src/Save.vue', plain, plain.replace('function save()', 'function save(a: number)'))).length).toBeGreaterThan(0);
    // An edit that makes the block TypeScript is read as TypeScript.
    expect(await newSyntaxErrors('src/Save.vue', plain, plain.replace('<script setup>', '<script setup lang="ts">').replace('function save()', 'function save(a: number)'))).toEqual([]);
    const svelte = '<script>\n  let count = 0;\n</script>\n<button on:click={() => count++}>{count}</button>\n';
    expect((await newSyntaxErrors('src/Counter.svelte', undefined, svelte.replace('let count = 0;', 'let count = ;'))).length).toBeGreaterThan(0);
    expect(await newSyntaxErrors('src/Counter.svelte', svelte, svelte.replace('<script>\n  let count = 0;\n</script>\n', ''))).toEqual([]);
  });
});
