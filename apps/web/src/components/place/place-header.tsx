import type { CustomerPlace } from '@parking/domain/contracts';
import { PinIcon } from '../ui/icons.tsx';
import { PlaceImages } from './place-images.tsx';
import './place-header.css';

/**
 * Photos, organisation, the place's name (the page's h1), its first address line and the
 * operator's description, in the driver's language (the layout localises them, decision 048).
 */
export function PlaceHeader({ customerPlace }: { customerPlace: CustomerPlace }) {
  const placeName = customerPlace.place?.name ?? customerPlace.name;
  const organizationName = customerPlace.organization?.name;
  const address = customerPlace.place?.addresses[0]?.addressLine1;
  const description = customerPlace.place?.description?.trim();
  const images = customerPlace.placeImages ?? [];
  return (
    <div className="place-header">
      {images.length > 0 && <PlaceImages images={images} placeName={placeName} />}
      <div className="place-header__text">
        {organizationName && <p className="place-header__organization">{organizationName}</p>}
        <h1 className="place-header__name">{placeName}</h1>
        {address && (
          <p className="place-header__address">
            <PinIcon />
            <span>{address}</span>
          </p>
        )}
        {description && <p className="place-header__description">{description}</p>}
      </div>
    </div>
  );
}
