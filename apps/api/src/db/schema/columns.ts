import { timestamp } from 'drizzle-orm/pg-core';

/** Every instant is a timestamptz; drizzle hands it over as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
