// docs/architecture.md is kept true: every folder and module it names exists, every folder and
// module of src/ is named there, and the rooms of src/search/ import only from the rooms below them.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');
const DOC = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');

/** The doc's module map: folder (relative to src/, '' for src/ itself) -> the files its table names. */
function namedModules(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  let folder: string | undefined;
  for (const line of DOC.split('\n')) {
    const heading = /^### `src\/(.*?)\/?`$/.exec(line);
    if (heading) {
      folder = heading[1]!;
      map.set(folder, []);
      continue;
    }
    if (line.startsWith('## ')) folder = undefined;
    const row = /^\| `([\w.-]+\.ts)` \|/.exec(line);
    if (row && folder !== undefined) map.get(folder)!.push(row[1]!);
  }
  return map;
}

/** Every folder of src/ holding modules, relative to src/ ('' for src/ itself), with its modules. */
function sourceModules(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const walk = (dir: string) => {
    const entries = readdirSync(dir).sort();
    const files = entries.filter((e) => e.endsWith('.ts'));
    if (files.length) map.set(relative(SRC, dir), files);
    for (const e of entries) if (statSync(join(dir, e)).isDirectory()) walk(join(dir, e));
  };
  walk(SRC);
  return map;
}

describe('docs/architecture.md', () => {
  const named = namedModules();
  const actual = sourceModules();

  it('names folders and modules that exist', () => {
    expect(named.size).toBeGreaterThan(10);
    for (const [folder, files] of named) {
      expect([folder, existsSync(join(SRC, folder))]).toEqual([folder, true]);
      for (const file of files) expect([folder, file, existsSync(join(SRC, folder, file))]).toEqual([folder, file, true]);
    }
  });

  it('names every folder of src/ and every module in it', () => {
    for (const [folder, files] of actual) {
      expect([folder, named.has(folder)]).toEqual([folder, true]);
      expect([folder, [...(named.get(folder) ?? [])].sort()]).toEqual([folder, files]);
    }
  });
});

describe('the rooms of src/search/', () => {
  const ORDER = ['terms', 'store', 'index', 'rank', 'vectors'];

  it('import only from their own room and the rooms below it', () => {
    const upward: string[] = [];
    for (const room of ORDER) {
      for (const file of readdirSync(join(SRC, 'search', room)).filter((f) => f.endsWith('.ts'))) {
        const text = readFileSync(join(SRC, 'search', room, file), 'utf8');
        for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
          const target = normalize(join(SRC, 'search', room, dirname(m[1]!)));
          const into = relative(join(SRC, 'search'), target).split('/')[0]!;
          if (ORDER.includes(into) && ORDER.indexOf(into) > ORDER.indexOf(room)) upward.push(`${room}/${file} -> ${m[1]}`);
        }
      }
    }
    expect(upward).toEqual([]);
    expect(readdirSync(join(SRC, 'search')).filter((f) => f.endsWith('.ts'))).toEqual([]);
  });
});
