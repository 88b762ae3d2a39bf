import { addDemoActivity } from './demo-activity.js';
import { addDemoBooking } from './demo-booking.js';
import { addDemoGateKey } from './demo-gate.js';
import { addDemoRedirect } from './demo-redirect.js';
import { type DemoRows, emptyDemoRows } from './demo-rows.js';
import { addDemoStays } from './demo-stays.js';

/**
 * The demo's activity for a given `now` (rounded down to the minute): the seed upserts what
 * this returns after applying the operator files, and tests can look at it without a database.
 */
export function buildDemoRows(at: Date): DemoRows {
  const now = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  const rows = emptyDemoRows();

  addDemoActivity(rows, now);
  addDemoBooking(rows, now);
  addDemoRedirect(rows, now);
  addDemoStays(rows, now);
  addDemoGateKey(rows);
  return rows;
}
