import { z } from 'zod';
import { InstantSchema, UuidSchema } from './common.js';

/**
 * What an operator API key may do (issue 25). The one list: the database's check, the CLI and
 * the admin routes read it here. `gate` is the cameras' key of one customer (decision 057);
 * the admin scopes read or change an operator's configuration under /api/admin. A new scope
 * (an `enforcement` check, say) is a new entry here and a migration for the check.
 */
export const OPERATOR_SCOPES = ['gate', 'admin:read', 'admin:write'] as const;
export const OperatorScopeSchema = z.enum(OPERATOR_SCOPES);
export type OperatorScope = z.infer<typeof OperatorScopeSchema>;

/** One key as GET /api/admin/keys lists it: never the key, only its visible prefix. */
export const AdminKeySchema = z.object({
  id: UuidSchema,
  prefix: z.string(),
  label: z.string(),
  scopes: z.array(OperatorScopeSchema),
  organizationId: UuidSchema,
  /** null: the key reaches its whole organisation. */
  customerId: UuidSchema.nullable(),
  createdAt: InstantSchema,
  lastUsedAt: InstantSchema.nullable(),
  revokedAt: InstantSchema.nullable(),
});
export type AdminKey = z.infer<typeof AdminKeySchema>;

export const AdminKeyListSchema = z.object({ keys: z.array(AdminKeySchema) });

/** GET /api/admin/audit: newest first, `limit` rows older than the row `before` (its id). */
export const AdminAuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: UuidSchema.optional(),
});

/** One change to an operator's configuration; its values hold no secret and no personal data. */
export const AdminAuditEntrySchema = z.object({
  id: UuidSchema,
  at: InstantSchema,
  /** The key that made the change; null for a change made from the server's command line. */
  keyId: UuidSchema.nullable(),
  actor: z.string(),
  organizationId: UuidSchema,
  customerId: UuidSchema.nullable(),
  requestId: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetKey: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminAuditPageSchema = z.object({
  entries: z.array(AdminAuditEntrySchema),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: UuidSchema.nullable(),
});
