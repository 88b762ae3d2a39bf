import { sql } from 'drizzle-orm';
import type { RightPayment } from '../payment/index.js';

/** What settling a transient session's payment writes (settle-repository.ts, settle-first-batch.ts). */

/** Once money is being returned, or was, nothing may settle the payment. */
export const NOT_SETTLEABLE = sql`('SUCCEEDED', 'REFUNDING', 'REFUNDED')`;

export type NewAssignedRight = RightPayment & {
  /** The new right, or for an extension the existing right the payment is added to. */
  assignedRightId: string;
  /** An extension adds the payment (and lines) to assignedRightId and creates no right. */
  extension: boolean;
  phoneNumber: string | null;
  start: Date;
  end: Date;
};
