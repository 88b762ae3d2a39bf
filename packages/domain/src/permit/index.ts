export {
  type PermitPeriodRange,
  permitCycle,
  permitCycleIndexAt,
  permitCycleStart,
} from './cycle.js';
export {
  getPermitRenewalState,
  PERMIT_RENEWAL_GRACE_DAYS,
  PERMIT_RENEWAL_OPENS_DAYS_BEFORE,
  type PermitRenewalState,
} from './renewal.js';
