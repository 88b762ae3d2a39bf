/**
 * The e-mail check of the receipt form (spec section 5, 'Ticket e-mail'): one '@', something
 * before it, a domain with a dot after it, no spaces. Deliberately loose: the mail server is
 * the real judge; this catches typing slips ('name@gmail', 'name gmail.com').
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= 254 && EMAIL.test(trimmed);
}
