/** The transient home's opening notice and access hours, for another flow to load when it needs them. */
export { AccessHours } from './components/access-hours.tsx';
export { ClosingAlert, useClosingStatus } from './components/closing-alert.tsx';
export { pickPrimaryPeriod } from './lib/primary-period.ts';
