import type { CustomerPlace } from '@parking/domain/contracts';
import { useOutletContext } from 'react-router';

/** What the transient layout hands to its child pages once the place is loaded. */
export interface TransientContext {
  placeId: string;
  customerPlace: CustomerPlace;
}

export function useTransientContext(): TransientContext {
  return useOutletContext<TransientContext>();
}
