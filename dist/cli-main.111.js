export const id = 111;
export const ids = [111];
export const modules = {

/***/ 220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ alignLines),
/* harmony export */   w: () => (/* binding */ removedLines)
/* harmony export */ });
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1318);
/** The line-by-line alignment of a block's ORIGINAL with its UPDATED: which lines stay, go, or come. */

/** Beyond this many differing lines between ORIGINAL and UPDATED, the whole block counts as replaced. */
const MAX_ALIGNMENT_EDITS = 4_000;
/**
 * A shortest edit from ORIGINAL to UPDATED (removals before additions in each gap). Equal ends are
 * peeled off first, and the middle is diffed only on lines both sides hold, which gives the same
 * longest common subsequence at a fraction of the cost when most lines were rewritten.
 */
function alignLines(orig, upd) {
    let head = 0;
    while (head < orig.length && head < upd.length && orig[head] === upd[head])
        head++;
    let tail = 0;
    while (tail < orig.length - head && tail < upd.length - head && orig[orig.length - 1 - tail] === upd[upd.length - 1 - tail])
        tail++;
    const origEnd = orig.length - tail;
    const updEnd = upd.length - tail;
    const inUpd = new Set(upd.slice(head, updEnd));
    const inOrig = new Set(orig.slice(head, origEnd));
    const origShared = [];
    const updShared = [];
    for (let i = head; i < origEnd; i++)
        if (inUpd.has(orig[i]))
            origShared.push(i);
    for (let j = head; j < updEnd; j++)
        if (inOrig.has(upd[j]))
            updShared.push(j);
    const pairs = [];
    const changes = (0,diff__WEBPACK_IMPORTED_MODULE_0__/* .diffArrays */ .E)(origShared.map((i) => orig[i]), updShared.map((j) => upd[j]), { maxEditLength: MAX_ALIGNMENT_EDITS });
    let a = 0;
    let b = 0;
    for (const change of changes ?? []) {
        if (change.added)
            b += change.count;
        else if (change.removed)
            a += change.count;
        else
            for (let k = 0; k < change.count; k++)
                pairs.push([origShared[a++], updShared[b++]]);
    }
    const ops = [];
    for (let i = 0; i < head; i++)
        ops.push({ kind: 'keep', orig: i });
    let i = head;
    let j = head;
    for (const [pi, pj] of [...pairs, [origEnd, updEnd]]) {
        while (i < pi)
            ops.push({ kind: 'remove', orig: i++ });
        while (j < pj)
            ops.push({ kind: 'add', line: upd[j++] });
        if (pi < origEnd)
            ops.push({ kind: 'keep', orig: i++ });
        j = pj + 1;
    }
    for (let k = origEnd; k < orig.length; k++)
        ops.push({ kind: 'keep', orig: k });
    return ops;
}
/** The ORIGINAL lines UPDATED removes. */
function removedLines(orig, upd) {
    return new Set(alignLines(orig, upd).flatMap((op) => (op.kind === 'remove' ? [op.orig] : [])));
}


/***/ }),

/***/ 4111:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sU: () => (/* binding */ applyBlocksToFile)
});

// UNUSED EXPORTS: MATCH_STRATEGIES, MAX_BLOCKS_PER_FILE, MAX_CLOSEST_LINES, isCommentLine, isElisionLine, unchangedNote

// EXTERNAL MODULE: ./src/agent/edit-blocks.ts
var edit_blocks = __webpack_require__(3732);
// EXTERNAL MODULE: ./src/agent/feedback.ts
var agent_feedback = __webpack_require__(3670);
// EXTERNAL MODULE: ./src/agent/line-index.ts
var line_index = __webpack_require__(1018);
// EXTERNAL MODULE: ./src/agent/lines.ts
var agent_lines = __webpack_require__(3962);
// EXTERNAL MODULE: ./src/agent/match.ts
var match = __webpack_require__(3040);
// EXTERNAL MODULE: ./src/agent/align.ts
var align = __webpack_require__(220);
;// CONCATENATED MODULE: ./src/agent/replace.ts
/**
 * The lines that replace a located ORIGINAL: lines UPDATED keeps from ORIGINAL keep the file's own text
 * (its whitespace, its line end), new lines are re-indented and get the file's line end, and file lines
 * ORIGINAL left out (blank or comment lines, the lines a `...` stands for) stay where they are.
 */


function reindent(line, delta) {
    if ((0,agent_lines/* isBlank */.z3)(line))
        return line;
    if (delta.add)
        return delta.add + line;
    if (delta.remove)
        return line.startsWith(delta.remove) ? line.slice(delta.remove.length) : line.trimStart();
    return line;
}
/** The file lines [from, to) rewritten as one quoted part of UPDATED says (see the module comment). */
function alignPart(lines, orig, upd, fileOf, from, to, transform) {
    if (orig.length === upd.length && orig.every((l, j) => l === upd[j]))
        return { ok: true, lines: lines.slice(from, to) };
    const out = [];
    let cursor = from;
    let nextOrig = 0;
    let previous = null;
    /** The last ORIGINAL line found in the file: kept or removed. */
    let lastOrigOp = null;
    for (const op of (0,align/* alignLines */.T)(orig, upd)) {
        if (op.kind === 'add') {
            // New lines replacing removed ones go where those were; a pure insertion next to file lines
            // ORIGINAL left out could go before or after them, so it is refused.
            const startsInsertion = previous !== 'add' && previous !== 'remove';
            const next = startsInsertion ? (fileOf.slice(nextOrig).find((f) => f >= 0) ?? to) : cursor;
            if (next > cursor) {
                return {
                    ok: false,
                    reason: `${(0,agent_lines/* range */.y1)([cursor, next])} of the file (blank or comment lines) ${next - cursor === 1 ? 'is' : 'are'} left out of ORIGINAL ` +
                        'exactly where UPDATED adds lines, so where the new lines go is unclear; quote the file lines there exactly',
                };
            }
            out.push(transform(op.line));
        }
        else {
            const f = fileOf[op.orig];
            nextOrig = op.orig + 1;
            if (f >= 0) {
                if (op.kind === 'remove' && lastOrigOp === 'remove' && f > cursor) {
                    return {
                        ok: false,
                        reason: `${(0,agent_lines/* range */.y1)([cursor, f])} of the file (blank or comment lines) ${f - cursor === 1 ? 'is' : 'are'} left out of ORIGINAL ` +
                            'in the middle of lines UPDATED removes, so whether to keep them is unclear; quote the file lines there exactly',
                    };
                }
                lastOrigOp = op.kind;
                while (cursor < f)
                    out.push(lines[cursor++]);
                if (op.kind === 'keep')
                    out.push(lines[f]);
                cursor = f + 1;
            }
        }
        previous = op.kind;
    }
    while (cursor < to)
        out.push(lines[cursor++]);
    return { ok: true, lines: out };
}
/** How many of `lines` are comments standing for left-out lines (`// ... rest unchanged`), bare `...` aside. */
function commentElisions(lines) {
    let n = 0;
    for (const line of lines)
        if ((0,agent_lines/* isElisionLine */.QD)(line) && !BARE_ELISION.test(line.trim()))
            n++;
    return n;
}
const BARE_ELISION = /^(?:\.\.\.|…)$/;
/** The lines that replace `candidate`, the place where ORIGINAL was found, or why there are none. */
function buildReplacement(file, candidate, orig, upd) {
    const transform = (line) => reindent(line, candidate.indent) + (file.crlf ? '\r' : '');
    if (candidate.strategy !== 'elision') {
        // ORIGINAL was found whole: a `// ...` comment UPDATED adds would stand for nothing, and the
        // lines the model meant by it would be deleted. (A bare `...` is code in Python and TypeScript.)
        if (commentElisions(upd) > commentElisions(orig)) {
            return {
                ok: false,
                reason: 'UPDATED has a `...` comment standing for left-out lines where ORIGINAL has none, so those lines would be deleted; ' +
                    'write UPDATED in full, or leave the same lines out of ORIGINAL with `...` too',
            };
        }
        return alignPart(file.lines, orig, upd, candidate.fileOf, candidate.start, candidate.end, transform);
    }
    const origParts = (0,agent_lines/* elisionParts */.a0)(orig);
    const updParts = (0,agent_lines/* elisionParts */.a0)(upd);
    if (origParts.length !== updParts.length) {
        return {
            ok: false,
            reason: `ORIGINAL leaves lines out with \`...\` ${origParts.length - 1} time(s) but UPDATED has ${updParts.length - 1} \`...\` line(s); ` +
                'write `...` in UPDATED at each place where the left-out lines stay (or quote them)',
        };
    }
    const out = [];
    for (let k = 0; k < origParts.length; k++) {
        const [of, ot] = origParts[k];
        const [uf, ut] = updParts[k];
        const fileOf = candidate.fileOf.slice(of, ot);
        const from = fileOf[0];
        const to = fileOf[fileOf.length - 1] + 1;
        const built = alignPart(file.lines, orig.slice(of, ot), upd.slice(uf, ut), fileOf, from, to, transform);
        if (!built.ok)
            return built;
        out.push(...built.lines);
        const nextOf = origParts[k + 1];
        if (!nextOf)
            continue;
        const elided = file.lines.slice(to, candidate.fileOf[nextOf[0]]);
        const origMarker = orig[ot];
        const updMarker = upd[ut];
        // A `...` that stood for exactly a file line reading `...` was that line itself: UPDATED's copy decides.
        const literal = elided.length === 1 && elided[0].trim() === origMarker.trim();
        out.push(...(literal && updMarker !== origMarker ? [transform(updMarker)] : elided));
    }
    return { ok: true, lines: out };
}

;// CONCATENATED MODULE: ./src/agent/apply.ts
/**
 * Applies parsed edit blocks to one file's text: each block is located (strict matches before tolerant
 * ones, one place or nothing: see match.ts), rewritten (replace.ts), and applied on the evolving text;
 * the file is all or nothing, and a failed block comes back with feedback the model can act on
 * (feedback.ts). Pure: the repository side (paths, reads, atomic writes) is in apply-repo.ts.
 */






// Names callers import from here. The repository side (apply-repo.ts) imports this module, never
// the other way round.



/** More blocks than this for one file are refused for that file. */
const MAX_BLOCKS_PER_FILE = 100;
function refuse(reason, closest = null) {
    return { ok: false, reason: reason.endsWith('.') ? reason : `${reason}.`, closest };
}
/** An empty ORIGINAL: it creates a missing or empty file, and nothing else. */
function createFile(path, file, upd, index) {
    if (file && file.lines.some((l) => !(0,agent_lines/* isBlank */.z3)(l))) {
        return refuse(`ORIGINAL is empty, but ${path} already exists and has content; quote the lines to change (to add lines, quote the lines next to where they go)`);
    }
    if (upd.every(agent_lines/* isBlank */.z3))
        return refuse('both ORIGINAL and UPDATED are empty; there is nothing to do');
    // An existing blank file keeps its line ends (its lines hold their `\r`, as splitText gives them).
    const crlf = file?.crlf ?? false;
    return { ok: true, file: { lines: crlf ? upd.map((l) => `${l}\r`) : [...upd], finalNewline: true, crlf }, match: { block: index, strategy: 'create', line: 1 } };
}
function applyBlock(path, file, hadContent, block) {
    const orig = (0,agent_lines/* blockLines */.B4)(block.original);
    const upd = (0,agent_lines/* blockLines */.B4)(block.updated);
    if (orig.every(agent_lines/* isBlank */.z3))
        return createFile(path, file, upd, block.index);
    if (!file)
        return refuse(`${path} does not exist; to create it, leave ORIGINAL empty and put the whole file in UPDATED`);
    const lineIndex = new line_index/* LineIndex */.rr(file.lines);
    const located = (0,match/* locate */.x5)(lineIndex, orig, upd, path);
    if (located.kind === 'ambiguous')
        return refuse((0,agent_feedback/* ambiguousReason */.vU)(path, located.strategy, located.places));
    if (located.kind !== 'found') {
        const present = (0,agent_feedback/* alreadyPresent */.mL)(lineIndex, orig, upd);
        if (present)
            return refuse((0,agent_feedback/* alreadyAppliedReason */.EP)(path, present));
        const invalid = located.kind === 'invalid';
        const feedback = (0,agent_feedback/* missingFeedback */.M9)(lineIndex, orig, invalid ? located.reason : `ORIGINAL does not match ${path}`, !invalid);
        return refuse(feedback.reason, feedback.closest);
    }
    const { candidate } = located;
    const built = buildReplacement(file, candidate, orig, upd);
    if (!built.ok)
        return refuse(built.reason);
    const lines = [...file.lines.slice(0, candidate.start), ...built.lines, ...file.lines.slice(candidate.end)];
    if (hadContent && lines.every(agent_lines/* isBlank */.z3)) {
        return refuse(`this edit would leave ${path} empty; deleting a file is a separate request, not an edit block`);
    }
    return { ok: true, file: { ...file, lines }, match: { block: block.index, strategy: candidate.strategy, line: candidate.start + 1 } };
}
/**
 * Applies one file's blocks in order on the evolving text. `current` is the file's text, or null when
 * it does not exist. If any block fails, `text` is null and the file must stay as it is.
 */
function applyBlocksToFile(path, current, blocks) {
    if (blocks.length > MAX_BLOCKS_PER_FILE) {
        const reason = `${blocks.length} blocks edit ${path}, more than the ${MAX_BLOCKS_PER_FILE} handled per file; rewrite the change with fewer, larger blocks.`;
        return { text: null, matched: [], failed: [{ block: blocks[0].index, reason: reason + (0,agent_feedback/* unchangedNote */.CZ)(path, []), closest: null }] };
    }
    let file = current === null ? null : (0,agent_lines/* splitText */.Ad)(current);
    const hadContent = current !== null && !(0,agent_lines/* isBlank */.z3)(current);
    const matched = [];
    const failed = [];
    for (const block of blocks) {
        const step = applyBlock(path, file, hadContent, block.splits ? (0,edit_blocks/* chooseSplit */.oZ)(block, file && (0,agent_lines/* joinText */._V)(file)) : block);
        if (step.ok) {
            file = step.file;
            matched.push(step.match);
        }
        else {
            failed.push({ block: block.index, reason: step.reason, closest: step.closest });
        }
    }
    if (failed.length > 0) {
        const note = (0,agent_feedback/* unchangedNote */.CZ)(path, matched.map((m) => m.block));
        return { text: null, matched, failed: failed.map((f) => ({ ...f, reason: f.reason + note })) };
    }
    return { text: file ? (0,agent_lines/* joinText */._V)(file) : current, matched, failed };
}


/***/ }),

/***/ 3732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iR: () => (/* binding */ parseEditBlocks),
/* harmony export */   oZ: () => (/* binding */ chooseSplit)
/* harmony export */ });
/* unused harmony exports MIN_MARKER_CHARS, MAX_MARKER_CHARS, NO_BLOCKS_MESSAGE, cleanPathLine */
/**
 * Parses the model's reply into edit blocks. A block is the file path alone on a line, then
 *
 *     <<<<<<< ORIGINAL
 *     lines as they are now
 *     =======
 *     lines as they should be
 *     >>>>>>> UPDATED
 *
 * with 4 to 9 marker characters (`SEARCH`/`REPLACE` are accepted as the markers' words too). Code
 * fences around blocks are ignored. Pure: no I/O. Problems come back as errors with the reply's line
 * numbers, never as exceptions, so the caller can show them to the model.
 */
const MIN_MARKER_CHARS = 4;
const MAX_MARKER_CHARS = 9;
const MARKER_RUN = `{${MIN_MARKER_CHARS},${MAX_MARKER_CHARS}}`;
const OPENING = new RegExp(`^\\s*<${MARKER_RUN}\\s*(?:ORIGINAL|SEARCH)\\s*$`, 'i');
const DIVIDER = new RegExp(`^\\s*=${MARKER_RUN}\\s*$`);
const CLOSING = new RegExp(`^\\s*>${MARKER_RUN}\\s*(?:UPDATED|REPLACE)\\s*$`, 'i');
const FENCE = /^\s*(?:```|~~~)/;
/** What the caller can tell the model when the reply holds no block at all. */
const NO_BLOCKS_MESSAGE = 'No edit blocks were found in the reply. Write each change as the file path alone on a line, then ' +
    '`<<<<<<< ORIGINAL`, the exact lines as they are now, `=======`, the lines as they should be, and ' +
    '`>>>>>>> UPDATED`. To create a file, leave the ORIGINAL part empty.';
/**
 * The reading of `block` to apply to `text`: of the block's own and its `splits`, the one with the
 * longest ORIGINAL found whole in `text` (a divider taken too early leaves a shorter ORIGINAL that
 * is also found); the block's own when none is.
 */
function chooseSplit(block, text) {
    if (!block.splits || text === null)
        return block;
    const plain = text.replace(/\r\n/g, '\n');
    const found = (original) => original !== '' && (plain.startsWith(original) || plain.includes(`\n${original}`));
    let best = found(block.original) ? block : undefined;
    for (const s of block.splits)
        if (found(s.original) && (!best || s.original.length > best.original.length))
            best = s;
    return best && best !== block ? { path: block.path, original: best.original, updated: best.updated, index: block.index } : block;
}
/**
 * Cleans the line naming a block's file: markdown heading marks, `**`, backticks and quotes around it,
 * a trailing `:` and leading `./` go. Whitespace inside is only accepted when the path was quoted.
 */
function cleanPathLine(line) {
    let path = line.trim().replace(/^#{1,6}\s+/, '');
    let quoted = false;
    for (let changed = true; changed;) {
        const before = path;
        path = path.replace(/:$/, '').trim();
        for (const wrapper of ['**', '`', '"', "'"]) {
            if (path.length > 2 * wrapper.length && path.startsWith(wrapper) && path.endsWith(wrapper)) {
                path = path.slice(wrapper.length, -wrapper.length).trim();
                if (wrapper !== '**')
                    quoted = true;
            }
        }
        changed = path !== before;
    }
    path = path.replace(/^(?:\.\/)+/, '');
    const shown = line.trim();
    if (path === '' || path.endsWith('/'))
        return { ok: false, reason: `'${shown}' does not name a file` };
    if (/[\u0000-\u001f\u007f]/.test(path))
        return { ok: false, reason: `'${shown}' holds control characters` };
    if (/\s/.test(path) && !quoted)
        return { ok: false, reason: `'${shown}' does not look like a file path` };
    return { ok: true, path };
}
/** Lines of one block's part as text, each ending in `\n`. */
function joinLines(lines) {
    return lines.map((l) => `${l}\n`).join('');
}
/** The last non-empty, non-fence line in [from, to) with its 1-based number. */
function lastTextLine(lines, from, to) {
    for (let i = to - 1; i >= from; i--) {
        const line = lines[i];
        if (line.trim() !== '' && !FENCE.test(line))
            return { text: line, line: i + 1 };
    }
    return null;
}
/** The divider as the format writes it; other runs of 4 to 9 `=` are taken for it only when it is absent. */
const CANONICAL_DIVIDER = '=======';
/**
 * Reads one block's parts from the line after its opening marker. `next` is where parsing resumes.
 * A line of `=` signs inside ORIGINAL or UPDATED (a Markdown or reStructuredText underline, a
 * conflict marker) looks like the divider: each such line gives a split, the first of exactly seven
 * `=` (or else the first) being the block's own and the others its `splits` (see EditBlock).
 */
function readBody(lines, start) {
    let end = start;
    while (end < lines.length && !OPENING.test(lines[end]) && !CLOSING.test(lines[end]))
        end++;
    const dividers = [];
    for (let i = start; i < end; i++)
        if (DIVIDER.test(lines[i]))
            dividers.push(i);
    if (end === lines.length || OPENING.test(lines[end])) {
        const cut = end < lines.length;
        const message = dividers.length
            ? cut
                ? 'the block has no closing `>>>>>>> UPDATED` marker before the next block starts'
                : 'the block is unterminated: no closing `>>>>>>> UPDATED` marker before the end of the reply'
            : cut
                ? 'the block has no `=======` divider before the next block starts'
                : 'the block is unterminated: no `=======` divider and no closing marker before the end of the reply';
        return { kind: 'broken', line: start, message, next: end };
    }
    if (dividers.length === 0)
        return { kind: 'broken', line: end + 1, message: 'the block has no `=======` divider between ORIGINAL and UPDATED', next: end + 1 };
    const own = dividers.find((i) => lines[i].trim() === CANONICAL_DIVIDER) ?? dividers[0];
    const split = (at) => ({ original: joinLines(lines.slice(start, at)), updated: joinLines(lines.slice(at + 1, end)) });
    return { kind: 'ok', ...split(own), splits: dividers.filter((i) => i !== own).map(split), next: end + 1 };
}
/**
 * Parses a reply. A block's path is the last non-empty line before its opening marker (fence lines
 * skipped); a block that directly follows another one (only blank or fence lines between) may omit it
 * and reuses the previous block's path.
 */
function parseEditBlocks(reply) {
    const lines = reply.replace(/\r\n?/g, '\n').split('\n');
    const blocks = [];
    const errors = [];
    let opened = 0;
    /** The last non-empty, non-fence line outside blocks since the previous block, with its 1-based number. */
    let pathLine = null;
    /** The previous block's path while nothing but blank or fence lines followed it. */
    let previousPath = null;
    let i = 0;
    while (i < lines.length) {
        const line = lines[i];
        if (!OPENING.test(line)) {
            if (CLOSING.test(line)) {
                errors.push({ line: i + 1, index: null, path: null, message: 'a closing `>>>>>>> UPDATED` marker without an opening `<<<<<<< ORIGINAL`' });
                previousPath = null;
            }
            else if (line.trim() !== '' && !FENCE.test(line)) {
                pathLine = { text: line, line: i + 1 };
                previousPath = null;
            }
            i++;
            continue;
        }
        const index = ++opened;
        let path = null;
        let pathError = null;
        if (pathLine) {
            const cleaned = cleanPathLine(pathLine.text);
            if (cleaned.ok)
                path = cleaned.path;
            else
                pathError = `no file path before the block: the line before it, ${cleaned.reason}; put the file path alone on the line before \`<<<<<<< ORIGINAL\``;
        }
        else if (previousPath !== null) {
            path = previousPath;
        }
        else {
            pathError = 'no file path before the block; put the file path alone on the line before `<<<<<<< ORIGINAL`';
        }
        const body = readBody(lines, i + 1);
        if (body.kind === 'broken') {
            errors.push({ line: body.line, index, path, message: body.message });
        }
        else if (pathError !== null) {
            errors.push({ line: i + 1, index, path: null, message: pathError });
        }
        else {
            blocks.push({ path: path, original: body.original, updated: body.updated, index, ...(body.splits.length ? { splits: body.splits } : {}) });
        }
        // A block cut short by the next one holds that block's path as its last line.
        const cutShort = body.kind === 'broken' && body.next < lines.length && OPENING.test(lines[body.next]);
        pathLine = cutShort ? lastTextLine(lines, i + 1, body.next) : null;
        previousPath = body.kind === 'ok' ? path : null;
        i = body.next;
    }
    return { blocks, errors, message: opened === 0 ? NO_BLOCKS_MESSAGE : null };
}


/***/ }),

/***/ 1896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ partsOf),
/* harmony export */   LM: () => (/* binding */ pinnedParts),
/* harmony export */   bk: () => (/* binding */ tightPlacements),
/* harmony export */   kr: () => (/* binding */ pinningParts),
/* harmony export */   lQ: () => (/* binding */ placeElision)
/* harmony export */ });
/* harmony import */ var _line_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1018);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3962);
/**
 * Placing an ORIGINAL that leaves lines out with `...`: each quoted part matches contiguously and in
 * order, each `...` standing for any lines between two parts (none included).
 *
 * When the parts fit only one way, that is the match. When they fit several ways, the tightest
 * placement is taken only if it is the one placement where no `...` can stand for fewer lines, and every
 * quoted line matches its file line exactly. Otherwise the placements come back as ambiguous: a part is
 * never placed at a guess, and two equally tight placements are never chosen between.
 *
 * Leading and trailing parts that UPDATED repeats verbatim change nothing wherever they sit (the lines
 * between them and the next part are kept too), so they do not decide the place: a blank line, `}` or
 * `"""` before a `...` fits many places. The other parts are placed by the rules above, among the
 * places that leave room for those parts before and after them; only when they fit more than one way
 * do all parts decide together.
 */


/** At most about this many placements are looked for; more are as ambiguous as two. */
const MAX_PLACEMENTS = 6;
/** The first of the ascending `starts` at or after `pos`. */
function firstAtOrAfter(starts, pos) {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (starts[mid] < pos)
            lo = mid + 1;
        else
            hi = mid;
    }
    return starts[lo];
}
/** The last of the ascending `starts` at or before `pos`. */
function lastAtOrBefore(starts, pos) {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (starts[mid] <= pos)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo > 0 ? starts[lo - 1] : undefined;
}
/**
 * Every placement is found around the places of the part with the fewest (the anchor): around each,
 * the other parts are placed as early and as late as they fit. The parts fit only one way when this
 * gives one placement; otherwise it gives at least two different ones.
 */
function spreadPlacements({ starts, lengths, size }) {
    const last = starts.length - 1;
    let anchor = 0;
    starts.forEach((s, k) => {
        const best = starts[anchor];
        if (s.length < best.length || (s.length === best.length && lengths[k] > lengths[anchor]))
            anchor = k;
    });
    const placements = [];
    for (const at of starts[anchor]) {
        const early = new Array(starts.length).fill(-1);
        const late = new Array(starts.length).fill(-1);
        early[anchor] = late[anchor] = at;
        let fits = true;
        // Parts before the anchor: latest places backwards from it, earliest forwards from the file's start.
        for (let k = anchor - 1; k >= 0 && fits; k--) {
            const found = lastAtOrBefore(starts[k], late[k + 1] - lengths[k]);
            if (found === undefined)
                fits = false;
            else
                late[k] = found;
        }
        for (let k = 0; k < anchor && fits; k++)
            early[k] = firstAtOrAfter(starts[k], k === 0 ? 0 : early[k - 1] + lengths[k - 1]);
        // Parts after it: earliest places forwards from it, latest backwards from the file's end.
        for (let k = anchor + 1; k <= last && fits; k++) {
            const found = firstAtOrAfter(starts[k], early[k - 1] + lengths[k - 1]);
            if (found === undefined)
                fits = false;
            else
                early[k] = found;
        }
        for (let k = last; k > anchor && fits; k--) {
            late[k] = lastAtOrBefore(starts[k], k === last ? size - lengths[k] : late[k + 1] - lengths[k]);
        }
        if (!fits)
            continue;
        placements.push(early);
        if (late.some((p, k) => p !== early[k]))
            placements.push(late);
        if (placements.length > MAX_PLACEMENTS)
            break;
    }
    return placements;
}
/**
 * The tight placements: those where no `...` could stand for fewer lines, because no part has another
 * place inside the gap next to it (the next part starts at its first place after the gap opens, and
 * this part at its last place before the gap closes). At most `MAX_PLACEMENTS` are found.
 */
function tightPlacements({ starts, lengths }) {
    const last = starts.length - 1;
    const tight = [];
    for (const first of starts[0]) {
        const place = [first];
        for (let k = 0; k < last; k++) {
            const next = firstAtOrAfter(starts[k + 1], place[k] + lengths[k]);
            if (next === undefined)
                return tight; // a later first place fits no better
            place.push(next);
        }
        const closes = place.every((p, k) => k === last || lastAtOrBefore(starts[k], place[k + 1] - lengths[k]) === p);
        if (closes)
            tight.push(place);
        if (tight.length >= MAX_PLACEMENTS)
            break;
    }
    return tight;
}
/** Whether every quoted line of ORIGINAL equals its file line exactly (line ends aside) at `place`. */
function quotedExactly(index, orig, parts, place) {
    const keys = index.keyed(_line_index_js__WEBPACK_IMPORTED_MODULE_0__/* .exactKey */ .FF).keys;
    return parts.every(([from, to], k) => {
        for (let j = from; j < to; j++)
            if (keys[place[k] + (j - from)] !== orig[j])
                return false;
        return true;
    });
}
/** The placements of `parts` by the rules of the module comment (`exact` says whether a placement quotes every line exactly). */
function choose(parts, exact) {
    if (parts.starts.some((s) => s.length === 0))
        return { placements: [], tightest: false };
    const spread = spreadPlacements(parts);
    if (spread.length <= 1)
        return { placements: spread, tightest: false };
    const tight = tightPlacements(parts);
    if (tight.length === 1 && exact(tight[0]))
        return { placements: tight, tightest: true };
    return { placements: tight.length > 1 ? tight : spread, tightest: false };
}
const INVALID_PART = 'a `...` line must sit between quoted lines: ORIGINAL may not start or end with one, nor hold two in a row';
/**
 * The parts [from, to) that decide the place: the leading and trailing parts that UPDATED repeats
 * verbatim (same `...` lines, same text) change nothing wherever they sit, so they do not pin the place
 * (a blank line, `}` or `"""` before a `...` fits many places). At least one part always decides.
 */
function pinningParts(orig, upd) {
    const origParts = (0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .elisionParts */ .a0)(orig);
    const updParts = (0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .elisionParts */ .a0)(upd);
    const count = origParts.length;
    if (updParts.length !== count || count < 2)
        return [0, count];
    const same = (k) => {
        const [of, ot] = origParts[k];
        const [uf, ut] = updParts[k];
        return ot - of === ut - uf && orig.slice(of, ot).every((line, j) => line === upd[uf + j]);
    };
    let from = 0;
    while (from < count && same(from))
        from++;
    if (from === count)
        return [0, count];
    let to = count;
    while (to > from + 1 && same(to - 1))
        to--;
    return [from, to];
}
/** Where each part of ORIGINAL (split at its `...` lines) matches contiguously, lines compared by `key`. */
function partsOf(index, orig, key = _line_index_js__WEBPACK_IMPORTED_MODULE_0__/* .trimEndKey */ .p4) {
    const keyed = index.keyed(key);
    const ranges = (0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .elisionParts */ .a0)(orig);
    return {
        starts: ranges.map(([from, to]) => (0,_line_index_js__WEBPACK_IMPORTED_MODULE_0__/* .findContiguous */ .iH)(keyed, orig.slice(from, to).map(key))),
        lengths: ranges.map(([from, to]) => to - from),
        size: keyed.keys.length,
    };
}
/**
 * The deciding parts [from, to) with only the places that leave room for the parts before them (in
 * order, from the file's start) and after them (in order, to its end); undefined when those do not fit.
 */
function pinnedParts({ starts, lengths, size }, [from, to]) {
    let earliest = 0;
    for (let k = 0; k < from; k++) {
        const at = firstAtOrAfter(starts[k], earliest);
        if (at === undefined)
            return undefined;
        earliest = at + lengths[k];
    }
    let latest = size;
    for (let k = starts.length - 1; k >= to; k--) {
        const at = lastAtOrBefore(starts[k], latest - lengths[k]);
        if (at === undefined)
            return undefined;
        latest = at;
    }
    return {
        starts: starts.slice(from, to).map((s, k) => s.filter((at) => at >= earliest && at + lengths[from + k] <= latest)),
        lengths: lengths.slice(from, to),
        size,
    };
}
/**
 * Places the deciding parts [from, to) alone (`pinnedParts`); the others then take their nearest
 * places around them. `exact` is asked about placements of the deciding parts only.
 */
function placeAroundPinned(parts, [from, to], exact) {
    const { starts, lengths } = parts;
    const pinned = pinnedParts(parts, [from, to]);
    if (!pinned)
        return { placements: [], tightest: false };
    const chosen = choose(pinned, exact);
    const complete = (place) => {
        const full = [...new Array(from).fill(0), ...place, ...new Array(starts.length - to).fill(0)];
        for (let k = from - 1; k >= 0; k--)
            full[k] = lastAtOrBefore(starts[k], full[k + 1] - lengths[k]);
        for (let k = to; k < starts.length; k++)
            full[k] = firstAtOrAfter(starts[k], full[k - 1] + lengths[k - 1]);
        return full;
    };
    return { placements: chosen.placements.map(complete), tightest: chosen.tightest };
}
/**
 * Where ORIGINAL, which holds `...` lines, fits the file (see the module comment for the rules). Given
 * UPDATED, the leading and trailing parts it repeats verbatim do not pin the place (`pinningParts`):
 * the other parts are placed first, and only when they fit more than one way do all parts decide
 * together, as they do without UPDATED. Only the deciding parts may be blank lines alone.
 */
function placeElision(index, orig, upd) {
    const ranges = (0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .elisionParts */ .a0)(orig);
    const pinning = upd ? pinningParts(orig, upd) : [0, ranges.length];
    const floats = pinning[0] > 0 || pinning[1] < ranges.length;
    const blankOnly = (k) => !orig.slice(ranges[k][0], ranges[k][1]).some((l) => !(0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .isBlank */ .z3)(l));
    const invalid = ranges.some(([from, to], k) => from === to || (blankOnly(k) && k >= pinning[0] && k < pinning[1]));
    if (invalid)
        return { kind: 'invalid', reason: INVALID_PART };
    const parts = partsOf(index, orig);
    const all = () => choose(parts, (place) => quotedExactly(index, orig, ranges, place));
    if (!floats)
        return { kind: 'placements', ...all() };
    const pinned = ranges.slice(...pinning);
    const around = placeAroundPinned(parts, pinning, (place) => quotedExactly(index, orig, pinned, place));
    if (around.placements.length <= 1 || ranges.some((_, k) => blankOnly(k)))
        return { kind: 'placements', ...around };
    // The floating parts may still tell the deciding parts' places apart, as they did before.
    const together = all();
    return { kind: 'placements', ...(together.placements.length === 1 ? together : around) };
}


/***/ }),

/***/ 3670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ unchangedNote),
/* harmony export */   EP: () => (/* binding */ alreadyAppliedReason),
/* harmony export */   M9: () => (/* binding */ missingFeedback),
/* harmony export */   mL: () => (/* binding */ alreadyPresent),
/* harmony export */   vU: () => (/* binding */ ambiguousReason)
/* harmony export */ });
/* unused harmony export MAX_CLOSEST_LINES */
/* harmony import */ var _line_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1018);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3962);
/* harmony import */ var _match_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3040);
/**
 * What the model is told when a block fails: why, where ORIGINAL fits more than once, the closest real
 * lines when it fits nowhere, whether the change seems made already, and which blocks did match.
 */



/** At most this many of the closest file lines are quoted back to the model. */
const MAX_CLOSEST_LINES = 60;
const WORD = /[A-Za-z_$][\w$]*|\d+/g;
/**
 * The window of file lines sharing the most of ORIGINAL's words, rare words counting more. The window is
 * half again as long as ORIGINAL (room for lines it left out), then loses edge lines with none of its words.
 */
function closestWindow(lines, orig) {
    const wanted = new Set();
    for (const line of orig)
        if (!(0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .isElisionLine */ .QD)(line))
            for (const w of line.match(WORD) ?? [])
                wanted.add(w);
    if (wanted.size === 0 || lines.length === 0)
        return null;
    const lineWords = lines.map((line) => [...new Set((line.match(WORD) ?? []).filter((w) => wanted.has(w)))]);
    const df = new Map();
    for (const words of lineWords)
        for (const w of words)
            df.set(w, (df.get(w) ?? 0) + 1);
    const idf = (w) => Math.log(1 + lines.length / df.get(w));
    const width = Math.min(orig.length + Math.ceil(orig.length / 2), lines.length);
    const inWindow = new Map();
    let score = 0;
    let best = 0;
    let bestStart = -1;
    for (let i = 0; i < lines.length; i++) {
        for (const w of lineWords[i]) {
            const n = inWindow.get(w) ?? 0;
            if (n === 0)
                score += idf(w);
            inWindow.set(w, n + 1);
        }
        if (i >= width) {
            for (const w of lineWords[i - width]) {
                const n = inWindow.get(w);
                if (n === 1)
                    score -= idf(w);
                inWindow.set(w, n - 1);
            }
        }
        if (i >= width - 1 && score > best + 1e-9) {
            best = score;
            bestStart = i - width + 1;
        }
    }
    if (bestStart < 0)
        return null;
    let start = bestStart;
    let end = bestStart + width;
    while (end - start > 1 && lineWords[start].length === 0)
        start++;
    while (end - start > 1 && lineWords[end - 1].length === 0)
        end--;
    return [start, end];
}
/** Says why ORIGINAL was not found (which of its lines the file lacks), and quotes the closest real lines. */
function missingFeedback(index, orig, reason, explain) {
    let text = reason;
    if (explain) {
        const present = new Set(index.keyed(_line_index_js__WEBPACK_IMPORTED_MODULE_0__/* .trimKey */ .k5).keys);
        const absent = orig.findIndex((l) => !(0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .isBlank */ .z3)(l) && !(0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .isElisionLine */ .QD)(l) && !present.has(l.trim()));
        if (absent >= 0)
            text += ` (ORIGINAL line ${absent + 1}, \`${orig[absent].trim()}\`, appears nowhere in the file)`;
        else
            text += ' (each of its lines is in the file, but not together in this order)';
    }
    const window = closestWindow(index.lines, orig);
    if (!window)
        return { reason: `${text}.`, closest: null };
    const shown = [window[0], Math.min(window[1], window[0] + MAX_CLOSEST_LINES)];
    const closest = index.lines.slice(shown[0], shown[1]).map(_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .stripCr */ .Mv).join('\n');
    return { reason: `${text}. The closest lines are ${(0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .range */ .y1)(shown)}, given in \`closest\`; copy the lines to change exactly into ORIGINAL.`, closest };
}
/** Where UPDATED's text already stands in the file (it has lines ORIGINAL lacks), or null. */
function alreadyPresent(index, orig, upd) {
    const origKeys = new Set(orig.map(_line_index_js__WEBPACK_IMPORTED_MODULE_0__/* .trimKey */ .k5));
    if (!upd.some((l) => !(0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .isBlank */ .z3)(l) && !origKeys.has(l.trim())))
        return null;
    let from = 0;
    let to = upd.length;
    while (from < to && (0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .isBlank */ .z3)(upd[from]))
        from++;
    while (to > from && (0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .isBlank */ .z3)(upd[to - 1]))
        to--;
    const core = upd.slice(from, to);
    for (const key of [_line_index_js__WEBPACK_IMPORTED_MODULE_0__/* .exactKey */ .FF, _line_index_js__WEBPACK_IMPORTED_MODULE_0__/* .trimEndKey */ .p4, _line_index_js__WEBPACK_IMPORTED_MODULE_0__/* .trimKey */ .k5]) {
        const starts = (0,_line_index_js__WEBPACK_IMPORTED_MODULE_0__/* .findContiguous */ .iH)(index.keyed(key), core.map(key), 1);
        if (starts.length > 0)
            return [starts[0], starts[0] + core.length];
    }
    return null;
}
/** Appended to every failure of a file: nothing changed, and which blocks did match. */
function unchangedNote(path, matched) {
    if (matched.length === 0)
        return ` ${path} was left unchanged.`;
    const list = matched.join(', ');
    return ` ${path} was left unchanged: ${(0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(matched.length, 'block', 'blocks')} ${list} matched but ${(0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(matched.length, 'was', 'were')} not applied because a block of the same file failed; send all of its blocks again.`;
}
/** Why an ORIGINAL that fits several places was refused, naming the places. */
function ambiguousReason(path, strategy, found) {
    const listed = [...new Set(found.map(_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .range */ .y1))];
    const places = listed.slice(0, _match_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_LISTED_PLACES */ .Ul).join(', ');
    const more = listed.length > _match_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_LISTED_PLACES */ .Ul ? ', ...' : '';
    if (strategy === 'elision') {
        return (`the parts of ORIGINAL around its \`...\` lines fit ${path} in more than one way (${places}${more}); ` +
            'quote more lines next to each `...` (or the left-out lines themselves) so that they fit only one way');
    }
    const count = found.length >= _match_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_COUNTED_PLACES */ .l2 ? `more than ${_match_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_LISTED_PLACES */ .Ul}` : String(found.length);
    return `ORIGINAL matches ${count} places in ${path} (${places}${more}); add more of the surrounding lines so that it matches only one`;
}
/** Why a block whose change seems made already (its UPDATED text stands at `at`) was refused. */
function alreadyAppliedReason(path, at) {
    return `ORIGINAL is not in ${path}, but the UPDATED text is already present (${(0,_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .range */ .y1)(at)}): this change seems to be made already, so leave this block out`;
}


/***/ }),

/***/ 1018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FF: () => (/* binding */ exactKey),
/* harmony export */   iH: () => (/* binding */ findContiguous),
/* harmony export */   k5: () => (/* binding */ trimKey),
/* harmony export */   p4: () => (/* binding */ trimEndKey),
/* harmony export */   rr: () => (/* binding */ LineIndex)
/* harmony export */ });
/* unused harmony export Keyed */
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3962);
/**
 * Per-key hash indexes of a file's lines. Matching looks lines up through them, so finding a block costs
 * about the file's length plus the candidate places times the block's length, never file length times
 * block length.
 */

const exactKey = _lines_js__WEBPACK_IMPORTED_MODULE_0__/* .stripCr */ .Mv;
const trimEndKey = (line) => line.trimEnd();
const trimKey = (line) => line.trim();
/** A text version's lines under one key function. */
class Keyed {
    keys;
    constructor(keys) {
        this.keys = keys;
    }
    /** Where each of `wanted` occurs, ascending: one pass over the file that only records wanted keys. */
    positionsOf(wanted) {
        const positions = new Map(wanted.map((k) => [k, []]));
        this.keys.forEach((k, i) => positions.get(k)?.push(i));
        return positions;
    }
}
/** One text version's lines with their keys, computed once per key function. */
class LineIndex {
    lines;
    cache = new Map();
    constructor(lines) {
        this.lines = lines;
    }
    keyed(key) {
        let keyed = this.cache.get(key);
        if (!keyed) {
            keyed = new Keyed(this.lines.map(key));
            this.cache.set(key, keyed);
        }
        return keyed;
    }
}
/**
 * Ascending starts of the contiguous runs of file lines whose keys equal `want` (and that `accept`
 * takes), at most `limit` of them. Anchors on `want`'s rarest line, so only its places are checked.
 */
function findContiguous(keyed, want, limit = Infinity, accept) {
    if (want.length === 0 || want.length > keyed.keys.length)
        return [];
    const found = keyed.positionsOf(want);
    let anchor = -1;
    let anchorPositions = [];
    for (let j = 0; j < want.length; j++) {
        const positions = found.get(want[j]);
        if (positions.length === 0)
            return [];
        if (anchor < 0 || positions.length < anchorPositions.length) {
            anchor = j;
            anchorPositions = positions;
        }
    }
    const starts = [];
    for (const p of anchorPositions) {
        const s = p - anchor;
        if (s < 0 || s + want.length > keyed.keys.length)
            continue;
        let j = 0;
        while (j < want.length && keyed.keys[s + j] === want[j])
            j++;
        if (j === want.length && (!accept || accept(s)))
            starts.push(s);
        if (starts.length >= limit)
            break;
    }
    return starts;
}


/***/ }),

/***/ 3962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ad: () => (/* binding */ splitText),
/* harmony export */   B4: () => (/* binding */ blockLines),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Mv: () => (/* binding */ stripCr),
/* harmony export */   QD: () => (/* binding */ isElisionLine),
/* harmony export */   _V: () => (/* binding */ joinText),
/* harmony export */   a0: () => (/* binding */ elisionParts),
/* harmony export */   vV: () => (/* binding */ commentSyntaxes),
/* harmony export */   w5: () => (/* binding */ isCommentLine),
/* harmony export */   y1: () => (/* binding */ range),
/* harmony export */   z3: () => (/* binding */ isBlank)
/* harmony export */ });
/**
 * Text as lines, the way the edit applier reads it: a file's lines with their line ends, a block part's
 * lines, and the kinds of lines the tolerant matches treat specially (comment-only lines, `...` lines).
 */
function splitText(text) {
    if (text === '')
        return { lines: [], finalNewline: false, crlf: false };
    const lines = text.split('\n');
    const finalNewline = lines[lines.length - 1] === '';
    if (finalNewline)
        lines.pop();
    const ended = finalNewline ? lines.length : lines.length - 1;
    let withCr = 0;
    for (let i = 0; i < ended; i++)
        if (lines[i].endsWith('\r'))
            withCr++;
    const crlf = ended > 0 && withCr * 2 > ended;
    // The unterminated last line of a CRLF file gets its `\r` here (and loses it in `joinText`), so it
    // keeps the file's line end if an edit adds lines after it.
    if (crlf && !finalNewline && !lines[lines.length - 1].endsWith('\r'))
        lines[lines.length - 1] += '\r';
    return { lines, finalNewline, crlf };
}
function joinText(file) {
    if (file.lines.length === 0)
        return '';
    const lines = file.lines;
    const last = lines[lines.length - 1];
    if (!file.finalNewline && file.crlf && last.endsWith('\r'))
        return [...lines.slice(0, -1), last.slice(0, -1)].join('\n');
    return lines.join('\n') + (file.finalNewline ? '\n' : '');
}
/** A block part's lines (the parser ends each with `\n`). */
function blockLines(text) {
    if (text === '')
        return [];
    const lines = text.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines.map(stripCr);
}
function stripCr(line) {
    return line.endsWith('\r') ? line.slice(0, -1) : line;
}
const isBlank = (line) => line.trim() === '';
/** 0-based [start, end) as the model reads it: 1-based, inclusive. */
const range = ([start, end]) => (end - start <= 1 ? `line ${start + 1}` : `lines ${start + 1}-${end}`);
const plural = (n, one, many) => (n === 1 ? one : many);
// ---------------------------------------------------------------------------------------------
// Comment lines
const HASH_COMMENT = /^#/;
const SLASH_COMMENT = /^(?:\/\/|\/\*|\*\/|\*(?:\s|$))/;
const DASH_COMMENT = /^--(?:\s|$)/;
const MARKUP_COMMENT = /^<!--/;
const ALL_COMMENTS = [HASH_COMMENT, SLASH_COMMENT, DASH_COMMENT, MARKUP_COMMENT];
/** Comment syntaxes by file extension (or name, for files without one); other files get all of them. */
const COMMENTS_BY_EXTENSION = new Map([
    ...['py', 'pyi', 'pyx', 'sh', 'bash', 'zsh', 'fish', 'rb', 'pl', 'pm', 'r', 'yaml', 'yml', 'toml', 'cfg', 'conf', 'ini', 'mk',
        'cmake', 'ps1', 'nim', 'ex', 'exs', 'jl', 'makefile', 'dockerfile', 'gitignore', 'dockerignore', 'gitattributes', 'editorconfig',
    ].map((ext) => [ext, [HASH_COMMENT]]),
    ...['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'mts', 'cts', 'java', 'c', 'h', 'cc', 'cpp', 'cxx', 'hpp', 'hh', 'cs', 'go', 'rs',
        'swift', 'kt', 'kts', 'scala', 'dart', 'groovy', 'gradle', 'proto', 'zig', 'sol', 'css', 'scss', 'less', 'jsonc', 'json5',
    ].map((ext) => [ext, [SLASH_COMMENT]]),
    ...['php', 'tf', 'hcl'].map((ext) => [ext, [HASH_COMMENT, SLASH_COMMENT]]),
    ...['sql', 'lua', 'hs', 'elm'].map((ext) => [ext, [DASH_COMMENT]]),
    ...['html', 'htm', 'xml', 'svg', 'md', 'markdown', 'mdx'].map((ext) => [ext, [MARKUP_COMMENT]]),
    ...['vue', 'svelte'].map((ext) => [ext, [MARKUP_COMMENT, SLASH_COMMENT]]),
    ...['rst', 'txt', 'json', 'csv'].map((ext) => [ext, []]),
]);
/** The comment syntaxes of a file, from its name. */
function commentSyntaxes(path) {
    const name = (path.split('/').pop() ?? '').toLowerCase();
    const dot = name.lastIndexOf('.');
    return COMMENTS_BY_EXTENSION.get(dot >= 0 ? name.slice(dot + 1) : name) ?? ALL_COMMENTS;
}
/** A line holding only a comment in the file's language (`#`, `//`, `/*`, ` * `, `--`, `<!--`). */
function isCommentLine(line, path = '') {
    const text = line.trim();
    return commentSyntaxes(path).some((syntax) => syntax.test(text));
}
// ---------------------------------------------------------------------------------------------
// Elision lines
const ELISION_LINE = /^(?:\.\.\.|…|(?:\/\/|#|--|\/\*|<!--)\s*(?:\.\.\.|…).*)$/;
/** A line standing for left-out lines: `...`, or a comment starting with it (`// ... rest unchanged`). */
function isElisionLine(line) {
    return ELISION_LINE.test(line.trim());
}
/** Lines split at their `...` lines: [from, to) ranges of the quoted parts (one part when there is no `...`). */
function elisionParts(lines) {
    const parts = [];
    let from = 0;
    lines.forEach((line, j) => {
        if (isElisionLine(line)) {
            parts.push([from, j]);
            from = j + 1;
        }
    });
    parts.push([from, lines.length]);
    return parts;
}


/***/ }),

/***/ 3040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ul: () => (/* binding */ MAX_LISTED_PLACES),
/* harmony export */   l2: () => (/* binding */ MAX_COUNTED_PLACES),
/* harmony export */   x5: () => (/* binding */ locate)
/* harmony export */ });
/* unused harmony export MATCH_STRATEGIES */
/* harmony import */ var _align_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(220);
/* harmony import */ var _elision_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1896);
/* harmony import */ var _line_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1018);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3962);
/**
 * Locating a block's ORIGINAL in a file: strategies from strict to tolerant, the first tier of them that
 * finds anything decides, and what it finds must be one place (ambiguous matches are reported, never
 * guessed).
 */




/** An ambiguous match lists at most this many of its places. */
const MAX_LISTED_PLACES = 5;
/**
 * Places a strategy looks for before it calls a match ambiguous; beyond this the count is "more than".
 * Every place found is checked line by line, so this bounds the work on very repetitive files.
 */
const MAX_COUNTED_PLACES = MAX_LISTED_PLACES + 1;
const MATCH_STRATEGIES = (/* unused pure expression or super */ null && (['exact', 'trailing-whitespace', 'indentation', 'dropped-lines', 'elision']));
const NO_INDENT = { add: '', remove: '' };
function contiguous(strategy, starts, length, indent = NO_INDENT) {
    return starts.map((start) => ({ strategy, start, end: start + length, fileOf: Array.from({ length }, (_, j) => start + j), indent }));
}
const leadingSpace = (line) => /^\s*/.exec(line)[0];
/** The one indentation change that turns every non-blank ORIGINAL line into its file line, or null. */
function indentDelta(fileLines, start, orig) {
    let delta = null;
    for (let j = 0; j < orig.length; j++) {
        const o = orig[j];
        if ((0,_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .isBlank */ .z3)(o))
            continue;
        const f = leadingSpace((0,_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .stripCr */ .Mv)(fileLines[start + j]));
        const oi = leadingSpace(o);
        let d;
        if (f.length >= oi.length) {
            if (!f.endsWith(oi))
                return null;
            d = { add: f.slice(0, f.length - oi.length), remove: '' };
        }
        else {
            if (!oi.endsWith(f))
                return null;
            d = { add: '', remove: oi.slice(0, oi.length - f.length) };
        }
        if (delta === null)
            delta = d;
        else if (delta.add !== d.add || delta.remove !== d.remove)
            return null;
    }
    return delta ?? NO_INDENT;
}
/** ORIGINAL found line for line with leading whitespace ignored, when one indentation change explains it. */
function indentationCandidates(index, orig) {
    const deltas = new Map();
    const consistent = (start) => {
        const delta = indentDelta(index.lines, start, orig);
        if (delta)
            deltas.set(start, delta);
        return delta !== null;
    };
    const starts = (0,_line_index_js__WEBPACK_IMPORTED_MODULE_1__/* .findContiguous */ .iH)(index.keyed(_line_index_js__WEBPACK_IMPORTED_MODULE_1__/* .trimKey */ .k5), orig.map(_line_index_js__WEBPACK_IMPORTED_MODULE_1__/* .trimKey */ .k5), MAX_COUNTED_PLACES, consistent);
    return starts.flatMap((start) => contiguous('indentation', [start], orig.length, deltas.get(start)));
}
/**
 * ORIGINAL lines in order, with blank or comment-only file lines between them that the model left out.
 * ORIGINAL's own blank lines may be missing from the file, unless UPDATED removes them (`removed`).
 */
function droppedLineCandidates(index, orig, removed, path) {
    const syntaxes = (0,_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .commentSyntaxes */ .vV)(path);
    const isSkippable = (line) => {
        const text = line.trim();
        return text === '' || syntaxes.some((syntax) => syntax.test(text));
    };
    const optional = (j) => orig[j].trim() === '' && !removed.has(j);
    const first = orig.findIndex((_, j) => !optional(j));
    if (first < 0)
        return [];
    const keyed = index.keyed(_line_index_js__WEBPACK_IMPORTED_MODULE_1__/* .trimEndKey */ .p4);
    const want = orig.map(_line_index_js__WEBPACK_IMPORTED_MODULE_1__/* .trimEndKey */ .p4);
    const required = want.filter((_, j) => !optional(j));
    const positions = keyed.positionsOf(required);
    if (required.some((k) => positions.get(k).length === 0))
        return [];
    const candidates = [];
    for (const start of positions.get(want[first])) {
        if (candidates.length >= MAX_COUNTED_PLACES)
            break;
        const fileOf = new Array(orig.length).fill(-1);
        let i = start;
        let j = first;
        let last = start;
        while (j < orig.length) {
            if (i < keyed.keys.length && keyed.keys[i] === want[j]) {
                fileOf[j++] = i;
                last = i++;
            }
            else if (optional(j)) {
                j++;
            }
            else if (i < keyed.keys.length && isSkippable(index.lines[i])) {
                i++;
            }
            else {
                break;
            }
        }
        if (j === orig.length)
            candidates.push({ strategy: 'dropped-lines', start, end: last + 1, fileOf, indent: NO_INDENT });
    }
    return candidates;
}
/** ORIGINAL with `...` lines, placed as `placeElision` decides; a malformed one is a reason. */
function elisionCandidates(index, orig, upd) {
    const fit = (0,_elision_js__WEBPACK_IMPORTED_MODULE_0__/* .placeElision */ .lQ)(index, orig, upd);
    if (fit.kind === 'invalid')
        return fit.reason;
    const parts = (0,_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .elisionParts */ .a0)(orig);
    const last = parts.length - 1;
    return fit.placements.map((place) => {
        const fileOf = new Array(orig.length).fill(-1);
        parts.forEach(([from, to], k) => {
            for (let j = from; j < to; j++)
                fileOf[j] = place[k] + (j - from);
        });
        return { strategy: 'elision', start: place[0], end: place[last] + (parts[last][1] - parts[last][0]), fileOf, indent: NO_INDENT };
    });
}
function unique(candidates) {
    const seen = new Set();
    return candidates.filter((c) => {
        const key = c.strategy === 'elision' ? c.fileOf.join(',') : `${c.start}:${c.end}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/**
 * Runs the strategies in tiers, strictest first; the first tier that finds anything decides. Leading
 * whitespace and left-out lines are tolerated in one tier: a block that fits one place with its
 * indentation shifted and another with lines left out fits two places, and neither is taken.
 */
function locate(index, orig, upd, path) {
    const tiers = [
        [() => contiguous('exact', (0,_line_index_js__WEBPACK_IMPORTED_MODULE_1__/* .findContiguous */ .iH)(index.keyed(_line_index_js__WEBPACK_IMPORTED_MODULE_1__/* .exactKey */ .FF), orig.map(_line_index_js__WEBPACK_IMPORTED_MODULE_1__/* .exactKey */ .FF), MAX_COUNTED_PLACES), orig.length)],
        [() => contiguous('trailing-whitespace', (0,_line_index_js__WEBPACK_IMPORTED_MODULE_1__/* .findContiguous */ .iH)(index.keyed(_line_index_js__WEBPACK_IMPORTED_MODULE_1__/* .trimEndKey */ .p4), orig.map(_line_index_js__WEBPACK_IMPORTED_MODULE_1__/* .trimEndKey */ .p4), MAX_COUNTED_PLACES), orig.length)],
        [() => indentationCandidates(index, orig), () => droppedLineCandidates(index, orig, (0,_align_js__WEBPACK_IMPORTED_MODULE_3__/* .removedLines */ .w)(orig, upd), path)],
        [() => (orig.some(_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .isElisionLine */ .QD) ? elisionCandidates(index, orig, upd) : [])],
    ];
    for (const tier of tiers) {
        const found = [];
        for (const search of tier) {
            const candidates = search();
            if (typeof candidates === 'string')
                return { kind: 'invalid', reason: candidates };
            found.push(...candidates);
        }
        const candidates = unique(found);
        if (candidates.length === 1)
            return { kind: 'found', candidate: candidates[0] };
        if (candidates.length > 1) {
            return { kind: 'ambiguous', strategy: candidates[0].strategy, places: candidates.map((c) => [c.start, c.end]) };
        }
    }
    return { kind: 'missing' };
}


/***/ })

};
