import {
  BOOKING_MESSAGES,
  ErrorResponseSchema,
  PAYMENT_MESSAGES,
  UpdateBookingResultSchema,
} from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credential } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { cancelCall, HOUR, paidBooking, patchPlate } from '#test/booking-helpers.js';
import { expectError, resumeOf } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 11: a booking's licence plate can be changed until the booking starts (the credential
 * replaced in one transaction); after the start, or once cancelled, a 400 in words.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

let count = 0;
const book = (provider: 'card-intent' | 'card-client-secret', startInHours: number) => {
  count += 1;
  const start = new Date(Date.now() + startInHours * HOUR);
  return paidBooking(server, {
    provider,
    start,
    end: new Date(start.getTime() + 3 * HOUR),
    plate: `OLD${count}A`,
    email: `plate${count}@example.com`,
  });
};

async function platesOf(assignedRightId: string) {
  const rows = await server.database.db
    .select({ plate: credential.localIdentifier })
    .from(credential)
    .where(eq(credential.assignedRightId, assignedRightId));
  return rows.map((row) => row.plate);
}

describe.each(['card-intent', 'card-client-secret'] as const)('plate change (%s)', (provider) => {
  it('replaces the plate before the start, as typed and normalised', async () => {
    const paid = await book(provider, 48);
    const result = await patchPlate(server, provider, paid.placeId, paid.assignedRightId, {
      licensePlate: ' new-77 b ',
    });
    expect(result.response.status, JSON.stringify(result.body)).toBe(200);
    expect(UpdateBookingResultSchema.strict().parse(result.body)).toEqual({
      assignedRightId: paid.assignedRightId,
      licensePlate: 'NEW77B',
    });
    expect(await platesOf(paid.assignedRightId)).toEqual(['NEW77B']);
    // The ticket shows it.
    const resume = await resumeOf(server, paid.placeId, paid.assignedRightId);
    expect(resume.payments[0]?.credential).toEqual([
      { type: 'LICENSE_PLATE', localIdentifier: 'NEW77B' },
    ]);
    // Sending it again is a harmless repeat.
    const again = await patchPlate(server, provider, paid.placeId, paid.assignedRightId, {
      licensePlate: 'NEW77B',
    });
    expect(again.response.status).toBe(200);
    expect(await platesOf(paid.assignedRightId)).toEqual(['NEW77B']);
  });
});

it('keeps exactly one plate when 10 changes race', async () => {
  const paid = await book('card-intent', 48);
  const plates = Array.from({ length: 10 }, (_, index) => `RACE${index}`);
  const results = await Promise.all(
    plates.map((licensePlate) =>
      patchPlate(server, 'card-intent', paid.placeId, paid.assignedRightId, { licensePlate }),
    ),
  );
  expect(results.map((result) => result.response.status)).toEqual(Array(10).fill(200));
  const stored = await platesOf(paid.assignedRightId);
  expect(stored).toHaveLength(1);
  expect(plates).toContain(stored[0]);
});

it('serialises plate changes with a cancel: each change lands before it or is refused', async () => {
  const paid = await book('card-client-secret', 72);
  const changes = Array.from({ length: 8 }, (_, index) =>
    patchPlate(server, 'card-client-secret', paid.placeId, paid.assignedRightId, {
      licensePlate: `MIX${index}`,
    }),
  );
  const cancel = cancelCall(server, 'card-client-secret', paid.assignedRightId);
  const [cancelled, ...results] = await Promise.all([cancel, ...changes]);
  expect(cancelled.response.status).toBe(200);
  for (const result of results) {
    if (result.response.status === 200) continue;
    expectError(result, 400, BOOKING_MESSAGES.cancelled, 'BOOKING_CANCELLED');
  }
  expect(await platesOf(paid.assignedRightId)).toHaveLength(1);
});

it('refuses a change once the booking has started, in words', async () => {
  const paid = await book('card-intent', -1);
  expectError(
    await patchPlate(server, 'card-intent', paid.placeId, paid.assignedRightId, {
      licensePlate: 'LATE1',
    }),
    400,
    BOOKING_MESSAGES.plateChangeTooLate,
    'PLATE_CHANGE_TOO_LATE',
  );
  expect(await platesOf(paid.assignedRightId)).toEqual([`OLD${count}A`]);
});

it('refuses a change of a cancelled booking', async () => {
  const paid = await book('card-client-secret', 72);
  expect(
    (await cancelCall(server, 'card-client-secret', paid.assignedRightId)).response.status,
  ).toBe(200);
  expectError(
    await patchPlate(server, 'card-client-secret', paid.placeId, paid.assignedRightId, {
      licensePlate: 'GONE1',
    }),
    400,
    BOOKING_MESSAGES.cancelled,
    'BOOKING_CANCELLED',
  );
});

describe('input', () => {
  it('refuses plates the card kinds refuse, NUL bytes and huge strings with a 400', async () => {
    const paid = await book('card-intent', 48);
    const bodies: unknown[] = [
      {},
      { licensePlate: '' },
      { licensePlate: '   ' },
      { licensePlate: '!!!' },
      { licensePlate: 'A'.repeat(21) },
      { licensePlate: 'AB\u0000C' },
      { licensePlate: 'x'.repeat(100_000) },
      { licensePlate: 42 },
      'not json',
    ];
    for (const body of bodies) {
      const result = await patchPlate(
        server,
        'card-intent',
        paid.placeId,
        paid.assignedRightId,
        body,
      );
      expect(result.response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      // The one error body; the spec's plate message verbatim, or a field's refusal.
      const refused = ErrorResponseSchema.strict().parse(result.body);
      expect(['LICENSE_PLATE_INVALID', 'VALIDATION', 'MALFORMED_REQUEST']).toContain(refused.code);
    }
    expect(await platesOf(paid.assignedRightId)).toEqual([`OLD${count}A`]);
  });

  it('404 for a booking of another place or none; 400 for another provider or a bad id', async () => {
    const paid = await book('card-intent', 48);
    const other = DEMO_IDS.places.reservation.id;
    expectError(
      await patchPlate(server, 'card-intent', other, paid.assignedRightId, { licensePlate: 'X1' }),
      404,
      BOOKING_MESSAGES.bookingNotFound,
      'BOOKING_NOT_FOUND',
    );
    expectError(
      await patchPlate(
        server,
        'card-intent',
        paid.placeId,
        '00000000-0000-4000-8000-000000000000',
        {
          licensePlate: 'X1',
        },
      ),
      404,
      BOOKING_MESSAGES.bookingNotFound,
      'BOOKING_NOT_FOUND',
    );
    expectError(
      await patchPlate(server, 'paypal', paid.placeId, paid.assignedRightId, {
        licensePlate: 'X1',
      }),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
      'PROVIDER_NOT_SUPPORTED',
    );
    const bad = await patchPlate(server, 'card-intent', 'nope', paid.assignedRightId, {
      licensePlate: 'X1',
    });
    expect(bad.response.status).toBe(400);
  });
});
