import { describe, expect, it } from '@jest/globals';
import type { Definition } from '../../src/code/definitions.js';
import { repoTree } from '../../src/context/tree.js';

function def(name: string, kind: Definition['kind'], signature: string, parent?: string): Definition {
  return { name, qualifiedName: parent ? `${parent}.${name}` : name, kind, signature, startLine: 1, endLine: 2, nameLine: 1, ...(parent ? { parent } : {}) };
}

describe('repoTree', () => {
  const files = [
    { path: 'src/db/client.py', definitions: [def('Client', 'class', 'class Client'), def('query', 'method', 'def query(self, sql)', 'Client'), def('close', 'method', 'def close(self)', 'Client')] },
    { path: 'src/db/pool.py', definitions: [def('Pool', 'class', 'class Pool'), def('MAX', 'constant', 'MAX = 3')] },
    { path: 'src/db/z.py', definitions: [] },
    { path: 'src/api.py', definitions: [def('serve', 'function', 'def serve(port: int)')] },
    { path: 'README.md', definitions: [] },
  ];

  it('shows top files with signatures and siblings with names', () => {
    expect(repoTree(files, ['src/db/client.py'], { siblingsPerFolder: 1 })).toBe(
      ['src/', '  db/', '    client.py *', '      class Client', '        query, close', '    pool.py', '      class Pool'].join('\n'),
    );
  });

  it('merges folders of several top files and caps members', () => {
    const text = repoTree(files, ['src/api.py', 'src/db/client.py'], { siblingsPerFolder: 0, membersPerClass: 1 });
    expect(text).toBe(['src/', '  api.py *', '    def serve(port: int)', '  db/', '    client.py *', '      class Client', '        query, … (1 more)'].join('\n'));
  });

  it('is empty without top files', () => {
    expect(repoTree(files, [])).toBe('');
  });
});
