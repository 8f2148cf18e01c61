import { describe, expect, it } from '@jest/globals';
import { linguistClassifier, parseLinguistAttributes } from '../../src/repo/attributes.js';

describe('parseLinguistAttributes', () => {
  it('reads set, unset and valued linguist attributes and skips the rest', () => {
    const text = [
      '# comment',
      '* text=auto eol=lf',
      'dist/** linguist-generated',
      'third_party/** linguist-vendored=true -diff',
      'dist/keep.js -linguist-generated',
      'gen/*.ts linguist-generated=false',
      '!negated linguist-generated',
      '[attr]binary -diff -merge -text',
      '',
    ].join('\n');
    expect(parseLinguistAttributes(text).map((r) => [r.kind, r.value])).toEqual([
      ['generated', true],
      ['vendored', true],
      ['generated', false],
      ['generated', false],
    ]);
  });
});

describe('linguistClassifier', () => {
  const classify = linguistClassifier([
    { path: '.gitattributes', text: 'dist/** linguist-generated\ndist/keep.js -linguist-generated\n*.pb.ts linguist-generated=true\nvendor/** linguist-vendored\n' },
    { path: 'web/.gitattributes', text: 'out/** linguist-generated\nvendor/** linguist-vendored=false\n' },
  ]);

  it('marks what the rules name, later rules winning', () => {
    expect(classify('dist/index.js')).toBe('generated');
    expect(classify('dist/nested/chunk.js')).toBe('generated');
    expect(classify('dist/keep.js')).toBeUndefined();
    expect(classify('src/api/user.pb.ts')).toBe('generated');
    expect(classify('vendor/lib/a.go')).toBe('vendored');
    expect(classify('src/main.ts')).toBeUndefined();
  });

  it('scopes nested files to their folder, deeper files winning', () => {
    expect(classify('web/out/app.js')).toBe('generated');
    expect(classify('out/app.js')).toBeUndefined();
    expect(classify('web/vendor/x.js')).toBeUndefined();
  });

  it('treats a long list of generated paths, with exceptions between them, in order', () => {
    const lines = Array.from({ length: 1_000 }, (_, i) => `gen/file${i}.ts linguist-generated`);
    lines.splice(500, 0, 'gen/file7.ts -linguist-generated');
    const many = linguistClassifier([{ path: '.gitattributes', text: lines.join('\n') }]);
    expect(many('gen/file999.ts')).toBe('generated');
    expect(many('gen/file3.ts')).toBe('generated');
    expect(many('gen/file1000.ts')).toBeUndefined();
    // Unset after its own line, and nothing later sets it again.
    expect(many('gen/file7.ts')).toBeUndefined();
    const reset = linguistClassifier([{ path: '.gitattributes', text: 'gen/** linguist-generated\ngen/keep.ts -linguist-generated\ngen/*.ts linguist-generated' }]);
    expect(reset('gen/keep.ts')).toBe('generated');
  });

  it('marks nothing without attribute files', () => {
    expect(linguistClassifier([])('dist/index.js')).toBeUndefined();
  });
});
