import { escapeHtml } from './escape-html.js';

/**
 * One page we render whole (the sandbox's frames, its gateway page, the dev mailbox): the same
 * head for all, with its title, stylesheets and deferred scripts, in order; the body as the caller wrote it.
 * `title` is plain text (escaped here); `body` is HTML the caller escaped.
 */
export function htmlDocument(page: {
  lang: string;
  title: string;
  stylesheets: readonly string[];
  scripts?: readonly string[];
  body: string;
  /** Leave out the no-referrer rule: a page whose form posts on, as a gateway's does. */
  keepsReferrer?: boolean;
}): string {
  const links = page.stylesheets.map(
    (href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`,
  );
  const scripts = (page.scripts ?? []).map(
    (src) => `<script src="${escapeHtml(src)}" defer></script>\n`,
  );
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${page.keepsReferrer ? '' : '<meta name="referrer" content="no-referrer">\n'}<title>${escapeHtml(page.title)}</title>
${links.join('')}${scripts.join('')}</head>
<body>
${page.body}
</body>
</html>
`;
}
