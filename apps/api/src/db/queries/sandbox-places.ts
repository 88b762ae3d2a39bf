import { isServedBySandbox } from '@parking/domain';
import { asc } from 'drizzle-orm';
import type { Database } from '../client.js';
import { place } from '../schema/index.js';
import { hasOwnAccount } from './own-account.js';

export type SandboxPlace = { id: string; name: string };

/**
 * Every place whose money would go to an embedded sandbox (domain isServedBySandbox), by name:
 * the start's check of a public server (sandbox-refusal.ts). Reads all places: a start reads
 * them once, and an operator has tens, not millions.
 */
export async function findSandboxPlaces(
  db: Database,
  { realRedirectGateway }: { realRedirectGateway: boolean },
): Promise<SandboxPlace[]> {
  const places = await db
    .select({
      id: place.id,
      name: place.name,
      paymentProvider: place.paymentProvider,
      paymentGateway: place.paymentGateway,
      ownAccount: hasOwnAccount,
    })
    .from(place)
    .orderBy(asc(place.name), asc(place.id));
  return places
    .filter((row) => isServedBySandbox({ ...row, realRedirectGateway }))
    .map(({ id, name }) => ({ id, name }));
}
