/**
 * CLI dispatcher: parses the command line and runs one command. Returns the exit code:
 * 0 success, 1 the command failed, 2 the command line was wrong.
 */
import { parseCommandLine, UsageError } from './args.js';
import { backgroundSettled } from '../background.js';
import { DamagedIndexError } from '../search/store/store-format.js';
import { discardStore } from '../search/store/store-folder.js';
import { COMMAND_HANDLERS } from './commands.js';
import type { CliIO } from './io.js';

export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  let parsed;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`error: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  if (parsed.kind === 'usage') {
    io.stderr(`${parsed.text}\n`);
    return 2;
  }
  if (parsed.kind === 'help') {
    io.stdout(`${parsed.text}\n`);
    return 0;
  }
  const handler = COMMAND_HANDLERS[parsed.command];
  if (!handler) {
    io.stderr(`error: the '${parsed.command}' command is not available in this build\n`);
    return 2;
  }
  let printed = false;
  const watched: CliIO = {
    ...io,
    stdout: (text) => {
      printed = true;
      io.stdout(text);
    },
  };
  try {
    try {
      return await handler(parsed.values, watched);
    } catch (error) {
      if (!(error instanceof DamagedIndexError) || !error.folder) throw error;
      // A record or table found damaged while used: the store is deleted, and the command, if it
      // printed nothing yet, runs once more on an index built anew.
      await backgroundSettled();
      await discardStore(error.folder);
      if (printed) throw new Error(`${error.message.replace(/; run again with --no-cache or delete that folder$/, '')}; it was deleted, and the next run builds it anew`);
      io.stderr(`warning: ${error.reason} in the persisted index in ${error.folder}: deleted, and the index is built anew\n`);
      return await handler(parsed.values, io);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`error: ${parsed.command}: ${error.message}\n`);
      return 2;
    }
    io.stderr(`error: ${parsed.command}: ${error instanceof Error ? error.message : String(error)}\n`);
    if (process.env.SWEEP_DEBUG && error instanceof Error && error.stack) io.stderr(`${error.stack}\n`);
    return 1;
  }
}
