/**
 * An in-memory overlay of the repository's files: edits, creations and deletions are staged here,
 * diffed, checked, and written to disk only at the end (atomically per file), so a failed run
 * leaves the checkout as it was. Every read and write goes through the repository's file door
 * (repo-files.ts): a path the door refuses (a symbolic link leaving the repository, a protected
 * path) is never read and cannot be staged, and a link inside the repository stands for the file it
 * points to, under that file's path.
 */
import { createTwoFilesPatch } from 'diff';
import { decodeText, encodeLatin1 } from '../repo/classify.js';
import { comparableName } from '../repo/protected-paths.js';
import { PathRefused, type RepoFiles } from '../repo/repo-files.js';

/** How a file's text was held on disk, so that it is written back the same way. */
interface TextForm {
  /** It started with a UTF-8 byte-order mark (not part of the text). */
  bom: boolean;
  /** It was not UTF-8: the text is its bytes read as Latin-1, and goes back as those bytes. */
  latin1: boolean;
  /** It holds NUL bytes: never written. */
  binary: boolean;
}

interface Entry {
  /** Text before the run; undefined for a file the run creates. */
  before: string | undefined;
  /** Text now; undefined for a deleted file. */
  after: string | undefined;
  /** How the file was held before the run; undefined for a file the run creates (UTF-8, no mark). */
  form?: TextForm;
  /** Its permission bits before the run, taken when its deletion is staged, to put it back as it was. */
  mode?: number;
}

const UTF8_BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

/** A repository path as macOS or Windows tells paths apart, name by name. */
function comparableRepoPath(path: string): string {
  return path.split('/').map(comparableName).join('/');
}

export class WorkingTree {
  private readonly entries = new Map<string, Entry>();
  /** The paths the last `flush` wrote, for `undo`. */
  private flushed: string[] = [];

  constructor(private readonly files: RepoFiles) {}

  /** The path entries are kept under: the real file's path when the door resolves it, else the path as written. */
  private key(path: string): string {
    const resolved = this.files.resolve(path);
    return resolved.ok ? resolved.path : path;
  }

  private entry(key: string): Entry {
    let e = this.entries.get(key);
    if (!e) {
      const bytes = this.files.readBytes(key);
      if (bytes === undefined) e = { before: undefined, after: undefined };
      else {
        const { text, encoding, bom } = decodeText(bytes);
        e = { before: text, after: text, form: { bom, latin1: encoding === 'latin1', binary: bytes.includes(0) } };
      }
      this.entries.set(key, e);
    }
    return e;
  }

  /** Why `path` may not be changed (or, with `removal`, deleted), or undefined when it may. */
  refusal(path: string, removal = false): string | undefined {
    const resolved = removal ? this.files.resolveForRemoval(path) : this.files.resolveForWrite(path);
    if (!resolved.ok) return resolved.reason;
    if (!removal && this.entry(resolved.path).form?.binary) return `'${path}' is a binary file (it holds NUL bytes); Sweep edits text files only`;
    if (!removal && !resolved.exists) return this.twinOfNew(path, resolved.path);
    return undefined;
  }

  /** Why a new file at `real` may not be created beside another the run creates that is the same file on macOS or Windows, or undefined. */
  private twinOfNew(path: string, real: string): string | undefined {
    const folded = comparableRepoPath(real);
    for (const [key, e] of this.entries) {
      if (key === real || e.before !== undefined || e.after === undefined) continue;
      const other = comparableRepoPath(key);
      if (other === folded) return `'${path}' and '${key}', both created by this change, would be one file on macOS and Windows (names there ignore letter case, Unicode form and trailing dots)`;
      if (other.startsWith(`${folded}/`) || folded.startsWith(`${other}/`)) return `'${path}' and '${key}', both created by this change, cannot both exist: one would be a file where the other needs a folder`;
    }
    return undefined;
  }

  /** Why `text` may not be staged for `path` (`refusal`, or a character its encoding has no byte for), or undefined. */
  writeRefusal(path: string, text: string): string | undefined {
    const refused = this.refusal(path);
    if (refused) return refused;
    if (this.entry(this.key(path)).form?.latin1 && encodeLatin1(text) === undefined) {
      const char = [...text].find((c) => encodeLatin1(c) === undefined)!;
      return `'${path}' is not UTF-8 (its bytes are kept as Latin-1, one byte per character), and the new text holds '${char}', which Latin-1 has no byte for; write such characters another way (an escape sequence, a plain-ASCII spelling)`;
    }
    return undefined;
  }

  /** The bytes (or UTF-8 text) `text` is written as, in the form `path` had. */
  private bytesOf(e: Entry, text: string): string | Uint8Array {
    if (!e.form?.latin1) return (e.form?.bom ? '\uFEFF' : '') + text;
    const body = encodeLatin1(text)!;
    if (!e.form.bom) return body;
    const out = new Uint8Array(UTF8_BOM.length + body.length);
    out.set(UTF8_BOM);
    out.set(body, UTF8_BOM.length);
    return out;
  }

  /** The file's current text (after staged changes); undefined when missing or refused by the door. */
  read(path: string): string | undefined {
    const key = this.key(path);
    return this.entries.has(key) ? this.entries.get(key)!.after : this.files.readText(key);
  }

  /** The file's text before the run. */
  original(path: string): string | undefined {
    const key = this.key(path);
    return this.entries.has(key) ? this.entries.get(key)!.before : this.files.readText(key);
  }

  exists(path: string): boolean {
    return this.read(path) !== undefined;
  }

  /** Stages new text for `path`; throws PathRefused when it may not be written (`writeRefusal`). */
  write(path: string, text: string): void {
    const reason = this.writeRefusal(path, text);
    if (reason) throw new PathRefused(path, reason);
    this.entry(this.key(path)).after = text;
  }

  /** Stages the deletion of `path`; throws PathRefused when the door refuses it. */
  delete(path: string): void {
    const target = this.files.resolveForRemoval(path);
    if (!target.ok) throw new PathRefused(path, target.reason);
    const e = this.entry(target.path);
    e.after = undefined;
    if (target.mode !== null) e.mode = target.mode;
  }

  /** Undoes every staged change to `path`. */
  revert(path: string): void {
    const e = this.entries.get(this.key(path));
    if (e) e.after = e.before;
  }

  /** Paths whose text differs from before the run, sorted. */
  changedPaths(): string[] {
    return [...this.entries]
      .filter(([, e]) => e.before !== e.after)
      .map(([p]) => p)
      .sort();
  }

  /** Every staged change as `flush` would write it: the bytes of a changed file, undefined for a deleted one. */
  staged(): { path: string; content: string | Uint8Array | undefined }[] {
    return this.changedPaths().map((path) => {
      const e = this.entries.get(path)!;
      return { path, content: e.after === undefined ? undefined : this.bytesOf(e, e.after) };
    });
  }

  /** Git-style unified diff of one file, or '' when unchanged. */
  diff(path: string, context = 3): string {
    path = this.key(path);
    const e = this.entries.get(path);
    if (!e || e.before === e.after) return '';
    const patch = createTwoFilesPatch(
      e.before === undefined ? '/dev/null' : `a/${path}`,
      e.after === undefined ? '/dev/null' : `b/${path}`,
      e.before ?? '',
      e.after ?? '',
      undefined,
      undefined,
      { context },
    );
    const body = patch.split('\n').filter((line) => !/^={5,}$/.test(line) && !line.startsWith('Index: '));
    return [`diff --git a/${path} b/${path}`, ...body].join('\n').replace(/\n*$/, '\n');
  }

  /** The diff of every changed file, in path order (or in `order` when given). */
  fullDiff(order?: readonly string[]): string {
    const changed = this.changedPaths();
    const keys = order?.map((p) => this.key(p));
    const paths = keys ? [...new Set(keys.filter((p) => changed.includes(p))), ...changed.filter((p) => !keys.includes(p))] : changed;
    return paths.map((p) => this.diff(p)).join('');
  }

  /**
   * Writes every staged change through the door (each file through a temporary file and a rename),
   * each in the form it had (a byte-order mark, Latin-1 bytes); the paths written. When one fails,
   * the files already written are put back as they were before the run and the error is thrown.
   */
  async flush(): Promise<string[]> {
    const changed = this.changedPaths();
    const done: string[] = [];
    this.flushed = [];
    try {
      for (const path of changed) {
        const e = this.entries.get(path)!;
        if (e.after === undefined) await this.files.remove(path);
        else await this.files.write(path, this.bytesOf(e, e.after));
        done.push(path);
      }
    } catch (error) {
      const unrestored = await this.putBack(done);
      const note = unrestored.length ? `; could not put back ${unrestored.join(', ')}` : done.length ? `; ${done.length} file(s) already written were put back` : '';
      throw new Error(`${error instanceof Error ? error.message : String(error)}${note}`, { cause: error });
    }
    this.flushed = changed;
    return changed;
  }

  /**
   * Puts the files the last `flush` wrote back as they were before the run (when what came after it,
   * such as the commit, failed); throws naming those it could not put back.
   */
  async undo(): Promise<void> {
    const unrestored = await this.putBack(this.flushed);
    this.flushed = [];
    if (unrestored.length) throw new Error(`could not put back ${unrestored.join(', ')}`);
  }

  /** Puts `paths` back as they were before the run (created ones removed, deleted ones written with their mode), last first; the paths that failed. */
  private async putBack(paths: readonly string[]): Promise<string[]> {
    const unrestored: string[] = [];
    for (const path of [...paths].reverse()) {
      const e = this.entries.get(path)!;
      try {
        if (e.before === undefined) await this.files.remove(path);
        else await this.files.write(path, this.bytesOf(e, e.before), e.mode);
      } catch {
        unrestored.push(path);
      }
    }
    return unrestored;
  }
}
