import { gatedLot } from '../../apps/api/src/db/seed/demo-extra-ids.ts';
import { baseUrl } from './browser.ts';
import { demoIds } from './demo.ts';

/** The gate API (decision 058) with the demo operator's key: GET, or POST with a body. */
export async function gateApi(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl()}/api/gate${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${demoIds.accessControl.gateApiKey}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** A car the gate reports at the demo operator's gated lot, entered `minutesAgo` ago. */
export function reportEntry(plate: string, minutesAgo: number) {
  const occurredAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return gateApi('/entries', { placeId: gatedLot, licensePlate: plate, occurredAt });
}
