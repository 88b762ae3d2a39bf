import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SandboxCardProcessor } from '../src/card-processors/sandbox/processor.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { sandboxPaymentIntent } from '../src/db/schema/index.js';

/** The sandbox's own row of an intent: charge count, refund, confirm_at... for assertions. */
export async function sandboxIntentRow(database: DatabaseHandle, id: string) {
  const [row] = await database.db
    .select()
    .from(sandboxPaymentIntent)
    .where(eq(sandboxPaymentIntent.id, id));
  if (!row) throw new Error(`no intent ${id}`);
  return row;
}

/**
 * Puts an intent in a state the sandbox reaches only later (confirm_at due) or never by itself
 * (requires_capture: it has no manual capture; requires_action: no 3-D Secure), as a real
 * processor's account could hold it.
 */
export async function setSandboxIntent(
  database: DatabaseHandle,
  id: string,
  values: Partial<typeof sandboxPaymentIntent.$inferInsert>,
) {
  await database.db.update(sandboxPaymentIntent).set(values).where(eq(sandboxPaymentIntent.id, id));
}

/** A new intent of 12.50 made with the sandbox, keyed by a fresh pending payment's id. */
export function newSandboxIntent(sandbox: SandboxCardProcessor) {
  const key = randomUUID();
  return sandbox.createIntent({
    amountMinor: 1250,
    currencyCode: 'USD',
    idempotencyKey: key,
    metadata: { pendingPaymentId: key },
    description: 'Parking',
  });
}
