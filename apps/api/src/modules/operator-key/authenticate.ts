import type { OperatorScope } from '@parking/domain';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { operatorApiKey } from '#api/db/schema/index.js';
import { hashOperatorKey, sameHash } from './api-key.js';

/** Who called: the key, its organisation, its customer (null: the whole organisation). */
export interface OperatorCaller {
  keyId: string;
  /** The key's visible prefix, which the audit names it by. */
  prefix: string;
  organizationId: string;
  customerId: string | null;
  scopes: OperatorScope[];
}

/** last_used_at is a day-to-day hint ("is this key still in use?"), not a log of every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The caller of a well-formed key, 'unknown' or 'revoked'. The key is found by its SHA-256
 * (unique index), then compared in constant time. Its last use is written when the one stored is
 * a minute old or more, so a busy key costs one write a minute, not one per request; the write
 * is conditional, so instances that race write it once.
 */
export async function authenticateOperatorKey(
  db: Database,
  key: string,
  now: Date,
): Promise<OperatorCaller | 'unknown' | 'revoked'> {
  const hash = hashOperatorKey(key);
  const [row] = await db
    .select({
      keyId: operatorApiKey.id,
      prefix: operatorApiKey.prefix,
      organizationId: operatorApiKey.organizationId,
      customerId: operatorApiKey.customerId,
      scopes: operatorApiKey.scopes,
      keyHash: operatorApiKey.keyHash,
      lastUsedAt: operatorApiKey.lastUsedAt,
      revokedAt: operatorApiKey.revokedAt,
    })
    .from(operatorApiKey)
    .where(eq(operatorApiKey.keyHash, hash));
  if (!row || !sameHash(row.keyHash, hash)) return 'unknown';
  if (row.revokedAt !== null) return 'revoked';
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (row.lastUsedAt === null || row.lastUsedAt <= stale) {
    await db
      .update(operatorApiKey)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(operatorApiKey.id, row.keyId),
          or(isNull(operatorApiKey.lastUsedAt), lte(operatorApiKey.lastUsedAt, stale)),
        ),
      );
  }
  const { keyId, prefix, organizationId, customerId, scopes } = row;
  return { keyId, prefix, organizationId, customerId, scopes };
}
