import type { CancelBookingResult, UpdateBookingResult } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import type { CardProcessorLookup } from '#api/modules/payment/index.js';
import { type ChangeLogger, cancelBooking } from './cancel.js';
import { changeBookingPlate } from './plate.js';
import { createBookingRefundSweeper } from './refund-sweeper.js';
import { createBookingChangesRepository } from './repository.js';

export type BookingChangesOptions = {
  db: Database;
  processors: CardProcessorLookup;
  now?: () => Date;
  logger?: ChangeLogger;
  /** How often cancelled bookings whose refund did not go out are tried again. */
  refundSweepIntervalMs: number;
};

/** What a driver changes of a paid booking: cancel (with its refund) and the plate. */
export function createBookingChangesService(options: BookingChangesOptions) {
  const deps = {
    repository: createBookingChangesRepository(options.db),
    processors: options.processors,
    now: options.now ?? (() => new Date()),
    logger: options.logger,
  };
  return {
    cancel: (assignedRightId: string): Promise<CancelBookingResult> =>
      cancelBooking(deps, assignedRightId),
    changePlate: (input: {
      placeId: string;
      assignedRightId: string;
      licensePlate: string;
    }): Promise<UpdateBookingResult> => changeBookingPlate(deps, input),
    refundSweeper: createBookingRefundSweeper({
      ...deps,
      intervalMs: options.refundSweepIntervalMs,
    }),
  };
}

export type BookingChangesService = ReturnType<typeof createBookingChangesService>;
