import { describe, expect, it } from 'vitest';
import { htmlDocument } from './html-document.js';

describe('htmlDocument', () => {
  it('writes the head once: language, escaped title, stylesheets and deferred scripts in order', () => {
    const html = htmlDocument({
      lang: 'en-US',
      title: 'Cards & <wallets>',
      stylesheets: ['/api/a.css?v=1', '/api/b.css?v=1'],
      scripts: ['/api/one.js?v=1', '/api/two.js?v=1'],
      body: '<main><p>Hi</p></main>',
    });
    expect(html).toBe(`<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Cards &amp; &lt;wallets&gt;</title>
<link rel="stylesheet" href="/api/a.css?v=1">
<link rel="stylesheet" href="/api/b.css?v=1">
<script src="/api/one.js?v=1" defer></script>
<script src="/api/two.js?v=1" defer></script>
</head>
<body>
<main><p>Hi</p></main>
</body>
</html>
`);
  });

  it('leaves out the no-referrer rule only for a page that keeps its referrer', () => {
    const page = { lang: 'es', title: 'T', stylesheets: ['/p.css'], body: '' };
    expect(htmlDocument(page)).toContain('<meta name="referrer" content="no-referrer">');
    expect(htmlDocument({ ...page, keepsReferrer: true })).not.toContain('referrer');
    expect(htmlDocument(page)).not.toContain('<script');
  });
});
