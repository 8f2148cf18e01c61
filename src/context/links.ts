/**
 * Public web pages an issue links to, fetched with size and time limits and turned into plain text
 * for the context. Only public addresses are fetched (no loopback, private, link-local or metadata
 * addresses, re-checked on every redirect), only text content types are read, and a failure is
 * noted, never fatal. Fetched text is data for the model, never instructions.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface FetchedPage {
  url: string;
  /** Plain text of the page, when it could be read. */
  text?: string;
  title?: string;
  /** Why it could not be read. */
  error?: string;
}

export interface LinkOptions {
  /** At most this many links per issue. */
  maxLinks?: number;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Allow loopback and private addresses (tests only). */
  allowPrivate?: boolean;
  fetch?: typeof fetch;
  resolve?: (host: string) => Promise<string[]>;
}

export const DEFAULT_MAX_LINKS = 3;
export const DEFAULT_TIMEOUT_MS = 5_000;
export const DEFAULT_MAX_BYTES = 512 * 1024;
export const DEFAULT_MAX_REDIRECTS = 3;
const TEXT_TYPES = /^(?:text\/|application\/(?:json|xml|xhtml\+xml|javascript)|[^;]*\+json)/i;
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`)\]]+/g;

/** The distinct http(s) links of a text, in order, without trailing punctuation. */
export function extractLinks(text: string, max = DEFAULT_MAX_LINKS): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(URL_PATTERN)) {
    const url = m[0].replace(/[.,;:!?]+$/, '');
    try {
      const parsed = new URL(url);
      if (parsed.username || parsed.password) continue;
    } catch {
      continue;
    }
    if (!out.includes(url)) out.push(url);
    if (out.length >= max) break;
  }
  return out;
}

/** True for addresses that are not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number, number, number];
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || a >= 224;
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    if (lower === '::' || lower === '::1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped) return isPrivateAddress(mapped[1]!);
    return /^(?:fc|fd|fe[89ab]|ff)/.test(lower);
  }
  return true;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of an HTML page: scripts, styles and navigation dropped, blocks on their own lines. */
export function htmlToText(html: string): { text: string; title?: string } {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(head|title|script|style|noscript|svg|nav|footer|header|template|iframe)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(?:p|div|section|article|li|ul|ol|h[1-6]|pre|tr|table|blockquote|dd|dt)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, code: string) => {
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

async function defaultResolve(host: string): Promise<string[]> {
  const records = await lookup(host, { all: true });
  return records.map((r) => r.address);
}

async function checkHost(url: URL, options: LinkOptions): Promise<string | undefined> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `only http and https links are fetched`;
  if (options.allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (options.resolve ?? defaultResolve)(host);
  } catch {
    return `the host ${host} could not be resolved`;
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) return `${host} is not a public address`;
  return undefined;
}

async function readLimited(response: Response, maxBytes: number): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  const reader = response.body?.getReader();
  if (!reader) return { bytes: new Uint8Array(0), truncated: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size >= maxBytes) {
      truncated = true;
      await reader.cancel();
      break;
    }
  }
  const out = new Uint8Array(Math.min(size, maxBytes));
  let at = 0;
  for (const c of chunks) {
    const part = c.subarray(0, Math.min(c.byteLength, out.byteLength - at));
    out.set(part, at);
    at += part.byteLength;
  }
  return { bytes: out, truncated };
}

/** Fetches one page as text, or says why not. */
export async function fetchPage(url: string, options: LinkOptions = {}): Promise<FetchedPage> {
  const doFetch = options.fetch ?? fetch;
  const deadline = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return { url, error: 'not a valid URL' };
  }
  try {
    for (let hop = 0; hop <= (options.maxRedirects ?? DEFAULT_MAX_REDIRECTS); hop++) {
      const refused = await checkHost(current, options);
      if (refused) return { url, error: refused };
      const response = await doFetch(current, { redirect: 'manual', signal: deadline, headers: { accept: 'text/html, text/plain, text/markdown, application/json;q=0.9, */*;q=0.1' } });
      if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
        await response.body?.cancel();
        current = new URL(response.headers.get('location')!, current);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { url, error: `HTTP ${response.status}` };
      }
      const type = response.headers.get('content-type') ?? '';
      if (!TEXT_TYPES.test(type)) {
        await response.body?.cancel();
        return { url, error: `not a text page (${type.split(';')[0] || 'no content type'})` };
      }
      const { bytes, truncated } = await readLimited(response, options.maxBytes ?? DEFAULT_MAX_BYTES);
      const raw = new TextDecoder('utf-8').decode(bytes);
      const page = /html/i.test(type) ? htmlToText(raw) : { text: raw.trim() };
      return { url, ...page, ...(truncated ? { text: `${page.text}\n[... truncated]` } : {}) };
    }
    return { url, error: 'too many redirects' };
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { url, error: name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : `could not be fetched (${(error as Error).message})` };
  }
}

/** Fetches the links of an issue, in parallel, each failure noted. */
export async function fetchLinkedPages(issueText: string, options: LinkOptions = {}): Promise<FetchedPage[]> {
  const links = extractLinks(issueText, options.maxLinks ?? DEFAULT_MAX_LINKS);
  return Promise.all(links.map((url) => fetchPage(url, options)));
}
