import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { definitionLookup } from '../../src/agent/file-definitions.js';
import { WorkingTree } from '../../src/agent/working-tree.js';
import { RepoFiles } from '../../src/repo/repo-files.js';
import { buildIndex } from '../../src/search/index/indexer.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import { fixtureRepo, type TempRepo } from '../helpers/repo.js';

let repo: TempRepo;
let index: RepoIndex;
let tree: WorkingTree;
beforeAll(async () => {
  repo = fixtureRepo('shop');
  index = await buildIndex(repo.dir, { cacheDir: false });
  tree = new WorkingTree(RepoFiles.open(repo.dir));
});
afterAll(() => repo.cleanup());

const names = (defs: readonly { qualifiedName: string; startLine: number; endLine: number }[]) => defs.map((d) => `${d.qualifiedName}:${d.startLine}-${d.endLine}`);

describe('definitionLookup', () => {
  it("gives a source file's definitions from the index while its text is as indexed", async () => {
    const lookup = definitionLookup(index, tree);
    const text = tree.original('shop/db/client.py')!;
    expect(await lookup('shop/db/client.py', text)).toEqual(index.graph().definitionsIn('shop/db/client.py').map((d) => d.def));
  });

  it('parses a test, which the index holds for its imports only', async () => {
    expect(index.byPath.get('tests/test_order.py')!.record.analysis!.importsOnly).toBe(true);
    const lookup = definitionLookup(index, tree);
    expect(names(await lookup('tests/test_order.py', tree.original('tests/test_order.py')!))).toEqual(['FakeClient:4-6', 'FakeClient.query:5-6', 'test_order_total:9-10']);
  });

  it('parses a file an earlier step changed', async () => {
    const lookup = definitionLookup(index, tree);
    expect(names(await lookup('shop/db/client.py', 'def only():\n    return 1\n'))).toEqual(['only:1-2']);
  });
});
