import { readFileSync } from 'node:fs';

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

/**
 * A clock that moves only when a test says so: timers fire in the order they fall due as the test
 * advances the clock, the clock standing at each one's time when it fires, and a sleep moves the
 * clock at once. Time passes exactly as the code under test asked for it, never as the machine runs.
 */
export interface SteppedClock {
  now(): number;
  sleep(ms: number): Promise<void>;
  schedule(fire: () => void, ms: number): () => void;
  /** The delay of every timer scheduled so far, in order. */
  readonly scheduled: number[];
  /** The sleeps so far, in order. */
  readonly sleeps: number[];
  /** Timers neither fired nor cancelled. */
  pending(): number;
  /** Moves the clock `ms` ahead, firing the timers due by then in order; returns how many fired. */
  advance(ms: number): number;
}

export function steppedClock(start: number): SteppedClock {
  let now = start;
  let order = 0;
  const scheduled: number[] = [];
  const sleeps: number[] = [];
  const waiting = new Set<{ due: number; order: number; fire: () => void }>();
  return {
    now: () => now,
    scheduled,
    sleeps,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    schedule(fire, ms) {
      scheduled.push(ms);
      const timer = { due: now + ms, order: order++, fire };
      waiting.add(timer);
      return () => void waiting.delete(timer);
    },
    pending: () => waiting.size,
    advance(ms) {
      const end = now + ms;
      let fired = 0;
      for (;;) {
        const next = [...waiting].filter((t) => t.due <= end).sort((a, b) => a.due - b.due || a.order - b.order)[0];
        if (!next) break;
        waiting.delete(next);
        now = Math.max(now, next.due);
        next.fire();
        fired++;
      }
      now = Math.max(now, end);
      return fired;
    },
  };
}

/**
 * A `schedule` whose timer fires as soon as `ready()` holds (a program has started what the test
 * needs), not after its milliseconds: a time limit the test reaches at the moment it chooses.
 */
export function fireWhen(ready: () => boolean): (fire: () => void, ms: number) => () => void {
  return (fire) => {
    let cancelled = false;
    void until(() => cancelled || ready()).then(() => {
      if (!cancelled) fire();
    });
    return () => {
      cancelled = true;
    };
  };
}

/** Whether process `pid` has ended: gone, or a zombie its new parent has yet to reap. */
export function processEnded(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}
