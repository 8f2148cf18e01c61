/**
 * Packs candidate items into a token budget: the budget is split across sections by intent, each
 * section is filled best-first, definition cards start compact and are upgraded (standard, then
 * full) while budget remains, and budget a section leaves unused flows to the others. The result
 * never exceeds the budget and is the same for the same input. Pure: token counting is passed in.
 */
import type { IntentKind } from './intent.js';

export type SectionName = 'definitions' | 'snippets' | 'tests' | 'callers' | 'imports' | 'summary' | 'links';

/** Section order in the output. */
export const SECTION_ORDER: readonly SectionName[] = ['summary', 'definitions', 'snippets', 'callers', 'tests', 'imports', 'links'];

/** Budget shares per intent (each row sums to 1). Links, when present, take LINKS_SHARE from all. */
export const SECTION_SHARES: Readonly<Record<IntentKind, Readonly<Record<Exclude<SectionName, 'links'>, number>>>> = {
  BUG_FIX: { definitions: 0.3, snippets: 0.25, callers: 0.2, tests: 0.1, imports: 0.05, summary: 0.1 },
  TEST_WRITING: { tests: 0.4, definitions: 0.25, snippets: 0.15, callers: 0.05, imports: 0.05, summary: 0.1 },
  REFACTOR: { callers: 0.3, definitions: 0.25, snippets: 0.2, imports: 0.1, tests: 0.05, summary: 0.1 },
  IMPLEMENTATION: { snippets: 0.3, definitions: 0.25, imports: 0.15, summary: 0.15, callers: 0.1, tests: 0.05 },
  USAGE_EXPLORATION: { callers: 0.4, snippets: 0.2, definitions: 0.2, summary: 0.1, imports: 0.05, tests: 0.05 },
  DEFINITION_LOOKUP: { definitions: 0.5, snippets: 0.2, callers: 0.1, imports: 0.1, summary: 0.1, tests: 0 },
  // An explanation: the definitions and their bodies, who calls them, and where they sit.
  QUESTION: { definitions: 0.3, snippets: 0.3, callers: 0.15, summary: 0.15, imports: 0.05, tests: 0.05 },
};
export const LINKS_SHARE = 0.1;

export interface ContextItem {
  section: SectionName;
  path: string;
  startLine: number;
  endLine: number;
  /** What the item is: `definition`, `snippet`, `test`, `caller`, `imports`, `tree`, `link`. */
  kind: string;
  /** Renderings from smallest to largest (one for most items; compact/standard/full for cards). */
  renderings: readonly string[];
  /** Must be included before anything else in its section (stack-frame functions). */
  forced?: boolean;
  /** Line range of each rendering when they differ (a snippet and its widened form). */
  ranges?: readonly (readonly [number, number])[];
}

export interface AssembledItem {
  path: string;
  startLine: number;
  endLine: number;
  kind: string;
  /** Index into `renderings` that was used. */
  fidelity: number;
}

export interface AssembledSection {
  name: SectionName;
  tokens: number;
  items: AssembledItem[];
}

export interface AssembledContext {
  intent: IntentKind;
  budget: number;
  tokens: number;
  sections: AssembledSection[];
  text: string;
}

interface Chosen {
  item: ContextItem;
  fidelity: number;
  order: number;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function rangeOf(c: Chosen): readonly [number, number] {
  return c.item.ranges?.[c.fidelity] ?? [c.item.startLine, c.item.endLine];
}

function renderItem(c: Chosen): string {
  const { item } = c;
  const [start, end] = rangeOf(c);
  const lines = start > 0 ? ` lines="${start}-${end}"` : '';
  return `<${item.kind} path="${escapeAttr(item.path)}"${lines}>\n${item.renderings[c.fidelity]}\n</${item.kind}>`;
}

function renderAll(intent: IntentKind, chosen: readonly Chosen[]): { text: string; sections: Map<SectionName, Chosen[]> } {
  const sections = new Map<SectionName, Chosen[]>();
  for (const c of [...chosen].sort((a, b) => a.order - b.order)) {
    const list = sections.get(c.item.section) ?? [];
    list.push(c);
    sections.set(c.item.section, list);
  }
  const parts: string[] = [];
  for (const name of SECTION_ORDER) {
    const list = sections.get(name);
    if (!list?.length) continue;
    parts.push(`<${name}>\n${list.map(renderItem).join('\n')}\n</${name}>`);
  }
  const text = parts.length ? `<context intent="${intent}">\n${parts.join('\n')}\n</context>` : '';
  return { text, sections };
}

/**
 * Chooses and renders items within `budget` tokens. `items` are in relevance order within each
 * section. `count` counts tokens of a string exactly.
 */
export function assembleContext(
  intent: IntentKind,
  items: readonly ContextItem[],
  budget: number,
  count: (text: string) => number,
  /**
   * A cheap lower bound on `count` (it may stop early once above `stopAbove`): items that cannot
   * fit are then refused without being counted.
   */
  atLeast?: (text: string, stopAbove: number) => number,
): AssembledContext {
  const empty: AssembledContext = { intent, budget, tokens: 0, sections: [], text: '' };
  if (budget <= 0 || items.length === 0) return empty;
  const hasLinks = items.some((i) => i.section === 'links');
  const shares = new Map<SectionName, number>();
  for (const [name, share] of Object.entries(SECTION_SHARES[intent])) shares.set(name as SectionName, share * (hasLinks ? 1 - LINKS_SHARE : 1));
  if (hasLinks) shares.set('links', LINKS_SHARE);

  // Per-item costs include the tags around them; section tags and the outer wrapper are reserved up front.
  const overhead = count(`<context intent="${intent}">\n\n</context>`) + SECTION_ORDER.length * 6;
  const available = budget - overhead;
  if (available <= 0) return empty;
  // Counted on first need: most items are never considered beyond their smallest rendering.
  const cost = new Map<ContextItem, (number | undefined)[]>();
  const costOf = (item: ContextItem, fidelity: number) => {
    let list = cost.get(item);
    if (!list) {
      list = [];
      cost.set(item, list);
    }
    return (list[fidelity] ??= count(renderItem({ item, fidelity, order: 0 })) + 1);
  };

  const bySection = new Map<SectionName, ContextItem[]>();
  items.forEach((item) => {
    const list = bySection.get(item.section) ?? [];
    list.push(item);
    bySection.set(item.section, list);
  });
  for (const list of bySection.values()) list.sort((a, b) => Number(Boolean(b.forced)) - Number(Boolean(a.forced)));

  const chosen: Chosen[] = [];
  const used = new Map<SectionName, number>();
  let spent = 0;
  let order = 0;
  const taken = new Set<ContextItem>();
  const cannotFit = (item: ContextItem, fidelity: number, room: number): boolean =>
    cost.get(item)?.[fidelity] === undefined && atLeast !== undefined && atLeast(renderItem({ item, fidelity, order: 0 }), room) + 1 > room;
  const tryAdd = (item: ContextItem, allowance: number): boolean => {
    const room = Math.min(allowance, available - spent);
    if (room <= 0 || cannotFit(item, 0, room)) return false;
    const c = costOf(item, 0);
    if (c > allowance || spent + c > available) return false;
    chosen.push({ item, fidelity: 0, order: order++ });
    taken.add(item);
    spent += c;
    used.set(item.section, (used.get(item.section) ?? 0) + c);
    return true;
  };

  // Pass 1: each section within its share, best first; a too-big item is skipped, smaller ones may still fit.
  for (const name of SECTION_ORDER) {
    const share = Math.floor((shares.get(name) ?? 0) * available);
    for (const item of bySection.get(name) ?? []) tryAdd(item, share - (used.get(name) ?? 0));
  }
  // Pass 2: leftover budget flows to whatever did not fit, in section-share order.
  const byShare = [...SECTION_ORDER].sort((a, b) => (shares.get(b) ?? 0) - (shares.get(a) ?? 0));
  for (const name of byShare) {
    for (const item of bySection.get(name) ?? []) if (!taken.has(item)) tryAdd(item, available - spent);
  }
  // Pass 3: upgrade renderings (compact -> standard -> full) best item first while budget remains.
  for (let level = 1; level < 3; level++) {
    for (const c of chosen) {
      if (c.item.renderings.length <= level || c.fidelity !== level - 1) continue;
      if (cannotFit(c.item, level, available - spent + costOf(c.item, c.fidelity))) continue;
      const extra = costOf(c.item, level) - costOf(c.item, c.fidelity);
      if (spent + extra > available) continue;
      spent += extra;
      used.set(c.item.section, (used.get(c.item.section) ?? 0) + extra);
      c.fidelity = level;
    }
  }

  // The sum of parts can differ from the count of the whole by a few tokens: drop the least
  // relevant items until the whole fits.
  let rendered = renderAll(intent, chosen);
  let total = count(rendered.text);
  while (total > budget && chosen.length) {
    const last = (pool: Chosen[]) => pool.reduce((a, b) => (b.order > a.order ? b : a));
    const upgraded = chosen.filter((c) => c.fidelity > 0);
    if (upgraded.length) last(upgraded).fidelity--;
    else {
      const removable = chosen.filter((c) => !c.item.forced);
      chosen.splice(chosen.indexOf(last(removable.length ? removable : chosen)), 1);
    }
    rendered = renderAll(intent, chosen);
    total = count(rendered.text);
  }
  if (!chosen.length) return empty;
  const sections: AssembledSection[] = [];
  for (const name of SECTION_ORDER) {
    const list = rendered.sections.get(name);
    if (!list?.length) continue;
    sections.push({
      name,
      tokens: list.reduce((sum, c) => sum + costOf(c.item, c.fidelity), 0),
      items: list.map((c) => ({ path: c.item.path, startLine: rangeOf(c)[0], endLine: rangeOf(c)[1], kind: c.item.kind, fidelity: c.fidelity })),
    });
  }
  return { intent, budget, tokens: total, sections, text: rendered.text };
}
