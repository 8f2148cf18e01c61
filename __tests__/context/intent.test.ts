import { describe, expect, it } from '@jest/globals';
import { detectIntent } from '../../src/context/intent.js';
import { finishes } from '../helpers/hang-guard.js';

describe('detectIntent', () => {
  it.each([
    ['BUG_FIX', 'iam.physical returns nan for aoi > 90 when n = 1\n\n**Describe the bug**\nExpected behavior: the result should be 0.\nTraceback (most recent call last):\n  File "x.py", line 3, in f\nValueError: bad'],
    ['BUG_FIX', 'fix: crash when the config file is empty'],
    ['TEST_WRITING', 'Add unit tests for the date parser; coverage of parse_duration is missing'],
    ['TEST_WRITING', 'test: cover the retry helper with jest'],
    ['TEST_WRITING', 'Port the JsonConvert fixtures from NUnit to xUnit'],
    ['TEST_WRITING', 'The Logger handlers lack PHPUnit coverage'],
    ['REFACTOR', 'Refactor the HTTP client: extract a helper for headers and rename fetchAll to fetchPages'],
    ['REFACTOR', 'refactor(core): simplify the tokenizer'],
    ['IMPLEMENTATION', 'Feature request: support a --dry-run flag. It would be nice to preview changes.'],
    ['IMPLEMENTATION', 'feat: add YAML output to the report command'],
    ['USAGE_EXPLORATION', 'How do I configure retries? Where is withRetry used?'],
    ['DEFINITION_LOOKUP', 'Where is DatabaseClient defined and what does query() return?'],
  ])('%s: %s', (kind, text) => {
    const intent = detectIntent(text);
    expect(intent.kind).toBe(kind);
    expect(intent.confidence).toBeGreaterThan(0);
    expect(intent.signals.some((s) => s.startsWith(`${kind}:`))).toBe(true);
  });

  it('reads a frame line as indented when spaces or a line of nothing but spaces come before it', () => {
    const signals = (text: string) => detectIntent(text).signals;
    expect(signals('Crash\n\nat run (src/a.js:1:2)')).toEqual(['BUG_FIX:error-word', 'BUG_FIX:traceback']);
    expect(signals('Crash\r\nat run (src/a.js:1:2)')).toEqual(['BUG_FIX:error-word', 'BUG_FIX:traceback']);
    expect(signals('Crash\n   \nFile "a.py", line 3')).toEqual(['BUG_FIX:error-word', 'BUG_FIX:traceback']);
    expect(signals('Crash\nat run (src/a.js:1:2)')).toEqual(['BUG_FIX:error-word']);
  });

  it('reads long runs of blank lines once', () => {
    const none = { kind: 'IMPLEMENTATION', confidence: 0, signals: [] };
    expect(finishes('detectIntent', () => detectIntent('\n'.repeat(20_000)))).toEqual(none);
    expect(finishes('detectIntent', () => detectIntent(`${' \n'.repeat(10_000)}x`))).toEqual(none);
  });

  it('defaults to implementation with low confidence when nothing fires', () => {
    expect(detectIntent('Dark mode')).toEqual({ kind: 'IMPLEMENTATION', confidence: 0, signals: [] });
    expect(detectIntent('').kind).toBe('IMPLEMENTATION');
  });

  it('is less confident on mixed texts', () => {
    const clear = detectIntent('Traceback (most recent call last):\n  File "a.py", line 1, in f\nKeyError: x\nThe app crashes with an error.');
    const mixed = detectIntent('The parser crashes on empty input. Please also add tests and refactor the lexer.');
    expect(clear.kind).toBe('BUG_FIX');
    expect(mixed.confidence).toBeLessThan(clear.confidence);
  });

  it('gives a long issue the intent of its one repeated sentence, every time', () => {
    const text = 'The parser crashes with a TypeError when the input is empty. '.repeat(300);
    const once = detectIntent('The parser crashes with a TypeError when the input is empty.');
    const long = detectIntent(text);
    expect(long.kind).toBe('BUG_FIX');
    expect(long.kind).toBe(once.kind);
    expect(detectIntent(text)).toEqual(long);
  });
});
