/**
 * The definitions of a file as the working tree holds it now, for the editor's windows and line
 * requests: the index's when the file is as it was indexed, else a fresh parse of its text (an
 * earlier step of the run changed it). A file that cannot be parsed has none.
 */
import { analyzeFile } from '../code/analyze.js';
import type { Definition } from '../code/definitions.js';
import type { RepoIndex } from '../search/index/repo-index.js';
import type { WorkingTree } from './working-tree.js';

export function definitionLookup(index: RepoIndex, tree: WorkingTree): (path: string, text: string) => Promise<readonly Definition[]> {
  return async (path, text) => {
    const indexed = index.byPath.get(path)?.record.analysis;
    // A file indexed for its imports only (a test) has its definitions worked out now.
    if (indexed && !indexed.importsOnly && text === tree.original(path)) return index.graph().definitionsIn(path).map((d) => d.def);
    try {
      return (await analyzeFile(path, text)).definitions;
    } catch {
      return [];
    }
  };
}
