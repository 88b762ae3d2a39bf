import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gatedLot } from '../apps/api/src/db/seed/demo-extra-ids.ts';
import {
  cards,
  clickWhenSettled,
  expectAccessible,
  openPayDriver,
  readyPayButton,
  typeCard,
  uniquePlate,
} from './payment-helpers.ts';
import { useBrowser } from './support/browser.ts';
import { demoIds } from './support/demo.ts';
import { gateApi, reportEntry } from './support/gate-api.ts';

/**
 * Paying a stay with the card kind of the demo operator's gated lot (decision 058) at 360 px:
 * a car the gate reported 95 minutes ago is found by its plate, paid with the card form on
 * stay-details (Enter does not pay), and the visitor lands on the order's ticket; the gate's
 * exit check then lets the car out.
 */
const browser = useBrowser();
const { customerId } = demoIds.accessControl;
const home = `/access-control/${customerId}`;

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).first();

describe('access control, paying a stay by card (en-US)', () => {
  it('finds a stay the gate reported, pays it by card once and the exit opens', async () => {
    const plate = uniquePlate('CP');
    const entry = await reportEntry(plate, 95);
    expect(entry.sessionId).toEqual(expect.any(String));
    const before = await gateApi(`/places/${gatedLot}/exit-permission?licensePlate=${plate}`);
    expect(before).toMatchObject({ allowed: false });

    const { page } = await openPayDriver(browser(), 'en-US');
    await page.goto(home);
    const input = page.getByLabel('License plate', { exact: true });
    await input.fill(plate);
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('/stay-details'));
    await heading(page, 'Your stay').waitFor();

    await typeCard(page, 'en-US', cards.succeeds);
    const pay = await readyPayButton(page, /^Pay \$/);
    // Enter in the e-mail field moves on; it never pays.
    const email = page.getByLabel('E-mail for a copy of your ticket (optional)');
    await email.fill('visitor@example.com');
    await email.press('Enter');
    await expect.poll(() => page.evaluate(() => location.pathname)).toMatch(/\/stay-details$/);
    await expectAccessible(page, 'stay-details, card form');

    await clickWhenSettled(page, pay);
    await page.waitForURL((url) => /\/ticket-paid-v1\/[0-9a-f-]{36}$/.test(url.pathname), {
      timeout: 20_000,
    });
    const after = await gateApi(`/places/${gatedLot}/exit-permission?licensePlate=${plate}`);
    expect(after).toMatchObject({ allowed: true });
  });
});
