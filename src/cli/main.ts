/**
 * CLI dispatcher: parses the command line and runs one command. Returns the exit code:
 * 0 success, 1 the command failed, 2 the command line was wrong.
 */
import { parseCommandLine, UsageError } from './args.js';
import { COMMAND_HANDLERS, type CliIO } from './commands.js';

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
  if (parsed.kind === 'help') {
    io.stdout(`${parsed.text}\n`);
    return 0;
  }
  const handler = COMMAND_HANDLERS[parsed.command];
  if (!handler) {
    io.stderr(`error: the '${parsed.command}' command is not available in this build\n`);
    return 2;
  }
  try {
    return await handler(parsed.values, io);
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
