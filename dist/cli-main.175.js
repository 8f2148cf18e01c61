export const id = 175;
export const ids = [175];
export const modules = {

/***/ 4175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_MAX_TOKENS_PER_RUN: () => (/* reexport safe */ _pipeline_js__WEBPACK_IMPORTED_MODULE_4__.m2),
/* harmony export */   DEFAULT_MODEL: () => (/* reexport safe */ _pipeline_js__WEBPACK_IMPORTED_MODULE_4__.UB),
/* harmony export */   committedText: () => (/* binding */ committedText),
/* harmony export */   modelSettings: () => (/* reexport safe */ _pipeline_js__WEBPACK_IMPORTED_MODULE_4__.zg),
/* harmony export */   runCommand: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var _repo_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8800);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6890);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(577);
/* harmony import */ var _action_tests_section_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5547);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(179);
/**
 * `run`: the whole pipeline on a local checkout with any OpenAI-compatible endpoint. With --dry-run
 * it prints the plan and the unified diff and changes nothing; otherwise it writes the files,
 * commits them to a new local branch `sweep/<slug>` and checks out again what was checked out.
 * Failed or not, it prints the tokens and requests it spent on stderr; with --json, one JSON
 * document on stdout either way (`error` when it failed).
 */






/** A failed run: the error on stderr, and with --json the document saying so and what was spent. */
function failed(values, io, error, usage) {
    io.stderr(`error: run: ${(0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .errorText */ .kc)(error)}\n`);
    if (values.json)
        (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .printJson */ .Q2)(io, { error: (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .errorText */ .kc)(error), usage });
    return 1;
}
/**
 * Writes the change and commits it to a new branch `sweep/<slug>`, then checks out again the branch
 * (or the commit) the checkout was on: the user's work tree is left as it was. No commit outside a
 * git repository.
 */
async function commit(git, inRepo, outcome) {
    const { result, title } = outcome;
    const written = await result.tree.flush();
    if (!inRepo)
        return {};
    const back = (await git.currentBranch()) ?? (await git.head());
    let branch = `sweep/${(0,_repo_git_js__WEBPACK_IMPORTED_MODULE_0__/* .slugify */ .Yv)(title)}`;
    for (let n = 2; await git.branchExists(branch); n++)
        branch = `sweep/${(0,_repo_git_js__WEBPACK_IMPORTED_MODULE_0__/* .slugify */ .Yv)(title)}-${n}`;
    await git.checkoutNewBranch(branch);
    const sha = await git.commit(written, `Sweep: ${title}\n\n${result.plan.summary || result.plan.rootCause}`.trim());
    await git.checkout(back);
    return { branch, commit: sha, back };
}
/** The last line of a committed run: which branch holds the change, and what is checked out. */
function committedText(branch, commit, back) {
    const detached = /^[0-9a-f]{40,64}$/.test(back);
    const ref = detached ? back.slice(0, 12) : back;
    return `Committed ${commit.slice(0, 12)} on the new branch ${branch}; ${detached ? `commit ${ref}` : ref} is checked out again, as before (git diff ${ref}...${branch} shows the change).`;
}
async function runCommand(values, io, env = process.env) {
    const settings = (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .modelSettings */ .zg)(env, values);
    const repo = (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .repoArg */ .V9)(values);
    const issue = (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .textArg */ .U6)(values, 'issue').trim();
    if (!issue)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('the issue text is empty');
    const git = new _repo_git_js__WEBPACK_IMPORTED_MODULE_0__/* .Git */ .TU(repo);
    const inRepo = await git.isRepository();
    if (!values['dry-run'] && inRepo && (await git.dirtyPaths()).length) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('the working tree has uncommitted changes; commit or stash them, or use --dry-run');
    }
    const testCommand = typeof values['test-command'] === 'string' ? values['test-command'].trim() : '';
    if (typeof values['test-command'] === 'string' && !testCommand)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('--test-command is empty');
    const testTimeout = typeof values['test-timeout'] === 'string' ? Number(values['test-timeout']) : undefined;
    const tests = { ...(testCommand ? { command: testCommand } : {}), ...(testTimeout !== undefined ? { timeoutMinutes: testTimeout } : {}) };
    const outcome = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .runPipeline */ .aI)({ repo, issue, settings, cacheDir: (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .cacheDirArg */ .eI)(values, repo), io, tests });
    const { result, usage } = outcome;
    io.stderr(`${(0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .usageText */ .tx)(usage)}\n`);
    if (!result)
        return failed(values, io, outcome.error, usage);
    let committed = {};
    if (!values['dry-run']) {
        try {
            committed = await commit(git, inRepo, { result, title: outcome.title });
        }
        catch (error) {
            return failed(values, io, error, usage);
        }
    }
    const { branch } = committed;
    if (values.json) {
        (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .printJson */ .Q2)(io, {
            plan: { rootCause: result.plan.rootCause, summary: result.plan.summary, changes: result.plan.changes },
            notes: result.notes,
            refused: result.refused,
            files: result.outcomes,
            reviews: result.reviews,
            diff: result.diff,
            ...(outcome.tests ? { tests: outcome.tests } : {}),
            ...(branch ? { branch, commit: committed.commit } : {}),
            usage,
        });
        return 0;
    }
    io.stdout(`Root cause: ${result.plan.rootCause || '(not stated)'}\nPlan: ${result.plan.summary || '(not stated)'}\n`);
    for (const c of result.plan.changes)
        io.stdout(`  ${c.action} ${c.path}\n`);
    for (const n of [...result.notes, ...result.refused])
        io.stdout(`  note: ${n}\n`);
    if (outcome.tests)
        io.stdout(`Tests: ${(0,_action_tests_section_js__WEBPACK_IMPORTED_MODULE_3__/* .testsLine */ .M3)(outcome.tests, true)}\n`);
    io.stdout(`\n${result.diff}`);
    if (branch && committed.commit && committed.back)
        io.stdout(`\n${committedText(branch, committed.commit, committed.back)}\n`);
    else if (!values['dry-run'])
        io.stdout(`\nWrote ${result.changedPaths.length} files (not a git repository: nothing committed).\n`);
    return 0;
}


/***/ })

};
