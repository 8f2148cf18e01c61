/**
 * Text the Action prints to its log as it is (`core.info`) is read by the runner line by line: a
 * line that starts with `::` (after white space) is a workflow command (`::set-output`,
 * `::stop-commands::`, `::add-mask::`, ...), and `##[` starts one in the old syntax. Outside text
 * (a path the model planned, a branch name, a login) must never be taken for one. Pure.
 */

const ZERO_WIDTH_SPACE = '\u200b';
/** `::` at the start of a line, after white space; `##[` anywhere. */
const COMMAND_START = /^([ \t\f\v\u00a0\ufeff]*):(?=:)|##(?=\[)/gm;

/** `text` with every place the runner would read a workflow command broken by a zero-width space. */
export function withoutWorkflowCommands(text: string): string {
  // A carriage return ends a line for the runner as well.
  return text.replace(/\r(?!\n)/g, '\n').replace(COMMAND_START, (_match, space: string | undefined) => (space !== undefined ? `${space}:${ZERO_WIDTH_SPACE}` : `##${ZERO_WIDTH_SPACE}`));
}
