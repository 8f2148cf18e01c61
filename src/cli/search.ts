/** `search`: ranked files, entities and snippets for a query; with --embeddings, fused with vector search. */
import type { Intent } from '../context/intent.js';
import type { Skipped } from '../repo/classify.js';
import { describeIndexed, describeSkips } from '../repo/skip-report.js';
import { search } from '../search/rank/search.js';
import { kindsOrigin } from '../search/index/index-kinds.js';
import type { CliIO, CommandValues } from './io.js';
import { cacheDirArg, fileReader, indexRepo, intArg, printJson, repoArg, round, textArg } from './common.js';

export async function searchCommand(values: CommandValues, io: CliIO, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const started = performance.now();
  // The embeddings code (and the model client) is loaded only when asked for: it is most of the start-up.
  const vectorsModule = values.embeddings !== undefined ? await import('./embeddings.js') : undefined;
  const embeddings = vectorsModule?.embeddingSettings(values, env, io);
  const repo = repoArg(values);
  const query = textArg(values, 'query');
  const top = intArg(values, 'top', 10);
  const index = await indexRepo(repo, values, io);
  const indexMs = performance.now() - started;
  // A failing endpoint leaves `vectors` undefined (lexical ranking) and says why in `report`.
  const embedded = embeddings && vectorsModule ? await vectorsModule.embeddingScores(index, query, embeddings, cacheDirArg(values, repo), io) : undefined;
  const vectors = embedded?.vectors;
  const result = search(index, query, {
    top,
    readText: fileReader(index),
    ...(vectors?.extraChunkScores ? { extraChunkScores: vectors.extraChunkScores } : {}),
  });
  const queryMs = result.queryMs + (vectors?.fuseMs ?? 0);
  const totalMs = performance.now() - started;
  const t = index.timings;
  if (values.timings) {
    io.stderr(
      `timings: walk ${t.walkMs.toFixed(0)} ms, read ${t.readMs.toFixed(0)} ms, parse ${t.parseMs.toFixed(0)} ms, ` +
        `store ${t.storeMs.toFixed(0)} ms, index ${t.indexMs.toFixed(0)} ms (tables ${tablesSource(index.stats)}${kindsOrigin(index) ? `, kinds ${kindsOrigin(index)}` : ''}), ${vectors ? `embed ${vectors.embedMs.toFixed(0)} ms, ` : ''}query ${queryMs.toFixed(1)} ms, total ${totalMs.toFixed(0)} ms ` +
        `(${describeIndexed(index.stats)}; ${describeSkips(index.skipped)})\n`,
    );
  }
  if (values.json) {
    printJson(io, {
      intent: result.intent,
      files: result.files.map((f) => ({
        path: f.path,
        score: round(f.score),
        ...(values.explain ? { signals: Object.fromEntries(Object.entries(f.signals).map(([k, v]) => [k, round(v)])) } : {}),
      })),
      entities: result.entities.map((e) => ({ ...e, score: round(e.score) })),
      snippets: result.snippets.map((s) => ({ ...s, score: round(s.score) })),
      timings: {
        indexMs: round(indexMs, 1),
        queryMs: round(queryMs, 1),
        totalMs: round(totalMs, 1),
        walkMs: round(t.walkMs, 1),
        readMs: round(t.readMs, 1),
        parseMs: round(t.parseMs, 1),
        storeMs: round(t.storeMs, 1),
        buildMs: round(t.indexMs, 1),
        ...(vectors ? { embedMs: round(vectors.embedMs, 1) } : {}),
      },
      ...(embedded ? { embeddings: embedded.report } : {}),
      // The contract's keys stay as they are; --explain adds what was left out.
      ...(values.explain ? { skipped: index.skipped.map((s) => ({ path: s.path, reason: s.reason, ...(s.detail !== undefined ? { detail: s.detail } : {}) })) } : {}),
    });
    return 0;
  }
  if (index.files.length === 0) {
    io.stdout(`No indexable files in ${repo} (${describeSkips(index.skipped)}).\n`);
    if (values.explain) io.stdout(skippedText(index.skipped));
    return 0;
  }
  io.stdout(`${intentHeader(result.intent)}\n\nFiles:\n`);
  for (const f of result.files) {
    io.stdout(`  ${f.score.toFixed(3)}  ${f.path}\n`);
    if (values.explain) io.stdout(`         ${signalsText(f.signals)}\n`);
  }
  if (result.entities.length) {
    io.stdout('\nEntities:\n');
    for (const e of result.entities) io.stdout(`  ${e.score.toFixed(3)}  ${e.path}:${e.startLine}-${e.endLine}  ${e.kind} ${e.name}\n`);
  }
  if (result.snippets.length) {
    io.stdout('\nSnippets:\n');
    for (const s of result.snippets) io.stdout(`  ${s.score.toFixed(3)}  ${s.path}:${s.startLine}-${s.endLine}\n`);
  }
  if (result.files.length === 0) io.stdout('  (nothing matched the query)\n');
  if (values.explain) io.stdout(skippedText(index.skipped));
  return 0;
}

/** A file's signal contributions to its score, for --explain: `content 0.563, defines 0.500`. */
export function signalsText(signals: Readonly<Record<string, number>>): string {
  const parts = Object.entries(signals).map(([name, value]) => `${name} ${value.toFixed(3)}`);
  return parts.length ? parts.join(', ') : '(no signal)';
}

/** The files left out of the index with why, for --explain: a heading and one line each. */
export function skippedText(skipped: readonly Skipped[]): string {
  if (skipped.length === 0) return '\nLeft out of the index: none\n';
  return `\nLeft out of the index:\n${skipped.map((s) => `  ${s.path}  ${s.reason}${s.detail !== undefined ? `: ${s.detail}` : ''}\n`).join('')}`;
}

/** The first line of the text output: the intent and what its number is. */
export function intentHeader(intent: Intent): string {
  const confidence = `confidence ${intent.confidence.toFixed(2)} on a scale of 0 to 1`;
  if (intent.signals.length === 0) return `Intent: ${intent.kind} (${confidence}: the default, nothing in the query pointed to another intent)`;
  return `Intent: ${intent.kind} (${confidence})`;
}

/** Where the index's search tables came from: the store as they were, derived from the store's for the previous files, or built from every record. */
export function tablesSource(stats: { storedTables?: boolean; derivedTables?: boolean }): 'stored' | 'derived' | 'built' {
  return stats.storedTables ? 'stored' : stats.derivedTables ? 'derived' : 'built';
}
