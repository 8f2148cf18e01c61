import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIndex } from '../../src/search/index/indexer.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import { localeFiles, localeStrength, namedLanguages } from '../../src/search/rank/locales.js';
import { MentionResolver } from '../../src/search/rank/mentions.js';
import { analyzeQuery } from '../../src/search/rank/query.js';
import { search } from '../../src/search/rank/search.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

describe('namedLanguages', () => {
  it('finds the languages an issue names, each once, with their locale codes', () => {
    const signals = analyzeQuery('Czech locale: wrong plural. The czech and Norwegian strings, see also german');
    expect(namedLanguages(signals.terms.keys(), signals.words)).toEqual([
      { word: 'Czech', codes: ['cs'] },
      { word: 'Norwegian', codes: ['no', 'nb', 'nn'] },
      { word: 'German', codes: ['de'] },
    ]);
  });

  it('reads a name that is also an English word only capitalized within a sentence, or in an issue about locales', () => {
    const verb = analyzeQuery('Polish the error message of the parser, and polish its docs');
    expect(namedLanguages(verb.terms.keys(), verb.words)).toEqual([]);
    const language = analyzeQuery('The Polish plural forms are wrong');
    expect(namedLanguages(language.terms.keys(), language.words)).toEqual([{ word: 'Polish', codes: ['pl'] }]);
    // At the start of a sentence, in an issue about locales.
    const title = analyzeQuery('Polish locale: wrong month names');
    expect(namedLanguages(title.terms.keys(), title.words)).toEqual([{ word: 'Polish', codes: ['pl'] }]);
    const translations = analyzeQuery('polish translations are missing');
    expect(namedLanguages(translations.terms.keys(), translations.words)).toEqual([{ word: 'Polish', codes: ['pl'] }]);
  });

  it('names nothing in text without a language, and ignores keys of the object prototype', () => {
    const signals = analyzeQuery('constructor toString hasOwnProperty: the date parser returns NaN');
    expect(namedLanguages(signals.terms.keys(), signals.words)).toEqual([]);
  });
});

describe('localeStrength', () => {
  const cs = new Set(['cs']);
  it('is 1 for a folder, stem or dotted part that is the bare code', () => {
    expect(['src/locale/cs.js', 'src/locale/cs/_lib/formatDistance/index.ts', 'i18n/messages.cs.json', 'CS/strings.xml'].map((p) => localeStrength(p, cs))).toEqual([1, 1, 1, 1]);
  });

  it('is 0.7 for the code with a region or script', () => {
    expect(['faker/providers/address/cs_CZ/__init__.py', 'locale/cs-cz.js', 'locale/cs-Latn-CZ.json'].map((p) => localeStrength(p, cs))).toEqual([0.7, 0.7, 0.7]);
  });

  it('is 0 for paths that only hold the letters', () => {
    expect(['src/cspell.js', 'lib/abcs.js', 'src/locale/csb.js', 'src/locale/cs_x_y_z_w.js', 'src/locale/de.js', 'cs.d/x.js', 'docs/cs-op.md', 'lib/cs-dup.js', 'lib/cs-word.js'].map((p) => localeStrength(p, cs))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('localeFiles', () => {
  it('lists the locale files of the codes with their strength, in path order', () => {
    const paths = ['src/node.js', 'src/locale/nb.js', 'lib/de-duplicate.js', 'src/locale/nn/index.js', 'providers/no_NO/__init__.py', 'docs/no-op.md', 'src/index.js'];
    expect(localeFiles(paths, ['no', 'nb', 'nn'])).toEqual([
      { path: 'src/locale/nb.js', strength: 1 },
      { path: 'src/locale/nn/index.js', strength: 1 },
      { path: 'providers/no_NO/__init__.py', strength: 0.7 },
    ]);
    expect(localeFiles(paths, [])).toEqual([]);
  });
});

describe('MentionResolver languages', () => {
  it('resolves a named language onto every locale file of its codes', () => {
    const resolver = new MentionResolver(['src/locale/nb.js', 'src/locale/nn/index.js', 'src/locale/nl.js', 'providers/no_NO/__init__.py', 'src/index.js']);
    expect(resolver.resolve(analyzeQuery('Norwegian weekdays are not capitalized'))).toEqual([
      { file: 'src/locale/nb.js', kind: 'language', strength: 1, via: 'Norwegian' },
      { file: 'src/locale/nn/index.js', kind: 'language', strength: 1, via: 'Norwegian' },
      { file: 'providers/no_NO/__init__.py', kind: 'language', strength: 0.7, via: 'Norwegian' },
    ]);
  });
});

describe('search with a named language', () => {
  const month = (names: string[]) => `export default {\n  months: ${JSON.stringify(names)},\n  relativeTime: { future: 'in %s', past: '%s ago' },\n};\n`;
  const FILES: Record<string, string> = {
    'src/locale/cs.js': month(['leden', 'unor', 'brezen']),
    'src/locale/de.js': month(['Januar', 'Februar', 'Maerz']),
    'src/locale/sv.js': month(['januari', 'februari', 'mars']),
    'src/locale/pl.js': month(['styczen', 'luty', 'marzec']),
    'src/locale/fr.js': month(['janvier', 'fevrier', 'mars']),
    'src/relativeTime.js': 'export function relativeTime(locale, diff) {\n  const future = diff > 0;\n  return (future ? locale.relativeTime.future : locale.relativeTime.past).replace("%s", String(Math.abs(diff)));\n}\n',
    'src/index.js': "export { relativeTime } from './relativeTime';\n",
  };
  let repo: TempRepo;
  let index: RepoIndex;
  beforeAll(async () => {
    repo = makeRepo(FILES, { git: true });
    index = await buildIndex(repo.dir, { cacheDir: false });
  });
  afterAll(() => repo.cleanup());
  const files = (query: string) => search(index, query, { readText: (p) => readFileSync(join(index.root, p), 'utf8') }).files.map((f) => f.path);

  /** The locale files in the order `search` ranks them. */
  const locales = (query: string) => files(query).filter((p) => p.startsWith('src/locale/'));

  it('puts the locale file of the language it names above the other locales', () => {
    expect(files('Swedish months are wrong')[0]).toBe('src/locale/sv.js');
    // The function the issue describes and the locale it names, before every other locale.
    expect(files('Wrong relative time in the Swedish locale: the future string is not translated').slice(0, 2)).toEqual(['src/relativeTime.js', 'src/locale/sv.js']);
    expect(locales('Czech relative time: past string is not translated')[0]).toBe('src/locale/cs.js');
    expect(locales('Relative time in Polish: past string is not translated')[0]).toBe('src/locale/pl.js');
  });

  it('ranks no locale file by a language the issue does not name', () => {
    const ranked = files('relative time of a future date is wrong in the locale');
    expect(ranked[0]).toBe('src/relativeTime.js');
  });
});
