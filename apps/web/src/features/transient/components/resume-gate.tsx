import type { Resume } from '@parking/domain/contracts';
import type { ReactNode } from 'react';
import { DataGate } from '#web/components/ui/data-gate.tsx';
import { LoadingOverlay } from '#web/components/ui/loading-overlay.tsx';
import { isWellFormedRef } from '#web/lib/well-formed-ref.ts';
import { type ResumeRef, useResume } from '../api/get-resume.ts';
import { TransientNotFound } from './transient-not-found.tsx';

/**
 * Loads a session for the summary and the paid ticket: a malformed id or one the API does not
 * know (404, or 400 for an id it cannot read) is the not-found page; other failures offer a retry.
 */
export function ResumeGate({
  placeId,
  resumeRef,
  loadingLabel,
  children,
}: {
  placeId: string;
  resumeRef: ResumeRef | null;
  loadingLabel: string;
  children: (resume: Resume) => ReactNode;
}) {
  const valid = resumeRef !== null && isWellFormedRef(resumeRef);
  const query = useResume(placeId, resumeRef ?? { assignedRightId: '' }, { enabled: valid });
  return (
    <DataGate
      query={query}
      valid={valid}
      notFound={<TransientNotFound placeId={placeId} />}
      loading={<LoadingOverlay label={loadingLabel} />}
    >
      {children}
    </DataGate>
  );
}
