import type { CustomerPlace } from '@parking/domain/contracts';
import type { Translations } from '@parking/domain/display';
import { useOutletContext } from '#web/lib/router/router.tsx';

/** What the transient layout hands to its child pages once the place is loaded. */
export interface TransientContext {
  placeId: string;
  /** In the driver's language (decision 048). */
  customerPlace: CustomerPlace;
  /**
   * Another answer's operator texts (the extension rates) in the driver's language: handed
   * down by the layout, which already holds the rule, so no page chunk carries a copy of it.
   */
  localize: <T extends { translations?: Translations | undefined }>(entity: T) => T;
  /** Opens the shell's contact modal, as Help does (the permit's 'Contact Us'). */
  openContact: () => void;
}

export function useTransientContext(): TransientContext {
  return useOutletContext<TransientContext>();
}
