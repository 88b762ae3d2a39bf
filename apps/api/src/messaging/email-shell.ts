import { escapeHtml } from '../lib/escape-html.js';

/** A #rrggbb colour, else the fallback: a colour goes into style attributes. */
export function safeColor(value: string | null | undefined, fallback: string): string {
  return value && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;
}

/** The style of a table cell of the shell's label/value rows. */
export const EMAIL_CELL = 'padding:6px 0;font-size:14px;line-height:20px;';

/** A paragraph under the content; `html` is escaped already, `style` adds its colours. */
export const emailParagraph = (html: string, style = 'color:#44474e') =>
  `<p style="margin:16px 0 0;font-size:14px;${style}">${html}</p>`;

/** The boxed note every ticket ends with (space not guaranteed, leave before…). */
export const EMAIL_WARNING_STYLE =
  'padding:12px;background:#fff4e5;color:#5f3700;border-radius:6px';

/** A link drawn as a button in the brand's colour; `gapPx` above it (less under its own text). */
export const emailButton = (url: string, label: string, primaryColor: string, gapPx = 16) =>
  `<p style="margin:${gapPx}px 0 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:${primaryColor};color:#ffffff;border-radius:6px;text-decoration:none;font-size:14px;font-weight:bold">${escapeHtml(label)}</a></p>`;

export type EmailShell = {
  locale: string;
  subject: string;
  /** The operator's name, in its colour at the top and as the logo's alt text. */
  brandName: string;
  /** A colour safeColor let through. */
  primaryColor: string;
  /** Absolute http(s) URL, or null for no logo. */
  logoUrl?: string | null;
  title: string;
  intro: string;
  /** The HTML between the intro and the end of the card, escaped by its maker. */
  content: string;
  /** The small print under the card. */
  footer: string;
};

/**
 * The HTML of every e-mail the API sends a driver (receipts, booking and stay tickets): one
 * card in the brand's colour, inline styles and tables, as mail clients need.
 */
export function renderEmailShell(shell: EmailShell): string {
  const e = escapeHtml;
  const primary = shell.primaryColor;
  const logo = shell.logoUrl
    ? `<img src="${e(shell.logoUrl)}" alt="${e(shell.brandName)}" height="40" style="display:block;height:40px;max-width:200px;border:0;margin-bottom:8px">`
    : '';
  return `<!doctype html>
<html lang="${e(shell.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(shell.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f3f6;font-family:Arial,Helvetica,sans-serif;color:#1b1b1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f3f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="border-top:6px solid ${primary};padding:20px 24px 0;border-radius:8px 8px 0 0">
${logo}<p style="margin:0;font-size:16px;font-weight:bold;color:${primary}">${e(shell.brandName)}</p>
</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 8px;font-size:22px;line-height:28px;color:#1b1b1f">${e(shell.title)}</h1>
<p style="margin:0 0 16px;font-size:14px;color:#44474e">${e(shell.intro)}</p>
${shell.content}
</td></tr>
</table>
<p style="max-width:560px;margin:12px auto 0;font-size:12px;color:#5d5e66">${e(shell.footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
}
