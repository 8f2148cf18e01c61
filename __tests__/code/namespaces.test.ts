import { describe, expect, it } from '@jest/globals';
import type { Definition, DefinitionKind } from '../../src/code/definitions.js';
import { autoloadPaths, composerAutoload, namespaceAt, NamespaceIndex } from '../../src/code/namespaces.js';

function def(kind: DefinitionKind, qualifiedName: string, startLine: number, endLine: number): Definition {
  const dot = qualifiedName.lastIndexOf('.');
  const name = qualifiedName.slice(dot + 1);
  const out: Definition = { name, qualifiedName, kind, signature: '', startLine, endLine, nameLine: startLine };
  if (dot > 0) out.parent = qualifiedName.slice(0, dot);
  return out;
}

describe('namespaceAt', () => {
  it('takes the innermost enclosing namespace block', () => {
    const namespaces = [def('module', 'Acme', 1, 30), def('module', 'Acme.Billing', 3, 10)];
    expect(namespaceAt(namespaces, { startLine: 5, endLine: 8 })).toBe('Acme.Billing');
    expect(namespaceAt(namespaces, { startLine: 12, endLine: 20 })).toBe('Acme');
  });

  it('takes the last namespace statement before the definition, else the global namespace', () => {
    const namespaces = [def('module', 'Acme.Billing', 3, 3), def('module', 'Acme.Tax', 20, 20)];
    expect(namespaceAt(namespaces, { startLine: 5, endLine: 15 })).toBe('Acme.Billing');
    expect(namespaceAt(namespaces, { startLine: 22, endLine: 30 })).toBe('Acme.Tax');
    expect(namespaceAt(namespaces, { startLine: 1, endLine: 2 })).toBe('');
    expect(namespaceAt([], { startLine: 1, endLine: 2 })).toBe('');
  });
});

describe('NamespaceIndex', () => {
  const defs: Record<string, Definition[]> = {
    'src/Invoice.cs': [def('module', 'Acme.Billing', 1, 1), def('class', 'Invoice', 3, 20), def('method', 'Invoice.Add', 5, 9)],
    'src/Line.cs': [def('module', 'Acme', 1, 12), def('module', 'Acme.Billing', 3, 11), def('struct', 'Line', 5, 10)],
    'src/Invoice.php': [def('module', 'Acme.Billing', 3, 3), def('class', 'Invoice', 5, 40), def('function', 'total_of', 42, 45)],
    'src/global.php': [def('function', 'helper', 3, 5)],
  };
  const index = new NamespaceIndex(
    [
      { path: 'src/Invoice.cs', language: 'csharp' },
      { path: 'src/Line.cs', language: 'csharp' },
      { path: 'src/Invoice.php', language: 'php' },
      { path: 'src/global.php', language: 'php' },
      { path: 'src/Empty.cs', language: 'csharp' },
    ],
    (path) => defs[path],
  );

  it('lists the files declaring a namespace, per language', () => {
    expect(index.declaringFiles('csharp', 'Acme.Billing')).toEqual(['src/Invoice.cs', 'src/Line.cs']);
    expect(index.declaringFiles('csharp', 'Acme')).toEqual(['src/Line.cs']);
    expect(index.declaringFiles('php', 'Acme.Billing')).toEqual(['src/Invoice.php']);
    expect(index.declaringFiles('php', 'Acme')).toEqual([]);
  });

  it('lists the files defining a top-level name in its namespace, members aside', () => {
    expect(index.definingFiles('csharp', 'Acme.Billing.Invoice')).toEqual(['src/Invoice.cs']);
    expect(index.definingFiles('csharp', 'Acme.Billing.Line')).toEqual(['src/Line.cs']);
    expect(index.definingFiles('csharp', 'Acme.Billing.Invoice.Add')).toEqual([]);
    expect(index.definingFiles('php', 'Acme.Billing.total_of')).toEqual(['src/Invoice.php']);
    expect(index.definingFiles('php', 'helper')).toEqual(['src/global.php']);
    expect(index.definingFiles('php', 'Acme.Billing.Line')).toEqual([]);
  });
});

describe('Composer autoload', () => {
  const composer = JSON.stringify({
    autoload: { 'psr-4': { 'Monolog\\': 'src/Monolog', 'Acme\\Util\\': ['lib/util/', 'lib/extra'] }, 'psr-0': { Legacy_: 'old' } },
    'autoload-dev': { 'psr-4': { 'Monolog\\Tests\\': 'tests/' } },
  });

  it('reads PSR-4 and PSR-0 roots of autoload and autoload-dev, relative to the file', () => {
    expect(composerAutoload(composer, 'packages/log')).toEqual([
      { prefix: 'Monolog\\', dirs: ['packages/log/src/Monolog'], psr0: false },
      { prefix: 'Acme\\Util\\', dirs: ['packages/log/lib/util', 'packages/log/lib/extra'], psr0: false },
      { prefix: 'Legacy_', dirs: ['packages/log/old'], psr0: true },
      { prefix: 'Monolog\\Tests\\', dirs: ['packages/log/tests'], psr0: false },
    ]);
  });

  it('maps a class to the files it would be in', () => {
    const roots = composerAutoload(composer, '').sort((a, b) => b.prefix.length - a.prefix.length);
    expect(autoloadPaths(roots, 'Monolog\\Handler\\StreamHandler')).toEqual(['src/Monolog/Handler/StreamHandler.php']);
    expect(autoloadPaths(roots, 'Monolog\\Tests\\LoggerTest')).toEqual(['tests/LoggerTest.php', 'src/Monolog/Tests/LoggerTest.php']);
    expect(autoloadPaths(roots, 'Acme\\Util\\Money')).toEqual(['lib/util/Money.php', 'lib/extra/Money.php']);
    expect(autoloadPaths(roots, 'Legacy_Thing')).toEqual(['old/Legacy_Thing.php']);
    expect(autoloadPaths(roots, 'Psr\\Log\\LoggerInterface')).toEqual([]);
    expect(autoloadPaths(roots, 'Monolog\\')).toEqual([]);
  });

  it('reads nothing from a broken or odd composer.json', () => {
    expect(composerAutoload('{ not json', '')).toEqual([]);
    expect(composerAutoload('null', '')).toEqual([]);
    expect(composerAutoload(JSON.stringify({ autoload: { 'psr-4': { 'A\\': 3, 'B\\': ['src', 4] } } }), '')).toEqual([{ prefix: 'B\\', dirs: ['src'], psr0: false }]);
  });
});
