import type { outboxMessage } from '#api/db/schema/index.js';
import { escapeHtml } from '#api/lib/escape-html.js';
import { htmlDocument } from '#api/lib/html-document.js';

export type OutboxRow = typeof outboxMessage.$inferSelect;

const e = escapeHtml;

const when = (date: Date) =>
  `<time datetime="${date.toISOString()}">${date.toISOString().slice(0, 19).replace('T', ' ')} UTC</time>`;

const badge = (channel: OutboxRow['channel']) =>
  `<span class="badge badge--${channel.toLowerCase()}">${channel === 'EMAIL' ? 'E-mail' : 'SMS'}</span>`;

const layout = (title: string, body: string, base: string) =>
  htmlDocument({
    lang: 'en',
    title,
    stylesheets: [`${base}/mailbox.css`],
    body: `<main>\n${body}\n</main>`,
  });

/** Every kept message, newest first: what a new user checks after asking for a receipt. */
export function renderMailboxList(rows: OutboxRow[], base: string): string {
  const items = rows
    .map((row) => {
      const summary = row.channel === 'EMAIL' ? (row.subject ?? '(no subject)') : row.text;
      return `<tr>
<td data-label="Channel">${badge(row.channel)}</td>
<td data-label="To">${e(row.recipient)}</td>
<td data-label="Subject or text" class="text"><a href="${base}/${row.id}">${e(summary)}</a></td>
<td data-label="Time">${when(row.createdAt)}</td>
</tr>`;
    })
    .join('\n');
  const table = rows.length
    ? `<table>
<caption>${rows.length} message${rows.length === 1 ? '' : 's'}, newest first</caption>
<thead><tr><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Subject or text</th><th scope="col">Time</th></tr></thead>
<tbody>
${items}
</tbody>
</table>`
    : '<p>No messages yet. Ask for a receipt by e-mail on a paid ticket and it appears here.</p>';
  return layout(
    'Mailbox',
    `<h1>Mailbox</h1>
<p class="muted">E-mail and SMS kept by this server instead of being sent (no SMTP_URL or SMS provider is configured). Reload to see new messages.</p>
${table}`,
    base,
  );
}

/** Links to the files sent with an e-mail (a booking's .ics), numbered as stored. */
function attachmentList(row: OutboxRow, base: string): string {
  const files = row.attachments ?? [];
  if (files.length === 0) return '';
  const items = files.map(
    (file, index) =>
      `<li><a href="${base}/${row.id}/attachment/${index}" download="${e(file.filename)}">${e(file.filename)}</a> <span class="muted">${e(file.contentType)}</span></li>`,
  );
  return `<h2>Attachments</h2>\n<ul>${items.join('')}</ul>`;
}

/** One message: its headers, the HTML part in a sandboxed frame, and the text part. */
export function renderMailboxMessage(row: OutboxRow, base: string): string {
  const title =
    row.channel === 'EMAIL' ? (row.subject ?? '(no subject)') : `SMS to ${row.recipient}`;
  const html =
    row.channel === 'EMAIL' && row.html
      ? `<h2>HTML part</h2>
<iframe title="HTML part of the e-mail" src="${base}/${row.id}/html" sandbox="allow-same-origin" referrerpolicy="no-referrer"></iframe>`
      : '';
  return layout(
    title,
    `<p><a href="${base}">Back to the mailbox</a></p>
<h1>${e(title)}</h1>
<dl>
<dt>Channel</dt><dd>${badge(row.channel)}</dd>
<dt>From</dt><dd>${e(row.sender)}</dd>
<dt>To</dt><dd>${e(row.recipient)}</dd>
${row.subject !== null ? `<dt>Subject</dt><dd>${e(row.subject)}</dd>` : ''}
<dt>Time</dt><dd>${when(row.createdAt)}</dd>
</dl>
${html}
${attachmentList(row, base)}
<h2>${row.channel === 'EMAIL' ? 'Text part' : 'Text'}</h2>
<pre>${e(row.text)}</pre>`,
    base,
  );
}
