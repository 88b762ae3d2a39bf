/**
 * The mailbox pages' only style, served as a file: the app's policy allows no inline style.
 * Colours keep a contrast of at least 4.5:1 on white.
 */
export const MAILBOX_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; background: #f3f3f6; color: #1b1b1f; }
main { max-width: 960px; margin: 0 auto; padding: 24px 16px; }
h1 { font-size: 1.5rem; margin: 0 0 8px; }
h2 { font-size: 1.125rem; margin: 24px 0 8px; }
p { line-height: 1.5; }
a { color: #0b57d0; }
a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.muted { color: #44474e; }
table { width: 100%; border-collapse: collapse; background: #fff; }
caption { text-align: left; padding: 8px 0; color: #44474e; }
th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #d7d7de; vertical-align: top; }
th { background: #e8e8ee; font-weight: 600; }
td.text { max-width: 28rem; overflow-wrap: anywhere; }
.badge { display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: 0.8125rem; font-weight: 600; }
.badge--email { background: #e8f0fe; color: #0842a0; }
.badge--sms { background: #e6f4ea; color: #0d652d; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; background: #fff; padding: 12px 16px; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
iframe { width: 100%; height: 720px; border: 1px solid #d7d7de; background: #fff; }
/* A phone shows each message as a card: one labelled line per column, no sideways scroll. */
@media (max-width: 640px) {
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table, tbody, tr, td { display: block; }
  tr { border-bottom: 1px solid #d7d7de; padding: 8px 0; }
  td { border: 0; padding: 4px 12px; overflow-wrap: anywhere; }
  td::before { content: attr(data-label) ": "; font-weight: 600; }
  dl { grid-template-columns: 1fr; }
  iframe { height: 560px; }
}
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; padding: 12px 16px; border: 1px solid #d7d7de; margin: 0; }
`;
