/**
 * A guard against hangs, never a measure of speed: `finishes` runs a call and, if it has not returned
 * after a generous limit, stops it and fails naming what hung. A regular expression that backtracks
 * without end blocks the event loop, where no test timeout can fire; V8 stops it from its watchdog
 * thread (the `timeout` of `node:vm`). What a test asserts is the call's result.
 */
import vm from 'node:vm';

/** Far beyond what any guarded call needs on a loaded machine: only a call that never ends reaches it. */
export const HANG_GUARD_MS = 60_000;

export class Hung extends Error {
  override name = 'Hung';
}

/** `run()`'s result; throws Hung naming `what` when it was stopped after `limitMs`. */
export function finishes<T>(what: string, run: () => T, limitMs = HANG_GUARD_MS): T {
  const context = vm.createContext({ run });
  try {
    return vm.runInContext('run()', context, { timeout: limitMs }) as T;
  } catch (error) {
    if (/Script execution timed out/.test(String((error as Error)?.message ?? error))) {
      throw new Hung(`${what} did not finish: stopped after ${limitMs / 1000} s`);
    }
    throw error;
  }
}
