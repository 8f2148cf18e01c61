import { describe, expect, it } from '@jest/globals';
import { analyzeQuery, countQueryTerms, isCodeShaped, linkedFiles, splitQuery } from '../../src/search/rank/query.js';
import { finishes } from '../helpers/hang-guard.js';

describe('analyzeQuery', () => {
  it('takes the name a call starts with at a word boundary, however long the run of names joined by `$`', () => {
    const q = analyzeQuery('Calling $http(url) and jQuery.$ajax (x) breaks fn2 () in src/app/main.py; a$b(c) too');
    expect([q.paths, q.chains, q.symbols, q.words]).toEqual([['src/app/main.py'], [], ['http', 'ajax', 'fn2', 'a$b', 'jQuery'], []]);
    const long = finishes('analyzeQuery', () => analyzeQuery(`${'$a'.repeat(30_000)}(x) and ${'a/'.repeat(10_000)}`));
    expect([long.paths, long.chains, long.symbols.map((s) => s.length), long.words]).toEqual([[], [], [59_999], []]);
  });

  it('finds paths, chains, symbols and capitalized words', () => {
    const q = analyzeQuery('In `src/app/main.py` the call pvlib.iam.physical(aoi=100) fails; DateTime fields inside List break. See parse_config() and getUserName.');
    expect(q.paths).toEqual(['src/app/main.py']);
    expect(q.chains).toEqual(['pvlib.iam.physical']);
    expect(q.symbols).toEqual(expect.arrayContaining(['physical', 'parse_config', 'getUserName', 'pvlib', 'iam', 'DateTime']));
    expect(q.symbols).not.toContain('fails');
    expect(q.words).toEqual(['List']);
    expect(q.terms.get('physical')).toBe(1);
  });

  it('ignores URLs and version numbers', () => {
    const q = analyzeQuery('Broke in 2.20.0, see https://example.com/foo/bar.py for details.');
    expect(q.paths).toEqual([]);
    expect(q.chains).toEqual([]);
  });

  it('keeps frames from pasted traces', () => {
    expect(analyzeQuery('File "a/b.py", line 3, in f').frames).toEqual([{ path: 'a/b.py', line: 3, function: 'f', format: 'python' }]);
  });
});

describe('linkedFiles', () => {
  it('reads the files an issue links to on GitHub, with the first line each link points at', () => {
    const text = [
      'As commented [here](https://github.com/o/r/blob/8ef4fee2b5f7fb68426661ffcc47b50ab81b145e/src/ops/delay.ts#L141-L142), it is wrong.',
      'Also https://github.com/o/r/blob/main/src/ops/audit.ts and <https://github.com/o/r/blob/v1.2/lib/a%20b.js#L7>.',
      'Again: https://github.com/o/r/blob/main/src/ops/audit.ts#L3 and https://github.com/o/r/blob/main/src/ops/delay.ts#L9',
      'Not a file: https://github.com/o/r/issues/12, https://github.com/o/r/tree/main/src, https://gitlab.com/o/r/blob/main/x.js',
    ].join('\n');
    expect(linkedFiles(text)).toEqual([
      { path: 'src/ops/delay.ts', line: 141 },
      { path: 'src/ops/audit.ts', line: 3 },
      { path: 'lib/a b.js', line: 7 },
    ]);
  });

  it('leaves out links on checklist items and links whose path cannot be decoded', () => {
    const text = [
      '- [X] I have read the [Contributing Guidelines](https://github.com/o/r/blob/main/CONTRIBUTING.md).',
      '* [ ] I agree to follow the [Code of Conduct](https://github.com/o/r/blob/main/CODE_OF_CONDUCT.md)',
      '1. [x] see https://github.com/o/r/blob/main/docs/faq.md',
      'Broken: https://github.com/o/r/blob/main/src/%E0%A4%A.js',
      'Kept: - see https://github.com/o/r/blob/main/src/kept.js#L2',
    ].join('\n');
    expect(linkedFiles(text)).toEqual([{ path: 'src/kept.js', line: 2 }]);
    const hostile = finishes('linkedFiles', () => linkedFiles(`${'https://github.com/o/r/blob/'.repeat(20_000)} ${'https://github.com/'.repeat(20_000)}x`));
    expect(hostile.map((l) => [l.path.slice(0, 20), l.path.length, l.line])).toEqual([['github.com/o/r/blob/', 559_963, undefined]]);
    const many = linkedFiles(Array.from({ length: 500 }, (_, i) => `https://github.com/o/r/blob/main/f${i}.js#L${i + 1}`).join(' '));
    expect([many.length, many[0], many[199]]).toEqual([200, { path: 'f0.js', line: 1 }, { path: 'f199.js', line: 200 }]);
  });

  it('makes a linked file a path the query names, and a link to its lines a location', () => {
    const q = analyzeQuery('Wrong result\n\nThe check at https://github.com/o/r/blob/abc123/src/check.js#L20-L24 skips zero; see also https://github.com/o/r/blob/abc123/README.md');
    expect(q.paths).toEqual(['src/check.js', 'README.md']);
    expect(q.frames).toEqual([{ path: 'src/check.js', line: 20, format: 'location' }]);
    expect(q.terms.has('abc123')).toBe(false);
  });
});

describe('isCodeShaped', () => {
  it.each([
    ['snake_case', true],
    ['camelCase', true],
    ['PascalCase', true],
    ['L031', true],
    ['__init__', true],
    ['Hello', false],
    ['URL', false],
    ['word', false],
    ['ab', false],
  ])('%s: %s', (w, expected) => expect(isCodeShaped(w)).toBe(expected));
});

describe('splitQuery', () => {
  it('separates the title, prose, pasted code and logs, and quoted identifiers', () => {
    const parts = splitQuery(
      [
        'Crash in `parseHeader` on empty input',
        '',
        'When the header is empty the parser throws:',
        '```',
        'const h = parseHeader("")',
        '```',
        'TypeError: Cannot read properties of undefined (reading "length")',
        '    at parseHeader (src/header.js:10:5)',
        'It worked in 2.1 with the "strict" option.',
      ].join('\n'),
    );
    expect(parts).toEqual({
      title: 'Crash in `parseHeader` on empty input',
      prose: '\nWhen the header is empty the parser throws:\nIt worked in 2.1 with the "strict" option.',
      code: 'const h = parseHeader("")\nTypeError: Cannot read properties of undefined (reading "length")\n    at parseHeader (src/header.js:10:5)',
      quoted: 'parseHeader\nstrict',
    });
  });

  it('gives empty parts for an empty query', () => {
    expect(splitQuery('')).toEqual({ title: '', prose: '', code: '', quoted: '' });
  });
});

describe('countQueryTerms', () => {
  it('counts tokens as analyzeQuery does, without URLs', () => {
    const text = 'getUser fails, see https://example.com/getUser getUser';
    expect(countQueryTerms(text)).toEqual(analyzeQuery(text).terms);
  });
});
