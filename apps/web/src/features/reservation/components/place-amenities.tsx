import type { ServiceType, VehicleType } from '@parking/domain/contracts';
import { type ReactNode, useId } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { ServiceGlyph, VehicleGlyph } from './amenity-icons.tsx';
import './place-amenities.css';

/** One list of badges under its heading, a card of its own; none for an empty list. */
function AmenitySection({ title, children }: { title: string; children: ReactNode[] }) {
  const titleId = useId();
  if (children.length === 0) return null;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      <ul className="amenities">{children}</ul>
    </section>
  );
}

/** Vehicle types and services as badges with icons (spec sections 2 and 3), names as the operator wrote them. */
export function PlaceAmenities({
  vehicleTypes,
  serviceTypes,
}: {
  vehicleTypes: readonly VehicleType[];
  serviceTypes: readonly ServiceType[];
}) {
  const { t } = useI18n();
  return (
    <>
      <AmenitySection title={t('reservation.home.vehicle_types')}>
        {vehicleTypes.map((type) => (
          <li key={type.vehicleTypeId} className="amenity">
            <VehicleGlyph icon={type.icon} />
            {type.name}
          </li>
        ))}
      </AmenitySection>
      <AmenitySection title={t('reservation.home.services')}>
        {serviceTypes.map((type) => (
          <li key={type.serviceTypeId} className="amenity">
            <ServiceGlyph icon={type.icon} />
            {type.name}
          </li>
        ))}
      </AmenitySection>
    </>
  );
}
