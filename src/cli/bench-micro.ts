/**
 * The `micro` suite of `bench`: how long single pure steps take on large inputs built in memory
 * (edit application on a 10,000-line file, token counting and cutting, secret redaction, intent
 * detection, pull-request diff compression, the analysis of source built to be hard on it).
 * Reported, never asserted: the tests check what these steps return, the bench how fast they return
 * it on the machine at hand.
 */
import { applyBlocksToFile } from '../agent/apply.js';
import type { EditBlock } from '../agent/edit-blocks.js';
import { Redactor } from '../action/secrets.js';
import { analyzeFile } from '../code/analyze.js';
import { countTokens, fitsInTokens, truncateToTokens } from '../context/budget.js';
import { detectIntent } from '../context/intent.js';
import { compressPrDiff, type PrFile } from '../context/pr-diff.js';
import { percentile } from '../search/rank/metrics.js';

/** Runs of each case; the median is reported. */
export const MICRO_RUNS = 5;
const FILE_LINES = 10_000;
const BLOCKS = 100;
const BLOCK_STRIDE = 97;
const MEGABYTES_5 = 5_000_000;

export interface MicroCase {
  name: string;
  /** What one run does, for the report. */
  what: string;
  run(): void | Promise<void>;
}

export interface MicroFigure {
  name: string;
  what: string;
  /** Median milliseconds of one run. */
  ms: number;
}

function textOf(lines: readonly string[]): string {
  return lines.map((l) => `${l}\n`).join('');
}

function editBlock(original: readonly string[], updated: readonly string[], index: number): EditBlock {
  return { path: 'big.py', original: textOf(original), updated: textOf(updated), index };
}

function applyCases(): MicroCase[] {
  const values = Array.from({ length: FILE_LINES }, (_, i) => `    value_${i} = compute(${i})`);
  const valueText = textOf(values);
  const at = (k: number) => k * BLOCK_STRIDE + 1;
  const exact = Array.from({ length: BLOCKS }, (_, k) => editBlock([values[at(k)]!], [`${values[at(k)]!} + 1`], k + 1));
  const tolerant = Array.from({ length: BLOCKS }, (_, k) => {
    const i = at(k);
    return editBlock([`value_${i} = compute(${i})  `, `value_${i + 1} = compute(${i + 1})`], [`value_${i} = 0`, `value_${i + 1} = compute(${i + 1})`], k + 1);
  });
  const mixed = Array.from({ length: FILE_LINES }, (_, i) => (i % 2 === 0 ? `# note ${i}` : `v${i} = ${i}`));
  const mixedText = textOf(mixed);
  const code = mixed.filter((l) => !l.startsWith('#'));
  return [
    { name: 'apply-strict', what: `${BLOCKS} exact blocks on a ${FILE_LINES.toLocaleString('en-US')}-line file`, run: () => void applyBlocksToFile('big.py', valueText, exact) },
    { name: 'apply-tolerant', what: `${BLOCKS} blocks with shifted indentation on a ${FILE_LINES.toLocaleString('en-US')}-line file`, run: () => void applyBlocksToFile('big.py', valueText, tolerant) },
    {
      name: 'apply-huge',
      what: `a 5,000-line rewrite, a 2,000-line block missing its comment lines and an elision over the whole ${FILE_LINES.toLocaleString('en-US')}-line file`,
      run: () => {
        applyBlocksToFile('big.py', mixedText, [editBlock(mixed.slice(0, 5_000), mixed.slice(0, 5_000).map((l) => `${l} # new`), 1)]);
        applyBlocksToFile('big.py', mixedText, [editBlock(code.slice(0, 2_000), [...code.slice(0, 1_999), 'v3999 = 0'], 1)]);
        applyBlocksToFile('big.py', mixedText, [editBlock(['v1 = 1', '...', 'v9999 = 9999'], ['v1 = -1', '...', 'v9999 = 9999'], 1)]);
      },
    },
  ];
}

function tokenCases(): MicroCase[] {
  const strings = Array.from({ length: 50 }, (_, i) => `+  const value${i} = compute(items[${i}]);`);
  const diff = '+x\n'.repeat(1_000_000);
  const line = 'export const value = computeSomething(input, 42);\n';
  const big = line.repeat(100_000);
  return [
    { name: 'count-short', what: '100,000 token counts of 50 short diff lines (cached)', run: () => strings.forEach((s) => { for (let r = 0; r < 2_000; r++) countTokens(s); }) },
    { name: 'fits-diff', what: 'whether a 1,000,000-line diff fits in 999,999 tokens', run: () => void fitsInTokens(diff, 999_999) },
    { name: 'truncate-5mb', what: 'a 5 MB text cut to 1,000 tokens', run: () => void truncateToTokens(big, 1_000) },
  ];
}

function redactorCases(): MicroCase[] {
  const clean = new Redactor(['registered-secret', 'another-secret-value']);
  const line = 'const task = await fetch(url, { headers: { accept: "json" } }); // sk-learn AKIA Bearer x ghp_\n';
  const text = line.repeat(Math.ceil(MEGABYTES_5 / line.length));
  const hostile = `${'sk-'.repeat(300_000)}${'-----BEGIN PRIVATE KEY-----'.repeat(20_000)}${'Bearer '.repeat(100_000)}${'a'.repeat(1_000_000)}`;
  const plain = new Redactor();
  return [
    { name: 'redact-5mb', what: '5 MB without secrets redacted and checked', run: () => void (clean.redact(text), clean.containsSecret(text)) },
    { name: 'redact-hostile', what: '3 MB built to make the patterns backtrack', run: () => void plain.redact(hostile) },
  ];
}

function prDiffCases(): MicroCase[] {
  const added = '+    result = compute_value(alpha, beta, gamma) + offset  # keep in sync\n';
  const huge: PrFile[] = [
    { path: 'src/huge.py', status: 'added', additions: 70_000, deletions: 0, patch: `@@ -0,0 +1,70000 @@\n${added.repeat(70_000)}` },
    { path: 'src/small.py', status: 'modified', additions: 1, deletions: 0, patch: '@@ -1 +1,2 @@\n x = 1\n+y = 2' },
  ];
  const languages = ['py', 'ts', 'go', 'rs', 'md'];
  const many: PrFile[] = Array.from({ length: 2_000 }, (_, i) => {
    const path = `pkg${i % 37}/module_${i}.${languages[i % languages.length]!}`;
    const size = 3 + (i % 40);
    const body = Array.from({ length: size }, (_, j) => `+    item_${i}_${j} = transform(source[${j}], "label ${i}:${j}")`).join('\n');
    return { path, status: 'modified', additions: size, deletions: 0, patch: `@@ -${i},1 +${i},${size + 1} @@\n context_${i}\n${body}` };
  });
  return [
    { name: 'pr-diff-5mb', what: 'a pull request with a 5 MB patch compressed to 8,000 tokens', run: () => void compressPrDiff(huge, { budget: 8_000 }) },
    { name: 'pr-diff-2000', what: 'a pull request of 2,000 files compressed to 8,000 tokens', run: () => void compressPrDiff(many, { budget: 8_000, hardLimit: 9_000, model: 'gpt-5-mini' }) },
  ];
}

function intentCases(): MicroCase[] {
  const issue = 'The parser crashes with a TypeError when the input is empty. '.repeat(300);
  return [{ name: 'intent', what: 'the intent of an 18,000-character issue', run: () => void detectIntent(issue) }];
}

/** Blocks of C in the analysis cases. */
const SOURCE_BLOCKS = 4_000;

/**
 * Source built to be hard on the analysis (a tree thousands of levels deep, one broken by thousands
 * of conditionals), and a plain file of the same blocks, to compare with.
 */
function analysisCases(): MicroCase[] {
  const kb = (text: string) => Math.round(text.length / 1_000);
  const blocks = SOURCE_BLOCKS.toLocaleString('en-US');
  const plain = Array.from({ length: SOURCE_BLOCKS }, (_, i) => `// Adds ${i}.\nint add${i}(int a) {\n  return a + ${i};\n}\n`).join('');
  const ifdef = Array.from({ length: SOURCE_BLOCKS }, (_, i) => `#ifdef A\n// Adds ${i}.\nint add${i}(int a) {\n#else\nint sub${i}(int a) {\n#endif\n  return a + ${i};\n}\n`).join('');
  const csharp = `namespace N {\nclass A {\n${Array.from({ length: SOURCE_BLOCKS }, (_, i) => `#if DEBUG\n/// <summary>Debug ${i}.</summary>\nvoid D${i}() {\n#else\n// Release ${i}.\nvoid R${i}() {\n#endif\n}\n`).join('')}}\n}\n`;
  const chain = `x${'.call()'.repeat(20_000)};\n`;
  const deep = `x = ${'[\n'.repeat(20_000)}${']\n'.repeat(20_000)}`;
  const analyze = (path: string, text: string) => async () => void (await analyzeFile(path, text));
  return [
    { name: 'analyze-plain', what: `${blocks} documented C functions (${kb(plain)} KB)`, run: analyze('plain.c', plain) },
    { name: 'analyze-ifdef', what: `${blocks} #ifdef blocks whose branches open different functions (${kb(ifdef)} KB)`, run: analyze('ifdef.c', ifdef) },
    { name: 'analyze-cs-if', what: `a C# class of ${blocks} #if blocks whose branches open different methods (${kb(csharp)} KB)`, run: analyze('A.cs', csharp) },
    { name: 'analyze-chain', what: `a chain of 20,000 calls on one line (${kb(chain)} KB of JavaScript)`, run: analyze('chain.js', chain) },
    { name: 'analyze-deep', what: `a list nested 20,000 levels deep (${kb(deep)} KB of Python)`, run: analyze('deep.py', deep) },
  ];
}

/** Every case of the suite, inputs built once. */
export function microCases(): MicroCase[] {
  return [...applyCases(), ...tokenCases(), ...redactorCases(), ...prDiffCases(), ...intentCases(), ...analysisCases()];
}

/** Median time of each case over `runs` runs after one warm-up run; `clock` is `performance.now` unless given. */
export async function runMicroBench(cases: readonly MicroCase[] = microCases(), runs = MICRO_RUNS, clock: () => number = () => performance.now()): Promise<MicroFigure[]> {
  const figures: MicroFigure[] = [];
  for (const c of cases) {
    await c.run();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = clock();
      await c.run();
      times.push(clock() - started);
    }
    figures.push({ name: c.name, what: c.what, ms: Math.round(percentile(times, 50) * 100) / 100 });
  }
  return figures;
}

export function formatMicroBench(figures: readonly MicroFigure[]): string {
  return figures.map((f) => `  ${f.name.padEnd(15)} ${String(f.ms).padStart(9)} ms  ${f.what}`).join('\n');
}
