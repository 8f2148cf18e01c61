// Builds dist/: the Action bundle (dist/index.js), the CLI bundle (dist/cli.js), and the tree-sitter
// wasm files they load at run time (dist/wasm/). Output is deterministic so CI can check freshness.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = dirname(dirname(new URL(import.meta.url).pathname));
const dist = join(root, 'dist');
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');

const GRAMMARS = ['python', 'typescript', 'tsx', 'javascript', 'go', 'rust', 'java', 'ruby', 'cpp'];
const ENTRIES = [
  ['src/index.ts', 'index.js'],
  ['src/cli.ts', 'cli.js'],
];

rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, 'wasm'), { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'sweep-build-'));
try {
  for (const [entry, output] of ENTRIES) {
    const out = join(work, output);
    execFileSync(process.execPath, [ncc, 'build', join(root, entry), '-o', out, '-e', 'module', '--license', 'licenses.txt', '-q'], {
      stdio: 'inherit',
      cwd: root,
    });
    const emitted = readdirSync(out).filter((f) => !f.endsWith('.wasm') && f !== 'package.json' && f !== 'licenses.txt');
    if (emitted.length !== 1 || emitted[0] !== 'index.js') {
      throw new Error(`ncc emitted unexpected files for ${entry}: ${emitted.join(', ')}`);
    }
    copyFileSync(join(out, 'index.js'), join(dist, output));
    const licenses = join(out, 'licenses.txt');
    if (existsSync(licenses)) copyFileSync(licenses, join(dist, output.replace(/\.js$/, '.licenses.txt')));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
chmodSync(join(dist, 'cli.js'), 0o755);

// ncc's own copy of web-tree-sitter.wasm is corrupted, and it copies no grammars: ship the originals.
copyFileSync(require.resolve('web-tree-sitter/web-tree-sitter.wasm'), join(dist, 'wasm', 'web-tree-sitter.wasm'));
const grammarDir = join(dirname(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm');
for (const name of GRAMMARS) copyFileSync(join(grammarDir, `tree-sitter-${name}.wasm`), join(dist, 'wasm', `tree-sitter-${name}.wasm`));
writeFileSync(join(dist, 'package.json'), '{\n  "type": "module"\n}\n');
console.log(`built ${ENTRIES.map(([, o]) => `dist/${o}`).join(', ')} and ${GRAMMARS.length + 1} wasm files`);
