import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexWorkspace } from '../../src/action/workspace-index.js';
import { git, makeRepo, type TempRepo } from '../helpers/repo.js';
import { makeJob } from './job-fixture.js';

const cleanups: TempRepo[] = [];
const runnerTemp = process.env.RUNNER_TEMP;
afterEach(() => {
  cleanups.splice(0).forEach((r) => r.cleanup());
  if (runnerTemp === undefined) delete process.env.RUNNER_TEMP;
  else process.env.RUNNER_TEMP = runnerTemp;
});

describe('indexWorkspace', () => {
  it('logs what was left out by reason, and warns naming the files left out because something went wrong', async () => {
    const repo = makeRepo({ 'app.py': 'def checkout(cart):\n    return cart\n', 'logo.png': new Uint8Array([137, 80, 78, 71, 0]) }, { git: true });
    cleanups.push(repo);
    // `café.py` in Latin-1: tracked by git, named by no UTF-8 path.
    writeFileSync(Buffer.concat([Buffer.from(`${repo.dir}/caf`), Buffer.from([0xe9]), Buffer.from('.py')]), 'y = 2\n');
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'latin-1 name');
    process.env.RUNNER_TEMP = mkdtempSync(join(repo.dir, '.git', 'runner-temp-'));
    // No GitHub calls: the cache is unavailable, so nothing is listed or deleted.
    const job = makeJob({ githubUrl: 'http://127.0.0.1:9', workspace: repo.dir });
    const index = await indexWorkspace(job, git(repo.dir, 'rev-parse', 'HEAD').trim());
    expect(index.files.map((f) => f.path)).toEqual(['app.py']);
    expect(job.log.infos.find((l) => l.startsWith('indexed '))).toMatch(/^indexed 1 file in \d+ ms \(0 known, 1 parsed; 2 skipped \(1 binary, 1 unreadable\)\)$/);
    expect(job.log.warnings).toEqual(['1 file was left out of the index: caf\uFFFD.py (unreadable: its name is not valid UTF-8). The next run reads them again.']);
  });
});
