/**
 * The persisted index, in one place for its users: records keyed by content hash, a manifest of
 * path -> (size, mtime, hash), and the indexed commit, so that a start reads only what changed;
 * written as generations of append-only segments published by one rename, read with every part
 * checked, the text of its records checked against the files before use. The parts: the format
 * (store-format.ts), the folder policy (store-folder.ts), reading (store-read.ts), writing
 * (store-write.ts), the packed records (record-codec.ts, stored-analysis.ts, verify-text.ts).
 */
import { createHash } from 'node:crypto';

export type { FileRecord, ManifestEntry } from './file-record.js';
export { asciiJson, packReferences, unpackReferences } from './record-codec.js';
export { STORE_BUILD, STORE_VERSION } from './store-format.js';
export { currentGeneration, defaultCacheDir } from './store-folder.js';
export { readStore, type StoreContents } from './store-read.js';
export { writeStore, type WriteInput, type WriteOutcome } from './store-write.js';

export function hashContent(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}
