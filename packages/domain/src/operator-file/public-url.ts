/**
 * Why an operator's URL (logo, photo, terms, landing page) cannot be shown to drivers, or null
 * (decision 089). A path on this server ('/demo/logo.svg') or an https address on a public
 * host: a driver's browser must never be sent to the operator's intranet, this machine, or an
 * address that only works inside one network. Only literal addresses and reserved names can be
 * judged here; the file is checked where it is written, not where the name resolves.
 */
export function publicUrlProblem(text: string): string | null {
  if (text.startsWith('/') && !text.startsWith('//')) {
    return /^\/[\w\-./%~]*$/.test(text) ? null : 'must be a plain path on this server';
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "must be https://… or a path starting with '/'";
  }
  if (url.protocol !== 'https:') return 'must be an https address';
  if (url.username || url.password) return 'must not hold a user name or password';
  return privateHost(url.hostname) ? 'must not point to a private or local address' : null;
}

const RESERVED_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa', '.test'];

function privateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || (!host.includes('.') && !host.includes(':'))) return true;
  if (RESERVED_SUFFIXES.some((suffix) => host.endsWith(suffix))) return true;
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host.replace(/^::ffff:/, ''));
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (host.includes(':')) {
    return host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  }
  return false;
}
