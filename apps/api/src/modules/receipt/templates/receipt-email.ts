import type { Locale, PaidTicketLine } from '@parking/domain';
import {
  formatDateTime,
  formatMoney,
  formatNarrowMoney,
  RESERVATION_HOUR_CYCLE,
  safeTimeZone,
} from '@parking/domain/display';
import { escapeHtml } from '#api/lib/escape-html.js';
import {
  EMAIL_CELL,
  EMAIL_WARNING_STYLE,
  emailButton,
  emailParagraph,
  renderEmailShell,
  safeColor,
} from '#api/messaging/email-shell.js';
import type { EmailMessage } from '#api/messaging/message.js';
import { fill } from '#api/messaging/words.js';
import { BOOKING_TICKET_WORDS, RECEIPT_WORDS } from './words.js';

/** A booking's side of its ticket (modules/booking/ticket-email): its state and where to manage it. */
export type BookingTicketNote = {
  cancelled: boolean;
  /**
   * The reservation's paid-ticket page, where the plate is changed and the booking cancelled;
   * null when the recipient did not prove they paid (decision 068).
   */
  manageUrl: string | null;
  cancelDeadline: Date;
  /** Bought before its deadline; false: non-refundable from the purchase on (decision 084). */
  refundable: boolean;
};

/** Everything a receipt shows: the paid ticket's content and the operator's brand. */
export type ReceiptContent = {
  locale: Locale;
  /** A permit's renewal: its own intro and warning, and the 10 minutes to leave the lot. */
  permit?: boolean;
  organizationName: string;
  /** Absolute http(s) URL, or null for no logo. */
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  placeName: string;
  address: string | null;
  timeZone: string;
  start: Date | null;
  end: Date | null;
  plates: string[];
  currencyCode: string;
  /**
   * One line per BASE payment (the domain's paid ticket): the rate it bought, '#transactionId',
   * when it was collected, and its parking amount.
   */
  lines: PaidTicketLine[];
  serviceFeeMinor: number;
  totalMinor: number;
  /**
   * 'VISA •••• 4242', as the domain's paid ticket writes it; null for free parking, and when the
   * request did not prove its sender paid (decision 068).
   */
  card: string | null;
  supportEmail: string | null;
  /** Present for a booking: the ticket speaks of a reservation, not a session. */
  booking?: BookingTicketNote | null;
};

/** `notes`: smaller lines under the label (a charge's transaction and paid-on time). */
type Row = { label: string; value: string; strong?: boolean; notes?: string[] };

/** What both parts say, in order, as plain strings (escaped later for HTML). */
function compose(content: ReceiptContent, to: string) {
  const words = RECEIPT_WORDS[content.locale];
  const zone = safeTimeZone(content.timeZone);
  // A booking's ticket is written as the reservation's pages write it (decision 088).
  const hourCycle = content.booking ? RESERVATION_HOUR_CYCLE : undefined;
  const date = (value: Date | null) =>
    value ? formatDateTime(value, { locale: content.locale, timeZone: zone, hourCycle }) : '-';
  const money = (minor: number) =>
    (content.booking ? formatNarrowMoney : formatMoney)({
      amountMinor: minor,
      currencyCode: content.currencyCode,
      locale: content.locale,
    });
  const details: Row[] = [
    { label: words.location, value: content.placeName },
    ...(content.address ? [{ label: words.address, value: content.address }] : []),
    { label: words.start, value: date(content.start) },
    { label: words.end, value: date(content.end) },
    {
      label: content.plates.length > 1 ? words.plates : words.plate,
      value: content.plates.join(', ') || '-',
    },
  ];
  const invoice: Row[] = [
    // Each charge by its rate ('1 hour', '+30 min'), beside its transaction and paid-on time.
    ...content.lines.map((line) => ({
      label: line.rateName ?? words.parking,
      value: money(line.amountMinor),
      notes: [
        ...(line.transactionId ? [`#${line.transactionId}`] : []),
        fill(words.paidOn, { date: date(line.paidOn) }),
      ],
    })),
    ...(content.serviceFeeMinor > 0
      ? [{ label: words.serviceFee, value: money(content.serviceFeeMinor) }]
      : []),
    { label: words.total, value: money(content.totalMinor), strong: true },
  ];
  const booking = content.booking ?? null;
  const permit = content.permit === true;
  const reservation = BOOKING_TICKET_WORDS[content.locale];
  const place = { place: content.placeName };
  return {
    words,
    subject: fill(booking ? reservation.subject : words.subject, place),
    title: booking
      ? booking.cancelled
        ? reservation.cancelledTitle
        : reservation.title
      : words.title,
    intro: fill(booking ? reservation.intro : permit ? words.permitIntro : words.intro, place),
    // Spec section 2 gives the permit's paid ticket this sentence (decision 047 kept it off the
    // transient receipt until permits existed).
    leave: permit ? words.permitLeave : null,
    warning: booking
      ? booking.cancelled
        ? reservation.cancelled
        : reservation.held
      : permit
        ? words.permitSpaceWarning
        : words.spaceWarning,
    manage:
      booking && !booking.cancelled && booking.manageUrl
        ? {
            text: booking.refundable
              ? fill(reservation.manage, { deadline: date(booking.cancelDeadline) })
              : reservation.manageNonRefundable,
            label: reservation.manageLink,
            url: booking.manageUrl,
          }
        : null,
    details,
    invoice,
    // No card line for a paid ticket whose card is not shown: the recipient did not prove they
    // paid (decision 068); 'free' would be untrue.
    charged: content.card
      ? fill(words.chargedTo, { card: content.card })
      : content.totalMinor === 0
        ? words.free
        : null,
    support: content.supportEmail ? fill(words.support, { email: content.supportEmail }) : null,
    footer: fill(words.footer, { organization: content.organizationName, email: to }),
  };
}

function renderText(content: ReceiptContent, parts: ReturnType<typeof compose>): string {
  const row = ({ label, value, notes = [] }: Row) =>
    [`${label}: ${value}`, ...notes.map((note) => `  ${note}`)].join('\n');
  return [
    content.organizationName,
    '',
    parts.title,
    parts.intro,
    '',
    ...parts.details.map(row),
    '',
    ...parts.invoice.map(row),
    ...(parts.charged ? [parts.charged] : []),
    ...(parts.leave ? ['', parts.leave] : []),
    '',
    parts.warning,
    ...(parts.manage ? ['', parts.manage.text, `${parts.manage.label}: ${parts.manage.url}`] : []),
    ...(parts.support ? ['', parts.support] : []),
    '',
    parts.footer,
    '',
  ].join('\n');
}

function renderHtml(content: ReceiptContent, parts: ReturnType<typeof compose>): string {
  const e = escapeHtml;
  const primary = safeColor(content.primaryColor, '#0b57d0');
  const secondary = safeColor(content.secondaryColor, '#e8f0fe');
  // A long label (a transaction id) breaks anywhere rather than widen a phone's screen; values
  // wrap at spaces only, so an amount never splits.
  const labelCell = `${EMAIL_CELL}padding-right:12px;overflow-wrap:anywhere;word-break:break-word;`;
  const rows = (items: Row[]) =>
    items
      .map(
        ({ label, value, strong, notes = [] }) =>
          `<tr><td style="${labelCell}color:#44474e;${strong ? 'font-weight:bold;color:#1b1b1f;' : ''}">${e(label)}${notes
            .map((note) => `<br><span style="font-size:12px;color:#5d5e66">${e(note)}</span>`)
            .join('')}</td>` +
          `<td align="right" style="${EMAIL_CELL}color:#1b1b1f;${strong ? 'font-weight:bold;' : ''}">${e(value)}</td></tr>`,
      )
      .join('\n');
  const support = parts.support
    ? `${emailParagraph(
        e(parts.support).replace(
          e(content.supportEmail ?? ''),
          `<a href="mailto:${e(content.supportEmail ?? '')}" style="color:${primary}">${e(content.supportEmail ?? '')}</a>`,
        ),
      )}\n`
    : '';
  const manage = parts.manage
    ? `${emailParagraph(e(parts.manage.text))}
${emailButton(parts.manage.url, parts.manage.label, primary, 8)}
`
    : '';
  const body = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${rows(parts.details)}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin-top:16px;background:${secondary};border-radius:6px">
<tr><td style="padding:8px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${rows(parts.invoice)}
</table>
</td></tr>
</table>
${parts.charged ? `${emailParagraph(e(parts.charged), 'color:#1b1b1f')}\n` : ''}${parts.leave ? `${emailParagraph(e(parts.leave), 'padding:12px;background:#e8f6ec;color:#14532d;border-radius:6px')}\n` : ''}${emailParagraph(e(parts.warning), EMAIL_WARNING_STYLE)}
${manage}${support}`;
  return renderEmailShell({
    locale: content.locale,
    subject: parts.subject,
    brandName: content.organizationName,
    primaryColor: primary,
    logoUrl: content.logoUrl,
    title: parts.title,
    intro: parts.intro,
    content: body.trimEnd(),
    footer: parts.footer,
  });
}

/** The receipt e-mail to `to`: subject, HTML (inline styles, tables) and plain text. */
export function renderReceiptEmail(content: ReceiptContent, to: string): EmailMessage {
  const parts = compose(content, to);
  return {
    to,
    subject: parts.subject,
    text: renderText(content, parts),
    html: renderHtml(content, parts),
  };
}
