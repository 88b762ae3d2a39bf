import type { Locale, StayOrder } from '@parking/domain';
import { formatDateTime, formatMoney, safeTimeZone } from '@parking/domain/display';
import { escapeHtml } from '../../../lib/escape-html.js';
import type { EmailMessage } from '../../../messaging/message.js';
import { fill, STAY_TICKET_WORDS } from './words.js';

export type StayTicketBrand = {
  name: string;
  primaryColor: string;
  contactEmail: string | null;
};

type Row = { label: string; value: string; strong?: boolean };

/** A #rrggbb colour, else the fallback: it goes into style attributes. */
const safeColor = (value: string, fallback: string) =>
  /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;

/**
 * The ticket of a paid stay order to `to`: what the paid-ticket page shows (place, plate,
 * entry, amount, when paid, leave before, order) and the link to that page.
 */
export function renderStayTicketEmail(input: {
  order: StayOrder;
  brand: StayTicketBrand;
  locale: Locale;
  to: string;
  ticketUrl: string;
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
    { label: words.order, value: order.orderId },
    ...(order.transactionId ? [{ label: words.transaction, value: order.transactionId }] : []),
  ];
  const card = order.cardDetail
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
    `${words.view}: ${ticketUrl}`,
    ...(support ? ['', support] : []),
    '',
    footer,
    '',
  ].join('\n');

  const e = escapeHtml;
  const primary = safeColor(brand.primaryColor, '#0b57d0');
  const cell = 'padding:6px 0;font-size:14px;line-height:20px;';
  const htmlRows = rows
    .map(
      ({ label, value, strong }) =>
        `<tr><td style="${cell}padding-right:12px;color:#44474e">${e(label)}</td>` +
        `<td align="right" style="${cell}color:#1b1b1f;overflow-wrap:anywhere;${strong ? 'font-weight:bold;' : ''}">${e(value)}</td></tr>`,
    )
    .join('\n');
  const paragraph = (content: string, style = 'color:#44474e') =>
    `<p style="margin:16px 0 0;font-size:14px;${style}">${content}</p>`;
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f3f6;font-family:Arial,Helvetica,sans-serif;color:#1b1b1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f3f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="border-top:6px solid ${primary};padding:20px 24px 0;border-radius:8px 8px 0 0">
<p style="margin:0;font-size:16px;font-weight:bold;color:${primary}">${e(brand.name)}</p>
</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 8px;font-size:22px;line-height:28px">${e(words.title)}</h1>
<p style="margin:0 0 16px;font-size:14px;color:#44474e">${e(intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${htmlRows}
</table>
${card ? paragraph(e(card), 'color:#1b1b1f') : ''}
${paragraph(e(words.leaveNote), 'padding:12px;background:#fff4e5;color:#5f3700;border-radius:6px')}
<p style="margin:16px 0 0"><a href="${e(ticketUrl)}" style="display:inline-block;padding:10px 16px;background:${primary};color:#ffffff;border-radius:6px;text-decoration:none;font-size:14px;font-weight:bold">${e(words.view)}</a></p>
${support ? paragraph(e(support)) : ''}
</td></tr>
</table>
<p style="max-width:560px;margin:12px auto 0;font-size:12px;color:#5d5e66">${e(footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
  return { to, subject, text, html };
}
