import { describe, expect, it } from '@jest/globals';
import { capBody, cutNote, MAX_BODY_CHARS } from '../../src/action/body-limit.js';

describe('capBody', () => {
  it('leaves a body that fits unchanged', () => {
    expect(capBody('short')).toBe('short');
    const exact = 'x'.repeat(MAX_BODY_CHARS);
    expect(capBody(exact)).toBe(exact);
  });

  it('keeps the head and says what was cut, within the limit', () => {
    const body = `line one\nline two\nline three\n${'y'.repeat(100)}`;
    // 80 characters leave room for the note and one line.
    expect(capBody(body, 80)).toBe(`line one\n\n${cutNote(body.length - 'line one'.length, 80)}\n`);
    expect(capBody(body, 80).length).toBeLessThanOrEqual(80);
  });

  it('keeps the trailing state marker of a pull request body', () => {
    const marker = '<!-- sweep-state {"ciAttempts":1,"handledRuns":[7],"issue":3,"version":1} -->';
    const body = `${'word '.repeat(30_000)}\n\n${marker}\n`;
    const capped = capBody(body);
    expect(capped.length).toBeLessThanOrEqual(MAX_BODY_CHARS);
    expect(capped.endsWith(`${marker}\n`)).toBe(true);
    expect(capped).toContain('characters cut here: GitHub takes at most 65,536 characters.');
  });

  it('closes a code block the cut leaves open', () => {
    const body = `Intro\n\`\`\`diff\n${'+ added line\n'.repeat(10_000)}\`\`\`\nAfter`;
    const capped = capBody(body, 1_000);
    expect(capped.length).toBeLessThanOrEqual(1_000);
    const fences = capped.split('\n').filter((l) => l.startsWith('```'));
    expect(fences).toEqual(['```diff', '```']);
    expect(capped.indexOf('characters cut here')).toBeGreaterThan(capped.lastIndexOf('```'));
  });

  it('never splits a surrogate pair', () => {
    const capped = capBody('😀'.repeat(100), 120);
    expect(capped.length).toBeLessThanOrEqual(120);
    expect(capped).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('keeps a body of wide characters within every limit GitHub applies: 65,536 code points, 262,144 UTF-8 bytes', () => {
    // Pull request bodies are refused past 65,536 code points; comments past 262,144 UTF-8 bytes.
    for (const body of ['日本'.repeat(40_000), '😀'.repeat(40_000), `${'a'.repeat(65_530)}😀😀😀😀`]) {
      const capped = capBody(body);
      expect(Array.from(capped).length).toBeLessThanOrEqual(65_536);
      expect(Buffer.byteLength(capped)).toBeLessThanOrEqual(262_144);
      expect(capped).toContain('characters cut here');
    }
    const fits = '日'.repeat(65_536);
    expect(capBody(fits)).toBe(fits);
  });
});
