/**
 * An in-memory overlay of the repository's files: edits, creations and deletions are staged here,
 * diffed, checked, and written to disk only at the end (atomically per file), so a failed run
 * leaves the checkout as it was.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createTwoFilesPatch } from 'diff';

/** Reads a repository file's text; undefined when it does not exist. */
export type TextReader = (path: string) => string | undefined;

interface Entry {
  /** Text before the run; undefined for a file the run creates. */
  before: string | undefined;
  /** Text now; undefined for a deleted file. */
  after: string | undefined;
}

export class WorkingTree {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly readOriginal: TextReader) {}

  private entry(path: string): Entry {
    let e = this.entries.get(path);
    if (!e) {
      const text = this.readOriginal(path);
      e = { before: text, after: text };
      this.entries.set(path, e);
    }
    return e;
  }

  /** The file's current text (after staged changes). */
  read(path: string): string | undefined {
    return this.entries.has(path) ? this.entries.get(path)!.after : this.readOriginal(path);
  }

  /** The file's text before the run. */
  original(path: string): string | undefined {
    return this.entries.has(path) ? this.entries.get(path)!.before : this.readOriginal(path);
  }

  exists(path: string): boolean {
    return this.read(path) !== undefined;
  }

  write(path: string, text: string): void {
    this.entry(path).after = text;
  }

  delete(path: string): void {
    this.entry(path).after = undefined;
  }

  /** Undoes every staged change to `path`. */
  revert(path: string): void {
    const e = this.entries.get(path);
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
    const paths = order ? [...order.filter((p) => changed.includes(p)), ...changed.filter((p) => !order.includes(p))] : changed;
    return paths.map((p) => this.diff(p)).join('');
  }

  /** Writes every staged change under `root`: each file through a temporary file and a rename. */
  async flush(root: string): Promise<string[]> {
    const changed = this.changedPaths();
    for (const path of changed) {
      const target = join(root, path);
      const text = this.entries.get(path)!.after;
      if (text === undefined) {
        await rm(target, { force: true });
        continue;
      }
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}.sweep-${process.pid}.tmp`;
      await writeFile(temp, text);
      await rename(temp, target);
    }
    return changed;
  }
}
