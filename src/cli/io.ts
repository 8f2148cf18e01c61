/** What a command of the CLI is given: its parsed options and where to print. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Progress bars only when a person is watching. */
  stderrIsTTY: boolean;
}

export type CommandValues = Record<string, string | boolean | undefined>;
export type CommandHandler = (values: CommandValues, io: CliIO) => Promise<number>;
