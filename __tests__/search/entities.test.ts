import { describe, expect, it } from '@jest/globals';
import { bestOverlappingChunk, enclosingFunctions, ENTITY_MODEL, frameDefinitions, liftNested, frameStrength, nameProbes, nameTerms, nameWeight, onceEach, probeMatcher, sameFileCost, scoreEntities, sizePrior, slotsHeld, topFilesByScore, totalWeight, weightCovered, type EntityCandidate } from '../../src/search/rank/entities.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import { firstAtLeast } from '../../src/search/terms/lexical.js';

describe('bestOverlappingChunk', () => {
  // Two files: chunks 0-2 cover lines 1-4, 5-9, 10-12 of the first; chunks 3-4 lines 1-6, 7-8 of the second.
  const index = { chunkStart: Uint32Array.from([1, 5, 10, 1, 7]), chunkEnd: Uint32Array.from([4, 9, 12, 6, 8]) };
  const scores = Float64Array.from([0.2, 0.9, 0.4, 5, 7]);
  const first = { firstChunk: 0, chunkCount: 3 };

  it('takes the best of the chunks a line range overlaps, and only the given file', () => {
    expect(bestOverlappingChunk(index, first, 1, 3, scores)).toBe(0.2);
    expect(bestOverlappingChunk(index, first, 4, 5, scores)).toBe(0.9);
    expect(bestOverlappingChunk(index, first, 10, 10, scores)).toBe(0.4);
    expect(bestOverlappingChunk(index, first, 1, 12, scores)).toBe(0.9);
    expect(bestOverlappingChunk(index, { firstChunk: 3, chunkCount: 2 }, 6, 7, scores)).toBe(7);
  });

  it('gives 0 past the end of the file and for a file without chunks', () => {
    expect(bestOverlappingChunk(index, first, 13, 20, scores)).toBe(0);
    expect(bestOverlappingChunk(index, { firstChunk: 3, chunkCount: 0 }, 1, 5, scores)).toBe(0);
  });

  it('agrees with a scan of every chunk for every range', () => {
    for (let start = 1; start <= 13; start++) {
      for (let end = start; end <= 13; end++) {
        let expected = 0;
        for (let c = 0; c < 3; c++) if (index.chunkEnd[c]! >= start && index.chunkStart[c]! <= end) expected = Math.max(expected, scores[c]!);
        expect(bestOverlappingChunk(index, first, start, end, scores)).toBe(expected);
      }
    }
  });
});

describe('firstAtLeast', () => {
  it('gives the index of the first value at least x in ascending values, repeats included', () => {
    const lines = Uint32Array.from([2, 5, 5, 9]);
    expect([0, 2, 3, 5, 6, 9, 10].map((x) => firstAtLeast(lines, x))).toEqual([0, 0, 1, 1, 3, 3, 4]);
    expect(firstAtLeast([], 3)).toBe(0);
    // Hits on lines 3..8 (0-based, end excluded): the two 5s.
    expect(firstAtLeast(lines, 9) - firstAtLeast(lines, 3)).toBe(2);
  });
});

describe('onceEach', () => {
  it('keeps the first (best ranked) of each file and name, in order', () => {
    const ranked = [
      { path: 'a.ts', name: 'f', startLine: 4 },
      { path: 'a.ts', name: 'g', startLine: 9 },
      { path: 'a.ts', name: 'f', startLine: 1 },
      { path: 'b.ts', name: 'f', startLine: 2 },
      { path: 'a.ts', name: 'g', startLine: 8 },
    ];
    expect(onceEach(ranked).map((e) => `${e.path}:${e.name}:${e.startLine}`)).toEqual(['a.ts:f:4', 'a.ts:g:9', 'b.ts:f:2']);
    expect(onceEach([])).toEqual([]);
  });
});

describe('nameTerms', () => {
  it('gives each part lower-cased, then its pieces, each term once', () => {
    expect(nameTerms('HttpClient.sendRequest')).toEqual(['httpclient', 'http', 'client', 'sendrequest', 'send', 'request']);
    expect(nameTerms('parse')).toEqual(['parse']);
    expect(nameTerms('Parser.parse')).toEqual(['parser', 'parse']);
    // Parts met in other names (a class's methods) give the same terms; a part repeated counts once.
    expect(nameTerms('HttpClient.close')).toEqual(['httpclient', 'http', 'client', 'close']);
    expect(nameTerms('Entries.entries.getEntries')).toEqual(['entries', 'entry', 'getentries']);
    expect(nameTerms('loadHTTP_config2')).toEqual(['loadhttp_config2', 'load', 'http', 'config2', 'config']);
    // Cached: the same array again.
    expect(nameTerms('HttpClient.sendRequest')).toBe(nameTerms('HttpClient.sendRequest'));
  });
});

describe('nameWeight', () => {
  const weights = new Map([
    ['entry', 2],
    ['http', 0.5],
    ['server2', 3],
    ['server', 1],
    ['parse', 4],
    ['class', 7],
  ]);
  const probes = probeMatcher(nameProbes(weights.keys()));

  it('sums the weights of the name\'s distinct terms', () => {
    expect(nameProbes(weights.keys())).toEqual(['entr', 'htt', 'server', 'serve', 'pars', 'clas']);
    expect(nameWeight('HTTPServer2.parseEntries', weights, probes)).toBe(0.5 + 3 + 1 + 4 + 2);
    expect(nameWeight('Parser.parse', weights, probes)).toBe(4);
    expect(nameWeight('classes', weights, probes)).toBe(7);
    expect(nameWeight('render', weights, probes)).toBe(0);
    expect(nameWeight('ΣΑΣ.entries', weights, probes)).toBe(2);
  });

  it('agrees with summing over every term of the name', () => {
    const names = ['entries', 'Entries', 'getEntries', 'ENTRIES_LIST', 'entry_points', 'http_server_2', 'HttpServer22', 'x.y.z', 'HTTPServer2', 'parses', 'Class_es', 'a1b2', 'sub.classes.Parser', 'Ünïcode.parse', 'ÉNTRIES', 'servers'];
    for (const name of names) {
      let expected = 0;
      for (const term of nameTerms(name)) expected += weights.get(term) ?? 0;
      expect([name, nameWeight(name, weights, probes)]).toEqual([name, expected]);
    }
  });
});

describe('probeMatcher', () => {
  it('matches a name holding any probe, as includes does, special characters taken literally', () => {
    const probes = ['a.', '$scop', 'x-', 'c++', '(x', 'ab|'];
    const matcher = probeMatcher(probes);
    for (const name of ['a.b', 'ab', '$scope', 'jquery$scope', 'x-y', 'xy', 'c++11', 'c+', 'f(x)', 'ab|cd', 'abcd']) {
      expect([name, matcher.test(name)]).toEqual([name, probes.some((p) => name.includes(p))]);
    }
    expect(probeMatcher([]).test('anything')).toBe(false);
    // A one-letter term's probe is empty: every name holds it.
    expect(probeMatcher(['']).test('zzz')).toBe(true);
  });
});

describe('topFilesByScore', () => {
  it('gives the best files with a positive score, ties in file order', () => {
    const index = { files: [0, 1, 2, 3, 4].map((id) => ({ id })) } as unknown as RepoIndex;
    expect(topFilesByScore(index, Float64Array.from([0.5, 0, 0.9, 0.5, 0.1]), 3)).toEqual([2, 0, 3]);
  });
});

describe('frameDefinitions', () => {
  // a.py: class C (1-20) holding method m (5-9) and a nested function inner (6-8); function f (22-30) and a variable at 31.
  const defs = [
    { kind: 'class', startLine: 1, endLine: 20 },
    { kind: 'method', startLine: 5, endLine: 9 },
    { kind: 'function', startLine: 6, endLine: 8 },
    { kind: 'function', startLine: 22, endLine: 30 },
    { kind: 'variable', startLine: 31, endLine: 31 },
  ];
  const index = {
    byPath: new Map([['a.py', { firstDefinition: 10, definitionCount: defs.length }], ['b.py', { firstDefinition: 15, definitionCount: 0 }]]),
    definitionsOf: (file: { firstDefinition: number; definitionCount: number }) =>
      defs.slice(0, file.definitionCount).map((def, i) => ({ id: file.firstDefinition + i, file: 0, def })),
  } as unknown as Pick<RepoIndex, 'byPath' | 'definitionsOf'>;

  it('gives each frame line to the innermost function, method or class around it, the strongest frame kept', () => {
    expect([...frameDefinitions(index, [{ file: 'a.py', line: 7, depth: 0 }])]).toEqual([[12, 1]]);
    expect([...frameDefinitions(index, [{ file: 'a.py', line: 9, depth: 1 }, { file: 'a.py', line: 5, depth: 2 }])]).toEqual([[11, 0.5]]);
    expect([...frameDefinitions(index, [{ file: 'a.py', line: 12, depth: 2 }, { file: 'a.py', line: 25, depth: 0 }])]).toEqual([[10, 0.25], [13, 1]]);
  });

  it('gives nothing for a line outside every definition, a variable, a file without definitions or one not indexed', () => {
    expect(frameDefinitions(index, [
      { file: 'a.py', line: 21, depth: 0 },
      { file: 'a.py', line: 31, depth: 0 },
      { file: 'b.py', line: 1, depth: 0 },
      { file: 'c.py', line: 7, depth: 0 },
    ]).size).toBe(0);
  });

  it('halves a frame\'s strength with each call away from the innermost', () => {
    expect([0, 1, 2, 3].map(frameStrength)).toEqual([1, 0.5, 0.25, 0.125]);
  });
});

describe('weightCovered', () => {
  it('gives the share of the query\'s weight whose terms have a count', () => {
    const query = { slots: [0, 1, 2], weights: [2, 1, 1] };
    expect(weightCovered(query, [3, 0, 0])).toBe(0.5);
    expect(weightCovered(query, [0, 1, 5])).toBe(0.5);
    expect(weightCovered(query, [1, 1, 1])).toBe(1);
    expect(weightCovered(query, [0, 0, 0])).toBe(0);
    // Two terms in one slot (a term of the title and of the body) count where that slot does.
    expect(weightCovered({ slots: [0, 0, 1], weights: [1, 1, 2] }, [1, 0])).toBe(0.5);
    expect(weightCovered({ slots: [], weights: [] }, [])).toBe(0);
  });

  it('gives the same share from the terms a file holds, with the whole query\'s weight as total', () => {
    const query = { slots: Uint32Array.from([3, 0, 2, 1]), weights: Float64Array.from([0.5, 1, 2, 0.25]) };
    const held = slotsHeld(query, (slot) => slot !== 2);
    expect(Array.from(held.slots)).toEqual([3, 0, 1]);
    expect(Array.from(held.weights)).toEqual([0.5, 1, 0.25]);
    expect(totalWeight(query)).toBe(3.75);
    const counts = [4, 0, 0, 1];
    expect(weightCovered(held, counts, totalWeight(query))).toBe(weightCovered(query, counts));
    expect(weightCovered(held, counts, totalWeight(query))).toBe(1.5 / 3.75);
  });
});

describe('scoreEntities', () => {
  const candidate = (over: Partial<EntityCandidate>): EntityCandidate => ({
    file: 0, def: { kind: 'function', startLine: 1, endLine: 1 } as EntityCandidate['def'], bodyExact: 2, bodyChunk: 1, bodyTitle: 0, nameMatch: 0, nameBm25: 0, named: false, frame: 0, coverage: 0, callee: 0, caller: undefined, ...over,
  });
  const model = { ...ENTITY_MODEL, file: 1, body: 1, bodyTitle: 0, name: 0, nameBm25: 0, frame: 1, coverage: 0.75, size: 0 };

  it('adds the coverage and the frame strength by their weights, the rest over the best candidate', () => {
    const scores = scoreEntities(
      [candidate({}), candidate({ coverage: 0.8 }), candidate({ frame: 0.5, bodyExact: 1 }), candidate({ file: 1, bodyExact: undefined })],
      Float64Array.from([4, 2]),
      4,
      model,
    );
    expect(scores).toEqual([2, 2.6, 2, 1]);
  });

  it('adds the size prior by its weight: the longer of two definitions the query fits alike first', () => {
    const lines = (startLine: number, endLine: number) => ({ kind: 'function', startLine, endLine }) as EntityCandidate['def'];
    const pair = [candidate({ def: lines(1, 3) }), candidate({ def: lines(10, 109) })];
    expect(scoreEntities(pair, Float64Array.from([4]), 4, { ...model, size: 0 })).toEqual([2, 2]);
    expect(scoreEntities(pair, Float64Array.from([4]), 4, { ...model, size: 0.5 })).toEqual([2 + (0.5 * Math.log(4)) / Math.log(101), 2.5]);
  });
});

describe('sizePrior', () => {
  const at = (startLine: number, endLine: number) => ({ def: { startLine, endLine } });

  it('gives log(1 + lines) over the longest candidate\'s', () => {
    expect(sizePrior([at(5, 5), at(1, 3), at(10, 109)])).toEqual([Math.log(2) / Math.log(101), Math.log(4) / Math.log(101), 1]);
    expect(sizePrior([])).toEqual([]);
  });
});

describe('sameFileCost', () => {
  const at = (file: number, qualifiedName: string) => ({ file, def: { qualifiedName } });

  it("takes weight times log(1 + n) off, n the other names of the file placed above", () => {
    const candidates = [at(0, 'a'), at(0, 'b'), at(1, 'c'), at(0, 'd'), at(1, 'e')];
    const costs = sameFileCost(candidates, [5, 4, 3.5, 3, 1], 1);
    expect(costs).toEqual([5, 4 - Math.log(2), 3.5, 3 - Math.log(3), 1 - Math.log(2)]);
  });

  it("lets a second file's best pass the first file's third", () => {
    const candidates = [at(0, 'a'), at(0, 'b'), at(0, 'c'), at(1, 'd')];
    const costs = sameFileCost(candidates, [3, 2.9, 2.8, 2.7], 0.2);
    const order = [0, 1, 2, 3].sort((i, j) => costs[j]! - costs[i]!);
    expect(order).toEqual([0, 1, 3, 2]);
  });

  it('counts a name met again as placed, ties in their order, and changes nothing at weight 0', () => {
    const candidates = [at(0, 'f'), at(0, 'f'), at(0, 'g')];
    expect(sameFileCost(candidates, [2, 1, 2], 1)).toEqual([2, 1 - Math.log(3), 2 - Math.log(2)]);
    expect(sameFileCost(candidates, [2, 1, 2], 0)).toEqual([2, 1, 2]);
  });
});

describe('enclosingFunctions', () => {
  const def = (file: number, kind: 'function' | 'method' | 'class', startLine: number, endLine: number) => ({ file, def: { kind, startLine, endLine } });

  it('gives the innermost function or method of the same file around each definition', () => {
    const candidates = [
      def(0, 'class', 1, 50), // a class holds methods but lifts nothing
      def(0, 'method', 2, 30),
      def(0, 'function', 5, 10), // a callback inside the method
      def(0, 'function', 6, 8), // a closure inside the callback
      def(1, 'function', 6, 8), // same lines, another file
      def(0, 'function', 40, 45), // inside the class, outside the method
    ];
    expect(enclosingFunctions(candidates)).toEqual([-1, -1, 1, 2, -1, -1]);
  });

  it('does not take a definition with the same span (an overload, a getter and its setter) as around another', () => {
    expect(enclosingFunctions([def(0, 'function', 3, 9), def(0, 'function', 3, 9)])).toEqual([-1, -1]);
  });
});

describe('liftNested', () => {
  it('moves a nested definition the given share of the way up to the function around it, never down', () => {
    const lifted = liftNested([4, 1, 5, 2], [-1, 0, 0, 2], 0.5);
    expect(lifted).toEqual([4, 2.5, 5, 3.5]);
  });

  it('lifts from the scores before any lift, and changes nothing at share 0', () => {
    // 2 is inside 1, itself inside 0: 2 moves toward 1's own score, not 1's lifted one.
    expect(liftNested([6, 2, 0], [-1, 0, 1], 0.5)).toEqual([6, 4, 1]);
    expect(liftNested([6, 2, 0], [-1, 0, 1], 0)).toEqual([6, 2, 0]);
  });
});
