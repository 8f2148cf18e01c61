import { describe, expect, it } from '@jest/globals';
import {
  AttemptTimeoutError,
  backoffDelay,
  DeadlineExceededError,
  DEFAULT_MAX_RETRY_AFTER_MS,
  isRetryableError,
  RetriesExhaustedError,
  RetryAfterTooLongError,
  retryAfterMs,
  withRetry,
  type AttemptContext,
  type RetryInfo,
} from '../../src/llm/retry.js';
import { manualTimers, until } from '../helpers/timers.js';

const START = Date.parse('2025-03-01T12:00:00Z');

/** A clock that moves only when the code sleeps; sleeps are recorded. */
function fakeTiming(random = 0.5) {
  const sleeps: number[] = [];
  const timers = manualTimers();
  let now = START;
  return {
    sleeps,
    timers,
    timing: {
      schedule: timers.schedule,
      now: () => now,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        now += ms;
      },
      random: () => random,
    },
  };
}

/** An error shaped like the openai package's API errors. */
function httpError(status: number, headers: Record<string, string> = {}): Error {
  return Object.assign(new Error(`${status} scripted failure`), { status, headers: new Headers(headers) });
}

/** An operation failing with `failures` in turn, then returning 'done'. */
function failing(...failures: unknown[]) {
  const contexts: AttemptContext[] = [];
  const operation = async (context: AttemptContext) => {
    contexts.push(context);
    const failure = failures[contexts.length - 1];
    if (failure !== undefined) throw failure;
    return 'done';
  };
  return { operation, contexts };
}

/** An operation that never finishes by itself; it rejects when its signal aborts. */
function hanging(contexts: AttemptContext[] = []) {
  return (context: AttemptContext) =>
    new Promise<string>((_, reject) => {
      contexts.push(context);
      context.signal.addEventListener('abort', () => reject(new Error('aborted by signal')));
    });
}

describe('withRetry', () => {
  it('returns the first success without waiting', async () => {
    const { timing, sleeps } = fakeTiming();
    const { operation, contexts } = failing();
    await expect(withRetry(operation, { timing })).resolves.toBe('done');
    expect(contexts.map((c) => c.attempt)).toEqual([1]);
    expect(sleeps).toEqual([]);
  });

  it('retries 5xx and 429 with full-jitter exponential backoff, capped', async () => {
    const { timing, sleeps } = fakeTiming(0.5);
    const { operation, contexts } = failing(httpError(500), httpError(503), httpError(429), httpError(502));
    const retries: RetryInfo[] = [];
    const result = await withRetry(operation, {
      timing,
      maxAttempts: 5,
      baseDelayMs: 1000,
      maxDelayMs: 3000,
      onRetry: (info) => retries.push(info),
    });
    expect(result).toBe('done');
    expect(contexts).toHaveLength(5);
    expect(sleeps).toEqual([500, 1000, 1500, 1500]);
    expect(retries.map((r) => [r.attempt, r.delayMs])).toEqual([
      [1, 500],
      [2, 1000],
      [3, 1500],
      [4, 1500],
    ]);
  });

  it('honours Retry-After in seconds, as an HTTP date, and retry-after-ms', async () => {
    const { timing, sleeps } = fakeTiming();
    const date = new Date(START + 7000).toUTCString();
    const { operation } = failing(
      httpError(429, { 'retry-after': '2' }),
      httpError(503, { 'retry-after': date }),
      httpError(429, { 'retry-after-ms': '250', 'retry-after': '9' }),
    );
    await expect(withRetry(operation, { timing, maxAttempts: 4 })).resolves.toBe('done');
    expect(sleeps).toEqual([2000, 5000, 250]);
  });

  it('fails at once, saying so, when the server asks to wait longer than it waits (a used-up quota answers with a day)', async () => {
    const { timing, sleeps } = fakeTiming();
    const { operation, contexts } = failing(httpError(429, { 'retry-after': '86400' }));
    const failure = withRetry(operation, { timing, label: 'The model call', maxAttempts: 4 });
    await expect(failure).rejects.toBeInstanceOf(RetryAfterTooLongError);
    await expect(failure).rejects.toThrow(/^The model call failed: the server asked to wait 86400 s before trying again, more than the 300 s Sweep waits \(a used-up quota\?\); try again later: /);
    expect([contexts.length, sleeps]).toEqual([1, []]);
    // At the limit it still waits.
    const atLimit = failing(httpError(429, { 'retry-after': String(DEFAULT_MAX_RETRY_AFTER_MS / 1000) }));
    await expect(withRetry(atLimit.operation, { timing, maxAttempts: 4 })).resolves.toBe('done');
    expect(sleeps).toEqual([DEFAULT_MAX_RETRY_AFTER_MS]);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry %i', async (status) => {
    const { timing, sleeps } = fakeTiming();
    const error = httpError(status);
    const { operation, contexts } = failing(error);
    await expect(withRetry(operation, { timing })).rejects.toBe(error);
    expect(contexts).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('names the attempts when they run out and keeps the last error as cause', async () => {
    const { timing, sleeps } = fakeTiming();
    const last = httpError(502);
    const { operation, contexts } = failing(httpError(500), httpError(500), last);
    const error = await withRetry(operation, { timing, maxAttempts: 3, label: 'chat completion' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetriesExhaustedError);
    expect((error as Error).message).toBe('chat completion failed after 3 attempts (the limit): 502 scripted failure');
    expect((error as RetriesExhaustedError).attempts).toBe(3);
    expect((error as Error).cause).toBe(last);
    expect(contexts).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it('retries connection resets found down the cause chain', async () => {
    const { timing } = fakeTiming();
    const reset = new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) });
    const { operation, contexts } = failing(reset);
    await expect(withRetry(operation, { timing })).resolves.toBe('done');
    expect(contexts).toHaveLength(2);
  });

  it('times out an attempt, aborts its signal and retries', async () => {
    const { timing, sleeps, timers } = fakeTiming();
    const contexts: AttemptContext[] = [];
    const slow = hanging(contexts);
    let calls = 0;
    const operation = (context: AttemptContext) => (++calls === 1 ? slow(context) : Promise.resolve('done'));
    const result = withRetry(operation, { timing, attemptTimeoutMs: 30 });
    await until(() => contexts.length === 1);
    expect(timers.fireAll()).toBe(1);
    await expect(result).resolves.toBe('done');
    expect(contexts[0]!.signal.aborted).toBe(true);
    expect(contexts[0]!.signal.reason).toBeInstanceOf(AttemptTimeoutError);
    expect(contexts[0]!.timeoutMs).toBe(30);
    expect(timers.scheduled).toEqual([30, 30]);
    expect(timers.pending()).toBe(0);
    expect(sleeps).toHaveLength(1);
  });

  it('reports timeouts when every attempt times out', async () => {
    const { timing, timers } = fakeTiming();
    const contexts: AttemptContext[] = [];
    const error = withRetry(hanging(contexts), { timing, attemptTimeoutMs: 20, maxAttempts: 2, label: 'probe' }).catch((e: unknown) => e);
    for (const count of [1, 2]) {
      await until(() => contexts.length === count);
      expect(timers.fireAll()).toBe(1);
    }
    expect(await error).toBeInstanceOf(RetriesExhaustedError);
    expect((await error as Error).message).toBe('probe failed after 2 attempts (the limit): probe timed out after 20 ms (attempt 2)');
  });

  it('stops when waiting would pass the total deadline', async () => {
    const { timing, sleeps } = fakeTiming();
    const { operation, contexts } = failing(httpError(503, { 'retry-after': '10' }));
    const error = await withRetry(operation, { timing, deadline: START + 5000, label: 'probe' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect((error as Error).message).toBe(
      'probe stopped after 1 attempt: waiting 10000 ms for attempt 2 would pass the total deadline (5000 ms left); last error: 503 scripted failure',
    );
    expect(contexts).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('starts nothing once the deadline has passed', async () => {
    const { timing } = fakeTiming();
    const { operation, contexts } = failing();
    await expect(withRetry(operation, { timing, deadline: START - 1, label: 'probe' })).rejects.toThrow(
      'probe stopped after 0 attempts: the total deadline has passed',
    );
    expect(contexts).toHaveLength(0);
  });

  it('cuts an attempt short at the deadline and does not retry it', async () => {
    const { timing, timers } = fakeTiming();
    const contexts: AttemptContext[] = [];
    const error = withRetry(hanging(contexts), { timing, deadline: START + 60, attemptTimeoutMs: 10_000, label: 'probe' }).catch((e: unknown) => e);
    await until(() => contexts.length === 1);
    expect(timers.fireAll()).toBe(1);
    expect(await error).toBeInstanceOf(DeadlineExceededError);
    expect((await error as Error).message).toBe(
      'probe stopped after 1 attempt: the total deadline was reached during attempt 1; last error: probe timed out after 60 ms (attempt 1)',
    );
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.timeoutMs).toBe(60);
  });

  it('starts the timeout again at each sign of progress, so it bounds each wait and not the whole attempt', async () => {
    const { timing, timers } = fakeTiming();
    let now = START;
    timing.now = () => now;
    const contexts: AttemptContext[] = [];
    const infos: unknown[] = [];
    const error = withRetry(hanging(contexts), {
      timing,
      attemptTimeoutMs: 100,
      maxAttempts: 1,
      label: 'probe',
      timeoutMessage: (info) => (infos.push(info), `probe: nothing for ${info.timeoutMs} ms${info.progressed ? ' mid-reply' : ''} (attempt ${info.attempt})`),
    }).catch((e: unknown) => e);
    await until(() => contexts.length === 1);
    // Three chunks, 90 ms apart: 270 ms in all, longer than the timeout, and no timer fired.
    for (const _ of [1, 2, 3]) {
      now += 90;
      contexts[0]!.alive();
    }
    expect(timers.scheduled).toEqual([100, 100, 100, 100]);
    expect(timers.pending()).toBe(1);
    expect(timers.fireAll()).toBe(1);
    const failure = (await error) as RetriesExhaustedError;
    expect(failure).toBeInstanceOf(RetriesExhaustedError);
    expect(failure.message).toBe('probe failed after 1 attempt (the limit): probe: nothing for 100 ms mid-reply (attempt 1)');
    expect(failure.cause).toMatchObject({ progressed: true, byDeadline: false, timeoutMs: 100 });
    expect(infos).toEqual([{ label: 'probe', attempt: 1, timeoutMs: 100, progressed: true }]);
    // Progress after the attempt ended changes nothing.
    contexts[0]!.alive();
    expect(timers.pending()).toBe(0);
  });

  it('never waits past the deadline after progress, and a deadline cut keeps its own message', async () => {
    const { timing, timers } = fakeTiming();
    let now = START;
    timing.now = () => now;
    const contexts: AttemptContext[] = [];
    const error = withRetry(hanging(contexts), { timing, attemptTimeoutMs: 100, deadline: START + 150, label: 'probe', timeoutMessage: () => 'not used' }).catch((e: unknown) => e);
    await until(() => contexts.length === 1);
    now += 80;
    contexts[0]!.alive();
    expect(timers.scheduled).toEqual([100, 70]);
    timers.fireAll();
    expect(await error).toBeInstanceOf(DeadlineExceededError);
    expect((await error as Error).message).toBe(
      'probe stopped after 1 attempt: the total deadline was reached during attempt 1; last error: probe timed out after 70 ms (attempt 1)',
    );
  });

  it('does not retry after the caller cancels', async () => {
    const { timing } = fakeTiming();
    const controller = new AbortController();
    const contexts: AttemptContext[] = [];
    const run = withRetry(hanging(contexts), { timing, signal: controller.signal });
    controller.abort(new Error('run cancelled'));
    await expect(run).rejects.toThrow('run cancelled');
    expect(contexts).toHaveLength(1);
  });

  it('rejects nonsense options', async () => {
    await expect(withRetry(async () => 1, { maxAttempts: 0 })).rejects.toThrow(
      'Retry option maxAttempts must be a whole number of at least 1, got 0',
    );
    await expect(withRetry(async () => 1, { attemptTimeoutMs: 0 })).rejects.toThrow(/attemptTimeoutMs must be more than 0/);
  });
});

describe('retry helpers', () => {
  it('classifies failures', () => {
    expect(isRetryableError(httpError(429))).toBe(true);
    expect(isRetryableError(httpError(408))).toBe(true);
    expect(isRetryableError(httpError(500))).toBe(true);
    expect(isRetryableError(httpError(599))).toBe(true);
    expect(isRetryableError(httpError(502))).toBe(true);
    expect(isRetryableError(httpError(501))).toBe(false);
    expect(isRetryableError(httpError(400))).toBe(false);
    expect(isRetryableError(httpError(401))).toBe(false);
    expect(isRetryableError(httpError(403))).toBe(false);
    expect(isRetryableError(httpError(404))).toBe(false);
    expect(isRetryableError(Object.assign(new Error('x'), { code: 'ETIMEDOUT' }))).toBe(true);
    expect(isRetryableError(new AttemptTimeoutError('x', 1, 10, false))).toBe(true);
    expect(isRetryableError(new AttemptTimeoutError('x', 1, 10, true))).toBe(false);
    expect(isRetryableError(new Error('plain'))).toBe(false);
    expect(isRetryableError('a string')).toBe(false);
  });

  it('reads Retry-After hints', () => {
    const at = (headers: Record<string, string>) => retryAfterMs({ headers: new Headers(headers) }, START);
    expect(at({ 'retry-after': '3' })).toBe(3000);
    expect(at({ 'retry-after': '1.5' })).toBe(1500);
    expect(at({ 'retry-after': new Date(START + 4000).toUTCString() })).toBe(4000);
    expect(at({ 'retry-after': new Date(START - 4000).toUTCString() })).toBe(0);
    expect(at({ 'retry-after': 'soon' })).toBeUndefined();
    expect(at({ 'retry-after': '-1' })).toBeUndefined();
    expect(at({})).toBeUndefined();
    expect(retryAfterMs({ headers: { 'retry-after': '2' } }, START)).toBe(2000);
    expect(retryAfterMs(new Error('no headers'), START)).toBeUndefined();
  });

  it('draws backoff uniformly below the capped exponential', () => {
    expect(backoffDelay(1, 1000, 30_000, () => 0)).toBe(0);
    expect(backoffDelay(1, 1000, 30_000, () => 0.999)).toBe(999);
    expect(backoffDelay(4, 1000, 30_000, () => 0.5)).toBe(4000);
    expect(backoffDelay(10, 1000, 30_000, () => 0.5)).toBe(15_000);
  });
});
