/** The command handlers, by command name. */
import type { CommandHandler } from './io.js';
import { searchCommand } from './search.js';

export type { CliIO, CommandHandler, CommandValues } from './io.js';

/**
 * `search` is loaded with the CLI; the other commands bring the parser, the model client, the token
 * encoder and more, so they are loaded when run (start-up matters most for search).
 */
export const COMMAND_HANDLERS: Record<string, CommandHandler | undefined> = {
  search: searchCommand,
  symbols: async (values, io) => (await import('./symbols.js')).symbolsCommand(values, io),
  run: async (values, io) => (await import('./run.js')).runCommand(values, io),
  apply: async (values, io) => (await import('./apply.js')).applyCommand(values, io),
  context: async (values, io) => (await import('./context.js')).contextCommand(values, io),
  bench: async (values, io) => (await import('./bench.js')).benchCommand(values, io),
  eval: async (values, io) => (await import('./eval.js')).evalCommand(values, io),
  swebench: async (values, io) => (await import('./swebench.js')).swebenchCommand(values, io),
};
