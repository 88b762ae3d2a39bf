import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '#api/config.js';
import { hostOf, isLocalUrl, isLoopbackAddress, isLoopbackHost } from '#api/lib/local-url.js';

/** DEV_MAILBOX: auto (the default), on or off. */
export type DevMailboxMode = Config['mail']['devMailbox'];

/** Who may open /dev/mailbox, decided once at start. */
export type MailboxAudience = 'nobody' | 'this-machine' | 'anyone';

/**
 * The mailbox lists every recipient and shows every message, so it is for the local demo only.
 * `auto` serves it to this machine when mail is kept in the outbox (no SMTP_URL) and PUBLIC_URL
 * does not name another host: a deployment that sends no mail, or is reached under a public
 * name, is not a demo on a laptop. `on` serves it to anyone (unsafe: a test server behind a
 * tunnel, say); `off` never.
 */
export function mailboxAudience({
  mode,
  mailKeptInOutbox,
  publicUrl,
}: {
  mode: DevMailboxMode;
  mailKeptInOutbox: boolean;
  publicUrl: string | undefined;
}): MailboxAudience {
  if (mode === 'off') return 'nobody';
  if (mode === 'on') return 'anyone';
  return mailKeptInOutbox && isLocalUrl(publicUrl) ? 'this-machine' : 'nobody';
}

/** Headers a proxy adds (RFC 7239, the X-Forwarded-* family, nginx's X-Real-IP, Via). */
const isForwardingHeader = (name: string) =>
  name === 'forwarded' || name.startsWith('x-forwarded-') || name === 'x-real-ip' || name === 'via';

/**
 * A request from this machine itself: the socket's peer is a loopback address (the socket's,
 * never one a header or trustProxy claims), no proxy says it forwarded someone else's request
 * (a reverse proxy on the same host connects from loopback too), and the Host header names this
 * machine, so a public page cannot reach the mailbox through DNS rebinding either.
 */
export function isRequestFromThisMachine({
  remoteAddress,
  headers,
}: {
  remoteAddress: string | undefined;
  headers: IncomingHttpHeaders;
}): boolean {
  if (!isLoopbackAddress(remoteAddress)) return false;
  if (Object.keys(headers).some(isForwardingHeader)) return false;
  const host = hostOf(headers.host);
  return host !== undefined && isLoopbackHost(host);
}
