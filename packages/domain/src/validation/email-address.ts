/**
 * The address a receipt may be mailed to (spec section 5, 'Ticket e-mail'): the common subset
 * of RFC 5321/5322 that every mail server accepts, checked without a backtracking regular
 * expression (so a long hostile string costs one pass, not a ReDoS).
 *
 * - local part: a dot-atom (letters, digits and !#$%&'*+-/=?^_`{|}~, dots between them, never
 *   first, last or doubled), at most 64 characters. Quoted local parts ("a b"@x.com) are refused:
 *   legal, but never typed by a driver, and the quotes are how markup and header tricks get in.
 * - domain: at least two labels of letters, digits and inner hyphens, each 1 to 63 characters,
 *   the last (the top-level domain) letters only, or an IDNA 'xn--' label (the ASCII form of a
 *   top-level domain such as .рф). No IP literals ([1.2.3.4]), no trailing dot.
 * - the whole address: at most 254 characters (RFC 5321's path limit less the angle brackets).
 * - ASCII only: no spaces, no control characters, no Unicode. Internationalised domains
 *   (ana@müller.de) are refused rather than half supported: mapping them to their 'xn--' form
 *   needs UTS 46 processing, which browsers and Node apply with differing tables, and the mail
 *   transport would then have to send to that form. A driver with such a domain can type its
 *   'xn--' form, which passes as any other label. Unicode local parts (SMTPUTF8) are refused
 *   for the same reason: no assurance the operator's mail server relays them.
 *
 * Pure and dependency-free: the web's receipt form imports it without pulling zod in.
 */
export const EMAIL_ADDRESS_LIMITS = { address: 254, localPart: 64, domainLabel: 63 } as const;

/** The spec's message for a refused address ('Invalid email', the reservation flow's text). */
export const EMAIL_ADDRESS_MESSAGE = 'Invalid email';

/** RFC 5322 atext: what a dot-atom's parts are made of. */
const ATOM = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+$/;
/** A DNS label of letters, digits and hyphens, neither first nor last (RFC 1123). */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
/** A top-level domain: letters, or an IDNA A-label ('xn--' then letters, digits, hyphens). */
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]*[A-Za-z0-9])$/i;

function isDotAtom(localPart: string): boolean {
  return localPart.split('.').every((atom) => ATOM.test(atom));
}

function isHostName(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    labels.every(
      (label) => label.length <= EMAIL_ADDRESS_LIMITS.domainLabel && LABEL.test(label),
    ) && TOP_LEVEL.test(topLevel)
  );
}

/**
 * Whether `address`, exactly as given, is an address we mail to. Surrounding spaces are not
 * trimmed here: the form and the API schema trim what the driver typed before asking.
 */
export function isEmailAddress(address: string): boolean {
  if (address.length > EMAIL_ADDRESS_LIMITS.address) return false;
  const at = address.lastIndexOf('@');
  if (at < 1) return false;
  const localPart = address.slice(0, at);
  const domain = address.slice(at + 1);
  // A second '@' is not atext, so isDotAtom refuses 'a@b@c.com'.
  return (
    localPart.length <= EMAIL_ADDRESS_LIMITS.localPart && isDotAtom(localPart) && isHostName(domain)
  );
}
