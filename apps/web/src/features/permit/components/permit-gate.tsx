import type { PermitInfo } from '@parking/domain/contracts';
import { isUuid } from '@parking/domain/vocabulary';
import type { ReactNode } from 'react';
import { DataGate } from '#web/components/ui/data-gate.tsx';
import { LoadingOverlay } from '#web/components/ui/loading-overlay.tsx';
import { useParams } from '#web/lib/router/router.tsx';
import { usePermitInfo } from '../api/get-permit-info.ts';
import { usePermitContext } from '../permit-context.ts';
import { PermitNotFound } from './permit-not-found.tsx';

/**
 * Loads the permit the route names (`:assignedRightId`) for its summary and its paid ticket: a
 * malformed id or one the API does not know at this place (404, or 400) is the not-found page;
 * other failures offer a retry. Another permit's link starts the page afresh (the key).
 */
export function PermitGate({
  loadingLabel,
  children,
}: {
  loadingLabel: string;
  children: (permit: PermitInfo, refetch: () => Promise<void>) => ReactNode;
}) {
  const { placeId } = usePermitContext();
  const { assignedRightId = '' } = useParams();
  const valid = isUuid(assignedRightId);
  const query = usePermitInfo(placeId, assignedRightId, { enabled: valid });
  return (
    <DataGate
      key={assignedRightId}
      query={query}
      valid={valid}
      notFound={<PermitNotFound />}
      loading={<LoadingOverlay label={loadingLabel} />}
    >
      {children}
    </DataGate>
  );
}
