import { createHash } from 'node:crypto';
import { DEMO_IDS, demoRowId } from './demo-extra-ids.js';
import type { DemoRows } from './demo-rows.js';

/**
 * The demo gate key of customer 1 (docs/decisions/057): its plain text is public in
 * demo-ids.json so the README's curl examples work; only its SHA-256 is stored, as for every
 * key. Each start un-revokes it.
 */
export function addDemoGateKey(rows: DemoRows): void {
  const key = DEMO_IDS.accessControl.gateApiKey;
  rows.operatorApiKey.push({
    id: demoRowId('operator-api-key:demo-gate'),
    customerId: DEMO_IDS.accessControl.customerId,
    keyHash: createHash('sha256').update(key, 'utf8').digest('hex'),
    label: 'Demo gate (public demo key)',
    prefix: key.slice(0, 11),
    revokedAt: null,
  });
}
