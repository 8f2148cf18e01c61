import { describe, expect, it } from '@jest/globals';
import { capBody, cutNote, MAX_BODY_CHARS, trailingMarkersAt } from '../../src/action/body-limit.js';
import { finishes } from '../helpers/hang-guard.js';

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

describe('trailingMarkersAt', () => {
  it('finds where the marker lines at the end start, newlines before them included', () => {
    expect(trailingMarkersAt('Body\n\n<!-- sweep-state {"a":1} -->\n')).toBe(4);
    expect(trailingMarkersAt('text <!-- sweep-a --> <!-- sweep-b -->  \n\n')).toBe(5);
    expect(trailingMarkersAt('x\n\n<!-- sweep-a -->\n\n<!-- sweep-b -->')).toBe(1);
    // A marker line that does not start its line, or a line end other than a newline, ends the run.
    expect(trailingMarkersAt('x\n<!-- sweep-a -->\n  <!-- sweep-b -->\n')).toBe(21);
    expect(trailingMarkersAt('<!-- sweep-a -->\r\n<!-- sweep-b -->')).toBe(17);
    expect(trailingMarkersAt('no marker\n')).toBeUndefined();
  });

  it('reads many markers on a line, and long runs of newlines, once', () => {
    expect(finishes('trailingMarkersAt', () => trailingMarkersAt(`${'<!-- sweep-a -->'.repeat(5_000)}x`))).toBeUndefined();
    expect(finishes('trailingMarkersAt', () => trailingMarkersAt(`${'<!-- sweep-a -->  '.repeat(5_000)}x`))).toBeUndefined();
    expect(finishes('trailingMarkersAt', () => trailingMarkersAt(`${'\n'.repeat(200_000)}x`))).toBeUndefined();
    expect(finishes('trailingMarkersAt', () => trailingMarkersAt(`x${'\n<!-- sweep-a -->'.repeat(20_000)}\n`))).toBe(1);
  });

  it('lets capBody keep the state marker of a long body of blank lines', () => {
    const body = `${'line\n'.repeat(300)}${'\n'.repeat(100_000)}<!-- sweep-state {} -->\n`;
    expect(finishes('capBody', () => capBody(body, 1_000))).toBe(`${'line\n'.repeat(178)}line\n\n${cutNote(605, 1_000)}\n\n<!-- sweep-state {} -->\n`);
  });
});
