/** A permit's state for its next renewal (spec section 3; docs/decisions/052). */
export const PERMIT_STATUSES = ['ACTIVE', 'COMPLETED', 'EXPIRED'] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];

/** The permit flow's 400 messages, returned verbatim (spec section 2 'Permit summary'). */
export const PERMIT_MESSAGES = {
  alreadyRenewed: 'This permit was already renewed for this period',
  renewalEnded: 'The renewal period of this permit has ended',
  /** Not in the spec's catalogue: the rate line asked is not one of the permit's own rate. */
  rateNotAvailable: 'The rate is not available',
} as const;
