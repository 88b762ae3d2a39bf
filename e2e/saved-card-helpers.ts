import type { Page } from 'playwright-core';
import {
  cards,
  clickWhenSettled,
  payTexts,
  readyPayButton,
  setCheckedWhenSettled,
  typeCard,
} from './payment-helpers.ts';
import type { Locale } from './support/browser.ts';

/** The kept card's words (decision 086), as the driver reads them. */
export const savedCardTexts = {
  'en-US': {
    pay: 'Pay with the same card •••• 4242',
    keep: /^Keep this card on this device/,
    remove: 'Remove this card',
    removed: 'The card was removed from this device.',
  },
  'es-ES': {
    pay: 'Pagar con la misma tarjeta •••• 4242',
    keep: /^Guardar esta tarjeta en este dispositivo/,
    remove: 'Eliminar esta tarjeta',
    removed: 'La tarjeta se ha eliminado de este dispositivo.',
  },
} as const;

const SUMMARY_URL = /\/summary\/([0-9a-f-]{36})\?receipt=true$/;

/**
 * A first session at `placeId` paid by typing the succeeding card, the reminder unticked and the
 * 'keep this card' box left as it comes (ticked): its assignedRightId, on its summary.
 */
export async function payFirstKeepingCard(
  page: Page,
  locale: Locale,
  placeId: string,
  plate: string,
): Promise<string> {
  const t = payTexts[locale];
  await page.goto(`/transient/${placeId}?licencePlate=${plate}`);
  await setCheckedWhenSettled(page, page.getByRole('checkbox', { name: t.notify }), false);
  await typeCard(page, locale, cards.succeeds);
  await clickWhenSettled(page, await readyPayButton(page, t.pay));
  await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();
  return SUMMARY_URL.exec(page.url())?.[1] ?? '';
}
