import type { CustomerPlace } from '@parking/domain/contracts';
import type { Translations } from '@parking/domain/display';
import { useOutletContext } from 'react-router';

/** What the permit layout hands to its child pages once the place is loaded. */
export interface PermitContext {
  placeId: string;
  /** In the driver's language (decision 048). */
  customerPlace: CustomerPlace;
  /** The permit's rate (from its own answer) in the driver's language. */
  localize: <T extends { translations?: Translations | undefined }>(entity: T) => T;
  /** Opens the shell's contact modal (the EXPIRED page's 'Contact Us'). */
  openContact: () => void;
}

export function usePermitContext(): PermitContext {
  return useOutletContext<PermitContext>();
}
