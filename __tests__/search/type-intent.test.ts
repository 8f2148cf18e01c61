import { describe, expect, it } from '@jest/globals';
import { asksAboutTypes, mostlyJavaScript } from '../../src/search/rank/type-intent.js';

describe('asksAboutTypes', () => {
  it.each([
    ['Cannot use `defaultMeta` option in TypeScript', true],
    ['Regression: TS - cannot log boolean values, TS2345 since 9.9.0', true],
    ['Add missing typings for `pino.transport`', true],
    ['The type definitions of Logger.child drop the bindings', true],
    ['index.d.ts declares profile() without its options', true],
    ['tsc fails on the exported Options type', true],
    // Words that only look alike.
    ['The typing indicator flickers when a message arrives', false],
    ['Wrong content type for .ts files served by the dev server', false],
    ['Cannot read property fetch of null', false],
  ])('%s', (text, expected) => {
    expect(asksAboutTypes(text)).toBe(expected);
  });

  it('does not take a code fence for the topic', () => {
    expect(asksAboutTypes('close() hangs\n```typescript\nawait server.close();\n```\n')).toBe(false);
    expect(asksAboutTypes('close() hangs\n~~~ts\nawait server.close();\n~~~\n')).toBe(false);
    expect(asksAboutTypes('close() hangs under TypeScript 5\n```ts\nawait server.close();\n```\n')).toBe(true);
  });
});

describe('mostlyJavaScript', () => {
  it('counts JavaScript against TypeScript sources, declarations as neither', () => {
    expect(mostlyJavaScript(['lib/a.js', 'lib/b.cjs', 'index.d.ts', 'types/c.d.ts', 'types/d.d.ts'])).toBe(true);
    expect(mostlyJavaScript(['src/a.ts', 'src/b.tsx', 'scripts/build.mjs'])).toBe(false);
    expect(mostlyJavaScript(['src/a.ts', 'lib/a.js'])).toBe(false);
    expect(mostlyJavaScript(['README.md', 'index.d.ts'])).toBe(false);
    expect(mostlyJavaScript([])).toBe(false);
  });
});
