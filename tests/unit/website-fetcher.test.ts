import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchFailure, checkUrl, fetchPage, isBlockedAddress } from '../../functions/adapters/website-fetcher.js';

/*
 * The scrape's fetcher treats the sign-up form's website as hostile: these are its guards. Only 127.0.0.1 is
 * ever contacted (a test server); other "hosts" resolve through an injected resolver and are refused before
 * any connection is made.
 */

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/':
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Caf\u00e9 Olé</h1>');
      case '/hop':
        return res.writeHead(302, { location: `/hop?n=${Number(url.searchParams.get('n') ?? 0) + 1}` }).end();
      case '/to-metadata':
        return res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/to-name':
        return res.writeHead(302, { location: 'http://internal.test/admin' }).end();
      case '/to-file':
        return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      case '/big':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<p>'.padEnd(64 * 1024, 'x'));
        return res.end('<p>'.padEnd(64 * 1024, 'x'));
      case '/pdf':
        return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF');
      case '/missing':
        return res.writeHead(404, { 'content-type': 'text/html' }).end('nope');
      case '/slow':
        return void setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('late'), 2000);
      default:
        return res.writeHead(500).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const onlyLoopbackTestServer = (address: string) => address === '127.0.0.1';
/** A resolver for made-up names: internal.test is a private address, public.test a public one. */
const fakeLookup = ((hostname: string, _options: unknown, callback: (e: Error | null, a?: LookupAddress[]) => void) => {
  const table: Record<string, LookupAddress[]> = {
    'internal.test': [{ address: '10.0.0.7', family: 4 }],
    'mixed.test': [
      { address: '93.184.216.34', family: 4 },
      { address: 'fd00::1', family: 6 },
    ],
    'rebind.test': [{ address: '127.0.0.1', family: 4 }],
  };
  callback(null, table[hostname] ?? []);
}) as never;

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(FetchFailure);
    return (error as FetchFailure).reason;
  }
  throw new Error('expected a FetchFailure');
};

describe('address guard', () => {
  it.each([
    '127.0.0.1', '127.255.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1',
    '64:ff9b::a00:1', 'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::6810:85e5', '::ffff:93.184.216.34'])('allows public %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it('reads http(s) only, without credentials, and no private literal addresses', () => {
    expect(() => checkUrl('ftp://example.com/')).toThrow(/Only http and https/);
    expect(() => checkUrl('file:///etc/passwd')).toThrow(/Only http and https/);
    expect(() => checkUrl('javascript:alert(1)')).toThrow(/Only http and https/);
    expect(() => checkUrl('http://user:pw@example.com/')).toThrow(/credentials/);
    expect(() => checkUrl('not a url')).toThrow(/Not a web address/);
    expect(() => checkUrl('http://[::1]:8080/')).toThrow(/not a public address/);
    expect(() => checkUrl('http://169.254.169.254/')).toThrow(/not a public address/);
    expect(checkUrl('https://example.com/menu').hostname).toBe('example.com');
  });
});

describe('fetchPage', () => {
  it('reads an HTML page (charset honoured)', async () => {
    const page = await fetchPage(`${base}/`, { allowPrivate: true });
    expect(page).toMatchObject({ status: 200, url: `${base}/` });
    expect(page.html).toBe('<h1>Café Olé</h1>');
  });

  it('refuses loopback unless allowed, and names resolving to private addresses before connecting', async () => {
    expect(await failure(fetchPage(`${base}/`))).toBe('blocked_address');
    expect(await failure(fetchPage('http://internal.test/', { lookup: fakeLookup }))).toBe('blocked_address');
    // One private answer among public ones is enough to refuse (the socket may pick any of them).
    expect(await failure(fetchPage('http://mixed.test/', { lookup: fakeLookup }))).toBe('blocked_address');
    expect(await failure(fetchPage(`http://rebind.test:${new URL(base).port}/`, { lookup: fakeLookup }))).toBe('blocked_address');
  });

  it('checks every redirect hop again', async () => {
    const opts = { allowPrivate: onlyLoopbackTestServer, lookup: fakeLookup };
    expect(await failure(fetchPage(`${base}/to-metadata`, opts))).toBe('blocked_address');
    expect(await failure(fetchPage(`${base}/to-name`, opts))).toBe('blocked_address');
    expect(await failure(fetchPage(`${base}/to-file`, opts))).toBe('blocked_scheme');
  });

  it('follows at most the redirect limit', async () => {
    expect(await failure(fetchPage(`${base}/hop`, { allowPrivate: true, maxRedirects: 3 }))).toBe('too_many_redirects');
  });

  it('caps size, time, and reads only HTML that was found', async () => {
    expect(await failure(fetchPage(`${base}/big`, { allowPrivate: true, maxBytes: 100 * 1024 }))).toBe('too_large');
    expect((await fetchPage(`${base}/big`, { allowPrivate: true, maxBytes: 200 * 1024 })).html.length).toBe(128 * 1024);
    expect(await failure(fetchPage(`${base}/slow`, { allowPrivate: true, timeoutMs: 300 }))).toBe('timeout');
    expect(await failure(fetchPage(`${base}/pdf`, { allowPrivate: true }))).toBe('not_html');
    expect(await failure(fetchPage(`${base}/missing`, { allowPrivate: true }))).toBe('http_error');
    expect(await failure(fetchPage('http://127.0.0.1:1/', { allowPrivate: true }))).toBe('network');
  });
});
