import { z } from 'zod';
import { InstantSchema, UuidSchema } from './common.js';

/**
 * The gate's calls (docs/decisions/056), operator-authenticated with
 * `Authorization: Bearer <operator API key>`; a wrong or missing key is 401 and changes nothing.
 */

const PLATE_QUERY = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .describe('A licence plate as read by the camera: normalised to A-Z and 0-9 by the server');

// ---------------------------------------------------------------------------------------------

/**
 * POST /api/gate/entries. `eventId` is the camera's own id of the event, if it has one; without
 * it, a repeated report is recognised by place, plate and time. 201 created, 200 already known.
 */
export const GateEntryBodySchema = z.object({
  placeId: UuidSchema,
  /** null or absent: the camera saw a car but read no plate. */
  licensePlate: PLATE_QUERY.optional().nullable(),
  occurredAt: InstantSchema,
  confidence: z.number().min(0).max(1).optional().nullable(),
  eventId: z.string().trim().min(1).max(128).optional().nullable(),
});
export type GateEntryBody = z.infer<typeof GateEntryBodySchema>;

export const GateEntryResultSchema = z.object({
  sessionId: UuidSchema,
  created: z.boolean(),
});

/** POST /api/gate/exits: closes the plate's open stay; an exit that comes first waits for it. */
export const GateExitBodySchema = z.object({
  placeId: UuidSchema,
  licensePlate: PLATE_QUERY,
  occurredAt: InstantSchema,
  eventId: z.string().trim().min(1).max(128).optional().nullable(),
});
export type GateExitBody = z.infer<typeof GateExitBodySchema>;

export const GateExitResultSchema = z.object({
  /** null: no entry known yet; the exit is kept and closes the stay when its entry arrives. */
  sessionId: UuidSchema.nullable(),
  recorded: z.boolean(),
});

/** GET /api/gate/places/{placeId}/exit-permission?licensePlate=...&at=... */
export const ExitPermissionQuerySchema = z.object({
  licensePlate: PLATE_QUERY,
  at: InstantSchema.optional(),
});

export const ExitPermissionSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(['NOTHING_OWED', 'PAID_WITHIN_GRACE', 'AMOUNT_DUE', 'GRACE_EXPIRED', 'NO_STAY']),
  sessionId: UuidSchema.nullable(),
  stayAmount: z.number(),
  amountDueMinor: z.number().int().min(0),
  currencyCode: z.string().length(3).nullable(),
  exitBefore: InstantSchema.nullable(),
});
export type ExitPermission = z.infer<typeof ExitPermissionSchema>;
