import { describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeFile } from '../../src/code/analyze.js';
import { analysisMatches, extractDefinitions, extractReferences, identifierText, innermostAround, MAX_QUERY_DEPTH, withoutOpening, type Definition } from '../../src/code/definitions.js';
import { extractImports } from '../../src/code/import-extract.js';
import { getParser, languageForPath, loadLanguage, type LanguageId } from '../../src/code/languages.js';
import type { Language, Node } from 'web-tree-sitter';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'lang');
const SAMPLES = ['sample.py', 'sample.ts', 'sample.tsx', 'sample.js', 'sample.go', 'sample.rs', 'Sample.java', 'sample.rb', 'sample.cpp', 'Sample.cs', 'sample.php'];

async function golden(file: string) {
  const analysis = await analyzeFile(file, readFileSync(join(FIXTURES, file), 'utf8'));
  return {
    definitions: analysis.definitions.map(
      (d) => `${d.kind} ${d.qualifiedName} ${d.startLine}-${d.endLine} @${d.nameLine} | ${d.signature}${d.doc ? ` | doc: ${d.doc}` : ''}${d.members ? ` | members: ${d.members.length}` : ''}`,
    ),
    imports: analysis.imports,
    chunks: analysis.chunks.map((c) => `${c.startLine}-${c.endLine}`),
    references: analysis.references.map((r) => `${r.line} ${r.kind} ${r.name}`),
  };
}

describe('golden definitions, imports, chunks and references per language', () => {
  it.each(SAMPLES)('%s', async (file) => {
    const actual = await golden(file);
    const path = join(FIXTURES, `${file}.golden.json`);
    if (process.env.UPDATE_GOLDEN) writeFileSync(path, `${JSON.stringify(actual, null, 2)}\n`);
    expect(actual).toEqual(JSON.parse(readFileSync(path, 'utf8')));
  });
});

/** Runs `check` on a fixture's parsed tree with its text, language and grammar; frees the tree after. */
async function withFixtureTree(file: string, check: (root: Node, text: string, language: Language, id: LanguageId) => void): Promise<void> {
  const text = readFileSync(join(FIXTURES, file), 'utf8');
  const id = languageForPath(file)!;
  const [parser, language] = await Promise.all([getParser(id), loadLanguage(id)]);
  const tree = parser.parse(text)!;
  try {
    check(tree.rootNode, text, language, id);
  } finally {
    tree.delete();
  }
}

describe('definitions, imports and references from one pass', () => {
  it.each(SAMPLES)('equal those of the three queries run apart: %s', (file) =>
    withFixtureTree(file, (root, text, language, id) => {
      const matches = analysisMatches(root, language, id);
      expect(matches.definitions.length + matches.imports.length).toBeGreaterThan(0);
      expect(matches.references.length).toBeGreaterThan(0);
      expect(extractDefinitions(root, text, language, id, matches.definitions)).toEqual(extractDefinitions(root, text, language, id));
      expect(extractImports(root, language, id, matches.imports)).toEqual(extractImports(root, language, id));
      // In the same order as the references query's own captures (the first kind on a line wins).
      expect(extractReferences(root, text, language, id, matches.references)).toEqual(extractReferences(root, text, language, id));
    }),
  );

  it.each(SAMPLES)('read each reference from the source as tree-sitter gives it: %s', (file) =>
    withFixtureTree(file, (root, text, language, id) => {
      const { references } = analysisMatches(root, language, id);
      expect(references.length).toBeGreaterThan(0);
      expect(references.map((c) => identifierText(c.node, text))).toEqual(references.map((c) => c.node.text));
    }),
  );
});

describe('withoutOpening', () => {
  it('drops what opens a body at the end of a header, and the spaces around it', () => {
    expect(withoutOpening('def f(x) :  \n')).toBe('def f(x)');
    expect(withoutOpening('const f = (a) =>')).toBe('const f = (a)');
    expect(withoutOpening('class A {')).toBe('class A');
    expect(withoutOpening('x:=>')).toBe('x:');
    expect(withoutOpening('fn g()')).toBe('fn g()');
    expect(withoutOpening(`f(${' '.repeat(100_000)}) {`)).toBe(`f(${' '.repeat(100_000)})`);
  });
});

describe('identifierText', () => {
  // A node as far as identifierText looks at it: where it starts, and what tree-sitter says its text is.
  const node = (startIndex: number, text: string) => ({ startIndex, text });

  it('reads a plain identifier from the source, up to where no identifier can go on', () => {
    expect(identifierText(node(4, 'never asked'), 'a = foo_Bar2(x)')).toBe('foo_Bar2');
    expect(identifierText(node(2, 'never asked'), 'x.attr')).toBe('attr');
    expect(identifierText(node(0, 'never asked'), 'std::vector<int>')).toBe('std');
    expect(identifierText(node(6, 'never asked'), 'a.b + end')).toBe('end');
  });

  it("asks tree-sitter when the source does not settle it: `$`, `?`, `!`, `#`, non-ASCII, a leading symbol", () => {
    expect(identifierText(node(0, 'jQuery$'), 'jQuery$(x)')).toBe('jQuery$');
    expect(identifierText(node(2, 'empty?'), 'a.empty?')).toBe('empty?');
    expect(identifierText(node(0, 'save!'), 'save!')).toBe('save!');
    expect(identifierText(node(0, 'r#type'), 'r#type')).toBe('r#type');
    expect(identifierText(node(0, 'café'), 'café()')).toBe('café');
    expect(identifierText(node(0, '@class'), '@class')).toBe('@class');
    expect(identifierText(node(0, '$x'), '$x')).toBe('$x');
  });
});

describe('definitions', () => {
  it('qualifies methods by class and keeps nested parents', async () => {
    const { definitions } = await analyzeFile('m.py', 'class Outer:\n    class Inner:\n        def run(self):\n            def helper():\n                pass\n');
    expect(definitions.map((d) => [d.kind, d.qualifiedName, d.parent])).toEqual([
      ['class', 'Outer', undefined],
      ['class', 'Outer.Inner', 'Outer'],
      ['method', 'Outer.Inner.run', 'Outer.Inner'],
      ['function', 'Outer.Inner.run.helper', 'Outer.Inner.run'],
    ]);
  });

  it('reads the first docstring line and the signature without the body', async () => {
    const { definitions } = await analyzeFile('d.py', 'def area(w: int,\n         h: int) -> int:\n    """Area of a box.\n\n    Long text."""\n    return w * h\n');
    expect(definitions).toEqual([
      { name: 'area', qualifiedName: 'area', kind: 'function', signature: 'def area(w: int, h: int) -> int', startLine: 1, endLine: 6, nameLine: 1, doc: 'Area of a box.' },
    ]);
  });

  it('names JavaScript member functions as they are called, once each, object literals’ members by what holds them', async () => {
    const text = [
      'res.redirect = function redirect(url) {',
      '  this.format({ text: function () { return url; } });',
      '};',
      'function Foo() { this.size = function size() { return 0; }; }',
      'Foo.prototype.bar = function bar() {};',
      'Foo.create = () => new Foo();',
      'module.exports.baz = function baz() {};',
      'exports.qux = function qux() {};',
      'module.exports = function createApp() {};',
      'app.locals.helper = function () {};',
      'const make = function make() {};',
      'const api = { get: function get() {} };',
      'make().run = function run() {};',
      'const Map = Evented.extend({ onAdd(map) {}, _fire: function (e) {} });',
      'Compiler.prototype = { lookup: function lookup() {} };',
      'module.exports = { exported() {} };',
      'module.exports.helpers = { help() {} };',
      'export default { methods: { foo() {} } };',
      'const schema = new ObjectType({ fields: () => ({ t: { resolve() {} } }) });',
      'function share() { const conn = new Subscriber({ error: (e) => e }); }',
    ].join('\n');
    for (const file of ['m.js', 'm.ts']) {
      const { definitions } = await analyzeFile(file, `${text}\n`);
      expect([file, definitions.map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}`)]).toEqual([
        file,
        [
          'method res.redirect 1',
          'function res.redirect.text 2',
          'function Foo 4',
          'function Foo.size 4',
          'method Foo.bar 5',
          'method Foo.create 6',
          'function baz 7',
          'function qux 8',
          'function createApp 9',
          'method app.locals.helper 10',
          'function make 11',
          'method api.get 12',
          'function run 13',
          'method Map.onAdd 14',
          'method Map._fire 14',
          'method Compiler.lookup 15',
          'function exported 16',
          'method helpers.help 17',
          'function foo 18',
          'method schema.fields 19',
          'function schema.fields.resolve 19',
          'function share 20',
          'method share.conn.error 20',
        ],
      ]);
      expect(definitions.find((d) => d.qualifiedName === 'res.redirect')).toMatchObject({ name: 'redirect', parent: 'res', signature: 'res.redirect = function redirect(url)' });
    }
  });

  it('names the members of object literals nested in a held one by their keys, so that two options’ functions of one name stay two', async () => {
    const text = [
      'export const OPTIONS = {',
      '  appName: { target: "metadata", transform({ values }) { return String(values[0]); } },',
      '  w: { target: "writeConcern", transform: function ({ values }) { return Number(values[0]); } },',
      '  nested: { deeper: { deepest: { tooDeep: { run() {} } } } },',
      '  [computed]: { skipped() {} },',
      '};',
      'module.exports.rules = { "no-foo": { create(context) { return {}; } }, "no-bar": { create: (context) => ({}) } };',
      'const list = { items: [{ each() {} }] };',
      'module.exports = { rules: { "no-baz": { create() {} } }, plain() {} };',
    ].join('\n');
    for (const file of ['o.js', 'o.ts']) {
      const { definitions } = await analyzeFile(file, `${text}\n`);
      expect([file, definitions.filter((d) => d.kind !== 'constant').map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}`)]).toEqual([
        file,
        [
          'method OPTIONS.appName.transform 2',
          'method OPTIONS.w.transform 3',
          'function run 4',
          'function skipped 5',
          'method rules.no-foo.create 7',
          'method rules.no-bar.create 7',
          'function each 8',
          'method rules.no-baz.create 9',
          'function plain 9',
        ],
      ]);
      expect(definitions.find((d) => d.qualifiedName === 'OPTIONS.w.transform')).toMatchObject({ name: 'transform', parent: 'OPTIONS.w' });
    }
  });

  it('reads a TypeScript object literal given a type (`as`, `satisfies`, `as const`) as the object it is', async () => {
    const text = [
      'export const OPTIONS = {',
      '  w: { transform({ values }) { return values; } },',
      '  wc: { transform({ values }) { return values; } } as OptionDescriptor,',
      '} as Record<string, OptionDescriptor>;',
      'const HANDLERS = { click: { run() {} } } satisfies Handlers;',
      'const api = { get() {} } as const;',
    ].join('\n');
    const { definitions } = await analyzeFile('t.ts', `${text}\n`);
    expect(definitions.filter((d) => d.kind !== 'constant').map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}`)).toEqual([
      'method OPTIONS.w.transform 2',
      'method OPTIONS.wc.transform 3',
      'method HANDLERS.click.run 5',
      'method api.get 6',
    ]);
  });

  it('keeps the members of an interface or a type alias, not those of an object type written inline', async () => {
    const text = [
      'interface Logger {',
      '  debug(s: string): void;',
      '  onError: (e: Error) => void;',
      '  nested: { flush(): void };',
      '  write(cb: { done(): void }): void;',
      '}',
      'type Hooks = { before(): void; after: () => void };',
      'type Make = (opts: { onX(): void }) => { stop(): void };',
      'function log(settings: string, out: { setSecret(s: string): void; debug(s: string): void } = console): void {}',
      'function start(): { stop(): void } { return { stop() {} }; }',
      'const sink: { write(s: string): void } = { write() {} };',
      'class Service { handle(req: { reply(x: unknown): void }): void {} }',
      'declare function on(event: string, cb: { fire(): void }): void;',
      'export const hook = use<{ run(): void }>();',
      'register(load() as { reload(): void });',
      'function later() {',
      '  interface Local { run(): void }',
      '}',
    ].join('\n');
    const { definitions } = await analyzeFile('t.ts', `${text}\n`);
    expect(definitions.filter((d) => d.kind !== 'constant').map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}`)).toEqual([
      'interface Logger 1',
      'method Logger.debug 2',
      'method Logger.onError 3',
      'method Logger.flush 4',
      'method Logger.write 5',
      'type Hooks 7',
      'method Hooks.before 7',
      'method Hooks.after 7',
      'type Make 8',
      'function log 9',
      'function start 10',
      'function start.stop 10',
      'method sink.write 11',
      'class Service 12',
      'method Service.handle 12',
      'function on 13',
      'function later 16',
      'interface later.Local 17',
      'method later.Local.run 17',
    ]);
  });

  it('names a top-level function wrapped in a call (memo, forwardRef, observer, debounce) by the name it is given', async () => {
    const text = [
      'export const Button = memo(({ label }) => {',
      '  return label;',
      '});',
      'const Input = forwardRef(function Input(props, ref) {',
      '  return props;',
      '});',
      'export const Panel = observer(forwardRef((props, ref) => props));',
      'const save = debounce(() => {',
      '  flush();',
      '}, 100);',
      'var handler = on("click", function () {});',
      'const SIZE = compute(12);',
      'const rows = items.map(toRow);',
      'export const LIMIT = 10;',
      'function Toolbar() {',
      '  const onClick = useCallback(() => save(), []);',
      '  return onClick;',
      '}',
    ].join('\n');
    for (const file of ['m.js', 'm.ts', 'm.tsx']) {
      const { definitions } = await analyzeFile(file, `${text}\n`);
      expect([file, definitions.map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}-${d.endLine}`)]).toEqual([
        file,
        ['function Button 1-3', 'function Input 4-6', 'function Panel 7-7', 'function save 8-10', 'function handler 11-11', 'constant SIZE 12-12', 'constant LIMIT 14-14', 'function Toolbar 15-18'],
      ]);
      expect(definitions.find((d) => d.name === 'Button')!.signature).toBe('Button = memo(({ label })');
      expect(definitions.find((d) => d.name === 'Input')!.signature).toBe('Input = forwardRef(function Input(props, ref)');
    }
  });

  it('names a member by a computed key only when the key is short and on one line, not when it holds code', async () => {
    const text = [
      'class Stream {',
      '  [Symbol.asyncIterator]() { return this; }',
      '  [(_Stream_state = function _Stream_state(x) {',
      '    return x;',
      '  }, Symbol.iterator)]() {',
      '    function pull() {}',
      '  }',
      '}',
    ].join('\n');
    for (const file of ['m.js', 'm.ts']) {
      const { definitions } = await analyzeFile(file, `${text}\n`);
      expect([file, definitions.map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}-${d.endLine}`)]).toEqual([
        file,
        ['class Stream 1-8', 'method Stream.[Symbol.asyncIterator] 2-2', 'method Stream._Stream_state 3-5', 'method Stream.pull 6-6'],
      ]);
    }
  });

  it('lists up to eight member signatures', async () => {
    const methods = Array.from({ length: 10 }, (_, i) => `  m${i}() {}`).join('\n');
    const { definitions } = await analyzeFile('c.ts', `class Big {\n${methods}\n}\n`);
    expect(definitions[0]!.members).toEqual(['m0()', 'm1()', 'm2()', 'm3()', 'm4()', 'm5()', 'm6()', 'm7()']);
  });

  it('keeps the definitions of a file that does not parse, and marks it', async () => {
    const analysis = await analyzeFile('broken.py', 'def good():\n    return 1\n\ndef bad(:\n    pass\n\nclass Fine:\n    pass\n');
    expect(analysis.parseError).toBe(true);
    expect(analysis.definitions.map((d) => d.qualifiedName)).toEqual(expect.arrayContaining(['good', 'Fine']));
  });

  it('handles a 10,000-line file', async () => {
    const text = Array.from({ length: 5000 }, (_, i) => `def f${i}(x):\n    return x + ${i}\n`).join('');
    const analysis = await analyzeFile('big.py', text);
    expect(analysis.lineCount).toBe(10000);
    expect(analysis.definitions).toHaveLength(5000);
    expect(analysis.definitions[4999]).toMatchObject({ name: 'f4999', startLine: 9999, endLine: 10000 });
  });

  it('handles deeply nested code', async () => {
    let text = '';
    for (let i = 0; i < 200; i++) text += `${'    '.repeat(i)}def f${i}():\n`;
    text += `${'    '.repeat(200)}pass\n`;
    const analysis = await analyzeFile('deep.py', text);
    expect(analysis.definitions).toHaveLength(200);
    expect(analysis.definitions[199]!.parent).toBe(Array.from({ length: 199 }, (_, i) => `f${i}`).join('.'));
  });
});

describe('trees thousands of levels deep or wide', () => {
  it('looks for references down to MAX_QUERY_DEPTH: in a chain of 3,000 calls, the outer ones', async () => {
    // x.m0().m1()...m2999(): the last call is outermost, each call two levels below the next.
    const text = `x${Array.from({ length: 3000 }, (_, i) => `.m${i}()`).join('')};\n`;
    const { references } = await analyzeFile('chain.js', text);
    const names = references.map((r) => r.name);
    expect(names).toContain('m2999');
    expect(names).not.toContain('m0');
    expect(names.length).toBeGreaterThan(MAX_QUERY_DEPTH / 4);
    expect(names.length).toBeLessThan(MAX_QUERY_DEPTH);
  });

  it('places the definitions of 2,000 conditionals, with their docs, as with a few', async () => {
    // The else branch's g0 sits inside f0 as the first branches read, so f0 is its owner.
    const block = (i: number) => `#ifdef A\n// Makes f${i}.\nint f${i}() {\n#else\n// Makes g${i}.\nint g${i}() {\n#endif\n  return ${i};\n}\n`;
    const few = await analyzeFile('few.c', [0, 1, 2].map(block).join(''));
    const many = await analyzeFile('many.c', Array.from({ length: 2000 }, (_, i) => block(i)).join(''));
    expect(few.definitions.map((d) => [d.name, d.kind, d.doc, d.parent])).toEqual([
      ['f0', 'function', 'Makes f0.', undefined],
      ['g0', 'function', 'Makes g0.', 'f0'],
      ['f1', 'function', 'Makes f1.', undefined],
      ['g1', 'function', 'Makes g1.', 'f1'],
      ['f2', 'function', 'Makes f2.', undefined],
      ['g2', 'function', 'Makes g2.', 'f2'],
    ]);
    expect(many.definitions).toHaveLength(4000);
    expect(many.definitions.slice(0, 6).map((d) => [d.name, d.kind, d.doc, d.parent])).toEqual(few.definitions.map((d) => [d.name, d.kind, d.doc, d.parent]));
    expect(many.definitions.at(-1)).toMatchObject({ name: 'g1999', doc: 'Makes g1999.', startLine: 9 * 1999 + 6 });
  });
});

describe('innermostAround', () => {
  const def = (qualifiedName: string, kind: Definition['kind'], startLine: number, endLine: number): Definition => ({ name: qualifiedName, qualifiedName, kind, signature: '', startLine, endLine, nameLine: startLine });
  const defs = [def('C', 'class', 1, 20), def('C.m', 'method', 5, 9), def('C.m.LIMIT', 'constant', 6, 6), def('f', 'function', 22, 30), def('g', 'function', 22, 30)];
  const notConstant = (d: Definition) => d.kind !== 'constant';

  it('takes the accepted definition with the fewest lines around the line, the first of equals', () => {
    expect(innermostAround(defs, 6, notConstant)?.qualifiedName).toBe('C.m');
    expect(innermostAround(defs, 6, () => true)?.qualifiedName).toBe('C.m.LIMIT');
    expect(innermostAround(defs, 12, notConstant)?.qualifiedName).toBe('C');
    expect(innermostAround(defs, 25, notConstant)?.qualifiedName).toBe('f');
    expect(innermostAround(defs, 9, (d) => d.kind === 'class')?.qualifiedName).toBe('C');
  });

  it('takes none outside every definition, or when none is accepted', () => {
    expect(innermostAround(defs, 21, notConstant)).toBeUndefined();
    expect(innermostAround(defs, 6, () => false)).toBeUndefined();
    expect(innermostAround([], 1, notConstant)).toBeUndefined();
  });
});
