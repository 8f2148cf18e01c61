import { runCommand } from './run.js';
import { applyCommand } from './apply.js';
import { contextCommand } from './context.js';
import { benchCommand } from './bench.js';
import { evalCommand } from './eval.js';
import { symbolsCommand } from './symbols.js';
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

export const COMMAND_HANDLERS: Record<string, CommandHandler | undefined> = {
  search: searchCommand,
  run: (values, io) => runCommand(values, io),
  apply: applyCommand,
  context: contextCommand,
  bench: benchCommand,
  eval: evalCommand,
  symbols: symbolsCommand,
};
