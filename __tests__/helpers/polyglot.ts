/** A git repository in nine languages: the shop (Python) and webapp (TypeScript) fixtures and one sample file per language. */
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { git, tempDir, type TempRepo } from './repo.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

export function polyglotRepo(): TempRepo {
  const repo = tempDir('sweep-polyglot-');
  cpSync(join(FIXTURES, 'repos', 'shop'), join(repo.dir, 'shop'), { recursive: true });
  cpSync(join(FIXTURES, 'repos', 'webapp'), join(repo.dir, 'webapp'), { recursive: true });
  for (const name of readdirSync(join(FIXTURES, 'lang'))) {
    if (!name.endsWith('.golden.json')) cpSync(join(FIXTURES, 'lang', name), join(repo.dir, 'lang', name));
  }
  git(repo.dir, 'init', '-q', '-b', 'main');
  git(repo.dir, 'add', '-A');
  git(repo.dir, 'commit', '-q', '-m', 'initial');
  return repo;
}

/** Queries naming symbols of each language of `polyglotRepo`. */
export const POLYGLOT_QUERIES = [
  'Order.total() raises TypeError when discount_percent is None',
  'DatabaseClient.query hangs after ConnectionLost in checkout()',
  'Server.Start returns an error before New() finishes',
  'Reporter.report prints twice; Reporter.create should reuse the Base',
  'A.m throws E when MAX is exceeded in Sample',
  'Widget::draw is slow, see ns.Widget.size',
  'Point.area and Shape.area disagree for Wrapper::new',
  'Outer::Inner.foo fails; Inner.build returns nil',
  'validateEmail accepts empty strings in LoginForm',
  'retry() in api/client.ts never gives up',
  'Counter shows the wrong title in Panel',
];
