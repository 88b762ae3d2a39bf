import { normalizePlate } from '@parking/domain';
import { type DriverDetails, isExpired, type Kind, type PaymentCore, samePlate } from '../core.js';
import { paymentErrors } from '../errors.js';
import type { PendingLookup, PendingWithContext } from './pending-repository.js';

/** Where a process call stands after its claim (step 2 of decision 030). */
export type Claim =
  | { kind: 'succeeded'; assignedRightId: string }
  | { kind: 'expired'; row: PendingWithContext }
  | { kind: 'claimed'; row: PendingWithContext };

const driverValues = (driver: DriverDetails) => ({
  licensePlate: normalizePlate(driver.licensePlate),
  phoneNumber: driver.phoneNumber ?? null,
  locale: driver.locale ?? null,
  email: driver.email?.trim() || null,
});

/** Two addresses are one when they match ignoring case; none given matches any. */
const sameEmail = (recorded: string | null, given: string | null | undefined) =>
  !recorded || !given || recorded.toLowerCase() === given.trim().toLowerCase();

/**
 * Step 2: record the driver on a payment of this kind that is neither paid nor expired (one
 * conditional UPDATE); otherwise say why: paid (its right), expired, unknown, other kind.
 */
export async function claim(
  core: Pick<PaymentCore, 'pending' | 'now' | 'products'>,
  lookup: PendingLookup,
  kind: Kind,
  driver: DriverDetails,
  options: { placeId?: string; markProcessing: boolean } = { markProcessing: true },
  attempt = 1,
): Promise<Claim> {
  const at = core.now();
  const claimed = await core.pending.claim({
    lookup,
    kind,
    driver: driverValues(driver),
    at,
    markProcessing: options.markProcessing,
    stayId: driver.stayId ?? null,
    paysKind: driver.paysKind ?? null,
    ...(options.placeId ? { placeId: options.placeId } : {}),
  });
  if (claimed) return { kind: 'claimed', row: claimed };
  const row = await core.pending.findPending(lookup);
  if (!row) throw paymentErrors.paymentNotFound();
  if (driver.paysKind === 'BOOKING' && row.kind !== 'BOOKING') throw paymentErrors.notABooking();
  // A stay's payment is not a parking session's, nor the other way round.
  if (row.stayId !== (driver.stayId ?? null)) throw paymentErrors.paymentNotFound();
  if (row.provider !== kind) throw paymentErrors.providerNotSupported();
  if (options.placeId && row.placeId !== options.placeId) throw paymentErrors.wrongPlace();
  const plateMatches = samePlate(row.licensePlate, driver.licensePlate);
  if (row.status === 'SUCCEEDED' && row.assignedRightId) {
    // The same plate is a retry and gets the same right; another plate is another vehicle.
    if (!plateMatches) throw paymentErrors.plateMismatch();
    if (!sameEmail(row.email, driver.email)) throw paymentErrors.emailMismatch();
    return { kind: 'succeeded', assignedRightId: row.assignedRightId };
  }
  if (row.status === 'REFUNDING' || row.status === 'REFUNDED') {
    throw paymentErrors.paymentRefunded(core.products.refusalOf(row.failureReason));
  }
  if (row.status === 'EXPIRED' || isExpired(row, at)) {
    return { kind: 'expired', row };
  }
  if (row.status === 'PROCESSING' && !plateMatches) throw paymentErrors.plateMismatch();
  if (row.status === 'PROCESSING' && !sameEmail(row.email, driver.email)) {
    throw paymentErrors.emailMismatch();
  }
  // Changed between the two statements (settled meanwhile): ask again, a bounded number of times.
  if (attempt >= 3) throw new Error(`Pending payment ${row.id} cannot be claimed (${row.status})`);
  return claim(core, lookup, kind, driver, options, attempt + 1);
}
