export const id = 183;
export const ids = [183];
export const modules = {

/***/ 183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evalCommand: () => (/* binding */ evalCommand),
  parseDataset: () => (/* binding */ parseDataset)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/code/analyze.ts + 2 modules
var analyze = __webpack_require__(4079);
// EXTERNAL MODULE: ./src/search/terms/lexical.ts
var lexical = __webpack_require__(5536);
// EXTERNAL MODULE: ./src/search/terms/tokenizer.ts + 1 modules
var tokenizer = __webpack_require__(7435);
;// CONCATENATED MODULE: ./src/search/rank/baseline.ts


function rankPlainBm25(docs, query) {
    const vocab = new lexical/* Vocabulary */.VI();
    const index = new lexical/* Bm25Index */.TS(docs.map((d) => (0,lexical/* countTerms */.lF)((0,tokenizer/* plainTokens */.ls)(d.text), vocab)), vocab.size);
    const counts = new Map();
    for (const t of (0,tokenizer/* plainTokens */.ls)(query)) {
        const id = vocab.get(t);
        if (id !== undefined)
            counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const weighted = [...counts].map(([id, c]) => ({ id, weight: c }));
    const scores = new Float64Array(docs.length);
    index.score(weighted, scores);
    return docs
        .map((d, i) => ({ id: d.id, score: scores[i] }))
        .filter((d) => d.score > 0)
        .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
        .map((d) => d.id);
}
/** Function-level documents: each function, method and class body of each file. */
function functionDocuments(files) {
    const docs = [];
    for (const f of files) {
        const lines = f.text.split('\n');
        for (const d of f.definitions) {
            if (!['function', 'method', 'class', 'interface', 'struct', 'enum'].includes(d.kind))
                continue;
            docs.push({ id: `${f.path}::${d.qualifiedName}`, text: lines.slice(d.startLine - 1, d.endLine).join('\n') });
        }
    }
    return docs;
}

// EXTERNAL MODULE: ./src/search/index/indexer.ts + 12 modules
var indexer = __webpack_require__(7569);
// EXTERNAL MODULE: ./src/search/rank/metrics.ts
var metrics = __webpack_require__(3130);
// EXTERNAL MODULE: ./src/search/rank/search.ts
var search = __webpack_require__(351);
// EXTERNAL MODULE: ./src/context/assemble.ts
var assemble = __webpack_require__(4507);
// EXTERNAL MODULE: ./src/context/budget.ts + 1 modules
var budget = __webpack_require__(6886);
// EXTERNAL MODULE: ./src/context/gather.ts + 1 modules
var gather = __webpack_require__(7556);
// EXTERNAL MODULE: ./src/search/rank/query.ts + 1 modules
var query = __webpack_require__(7759);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(6890);
// EXTERNAL MODULE: ./src/repo/git-run.ts + 1 modules
var git_run = __webpack_require__(1867);
// EXTERNAL MODULE: ./src/code/definitions.ts + 1 modules
var definitions = __webpack_require__(8975);
// EXTERNAL MODULE: ./src/search/rank/rerank.ts
var rerank = __webpack_require__(7912);
// EXTERNAL MODULE: ./src/search/rank/entities.ts + 1 modules
var rank_entities = __webpack_require__(8579);
// EXTERNAL MODULE: ./src/search/rank/calls.ts
var calls = __webpack_require__(5682);
// EXTERNAL MODULE: ./src/verify/user-lock.ts
var user_lock = __webpack_require__(8232);
;// CONCATENATED MODULE: ./src/cli/eval-pool.ts
/**
 * Dev-pool helpers of `eval`: moving a checkout to an instance's base commit (one run at a time per
 * checkout), the gold functions of a fix (the innermost function, method or class around each line
 * it changes and each place it adds lines), and the per-instance record of every candidate file's
 * signals that `scripts/fit-ranker.mjs` fits on.
 */










const git = (dir, args, input) => (0,git_run/* gitOutputSync */.Bg)(dir, args, { maxOutputBytes: 1 << 28, ...(input !== undefined ? { input } : {}) }).toString('utf8');
/** Paths of `commit` whose blobs the object store lacks (snapshots leave out very large files). */
function missingBlobs(dir, commit) {
    const entries = git(dir, ['ls-tree', '-r', '-z', commit])
        .split('\0')
        .filter(Boolean)
        .map((line) => {
        const tab = line.indexOf('\t');
        const [, type, sha] = line.slice(0, tab).split(' ');
        return { type, sha: sha, path: line.slice(tab + 1) };
    })
        .filter((e) => e.type === 'blob');
    const checked = git(dir, ['cat-file', '--batch-check'], entries.map((e) => e.sha).join('\n') + '\n');
    const missing = new Set(checked.split('\n').filter((l) => l.endsWith(' missing')).map((l) => l.split(' ')[0]));
    return entries.filter((e) => missing.has(e.sha)).map((e) => e.path);
}
/**
 * Holds each checkout `eval --checkout` moves between commits (`sweep-eval.lock` in its git folder,
 * the holder's process id in it) until the returned function releases them: a second run on the
 * same checkout would move the work tree under the first one's index. A lock whose process is gone
 * (a run that was killed) is taken over. Throws, holding nothing, when another live run holds one.
 */
function holdCheckouts(dirs, alive = user_lock/* processAlive */.FN) {
    const held = [];
    const release = () => {
        for (const lock of held.splice(0))
            (0,external_node_fs_.rmSync)(lock, { force: true });
    };
    try {
        for (const dir of new Set(dirs))
            held.push(lockCheckout(dir, alive));
    }
    catch (error) {
        release();
        throw error;
    }
    return release;
}
function lockCheckout(dir, alive) {
    const lock = (0,external_node_path_.join)(git(dir, ['rev-parse', '--absolute-git-dir']).trim(), 'sweep-eval.lock');
    for (;;) {
        try {
            (0,external_node_fs_.writeFileSync)(lock, `${process.pid}\n`, { flag: 'wx' });
            return lock;
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
        let holder = NaN;
        try {
            holder = Number((0,external_node_fs_.readFileSync)(lock, 'utf8').trim());
        }
        catch {
            continue; // released meanwhile
        }
        if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
            throw new Error(`another eval --checkout (process ${holder}) is moving ${dir} between commits; run one at a time per checkout (its lock: ${lock})`);
        }
        (0,external_node_fs_.rmSync)(lock, { force: true });
    }
}
/**
 * Moves the work tree of `dir` to `commit`, dropping untracked files; a no-op when already there and
 * clean. Files whose blobs the store lacks are left out of the work tree (sparse checkout).
 */
function checkoutCommit(dir, commit) {
    const head = git(dir, ['rev-parse', '--verify', '--quiet', 'HEAD']).trim();
    if (head === commit && git(dir, ['status', '--porcelain', '--untracked-files=normal']).trim() === '')
        return;
    try {
        git(dir, ['checkout', '--quiet', '--force', '--detach', commit]);
    }
    catch {
        const patterns = ['/*', ...missingBlobs(dir, commit).map((p) => `!/${p.replace(/([*?[\]\\!])/g, '\\$1')}`)];
        git(dir, ['sparse-checkout', 'set', '--no-cone', '--stdin'], patterns.join('\n') + '\n');
        git(dir, ['checkout', '--quiet', '--force', '--detach', commit]);
    }
    git(dir, ['clean', '-fdq']);
}
/** Leading spaces and tabs of a line. */
function indentOf(line) {
    return line.length - line.trimStart().length;
}
/**
 * What a unified diff touches, per old file, in old-file numbers: removed lines (added lines right
 * after removed ones replace them), and each run of added lines that replaces nothing as an insertion
 * after the old line before it. A hunk that removes nothing (`-N,0`) is numbered by that line, N; any
 * other hunk by its first line.
 */
function touchedLines(patch) {
    const files = new Map();
    let current;
    let oldLine = 0;
    /** The run of changed lines under way: removed lines (added ones then replace them), or added ones only. */
    let run;
    for (const line of patch.split('\n')) {
        if (line.startsWith('diff --git ')) {
            current = undefined;
            continue;
        }
        if (line.startsWith('--- ')) {
            const path = line.slice(4).replace(/^a\//, '');
            current = path === '/dev/null' ? undefined : (files.get(path) ?? files.set(path, { lines: new Set(), insertions: [] }).get(path));
            continue;
        }
        if (line.startsWith('+++ '))
            continue;
        const hunk = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/.exec(line);
        if (hunk) {
            oldLine = Number(hunk[1]) + (hunk[2] === '0' ? 1 : 0);
            run = undefined;
            continue;
        }
        if (!current)
            continue;
        if (line.startsWith('-')) {
            current.lines.add(oldLine++);
            run = 'removed';
        }
        else if (line.startsWith('+')) {
            if (run === undefined)
                current.insertions.push((run = { after: oldLine - 1, indent: undefined }));
            if (run !== 'removed' && run.indent === undefined && line.slice(1).trim())
                run.indent = indentOf(line.slice(1));
        }
        else if (line.startsWith(' ')) {
            oldLine++;
            run = undefined;
        }
    }
    return files;
}
const ENTITY_KINDS = new Set(['function', 'method', 'class', 'interface', 'struct', 'enum']);
/**
 * Whether lines added after old line `at.after` are inside `def`: it holds the lines on both sides,
 * or it ends on the line before and they are indented deeper than its first line (a body without a
 * closing line, as in Python, that the fix goes on with).
 */
function holdsInsertion(def, at, lines) {
    if (def.startLine > at.after || def.endLine < at.after)
        return false;
    if (def.endLine > at.after)
        return true;
    const first = lines?.[def.startLine - 1];
    return at.indent !== undefined && first !== undefined && at.indent > indentOf(first);
}
/**
 * `path::Qualified.name` of the innermost entity around each line the fix removes or replaces and
 * around each place it adds lines, in the gold files (a file indexed for its imports only is parsed:
 * its text comes from `read`).
 */
async function goldEntities(index, touched, read) {
    const out = new Set();
    for (const [path, { lines, insertions }] of touched) {
        const file = index.byPath.get(path);
        if (!file)
            continue;
        const defs = await (0,analyze/* wholeDefinitions */.E)(file.record.analysis, path, read);
        for (const line of lines) {
            const inner = (0,definitions/* innermostAround */.Fy)(defs, line, (d) => ENTITY_KINDS.has(d.kind));
            if (inner)
                out.add(`${path}::${inner.qualifiedName}`);
        }
        let text;
        for (const at of insertions) {
            const inner = (0,definitions/* innermostAround */.Fy)(defs, at.after, (d) => ENTITY_KINDS.has(d.kind) && holdsInsertion(d, at, d.endLine === at.after ? (text ??= read(path)?.split('\n')) : undefined));
            if (inner)
                out.add(`${path}::${inner.qualifiedName}`);
        }
    }
    return [...out].sort();
}
/** The gold entities of an instance from its fix as a unified diff against the base. */
function goldEntitiesOfPatch(index, patch, read) {
    return goldEntities(index, touchedLines(patch), read);
}
/** The gold entities of an instance from its fix commit's diff against the base. */
function goldEntitiesOfCommit(index, base, commit, goldFiles, read) {
    const patch = git(index.root, ['diff', '--no-renames', '--unified=0', base, commit, '--', ...goldFiles]);
    return goldEntitiesOfPatch(index, patch, read);
}
/** Candidates per instance: the previous ranker's best, each signal's best, and every named file. */
const CANDIDATES_PREVIOUS = 100;
const CANDIDATES_PER_SIGNAL = 30;
const SIGNALS_FOR_CANDIDATES = [
    'content',
    'content.raw',
    'content.title',
    'content.prose',
    'content.code',
    'content.quoted',
    'content.best',
    'path',
    'path.title',
    'graph.ppr',
    'graph.hop',
    'cochange',
];
const NAMED = ['mention.path', 'mention.frame', 'mention.module', 'mention.stem', 'mention.language', 'defines', 'defines.qualified', 'calls.named'];
function topBy(n, count, value) {
    const files = [];
    for (let f = 0; f < n; f++)
        if (value(f) > 0)
            files.push(f);
    files.sort((a, b) => value(b) - value(a) || a - b);
    return files.slice(0, count);
}
/**
 * Entity candidates come from this many of the previous ranker's best files and as many of the
 * shipped ranker's (all read exactly): a fit then sees the functions the shipped weights list.
 */
const ENTITY_DUMP_FILES = 25;
const KIND_CODES = { function: 0, method: 1, class: 2, interface: 2, struct: 2, enum: 2 };
/** The files (and their entities) worth scoring for one query, with every non-zero signal. */
function dumpCandidates(index, features, readText) {
    const n = index.files.length;
    const rawOrClean = (name) => (name === 'content' ? 'content.raw' : name);
    const previous = (0,search/* fileScores */.S4)(index, features, {
        ...rerank/* PREVIOUS_MODEL */.Y6,
        relevance: Object.fromEntries(Object.entries(rerank/* PREVIOUS_MODEL */.Y6.relevance).map(([k, v]) => [rawOrClean(k), v])),
    });
    const chosen = new Set(topBy(n, CANDIDATES_PREVIOUS, (f) => previous[f]));
    for (const name of SIGNALS_FOR_CANDIDATES) {
        const files = [...features.filesWith(name)];
        files.sort((a, b) => features.value(name, b) - features.value(name, a) || a - b);
        for (const f of files.slice(0, CANDIDATES_PER_SIGNAL))
            chosen.add(f);
    }
    for (const name of NAMED)
        for (const f of features.filesWith(name))
            chosen.add(f);
    const any = { relevance: Object.fromEntries(SIGNALS_FOR_CANDIDATES.concat(NAMED).map((s) => [s, 1])), definesCap: Infinity, prior: {}, factors: {} };
    const files = [...chosen].sort((a, b) => a - b).filter((f) => (0,rerank/* scoreWith */.z7)(any, (name) => features.value(name, f)) > 0);
    const position = new Map(files.map((f, i) => [f, i]));
    const round6 = (v) => Math.round(v * 1e6) / 1e6;
    const candidates = files.map((f) => ({ path: index.files[f].path, features: Object.fromEntries(Object.entries((0,search/* featureValues */.ru)(features, f)).map(([k, v]) => [k, round6(v)])) }));
    const shipped = (0,search/* fileScores */.S4)(index, features, rerank/* MODEL */.A2);
    const entityFiles = [...new Set([...(0,rank_entities/* topFilesByScore */.Ci)(index, previous, ENTITY_DUMP_FILES), ...(0,rank_entities/* topFilesByScore */.Ci)(index, shipped, ENTITY_DUMP_FILES)])];
    const inputs = { fileScores: previous, chunkScores: features.chunkScores, query: features.terms, titleQuery: features.titleTerms, signals: features.signals, frames: features.frameLines, calls: features.calls(), readText };
    const entities = [];
    const kept = (0,rank_entities/* entityCandidates */.RG)(index, inputs, entityFiles, new Set(entityFiles)).filter((e) => position.has(e.file));
    const byName = new Map();
    kept.forEach((e, i) => {
        const same = byName.get(e.def.name);
        if (same)
            same.push(i);
        else
            byName.set(e.def.name, [i]);
    });
    for (const e of kept) {
        const r = (v) => Math.round(v * 1e4) / 1e4;
        const called = (0,calls/* calledNames */.EJ)(index.referencesOf(index.files[e.file]), e.def.startLine, e.def.endLine, e.def.name).flatMap((name) => byName.get(name) ?? []);
        entities.push([position.get(e.file), r(e.bodyExact ?? -1), r(e.bodyChunk), r(e.bodyTitle ?? -1), e.nameMatch, r(e.nameBm25), KIND_CODES[e.def.kind] ?? 0, e.named ? 1 : 0, e.def.qualifiedName, r(e.frame), e.def.endLine - e.def.startLine + 1, r(e.coverage ?? -1), r(e.callee), r(e.caller ?? -1), called, e.def.kind, e.def.startLine, e.def.endLine]);
    }
    return { candidates, entities };
}
/**
 * The gold files the index calls tests (`gold_tests` in a dump line, only when there are some): a
 * dataset's gold told tests from sources by their paths, and a test named like a module
 * (`src/addDays/test.ts`) is known by its text; the fitting leaves them out of the gold.
 */
function goldTests(index, gold) {
    const tests = gold.filter((g) => index.byPath.get(g)?.role === 'test');
    return tests.length ? { gold_tests: tests } : {};
}

// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
// EXTERNAL MODULE: ./src/cli/embeddings.ts + 3 modules
var cli_embeddings = __webpack_require__(9138);
;// CONCATENATED MODULE: ./src/cli/eval.ts
/** `eval`: retrieval metrics on a JSONL of issues with gold files (and optionally gold entities). */















const LABELS = ['base_commit', 'commit', 'repository', 'language', 'style'];
/** Parses the dataset; every bad line is reported with its number. */
function parseDataset(text, baseDir) {
    const out = [];
    text.split('\n').forEach((line, i) => {
        if (!line.trim())
            return;
        let row;
        try {
            row = JSON.parse(line);
        }
        catch {
            throw new args/* UsageError */.eb(`--dataset line ${i + 1} is not JSON`);
        }
        if (typeof row.repo !== 'string' || typeof row.query !== 'string' || !Array.isArray(row.gold_files)) {
            throw new args/* UsageError */.eb(`--dataset line ${i + 1} needs "repo" (folder), "query" (text) and "gold_files" (array of paths)`);
        }
        out.push({
            id: typeof row.id === 'string' ? row.id : `line-${i + 1}`,
            repo: (0,external_node_path_.resolve)(baseDir, row.repo),
            query: row.query,
            gold_files: row.gold_files,
            ...(Array.isArray(row.gold_entities) ? { gold_entities: row.gold_entities } : {}),
            ...(typeof row.patch === 'string' ? { patch: row.patch } : {}),
            ...Object.fromEntries(LABELS.filter((k) => typeof row[k] === 'string').map((k) => [k, row[k]])),
        });
    });
    return out;
}
const RANK_DEPTH = 50;
/** Plain BM25 over whole files and over every function's body (tests indexed for their imports only are parsed for theirs). */
async function rankBaseline(index, query) {
    const read = (0,common/* fileReader */.q2)(index);
    const texts = await Promise.all(index.files.map(async (f) => ({ path: f.path, text: read(f.path) ?? '', definitions: await (0,analyze/* wholeDefinitions */.E)(f.record.analysis, f.path, read) })));
    return {
        files: rankPlainBm25(texts.map((t) => ({ id: t.path, text: t.text })), query),
        entities: rankPlainBm25(functionDocuments(texts), query),
    };
}
function formatMetrics(name, m) {
    const pct = (v) => `${(100 * (v ?? 0)).toFixed(1)}%`.padStart(7);
    return `${name.padEnd(9)} n=${String(m.instances).padEnd(4)} Acc@1 ${pct(m.acc[1])} Acc@3 ${pct(m.acc[3])} Acc@5 ${pct(m.acc[5])} Acc@10 ${pct(m.acc[10])}  R@5 ${pct(m.recall[5])} R@10 ${pct(m.recall[10])}  MRR ${m.mrr.toFixed(3)}`;
}
/** Opens the dump file (`--dump`), one JSON line per instance. */
function dumpWriter(path) {
    if (path === undefined)
        return undefined;
    const fd = (0,external_node_fs_.openSync)((0,external_node_path_.resolve)(path), 'w');
    return (record) => (0,external_node_fs_.writeSync)(fd, `${JSON.stringify(record)}\n`);
}
async function evalCommand(values, io, env = process.env) {
    const embeddings = (0,cli_embeddings.embeddingSettings)(values, env, io);
    if (embeddings && values.baseline !== undefined)
        throw new args/* UsageError */.eb('--embeddings and --baseline cannot be combined');
    const datasetPath = (0,external_node_path_.resolve)(String(values.dataset));
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(datasetPath, 'utf8');
    }
    catch {
        throw new args/* UsageError */.eb(`--dataset ${String(values.dataset)} cannot be read`);
    }
    const baseline = values.baseline;
    if (baseline !== undefined && baseline !== 'bm25')
        throw new args/* UsageError */.eb(`--baseline must be 'bm25', got '${String(baseline)}'`);
    let only;
    if (typeof values.only === 'string') {
        try {
            only = new RegExp(values.only);
        }
        catch {
            throw new args/* UsageError */.eb(`--only ${values.only} is not a regular expression`);
        }
    }
    const instances = parseDataset(text, (0,external_node_path_.resolve)(datasetPath, '..')).filter((i) => !only || only.test(i.id));
    const contextBudget = typeof values.context === 'string' ? Number(values.context) : undefined;
    const dump = dumpWriter(typeof values.dump === 'string' ? values.dump : undefined);
    const { count, atLeast } = (0,budget/* tokenMeasure */.yJ)();
    let goldInContext = 0;
    let namedDefined = 0;
    let namedCarded = 0;
    const fileOutcomes = [];
    const entityOutcomes = [];
    const queryMs = [];
    const indexMs = [];
    const perInstance = [];
    // One run at a time moves a checkout: the locks are held until every instance is ranked.
    const release = values.checkout ? holdCheckouts(instances.filter((i) => i.base_commit).map((i) => i.repo)) : () => { };
    try {
        for (const inst of instances) {
            const t0 = performance.now();
            if (values.checkout && inst.base_commit)
                checkoutCommit(inst.repo, inst.base_commit);
            const cacheDir = (0,common/* cacheDirArg */.eI)(values, inst.repo);
            const index = await (0,indexer/* buildIndex */.X)(inst.repo, { cacheDir });
            // Embedding the chunks counts as indexing; embedding the query and fusing, as the query.
            const vectors = embeddings ? (await (0,cli_embeddings.embeddingScores)(index, inst.query, embeddings, cacheDir, io)).vectors : undefined;
            const links = dump && !baseline ? (index.tables.links ?? index.links()) : undefined;
            indexMs.push(performance.now() - t0 - (vectors?.queryMs ?? 0));
            const goldEntities = inst.gold_entities ??
                (inst.patch !== undefined
                    ? await goldEntitiesOfPatch(index, inst.patch, (0,common/* fileReader */.q2)(index))
                    : inst.commit && inst.base_commit
                        ? await goldEntitiesOfCommit(index, inst.base_commit, inst.commit, inst.gold_files, (0,common/* fileReader */.q2)(index))
                        : []);
            const t1 = performance.now();
            let files;
            let entities;
            const extra = vectors?.extraChunkScores ? { extraChunkScores: vectors.extraChunkScores } : {};
            if (baseline) {
                ({ files, entities } = await rankBaseline(index, inst.query));
            }
            else {
                const read = (0,common/* fileReader */.q2)(index);
                const result = (0,search/* search */.$P)(index, inst.query, { top: RANK_DEPTH, snippets: 0, readText: read, ...extra, ...(links ? { links } : {}), features: Boolean(dump) });
                files = result.files.map((f) => f.path);
                entities = result.entities.map((e) => `${e.path}::${e.name}`);
                if (dump && result.features) {
                    dump({ id: inst.id, repository: inst.repository, language: inst.language, style: inst.style, gold_files: inst.gold_files, gold_entities: goldEntities, indexed: inst.gold_files.filter((g) => index.byPath.has(g)), ...goldTests(index, inst.gold_files), files: index.files.length, ...dumpCandidates(index, result.features, read) });
                }
                if (contextBudget !== undefined) {
                    const forContext = (0,search/* search */.$P)(index, inst.query, { top: 10, snippets: 8, readText: read, ...extra });
                    const ctx = (0,assemble/* assembleContext */.uE)(forContext.intent.kind, await (0,gather/* gatherContextItems */.NX)(index, forContext, read), contextBudget, count, atLeast);
                    const paths = new Set(ctx.sections.flatMap((s) => s.items.map((i) => i.path)));
                    if (inst.gold_files.every((g) => paths.has(g)))
                        goldInContext++;
                    const carded = new Set(ctx.sections.filter((s) => s.name === 'definitions').flatMap((s) => s.items.map((i) => `${i.path}:${i.startLine}`)));
                    for (const name of forContext.signals.symbols.filter(query/* isCodeShaped */.RV)) {
                        const defs = index.symbols.get(name.toLowerCase())?.map((id) => index.definition(id)).filter((d) => d.def.name === name) ?? [];
                        if (!defs.length)
                            continue;
                        namedDefined++;
                        if (defs.some((d) => carded.has(`${index.files[d.file].path}:${d.def.startLine}`)))
                            namedCarded++;
                    }
                }
            }
            queryMs.push(performance.now() - t1 + (vectors?.queryMs ?? 0));
            fileOutcomes.push({ ranked: files, gold: inst.gold_files });
            if (goldEntities.length)
                entityOutcomes.push({ ranked: entities, gold: goldEntities });
            const rank = (list, gold) => gold.map((g) => list.indexOf(g) + 1);
            perInstance.push({
                id: inst.id,
                ...Object.fromEntries(['repository', 'language', 'style'].filter((k) => inst[k] !== undefined).map((k) => [k, inst[k]])),
                goldFileRanks: rank(files, inst.gold_files),
                goldEntityRanks: rank(entities, goldEntities),
                indexed: inst.gold_files.every((g) => index.byPath.has(g)),
            });
            if (!values.json)
                io.stderr(`${inst.id}: gold file ranks ${rank(files, inst.gold_files).join(',')}\n`);
            // The next instance may move the work tree: the persisted index must be written first.
            await index.persisted;
        }
    }
    finally {
        release();
    }
    const fileMetrics = (0,metrics/* rankMetrics */.E)(fileOutcomes);
    const entityMetrics = (0,metrics/* rankMetrics */.E)(entityOutcomes);
    const latency = { queryP50Ms: (0,common/* round */.LI)((0,metrics/* percentile */.Y)(queryMs, 50), 1), queryP90Ms: (0,common/* round */.LI)((0,metrics/* percentile */.Y)(queryMs, 90), 1), indexP50Ms: (0,common/* round */.LI)((0,metrics/* percentile */.Y)(indexMs, 50), 1), indexP90Ms: (0,common/* round */.LI)((0,metrics/* percentile */.Y)(indexMs, 90), 1) };
    const context = contextBudget === undefined
        ? undefined
        : { budget: contextBudget, goldFilesInContext: (0,common/* round */.LI)(goldInContext / Math.max(1, instances.length)), namedSymbolsDefined: namedDefined, namedSymbolsCarded: namedCarded };
    if (values.json) {
        (0,common/* printJson */.Q2)(io, { ranker: baseline ?? (embeddings ? `sweep+${embeddings.method}(${embeddings.model})` : 'sweep'), files: fileMetrics, entities: entityMetrics, latency, ...(context ? { context } : {}), instances: perInstance });
        return 0;
    }
    io.stdout(`ranker: ${baseline ? 'plain BM25 (whole files / whole functions)' : embeddings ? `sweep + vectors (${embeddings.model}, ${embeddings.method} fusion)` : 'sweep'}\n`);
    io.stdout(`${formatMetrics('files', fileMetrics)}\n`);
    if (entityMetrics.instances)
        io.stdout(`${formatMetrics('entities', entityMetrics)}\n`);
    if (context) {
        io.stdout(`context (${context.budget} tokens): all gold files in context ${(100 * context.goldFilesInContext).toFixed(1)}% (search Acc@5 ${(100 * (fileMetrics.acc[5] ?? 0)).toFixed(1)}%); ` +
            `named symbols the repo defines with a card: ${namedCarded}/${namedDefined}\n`);
    }
    io.stdout(`latency: query p50 ${latency.queryP50Ms} ms, p90 ${latency.queryP90Ms} ms; index p50 ${latency.indexP50Ms} ms, p90 ${latency.indexP90Ms} ms\n`);
    return 0;
}


/***/ }),

/***/ 3130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ rankMetrics),
/* harmony export */   Y: () => (/* binding */ percentile)
/* harmony export */ });
/* unused harmony export KS */
/** Retrieval metrics over ranked lists with gold sets: Acc@k, recall@k, MRR, latency percentiles. Pure. */
const KS = [1, 3, 5, 10];
function rankMetrics(outcomes, ks = KS) {
    const usable = outcomes.filter((o) => o.gold.length > 0);
    const acc = {};
    const recall = {};
    for (const k of ks) {
        let hits = 0;
        let rec = 0;
        for (const o of usable) {
            const top = new Set(o.ranked.slice(0, k));
            const found = o.gold.filter((g) => top.has(g)).length;
            if (found === o.gold.length)
                hits++;
            rec += found / o.gold.length;
        }
        acc[k] = usable.length ? hits / usable.length : 0;
        recall[k] = usable.length ? rec / usable.length : 0;
    }
    let mrr = 0;
    for (const o of usable) {
        const gold = new Set(o.gold);
        const rank = o.ranked.findIndex((r) => gold.has(r));
        if (rank >= 0)
            mrr += 1 / (rank + 1);
    }
    return { instances: usable.length, acc, recall, mrr: usable.length ? mrr / usable.length : 0 };
}
/** The p-th percentile (0..100) by nearest rank. */
function percentile(values, p) {
    if (values.length === 0)
        return 0;
    const sorted = [...values].sort((a, b) => a - b);
    const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
    return sorted[rank - 1];
}


/***/ })

};
