import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { DEMO_IDS, demoRowId, rateLineIdOf } from '../apps/api/src/db/seed/demo-extra-ids.ts';

/** Midtown Garage and its '1 hour' rate (3.00 + 0.35 service fee): what the benches pay. */
export const BENCH_PLACE_ID = DEMO_IDS.places.transientOpen.id;
const BENCH_RATE_ID = demoRowId('midtown:rate:0');
const BENCH_RATE_LINE_ID = rateLineIdOf('midtown', 0);

/**
 * The rows of one paid one-hour ticket, in plain SQL on the given transaction: the pending
 * payment, the right, its plate, the BASE payment with its two lines, and the pending payment
 * marked SUCCEEDED. What the payment core writes for a first payment, without the core.
 */
export async function insertPaidTicket(
  tx: Pick<Database, 'execute'>,
  {
    plate,
    locale,
    transactionPrefix,
  }: { plate: string; locale: string; transactionPrefix: string },
): Promise<string> {
  const pendingId = randomUUID();
  const rightId = randomUUID();
  const paymentId = randomUUID();
  const now = new Date();
  const end = new Date(now.getTime() + 3_600_000);
  const transactionId = `${transactionPrefix}${pendingId}`;
  await tx.execute(sql`insert into pending_payment
    (id, place_id, rate_id, rate_line_id, provider, gateway, amount_minor,
     service_fee_minor, currency_code, external_id, status, expires_at, license_plate)
    values (${pendingId}, ${BENCH_PLACE_ID}, ${BENCH_RATE_ID}, ${BENCH_RATE_LINE_ID}, 'CARD_INTENT',
     'SANDBOX', 300, 35, 'USD', ${transactionId}, 'PENDING', ${end}, ${plate})`);
  await tx.execute(sql`insert into assigned_right (id, place_id, customer_id, kind, locale)
    values (${rightId}, ${BENCH_PLACE_ID}, ${DEMO_IDS.customer.id}, 'TRANSIENT', ${locale})`);
  await tx.execute(sql`insert into credential (assigned_right_id, type, local_identifier)
    values (${rightId}, 'LICENSE_PLATE', ${plate})`);
  await tx.execute(sql`insert into payment (id, assigned_right_id, type,
     start_period_covered, end_period_covered, transaction_id, date_collected,
     rate_line_id, currency_code, card_brand, last_four_digits, provider)
    values (${paymentId}, ${rightId}, 'BASE', ${now}, ${end}, ${transactionId}, ${now},
     ${BENCH_RATE_LINE_ID}, 'USD', 'VISA', '4242', 'CARD_INTENT')`);
  await tx.execute(sql`insert into payment_line (payment_id, type, code, amount_minor)
    values (${paymentId}, 'BASE', null, 300), (${paymentId}, 'SURCHARGE', null, 35)`);
  await tx.execute(sql`update pending_payment set status = 'SUCCEEDED',
     assigned_right_id = ${rightId}, payment_id = ${paymentId} where id = ${pendingId}`);
  return rightId;
}
