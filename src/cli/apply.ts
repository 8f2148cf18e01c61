/**
 * `apply`: applies ORIGINAL/UPDATED edit blocks to files under the repository through its file door
 * (no write through a link leaving it; protected paths and the configuration's `blocked_dirs`
 * refused). Exit 1 if any block failed; exit 2 when the file cannot be read or holds no block.
 */
import { readFileSync } from 'node:fs';
import { applyEditsToRepo, formatApplyFeedback } from '../agent/apply-repo.js';
import { parseEditBlocks } from '../agent/edit-blocks.js';
import { loadConfig } from '../config/sweep-config.js';
import { decodeText } from '../repo/classify.js';
import { UsageError } from './args.js';
import type { CliIO, CommandValues } from './io.js';
import { printJson, repoArg } from './common.js';

/** The configuration's `blocked_dirs`; none (with a warning) when the configuration cannot be read. */
function blockedDirs(repo: string, io: CliIO): readonly string[] {
  try {
    return loadConfig(repo).config.blockedDirs;
  } catch (error) {
    io.stderr(`warning: ${(error as Error).message}; applying without its blocked_dirs\n`);
    return [];
  }
}

export async function applyCommand(values: CommandValues, io: CliIO): Promise<number> {
  const repo = repoArg(values);
  let edits: string;
  try {
    edits = decodeText(readFileSync(String(values.edits))).text;
  } catch {
    throw new UsageError(`--edits ${String(values.edits)} cannot be read`);
  }
  // A file with no block at all is the wrong input, not a failed edit.
  if (parseEditBlocks(edits).message !== null) {
    throw new UsageError(
      `--edits ${String(values.edits)} holds no edit blocks; each is a file's path alone on a line, then \`<<<<<<< ORIGINAL\`, the lines as they are, \`=======\`, the lines as they should be, and \`>>>>>>> UPDATED\``,
    );
  }
  const report = await applyEditsToRepo(repo, edits, { blockedDirs: blockedDirs(repo, io) });
  if (values.json) printJson(io, report);
  else io.stdout(`${formatApplyFeedback(report)}\n`);
  return report.failed.length ? 1 : 0;
}
