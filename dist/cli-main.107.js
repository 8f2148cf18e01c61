export const id = 107;
export const ids = [107];
export const modules = {

/***/ 9107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatSymbols: () => (/* binding */ formatSymbols),
/* harmony export */   repoRelative: () => (/* binding */ repoRelative),
/* harmony export */   symbolsCommand: () => (/* binding */ symbolsCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _code_analyze_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4079);
/* harmony import */ var _repo_classify_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8748);
/* harmony import */ var _repo_repo_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3076);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6890);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(577);
/** `symbols`: every definition in the repository, or in one file. */






const LINE_WIDTH = 5;
const KIND_WIDTH = 9;
/**
 * The text listing: each file's path, then one line per definition with its lines, kind, qualified
 * name (padded to the file's longest name) and signature.
 */
function formatSymbols(rows) {
    if (rows.length === 0)
        return 'No definitions found.\n';
    const out = [];
    for (let start = 0; start < rows.length;) {
        const path = rows[start].path;
        let end = start;
        while (end < rows.length && rows[end].path === path)
            end++;
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
function repoRelative(repo, path) {
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(repo, path);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(repo, full);
    if (rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(repo, rel) !== full) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--path ${path} is outside --repo`);
    }
    return rel.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/');
}
async function symbolsCommand(values, io) {
    const repo = (0,_common_js__WEBPACK_IMPORTED_MODULE_5__/* .repoArg */ .V9)(values);
    const rows = [];
    if (typeof values.path === 'string') {
        const path = repoRelative(repo, values.path);
        // Through the repository's file door: a link leading out of the repository or into .git/ is refused.
        const door = _repo_repo_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RepoFiles */ .op.open(repo);
        const resolved = door.resolve(path);
        if (!resolved.ok)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--path ${values.path}: ${resolved.reason}`);
        const bytes = door.readBytes(path);
        if (!bytes)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--path ${values.path} cannot be read`);
        const analysis = await (0,_code_analyze_js__WEBPACK_IMPORTED_MODULE_1__.analyzeFile)(path, (0,_repo_classify_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeText */ .g7)(bytes).text);
        for (const def of analysis.definitions)
            rows.push({ path, def });
    }
    else {
        const index = await (0,_common_js__WEBPACK_IMPORTED_MODULE_5__/* .indexRepo */ .bm)(repo, values, io);
        index.ensureDetails();
        for (const { file, def } of index.definitions)
            rows.push({ path: index.files[file].path, def });
    }
    if (values.json) {
        (0,_common_js__WEBPACK_IMPORTED_MODULE_5__/* .printJson */ .Q2)(io, {
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


/***/ })

};
