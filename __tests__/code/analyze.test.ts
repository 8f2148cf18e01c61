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

describe('analyzeFile on single-file components', () => {
  const VUE = [
    '<template>',
    '  <div @click="submit">{{ fullName }}</div>',
    '  <!-- <script>function ghost() {}</script> -->',
    '</template>',
    '',
    '<script setup lang="ts">',
    "import { computed } from 'vue'",
    "import Child from './Child.vue'",
    "import { formatName } from '../format'",
    'const props = defineProps<{ first: string }>()',
    'const fullName = computed(() => formatName(props.first))',
    'function submit(id: number): void {',
    '  emit(id)',
    '}',
    '</script>',
    '',
    '<style scoped>',
    'div { color: red; }',
    '</style>',
    '',
  ].join('\n');

  it('gives a Vue component the definitions, references and imports of its script, on its own lines', async () => {
    const a = await analyzeFile('src/Card.vue', VUE);
    expect(a.language).toBe('typescript');
    expect(a.lineCount).toBe(19);
    expect(a.parseError).toBeUndefined();
    expect(a.definitions.map((d) => [d.kind, d.qualifiedName, d.startLine, d.endLine])).toEqual([
      ['class', 'Card', 1, 19],
      ['function', 'fullName', 11, 11],
      ['function', 'submit', 12, 14],
    ]);
    expect(a.imports.map((i) => [i.source, i.names, i.line])).toEqual([
      ['vue', ['computed'], 7],
      ['./Child.vue', [], 8],
      ['../format', ['formatName'], 9],
    ]);
    expect(a.references.filter((r) => r.kind === 'call').map((r) => [r.name, r.line])).toEqual(expect.arrayContaining([['formatName', 11], ['emit', 13]]));
    // The template's handler calls `submit` (sfc-template.ts); the commented-out block is no code.
    expect(a.references.filter((r) => r.name === 'submit' || r.name === 'ghost')).toEqual([{ name: 'submit', kind: 'call', line: 2 }]);
    // Template and styles stay searchable text: the chunks are line windows over the whole component.
    expect(a.chunks[0]!.startLine).toBe(1);
    expect(a.chunks[a.chunks.length - 1]!.endLine).toBe(19);
  });

  it('reads a Svelte component and a JavaScript Vue component the same way', async () => {
    const svelte = await analyzeFile('src/Counter.svelte', '<script>\n  export let count = 0;\n  function increment() {\n    count += 1;\n  }\n</script>\n<button on:click={increment}>{count}</button>\n');
    expect(svelte.language).toBe('javascript');
    expect(svelte.definitions.filter((d) => d.kind === 'function').map((d) => [d.name, d.startLine, d.endLine])).toEqual([['increment', 3, 5]]);
    const options = await analyzeFile('src/Old.vue', '<template><p/></template>\n<script>\nexport default {\n  methods: {\n    save() { return 1 },\n  },\n}\n</script>\n');
    expect(options.definitions.map((d) => [d.name, d.startLine])).toEqual([['Old', 1], ['save', 5]]);
    expect(svelte.references.filter((r) => r.name === 'increment')).toEqual([{ name: 'increment', kind: 'call', line: 7 }]);
    // A component that declares its name is defined by it, not by its file's.
    const named = await analyzeFile('src/button.vue', "<script>\nexport default {\n  name: 'ElButton',\n}\n</script>\n");
    expect(named.definitions.map((d) => [d.name, d.signature])).toEqual([['ElButton', 'Vue component ElButton']]);
  });

  it('gives a component without a script block its component only, and an HTML file nothing', async () => {
    const still = await analyzeFile('src/Static.vue', '<template>\n  <p>hi</p>\n</template>\n');
    expect(still.language).toBeUndefined();
    expect(still.definitions).toEqual([{ name: 'Static', qualifiedName: 'Static', kind: 'class', signature: 'Vue component Static', startLine: 1, endLine: 3, nameLine: 1 }]);
    expect(still.imports).toEqual([]);
    const html = await analyzeFile('index.html', '<script>function f() {}</script>\n');
    expect([html.language, html.definitions, html.imports]).toEqual([undefined, [], []]);
    expect((await analyzeFile('src/Empty.vue', '')).definitions).toEqual([]);
  });

});
