/**
 * The notice that a run is waiting for the model: one line every `WAITING_NOTICE_MS` while a call is
 * outstanding (`waiting for the model (gpt-5-mini): 45 s so far`), so a slow or silent server never
 * leaves the run silent. The time is counted in notices, not read from a clock, and the timer is
 * the caller's (`RetryTiming.schedule`), so tests decide when time passes.
 */
import type { RetryTiming } from './retry.js';

export const WAITING_NOTICE_MS = 15_000;

/** What the notice says of the call besides its time. */
export interface WaitingState {
  /** The attempt under way (1 for the first). */
  attempt: number;
  /** Characters of the reply (answer and reasoning) this attempt has received. */
  received: number;
}

/** `waiting for the model (MODEL): N s so far`, then the attempt after the first and what has arrived, if anything. */
export function waitingLine(model: string, elapsedMs: number, state: WaitingState = { attempt: 1, received: 0 }): string {
  const parts = [`waiting for the model (${model}): ${Math.round(elapsedMs / 1000)} s so far`];
  if (state.attempt > 1) parts.push(`attempt ${state.attempt}`);
  if (state.received > 0) parts.push(`${state.received} characters of its reply received`);
  return parts.join(', ');
}

export interface WaitingNoticeOptions {
  model: string;
  say(line: string): void;
  schedule: RetryTiming['schedule'];
  /** Default `WAITING_NOTICE_MS`. */
  everyMs?: number;
  /** The call's state when a notice is due. */
  state?: () => WaitingState;
}

/** Says `waitingLine` every `everyMs` from now on; the returned function stops it. */
export function startWaitingNotice(options: WaitingNoticeOptions): () => void {
  const every = options.everyMs ?? WAITING_NOTICE_MS;
  let notices = 0;
  let stopped = false;
  let cancel: (() => void) | undefined;
  const next = () => {
    cancel = options.schedule(() => {
      if (stopped) return;
      notices++;
      options.say(waitingLine(options.model, notices * every, options.state?.()));
      next();
    }, every);
  };
  next();
  return () => {
    stopped = true;
    cancel?.();
  };
}
