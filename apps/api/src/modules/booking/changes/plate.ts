import { canChangeBookingPlate, normalizePlate, type UpdateBookingResult } from '@parking/domain';
import { bookingChangeErrors } from './errors.js';
import type { BookingChangesRepository } from './repository.js';

/**
 * PATCH /{provider}/place/{placeId}/booking/{assignedRightId}: the booking's plate replaced in
 * one transaction under its row lock, until the booking starts. The same plate again is a
 * harmless repeat. A booking of another place is as unknown as a missing one.
 */
export async function changeBookingPlate(
  deps: { repository: BookingChangesRepository; now: () => Date },
  input: { placeId: string; assignedRightId: string; licensePlate: string },
): Promise<UpdateBookingResult> {
  const plate = normalizePlate(input.licensePlate);
  const now = deps.now();
  const changed = await deps.repository.withLockedBooking(
    input.assignedRightId,
    async (locked, tx) => {
      if (locked.placeId !== input.placeId) return false;
      if (locked.status === 'CANCELLED') throw bookingChangeErrors.cancelled();
      if (!canChangeBookingPlate({ status: locked.status, start: locked.startAt, now })) {
        throw bookingChangeErrors.plateChangeTooLate();
      }
      await deps.repository.replacePlate(tx, input.assignedRightId, plate);
      return true;
    },
  );
  if (!changed) throw bookingChangeErrors.notFound();
  return { assignedRightId: input.assignedRightId, licensePlate: plate };
}
