import type { RedirectReturnResult, RedirectSignedParams } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';

/** POST /redirect/return: the server verifies the gateway's signed answer, once. */
export function acceptRedirectReturn(params: RedirectSignedParams): Promise<RedirectReturnResult> {
  return apiClient.post<RedirectReturnResult>('/redirect/return', params);
}
