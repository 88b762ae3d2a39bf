import { DEFAULT_CUSTOMER_SETTINGS } from '@parking/domain';
import { addDemoActivity } from './demo-activity.js';
import { addDemoBooking } from './demo-booking.js';
import { DEMO_IDS, demoOrganizationId, demoRowId, secondOrganizationId } from './demo-extra-ids.js';
import { addDemoGateKey } from './demo-gate.js';
import { demoPlaces, secondCustomerPlace, serviceTypeIds, vehicleTypeIds } from './demo-places.js';
import { addDemoRedirect } from './demo-redirect.js';
import { type DemoRows, emptyDemoRows } from './demo-rows.js';
import { addDemoStays } from './demo-stays.js';
import { addPlace } from './place-builder.js';

/**
 * All demo rows for a given `now` (rounded down to the minute). Pure: the seed upserts what
 * this returns, and tests can look at it without a database.
 */
export function buildDemoRows(at: Date): DemoRows {
  const now = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  const rows = emptyDemoRows();

  rows.organization.push(
    {
      id: demoOrganizationId,
      name: 'Demo Parking Co',
      defaultCurrencyCode: 'USD',
      defaultMeasurementUnit: 'imperial',
      defaultDateFormat: 'MM/DD/YYYY hh:mm A',
      defaultCountryCode: 'US',
    },
    {
      id: secondOrganizationId,
      name: 'Aparcamientos Sol S.L.',
      defaultCurrencyCode: 'EUR',
      defaultMeasurementUnit: 'metric',
      defaultDateFormat: 'DD/MM/YYYY HH:mm',
      defaultCountryCode: 'ES',
    },
  );
  rows.customer.push(
    {
      id: DEMO_IDS.customer.id,
      organizationId: demoOrganizationId,
      name: 'Demo Parking Co',
      description:
        'Pay for parking from your phone at our garages in New York, Los Angeles and Madrid.',
      landingUrl: null,
      logoUrl: '/demo/logo-demo-parking.svg',
      // White text on #0b57d0 has a contrast ratio of about 6.4:1 (WCAG AA needs 4.5).
      primaryColor: '#0b57d0',
      secondaryColor: '#e8f0fe',
      contactPhone: '+1 212 555 0100',
      contactEmail: 'help@demo-parking.example',
      termsUrl: null,
      languages: ['en-US', 'es-ES'],
    },
    {
      id: DEMO_IDS.secondCustomer.id,
      organizationId: secondOrganizationId,
      name: 'Aparcamientos Sol',
      description: 'Aparca en el centro de Madrid y paga desde el móvil.',
      landingUrl: null,
      logoUrl: '/demo/logo-aparcamientos-sol.svg',
      // White text on #b3261e: about 6.5:1.
      primaryColor: '#b3261e',
      secondaryColor: '#fff4e5',
      contactPhone: '+34 910 000 000',
      contactEmail: 'ayuda@aparcamientos-sol.example',
      termsUrl: null,
      languages: ['es-ES'],
    },
  );
  for (const customerId of [DEMO_IDS.customer.id, DEMO_IDS.secondCustomer.id]) {
    rows.customerSettings.push({
      id: demoRowId(`customer-settings:${customerId}`),
      customerId,
      ...DEFAULT_CUSTOMER_SETTINGS,
      // The demo operator sends a missed plate to similar plates; the second one to no-results.
      similarPlatesOnMiss: customerId === DEMO_IDS.customer.id,
    });
  }

  rows.vehicleType.push(
    { id: vehicleTypeIds.standard, name: 'Standard', icon: 'standard' },
    { id: vehicleTypeIds.large, name: 'Large (SUV, van)', icon: 'large' },
    { id: vehicleTypeIds.motorcycle, name: 'Motorcycle', icon: 'motorcycle' },
  );
  rows.serviceType.push(
    { id: serviceTypeIds.coveredLot, name: 'Covered lot', icon: 'covered-lot' },
    {
      id: serviceTypeIds.surveillanceCamera,
      name: 'Surveillance cameras',
      icon: 'surveillance-camera',
    },
    {
      id: serviceTypeIds.wheelchairAccessible,
      name: 'Wheelchair accessible',
      icon: 'wheelchair-accessible',
    },
    { id: serviceTypeIds.electricCharging, name: 'EV charging', icon: 'electric-charging' },
    { id: serviceTypeIds.selfPark, name: 'Self park', icon: 'self-park' },
  );

  for (const spec of demoPlaces(now)) addPlace(rows, spec);
  addPlace(rows, secondCustomerPlace());
  addDemoActivity(rows, now);
  addDemoBooking(rows, now);
  addDemoRedirect(rows, now);
  addDemoStays(rows, now);
  addDemoGateKey(rows);
  return rows;
}
