/**
 * Parsing and checking the planner's reply: the JSON plan, file change requests with paths
 * corrected against the repository (case, separators, near names), actions fixed up (modify of a
 * missing file becomes create and vice versa), paths that must never change refused (decided by
 * protected-paths.ts), and the requests ordered so definitions come before their users. Pure.
 */
import { protectedReason, type BlockedDir } from '../repo/protected-paths.js';

export type ChangeAction = 'modify' | 'create' | 'delete';

export interface FileChangeRequest {
  path: string;
  action: ChangeAction;
  instructions: string;
}

export interface Plan {
  rootCause: string;
  summary: string;
  changes: FileChangeRequest[];
}

export interface PlanCheck {
  changes: FileChangeRequest[];
  /** Corrections made (kept for the log and the PR body). */
  notes: string[];
  /** Requests refused, with the reason (shown to the model when nothing usable remains). */
  refused: string[];
}

export interface RepoView {
  /** Every file path in the repository (`/`-separated, relative). */
  paths: readonly string[];
  /** Folders (relative) nothing may change, from the repository config. */
  blockedDirs: readonly BlockedDir[];
}

export const MAX_CHANGES = 20;
const ACTIONS = new Set<ChangeAction>(['modify', 'create', 'delete']);

const FENCE = '```';
const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);

/**
 * The text of the first fenced block of a reply: what `/```(?:json)?\s*\n([\s\S]*?)\n\s*```/` captures,
 * found in one pass (that pattern, tried at each fence, gave back each newline of a run of blank lines
 * and read the rest of the reply for each: a reply of a few thousand newlines took seconds).
 */
export function fencedBlock(reply: string): string | undefined {
  // The newlines a block can end at: those in a run of spaces that a fence ends.
  const closers: number[] = [];
  for (let i = 0; i < reply.length; ) {
    if (!isSpace(reply[i])) {
      i++;
      continue;
    }
    let end = i;
    while (isSpace(reply[end])) end++;
    if (reply.startsWith(FENCE, end)) for (let j = i; j < end; j++) if (reply[j] === '\n') closers.push(j);
    i = end;
  }
  const firstCloserFrom = (at: number): number | undefined => {
    let lo = 0;
    let hi = closers.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (closers[mid]! < at) lo = mid + 1;
      else hi = mid;
    }
    return closers[lo];
  };
  for (let open = reply.indexOf(FENCE); open !== -1; open = reply.indexOf(FENCE, open + 1)) {
    // After the fence and `json`, spaces that hold a newline; the block starts after the last one.
    const from = open + FENCE.length + (reply.startsWith('json', open + FENCE.length) ? 4 : 0);
    let end = from;
    const newlines: number[] = [];
    for (; isSpace(reply[end]); end++) if (reply[end] === '\n') newlines.push(end);
    const last = newlines.at(-1);
    if (last === undefined) continue;
    const close = firstCloserFrom(end);
    if (close !== undefined) return reply.slice(last + 1, close);
    // No fence closes a block after these spaces: a fence right after them closes an empty one.
    if (newlines.length >= 2 && reply.startsWith(FENCE, end)) return reply.slice(newlines.at(-2)! + 1, last);
  }
  return undefined;
}

/** The first JSON object in a reply: the whole reply, a fenced block, or the outermost braces. */
export function extractJson(reply: string): unknown {
  const attempts: string[] = [reply.trim()];
  const fenced = fencedBlock(reply);
  if (fenced !== undefined) attempts.push(fenced);
  const first = reply.indexOf('{');
  const last = reply.lastIndexOf('}');
  if (first !== -1 && last > first) attempts.push(reply.slice(first, last + 1));
  for (const text of attempts) {
    try {
      return JSON.parse(text);
    } catch {
      // Try the next form.
    }
  }
  throw new Error('the reply is not a JSON object (answer with the JSON object only, no prose around it)');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Reads a plan from the model's reply; throws a message the model can act on when it is malformed. */
export function parsePlan(reply: string): Plan {
  const json = extractJson(reply) as Record<string, unknown> | null;
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('the reply must be one JSON object with "root_cause", "plan" and "changes"');
  const changes = json.changes;
  if (!Array.isArray(changes)) throw new Error('"changes" must be a list of {"path", "action", "instructions"} objects');
  if (changes.length > MAX_CHANGES) throw new Error(`"changes" lists ${changes.length} files; keep the change to at most ${MAX_CHANGES} files`);
  const out: FileChangeRequest[] = changes.map((c, i) => {
    const change = c as Record<string, unknown> | null;
    if (!change || typeof change !== 'object') throw new Error(`changes[${i}] must be an object with "path", "action" and "instructions"`);
    const path = text(change.path ?? change.file);
    if (!path) throw new Error(`changes[${i}] has no "path"`);
    const action = (text(change.action) || 'modify').toLowerCase() as ChangeAction;
    if (!ACTIONS.has(action)) throw new Error(`changes[${i}].action must be "modify", "create" or "delete", got "${text(change.action)}"`);
    return { path, action, instructions: text(change.instructions ?? change.description) };
  });
  return { rootCause: text(json.root_cause ?? json.rootCause), summary: text(json.plan ?? json.summary), changes: out };
}

/** Levenshtein distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** A model-written path in the repository's form: `/` separators, no `./`, quotes or backticks. */
export function normalizePath(path: string): string {
  return path
    .trim()
    .replace(/^[`'"]+|[`'"]+$/g, '')
    .replace(/\\/g, '/')
    .replace(/^(?:\.\/)+/, '')
    .replace(/\/{2,}/g, '/');
}

/** Why a path may not be changed, or undefined when it may. */
export function refusalFor(path: string, blockedDirs: readonly BlockedDir[]): string | undefined {
  if (/^\/|^[A-Za-z]:/.test(path)) return `'${path}' is an absolute path; use a path relative to the repository root`;
  if (path.split('/').includes('..')) return `'${path}' leads outside the repository`;
  return protectedReason(path, blockedDirs);
}

/** The repository path a model-written path most likely means, or undefined. */
export function correctPath(path: string, paths: readonly string[]): string | undefined {
  const lower = path.toLowerCase();
  const byCase = paths.filter((p) => p.toLowerCase() === lower);
  if (byCase.length === 1) return byCase[0];
  const suffix = paths.filter((p) => p.endsWith(`/${path}`));
  if (suffix.length === 1) return suffix[0];
  const max = Math.max(2, Math.floor(path.length / 12));
  let best: string | undefined;
  let bestDistance = max + 1;
  let tie = false;
  for (const candidate of paths) {
    const d = editDistance(path, candidate, max);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) tie = true;
  }
  return best !== undefined && !tie && bestDistance <= max ? best : undefined;
}

/** Checks and fixes the plan's requests against the repository. */
export function checkPlan(plan: Plan, repo: RepoView): PlanCheck {
  const existing = new Set(repo.paths);
  const notes: string[] = [];
  const refused: string[] = [];
  const merged = new Map<string, FileChangeRequest>();
  for (const request of plan.changes) {
    let path = normalizePath(request.path);
    let action = request.action;
    const refusal = refusalFor(path, repo.blockedDirs);
    if (refusal) {
      refused.push(refusal);
      continue;
    }
    if (!existing.has(path) && action !== 'create') {
      const corrected = correctPath(path, repo.paths);
      if (corrected && !refusalFor(corrected, repo.blockedDirs)) {
        notes.push(`${path} corrected to ${corrected}`);
        path = corrected;
      } else if (action === 'modify') {
        notes.push(`${path} does not exist: it will be created`);
        action = 'create';
      } else {
        refused.push(`'${path}' cannot be deleted: it does not exist`);
        continue;
      }
    } else if (existing.has(path) && action === 'create') {
      notes.push(`${path} already exists: it will be modified`);
      action = 'modify';
    }
    const previous = merged.get(path);
    if (previous) {
      previous.instructions = `${previous.instructions}\n${request.instructions}`.trim();
      if (action === 'delete' || previous.action === 'delete') previous.action = action;
    } else merged.set(path, { path, action, instructions: request.instructions });
  }
  return { changes: [...merged.values()], notes, refused };
}

/**
 * Orders requests: new files first (what they define is usually used by the edits), then modified
 * files with definitions before their users (`order` is the import order of the modified paths),
 * then deletions.
 */
export function orderChanges(changes: readonly FileChangeRequest[], importOrder: (paths: string[]) => string[]): FileChangeRequest[] {
  const byPath = new Map(changes.map((c) => [c.path, c]));
  const created = changes.filter((c) => c.action === 'create');
  const modified = importOrder(changes.filter((c) => c.action === 'modify').map((c) => c.path)).map((p) => byPath.get(p)!);
  const deleted = changes.filter((c) => c.action === 'delete');
  return [...created, ...modified, ...deleted];
}
