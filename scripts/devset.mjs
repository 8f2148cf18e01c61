#!/usr/bin/env node
// Turns the retrieval dev sets into eval JSONL: checks out each instance's repository at its base
// commit and records the query, the gold files and the gold patch, from which `eval` derives the
// gold entities (the innermost function, method or class around each line the patch changes and
// each place it adds lines).
//
//   node scripts/devset.mjs --out DIR [--source TEMPLATE] [--only swe|jsts]
//   node scripts/devset.mjs --out DIR --mine owner/name [--mine ...] [--per-repo N]
//
// --mine builds a further set from a repository's own history: recent fix commits that change one to
// three source files (tests and docs aside), with the commit message as the query and the parent
// commit as the base. It is how retrieval is checked on languages and repositories beyond the two
// fixed sets.
//
// TEMPLATE locates each repository, with {owner} and {name} replaced; it defaults to
// https://github.com/{owner}/{name}.git. A local mirror works too, e.g. '/mirrors/{owner}+{name}'.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = dirname(dirname(new URL(import.meta.url).pathname));
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    source: { type: 'string', default: 'https://github.com/{owner}/{name}.git' },
    only: { type: 'string' },
    mine: { type: 'string', multiple: true },
    'per-repo': { type: 'string', default: '15' },
    devset: { type: 'string', default: join(root, '..', 'shared', 'devset') },
  },
});
if (!values.out) {
  console.error('usage: node scripts/devset.mjs --out DIR [--source TEMPLATE] [--only swe|jsts] [--devset DIR]');
  process.exit(2);
}
const out = resolve(values.out);
mkdirSync(join(out, 'mirrors'), { recursive: true });
mkdirSync(join(out, 'checkouts'), { recursive: true });

const git = (args, opts = {}) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'], ...opts });

function mirror(repo) {
  const [owner, name] = repo.split('/');
  const dir = join(out, 'mirrors', `${owner}+${name}.git`);
  if (!existsSync(dir)) {
    const url = values.source.replace('{owner}', owner).replace('{name}', name);
    console.error(`mirroring ${repo} from ${url}`);
    git(['clone', '--quiet', '--bare', url, dir]);
  }
  return dir;
}

function checkout(repo, commit, id) {
  const dir = join(out, 'checkouts', id);
  if (!existsSync(join(dir, '.git'))) {
    git(['clone', '--quiet', '--shared', '--no-checkout', mirror(repo), dir]);
  }
  try {
    git(['-C', dir, 'checkout', '--quiet', '--force', commit]);
  } catch {
    // Some mirrors omit very large blobs (data files); write every blob that exists instead.
    materialize(dir, commit);
  }
  git(['-C', dir, 'clean', '-fdq']);
  return dir;
}

function materialize(dir, commit) {
  git(['-C', dir, 'read-tree', commit]);
  git(['-C', dir, 'update-ref', '--no-deref', 'HEAD', commit]);
  const entries = git(['-C', dir, 'ls-tree', '-r', '-z', commit])
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = line.split('\t');
      const [mode, type, sha] = meta.split(' ');
      return { mode, type, sha, path };
    })
    .filter((e) => e.type === 'blob' && e.mode !== '120000');
  let missing = 0;
  for (const e of entries) {
    let content;
    try {
      content = execFileSync('git', ['-C', dir, 'cat-file', 'blob', e.sha], { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      missing++;
      continue;
    }
    mkdirSync(dirname(join(dir, e.path)), { recursive: true });
    writeFileSync(join(dir, e.path), content);
  }
  console.error(`${dir}: wrote ${entries.length - missing} files at ${commit.slice(0, 10)}, ${missing} blobs unavailable`);
}

function filesOf(patch) {
  return [...new Set([...patch.matchAll(/^diff --git a\/(\S+) b\/(\S+)$/gm)].map((m) => m[2]))];
}

function write(name, rows) {
  const file = join(out, `${name}.jsonl`);
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  console.error(`wrote ${rows.length} instances to ${file}`);
}

const SOURCE_EXT = /\.(py|ts|tsx|js|jsx|mjs|cjs|vue|svelte|go|rs|java|rb|c|h|cc|cpp|hpp|hh|cxx|cs|php)$/;
const TEST_PATH = /(^|\/)(tests?|Tests?|__tests__|spec|specs|testdata|fixtures?|e2e|[\w.-]+\.(Unit|Integration)?Tests?)\/|(^|\/)test_[^/]*$|_test\.[a-z]+$|\.(test|spec)\.[a-z]+$|_spec\.rb$|Tests?\.(java|cs|php)$/;
const FIX_SUBJECT = /\b(fix(e[sd])?|bug|crash(es)?|incorrect(ly)?|wrong|broken|regression|panic|error)\b/i;

function cleanMessage(message) {
  return message
    .split('\n')
    .filter((l) => !/^(Signed-off-by|Co-authored-by|Reviewed-by|Change-Id):/i.test(l.trim()))
    .join('\n')
    .replace(/\s*\(#\d+\)/g, '')
    .trim();
}

function mineRepo(repo, perRepo) {
  const dir = mirror(repo);
  const log = git(['--git-dir', dir, 'log', '--no-merges', '-n', '3000', '--format=%x00%H %P%x01%B%x01', '--name-only', 'HEAD']);
  const rows = [];
  for (const block of log.split('\0')) {
    if (!block.trim()) continue;
    const [head, body, names] = block.split('\x01');
    const [commit, parent, ...more] = head.trim().split(' ');
    if (!parent || more.length) continue;
    const message = cleanMessage(body ?? '');
    const subject = message.split('\n')[0] ?? '';
    if (!FIX_SUBJECT.test(subject) || message.length < 20) continue;
    const files = (names ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
    const sources = files.filter((f) => SOURCE_EXT.test(f) && !TEST_PATH.test(f));
    if (sources.length < 1 || sources.length > 3) continue;
    const id = `${repo.replace('/', '__')}-${commit.slice(0, 10)}`;
    let checkoutDir;
    let patch;
    try {
      patch = git(['--git-dir', dir, 'diff', '--no-renames', parent, commit, '--', ...sources]);
      if (sources.some((f) => !git(['--git-dir', dir, 'ls-tree', '--name-only', parent, '--', f]).trim())) continue; // new files cannot be retrieved
      checkoutDir = checkout(repo, parent, id);
    } catch (error) {
      console.error(`skipping ${id}: ${String(error.message).split('\n')[0]}`);
      continue;
    }
    rows.push({ id, repo: checkoutDir, query: message, gold_files: sources, patch });
    if (rows.length >= perRepo) break;
  }
  return rows;
}

if (values.mine) {
  const rows = values.mine.flatMap((repo) => mineRepo(repo, Number(values['per-repo'])));
  write('mined-commits', rows);
  process.exit(0);
}

if (values.only !== 'jsts') {
  const rows = [];
  for (const inst of JSON.parse(readFileSync(join(values.devset, 'swe-bench-lite-dev.json'), 'utf8'))) {
    let dir;
    try {
      dir = checkout(inst.repo, inst.base_commit, inst.instance_id);
    } catch (error) {
      console.error(`skipping ${inst.instance_id}: ${String(error.message).split('\n')[0]}`);
      continue;
    }
    rows.push({
      id: inst.instance_id,
      repo: dir,
      query: inst.problem_statement,
      gold_files: filesOf(inst.patch),
      patch: inst.patch,
    });
  }
  write('swe-bench-lite-dev', rows);
}

if (values.only !== 'swe') {
  const rows = [];
  for (const inst of JSON.parse(readFileSync(join(values.devset, 'js-ts-commits.json'), 'utf8'))) {
    const id = `${inst.repo.replace('/', '__')}-${inst.commit.slice(0, 10)}`;
    let dir;
    let patch;
    try {
      dir = checkout(inst.repo, inst.base_commit, id);
      patch = git(['--git-dir', mirror(inst.repo), 'diff', '--no-renames', inst.base_commit, inst.commit, '--', ...inst.gold_files]);
    } catch (error) {
      console.error(`skipping ${id}: ${String(error.message).split('\n')[0]}`);
      continue;
    }
    rows.push({ id, repo: dir, query: inst.query, gold_files: inst.gold_files, patch });
  }
  write('js-ts-commits', rows);
}
