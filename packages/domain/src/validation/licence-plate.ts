/** Everything but letters, digits, hyphen, dot and space (spec section 5, 'Plate input'). */
const DISALLOWED_PLATE_INPUT = /[^\p{L}\p{N}\-. ]/gu;

/** What the plate field keeps of what the driver typed or pasted; case is left as typed. */
export function sanitizePlateInput(raw: string): string {
  return raw.replace(DISALLOWED_PLATE_INPUT, '');
}

/**
 * The form a plate is stored and matched in: upper case, accents dropped, only A-Z and 0-9.
 * 'dem-o 123', 'DEMO123' and 'Demo.123' are one vehicle; signage never distinguishes them.
 */
export function normalizePlate(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** A plate worth looking up or paying for: something left once trimmed and normalised. */
export function isPlausiblePlate(raw: string): boolean {
  const normalized = normalizePlate(raw);
  return normalized.length >= 1 && normalized.length <= 15;
}
