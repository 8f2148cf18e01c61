export const id = 689;
export const ids = [689];
export const modules = {

/***/ 4689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EDIT_BENCH_COMMITS: () => (/* binding */ EDIT_BENCH_COMMITS),
  benchCommand: () => (/* binding */ benchCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/diff/libesm/patch/create.js + 1 modules
var create = __webpack_require__(5725);
// EXTERNAL MODULE: ./src/repo/git-run.ts + 1 modules
var git_run = __webpack_require__(1867);
// EXTERNAL MODULE: ./src/agent/apply.ts + 1 modules
var apply = __webpack_require__(4111);
// EXTERNAL MODULE: ./src/agent/lines.ts
var agent_lines = __webpack_require__(3962);
;// CONCATENATED MODULE: ./src/agent/edit-slips.ts
/**
 * The typical slips a model makes when it writes an edit block, made on purpose on a correct block for
 * the edit benchmark (edit-bench.ts documents the rules). Pure: lines in, lines out.
 */

/**
 * `none` (the block as is), `indentation` (the block's common indentation removed, or four spaces
 * added when it has none), `dropped-comments` (comment-only context lines left out),
 * `trailing-whitespace` (every other ORIGINAL line and its copy in UPDATED with trailing whitespace
 * added, or removed where it had some), `elision` (a middle run of unchanged lines replaced by `...` in
 * both parts), `elision-after-common` (the block's leading blank or common lines kept, then `...` for the
 * unchanged lines that follow them, as models elide from the first line of a block), `crlf` (the file has
 * CRLF line ends; the block has LF).
 */
const SLIP_KINDS = ['none', 'indentation', 'dropped-comments', 'trailing-whitespace', 'elision', 'elision-after-common', 'crlf'];
/** Indentation the indentation slip adds when a block has none to remove. */
const ADDED_INDENT = '    ';
/** Trailing whitespace the trailing-whitespace slip adds. */
const ADDED_TRAILING = '  ';
/** The elision slip is made only on blocks whose ORIGINAL has at least this many lines. */
const MIN_ELISION_BLOCK_LINES = 8;
/** The elision slip leaves out at least this many unchanged lines. */
const MIN_ELIDED_LINES = 2;
/** Both parts keep at least this many lines on each side of the `...`. */
const MIN_KEPT_LINES = 2;
/** The elision-after-common slip keeps this many unchanged lines before the first change. */
const MIN_KEPT_AFTER_COMMON = 1;
/** A line made only of brackets, perhaps ending in `;` or `,` (`}`, `});`, `],`). */
const LONE_BRACKET = /^[()[\]{}]+[;,]?$/;
/** A line a model would keep next to a `...`: neither blank nor a lone bracket. */
const isSubstantial = (text) => {
    const trimmed = text.trim();
    return trimmed !== '' && !LONE_BRACKET.test(trimmed);
};
/**
 * A line that says little about where it is: blank, a lone bracket, a lone docstring or comment
 * delimiter, or a bare keyword that closes or continues a block (`end`, `else:`, `pass`, `return`).
 */
const COMMON_LINE = /^(?:[()[\]{}]+[;,]?|"""|'''|```|\/\*\*?|\*\/|end|else:?|\} else \{|fi|done|esac|pass|return;?|break;?|continue;?)$/;
const isCommonLine = (text) => {
    const trimmed = text.trim();
    return trimmed === '' || COMMON_LINE.test(trimmed);
};
const originalOf = (lines) => lines.filter((l) => l.kind !== 'added').map((l) => l.text);
const updatedOf = (lines) => lines.filter((l) => l.kind !== 'removed').map((l) => l.text);
function commonIndent(lines) {
    let common = null;
    for (const line of lines) {
        if (line.trim() === '')
            continue;
        const indent = /^\s*/.exec(line)[0];
        if (common === null)
            common = indent;
        else {
            let n = 0;
            while (n < common.length && n < indent.length && common[n] === indent[n])
                n++;
            common = common.slice(0, n);
        }
    }
    return common ?? '';
}
/**
 * Comment-only context lines left out, run by run. Only runs between unchanged lines go: next to
 * changed lines, leaving them out would make the block say something else (whether the comment stays,
 * where new lines go relative to it).
 */
function dropComments(lines, path) {
    const droppable = (l) => l.kind === 'context' && (0,agent_lines/* isCommentLine */.w5)(l.text, path);
    const kept = [];
    for (let i = 0; i < lines.length;) {
        if (!droppable(lines[i])) {
            kept.push(lines[i++]);
            continue;
        }
        let j = i;
        while (j < lines.length && droppable(lines[j]))
            j++;
        const unchanged = (l) => l === undefined || l.kind === 'context';
        if (!unchanged(lines[i - 1]) || !unchanged(lines[j]))
            kept.push(...lines.slice(i, j));
        i = j;
    }
    if (kept.length === lines.length || !kept.some((l) => l.kind !== 'added' && l.text.trim() !== ''))
        return null;
    return kept;
}
/**
 * Whether a `...` may stand in for lines from `at` on (`side` 'before') or up to `at` (`side` 'after'):
 * ORIGINAL and UPDATED each keep at least `MIN_KEPT_LINES` lines on that side, and the line of each
 * next to the `...` is substantial.
 */
function keepsEnough(lines, at, side) {
    for (const skipped of ['added', 'removed']) {
        const kept = side === 'before' ? lines.slice(0, at) : lines.slice(at);
        const part = kept.filter((l) => l.kind !== skipped);
        const next = side === 'before' ? part[part.length - 1] : part[0];
        if (part.length < MIN_KEPT_LINES || !next || !isSubstantial(next.text))
            return false;
    }
    return true;
}
/**
 * The widest middle run of unchanged lines replaced by one `...` line, the way models elide: only in
 * blocks whose ORIGINAL has at least `MIN_ELISION_BLOCK_LINES` lines, leaving out at least
 * `MIN_ELIDED_LINES`, keeping at least `MIN_KEPT_LINES` on each side, and with substantial lines next
 * to the `...`. Null when the block allows no such elision.
 */
function elide(lines) {
    if (originalOf(lines).length < MIN_ELISION_BLOCK_LINES)
        return null;
    let best = null;
    for (let i = 0; i < lines.length;) {
        if (lines[i].kind !== 'context') {
            i++;
            continue;
        }
        let j = i;
        while (j < lines.length && lines[j].kind === 'context')
            j++;
        let from = i;
        while (from < j && !keepsEnough(lines, from, 'before'))
            from++;
        let to = j;
        while (to > from && !keepsEnough(lines, to, 'after'))
            to--;
        if (to - from >= MIN_ELIDED_LINES && (!best || to - from > best[1] - best[0]))
            best = [from, to];
        i = j;
    }
    if (!best)
        return null;
    return [...lines.slice(0, best[0]), { kind: 'context', text: '...' }, ...lines.slice(best[1])];
}
/**
 * The block's leading run of common unchanged lines kept, then one `...` for the unchanged lines that
 * follow it, up to the last `MIN_KEPT_AFTER_COMMON` unchanged lines before the first change: the `...`
 * a model writes right after the first line of a block when that line is blank, `}` or `"""`. Null when
 * the block does not start that way or leaves nothing to elide.
 */
function elideAfterCommon(lines) {
    let head = 0;
    while (head < lines.length && lines[head].kind === 'context' && isCommonLine(lines[head].text))
        head++;
    if (head === 0)
        return null;
    let change = head;
    while (change < lines.length && lines[change].kind === 'context')
        change++;
    if (change === lines.length)
        return null;
    const to = change - MIN_KEPT_AFTER_COMMON;
    if (to - head < 1)
        return null;
    return [...lines.slice(0, head), { kind: 'context', text: '...' }, ...lines.slice(to)];
}
/** The block's lines under a slip, or null when the slip cannot be made on it. */
function slipLines(lines, path, slip) {
    switch (slip) {
        case 'none':
        case 'crlf':
            return [...lines];
        case 'indentation': {
            const common = commonIndent(lines.map((l) => l.text));
            const shift = (text) => (text.trim() === '' ? text : common ? text.slice(common.length) : ADDED_INDENT + text);
            return lines.map((l) => ({ kind: l.kind, text: shift(l.text) }));
        }
        case 'dropped-comments':
            return dropComments(lines, path);
        case 'trailing-whitespace': {
            // A removed line whose slip would make it read like an added line would turn into a kept line.
            const addedKeys = new Set(lines.filter((l) => l.kind === 'added').map((l) => l.text.trimEnd()));
            let n = 0;
            return lines.map((l) => {
                if (l.kind === 'added' || n++ % 2 === 1 || (l.kind === 'removed' && addedKeys.has(l.text.trimEnd())))
                    return l;
                const trimmed = l.text.trimEnd();
                return { kind: l.kind, text: trimmed === l.text ? l.text + ADDED_TRAILING : trimmed };
            });
        }
        case 'elision':
            return elide(lines);
        case 'elision-after-common':
            return elideAfterCommon(lines);
    }
}

// EXTERNAL MODULE: ./src/agent/elision.ts
var elision = __webpack_require__(1896);
// EXTERNAL MODULE: ./src/agent/line-index.ts
var line_index = __webpack_require__(1018);
;// CONCATENATED MODULE: ./src/agent/edit-bench.ts
/**
 * Benchmark of the edit applier on real history: blocks built from the commits of a repository, applied
 * to the parent version of each file, as is and under the typical slips of a model.
 *
 * How the blocks are made (the way a careful model writes them, and the way the prompts ask for them):
 * - Every diff hunk of a modified UTF-8 text file, with `BENCH_CONTEXT_LINES` lines of context as
 *   `git diff` gives, is one block: ORIGINAL = its old lines with their context, UPDATED = its new lines
 *   with the same context. Hunks that only add lines to an empty file are left out.
 * - ORIGINAL must be unique in the file. When it occurs more than once in the parent file (line for
 *   line, exactly), it is widened with the surrounding file lines, one more on each side at a time (as
 *   far as the file goes), up to `MAX_WIDENED_LINES` each way, until it occurs once. Hunks still
 *   ambiguous then are dropped and counted as `ambiguous`, not as refusals.
 * - Each block is applied alone to the parent file, first as is (`none`), then under each slip of
 *   edit-slips.ts: indentation shifted, comment-only context lines dropped, trailing whitespace, a middle
 *   part elided with `...`, the lines after a blank or common first line elided, CRLF line ends in the file.
 * - The elision slip is made only on blocks whose ORIGINAL has at least `MIN_ELISION_BLOCK_LINES` (8)
 *   lines. It replaces the widest run of at least `MIN_ELIDED_LINES` (2) unchanged lines by `...` in both
 *   parts, such that ORIGINAL and UPDATED each keep at least `MIN_KEPT_LINES` (2) lines before and 2
 *   after the `...`, and the kept lines next to the `...` are neither blank nor a lone bracket (`}`,
 *   `});`). Blocks too short for such an elision are "not applicable" for it, as are blocks with no
 *   comment line to drop for the dropped-comments slip.
 * - The elision-after-common slip is made on blocks whose first lines are unchanged blank or common
 *   lines (a lone bracket, `"""`, a closing comment, `end`, `else:`, ...): those lines are kept, then one `...`
 *   stands for the unchanged lines after them up to the last one (`MIN_KEPT_AFTER_COMMON`) before the
 *   first change, as models write `...` right after the first line of a block.
 * - A slipped block whose ORIGINAL is, verbatim, the lines of some other place of the file (shifting
 *   the indentation of closing brackets can turn them into a copy of less indented ones; dropping a
 *   comment can leave lines that repeat elsewhere) now reads as a correct block for that place, or as
 *   an ambiguous one when there are several: no applier can tell it from a block meant for there. Such
 *   blocks are counted as `collided`, apart from the blocks tried. So are elided blocks that fit,
 *   verbatim, two equally tight places, by their deciding parts (the parts around the `...` that
 *   UPDATED changes, see elision.ts) and by all their parts together: the lines the `...` stands for
 *   were what made them unique. Those are still applied, and one the applier does not refuse counts
 *   as `wrong` (a guess). Slips that leave a block matching
 *   other places only up to whitespace or left-out lines stay in: refusing those is the applier's job.
 *
 * Outcomes: `exact` when the result equals the parent file with that hunk applied (every line the
 * commit wrote there, every other line as it was), `refused` when the applier declined, `wrong` when it
 * applied but the result differs (a wrong place or wrong text: this must stay 0).
 *
 * `benchEditCases` is pure; `runEditBench` gathers the cases from `git` first.
 */








/** Lines of unchanged context around each hunk, as `git diff` gives by default. */
const BENCH_CONTEXT_LINES = 3;
/** An ambiguous ORIGINAL is widened by at most this many file lines each way before its hunk is dropped. */
const MAX_WIDENED_LINES = 10;
/** Larger files are left out of the benchmark (generated bundles, data). */
const MAX_BENCH_FILE_BYTES = 512 * 1024;
/** Files whose change needs more line edits than this (lock files, regenerated data) are left out. */
const MAX_BENCH_EDIT_LINES = 2_000;
const GIT_MAX_BUFFER = 256 * 1024 * 1024;
const toText = (lines) => lines.map((l) => `${l}\n`).join('');
/** A text's lines, without the empty string after a final newline. */
function textLines(text) {
    const lines = text.split('\n');
    const finalNewline = lines[lines.length - 1] === '';
    if (finalNewline)
        lines.pop();
    return { lines, finalNewline };
}
/** The hunks of one case as `git diff` shows them, each with the text it alone produces on `before`. */
function caseHunks(c) {
    const options = { context: BENCH_CONTEXT_LINES, maxEditLength: MAX_BENCH_EDIT_LINES };
    const patch = (0,create/* structuredPatch */.YB)(c.path, c.path, c.before, c.after, undefined, undefined, options);
    if (!patch)
        return [];
    const { lines: beforeLines, finalNewline } = textLines(c.before);
    const hunks = [];
    for (const hunk of patch.hunks) {
        const lines = [];
        for (const raw of hunk.lines) {
            if (raw.startsWith('\\'))
                continue;
            const kind = raw[0] === '+' ? 'added' : raw[0] === '-' ? 'removed' : 'context';
            lines.push({ kind, text: raw.slice(1) });
        }
        if (hunk.oldLines === 0 || !lines.some((l) => l.kind !== 'added'))
            continue;
        const start = hunk.oldStart - 1;
        const result = [...beforeLines.slice(0, start), ...updatedOf(lines), ...beforeLines.slice(start + hunk.oldLines)];
        const expected = result.length ? result.join('\n') + (finalNewline ? '\n' : '') : '';
        hunks.push({ path: c.path, before: c.before, expected, start, lines });
    }
    return hunks;
}
/**
 * The hunk with an ORIGINAL that occurs once in `file` (the parent's lines): as it is, or widened with
 * surrounding lines up to `MAX_WIDENED_LINES` each way; null when it stays ambiguous.
 */
function uniqueHunk(hunk, file) {
    const keyed = file.keyed(line_index/* exactKey */.FF);
    const size = file.lines.length;
    const end = hunk.start + originalOf(hunk.lines).length;
    for (let widened = 0; widened <= MAX_WIDENED_LINES; widened++) {
        const from = Math.max(0, hunk.start - widened);
        const to = Math.min(size, end + widened);
        if ((0,line_index/* findContiguous */.iH)(keyed, file.lines.slice(from, to), 2).length === 1) {
            if (widened === 0)
                return { hunk, widened };
            const context = (text) => ({ kind: 'context', text });
            const lines = [...file.lines.slice(from, hunk.start).map(context), ...hunk.lines, ...file.lines.slice(end, to).map(context)];
            return { hunk: { ...hunk, start: from, lines }, widened };
        }
        if (from === 0 && to === size)
            break;
    }
    return null;
}
const toCrlf = (text) => text.replace(/\n/g, '\r\n');
/** The hunk as a block under a slip, or null when the slip cannot be made on it. */
function benchBlock(hunk, slip) {
    const lines = slipLines(hunk.lines, hunk.path, slip);
    if (!lines)
        return null;
    const crlf = slip === 'crlf';
    return {
        before: crlf ? toCrlf(hunk.before) : hunk.before,
        expected: crlf ? toCrlf(hunk.expected) : hunk.expected,
        original: originalOf(lines),
        updated: updatedOf(lines),
    };
}
/** Whether `original` is, verbatim, file lines that start outside the hunk's own lines. */
function quotesElsewhere(file, hunk, original) {
    const end = hunk.start + originalOf(hunk.lines).length;
    return (0,line_index/* findContiguous */.iH)(file.keyed(line_index/* exactKey */.FF), original, 1, (s) => s < hunk.start || s >= end).length > 0;
}
/**
 * Whether a slipped ORIGINAL with `...` lines fits two equally tight places verbatim, by its deciding
 * parts (see `pinningParts`) and by all its parts together (unless a part is blank lines alone): the
 * block then says another place as well as its own.
 */
function elidedAmbiguously(file, block) {
    const { original, updated } = block;
    if (!original.some(agent_lines/* isElisionLine */.QD))
        return false;
    const parts = (0,elision/* partsOf */.CI)(file, original, line_index/* exactKey */.FF);
    const pinned = (0,elision/* pinnedParts */.LM)(parts, (0,elision/* pinningParts */.kr)(original, updated));
    if (pinned === undefined || (0,elision/* tightPlacements */.bk)(pinned).length < 2)
        return false;
    const blankPart = (0,agent_lines/* elisionParts */.a0)(original).some(([from, to]) => original.slice(from, to).every(agent_lines/* isBlank */.z3));
    return blankPart || (0,elision/* tightPlacements */.bk)(parts).length > 1;
}
/** The unique-ORIGINAL hunks of the cases, with the parent file's lines, and how many were widened or dropped. */
function prepareHunks(cases) {
    const prepared = { found: 0, widened: 0, ambiguous: 0, hunks: [] };
    for (const c of cases) {
        const hunks = caseHunks(c);
        if (hunks.length === 0)
            continue;
        const file = new line_index/* LineIndex */.rr(textLines(c.before).lines);
        for (const hunk of hunks) {
            prepared.found++;
            const unique = uniqueHunk(hunk, file);
            if (!unique)
                prepared.ambiguous++;
            else {
                if (unique.widened > 0)
                    prepared.widened++;
                prepared.hunks.push({ hunk: unique.hunk, file });
            }
        }
    }
    return prepared;
}
/** Applies every hunk of every case under every slip and counts the outcomes. */
function benchEditCases(cases, slips = SLIP_KINDS) {
    const started = performance.now();
    const usable = cases.filter((c) => !c.before.includes('\r') && !c.after.includes('\r'));
    const prepared = prepareHunks(usable);
    const results = slips.map((slip) => {
        const result = { slip, blocks: 0, exact: 0, refused: 0, wrong: 0, notApplicable: 0, collided: 0 };
        for (const { hunk, file } of prepared.hunks) {
            const block = benchBlock(hunk, slip);
            if (!block) {
                result.notApplicable++;
                continue;
            }
            if (slip !== 'none' && slip !== 'crlf' && quotesElsewhere(file, hunk, block.original)) {
                result.collided++;
                continue;
            }
            const edit = { path: hunk.path, original: toText(block.original), updated: toText(block.updated), index: 1 };
            const applied = (0,apply/* applyBlocksToFile */.sU)(hunk.path, block.before, [edit]);
            if (elidedAmbiguously(file, block)) {
                // Refusing is the only right answer; applying it anywhere is a guess.
                if (applied.text === null)
                    result.collided++;
                else {
                    result.blocks++;
                    result.wrong++;
                }
                continue;
            }
            result.blocks++;
            if (applied.text === null)
                result.refused++;
            else if (applied.text === block.expected)
                result.exact++;
            else
                result.wrong++;
        }
        return result;
    });
    const { found, widened, ambiguous } = prepared;
    return { commits: 0, files: usable.length, hunks: found, widened, ambiguous, slips: results, elapsedMs: Math.round(performance.now() - started) };
}
async function git(repoDir, args) {
    return (0,git_run/* gitOutput */.oM)(repoDir, args, { readOnly: true, maxOutputBytes: GIT_MAX_BUFFER });
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
/** A blob as text, or null when it is binary, not UTF-8 or too large. */
function blobText(bytes) {
    if (bytes.length > MAX_BENCH_FILE_BYTES || bytes.includes(0))
        return null;
    try {
        return utf8.decode(bytes);
    }
    catch {
        return null;
    }
}
/** The modified text files of the last `commits` non-merge commits (root commits have no parent and are skipped). */
async function gatherEditCases(repoDir, commits) {
    const log = (await git(repoDir, ['log', '--no-merges', '--format=%H %P', `-n${commits}`, 'HEAD'])).toString('utf8');
    const cases = [];
    let scanned = 0;
    for (const line of log.split('\n')) {
        const [commit, parent] = line.trim().split(' ');
        if (!commit)
            continue;
        scanned++;
        if (!parent)
            continue;
        const raw = (await git(repoDir, ['diff-tree', '-r', '-z', '--no-renames', '--diff-filter=M', parent, commit])).toString('utf8');
        const fields = raw.split('\0');
        for (let i = 0; i + 1 < fields.length; i += 2) {
            // ":<old mode> <new mode> <old blob> <new blob> M", then the path.
            const [, , oldBlob, newBlob] = fields[i].split(' ');
            const path = fields[i + 1];
            if (!oldBlob || !newBlob)
                continue;
            const before = blobText(await git(repoDir, ['cat-file', 'blob', oldBlob]));
            const after = before === null ? null : blobText(await git(repoDir, ['cat-file', 'blob', newBlob]));
            if (before !== null && after !== null)
                cases.push({ path, before, after });
        }
    }
    return { commits: scanned, cases };
}
/** Gathers the cases of the last `commits` commits of `repoDir` with `git`, then benchmarks them. */
async function runEditBench(repoDir, options) {
    const started = performance.now();
    const gathered = await gatherEditCases(repoDir, options.commits);
    const report = benchEditCases(gathered.cases);
    return { ...report, commits: gathered.commits, elapsedMs: Math.round(performance.now() - started) };
}
/** A share with one decimal; 100.0% means all and 0.0% none (otherwise >99.9% and <0.1%). */
function percent(n, of) {
    if (of === 0)
        return '-';
    const shown = ((100 * n) / of).toFixed(1);
    if (shown === '100.0' && n < of)
        return '>99.9%';
    if (shown === '0.0' && n > 0)
        return '<0.1%';
    return `${shown}%`;
}
/** The report as a fixed-width table. */
function formatEditBenchTable(report) {
    const header = ['slip', 'blocks', 'exact', 'refused', 'wrong', 'n/a', 'collided'];
    const rows = report.slips.map((s) => [
        s.slip,
        String(s.blocks),
        `${s.exact} (${percent(s.exact, s.blocks)})`,
        `${s.refused} (${percent(s.refused, s.blocks)})`,
        String(s.wrong),
        String(s.notApplicable),
        String(s.collided),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    return [
        `${report.commits} commits, ${report.files} modified files, ${report.hunks} hunks ` +
            `(${report.widened} widened to be unique, ${report.ambiguous} dropped as still ambiguous), ${report.elapsedMs} ms`,
        format(header),
        ...rows.map(format),
    ].join('\n');
}

// EXTERNAL MODULE: ./src/code/analyze.ts + 2 modules
var code_analyze = __webpack_require__(4079);
// EXTERNAL MODULE: ./src/code/languages.ts
var languages = __webpack_require__(3330);
// EXTERNAL MODULE: ./src/repo/programs.ts + 2 modules
var programs = __webpack_require__(4634);
;// CONCATENATED MODULE: ./src/code/ctags-compare.ts


/**
 * The ctags kinds compared, per ctags language name: functions, classes and methods (and their kin).
 * JavaScript's `class` kind is left out because ctags also files object literals under it, and
 * Rust's `implementation` because an `impl` block is a scope, not a definition. C# properties,
 * fields and events are left out as Java's fields are (and ctags files generic constraints as
 * properties), PHP's `define` and `variable` kinds likewise.
 */
const CTAGS_KINDS = {
    Python: new Set(['class', 'function', 'member']),
    TypeScript: new Set(['class', 'function', 'method', 'interface', 'enum', 'generator']),
    JavaScript: new Set(['function', 'method', 'generator']),
    Go: new Set(['func', 'struct', 'interface', 'methodSpec']),
    Java: new Set(['class', 'method', 'interface', 'enum', 'annotation']),
    Ruby: new Set(['class', 'module', 'method', 'singletonMethod']),
    Rust: new Set(['function', 'struct', 'enum', 'interface', 'method']),
    'C++': new Set(['class', 'function', 'struct', 'enum', 'namespace']),
    C: new Set(['function', 'struct', 'enum', 'union']),
    'C#': new Set(['class', 'method', 'interface', 'struct', 'enum', 'namespace']),
    PHP: new Set(['class', 'function', 'interface', 'trait', 'namespace']),
};
/** Parses `ctags --output-format=json --fields=+nKl` output. */
function parseCtagsJson(output) {
    const tags = [];
    for (const line of output.split('\n')) {
        if (!line.startsWith('{'))
            continue;
        try {
            const t = JSON.parse(line);
            if (t._type === 'tag' && t.name && t.path && typeof t.line === 'number' && t.kind && t.language) {
                tags.push({ name: t.name, path: t.path, line: t.line, kind: t.kind, language: t.language });
            }
        }
        catch {
            // ctags prints one JSON object per line; anything else is noise.
        }
    }
    return tags;
}
/** Compares ctags' tags with our definitions per file. */
function compareWithCtags(tags, definitionsOf) {
    const rows = new Map();
    for (const tag of tags) {
        if (!CTAGS_KINDS[tag.language]?.has(tag.kind))
            continue;
        // Names ctags makes up for anonymous functions and classes are not definitions.
        if (/^(?:AnonymousFunction|AnonymousClass|__anon)[0-9a-f]+$/.test(tag.name))
            continue;
        const defs = definitionsOf(tag.path);
        if (!defs)
            continue;
        const row = rows.get(tag.language) ?? { language: tag.language, tags: 0, found: 0, correctLine: 0, examples: [] };
        rows.set(tag.language, row);
        row.tags++;
        // ctags names C++ and Ruby members with their scope at times (`A::b`), C# and PHP namespaces in
        // full (`A.B`, `A\B`); compare the last part.
        const squash = (n) => n.replace(/\s+/g, '');
        const name = squash(tag.name.split(/::|\.|\\/).pop());
        const named = defs.filter((d) => squash(d.name) === name || d.qualifiedName === tag.name);
        if (named.length)
            row.found++;
        if (named.some((d) => d.startLine <= tag.line && tag.line <= Math.max(d.nameLine, d.startLine)))
            row.correctLine++;
        else if (row.examples.length < 8)
            row.examples.push(`${tag.path}:${tag.line} ${tag.kind} ${tag.name}${named.length ? ` (ours at ${named.map((d) => `${d.startLine}-${d.nameLine}`).join(',')})` : ' (missing)'}`);
    }
    return [...rows.values()].sort((a, b) => b.tags - a.tags);
}
const CTAGS_LANGUAGE = {
    python: 'Python',
    typescript: 'TypeScript',
    tsx: 'TypeScript',
    javascript: 'JavaScript',
    go: 'Go',
    java: 'Java',
    ruby: 'Ruby',
    rust: 'Rust',
    cpp: 'C++',
    csharp: 'C#',
    php: 'PHP',
};
/** More C sources than C++ ones: the repository's `.h` files are C headers. */
function headersAreC(paths) {
    const c = paths.filter((p) => p.endsWith('.c')).length;
    const cpp = paths.filter((p) => /\.(?:cpp|cc|cxx|c\+\+)$/.test(p)).length;
    return c > cpp;
}
/** ctags reads `.h` as C++: in a C repository it is told they are C. */
function ctagsOptions(paths) {
    return headersAreC(paths) ? ['--langmap=C:+.h'] : [];
}
/**
 * Runs ctags over `paths` of `root` (only files of languages both sides parse; `.h` headers only in
 * C repositories, as the C++ figures were measured without them).
 */
async function runCtags(root, paths) {
    const cHeaders = headersAreC(paths);
    const files = paths.filter((p) => {
        const id = (0,languages/* languageForPath */.f3)(p);
        return id !== undefined && CTAGS_LANGUAGE[id] !== undefined && !p.endsWith('.tsx') && (cHeaders || !p.endsWith('.h'));
    });
    const options = ctagsOptions(files);
    const tags = [];
    // Batches keep the command line short.
    for (let i = 0; i < files.length; i += 400) {
        const stdout = await (0,programs/* programOutput */.ci)({ command: 'ctags', args: ['--output-format=json', '--fields=+nKl', ...options, '-f', '-', ...files.slice(i, i + 400)], cwd: root, maxOutputBytes: 512 * 1024 * 1024 });
        tags.push(...parseCtagsJson(stdout));
    }
    return tags;
}

// EXTERNAL MODULE: ./src/code/symbols.ts
var symbols = __webpack_require__(6367);
// EXTERNAL MODULE: ./src/context/assemble.ts
var assemble = __webpack_require__(4507);
// EXTERNAL MODULE: ./src/context/budget.ts + 1 modules
var context_budget = __webpack_require__(6886);
// EXTERNAL MODULE: ./src/context/gather.ts + 1 modules
var gather = __webpack_require__(7556);
// EXTERNAL MODULE: ./src/search/index/indexer.ts + 12 modules
var indexer = __webpack_require__(7569);
// EXTERNAL MODULE: ./src/search/rank/metrics.ts
var metrics = __webpack_require__(3130);
// EXTERNAL MODULE: ./src/search/rank/search.ts
var search = __webpack_require__(351);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(6890);
// EXTERNAL MODULE: ./src/repo/classify.ts
var classify = __webpack_require__(8748);
// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
;// CONCATENATED MODULE: ./src/cli/bench-adversarial.ts



const MEGABYTE = 1_000_000;
const IDENTIFIERS = 10_000;
const TRACEBACK_FRAMES = 5_000;
/** The separator line of an IPython traceback. */
const IPYTHON_SEPARATOR = '-'.repeat(75);
/** Characters a megabyte of which makes a query, and pairs a megabyte of which does. */
const SINGLE = ['-', ' ', '\n', '#', '>', '*', '`', '=', '_', '|', '(', '[', '$', '/', '.', '<', 'a'];
const PAIRS = ['- ', '$a', 'a/', 'a.', '\n ', '<!--', '```\n', ' ('];
const fill = (unit, length) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
function identifier(i) {
    switch (i % 4) {
        case 0:
            return `getUserName${i}`;
        case 1:
            return `parse_config_${i}`;
        case 2:
            return `HTTPServer${i}.handle${i}()`;
        default:
            return `${i}_px`;
    }
}
function traceback(frames) {
    const lines = ['Traceback (most recent call last):'];
    for (let i = 0; i < frames; i++)
        lines.push(`  File "/app/pkg/module_${i % 97}.py", line ${i + 1}, in handler_${i}`, `    result = step_${i}(value)`);
    lines.push('RecursionError: maximum recursion depth exceeded');
    return lines.join('\n');
}
/** An issue from a pull request template with an IPython traceback pasted in, its separator included. */
function ipythonIssue(separator = IPYTHON_SEPARATOR) {
    return [
        'Parser fails on empty input',
        '## Description',
        'Calling `parse("")` in a notebook raises:',
        '',
        separator,
        'ValueError                                Traceback (most recent call last)',
        'Cell In[3], line 1',
        '----> 1 parse("")',
        '',
        'File ~/proj/parser/core.py:12, in parse(text)',
        '---> 12         raise ValueError("empty input")',
        '',
        'ValueError: empty input',
        '',
        '**Related issue**: #41',
    ].join('\n');
}
function adversarialQueries() {
    return [
        ...SINGLE.map((c) => ({ name: `1 MB of ${JSON.stringify(c)}`, text: c.repeat(MEGABYTE) })),
        ...PAIRS.map((pair) => ({ name: `1 MB of ${JSON.stringify(pair)}`, text: fill(pair, MEGABYTE) })),
        { name: `${IDENTIFIERS.toLocaleString('en-US')} identifiers`, text: Array.from({ length: IDENTIFIERS }, (_, i) => identifier(i)).join(' ') },
        { name: `a ${TRACEBACK_FRAMES.toLocaleString('en-US')}-frame traceback`, text: traceback(TRACEBACK_FRAMES) },
        { name: 'the 75-dash IPython separator in an issue from the template', text: ipythonIssue() },
    ];
}
/** Each query searched once on `index` (after one ordinary query, so the first one pays for nothing shared). */
function runAdversarialBench(index, readText, warmQuery) {
    (0,search/* search */.$P)(index, warmQuery, { readText });
    const queries = adversarialQueries().map(({ name, text }) => {
        const started = performance.now();
        (0,search/* search */.$P)(index, text, { readText });
        return { name, chars: text.length, ms: (0,common/* round */.LI)(performance.now() - started, 1) };
    });
    const slowest = queries.reduce((a, b) => (b.ms > a.ms ? b : a));
    const paths = [...index.files.map((f) => f.path), ...index.skipped.map((s) => s.path)];
    return { files: index.files.length, templates: paths.filter(classify/* isTemplatePath */.OY).length, queries, slowest };
}
function formatAdversarialTable(report) {
    const nameWidth = Math.max(...report.queries.map((q) => q.name.length));
    const rows = report.queries.map((q) => `  ${q.name.padEnd(nameWidth)}  ${q.chars.toLocaleString('en-US').padStart(9)}  ${q.ms.toFixed(1).padStart(9)}`);
    return [
        `  ${'query'.padEnd(nameWidth)}  ${'chars'.padStart(9)}  ${'ms'.padStart(9)}`,
        ...rows,
        `  slowest: ${report.slowest.name}, ${report.slowest.ms.toFixed(1)} ms`,
    ].join('\n');
}

// EXTERNAL MODULE: ./src/action/secrets.ts + 1 modules
var secrets = __webpack_require__(9939);
// EXTERNAL MODULE: ./src/context/intent.ts
var intent = __webpack_require__(8005);
;// CONCATENATED MODULE: ./src/context/pr-diff.ts
/**
 * A pull request's diff compressed into a token budget, for the PR flows (review comments, `/sweep`
 * on a PR, CI-failure iteration). Binary, generated and other non-code files and mode-only changes
 * are dropped; the rest is grouped by language, the repository's main languages first. When the whole
 * PR fits the budget every file is shown, each hunk widened to PR_DIFF_CONTEXT_LINES of context.
 * Otherwise additions win over deletions: deleted files become one list of names, deletion-only hunks
 * go, and within each language the smallest files are shown first until PR_DIFF_BUFFER_TOKENS below
 * the budget; the other files are listed by name up to the hard limit, then the rest is counted as
 * skipped. The output never exceeds the hard limit and is the same for the same input.
 */



/** Lines of context above and below each hunk when the whole PR fits. */
const PR_DIFF_CONTEXT_LINES = 6;
/** Tokens kept free below the budget when adding patches, for the lists of names that follow. */
const PR_DIFF_BUFFER_TOKENS = 500;
const OTHER_FILES_HEADING = 'Other modified files (diff not shown):\n';
const DELETED_FILES_HEADING = 'Deleted files:\n';
/** Asset and data files that carry no code even when their diff is text. */
const NON_CODE_EXTENSIONS = new Set(['svg', 'csv', 'tsv', 'snap', 'pbxproj']);
const NO_EXTENSION = '(none)';
function extensionOf(path) {
    const base = path.slice(path.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
/** The language a path is grouped under: its tree-sitter language, else its lower-case extension. */
function languageKeyForPath(path) {
    return (0,languages/* languageForPath */.f3)(path) ?? (extensionOf(path) || NO_EXTENSION);
}
/** Language keys of `paths`, most files first, ties by name. */
function rankLanguages(paths) {
    const counts = new Map();
    for (const path of paths) {
        const key = languageKeyForPath(path);
        counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1] || compare(a[0], b[0])).map(([key]) => key);
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$/;
/** Splits a patch into hunks. */
function parsePatch(patch) {
    const preamble = [];
    const hunks = [];
    const lines = patch.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    for (const line of lines) {
        const match = HUNK_HEADER.exec(line);
        if (match) {
            const oldStart = Number(match[1]);
            const newStart = Number(match[3]);
            hunks.push({
                header: line,
                oldFirst: match[2] === '0' ? oldStart + 1 : oldStart,
                newFirst: match[4] === '0' ? newStart + 1 : newStart,
                section: match[5] ?? '',
                lines: [],
            });
            continue;
        }
        const last = hunks[hunks.length - 1];
        if (last)
            last.lines.push(line);
        else
            preamble.push(line);
    }
    return { preamble, hunks };
}
/** The patch text of `parsed` (no trailing newline). */
function renderPatch(parsed) {
    return [...parsed.preamble, ...parsed.hunks.flatMap((h) => [h.header, ...h.lines])].join('\n');
}
/** `parsed` without hunks that only delete lines. */
function withoutDeletionOnlyHunks(parsed) {
    const hunks = parsed.hunks.filter((h) => h.lines.some((l) => l.startsWith('+')) || !h.lines.some((l) => l.startsWith('-')));
    return { preamble: parsed.preamble, hunks };
}
function isContext(line) {
    return line === '' || line.startsWith(' ');
}
function onSide(line, side) {
    return isContext(line) || line.startsWith(side === 'new' ? '+' : '-');
}
function sideFirst(hunk, side) {
    return side === 'new' ? hunk.newFirst : hunk.oldFirst;
}
function sideCount(hunk, side) {
    return hunk.lines.filter((l) => onSide(l, side)).length;
}
function leadingContext(hunk) {
    const firstChange = hunk.lines.findIndex((l) => !isContext(l));
    return firstChange === -1 ? hunk.lines.length : firstChange;
}
function trailingContext(hunk) {
    let count = 0;
    for (let i = hunk.lines.length - 1; i >= 0 && isContext(hunk.lines[i]); i--)
        count++;
    return count;
}
function range(first, count) {
    if (count === 0)
        return `${first - 1},0`;
    return count === 1 ? `${first}` : `${first},${count}`;
}
function withHeader(hunk) {
    const header = `@@ -${range(hunk.oldFirst, sideCount(hunk, 'old'))} +${range(hunk.newFirst, sideCount(hunk, 'new'))} @@${hunk.section}`;
    return { ...hunk, header };
}
function stripCr(line) {
    return line?.endsWith('\r') ? line.slice(0, -1) : line;
}
/** True when every hunk's `side` lines are the file's lines at the hunk's position, in order. */
function matchesFile(hunks, fileLines, side) {
    let previousEnd = 0;
    for (const hunk of hunks) {
        let at = sideFirst(hunk, side) - 1;
        if (at < previousEnd)
            return false;
        for (const line of hunk.lines) {
            if (!onSide(line, side))
                continue;
            if (stripCr(fileLines[at]) !== stripCr(line.slice(1)))
                return false;
            at++;
        }
        previousEnd = at;
    }
    return true;
}
/**
 * The hunks widened to `context` unchanged lines above and below, taken from the full text of the
 * `side` version of the file; hunks that meet are fused. Undefined when the text does not match the
 * patch (another version of the file) or the patch has no hunks.
 */
function extendPatchContext(parsed, fileText, side, context = PR_DIFF_CONTEXT_LINES) {
    const fileLines = fileText.split('\n');
    if (fileLines[fileLines.length - 1] === '')
        fileLines.pop();
    if (parsed.hunks.length === 0 || !matchesFile(parsed.hunks, fileLines, side))
        return undefined;
    const contextLines = (from, to) => fileLines.slice(from, to).map((l) => ` ${l}`);
    const out = [];
    let current;
    let currentEnd = 0; // last file line (on `side`) the current hunk covers
    let trailWanted = 0;
    let previousEnd = 0; // last file line already shown
    for (const hunk of parsed.hunks) {
        const first = sideFirst(hunk, side);
        const leadWanted = Math.max(0, context - leadingContext(hunk));
        if (current && first - 1 - currentEnd <= trailWanted + leadWanted) {
            current.lines.push(...contextLines(currentEnd, first - 1), ...hunk.lines);
        }
        else {
            if (current) {
                const trail = Math.min(trailWanted, first - 1 - currentEnd);
                current.lines.push(...contextLines(currentEnd, currentEnd + trail));
                out.push(withHeader(current));
                previousEnd = currentEnd + trail;
            }
            const lead = Math.min(leadWanted, first - 1 - previousEnd);
            current = {
                header: '',
                oldFirst: hunk.oldFirst - lead,
                newFirst: hunk.newFirst - lead,
                section: hunk.section,
                lines: [...contextLines(first - 1 - lead, first - 1), ...hunk.lines],
            };
        }
        currentEnd = first + sideCount(hunk, side) - 1;
        trailWanted = hunk.lines[hunk.lines.length - 1]?.startsWith('\\') ? 0 : Math.max(0, context - trailingContext(hunk));
    }
    if (current) {
        current.lines.push(...contextLines(currentEnd, Math.min(fileLines.length, currentEnd + trailWanted)));
        out.push(withHeader(current));
    }
    return { preamble: parsed.preamble, hunks: out };
}
/** Why a file is dropped before compression, or undefined to keep it. */
function dropReason(file) {
    if (file.binary)
        return 'binary';
    const byPath = (0,classify/* skipByPath */._q)(file.path, 0);
    if (byPath)
        return byPath.reason === 'binary' || byPath.reason === 'minified' ? byPath.reason : 'generated';
    const ext = extensionOf(file.path);
    if (ext === 'lock' || ((0,classify/* fileRole */.B3)(file.path) === 'other' && NON_CODE_EXTENSIONS.has(ext)))
        return 'non-code';
    const patch = file.patch ?? '';
    if (patch === '')
        return file.status === 'modified' && file.additions === 0 && file.deletions === 0 ? 'mode-only' : undefined;
    if ((0,classify/* skipByContent */.Mn)(file.path, patch)?.reason === 'minified')
        return 'minified';
    // A generated-code marker only counts in the comment the file opens with, so only when the diff shows its top.
    const head = headOfFile(patch);
    if (head !== undefined && (0,classify/* skipByContent */.Mn)(file.path, head)?.reason === 'generated')
        return 'generated';
    return undefined;
}
/**
 * The file's first lines as a patch whose first hunk starts at its top shows them (context and
 * added lines, their markers taken off), or undefined when the patch does not show the top.
 */
function headOfFile(patch) {
    const first = parsePatch(patch).hunks[0];
    if (!first || first.newFirst > 1)
        return undefined;
    return first.lines.filter((line) => line.startsWith('+') || line.startsWith(' ')).map((line) => line.slice(1)).join('\n');
}
function displayName(file) {
    return file.status === 'renamed' && file.previousPath && file.previousPath !== file.path ? `${file.previousPath} -> ${file.path}` : file.path;
}
function section(file, body) {
    const heading = `### ${displayName(file)} (${file.status}, +${file.additions} -${file.deletions})\n`;
    return body === '' ? `${heading}\n` : `${heading}${body}\n\n`;
}
function listEntry(file) {
    const missing = file.patch === undefined && file.additions + file.deletions > 0 ? ', diff not available' : '';
    return file.status === 'deleted' ? `- ${file.path}\n` : `- ${displayName(file)} (${file.status}, +${file.additions} -${file.deletions}${missing})\n`;
}
function skippedNote(count) {
    return `(${count} more changed file${count === 1 ? '' : 's'} not listed)\n`;
}
/** Orders kept files by language group (the ranking, then the PR's own), then by path. */
function groupFiles(files, languages) {
    const order = new Map();
    for (const key of [...(languages ?? []), ...rankLanguages(files.map((f) => f.path))]) {
        if (!order.has(key))
            order.set(key, order.size);
    }
    return files
        .map((file) => ({ file, group: order.get(languageKeyForPath(file.path)) ?? order.size }))
        .sort((a, b) => a.group - b.group || compare(a.file.path, b.file.path));
}
function hasShowablePatch(file) {
    return file.patch !== undefined || file.additions + file.deletions === 0;
}
/** The patch widened to PR_DIFF_CONTEXT_LINES from the file text, or as it is when that is unavailable. */
function widened(file, fileText) {
    const patch = file.patch ?? '';
    if (!fileText || patch === '')
        return patch;
    const parsed = parsePatch(patch);
    if (file.status !== 'deleted') {
        const text = fileText(file.path, 'new');
        const extended = text === undefined ? undefined : extendPatchContext(parsed, text, 'new', PR_DIFF_CONTEXT_LINES);
        if (extended)
            return renderPatch(extended);
    }
    if (file.status !== 'added') {
        const text = fileText(file.previousPath ?? file.path, 'old');
        const extended = text === undefined ? undefined : extendPatchContext(parsed, text, 'old', PR_DIFF_CONTEXT_LINES);
        if (extended)
            return renderPatch(extended);
    }
    return patch;
}
/** Names under a heading, in order, while they fit `room`; returns what fit and its tokens. */
function listNames(heading, files, room, model) {
    const listed = [];
    let text = '';
    let tokens = 0;
    if (files.length === 0)
        return { listed, text, tokens };
    const headingTokens = (0,context_budget/* countTokens */.ih)(heading, model);
    for (const file of files) {
        const entry = listEntry(file);
        const cost = (0,context_budget/* countTokens */.ih)(entry, model) + (listed.length === 0 ? headingTokens : 0);
        if (tokens + cost > room)
            break;
        text += listed.length === 0 ? heading + entry : entry;
        tokens += cost;
        listed.push(file);
    }
    return { listed, text, tokens };
}
/**
 * "Other modified files" then "Deleted files", names in that order until one does not fit `room`
 * tokens; then room is kept for a line saying how many were left out.
 */
function listAll(others, deleted, room, model) {
    const total = others.length + deleted.length;
    const attempt = (reserve) => {
        const otherList = listNames(OTHER_FILES_HEADING, others, room - reserve, model);
        // Names are listed in one order and stop at the first that does not fit.
        const deletedRoom = otherList.listed.length === others.length ? room - reserve - otherList.tokens : 0;
        const deletedList = listNames(DELETED_FILES_HEADING, deleted, deletedRoom, model);
        return { otherList, deletedList, tokens: otherList.tokens + deletedList.tokens };
    };
    let lists = attempt(0);
    let skipped = total - lists.otherList.listed.length - lists.deletedList.listed.length;
    let text = lists.otherList.text + lists.deletedList.text;
    if (skipped > 0) {
        // Room for the note with the largest count; the note actually written is checked exactly below.
        lists = attempt((0,context_budget/* countTokens */.ih)(skippedNote(total), model));
        skipped = total - lists.otherList.listed.length - lists.deletedList.listed.length;
        const note = skippedNote(skipped);
        text = lists.otherList.text + lists.deletedList.text;
        if (lists.tokens + (0,context_budget/* countTokens */.ih)(note, model) <= room)
            text += note;
    }
    return { text, others: lists.otherList.listed, deleted: lists.deletedList.listed, skipped };
}
function byTokensThenPath(a, b) {
    return a.tokens - b.tokens || compare(a.file.path, b.file.path);
}
/**
 * The smallest candidates first (by exact tokens, then path) while they fit `room`. Counts lazily:
 * a candidate is only encoded once its lower bound (nearly its count, and much cheaper) could make it
 * the next smallest, so a PR of thousands of files costs little more than the files that fit.
 */
function smallestFirst(candidates, room, model) {
    const pending = [...candidates].sort((a, b) => a.lowerBound - b.lowerBound || compare(a.file.path, b.file.path));
    const ready = [];
    const picked = [];
    let next = 0;
    let used = 0;
    for (;;) {
        for (let c = pending[next]; c && (ready.length === 0 || c.lowerBound <= ready[0].tokens); c = pending[++next]) {
            if (c.lowerBound > room - used)
                break;
            c.tokens = (0,context_budget/* countTokens */.ih)(c.text, model);
            let at = ready.findIndex((r) => byTokensThenPath(c, r) < 0);
            if (at === -1)
                at = ready.length;
            ready.splice(at, 0, c);
        }
        const best = ready.shift();
        if (!best || best.tokens > room - used)
            break;
        picked.push(best);
        used += best.tokens;
    }
    return { picked, used };
}
function validateLimits(budget, hardLimit) {
    if (!Number.isSafeInteger(budget) || budget < 0) {
        throw new Error(`A PR diff budget must be a whole number of tokens, 0 or more, got ${String(budget)}`);
    }
    if (!Number.isSafeInteger(hardLimit) || hardLimit < budget) {
        throw new Error(`A PR diff hard limit must be a whole number of tokens no smaller than the budget (${budget}), got ${String(hardLimit)}`);
    }
}
/** Compresses the changed files of a pull request into `options.budget` tokens (see the module doc). */
function compressPrDiff(files, options) {
    const { budget, model } = options;
    const hardLimit = options.hardLimit ?? budget;
    validateLimits(budget, hardLimit);
    const dropped = [];
    const keptFiles = [];
    for (const file of files) {
        const reason = dropReason(file);
        if (reason)
            dropped.push({ path: file.path, reason });
        else
            keptFiles.push(file);
    }
    const kept = groupFiles(keptFiles, options.languages);
    return (wholeDiff(kept, budget, model, options.fileText, dropped) ??
        compressedDiff(kept, budget, hardLimit, model, dropped));
}
/** Every file shown with widened hunks, or undefined when that does not fit the budget. */
function wholeDiff(kept, budget, model, fileText, dropped) {
    const shown = kept.filter((k) => hasShowablePatch(k.file)).map((k) => k.file);
    const unavailable = kept.filter((k) => !hasShowablePatch(k.file)).map((k) => k.file);
    const others = unavailable.filter((f) => f.status !== 'deleted');
    const deleted = unavailable.filter((f) => f.status === 'deleted');
    const lists = (others.length ? OTHER_FILES_HEADING + others.map(listEntry).join('') : '') + (deleted.length ? DELETED_FILES_HEADING + deleted.map(listEntry).join('') : '');
    const raw = shown.map((f) => section(f, f.patch ?? '')).join('') + lists;
    if ((0,context_budget/* tokenLowerBound */.bP)(raw, model, budget) > budget)
        return undefined;
    const text = shown.map((f) => section(f, widened(f, fileText))).join('') + lists;
    const tokens = (0,context_budget/* countTokens */.ih)(text, model);
    if (tokens > budget)
        return undefined;
    return {
        text,
        tokens,
        included: shown.map((f) => f.path),
        listedOnly: others.map((f) => f.path),
        deleted: deleted.map((f) => f.path),
        skipped: 0,
        fitsWhole: true,
        dropped,
    };
}
/** The over-budget path: smallest patches per language, then names up to the hard limit. */
function compressedDiff(kept, budget, hardLimit, model, dropped) {
    const room = Math.max(0, budget - PR_DIFF_BUFFER_TOKENS);
    const groups = new Map();
    const deleted = [];
    const notShown = new Set();
    for (const { file, group } of kept) {
        if (file.status === 'deleted') {
            deleted.push(file);
            continue;
        }
        const body = file.patch === undefined ? undefined : renderPatch(withoutDeletionOnlyHunks(parsePatch(file.patch)));
        if (body === undefined ? file.additions + file.deletions > 0 : body === '' && file.patch !== '') {
            notShown.add(file);
            continue;
        }
        const text = section(file, body ?? '');
        const list = groups.get(group) ?? [];
        list.push({ file, text, lowerBound: (0,context_budget/* tokenLowerBound */.bP)(text, model, room), tokens: Number.POSITIVE_INFINITY });
        groups.set(group, list);
    }
    const shown = [];
    let used = 0;
    for (const group of [...groups.keys()].sort((a, b) => a - b)) {
        const { picked, used: groupUsed } = smallestFirst(groups.get(group) ?? [], room - used, model);
        shown.push(...picked);
        used += groupUsed;
    }
    const shownFiles = new Set(shown.map((c) => c.file));
    const others = kept.map((k) => k.file).filter((f) => f.status !== 'deleted' && (notShown.has(f) || !shownFiles.has(f)));
    const lists = listAll(others, deleted, hardLimit - used, model);
    let text = shown.map((c) => c.text).join('') + lists.text;
    let tokens = (0,context_budget/* countTokens */.ih)(text, model);
    if (tokens > hardLimit) {
        // Counts add up part by part, so this does not happen; the hard limit holds even if it did.
        text = (0,context_budget/* truncateToTokens */.QF)(text, hardLimit, model);
        tokens = (0,context_budget/* countTokens */.ih)(text, model);
    }
    return {
        text,
        tokens,
        included: shown.map((c) => c.file.path),
        listedOnly: lists.others.map((f) => f.path),
        deleted: lists.deleted.map((f) => f.path),
        skipped: lists.skipped,
        fitsWhole: false,
        dropped,
    };
}

;// CONCATENATED MODULE: ./src/cli/bench-micro.ts
/**
 * The `micro` suite of `bench`: how long single pure steps take on large inputs built in memory
 * (edit application on a 10,000-line file, token counting and cutting, secret redaction, intent
 * detection, pull-request diff compression, the analysis of source built to be hard on it).
 * Reported, never asserted: the tests check what these steps return, the bench how fast they return
 * it on the machine at hand.
 */







/** Runs of each case; the median is reported. */
const MICRO_RUNS = 5;
const FILE_LINES = 10_000;
const BLOCKS = 100;
const BLOCK_STRIDE = 97;
const MEGABYTES_5 = 5_000_000;
function textOf(lines) {
    return lines.map((l) => `${l}\n`).join('');
}
function editBlock(original, updated, index) {
    return { path: 'big.py', original: textOf(original), updated: textOf(updated), index };
}
function applyCases() {
    const values = Array.from({ length: FILE_LINES }, (_, i) => `    value_${i} = compute(${i})`);
    const valueText = textOf(values);
    const at = (k) => k * BLOCK_STRIDE + 1;
    const exact = Array.from({ length: BLOCKS }, (_, k) => editBlock([values[at(k)]], [`${values[at(k)]} + 1`], k + 1));
    const tolerant = Array.from({ length: BLOCKS }, (_, k) => {
        const i = at(k);
        return editBlock([`value_${i} = compute(${i})  `, `value_${i + 1} = compute(${i + 1})`], [`value_${i} = 0`, `value_${i + 1} = compute(${i + 1})`], k + 1);
    });
    const mixed = Array.from({ length: FILE_LINES }, (_, i) => (i % 2 === 0 ? `# note ${i}` : `v${i} = ${i}`));
    const mixedText = textOf(mixed);
    const code = mixed.filter((l) => !l.startsWith('#'));
    return [
        { name: 'apply-strict', what: `${BLOCKS} exact blocks on a ${FILE_LINES.toLocaleString('en-US')}-line file`, run: () => void (0,apply/* applyBlocksToFile */.sU)('big.py', valueText, exact) },
        { name: 'apply-tolerant', what: `${BLOCKS} blocks with shifted indentation on a ${FILE_LINES.toLocaleString('en-US')}-line file`, run: () => void (0,apply/* applyBlocksToFile */.sU)('big.py', valueText, tolerant) },
        {
            name: 'apply-huge',
            what: `a 5,000-line rewrite, a 2,000-line block missing its comment lines and an elision over the whole ${FILE_LINES.toLocaleString('en-US')}-line file`,
            run: () => {
                (0,apply/* applyBlocksToFile */.sU)('big.py', mixedText, [editBlock(mixed.slice(0, 5_000), mixed.slice(0, 5_000).map((l) => `${l} # new`), 1)]);
                (0,apply/* applyBlocksToFile */.sU)('big.py', mixedText, [editBlock(code.slice(0, 2_000), [...code.slice(0, 1_999), 'v3999 = 0'], 1)]);
                (0,apply/* applyBlocksToFile */.sU)('big.py', mixedText, [editBlock(['v1 = 1', '...', 'v9999 = 9999'], ['v1 = -1', '...', 'v9999 = 9999'], 1)]);
            },
        },
    ];
}
function tokenCases() {
    const strings = Array.from({ length: 50 }, (_, i) => `+  const value${i} = compute(items[${i}]);`);
    const diff = '+x\n'.repeat(1_000_000);
    const line = 'export const value = computeSomething(input, 42);\n';
    const big = line.repeat(100_000);
    return [
        { name: 'count-short', what: '100,000 token counts of 50 short diff lines (cached)', run: () => strings.forEach((s) => { for (let r = 0; r < 2_000; r++)
                (0,context_budget/* countTokens */.ih)(s); }) },
        { name: 'fits-diff', what: 'whether a 1,000,000-line diff fits in 999,999 tokens', run: () => void (0,context_budget/* fitsInTokens */.qG)(diff, 999_999) },
        { name: 'truncate-5mb', what: 'a 5 MB text cut to 1,000 tokens', run: () => void (0,context_budget/* truncateToTokens */.QF)(big, 1_000) },
    ];
}
function redactorCases() {
    const clean = new secrets/* Redactor */.pO(['registered-secret', 'another-secret-value']);
    const line = 'const task = await fetch(url, { headers: { accept: "json" } }); // sk-learn AKIA Bearer x ghp_\n';
    const text = line.repeat(Math.ceil(MEGABYTES_5 / line.length));
    const hostile = `${'sk-'.repeat(300_000)}${'-----BEGIN PRIVATE KEY-----'.repeat(20_000)}${'Bearer '.repeat(100_000)}${'a'.repeat(1_000_000)}`;
    const plain = new secrets/* Redactor */.pO();
    return [
        { name: 'redact-5mb', what: '5 MB without secrets redacted and checked', run: () => void (clean.redact(text), clean.containsSecret(text)) },
        { name: 'redact-hostile', what: '3 MB built to make the patterns backtrack', run: () => void plain.redact(hostile) },
    ];
}
function prDiffCases() {
    const added = '+    result = compute_value(alpha, beta, gamma) + offset  # keep in sync\n';
    const huge = [
        { path: 'src/huge.py', status: 'added', additions: 70_000, deletions: 0, patch: `@@ -0,0 +1,70000 @@\n${added.repeat(70_000)}` },
        { path: 'src/small.py', status: 'modified', additions: 1, deletions: 0, patch: '@@ -1 +1,2 @@\n x = 1\n+y = 2' },
    ];
    const languages = ['py', 'ts', 'go', 'rs', 'md'];
    const many = Array.from({ length: 2_000 }, (_, i) => {
        const path = `pkg${i % 37}/module_${i}.${languages[i % languages.length]}`;
        const size = 3 + (i % 40);
        const body = Array.from({ length: size }, (_, j) => `+    item_${i}_${j} = transform(source[${j}], "label ${i}:${j}")`).join('\n');
        return { path, status: 'modified', additions: size, deletions: 0, patch: `@@ -${i},1 +${i},${size + 1} @@\n context_${i}\n${body}` };
    });
    return [
        { name: 'pr-diff-5mb', what: 'a pull request with a 5 MB patch compressed to 8,000 tokens', run: () => void compressPrDiff(huge, { budget: 8_000 }) },
        { name: 'pr-diff-2000', what: 'a pull request of 2,000 files compressed to 8,000 tokens', run: () => void compressPrDiff(many, { budget: 8_000, hardLimit: 9_000, model: 'gpt-5-mini' }) },
    ];
}
function intentCases() {
    const issue = 'The parser crashes with a TypeError when the input is empty. '.repeat(300);
    return [{ name: 'intent', what: 'the intent of an 18,000-character issue', run: () => void (0,intent/* detectIntent */.k)(issue) }];
}
/** Blocks of C in the analysis cases. */
const SOURCE_BLOCKS = 4_000;
/**
 * Source built to be hard on the analysis (a tree thousands of levels deep, one broken by thousands
 * of conditionals), and a plain file of the same blocks, to compare with.
 */
function analysisCases() {
    const kb = (text) => Math.round(text.length / 1_000);
    const blocks = SOURCE_BLOCKS.toLocaleString('en-US');
    const plain = Array.from({ length: SOURCE_BLOCKS }, (_, i) => `// Adds ${i}.\nint add${i}(int a) {\n  return a + ${i};\n}\n`).join('');
    const ifdef = Array.from({ length: SOURCE_BLOCKS }, (_, i) => `#ifdef A\n// Adds ${i}.\nint add${i}(int a) {\n#else\nint sub${i}(int a) {\n#endif\n  return a + ${i};\n}\n`).join('');
    const csharp = `namespace N {\nclass A {\n${Array.from({ length: SOURCE_BLOCKS }, (_, i) => `#if DEBUG\n/// <summary>Debug ${i}.</summary>\nvoid D${i}() {\n#else\n// Release ${i}.\nvoid R${i}() {\n#endif\n}\n`).join('')}}\n}\n`;
    const chain = `x${'.call()'.repeat(20_000)};\n`;
    const deep = `x = ${'[\n'.repeat(20_000)}${']\n'.repeat(20_000)}`;
    const analyze = (path, text) => async () => void (await (0,code_analyze.analyzeFile)(path, text));
    return [
        { name: 'analyze-plain', what: `${blocks} documented C functions (${kb(plain)} KB)`, run: analyze('plain.c', plain) },
        { name: 'analyze-ifdef', what: `${blocks} #ifdef blocks whose branches open different functions (${kb(ifdef)} KB)`, run: analyze('ifdef.c', ifdef) },
        { name: 'analyze-cs-if', what: `a C# class of ${blocks} #if blocks whose branches open different methods (${kb(csharp)} KB)`, run: analyze('A.cs', csharp) },
        { name: 'analyze-chain', what: `a chain of 20,000 calls on one line (${kb(chain)} KB of JavaScript)`, run: analyze('chain.js', chain) },
        { name: 'analyze-deep', what: `a list nested 20,000 levels deep (${kb(deep)} KB of Python)`, run: analyze('deep.py', deep) },
    ];
}
/** Every case of the suite, inputs built once. */
function microCases() {
    return [...applyCases(), ...tokenCases(), ...redactorCases(), ...prDiffCases(), ...intentCases(), ...analysisCases()];
}
/** Median time of each case over `runs` runs after one warm-up run; `clock` is `performance.now` unless given. */
async function runMicroBench(cases = microCases(), runs = MICRO_RUNS, clock = () => performance.now()) {
    const figures = [];
    for (const c of cases) {
        await c.run();
        const times = [];
        for (let i = 0; i < runs; i++) {
            const started = clock();
            await c.run();
            times.push(clock() - started);
        }
        figures.push({ name: c.name, what: c.what, ms: Math.round((0,metrics/* percentile */.Y)(times, 50) * 100) / 100 });
    }
    return figures;
}
function formatMicroBench(figures) {
    return figures.map((f) => `  ${f.name.padEnd(15)} ${String(f.ms).padStart(9)} ms  ${f.what}`).join('\n');
}

;// CONCATENATED MODULE: ./src/cli/bench-scale.ts
/**
 * The `scale` suite of `bench`: indexing cost as repositories grow, on synthetic trees of increasing
 * size (scripts/scale-corpus.mjs). For each tree, in new processes of the CLI: cold (until results
 * print), the save after them, warm search, an incremental run after 10 files changed, peak memory
 * and the store's size; beside them `rg -c` and `ctags -R` over the same tree in the same run. The
 * growth exponent of each phase is fitted between the trees of 5k files and more. Prints a table
 * ready for README.md.
 */







const WARM_RUNS = 3;
const PYTHON_COLD_RUNS = 3;
const PYTHON_WARM_RUNS = 5;
const RG_RUNS = 3;
/** Files changed for the incremental run. */
const INCREMENTAL_FILES = 10;
/** Exponents are fitted over trees at least this large. */
const FIT_FROM_FILES = 5_000;
const TIME = '/usr/bin/time';
/** Runs a command, timing it; peak memory from `/usr/bin/time` where there is one. */
function timed(command, args) {
    const withTime = (0,external_node_fs_.existsSync)(TIME);
    const started = performance.now();
    const request = withTime ? { command: TIME, args: ['-f', '%M', command, ...args] } : { command, args };
    const r = (0,programs/* runProgramSync */.x6)({ ...request, cwd: process.cwd(), allowEnv: (0,programs/* envNamesWithPrefix */.GS)('SWEEP_'), maxOutputBytes: 256 << 20 });
    const wallMs = performance.now() - started;
    if (r.status !== 0)
        throw new Error((0,programs/* programFailure */.H)(request, r));
    let stderr = r.stderr.toString('utf8');
    let rssMb = null;
    if (withTime) {
        const lines = stderr.trimEnd().split('\n');
        rssMb = Number(lines.pop()) / 1024;
        stderr = lines.join('\n');
    }
    return { wallMs, rssMb, stdout: r.stdout.toString('utf8'), stderr };
}
function bench_scale_search(cli, repo, query, cache) {
    const run = timed(process.execPath, [cli, 'search', '--repo', repo, '--query', query, '--json', '--cache-dir', cache]);
    const resultsMs = JSON.parse(run.stdout).timings.totalMs;
    return { ...run, resultsMs };
}
function gitFiles(repo) {
    return (0,git_run/* gitOutputSync */.Bg)(repo, ['ls-files', '-z'], { readOnly: true, maxOutputBytes: 512 << 20 }).toString('utf8').split('\0').filter(Boolean);
}
function countLines(repo, files) {
    let lines = 0;
    for (const f of files) {
        let text;
        try {
            text = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(repo, f), 'latin1');
        }
        catch {
            // Listed by git, not in the work tree (a sparse checkout, a submodule folder).
            continue;
        }
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
            lines++;
    }
    return lines;
}
function folderBytes(dir) {
    let total = 0;
    for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true })) {
        const full = (0,external_node_path_.join)(dir, entry.name);
        total += entry.isDirectory() ? folderBytes(full) : (0,external_node_fs_.statSync)(full).size;
    }
    return total;
}
function median(values) {
    return (0,metrics/* percentile */.Y)(values, 50);
}
/** `rg -c` over the tree (median), or null without ripgrep. */
function rgMs(repo, word) {
    if (!(0,programs/* hasProgram */.Dt)('rg'))
        return null;
    return median(Array.from({ length: RG_RUNS }, () => timed('rg', ['-c', '--no-messages', word, repo]).wallMs));
}
/** `ctags -R` over the tree, or null without universal-ctags. */
function ctagsMs(repo) {
    if (!(0,programs/* hasProgram */.Dt)('ctags'))
        return null;
    const out = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'sweep-ctags-'));
    try {
        return timed('ctags', ['-R', '-f', (0,external_node_path_.join)(out, 'tags'), repo]).wallMs;
    }
    finally {
        (0,external_node_fs_.rmSync)(out, { recursive: true, force: true });
    }
}
/** Appends a line to INCREMENTAL_FILES source files spread over the tree. */
function changeFiles(repo, files) {
    const sources = files.filter((f) => /\.(?:py|java|go|rs|rb|cpp|js|ts|mjs|cjs)$/.test(f));
    const step = Math.max(1, Math.floor(sources.length / INCREMENTAL_FILES));
    for (let i = 0; i < INCREMENTAL_FILES && i * step < sources.length; i++) {
        const file = sources[i * step];
        (0,external_node_fs_.appendFileSync)((0,external_node_path_.join)(repo, file), file.endsWith('.py') || file.endsWith('.rb') ? '\n# changed for the bench\n' : '\n// changed for the bench\n');
    }
}
/** Measures one tree (its files are changed by the incremental step, then restored with git). */
function measureTree(cli, repo, query) {
    const files = gitFiles(repo);
    const cache = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'sweep-scale-'));
    try {
        const cold = bench_scale_search(cli, repo, query, cache);
        const storeMb = folderBytes(cache) / (1 << 20);
        const warm = median(Array.from({ length: WARM_RUNS }, () => bench_scale_search(cli, repo, query, cache).wallMs));
        changeFiles(repo, files);
        const incremental = bench_scale_search(cli, repo, query, cache);
        (0,git_run/* gitOutputSync */.Bg)(repo, ['checkout', '-q', '--', '.']);
        const word = query.split(/\W+/).find((w) => w.length > 4) ?? 'error';
        return {
            files: files.length,
            lines: countLines(repo, files),
            coldMs: (0,common/* round */.LI)(cold.resultsMs, 0),
            saveMs: (0,common/* round */.LI)(Math.max(0, cold.wallMs - cold.resultsMs), 0),
            warmMs: (0,common/* round */.LI)(warm, 0),
            incrementalMs: (0,common/* round */.LI)(incremental.resultsMs, 0),
            incrementalTotalMs: (0,common/* round */.LI)(incremental.wallMs, 0),
            peakRssMb: cold.rssMb === null ? null : (0,common/* round */.LI)(cold.rssMb, 0),
            storeMb: (0,common/* round */.LI)(storeMb, 1),
            rgMs: (() => {
                const v = rgMs(repo, word);
                return v === null ? null : (0,common/* round */.LI)(v, 0);
            })(),
            ctagsMs: (() => {
                const v = ctagsMs(repo);
                return v === null ? null : (0,common/* round */.LI)(v, 0);
            })(),
        };
    }
    finally {
        (0,external_node_fs_.rmSync)(cache, { recursive: true, force: true });
    }
}
/** Least-squares slope of log(value) over log(files): the growth exponent. */
function growthExponent(points) {
    const usable = points.filter((p) => p.files > 0 && p.value > 0);
    if (usable.length < 2)
        return undefined;
    const xs = usable.map((p) => Math.log(p.files));
    const ys = usable.map((p) => Math.log(p.value));
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
    const my = ys.reduce((a, b) => a + b, 0) / ys.length;
    let num = 0;
    let den = 0;
    xs.forEach((x, i) => {
        num += (x - mx) * (ys[i] - my);
        den += (x - mx) ** 2;
    });
    return den ? (0,common/* round */.LI)(num / den, 2) : undefined;
}
function exponentsOf(rows) {
    const fitted = rows.filter((r) => r.files >= FIT_FROM_FILES);
    const out = {};
    for (const key of ['coldMs', 'saveMs', 'warmMs', 'incrementalTotalMs', 'peakRssMb', 'storeMb', 'rgMs', 'ctagsMs']) {
        const e = growthExponent(fitted.map((r) => ({ files: r.files, value: r[key] ?? 0 })));
        if (e !== undefined)
            out[key] = e;
    }
    return out;
}
/** The sympy-sized case: a cold index and warm CLI searches of a Python tree. */
function measurePython(cli, repo, query) {
    const files = gitFiles(repo);
    // A tree this small is measured more than once: the median of PYTHON_COLD_RUNS cold runs (each
    // from an empty cache), and of PYTHON_WARM_RUNS warm searches after each.
    const cold = [];
    const warm = [];
    for (let run = 0; run < PYTHON_COLD_RUNS; run++) {
        const cache = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'sweep-scale-py-'));
        try {
            cold.push(bench_scale_search(cli, repo, query, cache).resultsMs);
            for (let i = 0; i < PYTHON_WARM_RUNS; i++)
                warm.push(bench_scale_search(cli, repo, query, cache).wallMs);
        }
        finally {
            (0,external_node_fs_.rmSync)(cache, { recursive: true, force: true });
        }
    }
    return { files: files.length, lines: countLines(repo, files), coldMs: (0,common/* round */.LI)(median(cold), 0), warmMs: (0,common/* round */.LI)(median(warm), 0) };
}
function seconds(ms) {
    return ms === null ? 'n/a' : ms >= 10_000 ? `${(ms / 1000).toFixed(0)} s` : `${(ms / 1000).toFixed(2)} s`;
}
function ratio(ms, base) {
    return base ? ` (${(ms / base).toFixed(0)}×)` : '';
}
/** The report as Markdown: one row per tree, then the fitted exponents. */
function formatScaleTable(report) {
    const lines = [
        '| Files | Lines | Cold, until results (× ctags -R) | Save after results | Warm search (× rg) | 10 files changed, with save | Peak RSS | Store | rg -c | ctags -R |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ];
    for (const r of report.rows) {
        lines.push(`| ${r.files.toLocaleString('en')} | ${r.lines.toLocaleString('en')} | ${seconds(r.coldMs)}${ratio(r.coldMs, r.ctagsMs)} | ${seconds(r.saveMs)} | ${seconds(r.warmMs)}${ratio(r.warmMs, r.rgMs)} | ${seconds(r.incrementalTotalMs)} (results ${seconds(r.incrementalMs)}) | ${r.peakRssMb === null ? 'n/a' : `${r.peakRssMb} MB`} | ${r.storeMb} MB | ${seconds(r.rgMs)} | ${seconds(r.ctagsMs)} |`);
    }
    const e = report.exponents;
    const x = (v) => (v === undefined ? 'n/a' : v.toFixed(2));
    lines.push(`| growth exponent, ${FIT_FROM_FILES.toLocaleString('en')} files and up | | ${x(e.coldMs)} | ${x(e.saveMs)} | ${x(e.warmMs)} | ${x(e.incrementalTotalMs)} | ${x(e.peakRssMb)} | ${x(e.storeMb)} | ${x(e.rgMs)} | ${x(e.ctagsMs)} |`);
    if (report.python) {
        const p = report.python;
        lines.push('', `Python tree of ${p.files.toLocaleString('en')} files, ${p.lines.toLocaleString('en')} lines: cold until results ${seconds(p.coldMs)} (median of ${PYTHON_COLD_RUNS}), warm CLI search ${seconds(p.warmMs)} (median of ${PYTHON_COLD_RUNS * PYTHON_WARM_RUNS}).`);
    }
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/cli/bench-real.ts
/**
 * The `real` suite of `bench`: real checkouts measured end to end as a user meets them, each phase
 * in a new process of the CLI: a cold search with its save (until results, and the whole process),
 * warm searches (the median of WARM_RUNS), searches after 10 and after 100 files changed (each
 * with its save), the cold run's peak memory, and beside them `rg -c` and `ctags -R` over the same
 * tree in the same run. With several rounds, the cold and changed-file phases are repeated from a
 * new index folder each round and their medians reported (each round's cold time kept too). The machine (cores, memory) and its load average before and after are
 * printed with the table. Changed files are written back byte for byte afterwards; only files git
 * reports unchanged are touched.
 */






const REAL_WARM_RUNS = 15;
/** Rounds of the cold and changed-file phases when not told (their medians are reported). */
const REAL_ROUNDS = 3;
/** The sizes of the incremental runs. */
const CHANGED_FILES = [10, 100];
const SOURCE = /\.(?:py|java|go|rs|rb|cpp|cc|c|h|hpp|js|ts|tsx|mjs|cjs|cs|php|kt|scala)$/;
/** Source files spread over the tree that git says are unchanged, `count` of them. */
function pickFiles(files, dirty, count) {
    const sources = files.filter((f) => SOURCE.test(f) && !dirty.has(f));
    const step = Math.max(1, Math.floor(sources.length / count));
    const picked = [];
    for (let i = 0; picked.length < count && i * step < sources.length; i++)
        picked.push(sources[i * step]);
    return picked;
}
/** Appends a comment line to each of `files` and returns how to put them back. */
function change(repo, files) {
    const before = files.map((f) => [f, (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(repo, f))]);
    for (const [f, bytes] of before)
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(repo, f), Buffer.concat([bytes, Buffer.from(/\.(?:py|rb)$/.test(f) ? '\n# changed for the bench\n' : '\n// changed for the bench\n')]));
    return () => {
        for (const [f, bytes] of before)
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(repo, f), bytes);
    };
}
/** One round of the cold and changed-file phases, from a new index folder (warm runs in the first). */
function measureRound(cli, repo, query, files, dirty, warmRuns) {
    const cache = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'sweep-real-'));
    try {
        const cold = bench_scale_search(cli, repo, query, cache);
        const warm = warmRuns > 0 ? median(Array.from({ length: warmRuns }, () => bench_scale_search(cli, repo, query, cache).wallMs)) : undefined;
        const changed = {};
        for (const count of CHANGED_FILES) {
            const restore = change(repo, pickFiles(files, dirty, count));
            try {
                changed[count] = bench_scale_search(cli, repo, query, cache).wallMs;
            }
            finally {
                restore();
            }
            // Back to the committed state in the persisted index too.
            bench_scale_search(cli, repo, query, cache);
        }
        return { cold, warm, changed };
    }
    finally {
        (0,external_node_fs_.rmSync)(cache, { recursive: true, force: true });
    }
}
/** One real checkout, measured: `rounds` rounds of the cold and changed-file phases, their medians. */
function measureReal(cli, repo, query, warmRuns = REAL_WARM_RUNS, rounds = REAL_ROUNDS) {
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(repo, '.git')))
        throw new Error(`${repo} is not a git checkout: the real suite measures a repository as git lists it`);
    if (!Number.isInteger(rounds) || rounds < 1)
        throw new Error(`rounds must be a whole number of at least 1, got ${rounds}`);
    const files = gitFiles(repo);
    const dirty = new Set((0,git_run/* gitOutputSync */.Bg)(repo, ['status', '--porcelain', '-z', '--untracked-files=no'], { readOnly: true }).toString('utf8').split('\0').filter((e) => e.length > 3).map((e) => e.slice(3)));
    const measured = Array.from({ length: rounds }, (_, i) => measureRound(cli, repo, query, files, dirty, i === 0 ? warmRuns : 0));
    const word = query.split(/\W+/).find((w) => w.length > 4) ?? 'error';
    const rg = rgMs(repo, word);
    const ctags = ctagsMs(repo);
    const peaks = measured.map((m) => m.cold.rssMb).filter((v) => v !== null);
    const changedMs = {};
    for (const count of CHANGED_FILES)
        changedMs[count] = (0,common/* round */.LI)(median(measured.map((m) => m.changed[count])), 0);
    return {
        repo,
        commit: (0,git_run/* gitOutputSync */.Bg)(repo, ['rev-parse', '--short=12', 'HEAD'], { readOnly: true }).toString('utf8').trim(),
        files: files.length,
        lines: countLines(repo, files),
        coldMs: (0,common/* round */.LI)(median(measured.map((m) => m.cold.resultsMs)), 0),
        coldTotalMs: (0,common/* round */.LI)(median(measured.map((m) => m.cold.wallMs)), 0),
        warmMs: (0,common/* round */.LI)(measured[0].warm, 0),
        changedMs,
        peakRssMb: peaks.length ? (0,common/* round */.LI)(Math.max(...peaks), 0) : null,
        rgMs: rg === null ? null : (0,common/* round */.LI)(rg, 0),
        ctagsMs: ctags === null ? null : (0,common/* round */.LI)(ctags, 0),
        coldRoundsMs: measured.map((m) => (0,common/* round */.LI)(m.cold.wallMs, 0)),
    };
}
function measureRealRepos(cli, repos, query, rounds = REAL_ROUNDS) {
    const loadBefore = (0,external_node_os_.loadavg)().map((l) => (0,common/* round */.LI)(l, 2));
    const rows = repos.map((repo) => measureReal(cli, repo, query, REAL_WARM_RUNS, rounds));
    const cores = (0,external_node_os_.cpus)();
    return {
        machine: `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown'}), ${Math.round((0,external_node_os_.totalmem)() / 2 ** 30)} GiB, Node.js ${process.version}`,
        loadBefore,
        loadAfter: (0,external_node_os_.loadavg)().map((l) => (0,common/* round */.LI)(l, 2)),
        rounds,
        rows,
    };
}
const bench_real_ratio = (ms, base) => (base ? ` (${(ms / base).toFixed(1)}×)` : '');
/** The report as Markdown, ready for docs/benchmarks.md. */
function formatRealTable(report) {
    const of = report.rounds > 1 ? `, median of ${report.rounds}` : '';
    const lines = [
        `Machine: ${report.machine}; load average ${report.loadBefore.join(' / ')} before, ${report.loadAfter.join(' / ')} after.`,
        '',
        `| Repository | Commit | Files | Lines | Cold, until results${of} | Cold with save${of} (× ctags -R) | Cold with save, each round | Warm search, median of ${REAL_WARM_RUNS} (× rg -c) | 10 files changed${of} | 100 files changed${of} | Peak RSS | rg -c | ctags -R |`,
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ];
    for (const r of report.rows) {
        const pct = (ms) => ` (${Math.round((ms / r.coldTotalMs) * 100)}% of cold)`;
        lines.push(`| ${r.repo} | ${r.commit} | ${r.files.toLocaleString('en')} | ${r.lines.toLocaleString('en')} | ${seconds(r.coldMs)} | ${seconds(r.coldTotalMs)}${bench_real_ratio(r.coldTotalMs, r.ctagsMs)} | ${r.coldRoundsMs.map((ms) => seconds(ms)).join(', ')} | ${seconds(r.warmMs)}${bench_real_ratio(r.warmMs, r.rgMs)} | ${seconds(r.changedMs[10])}${pct(r.changedMs[10])} | ${seconds(r.changedMs[100])}${pct(r.changedMs[100])} | ${r.peakRssMb === null ? 'n/a' : `${r.peakRssMb} MB`} | ${seconds(r.rgMs)} | ${seconds(r.ctagsMs)} |`);
    }
    return lines.join('\n');
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./src/repo/walk.ts + 1 modules
var walk = __webpack_require__(9673);
;// CONCATENATED MODULE: ./src/cli/bench-run.ts
/**
 * The `run` suite of `bench`: `run --dry-run` on a repository end to end, against a local
 * OpenAI-compatible server that answers every call after a fixed delay (plan, edit, self-review).
 * The delay stands in for the model's latency (work scheduled behind it, such as writing the index,
 * stays hidden as it would be) and is subtracted: what remains is everything but the model.
 */







/** How long the local model takes to answer each call. */
const MODEL_LATENCY_MS = 1_000;
const bench_run_WARM_RUNS = 3;
/** A file with a line of code that occurs once in it, for the scripted edit to change. */
function editTarget(files) {
    for (const { path, text } of files) {
        const lines = text.split('\n');
        const counts = new Map();
        for (const l of lines)
            counts.set(l, (counts.get(l) ?? 0) + 1);
        const line = lines.find((l) => l.trim().length > 30 && l.trim().length < 200 && counts.get(l) === 1 && !/[<>=]{7}/.test(l));
        if (line !== undefined)
            return { path, line };
    }
    return undefined;
}
function completion(content) {
    return JSON.stringify({
        id: 'bench',
        object: 'chat.completion',
        created: 0,
        model: 'bench',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
}
/** A local model server replying to chat completions with `replies` in turn, each after `latencyMs`. */
async function scriptedModel(replies, latencyMs) {
    let calls = 0;
    const server = (0,external_node_http_.createServer)((req, res) => {
        req.resume();
        req.on('end', () => {
            const content = replies[calls++ % replies.length];
            setTimeout(() => {
                res.setHeader('content-type', 'application/json');
                res.end(completion(content));
            }, latencyMs);
        });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    return { server, url: `http://127.0.0.1:${port}/v1`, calls: () => calls };
}
async function runBench(repo, cli, latencyMs = MODEL_LATENCY_MS) {
    const walked = await (0,walk/* walkRepo */.Mf)(repo);
    const sources = walked.files
        .filter((f) => /\.(?:py|ts|tsx|js|go|rs|java|rb|cpp|cc|h|cs|php)$/.test(f.path))
        .slice(0, 200)
        .map((f) => ({ path: f.path, text: (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(repo, f.path), 'utf8') }));
    const target = editTarget(sources);
    if (!target)
        return 'no source file with a line to edit';
    const plan = JSON.stringify({ root_cause: 'bench', plan: 'Mark the line.', changes: [{ path: target.path, action: 'modify', instructions: 'mark the line' }] });
    // A blank line after it: a change that keeps any language's syntax valid.
    const edit = `${target.path}\n<<<<<<< ORIGINAL\n${target.line}\n=======\n${target.line}\n\n>>>>>>> UPDATED\n`;
    const model = await scriptedModel([plan, edit, '{"approved": true, "problems": []}'], latencyMs);
    const cache = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'sweep-bench-run-'));
    const once = () => new Promise((resolve, reject) => {
        const before = model.calls();
        const started = performance.now();
        const args = [cli, 'run', '--repo', repo, '--issue', `Mark the line in ${target.path}`, '--dry-run', '--cache-dir', cache];
        const request = { command: process.execPath, args, cwd: process.cwd(), allowEnv: (0,programs/* envNamesWithPrefix */.GS)('SWEEP_'), env: { OPENAI_BASE_URL: model.url, OPENAI_API_KEY: 'bench' }, maxOutputBytes: 64 << 20 };
        (0,programs/* runProgram */.mB)(request).then((result) => {
            if (result.status !== 0)
                reject(new Error(`run failed: ${(0,programs/* programFailure */.H)(request, result)}`));
            else
                resolve({ ms: performance.now() - started, calls: model.calls() - before });
        }, reject);
    });
    try {
        const cold = await once();
        const warm = [];
        for (let i = 0; i < bench_run_WARM_RUNS; i++)
            warm.push(await once());
        const without = (r) => r.ms - r.calls * latencyMs;
        return {
            target: target.path,
            latencyMs,
            calls: cold.calls,
            coldMs: Math.round(without(cold)),
            warmMs: Math.round((0,metrics/* percentile */.Y)(warm.map(without), 50)),
        };
    }
    finally {
        model.server.close();
        (0,external_node_fs_.rmSync)(cache, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/cli/bench.ts
/**
 * `bench`: speed, memory and agreement benchmarks on a repository, each speed figure also given as a
 * ratio against ripgrep scanning the same tree in the same run.
 *  - index: cold index (no cache), warm CLI search end to end, warm in-process query, peak memory,
 *    warm context assembly and warm definition cards;
 *  - ctags: definitions found versus universal-ctags, per language;
 *  - edits: blocks built from real commits applied unchanged and under model slips;
 *  - run: `run --dry-run` end to end without the model's latency (see bench-run.ts);
 *  - micro: single pure steps on large inputs built in memory (see bench-micro.ts).
 *  - scale: indexing as repositories grow, on synthetic trees (see bench-scale.ts).
 *  - adversarial: the query stage on queries built against backtracking patterns (see bench-adversarial.ts).
 */





















const DEFAULT_QUERY = 'error when parsing an empty configuration file: the default options are not applied';
const CLI_RUNS = 5;
const QUERY_RUNS = 20;
const bench_RG_RUNS = 5;
function bench_median(values) {
    return (0,metrics/* percentile */.Y)(values, 50);
}
function timeRg(repo, word) {
    const times = [];
    for (let i = 0; i < bench_RG_RUNS; i++) {
        const start = performance.now();
        if (!(0,programs/* hasProgram */.Dt)('rg'))
            return null;
        (0,programs/* runProgramSync */.x6)({ command: 'rg', args: ['-c', '--no-messages', word, repo], cwd: process.cwd() });
        times.push(performance.now() - start);
    }
    return bench_median(times);
}
async function indexBench(repo, query, cli) {
    const cache = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'sweep-bench-'));
    try {
        const t0 = performance.now();
        let cold = await (0,indexer/* buildIndex */.X)(repo, { cacheDir: cache });
        const coldIndexMs = performance.now() - t0;
        // The CLI runs below must find the store on disk.
        await cold.persisted;
        const peakRssMb = process.resourceUsage().maxRSS / 1024;
        // Only its counts are kept: the in-process timings below run with one index in memory, as the
        // Action and the CLI do.
        const { files, lines } = cold.stats;
        cold = undefined;
        const cliRuns = async (command, ...args) => {
            const runs = [];
            for (let i = 0; i < CLI_RUNS; i++) {
                const start = performance.now();
                const request = { command: process.execPath, args: [cli, command, '--repo', repo, '--query', query, '--json', '--cache-dir', cache, ...args], cwd: process.cwd(), allowEnv: (0,programs/* envNamesWithPrefix */.GS)('SWEEP_'), maxOutputBytes: 64 << 20 };
                const result = await (0,programs/* runProgram */.mB)(request);
                if (result.status !== 0)
                    throw new Error((0,programs/* programFailure */.H)(request, result));
                const stderr = result.stderr.toString('utf8');
                runs.push({ ms: performance.now() - start, stderr });
            }
            return runs;
        };
        const cliContextTimes = (await cliRuns('context', '--no-links', '--timings')).map(({ stderr }) => {
            const m = /context: search ([\d.]+) ms, gather and assemble ([\d.]+) ms/.exec(stderr);
            if (!m)
                throw new Error(`context printed no timings: ${stderr.trim().slice(-200)}`);
            return Number(m[1]) + Number(m[2]);
        });
        const cliTimes = (await cliRuns('search')).map((r) => r.ms);
        const t1 = performance.now();
        const warm = await (0,indexer/* buildIndex */.X)(repo, { cacheDir: cache });
        const warmLoadMs = performance.now() - t1;
        const read = (0,common/* fileReader */.q2)(warm);
        const { count, atLeast } = (0,context_budget/* tokenMeasure */.yJ)();
        // The first context from the freshly loaded index, as `context` and the Action make it: search,
        // details, graph, gathering and assembly with no token count cached yet (the encoder is built
        // while indexing).
        const encoderStarted = performance.now();
        (0,context_budget/* warmEncoder */.Qz)();
        const encoderMs = performance.now() - encoderStarted;
        const firstStarted = performance.now();
        const forContext = (0,search/* search */.$P)(warm, query, { top: 10, snippets: 8, readText: read });
        (0,assemble/* assembleContext */.uE)(forContext.intent.kind, await (0,gather/* gatherContextItems */.NX)(warm, forContext, read), 8000, count, atLeast);
        const firstContextMs = performance.now() - firstStarted;
        const queryTimes = [];
        for (let i = 0; i < QUERY_RUNS; i++)
            queryTimes.push((0,search/* search */.$P)(warm, query, { readText: read }).queryMs);
        const contextTimes = [];
        const assembleTimes = [];
        for (let i = 0; i < QUERY_RUNS; i++) {
            const started = performance.now();
            const items = await (0,gather/* gatherContextItems */.NX)(warm, forContext, read);
            const gathered = performance.now();
            (0,assemble/* assembleContext */.uE)(forContext.intent.kind, items, 8000, count, atLeast);
            const done = performance.now();
            contextTimes.push(done - started);
            assembleTimes.push(done - gathered);
        }
        // Definition cards, warm: each top entity's name resolved from the top files and rendered.
        const graph = warm.graph();
        const topFiles = forContext.files.map((f) => f.path);
        const names = [...new Set(forContext.entities.map((e) => e.name))];
        const cardRound = () => names.map((name) => {
            const started = performance.now();
            for (const resolved of (0,symbols/* resolveSymbols */.Ut)(graph, [name], topFiles)) {
                const best = resolved.definitions[0];
                if (best)
                    (0,symbols/* renderCard */.Tm)((0,symbols/* cardFor */.U)(best, read), 'standard');
            }
            return performance.now() - started;
        });
        cardRound(); // warm-up
        const cardTimes = Array.from({ length: 5 }, cardRound).flat();
        const word = query.split(/\W+/).find((w) => w.length > 4) ?? 'error';
        const rgMs = timeRg(repo, word);
        const warmCliMs = bench_median(cliTimes);
        const warmQueryMs = bench_median(queryTimes);
        const ratio = (v) => (rgMs ? (0,common/* round */.LI)(v / rgMs, 1) : null);
        return {
            files,
            lines,
            coldIndexMs: (0,common/* round */.LI)(coldIndexMs, 0),
            peakRssMb: (0,common/* round */.LI)(peakRssMb, 0),
            warmCliMs: (0,common/* round */.LI)(warmCliMs, 0),
            warmLoadMs: (0,common/* round */.LI)(warmLoadMs, 0),
            warmQueryMs: (0,common/* round */.LI)(warmQueryMs, 1),
            contextMs: (0,common/* round */.LI)(bench_median(contextTimes), 1),
            encoderMs: (0,common/* round */.LI)(encoderMs, 1),
            firstContextMs: (0,common/* round */.LI)(firstContextMs, 1),
            cliContextMs: (0,common/* round */.LI)(bench_median(cliContextTimes), 1),
            assembleMs: (0,common/* round */.LI)(bench_median(assembleTimes), 2),
            cardMs: cardTimes.length ? (0,common/* round */.LI)(bench_median(cardTimes), 3) : 0,
            cards: names.length,
            rgMs: rgMs === null ? null : (0,common/* round */.LI)(rgMs, 1),
            ratios: { coldIndex: ratio(coldIndexMs), warmCli: ratio(warmCliMs), warmQuery: ratio(warmQueryMs) },
        };
    }
    finally {
        (0,external_node_fs_.rmSync)(cache, { recursive: true, force: true });
    }
}
async function ctagsBench(repo) {
    if (!(0,programs/* hasProgram */.Dt)('ctags'))
        return 'universal-ctags is not installed (apt-get install universal-ctags)';
    const index = await (0,indexer/* buildIndex */.X)(repo, { cacheDir: false, history: false });
    index.ensureDetails();
    const tags = await runCtags(repo, index.files.map((f) => f.path));
    // What the parser finds is compared: files indexed for their imports only (tests) are parsed whole.
    const read = (0,common/* fileReader */.q2)(index);
    const whole = new Map();
    for (const f of index.files)
        whole.set(f.path, await (0,code_analyze/* wholeDefinitions */.E)(f.record.analysis, f.path, read));
    return compareWithCtags(tags, (path) => whole.get(path));
}
const SUITES = ['index', 'ctags', 'edits', 'run', 'micro', 'all', 'scale', 'real', 'adversarial'];
/** Commits of history the edits suite builds blocks from (`--edits-commits`). */
const EDIT_BENCH_COMMITS = 500;
async function benchCommand(values, io) {
    const repo = (0,common/* repoArg */.V9)(values);
    const suite = typeof values.suite === 'string' ? values.suite : 'index';
    if (!SUITES.includes(suite))
        throw new args/* UsageError */.eb(`--suite must be one of ${SUITES.join(', ')}, got '${suite}'`);
    const query = values.query !== undefined || values['query-file'] !== undefined ? (0,common/* textArg */.U6)(values, 'query') : DEFAULT_QUERY;
    const cli = process.argv[1] ?? 'dist/cli.js';
    const report = { repo };
    if (suite === 'index' || suite === 'all')
        report.index = await indexBench(repo, query, cli);
    if (suite === 'ctags' || suite === 'all')
        report.ctags = await ctagsBench(repo);
    if (suite === 'edits' || suite === 'all')
        report.edits = await runEditBench(editRepo(values, repo), { commits: (0,common/* intArg */.Gp)(values, 'edits-commits', EDIT_BENCH_COMMITS) });
    if (suite === 'run' || suite === 'all')
        report.run = await runBench(repo, cli);
    if (suite === 'micro' || suite === 'all')
        report.micro = await runMicroBench();
    if (suite === 'scale')
        report.scale = scaleBench(values, cli, query);
    if (suite === 'real')
        report.real = measureRealRepos(cli, [repo, ...(typeof values['real-repos'] === 'string' ? values['real-repos'].split(',').filter(Boolean) : [])], query, (0,common/* intArg */.Gp)(values, 'rounds', REAL_ROUNDS));
    if (suite === 'adversarial') {
        const index = await (0,indexer/* buildIndex */.X)(repo, { cacheDir: false });
        report.adversarial = runAdversarialBench(index, (0,common/* fileReader */.q2)(index), query);
    }
    if (values.json) {
        (0,common/* printJson */.Q2)(io, report);
        return 0;
    }
    const index = report.index;
    if (index) {
        const r = (v) => (v === null ? 'n/a' : `${v}x rg`);
        io.stdout(`index suite on ${repo}: ${index.files} files, ${index.lines} lines\n`);
        io.stdout(`  cold index        ${index.coldIndexMs} ms (${r(index.ratios.coldIndex)}), peak RSS ${index.peakRssMb} MB\n`);
        io.stdout(`  warm CLI search   ${index.warmCliMs} ms end to end (${r(index.ratios.warmCli)})\n`);
        io.stdout(`  warm load         ${index.warmLoadMs} ms; warm query ${index.warmQueryMs} ms in process (${r(index.ratios.warmQuery)})\n`);
        io.stdout(`  warm context      ${index.contextMs} ms to gather and assemble 8,000 tokens in process (assembly ${index.assembleMs} ms); first context from a loaded index, search included: ${index.firstContextMs} ms\n`);
        io.stdout(`  CLI context       ${index.cliContextMs} ms for search, gathering and assembly in a new process from the persisted index\n`);
        io.stdout(`  token counting    ${index.encoderMs} ms to build its tables\n`);
        io.stdout(`  warm cards        ${index.cardMs} ms to resolve a symbol and render its card (median over ${index.cards} names)\n`);
        io.stdout(`  rg -c over the tree ${index.rgMs ?? 'n/a'} ms\n`);
    }
    const real = report.real;
    if (real)
        io.stdout(`real suite (cold and changed files: ${real.rounds === 1 ? 'one round' : `the median of ${real.rounds} rounds`}; warm the median of ${REAL_WARM_RUNS}; each phase in a new process of the CLI):\n${formatRealTable(real)}\n`);
    const scale = report.scale;
    if (scale)
        io.stdout(`scale suite (one run; absolute times depend on the machine's load, ratios and exponents less):\n${formatScaleTable(scale)}\n`);
    const adversarial = report.adversarial;
    if (adversarial) {
        const templates = adversarial.templates ? `${adversarial.templates} issue or pull request template${adversarial.templates === 1 ? '' : 's'}` : 'no template';
        io.stdout(`adversarial suite on ${repo} (${adversarial.files} files, ${templates}): the query stage in process, one run per query:\n${formatAdversarialTable(adversarial)}\n`);
    }
    const ctags = report.ctags;
    if (typeof ctags === 'string')
        io.stdout(`ctags suite: ${ctags}\n`);
    else if (ctags) {
        io.stdout('ctags suite: language, ctags tags, found by name, found at the right line\n');
        for (const row of ctags) {
            const pct = (n) => `${((100 * n) / Math.max(row.tags, 1)).toFixed(1)}%`;
            io.stdout(`  ${row.language.padEnd(11)} ${String(row.tags).padStart(6)}  ${pct(row.found).padStart(6)}  ${pct(row.correctLine).padStart(6)}\n`);
            for (const example of row.examples.slice(0, 3))
                io.stdout(`      miss: ${example}\n`);
        }
    }
    if (report.edits)
        io.stdout(`edits suite (blocks from real commits of ${editRepo(values, repo)}):\n${formatEditBenchTable(report.edits)}\n`);
    const run = report.run;
    if (typeof run === 'string')
        io.stdout(`run suite: ${run}\n`);
    else if (run) {
        io.stdout(`run suite (run --dry-run editing ${run.target}; ${run.calls} model calls answered after ${run.latencyMs} ms each, subtracted):\n`);
        io.stdout(`  cold ${run.coldMs} ms, with the persisted index ${run.warmMs} ms\n`);
    }
    const micro = report.micro;
    if (micro)
        io.stdout(`micro suite (median of each step on inputs built in memory):\n${formatMicroBench(micro)}\n`);
    return 0;
}
/** The scale suite over --scale-repos (and --python-repo). */
function scaleBench(values, cli, query) {
    const repos = typeof values['scale-repos'] === 'string' ? values['scale-repos'].split(',').filter(Boolean) : [];
    if (!repos.length)
        throw new args/* UsageError */.eb('--suite scale needs --scale-repos DIR,DIR,... (npm run bench -- --suite scale builds them)');
    const rows = repos.map((repo) => measureTree(cli, repo, query));
    const python = typeof values['python-repo'] === 'string' ? measurePython(cli, values['python-repo'], query) : undefined;
    return { rows, exponents: exponentsOf(rows), ...(python ? { python } : {}) };
}
/** The repository whose history the edits suite uses: --edits-repo, else the benched one. */
function editRepo(values, repo) {
    return typeof values['edits-repo'] === 'string' ? values['edits-repo'] : repo;
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
