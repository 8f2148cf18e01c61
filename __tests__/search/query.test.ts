import { describe, expect, it } from '@jest/globals';
import { analyzeQuery, countQueryTerms, isCodeShaped, splitQuery } from '../../src/search/rank/query.js';
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
