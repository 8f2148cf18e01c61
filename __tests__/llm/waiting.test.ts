import { describe, expect, it } from '@jest/globals';
import { noAnswerMessage, seconds } from '../../src/llm/request-timeout.js';
import { startWaitingNotice, waitingLine, WAITING_NOTICE_MS } from '../../src/llm/waiting.js';
import { manualTimers } from '../helpers/timers.js';

describe('waitingLine', () => {
  it('says how long the run has waited for which model, the attempt after the first, and what arrived', () => {
    expect(waitingLine('gpt-5-mini', 45_000)).toBe('waiting for the model (gpt-5-mini): 45 s so far');
    expect(waitingLine('gpt-5-mini', 45_000, { attempt: 1, received: 0 })).toBe('waiting for the model (gpt-5-mini): 45 s so far');
    expect(waitingLine('qwen3:8b', 90_000, { attempt: 3, received: 0 })).toBe('waiting for the model (qwen3:8b): 90 s so far, attempt 3');
    expect(waitingLine('o3', 15_000, { attempt: 1, received: 1234 })).toBe('waiting for the model (o3): 15 s so far, 1234 characters of its reply received');
    expect(waitingLine('o3', 30_000, { attempt: 2, received: 7 })).toBe('waiting for the model (o3): 30 s so far, attempt 2, 7 characters of its reply received');
  });
});

describe('startWaitingNotice', () => {
  it('says the line every interval, counting the notices, with the state at each, until stopped', () => {
    const timers = manualTimers();
    const lines: string[] = [];
    const state = { attempt: 1, received: 0 };
    const stop = startWaitingNotice({ model: 'm', say: (l) => lines.push(l), schedule: timers.schedule, state: () => state });
    expect(timers.scheduled).toEqual([WAITING_NOTICE_MS]);
    expect(WAITING_NOTICE_MS).toBe(15_000);
    timers.fireAll();
    state.attempt = 2;
    timers.fireAll();
    state.received = 12;
    timers.fireAll();
    expect(lines).toEqual([
      'waiting for the model (m): 15 s so far',
      'waiting for the model (m): 30 s so far, attempt 2',
      'waiting for the model (m): 45 s so far, attempt 2, 12 characters of its reply received',
    ]);
    expect(timers.pending()).toBe(1);
    stop();
    expect(timers.pending()).toBe(0);
    expect(timers.fireAll()).toBe(0);
    expect(lines).toHaveLength(3);
  });

  it('says nothing when stopped before the first interval, and takes another interval', () => {
    const timers = manualTimers();
    const lines: string[] = [];
    const stop = startWaitingNotice({ model: 'm', say: (l) => lines.push(l), schedule: timers.schedule, everyMs: 5_000 });
    timers.fireAll();
    stop();
    expect([timers.scheduled, lines]).toEqual([[5_000, 5_000], ['waiting for the model (m): 5 s so far']]);
  });
});

describe('the request timeout message', () => {
  it('names the wait that ran out, the setting behind it and the attempt', () => {
    expect(noAnswerMessage({ label: 'chat completion (model m)', attempt: 2, timeoutMs: 120_000, progressed: false }, 'request-timeout-seconds')).toBe(
      'chat completion (model m): the model server sent nothing for 120 s (request-timeout-seconds; attempt 2)',
    );
    expect(noAnswerMessage({ label: 'chat completion (model m)', attempt: 1, timeoutMs: 30_000, progressed: true }, '--request-timeout or SWEEP_REQUEST_TIMEOUT')).toBe(
      'chat completion (model m): the model server sent nothing more for 30 s in the middle of its reply (--request-timeout or SWEEP_REQUEST_TIMEOUT; attempt 1)',
    );
  });

  it('writes milliseconds as seconds', () => {
    expect([seconds(120_000), seconds(1_500), seconds(100), seconds(1)]).toEqual(['120 s', '1.5 s', '0.1 s', '0.001 s']);
  });
});
