import type { ServiceType, VehicleType } from '@parking/domain/contracts';
import { useId } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { ServiceGlyph, VehicleGlyph } from './amenity-icons.tsx';
import './place-amenities.css';

/** Vehicle types and services as badges with icons (spec sections 2 and 3), names as the operator wrote them. */
export function PlaceAmenities({
  vehicleTypes,
  serviceTypes,
}: {
  vehicleTypes: readonly VehicleType[];
  serviceTypes: readonly ServiceType[];
}) {
  const { t } = useI18n();
  const vehiclesId = useId();
  const servicesId = useId();
  return (
    <>
      {vehicleTypes.length > 0 && (
        <section className="card" aria-labelledby={vehiclesId}>
          <h2 id={vehiclesId} className="card__title">
            {t('reservation.home.vehicle_types')}
          </h2>
          <ul className="amenities">
            {vehicleTypes.map((type) => (
              <li key={type.vehicleTypeId} className="amenity">
                <VehicleGlyph icon={type.icon} />
                {type.name}
              </li>
            ))}
          </ul>
        </section>
      )}
      {serviceTypes.length > 0 && (
        <section className="card" aria-labelledby={servicesId}>
          <h2 id={servicesId} className="card__title">
            {t('reservation.home.services')}
          </h2>
          <ul className="amenities">
            {serviceTypes.map((type) => (
              <li key={type.serviceTypeId} className="amenity">
                <ServiceGlyph icon={type.icon} />
                {type.name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
