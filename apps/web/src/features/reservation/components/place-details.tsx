import type { CustomerPlace } from '@parking/domain/contracts';
import { safeTimeZone } from '@parking/domain/display';
import { lazy, Suspense } from 'react';
import { loadOpeningPieces, TermsLink } from '#web/features/transient/index.ts';
import { useStartNow } from '#web/lib/hydration.ts';
import { BOOKING_HOUR_CYCLE } from '../lib/booking-labels.ts';
import { PlaceAmenities } from './place-amenities.tsx';

/**
 * What the reservation home shows around the booking panel, in a chunk loaded once the page is
 * up (decision 054): on the home's first page, the transient home's opening rules and the icons
 * would take it past its 100 kB budget.
 */
const zoneOf = (customerPlace: CustomerPlace) => safeTimeZone(customerPlace.place?.timezone);

/** Spec section 2: a closing-soon notice when the place is open but closing soon. */
const ClosingSoon = lazy(() =>
  loadOpeningPieces().then(({ ClosingAlert, useClosingStatus }) => ({
    default: function ClosingSoon({ customerPlace }: { customerPlace: CustomerPlace }) {
      const timeZone = zoneOf(customerPlace);
      const periods = customerPlace.placePeriod ?? [];
      const { status, now } = useClosingStatus({ periods, timeZone });
      if (!status.isOpen || !status.isClosingSoon) return null;
      return <ClosingAlert periods={periods} timeZone={timeZone} status={status} now={now} />;
    },
  })),
);

const PrimaryAccessHours = lazy(() =>
  loadOpeningPieces().then(({ AccessHours, pickPrimaryPeriod }) => ({
    default: function PrimaryAccessHours({ customerPlace }: { customerPlace: CustomerPlace }) {
      const primary = pickPrimaryPeriod(customerPlace.placePeriod ?? [], useStartNow()());
      return primary ? <AccessHours period={primary} hourCycle={BOOKING_HOUR_CYCLE} /> : null;
    },
  })),
);

export function ClosingSoonNotice({ customerPlace }: { customerPlace: CustomerPlace }) {
  return (
    <Suspense fallback={null}>
      <ClosingSoon customerPlace={customerPlace} />
    </Suspense>
  );
}

/** Below the panel: access hours, vehicle types and services with icons, the terms link. */
export function PlaceDetails({ customerPlace }: { customerPlace: CustomerPlace }) {
  return (
    <>
      <Suspense fallback={null}>
        <PrimaryAccessHours customerPlace={customerPlace} />
      </Suspense>
      <PlaceAmenities
        vehicleTypes={customerPlace.placeVehicleType ?? []}
        serviceTypes={customerPlace.placeServiceType ?? []}
      />
      {customerPlace.termsUrl && <TermsLink url={customerPlace.termsUrl} />}
    </>
  );
}
