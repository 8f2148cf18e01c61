export const id = 79;
export const ids = [79];
export const modules = {

/***/ 4079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  analyzeFile: () => (/* binding */ analyzeFile),
  analyzeImports: () => (/* binding */ analyzeImports),
  analyzeOrFail: () => (/* binding */ analyzeOrFail),
  describeFailure: () => (/* binding */ describeFailure),
  E: () => (/* binding */ wholeDefinitions)
});

// EXTERNAL MODULE: ./src/code/chunker.ts
var chunker = __webpack_require__(711);
// EXTERNAL MODULE: ./src/code/definitions.ts + 1 modules
var definitions = __webpack_require__(8975);
// EXTERNAL MODULE: ./src/code/directive-parse.ts + 1 modules
var directive_parse = __webpack_require__(7220);
;// CONCATENATED MODULE: ./src/code/import-extract.ts

const STATEMENTS = {
    python: new Set(['import_statement', 'import_from_statement']),
    typescript: new Set(['import_statement', 'export_statement', 'call_expression']),
    tsx: new Set(['import_statement', 'export_statement', 'call_expression']),
    javascript: new Set(['import_statement', 'export_statement', 'call_expression']),
    go: new Set(['import_spec']),
    rust: new Set(['use_declaration', 'mod_item']),
    java: new Set(['import_declaration']),
    ruby: new Set(['call']),
    cpp: new Set(['preproc_include']),
    csharp: new Set(['using_directive']),
    php: new Set(['namespace_use_declaration', 'require_expression', 'require_once_expression', 'include_expression', 'include_once_expression']),
};
/** Languages whose import aliases name the imported module itself (`import x as y`, `using Y = X;`). */
const MODULE_ALIASES = new Set(['python', 'csharp', 'php']);
function statementOf(node, types) {
    for (let n = node; n; n = n.parent)
        if (types.has(n.type))
            return n;
    return node;
}
/** Rust `use a::b::{c, d as e}` -> source `a::b`, names c, d (alias e). */
function rustUse(text) {
    const clean = text.replace(/\s+/g, '');
    const brace = clean.indexOf('{');
    const aliases = {};
    if (brace === -1) {
        const [path, alias] = clean.split(/as(?=[A-Za-z_])/);
        const parts = (path ?? '').split('::');
        const name = parts.pop() ?? '';
        if (alias)
            aliases[alias] = name;
        return { source: parts.join('::') || name, names: parts.length ? [name] : [], aliases };
    }
    const source = clean.slice(0, brace).replace(/::$/, '');
    const names = [];
    for (const item of clean.slice(brace + 1, clean.lastIndexOf('}')).split(',')) {
        if (!item)
            continue;
        const [path, alias] = item.split(/as(?=[A-Za-z_])/);
        const name = (path ?? '').split('::').pop() ?? '';
        if (!name || name.includes('{'))
            continue;
        names.push(name === 'self' ? source.split('::').pop() ?? name : name);
        if (alias)
            aliases[alias] = name;
    }
    return { source, names, aliases };
}
/** Most `dirname(__DIR__, levels)` a PHP include path is followed through. */
const MAX_DIRNAME_LEVELS = 8;
/**
 * The path a PHP `require`/`include` expression loads, when it is made of string literals,
 * `__DIR__`, `dirname(__DIR__)` / `dirname(__FILE__)` and `.` concatenation: `__DIR__` reads as `.`,
 * each `dirname` level as `..`. Undefined for anything computed at run time.
 */
function phpIncludePath(node) {
    switch (node.type) {
        case 'parenthesized_expression':
            return node.namedChildCount === 1 ? phpIncludePath(node.namedChild(0)) : undefined;
        case 'string':
        case 'encapsed_string':
            if (node.namedChildren.some((c) => c?.type !== 'string_content'))
                return undefined;
            return node.namedChildren.map((c) => c.text).join('');
        case 'name':
            return node.text === '__DIR__' ? '.' : undefined;
        case 'binary_expression': {
            if (node.childForFieldName('operator')?.text !== '.')
                return undefined;
            const left = node.childForFieldName('left');
            const right = node.childForFieldName('right');
            const a = left ? phpIncludePath(left) : undefined;
            const b = right ? phpIncludePath(right) : undefined;
            return a === undefined || b === undefined ? undefined : a + b;
        }
        case 'function_call_expression': {
            if (node.childForFieldName('function')?.text !== 'dirname')
                return undefined;
            const args = (node.childForFieldName('arguments')?.namedChildren ?? []).map((a) => a?.namedChild(0)?.text);
            const levels = args[1] === undefined ? 1 : Number(args[1]);
            if (!Number.isInteger(levels) || levels < 1 || levels > MAX_DIRNAME_LEVELS)
                return undefined;
            if (args[0] === '__FILE__')
                return levels === 1 ? '.' : Array(levels - 1).fill('..').join('/');
            if (args[0] === '__DIR__')
                return Array(levels).fill('..').join('/');
            return undefined;
        }
        default:
            return undefined;
    }
}
function extractImports(root, language, id, matches) {
    const types = STATEMENTS[id];
    const groups = new Map();
    for (const match of matches ?? (0,definitions/* compileQuery */.YM)(language, id, 'imports').matches(root, definitions/* QUERY_LIMITS */.G2)) {
        let source;
        let name;
        let alias;
        let kind = 'module';
        let anchor;
        for (const c of match.captures) {
            if (c.name.startsWith('_'))
                continue;
            anchor ??= c.node;
            if (c.name === 'import.source')
                source = c.node.text;
            else if (c.name === 'import.system') {
                source = c.node.text.replace(/^<|>$/g, '');
                kind = 'system';
            }
            else if (c.name === 'import.file') {
                source = phpIncludePath(c.node);
                kind = 'file';
            }
            else if (c.name === 'import.mod') {
                source = c.node.text;
                kind = 'mod';
            }
            else if (c.name === 'import.name')
                name = c.node.text === '*' || c.node.type === 'wildcard_import' ? '*' : c.node.text;
            else if (c.name === 'import.alias')
                alias = c.node.text;
        }
        if (!anchor)
            continue;
        const statement = statementOf(anchor, types);
        let group = groups.get(statement.id);
        if (!group) {
            group = { line: statement.startPosition.row + 1, sources: [], names: [], aliases: {}, kind };
            groups.set(statement.id, group);
        }
        if (kind !== 'module')
            group.kind = kind;
        if (source !== undefined && !group.sources.includes(source))
            group.sources.push(source);
        if (name !== undefined && !group.names.includes(name))
            group.names.push(name);
        if (alias !== undefined) {
            if (name !== undefined)
                group.aliases[alias] = name;
            else if (MODULE_ALIASES.has(id) && source !== undefined)
                group.aliases[alias] = source;
            else
                group.aliases[alias] = 'default';
        }
    }
    const out = [];
    for (const g of groups.values()) {
        if (g.sources.length === 0)
            continue;
        for (const raw of g.sources) {
            if (id === 'rust' && g.kind === 'module') {
                const use = rustUse(raw);
                out.push({ source: use.source, names: use.names, ...(Object.keys(use.aliases).length ? { aliases: use.aliases } : {}), line: g.line, kind: g.kind });
                continue;
            }
            const source = id === 'java' && /\.\*$/.test(raw) ? raw.slice(0, -2) : id === 'php' ? raw.replace(/^\\/, '') : raw;
            const names = g.sources.length > 1 ? [] : g.names;
            const aliases = g.sources.length > 1 ? Object.fromEntries(Object.entries(g.aliases).filter(([, v]) => v === raw)) : g.aliases;
            out.push({ source, names, ...(Object.keys(aliases).length ? { aliases } : {}), line: g.line, kind: g.kind });
        }
    }
    return out.sort((a, b) => a.line - b.line);
}

// EXTERNAL MODULE: ./src/code/import-skeleton.ts
var import_skeleton = __webpack_require__(3822);
// EXTERNAL MODULE: ./src/code/languages.ts
var languages = __webpack_require__(3330);
// EXTERNAL MODULE: ./src/code/typed-javascript.ts
var typed_javascript = __webpack_require__(2213);
// EXTERNAL MODULE: ./src/code/sfc.ts
var sfc = __webpack_require__(7747);
;// CONCATENATED MODULE: ./src/code/sfc-template.ts

const TAG_NAME = /[A-Za-z][\w.:-]*/y;
/** An attribute: its name, then a quoted value, a Svelte `{...}` value, or a bare one. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|(\{[^}]*\}|[^\s"'>]+)))?/g;
/** A call's name (`save(`, `api.user.fetch(`), not a keyed each block's item (`{#each rows as row (row.id)}`). */
const CALL = /(?<![\w$.])(?<!\bas\s+)(?:[A-Za-z_$][\w$]*\s*\??\.\s*)*([A-Za-z_$][\w$]*)\s*\(/g;
/** A handler that is a bare name or member path: `save`, `store.save`, `$emit`. */
const BARE_PATH = /^\s*(?:[A-Za-z_$][\w$]*\s*\??\.\s*)*([A-Za-z_$][\w$]*)\s*$/;
/** Words of the expression language followed by `(` that call nothing. */
const NOT_CALLS = new Set(['if', 'for', 'while', 'switch', 'return', 'typeof', 'function', 'new', 'in', 'of', 'as', 'await', 'void', 'delete', 'instanceof', 'catch']);
/**
 * The references of a component's template (see the module's note), in the order of the text. A
 * tag naming a component in kebab case is referenced in both cases (`<user-card>`: `user-card` and
 * `UserCard`), as is one in Pascal case (`<UserCard>`: `UserCard` and `user-card`): a component is
 * defined by its file's name as written, and either spelling may name the other.
 */
function templateReferences(text, format, seen = (0,sfc/* markup */.PT)(text)) {
    // The markup alone: script and style blocks blanked, tags included (same offsets), in one pass.
    const hidden = [...(0,sfc/* blocks */.Bv)(seen, 'script'), ...(0,sfc/* blocks */.Bv)(seen, 'style')].sort((a, b) => a.open - b.open);
    let source = '';
    let kept = 0;
    for (const block of hidden) {
        if (block.open < kept)
            continue; // a style block inside a script's text: already blanked
        source += seen.visible.slice(kept, block.open) + (0,sfc/* blank */.hQ)(seen.visible.slice(block.open, block.closeEnd + 1));
        kept = block.closeEnd + 1;
    }
    source += seen.visible.slice(kept);
    const lines = new LineOf(text);
    const out = [];
    const add = (name, kind, at) => {
        out.push({ name, kind, line: lines.at(at) });
    };
    const expression = (code, at, handler) => {
        const bare = handler ? BARE_PATH.exec(code) : null;
        if (bare) {
            add(bare[1], 'call', at + code.lastIndexOf(bare[1]));
            return;
        }
        for (const m of code.matchAll(CALL))
            if (!NOT_CALLS.has(m[1]))
                add(m[1], 'call', at + m.index + m[0].lastIndexOf(m[1]));
    };
    let textFrom = 0;
    for (let i = source.indexOf('<'); i >= 0; i = source.indexOf('<', i + 1)) {
        TAG_NAME.lastIndex = i + 1;
        const name = TAG_NAME.exec(source)?.[0];
        if (!name)
            continue;
        const end = (0,sfc/* endOfTag */.Ri)(source, i + 1 + name.length, format === 'svelte');
        if (end < 0)
            break;
        interpolations(source.slice(textFrom, i), textFrom, format, expression);
        textFrom = end + 1;
        const component = componentTag(name);
        for (const spelling of component)
            add(spelling, 'class', i + 1);
        const from = i + 1 + name.length;
        for (const m of source.slice(from, end).matchAll(ATTRIBUTE)) {
            const attribute = m[1];
            const raw = m[2] ?? m[3] ?? m[4];
            if (raw === undefined)
                continue;
            const valueAt = from + m.index + m[0].length - raw.length - (m[4] === undefined ? 1 : 0);
            const braced = /^\s*\{([\s\S]*)\}\s*$/.exec(raw);
            if (format === 'vue' && /^(?:[@:#]|v-)/.test(attribute))
                expression(raw, valueAt, /^(?:@|v-on:)/.test(attribute));
            else if (format === 'svelte' && braced)
                expression(braced[1], valueAt + raw.indexOf('{') + 1, /^on:?[a-z]/.test(attribute));
        }
        i = end;
    }
    interpolations(source.slice(textFrom), textFrom, format, expression);
    return out;
}
/** The spellings a tag names a component by (none for an HTML element or a special tag: `div`, `svelte:head`). */
function componentTag(name) {
    if (name.includes(':'))
        return [];
    const head = name.split('.')[0];
    if (/^[A-Z]/.test(head)) {
        const kebab = head.replace(/[A-Z]/g, (c, at) => (at ? '-' : '') + c.toLowerCase());
        return kebab === head ? [head] : [head, kebab];
    }
    if (!head.includes('-') || /[^a-z0-9-]/.test(head))
        return [];
    const pascal = head.replace(/(^|-)([a-z0-9])/g, (_, _dash, c) => c.toUpperCase());
    return [head, pascal];
}
/** The expressions between tags: `{{ ... }}` in Vue, `{ ... }` blocks in Svelte (`{#if ...}`, `{@html ...}` too). */
function interpolations(text, at, format, expression) {
    if (format === 'vue') {
        for (let i = text.indexOf('{{'); i >= 0; i = text.indexOf('{{', i)) {
            const close = text.indexOf('}}', i + 2);
            if (close < 0)
                return; // one scan for any number of unclosed `{{`
            expression(text.slice(i + 2, close), at + i + 2, false);
            i = close + 2;
        }
        return;
    }
    for (let i = text.indexOf('{'); i >= 0; i = text.indexOf('{', i + 1)) {
        let depth = 0;
        let j = i;
        for (; j < text.length; j++) {
            if (text[j] === '{')
                depth++;
            else if (text[j] === '}' && --depth === 0)
                break;
        }
        if (j >= text.length)
            return;
        // `{#snippet row(item)}` defines `row`: its parameters' defaults may call, its name does not.
        const snippet = /^\s*#snippet\s+[A-Za-z_$][\w$]*/.exec(text.slice(i + 1, j));
        const from = i + 1 + (snippet?.[0].length ?? 0);
        expression(text.slice(from, j), at + from, false);
        i = j;
    }
}
/** 1-based line numbers of offsets into a text, by binary search over where its lines start. */
class LineOf {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
    }
    at(offset) {
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo + 1;
    }
}
const DEFINE_OPTIONS_NAME = /\bdefineOptions\s*\(\s*\{[^{}]*?\bname\s*:\s*(['"`])([A-Za-z][\w-]*)\1/;
const OPTIONS_NAME = /\bexport\s+default\s+(?:(?:defineComponent|Vue\.extend)\s*\(\s*)?\{\s*name\s*:\s*(['"`])([A-Za-z][\w-]*)\1/;
/**
 * The name a Vue component declares for itself in its script code (`sfcScript`'s): `defineOptions({
 * name: 'ElButton' })`, or `name` as the first option of `export default { ... }` (also in
 * `defineComponent({ ... })`). A `name` elsewhere (a row of data, a nested object) is not the
 * component's, so only those places are read.
 */
function declaredComponentName(code) {
    return (DEFINE_OPTIONS_NAME.exec(code) ?? OPTIONS_NAME.exec(code))?.[2];
}

;// CONCATENATED MODULE: ./src/code/analyze.ts









async function analyzeFile(path, text) {
    if (!(0,sfc/* isSfcPath */.Aq)(path))
        return analyzeCode(text, (0,languages/* languageForPath */.f3)(path));
    // A single-file component: the code of its script blocks, in place (sfc.ts), and the component itself.
    // Its comments blanked once, for its scripts and its template both.
    const seen = text.length <= chunker/* MAX_PARSE_CHARS */.VF ? (0,sfc/* markup */.PT)(text) : undefined;
    const script = seen && (0,sfc/* sfcScript */.Qk)(text, seen);
    const analysis = await analyzeCode(text, script?.language, script?.code);
    if (analysis.lineCount === 0)
        return analysis;
    const format = (0,sfc/* componentFormat */.ZH)(path);
    const declared = format === 'vue' && script ? declaredComponentName(script.code) : undefined;
    analysis.definitions.unshift((0,sfc/* componentDefinition */.fT)(path, analysis.lineCount, declared));
    // What the template uses (sfc-template.ts), after the scripts' own references.
    if (seen)
        analysis.references.push(...templateReferences(text, format, seen));
    return analysis;
}
/**
 * The analysis of `text` read as `language` (none: line windows only). `code`, when given, is what
 * is parsed in its place (as many lines: a component's scripts with the rest blanked); the chunks
 * are then `text`'s line windows, so the words outside the code are searched as well.
 */
async function analyzeCode(text, language, code) {
    const sizes = new chunker/* LineSizes */.$y(text);
    const lineCount = text.length === 0 ? 0 : sizes.count;
    if (!language || text.length > chunker/* MAX_PARSE_CHARS */.VF) {
        return { ...(language ? { language } : {}), lineCount, chunks: (0,chunker/* chunkLines */.jt)(text, sizes), definitions: [], references: [], imports: [] };
    }
    const [parsed, syntax] = await wholeParse(language, code ?? text);
    if (!parsed) {
        return { language, lineCount, parseError: true, chunks: (0,chunker/* chunkLines */.jt)(text, sizes), definitions: [], references: [], imports: [] };
    }
    const grammar = await (0,languages/* loadLanguage */.rI)(syntax);
    const alternative = parsed.firstBranches;
    try {
        const root = parsed.tree.rootNode;
        // Definitions, imports and references come from one pass over the tree.
        const matches = (0,definitions/* analysisMatches */.Yv)(root, grammar, syntax);
        const whole = {
            chunks: code === undefined ? (0,chunker/* chunkTree */.ok)(root, parsed.source, sizes) : (0,chunker/* chunkLines */.jt)(text, sizes),
            definitions: (0,definitions/* extractDefinitions */.Ax)(root, parsed.source, grammar, syntax, matches.definitions),
            references: (0,definitions/* extractReferences */.QD)(root, parsed.source, grammar, syntax, matches.references),
            imports: extractImports(root, grammar, syntax, matches.imports),
        };
        if (root.hasError)
            whole.parseError = true;
        return { language, lineCount, ...(alternative ? withFirstBranches(whole, alternative, grammar, language, sizes) : whole) };
    }
    finally {
        parsed.tree.delete();
        alternative?.tree.delete();
    }
}
/**
 * A file's text parsed whole and the grammar it was read with: JavaScript with type annotations with
 * the grammar that reads them (typed-javascript.ts), C-family code with its `#if`s' first branches
 * where only those parse (directive-parse.ts). Undefined when tree-sitter gives no tree.
 */
async function wholeParse(language, text) {
    if (language !== 'javascript')
        return [(0,directive_parse/* parseWithDirectives */.E)(await (0,languages/* getParser */.SQ)(language), language, text), language];
    const parsed = await (0,typed_javascript/* parseJavaScript */.pL)(text);
    return parsed ? [{ tree: parsed.tree, source: text }, parsed.syntax] : [undefined, 'javascript'];
}
/**
 * A file's imports and chunks, without its definitions and references. In a language with a
 * skeleton only its import statements are parsed (`import-skeleton.ts`) and its chunks are line
 * windows; a language of WHOLE_PARSE_IMPORT_LANGUAGES is parsed whole, as `analyzeFile` parses it,
 * for its imports and the same chunks, without the queries and the work on definitions and
 * references. For a file too big to parse, the whole analysis (its line windows).
 */
async function analyzeImports(path, text) {
    const language = (0,languages/* languageForPath */.f3)(path);
    if (language && text.length <= chunker/* MAX_PARSE_CHARS */.VF && import_skeleton/* WHOLE_PARSE_IMPORT_LANGUAGES */.g9.has(language))
        return importsOfWholeParse(language, text);
    const skeleton = language && text.length <= chunker/* MAX_PARSE_CHARS */.VF ? (0,import_skeleton/* importSkeleton */.vc)(text, language) : undefined;
    if (!language || skeleton === undefined)
        return analyzeFile(path, text);
    const sizes = new chunker/* LineSizes */.$y(text);
    const lineCount = text.length === 0 ? 0 : sizes.count;
    const [parser, grammar] = await Promise.all([(0,languages/* getParser */.SQ)(language), (0,languages/* loadLanguage */.rI)(language)]);
    const tree = parser.parse(skeleton);
    if (!tree)
        return { language, lineCount, parseError: true, chunks: (0,chunker/* chunkLines */.jt)(text, sizes), definitions: [], references: [], imports: [] };
    try {
        const root = tree.rootNode;
        return { language, lineCount, importsOnly: true, chunks: (0,chunker/* chunkLines */.jt)(text, sizes), definitions: [], references: [], imports: extractImports(root, grammar, language) };
    }
    finally {
        tree.delete();
    }
}
/**
 * The imports and chunks of a whole parse of `text`, read as `analyzeFile` reads them: for C-family
 * code whose `#if`s only parse with their first branches, the chunks of that parse and its imports
 * with those the other branches hold.
 */
async function importsOfWholeParse(language, text) {
    const sizes = new chunker/* LineSizes */.$y(text);
    const lineCount = text.length === 0 ? 0 : sizes.count;
    const [parsed, syntax] = await wholeParse(language, text);
    if (!parsed)
        return { language, lineCount, parseError: true, chunks: (0,chunker/* chunkLines */.jt)(text, sizes), definitions: [], references: [], imports: [] };
    const first = parsed.firstBranches;
    try {
        const grammar = await (0,languages/* loadLanguage */.rI)(syntax);
        const imports = extractImports(parsed.tree.rootNode, grammar, syntax);
        const root = (first ?? parsed).tree.rootNode;
        return {
            language,
            lineCount,
            ...(root.hasError ? { parseError: true } : {}),
            importsOnly: true,
            chunks: (0,chunker/* chunkTree */.ok)(root, first ? first.text : parsed.source, sizes),
            definitions: [],
            references: [],
            imports: first ? withAlternativeRows(extractImports(root, grammar, syntax), imports, first) : imports,
        };
    }
    finally {
        parsed.tree.delete();
        first?.tree.delete();
    }
}
/**
 * A file's definitions as a whole parse gives them: its index analysis's, or for an analysis of its
 * imports only (`importsOnly`) those of `parse` on its text now (read through `read`); none when the
 * text cannot be read.
 */
async function wholeDefinitions(analysis, path, read, parse = analyzeFile) {
    if (!analysis?.importsOnly)
        return analysis?.definitions ?? [];
    const text = read(path);
    return text === undefined ? [] : ((await parse(path, text))?.definitions ?? []);
}
/** Characters of an error's message kept in a failure. */
const MAX_FAILURE_CHARS = 200;
/**
 * `analyze(path, text)` (`analyzeFile`), with a failure of the file's own analysis (an exception or
 * a WebAssembly trap while parsing or querying) given as `{ failed }` and the language's parser
 * discarded. Loading the grammar is done first and still throws: that is the installation's fault,
 * not the file's, and must stop the run rather than skip every file.
 */
async function analyzeOrFail(path, text, analyze = analyzeFile) {
    const language = (0,languages/* languageForPath */.f3)(path);
    if (language)
        await Promise.all([(0,languages/* getParser */.SQ)(language), (0,languages/* loadLanguage */.rI)(language)]);
    try {
        return await analyze(path, text);
    }
    catch (error) {
        if (language)
            (0,languages/* discardParser */.Cn)(language, error);
        return { failed: describeFailure(error) };
    }
}
/** An error as a failure's text: its class and message, on one line, shortened. */
function describeFailure(error) {
    const text = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).replace(/\s+/g, ' ').trim();
    return text.length > MAX_FAILURE_CHARS ? `${text.slice(0, MAX_FAILURE_CHARS - 1)}…` : text;
}
/**
 * The analysis of the first branches' tree, with what only the other branches hold taken from the
 * whole text's analysis: definitions (placed under their owners), references and imports on those
 * rows.
 */
function withFirstBranches(whole, first, grammar, language, sizes) {
    const root = first.tree.rootNode;
    const matches = (0,definitions/* analysisMatches */.Yv)(root, grammar, language);
    const onAlternativeRows = (line) => first.alternativeRows.has(line - 1);
    const out = {
        chunks: (0,chunker/* chunkTree */.ok)(root, first.text, sizes),
        definitions: (0,definitions/* withAlternativeDefinitions */.yn)((0,definitions/* extractDefinitions */.Ax)(root, first.text, grammar, language, matches.definitions), whole.definitions.filter((d) => onAlternativeRows(d.nameLine))),
        references: withAlternativeRows((0,definitions/* extractReferences */.QD)(root, first.text, grammar, language, matches.references), whole.references, first),
        imports: withAlternativeRows(extractImports(root, grammar, language, matches.imports), whole.imports, first),
    };
    if (root.hasError)
        out.parseError = true;
    return out;
}
/** `kept` (of the first branches' parse) with the items of `others` (the whole text's) on lines only the other branches hold, by line. */
function withAlternativeRows(kept, others, first) {
    return [...kept, ...others.filter((o) => first.alternativeRows.has(o.line - 1))].sort((a, b) => a.line - b.line);
}


/***/ }),

/***/ 7220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ errorDamage),
  E: () => (/* binding */ parseWithDirectives)
});

;// CONCATENATED MODULE: ./src/code/preprocessor.ts
/**
 * Text transforms that carry tree-sitter through C-family preprocessor directives, keeping every
 * offset and line (blanked characters become spaces, newlines stay):
 *  - C headers open `extern "C" {` for C++ callers inside one `#ifdef __cplusplus` block and close
 *    the brace inside another. Tree-sitter cannot pair braces across preprocessor blocks, so such a
 *    header parses as one error; the two halves carry no definitions and are blanked, and only when
 *    every opening guard has a closing one.
 *  - Export macros in class heads (`class YAML_CPP_API Node {`) are blanked.
 *  - Alternative branches (`#if A` header `#else` other header `#endif` and one shared body) make C
 *    and C# code that compiles either way unparsable; keeping only the first branch of each
 *    conditional, as ctags does, gives code that parses. The caller decides when to use it.
 */
/** Every character of a line but a carriage return, as a space. */
function blank(line) {
    return line.replace(/[^\r]/g, ' ');
}
const GUARD = /^[ \t]*#[ \t]*(?:ifdef[ \t]+__cplusplus|if[ \t]+defined[ \t]*\(?[ \t]*__cplusplus[ \t]*\)?)[ \t]*$/;
const ENDIF = /^[ \t]*#[ \t]*endif\b/;
const OPEN = /^extern[ \t]*"C"[ \t]*\{$/;
const CLOSE = /^\}$/;
/** A line without its comments and surrounding blanks (comments opened on it are closed on it). */
function code(line) {
    return line
        .replace(/\/\*.*?\*\//g, ' ')
        .replace(/\/\/.*$/, '')
        .trim();
}
/** Guard blocks whose only code is `extern "C" {` or `}`. */
function linkageGuards(lines) {
    const found = [];
    for (let i = 0; i < lines.length; i++) {
        if (!GUARD.test(code(lines[i])))
            continue;
        let body;
        let simple = true;
        let end = i + 1;
        for (; end < lines.length && !ENDIF.test(lines[end]); end++) {
            const text = code(lines[end]);
            if (!text)
                continue;
            if (body !== undefined || !(OPEN.test(text) || CLOSE.test(text)))
                simple = false;
            body = end;
        }
        if (simple && body !== undefined && end < lines.length)
            found.push({ line: body, open: OPEN.test(code(lines[body])) });
        i = end;
    }
    return found;
}
/** `text` with its `extern "C"` guard halves blanked; the same string when there are none to blank. */
function blankLinkageGuards(text) {
    if (!text.includes('__cplusplus'))
        return text;
    const lines = text.split('\n');
    const guards = linkageGuards(lines);
    const opens = guards.filter((g) => g.open).length;
    if (opens === 0 || opens * 2 !== guards.length)
        return text;
    for (const guard of guards)
        lines[guard.line] = blank(lines[guard.line]);
    return lines.join('\n');
}
/**
 * An all-capitals export macro between `class`/`struct`/`union` and the name of a type it defines
 * (`class YAML_CPP_API Node : public Base {`, `struct Q_CORE_EXPORT Point {`).
 */
const EXPORT_MACRO = /\b(class|struct|union)([ \t]+)([A-Z][A-Z0-9_]*[A-Z0-9])(?=[ \t]+[A-Za-z_]\w*[ \t]*(?:final\b[ \t]*)?(?:[{]|:(?!:)|$))/gm;
/**
 * `text` with export macros in class heads blanked: tree-sitter reads the macro as the class name
 * and loses the class.
 */
function blankExportMacros(text) {
    return text.replace(EXPORT_MACRO, (_all, keyword, gap, macro) => `${keyword}${gap}${' '.repeat(macro.length)}`);
}
const CONDITIONAL = /^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b/;
const CONDITIONAL_ANYWHERE = new RegExp(CONDITIONAL.source, 'm');
/**
 * `text` with only the first branch of every conditional: `#elif` and `#else` branches blanked, and
 * the conditional directives themselves, which tree-sitter cannot place everywhere (between an
 * attribute and its method, inside an expression). The same string when there is no conditional.
 */
function keepFirstBranches(text) {
    if (!CONDITIONAL_ANYWHERE.test(text))
        return { text, dropped: 0, alternativeRows: [] };
    const lines = text.split('\n');
    /** Per open conditional: whether its current branch is an alternative one. */
    const open = [];
    let alternatives = 0;
    let dropped = 0;
    const alternativeRows = [];
    for (let i = 0; i < lines.length; i++) {
        const directive = CONDITIONAL.exec(lines[i])?.[1];
        if (directive === 'if' || directive === 'ifdef' || directive === 'ifndef')
            open.push(false);
        else if ((directive === 'elif' || directive === 'else') && open.length) {
            if (!open[open.length - 1])
                alternatives++;
            open[open.length - 1] = true;
        }
        else if (directive === 'endif' && open.length && open.pop())
            alternatives--;
        if (directive === undefined && alternatives > 0) {
            dropped += lines[i].replace(/\s+/g, '').length;
            alternativeRows.push(i);
        }
        if (directive !== undefined || alternatives > 0)
            lines[i] = blank(lines[i]);
    }
    return { text: lines.join('\n'), dropped, alternativeRows };
}

;// CONCATENATED MODULE: ./src/code/directive-parse.ts

/** Languages with `#if`/`#else` conditionals, which can leave code that only parses one way. */
const CONDITIONAL_COMPILATION = new Set(['cpp', 'csharp']);
/**
 * How much of a tree an error spoils: for each outermost ERROR node and each MISSING node, the size
 * of the construct it sits in (its parent), since what follows an error there is misplaced too.
 */
function errorDamage(root) {
    let size = 0;
    const pending = [root];
    for (let node = pending.pop(); node; node = pending.pop()) {
        if (node.type === 'ERROR' || node.isMissing) {
            const broken = node.parent ?? node;
            size += broken.endIndex - broken.startIndex;
        }
        else if (node.hasError)
            for (const child of node.children)
                if (child)
                    pending.push(child);
    }
    return size;
}
/**
 * Parses `text` as `language`; undefined when tree-sitter gives no tree. The first-branches parse is
 * kept when its damage plus the code it leaves out is less than the whole text's damage. The caller
 * deletes the trees.
 */
function parseWithDirectives(parser, language, text) {
    const source = language === 'cpp' ? blankExportMacros(blankLinkageGuards(text)) : text;
    const tree = parser.parse(source);
    if (!tree)
        return undefined;
    if (!tree.rootNode.hasError || !CONDITIONAL_COMPILATION.has(language))
        return { tree, source };
    const first = keepFirstBranches(source);
    if (first.text === source)
        return { tree, source };
    const retry = parser.parse(first.text);
    if (retry && errorDamage(retry.rootNode) + first.dropped < errorDamage(tree.rootNode)) {
        return { tree, source, firstBranches: { tree: retry, text: first.text, alternativeRows: new Set(first.alternativeRows) } };
    }
    retry?.delete();
    return { tree, source };
}


/***/ }),

/***/ 7747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aq: () => (/* binding */ isSfcPath),
/* harmony export */   Bv: () => (/* binding */ blocks),
/* harmony export */   PT: () => (/* binding */ markup),
/* harmony export */   Qk: () => (/* binding */ sfcScript),
/* harmony export */   Ri: () => (/* binding */ endOfTag),
/* harmony export */   ZH: () => (/* binding */ componentFormat),
/* harmony export */   fT: () => (/* binding */ componentDefinition),
/* harmony export */   hQ: () => (/* binding */ blank)
/* harmony export */ });
/** Extensions of the single-file component formats, with the dot. */
const SFC_EXTENSIONS = ['.vue', '.svelte'];
/** The format of a component file, by its extension. */
function componentFormat(path) {
    return path.toLowerCase().endsWith('.svelte') ? 'svelte' : 'vue';
}
/** Whether `path` names a single-file component (by its extension, whatever its case). */
function isSfcPath(path) {
    const lower = path.toLowerCase();
    return SFC_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length && lower[lower.length - ext.length - 1] !== '/');
}
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
/** `type`s of a script block that hold JavaScript (the attribute is rarely written in a component). */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/typescript', 'application/typescript', 'ts', 'typescript']);
/**
 * The code of a single-file component's script blocks, in place (see `SfcScript`), or undefined when
 * it has none. A block that loads its code from elsewhere (`src="..."`), holds data (`type="application/json"`)
 * or sits in an HTML comment is left out, as is anything outside a block. One pass over the text: a
 * block left open ends the search, so thousands of unclosed tags cost no more than one.
 */
function sfcScript(text, seen = markup(text)) {
    const kept = [];
    let language = 'javascript';
    const { visible } = seen;
    for (const block of blocks(seen, 'script')) {
        const attributes = attributesOf(visible.slice(block.open + '<script'.length, block.tagEnd));
        if (attributes.has('src') || !SCRIPT_TYPES.has((attributes.get('type') ?? '').toLowerCase()))
            continue;
        const lang = (attributes.get('lang') ?? '').toLowerCase();
        if (lang === 'tsx')
            language = 'tsx';
        else if ((lang === 'ts' || lang === 'typescript') && language !== 'tsx')
            language = 'typescript';
        else if (lang !== '' && lang !== 'js' && lang !== 'javascript' && lang !== 'jsx')
            continue;
        kept.push([block.tagEnd + 1, block.close]);
    }
    if (kept.length === 0)
        return undefined;
    let code = '';
    let at = 0;
    for (const [start, end] of kept) {
        code += blank(text.slice(at, start)) + text.slice(start, end);
        at = end;
    }
    return { code: code + blank(text.slice(at)), language };
}
/**
 * A component's text with its HTML comments blanked (`visible`: a commented-out block is no block),
 * and that text lower-cased in ASCII only (`lower`: a full lower-casing can lengthen the text, `İ`
 * being two characters lower-cased, and shift every offset after it). Same length as `text`.
 */
function markup(text) {
    const visible = text.replace(COMMENT, blank);
    return { visible, lower: visible.replace(/[A-Z]+/g, (run) => run.toLowerCase()) };
}
/**
 * The `<tag>` blocks of a component's text as `markup` reads it (`tag` lower-case), in order, comments left out. One pass:
 * a block left open ends the search, so thousands of unclosed tags cost no more than one.
 */
function* blocks({ visible, lower }, tag) {
    const opening = `<${tag}`;
    for (let from = 0;;) {
        const open = lower.indexOf(opening, from);
        if (open < 0)
            return;
        from = open + opening.length;
        if (from < lower.length && !/[\s/>]/.test(lower[from]))
            continue; // `<scripts>`, `<script-x>`
        const tagEnd = endOfTag(visible, from);
        const close = tagEnd < 0 ? -1 : lower.indexOf(`</${tag}`, tagEnd + 1);
        const closeEnd = close < 0 ? -1 : lower.indexOf('>', close + tag.length + 2);
        if (closeEnd < 0)
            return;
        from = closeEnd + 1;
        yield { open, tagEnd, close, closeEnd };
    }
}
/**
 * Where the tag whose attributes start at `from` ends (its `>`, quoted ones skipped), or -1. With
 * `braces`, a `>` inside `{...}` is skipped too (Svelte's `on:click={() => n > 1}`).
 */
function endOfTag(text, from, braces = false) {
    let quote = '';
    let depth = 0;
    for (let i = from; i < text.length; i++) {
        const c = text[i];
        if (quote) {
            if (c === quote)
                quote = '';
        }
        else if (c === '"' || c === "'")
            quote = c;
        else if (braces && c === '{')
            depth++;
        else if (braces && c === '}' && depth > 0)
            depth--;
        else if (c === '>' && depth === 0)
            return i;
    }
    return -1;
}
/** The attributes of a tag, by lower-cased name (a bare attribute is the empty string). */
function attributesOf(source) {
    const out = new Map();
    for (const m of source.matchAll(ATTRIBUTE))
        out.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
    return out;
}
/**
 * `text` with every character but a line break made a space. Replaced a run of a line at a time: one
 * replacement per character took 15 to 25 times as long (3.2 MB of quasar's components: 3.1 to 4.0
 * s against 0.14 to 0.27 s).
 */
function blank(text) {
    return text.replace(/[^\r\n]+/g, (run) => ' '.repeat(run.length));
}
/**
 * The component a single-file component's file defines, as a class-like definition over all its
 * lines, named by its file as written (`VPSidebar.vue` -> `VPSidebar`, `Button/index.vue` ->
 * `Button`; `touch-pan.vue` stays `touch-pan`: made `TouchPan`, a demo page would define the name
 * of the directive it shows). Its template and styles are its own code, so a fix there is a fix of
 * the component, and a file whose script defines no function still has a definition to be ranked by.
 * A name the component declares for itself (`declared`: sfc-template.ts `declaredComponentName`,
 * `button.vue` declaring `ElButton`) is the one its users write, and names it instead. `lineCount`
 * is the file's (one or more).
 */
function componentDefinition(path, lineCount, declared) {
    const parts = path.split('/');
    const file = parts[parts.length - 1];
    const stem = file.slice(0, file.lastIndexOf('.'));
    const name = declared ?? (stem.toLowerCase() === 'index' && parts.length > 1 ? parts[parts.length - 2] : stem);
    const format = componentFormat(path) === 'svelte' ? 'Svelte' : 'Vue';
    return { name, qualifiedName: name, kind: 'class', signature: `${format} component ${name}`, startLine: 1, endLine: lineCount, nameLine: 1 };
}


/***/ }),

/***/ 2213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pL: () => (/* binding */ parseJavaScript),
/* harmony export */   rS: () => (/* binding */ syntaxOf)
/* harmony export */ });
/* unused harmony exports TYPED_JAVASCRIPT, declaresFlow */
/* harmony import */ var _directive_parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7220);
/* harmony import */ var _languages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3330);


/** The grammar typed JavaScript is parsed with. */
const TYPED_JAVASCRIPT = 'tsx';
/** Flow's pragma in a comment near the top: `// @flow`, a block comment's `@flow strict`, a JSDoc line ` * @flow`. */
const FLOW_PRAGMA = /(?:\/\/|\/\*|^[ \t]*\*)[^\n]*@flow\b/m;
/** Characters looked through for the pragma (a licence header comes first). */
const PRAGMA_WINDOW = 2_000;
/** Whether a JavaScript text declares itself Flow's in a comment near its top. */
function declaresFlow(text) {
    return FLOW_PRAGMA.test(text.slice(0, PRAGMA_WINDOW));
}
/**
 * A JavaScript text's tree: the JavaScript grammar's, or the TSX grammar's when that spoils less code.
 * The grammar the text is more likely written for is tried first (TSX for a Flow pragma), and the
 * other only when that tree has errors. Undefined when tree-sitter gives no tree. The caller deletes it.
 */
async function parseJavaScript(text) {
    const order = declaresFlow(text) ? [TYPED_JAVASCRIPT, 'javascript'] : ['javascript', TYPED_JAVASCRIPT];
    const first = (await (0,_languages_js__WEBPACK_IMPORTED_MODULE_1__/* .getParser */ .SQ)(order[0])).parse(text);
    if (!first)
        return undefined;
    if (!first.rootNode.hasError)
        return { tree: first, syntax: order[0] };
    const second = (await (0,_languages_js__WEBPACK_IMPORTED_MODULE_1__/* .getParser */ .SQ)(order[1])).parse(text);
    if (second && (0,_directive_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .errorDamage */ .K)(second.rootNode) < (0,_directive_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .errorDamage */ .K)(first.rootNode)) {
        first.delete();
        return { tree: second, syntax: order[1] };
    }
    second?.delete();
    return { tree: first, syntax: order[0] };
}
/**
 * The grammar a file of `language` is read with: for JavaScript, the one `parseJavaScript` keeps;
 * any other language its own.
 */
async function syntaxOf(language, text) {
    if (language !== 'javascript')
        return language;
    const parsed = await parseJavaScript(text);
    parsed?.tree.delete();
    return parsed?.syntax ?? language;
}


/***/ })

};
