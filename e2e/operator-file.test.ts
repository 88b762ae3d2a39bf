import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeOperatorFile } from '../apps/api/test/readme-example.ts';
import {
  cards,
  clickWhenSettled,
  expectAccessible,
  payTexts,
  readyPayButton,
  typeCard,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import { type Locale, openDriverPage, useBrowser } from './support/browser.ts';
import { texts as demoTexts } from './support/demo.ts';
import {
  type ProductServer,
  repoRoot,
  serverEnv,
  startProductServer,
} from './support/product-server.ts';
import { normalizeSpaces, spacedText } from './support/text.ts';

/**
 * Issue 25, 'Done when': a new operator opened exactly as the README's 'Open your first car
 * park' says. Its hand-written file is planned, applied and exported back with the command
 * line, a key is made, then a server of this test's own (own data directory, nothing shared)
 * starts; the place's page opens at 360 px in both languages with the file's texts, a driver
 * pays an hour with the sandbox's test card, and a price change and a closure PUT as YAML
 * through the admin API are on the next page load, the server still running.
 */
const browser = useBrowser();
const run = promisify(execFile);

/** What the file says in each language, and the hour's price with its fee before and after. */
const file = {
  'es-ES': {
    name: 'Aparcamiento del Puerto',
    description: 'Aparcamiento al aire libre junto al muelle, abierto las 24 horas.',
    rates: ['1 hora', '3 horas'],
    hour: '2,20 €',
    newHour: '2,70 €',
  },
  'en-US': {
    name: 'Harbour Car Park',
    description: 'Open-air car park by the quay, open around the clock.',
    rates: ['1 hour', '3 hours'],
    hour: '€2.20',
    newHour: '€2.70',
  },
} as const;
const address = 'Muelle de la Ribera 3';
const timeZone = 'Europe/Madrid';

let dataDir: string;
/** The embedded database in this test's data directory, whatever the caller's environment. */
const ownDatabase = () => ({
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  // A new operator's server: no demo operators beside it.
  SEED_DEMO: 'false',
  INIT_CWD: undefined,
});
let server: ProductServer;
let fileName: string;
let key: string;
let placeId: string;

/**
 * A command of the README's walk-through on this test's data directory. Run from the build
 * (`npm run operator -- …` is `node apps/api/dist/operator.js …` without compiling it first):
 * the same program, seconds faster on a busy machine.
 */
async function command(name: 'operator' | 'operator-key', ...args: string[]): Promise<string> {
  const entry = new URL(`apps/api/dist/${name}.js`, repoRoot).pathname;
  const { stdout } = await run(process.execPath, [entry, ...args], {
    cwd: repoRoot.pathname,
    env: serverEnv(ownDatabase()),
  });
  return stdout;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'parking-e2e-operator-'));
  fileName = join(dataDir, 'harbour.yaml');
  writeFileSync(fileName, readmeOperatorFile());
  expect(await command('operator', 'plan', fileName)).toContain('Plan: 7 changes');
  const applied = await command('operator', 'apply', fileName);
  const organizationId = /to organisation ([0-9a-f-]{36})\./.exec(applied)?.[1] ?? '';
  await command('operator', 'export', organizationId, fileName);
  placeId =
    /- key: puerto\n\s+id: ([0-9a-f-]{36})\n/.exec(readFileSync(fileName, 'utf8'))?.[1] ?? '';
  expect(placeId).toMatch(/^[0-9a-f-]{36}$/);
  const created = await command(
    'operator-key',
    ...['create', '--organization', organizationId],
    ...['--scope', 'admin:read', '--scope', 'admin:write', 'Harbour console'],
  );
  key = /^\s+(ok_\S+)$/m.exec(created)?.[1] ?? '';
  expect(key).not.toBe('');
  server = await startProductServer(dataDir, { env: ownDatabase() });
  // Five commands and a server, each a process opening the embedded database: on a loaded CI
  // machine (beside the API's PostgreSQL pass) this once took more than 120 s.
}, 300_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A phone in a fresh context: nothing kept from an earlier load (no HTTP cache, no storage). */
const openPhone = (locale: Locale) =>
  openDriverPage(browser(), { storedLocale: locale, width: 360, origin: server.baseUrl });

async function expectPlaceHeader(page: Page, locale: Locale) {
  await page.getByRole('heading', { level: 1, name: file[locale].name }).waitFor();
  await page.getByText(file[locale].description, { exact: true }).waitFor();
  await page.getByText(address, { exact: true }).waitFor();
}

const payButtonName = { 'es-ES': /^Pagar /, 'en-US': /^Pay / } as const;

/** The rates offered to a plate, by name, and the pay button's price (the first rate's). */
async function expectRatesAndPrice(page: Page, locale: Locale, price: string) {
  for (const rate of file[locale].rates) {
    await page
      .getByRole('radio', { name: new RegExp(`^${rate}\\b`) })
      .waitFor({ state: 'attached' });
  }
  const pay = page.getByRole('button', { name: payButtonName[locale] });
  await expect.poll(async () => normalizeSpaces((await pay.textContent()) ?? '')).toContain(price);
}

/** The place's entry page's ETag, as a cache revalidating it would compare. */
async function entryPageTag(): Promise<string | null> {
  const response = await fetch(`${server.baseUrl}/transient/${placeId}`, { cache: 'no-store' });
  await response.arrayBuffer();
  return response.headers.get('etag');
}

describe('an operator opened from the README example file', () => {
  it('is shown in both languages, paid by a driver, then changed by the admin API while it runs', async () => {
    for (const locale of ['es-ES', 'en-US'] as const) {
      const driver = await openPhone(locale);
      await driver.page.goto(`/transient/${placeId}`);
      await expectPlaceHeader(driver.page, locale);
      await driver.page.getByText('Harbour Parking', { exact: true }).first().waitFor();
      await expectAccessible(driver.page, `place page in ${locale}`);
      await driver.page.goto(`/transient/${placeId}?licencePlate=${uniquePlate('HBR')}`);
      await expectRatesAndPrice(driver.page, locale, file[locale].hour);
      expect(unexpectedConsoleErrors(driver)).toEqual([]);
      await driver.context.close();
    }

    // A driver pays an hour with the sandbox's test card.
    const payer = await openPhone('en-US');
    const t = payTexts['en-US'];
    await payer.page.goto(`/transient/${placeId}?licencePlate=${uniquePlate('HBR')}`);
    await typeCard(payer.page, 'en-US', cards.succeeds);
    await clickWhenSettled(payer.page, await readyPayButton(payer.page, payButtonName['en-US']));
    await payer.page.waitForURL(/\/summary\/[0-9a-f-]{36}\?receipt=true$/, { timeout: 20_000 });
    await payer.page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();
    expect(unexpectedConsoleErrors(payer)).toEqual([]);
    await payer.context.close();

    // The operator edits its file, as the README's step 6: the hour at 2.50, a closure ahead.
    const day = 24 * 60 * 60_000;
    const closureFrom = new Date(Math.ceil((Date.now() + 2 * day) / day) * day);
    const closureUntil = new Date(closureFrom.getTime() + day);
    const edited = readFileSync(fileName, 'utf8')
      .replace(/value: "2\.00"/, 'value: "2.50"')
      .replace(
        /^( *)periods:\n/m,
        (line, indent: string) =>
          `${line}${indent}  - type: EXCEPTION\n${indent}    from: "${closureFrom.toISOString()}"\n${indent}    until: "${closureUntil.toISOString()}"\n`,
      );
    const tagBefore = await entryPageTag();
    expect(tagBefore).toMatch(/^(W\/)?"/);
    const put = await fetch(`${server.baseUrl}/api/admin/operator-file`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/yaml' },
      body: edited,
    });
    const answer = (await put.json()) as { changes: { action: string; entity: string }[] };
    expect(put.status, JSON.stringify(answer)).toBe(200);
    expect(answer.changes.map(({ action, entity }) => `${action} ${entity}`).sort()).toEqual([
      'change line',
      'change place',
    ]);

    // A browser or CDN revalidating the entry page it kept gets the new one, not a 304.
    expect(await entryPageTag()).not.toBe(tagBefore);

    // The next load, the server not restarted, fresh contexts (no HTTP cache): both changes.
    for (const locale of ['es-ES', 'en-US'] as const) {
      const driver = await openPhone(locale);
      await driver.page.goto(`/transient/${placeId}`);
      await expectPlaceHeader(driver.page, locale);
      const alert = driver.page.getByRole('alert');
      await alert.getByRole('heading', { name: demoTexts[locale].closingSoonTitle }).waitFor();
      await expect.poll(() => spacedText(alert)).toMatch(demoTexts[locale].closingSoon);
      const firstDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
      await expect.poll(() => spacedText(alert)).toContain(firstDay.format(closureFrom));
      await driver.page.goto(`/transient/${placeId}?licencePlate=${uniquePlate('HBR')}`);
      await expectRatesAndPrice(driver.page, locale, file[locale].newHour);
      expect(unexpectedConsoleErrors(driver)).toEqual([]);
      await driver.context.close();
    }
  });
});
