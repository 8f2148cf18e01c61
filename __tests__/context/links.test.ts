import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSecureContext } from 'node:tls';
import { extractLinks, fetchLinkedPages, fetchPage, htmlToText, isPrivateAddress } from '../../src/context/links.js';
import { directConnector, type Connector, type Resolver } from '../../src/context/safe-fetch.js';
import { finishes } from '../helpers/hang-guard.js';

/** A public address (example.com's); tests never reach it: the connector maps it to the site server. */
const PUBLIC = '93.184.216.34';

let site: Server;
let secret: Server;
let sitePort = 0;
let secretPort = 0;
let secretHits = 0;
let slowArrived: () => void = () => undefined;

beforeAll(async () => {
  site = createServer((req, res) => {
    switch (req.url) {
      case '/page':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<html><head><title>Retry  docs</title><script>evil()</script></head><body><nav>menu</nav><h1>Retries</h1><p>Use &lt;code&gt; &amp; back off.</p><p>host ${req.headers.host}</p></body></html>`);
        return;
      case '/plain':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('plain text');
        return;
      case '/image':
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(Buffer.alloc(10));
        return;
      case '/big':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('x'.repeat(100_000));
        return;
      case '/redirect':
        res.writeHead(302, { location: '/plain' });
        res.end();
        return;
      case '/loop':
        res.writeHead(301, { location: '/loop' });
        res.end();
        return;
      case '/to-loopback':
        res.writeHead(302, { location: `http://127.0.0.1:${secretPort}/secret` });
        res.end();
        return;
      case '/to-mapped':
        res.writeHead(307, { location: `http://[::ffff:127.0.0.1]:${secretPort}/secret` });
        res.end();
        return;
      case '/to-private-name':
        res.writeHead(302, { location: `http://internal.test:${secretPort}/secret` });
        res.end();
        return;
      case '/to-file':
        res.writeHead(302, { location: 'file:///etc/passwd' });
        res.end();
        return;
      case '/to-data':
        res.writeHead(302, { location: 'data:text/plain,injected' });
        res.end();
        return;
      case '/to-credentials':
        res.writeHead(302, { location: 'http://docs.test@docs.test/plain' });
        res.end();
        return;
      case '/slow':
        slowArrived();
        return; // never answers: the caller's signal ends it
      default:
        res.writeHead(404);
        res.end();
    }
  });
  secret = createServer((req, res) => {
    secretHits++;
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('SECRET from a loopback service');
  });
  await Promise.all([site, secret].map((s) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))));
  sitePort = (site.address() as AddressInfo).port;
  secretPort = (secret.address() as AddressInfo).port;
});
afterAll(async () => {
  site.closeAllConnections();
  await Promise.all([site, secret].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

/** Resolves `docs.test` to the public address, `internal.test` to loopback; records every question. */
function resolver(asked: string[] = []): Resolver {
  return async (host) => {
    asked.push(host);
    if (host === 'docs.test') return [{ address: PUBLIC, family: 4 }];
    if (host === 'internal.test') return [{ address: '127.0.0.1', family: 4 }];
    throw new Error(`no such host ${host}`);
  };
}

/** Connects the public address to the site server; records every address it is asked to dial. */
function connector(dialed: string[] = []): Connector {
  return (target) => {
    dialed.push(target.address);
    if (target.address !== PUBLIC) throw new Error(`the test connector does not dial ${target.address}`);
    return connect({ host: '127.0.0.1', port: sitePort });
  };
}

const viaSite = (dialed?: string[]) => ({ resolve: resolver(), connect: connector(dialed) });

describe('extractLinks', () => {
  it('finds distinct links without trailing punctuation, skipping credentials', () => {
    expect(extractLinks('See https://a.example/x. Also (https://b.example/y), https://a.example/x and https://u:p@c.example/ and http://d.example/z!', 5)).toEqual([
      'https://a.example/x',
      'https://b.example/y',
      'http://d.example/z',
    ]);
    expect(extractLinks('https://a.example https://b.example https://c.example https://d.example')).toHaveLength(3);
  });
});

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['100.100.100.200', true],
    ['192.0.0.192', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fd00:ec2::254', true],
    ['fe80::1', true],
    ['ff02::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:a9fe:a9fe', true],
    ['::127.0.0.1', true],
    ['64:ff9b::7f00:1', true],
    ['64:ff9b::169.254.169.254', true],
    ['2002:7f00:1::', true],
    ['2002:a9fe:a9fe::1', true],
    ['2001:db8::1', true],
    ['2001::1', true],
    ['not-an-address', true],
    ['8.8.8.8', false],
    ['140.82.112.3', false],
    ['2606:4700::1111', false],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::808:808', false],
    ['2002:808:808::1', false],
  ])('%s: %s', (address, expected) => expect(isPrivateAddress(address)).toBe(expected));
});

describe('htmlToText', () => {
  it('leaves what a page does not close, and reads it once', () => {
    expect(htmlToText('<HEAD><title>T</title></head>x<header>h</header><script>s</Script >y<nav>never closed')).toEqual({ text: 'x y never closed', title: 'T' });
    expect(htmlToText('<p>one</p><div class="x">two</div><p')).toEqual({ text: 'one\n\ntwo\n<p' });
    expect(finishes('htmlToText', () => htmlToText(`<title>${'<p<nav<!--'.repeat(20_000)}`))).toEqual({ text: '<p<nav<!--'.repeat(20_000) });
  });

  it('keeps the text and title, drops scripts and navigation', () => {
    expect(htmlToText('<title> A  page </title><style>x{}</style><nav>Home</nav><p>One &amp; two&#33;</p><div>Three<br>four</div>')).toEqual({
      title: 'A page',
      text: 'One & two!\n\nThree\nfour',
    });
  });
});

describe('fetchPage from a public address', () => {
  it('reads HTML as text, connecting to the address that was checked under the host name asked for', async () => {
    const dialed: string[] = [];
    expect(await fetchPage('http://docs.test/page', viaSite(dialed))).toEqual({ url: 'http://docs.test/page', title: 'Retry docs', text: 'Retries\n\nUse <code> & back off.\n\nhost docs.test' });
    expect(dialed).toEqual([PUBLIC]);
  });

  it('follows redirects, reads only text, caps size and redirects', async () => {
    expect(await fetchPage('http://docs.test/redirect', viaSite())).toEqual({ url: 'http://docs.test/redirect', text: 'plain text' });
    expect(await fetchPage('http://docs.test/image', viaSite())).toEqual({ url: 'http://docs.test/image', error: 'not a text page (image/png)' });
    const big = await fetchPage('http://docs.test/big', { ...viaSite(), maxBytes: 1000 });
    expect(big.error).toBeUndefined();
    expect(big.text).toBe(`${'x'.repeat(1000)}\n[... truncated]`);
    expect(await fetchPage('http://docs.test/missing', viaSite())).toEqual({ url: 'http://docs.test/missing', error: 'HTTP 404' });
    expect(await fetchPage('http://docs.test/loop', { ...viaSite(), maxRedirects: 2 })).toEqual({ url: 'http://docs.test/loop', error: 'too many redirects' });
    expect(await fetchPage('ftp://x/y', viaSite())).toEqual({ url: 'ftp://x/y', error: 'only http and https links are fetched' });
    expect(await fetchPage('http://nowhere.test/', viaSite())).toEqual({ url: 'http://nowhere.test/', error: 'the host nowhere.test could not be resolved' });
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    const page = fetchPage('http://docs.test/slow', { ...viaSite(), signal: controller.signal });
    await arrived;
    controller.abort();
    expect(await page).toEqual({ url: 'http://docs.test/slow', error: 'timed out' });
  });

  it('fetches every link of an issue and notes failures', async () => {
    const pages = await fetchLinkedPages('see http://docs.test/plain and http://docs.test/missing', viaSite());
    expect(pages).toEqual([
      { url: 'http://docs.test/plain', text: 'plain text' },
      { url: 'http://docs.test/missing', error: 'HTTP 404' },
    ]);
  });
});

describe('fetchPage refuses what is not public (SSRF)', () => {
  const refused = (host: string) => expect.stringMatching(new RegExp(`^${host.replace(/[[\]]/g, '\\$&')} is not a public address \\(`));

  it.each([
    ['loopback', (p: number) => `http://127.0.0.1:${p}/secret`, '127.0.0.1'],
    ['IPv4-mapped loopback, dotted', (p: number) => `http://[::ffff:127.0.0.1]:${p}/secret`, '::ffff:7f00:1'],
    ['IPv4-mapped loopback, hex', (p: number) => `http://[::ffff:7f00:1]:${p}/secret`, '::ffff:7f00:1'],
    ['IPv4-mapped metadata', () => 'http://[::ffff:a9fe:a9fe]/latest/meta-data/', '::ffff:a9fe:a9fe'],
    ['IPv4-compatible loopback', (p: number) => `http://[::127.0.0.1]:${p}/secret`, '::7f00:1'],
    ['NAT64 loopback', (p: number) => `http://[64:ff9b::7f00:1]:${p}/secret`, '64:ff9b::7f00:1'],
    ['6to4 loopback', (p: number) => `http://[2002:7f00:1::]:${p}/secret`, '2002:7f00:1::'],
    ['IPv6 loopback', (p: number) => `http://[::1]:${p}/secret`, '::1'],
    ['decimal IPv4', (p: number) => `http://2130706433:${p}/secret`, '127.0.0.1'],
    ['hex IPv4', (p: number) => `http://0x7f000001:${p}/secret`, '127.0.0.1'],
    ['octal IPv4', (p: number) => `http://0177.0.0.1:${p}/secret`, '127.0.0.1'],
    ['short IPv4', (p: number) => `http://127.1:${p}/secret`, '127.0.0.1'],
    ['unspecified', (p: number) => `http://0.0.0.0:${p}/secret`, '0.0.0.0'],
    ['IPv6 unspecified', (p: number) => `http://[::]:${p}/secret`, '::'],
    ['a trailing dot', (p: number) => `http://127.0.0.1.:${p}/secret`, '127.0.0.1'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['AWS IPv6 metadata', () => 'http://[fd00:ec2::254]/latest/meta-data/', 'fd00:ec2::254'],
    ['CGNAT', () => 'http://100.64.0.1/', '100.64.0.1'],
    ['multicast', () => 'http://224.0.0.1/', '224.0.0.1'],
    ['a name resolving to loopback', (p: number) => `http://internal.test:${p}/secret`, 'internal.test'],
  ])('%s', async (_kind, url, host) => {
    const dialed: string[] = [];
    const before = secretHits;
    const page = await fetchPage(url(secretPort), { resolve: resolver(), connect: connector(dialed) });
    expect(page.error).toEqual(refused(host));
    expect(page.text).toBeUndefined();
    expect(dialed).toEqual([]);
    expect(secretHits).toBe(before);
  });

  it('refuses a host when any of its addresses is private', async () => {
    const page = await fetchPage(`http://mixed.test:${secretPort}/`, { resolve: async () => [{ address: PUBLIC, family: 4 }, { address: '::ffff:127.0.0.1', family: 6 }], connect: connector() });
    expect(page.error).toBe('mixed.test is not a public address (IPv4-mapped 127.0.0.1, loopback)');
  });

  it('resolves once and connects to the checked address, so a rebinding answer is never used', async () => {
    let calls = 0;
    const rebinding: Resolver = async () => (calls++ === 0 ? [{ address: PUBLIC, family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const dialed: string[] = [];
    const before = secretHits;
    // `localhost` would reach the loopback service if the host were looked up again when connecting.
    const page = await fetchPage(`http://localhost:${secretPort}/plain`, { resolve: rebinding, connect: connector(dialed) });
    expect(page).toEqual({ url: `http://localhost:${secretPort}/plain`, text: 'plain text' });
    expect(calls).toBe(1);
    expect(dialed).toEqual([PUBLIC]);
    expect(secretHits).toBe(before);
  });

  it('checks every redirect hop', async () => {
    const before = secretHits;
    expect(await fetchPage('http://docs.test/to-loopback', viaSite())).toEqual({ url: 'http://docs.test/to-loopback', error: refused('127.0.0.1') });
    expect(await fetchPage('http://docs.test/to-mapped', viaSite())).toEqual({ url: 'http://docs.test/to-mapped', error: refused('::ffff:7f00:1') });
    expect(await fetchPage('http://docs.test/to-private-name', viaSite())).toEqual({ url: 'http://docs.test/to-private-name', error: refused('internal.test') });
    expect(await fetchPage('http://docs.test/to-file', viaSite())).toEqual({ url: 'http://docs.test/to-file', error: 'only http and https links are fetched' });
    expect(await fetchPage('http://docs.test/to-data', viaSite())).toEqual({ url: 'http://docs.test/to-data', error: 'only http and https links are fetched' });
    expect(await fetchPage('http://docs.test/to-credentials', viaSite())).toEqual({ url: 'http://docs.test/to-credentials', error: 'links with credentials are not fetched' });
    expect(secretHits).toBe(before);
  });
});

describe('fetchPage over https', () => {
  it('connects to the checked address but names the host for SNI and checks its certificate', async () => {
    const tls = join(import.meta.dirname, '..', 'fixtures', 'tls');
    const context = { key: readFileSync(join(tls, 'docs-test.key')), cert: readFileSync(join(tls, 'docs-test.crt')) };
    const names: string[] = [];
    const server = createTlsServer({ ...context, SNICallback: (name, done) => (names.push(name), done(null, createSecureContext(context))) }, (_req, res) => res.end('should not be read'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const dialed: string[] = [];
    try {
      const page = await fetchPage(`https://docs.test:${port}/`, {
        resolve: resolver(),
        connect: (target) => (dialed.push(target.address), directConnector({ ...target, address: '127.0.0.1' })),
      });
      // The fixture's certificate is self-signed: the client refuses it, so it checked it.
      expect(page).toEqual({ url: `https://docs.test:${port}/`, error: 'could not be fetched (self-signed certificate)' });
      expect(names).toEqual(['docs.test']);
      expect(dialed).toEqual([PUBLIC]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
