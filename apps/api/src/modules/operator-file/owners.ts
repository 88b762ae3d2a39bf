import type { OperatorFileInput } from '@parking/domain/operator-file';

/** The customer and place an entity of a file belongs to (null above them). */
export type EntityOwner = { customerId: string | null; placeId: string | null };

/**
 * Who owns each keyed entity of the files, by id: what the audit records as a change's
 * customer and what the caches drop (a place's, or everything for a customer's).
 */
export function ownersOf(files: ReadonlyArray<OperatorFileInput | null>): Map<string, EntityOwner> {
  const owners = new Map<string, EntityOwner>();
  const set = (id: string | undefined, owner: EntityOwner) => {
    if (id !== undefined) owners.set(id, owner);
  };
  for (const file of files) {
    if (!file) continue;
    for (const customer of file.customers ?? []) {
      const customerId = customer.id ?? null;
      set(customer.id, { customerId, placeId: null });
      for (const place of customer.places ?? []) {
        const owner = { customerId, placeId: place.id ?? null };
        set(place.id, owner);
        for (const rate of place.rates ?? []) {
          set(rate.id, owner);
          for (const line of rate.lines) set(line.id, owner);
        }
      }
    }
  }
  return owners;
}
