import { type ErrorCode, isErrorCode } from '@parking/domain/vocabulary';
import type { ApiError } from './api-client.ts';

/**
 * The code of the domain's catalogue (decision 077) that an API failure came with; null without
 * one or with a foreign one. Apart from `api-client.ts`: only the pages that react to a code
 * fetch the catalogue, no first page does.
 */
export const errorCodeOf = (error: ApiError): ErrorCode | null =>
  isErrorCode(error.sentCode) ? error.sentCode : null;
