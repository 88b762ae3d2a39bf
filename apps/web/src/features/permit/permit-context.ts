import type { TransientContext } from '#web/features/transient/index.ts';
import { useOutletContext } from '#web/lib/router/router.tsx';

/**
 * What the place layout hands the permit pages once the place is loaded: the one context it
 * gives every flow it frames, with `openContact` for the EXPIRED page's 'Contact Us'.
 */
export type PermitContext = TransientContext;

export function usePermitContext(): PermitContext {
  return useOutletContext<PermitContext>();
}
