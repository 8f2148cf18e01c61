import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { UsageError } from '../../src/cli/args.js';
import { childArgs, instanceTimeoutMs } from '../../src/cli/swebench-child.js';

describe('--instance-timeout', () => {
  it('is in minutes, 20 by default, and 0 for no limit', () => {
    expect(instanceTimeoutMs({})).toBe(1_200_000);
    expect(instanceTimeoutMs({ 'instance-timeout': '45' })).toBe(2_700_000);
    expect(instanceTimeoutMs({ 'instance-timeout': '0.25' })).toBe(15_000);
    expect(instanceTimeoutMs({ 'instance-timeout': '0' })).toBeUndefined();
    for (const bad of ['-1', '2m', '', '10081', 'Infinity']) {
      expect(() => instanceTimeoutMs({ 'instance-timeout': bad })).toThrow(new UsageError(`--instance-timeout must be a number of minutes from 0 (no limit) to 10080, got '${bad}'`));
    }
  });
});

describe('the command line of an instance in its own process', () => {
  it("passes the batch's options and sets those naming the instance, its output and its limit", () => {
    const instance = { instanceId: 'acme__shop-1', owner: 'acme', name: 'shop', baseCommit: 'abc1234', problemStatement: 'p' };
    const values = { dataset: 'd.jsonl', repos: '/m/{owner}+{name}', output: 'p.jsonl', instances: 'acme__shop-1,acme__shop-2', 'instance-timeout': '5', json: true, model: 'm', 'no-cache': true, 'cache-dir': 'c', 'request-timeout': '30', 'work-dir': 'w' };
    expect(childArgs({ cli: '/x/dist/cli.js', values, dataset: '/d/d.jsonl', workDir: '/w' }, instance, '/w/one.jsonl')).toEqual([
      '/x/dist/cli.js',
      'swebench',
      ...['--dataset', '/d/d.jsonl', '--instances', 'acme__shop-1', '--output', '/w/one.jsonl', '--work-dir', '/w', '--instance-timeout', '0', '--json'],
      ...['--cache-dir', resolve('c'), '--repos', '/m/{owner}+{name}', '--model', 'm', '--no-cache', '--request-timeout', '30'],
    ]);
  });
});
