export const id = 828;
export const ids = [828];
export const modules = {

/***/ 8793:
/***/ ((__unused_webpack_module, exports) => {



exports.byteLength = byteLength
exports.toByteArray = toByteArray
exports.fromByteArray = fromByteArray

var lookup = []
var revLookup = []
var Arr = typeof Uint8Array !== 'undefined' ? Uint8Array : Array

var code = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
for (var i = 0, len = code.length; i < len; ++i) {
  lookup[i] = code[i]
  revLookup[code.charCodeAt(i)] = i
}

// Support decoding URL-safe base64 strings, as Node.js does.
// See: https://en.wikipedia.org/wiki/Base64#URL_applications
revLookup['-'.charCodeAt(0)] = 62
revLookup['_'.charCodeAt(0)] = 63

function getLens (b64) {
  var len = b64.length

  if (len % 4 > 0) {
    throw new Error('Invalid string. Length must be a multiple of 4')
  }

  // Trim off extra bytes after placeholder bytes are found
  // See: https://github.com/beatgammit/base64-js/issues/42
  var validLen = b64.indexOf('=')
  if (validLen === -1) validLen = len

  var placeHoldersLen = validLen === len
    ? 0
    : 4 - (validLen % 4)

  return [validLen, placeHoldersLen]
}

// base64 is 4/3 + up to two characters of the original data
function byteLength (b64) {
  var lens = getLens(b64)
  var validLen = lens[0]
  var placeHoldersLen = lens[1]
  return ((validLen + placeHoldersLen) * 3 / 4) - placeHoldersLen
}

function _byteLength (b64, validLen, placeHoldersLen) {
  return ((validLen + placeHoldersLen) * 3 / 4) - placeHoldersLen
}

function toByteArray (b64) {
  var tmp
  var lens = getLens(b64)
  var validLen = lens[0]
  var placeHoldersLen = lens[1]

  var arr = new Arr(_byteLength(b64, validLen, placeHoldersLen))

  var curByte = 0

  // if there are placeholders, only get up to the last complete 4 chars
  var len = placeHoldersLen > 0
    ? validLen - 4
    : validLen

  var i
  for (i = 0; i < len; i += 4) {
    tmp =
      (revLookup[b64.charCodeAt(i)] << 18) |
      (revLookup[b64.charCodeAt(i + 1)] << 12) |
      (revLookup[b64.charCodeAt(i + 2)] << 6) |
      revLookup[b64.charCodeAt(i + 3)]
    arr[curByte++] = (tmp >> 16) & 0xFF
    arr[curByte++] = (tmp >> 8) & 0xFF
    arr[curByte++] = tmp & 0xFF
  }

  if (placeHoldersLen === 2) {
    tmp =
      (revLookup[b64.charCodeAt(i)] << 2) |
      (revLookup[b64.charCodeAt(i + 1)] >> 4)
    arr[curByte++] = tmp & 0xFF
  }

  if (placeHoldersLen === 1) {
    tmp =
      (revLookup[b64.charCodeAt(i)] << 10) |
      (revLookup[b64.charCodeAt(i + 1)] << 4) |
      (revLookup[b64.charCodeAt(i + 2)] >> 2)
    arr[curByte++] = (tmp >> 8) & 0xFF
    arr[curByte++] = tmp & 0xFF
  }

  return arr
}

function tripletToBase64 (num) {
  return lookup[num >> 18 & 0x3F] +
    lookup[num >> 12 & 0x3F] +
    lookup[num >> 6 & 0x3F] +
    lookup[num & 0x3F]
}

function encodeChunk (uint8, start, end) {
  var tmp
  var output = []
  for (var i = start; i < end; i += 3) {
    tmp =
      ((uint8[i] << 16) & 0xFF0000) +
      ((uint8[i + 1] << 8) & 0xFF00) +
      (uint8[i + 2] & 0xFF)
    output.push(tripletToBase64(tmp))
  }
  return output.join('')
}

function fromByteArray (uint8) {
  var tmp
  var len = uint8.length
  var extraBytes = len % 3 // if we have 1 byte left, pad 2 bytes
  var parts = []
  var maxChunkLength = 16383 // must be multiple of 3

  // go through the array every three bytes, we'll deal with trailing stuff later
  for (var i = 0, len2 = len - extraBytes; i < len2; i += maxChunkLength) {
    parts.push(encodeChunk(uint8, i, (i + maxChunkLength) > len2 ? len2 : (i + maxChunkLength)))
  }

  // pad the end with zeros, but make sure to not forget the extra bytes
  if (extraBytes === 1) {
    tmp = uint8[len - 1]
    parts.push(
      lookup[tmp >> 2] +
      lookup[(tmp << 4) & 0x3F] +
      '=='
    )
  } else if (extraBytes === 2) {
    tmp = (uint8[len - 2] << 8) + uint8[len - 1]
    parts.push(
      lookup[tmp >> 10] +
      lookup[(tmp >> 4) & 0x3F] +
      lookup[(tmp << 2) & 0x3F] +
      '='
    )
  }

  return parts.join('')
}


/***/ }),

/***/ 3562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CONTEXT_SNIPPETS: () => (/* binding */ CONTEXT_SNIPPETS),
  CONTEXT_TOP_FILES: () => (/* binding */ CONTEXT_TOP_FILES),
  contextCommand: () => (/* binding */ contextCommand)
});

// EXTERNAL MODULE: ./src/context/assemble.ts
var assemble = __webpack_require__(4507);
// EXTERNAL MODULE: ./src/context/budget.ts + 1 modules
var context_budget = __webpack_require__(6886);
// EXTERNAL MODULE: ./src/context/gather.ts + 1 modules
var gather = __webpack_require__(7556);
// EXTERNAL MODULE: ./src/text-ends.ts
var text_ends = __webpack_require__(2767);
// EXTERNAL MODULE: ./src/context/html-scan.ts
var html_scan = __webpack_require__(7729);
// EXTERNAL MODULE: external "node:dns/promises"
var promises_ = __webpack_require__(1553);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(4649);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
;// CONCATENATED MODULE: ./src/context/addresses.ts
/**
 * Which network addresses a linked page may be fetched from: only public unicast ones. Addresses
 * are parsed to bytes first, so every spelling of one address is judged alike: IPv4 in decimal,
 * octal or hex parts (`2130706433`, `0177.0.0.1`, `0x7f.1`), IPv6 with `::` and a dotted tail, and
 * IPv4 carried inside IPv6 (IPv4-mapped `::ffff:127.0.0.1` / `::ffff:7f00:1`, IPv4-compatible
 * `::127.0.0.1`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) is judged as the IPv4 address it carries.
 * Refused: unspecified, loopback, private, shared (CGNAT), link-local (cloud metadata among them),
 * multicast, documentation, benchmarking and reserved ranges, and IPv6 outside global unicast.
 * Pure.
 */
const ip4 = (a, b, c, d) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
/** IPv4 ranges that are not on the public internet (RFC 6890 and its updates). */
const BLOCKED_IPV4 = [
    [ip4(0, 0, 0, 0), 8, 'this network'],
    [ip4(10, 0, 0, 0), 8, 'private'],
    [ip4(100, 64, 0, 0), 10, 'shared address space (CGNAT)'],
    [ip4(127, 0, 0, 0), 8, 'loopback'],
    [ip4(169, 254, 0, 0), 16, 'link-local (cloud metadata)'],
    [ip4(172, 16, 0, 0), 12, 'private'],
    [ip4(192, 0, 0, 0), 24, 'IETF protocol assignments'],
    [ip4(192, 0, 2, 0), 24, 'documentation'],
    [ip4(192, 88, 99, 0), 24, '6to4 relay'],
    [ip4(192, 168, 0, 0), 16, 'private'],
    [ip4(198, 18, 0, 0), 15, 'benchmarking'],
    [ip4(198, 51, 100, 0), 24, 'documentation'],
    [ip4(203, 0, 113, 0), 24, 'documentation'],
    [ip4(224, 0, 0, 0), 4, 'multicast'],
    [ip4(240, 0, 0, 0), 4, 'reserved'],
];
const MAX_IPV4 = 0xffffffff;
/** One part of a loose IPv4 address (inet_aton): decimal, octal with a leading 0, or hex with 0x. */
function ipv4Part(part) {
    if (/^0x[0-9a-f]*$/i.test(part))
        return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    if (/^0[0-7]+$/.test(part))
        return parseInt(part, 8);
    if (/^(?:0|[1-9][0-9]*)$/.test(part))
        return Number(part);
    return undefined;
}
/** An IPv4 address in any form browsers and inet_aton accept, as a 32-bit number; undefined otherwise. */
function parseIPv4(text) {
    const parts = text.replace(/\.$/, '').split('.');
    if (parts.length === 0 || parts.length > 4 || parts.some((p) => p === ''))
        return undefined;
    const values = parts.map(ipv4Part);
    if (values.some((v) => v === undefined))
        return undefined;
    const numbers = values;
    const last = numbers[numbers.length - 1];
    const lastMax = 256 ** (5 - numbers.length) - 1;
    if (numbers.slice(0, -1).some((v) => v > 255) || last > lastMax || last > MAX_IPV4)
        return undefined;
    let value = 0;
    numbers.slice(0, -1).forEach((v, i) => (value += v * 256 ** (3 - i)));
    return value + last;
}
const formatIPv4 = (value) => [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
const DOTTED_QUAD = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** The 16-bit words of one side of `::`; undefined when a word is not 1-4 hex digits. */
function hexWords(half) {
    if (half === '')
        return [];
    const out = [];
    for (const word of half.split(':')) {
        if (!/^[0-9a-f]{1,4}$/.test(word))
            return undefined;
        out.push(parseInt(word, 16));
    }
    return out;
}
/** An IPv6 address (brackets and a zone id allowed, a dotted IPv4 tail too) as 16 bytes; undefined when it is not one. */
function parseIPv6(text) {
    let rest = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '').toLowerCase();
    let tail = [];
    const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(rest);
    if (dotted) {
        if (!DOTTED_QUAD.test(dotted[2]))
            return undefined;
        const v4 = parseIPv4(dotted[2]);
        tail = [v4 >>> 16, v4 & 0xffff];
        rest = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1);
    }
    const halves = rest.split('::');
    if (halves.length > 2)
        return undefined;
    const head = hexWords(halves[0]);
    const back = halves.length === 2 ? hexWords(halves[1]) : [];
    if (!head || !back)
        return undefined;
    const after = [...back, ...tail];
    const missing = 8 - head.length - after.length;
    if (halves.length === 1 ? missing !== 0 : missing < 1)
        return undefined;
    const bytes = new Uint8Array(16);
    [...head, ...new Array(missing).fill(0), ...after].forEach((word, i) => {
        bytes[2 * i] = word >> 8;
        bytes[2 * i + 1] = word & 255;
    });
    return bytes;
}
function ipv4Refusal(value) {
    for (const [base, bits, name] of BLOCKED_IPV4) {
        const mask = bits === 0 ? 0 : (MAX_IPV4 << (32 - bits)) >>> 0;
        if (((value & mask) >>> 0) === base)
            return name;
    }
    return undefined;
}
const startsWith = (bytes, prefix) => prefix.every((b, i) => bytes[i] === b);
const v4At = (bytes, at) => ip4(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
const allZero = (bytes, from, to) => bytes.subarray(from, to).every((b) => b === 0);
/** IPv6 prefixes refused outright (inside or outside global unicast): [bytes, bits, name]. */
const BLOCKED_IPV6 = [
    [[0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48, 'local-use NAT64'],
    [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64, 'discard-only'],
    [[0x20, 0x01, 0x0d, 0xb8], 32, 'documentation'],
    [[0x20, 0x01, 0x00], 23, 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'],
    [[0x3f, 0xff, 0x00], 20, 'documentation'],
    [[0x5f, 0x00], 16, 'segment routing'],
];
function prefixMatches(bytes, prefix, bits) {
    for (let bit = 0; bit < bits; bit++) {
        const byte = bit >> 3;
        const mask = 0x80 >> (bit & 7);
        if (((bytes[byte] ^ (prefix[byte] ?? 0)) & mask) !== 0)
            return false;
    }
    return true;
}
function ipv6Refusal(bytes) {
    if (allZero(bytes, 0, 16))
        return 'unspecified';
    if (allZero(bytes, 0, 15) && bytes[15] === 1)
        return 'loopback';
    // IPv4 carried inside IPv6 is judged as that IPv4 address.
    if (allZero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff)
        return embedded(v4At(bytes, 12), 'IPv4-mapped');
    if (allZero(bytes, 0, 12))
        return embedded(v4At(bytes, 12), 'IPv4-compatible');
    if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b]) && allZero(bytes, 4, 12))
        return embedded(v4At(bytes, 12), 'NAT64');
    if (startsWith(bytes, [0x20, 0x02]))
        return embedded(v4At(bytes, 2), '6to4');
    for (const [prefix, bits, name] of BLOCKED_IPV6)
        if (prefixMatches(bytes, prefix, bits))
            return name;
    if ((bytes[0] & 0xe0) !== 0x20) {
        if (bytes[0] === 0xff)
            return 'multicast';
        if ((bytes[0] & 0xfe) === 0xfc)
            return 'unique local (private, cloud metadata)';
        if (bytes[0] === 0xfe && (bytes[1] & 0xc0) === 0x80)
            return 'link-local';
        return 'not global unicast';
    }
    return undefined;
}
function embedded(value, how) {
    const refusal = ipv4Refusal(value);
    return refusal ? `${how} ${formatIPv4(value)}, ${refusal}` : undefined;
}
/** The address a host names when it is an IP literal in any spelling, checked; undefined for a host name. */
function checkAddress(host) {
    const bare = host.replace(/^\[|\]$/g, '');
    if (bare.includes(':')) {
        const bytes = parseIPv6(bare);
        if (!bytes)
            return undefined;
        const refusal = ipv6Refusal(bytes);
        return { address: bare.replace(/%.*$/, ''), family: 6, ...(refusal ? { refusal } : {}) };
    }
    const v4 = parseIPv4(bare);
    if (v4 === undefined)
        return undefined;
    const refusal = ipv4Refusal(v4);
    return { address: formatIPv4(v4), family: 4, ...(refusal ? { refusal } : {}) };
}
/** True for an address that is not on the public internet (or is not an address at all). */
function isPrivateAddress(address) {
    const checked = checkAddress(address);
    return !checked || checked.refusal !== undefined;
}

;// CONCATENATED MODULE: ./src/context/safe-fetch.ts
/**
 * A GET that only ever talks to public addresses: the host is resolved once, every address it
 * resolves to must be public (addresses.ts), and the connection goes to the address that was
 * checked (no second DNS lookup for a rebinding answer to slip in). Redirects are followed by hand,
 * at most `maxRedirects`, each hop checked the same way; the body is read up to `maxBytes`; the
 * whole exchange ends when `signal` aborts. Resolver and connector are parameters: tests pass a
 * resolver that answers what they need and a connector that maps a public address to a loopback
 * test server, so no test needs the internet.
 */






/** Why a URL was not fetched, in words for the context. */
class FetchRefused extends Error {
    name = 'FetchRefused';
}
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const systemResolver = async (host) => {
    const records = await (0,promises_.lookup)(host, { all: true, verbatim: true });
    return records.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
};
/** Plain TCP, or TLS with the host name for SNI and certificate checks, to the checked address. */
const directConnector = (target) => {
    if (!target.tls)
        return (0,external_node_net_.connect)({ host: target.address, port: target.port });
    return (0,external_node_tls_.connect)({ host: target.address, port: target.port, ALPNProtocols: ['http/1.1'], ...((0,external_node_net_.isIP)(target.host) ? {} : { servername: target.host }) });
};
/** The one address to connect to for `url`, after checking every address its host stands for. */
async function checkedTarget(url, resolve) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new FetchRefused('only http and https links are fetched');
    if (url.username || url.password)
        throw new FetchRefused('links with credentials are not fetched');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const literal = checkAddress(host);
    let addresses;
    if (literal)
        addresses = [literal];
    else {
        try {
            addresses = await resolve(host);
        }
        catch {
            throw new FetchRefused(`the host ${host} could not be resolved`);
        }
    }
    if (addresses.length === 0)
        throw new FetchRefused(`the host ${host} could not be resolved`);
    for (const { address } of addresses) {
        const checked = checkAddress(address);
        if (!checked || checked.refusal)
            throw new FetchRefused(`${host} is not a public address (${checked?.refusal ?? `${address} is not an IP address`})`);
    }
    const pinned = checkAddress(addresses[0].address);
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    return { address: pinned.address, family: pinned.family, port, host, tls: url.protocol === 'https:' };
}
/** One GET over a connection to `target`; resolves with the response head. */
function get(url, target, options) {
    const connector = options.connect ?? directConnector;
    const request = target.tls ? external_node_https_.request : external_node_http_.request;
    return new Promise((resolve, reject) => {
        const req = request({
            protocol: url.protocol,
            host: target.host,
            port: target.port,
            path: `${url.pathname}${url.search}`,
            method: 'GET',
            headers: { ...options.headers, host: url.host },
            signal: options.signal,
            // With no agent, the request uses this connection and never looks the host up itself.
            createConnection: () => connector(target),
        });
        req.on('response', resolve);
        req.on('error', reject);
        req.end();
    });
}
/** The body up to `maxBytes`, then the connection is closed. */
function readLimited(response, maxBytes) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        let done = false;
        const finish = (truncated) => {
            if (done)
                return;
            done = true;
            const all = Buffer.concat(chunks);
            resolve({ body: new Uint8Array(all.buffer, all.byteOffset, Math.min(all.byteLength, maxBytes)), truncated });
        };
        const fail = (error) => {
            if (done)
                return;
            done = true;
            reject(error);
        };
        response.on('data', (chunk) => {
            chunks.push(chunk);
            size += chunk.byteLength;
            if (size >= maxBytes) {
                finish(true);
                response.destroy();
            }
        });
        response.on('end', () => finish(false));
        response.on('error', fail);
        response.on('aborted', () => fail(new Error('the connection was closed early')));
    });
}
/** GETs `url`, following redirects by hand, talking only to checked public addresses. */
async function safeGet(url, options) {
    const resolve = options.resolve ?? systemResolver;
    let current = new URL(url);
    for (let hop = 0; hop <= options.maxRedirects; hop++) {
        const target = await checkedTarget(current, resolve);
        options.signal.throwIfAborted();
        const response = await get(current, target, options);
        const location = response.headers.location;
        if (REDIRECTS.has(response.statusCode ?? 0) && location) {
            response.destroy();
            current = new URL(location, current);
            continue;
        }
        const contentType = response.headers['content-type'] ?? '';
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300 || (options.acceptType && !options.acceptType(contentType))) {
            response.destroy();
            return { url: current.href, status, contentType, body: new Uint8Array(0), truncated: false };
        }
        return { url: current.href, status, contentType, ...(await readLimited(response, options.maxBytes)) };
    }
    throw new FetchRefused('too many redirects');
}

;// CONCATENATED MODULE: ./src/context/links.ts
/**
 * Public web pages an issue links to, fetched with size and time limits and turned into plain text
 * for the context. Only public addresses are fetched, connected to as checked and re-checked on
 * every redirect (safe-fetch.ts, addresses.ts); only text content types are read, and a failure is
 * noted, never fatal. Fetched text is data for the model, never instructions: it enters the prompt
 * through the door for outside text.
 */




const DEFAULT_MAX_LINKS = 3;
const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_BYTES = 512 * 1024;
const DEFAULT_MAX_REDIRECTS = 3;
const TEXT_TYPES = /^(?:text\/|application\/(?:json|xml|xhtml\+xml|javascript)|[^;]*\+json)/i;
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`)\]]+/g;
/** The distinct http(s) links of a text, in order, without trailing punctuation. */
function extractLinks(text, max = DEFAULT_MAX_LINKS) {
    const out = [];
    for (const m of text.matchAll(URL_PATTERN)) {
        const url = (0,text_ends/* trimEndChars */.v)(m[0], '.,;:!?');
        try {
            const parsed = new URL(url);
            if (parsed.username || parsed.password)
                continue;
        }
        catch {
            continue;
        }
        if (!out.includes(url))
            out.push(url);
        if (out.length >= max)
            break;
    }
    return out;
}
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** Elements whose content is not the page's text. */
const HIDDEN_ELEMENTS = ['head', 'title', 'script', 'style', 'noscript', 'svg', 'nav', 'footer', 'header', 'template', 'iframe'];
const BLOCK_TAG = /<\/?(?:p|div|section|article|li|ul|ol|h[1-6]|pre|tr|table|blockquote|dd|dt)\b[^>]*>/gi;
/** Plain text of an HTML page: scripts, styles and navigation dropped, blocks on their own lines. */
function htmlToText(html) {
    const title = (0,html_scan/* titleContent */.ki)(html);
    const visible = (0,html_scan/* replaceElements */.G5)((0,html_scan/* replaceComments */.Tl)(html, ' '), HIDDEN_ELEMENTS, ' ');
    const blocks = (0,html_scan/* replaceTags */.wQ)(visible.replace(/<br\s*\/?>/gi, '\n'), BLOCK_TAG, '\n');
    const text = (0,html_scan/* replaceTags */.wQ)(blocks, /<[^>]+>/g, ' ')
        .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, code) => {
        if (code.startsWith('#')) {
            const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
            return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : ' ';
        }
        return ENTITIES[code.toLowerCase()] ?? m;
    })
        .replace(/[ \t\f\v\r]+/g, ' ')
        .replace(/ *\n */g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
    const cleanTitle = title?.replace(/\s+/g, ' ').trim();
    return cleanTitle ? { text, title: cleanTitle } : { text };
}
/** Fetches one page as text, or says why not. */
async function fetchPage(url, options = {}) {
    try {
        new URL(url);
    }
    catch {
        return { url, error: 'not a valid URL' };
    }
    try {
        const response = await safeGet(url, {
            maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
            maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
            signal: options.signal ?? AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
            headers: { accept: 'text/html, text/plain, text/markdown, application/json;q=0.9, */*;q=0.1' },
            acceptType: (type) => TEXT_TYPES.test(type),
            ...(options.resolve ? { resolve: options.resolve } : {}),
            ...(options.connect ? { connect: options.connect } : {}),
        });
        if (response.status < 200 || response.status >= 300)
            return { url, error: `HTTP ${response.status}` };
        if (!TEXT_TYPES.test(response.contentType))
            return { url, error: `not a text page (${response.contentType.split(';')[0] || 'no content type'})` };
        const raw = new TextDecoder('utf-8').decode(response.body);
        const page = /html/i.test(response.contentType) ? htmlToText(raw) : { text: raw.trim() };
        return { url, ...page, ...(response.truncated ? { text: `${page.text}\n[... truncated]` } : {}) };
    }
    catch (error) {
        if (error instanceof FetchRefused)
            return { url, error: error.message };
        const name = error.name;
        // Only the first clause: Node.js 24 appends advice for its own user (`; if the root CA is installed ...`).
        return { url, error: name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : `could not be fetched (${error.message.split('; ')[0]})` };
    }
}
/** Fetches the links of an issue, in parallel, each failure noted. */
async function fetchLinkedPages(issueText, options = {}) {
    const links = extractLinks(issueText, options.maxLinks ?? DEFAULT_MAX_LINKS);
    return Promise.all(links.map((url) => fetchPage(url, options)));
}

// EXTERNAL MODULE: ./src/config/sweep-config.ts
var sweep_config = __webpack_require__(1753);
// EXTERNAL MODULE: ./src/search/rank/search.ts
var search = __webpack_require__(351);
// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
;// CONCATENATED MODULE: ./src/cli/context.ts
/** `context`: exactly the token-budgeted context the model would get for a query. */







/** Candidate files and snippets considered for the context. */
const CONTEXT_TOP_FILES = 10;
const CONTEXT_SNIPPETS = 8;
async function contextCommand(values, io) {
    const repo = (0,common/* repoArg */.V9)(values);
    const query = (0,common/* textArg */.U6)(values, 'query');
    const model = typeof values.model === 'string' ? values.model : process.env.SWEEP_MODEL;
    const contextWindow = (0,common/* contextWindowArg */.Gw)(values, process.env);
    const budget = typeof values.budget === 'string' ? Number(values.budget) : (0,context_budget/* retrievalBudget */.SX)({ ...(model ? { model } : {}), ...(contextWindow !== undefined ? { contextWindow } : {}) });
    // The token tables are read while git lists the files.
    setImmediate(() => (0,context_budget/* warmEncoder */.Qz)(model));
    const index = await (0,common/* indexRepo */.bm)(repo, values, io);
    const read = (0,common/* fileReader */.q2)(index);
    const result = (0,search/* search */.$P)(index, query, { top: CONTEXT_TOP_FILES, snippets: CONTEXT_SNIPPETS, readText: read });
    const started = performance.now();
    const pages = values['no-links'] || !(0,sweep_config/* loadConfig */.Z9)(repo).config.fetchLinks ? [] : await fetchLinkedPages(query);
    const items = await (0,gather/* gatherContextItems */.NX)(index, result, read, pages);
    const { count, atLeast } = (0,context_budget/* tokenMeasure */.yJ)(model);
    const context = (0,assemble/* assembleContext */.uE)(result.intent.kind, items, budget, count, atLeast);
    const assemblyMs = performance.now() - started;
    if (values.timings)
        io.stderr(`context: search ${result.queryMs.toFixed(1)} ms, gather and assemble ${assemblyMs.toFixed(1)} ms\n`);
    if (values.json) {
        (0,common/* printJson */.Q2)(io, {
            intent: result.intent,
            budget,
            tokens: context.tokens,
            sections: context.sections.map((s) => ({
                name: s.name,
                tokens: s.tokens,
                items: s.items.map((i) => ({ path: i.path, startLine: i.startLine, endLine: i.endLine, kind: i.kind })),
            })),
            text: context.text,
        });
        return 0;
    }
    io.stdout(context.text ? `${context.text}\n` : '(empty context: nothing relevant fits the budget)\n');
    io.stderr(`${context.tokens} of ${budget} tokens; intent ${result.intent.kind}\n`);
    return 0;
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

/***/ 1021:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s: () => (/* reexport */ Tiktoken)
});

// UNUSED EXPORTS: getEncodingNameForModel

// EXTERNAL MODULE: ./node_modules/base64-js/index.js
var base64_js = __webpack_require__(8793);
;// CONCATENATED MODULE: ./node_modules/js-tiktoken/dist/chunk-VL2OQCWN.js


var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __publicField = (obj, key, value) => {
  __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);
  return value;
};

// src/utils.ts
function never(_) {
}
function bytePairMerge(piece, ranks) {
  let parts = Array.from(
    { length: piece.length },
    (_, i) => ({ start: i, end: i + 1 })
  );
  while (parts.length > 1) {
    let minRank = null;
    for (let i = 0; i < parts.length - 1; i++) {
      const slice = piece.slice(parts[i].start, parts[i + 1].end);
      const rank = ranks.get(slice.join(","));
      if (rank == null)
        continue;
      if (minRank == null || rank < minRank[0]) {
        minRank = [rank, i];
      }
    }
    if (minRank != null) {
      const i = minRank[1];
      parts[i] = { start: parts[i].start, end: parts[i + 1].end };
      parts.splice(i + 1, 1);
    } else {
      break;
    }
  }
  return parts;
}
function bytePairEncode(piece, ranks) {
  if (piece.length === 1)
    return [ranks.get(piece.join(","))];
  return bytePairMerge(piece, ranks).map((p) => ranks.get(piece.slice(p.start, p.end).join(","))).filter((x) => x != null);
}
function escapeRegex(str) {
  return str.replace(/[\\^$*+?.()|[\]{}]/g, "\\$&");
}
var _Tiktoken = class {
  /** @internal */
  specialTokens;
  /** @internal */
  inverseSpecialTokens;
  /** @internal */
  patStr;
  /** @internal */
  textEncoder = new TextEncoder();
  /** @internal */
  textDecoder = new TextDecoder("utf-8");
  /** @internal */
  rankMap = /* @__PURE__ */ new Map();
  /** @internal */
  textMap = /* @__PURE__ */ new Map();
  constructor(ranks, extendedSpecialTokens) {
    this.patStr = ranks.pat_str;
    const uncompressed = ranks.bpe_ranks.split("\n").filter(Boolean).reduce((memo, x) => {
      const [_, offsetStr, ...tokens] = x.split(" ");
      const offset = Number.parseInt(offsetStr, 10);
      tokens.forEach((token, i) => memo[token] = offset + i);
      return memo;
    }, {});
    for (const [token, rank] of Object.entries(uncompressed)) {
      const bytes = base64_js.toByteArray(token);
      this.rankMap.set(bytes.join(","), rank);
      this.textMap.set(rank, bytes);
    }
    this.specialTokens = { ...ranks.special_tokens, ...extendedSpecialTokens };
    this.inverseSpecialTokens = Object.entries(this.specialTokens).reduce((memo, [text, rank]) => {
      memo[rank] = this.textEncoder.encode(text);
      return memo;
    }, {});
  }
  encode(text, allowedSpecial = [], disallowedSpecial = "all") {
    const regexes = new RegExp(this.patStr, "ug");
    const specialRegex = _Tiktoken.specialTokenRegex(
      Object.keys(this.specialTokens)
    );
    const ret = [];
    const allowedSpecialSet = new Set(
      allowedSpecial === "all" ? Object.keys(this.specialTokens) : allowedSpecial
    );
    const disallowedSpecialSet = new Set(
      disallowedSpecial === "all" ? Object.keys(this.specialTokens).filter(
        (x) => !allowedSpecialSet.has(x)
      ) : disallowedSpecial
    );
    if (disallowedSpecialSet.size > 0) {
      const disallowedSpecialRegex = _Tiktoken.specialTokenRegex([
        ...disallowedSpecialSet
      ]);
      const specialMatch = text.match(disallowedSpecialRegex);
      if (specialMatch != null) {
        throw new Error(
          `The text contains a special token that is not allowed: ${specialMatch[0]}`
        );
      }
    }
    let start = 0;
    while (true) {
      let nextSpecial = null;
      let startFind = start;
      while (true) {
        specialRegex.lastIndex = startFind;
        nextSpecial = specialRegex.exec(text);
        if (nextSpecial == null || allowedSpecialSet.has(nextSpecial[0]))
          break;
        startFind = nextSpecial.index + 1;
      }
      const end = nextSpecial?.index ?? text.length;
      for (const match of text.substring(start, end).matchAll(regexes)) {
        const piece = this.textEncoder.encode(match[0]);
        const token2 = this.rankMap.get(piece.join(","));
        if (token2 != null) {
          ret.push(token2);
          continue;
        }
        ret.push(...bytePairEncode(piece, this.rankMap));
      }
      if (nextSpecial == null)
        break;
      let token = this.specialTokens[nextSpecial[0]];
      ret.push(token);
      start = nextSpecial.index + nextSpecial[0].length;
    }
    return ret;
  }
  decode(tokens) {
    const res = [];
    let length = 0;
    for (let i2 = 0; i2 < tokens.length; ++i2) {
      const token = tokens[i2];
      const bytes = this.textMap.get(token) ?? this.inverseSpecialTokens[token];
      if (bytes != null) {
        res.push(bytes);
        length += bytes.length;
      }
    }
    const mergedArray = new Uint8Array(length);
    let i = 0;
    for (const bytes of res) {
      mergedArray.set(bytes, i);
      i += bytes.length;
    }
    return this.textDecoder.decode(mergedArray);
  }
};
var Tiktoken = _Tiktoken;
__publicField(Tiktoken, "specialTokenRegex", (tokens) => {
  return new RegExp(tokens.map((i) => escapeRegex(i)).join("|"), "g");
});
function getEncodingNameForModel(model) {
  switch (model) {
    case "gpt2": {
      return "gpt2";
    }
    case "code-cushman-001":
    case "code-cushman-002":
    case "code-davinci-001":
    case "code-davinci-002":
    case "cushman-codex":
    case "davinci-codex":
    case "davinci-002":
    case "text-davinci-002":
    case "text-davinci-003": {
      return "p50k_base";
    }
    case "code-davinci-edit-001":
    case "text-davinci-edit-001": {
      return "p50k_edit";
    }
    case "ada":
    case "babbage":
    case "babbage-002":
    case "code-search-ada-code-001":
    case "code-search-babbage-code-001":
    case "curie":
    case "davinci":
    case "text-ada-001":
    case "text-babbage-001":
    case "text-curie-001":
    case "text-davinci-001":
    case "text-search-ada-doc-001":
    case "text-search-babbage-doc-001":
    case "text-search-curie-doc-001":
    case "text-search-davinci-doc-001":
    case "text-similarity-ada-001":
    case "text-similarity-babbage-001":
    case "text-similarity-curie-001":
    case "text-similarity-davinci-001": {
      return "r50k_base";
    }
    case "gpt-3.5-turbo-instruct-0914":
    case "gpt-3.5-turbo-instruct":
    case "gpt-3.5-turbo-16k-0613":
    case "gpt-3.5-turbo-16k":
    case "gpt-3.5-turbo-0613":
    case "gpt-3.5-turbo-0301":
    case "gpt-3.5-turbo":
    case "gpt-4-32k-0613":
    case "gpt-4-32k-0314":
    case "gpt-4-32k":
    case "gpt-4-0613":
    case "gpt-4-0314":
    case "gpt-4":
    case "gpt-3.5-turbo-1106":
    case "gpt-35-turbo":
    case "gpt-4-1106-preview":
    case "gpt-4-vision-preview":
    case "gpt-3.5-turbo-0125":
    case "gpt-4-turbo":
    case "gpt-4-turbo-2024-04-09":
    case "gpt-4-turbo-preview":
    case "gpt-4-0125-preview":
    case "text-embedding-ada-002":
    case "text-embedding-3-small":
    case "text-embedding-3-large": {
      return "cl100k_base";
    }
    case "gpt-4o":
    case "gpt-4o-2024-05-13":
    case "gpt-4o-2024-08-06":
    case "gpt-4o-2024-11-20":
    case "gpt-4o-mini-2024-07-18":
    case "gpt-4o-mini":
    case "gpt-4o-search-preview":
    case "gpt-4o-search-preview-2025-03-11":
    case "gpt-4o-mini-search-preview":
    case "gpt-4o-mini-search-preview-2025-03-11":
    case "gpt-4o-audio-preview":
    case "gpt-4o-audio-preview-2024-12-17":
    case "gpt-4o-audio-preview-2024-10-01":
    case "gpt-4o-mini-audio-preview":
    case "gpt-4o-mini-audio-preview-2024-12-17":
    case "o1":
    case "o1-2024-12-17":
    case "o1-mini":
    case "o1-mini-2024-09-12":
    case "o1-preview":
    case "o1-preview-2024-09-12":
    case "o1-pro":
    case "o1-pro-2025-03-19":
    case "o3":
    case "o3-2025-04-16":
    case "o3-mini":
    case "o3-mini-2025-01-31":
    case "o4-mini":
    case "o4-mini-2025-04-16":
    case "chatgpt-4o-latest":
    case "gpt-4o-realtime":
    case "gpt-4o-realtime-preview-2024-10-01":
    case "gpt-4o-realtime-preview-2024-12-17":
    case "gpt-4o-mini-realtime-preview":
    case "gpt-4o-mini-realtime-preview-2024-12-17":
    case "gpt-4.1":
    case "gpt-4.1-2025-04-14":
    case "gpt-4.1-mini":
    case "gpt-4.1-mini-2025-04-14":
    case "gpt-4.1-nano":
    case "gpt-4.1-nano-2025-04-14":
    case "gpt-4.5-preview":
    case "gpt-4.5-preview-2025-02-27":
    case "gpt-5":
    case "gpt-5-2025-08-07":
    case "gpt-5-nano":
    case "gpt-5-nano-2025-08-07":
    case "gpt-5-mini":
    case "gpt-5-mini-2025-08-07":
    case "gpt-5-chat-latest": {
      return "o200k_base";
    }
    default:
      throw new Error("Unknown model");
  }
}



;// CONCATENATED MODULE: ./node_modules/js-tiktoken/dist/lite.js



/***/ })

};
