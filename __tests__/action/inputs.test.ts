import { describe, expect, it } from '@jest/globals';
import { logSettings, parseBooleanInput, parseIntegerInput, parseUrlInput, readSettings } from '../../src/action/inputs.js';

function reader(values: Record<string, string>) {
  return (name: string) => values[name] ?? '';
}

const minimal = { 'github-token': 'ghs_abc', 'openai-api-key': 'sk-test' };

describe('readSettings', () => {
  it('fills defaults', () => {
    expect(readSettings(reader(minimal))).toStrictEqual({
      githubToken: 'ghs_abc',
      workflowToken: undefined,
      appSlug: undefined,
      openaiApiKey: 'sk-test',
      openaiBaseUrl: undefined,
      model: 'gpt-5-mini',
      contextWindow: undefined,
      requestTimeoutSeconds: 120,
      embeddingsModel: undefined,
      label: 'sweep',
      maxCiAttempts: 3,
      timeoutMinutes: 30,
      maxTokensPerRun: 2000000,
      draft: false,
      dryRun: false,
    });
  });

  it('reads every input', () => {
    const settings = readSettings(
      reader({
        ...minimal,
        'openai-base-url': 'http://127.0.0.1:11434/v1/',
        model: ' llama3 ',
        'context-window': ' 8192 ',
        'request-timeout-seconds': ' 600 ',
        'embeddings-model': 'nomic-embed-text',
        label: 'ai-fix',
        'max-ci-attempts': '5',
        'timeout-minutes': '10',
        'max-tokens-per-run': '50000',
        draft: 'TRUE',
        'dry-run': 'False',
        'workflow-token': ' ghs_workflow ',
        'app-slug': 'Sweep-App[bot]',
      }),
    );
    expect(settings).toMatchObject({
      workflowToken: 'ghs_workflow',
      appSlug: 'sweep-app',
      openaiBaseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3',
      contextWindow: 8192,
      requestTimeoutSeconds: 600,
      embeddingsModel: 'nomic-embed-text',
      label: 'ai-fix',
      maxCiAttempts: 5,
      timeoutMinutes: 10,
      maxTokensPerRun: 50000,
      draft: true,
      dryRun: false,
    });
  });

  it('names a missing key', () => {
    expect(() => readSettings(reader({ 'github-token': 't' }))).toThrow(
      "Input 'openai-api-key' is required: set it from a secret, e.g. `openai-api-key: ${{ secrets.OPENAI_API_KEY }}` (any non-empty value for local servers that ignore keys)",
    );
    expect(() => readSettings(reader({ 'openai-api-key': 'k', 'github-token': '  ' }))).toThrow(/^Input 'github-token' is required/);
  });

  it('names a bad boolean', () => {
    expect(() => readSettings(reader({ ...minimal, draft: 'yes' }))).toThrow("Input 'draft' must be true or false, got 'yes'");
  });

  it('names a bad number', () => {
    expect(() => readSettings(reader({ ...minimal, 'max-ci-attempts': 'three' }))).toThrow(
      "Input 'max-ci-attempts' must be a whole number from 0 to 10, got 'three'",
    );
    expect(() => readSettings(reader({ ...minimal, 'timeout-minutes': '0' }))).toThrow(
      "Input 'timeout-minutes' must be a whole number from 1 to 360, got '0'",
    );
    expect(() => readSettings(reader({ ...minimal, 'max-ci-attempts': '2.5' }))).toThrow(/got '2.5'/);
    for (const bad of ['0', '3601', '2m', '-5', '1.5']) {
      expect(() => readSettings(reader({ ...minimal, 'request-timeout-seconds': bad }))).toThrow(
        `Input 'request-timeout-seconds' must be a whole number from 1 to 3600, got '${bad}'`,
      );
    }
    expect(readSettings(reader({ ...minimal, 'request-timeout-seconds': '1' })).requestTimeoutSeconds).toBe(1);
    expect(readSettings(reader({ ...minimal, 'request-timeout-seconds': '3600' })).requestTimeoutSeconds).toBe(3600);
  });

  it('names a bad context window and the form it expects', () => {
    const expected = (got: string) =>
      `Input 'context-window' must be a whole number of tokens from 2048 to 10000000 (the context size your model server runs with, e.g. 8192 for llama-server -c 8192), or empty for the model's own, got '${got}'`;
    expect(() => readSettings(reader({ ...minimal, 'context-window': '8k' }))).toThrow(expected('8k'));
    expect(() => readSettings(reader({ ...minimal, 'context-window': '1024' }))).toThrow(expected('1024'));
    expect(() => readSettings(reader({ ...minimal, 'context-window': '-8192' }))).toThrow(expected('-8192'));
    expect(readSettings(reader({ ...minimal, 'context-window': '131072' })).contextWindow).toBe(131_072);
  });

  it('names a bad URL', () => {
    expect(() => readSettings(reader({ ...minimal, 'openai-base-url': 'localhost:8080' }))).toThrow(
      "Input 'openai-base-url' must be an http(s) URL such as https://api.openai.com/v1, got 'localhost:8080'",
    );
    expect(() => readSettings(reader({ ...minimal, 'openai-base-url': 'ftp://x' }))).toThrow(/http\(s\) URL/);
  });

  it('names a bad label', () => {
    expect(() => readSettings(reader({ ...minimal, label: 'a,b' }))).toThrow(
      "Input 'label' must be one GitHub label name (1-50 characters, no commas), got 'a,b'",
    );
  });
});

describe('input parsers', () => {
  it('parses booleans the YAML way', () => {
    expect(parseBooleanInput('x', 'true', false)).toBe(true);
    expect(parseBooleanInput('x', 'False', true)).toBe(false);
    expect(parseBooleanInput('x', '', true)).toBe(true);
    expect(() => parseBooleanInput('x', '1', true)).toThrow("Input 'x' must be true or false, got '1'");
  });

  it('parses integers in range', () => {
    expect(parseIntegerInput('n', ' 7 ', 1, 0, 10)).toBe(7);
    expect(parseIntegerInput('n', '', 4, 0, 10)).toBe(4);
    expect(() => parseIntegerInput('n', '11', 1, 0, 10)).toThrow("Input 'n' must be a whole number from 0 to 10, got '11'");
    expect(() => parseIntegerInput('n', '1e3', 1, 0, 10000)).toThrow(/got '1e3'/);
  });

  it('parses URLs', () => {
    expect(parseUrlInput('u', '')).toBeUndefined();
    expect(parseUrlInput('u', 'https://example.test/v1//')).toBe('https://example.test/v1');
    // Node's fetch refuses to send a URL with credentials: said up front instead of as a connection error.
    expect(() => parseUrlInput('openai-base-url', 'https://user:pw@example.test/v1')).toThrow(
      "Input 'openai-base-url' holds a user name or password (user:password@host), which Node's fetch refuses to send: give the password as the API key, or the header through OPENAI_CUSTOM_HEADERS",
    );
  });
});

describe('logSettings', () => {
  it('masks every secret and never logs one', () => {
    const masked: string[] = [];
    const lines: string[] = [];
    logSettings(readSettings(reader({ ...minimal, 'workflow-token': 'ghs_workflow' })), { setSecret: (s) => masked.push(s), debug: (s) => lines.push(s) });
    expect(masked).toEqual(['ghs_abc', 'ghs_workflow', 'sk-test']);
    expect(lines.join('\n')).not.toMatch(/ghs_abc|ghs_workflow|sk-test/);
    expect(lines).toContain('setting workflowToken = ***');
    expect(lines).toContain('setting githubToken = ***');
    expect(lines).toContain('setting maxCiAttempts = 3');
  });
});
