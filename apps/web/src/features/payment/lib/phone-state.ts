/** What the form knows of the phone field (the field itself is a lazy chunk). */
export type PhoneState =
  | { status: 'empty' }
  /** Typed, waiting for the 500 ms debounce (spec section 5) or for the validator to load. */
  | { status: 'checking' }
  | { status: 'valid'; e164: string }
  | { status: 'invalid' };

export const PHONE_DEBOUNCE_MS = 500;
