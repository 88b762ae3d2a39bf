/**
 * The hosted page's look, served as a file (the app's policy allows no inline style): one
 * column that fits 320 px, large targets, the gateway's own neutral colours (not an operator's).
 */
export const PAGE_CSS = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f1f1f; background: #f3f4f6; }
main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; background: #fff; min-height: 100vh; box-sizing: border-box; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1.5rem; }
dt { color: #555; }
dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input { width: 100%; box-sizing: border-box; font: inherit; padding: 0.75rem; border: 1px solid #767676; border-radius: 6px; }
[role="alert"] { color: #b3261e; font-weight: 600; }
p { color: #444; font-size: 0.875rem; }
button { display: block; width: 100%; min-height: 48px; margin-top: 0.75rem; font: inherit; font-weight: 600; border-radius: 6px; border: 1px solid #1a5fb4; background: #1a5fb4; color: #fff; }
button[value="cancel"] { background: #fff; color: #1a5fb4; }
`;
