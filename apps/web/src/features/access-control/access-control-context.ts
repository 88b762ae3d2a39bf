import type { Customer } from '@parking/domain/contracts';
import { useOutletContext } from '#web/lib/router/router.tsx';

/**
 * A gated lot of the customer, its name in the reader's language: where stays are, and the
 * clock a visitor reads.
 */
type GatedPlace = NonNullable<Customer['gatedPlaces']>[number];

/** What the customer-area layout hands to its pages once the customer is loaded. */
export interface AccessControlContext {
  customerId: string;
  customer: Customer;
  /** The area's home: /access-control/{customerId} or /{customerId}, as the visitor came. */
  home: string;
  /** The lot the welcome names and whose time zone the search by entry time uses. */
  lot: GatedPlace | null;
}

export function useAccessControlContext(): AccessControlContext {
  return useOutletContext<AccessControlContext>();
}
