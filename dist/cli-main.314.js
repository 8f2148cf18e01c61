export const id = 314;
export const ids = [314];
export const modules = {

/***/ 4253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  applyCommand: () => (/* binding */ applyCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/repo/classify.ts
var classify = __webpack_require__(8748);
// EXTERNAL MODULE: ./src/repo/repo-files.ts
var repo_files = __webpack_require__(3076);
// EXTERNAL MODULE: ./src/agent/apply.ts + 1 modules
var apply = __webpack_require__(4111);
// EXTERNAL MODULE: ./src/agent/edit-blocks.ts
var edit_blocks = __webpack_require__(3732);
// EXTERNAL MODULE: ./src/agent/feedback.ts
var feedback = __webpack_require__(3670);
// EXTERNAL MODULE: ./src/agent/lines.ts
var lines = __webpack_require__(3962);
;// CONCATENATED MODULE: ./src/agent/apply-repo.ts
/**
 * The repository side of applying edit blocks, behind the `apply` command's contract: block paths
 * checked and files read and written through the repository's file door (repo-files.ts: inside the
 * repository, outside `.git/`, symbolic links followed only within it, protected paths refused),
 * files read as UTF-8 text (binary and invalid files refused, a BOM kept), each file all or nothing,
 * and changed files written atomically with their mode kept.
 */






/** A file's bytes as text; binary and invalid UTF-8 files are refused (and so never rewritten). */
function decodeFile(path, bytes) {
    if (bytes.includes(0))
        return { ok: false, reason: `${path} is a binary file (it holds NUL bytes); edit blocks only apply to UTF-8 text` };
    const { text, encoding, bom } = (0,classify/* decodeText */.g7)(bytes);
    if (encoding !== 'utf-8')
        return { ok: false, reason: `${path} is not valid UTF-8 text; edit blocks only apply to UTF-8 files` };
    return { ok: true, text, bom };
}
/** Groups blocks and parse errors by normalized path; unsafe paths and pathless errors go to `failed`. */
function groupByPath(blocks, errors, failed) {
    const groups = new Map();
    const group = (path) => {
        let g = groups.get(path);
        if (!g)
            groups.set(path, (g = { path, blocks: [], broken: [] }));
        return g;
    };
    for (const error of errors) {
        const checked = error.path === null ? null : (0,repo_files/* checkRepoPath */.Q1)(error.path);
        if (checked?.ok)
            group(checked.path).broken.push(error);
        else
            failed.push({ path: error.path ?? '', block: error.index ?? 0, reason: `line ${error.line}: ${error.message}`, closest: null });
    }
    for (const block of blocks) {
        const checked = (0,repo_files/* checkRepoPath */.Q1)(block.path);
        if (checked.ok)
            group(checked.path).blocks.push(block);
        else
            failed.push({ path: block.path, block: block.index, reason: `${checked.reason}; the block was refused`, closest: null });
    }
    return groups;
}
/** One file's outcome: its blocks applied and written, or failures and the file untouched. */
async function applyGroup(files, group, target) {
    const { path } = group;
    const first = Math.min(...group.blocks.map((b) => b.index), ...group.broken.map((e) => e.index ?? 0));
    const fileFailure = (reason) => [{ path, block: first, reason: reason + (0,feedback/* unchangedNote */.CZ)(path, []), closest: null }];
    let current = null;
    let bom = false;
    const message = (error) => (error instanceof Error ? error.message : String(error));
    if (target.exists) {
        const bytes = files.readBytes(target.path);
        if (bytes === undefined)
            return fileFailure(`${path} could not be read.`);
        const decoded = decodeFile(path, bytes);
        if (!decoded.ok)
            return fileFailure(`${decoded.reason}.`);
        ({ text: current, bom } = decoded);
    }
    const result = (0,apply/* applyBlocksToFile */.sU)(path, current, group.blocks);
    if (group.broken.length > 0) {
        const note = (0,feedback/* unchangedNote */.CZ)(path, result.failed.length ? [] : result.matched.map((m) => m.block));
        const broken = group.broken.map((e) => ({ path, block: e.index ?? 0, reason: `line ${e.line}: ${e.message}.${note}`, closest: null }));
        return [...broken, ...result.failed.map((f) => ({ path, ...f }))];
    }
    if (result.text === null)
        return result.failed.map((f) => ({ path, ...f }));
    if (result.text !== current) {
        try {
            await files.write(target.path, (bom ? '\uFEFF' : '') + result.text);
        }
        catch (error) {
            return fileFailure(`${path} could not be written: ${message(error)}.`);
        }
    }
    return { path, blocks: result.matched.map((m) => m.block) };
}
/**
 * Parses a reply and applies its blocks to the files under `repoDir`. Each file is all or nothing:
 * a file with a failed block is not modified; other files proceed. Changed files are written
 * atomically. The result is the `apply` command's JSON document.
 */
async function applyEditsToRepo(repoDir, editsText, options = {}) {
    const parsed = (0,edit_blocks/* parseEditBlocks */.iR)(editsText);
    const applied = [];
    const failed = [];
    if (parsed.message !== null)
        return { applied, failed: [{ path: '', block: 0, reason: parsed.message, closest: null }] };
    let files;
    try {
        files = repo_files/* RepoFiles */.op.open(repoDir, options.blockedDirs);
    }
    catch {
        throw new Error(`cannot apply edits: the repository folder '${repoDir}' does not exist or is not a folder`);
    }
    const groups = groupByPath(parsed.blocks, parsed.errors, failed);
    // Two spellings of one real file (a symbolic link inside the repository) are one group.
    const byTarget = new Map();
    for (const group of groups.values()) {
        const target = files.resolveForWrite(group.path);
        if (!target.ok) {
            const first = Math.min(...group.blocks.map((b) => b.index), ...group.broken.map((e) => e.index ?? 0));
            failed.push({ path: group.path, block: first, reason: `${target.reason}; the file's blocks were refused.`, closest: null });
            continue;
        }
        const known = byTarget.get(target.real);
        if (known) {
            known.group.blocks.push(...group.blocks);
            known.group.blocks.sort((a, b) => a.index - b.index);
            known.group.broken.push(...group.broken);
        }
        else {
            byTarget.set(target.real, { group, target });
        }
    }
    for (const { group, target } of byTarget.values()) {
        const outcome = await applyGroup(files, group, target);
        if (Array.isArray(outcome))
            failed.push(...outcome);
        else
            applied.push(outcome);
    }
    applied.sort((a, b) => (a.blocks[0] ?? 0) - (b.blocks[0] ?? 0));
    failed.sort((a, b) => a.block - b.block || a.path.localeCompare(b.path));
    return { applied, failed };
}
/** The report as text for the model: what applied, and for each failure the reason and the closest lines. */
function formatApplyFeedback(report) {
    const out = [];
    for (const file of report.applied)
        out.push(`Applied to ${file.path}: ${(0,lines/* plural */.LS)(file.blocks.length, 'block', 'blocks')} ${file.blocks.join(', ')}.`);
    for (const failure of report.failed) {
        const where = failure.block > 0 ? `Block ${failure.block}${failure.path ? ` (${failure.path})` : ''}` : 'The reply';
        out.push(`${where} failed: ${failure.reason}`);
        if (failure.closest !== null)
            out.push('Closest lines in the file:', '```', failure.closest, '```');
    }
    return out.join('\n');
}

// EXTERNAL MODULE: ./src/config/sweep-config.ts
var sweep_config = __webpack_require__(1753);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(6890);
// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
;// CONCATENATED MODULE: ./src/cli/apply.ts
/**
 * `apply`: applies ORIGINAL/UPDATED edit blocks to files under the repository through its file door
 * (no write through a link leaving it; protected paths and the configuration's `blocked_dirs`
 * refused). Exit 1 if any block failed; exit 2 when the file cannot be read or holds no block.
 */







/** The configuration's `blocked_dirs`; none (with a warning) when the configuration cannot be read. */
function blockedDirs(repo, io) {
    try {
        return (0,sweep_config/* loadConfig */.Z9)(repo).config.blockedDirs;
    }
    catch (error) {
        io.stderr(`warning: ${error.message}; applying without its blocked_dirs\n`);
        return [];
    }
}
async function applyCommand(values, io) {
    const repo = (0,common/* repoArg */.V9)(values);
    let edits;
    try {
        edits = (0,classify/* decodeText */.g7)((0,external_node_fs_.readFileSync)(String(values.edits))).text;
    }
    catch {
        throw new args/* UsageError */.eb(`--edits ${String(values.edits)} cannot be read`);
    }
    // A file with no block at all is the wrong input, not a failed edit.
    if ((0,edit_blocks/* parseEditBlocks */.iR)(edits).message !== null) {
        throw new args/* UsageError */.eb(`--edits ${String(values.edits)} holds no edit blocks; each is a file's path alone on a line, then \`<<<<<<< ORIGINAL\`, the lines as they are, \`=======\`, the lines as they should be, and \`>>>>>>> UPDATED\``);
    }
    const report = await applyEditsToRepo(repo, edits, { blockedDirs: blockedDirs(repo, io) });
    if (values.json)
        (0,common/* printJson */.Q2)(io, report);
    else
        io.stdout(`${formatApplyFeedback(report)}\n`);
    return report.failed.length ? 1 : 0;
}


/***/ }),

/***/ 1318:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ diffArrays)
/* harmony export */ });
/* unused harmony export arrayDiff */
/* harmony import */ var _base_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3102);

class ArrayDiff extends _base_js__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A {
    tokenize(value) {
        return value.slice();
    }
    join(value) {
        return value;
    }
    removeEmpty(value) {
        return value;
    }
}
const arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
    return arrayDiff.diff(oldArr, newArr, options);
}


/***/ }),

/***/ 3102:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ Diff)
/* harmony export */ });
class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}


/***/ })

};
