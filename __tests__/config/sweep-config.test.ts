import { afterEach, describe, expect, it } from '@jest/globals';
import { loadConfig, parseConfig, validateConfig } from '../../src/config/sweep-config.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

const cleanups: TempRepo[] = [];
afterEach(() => cleanups.splice(0).forEach((r) => r.cleanup()));

describe('parseConfig', () => {
  it('reads every key', () => {
    const config = parseConfig(`
branch: develop
blocked_dirs: [migrations/, ./vendor]
exclude:
  - "**/*.snap"
draft: true
description: A payments service.
rules:
  - Use pathlib for paths.
max_ci_attempts: 2
allowed_bots: ['renovate[bot]']
fetch_links: false
test_command: python -m pytest -q
test_timeout_minutes: 15
test_env: [DATABASE_URL, PYTHONHASHSEED]
test_isolation: user
`);
    expect(config).toEqual({
      branch: 'develop',
      blockedDirs: ['migrations', 'vendor'],
      exclude: ['**/*.snap'],
      draft: true,
      description: 'A payments service.',
      rules: ['Use pathlib for paths.'],
      maxCiAttempts: 2,
      allowedBots: ['renovate[bot]'],
      fetchLinks: false,
      testCommand: 'python -m pytest -q',
      testTimeoutMinutes: 15,
      testEnv: ['DATABASE_URL', 'PYTHONHASHSEED'],
      testIsolation: 'user',
    });
  });

  it('gives defaults for an empty file', () => {
    expect(parseConfig('')).toEqual({ blockedDirs: [], exclude: [], rules: [], allowedBots: [], fetchLinks: true, testEnv: [] });
  });

  it('names the wrong key and the expected form', () => {
    expect(() => parseConfig('brnch: main')).toThrow(
      "sweep.yaml: unknown key 'brnch'; known keys: branch, blocked_dirs, exclude, draft, description, rules, max_ci_attempts, allowed_bots, fetch_links, test_command, test_timeout_minutes, test_env, test_isolation",
    );
    expect(() => parseConfig('test_command: ""')).toThrow(`sweep.yaml: 'test_command' must be a shell command of at most 4000 characters, got ""`);
    expect(() => parseConfig('test_timeout_minutes: 0')).toThrow("sweep.yaml: 'test_timeout_minutes' must be a number of minutes from 0.1 to 120, got 0");
    expect(parseConfig('test_timeout_minutes: 0.5').testTimeoutMinutes).toBe(0.5);
    expect(() => parseConfig('test_env: [GITHUB_TOKEN]')).toThrow(`sweep.yaml: 'test_env' must be names other than Sweep's and the runner's credentials (INPUT_*, ACTIONS_*, GITHUB_TOKEN, GH_TOKEN, GIT_*), got "GITHUB_TOKEN"`);
    expect(() => parseConfig('test_env: [INPUT_GITHUB-TOKEN]')).toThrow(`sweep.yaml: 'test_env' must be a list of environment variable names, got "INPUT_GITHUB-TOKEN"`);
    expect(() => parseConfig('test_env: [ACTIONS_RUNTIME_TOKEN]')).toThrow(/'test_env' must be names other than/);
    expect(() => parseConfig('test_isolation: sometimes')).toThrow(`sweep.yaml: 'test_isolation' must be one of auto, user, none, got "sometimes"`);
    expect(() => parseConfig('draft: maybe')).toThrow(`sweep.yaml: 'draft' must be true or false, got "maybe"`);
    expect(() => parseConfig('max_ci_attempts: 11')).toThrow("sweep.yaml: 'max_ci_attempts' must be a whole number from 0 to 10, got 11");
    expect(() => parseConfig('blocked_dirs: [../outside]')).toThrow("sweep.yaml: 'blocked_dirs' must be folders relative to the repository root");
    expect(() => parseConfig('rules: [1, 2]')).toThrow("sweep.yaml: 'rules' must be a list of up to 100 non-empty strings, got [1,2]");
    expect(() => parseConfig('- a\n- b', '.github/sweep.yaml')).toThrow(".github/sweep.yaml: '(top level)' must be a mapping of settings");
  });

  it('reports YAML syntax errors with the line', () => {
    expect(() => parseConfig('branch: main\nrules: [a\n', 'sweep.yaml')).toThrow(/^sweep\.yaml is not valid YAML: .* at line \d+/);
  });

  it('accepts a single string where a list is expected', () => {
    expect(validateConfig({ exclude: 'dist/' }).exclude).toEqual(['dist/']);
  });
});

describe('loadConfig', () => {
  it('prefers .github/sweep.yaml and falls back to defaults', () => {
    const repo = makeRepo({ '.github/sweep.yaml': 'draft: true\n', 'sweep.yaml': 'draft: false\n' });
    cleanups.push(repo);
    expect(loadConfig(repo.dir)).toEqual({ config: expect.objectContaining({ draft: true }), file: '.github/sweep.yaml' });
    const bare = makeRepo({ 'a.py': '' });
    cleanups.push(bare);
    expect(loadConfig(bare.dir)).toEqual({ config: { blockedDirs: [], exclude: [], rules: [], allowedBots: [], fetchLinks: true, testEnv: [] } });
  });
});
