/**
 * 8-4-4-4-12 hex, the shape every capability link carries (spec section 2, 'Identifiers'). Both
 * cases spelt out rather than an `i` flag: JSON Schema patterns (the OpenAPI document) drop flags.
 */
export const UUID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export function isUuid(value: string | undefined | null): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
