import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { SANDBOX_REDIRECT_CARDS } from './test-cards.js';

describe('the redirect sandbox’s test cards', () => {
  it('are the documented ones: paid, declined, paid with a late notification', () => {
    const card = (number: string) => SANDBOX_REDIRECT_CARDS[number.replace(/\s/g, '')];
    const { succeeds, declined, slowConfirmation } = DEMO_IDS.testCards;
    expect(card(succeeds)).toMatchObject({ response: '0000', delayNotification: false });
    expect(Number(card(declined)?.response)).toBeGreaterThan(99);
    expect(card(slowConfirmation)).toMatchObject({ response: '0000', delayNotification: true });
  });
});
