/**
 * Public web pages an issue links to, fetched with size and time limits and turned into plain text
 * for the context. Only public addresses are fetched, connected to as checked and re-checked on
 * every redirect (safe-fetch.ts, addresses.ts); only text content types are read, and a failure is
 * noted, never fatal. Fetched text is data for the model, never instructions: it enters the prompt
 * through the door for outside text.
 */
import { trimEndChars } from '../text-ends.js';
import { replaceComments, replaceElements, replaceTags, titleContent } from './html-scan.js';
import { FetchRefused, safeGet, type Connector, type Resolver } from './safe-fetch.js';

export { isPrivateAddress } from './addresses.js';

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
  /** Ends the fetch (default: a timeout of `timeoutMs`). */
  signal?: AbortSignal;
  /** Resolves host names (default: the system resolver). */
  resolve?: Resolver;
  /** Opens connections to checked addresses (default: directly). */
  connect?: Connector;
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
    const url = trimEndChars(m[0], '.,;:!?');
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** Elements whose content is not the page's text. */
const HIDDEN_ELEMENTS = ['head', 'title', 'script', 'style', 'noscript', 'svg', 'nav', 'footer', 'header', 'template', 'iframe'];
const BLOCK_TAG = /<\/?(?:p|div|section|article|li|ul|ol|h[1-6]|pre|tr|table|blockquote|dd|dt)\b[^>]*>/gi;

/** Plain text of an HTML page: scripts, styles and navigation dropped, blocks on their own lines. */
export function htmlToText(html: string): { text: string; title?: string } {
  const title = titleContent(html);
  const visible = replaceElements(replaceComments(html, ' '), HIDDEN_ELEMENTS, ' ');
  const blocks = replaceTags(visible.replace(/<br\s*\/?>/gi, '\n'), BLOCK_TAG, '\n');
  const text = replaceTags(blocks, /<[^>]+>/g, ' ')
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

/** Fetches one page as text, or says why not. */
export async function fetchPage(url: string, options: LinkOptions = {}): Promise<FetchedPage> {
  try {
    new URL(url);
  } catch {
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
    if (response.status < 200 || response.status >= 300) return { url, error: `HTTP ${response.status}` };
    if (!TEXT_TYPES.test(response.contentType)) return { url, error: `not a text page (${response.contentType.split(';')[0] || 'no content type'})` };
    const raw = new TextDecoder('utf-8').decode(response.body);
    const page = /html/i.test(response.contentType) ? htmlToText(raw) : { text: raw.trim() };
    return { url, ...page, ...(response.truncated ? { text: `${page.text}\n[... truncated]` } : {}) };
  } catch (error) {
    if (error instanceof FetchRefused) return { url, error: error.message };
    const name = (error as { name?: string }).name;
    // Only the first clause: Node.js 24 appends advice for its own user (`; if the root CA is installed ...`).
    return { url, error: name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : `could not be fetched (${(error as Error).message.split('; ')[0]})` };
  }
}

/** Fetches the links of an issue, in parallel, each failure noted. */
export async function fetchLinkedPages(issueText: string, options: LinkOptions = {}): Promise<FetchedPage[]> {
  const links = extractLinks(issueText, options.maxLinks ?? DEFAULT_MAX_LINKS);
  return Promise.all(links.map((url) => fetchPage(url, options)));
}
