import { getRemainingMinutes } from '@parking/domain';
import { formatClockTime } from '@parking/domain/display';
import { fill } from '#api/messaging/words.js';
import { REMINDER_WORDS } from './words.js';

export type ReminderText = {
  /** The driver's locale (es-ES, en-US); anything else gets English. */
  locale: string;
  placeName: string;
  plate: string | null;
  /** The covered end the reminder warns about. */
  end: Date;
  /** The place's IANA time zone: the end is told on the place's clock. */
  timeZone: string;
  now: Date;
  extensionUrl: string;
};

/** Long place names are cut so that the message stays within two SMS segments. */
const PLACE_NAME_MAX = 32;

type TextLocale = keyof typeof REMINDER_WORDS;
const isTextLocale = (locale: string): locale is TextLocale => locale in REMINDER_WORDS;

/** The reminder SMS: place, end on the place's clock, minutes left and the extension link. */
export function reminderSmsText(input: ReminderText): string {
  const locale = isTextLocale(input.locale) ? input.locale : 'en-US';
  const time = formatClockTime(input.end, { locale, timeZone: input.timeZone })
    // ICU puts a narrow no-break space before AM/PM: not in the GSM alphabet either.
    .replace(/[\u202f\u00a0]/g, ' ');
  const minutes = Math.max(getRemainingMinutes({ end: input.end, now: input.now }), 0);
  const name =
    input.placeName.length > PLACE_NAME_MAX
      ? `${input.placeName.slice(0, PLACE_NAME_MAX - 3).trimEnd()}...`
      : input.placeName;
  const words = REMINDER_WORDS[locale];
  return fill(words.sms, {
    place: name,
    forPlate: input.plate ? fill(words.forPlate, { plate: input.plate }) : '',
    time,
    minutes,
    url: input.extensionUrl,
  });
}

/** `<base>/transient/<placeId>/extension/<assignedRightId>`: the web's extension page. */
export function extensionUrl(base: string, placeId: string, assignedRightId: string): string {
  return `${base.replace(/\/+$/, '')}/transient/${placeId}/extension/${assignedRightId}`;
}

// GSM 03.38: the basic alphabet, and the extension table whose characters count twice.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** How many SMS segments a text takes: GSM 7-bit (160, then 153 each) or UCS-2 (70, 67). */
export function smsSegments(text: string): number {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else {
      const units = text.length;
      return units <= 70 ? 1 : Math.ceil(units / 67);
    }
  }
  return septets <= 160 ? 1 : Math.ceil(septets / 153);
}
