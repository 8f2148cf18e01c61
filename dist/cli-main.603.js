export const id = 603;
export const ids = [603];
export const modules = {

/***/ 1603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_OUTPUT: () => (/* binding */ DEFAULT_OUTPUT),
  defaultWorkDir: () => (/* binding */ defaultWorkDir),
  swebenchCommand: () => (/* binding */ swebenchCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/repo/git.ts
var repo_git = __webpack_require__(8800);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(6890);
// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
// EXTERNAL MODULE: ./src/cli/pipeline.ts + 21 modules
var pipeline = __webpack_require__(179);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./src/repo/programs.ts + 2 modules
var programs = __webpack_require__(4634);
;// CONCATENATED MODULE: ./src/cli/swebench-data.ts
/**
 * The data side of `swebench`: reading SWE-bench-style instances (and Multi-SWE-bench records),
 * writing predictions as the official harnesses read them, resuming a predictions file, and where a
 * repository's copy is. Pure: text in, records out.
 *
 * SWE-bench's `run_evaluation` reads predictions as JSONL (one object a line, every line parsed)
 * or a JSON list, keyed by `instance_id`, and uses `model_name_or_path` and `model_patch` (an empty
 * patch counts as "empty patch"); other fields are ignored. Multi-SWE-bench's harness reads
 * `org`, `repo`, `number` and `fix_patch` from each line and ignores the rest. A prediction line
 * carries the SWE-bench fields, the Multi-SWE-bench ones when the instance came from a Multi-SWE-bench
 * record, and what the run spent under `sweep`.
 */
class DatasetError extends Error {
    name = 'DatasetError';
}
/** Owner and repository names as GitHub allows them; never `.` or `..` (they go into paths). */
const REPO_PART = /^(?!\.{1,2}$)[A-Za-z0-9_.-]{1,100}$/;
const COMMIT = /^[0-9a-f]{7,40}$/i;
const MAX_ID_CHARS = 200;
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function swebench_data_text(value) {
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
/** The problem statement of a Multi-SWE-bench record: its resolved issues, else its own title and body. */
function multiProblem(record) {
    const issues = Array.isArray(record.resolved_issues) ? record.resolved_issues.filter(isObject) : [];
    const fromIssues = issues.map((i) => [swebench_data_text(i.title), swebench_data_text(i.body)].filter(Boolean).join('\n')).filter(Boolean);
    if (fromIssues.length)
        return fromIssues.join('\n\n');
    const own = [swebench_data_text(record.title), swebench_data_text(record.body)].filter(Boolean).join('\n');
    return own || undefined;
}
/** One dataset record as an instance, or a DatasetError naming the line and the field. */
function readInstance(record, line) {
    const fail = (message) => {
        throw new DatasetError(`dataset line ${line}: ${message}`);
    };
    if (!isObject(record))
        return fail('expected a JSON object');
    const multi = typeof record.org === 'string' && typeof record.number === 'number' && isObject(record.base);
    const repo = multi ? `${String(record.org)}/${String(record.repo)}` : record.repo;
    if (typeof repo !== 'string')
        return fail("'repo' must be \"owner/name\"");
    const [owner = '', name = '', ...more] = repo.split('/');
    if (more.length || !REPO_PART.test(owner) || !REPO_PART.test(name))
        return fail(`'repo' must be "owner/name", got '${repo}'`);
    const baseCommit = multi ? record.base.sha : record.base_commit;
    if (typeof baseCommit !== 'string' || !COMMIT.test(baseCommit))
        return fail(`'base_commit' must be a commit hash (7 to 40 hex digits), got '${String(baseCommit)}'`);
    const number = multi ? record.number : undefined;
    const instanceId = swebench_data_text(record.instance_id) ?? (multi ? `${owner}__${name}-${number}` : undefined);
    if (instanceId === undefined || instanceId.length > MAX_ID_CHARS || /[\r\n]/.test(instanceId))
        return fail("'instance_id' must be a non-empty one-line string");
    const problemStatement = multi ? (swebench_data_text(record.problem_statement) ?? multiProblem(record)) : swebench_data_text(record.problem_statement);
    if (problemStatement === undefined)
        return fail(`'problem_statement' of ${instanceId} is missing or empty`);
    return { instanceId, owner, name, baseCommit: baseCommit.toLowerCase(), problemStatement, ...(number !== undefined ? { number } : {}) };
}
/** The instances of a JSONL dataset (blank lines skipped), or a DatasetError for the first bad line. */
function parseDataset(jsonl) {
    const instances = [];
    const seen = new Set();
    jsonl.split('\n').forEach((raw, i) => {
        if (raw.trim() === '')
            return;
        let record;
        try {
            record = JSON.parse(raw);
        }
        catch {
            throw new DatasetError(`dataset line ${i + 1}: not valid JSON`);
        }
        const instance = readInstance(record, i + 1);
        if (seen.has(instance.instanceId))
            throw new DatasetError(`dataset line ${i + 1}: instance ${instance.instanceId} appears twice`);
        seen.add(instance.instanceId);
        instances.push(instance);
    });
    return instances;
}
/** One line of predictions.jsonl, newline-terminated. */
function predictionLine(instance, modelName, patch, stats) {
    const prediction = {
        instance_id: instance.instanceId,
        model_name_or_path: modelName,
        model_patch: patch,
        ...(instance.number !== undefined ? { org: instance.owner, repo: instance.name, number: instance.number, fix_patch: patch } : {}),
        sweep: {
            prompt_tokens: stats.promptTokens,
            completion_tokens: stats.completionTokens,
            calls: stats.calls,
            seconds: stats.seconds,
            error: stats.error ?? null,
        },
    };
    return `${JSON.stringify(prediction)}\n`;
}
/** What a predictions file already holds; an unfinished last line is not counted (and is to be cut). */
function resumeState(content) {
    const keepBytes = content.length === 0 || content[content.length - 1] === 0x0a ? content.length : content.lastIndexOf(0x0a) + 1;
    const done = new Set();
    content
        .subarray(0, keepBytes)
        .toString('utf8')
        .split('\n')
        .forEach((line, i) => {
        if (line.trim() === '')
            return;
        let parsed;
        try {
            parsed = JSON.parse(line);
        }
        catch {
            throw new DatasetError(`predictions line ${i + 1} is not JSON; fix or remove it to resume`);
        }
        if (!isObject(parsed) || typeof parsed.instance_id !== 'string')
            throw new DatasetError(`predictions line ${i + 1} has no instance_id; fix or remove it to resume`);
        done.add(parsed.instance_id);
    });
    return { done, keepBytes };
}
const URL_TEMPLATE = /^(?:[a-z][a-z0-9+.-]*:\/\/|[\w.-]+@[\w.-]+:)/i;
const PLACEHOLDER = /\{(owner|name|repo)\}/g;
/**
 * Where the copy of `owner/name` is, from the `--repos` template: placeholders `{owner}`, `{name}`
 * and `{repo}` (owner/name) are filled in; a folder without them holds clones named `owner__name`,
 * `owner/name`, `owner+name` or `name`. Only a URL template reaches the network.
 */
function repoSource(template, owner, name) {
    const fill = (t) => t.replace(PLACEHOLDER, (_, key) => (key === 'owner' ? owner : key === 'name' ? name : `${owner}/${name}`));
    const hasPlaceholder = new RegExp(PLACEHOLDER.source).test(template);
    if (URL_TEMPLATE.test(template)) {
        if (!hasPlaceholder)
            throw new DatasetError(`--repos ${template} is a URL without {owner} and {name} (or {repo}) to fill in`);
        return { kind: 'url', candidates: [fill(template)] };
    }
    if (hasPlaceholder)
        return { kind: 'path', candidates: [fill(template)] };
    const dir = template.replace(/\/+$/, '');
    return { kind: 'path', candidates: [`${dir}/${owner}__${name}`, `${dir}/${owner}/${name}`, `${dir}/${owner}+${name}`, `${dir}/${name}`] };
}

;// CONCATENATED MODULE: ./src/cli/swebench-child.ts
/**
 * One `swebench` instance in a process of its own, stopped at `--instance-timeout`. The CLI runs
 * itself on the one instance (`swebench --instances ID --instance-timeout 0`, writing to a file of its
 * own) through the door for programs; past the limit the process is killed with every program it
 * started (its git commands run in process groups of their own), so nothing of the instance (index
 * workers, a model call, a git command) keeps running or keeps the batch's process alive. This
 * process is the only one that writes the predictions: a stopped instance gets a line saying so, and
 * the batch goes on.
 */






const DEFAULT_INSTANCE_TIMEOUT_MINUTES = 20;
/** The longest limit accepted: a week. */
const MAX_INSTANCE_TIMEOUT_MINUTES = 7 * 24 * 60;
const MS_PER_MINUTE = 60_000;
/** What is kept of the instance's output besides what is shown as it comes (its JSON summary is small). */
const MAX_CHILD_OUTPUT_BYTES = 16 << 20;
/** Signals that stop the batch: the instance's process, in a process group of its own, does not get them from the terminal. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** Options the parent sets itself for the instance's process. */
const SET_BY_PARENT = new Set(['dataset', 'instances', 'output', 'json', 'instance-timeout', 'work-dir', 'cache-dir']);
/** Milliseconds an instance may take (`--instance-timeout MINUTES`, default 20); undefined for 0, no limit. */
function instanceTimeoutMs(values) {
    const raw = values['instance-timeout'];
    if (raw === undefined)
        return DEFAULT_INSTANCE_TIMEOUT_MINUTES * MS_PER_MINUTE;
    const minutes = typeof raw === 'string' && /^\d+(?:\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    if (!(minutes >= 0 && minutes <= MAX_INSTANCE_TIMEOUT_MINUTES)) {
        throw new args/* UsageError */.eb(`--instance-timeout must be a number of minutes from 0 (no limit) to ${MAX_INSTANCE_TIMEOUT_MINUTES}, got '${String(raw)}'`);
    }
    return minutes === 0 ? undefined : Math.round(minutes * MS_PER_MINUTE);
}
/** The command line of the instance's process: the batch's options, with the ones naming what it does set for it. */
function childArgs(run, instance, output) {
    const args = [run.cli, 'swebench', '--dataset', run.dataset, '--instances', instance.instanceId, '--output', output, '--work-dir', run.workDir, '--instance-timeout', '0', '--json'];
    const cacheDir = run.values['cache-dir'];
    if (typeof cacheDir === 'string')
        args.push('--cache-dir', (0,external_node_path_.resolve)(cacheDir));
    for (const [name, value] of Object.entries(run.values)) {
        if (SET_BY_PARENT.has(name) || value === undefined || value === false)
            continue;
        args.push(`--${name}`, ...(value === true ? [] : [String(value)]));
    }
    return args;
}
/** Variables the instance's process reads: the model's and Sweep's settings, the cache folder, proxies and certificates. */
function childEnvNames() {
    return [...(0,programs/* envNamesWithPrefix */.GS)('OPENAI_'), ...(0,programs/* envNamesWithPrefix */.GS)('SWEEP_'), 'XDG_CACHE_HOME', 'NODE_EXTRA_CA_CERTS', ...programs/* GIT_ENV_NAMES */.qU];
}
/** Lock files a git command killed midway leaves in a checkout; the next instance's commands would refuse to run. */
function removeStaleLocks(workDir, instance) {
    const gitDir = (0,external_node_path_.join)(workDir, 'checkouts', `${instance.owner}__${instance.name}`, '.git');
    if (!(0,external_node_fs_.existsSync)(gitDir))
        return;
    for (const name of (0,external_node_fs_.readdirSync)(gitDir))
        if (name.endsWith('.lock'))
            (0,external_node_fs_.rmSync)((0,external_node_path_.join)(gitDir, name), { force: true });
}
function seconds(ms) {
    return Math.round(ms / 100) / 10;
}
/** The instance's summary, or undefined when it printed none (it crashed). */
function summaryOf(stdout) {
    try {
        const parsed = JSON.parse(stdout);
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Runs the instance's process. When the batch is stopped (Ctrl-C, a kill), it is stopped first, with
 * what it started, and the batch then ends by the same signal.
 */
async function runStoppable(request) {
    const stop = new AbortController();
    let stoppedBy;
    const onSignal = (signal) => {
        stoppedBy = signal;
        stop.abort();
    };
    for (const signal of STOP_SIGNALS)
        process.on(signal, onSignal);
    let result;
    try {
        result = await (0,programs/* runProgram */.mB)({ ...request, signal: stop.signal });
    }
    finally {
        for (const signal of STOP_SIGNALS)
            process.removeListener(signal, onSignal);
    }
    if (stoppedBy) {
        // Without a listener now, the signal ends this process as it would have.
        process.kill(process.pid, stoppedBy);
        throw new Error(`stopped by ${stoppedBy}`);
    }
    return result;
}
/** Runs `instance` in a process of its own and appends its line to the predictions (none when it could not be checked out). */
async function runInstanceInChild(run, instance, appendLine) {
    (0,external_node_fs_.mkdirSync)(run.workDir, { recursive: true });
    const output = (0,external_node_path_.join)(run.workDir, 'instance-prediction.jsonl');
    (0,external_node_fs_.rmSync)(output, { force: true });
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
    const request = {
        command: process.execPath,
        args: childArgs(run, instance, output),
        cwd: process.cwd(),
        allowEnv: childEnvNames(),
        timeoutMs: run.timeoutMs,
        killTree: true,
        // What the instance logs is shown as it comes.
        onStderr: (chunk) => run.io.stderr(decoder.write(chunk)),
        maxOutputBytes: MAX_CHILD_OUTPUT_BYTES,
        overflow: 'tail',
    };
    const started = run.now();
    const result = await runStoppable(request);
    const rest = decoder.end();
    if (rest)
        run.io.stderr(rest);
    const elapsed = seconds(run.now() - started);
    const failed = (error) => {
        const stats = { promptTokens: 0, completionTokens: 0, calls: 0, seconds: elapsed, error };
        appendLine(predictionLine(instance, run.modelName, '', stats));
        run.io.stderr(`[${instance.instanceId}] failed: ${error}\n`);
        return { kind: 'written', stats, usage: { promptTokens: 0, completionTokens: 0, calls: 0 } };
    };
    if (result.timedOut) {
        removeStaleLocks(run.workDir, instance);
        return failed(`stopped: the instance ran past --instance-timeout (${run.timeoutMs / MS_PER_MINUTE} minutes); the tokens it spent are not counted`);
    }
    const summary = summaryOf(result.stdout.toString('utf8'));
    if (!summary)
        return failed(`the instance's process ended with ${result.signal ?? `status ${result.status}`} and no result`);
    const skipped = summary.errors?.[0];
    if (skipped)
        return { kind: 'skipped', error: skipped.error };
    const usage = { promptTokens: summary.usage?.promptTokens ?? 0, completionTokens: summary.usage?.completionTokens ?? 0, calls: summary.usage?.calls ?? 0 };
    const line = summary.written === 1 && (0,external_node_fs_.existsSync)(output) ? (0,external_node_fs_.readFileSync)(output, 'utf8') : '';
    (0,external_node_fs_.rmSync)(output, { force: true });
    if (!line.endsWith('\n') || line.indexOf('\n') !== line.length - 1)
        return failed(`the instance's process wrote no prediction (${result.signal ?? `status ${result.status}`})`);
    appendLine(line);
    const written = JSON.parse(line);
    const error = written.sweep?.error ?? undefined;
    return { kind: 'written', stats: { ...usage, seconds: written.sweep?.seconds ?? elapsed, ...(error !== undefined ? { error } : {}) }, usage };
}

;// CONCATENATED MODULE: ./src/cli/swebench.ts
/**
 * `swebench`: issue resolution measured with your own model. For each SWE-bench-style instance the
 * repository is checked out at its base commit from a local mirror or clone (the network only when
 * `--repos` is a URL template), the same pipeline as `run` makes the change, and the unified diff
 * against the base commit is appended to predictions.jsonl as the official harnesses read it. A
 * line is written only once an instance is done, in one write, so a stopped run resumes where it
 * stopped: instances already in the file are skipped, and an unfinished last line is cut.
 * An instance the model fails gets an empty patch and its error; an instance that cannot be checked
 * out gets no line (a later run tries it again) and makes the exit code 1. Each instance runs in a
 * process of its own, stopped at `--instance-timeout` (swebench-child.ts): a stopped instance gets an
 * empty patch and an error saying so, and the batch goes on.
 */









const DEFAULT_OUTPUT = 'predictions.jsonl';
const MS_PER_SECOND = 1_000;
const SECONDS_DECIMALS = 10;
const defaultDeps = { env: process.env, now: () => performance.now(), cli: process.argv[1] ?? 'dist/cli.js' };
/** Where checkouts and their indexes live unless `--work-dir` says otherwise. */
function defaultWorkDir(env) {
    const base = env.SWEEP_CACHE_DIR || env.XDG_CACHE_HOME || (0,external_node_path_.join)((0,external_node_os_.homedir)(), '.cache');
    return (0,external_node_path_.join)(base, 'sweep-action', 'swebench');
}
/** The first candidate copy that exists (any, for a URL), or an error naming where it looked. */
function sourceFor(template, instance) {
    const { kind, candidates } = repoSource(template, instance.owner, instance.name);
    if (kind === 'url')
        return { source: candidates[0], local: false };
    const found = candidates.map((c) => (0,external_node_path_.resolve)(c)).find((c) => (0,external_node_fs_.existsSync)(c));
    if (!found)
        throw new Error(`no copy of ${instance.owner}/${instance.name}: looked at ${candidates.join(', ')}`);
    return { source: found, local: true };
}
/** A clean checkout of the instance's repository at its base commit, in the work folder (reused per repository). */
async function checkout(template, workDir, instance) {
    const { source } = sourceFor(template, instance);
    const dir = (0,external_node_path_.join)(workDir, 'checkouts', `${instance.owner}__${instance.name}`);
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, '.git'))) {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.join)(workDir, 'checkouts'), { recursive: true });
        await new repo_git/* Git */.TU(workDir).run(['clone', '--quiet', '--no-checkout', source, dir]);
    }
    const git = new repo_git/* Git */.TU(dir);
    await git.run(['remote', 'set-url', 'origin', source]);
    const has = async () => (await git.run(['rev-parse', '--verify', '--quiet', `${instance.baseCommit}^{commit}`], { allowFailure: true })).trim() !== '';
    if (!(await has())) {
        await git.run(['fetch', '--quiet', 'origin']);
        if (!(await has()))
            throw new Error(`base commit ${instance.baseCommit} is not in ${source}`);
    }
    await git.run(['checkout', '--quiet', '--force', '--detach', instance.baseCommit]);
    await git.run(['clean', '-q', '-f', '-d', '-x']);
    return dir;
}
/** The change as a unified diff against the base commit, `diff --git` headers, new and deleted files included. */
async function patchOf(dir, outcome, baseCommit) {
    if (!outcome.result)
        return '';
    await outcome.result.tree.flush();
    const git = new repo_git/* Git */.TU(dir);
    await git.run(['add', '-A']);
    const diff = await git.run(['diff', '--cached', '--no-color', '--no-ext-diff', '--no-renames', baseCommit]);
    await git.run(['reset', '-q']);
    return diff === '' || diff.endsWith('\n') ? diff : `${diff}\n`;
}
/** Appends one whole line and waits until it is on disk. */
function appendLine(path, line) {
    const fd = (0,external_node_fs_.openSync)(path, 'a');
    try {
        (0,external_node_fs_.writeSync)(fd, line);
        (0,external_node_fs_.fsyncSync)(fd);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** The instance ids already predicted; an unfinished last line is cut from the file first. */
function resume(output, io) {
    if (!(0,external_node_fs_.existsSync)(output))
        return new Set();
    const content = (0,external_node_fs_.readFileSync)(output);
    const state = resumeState(content);
    if (state.keepBytes < content.length) {
        (0,external_node_fs_.truncateSync)(output, state.keepBytes);
        io.stderr(`swebench: cut an unfinished last line from ${output}\n`);
    }
    return state.done;
}
function stats(outcome, started, now, error) {
    const seconds = Math.round(((now() - started) / MS_PER_SECOND) * SECONDS_DECIMALS) / SECONDS_DECIMALS;
    const why = error ?? outcome.error;
    return { promptTokens: outcome.usage.promptTokens, completionTokens: outcome.usage.completionTokens, calls: outcome.usage.calls, seconds, ...(why !== undefined ? { error: (0,pipeline/* errorText */.kc)(why) } : {}) };
}
function addUsage(total, usage) {
    total.promptTokens += usage.promptTokens;
    total.completionTokens += usage.completionTokens;
    total.calls += usage.calls;
}
function readDataset(path) {
    let content;
    try {
        content = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        throw new args/* UsageError */.eb(`--dataset ${path} cannot be read`);
    }
    try {
        return parseDataset(content);
    }
    catch (error) {
        if (error instanceof DatasetError)
            throw new args/* UsageError */.eb(error.message);
        throw error;
    }
}
/** One instance: checkout, the pipeline, the patch, the prediction line. */
async function runInstance(context, instance) {
    const prefix = `[${instance.instanceId}] `;
    let dir;
    try {
        dir = await checkout(context.template, context.workDir, instance);
    }
    catch (error) {
        context.io.stderr(`${prefix}skipped: ${(0,pipeline/* errorText */.kc)(error)}\n`);
        return { kind: 'skipped', error: (0,pipeline/* errorText */.kc)(error) };
    }
    const started = context.now();
    const outcome = await (0,pipeline/* runPipeline */.aI)({ repo: dir, issue: instance.problemStatement, settings: context.settings, cacheDir: context.cacheDir(instance), io: context.io, logPrefix: prefix });
    let patch = '';
    let patchError;
    try {
        patch = await patchOf(dir, outcome, instance.baseCommit);
    }
    catch (error) {
        patchError = error;
    }
    const runStats = stats(outcome, started, context.now, patchError);
    appendLine(context.output, predictionLine(instance, context.modelName, patch, runStats));
    context.io.stderr(`${prefix}${runStats.error !== undefined ? `failed: ${runStats.error}` : `patch of ${patch.split('\n').length - 1} lines`}; ${(0,pipeline/* usageText */.tx)(outcome.usage)}\n`);
    return { kind: 'written', stats: runStats, usage: outcome.usage };
}
/** The instances asked for: all, or those `--instances` names (each must be in the dataset). */
function selectInstances(values, instances) {
    if (typeof values.instances !== 'string')
        return instances;
    const wanted = new Set(values.instances.split(',').map((s) => s.trim()).filter(Boolean));
    const unknown = [...wanted].filter((id) => !instances.some((i) => i.instanceId === id));
    if (unknown.length)
        throw new args/* UsageError */.eb(`--instances names ids that are not in the dataset: ${unknown.join(', ')}`);
    return instances.filter((i) => wanted.has(i.instanceId));
}
/** The run's settings from the command line, every one checked before any work. */
function runContext(values, io, deps, instances) {
    const settings = (0,pipeline/* modelSettings */.zg)(deps.env, values);
    const output = (0,external_node_path_.resolve)(typeof values.output === 'string' ? values.output : DEFAULT_OUTPUT);
    if (!output.endsWith('.jsonl'))
        throw new args/* UsageError */.eb(`--output ${output} must end in .jsonl (the harnesses tell the format by the suffix)`);
    const template = String(values.repos);
    try {
        for (const i of instances)
            repoSource(template, i.owner, i.name);
    }
    catch (error) {
        throw new args/* UsageError */.eb((0,pipeline/* errorText */.kc)(error));
    }
    const workDir = (0,external_node_path_.resolve)(typeof values['work-dir'] === 'string' ? values['work-dir'] : defaultWorkDir(deps.env));
    const cacheRoot = typeof values['cache-dir'] === 'string' ? (0,external_node_path_.resolve)(values['cache-dir']) : (0,external_node_path_.join)(workDir, 'index');
    return {
        dataset: (0,external_node_path_.resolve)(String(values.dataset)),
        timeoutMs: instanceTimeoutMs(values),
        cli: deps.cli,
        values,
        template,
        workDir,
        output,
        modelName: typeof values['model-name'] === 'string' ? values['model-name'] : `sweep-${settings.model}`,
        settings,
        cacheDir: (instance) => (values['no-cache'] ? false : (0,external_node_path_.join)(cacheRoot, `${instance.owner}__${instance.name}`)),
        io,
        now: deps.now,
    };
}
async function swebenchCommand(values, io, deps = defaultDeps) {
    const instances = selectInstances(values, readDataset(String(values.dataset)));
    const context = runContext(values, io, deps, instances);
    let done;
    try {
        done = resume(context.output, io);
    }
    catch (error) {
        if (error instanceof DatasetError)
            throw new args/* UsageError */.eb(`--output ${context.output}: ${error.message}`);
        throw error;
    }
    const todo = instances.filter((i) => !done.has(i.instanceId));
    const total = { promptTokens: 0, completionTokens: 0, calls: 0 };
    const errors = [];
    let written = 0;
    let failed = 0;
    for (const [n, instance] of todo.entries()) {
        if (todo.length > 1)
            io.stderr(`[${instance.instanceId}] ${n + 1} of ${todo.length}\n`);
        const result = context.timeoutMs === undefined
            ? await runInstance(context, instance)
            : await runInstanceInChild({ ...context, timeoutMs: context.timeoutMs }, instance, (line) => appendLine(context.output, line));
        if (result.kind === 'skipped') {
            errors.push({ instance_id: instance.instanceId, error: result.error });
            continue;
        }
        addUsage(total, result.usage);
        written++;
        if (result.stats.error !== undefined)
            failed++;
    }
    const summary = { output: context.output, instances: instances.length, alreadyDone: instances.length - todo.length, written, failed, errors, usage: total };
    if (values.json)
        (0,common/* printJson */.Q2)(io, summary);
    else {
        io.stdout(`${written} predictions written to ${context.output} (${failed} without a patch), ${summary.alreadyDone} already there, ${errors.length} not checked out.\n`);
        io.stdout(`tokens: ${total.promptTokens} prompt + ${total.completionTokens} completion in ${total.calls} calls\n`);
    }
    return errors.length ? 1 : 0;
}


/***/ })

};
