import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isBlockedAddress } from '../core/business/website.js';

/**
 * Fetches a business's public web pages for the scrape workflow. The URL comes from a sign-up form, so it is
 * treated as hostile (server-side request forgery): http(s) only; every address it resolves to must be public
 * (checked at connect time through the socket's own DNS lookup, so a name cannot resolve to a public address
 * for the check and a private one for the connection); each redirect hop is checked again; time, size and
 * redirect count are capped; only HTML is read.
 */
export interface FetchOptions {
  /**
   * Allow private, loopback and link-local targets (tests serving sample sites on 127.0.0.1 only); a predicate
   * allows just the addresses it accepts (tests of the guard itself).
   */
  allowPrivate?: boolean | ((address: string) => boolean);
  /** Whole request, redirects included (default 8 s). */
  timeoutMs?: number;
  /** Bytes of body read at most (default 2 MB); a larger page is refused. */
  maxBytes?: number;
  maxRedirects?: number;
  /** Overrides the resolver (tests). */
  lookup?: typeof dnsLookup;
}

export interface FetchedPage {
  /** Where the content came from after redirects. */
  url: string;
  status: number;
  html: string;
  elapsedMs: number;
}

export type FetchFailureReason =
  | 'invalid_url'
  | 'blocked_scheme'
  | 'blocked_address'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'not_html'
  | 'http_error'
  | 'network';

export class FetchFailure extends Error {
  constructor(
    readonly reason: FetchFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'FetchFailure';
  }
}

export const FETCH_DEFAULTS = { timeoutMs: 8000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;
const USER_AGENT = 'AIReceptionistBot/1.0 (+onboarding; reads public business details once)';

export { isBlockedAddress };

/** The URL if it may be fetched at all (scheme, credentials, literal address); throws FetchFailure otherwise. */
export function checkUrl(raw: string, allowPrivate: boolean | ((address: string) => boolean) = false): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchFailure('invalid_url', `Not a web address: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchFailure('blocked_scheme', `Only http and https addresses are read (got ${url.protocol})`);
  }
  if (url.username || url.password) throw new FetchFailure('invalid_url', 'Addresses with credentials are not read');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !mayConnect(host, allowPrivate)) {
    throw new FetchFailure('blocked_address', `${host} is not a public address`);
  }
  return url;
}

const mayConnect = (address: string, allowPrivate: boolean | ((address: string) => boolean)) =>
  !isBlockedAddress(address) || (typeof allowPrivate === 'function' ? allowPrivate(address) : allowPrivate);

/** A DNS lookup for the socket that refuses non-public answers (Node calls it for host names, not IP literals). */
function guardedLookup(allowPrivate: boolean | ((address: string) => boolean), base: typeof dnsLookup): typeof dnsLookup {
  const guarded = (hostname: string, options: unknown, callback: (...args: unknown[]) => void) => {
    base(hostname, { ...(options as object), all: true }, (error, addresses) => {
      if (error) return callback(error);
      const list = addresses as unknown as LookupAddress[];
      const bad = list.find((a) => !mayConnect(a.address, allowPrivate));
      if (bad) return callback(new FetchFailure('blocked_address', `${hostname} resolves to ${bad.address}, which is not a public address`));
      if (!list.length) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }));
      if ((options as { all?: boolean })?.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
  return guarded as unknown as typeof dnsLookup;
}

/** GET one URL (following redirects itself, each hop checked); resolves with the HTML or throws FetchFailure. */
export async function fetchPage(rawUrl: string, options: FetchOptions = {}): Promise<FetchedPage> {
  const allowPrivate = options.allowPrivate ?? false;
  const timeoutMs = options.timeoutMs ?? FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? FETCH_DEFAULTS.maxRedirects;
  const lookup = guardedLookup(allowPrivate, options.lookup ?? dnsLookup);
  const started = Date.now();
  const deadline = started + timeoutMs;

  let url = checkUrl(rawUrl, allowPrivate);
  for (let hop = 0; ; hop++) {
    const response = await requestOnce(url, lookup, deadline - Date.now());
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= maxRedirects) throw new FetchFailure('too_many_redirects', `More than ${maxRedirects} redirects from ${rawUrl}`);
      url = checkUrl(new URL(response.headers.location, url).toString(), allowPrivate);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new FetchFailure('http_error', `${url} answered ${status}`);
    }
    const type = String(response.headers['content-type'] ?? '');
    if (type && !/text\/html|application\/xhtml\+xml/i.test(type)) {
      response.resume();
      throw new FetchFailure('not_html', `${url} is ${type.split(';')[0]}, not a web page`);
    }
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > maxBytes) {
      response.destroy();
      throw new FetchFailure('too_large', `${url} is larger than ${maxBytes} bytes`);
    }
    const html = await readBody(response, maxBytes, deadline - Date.now(), url);
    return { url: url.toString(), status, html, elapsedMs: Date.now() - started };
  }
}

function requestOnce(url: URL, lookup: typeof dnsLookup, remainingMs: number): Promise<IncomingMessage> {
  if (remainingMs <= 0) return Promise.reject(new FetchFailure('timeout', `Timed out reading ${url}`));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'GET',
        lookup,
        headers: { 'User-Agent': USER_AGENT, Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1', 'Accept-Encoding': 'identity' },
        // No connection reuse: every hop gets a fresh, freshly checked connection.
        agent: false,
      },
      resolve,
    );
    const timer = setTimeout(() => req.destroy(new FetchFailure('timeout', `Timed out reading ${url}`)), remainingMs);
    req.once('response', () => clearTimeout(timer));
    req.once('close', () => clearTimeout(timer));
    req.once('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof FetchFailure ? error : new FetchFailure('network', `${url.host}: ${(error as Error).message}`));
    });
    req.end();
  });
}

function readBody(response: IncomingMessage, maxBytes: number, remainingMs: number, url: URL): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => response.destroy(new FetchFailure('timeout', `Timed out reading ${url}`)), Math.max(remainingMs, 0));
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy(new FetchFailure('too_large', `${url} is larger than ${maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    response.once('end', () => {
      clearTimeout(timer);
      resolve(decode(Buffer.concat(chunks), String(response.headers['content-type'] ?? '')));
    });
    response.once('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof FetchFailure ? error : new FetchFailure('network', `${url.host}: ${error.message}`));
    });
    response.once('close', () => {
      clearTimeout(timer);
      if (!response.complete) reject(new FetchFailure('network', `${url.host}: the connection closed early`));
    });
  });
}

function decode(body: Buffer, contentType: string): string {
  const charset = /charset=([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase();
  try {
    return new TextDecoder(charset && charset !== 'utf8' ? charset : 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
