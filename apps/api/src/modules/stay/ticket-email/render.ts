import type { Locale, StayOrder } from '@parking/domain';
import { formatDateTime, formatMoney, safeTimeZone } from '@parking/domain/display';
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
import { STAY_TICKET_WORDS } from './words.js';

export type StayTicketBrand = {
  name: string;
  primaryColor: string;
  contactEmail: string | null;
};

type Row = { label: string; value: string; strong?: boolean };

/**
 * The ticket of a paid stay order to `to`: what the paid-ticket page shows (place, plate,
 * entry, amount, when paid, leave before, order) and the link to that page.
 */
export function renderStayTicketEmail(input: {
  order: StayOrder;
  brand: StayTicketBrand;
  locale: Locale;
  to: string;
  /** Null: a copy asked for by another address, without the order, its link or the card. */
  ticketUrl: string | null;
}): EmailMessage {
  const { order, brand, locale, to, ticketUrl } = input;
  const words = STAY_TICKET_WORDS[locale];
  const timeZone = safeTimeZone(order.place.timezone);
  const date = (value: string | null) =>
    value ? formatDateTime(new Date(value), { locale, timeZone }) : '-';
  const place = { place: order.place.name };
  const rows: Row[] = [
    { label: words.location, value: order.place.name },
    ...(order.place.addressLine1
      ? [{ label: words.address, value: order.place.addressLine1 }]
      : []),
    { label: words.plate, value: order.licensePlate ?? '-' },
    { label: words.entry, value: date(order.actualStart) },
    {
      label: words.amount,
      value: formatMoney({
        amountMinor: order.amountMinor,
        currencyCode: order.currencyCode,
        locale,
      }),
      strong: true,
    },
    { label: words.paidAt, value: date(order.paidAt) },
    { label: words.exitBefore, value: date(order.exitBefore), strong: true },
    ...(ticketUrl ? [{ label: words.order, value: order.orderId }] : []),
    ...(ticketUrl && order.transactionId
      ? [{ label: words.transaction, value: order.transactionId }]
      : []),
  ];
  const card =
    ticketUrl && order.cardDetail
      ? fill(words.chargedTo, {
          card: `${order.cardDetail.cardBrand.toUpperCase()} •••• ${order.cardDetail.lastFourDigits}`,
        })
      : null;
  const support = brand.contactEmail ? fill(words.support, { email: brand.contactEmail }) : null;
  const footer = fill(words.footer, { brand: brand.name, email: to });
  const subject = fill(words.subject, place);
  const intro = fill(words.intro, place);

  const text = [
    brand.name,
    '',
    words.title,
    intro,
    '',
    ...rows.map(({ label, value }) => `${label}: ${value}`),
    ...(card ? [card] : []),
    '',
    words.leaveNote,
    '',
    ...(ticketUrl ? [`${words.view}: ${ticketUrl}`] : []),
    ...(support ? ['', support] : []),
    '',
    footer,
    '',
  ].join('\n');

  const e = escapeHtml;
  const primary = safeColor(brand.primaryColor, '#0b57d0');
  const htmlRows = rows
    .map(
      ({ label, value, strong }) =>
        `<tr><td style="${EMAIL_CELL}padding-right:12px;color:#44474e">${e(label)}</td>` +
        `<td align="right" style="${EMAIL_CELL}color:#1b1b1f;overflow-wrap:anywhere;${strong ? 'font-weight:bold;' : ''}">${e(value)}</td></tr>`,
    )
    .join('\n');
  const html = renderEmailShell({
    locale,
    subject,
    brandName: brand.name,
    primaryColor: primary,
    title: words.title,
    intro,
    content: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${htmlRows}
</table>
${card ? emailParagraph(e(card), 'color:#1b1b1f') : ''}
${emailParagraph(e(words.leaveNote), EMAIL_WARNING_STYLE)}
${ticketUrl ? emailButton(ticketUrl, words.view, primary) : ''}
${support ? emailParagraph(e(support)) : ''}`,
    footer,
  });
  return { to, subject, text, html };
}
