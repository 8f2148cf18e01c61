/** `symbols`: every definition in the repository, or in one file. */
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { analyzeFile } from '../code/analyze.js';
import type { Definition } from '../code/definitions.js';
import { decodeText } from '../repo/classify.js';
import { UsageError } from './args.js';
import type { CliIO, CommandValues } from './commands.js';
import { indexRepo, printJson, repoArg } from './common.js';

interface Row {
  path: string;
  def: Definition;
}

/** A `--path` value as a repository-relative `/` path; refuses paths that leave the repository. */
export function repoRelative(repo: string, path: string): string {
  const full = resolve(repo, path);
  const rel = relative(repo, full);
  if (rel === '' || rel.startsWith('..') || resolve(repo, rel) !== full) {
    throw new UsageError(`--path ${path} is outside --repo`);
  }
  return rel.split(sep).join('/');
}

export async function symbolsCommand(values: CommandValues, io: CliIO): Promise<number> {
  const repo = repoArg(values);
  const rows: Row[] = [];
  if (typeof values.path === 'string') {
    const path = repoRelative(repo, values.path);
    let bytes: Buffer;
    try {
      bytes = readFileSync(resolve(repo, path));
    } catch {
      throw new UsageError(`--path ${values.path} cannot be read`);
    }
    const analysis = await analyzeFile(path, decodeText(bytes).text);
    for (const def of analysis.definitions) rows.push({ path, def });
  } else {
    const index = await indexRepo(repo, values, io);
    index.ensureDetails();
    for (const { file, def } of index.definitions) rows.push({ path: index.files[file]!.path, def });
  }
  if (values.json) {
    printJson(io, {
      definitions: rows.map(({ path, def }) => ({
        path,
        name: def.qualifiedName,
        kind: def.kind,
        startLine: def.startLine,
        endLine: def.endLine,
        signature: def.signature,
        ...(def.doc ? { doc: def.doc } : {}),
        ...(def.parent ? { parent: def.parent } : {}),
      })),
    });
    return 0;
  }
  let last = '';
  for (const { path, def } of rows) {
    if (path !== last) io.stdout(`${path}\n`);
    last = path;
    io.stdout(`  ${String(def.startLine).padStart(5)}-${String(def.endLine).padEnd(5)} ${def.kind.padEnd(9)} ${def.qualifiedName}\n`);
  }
  if (rows.length === 0) io.stdout('No definitions found.\n');
  return 0;
}
