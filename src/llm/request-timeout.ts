/**
 * The per-request timeout of model calls: how long a request may wait for the server's first chunk
 * (and between chunks of a streamed reply; for a reply that is not streamed, for all of it), the
 * range and default of its setting, and what a request that ran out of it says. No imports: the
 * command-line grammar reads the range.
 */

export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 120;
export const MIN_REQUEST_TIMEOUT_SECONDS = 1;
export const MAX_REQUEST_TIMEOUT_SECONDS = 3_600;
/** The setting's name in the Action. */
export const ACTION_TIMEOUT_SETTING = 'request-timeout-seconds';
/** The setting's names in the command line. */
export const CLI_TIMEOUT_SETTING = '--request-timeout or SWEEP_REQUEST_TIMEOUT';

/** Milliseconds as seconds for a message: `120 s`, `0.25 s`. */
export function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/** What a request the timeout ended says: which wait ran out, the attempt, and the setting behind it. */
export function noAnswerMessage(info: { label: string; attempt: number; timeoutMs: number; progressed: boolean }, setting: string): string {
  const what = info.progressed ? `sent nothing more for ${seconds(info.timeoutMs)} in the middle of its reply` : `sent nothing for ${seconds(info.timeoutMs)}`;
  return `${info.label}: the model server ${what} (${setting}; attempt ${info.attempt})`;
}
