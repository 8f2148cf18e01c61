/**
 * A `git` first on PATH that logs each command it is given and runs the real git (or answers first
 * with `before`, a shell snippet that may `exit`), for counting what the code under test asks git.
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findProgram } from '../../src/repo/programs.js';
import { tempDir } from './repo.js';

export interface LoggingGit {
  /** The commands logged since the last `take`, each as its first two words (`-C <dir>` dropped), sorted; the log is emptied. */
  take(): string[];
  /** Puts PATH back and removes the wrapper. */
  restore(): void;
}

export function installLoggingGit(before = ''): LoggingGit {
  const bin = tempDir('sweep-git-log-');
  const log = join(bin.dir, 'commands.log');
  const real = findProgram('git', process.env.PATH ?? '');
  writeFileSync(join(bin.dir, 'git'), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\n${before}exec '${real}' "$@"\n`);
  chmodSync(join(bin.dir, 'git'), 0o755);
  const path = process.env.PATH;
  process.env.PATH = `${bin.dir}:${path}`;
  return {
    take() {
      let text = '';
      try {
        text = readFileSync(log, 'utf8');
      } catch {
        // None yet.
      }
      writeFileSync(log, '');
      return text.split('\n').filter(Boolean).map((line) => line.replace(/^-C \S+ /, '').split(' ').slice(0, 2).join(' ')).sort();
    },
    restore() {
      process.env.PATH = path;
      bin.cleanup();
    },
  };
}
