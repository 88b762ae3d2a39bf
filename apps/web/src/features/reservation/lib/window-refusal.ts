import { isApiError, NETWORK_ERROR_CODE } from '#web/lib/api-client.ts';
import { errorCodeOf } from '#web/lib/error-code.ts';

/** Why 'Check Availability' found no quote, in the words the home chooses (decision 084). */
type WindowRefusalKind =
  | 'closed_at_entry'
  | 'closed_at_exit'
  | 'closure'
  | 'unavailable'
  | 'network';

export interface WindowRefusal {
  kind: WindowRefusalKind;
  /** The nearest window of the same length that the server would quote, when it found one. */
  suggestion: { startTime: string; endTime: string } | null;
}

/** A quote's failure read by its code (decision 077), never by the English sentence. */
export function windowRefusalOf(error: unknown): WindowRefusal {
  if (!isApiError(error) || error.code === NETWORK_ERROR_CODE || error.status !== 400) {
    return { kind: 'network', suggestion: null };
  }
  const suggestion = error.suggestedWindow;
  if (errorCodeOf(error) === 'CLOSED_AT_TIMES') {
    return { kind: error.field === 'endTime' ? 'closed_at_exit' : 'closed_at_entry', suggestion };
  }
  if (errorCodeOf(error) === 'CLOSURE_IN_WINDOW') return { kind: 'closure', suggestion };
  return { kind: 'unavailable', suggestion: null };
}
