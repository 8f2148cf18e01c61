/**
 * Work a process starts without waiting for it (the persisted index written in the background, a
 * poisoned one removed): registered here so that a command-line process that ends explicitly ends
 * only after it has settled.
 */
const inFlight = new Set<Promise<unknown>>();

/** Registers `work`; returns it. */
export function inBackground<T>(work: Promise<T>): Promise<T> {
  inFlight.add(work);
  const done = () => void inFlight.delete(work);
  work.then(done, done);
  return work;
}

/** Settles when every piece of background work started so far has (and any started meanwhile). */
export async function backgroundSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}
