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

/** How long a plate may be as typed (spaces, hyphens and dots included). */
export const PLATE_INPUT_MAX_LENGTH = 20;
/** How many letters and digits a stored plate has: the longest plates in use have about 10. */
export const PLATE_MIN_LENGTH = 1;
export const PLATE_MAX_LENGTH = 15;

/**
 * A plate worth looking up or paying for: at most PLATE_INPUT_MAX_LENGTH characters as typed,
 * and 1 to 15 letters or digits once normalised ('---' and '<<<>>>' leave nothing: refused).
 */
export function isPlausiblePlate(raw: string): boolean {
  if (raw.length > PLATE_INPUT_MAX_LENGTH) return false;
  const normalized = normalizePlate(raw);
  return normalized.length >= PLATE_MIN_LENGTH && normalized.length <= PLATE_MAX_LENGTH;
}
