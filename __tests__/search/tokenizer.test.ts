import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { forEachMemberChain, forEachToken, forEachWantedToken, STOP_WORDS, pathTokens, plainTokens, splitIdentifier, stem, tokenize } from '../../src/search/tokenizer.js';

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

  it('equals filtering every token, on this project\'s sources and many wanted sets', () => {
    const root = join(import.meta.dirname, '..', '..', 'src');
    let seed = 5;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
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
