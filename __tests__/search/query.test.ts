import { describe, expect, it } from '@jest/globals';
import { analyzeQuery, isCodeShaped } from '../../src/search/query.js';

describe('analyzeQuery', () => {
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
