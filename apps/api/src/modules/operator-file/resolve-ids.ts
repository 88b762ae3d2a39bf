import { randomUUID } from 'node:crypto';
import type {
  OperatorEntity,
  OperatorFile,
  OperatorFileInput,
} from '@parking/domain/operator-file';

/** A rate no longer in the organisation's file but kept for its payments (and its lines). */
export type RetiredRate = {
  id: string;
  placeId: string;
  key: string | null;
  lines: Array<{ id: string; key: string | null }>;
};

/** An id a file gives to an entity its organisation does not have yet. */
export type ClaimedId = { entity: OperatorEntity; id: string; path: string };

export type ResolvedIds = {
  /** The file with the id of every keyed entity: the stored one, the file's, or a new one. */
  file: OperatorFile;
  /** Ids the file gave to entities the organisation does not have: must be free elsewhere too. */
  claimedIds: ClaimedId[];
  problems: string[];
};

type Keyed = { key: string; id?: string | undefined };

/**
 * Gives every keyed entity of a file its id (decision 089): the id the file states, else the id
 * of the stored entity with the same key under the same parent, else a new one. A place keeps
 * its id, and so its QR links, across applies; a rate removed earlier and kept for its
 * payments comes back with its id when a file names its key again.
 */
export function resolveIds(
  desired: OperatorFile,
  current: OperatorFileInput | null,
  retired: RetiredRate[],
): ResolvedIds {
  const claimedIds: ResolvedIds['claimedIds'] = [];
  const problems: string[] = [];
  const match = <T extends Keyed>(
    entity: OperatorEntity,
    path: string,
    wanted: T,
    stored: readonly Keyed[],
  ): string => {
    const found =
      wanted.id !== undefined
        ? stored.find((s) => s.id === wanted.id)
        : stored.find((s) => s.key === wanted.key);
    if (found?.id) return found.id;
    const id = wanted.id ?? randomUUID();
    if (wanted.id !== undefined) claimedIds.push({ entity, id, path });
    return id;
  };
  const organizationId = current?.organization.id ?? desired.organization.id ?? randomUUID();
  if (
    desired.organization.id !== undefined &&
    current &&
    desired.organization.id !== current.organization.id
  ) {
    problems.push(
      `organization.id: ${desired.organization.id} is not this organisation's id (${current.organization.id})`,
    );
  }
  const typesOf = <T extends Keyed>(kind: 'vehicleTypes' | 'serviceTypes', types: T[]) =>
    types.map((type) => ({
      ...type,
      id: match(
        kind === 'vehicleTypes' ? 'vehicleType' : 'serviceType',
        `${kind}.${type.key}`,
        type,
        current?.[kind] ?? [],
      ),
    }));
  const storedPlaces = (current?.customers ?? []).flatMap((customer) =>
    (customer.places ?? []).map((place) => ({ ...place, customerId: customer.id })),
  );

  const customers = desired.customers.map((customer) => {
    const customerPath = `customers.${customer.key}`;
    const storedCustomer = (current?.customers ?? []).find((s) =>
      customer.id !== undefined ? s.id === customer.id : s.key === customer.key,
    );
    const customerId = match('customer', customerPath, customer, current?.customers ?? []);
    const places = customer.places.map((place) => {
      const placePath = `${customerPath}.places.${place.key}`;
      const byId = place.id === undefined ? undefined : storedPlaces.find((s) => s.id === place.id);
      if (byId && byId.customerId !== customerId) {
        problems.push(
          `${placePath}: the place ${place.id} belongs to another customer; a place cannot move between customers`,
        );
      }
      const storedPlace = byId ?? (storedCustomer?.places ?? []).find((s) => s.key === place.key);
      const placeId = storedPlace?.id ?? match('place', placePath, place, []);
      const retiredHere = retired.filter((r) => r.placeId === placeId);
      const storedRates: Array<Keyed & { lines: readonly Keyed[] }> = [
        ...(storedPlace?.rates ?? []),
        ...retiredHere.map((r) => ({
          key: r.key ?? '',
          id: r.id,
          lines: r.lines.map((l) => ({ key: l.key ?? '', id: l.id })),
        })),
      ];
      const rates = place.rates.map((rate) => {
        const ratePath = `${placePath}.rates.${rate.key}`;
        const storedRate = storedRates.find((s) =>
          rate.id !== undefined ? s.id === rate.id : s.key === rate.key,
        );
        const rateId = storedRate?.id ?? match('rate', ratePath, rate, []);
        const lines = rate.lines.map((line) => ({
          ...line,
          id: match('line', `${ratePath}.lines.${line.key}`, line, storedRate?.lines ?? []),
        }));
        return { ...rate, id: rateId, lines };
      });
      return { ...place, id: placeId, rates };
    });
    return { ...customer, id: customerId, places };
  });
  return {
    file: {
      ...desired,
      organization: { ...desired.organization, id: organizationId },
      vehicleTypes: typesOf('vehicleTypes', desired.vehicleTypes),
      serviceTypes: typesOf('serviceTypes', desired.serviceTypes),
      customers,
    },
    claimedIds,
    problems,
  };
}
