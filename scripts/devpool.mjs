#!/usr/bin/env node
// The retrieval dev pool: instances mined from the history of the repositories listed in
// scripts/devpool-repos.json, and the checkouts that `eval --checkout` moves between base commits.
//
//   node scripts/devpool.mjs mine [--per-repo N] [--issues-per-repo N] [--commits-per-repo N] [--scan N]
//                                 [--dry-run] [--source TEMPLATE] [--only owner/name]
//       adds to scripts/devpool.json: per instance the repository, base and fix commits, query, gold
//       files, language and query style
//   node scripts/devpool.mjs prepare --out DIR [--source TEMPLATE] [--only owner/name] [--without-scopes]
//       clones each repository (shared with its mirror, no work tree) under DIR/checkouts and writes
//       DIR/devpool.jsonl for `node dist/cli.js eval --dataset DIR/devpool.jsonl --checkout`; with
//       --without-scopes each query's conventional-commit scopes are left out (`fix(postgres): ...`
//       reads `fix: ...`, in the subject and in a squash's list of subjects), as a user's issue has none
//   node scripts/devpool.mjs issues [--per-repo N]
//       prints, one JSON line each, the instances whose message says which issue of the repository
//       the fix closes ({id, repo, issue: number}; at most N per repository, default 5, in the
//       pool's order, one per issue): the issues whose text to look up
//   node scripts/devpool.mjs issues --texts FILE --out DIR
//       FILE holds one JSON line per issue, {id, title, body} (the instance's id; the issue's title
//       and description as GitHub shows them); writes DIR/real-issues.jsonl: those instances with the
//       issue's title and description as the query, for `eval --dataset DIR/real-issues.jsonl
//       --checkout` on the checkouts `prepare` made. An issue without a description is left out.
//
// An instance is a commit on the first-parent line (a squashed or merged pull request, or a direct
// commit) that fixes something and modifies one to three source files that are not tests (Vue and
// Svelte single-file components count as source files since vuejs/vitepress, slidevjs/slidev and
// sveltejs/svelte.dev were added; the instances mined before had none as gold); the
// gold files are those source files, the base is the first parent, the query is the commit message
// (for a merge commit, what follows GitHub's "Merge pull request" line). Commits by bots, reverts,
// releases, dependency bumps and formatting changes are left out. The query style is `issue` when
// the message's body has at least ISSUE_BODY_CHARS of prose that describes the change or the
// problem (`bodyProse`: not code, links, lists such as a squash's commit subjects or a checklist,
// nor pull request template lines), `commit` otherwise.
//
// A re-mine only adds: an instance already in the pool (same id) is kept as it is, even where the
// rules have changed since it was mined, and counts towards its repository's targets. Without
// --issues-per-repo or --commits-per-repo a repository with fewer than --per-repo instances (default
// 40) is filled up to that, up to half issue-like and the rest subject lines; --issues-per-repo N
// lets it hold up to N issue-like ones (the newest candidates not yet in the pool, from the last
// --scan commits), and then it gets no new subject-line instance unless --commits-per-repo is given
// too. --dry-run only reports. The pool's first 2,400 instances were mined by `mine --scan 6000`
// (60 repositories), the rest added by `mine --issues-per-repo 40 --scan 20000`.
//
// TEMPLATE locates a repository's git directory, with {owner} and {name} replaced; it defaults to
// /work/.mirror/{owner}+{name}/repo (bare snapshots).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const REPOS_FILE = join(root, 'scripts', 'devpool-repos.json');
const POOL_FILE = join(root, 'scripts', 'devpool.json');

const SOURCE_EXT = /\.(py|ts|tsx|mts|cts|js|jsx|mjs|cjs|vue|svelte|go|rs|java|rb|c|h|cc|cpp|hpp|hh|cxx)$/;
const TEST_PATH =
  /(^|\/)(tests?|__tests__|__mocks__|__fixtures__|__snapshots__|spec|specs|testdata|test-data|fixtures?|e2e|test-d|(tests?|specs?)-[a-z]+|[a-z]+-tests?)\/|(^|\/)test_[^/]*$|_test\.[a-z]+$|\.(test|spec|test-d)\.[a-z]+$|[-_]spec\.[a-z]+$|Tests?\.java$/;
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

/** A changed file that counts as gold: a source file, neither a test (nor a test's fixture) nor a build output. */
export function goldSource(path) {
  return SOURCE_EXT.test(path) && !TEST_PATH.test(path) && !BUILT_PATH.test(path);
}

/**
 * An instance as `eval --checkout` reads it: `repo` is its checkout under DIR/checkouts, `repository` its name;
 * its gold files read again with `goldSource`, so that an instance mined before the rule changed is judged by it.
 */
export function checkoutRow(out, inst) {
  return { ...inst, repo: join(out, 'checkouts', inst.repo.replace('/', '+')), repository: inst.repo, gold_files: inst.gold_files.filter(goldSource) };
}

function gitDir(template, repo) {
  const [owner, name] = repo.split('/');
  return template.replace('{owner}', owner).replace('{name}', name);
}

/**
 * A conventional commit's scope at the start of a line (`fix(postgres): `, `* feat(engine.io-client)!: `),
 * as the type alone (`fix: `, `* feat!: `): the scope names the package or module the fix changed,
 * which a user's issue does not.
 */
const SCOPE = /^([ \t]*(?:[*-][ \t]+)?)([A-Za-z]+)\([^)\n]{1,80}\)(!?):/gm;

/** The query without its conventional-commit scopes (`SCOPE`). */
export function withoutScopes(query) {
  return query.replace(SCOPE, '$1$2$3:');
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

/**
 * Lines of a pull request or commit body that are template or bookkeeping, not a description of the
 * problem: headings, bold-only labels, checklists, issue and pull request references, bare links,
 * markdown comments, tool footers, git's revert line, VCS-conversion and CI trailers, quoted template
 * questions, and one-word template answers.
 */
const TEMPLATE_LINE = new RegExp(
  [
    String.raw`^#{1,6}\s`,
    String.raw`^(\*\*|__)[^*_]{1,120}(\*\*|__)\s*:?\s*$`,
    String.raw`^[*-]?\s*\[[ xX]\]`,
    String.raw`^(fix(e[sd])?|close[sd]?|resolve[sd]?|refs?|references?|relates?( to)?|related( issues?)?|see( also)?|part of|follow[- ]up( to| of)?|cc|issues?|tickets?|depends on|supersedes|backports?)\b[\s:#]*(#\d+|@[\w-]+|https?:\/\/\S+|<https?:\/\/\S+>|[\w.-]+\/[\w.-]+#\d+|[A-Z][A-Z0-9]*-\d+|,|\s|and)*\.?$`,
    String.raw`^<?(https?:\/\/\S+|#\d+)>?[.,]?$`,
    String.raw`^(🤖\s*)?generated with \[`,
    String.raw`^\[\/\/\]:\s*#`,
    String.raw`^this reverts commit [0-9a-f]{7,40}\.?$`,
    String.raw`^(--hg--|branch\s*:\s*\S+|conflicts:|[\w-]+-by:\s.*|tc-compile-and-test:.*|for more information, see https?:\/\/pre-commit\.ci.*)$`,
    String.raw`^<\/?(details|summary|br|p|img|sub|sup)\b[^>]*>$`,
    String.raw`^>\s*(which|is there|does|did|what|have you|are there)\b.*\?$`,
    String.raw`^no,? it'?s self[- ]explanatory\.?$`,
    String.raw`^(yes|no|n\/a|none|nope|-|bug ?fix|feature|docs?|refactor(ing)?)\.?$`,
  ].join('|'),
  'iu',
);
/** Sentences that pull request templates ask or check off, which say nothing about the change. */
const TEMPLATE_TEXT =
  /^[>*\s]*(please (check|make sure|read|provide|describe|include|fill|add|ensure)\b|(pr |pull request )?checklist\b|what kind of change does this|does this (pr|pull request) (introduce|fix|close)|before submitting|if relevant, (link|describe)|thank you for (your|contributing)|thanks for (your|contributing|sending)|i have (read|added|updated|run|checked|tested|signed)\b.*\b(contributing|tests?|docs?|documentation|changelog|cla)\b|this (pr|pull request) (fulfills|follows)|breaking changes?\?|other information:?$)/i;

/**
 * The prose of a message's body (beyond its subject): without fenced code, HTML comments, images,
 * list items (a squashed pull request's list of commit subjects, a checklist), rules, the template
 * and bookkeeping lines above, and links.
 */
export function bodyProse(query) {
  const body = query
    .split('\n')
    .slice(1)
    .join('\n')
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<img\b[^>]*>|!\[[^\]]*\]\([^)]*\)/gi, '')
    .replace(/^(\s*)(```|~~~)[\s\S]*?^\1\2\s*$/gm, '');
  return body
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^[*-]\s+\S+/.test(l) && !/^([-*_=]\s*){3,}$/.test(l) && !TEMPLATE_LINE.test(l) && !TEMPLATE_TEXT.test(l))
    .join(' ')
    .replace(/<?https?:\/\/\S+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The number of the repository's issue that `message` says the fix closes (`Fixes #12`, `closes
 * https://github.com/owner/name/issues/12`), the first one named; undefined when it names none or
 * only another repository's.
 */
export function closedIssue(message, repo) {
  const pattern = new RegExp(CLOSES_ISSUE.source, 'gi');
  for (const match of message.matchAll(pattern)) {
    const ref = match[3];
    if (ref.startsWith('#')) return Number(ref.slice(1));
    const url = /^https:\/\/github\.com\/([^/\s]+\/[^/\s]+)\/issues\/(\d+)$/.exec(ref);
    if (url && url[1].toLowerCase() === repo.toLowerCase()) return Number(url[2]);
  }
  return undefined;
}

/**
 * Of `instances`, in their order, those whose message names the issue it closes, at most `perRepo`
 * per repository and one per issue.
 */
export function issueCandidates(instances, perRepo = 5) {
  const taken = new Map();
  const out = [];
  for (const inst of instances) {
    const issue = closedIssue(inst.query, inst.repo);
    if (issue === undefined) continue;
    const seen = taken.get(inst.repo) ?? new Set();
    taken.set(inst.repo, seen);
    if (seen.has(issue) || seen.size >= perRepo) continue;
    seen.add(issue);
    out.push({ id: inst.id, repo: inst.repo, issue });
  }
  return out;
}

/** An issue as a query: its title, a blank line and its description; undefined without a description. */
export function issueQuery(title, body) {
  const description = (body ?? '').replace(/\r\n/g, '\n').trim();
  if (!description) return undefined;
  return `${(title ?? '').trim()}\n\n${description}`;
}

/** The instances of `texts` ({id, title, body}) with their issue as the query, in the pool's order. */
export function realIssueInstances(instances, texts) {
  const byId = new Map(texts.map((t) => [t.id, t]));
  const out = [];
  for (const inst of instances) {
    const text = byId.get(inst.id);
    const query = text && issueQuery(text.title, text.body);
    if (query) out.push({ ...inst, query });
  }
  return out;
}

/** `issue` when the body (beyond the subject) has prose that describes the change or the problem. */
export function queryStyle(query) {
  return bodyProse(query).length >= ISSUE_BODY_CHARS ? 'issue' : 'commit';
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
  const sources = changes.filter((c) => goldSource(c.path));
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

/** The repository's candidates, newest first on its first-parent line, from its last `scan` commits. */
export function mineCandidates(dir, repo, scan) {
  const log = git([
    '--git-dir', dir, 'log', '--first-parent', '--diff-merges=first-parent', '--no-renames', `-n${scan}`,
    '--format=%x00%H%x02%P%x02%an%x02%ae%x01%B%x01', '--name-status', 'HEAD',
  ]);
  return parseLog(log).map((c) => candidate(c, repo)).filter(Boolean);
}

/**
 * The candidates a repository adds to the pool. `found` are its candidates newest first, `existing`
 * its instances already in the pool: those are kept as they are (same id, same query and style, even
 * where the rules have changed since) and count towards the targets. Without `issues` or `commits`,
 * a repository that holds fewer than `perRepo` instances is filled up to `perRepo`, up to half
 * issue-like and the rest subject lines (either side fills the other's gap); `issues` (`commits`)
 * sets the issue-like (subject-line) instances it may hold instead, and the other side then gets no
 * new instance unless set too. New instances are the newest candidates of each style not yet in the
 * pool.
 */
export function selectNew(found, existing, { perRepo = 40, issues, commits } = {}) {
  const have = new Set(existing.map((i) => i.id));
  const fresh = found.filter((c) => !have.has(c.id));
  const freshIssues = fresh.filter((c) => c.style === 'issue');
  const freshCommits = fresh.filter((c) => c.style !== 'issue');
  const haveIssues = existing.filter((i) => i.style === 'issue').length;
  const haveCommits = existing.length - haveIssues;
  let wantIssues = issues ?? haveIssues;
  let wantCommits = commits ?? haveCommits;
  if (issues === undefined && commits === undefined) {
    if (existing.length >= perRepo) return [];
    const allIssues = haveIssues + freshIssues.length;
    wantIssues = Math.min(allIssues, Math.max(Math.ceil(perRepo / 2), perRepo - haveCommits - freshCommits.length));
    wantCommits = perRepo - wantIssues;
  }
  const newIssues = freshIssues.slice(0, Math.max(0, wantIssues - haveIssues));
  let newCommits = freshCommits.slice(0, Math.max(0, wantCommits - haveCommits));
  if (issues === undefined && commits === undefined) newCommits = newCommits.slice(0, Math.max(0, perRepo - existing.length - newIssues.length));
  return [...newIssues, ...newCommits];
}

/**
 * The pool after a re-mine: every previous instance kept as it is and where it was, the added ones
 * with their repository's. Checkouts move forward through history, so an added instance goes before
 * the first previous instance of its repository that is newer on the first-parent line (`order`:
 * id → position in the log, newest first; a previous instance that is not in it, beyond the scan or
 * no longer a candidate, keeps its place and bounds nothing). Repositories keep their previous order;
 * new ones follow in the order they were mined.
 */
export function mergePool(previous, added, order = new Map()) {
  const previousIds = new Set(previous.map((i) => i.id));
  const byRepo = new Map();
  for (const inst of previous) {
    if (!byRepo.has(inst.repo)) byRepo.set(inst.repo, { previous: [], added: [] });
    byRepo.get(inst.repo).previous.push(inst);
  }
  for (const inst of added) {
    if (previousIds.has(inst.id)) continue;
    if (!byRepo.has(inst.repo)) byRepo.set(inst.repo, { previous: [], added: [] });
    byRepo.get(inst.repo).added.push(inst);
  }
  const out = [];
  for (const group of byRepo.values()) {
    // Oldest first: the largest position in the log first.
    const pending = group.added.slice().sort((a, b) => (order.get(b.id) ?? Infinity) - (order.get(a.id) ?? Infinity));
    for (const inst of group.previous) {
      if (order.has(inst.id)) {
        while (pending.length && (order.get(pending[0].id) ?? Infinity) > order.get(inst.id)) out.push(pending.shift());
      }
      out.push(inst);
    }
    out.push(...pending);
  }
  return out;
}

function readRepos(only) {
  const { repos } = JSON.parse(readFileSync(REPOS_FILE, 'utf8'));
  return only ? repos.filter((r) => only.includes(r.repo)) : repos;
}

function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      source: { type: 'string', default: '/work/.mirror/{owner}+{name}/repo' },
      only: { type: 'string', multiple: true },
      'per-repo': { type: 'string' },
      'issues-per-repo': { type: 'string' },
      'commits-per-repo': { type: 'string' },
      scan: { type: 'string', default: '6000' },
      'dry-run': { type: 'boolean', default: false },
      texts: { type: 'string' },
      'without-scopes': { type: 'boolean', default: false },
    },
  });
  const count = (name) => (values[name] === undefined ? undefined : Number(values[name]));

  if (positionals[0] === 'mine') {
    const previous = existsSync(POOL_FILE) ? JSON.parse(readFileSync(POOL_FILE, 'utf8')).instances : [];
    const targets = { perRepo: count('per-repo'), issues: count('issues-per-repo'), commits: count('commits-per-repo') };
    const added = [];
    const order = new Map();
    for (const { repo, language } of readRepos(values.only)) {
      const found = mineCandidates(gitDir(values.source, repo), repo, count('scan'));
      found.forEach((c, i) => order.set(c.id, i));
      const existing = previous.filter((i) => i.repo === repo);
      const chosen = selectNew(found, existing, targets).map((c) => ({ ...c, language }));
      const issueLike = (list) => list.filter((c) => c.style === 'issue').length;
      console.error(
        `${repo}: ${found.length} candidates (${issueLike(found)} issue-like); had ${existing.length} (${issueLike(existing)} issue-like), added ${chosen.length} (${issueLike(chosen)} issue-like)`,
      );
      added.push(...chosen);
    }
    const instances = mergePool(previous, added, order);
    const issues = instances.filter((i) => i.style === 'issue').length;
    const summary = `${instances.length} instances (${issues} issue-like, ${added.length} added) from ${new Set(instances.map((i) => i.repo)).size} repositories`;
    if (values['dry-run']) {
      console.error(`would write ${summary}`);
      return;
    }
    const pool = {
      about: 'Retrieval dev pool mined by `node scripts/devpool.mjs mine` from scripts/devpool-repos.json; checkouts are made by `node scripts/devpool.mjs prepare`.',
      instances,
    };
    writeFileSync(POOL_FILE, `${JSON.stringify(pool, null, 1)}\n`);
    console.error(`wrote ${summary} to ${POOL_FILE}`);
  } else if (positionals[0] === 'prepare') {
    if (!values.out) throw new Error('prepare needs --out DIR');
    const out = resolve(values.out);
    mkdirSync(join(out, 'checkouts'), { recursive: true });
    const repos = new Set(readRepos(values.only).map((r) => r.repo));
    const { instances } = JSON.parse(readFileSync(POOL_FILE, 'utf8'));
    const rows = [];
    for (const inst of instances.filter((i) => repos.has(i.repo))) {
      const row = checkoutRow(out, inst);
      if (row.gold_files.length === 0) continue;
      if (!existsSync(join(row.repo, '.git'))) {
        console.error(`cloning ${inst.repo}`);
        git(['clone', '--quiet', '--shared', '--no-checkout', gitDir(values.source, inst.repo), row.repo]);
      }
      rows.push(values['without-scopes'] ? { ...row, query: withoutScopes(row.query) } : row);
    }
    writeFileSync(join(out, 'devpool.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
    console.error(`wrote ${rows.length} instances to ${join(out, 'devpool.jsonl')}`);
  } else if (positionals[0] === 'issues') {
    const { instances } = JSON.parse(readFileSync(POOL_FILE, 'utf8'));
    if (!values.texts) {
      for (const c of issueCandidates(instances, count('per-repo') ?? 5)) console.log(JSON.stringify(c));
      return;
    }
    if (!values.out) throw new Error('issues --texts needs --out DIR (where prepare put the checkouts)');
    const out = resolve(values.out);
    const texts = readFileSync(values.texts, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l));
    const all = realIssueInstances(instances, texts)
      .map((inst) => checkoutRow(out, inst))
      .filter((r) => r.gold_files.length > 0);
    const rows = all.filter((r) => existsSync(join(r.repo, '.git')));
    const missing = [...new Set(all.filter((r) => !existsSync(join(r.repo, '.git'))).map((r) => r.repository))];
    if (missing.length) console.error(`left out, no checkout (run prepare --out ${values.out} --only owner/name): ${missing.join(', ')}`);
    writeFileSync(join(out, 'real-issues.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
    console.error(`wrote ${rows.length} instances (of ${texts.length} issue texts) to ${join(out, 'real-issues.jsonl')}`);
  } else {
    console.error(
      'usage: node scripts/devpool.mjs mine|prepare|issues [--out DIR] [--only owner/name] [--per-repo N] [--issues-per-repo N] [--commits-per-repo N] [--scan N] [--dry-run] [--source TEMPLATE] [--texts FILE] [--without-scopes]',
    );
    process.exit(2);
  }
}

// Run only as a script, so that the pure functions above can be imported (tests, one-off checks).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
