/**
 * Which processes descend from a process, from a table of process ids and their parents' (read
 * from Linux's `/proc/<pid>/stat` or from `ps -A -o pid= -o ppid=`). Killing a program's process
 * group does not reach the programs it started in groups of their own (every program Sweep starts
 * gets one: programs.ts), so stopping a whole piece of work means finding them. Pure.
 */

/** Process id -> its parent's. */
export type ProcessTable = ReadonlyMap<number, number>;

/** The parent id in the text of `/proc/<pid>/stat` (`pid (command) state ppid ...`; the command may hold spaces and parentheses). */
export function parentFromStat(stat: string): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const parent = Number(fields[1]);
  return Number.isSafeInteger(parent) ? parent : undefined;
}

/** The table in the output of `ps -A -o pid= -o ppid=`. */
export function tableFromPs(output: string): Map<number, number> {
  const table = new Map<number, number>();
  for (const line of output.split('\n')) {
    const [pid, parent] = line.trim().split(/\s+/).map(Number);
    if (Number.isSafeInteger(pid) && Number.isSafeInteger(parent)) table.set(pid!, parent!);
  }
  return table;
}

/** Every process below `root` in `table` (children, their children, ...), nearest first. */
export function descendantsOf(root: number, table: ProcessTable): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of table) {
    const list = children.get(parent);
    if (list) list.push(pid);
    else children.set(parent, [pid]);
  }
  const out: number[] = [];
  const seen = new Set([root]);
  for (let queue = [root]; queue.length; ) {
    const next: number[] = [];
    for (const pid of queue) {
      for (const child of children.get(pid) ?? []) {
        if (seen.has(child)) continue;
        seen.add(child);
        out.push(child);
        next.push(child);
      }
    }
    queue = next;
  }
  return out;
}
