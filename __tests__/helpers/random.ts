/**
 * Numbers that look random but are the same on every run (a linear congruential generator): tests
 * that try many inputs try the same ones each time, so a failure can be run again.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
