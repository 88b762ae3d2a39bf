import { getCoveredPeriod, getPaymentTotals, type Locale, type Resume } from '@parking/domain';
import type { ReceiptRepository } from './repository.js';
import type { ReceiptContent } from './templates/receipt-email.js';

type PlaceBrand = NonNullable<Awaited<ReturnType<ReceiptRepository['loadPlaceBrand']>>>;

/** A logo as stored (absolute, or a path of ours such as /demo/logo.svg) made absolute. */
export function absoluteUrl(url: string | null, base: string): string | null {
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
 * The paid ticket's content (spec section 2, 'Transient paid ticket') as the receipt shows it:
 * one line per BASE payment, the service fee over all of them, the total by the domain rule.
 */
export function toReceiptContent(input: {
  resume: Resume;
  brand: PlaceBrand;
  locale: Locale;
  publicUrl: string;
}): ReceiptContent {
  const { resume, brand } = input;
  const base = resume.payments.filter((payment) => payment.type === 'BASE');
  const totals = getPaymentTotals({ lines: base.flatMap((payment) => payment.paymentLine) });
  const period = getCoveredPeriod({ payments: resume.payments });
  const plates = [
    ...new Set(
      resume.payments.flatMap((payment) =>
        payment.credential.map((credential) => credential.localIdentifier),
      ),
    ),
  ];
  const paidOn = base.reduce<Date | null>((latest, payment) => {
    const collected = new Date(payment.dateCollected);
    return latest && latest >= collected ? latest : collected;
  }, null);
  return {
    locale: input.locale,
    organizationName: brand.organizationName,
    logoUrl: absoluteUrl(brand.logoUrl, input.publicUrl),
    primaryColor: brand.primaryColor,
    secondaryColor: brand.secondaryColor,
    placeName: brand.placeName,
    address: addressLine(brand.address),
    timeZone: brand.timeZone,
    start: period?.start ?? null,
    end: period?.end ?? null,
    plates,
    currencyCode: base[0]?.currencyCode ?? 'USD',
    lines: base.map((payment) => ({
      transactionId: payment.transactionId,
      amountMinor: getPaymentTotals({ lines: payment.paymentLine }).baseMinor,
    })),
    serviceFeeMinor: totals.surchargeMinor,
    totalMinor: totals.totalMinor,
    card: resume.cardDetail
      ? { brand: resume.cardDetail.cardBrand, lastFour: resume.cardDetail.lastFourDigits }
      : null,
    paidOn,
    supportEmail: brand.contactEmail,
  };
}
