import { describe, expect, it } from '@jest/globals';
import type { RawImport } from '../../src/code/import-extract.js';
import { ImportResolver, parseLooseJson } from '../../src/code/imports.js';

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

describe('parseLooseJson', () => {
  it('accepts comments and trailing commas but not broken JSON', () => {
    expect(parseLooseJson('{"a": "x // not a comment", /* c */ "b": [1, 2,],}')).toEqual({ a: 'x // not a comment', b: [1, 2] });
    expect(() => parseLooseJson('{"a":')).toThrow();
  });
});
