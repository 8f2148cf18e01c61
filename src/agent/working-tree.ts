/**
 * An in-memory overlay of the repository's files: edits, creations and deletions are staged here,
 * diffed, checked, and written to disk only at the end (atomically per file), so a failed run
 * leaves the checkout as it was. Every read and write goes through the repository's file door
 * (repo-files.ts): a path the door refuses (a symbolic link leaving the repository, a protected
 * path) is never read and cannot be staged, and a link inside the repository stands for the file it
 * points to, under that file's path.
 */
import { createTwoFilesPatch } from 'diff';
import { PathRefused, type RepoFiles } from '../repo/repo-files.js';

interface Entry {
  /** Text before the run; undefined for a file the run creates. */
  before: string | undefined;
  /** Text now; undefined for a deleted file. */
  after: string | undefined;
}

export class WorkingTree {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly files: RepoFiles) {}

  /** The path entries are kept under: the real file's path when the door resolves it, else the path as written. */
  private key(path: string): string {
    const resolved = this.files.resolve(path);
    return resolved.ok ? resolved.path : path;
  }

  private entry(key: string): Entry {
    let e = this.entries.get(key);
    if (!e) {
      const text = this.files.readText(key);
      e = { before: text, after: text };
      this.entries.set(key, e);
    }
    return e;
  }

  /** Why `path` may not be changed (or, with `removal`, deleted), or undefined when it may. */
  refusal(path: string, removal = false): string | undefined {
    const resolved = removal ? this.files.resolveForRemoval(path) : this.files.resolveForWrite(path);
    return resolved.ok ? undefined : resolved.reason;
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

  /** Stages new text for `path`; throws PathRefused when the door refuses the path. */
  write(path: string, text: string): void {
    const reason = this.refusal(path);
    if (reason) throw new PathRefused(path, reason);
    this.entry(this.key(path)).after = text;
  }

  /** Stages the deletion of `path`; throws PathRefused when the door refuses it. */
  delete(path: string): void {
    const reason = this.refusal(path, true);
    if (reason) throw new PathRefused(path, reason);
    this.entry(this.key(path)).after = undefined;
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

  /** Writes every staged change through the door (each file through a temporary file and a rename); the paths written. */
  async flush(): Promise<string[]> {
    const changed = this.changedPaths();
    for (const path of changed) {
      const text = this.entries.get(path)!.after;
      if (text === undefined) await this.files.remove(path);
      else await this.files.write(path, text);
    }
    return changed;
  }
}
