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

  it('reads no intent in links, nor a commit-style prefix in pasted code', () => {
    // A feature request linking to another project's code: `pytest` in the links' paths is no ask for
    // tests (only the label, the author's own word, counts: once, against the request's two words).
    const linked = 'Support for FORCE_COLOR\n\nForcing color to be enabled. Prior art:\n- [pytest](https://github.com/pytest-dev/pytest/blob/b0ca/src/_pytest/_io/terminalwriter.py#L43)\n- https://github.com/pytest-dev/pytest/issues/1234';
    expect(detectIntent(linked)).toEqual({ kind: 'IMPLEMENTATION', confidence: 0.46, signals: ['TEST_WRITING:test-tool', 'IMPLEMENTATION:feature-verb'] });
    // A bug report pasting a Playwright test: its `test(` line is a call, not a `test:` title.
    const pasted = "[Bug]: pointer rendered twice\n\n### Steps to reproduce\n```js\ntest('renders', async ({ page }) => {\n  await page.goto(url);\n});\n```";
    expect(detectIntent(pasted)).toEqual({ kind: 'BUG_FIX', confidence: 0.69, signals: ['BUG_FIX:error-word', 'BUG_FIX:expected-vs-actual'] });
    expect(detectIntent('test: cover the retry helper').signals).toEqual(['TEST_WRITING:test-prefix']);
  });

  it('reads a test runner named in a bug report, or a reproduction labelled a test case, as no ask for tests', () => {
    const kind = (text: string) => {
      const { kind, signals } = detectIntent(text);
      return { kind, signals };
    };
    expect(kind('Scrollbars computation is not correct\n\nTest case: https://example.com/?id=5\n\nRepro:\n- Scroll to the 4th box')).toEqual({ kind: 'BUG_FIX', signals: ['BUG_FIX:error-word', 'BUG_FIX:expected-vs-actual'] });
    expect(kind('waitForElement gets into infinite setTimeout loop\n\nThe test passes, but the runner (mocha) never exits.')).toEqual({ kind: 'BUG_FIX', signals: ['BUG_FIX:error-word', 'TEST_WRITING:test-tool'] });
    // The runner's own repository names it throughout: one hint, however often.
    const runner = `Parameter --require fails on an ES module\n\n${'Run mocha with mocha --require; mocha loads it. '.repeat(8)}`;
    expect(kind(runner)).toEqual({ kind: 'BUG_FIX', signals: ['BUG_FIX:error-word', 'TEST_WRITING:test-tool'] });
    expect(detectIntent('Port the JsonConvert fixtures from NUnit to xUnit').signals).toEqual(['TEST_WRITING:test-tool']);
  });

  it("reads an issue template's checklist and question headings as nothing", () => {
    const templated = [
      'Tabs: the change event fires before the panel has switched',
      '',
      '### What happened?',
      'The event is emitted before the new panel shows.',
      '',
      '### What did you expect to happen?',
      'It is emitted after the panel shows.',
      '',
      '- [x] I have searched for how to use the component and its usage of events',
      '- [ ] I have written tests',
    ].join('\n');
    expect(detectIntent(templated)).toEqual({ kind: 'IMPLEMENTATION', confidence: 0, signals: [] });
    // The reporter's own question, in prose, still counts; so does a leak as a bug.
    expect(detectIntent('### Steps\nWhy does the panel switch late?').kind).toBe('QUESTION');
    expect(detectIntent('feat: fixes a memory leak in the pool').signals).toEqual(['BUG_FIX:error-word', 'IMPLEMENTATION:feat-prefix']);
  });

  it('reads long runs of blank lines once', () => {
    const none = { kind: 'IMPLEMENTATION', confidence: 0, signals: [] };
    expect(finishes('detectIntent', () => detectIntent('\n'.repeat(20_000)))).toEqual(none);
    expect(finishes('detectIntent', () => detectIntent(`${' \n'.repeat(10_000)}x`))).toEqual(none);
    // Checklist and heading patterns read each line once: a long line of spaces and question marks (no word before any: no question).
    expect(finishes('detectIntent', () => detectIntent(`# ${'? '.repeat(10_000)}x\n- ${' '.repeat(20_000)}[`))).toEqual(none);
  });

  it.each([
    ['how does the router register middleware', 'QUESTION', 0.63, ['QUESTION:opener']],
    ['Why does the cache drop entries after a restart?', 'QUESTION', 0.69, ['QUESTION:question-mark', 'QUESTION:opener']],
    ['What is the difference between search and context?', 'QUESTION', 0.69, ['QUESTION:question-mark', 'QUESTION:opener']],
    ['The exporter writes CSV files. Is there a way to write TSV?', 'QUESTION', 0.69, ['QUESTION:question-mark', 'QUESTION:interrogative']],
    // A question about an error is a bug report as much as a question: the bug's signals win the tie.
    ['Why does parse() throw a TypeError?', 'BUG_FIX', 0.44, ['BUG_FIX:error-word', 'BUG_FIX:error-class', 'QUESTION:question-mark', 'QUESTION:opener']],
    // Usage and definition questions keep their narrower kind, and the question adds to it.
    ['How do I configure retries? Where is withRetry used?', 'USAGE_EXPLORATION', 1, ['USAGE_EXPLORATION:how-to', 'QUESTION:question-mark', 'QUESTION:opener', 'QUESTION:interrogative']],
    ['Where is DatabaseClient defined and what does query() return?', 'DEFINITION_LOOKUP', 1, ['DEFINITION_LOOKUP:where-defined', 'QUESTION:question-mark', 'QUESTION:opener']],
  ])('questions: %s', (text, kind, confidence, signals) => {
    expect(detectIntent(text)).toEqual({ kind, confidence, signals });
  });

  it.each([
    'When the queue is empty the worker sleeps',
    "Can't open the settings file",
    'const x = a ? b : c',
    'see https://example.com/page?id=3 for details',
    'The loader reads the file\nwhich is then cached',
  ])('asks nothing: %s', (text) => {
    expect(detectIntent(text)).toEqual({ kind: 'IMPLEMENTATION', confidence: 0, signals: [] });
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
