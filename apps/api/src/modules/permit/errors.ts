import { PERMIT_MESSAGES, type PermitStatus } from '@parking/domain';
import { AppError } from '../../errors.js';

export const permitErrors = {
  alreadyRenewed: () => new AppError('VALIDATION_FAILED', PERMIT_MESSAGES.alreadyRenewed),
  renewalEnded: () => new AppError('VALIDATION_FAILED', PERMIT_MESSAGES.renewalEnded),
  rateNotAvailable: () => new AppError('VALIDATION_FAILED', PERMIT_MESSAGES.rateNotAvailable),
} as const;

/** The 400 of a permit that cannot be renewed now. */
export function notRenewable(status: Exclude<PermitStatus, 'ACTIVE'>): AppError {
  return status === 'COMPLETED' ? permitErrors.alreadyRenewed() : permitErrors.renewalEnded();
}
