import { createHash } from 'node:crypto';
import { DEMO_IDS, demoOrganizationId, demoRowId, secondOrganizationId } from './demo-extra-ids.js';
import type { DemoRows } from './demo-rows.js';

/**
 * The demo gate keys of customer 1 and of the second operator (docs/decisions/057): their plain
 * text is public in demo-ids.json so the README's curl examples work; only their SHA-256 is
 * stored, as for every key. Each start un-revokes them and gives them back the `gate` scope only.
 */
export function addDemoGateKey(rows: DemoRows): void {
  const keys = [
    {
      id: demoRowId('operator-api-key:demo-gate'),
      organizationId: demoOrganizationId,
      customerId: DEMO_IDS.accessControl.customerId,
      key: DEMO_IDS.accessControl.gateApiKey,
    },
    {
      id: demoRowId('operator-api-key:demo-gate-sol'),
      organizationId: secondOrganizationId,
      customerId: DEMO_IDS.secondCustomer.id,
      key: DEMO_IDS.secondCustomer.gatedLot.gateApiKey,
    },
  ];
  for (const { id, organizationId, customerId, key } of keys) {
    rows.operatorApiKey.push({
      id,
      organizationId,
      customerId,
      // A gate key and nothing more: its plain text is public.
      scopes: ['gate'],
      keyHash: createHash('sha256').update(key, 'utf8').digest('hex'),
      label: 'Demo gate (public demo key)',
      prefix: key.slice(0, 11),
      revokedAt: null,
    });
  }
}
