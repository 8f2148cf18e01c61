import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countTokens, forEachMemberChain, forEachToken, forEachWantedToken, forEachWord, STOP_WORDS, pathTokens, plainTokens, splitIdentifier, stem, tokenize, tokensOfWord, wantedTokenScanner } from '../../src/search/terms/tokenizer.js';
import { seededRandom } from '../helpers/random.js';

describe('splitIdentifier', () => {
  it.each([
    ['ChatGPT', ['chat', 'gpt']],
    ['chat_gpt', ['chat', 'gpt']],
    ['chatGPT', ['chat', 'gpt']],
    ['HTTPServer2', ['http', 'server2', 'server']],
    ['getHTTPResponseCode', ['http', 'response', 'code']],
    ['L031', ['l031']],
    ['__init__', ['init']],
    ['parse_v2_config', ['parse', 'v2', 'config']],
    ['XMLParsers', ['xml', 'parser']],
    ['base64Encode', ['base64', 'base', 'encode']],
    ['v4', ['v4']],
  ])('%s', (id, parts) => {
    expect(splitIdentifier(id)).toEqual(parts);
  });
});

describe('tokenize', () => {
  it('keeps whole identifiers and their parts', () => {
    expect(tokenize('ChatGPT chat_gpt chatGPT')).toEqual(['chatgpt', 'chat', 'gpt', 'chat_gpt', 'chat', 'gpt', 'chatgpt', 'chat', 'gpt']);
  });

  it('emits dotted member pairs', () => {
    expect(tokenize('vector_db.search(query)')).toEqual(['vector_db', 'vector', 'db', 'search', 'query', 'vector_db.search']);
    expect(tokenize('a.b.c')).toEqual(['a.b', 'b.c']);
    // Chains start where an identifier starts, after digits too; words without a dot give none.
    expect(tokenize('9abc.de x.y2.z nodots here')).toEqual(['abc', 'de', 'y2', 'nodots', 'nodot', 'abc.de', 'x.y2', 'y2.z']);
  });

  it('keeps kebab-case whole and split', () => {
    expect(tokenize('max-ci-attempts')).toEqual(['max-ci-attempts', 'max', 'ci', 'attempt']);
  });

  it('drops stop words and single letters, keeps short numbers', () => {
    expect(tokenize('the user wants to get 404 entries x 123456789')).toEqual(['user', '404', 'entries', 'entry']);
  });

  it('returns nothing for stop words only', () => {
    expect(tokenize('is it the of and or to')).toEqual([]);
    expect(tokenize('')).toEqual([]);
  });
});

describe('stem', () => {
  it.each([
    ['aliases', 'alias'],
    ['entries', 'entry'],
    ['classes', 'class'],
    ['matches', 'match'],
    ['files', 'file'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['class', 'class'],
    ['bus', 'bus'],
  ])('%s -> %s', (w, s) => expect(stem(w)).toBe(s));
});

describe('pathTokens', () => {
  it('splits directories and file names', () => {
    expect(pathTokens('src/sqlfluff/rules/L031.py')).toEqual(['src', 'sqlfluff', 'rules', 'rule', 'l031', 'py']);
    expect(pathTokens('lib/rules/no-unused-vars.js')).toEqual(['lib', 'rules', 'rule', 'no-unused-vars', 'unused', 'var', 'js']);
  });
});

describe('plainTokens', () => {
  it('lower-cases words without splitting', () => {
    expect(plainTokens('getUser(user_id) in DB')).toEqual(['getuser', 'user_id', 'db']);
  });
});

describe('forEachMemberChain', () => {
  const chains = (text: string) => {
    const out: string[] = [];
    forEachMemberChain(text, (chain, offset) => out.push(`${offset}:${chain}`));
    return out;
  };

  it('finds the longest dotted chains of identifiers, left to right, with their offsets', () => {
    expect(chains('x = a.b.c(d.e) + f.g.')).toEqual(['4:a.b.c', '10:d.e', '17:f.g']);
    expect(chains('self._cache.$get')).toEqual(['0:self._cache.$get']);
    expect(chains('9abc.d 12.ab.cd ab. cd.ef')).toEqual(['1:abc.d', '10:ab.cd', '20:cd.ef']);
    expect(chains('a1b.c2 x.9y a..b .a.b é.a.b')).toEqual(['0:a1b.c2', '18:a.b', '24:a.b']);
  });

  it('finds nothing without a dot between identifiers', () => {
    expect(chains('')).toEqual([]);
    expect(chains('1.2.3 a. .b no dots here')).toEqual([]);
  });

  it('matches what the pattern it replaces matches, on this project\'s sources', () => {
    const pattern = /[A-Za-z_$][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*)+/g;
    const root = join(import.meta.dirname, '..', '..', 'src');
    let total = 0;
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(join(root, file), 'utf8');
      const expected = [...text.matchAll(pattern)].map((m) => `${m.index}:${m[0]}`);
      expect([file, chains(text)]).toEqual([file, expected]);
      total += expected.length;
    }
    expect(total).toBeGreaterThan(1_000);
  });
});

describe('forEachWantedToken', () => {
  const wantedOf = (text: string, wanted: Set<string>) => {
    const out: string[] = [];
    forEachWantedToken(text, wanted, (token, offset) => out.push(`${offset}:${token}`));
    return out.sort();
  };
  const filtered = (text: string, wanted: Set<string>) => {
    const out: string[] = [];
    forEachToken(text, (token, offset) => {
      if (wanted.has(token)) out.push(`${offset}:${token}`);
    });
    return out.sort();
  };

  it('gives the wanted tokens with their offsets: stems, wholes, numbered bases, chains, numbers', () => {
    const text = 'loadEntries(entries); PersonName3 = HTTP_404 + 404;\nself.cache.get(x)  max-ci-attempts';
    const wanted = new Set(['entry', 'loadentries', 'personname', 'http_404', '404', 'cache.get', 'self.cache', 'attempt', 'max-ci-attempts', 'absent']);
    expect(wantedOf(text, wanted)).toEqual(filtered(text, wanted));
    expect(wantedOf(text, wanted)).toEqual(
      ['0:entry', '0:loadentries', '12:entry', '22:personname', '36:404', '36:http_404', '47:404', '52:cache.get', '52:self.cache', '71:attempt', '71:max-ci-attempts'],
    );
    expect(wantedOf(text, new Set())).toEqual([]);
    expect(wantedOf('', new Set(['x']))).toEqual([]);
  });

  it('cuts runs with dashes or leading digits as a whole pass does: `2fast`, `x-2y`, `max-ci`, `$scope`', () => {
    const text = '2fast fast x-2y max-ci-attempts $scope.fast 99fast-track fast_path -fast fast-';
    const wanted = new Set(['fast', '2', 'x', '2y', 'max-ci-attempts', 'attempt', '$scope', 'scope', 'track', 'fast-track', 'fast_path', 'path', 'scope.fast']);
    expect(wantedOf(text, wanted)).toEqual(filtered(text, wanted));
    expect(wantedOf(text, wanted).length).toBeGreaterThan(8);
  });

  it('finds a term where a part starts and not inside a part: `re` of `reRun` and `re_run`, not of `where`', () => {
    const text = 'where reRun re_run RE are HTTPServer getHTTPResponse x2y 2re Rerun mere-re 1404 404';
    const wanted = new Set(['re', 'run', 'rerun', 'server', 'http', 'response', 'y', 'x2', 'x2y', '404', 'mere-re', 'mere']);
    expect(wantedOf(text, wanted)).toEqual(filtered(text, wanted));
    expect(wantedOf(text, wanted).filter((hit) => hit.endsWith(':re'))).toEqual(['12:re', '19:re', '58:re', '67:re', '6:re']);
  });

  it('scans text after text with one scanner, each from its own start: runs met before are cut the same', () => {
    const wanted = new Set(['entry', 'cache.get', 're']);
    const scan = wantedTokenScanner(wanted);
    const texts = ['loadEntries(x); self.cache.get(y)', 'reRun(); loadEntries(z)', '', 'where are loadEntries'];
    const out = texts.map((text) => {
      const hits: string[] = [];
      scan(text, (token, offset) => hits.push(`${offset}:${token}`));
      return hits.sort();
    });
    expect(out).toEqual([['0:entry', '16:cache.get'], ['0:re', '9:entry'], [], ['10:entry']]);
    expect(out).toEqual(texts.map((text) => wantedOf(text, wanted)));
  });

  it('equals filtering every token, on this project\'s sources and many wanted sets', () => {
    const root = join(import.meta.dirname, '..', '..', 'src');
    const next = seededRandom(5);
    let hits = 0;
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(join(root, file), 'utf8');
      const distinct = [...new Set(tokenize(text))];
      const wanted = new Set(['index', 'entry', 'query', 'options', 'a.b']);
      for (let i = 0; i < 12 && distinct.length; i++) wanted.add(distinct[Math.floor(next() * distinct.length)]!);
      const expected = filtered(text, wanted);
      expect([file, wantedOf(text, wanted)]).toEqual([file, expected]);
      hits += expected.length;
    }
    expect(hits).toBeGreaterThan(5_000);
  });
});

describe('splitIdentifier without digits', () => {
  it('splits as the part pattern does, on every word of this project\'s sources', () => {
    const part = /[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+/g;
    const reference = (word: string) =>
      [...word.matchAll(part)].map((m) => m[0].toLowerCase()).filter((p) => p.length >= 2 && !STOP_WORDS.has(p)).map(stem);
    const root = join(import.meta.dirname, '..', '..', 'src');
    const words = new Set(['HTTPServer', 'ABc', 'ABC', 'Ab', 'a_B', '$x', 'x-Y-z', 'getHTTPResponseCode', 'XMLHttpRequest', '__init__', 'A']);
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      for (const m of readFileSync(join(root, file), 'utf8').matchAll(/[A-Za-z_$][A-Za-z_$]*(?:-[A-Za-z][A-Za-z_$]*)*/g)) words.add(m[0]);
    }
    expect(words.size).toBeGreaterThan(2_000);
    for (const word of words) expect([word, splitIdentifier(word)]).toEqual([word, reference(word)]);
    expect(splitIdentifier('getHTTPResponseCode')).toEqual(['http', 'response', 'code']);
  });
});

describe('forEachWord', () => {
  const pattern = /[A-Za-z_$][A-Za-z0-9_$]*(?:-[A-Za-z][A-Za-z0-9_$]*)*|[0-9]+/g;
  const words = (text: string) => {
    const out: string[] = [];
    forEachWord(text, (word, offset) => out.push(`${offset}:${word}`));
    return out;
  };

  it('cuts words, numbers and kebab-case runs, with their offsets', () => {
    expect(words('fooBar(x1, 42) max-ci-attempts a-1 b--c d- 9abc $e_f é g')).toEqual(
      ['0:fooBar', '7:x1', '11:42', '15:max-ci-attempts', '31:a', '33:1', '35:b', '38:c', '40:d', '43:9', '44:abc', '48:$e_f', '55:g'],
    );
    expect(words('')).toEqual([]);
    expect(words('-- ... ()')).toEqual([]);
    expect(words('x-')).toEqual(['0:x']);
  });

  it('matches what the pattern it replaces matches, on this project\'s sources', () => {
    const root = join(import.meta.dirname, '..', '..', 'src');
    let total = 0;
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(join(root, file), 'utf8');
      const expected = [...text.matchAll(pattern)].map((m) => `${m.index}:${m[0]}`);
      expect([file, words(text)]).toEqual([file, expected]);
      total += expected.length;
    }
    expect(total).toBeGreaterThan(10_000);
  });
});

describe('tokensOfWord', () => {
  it.each([
    ['ChatGPT', ['chatgpt', 'chat', 'gpt']],
    ['PersonName3', ['personname3', 'personname', 'person', 'name3', 'name']],
    ['entries', ['entries', 'entry']],
    ['user', ['user']],
    ['self', []],
    ['x', []],
    ['404', ['404']],
    ['123456789', []],
    ['max-ci-attempts', ['max-ci-attempts', 'max', 'ci', 'attempt']],
    ['a'.repeat(65), []],
  ])('%s', (word, tokens) => {
    expect(tokensOfWord(word)).toEqual(tokens);
  });

  it('gives the same tokens when a word comes again', () => {
    expect(tokenize('getUser getUser getUser')).toEqual(['getuser', 'user', 'getuser', 'user', 'getuser', 'user']);
  });
});

describe('countTokens', () => {
  /** What counting each token forEachToken gives for the slice finds. */
  const reference = (text: string, start: number, end: number, starts: readonly number[], lineTokens: Uint32Array) => {
    const counts = new Map<string, number>();
    let row = 0;
    forEachToken(text.slice(start, end), (t, offset) => {
      const at = start + offset;
      if (at < starts[row]!) row = 0;
      while (row + 1 < starts.length && starts[row + 1]! <= at) row++;
      lineTokens[row]!++;
      counts.set(t, (counts.get(t) ?? 0) + 1);
    });
    return { terms: [...counts.keys()], counts: [...counts.values()] };
  };
  const lineStarts = (text: string) => [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];

  it('counts each term where it first comes, and the tokens on each line', () => {
    const text = 'a = getUser(x)\nself.user.name = getUser(y) + user_id\n\nreturn PersonName3\n';
    const lineTokens = new Uint32Array(5);
    expect(countTokens(text, 15, text.length, lineStarts(text), lineTokens)).toEqual({
      terms: ['user', 'name', 'getuser', 'user_id', 'id', 'personname3', 'personname', 'person', 'name3', 'self.user', 'user.name'],
      counts: [3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    });
    expect([...lineTokens]).toEqual([0, 9, 0, 5, 0]);
    expect(countTokens(text, 0, 0, lineStarts(text), new Uint32Array(5))).toEqual({ terms: [], counts: [] });
  });

  it('stops words and member chains where the counted slice ends', () => {
    const text = 'use kebab-case and user.profile.name here';
    const starts = [0];
    // Ends after the hyphen of `kebab-case` and after the second dot of the chain.
    expect(countTokens(text, 0, 10, starts, new Uint32Array(1))).toEqual({ terms: ['kebab'], counts: [1] });
    expect(countTokens(text, 19, 32, starts, new Uint32Array(1))).toEqual({
      terms: ['user', 'profile', 'user.profile'],
      counts: [1, 1, 1],
    });
    expect(countTokens(text, 20, 37, starts, new Uint32Array(1))).toEqual({
      terms: ['ser', 'profile', 'name', 'ser.profile', 'profile.name'],
      counts: [1, 1, 1, 1, 1],
    });
  });

  it('counts the pairs of a member chain of any length, and no token of a word past 64 characters', () => {
    const letters = 'abcdefghijklmnopqrtuvwxyz';
    const names = Array.from({ length: 70 }, (_, i) => `k${letters[Math.floor(i / 25)]}${letters[i % 25]}`);
    const chain = names.join('.');
    const long = `w${'o'.repeat(64)}`;
    const text = `${chain} ${long} ${chain}\n${long}`;
    const lineTokens = new Uint32Array(2);
    const got = countTokens(text, 0, text.length, [0, text.indexOf('\n') + 1], lineTokens);
    const pairs = names.slice(1).map((n, i) => `${names[i]}.${n}`);
    expect(chain.length).toBeGreaterThan(255);
    expect(got.terms).toEqual([...names, ...pairs]);
    expect(got.counts).toEqual(Array(139).fill(2));
    expect([...lineTokens]).toEqual([278, 0]);
  });

  it('equals counting every token in one chunk of 60,000 distinct words, whose tables grow while it is counted', () => {
    const words = Array.from({ length: 60_000 }, (_, i) => `q${i.toString(36)}z`);
    const text = `${words.map((w, i) => (i % 3 === 0 ? `${w}.${words[(i * 7) % words.length]}` : w)).join(' ')}\n${words.slice(0, 100).join(' ')}`;
    const starts = lineStarts(text);
    const got = new Uint32Array(starts.length);
    const expected = new Uint32Array(starts.length);
    expect(countTokens(text, 0, text.length, starts, got)).toEqual(reference(text, 0, text.length, starts, expected));
    expect([...got]).toEqual([...expected]);
  });

  it('equals counting every token, chunk by chunk, on this project\'s sources', () => {
    const root = join(import.meta.dirname, '..', '..', 'src');
    let terms = 0;
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(join(root, file), 'utf8');
      const starts = lineStarts(text);
      const got = new Uint32Array(starts.length);
      const expected = new Uint32Array(starts.length);
      // Chunks of 7 lines, and the whole file.
      for (let line = 0; line <= starts.length; line += 7) {
        const start = starts[line] ?? text.length;
        const end = starts[line + 7] ?? text.length;
        const want = reference(text, start, end, starts, expected);
        expect([file, line, countTokens(text, start, end, starts, got)]).toEqual([file, line, want]);
        terms += want.terms.length;
      }
      expect([file, countTokens(text, 0, text.length, starts, got)]).toEqual([file, reference(text, 0, text.length, starts, expected)]);
      expect([file, [...got]]).toEqual([file, [...expected]]);
    }
    expect(terms).toBeGreaterThan(10_000);
  });
});
