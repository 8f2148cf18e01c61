/**
 * The one retry helper every network call goes through: bounded attempts, exponential backoff with
 * full jitter, the server's `Retry-After` hint, a timeout per attempt and a total deadline.
 * Only failures that may pass on their own are retried (408, 429, 5xx but 501, timeouts, dropped
 * connections); a request the server refused (400, 401, 403, 404, ...) or cannot serve at all (501
 * Not Implemented) fails at once with its own error. An attempt's timeout can bound the wait for
 * each sign of progress rather than the whole attempt (`AttemptContext.alive`), so a reply that keeps
 * coming is not cut while one that stops is. The clock, sleep and randomness are parameters so tests
 * run without waiting.
 */

export const DEFAULT_MAX_ATTEMPTS = 4;
/** Backoff before attempt 2; doubles for every later attempt. */
export const DEFAULT_BASE_DELAY_MS = 1_000;
/** Ceiling of the exponential backoff (before jitter). A `Retry-After` hint may ask for more. */
export const DEFAULT_MAX_DELAY_MS = 30_000;
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 120_000;
/** Largest delay `setTimeout` accepts; longer timeouts are clamped to it. */
const MAX_TIMER_MS = 2_147_483_647;
/** How far down an error's `cause` chain network error codes are looked for. */
const MAX_CAUSE_DEPTH = 5;

/** Statuses retried besides every 5xx: request timeout and rate limit. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429]);
/** Server errors that another attempt cannot change: 501 Not Implemented (the server lacks the feature). */
export const FINAL_SERVER_STATUSES: ReadonlySet<number> = new Set([501]);

/** Node and undici error codes of timeouts and dropped or refused connections. */
export const RETRYABLE_NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** Time and chance, injectable: the real ones in production, fakes in tests. */
export interface RetryTiming {
  /** Milliseconds since the epoch. */
  now(): number;
  sleep(ms: number): Promise<void>;
  /** A number in [0, 1). */
  random(): number;
  /** Calls `fire` once `ms` milliseconds have passed (an attempt's timeout); the returned function cancels it. */
  schedule(fire: () => void, ms: number): () => void;
}

export const systemTiming: RetryTiming = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, MAX_TIMER_MS))),
  random: () => Math.random(),
  schedule: (fire, ms) => {
    const timer = setTimeout(fire, Math.min(ms, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  },
};

/** What one attempt gets to work with. */
export interface AttemptContext {
  /** 1-based attempt number. */
  attempt: number;
  /** Aborted when the attempt times out or the caller cancels; pass it on to the request. */
  signal: AbortSignal;
  /** How long this attempt may take, in milliseconds (the per-attempt timeout or what is left of the deadline). */
  timeoutMs: number;
  /**
   * Says the attempt is making progress (a streamed reply's chunk arrived): its timeout starts again
   * from now, so it bounds each wait rather than the whole attempt. The total deadline still applies.
   */
  alive(): void;
}

export interface RetryInfo {
  /** The attempt that just failed. */
  attempt: number;
  /** The wait before the next attempt. */
  delayMs: number;
  error: unknown;
}

export interface RetryOptions {
  /** Names the operation in error messages, e.g. `chat completion (model gpt-5-mini)`. */
  label?: string;
  /** Attempts in all, the first included. */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  attemptTimeoutMs?: number;
  /** Absolute time (per `timing.now`) after which no attempt starts and none runs on. */
  deadline?: number;
  /** Which failures are worth another attempt; `isRetryableError` by default. */
  isRetryable?: (error: unknown) => boolean;
  timing?: Partial<RetryTiming>;
  /** Cancels the whole operation; a cancelled operation is never retried. */
  signal?: AbortSignal;
  /** Called before each wait, e.g. to log the retry. */
  onRetry?: (info: RetryInfo) => void;
  /** The longest `Retry-After` wait honoured (DEFAULT_MAX_RETRY_AFTER_MS); a longer one fails at once. */
  maxRetryAfterMs?: number;
  /**
   * The message of an attempt's own timeout (not one cut short by the deadline), e.g. to name the
   * setting behind it; `<label> timed out after N ms (attempt K)` by default.
   */
  timeoutMessage?: (info: TimeoutInfo) => string;
}

/** What an attempt's timeout knows when it fires. */
export interface TimeoutInfo {
  label: string;
  attempt: number;
  /** The wait that ran out, in milliseconds. */
  timeoutMs: number;
  /** The attempt had made progress (`alive` was called) before the wait that ran out. */
  progressed: boolean;
}

/** One attempt ran past its time. Retryable unless the total deadline was what ran out. */
export class AttemptTimeoutError extends Error {
  constructor(
    readonly label: string,
    readonly attempt: number,
    readonly timeoutMs: number,
    /** True when the attempt was cut short by the total deadline rather than the per-attempt timeout. */
    readonly byDeadline: boolean,
    message = `${label} timed out after ${timeoutMs} ms (attempt ${attempt})`,
    /** The attempt had made progress before the wait that ran out. */
    readonly progressed = false,
  ) {
    super(message);
    this.name = 'AttemptTimeoutError';
  }
}

/** Every allowed attempt failed with a retryable error; `cause` is the last one. */
export class RetriesExhaustedError extends Error {
  constructor(
    readonly label: string,
    readonly attempts: number,
    cause: unknown,
  ) {
    super(`${label} failed after ${attempts} attempt${attempts === 1 ? '' : 's'} (the limit): ${describeError(cause)}`, { cause });
    this.name = 'RetriesExhaustedError';
  }
}

/**
 * The longest wait a `Retry-After` hint is given: a server asking for more (a used-up daily quota
 * answers with a day) fails the call at once, saying so, instead of holding the run for hours.
 */
export const DEFAULT_MAX_RETRY_AFTER_MS = 300_000;

/** The server asked to wait longer than `maxRetryAfterMs` before another attempt. */
export class RetryAfterTooLongError extends Error {
  constructor(
    readonly label: string,
    readonly waitMs: number,
    readonly maxMs: number,
    cause: unknown,
  ) {
    super(
      `${label} failed: the server asked to wait ${Math.ceil(waitMs / 1000)} s before trying again, more than the ${Math.round(maxMs / 1000)} s Sweep waits ` +
        `(a used-up quota?); try again later: ${describeError(cause)}`,
      { cause },
    );
    this.name = 'RetryAfterTooLongError';
  }
}

/** The total deadline passed or leaves no room for another attempt; `cause` is the last error, if any. */
export class DeadlineExceededError extends Error {
  constructor(
    readonly label: string,
    readonly attempts: number,
    reason: string,
    cause?: unknown,
  ) {
    const last = cause === undefined ? '' : `; last error: ${describeError(cause)}`;
    super(`${label} stopped after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${reason}${last}`, { cause });
    this.name = 'DeadlineExceededError';
  }
}

/** An error's message; works for errors from other realms too (no `instanceof Error`). */
export function describeError(error: unknown): string {
  const message = field(error, 'message');
  if (typeof message === 'string' && message !== '') return message;
  const name = field(error, 'name');
  return typeof name === 'string' && name !== '' ? name : String(error);
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The HTTP status an error carries (`status` or `statusCode`), if any. */
export function statusOf(error: unknown): number | undefined {
  const status = field(error, 'status') ?? field(error, 'statusCode');
  return typeof status === 'number' && Number.isInteger(status) ? status : undefined;
}

/** True when the error, or one of its causes, has a network error code worth retrying. */
export function hasRetryableNetworkCode(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current !== undefined && current !== null; depth++) {
    const code = field(current, 'code');
    if (typeof code === 'string' && RETRYABLE_NETWORK_CODES.has(code)) return true;
    current = field(current, 'cause');
  }
  return false;
}

/** The default classifier: timeouts, 408, 429, 5xx but 501, and dropped connections are retried; nothing else is. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof AttemptTimeoutError) return !error.byDeadline;
  const status = statusOf(error);
  if (status !== undefined) return RETRYABLE_STATUSES.has(status) || (status >= 500 && status <= 599 && !FINAL_SERVER_STATUSES.has(status));
  return hasRetryableNetworkCode(error);
}

function headerOf(error: unknown, name: string): string | undefined {
  const headers = field(error, 'headers');
  if (typeof headers !== 'object' || headers === null) return undefined;
  const get = field(headers, 'get');
  const value = typeof get === 'function' ? (get as (n: string) => unknown).call(headers, name) : field(headers, name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const SECONDS_PATTERN = /^\d+(\.\d+)?$/;
/** An HTTP date names its day or month (`Wed, 21 Oct 2015 07:28:00 GMT`); bare numbers are not dates. */
const HTTP_DATE_HINT = /[A-Za-z]{3}/;

/**
 * How long the server asked to wait, from a `Retry-After` header on the error (delta seconds or an
 * HTTP date) or the non-standard `retry-after-ms`; undefined when there is no usable hint.
 */
export function retryAfterMs(error: unknown, now: number): number | undefined {
  const millis = headerOf(error, 'retry-after-ms');
  if (millis !== undefined && SECONDS_PATTERN.test(millis)) return Math.ceil(Number(millis));
  const value = headerOf(error, 'retry-after');
  if (value === undefined) return undefined;
  if (SECONDS_PATTERN.test(value)) return Math.ceil(Number(value) * 1000);
  if (!HTTP_DATE_HINT.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Full jitter: a uniform wait between 0 and the capped exponential backoff for this attempt. */
export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number, random: () => number): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

function checkOptions(maxAttempts: number, baseDelayMs: number, maxDelayMs: number, attemptTimeoutMs: number): void {
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(`Retry option maxAttempts must be a whole number of at least 1, got ${maxAttempts}`);
  }
  for (const [name, value] of [['baseDelayMs', baseDelayMs], ['maxDelayMs', maxDelayMs]] as const) {
    if (!(value >= 0)) throw new Error(`Retry option ${name} must be 0 or more milliseconds, got ${value}`);
  }
  if (!(attemptTimeoutMs > 0)) {
    throw new Error(`Retry option attemptTimeoutMs must be more than 0 milliseconds, got ${attemptTimeoutMs}`);
  }
}

/** What one attempt's timer goes by. */
interface AttemptLimits {
  label: string;
  attempt: number;
  /** The per-attempt timeout. */
  attemptTimeoutMs: number;
  deadline: number | undefined;
  signal: AbortSignal | undefined;
  timing: Pick<RetryTiming, 'now' | 'schedule'>;
  timeoutMessage: RetryOptions['timeoutMessage'];
}

/** The wait an attempt gets from now: the per-attempt timeout, or less when the deadline is nearer. */
function attemptWait(limits: Pick<AttemptLimits, 'attemptTimeoutMs' | 'deadline' | 'timing'>): { timeoutMs: number; byDeadline: boolean } {
  const left = limits.deadline === undefined ? Infinity : limits.deadline - limits.timing.now();
  return { timeoutMs: Math.max(1, Math.floor(Math.min(limits.attemptTimeoutMs, left))), byDeadline: left < limits.attemptTimeoutMs };
}

/**
 * Runs one attempt, racing it against its timeout and the caller's cancellation. When either fires,
 * that is the attempt's error, whatever the aborted operation rejects with afterwards. Each call of
 * the attempt's `alive` starts the timeout again (never past the deadline).
 */
async function runAttempt<T>(operation: (context: AttemptContext) => Promise<T>, limits: AttemptLimits): Promise<T> {
  const { label, attempt, signal } = limits;
  const controller = new AbortController();
  let stopped: unknown;
  let finished = false;
  let progressed = false;
  let cancelTimer: (() => void) | undefined;
  let halt: (reason: unknown) => void = () => undefined;
  const stop = new Promise<never>((_, reject) => {
    halt = (reason: unknown) => {
      if (stopped !== undefined || finished) return;
      stopped = reason;
      reject(reason);
      controller.abort(reason);
    };
  });
  const timeoutError = (timeoutMs: number, byDeadline: boolean) => {
    const message = byDeadline ? undefined : limits.timeoutMessage?.({ label, attempt, timeoutMs, progressed });
    return new AttemptTimeoutError(label, attempt, timeoutMs, byDeadline, message, progressed);
  };
  const arm = (wait: { timeoutMs: number; byDeadline: boolean }) => {
    cancelTimer?.();
    cancelTimer = limits.timing.schedule(() => halt(timeoutError(wait.timeoutMs, wait.byDeadline)), wait.timeoutMs);
  };
  const first = attemptWait(limits);
  arm(first);
  const onCancel = () => halt(signal?.reason ?? new Error(`${label} was cancelled`));
  signal?.addEventListener('abort', onCancel, { once: true });
  const alive = () => {
    if (finished || stopped !== undefined) return;
    progressed = true;
    arm(attemptWait(limits));
  };
  try {
    return await Promise.race([operation({ attempt, signal: controller.signal, timeoutMs: first.timeoutMs, alive }), stop]);
  } catch (error) {
    throw stopped ?? error;
  } finally {
    finished = true;
    cancelTimer?.();
    signal?.removeEventListener('abort', onCancel);
  }
}

/**
 * Runs `operation` until it succeeds, a failure is not retryable, the attempts run out
 * (`RetriesExhaustedError`) or the deadline leaves no room (`DeadlineExceededError`).
 * A non-retryable error is rethrown as it is.
 */
export async function withRetry<T>(operation: (context: AttemptContext) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const label = options.label ?? 'request';
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const baseDelayMs = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
  const isRetryable = options.isRetryable ?? isRetryableError;
  const timing: RetryTiming = { ...systemTiming, ...options.timing };
  const { deadline, signal } = options;
  checkOptions(maxAttempts, baseDelayMs, maxDelayMs, attemptTimeoutMs);

  let lastError: unknown;
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) throw signal.reason ?? new Error(`${label} was cancelled`);
    if (deadline !== undefined && deadline - timing.now() <= 0) throw new DeadlineExceededError(label, attempt - 1, 'the total deadline has passed', lastError);
    try {
      return await runAttempt(operation, { label, attempt, attemptTimeoutMs, deadline, signal, timing, timeoutMessage: options.timeoutMessage });
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      if (error instanceof AttemptTimeoutError && error.byDeadline) {
        throw new DeadlineExceededError(label, attempt, `the total deadline was reached during attempt ${attempt}`, error);
      }
      if (!isRetryable(error)) throw error;
      lastError = error;
      if (attempt >= maxAttempts) throw new RetriesExhaustedError(label, attempt, error);
      const hinted = retryAfterMs(error, timing.now());
      const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
      if (hinted !== undefined && hinted > maxRetryAfterMs) throw new RetryAfterTooLongError(label, hinted, maxRetryAfterMs, error);
      const delayMs = hinted ?? backoffDelay(attempt, baseDelayMs, maxDelayMs, timing.random);
      if (deadline !== undefined && timing.now() + delayMs >= deadline) {
        const reason = `waiting ${delayMs} ms for attempt ${attempt + 1} would pass the total deadline (${Math.max(0, deadline - timing.now())} ms left)`;
        throw new DeadlineExceededError(label, attempt, reason, error);
      }
      options.onRetry?.({ attempt, delayMs, error });
      await timing.sleep(delayMs);
    }
  }
}
