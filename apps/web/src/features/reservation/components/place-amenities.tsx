import type { ServiceType, VehicleType } from '@parking/domain/contracts';
import { type ReactNode, useId } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { ServiceGlyph, VehicleGlyph } from './amenity-icons.tsx';
import './place-amenities.css';

interface Amenity {
  key: string;
  glyph: ReactNode;
  name: string;
}

/** One list of badges under its heading, a card of its own; none for an empty list. */
function AmenitySection({ title, amenities }: { title: string; amenities: Amenity[] }) {
  const titleId = useId();
  if (amenities.length === 0) return null;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      <ul className="amenities">
        {amenities.map(({ key, glyph, name }) => (
          <li key={key} className="amenity">
            {glyph}
            {name}
          </li>
        ))}
      </ul>
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
      <AmenitySection
        title={t('reservation.home.vehicle_types')}
        amenities={vehicleTypes.map((type) => ({
          key: type.vehicleTypeId,
          glyph: <VehicleGlyph icon={type.icon} />,
          name: type.name,
        }))}
      />
      <AmenitySection
        title={t('reservation.home.services')}
        amenities={serviceTypes.map((type) => ({
          key: type.serviceTypeId,
          glyph: <ServiceGlyph icon={type.icon} />,
          name: type.name,
        }))}
      />
    </>
  );
}
