/** The command handlers, by command name. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Progress bars only when a person is watching. */
  stderrIsTTY: boolean;
}

export type CommandValues = Record<string, string | boolean | undefined>;
export type CommandHandler = (values: CommandValues, io: CliIO) => Promise<number>;

export const COMMAND_HANDLERS: Record<string, CommandHandler | undefined> = {};
