#!/usr/bin/env node
// The retrieval dev pool: instances mined from the history of the repositories listed in
// scripts/devpool-repos.json, and the checkouts that `eval --checkout` moves between base commits.
//
//   node scripts/devpool.mjs mine [--per-repo N] [--scan N] [--source TEMPLATE] [--only owner/name]
//       writes scripts/devpool.json: per instance the repository, base and fix commits, query, gold
//       files, language and query style
//   node scripts/devpool.mjs prepare --out DIR [--source TEMPLATE] [--only owner/name]
//       clones each repository (shared with its mirror, no work tree) under DIR/checkouts and writes
//       DIR/devpool.jsonl for `node dist/cli.js eval --dataset DIR/devpool.jsonl --checkout`
//
// An instance is a commit on the first-parent line (a squashed or merged pull request, or a direct
// commit) that fixes something and modifies one to three source files that are not tests; the
// gold files are those source files, the base is the first parent, the query is the commit message
// (for a merge commit, what follows GitHub's "Merge pull request" line). Commits by bots, reverts,
// releases, dependency bumps and formatting changes are left out. The query style is `issue` when
// the message has a prose body (a pull request's description, a bug report), `commit` otherwise.
//
// TEMPLATE locates a repository's git directory, with {owner} and {name} replaced; it defaults to
// /work/.mirror/{owner}+{name}/repo (bare snapshots).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = dirname(dirname(new URL(import.meta.url).pathname));
const REPOS_FILE = join(root, 'scripts', 'devpool-repos.json');
const POOL_FILE = join(root, 'scripts', 'devpool.json');

const SOURCE_EXT = /\.(py|ts|tsx|mts|cts|js|jsx|mjs|cjs|go|rs|java|rb|c|h|cc|cpp|hpp|hh|cxx)$/;
const TEST_PATH =
  /(^|\/)(tests?|__tests__|__mocks__|spec|specs|testdata|test-data|fixtures?|e2e|test-d|tests-[a-z]+)\/|(^|\/)test_[^/]*$|_test\.[a-z]+$|\.(test|spec|test-d)\.[a-z]+$|_spec\.rb$|Tests?\.java$/;
const BUILT_PATH = /(^|\/)(dist|build|vendor|node_modules|third_party)\/|\.min\.[a-z]+$/;
const FIX_WORDS = /\b(fix(e[sd]|ing)?|bug|crash(es)?|incorrect(ly)?|wrong|broken|regression|panic|error|issue)\b/i;
const CLOSES_ISSUE = /\b(fix(e[sd])?|close[sd]?|resolve[sd]?)\s*:?\s*(#\d+|https:\/\/github\.com\/\S+\/issues\/\d+)/i;
const NOT_A_FIX = /^(revert|release|bump|v?\d+\.\d+|chore\(release\)|chore\(deps|build\(deps|merge branch|update (changelog|dependencies|deps))|\b(typos?|lint(ing|er)?|prettier|formatting|changelog|spelling)\b/i;
const BOT = /\[bot\]|dependabot|renovate|github-actions|greenkeeper|snyk-bot/i;
const TRAILER = /^(Signed-off-by|Co-authored-by|Reviewed-by|Change-Id|Reviewed-on|Tested-by|Acked-by|Cc):/i;
/** Prose the body must hold beyond its subject for the query to count as issue-like. */
const ISSUE_BODY_CHARS = 120;
/** Longest query kept (a few pull request bodies paste whole logs). */
const MAX_QUERY_CHARS = 6000;
/** Commits touching more files than this are sweeping changes whose message says little about one file. */
const MAX_CHANGED_FILES = 25;

const git = (args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'] });

function gitDir(template, repo) {
  const [owner, name] = repo.split('/');
  return template.replace('{owner}', owner).replace('{name}', name);
}

/** The message as a query: trailers, pull request numbers and GitHub's merge line removed. */
export function cleanMessage(message) {
  let lines = message.split('\n').filter((l) => !TRAILER.test(l.trim()));
  if (/^Merge pull request #\d+ from /.test(lines[0] ?? '')) lines = lines.slice(1);
  return lines
    .join('\n')
    .replace(/\s*\(#\d+\)/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_QUERY_CHARS);
}

/** `issue` when the body (beyond the subject) has prose: not only a list of squashed commit subjects. */
export function queryStyle(query) {
  const body = query.split('\n').slice(1);
  const prose = body.filter((l) => l.trim() && !/^\s*[*-]\s+\S+/.test(l) && !/^-{3,}$/.test(l.trim())).join(' ');
  return prose.length >= ISSUE_BODY_CHARS ? 'issue' : 'commit';
}

function parseLog(output) {
  const commits = [];
  for (const block of output.split('\0')) {
    if (!block.trim()) continue;
    const [head, message = '', names = ''] = block.split('\x01');
    const [commit, parents, author, email] = head.trim().split('\x02');
    const changes = names
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .map((l) => {
        const [status, ...rest] = l.split('\t');
        return { status: status[0], path: rest[rest.length - 1] };
      });
    commits.push({ commit, parents: (parents ?? '').split(' ').filter(Boolean), author: `${author} ${email}`, message, changes });
  }
  return commits;
}

function candidate(entry, repo) {
  const { commit, parents, author, message, changes } = entry;
  if (parents.length === 0 || BOT.test(author)) return undefined;
  const query = cleanMessage(message);
  const subject = query.split('\n')[0] ?? '';
  if (subject.length < 12 || NOT_A_FIX.test(subject) || /^Merge branch /.test(message)) return undefined;
  if (!FIX_WORDS.test(subject) && !CLOSES_ISSUE.test(query)) return undefined;
  if (changes.length === 0 || changes.length > MAX_CHANGED_FILES) return undefined;
  const sources = changes.filter((c) => SOURCE_EXT.test(c.path) && !TEST_PATH.test(c.path) && !BUILT_PATH.test(c.path));
  if (sources.length < 1 || sources.length > 3) return undefined;
  // Only modified files can be retrieved at the base commit.
  if (sources.some((c) => c.status !== 'M')) return undefined;
  return {
    id: `${repo.replace('/', '__')}-${commit.slice(0, 10)}`,
    repo,
    base_commit: parents[0],
    commit,
    query,
    gold_files: sources.map((c) => c.path).sort(),
    style: queryStyle(query),
  };
}

function mineRepo(dir, repo, language, perRepo, scan) {
  const log = git([
    '--git-dir', dir, 'log', '--first-parent', '--diff-merges=first-parent', '--no-renames', `-n${scan}`,
    '--format=%x00%H%x02%P%x02%an%x02%ae%x01%B%x01', '--name-status', 'HEAD',
  ]);
  const found = parseLog(log).map((c) => candidate(c, repo)).filter(Boolean);
  // Newest first; up to half issue-like, the rest commit messages (either side fills the other's gap).
  const issues = found.filter((c) => c.style === 'issue');
  const commits = found.filter((c) => c.style === 'commit');
  const wantIssues = Math.min(issues.length, Math.max(Math.ceil(perRepo / 2), perRepo - commits.length));
  const chosen = [...issues.slice(0, wantIssues), ...commits.slice(0, perRepo - wantIssues)];
  const order = new Map(found.map((c, i) => [c.commit, i]));
  // Oldest first: checkouts then move forward through history.
  chosen.sort((a, b) => order.get(b.commit) - order.get(a.commit));
  console.error(`${repo}: ${found.length} candidates (${issues.length} issue-like), kept ${chosen.length}`);
  return chosen.map((c) => ({ ...c, language }));
}

function readRepos(only) {
  const { repos } = JSON.parse(readFileSync(REPOS_FILE, 'utf8'));
  return only ? repos.filter((r) => only.includes(r.repo)) : repos;
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    source: { type: 'string', default: '/work/.mirror/{owner}+{name}/repo' },
    only: { type: 'string', multiple: true },
    'per-repo': { type: 'string', default: '40' },
    scan: { type: 'string', default: '6000' },
  },
});

if (positionals[0] === 'mine') {
  const previous = existsSync(POOL_FILE) ? JSON.parse(readFileSync(POOL_FILE, 'utf8')).instances : [];
  const mined = readRepos(values.only).flatMap((r) => mineRepo(gitDir(values.source, r.repo), r.repo, r.language, Number(values['per-repo']), Number(values.scan)));
  const minedRepos = new Set(mined.map((i) => i.repo));
  const instances = [...previous.filter((i) => !minedRepos.has(i.repo)), ...mined];
  const pool = {
    about: 'Retrieval dev pool mined by `node scripts/devpool.mjs mine` from scripts/devpool-repos.json; checkouts are made by `node scripts/devpool.mjs prepare`.',
    instances,
  };
  writeFileSync(POOL_FILE, `${JSON.stringify(pool, null, 1)}\n`);
  console.error(`wrote ${instances.length} instances from ${new Set(instances.map((i) => i.repo)).size} repositories to ${POOL_FILE}`);
} else if (positionals[0] === 'prepare') {
  if (!values.out) throw new Error('prepare needs --out DIR');
  const out = resolve(values.out);
  mkdirSync(join(out, 'checkouts'), { recursive: true });
  const repos = new Set(readRepos(values.only).map((r) => r.repo));
  const { instances } = JSON.parse(readFileSync(POOL_FILE, 'utf8'));
  const rows = [];
  for (const inst of instances.filter((i) => repos.has(i.repo))) {
    const dir = join(out, 'checkouts', inst.repo.replace('/', '+'));
    if (!existsSync(join(dir, '.git'))) {
      console.error(`cloning ${inst.repo}`);
      git(['clone', '--quiet', '--shared', '--no-checkout', gitDir(values.source, inst.repo), dir]);
    }
    rows.push({ ...inst, repo: dir, repository: inst.repo });
  }
  writeFileSync(join(out, 'devpool.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  console.error(`wrote ${rows.length} instances to ${join(out, 'devpool.jsonl')}`);
} else {
  console.error('usage: node scripts/devpool.mjs mine|prepare [--out DIR] [--only owner/name] [--per-repo N] [--scan N] [--source TEMPLATE]');
  process.exit(2);
}
