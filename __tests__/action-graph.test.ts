// The Action (src/index.ts, bundled as dist/index.js) must not carry the CLI's benchmark and
// evaluation code: its module graph, dynamic imports included, never reaches them.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const src = join(root, 'src');

/** Benchmark and evaluation modules: the CLI's alone. */
const CLI_ONLY = [
  'agent/edit-bench.ts',
  'agent/edit-slips.ts',
  'cli/bench.ts',
  'cli/bench-micro.ts',
  'cli/bench-run.ts',
  'cli/eval.ts',
  'code/ctags-compare.ts',
  'search/rank/baseline.ts',
  'search/rank/metrics.ts',
];

/**
 * Every source file `entry` reaches through static imports, re-exports and dynamic `import()`s
 * (what the bundler follows), each with the chain of files that leads to it.
 */
function moduleGraph(entry: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(src, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = relative(src, join(src, dirname(file), fileName.replace(/\.js$/, '.ts')));
      if (chains.has(target)) continue;
      if (!existsSync(join(src, target))) throw new Error(`${file} imports ${fileName}, which is not a source file`);
      chains.set(target, [...chains.get(file)!, target]);
      queue.push(target);
    }
  }
  return chains;
}

describe("the Action's module graph", () => {
  const action = moduleGraph('index.ts');

  it('reaches no benchmark or evaluation module, and nothing of the CLI', () => {
    const reached = [...action.keys()].filter((f) => CLI_ONLY.includes(f) || f.startsWith('cli/') || f === 'cli.ts' || f === 'cli-main.ts');
    expect(reached.map((f) => action.get(f)!.join(' -> '))).toEqual([]);
  });

  it('is walked far enough to see them when they are imported: the CLI reaches every one', () => {
    const cli = moduleGraph('cli-main.ts');
    expect(CLI_ONLY.filter((f) => !cli.has(f))).toEqual([]);
    expect(action.has('agent/flows.ts')).toBe(true);
    expect(action.has('action/main.ts')).toBe(true);
  });
});

describe('the built Action bundle', () => {
  const dist = join(root, 'dist');
  const bundle = readFileSync(join(dist, 'index.js'), 'utf8');
  // The parser's runtime and the analysis code are chunks of their own, loaded with the first parse.
  const chunks = readdirSync(dist).filter((f) => /^index\.\d+\.js$/.test(f));
  const code = [bundle, ...chunks.map((f) => readFileSync(join(dist, f), 'utf8'))].join('\n');

  it('loads only its own chunks, named after it, next to it', () => {
    const names = bundle.match(/return "index\." \+ chunkId \+ "\.js";/g) ?? [];
    expect(names.length).toBe(chunks.length > 0 ? 1 : 0);
    expect(readdirSync(dist).filter((f) => /^\d+\.index\.js$/.test(f))).toEqual([]);
  });

  it('holds none of the benchmark and evaluation functions, in its chunks either', () => {
    const names = ['runEditBench', 'formatEditBenchTable', 'slipLines', 'compareWithCtags', 'parseCtagsJson', 'rankPlainBm25', 'rankMetrics', 'benchCommand', 'evalCommand'];
    expect(names.filter((name) => new RegExp(`function ${name}\\b`).test(code))).toEqual([]);
    // The check sees what the chunks hold: the parser's runtime is one of them.
    expect(code).toMatch(/class Parser\b/);
  });
});
