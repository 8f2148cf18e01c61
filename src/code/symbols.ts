/**
 * From the symbols an issue names to their definitions, and definition cards at three fidelities:
 * compact (signature, kind, path:line, one-line doc), standard (+ parent and members) and full
 * (+ the body). Same-named symbols are disambiguated by the import chain from the top-ranked files,
 * then by folder proximity, then by file rank.
 */
import type { Definition, DefinitionKind } from './definitions.js';
import type { CodeGraph, GraphDefinition } from './graph.js';

export type Fidelity = 'compact' | 'standard' | 'full';

export interface DefinitionCard {
  name: string;
  qualifiedName: string;
  kind: DefinitionKind;
  path: string;
  startLine: number;
  endLine: number;
  signature: string;
  doc?: string;
  parent?: string;
  members?: string[];
  /** Source lines startLine..endLine, when the file could be read. */
  body?: string;
}

export interface ResolvedSymbol {
  /** As the query wrote it. */
  query: string;
  /** Best first. */
  definitions: GraphDefinition[];
  /** More than one candidate remained after disambiguation. */
  ambiguous: boolean;
}

export interface NamedSymbols {
  /** Code-shaped names, backticked names and called names. */
  symbols: readonly string[];
  /** Dotted chains (`Class.method`, `module.func`). */
  chains: readonly string[];
  /** Function names from stack frames. */
  frameFunctions?: readonly string[];
}

/** Most candidate definitions kept per symbol. */
export const MAX_DEFINITIONS_PER_SYMBOL = 5;

export function cardFor(entry: { path: string; def: Definition }, readText?: (path: string) => string | undefined): DefinitionCard {
  const { def, path } = entry;
  const card: DefinitionCard = {
    name: def.name,
    qualifiedName: def.qualifiedName,
    kind: def.kind,
    path,
    startLine: def.startLine,
    endLine: def.endLine,
    signature: def.signature,
  };
  if (def.doc) card.doc = def.doc;
  if (def.parent) card.parent = def.parent;
  if (def.members?.length) card.members = def.members;
  const text = readText?.(path);
  if (text !== undefined) card.body = text.split('\n').slice(def.startLine - 1, def.endLine).join('\n');
  return card;
}

/** A card as text for the model. `full` without a body falls back to `standard`. */
export function renderCard(card: DefinitionCard, fidelity: Fidelity): string {
  const head = `${card.path}:${card.startLine}-${card.endLine} ${card.kind} ${card.qualifiedName}`;
  const lines = [head, `  ${card.signature}`];
  if (card.doc) lines.push(`  # ${card.doc}`);
  if (fidelity === 'compact') return lines.join('\n');
  if (card.parent) lines.push(`  in: ${card.parent}`);
  if (card.members?.length) lines.push('  members:', ...card.members.map((m) => `    ${m}`));
  if (fidelity === 'standard' || card.body === undefined) return lines.join('\n');
  return [head, card.body].join('\n');
}

function sharedPrefix(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  let n = 0;
  while (n < x.length - 1 && n < y.length - 1 && x[n] === y[n]) n++;
  return n;
}

/** The names to look up, most telling first, without repeats: chains, then symbols, then frame functions. */
export function namesToResolve(named: NamedSymbols): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    if (!seen.has(name)) {
      seen.add(name);
      out.push(name);
    }
  };
  for (const chain of named.chains) {
    const parts = chain.split('.');
    if (parts.length >= 2) add(parts.slice(-2).join('.'));
  }
  for (const s of named.symbols) add(s);
  for (const f of named.frameFunctions ?? []) if (/^[A-Za-z_$][\w$]*$/.test(f)) add(f);
  return out;
}

/**
 * Resolves each name (`name` or `Owner.name`) to the definitions it most likely means. `topFiles`
 * are the best-ranked files, best first: definitions reachable from them by imports win.
 */
export function resolveSymbols(graph: CodeGraph, names: readonly string[], topFiles: readonly string[]): ResolvedSymbol[] {
  const distance = graph.distances(topFiles.slice(0, 10), 3);
  const rank = new Map(topFiles.map((p, i) => [p, i]));
  const out: ResolvedSymbol[] = [];
  for (const query of names) {
    const dot = query.lastIndexOf('.');
    const simple = dot === -1 ? query : query.slice(dot + 1);
    const owner = dot === -1 ? undefined : query.slice(0, dot);
    let candidates = graph.named(simple);
    if (owner) {
      const owned = candidates.filter((d) => d.def.parent !== undefined && (d.def.parent === owner || d.def.parent.endsWith(`.${owner}`)));
      if (owned.length === 0) continue;
      candidates = owned;
    }
    if (candidates.length === 0) continue;
    const key = (d: GraphDefinition) => {
      const dist = distance.get(d.path) ?? 99;
      const proximity = Math.max(0, ...topFiles.slice(0, 5).map((t) => sharedPrefix(t, d.path)));
      return [dist, -proximity, rank.get(d.path) ?? 1e9, d.path, d.def.startLine] as const;
    };
    const sorted = [...candidates].sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
      return 0;
    });
    const best = key(sorted[0]!);
    const tied = sorted.filter((d) => {
      const k = key(d);
      return k[0] === best[0] && k[1] === best[1] && k[2] === best[2];
    });
    out.push({ query, definitions: sorted.slice(0, MAX_DEFINITIONS_PER_SYMBOL), ambiguous: tied.length > 1 && new Set(tied.map((d) => d.path)).size > 1 });
  }
  return out;
}
