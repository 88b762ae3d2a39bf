import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { operatorApiKey } from '#api/db/schema/index.js';
import { type AuditActor, recordAudit } from '#api/modules/operator-audit/index.js';
import { createOperatorKey, type OperatorKeyRequest, revokeOperatorApiKey } from './create-key.js';
import type { KeyOwner } from './list-keys.js';

const ownsKey = (owner: KeyOwner, key: KeyOwner) =>
  key.organizationId === owner.organizationId &&
  (owner.customerId === null || key.customerId === owner.customerId);

/**
 * A key made and its audit row ('key.create') in one transaction: who may call an operator's
 * API is part of its configuration. The row holds the prefix, label and scopes, never the key
 * or its hash.
 */
export function issueOperatorKey(db: Database, request: OperatorKeyRequest, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const created = await createOperatorKey(tx, request);
    await recordAudit(tx, actor, [
      {
        organizationId: request.organizationId,
        customerId: request.customerId,
        action: 'key.create',
        targetType: 'key',
        targetId: created.id,
        after: { prefix: created.prefix, label: created.label, scopes: created.scopes },
      },
    ]);
    return created;
  });
}

/**
 * Revokes a key for good and records 'key.revoke'; false when there is no such key, or it is
 * not `owner`'s (an admin caller's organisation, or its customer). Revoking twice is done.
 */
export function withdrawOperatorKey(
  db: Database,
  keyId: string,
  at: Date,
  actor: AuditActor,
  owner?: KeyOwner,
) {
  return db.transaction(async (tx) => {
    const [key] = await tx
      .select({
        organizationId: operatorApiKey.organizationId,
        customerId: operatorApiKey.customerId,
        prefix: operatorApiKey.prefix,
        revokedAt: operatorApiKey.revokedAt,
      })
      .from(operatorApiKey)
      .where(eq(operatorApiKey.id, keyId));
    if (!key || (owner && !ownsKey(owner, key))) return false;
    if (key.revokedAt !== null) return true;
    await revokeOperatorApiKey(tx, keyId, at);
    await recordAudit(tx, actor, [
      {
        organizationId: key.organizationId,
        customerId: key.customerId,
        action: 'key.revoke',
        targetType: 'key',
        targetId: keyId,
        before: { prefix: key.prefix, revokedAt: null },
        after: { prefix: key.prefix, revokedAt: at.toISOString() },
      },
    ]);
    return true;
  });
}
