import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeFile, analyzeImports } from '../../src/code/analyze.js';
import { importSkeleton, importsOnlyPath } from '../../src/code/import-skeleton.js';

describe('importSkeleton (Python)', () => {
  it('keeps each import line, less its indentation, and empties every other line', () => {
    const text = ['import os', 'def f():', '    import json as j', '    return j', 'x = 1', 'from .a import b'].join('\n');
    expect(importSkeleton(text, 'python')).toBe(['import os', '', 'import json as j', '', '', 'from .a import b'].join('\n'));
  });

  it('keeps the lines a statement continues on: an open parenthesis, a trailing backslash', () => {
    const text = ['from pkg.mod import (  # names', '    a,', '    b as c,', ')', 'from pkg.deep \\', '    import d', 'y = (1,', '2)'].join('\n');
    expect(importSkeleton(text, 'python')).toBe(['from pkg.mod import (  # names', '    a,', '    b as c,', ')', 'from pkg.deep \\', '    import d', '', ''].join('\n'));
  });

  it('keeps `from \\` and `import \\` whose module is on the next line', () => {
    const text = ['from \\', '  os \\', '  import \\', '  path', 'import \\', '  sys'].join('\n');
    expect(importSkeleton(text, 'python')).toBe(text);
  });

  it('keeps nothing inside a triple-quoted string, and is not fooled by one in a one-line string', () => {
    const text = ['"""Usage:', 'from pkg import example', '"""', "s = 'x <> \"\"\"'", 'import real', "t = '''", 'import fake', "'''  # closed", 'import after'].join('\n');
    expect(importSkeleton(text, 'python')).toBe(['', '', '', '', 'import real', '', '', '', 'import after'].join('\n'));
  });

  it('ignores a quote escaped by a backslash and a triple quote in a comment', () => {
    const text = ['s = "\\"""  # not a docstring: \\" then ""', '# """ in a comment', 'import kept'].join('\n');
    expect(importSkeleton(text, 'python')).toBe(['', '', 'import kept'].join('\n'));
  });

  it('takes words that only start like a statement for what they are', () => {
    const text = ['imports = 1', 'from_ = 2', 'important()', 'fromage = 3'].join('\n');
    expect(importSkeleton(text, 'python')).toBe(['', '', '', ''].join('\n'));
  });

  it('has as many lines as the text, a final newline and carriage returns included', () => {
    const text = 'import a\r\nx = 1\r\nimport b\r\n';
    const skeleton = importSkeleton(text, 'python')!;
    expect(skeleton.split('\n')).toHaveLength(text.split('\n').length);
    expect(skeleton).toBe('import a\r\n\nimport b\r\n');
  });

  it('gives none for a language it does not scan', () => {
    expect(importSkeleton("import x from './x';", 'typescript')).toBeUndefined();
  });
});

describe('importsOnlyPath', () => {
  it('takes Python test modules, by name or in a folder of tests', () => {
    const paths = ['sympy/core/tests/test_basic.py', 'pkg/parser_test.py', 'tests/admin_views/tests.py', 'nova/tests/fixtures/libvirt.py', 'tests/conftest.py', 'test_main.py'];
    expect(paths.filter(importsOnlyPath)).toEqual(paths);
  });

  it('leaves a Python test framework’s own code, other files and other languages whole', () => {
    const paths = ['django/test/testcases.py', 'sympy/testing/runtests.py', 'src/twisted/test/proto_helpers.py', 'src/pkg/contest.py', 'src/attest.py'];
    expect(paths.filter(importsOnlyPath)).toEqual([]);
  });

  it('takes Go, Rust, Java, Ruby, PHP, C, C++ and C# files whose path makes them tests', () => {
    const tests = ['pkg/router_test.go', 'tests/integration.rs', 'src/test/java/org/x/ParserTest.java', 'spec/app_spec.rb', 'test/test_helper.rb', 'tests/Unit/ModelTest.php', 'tests/parser_test.cpp', 'test/main.c', 'src/Lib.Tests/ParserTests.cs'];
    const others = ['pkg/router.go', 'src/lib.rs', 'src/main/java/org/x/Parser.java', 'lib/app.rb', 'src/Model.php', 'src/parser.cpp', 'include/yaml.h', 'src/Lib/Parser.cs', 'docs/test/notes.txt'];
    expect(tests.filter(importsOnlyPath)).toEqual(tests);
    expect(others.filter(importsOnlyPath)).toEqual([]);
  });

  it('takes JavaScript and TypeScript files whose path makes them tests', () => {
    const tests = ['test/core.test.js', 'test/configCases/chunks/index.js', 'src/__tests__/App.tsx', 'packages/a/src/parse.spec.ts', 'lib/x.test.mjs', 'e2e/login.ts', 'src/__fixtures__/input.cjs'];
    const sources = ['src/index.ts', 'lib/testing-utils.js', 'src/contest.ts', 'packages/test-utils/src/render.tsx', 'src/attest.js', 'types/index.d.ts'];
    expect(tests.filter(importsOnlyPath)).toEqual(tests);
    expect(sources.filter(importsOnlyPath)).toEqual([]);
  });
});

describe('analyzeImports', () => {
  const TEST_FILE = [
    'import unittest',
    'from unittest import mock',
    '',
    'from shop.services \\',
    '    import pricing',
    'from shop.models import (',
    '    Cart,',
    '    Item as CartItem,',
    ')',
    '',
    '',
    'class PricingTest(unittest.TestCase):',
    '    """Checks `from shop.fake import nothing` is no import."""',
    '',
    '    def test_discount(self):',
    '        from shop import tax',
    '        self.assertEqual(pricing.apply_discount(10, 50), 5)',
    '',
  ].join('\n');

  it('gives the imports the whole analysis gives, on the same lines, and nothing else', async () => {
    const whole = await analyzeFile('tests/test_pricing.py', TEST_FILE);
    const imports = await analyzeImports('tests/test_pricing.py', TEST_FILE);
    expect(imports.imports).toEqual(whole.imports);
    expect(imports.imports.map((i) => [i.source, i.names, i.line])).toEqual([
      ['unittest', [], 1],
      ['unittest', ['mock'], 2],
      ['shop.services', ['pricing'], 4],
      ['shop.models', ['Cart', 'Item'], 6],
      ['shop', ['tax'], 16],
    ]);
    expect(whole.definitions.map((d) => d.qualifiedName)).toEqual(['PricingTest', 'PricingTest.test_discount']);
    expect(imports).toEqual({ language: 'python', lineCount: 17, importsOnly: true, chunks: [{ startLine: 1, endLine: 17 }], definitions: [], references: [], imports: whole.imports });
  });

  it('gives the imports of the whole analysis for every Python file of the fixtures', async () => {
    const root = join(import.meta.dirname, '..', 'fixtures');
    const paths = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('.py'));
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const text = readFileSync(join(root, path), 'utf8');
      const [whole, imports] = [await analyzeFile(path, text), await analyzeImports(path, text)];
      expect({ path, imports: imports.imports }).toEqual({ path, imports: whole.imports });
    }
  });

  it('is the whole analysis for a file without a grammar', async () => {
    const text = 'import os\nfrom a import b\n';
    expect(await analyzeImports('tests/notes.txt', text)).toEqual(await analyzeFile('tests/notes.txt', text));
  });
});

describe('analyzeImports (a whole parse: every language but Python)', () => {
  const JS_TEST = [
    "import { render } from './render';",
    'import {',
    '  parse,',
    '  format as fmt,',
    "} from '../src/parse';",
    "export * from './helpers';",
    "const lib = require('../lib/index');",
    'function fixture(name) { return fmt(name); }',
    "describe('parse', () => {",
    "  it('reads a module', async () => {",
    "    const { extra } = require('../lib/extra');",
    "    const mod = await import('../src/lazy');",
    "    const code = `import fake from './not-an-import';`;",
    '    expect(parse(code)).toEqual(render(fixture(lib, extra, mod)));',
    '  });',
    '});',
    '',
  ].join('\n');

  it('gives the imports and chunks of the whole analysis, on the same lines, and no definitions or references', async () => {
    const whole = await analyzeFile('test/parse.test.js', JS_TEST);
    const imports = await analyzeImports('test/parse.test.js', JS_TEST);
    expect(whole.definitions.length).toBeGreaterThan(0);
    expect(whole.references.length).toBeGreaterThan(0);
    expect(imports).toEqual({ language: 'javascript', lineCount: 16, importsOnly: true, chunks: whole.chunks, definitions: [], references: [], imports: whole.imports });
    expect(imports.imports.map((i) => [i.source, i.line])).toEqual([
      ['./render', 1],
      ['../src/parse', 2],
      ['./helpers', 6],
      ['../lib/index', 7],
      ['../lib/extra', 11],
      ['../src/lazy', 12],
    ]);
  });

  it('reads typed JavaScript with the grammar the whole analysis reads it with', async () => {
    const text = ['// @flow', "import type { Node } from './ast';", "import { walk } from './walk';", 'function visit(node: Node): ?Node {', '  return walk(node);', '}', ''].join('\n');
    const whole = await analyzeFile('src/__tests__/visit.js', text);
    const imports = await analyzeImports('src/__tests__/visit.js', text);
    expect(imports.imports).toEqual(whole.imports);
    expect(imports.imports.map((i) => i.source)).toEqual(['./ast', './walk']);
    expect(imports.chunks).toEqual(whole.chunks);
  });

  it('gives a Go test its imports and chunks, and a C++ test those of its #if branches', async () => {
    const go = ['package router', '', 'import (', '\t"net/http"', '\t"testing"', ')', '', 'func TestRoute(t *testing.T) {', '\t_ = http.MethodGet', '}', ''].join('\n');
    const [whole, imports] = [await analyzeFile('router_test.go', go), await analyzeImports('router_test.go', go)];
    expect(whole.definitions.map((d) => d.name)).toEqual(['TestRoute']);
    expect(imports).toEqual({ language: 'go', lineCount: 10, importsOnly: true, chunks: whole.chunks, definitions: [], references: [], imports: whole.imports });
    expect(imports.imports.map((i) => i.source)).toEqual(['net/http', 'testing']);
    const cpp = ['#include "parser.h"', '#if WIDE', '#include "wide.h"', 'void run(int a) {', '#else', '#include "narrow.h"', 'void run(char a) {', '#endif', '  parse(a);', '}', ''].join('\n');
    const [wholeCpp, importsCpp] = [await analyzeFile('tests/parser_test.cpp', cpp), await analyzeImports('tests/parser_test.cpp', cpp)];
    expect(wholeCpp.definitions.length).toBeGreaterThan(0);
    expect(importsCpp).toEqual({ language: 'cpp', lineCount: 10, importsOnly: true, chunks: wholeCpp.chunks, definitions: [], references: [], imports: wholeCpp.imports });
    expect(importsCpp.imports.map((i) => [i.source, i.line])).toEqual([
      ['parser.h', 1],
      ['wide.h', 3],
      ['narrow.h', 6],
    ]);
  });

  it('marks a parse with errors as the whole analysis does', async () => {
    const text = "import { a } from './a';\nconst broken = (;\ntest('x', () => a());\n";
    const [whole, imports] = [await analyzeFile('x.test.ts', text), await analyzeImports('x.test.ts', text)];
    expect([whole.parseError, imports.parseError]).toEqual([true, true]);
    expect(imports.imports).toEqual(whole.imports);
  });

  it('gives the imports and chunks of the whole analysis for every file of the fixtures in a language it parses whole', async () => {
    const root = join(import.meta.dirname, '..', 'fixtures');
    const paths = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((p) => /\.(?:[cm]?js|jsx|ts|tsx|go|rs|java|rb|php|cpp|cs)$/.test(p));
    expect(paths.filter((p) => /\.(?:go|rs|java|rb|php|cpp|cs)$/.test(p))).toHaveLength(7);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      const text = readFileSync(join(root, path), 'utf8');
      const [whole, imports] = [await analyzeFile(path, text), await analyzeImports(path, text)];
      expect({ path, imports: imports.imports, chunks: imports.chunks }).toEqual({ path, imports: whole.imports, chunks: whole.chunks });
    }
  });
});
