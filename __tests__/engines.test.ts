// The Node.js versions package.json promises are ones every installed package accepts, so that
// `npm ci` prints no EBADENGINE warning on any of them.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };

/** Locked packages whose `engines.node` does not accept every version `range` allows. */
function narrowerEngines(range: string, packages: typeof lock.packages): string[] {
  const out: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (path !== '' && node && !semver.subset(range, node)) out.push(`${path.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${node}`);
  }
  return out;
}

describe('engines', () => {
  it('promises only Node.js versions every locked package accepts', () => {
    expect(narrowerEngines(pkg.engines.node, lock.packages)).toEqual([]);
  });

  it('includes the Node.js running the tests and the node24 the Action runs on', () => {
    expect([process.version, semver.satisfies(process.version, pkg.engines.node)]).toEqual([process.version, true]);
    expect(semver.satisfies('24.0.0', pkg.engines.node)).toBe(true);
  });

  it('names a package that would warn', () => {
    expect(narrowerEngines('>=20', { 'node_modules/content-type': { version: '3.1.1', engines: { node: '>=22' } } })).toEqual(['content-type@3.1.1 needs node >=22']);
  });
});
