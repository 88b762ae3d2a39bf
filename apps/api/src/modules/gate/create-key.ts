import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { customer, operatorApiKey } from '#api/db/schema/index.js';
import { customerNotFound } from '#api/errors.js';
import { gateKeyPrefix, generateGateKey, hashGateKey } from './api-key.js';

export interface CreatedGateKey {
  id: string;
  /** The key itself: shown once, never stored. */
  key: string;
  prefix: string;
  label: string;
}

/** A new operator API key for a customer's gates (`npm run -w @parking/api gate-key`). */
export async function createOperatorApiKey(
  db: Database,
  customerId: string,
  label: string,
): Promise<CreatedGateKey> {
  const [owner] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(eq(customer.id, customerId));
  if (!owner) throw customerNotFound();
  const key = generateGateKey();
  const prefix = gateKeyPrefix(key);
  const [row] = await db
    .insert(operatorApiKey)
    .values({ customerId, keyHash: hashGateKey(key), label, prefix })
    .returning({ id: operatorApiKey.id });
  if (!row) throw new Error('operator API key not inserted');
  return { id: row.id, key, prefix, label };
}

/** Revokes a key for good: it answers 401 from now on. False when there is no such key. */
export async function revokeOperatorApiKey(db: Database, keyId: string, at: Date) {
  const rows = await db
    .update(operatorApiKey)
    .set({ revokedAt: at })
    .where(eq(operatorApiKey.id, keyId))
    .returning({ id: operatorApiKey.id });
  return rows.length > 0;
}
