#!/usr/bin/env node
// Fits the file ranker's weights (src/search/rank/rerank.ts, `MODEL`) on the dev pool's dumped signals and
// judges them leave-one-repository-out: each repository is scored with weights fitted on the others.
//
//   node dist/cli.js eval --dataset DIR/devpool.jsonl --checkout --dump DUMP.jsonl   (per repository)
//   node scripts/fit-ranker.mjs --dumps DIR [--levers | --sets a,b] [--out FILE] [--bm25 DIR] [--style issue|commit] [--shipped FILE [--functions-held-out]] [--files-only] [--queries FILE] [--apply DIR] [--oracle]
//
// The score mirrors `scoreWith` in rerank.ts: relevance = weighted sum of the relevance signals
// (the `defines` pair capped), 0 when nothing reaches the file; plus weighted priors; times
// factor ** value for each role and kind. Weights are fitted by coordinate ascent (each weight in
// turn tried on a grid, kept when the objective rises) from the previous ranker's weights; the
// objective is the weighted mean over instances of (Acc@1 + Acc@3 + Acc@5 + Acc@10) / 4 + MRR / 4,
// issue-like queries (`style: "issue"`) weighed so that together they count at least as much as
// the subject lines (each issue-like instance max(1, subject lines / issue-like) times a subject
// line's weight). Tables are given for every query, issue-like queries alone (the headline: real
// issues are written like them) and subject lines alone.
// Search then orders its best 10 files again by what their own functions say of the query
// (rerank.ts orderByEvidence): each fitted ranker is given as its first stage and with that second
// stage, whose weight is chosen on the training repositories of each fold (the function weights
// it scores with are the shipped ones with --shipped, else the previous ones).
// Candidates are the dumped files (the previous ranker's top 100, each signal's top 30, every named
// file); a gold file outside them counts as not found. The dumped functions are those of the
// previous and the shipped rankers' 25 best files and the named ones: a function of a file only a
// fitted model puts in its 20 best, or of a dump made before the shipped ranker's files were
// added, counts as not found.
//
// --levers also fits restricted signal sets (the previous signals only, then one lever at a time)
// to show what each lever adds; --sets names the signal sets to judge (default: all). --bm25 DIR reads `eval --baseline bm25 --json` outputs for the table.
// --shipped FILE adds the weights of an earlier fit (its `model` and `entityModel`, e.g. scripts/fit-ranker.out.json,
// with the factors set by hand below) as a row: scored as they are, not fitted, so not held out either.
// --functions-held-out (with --shipped) adds a function ranking row whose weights are fitted
// leave-one-repository-out with the file weights held at the shipped ones: each repository's
// functions ranked by weights fitted on the other repositories' queries, from the previous weights;
// and the function weights fitted on every repository with those file weights (ship these with them).
// --files-only leaves out the function weights fitted with each repository's file weights (the
// `all` set refits them per repository, most of its time) and the function weights printed at the end.
// --queries FILE (the pool JSONL the dumps were made from: `id` and `query` per line) splits the
// issue-like queries in two more tables: those naming none of the files or functions the fix changed
// (`namesTheFix`: the way a user's report of a symptom reads) and those naming one.
// --oracle (with --shipped) prints only how far the function ranker's own weights could take it in
// hindsight: function Acc@10 when each query may pick, after the fact, the value of one weight (the
// others shipped) from ORACLE_GRID, or of all of them at once from their product, and the best one,
// two, three and ORACLE_COVER combinations of that product (chosen greedily, each query its best one:
// what a rule choosing among that many weighings could reach); a bound on what any weighing of these
// signals can reach, not a result (nothing is held out). A second table scores rules that choose
// among that product per query, each fitted on the other repositories and scored on the held-out
// one: one combination, one per language, and a switch between the best one and one of the
// SWITCH_CANDIDATES adding most to it on one property of the query's candidates at a threshold (with
// --queries, of its text too: `queryProperties`). The picks are scored
// on the views the held-out fit prunes (`PRUNED_RANK`), which can only flatter them.
// --apply DIR (dumps of other queries of the same repositories, e.g. their real issues: `eval
// --dataset DIR/real-issues.jsonl --checkout --dump`, whatever their style) adds two tables for
// those queries, never fitted on: each ranked with its repository's fold of every fitted set (held
// out), their functions with the fold's function weights (the shipped ones with --files-only), and
// with the shipped weights when --shipped is given.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dumps: { type: 'string' },
    out: { type: 'string' },
    levers: { type: 'boolean' },
    bm25: { type: 'string' },
    previous: { type: 'string' },
    passes: { type: 'string', default: '3' },
    sets: { type: 'string' },
    style: { type: 'string' },
    shipped: { type: 'string' },
    'functions-held-out': { type: 'boolean' },
    'files-only': { type: 'boolean' },
    queries: { type: 'string' },
    apply: { type: 'string' },
    oracle: { type: 'boolean' },
  },
});
if (!values.dumps) {
  console.error('usage: node scripts/fit-ranker.mjs --dumps DIR [--levers] [--out FILE] [--bm25 DIR]');
  process.exit(2);
}

/** The previous ranker (rerank.ts PREVIOUS_MODEL), on the query as written. */
const PREVIOUS = {
  relevance: { 'content.raw': 1.0, path: 0.35, 'mention.path': 1.2, 'mention.frame': 1.0, 'mention.module': 0.8, 'mention.stem': 0.6, defines: 0.7, 'defines.qualified': 0.5 },
  definesCap: 1.5,
  prior: { history: 0.05 },
  factors: { 'role.test': 0.55, 'role.doc': 0.5, 'role.config': 0.5, 'role.other': 0.6, 'intent.test': 1.05 / 0.55 },
};

const LEXICAL_PARTS = ['content.title', 'content.prose', 'content.code', 'content.quoted', 'content.best', 'path.title'];
// `kind.declaration-shadowed` and `kind.build-output` (worked out once per index from the symbol
// table, src/search/index/index-kinds.ts) are fitted too; the shipped model gives them factors set
// by hand (rerank.ts) until a fit on dumps that hold them replaces those.
const KINDS = ['kind.declaration', 'kind.declaration-shadowed', 'kind.example', 'kind.benchmark', 'kind.build-config', 'kind.template', 'kind.docs-site', 'kind.script', 'kind.ci', 'kind.build-output'];
const BASE_RELEVANCE = ['content', 'path', 'mention.path', 'mention.frame', 'mention.module', 'mention.stem', 'defines', 'defines.qualified'];
const BASE_FACTORS = ['role.test', 'role.doc', 'role.config', 'role.other'];
/** Tests under an issue asking for tests: fixed (the pool's gold files are never tests, so it cannot be fitted). */
const INTENT_TEST_FACTOR = 1.05;
/**
 * Declaration files under an issue about a JavaScript repository's types (rerank.ts
 * TYPES_INTENT_FACTOR): fixed, as the shipped ranker sets it (too few of the pool's queries to fit).
 */
const TYPES_INTENT_FACTOR = 2;
/**
 * A relevance signal that reaches a gold file in fewer instances of the training repositories than
 * this keeps its previous weight: the pool cannot judge it (stack-trace frames are rare in commit
 * messages, but decisive in the issues that carry them).
 */
const MIN_GOLD_SUPPORT = 20;
/**
 * Relevance weights the shipped ranker sets by hand (rerank.ts LANGUAGE_MENTION_WEIGHT): every fit
 * starts from them and keeps them (too few of the pool's queries name a language to fit one).
 */
const HAND_SET_RELEVANCE = { 'mention.language': 1 };

/**
 * Signal sets: what each lever adds to the previous ranker's signals. `all` holds what a search
 * computes (the headline fit); a `+` set adds a signal the search leaves out (weight 0, not worked
 * out), kept in the dumps for later fits.
 */
const LEVERS = {
  refit: { relevance: BASE_RELEVANCE, prior: ['history'], factors: BASE_FACTORS },
  roles: { relevance: BASE_RELEVANCE, prior: ['history'], factors: [...BASE_FACTORS, ...KINDS] },
  query: { relevance: [...BASE_RELEVANCE, ...LEXICAL_PARTS], prior: ['history'], factors: BASE_FACTORS },
  graph: { relevance: [...BASE_RELEVANCE, 'graph.ppr', 'graph.hop'], prior: ['history'], factors: BASE_FACTORS },
  cochange: { relevance: [...BASE_RELEVANCE, 'cochange'], prior: ['history'], factors: BASE_FACTORS },
  priors: { relevance: BASE_RELEVANCE, prior: ['history', 'recency', 'lines'], factors: BASE_FACTORS },
  coverage: { relevance: [...BASE_RELEVANCE, 'content.coverage'], prior: ['history'], factors: BASE_FACTORS },
  all: { relevance: [...BASE_RELEVANCE, ...LEXICAL_PARTS, 'graph.ppr', 'graph.hop', 'cochange'], prior: ['history', 'recency', 'lines'], factors: [...BASE_FACTORS, ...KINDS] },
  'all+coverage': { relevance: [...BASE_RELEVANCE, ...LEXICAL_PARTS, 'content.coverage', 'graph.ppr', 'graph.hop', 'cochange'], prior: ['history', 'recency', 'lines'], factors: [...BASE_FACTORS, ...KINDS] },
  calls: { relevance: [...BASE_RELEVANCE, 'calls.named'], prior: ['history'], factors: BASE_FACTORS },
  'all+calls': { relevance: [...BASE_RELEVANCE, ...LEXICAL_PARTS, 'graph.ppr', 'graph.hop', 'cochange', 'calls.named'], prior: ['history', 'recency', 'lines'], factors: [...BASE_FACTORS, ...KINDS] },
};

// ---- data -------------------------------------------------------------------------------------

/**
 * Signals as the current feature code defines them, from dumps written before: a test under an issue
 * asking for tests has `intent.test` instead of `role.test`, and a file whose path the issue gives
 * has no role or kind.
 */
function currentDefinitions(inst, names) {
  const F = names.length;
  const at = (n) => names.indexOf(n);
  const roleKind = names.map((n, j) => (n.startsWith('role.') || n.startsWith('kind.') ? j : -1)).filter((j) => j >= 0);
  for (let i = 0; i < inst.C; i++) {
    const o = i * F;
    if (at('intent.test') >= 0 && inst.x[o + at('intent.test')] > 0 && at('role.test') >= 0) inst.x[o + at('role.test')] = 0;
    if (at('mention.path') >= 0 && inst.x[o + at('mention.path')] > 0) for (const j of roleKind) inst.x[o + j] = 0;
  }
}

function loadDumps(dir, byStyle = true) {
  const rows = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) if (line.trim()) rows.push(JSON.parse(line));
  }
  // --style: fitted and judged on those queries only (issue: issue-like, commit: subject lines).
  if (values.style && values.style !== 'issue' && values.style !== 'commit') throw new Error(`--style must be issue or commit, got '${values.style}'`);
  return values.style && byStyle ? rows.filter((r) => (r.style === 'issue') === (values.style === 'issue')) : rows;
}

/** Instances as dense matrices over the feature list: fast to score many times. */
function prepare(rows, names) {
  const index = new Map(names.map((n, i) => [n, i]));
  const F = names.length;
  return rows.flatMap((row) => {
    // Gold files the index calls tests (`gold_tests`: a test known by its text, not its path) are no
    // gold: the ranker is right to put them below the sources. An instance left with none is dropped.
    const tests = new Set(row.gold_tests ?? []);
    const goldFiles = row.gold_files.filter((g) => !tests.has(g));
    if (!goldFiles.length) return [];
    const C = row.candidates.length;
    const x = new Float64Array(C * F);
    row.candidates.forEach((c, i) => {
      for (const [name, v] of Object.entries(c.features)) {
        const j = index.get(name);
        if (j !== undefined) x[i * F + j] = v;
      }
    });
    const paths = row.candidates.map((c) => c.path);
    const gold = goldFiles.map((g) => paths.indexOf(g));
    const entities = (row.entities ?? []).map(([file, bodyExact, bodyChunk, bodyTitle, nameMatch, nameBm25, kind, named, name, frame = 0, lines = 1, coverage = -1, callee = 0, caller = -1, , kindName = '', start = 0, end = 0], at) => ({
      at, kindName, start, end, file, bodyExact, bodyChunk, bodyTitle, nameMatch, nameBm25, kind, named, frame, lines, coverage, callee, caller, key: `${paths[file]}::${name}`,
    }));
    const goldEntities = (row.gold_entities ?? []).filter((e) => !tests.has(e.slice(0, e.indexOf('::'))));
    return [{ id: row.id, repository: row.repository, language: row.language, style: row.style, C, x, paths, gold, goldCount: goldFiles.length, entities, goldEntities }];
  });
}

// ---- model ------------------------------------------------------------------------------------

/** A model as flat arrays over the feature list. */
function compile(model, names) {
  const at = (n) => names.indexOf(n);
  const pick = (obj) => Object.entries(obj).filter(([n]) => at(n) >= 0).map(([n, w]) => [at(n), w]);
  return {
    relevance: pick(model.relevance).filter(([j]) => names[j] !== 'defines' && names[j] !== 'defines.qualified'),
    defines: pick(model.relevance).filter(([j]) => names[j] === 'defines' || names[j] === 'defines.qualified'),
    cap: model.definesCap,
    prior: pick(model.prior),
    factors: pick(model.factors),
  };
}

function scores(inst, m, F) {
  const out = new Float64Array(inst.C);
  for (let i = 0; i < inst.C; i++) {
    const o = i * F;
    let r = 0;
    for (const [j, w] of m.relevance) r += w * inst.x[o + j];
    let d = 0;
    for (const [j, w] of m.defines) d += w * inst.x[o + j];
    if (d !== 0) r += Math.min(d, m.cap);
    if (r <= 0) continue;
    for (const [j, w] of m.prior) r += w * inst.x[o + j];
    for (const [j, f] of m.factors) {
      const v = inst.x[o + j];
      if (v !== 0) r *= f ** v;
    }
    out[i] = r;
  }
  return out;
}

/** 1-based rank of candidate `g` (ties by path, as search orders them); Infinity when not relevant. */
function rankOf(inst, s, g) {
  if (g < 0 || !(s[g] > 0)) return Infinity;
  let rank = 1;
  const sg = s[g];
  const pg = inst.paths[g];
  for (let i = 0; i < inst.C; i++) if (s[i] > sg || (s[i] === sg && i !== g && inst.paths[i] < pg)) rank++;
  return rank;
}

/** Per instance: the rank by which every gold file is in (max), and the first gold file's rank. */
function outcome(inst, m, F) {
  const s = scores(inst, m, F);
  let all = 0;
  let first = Infinity;
  for (const g of inst.gold) {
    const r = rankOf(inst, s, g);
    all = Math.max(all, r);
    first = Math.min(first, r);
  }
  return { all, first, w: inst.weight };
}

/**
 * Each instance's weight in the objective: 1 for a subject line, max(1, subject lines / issue-like)
 * for an issue-like query, so that issue-like queries together weigh at least as much.
 */
function styleWeights(styles) {
  const issues = styles.filter((s) => s === 'issue').length;
  const commits = styles.length - issues;
  const issueWeight = issues ? Math.max(1, commits / issues) : 1;
  return styles.map((s) => (s === 'issue' ? issueWeight : 1));
}

function summarize(outcomes) {
  const n = outcomes.length || 1;
  const acc = (k) => outcomes.filter((o) => o.all <= k).length / n;
  return {
    n: outcomes.length,
    acc1: acc(1),
    acc3: acc(3),
    acc5: acc(5),
    acc10: acc(10),
    mrr: outcomes.reduce((a, o) => a + (Number.isFinite(o.first) ? 1 / o.first : 0), 0) / n,
  };
}

function objective(outcomes) {
  let [total, sum] = [0, 0];
  for (const o of outcomes) {
    const w = o.w ?? 1;
    const hits = (o.all <= 1) + (o.all <= 3) + (o.all <= 5) + (o.all <= 10);
    sum += w * (hits / 4 + (Number.isFinite(o.first) ? 1 / o.first : 0) / 4);
    total += w;
  }
  return total ? sum / total : 0;
}

// ---- fitting ----------------------------------------------------------------------------------

const WEIGHT_GRID = [0, 0.02, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1, 1.5, 2, 3];
const FACTOR_GRID = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 2];
const CAP_GRID = [0.5, 1, 1.5, 2, 3, 5];

function clone(model) {
  return { relevance: { ...model.relevance }, definesCap: model.definesCap, prior: { ...model.prior }, factors: { ...model.factors } };
}

/** The starting point: the previous weights on the signals of `set` (new ones start at 0 / factor 1). */
function start(set) {
  const m = { relevance: { ...HAND_SET_RELEVANCE }, definesCap: PREVIOUS.definesCap, prior: {}, factors: {} };
  for (const n of set.relevance) m.relevance[n] = n === 'content' ? PREVIOUS.relevance['content.raw'] : (PREVIOUS.relevance[n] ?? 0);
  for (const n of set.prior) m.prior[n] = PREVIOUS.prior[n] ?? 0;
  for (const n of set.factors) m.factors[n] = PREVIOUS.factors[n] ?? 1;
  m.factors['intent.test'] = INTENT_TEST_FACTOR;
  m.factors['intent.types'] = TYPES_INTENT_FACTOR;
  return m;
}

/**
 * The scores of every candidate kept in parts (relevance without and with the capped definitions,
 * priors, the product of factors), so that trying one weight costs one pass over the candidates.
 */
class FitState {
  constructor(insts, names, model) {
    this.insts = insts;
    this.names = names;
    this.F = names.length;
    this.model = clone(model);
    this.isDefines = names.map((n) => n === 'defines' || n === 'defines.qualified');
    const maxC = Math.max(1, ...insts.map((i) => i.C));
    this.buffer = new Float64Array(maxC);
    this.parts = insts.map((inst) => ({ rel: new Float64Array(inst.C), def: new Float64Array(inst.C), prior: new Float64Array(inst.C), fac: new Float64Array(inst.C).fill(1) }));
    const m = compile(this.model, names);
    this.insts.forEach((inst, k) => {
      const p = this.parts[k];
      for (let i = 0; i < inst.C; i++) {
        const o = i * this.F;
        for (const [j, w] of m.relevance) p.rel[i] += w * inst.x[o + j];
        for (const [j, w] of m.defines) p.def[i] += w * inst.x[o + j];
        for (const [j, w] of m.prior) p.prior[i] += w * inst.x[o + j];
        for (const [j, f] of m.factors) if (inst.x[o + j] !== 0) p.fac[i] *= f ** inst.x[o + j];
      }
    });
  }

  current(group, name) {
    if (group === 'definesCap') return this.model.definesCap;
    return this.model[group][name] ?? (group === 'factors' ? 1 : 0);
  }

  /** The objective with one weight set to `v` (nothing is changed). */
  trial(group, name, v) {
    const j = this.names.indexOf(name);
    const w = this.current(group, name);
    const cap = group === 'definesCap' ? v : this.model.definesCap;
    const outcomes = [];
    this.insts.forEach((inst, k) => {
      const p = this.parts[k];
      const s = this.buffer;
      for (let i = 0; i < inst.C; i++) {
        const x = j >= 0 ? inst.x[i * this.F + j] : 0;
        let rel = p.rel[i];
        let def = p.def[i];
        let prior = p.prior[i];
        let fac = p.fac[i];
        if (x !== 0) {
          if (group === 'relevance') {
            if (this.isDefines[j]) def += (v - w) * x;
            else rel += (v - w) * x;
          } else if (group === 'prior') prior += (v - w) * x;
          else if (group === 'factors') fac *= (v / w) ** x;
        }
        const total = rel + (def !== 0 ? Math.min(def, cap) : 0);
        s[i] = total > 0 ? (total + prior) * fac : 0;
      }
      outcomes.push(outcomeOfScores(inst, s));
    });
    return objective(outcomes);
  }

  /** Sets one weight. */
  set(group, name, v) {
    const j = this.names.indexOf(name);
    const w = this.current(group, name);
    if (group === 'definesCap') this.model.definesCap = v;
    else this.model[group][name] = v;
    if (j < 0 || group === 'definesCap') return;
    this.insts.forEach((inst, k) => {
      const p = this.parts[k];
      for (let i = 0; i < inst.C; i++) {
        const x = inst.x[i * this.F + j];
        if (x === 0) continue;
        if (group === 'relevance') {
          if (this.isDefines[j]) p.def[i] += (v - w) * x;
          else p.rel[i] += (v - w) * x;
        } else if (group === 'prior') p.prior[i] += (v - w) * x;
        else p.fac[i] *= (v / w) ** x;
      }
    });
  }
}

/** Outcome of one instance from its candidates' scores (`s` may be longer than the candidates). */
function outcomeOfScores(inst, s) {
  let all = 0;
  let first = Infinity;
  for (const g of inst.gold) {
    let r = Infinity;
    if (g >= 0 && s[g] > 0) {
      r = 1;
      const sg = s[g];
      const pg = inst.paths[g];
      for (let i = 0; i < inst.C; i++) if (s[i] > sg || (s[i] === sg && i !== g && inst.paths[i] < pg)) r++;
    }
    all = Math.max(all, r);
    first = Math.min(first, r);
  }
  return { all, first, w: inst.weight };
}

/** In how many instances the signal is non-zero on a gold file. */
function goldSupport(insts, names, name) {
  const j = names.indexOf(name);
  const F = names.length;
  if (j < 0) return 0;
  return insts.filter((inst) => inst.gold.some((g) => g >= 0 && inst.x[g * F + j] !== 0)).length;
}

function fit(train, names, set, passes) {
  const state = new FitState(train, names, start(set));
  let best = state.trial('relevance', '(none)', 0);
  const params = [
    ...set.relevance.filter((n) => goldSupport(train, names, n) >= MIN_GOLD_SUPPORT).map((n) => ['relevance', n, WEIGHT_GRID]),
    ['definesCap', null, CAP_GRID],
    ...set.prior.map((n) => ['prior', n, WEIGHT_GRID.map((w) => w / 5)]),
    ...set.factors.map((n) => ['factors', n, FACTOR_GRID]),
  ];
  for (let pass = 0; pass < passes; pass++) {
    let improved = false;
    for (const [group, name, grid] of params) {
      let bestValue;
      for (const v of grid) {
        if (v === state.current(group, name)) continue;
        const score = state.trial(group, name, v);
        if (score > best + 1e-9) {
          best = score;
          bestValue = v;
        }
      }
      if (bestValue !== undefined) {
        state.set(group, name, bestValue);
        improved = true;
      }
    }
    if (!improved) break;
  }
  return { model: state.model, objective: best };
}

/**
 * Scores every instance with weights fitted without its repository (and, with `entities`, its
 * functions too). `others` (--apply) are other queries, not fitted on: each is scored with the
 * fold of its repository, or, for a repository with no fold, with weights fitted on every one;
 * their functions with the fold's function weights, or `evidenceModel`'s without `entities`.
 */
function leaveOneRepositoryOut(insts, names, set, passes, entities = false, evidenceModel = undefined, others = []) {
  const F = names.length;
  const repos = [...new Set(insts.map((i) => i.repository))].sort();
  const out = new Map();
  const entityOut = new Map();
  const reordered = new Map();
  const fitted = new Set(insts);
  const judge = (train, test, m) => {
    for (const inst of test) out.set(inst.id, outcome(inst, m, F));
    if (evidenceModel) {
      // The files ordered again by their functions (search's second stage), its weight chosen on the
      // training repositories under the fold's file weights.
      const weight = bestEvidenceWeight(train, new Map(train.map((i) => [i.id, evidenceView(i, m, F, evidenceModel)])));
      for (const inst of test) reordered.set(inst.id, reorderedOutcome(inst, evidenceView(inst, m, F, evidenceModel), weight));
    }
    // Functions: every query's with `entities` (the fold's function weights), else the other queries' only.
    const judged = test.filter((i) => i.goldEntities.length && (entities || !fitted.has(i)));
    const em = entities ? fitEntities(train.filter((i) => i.goldEntities.length).map((i) => [entityView(i, m, F), i.goldEntities, i.weight]), passes) : evidenceModel;
    if (em) for (const inst of judged) entityOut.set(inst.id, entityOutcome(entityView(inst, m, F), inst.goldEntities, em));
  };
  for (const repo of repos) {
    const train = insts.filter((i) => i.repository !== repo);
    judge(train, [...insts, ...others].filter((i) => i.repository === repo), compile(fit(train, names, set, passes).model, names));
    process.stderr.write('.');
  }
  const unfolded = others.filter((i) => !repos.includes(i.repository));
  if (unfolded.length) judge(insts, unfolded, compile(fit(insts, names, set, passes).model, names));
  process.stderr.write('\n');
  if (evidenceModel) return { files: out, reordered, ...(entities || others.length ? { entities: entityOut } : {}) };
  return entities ? { files: out, entities: entityOut } : out;
}


// ---- entities ---------------------------------------------------------------------------------
// Mirrors rankEntities in src/search/rank/entities.ts: candidates are the definitions of the 20 best
// files and the named ones; bodies are exact for the 5 best files, chunk scores otherwise; classes'
// bodies count CLASS_BODY_SHARE; each signal is taken over its best value among the candidates.

const ENTITY_CANDIDATE_FILES = 20;
const ENTITY_EXACT_FILES = 5;
/** Callees of named definitions that are candidates whatever their file's rank (entities.ts CALLEE_CANDIDATES). */
const CALLEE_CANDIDATES = 20;
const CLASS_BODY_SHARE = 0.6;
const PREVIOUS_ENTITY = { file: 1.5, body: 1.0, bodyTitle: 0, name: 0.6, nameBm25: 0.3, frame: 0, coverage: 0, size: 0, method: 1, classLike: 1, sameFile: 0, enclosing: 0 };
/** Set by hand, as the shipped model has it (few queries of the pool paste a stack trace): not fitted. */
const ENTITY_FRAME_WEIGHT = 1;
// `callee` and `caller` (calls.ts) are mirrored in entityView and scored when a --shipped model
// weighs them, but not fitted here: leave-one-repository-out they gained nothing (docs/benchmarks.md).
/** Shares of a gap closed (`enclosing`). */
const SHARE_GRID = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.7, 1];
const ENTITY_GRID = { file: WEIGHT_GRID, body: WEIGHT_GRID, bodyTitle: WEIGHT_GRID, name: WEIGHT_GRID, nameBm25: WEIGHT_GRID, coverage: WEIGHT_GRID, size: WEIGHT_GRID, method: FACTOR_GRID, classLike: FACTOR_GRID, sameFile: WEIGHT_GRID, enclosing: SHARE_GRID };

const FUNCTION_KINDS = new Set(['function', 'method']);
/** The innermost function or method among `cands` whose lines hold `e`'s (entities.ts enclosingFunctions), or -1. */
function enclosingOf(cands, e) {
  let best = -1;
  for (let j = 0; j < cands.length; j++) {
    const o = cands[j];
    if (o === e || o.file !== e.file || !FUNCTION_KINDS.has(o.kindName) || o.start > e.start || o.end < e.end || (o.start === e.start && o.end === e.end)) continue;
    if (best < 0 || o.end - o.start < cands[best].end - cands[best].start) best = j;
  }
  return best;
}

/** Per instance under a file model: the entity candidates with their normalized signals. */
function entityView(inst, m, F) {
  const s = scores(inst, m, F);
  const order = [];
  for (let i = 0; i < inst.C; i++) if (s[i] > 0) order.push(i);
  order.sort((a, b) => s[b] - s[a] || (inst.paths[a] < inst.paths[b] ? -1 : 1));
  const top = new Map(order.slice(0, ENTITY_CANDIDATE_FILES).map((f, r) => [f, r]));
  const maxFile = order.length ? s[order[0]] : 1;
  // The heaviest callees of the named definitions are candidates whatever their file's rank.
  const heavy = new Set(inst.entities.filter((e) => e.callee > 0).sort((a, b) => b.callee - a.callee || a.at - b.at).slice(0, CALLEE_CANDIDATES).map((e) => e.at));
  const cands = inst.entities.filter((e) => top.has(e.file) || e.named || e.frame > 0 || heavy.has(e.at));
  const exact = (e) => (top.get(e.file) ?? Infinity) < ENTITY_EXACT_FILES;
  const caller = cands.map((e) => (exact(e) && e.caller > 0 ? e.caller : 0));
  const maxCaller = Math.max(0, ...caller) || 1;
  const maxCallee = Math.max(0, ...cands.map((e) => e.callee)) || 1;
  const body = cands.map((e) => ((top.get(e.file) ?? Infinity) < ENTITY_EXACT_FILES && e.bodyExact >= 0 ? e.bodyExact : e.bodyChunk) * (e.kind === 2 ? CLASS_BODY_SHARE : 1));
  const title = cands.map((e) => ((top.get(e.file) ?? Infinity) < ENTITY_EXACT_FILES && e.bodyTitle >= 0 ? e.bodyTitle : 0) * (e.kind === 2 ? CLASS_BODY_SHARE : 1));
  const maxBody = Math.max(0, ...body) || 1;
  const maxTitle = Math.max(0, ...title) || 1;
  const maxName = Math.max(0, ...cands.map((e) => e.nameBm25)) || 1;
  // entities.ts sizePrior: log(1 + lines) over the longest candidate's.
  const span = cands.map((e) => Math.log1p(e.lines));
  const maxSpan = Math.max(0, ...span) || 1;
  return cands.map((e, i) => ({
    enclosing: enclosingOf(cands, e),
    key: e.key,
    fileId: e.file,
    kind: e.kind,
    file: s[e.file] / (maxFile || 1),
    body: body[i] / maxBody,
    bodyTitle: title[i] / maxTitle,
    name: e.nameMatch,
    nameBm25: e.nameBm25 / maxName,
    frame: e.frame,
    // The share of the query's weight the exact body holds: only the exactly read files have it.
    coverage: (top.get(e.file) ?? Infinity) < ENTITY_EXACT_FILES && e.coverage >= 0 ? e.coverage : 0,
    callee: e.callee / maxCallee,
    caller: caller[i] / maxCaller,
    size: span[i] / maxSpan,
  }));
}

/** Each candidate's weighted sum times its kind's factor (entities.ts scoreEntities), before the same-file cost. */
function entityScores(view, em) {
  const own = view.map((e) => (em.file * e.file + em.body * e.body + em.bodyTitle * e.bodyTitle + em.name * e.name + em.nameBm25 * e.nameBm25 + (em.frame ?? 0) * e.frame + (em.coverage ?? 0) * e.coverage + (em.callee ?? 0) * e.callee + (em.caller ?? 0) * e.caller + (em.size ?? 0) * e.size) * (e.kind === 2 ? em.classLike : e.kind === 1 ? em.method : 1));
  // entities.ts liftNested: a definition nested in a function closes `enclosing` of the gap to it.
  if (!em.enclosing) return own;
  return own.map((v, i) => (view[i].enclosing >= 0 && own[view[i].enclosing] > v ? v + em.enclosing * (own[view[i].enclosing] - v) : v));
}

function entityOutcome(view, goldEntities, em) {
  const sc = entityScores(view, em);
  // entities.ts sameFileCost: less weight times log(1 + the other names of its file placed above).
  if (em.sameFile) {
    const placed = new Map();
    const cost = new Float64Array(sc.length);
    for (const i of sc.map((_, i) => i).sort((a, b) => sc[b] - sc[a] || a - b)) {
      const names = placed.get(view[i].fileId) ?? new Set();
      placed.set(view[i].fileId, names);
      cost[i] = em.sameFile * Math.log1p(names.size);
      names.add(view[i].key);
    }
    for (let i = 0; i < sc.length; i++) sc[i] -= cost[i];
  }
  let all = 0;
  let first = Infinity;
  for (const g of goldEntities) {
    // Several definitions can share a qualified name: the best of them counts, and the ranker lists
    // each name of a file once (`onceEach`), so a name above it counts once too.
    let i = -1;
    for (let j = 0; j < view.length; j++) if (view[j].key === g && (i < 0 || sc[j] > sc[i])) i = j;
    let rank = Infinity;
    if (i >= 0) {
      rank = 1;
      const above = new Set();
      for (let j = 0; j < view.length; j++) if ((sc[j] > sc[i] || (sc[j] === sc[i] && j < i)) && view[j].key !== g && !above.has(view[j].key)) {
        above.add(view[j].key);
        rank++;
      }
    }
    all = Math.max(all, rank);
    first = Math.min(first, rank);
  }
  return { all, first };
}

function fitEntities(views, passes) {
  let model = { ...PREVIOUS_ENTITY, frame: ENTITY_FRAME_WEIGHT };
  const evaluate = (em) => objective(views.map(([v, g, w]) => ({ ...entityOutcome(v, g, em), w })));
  let best = evaluate(model);
  for (let pass = 0; pass < passes; pass++) {
    let improved = false;
    for (const [name, grid] of Object.entries(ENTITY_GRID)) {
      for (const v of grid) {
        if (v === model[name]) continue;
        const m = { ...model, [name]: v };
        const score = evaluate(m);
        if (score > best + 1e-9) {
          best = score;
          model = m;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return model;
}

/**
 * A function that far down under the shipped weights (`PRUNED_RANK`) is left out of the views the
 * held-out fit scores, unless it is gold: it rarely reaches the first ten under other weights, and
 * each of the fit's thousands of scorings is then about a quarter of the work (464 candidates a
 * query on average in the issue-like dumps).
 */
const PRUNED_RANK = 100;

/** Keeps the view's `PRUNED_RANK` best under `em` (before the same-file cost) and the gold ones. */
function prunedView(view, goldEntities, em) {
  const gold = new Set(goldEntities);
  const sc = entityScores(view, em);
  const keep = new Set(view.map((_, i) => i).sort((a, b) => sc[b] - sc[a] || a - b).slice(0, PRUNED_RANK));
  for (const [i, e] of view.entries()) if (gold.has(e.key)) keep.add(i);
  // The functions around a kept definition stay, so that its lift toward them is scored as in full.
  for (const i of [...keep]) for (let p = view[i].enclosing; p >= 0 && !keep.has(p); p = view[p].enclosing) keep.add(p);
  const kept = [...keep].sort((a, b) => a - b);
  const at = new Map(kept.map((i, k) => [i, k]));
  return kept.map((i) => ({ ...view[i], enclosing: view[i].enclosing >= 0 ? at.get(view[i].enclosing) : -1 }));
}

/** Function weights fitted leave-one-repository-out on `views` (file weights held): outcomes by id. */
function functionsHeldOut(insts, views, em, passes) {
  const pruned = new Map(insts.map((i) => [i.id, prunedView(views.get(i.id), i.goldEntities, em)]));
  const out = new Map();
  for (const repo of [...new Set(insts.map((i) => i.repository))].sort()) {
    const fitted = fitEntities(insts.filter((i) => i.repository !== repo).map((i) => [pruned.get(i.id), i.goldEntities, i.weight]), passes);
    for (const i of insts.filter((i) => i.repository === repo)) out.set(i.id, entityOutcome(views.get(i.id), i.goldEntities, fitted));
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  return out;
}

// ---- files ordered again by their functions ---------------------------------------------------
// Mirrors orderByEvidence in src/search/rank/rerank.ts: the best EVIDENCE_FILES files (by score, ties
// by path) ordered again by score + weight × best score × the best score of the file's candidate
// definitions with the file's own part left out (entities.ts bestEvidenceByFile); the rest as they were.

const EVIDENCE_FILES = 10;
const EVIDENCE_GRID = [0, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.3];

/** What the reordering needs of an instance under file weights `m` and function weights `em`. */
function evidenceView(inst, m, F, em) {
  const s = scores(inst, m, F);
  const order = [];
  for (let i = 0; i < inst.C; i++) if (s[i] > 0) order.push(i);
  order.sort((a, b) => s[b] - s[a] || (inst.paths[a] < inst.paths[b] ? -1 : 1));
  const view = entityView(inst, m, F);
  // Less the file's part and the size prior (entities.ts rankEntitiesWithEvidence).
  const own = entityScores(view, { ...em, file: 0, size: 0 });
  const best = new Map();
  view.forEach((e, i) => {
    if (own[i] > (best.get(e.fileId) ?? 0)) best.set(e.fileId, own[i]);
  });
  return { order, s, best };
}

function reorderedOutcome(inst, { order, s, best }, weight) {
  const top = order.length ? s[order[0]] : 0;
  const head = order.slice(0, EVIDENCE_FILES).map((f, at) => ({ f, v: s[f] + weight * top * (best.get(f) ?? 0), at }));
  head.sort((a, b) => b.v - a.v || a.at - b.at);
  const ranked = [...head.map((h) => h.f), ...order.slice(EVIDENCE_FILES)];
  const rank = new Map(ranked.map((f, i) => [f, i + 1]));
  let all = 0;
  let first = Infinity;
  for (const g of inst.gold) {
    const r = rank.get(g) ?? Infinity;
    all = Math.max(all, r);
    first = Math.min(first, r);
  }
  return { all, first, w: inst.weight };
}

/** The weight of EVIDENCE_GRID that orders `insts` best (views by id). */
function bestEvidenceWeight(insts, views) {
  let [bestWeight, bestScore] = [0, -Infinity];
  for (const w of EVIDENCE_GRID) {
    const score = objective(insts.map((i) => reorderedOutcome(i, views.get(i.id), w)));
    if (score > bestScore + 1e-9) [bestWeight, bestScore] = [w, score];
  }
  return bestWeight;
}

/** The reordering's weight chosen on the other repositories for each one: outcomes by id, and how often each weight was chosen. */
function evidenceHeldOut(insts, views) {
  const out = new Map();
  const chosen = {};
  for (const repo of [...new Set(insts.map((i) => i.repository))].sort()) {
    const bestWeight = bestEvidenceWeight(insts.filter((i) => i.repository !== repo), views);
    chosen[bestWeight] = (chosen[bestWeight] ?? 0) + 1;
    for (const i of insts.filter((i) => i.repository === repo)) out.set(i.id, reorderedOutcome(i, views.get(i.id), bestWeight));
  }
  return { out, chosen };
}

// ---- report -----------------------------------------------------------------------------------

/**
 * Whether a query names what its fix changed: a gold file's name without its extension (its folder's
 * for an `index` file; at least 3 characters) or a gold function's own name (at least 4), anywhere in
 * its text, case aside.
 */
function namesTheFix(query, goldPaths, goldEntities) {
  const text = query.toLowerCase();
  const stems = goldPaths.map((p) => {
    const parts = p.toLowerCase().split('/');
    const stem = parts[parts.length - 1].replace(/\.[^.]*$/, '');
    return stem === 'index' && parts.length > 1 ? parts[parts.length - 2] : stem;
  });
  const functions = goldEntities.map((k) => k.slice(k.indexOf('::') + 2).split('.').pop().toLowerCase());
  return stems.some((s) => s.length >= 3 && text.includes(s)) || functions.some((f) => f.length >= 4 && text.includes(f));
}

const pct = (v) => (100 * v).toFixed(1);

function byGroup(insts, outcomes, key) {
  const groups = new Map();
  for (const inst of insts) {
    if (!outcomes.has(inst.id)) continue;
    const k = key(inst);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(outcomes.get(inst.id));
  }
  return new Map([...groups].map(([k, list]) => [k, summarize(list)]));
}

function languageGroup(inst) {
  return inst.language === 'JavaScript' || inst.language === 'TypeScript' || inst.language === 'Python' ? inst.language : 'other';
}

function table(title, insts, rankers) {
  const lines = [`## ${title}`, '', '| Ranker | Language | n | Acc@1 | Acc@5 | Acc@10 | MRR | Worst repository (Acc@5) |', '| --- | --- | --- | --- | --- | --- | --- | --- |'];
  for (const [name, outcomes] of rankers) {
    const groups = byGroup(insts, outcomes, languageGroup);
    for (const lang of ['JavaScript', 'TypeScript', 'Python', 'other', 'all']) {
      const members = lang === 'all' ? insts : insts.filter((i) => languageGroup(i) === lang);
      if (!members.length) continue;
      const s = lang === 'all' ? summarize(members.filter((i) => outcomes.has(i.id)).map((i) => outcomes.get(i.id))) : groups.get(lang);
      if (!s) continue;
      const repos = byGroup(members, outcomes, (i) => i.repository);
      const [worstRepo, worst] = [...repos].sort((a, b) => a[1].acc5 - b[1].acc5)[0];
      lines.push(`| ${name} | ${lang} | ${s.n} | ${pct(s.acc1)} | ${pct(s.acc5)} | ${pct(s.acc10)} | ${s.mrr.toFixed(3)} | ${worstRepo} ${pct(worst.acc5)} |`);
    }
  }
  return lines.join('\n');
}

/** `eval --json` outputs (per repository) as outcomes by instance id. */
function readEvalOutcomes(dir) {
  const out = new Map();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const result = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    for (const inst of result.instances) {
      const ranks = inst.goldFileRanks.map((r) => (r > 0 ? r : Infinity));
      out.set(inst.id, { all: Math.max(...ranks), first: Math.min(...ranks) });
    }
  }
  return out;
}

const rows = loadDumps(values.dumps);
const names = [...new Set(rows.flatMap((r) => r.candidates.flatMap((c) => Object.keys(c.features))))].sort();
const insts = prepare(rows, names);
styleWeights(insts.map((i) => i.style)).forEach((w, k) => (insts[k].weight = w));
const passes = Number(values.passes);
const F = names.length;
console.error(`${insts.length} instances from ${new Set(insts.map((i) => i.repository)).size} repositories, ${names.length} signals`);
// --apply DIR: other queries of these repositories (their real issues), judged and never fitted on.
const others = values.apply ? prepare(loadDumps(values.apply, false), names) : [];
for (const inst of others) inst.weight = 1;

const previous = new Map(insts.map((inst) => [inst.id, outcome(inst, compile(PREVIOUS, names), F)]));
const previousEntities = new Map(insts.filter((i) => i.goldEntities.length).map((i) => [i.id, entityOutcome(entityView(i, compile(PREVIOUS, names), F), i.goldEntities, PREVIOUS_ENTITY)]));
for (const inst of [...insts, ...others]) currentDefinitions(inst, names);
const rankers = [];
const otherRankers = [];
const otherEntityRankers = [];
if (values.bm25) {
  const bm25 = readEvalOutcomes(values.bm25);
  // Only the instances the baseline was run on (its table rows show their number).
  rankers.push(['plain BM25', bm25]);
}
rankers.push(['previous ranker', previous]);
/** Values each function weight may take in the hindsight bound (--oracle); the product is the joint grid. */
const ORACLE_GRID = { file: [0.5, 1, 1.5, 2, 3, 4], body: [0.25, 0.5, 1, 1.5, 2], sameFile: [0, 0.1, 0.2, 0.3, 0.5], name: [0, 0.2, 0.35, 0.6], coverage: [0, 0.5, 1, 1.5] };

/** How many of the joint grid's combinations the --oracle table chooses greedily, at most. */
const ORACLE_COVER = 5;

/** Every model of the grid: `em` with the named weights set to each combination of their values. */
function gridModels(em, grid) {
  let models = [em];
  for (const [name, values] of Object.entries(grid)) models = models.flatMap((m) => values.map((v) => ({ ...m, [name]: v })));
  return models;
}

/** Per language, queries whose every gold function is in the first 10 under some model of `models` (by id). */
function foundByAny(withGold, views, models) {
  const found = new Set();
  for (const i of withGold) if (models.some((m) => entityOutcome(views.get(i.id), i.goldEntities, m).all <= 10)) found.add(i.id);
  return found;
}

/** The --oracle table: function Acc@10 as shipped and with weights picked per query in hindsight. */
function hindsightTable(withGold, views, em, texts) {
  const pruned = new Map(withGold.map((i) => [i.id, prunedView(views.get(i.id), i.goldEntities, em)]));
  const rows = [['shipped weights', foundByAny(withGold, views, [em])]];
  for (const [name, grid] of Object.entries(ORACLE_GRID)) rows.push([`${name} picked per query (${grid.join(', ')})`, foundByAny(withGold, pruned, gridModels(em, { [name]: grid }))]);
  const joint = gridModels(em, ORACLE_GRID);
  // How many queries each combination finds, and a few combinations chosen greedily (each adding the
  // most queries the ones before miss): what a rule choosing between that many weighings per query
  // could at best reach, against every combination at once.
  const each = joint.map((m) => foundByAny(withGold, pruned, [m]));
  const covered = new Set();
  for (let k = 1; k <= ORACLE_COVER; k++) {
    let best = each[0];
    let gain = -1;
    for (const found of each) {
      let g = 0;
      for (const id of found) if (!covered.has(id)) g++;
      if (g > gain) [best, gain] = [found, g];
    }
    for (const id of best) covered.add(id);
    const picked = joint[each.indexOf(best)];
    process.stderr.write(`combination ${k} (${gain} more queries): ${Object.keys(ORACLE_GRID).map((name) => `${name} ${picked[name]}`).join(', ')}\n`);
    if (k === 1 || k === 2 || k === 3 || k === ORACLE_COVER) rows.push([k === 1 ? `the best single combination of all five (in sample)` : `the best ${k} combinations, each query its best one (chosen greedily)`, new Set(covered)]);
  }
  rows.push([`all five picked per query (${joint.length} combinations)`, new Set(each.flatMap((found) => [...found]))]);
  const hindsight = foundTable('Function Acc@10 with weights picked per query in hindsight (a bound, not a result)', 'Weights', withGold, rows);
  const properties = withGold.map((i) => queryProperties(views.get(i.id), em, texts?.get(i.id)));
  const rules = foundTable('Function Acc@10 with rules choosing the weights per query, fitted leave-one-repository-out (pruned views)', 'Rule', withGold, heldOutRules(withGold, each, properties));
  return `${hindsight}\n\n${rules}`;
}

/** A markdown table of how many queries each row's set finds, per language and in all. */
function foundTable(title, head, withGold, rows) {
  const langs = ['JavaScript', 'TypeScript', 'Python', 'other'];
  const members = Object.fromEntries(langs.map((l) => [l, withGold.filter((i) => languageGroup(i) === l)]));
  const lines = [`## ${title}`, '', `| ${head} | ${langs.map((l) => `${l} (n ${members[l].length})`).join(' | ')} | all (n ${withGold.length}) |`, `| --- |${' --- |'.repeat(langs.length + 1)}`];
  const cell = (found, list) => `${list.filter((i) => found.has(i.id)).length} (${pct(list.filter((i) => found.has(i.id)).length / (list.length || 1))})`;
  for (const [label, found] of rows) lines.push(`| ${label} | ${langs.map((l) => cell(found, members[l])).join(' | ')} | ${cell(found, withGold)} |`);
  return lines.join('\n');
}

/**
 * What a rule may choose a query's function weights by: properties of its candidates under the
 * shipped weights, and with the query's text (--queries) of the text. Names in CANDIDATE_PROPERTIES
 * and TEXT_PROPERTIES order.
 */
const CANDIDATE_PROPERTIES = ['candidates', 'named candidates', 'traceback candidates', "second file's score", "fifth file's score", "first file's definitions", 'best coverage', 'gap first to second', 'gap first to tenth'];
const TEXT_PROPERTIES = ['characters', 'lines', 'code fences', 'quoted names', 'camelCase words', 'calls', 'paths', 'list items', 'question mark'];
function queryProperties(view, em, text) {
  const sc = entityScores(view, em).sort((a, b) => b - a);
  const fileScores = [...new Set(view.map((e) => e.file))].sort((a, b) => b - a);
  const own = [view.length, view.filter((e) => e.name > 0).length, view.filter((e) => e.frame > 0).length, fileScores[1] ?? 0, fileScores[4] ?? 0, view.filter((e) => e.file === 1).length, Math.max(0, ...view.map((e) => e.coverage)), (sc[0] ?? 0) - (sc[1] ?? 0), (sc[0] ?? 0) - (sc[9] ?? 0)];
  if (text === undefined) return own;
  const lines = text.split('\n');
  const count = (re) => (text.match(re) ?? []).length;
  return [...own, text.length, lines.length, count(/```/g), count(/`[^`\n]+`/g), count(/\b[a-z]+[A-Z][A-Za-z0-9]*\b/g), count(/\b\w+\(/g), count(/\b[\w./-]+\.(?:ts|tsx|js|jsx|mjs|cjs|py|go|rs|java|rb)\b/g), lines.filter((l) => /^\s*([-*]|\d+\.)\s/.test(l)).length, text.includes('?') ? 1 : 0];
}

/** How many of the switch's second weighings --oracle tries: those adding most to the first. */
const SWITCH_CANDIDATES = 10;
/** The thresholds a switch tries on a property: its training values at these shares. */
const SWITCH_QUANTILES = Array.from({ length: 19 }, (_, k) => (k + 1) / 20);

/**
 * Three rules choosing each query's function weights among the --oracle grid, each chosen on the
 * other repositories and scored on the held-out one: one combination for every query; one per
 * language; and a switch between the best combination and one of the SWITCH_CANDIDATES that add
 * most to it, on one property at a threshold. `each[c]`: the ids combination c finds.
 */
function heldOutRules(withGold, each, properties) {
  const n = withGold.length;
  const hit = each.map((found) => Uint8Array.from(withGold, (i) => (found.has(i.id) ? 1 : 0)));
  const langOf = withGold.map(languageGroup);
  const best = (rows) => {
    let at = 0;
    let most = -1;
    hit.forEach((h, c) => {
      let v = 0;
      for (const q of rows) v += h[q];
      if (v > most) [at, most] = [c, v];
    });
    return at;
  };
  const out = { single: new Set(), language: new Set(), switch: new Set() };
  const chosen = new Map();
  const gains = [];
  for (const repo of [...new Set(withGold.map((i) => i.repository))].sort()) {
    const test = [];
    const train = [];
    for (let q = 0; q < n; q++) (withGold[q].repository === repo ? test : train).push(q);
    const a = best(train);
    const byLanguage = new Map([...new Set(test.map((q) => langOf[q]))].map((l) => [l, best(train.filter((q) => langOf[q] === l))]));
    const rule = switchRule(hit, a, train, properties);
    const name = rule ? (rule.property < CANDIDATE_PROPERTIES.length ? CANDIDATE_PROPERTIES[rule.property] : TEXT_PROPERTIES[rule.property - CANDIDATE_PROPERTIES.length]) : 'none';
    chosen.set(name, (chosen.get(name) ?? 0) + 1);
    if (rule) gains.push(rule.gain);
    for (const q of test) {
      const id = withGold[q].id;
      if (hit[a][q]) out.single.add(id);
      if (hit[byLanguage.get(langOf[q])][q]) out.language.add(id);
      const routed = rule && properties[q][rule.property] > rule.threshold === rule.above ? rule.second : a;
      if (hit[routed][q]) out.switch.add(id);
    }
  }
  process.stderr.write(`switch property chosen per repository: ${[...chosen].map(([k, v]) => `${k} in ${v}`).join(', ')}${gains.length ? `; queries it adds on the training repositories: ${Math.min(...gains)} to ${Math.max(...gains)}` : ''}\n`);
  return [
    ['one combination, chosen on the other repositories', out.single],
    ["one per language, chosen on the other repositories of the query's language", out.language],
    [`a switch on one property between that one and one of the ${SWITCH_CANDIDATES} adding most to it`, out.switch],
  ];
}

/** The switch adding most to combination `a` on the `train` queries, or null when none adds any. */
function switchRule(hit, a, train, properties) {
  const gains = hit.map((h, c) => [c, train.reduce((v, q) => v + (h[q] && !hit[a][q] ? 1 : 0), 0)]);
  const seconds = gains.filter(([c, g]) => c !== a && g > 0).sort((x, y) => y[1] - x[1] || x[0] - y[0]).slice(0, SWITCH_CANDIDATES).map(([c]) => c);
  let rule = null;
  let most = 0;
  for (const second of seconds) {
    const delta = train.map((q) => hit[second][q] - hit[a][q]);
    for (let property = 0; property < properties[train[0]].length; property++) {
      const values = train.map((q) => properties[q][property]);
      const sorted = [...values].sort((x, y) => x - y);
      for (const threshold of new Set(SWITCH_QUANTILES.map((share) => sorted[Math.floor(share * (sorted.length - 1))]))) {
        let above = 0;
        let below = 0;
        values.forEach((v, k) => (v > threshold ? (above += delta[k]) : (below += delta[k])));
        if (above > most) [rule, most] = [{ second, property, threshold, above: true, gain: above }, above];
        if (below > most) [rule, most] = [{ second, property, threshold, above: false, gain: below }, below];
      }
    }
  }
  return rule;
}

/** The texts of --queries FILE by id; every issue-like query of `insts` must have one. */
function queryTexts(file, insts) {
  const texts = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line);
    if (typeof row.id === 'string' && typeof row.query === 'string') texts.set(row.id, row.query);
  }
  const missing = insts.filter((i) => i.style === 'issue' && !texts.has(i.id)).length;
  if (missing) throw new Error(`--queries: ${missing} issue-like dumped queries have no text in ${file}`);
  return texts;
}

/** Factors the shipped ranker sets by hand (rerank.ts BUILD_OUTPUT_FACTOR, SHADOWED_DECLARATION_FACTOR, TYPES_INTENT_FACTOR). */
const HAND_SET_FACTORS = { 'kind.build-output': 0.5, 'kind.declaration-shadowed': 0.5, 'intent.types': TYPES_INTENT_FACTOR };
/** rerank.ts FUNCTION_EVIDENCE_WEIGHT: the weight search orders its best files again with. */
const FUNCTION_EVIDENCE_WEIGHT = 0.1;
/**
 * Function-ranker weights the shipped model sets outside this fit (entities.ts ENTITY_MODEL): the
 * frame weight by hand, coverage and the same-file cost fitted with the other weights held. An
 * earlier fit's output without them is scored with them, as the shipped ranker is.
 */
const HAND_SET_ENTITY_WEIGHTS = { frame: ENTITY_FRAME_WEIGHT, coverage: 1, sameFile: 0.2 };
/**
 * The function weights the second stage's evidence is scored with (search orders its best files
 * again by their functions): the shipped ones with --shipped, else the previous ones.
 */
let evidenceEntityModel = { ...PREVIOUS_ENTITY, ...HAND_SET_ENTITY_WEIGHTS };
let shippedEntities;
let heldEntities;
let heldFileEntityModel;
if (values['functions-held-out'] && !values.shipped) throw new Error('--functions-held-out needs --shipped FILE (the file weights it holds)');
if (values.shipped) {
  const earlier = JSON.parse(readFileSync(values.shipped, 'utf8'));
  const model = { ...earlier.model, relevance: { ...HAND_SET_RELEVANCE, ...earlier.model.relevance }, factors: { ...HAND_SET_FACTORS, ...earlier.model.factors } };
  const compiled = compile(model, names);
  const entityModel = { ...HAND_SET_ENTITY_WEIGHTS, ...earlier.entityModel };
  evidenceEntityModel = entityModel;
  // The first stage alone, then as search orders its best files again (rerank.ts orderByEvidence).
  rankers.push(['shipped ranker, first stage (not held out)', new Map(insts.map((inst) => [inst.id, outcome(inst, compiled, F)]))]);
  const evidenceViews = new Map(insts.map((inst) => [inst.id, evidenceView(inst, compiled, F, entityModel)]));
  rankers.push([`shipped ranker (not held out), best files ordered again by their functions`, new Map(insts.map((inst) => [inst.id, reorderedOutcome(inst, evidenceViews.get(inst.id), FUNCTION_EVIDENCE_WEIGHT)]))]);
  const { out: reordered, chosen } = evidenceHeldOut(insts, evidenceViews);
  console.error(`weight of the functions' evidence chosen per repository: ${Object.entries(chosen).map(([w, n]) => `${w} in ${n}`).join(', ')}`);
  rankers.push(['shipped ranker, functions\' weight chosen leave-one-repository-out', reordered]);
  const withGold = insts.filter((i) => i.goldEntities.length);
  const views = new Map(withGold.map((i) => [i.id, entityView(i, compiled, F)]));
  shippedEntities = new Map(withGold.map((i) => [i.id, entityOutcome(views.get(i.id), i.goldEntities, entityModel)]));
  if (others.length) {
    otherRankers.push(['shipped ranker, first stage (not held out)', new Map(others.map((inst) => [inst.id, outcome(inst, compiled, F)]))]);
    otherRankers.push(['shipped ranker (not held out), best files ordered again by their functions', new Map(others.map((inst) => [inst.id, reorderedOutcome(inst, evidenceView(inst, compiled, F, entityModel), FUNCTION_EVIDENCE_WEIGHT)]))]);
    otherEntityRankers.push(['shipped ranker (not held out)', new Map(others.filter((i) => i.goldEntities.length).map((i) => [i.id, entityOutcome(entityView(i, compiled, F), i.goldEntities, entityModel)]))]);
  }
  if (values['functions-held-out']) {
    heldEntities = functionsHeldOut(withGold, views, entityModel, Number(values.passes));
    // What to ship with the shipped file weights: the function weights fitted on every repository.
    heldFileEntityModel = fitEntities(withGold.map((i) => [views.get(i.id), i.goldEntities, i.weight]), Number(values.passes));
  }
  if (values.oracle) {
    console.log(hindsightTable(withGold, views, entityModel, values.queries ? queryTexts(values.queries, insts) : undefined));
    process.exit(0);
  }
}
if (values.oracle) throw new Error('--oracle needs --shipped FILE (the weights it starts from)');
const report = { instances: insts.length, repositories: new Set(insts.map((i) => i.repository)).size, levers: {} };
const chosen = values.sets ? values.sets.split(',') : values.levers ? Object.keys(LEVERS) : ['all'];
for (const name of chosen) if (!LEVERS[name]) throw new Error(`--sets: unknown signal set '${name}' (known: ${Object.keys(LEVERS).join(', ')})`);
const sets = chosen.map((name) => [name, LEVERS[name]]);
const entityRankers = [];
const withEntities = insts.filter((i) => i.goldEntities.length);
entityRankers.push(['previous ranker', previousEntities]);
if (shippedEntities) entityRankers.push(['shipped ranker (not held out)', shippedEntities]);
if (heldEntities) entityRankers.push(['function weights fitted (LOO, file weights held)', heldEntities]);
for (const [name, set] of sets) {
  const withEntities = name === 'all' && !values['files-only'];
  const result = leaveOneRepositoryOut(insts, names, set, passes, withEntities, evidenceEntityModel, others);
  if (withEntities) entityRankers.push([`fitted: ${name} (LOO)`, result.entities]);
  if (others.length) {
    otherRankers.push([`fitted: ${name} (LOO), first stage`, result.files], [`fitted: ${name} (LOO), best files ordered again by their functions`, result.reordered]);
    otherEntityRankers.push([`fitted: ${name} (LOO)${withEntities ? '' : ', function weights as shipped'}`, result.entities]);
  }
  const loo = result.files;
  rankers.push([`fitted: ${name} (LOO), first stage`, loo]);
  rankers.push([`fitted: ${name} (LOO), best files ordered again by their functions`, result.reordered]);
  // What search does: the first stage, then its best files ordered again.
  const s = byGroup(insts, result.reordered, languageGroup);
  const before = byGroup(insts, loo, languageGroup);
  report.levers[name] = Object.fromEntries([...s].map(([k, v]) => [k, v]));
  console.error(`${name}: ${[...s].map(([k, v]) => `${k} Acc@5 ${pct(before.get(k).acc5)} → ${pct(v.acc5)}`).join(', ')}`);
}
const full = fit(insts, names, LEVERS.all, passes);
report.model = full.model;
report.entityModel = values['files-only'] ? undefined : fitEntities(withEntities.map((i) => [entityView(i, compile(full.model, names), F), i.goldEntities, i.weight]), passes);
report.inSample = Object.fromEntries(byGroup(insts, new Map(insts.map((inst) => [inst.id, outcome(inst, compile(full.model, names), F)])), languageGroup));
const styles = [
  ['issue-like queries', (i) => i.style === 'issue'],
  ['subject lines', (i) => i.style !== 'issue'],
  ['every query', () => true],
];
if (values.queries) {
  const texts = queryTexts(values.queries, insts);
  const names = (i) => namesTheFix(texts.get(i.id), i.gold.filter((g) => g >= 0).map((g) => i.paths[g]), i.goldEntities);
  styles.splice(1, 0, ["issue-like queries naming none of the fix's files or functions", (i) => i.style === 'issue' && !names(i)], ["issue-like queries naming one of the fix's files or functions", (i) => i.style === 'issue' && names(i)]);
}
const markdown = styles
  .flatMap(([label, keep]) => [
    table(`File ranking on the dev pool, ${label} (leave-one-repository-out for fitted rankers)`, insts.filter(keep), rankers),
    table(`Function ranking on the dev pool, ${label} (all gold functions in the top k)`, withEntities.filter(keep), entityRankers),
  ])
  .join('\n\n');
const otherTables = others.length
  ? `\n\n${table(`File ranking of the queries of ${values.apply} (their repository's fold for fitted rankers, never fitted on)`, others, otherRankers)}\n\n${table(`Function ranking of the queries of ${values.apply} (all gold functions in the top k)`, others.filter((i) => i.goldEntities.length), otherEntityRankers)}`
  : '';
console.log(markdown + otherTables);
console.log('\nWeights fitted on every repository (ship these):\n');
console.log(JSON.stringify(full.model, null, 2));
if (report.entityModel) console.log(JSON.stringify(report.entityModel, null, 2));
if (heldFileEntityModel) {
  report.entityModelForShippedFiles = heldFileEntityModel;
  console.log('\nFunction weights fitted on every repository with the shipped file weights held:\n');
  console.log(JSON.stringify(heldFileEntityModel, null, 2));
}
if (values.out) writeFileSync(values.out, `${JSON.stringify({ ...report, table: markdown + otherTables }, null, 2)}\n`);
