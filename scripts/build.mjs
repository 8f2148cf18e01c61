// Builds dist/: the Action bundle (dist/index.js), the CLI bundle (dist/cli.js), and the tree-sitter
// wasm files they load at run time (dist/wasm/) and the prompt templates (dist/prompts/). Output is
// deterministic so CI can check freshness. The bundler only transpiles (ncc --transpile-only, with
// src/tsconfig.json): `tsc --noEmit -p .` type-checks everything, separately. The entries are
// bundled side by side (as many at once as there are cores), each in its own folder; a line per
// step says what was written and how long it took.
// Everything is built in a temporary folder first, so a failed build leaves dist/ as it was.
import { execFile } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = dirname(dirname(new URL(import.meta.url).pathname));
const dist = join(root, 'dist');
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');

const GRAMMARS = ['python', 'typescript', 'tsx', 'javascript', 'go', 'rust', 'java', 'ruby', 'cpp', 'c-sharp', 'php'];
const ENTRIES = [
  ['src/index.ts', 'index.js'],
  // `node dist/cli.js` runs dist/cli-main.js, made a script (see bundleToScript), through V8's code cache.
  ['src/cli.ts', 'cli.js'],
  ['src/cli-main.ts', 'cli-main.js', { script: true }],
  // Worker threads of the indexer (found next to the bundles at run time).
  ['src/search/index/analyze-worker.ts', 'analyze-worker.js'],
];

/** How ncc's ESM runtime loads a chunk: relative to the bundle's module URL. */
const CHUNK_IMPORT = 'import("./" + __nccwpck_require__.u(chunkId))';
/** The module URL a bundle made a script is given, and its way to import a module (src/code-cache.ts passes both). */
const MODULE_URL = '__sweepModuleUrl';
const IMPORT = '__sweepImport';

/**
 * An ESM bundle as a script: one strict async function of `require`, the module URL the bundle
 * stands for and an import function, which src/code-cache.ts compiles with V8's code cache (kept
 * for scripts, not modules, on every supported Node.js). Its import lines become requires,
 * `import.meta.url` the URL, the chunk loader's import a call of the import function with an
 * absolute URL (a script's own `import()` needs an experimental vm option that a code cache loses);
 * anything else a module may do fails the build.
 */
function bundleToScript(bundle, entry) {
  let body = bundle.replace(/^#!.*\n/, '');
  body = body.replace(/^import \{ (\w+) as (\w+) \} from "([\w:/-]+)";$/gm, (_, name, local, from) => `const ${local} = require(${JSON.stringify(from)}).${name};`);
  body = body.replace(/^import \* as (\w+) from "([\w:/-]+)";$/gm, (_, local, from) => `const ${local} = require(${JSON.stringify(from)});`);
  const imports = body.split(CHUNK_IMPORT).length - 1;
  if (imports > 1) throw new Error(`expected at most one chunk import in the bundle of ${entry}, found ${imports}`);
  body = body.replace(CHUNK_IMPORT, `${IMPORT}(new URL(__nccwpck_require__.u(chunkId), ${MODULE_URL}).href)`);
  body = body.replaceAll('import.meta.url', MODULE_URL);
  // Left: a top-level import or export, import.meta, an import() call (comments, as ncc's
  // `/* import() */` notes, set aside).
  const code = body.replace(/\/\*.*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const left = /^(?:import|export)\s.*|import\.meta\b.*|(?<![\w$.])import\(.*/m.exec(code);
  if (left) throw new Error(`the bundle of ${entry} does something a script cannot: ${left[0].slice(0, 120)}`);
  return `(async function (require, ${MODULE_URL}, ${IMPORT}) {\n'use strict';\n${body}\n})\n`;
}

/** How ncc's runtime names a lazily loaded chunk file. */
const CHUNK_NAME_TEMPLATE = 'return "" + chunkId + ".index.js";';

/** Seconds since `start` (a `performance.now()`), for the step lines. */
function since(start) {
  return `${((performance.now() - start) / 1000).toFixed(1)} s`;
}

/** Runs ncc on one entry into `out`; rejects with ncc's own output when it fails. */
function bundle(entry, out) {
  const args = [ncc, 'build', join(root, entry), '-o', out, '-e', 'module', '--license', 'licenses.txt', '--transpile-only', '-q'];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`ncc failed on ${entry}:\n${stdout}${stderr}`.trimEnd()));
      else resolve();
    });
  });
}

/** Moves one entry's ncc output into the staged dist/: the bundle (made a script when asked), its chunks, its licenses. */
function stage(entry, output, script, out, staged) {
  const emitted = readdirSync(out).filter((f) => !f.endsWith('.wasm') && f !== 'package.json' && f !== 'licenses.txt');
  // Besides the bundle, only lazily loaded chunks (`<id>.index.js`) are expected; they sit next to it.
  const chunks = emitted.filter((f) => /^\d+\.index\.js$/.test(f));
  if (!emitted.includes('index.js') || emitted.length !== chunks.length + 1) {
    throw new Error(`ncc emitted unexpected files for ${entry}: ${emitted.join(', ')}`);
  }
  // Chunks are renamed after the bundle that loads them (`cli.<id>.js`), so dist/ shows which
  // bundle each belongs to: the CLI's lazily loaded commands (bench, eval, ...) are no part of the Action.
  const base = output.replace(/\.js$/, '');
  let code = readFileSync(join(out, 'index.js'), 'utf8');
  if (chunks.length > 0) {
    const found = code.split(CHUNK_NAME_TEMPLATE).length - 1;
    if (found !== 1) throw new Error(`expected one chunk file name template in the bundle of ${entry}, found ${found}`);
    code = code.replace(CHUNK_NAME_TEMPLATE, `return "${base}." + chunkId + ".js";`);
  }
  writeFileSync(join(staged, output), script ? bundleToScript(code, entry) : code);
  for (const chunk of chunks) {
    const name = `${base}.${chunk.replace(/\.index\.js$/, '')}.js`;
    if (existsSync(join(staged, name))) throw new Error(`chunk ${name} of ${entry} collides with another file`);
    copyFileSync(join(out, chunk), join(staged, name));
  }
  const licenses = join(out, 'licenses.txt');
  if (existsSync(licenses)) copyFileSync(licenses, join(staged, output.replace(/\.js$/, '.licenses.txt')));
  return chunks.length;
}

const started = performance.now();
const work = mkdtempSync(join(tmpdir(), 'sweep-build-'));
const staged = join(work, 'dist');
mkdirSync(join(staged, 'wasm'), { recursive: true });
try {
  // The entries are bundled as many at once as there are cores; each is staged when its bundle is
  // done (their files never share a name, so the order they finish in changes nothing in dist/).
  const queue = [...ENTRIES];
  const parallel = Math.max(1, Math.min(queue.length, availableParallelism()));
  console.log(`bundling ${queue.length} entries with ncc, ${parallel} at a time`);
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [entry, output, { script = false } = {}] = next;
      const t = performance.now();
      const out = join(work, output);
      await bundle(entry, out);
      const chunks = stage(entry, output, script, out, staged);
      console.log(`  ${entry} -> dist/${output}${chunks ? ` and ${chunks} chunk${chunks === 1 ? '' : 's'}` : ''}${script ? ' (made a script)' : ''} (${since(t)})`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  chmodSync(join(staged, 'cli.js'), 0o755);

  // ncc's own copy of web-tree-sitter.wasm is corrupted, and it copies no grammars: ship the originals.
  let t = performance.now();
  copyFileSync(require.resolve('web-tree-sitter/web-tree-sitter.wasm'), join(staged, 'wasm', 'web-tree-sitter.wasm'));
  const grammarDir = join(dirname(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm');
  for (const name of GRAMMARS) copyFileSync(join(grammarDir, `tree-sitter-${name}.wasm`), join(staged, 'wasm', `tree-sitter-${name}.wasm`));
  console.log(`wrote dist/wasm/: web-tree-sitter and ${GRAMMARS.length} grammars (${since(t)})`);
  t = performance.now();
  const prompts = readdirSync(join(root, 'prompts')).filter((f) => f.endsWith('.md')).sort();
  mkdirSync(join(staged, 'prompts'));
  for (const name of prompts) copyFileSync(join(root, 'prompts', name), join(staged, 'prompts', name));
  console.log(`wrote dist/prompts/: ${prompts.length} prompt templates (${since(t)})`);
  t = performance.now();
  // Token ranks are loaded from files on first use rather than parsed at every start-up; each
  // encoding's tokens are also written as the binary table src/context/merge-table.ts reads (words
  // "STOK", rank count, byte count, each rank's start and the end, then the bytes), which loads in
  // milliseconds where expanding the compressed ranks takes hundreds.
  mkdirSync(join(staged, 'tiktoken'));
  const { Tiktoken } = require('js-tiktoken/lite');
  for (const name of ['o200k_base', 'cl100k_base']) {
    const loaded = require(`js-tiktoken/ranks/${name}`);
    const ranks = loaded.default ?? loaded;
    writeFileSync(join(staged, 'tiktoken', `${name}.json`), JSON.stringify(ranks));
    const tokens = [];
    for (const [key, rank] of new Tiktoken(ranks).rankMap) tokens[rank] = key.split(',').map(Number);
    const length = tokens.reduce((n, t) => n + (t?.length ?? 0), 0);
    const table = Buffer.alloc(12 + (tokens.length + 1) * 4 + length);
    table.writeUInt32LE(0x4b4f5453, 0);
    table.writeUInt32LE(tokens.length, 4);
    table.writeUInt32LE(length, 8);
    let at = 0;
    tokens.forEach((t, rank) => {
      table.writeUInt32LE(at, 12 + rank * 4);
      for (const b of t ?? []) table[12 + (tokens.length + 1) * 4 + at++] = b;
    });
    table.writeUInt32LE(at, 12 + tokens.length * 4);
    writeFileSync(join(staged, 'tiktoken', `${name}.tokens`), table);
  }
  console.log(`wrote dist/tiktoken/: the ranks and token tables of o200k_base and cl100k_base (${since(t)})`);
  writeFileSync(join(staged, 'package.json'), '{\n  "type": "module"\n}\n');
  t = performance.now();
  rmSync(dist, { recursive: true, force: true });
  cpSync(staged, dist, { recursive: true });
  console.log(`replaced dist/ (${since(t)})`);
  console.log(`built ${ENTRIES.map(([, o]) => `dist/${o}`).join(', ')}, ${GRAMMARS.length + 1} wasm files and ${prompts.length} prompts in ${since(started)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
