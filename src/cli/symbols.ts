/** `symbols`: every definition in the repository, or in one file. */
import { relative, resolve, sep } from 'node:path';
import { analyzeFile } from '../code/analyze.js';
import type { Definition } from '../code/definitions.js';
import { decodeText } from '../repo/classify.js';
import { RepoFiles } from '../repo/repo-files.js';
import { UsageError } from './args.js';
import type { CliIO, CommandValues } from './io.js';
import { indexRepo, printJson, repoArg } from './common.js';

export interface SymbolRow {
  path: string;
  def: Definition;
}

const LINE_WIDTH = 5;
const KIND_WIDTH = 9;

/**
 * The text listing: each file's path, then one line per definition with its lines, kind, qualified
 * name (padded to the file's longest name) and signature.
 */
export function formatSymbols(rows: readonly SymbolRow[]): string {
  if (rows.length === 0) return 'No definitions found.\n';
  const out: string[] = [];
  for (let start = 0; start < rows.length; ) {
    const path = rows[start]!.path;
    let end = start;
    while (end < rows.length && rows[end]!.path === path) end++;
    const file = rows.slice(start, end);
    const nameWidth = Math.max(...file.map(({ def }) => def.qualifiedName.length));
    out.push(`${path}\n`);
    for (const { def } of file) {
      const lines = `${String(def.startLine).padStart(LINE_WIDTH)}-${String(def.endLine).padEnd(LINE_WIDTH)}`;
      out.push(`  ${lines} ${def.kind.padEnd(KIND_WIDTH)} ${def.qualifiedName.padEnd(nameWidth)}  ${def.signature}`.trimEnd() + '\n');
    }
    start = end;
  }
  return out.join('');
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
  const rows: SymbolRow[] = [];
  if (typeof values.path === 'string') {
    const path = repoRelative(repo, values.path);
    // Through the repository's file door: a link leading out of the repository or into .git/ is refused.
    const door = RepoFiles.open(repo);
    const resolved = door.resolve(path);
    if (!resolved.ok) throw new UsageError(`--path ${values.path}: ${resolved.reason}`);
    const bytes = door.readBytes(path);
    if (!bytes) throw new UsageError(`--path ${values.path} cannot be read`);
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
  io.stdout(formatSymbols(rows));
  return 0;
}
