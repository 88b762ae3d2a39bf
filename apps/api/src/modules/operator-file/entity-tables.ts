import type { OperatorEntity } from '@parking/domain/operator-file';
import {
  customer,
  organization,
  place,
  rate,
  rateLine,
  serviceType,
  vehicleType,
} from '#api/db/schema/index.js';

/** The table of each keyed entity of an operator file (decision 089): all have a uuid `id` and a `key`. */
export const ENTITY_TABLES = {
  organization,
  vehicleType,
  serviceType,
  customer,
  place,
  rate,
  line: rateLine,
} as const satisfies Record<OperatorEntity, unknown>;
