import type { AdminKey } from '@parking/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { operatorApiKey } from '#api/db/schema/index.js';

/** Whose keys: an organisation's all, or (customerId set) only those of one of its customers. */
export interface KeyOwner {
  organizationId: string;
  customerId: string | null;
}

/**
 * The keys of an owner, oldest first, as the CLI and GET /api/admin/keys list them: never the
 * key or its hash. A customer's view leaves out the organisation-wide keys, which reach more
 * than it does.
 */
export async function listOperatorKeys(db: Database, owner: KeyOwner): Promise<AdminKey[]> {
  const conditions: SQL[] = [eq(operatorApiKey.organizationId, owner.organizationId)];
  if (owner.customerId !== null) conditions.push(eq(operatorApiKey.customerId, owner.customerId));
  const rows = await db
    .select({
      id: operatorApiKey.id,
      prefix: operatorApiKey.prefix,
      label: operatorApiKey.label,
      scopes: operatorApiKey.scopes,
      organizationId: operatorApiKey.organizationId,
      customerId: operatorApiKey.customerId,
      createdAt: operatorApiKey.createdAt,
      lastUsedAt: operatorApiKey.lastUsedAt,
      revokedAt: operatorApiKey.revokedAt,
    })
    .from(operatorApiKey)
    .where(and(...conditions))
    .orderBy(asc(operatorApiKey.createdAt), asc(operatorApiKey.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}
