import { beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { analyzeFile } from '../../src/code/analyze.js';
import { CodeGraph, type GraphFile } from '../../src/code/graph.js';

const SHOP = join(import.meta.dirname, '..', 'fixtures', 'repos', 'shop');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

let graph: CodeGraph;

beforeAll(async () => {
  const files: GraphFile[] = [];
  for (const full of walk(SHOP).sort()) {
    const path = relative(SHOP, full);
    const analysis = await analyzeFile(path, readFileSync(full, 'utf8'));
    files.push({ path, ...(analysis.language ? { language: analysis.language } : {}), definitions: analysis.definitions, references: analysis.references, imports: analysis.imports });
  }
  graph = new CodeGraph(files, (p) => {
    try {
      return readFileSync(join(SHOP, p), 'utf8');
    } catch {
      return undefined;
    }
  });
});

describe('CodeGraph', () => {
  it('resolves imports both ways', () => {
    expect(graph.dependencies('shop/models/order.py')).toEqual(['shop/db/__init__.py', 'shop/services/pricing.py']);
    expect(graph.dependents('shop/services/pricing.py')).toEqual(['shop/models/order.py', 'shop/services/checkout.py', 'tests/test_pricing.py']);
    expect(graph.importsOf('shop/db/client.py')).toEqual([{ source: 'sqlite3', line: 2, names: [], targets: [], external: true }]);
  });

  it('keeps only references to names the repository defines', () => {
    const refs = graph.referencesIn('shop/models/order.py');
    expect([...refs.keys()].sort()).toEqual(['DatabaseClient', 'apply_discount', 'items', 'query']);
    expect(refs.get('apply_discount')).toEqual([18]);
    expect(refs.get('DatabaseClient')).toEqual([8]);
  });

  it('lists the callers of an entity', () => {
    const [applyDiscount] = graph.named('apply_discount');
    expect(graph.callers(applyDiscount!.id)).toEqual([
      { path: 'shop/models/order.py', line: 18 },
      { path: 'tests/test_pricing.py', line: 5 },
    ]);
    const [query] = graph.named('query');
    expect(graph.callers(query!.id)).toEqual([
      { path: 'shop/models/customer.py', line: 10 },
      { path: 'shop/models/customer.py', line: 14 },
      { path: 'shop/models/order.py', line: 13 },
    ]);
  });

  it('orders files definitions-first', () => {
    expect(graph.topologicalOrder(['shop/cli.py', 'shop/services/checkout.py', 'shop/services/pricing.py', 'shop/models/order.py', 'shop/db/client.py'])).toEqual([
      'shop/db/client.py',
      'shop/services/pricing.py',
      'shop/models/order.py',
      'shop/services/checkout.py',
      'shop/cli.py',
    ]);
  });

  it('measures import distance', () => {
    const d = graph.distances(['shop/services/checkout.py'], 2);
    expect(d.get('shop/services/checkout.py')).toBe(0);
    expect(d.get('shop/models/order.py')).toBe(1);
    expect(d.get('shop/services/pricing.py')).toBe(1);
    expect(d.get('shop/db/client.py')).toBe(2);
  });
});

describe('CodeGraph edge cases', () => {
  function file(path: string, imports: string[]): GraphFile {
    return { path, language: 'python', definitions: [], references: [], imports: imports.map((source) => ({ source, names: [], line: 1, kind: 'module' })) };
  }

  it('breaks import cycles deterministically', () => {
    const g = new CodeGraph([file('a.py', ['b']), file('b.py', ['c']), file('c.py', ['a']), file('d.py', ['a']), file('base.py', [])], () => undefined);
    expect(g.topologicalOrder(['d.py', 'c.py', 'b.py', 'a.py', 'base.py'])).toEqual(['a.py', 'b.py', 'c.py', 'base.py', 'd.py']);
    expect(g.topologicalOrder(['a.py', 'd.py', 'base.py', 'b.py', 'c.py'])).toEqual(['a.py', 'b.py', 'c.py', 'base.py', 'd.py']);
  });

  it('records imports of missing files as external', () => {
    const g = new CodeGraph([file('a.py', ['missing.module'])], () => undefined);
    expect(g.importsOf('a.py')[0]).toMatchObject({ external: true, targets: [] });
  });

  it('handles a long import chain without recursion limits', () => {
    const files = Array.from({ length: 5000 }, (_, i) => file(`m${i}.py`, i ? [`m${i - 1}`] : []));
    const g = new CodeGraph(files, () => undefined);
    const order = g.topologicalOrder(files.map((f) => f.path).reverse());
    expect(order[0]).toBe('m0.py');
    expect(order[4999]).toBe('m4999.py');
  });

  it('disambiguates a symbol defined in 20 files by what the user imports', () => {
    const defs = Array.from({ length: 20 }, (_, i) => ({
      path: `pkg${i}/util.py`,
      language: 'python' as const,
      definitions: [{ name: 'helper', qualifiedName: 'helper', kind: 'function' as const, signature: 'def helper()', startLine: 1, endLine: 2, nameLine: 1 }],
      references: [],
      imports: [],
    }));
    const user: GraphFile = { ...file('app.py', ['pkg7.util']), references: [{ name: 'helper', kind: 'call', line: 3 }] };
    const g = new CodeGraph([...defs, user], () => undefined);
    expect(g.resolveReference('app.py', 'helper').map((d) => d.path)).toEqual(['pkg7/util.py']);
    expect(g.resolveReference('other.py', 'helper')).toEqual([]);
    const seven = g.named('helper').find((d) => d.path === 'pkg7/util.py')!;
    expect(g.callers(seven.id)).toEqual([{ path: 'app.py', line: 3 }]);
  });
});

describe('CodeGraph over C# and PHP', () => {
  async function graphOf(sources: Record<string, string>): Promise<CodeGraph> {
    const files: GraphFile[] = [];
    for (const [path, text] of Object.entries(sources)) {
      const analysis = await analyzeFile(path, text);
      files.push({ path, ...(analysis.language ? { language: analysis.language } : {}), definitions: analysis.definitions, references: analysis.references, imports: analysis.imports });
    }
    return new CodeGraph(files, (p) => sources[p]);
  }

  it('links a C# using to the namespace files and finds the callers of a type used through it', async () => {
    const g = await graphOf({
      'Billing/Invoice.cs': 'namespace Acme.Billing;\npublic class Invoice\n{\n    public void Add(int amount) { }\n}\n',
      'Reports/Report.cs': 'namespace Acme.Billing\n{\n    public class Report { }\n}\n',
      'Other/Invoice.cs': 'namespace Legacy;\npublic class Invoice { }\n',
      'App/Program.cs': 'using Acme.Billing;\nnamespace Acme.App;\nclass Program\n{\n    static void Main()\n    {\n        var invoice = new Invoice();\n        invoice.Add(3);\n    }\n}\n',
    });
    expect(g.dependencies('App/Program.cs')).toEqual(['Billing/Invoice.cs', 'Reports/Report.cs']);
    expect(g.dependents('Billing/Invoice.cs')).toEqual(['App/Program.cs']);
    const invoice = g.named('Invoice').find((d) => d.path === 'Billing/Invoice.cs')!;
    expect(g.callers(invoice.id)).toEqual([{ path: 'App/Program.cs', line: 7 }]);
    expect(g.resolveReference('App/Program.cs', 'Add').map((d) => d.def.qualifiedName)).toEqual(['Invoice.Add']);
  });

  it('links a PHP use through composer.json PSR-4 and orders the files definitions-first', async () => {
    const g = await graphOf({
      'composer.json': '{"autoload": {"psr-4": {"Acme\\\\": "src/"}}}',
      'src/Handler/StreamHandler.php': '<?php\nnamespace Acme\\Handler;\nuse Acme\\Formatter\\LineFormatter;\nclass StreamHandler { public function handle(): string { return (new LineFormatter())->format(); } }\n',
      'src/Formatter/LineFormatter.php': '<?php\nnamespace Acme\\Formatter;\nclass LineFormatter { public function format(): string { return ""; } }\n',
    });
    expect(g.dependencies('src/Handler/StreamHandler.php')).toEqual(['src/Formatter/LineFormatter.php']);
    expect(g.topologicalOrder(['src/Handler/StreamHandler.php', 'src/Formatter/LineFormatter.php'])).toEqual(['src/Formatter/LineFormatter.php', 'src/Handler/StreamHandler.php']);
    const formatter = g.named('LineFormatter')[0]!;
    expect(g.callers(formatter.id)).toEqual([{ path: 'src/Handler/StreamHandler.php', line: 4 }]);
  });
});

describe('callers through what an index knows', () => {
  it('unpacks only the entity asked about, and reads the reference lines of the files that can reach it, not their details', async () => {
    const sources: Record<string, string> = {
      'lib/price.py': 'def total(items):\n    return sum(items)\n',
      'lib/other.py': 'def total(rows):\n    return len(rows)\n',
      'app.py': 'from lib.price import total\n\nprint(total([1, 2]))\n',
      'report.py': 'from lib.other import total\n\nprint(total([]))\n',
    };
    const analyses = await Promise.all(Object.entries(sources).map(async ([path, text]) => ({ path, analysis: await analyzeFile(path, text) })));
    const defs = analyses.flatMap(({ path, analysis }) => analysis.definitions.map((def) => ({ path, def })));
    const unpacked: number[] = [];
    const detailsRead: string[] = [];
    const linesRead: string[] = [];
    const files: GraphFile[] = analyses.map(({ path, analysis }) => ({
      path,
      language: analysis.language!,
      definitions: analysis.definitions,
      imports: analysis.imports,
      get references() {
        detailsRead.push(path);
        return analysis.references;
      },
      referenceLines: () => {
        linesRead.push(path);
        return analysis.references;
      },
    }));
    const known = {
      definitionCount: defs.length,
      definition: (id: number) => {
        unpacked.push(id);
        return { id, ...defs[id]! };
      },
      named: (name: string) => defs.flatMap((d, id) => (d.def.name === name ? [id] : [])),
      definitionsIn: () => [],
      pathOf: (id: number) => defs[id]!.path,
    };
    const g = new CodeGraph(files, (p) => sources[p], undefined, known);
    const target = defs.findIndex((d) => d.path === 'lib/price.py');
    expect(g.callers(target)).toEqual([{ path: 'app.py', line: 3 }]);
    expect([...new Set(unpacked)]).toEqual([target]);
    expect(detailsRead).toEqual([]);
    // Files that cannot see lib/price.py, where `total` is not its alone, are not read at all.
    expect(linesRead.sort()).toEqual(['app.py', 'lib/price.py']);
  });
});
