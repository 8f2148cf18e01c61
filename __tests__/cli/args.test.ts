import { describe, expect, it } from '@jest/globals';
import { COMMANDS, parseCommandLine, UsageError } from '../../src/cli/args.js';
import { main } from '../../src/cli/main.js';

function errorOf(argv: string[]): string {
  try {
    parseCommandLine(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected a usage error');
}

const SEARCH_USAGE = 'usage: node dist/cli.js search --repo DIR (--query TEXT | --query-file FILE) [--top N] [--json]';

describe('parseCommandLine', () => {
  it('parses a search', () => {
    expect(parseCommandLine(['search', '--repo', '.', '--query', 'login fails', '--top', '5', '--json'])).toEqual({
      kind: 'command',
      command: 'search',
      values: { repo: '.', query: 'login fails', top: '5', json: true },
    });
  });

  it('has help for the program and every command', () => {
    expect(parseCommandLine(['--help'])).toMatchObject({ kind: 'help' });
    expect(parseCommandLine([])).toMatchObject({ kind: 'usage' });
    for (const spec of COMMANDS) {
      const parsed = parseCommandLine([spec.name, '--help']);
      expect(parsed.kind).toBe('help');
      if (parsed.kind === 'help') expect(parsed.text).toContain(`Usage: node dist/cli.js ${spec.name} ${spec.usage}`);
    }
  });

  it('names in run --help every environment variable the run reads', () => {
    const parsed = parseCommandLine(['run', '--help']);
    if (parsed.kind !== 'help') throw new Error('expected help');
    expect(parsed.text.slice(parsed.text.indexOf('\nEnvironment:\n'))).toBe(
      [
        '',
        'Environment:',
        '  OPENAI_BASE_URL        base URL of any OpenAI-compatible server, e.g. http://localhost:11434/v1 (default: OpenAI)',
        '  OPENAI_API_KEY         key for that server (local servers take any value); at least one of the two must be set',
        '  SWEEP_MODEL            the chat model, when --model is not given (default: gpt-5-mini)',
        '  SWEEP_MAX_TOKENS       cap on prompt + completion tokens for the run, at least 1000 (default: 2000000)',
        '  SWEEP_REQUEST_TIMEOUT  seconds a model request waits for the first token and between tokens, when --request-timeout is not given, 1 to 3600 (default: 120)',
        "  OPENAI_LOG             the openai client's log level (debug, info, warn, error, off)",
        "  OPENAI_CUSTOM_HEADERS  extra request headers, one 'Name: value' a line",
        '  SWEEP_CACHE_DIR        folder under which the default per-repository index folder is made (default: XDG_CACHE_HOME)',
        '  XDG_CACHE_HOME         the user cache directory, when SWEEP_CACHE_DIR is not set (default: ~/.cache)',
        "  SWEEP_CODE_CACHE       0: compile the CLI at every start, not keeping V8's compiled code in sweep-action/code under SWEEP_CACHE_DIR or XDG_CACHE_HOME",
        '  SWEEP_DEBUG            when set, a failed command also prints the stack trace',
      ].join('\n'),
    );
  });

  it('gives every command an environment section ending with SWEEP_DEBUG', () => {
    for (const spec of COMMANDS) {
      const parsed = parseCommandLine([spec.name, '--help']);
      if (parsed.kind !== 'help') throw new Error('expected help');
      const lines = parsed.text.split('\n');
      expect([spec.name, lines.includes('Environment:'), lines.at(-1)!.replace(/ +/g, ' ')]).toEqual([
        spec.name,
        true,
        ' SWEEP_DEBUG when set, a failed command also prints the stack trace',
      ]);
    }
  });

  it('lists the contract commands', () => {
    expect(COMMANDS.map((c) => c.name)).toEqual(['search', 'symbols', 'context', 'apply', 'run', 'eval', 'bench', 'swebench']);
  });

  it('rejects an unknown command', () => {
    expect(errorOf(['serch'])).toBe("unknown command 'serch'; expected one of: search, symbols, context, apply, run, eval, bench, swebench");
  });

  it('rejects an unknown flag', () => {
    expect(errorOf(['search', '--repo', '.', '--query', 'x', '--fast'])).toBe(`search: Unknown option '--fast'; ${SEARCH_USAGE}`);
  });

  it('rejects a missing value', () => {
    expect(errorOf(['search', '--repo'])).toMatch(/^search: Option '--repo <value>' argument missing; usage:/);
  });

  it('rejects a missing required flag', () => {
    expect(errorOf(['search', '--query', 'x'])).toBe(`search: --repo is required; ${SEARCH_USAGE}`);
    expect(errorOf(['apply', '--repo', '.'])).toBe('apply: --edits is required; usage: node dist/cli.js apply --repo DIR --edits FILE [--json]');
  });

  it('wants exactly one query source', () => {
    expect(errorOf(['search', '--repo', '.'])).toBe(`search: give exactly one of --query or --query-file; ${SEARCH_USAGE}`);
    expect(errorOf(['search', '--repo', '.', '--query', 'a', '--query-file', 'f'])).toBe(
      `search: give exactly one of --query or --query-file; ${SEARCH_USAGE}`,
    );
  });

  it('checks numbers', () => {
    expect(errorOf(['search', '--repo', '.', '--query', 'x', '--top', '0'])).toBe(
      `search: --top must be a whole number from 1 to 10000, got '0'; ${SEARCH_USAGE}`,
    );
    expect(errorOf(['context', '--repo', '.', '--query', 'x', '--budget', '-5'])).toMatch(/^context: /);
  });

  it('gives the range of a whole-number option for a negative value, not an ambiguous argument', () => {
    expect(errorOf(['search', '--repo', '.', '--query', 'x', '--top', '-1'])).toBe(`search: --top must be a whole number from 1 to 10000, got '-1'; ${SEARCH_USAGE}`);
    expect(errorOf(['context', '--repo', '.', '--query', 'x', '--budget', '-5'])).toBe(
      "context: --budget must be a whole number from 0 to 10000000, got '-5'; usage: node dist/cli.js context --repo DIR (--query TEXT | --query-file FILE) [--budget TOKENS] [--json]",
    );
    expect(errorOf(['run', '--repo', '.', '--issue', 'x', '--test-timeout', '-2.5'])).toMatch(/^run: --test-timeout must be a whole number from 1 to 120, got '-2\.5'; usage: /);
    // A text option keeps node's word for a value starting with a dash.
    expect(errorOf(['search', '--repo', '.', '--query', '-1'])).toBe(`search: Option '--query' argument is ambiguous; ${SEARCH_USAGE}`);
  });

  it('takes --request-timeout on the commands that call the model, in seconds from 1 to 3600', () => {
    expect(parseCommandLine(['run', '--repo', '.', '--issue', 'x', '--request-timeout', '600'])).toMatchObject({ values: { 'request-timeout': '600' } });
    expect(parseCommandLine(['swebench', '--dataset', 'd', '--repos', 'r', '--request-timeout', '30'])).toMatchObject({ values: { 'request-timeout': '30' } });
    for (const bad of ['0', '3601', '2m', '-1']) {
      expect(errorOf(['run', '--repo', '.', '--issue', 'x', `--request-timeout=${bad}`])).toBe(
        `run: --request-timeout must be a whole number from 1 to 3600, got '${bad}'; usage: node dist/cli.js run --repo DIR (--issue TEXT | --issue-file FILE) [--dry-run] [--model NAME]`,
      );
    }
    for (const spec of COMMANDS) expect([spec.name, 'request-timeout' in spec.options]).toEqual([spec.name, spec.name === 'run' || spec.name === 'swebench']);
    const help = parseCommandLine(['swebench', '--help']);
    if (help.kind !== 'help') throw new Error('expected help');
    expect(help.text).toContain('\n  --request-timeout SECONDS   how long a model request waits for the server\'s first token');
    expect(help.text).toContain('\n  --instance-timeout MINUTES  stop an instance that runs longer (its process and every program it started), write its line with the error, and go on with the next (default 20; 0: no limit, instances run in this process)\n');
    expect(help.text).toContain('\n  SWEEP_REQUEST_TIMEOUT  seconds a model request waits');
  });

  it('rejects positionals', () => {
    expect(errorOf(['symbols', '--repo', '.', 'extra'])).toMatch(/^symbols: Unexpected argument 'extra'/);
  });
});

describe('main', () => {
  function capture() {
    const out: string[] = [];
    const err: string[] = [];
    return { io: { stdout: (t: string) => void out.push(t), stderr: (t: string) => void err.push(t), stderrIsTTY: false }, out, err };
  }

  it('exits 2 with one line on a usage error', async () => {
    const { io, out, err } = capture();
    expect(await main(['search', '--bogus'], io)).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('')).toBe(`error: search: Unknown option '--bogus'; ${SEARCH_USAGE}\n`);
  });

  it('prints the usage on stderr and exits 2 with no command', async () => {
    const { io, out, err } = capture();
    expect(await main([], io)).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('')).toMatch(/^Sweep: issue in, pull request out\.[^]*\nUsage: node dist\/cli\.js <command> \[options\]\n[^]*\n$/);
  });

  it('exits 0 with help', async () => {
    const { io, out } = capture();
    expect(await main(['--help'], io)).toBe(0);
    expect(out.join('')).toMatch(/^Sweep: issue in, pull request out/);
  });
});
