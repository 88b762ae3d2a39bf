import { getCoveredPeriod, PAYMENT_MESSAGES, type Rate } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeSettings } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  generateExtension as generateExtensionOf,
  paidSession as paidSessionAt,
} from '#test/extension-helpers.js';
import {
  confirmInBrowser,
  expectError,
  extensionRateNamed,
  generateCard,
  getJson,
  postJson,
  rateBody,
  rateNamed,
  resumeOf,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const midtown = DEMO_IDS.places.transientOpen.id;
const plaza = DEMO_IDS.places.transientManyRates.id;
const MINUTE = 60_000;

let server: TestServer;
let oneHour: Rate;
beforeAll(async () => {
  // Settings change within the file (extensions off, then on): no 30-second place cache.
  server = await startTestServer({ env: { PLACE_CACHE_TTL_MS: '0' } });
  oneHour = await rateNamed(server, midtown, '1 hour');
});
afterAll(() => server?.close());

const paidSession = (plate: string) => paidSessionAt(server, midtown, oneHour, plate);

const extensionRate = (assignedRightId: string, name: string) =>
  extensionRateNamed(server, midtown, assignedRightId, name);

const generateExtension = (provider: string, assignedRightId: string, body: unknown) =>
  generateExtensionOf(server, provider, assignedRightId, body);

/** A fresh one-hour session at Plaza Mayor paid with the second kind: its assigned right. */
async function paidPlazaSession(plate: string): Promise<string> {
  const first = await generateCard(
    server,
    'card-client-secret',
    rateBody(plaza, await rateNamed(server, plaza, '1 hour')),
  );
  expect((await confirmInBrowser(server, first, 'pm_card_visa')).response.status).toBe(200);
  const paid = await postJson(server, '/api/card-client-secret/process-payment', {
    externalId: first.id,
    licensePlate: plate,
  });
  expect(paid.response.status).toBe(200);
  return (paid.body as { assignedRightId: string }).assignedRightId;
}

const plazaExtensionRate = (assignedRightId: string, name: string) =>
  extensionRateNamed(server, plaza, assignedRightId, name);

describe('on-demand extension with the second card kind', () => {
  it('adds the extension to the same right once the browser confirmed', async () => {
    const assignedRightId = await paidPlazaSession('EXT005');
    const plusHour = await plazaExtensionRate(assignedRightId, '+1 hour');
    const generated = await generateExtension(
      'card-client-secret',
      assignedRightId,
      rateBody(plaza, plusHour),
    );
    expect(generated.response.status, JSON.stringify(generated.body)).toBe(200);
    const intent = generated.body as { id: string; clientSecret: string };
    // What the web sends before confirming (spec section 7): accepted with isOnDemandExtension.
    const updated = await postJson(
      server,
      `/api/card-client-secret/update-payment-intent/${intent.id}`,
      {
        placeId: plaza,
        externalId: intent.id,
        licensePlate: 'EXT005',
        isOnDemandExtension: 'true',
      },
    );
    expect(updated.response.status, JSON.stringify(updated.body)).toBe(200);
    expect((await confirmInBrowser(server, intent, 'pm_card_visa')).response.status).toBe(200);
    const processed = await postJson(
      server,
      '/api/card-client-secret/process-payment-on-demand-extension',
      { externalId: intent.id, licensePlate: 'EXT005' },
    );
    expect(processed.response.status, JSON.stringify(processed.body)).toBe(200);
    expect(processed.body).toEqual({ assignedRightId });

    const { payments } = await resumeOf(server, plaza, assignedRightId);
    expect(payments.filter((row) => row.type === 'BASE')).toHaveLength(2);
    const covered = getCoveredPeriod({ payments });
    expect((covered?.end.getTime() ?? 0) - (covered?.start.getTime() ?? 0)).toBe(120 * MINUTE);
  });
});

describe('at a place whose settings forbid extensions', () => {
  async function setAllowExtensions(placeId: string, allowExtensions: boolean) {
    await server.database.db
      .update(placeSettings)
      .set({ allowExtensions })
      .where(eq(placeSettings.placeId, placeId));
  }

  it('refuses to generate an extension on every generate route, and allows it again once on', async () => {
    const assignedRightId = await paidSession('EXT006');
    const plus30 = await extensionRate(assignedRightId, '+30 min');
    const body = rateBody(midtown, plus30);
    await setAllowExtensions(midtown, false);
    try {
      for (const provider of ['card-intent', 'payment']) {
        expectError(
          await generateExtension(provider, assignedRightId, body),
          400,
          PAYMENT_MESSAGES.extensionsNotAllowed,
          'EXTENSIONS_NOT_ALLOWED',
        );
      }
      const listed = await getJson(server, `/api/rate/${midtown}/extension/${assignedRightId}`);
      expect(listed.body).toEqual([]);
    } finally {
      await setAllowExtensions(midtown, true);
    }
    const generated = await generateExtension('card-intent', assignedRightId, body);
    expect(generated.response.status, JSON.stringify(generated.body)).toBe(200);
  });

  it('refuses it for the second card kind too, before looking at the right', async () => {
    const plusHour = await plazaExtensionRate(await paidPlazaSession('EXT007'), '+1 hour');
    await setAllowExtensions(plaza, false);
    try {
      // A right that does not exist: the place's rule answers first.
      expectError(
        await generateExtension(
          'card-client-secret',
          '00000000-0000-4000-8000-000000000000',
          rateBody(plaza, plusHour),
        ),
        400,
        PAYMENT_MESSAGES.extensionsNotAllowed,
        'EXTENSIONS_NOT_ALLOWED',
      );
    } finally {
      await setAllowExtensions(plaza, true);
    }
  });
});
