/**
 * Timers that fire only when a test says so, for code that takes a `schedule(fire, ms)` function
 * (attempt timeouts, delayed writes): a test decides when time has run out instead of waiting for it,
 * so the outcome never depends on how fast the machine is.
 */
export interface ManualTimers {
  schedule(fire: () => void, ms: number): () => void;
  /** The delay of every timer scheduled so far, in order, fired, cancelled or pending. */
  readonly scheduled: number[];
  /** Timers neither fired nor cancelled. */
  pending(): number;
  /** Fires every pending timer, oldest first; returns how many fired. */
  fireAll(): number;
}

export function manualTimers(): ManualTimers {
  const scheduled: number[] = [];
  const waiting = new Set<{ fire: () => void }>();
  return {
    scheduled,
    schedule(fire, ms) {
      scheduled.push(ms);
      const timer = { fire };
      waiting.add(timer);
      return () => void waiting.delete(timer);
    },
    pending: () => waiting.size,
    fireAll() {
      const due = [...waiting];
      waiting.clear();
      for (const timer of due) timer.fire();
      return due.length;
    },
  };
}

/** Resolves once `condition` holds, checking after each turn of the event loop (no wall-clock wait). */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
