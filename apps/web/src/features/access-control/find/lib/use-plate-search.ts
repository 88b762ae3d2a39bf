import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { isApiError, NETWORK_ERROR_CODE } from '#web/lib/api-client.ts';
import type { TranslationKey } from '#web/lib/i18n/messages.ts';
import { useNavigate } from '#web/lib/router/router.tsx';
import { findStayByPlate } from '../api/find-stay-by-plate.ts';

/** The translated message under the plate input for a failed search (spec section 8). */
function searchErrorKey(error: unknown): TranslationKey {
  if (isApiError(error) && error.status === 400) return 'accessControl.find.error_invalid_plate';
  if (isApiError(error) && error.status === 429) return 'accessControl.find.error_rate_limited';
  if (isApiError(error) && error.code === NETWORK_ERROR_CODE)
    return 'accessControl.find.error_network';
  return 'accessControl.find.error_failed';
}

/** What a found plate hands to stay-details: the plate in full, and the stay it opened. */
export interface TypedPlateState {
  plate: string;
  sessionId: string;
}

/** The state a miss hands to no-results (spec section 2: 'props passed'). */
export interface MissState {
  licensePlate: string;
}

/**
 * Spec section 9, 'Home plate submission (access control)': the stay of the plate is fetched
 * for the customer; found, its details; a miss, the similar plates when the customer's
 * `similarPlatesOnMiss` setting is on (the spec's one hard-coded customer, made a setting by
 * decision 056), else no-results. Any other failure stays on the page as a message.
 */
export function usePlateSearch() {
  const { customerId, customer, home } = useAccessControlContext();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const [errorKey, setErrorKey] = useState<TranslationKey | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const search = useCallback(
    async (typed: string) => {
      // As the plate is written on the car (the field only looks capitalised): the pages after
      // show it back, and the API normalises it the same way.
      const plate = typed.trim().toUpperCase();
      if (!plate) return;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setLoading(true);
      setErrorKey(null);
      try {
        const stay = await findStayByPlate({ customerId, plate, signal: current.signal });
        // The plate just typed is no secret to the one who typed it (decision 071).
        const state: TypedPlateState = {
          plate: stay.credential?.localIdentifier ?? plate,
          sessionId: stay.sessionId,
        };
        navigate(`${home}/stay-details?sessionId=${encodeURIComponent(stay.sessionId)}`, {
          state,
        });
      } catch (error) {
        if (current.signal.aborted) return;
        setLoading(false);
        if (isApiError(error) && error.status === 404) {
          const state: MissState = { licensePlate: plate };
          if (customer.settings.similarPlatesOnMiss) {
            navigate(`${home}/similar-license-plates?plateId=${encodeURIComponent(plate)}`, {
              state,
            });
          } else navigate(`${home}/no-results`, { state });
          return;
        }
        setErrorKey(searchErrorKey(error));
      }
    },
    [customerId, customer.settings.similarPlatesOnMiss, home, navigate],
  );

  return { search, loading, errorKey, clearError: () => setErrorKey(null) };
}
