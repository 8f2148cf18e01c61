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
    else if (e.isFile() && SOURCE.test(e.name) && !e.name.endsWith('.min.js') && !e.name.endsWith('.d.ts')) yield full;
  }
}

function buildCorpus() {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-bench-corpus-'));
  const seen = new Set();
  let files = 0;
  let lines = 0;
  const budgetPerFile = TARGET_LINES / TARGET_FILES;
  for (const full of walk(join(root, 'node_modules'))) {
    if (files >= TARGET_FILES) break;
    const size = statSync(full).size;
    if (size < 2_000 || size > 300_000) continue;
    const text = readFileSync(full, 'utf8');
    const n = text.split('\n').length;
    // Keep the running mean near 333 lines a file so the corpus lands near 500k lines.
    const remaining = TARGET_FILES - files;
    const wanted = (TARGET_LINES - lines) / remaining;
    if (n < 40 || (n > wanted * 4 && n > budgetPerFile * 4) || Math.max(...text.split('\n', 200).map((l) => l.length)) > 1000) continue;
    const hash = createHash('sha1').update(text).digest('hex');
    if (seen.has(hash)) continue;
    seen.add(hash);
    const target = join(dir, relative(join(root, 'node_modules'), full));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
    files++;
    lines += n;
  }
  const git = (...args) => execFileSync('git', ['-C', dir, ...args], { stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@example.invalid', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@example.invalid' } });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'corpus');
  console.error(`corpus: ${files} files, ${lines} lines in ${dir}`);
  return dir;
}

const repo = values.repo ?? buildCorpus();
try {
  const args = [join(root, 'dist', 'cli.js'), 'bench', '--repo', repo, '--suite', 'all', ...(values.json ? ['--json'] : [])];
  execFileSync(process.execPath, args, { stdio: 'inherit' });
} finally {
  if (!values.repo && !values.keep) rmSync(repo, { recursive: true, force: true });
}
