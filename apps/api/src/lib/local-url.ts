import { isIPv4 } from 'node:net';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '0:0:0:0:0:0:0:1') return true;
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  return isIPv4(v4) && v4.startsWith('127.');
}

/** A host name that can only mean this machine: localhost, *.localhost (RFC 6761), loopback IPs. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}

/** PUBLIC_URL unset, or naming this machine: a server nobody else reaches by that address. */
export function isLocalUrl(url: string | undefined): boolean {
  return url === undefined || isLoopbackHost(new URL(url).hostname);
}

/** The host name of a Host header: 'localhost:3000' -> 'localhost', '[::1]:3000' -> '::1'. */
export function hostOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(header);
  if (bracketed) return bracketed[1];
  return header.replace(/:\d*$/, '');
}
