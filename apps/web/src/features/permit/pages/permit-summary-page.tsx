import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { PermitActive } from '../components/permit-active.tsx';
import { PermitClosed } from '../components/permit-closed.tsx';
import { PermitGate } from '../components/permit-gate.tsx';

/** permit.summary (spec section 2): the permit's page for its status. */
export default function PermitSummaryPage() {
  const { t } = useI18n();
  return (
    <PermitGate loadingLabel={t('permit.loading')}>
      {(permit, refetch) =>
        permit.status === 'ACTIVE' ? (
          <PermitActive permit={permit} refetch={refetch} />
        ) : (
          <PermitClosed permit={permit} />
        )
      }
    </PermitGate>
  );
}
