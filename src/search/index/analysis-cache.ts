/**
 * Analyses kept in memory by content hash, least recently used first out, so building several
 * indexes in one process (the Action re-indexing after checking out a branch, `eval` over many
 * checkouts of one repository) parses each distinct file content once.
 */
import type { PackedContent } from './file-analysis.js';

/**
 * Budget in weight units: about one unit per term occurrence kept or 8 characters of packed text
 * (the terms' texts are shared by every file one thread analyzed, and not counted).
 */
export const DEFAULT_CACHE_WEIGHT = 4_000_000;

function weightOf(content: PackedContent): number {
  if ('skip' in content) return 16;
  return 64 + content.chunks.counts.length + (content.lineTokens.length >> 2) + ((content.core.definitions.length + content.details.length) >> 3);
}

export class AnalysisLru {
  private readonly entries = new Map<string, { content: PackedContent; weight: number }>();
  private weight = 0;

  constructor(readonly maxWeight = DEFAULT_CACHE_WEIGHT) {}

  get(hash: string): PackedContent | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    // Re-insert to mark it most recently used.
    this.entries.delete(hash);
    this.entries.set(hash, entry);
    return entry.content;
  }

  set(hash: string, content: PackedContent): void {
    const weight = weightOf(content);
    if (weight > this.maxWeight) return;
    const old = this.entries.get(hash);
    if (old) {
      this.entries.delete(hash);
      this.weight -= old.weight;
    }
    this.entries.set(hash, { content, weight });
    this.weight += weight;
    for (const [key, entry] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.entries.delete(key);
      this.weight -= entry.weight;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalWeight(): number {
    return this.weight;
  }
}

/** The process-wide cache the indexer uses. */
export const analysisCache = new AnalysisLru();
