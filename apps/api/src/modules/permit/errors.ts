import { PERMIT_MESSAGES, type PermitStatus } from '@parking/domain';
import { AppError } from '#api/errors.js';

export const permitErrors = {
  alreadyRenewed: () => new AppError('PERMIT_ALREADY_RENEWED', PERMIT_MESSAGES.alreadyRenewed),
  renewalEnded: () => new AppError('PERMIT_RENEWAL_ENDED', PERMIT_MESSAGES.renewalEnded),
  rateNotAvailable: () => new AppError('RATE_NOT_AVAILABLE', PERMIT_MESSAGES.rateNotAvailable),
} as const;

/** The 400 of a permit that cannot be renewed now. */
export function notRenewable(status: Exclude<PermitStatus, 'ACTIVE'>): AppError {
  return status === 'COMPLETED' ? permitErrors.alreadyRenewed() : permitErrors.renewalEnded();
}
