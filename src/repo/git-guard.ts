/**
 * What git is told for every command Sweep runs, whatever the checkout's configuration says: no
 * hook runs (`core.hooksPath` points where no file can be), no file system monitor, no credential
 * helper, pager, editor or askpass program, no signing program, no submodule recursion, no `ext::`
 * transport, and every program the configuration names that the repository could provide is
 * switched off: filter drivers (`filter.<d>.clean/smudge/process`, named by `.gitattributes`),
 * textconv and external diff drivers, merge drivers and a `core.sshCommand` that could run a file
 * of the repository. (`remote.<r>.uploadpack/receivepack` take their first value, the checkout's,
 * whatever comes later: git-run.ts names the programs on the command line of each command instead.) A git-lfs filter stays (the program
 * is the runner's, found on a PATH without the repository's folders).
 *
 * The configuration is read for each command (`git config --list -z`): an `include.path` may lead
 * into the working tree, whose files change during a run. Pure.
 */
import { basename, dirname, isAbsolute, resolve } from 'node:path';
import { isInside } from './programs.js';

/** Where hooks are looked for: a path under a file, so no hook can ever exist there (`nul` on Windows is a device too). */
export const NO_HOOKS_PATH = process.platform === 'win32' ? 'NUL' : '/dev/null';

/** Set for every command. */
export const ALWAYS: readonly (readonly [string, string])[] = [
  ['core.hooksPath', NO_HOOKS_PATH],
  ['core.fsmonitor', 'false'],
  ['core.askPass', ''],
  ['credential.helper', ''],
  ['core.pager', 'cat'],
  ['protocol.ext.allow', 'never'],
  ['commit.gpgSign', 'false'],
  ['tag.gpgSign', 'false'],
  ['push.gpgSign', 'false'],
  ['log.showSignature', 'false'],
  ['submodule.recurse', 'false'],
  ['fetch.recurseSubmodules', 'false'],
  ['push.recurseSubmodules', 'no'],
  ['gc.auto', '0'],
  ['maintenance.auto', 'false'],
];

/** Variable names (the last part of a key) that name a program to run. */
const PROGRAM_VARIABLES = new Set([
  'command',
  'cmd',
  'program',
  'helper',
  'driver',
  'textconv',
  'process',
  'clean',
  'smudge',
  'editor',
  'pager',
  'sshcommand',
  'askpass',
  'fsmonitor',
  'hookspath',
  'alternaterefscommand',
  'gitproxy',
  'defaultkeycommand',
  'uploadpack',
  'receivepack',
  'external',
  'packobjectshook',
]);
/** Characters that make a command line more than a program and its arguments (git runs it with a shell). */
const SHELL_SYNTAX = /[|;&$`<>(){}\n\\*?~!#'"]/;
/** ssh options that run a command. */
const SSH_RUNS = /^(?:-o)?\s*(?:proxycommand|localcommand|knownhostscommand|permitlocalcommand|proxyusefdpass)\b/i;

/** One `git config --list -z` entry: the key as git prints it (section and variable lower-cased) and the value (undefined for a bare boolean). */
export interface ConfigEntry {
  key: string;
  value: string | undefined;
}

/** An entry of `git config --list -z --show-origin`, with the file it came from (`file:<path>`, or `command line:`). */
export interface OriginEntry extends ConfigEntry {
  origin: string;
}

export function parseOriginList(listing: string): OriginEntry[] {
  const parts = listing.split('\0');
  const out: OriginEntry[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [entry] = parseConfigList(`${parts[i + 1]!}\0`);
    if (entry) out.push({ origin: parts[i]!, ...entry });
  }
  return out;
}

export function parseConfigList(listing: string): ConfigEntry[] {
  return listing
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const nl = entry.indexOf('\n');
      return nl === -1 ? { key: entry, value: undefined } : { key: entry.slice(0, nl), value: entry.slice(nl + 1) };
    });
}

function parts(key: string): { section: string; sub: string | undefined; variable: string } {
  const first = key.indexOf('.');
  const last = key.lastIndexOf('.');
  return { section: key.slice(0, first).toLowerCase(), sub: first === last ? undefined : key.slice(first + 1, last), variable: key.slice(last + 1).toLowerCase() };
}

/** True when a filter command is git-lfs, with nothing a shell would read. */
export function isLfsCommand(command: string): boolean {
  if (SHELL_SYNTAX.test(command)) return false;
  const words = command.trim().split(/\s+/);
  return words[0] === 'git-lfs' || (words[0] === 'git' && words[1] === 'lfs');
}

/**
 * True when `command` (a `core.sshCommand`) runs the runner's ssh and nothing of the repository:
 * ssh by name or by an absolute path outside `root`, no shell syntax, no option that runs a
 * command, and every path it names absolute and outside `root` (an `-i` key, an `-F` config file).
 * actions/checkout's `"/usr/bin/ssh" -i "$RUNNER_TEMP/..."` form keeps working: its quotes are read.
 */
export function isSafeSshCommand(command: string, root: string): boolean {
  const words = command.trim().match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  const plain = words.map((w) => w.replace(/^(["'])(.*)\1$/, '$2'));
  if (plain.length === 0 || plain.some((w) => /[|;&`<>(){}\n*?!#]|\$\(/.test(w))) return false;
  const program = plain[0]!;
  if (!/^ssh(?:\.exe)?$/i.test(basename(program.replace(/\\/g, '/')))) return false;
  for (let i = 0; i < plain.length; i++) {
    const word = plain[i]!;
    if (SSH_RUNS.test(word) || (word === '-o' && SSH_RUNS.test(plain[i + 1] ?? ''))) return false;
    if (word.includes('/') || word.includes('\\')) {
      const path = word.replace(/^-[a-zA-Z]/, '').replace(/^[\w-]+=/, '');
      if (!isAbsolute(path) || isInside(resolve(path), resolve(root))) return false;
    }
  }
  return true;
}

/**
 * The configuration given to a git command run in `root`, from what `listing` (`git config --list
 * -z`) shows: `ALWAYS`, then each key of the listing that names a program, switched off.
 */
export function guardConfig(listing: string | readonly ConfigEntry[], root: string): [string, string][] {
  const out: [string, string][] = ALWAYS.map(([k, v]) => [k, v]);
  const seen = new Set(out.map(([k]) => k.toLowerCase()));
  const set = (key: string, value: string) => {
    const id = key.toLowerCase();
    if (seen.has(id)) return;
    seen.add(id);
    out.push([key, value]);
  };
  const entries = typeof listing === 'string' ? parseConfigList(listing) : listing;
  // A filter driver is kept only when every command it names is git-lfs.
  const unsafeFilters = new Set<string>();
  for (const { key, value } of entries) {
    const { section, sub, variable } = parts(key);
    if (section === 'filter' && sub !== undefined && ['clean', 'smudge', 'process'].includes(variable) && !isLfsCommand(value ?? '')) unsafeFilters.add(sub);
  }
  for (const { key, value } of entries) {
    const { section, sub, variable } = parts(key);
    if (section === 'filter' && sub !== undefined) {
      if (!unsafeFilters.has(sub)) continue;
      for (const v of ['clean', 'smudge', 'process']) set(`filter.${sub}.${v}`, '');
      set(`filter.${sub}.required`, 'false');
      continue;
    }
    if (section === 'core' && variable === 'sshcommand') {
      if (!isSafeSshCommand(value ?? '', root)) set(key, 'ssh');
      continue;
    }
    if (PROGRAM_VARIABLES.has(variable)) set(key, '');
  }
  return out;
}

/**
 * The files a configuration depends on: those its entries came from and those its `include.path`
 * and `includeIf.<condition>.path` name (which may not exist yet), each resolved as git does
 * (relative to the including file's folder, `~/` to HOME).
 */
export function configFiles(entries: readonly OriginEntry[], home: string | undefined): string[] {
  const files = new Set<string>();
  for (const { origin, key, value } of entries) {
    if (!origin.startsWith('file:')) continue;
    const file = origin.slice('file:'.length);
    files.add(file);
    const { section, variable } = parts(key);
    if ((section === 'include' || section === 'includeif') && variable === 'path' && value) {
      const target = value.startsWith('~/') && home ? resolve(home, value.slice(2)) : resolve(dirname(file), value);
      files.add(target);
    }
  }
  return [...files];
}

/** The variables that hand `config` to git (and to every git it starts) without a command-line argument. */
export function configEnv(config: readonly (readonly [string, string])[]): Record<string, string> {
  const env: Record<string, string> = { GIT_CONFIG_COUNT: String(config.length) };
  config.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}

/** The last value of `key` (as git prints keys: section and variable lower-case) in a listing. */
export function configValue(listing: string, key: string): string | undefined {
  let value: string | undefined;
  for (const entry of parseConfigList(listing)) if (entry.key.toLowerCase() === key.toLowerCase()) value = entry.value;
  return value;
}

/**
 * The folder `core.hooksPath` names, relative to `root` (`/`-separated), when it lies inside it; a
 * relative value is relative to the top of the working tree (`top`). Undefined otherwise.
 */
export function hooksFolderOf(listing: string, root: string, top: string): string | undefined {
  const value = configValue(listing, 'core.hookspath');
  if (!value || value.startsWith('~')) return undefined;
  const abs = resolve(top, value);
  const base = resolve(root);
  if (!isInside(abs, base) || abs === base) return undefined;
  return abs.slice(base.length + 1).split(/[\\/]/).join('/');
}
