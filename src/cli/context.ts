/** `context`: exactly the token-budgeted context the model would get for a query. */
import { assembleContext } from '../context/assemble.js';
import { retrievalBudget, tokenMeasure, warmEncoder } from '../context/budget.js';
import { gatherContextItems } from '../context/gather.js';
import { fetchLinkedPages } from '../context/links.js';
import { loadConfig } from '../config/sweep-config.js';
import { search } from '../search/rank/search.js';
import type { CliIO, CommandValues } from './io.js';
import { contextWindowArg, fileReader, indexRepo, printJson, repoArg, textArg } from './common.js';

/** Candidate files and snippets considered for the context. */
export const CONTEXT_TOP_FILES = 10;
export const CONTEXT_SNIPPETS = 8;

export async function contextCommand(values: CommandValues, io: CliIO): Promise<number> {
  const repo = repoArg(values);
  const query = textArg(values, 'query');
  const model = typeof values.model === 'string' ? values.model : process.env.SWEEP_MODEL;
  const contextWindow = contextWindowArg(values, process.env);
  const budget = typeof values.budget === 'string' ? Number(values.budget) : retrievalBudget({ ...(model ? { model } : {}), ...(contextWindow !== undefined ? { contextWindow } : {}) });
  // The token tables are read while git lists the files.
  setImmediate(() => warmEncoder(model));
  const index = await indexRepo(repo, values, io);
  const read = fileReader(index);
  const result = search(index, query, { top: CONTEXT_TOP_FILES, snippets: CONTEXT_SNIPPETS, readText: read });
  const started = performance.now();
  const pages = values['no-links'] || !loadConfig(repo).config.fetchLinks ? [] : await fetchLinkedPages(query);
  const items = await gatherContextItems(index, result, read, pages);
  const { count, atLeast } = tokenMeasure(model);
  const context = assembleContext(result.intent.kind, items, budget, count, atLeast);
  const assemblyMs = performance.now() - started;
  if (values.timings) io.stderr(`context: search ${result.queryMs.toFixed(1)} ms, gather and assemble ${assemblyMs.toFixed(1)} ms\n`);
  if (values.json) {
    printJson(io, {
      intent: result.intent,
      budget,
      tokens: context.tokens,
      sections: context.sections.map((s) => ({
        name: s.name,
        tokens: s.tokens,
        items: s.items.map((i) => ({ path: i.path, startLine: i.startLine, endLine: i.endLine, kind: i.kind })),
      })),
      text: context.text,
    });
    return 0;
  }
  io.stdout(context.text ? `${context.text}\n` : '(empty context: nothing relevant fits the budget)\n');
  io.stderr(`${context.tokens} of ${budget} tokens; intent ${result.intent.kind}\n`);
  return 0;
}
