import { hostOf, isLoopbackHost } from './local-url.js';

/**
 * The base of the addresses a payment gateway sends the browser back to and notifies
 * (decision 069): PUBLIC_URL; without it, only on a server reached as this machine (a loopback
 * Host: the demo, the tests, the web's dev proxy), this request's own protocol and host. Never
 * the request's Origin header, which any page's form post or script sets. Null otherwise: the
 * server does not know its public address.
 */
export function gatewayBaseUrl(
  request: { protocol: string; host: string },
  publicUrl: string | undefined,
): string | null {
  if (publicUrl) return publicUrl;
  const host = hostOf(request.host);
  return host !== undefined && isLoopbackHost(host)
    ? `${request.protocol}://${request.host}`
    : null;
}

/** Whether `url` is an http(s) address on the origin of `base`. */
export function isOnOriginOf(url: string, base: string): boolean {
  if (!URL.canParse(url) || !URL.canParse(base)) return false;
  const parsed = new URL(url);
  return /^https?:$/.test(parsed.protocol) && parsed.origin === new URL(base).origin;
}
