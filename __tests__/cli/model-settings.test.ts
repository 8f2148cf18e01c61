import { describe, expect, it } from '@jest/globals';
import { UsageError } from '../../src/cli/args.js';
import { requestTimeoutArg } from '../../src/cli/common.js';
import { modelSettings } from '../../src/cli/pipeline.js';
import { runCommand } from '../../src/cli/run.js';

const ENDPOINT = { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' };

function usageError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected a usage error');
}

describe('the request timeout of the CLI', () => {
  it('is 120 s unless --request-timeout or SWEEP_REQUEST_TIMEOUT says otherwise, the flag winning', () => {
    expect(requestTimeoutArg({}, {})).toBe(120);
    expect(requestTimeoutArg({}, { SWEEP_REQUEST_TIMEOUT: ' 45 ' })).toBe(45);
    expect(requestTimeoutArg({ 'request-timeout': '600' }, { SWEEP_REQUEST_TIMEOUT: '45' })).toBe(600);
    expect(requestTimeoutArg({}, { SWEEP_REQUEST_TIMEOUT: '' })).toBe(120);
  });

  it('refuses a SWEEP_REQUEST_TIMEOUT out of range with a usage error naming it and the range', () => {
    for (const bad of ['0', '3601', '2m', '1.5', '-3']) {
      expect(usageError(() => requestTimeoutArg({}, { SWEEP_REQUEST_TIMEOUT: bad }))).toBe(`SWEEP_REQUEST_TIMEOUT must be a whole number of seconds from 1 to 3600, got '${bad}'`);
    }
    // A good flag is not spoiled by a bad variable it overrides.
    expect(requestTimeoutArg({ 'request-timeout': '10' }, { SWEEP_REQUEST_TIMEOUT: 'soon' })).toBe(10);
  });

  it('is part of the model settings, read with the other flags', () => {
    expect(modelSettings(ENDPOINT, { model: 'qwen3:8b', 'context-window': '8192', 'request-timeout': '900' })).toEqual({
      apiKey: 'not-needed',
      baseURL: 'http://127.0.0.1:9/v1',
      model: 'qwen3:8b',
      maxTokensPerRun: 2_000_000,
      contextWindow: 8192,
      requestTimeoutSeconds: 900,
      secrets: [],
    });
    expect(modelSettings({ ...ENDPOINT, SWEEP_MODEL: 'gpt-4o', SWEEP_REQUEST_TIMEOUT: '30' })).toMatchObject({ model: 'gpt-4o', requestTimeoutSeconds: 30 });
  });

  it('stops run before any work on a bad SWEEP_REQUEST_TIMEOUT', async () => {
    const io = { stdout: () => undefined, stderr: () => undefined, stderrIsTTY: false };
    await expect(runCommand({ repo: '/nonexistent-repo', issue: 'x' }, io, { ...ENDPOINT, SWEEP_REQUEST_TIMEOUT: '0' })).rejects.toThrow(
      new UsageError("SWEEP_REQUEST_TIMEOUT must be a whole number of seconds from 1 to 3600, got '0'"),
    );
  });
});
