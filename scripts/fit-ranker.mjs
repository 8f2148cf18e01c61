#!/usr/bin/env node
// Fits the file ranker's weights (src/search/rerank.ts, `MODEL`) on the dev pool's dumped signals and
// judges them leave-one-repository-out: each repository is scored with weights fitted on the others.
//
//   node dist/cli.js eval --dataset DIR/devpool.jsonl --checkout --dump DUMP.jsonl   (per repository)
//   node scripts/fit-ranker.mjs --dumps DIR [--levers] [--out FILE] [--bm25 DIR]
//
// The score mirrors `scoreWith` in rerank.ts: relevance = weighted sum of the relevance signals
// (the `defines` pair capped), 0 when nothing reaches the file; plus weighted priors; times
// factor ** value for each role and kind. Weights are fitted by coordinate ascent (each weight in
// turn tried on a grid, kept when the objective rises) from the previous ranker's weights; the
// objective is the mean over instances of (Acc@1 + Acc@3 + Acc@5 + Acc@10) / 4 + MRR / 4.
// Candidates are the dumped files (the previous ranker's top 100, each signal's top 30, every named
// file); a gold file outside them counts as not found.
//
// --levers also fits restricted signal sets (the previous signals only, then one lever at a time)
// to show what each lever adds. --bm25 DIR reads `eval --baseline bm25 --json` outputs for the table.
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
const KINDS = ['kind.declaration', 'kind.declaration-shadowed', 'kind.example', 'kind.benchmark', 'kind.build-config', 'kind.template', 'kind.docs-site', 'kind.script', 'kind.ci'];
const BASE_RELEVANCE = ['content', 'path', 'mention.path', 'mention.frame', 'mention.module', 'mention.stem', 'defines', 'defines.qualified'];
const BASE_FACTORS = ['role.test', 'role.doc', 'role.config', 'role.other', 'intent.test'];

/** Signal sets: what each lever adds to the previous ranker's signals. */
const LEVERS = {
  refit: { relevance: BASE_RELEVANCE, prior: ['history'], factors: BASE_FACTORS },
  roles: { relevance: BASE_RELEVANCE, prior: ['history'], factors: [...BASE_FACTORS, ...KINDS] },
  query: { relevance: [...BASE_RELEVANCE, ...LEXICAL_PARTS], prior: ['history'], factors: BASE_FACTORS },
  graph: { relevance: [...BASE_RELEVANCE, 'graph.ppr', 'graph.hop'], prior: ['history'], factors: BASE_FACTORS },
  cochange: { relevance: [...BASE_RELEVANCE, 'cochange'], prior: ['history'], factors: BASE_FACTORS },
  priors: { relevance: BASE_RELEVANCE, prior: ['history', 'recency', 'lines'], factors: BASE_FACTORS },
  all: { relevance: [...BASE_RELEVANCE, ...LEXICAL_PARTS, 'graph.ppr', 'graph.hop', 'cochange'], prior: ['history', 'recency', 'lines'], factors: [...BASE_FACTORS, ...KINDS] },
};

// ---- data -------------------------------------------------------------------------------------

function loadDumps(dir) {
  const rows = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) if (line.trim()) rows.push(JSON.parse(line));
  }
  return rows;
}

/** Instances as dense matrices over the feature list: fast to score many times. */
function prepare(rows, names) {
  const index = new Map(names.map((n, i) => [n, i]));
  const F = names.length;
  return rows.map((row) => {
    const C = row.candidates.length;
    const x = new Float64Array(C * F);
    row.candidates.forEach((c, i) => {
      for (const [name, v] of Object.entries(c.features)) {
        const j = index.get(name);
        if (j !== undefined) x[i * F + j] = v;
      }
    });
    const paths = row.candidates.map((c) => c.path);
    const gold = row.gold_files.map((g) => paths.indexOf(g));
    return { id: row.id, repository: row.repository, language: row.language, style: row.style, C, x, paths, gold, goldCount: row.gold_files.length };
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
  return { all, first };
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
  const s = summarize(outcomes);
  return (s.acc1 + s.acc3 + s.acc5 + s.acc10) / 4 + s.mrr / 4;
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
  const m = { relevance: {}, definesCap: PREVIOUS.definesCap, prior: {}, factors: {} };
  for (const n of set.relevance) m.relevance[n] = n === 'content' ? PREVIOUS.relevance['content.raw'] : (PREVIOUS.relevance[n] ?? 0);
  for (const n of set.prior) m.prior[n] = PREVIOUS.prior[n] ?? 0;
  for (const n of set.factors) m.factors[n] = PREVIOUS.factors[n] ?? 1;
  return m;
}

function fit(train, names, set, passes) {
  const F = names.length;
  let model = start(set);
  const evaluate = (m) => objective(train.map((inst) => outcome(inst, compile(m, names), F)));
  let best = evaluate(model);
  const params = [
    ...set.relevance.map((n) => ['relevance', n, WEIGHT_GRID]),
    ['definesCap', null, CAP_GRID],
    ...set.prior.map((n) => ['prior', n, WEIGHT_GRID.map((w) => w / 5)]),
    ...set.factors.map((n) => ['factors', n, FACTOR_GRID]),
  ];
  for (let pass = 0; pass < passes; pass++) {
    let improved = false;
    for (const [group, name, grid] of params) {
      const current = group === 'definesCap' ? model.definesCap : model[group][name];
      for (const v of grid) {
        if (v === current) continue;
        const m = clone(model);
        if (group === 'definesCap') m.definesCap = v;
        else m[group][name] = v;
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
  return { model, objective: best };
}

/** Scores every instance with weights fitted without its repository. */
function leaveOneRepositoryOut(insts, names, set, passes) {
  const F = names.length;
  const repos = [...new Set(insts.map((i) => i.repository))].sort();
  const out = new Map();
  for (const repo of repos) {
    const { model } = fit(insts.filter((i) => i.repository !== repo), names, set, passes);
    const m = compile(model, names);
    for (const inst of insts.filter((i) => i.repository === repo)) out.set(inst.id, outcome(inst, m, F));
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  return out;
}

// ---- report -----------------------------------------------------------------------------------

const pct = (v) => (100 * v).toFixed(1);

function byGroup(insts, outcomes, key) {
  const groups = new Map();
  for (const inst of insts) {
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
      const s = lang === 'all' ? summarize(members.map((i) => outcomes.get(i.id))) : groups.get(lang);
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
const passes = Number(values.passes);
const F = names.length;
console.error(`${insts.length} instances from ${new Set(insts.map((i) => i.repository)).size} repositories, ${names.length} signals`);

const previous = new Map(insts.map((inst) => [inst.id, outcome(inst, compile(PREVIOUS, names), F)]));
const rankers = [];
if (values.bm25) {
  const bm25 = readEvalOutcomes(values.bm25);
  rankers.push(['plain BM25', new Map(insts.map((i) => [i.id, bm25.get(i.id) ?? { all: Infinity, first: Infinity }]))]);
}
rankers.push(['previous ranker', previous]);
const report = { instances: insts.length, repositories: new Set(insts.map((i) => i.repository)).size, levers: {} };
const sets = values.levers ? Object.entries(LEVERS) : [['all', LEVERS.all]];
for (const [name, set] of sets) {
  const loo = leaveOneRepositoryOut(insts, names, set, passes);
  rankers.push([`fitted: ${name} (LOO)`, loo]);
  const s = byGroup(insts, loo, languageGroup);
  report.levers[name] = Object.fromEntries([...s].map(([k, v]) => [k, v]));
  console.error(`${name}: ${[...s].map(([k, v]) => `${k} Acc@5 ${pct(v.acc5)}`).join(', ')}`);
}
const full = fit(insts, names, LEVERS.all, passes);
report.model = full.model;
report.inSample = Object.fromEntries(byGroup(insts, new Map(insts.map((inst) => [inst.id, outcome(inst, compile(full.model, names), F)])), languageGroup));
const markdown = table('File ranking on the dev pool (leave-one-repository-out for fitted rankers)', insts, rankers);
console.log(markdown);
console.log('\nWeights fitted on every repository (ship these):\n');
console.log(JSON.stringify(full.model, null, 2));
if (values.out) writeFileSync(values.out, `${JSON.stringify({ ...report, table: markdown }, null, 2)}\n`);
