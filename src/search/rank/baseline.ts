/**
 * The plain-BM25 baselines the README compares against: whole files (or whole function bodies) as
 * documents, lower-cased alphanumeric words, no identifier splitting, no signals, no priors.
 */
import type { Definition } from '../../code/definitions.js';
import { Bm25Index, countTerms, Vocabulary, type WeightedTerm } from '../terms/lexical.js';
import { plainTokens } from '../terms/tokenizer.js';

export interface BaselineDocument {
  id: string;
  text: string;
}

export function rankPlainBm25(docs: readonly BaselineDocument[], query: string): string[] {
  const vocab = new Vocabulary();
  const index = new Bm25Index(
    docs.map((d) => countTerms(plainTokens(d.text), vocab)),
    vocab.size,
  );
  const counts = new Map<number, number>();
  for (const t of plainTokens(query)) {
    const id = vocab.get(t);
    if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const weighted: WeightedTerm[] = [...counts].map(([id, c]) => ({ id, weight: c }));
  const scores = new Float64Array(docs.length);
  index.score(weighted, scores);
  return docs
    .map((d, i) => ({ id: d.id, score: scores[i]! }))
    .filter((d) => d.score > 0)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
    .map((d) => d.id);
}

/** Function-level documents: each function, method and class body of each file. */
export function functionDocuments(files: readonly { path: string; text: string; definitions: readonly Definition[] }[]): BaselineDocument[] {
  const docs: BaselineDocument[] = [];
  for (const f of files) {
    const lines = f.text.split('\n');
    for (const d of f.definitions) {
      if (!['function', 'method', 'class', 'interface', 'struct', 'enum'].includes(d.kind)) continue;
      docs.push({ id: `${f.path}::${d.qualifiedName}`, text: lines.slice(d.startLine - 1, d.endLine).join('\n') });
    }
  }
  return docs;
}
