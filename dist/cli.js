#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(829);

process.exitCode = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i)(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrIsTTY: Boolean(process.stderr.isTTY),
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 829:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/cli/args.ts
/**
 * Command-line grammar of the CLI: the subcommands, their options, and parsing that fails with one
 * line saying what was expected. Pure: no I/O.
 */

const PROGRAM = 'node dist/cli.js';
const repo = { type: 'string', value: 'DIR', description: 'the repository to work on (paths in output are relative to it)' };
const json = { type: 'boolean', description: 'print one JSON document on stdout' };
const query = { type: 'string', value: 'TEXT', description: 'the issue or question text' };
const queryFile = { type: 'string', value: 'FILE', description: 'read the query from FILE' };
const cacheDir = {
    type: 'string',
    value: 'DIR',
    description: 'where the persisted index lives (default: a per-repo folder in the user cache directory)',
};
const noCache = { type: 'boolean', description: 'neither read nor write the persisted index' };
const embeddings = {
    type: 'string',
    value: 'MODEL',
    description: 'fuse vector search using this embeddings model (OPENAI_BASE_URL, OPENAI_API_KEY)',
};
const indexing = { 'cache-dir': cacheDir, 'no-cache': noCache };
const COMMANDS = [
    {
        name: 'search',
        summary: 'rank the files, functions and snippets relevant to a query (no LLM, no API key)',
        usage: '--repo DIR (--query TEXT | --query-file FILE) [--top N] [--json]',
        options: {
            repo,
            query,
            'query-file': queryFile,
            top: { type: 'string', value: 'N', description: 'how many files and entities to list (default 10)', integer: { min: 1, max: 10_000 } },
            json,
            timings: { type: 'boolean', description: 'print phase timings on stderr' },
            embeddings,
            ...indexing,
        },
        required: ['repo'],
        oneOf: [['query', 'query-file']],
    },
    {
        name: 'symbols',
        summary: 'list every definition (functions, classes, methods, types) with qualified names and lines',
        usage: '--repo DIR [--path FILE] [--json]',
        options: { repo, path: { type: 'string', value: 'FILE', description: 'only this file (relative to --repo)' }, json, ...indexing },
        required: ['repo'],
    },
    {
        name: 'context',
        summary: 'show exactly the token-budgeted context the model would get for a query',
        usage: '--repo DIR (--query TEXT | --query-file FILE) [--budget TOKENS] [--json]',
        options: {
            repo,
            query,
            'query-file': queryFile,
            budget: { type: 'string', value: 'TOKENS', description: 'token budget (default 8000)', integer: { min: 0, max: 10_000_000 } },
            json,
            ...indexing,
        },
        required: ['repo'],
        oneOf: [['query', 'query-file']],
    },
    {
        name: 'apply',
        summary: 'apply ORIGINAL/UPDATED edit blocks to files under the repository',
        usage: '--repo DIR --edits FILE [--json]',
        options: { repo, edits: { type: 'string', value: 'FILE', description: 'the edit blocks' }, json },
        required: ['repo', 'edits'],
    },
    {
        name: 'run',
        summary: 'turn an issue into a patch on a local checkout (OPENAI_BASE_URL, OPENAI_API_KEY)',
        usage: '--repo DIR (--issue TEXT | --issue-file FILE) [--dry-run] [--model NAME]',
        options: {
            repo,
            issue: { type: 'string', value: 'TEXT', description: 'the issue text' },
            'issue-file': { type: 'string', value: 'FILE', description: 'read the issue from FILE' },
            'dry-run': { type: 'boolean', description: 'print the plan and the unified diff; change nothing' },
            model: { type: 'string', value: 'NAME', description: 'chat model (default: SWEEP_MODEL or gpt-5-mini)' },
            json,
            ...indexing,
        },
        required: ['repo'],
        oneOf: [['issue', 'issue-file']],
    },
    {
        name: 'eval',
        summary: 'retrieval metrics (Acc@k, recall@k, MRR, latency) on a JSONL of issues with gold files',
        usage: '--dataset FILE [--baseline bm25] [--json]',
        options: {
            dataset: { type: 'string', value: 'FILE', description: 'JSONL lines {"repo","query","gold_files"[,"gold_entities"]}' },
            baseline: { type: 'string', value: 'NAME', description: "rank with a baseline instead: 'bm25' (whole-file BM25)" },
            json,
            embeddings,
            ...indexing,
        },
        required: ['dataset'],
    },
    {
        name: 'bench',
        summary: 'speed and memory benchmarks of indexing and search on a repository',
        usage: '--repo DIR [--query TEXT] [--json]',
        options: { repo, query, json, ...indexing },
        required: ['repo'],
    },
];
class UsageError extends Error {
    name = 'UsageError';
}
function usageLine(spec) {
    return `${PROGRAM} ${spec.name} ${spec.usage}`;
}
function mainHelp() {
    const width = Math.max(...COMMANDS.map((c) => c.name.length));
    return [
        'Sweep: issue in, pull request out. Retrieval needs no API key.',
        '',
        `Usage: ${PROGRAM} <command> [options]`,
        '',
        'Commands:',
        ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
        '',
        `Run '${PROGRAM} <command> --help' for a command's options.`,
    ].join('\n');
}
function commandHelp(spec) {
    const rows = Object.entries(spec.options).map(([name, o]) => [`--${name}${o.value ? ` ${o.value}` : ''}`, o.description]);
    const width = Math.max(...rows.map(([left]) => left.length));
    return [
        `${spec.summary}`,
        '',
        `Usage: ${usageLine(spec)}`,
        '',
        'Options:',
        ...rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`),
        `  ${'--help'.padEnd(width)}  show this help`,
    ].join('\n');
}
function fail(spec, message) {
    throw new UsageError(`${spec.name}: ${message}; usage: ${usageLine(spec)}`);
}
/** Parses argv (without `node` and the script). Throws `UsageError` with one line on bad input. */
function parseCommandLine(argv) {
    const [first, ...rest] = argv;
    if (first === undefined || first === '--help' || first === '-h' || first === 'help')
        return { kind: 'help', text: mainHelp() };
    const spec = COMMANDS.find((c) => c.name === first);
    if (!spec) {
        throw new UsageError(`unknown command '${first}'; expected one of: ${COMMANDS.map((c) => c.name).join(', ')}`);
    }
    if (rest.includes('--help') || rest.includes('-h'))
        return { kind: 'help', text: commandHelp(spec) };
    const options = Object.fromEntries(Object.entries(spec.options).map(([name, o]) => [name, { type: o.type }]));
    let values;
    try {
        ({ values } = (0,external_node_util_namespaceObject.parseArgs)({ args: [...rest], options, strict: true, allowPositionals: false }));
    }
    catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        fail(spec, text.split('\n')[0].replace(/\.$/, '').replace(/ To specify .*$/, ''));
    }
    for (const name of spec.required ?? []) {
        if (values[name] === undefined || values[name] === '')
            fail(spec, `--${name} is required`);
    }
    for (const group of spec.oneOf ?? []) {
        const given = group.filter((name) => values[name] !== undefined);
        if (given.length !== 1)
            fail(spec, `give exactly one of ${group.map((n) => `--${n}`).join(' or ')}`);
    }
    for (const [name, o] of Object.entries(spec.options)) {
        const value = values[name];
        if (o.integer && typeof value === 'string') {
            const n = /^\d+$/.test(value) ? Number(value) : NaN;
            if (!Number.isSafeInteger(n) || n < o.integer.min || n > o.integer.max) {
                fail(spec, `--${name} must be a whole number from ${o.integer.min} to ${o.integer.max}, got '${value}'`);
            }
        }
    }
    return { kind: 'command', command: spec.name, values };
}

;// CONCATENATED MODULE: ./src/cli/commands.ts
const COMMAND_HANDLERS = {};

;// CONCATENATED MODULE: ./src/cli/main.ts
/**
 * CLI dispatcher: parses the command line and runs one command. Returns the exit code:
 * 0 success, 1 the command failed, 2 the command line was wrong.
 */


async function main(argv, io) {
    let parsed;
    try {
        parsed = parseCommandLine(argv);
    }
    catch (error) {
        if (error instanceof UsageError) {
            io.stderr(`error: ${error.message}\n`);
            return 2;
        }
        throw error;
    }
    if (parsed.kind === 'help') {
        io.stdout(`${parsed.text}\n`);
        return 0;
    }
    const handler = COMMAND_HANDLERS[parsed.command];
    if (!handler) {
        io.stderr(`error: the '${parsed.command}' command is not available in this build\n`);
        return 2;
    }
    try {
        return await handler(parsed.values, io);
    }
    catch (error) {
        if (error instanceof UsageError) {
            io.stderr(`error: ${parsed.command}: ${error.message}\n`);
            return 2;
        }
        io.stderr(`error: ${parsed.command}: ${error instanceof Error ? error.message : String(error)}\n`);
        if (process.env.SWEEP_DEBUG && error instanceof Error && error.stack)
            io.stderr(`${error.stack}\n`);
        return 1;
    }
}


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
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
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
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
