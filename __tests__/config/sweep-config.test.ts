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
    });
  });

  it('gives defaults for an empty file', () => {
    expect(parseConfig('')).toEqual({ blockedDirs: [], exclude: [], rules: [], allowedBots: [], fetchLinks: true });
  });

  it('names the wrong key and the expected form', () => {
    expect(() => parseConfig('brnch: main')).toThrow(
      "sweep.yaml: unknown key 'brnch'; known keys: branch, blocked_dirs, exclude, draft, description, rules, max_ci_attempts, allowed_bots, fetch_links",
    );
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
    expect(loadConfig(bare.dir)).toEqual({ config: { blockedDirs: [], exclude: [], rules: [], allowedBots: [], fetchLinks: true } });
  });
});
