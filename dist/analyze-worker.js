import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
import * as __WEBPACK_EXTERNAL_MODULE_module__ from "module";
/******/ var __webpack_modules__ = ({

/***/ 242:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TG: () => (/* binding */ xmlDocText),
/* harmony export */   x$: () => (/* binding */ fillMembers)
/* harmony export */ });
/* unused harmony export MAX_MEMBERS */
const MAX_MEMBERS = 8;
/** C# XML documentation as text: references become the names they point to, other tags go. */
function xmlDocText(raw) {
    return raw
        .replace(/<(?:see|seealso|paramref|typeparamref)\s+(?:cref|langword|name|href)\s*=\s*"(?:[A-Z]:)?([^"]*)"\s*\/>/g, '$1')
        .replace(/<\/?[A-Za-z][\w:-]*(?:\s[^<>]*)?\/?>/g, '');
}
const MEMBER_OWNERS = new Set(['class', 'interface', 'struct', 'enum', 'module']);
/** Sets each type's `members` to the signatures of its first MAX_MEMBERS direct members (in place). */
function fillMembers(defs) {
    const byQualified = new Map();
    for (const def of defs) {
        delete def.members;
        if (!byQualified.has(def.qualifiedName))
            byQualified.set(def.qualifiedName, def);
    }
    for (const def of defs) {
        if (!def.parent)
            continue;
        const owner = byQualified.get(def.parent);
        if (!owner || !MEMBER_OWNERS.has(owner.kind))
            continue;
        owner.members ??= [];
        if (owner.members.length < MAX_MEMBERS)
            owner.members.push(def.signature);
    }
}


/***/ }),

/***/ 822:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g9: () => (/* binding */ WHOLE_PARSE_IMPORT_LANGUAGES),
/* harmony export */   iS: () => (/* binding */ importsOnlyPath),
/* harmony export */   vc: () => (/* binding */ importSkeleton)
/* harmony export */ });
/* unused harmony export SKELETON_LANGUAGES */
/* harmony import */ var _repo_classify_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(748);
/* harmony import */ var _languages_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(31);
/**
 * The import statements of a file kept where they are and every other line emptied: a text that
 * parses in a small fraction of the whole file's time and gives the same imports on the same lines.
 * Indexing analyzes test files this way (`analyze.ts` `analyzeImports`): their imports link them to
 * the code they test, while their definitions are worked out only when something asks for them.
 * Pure; only languages whose import statements a line scan finds reliably have a skeleton. Tests in
 * every other language with a grammar are analyzed for their imports too, from a whole parse: their
 * imports (`require` calls and dynamic imports anywhere, statements inside template strings that
 * hold code they are not, Ruby's `require` a method call like any other, includes under `#if`s)
 * need the parse to be told apart.
 */


/** Languages `importSkeleton` handles. */
const SKELETON_LANGUAGES = new Set(['python']);
/** Languages whose tests are analyzed for their imports from a whole parse (`analyze.ts` `analyzeImports`). */
const WHOLE_PARSE_IMPORT_LANGUAGES = new Set(['javascript', 'typescript', 'tsx', 'go', 'rust', 'java', 'ruby', 'php', 'cpp', 'csharp']);
/** A folder of Python tests: `tests/`, `__tests__/` (not `test/` or `testing/`, where test frameworks keep their own code). */
const TESTS_FOLDER = /(?:^|\/)(?:tests|__tests__)\//;
/**
 * Whether indexing analyzes the file at `path` for its imports only: a Python test module, named as
 * one (`test_x.py`, `x_test.py`) or in a folder of tests; or a file of WHOLE_PARSE_IMPORT_LANGUAGES
 * whose path makes it a test (`repo/classify.ts` `isTestPath`: `test/`, `__tests__/`, `fixtures/`,
 * `src/test/java/`, `spec/`, `x.test.ts`, `x_test.go`, `FooTest.java`, `Tests/`, ...), which such a
 * repository's test runner and its source files keep apart. A Python test framework's own code
 * (Django's `django/test/`, SymPy's `sympy/testing/`), which the path alone calls a test, keeps its
 * definitions.
 */
function importsOnlyPath(path) {
    const language = (0,_languages_js__WEBPACK_IMPORTED_MODULE_1__/* .languageForPath */ .f3)(path);
    if (language === undefined)
        return false;
    if (WHOLE_PARSE_IMPORT_LANGUAGES.has(language))
        return (0,_repo_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .isTestPath */ .MQ)(path);
    if (!SKELETON_LANGUAGES.has(language))
        return false;
    return (0,_repo_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .isTestName */ .cO)(path.slice(path.lastIndexOf('/') + 1)) || TESTS_FOLDER.test(path);
}
/**
 * The skeleton of `text` in `language`, or undefined when the language has none. It has as many
 * lines as `text`: each line of an import statement as written less its indentation (the statement
 * is then at the top level, whatever block held it), every other line empty.
 */
function importSkeleton(text, language) {
    if (language !== 'python')
        return undefined;
    return pythonSkeleton(text);
}
/**
 * `import a.b as c` or `from .x import (y, z)` at the start of a line, after its indentation (`from`
 * starts no other statement; its `import` may be on a continuation line).
 */
const PYTHON_IMPORT = /^(?:import|from)(?:[ \t]+[A-Za-z_.\\]|[ \t]*\\)/;
function pythonSkeleton(text) {
    const lines = text.split('\n');
    const out = new Array(lines.length).fill('');
    // Inside a triple-quoted string (a docstring showing an import is not one): its delimiter.
    let quote;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (quote === undefined) {
            const body = line.trimStart();
            if (PYTHON_IMPORT.test(body))
                i = keepStatement(lines, i, body, out);
        }
        quote = afterTripleQuotes(lines[i], quote);
    }
    return out.join('\n');
}
/**
 * Keeps the statement starting on line `at` (its text less the indentation is `first`) and the
 * lines it continues on: while a parenthesis is open, or after a line ending in a backslash. Gives
 * the statement's last line.
 */
function keepStatement(lines, at, first, out) {
    out[at] = first;
    let depth = parenDepth(first, 0);
    let i = at;
    while (i + 1 < lines.length && (depth > 0 || endsWithBackslash(lines[i]))) {
        i++;
        out[i] = lines[i];
        depth = parenDepth(lines[i], depth);
    }
    return i;
}
/** The parenthesis depth after `line`, from `depth` before it; a comment ends the line. */
function parenDepth(line, depth) {
    for (let k = 0; k < line.length; k++) {
        const c = line.charCodeAt(k);
        if (c === 35 /* # */)
            break;
        if (c === 40 /* ( */)
            depth++;
        else if (c === 41 /* ) */ && depth > 0)
            depth--;
    }
    return depth;
}
function endsWithBackslash(line) {
    return /\\\r?$/.test(line);
}
/**
 * Whether a triple-quoted string is open after `line`, given the one open before it (its
 * delimiter). Strings in one pair of quotes are skipped whole (`'x <> """'` opens nothing), a
 * comment ends the line, a backslash escapes the character after it.
 */
function afterTripleQuotes(line, open) {
    if (open === undefined ? !line.includes('"""') && !line.includes("'''") : !line.includes(open))
        return open;
    let k = 0;
    while (k < line.length) {
        const c = line.charCodeAt(k);
        if (c === 92 /* \\ */) {
            k += 2;
        }
        else if (open !== undefined) {
            if (line.startsWith(open, k)) {
                open = undefined;
                k += 3;
            }
            else
                k++;
        }
        else if (c === 35 /* # */) {
            break;
        }
        else if (c === 34 /* " */ || c === 39 /* ' */) {
            const quote = line[k];
            if (line.startsWith(quote.repeat(3), k)) {
                open = quote.repeat(3);
                k += 3;
            }
            else
                k = endOfString(line, k + 1, c);
        }
        else
            k++;
    }
    return open;
}
/** Where a one-line string whose text starts at `k` ends (past its closing quote, or the line's end). */
function endOfString(line, k, quote) {
    while (k < line.length) {
        const c = line.charCodeAt(k);
        if (c === 92 /* \\ */)
            k += 2;
        else if (c === quote)
            return k + 1;
        else
            k++;
    }
    return k;
}


/***/ }),

/***/ 31:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  uD: () => (/* binding */ LANGUAGE_IDS),
  Cn: () => (/* binding */ discardParser),
  SQ: () => (/* binding */ getParser),
  f3: () => (/* binding */ languageForPath),
  rI: () => (/* binding */ loadLanguage),
  Vi: () => (/* binding */ runtimeTrapped)
});

// UNUSED EXPORTS: CORE_WASM, LANGUAGE_SPECS, WASM_FILES, locateWasm, parseSource

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: ./src/code/languages.ts
/**
 * The languages Sweep parses with tree-sitter: which file extensions map to which grammar, and lazy,
 * load-once access to parsers. Works both from the ncc bundle (grammars copied next to it under
 * `wasm/`) and unbundled from `node_modules`.
 */




const LANGUAGE_SPECS = {
    python: { grammar: 'tree-sitter-python.wasm', extensions: ['.py', '.pyi', '.pyw'] },
    typescript: { grammar: 'tree-sitter-typescript.wasm', extensions: ['.ts', '.mts', '.cts'] },
    tsx: { grammar: 'tree-sitter-tsx.wasm', extensions: ['.tsx'] },
    javascript: { grammar: 'tree-sitter-javascript.wasm', extensions: ['.js', '.jsx', '.mjs', '.cjs'] },
    go: { grammar: 'tree-sitter-go.wasm', extensions: ['.go'] },
    rust: { grammar: 'tree-sitter-rust.wasm', extensions: ['.rs'] },
    java: { grammar: 'tree-sitter-java.wasm', extensions: ['.java'] },
    ruby: { grammar: 'tree-sitter-ruby.wasm', extensions: ['.rb', '.rake', '.gemspec'] },
    cpp: {
        grammar: 'tree-sitter-cpp.wasm',
        extensions: ['.cpp', '.cc', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++', '.ipp', '.inl', '.c', '.h'],
    },
    csharp: { grammar: 'tree-sitter-c-sharp.wasm', extensions: ['.cs', '.csx'] },
    php: { grammar: 'tree-sitter-php.wasm', extensions: ['.php', '.phtml', '.php3', '.php4', '.php5', '.php7'] },
};
const LANGUAGE_IDS = Object.keys(LANGUAGE_SPECS);
/** Every wasm file the bundle needs next to it: the tree-sitter core and one grammar per language. */
const CORE_WASM = 'web-tree-sitter.wasm';
const WASM_FILES = [CORE_WASM, ...LANGUAGE_IDS.map((id) => LANGUAGE_SPECS[id].grammar)];
const EXTENSION_TO_LANGUAGE = new Map(LANGUAGE_IDS.flatMap((id) => LANGUAGE_SPECS[id].extensions.map((ext) => [ext, id])));
/** Extra names without a telling extension. */
const FILENAME_TO_LANGUAGE = new Map([
    ['Rakefile', 'ruby'],
    ['Gemfile', 'ruby'],
    ['Guardfile', 'ruby'],
]);
/** The tree-sitter language of a path (by extension or well-known name), or undefined. */
function languageForPath(path) {
    const base = path.slice(path.lastIndexOf('/') + 1);
    const byName = FILENAME_TO_LANGUAGE.get(base);
    if (byName)
        return byName;
    const dot = base.lastIndexOf('.');
    if (dot <= 0)
        return undefined; // no extension, or a dotfile such as `.eslintrc`
    return EXTENSION_TO_LANGUAGE.get(base.slice(dot).toLowerCase());
}
/** Where a wasm file is: next to the running bundle first, then in node_modules. */
function locateWasm(file) {
    const here = (0,external_node_path_namespaceObject.dirname)((0,external_node_url_namespaceObject.fileURLToPath)(import.meta.url));
    const bundled = (0,external_node_path_namespaceObject.join)(here, 'wasm', file);
    if ((0,external_node_fs_namespaceObject.existsSync)(bundled))
        return bundled;
    const require = (0,external_node_module_namespaceObject.createRequire)(import.meta.url);
    const resolved = file === CORE_WASM
        ? require.resolve('web-tree-sitter/web-tree-sitter.wasm')
        : (0,external_node_path_namespaceObject.join)((0,external_node_path_namespaceObject.dirname)(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm', file);
    if (!(0,external_node_fs_namespaceObject.existsSync)(resolved))
        throw new Error(`Cannot find ${file}: looked in ${(0,external_node_path_namespaceObject.join)(here, 'wasm')} and ${resolved}`);
    return resolved;
}
let initPromise;
const languagePromises = new Map();
const parsers = new Map();
/** web-tree-sitter, loaded with the first parse (a warm start that parses nothing never loads it). */
let runtime;
function initTreeSitter() {
    runtime ??= __nccwpck_require__.e(/* import() */ 33).then(__nccwpck_require__.bind(__nccwpck_require__, 33));
    initPromise ??= runtime.then(({ Parser }) => Parser.init({ locateFile: () => locateWasm(CORE_WASM) }));
    return initPromise.then(() => runtime);
}
/** The tree-sitter Language for `id`, loaded on first use and then shared. */
function loadLanguage(id) {
    let promise = languagePromises.get(id);
    if (!promise) {
        promise = initTreeSitter().then(async ({ Language }) => {
            const file = locateWasm(LANGUAGE_SPECS[id].grammar);
            try {
                return await Language.load(file);
            }
            catch (error) {
                throw new Error(`Cannot load the ${id} grammar from ${file}: ${error instanceof Error ? error.message : String(error)}`);
            }
        });
        languagePromises.set(id, promise);
        // A failed load must not poison later attempts.
        promise.catch(() => languagePromises.delete(id));
    }
    return promise;
}
/** A parser set to `id` (one per language, reused). */
async function getParser(id) {
    const existing = parsers.get(id);
    if (existing)
        return existing;
    const [{ Parser }, language] = await Promise.all([initTreeSitter(), loadLanguage(id)]);
    const again = parsers.get(id);
    if (again)
        return again;
    const parser = new Parser();
    parser.setLanguage(language);
    parsers.set(id, parser);
    return parser;
}
/** Set once a parse or query trapped in WebAssembly: this runtime's memory can no longer be trusted. */
let trapped = false;
/**
 * Forgets `id`'s parser after an analysis with it failed with `error` (the next parse gets a new
 * one), and remembers a WebAssembly trap, after which a thread with a fresh runtime should take over.
 */
function discardParser(id, error) {
    const parser = parsers.get(id);
    parsers.delete(id);
    try {
        parser?.delete();
    }
    catch {
        // A parser the failure left in a broken state is dropped all the same.
    }
    if (isTrap(error))
        trapped = true;
}
/** WebAssembly's error for a trap (the compiler's libraries here do not declare WebAssembly). */
const WASM_RUNTIME_ERROR = globalThis.WebAssembly?.RuntimeError;
/** Whether `error` is a WebAssembly trap (out-of-bounds memory, `unreachable`, ...). */
function isTrap(error) {
    return WASM_RUNTIME_ERROR !== undefined && error instanceof WASM_RUNTIME_ERROR;
}
/** Whether a parse or query in this thread trapped in WebAssembly (see `discardParser`). */
function runtimeTrapped() {
    return trapped;
}
/** Parses `text` as `id`. The caller owns the tree and should `delete()` it when done. */
async function parseSource(id, text) {
    const parser = await getParser(id);
    const tree = parser.parse(text);
    if (!tree)
        throw new Error(`tree-sitter returned no tree for a ${id} source of ${text.length} characters`);
    return tree;
}


/***/ }),

/***/ 748:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MH: () => (/* binding */ isTestCode),
/* harmony export */   MQ: () => (/* binding */ isTestPath),
/* harmony export */   Mn: () => (/* binding */ skipByContent),
/* harmony export */   Pe: () => (/* binding */ hasBuildBanner),
/* harmony export */   Wb: () => (/* binding */ looksBinary),
/* harmony export */   cO: () => (/* binding */ isTestName),
/* harmony export */   eI: () => (/* binding */ SKIP_REASONS),
/* harmony export */   g7: () => (/* binding */ decodeText)
/* harmony export */ });
/* unused harmony exports RETRIED_SKIPS, DEFAULT_MAX_FILE_BYTES, textProfile, skipByPath, encodeLatin1, headerComment, fileRole, isDeclarationPath, fileKinds, isTemplatePath */
/**
 * What a file is: decoded text or a recorded reason to skip it (binary, minified, generated, too
 * large), its role (source, test, doc, config) and finer kinds, whether a script starts with a
 * build's banner, and whether a source's text is a test's. Pure functions of the path, the bytes
 * and (for the last) what a parse of them found.
 */
/** Every reason a file can be left out of the index for. */
const SKIP_REASONS = [
    'binary',
    'minified',
    'generated',
    'vendored',
    'too-large',
    'symlink',
    'symlink-outside',
    'excluded',
    /** A tracked file whose checkout differs from the commit, where only the commit counts (the Action). */
    'uncommitted',
    'unreadable',
    /** Left out to keep the index within its memory budget. */
    'over-budget',
    /** Its analysis threw, or stopped the thread analysing it. */
    'analysis-failed',
];
/**
 * Reasons that say nothing final about the file's content: a file skipped for one of them is read
 * again by the next run even when it has not changed.
 */
const RETRIED_SKIPS = new Set(['unreadable', 'over-budget', 'analysis-failed']);
const DEFAULT_MAX_FILE_BYTES = 1_000_000;
const BINARY_EXTENSIONS = new Set(`png jpg jpeg gif bmp ico icns webp tiff tif psd svgz avif heic pdf zip gz tgz bz2 xz 7z rar tar jar war ear
  class so dylib dll exe bin o a lib obj pyc pyo pyd whl egg woff woff2 ttf otf eot mp3 mp4 m4a wav ogg flac avi mov
  mkv webm wasm db sqlite sqlite3 npy npz pkl pickle h5 hdf5 parquet feather onnx pt pth ckpt safetensors dcm nii
  fits dat deb rpm dmg iso img apk ipa swf fla xls xlsx doc docx ppt pptx odt ods key numbers pages sketch fig blend
  glb fbx mat`.split(/\s+/).filter(Boolean));
const GENERATED_NAMES = new Set([
    'package-lock.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'bun.lockb',
    'npm-shrinkwrap.json',
    'Cargo.lock',
    'poetry.lock',
    'Pipfile.lock',
    'uv.lock',
    'composer.lock',
    'Gemfile.lock',
    'go.sum',
    'flake.lock',
]);
const GENERATED_SUFFIXES = (/* unused pure expression or super */ null && (['.min.js', '.min.css', '.min.mjs', '.js.map', '.css.map', '.pb.go', '_pb2.py', '_pb2_grpc.py', '.pb.h', '.pb.cc', '.generated.ts', '.g.dart']));
/**
 * What tools write in the comment heading what they generate (`headerComment`): `@generated`, `DO
 * NOT EDIT`, the sentence `This file is generated ...` or `This is generated from ...` (a protocol's
 * types written from its schema), a file or code said to be auto-generated, and a comment line
 * opening with `Auto-generated` or Go's `Code generated`. A comment saying that something else is
 * generated (`types that are autogenerated by the codegen`, `packedTexture is auto-generated from
 * ...`) is no such header.
 */
const GENERATED_MARKER = /@generated\b|\bDO NOT EDIT\b|\bThis (?:file )?(?:is|was) (?:automatically )?generated\b|\b(?:file|code)\b[^.\n]{0,20}?\b(?:is|was) (?:automatically )?auto-?generated\b|\bauto-?generated (?:file|code)\b|^[^\w\n]*(?:auto-?generated|code generated)\b/im;
/** How far into a file its heading comment is looked for. */
const HEADER_CHARS = 1_000;
/** Lines a file may open with before its heading comment: a shebang, a strict-mode directive, PHP's opening tag. */
const PROLOGUE_LINE = /^(?:#!.*|['"]use strict['"];?|<\?php\b.*)$/;
/** C's preprocessor lines, which are code, not `#` comments. */
const PREPROCESSOR_LINE = /^#\s*(?:include|define|undef|if|ifdef|ifndef|elif|else|endif|import|pragma|error|line)\b/;
const LINE_COMMENT = /^(?:\/\/|#|--|;|%|\{-|\(\*)/;
/**
 * What only a bundler writes near the top of its output: webpack's module separator comments (a
 * line starting with three to six asterisks between slashes, also in ncc chunks), ncc's require,
 * esbuild's runtime helpers.
 */
const BUNDLE_MARKER = /^\/\*{3,6}\/ |\b__nccwpck_require2_\b|^var __(?:commonJS|toESM) = /m;
const SCRIPT_EXTENSIONS = new Set(['js', 'mjs', 'cjs']);
/**
 * Minified code: lines longer than MINIFIED_LONG_LINE holding at least MINIFIED_LONG_SHARE of the text
 * (a bundle on one line under a licence header), or lines of MINIFIED_MEAN_LINE characters on average.
 * One long line in a file of ordinary ones is data a person wrote beside the code (a table of
 * entities, Unicode ranges in a regular expression, an SVG path, a lexer's word list): such a file
 * is indexed.
 */
const MINIFIED_LONG_LINE = 5_000;
const MINIFIED_LONG_SHARE = 0.8;
const MINIFIED_MEAN_LINE = 300;
const MINIFIED_MIN_BYTES = 2_048;
const BINARY_SNIFF_BYTES = 8_000;
function baseName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
function extension(path) {
    const base = baseName(path);
    const dot = base.lastIndexOf('.');
    return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
/**
 * What the reading of a file's text takes from its name, as one string: its extension (a script, a
 * test language, Python) and whether it is a declaration file. The grammar is the other part
 * (`recordKey` adds it).
 */
function textProfile(path) {
    return `${extension(path)}${DECLARATION.test(baseName(path)) ? ':declaration' : ''}`;
}
/** A reason to skip the file from its path and size alone, before reading it. */
function skipByPath(path, size, maxBytes = DEFAULT_MAX_FILE_BYTES) {
    if (BINARY_EXTENSIONS.has(extension(path)))
        return { path, reason: 'binary', detail: `.${extension(path)} file` };
    const base = baseName(path);
    if (GENERATED_NAMES.has(base))
        return { path, reason: 'generated', detail: 'lock file' };
    const lower = base.toLowerCase();
    const suffix = GENERATED_SUFFIXES.find((s) => lower.endsWith(s));
    if (suffix)
        return { path, reason: suffix.startsWith('.min.') ? 'minified' : 'generated', detail: `*${suffix}` };
    if (size > maxBytes)
        return { path, reason: 'too-large', detail: `${size} bytes > ${maxBytes}` };
    return undefined;
}
/** True when the bytes look binary (a NUL byte near the start). */
function looksBinary(bytes) {
    const end = Math.min(bytes.length, BINARY_SNIFF_BYTES);
    for (let i = 0; i < end; i++)
        if (bytes[i] === 0)
            return true;
    return false;
}
// The byte-order mark is taken off by decodeText itself: a second one is text and stays.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const latin1 = new TextDecoder('latin1');
/**
 * Decodes bytes as UTF-8, or, when they are not valid UTF-8, as Latin-1 so every byte survives; a
 * leading UTF-8 byte-order mark is left out (`bom`).
 */
function decodeText(bytes) {
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const body = bom ? bytes.subarray(3) : bytes;
    try {
        return { text: utf8.decode(body), encoding: 'utf-8', bom };
    }
    catch {
        return { text: latin1.decode(body), encoding: 'latin1', bom };
    }
}
/**
 * The bytes 0x80-0x9F by the character `decodeText`'s Latin-1 gives each: Node's decoder gives the
 * control of the same number, the WHATWG one windows-1252's (0x80 is `€`).
 */
const HIGH_CONTROLS = new Map(Array.from(latin1.decode(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i)), (c, i) => [c.charCodeAt(0), 0x80 + i]));
/**
 * `text` as the Latin-1 bytes `decodeText` reads it from (decoding them gives `text` back), or
 * undefined when a character has no such byte.
 */
function encodeLatin1(text) {
    const out = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        const byte = c < 0x80 || (c >= 0xa0 && c <= 0xff) ? c : HIGH_CONTROLS.get(c);
        if (byte === undefined)
            return undefined;
        out[i] = byte;
    }
    return out;
}
/**
 * The comment a file opens with, before its first line of code (within its first HEADER_CHARS
 * characters): blank lines, a shebang, `'use strict'` and `<?php` read through; line comments
 * (`//`, `#`, `--`, `;`, `%`), block comments (`/* *\/`, `<!-- -->`) and a Python module docstring.
 * Where a generator says that it wrote the file; a sentence further down, or the header a
 * generator's own code holds in a string it writes out, is not in it.
 */
function headerComment(text) {
    const lines = text.slice(0, HEADER_CHARS).split('\n');
    const out = [];
    let closing;
    for (const raw of lines) {
        const line = raw.trim();
        if (closing !== undefined) {
            out.push(line);
            if (line.includes(closing))
                closing = undefined;
            continue;
        }
        if (line === '' || PROLOGUE_LINE.test(line))
            continue;
        const opened = /^(\/\*|<!--|[rRuU]?("""|'''))/.exec(line);
        if (opened) {
            const end = opened[2] ?? (opened[1] === '/*' ? '*/' : '-->');
            out.push(line);
            if (!line.slice(opened[1].length).includes(end))
                closing = end;
            continue;
        }
        if (LINE_COMMENT.test(line) && !PREPROCESSOR_LINE.test(line)) {
            out.push(line);
            continue;
        }
        break;
    }
    return out.join('\n');
}
/** A reason to skip the file from its decoded content. */
function skipByContent(path, text) {
    if (GENERATED_MARKER.test(headerComment(text)))
        return { path, reason: 'generated', detail: 'generated-code marker in the header' };
    if (SCRIPT_EXTENSIONS.has(extension(path)) && BUNDLE_MARKER.test(text.slice(0, 2_000))) {
        return { path, reason: 'generated', detail: 'bundler output' };
    }
    let longest = 0;
    let longChars = 0;
    let lines = 1;
    let lineStart = 0;
    const measure = (length) => {
        longest = Math.max(longest, length);
        if (length > MINIFIED_LONG_LINE)
            longChars += length;
    };
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
        measure(i - lineStart);
        lineStart = i + 1;
        lines++;
    }
    measure(text.length - lineStart);
    if (longChars > 0 && longChars >= MINIFIED_LONG_SHARE * text.length)
        return { path, reason: 'minified', detail: `a line of ${longest} characters` };
    if (text.length >= MINIFIED_MIN_BYTES && text.length / lines > MINIFIED_MEAN_LINE) {
        return { path, reason: 'minified', detail: `${Math.round(text.length / lines)} characters per line on average` };
    }
    return undefined;
}
const DOC_EXTENSIONS = new Set(['md', 'mdx', 'rst', 'txt', 'adoc', 'asciidoc', 'org', 'tex']);
const CONFIG_EXTENSIONS = new Set(['json', 'jsonc', 'json5', 'yaml', 'yml', 'toml', 'ini', 'cfg', 'conf', 'xml', 'properties', 'lock', 'env']);
const SOURCE_EXTENSIONS = new Set(`py pyi pyx pxd ts tsx mts cts js jsx mjs cjs go rs java kt kts scala rb rake gemspec c h cc cpp cxx hpp hh hxx ipp inl
  cs fs swift m mm php pl pm lua r jl dart ex exs erl hrl clj cljs hs ml mli elm vue svelte astro sh bash zsh ps1 sql
  groovy gradle zig nim v sol css scss sass less html htm erb haml jinja j2 proto graphql gql thrift cmake mk`.split(/\s+/).filter(Boolean));
/**
 * Test folders, .NET test projects (`Newtonsoft.Json.Tests/`, `App.UnitTests/`) and Jest's own
 * (`__mocks__/`, `__fixtures__/`, `__snapshots__/`, wherever they sit) among them; a `testing/`
 * folder only at the top (pytest's tests): deeper it is a library's testing module that ships with
 * it (`src/internal/testing/`, `packages/core/testing/`, `numpy/testing/`).
 */
const TEST_PATH = /(?:^|\/)(?:tests?|__tests__|__mocks__|__fixtures__|__snapshots__|spec|specs|test_?data|fixtures?|e2e|[\w-]+(?:\.[\w-]+)*\.(?:unit|integration|functional)?tests?)\/|^testing\//i;
/** How a test file's name ends, before its extension (`parser_test.go`, `App.spec.ts`, `FooIT.java`). */
const TEST_NAME_ENDINGS = ['_test', '.test', '.spec', '_spec', 'Test', 'Tests', 'IT', 'conftest'];
/** A file name's last extension: letters and digits after the last dot. */
const LAST_EXTENSION = /\.[A-Za-z0-9]+$/;
/**
 * Whether a file name is a test's: `test_*.ext`, or ending in one of TEST_NAME_ENDINGS before its
 * extension. Suffix checks, not one pattern of `.*` alternatives (a search scans every file's name).
 */
function isTestName(base) {
    const extension = LAST_EXTENSION.exec(base);
    if (!extension)
        return false;
    const stem = base.slice(0, extension.index);
    return stem.startsWith('test_') || TEST_NAME_ENDINGS.some((ending) => stem.endsWith(ending));
}
function isTestPath(path) {
    return TEST_PATH.test(path) || isTestName(baseName(path));
}
/** Scripts a test runner for JavaScript and TypeScript reads. */
const TEST_SCRIPT_EXTENSIONS = new Set(['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts']);
/**
 * A suite or case opened at the start of a line with its title (`describe('addDays', () => {`,
 * `it.only("…"`, `` test(`…` ``, `suite('…'`), or a table of cases (`test.each(`, `describe.each``…`` ``).
 */
const TEST_SUITE_LINE = /^(?:(?:describe|it|test|suite)(?:\.(?:only|skip|concurrent|sequential|serial|todo|fails))?\s*\(\s*['"`]|(?:describe|it|test)\.each\s*[(`])/gm;
/** The names a parse gives those calls (`it.only(…)` is a call of `only`). */
const TEST_SUITE_CALLS = new Set(['describe', 'it', 'test', 'suite', 'only', 'skip', 'concurrent', 'sequential', 'serial', 'todo', 'fails', 'each']);
/** A Python test module's own lines: a test function or test case class at the top, and the framework it needs. */
const PYTHON_TEST_DEFINITION = /^(?:def test_\w*\s*\(|class \w+\((?:[\w.]*\.)?(?:TestCase|IsolatedAsyncioTestCase)\b)/gm;
const PYTHON_TEST_FRAMEWORK = /^(?:import (?:pytest|unittest)\b|from (?:pytest|unittest|django\.test)\b)/m;
/** The 1-based lines on which `pattern` (global, multiline) matches in `text`. */
function matchLines(pattern, text) {
    const lines = [];
    let line = 1;
    let counted = 0;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
        for (let i = text.indexOf('\n', counted); i !== -1 && i < m.index; i = text.indexOf('\n', i + 1))
            line++;
        counted = m.index;
        lines.push(line);
    }
    return lines;
}
/**
 * Whether a source file's text is a test's, whatever its name: a JavaScript or TypeScript file that
 * opens a suite or case at the top of a line, a call the parse found there (date-fns keeps
 * `src/addDays/test.ts` beside `src/addDays/index.ts`), or a Python module defining test functions
 * or test case classes with a test framework imported (Django's `app/tests.py`). The parse tells a
 * call from the same words in a template a generator writes a test file from (stencil's `generate`
 * command); a declaration file (`spec.ts` holding an AST's types) is not a test however it is named.
 */
function isTestCode(path, text, parsed) {
    const ext = extension(path);
    if (TEST_SCRIPT_EXTENSIONS.has(ext)) {
        if (DECLARATION.test(baseName(path)))
            return false;
        const lines = matchLines(TEST_SUITE_LINE, text);
        if (!lines.length)
            return false;
        const calls = new Set(parsed.references.filter((r) => r.kind === 'call' && TEST_SUITE_CALLS.has(r.name)).map((r) => r.line));
        return lines.some((line) => calls.has(line));
    }
    if (ext === 'py') {
        if (!PYTHON_TEST_FRAMEWORK.test(text))
            return false;
        const defined = new Set(parsed.definitions.map((d) => d.startLine));
        return matchLines(PYTHON_TEST_DEFINITION, text).some((line) => defined.has(line));
    }
    return false;
}
/**
 * The role of a file in the repository, from its path; `testCode` (what `isTestCode` says of its
 * text, when it was read) makes a source file a test.
 */
function fileRole(path, testCode = false) {
    const ext = extension(path);
    const base = baseName(path);
    if (SOURCE_EXTENSIONS.has(ext) || base === 'Makefile' || base === 'Dockerfile' || base === 'Rakefile') {
        return testCode || isTestPath(path) ? 'test' : 'source';
    }
    if (DOC_EXTENSIONS.has(ext) || /^(?:README|CHANGELOG|CHANGES|HISTORY|LICENSE|COPYING|AUTHORS|CONTRIBUTING|NEWS)\b/i.test(base))
        return 'doc';
    if (CONFIG_EXTENSIONS.has(ext) || base.startsWith('.'))
        return 'config';
    return 'other';
}
/** How much of a script's start a build banner is looked for in. */
const BANNER_CHARS = 800;
/** A release version (`v1.2.3`, `2.6.14`), with bounded digits. */
const BANNER_VERSION = /\bv?\d{1,5}\.\d{1,5}\.\d{1,5}\b/;
/** How a bundler's or compiler's output starts (CoffeeScript and others, esbuild's helpers). */
const BUILD_STARTS = ['// Generated by ', '/* Generated by ', 'var __defProp = Object.defineProperty;', 'var __create = Object.create;'];
/** webpack's module separators, at the start of a line. */
const WEBPACK_SEPARATOR = /^\/\*{3,6}\//m;
/** What a compiler to CommonJS (tsc, Babel, Rollup) writes in its first statements, after `"use strict";`. */
const ES_MODULE_MARKERS = ['Object.defineProperty(exports, "__esModule"', "Object.defineProperty(exports, '__esModule'", 'exports.__esModule = true'];
/** Lines in which ES_MODULE_MARKERS are looked for. */
const ES_MODULE_LINES = 12;
/**
 * Whether a script (`.js`, `.mjs`, `.cjs`) starts with what a build writes: a license banner with a
 * release version (`/*! name v1.2.3 | (c) ... | MIT *\/`, a `@license` comment with one), `// Generated
 * by`, bundler helpers or module separators, or the `__esModule` marker of CommonJS compiled from ES
 * modules. A hand-written source's header names no release (`/*! express * MIT Licensed *\/`).
 */
function hasBuildBanner(path, text) {
    if (!SCRIPT_EXTENSIONS.has(extension(path)))
        return false;
    let head = text.slice(0, BANNER_CHARS);
    if (head.startsWith('#!')) {
        const newline = head.indexOf('\n');
        head = newline === -1 ? '' : head.slice(newline + 1);
    }
    head = head.trimStart();
    if (head.startsWith('/*')) {
        const end = head.indexOf('*/');
        const comment = end === -1 ? head : head.slice(0, end);
        if ((comment.startsWith('/*!') || comment.includes('@license')) && BANNER_VERSION.test(comment))
            return true;
    }
    if (BUILD_STARTS.some((start) => head.startsWith(start)) || WEBPACK_SEPARATOR.test(head))
        return true;
    return head.split('\n', ES_MODULE_LINES).some((line) => {
        const code = line.trimStart();
        return ES_MODULE_MARKERS.some((marker) => code.startsWith(marker));
    });
}
/** Declaration files: TypeScript's `.d.ts`, Python's stubs, and Flow's library definitions (`flow-typed/`). */
const DECLARATION = /\.d\.[cm]?ts$|\.pyi$/;
const FLOW_LIBDEFS = /(?:^|\/)flow-typed\//;
/** Whether `path` is a declaration file (the `declaration` kind of `fileKinds`). */
function isDeclarationPath(path) {
    return DECLARATION.test(baseName(path)) || FLOW_LIBDEFS.test(path);
}
const EXAMPLE_DIR = /(?:^|\/)(?:examples?|samples?|demos?|playgrounds?|sandbox(?:es)?|starters?|templates?\/(?:examples?|starters?))\//i;
/** Benchmark folders anywhere; `perf/` and `performance/` only at the top (`lib/performance/` is a feature's source). */
const BENCHMARK_DIR = /(?:^|\/)(?:bench|benchmarks?)\/|^(?:perf|performance)\//i;
const BENCHMARK_NAME = /(?:^|[._-])(?:bench|benchmark)(?:[._-]|$)/i;
/**
 * A tool's configuration: the tool's name alone or with dotted parts (`webpack.prod.js`,
 * `karma.conf.js`, `rollup.config.esm.js`, `gulpfile.babel.js`) or a `-config`/`-conf` part; not a
 * declaration (`postcss.d.ts`) nor a module named after the tool (`jest-stencil-connector.ts`,
 * `eslint-scope.d.ts`, `tsconfig-parser.ts`).
 */
const BUILD_TOOLS = 'karma|webpack|rollup|vite|vitest|jest|babel|gulpfile|gruntfile|esbuild|tsup|eslint|prettier|postcss|tailwind|svelte|nuxt|next|astro|playwright|cypress|commitlint|lint-staged|stylelint|typedoc|api-extractor|wdio|protractor|metro|craco|snowpack|parcel|nodemon|tsconfig|jsconfig';
const BUILD_CONFIG_NAME = new RegExp(`^(?:${BUILD_TOOLS})(?:\\.(?!d\\.)[\\w-]+)*\\.(?:[cm]?[jt]s|json|ya?ml)$|^(?:${BUILD_TOOLS})-(?:config|conf)(?:\\.[\\w-]+)*\\.(?:[cm]?[jt]s|json|ya?ml)$|^[jt]sconfig[\\w.-]*\\.json$|\\.config\\.[cm]?[jt]s$|^\\.[\\w-]+rc(?:\\.[cm]?js|\\.json|\\.ya?ml)?$|^(?:setup\\.cfg|tox\\.ini|noxfile\\.py|conftest\\.py|Makefile|Dockerfile|Rakefile|Gemfile|build\\.gradle(?:\\.kts)?|pom\\.xml|CMakeLists\\.txt)$`, 'i');
const TEMPLATE_PATH = /^(?:\.github\/|docs\/)?(?:ISSUE_TEMPLATE|PULL_REQUEST_TEMPLATE)(?:\/|\.md$)|^(?:\.github\/|docs\/)?pull_request_template\.md$/i;
const DOCS_SITE_DIR = /^(?:docs?|documentation|website|_?site|www|guides?)\//i;
const SCRIPT_DIR = /^(?:scripts?|tools|tasks|build-scripts|\.scripts)\//i;
const CI_PATH = /^\.(?:github\/workflows|circleci|gitlab|buildkite|azure-pipelines)\b|^(?:\.travis\.yml|appveyor\.yml|azure-pipelines\.yml|\.gitlab-ci\.yml)$/i;
/** The file's finer kinds (none for ordinary source, tests and docs). Pure function of the path. */
function fileKinds(path) {
    const kinds = [];
    const base = baseName(path);
    if (isDeclarationPath(path))
        kinds.push('declaration');
    if (EXAMPLE_DIR.test(path))
        kinds.push('example');
    if (BENCHMARK_DIR.test(path) || BENCHMARK_NAME.test(base))
        kinds.push('benchmark');
    if (BUILD_CONFIG_NAME.test(base))
        kinds.push('build-config');
    if (TEMPLATE_PATH.test(path))
        kinds.push('template');
    if (DOCS_SITE_DIR.test(path))
        kinds.push('docs-site');
    if (SCRIPT_DIR.test(path))
        kinds.push('script');
    if (CI_PATH.test(path))
        kinds.push('ci');
    return kinds;
}
/** Issue and pull request templates GitHub offers (Markdown templates and issue forms). */
function isTemplatePath(path) {
    return TEMPLATE_PATH.test(path);
}


/***/ }),

/***/ 550:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

var x = (y) => {
	var x = {}; __nccwpck_require__.d(x, y); return x
} 
var y = (x) => (() => (x))
module.exports = x({ ["createRequire"]: () => (__WEBPACK_EXTERNAL_MODULE_module__.createRequire) });

/***/ }),

/***/ 943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "analyze-worker." + chunkId + ".js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/publicPath */
/******/ (() => {
/******/ 	var scriptUrl;
/******/ 	if (typeof import.meta.url === "string") scriptUrl = import.meta.url
/******/ 	// When supporting browsers where an automatic publicPath is not supported you must specify an output.publicPath manually via configuration
/******/ 	// or pass an empty string ("") and set the __webpack_public_path__ variable from your code to use your own logic.
/******/ 	if (!scriptUrl) throw new Error("Automatic publicPath is not supported in this browser");
/******/ 	scriptUrl = scriptUrl.replace(/#.*$/, "").replace(/\?.*$/, "").replace(/\/[^\/]+$/, "/");
/******/ 	__nccwpck_require__.p = scriptUrl;
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	__nccwpck_require__.b = new URL("./", import.meta.url);
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
// EXTERNAL MODULE: ./src/code/languages.ts + 4 modules
var languages = __nccwpck_require__(31);
// EXTERNAL MODULE: ./src/code/import-skeleton.ts
var import_skeleton = __nccwpck_require__(822);
// EXTERNAL MODULE: ./src/repo/classify.ts
var classify = __nccwpck_require__(748);
// EXTERNAL MODULE: ./src/code/definition-text.ts
var definition_text = __nccwpck_require__(242);
;// CONCATENATED MODULE: ./src/search/store/record-codec.ts



/** A record that failed its checks. */
class DamagedRecord extends (/* unused pure expression or super */ null && (Error)) {
    name = 'DamagedRecord';
}
const KINDS = ['class', 'interface', 'struct', 'enum', 'function', 'method', 'type', 'constant', 'module', 'macro'];
/** Fails to compile when a kind is missing from KINDS. */
const EVERY_KIND = true;
void EVERY_KIND;
const KIND_SET = new Set(KINDS);
const LANGUAGE_SET = new Set(languages/* LANGUAGE_IDS */.uD);
const IMPORT_KIND_LIST = ['module', 'mod', 'system', 'file'];
/** Fails to compile when an import kind is missing from IMPORT_KIND_LIST. */
const EVERY_IMPORT_KIND = true;
void EVERY_IMPORT_KIND;
const IMPORT_KINDS = new Set(IMPORT_KIND_LIST);
/** Longest name, signature, doc or import text a record may hold: a file the analyzers parse is no longer. */
const MAX_TEXT = (/* unused pure expression or super */ null && (MAX_PARSE_CHARS));
/** Most lines a file may have; more is not a record this program wrote. */
const MAX_LINES = 50_000_000;
const KIND_CODES = { call: 'c', type: 't', attribute: 'a', class: 'k' };
const CODE_KINDS = { c: 'call', t: 'type', a: 'attribute', k: 'class' };
/** `c name 3,9\nt Other 4`: one line per (kind, name) with its lines. */
function packReferences(references) {
    // Groups in the order they first come, found through a map per kind keyed by the name alone (no
    // key string made per reference).
    const groups = [];
    const byKind = new Map();
    for (const r of references) {
        let names = byKind.get(r.kind);
        if (!names)
            byKind.set(r.kind, (names = new Map()));
        const lines = names.get(r.name);
        if (lines)
            lines.push(r.line);
        else {
            const group = { code: KIND_CODES[r.kind], name: r.name, lines: [r.line] };
            names.set(r.name, group.lines);
            groups.push(group);
        }
    }
    return groups.map((g) => `${g.code} ${g.name} ${g.lines.join(',')}`).join('\n');
}
/** The references of `packReferences`; rows that are not what it writes are left out. */
function record_codec_unpackReferences(packed, lineCount = MAX_LINES) {
    const out = [];
    if (!packed)
        return out;
    for (const row of packed.split('\n')) {
        const [code, name, lines] = row.split(' ');
        const kind = CODE_KINDS[code ?? ''];
        if (!kind || !name || !lines)
            continue;
        for (const part of lines.split(',')) {
            const line = Number(part);
            if (Number.isInteger(line) && line >= 1 && line <= lineCount + 1)
                out.push({ name, kind, line });
        }
    }
    return out;
}
/**
 * JSON with every non-ASCII character escaped: read back as Latin-1 it needs no UTF-8 decoding and
 * parses as a one-byte string, several times faster for the megabytes read at every start.
 */
function asciiJson(value) {
    return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
function coreOf(a) {
    return {
        ...(a.language ? { language: a.language } : {}),
        lineCount: a.lineCount,
        ...(a.parseError ? { parseError: true } : {}),
        ...(a.buildBanner ? { buildBanner: true } : {}),
        ...(a.testCode ? { testCode: true } : {}),
        ...(a.importsOnly ? { importsOnly: true } : {}),
        chunks: a.chunks.flatMap((c) => [c.startLine, c.endLine]),
        definitions: asciiJson(a.definitions.map((d) => [d.name, d.kind, d.startLine, d.endLine, d.parent ?? 0])),
        definitionCount: a.definitions.length,
    };
}
/** How details packed by `packDetails` start: their imports come first. */
const IMPORTS_HEAD = '{"imports":';
/**
 * `detailsOf(a)` as ASCII JSON with the imports first, and where the imports' JSON ends in it: the
 * imports can then be read alone (`importsOf`), without parsing every signature, doc and reference.
 */
function packDetails(a) {
    const { imports, ...rest } = detailsOf(a);
    const head = `${IMPORTS_HEAD}${asciiJson(imports)}`;
    return { details: `${head},${asciiJson(rest).slice(1)}`, importsEnd: head.length };
}
/** The imports of details `packDetails` gave, the imports' JSON ending at `importsEnd`, checked; throws DamagedRecord. */
function record_codec_importsOf(details, importsEnd, lineCount) {
    if (!details.startsWith(IMPORTS_HEAD) || details[importsEnd] !== ',')
        throw new DamagedRecord('details that do not start with their imports');
    let imports;
    try {
        imports = JSON.parse(details.slice(IMPORTS_HEAD.length, importsEnd));
    }
    catch (error) {
        throw new DamagedRecord(`imports that are not JSON (${error.message})`);
    }
    if (!Array.isArray(imports))
        throw new DamagedRecord('imports that are not a list');
    for (const i of imports)
        checkImport(i, lineCount);
    return imports;
}
function detailsOf(a) {
    return {
        signatures: a.definitions.map((d) => d.signature),
        docs: a.definitions.map((d) => d.doc ?? 0),
        nameLines: a.definitions.map((d) => d.nameLine),
        imports: a.imports,
        references: packReferences(a.references),
    };
}
function isLine(value, lineCount) {
    return Number.isInteger(value) && value >= 1 && value <= lineCount + 1;
}
function isText(value) {
    return typeof value === 'string' && value.length <= MAX_TEXT;
}
/** A core read back, checked; throws DamagedRecord. */
function record_codec_checkCore(value) {
    const c = value;
    if (!c || typeof c !== 'object')
        throw new DamagedRecord('a record core is not an object');
    if (c.language !== undefined && !LANGUAGE_SET.has(c.language))
        throw new DamagedRecord(`unknown language ${String(c.language).slice(0, 40)}`);
    if (!Number.isInteger(c.lineCount) || c.lineCount < 0 || c.lineCount > MAX_LINES)
        throw new DamagedRecord('a line count out of range');
    if (c.parseError !== undefined && c.parseError !== true)
        throw new DamagedRecord('a parse flag that is not true');
    if (c.buildBanner !== undefined && c.buildBanner !== true)
        throw new DamagedRecord('a build banner flag that is not true');
    if (c.testCode !== undefined && c.testCode !== true)
        throw new DamagedRecord('a test code flag that is not true');
    if (c.importsOnly !== undefined && c.importsOnly !== true)
        throw new DamagedRecord('an imports-only flag that is not true');
    if (!Array.isArray(c.chunks) || c.chunks.length % 2 !== 0)
        throw new DamagedRecord('chunk lines that are not pairs');
    for (let i = 0; i < c.chunks.length; i += 2) {
        if (!isLine(c.chunks[i], c.lineCount) || !isLine(c.chunks[i + 1], c.lineCount) || c.chunks[i] > c.chunks[i + 1])
            throw new DamagedRecord('a chunk outside the file');
    }
    if (typeof c.definitions !== 'string' || !Number.isInteger(c.definitionCount) || c.definitionCount < 0)
        throw new DamagedRecord('definitions that are not packed');
    return c;
}
/**
 * The definitions of a core, with names, kinds and lines only (signatures empty, name lines at the
 * start lines) until details are applied; throws DamagedRecord.
 */
function record_codec_definitionsOf(core) {
    let rows;
    try {
        rows = JSON.parse(core.definitions);
    }
    catch (error) {
        throw new DamagedRecord(`packed definitions that are not JSON (${error.message})`);
    }
    if (!Array.isArray(rows) || rows.length !== core.definitionCount)
        throw new DamagedRecord('a definition count that does not match');
    return rows.map((row) => {
        const r = row;
        const [name, kind, startLine, endLine, parent] = Array.isArray(r) ? r : [];
        if (!Array.isArray(r) || r.length !== 5 || !isText(name) || !name || !KIND_SET.has(kind))
            throw new DamagedRecord(`a definition that is not a name and a kind (${JSON.stringify(row).slice(0, 120)})`);
        if (!isLine(startLine, core.lineCount) || !isLine(endLine, core.lineCount) || endLine < startLine)
            throw new DamagedRecord('a definition outside the file');
        if (parent !== 0 && !(isText(parent) && parent))
            throw new DamagedRecord('a definition parent that is not a name');
        const def = { name, qualifiedName: parent ? `${parent}.${name}` : name, kind: kind, signature: '', startLine, endLine, nameLine: startLine };
        if (parent)
            def.parent = parent;
        return def;
    });
}
function checkImport(value, lineCount) {
    const i = value;
    if (!i || typeof i !== 'object' || !isText(i.source) || !isLine(i.line, lineCount) || !IMPORT_KINDS.has(i.kind))
        throw new DamagedRecord('an import that is not a source, a line and a kind');
    if (!Array.isArray(i.names) || !i.names.every(isText))
        throw new DamagedRecord('import names that are not text');
    if (i.aliases !== undefined) {
        if (!i.aliases || typeof i.aliases !== 'object' || Array.isArray(i.aliases))
            throw new DamagedRecord('import aliases that are not a map');
        for (const [k, v] of Object.entries(i.aliases))
            if (!isText(k) || !isText(v))
                throw new DamagedRecord('an import alias that is not text');
    }
    return i;
}
/** Details read back, checked against the core they belong to; throws DamagedRecord. */
function record_codec_parseDetails(text, core) {
    let d;
    try {
        d = JSON.parse(text);
    }
    catch (error) {
        throw new DamagedRecord(`details that are not JSON (${error.message})`);
    }
    const n = core.definitionCount;
    if (!d || typeof d !== 'object')
        throw new DamagedRecord('details that are not an object');
    if (!Array.isArray(d.signatures) || d.signatures.length !== n || !d.signatures.every(isText))
        throw new DamagedRecord('signatures that do not match the definitions');
    if (!Array.isArray(d.docs) || d.docs.length !== n || !d.docs.every((x) => x === 0 || isText(x)))
        throw new DamagedRecord('docs that do not match the definitions');
    if (!Array.isArray(d.nameLines) || d.nameLines.length !== n || !d.nameLines.every((x) => isLine(x, core.lineCount)))
        throw new DamagedRecord('name lines outside the file');
    if (!Array.isArray(d.imports) || typeof d.references !== 'string')
        throw new DamagedRecord('imports or references missing');
    for (const i of d.imports)
        checkImport(i, core.lineCount);
    return d;
}
/** Gives core definitions their signatures, docs and name lines (in place), then their members. */
function record_codec_applyDetails(definitions, details) {
    definitions.forEach((def, i) => {
        def.signature = details.signatures[i] ?? '';
        def.nameLine = details.nameLines[i] ?? def.startLine;
        const doc = details.docs[i];
        if (doc)
            def.doc = doc;
        else
            delete def.doc;
    });
    fillMembers(definitions);
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/search/store/store-format.ts
/**
 * The persisted index's file format. A generation is a folder holding:
 *  - `meta.json`: version and build, the indexed commit, the manifest (path -> size, mtime, content
 *    hash), the directory of records (hash -> where its parts are, and what the index needs of it
 *    at start), the paths the walk skipped, and the list of segments;
 *  - `seg-N.bin`, one per segment: a head (magic, lengths, the checksum of its vocabulary), the
 *    records' words (chunk term pairs, then per-line token counts), their cores (JSON), the terms
 *    the segment added to the vocabulary (by id), their details (JSON), and in the first segment the
 *    vocabulary's order (its ids sorted by term, for lookups by bisection: ids are kept as the run
 *    that wrote them numbered the terms, so writing renumbers nothing unless dead terms are dropped).
 *    Only the head, the vocabulary and its order are read at start; a record's core and words are read when
 *    first used and checked against the checksum its directory entry holds, its details against
 *    the one in its core;
 *  - `tables.bin` (the search tables of the indexed files and their paths, index-tables.ts) and `links.bin` (each
 *    file's resolved imports and the lookups they depend on, import-links.ts), and `kinds.json` (the
 *    build outputs and shadowed declarations of the tables' files, stored-kinds.ts).
 * A new generation appends one segment and links the old ones in, until compaction writes one.
 * Reading checks everything for type and bounds (`parseMeta`, `decodeHead`): a store that fails is
 * not used. Pure functions.
 */



/** A persisted index that proved damaged while it was used: what is wrong, and the store's folder. */
class store_format_DamagedIndexError extends Error {
    reason;
    folder;
    constructor(reason, folder) {
        super(`The persisted index${folder ? ` in ${folder}` : ''} is damaged (${reason}); run again with --no-cache or delete that folder`);
        this.reason = reason;
        this.folder = folder;
    }
}
/** The error a persisted index that proves damaged when used gives (an error that already is one stays as it is). */
function store_format_damagedIndex(reason, where) {
    return reason instanceof store_format_DamagedIndexError ? reason : new store_format_DamagedIndexError(reason, where);
}
/**
 * Bump when the tokenizer, chunker, queries, record layout or what is skipped as generated change: old stores are then ignored.
 * `__tests__/search/store-version.test.ts` pins what the analysis stores for the test fixtures to this number and fails until both move together.
 */
const STORE_VERSION = 33;
/** The program that wrote a store: another version's store is not read. */
const STORE_BUILD = (/* unused pure expression or super */ null && (`${VERSION}+store${STORE_VERSION}`));
const META_FILE = 'meta.json';
const TABLES_FILE = 'tables.bin';
const LINKS_FILE = 'links.bin';
const KINDS_FILE = 'kinds.json';
function segmentFile(id) {
    return `seg-${id}.bin`;
}
const MAGIC = 0x53575045; // "SWPE"
const SEGMENT_FORMAT = 2;
/** Bytes of a segment's head: eight 32-bit words and a 20-byte checksum, padded. */
const HEAD_BYTES = 64;
const CHECKSUM_AT = 32;
const MAX_SEGMENTS = 64;
/** Where a segment's parts start: words, cores, vocabulary, details, order; and its end. */
function partsOf(head) {
    const words = HEAD_BYTES;
    const cores = words + head.words * 4;
    const vocab = cores + head.coreBytes;
    const details = vocab + head.vocabBytes;
    const order = details + head.detailsBytes;
    return { words, cores, vocab, details, order, end: order + head.orderWords * 4 };
}
function totalBytes(head) {
    return partsOf(head).end;
}
function encodeHead(head) {
    const out = Buffer.alloc(HEAD_BYTES);
    [MAGIC, SEGMENT_FORMAT, head.words, head.coreBytes, head.vocabBytes, head.detailsBytes, head.orderWords].forEach((v, i) => out.writeUInt32LE(v, i * 4));
    out.write(head.checksum, CHECKSUM_AT, 20, 'hex');
    return out;
}
/** The head of a segment file of `fileBytes` bytes, or why it is not one. */
function decodeHead(bytes, fileBytes) {
    if (bytes.byteLength < HEAD_BYTES)
        return 'a segment shorter than its head';
    const b = Buffer.from(bytes.buffer, bytes.byteOffset, HEAD_BYTES);
    if (b.readUInt32LE(0) !== MAGIC || b.readUInt32LE(4) !== SEGMENT_FORMAT)
        return 'a segment of another format';
    const head = { words: b.readUInt32LE(8), coreBytes: b.readUInt32LE(12), vocabBytes: b.readUInt32LE(16), detailsBytes: b.readUInt32LE(20), orderWords: b.readUInt32LE(24), checksum: b.toString('hex', CHECKSUM_AT, CHECKSUM_AT + 20) };
    if (totalBytes(head) !== fileBytes)
        return `a segment of ${fileBytes} bytes whose head says ${totalBytes(head)}`;
    return head;
}
function checksum(...parts) {
    const hash = createHash('sha1');
    for (const part of parts)
        hash.update(part);
    return hash.digest('hex');
}
const RECORD_CHECKSUM = 16;
const PARSE_ERROR = 1;
const LATIN1 = 2;
const BUILD_BANNER = 4;
const IMPORTS_ONLY = 8;
const TEST_CODE = 16;
/** Numbers of a record entry kept in one flat list: its first ten fields. */
const ENTRY_NUMBERS = 10;
const HASH_HEX = 40;
function serializeMeta(meta, toJson) {
    const languages = [...new Set([...meta.records.values()].map((e) => e[10]))];
    const file = {
        ...meta,
        manifest: { paths: [...meta.manifest.keys()], sizes: [], mtimes: [], hashes: '' },
        records: { hashes: [...meta.records.keys()].join(''), numbers: [], languages, language: [], flags: [], sums: '' },
        skips: Object.fromEntries(meta.skips),
    };
    const hashes = [];
    for (const { size, mtimeMs, hash } of meta.manifest.values()) {
        file.manifest.sizes.push(size);
        file.manifest.mtimes.push(mtimeMs);
        hashes.push(hash);
    }
    file.manifest.hashes = hashes.join('');
    const sums = [];
    for (const e of meta.records.values()) {
        for (let i = 0; i < ENTRY_NUMBERS; i++)
            file.records.numbers.push(e[i]);
        file.records.language.push(languages.indexOf(e[10]));
        file.records.flags.push(e[11]);
        sums.push(e[12]);
    }
    file.records.sums = sums.join('');
    return toJson(file);
}
const HASH = /^[0-9a-f]{40}$/;
const HEX = /^[0-9a-f]*$/;
const GENERATION = /^[0-9a-z]{1,16}-[0-9a-f]{8}$/;
/** Skip reasons a record or a walk entry may carry. */
const KNOWN_SKIPS = new Set(classify/* SKIP_REASONS */.eI);
const MAX_DETAIL = 512;
function isCount(v) {
    return Number.isInteger(v) && v >= 0 && v <= 0xffffffff;
}
/** A segment that is empty, `.` or `..`, or a NUL anywhere. */
const BAD_PATH = /(?:^|\/)\.{0,2}(?:\/|$)|\0/;
function isPath(v) {
    return typeof v === 'string' && v.length > 0 && v.length <= 4096 && !BAD_PATH.test(v);
}
function checkSkip(value) {
    const s = value;
    if (!s || typeof s !== 'object' || !KNOWN_SKIPS.has(s.reason))
        throw new Error('a skip reason that is not known');
    if (s.detail !== undefined && !(typeof s.detail === 'string' && s.detail.length <= MAX_DETAIL))
        throw new Error('a skip detail that is not short text');
    return s;
}
/** Hex text of `count` items of `width` digits each. */
function isHexRun(v, count, width) {
    return typeof v === 'string' && v.length === count * width && HEX.test(v);
}
/** The record entries of the columns, each checked. */
function recordsOf(r, segments) {
    if (!r || typeof r !== 'object' || !Array.isArray(r.numbers) || !Array.isArray(r.languages) || !Array.isArray(r.language) || !Array.isArray(r.flags))
        throw new Error('no records');
    const count = r.flags.length;
    if (!isHexRun(r.hashes, count, HASH_HEX) || !isHexRun(r.sums, count, RECORD_CHECKSUM) || r.numbers.length !== count * ENTRY_NUMBERS || r.language.length !== count)
        throw new Error('record columns of different lengths');
    if (!r.languages.every((l) => typeof l === 'string' && l.length <= 32))
        throw new Error('record languages of the wrong shape');
    const numbers = r.numbers;
    const out = new Map();
    for (let i = 0, at = 0; i < count; i++, at += ENTRY_NUMBERS) {
        // Each entry's numbers checked as it is read (one pass: a warm start reads thousands).
        for (let k = at; k < at + ENTRY_NUMBERS; k++)
            if (!isCount(numbers[k]))
                throw new Error('a record entry with a bad number');
        const seg = numbers[at];
        if (seg >= segments || numbers[at + 1] > numbers[at + 2] || numbers[at + 3] > numbers[at + 4] || numbers[at + 5] > numbers[at + 6])
            throw new Error('a record entry out of order');
        const language = r.language[i] === -1 ? '' : r.languages[r.language[i]];
        const flags = r.flags[i];
        if (language === undefined || !isCount(flags) || flags > (PARSE_ERROR | LATIN1 | BUILD_BANNER | IMPORTS_ONLY | TEST_CODE))
            throw new Error('a record entry with bad flags');
        const sum = r.sums.slice(i * RECORD_CHECKSUM, (i + 1) * RECORD_CHECKSUM);
        out.set(r.hashes.slice(i * HASH_HEX, (i + 1) * HASH_HEX), [seg, numbers[at + 1], numbers[at + 2], numbers[at + 3], numbers[at + 4], numbers[at + 5], numbers[at + 6], numbers[at + 7], numbers[at + 8], numbers[at + 9], language, flags, sum]);
    }
    return out;
}
/** The manifest of the columns, each entry checked and its record known. */
function manifestOf(m, known) {
    if (!m || typeof m !== 'object' || !Array.isArray(m.paths) || !Array.isArray(m.sizes) || !Array.isArray(m.mtimes))
        throw new Error('no manifest');
    const count = m.paths.length;
    if (m.sizes.length !== count || m.mtimes.length !== count || !isHexRun(m.hashes, count, HASH_HEX))
        throw new Error('manifest columns of different lengths');
    const out = new Map();
    for (let i = 0; i < count; i++) {
        const path = m.paths[i];
        const size = m.sizes[i];
        const mtimeMs = m.mtimes[i];
        const hash = m.hashes.slice(i * HASH_HEX, (i + 1) * HASH_HEX);
        if (!isPath(path) || !isCount(size) || typeof mtimeMs !== 'number' || !Number.isFinite(mtimeMs))
            throw new Error('a manifest entry of the wrong shape');
        if (!known(hash))
            throw new Error('a manifest entry without its record');
        out.set(path, { size, mtimeMs, hash });
    }
    return out;
}
/** A generation's meta, checked for type and bounds (segment contents are checked when read); throws. */
function parseMeta(text, generation) {
    const m = JSON.parse(text);
    if (!m || typeof m !== 'object')
        throw new Error('a meta file that is not an object');
    if (m.version !== STORE_VERSION || m.build !== STORE_BUILD)
        throw new Error(`written by another version (${String(m.build).slice(0, 40)})`);
    if (m.generation !== generation || !GENERATION.test(generation))
        throw new Error('a meta file of another generation');
    if (typeof m.settings !== 'string')
        throw new Error('no listing settings');
    if (m.commit !== undefined && !(m.commit && /^[0-9a-f]{40,64}$/.test(m.commit.head) && Array.isArray(m.commit.dirty) && m.commit.dirty.every(isPath) && (m.commit.sparse === undefined || typeof m.commit.sparse === 'string')))
        throw new Error('an indexed commit of the wrong shape');
    if (!Array.isArray(m.segments) || m.segments.length === 0 || m.segments.length > MAX_SEGMENTS || !m.segments.every(isCount))
        throw new Error('a segment list of the wrong shape');
    if (!isCount(m.baseTerms))
        throw new Error('no vocabulary size');
    const records = recordsOf(m.records, m.segments.length);
    if (!m.skips || typeof m.skips !== 'object')
        throw new Error('no skips');
    const skips = new Map();
    for (const [hash, skip] of Object.entries(m.skips)) {
        if (!HASH.test(hash))
            throw new Error('a skip key that is not a content hash');
        skips.set(hash, checkSkip(skip));
    }
    const manifest = manifestOf(m.manifest, (hash) => records.has(hash) || skips.has(hash));
    if (!Array.isArray(m.walkSkips) || !m.walkSkips.every((w) => Array.isArray(w) && isPath(w[0]) && (w.length === 2 || w.length === 3) && checkSkip({ reason: w[1], ...(w[2] !== undefined ? { detail: w[2] } : {}) })))
        throw new Error('walk skips of the wrong shape');
    if (m.tables !== undefined && !(typeof m.tables === 'string' && HASH.test(m.tables)))
        throw new Error('a tables key of the wrong shape');
    if (m.links !== undefined && m.links !== true)
        throw new Error('a links flag of the wrong shape');
    if (m.kinds !== undefined && !(typeof m.kinds === 'string' && m.kinds === m.tables))
        throw new Error('a kinds key of the wrong shape');
    return { ...m, manifest, records, skips };
}

;// CONCATENATED MODULE: ./src/search/store/verify-text.ts
/**
 * Checks that the text a persisted record gives for a file — definition names, parents, signatures
 * and docs, import sources and names — is the file's own text where the record says it is, so that
 * what reaches a prompt comes from the checked-out file and never from cache data alone. Each check
 * follows from how the analyzers take the text from the source (a signature is the collapsed header
 * starting on the definition's first line, less what the parser was not shown, so its words in the
 * file's order; a doc a collapsed line at or above its end, a name part of
 * its name line, ...): a record written by this program always passes. A record that does not is
 * replaced by text taken from the file's lines (`fallbackDefinitions`). Pure functions.
 */

/** Marks a signature or doc cut to its length limit. */
const ELLIPSIS = '…';
/** Lines after the name line a multi-line name may reach, for names outside their definition. */
const NAME_LINES = 3;
/** Longest signature a fallback takes from a line. */
const FALLBACK_SIGNATURE = 240;
/** An import alias the analyzers write that is not in the source: a default import. */
const DEFAULT_ALIAS = 'default';
function lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return starts;
}
const WHITESPACE = /\s+/g;
/** Whitespace other than a plain space (which a collapsed text keeps as it is). */
const OTHER_WHITESPACE = /[^\S ]/;
/**
 * `text` with each whitespace run replaced by `space` ('' removes them) and its ends trimmed, line
 * by line; each line's offset is where its content (after the separator) begins.
 */
function normalize(text, starts, space) {
    const lineAt = new Uint32Array(starts.length + 1);
    const parts = [];
    let length = 0;
    for (let i = 0; i < starts.length; i++) {
        lineAt[i] = length;
        const end = i + 1 < starts.length ? starts[i + 1] - 1 : text.length;
        const flat = text.slice(starts[i], end).trim().replace(WHITESPACE, space);
        if (!flat)
            continue;
        if (parts.length) {
            parts.push(space);
            length += space.length;
        }
        parts.push(flat);
        length += flat.length;
    }
    lineAt[starts.length] = length;
    return { text: parts.join(''), lineAt };
}
function withoutEllipsis(text) {
    return text.endsWith(ELLIPSIS) ? text.slice(0, -ELLIPSIS.length) : text;
}
/** Offset in `n` of the start of 1-based `line`, clamped to the text. */
function at(n, line) {
    return n.lineAt[Math.min(Math.max(line - 1, 0), n.lineAt.length - 1)];
}
/**
 * Whether each of `words` occurs in `text` after the one before it, all between `from` and `end`,
 * the first starting by `firstBy` (a word may be part of a longer one: blanking can cut one).
 */
function wordsInOrder(text, words, from, firstBy, end) {
    let next = from;
    for (let i = 0; i < words.length; i++) {
        const word = words[i];
        const hit = text.indexOf(word, next);
        if (hit === -1 || hit + word.length > end || (i === 0 && hit > firstBy))
            return false;
        next = hit + word.length;
    }
    return true;
}
/** `part` occurs in `n` ending by the end of 1-based `endLine`. */
function endsBy(n, part, endLine) {
    const end = at(n, endLine + 1);
    return end >= part.length && n.text.lastIndexOf(part, end - part.length) !== -1;
}
/** A file's text prepared for the checks, made once per file. */
class verify_text_SourceText {
    text;
    starts;
    collapsedText;
    strippedText;
    xmlDocs;
    found = new Map();
    constructor(text) {
        this.text = text;
        this.starts = lineStarts(text);
    }
    get collapsed() {
        return (this.collapsedText ??= normalize(this.text, this.starts, ' '));
    }
    get stripped() {
        return (this.strippedText ??= normalize(this.text, this.starts, ''));
    }
    /** Collapsed, with each line's XML documentation tags read as C# docs are (`xmlDocText`). */
    get xmlCollapsed() {
        if (!this.xmlDocs) {
            const text = this.text.split('\n').map(xmlDocText).join('\n');
            this.xmlDocs = normalize(text, lineStarts(text), ' ');
        }
        return this.xmlDocs;
    }
    /** Offset in the text of the start of 1-based `line`, clamped to the text. */
    rawStart(line) {
        return this.starts[Math.min(Math.max(line - 1, 0), this.starts.length - 1)];
    }
    /** Offset in the text of the end of 1-based `line` (its newline, or the text's end; 0 before the first). */
    rawEnd(line) {
        if (line < 1)
            return 0;
        const next = this.starts[line];
        return next === undefined ? this.text.length : next - 1;
    }
    /** The raw text of 1-based lines `from` to `to`, inclusive. */
    lines(from, to) {
        const start = this.starts[Math.max(from - 1, 0)] ?? this.text.length;
        const end = this.starts[to] ?? this.text.length;
        return this.text.slice(start, Math.max(start, end));
    }
    /** `part` occurs somewhere in the file. */
    has(part) {
        let hit = this.found.get(part);
        if (hit === undefined)
            this.found.set(part, (hit = this.text.includes(part)));
        return hit;
    }
    /**
     * A signature: its words, collapsed, in the file's order from `startLine` (the first on it) to the
     * end of `endLine`. Not always one run of the text: a C-family header the parser read with its
     * directives or export macros blanked (preprocessor.ts: `class YAML_CPP_API Node` gives `class Node`).
     */
    hasSignature(signature, startLine, endLine) {
        const s = withoutEllipsis(signature);
        if (!s)
            return true;
        const words = s.split(' ');
        // Words found as they are in the raw lines are there once the lines are collapsed: most
        // signatures pass without the file being collapsed at all.
        if (!OTHER_WHITESPACE.test(s) && wordsInOrder(this.text, words, this.rawStart(startLine), this.rawEnd(startLine), this.rawEnd(endLine)))
            return true;
        const c = this.collapsed;
        return wordsInOrder(c.text, words, at(c, startLine), at(c, startLine + 1), at(c, endLine + 1));
    }
    /**
     * A doc: collapsed, a part of the file that ends by the end of `endLine` (for C# XML documentation,
     * of the file with its lines' tags read as text).
     */
    hasDoc(doc, endLine) {
        const d = withoutEllipsis(doc);
        if (!d)
            return true;
        // A doc found as it is in the raw text (single spaces, no other whitespace, no space at its
        // ends) is there once the text is collapsed.
        if (!OTHER_WHITESPACE.test(d) && !d.includes('  ') && d.trim() === d) {
            const end = this.rawEnd(endLine);
            if (end >= d.length && this.text.lastIndexOf(d, end - d.length) !== -1)
                return true;
        }
        return endsBy(this.collapsed, d, endLine) || (d.length > 0 && endsBy(this.xmlCollapsed, d, endLine));
    }
    /** An import's text: without whitespace, in the file at or after `line`. */
    hasImportText(part, line) {
        const p = part.replace(/\s+/g, '');
        if (!p)
            return true;
        // Found as it is in the raw text at or after the line, it is there without the whitespace too.
        if (this.text.indexOf(p, this.rawStart(line)) !== -1)
            return true;
        const s = this.stripped;
        return s.text.indexOf(p, at(s, line)) !== -1;
    }
}
/**
 * The pieces of an import's source that must be the file's text: the source itself, or for a file
 * path the analyzers put together (PHP `require __DIR__ . '/../x.php'` is `../x.php`) each of its
 * folder and file names, the `.` and `..` the joining adds aside.
 */
function sourceParts(i) {
    if (i.kind !== 'file')
        return [i.source];
    return i.source.split('/').filter((part) => part !== '' && part !== '.' && part !== '..');
}
/** What in a record's text is not the file's; empty when everything is. */
function verify_text_textProblems(source, definitions, imports) {
    const problems = [];
    for (const d of definitions) {
        const where = `${d.qualifiedName.slice(0, 80)} (line ${d.startLine})`;
        if (!source.lines(d.nameLine, Math.max(d.endLine, d.nameLine + NAME_LINES)).includes(d.name))
            problems.push(`name of ${where}`);
        if (d.qualifiedName !== (d.parent ? `${d.parent}.${d.name}` : d.name))
            problems.push(`qualified name of ${where}`);
        // Names may hold dots themselves (a key `'../lib'`, `[Symbol.iterator]`): a part between two is empty.
        if (d.parent && !d.parent.split('.').every((part) => part === '' || source.has(part)))
            problems.push(`parent of ${where}`);
        if (!source.hasSignature(d.signature, d.startLine, d.endLine))
            problems.push(`signature of ${where}`);
        if (d.doc !== undefined && !source.hasDoc(d.doc, d.endLine))
            problems.push(`doc of ${where}`);
    }
    for (const i of imports) {
        const parts = [...sourceParts(i), ...i.names.filter((n) => n !== '*'), ...Object.entries(i.aliases ?? {}).flatMap(([local, imported]) => (imported === DEFAULT_ALIAS ? [local] : [local, imported]))];
        const bad = parts.find((p) => !source.hasImportText(p, i.line));
        if (bad !== undefined)
            problems.push(`import ${bad.slice(0, 80)} (line ${i.line})`);
    }
    return problems;
}
/**
 * Definitions whose text is taken from the file's lines alone, for a record whose text failed the
 * checks: the first word of the start line as the name, the start line as the signature, no doc and
 * no parent. Kinds and lines are kept (they only point into the file).
 */
function verify_text_fallbackDefinitions(source, definitions) {
    return definitions.map((d) => {
        const line = source.lines(d.startLine, d.startLine);
        const name = /[\p{L}_$][\p{L}\p{N}_$]*/u.exec(line)?.[0] ?? `line${d.startLine}`;
        const flat = line.replace(/\s+/g, ' ').trim();
        const signature = flat.length > FALLBACK_SIGNATURE ? `${flat.slice(0, FALLBACK_SIGNATURE - 1)}${ELLIPSIS}` : flat;
        return { name, qualifiedName: name, kind: d.kind, signature, startLine: d.startLine, endLine: d.endLine, nameLine: d.startLine };
    });
}

;// CONCATENATED MODULE: ./src/search/store/stored-analysis.ts





/**
 * Switches details on for every analysis of one index at once. Definitions handed out before are
 * completed in place when it opens: search unpacks names before, and a context card made later
 * holds the same objects.
 */
class DetailsGate {
    options;
    opened = false;
    waiting = new Set();
    constructor(options) {
        this.options = options;
    }
    get isOpen() {
        return this.opened;
    }
    open() {
        if (this.opened)
            return;
        this.opened = true;
        for (const analysis of this.waiting)
            analysis.complete();
        this.waiting.clear();
    }
    /** Remembers an analysis whose definitions went out before the gate opened. */
    wait(analysis) {
        this.waiting.add(analysis);
    }
    /** An error naming the damaged record and the index it came from. */
    damaged(error) {
        return damagedIndex(error instanceof DamagedIndexError ? error : error.message, this.options.where);
    }
}
class stored_analysis_StoredAnalysis {
    parts;
    gate;
    coreValue;
    chunkList;
    definitionList;
    detailValue;
    completed = false;
    importList;
    referenceList;
    constructor(parts, gate) {
        this.parts = parts;
        this.gate = gate;
    }
    /** The checked core (the first use parses it). */
    get core() {
        if (!this.coreValue) {
            try {
                this.coreValue = this.parts.core();
            }
            catch (error) {
                throw this.gate.damaged(error);
            }
        }
        return this.coreValue;
    }
    get language() {
        const summary = this.coreValue ? undefined : this.parts.summary;
        return summary ? summary.language : this.core.language;
    }
    get lineCount() {
        const summary = this.coreValue ? undefined : this.parts.summary;
        return summary ? summary.lineCount : this.core.lineCount;
    }
    get parseError() {
        const summary = this.coreValue ? undefined : this.parts.summary;
        return summary ? summary.parseError : this.core.parseError;
    }
    get buildBanner() {
        const summary = this.coreValue ? undefined : this.parts.summary;
        return summary ? summary.buildBanner : this.core.buildBanner;
    }
    get importsOnly() {
        const summary = this.coreValue ? undefined : this.parts.summary;
        return summary ? summary.importsOnly : this.core.importsOnly;
    }
    get testCode() {
        const summary = this.coreValue ? undefined : this.parts.summary;
        return summary ? summary.testCode : this.core.testCode;
    }
    get chunks() {
        return (this.chunkList ??= this.chunkRanges());
    }
    /** The chunks' lines, without keeping them (the tables of a whole repository are built from these). */
    chunkRanges() {
        if (this.chunkList)
            return this.chunkList;
        const flat = this.core.chunks;
        const chunks = [];
        for (let i = 0; i + 1 < flat.length; i += 2)
            chunks.push({ startLine: flat[i], endLine: flat[i + 1] });
        return chunks;
    }
    get definitions() {
        if (!this.definitionList) {
            try {
                this.definitionList = definitionsOf(this.core);
            }
            catch (error) {
                throw this.gate.damaged(error);
            }
            if (this.gate.isOpen)
                this.complete();
            else
                this.gate.wait(this);
        }
        return this.definitionList;
    }
    /**
     * Each definition's name and qualified name, without keeping the definitions unpacked (the
     * symbol table of a whole repository is built from these).
     */
    definitionNames() {
        if (this.definitionList)
            return this.definitionList;
        try {
            return definitionsOf(this.core);
        }
        catch (error) {
            throw this.gate.damaged(error);
        }
    }
    get imports() {
        if (!this.gate.isOpen)
            return [];
        // A record made from the file itself (or checked against it) holds the file's imports: its
        // definitions need not be unpacked for them (resolving a repository's imports asks every file).
        if (this.parts.trusted || this.checked)
            return this.storedImports();
        this.complete();
        return (this.importList ??= this.detailValue?.imports ?? []);
    }
    get references() {
        if (!this.gate.isOpen)
            return [];
        this.complete();
        return (this.referenceList ??= unpackReferences(this.detailValue?.references ?? '', this.core.lineCount));
    }
    detailJson;
    /** The details' JSON text as packed (for a record read from disk, checked against its checksum). */
    detailsText() {
        if (this.detailJson === undefined) {
            try {
                this.detailJson = this.parts.details();
            }
            catch (error) {
                throw this.gate.damaged(error);
            }
        }
        return this.detailJson;
    }
    /** The details as stored (checked for shape, not against the file). */
    packedDetails() {
        if (!this.detailValue) {
            try {
                this.detailValue = parseDetails(this.detailsText(), this.core);
            }
            catch (error) {
                throw this.gate.damaged(error);
            }
        }
        return this.detailValue;
    }
    /** The imports as stored, without opening the gate (for resolving links; they name no text). */
    storedImports() {
        if (!this.parts.imports)
            return this.packedDetails().imports;
        try {
            return (this.storedImportList ??= this.parts.imports());
        }
        catch (error) {
            throw this.gate.damaged(error);
        }
    }
    /**
     * The references as stored, without opening the gate: names and lines only, which the ranker
     * looks up in the symbol table (no text of theirs reaches a prompt or a card).
     */
    storedReferences() {
        return this.gate.isOpen ? this.references : this.storedReferenceLines();
    }
    /**
     * The references' names and lines as stored, whether or not the gate is open, the record not
     * checked against its file for them: for finding which lines use a name (the lines' text is read
     * from the file), never for text of theirs.
     */
    storedReferenceLines() {
        return (this.referenceList ??= unpackReferences(this.packedDetails().references, this.core.lineCount));
    }
    /** The imports read alone (details packed with their imports first). */
    storedImportList;
    /**
     * Gives the definitions (if unpacked) their details, in place, once: checked against the file for
     * an untrusted record, and replaced by the file's own lines when the check fails.
     */
    complete() {
        if (this.completed)
            return;
        this.completed = true;
        const details = this.packedDetails();
        const definitions = (this.definitionList ??= definitionsOf(this.core));
        applyDetails(definitions, details);
        if (this.parts.trusted || this.checked)
            return;
        const problems = this.check(definitions, details.imports);
        if (!problems.length)
            return;
        this.gate.options.onRejected?.(this.parts.hash, problems);
        const bytes = this.readSource();
        const fallback = bytes ? fallbackDefinitions(new SourceText(decodeText(bytes).text), definitions) : definitions.map((d) => ({ ...d, name: `line${d.startLine}`, qualifiedName: `line${d.startLine}`, signature: '', nameLine: d.startLine }));
        // In place: the objects may already be held elsewhere.
        definitions.forEach((def, i) => {
            const f = fallback[i];
            delete def.parent;
            delete def.doc;
            Object.assign(def, { name: f.name, qualifiedName: f.qualifiedName, signature: f.signature, nameLine: f.nameLine });
        });
        fillMembers(definitions);
        this.detailValue = { ...details, imports: [] };
    }
    /**
     * What in the record's text is not the text of `bytes` (a file with the record's content), its
     * shape checked too; empty when all is. A record that passes needs no check when used.
     */
    checkAgainst(bytes) {
        let definitions;
        let details;
        try {
            details = parseDetails(this.detailsText(), this.core);
            definitions = definitionsOf(this.core);
        }
        catch (error) {
            return [error.message];
        }
        applyDetails(definitions, details);
        const problems = textProblems(new SourceText(decodeText(bytes).text), definitions, details.imports);
        if (!problems.length)
            this.checked = true;
        return problems;
    }
    /** Checked already against the file (`checkAgainst`). */
    checked = false;
    readSource() {
        return this.gate.options.source?.(this.parts.hash);
    }
    /** What in the text is not the file's (everything, when the file is not there or has changed). */
    check(definitions, imports) {
        if (!definitions.length && !imports.length)
            return [];
        const bytes = this.readSource();
        if (!bytes)
            return ['the file is not there with this content'];
        return textProblems(new SourceText(decodeText(bytes).text), definitions, imports);
    }
}

;// CONCATENATED MODULE: ./src/search/terms/term-numbers.ts
const NO_ID = -1;
/**
 * Terms one numbering holds before the analyzing thread starts a new one: bounds the memory of its
 * table (about 100 bytes a term) on a repository of millions of distinct terms, at the cost of
 * sending again the texts of terms met after the change.
 */
const term_numbers_MAX_TERM_NUMBERS = 1_000_000;
class term_numbers_TermNumbers {
    /** Text -> number, on the analyzing side. */
    numbers = new Map();
    /** Text of each number. */
    texts = [];
    /** Texts before this one have been taken by `takeFresh`. */
    sent = 0;
    /** Per vocabulary: number -> id, NO_ID where not looked up yet. */
    ids = new WeakMap();
    /** The number of `term`, a new one the first time. */
    number(term) {
        let n = this.numbers.get(term);
        if (n === undefined) {
            n = this.texts.length;
            this.numbers.set(term, n);
            this.texts.push(term);
        }
        return n;
    }
    /** The texts numbered since the last call, each followed by a NUL. */
    takeFresh() {
        if (this.sent === this.texts.length)
            return '';
        let out = '';
        for (let n = this.sent; n < this.texts.length; n++)
            out += `${this.texts[n]}\0`;
        this.sent = this.texts.length;
        return out;
    }
    /** Appends texts `takeFresh` gave on the analyzing side: they get the next numbers, in order. */
    receive(fresh) {
        if (!fresh)
            return;
        if (!fresh.endsWith('\0'))
            throw new Error('term texts that do not end with a NUL');
        const parts = fresh.split('\0');
        for (let i = 0; i + 1 < parts.length; i++)
            this.texts.push(parts[i]);
    }
    /** The text of term number `n`. */
    text(n) {
        const text = this.texts[n];
        if (text === undefined)
            throw new Error(`term number ${n} was never received`);
        return text;
    }
    /** How many terms are numbered. */
    get size() {
        return this.texts.length;
    }
    /**
     * Each of `refs` (numbers) as an id of `vocab`; terms `vocab` lacks are added to it in the order
     * they first come in `refs`.
     */
    idsIn(vocab, refs) {
        let map = this.ids.get(vocab);
        if (!map || map.length < this.texts.length) {
            const grown = new Int32Array(Math.max(this.texts.length, map ? map.length * 2 : 1024)).fill(NO_ID);
            if (map)
                grown.set(map);
            map = grown;
            this.ids.set(vocab, map);
        }
        const out = new Uint32Array(refs.length);
        for (let k = 0; k < refs.length; k++) {
            const n = refs[k];
            let id = map[n];
            if (id === NO_ID)
                id = map[n] = vocab.add(this.text(n));
            out[k] = id;
        }
        return out;
    }
}

;// CONCATENATED MODULE: ./src/search/terms/word-table.ts
/**
 * The words counting has met, each with its tokens' numbers, in one open-addressing table of typed
 * arrays: a word of a text is found from where it lies in that text, without cutting a string out of
 * it or asking a Map (whose lookups, a string's hash then its entry, its key and its value scattered
 * over the heap, were most of the time of counting a chunk's terms). A slot holds everything a
 * repeated word needs (its hash, length, up to 12 characters, how many tokens it gives, its count in
 * the chunk being counted), so a word met again costs one cache line. Longer words keep their
 * characters in a pool. Words are ASCII (what the tokenizer's scanners cut: a character is 8 bits of
 * a slot or a byte of the pool); each thread counting has its own tables (see tokenizer.ts).
 */
/** Int32 fields of one slot. */
const SLOT = 8;
/** The fields, by offset in a slot. */
const word_table_HASH = 0;
/** Length in bits 0-7 (0: an empty slot), number of tokens in the bits above. */
const META = 1;
/** Characters 0-11, four to an int (ASCII); for a longer word, field CHARS is its pool offset. */
const CHARS = 2;
const PASS = 5;
const COUNT = 6;
const ID = 7;
/** Words up to this long are compared in their slot. */
const INLINE_CHARS = 12;
const NOT_NUMBERED = -1;
/** Longest word the table holds (its length is 8 bits of a slot). */
const MAX_WORD = 255;
class WordTable {
    tokensOf;
    slots;
    mask;
    used = 0;
    pool = new Uint8Array(1 << 16);
    poolEnd = 0;
    /** The numbering `numbers` holds numbers of. */
    numbering;
    /** Per id: where its tokens' numbers start in `numbers`, NOT_NUMBERED before they are worked out. */
    numbered = new Int32Array(1024).fill(NOT_NUMBERED);
    /** The tokens' numbers of the words met since `numbering` became the current one. */
    numbers = new Uint32Array(1 << 14);
    numbersEnd = 0;
    /**
     * `tokensOf` gives a word's tokens (the same every time it is asked): they are numbered when the
     * word is first met and not kept; a new numbering asks for them again.
     */
    constructor(tokensOf, capacity = 1 << 14) {
        this.tokensOf = tokensOf;
        this.slots = new Int32Array(capacity * SLOT);
        this.mask = capacity - 1;
    }
    /**
     * Where the numbers (in `numbering`) of the tokens of the word in the slot at `at` start in
     * `numbers`, worked out once per numbering. The array may be replaced by the call: read `numbers`
     * after it.
     */
    numbersOf(at, numbering) {
        this.use(numbering);
        const id = this.slots[at + ID];
        const known = this.numbered[id];
        return known !== NOT_NUMBERED ? known : this.number(id, this.tokensOf(this.wordAt(at)), numbering);
    }
    /** Starts numbering with `numbering` when it is another one than the last. */
    use(numbering) {
        if (numbering === this.numbering)
            return;
        this.numbering = numbering;
        this.numbered.fill(NOT_NUMBERED);
        this.numbersEnd = 0;
    }
    /** Numbers `tokens`, the tokens of word `id`, in `numbering`; returns where they start. */
    number(id, tokens, numbering) {
        if (id >= this.numbered.length) {
            const grown = new Int32Array(Math.max(id + 1, this.numbered.length * 2)).fill(NOT_NUMBERED);
            grown.set(this.numbered);
            this.numbered = grown;
        }
        if (this.numbersEnd + tokens.length > this.numbers.length) {
            const grown = new Uint32Array(Math.max(this.numbersEnd + tokens.length, this.numbers.length * 2));
            grown.set(this.numbers);
            this.numbers = grown;
        }
        const start = this.numbersEnd;
        for (let k = 0; k < tokens.length; k++)
            this.numbers[this.numbersEnd++] = numbering.number(tokens[k]);
        this.numbered[id] = start;
        return start;
    }
    /** The word in the slot at `at`, from its characters. */
    wordAt(at) {
        const len = this.slots[at + META] & 0xff;
        const codes = [];
        if (len > INLINE_CHARS) {
            const from = this.slots[at + CHARS];
            for (let k = 0; k < len; k++)
                codes.push(this.pool[from + k]);
        }
        else
            for (let k = 0; k < len; k++)
                codes.push((this.slots[at + CHARS + (k >> 2)] >>> (8 * (k & 3))) & 0xff);
        return String.fromCharCode(...codes);
    }
    /** Words held. */
    get size() {
        return this.used;
    }
    /** Slot fields, for the counting loop to read and write in place. */
    get data() {
        return this.slots;
    }
    /**
     * Makes room for `more` new words, so that no slot moves before the next call. When the slots had
     * to move, gives each old slot's new offset (by old offset / SLOT_FIELDS.SIZE).
     */
    reserve(more) {
        if ((this.used + more) * 2 <= this.mask + 1)
            return undefined;
        let capacity = this.mask + 1;
        while ((this.used + more) * 2 > capacity)
            capacity *= 2;
        const old = this.slots;
        const moved = new Int32Array(old.length / SLOT);
        this.slots = new Int32Array(capacity * SLOT);
        this.mask = capacity - 1;
        for (let at = 0; at < old.length; at += SLOT) {
            if ((old[at + META] & 0xff) === 0)
                continue;
            let i = old[at + word_table_HASH] & this.mask;
            while ((this.slots[i * SLOT + META] & 0xff) !== 0)
                i = (i + 1) & this.mask;
            for (let k = 0; k < SLOT; k++)
                this.slots[i * SLOT + k] = old[at + k];
            moved[at / SLOT] = i * SLOT;
        }
        return moved;
    }
    /**
     * The offset in `data` of the slot of the word `text.slice(start, end)` (1 to MAX_WORD ASCII
     * characters), added when new, its tokens numbered in `numbering`. `reserve` must have made room
     * for it.
     */
    slotOf(text, start, end, numbering) {
        const len = end - start;
        let h = 0x811c9dc5;
        let w0 = 0;
        let w1 = 0;
        let w2 = 0;
        for (let k = 0; k < len; k++) {
            const c = text.charCodeAt(start + k);
            h = Math.imul(h ^ c, 0x01000193);
            if (k < 4)
                w0 |= c << (8 * k);
            else if (k < 8)
                w1 |= c << (8 * (k - 4));
            else if (k < 12)
                w2 |= c << (8 * (k - 8));
        }
        h ^= h >>> 16;
        h = Math.imul(h, 0x85ebca6b);
        h ^= h >>> 13;
        const slots = this.slots;
        const mask = this.mask;
        for (let i = h & mask;; i = (i + 1) & mask) {
            const at = i * SLOT;
            const meta = slots[at + META];
            if ((meta & 0xff) === 0)
                return this.add(at, h, text, start, len, w0, w1, w2, numbering);
            if (slots[at + word_table_HASH] !== h || (meta & 0xff) !== len)
                continue;
            if (len <= INLINE_CHARS) {
                if (slots[at + CHARS] === w0 && slots[at + CHARS + 1] === w1 && slots[at + CHARS + 2] === w2)
                    return at;
            }
            else if (this.poolHolds(slots[at + CHARS], text, start, len))
                return at;
        }
    }
    poolHolds(offset, text, start, len) {
        const pool = this.pool;
        for (let k = 0; k < len; k++)
            if (pool[offset + k] !== text.charCodeAt(start + k))
                return false;
        return true;
    }
    add(at, h, text, start, len, w0, w1, w2, numbering) {
        const tokens = this.tokensOf(text.slice(start, start + len));
        const id = this.used;
        this.use(numbering);
        this.number(id, tokens, numbering);
        const slots = this.slots;
        slots[at + word_table_HASH] = h;
        slots[at + META] = len | (tokens.length << 8);
        if (len <= INLINE_CHARS) {
            slots[at + CHARS] = w0;
            slots[at + CHARS + 1] = w1;
            slots[at + CHARS + 2] = w2;
        }
        else {
            if (this.poolEnd + len > this.pool.length) {
                const grown = new Uint8Array(this.pool.length * 2);
                grown.set(this.pool);
                this.pool = grown;
            }
            for (let k = 0; k < len; k++)
                this.pool[this.poolEnd + k] = text.charCodeAt(start + k);
            slots[at + CHARS] = this.poolEnd;
            this.poolEnd += len;
        }
        slots[at + PASS] = 0;
        slots[at + COUNT] = 0;
        slots[at + ID] = id;
        this.used++;
        return at;
    }
}
/** Offsets of the slot fields the counting loop reads and writes (`WordTable.data`). */
const SLOT_FIELDS = { META, PASS, COUNT, ID, SIZE: SLOT };

;// CONCATENATED MODULE: ./src/search/terms/tokenizer.ts
/**
 * Code-aware tokenizer shared by indexing and queries. An identifier yields itself (lower-cased) and
 * its parts: `ChatGPT`, `chat_gpt` and `chatGPT` all give `chat` and `gpt`; `a.b` member chains also
 * give dotted pairs (`vector_db.search`). Pure and allocation-light: the indexer streams tokens.
 */


/** Words too common in issue prose to carry meaning. */
const ENGLISH_STOP_WORDS = `a about above after again against all am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further had has have having he her
here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off
on once only or other our ours ourselves out over own same she should so some such than that the their theirs them
themselves then there these they this those through to too under until up very was we were what when where which while
who whom why will with would you your yours yourself yourselves also may might must shall us get got like want
wants wanted need needs using use used etc e g eg ie via hi hello thanks thank please`;
/** Keywords that occur in nearly every source file of some language. */
const CODE_STOP_WORDS = `def return self cls const let var function import export from class if else elif for while
true false none null nil undefined new public private protected static void int str string bool boolean async await
try catch except finally raise throw throws pass break continue yield lambda with as in is not and or package func
type interface struct impl fn pub use mod crate super extends implements end begin do then unless require module
include namespace template typename auto char float double long short unsigned signed switch case default goto
this`;
const STOP_WORDS = new Set(`${ENGLISH_STOP_WORDS} ${CODE_STOP_WORDS}`.split(/\s+/).filter(Boolean));
const WORD = /[A-Za-z_$][A-Za-z0-9_$]*(?:-[A-Za-z][A-Za-z0-9_$]*)*|[0-9]+/g;
const PART = /[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+/g;
const TRAILING_DIGITS = /[0-9]+$/;
const MIN_PART = 2;
const MAX_TOKEN = 64;
const MAX_NUMBER = 8;
/**
 * Minimal English plural stemming for identifier parts and words (`aliases` -> `alias`,
 * `entries` -> `entry`). Whole identifiers are never stemmed.
 */
function stem(word) {
    const n = word.length;
    if (n < 4 || word.charCodeAt(n - 1) !== 115 /* s */)
        return word;
    if (word.endsWith('ies') && n > 4)
        return `${word.slice(0, -3)}y`;
    if (word.endsWith('sses'))
        return word.slice(0, -2);
    if (word.endsWith('xes') || word.endsWith('ches') || word.endsWith('shes') || word.endsWith('ses') || word.endsWith('zes')) {
        return word.slice(0, -2);
    }
    if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is') || word.endsWith('os'))
        return word;
    return word.slice(0, -1);
}
const partCache = new Map();
const PART_CACHE_LIMIT = 200_000;
/** The lower-cased, stemmed parts of one identifier (`HTTPServer2` -> `http`, `server`). */
function splitIdentifier(identifier) {
    const cached = partCache.get(identifier);
    if (cached)
        return cached;
    const parts = identifierParts(identifier);
    if (partCache.size >= PART_CACHE_LIMIT)
        partCache.clear();
    partCache.set(identifier, parts);
    return parts;
}
/** `splitIdentifier` without its cache (for callers that keep each word's tokens themselves). */
function identifierParts(identifier) {
    const parts = [];
    if (isLowerWord(identifier)) {
        // Most words of code and prose: one part, no pattern matching needed.
        if (identifier.length >= MIN_PART && !STOP_WORDS.has(identifier))
            parts.push(stem(identifier));
        return parts;
    }
    const add = (lower) => {
        if (lower.length >= MIN_PART && !STOP_WORDS.has(lower))
            parts.push(stem(lower));
    };
    if (!/[0-9]/.test(identifier)) {
        forEachLetterPart(identifier, (start, end) => add(identifier.slice(start, end).toLowerCase()));
        return parts;
    }
    for (const m of identifier.matchAll(PART)) {
        const lower = m[0].toLowerCase();
        const first = lower.charCodeAt(0);
        if (first >= 48 && first <= 57) {
            if (lower.length >= MIN_PART && lower.length <= MAX_NUMBER)
                parts.push(lower);
            continue;
        }
        const letters = lower.replace(TRAILING_DIGITS, '');
        // `v2`, `utf8`, `sha256` stay whole; `server2` also gives `server`.
        if (letters !== lower && lower.length - letters.length <= MAX_NUMBER) {
            if (lower.length >= MIN_PART && !STOP_WORDS.has(lower))
                parts.push(lower);
            if (letters.length > 2)
                add(letters);
        }
        else {
            add(letters);
        }
    }
    return parts;
}
/**
 * The parts PART finds in a word without digits, by scanning: a run of lower-case letters, with the
 * capital before it; a run of capitals, less its last one when lower-case letters follow (`HTTPServer`
 * -> `HTTP`, `Server`). Anything but a letter separates parts.
 */
function forEachLetterPart(word, visit) {
    let i = 0;
    while (i < word.length) {
        const c = word.charCodeAt(i);
        if (isLower(c)) {
            let j = i + 1;
            while (j < word.length && isLower(word.charCodeAt(j)))
                j++;
            visit(i, j);
            i = j;
        }
        else if (isUpper(c)) {
            let j = i + 1;
            while (j < word.length && isUpper(word.charCodeAt(j)))
                j++;
            if (j < word.length && isLower(word.charCodeAt(j))) {
                if (j - i >= 2)
                    visit(i, j - 1);
                let k = j + 1;
                while (k < word.length && isLower(word.charCodeAt(k)))
                    k++;
                visit(j - 1, k);
                i = k;
            }
            else {
                visit(i, j);
                i = j;
            }
        }
        else
            i++;
    }
}
/** `[a-z]`, by character code. */
function isLower(c) {
    return c >= 97 && c <= 122;
}
/** `[A-Z]`, by character code. */
function isUpper(c) {
    return c >= 65 && c <= 90;
}
/** Only the letters a-z. */
function isLowerWord(word) {
    for (let i = 0; i < word.length; i++)
        if (!isLower(word.charCodeAt(i)))
            return false;
    return word.length > 0;
}
/**
 * Streams the tokens of `text`: for each identifier its whole lower-cased form (when it has more than
 * one part) and its parts; for each `a.b.c` member chain the pairs `a.b`, `b.c`.
 */
function forEachToken(text, emit) {
    forEachWord(text, (word, offset) => wordTokens(word, offset, emit));
    chainTokens(text, emit);
}
/**
 * Each word of `text` (what WORD matches, left to right) with its offset, found by scanning the
 * characters once instead of running the pattern.
 */
function forEachWord(text, visit) {
    forEachWordSpan(text, 0, text.length, (start, end) => visit(text.slice(start, end), start));
}
/** `forEachWord` of `text.slice(lo, hi)`, each word given as where it starts and ends in `text`. */
function forEachWordSpan(text, lo, hi, visit) {
    let i = lo;
    while (i < hi) {
        const c = text.charCodeAt(i);
        const start = i;
        if (isIdentifierStart(c)) {
            i++;
            for (;;) {
                while (i < hi && isIdentifierChar(text.charCodeAt(i)))
                    i++;
                // A hyphen and a letter continue the word (kebab-case).
                if (i + 1 >= hi || text.charCodeAt(i) !== 45 /* - */ || !isLetter(text.charCodeAt(i + 1)))
                    break;
                i += 2;
            }
            visit(start, i);
        }
        else if (isDigit(c)) {
            i++;
            while (i < hi && isDigit(text.charCodeAt(i)))
                i++;
            visit(start, i);
        }
        else
            i++;
    }
}
/** Tokens of the words queries and snippets are split into (counting has its own tables, below). */
const wordCache = new Map();
const WORD_CACHE_LIMIT = 200_000;
/** The tokens of one word (a match of WORD): words repeat heavily, their tokens are worked out once. */
function cachedTokens(word) {
    let tokens = wordCache.get(word);
    if (tokens === undefined) {
        tokens = tokensOfWord(word);
        if (wordCache.size >= WORD_CACHE_LIMIT)
            wordCache.clear();
        wordCache.set(word, tokens);
    }
    return tokens;
}
/** The tokens of one word (a match of WORD) at `offset`. */
function wordTokens(word, offset, emit) {
    const tokens = cachedTokens(word);
    for (let i = 0; i < tokens.length; i++)
        emit(tokens[i], offset);
}
/** Which count is under way: marks the word slots met in it. */
let countPass = 0;
/** Per term number, its count in the text being counted; zero again after each count. */
let tally = new Uint32Array(1024);
/** The terms of one count in the order they first come, each with its count (kept in `tally`). */
class TermTally {
    refs = [];
    add(n, count) {
        if (n >= tally.length) {
            const grown = new Uint32Array(Math.max(n + 1, tally.length * 2));
            grown.set(tally);
            tally = grown;
        }
        if (tally[n] === 0)
            this.refs.push(n);
        tally[n] = tally[n] + count;
    }
    /** The terms and their counts, `tally` zeroed again for the next count. */
    take() {
        const counts = this.refs.map((n) => tally[n]);
        for (const n of this.refs)
            tally[n] = 0;
        return { refs: this.refs, counts };
    }
}
/** The numbering `countTokens` counts with before giving the terms back as texts. */
let textNumbering = new term_numbers_TermNumbers();
/**
 * How many times each token of the text from `start` to `end` comes (the tokens `forEachToken` gives
 * for that slice, each term where it first comes), each token also added to its line's count in
 * `lineTokens`, lines starting at `starts` (ascending offsets into `text`, the first 0). Each
 * distinct word's tokens are counted once, times the word's count, instead of once per occurrence.
 */
function tokenizer_countTokens(text, start, end, starts, lineTokens) {
    // One numbering for every call (started again past MAX_TERM_NUMBERS): a word's token numbers are
    // then worked out once, not once per chunk.
    if (textNumbering.size >= MAX_TERM_NUMBERS)
        textNumbering = new TermNumbers();
    const numbering = textNumbering;
    const { refs, counts } = countTokenNumbers(text, start, end, starts, lineTokens, numbering);
    return { terms: refs.map((n) => numbering.text(n)), counts };
}
/** The words and the member chains `countTokenNumbers` has met (each started again past WORD_CACHE_LIMIT). */
let words = new WordTable(tokensOfWord);
let chains = new WordTable(chainPairs);
/** `countTokens` with each term given as its number in `numbering`. */
function countTokenNumbers(text, start, end, starts, lineTokens, numbering) {
    // Kept in a slot's 32-bit field: wraps, skipping 0 (a new slot's).
    const pass = (countPass = (countPass + 1) | 0 || 1);
    if (words.size >= WORD_CACHE_LIMIT)
        words = new WordTable(tokensOfWord);
    if (chains.size >= WORD_CACHE_LIMIT)
        chains = new WordTable(chainPairs);
    let first = 0;
    while (first + 1 < starts.length && starts[first + 1] <= start)
        first++;
    const lines = { starts, first, lineTokens };
    const terms = new TermTally();
    // Terms in the order they first come: a word's tokens first come where the word first does.
    const seen = countWords(text, start, end, lines, pass, numbering);
    const slots = words.data;
    for (const at of seen) {
        const n = slots[at + SLOT_FIELDS.META] >>> 8;
        const count = slots[at + SLOT_FIELDS.COUNT];
        const from = words.numbersOf(at, numbering);
        const numbers = words.numbers;
        for (let k = 0; k < n; k++)
            terms.add(numbers[from + k], count);
    }
    // Member chains come after the words (their pairs, holding a dot, are never a word's token).
    countChains(text, start, end, lines, numbering, terms);
    return terms.take();
}
/**
 * Characters whose words (or chains) a table makes room for at once, one per character at most:
 * room for a whole chunk at once would size the table by the chunk's length.
 */
const ROOM_STEP = 4096;
/**
 * Makes room in `table` for the words of ROOM_STEP more characters, `seen` (slot offsets) following
 * the slots that move; gives the table's slots.
 */
function roomFor(table, seen) {
    const moved = table.reserve(ROOM_STEP + 1);
    if (moved)
        for (let k = 0; k < seen.length; k++)
            seen[k] = moved[seen[k] / SLOT_FIELDS.SIZE];
    return table.data;
}
/**
 * The slots of the words of the slice (each found in place) that give tokens, each once, with the
 * word's count in this pass in its slot; their tokens added to their lines.
 */
function countWords(text, start, end, { starts, first, lineTokens }, pass, numbering) {
    let slots = words.data;
    const seen = [];
    let row = first;
    let roomUntil = start;
    forEachWordSpan(text, start, end, (from, to) => {
        if (from >= roomUntil) {
            slots = roomFor(words, seen);
            roomUntil = from + ROOM_STEP;
        }
        // A word longer than MAX_TOKEN gives no token.
        if (to - from > MAX_TOKEN)
            return;
        const at = words.slotOf(text, from, to, numbering);
        const tokens = slots[at + SLOT_FIELDS.META] >>> 8;
        if (tokens === 0)
            return;
        while (row + 1 < starts.length && starts[row + 1] <= from)
            row++;
        lineTokens[row] += tokens;
        if (slots[at + SLOT_FIELDS.PASS] !== pass) {
            slots[at + SLOT_FIELDS.PASS] = pass;
            slots[at + SLOT_FIELDS.COUNT] = 0;
            seen.push(at);
        }
        slots[at + SLOT_FIELDS.COUNT]++;
    });
    return seen;
}
/** Adds the pairs of each member chain of the slice to `terms` and to their lines. */
function countChains(text, start, end, { starts, first, lineTokens }, numbering, terms) {
    let slots = chains.data;
    let row = first;
    let roomUntil = start;
    forEachChainSpan(text, start, end, (chainStart, chainEnd) => {
        if (chainStart >= roomUntil) {
            slots = roomFor(chains, []);
            roomUntil = chainStart + ROOM_STEP;
        }
        if (chainStart < starts[row])
            row = first;
        while (row + 1 < starts.length && starts[row + 1] <= chainStart)
            row++;
        if (chainEnd - chainStart > MAX_WORD) {
            // Too long for the table: its pairs are numbered one by one.
            for (const pair of chainPairs(text.slice(chainStart, chainEnd))) {
                lineTokens[row]++;
                terms.add(numbering.number(pair), 1);
            }
            return;
        }
        const at = chains.slotOf(text, chainStart, chainEnd, numbering);
        const n = slots[at + SLOT_FIELDS.META] >>> 8;
        if (n === 0)
            return;
        lineTokens[row] += n;
        const from = chains.numbersOf(at, numbering);
        const numbers = chains.numbers;
        for (let k = 0; k < n; k++)
            terms.add(numbers[from + k], 1);
    });
}
/** The tokens of one word (a match of WORD), in the order they are emitted. */
function tokensOfWord(word) {
    const out = [];
    if (word.length > MAX_TOKEN)
        return out;
    const first = word.charCodeAt(0);
    if (first >= 48 && first <= 57) {
        if (word.length >= MIN_PART && word.length <= MAX_NUMBER)
            out.push(word);
        return out;
    }
    // Each word's tokens are kept by the caller (the word tables, the word cache): no second cache.
    const parts = identifierParts(word);
    const lower = word.toLowerCase();
    const sameAsPart = parts.length === 1 && parts[0] === lower;
    if (!sameAsPart && lower.length >= MIN_PART && !STOP_WORDS.has(lower)) {
        out.push(lower);
        // `PersonName3`, `Handler2`: numbered variants also match their base name.
        const base = lower.replace(TRAILING_DIGITS, '');
        if (base !== lower && base.length > 3 && parts.length > 1)
            out.push(base);
    }
    for (const part of parts)
        out.push(part);
    return out;
}
/** The dotted pairs of each member chain. */
function chainTokens(text, emit) {
    forEachMemberChain(text, (chain, offset) => {
        for (const pair of chainPairs(chain))
            emit(pair, offset);
    });
}
/** The tokens of one member chain: its dotted pairs, lower-cased (`a.B.c` -> `a.b`, `b.c`). */
function chainPairs(chain) {
    const names = chain.split('.');
    const out = [];
    for (let i = 0; i + 1 < names.length; i++) {
        const pair = `${names[i]}.${names[i + 1]}`.toLowerCase();
        if (pair.length <= MAX_TOKEN)
            out.push(pair);
    }
    return out;
}
/**
 * Whether `text[at]` goes on a part begun before it, so that no token starts there: a lower-case
 * letter after a letter, or a digit after a digit (`forEachLetterPart`, `PART` and `WORD` never cut
 * there, and a stem is a prefix of its part).
 */
function insidePart(text, at) {
    if (at === 0)
        return false;
    const c = text.charCodeAt(at);
    const before = text.charCodeAt(at - 1);
    return (isLower(c) && isLetter(before)) || (isDigit(c) && isDigit(before));
}
/** `[A-Za-z0-9_$-]`: the characters words are made of. */
function isWordChar(c) {
    return isIdentifierChar(c) || c === 45;
}
/**
 * The tokens of `text` that are in `wanted`, with their offsets: those `forEachToken` gives, in
 * another order, without tokenizing the whole text. Every word giving a token contains the token
 * (or, for a plural stemmed to `-y`, its `-i` stem) whatever its case, so only the runs of word
 * characters around such places are split, with the same code.
 */
function forEachWantedToken(text, wanted, emit) {
    wantedTokenScanner(wanted)(text, emit);
}
/**
 * `forEachWantedToken` for many texts and the same wanted terms (the lines of one file a piece at a
 * time): what to look for is worked out once, and each run of word characters is cut into words once
 * for all of them.
 */
function wantedTokenScanner(wanted) {
    const needles = new Set();
    let chains = false;
    for (const term of wanted.keys()) {
        if (term.includes('.')) {
            chains = true;
            continue;
        }
        if (!term)
            continue;
        needles.add(term);
        if (term.endsWith('y'))
            needles.add(`${term.slice(0, -1)}i`);
    }
    const pattern = needles.size ? new RegExp([...needles].map((n) => n.replace(/[$-]/g, '\\$&')).join('|'), 'gi') : undefined;
    // Runs repeat (a long query's short terms are inside most of them): each distinct run is cut
    // once, into its wanted tokens with their offsets in the run.
    const runs = new Map();
    return (text, emit) => {
        if (pattern) {
            pattern.lastIndex = 0;
            for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
                if (insidePart(text, m.index)) {
                    // No token starts here (a short term inside a longer word: `re` in `where`): look on from
                    // the next character, where another term may start.
                    pattern.lastIndex = m.index + 1;
                    continue;
                }
                let start = m.index;
                while (start > 0 && isWordChar(text.charCodeAt(start - 1)))
                    start--;
                let end = m.index + m[0].length;
                while (end < text.length && isWordChar(text.charCodeAt(end)))
                    end++;
                const run = text.slice(start, end);
                let found = runs.get(run);
                if (found === undefined) {
                    const hits = [];
                    // The words of this run, cut exactly as a pass over the whole text cuts them (a run is
                    // bounded by characters no word holds, so its words do not depend on what is around it).
                    WORD.lastIndex = 0;
                    for (let w = WORD.exec(run); w !== null; w = WORD.exec(run)) {
                        const tokens = cachedTokens(w[0]);
                        for (let i = 0; i < tokens.length; i++)
                            if (wanted.has(tokens[i]))
                                hits.push(tokens[i], w.index);
                    }
                    runs.set(run, (found = hits));
                }
                for (let i = 0; i < found.length; i += 2)
                    emit(found[i], start + found[i + 1]);
                pattern.lastIndex = end;
            }
        }
        if (chains) {
            chainTokens(text, (token, offset) => {
                if (wanted.has(token))
                    emit(token, offset);
            });
        }
    };
}
/** `[A-Za-z0-9_$]` */
function isIdentifierChar(c) {
    return isIdentifierStart(c) || (c >= 48 && c <= 57);
}
/** `[A-Za-z]` */
function isLetter(c) {
    return isLower(c) || isUpper(c);
}
/** `[0-9]` */
function isDigit(c) {
    return c >= 48 && c <= 57;
}
/** `[A-Za-z_$]` */
function isIdentifierStart(c) {
    return isLower(c) || isUpper(c) || c === 95 || c === 36;
}
/**
 * Each member chain of `text` (`a.b.c`: identifiers joined by dots, the longest at each place, left
 * to right) with its offset: what `/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/g` matches, found from the
 * dots instead of by trying the pattern at every character (most of a tokenizing pass's time).
 */
function forEachMemberChain(text, visit) {
    forEachChainSpan(text, 0, text.length, (start, end) => visit(text.slice(start, end), start));
}
/** `forEachMemberChain` of `text.slice(lo, hi)`, each chain given as where it starts and ends in `text`. */
function forEachChainSpan(text, lo, hi, visit) {
    let from = lo;
    for (let dot = text.indexOf('.', from); dot !== -1 && dot < hi; dot = text.indexOf('.', from)) {
        from = dot + 1;
        if (dot + 1 >= hi || !isIdentifierStart(text.charCodeAt(dot + 1)))
            continue;
        // The identifier before the dot starts at the first letter of its run of identifier characters
        // (a run of digits alone is none).
        let run = dot;
        while (run > lo && isIdentifierChar(text.charCodeAt(run - 1)))
            run--;
        let start = run;
        while (start < dot && !isIdentifierStart(text.charCodeAt(start)))
            start++;
        if (start === dot)
            continue;
        let end = dot + 1;
        for (;;) {
            while (end < hi && isIdentifierChar(text.charCodeAt(end)))
                end++;
            if (end + 1 >= hi || text.charCodeAt(end) !== 46 /* . */ || !isIdentifierStart(text.charCodeAt(end + 1)))
                break;
            end++;
        }
        visit(start, end);
        from = end;
    }
}
function tokenize(text) {
    const out = [];
    forEachToken(text, (t) => out.push(t));
    return out;
}
/** Tokens of a repo-relative path: each directory and the file name, split like identifiers. */
function pathTokens(path) {
    const out = [];
    for (const segment of path.split('/')) {
        const dot = segment.lastIndexOf('.');
        const name = dot > 0 ? segment.slice(0, dot) : segment;
        const ext = dot > 0 ? segment.slice(dot + 1).toLowerCase() : '';
        forEachToken(name.replace(/\./g, ' '), (t) => out.push(t));
        if (ext)
            out.push(ext);
    }
    return out;
}
/** Plain lower-case alphanumeric words, no identifier splitting: the baseline tokenizer. */
function plainTokens(text) {
    const out = [];
    for (const m of text.matchAll(/[A-Za-z0-9_]+/g)) {
        const w = m[0].toLowerCase();
        if (w.length >= 2 && !STOP_WORDS.has(w))
            out.push(w);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/search/index/file-analysis.ts






function file_analysis_lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return starts;
}
/** Where a chunk's lines start and end in a text of `length` characters whose lines start at `starts`. */
function chunkBounds(chunk, starts, length) {
    return [starts[chunk.startLine - 1] ?? length, starts[chunk.endLine] ?? length];
}
/** A file's text and its analysis, or why it is skipped. */
async function analyzeText(path, bytes) {
    if ((0,classify/* looksBinary */.Wb)(bytes))
        return { skip: { reason: 'binary', detail: 'NUL bytes in the content' } };
    const { text, encoding } = (0,classify/* decodeText */.g7)(bytes);
    const skip = (0,classify/* skipByContent */.Mn)(path, text);
    if (skip)
        return { skip: { reason: skip.reason, ...(skip.detail ? { detail: skip.detail } : {}) } };
    // The parser is loaded with the first file to parse: a warm start that parses nothing never loads it.
    const { analyzeOrFail, analyzeFile, analyzeImports } = await Promise.all(/* import() */[__nccwpck_require__.e(33), __nccwpck_require__.e(93)]).then(__nccwpck_require__.bind(__nccwpck_require__, 93));
    // Tests are most of many repositories' code: their imports link them to what they test, their
    // definitions are worked out when something asks for them (`FileAnalysis.importsOnly`).
    const analysis = await analyzeOrFail(path, text, (0,import_skeleton/* importsOnlyPath */.iS)(path) ? analyzeImports : analyzeFile);
    if ('failed' in analysis)
        return failedSkip(analysis.failed);
    if ((0,classify/* hasBuildBanner */.Pe)(path, text))
        analysis.buildBanner = true;
    // A file analyzed for its imports is a test by its path already (and has no parse to check).
    if (!analysis.importsOnly && (0,classify/* isTestCode */.MH)(path, text, analysis))
        analysis.testCode = true;
    return { analysis, encoding, text };
}
/** A file whose analysis failed: skipped for this run (the next one tries again, see RETRIED_SKIPS). */
function failedSkip(detail) {
    return { skip: { reason: 'analysis-failed', detail } };
}
/** Analyzes with the chunks' terms counted as texts (the form `sameTerms` checks stored records against). */
async function analyzeBytes(path, bytes) {
    const analyzed = await analyzeText(path, bytes);
    if ('skip' in analyzed)
        return analyzed;
    return { analysis: analyzed.analysis, encoding: analyzed.encoding, ...termCounts(analyzed.text, analyzed.analysis.chunks) };
}
/** Each chunk's term counts and the tokens on each line of `text`. */
function termCounts(text, chunks) {
    const starts = file_analysis_lineStarts(text);
    const lineTokens = new Uint32Array(starts.length);
    return { chunks: chunks.map((c) => countTokens(text, ...chunkBounds(c, starts, text.length), starts, lineTokens)), lineTokens };
}
/** Whether a record's term counts (ids of `vocab`) and line tokens are those of `text`. */
function sameTerms(record, text, vocab) {
    const analysis = record.analysis;
    if (!analysis)
        return true;
    const expected = termCounts(text, analysis.chunks);
    const stored = record.chunkTerms ?? [];
    if (stored.length !== expected.chunks.length || !sameWords(record.lineTokens, expected.lineTokens))
        return false;
    return expected.chunks.every((chunk, i) => {
        const pairs = stored[i];
        if (pairs.length !== chunk.terms.length * 2)
            return false;
        const counts = new Map(chunk.terms.map((t, k) => [t, chunk.counts[k]]));
        for (let k = 0; k < pairs.length; k += 2)
            if (counts.get(vocab.term(pairs[k]) ?? '\0') !== pairs[k + 1])
                return false;
        return true;
    });
}
function sameWords(a, b) {
    if (!a || a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return false;
    return true;
}
function packChunkTerms(chunks, numbers) {
    const total = chunks.reduce((n, c) => n + c.terms.length, 0);
    const refs = new Uint32Array(total);
    const counts = new Uint32Array(total);
    let at = 0;
    for (const c of chunks) {
        for (let k = 0; k < c.terms.length; k++) {
            refs[at] = numbers.number(c.terms[k]);
            counts[at++] = c.counts[k];
        }
    }
    return { refs, counts, sizes: Uint32Array.from(chunks, (c) => c.terms.length) };
}
/** The sent form of an analysis whose chunks' terms are numbered. */
function sendable(analysis, encoding, chunks, lineTokens) {
    return { encoding, core: coreOf(analysis), ...packDetails(analysis), chunks, lineTokens };
}
/** Sent content with the texts of its term numbers (the receiving side's `TermNumbers`). */
function withTerms(sent, terms) {
    return 'skip' in sent ? sent : { ...sent, terms };
}
/** Content analyzed with its terms as texts, packed in this thread (its own numbers). */
function packHere(content, numbers = new TermNumbers()) {
    if ('skip' in content)
        return content;
    return withTerms(sendable(content.analysis, content.encoding, packChunkTerms(content.chunks, numbers), content.lineTokens), numbers);
}
/**
 * Analyzes and packs: the job of a worker thread, its terms numbered by `numbers` as they are
 * counted (what `packHere` of `analyzeBytes` gives, without the terms' texts per file).
 */
async function analyzeToSend(path, bytes, numbers) {
    const analyzed = await analyzeText(path, bytes);
    if ('skip' in analyzed)
        return analyzed;
    try {
        return countAndSend(analyzed, numbers);
    }
    catch (error) {
        const { describeFailure } = await Promise.all(/* import() */[__nccwpck_require__.e(33), __nccwpck_require__.e(93)]).then(__nccwpck_require__.bind(__nccwpck_require__, 93));
        return failedSkip(describeFailure(error));
    }
}
/** The sent form of an analyzed text, its chunks' terms counted and numbered by `numbers`. */
function countAndSend({ analysis, encoding, text }, numbers) {
    const starts = file_analysis_lineStarts(text);
    const lineTokens = new Uint32Array(starts.length);
    const refs = [];
    const counts = [];
    const sizes = new Uint32Array(analysis.chunks.length);
    analysis.chunks.forEach((c, i) => {
        const chunk = countTokenNumbers(text, ...chunkBounds(c, starts, text.length), starts, lineTokens, numbers);
        for (let k = 0; k < chunk.refs.length; k++) {
            refs.push(chunk.refs[k]);
            counts.push(chunk.counts[k]);
        }
        sizes[i] = chunk.refs.length;
    });
    return sendable(analysis, encoding, { refs: Uint32Array.from(refs), counts: Uint32Array.from(counts), sizes }, lineTokens);
}
/** Positions of a term within one chunk stay below this (a chunk is ~1,500 characters). */
const POSITION_SPAN = (/* unused pure expression or super */ null && (2 ** 21));
/**
 * A record analyzed in this run: its chunks' term pairs in one array (a view per chunk made when
 * asked for: a million small arrays would cost more than their contents), its analysis a view of
 * the packed form, trusted (made from the file itself).
 */
class FreshRecord {
    hash;
    analysis;
    sizes;
    pairs;
    offsets;
    lineTokens;
    encoding;
    constructor(hash, analysis, sizes, 
    /** Term pairs of every chunk, chunk `i` from `offsets[i]` to `offsets[i + 1]`. */
    pairs, offsets, lineTokens) {
        this.hash = hash;
        this.analysis = analysis;
        this.sizes = sizes;
        this.pairs = pairs;
        this.offsets = offsets;
        this.lineTokens = lineTokens;
    }
    get chunkTerms() {
        const out = [];
        for (let i = 0; i + 1 < this.offsets.length; i++)
            out.push(this.pairs.subarray(this.offsets[i], this.offsets[i + 1]));
        return out;
    }
}
/** Room for sorting one chunk's keys (a chunk's own array would be an allocation per chunk). */
let sortKeys = new Float64Array(1024);
/** The chunks' terms mapped to `vocab` ids, each chunk's pairs sorted by id. */
function termPairs(chunks, terms, vocab) {
    // The file's terms get their ids in the order they first come, as adding each chunk's in turn would.
    const ids = terms.idsIn(vocab, chunks.refs);
    const pairs = new Uint32Array(chunks.counts.length * 2);
    const offsets = new Uint32Array(chunks.sizes.length + 1);
    let at = 0;
    let term = 0;
    chunks.sizes.forEach((n, i) => {
        // Sorted by id without a pair object per term: each key is id * 2^21 + position, exact in a double.
        if (n > sortKeys.length)
            sortKeys = new Float64Array(Math.max(n, sortKeys.length * 2));
        const keys = sortKeys.subarray(0, n);
        for (let k = 0; k < n; k++)
            keys[k] = ids[term + k] * POSITION_SPAN + k;
        keys.sort();
        for (let k = 0; k < n; k++) {
            const position = keys[k] % POSITION_SPAN;
            pairs[at + 2 * k] = (keys[k] - position) / POSITION_SPAN;
            pairs[at + 2 * k + 1] = chunks.counts[term + position];
        }
        term += n;
        at += 2 * n;
        offsets[i + 1] = at;
    });
    return { pairs, offsets };
}
/** The record of content analyzed in this run, its terms mapped to `vocab` ids. */
function toRecord(hash, content, vocab, gate) {
    if ('skip' in content)
        return { hash, skip: content.skip };
    const { pairs, offsets } = termPairs(content.chunks, content.terms, vocab);
    const core = checkCore(content.core);
    const { details, importsEnd } = content;
    const analysis = new StoredAnalysis({ hash, core: () => core, details: () => details, imports: () => importsOf(details, importsEnd, core.lineCount), trusted: true }, gate);
    const record = new FreshRecord(hash, analysis, { chunks: core.chunks.length >> 1, definitions: core.definitionCount }, pairs, offsets, content.lineTokens);
    if (content.encoding === 'latin1')
        record.encoding = 'latin1';
    return record;
}

;// CONCATENATED MODULE: ./src/search/index/analyze-worker.ts
/** Worker thread entry: analyzes files sent by the indexer's pool (see analyze-pool.ts). */




/** Past this many terms, a new numbering starts (a test passes a small one). */
const maxTerms = external_node_worker_threads_namespaceObject.workerData?.maxTermNumbers ?? term_numbers_MAX_TERM_NUMBERS;
/** This thread's numbers for every term it meets; each answer sends the texts of the new ones. */
let numbers = new term_numbers_TermNumbers();
/** Which numbering `numbers` is: the pool starts a new one of its own when this changes. */
let numbering = 0;
/** Jobs started and not answered: a new numbering only starts when none is, so none mixes two. */
let busy = 0;
function answer(used, usedNumbering, message) {
    busy--;
    // After a WebAssembly trap this thread's parser memory is suspect: the pool puts a new worker in its place.
    const retire = (0,languages/* runtimeTrapped */.Vi)() ? { retire: true } : {};
    external_node_worker_threads_namespaceObject.parentPort.postMessage({ ...message, numbering: usedNumbering, fresh: used.takeFresh(), ...retire });
    if (busy === 0 && numbers.size >= maxTerms) {
        numbers = new term_numbers_TermNumbers();
        numbering++;
    }
}
external_node_worker_threads_namespaceObject.parentPort?.on('message', (job) => {
    busy++;
    const [used, usedNumbering] = [numbers, numbering];
    analyzeToSend(job.path, job.bytes, used).then((result) => answer(used, usedNumbering, { id: job.id, result }), (error) => answer(used, usedNumbering, { id: job.id, error: error instanceof Error ? error.message : String(error) }));
});
external_node_worker_threads_namespaceObject.parentPort?.postMessage({ ready: true });

