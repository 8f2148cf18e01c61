import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { analyzeFile } from '../../src/code/analyze.js';

interface Corpus {
  writeScaleCorpus(root: string, dir: string, count: number): { files: number; lines: number };
  writePythonCorpus(root: string, dir: string, count: number, linesPerFile: number): { files: number; lines: number };
}

// The bench's generator is a script of this project, run from its root (it copies node_modules).
const root = process.cwd();
const corpus = (): Promise<Corpus> => import(join(root, 'scripts', 'scale-corpus.mjs')) as Promise<Corpus>;
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'scale-corpus-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** How many generated files (the copied JavaScript/TypeScript aside) each language has, and those that do not parse. */
async function parseErrors(dir: string): Promise<{ generated: Map<string, number>; failing: string[] }> {
  const files = execFileSync('git', ['ls-files'], { cwd: dir, encoding: 'utf8' }).trim().split('\n');
  const generated = new Map<string, number>();
  const failing: string[] = [];
  for (const path of files.filter((f) => !f.startsWith('js/') && f !== 'go/go.mod')) {
    const analysis = await analyzeFile(path, readFileSync(join(dir, path), 'utf8'));
    const language = analysis.language ?? 'none';
    generated.set(language, (generated.get(language) ?? 0) + 1);
    if (analysis.parseError) failing.push(path);
  }
  return { generated, failing };
}

describe('scale corpus', () => {
  it('writes files of every template language that parse without errors (no reserved word used as a name)', async () => {
    const dir = tempDir();
    const made = (await corpus()).writeScaleCorpus(root, dir, 400);
    expect(made.files).toBe(401);
    const { generated, failing } = await parseErrors(dir);
    expect([...generated.keys()].sort()).toEqual(['cpp', 'go', 'java', 'python', 'ruby', 'rust']);
    expect(failing).toEqual([]);
  });

  it('writes the Python tree with the lines asked for per file, every file parsing', async () => {
    const dir = tempDir();
    const made = (await corpus()).writePythonCorpus(root, dir, 6, 474);
    expect(made.files).toBe(6);
    expect(made.lines).toBeGreaterThan(6 * 450);
    expect(made.lines).toBeLessThanOrEqual(6 * 474);
    const { generated, failing } = await parseErrors(dir);
    expect(generated).toEqual(new Map([['python', 6]]));
    expect(failing).toEqual([]);
  });
});
