import { describe, expect, it } from '@jest/globals';
import { componentDefinition, isSfcPath, sfcScript } from '../../src/code/sfc.js';

describe('isSfcPath', () => {
  it('knows Vue and Svelte components by their extension, whatever its case', () => {
    expect(['src/App.vue', 'Card.VUE', 'lib/Counter.svelte'].map(isSfcPath)).toEqual([true, true, true]);
    expect(['src/app.ts', 'vue', '.vue', 'src/.vue', 'notes.vue.md', 'svelte.config.js'].map(isSfcPath)).toEqual([false, false, false, false, false, false]);
  });
});

describe('sfcScript', () => {
  it('keeps the code of the script blocks in place and blanks the rest, line breaks kept', () => {
    const text = ['<template>', '  <b>{{ x }}</b>', '</template>', '<script>', 'export const x = 1', '</script>', '<style>b { color: red }</style>', ''].join('\n');
    expect(sfcScript(text)).toEqual({
      code: ['', '', '', '', 'export const x = 1', '', '', ''].map((line, i) => line || ' '.repeat(text.split('\n')[i]!.length)).join('\n'),
      language: 'javascript',
    });
  });

  it('gives the same number of characters and lines, CRLF line breaks kept', () => {
    const text = '<script setup lang="ts">\r\nconst a: number = 1\r\n</script>\r\n<template><p/></template>\r\n';
    const script = sfcScript(text)!;
    expect(script.language).toBe('typescript');
    expect(script.code).toHaveLength(text.length);
    expect(script.code.split('\r\n')).toEqual([' '.repeat(24), 'const a: number = 1', ' '.repeat(9), ' '.repeat(25), '']);
  });

  it('keeps its offsets past letters that lengthen when lower-cased', () => {
    const text = '<template><p>İSTANBUL İzmir</p></template>\n<SCRIPT>\nexport const city = 1\n</SCRIPT>\n';
    expect(sfcScript(text)!.code.split('\n')).toEqual([' '.repeat(42), ' '.repeat(8), 'export const city = 1', ' '.repeat(9), '']);
  });

  it('reads both blocks of a Vue component and the module block of a Svelte one', () => {
    const vue = '<script>\nexport default { name: "A" }\n</script>\n<script setup lang="ts">\nconst b = 2\n</script>\n';
    expect(sfcScript(vue)).toEqual({ code: '        \nexport default { name: "A" }\n         \n                        \nconst b = 2\n         \n', language: 'typescript' });
    const svelte = '<script context="module">\n  export const prerender = true;\n</script>\n<script>\n  let count = 0;\n</script>\n<button>{count}</button>\n';
    expect(sfcScript(svelte)!.code.split('\n')).toEqual([' '.repeat(25), '  export const prerender = true;', ' '.repeat(9), ' '.repeat(8), '  let count = 0;', ' '.repeat(9), ' '.repeat(24), '']);
  });

  it('takes the grammar from lang: tsx, ts and typescript, js, jsx or none', () => {
    const lang = (attribute: string) => sfcScript(`<script ${attribute}>let a\n</script>`)?.language;
    expect([lang('lang="tsx"'), lang("lang='ts'"), lang('lang=typescript'), lang('lang="js"'), lang('lang="jsx"'), lang('setup')]).toEqual(['tsx', 'typescript', 'typescript', 'javascript', 'javascript', 'javascript']);
  });

  it('reads a generic attribute holding > and quotes as part of the tag', () => {
    const script = sfcScript('<script setup lang="ts" generic="T extends Map<string, \'a\'>">\nconst t = 1\n</script>')!;
    expect(script.code.split('\n')[1]).toBe('const t = 1');
    expect(script.language).toBe('typescript');
  });

  it('reads thousands of unclosed tags in one pass, and a block as HTML ends it: at the first closing tag', () => {
    expect(sfcScript('<script>'.repeat(30_000) + 'let a = 1\n'.repeat(10_000))).toBeUndefined();
    expect(sfcScript(`<script ${'"'.repeat(1)}${'x'.repeat(100_000)}`)).toBeUndefined();
    expect(sfcScript('<scripts>a</scripts>\n<script>let b = "<script>"</script>\n<script-x>c</script-x>')?.code).toBe(`${' '.repeat(20)}\n        let b = "<script>"${' '.repeat(9)}\n${' '.repeat(22)}`);
  });

  it('leaves out blocks loading their code from elsewhere, holding data or another language, and commented out', () => {
    expect(sfcScript('<script src="./logic.js"></script>\n<template><p/></template>')).toBeUndefined();
    expect(sfcScript('<script type="application/json">{"a": 1}</script>')).toBeUndefined();
    expect(sfcScript('<script lang="coffee">a = 1</script>')).toBeUndefined();
    expect(sfcScript('<!-- <script>function ghost() {}</script> -->\n<template><p/></template>')).toBeUndefined();
    expect(sfcScript('<template><p>no script</p></template>\n')).toBeUndefined();
    // An unclosed block is no block; an unclosed comment hides the rest.
    expect(sfcScript('<script>\nlet a = 1\n')).toBeUndefined();
    expect(sfcScript('<!-- open\n<script>let a</script>')).toBeUndefined();
  });
});

describe('componentDefinition', () => {
  it('names the component by its file as written, an index by its folder', () => {
    const name = (path: string) => componentDefinition(path, 10).name;
    expect(['src/VPSidebar.vue', 'src/my-button.vue', 'src/date_picker.svelte', 'src/Button/index.vue', 'index.vue', 'pages/[id].vue', 'src/Card.v2.vue'].map(name)).toEqual([
      'VPSidebar',
      'my-button',
      'date_picker',
      'Button',
      'index',
      '[id]',
      'Card.v2',
    ]);
  });

  it('is a class-like definition over every line of the file', () => {
    expect(componentDefinition('lib/Counter.svelte', 42)).toEqual({ name: 'Counter', qualifiedName: 'Counter', kind: 'class', signature: 'Svelte component Counter', startLine: 1, endLine: 42, nameLine: 1 });
  });
});
