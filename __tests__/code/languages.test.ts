import { describe, expect, it } from '@jest/globals';
import { LANGUAGE_IDS, languageForPath, loadLanguage, parseSource, WASM_FILES, type LanguageId } from '../../src/code/languages.js';

const SAMPLES: Record<LanguageId, { source: string; root: string; first: string }> = {
  python: { source: 'def add(a, b):\n    return a + b\n', root: 'module', first: 'function_definition' },
  typescript: { source: 'interface P { x: number }\n', root: 'program', first: 'interface_declaration' },
  tsx: { source: 'const e = <div className="a">{x}</div>;\n', root: 'program', first: 'lexical_declaration' },
  javascript: { source: 'class A { m() { return 1; } }\n', root: 'program', first: 'class_declaration' },
  go: { source: 'package main\n\nfunc main() {}\n', root: 'source_file', first: 'package_clause' },
  rust: { source: 'struct P { x: i32 }\n', root: 'source_file', first: 'struct_item' },
  java: { source: 'public class A { void m() {} }\n', root: 'program', first: 'class_declaration' },
  ruby: { source: 'module M\n  def self.f; end\nend\n', root: 'program', first: 'module' },
  cpp: { source: 'namespace n { int f(int x) { return x; } }\n', root: 'translation_unit', first: 'namespace_definition' },
  csharp: { source: 'namespace N;\npublic class A { void M() {} }\n', root: 'compilation_unit', first: 'file_scoped_namespace_declaration' },
  php: { source: '<?php\nfunction f(int $x): int { return $x; }\n', root: 'program', first: 'php_tag' },
};

describe('languageForPath', () => {
  it.each([
    ['src/a.py', 'python'],
    ['types.pyi', 'python'],
    ['lib/x.ts', 'typescript'],
    ['lib/x.d.ts', 'typescript'],
    ['lib/x.mts', 'typescript'],
    ['ui/App.tsx', 'tsx'],
    ['a.js', 'javascript'],
    ['a.JSX', 'javascript'],
    ['a.mjs', 'javascript'],
    ['a.cjs', 'javascript'],
    ['cmd/main.go', 'go'],
    ['src/lib.rs', 'rust'],
    ['A.java', 'java'],
    ['app/models/user.rb', 'ruby'],
    ['Rakefile', 'ruby'],
    ['x.cc', 'cpp'],
    ['x.hpp', 'cpp'],
    ['x.c', 'cpp'],
    ['x.h', 'cpp'],
    ['src/Newtonsoft.Json/JsonConvert.cs', 'csharp'],
    ['build.csx', 'csharp'],
    ['src/Logger.php', 'php'],
    ['templates/page.phtml', 'php'],
  ])('%s is %s', (path, id) => {
    expect(languageForPath(path)).toBe(id);
  });

  it.each(['README.md', 'Makefile', '.eslintrc', 'data.json', 'noext', 'dir.py/file'])('%s has no parser', (path) => {
    expect(languageForPath(path)).toBeUndefined();
  });
});

describe('grammars', () => {
  it('lists the core wasm and eleven grammars', () => {
    expect(WASM_FILES).toHaveLength(12);
    expect(LANGUAGE_IDS).toHaveLength(11);
  });

  it.each(LANGUAGE_IDS)('parses %s', async (id) => {
    const sample = SAMPLES[id];
    const tree = await parseSource(id, sample.source);
    try {
      expect(tree.rootNode.type).toBe(sample.root);
      expect(tree.rootNode.hasError).toBe(false);
      expect(tree.rootNode.namedChildren[0]?.type).toBe(sample.first);
    } finally {
      tree.delete();
    }
  });

  it('loads each grammar once', async () => {
    const [a, b] = await Promise.all([loadLanguage('python'), loadLanguage('python')]);
    expect(a).toBe(b);
    expect(await loadLanguage('python')).toBe(a);
  });

  it('marks a syntax error', async () => {
    const tree = await parseSource('python', 'def broken(:\n');
    expect(tree.rootNode.hasError).toBe(true);
    tree.delete();
  });
});
