#!/usr/bin/env node
// `npm run bench`: the speed, memory and agreement benchmarks on a real-code corpus that needs no
// network: 1,500 JavaScript/TypeScript source files (about 500k lines) taken from this project's own
// node_modules, committed to a temporary git repository. Pass `-- --repo DIR` to bench another
// repository instead, and `-- --keep` to keep the corpus.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';

const root = dirname(dirname(new URL(import.meta.url).pathname));
const { values } = parseArgs({ options: { repo: { type: 'string' }, keep: { type: 'boolean' }, json: { type: 'boolean' } } });

const TARGET_FILES = 1500;
const TARGET_LINES = 500_000;
const MAX_LINES = 5_000;
const SOURCE = /\.(?:js|mjs|cjs|ts|mts|cts)$/;

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  } catch {
    return;
  }
  for (const e of entries) {
    const full = join(dir, e.name);
    if (e.isDirectory()) yield* walk(full);
    else if (e.isFile() && SOURCE.test(e.name) && !e.name.endsWith('.min.js')) yield full;
  }
}

function buildCorpus() {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-bench-corpus-'));
  const seen = new Set();
  const candidates = [];
  for (const full of walk(join(root, 'node_modules'))) {
    const size = statSync(full).size;
    if (size < 1_000 || size > 500_000) continue;
    const text = readFileSync(full, 'utf8');
    const lineList = text.split('\n');
    if (lineList.length < 20 || lineList.length > MAX_LINES || lineList.some((l) => l.length > 1000)) continue;
    const hash = createHash('sha1').update(text).digest('hex');
    if (seen.has(hash)) continue;
    seen.add(hash);
    candidates.push({ full, text, lines: lineList.length });
  }
  // The window of TARGET_FILES files (by size) whose line total is closest to TARGET_LINES.
  candidates.sort((a, b) => b.lines - a.lines || (a.full < b.full ? -1 : 1));
  const count = Math.min(TARGET_FILES, candidates.length);
  let sum = candidates.slice(0, count).reduce((t, c) => t + c.lines, 0);
  let best = { start: 0, sum };
  for (let start = 1; start + count <= candidates.length; start++) {
    sum += candidates[start + count - 1].lines - candidates[start - 1].lines;
    if (Math.abs(sum - TARGET_LINES) < Math.abs(best.sum - TARGET_LINES)) best = { start, sum };
  }
  const chosen = candidates.slice(best.start, best.start + count);
  for (const c of chosen) {
    const target = join(dir, relative(join(root, 'node_modules'), c.full));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, c.text);
  }
  const files = chosen.length;
  const lines = best.sum;
  const git = (...args) => execFileSync('git', ['-C', dir, ...args], { stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@example.invalid', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@example.invalid' } });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'corpus');
  console.error(`corpus: ${files} files, ${lines} lines in ${dir}`);
  return dir;
}

const repo = values.repo ?? buildCorpus();
try {
  // The edits suite builds its blocks from this project's own history (the corpus has one commit).
  const args = [join(root, 'dist', 'cli.js'), 'bench', '--repo', repo, '--suite', 'all', '--edits-repo', root, ...(values.json ? ['--json'] : [])];
  execFileSync(process.execPath, args, { stdio: 'inherit' });
} finally {
  if (!values.repo && !values.keep) rmSync(repo, { recursive: true, force: true });
}
