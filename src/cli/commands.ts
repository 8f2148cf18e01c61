import { searchCommand } from './search.js';

/** The command handlers, by command name. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Progress bars only when a person is watching. */
  stderrIsTTY: boolean;
}

export type CommandValues = Record<string, string | boolean | undefined>;
export type CommandHandler = (values: CommandValues, io: CliIO) => Promise<number>;

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
