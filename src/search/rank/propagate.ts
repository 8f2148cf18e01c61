/**
 * Relevance flowing along imports: a personalized PageRank over the file graph (imports in either
 * direction), restarted at the files the query already points at. A file the best candidates import,
 * or that imports them, gains a share of their score.
 */

/** Files -> imported files, as offsets into a target list (what the index keeps). */
export interface FileEdges {
  offsets: Uint32Array;
  targets: Uint32Array;
}

/** Probability of jumping back to the seeds at each step. */
export const RESTART = 0.3;
/** Power iterations (the walk's mass beyond this many steps is negligible at this restart rate). */
export const ITERATIONS = 12;

/** Undirected neighbour lists from directed edges, self-loops dropped (a repeated edge stays repeated). */
export function undirected(edges: FileEdges, fileCount: number): FileEdges {
  const { offsets: from, targets: to } = edges;
  // Two passes over the edges, written out (no callback: this runs once per process, before the
  // loops are optimized), the first counting each file's neighbours, the second placing them.
  const degree = new Uint32Array(fileCount + 1);
  for (let a = 0; a < fileCount; a++) {
    const end = from[a + 1]!;
    for (let p = from[a]!; p < end; p++) {
      const b = to[p]!;
      if (b === a || b >= fileCount) continue;
      degree[a + 1]!++;
      degree[b + 1]!++;
    }
  }
  for (let i = 0; i < fileCount; i++) degree[i + 1]! += degree[i]!;
  const targets = new Uint32Array(degree[fileCount]!);
  const fill = degree.slice(0, fileCount);
  for (let a = 0; a < fileCount; a++) {
    const end = from[a + 1]!;
    for (let p = from[a]!; p < end; p++) {
      const b = to[p]!;
      if (b === a || b >= fileCount) continue;
      targets[fill[a]!++] = b;
      targets[fill[b]!++] = a;
    }
  }
  return { offsets: degree, targets };
}

/**
 * Personalized PageRank: `seeds` (file -> weight, any scale) restart the walk; a file without
 * neighbours keeps its mass. Returns each file's stationary mass (summing to 1 when seeded).
 */
export function personalizedPageRank(graph: FileEdges, fileCount: number, seeds: ReadonlyMap<number, number>, restart = RESTART, iterations = ITERATIONS): Float64Array {
  const start = new Float64Array(fileCount);
  let total = 0;
  for (const [file, weight] of seeds) if (weight > 0 && file < fileCount) total += weight;
  if (total <= 0) return start;
  for (const [file, weight] of seeds) if (weight > 0 && file < fileCount) start[file] = weight / total;
  let mass = start.slice();
  for (let step = 0; step < iterations; step++) {
    const next = new Float64Array(fileCount);
    for (let f = 0; f < fileCount; f++) {
      const m = mass[f]!;
      if (m === 0) continue;
      const from = graph.offsets[f]!;
      const to = graph.offsets[f + 1]!;
      if (to === from) {
        next[f]! += (1 - restart) * m;
        continue;
      }
      const share = ((1 - restart) * m) / (to - from);
      for (let p = from; p < to; p++) next[graph.targets[p]!]! += share;
    }
    for (let f = 0; f < fileCount; f++) next[f]! += restart * start[f]!;
    mass = next;
  }
  return mass;
}
