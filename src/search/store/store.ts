/**
 * The persisted index, in one place for its users: records keyed by content hash (with what the
 * analysis takes from the path), a manifest of path -> (size, mtime, hash), and the indexed commit,
 * so that a start reads only what changed; written as generations of append-only segments published
 * by one rename, read with every part checked, the text of its records checked against the files
 * before use. The parts: the format (store-format.ts), the folder policy (store-folder.ts), reading
 * (store-read.ts), writing (store-write.ts), the packed records (record-codec.ts,
 * stored-analysis.ts, verify-text.ts).
 */
import { createHash } from 'node:crypto';
import { importsOnlyPath } from '../../code/import-skeleton.js';
import { languageForPath } from '../../code/languages.js';
import { textProfile } from '../../repo/classify.js';

export type { FileRecord, ManifestEntry } from './file-record.js';
export { asciiJson, packReferences, unpackReferences } from './record-codec.js';
export { STORE_BUILD, STORE_VERSION } from './store-format.js';
export { currentGeneration, defaultCacheDir } from './store-folder.js';
export { readStore, type StoreContents } from './store-read.js';
export { writeStore, type WriteInput, type WriteOutcome } from './store-write.js';

export function hashContent(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

/** Appended to the content of a file analyzed for its imports only before it is hashed. */
const IMPORTS_ONLY_KEY = '\0imports-only';

/**
 * The key of the record for the file at `path` with content `bytes`: the content's hash with what
 * its analysis takes from the path (the grammar, the extension, a declaration file's name, and
 * whether it is analyzed for its imports only, `importsOnlyPath`), so that the same bytes at
 * `util.py` and `util.txt`, `a.js` and `a.ts`, or a test's path and a source's, have a record each,
 * each what its path asks for.
 */
export function recordKey(path: string, bytes: Uint8Array): string {
  const hash = createHash('sha1').update(bytes);
  hash.update(`\0${languageForPath(path) ?? ''}\0${textProfile(path)}`);
  if (importsOnlyPath(path)) hash.update(IMPORTS_ONLY_KEY);
  return hash.digest('hex');
}
