import type { CustomerPlace } from '@parking/domain/contracts';
import { localize } from '@parking/domain/display';

/**
 * The place document as a reader of `locale` sees it: the place's name and description, its
 * addresses and its rates in that language where the operator wrote one, else its default
 * texts (decision 048). The cached answer holds every language, so a language switch re-reads
 * it here without a request.
 */
export function localizedPlace(customerPlace: CustomerPlace, locale: string): CustomerPlace {
  const { place, rate } = customerPlace;
  return {
    ...customerPlace,
    ...(place && {
      place: {
        ...localize(place, locale),
        addresses: place.addresses.map((address) => localize(address, locale)),
      },
    }),
    ...(rate && { rate: rate.map((item) => localize(item, locale)) }),
  };
}
