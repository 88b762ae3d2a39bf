import type { OperatorScope } from '@parking/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { customer, operatorApiKey, organization } from '#api/db/schema/index.js';
import { AppError, customerNotFound } from '#api/errors.js';
import { generateOperatorKey, hashOperatorKey, keyKindOf, operatorKeyPrefix } from './api-key.js';

export interface CreatedOperatorKey {
  id: string;
  /** The key itself: shown once, never stored. */
  key: string;
  prefix: string;
  label: string;
  scopes: OperatorScope[];
}

export interface OperatorKeyRequest {
  organizationId: string;
  /** null: the key reaches every customer of the organisation (admin scopes only). */
  customerId: string | null;
  scopes: OperatorScope[];
  label: string;
}

const refused = (message: string) => new AppError('VALIDATION', message);

/**
 * Why a set of scopes cannot make one key, or null. A gate key sits in a camera's software on
 * the operator's premises: it opens one customer's barriers and nothing else, so that a key
 * copied from a camera can never change a price (the database's check says the same).
 */
function scopesProblem(scopes: OperatorScope[], customerId: string | null): string | null {
  if (scopes.length === 0) return 'A key needs at least one scope';
  if (scopes.includes('gate') && scopes.length > 1) {
    return 'The gate scope is a key of its own: make another key for the admin scopes';
  }
  if (scopes.includes('gate') && customerId === null) {
    return 'A gate key belongs to one customer: pass --customer <id>';
  }
  return null;
}

async function checkOwner(db: Database, organizationId: string, customerId: string | null) {
  if (customerId === null) {
    const [owner] = await db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, organizationId));
    if (!owner) throw new AppError('VALIDATION', `No organization with id ${organizationId}`);
    return;
  }
  const [owner] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.id, customerId), eq(customer.organizationId, organizationId)));
  if (!owner) throw customerNotFound();
}

/** A new operator API key (`npm run -w @parking/api operator-key -- create`), printed once. */
export async function createOperatorKey(
  db: Database,
  request: OperatorKeyRequest,
): Promise<CreatedOperatorKey> {
  const scopes = [...new Set(request.scopes)];
  const problem = scopesProblem(scopes, request.customerId);
  if (problem) throw refused(problem);
  await checkOwner(db, request.organizationId, request.customerId);
  const key = generateOperatorKey(keyKindOf(scopes));
  const prefix = operatorKeyPrefix(key);
  const [row] = await db
    .insert(operatorApiKey)
    .values({
      organizationId: request.organizationId,
      customerId: request.customerId,
      scopes,
      keyHash: hashOperatorKey(key),
      label: request.label,
      prefix,
    })
    .returning({ id: operatorApiKey.id });
  if (!row) throw new Error('operator API key not inserted');
  return { id: row.id, key, prefix, label: request.label, scopes };
}

/** What a gate key of a customer is: scope `gate`, its customer, its organisation. */
export async function gateKeyRequest(
  db: Database,
  customerId: string,
  label: string,
): Promise<OperatorKeyRequest> {
  const [owner] = await db
    .select({ organizationId: customer.organizationId })
    .from(customer)
    .where(eq(customer.id, customerId));
  if (!owner) throw customerNotFound();
  return { organizationId: owner.organizationId, customerId, scopes: ['gate'], label };
}

/** A gate key of a customer, as `npm run -w @parking/api gate-key` makes it. */
export async function createOperatorApiKey(db: Database, customerId: string, label: string) {
  return createOperatorKey(db, await gateKeyRequest(db, customerId, label));
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
