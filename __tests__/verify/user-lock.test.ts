import { afterEach, describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lockTestUser, LOCK_POLL_MS } from '../../src/verify/user-lock.js';
import { tempDir, type TempRepo } from '../helpers/repo.js';

const temps: TempRepo[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) t.cleanup();
});
function folder(): string {
  const t = tempDir('sweep-lock-');
  temps.push(t);
  chmodSync(t.dir, 0o700);
  return t.dir;
}
const lockIn = (dir: string) => join(dir, 'test-user.lock');

describe('lockTestUser', () => {
  it('takes a free lock, naming its pid, and frees it', async () => {
    const dir = folder();
    const release = await lockTestUser({ dir, pid: 4242 });
    expect(readFileSync(lockIn(dir), 'utf8')).toBe('4242');
    release!();
    expect(existsSync(lockIn(dir))).toBe(false);
  });

  it('waits while a live process holds it, and takes it once freed', async () => {
    const dir = folder();
    const first = await lockTestUser({ dir, pid: 100 });
    const waits: number[] = [];
    const second = await lockTestUser({
      dir,
      pid: 200,
      alive: (pid) => pid === 100,
      wait: async (ms) => {
        waits.push(ms);
        if (waits.length === 3) first!();
      },
    });
    expect(waits).toEqual([LOCK_POLL_MS, LOCK_POLL_MS, LOCK_POLL_MS]);
    expect(readFileSync(lockIn(dir), 'utf8')).toBe('200');
    second!();
  });

  it('takes over a lock whose process has ended, or that names no process', async () => {
    for (const left of ['100', '', 'garbage\n', '0']) {
      const dir = folder();
      writeFileSync(lockIn(dir), left);
      const release = await lockTestUser({ dir, pid: 200, alive: () => false, wait: async () => { throw new Error('waited'); } });
      expect(readFileSync(lockIn(dir), 'utf8')).toBe('200');
      release!();
    }
  });

  it('stops waiting when the run’s time limit comes, leaving the holder’s lock', async () => {
    const dir = folder();
    writeFileSync(lockIn(dir), '100');
    const limit = new AbortController();
    const release = await lockTestUser({ dir, pid: 200, alive: () => true, signal: limit.signal, wait: async () => limit.abort() });
    expect(release).toBeUndefined();
    expect(readFileSync(lockIn(dir), 'utf8')).toBe('100');
  });

  it('leaves alone a lock another process took over since', async () => {
    const dir = folder();
    const release = await lockTestUser({ dir, pid: 100 });
    writeFileSync(lockIn(dir), '300');
    release!();
    expect(readFileSync(lockIn(dir), 'utf8')).toBe('300');
  });

  it('refuses a folder others can write: the test user could plant a lock there', async () => {
    const dir = folder();
    chmodSync(dir, 0o777);
    await expect(lockTestUser({ dir, pid: 100 })).rejects.toThrow(`${dir} is not a folder only this user can write`);
  });
});
