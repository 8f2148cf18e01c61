import { describe, expect, it } from '@jest/globals';
import { analyzeFile } from '../../src/code/analyze.js';
import type { Definition } from '../../src/code/definitions.js';
import type { RawImport } from '../../src/code/import-extract.js';
import { ImportResolver, isResolverConfig, parseLooseJson } from '../../src/code/imports.js';
import type { LanguageId } from '../../src/code/languages.js';
import { keysOfPath, lookupKey } from '../../src/code/path-lookups.js';

function resolver(files: Record<string, string>) {
  return new ImportResolver(Object.keys(files), (p) => files[p]);
}

function raw(source: string, names: string[] = [], kind: RawImport['kind'] = 'module'): RawImport {
  return { source, names, line: 1, kind };
}

describe('Python', () => {
  const r = resolver({
    'src/shop/__init__.py': '',
    'src/shop/db/__init__.py': '',
    'src/shop/db/client.py': '',
    'src/shop/models/order.py': '',
    'src/shop/models/util.py': '',
    'tests/test_x.py': '',
  });

  it('resolves absolute modules in a src layout, packages and submodules', () => {
    expect(r.resolve('tests/test_x.py', 'python', raw('shop.db.client')).targets).toEqual(['src/shop/db/client.py']);
    expect(r.resolve('tests/test_x.py', 'python', raw('shop.db')).targets).toEqual(['src/shop/db/__init__.py']);
    expect(r.resolve('tests/test_x.py', 'python', raw('shop.db', ['client'])).targets).toEqual(['src/shop/db/client.py']);
    expect(r.resolve('tests/test_x.py', 'python', raw('shop.db', ['DatabaseClient'])).targets).toEqual(['src/shop/db/__init__.py']);
  });

  it('resolves relative imports', () => {
    expect(r.resolve('src/shop/models/order.py', 'python', raw('.util')).targets).toEqual(['src/shop/models/util.py']);
    expect(r.resolve('src/shop/models/order.py', 'python', raw('..db.client', ['X'])).targets).toEqual(['src/shop/db/client.py']);
    expect(r.resolve('src/shop/models/order.py', 'python', raw('.', ['util'])).targets).toEqual(['src/shop/models/util.py']);
    expect(r.resolve('src/shop/models/order.py', 'python', raw('..', ['db'])).targets).toEqual(['src/shop/db/__init__.py']);
  });

  it('records external modules as external', () => {
    expect(r.resolve('src/shop/models/order.py', 'python', raw('numpy'))).toEqual({ source: 'numpy', line: 1, names: [], targets: [], external: true });
  });
});

describe('TypeScript and JavaScript', () => {
  const r = resolver({
    'tsconfig.json': '{ // comment\n "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["src/*"], "~lib": ["src/lib/index.ts"], }, } }',
    'src/api/client.ts': '',
    'src/api/retry.ts': '',
    'src/components/Login.tsx': '',
    'src/lib/index.ts': '',
    'src/utils/index.js': '',
    'packages/zod/package.json': '{"name": "zod"}',
    'packages/zod/src/index.ts': '',
    'packages/zod/src/v4/core/checks.ts': '',
    'scripts/run.mjs': '',
    'scripts/lib.cjs': '',
  });

  it('resolves relative paths with extensions, index files and emitted .js names', () => {
    expect(r.resolve('src/api/client.ts', 'typescript', raw('./retry')).targets).toEqual(['src/api/retry.ts']);
    expect(r.resolve('src/api/client.ts', 'typescript', raw('./retry.js')).targets).toEqual(['src/api/retry.ts']);
    expect(r.resolve('src/components/Login.tsx', 'tsx', raw('../utils')).targets).toEqual(['src/utils/index.js']);
    expect(r.resolve('scripts/run.mjs', 'javascript', raw('./lib.cjs')).targets).toEqual(['scripts/lib.cjs']);
  });

  it('resolves a folder as Node does: its package.json main, else its index file, the top folder too', () => {
    const node = resolver({
      'index.js': '',
      'lib/app.js': '',
      'lib/router/index.js': '',
      'plugin/package.json': '{"name": "plugin", "main": "./src/entry"}',
      'plugin/src/entry.js': '',
      'plugin/index.js': '',
      'widget/package.json': '{"main": "build"}',
      'widget/build/index.mjs': '',
      'broken/package.json': '{"main": "missing.js"}',
      'broken/index.ts': '',
      'test/acceptance/app.test.js': '',
      'test/support/env.js': '',
    });
    const from = (source: string, file = 'test/acceptance/app.test.js') => node.resolve(file, 'javascript', raw(source)).targets;
    expect(from('../..')).toEqual(['index.js']);
    expect(from('../../')).toEqual(['index.js']);
    expect(from('../../index')).toEqual(['index.js']);
    expect(from('..', 'lib/app.js')).toEqual(['index.js']);
    expect(from('./router', 'lib/app.js')).toEqual(['lib/router/index.js']);
    expect(from('.', 'lib/router/index.js')).toEqual([]);
    expect(from('../../plugin')).toEqual(['plugin/src/entry.js']);
    expect(from('../../widget')).toEqual(['widget/build/index.mjs']);
    expect(from('../../broken')).toEqual(['broken/index.ts']);
    expect(from('../support')).toEqual([]);
    expect(from('../../../..')).toEqual([]);
  });

  it('uses tsconfig paths and baseUrl', () => {
    expect(r.resolve('src/components/Login.tsx', 'tsx', raw('@/api/client')).targets).toEqual(['src/api/client.ts']);
    expect(r.resolve('src/components/Login.tsx', 'tsx', raw('~lib')).targets).toEqual(['src/lib/index.ts']);
    expect(r.resolve('src/components/Login.tsx', 'tsx', raw('src/api/retry')).targets).toEqual(['src/api/retry.ts']);
  });

  it('resolves workspace packages and leaves npm packages external', () => {
    expect(r.resolve('src/api/client.ts', 'typescript', raw('zod')).targets).toEqual(['packages/zod/src/index.ts']);
    expect(r.resolve('src/api/client.ts', 'typescript', raw('zod/v4/core/checks')).targets).toEqual(['packages/zod/src/v4/core/checks.ts']);
    expect(r.resolve('src/api/client.ts', 'typescript', raw('react')).external).toBe(true);
    expect(r.resolve('src/api/client.ts', 'typescript', raw('./missing')).external).toBe(true);
    expect(r.resolve('src/api/client.ts', 'typescript', raw('../../../../outside')).external).toBe(true);
  });
});

describe('Go', () => {
  it('maps the module path to package folders', () => {
    const r = resolver({
      'go.mod': 'module github.com/acme/tool\n\ngo 1.22\n',
      'cmd/tool/main.go': '',
      'internal/store/db.go': '',
      'internal/store/cache.go': '',
      'internal/store/db_test.go': '',
    });
    expect(r.resolve('cmd/tool/main.go', 'go', raw('github.com/acme/tool/internal/store')).targets).toEqual(['internal/store/cache.go', 'internal/store/db.go']);
    expect(r.resolve('cmd/tool/main.go', 'go', raw('fmt')).external).toBe(true);
    expect(r.resolve('cmd/tool/main.go', 'go', raw('github.com/other/lib')).external).toBe(true);
  });
});

describe('Rust', () => {
  const r = resolver({
    'Cargo.toml': '',
    'src/lib.rs': '',
    'src/parser.rs': '',
    'src/parser/lexer.rs': '',
    'src/util/mod.rs': '',
    'src/util/strings.rs': '',
  });

  it('resolves mod declarations', () => {
    expect(r.resolve('src/lib.rs', 'rust', raw('parser', [], 'mod')).targets).toEqual(['src/parser.rs']);
    expect(r.resolve('src/lib.rs', 'rust', raw('util', [], 'mod')).targets).toEqual(['src/util/mod.rs']);
    expect(r.resolve('src/parser.rs', 'rust', raw('lexer', [], 'mod')).targets).toEqual(['src/parser/lexer.rs']);
  });

  it('resolves crate, super and self paths, and leaves other crates external', () => {
    expect(r.resolve('src/parser/lexer.rs', 'rust', raw('crate::util::strings', ['trim'])).targets).toEqual(['src/util/strings.rs']);
    expect(r.resolve('src/parser/lexer.rs', 'rust', raw('crate::util', ['strings'])).targets).toEqual(['src/util/strings.rs']);
    expect(r.resolve('src/parser/lexer.rs', 'rust', raw('super', ['Token'])).targets).toEqual(['src/parser.rs']);
    expect(r.resolve('src/util/strings.rs', 'rust', raw('super', ['helper'])).targets).toEqual(['src/util/mod.rs']);
    expect(r.resolve('src/lib.rs', 'rust', raw('serde', ['Deserialize'])).external).toBe(true);
  });
});

describe('Java, Ruby and C++', () => {
  it('resolves Java classes, nested classes and packages', () => {
    const r = resolver({ 'src/main/java/com/acme/billing/Invoice.java': '', 'src/main/java/com/acme/billing/Line.java': '', 'src/main/java/com/acme/App.java': '' });
    expect(r.resolve('src/main/java/com/acme/App.java', 'java', raw('com.acme.billing.Invoice')).targets).toEqual(['src/main/java/com/acme/billing/Invoice.java']);
    expect(r.resolve('src/main/java/com/acme/App.java', 'java', raw('com.acme.billing.Invoice.Status')).targets).toEqual(['src/main/java/com/acme/billing/Invoice.java']);
    expect(r.resolve('src/main/java/com/acme/App.java', 'java', raw('com.acme.billing')).targets).toEqual([
      'src/main/java/com/acme/billing/Invoice.java',
      'src/main/java/com/acme/billing/Line.java',
    ]);
    expect(r.resolve('src/main/java/com/acme/App.java', 'java', raw('java.util.List')).external).toBe(true);
  });

  it('resolves Ruby requires', () => {
    const r = resolver({ 'lib/jekyll.rb': '', 'lib/jekyll/site.rb': '', 'lib/jekyll/commands/serve.rb': '' });
    expect(r.resolve('lib/jekyll.rb', 'ruby', raw('jekyll/site')).targets).toEqual(['lib/jekyll/site.rb']);
    expect(r.resolve('lib/jekyll/site.rb', 'ruby', raw('commands/serve')).targets).toEqual(['lib/jekyll/commands/serve.rb']);
    expect(r.resolve('lib/jekyll.rb', 'ruby', raw('json')).external).toBe(true);
  });

  it('resolves C++ includes', () => {
    const r = resolver({ 'include/yaml-cpp/node.h': '', 'src/node.cpp': '', 'src/scanner.h': '' });
    expect(r.resolve('src/node.cpp', 'cpp', raw('scanner.h')).targets).toEqual(['src/scanner.h']);
    expect(r.resolve('src/node.cpp', 'cpp', raw('yaml-cpp/node.h')).targets).toEqual(['include/yaml-cpp/node.h']);
    expect(r.resolve('src/node.cpp', 'cpp', raw('vector', [], 'system')).external).toBe(true);
  });
});

/** A resolver over real sources: their definitions come from the parser. */
async function parsedResolver(files: Record<string, string>) {
  const definitions = new Map<string, Definition[]>();
  for (const [path, text] of Object.entries(files)) definitions.set(path, (await analyzeFile(path, text)).definitions);
  return new ImportResolver(Object.keys(files), (p) => files[p], (p) => definitions.get(p));
}

describe('C#', () => {
  const files = {
    'src/Billing/Invoice.cs': 'namespace Acme.Billing;\npublic class Invoice { }\n',
    'src/Billing/Line.cs': 'namespace Acme.Billing\n{\n    public struct Line { }\n}\n',
    'src/Util/Format.cs': 'namespace Acme.Util\n{\n    public static class Format { }\n    namespace Text { public class Pad { } }\n}\n',
    'src/App.cs': 'using Acme.Billing;\nusing static Acme.Util.Format;\nusing P = Acme.Util.Text.Pad;\nusing System.Text;\nclass App { }\n',
  };

  it('resolves a namespace to every file declaring it, a type to its file, and leaves others external', async () => {
    const r = await parsedResolver(files);
    expect(r.resolve('src/App.cs', 'csharp', raw('Acme.Billing')).targets).toEqual(['src/Billing/Invoice.cs', 'src/Billing/Line.cs']);
    expect(r.resolve('src/App.cs', 'csharp', raw('Acme.Util.Format')).targets).toEqual(['src/Util/Format.cs']);
    expect(r.resolve('src/App.cs', 'csharp', raw('Acme.Util.Text')).targets).toEqual(['src/Util/Format.cs']);
    expect(r.resolve('src/App.cs', 'csharp', raw('Acme.Util.Text.Pad')).targets).toEqual(['src/Util/Format.cs']);
    expect(r.resolve('src/App.cs', 'csharp', raw('System.Text')).external).toBe(true);
  });

  it('extracts using directives as written, aliases naming their target', async () => {
    const { imports } = await analyzeFile('src/App.cs', files['src/App.cs']);
    expect(imports).toEqual([
      { source: 'Acme.Billing', names: [], line: 1, kind: 'module' },
      { source: 'Acme.Util.Format', names: [], line: 2, kind: 'module' },
      { source: 'Acme.Util.Text.Pad', names: [], aliases: { P: 'Acme.Util.Text.Pad' }, line: 3, kind: 'module' },
      { source: 'System.Text', names: [], line: 4, kind: 'module' },
    ]);
  });
});

describe('PHP', () => {
  const files = {
    'composer.json': JSON.stringify({ autoload: { 'psr-4': { 'Acme\\': 'src/' } } }),
    'src/Billing/Invoice.php': '<?php\nnamespace Acme\\Billing;\nclass Invoice {}\n',
    'src/Billing/functions.php': '<?php\nnamespace Acme\\Billing;\nfunction total_of(array $l): float { return 0.0; }\nconst RATE = 2;\n',
    'lib/Legacy/Tax.php': '<?php\nnamespace Legacy;\nclass Tax {}\n',
    'bootstrap.php': '<?php\nrequire __DIR__ . "/vendor/autoload.php";\n',
    'public/index.php': '<?php\nrequire_once dirname(__DIR__) . "/bootstrap.php";\ninclude "lib/Legacy/Tax.php";\ninclude "Legacy/Tax.php";\nrequire $path;\n',
  };

  it('resolves use through PSR-4, then through declared names and namespaces; vendors stay external', async () => {
    const r = await parsedResolver(files);
    const from = 'public/index.php';
    expect(r.resolve(from, 'php', raw('Acme\\Billing\\Invoice')).targets).toEqual(['src/Billing/Invoice.php']);
    expect(r.resolve(from, 'php', raw('Acme\\Billing', ['Invoice', 'total_of'])).targets).toEqual(['src/Billing/Invoice.php', 'src/Billing/functions.php']);
    expect(r.resolve(from, 'php', raw('Acme\\Billing\\RATE')).targets).toEqual(['src/Billing/functions.php']);
    expect(r.resolve(from, 'php', raw('Legacy\\Tax')).targets).toEqual(['lib/Legacy/Tax.php']);
    expect(r.resolve(from, 'php', raw('Acme\\Billing')).targets).toEqual(['src/Billing/Invoice.php', 'src/Billing/functions.php']);
    expect(r.resolve(from, 'php', raw('Psr\\Log\\LoggerInterface')).external).toBe(true);
  });

  it('resolves require and include paths from the file, the root or a unique suffix', async () => {
    const r = await parsedResolver(files);
    const { imports } = await analyzeFile('public/index.php', files['public/index.php']);
    expect(imports).toEqual([
      { source: '../bootstrap.php', names: [], line: 2, kind: 'file' },
      { source: 'lib/Legacy/Tax.php', names: [], line: 3, kind: 'file' },
      { source: 'Legacy/Tax.php', names: [], line: 4, kind: 'file' },
    ]);
    expect(imports.map((i) => r.resolve('public/index.php', 'php', i).targets)).toEqual([['bootstrap.php'], ['lib/Legacy/Tax.php'], ['lib/Legacy/Tax.php']]);
    expect(r.resolve('bootstrap.php', 'php', raw('./vendor/autoload.php', [], 'file')).external).toBe(true);
    expect(r.resolve('public/index.php', 'php', raw('../../outside.php', [], 'file')).external).toBe(true);
  });

  it('reads include paths made of __DIR__, dirname() and string literals only', async () => {
    const text = [
      '<?php',
      "require __DIR__ . '/a.php';",
      "require dirname(__DIR__, 2) . '/b.php';",
      "require dirname(__FILE__) . '/c.php';",
      "require (__DIR__ . '/d/' . 'e.php');",
      'require "$root/f.php";',
      "require getenv('X') . '/g.php';",
      "require dirname(__DIR__, 99) . '/h.php';",
    ].join('\n');
    expect((await analyzeFile('x/y/z.php', text)).imports.map((i) => i.source)).toEqual(['./a.php', '../../b.php', './c.php', './d/e.php']);
  });
});

describe('parseLooseJson', () => {
  it('accepts comments and trailing commas but not broken JSON', () => {
    expect(parseLooseJson('{"a": "x // not a comment", /* c */ "b": [1, 2,],}')).toEqual({ a: 'x // not a comment', b: [1, 2] });
    expect(() => parseLooseJson('{"a":')).toThrow();
  });
});

/** `folders` folders of a project in six languages, every folder holding one file of each. */
function manyFolders(folders: number): string[] {
  const paths = ['go.mod', 'tsconfig.json'];
  for (let i = 0; i < folders; i++) {
    const dir = `mod${i % 7}/part${i}/deep${i % 13}`;
    paths.push(`${dir}/Thing${i}.java`, `${dir}/thing_${i}.py`, `${dir}/thing${i}.go`, `${dir}/thing${i}.rb`, `${dir}/thing${i}.h`, `${dir}/thing${i}.ts`);
  }
  return paths.sort();
}

/** Imports no file of `manyFolders` provides, in every language, from files spread over the tree. */
function unresolved(count: number): { from: string; language: LanguageId; raw: RawImport }[] {
  const out: { from: string; language: LanguageId; raw: RawImport }[] = [];
  const kinds: [LanguageId, string, (i: number) => RawImport][] = [
    ['java', 'Thing0.java', (i) => raw(`org.junit.jupiter.api${i % 50}.Test`)],
    ['java', 'Thing0.java', (i) => raw(`java.util${i % 40}`)],
    ['python', 'thing_0.py', (i) => raw(`numpy.linalg${i % 30}`, ['norm'])],
    ['python', 'thing_0.py', (i) => raw(`.missing${i % 20}`, ['x'])],
    ['go', 'thing0.go', (i) => raw(`github.com/other/lib${i % 25}/pkg`)],
    ['ruby', 'thing0.rb', (i) => raw(`json${i % 10}/ext`)],
    ['cpp', 'thing0.h', (i) => raw(`boost/asio${i % 15}.hpp`)],
    ['typescript', 'thing0.ts', (i) => raw(`lodash${i % 35}/fp`)],
    ['typescript', 'thing0.ts', (i) => raw(`./nothing${i % 45}`)],
  ];
  for (let i = 0; i < count; i++) {
    const [language, file, make] = kinds[i % kinds.length]!;
    out.push({ from: `mod0/part0/deep0/${file}`, language, raw: make(i) });
  }
  return out;
}

describe('lookups', () => {
  it('stay the same for thousands of unresolved imports whatever the number of folders', () => {
    const imports = unresolved(4000);
    const counts = [500, 4000].map((folders) => {
      const paths = manyFolders(folders);
      const r = new ImportResolver(paths, (p) => (p === 'go.mod' ? 'module example.com/synth\n' : p === 'tsconfig.json' ? '{"compilerOptions":{"baseUrl":"."}}' : undefined));
      for (const { from, language, raw: imp } of imports) expect(r.resolve(from, language, imp).external).toBe(true);
      return r.lookupCount;
    });
    expect(counts[1]).toBe(counts[0]);
    // A few lookups per import (JavaScript tries each extension and index file once per path).
    expect(counts[0]! / imports.length).toBeLessThan(20);
  });

  it('report the keys a resolution depends on', () => {
    const r = resolver({ 'src/shop/db/__init__.py': '', 'src/shop/db/client.py': '', 'lib/util/index.ts': '', 'app/main.ts': '' });
    const keys: string[] = [];
    expect(r.resolve('app/main.ts', 'typescript', raw('../lib/util'), (k) => keys.push(k)).targets).toEqual(['lib/util/index.ts']);
    expect([...new Set(keys)]).toEqual(['util']);
    keys.length = 0;
    expect(r.resolve('x.py', 'python', raw('shop.db', ['client']), (k) => keys.push(k)).targets).toEqual(['src/shop/db/client.py']);
    expect([...new Set(keys)].sort()).toEqual(['client', 'db']);
    // A remembered answer reports its keys again.
    keys.length = 0;
    r.resolve('app/main.ts', 'typescript', raw('../lib/util'), (k) => keys.push(k));
    expect(keys).toEqual(['util']);
  });

  it('keys paths, modules and folders by their last name', () => {
    expect(lookupKey('src/util.ts')).toBe('util');
    expect(lookupKey('src/util/index.ts')).toBe('util');
    expect(lookupKey('pkg/__init__.py')).toBe('pkg');
    expect(lookupKey('a/b/Thing.java')).toBe('Thing');
    expect(lookupKey('types.d.ts')).toBe('types');
    expect(lookupKey('lib.rs')).toBe('lib');
    expect(keysOfPath('src/shop/db/client.py')).toEqual(['client', 'db']);
    expect(keysOfPath('src/util/index.ts')).toEqual(['util']);
    expect(keysOfPath('README.md')).toEqual(['README', '']);
  });

  it('names the files whose content changes every resolution', () => {
    expect(['tsconfig.json', 'a/jsconfig.json', 'go.mod', 'packages/x/package.json', 'src/main.ts'].map(isResolverConfig)).toEqual([true, true, true, true, false]);
  });
});
