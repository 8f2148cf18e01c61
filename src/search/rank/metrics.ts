/** Retrieval metrics over ranked lists with gold sets: Acc@k, recall@k, MRR, latency percentiles. Pure. */

export const KS = [1, 3, 5, 10] as const;

export interface InstanceOutcome {
  ranked: readonly string[];
  gold: readonly string[];
}

export interface RankMetrics {
  instances: number;
  /** k -> share of instances with every gold item in the top k. */
  acc: Record<number, number>;
  /** k -> mean share of gold items in the top k. */
  recall: Record<number, number>;
  /** Mean reciprocal rank of the first gold item. */
  mrr: number;
}

export function rankMetrics(outcomes: readonly InstanceOutcome[], ks: readonly number[] = KS): RankMetrics {
  const usable = outcomes.filter((o) => o.gold.length > 0);
  const acc: Record<number, number> = {};
  const recall: Record<number, number> = {};
  for (const k of ks) {
    let hits = 0;
    let rec = 0;
    for (const o of usable) {
      const top = new Set(o.ranked.slice(0, k));
      const found = o.gold.filter((g) => top.has(g)).length;
      if (found === o.gold.length) hits++;
      rec += found / o.gold.length;
    }
    acc[k] = usable.length ? hits / usable.length : 0;
    recall[k] = usable.length ? rec / usable.length : 0;
  }
  let mrr = 0;
  for (const o of usable) {
    const gold = new Set(o.gold);
    const rank = o.ranked.findIndex((r) => gold.has(r));
    if (rank >= 0) mrr += 1 / (rank + 1);
  }
  return { instances: usable.length, acc, recall, mrr: usable.length ? mrr / usable.length : 0 };
}

/** The p-th percentile (0..100) by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}
