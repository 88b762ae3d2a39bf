import type { Words } from '#api/messaging/words.js';

/** The reminder SMS in each language; `{name}` marks a value filled in. */
type ReminderWords = {
  sms: string;
  /** Said after 'parking' when the session has a plate. */
  forPlate: string;
};

export const REMINDER_WORDS: Words<ReminderWords> = {
  'en-US': {
    sms: '{place}: parking{forPlate} ends at {time} ({minutes} min left). Extend: {url}',
    forPlate: ' for {plate}',
  },
  // No accents: one character outside the GSM 7-bit alphabet (ó, í) makes every segment
  // UCS-2, 70 characters instead of 160.
  'es-ES': {
    sms: '{place}: tu aparcamiento{forPlate} termina a las {time} (quedan {minutes} min). Ampliar: {url}',
    forPlate: ' de {plate}',
  },
};
