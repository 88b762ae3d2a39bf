import { z } from 'zod';
import {
  EMAIL_ADDRESS_LIMITS,
  EMAIL_ADDRESS_MESSAGE,
  isEmailAddress,
} from '../validation/email-address.js';

/**
 * An e-mail address on the wire: trimmed, then held to isEmailAddress (validation/
 * email-address.ts), the one check the web's form applies too. The maximum length is stated
 * apart as well so that the OpenAPI document shows it (a refinement is invisible there).
 */
export const EmailAddressSchema = z
  .string({ message: EMAIL_ADDRESS_MESSAGE })
  .trim()
  .max(EMAIL_ADDRESS_LIMITS.address, { message: EMAIL_ADDRESS_MESSAGE, abort: true })
  .refine(isEmailAddress, EMAIL_ADDRESS_MESSAGE);
