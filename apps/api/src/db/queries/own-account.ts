import { sql } from 'drizzle-orm';
import { place } from '../schema/index.js';

/** Whether the place names its own processor account (issue 25): never a sandbox's money. */
export const hasOwnAccount = sql<boolean>`${place.paymentAccount} is not null`.mapWith(Boolean);
