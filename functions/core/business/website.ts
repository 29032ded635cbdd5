import { BlockList, isIP } from 'node:net';

/**
 * A business's website: the rules for what an owner may enter (sign-up step 1 and PATCH businesses/{id} use the
 * same function) and which addresses a public web site never has (the scrape's fetcher checks every address it
 * connects to with the same list). The address is read by our servers, so it is treated as hostile.
 */

/** Addresses a public web site never has: private, loopback, link-local, CGNAT, multicast, reserved, NAT64 of those. */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6');
}

/** True when `address` (an IP literal) is not a public unicast address. IPv4-mapped IPv6 is checked as IPv4. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1]!, 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

/** Names that only ever mean a machine on the owner's own network, never a public site. */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'intranet', 'lan', 'home.arpa', 'corp', 'private'];

export interface WebsiteOptions {
  /** Accept loopback and private hosts (tests serve sample sites on 127.0.0.1; the FETCH_ALLOW_PRIVATE setting). */
  allowPrivate?: boolean;
}

export type WebsiteCheck =
  | { ok: true; url: string | null }
  | { ok: false; problem: string };

/**
 * The owner's text as a web address to store: '' means none (null); 'example.com' becomes 'https://example.com'
 * (the scrape then tries https first and http after, see ScrapeTasks.fetchHome); otherwise http(s) only, no
 * user name or password, and a host that can be a public web site. `problem` completes "Website ...".
 */
export function checkWebsite(text: string, options: WebsiteOptions = {}): WebsiteCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, url: null };
  if (trimmed.length > 500) return { ok: false, problem: 'is too long (maximum is 500 characters)' };
  if (/\s/.test(trimmed)) return { ok: false, problem: 'is not a valid web address' };
  // "mailto:x", "javascript:x", "ftp://x" name a scheme; "example.com:8080" and "localhost:3000" name a port.
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d+(?:[/?#]|$))/i.exec(trimmed)?.[1]?.toLowerCase();
  const hasScheme = !!scheme && (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) || !scheme.includes('.'));
  if (hasScheme && scheme !== 'http' && scheme !== 'https') {
    return { ok: false, problem: 'must start with http:// or https://' };
  }
  if (hasScheme && !/^https?:\/\/[^/]/i.test(trimmed)) return { ok: false, problem: 'is not a valid web address' };
  const withScheme = hasScheme ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, problem: 'is not a valid web address' };
  }
  if (url.username || url.password) return { ok: false, problem: 'must not contain a user name or password' };
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host)) {
    if (isBlockedAddress(host) && !options.allowPrivate) return { ok: false, problem: 'must be a public web address, not a private or local one' };
    return { ok: true, url: withScheme };
  }
  if (!options.allowPrivate && PRIVATE_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`))) {
    return { ok: false, problem: 'must be a public web address, not a private or local one' };
  }
  if (!host.includes('.') || host.endsWith('.')) return { ok: false, problem: 'is not a valid web address' };
  return { ok: true, url: withScheme };
}
