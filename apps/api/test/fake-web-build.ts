import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const INDEX_HTML =
  '<!doctype html><html><head><title>Parking</title></head><body><div id="root"></div></body></html>';

/**
 * What the server-rendered entry pages run (apps/web/src/entry-server.tsx), reduced to its
 * interface: it renders the template as it is, and fails, quoting the page's URL as a router
 * error would, when the query asks it to (?fail=1): the server logs that failure (decision 065).
 */
const ENTRY_SERVER = `
export function createPageRenderer(template) {
  return async ({ url }) => {
    if (url.includes('fail=1')) throw new Error('Cannot render ' + url + ': no route matches');
    return { html: template, locale: 'en-US', inlineStyles: [] };
  };
}
export const parseAcceptLanguage = () => [];
export const resolveLocale = () => 'en-US';
`;

/** A web build (dist/ and dist-server/) in a temporary folder: WEB_DIST_DIR, and remove(). */
export function fakeWebBuild(): { dir: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'parking-fake-web-'));
  const dir = join(root, 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'index-abc12345.js'), 'console.log(1);');
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), ENTRY_SERVER);
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
