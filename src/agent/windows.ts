/**
 * Where the editor looks in a large file: windows sized around the lines that matter, chosen from
 * typed focus records by priority (the lines the plan names, what the planner was shown, then
 * retrieval's entities and snippets), plus the file's import header as a small window of its own.
 * A window holds its record's lines (a whole definition when it fits) and a few lines of context on
 * each side while the budget lasts; windows that would touch or overlap are one window, and no token
 * is spent twice on a line. Lines shown earlier in the conversation are never chosen again, so a
 * second view of a file shows other lines. A small file is shown whole. Pure: works on the tokens of
 * each line.
 */

/** Files with more lines than this are shown in windows even when their tokens would fit. */
export const WINDOW_THRESHOLD_LINES = 1_000;
/** Lines of interest one record may bring into a window, at most. */
export const WINDOW_LINES = 600;
/** Windows around focus records, at most (the import header comes on top). */
export const MAX_WINDOWS = 4;
/** Lines of context added on each side of a record's lines, budget allowing. */
export const CONTEXT_LINES = 15;
/** Windows closer than this many lines are joined (the lines between them shown too). */
export const MIN_GAP_LINES = 3;
/** Lines of a file's import header shown, at most. */
export const HEADER_LINES = 60;
/** The import header takes at most this share of the budget. */
export const HEADER_SHARE = 0.2;
/** One record's lines take at most this share of the budget when other records wait. */
export const CORE_SHARE = 0.5;
/** Lines added on each side of a window shown before, for a view that must show other lines. */
export const WIDEN_LINES = 100;

export interface Window {
  /** 1-based, inclusive. */
  start: number;
  end: number;
}

/** Why lines matter to the edit. */
export type FocusKind = 'review' | 'plan-line' | 'plan-symbol' | 'context' | 'entity' | 'snippet' | 'imports';

/** Lines that matter to the edit of a file, and how much. */
export interface Focus {
  kind: FocusKind;
  /** 1-based, inclusive: the lines of interest (a definition, a snippet, a line the plan names). */
  start: number;
  end: number;
  /** Lower comes first; records of equal priority keep their order. */
  priority: number;
}

function sum(lineTokens: readonly number[], start: number, end: number): number {
  let total = 0;
  for (let line = start; line <= end; line++) total += lineTokens[line - 1] ?? 0;
  return total;
}

/** Whether the file is shown whole: few enough lines, and all of them within `maxTokens`. */
export function fitsWhole(lineTokens: readonly number[], maxTokens: number): boolean {
  return lineTokens.length <= WINDOW_THRESHOLD_LINES && sum(lineTokens, 1, lineTokens.length) <= maxTokens;
}

/** The lines of one view of a file: which are chosen, which were shown before, and the tokens spent. */
class View {
  readonly count: number;
  private picked: Uint8Array;
  private readonly seen: Uint8Array;
  spent = 0;

  constructor(
    private readonly tokens: readonly number[],
    readonly maxTokens: number,
    shown: readonly Window[],
  ) {
    this.count = tokens.length;
    this.picked = new Uint8Array(this.count + 2);
    this.seen = new Uint8Array(this.count + 2);
    for (const w of shown) for (let l = Math.max(1, w.start); l <= Math.min(this.count, w.end); l++) this.seen[l] = 1;
  }

  isFree(line: number): boolean {
    return line >= 1 && line <= this.count && !this.picked[line] && !this.seen[line];
  }

  isPicked(line: number): boolean {
    return this.picked[line] === 1;
  }

  isSeen(line: number): boolean {
    return this.seen[line] === 1;
  }

  /** Tokens of the free lines among `start..end`. */
  cost(start: number, end: number): number {
    let total = 0;
    for (let l = start; l <= end; l++) if (this.isFree(l)) total += this.tokens[l - 1] ?? 0;
    return total;
  }

  pick(start: number, end: number): void {
    for (let l = start; l <= end; l++) {
      if (!this.isFree(l)) continue;
      this.picked[l] = 1;
      this.spent += this.tokens[l - 1] ?? 0;
    }
  }

  get left(): number {
    return this.maxTokens - this.spent;
  }

  get empty(): boolean {
    return !this.picked.includes(1);
  }

  save(): { picked: Uint8Array; spent: number } {
    return { picked: this.picked.slice(), spent: this.spent };
  }

  restore(state: { picked: Uint8Array; spent: number }): void {
    this.picked = state.picked;
    this.spent = state.spent;
  }

  windows(): Window[] {
    const out: Window[] = [];
    for (let l = 1; l <= this.count; l++) {
      if (!this.picked[l]) continue;
      const last = out[out.length - 1];
      if (last && last.end === l - 1) last.end = l;
      else out.push({ start: l, end: l });
    }
    return out;
  }

  /**
   * The free lines to add with `line` so that no gap of fewer than MIN_GAP_LINES free lines is left
   * between it and a chosen line in direction `step` (-1 up, +1 down): the gap itself, or none.
   */
  gapFill(line: number, step: -1 | 1): [number, number] | undefined {
    let l = line + step;
    let free = 0;
    while (free < MIN_GAP_LINES && this.isFree(l)) {
      l += step;
      free++;
    }
    if (free === 0 || free >= MIN_GAP_LINES || !this.isPicked(l)) return undefined;
    return step < 0 ? [l + 1, line - 1] : [line + 1, l - 1];
  }

  /** Adds `line` (and the gap to a window it would nearly touch) when the budget allows; false when it does not. */
  extend(line: number, step: -1 | 1): boolean {
    const fill = this.gapFill(line, step);
    const cost = this.cost(line, line) + (fill ? this.cost(fill[0], fill[1]) : 0);
    if (cost > this.left) return false;
    this.pick(line, line);
    if (fill) this.pick(fill[0], fill[1]);
    return true;
  }

  /** Joins windows left fewer than MIN_GAP_LINES free lines apart; false when the budget does not allow it. */
  closeGaps(): boolean {
    for (const w of this.windows()) {
      const fill = this.gapFill(w.end, 1);
      if (!fill) continue;
      if (this.cost(fill[0], fill[1]) > this.left) return false;
      this.pick(fill[0], fill[1]);
    }
    return true;
  }
}

/**
 * Adds `record`'s lines (at most WINDOW_LINES of them, from its first, as many as `cap` tokens and the
 * budget allow) to the view, unless that would make more than `maxWindows` windows; the lines it
 * covers, or undefined. The first line of the first record is taken even when it alone is over the
 * budget: a view is never empty. A record whose every line was shown before adds nothing.
 */
function addRecord(view: View, record: Window, cap: number, maxWindows: number): Window | undefined {
  const start = Math.max(1, Math.min(record.start, view.count));
  const end = Math.min(view.count, Math.max(start, record.end), start + WINDOW_LINES - 1);
  let unseen = false;
  for (let l = start; l <= end && !unseen; l++) unseen = !view.isSeen(l);
  if (!unseen) return undefined;
  const allowance = Math.min(cap, view.left);
  let last = start - 1;
  let used = 0;
  for (let l = start; l <= end; l++) {
    const cost = view.cost(l, l);
    if (used + cost > allowance) break;
    used += cost;
    last = l;
  }
  if (last < start) {
    if (!view.empty || !view.isFree(start)) return undefined;
    last = start;
  }
  const before = view.save();
  view.pick(start, last);
  if (!view.closeGaps() || view.windows().length > maxWindows) {
    view.restore(before);
    return undefined;
  }
  return { start, end: last };
}

/** Adds up to `lines` lines of context above and below `start..end`, one at a time on each side, while the budget allows. */
function addContext(view: View, start: number, end: number, lines: number): void {
  let up = true;
  let down = true;
  for (let k = 1; k <= lines && (up || down); k++) {
    for (const [step, line] of [[-1, start - k], [1, end + k]] as const) {
      if (step < 0 ? !up : !down) continue;
      const open = line >= 1 && line <= view.count && !view.isSeen(line) && (view.isPicked(line) || view.extend(line, step));
      if (!open) {
        if (step < 0) up = false;
        else down = false;
      }
    }
  }
}

/**
 * The windows of a file whose lines have `lineTokens` tokens each, for the `focus` records: all of
 * them together at most `maxTokens` tokens, in file order, never touching or overlapping, never
 * holding a line of `shown` (windows shown earlier in the conversation). The import header (an
 * `imports` record) comes first, within HEADER_SHARE of the budget; then each record by priority,
 * its lines (a whole definition when it fits) in a window of its own or joined to one it is near,
 * at most MAX_WINDOWS of them; then CONTEXT_LINES of context around each record while the budget
 * lasts. Without records, the file's first lines; without records and with windows shown before,
 * the lines around those windows.
 */
export function fileWindows(lineTokens: readonly number[], focus: readonly Focus[], maxTokens: number, shown: readonly Window[] = []): Window[] {
  const lineCount = lineTokens.length;
  if (shown.length === 0 && lineCount === 0) return [{ start: 1, end: 1 }];
  if (shown.length === 0 && fitsWhole(lineTokens, maxTokens)) return [{ start: 1, end: lineCount }];
  const view = new View(lineTokens, maxTokens, shown);
  const header = focus.find((f) => f.kind === 'imports');
  let maxWindows = MAX_WINDOWS;
  if (header) {
    const lines = { start: header.start, end: Math.min(header.end, header.start + HEADER_LINES - 1) };
    if (addRecord(view, lines, Math.floor(maxTokens * HEADER_SHARE), MAX_WINDOWS + 1)) maxWindows++;
  }
  const records = focus
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.kind !== 'imports' && f.start <= lineCount && f.end >= 1)
    .sort((a, b) => a.f.priority - b.f.priority || a.i - b.i)
    .map(({ f }) => ({ start: Math.max(1, f.start), end: Math.min(lineCount, Math.max(f.start, f.end)) }));
  if (records.length === 0 && shown.length === 0) {
    // Nothing says where to look: the file's first lines.
    addRecord(view, { start: 1, end: lineCount }, maxTokens, maxWindows);
    return view.windows();
  }
  const cap = records.length > 1 ? Math.floor(maxTokens * CORE_SHARE) : maxTokens;
  const added = records.map((r) => addRecord(view, r, cap, maxWindows)).filter((r) => r !== undefined);
  for (const r of added) addContext(view, r.start, r.end, CONTEXT_LINES);
  if (view.empty && shown.length > 0) {
    // Nothing new to show around a record: the lines next to the windows shown before.
    for (const w of shown) {
      const before = view.save();
      addContext(view, w.start, w.end, WIDEN_LINES);
      if (view.windows().length > maxWindows) {
        view.restore(before);
        break;
      }
    }
  }
  return view.windows();
}
