/**
 * The repository's own settings: `.github/sweep.yaml` (or `sweep.yaml` at the root). Every key is
 * optional; unknown keys and wrong types are reported with the key's name and the expected form.
 * Nothing in an issue or comment can change these.
 */
import { parse, YAMLParseError } from 'yaml';
import { CONFIG_PATHS } from '../repo/protected-paths.js';
import { isForbiddenEnvName } from '../repo/programs.js';
import { RepoFiles } from '../repo/repo-files.js';
import { ISOLATION_SETTINGS, type IsolationSetting } from '../verify/sandbox.js';

export interface SweepConfig {
  /** Base branch for Sweep's pull requests; default: the repository's default branch. */
  branch?: string;
  /** Folders Sweep must never change (in addition to `.github/workflows/` and `.git/`). */
  blockedDirs: string[];
  /** Gitignore-style patterns left out of retrieval (generated code, vendored trees, fixtures). */
  exclude: string[];
  /** Open pull requests as drafts. */
  draft?: boolean;
  /** What the repository is, for the prompts. */
  description?: string;
  /** House rules for changes ("use pathlib", "every public function has a docstring"). */
  rules: string[];
  /** Fix attempts for failing CI on a Sweep pull request. */
  maxCiAttempts?: number;
  /** Bot logins allowed to trigger Sweep (bots are ignored otherwise). */
  allowedBots: string[];
  /** Fetch public links found in issues for context. */
  fetchLinks: boolean;
  /** The repository's test command (a shell command), run before and after Sweep's change. */
  testCommand?: string;
  /** Minutes one run of the test command may take; default TEST_TIMEOUT_MINUTES. */
  testTimeoutMinutes?: number;
  /** Names of the runner's environment variables the test command also gets. */
  testEnv: string[];
  /** As whom the tests run: another user when possible (`auto`), always (`user`), or the runner's (`none`). */
  testIsolation?: IsolationSetting;
}

/** Minutes one run of the test command may take by default. */
export const TEST_TIMEOUT_MINUTES = 10;

export { CONFIG_PATHS };

export function defaultConfig(): SweepConfig {
  return { blockedDirs: [], exclude: [], rules: [], allowedBots: [], fetchLinks: true, testEnv: [] };
}

const MAX_TEXT = 4_000;
const MAX_LIST = 100;

type Reader = (key: string, value: unknown) => void;

function fail(file: string, key: string, expected: string, value: unknown): never {
  const shown = JSON.stringify(value) ?? String(value);
  throw new Error(`${file}: '${key}' must be ${expected}, got ${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown}`);
}

function stringList(file: string, key: string, value: unknown): string[] {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.length > MAX_LIST || !list.every((v) => typeof v === 'string' && v.trim() && v.length <= 500)) {
    fail(file, key, `a list of up to ${MAX_LIST} non-empty strings`, value);
  }
  return list.map((v: string) => v.trim());
}

function folder(file: string, key: string, value: string): string {
  const clean = value.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
  if (!clean || clean.startsWith('/') || clean.split('/').includes('..')) fail(file, key, 'folders relative to the repository root', value);
  return clean;
}

/** Validates parsed YAML into a SweepConfig. `file` names the file in messages. */
export function validateConfig(raw: unknown, file = 'sweep.yaml'): SweepConfig {
  if (raw === null || raw === undefined) return defaultConfig();
  if (typeof raw !== 'object' || Array.isArray(raw)) fail(file, '(top level)', 'a mapping of settings', raw);
  const config = defaultConfig();
  const readers: Record<string, Reader> = {
    branch: (k, v) => {
      if (typeof v !== 'string' || !/^[\w./-]{1,200}$/.test(v) || v.includes('..')) fail(file, k, 'a branch name', v);
      config.branch = v;
    },
    blocked_dirs: (k, v) => {
      config.blockedDirs = stringList(file, k, v).map((d) => folder(file, k, d));
    },
    exclude: (k, v) => {
      config.exclude = stringList(file, k, v);
    },
    draft: (k, v) => {
      if (typeof v !== 'boolean') fail(file, k, 'true or false', v);
      config.draft = v;
    },
    description: (k, v) => {
      if (typeof v !== 'string' || v.length > MAX_TEXT) fail(file, k, `text of at most ${MAX_TEXT} characters`, v);
      config.description = v.trim();
    },
    rules: (k, v) => {
      config.rules = stringList(file, k, v);
    },
    max_ci_attempts: (k, v) => {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 10) fail(file, k, 'a whole number from 0 to 10', v);
      config.maxCiAttempts = v;
    },
    allowed_bots: (k, v) => {
      config.allowedBots = stringList(file, k, v);
    },
    fetch_links: (k, v) => {
      if (typeof v !== 'boolean') fail(file, k, 'true or false', v);
      config.fetchLinks = v;
    },
    test_command: (k, v) => {
      if (typeof v !== 'string' || !v.trim() || v.length > MAX_TEXT) fail(file, k, `a shell command of at most ${MAX_TEXT} characters`, v);
      config.testCommand = v.trim();
    },
    test_timeout_minutes: (k, v) => {
      if (typeof v !== 'number' || !Number.isFinite(v) || v < 0.1 || v > 120) fail(file, k, 'a number of minutes from 0.1 to 120', v);
      config.testTimeoutMinutes = v;
    },
    test_env: (k, v) => {
      const names = stringList(file, k, v);
      for (const name of names) {
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) fail(file, k, 'a list of environment variable names', name);
        if (isForbiddenEnvName(name)) fail(file, k, "names other than Sweep's and the runner's credentials (INPUT_*, ACTIONS_*, GITHUB_TOKEN, GH_TOKEN, GIT_*)", name);
      }
      config.testEnv = names;
    },
    test_isolation: (k, v) => {
      if (typeof v !== 'string' || !(ISOLATION_SETTINGS as readonly string[]).includes(v)) fail(file, k, `one of ${ISOLATION_SETTINGS.join(', ')}`, v);
      config.testIsolation = v as IsolationSetting;
    },
  };
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const reader = readers[key];
    if (!reader) throw new Error(`${file}: unknown key '${key}'; known keys: ${Object.keys(readers).join(', ')}`);
    reader(key, value);
  }
  return config;
}

/** Parses YAML text into a SweepConfig. */
export function parseConfig(text: string, file = 'sweep.yaml'): SweepConfig {
  let raw: unknown;
  try {
    raw = parse(text, { maxAliasCount: 50 });
  } catch (error) {
    const first = (error as Error).message.split('\n')[0]!;
    const where = error instanceof YAMLParseError && error.linePos && !/ at line \d+/.test(first) ? ` (line ${error.linePos[0].line})` : '';
    throw new Error(`${file} is not valid YAML: ${first.replace(/:$/, '')}${where}`);
  }
  return validateConfig(raw, file);
}

/**
 * Reads the repository's config file through the repository's file door (a config that is a link
 * leaving the repository is not read), or the defaults when there is none.
 */
export function loadConfig(repoRoot: string): { config: SweepConfig; file?: string } {
  const files = RepoFiles.open(repoRoot);
  for (const candidate of CONFIG_PATHS) {
    const text = files.readText(candidate);
    if (text === undefined) continue;
    return { config: parseConfig(text, candidate), file: candidate };
  }
  return { config: defaultConfig() };
}
