import { createHash } from 'node:crypto';
import demoIds from './demo-ids.json' with { type: 'json' };

/**
 * Fixed identifiers of the demo data beyond the shared demo-ids.json. Together they make the
 * seed idempotent: every row has a known id, so a second start upserts instead of adding.
 */

/** The shared ids (a copy of shared/demo-ids.json): links, tests and benchmarks use them. */
export const DEMO_IDS = demoIds;

/** A place whose PRIMARY period starts in 10 days: closed now by a regular closure. */
export const transientOpensLater = '6b8a145b-7716-41af-99eb-de4ccffbc3c9';
/** The gated lot of customer 1 where the access-control stays are. */
export const gatedLot = 'b5807dd2-6def-494f-a567-ae3e9e224e3f';
export const demoOrganizationId = '14aaa150-b251-4bb3-838c-1e2cf7e1edc7';
export const secondOrganizationId = '46521bd3-0d4c-4665-a55c-cc6ab6d29c9d';

/** Live transient sessions at the transientOpen place. */
export const liveSessions = {
  /** The one session of plate DEMO123. */
  demo123: '00386b06-ac38-4389-86d6-a6f443efc927',
  /** The two sessions of plate TWIN777: ending in 40 and in 180 minutes. */
  twin777Short: '638a326e-947f-4702-a194-330e6929f61d',
  twin777Long: 'b479291d-7039-4cf1-8d6b-558e00043330',
} as const;

/**
 * The paid booking at the reservation place (plate BOOK123), a week ahead so that it can be
 * changed and cancelled; each start puts it back as documented (demo-booking.ts).
 */
export const demoBooking = {
  assignedRightId: 'd2b4c0a1-7e35-4f8b-9c61-3a5e0f7b2d94',
  /** The sandbox intent that took its money: a cancel refunds it. */
  intentId: 'pi_demo_booking_lax_0001',
} as const;

/**
 * A second ACTIVE permit at City Center (plate PERM004), the one the renewal's browser test pays:
 * the shared ACTIVE permit stays ACTIVE for every other test, link and benchmark of the run.
 */
export const renewablePermitId = '4a9b52cc-4686-4c1a-9037-2dcee0288ae6';

/** The open stay of plate 4321XYZ in the gated lot. */
export const openStayId = '560d1ea3-1aa4-499c-9b94-e0d3409170c5';

/**
 * Ids of the many detail rows (rate lines, images, periods, payments...) are derived from a
 * stable key, so they are as fixed as the constants above without a hundred literals:
 * demoRowId('rate-line:midtown:1h') is the same UUID on every machine and every start.
 */
export function demoRowId(key: string): string {
  const hex = createHash('sha1').update(`parking-demo:${key}`).digest('hex');
  // Shaped as a version 5 (name-based) UUID with the RFC 4122 variant.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The id of the single line of the rate at `position` of a demo place (by its key in the
 * operator file, e.g. 'midtown'): the files hold these ids, and tests and benchmarks pay them.
 */
export const rateLineIdOf = (placeKey: string, position: number) =>
  demoRowId(`${placeKey}:rate:${position}:line:0`);
