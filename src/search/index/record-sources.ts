/**
 * The checked-out files behind an index's records, for checking a record's text against them before
 * use (stored-analysis.ts): every path a record serves must still have its content. A record that
 * fails marks the persisted index untrue: it is not written again, and it is removed.
 */
import { inBackground } from '../../background.js';
import { RepoFiles } from '../../repo/repo-files.js';
import { recordKey } from '../store/store.js';
import { discardStore } from '../store/store-folder.js';
import { DetailsGate } from '../store/stored-analysis.js';

export class RecordSources {
  private readonly paths = new Map<string, string[]>();
  private untrue = false;
  /** The checked-out files, read through the repository's file door. */
  private readonly door: RepoFiles;
  readonly gate: DetailsGate;

  constructor(
    root: string,
    cacheDir: string | false,
    log: (line: string) => void,
  ) {
    this.door = RepoFiles.open(root);
    this.gate = new DetailsGate({
      source: (hash) => this.read(hash),
      onRejected: (hash, problems) => {
        this.untrue = true;
        log(`the persisted index does not match ${this.paths.get(hash)?.join(', ') ?? hash} (${problems.slice(0, 3).join('; ')}); its text was taken from the file, and the index will be rebuilt`);
        if (cacheDir) void inBackground(discardStore(cacheDir));
      },
      ...(cacheDir ? { where: cacheDir } : {}),
    });
  }

  /** Records that `path` has the content `hash`. */
  add(hash: string, path: string): void {
    const paths = this.paths.get(hash);
    if (paths) paths.push(path);
    else this.paths.set(hash, [path]);
  }

  /** A record of the persisted index proved untrue while the index was used. */
  get rejected(): boolean {
    return this.untrue;
  }

  /** The content of the files whose record is `hash`, if every one of them still has the content it was keyed by (`recordKey`). */
  private read(hash: string): Uint8Array | undefined {
    let bytes: Uint8Array | undefined;
    for (const path of this.paths.get(hash) ?? []) {
      bytes = this.door.readBytes(path);
      if (!bytes) return undefined;
      if (recordKey(path, bytes) !== hash) return undefined;
    }
    return bytes;
  }
}
