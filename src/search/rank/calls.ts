/**
 * One hop along calls from the definitions an issue names. Its code samples and logs name functions
 * (`app.use(...)`, a traceback's `render`), and the fault often sits in what those call. Each named
 * definition (a seed) passes its weight to the definitions its calls may reach: the index's call and
 * class references on its lines, resolved by exact name, a name's share split among the definitions
 * of that name. The other way, a definition whose lines call a seed's name is one of its callers.
 * Only the seeds' own files' references are read, once per query.
 */
import type { DefinitionKind, Reference } from '../../code/definitions.js';
import type { RepoIndex } from '../index/repo-index.js';
import { isCodeShaped, type QuerySignals } from './query.js';
import { PLAIN_SYMBOL_SHARE, symbolSpecificity } from './rerank.js';

/** At most this many named definitions start the hop (the heaviest). */
export const CALL_SEEDS = 16;

/** A called name with more definitions than this says too little about which one runs: it passes nothing. */
export const MAX_CALLEE_DEFINERS = 8;

/** A seed calling more distinct names than this (a large class, a script's main) is too diffuse to pass anything; it also bounds each query's work. */
export const MAX_SEED_CALLS = 64;

/** What a call can reach, and what can be a seed. */
const CALLABLE = new Set<DefinitionKind>(['function', 'method', 'class', 'interface', 'struct', 'enum']);

export interface CallSeeds {
  /** Named definitions by id, with their weight (0..1). */
  defs: ReadonlyMap<number, number>;
  /** The seeds' names, with the weight of the heaviest seed of each. */
  names: ReadonlyMap<string, number>;
}

export interface CallHop {
  seeds: CallSeeds;
  /** Definitions the seeds call, by id: the summed weight reaching each. */
  callees: ReadonlyMap<number, number>;
}

export const NO_CALLS: CallHop = { seeds: { defs: new Map(), names: new Map() }, callees: new Map() };

/**
 * The definitions the issue names (`signals.symbols`, exact case): weight = 1 for a code-shaped
 * name (`PLAIN_SYMBOL_SHARE` for a plain word) times its specificity (IDF), over the square root of
 * the number of definitions of that name; the `limit` heaviest, ties by id.
 */
export function callSeeds(index: Pick<RepoIndex, 'symbols' | 'definition' | 'vocab' | 'content'>, signals: Pick<QuerySignals, 'symbols'>, limit = CALL_SEEDS): CallSeeds {
  const weighed: { id: number; name: string; weight: number }[] = [];
  for (const name of signals.symbols) {
    const ids = (index.symbols.get(name.toLowerCase()) ?? []).filter((id) => {
      const def = index.definition(id).def;
      return def.name === name && CALLABLE.has(def.kind);
    });
    if (!ids.length) continue;
    const term = index.vocab.get(name.toLowerCase());
    const specificity = term === undefined ? 1 : symbolSpecificity(index.content.idf(term), index.content.docCount);
    const weight = ((isCodeShaped(name) ? 1 : PLAIN_SYMBOL_SHARE) * specificity) / Math.sqrt(ids.length);
    for (const id of ids) weighed.push({ id, name, weight });
  }
  weighed.sort((a, b) => b.weight - a.weight || a.id - b.id);
  const defs = new Map<number, number>();
  const names = new Map<string, number>();
  for (const s of weighed.slice(0, limit)) {
    if (s.weight <= 0) continue;
    defs.set(s.id, Math.max(defs.get(s.id) ?? 0, s.weight));
    names.set(s.name, Math.max(names.get(s.name) ?? 0, s.weight));
  }
  return { defs, names };
}

/** The distinct names called (or instantiated) on lines `startLine..endLine`, `except` left out. */
export function calledNames(references: readonly Reference[], startLine: number, endLine: number, except?: string): string[] {
  const names = new Set<string>();
  for (const r of references) {
    if ((r.kind === 'call' || r.kind === 'class') && r.line >= startLine && r.line <= endLine && r.name !== except) names.add(r.name);
  }
  return [...names];
}

/**
 * The definitions the seeds call: each seed's weight over the square root of how many names it
 * calls, each name's share split evenly among the callable definitions of exactly that name (the
 * seed itself left out; a name defined more than `MAX_CALLEE_DEFINERS` times passes nothing, and
 * neither does a seed calling more than `MAX_SEED_CALLS` names).
 */
export function calleeWeights(index: Pick<RepoIndex, 'symbols' | 'definition' | 'files' | 'referencesOf'>, seeds: ReadonlyMap<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [id, weight] of seeds) {
    const { file, def } = index.definition(id);
    const names = calledNames(index.referencesOf(index.files[file]!), def.startLine, def.endLine, def.name);
    if (!names.length || names.length > MAX_SEED_CALLS) continue;
    const perName = weight / Math.sqrt(names.length);
    for (const name of names) {
      const ids = index.symbols.get(name.toLowerCase()) ?? [];
      if (ids.length > MAX_CALLEE_DEFINERS) continue;
      const targets = ids.filter((t) => {
        if (t === id) return false;
        const d = index.definition(t).def;
        return d.name === name && CALLABLE.has(d.kind);
      });
      for (const t of targets) out.set(t, (out.get(t) ?? 0) + perName / targets.length);
    }
  }
  return out;
}

/** One hop from what the issue names: its seeds and their callees. */
export function callHop(index: RepoIndex, signals: Pick<QuerySignals, 'symbols'>): CallHop {
  const seeds = callSeeds(index, signals);
  if (!seeds.defs.size) return NO_CALLS;
  return { seeds, callees: calleeWeights(index, seeds.defs) };
}

/** How strongly lines `startLine..endLine` call the seeds: the summed weight of the seed names they call (`own` left out). */
export function callerWeight(references: readonly Reference[], startLine: number, endLine: number, names: ReadonlyMap<string, number>, own: string): number {
  if (!names.size) return 0;
  let sum = 0;
  for (const name of calledNames(references, startLine, endLine, own)) sum += names.get(name) ?? 0;
  return sum;
}

/** Per file, the summed callee weight of its definitions over the largest (0..1). */
export function fileCalleeScores(index: Pick<RepoIndex, 'definitionFile'>, callees: ReadonlyMap<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [id, weight] of callees) {
    const file = index.definitionFile(id).id;
    out.set(file, (out.get(file) ?? 0) + weight);
  }
  const max = Math.max(0, ...out.values());
  if (max > 0) for (const [file, v] of out) out.set(file, v / max);
  return out;
}
