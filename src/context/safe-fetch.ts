/**
 * A GET that only ever talks to public addresses: the host is resolved once, every address it
 * resolves to must be public (addresses.ts), and the connection goes to the address that was
 * checked (no second DNS lookup for a rebinding answer to slip in). Redirects are followed by hand,
 * at most `maxRedirects`, each hop checked the same way; the body is read up to `maxBytes`; the
 * whole exchange ends when `signal` aborts. Resolver and connector are parameters: tests pass a
 * resolver that answers what they need and a connector that maps a public address to a loopback
 * test server, so no test needs the internet.
 */
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect, isIP, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { Duplex } from 'node:stream';
import { checkAddress } from './addresses.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

/** What to connect to: the checked address, the URL's port, the host name (for TLS) and the scheme. */
export interface ConnectTarget {
  address: string;
  family: 4 | 6;
  port: number;
  host: string;
  tls: boolean;
}

/** Opens the connection for a checked target. */
export type Connector = (target: ConnectTarget) => Duplex;

export interface SafeFetchOptions {
  maxRedirects: number;
  maxBytes: number;
  signal: AbortSignal;
  headers?: Record<string, string>;
  /** Whether to read a body of this content type (default: any); a refused one comes back empty. */
  acceptType?: (contentType: string) => boolean;
  resolve?: Resolver;
  connect?: Connector;
}

export interface SafeResponse {
  /** The URL that answered (after redirects). */
  url: string;
  status: number;
  contentType: string;
  body: Uint8Array;
  truncated: boolean;
}

/** Why a URL was not fetched, in words for the context. */
export class FetchRefused extends Error {
  override name = 'FetchRefused';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export const systemResolver: Resolver = async (host) => {
  const records = await lookup(host, { all: true, verbatim: true });
  return records.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
};

/** Plain TCP, or TLS with the host name for SNI and certificate checks, to the checked address. */
export const directConnector: Connector = (target) => {
  if (!target.tls) return netConnect({ host: target.address, port: target.port });
  return tlsConnect({ host: target.address, port: target.port, ALPNProtocols: ['http/1.1'], ...(isIP(target.host) ? {} : { servername: target.host }) });
};

/** The one address to connect to for `url`, after checking every address its host stands for. */
export async function checkedTarget(url: URL, resolve: Resolver): Promise<ConnectTarget> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('only http and https links are fetched');
  if (url.username || url.password) throw new FetchRefused('links with credentials are not fetched');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = checkAddress(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [literal];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new FetchRefused(`the host ${host} could not be resolved`);
    }
  }
  if (addresses.length === 0) throw new FetchRefused(`the host ${host} could not be resolved`);
  for (const { address } of addresses) {
    const checked = checkAddress(address);
    if (!checked || checked.refusal) throw new FetchRefused(`${host} is not a public address (${checked?.refusal ?? `${address} is not an IP address`})`);
  }
  const pinned = checkAddress(addresses[0]!.address)!;
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return { address: pinned.address, family: pinned.family, port, host, tls: url.protocol === 'https:' };
}

/** One GET over a connection to `target`; resolves with the response head. */
function get(url: URL, target: ConnectTarget, options: SafeFetchOptions): Promise<IncomingMessage> {
  const connector = options.connect ?? directConnector;
  const request = target.tls ? httpsRequest : httpRequest;
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
      createConnection: () => connector(target) as Socket,
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/** The body up to `maxBytes`, then the connection is closed. */
function readLimited(response: IncomingMessage, maxBytes: number): Promise<{ body: Uint8Array; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (truncated: boolean) => {
      if (done) return;
      done = true;
      const all = Buffer.concat(chunks);
      resolve({ body: new Uint8Array(all.buffer, all.byteOffset, Math.min(all.byteLength, maxBytes)), truncated });
    };
    const fail = (error: Error) => {
      if (done) return;
      done = true;
      reject(error);
    };
    response.on('data', (chunk: Buffer) => {
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
export async function safeGet(url: string, options: SafeFetchOptions): Promise<SafeResponse> {
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
