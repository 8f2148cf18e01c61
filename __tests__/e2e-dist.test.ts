// Runs the committed bundles the way users and the runner do: from a copy of dist/ with no node_modules.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sweep-dist-'));
  cpSync(join(root, 'dist'), join(dir, 'dist'), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function node(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });
}

describe('dist/cli.js', () => {
  it('prints help with no node_modules', () => {
    const result = node([join(dir, 'dist', 'cli.js'), '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: node dist/cli.js <command> [options]');
  });

  it('exits 2 on a bad flag with one line', () => {
    const result = node([join(dir, 'dist', 'cli.js'), 'symbols', '--repo', '.', '--nope']);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^error: symbols: Unknown option '--nope'; usage: node dist\/cli.js symbols/);
  });
});

describe('dist/index.js', () => {
  function action(eventName: string, payload: unknown, inputs: Record<string, string>) {
    const eventPath = join(dir, `${eventName}.json`);
    writeFileSync(eventPath, JSON.stringify(payload));
    const env: Record<string, string> = { GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: eventPath, GITHUB_WORKSPACE: dir };
    for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
    return node([join(dir, 'dist', 'index.js')], env);
  }
  const inputs = { 'github-token': 'ghs_secret123', 'openai-api-key': 'sk-secret456' };
  const sender = { login: 'octo', type: 'User' };

  it('runs the self-check on workflow_dispatch, loading every grammar bundled', () => {
    const result = action('workflow_dispatch', { inputs: {}, sender }, inputs);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Trigger: self-check dispatched by @octo');
    for (const id of ['python', 'typescript', 'tsx', 'javascript', 'go', 'rust', 'java', 'ruby', 'cpp']) {
      expect(result.stdout).toContain(`grammar ${id}: loaded`);
    }
    expect(result.stdout).toContain('::add-mask::ghs_secret123');
  });

  it('fails clearly on an unsupported event', () => {
    const result = action('push', { sender }, inputs);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("::error::Sweep failed while reading the event: Sweep does not handle the 'push' event.");
  });

  it('fails clearly on a missing key', () => {
    const result = action('workflow_dispatch', { inputs: {}, sender }, { 'github-token': 't' });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("::error::Sweep failed while reading inputs: Input 'openai-api-key' is required");
  });
});
