export const id = 179;
export const ids = [179];
export const modules = {

/***/ 5547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M3: () => (/* binding */ testsLine),
  IH: () => (/* binding */ testsReport)
});

// UNUSED EXPORTS: MAX_NAMES_SHOWN, testsFail, testsSection

// EXTERNAL MODULE: ./src/verify/test-report.ts
var test_report = __webpack_require__(3688);
;// CONCATENATED MODULE: ./src/action/progress.ts

/** First line of the progress comment's body: how the Action recognises its own comment. */
const PROGRESS_MARKER = '<!-- sweep-progress -->';
/** Files shown under "Files found". */
const MAX_TOP_FILES = 5;
/** Longest inline text (root cause, approach, details) shown, in characters. */
const MAX_INLINE_CHARS = 600;
/** Longest error message shown, in characters. */
const MAX_ERROR_CHARS = 2_000;
const DEFAULT_SERVER_URL = 'https://github.com';
const ELLIPSIS = '…';
const PROGRESS_PHASES = (/* unused pure expression or super */ null && (['searching', 'planning', 'editing', 'validating', 'pull-request', 'ci']));
const PHASE_LABELS = {
    searching: 'Search the code',
    planning: 'Plan the change',
    editing: 'Edit the files',
    validating: 'Validate the edits',
    'pull-request': 'Open the pull request',
    ci: 'Pass CI',
};
const ADVICE = {
    'no-plan': 'Add detail to the issue (the files or functions involved, expected and actual behaviour), then comment `/sweep` to try again.',
    'edits-failed': 'The edits did not match the files; comment `/sweep` to try again, or narrow the issue to fewer files.',
    'token-budget': 'The run used its whole token budget; raise `max-tokens-per-run` or split the issue into smaller ones.',
    'context-window': "A prompt did not fit the model's context window; set `context-window` to the window your model server runs with (e.g. llama-server's `-c`).",
    timeout: 'The run ran out of time; raise `timeout-minutes` or split the issue into smaller ones.',
    'endpoint-unreachable': 'The model endpoint could not be reached; check `openai-base-url` and that the runner can reach it.',
    'endpoint-silent': 'The model endpoint took the requests but sent nothing within `request-timeout-seconds`; check that the server is up and not overloaded, or raise `request-timeout-seconds` for a model that thinks long before its first token.',
    'endpoint-unauthorized': 'The model endpoint refused the key; check the `openai-api-key` secret and that it may use the configured `model`.',
    'endpoint-quota': 'The model endpoint asked to wait longer than Sweep waits (a rate limit or a used-up quota); comment `/sweep` later, or raise the quota.',
    'permission-denied': 'The token lacks a permission; give the workflow `contents: write`, `issues: write` and `pull-requests: write`.',
    'ci-exhausted': 'CI still fails after the allowed fix attempts; fix the rest by hand, or raise `max-ci-attempts` and comment `/sweep`.',
    'rate-limited': "GitHub's API rate limit for the token would last past `timeout-minutes`; run again later, or use a token with its own limit (a GitHub App's installation token).",
    'identity-unknown': 'Sweep could not tell which account its token acts as; with a GitHub App token, set the `app-slug` input.',
    'push-rejected': 'The push was refused (protected branch or commits Sweep did not make); Sweep never force-pushes: merge or delete the branch, then comment `/sweep`.',
    unknown: 'Open the workflow run for the full log; comment `/sweep` to try again.',
};
/** One line on what to try after a failure of this kind. */
function adviceFor(failure) {
    return ADVICE[typeof failure === 'string' ? failure : failure.kind] ?? ADVICE.unknown;
}
// --- Markdown helpers -------------------------------------------------------------------------
/** Control, zero-width and bidirectional-override characters: never shown. */
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const ZERO_WIDTH_SPACE = '\u200b';
/** `fixes #12`, `Closes: owner/repo#3`, `resolved https://...`: GitHub would close that issue on merge. */
const CLOSING_KEYWORD = /\b(close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?=:?\s+(?:[\w.\\-]+\/[\w.\\-]+)?#\d|:?\s+https?:\/\/)/gi;
/**
 * `text` with a zero-width space after each closing keyword that precedes an issue reference, so that
 * model or outside text in a pull request's title, body or commit message never closes another issue
 * on merge (a squash merge's commit takes the title and the messages).
 */
function withoutClosingKeywords(text) {
    return text.replace(CLOSING_KEYWORD, `$1${ZERO_WIDTH_SPACE}`);
}
/** At most `max` characters (code points), ending in an ellipsis when cut. */
function truncate(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return `${chars.slice(0, Math.max(0, max - 1)).join('').trimEnd()}${ELLIPSIS}`;
}
/** Visible characters only, all whitespace runs (newlines too) as one space, trimmed. */
function plainText(text) {
    return text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}
/** What GitHub would turn into a link by itself; shown as a code span instead. */
const BARE_URL = /(?:https?|ftp):\/\/\S+|www\.\S+/gi;
function escapeInline(text) {
    return text
        .replace(/[\\`*_~[\]|]/g, '\\$&')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZERO_WIDTH_SPACE}`);
}
/**
 * Untrusted text as one line of inline Markdown that shows exactly as written: emphasis, code,
 * link and table characters are backslash-escaped, `<`, `>` and `&` become entities (so no HTML,
 * no `-->`), mentions get a zero-width space after `@`, so do closing keywords before an issue
 * reference (model text must not close other issues on merge), bare URLs become code spans (not
 * clickable, and backslashes would corrupt them), and a leading block marker is escaped.
 */
function progress_escapeMarkdown(text, maxChars = MAX_INLINE_CHARS) {
    const flat = withoutClosingKeywords(truncate(plainText(text), maxChars));
    let out = '';
    let at = 0;
    for (const url of flat.matchAll(BARE_URL)) {
        out += escapeInline(flat.slice(at, url.index)) + progress_codeSpan(url[0]);
        at = url.index + url[0].length;
    }
    out += escapeInline(flat.slice(at));
    return out.replace(/^(?:[#+=-]|\d+(?=[.)]))/, (lead) => (/^\d/.test(lead) ? `${lead}\\` : `\\${lead}`));
}
function longestRun(text, char) {
    let longest = 0;
    for (const match of text.matchAll(new RegExp(`\\${char}+`, 'g')))
        longest = Math.max(longest, match[0].length);
    return longest;
}
/** Text shown verbatim inline (paths, names): a code span whose fence outlasts any backtick run inside. */
function progress_codeSpan(text) {
    const flat = text.replace(INVISIBLE, '').replace(/\s/g, ' ');
    if (flat === '')
        return '` `';
    const ticks = '`'.repeat(longestRun(flat, '`') + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || (flat.startsWith(' ') && flat.endsWith(' ') && flat.trim() !== '') ? ' ' : '';
    return `${ticks}${pad}${flat}${pad}${ticks}`;
}
/** Text shown verbatim as a block: a fenced code block longer than any backtick run inside. */
function codeBlock(text, language = '') {
    const body = trimEndChars(text.replace(/\r\n?/g, '\n'), '\n');
    const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
    return `${fence}${language}\n${body}\n${fence}`;
}
/** An http(s) URL that can sit in a Markdown link destination unchanged, or undefined. */
function safeUrl(url) {
    return url !== undefined && /^https?:\/\/[^\s<>()[\]`"'\\]+$/.test(url) ? url : undefined;
}
function encodeSegment(segment) {
    return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
function encodePath(path) {
    return path.split('/').map(encodeSegment).join('/');
}
/** A repository file as a link to it at the state's ref, or a code span when there is no ref. */
function fileLink(repo, path) {
    const label = progress_codeSpan(path);
    if (!repo?.ref)
        return label;
    const server = (safeUrl(repo.serverUrl) ?? DEFAULT_SERVER_URL).replace(/\/+$/, '');
    return `[${label}](${server}/${encodeSegment(repo.owner)}/${encodeSegment(repo.repo)}/blob/${encodePath(repo.ref)}/${encodePath(path)})`;
}
/** `[text](url)` for a safe URL, the bare text otherwise (`text` is Markdown already). */
function progress_link(text, url) {
    const safe = safeUrl(url);
    return safe ? `[${text}](${safe})` : text;
}
/** `12,345`: whole numbers with thousands separators, independent of the locale. */
function formatCount(n) {
    return Math.round(n)
        .toString()
        .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** `$0.0123` under a dollar (four decimals), `$1.25` from a dollar on. */
function formatCost(usd) {
    return `$${usd.toFixed(usd < 1 ? 4 : 2)}`;
}
/** One line on tokens, calls and cost. */
function usageLine(usage) {
    const cost = usage.costUsd === undefined ? 'cost unknown' : `about ${formatCost(usage.costUsd)}`;
    return `${formatCount(usage.promptTokens)} prompt + ${formatCount(usage.completionTokens)} completion tokens in ${formatCount(usage.calls)} ${usage.calls === 1 ? 'call' : 'calls'}, ${cost}`;
}
// --- The comment ------------------------------------------------------------------------------
/** True when a comment body is a progress comment (the caller also checks the author is Sweep). */
function isProgressComment(body) {
    return typeof body === 'string' && (body === PROGRESS_MARKER || body.startsWith(`${PROGRESS_MARKER}\n`));
}
function title(state) {
    if (state.failure)
        return '### Sweep stopped';
    const finished = PROGRESS_PHASES.every((p) => state.phases[p] === 'done' || state.phases[p] === 'skipped');
    return finished ? '### Sweep finished' : '### Sweep is working on this issue';
}
function phaseLine(state, phase) {
    const status = state.phases[phase] ?? 'pending';
    const box = status === 'done' || status === 'skipped' ? '[x]' : '[ ]';
    const word = status === 'running' || status === 'failed' ? `**${status}**` : status;
    const detail = state.details?.[phase];
    return `- ${box} ${PHASE_LABELS[phase]}: ${word}${detail && plainText(detail) ? ` (${progress_escapeMarkdown(detail)})` : ''}`;
}
function filesSection(state) {
    const files = state.topFiles?.slice(0, MAX_TOP_FILES) ?? [];
    if (files.length === 0)
        return [];
    return ['**Files found**', '', ...files.map((f) => `- ${fileLink(state.repo, f.path)}`)];
}
/** Root cause, approach and each file with its action (shared with the PR body). */
function planLines(plan) {
    const lines = [];
    if (plainText(plan.rootCause))
        lines.push(`Root cause: ${progress_escapeMarkdown(plan.rootCause)}`, '');
    if (plainText(plan.summary))
        lines.push(`Approach: ${progress_escapeMarkdown(plan.summary)}`, '');
    lines.push(...plan.changes.map((c) => `- ${c.action} ${progress_codeSpan(c.path)}`));
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
/** What the pull request and the progress comment say when the reviewer's reply could not be read. */
const NOT_REVIEWED_LINE = "**Not reviewed:** the self-review's reply could not be read (twice), so this change was not reviewed; review it yourself before merging.";
/** Refused changes and a change left unreviewed: what a maintainer must know before merging. */
function attentionSection(state) {
    const refused = (state.refused ?? []).filter((r) => plainText(r));
    const parts = [];
    if (state.notReviewed)
        parts.push([NOT_REVIEWED_LINE]);
    if (refused.length)
        parts.push(['**Refused changes**', '', ...refused.map((r) => `- ${progress_escapeMarkdown(r)}`)]);
    return parts.flatMap((part, i) => (i ? ['', ...part] : part));
}
function outcomeSection(state) {
    const lines = [];
    if (state.pullRequest)
        lines.push(`**Pull request:** ${progress_link(`#${state.pullRequest.number}`, state.pullRequest.url)}`);
    if (state.tests)
        lines.push(`**Tests:** ${state.tests}`);
    if (state.ci)
        lines.push(`**CI fixes:** ${state.ci.attempts} of ${state.ci.max} attempts used`);
    return lines.length ? [lines.join('\\\n')] : [];
}
/**
 * A failure: `lead` and the phase, the pull request opened before the run stopped (when there is
 * one), the message verbatim in a code block, then what to try.
 */
function failureLines(failure, lead) {
    const lines = [`${lead} ${PHASE_LABELS[failure.phase] ?? progress_escapeMarkdown(String(failure.phase))}`];
    if (failure.pullRequest)
        lines.push('', `The pull request ${progress_link(`#${failure.pullRequest.number}`, failure.pullRequest.url)} was opened before the run stopped.`);
    const message = failure.message.replace(/\r\n?/g, '\n').trim();
    if (message)
        lines.push('', codeBlock(truncate(message, MAX_ERROR_CHARS), 'text'));
    lines.push('', `**What to try:** ${adviceFor(failure)}`);
    return lines;
}
/** The whole comment body, marker first. */
function renderProgress(state) {
    const sections = [
        [PROGRESS_MARKER, title(state)],
        (state.notices ?? []).filter((n) => plainText(n)).flatMap((n, i) => [...(i ? ['>'] : ['> [!NOTE]']), `> ${progress_escapeMarkdown(plainText(n))}`]),
        PROGRESS_PHASES.map((p) => phaseLine(state, p)),
        filesSection(state),
        state.plan ? ['**Plan**', '', ...planLines(state.plan)] : [],
        attentionSection(state),
        outcomeSection(state),
        state.failure ? failureLines(state.failure, '**Stopped at:**') : [],
        state.usage ? [`**Model usage:** ${usageLine(state.usage)}`] : [],
        safeUrl(state.runUrl) ? [progress_link('Workflow run', state.runUrl)] : [],
    ];
    return `${sections
        .filter((s) => s.length)
        .map((s) => s.join('\n'))
        .join('\n\n')}\n`;
}

;// CONCATENATED MODULE: ./src/action/tests-section.ts
/**
 * What the pull request, the progress comment and the job summary say about the repository's
 * tests: the command, the run before and after the change (outcome, counts, time), the failing
 * tests' names, and whether the change was left failing (then the pull request is a draft). Pure.
 */


/** Failing names listed, at most. */
const MAX_NAMES_SHOWN = 10;
/** True when the change was left with tests failing because of it (the pull request is then a draft). */
function testsFail(report) {
    return report?.kind === 'run' && !acceptable(report.verdict);
}
function names(list) {
    const shown = list.slice(0, MAX_NAMES_SHOWN).map(codeSpan).join(', ');
    return list.length > MAX_NAMES_SHOWN ? `${shown} and ${list.length - MAX_NAMES_SHOWN} more` : shown;
}
/** One line for the progress comment (Markdown; `plain` text for a terminal). */
function testsLine(report, plain = false) {
    if (report.kind === 'not-configured')
        return 'not run (no `test_command` in `.github/sweep.yaml`)';
    const after = plain ? (0,test_report/* runLine */.u_)(report.after) : progress_escapeMarkdown((0,test_report/* runLine */.u_)(report.after));
    switch (report.verdict.kind) {
        case 'passed':
            return `passed after the change (${after})`;
        case 'failing-before':
            return `failing as they did before the change (${after})`;
        case 'timed-out':
        case 'failed':
            return `still failing after ${report.rounds} ${report.rounds === 1 ? 'round' : 'rounds'} of fixes (${after}): the pull request is a draft`;
    }
}
/** The pull request's (and the job summary's) Tests section. */
function testsSection(report) {
    if (!report)
        return [];
    if (report.kind === 'not-configured') {
        return ['## Tests', '', "Not run: set `test_command` in `.github/sweep.yaml` and Sweep runs the repository's tests before it opens its pull request."];
    }
    const lines = [`- Command: ${codeSpan(report.command.split('\n')[0].slice(0, 200))}`];
    lines.push(`- Before the change: ${report.before ? escapeMarkdown(runLine(report.before)) : 'not run'}`);
    const rounds = report.rounds ? ` (after ${report.rounds} ${report.rounds === 1 ? 'round' : 'rounds'} of fixes)` : '';
    lines.push(`- After the change: ${escapeMarkdown(runLine(report.after))}${rounds}`);
    const verdict = report.verdict;
    if (verdict.kind === 'failed') {
        if (verdict.newlyFailing.length)
            lines.push(`- Failing because of the change: ${names(verdict.newlyFailing)}`);
        const already = verdict.failing.filter((n) => !verdict.newlyFailing.includes(n));
        if (already.length)
            lines.push(`- Failing before the change too: ${names(already)}`);
    }
    if (verdict.kind === 'failing-before' && verdict.failing.length)
        lines.push(`- Failing before the change too, not because of it: ${names(verdict.failing)}`);
    if (!acceptable(verdict))
        lines.push('', '> [!WARNING]', '> The tests still fail with this change, so this pull request is a draft.');
    return ['## Tests', '', ...lines];
}
/** The report of a flow's test runs (none when `test_command` is not set). */
function testsReport(command, checks, before) {
    if (!command)
        return { kind: 'not-configured' };
    const last = checks.at(-1);
    if (!last)
        return undefined;
    return { kind: 'run', command, ...(before ? { before } : {}), after: last.run, verdict: last.verdict, rounds: checks.length - 1 };
}


/***/ }),

/***/ 179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m2: () => (/* binding */ DEFAULT_MAX_TOKENS_PER_RUN),
  UB: () => (/* binding */ DEFAULT_MODEL),
  kc: () => (/* binding */ errorText),
  zg: () => (/* binding */ modelSettings),
  aI: () => (/* binding */ runPipeline),
  tx: () => (/* binding */ usageText)
});

// UNUSED EXPORTS: SECRET_ENV_VARS, splitIssue

// EXTERNAL MODULE: ./src/action/secrets.ts + 1 modules
var secrets = __webpack_require__(9939);
// EXTERNAL MODULE: ./src/code/languages.ts
var languages = __webpack_require__(3330);
// EXTERNAL MODULE: ./src/context/assemble.ts
var assemble = __webpack_require__(4507);
// EXTERNAL MODULE: ./src/context/budget.ts + 1 modules
var budget = __webpack_require__(6886);
// EXTERNAL MODULE: ./src/context/gather.ts + 1 modules
var gather = __webpack_require__(7556);
// EXTERNAL MODULE: ./src/llm/budgets.ts
var llm_budgets = __webpack_require__(1253);
// EXTERNAL MODULE: ./src/llm/models.ts
var models = __webpack_require__(8289);
;// CONCATENATED MODULE: ./src/llm/overflow.ts
/**
 * Recognises a server's answer that a request does not fit the model's context window, and reads
 * the numbers it gives. Servers say it in their own words:
 * - llama.cpp `llama-server`: 400 `{"error": {"code": 400, "type": "exceed_context_size_error",
 *   "message": "request (N tokens) exceeds the available context size (M tokens), try increasing it",
 *   "n_prompt_tokens": N, "n_ctx": M}}`;
 * - OpenAI and Azure OpenAI: 400 with `code: "context_length_exceeded"` and "This model's maximum
 *   context length is M tokens. However, your messages resulted in N tokens...";
 * - vLLM: 400 "This model's maximum context length is M tokens. However, you requested T tokens
 *   (N in the messages, C in the completion)..." or "...and your request has N input tokens...";
 * - Anthropic (and gateways passing its message on): "prompt is too long: N tokens > M maximum".
 * Pure: reads the error objects the client throws (the `cause` chain), nothing else.
 */
/** Statuses a too-long request is refused with (413 by some proxies). */
const OVERFLOW_STATUSES = new Set([400, 413]);
const OVERFLOW_TYPES = new Set(['exceed_context_size_error', 'context_length_exceeded']);
const OVERFLOW_WORDS = /exceeds? the available context size|maximum context length|context[_ ]length[_ ]exceeded|prompt is too long|longer than the model'?s? context length|exceeds? (?:the )?(?:model'?s? )?context window|reduce the length of the (?:input )?messages|longer than the maximum model length/i;
/** How far down the `cause` chain the server's error is looked for. */
const MAX_CAUSE_DEPTH = 5;
function isObject(value) {
    return typeof value === 'object' && value !== null;
}
function count(value) {
    const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
function firstNumber(text, patterns) {
    for (const pattern of patterns) {
        const found = pattern.exec(text)?.[1];
        if (found !== undefined)
            return count(found);
    }
    return undefined;
}
const CONTEXT_NUMBER = [/available context size \((\d+) tokens?\)/i, /maximum context length is (\d+)/i, /tokens? > (\d+) maximum/i, /context (?:length|window) of (\d+)/i, /maximum model length of (\d+)/i];
const PROMPT_NUMBER = [/request \((\d+) tokens?\) exceeds/i, /(?<!\d)(\d+) in the messages/i, /request has (\d+) input tokens/i, /messages resulted in (\d+) tokens/i, /prompt is too long: (\d+) tokens/i, /prompt \(length (\d+)\) is longer/i];
/** The numbers a message states, for servers that put them only in the text. */
function overflowNumbers(message) {
    const contextTokens = firstNumber(message, CONTEXT_NUMBER);
    const promptTokens = firstNumber(message, PROMPT_NUMBER);
    return { ...(contextTokens ? { contextTokens } : {}), ...(promptTokens ? { promptTokens } : {}) };
}
/** The error objects along the cause chain: the client's own error first, the server's body last. */
function chain(error) {
    const found = [];
    let current = error;
    for (let depth = 0; depth < MAX_CAUSE_DEPTH && isObject(current); depth++) {
        found.push(current);
        // The openai package keeps the body's `error` object on the error it throws.
        if (isObject(current.error))
            found.push(current.error);
        current = current.cause;
    }
    return found;
}
/** The report when `error` says the request did not fit the context window; undefined otherwise. */
function readOverflow(error) {
    const parts = chain(error);
    const statuses = parts.map((p) => p.status).filter((s) => typeof s === 'number');
    if (statuses.length && !statuses.some((s) => OVERFLOW_STATUSES.has(s)))
        return undefined;
    // The server's own words are deepest in the chain.
    const messages = parts
        .map((p) => p.message)
        .filter((m) => typeof m === 'string')
        .reverse();
    const typed = parts.some((p) => OVERFLOW_TYPES.has(String(p.type)) || OVERFLOW_TYPES.has(String(p.code)));
    const message = messages.find((m) => OVERFLOW_WORDS.test(m)) ?? (typed ? messages[0] : undefined);
    if (message === undefined && !typed)
        return undefined;
    const text = message ?? 'the request does not fit the context window';
    const fromText = overflowNumbers(messages.join('\n'));
    const contextTokens = parts.map((p) => count(p.n_ctx)).find((n) => n !== undefined) ?? fromText.contextTokens;
    const promptTokens = parts.map((p) => count(p.n_prompt_tokens)).find((n) => n !== undefined) ?? fromText.promptTokens;
    return { message: text, ...(contextTokens ? { contextTokens } : {}), ...(promptTokens ? { promptTokens } : {}) };
}

;// CONCATENATED MODULE: ./src/llm/window.ts
/**
 * The model server's context window and the one gate every chat call of the agent passes: the real
 * prompt is counted with Sweep's exact token counter (with an allowance when the server's tokenizer
 * is another one), older turns of a conversation give way when they no longer fit, and the
 * completion cap is what is left of the window, so prompt + completion always fit. When the server
 * still refuses a prompt as too long, the window learns the numbers the server gave, and the caller
 * shrinks what it sends and tries once more (`withContextRetry`); a second refusal stops the run
 * with a message naming the window assumed and how to set it.
 */





/** Tokens a chat template adds around each message (role markers, separators). */
const MESSAGE_OVERHEAD_TOKENS = 8;
/** Tokens a chat template adds to open the reply. */
const REPLY_PRIMING_TOKENS = 8;
/** Room always left unused (llama.cpp stops generating one token before the window's end). */
const WINDOW_SLACK_TOKENS = 16;
/** A call that cannot leave this many tokens for the reply is not made. */
const MIN_COMPLETION_TOKENS = 256;
/** An earlier reply kept in a conversation is never cut below this many tokens. */
const MIN_KEPT_REPLY_TOKENS = 64;
/** What the prompt parts are scaled by for the one retry after an overflow. */
const SHRINK_FACTOR = 0.5;
const CONTEXT_WINDOW_HINT = "Set the server's real window with the `context-window` input (Action), `--context-window` (CLI) or the SWEEP_CONTEXT_WINDOW environment variable.";
function formatTokens(n) {
    return n.toLocaleString('en-US');
}
/** The prompt needs more of the window than is left: locally foreseen, or the server said so. */
class ContextOverflow extends Error {
    promptTokens;
    window;
    report;
    constructor(promptTokens, window, report, options) {
        super(report
            ? `the server refused the request as too long for its context window: ${report.message}`
            : `the prompt needs about ${formatTokens(promptTokens)} tokens, leaving less than ${MIN_COMPLETION_TOKENS} tokens for the reply in a window of ${formatTokens(window)}`, options);
        this.promptTokens = promptTokens;
        this.window = window;
        this.report = report;
        this.name = 'ContextOverflow';
    }
}
/** A prompt did not fit even after it was shrunk: the run stops here. */
class ContextWindowTooSmall extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'ContextWindowTooSmall';
    }
}
/** The window assumed for the run; it shrinks to what the server reports. */
class ContextWindow {
    model;
    /** The window first assumed. */
    assumed;
    origin;
    maxOutputTokens;
    current;
    ratio;
    reported;
    constructor(options = {}) {
        const known = (0,models/* knownModelLimits */.$v)(options.model);
        const limits = known ?? (0,models/* modelLimits */.kO)(undefined);
        const set = options.tokens;
        if (set !== undefined && (!Number.isSafeInteger(set) || set < llm_budgets/* SMALLEST_CONTEXT_WINDOW */.xq || set > llm_budgets/* LARGEST_CONTEXT_WINDOW */.o1)) {
            throw new Error(`A context window must be a whole number of tokens from ${llm_budgets/* SMALLEST_CONTEXT_WINDOW */.xq} to ${llm_budgets/* LARGEST_CONTEXT_WINDOW */.o1}, got ${String(set)}`);
        }
        this.model = options.model;
        this.origin = set !== undefined ? 'setting' : known ? 'table' : 'default';
        this.assumed = set ?? limits.contextWindow;
        this.current = this.assumed;
        this.maxOutputTokens = Math.min(known?.maxOutputTokens ?? this.assumed, this.assumed);
        this.ratio = limits.tokenRatio;
    }
    /** The window now assumed, in the server's tokens. */
    get tokens() {
        return this.current;
    }
    /** Server tokens per counted token. */
    get tokenRatio() {
        return this.ratio;
    }
    budgets() {
        return (0,llm_budgets/* stageBudgets */.Lz)({ window: this.current, maxOutputTokens: Math.min(this.maxOutputTokens, this.current), tokenRatio: this.ratio });
    }
    /** Sweep's exact count of the messages' text. */
    countedTokens(messages) {
        return messages.reduce((sum, m) => sum + (0,budget/* countTokens */.ih)(m.content, this.model), 0);
    }
    /** The prompt's size as the server will count it, as far as can be told (never less). */
    promptTokens(messages) {
        return Math.ceil(this.countedTokens(messages) * this.ratio) + messages.length * MESSAGE_OVERHEAD_TOKENS + REPLY_PRIMING_TOKENS;
    }
    /** Counted tokens that fit in `serverTokens` of the window (the inverse of the ratio). */
    countedRoom(serverTokens) {
        return Math.max(0, Math.floor(serverTokens / this.ratio));
    }
    /** Takes in what an overflow answer said: a smaller window, and how the server counted the prompt. */
    learn(report, countedPromptTokens) {
        if (report.contextTokens !== undefined && report.contextTokens < this.current) {
            this.current = Math.max(1, report.contextTokens);
            this.reported = report.contextTokens;
        }
        if (report.promptTokens !== undefined && countedPromptTokens > 0) {
            this.ratio = Math.max(this.ratio, report.promptTokens / countedPromptTokens);
        }
    }
    /** The window assumed and where the figure came from, for messages. */
    describe() {
        const model = this.model ? ` for ${this.model}` : '';
        const from = this.origin === 'setting'
            ? 'as set'
            : this.origin === 'table'
                ? "the known-model table's figure"
                : 'the default for models not in the known-model table';
        const reported = this.reported !== undefined ? `; the server reported ${formatTokens(this.reported)}` : '';
        return `a context window of ${formatTokens(this.assumed)} tokens${model} (${from}${reported})`;
    }
}
/** Exchanges between the first user message and the latest turn: [system?, user, (assistant, user)*]. */
function dropOldestExchange(messages) {
    const first = messages.findIndex((m) => m.role === 'user');
    // Kept: everything up to the first user message, and the last assistant reply with what follows.
    if (first < 0 || messages.length - (first + 1) <= 2)
        return undefined;
    return [...messages.slice(0, first + 1), ...messages.slice(first + 3)];
}
/**
 * A chat model whose every call fits the window: the completion cap is what is left after the real
 * prompt, the oldest turns of a conversation give way (and the last reply is cut) when they no
 * longer fit, and an answer that the prompt is too long becomes a `ContextOverflow`.
 */
class WindowedChat {
    inner;
    window;
    constructor(inner, window) {
        this.inner = inner;
        this.window = window;
    }
    async complete(request) {
        const fitted = this.fit(request.messages, request.maxTokens ?? this.window.maxOutputTokens);
        try {
            return await this.inner.complete({ ...request, messages: fitted.messages, maxTokens: fitted.maxTokens });
        }
        catch (error) {
            const report = readOverflow(error);
            if (!report)
                throw error;
            this.window.learn(report, fitted.counted);
            throw new ContextOverflow(fitted.promptTokens, this.window.tokens, report, { cause: error });
        }
    }
    /** The messages as sent and the completion cap, or a `ContextOverflow` when no useful reply fits. */
    fit(original, wanted) {
        const limit = this.window.tokens - WINDOW_SLACK_TOKENS;
        const target = Math.max(1, Math.min(wanted, this.window.maxOutputTokens));
        let messages = [...original];
        let prompt = this.window.promptTokens(messages);
        for (let shorter = dropOldestExchange(messages); shorter && prompt + target > limit; shorter = dropOldestExchange(messages)) {
            messages = shorter;
            prompt = this.window.promptTokens(messages);
        }
        // The earlier reply gives way for the whole reply wanted (a repair that resends every block
        // needs it), or, when it cannot give that much, for the least useful one.
        if (prompt + target > limit) {
            let cut = this.cutLastReply(messages, prompt + target - limit);
            if (cut === messages && prompt + MIN_COMPLETION_TOKENS > limit)
                cut = this.cutLastReply(messages, prompt + MIN_COMPLETION_TOKENS - limit);
            messages = cut;
            prompt = this.window.promptTokens(messages);
        }
        const room = limit - prompt;
        if (room < MIN_COMPLETION_TOKENS)
            throw new ContextOverflow(prompt, this.window.tokens);
        return { messages, promptTokens: prompt, counted: this.window.countedTokens(messages), maxTokens: Math.min(target, room) };
    }
    /** The conversation with its earlier reply cut by `excess` server tokens, when it has one that long. */
    cutLastReply(messages, excess) {
        const index = messages.length >= 2 && messages[messages.length - 1].role === 'user' ? messages.length - 2 : -1;
        const reply = messages[index];
        if (!reply || reply.role !== 'assistant')
            return messages;
        const tokens = (0,budget/* countTokens */.ih)(reply.content, this.window.model);
        const keep = tokens - Math.ceil(excess / this.window.tokenRatio) - 1;
        if (keep < MIN_KEPT_REPLY_TOKENS)
            return messages;
        const cut = [...messages];
        cut[index] = { role: 'assistant', content: (0,budget/* truncateToTokens */.QF)(reply.content, keep, this.window.model) };
        return cut;
    }
}
/**
 * Runs `attempt` with the prompt parts at full size; after a `ContextOverflow` once more with them
 * scaled by SHRINK_FACTOR; a second overflow ends in `ContextWindowTooSmall` naming `what`, the
 * window assumed and how to set it.
 */
async function withContextRetry(window, what, attempt) {
    try {
        return await attempt(1);
    }
    catch (error) {
        if (!(error instanceof ContextOverflow))
            throw error;
    }
    try {
        return await attempt(SHRINK_FACTOR);
    }
    catch (error) {
        if (!(error instanceof ContextOverflow))
            throw error;
        throw new ContextWindowTooSmall(`${what} does not fit the model's context window, even with its context shrunk (${error.message}). Sweep assumed ${window.describe()}. ${CONTEXT_WINDOW_HINT}`, { cause: error });
    }
}

// EXTERNAL MODULE: ./src/repo/repo-files.ts
var repo_files = __webpack_require__(3076);
// EXTERNAL MODULE: ./src/search/rank/search.ts
var search = __webpack_require__(351);
// EXTERNAL MODULE: ./src/llm/prompts.ts
var prompts = __webpack_require__(5556);
// EXTERNAL MODULE: ./src/agent/apply.ts + 1 modules
var apply = __webpack_require__(4111);
// EXTERNAL MODULE: ./src/agent/edit-blocks.ts
var edit_blocks = __webpack_require__(3732);
;// CONCATENATED MODULE: ./src/agent/file-view.ts
function fenced(body) {
    const fence = '`'.repeat(Math.max(3, ...[...body.matchAll(/`+/g)].map((m) => m[0].length + 1)));
    return `${fence}\n${body}\n${fence}`;
}
function bodyOf(lines, w) {
    return lines.slice(w.start - 1, w.end).join('\n');
}
/** The file of the edit step: whole, one window, or several windows each with its lines. */
function showFile(path, text, windows, lineCount) {
    if (text === undefined)
        return `The file ${path} does not exist yet: create it.`;
    const lines = text.split('\n');
    const [only] = windows;
    if (windows.length === 1 && only) {
        const where = only.start === 1 && only.end >= lineCount ? `the whole file, ${lineCount} lines` : `lines ${only.start}-${only.end} of ${lineCount}; ORIGINAL must come from these lines`;
        return `The file ${path} (${where}):\n${fenced(bodyOf(lines, only))}`;
    }
    const parts = windows.map((w) => `Lines ${w.start}-${w.end}:\n${fenced(bodyOf(lines, w))}`);
    return [`The file ${path} (${windows.length} parts of its ${lineCount} lines; ORIGINAL must come from these lines):`, ...parts].join('\n');
}
/** More lines of a file already shown in part: each window with its lines. */
function showMore(path, text, windows) {
    const lines = text.split('\n');
    return windows.map((w) => `${path}, lines ${w.start}-${w.end} of ${lines.length}:\n${fenced(bodyOf(lines, w))}`).join('\n');
}

// EXTERNAL MODULE: ./src/search/rank/query.ts + 1 modules
var query = __webpack_require__(7759);
;// CONCATENATED MODULE: ./src/agent/import-header.ts
/** The first import statement is looked for in this many lines at most. */
const IMPORT_SEARCH_LINES = 400;
const FAMILIES = {
    py: 'python', pyi: 'python', pyx: 'python',
    js: 'script', jsx: 'script', mjs: 'script', cjs: 'script', ts: 'script', tsx: 'script', mts: 'script', cts: 'script', vue: 'script', svelte: 'script',
    go: 'go',
    java: 'jvm', kt: 'jvm', kts: 'jvm', scala: 'jvm', groovy: 'jvm', swift: 'jvm',
    rs: 'rust',
    c: 'c', h: 'c', cc: 'c', cpp: 'c', cxx: 'c', hpp: 'c', hh: 'c', hxx: 'c', m: 'c', mm: 'c',
    cs: 'csharp',
    rb: 'ruby',
    php: 'php',
};
/** The first line of an import statement, at the start of a line. */
const STARTS = {
    python: /^(?:import\s+[\w.]|from\s+[\w.]+\s+import\b)/,
    script: /^(?:import\s+[\w{*'"$]|import\s*[{*'"]|export\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\b|(?:const|let|var)\s+[^=]+=\s*require\s*\(|require\s*\()/,
    go: /^import\s*\(|^import\s+(?:[\w.]+\s+)?"/,
    jvm: /^import\s+(?:static\s+)?[\w.`]+/,
    rust: /^(?:pub(?:\([\w:\s]+\))?\s+)?(?:use\s+[\w:{]|extern\s+crate\s|mod\s+\w+\s*;)/,
    c: /^#\s*(?:include|import)\b/,
    csharp: /^(?:global\s+)?using\s+(?:static\s+)?[\w.]+(?:\s*=\s*[\w.<>, ]+)?\s*;/,
    ruby: /^(?:require(?:_relative)?|load)\b/,
    php: /^(?:use\s+[\w\\]|(?:require|include)(?:_once)?\b)/,
};
const COMMENT = /^\s*(?:#(?!\s*(?:include|import)\b)|\/\/|\/\*|\*|--)/;
function familyOf(path) {
    const dot = path.lastIndexOf('.');
    return dot < 0 ? undefined : FAMILIES[path.slice(dot + 1).toLowerCase()];
}
/** Brackets opened and not closed on a line (strings are not told apart: import lines rarely hold brackets in strings). */
function depth(line) {
    let open = 0;
    for (const ch of line) {
        if (ch === '(' || ch === '{' || ch === '[')
            open++;
        else if (ch === ')' || ch === '}' || ch === ']')
            open--;
    }
    return open;
}
/** The last line of the statement starting at `first` (0-based): open brackets closed, no trailing `\` or `,`. */
function statementEnd(lines, first) {
    let open = 0;
    let i = first;
    for (; i < lines.length; i++) {
        const line = lines[i];
        open += depth(line);
        if (open <= 0 && !/[\\,]\s*$/.test(line))
            return i;
    }
    return lines.length - 1;
}
/** The file's first import block (1-based lines), or undefined when it has none. */
function importHeader(path, lines) {
    const family = familyOf(path);
    if (!family)
        return undefined;
    const starts = STARTS[family];
    const first = lines.slice(0, IMPORT_SEARCH_LINES).findIndex((line) => starts.test(line));
    if (first < 0)
        return undefined;
    let last = statementEnd(lines, first);
    for (let i = last + 1; i < lines.length; i++) {
        const line = lines[i];
        if (line.trim() === '' || COMMENT.test(line))
            continue;
        if (!starts.test(line))
            break;
        last = i = statementEnd(lines, i);
    }
    return { start: first + 1, end: last + 1 };
}

;// CONCATENATED MODULE: ./src/agent/focus.ts


/** Priorities of the kinds of focus records (lower comes first). */
const FOCUS_PRIORITY = {
    review: 0,
    planLine: 10,
    /** The definition around a line the plan names, after the line itself. */
    planLineDefinition: 11,
    planSymbol: 20,
    contextDefinition: 30,
    context: 35,
    entity: 40,
    snippet: 50,
    imports: 0,
};
/** A line the plan or a review names brings the definition around it when that has at most this many lines. */
const ENCLOSING_DEFINITION_LINES = 200;
/** Definitions one name of the plan resolves to, at most. */
const DEFINITIONS_PER_NAME = 2;
/** Records for the symbols the plan names, at most. */
const MAX_PLAN_SYMBOLS = 8;
/** What retrieval and the planner's context say about the files of a run, from the search, the assembled context and the review comment. */
function retrievalFocus(search, context, reviewComment) {
    const review = reviewComment && {
        path: reviewComment.path,
        startLine: Math.min(reviewComment.startLine, reviewComment.line),
        endLine: Math.max(reviewComment.startLine, reviewComment.line),
    };
    return { ...(review ? { review } : {}), context: context.sections.flatMap((s) => s.items), entities: search.entities, snippets: search.snippets };
}
/** A line number, with or without thousands separators (`2251`, `2,251`). */
const NUMBER = '(\\d{1,3}(?:,\\d{3})+|\\d{1,7})';
const LINE_WORDS = new RegExp(`\\blines?\\s+${NUMBER}(?:\\s*(?:-|–|—|\\.\\.|to|through|thru)\\s*${NUMBER})?`, 'gi');
const LINE_ANCHOR = /#L(\d{1,7})(?:-L?(\d{1,7}))?\b/g;
const PATH_LINE = new RegExp(`([\\w./@+-]*[\\w@+-]\\.[A-Za-z0-9]+):${NUMBER}(?:-${NUMBER})?`, 'g');
/** Constants' names (`TAX_RATE`), which prose rarely has. */
const CONSTANT = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/g;
function span(start, end) {
    const a = Number(start.replace(/,/g, ''));
    const b = end === undefined ? a : Number(end.replace(/,/g, ''));
    return { start: Math.min(a, b), end: Math.max(a, b) };
}
/** Whether `mentioned` (a path as a text wrote it) names `path`. */
function namesPath(mentioned, path) {
    const m = mentioned.replace(/^\.\//, '');
    return m === path || path.endsWith(`/${m}`);
}
/**
 * The lines `text` names, in order: `line 12`, `lines 112-117` (or `to`, `through`, `..`), `#L5-L9`,
 * and `path:12-14` when the path is `path`'s (another file's lines are not this file's).
 */
function namedLines(text, path) {
    const found = [];
    for (const m of text.matchAll(LINE_WORDS))
        found.push({ at: m.index, lines: span(m[1], m[2]) });
    for (const m of text.matchAll(LINE_ANCHOR))
        found.push({ at: m.index, lines: span(m[1], m[2]) });
    for (const m of text.matchAll(PATH_LINE))
        if (namesPath(m[1], path))
            found.push({ at: m.index, lines: span(m[2], m[3]) });
    const out = [];
    for (const { lines } of found.sort((a, b) => a.at - b.at)) {
        if (lines.start >= 1 && !out.some((w) => w.start === lines.start && w.end === lines.end))
            out.push(lines);
    }
    return out;
}
/** The definitions of the file `name` (`name`, `Owner.name` or a longer chain) stands for, in file order. */
function definitionsNamed(definitions, name) {
    const dotted = name.includes('.');
    const matches = definitions.filter((d) => (dotted ? d.qualifiedName === name || d.qualifiedName.endsWith(`.${name}`) || name.endsWith(`.${d.qualifiedName}`) : d.name === name));
    return [...matches].sort((a, b) => a.startLine - b.startLine);
}
/** The smallest definition holding `lines`, when it has at most ENCLOSING_DEFINITION_LINES lines. */
function enclosingDefinition(definitions, lines) {
    let best;
    for (const d of definitions) {
        if (d.startLine > lines.start || d.endLine < lines.end || d.endLine - d.startLine + 1 > ENCLOSING_DEFINITION_LINES)
            continue;
        if (!best || d.endLine - d.startLine < best.endLine - best.startLine)
            best = d;
    }
    return best;
}
/** The names the instructions give, most telling first: dotted chains (their last two parts), then code-shaped and backticked names. */
function namedSymbols(instructions) {
    const signals = (0,query/* analyzeQuery */.FM)(instructions);
    const names = new Set();
    for (const chain of signals.chains)
        names.add(chain.split('.').slice(-2).join('.'));
    for (const symbol of signals.symbols)
        names.add(symbol);
    for (const m of instructions.matchAll(CONSTANT))
        names.add(m[0]);
    return [...names];
}
function record(kind, priority, start, end) {
    return { kind, start, end, priority };
}
/** Named lines, each followed by the definition around it. */
function linesWithDefinitions(kind, lines, definitions, priority, around) {
    const out = [];
    for (const w of lines) {
        out.push(record(kind, priority, w.start, w.end));
        const def = enclosingDefinition(definitions, w);
        if (def)
            out.push(record(kind, around, def.startLine, def.endLine));
    }
    return out;
}
/** The definitions the plan's names stand for, at most MAX_PLAN_SYMBOLS. */
function symbolRecords(instructions, definitions) {
    const out = [];
    const taken = new Set();
    for (const name of namedSymbols(instructions)) {
        for (const def of definitionsNamed(definitions, name).slice(0, DEFINITIONS_PER_NAME)) {
            if (taken.has(def) || out.length >= MAX_PLAN_SYMBOLS)
                continue;
            taken.add(def);
            out.push(record('plan-symbol', FOCUS_PRIORITY.planSymbol, def.startLine, def.endLine));
        }
    }
    return out;
}
/** The file's focus records: every kind that applies, in priority order within each kind. */
function editFocus(inputs) {
    const { path, definitions, retrieval } = inputs;
    const out = [];
    const mine = (items) => (items ?? []).filter((i) => i.path === path && i.startLine >= 1);
    const review = retrieval?.review && mine([retrieval.review]);
    if (review?.length)
        out.push(...linesWithDefinitions('review', review.map((r) => ({ start: r.startLine, end: r.endLine })), definitions, FOCUS_PRIORITY.review, FOCUS_PRIORITY.review));
    out.push(...linesWithDefinitions('plan-line', namedLines(inputs.instructions, path), definitions, FOCUS_PRIORITY.planLine, FOCUS_PRIORITY.planLineDefinition));
    out.push(...symbolRecords(inputs.instructions, definitions));
    for (const item of mine(retrieval?.context)) {
        out.push(record('context', item.kind === 'definition' ? FOCUS_PRIORITY.contextDefinition : FOCUS_PRIORITY.context, item.startLine, item.endLine));
    }
    for (const e of mine(retrieval?.entities))
        out.push(record('entity', FOCUS_PRIORITY.entity, e.startLine, e.endLine));
    for (const s of mine(retrieval?.snippets))
        out.push(record('snippet', FOCUS_PRIORITY.snippet, s.startLine, s.endLine));
    const header = importHeader(path, inputs.lines);
    if (header)
        out.push(record('imports', FOCUS_PRIORITY.imports, header.start, header.end));
    return out;
}

;// CONCATENATED MODULE: ./src/agent/windows.ts
/**
 * Where the editor looks in a large file: windows sized around the lines that matter, chosen from
 * typed focus records by priority (the lines the plan names, what the planner was shown, then
 * retrieval's entities and snippets), plus the file's import header as a small window of its own.
 * A window holds its record's lines (a whole definition when it fits) and a few lines of context on
 * each side while the budget lasts; windows that would touch or overlap are one window, and no token
 * is spent twice on a line. Lines shown earlier in the conversation are never chosen again, so a
 * second view of a file shows other lines. A small file is shown whole. Pure: works on the tokens of
 * each line.
 */
/** Files with more lines than this are shown in windows even when their tokens would fit. */
const WINDOW_THRESHOLD_LINES = 1_000;
/** Lines of interest one record may bring into a window, at most. */
const WINDOW_LINES = 600;
/** Windows around focus records, at most (the import header comes on top). */
const MAX_WINDOWS = 4;
/** Lines of context added on each side of a record's lines, budget allowing. */
const CONTEXT_LINES = 15;
/** Windows closer than this many lines are joined (the lines between them shown too). */
const MIN_GAP_LINES = 3;
/** Lines of a file's import header shown, at most. */
const HEADER_LINES = 60;
/** The import header takes at most this share of the budget. */
const HEADER_SHARE = 0.2;
/** One record's lines take at most this share of the budget when other records wait. */
const CORE_SHARE = 0.5;
/** Lines added on each side of a window shown before, for a view that must show other lines. */
const WIDEN_LINES = 100;
function sum(lineTokens, start, end) {
    let total = 0;
    for (let line = start; line <= end; line++)
        total += lineTokens[line - 1] ?? 0;
    return total;
}
/** Whether the file is shown whole: few enough lines, and all of them within `maxTokens`. */
function fitsWhole(lineTokens, maxTokens) {
    return lineTokens.length <= WINDOW_THRESHOLD_LINES && sum(lineTokens, 1, lineTokens.length) <= maxTokens;
}
/** The lines of one view of a file: which are chosen, which were shown before, and the tokens spent. */
class View {
    tokens;
    maxTokens;
    count;
    picked;
    seen;
    spent = 0;
    constructor(tokens, maxTokens, shown) {
        this.tokens = tokens;
        this.maxTokens = maxTokens;
        this.count = tokens.length;
        this.picked = new Uint8Array(this.count + 2);
        this.seen = new Uint8Array(this.count + 2);
        for (const w of shown)
            for (let l = Math.max(1, w.start); l <= Math.min(this.count, w.end); l++)
                this.seen[l] = 1;
    }
    isFree(line) {
        return line >= 1 && line <= this.count && !this.picked[line] && !this.seen[line];
    }
    isPicked(line) {
        return this.picked[line] === 1;
    }
    isSeen(line) {
        return this.seen[line] === 1;
    }
    /** Tokens of the free lines among `start..end`. */
    cost(start, end) {
        let total = 0;
        for (let l = start; l <= end; l++)
            if (this.isFree(l))
                total += this.tokens[l - 1] ?? 0;
        return total;
    }
    pick(start, end) {
        for (let l = start; l <= end; l++) {
            if (!this.isFree(l))
                continue;
            this.picked[l] = 1;
            this.spent += this.tokens[l - 1] ?? 0;
        }
    }
    get left() {
        return this.maxTokens - this.spent;
    }
    get empty() {
        return !this.picked.includes(1);
    }
    save() {
        return { picked: this.picked.slice(), spent: this.spent };
    }
    restore(state) {
        this.picked = state.picked;
        this.spent = state.spent;
    }
    windows() {
        const out = [];
        for (let l = 1; l <= this.count; l++) {
            if (!this.picked[l])
                continue;
            const last = out[out.length - 1];
            if (last && last.end === l - 1)
                last.end = l;
            else
                out.push({ start: l, end: l });
        }
        return out;
    }
    /**
     * The free lines to add with `line` so that no gap of fewer than MIN_GAP_LINES free lines is left
     * between it and a chosen line in direction `step` (-1 up, +1 down): the gap itself, or none.
     */
    gapFill(line, step) {
        let l = line + step;
        let free = 0;
        while (free < MIN_GAP_LINES && this.isFree(l)) {
            l += step;
            free++;
        }
        if (free === 0 || free >= MIN_GAP_LINES || !this.isPicked(l))
            return undefined;
        return step < 0 ? [l + 1, line - 1] : [line + 1, l - 1];
    }
    /** Adds `line` (and the gap to a window it would nearly touch) when the budget allows; false when it does not. */
    extend(line, step) {
        const fill = this.gapFill(line, step);
        const cost = this.cost(line, line) + (fill ? this.cost(fill[0], fill[1]) : 0);
        if (cost > this.left)
            return false;
        this.pick(line, line);
        if (fill)
            this.pick(fill[0], fill[1]);
        return true;
    }
    /** Joins windows left fewer than MIN_GAP_LINES free lines apart; false when the budget does not allow it. */
    closeGaps() {
        for (const w of this.windows()) {
            const fill = this.gapFill(w.end, 1);
            if (!fill)
                continue;
            if (this.cost(fill[0], fill[1]) > this.left)
                return false;
            this.pick(fill[0], fill[1]);
        }
        return true;
    }
}
/**
 * Adds `record`'s lines (at most WINDOW_LINES of them, from its first, as many as `cap` tokens and the
 * budget allow) to the view, unless that would make more than `maxWindows` windows; the lines it
 * covers, or undefined. The first line of the first record is taken even when it alone is over the
 * budget: a view is never empty. A record whose every line was shown before adds nothing.
 */
function addRecord(view, record, cap, maxWindows) {
    const start = Math.max(1, Math.min(record.start, view.count));
    const end = Math.min(view.count, Math.max(start, record.end), start + WINDOW_LINES - 1);
    let unseen = false;
    for (let l = start; l <= end && !unseen; l++)
        unseen = !view.isSeen(l);
    if (!unseen)
        return undefined;
    const allowance = Math.min(cap, view.left);
    let last = start - 1;
    let used = 0;
    for (let l = start; l <= end; l++) {
        const cost = view.cost(l, l);
        if (used + cost > allowance)
            break;
        used += cost;
        last = l;
    }
    if (last < start) {
        if (!view.empty || !view.isFree(start))
            return undefined;
        last = start;
    }
    const before = view.save();
    view.pick(start, last);
    if (!view.closeGaps() || view.windows().length > maxWindows) {
        view.restore(before);
        return undefined;
    }
    return { start, end: last };
}
/** Adds up to `lines` lines of context above and below `start..end`, one at a time on each side, while the budget allows. */
function addContext(view, start, end, lines) {
    let up = true;
    let down = true;
    for (let k = 1; k <= lines && (up || down); k++) {
        for (const [step, line] of [[-1, start - k], [1, end + k]]) {
            if (step < 0 ? !up : !down)
                continue;
            const open = line >= 1 && line <= view.count && !view.isSeen(line) && (view.isPicked(line) || view.extend(line, step));
            if (!open) {
                if (step < 0)
                    up = false;
                else
                    down = false;
            }
        }
    }
}
/**
 * The windows of a file whose lines have `lineTokens` tokens each, for the `focus` records: all of
 * them together at most `maxTokens` tokens, in file order, never touching or overlapping, never
 * holding a line of `shown` (windows shown earlier in the conversation). The import header (an
 * `imports` record) comes first, within HEADER_SHARE of the budget; then each record by priority,
 * its lines (a whole definition when it fits) in a window of its own or joined to one it is near,
 * at most MAX_WINDOWS of them; then CONTEXT_LINES of context around each record while the budget
 * lasts. Without records, the file's first lines; without records and with windows shown before,
 * the lines around those windows.
 */
function fileWindows(lineTokens, focus, maxTokens, shown = []) {
    const lineCount = lineTokens.length;
    if (shown.length === 0 && lineCount === 0)
        return [{ start: 1, end: 1 }];
    if (shown.length === 0 && fitsWhole(lineTokens, maxTokens))
        return [{ start: 1, end: lineCount }];
    const view = new View(lineTokens, maxTokens, shown);
    const header = focus.find((f) => f.kind === 'imports');
    let maxWindows = MAX_WINDOWS;
    if (header) {
        const lines = { start: header.start, end: Math.min(header.end, header.start + HEADER_LINES - 1) };
        if (addRecord(view, lines, Math.floor(maxTokens * HEADER_SHARE), MAX_WINDOWS + 1))
            maxWindows++;
    }
    const records = focus
        .map((f, i) => ({ f, i }))
        .filter(({ f }) => f.kind !== 'imports' && f.start <= lineCount && f.end >= 1)
        .sort((a, b) => a.f.priority - b.f.priority || a.i - b.i)
        .map(({ f }) => ({ start: Math.max(1, f.start), end: Math.min(lineCount, Math.max(f.start, f.end)) }));
    if (records.length === 0 && shown.length === 0) {
        // Nothing says where to look: the file's first lines.
        addRecord(view, { start: 1, end: lineCount }, maxTokens, maxWindows);
        return view.windows();
    }
    const cap = records.length > 1 ? Math.floor(maxTokens * CORE_SHARE) : maxTokens;
    const added = records.map((r) => addRecord(view, r, cap, maxWindows)).filter((r) => r !== undefined);
    for (const r of added)
        addContext(view, r.start, r.end, CONTEXT_LINES);
    if (view.empty && shown.length > 0) {
        // Nothing new to show around a record: the lines next to the windows shown before.
        for (const w of shown) {
            const before = view.save();
            addContext(view, w.start, w.end, WIDEN_LINES);
            if (view.windows().length > maxWindows) {
                view.restore(before);
                break;
            }
        }
    }
    return view.windows();
}

;// CONCATENATED MODULE: ./src/agent/line-requests.ts
/**
 * The editor may ask for lines instead of writing blocks: a reply whose lines read
 *
 *     SHOW path/to/file.py:120-180
 *     SHOW path/to/file.py:120
 *     SHOW path/to/file.py:name          (a function, class, method: `Class.method`)
 *
 * is answered with those lines, at most MAX_LINE_REQUESTS times per file step, within what is left
 * of the file-window budget. Parsing, resolving a request to lines, and choosing the lines not shown
 * before are pure.
 */


/** Replies of one file step answered with lines, at most. */
const MAX_LINE_REQUESTS = 3;
/** Requests read from one reply, at most. */
const MAX_REQUESTS_PER_REPLY = 5;
const REQUEST = /^[\s>*`-]*SHOW\s+`?([^\s:`]+):(?:(\d{1,7})(?:\s*[-–]\s*(\d{1,7}))?|([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*))`?[\s`*]*$/;
/** The requests of a reply, in order, without repeats, at most MAX_REQUESTS_PER_REPLY. */
function parseLineRequests(reply) {
    const out = [];
    const seen = new Set();
    for (const line of reply.split('\n')) {
        const m = REQUEST.exec(line);
        if (!m)
            continue;
        const path = m[1].replace(/^(?:\.\/)+/, '');
        let request;
        if (m[4] !== undefined)
            request = { path, symbol: m[4] };
        else {
            const a = Number(m[2]);
            const b = m[3] === undefined ? a : Number(m[3]);
            request = { path, lines: { start: Math.min(a, b), end: Math.max(a, b) } };
        }
        const key = JSON.stringify(request);
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push(request);
        if (out.length >= MAX_REQUESTS_PER_REPLY)
            break;
    }
    return out;
}
/** The request as it was written, for messages. */
function describeRequest(request) {
    return `${request.path}:${request.symbol ?? (request.lines.start === request.lines.end ? request.lines.start : `${request.lines.start}-${request.lines.end}`)}`;
}
/** The lines a request stands for in a file of `lineCount` lines with `definitions`, or why there are none. */
function resolveRequest(request, lineCount, definitions) {
    if (request.symbol !== undefined) {
        const [def] = definitionsNamed(definitions, request.symbol);
        if (!def)
            return { reason: `no definition named \`${request.symbol}\` was found in ${request.path}; ask for its lines by number instead` };
        return { lines: { start: def.startLine, end: Math.min(def.endLine, def.startLine + WINDOW_LINES - 1) } };
    }
    const { start, end } = request.lines;
    if (start < 1 || start > lineCount)
        return { reason: `${request.path} has ${lineCount} lines` };
    return { lines: { start, end: Math.min(end, lineCount, start + WINDOW_LINES - 1) } };
}
/**
 * The parts of `wanted` not among `shown`, in order, as many of their lines as `room` tokens hold
 * (`tokensOf` gives a line's tokens); `cut` says lines were left out for want of room.
 */
function unshownLines(wanted, shown, tokensOf, room) {
    const windows = [];
    let left = room;
    for (let line = wanted.start; line <= wanted.end; line++) {
        if (shown.some((w) => w.start <= line && line <= w.end))
            continue;
        const cost = tokensOf(line);
        if (cost > left)
            return { windows, cut: true };
        left -= cost;
        const last = windows[windows.length - 1];
        if (last && last.end === line - 1)
            last.end = line;
        else
            windows.push({ start: line, end: line });
    }
    return { windows, cut: false };
}

;// CONCATENATED MODULE: ./src/agent/edit-views.ts
/**
 * What one edit step shows the model of the files, and what it has shown: the first view of the
 * file to edit (whole, or windows chosen from its focus records), the lines a reply asks for
 * (line-requests.ts), and other lines of the file when a reply had no blocks. Every line shown is
 * counted against the file-window budget, and no line is shown twice. Files are read through the
 * working tree (the repository's file door).
 */




/** The first view of a file in windows takes at most this share of the budget: the rest is for the lines the model asks for. */
const FIRST_VIEW_SHARE = 0.75;
/** The windows a file is first shown in: whole when it fits the budget, else windows within FIRST_VIEW_SHARE of it. */
function firstWindows(tokens, focus, budget) {
    return fileWindows(tokens, focus, fitsWhole(tokens, budget) ? budget : Math.floor(budget * FIRST_VIEW_SHARE));
}
/** Tokens of the lines of `windows`, `tokensOf` giving each line's. */
function tokensIn(windows, tokensOf) {
    let total = 0;
    for (const w of windows)
        for (let l = w.start; l <= w.end; l++)
            total += tokensOf(l);
    return total;
}
class StepViews {
    file;
    budget;
    sources;
    shown = new Map();
    spent = 0;
    answered = 0;
    constructor(file, budget, sources) {
        this.file = file;
        this.budget = budget;
        this.sources = sources;
    }
    /** Replies answered with lines so far. */
    get requests() {
        return this.answered;
    }
    /** Tokens of the budget not yet spent on shown lines. */
    get room() {
        return Math.max(0, this.budget - this.spent);
    }
    record(path, windows, tokensOf) {
        this.shown.set(path, [...(this.shown.get(path) ?? []), ...windows]);
        this.spent += tokensIn(windows, tokensOf);
    }
    /** A line's tokens in the step's file. */
    ownTokens = (line) => this.file.tokens[line - 1] ?? 0;
    /** The file of the step as the edit prompt shows it first. */
    first() {
        const { path, text, tokens, focus } = this.file;
        if (text === undefined)
            return showFile(path, text, [], 0);
        const windows = firstWindows(tokens, focus, this.budget);
        this.record(path, windows, this.ownTokens);
        return showFile(path, text, windows, tokens.length);
    }
    /**
     * Lines of the step's file not shown yet, for a reply that had no blocks: the next focus records'
     * windows, else the lines around those shown; undefined when there is no room or nothing left.
     */
    more() {
        const { path, text, tokens, focus } = this.file;
        if (text === undefined || this.room === 0)
            return undefined;
        const windows = fileWindows(tokens, focus, this.room, this.shown.get(path) ?? []);
        if (windows.length === 0)
            return undefined;
        this.record(path, windows, this.ownTokens);
        return `Lines of ${path} not shown before:\n${showMore(path, text, windows)}`;
    }
    /** The answer to a reply asking for lines, counted in `requests`. */
    async answer(requests) {
        this.answered++;
        const parts = [`The lines you asked for (answer ${this.answered} of at most ${MAX_LINE_REQUESTS} for this step):`];
        for (const request of requests)
            parts.push(await this.answerOne(request));
        const others = requests.some((r) => r.path !== this.file.path);
        parts.push(`Reply with edit blocks for ${this.file.path}${others ? ' (this step changes no other file)' : ''}, or ask for other lines the same way.`);
        return parts.join('\n');
    }
    async answerOne(request) {
        const mine = request.path === this.file.path;
        const text = mine ? this.file.text : this.sources.read(request.path);
        if (text === undefined)
            return `${describeRequest(request)}: ${mine ? `${request.path} does not exist yet` : `there is no file ${request.path} that Sweep may read`}.`;
        const lines = text.split('\n');
        const definitions = request.symbol !== undefined ? await this.sources.definitions(request.path, text).catch(() => []) : [];
        const resolved = resolveRequest(request, lines.length, definitions);
        if ('reason' in resolved)
            return `${describeRequest(request)}: ${resolved.reason}.`;
        const tokensOf = mine ? this.ownTokens : (line) => (0,budget/* countTokens */.ih)(`${lines[line - 1] ?? ''}\n`, this.sources.model);
        const { windows, cut } = unshownLines(resolved.lines, this.shown.get(request.path) ?? [], tokensOf, this.room);
        const asked = `${describeRequest(request)} (lines ${resolved.lines.start}-${resolved.lines.end})`;
        if (windows.length === 0) {
            return cut ? `${asked}: no room is left for more lines in this step; work with the lines shown.` : `${asked}: these lines were shown above already.`;
        }
        this.record(request.path, windows, tokensOf);
        const note = cut ? ' (only part of them: the budget for lines in this step is spent)' : '';
        return `${asked}${note}:\n${showMore(request.path, text, windows)}`;
    }
}

// EXTERNAL MODULE: ./src/code/sfc.ts
var sfc = __webpack_require__(7747);
// EXTERNAL MODULE: ./src/code/typed-javascript.ts
var typed_javascript = __webpack_require__(2213);
;// CONCATENATED MODULE: ./src/agent/syntax-check.ts



const MAX_SYNTAX_ERRORS = 10;
/** The first `limit` errors of a tree, in order. */
function collectErrors(root, lines, limit) {
    const out = [];
    const cursor = root.walk();
    let descend = true;
    for (;;) {
        const node = cursor.currentNode;
        if (descend && (node.type === 'ERROR' || node.isMissing)) {
            const line = node.startPosition.row + 1;
            out.push({ line, column: node.startPosition.column + 1, kind: node.isMissing ? `missing ${node.type}` : 'unexpected', text: lines[line - 1] ?? '' });
            if (out.length >= limit)
                break;
            descend = false;
        }
        if (descend && node.hasError && cursor.gotoFirstChild())
            continue;
        if (cursor.gotoNextSibling()) {
            descend = true;
            continue;
        }
        if (!cursor.gotoParent())
            break;
        descend = false;
    }
    cursor.delete();
    return out;
}
/**
 * Syntax errors of `text` as the file `path`, read with `syntax` (by default the path's language),
 * the first `limit` of them; empty for languages without a parser.
 */
async function syntaxErrors(path, text, syntax = (0,languages/* languageForPath */.f3)(path), limit = MAX_SYNTAX_ERRORS) {
    if (!syntax)
        return [];
    const tree = await (0,languages/* parseSource */.PJ)(syntax, text);
    try {
        return tree.rootNode.hasError ? collectErrors(tree.rootNode, text.split('\n'), limit) : [];
    }
    finally {
        tree.delete();
    }
}
/**
 * Errors the edit introduced (the first MAX_SYNTAX_ERRORS): empty unless `after` has more errors
 * than `before`, all of them counted (a file that had ten errors and has eleven gained one). Both are read with
 * the grammar the file was written for (`syntaxOf` on `before`): a JavaScript file with type
 * annotations is checked as typed, and plain JavaScript stays plain (annotations an edit adds to it
 * are errors).
 */
async function newSyntaxErrors(path, before, after) {
    if ((0,sfc/* isSfcPath */.Aq)(path))
        return newComponentErrors(path, before, after);
    const language = (0,languages/* languageForPath */.f3)(path);
    if (!language)
        return [];
    const syntax = before === undefined ? language : await (0,typed_javascript/* syntaxOf */.rS)(language, before);
    return gained(await syntaxErrors(path, after, syntax, Infinity), async () => (before === undefined ? [] : syntaxErrors(path, before, syntax, Infinity)));
}
/**
 * `newSyntaxErrors` for a single-file component: the code of its script blocks before and after,
 * read with the grammar its original was written in (its `lang`; typed JavaScript as typed), or
 * with the new one when the edit changed the `lang`. A component left without a script has none.
 */
async function newComponentErrors(path, before, after) {
    const now = (0,sfc/* sfcScript */.Qk)(after);
    if (!now)
        return [];
    const was = before === undefined ? undefined : (0,sfc/* sfcScript */.Qk)(before);
    const wasSyntax = was && (await (0,typed_javascript/* syntaxOf */.rS)(was.language, was.code));
    const syntax = was?.language === now.language ? wasSyntax : now.language;
    return gained(await syntaxErrors(path, now.code, syntax, Infinity), async () => (was ? syntaxErrors(path, was.code, wasSyntax, Infinity) : []));
}
/** The first MAX_SYNTAX_ERRORS of `after` when it has more errors than `before` gives, else none. */
async function gained(after, before) {
    if (after.length === 0)
        return [];
    return after.length > (await before()).length ? after.slice(0, MAX_SYNTAX_ERRORS) : [];
}
function describeSyntaxErrors(path, errors) {
    return [`The edit leaves ${path} with syntax errors:`, ...errors.map((e) => `  line ${e.line}, column ${e.column} (${e.kind}): ${e.text.trim()}`)].join('\n');
}

;// CONCATENATED MODULE: ./src/agent/system-prompt.ts

/** The configuration's description and rules as prompt text; '' when it has neither. */
function repositoryNotes(config) {
    const parts = [];
    if (config.description?.trim())
        parts.push(config.description.trim());
    const rules = config.rules.map((r) => r.replace(/\s+/g, ' ').trim()).filter(Boolean);
    if (rules.length)
        parts.push(`Rules for changes:\n${rules.map((r) => `- ${r}`).join('\n')}`);
    return (0,prompts/* sanitizeUntrusted */._2)(parts.join('\n\n'));
}
/** Sweep's system prompt, followed by the repository's notes when the configuration has any. */
function systemPrompt(config) {
    const system = (0,prompts/* renderPrompt */.nQ)('system');
    const notes = config ? repositoryNotes(config) : '';
    return notes ? `${system.trimEnd()}\n\n${(0,prompts/* renderPrompt */.nQ)('repository-rules', { notes }).trimEnd()}\n` : system;
}

;// CONCATENATED MODULE: ./src/agent/execute.ts
/**
 * The executor: one file at a time, in plan order, the model writes edit blocks for the file; they
 * are applied (tolerantly, uniquely) on the working tree, re-parsed, and on failure the model gets
 * the feedback and another try. Large files are shown as windows around the lines that matter (the
 * lines and symbols the plan names, what the planner was shown, retrieval's finds; focus.ts), with
 * the file's import header, in one prompt, capped in tokens (from the model's context window, see
 * windows.ts). A reply may ask for other lines instead of blocks (line-requests.ts): the answer is
 * not a failed attempt; a reply with neither blocks nor a request is shown lines not shown before
 * (edit-views.ts). The diffs made so far are shown to each later step, so a changed signature
 * reaches its callers. A step whose prompt the server refuses as too long is tried once more with
 * smaller windows. A path the repository's file door refuses is skipped before any model call, so
 * nothing behind it is read into a prompt.
 */















const MAX_EDIT_ATTEMPTS = 3;
const PREVIOUS_DIFF_TOKENS = (/* unused pure expression or super */ null && (MAX_PREVIOUS_DIFF_TOKENS));
/** Feedback on blocks that did not apply: each reason, the closest real lines, and what did match. */
function describeFailures(path, result) {
    const lines = [`Nothing was applied to ${path}:`];
    for (const f of result.failed) {
        lines.push(`- block ${f.block}: ${f.reason}`);
        if (f.closest)
            lines.push('  The closest lines in the file are:', ...f.closest.split('\n').map((l) => `    ${l}`));
    }
    if (result.matched.length)
        lines.push(`Blocks ${result.matched.map((m) => m.block).join(', ')} matched; send them again with the corrected ones.`);
    lines.push('Reply with corrected blocks; copy ORIGINAL exactly from the file as shown.');
    return lines.join('\n');
}
/** Whether a parse error is about a block of `path` (or a block whose path could not be read). */
function brokenFor(path) {
    return (error) => error.path === null || error.path === path;
}
/** The feedback for a reply with no block for the step's file and no request for lines. */
function noBlocksFeedback(path, parsed, truncated) {
    if (truncated)
        return 'The reply was cut off. Send fewer, smaller blocks.';
    const others = [...new Set(parsed.blocks.map((b) => b.path))];
    if (others.length)
        return `Those blocks are for ${others.join(', ')}; this step may only change ${path}. Reply with blocks for ${path}.`;
    return parsed.message ?? `No edit blocks for ${path} were found. Reply with edit blocks in the required format.`;
}
async function editStep(inputs, change, file, budgets) {
    const { tree, llm } = inputs;
    const previous = tree.fullDiff();
    const views = new StepViews(file, budgets.fileWindow, {
        read: (path) => tree.read(path),
        definitions: inputs.definitions ?? (async () => []),
        model: inputs.model,
    });
    const messages = [
        { role: 'system', content: inputs.system ?? systemPrompt() },
        {
            role: 'user',
            content: (0,prompts/* renderPrompt */.nQ)('edit', {
                path: change.path,
                action: change.action,
                task: inputs.task,
                plan: inputs.plan.summary || inputs.plan.rootCause || '(none given)',
                instructions: change.instructions || '(none given)',
                previous_diffs: previous ? `Changes made so far in this run:\n${(0,budget/* truncateToTokens */.QF)(previous, budgets.previousDiffs, inputs.model)}` : '',
                file: views.first(),
                feedback: '',
                max_requests: String(MAX_LINE_REQUESTS),
            }),
        },
    ];
    let note = '';
    let attempt = 0;
    while (attempt < MAX_EDIT_ATTEMPTS) {
        const reply = await llm.complete({ messages, maxTokens: budgets.editCompletion });
        const parsed = (0,edit_blocks/* parseEditBlocks */.iR)(reply.text);
        const mine = parsed.blocks.filter((b) => b.path === change.path);
        const requests = mine.length === 0 && !reply.truncated ? parseLineRequests(reply.text) : [];
        if (requests.length > 0 && views.requests < MAX_LINE_REQUESTS) {
            // Lines asked for are shown; asking is not a failed attempt.
            messages.push({ role: 'assistant', content: reply.text }, { role: 'user', content: await views.answer(requests) });
            continue;
        }
        attempt++;
        let feedback;
        let more;
        if (requests.length > 0) {
            feedback = `No more lines are shown in this step (${MAX_LINE_REQUESTS} requests were answered). Reply with edit blocks for ${change.path}, quoting ORIGINAL from the lines shown.`;
        }
        else if (mine.length === 0) {
            feedback = noBlocksFeedback(change.path, parsed, reply.truncated);
            // A reply without any block may not have seen the lines to change: the retry shows others.
            if (parsed.message !== null && parsed.blocks.length === 0 && !reply.truncated)
                more = views.more();
        }
        else if (reply.truncated) {
            // A reply cut off may have lost blocks after the last whole one: applying part of it is a guess.
            feedback = `The reply was cut off after ${mine.length} complete block(s) for ${change.path}; nothing was applied. Send fewer, smaller blocks: only the lines that change, with a little context.`;
        }
        else if (parsed.errors.some(brokenFor(change.path))) {
            const broken = parsed.errors.filter(brokenFor(change.path));
            feedback = `${broken.map((e) => `${e.index === null ? '' : `Block ${e.index}, `}line ${e.line} of your reply: ${e.message}.`).join('\n')}\nNothing was applied (a file's blocks apply together or not at all). Reply with every block for ${change.path} complete.`;
        }
        else {
            const result = (0,apply/* applyBlocksToFile */.sU)(change.path, tree.read(change.path) ?? null, mine);
            if (result.text === null) {
                feedback = describeFailures(change.path, result);
            }
            else {
                const errors = await newSyntaxErrors(change.path, tree.original(change.path), result.text);
                const refused = errors.length === 0 ? tree.writeRefusal(change.path, result.text) : undefined;
                if (errors.length === 0 && !refused) {
                    if (result.text === tree.read(change.path))
                        return { ok: true, attempts: attempt, note: 'no change was needed' };
                    tree.write(change.path, result.text);
                    return { ok: true, attempts: attempt };
                }
                feedback = `${refused ? `${refused}.` : describeSyntaxErrors(change.path, errors)}\nNothing was applied. Reply with corrected blocks against the file as shown above.`;
            }
        }
        note = feedback.split('\n')[0] ?? feedback;
        // Feedback on many failed blocks (each with the file's closest lines) is bounded like a reply,
        // so the repair turn leaves room for the model's answer; lines shown with it are bounded by the
        // file-window budget.
        const bounded = (0,budget/* truncateToTokens */.QF)(feedback, budgets.editCompletion, inputs.model);
        const content = more ? `${bounded}\nIf the lines to change were not among those shown, here are more; or ask for lines as the instructions say.\n${more}` : bounded;
        messages.push({ role: 'assistant', content: reply.text }, { role: 'user', content });
    }
    return { ok: false, attempts: MAX_EDIT_ATTEMPTS, note };
}
/** Tokens of each line of `text` (none for a file that does not exist). */
function lineTokens(text, model) {
    return text === undefined ? [] : text.split('\n').map((line) => (0,budget/* countTokens */.ih)(`${line}\n`, model));
}
/** Where the lines that matter are in the file of `change` (none for a file to create). */
async function focusOf(inputs, change, text) {
    if (text === undefined)
        return [];
    const definitions = inputs.definitions ? await inputs.definitions(change.path, text).catch(() => []) : [];
    const retrieval = inputs.retrieval ? { retrieval: inputs.retrieval } : {};
    return editFocus({ path: change.path, lines: text.split('\n'), instructions: change.instructions, definitions, ...retrieval });
}
/** Carries out the plan on the working tree; returns what happened to each file. */
async function executePlan(inputs) {
    const contextWindow = inputs.window ?? new ContextWindow({ model: inputs.model });
    const outcomes = [];
    for (const change of inputs.plan.changes) {
        const refusal = inputs.tree.refusal(change.path, change.action === 'delete');
        if (refusal) {
            outcomes.push({ path: change.path, action: change.action, status: 'failed', attempts: 0, note: refusal, refused: true });
            continue;
        }
        if (change.action === 'delete') {
            inputs.tree.delete(change.path);
            outcomes.push({ path: change.path, action: change.action, status: 'changed', attempts: 0 });
            continue;
        }
        const text = inputs.tree.read(change.path);
        const tokens = lineTokens(text, inputs.model);
        // A line no file window can hold (minified or generated code): the prompt could never fit, and
        // the run goes on with the other files instead of stopping on it.
        const widest = tokens.reduce((best, count, i) => (count > best.tokens ? { line: i + 1, tokens: count } : best), { line: 0, tokens: 0 });
        const fileWindow = contextWindow.budgets().fileWindow;
        if (widest.tokens > fileWindow) {
            const note = `line ${widest.line} of ${change.path} is ${widest.tokens} tokens long, more than the ${fileWindow}-token file window: Sweep does not edit files with such lines (minified or generated code)`;
            outcomes.push({ path: change.path, action: change.action, status: 'failed', attempts: 0, note });
            continue;
        }
        const file = { path: change.path, text, tokens, focus: await focusOf(inputs, change, text) };
        const step = await withContextRetry(contextWindow, `The edit prompt for ${change.path}`, (factor) => editStep(inputs, change, file, (0,llm_budgets/* scaleBudgets */.LZ)(contextWindow.budgets(), factor)));
        const attempts = step.attempts;
        const failed = step.ok ? undefined : step.note;
        const note = step.ok ? step.note : undefined;
        const changed = inputs.tree.read(change.path) !== inputs.tree.original(change.path);
        outcomes.push({
            path: change.path,
            action: change.action,
            status: changed ? 'changed' : failed ? 'failed' : 'unchanged',
            attempts,
            ...(failed ? { note: failed } : note ? { note } : {}),
        });
    }
    return outcomes;
}

// EXTERNAL MODULE: ./src/code/analyze.ts + 2 modules
var analyze = __webpack_require__(4079);
;// CONCATENATED MODULE: ./src/agent/file-definitions.ts
/**
 * The definitions of a file as the working tree holds it now, for the editor's windows and line
 * requests: the index's when the file is as it was indexed, else a fresh parse of its text (an
 * earlier step of the run changed it). A file that cannot be parsed has none.
 */

function definitionLookup(index, tree) {
    return async (path, text) => {
        const indexed = index.byPath.get(path)?.record.analysis;
        // A file indexed for its imports only (a test) has its definitions worked out now.
        if (indexed && !indexed.importsOnly && text === tree.original(path))
            return index.graph().definitionsIn(path).map((d) => d.def);
        try {
            return (await (0,analyze.analyzeFile)(path, text)).definitions;
        }
        catch {
            return [];
        }
    };
}

// EXTERNAL MODULE: ./src/repo/protected-paths.ts
var protected_paths = __webpack_require__(2711);
;// CONCATENATED MODULE: ./src/agent/plan-check.ts
/**
 * Parsing and checking the planner's reply: the JSON plan, file change requests with paths
 * corrected against the repository (case, separators, near names), actions fixed up (modify of a
 * missing file becomes create and vice versa), paths that must never change refused (decided by
 * protected-paths.ts), and the requests ordered so definitions come before their users. Pure.
 */

const MAX_CHANGES = 20;
const ACTIONS = new Set(['modify', 'create', 'delete']);
const FENCE = '```';
const isSpace = (c) => c !== undefined && /\s/.test(c);
/**
 * The text of the first fenced block of a reply: what `/```(?:json)?\s*\n([\s\S]*?)\n\s*```/` captures,
 * found in one pass (that pattern, tried at each fence, gave back each newline of a run of blank lines
 * and read the rest of the reply for each: a reply of a few thousand newlines took seconds).
 */
function fencedBlock(reply) {
    // The newlines a block can end at: those in a run of spaces that a fence ends.
    const closers = [];
    for (let i = 0; i < reply.length;) {
        if (!isSpace(reply[i])) {
            i++;
            continue;
        }
        let end = i;
        while (isSpace(reply[end]))
            end++;
        if (reply.startsWith(FENCE, end))
            for (let j = i; j < end; j++)
                if (reply[j] === '\n')
                    closers.push(j);
        i = end;
    }
    const firstCloserFrom = (at) => {
        let lo = 0;
        let hi = closers.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (closers[mid] < at)
                lo = mid + 1;
            else
                hi = mid;
        }
        return closers[lo];
    };
    for (let open = reply.indexOf(FENCE); open !== -1; open = reply.indexOf(FENCE, open + 1)) {
        // After the fence and `json`, spaces that hold a newline; the block starts after the last one.
        const from = open + FENCE.length + (reply.startsWith('json', open + FENCE.length) ? 4 : 0);
        let end = from;
        const newlines = [];
        for (; isSpace(reply[end]); end++)
            if (reply[end] === '\n')
                newlines.push(end);
        const last = newlines.at(-1);
        if (last === undefined)
            continue;
        const close = firstCloserFrom(end);
        if (close !== undefined)
            return reply.slice(last + 1, close);
        // No fence closes a block after these spaces: a fence right after them closes an empty one.
        if (newlines.length >= 2 && reply.startsWith(FENCE, end))
            return reply.slice(newlines.at(-2) + 1, last);
    }
    return undefined;
}
/** The first JSON object in a reply: the whole reply, a fenced block, or the outermost braces. */
function extractJson(reply) {
    const attempts = [reply.trim()];
    const fenced = fencedBlock(reply);
    if (fenced !== undefined)
        attempts.push(fenced);
    const first = reply.indexOf('{');
    const last = reply.lastIndexOf('}');
    if (first !== -1 && last > first)
        attempts.push(reply.slice(first, last + 1));
    for (const text of attempts) {
        try {
            return JSON.parse(text);
        }
        catch {
            // Try the next form.
        }
    }
    throw new Error('the reply is not a JSON object (answer with the JSON object only, no prose around it)');
}
function plan_check_text(value) {
    return typeof value === 'string' ? value.trim() : '';
}
/** Reads a plan from the model's reply; throws a message the model can act on when it is malformed. */
function parsePlan(reply) {
    const json = extractJson(reply);
    if (!json || typeof json !== 'object' || Array.isArray(json))
        throw new Error('the reply must be one JSON object with "root_cause", "plan" and "changes"');
    const changes = json.changes;
    if (!Array.isArray(changes))
        throw new Error('"changes" must be a list of {"path", "action", "instructions"} objects');
    if (changes.length > MAX_CHANGES)
        throw new Error(`"changes" lists ${changes.length} files; keep the change to at most ${MAX_CHANGES} files`);
    const out = changes.map((c, i) => {
        const change = c;
        if (!change || typeof change !== 'object')
            throw new Error(`changes[${i}] must be an object with "path", "action" and "instructions"`);
        const path = plan_check_text(change.path ?? change.file);
        if (!path)
            throw new Error(`changes[${i}] has no "path"`);
        const action = (plan_check_text(change.action) || 'modify').toLowerCase();
        if (!ACTIONS.has(action))
            throw new Error(`changes[${i}].action must be "modify", "create" or "delete", got "${plan_check_text(change.action)}"`);
        return { path, action, instructions: plan_check_text(change.instructions ?? change.description) };
    });
    return { rootCause: plan_check_text(json.root_cause ?? json.rootCause), summary: plan_check_text(json.plan ?? json.summary), changes: out };
}
/** Levenshtein distance, stopping early past `max`. */
function editDistance(a, b, max = Number.POSITIVE_INFINITY) {
    if (Math.abs(a.length - b.length) > max)
        return max + 1;
    let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        let best = i;
        for (let j = 1; j <= b.length; j++) {
            const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
            current.push(value);
            best = Math.min(best, value);
        }
        if (best > max)
            return max + 1;
        previous = current;
    }
    return previous[b.length];
}
/** A model-written path in the repository's form: `/` separators, no `./`, quotes or backticks. */
function normalizePath(path) {
    return path
        .trim()
        .replace(/^[`'"]+|[`'"]+$/g, '')
        .replace(/\\/g, '/')
        .replace(/^(?:\.\/)+/, '')
        .replace(/\/{2,}/g, '/');
}
/** Why a path may not be changed, or undefined when it may. */
function refusalFor(path, blockedDirs) {
    if (/^\/|^[A-Za-z]:/.test(path))
        return `'${path}' is an absolute path; use a path relative to the repository root`;
    if (path.split('/').includes('..'))
        return `'${path}' leads outside the repository`;
    return (0,protected_paths/* protectedReason */.zN)(path, blockedDirs);
}
/** The repository path a model-written path most likely means, or undefined. */
function correctPath(path, paths) {
    const lower = path.toLowerCase();
    const byCase = paths.filter((p) => p.toLowerCase() === lower);
    if (byCase.length === 1)
        return byCase[0];
    const suffix = paths.filter((p) => p.endsWith(`/${path}`));
    if (suffix.length === 1)
        return suffix[0];
    const max = Math.max(2, Math.floor(path.length / 12));
    let best;
    let bestDistance = max + 1;
    let tie = false;
    for (const candidate of paths) {
        const d = editDistance(path, candidate, max);
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
            tie = false;
        }
        else if (d === bestDistance)
            tie = true;
    }
    return best !== undefined && !tie && bestDistance <= max ? best : undefined;
}
/** Checks and fixes the plan's requests against the repository. */
function checkPlan(plan, repo) {
    const existing = new Set(repo.paths);
    const notes = [];
    const refused = [];
    const merged = new Map();
    for (const request of plan.changes) {
        let path = normalizePath(request.path);
        let action = request.action;
        const refusal = refusalFor(path, repo.blockedDirs);
        if (refusal) {
            refused.push(refusal);
            continue;
        }
        if (!existing.has(path) && action !== 'create') {
            const corrected = correctPath(path, repo.paths);
            if (corrected && !refusalFor(corrected, repo.blockedDirs)) {
                notes.push(`${path} corrected to ${corrected}`);
                path = corrected;
            }
            else if (action === 'modify') {
                notes.push(`${path} does not exist: it will be created`);
                action = 'create';
            }
            else {
                refused.push(`'${path}' cannot be deleted: it does not exist`);
                continue;
            }
        }
        else if (existing.has(path) && action === 'create') {
            notes.push(`${path} already exists: it will be modified`);
            action = 'modify';
        }
        const previous = merged.get(path);
        if (previous) {
            previous.instructions = `${previous.instructions}\n${request.instructions}`.trim();
            if (action === 'delete' || previous.action === 'delete')
                previous.action = action;
        }
        else
            merged.set(path, { path, action, instructions: request.instructions });
    }
    return { changes: [...merged.values()], notes, refused };
}
/**
 * Orders requests: new files first (what they define is usually used by the edits), then modified
 * files with definitions before their users (`order` is the import order of the modified paths),
 * then deletions.
 */
function orderChanges(changes, importOrder) {
    const byPath = new Map(changes.map((c) => [c.path, c]));
    const created = changes.filter((c) => c.action === 'create');
    const modified = importOrder(changes.filter((c) => c.action === 'modify').map((c) => c.path)).map((p) => byPath.get(p));
    const deleted = changes.filter((c) => c.action === 'delete');
    return [...created, ...modified, ...deleted];
}

;// CONCATENATED MODULE: ./src/agent/plan.ts
/**
 * The planner: from the task and the assembled context, the model states the root cause, a plan and
 * file change requests. A malformed reply gets up to MAX_REPAIR_ROUNDS repair rounds with the error
 * shown to the model; requests are then checked against the repository and ordered.
 */





const MAX_REPAIR_ROUNDS = 2;
class PlanningFailed extends Error {
    name = 'PlanningFailed';
}
/** The planner's first messages (also measured by the flow to size the context). */
function planMessages(inputs) {
    const user = (0,prompts/* renderPrompt */.nQ)('plan', {
        task: inputs.task,
        context: inputs.context || '(no context was retrieved)',
        feedback: inputs.feedback ? `Problems with the previous attempt, to fix in this plan:\n${inputs.feedback}` : '',
    });
    return [
        { role: 'system', content: inputs.system ?? systemPrompt() },
        { role: 'user', content: user },
    ];
}
async function planChanges(inputs) {
    const messages = planMessages(inputs);
    let lastError = '';
    for (let round = 0; round <= MAX_REPAIR_ROUNDS; round++) {
        const reply = await inputs.llm.complete({ messages, maxTokens: inputs.maxTokens ?? llm_budgets/* PLAN_MAX_TOKENS */._R });
        let plan;
        try {
            if (reply.truncated)
                throw new Error('the reply was cut off; answer with a shorter plan');
            plan = parsePlan(reply.text);
        }
        catch (error) {
            lastError = error.message;
            messages.push({ role: 'assistant', content: reply.text }, { role: 'user', content: `That answer cannot be used: ${lastError}. Answer again with the JSON object only.` });
            continue;
        }
        const checked = checkPlan(plan, inputs.repo);
        const allowed = inputs.onlyPaths ? checked.changes.filter((c) => inputs.onlyPaths.includes(c.path)) : checked.changes;
        // The allowed path came with the request (outside text): it is named only inside the task's fence.
        const outside = checked.changes.filter((c) => !allowed.includes(c)).map((c) => `'${c.path}': only the file the review comment is on may change for this request`);
        const refused = [...checked.refused, ...outside];
        if (allowed.length === 0) {
            lastError = refused.length ? `no usable file changes: ${refused.join('; ')}` : 'the plan lists no file changes';
            messages.push({ role: 'assistant', content: reply.text }, { role: 'user', content: `That plan cannot be used: ${lastError}. Answer again with the JSON object only.` });
            continue;
        }
        return { plan: { ...plan, changes: orderChanges(allowed, inputs.importOrder) }, notes: checked.notes, refused };
    }
    throw new PlanningFailed(`The model did not give a usable plan after ${MAX_REPAIR_ROUNDS + 1} tries: ${lastError}`);
}

// EXTERNAL MODULE: ./src/llm/untrusted.ts
var untrusted = __webpack_require__(1597);
;// CONCATENATED MODULE: ./src/agent/review.ts
/**
 * The self-review: the model reviews the whole diff against the task, and its findings go back to
 * the planner. It fails closed: a reply that cannot be read, after one repair round, leaves the
 * change "not reviewed" (never approved), which the pull request and the progress comment say.
 */





/** Replies read before the change is declared not reviewed: the first and one repair. */
const REVIEW_READ_ATTEMPTS = 2;
/** The outcome when no reply could be read: not reviewed, never approved. */
const NOT_REVIEWED = Object.freeze({ approved: false, problems: [], unreadable: true });
/** Reads the reviewer's JSON reply; throws (with a message for the model) unless `approved` is a boolean. */
function parseReview(reply) {
    const json = extractJson(reply);
    if (!json || typeof json !== 'object' || Array.isArray(json) || typeof json.approved !== 'boolean') {
        throw new Error('the reply must be one JSON object whose "approved" is true or false');
    }
    if (json.problems !== undefined && !Array.isArray(json.problems))
        throw new Error('"problems" must be a list of {"path", "problem"} objects');
    const problems = (json.problems ?? [])
        .map((p) => (p ?? {}))
        .filter((p) => typeof p.problem === 'string' && p.problem.trim())
        .map((p) => ({ path: typeof p.path === 'string' ? p.path.trim() : '', problem: String(p.problem).trim() }));
    return { approved: json.approved && problems.length === 0, problems };
}
/** The reviewer's first messages, the diff through the door for outside text (also measured by the flow to size the diff). */
function reviewMessages(inputs) {
    return [
        { role: 'system', content: inputs.system },
        { role: 'user', content: (0,prompts/* renderPrompt */.nQ)('review', { task: inputs.task, plan: inputs.plan, diff: (0,untrusted/* fenceOutside */.xE)('change-diff', inputs.diff, inputs.redactor) }) },
    ];
}
/** Asks the model to review the whole diff against the task; NOT_REVIEWED when no reply can be read. */
async function reviewChange(llm, inputs) {
    const messages = reviewMessages(inputs);
    for (let round = 0; round < REVIEW_READ_ATTEMPTS; round++) {
        const reply = await llm.complete({ messages, maxTokens: inputs.maxTokens ?? llm_budgets/* REVIEW_MAX_TOKENS */.hD });
        try {
            return parseReview(reply.text);
        }
        catch (error) {
            messages.push({ role: 'assistant', content: reply.text }, { role: 'user', content: `That answer cannot be read: ${error.message}. Answer with the JSON object only.` });
        }
    }
    return { ...NOT_REVIEWED };
}

;// CONCATENATED MODULE: ./src/agent/task.ts
/**
 * What the agent is asked to do, from any trigger: an issue, a `/sweep` comment, a review comment on
 * one file, or a failed CI run. A task holds the outside strings as they came; `renderTask` passes
 * each through the one door for outside text (`fenceOutside`), so every one of them reaches the
 * prompt sanitized, redacted, bounded and fenced, and nothing else in the task text comes from outside.
 */



/** A text of the task is never cut below this many tokens. */
const MIN_TASK_PART_TOKENS = 200;
/** An issue, with the instructions of a `/sweep ...` comment on it when there is one. */
function issueTask(issue, instructions) {
    return { title: issue.title, body: issue.body, ...(instructions ? { instructions } : {}) };
}
/** Work on a pull request: its title, the body of the issue it resolves, its diff so far, and what to do. */
function pullTask(pull, work) {
    return { title: pull.title, titleOfPull: true, body: pull.issueBody, ...work, existingDiff: pull.diff };
}
/** The task as prompt text: every part written by people or tools passes the door for outside text. */
function renderTask(task, redactor) {
    const parts = [(0,untrusted/* fenceOutside */.xE)(task.titleOfPull ? 'pull-title' : 'issue-title', task.title, redactor)];
    parts.push(task.body.trim() ? (0,untrusted/* fenceOutside */.xE)('issue-body', task.body, redactor) : 'The issue has no description.');
    if (task.instructions)
        parts.push('A maintainer asked for this in a comment:', (0,untrusted/* fenceOutside */.xE)('comment', task.instructions, redactor));
    if (task.reviewComment) {
        const c = task.reviewComment;
        parts.push('Change only the file the review comment below is on, around the lines it names, as the comment asks.', (0,untrusted/* fenceOutside */.xE)('review-comment', `${c.path}:${c.startLine}-${c.line}\n\n${c.body}`, redactor));
    }
    if (task.ciLog)
        parts.push('CI failed on the pull request. Fix the cause of these errors.', (0,untrusted/* fenceOutside */.xE)('ci-log', task.ciLog, redactor));
    if (task.existingDiff)
        parts.push('The pull request already contains this change:', (0,untrusted/* fenceOutside */.xE)('pull-diff', task.existingDiff, redactor));
    return parts.join('\n\n');
}
/**
 * The text retrieval searches with: what the task is about, with hidden content removed and the
 * run's secrets redacted (with embeddings it is sent to the embeddings endpoint).
 */
function taskQuery(task, redactor) {
    return redactor.redact((0,prompts/* sanitizeUntrusted */._2)([task.title, task.body, task.instructions, task.reviewComment ? `${task.reviewComment.path} ${task.reviewComment.body}` : '', task.ciLog]
        .filter(Boolean)
        .join('\n\n')));
}
/** The parts of a task cut first when it is too long: the pull request's diff, the CI errors, the issue, the request. */
const CUT_ORDER = ['existingDiff', 'ciLog', 'body', 'instructions'];
/** The door's kind for each part (as renderTask fences it). */
const PART_KINDS = { existingDiff: 'pull-diff', ciLog: 'ci-log', body: 'issue-body', instructions: 'comment' };
/**
 * The task with its longest parts cut (each at a line, marked) until the rendered task has at most
 * `maxTokens` tokens, cutting first what CUT_ORDER names first and no part below
 * MIN_TASK_PART_TOKENS; unchanged when it fits. The fences are added after, so they stay whole.
 */
function boundTask(task, maxTokens, redactor, model) {
    let bounded = task;
    let excess = (0,budget/* countTokens */.ih)(renderTask(bounded, redactor), model) - maxTokens;
    for (const part of CUT_ORDER) {
        if (excess <= 0)
            break;
        const text = bounded[part];
        if (!text)
            continue;
        // The part as the prompt shows it is what is cut: the door bounds a long text by characters and
        // hides images' alt text and comments, which a cut through the raw text could leave unclosed.
        const shown = (0,untrusted/* outsideBody */.Y9)(PART_KINDS[part], text, redactor);
        const tokens = (0,budget/* countTokens */.ih)(shown, model);
        const keep = Math.max(MIN_TASK_PART_TOKENS, tokens - excess);
        if (keep >= tokens)
            continue;
        bounded = { ...bounded, [part]: (0,budget/* truncateToTokens */.QF)(shown, keep, model) };
        excess = (0,budget/* countTokens */.ih)(renderTask(bounded, redactor), model) - maxTokens;
    }
    return bounded;
}

// EXTERNAL MODULE: ./node_modules/diff/libesm/patch/create.js + 1 modules
var create = __webpack_require__(5725);
// EXTERNAL MODULE: ./src/repo/classify.ts
var classify = __webpack_require__(8748);
;// CONCATENATED MODULE: ./src/agent/working-tree.ts
/**
 * An in-memory overlay of the repository's files: edits, creations and deletions are staged here,
 * diffed, checked, and written to disk only at the end (atomically per file), so a failed run
 * leaves the checkout as it was. Every read and write goes through the repository's file door
 * (repo-files.ts): a path the door refuses (a symbolic link leaving the repository, a protected
 * path) is never read and cannot be staged, and a link inside the repository stands for the file it
 * points to, under that file's path.
 */




const UTF8_BOM = new Uint8Array([0xef, 0xbb, 0xbf]);
/** A repository path as macOS or Windows tells paths apart, name by name. */
function comparableRepoPath(path) {
    return path.split('/').map(protected_paths/* comparableName */._t).join('/');
}
class WorkingTree {
    files;
    entries = new Map();
    /** The paths the last `flush` wrote, for `undo`. */
    flushed = [];
    constructor(files) {
        this.files = files;
    }
    /** The path entries are kept under: the real file's path when the door resolves it, else the path as written. */
    key(path) {
        const resolved = this.files.resolve(path);
        return resolved.ok ? resolved.path : path;
    }
    entry(key) {
        let e = this.entries.get(key);
        if (!e) {
            const bytes = this.files.readBytes(key);
            if (bytes === undefined)
                e = { before: undefined, after: undefined };
            else {
                const { text, encoding, bom } = (0,classify/* decodeText */.g7)(bytes);
                e = { before: text, after: text, form: { bom, latin1: encoding === 'latin1', binary: bytes.includes(0) } };
            }
            this.entries.set(key, e);
        }
        return e;
    }
    /** Why `path` may not be changed (or, with `removal`, deleted), or undefined when it may. */
    refusal(path, removal = false) {
        const resolved = removal ? this.files.resolveForRemoval(path) : this.files.resolveForWrite(path);
        if (!resolved.ok)
            return resolved.reason;
        if (!removal && this.entry(resolved.path).form?.binary)
            return `'${path}' is a binary file (it holds NUL bytes); Sweep edits text files only`;
        if (!removal && !resolved.exists)
            return this.twinOfNew(path, resolved.path);
        return undefined;
    }
    /** Why a new file at `real` may not be created beside another the run creates that is the same file on macOS or Windows, or undefined. */
    twinOfNew(path, real) {
        const folded = comparableRepoPath(real);
        for (const [key, e] of this.entries) {
            if (key === real || e.before !== undefined || e.after === undefined)
                continue;
            const other = comparableRepoPath(key);
            if (other === folded)
                return `'${path}' and '${key}', both created by this change, would be one file on macOS and Windows (names there ignore letter case, Unicode form and trailing dots)`;
            if (other.startsWith(`${folded}/`) || folded.startsWith(`${other}/`))
                return `'${path}' and '${key}', both created by this change, cannot both exist: one would be a file where the other needs a folder`;
        }
        return undefined;
    }
    /** Why `text` may not be staged for `path` (`refusal`, or a character its encoding has no byte for), or undefined. */
    writeRefusal(path, text) {
        const refused = this.refusal(path);
        if (refused)
            return refused;
        if (this.entry(this.key(path)).form?.latin1 && (0,classify/* encodeLatin1 */.YW)(text) === undefined) {
            const char = [...text].find((c) => (0,classify/* encodeLatin1 */.YW)(c) === undefined);
            return `'${path}' is not UTF-8 (its bytes are kept as Latin-1, one byte per character), and the new text holds '${char}', which Latin-1 has no byte for; write such characters another way (an escape sequence, a plain-ASCII spelling)`;
        }
        return undefined;
    }
    /** The bytes (or UTF-8 text) `text` is written as, in the form `path` had. */
    bytesOf(e, text) {
        if (!e.form?.latin1)
            return (e.form?.bom ? '\uFEFF' : '') + text;
        const body = (0,classify/* encodeLatin1 */.YW)(text);
        if (!e.form.bom)
            return body;
        const out = new Uint8Array(UTF8_BOM.length + body.length);
        out.set(UTF8_BOM);
        out.set(body, UTF8_BOM.length);
        return out;
    }
    /** The file's current text (after staged changes); undefined when missing or refused by the door. */
    read(path) {
        const key = this.key(path);
        return this.entries.has(key) ? this.entries.get(key).after : this.files.readText(key);
    }
    /** The file's text before the run. */
    original(path) {
        const key = this.key(path);
        return this.entries.has(key) ? this.entries.get(key).before : this.files.readText(key);
    }
    exists(path) {
        return this.read(path) !== undefined;
    }
    /** Stages new text for `path`; throws PathRefused when it may not be written (`writeRefusal`). */
    write(path, text) {
        const reason = this.writeRefusal(path, text);
        if (reason)
            throw new repo_files/* PathRefused */.cu(path, reason);
        this.entry(this.key(path)).after = text;
    }
    /** Stages the deletion of `path`; throws PathRefused when the door refuses it. */
    delete(path) {
        const target = this.files.resolveForRemoval(path);
        if (!target.ok)
            throw new repo_files/* PathRefused */.cu(path, target.reason);
        const e = this.entry(target.path);
        e.after = undefined;
        if (target.mode !== null)
            e.mode = target.mode;
    }
    /** Undoes every staged change to `path`. */
    revert(path) {
        const e = this.entries.get(this.key(path));
        if (e)
            e.after = e.before;
    }
    /** Paths whose text differs from before the run, sorted. */
    changedPaths() {
        return [...this.entries]
            .filter(([, e]) => e.before !== e.after)
            .map(([p]) => p)
            .sort();
    }
    /** Every staged change as `flush` would write it: the bytes of a changed file, undefined for a deleted one. */
    staged() {
        return this.changedPaths().map((path) => {
            const e = this.entries.get(path);
            return { path, content: e.after === undefined ? undefined : this.bytesOf(e, e.after) };
        });
    }
    /** Git-style unified diff of one file, or '' when unchanged. */
    diff(path, context = 3) {
        path = this.key(path);
        const e = this.entries.get(path);
        if (!e || e.before === e.after)
            return '';
        const patch = (0,create/* createTwoFilesPatch */.ss)(e.before === undefined ? '/dev/null' : `a/${path}`, e.after === undefined ? '/dev/null' : `b/${path}`, e.before ?? '', e.after ?? '', undefined, undefined, { context });
        const body = patch.split('\n').filter((line) => !/^={5,}$/.test(line) && !line.startsWith('Index: '));
        return [`diff --git a/${path} b/${path}`, ...body].join('\n').replace(/\n*$/, '\n');
    }
    /** The diff of every changed file, in path order (or in `order` when given). */
    fullDiff(order) {
        const changed = this.changedPaths();
        const keys = order?.map((p) => this.key(p));
        const paths = keys ? [...new Set(keys.filter((p) => changed.includes(p))), ...changed.filter((p) => !keys.includes(p))] : changed;
        return paths.map((p) => this.diff(p)).join('');
    }
    /**
     * Writes every staged change through the door (each file through a temporary file and a rename),
     * each in the form it had (a byte-order mark, Latin-1 bytes); the paths written. When one fails,
     * the files already written are put back as they were before the run and the error is thrown.
     */
    async flush() {
        const changed = this.changedPaths();
        const done = [];
        this.flushed = [];
        try {
            for (const path of changed) {
                const e = this.entries.get(path);
                if (e.after === undefined)
                    await this.files.remove(path);
                else
                    await this.files.write(path, this.bytesOf(e, e.after));
                done.push(path);
            }
        }
        catch (error) {
            const unrestored = await this.putBack(done);
            const note = unrestored.length ? `; could not put back ${unrestored.join(', ')}` : done.length ? `; ${done.length} file(s) already written were put back` : '';
            throw new Error(`${error instanceof Error ? error.message : String(error)}${note}`, { cause: error });
        }
        this.flushed = changed;
        return changed;
    }
    /**
     * Puts the files the last `flush` wrote back as they were before the run (when what came after it,
     * such as the commit, failed); throws naming those it could not put back.
     */
    async undo() {
        const unrestored = await this.putBack(this.flushed);
        this.flushed = [];
        if (unrestored.length)
            throw new Error(`could not put back ${unrestored.join(', ')}`);
    }
    /** Puts `paths` back as they were before the run (created ones removed, deleted ones written with their mode), last first; the paths that failed. */
    async putBack(paths) {
        const unrestored = [];
        for (const path of [...paths].reverse()) {
            const e = this.entries.get(path);
            try {
                if (e.before === undefined)
                    await this.files.remove(path);
                else
                    await this.files.write(path, this.bytesOf(e, e.before), e.mode);
            }
            catch {
                unrestored.push(path);
            }
        }
        return unrestored;
    }
}

// EXTERNAL MODULE: ./src/verify/test-report.ts
var test_report = __webpack_require__(3688);
// EXTERNAL MODULE: ./src/text-ends.ts
var text_ends = __webpack_require__(2767);
;// CONCATENATED MODULE: ./src/action/ci-logs.ts
/**
 * Failed GitHub Actions jobs -> the error lines a model needs to fix the failure. For each failed
 * job and failed step: the error lines with a little context (de-duplicated across the whole run),
 * then the step's last lines. Timestamps, colour codes, progress bars, install noise and runner
 * markers are removed. Bounded in lines per step and job and in characters overall; every cut says so.
 */


const STEP_TAIL_LINES = 40;
const JOB_MAX_LINES = 200;
const TOTAL_MAX_CHARS = 20_000;
const LINE_MAX_CHARS = 400;
const ERROR_CONTEXT_BEFORE = 2;
const ERROR_CONTEXT_AFTER = 6;
const DEFAULT_CI_LOG_LIMITS = {
    stepTailLines: STEP_TAIL_LINES,
    jobLines: JOB_MAX_LINES,
    totalChars: TOTAL_MAX_CHARS,
    lineChars: LINE_MAX_CHARS,
    contextBefore: ERROR_CONTEXT_BEFORE,
    contextAfter: ERROR_CONTEXT_AFTER,
};
/** Conclusions that mean a job or step failed; `cancelled` counts only when nothing else failed. */
const FAILED_CONCLUSIONS = new Set(['failure', 'timed_out']);
const CANCELLED = 'cancelled';
function failedOf(items) {
    const failed = items.filter((item) => FAILED_CONCLUSIONS.has(item.conclusion ?? ''));
    return failed.length ? failed : items.filter((item) => item.conclusion === CANCELLED);
}
/** The jobs to report: those that failed or timed out; the cancelled ones only if none did. */
function selectFailedJobs(jobs) {
    return failedOf(jobs);
}
// --- Reading one log line ---------------------------------------------------------------------
const TIMESTAMP = /^\uFEFF?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?/;
/** Characters that never need sanitizing; lines made only of them skip `sanitizeUntrusted`. */
const PLAIN_LINE = /^[\x20-\x7E\t]*$/;
const RUNNER_MARKER = /^##\[([a-z]+)\](.*)$/;
const WORKFLOW_COMMAND = /^::([a-z-]+)(?: [^:]*)?::(.*)$/;
/** Workflow commands whose echo carries nothing for the model. */
const DROPPED_COMMANDS = new Set(['add-mask', 'debug', 'endgroup', 'stop-commands', 'save-state', 'set-output']);
/** Runner lines that open a section: a step's header, a post step, the job's clean-up. */
const RUN_HEADER = /^##\[group\](Run .*)$/;
const POST_STEP = 'Post job cleanup.';
const COMPLETE_JOB = 'Cleaning up orphan processes';
/** Progress bars and spinners. */
const BLOCK_BAR = /[\u2580-\u259F\u25A0\u25A1\u2501]{4}/;
const PERCENT = /\d(?:\.\d+)? ?%/;
const PERCENT_BAR = /[#=>\u2580-\u259F\u25A0\u2501]{5}/;
/** A line made only of `#`, digits, `%`, brackets and spaces, with a run of `#`: checked in two steps to stay linear. */
const HASH_BAR_CHARS = /^[\s\d.%#[\]|]*$/;
const HASH_RUN = '#'.repeat(10);
const SPINNER = /^\s*[\u2800-\u28FF\u25D0-\u25D3\u25F4-\u25F7](?:\s|$)/;
/** Package-manager and download chatter (npm, pip, apt, cargo, Maven, Gradle, Go). */
const INSTALL_NOISE = [
    /^npm (?:WARN|warn|notice)\b/,
    /^\s*(?:Collecting|Downloading|Downloaded|Using cached|Requirement already satisfied)\b/,
    /^(?:Installing collected packages|Successfully installed|Looking in indexes)\b/,
    /^(?:Get|Hit|Ign):\d+ /,
    /^(?:Unpacking|Setting up|Preparing to unpack|Selecting previously unselected package|Processing triggers for) /,
    /^(?:Reading package lists|Building dependency tree|Reading state information|\(Reading database)/,
    /^Fetched [\d.,]+ [kMG]?B in /,
    /^\s*(?:Compiling|Locking|Adding|Installing|Fresh|Checking|Updating|Blocking) [\w-]+ v\d/,
    /^\s*Updating (?:crates\.io index|git repository)/,
    /^(?:\[INFO\] )?Download(?:ing|ed)? (?:from \S+: )?https?:\/\//,
    /^Progress \(\d+\): /,
    /^go: (?:downloading|finding|extracting) /,
];
/** Lines that say what went wrong, across common test runners, compilers and tools. */
const ERROR_PATTERNS = [
    /(?:Error|Exception)(?::|$)/,
    /\berror(?:\[E\d+\])?:/i,
    /\berror TS\d+/,
    /^\s*(?:FAIL|FAILED|ERROR)\b/,
    /--- FAIL:/,
    /^\s*[●✕✗✘×] /,
    /^Traceback \(most recent call last\)/,
    /^E {2,}\S/,
    /panicked at /,
    /^panic: /,
    /^npm (?:ERR!|error)/,
    /^\[ERROR\]/,
    /^(?:FAILURE:|BUILD FAILED)/,
    /^fatal:/i,
    /^make(?:\[\d+\])?: \*\*\*/,
    /^::error\b/,
    /^\s*(?:Expected|Received):/,
    /^\s*>\s*\d+\s*\|/,
    /^\s*--> \S+:\d+:\d+/,
    /\b[1-9]\d* (?:failed|failing|errors?)\b/,
    /^\s*[^\s:]+\.[A-Za-z]{1,6}:\d+(?::\d+)?: (?!(?:warning|note|info)\b)/i,
    /^\s*\d+:\d+\s+error\s/,
];
/** The runner's closing line for any failed shell step: true but says nothing. */
const GENERIC_EXIT = /^Error: Process completed with exit code \d+\.?$/;
function isProgressLine(line) {
    if (BLOCK_BAR.test(line) || SPINNER.test(line))
        return true;
    return (line.includes(HASH_RUN) && HASH_BAR_CHARS.test(line)) || (PERCENT.test(line) && PERCENT_BAR.test(line));
}
/** Whether a cleaned log line is install chatter or a progress bar (never when it reports an error). */
function isNoiseLine(line) {
    if (isErrorLine(line))
        return false;
    return isProgressLine(line) || INSTALL_NOISE.some((pattern) => pattern.test(line));
}
/** Whether a cleaned log line reports an error (the runner's generic exit-code line does not count). */
function isErrorLine(line) {
    if (GENERIC_EXIT.test(line))
        return false;
    return ERROR_PATTERNS.some((pattern) => pattern.test(line));
}
/** A raw log line without timestamp, overwritten `\r` segments, escapes and invisible characters. */
function cleanText(raw, lineChars) {
    let text = raw.replace(TIMESTAMP, '');
    if (text.endsWith('\r'))
        text = text.slice(0, -1);
    if (text.includes('\r'))
        text = text.split('\r').filter((part) => part.trim() !== '').at(-1) ?? '';
    if (!PLAIN_LINE.test(text))
        text = (0,prompts/* sanitizeUntrusted */._2)(text);
    text = text.trimEnd();
    return text.length > lineChars ? `${text.slice(0, lineChars)} [... ${text.length - lineChars} more characters]` : text;
}
/** How a runner marker or workflow command reads in the summary; undefined drops the line. */
function renderCommand(text) {
    const marker = RUNNER_MARKER.exec(text);
    if (marker) {
        const [, kind, message = ''] = marker;
        switch (kind) {
            case 'endgroup':
            case 'debug':
                return undefined;
            case 'group':
                return message || undefined;
            case 'error':
                return /^\S*error\b/i.test(message) ? message : `Error: ${message}`;
            case 'warning':
                return `Warning: ${message}`;
            case 'notice':
                return `Notice: ${message}`;
            default:
                return message;
        }
    }
    const command = WORKFLOW_COMMAND.exec(text);
    if (command && DROPPED_COMMANDS.has(command[1]))
        return undefined;
    if (command?.[1] === 'group')
        return command[2] || undefined;
    return text;
}
/** The log's sections, in order: the job set-up, one per `##[group]Run` header, post steps, clean-up. */
function readSections(log, lineChars) {
    const sections = [{ kind: 'setup', header: '', lines: [] }];
    let current = sections[0];
    let inStepHeader = false;
    const open = (kind, header = '') => {
        current = { kind, header, lines: [] };
        sections.push(current);
    };
    for (const raw of log.split('\n')) {
        const text = cleanText(raw, lineChars);
        const run = RUN_HEADER.exec(text);
        if (run) {
            open('run', run[1]);
            inStepHeader = true; // the runner echoes the step's script, inputs and env until `##[endgroup]`
            continue;
        }
        if (text === POST_STEP) {
            open('post');
            inStepHeader = false;
            continue;
        }
        if (text === COMPLETE_JOB) {
            open('complete');
            inStepHeader = false;
            continue;
        }
        if (inStepHeader) {
            if (text.startsWith('##[endgroup]'))
                inStepHeader = false;
            continue;
        }
        const line = renderCommand(text);
        if (line === undefined || isNoiseLine(line))
            continue;
        const previous = current.lines.at(-1);
        if (line === '' && (previous === undefined || previous === ''))
            continue;
        current.lines.push(line);
    }
    for (const section of sections)
        if (section.lines.at(-1) === '')
            section.lines.pop();
    return sections;
}
function stepKind(step, earlierNames) {
    if (step.name === 'Set up job')
        return 'setup';
    if (step.name === 'Complete job')
        return 'complete';
    if (step.name.startsWith('Post ') && earlierNames.has(step.name.slice('Post '.length)))
        return 'post';
    return 'run';
}
/**
 * The log section of each step that ran, matched in order by kind: run steps to `##[group]Run`
 * headers, post steps to post sections. A kind whose counts differ is left unmatched.
 */
function matchSteps(steps, sections) {
    const ran = [...steps].sort((a, b) => a.number - b.number).filter((step) => step.conclusion !== null && step.conclusion !== 'skipped');
    const byKind = new Map();
    const names = new Set();
    for (const step of ran) {
        const kind = stepKind(step, names);
        names.add(step.name);
        byKind.set(kind, [...(byKind.get(kind) ?? []), step]);
    }
    const matched = new Map();
    for (const [kind, kindSteps] of byKind) {
        let kindSections = sections.filter((section) => section.kind === kind);
        if (kind === 'complete')
            kindSections = kindSections.slice(-1);
        if (kindSections.length !== kindSteps.length)
            continue;
        kindSteps.forEach((step, i) => matched.set(step.number, kindSections[i]));
    }
    return matched;
}
function errorWindows(lines, limits) {
    const windows = [];
    lines.forEach((line, i) => {
        if (!isErrorLine(line))
            return;
        const start = Math.max(0, i - limits.contextBefore);
        const end = Math.min(lines.length - 1, i + limits.contextAfter);
        const last = windows.at(-1);
        if (last && start <= last[1] + 1)
            last[1] = Math.max(last[1], end);
        else
            windows.push([start, end]);
    });
    return windows;
}
function trimBlank(lines) {
    let start = 0;
    let end = lines.length;
    while (start < end && lines[start].trim() === '')
        start++;
    while (end > start && lines[end - 1].trim() === '')
        end--;
    return lines.slice(start, end);
}
/**
 * Error windows not shown before (judged by their error lines, across the run), then the step's
 * last lines after the last error window, repeated or not.
 */
function excerpt(lines, limits, seen) {
    const windows = [];
    let shownUpTo = -1;
    let repeated = false;
    const found = errorWindows(lines, limits);
    for (const [start, end] of found) {
        const slice = lines.slice(start, end + 1);
        const errors = slice.filter(isErrorLine).map((line) => line.trim());
        shownUpTo = end;
        if (errors.every((error) => seen.has(error))) {
            repeated = true;
            continue;
        }
        for (const error of errors)
            seen.add(error);
        windows.push(trimBlank(slice));
    }
    const tailFrom = Math.max(0, lines.length - limits.stepTailLines, shownUpTo + 1);
    return { windows, repeated: repeated && windows.length === 0, hasErrors: found.length > 0, tail: trimBlank(lines.slice(tailFrom)) };
}
/** Adds lines to a job's output until its line budget is spent, then notes the cut once. */
class JobOutput {
    maxLines;
    lines = [];
    used = 0;
    cut = false;
    constructor(maxLines) {
        this.maxLines = maxLines;
    }
    heading(line) {
        if (!this.cut)
            this.lines.push(line);
    }
    body(block) {
        if (this.cut)
            return;
        const room = this.maxLines - this.used;
        this.lines.push(...block.slice(0, room));
        this.used += Math.min(room, block.length);
        if (block.length > room) {
            this.cut = true;
            this.lines.push(`[... the rest of this job's output is cut: at most ${this.maxLines} lines per job]`);
        }
    }
}
function renderExcerpt(out, lines, limits, seen) {
    if (lines.length === 0) {
        out.heading('(no output)');
        return;
    }
    const found = excerpt(lines, limits, seen);
    if (found.windows.length) {
        out.heading('Error lines:');
        found.windows.forEach((window, i) => out.body(i ? ['[...]', ...window] : window));
    }
    else if (found.repeated) {
        out.heading('Error lines: the same as shown above.');
    }
    else if (!found.hasErrors) {
        out.heading('No error lines recognised.');
    }
    if (found.tail.length === 0)
        return;
    const from = lines.length - found.tail.length;
    out.heading(from > 0 ? `Last ${found.tail.length} of ${lines.length} lines:` : `All ${lines.length} lines:`);
    out.body(found.tail);
}
const quote = (text) => JSON.stringify(text);
function renderJob(job, limits, seen) {
    const out = new JobOutput(limits.jobLines);
    out.heading(`Job ${quote(job.name)} (${job.conclusion ?? 'unknown'})`);
    if (job.omittedBytes)
        out.heading(`[only the end of this job's log was read: its first ${job.omittedBytes} bytes are not shown]`);
    if (job.log.trim() === '') {
        out.heading('(the log is empty)');
        return out.lines.join('\n');
    }
    const sections = readSections(job.log, limits.lineChars);
    const matched = matchSteps(job.steps, sections);
    const failedSteps = failedOf(job.steps);
    const unmatched = [];
    for (const step of failedSteps) {
        const section = matched.get(step.number);
        if (!section) {
            unmatched.push(step);
            continue;
        }
        const where = section.header && section.header !== step.name ? `, log section ${quote(section.header)}` : '';
        out.heading(`Step ${step.number} ${quote(step.name)} (${step.conclusion ?? 'unknown'})${where}:`);
        renderExcerpt(out, section.lines, limits, seen);
    }
    if (unmatched.length || failedSteps.length === 0) {
        const steps = unmatched.map((step) => `${step.number} ${quote(step.name)} (${step.conclusion ?? 'unknown'})`).join(', ');
        const label = unmatched.length === 1 ? 'Step' : 'Steps';
        out.heading(steps ? `${label} ${steps}: no matching log section; the whole log follows:` : 'No failed step is listed; the whole log follows:');
        const main = sections.filter((section) => section.kind === 'setup' || section.kind === 'run');
        renderExcerpt(out, main.flatMap((section) => section.lines), limits, seen);
    }
    return out.lines.join('\n');
}
const SEPARATOR = '\n\n';
/** The text cut at a line boundary to fit `limit` characters with a note saying what was cut. */
function fitTotal(parts, limit) {
    const text = parts.join(SEPARATOR);
    if (text.length <= limit)
        return text;
    const starts = [];
    let at = 0;
    for (const part of parts) {
        starts.push(at);
        at += part.length + SEPARATOR.length;
    }
    const noteFor = (cut) => {
        const hidden = starts.filter((start) => start >= cut).length;
        return `[... output cut: at most ${limit} characters${hidden ? `; ${hidden} more failed job${hidden === 1 ? '' : 's'} not shown` : ''}]`;
    };
    // The note's length depends on where the cut falls only through a count of a few digits.
    let cut = text.lastIndexOf('\n', Math.max(0, limit - noteFor(0).length - 1));
    if (cut < 0)
        cut = 0;
    const kept = (0,text_ends/* trimEndChars */.v)(text.slice(0, cut), '\n');
    return `${kept}${kept ? '\n' : ''}${noteFor(cut)}`.slice(0, limit);
}
function checkLimits(limits) {
    for (const [name, value] of Object.entries(limits)) {
        if (!Number.isInteger(value) || value < 0)
            throw new Error(`CI log limit '${name}' must be a whole number, 0 or more; got ${value}`);
    }
}
/**
 * The failed jobs of a run (see `selectFailedJobs`) as bounded text for the model: per failed step,
 * error lines with context, then its last lines. Empty when no job failed. Deterministic.
 */
function summarizeCiFailure(jobs, overrides = {}) {
    const limits = { ...DEFAULT_CI_LOG_LIMITS, ...overrides };
    checkLimits(limits);
    const seen = new Set();
    return fitTotal(selectFailedJobs(jobs).map((job) => renderJob(job, limits, seen)), limits.totalChars);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/repo/programs.ts + 2 modules
var programs = __webpack_require__(4634);
;// CONCATENATED MODULE: ./src/verify/run-tests.ts
/**
 * Runs the repository's test command on a copy of the checkout (its tracked files and the folders
 * `.gitignore` ignores, such as installed dependencies; not `.git/`, nor files an earlier step left
 * there untracked), with Sweep's staged changes written into the copy when there are any, in the
 * sandbox (sandbox.ts), with an allow-listed environment and the checkout's persisted git
 * credentials taken out of git's configuration meanwhile. Output is kept bounded (its end), and
 * redacted before anything reads it.
 */





/** Bytes of the command's output kept (its end). */
const TEST_OUTPUT_BYTES = 1 << 20;
/** Files copied at once. */
const COPY_CONCURRENCY = 16;
/** Toolchain variables the runner's setup actions set, passed to the tests as they are. */
const TOOLCHAIN_ENV = [
    'CI',
    'RUNNER_OS',
    'RUNNER_ARCH',
    'RUNNER_TOOL_CACHE',
    'AGENT_TOOLSDIRECTORY',
    'JAVA_HOME',
    'GOROOT',
    'GOPATH',
    'GOFLAGS',
    'pythonLocation',
    'Python_ROOT_DIR',
    'Python2_ROOT_DIR',
    'Python3_ROOT_DIR',
    'PKG_CONFIG_PATH',
    'LD_LIBRARY_PATH',
    'VIRTUAL_ENV',
    'CONDA',
    'CONDA_PREFIX',
    'DOTNET_ROOT',
    'RUSTUP_HOME',
    'CARGO_HOME',
    'GEM_HOME',
    'GEM_PATH',
    'BUNDLE_PATH',
    'MAVEN_HOME',
    'M2_HOME',
    'GRADLE_HOME',
    'ANDROID_HOME',
    'ANDROID_SDK_ROOT',
    'PNPM_HOME',
    'DENO_INSTALL',
];
/** Prefixes of toolchain variables (`JAVA_HOME_17_X64`, `GOROOT_1_22_X64`). */
const TOOLCHAIN_PREFIXES = ['JAVA_HOME_', 'GOROOT_'];
const BASE_ENV = ['LANG', 'LANGUAGE', 'TZ', 'USER', 'LOGNAME'];
/**
 * The test command's environment: the base and toolchain variables and `test_env`, never a name the
 * door forbids nor a value holding a secret; PATH with the checkout's folders pointing into the copy;
 * HOME and TMPDIR given. The variables left out are named (never their values).
 */
function testEnv(source, inputs) {
    const wanted = new Set([...BASE_ENV, ...TOOLCHAIN_ENV, ...inputs.envNames]);
    const env = {};
    const refused = [];
    for (const [name, value] of Object.entries(source)) {
        if (value === undefined)
            continue;
        const listed = wanted.has(name) || /^LC_[A-Z]+$/.test(name) || TOOLCHAIN_PREFIXES.some((p) => name.startsWith(p));
        if (!listed)
            continue;
        if ((0,programs/* isForbiddenEnvName */.Ew)(name) || inputs.holdsSecret(value)) {
            refused.push(name);
            continue;
        }
        env[name] = value;
    }
    const path = (source.PATH ?? '')
        .split(':')
        .filter(Boolean)
        .map((entry) => ((0,external_node_path_.isAbsolute)(entry) && (0,programs/* isInside */.FK)((0,external_node_path_.resolve)(entry), (0,external_node_path_.resolve)(inputs.workspace)) ? (0,external_node_path_.join)(inputs.copy, (0,external_node_path_.relative)((0,external_node_path_.resolve)(inputs.workspace), (0,external_node_path_.resolve)(entry))) : entry))
        .join(':');
    return { env: { ...env, PATH: path || '/usr/local/bin:/usr/bin:/bin', HOME: inputs.home, TMPDIR: inputs.tmp, CI: env.CI ?? 'true' }, refused };
}
async function copyEntry(from, to) {
    const stat = await (0,promises_.lstat)(from).catch(() => undefined);
    if (!stat)
        return;
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(to), { recursive: true });
    if (stat.isSymbolicLink())
        await (0,promises_.symlink)(await (0,promises_.readlink)(from), to).catch(() => undefined);
    else if (stat.isDirectory())
        await (0,promises_.cp)(from, to, { recursive: true, verbatimSymlinks: true, force: true });
    else if (stat.isFile())
        await (0,promises_.copyFile)(from, to);
}
/** Copies the checkout's tracked files and ignored folders (what the tests need; not `.git/`, not untracked leftovers). */
async function copyCheckout(git, workspace, copy) {
    const tracked = (await git.run(['ls-files', '-z', '--cached'])).split('\0').filter(Boolean);
    const ignored = (await git.run(['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory'])).split('\0').filter(Boolean);
    const entries = [...new Set([...tracked, ...ignored.map((p) => p.replace(/\/$/, ''))])].filter((p) => p !== '.git' && !p.startsWith('.git/'));
    for (let i = 0; i < entries.length; i += COPY_CONCURRENCY) {
        await Promise.all(entries.slice(i, i + COPY_CONCURRENCY).map((p) => copyEntry((0,external_node_path_.join)(workspace, p), (0,external_node_path_.join)(copy, p))));
    }
}
async function writeStaged(copy, staged) {
    for (const file of staged) {
        const target = (0,external_node_path_.join)(copy, file.path);
        if (!(0,programs/* isInside */.FK)((0,external_node_path_.resolve)(target), (0,external_node_path_.resolve)(copy)))
            continue;
        if (file.content === undefined)
            await (0,promises_.rm)(target, { force: true });
        else {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
            await (0,promises_.rm)(target, { force: true });
            await (0,promises_.writeFile)(target, file.content);
        }
    }
}
/** Runs the test command once: on the checkout as it is, or with `staged` written into the copy. */
async function runTests(setup, staged = []) {
    const now = setup.now ?? Date.now;
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'sweep-tests-'));
    const copy = (0,external_node_path_.join)(dir, 'repo');
    const home = (0,external_node_path_.join)(dir, 'home');
    const tmp = (0,external_node_path_.join)(dir, 'tmp');
    try {
        await Promise.all([(0,promises_.mkdir)(copy), (0,promises_.mkdir)(home), (0,promises_.mkdir)(tmp)]);
        return await setup.git.withoutPersistedCredentials(async () => {
            await copyCheckout(setup.git, setup.workspace, copy);
            await writeStaged(copy, staged);
            await setup.sandbox.own(dir);
            const { env, refused } = testEnv(setup.env ?? process.env, { envNames: setup.envNames, workspace: setup.workspace, copy, home: setup.sandbox.kind === 'user' ? home : (setup.env ?? process.env).HOME ?? home, tmp, holdsSecret: setup.holdsSecret });
            if (refused.length)
                setup.log?.(`test_env: not passed to the tests (a forbidden name or a secret's value): ${refused.join(', ')}`);
            const started = now();
            // One stream, in the order the command wrote it.
            const result = await setup.sandbox.run(`exec 2>&1\n${setup.command}`, copy, env, setup.timeoutMs, TEST_OUTPUT_BYTES, setup.schedule);
            const output = setup.redact(result.stdout.toString('utf8'));
            return {
                status: result.timedOut ? null : result.status,
                timedOut: result.timedOut,
                durationMs: now() - started,
                counts: (0,test_report/* readCounts */.ZQ)(output),
                failing: (0,test_report/* readFailing */.FN)(output),
                output,
                droppedBytes: result.droppedBytes,
            };
        });
    }
    finally {
        await setup.sandbox.remove(dir);
    }
}

;// CONCATENATED MODULE: ./src/verify/verifier.ts
/**
 * The tests as a step of the flow: one run on the unchanged checkout (started early, so failures
 * that were already there are known and not blamed on the change), then one on each staged change
 * the flow asks about, judged against it; and the failing output as the model is shown it.
 */




/** Test-fix rounds after the first run of the change, at most. */
const MAX_TEST_ROUNDS = 2;
/** Characters of the failing output shown to the model. */
const TEST_FEEDBACK_CHARS = 8_000;
/** A verifier for `setup`, whose run on the unchanged checkout starts now. */
function startVerifier(setup) {
    const before = runTests(setup).then((run) => {
        setup.log?.(`tests before the change: ${(0,test_report/* runLine */.u_)(run)}`);
        return run;
    }, (error) => {
        setup.log?.(`tests before the change could not run: ${setup.redact(error.message)}`);
        return undefined;
    });
    return {
        command: setup.command,
        before: () => before,
        async check(staged) {
            const run = await runTests(setup, staged);
            return { run, verdict: (0,test_report/* judge */.S4)(run, await before) };
        },
    };
}
/** The failing run as the model sees it: which tests fail anew, and the output's error lines and end, fenced as outside text. */
function testFeedback(command, check, redactor) {
    const lines = [`The repository's tests (\`${command.split('\n')[0].slice(0, 200)}\`) fail after the change: ${(0,test_report/* runLine */.u_)(check.run)}.`];
    if (check.verdict.kind === 'timed-out')
        lines.push('They did not finish within the time limit: the change may make a test hang.');
    if (check.verdict.kind === 'failed' && check.verdict.newlyFailing.length)
        lines.push(`Failing now and not before: ${check.verdict.newlyFailing.slice(0, 20).join(', ')}.`);
    const excerpt = summarizeCiFailure([{ name: 'tests', conclusion: 'failure', steps: [], log: check.run.output }], { totalChars: TEST_FEEDBACK_CHARS });
    lines.push('Fix the change so that these tests pass (do not weaken or delete the tests).', (0,untrusted/* fenceOutside */.xE)('test-output', excerpt, redactor));
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/agent/flows.ts
/**
 * The agent's flows, shared by the Action and the CLI: task -> retrieval and context -> plan ->
 * edits (validated per file) -> self-review (up to MAX_REVIEW_ROUNDS, findings back to the planner).
 * The same flow serves an issue, a `/sweep` comment, a review comment (only that file may change)
 * and a CI failure (the error lines are part of the task). Every call gets the same system prompt,
 * with the repository's description and rules; every outside string reaches a prompt through the
 * one door for outside text; every file is read through the repository's file door. Nothing is
 * written to disk here: the result carries the working tree for the caller to flush.
 */



















/**
 * How long after indexing callers of `runFlow` let the persisted index wait (`persistDelayMs`):
 * time for the context and the first model request to go out before the writer starts.
 */
const PERSIST_DELAY_MS = 500;
const MAX_REVIEW_ROUNDS = 3;
const CONTEXT_TOP_FILES = 10;
const CONTEXT_SNIPPETS = 8;
/** Tokens of the line that introduces the change so far in a plan after review. */
const CHANGE_HEADER_TOKENS = 16;
class NoChangeMade extends Error {
    name = 'NoChangeMade';
}
/** Counted tokens left for what fills the empty slot of `messages` once they and a reply of `completion` tokens are in the window. */
function roomFor(window, messages, completion) {
    return window.countedRoom(window.tokens - WINDOW_SLACK_TOKENS - completion - window.promptTokens(messages));
}
/** The first plan: the context assembled to what the window leaves, shrunk once if the server refuses it. */
async function firstPlan(inputs, window, base, kind, items, taskFor) {
    const { count, atLeast } = (0,budget/* tokenMeasure */.yJ)(inputs.model);
    return withContextRetry(window, 'The plan prompt', async (factor) => {
        const budgets = (0,llm_budgets/* scaleBudgets */.LZ)(window.budgets(), factor);
        // After a refusal the window may have learned it is smaller: the task is cut to the new share.
        base = { ...base, task: taskFor(budgets.task) };
        const room = roomFor(window, planMessages({ ...base, context: '' }), budgets.planCompletion);
        const budget = inputs.contextBudget !== undefined ? Math.floor(inputs.contextBudget * factor) : Math.min(budgets.context, room);
        const context = (0,assemble/* assembleContext */.uE)(kind, items, Math.max(0, budget), count, atLeast);
        inputs.log?.(`context: ${context.tokens} tokens from ${context.sections.map((s) => `${s.items.length} ${s.name}`).join(', ') || 'nothing'}`);
        return { context, planned: await planChanges({ ...base, context: context.text, maxTokens: budgets.planCompletion }) };
    });
}
/** A plan after review findings: the context and the change so far, cut to what the window leaves. */
function replan(inputs, window, base, context, diff) {
    return withContextRetry(window, 'The plan prompt', async (factor) => {
        const budgets = (0,llm_budgets/* scaleBudgets */.LZ)(window.budgets(), factor);
        const room = roomFor(window, planMessages({ ...base, context: '' }), budgets.planCompletion);
        const change = (0,budget/* truncateToTokens */.QF)(diff, budgets.previousDiffs, inputs.model);
        const kept = (0,budget/* truncateToTokens */.QF)(context, Math.max(0, Math.min(budgets.context, room - (0,budget/* countTokens */.ih)(change, inputs.model) - CHANGE_HEADER_TOKENS)), inputs.model);
        return planChanges({ ...base, context: `${kept}\n\nThe change so far:\n${change}`, maxTokens: budgets.planCompletion });
    });
}
/** The self-review of the whole change, the diff cut to what the window leaves. */
function review(inputs, window, llm, base) {
    return withContextRetry(window, 'The review prompt', async (factor) => {
        const budgets = (0,llm_budgets/* scaleBudgets */.LZ)(window.budgets(), factor);
        const room = roomFor(window, reviewMessages({ ...base, diff: '' }), budgets.reviewCompletion);
        const diff = (0,budget/* truncateToTokens */.QF)(base.diff, Math.max(0, Math.floor(room * factor)), inputs.model);
        return reviewChange(llm, { ...base, diff, maxTokens: budgets.reviewCompletion });
    });
}
async function runFlow(inputs) {
    const { index } = inputs;
    const window = new ContextWindow({ model: inputs.model, tokens: inputs.contextWindow });
    // Every call of the run goes through the window: prompt + completion always fit.
    const llm = new WindowedChat(inputs.llm, window);
    const redactor = inputs.redactor ?? new secrets/* Redactor */.pO();
    const task = inputs.task;
    // The task as the prompts show it, cut to a share of the window (which may learn it is smaller).
    const taskTexts = new Map();
    const taskFor = (budget) => {
        let text = taskTexts.get(budget);
        if (text === undefined)
            taskTexts.set(budget, (text = renderTask(boundTask(task, budget, redactor, inputs.model), redactor)));
        return text;
    };
    const log = inputs.log ?? (() => undefined);
    const files = repo_files/* RepoFiles */.op.open(index.root, inputs.config.blockedDirs, inputs.trackedPaths, inputs.uncommittedPaths);
    const read = files.reader();
    const system = systemPrompt(inputs.config);
    inputs.onPhase?.('searching', 'retrieving the code that matters');
    const query = taskQuery(inputs.task, redactor);
    const extra = await inputs.vectorScores?.(query);
    const found = (0,search/* search */.$P)(index, query, { top: CONTEXT_TOP_FILES, snippets: CONTEXT_SNIPPETS, readText: read, ...(extra ? { extraChunkScores: extra } : {}) });
    const items = await (0,gather/* gatherContextItems */.NX)(index, found, read, inputs.pages ?? [], redactor);
    let rendered = taskFor(window.budgets().task);
    const onlyPaths = task.reviewComment ? [task.reviewComment.path] : undefined;
    const repo = { paths: index.files.map((f) => f.path).concat(index.skipped.map((s) => s.path)), blockedDirs: files.blockedDirs };
    const importOrder = (paths) => index.graph().topologicalOrder(paths);
    const base = { llm, system, task: rendered, repo, importOrder, ...(onlyPaths ? { onlyPaths } : {}) };
    inputs.onPhase?.('planning', 'planning the change');
    const { context, planned: first } = await firstPlan(inputs, window, base, found.intent.kind, items, taskFor);
    // What the plan was made with, for every later prompt.
    rendered = taskFor(window.budgets().task);
    base.task = rendered;
    let plan = first.plan;
    const notes = [...first.notes];
    const refused = [...first.refused];
    log(`plan: ${plan.changes.map((c) => `${c.action} ${c.path}`).join(', ')}`);
    const tree = new WorkingTree(files);
    // The parsers validation will need load while the model writes the edits.
    for (const id of new Set(plan.changes.map((c) => (0,languages/* languageForPath */.f3)(c.path))))
        if (id)
            void (0,languages/* getParser */.SQ)(id).catch(() => undefined);
    inputs.onPhase?.('editing', plan.changes.map((c) => c.path).join(', '));
    // The editor's windows come from what the planner was shown, the search's finds and the review comment.
    const retrieval = retrievalFocus(found, context, task.reviewComment);
    const editing = { llm, system, tree, retrieval, definitions: definitionLookup(index, tree), window, ...(inputs.model ? { model: inputs.model } : {}) };
    const outcomes = await executePlan({ ...editing, task: rendered, plan });
    const reviews = [];
    const rounds = inputs.maxReviewRounds ?? MAX_REVIEW_ROUNDS;
    for (let round = 1; round <= rounds && tree.changedPaths().length; round++) {
        inputs.onPhase?.('validating', `self-review, round ${round}`);
        const verdict = await review(inputs, window, llm, { system, redactor, task: rendered, plan: plan.summary || plan.rootCause, diff: tree.fullDiff() });
        reviews.push(verdict);
        log(`review ${round}: ${verdict.unreadable ? 'not reviewed (the reply could not be read)' : verdict.approved ? 'approved' : `${verdict.problems.length} problems`}`);
        if (verdict.approved || verdict.unreadable || round === rounds)
            break;
        const feedback = verdict.problems.map((p) => `- ${p.path ? `${p.path}: ` : ''}${p.problem}`).join('\n');
        const again = await replan(inputs, window, { ...base, feedback }, context.text, tree.fullDiff());
        plan = { ...plan, changes: again.plan.changes };
        notes.push(...again.notes);
        refused.push(...again.refused);
        inputs.onPhase?.('editing', `fixing review findings in ${again.plan.changes.map((c) => c.path).join(', ')}`);
        outcomes.push(...(await executePlan({ ...editing, task: `${rendered}\n\nA review of the change so far found:\n${feedback}`, plan: again.plan })));
    }
    const tests = [];
    const verify = inputs.verify;
    for (let round = 0; verify && tree.changedPaths().length; round++) {
        inputs.onPhase?.('validating', round === 0 ? 'running the tests' : `running the tests again (round ${round + 1})`);
        const check = await verify.check(tree.staged());
        tests.push(check);
        log(`tests ${round + 1}: ${(0,test_report/* runLine */.u_)(check.run)}${check.verdict.kind === 'failing-before' ? ' (failing as before the change)' : ''}`);
        if ((0,test_report/* acceptable */.FI)(check.verdict) || round >= MAX_TEST_ROUNDS)
            break;
        const feedback = testFeedback(verify.command, check, redactor);
        const again = await replan(inputs, window, { ...base, feedback }, context.text, tree.fullDiff());
        plan = { ...plan, changes: again.plan.changes };
        notes.push(...again.notes);
        refused.push(...again.refused);
        inputs.onPhase?.('editing', `fixing the failing tests in ${again.plan.changes.map((c) => c.path).join(', ')}`);
        outcomes.push(...(await executePlan({ ...editing, task: `${rendered}\n\n${feedback}`, plan: again.plan })));
    }
    refused.push(...outcomes.filter((o) => o.refused && o.note).map((o) => o.note));
    const changedPaths = tree.changedPaths();
    if (changedPaths.length === 0) {
        const why = outcomes.filter((o) => o.note).map((o) => `${o.path}: ${o.note}`);
        throw new NoChangeMade(`The model made no usable change${why.length ? ` (${why.join('; ')})` : ''}`);
    }
    return { search: found, context, plan, notes, refused, outcomes, reviews, tree, changedPaths, diff: tree.fullDiff(plan.changes.map((c) => c.path)), tests };
}

// EXTERNAL MODULE: ./src/action/tests-section.ts + 1 modules
var tests_section = __webpack_require__(5547);
// EXTERNAL MODULE: ./src/config/sweep-config.ts
var sweep_config = __webpack_require__(1753);
// EXTERNAL MODULE: ./src/llm/client.ts + 6 modules
var client = __webpack_require__(6425);
// EXTERNAL MODULE: ./src/llm/request-timeout.ts
var request_timeout = __webpack_require__(2348);
// EXTERNAL MODULE: ./src/repo/git.ts
var git = __webpack_require__(8800);
// EXTERNAL MODULE: ./src/repo/skip-report.ts
var skip_report = __webpack_require__(9760);
// EXTERNAL MODULE: ./src/verify/sandbox.ts
var verify_sandbox = __webpack_require__(4002);
// EXTERNAL MODULE: ./src/search/index/indexer.ts + 12 modules
var indexer = __webpack_require__(7569);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(6890);
// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
;// CONCATENATED MODULE: ./src/cli/pipeline.ts
/**
 * The whole pipeline on a local checkout, as the `run` and `swebench` commands use it: model
 * settings from the environment and flags, the index, the model client, the flow. A failed run
 * still says what it spent: the outcome carries the error and the run's token usage.
 */















const DEFAULT_MODEL = 'gpt-5-mini';
const DEFAULT_MAX_TOKENS_PER_RUN = 2_000_000;
const MIN_TOKENS_PER_RUN = 1_000;
/** Environment variables whose values are secrets: removed from outside text before it reaches a prompt. */
const SECRET_ENV_VARS = ['OPENAI_API_KEY', 'GITHUB_TOKEN', 'GH_TOKEN'];
/**
 * Model settings from the environment and the flags (`--model`, `--context-window`,
 * `--request-timeout`); throws a UsageError naming what is missing or wrong.
 */
function modelSettings(env, values = {}) {
    const apiKey = env.OPENAI_API_KEY?.trim();
    const baseURL = env.OPENAI_BASE_URL?.trim();
    if (!apiKey && !baseURL) {
        throw new args/* UsageError */.eb('no model endpoint: set OPENAI_API_KEY (OpenAI) or OPENAI_BASE_URL (any OpenAI-compatible server, e.g. http://localhost:11434/v1)');
    }
    if (baseURL) {
        let url;
        try {
            url = new URL(baseURL);
        }
        catch {
            throw new args/* UsageError */.eb(`OPENAI_BASE_URL must be an http(s) URL such as http://localhost:11434/v1, got '${baseURL.replace(/\/\/[^/@]*@/, '//')}'`);
        }
        if (url.username || url.password)
            throw new args/* UsageError */.eb(`OPENAI_BASE_URL ${client/* CREDENTIALS_IN_URL */.v0}`);
    }
    const cap = env.SWEEP_MAX_TOKENS?.trim();
    const maxTokensPerRun = cap ? Number(cap) : DEFAULT_MAX_TOKENS_PER_RUN;
    if (!Number.isSafeInteger(maxTokensPerRun) || maxTokensPerRun < MIN_TOKENS_PER_RUN) {
        throw new args/* UsageError */.eb(`SWEEP_MAX_TOKENS must be a whole number of at least ${MIN_TOKENS_PER_RUN}, got '${cap}'`);
    }
    const contextWindow = (0,common/* contextWindowArg */.Gw)(values, env);
    const modelFlag = typeof values.model === 'string' ? values.model.trim() : '';
    return {
        apiKey: apiKey || 'not-needed',
        ...(baseURL ? { baseURL } : {}),
        model: modelFlag || env.SWEEP_MODEL?.trim() || DEFAULT_MODEL,
        maxTokensPerRun,
        ...(contextWindow !== undefined ? { contextWindow } : {}),
        requestTimeoutSeconds: (0,common/* requestTimeoutArg */.d7)(values, env),
        // A local server's placeholder key (`ollama`) is no secret: redacting it would rewrite code that names it.
        secrets: SECRET_ENV_VARS.map((name) => env[name]?.trim() ?? '').filter((value) => value && !(0,secrets/* isPlaceholderKey */.PN)(value)),
    };
}
/** Title and body of an issue text. */
function splitIssue(issue) {
    const [first = '', ...rest] = issue.trim().split('\n');
    const title = first.trim();
    return { title, body: rest.join('\n').trim() || title };
}
/**
 * The tests of a CLI run: `--test-command`, else the configuration's `test_command`; they run as the
 * user running the CLI unless the configuration's `test_isolation` says otherwise (a developer's
 * machine gets no new user unasked).
 */
async function cliVerifier(inputs, config, redactor, log) {
    const command = inputs.tests?.command ?? config.testCommand;
    if (!command)
        return undefined;
    const sandbox = await (0,verify_sandbox/* openSandbox */.Ep)(config.testIsolation ?? 'none', (0,verify_sandbox/* processPrivileges */.E)());
    log(`tests: ${sandbox.describe}`);
    return startVerifier({
        command,
        timeoutMs: (inputs.tests?.timeoutMinutes ?? config.testTimeoutMinutes ?? sweep_config/* TEST_TIMEOUT_MINUTES */.n) * 60_000,
        envNames: config.testEnv,
        sandbox,
        workspace: inputs.repo,
        git: new git/* Git */.TU(inputs.repo),
        redact: (text) => redactor.redact(text),
        holdsSecret: (value) => redactor.containsSecret(value),
        log,
    });
}
/** Indexes `repo` and runs the flow with the model; never throws for a failed run (see `error`). */
async function runPipeline(inputs) {
    const { settings, io } = inputs;
    const { title, body } = splitIssue(inputs.issue);
    const log = (line) => io.stderr(`${inputs.logPrefix ?? ''}${line}\n`);
    const redactor = new secrets/* Redactor */.pO(settings.secrets ?? []);
    const llm = new client/* LlmClient */.l3({
        apiKey: settings.apiKey,
        ...(settings.baseURL ? { baseURL: settings.baseURL } : {}),
        model: settings.model,
        maxTokensPerRun: settings.maxTokensPerRun,
        timeoutMs: settings.requestTimeoutSeconds * 1000,
        timeoutSetting: request_timeout/* CLI_TIMEOUT_SETTING */.S7,
        // A wait (a rate limit, a busy server, a model still thinking) is said, not silent.
        onRetry: (info) => log(redactor.redact(`retrying the model call in ${Math.ceil(info.delayMs / 1000)} s (attempt ${info.attempt + 1}): ${info.error instanceof Error ? info.error.message : String(info.error)}`)),
        notify: (line) => log(redactor.redact(line)),
    });
    let persisted;
    try {
        const { config } = (0,sweep_config/* loadConfig */.Z9)(inputs.repo);
        const verify = await cliVerifier(inputs, config, redactor, log);
        const progress = (0,cli_progress/* progressReporter */.xZ)(io.stderrIsTTY, io.stderr);
        const indexing = (0,indexer/* buildIndex */.X)(inputs.repo, { cacheDir: inputs.cacheDir, exclude: config.exclude, onProgress: progress.onProgress, persistDelayMs: PERSIST_DELAY_MS, log: (line) => log(`warning: ${line}`) });
        // The token encoder is built while worker threads parse.
        setImmediate(() => (0,budget/* warmEncoder */.Qz)(settings.model));
        const index = await indexing.finally(() => progress.finish());
        persisted = index.persisted;
        const notice = (0,skip_report/* troubleNotice */.Sy)(index.skipped);
        if (notice)
            log(notice);
        const result = await runFlow({
            llm,
            index,
            task: { title, body },
            config,
            model: settings.model,
            ...(settings.contextWindow !== undefined ? { contextWindow: settings.contextWindow } : {}),
            redactor,
            log,
            ...(verify ? { verify } : {}),
        });
        const tests = verify ? (0,tests_section/* testsReport */.IH)(verify.command, result.tests, await verify.before()) : undefined;
        return { title, result, usage: llm.usage(), ...(tests ? { tests } : {}) };
    }
    catch (error) {
        // A server may echo the key it was sent (a 401's message): the error is printed and kept in JSON.
        const text = errorText(error);
        const redacted = redactor.redact(text);
        return { title, error: redacted === text ? error : new Error(redacted), usage: llm.usage() };
    }
    finally {
        // The index is on disk before the checkout may change (it never fails: a write error is a warning).
        await persisted;
    }
}
/**
 * The usage line every run prints on stderr, failed or not: the tokens the replies counted, the
 * requests made (retries included) when they were more, and the price when the model has one.
 */
function usageText(usage) {
    if (usage.calls === 0) {
        return usage.requests === 0 ? 'tokens: none (no request made)' : `tokens: none counted (no reply to ${(0,skip_report/* countOf */.pq)(usage.requests, 'request')})`;
    }
    const requests = usage.requests > usage.calls ? ` (${(0,skip_report/* countOf */.pq)(usage.requests, 'request')})` : '';
    const cost = usage.costUsd === undefined ? '' : usage.costUsd > 0 && usage.costUsd < 0.00005 ? ', under $0.0001' : `, about $${usage.costUsd.toFixed(4)}`;
    return `tokens: ${usage.promptTokens} prompt + ${usage.completionTokens} completion in ${(0,skip_report/* countOf */.pq)(usage.calls, 'call')}${requests}${cost}`;
}
function errorText(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 7729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G5: () => (/* binding */ replaceElements),
/* harmony export */   Tl: () => (/* binding */ replaceComments),
/* harmony export */   ki: () => (/* binding */ titleContent),
/* harmony export */   wQ: () => (/* binding */ replaceTags)
/* harmony export */ });
/**
 * The steps of reading HTML as text (comments, elements whose content is not text, tags, the title),
 * each giving what its pattern (documented on each function) gives, in time linear in the page. The
 * patterns alone are quadratic on pages that do not close what they open: an unclosed `<!--`,
 * `<script` or `<p` is tried again at each later one, reading the rest of the page each time. Pure.
 */
/** `html` with each `<!--...-->` replaced: `html.replace(/<!--[\s\S]*?-->/g, replacement)`. */
function replaceComments(html, replacement) {
    const parts = [];
    let at = 0;
    for (let open = html.indexOf('<!--'); open !== -1; open = html.indexOf('<!--', at)) {
        const close = html.indexOf('-->', open + 4);
        // Without a `-->` after it, no later `<!--` has one either.
        if (close === -1)
            break;
        parts.push(html.slice(at, open), replacement);
        at = close + 3;
    }
    parts.push(html.slice(at));
    return parts.join('');
}
/**
 * `html` with each element named in `names` (start tag to matching end tag, content included) replaced:
 * `html.replace(/<(NAMES)\b[\s\S]*?<\/\1\s*>/gi, replacement)`, or with `[\s>]` in place of `\b`. An
 * element without an end tag is left as it is.
 */
function replaceElements(html, names, replacement, nameEnd = 'boundary') {
    const alternatives = names.join('|');
    const starts = new RegExp(`<(${alternatives})${nameEnd === 'boundary' ? '\\b' : '[\\s>]'}`, 'gi');
    // Every end tag, by name: positions only grow, so one pointer per name finds the next one.
    const ends = new Map();
    for (const m of html.matchAll(new RegExp(`<\\/(${alternatives})\\s*>`, 'gi'))) {
        const name = m[1].toLowerCase();
        let list = ends.get(name);
        if (!list)
            ends.set(name, (list = { at: [], end: [], next: 0 }));
        list.at.push(m.index);
        list.end.push(m.index + m[0].length);
    }
    const parts = [];
    let at = 0;
    for (let m = starts.exec(html); m !== null; m = starts.exec(html)) {
        const list = ends.get(m[1].toLowerCase());
        const contentStart = m.index + m[0].length;
        while (list && list.next < list.at.length && list.at[list.next] < contentStart)
            list.next++;
        if (!list || list.next === list.at.length) {
            starts.lastIndex = m.index + 1;
            continue;
        }
        parts.push(html.slice(at, m.index), replacement);
        at = list.end[list.next];
        starts.lastIndex = at;
    }
    parts.push(html.slice(at));
    return parts.join('');
}
/**
 * `text.replace(tag, replacement)` for a global pattern of tags that end at the first `>` after their
 * start (`<[^>]+>`, `<\/?[a-z!][^>]*>`): it runs only up to the last `>`, since no tag can end after it
 * (each start there would read to the end of the text and fail).
 */
function replaceTags(text, tag, replacement) {
    const last = text.lastIndexOf('>');
    if (last === -1)
        return text;
    return text.slice(0, last + 1).replace(tag, replacement) + text.slice(last + 1);
}
/**
 * The content of the first `<title>` element: `/<title[^>]*>([\s\S]*?)<\/title>/i` (with `\s*` before
 * the end tag's `>` when `spaceBeforeEnd`). Only the first `<title` can start one: the `>` and the end
 * tag a later one needs come after those the first one found.
 */
function titleContent(html, spaceBeforeEnd = false) {
    const start = /<title/i.exec(html);
    if (!start)
        return undefined;
    const open = html.indexOf('>', start.index + start[0].length);
    if (open === -1)
        return undefined;
    const end = spaceBeforeEnd ? /<\/title\s*>/gi : /<\/title>/gi;
    end.lastIndex = open + 1;
    const close = end.exec(html);
    return close ? html.slice(open + 1, close.index) : undefined;
}


/***/ }),

/***/ 6425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v0: () => (/* binding */ CREDENTIALS_IN_URL),
  l3: () => (/* binding */ LlmClient)
});

// UNUSED EXPORTS: CHARS_PER_TOKEN_ESTIMATE, DEFAULT_CALL_TIMEOUT_MS, DEFAULT_EMBEDDING_BATCH_SIZE, DEFAULT_MAX_TOKENS, LlmRequestError, MAX_EMBEDDING_BATCH_SIZE, MODEL_PRICES, MalformedResponseError, OPENAI_BASE_URL, ServerClient, TokenBudgetExceeded, defaultTokenLimitParameter, isRetryableLlmError, priceFor, readCompletion, readEmbeddings, statusMessage, withoutReasoning

// EXTERNAL MODULE: ./node_modules/openai/index.mjs + 152 modules
var openai = __webpack_require__(3674);
// EXTERNAL MODULE: ./src/context/html-scan.ts
var html_scan = __webpack_require__(7729);
;// CONCATENATED MODULE: ./src/llm/error-text.ts
/**
 * What an error message quotes of a server's body: one line of at most `BODY_LINE_CHARS` characters.
 * A proxy's HTML error page (nginx, a load balancer, a web UI at the wrong URL) is reduced to its
 * title and text; every run of whitespace, newlines included, becomes one space; a longer text is cut
 * and says so. Pure.
 */

/** The most characters an error message quotes of a body, the cut mark included. */
const BODY_LINE_CHARS = 200;
/** Ends a quote that was cut. */
const CUT_MARK = '… [cut]';
const HTML_START = /^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<title[\s>])/i;
/** Elements whose content is not text a reader sees. */
const HIDDEN = ['script', 'style', 'noscript', 'template'];
const TAG = /<\/?[a-z!][^>]*>/gi;
const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** C0 and C1 control characters (tabs and newlines included): shown as spaces. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** True when `text` is an HTML page rather than a message. */
function isHtml(text) {
    return HTML_START.test(text);
}
function decodeEntities(text) {
    return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
        if (name[0] === '#') {
            const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
            return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
        }
        return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    });
}
function collapse(text) {
    return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}
/** An HTML page's title and visible text as one line: `Title: text`, or the text when it starts with the title. */
function htmlText(page) {
    const titleText = (0,html_scan/* titleContent */.ki)(page, true);
    const title = collapse(decodeEntities(titleText === undefined ? '' : (0,html_scan/* replaceTags */.wQ)(titleText, TAG, ' ')));
    const visible = (0,html_scan/* replaceElements */.G5)((0,html_scan/* replaceElements */.G5)((0,html_scan/* replaceComments */.Tl)(page, ' '), ['head'], ' ', 'space-or-gt'), HIDDEN, ' ', 'space-or-gt');
    const text = collapse(decodeEntities((0,html_scan/* replaceTags */.wQ)(visible, TAG, ' ')));
    if (!title)
        return text;
    if (!text || text.startsWith(title))
        return text || title;
    return `${title}: ${text}`;
}
/** Characters of a word, a key or a token: letters, digits and what base64, URLs and key formats use. */
const WORD_CHAR = /[\p{L}\p{N}_\-.+/=~%]/u;
/**
 * `text` as one line of at most `max` characters (code points), ending in `CUT_MARK` when cut. A cut
 * never ends inside a word: a piece of a key the server echoed back would no longer be recognised,
 * and redacted, as the key.
 */
function oneLine(text, max = BODY_LINE_CHARS) {
    const line = collapse(text);
    const chars = Array.from(line);
    if (chars.length <= max)
        return line;
    let end = Math.max(0, max - CUT_MARK.length);
    if (WORD_CHAR.test(chars[end] ?? '')) {
        while (end > 0 && WORD_CHAR.test(chars[end - 1]))
            end--;
    }
    return `${chars.slice(0, end).join('').trimEnd()}${CUT_MARK}`;
}
/** What a message quotes of a body: an HTML page's title and text, else the text, as one bounded line. */
function bodyLine(body, max = BODY_LINE_CHARS) {
    return oneLine(isHtml(body) ? htmlText(body) : body, max);
}

;// CONCATENATED MODULE: ./src/llm/replies.ts
/**
 * Reading what a model server sent back: a chat completion or an embeddings body, checked field by
 * field, with a clear `MalformedResponseError` naming what is wrong. Pure: the client passes the
 * parsed body (or the body a streamed reply was assembled into).
 */

/** Rough tokens-per-character used only when a server reports no usage. */
const CHARS_PER_TOKEN_ESTIMATE = 4;
/** How much of an unexpected body an error message quotes. */
const PREVIEW_CHARS = 200;
/** The server answered, but not with a usable reply: not JSON, no choices, or the wrong shape. */
class MalformedResponseError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'MalformedResponseError';
    }
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** What a message quotes of an unexpected value: one line of at most `PREVIEW_CHARS` characters. */
function preview(value) {
    return bodyLine(typeof value === 'string' ? value : JSON.stringify(value) ?? String(value), PREVIEW_CHARS);
}
function estimateTokens(chars) {
    return Math.ceil(chars / CHARS_PER_TOKEN_ESTIMATE);
}
function tokenCount(value) {
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}
/** A reasoning model's thinking at the start of its content (a server without a reasoning parser leaves it there). */
const LEADING_REASONING = /^\s*<(think|thinking)>[\s\S]*?(?:<\/\1>\s*|$)/;
/**
 * The content without the reasoning a model wrote before its answer (`<think>...</think>`, as Qwen3
 * and DeepSeek-R1 write it when the server does not move it to `reasoning_content`): a plan or an
 * edit block drafted and rejected there is not the answer. A reply cut off while still thinking has
 * no answer at all.
 */
function withoutReasoning(content) {
    return content.replace(LEADING_REASONING, '');
}
/** Reads a chat completion body, or says exactly what is wrong with it. */
function readCompletion(raw, label, promptChars) {
    if (typeof raw === 'string')
        throw new MalformedResponseError(`${label} returned text instead of JSON: ${preview(raw)}`);
    if (!isObject(raw))
        throw new MalformedResponseError(`${label} returned ${preview(raw)} instead of a completion object`);
    if (raw.error !== undefined)
        throw new MalformedResponseError(`${label} returned an error in a successful reply: ${preview(raw.error)}`);
    const { choices } = raw;
    if (!Array.isArray(choices))
        throw new MalformedResponseError(`${label} returned a reply without a 'choices' list: ${preview(raw)}`);
    const choice = choices[0];
    if (choice === undefined)
        throw new MalformedResponseError(`${label} returned no choices (an empty 'choices' list)`);
    const message = isObject(choice) ? choice.message : undefined;
    if (!isObject(message))
        throw new MalformedResponseError(`${label} returned a choice without a message: ${preview(choice)}`);
    const { content } = message;
    if (content !== undefined && content !== null && typeof content !== 'string') {
        throw new MalformedResponseError(`${label} returned message content that is not text: ${preview(content)}`);
    }
    const rawText = content ?? '';
    const text = withoutReasoning(rawText);
    const finishReason = isObject(choice) && typeof choice.finish_reason === 'string' ? choice.finish_reason : 'unknown';
    const usage = isObject(raw.usage) ? raw.usage : {};
    const promptTokens = tokenCount(usage.prompt_tokens);
    const completionTokens = tokenCount(usage.completion_tokens);
    const usageEstimated = promptTokens === undefined || completionTokens === undefined;
    return {
        text,
        usage: {
            promptTokens: promptTokens ?? estimateTokens(promptChars),
            completionTokens: completionTokens ?? estimateTokens(rawText.length),
        },
        finishReason,
        truncated: finishReason === 'length',
        usageEstimated,
        model: typeof raw.model === 'string' ? raw.model : '',
    };
}
/** Reads an embeddings body into vectors in input order, or says what is wrong with it. */
function readEmbeddings(raw, count, label) {
    if (!isObject(raw) || !Array.isArray(raw.data)) {
        throw new MalformedResponseError(`${label} returned a reply without a 'data' list: ${preview(raw)}`);
    }
    if (raw.data.length !== count) {
        throw new MalformedResponseError(`${label} returned ${raw.data.length} embeddings for ${count} inputs`);
    }
    const vectors = new Array(count).fill(undefined);
    raw.data.forEach((item, position) => {
        const index = isObject(item) && Number.isInteger(item.index) ? item.index : position;
        const embedding = isObject(item) ? item.embedding : undefined;
        if (!Array.isArray(embedding) || !embedding.every((x) => typeof x === 'number' && Number.isFinite(x))) {
            throw new MalformedResponseError(`${label} returned an embedding that is not a list of numbers: ${preview(embedding)}`);
        }
        if (index < 0 || index >= count || vectors[index] !== undefined) {
            throw new MalformedResponseError(`${label} returned an embedding with a bad or repeated index ${index}`);
        }
        vectors[index] = embedding;
    });
    const usage = isObject(raw.usage) ? raw.usage : {};
    return { vectors: vectors, tokens: tokenCount(usage.prompt_tokens) };
}

;// CONCATENATED MODULE: ./src/llm/retry.ts
/**
 * The one retry helper every network call goes through: bounded attempts, exponential backoff with
 * full jitter, the server's `Retry-After` hint, a timeout per attempt and a total deadline.
 * Only failures that may pass on their own are retried (408, 429, 5xx but 501, timeouts, dropped
 * connections); a request the server refused (400, 401, 403, 404, ...) or cannot serve at all (501
 * Not Implemented) fails at once with its own error. An attempt's timeout can bound the wait for
 * each sign of progress rather than the whole attempt (`AttemptContext.alive`), so a reply that keeps
 * coming is not cut while one that stops is. The clock, sleep and randomness are parameters so tests
 * run without waiting.
 */
const DEFAULT_MAX_ATTEMPTS = 4;
/** Backoff before attempt 2; doubles for every later attempt. */
const DEFAULT_BASE_DELAY_MS = 1_000;
/** Ceiling of the exponential backoff (before jitter). A `Retry-After` hint may ask for more. */
const DEFAULT_MAX_DELAY_MS = 30_000;
const DEFAULT_ATTEMPT_TIMEOUT_MS = 120_000;
/** Largest delay `setTimeout` accepts; longer timeouts are clamped to it. */
const MAX_TIMER_MS = 2_147_483_647;
/** How far down an error's `cause` chain network error codes are looked for. */
const MAX_CAUSE_DEPTH = 5;
/** Statuses retried besides every 5xx: request timeout and rate limit. */
const RETRYABLE_STATUSES = new Set([408, 429]);
/** Server errors that another attempt cannot change: 501 Not Implemented (the server lacks the feature). */
const FINAL_SERVER_STATUSES = new Set([501]);
/** Node and undici error codes of timeouts and dropped or refused connections. */
const RETRYABLE_NETWORK_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'ECONNABORTED',
    'ETIMEDOUT',
    'EPIPE',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_SOCKET',
    'UND_ERR_CONNECT_TIMEOUT',
    'UND_ERR_HEADERS_TIMEOUT',
    'UND_ERR_BODY_TIMEOUT',
]);
const systemTiming = {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, MAX_TIMER_MS))),
    random: () => Math.random(),
    schedule: (fire, ms) => {
        const timer = setTimeout(fire, Math.min(ms, MAX_TIMER_MS));
        return () => clearTimeout(timer);
    },
};
/** One attempt ran past its time. Retryable unless the total deadline was what ran out. */
class AttemptTimeoutError extends Error {
    label;
    attempt;
    timeoutMs;
    byDeadline;
    progressed;
    constructor(label, attempt, timeoutMs, 
    /** True when the attempt was cut short by the total deadline rather than the per-attempt timeout. */
    byDeadline, message = `${label} timed out after ${timeoutMs} ms (attempt ${attempt})`, 
    /** The attempt had made progress before the wait that ran out. */
    progressed = false) {
        super(message);
        this.label = label;
        this.attempt = attempt;
        this.timeoutMs = timeoutMs;
        this.byDeadline = byDeadline;
        this.progressed = progressed;
        this.name = 'AttemptTimeoutError';
    }
}
/** Every allowed attempt failed with a retryable error; `cause` is the last one. */
class RetriesExhaustedError extends Error {
    label;
    attempts;
    constructor(label, attempts, cause) {
        super(`${label} failed after ${attempts} attempt${attempts === 1 ? '' : 's'} (the limit): ${describeError(cause)}`, { cause });
        this.label = label;
        this.attempts = attempts;
        this.name = 'RetriesExhaustedError';
    }
}
/**
 * The longest wait a `Retry-After` hint is given: a server asking for more (a used-up daily quota
 * answers with a day) fails the call at once, saying so, instead of holding the run for hours.
 */
const DEFAULT_MAX_RETRY_AFTER_MS = 300_000;
/** The server asked to wait longer than `maxRetryAfterMs` before another attempt. */
class RetryAfterTooLongError extends Error {
    label;
    waitMs;
    maxMs;
    constructor(label, waitMs, maxMs, cause) {
        super(`${label} failed: the server asked to wait ${Math.ceil(waitMs / 1000)} s before trying again, more than the ${Math.round(maxMs / 1000)} s Sweep waits ` +
            `(a used-up quota?); try again later: ${describeError(cause)}`, { cause });
        this.label = label;
        this.waitMs = waitMs;
        this.maxMs = maxMs;
        this.name = 'RetryAfterTooLongError';
    }
}
/** The total deadline passed or leaves no room for another attempt; `cause` is the last error, if any. */
class DeadlineExceededError extends Error {
    label;
    attempts;
    constructor(label, attempts, reason, cause) {
        const last = cause === undefined ? '' : `; last error: ${describeError(cause)}`;
        super(`${label} stopped after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${reason}${last}`, { cause });
        this.label = label;
        this.attempts = attempts;
        this.name = 'DeadlineExceededError';
    }
}
/** An error's message; works for errors from other realms too (no `instanceof Error`). */
function describeError(error) {
    const message = field(error, 'message');
    if (typeof message === 'string' && message !== '')
        return message;
    const name = field(error, 'name');
    return typeof name === 'string' && name !== '' ? name : String(error);
}
function field(value, key) {
    return typeof value === 'object' && value !== null ? value[key] : undefined;
}
/** The HTTP status an error carries (`status` or `statusCode`), if any. */
function statusOf(error) {
    const status = field(error, 'status') ?? field(error, 'statusCode');
    return typeof status === 'number' && Number.isInteger(status) ? status : undefined;
}
/** True when the error, or one of its causes, has a network error code worth retrying. */
function hasRetryableNetworkCode(error) {
    let current = error;
    for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current !== undefined && current !== null; depth++) {
        const code = field(current, 'code');
        if (typeof code === 'string' && RETRYABLE_NETWORK_CODES.has(code))
            return true;
        current = field(current, 'cause');
    }
    return false;
}
/** The default classifier: timeouts, 408, 429, 5xx but 501, and dropped connections are retried; nothing else is. */
function isRetryableError(error) {
    if (error instanceof AttemptTimeoutError)
        return !error.byDeadline;
    const status = statusOf(error);
    if (status !== undefined)
        return RETRYABLE_STATUSES.has(status) || (status >= 500 && status <= 599 && !FINAL_SERVER_STATUSES.has(status));
    return hasRetryableNetworkCode(error);
}
function headerOf(error, name) {
    const headers = field(error, 'headers');
    if (typeof headers !== 'object' || headers === null)
        return undefined;
    const get = field(headers, 'get');
    const value = typeof get === 'function' ? get.call(headers, name) : field(headers, name);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
const SECONDS_PATTERN = /^\d+(\.\d+)?$/;
/** An HTTP date names its day or month (`Wed, 21 Oct 2015 07:28:00 GMT`); bare numbers are not dates. */
const HTTP_DATE_HINT = /[A-Za-z]{3}/;
/**
 * How long the server asked to wait, from a `Retry-After` header on the error (delta seconds or an
 * HTTP date) or the non-standard `retry-after-ms`; undefined when there is no usable hint.
 */
function retryAfterMs(error, now) {
    const millis = headerOf(error, 'retry-after-ms');
    if (millis !== undefined && SECONDS_PATTERN.test(millis))
        return Math.ceil(Number(millis));
    const value = headerOf(error, 'retry-after');
    if (value === undefined)
        return undefined;
    if (SECONDS_PATTERN.test(value))
        return Math.ceil(Number(value) * 1000);
    if (!HTTP_DATE_HINT.test(value))
        return undefined;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/** Full jitter: a uniform wait between 0 and the capped exponential backoff for this attempt. */
function backoffDelay(attempt, baseDelayMs, maxDelayMs, random) {
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    return Math.floor(random() * ceiling);
}
function checkOptions(maxAttempts, baseDelayMs, maxDelayMs, attemptTimeoutMs) {
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
        throw new Error(`Retry option maxAttempts must be a whole number of at least 1, got ${maxAttempts}`);
    }
    for (const [name, value] of [['baseDelayMs', baseDelayMs], ['maxDelayMs', maxDelayMs]]) {
        if (!(value >= 0))
            throw new Error(`Retry option ${name} must be 0 or more milliseconds, got ${value}`);
    }
    if (!(attemptTimeoutMs > 0)) {
        throw new Error(`Retry option attemptTimeoutMs must be more than 0 milliseconds, got ${attemptTimeoutMs}`);
    }
}
/** The wait an attempt gets from now: the per-attempt timeout, or less when the deadline is nearer. */
function attemptWait(limits) {
    const left = limits.deadline === undefined ? Infinity : limits.deadline - limits.timing.now();
    return { timeoutMs: Math.max(1, Math.floor(Math.min(limits.attemptTimeoutMs, left))), byDeadline: left < limits.attemptTimeoutMs };
}
/**
 * Runs one attempt, racing it against its timeout and the caller's cancellation. When either fires,
 * that is the attempt's error, whatever the aborted operation rejects with afterwards. Each call of
 * the attempt's `alive` starts the timeout again (never past the deadline).
 */
async function runAttempt(operation, limits) {
    const { label, attempt, signal } = limits;
    const controller = new AbortController();
    let stopped;
    let finished = false;
    let progressed = false;
    let cancelTimer;
    let halt = () => undefined;
    const stop = new Promise((_, reject) => {
        halt = (reason) => {
            if (stopped !== undefined || finished)
                return;
            stopped = reason;
            reject(reason);
            controller.abort(reason);
        };
    });
    const timeoutError = (timeoutMs, byDeadline) => {
        const message = byDeadline ? undefined : limits.timeoutMessage?.({ label, attempt, timeoutMs, progressed });
        return new AttemptTimeoutError(label, attempt, timeoutMs, byDeadline, message, progressed);
    };
    const arm = (wait) => {
        cancelTimer?.();
        cancelTimer = limits.timing.schedule(() => halt(timeoutError(wait.timeoutMs, wait.byDeadline)), wait.timeoutMs);
    };
    const first = attemptWait(limits);
    arm(first);
    const onCancel = () => halt(signal?.reason ?? new Error(`${label} was cancelled`));
    signal?.addEventListener('abort', onCancel, { once: true });
    const alive = () => {
        if (finished || stopped !== undefined)
            return;
        progressed = true;
        arm(attemptWait(limits));
    };
    try {
        return await Promise.race([operation({ attempt, signal: controller.signal, timeoutMs: first.timeoutMs, alive }), stop]);
    }
    catch (error) {
        throw stopped ?? error;
    }
    finally {
        finished = true;
        cancelTimer?.();
        signal?.removeEventListener('abort', onCancel);
    }
}
/**
 * Runs `operation` until it succeeds, a failure is not retryable, the attempts run out
 * (`RetriesExhaustedError`) or the deadline leaves no room (`DeadlineExceededError`).
 * A non-retryable error is rethrown as it is.
 */
async function withRetry(operation, options = {}) {
    const label = options.label ?? 'request';
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const baseDelayMs = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
    const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
    const attemptTimeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
    const isRetryable = options.isRetryable ?? isRetryableError;
    const timing = { ...systemTiming, ...options.timing };
    const { deadline, signal } = options;
    checkOptions(maxAttempts, baseDelayMs, maxDelayMs, attemptTimeoutMs);
    let lastError;
    for (let attempt = 1;; attempt++) {
        if (signal?.aborted)
            throw signal.reason ?? new Error(`${label} was cancelled`);
        if (deadline !== undefined && deadline - timing.now() <= 0)
            throw new DeadlineExceededError(label, attempt - 1, 'the total deadline has passed', lastError);
        try {
            return await runAttempt(operation, { label, attempt, attemptTimeoutMs, deadline, signal, timing, timeoutMessage: options.timeoutMessage });
        }
        catch (error) {
            if (signal?.aborted)
                throw signal.reason ?? error;
            if (error instanceof AttemptTimeoutError && error.byDeadline) {
                throw new DeadlineExceededError(label, attempt, `the total deadline was reached during attempt ${attempt}`, error);
            }
            if (!isRetryable(error))
                throw error;
            lastError = error;
            if (attempt >= maxAttempts)
                throw new RetriesExhaustedError(label, attempt, error);
            const hinted = retryAfterMs(error, timing.now());
            const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
            if (hinted !== undefined && hinted > maxRetryAfterMs)
                throw new RetryAfterTooLongError(label, hinted, maxRetryAfterMs, error);
            const delayMs = hinted ?? backoffDelay(attempt, baseDelayMs, maxDelayMs, timing.random);
            if (deadline !== undefined && timing.now() + delayMs >= deadline) {
                const reason = `waiting ${delayMs} ms for attempt ${attempt + 1} would pass the total deadline (${Math.max(0, deadline - timing.now())} ms left)`;
                throw new DeadlineExceededError(label, attempt, reason, error);
            }
            options.onRetry?.({ attempt, delayMs, error });
            await timing.sleep(delayMs);
        }
    }
}

;// CONCATENATED MODULE: ./src/llm/chat-parameters.ts


/** Words in a 400 message saying a parameter is not accepted at all (rather than out of range). */
const UNSUPPORTED_WORDS = /unsupported|not supported|unrecognized|unknown|not permitted|not allowed|extra/i;
/** `stream` or `streaming` as a word (not `stream_options`). */
const STREAM_WORD = /\bstream(?:ing)?\b/i;
/** Statuses of a refused parameter: 400, and 422 from servers that leave FastAPI's validation answer as it is. */
const REFUSED_STATUSES = new Set([400, 422]);
/** The server's own words: the error's message, and the body's message whole (the error's may be cut). */
function serverWords(error) {
    const own = describeError(error);
    const body = isObject(error) ? error.error : undefined;
    const inner = isObject(body) ? body.message : body;
    return typeof inner === 'string' && inner !== own ? `${own}\n${inner}` : own;
}
/**
 * How the completion-token limit is sent to an endpoint: OpenAI and Azure OpenAI take
 * `max_completion_tokens` (their reasoning models refuse `max_tokens`); other servers get both
 * names, since some read only `max_tokens` and ignore the other without an error (Ollama), so the
 * name would never be switched and replies would have no limit.
 */
function defaultTokenLimitParameter(baseURL, azureStyle) {
    if (azureStyle)
        return 'max_completion_tokens';
    let host;
    try {
        host = new URL(baseURL).hostname.toLowerCase();
    }
    catch {
        return 'max_completion_tokens';
    }
    return host === 'api.openai.com' || host.endsWith('.openai.azure.com') ? 'max_completion_tokens' : 'both';
}
class ChatParameters {
    tokenLimit;
    say;
    timeoutSetting;
    tokenLimitSwitched = false;
    omitTemperature = false;
    mode = 'with-usage';
    constructor(tokenLimit, 
    /** Told in a line when replies stop being streamed, or lose their usage. */
    say = () => undefined, 
    /** Names the per-request timeout's setting in those lines. */
    timeoutSetting = 'the request timeout') {
        this.tokenLimit = tokenLimit;
        this.say = say;
        this.timeoutSetting = timeoutSetting;
    }
    get streaming() {
        return this.mode;
    }
    /** The body of a request, without the stream parameters. */
    body(model, request, maxTokens) {
        const body = {
            model,
            messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
            ...(this.tokenLimit === 'both' ? { max_completion_tokens: maxTokens, max_tokens: maxTokens } : { [this.tokenLimit]: maxTokens }),
        };
        if (request.temperature !== undefined && !this.omitTemperature)
            body.temperature = request.temperature;
        if (request.responseFormat !== undefined)
            body.response_format = request.responseFormat;
        return body;
    }
    /** `body` with the stream parameters the server takes; undefined when replies are not streamed. */
    streamed(body) {
        if (this.mode === 'off')
            return undefined;
        return { ...body, stream: true, ...(this.mode === 'with-usage' ? { stream_options: { include_usage: true } } : {}) };
    }
    /** The server answered a streamed request with a whole reply: replies are asked for whole from now on. */
    wholeReplies(why) {
        if (this.mode === 'off')
            return;
        this.mode = 'off';
        this.say(`the model server does not stream replies (${why}): Sweep asks for whole replies from now on, and ${this.timeoutSetting} limits the wait for a whole reply`);
    }
    /**
     * When a 400 (or 422) says a parameter is not accepted, the body to send instead (the rest of the run does
     * the same); undefined when the error is something else or nothing is left to change.
     */
    afterRefusal(error, body) {
        if (!REFUSED_STATUSES.has(statusOf(error) ?? 0))
            return undefined;
        const param = isObject(error) && typeof error.param === 'string' ? error.param : undefined;
        const message = serverWords(error);
        const mentions = (name) => param === name || message.includes(name);
        if (body.temperature !== undefined && body.temperature !== null && mentions('temperature')) {
            this.omitTemperature = true;
            const { temperature: _dropped, ...rest } = body;
            return rest;
        }
        const limit = this.switchedTokenLimit(body, param, message, mentions);
        if (limit)
            return limit;
        if (this.mode === 'with-usage' && mentions('stream_options')) {
            this.mode = 'without-usage';
            this.say('the model server does not take stream_options: replies are streamed without their usage, which is estimated from their length');
            return body;
        }
        if (this.mode !== 'off' && (param === 'stream' || (STREAM_WORD.test(message) && UNSUPPORTED_WORDS.test(message)))) {
            this.wholeReplies('it refused a streamed request');
            return body;
        }
        return undefined;
    }
    /** With both names sent, the one refused is dropped; with one, the other is tried instead (once a run). */
    switchedTokenLimit(body, param, message, mentions) {
        if (this.tokenLimitSwitched)
            return undefined;
        const names = this.tokenLimit === 'both' ? ['max_completion_tokens', 'max_tokens'] : [this.tokenLimit];
        // The name the error gives as its parameter, else the first it names ("Unsupported parameter:
        // 'max_tokens' ... Use 'max_completion_tokens' instead").
        const named = names.filter((name) => mentions(name)).sort((a, b) => (param === a ? -1 : param === b ? 1 : message.indexOf(a) - message.indexOf(b)));
        const refused = named.find((name) => param === name || UNSUPPORTED_WORDS.test(message));
        if (!refused)
            return undefined;
        this.tokenLimitSwitched = true;
        const limit = body.max_completion_tokens ?? body.max_tokens;
        const { max_completion_tokens: _a, max_tokens: _b, ...rest } = body;
        this.tokenLimit = refused === 'max_tokens' ? 'max_completion_tokens' : 'max_tokens';
        return { ...rest, [this.tokenLimit]: limit };
    }
}

// EXTERNAL MODULE: ./src/llm/request-timeout.ts
var request_timeout = __webpack_require__(2348);
;// CONCATENATED MODULE: ./src/llm/stream.ts
/**
 * Streamed chat completions. A `stream: true` reply is server-sent events, `data: {chunk}` each and
 * `data: [DONE]` last; its chunks are assembled into the body a non-streamed reply would have had
 * (content, finish reason, usage, model), so the same checks (`readCompletion`) read both. Every
 * chunk is a sign of progress for the caller's timeout: the role chunk a server sends when the
 * model starts, a token of the answer or of the reasoning (`reasoning_content`, `reasoning`), the
 * finish, the usage. A comment line (`: keep-alive`) is not. A server that answers a streamed
 * request with a whole JSON body is read as it is. The decoder and the assembler are pure.
 */


/**
 * Splits server-sent events out of text arriving in pieces, as the WHATWG rules say: lines end in
 * LF, CRLF or CR; a blank line ends an event; `data:` lines add to its data (one space after the
 * colon dropped); lines starting with a colon are comments.
 */
class SseDecoder {
    buffer = '';
    data = [];
    event;
    /** The events `text` completes. */
    push(text) {
        this.buffer += text;
        const events = [];
        for (;;) {
            const end = this.buffer.search(/\r\n|\r|\n/);
            if (end < 0)
                break;
            // A CR last in the buffer may be the first half of a CRLF: wait for the next piece.
            if (this.buffer[end] === '\r' && end === this.buffer.length - 1)
                break;
            const line = this.buffer.slice(0, end);
            this.buffer = this.buffer.slice(end + (this.buffer.startsWith('\r\n', end) ? 2 : 1));
            const event = this.line(line);
            if (event)
                events.push(event);
        }
        return events;
    }
    /** The event left when the text ended without its blank line, if any. */
    end() {
        const rest = this.buffer;
        this.buffer = '';
        const events = [];
        if (rest !== '') {
            const event = this.line(rest.replace(/\r$/, ''));
            if (event)
                events.push(event);
        }
        const last = this.line('');
        return last ? [...events, last] : events;
    }
    line(line) {
        if (line === '') {
            const event = this.data.length ? { event: this.event, data: this.data.join('\n') } : undefined;
            this.data = [];
            this.event = undefined;
            return event;
        }
        if (line.startsWith(':'))
            return undefined;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data')
            this.data.push(value);
        else if (field === 'event')
            this.event = value;
        return undefined;
    }
}
/** A streamed reply that ended before it was whole (no `[DONE]` and no finish reason): retried like a dropped connection. */
class StreamCutError extends Error {
    constructor(label, chunks) {
        super(`${label} was cut off: the stream ended after ${chunks} chunk${chunks === 1 ? '' : 's'}, before a finish reason or [DONE]`);
        this.name = 'StreamCutError';
    }
}
/** Builds the body of a non-streamed completion from the chunks of a streamed one. */
class ChunkAssembler {
    label;
    content = '';
    reasoningChars = 0;
    sawChoice = false;
    finishReason;
    usage;
    model;
    error;
    /** Chunks added so far. */
    chunks = 0;
    constructor(label) {
        this.label = label;
    }
    /** Characters of answer and reasoning so far. */
    get received() {
        return this.content.length + this.reasoningChars;
    }
    /** The stream said it was done: a finish reason arrived, or an error. */
    get finished() {
        return this.finishReason !== undefined || this.error !== undefined;
    }
    /** The stream carried an error: nothing after it is read. */
    get failed() {
        return this.error !== undefined;
    }
    /** Adds one chunk (the parsed JSON of one event), or says what is wrong with it. */
    add(chunk) {
        this.chunks++;
        if (!isObject(chunk))
            throw new MalformedResponseError(`${this.label} sent a stream chunk that is not an object: ${preview(chunk)}`);
        if (chunk.error !== undefined && chunk.error !== null) {
            this.error = chunk.error;
            return;
        }
        // Azure OpenAI's first chunk (its prompt filter results) has an empty model and no choices.
        if (typeof chunk.model === 'string' && chunk.model !== '' && this.model === undefined)
            this.model = chunk.model;
        if (isObject(chunk.usage))
            this.usage = chunk.usage;
        const { choices } = chunk;
        if (choices === undefined || choices === null) {
            if (!isObject(chunk.usage))
                throw new MalformedResponseError(`${this.label} sent a stream chunk without a 'choices' list: ${preview(chunk)}`);
            return;
        }
        if (!Array.isArray(choices))
            throw new MalformedResponseError(`${this.label} sent a stream chunk whose 'choices' is not a list: ${preview(chunk)}`);
        for (const choice of choices)
            this.addChoice(choice);
    }
    addChoice(choice) {
        if (!isObject(choice))
            throw new MalformedResponseError(`${this.label} sent a stream choice that is not an object: ${preview(choice)}`);
        // One reply is asked for (n = 1): any other index is not it.
        if (choice.index !== undefined && choice.index !== null && choice.index !== 0)
            return;
        this.sawChoice = true;
        if (typeof choice.finish_reason === 'string')
            this.finishReason = choice.finish_reason;
        const { delta } = choice;
        if (delta === undefined || delta === null)
            return;
        if (!isObject(delta))
            throw new MalformedResponseError(`${this.label} sent a stream choice whose delta is not an object: ${preview(choice)}`);
        const { content } = delta;
        if (typeof content === 'string')
            this.content += content;
        else if (content !== undefined && content !== null)
            throw new MalformedResponseError(`${this.label} returned message content that is not text: ${preview(content)}`);
        for (const key of ['reasoning_content', 'reasoning']) {
            const reasoning = delta[key];
            if (typeof reasoning === 'string')
                this.reasoningChars += reasoning.length;
        }
    }
    /** The body a non-streamed reply would have had. */
    body() {
        return {
            object: 'chat.completion',
            ...(this.model !== undefined ? { model: this.model } : {}),
            choices: this.sawChoice ? [{ index: 0, message: { role: 'assistant', content: this.content }, finish_reason: this.finishReason ?? null }] : [],
            ...(this.usage ? { usage: this.usage } : {}),
            ...(this.error !== undefined ? { error: this.error } : {}),
        };
    }
}
const EVENT_STREAM = /^\s*text\/event-stream\b/i;
const JSON_TYPE = /^\s*application\/(?:[\w.+-]*\+)?json\b/i;
/** A body without the event-stream type that still reads as one (`data:` or a comment first). */
const LOOKS_LIKE_EVENTS = /^\uFEFF?\s*(?:data|event|id|retry)?:/;
/** Feeds one event to the assembler; true when the stream is over (`[DONE]` or an error). */
function takeEvent(event, assembler, label, progress) {
    if (event.data.trim() === '[DONE]')
        return true;
    let chunk;
    try {
        chunk = JSON.parse(event.data);
    }
    catch (error) {
        throw new MalformedResponseError(`${label} sent a stream chunk that is not valid JSON (${describeError(error)}): ${preview(event.data)}`, { cause: error });
    }
    assembler.add(chunk);
    progress.alive();
    progress.received?.(assembler.received);
    return assembler.failed;
}
function streamedBody(assembler, done, label) {
    if (!done && !assembler.finished)
        throw new StreamCutError(label, assembler.chunks);
    return { body: assembler.body(), streamed: true };
}
/** A whole body that came instead of a stream: parsed JSON, events after all, or text. */
function wholeBody(text, contentType, label, progress) {
    if (!JSON_TYPE.test(contentType) && LOOKS_LIKE_EVENTS.test(text)) {
        const decoder = new SseDecoder();
        const assembler = new ChunkAssembler(label);
        let done = false;
        for (const event of [...decoder.push(text), ...decoder.end()]) {
            if (takeEvent(event, assembler, label, progress)) {
                done = true;
                break;
            }
        }
        return streamedBody(assembler, done, label);
    }
    if (JSON_TYPE.test(contentType) || /^\s*[{[]/.test(text)) {
        try {
            return { body: JSON.parse(text), streamed: false };
        }
        catch (error) {
            if (JSON_TYPE.test(contentType)) {
                throw new MalformedResponseError(`${label} returned a body that is not valid JSON (${describeError(error)})`, { cause: error });
            }
        }
    }
    return { body: text, streamed: false };
}
/**
 * Reads the reply to a streamed chat request as it arrives, calling `progress.alive` for each chunk
 * (each piece of a whole body), until `[DONE]`, an error chunk, or the end of the body. A stream
 * that ends before its finish reason or `[DONE]` is a `StreamCutError`.
 */
async function readChatReply(response, label, progress) {
    const contentType = response.headers.get('content-type') ?? '';
    const reader = response.body?.getReader();
    if (!reader)
        return wholeBody('', contentType, label, progress);
    const text = new TextDecoder();
    const streaming = EVENT_STREAM.test(contentType);
    const decoder = new SseDecoder();
    const assembler = new ChunkAssembler(label);
    let whole = '';
    let over = false;
    try {
        for (;;) {
            const { value, done } = await reader.read();
            if (done)
                break;
            const piece = text.decode(value, { stream: true });
            if (!streaming) {
                whole += piece;
                progress.alive();
                continue;
            }
            for (const event of decoder.push(piece)) {
                if (takeEvent(event, assembler, label, progress)) {
                    over = true;
                    break;
                }
            }
            if (over)
                return streamedBody(assembler, true, label);
        }
        const rest = text.decode();
        if (!streaming)
            return wholeBody(whole + rest, contentType, label, progress);
        for (const event of [...decoder.push(rest), ...decoder.end()]) {
            if (takeEvent(event, assembler, label, progress)) {
                over = true;
                break;
            }
        }
        return streamedBody(assembler, over, label);
    }
    finally {
        // Stops the body (a server may keep it open after [DONE]) and frees the connection.
        reader.cancel().catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/llm/waiting.ts
const WAITING_NOTICE_MS = 15_000;
/** `waiting for the model (MODEL): N s so far`, then the attempt after the first and what has arrived, if anything. */
function waitingLine(model, elapsedMs, state = { attempt: 1, received: 0 }) {
    const parts = [`waiting for the model (${model}): ${Math.round(elapsedMs / 1000)} s so far`];
    if (state.attempt > 1)
        parts.push(`attempt ${state.attempt}`);
    if (state.received > 0)
        parts.push(`${state.received} characters of its reply received`);
    return parts.join(', ');
}
/** Says `waitingLine` every `everyMs` from now on; the returned function stops it. */
function startWaitingNotice(options) {
    const every = options.everyMs ?? WAITING_NOTICE_MS;
    let notices = 0;
    let stopped = false;
    let cancel;
    const next = () => {
        cancel = options.schedule(() => {
            if (stopped)
                return;
            notices++;
            options.say(waitingLine(options.model, notices * every, options.state?.()));
            next();
        }, every);
    };
    next();
    return () => {
        stopped = true;
        cancel?.();
    };
}

;// CONCATENATED MODULE: ./src/llm/client.ts
/**
 * The LLM client: chat completions and embeddings from any OpenAI-compatible endpoint (OpenAI,
 * Azure OpenAI, Ollama, vLLM, llama.cpp) through the `openai` package, whose own retries are off so
 * `retry.ts` is the only retry layer. It keeps the run's token and cost accounts, refuses a call that
 * could break the run's token cap before making it, and turns odd replies into clear errors.
 */










const OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** Why a model endpoint URL with `user:password@` cannot be used (Node's fetch refuses to send it). */
const CREDENTIALS_IN_URL = "holds a user name or password (user:password@host), which Node's fetch refuses to send: give the password as the API key, or the header through OPENAI_CUSTOM_HEADERS";
/**
 * How long a request waits for the server's first chunk, and between chunks of a streamed reply (a
 * reply that keeps coming is not cut); for a reply that is not streamed, for all of it.
 */
const DEFAULT_CALL_TIMEOUT_MS = request_timeout/* DEFAULT_REQUEST_TIMEOUT_SECONDS */.il * 1000;
/** Completion tokens a call may use (and the cap reserves) when the caller does not say. */
const DEFAULT_MAX_TOKENS = 8_192;
const DEFAULT_EMBEDDING_BATCH_SIZE = 64;
/** The most inputs OpenAI accepts in one embeddings request. */
const MAX_EMBEDDING_BATCH_SIZE = 2_048;
/** Extra time for the openai package's own timer, so the retry helper's timeout fires first. */
const CLIENT_TIMEOUT_SLACK_MS = 5_000;
const TOKENS_PER_MILLION = 1_000_000;
/** OpenAI list prices (standard tier, 2025; cached-input discounts ignored). Pass `prices` to override. */
const MODEL_PRICES = {
    'gpt-5': { input: 1.25, output: 10 },
    'gpt-5-mini': { input: 0.25, output: 2 },
    'gpt-5-nano': { input: 0.05, output: 0.4 },
    'gpt-4.1': { input: 2, output: 8 },
    'gpt-4.1-mini': { input: 0.4, output: 1.6 },
    'gpt-4.1-nano': { input: 0.1, output: 0.4 },
    'gpt-4o': { input: 2.5, output: 10 },
    'gpt-4o-mini': { input: 0.15, output: 0.6 },
    o3: { input: 2, output: 8 },
    'o3-mini': { input: 1.1, output: 4.4 },
    'o4-mini': { input: 1.1, output: 4.4 },
    'text-embedding-3-small': { input: 0.02, output: 0 },
    'text-embedding-3-large': { input: 0.13, output: 0 },
    'text-embedding-ada-002': { input: 0.1, output: 0 },
};
/** The price of a model by exact name, or with a dated snapshot suffix (`gpt-4o-2024-08-06`) removed. */
function priceFor(model, prices = MODEL_PRICES) {
    const name = model.trim().toLowerCase();
    return prices[name] ?? prices[name.replace(/-\d{4}-\d{2}-\d{2}$/, '')];
}
/** The next call could take the run past `maxTokensPerRun`; no call was made. */
class TokenBudgetExceeded extends Error {
    used;
    cap;
    requested;
    reserved;
    constructor(used, cap, requested, 
    /** Tokens held by calls still in progress. */
    reserved = 0) {
        const held = reserved ? `, calls in progress may use ${reserved} more,` : '';
        super(`Token budget exceeded: this run has used ${used} of its ${cap} tokens (max-tokens-per-run)${held} and the next call ` +
            `may use up to ${requested} more (its prompt and its longest reply); no call was made. Raise max-tokens-per-run or ask for less.`);
        this.used = used;
        this.cap = cap;
        this.requested = requested;
        this.reserved = reserved;
        this.name = 'TokenBudgetExceeded';
    }
}
/** The server refused the request or could not be reached; `status` is the HTTP status, if any. */
class LlmRequestError extends Error {
    status;
    constructor(message, status, options) {
        super(message, options);
        this.status = status;
        this.name = 'LlmRequestError';
    }
}
/**
 * The openai package's connection errors (resets, refusals, its own timeouts) and streams cut off
 * before their end are retryable; user aborts are not.
 */
function isRetryableLlmError(error) {
    if (error instanceof openai/* APIUserAbortError */.cH)
        return false;
    return error instanceof openai/* APIConnectionError */.xX || error instanceof StreamCutError || isRetryableError(error);
}
/** Errors that already say what happened pass through; a raw API error is wrapped with the call's label. */
function describeFailure(label, error) {
    if (error instanceof MalformedResponseError ||
        error instanceof RetriesExhaustedError ||
        error instanceof RetryAfterTooLongError ||
        error instanceof DeadlineExceededError ||
        error instanceof AttemptTimeoutError) {
        return error;
    }
    const status = statusOf(error);
    const why = status === undefined
        ? ''
        : status === 501
            ? ' (not retried: the server does not implement this request; is the base URL that of an OpenAI-compatible API?)'
            : ' (not retried: the server refused the request)';
    return new LlmRequestError(`${label} failed: ${describeError(error)}${why}`, status, { cause: error });
}
function checkPositiveInteger(name, value, max = Number.MAX_SAFE_INTEGER) {
    if (!Number.isInteger(value) || value < 1 || value > max) {
        throw new Error(`LlmClient option ${name} must be a whole number from 1 to ${max}, got ${value}`);
    }
}
/**
 * What an error says of the server's body: its message (OpenAI's `error.message`, a bare `error`
 * string as Ollama sends, else the JSON), or its text (an HTML page's title and text), as one line of
 * at most `BODY_LINE_CHARS` characters after the status. Undefined for an empty body.
 */
function statusMessage(status, response, text) {
    const inner = isObject(response) ? response.error : undefined;
    let quoted;
    if (isObject(inner) && inner.message !== undefined && inner.message !== null && inner.message !== '') {
        quoted = typeof inner.message === 'string' ? inner.message : JSON.stringify(inner.message);
    }
    else if (inner !== undefined && inner !== null) {
        quoted = typeof inner === 'string' ? inner : JSON.stringify(inner);
    }
    else if (response !== undefined && response !== null) {
        quoted = JSON.stringify(response);
    }
    else {
        quoted = text;
    }
    const line = quoted === undefined ? '' : bodyLine(quoted);
    if (line === '')
        return undefined;
    // A page titled "502 Bad Gateway" or a text "404 page not found" already starts with the status.
    return new RegExp(`^${status}\\b`).test(line) ? line : `${status} ${line}`;
}
/**
 * The openai client, reading the error bodies some servers send without OpenAI's `error` wrapper:
 * vLLM before mid-2025, SGLang and TensorRT-LLM answer `{"object": "error", "message": ..., "code": 400}`,
 * which the client would report as "400 status code (no body)", losing a context overflow's numbers.
 * Its errors quote the body as one line of at most `BODY_LINE_CHARS` characters (a proxy's HTML page
 * was quoted whole); the body itself stays on the error (`error`) for whoever reads its fields.
 */
class ServerClient extends openai/* default */.Ay {
    makeStatusError(status, error, message, headers) {
        const body = error;
        const bare = isObject(body) && body.error === undefined && typeof body.message === 'string';
        const wrapped = bare ? { error: body } : error;
        const made = super.makeStatusError(status, wrapped, message, headers);
        const line = statusMessage(status, wrapped, message);
        if (line !== undefined)
            made.message = line;
        return made;
    }
}
class LlmClient {
    model;
    baseURL;
    /** `baseURL` without any user:password part, for messages. */
    shownURL;
    openai;
    maxTokensPerRun;
    defaultMaxTokens;
    embeddingBatchSize;
    timeoutMs;
    timeoutSetting;
    retry;
    prices;
    params;
    notify;
    schedule;
    /** Completion tokens held for calls in progress, so parallel calls cannot jointly break the cap. */
    reserved = 0;
    totals = {
        calls: 0, requests: 0, promptTokens: 0, completionTokens: 0, truncatedReplies: 0, estimatedCalls: 0,
        embeddingCalls: 0, embeddingTokens: 0, costUsd: 0,
    };
    unpriced = new Set();
    constructor(options) {
        if (options.apiKey.trim() === '')
            throw new Error('LlmClient needs an apiKey (any non-empty value for local servers that ignore keys)');
        if (options.model.trim() === '')
            throw new Error('LlmClient needs a model name, e.g. gpt-5-mini');
        checkPositiveInteger('maxTokensPerRun', options.maxTokensPerRun);
        this.model = options.model.trim();
        this.baseURL = (options.baseURL ?? OPENAI_BASE_URL).replace(/\/+$/, '');
        this.shownURL = this.baseURL.replace(/\/\/[^/@]*@/, '//');
        this.maxTokensPerRun = options.maxTokensPerRun;
        this.defaultMaxTokens = options.defaultMaxTokens ?? DEFAULT_MAX_TOKENS;
        this.embeddingBatchSize = options.embeddingBatchSize ?? DEFAULT_EMBEDDING_BATCH_SIZE;
        this.timeoutMs = options.timeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
        checkPositiveInteger('defaultMaxTokens', this.defaultMaxTokens);
        checkPositiveInteger('embeddingBatchSize', this.embeddingBatchSize, MAX_EMBEDDING_BATCH_SIZE);
        checkPositiveInteger('timeoutMs', this.timeoutMs);
        this.timeoutSetting = options.timeoutSetting ?? request_timeout/* ACTION_TIMEOUT_SETTING */.mM;
        this.notify = options.notify;
        this.schedule = options.timing?.schedule ?? systemTiming.schedule;
        const tokenLimit = options.tokenLimitParameter ?? defaultTokenLimitParameter(this.baseURL, options.apiKeyHeader === 'api-key');
        this.params = new ChatParameters(tokenLimit, (line) => this.notify?.(line), this.timeoutSetting);
        this.prices = options.prices ?? MODEL_PRICES;
        this.retry = {
            maxAttempts: options.maxAttempts,
            attemptTimeoutMs: this.timeoutMs,
            deadline: options.deadline,
            timing: options.timing,
            onRetry: options.onRetry,
            isRetryable: isRetryableLlmError,
        };
        const azureStyle = options.apiKeyHeader === 'api-key';
        this.openai = new ServerClient({
            apiKey: options.apiKey,
            baseURL: this.baseURL,
            organization: null,
            project: null,
            maxRetries: 0,
            timeout: this.timeoutMs + CLIENT_TIMEOUT_SLACK_MS,
            defaultQuery: options.defaultQuery,
            defaultHeaders: azureStyle ? { 'api-key': options.apiKey, Authorization: null } : undefined,
        });
    }
    /** The run's accounts so far. */
    usage() {
        const t = this.totals;
        const totalTokens = t.promptTokens + t.completionTokens;
        return {
            calls: t.calls,
            requests: t.requests,
            promptTokens: t.promptTokens,
            completionTokens: t.completionTokens,
            totalTokens,
            tokensLeft: Math.max(0, this.maxTokensPerRun - totalTokens),
            truncatedReplies: t.truncatedReplies,
            estimatedCalls: t.estimatedCalls,
            embeddingCalls: t.embeddingCalls,
            embeddingTokens: t.embeddingTokens,
            // Nothing priced yet (no reply): known to be nothing only for a model with a price.
            costUsd: this.unpriced.size || (t.calls === 0 && t.embeddingCalls === 0 && !priceFor(this.model, this.prices)) ? undefined : t.costUsd,
            unpricedModels: [...this.unpriced],
        };
    }
    /** One chat completion. Throws `TokenBudgetExceeded` before calling if the reply could break the cap. */
    async complete(request) {
        if (request.messages.length === 0)
            throw new Error('complete() needs at least one message');
        const maxTokens = request.maxTokens ?? this.defaultMaxTokens;
        if (!Number.isInteger(maxTokens) || maxTokens < 1)
            throw new Error(`complete() maxTokens must be a whole number of at least 1, got ${maxTokens}`);
        const used = this.totals.promptTokens + this.totals.completionTokens;
        // The prompt counts against the cap too (estimated from its length, as usage is without a count).
        const promptChars = request.messages.reduce((sum, m) => sum + m.content.length, 0);
        const requested = estimateTokens(promptChars) + maxTokens;
        if (used + this.reserved + requested > this.maxTokensPerRun) {
            throw new TokenBudgetExceeded(used, this.maxTokensPerRun, requested, this.reserved);
        }
        this.reserved += requested;
        let raw;
        const label = `chat completion (model ${this.model} at ${this.shownURL})`;
        try {
            raw = await this.watch(this.model, (state) => this.sendChat(label, this.params.body(this.model, request, maxTokens), state));
        }
        finally {
            this.reserved -= requested;
        }
        const completion = readCompletion(raw, label, promptChars);
        this.recordCompletion(completion);
        return completion;
    }
    /** Embeddings for `texts`, in order, in batches of `embeddingBatchSize` requests. */
    async embed(texts, model, limits = {}) {
        if (model.trim() === '')
            throw new Error('embed() needs an embeddings model name, e.g. text-embedding-3-small');
        const empty = texts.findIndex((t) => t === '');
        if (empty >= 0)
            throw new Error(`embed() input ${empty} is empty; OpenAI-compatible servers reject empty inputs`);
        const vectors = [];
        for (let start = 0; start < texts.length; start += this.embeddingBatchSize) {
            const batch = texts.slice(start, start + this.embeddingBatchSize);
            const label = `embeddings (model ${model} at ${this.shownURL}, inputs ${start + 1}-${start + batch.length} of ${texts.length})`;
            let raw;
            try {
                raw = await this.watch(model, (state) => this.send(label, ({ signal, timeoutMs }) => this.openai.embeddings.create({ model, input: batch, encoding_format: 'float' }, { signal, timeout: timeoutMs + CLIENT_TIMEOUT_SLACK_MS, maxRetries: 0 }), state, limits));
            }
            catch (error) {
                throw describeFailure(label, error);
            }
            const read = readEmbeddings(raw, batch.length, label);
            const dimensions = vectors[0]?.length ?? read.vectors[0]?.length;
            const odd = read.vectors.find((v) => v.length !== dimensions);
            if (odd)
                throw new MalformedResponseError(`${label} returned vectors of ${odd.length} and ${dimensions} dimensions`);
            vectors.push(...read.vectors);
            const tokens = read.tokens ?? estimateTokens(batch.reduce((sum, t) => sum + t.length, 0));
            this.totals.embeddingCalls++;
            this.totals.embeddingTokens += tokens;
            this.addCost(model, undefined, tokens, 0);
        }
        return vectors;
    }
    /** Runs one call, saying every `WAITING_NOTICE_MS` that it is waiting (when there is someone to tell). */
    async watch(model, call) {
        const state = { attempt: 1, received: 0 };
        const stop = this.notify ? startWaitingNotice({ model, say: this.notify, schedule: this.schedule, state: () => ({ ...state }) }) : undefined;
        try {
            return await call(state);
        }
        finally {
            stop?.();
        }
    }
    /** Sends a chat body, changing what the server turns out not to take (see `ChatParameters`). */
    async sendChat(label, first, state) {
        let body = first;
        for (;;) {
            try {
                return await this.send(label, (context) => this.chatRequest(label, body, context, state), state);
            }
            catch (error) {
                const adjusted = this.params.afterRefusal(error, body);
                if (!adjusted)
                    throw describeFailure(label, error);
                body = adjusted;
            }
        }
    }
    /**
     * One chat request: streamed (each chunk restarting the attempt's timeout) unless the server
     * turned out not to stream. A whole reply to a streamed request is read as it is, and replies are
     * asked for whole from then on.
     */
    async chatRequest(label, body, context, state) {
        const options = { signal: context.signal, timeout: context.timeoutMs + CLIENT_TIMEOUT_SLACK_MS, maxRetries: 0 };
        const streamed = this.params.streamed(body);
        if (!streamed)
            return this.openai.chat.completions.create(body, options);
        const response = await this.openai.chat.completions.create(streamed, options).asResponse();
        const reply = await readChatReply(response, label, { alive: context.alive, received: (chars) => void (state.received = chars) });
        if (!reply.streamed && isObject(reply.body) && Array.isArray(reply.body.choices))
            this.params.wholeReplies('it answered a streamed request with a whole reply');
        return reply.body;
    }
    /**
     * One request through the retry helper; a body that is not JSON becomes a `MalformedResponseError`.
     * The timeout's error names its setting unless `limits` made it shorter.
     */
    send(label, request, state, limits = {}) {
        const deadline = limits.deadline === undefined ? this.retry.deadline : Math.min(limits.deadline, this.retry.deadline ?? Infinity);
        const ownTimeout = limits.timeoutMs === undefined || limits.timeoutMs >= this.timeoutMs;
        return withRetry(async (context) => {
            this.totals.requests++;
            state.attempt = context.attempt;
            state.received = 0;
            try {
                return await request(context);
            }
            catch (error) {
                // Checked by name: the parse error may come from another realm than this module's SyntaxError.
                if (isObject(error) && error.name === 'SyntaxError') {
                    throw new MalformedResponseError(`${label} returned a body that is not valid JSON (${describeError(error)})`, { cause: error });
                }
                throw error;
            }
        }, {
            ...this.retry,
            label,
            ...(limits.timeoutMs === undefined ? {} : { attemptTimeoutMs: Math.min(limits.timeoutMs, this.timeoutMs) }),
            ...(deadline === undefined ? {} : { deadline }),
            ...(ownTimeout ? { timeoutMessage: (info) => (0,request_timeout/* noAnswerMessage */.J1)(info, this.timeoutSetting) } : {}),
        });
    }
    recordCompletion(completion) {
        const t = this.totals;
        t.calls++;
        t.promptTokens += completion.usage.promptTokens;
        t.completionTokens += completion.usage.completionTokens;
        if (completion.truncated)
            t.truncatedReplies++;
        if (completion.usageEstimated)
            t.estimatedCalls++;
        this.addCost(this.model, completion.model, completion.usage.promptTokens, completion.usage.completionTokens);
    }
    /** Prices by the configured name, else by the name the server reported (Azure deployments have their own names). */
    addCost(model, reported, input, output) {
        const price = priceFor(model, this.prices) ?? (reported ? priceFor(reported, this.prices) : undefined);
        if (!price) {
            this.unpriced.add(model);
            return;
        }
        this.totals.costUsd += (input * price.input + output * price.output) / TOKENS_PER_MILLION;
    }
}


/***/ }),

/***/ 8800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TU: () => (/* binding */ Git),
/* harmony export */   Yv: () => (/* binding */ slugify)
/* harmony export */ });
/* unused harmony exports FALLBACK_IDENTITY, GitError, identityConfig */
/* harmony import */ var _git_changes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7060);
/* harmony import */ var _git_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1867);
/**
 * The git operations Sweep needs on a working copy, through the git command line: state, branches,
 * commits, fetch and push. Every command goes through the one door for programs (git-run.ts: an
 * allow-listed environment, no hook and no program the repository's configuration names) with
 * arguments (never a shell), and fails with the command and git's own message. Paths are always
 * literal (GIT_LITERAL_PATHSPECS): a file the model named `:(glob)**` or `*.json` stages that one
 * file, never every untracked file its pattern matches (credentials an earlier workflow step left in
 * the checkout among them).
 */


/** Commits made where git has no identity configured. */
const FALLBACK_IDENTITY = { name: 'Sweep', email: 'sweep@users.noreply.github.com' };
class GitError extends Error {
    name = 'GitError';
}
/** The `config` of a command that commits as `who`. */
function identityConfig(who) {
    return [
        ['user.name', who.name],
        ['user.email', who.email],
    ];
}
class Git {
    root;
    constructor(root) {
        this.root = root;
    }
    /** Runs git; returns stdout. */
    async run(args, options = {}) {
        // Configuration goes through `options.config`, which the door checks: a `-c` could switch the guard off.
        if (/^(?:-c|--config-env|--exec-path)/.test(args[0] ?? ''))
            throw new GitError(`git ${args[0]} refused: give configuration through the command's options`);
        let failure;
        try {
            const result = await (0,_git_run_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(this.root, args, { literalPathspecs: true, ...(options.input !== undefined ? { input: options.input } : {}), ...(options.config ? { config: options.config } : {}) });
            if (result.status === 0)
                return result.stdout.toString('utf8');
            failure = (0,_git_run_js__WEBPACK_IMPORTED_MODULE_1__/* .failureText */ .kY)(result);
        }
        catch (error) {
            failure = error.message;
        }
        if (options.allowFailure)
            return '';
        throw new GitError(`git ${args[0] ?? ''} failed: ${failure}`);
    }
    async isRepository() {
        return (await this.run(['rev-parse', '--is-inside-work-tree'], { allowFailure: true })).trim() === 'true';
    }
    async head() {
        return (await this.run(['rev-parse', 'HEAD'])).trim();
    }
    async currentBranch() {
        const name = (await this.run(['symbolic-ref', '--quiet', '--short', 'HEAD'], { allowFailure: true })).trim();
        return name || undefined;
    }
    /** Paths with uncommitted changes (staged, unstaged or untracked), limited to `paths` when given. */
    async dirtyPaths(paths = []) {
        return (0,_git_changes_js__WEBPACK_IMPORTED_MODULE_0__/* .parseStatus */ .i$)(await this.run(['status', '--porcelain', '-z', '--untracked-files=all', '--no-renames', '--', ...paths]));
    }
    /**
     * Tracked paths whose content, mode or presence in the checkout (staged or not) differs from the
     * commit checked out: what an earlier workflow step changed, which is not the repository's.
     */
    async uncommittedPaths() {
        return new Set((0,_git_changes_js__WEBPACK_IMPORTED_MODULE_0__/* .parseStatus */ .i$)(await this.run(['status', '--porcelain', '-z', '--untracked-files=no', '--no-renames'])));
    }
    /** The paths git tracks in the working tree, relative to the root (`/`-separated). */
    async trackedPaths() {
        return new Set((await this.run(['ls-files', '-z', '--cached'])).split('\0').filter(Boolean));
    }
    async branchExists(name) {
        return (await this.run(['rev-parse', '--verify', '--quiet', `refs/heads/${name}`], { allowFailure: true })).trim() !== '';
    }
    async checkoutNewBranch(name, from = 'HEAD') {
        await this.run(['checkout', '-q', '-b', name, from]);
    }
    async checkout(ref) {
        await this.run(['checkout', '-q', ref]);
    }
    /**
     * The files `head` changes against its merge base with `base` (what a pull request from `head` to
     * `base` shows), with the lines added and deleted (none for a binary file).
     */
    async changedFiles(base, head = 'HEAD') {
        const out = await this.run(['diff', '--numstat', '-z', '--no-renames', '--no-textconv', '--no-ext-diff', `${base}...${head}`, '--']);
        return out
            .split('\0')
            .filter(Boolean)
            .map((entry) => {
            const [added = '-', deleted = '-', ...path] = entry.split('\t');
            const counts = added === '-' ? {} : { additions: Number(added), deletions: Number(deleted) };
            return { path: path.join('\t'), ...counts };
        });
    }
    /** Authors and committers of the commits reachable from `to` but not from `from`, newest first. */
    async commitsBetween(from, to) {
        const out = await this.run(['log', '-z', '--format=%an%x01%ae%x01%cn%x01%ce', `${from}..${to}`, '--']);
        return out
            .split('\0')
            .filter(Boolean)
            .map((entry) => {
            const [an = '', ae = '', cn = '', ce = ''] = entry.split('\x01');
            return { author: { name: an, email: ae }, committer: { name: cn, email: ce } };
        });
    }
    /**
     * The credentials git's configuration keeps for remotes (`http.<url>.extraheader`), with the file
     * each is in: `.git/config` (actions/checkout before v6) or a file it includes (v6 and later keep
     * them in a file under RUNNER_TEMP, included with `includeIf.gitdir`).
     */
    async persistedCredentials() {
        const out = await this.run(['config', '--show-origin', '-z', '--get-regexp', '^http\\..*extraheader$'], { allowFailure: true });
        const parts = out.split('\0');
        const found = [];
        for (let i = 0; i + 1 < parts.length; i += 2) {
            const origin = parts[i];
            const entry = parts[i + 1];
            // Only files: what this process gives git for one command is not persisted.
            if (!origin.startsWith('file:'))
                continue;
            const nl = entry.indexOf('\n');
            found.push({ file: origin.slice('file:'.length), key: nl === -1 ? entry : entry.slice(0, nl), value: nl === -1 ? '' : entry.slice(nl + 1) });
        }
        return found;
    }
    /**
     * Runs `work` with the persisted credentials taken out of the files that hold them, and puts them
     * back afterwards, whatever `work` does: a program running meanwhile reads no token there.
     */
    async withoutPersistedCredentials(work) {
        const saved = await this.persistedCredentials();
        const keys = [...new Map(saved.map((s) => [`${s.file}\0${s.key}`, s])).values()];
        for (const { file, key } of keys)
            await this.run(['config', '--file', file, '--unset-all', key]);
        try {
            return await work();
        }
        finally {
            for (const { file, key, value } of saved)
                await this.run(['config', '--file', file, '--add', key, value]);
        }
    }
    /** The configured identity, if git has one. */
    async identity() {
        const name = (await this.run(['config', 'user.name'], { allowFailure: true })).trim();
        const email = (await this.run(['config', 'user.email'], { allowFailure: true })).trim();
        return name && email ? { name, email } : undefined;
    }
    /**
     * Stages exactly `paths` (additions, changes and deletions) and commits them; returns the new sha.
     * Without `author`, git's configured identity is used, else FALLBACK_IDENTITY. When staging or
     * committing fails, `paths` are unstaged again: the index is left as it was.
     */
    async commit(paths, message, author) {
        // Without paths `git add -A` would stage the whole working tree.
        if (paths.length === 0)
            throw new GitError('git commit refused: no paths were given to commit');
        const who = author ?? (await this.identity()) ?? FALLBACK_IDENTITY;
        try {
            await this.run(['add', '-A', '--', ...paths]);
            await this.run(['commit', '-q', '--no-verify', '-F', '-', '--', ...paths], { input: message, config: identityConfig(who) });
        }
        catch (error) {
            await this.run(['reset', '-q', '--', ...paths], { allowFailure: true });
            throw error;
        }
        return this.head();
    }
}
/** A branch-safe slug of a title: lower-case words joined by dashes, at most `max` characters. */
function slugify(text, max = 40) {
    const slug = text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, max)
        .replace(/-+$/, '');
    return slug || 'change';
}


/***/ }),

/***/ 3688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FI: () => (/* binding */ acceptable),
/* harmony export */   FN: () => (/* binding */ readFailing),
/* harmony export */   S4: () => (/* binding */ judge),
/* harmony export */   ZQ: () => (/* binding */ readCounts),
/* harmony export */   u_: () => (/* binding */ runLine)
/* harmony export */ });
/* unused harmony exports MAX_FAILING_NAMES, passed, countsText, durationText */
/**
 * What a run of the repository's tests said: the counts and the failing tests' names, read from the
 * output of the usual test runners (pytest, unittest, Jest and Vitest, Mocha, node:test and other TAP,
 * go test, cargo test, RSpec, Maven and Gradle), and what the run after Sweep's change means against
 * the run before it (failures that were already there are not the change's). Pure.
 */
/** Names shown or compared at most. */
const MAX_FAILING_NAMES = 50;
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;
const NAME_PATTERNS = [
    // pytest: "FAILED tests/test_x.py::test_y - AssertionError" and "ERROR tests/test_x.py::test_z"
    /^(?:FAILED|ERROR) ([^\s]+::[^\s]+)/,
    // unittest: "FAIL: test_y (tests.test_x.TestX)" / "ERROR: test_y (...)"
    /^(?:FAIL|ERROR): (\S+ \([\w.]+\))/,
    // go test: "--- FAIL: TestY (0.00s)"
    /^\s*--- FAIL: (\S+)/,
    // cargo test: "test tests::y ... FAILED"
    /^test (\S+) \.\.\. FAILED$/,
    // TAP (node --test, tape): "not ok 3 - name"
    /^\s*not ok \d+ (?:- )?(.+?)(?:\s+#.*)?$/,
    // RSpec: "rspec ./spec/x_spec.rb:12 # name"
    /^rspec (\.\/\S+:\d+)/,
    // Jest/Vitest: "● Suite › name" (the failure headings) and "✕ name (5 ms)" / "× name"
    /^\s*● (?!Console$)(.+?)$/,
    /^\s*[✕×] (.+?)(?: \(\d+(?:\.\d+)? ?m?s\))?$/,
    // Mocha: "  1) Suite name:" (the failure list)
    /^\s+\d+\) (.+?):?$/,
    // Maven Surefire: "[ERROR]   TestX.testY:42 expected..." and "[ERROR] testY(TestX)  Time elapsed"
    /^\[ERROR\]\s+(\w[\w.$]*\.\w+(?::\d+)?)\s/,
];
/** Reads a number from `match[group]`, or undefined. */
const num = (value) => (value === undefined ? undefined : Number(value));
/** The counts the output's summary lines state; the last summary seen wins for each count. */
function readCounts(output) {
    const counts = {};
    const set = (key, value) => {
        if (value !== undefined && Number.isFinite(value))
            counts[key] = value;
    };
    for (const raw of output.split('\n')) {
        const line = raw.replace(ANSI, '').trim();
        if (line.length > 300)
            continue;
        let m;
        // pytest: "===== 2 failed, 3 passed, 1 skipped in 0.12s ====="
        if ((m = /^=+ (.*\d+ (?:passed|failed|error|errors|skipped)\b.*?) in [\d.]+s/.exec(line))) {
            set('passed', num(/(\d+) passed/.exec(m[1])?.[1]) ?? 0);
            set('failed', (num(/(\d+) failed/.exec(m[1])?.[1]) ?? 0) + (num(/(\d+) errors?\b/.exec(m[1])?.[1]) ?? 0));
            const skipped = num(/(\d+) skipped/.exec(m[1])?.[1]);
            if (skipped !== undefined)
                set('skipped', skipped);
            continue;
        }
        // Jest / Vitest: "Tests:       1 failed, 2 passed, 3 total" / "Tests  1 failed | 2 passed (3)"
        if ((m = /^Tests:?\s+(.*(?:passed|failed).*)$/.exec(line))) {
            set('passed', num(/(\d+) passed/.exec(m[1])?.[1]) ?? 0);
            set('failed', num(/(\d+) failed/.exec(m[1])?.[1]) ?? 0);
            const skipped = num(/(\d+) (?:skipped|todo)/.exec(m[1])?.[1]);
            if (skipped !== undefined)
                set('skipped', skipped);
            continue;
        }
        // unittest: "Ran 5 tests in 0.01s" then "FAILED (failures=1, errors=1)" or "OK"
        if ((m = /^Ran (\d+) tests? in /.exec(line))) {
            counts.passed = Number(m[1]);
            counts.failed = 0;
            continue;
        }
        if ((m = /^FAILED \(((?:failures|errors|skipped|expected failures)=\d+(?:, )?)+\)$/.exec(line))) {
            const failed = (num(/failures=(\d+)/.exec(line)?.[1]) ?? 0) + (num(/errors=(\d+)/.exec(line)?.[1]) ?? 0);
            if (counts.passed !== undefined)
                counts.passed = Math.max(0, counts.passed - failed);
            set('failed', failed);
            continue;
        }
        // Mocha: "3 passing (12ms)", "1 failing", "2 pending"
        if ((m = /^(\d+) (passing|failing|pending)\b/.exec(line))) {
            set(m[2] === 'passing' ? 'passed' : m[2] === 'failing' ? 'failed' : 'skipped', Number(m[1]));
            continue;
        }
        // TAP / node:test: "# pass 3", "# fail 1", "# skipped 0"
        if ((m = /^(?:#|ℹ) (pass|fail|skipped|todo) (\d+)$/.exec(line))) {
            set(m[1] === 'pass' ? 'passed' : m[1] === 'fail' ? 'failed' : 'skipped', Number(m[2]));
            continue;
        }
        // cargo: "test result: FAILED. 3 passed; 1 failed; 0 ignored"
        if ((m = /^test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored/.exec(line))) {
            set('passed', Number(m[1]));
            set('failed', Number(m[2]));
            set('skipped', Number(m[3]));
            continue;
        }
        // RSpec: "10 examples, 2 failures, 1 pending"
        if ((m = /^(\d+) examples?, (\d+) failures?(?:, (\d+) pending)?/.exec(line))) {
            const total = Number(m[1]);
            const failed = Number(m[2]);
            const pending = num(m[3]) ?? 0;
            set('passed', total - failed - pending);
            set('failed', failed);
            if (m[3] !== undefined)
                set('skipped', pending);
            continue;
        }
        // Maven / Gradle: "Tests run: 12, Failures: 1, Errors: 0, Skipped: 2"
        if ((m = /^(?:\[\w+\]\s+)?Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)\s*$/.exec(line))) {
            const failed = Number(m[2]) + Number(m[3]);
            set('passed', Number(m[1]) - failed - Number(m[4]));
            set('failed', failed);
            set('skipped', Number(m[4]));
        }
    }
    return counts;
}
/** The failing tests the output names, in order, without repeats (at most MAX_FAILING_NAMES). */
function readFailing(output) {
    const names = [];
    const seen = new Set();
    for (const raw of output.split('\n')) {
        if (names.length >= MAX_FAILING_NAMES)
            break;
        const line = raw.replace(ANSI, '').replace(/\s+$/, '');
        if (line.length > 500)
            continue;
        for (const pattern of NAME_PATTERNS) {
            const m = pattern.exec(line);
            const name = m?.[1]?.trim();
            if (!name)
                continue;
            if (!seen.has(name)) {
                seen.add(name);
                names.push(name);
            }
            break;
        }
    }
    return names;
}
/** True when the run succeeded. */
const passed = (run) => run.status === 0 && !run.timedOut;
/**
 * The verdict on `after`, given `before` (the same command on the checkout before the change;
 * undefined when it was not run). A failure already there is not blamed on the change: when both
 * runs name their failing tests, only those not failing before count; when they do not, a run that
 * failed before and fails after with no more failures than before is failing as before.
 */
function judge(after, before) {
    if (after.timedOut)
        return before?.timedOut ? { kind: 'failing-before', failing: [] } : { kind: 'timed-out' };
    if (passed(after))
        return { kind: 'passed' };
    if (!before || passed(before))
        return { kind: 'failed', failing: after.failing, newlyFailing: after.failing };
    if (after.failing.length && before.failing.length) {
        const old = new Set(before.failing);
        const newly = after.failing.filter((name) => !old.has(name));
        return newly.length ? { kind: 'failed', failing: after.failing, newlyFailing: newly } : { kind: 'failing-before', failing: after.failing };
    }
    const more = after.counts.failed !== undefined && before.counts.failed !== undefined && after.counts.failed > before.counts.failed;
    return more ? { kind: 'failed', failing: after.failing, newlyFailing: [] } : { kind: 'failing-before', failing: after.failing };
}
/** True when the verdict lets the change go as it is. */
const acceptable = (verdict) => verdict.kind === 'passed' || verdict.kind === 'failing-before';
/** `3 passed, 1 failed, 2 skipped` from the counts, or '' when the output stated none. */
function countsText(counts) {
    const parts = [];
    if (counts.passed !== undefined)
        parts.push(`${counts.passed} passed`);
    if (counts.failed !== undefined)
        parts.push(`${counts.failed} failed`);
    if (counts.skipped)
        parts.push(`${counts.skipped} skipped`);
    return parts.join(', ');
}
/** `850 ms`, `1.2 s`, `2 min 5 s`. */
function durationText(ms) {
    if (ms < 1_000)
        return `${Math.round(ms)} ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(1)} s`;
    const s = Math.round(ms / 1000);
    return `${Math.floor(s / 60)} min ${s % 60} s`;
}
/** One run in a line: `passed (12 passed, 1 skipped) in 3.4 s`, `failed (...)`, `stopped at the time limit`. */
function runLine(run) {
    if (run.timedOut)
        return `stopped at the time limit after ${durationText(run.durationMs)}`;
    const counts = countsText(run.counts);
    const outcome = passed(run) ? 'passed' : run.status === null ? 'ended by a signal' : `failed (exit ${run.status})`;
    return `${outcome}${counts ? `, ${counts}` : ''}, in ${durationText(run.durationMs)}`;
}


/***/ })

};
