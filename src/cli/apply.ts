/** `apply`: applies ORIGINAL/UPDATED edit blocks to files under the repository. Exit 1 if any block failed. */
import { readFileSync } from 'node:fs';
import { applyEditsToRepo, formatApplyFeedback } from '../agent/apply-repo.js';
import { decodeText } from '../repo/classify.js';
import { UsageError } from './args.js';
import type { CliIO, CommandValues } from './commands.js';
import { printJson, repoArg } from './common.js';

export async function applyCommand(values: CommandValues, io: CliIO): Promise<number> {
  const repo = repoArg(values);
  let edits: string;
  try {
    edits = decodeText(readFileSync(String(values.edits))).text;
  } catch {
    throw new UsageError(`--edits ${String(values.edits)} cannot be read`);
  }
  const report = await applyEditsToRepo(repo, edits);
  if (values.json) printJson(io, report);
  else io.stdout(`${formatApplyFeedback(report)}\n`);
  return report.failed.length ? 1 : 0;
}
