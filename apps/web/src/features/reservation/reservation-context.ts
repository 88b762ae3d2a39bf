import type { CustomerPlace } from '@parking/domain/contracts';
import type { Translations } from '@parking/domain/display';
import { useOutletContext } from '#web/lib/router/router.tsx';

/** What the reservation layout (app/layouts) hands its pages once the place is loaded. */
export interface ReservationContext {
  placeId: string;
  /** In the driver's language (decision 048). */
  customerPlace: CustomerPlace;
  localize: <T extends { translations?: Translations | undefined }>(entity: T) => T;
}

export function useReservationContext(): ReservationContext {
  return useOutletContext<ReservationContext>();
}
