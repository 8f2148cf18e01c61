import { describe, expect, it } from '@jest/globals';
import { Vocabulary } from '../../src/search/terms/lexical.js';
import { TermNumbers } from '../../src/search/terms/term-numbers.js';

describe('TermNumbers', () => {
  it('numbers terms as first met and sends each text once', () => {
    const sender = new TermNumbers();
    expect(['beta', 'alpha', 'beta', 'gamma'].map((t) => sender.number(t))).toEqual([0, 1, 0, 2]);
    expect(sender.takeFresh()).toBe('beta\0alpha\0gamma\0');
    expect(sender.takeFresh()).toBe('');
    expect(['alpha', 'delta'].map((t) => sender.number(t))).toEqual([1, 3]);
    expect(sender.takeFresh()).toBe('delta\0');
  });

  it('maps received numbers to a vocabulary, adding its missing terms as they first come', () => {
    const receiver = new TermNumbers();
    receiver.receive('beta\0alpha\0gamma\0');
    receiver.receive('');
    receiver.receive('delta\0');
    expect(receiver.size).toBe(4);
    const vocab = new Vocabulary(['gamma']);
    expect([...receiver.idsIn(vocab, Uint32Array.from([3, 1, 3, 2, 0]))]).toEqual([1, 2, 1, 0, 3]);
    expect(vocab.terms).toEqual(['gamma', 'delta', 'alpha', 'beta']);
    // Another vocabulary has its own ids.
    const other = new Vocabulary(['beta']);
    expect([...receiver.idsIn(other, Uint32Array.from([0, 2]))]).toEqual([0, 1]);
    expect([...receiver.idsIn(vocab, Uint32Array.from([0, 2]))]).toEqual([3, 0]);
  });

  it('keeps ids known across growth past its first table', () => {
    const numbers = new TermNumbers();
    const vocab = new Vocabulary();
    for (let i = 0; i < 3000; i++) numbers.number(`t${i}`);
    expect([...numbers.idsIn(vocab, Uint32Array.from([5, 2999]))]).toEqual([0, 1]);
    for (let i = 3000; i < 5000; i++) numbers.number(`t${i}`);
    expect([...numbers.idsIn(vocab, Uint32Array.from([4999, 5, 2999]))]).toEqual([2, 0, 1]);
    expect(vocab.terms).toEqual(['t5', 't2999', 't4999']);
  });

  it('refuses a number it never received and texts without their last NUL', () => {
    const receiver = new TermNumbers();
    receiver.receive('one\0');
    expect(() => receiver.idsIn(new Vocabulary(), Uint32Array.from([1]))).toThrow('term number 1 was never received');
    expect(() => receiver.receive('two')).toThrow('term texts that do not end with a NUL');
    expect(receiver.size).toBe(1);
  });
});
