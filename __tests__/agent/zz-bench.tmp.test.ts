import { it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { formatEditBenchTable, runEditBench } from '../../src/agent/edit-bench.js';

const repos = (process.env.BENCH_REPOS ?? '').split(',').filter(Boolean);
const commits = Number(process.env.BENCH_COMMITS ?? '300');

it('bench', async () => {
  const out: string[] = [];
  for (const repo of repos) {
    const report = await runEditBench(repo, { commits });
    out.push(`## ${repo}`, formatEditBenchTable(report), '');
  }
  writeFileSync(process.env.BENCH_OUT ?? '/tmp/benchrun/out.txt', out.join('\n'));
}, 3_600_000);
