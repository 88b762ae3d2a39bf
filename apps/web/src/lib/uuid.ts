/**
 * The 8-4-4-4-12 hex shape of every capability link (spec section 2, 'Identifiers').
 * Same pattern as UUID_PATTERN in '@parking/domain/contracts', copied on purpose: importing that
 * module pulls zod into the first chunk (its schemas are module-level calls the bundler keeps),
 * about 24 KB gzipped measured. The contract test in locale.test.ts keeps the two in step.
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined | null): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
