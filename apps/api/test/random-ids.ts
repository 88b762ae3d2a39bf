/** A random id (a UUID, or a processor's `pi_…` reference in hex), in which any digits can turn up. */
const RANDOM_ID =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\bpi_[a-z]+_[0-9a-f]+/gi;

/**
 * `text` with its random ids taken out: a check that a card's or phone's digits are not shown
 * ("4242", "555") then fails on the digits, not on an id that held them by chance. Shared by the
 * API tests and the browser tests.
 */
export function withoutRandomIds(text: string): string {
  return text.replace(RANDOM_ID, '<id>');
}
