/**
 * Command-line grammar of the CLI: the subcommands, their options, and parsing that fails with one
 * line saying what was expected. Pure: no I/O.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_REQUEST_TIMEOUT_SECONDS, MAX_REQUEST_TIMEOUT_SECONDS, MIN_REQUEST_TIMEOUT_SECONDS } from '../llm/request-timeout.js';

export const PROGRAM = 'node dist/cli.js';

interface OptionSpec {
  type: 'string' | 'boolean';
  /** Placeholder shown in help, e.g. DIR. */
  value?: string;
  description: string;
  /** Validates a whole positive number. */
  integer?: { min: number; max: number };
}

/** An environment variable a command reads, for its help. */
export interface EnvSpec {
  name: string;
  description: string;
}

export interface CommandSpec {
  name: string;
  summary: string;
  usage: string;
  options: Record<string, OptionSpec>;
  /** Environment variables the command reads (every command also reads SWEEP_CODE_CACHE and SWEEP_DEBUG). */
  environment?: readonly EnvSpec[];
  /** Exactly one of each group must be given. */
  oneOf?: string[][];
  required?: string[];
}

const repo: OptionSpec = { type: 'string', value: 'DIR', description: 'the repository to work on (paths in output are relative to it)' };
const json: OptionSpec = { type: 'boolean', description: 'print one JSON document on stdout' };
const query: OptionSpec = { type: 'string', value: 'TEXT', description: 'the issue or question text' };
const queryFile: OptionSpec = { type: 'string', value: 'FILE', description: 'read the query from FILE' };
const cacheDir: OptionSpec = {
  type: 'string',
  value: 'DIR',
  description: 'where the persisted index lives (default: a per-repo folder in the user cache directory)',
};
const noCache: OptionSpec = { type: 'boolean', description: 'neither read nor write the persisted index' };
const embeddings: OptionSpec = {
  type: 'string',
  value: 'MODEL',
  description: 'fuse vector search using this embeddings model (OPENAI_BASE_URL, OPENAI_API_KEY)',
};
const indexing = { 'cache-dir': cacheDir, 'no-cache': noCache };
const contextWindow: OptionSpec = {
  type: 'string',
  value: 'TOKENS',
  description: "the model server's context window (default: SWEEP_CONTEXT_WINDOW, else the model's from the known-model table, else 8192)",
  integer: { min: 2_048, max: 10_000_000 },
};

const requestTimeout: OptionSpec = {
  type: 'string',
  value: 'SECONDS',
  description:
    `how long a model request waits for the server's first token (a reasoning model's thinking counts) and between tokens; a reply that keeps coming is not cut (default: SWEEP_REQUEST_TIMEOUT, else ${DEFAULT_REQUEST_TIMEOUT_SECONDS})`,
  integer: { min: MIN_REQUEST_TIMEOUT_SECONDS, max: MAX_REQUEST_TIMEOUT_SECONDS },
};

const CACHE_ENV: readonly EnvSpec[] = [
  { name: 'SWEEP_CACHE_DIR', description: 'folder under which the default per-repository index folder is made (default: XDG_CACHE_HOME)' },
  { name: 'XDG_CACHE_HOME', description: 'the user cache directory, when SWEEP_CACHE_DIR is not set (default: ~/.cache)' },
];
const ENDPOINT_ENV: readonly EnvSpec[] = [
  { name: 'OPENAI_BASE_URL', description: 'base URL of any OpenAI-compatible server, e.g. http://localhost:11434/v1 (default: OpenAI)' },
  { name: 'OPENAI_API_KEY', description: 'key for that server (local servers take any value); at least one of the two must be set' },
];
/** What the commands that run the model read. */
const MODEL_ENV: readonly EnvSpec[] = [
  ...ENDPOINT_ENV,
  { name: 'SWEEP_MODEL', description: 'the chat model, when --model is not given (default: gpt-5-mini)' },
  { name: 'SWEEP_MAX_TOKENS', description: 'cap on prompt + completion tokens for the run, at least 1000 (default: 2000000)' },
  {
    name: 'SWEEP_REQUEST_TIMEOUT',
    description: `seconds a model request waits for the first token and between tokens, when --request-timeout is not given, ${MIN_REQUEST_TIMEOUT_SECONDS} to ${MAX_REQUEST_TIMEOUT_SECONDS} (default: ${DEFAULT_REQUEST_TIMEOUT_SECONDS})`,
  },
];
/** Read by the openai client itself whenever a model or embeddings endpoint is called. */
const OPENAI_CLIENT_ENV: readonly EnvSpec[] = [
  { name: 'OPENAI_LOG', description: "the openai client's log level (debug, info, warn, error, off)" },
  { name: 'OPENAI_CUSTOM_HEADERS', description: "extra request headers, one 'Name: value' a line" },
];
const EMBEDDINGS_ENV: readonly EnvSpec[] = [
  ...ENDPOINT_ENV.map((e) => ({ ...e, description: `with --embeddings: ${e.description}` })),
  { name: 'SWEEP_FUSION', description: "with --embeddings: how vector and lexical scores are fused, 'weighted' (default) or 'rrf'" },
  ...OPENAI_CLIENT_ENV,
];
/** Read by every command. */
export const COMMON_ENV: readonly EnvSpec[] = [
  { name: 'SWEEP_CODE_CACHE', description: "0: compile the CLI at every start, not keeping V8's compiled code in sweep-action/code under SWEEP_CACHE_DIR or XDG_CACHE_HOME" },
  { name: 'SWEEP_DEBUG', description: 'when set, a failed command also prints the stack trace' },
];

export const COMMANDS: readonly CommandSpec[] = [
  {
    name: 'search',
    summary: 'rank the files, functions and snippets relevant to a query (no LLM, no API key)',
    usage: '--repo DIR (--query TEXT | --query-file FILE) [--top N] [--json]',
    options: {
      repo,
      query,
      'query-file': queryFile,
      top: { type: 'string', value: 'N', description: 'how many files and entities to list (default 10)', integer: { min: 1, max: 10_000 } },
      json,
      timings: { type: 'boolean', description: 'print phase timings on stderr' },
      explain: { type: 'boolean', description: "show each file's signal contributions and list the files left out of the index, with why (with --json: a `signals` object per file and a `skipped` list)" },
      embeddings,
      ...indexing,
    },
    environment: [...EMBEDDINGS_ENV, ...CACHE_ENV],
    required: ['repo'],
    oneOf: [['query', 'query-file']],
  },
  {
    name: 'symbols',
    summary: 'list every definition (functions, classes, methods, types) with qualified names and lines',
    usage: '--repo DIR [--path FILE] [--json]',
    options: { repo, path: { type: 'string', value: 'FILE', description: 'only this file (relative to --repo)' }, json, ...indexing },
    environment: CACHE_ENV,
    required: ['repo'],
  },
  {
    name: 'context',
    summary: 'show exactly the token-budgeted context the model would get for a query',
    usage: '--repo DIR (--query TEXT | --query-file FILE) [--budget TOKENS] [--json]',
    options: {
      repo,
      query,
      'query-file': queryFile,
      budget: { type: 'string', value: 'TOKENS', description: "token budget (default: the share of the context window a run gives retrieved context; 8000 without a model or window)", integer: { min: 0, max: 10_000_000 } },
      model: { type: 'string', value: 'NAME', description: 'count tokens with this model\'s encoding (default: SWEEP_MODEL, else cl100k)' },
      'context-window': contextWindow,
      'no-links': { type: 'boolean', description: 'do not fetch the public pages the query links to' },
      timings: { type: 'boolean', description: 'print timings on stderr' },
      json,
      ...indexing,
    },
    environment: [{ name: 'SWEEP_MODEL', description: 'the model whose encoding counts the tokens, when --model is not given' }, ...CACHE_ENV],
    required: ['repo'],
    oneOf: [['query', 'query-file']],
  },
  {
    name: 'apply',
    summary: 'apply ORIGINAL/UPDATED edit blocks to files under the repository',
    usage: '--repo DIR --edits FILE [--json]',
    options: { repo, edits: { type: 'string', value: 'FILE', description: 'the edit blocks' }, json },
    required: ['repo', 'edits'],
  },
  {
    name: 'run',
    summary: 'turn an issue into a patch on a local checkout (OPENAI_BASE_URL, OPENAI_API_KEY)',
    usage: '--repo DIR (--issue TEXT | --issue-file FILE) [--dry-run] [--model NAME]',
    options: {
      repo,
      issue: { type: 'string', value: 'TEXT', description: 'the issue text' },
      'issue-file': { type: 'string', value: 'FILE', description: 'read the issue from FILE' },
      'dry-run': {
        type: 'boolean',
        description: 'print the plan and the unified diff; change nothing (without it, the change is committed to a new branch sweep/<slug>, and the branch or commit you were on is checked out again)',
      },
      model: { type: 'string', value: 'NAME', description: 'chat model (default: SWEEP_MODEL or gpt-5-mini)' },
      'context-window': contextWindow,
      'request-timeout': requestTimeout,
      'test-command': { type: 'string', value: 'CMD', description: "run this shell command (the repository's tests) before and after the change, and give failures back to the model (default: test_command in .github/sweep.yaml)" },
      'test-timeout': { type: 'string', value: 'MINUTES', description: 'time limit of one run of the test command (default: test_timeout_minutes in .github/sweep.yaml, else 10)', integer: { min: 1, max: 120 } },
      json,
      ...indexing,
    },
    environment: [...MODEL_ENV, ...OPENAI_CLIENT_ENV, ...CACHE_ENV],
    required: ['repo'],
    oneOf: [['issue', 'issue-file']],
  },
  {
    name: 'eval',
    summary: 'retrieval metrics (Acc@k, recall@k, MRR, latency) on a JSONL of issues with gold files',
    usage: '--dataset FILE [--baseline bm25] [--json]',
    options: {
      dataset: { type: 'string', value: 'FILE', description: 'JSONL lines {"repo","query","gold_files"[,"gold_entities"]}' },
      baseline: { type: 'string', value: 'NAME', description: "rank with a baseline instead: 'bm25' (whole-file BM25)" },
      context: { type: 'string', value: 'TOKENS', description: 'also assemble a context of TOKENS and report how often it holds every gold file', integer: { min: 0, max: 10_000_000 } },
      checkout: { type: 'boolean', description: 'check each instance\'s repository out at its "base_commit" first (moves the work tree; untracked files are deleted)' },
      dump: { type: 'string', value: 'FILE', description: 'write every candidate file\'s signals per instance to FILE (JSONL), for fitting the ranker' },
      only: { type: 'string', value: 'REGEX', description: 'only the instances whose id matches REGEX' },
      json,
      embeddings,
      ...indexing,
    },
    environment: [...EMBEDDINGS_ENV, ...CACHE_ENV],
    required: ['dataset'],
  },
  {
    name: 'bench',
    summary: 'speed and memory benchmarks of indexing and search on a repository',
    usage: '--repo DIR [--suite index|ctags|edits|run|micro|all|scale|real|adversarial] [--query TEXT] [--json]',
    options: {
      repo,
      suite: { type: 'string', value: 'NAME', description: 'index (speed and memory, default), ctags (definitions versus universal-ctags), edits (edit blocks from real commits), run (run --dry-run without the model latency), micro (single steps on large inputs built in memory), all of these, scale (--scale-repos), real (real checkouts end to end: --repo and --real-repos), or adversarial (the query stage on queries built against backtracking patterns)' },
      'real-repos': { type: 'string', value: 'DIRS', description: 'more git checkouts for the real suite, comma-separated (--repo is the first)' },
      rounds: { type: 'string', value: 'N', description: 'rounds of the real suite\'s cold and changed-file phases, each from a new index folder; their medians are reported (default 3)', integer: { min: 1, max: 100 } },
      'scale-repos': { type: 'string', value: 'DIRS', description: 'comma-separated git repositories of increasing size for the scale suite (npm run bench -- --suite scale builds them)' },
      'python-repo': { type: 'string', value: 'DIR', description: 'a Python repository the scale suite also times cold and warm' },
      'edits-repo': { type: 'string', value: 'DIR', description: 'git repository whose history the edits suite uses (default: --repo)' },
      'edits-commits': { type: 'string', value: 'N', description: 'last commits whose hunks the edits suite turns into blocks (default 500)', integer: { min: 1, max: 1_000_000 } },
      query,
      'query-file': queryFile,
      json,
      ...indexing,
    },
    required: ['repo'],
  },
  {
    name: 'swebench',
    summary: 'resolve SWE-bench-style instances with your model and write predictions.jsonl for the official harnesses',
    usage: '--dataset FILE --repos TEMPLATE [--output FILE] [--model NAME] [--instances IDS] [--instance-timeout MINUTES] [--json]',
    options: {
      dataset: { type: 'string', value: 'FILE', description: 'JSONL lines {"instance_id","repo","base_commit","problem_statement"} (SWE-bench) or Multi-SWE-bench records' },
      repos: {
        type: 'string',
        value: 'TEMPLATE',
        description: 'where each repository is: a path with {owner} and {name} (e.g. /mirrors/{owner}+{name}), a folder of clones (owner__name, owner/name or name), or a URL template (the only way to use the network)',
      },
      output: { type: 'string', value: 'FILE', description: 'the predictions file, appended to and resumed (default predictions.jsonl)' },
      model: { type: 'string', value: 'NAME', description: 'chat model (default: SWEEP_MODEL or gpt-5-mini)' },
      'model-name': { type: 'string', value: 'NAME', description: 'model_name_or_path written in the predictions (default sweep-<model>)' },
      'context-window': contextWindow,
      'request-timeout': requestTimeout,
      instances: { type: 'string', value: 'IDS', description: 'only these instance ids (comma-separated)' },
      'instance-timeout': {
        type: 'string',
        value: 'MINUTES',
        description: 'stop an instance that runs longer (its process and every program it started), write its line with the error, and go on with the next (default 20; 0: no limit, instances run in this process)',
      },
      'work-dir': { type: 'string', value: 'DIR', description: 'where the checkouts are made (default: a folder under the user cache directory)' },
      json,
      ...indexing,
    },
    environment: [...MODEL_ENV, ...OPENAI_CLIENT_ENV, ...CACHE_ENV],
    required: ['dataset', 'repos'],
  },
];

export class UsageError extends Error {
  override name = 'UsageError';
}

export type ParsedCommand =
  | { kind: 'help'; text: string }
  /** No command given: the program's usage, on stderr, with the exit code of a usage error. */
  | { kind: 'usage'; text: string }
  | { kind: 'command'; command: string; values: Record<string, string | boolean | undefined> };

function usageLine(spec: CommandSpec): string {
  return `${PROGRAM} ${spec.name} ${spec.usage}`;
}

export function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'Sweep: issue in, pull request out. Retrieval needs no API key.',
    '',
    `Usage: ${PROGRAM} <command> [options]`,
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    `Run '${PROGRAM} <command> --help' for a command's options and the environment variables it reads.`,
  ].join('\n');
}

/** Name and description rows, the names padded to one width. */
function table(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}

export function commandHelp(spec: CommandSpec): string {
  const options = Object.entries(spec.options).map(([name, o]) => [`--${name}${o.value ? ` ${o.value}` : ''}`, o.description] as const);
  const environment = [...(spec.environment ?? []), ...COMMON_ENV].map((e) => [e.name, e.description] as const);
  return [
    `${spec.summary}`,
    '',
    `Usage: ${usageLine(spec)}`,
    '',
    'Options:',
    ...table([...options, ['--help', 'show this help']]),
    '',
    'Environment:',
    ...table(environment),
  ].join('\n');
}

function fail(spec: CommandSpec, message: string): never {
  throw new UsageError(`${spec.name}: ${message}; usage: ${usageLine(spec)}`);
}

/**
 * `--top -1` as `--top=-1`: a negative number after a whole-number option is its value (parseArgs
 * would call it an ambiguous argument), and the range check then says what the option takes.
 */
function joinNegativeNumbers(spec: CommandSpec, args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    if (arg.startsWith('--') && spec.options[arg.slice(2)]?.integer && next !== undefined && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** Parses argv (without `node` and the script). Throws `UsageError` with one line on bad input. */
export function parseCommandLine(argv: readonly string[]): ParsedCommand {
  const [first, ...rest] = argv;
  if (first === undefined) return { kind: 'usage', text: mainHelp() };
  if (first === '--help' || first === '-h' || first === 'help') return { kind: 'help', text: mainHelp() };
  const spec = COMMANDS.find((c) => c.name === first);
  if (!spec) {
    throw new UsageError(`unknown command '${first}'; expected one of: ${COMMANDS.map((c) => c.name).join(', ')}`);
  }
  if (rest.includes('--help') || rest.includes('-h')) return { kind: 'help', text: commandHelp(spec) };
  const options = Object.fromEntries(Object.entries(spec.options).map(([name, o]) => [name, { type: o.type }]));
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: joinNegativeNumbers(spec, rest), options, strict: true, allowPositionals: false }));
  } catch (error) {
    // parseArgs errors may come from another realm (jest's VM), so do not rely on instanceof.
    const text = String((error as { message?: unknown }).message ?? error);
    fail(spec, text.split('\n')[0]!.replace(/\. .*$/, '').replace(/\.$/, ''));
  }
  for (const name of spec.required ?? []) {
    if (values[name] === undefined || values[name] === '') fail(spec, `--${name} is required`);
  }
  for (const group of spec.oneOf ?? []) {
    const given = group.filter((name) => values[name] !== undefined);
    if (given.length !== 1) fail(spec, `give exactly one of ${group.map((n) => `--${n}`).join(' or ')}`);
  }
  for (const [name, o] of Object.entries(spec.options)) {
    const value = values[name];
    if (o.integer && typeof value === 'string') {
      const n = /^\d+$/.test(value) ? Number(value) : NaN;
      if (!Number.isSafeInteger(n) || n < o.integer.min || n > o.integer.max) {
        fail(spec, `--${name} must be a whole number from ${o.integer.min} to ${o.integer.max}, got '${value}'`);
      }
    }
  }
  return { kind: 'command', command: spec.name, values };
}
