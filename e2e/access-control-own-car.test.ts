import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, unexpectedConsoleErrors } from './payment-helpers.ts';
import { baseUrl, openDriverPage, useBrowser } from './support/browser.ts';
import { demoIds } from './support/demo.ts';

/**
 * Issue 24 point 2, 'the driver's own car first' (docs/decisions/083), in the demo customer's
 * gated lot: after the misread 4321XY the real car (4321XYZ) is the first look-alike, shown
 * only by what was typed (4321XY•); the stay page shows a plate typed in full, and a stay
 * picked from the list masked. 320 px in one language, 360 in the other, axe on each state.
 */
const browser = useBrowser();

const { customerId, plateWithStay } = demoIds.accessControl;
const home = `/access-control/${customerId}`;
const MISREAD = '4321XY';

const texts = {
  'en-US': {
    plate: 'License plate',
    similarTitle: 'Is one of these your car?',
    confirmTitle: 'Is this your car?',
    confirmYes: 'Yes, this is my car',
    stayTitle: 'Your stay',
  },
  'es-ES': {
    plate: 'Matrícula',
    similarTitle: '¿Es alguno de estos tu coche?',
    confirmTitle: '¿Es este tu coche?',
    confirmYes: 'Sí, es mi coche',
    stayTitle: 'Tu estancia',
  },
} as const;

/** The open stay of a plate, as the plate search asks for it (decision 072). */
async function stayIdOf(licensePlate: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/customer/${customerId}/session/lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ licensePlate }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { sessionId: string }).sessionId;
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

async function search(page: Page, label: string, plate: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(plate);
  await input.press('Enter');
}

/** True when a listed plate shows nothing but characters of `typed`, in the order typed. */
function onlyTyped(typed: string, shown: string): boolean {
  let at = 0;
  for (const char of shown.replaceAll('•', '')) {
    at = typed.indexOf(char, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

describe.each([
  ['en-US', 320],
  ['es-ES', 360],
] as const)('the driver’s own car first (%s, %i px)', (locale, width) => {
  const t = texts[locale];

  it('lists the real car of the misread 4321XY first, by what was typed only', async () => {
    const realCar = await stayIdOf(plateWithStay);
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    await page.goto(home);
    await search(page, t.plate, MISREAD);
    await heading(page, t.similarTitle).waitFor();
    const first = page.locator('.ac-stay-list a').first();
    await expect
      .poll(() => first.getAttribute('href'))
      .toMatch(new RegExp(`sessionId=${realCar}$`));
    await expect.poll(() => first.locator('.ac-plate').innerText()).toBe('4321XY•');
    const plates = page.locator('.ac-stay-list .ac-plate');
    await expect.poll(() => plates.count()).toBe(3);
    await expect
      .poll(async () => (await plates.allInnerTexts()).every((shown) => onlyTyped(MISREAD, shown)))
      .toBe(true);
    await expectAccessible(page, 'similar plates, the real car first');

    // Picked from the list, the stay is not the plate typed: its page keeps it masked.
    await first.click();
    await heading(page, t.confirmTitle).waitFor();
    await expect.poll(() => page.locator('.ac-details .ac-plate').innerText()).toBe('4321XY•');
    await page.getByRole('link', { name: t.confirmYes }).click();
    await heading(page, t.stayTitle).waitFor();
    await expect.poll(() => page.locator('.ac-details .ac-plate').innerText()).toBe('••••••Z');
    expect(unexpectedConsoleErrors(driver, [404])).toEqual([]);
    await driver.context.close();
  });

  it('shows the plate just typed in full on the stay page', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    await page.goto(home);
    await search(page, t.plate, plateWithStay.toLowerCase());
    await heading(page, t.stayTitle).waitFor();
    await expect.poll(() => page.locator('.ac-details .ac-plate').innerText()).toBe(plateWithStay);
    await expectAccessible(page, 'stay page with the plate typed');
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
