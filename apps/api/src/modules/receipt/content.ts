import {
  getLatestBasePayment,
  getPaidTicket,
  type Locale,
  localize,
  pickText,
  type Resume,
} from '@parking/domain';
import type { ReceiptRepository } from './repository.js';
import type { ReceiptContent } from './templates/receipt-email.js';

type PlaceBrand = NonNullable<Awaited<ReturnType<ReceiptRepository['loadPlaceBrand']>>>;

/** A logo as stored (absolute, or a path of ours such as /demo/logo.svg) made absolute. */
function absoluteUrl(url: string | null, base: string): string | null {
  if (!url) return null;
  try {
    const resolved = new URL(url, `${base.replace(/\/+$/, '')}/`);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}

function addressLine(address: PlaceBrand['address']): string | null {
  if (!address) return null;
  const parts = [address.addressLine1, address.addressLine2, address.postalCode, address.city];
  return parts.filter((part) => part && part.trim() !== '').join(', ') || null;
}

/**
 * The receipt e-mail's content: the place's brand around the domain's paid ticket. A permit's
 * receipt is its latest cycle only, as its paid ticket page shows it (docs/decisions/055): a
 * permit paid for a year is not a receipt of twelve months.
 */
export function toReceiptContent(input: {
  resume: Resume;
  brand: PlaceBrand;
  locale: Locale;
  publicUrl: string;
  permit?: boolean;
}): ReceiptContent {
  const { brand, locale } = input;
  const permit = input.permit === true;
  const latest = permit ? getLatestBasePayment({ payments: input.resume.payments }) : null;
  const paid = permit ? { ...input.resume, payments: latest ? [latest] : [] } : input.resume;
  // The operator's texts in the language the payment recorded (decision 048).
  const ticket = getPaidTicket(paid, locale);
  return {
    locale: input.locale,
    permit,
    organizationName: brand.organizationName,
    logoUrl: absoluteUrl(brand.logoUrl, input.publicUrl),
    primaryColor: brand.primaryColor,
    secondaryColor: brand.secondaryColor,
    placeName: pickText({
      text: brand.placeName,
      translations: brand.placeTranslations,
      field: 'name',
      locale,
    }),
    address: addressLine(brand.address && localize(brand.address, locale)),
    timeZone: brand.timeZone,
    start: ticket.period?.start ?? null,
    end: ticket.period?.end ?? null,
    plates: ticket.plates,
    currencyCode: ticket.currencyCode,
    lines: ticket.lines,
    serviceFeeMinor: ticket.serviceFeeMinor,
    totalMinor: ticket.totalMinor,
    card: ticket.card,
    supportEmail: brand.contactEmail,
  };
}
