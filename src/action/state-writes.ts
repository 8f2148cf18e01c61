/**
 * Writing the hidden state of Sweep's pull request when other runs may write it at the same time
 * (two failed runs delivered at once, a review comment beside a CI fix): GitHub has no conditional
 * update for a pull request's body, so each write re-reads the body, applies the change to what is
 * there now, writes, and reads again to check the change holds; when another run's write replaced
 * it, the change is applied again on top of that one. An increment is never lost to a write that
 * started from an older body.
 */
import type { GitHubClient, PullData } from './github.js';
import { holds, parseState, withState, type SweepState } from './pr-state.js';

/** Writes tried before giving up on a body that keeps changing. */
export const STATE_WRITE_ATTEMPTS = 5;

export interface StateWrite {
  /** The state on the pull request after the write (this run's change in it). */
  state: SweepState;
  /** The pull request as last read. */
  pull: PullData;
}

/**
 * Applies `change` to the pull request's state. `render` makes the new body from the body read and
 * the new state (by default the body with its marker replaced). No write when nothing would change.
 */
export async function updateState(
  github: Pick<GitHubClient, 'pull' | 'updatePull'>,
  number: number,
  change: (current: SweepState) => SweepState,
  render: (body: string, state: SweepState) => string = withState,
): Promise<StateWrite> {
  let pull = await github.pull(number);
  for (let attempt = 1; attempt <= STATE_WRITE_ATTEMPTS; attempt++) {
    const current = parseState(pull.body, 0);
    const wanted = change(current);
    const body = render(pull.body, wanted);
    if (holds(current, wanted) && body === pull.body) return { state: current, pull };
    await github.updatePull(number, { body });
    pull = await github.pull(number);
    const now = parseState(pull.body, 0);
    if (holds(now, wanted)) return { state: now, pull };
  }
  throw new Error(`the state of #${number} kept changing under other runs' writes (${STATE_WRITE_ATTEMPTS} attempts); try again`);
}
