import { describe, expect, it } from '@jest/globals';
import type { FileAnalysis } from '../../src/code/analyze.js';
import { detailsOf, importsOf, packDetails, packReferences, parseDetails, unpackReferences, type CoreAnalysis } from '../../src/search/store/record-codec.js';

const analysis: FileAnalysis = {
  lineCount: 3,
  chunks: [{ startLine: 1, endLine: 3 }],
  definitions: [{ name: 'größe', qualifiedName: 'größe', kind: 'function', signature: 'def größe():', startLine: 3, endLine: 3, nameLine: 3, doc: 'Size.' }],
  references: [{ name: 'len', kind: 'call', line: 3 }],
  imports: [
    { source: 'os.path', names: ['join'], kind: 'module', line: 1 },
    { source: 'ünicode', names: [], kind: 'module', line: 2 },
  ],
};

const core: CoreAnalysis = { lineCount: 3, chunks: [1, 3], definitions: '[]', definitionCount: 1 };

describe('packReferences', () => {
  it('groups the lines of each kind and name, groups in the order they first come', () => {
    const references = [
      { name: 'run', kind: 'call', line: 3 },
      { name: 'run', kind: 'attribute', line: 3 },
      { name: 'Base', kind: 'class', line: 1 },
      { name: 'run', kind: 'call', line: 9 },
      { name: 'Base', kind: 'type', line: 4 },
      { name: 'run', kind: 'attribute', line: 12 },
      { name: 'Base', kind: 'class', line: 7 },
    ] as const;
    const packed = packReferences(references);
    expect(packed).toBe('c run 3,9\na run 3,12\nk Base 1,7\nt Base 4');
    expect(unpackReferences(packed)).toEqual([
      { name: 'run', kind: 'call', line: 3 },
      { name: 'run', kind: 'call', line: 9 },
      { name: 'run', kind: 'attribute', line: 3 },
      { name: 'run', kind: 'attribute', line: 12 },
      { name: 'Base', kind: 'class', line: 1 },
      { name: 'Base', kind: 'class', line: 7 },
      { name: 'Base', kind: 'type', line: 4 },
    ]);
    expect(packReferences([])).toBe('');
  });
});

describe('packDetails', () => {
  it('writes the imports first, in ASCII, and says where they end', () => {
    const { details, importsEnd } = packDetails(analysis);
    expect(details).toBe(
      '{"imports":[{"source":"os.path","names":["join"],"kind":"module","line":1},{"source":"\\u00fcnicode","names":[],"kind":"module","line":2}],' +
        '"signatures":["def gr\\u00f6\\u00dfe():"],"docs":["Size."],"nameLines":[3],"references":"c len 3"}',
    );
    expect(details.slice(importsEnd)).toBe(',"signatures":["def gr\\u00f6\\u00dfe():"],"docs":["Size."],"nameLines":[3],"references":"c len 3"}');
    // The same details as any other packing, key order aside.
    expect(parseDetails(details, core)).toEqual(detailsOf(analysis));
  });

  it('gives imports that read back alone', () => {
    const { details, importsEnd } = packDetails(analysis);
    expect(importsOf(details, importsEnd, 3)).toEqual(analysis.imports);
    const none = packDetails({ ...analysis, imports: [] });
    expect(none.details.startsWith('{"imports":[],"signatures":')).toBe(true);
    expect(importsOf(none.details, none.importsEnd, 3)).toEqual([]);
  });
});

describe('importsOf', () => {
  const { details, importsEnd } = packDetails(analysis);

  it('refuses details that do not start with their imports, or an end that is not theirs', () => {
    expect(() => importsOf('{"signatures":[],"imports":[]}', 12, 3)).toThrow('details that do not start with their imports');
    expect(() => importsOf(details, importsEnd - 1, 3)).toThrow('details that do not start with their imports');
    expect(() => importsOf(details, importsEnd + 1, 3)).toThrow('details that do not start with their imports');
  });

  it('refuses imports that are not JSON, not a list, or not imports of the file', () => {
    expect(() => importsOf('{"imports":[{"source",', 21, 3)).toThrow(/imports that are not JSON/);
    expect(() => importsOf('{"imports":{},', 13, 3)).toThrow('imports that are not a list');
    const pastTheEnd = '{"imports":[{"source":"a","names":[],"kind":"module","line":9}]';
    expect(() => importsOf(`${pastTheEnd},`, pastTheEnd.length, 3)).toThrow('an import that is not a source, a line and a kind');
    expect(() => importsOf(details, importsEnd, 0)).toThrow('an import that is not a source, a line and a kind');
  });
});
