import type { Credential, Resume } from '../contracts/payment.js';
import { pickText } from '../display/localized-text.js';
import { getPaymentTotals } from '../pricing/payment-totals.js';
import { type CoveredPeriod, getCoveredPeriod } from './session-state.js';

export interface PaidTicketLine {
  transactionId: string | null;
  rateName: string | null;
  amountMinor: number;
  paidOn: Date;
}

/** A session's paid ticket as every channel shows it: the web page and the receipt e-mail. */
export interface PaidTicket {
  /** Earliest start and latest end of the base payments (spec section 4). */
  period: CoveredPeriod | null;
  /** Every distinct licence plate of the session, in the order paid (a ticket shows badges). */
  plates: string[];
  /** The base payments' currency; 'USD' for a session without one (the spec's default). */
  currencyCode: string;
  /**
   * One invoice line per base payment, oldest first: its transaction, the rate it bought as the
   * operator names it ('1 hour', '+30 min' for an extension), its parking amount and when it was
   * collected.
   */
  lines: PaidTicketLine[];
  /** The service fee over every base payment; the ticket shows it only above 0. */
  serviceFeeMinor: number;
  totalMinor: number;
  /** 'VISA •••• 4242': the brand in upper case and the last four digits; null without a card. */
  card: string | null;
}

/**
 * The paid ticket of a session (spec section 2, 'Transient paid ticket'): a line per BASE payment
 * with its parking amount, the service fee over all of them, and the total by the domain rule
 * (base + surcharge - validations, coded lines aside). REFUND payments change none of it.
 */
export function getPaidTicket(
  resume: Pick<Resume, 'payments' | 'cardDetail'>,
  /** The reader's language: each charge's rate is named in it when the operator gave one (048). */
  locale?: string,
): PaidTicket {
  const base = resume.payments.filter((payment) => payment.type === 'BASE');
  const totals = getPaymentTotals({ lines: base.flatMap((payment) => payment.paymentLine) });
  return {
    period: getCoveredPeriod({ payments: resume.payments }),
    plates: licensePlatesOf(resume.payments.flatMap((payment) => payment.credential)),
    currencyCode: base[0]?.currencyCode ?? 'USD',
    lines: base.map((payment) => ({
      transactionId: payment.transactionId,
      rateName: locale
        ? pickText({
            text: payment.rateName,
            translations: payment.rateTranslations,
            field: 'name',
            locale,
          })
        : payment.rateName,
      amountMinor: getPaymentTotals({ lines: payment.paymentLine }).baseMinor,
      paidOn: new Date(payment.dateCollected),
    })),
    serviceFeeMinor: totals.surchargeMinor,
    totalMinor: totals.totalMinor,
    card: cardLabel(resume.cardDetail),
  };
}

/**
 * Every distinct LICENSE_PLATE credential, in order. Other credential kinds (barcode, e-ticket)
 * identify a right, not a vehicle, and are never shown as a plate.
 */
export function licensePlatesOf(credentials: readonly Credential[]): string[] {
  const plates = credentials
    .filter((credential) => credential.type === 'LICENSE_PLATE')
    .map((credential) => credential.localIdentifier);
  return [...new Set(plates)];
}

function cardLabel(cardDetail: Resume['cardDetail']): string | null {
  if (!cardDetail?.cardBrand || !cardDetail.lastFourDigits) return null;
  return `${cardDetail.cardBrand.toUpperCase()} •••• ${cardDetail.lastFourDigits}`;
}
