import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';
import { customer, organization, place } from '../schema/index.js';

/** The query selectPlaceWithOwner starts: place, customer and organisation, none of them null. */
type PlaceWithOwnerSelect<Fields extends SelectedFields> = PgSelectBase<
  'place',
  Fields,
  'partial',
  { place: 'not-null'; customer: 'not-null'; organization: 'not-null' }
>;

/**
 * `fields` of a place joined to its customer and the customer's organisation: the one way a
 * place is read with its owners (the place page, the payment core). Both joins are inner: every
 * place has a customer and every customer an organisation (not-null foreign keys). Callers go
 * on with their own joins, conditions and prepare().
 */
export function selectPlaceWithOwner<Fields extends SelectedFields>(
  db: Database,
  fields: Fields,
): PlaceWithOwnerSelect<Fields> {
  // Built on the non-generic type: drizzle cannot chain joins on a generic selection.
  const query = db
    .select(fields as SelectedFields)
    .from(place)
    .innerJoin(customer, eq(customer.id, place.customerId))
    .innerJoin(organization, eq(organization.id, customer.organizationId));
  return query as unknown as PlaceWithOwnerSelect<Fields>;
}
