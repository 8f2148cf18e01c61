import { describe, expect, it } from '@jest/globals';
import { backgroundSettled, inBackground } from '../src/background.js';

describe('background work', () => {
  it('settles once every piece started has, including one started meanwhile and one that fails', async () => {
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = inBackground(new Promise<void>((resolve) => (finishFirst = resolve)).then(() => void order.push('first')));
    void inBackground(Promise.reject(new Error('a failed save'))).catch(() => undefined);
    const settled = backgroundSettled().then(() => void order.push('settled'));
    // A piece started while the first is running is waited for too.
    const second = inBackground(first.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => void order.push('second')));
    finishFirst();
    await settled;
    await second;
    expect(order).toEqual(['first', 'second', 'settled']);
    // Nothing left: settles at once.
    await expect(backgroundSettled()).resolves.toBeUndefined();
  });
});
